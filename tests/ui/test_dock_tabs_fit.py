"""Issue 23.1 / 23.3: in the right-hand column (370 px at 1280x720) the docks' own tab bar (Measure | Roll |
Plots | Roll log | Record) shows every title whole, in English and in German (whose short dock titles come
from "panels|..." entries of packaging/de.json)."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QTabBar

from .laptop import in_language, laptop_window, open_demo


@pytest.fixture(params=["en_GB", "de_DE"])
def language(request, qapp):
    with in_language(request.param) as code:
        yield code


def test_the_dock_tabs_show_every_title_whole_in_the_column(qtbot, tmp_path, language):
    from assistant.ui.launch import make_app

    make_app()   # the window's own font and style, as a referee starts it
    win = laptop_window(qtbot, tmp_path)
    open_demo(win, "tarawa")
    qtbot.waitExposed(win)
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
