"""Terrain edits carry the sight rasters over (issue #17 item 6, B4): after any edits, what was redone
around the edit equals what a build from nothing gives, value for value, and sight still equals the
per-pair shapely loop."""

from __future__ import annotations

import numpy as np
import shapely
from hypothesis import HealthCheck, example, given, settings, strategies as st

from assistant.games.bataan.table import Figure, Table, TerrainFeature
from assistant.games.bataan.table.clearance import FineClearance, fine_clearance
from assistant.games.bataan.table.rasters import (capped_sq_distance, carry_over, edge_change, fan_edges,
                                                  jungle_edges, segments_meet_box)
from assistant.games.bataan.table.segments import segment_index
from assistant.games.bataan.table.sight import reference_sight_matrix, sight_matrix
from assistant.games.bataan.table.terrain import Terrain

from tests.games.bataan.hypo import examples
from tests.games.bataan.table.test_table_kernels import H, W, shapes_table

BASE = {seed: shapes_table(seed, 10) for seed in range(4)}


def figures(seed: int) -> list[Figure]:
    rnd = np.random.default_rng(seed)
    pts = rnd.uniform([0, 0], [W, H], (14, 2))
    return ([Figure(f"u{k}", "american", 1, "rifleman", *pts[k]) for k in range(5)]
            + [Figure(f"j{k}", "japanese", 1, "rifleman", *pts[k]) for k in range(5, 14)])


@st.composite
def edits(draw, t: Table):
    """1-4 edits: a vertex of an outline dragged, a whole feature moved, one removed or one added."""
    out = []
    feats = {f.id: f for f in t.features}
    for n in range(draw(st.integers(1, 4))):
        kind = draw(st.sampled_from(["vertex", "vertex", "move", "remove", "add"]))
        areas = sorted(fid for fid, f in feats.items() if f.polygon)
        if kind == "vertex" and areas:
            f = feats[draw(st.sampled_from(areas))]
            pts = list(f.polygon)
            k = draw(st.integers(0, len(pts) - 1))
            d = draw(st.tuples(st.floats(-2, 2), st.floats(-2, 2)))
            pts[k] = (min(max(pts[k][0] + d[0], 0.0), W), min(max(pts[k][1] + d[1], 0.0), H))
            if shapely.Polygon(pts).is_valid and shapely.Polygon(pts).area > 0.01:
                new = f.moved_to(polygon=pts)
                feats[f.id] = new
                out.append(("put", new))
        elif kind == "move" and feats:
            f = feats[draw(st.sampled_from(sorted(feats)))]
            d = draw(st.tuples(st.floats(-3, 3), st.floats(-3, 3)))
            if f.polygon:
                new = f.moved_to(polygon=[(x + d[0], y + d[1]) for x, y in f.polygon])
            else:
                new = f.moved_to(line=[(x + d[0], y + d[1]) for x, y in f.line])
            if new.geometry.intersects(shapely.box(0, 0, W, H)):
                feats[f.id] = new
                out.append(("put", new))
        elif kind == "remove" and len(feats) > 1:
            fid = draw(st.sampled_from(sorted(feats)))
            del feats[fid]
            out.append(("remove", fid))
        else:
            x, y = draw(st.floats(0, W - 4)), draw(st.floats(0, H - 4))
            w, h = draw(st.sampled_from([1.0, 2.5, 4.0])), draw(st.sampled_from([1.0, 3.0]))
            new = TerrainFeature.area_feature(f"n{n}", draw(st.sampled_from(["clearing", "swamp"])),
                                              [(x, y), (x + w, y), (x + w, y + h), (x, y + h)])
            feats[new.id] = new
            out.append(("put", new))
    return out


def _edited_cases():
    return st.integers(0, 3).flatmap(lambda seed: edits(BASE[seed]).map(lambda e: (seed, e)))


