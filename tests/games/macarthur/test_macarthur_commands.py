"""MacArthurGame, the command layer (Qt-free): every command checks its rule, rolls from the game's
stream and returns one undoable change; queries change nothing."""

from __future__ import annotations

import json

import pytest

from assistant.core.errors import InputError
from assistant.games.macarthur import battle as core
from assistant.games.macarthur import persist
from assistant.games.macarthur.commands import BattleSetup, MacArthurGame
from assistant.games.session import GameSession
from assistant.games.setup import new_game
from assistant.store.store import Store

F = core.Force


@pytest.fixture()
def store():
    s = Store.open(":memory:")
    yield s
    s.close()


def _game(store, kind="macarthur_korea", seed=7) -> tuple[GameSession, MacArthurGame]:
    session = GameSession(store, new_game(store, kind, demo=True, seed=seed))
    return session, MacArthurGame(session)


def _rolls(session) -> int:
    return session.store.rows("SELECT count(*) AS n FROM rolls WHERE game_id = ?", [session.game_id])[0]["n"]


def _summary(change) -> tuple[str, ...]:
    return dict(change.meta)["summary"]


# --------------------------------------------------------------------------- the two bugs


def test_allied_move_into_japanese_manila_is_refused(store):
    """MacArthur, Bataan Retreat, Manila as an Open City: the Allies may not attack the Japanese in
    Manila, and a move towards an enemy town is an attack (Battles). So the move is refused with the
    rule named, nothing changes, and End turn is not blocked by an attack that can never be fought."""
    s, g = _game(store, "macarthur_bataan_retreat")
    s.do(g.turns.set_units("Manila", "red", 0, 2))
    s.do(g.turns.turn_card(6))
    before = g.record.to_dict()
    with pytest.raises(InputError, match="Manila is an open city.*Manila as an Open City"):
        g.turns.move("San Fernando P", "Manila", 0, 2)
    with pytest.raises(InputError, match="open city"):
        g.turns.move_preview("San Fernando P", "Manila", 2)
    assert g.record.to_dict() == before and g.combat.waiting_battles() == {}
    s.do(g.turns.end_turn())                       # nothing waits: the turn ends


def test_japanese_attack_on_allied_manila_retreats_without_dice(store):
    """MacArthur, Bataan Retreat, Manila as an Open City: when the Japanese attack Allied units in
    Manila, the Allies retreat without a fight: the battle applies with no dice thrown."""
    s, g = _game(store, "macarthur_bataan_retreat")
    s.do(g.turns.set_units("Cabanatuan", "red", 1, 2))
    s.do(g.turns.turn_card(3))
    s.do(g.turns.end_turn())
    s.do(g.turns.turn_card(4))                     # Red: 3 + 4 MP
    s.do(g.turns.move("Cabanatuan", "Manila", 1, 2))
    rolls = _rolls(s)
    ch = g.combat.battle("Manila")
    assert _rolls(s) == rolls and not [op for op in ch.ops if op.table == "rolls"]
    s.do(ch)
    assert g.record.state.holder("Manila") == "red"
    assert any("open city" in line for line in _summary(ch))


def test_no_move_after_a_battle_of_the_turn(store):
    """MacArthur, Battles: the moving player completes all his moves before the first battle starts.
    Once a battle of this turn is applied, moves (and landings) are refused; undoing the battle lets
    them through again."""
    s, g = _game(store)
    s.do(g.turns.turn_card(12))
    s.do(g.turns.move("Taegu", "Kumchon", 0, 3))
    s.do(g.combat.battle("Kumchon"))
    before = g.record.to_dict()
    with pytest.raises(InputError, match="every move comes before the first battle.*Battles"):
        g.turns.move("Pusan", "Miryang", 0, 1)
    with pytest.raises(InputError, match="before the first battle"):
        g.turns.land(sorted(g.network.landing_areas)[0], 0, 1)
    assert g.record.to_dict() == before
    s.undo()
    s.do(g.turns.move("Pusan", "Miryang", 0, 1))
    assert g.record.state.force_in("Miryang").small == 3


# --------------------------------------------------------------------------- battles


def test_odds_and_roll_come_from_the_same_battle(store):
    """MacArthur, Battles (M1-M5): the odds shown before the roll are the exact odds of the very battle
    that is then rolled, both built from the board by the same function."""
    s, g = _game(store)
    s.do(g.turns.turn_card(6))
    s.do(g.turns.move("Taegu", "Kumchon", 0, 3))
    setup = g.combat.battle_setup("Kumchon")
    pv = g.combat.battle_preview(setup)
    assert pv.ok and pv.battle.attacker_force == F(0, 3) and pv.battle.defender == F(1, 3)
    fight = g.combat.start_battle(setup)
    assert fight.battle == pv.battle and core.odds(fight.battle) == pv.odds == g.combat.battle_odds("Kumchon")


