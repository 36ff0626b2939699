"""Movement costs and reachable areas (Bataan III Movement, B7)."""

from __future__ import annotations

import math

import pytest
from hypothesis import given, settings, strategies as st
from shapely.geometry import Point

from assistant.games.bataan.table import Figure, Table, TerrainFeature
from assistant.games.bataan.table.movement import move_cost
from assistant.games.bataan.table.reach import reach
from tests.games.bataan.hypo import examples


def strip(fid, kind, x0, x1, h=48):
    return TerrainFeature.area_feature(fid, kind, [(x0, 0), (x1, 0), (x1, h), (x0, h)])


def test_jungle_doubles_and_road_does_not():
    """B7: a path costs its length, doubled inside jungle; a road costs its length."""
    road = TerrainFeature.line_feature("road", "road", [(0, 10), (48, 10)], 2)
    t = Table(48, 48, [road], figures=[Figure("a", "japanese", 1, "rifleman", 5, 10)])
    assert move_cost(t, "a", [(9, 10)], "walk").cost_in == pytest.approx(4.0)
    m = move_cost(t, "a", [(5, 13)], "walk")     # 1" road then 2" jungle
    assert m.cost_in == pytest.approx(1 + 4) and m.by_ground_in == pytest.approx({"road": 1.0, "jungle": 2.0})
    assert not m.legal and "uses 5.00\"" in m.problems[0]
    assert move_cost(t, "a", [(5, 13)], "run").legal


def test_priority_stream_over_road_over_clearing():
    """B7: where shapes overlap, streams first, then road, then clearings, then jungle."""
    feats = [strip("cl", "clearing", 0, 48), TerrainFeature.line_feature("road", "road", [(0, 10), (48, 10)], 2),
             strip("st", "stream", 20, 21)]
    t = Table(48, 48, feats, figures=[Figure("a", "japanese", 1, "rifleman", 10, 10)])
    m = move_cost(t, "a", [(30, 10)], "run")
    assert m.by_ground_in == pytest.approx({"stream": 1.0, "road": 19.0})
    assert m.cost_in == pytest.approx(21.0)
    m = move_cost(t, "a", [(10, 20)], "run")
    assert m.by_ground_in == pytest.approx({"road": 1.0, "clearing": 9.0})


def test_river_walk_only_and_tank_crossing():
    """III / B7: the river at a walk only (half rate); the tank crosses only where road or path meets it."""
    feats = [strip("cl", "clearing", 0, 48), strip("river", "river", 20, 22),
             TerrainFeature.line_feature("road", "road", [(0, 10), (48, 10)], 2)]
    t = Table(48, 48, feats, figures=[Figure("a", "japanese", 1, "rifleman", 19, 30),
                                      Figure("t", "japanese", 3, "tank", 20, 10), Figure("t2", "japanese", 3, "tank", 20, 30)])
    w = move_cost(t, "a", [(21, 30)], "walk")
    assert w.legal and w.cost_in == pytest.approx(1 + 2) and w.by_ground_in["river"] == pytest.approx(1.0)
    assert not move_cost(t, "a", [(22.5, 30)], "walk").legal     # 1 + 4 + 0.5 > 4
    r = move_cost(t, "a", [(21, 30)], "run")
    assert not r.legal and any("must be a walk" in p for p in r.problems)
    assert move_cost(t, "t", [(22, 10)], "walk").legal     # river first (B7): 2" cost 4"
    bad = move_cost(t, "t2", [(22, 30)], "walk")
    assert not bad.legal and any("tank" in p for p in bad.problems)


def test_crawl_only_for_seriously_wounded_americans():
    """III / B14: crawl 2", only for (seriously) wounded Americans, who may do nothing else."""
    t = Table(48, 48, [strip("cl", "clearing", 0, 48)],
              figures=[Figure("w", "american", 1, "rifleman", 10, 10, wounds="serious"),
                       Figure("j", "japanese", 1, "rifleman", 20, 10)])
    assert move_cost(t, "w", [(12, 10)], "crawl").legal
    assert not move_cost(t, "w", [(11, 10)], "walk").legal
    assert not move_cost(t, "j", [(21, 10)], "crawl").legal
    assert reach(t, "j", "crawl").area.is_empty


def test_reach_in_open_and_jungle_is_a_disc():
    """B7: run 8" in a clearing reaches 8" (a disc); in jungle half as far. Within 2 % of the disc's area."""
    t = Table(60, 60, [strip("cl", "clearing", 0, 30, 60)],
              figures=[Figure("o", "japanese", 1, "rifleman", 15, 30), Figure("j", "japanese", 1, "rifleman", 45, 30)])
    for fid, r in (("o", 8.0), ("j", 4.0)):
        area = reach(t, fid, "run").area.area
        assert area == pytest.approx(math.pi * r * r, rel=0.02)


