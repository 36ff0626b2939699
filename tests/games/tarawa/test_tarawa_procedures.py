"""Tarawa procedures on the command layer: rulings T10 and T11 where they bite, stacking (3.1, 2.2.2.2,
2.3.2.3.2 A) on placement and moves, movement along a path (4.1 A-B, 5.0 D, 6.1 A), the referee's
feature entries, and bad values refused with a message and no change."""

from __future__ import annotations

from dataclasses import replace

import pytest

from assistant.core.errors import InputError
from assistant.games.game_settings import rulings_change
from assistant.games.tarawa.commands import summary
from assistant.games.tarawa.units import Unit

from .helpers import demo_game, do, units

N, S = 5, 2          # facings on the tarawa map (DIRECTIONS index): 0 NE-ish 1528 from 1429, 2 S, 5 N


@pytest.fixture()
def game():
    yield from demo_game(11)


def state(game):
    return (sorted((u.id, u.hex, u.steps, u.facing) for u in game.units()),
            [a.to_dict() for a in game.log().actions], dict(game.session.state))


def unit(uid, side, hex, kind="infantry", sp=None, plus=False, ma=None, facing=N, fp=5):
    return Unit(uid, side, kind, uid, fp, 2, 2, 2, 7, hex, facing, sp=sp, plus=plus, ma=ma)


def set_rulings(game, **kw):
    do(game, rulings_change(game.session, replace(game.rulings(), **kw)))


# --- T10, T11 -------------------------------------------------------------------------------------------

def test_t10_a_unit_in_a_bunker_keeps_its_facing_limit_unless_the_toggle(game):
    """Tarawa 6.1 B, ruling T10: a unit in a bunker fires only through its own front hexsides (the bunker
    adds no other limit); with the T10 toggle it fires in any direction."""
    do(game, game.moves.place_unit(unit("us-behind", "us", "1430")))      # south of the bunker 1429, j-13mm faces N
    do(game, game.turn.pass_())                                            # the Japanese act
    pv = game.fire.fire_preview(["j-13mm"], "1430")
    assert pv.dice == 0 and any("T10" in n and "6.1 B" in n for n in pv.notes)
    set_rulings(game, bunker_fires_any_direction=True)
    pv = game.fire.fire_preview(["j-13mm"], "1430")
    assert pv.ok and pv.firers == ("j-13mm",)


def test_t10_a_pillbox_fires_only_through_its_marked_arc(game):
    """Tarawa 6.1 A: a pillbox's occupants fire only out of its marked hexsides (the arc is the referee's
    entry, T4), whatever the counter's facing; a pillbox may not turn (5.0 E)."""
    do(game, game.moves.place_unit(unit("us-n", "us", "1427")))             # north of the pillbox 1428
    do(game, game.turn.pass_())
    assert game.fire.fire_preview(["j-snlf-3"], "1427").firers == ("j-snlf-3",)
    do(game, game.entries.set_feature("1428", arc=S))
    pv = game.fire.fire_preview(["j-snlf-3"], "1427")
    assert pv.dice == 0 and any("6.1 A" in n for n in pv.notes)
    with pytest.raises(InputError, match="5.0 E"):
        game.turn.face(["j-snlf-3"], 1)


def test_t11_open_water_does_not_block_unless_the_toggle(game):
    """Ruling T11 (4.2.1 B): open water does not block a sight line; the toggle reads 4.2.1 B literally
    and water blocks. The generic sight line (core.hex_sight) is given which hexes block."""
    do(game, game.entries.mark_terrain("2429", "water"))
    assert game.terrain().sight("2428", "2430").clear
    set_rulings(game, water_blocks_sight=True)
    sl = game.terrain().sight("2428", "2430")
    assert not sl.clear and game.hexmap.label(sl.blocked_by[0]) == "2429"
    game.session.undo()
    assert game.terrain().sight("2428", "2430").clear


