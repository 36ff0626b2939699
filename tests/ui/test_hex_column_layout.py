"""Issue 23.1 (the hex maps get the window): at 1280x720 the Tarawa and Saipan maps had about 550 px of
width and Luzon's 340, their tabs and the Measure dock taking the rest, and MacArthur's tab bar hid its
Record tab. The hex boards and MacArthur now give their tabs to the window as a side panel, docked in the
right-hand column as the Bataan table's referee panel is; the tabs wrap onto rows so every title reads;
Fit shows the land and the units, and Ctrl+0 cycles Fit land / Fit all. Real windows, geometry only."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, QEvent, QPoint, QRect, Qt
from PySide6.QtWidgets import QApplication

from assistant.ui.hexmap.hexview_metrics import FIT_PAD

HEX_KINDS = ["luzon", "tarawa", "saipan"]
COLUMN_KINDS = HEX_KINDS + ["macarthur_korea"]


def _settle(times: int = 6) -> None:
    for _ in range(times):
        QApplication.processEvents()


def _open(window, kind: str) -> None:
    window.create_and_open(kind, "", setup="demo")
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete.value)
    _settle()


def _sized(window, kind: str, width: int = 1280, height: int = 720):
    window.resize(width, height)
    _settle()
    _open(window, kind)
    return window.board


def _map_width(board) -> int:
    return board.view.viewport().width()


@pytest.mark.parametrize("kind", COLUMN_KINDS)
def test_at_1280x720_the_map_gets_the_width_and_every_tab_reads(window, kind):
    """Issue 23.1: in the default layout at 1280x720 the map's viewport is at least 850 px wide (it was
    about 550, Luzon's 340), the board's tabs sit in the right-hand column's dock, and every tab's button
    shows its whole title (not elided, no scroll arrows) fully inside that column."""
    board = _sized(window, kind)
    assert window.layout_kind == "column"
    assert _map_width(board) >= 850, _map_width(board)
    dock = window.side_dock
    assert dock.isVisible() and dock.widget() is board.tabs
    assert window.dockWidgetArea(dock) == Qt.DockWidgetArea.RightDockWidgetArea
    assert 300 <= dock.width() <= 400, dock.width()
    tabs = board.tabs
    assert tabs.count() >= 5
    column = dock.rect()
    for i in range(tabs.count()):
        button = tabs.button(i)
        assert button.isVisible(), tabs.tabText(i)
        assert button.text().replace("&&", "&") == tabs.tabText(i)      # the whole title, as given
        assert button.width() >= button.sizeHint().width(), tabs.tabText(i)
        assert column.contains(QRect(button.mapTo(dock, QPoint(0, 0)), button.size())), tabs.tabText(i)
        assert button.accessibleName() == tabs.tabText(i)


def test_macarthurs_record_tab_is_in_view_and_opens(window):
    """Issue 23.1: "MacArthur's tab bar needs 338 px and has 301, so the Record tab hides behind scroll
    arrows": now its button is in view, and a click shows the board's record."""
    board = _sized(window, "macarthur_korea")
    titles = [board.tabs.tabText(i) for i in range(board.tabs.count())]
    record = board.tabs.button(titles.index("Record"))
    assert record.isVisible()
    record.click()
    assert board.tabs.currentWidget().widget() is board.record_tab
    assert record.isChecked() and sum(b.isChecked() for b in board.tabs.buttons) == 1


def test_at_1920x1080_the_map_has_the_room_too(window):
    """Issue 23.1 at 1920x1080: the column is at most 400 px, the Tarawa map has the rest."""
    board = _sized(window, "tarawa", 1920, 1080)
    assert window.side_dock.width() <= 400
    assert _map_width(board) >= 1450, _map_width(board)


def _on_screen(view, h) -> bool:
    p = view.mapFromScene(view.geo.centre(h))
    return view.viewport().rect().contains(p)


