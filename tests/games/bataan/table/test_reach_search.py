"""The fast reach (issue 17, item 6: the reachable area on select within a frame) against the plain search
and against the exact answer on open ground (Bataan III Movement, B7)."""

from __future__ import annotations

import math

import numpy as np
import pytest
import shapely
from hypothesis import example, given, settings, strategies as st
from shapely.geometry import Point

from assistant.core.errors import InputError
from assistant.games.bataan.table import Figure, Table, TerrainFeature
from assistant.games.bataan.table import reach as R
from assistant.games.bataan.table.reach_search import cells_outline, cost_field_fast
from tests.games.bataan.hypo import examples

SIZE = 24.0
TIE = 1e-9          # cells whose least cost is this close to the allowance may fall either way (rounding)


def strip(fid, kind, x0, x1, h=SIZE):
    return TerrainFeature.area_feature(fid, kind, [(x0, 0), (x1, 0), (x1, h), (x0, h)])


def hexagon(x, y, r):
    return [(x + r * math.cos(a), y + r * math.sin(a)) for a in np.linspace(0, 2 * math.pi, 7)[:-1]]


@st.composite
def terrains(draw):
    """A 24" x 24" table of up to five shapes of every ground kind: strips, blobs and road/stream lines."""
    feats = []
    for k in range(draw(st.integers(0, 5))):
        x, y = draw(st.floats(0, SIZE)), draw(st.floats(0, SIZE))
        if draw(st.booleans()):
            kind = draw(st.sampled_from(["river", "stream", "road", "path"]))
            dx, dy = draw(st.floats(-12, 12)), draw(st.floats(-12, 12))
            if math.hypot(dx, dy) < 0.5:
                dx = 1.0
            feats.append(TerrainFeature.line_feature(f"f{k}", kind, [(x, y), (x + dx, y + dy)],
                                                     draw(st.floats(0.3, 3))))
        else:
            kind = draw(st.sampled_from(["river", "stream", "swamp", "clearing"]))
            r = draw(st.floats(0.5, 6))
            feats.append(TerrainFeature.area_feature(f"f{k}", kind, hexagon(x, y, r)))
    return feats


# found by the nightly run (issue 17 item 5): a figure on a cell line (y = 6.0, 30 cells of 0.2") beside a
# short road, a river corner off its walk: the walk read off the run's search seeded from cell 30, its own
# search from cell 29 ((6.0 - 7 * 0.2) / 0.2 = 22.999...), so their costs differed by the stencil's error
# (3.93" against 3.92"; with a 1" road one cell fell either side of 4"). Now both measure from the corner.
ON_A_CELL_LINE = [[TerrainFeature.line_feature("f0", "road", [(0, 4), (1, 4)], w),
                   TerrainFeature.area_feature("f1", "river", hexagon(0, 0, 1)),
                   TerrainFeature.area_feature("f2", "river", hexagon(0, 0, 1))] for w in (0.5, 1.0)]
# found by a hunt over `terrains` (issue 17 item 5): a stream from (0, 0) to (5e-324, -1) buffered to a
# sliver of subnormal height on the table; GEOS's overlay failed ("unable to determine overlay result
# geometry dimension") building the regions and the tank's river crossing. Terrain points within
# robust.TINY_IN of 0 are now 0, and a failed overlay is done again with snap-rounding.
SUBNORMAL_STREAM = [TerrainFeature.line_feature("f0", "stream", [(0.0, 0.0), (5e-324, -1.0)], 2.0),
                    TerrainFeature.area_feature("f1", "river", hexagon(0, 0, 0.5))]


def put(feats, x, y, role="rifleman"):
    return Table(SIZE, SIZE, feats, [Figure("a", "japanese", 3 if role == "tank" else 1, role, x, y)])


def check_same_cells(fast, ref, allowance):
    """The same cells within the allowance, but for ties (a cell costing the allowance to within TIE)."""
    differ = (fast <= allowance) != (ref <= allowance)
    assert np.all(np.abs(ref[differ] - allowance) <= TIE), "fast and plain searches reach different cells"
    both = np.isfinite(fast) & np.isfinite(ref)
    assert np.allclose(fast[both], ref[both], rtol=0, atol=TIE)


