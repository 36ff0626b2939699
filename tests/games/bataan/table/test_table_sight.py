"""Sight through the jungle (Bataan IV Visibility, B4) and targets (B11); kernels equal the per-pair loop."""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import example, given, settings, strategies as st

from assistant.games.bataan.table import Figure, Table, TerrainFeature
from assistant.games.bataan.table.sight import reference_sight_matrix, sight, sight_matrix
from assistant.games.bataan.table.targets import rules_pass, targets
from assistant.games.bataan.rulings import Rulings
from tests.games.bataan.hypo import examples


def clearing(fid, x0, y0, x1, y1):
    return TerrainFeature.area_feature(fid, "clearing", [(x0, y0), (x1, y0), (x1, y1), (x0, y1)])


def test_sight_counts_jungle_along_the_whole_line():
    """B4: at most 6" of jungle along the centre-to-centre line, the end figures' own jungle included."""
    # clearing from x=13 to x=30: a line from x=10 to x=34 crosses 3 + 4 = 7" of jungle
    t = Table(48, 48, [clearing("c", 13, 0, 30, 48)],
              figures=[Figure("a", "american", 1, "rifleman", 10, 10), Figure("b", "japanese", 1, "rifleman", 34, 10),
                       Figure("c", "japanese", 1, "rifleman", 32, 10), Figure("d", "japanese", 1, "rifleman", 33.05, 10)])
    s = sight(t, "a", "b")
    assert not s.visible and s.jungle_in == pytest.approx(7.0) and s.line_in == pytest.approx(24.0)
    assert sight(t, "a", "c").visible and sight(t, "a", "c").jungle_in == pytest.approx(5.0)
    d = sight(t, "a", "d")
    assert d.visible is False and d.too_close_to_call        # 6.05" of jungle: flagged (B28)
    assert s.ruling[0].startswith("B4: at most 6\"")


def test_sight_toggle_either_in_jungle():
    """B4 toggle: sight is limited to 6" whenever either figure stands in jungle."""
    t = Table(48, 48, [clearing("c", 11, 0, 40, 48)],
              figures=[Figure("a", "american", 1, "rifleman", 10, 10), Figure("b", "japanese", 1, "rifleman", 20, 10),
                       Figure("c", "japanese", 1, "rifleman", 30, 10)])
    assert sight(t, "a", "b").visible       # 1" of jungle only
    t.set_rulings(Rulings(b4_either_in_jungle=True))
    s = sight(t, "a", "b")
    assert not s.visible and "stands in jungle" in s.reason
    assert sight(t, "b", "c").visible         # both in the clearing: unlimited


def test_targets_closest_first_and_hidden():
    """B11: automatic weapons take the closest visible enemy first; B15: hidden Americans are not targets."""
    t = Table(48, 48, [clearing("c", 0, 0, 48, 48)],
              figures=[Figure("bar", "american", 3, "bar", 10, 10), Figure("r", "american", 1, "rifleman", 12, 12),
                       Figure("j1", "japanese", 1, "rifleman", 30, 10), Figure("j2", "japanese", 1, "rifleman", 20, 10),
                       Figure("j3", "japanese", 1, "rifleman", 20, 11, wounds="dead")])
    tg = targets(t, "bar")
    assert tg.closest_first and [x.figure for x in tg.targets] == ["j2", "j1"]
    assert not targets(t, "r").closest_first
    jt = targets(t, "j2")
    assert jt.targets == () and set(jt.hidden) == {"bar", "r"}
    t.put_figure(t.figure("r").with_(revealed=True))
    assert [x.figure for x in targets(t, "j2").targets] == ["r"]
    rp = rules_pass(t)
    assert [x.figure for x in rp.targets["bar"].targets] == ["j2", "j1"]


def random_table(seed, n_us=12, n_jp=40, shapes=25):
    rnd = np.random.default_rng(seed)
    feats = []
    for k in range(shapes):
        x, y = rnd.uniform(0, 60), rnd.uniform(0, 60)
        w, h = rnd.uniform(1, 8), rnd.uniform(1, 8)
        if k % 3 == 0:
            feats.append(TerrainFeature.line_feature(f"p{k}", "path", [(x, y), (x + w * 3, y + h * 2)], 1.5))
        else:
            feats.append(TerrainFeature.area_feature(f"s{k}", "clearing" if k % 2 else "swamp",
                                                     [(x, y), (x + w, y), (x + w, y + h), (x, y + h)]))
    figs = [Figure(f"u{k}", "american", 1, "rifleman", *rnd.uniform(0, 60, 2)) for k in range(n_us)]
    figs += [Figure(f"j{k}", "japanese", 1, "rifleman", *rnd.uniform(0, 60, 2)) for k in range(n_jp)]
    return Table(60, 60, feats, figs)


