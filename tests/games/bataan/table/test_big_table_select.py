"""Issue 25: selecting a figure on a very big table does not build whole-table rasters first.

Points' end clearances come from a tree of the jungle's edges when the fine raster is not built and
the table is big (`clearance.point_clearances`); a reach on uniform ground needs no ground raster.
The answers are those of the raster path (sight verdicts equal to the per-pair loop)."""

from __future__ import annotations

import numpy as np
import pytest
import shapely
from hypothesis import given, settings, strategies as st

from assistant.games.bataan.table import Figure, Table, TerrainFeature, clearance
from assistant.games.bataan.table.reach import reach
from assistant.games.bataan.table.sight import reference_sight_matrix, sight_matrix
from tests.games.bataan.hypo import examples
from tests.games.bataan.table.test_table_kernels import H, W, force_table, shapes_table


@pytest.fixture
def point_queries(monkeypatch):
    """Every table counts as big: clearances by the edge tree unless the raster is already built."""
    monkeypatch.setattr(clearance, "POINT_QUERY_CELLS", 0)


@settings(max_examples=examples(60), deadline=None)
@given(st.integers(0, 5), st.lists(st.tuples(st.floats(0, W), st.floats(0, H)), min_size=1, max_size=40))
def test_point_clearances_are_lower_bounds_with_the_right_sign(seed, pts):
    """B4 bounds: the edge tree's clearance at a point is positive only in jungle, negative only in open
    ground, and never more than the true distance to the other kind of ground (shapely)."""
    saved = clearance.POINT_QUERY_CELLS
    clearance.POINT_QUERY_CELLS = 0
    try:
        t = shapes_table(seed)
        x, y = np.array(pts).T
        v = clearance.point_clearances(t.terrain, x, y)
    finally:
        clearance.POINT_QUERY_CELLS = saved
    jungle = t.terrain.jungle
    openg = shapely.difference(t.terrain.rect, jungle)
    inside = t.terrain.in_jungle(x, y)
    for k in range(x.size):
        p = shapely.Point(x[k], y[k])
        if v[k] > 0:
            assert inside[k] and v[k] <= shapely.distance(p, openg) + 1e-9
        elif v[k] < 0:
            assert not inside[k] and -v[k] <= shapely.distance(p, jungle) + 1e-9


@pytest.mark.parametrize("seed", [0, 1, 2])
def test_sight_by_point_clearances_equals_the_loop(seed, point_queries):
    """B4/B28: verdicts with end clearances from the edge tree (no fine raster built for them) equal
    the per-pair loop, and after figures move."""
    t = force_table(seed)
    arr = t.arrays()
    us, jp = np.flatnonzero(~arr.japanese), np.flatnonzero(arr.japanese)
    rnd = np.random.default_rng(seed)
    for _ in range(2):
        m = sight_matrix(t, us[:1], jp)
        vis, close = reference_sight_matrix(t, us[:1], jp)
        assert (m.visible == vis).all() and (m.too_close == close).all()
        for k in rnd.choice(len(arr.ids), 5, replace=False):
            t.move_figure(arr.ids[k], *rnd.uniform([0, 0], [W, H]))


def test_select_on_a_1000_inch_table_builds_no_whole_raster():
    """Issue 25 (select after importing a 20,000-figure table): one figure's targets and its reach on a
    1,000" x 1,000" jungle table with a far swamp leave the fine clearance and ground rasters unbuilt."""
    swamp = [(500 + 200 * np.cos(a), 500 + 200 * np.sin(a)) for a in np.linspace(0, 2 * np.pi, 400, endpoint=False)]
    figs = [Figure(f"F{i}", "japanese" if i % 2 else "american", 1, "rifleman", 1.0 + (i % 300) * 3.3,
                   1.0 + (i // 300) * 1.4) for i in range(2000)]
    t = Table(1000, 1000, [TerrainFeature.area_feature("swamp", "swamp", swamp)], figs)
    from assistant.games.bataan.table.targets import targets

    got = targets(t, "F0")
    assert "fine_clearance" not in t.terrain.cache
    arr = t.arrays()
    jp = np.flatnonzero(arr.japanese)
    vis, _ = reference_sight_matrix(t, [arr.index["F0"]], jp[:200])
    assert {tg.figure for tg in got.targets} & set(arr.ids[j] for j in jp[:200]) == \
        {arr.ids[j] for j, v in zip(jp[:200], vis[0]) if v}
    r = reach(t, "F0", "walk")
    assert not any(isinstance(k, tuple) and k[0] == "ground_raster" for k in t.terrain.cache)
    assert not r.area.is_empty
