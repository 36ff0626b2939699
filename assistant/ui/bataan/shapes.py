"""Shapely geometry as Qt painter paths (scene units are inches)."""

from __future__ import annotations

from PySide6.QtCore import QPointF
from PySide6.QtGui import QPainterPath, QPolygonF


def _ring(path: QPainterPath, coords) -> None:
    pts = [QPointF(float(x), float(y)) for x, y in coords]
    if pts:
        path.addPolygon(QPolygonF(pts))
        path.closeSubpath()


def geometry_path(geom) -> QPainterPath:
    """A filled path of a (multi)polygon, holes included (odd-even fill)."""
    path = QPainterPath()
    path.setFillRule(path.fillRule().OddEvenFill)
    if geom is None or geom.is_empty:
        return path
    kind = geom.geom_type
    if kind == "Polygon":
        _ring(path, geom.exterior.coords)
        for hole in geom.interiors:
            _ring(path, hole.coords)
    elif kind in ("MultiPolygon", "GeometryCollection"):
        for part in geom.geoms:
            if part.geom_type in ("Polygon", "MultiPolygon"):
                path.addPath(geometry_path(part))
    return path


def line_path(coords) -> QPainterPath:
    path = QPainterPath()
    coords = list(coords)
    if coords:
        path.moveTo(float(coords[0][0]), float(coords[0][1]))
        for x, y in coords[1:]:
            path.lineTo(float(x), float(y))
    return path


def lines_path(geom) -> QPainterPath:
    """The line parts of a geometry (a LineString, MultiLineString or a collection)."""
    path = QPainterPath()
    if geom is None or geom.is_empty:
        return path
    if geom.geom_type == "LineString":
        path.addPath(line_path(geom.coords))
    elif hasattr(geom, "geoms"):
        for part in geom.geoms:
            path.addPath(lines_path(part))
    return path
