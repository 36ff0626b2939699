"""Luzon trace supply (1.8-1.10, 2.1a-b, 3.1a) over the terrain entries the referee paints, the
terrain record itself (undoable, JSON), and the attrition roll of an Out of Supply unit (1.9)."""

from __future__ import annotations

import json
from fractions import Fraction

import pytest

from assistant.core.errors import InputError
from assistant.games.luzon.commands import LuzonGame
from assistant.games.session import GameSession
from assistant.games.setup import new_game
from assistant.store import rolls
from assistant.store.store import Store


def printed(seed: int = 5, reach: int | None = 2):
    store = Store.open(":memory:")
    session = GameSession(store, new_game(store, "luzon", setup="printed", seed=seed))
    g = LuzonGame(session)
    session.do(g.track.set_options([], []))
    if reach is not None:
        session.do(g.supply.set_trace_reach(reach))
    return session, g


def paint(s, g, labels, **fields):
    for lab in labels:
        s.do(g.map.set_hex_terrain(lab, **fields))


def test_turn_one_japanese_trace_automatically():
    """2.1a: on turn 1 every Japanese unit is in trace supply, wherever it is."""
    s, g = printed(reach=None)
    s.do(g.units.move("jp_47_48", "12.30"))
    t = g.supply.trace("jp_47_48")
    assert t.ok and "2.1a" in t.words


def test_japanese_trace_along_secondary_roads_not_rail_or_tracks():
    """2.1b: from turn 2 the Japanese trace along secondary roads as if rail to Agoo; rail and tracks
    give them nothing; Points of Interest are detrainable; the line from the unit is drawn hex by hex."""
    s, g = printed(reach=2)
    s.do(g.track.go_to_turn(2))
    for uid in ("us_23_21", "us_21_21"):          # the Allied regiments at 7.36 and 7.34 would cut the road
        s.do(g.units.eliminate(uid))
    s.do(g.units.move("jp_47_48", "7.31"))
    assert not g.supply.trace("jp_47_48").ok
    road = ["7.38", "7.37", "7.36", "7.35"]
    paint(s, g, road, rail=True)
    assert not g.supply.trace("jp_47_48").ok                 # rail is nothing to them
    paint(s, g, road, secondary_road=True, rail=False)
    s.do(g.map.set_hex_terrain("7.35", track=True))
    s.do(g.map.set_hex_terrain("7.33", town="poi"))
    assert not g.supply.trace("jp_47_48").ok                 # the POI is not on the road
    s.do(g.map.set_hex_terrain("7.34", secondary_road=True))
    s.do(g.map.set_hex_terrain("7.33", secondary_road=True))
    t = g.supply.trace("jp_47_48")
    assert t.ok and t.source == "7.39" and t.via == "7.33"
    assert t.path == ("7.31", "7.32", "7.33", "7.34", "7.35", "7.36", "7.37", "7.38", "7.39")
    assert "does not bind the Japanese (1.10)" in t.words


def test_allied_trace_by_rail_never_secondary_roads():
    """3.1a: the Allies trace along rail to a village, city or Point of Interest joined to Manila
    (turns 1-3); a secondary road does not serve them; an enemy unit on the line cuts it."""
    s, g = printed(reach=1)
    s.do(g.units.move("us_192_tank", "17.22"))
    rail = ["17.17", "17.18", "17.19", "17.20"]
    paint(s, g, rail, secondary_road=True)
    s.do(g.map.set_hex_terrain("17.21", town="town", secondary_road=True))
    assert not g.supply.trace("us_192_tank").ok
    paint(s, g, rail + ["17.21"], rail=True)
    t = g.supply.trace("us_192_tank")
    assert t.ok and t.source == "17.16" and t.via == "17.21" and "12.6f" in t.words
    s.do(g.units.move("jp_47_48", "17.19"))
    assert not g.supply.trace("us_192_tank").ok
    s.undo()
    s.do(g.track.go_to_turn(4))
    assert not g.supply.trace("us_192_tank").ok              # Manila is no source after turn 3


