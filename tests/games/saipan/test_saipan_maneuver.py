"""Saipan maneuver combat (12.1) and retreats (12.0 C, 10.2 C, 16.3 G), headless through SaipanGame:
each step one command and one undoable change; the odds before a roll are the numbers the roll uses."""

from __future__ import annotations

from fractions import Fraction

import pytest

from assistant.core.errors import InputError
from assistant.store import rolls

from .conftest import do, put, summary


@pytest.fixture()
def fight(blank):
    """Two Japanese stacks face a Japanese-held 1524 from 1424 and 1624 (US units attack from the map)."""
    put(blank, "us1", "us", "1424", a=5, d=6, prof=7)
    put(blank, "us2", "us", "1424", a=5, d=6, prof=7)
    put(blank, "us3", "us", "1624", a=2, d=2, prof=7)
    put(blank, "jp1", "japanese", "1524", a=2, d=2, prof=5)
    put(blank, "jp2", "japanese", "1524", a=1, d=1, prof=5)
    return blank


def test_example_differential_and_proficiency_drm(fight):
    """Saipan 12.1.2 example: twelve US strength points against three Japanese is +9; averages 7 and 5
    give -2 (13.0 D). The defender's differential is its attack minus the attacker's defence (12.1.1 A)."""
    m = fight.maneuver_combat.plan_maneuver("us", ["us1", "us2", "us3"], "1524")
    att, dfn = fight.maneuver_combat.maneuver_odds(m)
    assert (att.attack, att.target_defence, att.differential, att.drm) == (12, 3, 9, -2)
    assert (dfn.attack, dfn.target_defence, dfn.differential, dfn.drm) == (3, 14, -11, 0)


def test_declaration_rules(fight):
    """Saipan 12.1 A-D, 12.1.2 A: attackers adjacent; every enemy unit in the hex attacked; a hex the
    target of one declaration; a unit attacks once. Refusals change nothing."""
    put(fight, "us4", "us", "1724")
    with pytest.raises(InputError, match="not next to"):
        fight.maneuver_combat.plan_maneuver("us", ["us4"], "1524")
    m = fight.maneuver_combat.plan_maneuver("us", ["us1"], "1524")
    assert m.defenders == ["jp1", "jp2"]
    do(fight, fight.maneuver_combat.declare_maneuver("us", ["us1"], "1524"))
    with pytest.raises(InputError, match="12.1.2 A"):
        fight.maneuver_combat.declare_maneuver("us", ["us3"], "1524")
    with pytest.raises(InputError, match="already attacks"):
        fight.maneuver_combat.declare_maneuver("us", ["us1"], "1524")
    with pytest.raises(InputError, match="no enemy unit"):
        fight.maneuver_combat.declare_maneuver("us", ["us2"], "1425")


def test_two_rounds_checks_and_free_shot(fight):
    """Saipan 12.1.1 C, 12.1.2 B: round 1 both roll; losses taken together before the checks; each side
    checks against its best proficiency; a side failing sits out and the other has a free shot."""
    do(fight, fight.maneuver_combat.declare_maneuver("us", ["us1", "us2"], "1524"))
    ch = do(fight, fight.maneuver_combat.maneuver_roll("m001"))
    assert len(ch.ops) >= 1 and len(rolls.query(fight.store, fight.game_id)) == 2
    m = fight.maneuver_combat.maneuver("m001")
    assert m.stage == "rolled" and {r["role"] for r in m.rolled} == {"attacker", "defender"}
    do(fight, fight.maneuver_combat.maneuver_results("m001", attacker={"steps": 0}, defender={"steps": 1, "units": ["jp1"]}))
    assert fight.unit("jp1").steps == 1 and fight.maneuver_combat.maneuver("m001").stage == "checks"
    assert fight.sequence.tally().vp["us"] == 1
    odds = fight.maneuver_combat.maneuver_check_odds("m001")
    assert odds["attacker"] == (7, Fraction(7, 10)) and odds["defender"] == (5, Fraction(1, 2))
    ch = do(fight, fight.maneuver_combat.maneuver_checks("m001"))
    m = fight.maneuver_combat.maneuver("m001")
    rows = [rolls.decoded(r) for r in rolls.query(fight.store, fight.game_id)][:2]
    passed = [r["side"] for r in rows if r["chart_result"] == "pass"]
    if not passed:
        assert m.stage == "done" and "no round 2" in " ".join(summary(ch))
        return
    assert m.stage == "round2" and len(m.firing) == len(passed)
    if len(passed) == 1:
        assert "free shot" in " ".join(summary(ch))
    do(fight, fight.maneuver_combat.maneuver_roll("m001"))
    assert fight.maneuver_combat.maneuver("m001").stage == "rolled"
    do(fight, fight.maneuver_combat.maneuver_results("m001"))
    assert fight.maneuver_combat.maneuver("m001").stage == "done"
    with pytest.raises(InputError):
        fight.maneuver_combat.maneuver_roll("m001")