@settings(max_examples=examples(40), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(_edited_cases(), st.sampled_from([0.05, 0.3]))
@example((0, [("remove", "b1")]), 0.3)
def test_edits_keep_the_rasters_equal_to_a_fresh_build(case, margin):
    """#17 item 6 / B4: after each edit the carried fine clearance raster (classes and values), the
    exact kernel's point classes and the B7 regions equal a terrain built from nothing, and the
    sight matrix (verdicts the edit could not change kept) equals the per-pair loop."""
    from assistant.games.bataan.rulings import Rulings
    seed, steps = case
    base = BASE[seed]
    t = Table(W, H, base.features, figures(seed), rulings=Rulings(b28_margin_in=margin))
    arr = t.arrays()
    us, jp = np.flatnonzero(~arr.japanese), np.flatnonzero(arr.japanese)
    sight_matrix(t, us, jp)                      # rasters and verdicts built before the edits
    for op, what in steps:
        if op == "put":
            t.put_feature(what)
        else:
            t.remove_feature(what)
        carried = fine_clearance(t.terrain)
        fresh_terrain = Terrain(W, H, t.features)
        fresh = FineClearance(fresh_terrain)
        assert (carried.klass == fresh.klass).all()
        assert (carried.values == fresh.values).all()
        assert (segment_index(t.terrain).raster == carried.klass.ravel()).all()
        for a, b in zip(t.terrain.regions, fresh_terrain.regions):
            assert shapely.equals_exact(a, b, tolerance=0.0)
        m = sight_matrix(t, us, jp)
        vis, close = reference_sight_matrix(t, us, jp)
        assert (m.visible == vis).all() and (m.too_close == close).all()


def test_an_edit_redoes_only_the_cells_around_it():
    """#17 item 6: a vertex dragged 0.3" redoes a small part of the raster, and the edge box holds
    exactly the edges that changed."""
    t = Table(W, H, BASE[1].features)
    fine_clearance(t.terrain)
    old = t.terrain
    f = next(f for f in t.features if f.polygon)
    pts = list(f.polygon)
    pts[0] = (pts[0][0] + 0.3, pts[0][1])
    t.put_feature(f.moved_to(polygon=pts))
    change = t.terrain.cache["edit"]
    assert change.box is not None and change.changed_edges >= 2
    x0, y0, x1, y1 = change.box
    assert x0 <= pts[0][0] <= x1 and y0 <= pts[0][1] <= y1
    assert fine_clearance(t.terrain).redone_cells < 0.5 * fine_clearance(t.terrain).values.size
    assert edge_change(jungle_edges(old), jungle_edges(old)).box is None


def test_a_table_of_another_size_is_not_carried():
    """Nothing is carried between tables of different sizes (a new table, not an edit)."""
    a, b = Terrain(W, H), Terrain(W + 1, H)
    fine_clearance(a)
    assert carry_over(a, b) is None and "fine_clearance" not in b.cache


@settings(max_examples=examples(100), deadline=None)
@given(st.integers(1, 30), st.integers(1, 30), st.integers(1, 12), st.floats(0, 0.2), st.integers(0, 10**6))
def test_capped_distance_is_the_exact_distance(na, nb, cap, density, seed):
    """The capped squared distance (integer) is the brute-force one, whole or by block."""
    rnd = np.random.default_rng(seed)
    seeds = rnd.random((na, nb)) < density
    ii, jj = np.nonzero(seeds)
    A, B = np.indices((na, nb))
    ref = ((A[..., None] - ii) ** 2 + (B[..., None] - jj) ** 2).min(-1) if ii.size else np.full((na, nb), 10 ** 6)
    ref = np.minimum(ref, cap * cap)
    assert (capped_sq_distance(seeds, cap) == ref).all()
    a0, b0 = int(rnd.integers(0, na)), int(rnd.integers(0, nb))
    a1, b1 = int(rnd.integers(a0 + 1, na + 1)), int(rnd.integers(b0 + 1, nb + 1))
    assert (capped_sq_distance(seeds, cap, (a0, a1, b0, b1)) == ref[a0:a1, b0:b1]).all()


@settings(max_examples=examples(100), deadline=None)
@given(st.lists(st.tuples(st.floats(-5, 15), st.floats(-5, 15), st.floats(-5, 15), st.floats(-5, 15)),
                min_size=1, max_size=20))
def test_segments_meet_box_never_misses(segs):
    """A segment that meets the box (shapely) is always said to meet it (the sight verdicts of the
    others are kept after an edit)."""
    box = (2.0, 3.0, 7.5, 6.0)
    S = np.array(segs)
    got = segments_meet_box(S[:, :2], S[:, 2:], box)
    ref = shapely.intersects(shapely.linestrings(S.reshape(-1, 2, 2)), shapely.box(*box))
    same = (S[:, 0] == S[:, 2]) & (S[:, 1] == S[:, 3])
    ref[same] = shapely.intersects(shapely.points(S[same, :2]), shapely.box(*box))
    assert not (ref & ~got).any()


def test_fan_edges_are_the_jungle_edges_off_the_border():
    """The fan kernel's edges are the oriented jungle edges less those on the table's border."""
    t = Table(W, H, BASE[2].features)
    e, f = jungle_edges(t.terrain), fan_edges(t.terrain)
    on_border = ((e[:, 0] == e[:, 2]) & np.isin(e[:, 0], [0, W])) | ((e[:, 1] == e[:, 3]) & np.isin(e[:, 1], [0, H]))
    assert len(f) == int((~on_border).sum())


def test_a_shape_touching_the_edge_from_outside_leaves_polygons():
    """B7 / #17: a river square touching the table's edge from outside clips to a line, which is no
    ground; the regions, the open ground and the jungle are still built (GEOS refused the mixed
    collection of a line and polygons in the next overlay)."""
    hexagon = TerrainFeature.area_feature("f0", "river", [(1.0, 0.0), (0.5, 0.866), (-0.5, 0.866), (-1.0, 0.0),
                                                          (-0.5, -0.866), (0.5, -0.866)])
    square = TerrainFeature.line_feature("f1", "river", [(1.0, 0.0), (1.0, -1.0)], 1.0)
    t = Terrain(24, 24, [hexagon, square])
    assert t.regions[0].geom_type in ("Polygon", "MultiPolygon")
    assert abs(t.open_ground.area + t.jungle.area - 24 * 24) < 1e-9
    assert t.ground_at(0.2, 0.2) == 0 and t.ground_at(10, 10) == 5


def test_a_copy_takes_an_edited_terrain_and_keeps_its_answers_right():
    """#17 item 6 / B4: a view's copy given the stored table's edited terrain (`Table.set_terrain`)
    keeps its figure arrays and answers as a fresh copy of the edited table does."""
    from assistant.games.bataan.table.targets import rules_pass
    stored = Table(W, H, BASE[3].features, figures(3))
    work = stored.copy()
    first = rules_pass(work)
    f = next(f for f in stored.features if f.polygon)
    stored.put_feature(f.moved_to(polygon=[(x + 1.5, y) for x, y in f.polygon]))
    arrays = work.arrays()
    work.set_terrain(stored.terrain)
    assert work.arrays() is arrays and work.terrain is stored.terrain
    got, fresh = rules_pass(work), rules_pass(stored.copy())
    assert (got.visible == fresh.visible).all() and (got.too_close == fresh.too_close).all()
    assert got.visible.shape == first.visible.shape
    vis, close = reference_sight_matrix(work, got.sight_rows, got.sight_cols)
    assert (got.visible == vis).all() and (got.too_close == close).all()


def test_the_copy_following_an_edit_reuses_the_carry_over_of_the_same_terrains():
    """Issue 25 / B4: the board's copy takes the stored table's edited terrain from the same old terrain the
    stored table carried it from: what the edit changed is worked out once (the same answer handed back),
    and a copy that was on another terrain gets its own."""
    stored = Table(W, H, BASE[3].features, figures(3))
    work = stored.copy()
    from assistant.games.bataan.table.targets import rules_pass
    work.set_terrain(stored.terrain)          # the copy on the stored table's terrain, as the board is
    rules_pass(work)                          # its rasters built
    old = stored.terrain
    f = next(f for f in stored.features if f.polygon)
    stored.put_feature(f.moved_to(polygon=[(x + 1.5, y) for x, y in f.polygon]))
    first = stored.terrain.cache["edit"]
    assert carry_over(old, stored.terrain) is first   # the copy's own set_terrain finds it done
    other = Terrain(W, H, BASE[3].features)
    other.cache.update(old.cache)
    assert carry_over(other, stored.terrain) is not first
