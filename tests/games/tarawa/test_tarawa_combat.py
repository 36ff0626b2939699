"""Tarawa fire combat: built-in DRMs with their rules, exact odds, hits costing every unit a step."""

import random
from fractions import Fraction

import pytest
from hypothesis import given, strategies as st

from assistant.core.errors import InputError
from assistant.games.tarawa.combat import (FacingDrms, FiringUnit, Shot, apply_hits, fire_odds,
                                           hit_chance, hits_distribution, resolve_fire, shot_drms,
                                           turn_end_chance)
from assistant.games.tarawa.rulings import TarawaRulings

MARINE = FiringUnit("2/C", "us", "marine_infantry", 6)
SHERMAN = FiringUnit("C/I", "us", "armour", 8)
ENGINEER = FiringUnit("1/A-1/18", "us", "marine_engineer", 3)
SNLF = FiringUnit("7 SNLF", "japanese", "infantry", 5)


def names(drms):
    return {d.name: d.value for d in drms}


def test_adjacent_and_same_hex():
    """Tarawa 2.2.2.1 A: -2 against an adjacent hex, -3 in the same hex (4.2.3 A, both sides)."""
    assert names(shot_drms(Shot(SNLF, "adjacent"))) == {"adjacent hex": -2}
    assert names(shot_drms(Shot(SNLF, "same_hex"))) == {"same hex": -3}
    assert shot_drms(Shot(SNLF, "distant")) == ()


def test_fortification_needs_armour_t5():
    """Tarawa 2.2.2.1 A, 4.2 F, ruling T5: -1 at pillboxes etc. only with US armour in the stack."""
    alone = Shot(ENGINEER, "distant", (ENGINEER,), target_fortified=True)
    with_tank = Shot(ENGINEER, "distant", (ENGINEER, SHERMAN), target_fortified=True)
    assert "fortification, armour in stack" not in names(shot_drms(alone))
    assert names(shot_drms(with_tank))["fortification, armour in stack"] == -1
    toggled = shot_drms(alone, TarawaRulings(fortification_drm_needs_armour=False))
    assert [d.value for d in toggled] == [-1] and "T5" in toggled[0].rule
    # a reduced armour unit with no steps left gives nothing
    dead = FiringUnit("C/I", "us", "armour", 0)
    assert shot_drms(Shot(ENGINEER, "distant", (ENGINEER, dead), target_fortified=True)) == ()
    # Japanese fire never gets it
    assert shot_drms(Shot(SNLF, "distant", (SNLF,), target_fortified=True)) == ()


def test_sherman_support_t6():
    """Tarawa 4.2 F, ruling T6: -2 to Marine infantry/weapons firing while stacked with US armour."""
    drms = shot_drms(Shot(MARINE, "adjacent", (MARINE, SHERMAN)))
    assert names(drms) == {"adjacent hex": -2, "Sherman support": -2}
    assert all("T6" in d.rule for d in drms if d.name == "Sherman support")
    # the engineer is not infantry or weapons: no support by default
    assert shot_drms(Shot(ENGINEER, "distant", (ENGINEER, SHERMAN))) == ()
    # toggle: any US unit stacked with Marine infantry/weapons
    t6 = TarawaRulings(sherman_support="any_with_marines")
    assert names(shot_drms(Shot(ENGINEER, "distant", (ENGINEER, MARINE)), t6)) == {"Sherman support": -2}


def test_entered_drms_named():
    """Ruling T4: terrain, hexside (the best for the defender, 4.2.1 A) and facing DRMs are entries."""
    f = FacingDrms(front=0, flank=-1, rear=-2)
    drms = shot_drms(Shot(SNLF, "distant", terrain_drm=3, terrain_name="palm trees",
                          hexside_drms=(1, 2), aspects=("flank", "rear")), facing=f)
    assert names(drms) == {"terrain: palm trees": 3, "hexside": 2, "rear aspect": -2}
    assert "5.0 C" in [d for d in drms if d.name == "rear aspect"][0].rule


def test_offshore_bombardment_has_no_facing_drm():
    """Tarawa 4.2.2 E: no flank or rear DRMs for bombardment."""
    bomb = FiringUnit("ships", "us", "bombardment", 10)
    assert shot_drms(Shot(bomb, "distant", aspects=("rear",), bombardment=True), facing=FacingDrms(rear=-2)) == ()


def test_hit_chance_exact():
    """Tarawa 4.2.1 F: hit when d10 + DRMs <= strength; a d10 reads 1-10 (T1)."""
    assert hit_chance(6, 0) == Fraction(6, 10)
    assert hit_chance(6, -2) == Fraction(8, 10)
    assert hit_chance(6, -5) == 1
    assert hit_chance(2, 3) == 0


def test_fire_odds_before_the_roll():
    """Tarawa 4.2.1 E-F: one die per unit; odds of 0, 1, 2 hits are exact; 4.2.5 turn-end odds."""
    odds = fire_odds([Shot(MARINE, "adjacent", (MARINE, SHERMAN)), Shot(SHERMAN, "adjacent", (MARINE, SHERMAN))])
    assert [s.need for s in odds.shots] == [10, 10]
    assert odds.hits == {2: 1}
    odds = fire_odds([Shot(SNLF), Shot(SNLF)])
    assert odds.hits == {0: Fraction(1, 4), 1: Fraction(1, 2), 2: Fraction(1, 4)}
    assert odds.turn_end == (1 - Fraction(9, 10) ** 2) * Fraction(1, 5)