def test_battle_is_one_change_with_its_dice_and_undoes(store):
    """MacArthur, Battles: both sides' dice go to the roll log in the same change as the units and the
    battle's record; one undo takes back all three."""
    s, g = _game(store)
    s.do(g.turns.turn_card(6))
    s.do(g.turns.move("Taegu", "Kumchon", 0, 3))
    before, rolls = g.record.to_dict(), _rolls(s)
    ch = g.combat.battle("Kumchon")
    s.do(ch)
    assert _rolls(s) > rolls and "Kumchon" not in g.record.attacks() and len(g.battles()) == 1
    log = s.store.rows("SELECT why FROM rolls WHERE game_id = ?", [s.game_id])
    assert any("Battle for Kumchon, round 1" in r["why"] for r in log)
    assert _summary(ch)[0].startswith("Battle 1 for Kumchon")
    s.undo()
    assert _rolls(s) == rolls and g.record.to_dict() == before and g.battles() == []


def test_battle_not_on_the_board_is_refused(store):
    """MacArthur, Battles: a battle is fought by the units that moved up to an enemy town; a setup that
    is not what the board holds (or a town nobody attacks) cannot be rolled."""
    s, g = _game(store)
    s.do(g.turns.turn_card(6))
    with pytest.raises(InputError, match="no attack waits outside Kumchon"):
        g.combat.battle("Kumchon")
    s.do(g.turns.move("Taegu", "Kumchon", 0, 3))
    setup = g.combat.battle_setup("Kumchon")
    edited = BattleSetup(setup.town, setup.attacker_side, setup.stacks, F(0, 1), setup.guests, setup.situation)
    assert not g.combat.battle_preview(edited).ok and g.combat.battle_preview(edited).odds is not None   # what-if odds
    with pytest.raises(InputError, match="defending Kumchon"):
        g.combat.start_battle(edited)


def test_tie_waits_for_a_choice_and_refight_recounts(store):
    """MacArthur, Retreating (M5): on a tie either side may retreat, otherwise the battle is refought;
    a roll before the choice is refused."""
    s, g = _game(store)
    s.do(g.turns.turn_card(6))
    s.do(g.turns.move("Taegu", "Kumchon", 0, 3))
    fight = g.combat.start_battle("Kumchon")
    rnd = fight.throw_round(typed=((3,), (1, 2)))          # 3 v 3: a tie, no casualties
    assert rnd.outcome == "tie" and fight.result is None
    with pytest.raises(InputError, match="choose a refight or a retreat"):
        fight.throw_round()
    fight.choose_tie("attacker_retreats")
    assert fight.result.winner == "defender"
    s.do(g.combat.apply_battle(fight))
    assert g.record.state.force_in("Taegu").small == 3 and g.record.state.force_in("Kumchon") == F(1, 3)


def test_retreat_split_over_two_roads(store):
    """MacArthur, Retreating: a beaten defender retreats along roads clear of the enemy and may split
    over them (M9 default: a retreat does not count against 5 units a segment)."""
    s, g = _game(store)
    s.do(g.turns.turn_card(10))
    s.do(g.turns.move("Taegu", "Kumchon", 0, 3))
    fight = g.combat.start_battle("Kumchon")
    fight.throw_round(typed=((6,), (1, 2)))                # the attacker's total is higher
    r = fight.result
    assert r.winner == "attacker" and r.defender_retreating == F(1, 2)
    assert set(g.combat.retreat_options(r)) >= {"Sangju", "Taejon"}
    assert sum(g.combat.default_retreat(r).values(), F()) == F(1, 2)
    with pytest.raises(InputError, match="must place"):
        g.combat.apply_battle(fight, {"Sangju": F(1, 0)})
    s.do(g.combat.apply_battle(fight, {"Sangju": F(1, 0), "Taejon": F(0, 2)}))
    st = g.record.state
    assert st.force_in("Sangju") == F(1, 0) and st.force_in("Taejon") == F(0, 2)
    assert st.force_in("Kumchon") == F(0, 3) and any("M9 (default)" in m for m in g.record.turn["moves"])


def test_a_stale_fight_is_refused(store):
    """Every roll is one undoable change: dice thrown before another roll was logged cannot be applied."""
    s, g = _game(store)
    s.do(g.turns.turn_card(6))
    s.do(g.turns.move("Taegu", "Kumchon", 0, 3))
    fight = g.combat.start_battle("Kumchon")
    fight.throw_round(typed=((6,), (1, 2)))
    s.do(g.turns.roll_reserves("blue"))
    with pytest.raises(InputError, match="roll the battle again"):
        g.combat.apply_battle(fight)


# --------------------------------------------------------------------------- the turn


