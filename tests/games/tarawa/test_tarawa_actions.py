"""Tarawa special actions: proficiency checks, reinforcements, offshore bombardment, Banzai."""

import random
from fractions import Fraction

import pytest

from assistant.core.errors import InputError
from assistant.core.hexes import Hex, load_map
from assistant.games.tarawa.actions import (BanzaiUnit, LandingUnit, bombardment_odds, bombardment_problems,
                                            bombardment_shot, check_reinforcement, crew_weapon_move,
                                            enter_enemy_hex, plan_banzai, proficiency_chance,
                                            proficiency_check)
from assistant.games.tarawa.rulings import TarawaRulings
from assistant.games.tarawa.terrain import TerrainMap, check_landing_hexes
from assistant.games.tarawa.turns import TurnTrack

DAY = TurnTrack(night_turns=())


def test_offshore_bombardment_example():
    """Tarawa 4.2.2 B example: 10 BPs on clear terrain always hit; with a +5 terrain DRM it takes 5 or less."""
    clear = bombardment_odds(bombardment_shot())
    assert clear.shots[0].chance == 1 and clear.shots[0].need == 10
    palms = bombardment_odds(bombardment_shot(terrain_drm=5, terrain_name="example +5"))
    assert palms.shots[0].need == 5 and palms.shots[0].chance == Fraction(1, 2)


def test_bombardment_limits():
    """Tarawa 4.2.2 C (night) and F (none within 3 hexes of a US unit after turn 1)."""
    target = Hex(10, 0)
    near, far = Hex(13, 0), Hex(14, 0)
    assert bombardment_problems(target, [near], 1, DAY) == []
    assert bombardment_problems(target, [far], 2, DAY) == []
    assert "4.2.2 F" in bombardment_problems(target, [near], 2, DAY)[0]
    assert "4.2.2 C" in bombardment_problems(target, [], 2, TurnTrack(night_turns=(2,)))[0]


def test_bombardment_spotting_optional():
    """Tarawa 7.4 (optional): from day 2 the bombardment must be spotted."""
    r = TarawaRulings(optional_spotting=True)
    track = TurnTrack()                      # turn 13 starts 0600 on day 2
    assert track.day(13) == 2 and not track.is_night(13)
    assert bombardment_problems(Hex(0, 0), [], 13, track, r, spotted=False)
    assert bombardment_problems(Hex(0, 0), [], 13, track, r, spotted=True) == []
    assert bombardment_problems(Hex(0, 0), [], 3, track, r, spotted=False) == []


def test_same_hex_entry_example():
    """Tarawa 4.2.3 example: proficiencies 6 and 5 roll 6 and 3: both pass and enter."""
    res = enter_enemy_hex([("hi", 6), ("lo", 5)], rolls=[6, 3])
    assert res.enter == ("hi", "lo") and res.stay == ()


def test_entry_split_stack():
    """Tarawa 4.1 E: passing units must go in, failing units stay; only from an adjacent hex."""
    res = enter_enemy_hex([("a", 6), ("b", 5)], rolls=[7, 5])
    assert res.enter == ("b",) and res.stay == ("a",) and res.action_spent
    with pytest.raises(InputError):
        enter_enemy_hex([("a", 6)], rolls=[1], started_adjacent=False)
    assert enter_enemy_hex([("a", 6)], banzai=True).enter == ("a",)     # 6.3 D


def test_proficiency_check_and_chance():
    """Tarawa 4.1 E: pass on the rating or less (d10, T1)."""
    assert proficiency_check("u", 5, roll=5).passed
    assert not proficiency_check("u", 5, roll=6).passed
    assert proficiency_chance(7) == Fraction(7, 10)
    r = proficiency_check("u", 5, rng=random.Random(1))
    assert 1 <= r.roll <= 10


def test_crew_weapon_move():
    """Tarawa 4.1 F: a crew weapon moves only on a pass, then flips; once moved no more checks."""
    m = crew_weapon_move("gun", 4, False, roll=4)
    assert m.may_move and m.flip_to_reduced
    assert not crew_weapon_move("gun", 4, False, roll=5).may_move
    assert crew_weapon_move("gun", 4, True).check is None


def test_reinforcement_limit():
    """Tarawa 4.4 A: 13 units, amtracs not counted; 13 Marines in 13 amtracs is fine."""
    block = [LandingUnit(f"m{i}", "marine_infantry", "0527") for i in range(13)]
    block += [LandingUnit(f"lvt{i}", "amtrac", "0527") for i in range(13)]
    assert check_reinforcement(block) == 13
    with pytest.raises(InputError, match="13"):
        check_reinforcement(block + [LandingUnit("x", "armour", "0527")])


def test_first_wave():
    """Tarawa 8.0 B, 8.1 A/D: every amtrac with at most one Marine each, no armour or artillery."""
    wave = [LandingUnit("lvt1", "amtrac", "0527"), LandingUnit("m1", "marine_infantry", "0527")]
    assert check_reinforcement(wave, first_wave=True, amtracs_available=1) == 1
    with pytest.raises(InputError, match="8.0 B"):
        check_reinforcement(wave + [LandingUnit("t", "armour", "0527")], first_wave=True)
    with pytest.raises(InputError, match="8.1 D"):
        check_reinforcement(wave, first_wave=True, amtracs_available=68)


def test_landing_hexes():
    """Tarawa 8.1 B-C: landing beach hexes between 0528 and 6123 (marked by the referee), piers too;
    8.2 optional: any beach."""
    tm = TerrainMap(load_map("tarawa"))
    tm.mark("0528", "beach"); tm.mark_landing_beach("0528")
    tm.mark("6123", "beach"); tm.mark_landing_beach("6123")
    tm.mark("3020", "pier")
    tm.mark("6222", "beach")
    tm.mark("3040", "beach")
    check_landing_hexes(tm, ["0528", "6123", "3020"])
    with pytest.raises(InputError, match="8.1 B"):
        check_landing_hexes(tm, ["6222"])
    with pytest.raises(InputError, match="landing beach"):
        check_landing_hexes(tm, ["3040"])
    check_landing_hexes(tm, ["3040", "6222"], black_beaches=True)


def test_banzai_plan():
    """Tarawa 6.3 A and C: up to 8 infantry/HQ units within 5 hexes of an HQ; MA + 3."""
    hq = Hex(0, 0)
    units = [BanzaiUnit(f"j{i}", "infantry", Hex(i % 3, 1), 4) for i in range(8)]
    plan = plan_banzai(units, [hq])
    assert plan.movement_allowance["j0"] == 7
    with pytest.raises(InputError, match="8"):
        plan_banzai(units + [BanzaiUnit("j9", "hq", hq, 4)], [hq])
    with pytest.raises(InputError, match="5 hexes"):
        plan_banzai([BanzaiUnit("far", "infantry", Hex(6, 0), 4)], [hq])
    with pytest.raises(InputError, match="infantry or HQ"):
        plan_banzai([BanzaiUnit("gun", "crew_weapon", Hex(1, 0), 0)], [hq])
    with pytest.raises(InputError, match="once"):
        plan_banzai(units[:1], [hq], already_used=True)
