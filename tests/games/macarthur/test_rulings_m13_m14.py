"""Rulings M13 and M14 (RULINGS.md, issue 22.8): North Korean supply with several approach towns, and
landings and air drops before battles."""

from __future__ import annotations

import pytest

from assistant.core.errors import InputError
from assistant.games.macarthur import battle as core
from assistant.games.macarthur.commands import MacArthurGame
from assistant.games.macarthur.rulings import Rulings
from assistant.games.macarthur.state import situation_for
from assistant.games.session import GameSession
from assistant.games.setup import new_game
from assistant.store.store import Store


@pytest.fixture
def korea():
    store = Store.open(":memory:")
    session = GameSession(store, new_game(store, "macarthur_korea", setup="demo", seed=4))
    return session, MacArthurGame(session)


def _attack_on_taegu(session, game, m13_toggle: bool):
    """Red attacks Taegu from Kumchon (its road north is open) and Uisong (cut off: the UN hold Andong)."""
    session.do(game.turns.set_units("Andong", "blue", 0, 1))
    state = game.record.state
    state.rulings = Rulings(m13_supply_all_approaches_cut=m13_toggle)
    return situation_for(game.network, state, game.campaign, "Taegu", "red", {"Kumchon", "Uisong"})


def test_m13_default_any_approach_cut_off_gives_the_minus_one(korea):
    """M13 default: an attack from several approach towns is out of supply when any one is cut off; the
    die less names M13 in the battle's dice steps."""
    session, game = korea
    sit = _attack_on_taegu(session, game, False)
    assert sit.north_korean_out_of_supply
    battle = core.Battle("korea", "red", (core.AttackStack(core.Force(1, 2), "Kumchon"),), core.Force(0, 3),
                         sit, Rulings())
    steps = core.count_dice(battle, core.ATTACKER).steps
    assert any("M13 (default)" in s.rule and s.change == -1 for s in steps)


def test_m13_toggle_needs_every_approach_cut_off(korea):
    """M13 toggle: only when all the approach towns are cut off."""
    session, game = korea
    assert not _attack_on_taegu(session, game, True).north_korean_out_of_supply


def test_m14_no_landing_or_drop_after_a_battle(korea):
    """M14: landings and air drops come before battles, as moves do: after a battle of the turn a landing
    is refused naming M14, and nothing changes."""
    session, game = korea
    session.do(game.turns.turn_card(12))
    session.do(game.turns.move("Taegu", "Kumchon", 0, 3))
    session.do(game.combat.battle("Kumchon"))
    before = game.record.to_dict()
    with pytest.raises(InputError, match="M14"):
        game.turns.land(sorted(game.network.landing_areas)[0], 0, 1)
    assert game.record.to_dict() == before