def test_move_refusal_and_one_undo_step(store):
    """MacArthur, Using Movement Points: a move costing more than the allowance is refused in words;
    one within it takes the cheapest route, spends its cost and undoes in one step."""
    s, g = _game(store)
    s.do(g.turns.turn_card(2))
    with pytest.raises(InputError, match="MP"):
        g.turns.move("Pusan", "Taegu", 1, 2)
    s.undo()
    s.do(g.turns.turn_card(6))
    assert g.turns.move_preview("Pusan", "Miryang", 2).route.towns == ("Pusan", "Miryang")
    ch = g.turns.move("Pusan", "Miryang", 0, 2)
    s.do(ch)
    assert g.record.remaining_mp() == {"main": 4} and "2 MP" in _summary(ch)[0]
    s.undo()
    assert g.record.remaining_mp() == {"main": 6} and g.record.state.force_in("Miryang").small == 2


def test_end_turn_refused_while_an_attack_waits(store):
    """MacArthur, Battles: units outside an enemy town must fight before the turn ends."""
    s, g = _game(store)
    s.do(g.turns.turn_card(6))
    s.do(g.turns.move("Taegu", "Kumchon", 0, 3))
    with pytest.raises(InputError, match="fight the battle"):
        g.turns.end_turn()


def test_deck_packs_replay_and_typed_cards(store):
    """MacArthur, The Movement Deck: packs are shuffled from the game's stream (the draws logged);
    a card is dealt from the pack; Red's allowance adds Blue's face-up card; undo and redo replay."""
    s, g = _game(store)
    with pytest.raises(InputError, match="type the value"):
        g.turns.turn_card()
    s.do(g.turns.define_packs({"blue": " ".join(str(v) for v in range(1, 16)), "red": "1 2 3 4 5 6 7 8"}))
    order = list(g.record.state.deck.blue_pack)
    s.do(g.turns.turn_card())
    assert g.record.cards[-1]["card"] == order[0]
    s.do(g.turns.end_turn())
    s.do(g.turns.turn_card(4))
    assert g.record.turn["allowance"] == {"main": order[0] + 4}
    for _ in range(4):
        s.undo()
    assert g.record.state.deck.blue_pack == []
    s.redo()
    assert g.record.state.deck.blue_pack == order


def test_storm_hazard_landing_rolls_each_unit(store):
    """MacArthur, New Guinea reserves: a Zone II landing rolls the storm hazard once a unit through
    the chart (1-2 destroys it), in the same change as the landing."""
    s, g = _game(store, "macarthur_new_guinea")
    s.do(g.turns.turn_card(6))
    before = g.record.to_dict()
    ch = g.turns.land("Wanigela landing", 0, 1)
    rows = [op for op in ch.ops if op.table == "rolls"]
    assert len(rows) == 1
    s.do(ch)
    assert g.record.state.reserves["blue"] == F(2, 0)
    s.undo()
    assert g.record.to_dict() == before and _rolls(s) == 0


def test_reserve_roll_timing_m10(store):
    """MacArthur, Korea reserves, ruling M10 (default): the roll comes at the end of the roller's own
    turn, once; refused otherwise with the ruling named."""
    s, g = _game(store)
    with pytest.raises(InputError, match="M10"):
        g.turns.roll_reserves("blue")
    s.do(g.turns.turn_card(5))
    s.do(g.turns.roll_reserves("blue"))
    with pytest.raises(InputError, match="M10"):
        g.turns.roll_reserves("blue")


# --------------------------------------------------------------------------- the board


def test_network_edits_are_single_changes(store, tmp_path):
    """Board editor: each edit is one change; a rename moves the town's units; a bad network file
    changes nothing and names the bad entry; an exported board imports back unchanged."""
    s, g = _game(store)
    s.do(g.roads.add_town("Hamhung", 700, 20))
    s.do(g.roads.add_road("Hamhung", "Yangyang", "dotted"))
    assert g.network.road("Hamhung", "Yangyang").cost_mp == 3
    s.do(g.roads.rename_town("Pusan", "Busan"))
    assert g.record.state.holder("Busan") == "blue"
    s.undo()
    assert g.record.state.holder("Pusan") == "blue"
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps({"towns": [{"name": "A"}], "roads": [{"from": "A", "to": "Q"}]}))
    with pytest.raises(InputError, match="no town named 'Q'"):
        g.roads.import_network_file(bad)
    before = json.dumps(g.doc, sort_keys=True)
    out = tmp_path / "board.json"
    g.roads.export_network(out)
    assert not g.roads.import_network_file(out).ops
    assert json.dumps(g.doc, sort_keys=True) == before


def test_illustration_1_group_move(store):
    """MacArthur, Using Movement Points, Illustration 1: all seven units into C cost at least 14 MP."""
    s, g = _game(store)
    s.do(g.roads.load_illustration(1))
    plan = g.roads.group_move({"A": 3, "B": 4}, "C", this_turn=False)
    assert plan.cost_mp == 14
    assert persist.network_doc(s.store, s.game_id)["towns"]