@given(st.lists(st.fractions(min_value=0, max_value=1), max_size=6))
def test_hits_distribution_sums_to_one(ps):
    """Exact odds: the distribution of hits sums to 1 and its mean is the sum of the chances."""
    d = hits_distribution(ps)
    assert sum(d.values()) == 1
    assert sum(k * v for k, v in d.items()) == sum(ps, Fraction(0))


@given(st.integers(0, 6), st.booleans())
def test_turn_end_chance_matches_enumeration(n, per_ten):
    """Tarawa 4.2.5 / T2: the closed form equals enumeration over all dice."""
    import itertools
    r = TarawaRulings(end_check_per_ten=per_ten)
    total = Fraction(0)
    for dice in itertools.product([True, False], repeat=n):      # True = a 10
        p = Fraction(1)
        for ten in dice:
            p *= Fraction(1, 10) if ten else Fraction(9, 10)
        k = sum(dice)
        checks = k if per_ten else min(k, 1)
        total += p * (1 - Fraction(4, 5) ** checks)
    assert turn_end_chance(n, r) == total


def test_resolve_fire_and_same_hex_example():
    """Tarawa 4.2.3 example: one Japanese hit flips both US units; two US hits then destroy the
    one Japanese unit (each hit costs every unit in the hex a step, 4.2.1 G)."""
    j = FiringUnit("j", "japanese", "infantry", 4)
    res = resolve_fire([Shot(j, "same_hex")], rolls=[7])            # 7 - 3 = 4 <= 4
    assert res.hits == 1 and res.shots[0].modified == 4
    us = apply_hits({"m1": 2, "m2": 2}, res.hits)
    assert us.steps_left == {"m1": 1, "m2": 1}
    u1, u2 = FiringUnit("m1", "us", "marine_infantry", 3), FiringUnit("m2", "us", "marine_infantry", 2)
    res = resolve_fire([Shot(u1, "same_hex"), Shot(u2, "same_hex")], rolls=[5, 4])
    assert res.hits == 2
    assert apply_hits({"j": 2}, res.hits).eliminated == ("j",)


def test_resolve_fire_counts_tens_and_uses_rng():
    """Tarawa 4.2.5: dice showing 10 are counted for the end-of-turn check."""
    res = resolve_fire([Shot(SNLF), Shot(SNLF)], rolls=[10, 1])
    assert res.tens == 1 and res.dice == (10, 1)
    a = resolve_fire([Shot(SNLF)] * 5, rng=random.Random(7))
    b = resolve_fire([Shot(SNLF)] * 5, rng=random.Random(7))
    assert a == b and all(1 <= d <= 10 for d in a.dice)
    with pytest.raises(InputError):
        resolve_fire([Shot(SNLF)], rolls=[0])


def test_facing_aspects():
    """Tarawa 5.0 B-C: fire through the front three hexsides; a hex-spine line counts the aspect
    worse for the defender (two candidates given to shot_drms)."""
    from assistant.core.hexes import DIRECTIONS, Hex
    from assistant.games.tarawa.combat import aspect_of_hexside, can_fire_at, fire_aspects
    o = Hex(0, 0)
    front = DIRECTIONS[0]
    got = [aspect_of_hexside(o, front, d) for d in DIRECTIONS]
    assert got == ["front", "front", "flank", "rear", "flank", "front"]
    behind = DIRECTIONS[3].scale(3)
    assert fire_aspects(o, front, behind) == ("rear",)
    spine = DIRECTIONS[2] + DIRECTIONS[3]              # between a flank and the rear hexside
    assert set(fire_aspects(o, front, spine)) == {"flank", "rear"}
    f = FacingDrms(flank=-1, rear=-2)
    assert names(shot_drms(Shot(SNLF, aspects=fire_aspects(o, front, spine)), facing=f)) == {"rear aspect": -2}
    assert can_fire_at(o, front, DIRECTIONS[1].scale(2)) and not can_fire_at(o, front, behind)


def test_terrain_sight_on_the_map():
    """Tarawa 4.2.1 B: all terrain blocks but clear, anti-tank ditch, airfield, rifle pits (T3 lines)."""
    from assistant.core.hexes import load_map
    from assistant.games.tarawa.terrain import TerrainMap
    tm = TerrainMap(load_map("tarawa"))
    a = tm.hexmap.parse("2030")
    mid = tm.hexmap.label(a + DIRS(0))
    tm.mark(mid, "rifle_pits")
    b = a + DIRS(0).scale(2)
    assert tm.sight(a, b).clear
    tm.mark(mid, "palm_trees")
    assert tm.sight("2030", tm.hexmap.label(b)).blocked_by == (tm.hexmap.parse(mid),)
    again = TerrainMap.from_dict(tm.to_dict(), tm.hexmap)
    assert again.terrain == tm.terrain
    with pytest.raises(InputError):
        tm.mark(mid, "lava")


def DIRS(i):
    from assistant.core.hexes import DIRECTIONS
    return DIRECTIONS[i]


def test_no_same_hex_fire_from_a_bunker():
    """Tarawa 4.2.3 D: a defender in a bunker, pillbox or coastal defence cannot fire in its own hex."""
    with pytest.raises(InputError, match="4.2.3 D"):
        shot_drms(Shot(SNLF, "same_hex", firer_fortified=True))
    assert shot_drms(Shot(SNLF, "adjacent", firer_fortified=True))
