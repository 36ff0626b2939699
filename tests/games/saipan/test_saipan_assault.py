"""Saipan assault combat (12.2), the Banzai Charge (15.1) and rulings S1-S2 through SaipanGame."""

from __future__ import annotations

import pytest

from assistant.core.errors import InputError
from assistant.games.saipan.victory import Result

from .conftest import do, put, summary


@pytest.fixture()
def example(blank):
    """12.2 example: three Japanese 4-5-6 (2 SP, proficiency 6) assault two Marine 5-6-8 (2 SP, 7)."""
    put(blank, "m1", "us", "1524", a=5, d=6, mv=8, prof=7)
    put(blank, "m2", "us", "1524", a=5, d=6, mv=8, prof=7)
    for i, h in ((1, "1624"), (2, "1624"), (3, "1625")):
        put(blank, f"j{i}", "japanese", h, a=4, d=5, mv=6, prof=6)
    return blank


def test_rulebook_example(example):
    """Saipan 12.2.2 example: the US fires first with 10 points at -1 (7 vs 6); the Japanese take two steps
    and fire back with 8 (4 + 2 + 2) and no DRM; then the rounds are simultaneous (12.2.2 B-E)."""
    g = example
    do(g, g.assault_combat.declare_assault("japanese", ["j1", "j2", "j3"], "1524"))
    assert g.assault_combat.assault("a001").stage == "declared"
    do(g, g.assault_combat.assault_move_in("a001"))
    a = g.assault_combat.assault("a001")
    assert a.firing == ["defender"] and {u.id for u in g.ground.units_in("1524")} == {"m1", "m2", "j1", "j2", "j3"}
    (us,) = g.assault_combat.assault_odds("a001")
    assert (us.attack, us.drm) == (10, -1)
    do(g, g.assault_combat.assault_roll("a001"))
    do(g, g.assault_combat.assault_results("a001", attacker={"steps": 2, "units": ["j1", "j2"]}))
    (jp,) = g.assault_combat.assault_odds("a001")
    assert g.assault_combat.assault("a001").firing == ["attacker"] and (jp.attack, jp.drm) == (8, 0)
    do(g, g.assault_combat.assault_roll("a001"))
    ch = do(g, g.assault_combat.assault_results("a001", defender={"steps": 1, "units": ["m1"], "retreat": True,
                                                   "retreating": ["m2"]}))
    a = g.assault_combat.assault("a001")
    assert a.round == 2 and a.firing == ["defender", "attacker"] and "together" in " ".join(summary(ch))
    assert a.retreats == ["defender@1524"] and a.defenders == ["m1"]
    from assistant.games.saipan.fleet import AirNaval
    do(g, g.fleet.add_air_naval(AirNaval("apa", "us", "ship", "AA", zone="Marianas")))
    do(g, g.maneuver_combat.retreat("a001", "defender"))
    assert g.unit("m2").hex == ""                    # 16.3 G: back to a transport
    assert g.fleet.air_naval("apa").passengers == ("m2",)


def test_declaration_limits(example):
    """Saipan 12.2.1 B-C: at most 6 SP move in (12 in a Banzai Charge, 15.1 B); no unit both maneuvers and
    assaults; 16.3 F: US units assault only from invasion hexes; S2: no assault on US units in invasion hexes."""
    g = example
    put(g, "j4", "japanese", "1625")
    with pytest.raises(InputError, match="at most 6 SP"):
        g.assault_combat.plan_assault("japanese", ["j1", "j2", "j3", "j4"], "1524")
    assert g.assault_combat.plan_assault("japanese", ["j1", "j2", "j3", "j4"], "1524", banzai=True).banzai
    do(g, g.maneuver_combat.declare_maneuver("japanese", ["j4"], "1524"))
    with pytest.raises(InputError, match="already attacks"):
        g.assault_combat.plan_assault("japanese", ["j4"], "1524")
    with pytest.raises(InputError, match="invasion hexes"):
        g.assault_combat.plan_assault("us", ["m1"], "1624")
    put(g, "m9", "us", "1123")
    put(g, "j9", "japanese", "1223")
    with pytest.raises(InputError, match="16.3 F"):
        g.assault_combat.plan_assault("japanese", ["j9"], "1123")
    assert g.assault_combat.plan_assault("us", ["m9"], "1223").attacker == "us"


