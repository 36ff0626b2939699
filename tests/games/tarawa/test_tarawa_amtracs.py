"""Tarawa amtracs and landings (4.4, 6.2, 8.0-8.1): the beach assault and debarking as one movement
action each, Marines wading ashore only once every amtrac is gone, a Marine inside an amtrac sharing
its results while one on top is a target apart, and reinforcements placed with each stack checked."""

from __future__ import annotations

import pytest

from assistant.core.errors import InputError
from assistant.games.tarawa.amtracs import lost_with_amtracs
from assistant.games.tarawa.commands import summary
from assistant.games.tarawa.units import Losses, Unit

from .helpers import demo_game, do, units

S = 2


@pytest.fixture()
def game():
    yield from demo_game(5)


def marine(uid, hex, carried_by=None, kind="marine_infantry"):
    return Unit(uid, "us", kind, uid, 6, 3, 2, 2, 8, hex, S, carried_by=carried_by)


def trac(uid, hex):
    return Unit(uid, "us", "amtrac", uid, 2, 1, 2, 2, 7, hex, S)


def test_beach_assault_is_one_movement_action(game):
    """Tarawa 6.2 B, D and the example's E and F: from the water the amtrac comes off the map (kept for a
    later landing, 6.2 A) and its passenger goes into the adjacent land hex, all as ONE movement action;
    undo puts both back."""
    do(game, game.amtracs.load_amtrac("us-1b", "us-lvt-1"))
    n = len(game.log().actions)
    ch = do(game, game.amtracs.beach_assault("us-lvt-1", "2226"))
    u = units(game)
    assert u["us-1b"].hex == "2226" and u["us-1b"].carried_by is None and u["us-lvt-1"].hex == ""
    assert len(game.log().actions) == n + 1 and game.log().actions[-1].kind == "move"
    assert "6.2 B" in summary(ch)[0]
    game.session.undo()
    assert units(game)["us-1b"].hex == "2126" and units(game)["us-lvt-1"].hex == "2126"


def test_beach_assault_and_debark_refusals(game):
    """Tarawa 6.2 B-C: the passenger goes only next door, into a hex free of enemy units, onto land for a
    beach assault; an amtrac already ashore debarks instead."""
    with pytest.raises(InputError, match="no passenger"):
        game.amtracs.beach_assault("us-lvt-1", "2226")
    do(game, game.amtracs.load_amtrac("us-1b", "us-lvt-1"))
    with pytest.raises(InputError, match="not next to"):
        game.amtracs.beach_assault("us-lvt-1", "2228")
    with pytest.raises(InputError, match="water"):
        game.amtracs.beach_assault("us-lvt-1", "2026")
    do(game, game.moves.place_unit(Unit("j-x", "japanese", "infantry", "j-x", 5, 2, 2, 2, 7, "2227")))
    with pytest.raises(InputError, match="free of"):
        game.amtracs.debark("us-lvt-1", "2227")
    do(game, game.moves.reposition(["us-lvt-1"], "2626"))      # ashore; the passenger rides along (6.2 F)
    assert units(game)["us-1b"].hex == "2626"
    with pytest.raises(InputError, match="debark instead"):
        game.amtracs.beach_assault("us-lvt-1", "2526")


def test_debark_leaves_the_amtrac_where_it_is(game):
    """Tarawa 6.2 C-D and the example's C and D: debarking puts the passenger in any adjacent hex free of
    enemy (water or land); the amtrac does not move; one movement action."""
    do(game, game.amtracs.load_amtrac("us-1b", "us-lvt-1"))
    do(game, game.amtracs.debark("us-lvt-1", "2125"))            # into the water next door, free of enemy
    u = units(game)
    assert u["us-1b"].hex == "2125" and u["us-lvt-1"].hex == "2126"
    assert game.log().actions[-1].kind == "move"


def test_a_rider_moves_only_with_its_amtrac(game):
    """Tarawa 6.2 F, 4.1 A: a unit inside an amtrac moves with it; it leaves only by debarking."""
    do(game, game.amtracs.load_amtrac("us-1b", "us-lvt-1"))
    with pytest.raises(InputError, match="6.2"):
        game.moves.move(["us-1b"], "2125")
    do(game, game.moves.move(["us-lvt-1"], "2125"))
    assert units(game)["us-1b"].hex == "2125"


def next_turn_after_first_wave(game):
    do(game, game.amtracs.reinforce(first_wave=True))
    turn = game.log().turn
    while game.log().turn == turn:
        do(game, game.turn.pass_())
    if game.log().next_player != "us":
        do(game, game.turn.pass_())


def test_marines_wade_ashore_only_when_every_amtrac_is_gone(game):
    """Tarawa 6.2 E, 4.4 B: Marines placed on a beach hex without amtracs only when no amtrac is left;
    else they land in the water next to the beach under amtracs (4.4 A)."""
    with pytest.raises(InputError, match="6.2 E"):
        game.amtracs.reinforce(first_wave=True, units=[marine("us-w1", "2226")])
    do(game, game.moves.remove_units(["us-lvt-1"]))
    ch = do(game, game.amtracs.reinforce(first_wave=True, units=[marine("us-w1", "2226")]))
    assert units(game)["us-w1"].hex == "2226" and any("wades ashore" in w for w in summary(ch))


