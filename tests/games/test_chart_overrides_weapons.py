"""The Bataan weapons chart (B10): default values, edited by the referee and stored with the game; the
engine fires with the edited values (assistant.games.bataan.weapons, BataanGame.weapons)."""

from __future__ import annotations

import pytest

from assistant.core.errors import InputError
from assistant.games.bataan.weapons import (
    default_weapons, is_edited, weapons_edit_change, weapons_for_session, weapons_reset_change,
)
from tests.games.bataan.game_helpers import fig, goto, make_game


@pytest.fixture()
def bar_game(tmp_path):
    store, session, game = make_game(tmp_path / "g.sqlite", [
        fig("US4-1", "american", 4, "bar", 30.0, 12.0, revealed=True),
        fig("JP4-1", "japanese", 4, "rifleman", 25.0, 12.0)])
    goto(game, "fire_stationary")
    yield session, game
    session.close()
    store.close()


def test_edited_dice_change_the_fire_dice(bar_game):
    """Bataan, Weapons chart (B10): the BAR's dice are a default; edited to 2, the BAR throws 2 dice;
    undo goes back to the default."""
    session, game = bar_game
    default = default_weapons()["bar"].dice
    assert game.firing.fire_preview(["US4-1"], "JP4-1").dice.dice == default
    change = weapons_edit_change(session, {"bar": {"dice": 2, "hit_on": 4}})
    session.do(change)
    assert is_edited(session)
    assert weapons_for_session(session)["bar"].dice == 2
    assert not weapons_for_session(session)["bar"].is_default("dice")     # the referee's value now
    assert weapons_for_session(session)["bar"].is_default("range_in")
    pv = game.firing.fire_preview(["US4-1"], "JP4-1")
    assert pv.dice.dice == 2
    assert float(pv.odds.at_least_one) == pytest.approx(1 - (1 / 2) ** 2)   # hit on 4+
    session.undo()
    assert not is_edited(session)
    assert game.firing.fire_preview(["US4-1"], "JP4-1").dice.dice == default


def test_reset_is_undoable(bar_game):
    """B10: Reset to default removes the game's weapons chart; undo brings the edit back."""
    session, game = bar_game
    session.do(weapons_edit_change(session, {"bar": {"dice": 1}}))
    session.do(weapons_reset_change(session))
    assert game.weapons["bar"].dice == default_weapons()["bar"].dice
    session.undo()
    assert game.weapons["bar"].dice == 1
    assert weapons_reset_change(session) is not None


@pytest.mark.parametrize("changes, field", [({"dice": "three"}, "dice"), ({"dice": -1}, "dice"),
                                            ({"hit_on": 9}, "hit_on"), ({"range_in": 0}, "range_in")])
def test_bad_weapon_value_is_refused_and_nothing_stored(bar_game, changes, field):
    """B10: a bad weapons entry names the weapon and the field; nothing is stored."""
    session, game = bar_game
    with pytest.raises(InputError) as err:
        weapons_edit_change(session, {"bar": changes})
    assert "BAR" in str(err.value) and field in str(err.value)
    assert not is_edited(session)


def test_a_value_set_back_to_the_default_is_the_referees_own(bar_game):
    """B10: a value the referee entered stays his (no longer marked as our default), even if equal."""
    session, _game = bar_game
    session.do(weapons_edit_change(session, {"bar": {"dice": 2}}))
    change = weapons_edit_change(session, {"bar": {"dice": default_weapons()["bar"].dice}})
    session.do(change)
    assert weapons_for_session(session)["bar"].dice == default_weapons()["bar"].dice
    assert not weapons_for_session(session)["bar"].is_default("dice")
