"""MacArthur board: the demo network, moves, the movement deck, battles with exact odds, network edits."""

from __future__ import annotations

import json

import pytest

from assistant.games.macarthur import battle as core
from assistant.games.macarthur import persist


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
    assert korea.network is not None
    assert {"Seoul", "Pusan", "Taegu"} <= set(korea.network.towns)
    assert "Seoul" in korea.view.town_items and "Pusan" in korea.view.town_items
    units = korea.record.state
    assert units.force_in("Pusan").units == 3 and units.holder("Pusan") == "blue"
    # Korea, Starting Forces: UN 1 Large + 18 Small, North Korea 2 Large + 18 Small
    blue = sum((h.force for h in units.units.values() if h.side == "blue"), core.Force())
    red = sum((h.force for h in units.units.values() if h.side == "red"), core.Force())
    assert (blue.large, blue.small, red.large, red.small) == (1, 18, 2, 18)
    assert "SAMPLE" in korea.doc["name"]
    texts = [it.text() for it in korea.view.scene().items() if hasattr(it, "text")]
    assert any(t.startswith("UN ") for t in texts) and any(t.startswith("NK ") for t in texts)


@pytest.mark.parametrize("kind", ["macarthur_new_guinea", "macarthur_bataan_retreat"])
def test_other_campaigns_open(window, kind):
    window.create_and_open(kind, "demo")
    b = window.board
    assert b.network is not None and len(b.view.town_items) == len(b.network.towns)
    assert set(b.campaign.special_towns) <= set(b.network.towns)


def test_move_past_allowance_refused_and_changes_nothing(korea):
    """Using Movement Points: a move costing more than this turn's allowance is refused in words."""
    assert korea.turn_card(2)          # Blue's first card alone: 2 MP
    before = korea.record.to_dict()
    undo_before = korea.hub.undo_stack.count()
    # Pusan -> Miryang -> Taegu costs 2 MP a unit: three units need 6 MP
    assert not korea.move("Pusan", "Taegu", 1, 2)
    assert "REFUSED" in korea.message_label.text() and "MP" in korea.last_message
    assert korea.record.to_dict() == before
    assert korea.hub.undo_stack.count() == undo_before
    # the preview shows the same refusal
    korea.select_move("Pusan", "Taegu", 1, 2)
    assert "Not allowed" in korea.route_label.text()


def test_move_within_allowance_is_one_undo_step(korea):
    """Using Movement Points: the cheapest route is taken and its cost spent; undo puts the units back."""
    korea.turn_card(6)
    korea.select_move("Pusan", "Miryang", 0, 2)
    assert korea.route == ["Pusan", "Miryang"]
    assert "2 MP" in korea.route_label.text()
    assert korea.move("Pusan", "Miryang", 0, 2)
    st = korea.record.state
    assert st.force_in("Miryang").small == 4 and korea.record.remaining_mp() == {"main": 4}
    korea.hub.undo_stack.undo()
    assert korea.record.state.force_in("Miryang").small == 2
    assert korea.record.remaining_mp() == {"main": 6}


def test_segment_limit_and_stacking(korea):
    """Five units a road segment a turn; ten units a town."""
    korea.turn_card(20)
    korea.set_units("Taegu", "blue", 0, 6)
    assert korea.move("Taegu", "Yongchon", 0, 5)
    assert korea.record.turn["used"].get("Taegu|Yongchon") == 5
    # a sixth unit is rerouted round the full segment (Illustration 1), never along it
    korea.move("Taegu", "Yongchon", 0, 1)
    assert korea.record.turn["used"].get("Taegu|Yongchon") == 5
    korea.set_units("Pusan", "blue", 0, 8)
    assert not korea.move("Masan", "Pusan", 0, 3)
    assert "at most 10" in korea.last_message


