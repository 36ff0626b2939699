"""Issue 13, item 2 (zoom that serves the table): a wide board gets the window's width. The 2:1 Bataan table
had 5.3 px per inch at Fit in a 1280x720 window (a right dock column, the referee panel beside the table and
a bottom row took the room); the wide layout puts the referee panel and the tabbed docks in one right-hand
column. Geometry only: sizes in pixels, never timings."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QSettings, Qt
from PySide6.QtWidgets import QApplication

from assistant.ui.mainwindow import SHORT_PX, board_is_wide


def _settle(times: int = 6) -> None:
    for _ in range(times):
        QApplication.processEvents()


def _open(window, kind: str) -> None:
    window.create_and_open(kind, "", setup="demo")
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete.value)
    _settle()


def _fit_px_per_in(window) -> float:
    window.board.view.fit()
    _settle(2)
    return window.board.view.px_per_in()


def test_at_1280x720_the_bataan_table_gets_the_width(qtbot, tmp_path):
    """A fresh window at 1280x720 with the Bataan demo: the board holds at least 65% of the window and
    the table at Fit is at least 7 px per inch (it was 5.3), with the referee panel and Measure in view."""
    from assistant.ui.launch import make_app
    from assistant.ui.mainwindow import MainWindow

    make_app()
    win = MainWindow(settings=QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    win.quiet_errors = True
    qtbot.addWidget(win)
    win.resize(1280, 720)
    assert win.open_database(tmp_path / "g.sqlite")
    win.create_and_open("bataan", "wide")
    win.show()
    _settle()
    assert board_is_wide(win.board) and win.layout_kind == "wide"
    board = win.board.size()
    share = board.width() * board.height() / (win.width() * win.height())
    assert share >= 0.65, (board, share)
    assert int(_fit_px_per_in(win) * 10) >= 70, win.board.view.px_per_in()
    # the referee panel sits in the right column's dock, above Measure, both shown
    side = win.side_dock
    assert side is not None and side.isVisible() and side.widget() is win.board.referee_scroll
    assert win.dockWidgetArea(side) == Qt.DockWidgetArea.RightDockWidgetArea
    assert win.dockWidgetArea(win.docks["measure"]) == Qt.DockWidgetArea.RightDockWidgetArea
    assert win.docks["measure"].isVisible()
    assert win.height() < SHORT_PX   # a short window: Roll log and Record are tabs of that column too
    assert win.dockWidgetArea(win.docks["rolllog"]) == Qt.DockWidgetArea.RightDockWidgetArea
    # folding the referee panel (its own key, Ctrl+Shift+J) folds the dock, and back
    win.board.act_referee_panel.setChecked(False)
    _settle(2)
    assert not side.isVisible()
    win.board.act_referee_panel.setChecked(True)
    _settle(2)
    assert side.isVisible()
    # View > Board only (F9) folds every panel away: the table gets the whole width, about 10 px per inch;
    # again, and the layout is back as it was
    win.act_board_only.trigger()
    _settle(3)
    assert not side.isVisible() and not any(d.isVisible() for d in win.docks.values())
    assert int(_fit_px_per_in(win)) >= 9, win.board.view.px_per_in()
    win.act_board_only.trigger()
    _settle(3)
    assert side.isVisible() and win.docks["measure"].isVisible() and not win.act_board_only.isChecked()
    assert int(_fit_px_per_in(win) * 10) >= 70


def test_hex_boards_get_the_column_layout_and_each_layout_is_remembered(window, tmp_path, qtbot):
    """Issue 23.1: Tarawa's tabs are its side panel, docked in the right-hand column (the "column" layout),
    remembered apart from Bataan's wide layout; going back to Bataan restores the wide layout as it was
    left, and a new window opens with the layout of the last board."""
    from assistant.ui.mainwindow import MainWindow

    window.resize(1280, 720)
    _settle()
    assert window.layout_kind == "wide"
    window.docks["plots"].hide()              # a change to the wide layout, to be remembered
    _open(window, "tarawa")
    assert window.layout_kind == "column" and not board_is_wide(window.board)
    assert window.side_dock.isVisible() and window.side_dock.widget() is window.board.tabs
    assert window.docks["plots"].isVisibleTo(window)   # the column layout has its own memory
    # a 720-pixel window keeps no row under the map: Roll log and Record are tabs of the right column
    assert window.dockWidgetArea(window.docks["rolllog"]) == Qt.DockWidgetArea.RightDockWidgetArea
    assert window.docks["history"] in window.tabifiedDockWidgets(window.docks["rolllog"])
    _open(window, "bataan")
    assert window.layout_kind == "wide" and window.side_dock.isVisible()
    assert window.side_dock.widget() is window.board.referee_scroll   # the new board's panel
    assert not window.docks["plots"].isVisibleTo(window)
    window.close()
    again = MainWindow(settings=QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(again)
    assert again.layout_kind == "wide"
    assert not again.docks["plots"].isVisibleTo(again)


def test_reset_layout_brings_every_panel_back(window):
    """View > Reset layout: every dock shown again, in its place for this board."""
    window.resize(1280, 720)
    _settle()
    for dock in window.docks.values():
        dock.hide()
    window.board.act_referee_panel.setChecked(False)
    window.act_reset_layout.trigger()
    _settle()
    assert all(d.isVisible() or window.tabifiedDockWidgets(d) for d in window.docks.values())
    assert window.side_dock.isVisible() and window.board.act_referee_panel.isChecked()
    assert "Reset layout" in [a.text().replace("&", "") for a in window.menu_view.actions()]


def test_a_short_window_gives_a_hex_map_the_whole_height(window):
    """Issue 13.2 (zoom that serves the table), issue 23.1: at 1280x720 (and 1920x1080) the column layout
    puts Roll log and Record in the right column, so the map is not squeezed above a bottom row; on a
    taller window they keep that row."""
    window.resize(1280, 720)
    _settle()
    _open(window, "saipan")
    _settle()
    assert window.dockWidgetArea(window.docks["rolllog"]) == Qt.DockWidgetArea.RightDockWidgetArea
    view = window.board.view
    assert view.height() >= 0.6 * window.height()
    window.resize(1600, 1200)
    window.act_reset_layout.trigger()
    _settle()
    assert window.dockWidgetArea(window.docks["rolllog"]) == Qt.DockWidgetArea.BottomDockWidgetArea
