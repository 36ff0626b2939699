"""Saipan air and naval units as records: holding boxes, relocation, search, missions (9.1, 14.0-14.2)."""

from __future__ import annotations

import pytest

from assistant.core.errors import InputError
from assistant.games.saipan.fleet import SAMPLE_ADJACENT, AirNaval, SeaZones

from .conftest import do, summary


def air(uid, side="japanese", type_="A6M", role="fighter", zone="Marianas", a2a=5, ship=3, bp=2, **kw):
    return AirNaval(uid, side, "air", type_, uid, role, zone, air_to_air=a2a, anti_ship=ship, bombardment=bp, **kw)


def ship(uid, side="us", type_="DD", zone="Marianas", anti=4, aa=4, bp=3, **kw):
    return AirNaval(uid, side, "ship", type_, uid, zone=zone, anti_ship=anti, aa=aa, bombardment=bp, **kw)


def add(game, u):
    do(game, game.fleet.add_air_naval(u))
    return u


def test_sample_zones_give_the_range_example():
    """Saipan 9.1 B example: range 2 from the Marianas reaches Philippine Sea #2, #3c, #4, Ryukyu, Bonin,
    #5, Palau and Caroline (and not Mindanao or Philippine Sea #1)."""
    z = SeaZones.of(SAMPLE_ADJACENT)
    reach = set(z.within("Marianas", 2)) - {"Marianas"}
    assert reach == {"Philippine Sea #2", "Philippine Sea #3c", "Philippine Sea #4", "Ryukyu", "Bonin", "Zone #5",
                     "Palau", "Caroline"}


def test_holding_boxes_and_entry_limits(blank):
    """Saipan 14.0 A, 16.1 B, 16.2, 16.3 B: units start in a zone's holding box; Japanese land-based air
    in the five listed zones, at most nine a zone; US units enter via Caroline, Marianas, Zone #5; Japanese
    ships not before turn 3."""
    for i in range(9):
        add(blank, air(f"j{i}", zone="Bonin"))
    with pytest.raises(InputError, match="at most 9"):
        blank.fleet.add_air_naval(air("j9", zone="Bonin"))
    with pytest.raises(InputError, match="16.1 B"):
        blank.fleet.add_air_naval(air("jx", zone="Mindanao"))
    with pytest.raises(InputError, match="16.3 B"):
        blank.fleet.add_air_naval(ship("dd", zone="Bonin"))
    with pytest.raises(InputError, match="16.2"):
        blank.fleet.add_air_naval(ship("kongo", side="japanese", type_="BB", zone="Ryukyu"))
    assert len(blank.fleet.air_naval_units()) == 9
    blank.session.undo()
    assert len(blank.fleet.air_naval_units()) == 8


def test_relocation_one_adjacent_zone_once(blank):
    """Saipan 14.0 B-C: one adjacent zone, for relocation; then missions at full range."""
    add(blank, air("zeke", zone="Bonin"))
    with pytest.raises(InputError, match="not next to"):
        blank.fleet.relocate(["zeke"], "Caroline")
    do(blank, blank.fleet.relocate(["zeke"], "Marianas"))
    assert blank.fleet.air_naval("zeke").zone == "Marianas"
    with pytest.raises(InputError, match="already relocated"):
        blank.fleet.relocate(["zeke"], "Caroline")


def test_missions_need_a_found_zone_but_ground_strikes(blank):
    """Saipan 14.2 A-B, 9.1.1 B, 9.1 F: missions only into zones found today; ground attacks on Saipan
    need no search; CAP over its own zone; one mission a phase; range (9.1 C: a Ki43 reaches 1)."""
    add(blank, air("oscar", type_="Ki43", zone="Bonin"))
    add(blank, air("zeke", zone="Bonin"))
    add(blank, air("f6f", side="us", type_="F6F", zone="Caroline"))
    with pytest.raises(InputError, match="14.2 A"):
        blank.fleet.plan_mission("zeke", "anti_ship", "Marianas")
    with pytest.raises(InputError, match="own zone"):
        blank.fleet.plan_mission("zeke", "cap", "Marianas")
    with pytest.raises(InputError, match="range 1"):
        blank.fleet.plan_mission("oscar", "anti_ship", "Caroline")
    do(blank, blank.fleet.assign_mission(["zeke"], "ground_attack", "Marianas"))
    with pytest.raises(InputError, match="already flew"):
        blank.fleet.plan_mission("zeke", "escort", "Marianas")
    d, odds = blank.fleet.search_zone_odds("us", "Marianas")
    assert d == 1 and float(odds["found"]) == 0.6          # 14.1: 1-6 one zone away


def test_search_keeps_the_zone_found(blank):
    """Saipan 14.1: a search from a unit's own zone finds on 1-8; the find opens the zone to missions."""
    add(blank, air("zeke", zone="Marianas"))
    add(blank, ship("dd", zone="Marianas"))
    for _ in range(10):
        ch = do(blank, blank.fleet.search_zone("japanese", "Marianas"))
        if dict(ch.meta)["outcome"] == "found":
            break
    assert "Marianas" in blank.fleet.found_zones("japanese")
    assert any("14.2 A" in s for s in summary(ch))
    do(blank, blank.fleet.assign_mission(["zeke"], "anti_ship", "Marianas"))
    assert blank.fleet.air_naval("zeke").mission == "anti_ship"


def test_view_stacks_for_each_side(blank):
    """Saipan 15.2 A-B, 15.3: the map for the US shows a force marker over hidden Japanese units and
    dummies; for the Japanese only the top unit of a US stack; the referee sees all."""
    from assistant.games.saipan.fog import view_stacks

    from .conftest import put

    put(blank, "j1", "japanese", "1524", hidden=True)
    put(blank, "jd", "japanese", "1524", dummy=True, sp=0)
    put(blank, "u1", "us", "1526")
    put(blank, "u2", "us", "1526")
    us = view_stacks(blank.units(), "us")
    assert [c.name for c in us["1524"]] == ["Force"] and len(us["1526"]) == 2
    jp = view_stacks(blank.units(), "japanese")
    assert [c.id for c in jp["1526"]] == ["u1"] and "1 below" in jp["1526"][0].tooltip
    assert len(view_stacks(blank.units(), "")["1524"]) == 2


def test_demo_fleet_is_on_record():
    """The demo seeds a SAMPLE fleet in legal holding boxes (14.0 A, 16.1 B, 16.3 B)."""
    from assistant.games.saipan.commands import SaipanGame
    from assistant.games.session import GameSession
    from assistant.games.setup import new_game
    from assistant.store.store import Store

    store = Store.open(":memory:")
    g = SaipanGame(GameSession(store, new_game(store, "saipan", setup="demo", seed=1)))
    fleet = g.fleet.air_naval_units()
    assert fleet and all(u.sample for u in fleet)
    assert not g.carriers.carrier_excess()