@settings(max_examples=examples(60), deadline=None)
@given(terrains(), st.floats(0, SIZE), st.floats(0, SIZE), st.sampled_from(["walk", "run"]),
       st.sampled_from(["rifleman", "tank"]), st.sampled_from([0.2, 0.3, 0.5]),
       st.one_of(st.none(), st.floats(0.5, 8)))
@example(SUBNORMAL_STREAM, 1.0, 1.0, "walk", "tank", 0.2, None)
@example(SUBNORMAL_STREAM, 0.0, 0.5, "run", "rifleman", 0.2, None)
@example(ON_A_CELL_LINE[0], 0.0, 6.0, "walk", "rifleman", 0.2, None)
def test_fast_search_finds_the_plain_searchs_costs(feats, x, y, mode, role, cell, allowance_in):
    """B7 (issue 17, item 6): the row sweeps reach the plain search's fixed point: the same least cost
    for every cell within the cap, on any terrain (walls of river, roads that turn back, the tank's
    crossings), so the same cells are within the allowance, ties within 1e-9" apart."""
    t = put(feats, x, y, role)
    fig = t.figure("a")
    allowance = R.ALLOWANCE_IN[mode] if allowance_in is None else allowance_in
    ground, _ = R.ground_raster(t.terrain, cell)
    window = R._window(ground, fig, allowance, cell)
    f = R._factor(t, fig, mode, cell, window)
    src = R._source(fig, cell, window)
    ref = R.reference_cost_field(f, src, cell, allowance)
    ref[ref > allowance * 1.05 + 1e-9] = np.inf          # the plain search keeps its seeds past the cap
    check_same_cells(cost_field_fast(f, src, cell, allowance), ref, allowance)


@settings(max_examples=examples(100), deadline=None)
@given(st.integers(1, 40), st.integers(1, 40), st.integers(0, 2**32 - 1), st.floats(0, 1), st.floats(0, 1),
       st.floats(0.3, 9), st.sampled_from([0.2, 0.5, 1.0]))
def test_fast_search_on_any_raster(nx, ny, seed, fx, fy, limit, cell):
    """B7 (issue 17, item 6): on any raster of cost factors 1 and 2 with walls (mazes, one-cell gaps,
    the figure at an edge or a corner), the row search finds the plain search's costs; on windows
    narrower than a step (the plain search needs 4 cells a side) it still answers."""
    rng = np.random.default_rng(seed)
    f = rng.choice([1.0, 2.0, np.inf], size=(nx, ny), p=rng.dirichlet([1, 1, 0.5]))
    src = (min(fx * nx, nx - 1e-9), min(fy * ny, ny - 1e-9))
    got = cost_field_fast(f, src, cell, limit)
    if min(nx, ny) < 4:
        assert got.shape == f.shape and not np.any(got < 0)
        return
    ref = R.reference_cost_field(f, src, cell, limit)
    ref[ref > limit * 1.05 + 1e-9] = np.inf
    check_same_cells(got, ref, limit)


@settings(max_examples=examples(60), deadline=None)
@given(terrains(), st.floats(0, SIZE), st.floats(0, SIZE), st.sampled_from(["walk", "run"]),
       st.sampled_from(["rifleman", "tank"]))
@example(ON_A_CELL_LINE[0], 0.0, 6.0, "walk", "rifleman")
@example(ON_A_CELL_LINE[1], 0.0, 6.0, "walk", "rifleman")
@example(SUBNORMAL_STREAM, 1.0, 1.0, "walk", "tank")
# found by the nightly run after the fix above: a figure on the table's far edge (y = 24.0 = 120 cells) was
# put in cell 120, one past the raster, so the plain search reached nothing; it is in cell 119 now
@example([], 0.0, 24.0, "walk", "rifleman")
def test_fast_reach_agrees_with_the_plain_reach_within_a_cell(feats, x, y, mode, role):
    """B7 (issue 17, item 6): the area `reach` draws on select against the plain search's, same run:
    every point of either lies within one cell (0.2") plus the stencil's direction error (1.3 % of the
    allowance) of the other. Where the search runs they are the same cells; on uniform ground the fast
    one is the exact disc, which the plain raster approximates."""
    t = put(feats, x, y, role)
    fast = R.reach(t, "a", mode)
    ref = R.reach(t, "a", mode, search="reference")
    rows = R.reach(t, "a", mode, search="rows")                    # the row search, never the disc
    check_same_cells(rows.cost_in, ref.cost_in, rows.allowance_in)
    assert fast.area.is_valid and rows.area.is_valid
    if not any("exact disc" in r for r in fast.ruling):
        check_same_cells(fast.cost_in, ref.cost_in, fast.allowance_in)
        tie = np.abs(ref.cost_in - fast.allowance_in) <= TIE
        assert fast.area.symmetric_difference(ref.area).area <= tie.sum() * R.CELL_IN ** 2 + 1e-9
    assert fast.area.is_empty == ref.area.is_empty                  # the tank in the river, away from road
    if not ref.area.is_empty:
        tol = R.CELL_IN * math.sqrt(2) + 0.013 * fast.allowance_in
        assert fast.area.buffer(tol).contains(ref.area)
        assert ref.area.buffer(tol).contains(fast.area)


