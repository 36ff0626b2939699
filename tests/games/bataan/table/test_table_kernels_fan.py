"""The fan kernel (segments.fan_lengths) against shapely, and sight through it against the per-pair loop (B4, B28).

Figures are put where the kernel's shortcuts are weakest: on boundary vertices, on edges, along the
grid lines that rectangle edges lie on, on the table's border, and sharing a centre with many lines."""

from __future__ import annotations

import numpy as np
import pytest
import shapely
from hypothesis import HealthCheck, example, given, settings, strategies as st
from shapely.geometry import LineString

from assistant.games.bataan.table import Figure, Table
from assistant.games.bataan.table.robust import snap_tiny
from assistant.games.bataan.table.segments import fan_edges, fan_lengths, segment_index
from assistant.games.bataan.table.sight import reference_sight_matrix, sight_matrix
from assistant.games.bataan.rulings import Rulings

from tests.games.bataan.table.test_table_kernels import H, TABLES, W, shapes_table
from tests.games.bataan.hypo import examples

coord_x = st.floats(0, W, allow_nan=False)
coord_y = st.floats(0, H, allow_nan=False)


@st.composite
def awkward_points(draw, t: Table, k: int) -> np.ndarray:
    """k points: boundary vertices, points on edges, on integer grid lines, on the border, or anywhere."""
    v = shapely.get_coordinates(t.terrain.jungle)
    e = segment_index(t.terrain).edges
    out = []
    for _ in range(k):
        kind = draw(st.sampled_from(["vertex", "edge", "grid", "border", "any", "any"]))
        if kind == "vertex":
            p = v[draw(st.integers(0, len(v) - 1))]
        elif kind == "edge":
            a = e[draw(st.integers(0, len(e) - 1))]
            s = draw(st.sampled_from([0.0, 0.25, 0.5, 1.0]))
            p = a[:2] + (a[2:] - a[:2]) * s
        elif kind == "grid":
            p = np.array([float(draw(st.integers(0, int(W)))), draw(coord_y)])
            if draw(st.booleans()):
                p = np.array([draw(coord_x), float(draw(st.integers(0, int(H))))])
        elif kind == "border":
            p = np.array([draw(st.sampled_from([0.0, W])), draw(coord_y)])
        else:
            p = np.array([draw(coord_x), draw(coord_y)])
        out.append(np.clip(p, [0, 0], [W, H]))
    return np.array(out, dtype=float)


def special_points(t: Table, data, k: int) -> np.ndarray:
    return data.draw(awkward_points(t, k))


AWKWARD_TABLES = {seed: shapes_table(seed, 14) for seed in range(6)}


def _awkward_figures():
    """(table seed, 16 points as tuples) for `test_sight_matrix_with_awkward_figures_equals_loop`."""
    return st.integers(0, 5).flatmap(
        lambda seed: awkward_points(AWKWARD_TABLES[seed], 16).map(lambda pts: (seed, tuple(map(tuple, pts.tolist())))))


# u0 a subnormal number off the table's left edge, j5 on it: GEOS measured 0.10" of jungle where the
# line runs 6.16" along the (closed) jungle's edge, so the matrix said blocked and too close to call
# at a 0.3" margin, the loop clear and not close; figures now stand on the edge (robust.TINY_IN)
SUBNORMAL_EDGE = (0, ((5e-324, 0.10468439595572976), (10.0, 10.0), (20.0, 20.0), (30.0, 30.0), (40.0, 30.0),
                      (0.0, 6.260084849396624)) + tuple((k * 2.5 + 1.0, k * 2.0 + 1.0) for k in range(6, 16)))


def _fan_case():
    """(table seed, 2-14 awkward points as tuples) for `test_fan_equals_shapely_where_it_answers`."""
    return st.tuples(st.sampled_from(sorted(TABLES)), st.integers(2, 14)).flatmap(
        lambda sk: awkward_points(TABLES[sk[0]], sk[1]).map(lambda pts: (sk[0], tuple(map(tuple, pts.tolist())))))


