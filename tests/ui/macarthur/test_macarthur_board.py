"""MacArthur board (the window's own part): the demo network drawn, clicks that pick a move and show
its route, buttons that push one change, the battle dialog's odds and rolls, the editor's tools, the
network files, the route panel, the battle dialog on a 1280x720 screen. The rules themselves are tested
on the commands (tests/games/macarthur/test_macarthur_commands.py)."""

from __future__ import annotations

import json

import pytest
from PySide6.QtCore import Qt

from assistant.games.macarthur import battle as core


@pytest.fixture()
def korea(window):
    window.create_and_open("macarthur_korea", "Korea test")
    from assistant.ui.macarthur.board import MacArthurBoard

    assert isinstance(window.board, MacArthurBoard)
    return window.board


def _rolls(board) -> int:
    s = board.session
    return s.store.rows("SELECT count(*) AS n FROM rolls WHERE game_id = ?", [s.game_id])[0]["n"]


def test_demo_network_shows(korea):
    """The Korea sample board: towns drawn, both sides' starting units as badges, labelled a sample."""
    assert {"Seoul", "Pusan", "Taegu"} <= set(korea.network.towns)
    assert "Seoul" in korea.view.town_items and "Pusan" in korea.view.town_items
    assert "SAMPLE" in korea.doc["name"]
    texts = [it.text() for it in korea.view.scene().items() if hasattr(it, "text")]
    assert any(t.startswith("UN ") for t in texts) and any(t.startswith("NK ") for t in texts)
    assert [korea.tabs.tabText(i) for i in range(korea.tabs.count())] == [
        "Turn", "Move", "Battles", "Board editor", "Record"]


@pytest.mark.parametrize("kind", ["macarthur_new_guinea", "macarthur_bataan_retreat"])
def test_other_campaigns_open(window, kind):
    window.create_and_open(kind, "demo")
    b = window.board
    assert b.network is not None and len(b.view.town_items) == len(b.network.towns)
    assert set(b.campaign.special_towns) <= set(b.network.towns)


def test_clicks_pick_a_move_and_the_button_pushes_one_change(korea, qtbot):
    """Clicking a town of the mover then a destination shows the route and its cost; Move pushes one
    change (one undo step); a refused move says why in red and pushes nothing."""
    qtbot.mouseClick(korea.turn_tab.typed_btn, Qt.MouseButton.LeftButton)     # Blue's card: 0 typed
    assert korea.record.turn["allowance"] == {"main": 0}
    korea.hub.undo_stack.undo()
    korea.turn_tab.turn_card(6)
    mv = korea.move_tab
    korea.on_town_clicked("Pusan")
    korea.on_town_clicked("Miryang")
    mv.move_large.setValue(0)
    mv.move_small.setValue(2)
    assert mv.route == ["Pusan", "Miryang"] and "2 MP" in mv.route_label.text()
    depth = korea.hub.undo_stack.count()
    qtbot.mouseClick(mv.move_btn, Qt.MouseButton.LeftButton)
    assert korea.record.state.force_in("Miryang").small == 4 and korea.hub.undo_stack.count() == depth + 1
    assert mv.sel_from is None
    assert not mv.move("Pusan", "Taegu", 1, 9)
    assert "REFUSED" in korea.message_label.text() and korea.hub.undo_stack.count() == depth + 1
    mv.select_move("Pusan", "Taegu", 1, 9)
    assert "Not allowed" in mv.route_label.text() and not mv.route_ok


def test_battle_dialog_odds_roll_and_apply(korea):
    """The dialog shows the game's exact odds for the board's battle; Roll and Apply push one change
    with the dice; undo takes it back."""
    korea.turn_tab.turn_card(6)
    assert korea.move_tab.move("Taegu", "Kumchon", 0, 3)
    before, rolls_before = korea.record.to_dict(), _rolls(korea)
    dlg = korea.open_battle("Kumchon", show=False)
    b = dlg.battle()
    assert b.attacker_force == core.Force(0, 3) and b.defender == core.Force(1, 3)
    assert dlg.odds == korea.game.combat.battle_odds("Kumchon") == core.odds(b)
    assert f"{float(dlg.odds.attacker_higher) * 100:.1f}%" in dlg.odds_text.text()
    assert dlg.roll_btn.isEnabled()
    dlg.roll_round()
    while dlg.result is None:
        dlg.choose_tie("refight")
        dlg.roll_round()
    assert dlg.apply()
    assert _rolls(korea) > rolls_before and korea.game.battles() and "Kumchon" not in korea.record.attacks()
    korea.hub.undo_stack.undo()
    assert _rolls(korea) == rolls_before and korea.record.to_dict() == before