@pytest.mark.parametrize("seed", [1, 2, 3])
@pytest.mark.parametrize("toggle", [False, True])
def test_kernel_equals_per_pair_loop(seed, toggle):
    """B4: the pruned, bounded kernels give exactly the per-pair loop's answers (visible and flagged)."""
    t = random_table(seed)
    t.set_rulings(Rulings(b4_either_in_jungle=toggle))
    arr = t.arrays()
    rows = np.flatnonzero(~arr.japanese)
    cols = np.flatnonzero(arr.japanese)
    m = sight_matrix(t, rows, cols)
    vis, close = reference_sight_matrix(t, rows, cols)
    assert (m.visible == vis).all() and (m.too_close == close).all()


@settings(max_examples=examples(40), deadline=None)
@given(st.floats(0, 60), st.floats(0, 60), st.floats(0, 60), st.floats(0, 60))
def test_sight_symmetric(x1, y1, x2, y2):
    """B4: sight runs centre to centre, so it is the same both ways."""
    t = random_table(7, n_us=0, n_jp=0)
    t.put_figure(Figure("a", "american", 1, "rifleman", x1, y1))
    t.put_figure(Figure("b", "japanese", 1, "rifleman", x2, y2))
    ab, ba = sight(t, "a", "b"), sight(t, "b", "a")
    assert ab.visible == ba.visible and ab.jungle_in == pytest.approx(ba.jungle_in, abs=1e-9)
    m = sight_matrix(t, [0], [1])
    assert bool(m.visible[0, 0]) == ab.visible


def _demo_table() -> Table:
    from assistant.games.bataan.table.tablefile import load_table
    from tests.conftest import REPO
    return load_table(REPO / "resources/scenarios/bataan_demo_table.json").table


DEMO: dict[str, Table] = {}


def _demo() -> Table:
    if "t" not in DEMO:
        DEMO["t"] = _demo_table()
    return DEMO["t"]


def _on_edge_line(case) -> tuple[tuple[float, float], tuple[float, float]]:
    from assistant.games.bataan.table.segments import segment_index
    s1, s2, k = case
    t0 = _demo()
    e = segment_index(t0.terrain).edges
    e = e[k % len(e)]
    a, b = e[:2], e[2:]
    p, q = (np.clip(a + (b - a) * s, [0, 0], [t0.width_in, t0.height_in]) for s in (s1, s2))
    return (float(p[0]), float(p[1])), (float(q[0]), float(q[1]))


def _edge_line_points():
    """Two points a + s (b - a) on the line of one of the demo table's jungle edges (on it, at its
    ends, beyond them)."""
    stops = st.sampled_from([-3.0, -1.5, -0.5, 0.0, 0.25, 0.5, 1.0, 1.5, 2.5, 4.0])
    return st.tuples(stops, stops, st.integers(0, 10_000)).map(_on_edge_line)


@settings(max_examples=examples(60), deadline=None)
@given(_edge_line_points())
# along the line of a slanted clearing edge on the demo table: the matrix measured 5.01" of jungle
# (clear), the single answer 7.51" (blocked), each a rounding error off the edge a different way
@example(((87.45500000000001, 53.125), (94.92499999999998, 52.375)))
def test_sight_on_an_edge_line_matrix_equals_single_answer(points):
    """B4, B28: two figures on the line of a terrain edge: the sight matrix and the single-pair answer
    agree, clear or blocked and too close to call."""
    t0 = _demo()
    t = Table(t0.width_in, t0.height_in, t0.features, [Figure("u", "american", 1, "rifleman", *points[0]),
                                                       Figure("j", "japanese", 1, "rifleman", *points[1])])
    one = sight(t, "u", "j")
    m = sight_matrix(t, [0], [1])
    assert (bool(m.visible[0, 0]), bool(m.too_close[0, 0])) == (one.visible, one.too_close_to_call)


