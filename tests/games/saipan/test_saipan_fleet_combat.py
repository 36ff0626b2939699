"""Saipan air and naval combat on records, carriers and transports (9.1 D-E, 9.2, 14.3-14.6, 16.3 G)."""

from __future__ import annotations

import pytest

from assistant.core.errors import InputError

from .conftest import do, put, summary
from .test_saipan_fleet import add, air, ship


def found(game, side, zone):
    """Mark ``zone`` found by ``side`` today the way a search does (state only, for the test's set-up)."""
    state = game._an_state_with(found={"day": game.day, side: [zone]})
    from assistant.store import games as store_games

    game.session.do(store_games.state_change(game.store, game.game_id, state, "found"))


def test_unengaged_cap_fighter_shoots_first(blank):
    """Saipan 14.3 B, F: a CAP fighter nobody engages fires first and its hits count at once: the US
    fighter it shoots down never fires; the other pair is simultaneous. A hit flips, or eliminates a unit
    with no reduced side (14.3 D); air steps are recorded (16.4 A)."""
    add(blank, air("j1", a2a=10))
    add(blank, air("j2", a2a=1))
    add(blank, air("f6f", side="us", type_="F6F", zone="Caroline", a2a=10, has_reduced_side=False))
    do(blank, blank.fleet.assign_mission(["j1", "j2"], "cap", "Marianas"))
    do(blank, blank.fleet.assign_mission(["f6f"], "ground_attack", "Marianas"))
    plan = blank.air.plan_air_combat("Marianas", [("j1", "f6f"), ("f6f", "j2")])
    assert [a.attacker for a in plan.first] == ["j1"] and [a.attacker for a in plan.rest] == ["f6f"]
    assert "hit 100%" in plan.lines()[0]
    with pytest.raises(InputError, match="attacks once"):
        blank.air.plan_air_combat("Marianas", [("j1", "f6f"), ("j1", "f6f")])
    ch = do(blank, blank.air.air_combat("Marianas", [("j1", "f6f"), ("f6f", "j2")]))
    assert any("no shot" in s for s in summary(ch))
    assert {u.id for u in blank.fleet.air_naval_units()} == {"j1", "j2"}
    assert blank.sequence.tally().vp["japanese"] >= 1
    blank.session.undo()
    assert "f6f" in {u.id for u in blank.fleet.air_naval_units()}


def test_one_on_one_unless_outnumbered(blank):
    """Saipan 14.3 A: one on one; two on one target only when the side outnumbers the enemy."""
    add(blank, air("j1"))
    add(blank, air("j2"))
    add(blank, air("u1", side="us", type_="F6F", zone="Caroline"))
    add(blank, air("u2", side="us", type_="F6F", zone="Caroline"))
    do(blank, blank.fleet.assign_mission(["j1", "j2"], "cap", "Marianas"))
    do(blank, blank.fleet.assign_mission(["u1", "u2"], "ground_attack", "Marianas"))
    with pytest.raises(InputError, match="one on one"):
        blank.air.plan_air_combat("Marianas", [("u1", "j1"), ("u2", "j1")])
    add(blank, air("j3", role="bomber"))
    do(blank, blank.fleet.assign_mission(["j3"], "ground_attack", "Marianas"))
    with pytest.raises(InputError, match="fought by CAP"):
        blank.air.plan_air_combat("Marianas", [("u1", "j3")])


def test_ground_attack_bombards_once_and_flak_fires_its_attack(blank):
    """Saipan 9.1.3, 14.4 D: a ground-attack unit gives one bombardment at its rating; a Japanese AA ground
    unit fires its attack rating at it, each point once."""
    put(blank, "j-inf", "japanese", "1524")
    put(blank, "flak", "japanese", "1525", a=3, kind="heavy_flak")
    add(blank, air("tbf", side="us", type_="TBF", role="bomber", zone="Caroline", bp=4))
    src = {"kind": "air", "name": "tbf", "rating": 4, "points": 4}
    with pytest.raises(InputError, match="no ground-attack mission"):
        blank.bombard.plan_bombardment("us", "1524", [src])
    do(blank, blank.fleet.assign_mission(["tbf"], "ground_attack", "Marianas"))
    plan = blank.air.plan_fleet_aa("flak", [("tbf", 2)])
    assert plan.chances[0] * 10 == 2
    do(blank, blank.air.fleet_aa("flak", [("tbf", 2)]))
    with pytest.raises(InputError, match="3 points used but the rating is 1"):
        blank.air.plan_fleet_aa("flak", [("tbf", 3)])
    if any(u.id == "tbf" for u in blank.fleet.air_naval_units()):
        assert blank.bombard.plan_bombardment("us", "1524", [src]).total == 4
        with pytest.raises(InputError, match="its rating"):
            blank.bombard.plan_bombardment("us", "1524", [dict(src, rating=5)])


