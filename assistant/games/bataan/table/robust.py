"""Coordinates and overlays GEOS can answer: one rule for coordinates near 0, one for a failed overlay.

Near 0: GEOS mis-measures geometry at subnormal coordinates (a line from x = 5e-324 to x = 0 along the
table's edge measured 0.5" of jungle, not 1.67") and its overlay can fail outright on them ("unable to
determine overlay result geometry dimension" for a stream buffered from (0, 0) to (5e-324, -1)). So a
coordinate nearer 0 than ``TINY_IN`` is 0, wherever it enters the table's geometry: figure centres
(`Figure`), terrain points (`TerrainFeature`), and the points a kernel is handed directly
(`segments`). A billionth of an inch is far below anything measured on the table.

Zero-area slivers: an overlay of shapes that share or nearly share an edge can leave parts (or holes) of no
width at all, a few inches long and 1e-16 square inches in area. They are no ground anyone stands on, yet a
sight line run along one gained its length as "jungle" (issue 26: 102.363" reported for 98.166"). A part or
hole narrower than ``TINY_IN`` (twice its area over its perimeter) is dropped (`drop_slivers`) from every
region the terrain derives.

A failed overlay: GEOS's floating overlay may still give up on nearly degenerate inputs; the same
operation is then done with snap-rounding on a ``GRID_IN`` grid (``grid_size``, which GEOS documents as
robust), a change far below anything measured. Only GEOS's own error is caught (issue 17 item 5).
"""

from __future__ import annotations

import numpy as np
import shapely
from shapely.errors import GEOSException

TINY_IN = 1e-9          # coordinates nearer 0 than this are 0
GRID_IN = 1e-9          # the precision grid of an overlay done again with snap-rounding


def snap_tiny(a):
    """``a`` (a number or an array of numbers) with every value nearer 0 than TINY_IN made 0."""
    if isinstance(a, (float, int)) and not isinstance(a, bool):
        return 0.0 if abs(a) < TINY_IN else float(a)
    a = np.asarray(a, dtype=float)
    return np.where(np.abs(a) < TINY_IN, 0.0, a)


def sliver(poly) -> bool:
    """A polygon (or a ring's polygon) narrower than TINY_IN: twice its area over its perimeter (a thin
    shape's width) is below a billionth of an inch."""
    perimeter = poly.length
    return perimeter == 0 or 2.0 * poly.area / perimeter < TINY_IN


def drop_slivers(g):
    """``g`` (a Polygon or MultiPolygon) without its zero-area parts and holes (see the module notes);
    ``g`` itself when it has none."""
    if g.is_empty or g.geom_type not in ("Polygon", "MultiPolygon"):
        return g
    parts = list(shapely.get_parts(g))
    changed = False
    kept = []
    for p in parts:
        if sliver(p):
            changed = True
            continue
        holes = [h for h in p.interiors if not sliver(shapely.Polygon(h))]
        if len(holes) != len(p.interiors):
            changed = True
            p = shapely.Polygon(p.exterior, holes)
        kept.append(p)
    if not changed:
        return g
    if not kept:
        return shapely.Polygon()
    return kept[0] if len(kept) == 1 else shapely.MultiPolygon(kept)


def homogeneous(g):
    """A geometry collection of mixed dimensions (polygons with the lines or points an overlay left
    where shapes touch) as its parts of the highest dimension; any other geometry as it is. GEOS's
    overlays refuse mixed input ("unable to determine overlay result geometry dimension", or with
    ``grid_size`` "overlay input is mixed-dimension")."""
    if not isinstance(g, shapely.Geometry) or g.geom_type != "GeometryCollection" or g.is_empty:
        return g
    parts = shapely.get_parts(g)
    dims = shapely.get_dimensions(parts)
    return shapely.union_all(parts[dims == dims.max()], grid_size=GRID_IN)


def overlay(op, a, b=None):
    """``op(a, b)`` (``shapely.intersection``, ``difference``, ``union``; or ``op(a)`` for
    ``shapely.union_all`` when ``b`` is None); if GEOS's floating overlay fails, the same overlay
    with snap-rounding at GRID_IN, of mixed collections' highest-dimension parts (`homogeneous`)."""
    args = (a,) if b is None else (a, b)
    try:
        return op(*args)
    except GEOSException:
        return op(*(homogeneous(g) for g in args), grid_size=GRID_IN)
