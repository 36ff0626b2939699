"""A shaded set of hexes is one shape (issue 26, map files: a whole traced Betio, 5,940 hexes drawn as
5,940 outlined polygons, took over a second per repaint and made an import take seconds): the union's
outer edge and holes as rings, holding exactly the hexes of the set."""

from __future__ import annotations

from PySide6.QtCore import QPointF, Qt

from assistant.core.hexes import load_map, within
from assistant.ui.hexmap.area_path import area_path
from assistant.ui.hexmap.hexview import HexGeometry


def rings(path) -> int:
    return sum(1 for i in range(path.elementCount()) if path.elementAt(i).isMoveTo())


def test_the_union_holds_the_hexes_and_strokes_only_its_edges():
    m = load_map("tarawa")
    geo = HexGeometry(m)
    centre = m.parse("3020")
    block = set(within(centre, 3))
    hole = set(within(centre, 1))
    area = block - hole
    path = area_path(geo, area)
    path.setFillRule(Qt.FillRule.OddEvenFill)
    assert rings(path) == 2                                  # the outer edge and the hole
    for h in within(centre, 5):       # a point off the centre: a ray through a row of corners is no test
        assert path.contains(geo.centre(h) + QPointF(0.3, 0.7)) == (h in area), m.label(h)
    # only the edge is drawn: 6 * (2R + 1) sides round a hexagon of radius R, here 3 outside and 1 inside
    assert path.elementCount() - rings(path) == 6 * 7 + 6 * 3


def test_a_whole_map_is_one_ring():
    m = load_map("tarawa")
    geo = HexGeometry(m)
    path = area_path(geo, m.all_hexes())
    assert rings(path) == 1
    assert path.contains(geo.centre(m.parse("0101"))) and path.contains(geo.centre(m.parse("9960")))