def test_reach_stops_at_the_river_for_a_run():
    """B7: no run into the river; a walk may wade in at half rate."""
    feats = [strip("cl", "clearing", 0, 60, 60), strip("river", "river", 20, 26, 60)]
    t = Table(60, 60, feats, figures=[Figure("a", "japanese", 1, "rifleman", 18, 30)])
    run = reach(t, "a", "run").area
    assert run.bounds[2] <= 20.01
    walk = reach(t, "a", "walk").area
    assert 21.0 <= walk.bounds[2] <= 21.1     # 2" of clearing, then 2" of allowance buys 1" of river


def test_reach_grows_with_allowance():
    """B7: a larger allowance reaches everything a smaller one does."""
    feats = [strip("cl", "clearing", 0, 12, 40), strip("sw", "swamp", 16, 18, 40)]
    t = Table(40, 40, feats, figures=[Figure("a", "japanese", 1, "rifleman", 11, 20)])
    areas = [reach(t, "a", "run", allowance_in=a).area for a in (2, 4, 6, 8)]
    for small, big in zip(areas, areas[1:]):
        assert big.buffer(1e-6).contains(small) and big.area > small.area


TERRAIN = [strip("cl", "clearing", 0, 14, 40), TerrainFeature.line_feature("road", "road", [(0, 22), (40, 18)], 2),
           strip("st", "stream", 16, 17, 40), strip("sw", "swamp", 24, 30, 40)]


@settings(max_examples=examples(60), deadline=None)
@given(st.lists(st.tuples(st.floats(-6, 6), st.floats(-6, 6)), min_size=1, max_size=3))
def test_reach_contains_paths_that_fit(steps):
    """B7: every sampled path whose exact cost fits the run allowance ends inside the reach
    (allowing the raster's accuracy: 2 % of the allowance plus one cell)."""
    t = Table(40, 40, TERRAIN, figures=[Figure("a", "japanese", 1, "rifleman", 16, 20)])
    area = t_reach_cache.setdefault("run", reach(t, "a", "run").area)
    x, y = 16.0, 20.0
    pts = []
    for dx, dy in steps:
        x, y = min(max(x + dx, 0), 40), min(max(y + dy, 0), 40)
        pts.append((x, y))
    m = move_cost(t, "a", pts, "run")
    if m.legal:
        assert area.buffer(0.02 * 8 + 0.2).contains(Point(pts[-1]))


t_reach_cache: dict = {}


def test_path_that_turns_back_pays_each_leg():
    """B32 (III Movement, B7): a 2" step out and back in jungle is two 2" legs at double rate: 8" of
    allowance, not the 4" of the ground it covers; so it is no longer a legal 4" walk."""
    t = Table(48, 48, figures=[Figure("a", "japanese", 1, "rifleman", 10, 10)])
    m = move_cost(t, "a", [(12, 10), (10, 10)], "walk")
    assert m.length_in == pytest.approx(4.0) and m.cost_in == pytest.approx(8.0)
    assert m.by_ground_in == pytest.approx({"jungle": 4.0})
    assert not m.legal and "uses 8.00\" of a 4\" walk" in m.problems
    assert any("B32" in r for r in m.ruling)
    # a leg that half retraces the one before: 3" + 1.5" back + 1" on, every leg paid
    m = move_cost(t, "a", [(13, 10), (11.5, 10), (11.5, 11)], "run")
    assert m.cost_in == pytest.approx(2 * (3 + 1.5 + 1)) and not m.legal


def test_path_leg_limit_is_stated():
    """A path of more than movement.MAX_WAYPOINTS legs is refused, naming the limit (nothing measured)."""
    from assistant.core.errors import InputError
    from assistant.games.bataan.table.movement import MAX_WAYPOINTS
    t = Table(48, 48, figures=[Figure("a", "japanese", 1, "rifleman", 10, 10)])
    with pytest.raises(InputError, match=f"at most {MAX_WAYPOINTS} waypoints"):
        move_cost(t, "a", [(10.0, 10.0)] * (MAX_WAYPOINTS + 1), "walk")
    m = move_cost(t, "a", [(10 + (k % 2) * 0.01, 10) for k in range(MAX_WAYPOINTS)], "walk")
    assert m.cost_in == pytest.approx(2 * 0.01 * (MAX_WAYPOINTS - 1))    # 999 legs of 0.01" in jungle
