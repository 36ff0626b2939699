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
    assert not b.turn_tab.card_btn.isEnabled() and not box.confirm_btns["red"].isEnabled()
    qtbot.mouseClick(box.confirm_btns["blue"], Qt.MouseButton.LeftButton)
    assert "REFUSED" in b.message_label.text() and "Allocation Grid first" in b.last_message
    for zone, (lg, sm) in GRID.items():
        box.grid[zone][0].setValue(lg)
        box.grid[zone][1].setValue(sm)
    qtbot.mouseClick(box.allocate_btn, Qt.MouseButton.LeftButton)
    assert b.game.setup.allocation_hidden()
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
    assert b.run(b.game.turns.set_units, "Seoul", "blue", 0, 1)
    assert "outside the Pusan Perimeter" in box.words.text()
    qtbot.mouseClick(box.confirm_btns["blue"], Qt.MouseButton.LeftButton)
    assert "REFUSED" in b.message_label.text()
    box.override.setChecked(True)
    qtbot.mouseClick(box.confirm_btns["blue"], Qt.MouseButton.LeftButton)
    assert "Ruling:" in box.words.text() and not box.confirm_btns["blue"].isVisible()


def test_optional_retreat_offered_in_the_battle_dialog(window, qtbot):
    """Optional Retreating Rule in the battle dialog: a surrounded beaten defender is offered the enemy towns
    off the attack roads; Apply sends it toward the chosen one and the battle for it waits."""
    window.create_and_open("macarthur_new_guinea", "ill2", setup="blank")
    b = window.board
    g = b.game
    assert b.run(g.roads.load_illustration, 2)
    for town, side, lg, sm in (("A", "red", 1, 4), ("B", "blue", 2, 2), ("C", "blue", 2, 0), ("D", "blue", 0, 1),
                               ("E", "blue", 1, 0), ("F", "blue", 0, 1)):
        assert b.run(g.turns.set_units, town, side, lg, sm)
    assert b.run(g.turns.turn_card, 9)
    assert b.run(g.turns.move, "B", "A", 2, 2) and b.run(g.turns.move, "C", "A", 2, 0)
    dlg = b.open_battle("A", show=False)
    dlg.roll_round(((6, 5, 4, 3, 2), (1, 2, 3, 4, 6)))
    assert dlg.toward_row.isVisibleTo(dlg)
    assert [dlg.toward_box.itemData(i) for i in range(dlg.toward_box.count())] == ["", "D", "E", "F"]
    dlg.toward_box.setCurrentIndex(3)
    assert dlg.apply()
    assert list(g.combat.waiting_battles()) == ["F"]


def test_window_import_refuses_wrong_types(window, tmp_path):
    """Game > Import network: '"one_way": "no"' is refused with its JSON path, in red; the board is unchanged."""
    import json

    window.create_and_open("macarthur_korea", "import", setup="demo")
    b = window.board
    before = b.game.doc
    doc = {"towns": [{"name": "A"}, {"name": "B"}], "roads": [{"from": "A", "to": "B", "one_way": "no"}]}
    p = tmp_path / "bad.json"
    p.write_text(json.dumps(doc), encoding="utf-8")
    assert not b.editor_tab.import_network(p)
    assert "roads[0].one_way" in b.last_message and "REFUSED" in b.message_label.text()
    assert b.game.doc == before