def test_fit_shows_betio_and_the_units_and_ctrl_0_cycles(window):
    """Issue 23.1: Tarawa opens at Fit land: every hex of Betio (its marked terrain but water) and every
    unit is in view, the land's box fills the view one way, at a bigger scale than the whole map's Fit;
    Ctrl+0 (and the Fit button) then shows the whole map, again the land, and the button and the status
    bar say which."""
    board = _sized(window, "tarawa")
    view = board.view
    land = board.land_hexes()
    assert len(land) > 50
    assert view.fit_shows() == "land"
    assert all(_on_screen(view, h) for h in land)
    assert all(_on_screen(view, h) for _name, h in board.unit_positions())
    rect = view.land_rect()
    box = view.mapFromScene(rect.adjusted(-FIT_PAD, -FIT_PAD, FIT_PAD, FIT_PAD)).boundingRect()
    vp = view.viewport().rect()
    assert abs(box.width() - vp.width()) <= 3 or abs(box.height() - vp.height()) <= 3, (box, vp)
    land_scale = view.scale_factor
    assert board.frame.fit_button.text() == "Fit all"
    fit = next(a for a in board.keys.menu_actions if a.shortcut().toString() == "Ctrl+0")
    fit.trigger()                                   # the whole map, sea and all
    assert view.fit_shows() == "all"
    whole = view.geo.rect
    assert view.scale_factor < land_scale / 1.5, (view.scale_factor, land_scale)
    assert view.mapToScene(vp).boundingRect().contains(whole)
    assert board.frame.fit_button.text() == "Fit land"
    assert "whole map" in window.statusBar().currentMessage()
    fit.trigger()                                   # back to the land
    assert view.fit_shows() == "land" and abs(view.scale_factor - land_scale) < 1e-6
    assert "Betio" in window.statusBar().currentMessage()
    view.zoom(1.25, True)                           # zoomed in: the button (and Ctrl+0) go to the land
    assert board.frame.fit_button.text() == "Fit land"
    board.frame.fit_button.click()
    assert view.fit_shows() == "land" and abs(view.scale_factor - land_scale) < 1e-6


def test_saipan_fits_its_units_and_places_and_luzon_its_whole_map(window):
    """Issue 23.1: Saipan's printed map is not in the source (S5), so Fit land shows what the referee
    traced, the named and invasion hexes and the units, bigger than the whole map; Luzon's map is all land,
    so Fit shows the whole map and Ctrl+0 stays there."""
    board = _sized(window, "saipan")
    view = board.view
    assert view.fit_shows() == "land"
    assert all(_on_screen(view, h) for _name, h in board.unit_positions())
    assert all(_on_screen(view, h) for h in board.places)
    land_scale = view.scale_factor
    board.keys.fit()
    assert view.fit_shows() == "all" and view.scale_factor < land_scale
    board = _sized(window, "luzon")
    assert board.view.land_rect() is None and board.view.fit_shows() == "all"
    before = board.view.scale_factor
    assert board.keys.fit() == "all" and abs(board.view.scale_factor - before) < 1e-6
    assert board.frame.fit_button.text() == "Fit"


def test_board_only_fold_and_reset_on_a_hex_map(window):
    """Issue 23.1: View > Board only (F9) gives the map the whole window and back; the side panel's fold
    action (Ctrl+Shift+J) hides and shows its dock; View > Reset layout brings every panel back."""
    board = _sized(window, "tarawa")
    narrow = _map_width(board)
    window.act_board_only.trigger()
    _settle(3)
    assert not window.side_dock.isVisible() and not any(d.isVisible() for d in window.docks.values())
    assert board.width() >= window.width() - 4 and _map_width(board) > narrow + 250
    window.act_board_only.trigger()
    _settle(3)
    assert window.side_dock.isVisible() and window.docks["measure"].isVisible()
    assert abs(_map_width(board) - narrow) <= 2
    assert board.act_side_panel.shortcut().toString() == "Ctrl+Shift+J"
    assert board.act_side_panel in window.menu_view.actions()
    board.act_side_panel.setChecked(False)
    _settle(3)
    assert not window.side_dock.isVisible()
    for dock in window.docks.values():
        dock.hide()
    window.act_reset_layout.trigger()
    _settle()
    assert window.side_dock.isVisible() and board.act_side_panel.isChecked() and board.tabs.isVisible()
    assert all(d.isVisible() or window.tabifiedDockWidgets(d) for d in window.docks.values())
    assert _map_width(board) >= 850


