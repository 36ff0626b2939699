"""The fine clearance raster (table.clearance) and the sight bounds from it never contradict exact
lengths (B4): a proven-jungle or proven-open sample is what shapely says, and lower <= exact <= upper."""

from __future__ import annotations

import numpy as np
import pytest
import shapely
from hypothesis import HealthCheck, given, settings, strategies as st

from assistant.games.bataan.table import Table, TerrainFeature
from assistant.games.bataan.table.clearance import FineClearance, fine_clearance
from assistant.games.bataan.table.segments import fan_edges, segment_index

from tests.games.bataan.table.test_table_kernels import TABLES, H, W
from tests.games.bataan.table.test_table_kernels_fan import special_points
from tests.games.bataan.hypo import examples


def _edge_lines(t: Table):
    e = fan_edges(t.terrain)
    return shapely.multilinestrings(shapely.linestrings(e.reshape(-1, 2, 2)))


@settings(max_examples=examples(80), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.sampled_from(sorted(TABLES)), st.data(), st.sampled_from([0.25, 0.125, 0.5]))
def test_clearance_is_a_lower_bound(seed, data, r):
    """Signed clearance at a point: its sign is the point's ground, its size at most the distance to
    the jungle's edge (table border excluded: sight lines never leave the table)."""
    t = TABLES[seed]
    f = FineClearance(t.terrain, fan_edges(t.terrain), r)
    pts = special_points(t, data, 30)
    v = f.at(pts[:, 0], pts[:, 1])
    dist = shapely.distance(shapely.points(pts), _edge_lines(t))
    inj = shapely.intersects_xy(t.terrain.jungle, pts[:, 0], pts[:, 1])
    assert (np.abs(v) <= dist).all()
    assert not ((v > 0) & ~inj).any() and not ((v < 0) & inj).any()


@settings(max_examples=examples(80), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.sampled_from(sorted(TABLES)), st.data(), st.sampled_from([2, 3, 8, 16, 32]))
def test_bounds_hold_exact_length(seed, data, k):
    """Lower and upper bounds from k samples contain the exact jungle length (segments kernel, equal
    to shapely within 1e-12"), for lines between vertices, edge points, grid lines and the border."""
    t = TABLES[seed]
    pts = special_points(t, data, data.draw(st.integers(2, 12)))
    i, j = np.triu_indices(len(pts), 1)
    P, Q = pts[i], pts[j]
    L = np.hypot(*(Q - P).T)
    lo, hi = fine_clearance(t.terrain, fan_edges(t.terrain)).bounds(P, Q, L, k)
    exact = segment_index(t.terrain).lengths(P, Q)
    assert (lo <= exact + 1e-9).all() and (hi >= exact - 1e-9).all()


def test_bounds_on_all_jungle_and_all_open():
    """No edges: every line is proven whole jungle (no features) or whole open (one clearing)."""
    P, Q = np.array([[0.0, 0.0], [3.0, 4.0]]), np.array([[20.0, 10.0], [3.0, 4.0]])
    L = np.hypot(*(Q - P).T)
    t = Table(20, 10)
    lo, hi = fine_clearance(t.terrain, fan_edges(t.terrain)).bounds(P, Q, L, 8)
    assert np.allclose(lo, L, atol=1e-3) and (hi >= L).all()
    t = Table(20, 10, [TerrainFeature.area_feature("c", "clearing", [(0, 0), (20, 0), (20, 10), (0, 10)])])
    lo, hi = fine_clearance(t.terrain, fan_edges(t.terrain)).bounds(P, Q, L, 8)
    assert (lo <= 0).all() and np.allclose(hi, 0, atol=1e-3)


def test_bounds_decide_long_lines_in_big_regions():
    """A 30" line deep in jungle and one across a wide clearing are decided by 8 samples."""
    t = Table(W, H, [TerrainFeature.area_feature("c", "clearing", [(0, 0), (W, 0), (W, 10), (0, 10)])])
    f = fine_clearance(t.terrain, fan_edges(t.terrain))
    P, Q = np.array([[5.0, 20.0], [5.0, 5.0]]), np.array([[35.0, 20.0], [35.0, 5.0]])
    lo, hi = f.bounds(P, Q, np.hypot(*(Q - P).T), 8)
    assert lo[0] > 6.05 and hi[1] < 5.95


def test_a_subnormal_end_on_the_table_edge_is_measured_whole():
    """B4 (issue #17): a line from x = 5e-324 to x = 0 runs along the table's edge through jungle: the
    exact kernel gives its whole length (GEOS's overlay on the subnormal said 0.5"), inside the bounds.
    Found by test_bounds_hold_exact_length (seed 1, k = 2) and kept here."""
    t = TABLES[1]
    P, Q = np.array([[5e-324, 0.5]]), np.array([[0.0, 2.0690291]])
    L = np.hypot(*(Q - P).T)
    exact = segment_index(t.terrain).lengths(P, Q)
    assert exact == pytest.approx(L, abs=1e-12)
    lo, hi = fine_clearance(t.terrain).bounds(P, Q, L, 2)
    assert lo <= exact + 1e-9 and hi >= exact - 1e-9


@settings(max_examples=examples(60), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.sampled_from(sorted(TABLES)), st.data(), st.sampled_from([(2, 3), (8, 15, 29), (4, 7)]),
       st.floats(0.5, 12.0))
def test_decide_cells_with_figure_ends_never_contradicts_exact(seed, data, stages, limit):
    """Issue 25 (the cold pass's bound stage): lines made from the figures' float32 cells, the first
    stage's end samples the points' own clearances (as the sight block gives them, float32 towards 0):
    a line called blocked has more than the limit of jungle (B4), one called clear less, by exact lengths."""
    from assistant.games.bataan.table.clearance import point_clearances
    t = TABLES[seed]
    f = fine_clearance(t.terrain, fan_edges(t.terrain))
    pts = special_points(t, data, data.draw(st.integers(2, 12)))
    i, j = np.triu_indices(len(pts), 1)
    fx, fy = f.figure_cells(pts)
    pd = np.stack([fx[i], fy[i], fx[j] - fx[i], fy[j] - fy[i]]).astype(np.float32)
    L = np.hypot(*(pts[j] - pts[i]).T)
    v = f.end_values(point_clearances(t.terrain, pts[:, 0], pts[:, 1]))
    ends = np.stack([v[i], v[j]])
    top, bottom = limit + 1e-9, limit - 1e-9
    gone, left, _ = f.decide_cells(pd, L, ends, top, bottom, stages, 3)
    exact = segment_index(t.terrain).lengths(pts[i], pts[j])
    assert gone.dtype == bool and gone.shape == L.shape
    assert (exact[gone] > limit - 1e-9).all()
    clear = np.setdiff1d(np.arange(L.size), np.concatenate([np.flatnonzero(gone), left]))
    assert (exact[clear] < limit + 1e-9).all()
    assert not gone[left].any()


def test_end_values_round_towards_zero():
    """Float32 end clearances never exceed the float64 lower bounds they come from (issue 25)."""
    v = np.array([0.1, -0.1, 1 / 3, -2 / 3, 0.0, 3.0, 1e-30, -7.123456789])
    v32 = FineClearance.end_values(v)
    assert v32.dtype == np.float32
    assert (np.abs(v32.astype(float)) <= np.abs(v)).all() and (np.sign(v32) * np.sign(v) >= 0).all()
    assert np.allclose(v32, v, rtol=1e-6, atol=1e-30)