def test_reinforcements_are_placed_and_each_stack_checked(game):
    """Tarawa 4.4 A, 3.1: a block of at most 13 units (amtracs not counted), one passenger per amtrac, in
    the water next to the beach; each hex placed is stacking-checked."""
    next_turn_after_first_wave(game)
    placed = [trac("us-lvt-2", "2026"), marine("us-m2", "2026", "us-lvt-2")]
    ch = do(game, game.amtracs.reinforce(units=placed))
    assert units(game)["us-m2"].carried_by == "us-lvt-2" and game.log().actions[-1].kind == "reinforce"
    assert any("1 amtrac" in w for w in summary(ch))
    game.session.undo()
    with pytest.raises(InputError, match="one passenger"):
        game.amtracs.reinforce(units=placed + [marine("us-m3", "2026", "us-lvt-2")])
    with pytest.raises(InputError, match="13"):
        game.amtracs.reinforce(units=[marine(f"us-b{i}", "2026") for i in range(14)])
    big = [Unit(f"us-s{i}", "us", "marine_infantry", f"s{i}", 6, 3, 2, 2, 8, "2026", S, sp=3) for i in range(3)]
    with pytest.raises(InputError, match="3.1"):
        game.amtracs.reinforce(units=big)
    with pytest.raises(InputError, match="water hexes next to the beach"):
        game.amtracs.reinforce(units=[Unit("us-t", "us", "armour", "t", 6, 3, 2, 2, 7, "2227", S)])


def test_inside_shares_the_amtracs_results_on_top_is_targeted_apart(game):
    """Tarawa 6.2 F: fire at a hex with amtracs is at the amtracs (with the Marines inside) or at the units
    outside them; one hit costs the amtrac and its rider a step each, never the unit on top."""
    do(game, game.moves.place_unit(marine("us-top", "2125")))
    do(game, game.moves.place_unit(trac("us-lvt-9", "2125")))
    do(game, game.moves.place_unit(marine("us-in", "2125")))
    do(game, game.amtracs.load_amtrac("us-in", "us-lvt-9"))
    do(game, game.moves.place_unit(Unit("j-gun", "japanese", "machine_gun", "j-gun", 9, 4, 2, 2, 7, "2226", 3)))
    do(game, game.turn.pass_())
    pv = game.fire.fire_preview(["j-gun"], "2125")
    assert not pv.ok and any("6.2 F" in p for p in pv.problems)
    pv = game.fire.fire_preview(["j-gun"], "2125", aim="amtracs")
    assert sorted(u.id for g in pv.groups for u in g.units) == ["us-in", "us-lvt-9"]
    pv = game.fire.fire_preview(["j-gun"], "2125", aim="outside")
    assert [u.id for g in pv.groups for u in g.units] == ["us-top"]
    with pytest.raises(InputError, match="aim"):
        game.fire.fire_preview(["j-gun"], "2125", aim="all")


def test_a_rider_is_lost_with_its_amtrac():
    """Tarawa 6.2 F: the unit inside suffers what its amtrac suffers: lost with it, steps counted (8.7)."""
    rider = marine("us-in", "2125", "us-lvt-9")
    losses = Losses((rider,), {"us-lvt-9": 2}, ("us-lvt-9",), 0)
    out = lost_with_amtracs([], losses)
    assert out.eliminated == ("us-lvt-9", "us-in") and out.units == () and out.us_steps_counted == 2


def test_fire_with_every_sight_blocked_needs_no_aim_and_spends_the_action(game):
    """Issue 22.7, 4.2 D with 6.2 F (T16): at a hex holding amtracs (a Marine inside) and a Marine outside,
    a Japanese firer whose sight line is blocked rolls nothing, so the command does not ask at what the fire
    is aimed: the preview agrees with the panel (the action is spent) and the fire is recorded, no roll."""
    do(game, game.moves.remove_units(["j-snlf-1"]))
    for u in (Unit("j-f", "japanese", "infantry", "jf", 5, 2, 2, 2, 7, "2128", S), trac("lvt", "2130"),
              marine("in", "2130", carried_by="lvt"), marine("out", "2130")):
        do(game, game.moves.place_unit(u))
    assert game.terrain().blocks(game.hexmap.parse("2129"))
    do(game, game.turn.pass_())
    pv = game.fire.fire_preview(["j-f"], "2130")
    assert pv.ok and pv.dice == 0 and pv.blocked == ("j-f",)
    assert not any("aim" in p for p in pv.problems) and not any(n.startswith("aim needed") for n in pv.notes)
    ch = do(game, game.fire.fire(["j-f"], "2130"))
    assert game.log().actions[-1].dice == () and "4.2 D" in summary(ch)[0]
    assert {u.id for u in game.units()} >= {"lvt", "in", "out"}


def test_an_untraced_hex_is_water_for_amtracs(game):
    """Ruling T14: for amtracs a hex with no traced or marked terrain is water; a marked beach is land."""
    from assistant.games.tarawa.amtracs import is_water

    tm = game.terrain()
    blank = next(h for h in game.hexmap.all_hexes() if game.hexmap.label(h) not in tm.terrain)
    assert is_water(tm, blank)
    beach = next(label for label, t in tm.terrain.items() if t == "beach")
    assert not is_water(tm, game.hexmap.parse(beach))


def test_an_amtrac_off_the_map_lands_again_by_its_id(game):
    """6.2 A, 4.4 A, 8.0 B: an amtrac taken off by a beach assault is kept for a later landing; a
    reinforcement lands it again by its id and the hex it lands in (water next to the beach)."""
    do(game, game.amtracs.load_amtrac("us-1b", "us-lvt-1"))
    do(game, game.amtracs.beach_assault("us-lvt-1", "2226"))
    assert units(game)["us-lvt-1"].hex == ""
    do(game, game.turn.pass_())
    ch = do(game, game.amtracs.reinforce(first_wave=True, units=[{"id": "us-lvt-1", "hex": "2126"}]))
    lvt = units(game)["us-lvt-1"]
    assert lvt.hex == "2126" and lvt.kind == "amtrac" and lvt.strength == 2
    assert [u.id for u in game.units()].count("us-lvt-1") == 1 and "8.0" in summary(ch)[0]
