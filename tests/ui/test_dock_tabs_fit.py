"""Issue 23.1 / 23.3: in the right-hand column (370 px at 1280x720) the docks' own tab bar (Measure | Roll |
Plots | Roll log | Record) shows every title whole, in English and in German (whose short dock titles come
from "panels|..." entries of packaging/de.json)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, QSettings
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QTabBar

from .laptop import in_language


@pytest.fixture(params=["en_GB", "de_DE"])
def language(request, qapp):
    with in_language(request.param) as code:
        yield code


def test_the_dock_tabs_show_every_title_whole_in_the_column(qtbot, tmp_path, language):
    from assistant.ui.launch import make_app
    from assistant.ui.mainwindow import MainWindow

    make_app()   # the window's own font and style, as a referee starts it
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    win = MainWindow(settings=settings)
    win.quiet_errors = True
    qtbot.addWidget(win)
    assert win.open_database(tmp_path / "games.sqlite")
    win.create_and_open("tarawa", "Column")
    win.resize(1280, 720)
    win.show()
    qtbot.waitExposed(win)
    for _ in range(5):
        QCoreApplication.processEvents()
    bars = [b for b in win.findChildren(QTabBar) if b.isVisible() and b.count() >= 3
            and b.parentWidget() is win]
    assert bars, "the docks are tabbed together in the column"
    titles = {d.windowTitle() for d in win.docks.values()}
    checked = 0
    for bar in bars:
        fm = QFontMetrics(bar.font())
        shown = [bar.tabText(i) for i in range(bar.count()) if bar.tabText(i) in titles]
        # each title whole with a tab's padding and frame (about 20 px): the bar never has to elide
        need = sum(fm.horizontalAdvance(text) + 20 for text in shown)
        assert need <= bar.width(), (language, shown, need, bar.width())
        checked += len(shown)
    assert checked >= 4
