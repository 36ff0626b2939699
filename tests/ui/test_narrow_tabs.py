"""Issue 23.1, part 1 ("Give the hex maps the width..."; the brief: "Does any label cover another, or any
button fall off the screen?"): in the real window at 1280x720 every side tab of Luzon, Tarawa, Saipan and
MacArthur fits the right-hand Game column, in English and in German: its page needs no sideways scrolling
(the page's minimum width is at most its scroll area's viewport) and no label, button, check box or radio
button on it is clipped (tests/ui/clipping.py). Long check box texts became a short text and a wrapped note,
wide rows wrap (ButtonGrid, WrapLongRows), combo boxes shrink."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, QEvent, QLocale, QSettings
from PySide6.QtWidgets import QApplication

from assistant.ui.i18n import install, uninstall

from .clipping import clipped

KINDS = ("luzon", "tarawa", "saipan", "macarthur_korea")


def _settle(times: int = 6) -> None:
    for _ in range(times):
        QApplication.processEvents()


@pytest.fixture(params=["en_GB", "de_DE"])
def language(request, qapp):
    app = QCoreApplication.instance()
    uninstall(app)
    install(app, QLocale(request.param))
    yield request.param
    uninstall(app)
    install(app, QLocale("en_GB"))


def _window(qtbot, tmp_path):
    from assistant.ui.mainwindow import MainWindow

    win = MainWindow(settings=QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    win.quiet_errors = True
    qtbot.addWidget(win)
    win.resize(1280, 720)
    assert win.open_database(tmp_path / "g.sqlite")
    win.show()
    return win


def _open(win, kind: str) -> None:
    win.create_and_open(kind, "", setup="demo")
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete.value)
    _settle()
    win.resize(1280, 720)
    _settle()


def overflowing_tabs(win) -> dict[str, str]:
    """Each side tab of the open board that scrolls sideways or clips a text, with what is wrong."""
    tabs = win.board.tabs
    found = {}
    for i in range(tabs.count()):
        tabs.setCurrentIndex(i)
        _settle(4)
        area = tabs.widget(i)
        page = area.widget()
        need, have = page.minimumSizeHint().width(), area.viewport().width()
        problems = [f"needs {need} px, has {have}"] if need > have else []
        if area.horizontalScrollBar().isVisible():
            problems.append("scrolls sideways")
        problems += clipped(area)
        if problems:
            found[tabs.tabText(i)] = "; ".join(problems)
    return found


@pytest.mark.slow
@pytest.mark.parametrize("kind", KINDS)
def test_every_side_tab_fits_the_game_column(language, kind, qtbot, tmp_path):
    """Issue 23.1: every tab of the board, opened in turn in the 1280x720 window's Game column (about
    356 px for a page), needs no horizontal scrolling and clips no text, in English and in German."""
    win = _window(qtbot, tmp_path)
    _open(win, kind)
    assert win.side_dock.isVisible() and win.side_dock.widget() is win.board.tabs
    assert win.board.tabs.count() >= 5
    if language == "de_DE":
        assert win.menuBar().actions()[0].text() == "&Datei"
    assert overflowing_tabs(win) == {}