def test_mark_supply_is_one_undoable_change_and_attrition_odds_first():
    """1.9: units that cannot trace are marked Out of Supply in one change; the attrition roll shows
    its odds first (the referee's table, L2) and the roll uses the same numbers; undo restores."""
    s, g = printed(reach=1)
    ch = g.supply.mark_supply("allied")
    s.do(ch)
    out = [x for x in g.forces().on_map("allied") if not x.in_supply]
    assert out and "us_res_hq" not in {x.id for x in out}
    assert g.supply.attrition_odds("2d6", 10) == Fraction(6, 36)
    uid = out[0].id
    s.do(g.supply.roll_attrition(uid, "2d6", 10))
    row = max(rolls.query(s.store, s.game_id), key=lambda r: r["id"])
    assert row["chart_result"] == ("step loss" if row["result"] >= 10 else "no loss")
    s.undo()
    s.undo()
    assert all(x.in_supply for x in g.forces().on_map())


def test_attrition_of_a_unit_in_supply_needs_an_override():
    """1.9: attrition is for Out of Supply units; the referee may override, and the change says so."""
    s, g = printed()
    with pytest.raises(InputError, match="1.9.*override"):
        g.supply.roll_attrition("us_res_hq", "2d6", 11)
    ch = g.supply.roll_attrition("us_res_hq", "2d6", 11, override=True)
    assert "override" in ch.text and any("REFEREE OVERRIDE" in x for x in dict(ch.meta)["summary"])


@pytest.mark.parametrize("label", ["99.99", "abc", "-1.05", "1.999"])
def test_bad_hex_in_terrain_entry_changes_nothing(label):
    """Hardening: a bad hex number gets a clear message naming the hex; nothing is written."""
    s, g = printed()
    before = g.map.export_terrain()
    with pytest.raises(InputError, match="hex"):
        g.map.set_hex_terrain(label, rail=True)
    assert g.map.export_terrain() == before and len(s.history()) == 2


@pytest.mark.parametrize("value", ["-3", "x", "1000000000", 99])
def test_bad_trace_reach_and_attrition_numbers(value):
    """Hardening: negative, huge or non-numbers are refused with a message naming the field."""
    s, g = printed(reach=None)
    with pytest.raises(InputError, match="trace reach"):
        g.supply.set_trace_reach(value)
    with pytest.raises(InputError, match="attrition"):
        g.supply.attrition_odds("2d6", value)


def test_terrain_export_import_round_trip_and_undo():
    """The painted terrain exports as JSON and imports as ONE undoable change; a bad field refuses all."""
    s, g = printed()
    data = json.loads(g.map.export_terrain())
    assert data["17.16"] == {"town": "major_city"}
    with pytest.raises(InputError, match="unknown fields"):
        g.map.import_terrain(json.dumps({"8.20": {"rail": True}, "8.21": {"railway": True}}))
    s.do(g.map.import_terrain(json.dumps({"8.20": {"rail": True}, "8.21": {"rail": True, "terrain": "open"}})))
    assert g.map.hex_terrain("8.21").rail and g.map.hex_terrain("8.21").terrain == "open"
    s.undo()
    assert not g.map.hex_terrain("8.21").rail
    with pytest.raises(InputError, match="JSON"):
        g.map.import_terrain("{not json")


@pytest.mark.parametrize("data, words", [
    (b"\xff\xfe{}", "UTF-8"),                              # not text
    ("[" * 500 + "]" * 500, "nest"),                        # deeper than any terrain file
    ('{"8.20": {"rail": ' + "9" * 5000 + "}}", "digits"),  # past Python's int-string limit
])
def test_terrain_files_that_cannot_be_read_are_refused_and_nothing_changes(data, words):
    """Issue 17: a terrain file given to Luzon's Map tab gets the limits of every file the app reads
    (size, UTF-8, nesting, numbers), a message naming the import, and the painted terrain is untouched."""
    s, g = printed()
    before = g.map.export_terrain()
    with pytest.raises(InputError) as err:
        g.map.import_terrain(data)
    assert "terrain import" in str(err.value) and words.lower() in str(err.value).lower()
    assert g.map.export_terrain() == before