# found by the nightly run (issue 17 item 5): a line from x = 5e-324 to x = 0 along the table's left edge
# through jungle; the kernel gave its whole length, 1.67", and GEOS on the raw subnormal 0.5"
SUBNORMAL_FAN = (0, ((48.0, 0.0),) * 4 + ((5e-324, 0.5),) + ((48.0, 0.0),) * 4 + ((0.0, 2.1708142339727234),))


@settings(max_examples=examples(120), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(_fan_case())
@example(SUBNORMAL_FAN)
def test_fan_equals_shapely_where_it_answers(case):
    """B4: every line the fan kernel answers (ok) has shapely's jungle length within 1e-9"; the lines it
    refuses are the degenerate ones, and few of the random ones. Shapely measures the points as the
    model holds them, coordinates within robust.TINY_IN of 0 made 0 (GEOS mis-measures subnormals); the
    kernel is given them raw and makes them 0 itself."""
    seed, raw = case
    t = TABLES[seed]
    raw = np.array(raw, dtype=float)
    pts = snap_tiny(raw)
    n = len(pts)
    ci, oj = np.meshgrid(np.arange(n), np.arange(n), indexing="ij")
    ci, oj = ci.ravel(), oj.ravel()
    keep = ci != oj
    ci, oj = ci[keep], oj[keep]
    inj = t.terrain.in_jungle(pts[:, 0], pts[:, 1])
    got, ok = fan_lengths(fan_edges(t.terrain), raw, ci, oj, inj)
    jungle = t.terrain.jungle
    for k in np.flatnonzero(ok):
        p, q = tuple(pts[ci[k]]), tuple(pts[oj[k]])
        ref = LineString([p, q]).intersection(jungle).length if p != q else 0.0
        assert got[k] == pytest.approx(ref, abs=1e-9), (tuple(raw[ci[k]]), tuple(raw[oj[k]]))


@pytest.mark.parametrize("seed", sorted(TABLES))
def test_fan_answers_almost_every_random_line(seed):
    """Random figures: the fan kernel answers all but a handful of lines, with shapely's lengths."""
    t = TABLES[seed]
    rnd = np.random.default_rng(seed)
    pts = rnd.uniform([0, 0], [W, H], (60, 2))
    ci, oj = np.repeat(np.arange(10), 50), np.tile(np.arange(10, 60), 10)
    inj = t.terrain.in_jungle(pts[:, 0], pts[:, 1])
    got, ok = fan_lengths(fan_edges(t.terrain), pts, ci, oj, inj)
    assert ok.mean() > 0.99
    ref = np.array([LineString([tuple(pts[a]), tuple(pts[b])]).intersection(t.terrain.jungle).length
                    for a, b in zip(ci, oj)])
    assert np.allclose(got[ok], ref[ok], atol=1e-9, rtol=0)


@settings(max_examples=examples(25), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(_awkward_figures(), st.sampled_from([0.05, 0.3, 1.0]), st.booleans())
@example(SUBNORMAL_EDGE, 0.3, False)
def test_sight_matrix_with_awkward_figures_equals_loop(case, margin, toggle):
    """B4/B28: figures on vertices, edges, grid lines and the border: the matrix (bounds, fan kernel,
    fallback) gives the loop's answers, both visible and too close to call, with either B4 reading."""
    seed, pts = case
    t = AWKWARD_TABLES[seed]
    figs = [Figure(f"u{k}", "american", 1, "rifleman", *pts[k]) for k in range(5)]
    figs += [Figure(f"j{k}", "japanese", 1, "rifleman", *pts[k]) for k in range(5, 16)]
    t = Table(W, H, t.features, figs, rulings=Rulings(b28_margin_in=margin, b4_either_in_jungle=toggle))
    arr = t.arrays()
    us, jp = np.flatnonzero(~arr.japanese), np.flatnonzero(arr.japanese)
    for rows, cols in ((us, jp), (jp, us), (jp[:1], us)):
        m = sight_matrix(t, rows, cols)
        vis, close = reference_sight_matrix(t, rows, cols)
        assert (m.visible == vis).all() and (m.too_close == close).all()
        arr.drop_caches()


@pytest.mark.parametrize("seed", [0, 3])
def test_sight_matrix_many_lines_per_centre_equals_loop(seed):
    """A crowd of 8 x 150 lines (the fan's case: few centres, many lines each) and its transpose."""
    base = shapes_table(seed, 16)
    rnd = np.random.default_rng(seed)
    figs = [Figure(f"u{k}", "american", 1, "rifleman", *rnd.uniform([0, 0], [W, H])) for k in range(8)]
    figs += [Figure(f"j{k:03d}", "japanese", 1, "rifleman", *rnd.uniform([0, 0], [W, H])) for k in range(150)]
    t = Table(W, H, base.features, figs)
    arr = t.arrays()
    us, jp = np.flatnonzero(~arr.japanese), np.flatnonzero(arr.japanese)
    vis, close = reference_sight_matrix(t, us, jp)
    m = sight_matrix(t, us, jp)
    assert (m.visible == vis).all() and (m.too_close == close).all()
    assert m.stats.exact > 0
    arr.drop_caches()
    m = sight_matrix(t, jp, us)
    assert (m.visible == vis.T).all() and (m.too_close == close.T).all()


@settings(max_examples=examples(100), deadline=None)
@given(st.tuples(coord_x, coord_y), st.tuples(coord_x, coord_y, coord_x, coord_y))
@example((0.0, 0.0), (0.0, 0.0, 0.0, 0.0))
@example((1.0, 1.0), (3.0, 1.0, 3.0, 1.0))
def test_centre_edge_distance_is_a_lower_bound(c, e):
    """Issue 25 (the fan's candidates beyond a line's far end are dropped, B4 lengths unchanged): the
    distance the filter uses never exceeds the true distance from the centre to the edge."""
    from assistant.games.bataan.table.segments import _centre_edge_distance
    ax, ay = np.array([[e[0] - c[0]]]), np.array([[e[1] - c[1]]])
    ex, ey = np.array([e[2] - e[0]]), np.array([e[3] - e[1]])
    got = float(_centre_edge_distance(ax, ay, ex, ey)[0, 0])
    edge = LineString([e[:2], e[2:]]) if e[:2] != e[2:] else shapely.Point(e[:2])
    assert got <= shapely.Point(c).distance(edge)


@pytest.mark.parametrize("seed", sorted(TABLES))
def test_fan_lines_ending_at_or_short_of_an_edge(seed):
    """Issue 25: lines that end on an edge, just short of it or just beyond it (the filter's border) get
    shapely's B4 jungle length, or are refused (measured by the grid kernel), never a wrong length."""
    t = TABLES[seed]
    e = fan_edges(t.terrain)
    rnd = np.random.default_rng(seed)
    pick = e[rnd.choice(len(e), 12, replace=False)]
    mid = 0.5 * (pick[:, :2] + pick[:, 2:])
    centre = rnd.uniform([0, 0], [W, H], (12, 2))
    d = mid - centre
    ends = [mid, centre + d * (1 - 1e-7), centre + d * (1 + 1e-7), centre + d * (1 - 1e-12)]
    pts = np.clip(np.vstack([centre] + ends), [0, 0], [W, H])
    ci = np.tile(np.arange(12), 4)
    oj = np.arange(12, 60)
    inj = t.terrain.in_jungle(pts[:, 0], pts[:, 1])
    got, ok = fan_lengths(e, pts, ci, oj, inj)
    for k in np.flatnonzero(ok):
        ref = LineString([tuple(pts[ci[k]]), tuple(pts[oj[k]])]).intersection(t.terrain.jungle).length
        assert got[k] == pytest.approx(ref, abs=1e-9)
    assert not ok[:12].any()          # ending on an edge: degenerate for the fan, refused
