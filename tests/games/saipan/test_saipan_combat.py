"""Saipan proficiency, air and naval combat, Banzai rounds: the rulebook's worked examples."""

import random
from fractions import Fraction

import pytest
from hypothesis import given, strategies as st

from assistant.core.errors import InputError
from assistant.games.saipan import rules
from assistant.games.saipan.air_naval import (aa_fire, after_hits, air_range_zones, air_to_air, anti_ship_strike,
                                              bombardment_range_hexes, search, search_chance, ship_target_drm,
                                              ship_to_ship, transport_hit)
from assistant.games.saipan.banzai import assault_round, banzai_stacking_limit_sp, banzai_succeeded
from assistant.games.saipan.proficiency import average_proficiency, proficiency_drm
from assistant.games.saipan.rulings import SaipanRulings


def test_proficiency_average_example():
    """Saipan 13.0 C example: an average of 3.333 beats 3.2, so the first stack gets a DRM."""
    three = [4, 3, 3]                 # 10/3 = 3.333...
    five = [4, 4, 3, 3, 2]            # 16/5 = 3.2
    assert average_proficiency(three) == Fraction(10, 3)
    assert average_proficiency(five) == Fraction(16, 5)
    assert proficiency_drm(three, five).drm == -1
    assert proficiency_drm(five, three).drm == 0          # 13.0 D: no DRM against the abler side


@given(st.lists(st.integers(1, 10), min_size=1, max_size=8))
def test_average_is_exact(ratings):
    """Saipan 13.0 C: every fraction kept (the average times the count gives back the sum)."""
    assert average_proficiency(ratings) * len(ratings) == sum(ratings)


def test_proficiency_drm_examples():
    """Saipan 12.1.2 example (7 vs 5: -2) and 12.2.2 example (7 vs 6: -1; the Japanese firing
    back get none)."""
    assert proficiency_drm(Fraction(7), Fraction(5)).drm == -2
    assert proficiency_drm(Fraction(7), Fraction(6)).drm == -1
    assert proficiency_drm(Fraction(6), Fraction(7)).drm == 0
    big = proficiency_drm(Fraction(10), Fraction(2))
    assert big.drm is None and "referee" in big.rule
    assert proficiency_drm(Fraction(10), Fraction(2), entered=-3).drm == -3


def test_search_table():
    """Saipan 14.1: 1-8 in the own zone, 1-6 at 1 zone, 1-4 at 2, 1-2 at 3."""
    assert [search_chance(d) for d in range(4)] == [Fraction(8, 10), Fraction(6, 10), Fraction(4, 10), Fraction(2, 10)]
    assert search(2, roll=4).found and not search(2, roll=5).found
    with pytest.raises(InputError):
        search(4, roll=1)
    assert 1 <= search(0, rng=random.Random(3)).roll <= 10


def test_air_to_air_and_anti_ship():
    """Saipan 14.3 C, 14.4 B: a hit on the rating or less."""
    assert air_to_air("F6F", "A6M", 6, roll=6).hit
    assert not air_to_air("F6F", "A6M", 6, roll=7).hit
    assert anti_ship_strike("B6N", "CV-1", 3, roll=3).hit


def test_aa_split_example():
    """Saipan 14.4 C example: an AA rating of 10 may be one 10-point, two 5-point or ten 1-point
    attacks, never 10 points against each air unit."""
    assert len(aa_fire("BB", 10, [("a", 10)], rolls=[10])) == 1
    res = aa_fire("BB", 10, [("a", 5), ("b", 5)], rolls=[5, 6])
    assert [r.hit for r in res] == [True, False]
    assert len(aa_fire("BB", 10, [(f"p{i}", 1) for i in range(10)], rng=random.Random(1))) == 10
    with pytest.raises(InputError, match="rating is 10"):
        aa_fire("BB", 10, [("a", 10), ("b", 10)], rolls=[1, 1])
    # 14.4 E: two attacks on one air unit may score two hits and destroy it
    two = aa_fire("BB", 10, [("a", 6), ("a", 4)], rolls=[2, 3])
    assert sum(r.hit for r in two) == 2 and after_hits("full", 2) == "eliminated"


