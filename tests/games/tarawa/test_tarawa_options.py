"""Tarawa fire options and the questions the first half left open: a sight-line dispute settled by a
roll (4.2.1 D), re-emplacing a moved crew-served weapon (4.1 F optional), turning before the first
step of a move (5.0 D), opportunity fire never in the hex where the move ended (4.2.4 A), the referee's
reposition checked for stacking with an override, and the set-ups written with one store.seed."""

from __future__ import annotations

import inspect
from dataclasses import replace
from fractions import Fraction
from pathlib import Path

import pytest

from assistant.core.errors import InputError
from assistant.games.game_settings import rulings_change
from assistant.games.session import GameSession
from assistant.games.setup import new_game
from assistant.games.tarawa.commands import TarawaGame, summary
from assistant.games.tarawa.units import Unit
from assistant.store.store import Store

N, S = 5, 2


def make(seed=7):
    store = Store.open(":memory:")
    return TarawaGame(GameSession(store, new_game(store, "tarawa", setup="demo", seed=seed)))


@pytest.fixture()
def game():
    g = make()
    yield g
    g.session.close()
    g.store.close()


def do(game, change):
    game.session.do(change)
    return change


def units(game):
    return {u.id: u for u in game.units()}


def test_a_sight_dispute_is_settled_by_a_roll_at_the_referees_odds(game):
    """Tarawa 4.2.1 D: disputes are settled by a die roll; the rule prints no split, so the referee
    enters it and the odds show before the roll. Fire along the line then reads the answer; undo
    takes it back."""
    p, lines = game.options.sight_dispute_preview("2127", "2130", 5)
    assert p == Fraction(1, 2) and any(line.startswith("Before rolling") for line in lines)
    with pytest.raises(InputError, match="1-9"):
        game.options.sight_dispute_preview("2127", "2130", 0)
    with pytest.raises(InputError, match="next to"):
        game.options.settle_sight("2127", "2128", 5)
    n = len(game.log().actions)
    ch = do(game, game.options.settle_sight("2127", "2130", 9))
    answer = game.fire.sight_rulings()["2127-2130"]
    assert answer in ("clear", "blocked") and answer.upper() in summary(ch)[0]
    assert len(game.log().actions) == n                       # not an action
    with pytest.raises(InputError, match="already"):
        game.options.settle_sight("2130", "2127", 5)
    game.session.undo()
    assert game.fire.sight_rulings() == {}


def test_fire_reads_the_settled_sight_line():
    """Tarawa 4.2.1 D: once ruled clear, fire along a line the map calls blocked is not wasted."""
    for seed in range(1, 40):
        g = make(seed)
        do(g, g.moves.place_unit(Unit("j-far", "japanese", "infantry", "j-far", 5, 2, 2, 2, 7, "2130", N)))
        assert g.fire.fire_preview(["us-2c"], "2130").blocked == ("us-2c",)
        do(g, g.options.settle_sight("2127", "2130", 5))
        if g.fire.sight_rulings()["2127-2130"] == "clear":
            pv = g.fire.fire_preview(["us-2c"], "2130")
            assert pv.blocked == () and pv.dice == 1 and any("4.2.1 D" in n for n in pv.notes)
            return
    pytest.fail("never clear")


def test_reemplace_a_moved_weapon():
    """Tarawa 4.1 F optional: a Japanese crew-served weapon flipped by its move may roll its proficiency
    or less, as a Japanese action, to flip back to full strength; the odds show first; a weapon that
    lost its step in combat may not."""
    for seed in range(1, 60):
        g = make(seed)
        do(g, rulings_change(g.session, replace(g.rulings(), optional_reemplace=True)))
        with pytest.raises(InputError, match="not flipped by a move"):
            g.options.reemplace_odds("j-13mm")
        do(g, g.turn.pass_())
        do(g, g.moves.move(["j-13mm"], "1430"))
        if units(g)["j-13mm"].steps == 1:
            break
    else:
        pytest.fail("the weapon never moved")
    do(g, g.turn.pass_())
    assert g.options.reemplace_odds("j-13mm") == Fraction(6, 10)
    ch = do(g, g.options.reemplace("j-13mm"))
    assert g.log().actions[-1].kind == "move" and "4.1 F" in summary(ch)[0]
    g.session.undo()
    assert units(g)["j-13mm"].steps == 1


def test_reemplace_is_optional(game):
    """Tarawa 4.1 F: re-emplacing is an optional rule, off unless the referee turns it on."""
    with pytest.raises(InputError, match="optional"):
        game.options.reemplace_odds("j-13mm")


def test_turning_before_the_first_step_is_free_and_part_of_the_move(game):
    """Tarawa 5.0 D read again: a unit moves only through its middle front hexside, and changing facing
    costs no MP unless it is done in the last hex. The first hex of a move is not its last, so turning
    there is free and part of the one movement action (not an action of its own, as a turn without a
    move is under 4.1 D). A move backwards costs only the hexes entered."""
    do(game, game.entries.set_move_cost("clear", 1))
    do(game, game.entries.set_move_cost("beach", 1))
    u = units(game)["us-wpn"]                 # faces S, in 2627
    n = len(game.log().actions)
    ch = do(game, game.moves.move(["us-wpn"], "2626", path=["2626"]))     # north: behind it
    assert len(game.log().actions) == n + 1 and units(game)["us-wpn"].facing == N
    assert any("1 of" in w or "1 MP" in w for w in summary(ch)) and u.facing == S


def test_opportunity_fire_never_sets_the_movers_where_they_ended(game):
    """Tarawa 4.2.4 A read again: the movers go back to a hex they crossed or the hex they started from;
    the hex where the move ended is neither (fire at them there is ordinary fire, 4.2)."""
    do(game, game.moves.move(["us-wpn"], "2728", path=["2727", "2728"]))
    side, movers, hexes = game.opportunity.opportunity_hexes()
    assert hexes == ("2627", "2727") and "2728" not in hexes
    with pytest.raises(InputError, match="4.2.4 A"):
        game.opportunity.opportunity_preview(["j-snlf-2"], "2728")


def test_reposition_is_stacking_checked_with_an_override(game):
    """Tarawa 3.1: the referee's reposition keeps to the stacking rules unless he overrides them, and the
    override is said in the result."""
    do(game, game.moves.place_unit(Unit("us-a", "us", "marine_infantry", "a", 6, 3, 2, 2, 8, "2227", S, sp=4)))
    do(game, game.moves.place_unit(Unit("us-b", "us", "marine_infantry", "b", 6, 3, 2, 2, 8, "2527", S, sp=3)))
    with pytest.raises(InputError, match="3.1.*override"):
        game.moves.reposition(["us-b"], "2227")                    # 7 SPs (3.1)
    ch = do(game, game.moves.reposition(["us-b"], "2227", override=True))
    assert units(game)["us-b"].hex == "2227" and any("overridden" in w for w in summary(ch))


def test_the_set_ups_write_with_one_store_seed():
    """New game: the printed and demo set-ups write through store.seed, never store._apply_op."""
    from assistant.games.tarawa import demo, setups

    for mod in (demo, setups):
        assert "store.seed(" in inspect.getsource(mod)
    root = Path(demo.__file__).parent
    assert not [p for p in root.rglob("*.py") if "_apply_op" in p.read_text()]
