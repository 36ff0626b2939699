"""The outline of a set of hexes as one shape: its outer edges and holes as closed rings, not one
polygon per hex. A whole traced map (Betio's 5,940 hexes) drawn as 5,940 outlined polygons took over a
second per repaint (the pen stroked every inner side twice) and made a map-file import take seconds
(issue 26); the rings stroke only the area's edge and fill the same area."""

from __future__ import annotations

from typing import Iterable

from PySide6.QtGui import QPainterPath


def area_path(geo, hexes: Iterable) -> QPainterPath:
    """The union of ``hexes`` (``geo.polygon(h)`` each: its centre plus ``geo._corner``) as closed rings:
    a side two of the hexes share is inside the area and left out; the rest chain, corner to corner,
    into the outer edges and the holes (every hex's corners run the same way round, so the chains
    close). Corners meet on a 1/1024 scene-unit lattice."""
    corners = [(k.x(), k.y()) for k in geo._corner]
    n = len(corners)
    seen = set()
    sides: dict[tuple, tuple] = {}
    points: dict[tuple[int, int], tuple[float, float]] = {}
    for h in hexes:
        if h in seen:
            continue
        seen.add(h)
        c = geo.centre(h)
        cx, cy = c.x(), c.y()
        pts = [(cx + kx, cy + ky) for kx, ky in corners]
        keys = [(round(x * 1024), round(y * 1024)) for x, y in pts]
        for i in range(n):
            a, b = keys[i], keys[(i + 1) % n]
            points[a] = pts[i]
            undirected = (a, b) if a < b else (b, a)
            if undirected in sides:
                del sides[undirected]          # shared by two hexes of the area: inside it
            else:
                sides[undirected] = (a, b)
    following = dict(sides.values())
    path = QPainterPath()
    while following:
        start, cur = following.popitem()
        path.moveTo(*points[start])
        while cur != start and cur in following:
            path.lineTo(*points[cur])
            cur = following.pop(cur)
        path.closeSubpath()
    return path