def test_battle_dialog_what_if_is_not_rolled(korea):
    """Edited forces give what-if odds, but Roll stays off: only the board's battle is rolled."""
    korea.turn_tab.turn_card(6)
    korea.move_tab.move("Taegu", "Kumchon", 0, 3)
    dlg = korea.open_battle("Kumchon", show=False)
    dlg.def_small.setValue(0)
    assert dlg.odds is not None and not dlg.roll_btn.isEnabled() and "What-if" in dlg.odds_text.text()


def test_battle_dialog_fits_1280x720(korea, qtbot):
    """The battle dialog fits a 1280x720 screen: it scrolls, and Roll, Apply and the stack buttons are
    on screen in rows of their own (not on the stacks table)."""
    korea.turn_tab.turn_card(6)
    korea.move_tab.move("Taegu", "Kumchon", 0, 3)
    dlg = korea.open_battle("Kumchon", show=False)
    assert dlg.minimumSizeHint().height() <= 720 and dlg.sizeHint().height() <= 720
    dlg.resize(min(dlg.width(), 1280), min(dlg.height(), 720))
    dlg.show()
    qtbot.waitExposed(dlg)
    assert dlg.height() <= 720 and dlg.width() <= 1280
    for btn in (dlg.roll_btn, dlg.apply_btn, dlg.tie_buttons["refight"]):
        assert btn.isVisible()
        top_left = btn.mapTo(dlg, btn.rect().topLeft())
        assert dlg.rect().contains(top_left) and dlg.rect().contains(top_left + btn.rect().bottomRight())
    table = dlg.stacks.geometry()
    for btn in (dlg.add_stack_btn, dlg.remove_stack_btn):
        assert btn.isVisible() and btn.geometry().top() >= table.bottom()
        assert btn.parent() is dlg.stacks.parent()
    dlg.close()


def test_editor_tool_clicks(korea):
    """Board editor: with the road tool, two town clicks add a road; each edit undoes alone."""
    ed = korea.editor_tab
    ed.set_tool("add_road")
    ed.kind_box.setCurrentIndex(ed.kind_box.findData("dotted"))
    korea.on_town_clicked("Seoul")
    assert ed.road_from == "Seoul"
    korea.on_town_clicked("Pusan")
    assert korea.network.road("Seoul", "Pusan").cost_mp == 3
    ed.set_tool("road_kind")
    ed.kind_box.setCurrentIndex(ed.kind_box.findData("solid"))
    ed.on_road_clicked("Seoul", "Pusan")
    assert korea.network.road("Seoul", "Pusan").cost_mp == 1
    korea.hub.undo_stack.undo()
    korea.hub.undo_stack.undo()
    assert "Seoul" not in {r.other("Pusan") for r in korea.network.roads_from("Pusan")}


def test_import_bad_file_changes_nothing_and_export_roundtrip(korea, tmp_path):
    ed = korea.editor_tab
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps({"towns": [{"name": "A"}], "roads": [{"from": "A", "to": "Q"}]}))
    before = json.dumps(korea.doc, sort_keys=True)
    assert not ed.import_network(bad)
    assert "no town named 'Q'" in korea.last_message
    assert json.dumps(korea.doc, sort_keys=True) == before
    out = tmp_path / "board.json"
    korea.game.roads.export_network(out)
    assert ed.import_network(out)
    assert json.dumps(korea.doc, sort_keys=True) == before


def test_illustration_1_group_move_panel(korea):
    """MacArthur, Using Movement Points, Illustration 1: the route panel shows the 14 MP least total."""
    assert korea.editor_tab.load_illustration(1)
    panel = korea.measure_panel()
    panel.this_turn.setChecked(False)
    panel.a.setCurrentText("A")
    panel.b.setCurrentText("C")
    panel.sources.setText("A=3, B=4")
    assert "Least total: 14 MP" in panel.group_answer.text()


def test_ui_imports_no_rule_machinery():
    """The window collects inputs and calls commands: no dice, records or changes are made in it."""
    import re
    from pathlib import Path

    import assistant.ui.macarthur as pkg

    pattern = re.compile(r"session\.dice\(\)|recorder\.|\.roll\(|roll_chart|records\.|RowOp|Change\(|"
                         r"campaign_change|network_change")
    for path in Path(pkg.__file__).parent.glob("*.py"):
        assert not pattern.search(path.read_text(encoding="utf-8")), path.name
