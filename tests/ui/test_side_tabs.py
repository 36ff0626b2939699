"""Issue 23.1: the side tabs of a board in a narrow column. Every title whole and in view: the buttons wrap
onto rows at the column's width (none behind scroll arrows, none elided); the tab widget's API the boards
use (addTab, setCurrentIndex, currentWidget, indexOf, setTabText, currentChanged ...) and its keys
(Ctrl+PgDown / Ctrl+PgUp) work as on a QTabWidget."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QLabel

from assistant.ui.side_tabs import SideTabs

TITLES = ["Actions and combat", "Units", "Procedures", "Fog, amtracs", "Victory"]


def _tabs(qtbot, width: int) -> SideTabs:
    tabs = SideTabs()
    qtbot.addWidget(tabs)
    for t in TITLES:
        tabs.addTab(QLabel(t), t)
    tabs.resize(width, 400)
    tabs.show()
    for _ in range(3):
        QApplication.processEvents()
    return tabs


def test_the_buttons_wrap_and_every_title_is_whole(qtbot):
    """Issue 23.1: at 300 px the five titles take two rows, each button as wide as its title needs and
    inside the panel; at 800 px one row."""
    tabs = _tabs(qtbot, 300)
    rows = {b.y() for b in tabs.buttons}
    assert len(rows) == 2
    for i, b in enumerate(tabs.buttons):
        assert b.isVisible() and b.text() == TITLES[i] and b.width() >= b.sizeHint().width()
        assert b.geometry().right() < tabs.bar.width() and b.geometry().bottom() < tabs.bar.height()
    assert tabs.stack.y() >= tabs.bar.geometry().bottom()     # the pages start under the last row
    tabs.resize(800, 400)
    for _ in range(3):
        QApplication.processEvents()
    assert len({b.y() for b in tabs.buttons}) == 1


def test_the_tab_widget_api(qtbot):
    """Issue 23.1: what the boards call on their tabs keeps working."""
    tabs = _tabs(qtbot, 320)
    seen = []
    tabs.currentChanged.connect(seen.append)
    assert tabs.count() == 5 and tabs.currentIndex() == 0 and tabs.buttons[0].isChecked()
    page = tabs.widget(3)
    assert tabs.indexOf(page) == 3 and tabs.tabText(3) == "Fog, amtracs"
    tabs.setCurrentIndex(3)
    assert tabs.currentWidget() is page and seen == [3] and tabs.buttons[3].isChecked()
    assert sum(b.isChecked() for b in tabs.buttons) == 1
    tabs.buttons[1].click()
    assert tabs.currentIndex() == 1 and seen == [3, 1]
    tabs.setTabText(1, "Units & stacks")
    assert tabs.tabText(1) == "Units & stacks" and tabs.buttons[1].text() == "Units && stacks"
    assert tabs.buttons[1].accessibleName() == "Units & stacks"
    tabs.setTabToolTip(1, "Every counter")
    assert tabs.tabToolTip(1) == "Every counter"
    tabs.setTabEnabled(2, False)
    tabs.setCurrentIndex(2)                      # a disabled tab is not chosen
    assert tabs.currentIndex() == 1
    index = tabs.insertTab(0, QLabel("first"), "First")
    assert index == 0 and tabs.tabText(1) == "Actions and combat" and tabs.currentIndex() == 2
    tabs.removeTab(0)
    assert tabs.count() == 5 and tabs.tabText(0) == "Actions and combat"


def test_ctrl_page_keys_go_round_the_tabs(qtbot):
    """Issue 23.1: Ctrl+PgDown / Ctrl+PgUp, while the focus is in the panel, choose the next / previous
    tab (round the ends, past a disabled one), as on a tab widget."""
    tabs = _tabs(qtbot, 320)
    tabs.activateWindow()
    tabs.setTabEnabled(1, False)
    tabs.buttons[0].setFocus()
    qtbot.keyClick(tabs.buttons[0], Qt.Key.Key_PageDown, Qt.KeyboardModifier.ControlModifier)
    assert tabs.currentIndex() == 2 and tabs.buttons[2].hasFocus()
    tabs.step(-1)
    assert tabs.currentIndex() == 0
    tabs.step(-1)
    assert tabs.currentIndex() == 4
    keys = sorted(sc.key().toString() for sc in tabs._shortcuts)
    assert keys == ["Ctrl+PgDown", "Ctrl+PgUp"]
    assert all(sc.context() == Qt.ShortcutContext.WidgetWithChildrenShortcut for sc in tabs._shortcuts)
