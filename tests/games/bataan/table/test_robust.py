"""Coordinates near 0 and failed overlays (issue 17 item 5: what the nightly property run found):
one rule for coordinates within a billionth of an inch of 0, and no GEOS overlay error escapes."""

from __future__ import annotations

import numpy as np
import pytest
import shapely
from shapely.geometry import LineString, Polygon

from assistant.core.errors import InputError
from assistant.games.bataan.table import Figure, Table, TerrainFeature
from assistant.games.bataan.table.movement import move_cost
from assistant.games.bataan.table.robust import TINY_IN, homogeneous, overlay, snap_tiny
from assistant.games.bataan.table.segments import fan_edges, fan_lengths, segment_index
from assistant.games.bataan.table.terrain import RIVER, STREAM, Terrain
from tests.games.bataan.table.test_reach_search import hexagon


def test_snap_tiny_makes_near_zero_values_zero_and_keeps_the_rest():
    assert snap_tiny(5e-324) == 0.0 and snap_tiny(-1e-10) == 0.0 and snap_tiny(2e-9) == 2e-9
    got = snap_tiny(np.array([[5e-324, 0.5], [-5e-324, 1e-300], [TINY_IN, 3.0]]))
    assert got.tolist() == [[0.0, 0.5], [0.0, 0.0], [TINY_IN, 3.0]]


def test_terrain_points_and_figure_centres_near_zero_are_zero():
    """Table files: a terrain point or a figure centre within 1e-9" of 0 is stored as 0, the same rule
    for both, so no subnormal reaches GEOS from a file."""
    road = TerrainFeature.line_feature("r", "road", [(0.0, 0.0), (5e-324, -1.0), (4.0, 1e-12)], 1.0)
    area = TerrainFeature.area_feature("c", "clearing", [(-1e-300, 0.0), (3.0, 0.0), (3.0, 2.0)])
    assert road.line == ((0.0, 0.0), (0.0, -1.0), (4.0, 0.0)) and area.polygon[0] == (0.0, 0.0)
    f = Figure("a", "american", 1, "rifleman", 5e-324, -1e-10)
    assert (f.x, f.y) == (0.0, 0.0)


def test_a_line_shorter_than_tiny_has_no_length():
    """Table files: a line from (0, 0) to (0, 6e-113) is a point once its ends are snapped, and it is
    refused as a line of no length, naming the feature (the nightly run drew it for a river)."""
    with pytest.raises(InputError, match="no length") as e:
        TerrainFeature.line_feature("l0", "river", [(0.0, 0.0), (0.0, 6.03262846268831e-113)], 0.2)
    assert e.value.where == "terrain 'l0'"


def _sliver_stream() -> TerrainFeature:
    """A stream from (0, 0) to (5e-324, -1) buffered 1" each side, built without the constructor's
    snapping: on the table it is a sliver 5e-324" high, on which GEOS's floating overlay fails."""
    geom = LineString([(0.0, 0.0), (5e-324, -1.0)]).buffer(1.0, cap_style="flat", join_style="round", quad_segs=8)
    return TerrainFeature(id="s", kind="stream", geometry=geom, line=((0.0, 0.0), (5e-324, -1.0)), width_in=2.0)


def test_overlays_of_areas_stay_areas_and_a_failed_overlay_does_not_escape():
    """Issue 17 item 5 (found by a hunt over the reach tests' terrains): the river corner taken from
    the sliver stream left a line (the floating overlay's answer), the covered ground became a
    collection of a polygon and a line, and the next overlay failed ("unable to determine overlay
    result geometry dimension"), so no region, jungle or reach could be built. Regions keep only
    their areas now, and an overlay GEOS gives up on is done again on a grid, of such a
    collection's polygons."""
    river = TerrainFeature.area_feature("w", "river", hexagon(0, 0, 0.5))
    t = Terrain(24, 24, [_sliver_stream(), river])
    assert all(g.is_empty or g.geom_type in ("Polygon", "MultiPolygon") for g in t.regions)
    assert t.regions[RIVER].area == pytest.approx(river.geometry.area / 4, abs=1e-9)    # a quarter on the table
    assert t.regions[STREAM].area == 0.0 and t.tank_river_crossing.is_empty
    assert t.jungle.area == pytest.approx(24 * 24 - t.regions[RIVER].area, abs=1e-9)
    # what the old chain carried on from the streams to the roads: the river and a line of stream (the stream's
    # union is now empty: a sliver 5e-324" high has no area, robust.drop_slivers, issue 26; its raw clip here)
    assert t._class_union(STREAM).is_empty
    raw_stream = shapely.intersection(_sliver_stream().geometry, t.rect)
    mixed = shapely.union(t.regions[RIVER], shapely.difference(raw_stream, t.regions[RIVER]))
    assert mixed.geom_type == "GeometryCollection"
    with pytest.raises(shapely.errors.GEOSException, match="overlay result geometry dimension"):
        shapely.difference(Polygon(), mixed)                # no roads: their empty union less the covered
    assert overlay(shapely.difference, Polygon(), mixed).is_empty
    assert homogeneous(mixed).equals(t.regions[RIVER])


def test_kernels_take_points_near_zero_as_zero():
    """B4: a line from x = 5e-324 to x = 0 along the table's edge through jungle: the exact kernel and
    the fan kernel give what they give for x = 0 (its whole length: the jungle is closed), where
    GEOS's overlay on the raw subnormal said 0.5"."""
    t = Table(20, 10, [TerrainFeature.area_feature("c", "clearing", [(5, 0), (10, 0), (10, 5), (5, 5)])])
    raw = np.array([[5e-324, 0.5], [0.0, 2.1708142339727234]])
    snapped = snap_tiny(raw)
    L = 2.1708142339727234 - 0.5
    assert segment_index(t.terrain).lengths(raw[:1], raw[1:]) == pytest.approx([L], abs=1e-12)
    inj = t.terrain.in_jungle(snapped[:, 0], snapped[:, 1])
    got, ok = fan_lengths(fan_edges(t.terrain), raw, np.array([0, 1]), np.array([1, 0]), inj)
    assert ok.all() and got == pytest.approx([L, L], abs=1e-12)
    assert LineString(snapped).intersection(t.terrain.jungle).length == pytest.approx(L, abs=1e-12)


def test_waypoints_near_zero_are_zero():
    """B7 / B32: a waypoint within 1e-9" of 0 is measured as 0, as a figure centre is: a path along
    the table's edge from (0, 1) to (5e-324, 5) runs 4" of jungle, costing 8"."""
    t = Table(20, 10, [TerrainFeature.area_feature("c", "clearing", [(5, 0), (10, 0), (10, 5), (5, 5)])],
              [Figure("a", "american", 1, "rifleman", 0.0, 1.0)])
    got = move_cost(t, "a", [(5e-324, 5.0)], "run")
    assert got.path == ((0.0, 1.0), (0.0, 5.0)) and got.cost_in == pytest.approx(8.0, abs=1e-12)
