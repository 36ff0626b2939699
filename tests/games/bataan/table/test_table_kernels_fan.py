"""The fan kernel (segments.fan_lengths) against shapely, and sight through it against the per-pair loop (B4, B28).

Figures are put where the kernel's shortcuts are weakest: on boundary vertices, on edges, along the
grid lines that rectangle edges lie on, on the table's border, and sharing a centre with many lines."""

from __future__ import annotations

import numpy as np
import pytest
import shapely
from hypothesis import HealthCheck, given, settings, strategies as st
from shapely.geometry import LineString

from assistant.games.bataan.table import Figure, Table
from assistant.games.bataan.table.segments import fan_edges, fan_lengths, segment_index
from assistant.games.bataan.table.sight import reference_sight_matrix, sight_matrix
from assistant.games.bataan.rulings import Rulings

from tests.games.bataan.table.test_table_kernels import H, TABLES, W, shapes_table

coord_x = st.floats(0, W, allow_nan=False)
coord_y = st.floats(0, H, allow_nan=False)


def special_points(t: Table, data, k: int) -> np.ndarray:
    """k points: boundary vertices, points on edges, on integer grid lines, on the border, or anywhere."""
    v = shapely.get_coordinates(t.terrain.jungle)
    e = segment_index(t.terrain).edges
    out = []
    for _ in range(k):
        kind = data.draw(st.sampled_from(["vertex", "edge", "grid", "border", "any", "any"]))
        if kind == "vertex":
            p = v[data.draw(st.integers(0, len(v) - 1))]
        elif kind == "edge":
            a = e[data.draw(st.integers(0, len(e) - 1))]
            s = data.draw(st.sampled_from([0.0, 0.25, 0.5, 1.0]))
            p = a[:2] + (a[2:] - a[:2]) * s
        elif kind == "grid":
            p = np.array([float(data.draw(st.integers(0, int(W)))), data.draw(coord_y)])
            if data.draw(st.booleans()):
                p = np.array([data.draw(coord_x), float(data.draw(st.integers(0, int(H))))])
        elif kind == "border":
            p = np.array([data.draw(st.sampled_from([0.0, W])), data.draw(coord_y)])
        else:
            p = np.array([data.draw(coord_x), data.draw(coord_y)])
        out.append(np.clip(p, [0, 0], [W, H]))
    return np.array(out, dtype=float)


@settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.sampled_from(sorted(TABLES)), st.data())
def test_fan_equals_shapely_where_it_answers(seed, data):
    """Every line the fan kernel answers (ok) has shapely's jungle length within 1e-9"; the lines it
    refuses are the degenerate ones, and few of the random ones."""
    t = TABLES[seed]
    pts = special_points(t, data, data.draw(st.integers(2, 14)))
    n = len(pts)
    ci, oj = np.meshgrid(np.arange(n), np.arange(n), indexing="ij")
    ci, oj = ci.ravel(), oj.ravel()
    keep = ci != oj
    ci, oj = ci[keep], oj[keep]
    inj = t.terrain.in_jungle(pts[:, 0], pts[:, 1])
    got, ok = fan_lengths(fan_edges(t.terrain), pts, ci, oj, inj)
    jungle = t.terrain.jungle
    for k in np.flatnonzero(ok):
        p, q = tuple(pts[ci[k]]), tuple(pts[oj[k]])
        ref = LineString([p, q]).intersection(jungle).length if p != q else 0.0
        assert got[k] == pytest.approx(ref, abs=1e-9), (p, q)


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


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(0, 5), st.data(), st.sampled_from([0.05, 0.3, 1.0]), st.booleans())
def test_sight_matrix_with_awkward_figures_equals_loop(seed, data, margin, toggle):
    """B4/B28: figures on vertices, edges, grid lines and the border: the matrix (bounds, fan kernel,
    fallback) gives the loop's answers, both visible and too close to call, with either B4 reading."""
    t = shapes_table(seed, 14)
    pts = special_points(t, data, 16)
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