def test_results_that_stop_round_two(fight):
    """Saipan 12.1.1 C: a retreat, an elimination or an end-of-combat result ends the fight after round 1."""
    do(fight, fight.maneuver_combat.declare_maneuver("us", ["us1"], "1524"))
    do(fight, fight.maneuver_combat.maneuver_roll("m001"))
    do(fight, fight.maneuver_combat.maneuver_results("m001", defender={"steps": 4}))
    m = fight.maneuver_combat.maneuver("m001")
    assert m.stage == "done" and not fight.ground.units_in("1524")
    assert fight.sequence.tally().vp["us"] == 4


def test_undo_restores_each_step(fight):
    """One change a step: undo puts the combat back where it was."""
    do(fight, fight.maneuver_combat.declare_maneuver("us", ["us1"], "1524"))
    do(fight, fight.maneuver_combat.maneuver_roll("m001"))
    do(fight, fight.maneuver_combat.maneuver_results("m001", attacker={"steps": 1}, defender={"end": True}))
    assert fight.maneuver_combat.maneuver("m001").stage == "done" and fight.unit("us1").steps == 1
    fight.session.undo()
    assert fight.maneuver_combat.maneuver("m001").stage == "rolled" and fight.unit("us1").steps == 2
    fight.session.undo()
    assert fight.maneuver_combat.maneuver("m001").stage == "declared"
    fight.session.undo()
    assert fight.maneuver_combat.maneuvers() == []


def test_dummies_alone_are_lifted(blank):
    """Saipan 15.3, 11.0 E: a hex of dummies is entered only by declaring combat; the dummies go."""
    put(blank, "us1", "us", "1424")
    put(blank, "dum", "japanese", "1524", a=0, d=0, dummy=True, sp=0)
    ch = do(blank, blank.maneuver_combat.declare_maneuver("us", ["us1"], "1524"))
    assert "dummies" in " ".join(summary(ch)) and not blank.ground.units_in("1524")


def _to_retreat(game, defender_entry):
    do(game, game.maneuver_combat.declare_maneuver("us", ["us1"], "1524"))
    do(game, game.maneuver_combat.maneuver_roll("m001"))
    do(game, game.maneuver_combat.maneuver_results("m001", defender=defender_entry))


def test_retreat_two_hexes_and_enemy_zoc(fight):
    """Saipan 12.0 C, 10.2 C: two hexes; through an enemy ZOC one more step for the stack, unless a friendly
    unit cancels it."""
    _to_retreat(fight, {"retreat": True})
    m = fight.maneuver_combat.maneuver("m001")
    assert m.stage == "done" and m.retreats == ["defender@1524"]
    with pytest.raises(InputError, match="2 hexes"):
        fight.maneuver_combat.retreat("m001", "defender", ["1525"])
    # 1625 touches the US unit in 1624 (its ZOC): one extra step for the stack
    ch = do(fight, fight.maneuver_combat.retreat("m001", "defender", ["1625", "1626"]))
    assert fight.ground.units_in("1626") and "10.2 C" in " ".join(summary(ch))
    assert sum(u.steps for u in fight.ground.units_in("1626")) == 3
    assert fight.maneuver_combat.maneuver("m001").retreats == []
    fight.session.undo()
    put(fight, "jp9", "japanese", "1625")
    ch = do(fight, fight.maneuver_combat.retreat("m001", "defender", ["1625", "1626"]))
    assert sum(u.steps for u in fight.ground.units_in("1626")) == 4 and "cancel" in " ".join(summary(ch))


def test_cannot_retreat_stays_and_loses_one_step(fight):
    """Saipan 12.0 C: a stack that cannot retreat the full two hexes stays and loses one step in all."""
    _to_retreat(fight, {"retreat": True})
    do(fight, fight.maneuver_combat.retreat("m001", "defender", []))
    here = fight.ground.units_in("1524")
    assert len(here) == 2 and sum(u.steps for u in here) == 3


def test_us_retreat_goes_back_to_a_transport(fight):
    """Saipan 16.3 G, 14.6 A: a US unit ordered to retreat goes back to a transport with room in the Saipan
    Sea Zone."""
    from assistant.games.saipan.fleet import AirNaval
    do(fight, fight.fleet.add_air_naval(AirNaval("apa", "us", "ship", "AA", zone="Marianas")))
    do(fight, fight.maneuver_combat.declare_maneuver("us", ["us1"], "1524"))
    do(fight, fight.maneuver_combat.maneuver_roll("m001"))
    do(fight, fight.maneuver_combat.maneuver_results("m001", attacker={"retreat": True}))
    do(fight, fight.maneuver_combat.retreat("m001", "attacker"))
    assert fight.unit("us1").hex == "" and fight.fleet.air_naval("apa").passengers == ("us1",)
