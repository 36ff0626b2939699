"""Saipan: the referee's fleet entries as the window types them (a new air or naval unit, the sea-zone
chart, T4), and a US ground unit put straight on a beach (16.3 D-E)."""

from __future__ import annotations

import pytest

from assistant.core.errors import InputError
from assistant.games.saipan.units import Unit

from .conftest import do, summary


def test_place_air_and_naval_units_from_words(blank):
    """Saipan 14.0 A, 16.3 B-C, 9.2.1: a carrier enters a US entry zone; its air unit goes aboard it by the
    carrier's id; ratings read air-to-air/anti-ship/bombardment (air) or anti-ship/AA/bombardment (ship).
    Bad words are refused, naming the field, and change nothing; undo takes the unit off."""
    do(blank, blank.fleet_entries.place_air_naval("us", "ship", "CV", "Lexington", "3/6/0", "Zone #5", capacity=2))
    cv = blank.fleet.air_naval("us-lexington")
    assert (cv.zone, cv.anti_ship, cv.aa, cv.capacity) == ("Zone #5", 3, 6, 2)
    ch = do(blank, blank.fleet_entries.place_air_naval("us", "fighter", "F6F", "VF-16", "6/2/2", "us-lexington"))
    vf = blank.fleet.air_naval("us-vf-16")
    assert vf.carrier == "us-lexington" and vf.zone == "" and vf.air_to_air == 6
    assert blank.fleet.zone_of(vf) == "Zone #5" and "14.0 A" in summary(ch)[0]
    n = len(blank.fleet.air_naval_units())
    for args, match in [
        (("us", "fighter", "F6F", "VF-2", "6/2", "Marianas"), "ratings"),              # two numbers
        (("us", "ship", "XX", "Odd", "1/1/1", "Marianas"), "unknown ship type"),
        (("us", "ship", "DD", "Far", "3/3/2", "Bonin"), "16.3 B"),                   # not an entry zone
        (("us", "ship", "DD", "Nowhere", "3/3/2", "Atlantis"), "no sea zone"),
        (("japanese", "bomber", "D4Y", "Judy", "1/5/3", "Marianas"), "9.1 C"),       # no printed range
        (("us", "bomber", "SB2C", "VB-16", "2/5/4", ""), "where"),
        (("us", "ship", "DD", "Cap", "3/3/2", "Marianas", 2), "9.2.1"),              # capacity on a DD
    ]:
        with pytest.raises(InputError, match=match):
            blank.fleet_entries.place_air_naval(*args)
    assert len(blank.fleet.air_naval_units()) == n
    do(blank, blank.fleet_entries.place_air_naval("japanese", "bomber", "D4Y", "Judy", "1/5/3", "Marianas", range_zones=2))
    assert blank.fleet.air_naval("j-judy").range() == 2
    blank.session.undo()
    blank.session.undo()
    assert [u.id for u in blank.fleet.air_naval_units()] == ["us-lexington"]


def test_sea_zone_chart_typed_replaces_the_sample(blank):
    """Saipan T4 (ruling): the sea-zone chart is not printed; the referee types it, one zone a line, and
    it replaces the SAMPLE; a line that does not read, or a chart without the Saipan Sea Zone, is refused
    by line and changes nothing; undo brings the SAMPLE back."""
    assert blank.fleet.sea_zones().sample
    text = blank.fleet_entries.sea_zone_chart_text()
    assert "Marianas: " in text
    with pytest.raises(InputError, match="line 2"):
        blank.fleet_entries.enter_sea_zones("Marianas: Bonin\nBonin Caroline", "Marianas")
    with pytest.raises(InputError, match="Saipan Sea Zone"):
        blank.fleet_entries.enter_sea_zones("Bonin: Caroline", "Marianas")
    with pytest.raises(InputError, match="empty name"):
        blank.fleet_entries.enter_sea_zones("Marianas: Bonin,, Caroline", "Marianas")
    assert blank.fleet.sea_zones().sample
    ch = do(blank, blank.fleet_entries.enter_sea_zones("Marianas: Bonin, Caroline\nBonin: Ryukyu\n\nZone #5: Marianas",
                                         "Marianas"))
    z = blank.fleet.sea_zones()
    assert not z.sample and set(z.adjacent) == {"Marianas", "Bonin", "Caroline", "Ryukyu", "Zone #5"}
    assert z.distance("Ryukyu", "Zone #5") == 3 and "T4" in summary(ch)[0]
    assert blank.fleet_entries.enter_sea_zones(blank.fleet_entries.sea_zone_chart_text(), "Marianas") is not None    # reads back
    blank.session.undo()
    assert blank.fleet.sea_zones().sample


def test_chart_may_not_drop_a_zone_with_units(blank):
    """Saipan 14.0 A, T4: a new chart keeps every zone a unit sits in."""
    do(blank, blank.fleet_entries.place_air_naval("us", "ship", "DD", "Phelps", "3/3/2", "Caroline"))
    with pytest.raises(InputError, match="drops"):
        blank.fleet_entries.enter_sea_zones("Marianas: Bonin", "Marianas")


def test_us_unit_straight_onto_a_beach_is_refused_unless_ruled(blank):
    """Saipan 16.3 D-E: US ground units land on the invasion beaches from transports, 18 on turn 1 and 6 a
    turn after; put straight on a beach with add_unit they would skip both, so it is refused (nothing
    changes) unless the referee overrides it, and the summary records the ruling. Inland and off the map
    stay as they were; undo takes the ruled unit off."""
    marine = Unit("m1", "us", "marines", "2/6 Mar", 5, 6, 8, 2, 2, 7, "1124")
    with pytest.raises(InputError, match="16.3 D-E") as err:
        blank.ground.add_unit(marine)
    assert "transport" in err.value.message and err.value.where == "place in 1124"
    with pytest.raises(InputError, match="16.3 D-E"):
        blank.ground.place_unit("us", "marines", "8th Marines", "5-6-8/7", "1125")
    assert blank.units() == []
    ch = do(blank, blank.ground.add_unit(marine, override=True))
    assert blank.unit("m1").hex == "1124"
    assert any("Referee's correction" in s and "16.3 A, D-E" in s for s in summary(ch)) and "correction" in ch.text
    blank.session.undo()
    assert blank.units() == []
    do(blank, blank.ground.add_unit(Unit("m2", "us", "marines", "2/8 Mar", 5, 6, 8, 2, 2, 7, "")))   # off the map (16.3 C)
    do(blank, blank.ground.add_unit(Unit("j1", "japanese", "infantry", "118", 4, 5, 6, 2, 2, 6, "1224")))
    assert {u.id: u.hex for u in blank.units()} == {"m2": "", "j1": "1224"}
