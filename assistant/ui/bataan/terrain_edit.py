"""Drawing and reshaping terrain (no Qt): the checks the board makes before it keeps a shape.

The core repairs a self-crossing outline and notes it; the board refuses it instead, with the
place where it crosses, so the referee redraws it rather than keeps a shape he did not draw.
"""

from __future__ import annotations

import re

from shapely.geometry import LineString, Polygon
from shapely.validation import explain_validity

from assistant.core.errors import InputError
from assistant.games.bataan.table.model import Table
from assistant.games.bataan.table.terrain import TerrainFeature

# kinds the tool draws as a line with a width, and as a polygon
LINE_TOOL_KINDS = ("road", "path", "stream", "river")
AREA_TOOL_KINDS = ("swamp", "clearing", "entrenchment")
DEFAULT_WIDTH_IN = {"road": 3.0, "path": 1.5, "stream": 1.5, "river": 5.0}


def check_outline(points, where: str) -> None:
    """Refuse a polygon outline that crosses itself (InputError naming where)."""
    if len(points) < 3:
        raise InputError("an area needs at least 3 points", where)
    poly = Polygon(points)
    if not poly.is_valid:
        reason = explain_validity(poly)
        m = re.search(r"\[([-\d.e]+)\s+([-\d.e]+)\]", reason)
        at = f" near ({float(m.group(1)):.1f}, {float(m.group(2)):.1f})\"" if m else ""
        raise InputError(f"the outline crosses itself{at}; it was not kept. Draw it again without crossing "
                         f"({reason})", where)
    if poly.area <= 1e-6:
        raise InputError("the outline encloses no area; it was not kept", where)


def new_id(table: Table, kind: str) -> str:
    used = {f.id for f in table.features}
    k = 1
    while f"{kind}-{k}" in used:
        k += 1
    return f"{kind}-{k}"


def make_feature(table: Table, kind: str, points, width_in: float | None = None, fid: str | None = None,
                 name: str = "") -> TerrainFeature:
    fid = fid or new_id(table, kind)
    where = f"terrain '{fid}'"
    pts = [(round(float(x), 2), round(float(y), 2)) for x, y in points]
    if kind in LINE_TOOL_KINDS and width_in is not None:
        if len(pts) < 2 or LineString(pts).length <= 0:
            raise InputError("a line needs two different points", where)
        feat = TerrainFeature.line_feature(fid, kind, pts, width_in, name)
    else:
        check_outline(pts, where)
        feat = TerrainFeature.area_feature(fid, kind, pts, name)
    if feat.note:
        raise InputError(f"the outline is not a clean shape ({feat.note}); it was not kept", where)
    return feat


def reshaped(feature: TerrainFeature, points) -> TerrainFeature:
    """The feature with new points (its line or its outline), checked like a new one."""
    pts = [(round(float(x), 2), round(float(y), 2)) for x, y in points]
    where = f"terrain '{feature.id}'"
    if feature.point is not None:
        return feature.moved_to(point=pts[0])
    if feature.line is not None:
        return feature.moved_to(line=pts)
    check_outline(pts, where)
    return feature.moved_to(polygon=pts)


def handles_of(feature: TerrainFeature) -> list[tuple[float, float]]:
    if feature.point is not None:
        return [feature.point]
    return list(feature.line if feature.line is not None else feature.polygon or ())