# --- stacking -------------------------------------------------------------------------------------------

def test_six_sps_a_hex(game):
    """Tarawa 3.1: at most 6 SPs of a side in a hex; a unit without entered SPs is named, not guessed."""
    do(game, game.moves.place_unit(unit("a", "us", "2430", "marine_infantry", sp=3)))
    do(game, game.moves.place_unit(unit("b", "us", "2430", "marine_infantry", sp=3)))
    before = state(game)
    with pytest.raises(InputError, match=r"7 SPs in 2430: the limit is 6 \(3\.1\)"):
        game.moves.place_unit(unit("c", "us", "2430", "marine_weapons", sp=1))
    assert state(game) == before
    ch = do(game, game.moves.place_unit(unit("d", "us", "2430", "marine_weapons")))
    assert "no SPs entered for d" in " ".join(summary(ch))


def test_a_plus_unit_stacks_with_one_infantry_or_hq_only(game):
    """Tarawa 3.1: a "+" unit stacks only with one infantry or HQ unit; coastal-defence artillery counts
    +1 (2.3.2.3.2 A)."""
    do(game, game.moves.place_unit(unit("gun", "japanese", "2431", "coastal_gun")))
    do(game, game.moves.place_unit(unit("inf", "japanese", "2431", "infantry")))
    with pytest.raises(InputError, match=r"coastal-defence artillery, \+1 \(2\.3\.2\.3\.2 A\)"):
        game.moves.place_unit(unit("inf2", "japanese", "2431", "infantry"))
    do(game, game.moves.place_unit(unit("big", "us", "2531", "artillery", plus=True)))
    with pytest.raises(InputError, match=r"3\.1"):
        game.moves.place_unit(unit("mg", "us", "2531", "marine_weapons"))


def test_one_unit_per_feature_unless_a_number_is_printed(game):
    """Tarawa 2.2.2.2: one unit in a bunker, pillbox or coastal defence unless a printed number admits
    more, and then no "+" unit among them; Japanese armour there is outside the feature (6.1 D)."""
    before = state(game)
    with pytest.raises(InputError, match=r"pillbox in 2128 takes 1 unit.*2\.2\.2\.2"):
        game.moves.place_unit(unit("j-x", "japanese", "2128"))
    assert state(game) == before
    do(game, game.moves.place_unit(unit("j-tank2", "japanese", "2128", "light_tank")))
    do(game, game.entries.set_feature("2128", capacity=2))
    do(game, game.moves.place_unit(unit("j-x", "japanese", "2128")))
    do(game, game.entries.set_feature("1429", capacity=3))
    do(game, game.moves.remove_units(["j-13mm"]))
    do(game, game.moves.place_unit(unit("j-i", "japanese", "1429")))
    with pytest.raises(InputError, match=r"no \+ unit"):
        game.moves.place_unit(unit("j-gun", "japanese", "1429", "coastal_gun"))


def test_a_move_is_refused_where_the_stack_would_break_the_limit(game):
    """Tarawa 3.1, checked on every move: nothing changes when the move would overstack."""
    do(game, game.moves.place_unit(unit("a", "us", "2430", "marine_infantry", sp=4)))
    do(game, game.moves.place_unit(unit("b", "us", "2431", "marine_infantry", sp=3, facing=N)))
    before = state(game)
    with pytest.raises(InputError, match="3.1"):
        game.moves.move(["b"], "2430")
    assert state(game) == before


# --- movement -------------------------------------------------------------------------------------------

