"""The Turn tab's Set-up box (printed set-up): Bataan Retreat's grid is filled in and hidden, each side is
confirmed with one click (one change each), a breach is refused in red unless overridden, and the first
card waits for both. The rules themselves: tests/games/macarthur/test_setup.py."""

from __future__ import annotations

from PySide6.QtCore import Qt

GRID = {"I": (4, 10), "II": (4, 10), "III": (3, 8), "IV": (3, 8), "V": (2, 4)}


def test_bataan_printed_setup_in_the_window(window, qtbot):
    window.create_and_open("macarthur_bataan_retreat", "printed", setup="printed")
    b = window.board
    box = b.turn_tab.setup_box
    assert box.isVisible() and box.grid_box.isVisible()
    assert not b.turn_tab.card_btn.isEnabled()
    qtbot.mouseClick(box.confirm_btns["blue"], Qt.MouseButton.LeftButton)
    assert "REFUSED" in b.message_label.text() and "Allocation Grid first" in b.last_message
    for zone, (lg, sm) in GRID.items():
        box.grid[zone][0].setValue(lg)
        box.grid[zone][1].setValue(sm)
    qtbot.mouseClick(box.allocate_btn, Qt.MouseButton.LeftButton)
    assert b.game.allocation_hidden()
    assert all(sp.value() == 0 for pair in box.grid.values() for sp in pair)     # the numbers leave the view
    assert "4L+10S" not in box.words.text()
    qtbot.mouseClick(box.confirm_btns["blue"], Qt.MouseButton.LeftButton)
    assert not box.grid_box.isVisible()
    qtbot.mouseClick(box.confirm_btns["red"], Qt.MouseButton.LeftButton)
    assert "Zone I 4L+10S" in box.words.text()
    assert b.turn_tab.card_btn.isEnabled()
    b.hub.undo_stack.undo()
    assert not b.turn_tab.card_btn.isEnabled()


def test_korea_breach_overridden_as_a_ruling(window, qtbot):
    window.create_and_open("macarthur_korea", "printed", setup="printed")
    b = window.board
    box = b.turn_tab.setup_box
    assert b.run(b.game.set_units, "Seoul", "blue", 0, 1)
    assert "outside the Pusan Perimeter" in box.words.text()
    qtbot.mouseClick(box.confirm_btns["blue"], Qt.MouseButton.LeftButton)
    assert "REFUSED" in b.message_label.text()
    box.override.setChecked(True)
    qtbot.mouseClick(box.confirm_btns["blue"], Qt.MouseButton.LeftButton)
    assert "Ruling:" in box.words.text() and not box.confirm_btns["blue"].isVisible()