def test_transport_hit_hits_every_passenger_and_sinking_loses_them(blank):
    """Saipan 14.6 A-C: ten ground units a transport; a hit is a hit on each unit aboard."""
    for i in range(10):
        put(blank, f"m{i}", "us", "", kind="marines")
    put(blank, "m10", "us", "", kind="marines")
    add(blank, ship("apa", type_="AA"))
    with pytest.raises(InputError, match="carries 10"):
        blank.transports.embark("apa", [f"m{i}" for i in range(11)])
    do(blank, blank.transports.embark("apa", ["m0", "m1"]))
    found(blank, "japanese", "Marianas")
    add(blank, air("kate", type_="B6N", role="bomber", ship=10))
    do(blank, blank.fleet.assign_mission(["kate"], "anti_ship", "Marianas"))
    ch = do(blank, blank.air.strike("kate", "apa"))
    assert blank.fleet.air_naval("apa").state == "damaged"
    assert {blank.unit(i).steps for i in ("m0", "m1")} == {1}
    assert any("14.6 B" in s for s in summary(ch))
    with pytest.raises(InputError, match="struck already"):
        blank.air.plan_strike("kate", "apa")
    blank.session.undo()
    assert blank.fleet.air_naval("apa").state == "full" and blank.unit("m0").steps == 2


def test_carrier_capacity_damage_and_the_end_of_the_phase(blank):
    """Saipan 9.2.1 A-B, 9.2.2 A-C, 9.1 D: two half-strength units count one; a damaged carrier keeps half;
    the excess moves to a carrier with room or onto Saipan; the phase ends with every unit home."""
    add(blank, ship("cve", type_="CVE", capacity=2))
    add(blank, ship("cve2", type_="CVE", capacity=2))
    add(blank, air("a", side="us", type_="F6F", carrier="cve", zone=""))
    add(blank, air("b", side="us", type_="F6F", carrier="cve", zone="", state="reduced"))
    add(blank, air("c", side="us", type_="F6F", carrier="cve", zone="", state="reduced"))
    with pytest.raises(InputError, match="no room"):
        blank.fleet.add_air_naval(air("d", side="us", type_="F6F", carrier="cve", zone=""))
    # the carrier is damaged: room for 1 now
    blank.session.do(blank._fleet_change("damage", ["test"], blank.fleet.air_naval_units(),
                                         [u if u.id != "cve" else __import__("dataclasses").replace(u, state="damaged")
                                          for u in blank.fleet.air_naval_units()]))
    assert blank.carriers.carrier_excess()
    with pytest.raises(InputError, match="over capacity"):
        blank.carriers.end_air_naval_phase()
    with pytest.raises(InputError, match="no Saipan airfield"):
        do(blank, blank.fleet.set_us_airfields(0)) and blank.carriers.rebase_air(["a"], "saipan")
    do(blank, blank.carriers.rebase_air(["a"], "cve2"))
    assert not blank.carriers.carrier_excess()
    ch = do(blank, blank.carriers.end_air_naval_phase())
    assert "holding boxes" in summary(ch)[0]