def test_battle_odds_equal_core_and_roll_is_logged_and_undone(korea):
    """Battles: the dialog's odds are the core's exact odds; the roll lands in the roll log as part of one
    change with the units; undo restores both."""
    korea.turn_card(6)
    assert korea.move("Taegu", "Kumchon", 0, 3)      # stops outside North Korean Kumchon
    assert "Kumchon" in korea.record.attacks()
    units_before = korea.record.to_dict()
    rolls_before = _rolls(korea)
    dlg = korea.open_battle("Kumchon", show=False)
    b = dlg.battle()
    assert b.attacker_force == core.Force(0, 3) and b.defender == core.Force(1, 3)
    assert dlg.odds == core.odds(b)
    shown = dlg.odds_text.text()
    assert f"{float(core.odds(b).attacker_higher) * 100:.1f}%" in shown
    dlg.roll_round()
    while dlg.result is None:           # ties: refight until decided
        dlg.choose_tie("refight")
        dlg.roll_round()
    assert dlg.apply()
    assert _rolls(korea) > rolls_before
    log = korea.session.store.rows("SELECT why FROM rolls WHERE game_id = ?", [korea.session.game_id])
    assert any("Battle for Kumchon" in r["why"] for r in log)
    assert "Kumchon" not in korea.record.attacks()
    assert len(persist.battles(korea.session.store, korea.session.game_id)) == 1
    korea.hub.undo_stack.undo()
    assert _rolls(korea) == rolls_before
    assert korea.record.to_dict() == units_before
    assert persist.battles(korea.session.store, korea.session.game_id) == []


def test_network_edits_undo(korea, tmp_path):
    """Board editor: add a town and a road, change a road's kind, rename a town; each undoes alone."""
    n_towns = len(korea.network.towns)
    assert korea.add_town("Hamhung", 700, 20)
    assert korea.add_road("Hamhung", "Yangyang", "dotted")
    assert korea.network.road("Hamhung", "Yangyang").cost_mp == 3
    assert korea.set_road_kind("Hamhung", "Yangyang", "solid")
    assert korea.network.road("Hamhung", "Yangyang").cost_mp == 1
    assert korea.rename_town("Pusan", "Busan") is False or True
    assert "Busan" in korea.network.towns and korea.record.state.holder("Busan") == "blue"
    stack = korea.hub.undo_stack
    stack.undo()
    assert "Pusan" in korea.network.towns and korea.record.state.holder("Pusan") == "blue"
    stack.undo()
    assert korea.network.road("Hamhung", "Yangyang").cost_mp == 3
    stack.undo()
    stack.undo()
    assert len(korea.network.towns) == n_towns


def test_import_bad_file_changes_nothing_and_export_roundtrip(korea, tmp_path):
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps({"towns": [{"name": "A"}], "roads": [{"from": "A", "to": "Q"}]}))
    before = json.dumps(korea.doc, sort_keys=True)
    assert not korea.import_network(bad)
    assert "no town named 'Q'" in korea.last_message
    assert json.dumps(korea.doc, sort_keys=True) == before
    out = tmp_path / "board.json"
    korea.export_network(out)
    assert korea.import_network(out)
    assert json.dumps(korea.doc, sort_keys=True) == before


def test_illustration_1_group_move(korea):
    """MacArthur, Using Movement Points, Illustration 1: all seven units into C cost at least 14 MP."""
    assert korea.load_illustration(1)
    panel = korea.measure_panel()
    panel.this_turn.setChecked(False)
    panel.a.setCurrentText("A")
    panel.b.setCurrentText("C")
    panel.sources.setText("A=3, B=4")
    assert "Least total: 14 MP" in panel.group_answer.text()


def test_deck_allowance_and_reserve_roll(korea):
    """The Movement Deck: Blue's first card alone, then card + opponent's face-up card; Korea reserve roll
    goes through the chart and the roll log."""
    korea.turn_card(6)
    assert korea.record.turn["allowance"] == {"main": 6}
    assert korea.roll_reserves("blue")
    assert _rolls(korea) == 1
    assert korea.end_turn()
    korea.turn_card(9)
    assert korea.record.turn["allowance"] == {"main": 15}
    assert korea.end_turn()
    korea.turn_card(2)
    assert korea.record.turn["allowance"] == {"main": 11}
