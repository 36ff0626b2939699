"""The reach's ground raster by scanlines (issue 17, item 6: the first select after a terrain edit within
a frame) is `Terrain.ground_at` at every cell centre (Bataan B3 / B7: the ground and its priority)."""

from __future__ import annotations

import math

import numpy as np
import shapely
from hypothesis import example, given, settings, strategies as st

from assistant.games.bataan.table import TerrainFeature
from assistant.games.bataan.table.reach_raster import cell_centres, covered, ground_classes
from assistant.games.bataan.table.robust import snap_tiny
from assistant.games.bataan.table.terrain import Terrain
from tests.games.bataan.hypo import examples

W, H = 13.0, 7.3        # not a whole number of cells: the last centres are kept on the table


def coord(draw, hi):
    """A coordinate; often on the 0.1" grid, so that cell centres fall on outlines and vertices."""
    v = draw(st.floats(-2, hi + 2))
    return round(v, 1) if draw(st.booleans()) else v


@st.composite
def features(draw):
    out = []
    for k in range(draw(st.integers(0, 6))):
        if draw(st.booleans()):
            kind = draw(st.sampled_from(["river", "stream", "road", "path"]))
            pts = [(coord(draw, W), coord(draw, H)) for _ in range(draw(st.integers(2, 4)))]
            if shapely.LineString(snap_tiny(pts)).length <= 0:      # the loader refuses it: no length
                continue
            width = draw(st.sampled_from([0.2, 0.4, 1.0, 1.3, draw(st.floats(0.05, 4))]))
            f = TerrainFeature.line_feature(f"l{k}", kind, pts, width)
        else:
            kind = draw(st.sampled_from(["river", "stream", "swamp", "clearing", "entrenchment"]))
            if draw(st.booleans()):       # an upright box, edges along rows and columns of centres
                x0, y0 = coord(draw, W), coord(draw, H)
                pts = [(x0, y0), (x0 + 1.2, y0), (x0 + 1.2, y0 + 0.6), (x0, y0 + 0.6)]
            else:
                cx, cy, r = coord(draw, W), coord(draw, H), draw(st.floats(0.3, 5))
                n = draw(st.integers(3, 9))
                pts = [(cx + r * math.cos(2 * math.pi * i / n), cy + r * math.sin(2 * math.pi * i / n))
                       for i in range(n)]
            try:
                f = TerrainFeature.area_feature(f"a{k}", kind, pts)
            except Exception:      # an outline the loader refuses is no terrain to test
                continue
        if f.geometry.intersects(shapely.box(0, 0, W, H)):
            out.append(f)
    return out


@settings(max_examples=examples(150), deadline=None)
@given(features(), st.sampled_from([0.2, 0.1, 0.3, 0.05, 0.37]))
@example([TerrainFeature.area_feature("s", "swamp", [(0.1, 0.1), (1.3, 0.1), (1.3, 0.7), (0.1, 0.7)]),
          TerrainFeature.area_feature("c", "clearing", [(1.3, 0.1), (2.5, 0.1), (2.5, 0.7), (1.3, 0.7)])], 0.2)
def test_scanline_raster_is_ground_at_every_centre(feats, cell):
    """B7: every cell centre gets the ground `Terrain.ground_at` gives it, outlines included (a centre on
    the border of swamp and clearing is swamp: the higher priority); so the reach reads the same table."""
    terrain = Terrain(W, H, feats)
    xc, yc = cell_centres(terrain, cell)
    X, Y = np.meshgrid(xc, yc, indexing="ij")
    got = ground_classes(terrain, cell)
    assert got.shape == X.shape
    assert np.array_equal(got, terrain.ground_at(X, Y))
    cross = terrain.tank_river_crossing
    want = shapely.intersects_xy(cross, X, Y) if not cross.is_empty else np.zeros(X.shape, bool)
    assert np.array_equal(covered(terrain, cross, cell), want)