def test_carrier_sunk_air_destroyed_and_lost_airfields(blank):
    """Saipan 9.1 D-E: air units of a sunk carrier are lost; Saipan-based Japanese air units with both
    airfields in US hands are destroyed."""
    add(blank, ship("cv", type_="CV", capacity=3))
    add(blank, air("a", side="us", type_="F6F", carrier="cv", zone=""))
    add(blank, air("z", zone="Marianas"))
    do(blank, blank.carriers.rebase_air(["z"], "saipan"))
    do(blank, blank.fleet.set_us_airfields(2))
    fleet = blank.fleet.air_naval_units()
    blank.session.do(blank._fleet_change("sunk", ["test"], fleet, [u for u in fleet if u.id != "cv"]))
    ch = do(blank, blank.carriers.end_air_naval_phase())
    assert blank.fleet.air_naval_units() == []
    assert any("9.1 D" in s for s in summary(ch)) and any("9.1 E" in s for s in summary(ch))


def test_unload_after_the_phase_on_beaches_within_the_limit(blank):
    """Saipan 14.6 D-E, 16.3 D-E: passengers land from the Saipan Sea Zone after the air and naval action,
    on invasion beaches; reinforcements after turn 1 board only in the Saipan Sea Zone (14.6 G)."""
    put(blank, "m0", "us", "", kind="marines")
    put(blank, "m1", "us", "", kind="marines")
    add(blank, ship("apa", type_="AA"))
    do(blank, blank.transports.embark("apa", ["m0", "m1"]))
    with pytest.raises(InputError, match="14.6 D"):
        blank.transports.unload("apa", [("m0", "1124")])
    do(blank, blank.carriers.end_air_naval_phase())
    with pytest.raises(InputError, match="16.3 E"):
        blank.transports.unload("apa", [("m0", "1524")])
    do(blank, blank.transports.unload("apa", [("m0", "1124")]))
    assert blank.unit("m0").hex == "1124" and blank.fleet.air_naval("apa").passengers == ("m1",)
    assert blank.transports.landed_today() == 1


def test_us_retreat_goes_aboard_a_transport_with_room(blank):
    """Saipan 16.3 G, 14.6 A: a US unit ordered to retreat goes back aboard a transport in the Saipan Sea
    Zone with room; with none, it stays and the stack loses a step (12.0 C, our reading)."""
    put(blank, "m0", "us", "1124", kind="marines")
    units, results, words, ops = blank.combats._retreat(blank.units(), ["m0"], [])
    assert results and any("no transport" in w for w in words)
    add(blank, ship("apa", type_="AA"))
    units, results, words, ops = blank.combats._retreat(blank.units(), ["m0"], [])
    assert not results and ops and next(u for u in units if u.id == "m0").hex == ""


def test_extra_strike_units_go_through_s9(blank):
    """Ruling S9 (14.3 A): the defender's CAP pairs with attackers one to one; three US strike units against
    two Japanese CAP may not double up on one (the extra goes through), while the CAP side may when it
    outnumbers the strikes."""
    for j in ("j1", "j2"):
        add(blank, air(j))
    for u in ("u1", "u2", "u3"):
        add(blank, air(u, side="us", type_="F6F", zone="Caroline"))
    do(blank, blank.fleet.assign_mission(["j1", "j2"], "cap", "Marianas"))
    do(blank, blank.fleet.assign_mission(["u1", "u2", "u3"], "ground_attack", "Marianas"))
    with pytest.raises(InputError, match="S9"):
        blank.air.plan_air_combat("Marianas", [("u1", "j1"), ("u2", "j1")])
    plan = blank.air.plan_air_combat("Marianas", [("j1", "u1"), ("j2", "u2"), ("u1", "j1")])
    assert len(plan.first) + len(plan.rest) == 3       # u3 goes through to its strike


def test_cap_outnumbering_the_strikes_may_double_up(blank):
    """14.3 A: a side with more than one unit per enemy unit may put more than one on a target (the CAP)."""
    for j in ("j1", "j2", "j3", "j4"):
        add(blank, air(j))
    add(blank, air("u1", side="us", type_="F6F", zone="Caroline"))
    add(blank, air("u2", side="us", type_="F6F", zone="Caroline"))
    do(blank, blank.fleet.assign_mission(["j1", "j2", "j3", "j4"], "cap", "Marianas"))
    do(blank, blank.fleet.assign_mission(["u1", "u2"], "ground_attack", "Marianas"))
    plan = blank.air.plan_air_combat("Marianas", [("j1", "u1"), ("j2", "u1")])
    assert {a.attacker for a in plan.first + plan.rest} == {"j1", "j2"}