def test_a_path_pays_each_hex_entered_at_the_slowest_units_rate(game):
    """Tarawa 4.1 A-B, 5.0 D: a stack moves at its slowest unit, paying the TEC cost (the referee's
    entries, T4) of each hex entered, never skipping; it ends facing the way it moved, and turning in
    the last hex costs +1 MP. Undo takes back the move."""
    for t, mp in (("clear", 1), ("airfield", 1), ("palm_trees", 2), ("buildings", 2)):
        do(game, game.entries.set_move_cost(t, mp))
    do(game, game.moves.place_unit(unit("fast", "us", "2431", "marine_infantry", ma=6, facing=N)))
    do(game, game.moves.place_unit(unit("slow", "us", "2431", "marine_weapons", ma=3, facing=N)))
    before = state(game)
    with pytest.raises(InputError, match="never skips"):
        game.moves.move(["fast", "slow"], "2428", path=["2430", "2428"])
    with pytest.raises(InputError, match=r"costs 4 MPs; the stack's MA is 3"):
        game.moves.move(["fast", "slow"], "2428", path=["2430", "2429", "2428"], face_to=S)
    assert state(game) == before
    ch = do(game, game.moves.move(["fast", "slow"], "2428", path=["2430", "2429", "2428"]))
    words = " ".join(summary(ch))
    assert "3 of 3 MPs" in words and "slowest unit, slow" in words
    assert units(game)["slow"].hex == "2428" and units(game)["fast"].facing == N
    game.session.undo()
    assert state(game) == before


def test_a_cost_not_entered_is_named_and_the_move_stands(game):
    """T4: the TEC is not in the source; a cost the referee has not entered is named, not invented."""
    do(game, game.moves.place_unit(unit("m", "us", "2431", "marine_infantry", ma=4, facing=N)))
    ch = do(game, game.moves.move(["m"], "2430"))
    assert "no TEC movement cost entered for clear (T4)" in " ".join(summary(ch))
    assert units(game)["m"].hex == "2430" and game.log().actions[-1].kind == "move"


def test_a_move_without_its_path_says_the_path_is_the_referees_call(game):
    """Tarawa 4.1 B: without the hexes crossed the tool cannot count the MPs, and says so."""
    do(game, game.moves.place_unit(unit("m", "us", "2431", "marine_infantry")))
    ch = do(game, game.moves.move(["m"], "2428"))
    assert "referee's call (4.1 B, T4)" in " ".join(summary(ch))


# --- bad values -----------------------------------------------------------------------------------------

@pytest.mark.parametrize("where", ["99.99", "abc", "9999", ""])
def test_bad_hex_numbers_are_refused_naming_the_hex(game, where):
    """Hardening: a bad hex number in any Tarawa entry gets a clear message and changes nothing."""
    before = state(game)
    for call in (lambda: game.moves.place_unit(unit("x", "us", where)), lambda: game.moves.move(["us-2c"], where),
                 lambda: game.entries.mark_terrain(where, "bunker"), lambda: game.fire.fire_preview(["us-2c"], where),
                 lambda: game.entries.set_feature(where, capacity=2)):
        with pytest.raises(InputError, match="hex"):
            call()
    assert state(game) == before


def test_bad_numbers_are_refused(game):
    """Hardening: negative or huge strengths, SPs, MAs, costs and printed numbers are refused by name."""
    with pytest.raises(InputError, match="negative"):
        Unit("x", "us", "marine_infantry", "x", -1, 0, 2, 2, 8, "2430")
    with pytest.raises(InputError, match="at most 99"):
        Unit("x", "us", "marine_infantry", "x", 10 ** 9, 0, 2, 2, 8, "2430")
    with pytest.raises(InputError, match="stacking points"):
        unit("x", "us", "2430", sp=99)
    with pytest.raises(InputError, match="movement allowance"):
        unit("x", "us", "2430", ma=-2)
    with pytest.raises(InputError, match="movement cost"):
        game.entries.set_move_cost("clear", 10 ** 6)
    with pytest.raises(InputError, match="printed number"):
        game.entries.set_feature("2128", capacity=9)
    with pytest.raises(InputError, match="only a pillbox"):
        game.entries.set_feature("1429", arc=2)
    with pytest.raises(InputError, match="only a bunker, pillbox"):
        game.entries.set_feature("2430", capacity=2)