# --- issue 26: zero-area slivers in the jungle -------------------------------------------------------
def shared_edge_table(seed: int, width: float = 120.0, height: float = 60.0, shapes: int = 40) -> Table:
    """A random table of every ground kind whose areas often share edges (rectangles on whole inches beside
    star-shaped outlines, paths and streams): the family where overlays leave zero-area slivers (4 of the
    first 50 seeds: 1, 16, 18, 46, before issue 26)."""
    rnd = np.random.default_rng(seed)
    feats = []
    for k in range(shapes):
        kind = str(rnd.choice(["road", "path", "river", "stream", "swamp", "clearing", "clearing", "swamp", "river",
                               "stream"]))
        x, y = rnd.uniform(0, width), rnd.uniform(0, height)
        if kind in ("road", "path") or (kind in ("river", "stream") and rnd.random() < 0.5):
            pts = [(x, y)]
            for _ in range(int(rnd.integers(2, 6)) - 1):
                x = min(max(x + rnd.uniform(-15, 15), 0), width)
                y = min(max(y + rnd.uniform(-10, 10), 0), height)
                pts.append((x, y))
            feats.append(TerrainFeature.line_feature(f"f{k}", kind, pts, float(rnd.uniform(0.5, 3))))
        else:
            n = int(rnd.integers(3, 9))
            ang, r = np.sort(rnd.uniform(0, 2 * np.pi, n)), rnd.uniform(1, 10, n)
            pts = [(x + ri * np.cos(a), y + ri * np.sin(a)) for a, ri in zip(ang, r)]
            pts[0] = (x, y)
            if rnd.random() < 0.4:
                x0, y0, w, h = round(x), round(y), int(rnd.integers(1, 10)), int(rnd.integers(1, 10))
                pts = [(x0, y0), (x0 + w, y0), (x0 + w, y0 + h), (x0, y0 + h)]
            feats.append(TerrainFeature.area_feature(f"f{k}", kind, pts))
    return Table(width, height, feats, [])


def test_a_line_along_a_zero_area_sliver_gains_no_jungle():
    """Issue 26: a jungle part of no width (1e-14 square inches, 2.69" long, from seed 46 below) counted its
    whole length as jungle for a line run along it; without slivers (``robust.drop_slivers``) it counts 0,
    by GEOS and by the exact kernel alike."""
    import shapely
    from shapely.geometry import LineString, box

    from assistant.games.bataan.table.robust import drop_slivers
    from assistant.games.bataan.table.segments import SegmentIndex

    a, b = (117.30268743420336, 5.881165253802317), (119.20557554442318, 7.783447496969781)
    sliver = shapely.Polygon([a, b, (118.58082328492128, 7.158894154476119)])
    raw = shapely.MultiPolygon([box(0, 20, 50, 40), sliver])
    assert LineString([a, b]).intersection(raw).length == pytest.approx(2.6907, abs=1e-3)   # the false length
    clean = drop_slivers(raw)
    assert clean.equals(box(0, 20, 50, 40))
    assert LineString([a, b]).intersection(clean).length == 0.0
    assert SegmentIndex(clean, 120, 60).lengths(np.array([a]), np.array([b]))[0] == 0.0


@settings(max_examples=examples(8), deadline=None)
@given(st.integers(0, 10_000))
@example(1)
@example(16)
@example(18)
@example(46)   # each of these four left a zero-area jungle part before issue 26
def test_no_sliver_and_sight_equals_the_exact_kernel_along_the_jungle_edges(seed):
    """Issue 26 / B4: on random tables of shared edges, no region keeps a part or hole of no width, and the
    jungle along a line run exactly along each jungle edge (the hardest lines: through two vertices), or
    across the table, is the same by GEOS's overlay (``sight``) and by the exact kernel, and never more than
    the line."""
    import shapely
    from shapely.geometry import LineString

    from assistant.games.bataan.table.robust import sliver
    from assistant.games.bataan.table.sight import exact_jungle_lengths

    t = shared_edge_table(seed)
    for region in t.terrain.regions:
        for part in shapely.get_parts(region):
            assert not sliver(part)
            assert not any(sliver(shapely.Polygon(h)) for h in part.interiors)
    jungle = t.terrain.jungle
    rings = [np.asarray(r.coords) for part in shapely.get_parts(jungle) for r in shapely.get_rings(part)]
    edges = np.concatenate([np.stack([r[:-1], r[1:]], axis=1) for r in rings])
    pick = np.random.default_rng(seed).choice(len(edges), size=min(60, len(edges)), replace=False)
    P, Q = edges[pick, 0], edges[pick, 1]
    extra = np.random.default_rng(seed + 1).uniform(0, [120, 60], (2, 40, 2))
    P, Q = np.concatenate([P, extra[0]]), np.concatenate([Q, extra[1]])
    exact = exact_jungle_lengths(t.terrain, P, Q)
    for p, q, ex in zip(P, Q, exact):
        line = LineString([p, q])
        geo = line.intersection(jungle).length
        assert geo == pytest.approx(ex, abs=1e-9) and geo <= line.length + 1e-9