def test_ship_split_example_and_target_drms():
    """Saipan 14.5 E example (8 points: 8, 5 + 3, eight 1s) and 14.5 F target DRMs."""
    assert ship_to_ship("BB-1", 8, [("t", "BB", 8)], rolls=[8])[0].hit
    res = ship_to_ship("BB-1", 8, [("dd", "DD", 5), ("aa", "AA", 3)], rolls=[8, 8])
    assert [(r.modified, r.hit) for r in res] == [(5, True), (3, True)]
    with pytest.raises(InputError):
        ship_to_ship("BB-1", 8, [("dd", "DD", 5), ("aa", "AA", 4)], rolls=[1, 1])
    assert [ship_target_drm(t)[0] for t in ("BB", "CA", "CL", "CLA", "DD", "DE", "AA")] == [0, -1, -1, -1, -3, -3, -5]


def test_carriers_s5():
    """Ruling S5: no printed carrier DRM: an entry by default, BB with the toggle."""
    with pytest.raises(InputError, match="S5"):
        ship_target_drm("CV")
    assert ship_target_drm("CVE", entered=-2) == (-2, "S5: entered by the referee")
    assert ship_target_drm("CV", SaipanRulings(carriers="as_bb"))[0] == 0


def test_reference_ranges():
    """Saipan 9.1 C air ranges and 12.3 bombardment ranges."""
    assert air_range_zones("anything", "us") == 1
    assert [air_range_zones(a, "japanese") for a in ("Ki43", "A6M", "H8K")] == [1, 2, 3]
    assert [bombardment_range_hexes(t) for t in ("BB", "CA", "CL", "CLA", "DD", "DE")] == [15, 8, 5, 3, 3, 2]
    with pytest.raises(InputError):
        air_range_zones("Zeppelin", "japanese")


def test_damage_steps_and_transports():
    """Saipan 14.3 D: flip, then eliminate (at once with no reduced side); 14.6 B transports."""
    assert after_hits("full", 1) == "reduced" and after_hits("reduced", 1) == "eliminated"
    assert after_hits("full", 1, has_reduced_side=False) == "eliminated"
    assert after_hits("damaged", 1) == "sunk"
    assert transport_hit(["m1", "m2"]) == ("m1", "m2")


def test_assault_round_order():
    """Saipan 12.2.2 B-F: defender first in round 1, then simultaneous; S1 toggle adds a check."""
    r1 = assault_round(1, "us")
    assert r1.order == (("japanese",), ("us",))
    assert assault_round(2, "us").order == (("japanese", "us"),)
    assert not assault_round(2, "us").proficiency_check_first
    assert assault_round(2, "us", rulings=SaipanRulings(assault_proficiency_check=True)).proficiency_check_first


def test_banzai_effects():
    """Saipan 15.1 B: doubled Japanese stacking, two US rounds first, proficiency 10, US -1 from
    round 3, retreats ignored; 15.1 C success when no US unit is left."""
    assert banzai_stacking_limit_sp() == 12
    rounds = [assault_round(n, "japanese", banzai=True) for n in (1, 2, 3, 4)]
    assert [r.order for r in rounds] == [(("us",),), (("us",),), (("us", "japanese"),), (("us", "japanese"),)]
    assert [r.us_drm for r in rounds] == [0, 0, -1, -1]
    assert all(r.japanese_proficiency == rules.BANZAI_PROFICIENCY and r.retreats_ignored for r in rounds)
    assert banzai_succeeded(0) and not banzai_succeeded(1)
    with pytest.raises(InputError):
        assault_round(1, "us", banzai=True)


def test_us_assault_limit_s2():
    """Saipan 16.3 F, ruling S2: by default only US units in invasion hexes are safe from assault."""
    from assistant.games.saipan.banzai import assault_allowed_against_us
    assert assault_allowed_against_us(True) == (False, "16.3 F (S2: US units in invasion hexes)")
    assert assault_allowed_against_us(False)[0]
    assert not assault_allowed_against_us(False, SaipanRulings(us_attack_limit="all_us_units"))[0]
