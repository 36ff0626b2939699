"""Luzon terrain traced over the map image (issue 16) read by the supply trace: a road or rail line
traced with the brush carries a trace (2.1b, 3.1a); the shipped entries keep what they name (a traced
road through San Carlos leaves it a town), and a hex the referee painted on the Map tab wins.

``read_terrain`` is what supply and combat read. The command layer's ``MapCommands.terrain`` (not
this change's file) is swapped for it here, as the one-line wiring asks, with a check that it reads
the same as today's when nothing is traced."""

from __future__ import annotations

import pytest

from assistant.games.luzon.commands import LuzonGame
from assistant.games.luzon.commands.mapdata import MapCommands
from assistant.games.luzon.terrain import HexTerrain, read_terrain, with_traced
from assistant.games.map_image import TERRAIN_LABELS, MapImageCommands
from assistant.games.session import GameSession
from assistant.games.setup import new_game
from assistant.store.store import Store

_OWN_READER = MapCommands.terrain


def printed(reach: int):
    store = Store.open(":memory:")
    session = GameSession(store, new_game(store, "luzon", setup="printed", seed=5))
    g = LuzonGame(session)
    session.do(g.track.set_options([], []))
    session.do(g.supply.set_trace_reach(reach))
    return session, g, MapImageCommands(session, g.base_scenario.map)


@pytest.fixture
def wired(monkeypatch):
    monkeypatch.setattr(MapCommands, "terrain",
                        lambda self: read_terrain(self.store, self.game_id, self.base_scenario.map))


def test_every_brush_label_means_something_to_luzon():
    """Luzon 2.1b, 3.1a: each label of the brush maps to the hex fields supply reads."""
    from assistant.games.luzon.terrain import TRACED_FIELDS

    assert set(TERRAIN_LABELS["luzon"]) == set(TRACED_FIELDS)


def test_nothing_traced_reads_as_before():
    """With no trace, the merged reader gives exactly the shipped-then-painted terrain of today."""
    s, g, _ = printed(2)
    s.do(g.map.set_hex_terrain("7.36", secondary_road=True))
    assert read_terrain(g.store, g.game_id, g.base_scenario.map) == _OWN_READER(g)


def test_a_traced_road_carries_the_japanese_trace(wired):
    """Luzon 2.1b: from turn 2 the Japanese trace along secondary roads to Agoo (7.39); a road traced
    7.33-7.38 joins San Carlos (7.34, a shipped town, still detrainable) to it; undoing the stroke
    cuts the trace again."""
    s, g, trace = printed(2)
    s.do(g.track.go_to_turn(2))
    for uid in ("us_23_21", "us_21_21"):
        s.do(g.units.eliminate(uid))
    s.do(g.units.move("jp_47_48", "7.32"))
    assert not g.supply.trace("jp_47_48").ok
    s.do(trace.paint(["7.38", "7.37", "7.36", "7.35", "7.34", "7.33"], "rail"))
    assert not g.supply.trace("jp_47_48").ok                   # rail is nothing to them (2.1b)
    s.undo()
    s.do(trace.paint(["7.38", "7.37", "7.36", "7.35", "7.34", "7.33"], "road"))
    assert g.map.hex_terrain("7.34") == HexTerrain(town="town", secondary_road=True)
    t = g.supply.trace("jp_47_48")
    assert t.ok and t.source == "7.39" and t.via == "7.34"
    assert t.path == ("7.32", "7.33", "7.34", "7.35", "7.36", "7.37", "7.38", "7.39")
    s.undo()
    assert not g.supply.trace("jp_47_48").ok


def test_a_traced_rail_carries_the_allied_trace_and_a_painted_hex_wins(wired):
    """Luzon 3.1a: the Allies trace by rail to a detrainable hex joined to Manila (17.16), never by
    secondary road. Rail traced 17.17-17.21 and 17.21 painted a town on the Map tab (the painted entry
    starts from what the hex shows, rail included) carries the trace; painting the rail off 17.21 wins
    over the trace and cuts it."""
    s, g, trace = printed(1)
    s.do(g.units.move("us_192_tank", "17.22"))
    line = ["17.17", "17.18", "17.19", "17.20", "17.21"]
    s.do(trace.paint(line, "road"))
    s.do(g.map.set_hex_terrain("17.21", town="town"))
    assert not g.supply.trace("us_192_tank").ok                # a road does not serve the Allies
    s.do(trace.paint(line[:-1], "rail"))
    s.do(g.map.set_hex_terrain("17.21", rail=True, secondary_road=False))
    t = g.supply.trace("us_192_tank")
    assert t.ok and t.source == "17.16" and t.via == "17.21"
    assert t.path == ("17.22", "17.21", "17.20", "17.19", "17.18", "17.17", "17.16")
    s.do(g.map.set_hex_terrain("17.21", rail=False))
    s.do(trace.paint(["17.21"], "rail"))
    assert g.map.hex_terrain("17.21") == HexTerrain(town="town")   # the painted entry wins
    assert not g.supply.trace("us_192_tank").ok


def test_a_traced_town_keeps_a_named_one():
    """Luzon 2.1b: a traced town never downgrades a city named in the source (17.17) and makes a
    plain hex a village or city; 'other' adds nothing."""
    base = {"17.17": HexTerrain(town="city")}
    out = with_traced(base, {"17.17": "town", "17.18": "town", "17.19": "point_of_interest", "17.20": "other"})
    assert out["17.17"].town == "city" and out["17.18"].town == "town" and out["17.19"].town == "poi"
    assert "17.20" not in out
