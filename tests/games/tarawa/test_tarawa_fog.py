"""Tarawa fog of war, optional rules 7.1-7.3: hidden Japanese under force markers (the referee sees
them, the players' view shows a marker), the Japanese choice to decline a hidden unit's hit, secret
Japanese combat rolls, dummies taken off when a US unit comes in, and the referee's reveal."""

from __future__ import annotations

from dataclasses import replace

import pytest

from assistant.core.errors import InputError
from assistant.games.game_settings import rulings_change
from assistant.games.session import GameSession
from assistant.games.setup import new_game
from assistant.games.tarawa.commands import TarawaGame, summary
from assistant.store import rolls
from assistant.store.store import Store

from .helpers import demo_game, do, units


@pytest.fixture()
def game():
    yield from demo_game(11, optional_hidden=True)


def test_hiding_needs_the_optional_rule_and_only_japanese_hide(game):
    """Tarawa 7.1 A: only Japanese units go under force markers, and only with the optional rule on."""
    with pytest.raises(InputError, match="7.1"):
        game.fog.hide(["us-2c"])
    do(game, rulings_change(game.session, replace(game.rulings(), optional_hidden=False)))
    with pytest.raises(InputError, match="optional rule 7.1"):
        game.fog.hide(["j-snlf-2"])


def test_players_view_shows_a_force_marker_the_referee_sees_the_unit(game):
    """Tarawa 7.1 A, 7.3: the players see one force marker where hidden units or a dummy stand; the
    referee's records keep the unit, marked hidden; undo restores it."""
    do(game, game.fog.hide(["j-snlf-2"]))
    do(game, game.fog.place_dummy("3029"))
    assert units(game)["j-snlf-2"].hidden
    seen = {s.hex: s for s in game.fog.players_view()}
    assert seen["2827"].unit_id == "" and seen["2827"].text == "?"
    assert seen["3029"].unit_id == "" and "dummy" not in seen["3029"].name.lower()
    assert seen["2127"].unit_id in ("us-2c", "us-sherman")
    assert not any(s.unit_id == "j-snlf-2" for s in game.fog.players_view())
    game.session.undo()
    game.session.undo()
    assert not units(game)["j-snlf-2"].hidden


def test_a_dummy_is_no_unit(game):
    """Tarawa 7.3: a dummy cannot fire, is never a target (fire at its hex hits nothing) and does not
    count for stacking."""
    do(game, game.fog.place_dummy("2128"))          # with j-snlf-1, in front of the US stack
    d = next(u for u in game.units() if u.dummy)
    with pytest.raises(InputError, match="7.3"):
        game.fire.fire_preview([d.id], "2127")
    pv = game.fire.fire_preview(["us-2c"], "2128")
    assert [u.id for g in pv.groups for u in g.units] == ["j-snlf-1"]


def test_a_us_unit_entering_takes_off_a_dummy_and_reveals_hidden_units(game):
    """Tarawa 7.3 (ruling T17: a US unit entering a dummy's hex finds it out; a hex with only dummies is
    not enemy-occupied, so no 4.1 E check) and 7.1: the move lifts the marker."""
    do(game, game.fog.place_dummy("2626"))
    ch = do(game, game.moves.move(["us-wpn"], "2626", path=["2626"]))
    assert units(game)["us-wpn"].hex == "2626"
    assert not any(u.dummy for u in game.units())
    assert any("dummy, taken off (7.3, T17)" in w for w in summary(ch))
    assert not any(r["chart"] == "proficiency_check" for r in rolls.query(game.store, game.game_id))


def test_the_referee_reveals_a_marker_and_is_told_who_sees_it(game):
    """Tarawa 7.1, 7.3: lifting a force marker by hand shows the hidden units, takes dummies off, and
    names the US units with a sight line to the hex; nothing there is refused."""
    do(game, game.fog.hide(["j-snlf-1"]))
    do(game, game.fog.place_dummy("2128"))
    ch = do(game, game.fog.reveal("2128"))
    assert not units(game)["j-snlf-1"].hidden and not any(u.dummy for u in game.units())
    assert any(w.startswith("US units that can see the hex") and "2/C" in w for w in summary(ch))
    with pytest.raises(InputError, match="no force marker"):
        game.fog.reveal("2128")


def _hidden_hit_game(seed):
    store = Store.open(":memory:")
    session = GameSession(store, new_game(store, "tarawa", setup="demo", seed=seed))
    g = TarawaGame(session)
    session.do(rulings_change(session, replace(g.rulings(), optional_hidden=True)))
    do(g, g.fog.hide(["j-snlf-1"]))
    do(g, g.turn.pass_())                                      # the Japanese act
    return g


def test_a_hidden_unit_may_decline_its_hit():
    """Tarawa 7.1 B and its example: a hidden Japanese unit that scores a hit may leave it unapplied to
    keep its identity; the choice is the Japanese player's after the roll, before the next action."""
    for seed in range(1, 30):
        game = _hidden_hit_game(seed)
        before = units(game)["us-2c"].steps
        ch = do(game, game.fire.fire(["j-snlf-1"], "2127"))
        if game.fog.hidden_hits():
            break
    else:
        pytest.fail("no hit in 30 seeds")
    assert units(game)["us-2c"].steps == before          # held, not applied
    assert any("7.1 B" in w for w in summary(ch))
    if game.log().turn == 1:
        with pytest.raises(InputError, match="7.1 B"):
            game.turn.pass_()
    do(game, game.fog.settle_hidden_hits([]))                  # declined
    assert units(game)["us-2c"].steps == before and not game.fog.hidden_hits()
    game.session.undo()
    assert game.fog.hidden_hits()
    do(game, game.fog.settle_hidden_hits(["j-snlf-1"]))        # taken
    assert "us-2c" not in units(game) or units(game)["us-2c"].steps < before
    with pytest.raises(InputError, match="no hit"):
        game.fog.settle_hidden_hits([])


def test_secret_japanese_combat_rolls_are_marked_for_the_referee(game):
    """Tarawa 7.2 A-B: with the option on, the Japanese combat roll is logged as secret (the roll log's
    entry says so, and so does the result); US rolls stay open."""
    do(game, rulings_change(game.session, replace(game.rulings(), optional_secret_results=True)))
    do(game, game.turn.pass_())
    ch = do(game, game.fire.fire(["j-snlf-1"], "2127"))
    assert summary(ch)[0].startswith("SECRET (7.2)")
    last = [r for r in rolls.query(game.store, game.game_id) if r["chart"] != "end_of_turn_check"][0]
    assert last["why"].startswith("SECRET (7.2")
    if game.log().next_player == "us" and "j-snlf-1" in units(game):
        ch = do(game, game.fire.fire(["us-2c"], "2128"))
        assert not any("SECRET" in w for w in summary(ch))