def test_switching_games_keeps_each_layout(window):
    """Issue 23.1: Bataan (wide) and the hex and MacArthur boards (column) each keep their own layout:
    a dock hidden on Tarawa stays hidden on MacArthur and Saipan, not on Bataan; each board's panel is the
    one in the side dock."""
    _sized(window, "tarawa")
    window.docks["plots"].hide()
    _open(window, "macarthur_korea")
    assert window.layout_kind == "column" and window.side_dock.widget() is window.board.tabs
    assert not window.docks["plots"].isVisibleTo(window)
    _open(window, "bataan")
    assert window.layout_kind == "wide" and window.side_dock.widget() is window.board.referee_scroll
    assert window.docks["plots"].isVisibleTo(window)
    _open(window, "saipan")
    assert window.layout_kind == "column" and window.side_dock.widget() is window.board.tabs
    assert window.side_dock.isVisible() and not window.docks["plots"].isVisibleTo(window)
    assert _map_width(window.board) >= 850


def test_the_panel_keys_are_in_help_and_tarawas_units_tab_fits_the_column(window):
    """Issue 23.1: Help > Keyboard shortcuts lists the side panel's Ctrl+PgDown / Ctrl+PgUp; Tarawa's Units
    tab (its board buttons now wrap onto rows: it needed 399 px) is no wider than the column."""
    from assistant.ui.shortcuts import collect

    board = _sized(window, "tarawa")
    rows = collect(window)
    assert any("Ctrl+PgDown" in keys.replace("PgDn", "PgDown") and "tab" in what for _w, what, keys in rows), rows
    titles = [board.tabs.tabText(i) for i in range(board.tabs.count())]
    board.tabs.setCurrentIndex(titles.index("Units"))
    _settle(3)
    area = board.tabs.currentWidget()
    assert area.widget().minimumSizeHint().width() <= area.viewport().width()
    assert not area.horizontalScrollBar().isVisible()


def test_saipans_traced_island_joins_fit_land(window):
    """Issue 23.1: on Saipan the island is what the referee traced with the terrain brush (the printed map
    is not in the source, S5): a traced hex far from the units is in view at Fit land, and undoing the
    trace takes it out of the next Fit."""
    board = _sized(window, "saipan")
    view = board.view
    far = board.map.parse("3535")
    assert not _on_screen(view, far)
    assert window.hub.push(board.map_image.cmds.paint(["3535", "3536"], "other"))
    board.keys.fit()
    if view.fit_shows() != "land":
        board.keys.fit()
    assert view.fit_shows() == "land" and _on_screen(view, far)
    assert all(_on_screen(view, h) for _name, h in board.unit_positions())
    window.act_undo.trigger()
    view.fit()
    assert not _on_screen(view, far)


def test_a_new_window_opens_with_the_column_layout_it_was_left_with(window, tmp_path, qtbot):
    """Issue 23.1: the column layout is remembered as the last one: a new window starts with it, and a
    hex board opened there gets its panels back in the right-hand column as they were left."""
    from PySide6.QtCore import QSettings

    from assistant.ui.mainwindow import MainWindow

    _sized(window, "tarawa")
    window.docks["plots"].hide()
    window.close()
    again = MainWindow(settings=QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))
    again.quiet_errors = True
    qtbot.addWidget(again)
    assert again.layout_kind == "column"
    assert again.open_database(tmp_path / "games.sqlite")
    again.resize(1280, 720)
    again.show()
    _open(again, "luzon")
    assert again.layout_kind == "column" and again.side_dock.isVisible()
    assert again.side_dock.widget() is again.board.tabs
    assert not again.docks["plots"].isVisibleTo(again)
    assert _map_width(again.board) >= 850
