"""The hex grid's first paint (issue 25, start to a usable window: the Tarawa map's grid took ~150 ms of the
first paint making every hex's polygon from six points and a brush per hex, in Python): each hex is the one
hexagon moved to its centre, with exactly the corners it had, and the batched grid makes one brush per kind
of fill, not one per hex, with every hex in the path of its fill and in the outline."""

from __future__ import annotations

from PySide6.QtCore import QPointF
from PySide6.QtGui import QColor, QPolygonF

from assistant.core.hexes import load_map
from assistant.ui.hexmap.hexview import GridItem, HexGeometry


def test_each_hex_has_the_corners_of_its_centre_plus_the_hexagon():
    for name in ("tarawa", "saipan", "luzon"):
        geo = HexGeometry(load_map(name))
        for h in geo.hexes[:: max(1, len(geo.hexes) // 400)]:
            c = geo.centre(h)
            assert geo.polygon(h) == QPolygonF([c + k for k in geo._corner]), (name, h)


def test_the_batched_grid_makes_one_brush_per_fill_and_holds_every_hex(qapp):
    geo = HexGeometry(load_map("tarawa"))
    grid = GridItem(geo)
    kinds = [QColor("#2e7d32"), QColor("#c2a676"), QColor(30, 60, 200, 120)]
    fills = {h: kinds[i % 3] for i, h in enumerate(geo.hexes[:900])}   # the rest: the empty land
    grid.set_fills(fills)
    made = []
    brush_of = grid._brush_of
    grid._brush_of = lambda h: made.append(h) or brush_of(h)
    batches, outline = grid._batched()
    assert len(made) == 4                                 # three kinds of terrain and the empty land
    # every hex: 6 corners and the closing point in its fill's path and in the outline
    assert sum(path.elementCount() for _b, path in batches) == 7 * len(geo.hexes)
    assert outline.elementCount() == 7 * len(geo.hexes)
    want = {brush_of(h).color().rgba() for h in geo.hexes}
    assert {b.color().rgba() for b, _p in batches} == want
    off = QPointF(0.3, 0.7)    # off the centre: a ray along a row of corners is no test (test_area_path)
    for brush, path in batches:    # each hex lies in the path of the colour it is painted in, and no other
        for h in geo.hexes[::97]:
            same = brush_of(h).color().rgba() == brush.color().rgba()
            assert path.contains(geo.centre(h) + off) == same, geo.label(h)