def test_move_in_waits_for_maneuver_combat(example):
    """Saipan 12.2.2 A, 12.2.1 C: the assaulting units move in only after every maneuver combat."""
    g = example
    put(g, "j4", "japanese", "1625")
    do(g, g.assault_combat.declare_assault("japanese", ["j1", "j2"], "1524"))
    do(g, g.maneuver_combat.declare_maneuver("japanese", ["j4"], "1524"))
    with pytest.raises(InputError, match="maneuver combat m001 first"):
        g.assault_combat.assault_move_in("a001")
    do(g, g.maneuver_combat.maneuver_roll("m001"))
    do(g, g.maneuver_combat.maneuver_results("m001", defender={"end": True}))
    do(g, g.assault_combat.assault_move_in("a001"))
    assert g.assault_combat.assault("a001").stage == "fighting"


def test_banzai_rounds_and_success(example):
    """Saipan 15.1 B-C: the US fires two rounds alone, Japanese proficiency 10 (no US proficiency DRM),
    the US -1 from round 3; every US unit destroyed is a successful Banzai Charge on the VP record."""
    g = example
    do(g, g.assault_combat.declare_assault("japanese", ["j1", "j2", "j3"], "1524", banzai=True))
    do(g, g.assault_combat.assault_move_in("a001"))
    for rnd in (1, 2):
        a = g.assault_combat.assault("a001")
        assert a.round == rnd and a.firing == ["defender"]
        (us,) = g.assault_combat.assault_odds("a001")
        assert us.drm == 0                            # 7 vs 10: the US has no proficiency DRM
        do(g, g.assault_combat.assault_roll("a001"))
        do(g, g.assault_combat.assault_results("a001", attacker={"retreat": True}))
    a = g.assault_combat.assault("a001")
    assert a.round == 3 and a.firing == ["defender", "attacker"]
    us, jp = g.assault_combat.assault_odds("a001")
    assert us.drm == -1 and jp.drm == -2              # 15.1 B round 3; 10 vs 7 for the Japanese (13.0 D)
    do(g, g.assault_combat.assault_roll("a001"))
    ch = do(g, g.assault_combat.assault_results("a001", defender={"steps": 4}))
    assert g.assault_combat.assault("a001").stage == "done" and "15.1 C" in " ".join(summary(ch))
    assert any(r.kind == "banzai_success" for r in g.results())


def test_s1_toggle_checks_before_round_two(example):
    """Ruling S1 toggle: a check before round 2 (10.0 B); the default goes to the death with none."""
    g = example
    s = dict(g.session.settings)
    s["rulings"] = {**s["rulings"], "assault_proficiency_check": True}
    from assistant.store import games

    g.session.do(games.settings_change(g.store, g.game_id, s))
    do(g, g.assault_combat.declare_assault("japanese", ["j1", "j2", "j3"], "1524"))
    do(g, g.assault_combat.assault_move_in("a001"))
    for _ in range(2):
        do(g, g.assault_combat.assault_roll("a001"))
        do(g, g.assault_combat.assault_results("a001"))
    assert g.assault_combat.assault("a001").stage == "checks"
    do(g, g.assault_combat.assault_checks("a001"))
    assert g.assault_combat.assault("a001").stage in ("fighting", "done")


def test_result_scores_ground_steps(example):
    """Saipan 16.4 A: each step lost in an assault is a VP for the other side; undo takes it back."""
    g = example
    do(g, g.assault_combat.declare_assault("japanese", ["j1"], "1524"))
    do(g, g.assault_combat.assault_move_in("a001"))
    do(g, g.assault_combat.assault_roll("a001"))
    do(g, g.assault_combat.assault_results("a001", attacker={"steps": 1}))
    assert g.sequence.tally().vp["us"] == 1
    g.session.undo()
    assert g.sequence.tally().vp["us"] == 0 and g.assault_combat.assault("a001").stage == "rolled"
    assert Result  # the tally reads the same results
