"""Issue 23.1, part 1 ("Give the hex maps the width..."; the brief: "Does any label cover another, or any
button fall off the screen?"): in the real window at 1280x720 every side tab of Luzon, Tarawa, Saipan and
MacArthur fits the right-hand Game column, in English and in German: its page needs no sideways scrolling
(the page's minimum width is at most its scroll area's viewport) and no label, button, check box or radio
button on it is clipped (tests/ui/clipping.py). Long check box texts became a short text and a wrapped note,
wide rows wrap (ButtonGrid, WrapLongRows), combo boxes shrink."""

from __future__ import annotations

import pytest
from .clipping import clipped
from .laptop import in_language, laptop_window, open_demo, settle

KINDS = ("luzon", "tarawa", "saipan", "macarthur_korea")


@pytest.fixture(params=["en_GB", "de_DE"])
def language(request, qapp):
    with in_language(request.param) as code:
        yield code


def overflowing_tabs(win) -> dict[str, str]:
    """Each side tab of the open board that scrolls sideways or clips a text, with what is wrong."""
    tabs = win.board.tabs
    found = {}
    for i in range(tabs.count()):
        tabs.setCurrentIndex(i)
        settle(4)
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
    win = laptop_window(qtbot, tmp_path)
    open_demo(win, kind)
    assert win.side_dock.isVisible() and win.side_dock.widget() is win.board.tabs
    assert win.board.tabs.count() >= 5
    if language == "de_DE":
        assert win.menuBar().actions()[0].text() == "&Datei"
    assert overflowing_tabs(win) == {}


def test_a_noted_check_keeps_its_name_and_a_click_on_wrapped_words_ticks(qtbot):
    """Issue 23.1: the parts the tabs are fitted with. A NotedCheck is a check box with a short text (its
    accessible name) and the rest as a wrapped note (its description); a WrappedCheck's words wrap and a
    click on them ticks the box (or chooses the radio button) as a click on its own text would."""
    from PySide6.QtCore import QPoint, Qt
    from PySide6.QtWidgets import QRadioButton

    from assistant.ui.column_fit import NotedCheck, WrappedCheck

    noted = NotedCheck("Referee's correction", "place a US unit on the map directly")
    qtbot.addWidget(noted)
    noted.setToolTip("why")
    assert noted.check.text() == "Referee's correction" and noted.check.accessibleName() == "Referee's correction"
    assert noted.check.accessibleDescription() == "place a US unit on the map directly"
    assert noted.note.wordWrap() and noted.note.sizePolicy().hasHeightForWidth()
    assert noted.check.toolTip() == noted.note.toolTip() == "why"
    words = "Pin the scan (click a printed town) with many more words than a column holds"
    wrapped = WrappedCheck(words)
    qtbot.addWidget(wrapped)
    wrapped.resize(200, 120)
    wrapped.show()
    assert wrapped.check.text() == "" and wrapped.check.accessibleName() == words
    assert wrapped.label.wordWrap() and wrapped.minimumSizeHint().width() < 200
    qtbot.mouseClick(wrapped.label, Qt.MouseButton.LeftButton, pos=QPoint(5, 5))
    assert wrapped.check.isChecked()
    radio = QRadioButton("A long radio text")
    choice = WrappedCheck("A long radio text", radio)
    qtbot.addWidget(choice)
    choice.show()
    qtbot.mouseClick(choice.label, Qt.MouseButton.LeftButton, pos=QPoint(5, 5))
    assert radio.isChecked() and radio.accessibleName() == "A long radio text"


def test_a_group_title_too_long_for_the_column_wraps_inside_its_box(qtbot):
    """Issue 23.1: a group box title cannot wrap; one wider than the column becomes a wrapped bold heading
    inside the box (the box keeps it as its accessible name); a short one stays. fit_column also shrinks a
    combo box whose minimum was worked out before (a panel already in its scroll area)."""
    from PySide6.QtWidgets import QComboBox, QGroupBox, QVBoxLayout, QWidget

    from assistant.ui.column_fit import fit_column

    page = QWidget()
    qtbot.addWidget(page)
    lay = QVBoxLayout(page)
    long_title = "Seezonen-Tabelle (nicht gedruckt, T4: der Eintrag des Schiedsrichters) " * 2
    boxes = []
    for title in (long_title, "Short"):
        box = QGroupBox(title)
        QVBoxLayout(box).addWidget(QComboBox())
        lay.addWidget(box)
        boxes.append(box)
    combo = boxes[1].findChild(QComboBox)
    combo.addItem("An entry of the combo box far longer than a narrow column")
    wide = combo.minimumSizeHint().width()
    fit_column(page)
    assert boxes[0].title() == "" and boxes[0].accessibleName() == long_title
    heading = boxes[0].layout().itemAt(0).widget()
    assert heading.text() == long_title and heading.wordWrap() and heading.font().bold()
    assert boxes[1].title() == "Short"
    assert combo.minimumSizeHint().width() < wide / 2