@settings(max_examples=examples(60), deadline=None)
@given(st.sampled_from(["clearing", "jungle", "road"]), st.floats(0, SIZE), st.floats(0, SIZE),
       st.sampled_from(["walk", "run"]), st.floats(0.5, 8))
def test_open_ground_is_the_exact_disc(ground, x, y, mode, allowance):
    """B7: on ground of one cost the reach is the disc of allowance / cost (doubled in jungle), cut
    at the table's edge, drawn with 128 sides: within 0.1 % of the exact area and 0.01" of its edge."""
    feats = [] if ground == "jungle" else [strip("g", "clearing", 0, SIZE)] if ground == "clearing" else \
        [TerrainFeature.line_feature("g", "road", [(0, SIZE / 2), (SIZE, SIZE / 2)], 2 * SIZE)]
    t = put(feats, x, y)
    r = R.reach(t, "a", mode, allowance_in=allowance)
    radius = allowance / (2.0 if ground == "jungle" else 1.0)
    exact = shapely.intersection(Point(x, y).buffer(radius, quad_segs=512), t.terrain.rect)
    assert any("exact disc" in line for line in r.ruling)
    assert abs(r.area.area - exact.area) <= 1e-3 * exact.area + 1e-9
    assert r.area.buffer(0.01).contains(exact) and exact.buffer(1e-9).contains(r.area)


def test_disc_only_where_no_other_ground_is_within_reach():
    """B7: 3" from the jungle a run is searched, not a disc: 3" of clearing, then the 5" left buy
    2.5" of jungle (within a cell); a 2.9" walk meets no jungle and is the exact disc."""
    t = put([strip("cl", "clearing", 0, 14)], 11, 12)
    run = R.reach(t, "a", "run")
    assert not any("exact disc" in line for line in run.ruling)
    assert run.area.bounds[2] == pytest.approx(14 + (8 - 3) / 2, abs=R.CELL_IN)
    walk = R.reach(t, "a", "walk", allowance_in=2.9)
    assert any("exact disc" in line for line in walk.ruling)


def test_walk_is_read_off_the_run_away_from_the_river():
    """B7: a walk may wade the river and a run may not, so beside the river the walk has its own
    search (it reaches 1" into the river at half rate); away from it, it is the run's costs cut at 4"."""
    feats = [strip("cl", "clearing", 0, 9), strip("cl2", "clearing", 10, SIZE), strip("river", "river", 16, 20)]
    near = Table(SIZE, SIZE, feats, [Figure("a", "japanese", 1, "rifleman", 14, 12),
                                     Figure("b", "japanese", 1, "rifleman", 6.5, 12)])
    ground, _ = R.ground_raster(near.terrain, R.CELL_IN)
    for fid, shared in (("a", False), ("b", True)):
        fig = near.figure(fid)
        got = R._walk_from_run(near, fig, R.CELL_IN, R._window(ground, fig, 4.0, R.CELL_IN))
        assert (got is not None) == shared
        fast, ref = R.reach(near, fid, "walk"), R.reach(near, fid, "walk", search="reference")
        check_same_cells(fast.cost_in, ref.cost_in, 4.0)
    assert R.reach(near, "a", "walk").area.bounds[2] == pytest.approx(17.0, abs=R.CELL_IN)
    assert R.reach(near, "a", "run").area.bounds[2] <= 16.0 + 1e-9


