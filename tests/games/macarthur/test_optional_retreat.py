"""MacArthur, Optional Retreating Rule (issue 15) and Korea supply over several approach roads."""

from __future__ import annotations

import pytest

from assistant.core.errors import InputError
from assistant.games.macarthur import battle as core
from assistant.games.macarthur.commands import MacArthurGame
from assistant.games.macarthur.state import north_korean_supply
from assistant.games.session import GameSession
from assistant.games.setup import new_game
from assistant.store.store import Store


@pytest.fixture()
def ill2():
    """Illustration 2 on a New Guinea game: X (from B) and Y (from C) attack A; the attacker holds D, E, F."""
    store = Store.open(":memory:")
    s = GameSession(store, new_game(store, "macarthur_new_guinea", setup="blank", seed=2))
    g = MacArthurGame(s)
    s.do(g.roads.load_illustration(2))
    for town, side, lg, sm in (("A", "red", 1, 4), ("B", "blue", 2, 2), ("C", "blue", 2, 0), ("D", "blue", 0, 1),
                               ("E", "blue", 1, 0), ("F", "blue", 0, 1)):
        s.do(g.turns.set_units(town, side, lg, sm))
    s.do(g.turns.turn_card(9))
    s.do(g.turns.move("B", "A", 2, 2))
    s.do(g.turns.move("C", "A", 2, 0))
    yield s, g
    store.close()


def _beaten(g):
    fight = g.combat.start_battle("A")
    fight.throw_round(((6, 5, 4, 3, 2), (1, 2, 3, 4, 6)))      # no doubles: 20 against 16
    assert fight.result.winner == "attacker"
    return fight


def test_targets_are_enemy_towns_off_the_attack_roads(ill2):
    """Optional Retreating Rule (Illustration 2 with D held): toward D, E or F, never toward X or Y."""
    s, g = ill2
    fight = _beaten(g)
    assert fight.result.defender_surrendered.units == 5           # surrounded: the usual rule surrenders all
    assert g.combat.optional_retreat_targets(fight.result) == ["D", "E", "F"]
    with pytest.raises(InputError, match="Optional Retreating Rule"):
        g.combat.apply_battle(fight, retreat_toward="B")


def test_retreat_toward_f_then_the_battle_for_f(ill2):
    """Optional Retreating Rule: the five go toward F and wait outside it; in the battle for F the holder's
    single Small throws 2 dice (the +2); a lower total for the retreating units eliminates them. Undo
    restores the first battle's position."""
    s, g = ill2
    fight = _beaten(g)
    ch = g.combat.apply_battle(fight, retreat_toward="F")
    assert any("Optional Retreating Rule" in line for line in dict(ch.meta)["summary"])
    s.do(ch)
    assert g.record.state.units["A"].side == "blue"
    assert list(g.combat.waiting_battles()) == ["F"]
    setup = g.combat.battle_setup("F")
    assert setup.attacker_side == "red" and setup.situation.retreat_into_enemy_town
    pv = g.combat.battle_preview(setup)
    assert pv.ok and pv.dice[core.DEFENDER].dice == 2 and pv.dice[core.ATTACKER].dice == 5
    fight2 = g.combat.start_battle("F")
    fight2.throw_round(((1, 2, 3, 4, 5), (6, 5)))                 # 15 against 11: the retreaters enter F
    s.do(g.combat.apply_battle(fight2))
    assert g.record.state.units["F"].side == "red" and g.combat.waiting_battles() == {}
    s.undo()
    s.undo()
    assert g.record.state.units["A"].side == "red" and "F" not in g.combat.waiting_battles()


def test_retreaters_with_the_lower_total_are_eliminated(ill2):
    s, g = ill2
    s.do(g.combat.apply_battle(_beaten(g), retreat_toward="E"))
    fight = g.combat.start_battle("E")
    fight.throw_round(((1, 2, 3, 4, 6), (6, 6, 5)))               # E: 1 Large + 2 = 3 dice
    s.do(g.combat.apply_battle(fight))
    assert g.record.state.holder("E") == "blue"
    assert not any(h.side == "red" for h in g.record.state.units.values())


def test_korea_supply_checks_every_approach():
    """Korea, Supplies: a North Korean attack from two roads is supplied only when both approach towns trace
    a route north free of UN units; each approach town is checked, not only the first."""
    store = Store.open(":memory:")
    s = GameSession(store, new_game(store, "macarthur_korea", setup="demo", seed=1))
    g = MacArthurGame(s)
    net = g.network
    st = g.record.state
    both = north_korean_supply(net, st, "Taegu", "red", {"Kumchon", "Uisong"})
    assert set(both) == {"Kumchon", "Uisong"} and all(both.values())
    # cut Uisong off: its roads lead to Taegu and Yongchon (UN, the Perimeter) and Andong
    s.do(g.turns.set_units("Andong", "blue", 0, 1))
    st = g.record.state
    cut = north_korean_supply(net, st, "Taegu", "red", {"Kumchon", "Uisong"})
    assert cut == {"Kumchon": True, "Uisong": False}     # the first approach alone would have said "supplied"
    from assistant.games.macarthur.state import situation_for

    sit = situation_for(net, st, g.campaign, "Taegu", "red", {"Kumchon", "Uisong"})
    assert sit.north_korean_out_of_supply
    assert not situation_for(net, st, g.campaign, "Taegu", "red", {"Kumchon"}).north_korean_out_of_supply
    store.close()