def test_tank_crosses_only_at_the_road():
    """B7: the tank enters the river only where the road meets it, so its 6" walk gets over the 1"
    river along the road (a path that turns: the fast search finds the plain one's costs), and
    not straight across; at a run it does not enter the river at all."""
    feats = [strip("cl", "clearing", 0, SIZE), strip("river", "river", 11, 12),
             TerrainFeature.line_feature("road", "road", [(0, 6), (SIZE, 6)], 1.5)]
    t = put(feats, 10, 8, "tank")
    walk = R.reach(t, "a", "walk", allowance_in=6)
    check_same_cells(walk.cost_in, R.reach(t, "a", "walk", allowance_in=6, search="reference").cost_in, 6)
    assert walk.area.intersects(Point(13.0, 6.0))                   # over at the road: about 4.9"
    assert not walk.area.intersects(Point(13.0, 10.0))              # round by the road: about 7"
    assert R.reach(t, "a", "run").area.bounds[2] <= 11.0 + 1e-9


@settings(max_examples=examples(100), deadline=None)
@given(st.integers(1, 12), st.integers(1, 12), st.integers(0, 2**32 - 1), st.floats(0, 1),
       st.sampled_from([0.2, 0.05, 0.37]))
def test_cells_outline_is_the_union_of_the_cells(nx, ny, seed, density, h):
    """The outline drawn of the reached cells (one staircase ring when it can be) covers exactly the
    cells: a valid shape, their area, no difference from the union of the cells."""
    rng = np.random.default_rng(seed)
    if seed % 2:
        mask = rng.random((nx, ny)) < density
    else:
        I, J = np.meshgrid(np.arange(nx) + 0.5, np.arange(ny) + 0.5, indexing="ij")
        mask = (I - rng.uniform(0, nx)) ** 2 / rng.uniform(0.3, 3) + (J - rng.uniform(0, ny)) ** 2 <= (8 * density) ** 2
    origin = tuple(rng.uniform(0, 50, 2))
    got = cells_outline(mask, origin, h)
    assert got.is_valid
    assert got.area == pytest.approx(mask.sum() * h * h, abs=1e-9)
    assert got.symmetric_difference(R.reference_outline(mask, origin, h)).area <= 1e-9


def test_a_figure_in_a_corner_reaches_ground_with_every_search():
    """B7 (issue 17 item 5): a figure on the table's far edges (x or y = 24", a whole number of 0.2"
    cells) starts in the last cell, not one past the raster, so every search reaches the ground round
    it: 8" of run in jungle (4" at cost 2) from a corner is a quarter of a disc, to within the cells."""
    for x, y in ((24.0, 24.0), (0.0, 24.0), (24.0, 0.0), (0.0, 0.0)):
        t = put([], x, y)
        for search in R.SEARCHES:
            r = R.reach(t, "a", "run", search=search)
            assert r.area.area == pytest.approx(math.pi * 4 ** 2 / 4, rel=0.1), (x, y, search)


def test_unknown_search_is_refused():
    t = put([], 12, 12)
    with pytest.raises(InputError, match="search must be one of fast, rows, reference"):
        R.reach(t, "a", "walk", search="quick")


def test_crawl_keeps_out_of_the_river():
    """III / B14 and B7: a seriously wounded American crawls 2" (the exact disc in a clearing), and a
    crawl, like a run, never enters the river: beside it the crawl is searched and stops at the bank."""
    feats = [strip("cl", "clearing", 0, SIZE), strip("river", "river", 16, 20)]
    t = Table(SIZE, SIZE, feats, [Figure("w", "american", 1, "rifleman", 8, 12, wounds="serious"),
                                  Figure("v", "american", 1, "rifleman", 15, 12, wounds="serious")])
    open_crawl = R.reach(t, "w", "crawl")
    assert any("exact disc" in line for line in open_crawl.ruling)
    assert open_crawl.area.area == pytest.approx(math.pi * 4, rel=1e-3)
    bank = R.reach(t, "v", "crawl")
    assert not any("exact disc" in line for line in bank.ruling)
    assert bank.area.bounds[2] <= 16.0 + 1e-9 and bank.area.bounds[0] == pytest.approx(13.0, abs=R.CELL_IN)
    assert R.reach(t, "w", "walk").area.is_empty       # B14: he may only crawl
