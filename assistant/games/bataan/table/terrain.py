"""Terrain of the miniatures table, in inches: features as shapely shapes, and the regions rules read.

A feature is a line with a width (road, path, stream, river) or a polygon (swamp, clearing, river,
stream, entrenchment), or a marker point (the destroyed bridge). Bataan B3: the whole cloth is
jungle except where road, path, clearing, river, stream or swamp covers it. B7: where shapes
overlap, river and streams come first, then road and paths, then swamps and clearings, then the
jungle. Entrenchments and the bridge marker do not change the ground under them.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from functools import cached_property
from typing import Iterable, Sequence

import numpy as np
import shapely
from shapely.geometry import LineString, Point, Polygon, box
from shapely.geometry.base import BaseGeometry
from shapely.validation import explain_validity, make_valid

from assistant.core.errors import InputError
from assistant.games.bataan.table.robust import TINY_IN, drop_slivers, overlay, snap_tiny
from assistant.core.messages import msg

LINE_KINDS = ("road", "path", "river", "stream")
AREA_KINDS = ("river", "stream", "swamp", "clearing", "entrenchment")
POINT_KINDS = ("bridge",)
KINDS = ("road", "path", "river", "stream", "swamp", "clearing", "entrenchment", "bridge")

# Ground classes in B7 priority order (first wins where shapes overlap); JUNGLE is the cloth.
RIVER, STREAM, ROAD, SWAMP, CLEARING, JUNGLE = range(6)
PRIORITY = (RIVER, STREAM, ROAD, SWAMP, CLEARING)      # the open ground classes, first wins
GROUND_NAMES = ("river", "stream", "road", "swamp", "clearing", "jungle")
GROUND_OF_KIND = {"river": RIVER, "stream": STREAM, "road": ROAD, "path": ROAD,
                  "swamp": SWAMP, "clearing": CLEARING}
# B7: a path costs its length, doubled inside jungle, swamp, a stream or the river.
COST_FACTOR = np.array([2.0, 2.0, 1.0, 2.0, 1.0, 2.0])

Point2 = tuple[float, float]
# an invalid (self-crossing) outline is repaired only up to this many points: GEOS's repair grows much
# faster than the outline (8,000 noisy points: 2 s; 100,000: many minutes); valid outlines have no limit
MAX_REPAIR_POINTS = 5_000


def _points(raw: Iterable, where: str, minimum: int) -> tuple[Point2, ...]:
    try:
        pts = tuple((float(p[0]), float(p[1])) for p in raw)
        bad = any(len(p) != 2 for p in raw)
    except (TypeError, ValueError, IndexError):
        raise InputError(msg("points must be [x, y] pairs of numbers (inches)"), where) from None
    if bad:
        raise InputError(msg("points must be [x, y] pairs of numbers (inches)"), where)
    a = np.array(pts, dtype=float)
    if not np.isfinite(a).all():
        raise InputError(msg("points must be finite numbers"), where)
    if len(pts) < minimum:
        raise InputError(msg("needs at least {0} points, has {1}", minimum, len(pts)), where)
    # a coordinate within a billionth of an inch of 0 is 0 (robust.snap_tiny: GEOS fails on subnormals)
    if ((a != 0) & (np.abs(a) < TINY_IN)).any():
        pts = tuple((snap_tiny(x), snap_tiny(y)) for x, y in pts)
    return pts


@dataclass(frozen=True)
class TerrainFeature:
    """One terrain shape. Build with `TerrainFeature.line`, `.area` or `.marker` (they validate)."""

    id: str
    kind: str
    geometry: BaseGeometry = field(compare=False)   # the area it covers (a point for the bridge)
    line: tuple[Point2, ...] | None = None          # centre line of a line feature
    width_in: float | None = None
    polygon: tuple[Point2, ...] | None = None       # outline of an area feature, as given
    point: Point2 | None = None
    name: str = ""
    note: str = ""                                  # what was repaired, if anything

    @property
    def ground(self) -> int | None:
        """The ground class it sets (None for entrenchments and the bridge marker)."""
        return GROUND_OF_KIND.get(self.kind)

    @classmethod
    def line_feature(cls, id: str, kind: str, points: Sequence, width_in: float, name: str = "") -> "TerrainFeature":
        where = f"terrain '{id}'"
        if kind not in LINE_KINDS:
            raise InputError(msg("kind '{0}' cannot be a line; line kinds: {1}", kind, ', '.join(LINE_KINDS)), where)
        pts = _points(points, f"{where}: line", 2)
        try:
            width = float(width_in)
        except (TypeError, ValueError):
            raise InputError(msg("width_in must be a number, not {0!r}", width_in), where) from None
        if not (math.isfinite(width) and width > 0):
            raise InputError(msg("width_in must be more than 0, not {0!r}", width_in), where)
        ls = LineString(pts)
        if ls.length <= 0:
            raise InputError(msg("the line has no length (all its points are the same)"), where)
        geom = ls.buffer(width / 2.0, cap_style="flat", join_style="round", quad_segs=8)
        return cls(id=id, kind=kind, geometry=geom, line=pts, width_in=width, name=name)

    @classmethod
    def area_feature(cls, id: str, kind: str, points: Sequence, name: str = "") -> "TerrainFeature":
        """A polygon; a self-crossing outline is repaired (the fix is named in ``note``) or refused."""
        where = f"terrain '{id}'"
        if kind not in AREA_KINDS:
            raise InputError(msg("kind '{0}' cannot be an area; area kinds: {1}", kind, ', '.join(AREA_KINDS)), where)
        pts = _points(points, f"{where}: polygon", 3)
        poly = Polygon(pts)
        note = ""
        if not poly.is_valid:
            reason = explain_validity(poly)
            if len(pts) > MAX_REPAIR_POINTS:
                raise InputError(msg("the outline is invalid ({0}) and has {1:,} points: outlines of up to {2:,} points are repaired on "
                                     "loading (a bigger one would take minutes); fix or simplify it in the drawing program", reason, len(pts), MAX_REPAIR_POINTS), where)
            fixed = make_valid(poly)
            fixed = overlay(shapely.union_all, [g for g in shapely.get_parts(fixed)
                                                if g.geom_type in ("Polygon", "MultiPolygon")]) \
                if not fixed.is_empty else fixed
            if fixed.is_empty or fixed.area <= 1e-9:
                raise InputError(msg("the outline is invalid ({0}) and cannot be repaired", reason), where)
            note = f"repaired: the outline was invalid ({reason}); kept as {fixed.geom_type} of {fixed.area:.2f} sq in"
            poly = fixed
        if poly.area <= 1e-9:
            raise InputError(msg("the outline encloses no area"), where)
        return cls(id=id, kind=kind, geometry=poly, polygon=pts, name=name, note=note)

    @classmethod
    def marker(cls, id: str, kind: str, point: Sequence, name: str = "") -> "TerrainFeature":
        where = f"terrain '{id}'"
        if kind not in POINT_KINDS:
            raise InputError(msg("kind '{0}' cannot be a marker; marker kinds: {1}", kind, ', '.join(POINT_KINDS)), where)
        (pt,) = _points([point], f"{where}: point", 1)
        return cls(id=id, kind=kind, geometry=Point(pt), point=pt, name=name)

    def moved_to(self, **changes) -> "TerrainFeature":
        """A new feature with changed source data (line/width_in/polygon/point), validated again."""
        line = changes.get("line", self.line)
        if self.point is not None:
            return TerrainFeature.marker(self.id, self.kind, changes.get("point", self.point), self.name)
        if line is not None and "polygon" not in changes:
            return TerrainFeature.line_feature(self.id, self.kind, line, changes.get("width_in", self.width_in),
                                               self.name)
        return TerrainFeature.area_feature(self.id, self.kind, changes.get("polygon", self.polygon), self.name)


def _areas(g: BaseGeometry) -> BaseGeometry:
    """The polygons of an overlay's result: an overlay of areas may add lines or points where shapes
    touch (or, done again on a grid, where a sliver collapsed), and a collection of lines and
    polygons makes GEOS's next overlay fail ("unable to determine ... dimension"). Zero-area slivers
    (`robust.drop_slivers`) are left out too."""
    if g.geom_type not in ("Polygon", "MultiPolygon"):
        areas = [p for p in shapely.get_parts(g) if p.geom_type in ("Polygon", "MultiPolygon")]
        g = overlay(shapely.union_all, areas) if areas else Polygon()
    return drop_slivers(g)


class Terrain:
    """All features on a table of ``width_in`` x ``height_in``, with the derived regions (cached).

    Immutable once built: editing terrain builds a new `Terrain` (the `Table` does that), so the
    caches below never go stale.
    """

    def __init__(self, width_in: float, height_in: float, features: Iterable[TerrainFeature] = ()):
        if not (width_in > 0 and height_in > 0):
            raise InputError(msg("table size must be positive, not {0} x {1}", width_in, height_in), "table size_in")
        self.width_in = float(width_in)
        self.height_in = float(height_in)
        self.features: tuple[TerrainFeature, ...] = tuple(features)
        self.rect = box(0.0, 0.0, self.width_in, self.height_in)
        self.cache: dict = {}       # derived data other modules keep with this terrain (sight grids ...)
        seen: set[str] = set()
        for f in self.features:
            if f.id in seen:
                raise InputError(msg("two terrain features share this id"), f"terrain '{f.id}'")
            seen.add(f.id)
            if not f.geometry.intersects(self.rect):
                raise InputError(msg("the feature lies wholly off the table"), f"terrain '{f.id}'")

    # --- regions -------------------------------------------------------------------------
    def _union(self, *grounds: int) -> BaseGeometry:
        """The area the features of these ground classes cover on the table. Only its polygons: where a
        shape touches the table's edge from outside, the clip adds a line (no area), and a collection of
        lines and polygons makes GEOS's next overlay fail ("unable to determine ... dimension")."""
        parts = [f.geometry for f in self.features if f.ground in grounds]
        if not parts:
            return Polygon()
        return _areas(overlay(shapely.intersection, overlay(shapely.union_all, parts), self.rect))

    @cached_property
    def open_ground(self) -> BaseGeometry:
        """Everything that is not jungle cloth (B3): the union of the B7 regions."""
        return self._chain()[-1][1]

    @cached_property
    def jungle(self) -> BaseGeometry:
        g = _areas(overlay(shapely.difference, self.rect, self.open_ground))
        shapely.prepare(g)
        return g

    def _chain(self) -> list[tuple[BaseGeometry, BaseGeometry]]:
        """Per open ground class in B7 priority: (its region, the ground covered by it and the classes
        before it). Each class's union and each link are kept in ``cache`` (`reuse` carries them)."""
        out = []
        covered: BaseGeometry = Polygon()
        for ground in PRIORITY:
            got = self.cache.get(("region", ground))
            if got is None:
                g = _areas(overlay(shapely.difference, self._class_union(ground), covered))
                got = self.cache[("region", ground)] = (g, _areas(overlay(shapely.union, covered, g)))
            covered = got[1]
            out.append(got)
        return out

    @cached_property
    def regions(self) -> tuple[BaseGeometry, ...]:
        """Disjoint regions per ground class, by B7 priority (index = RIVER ... JUNGLE)."""
        out = [g for g, _covered in self._chain()] + [self.jungle]
        for g in out:
            shapely.prepare(g)
        return tuple(out)

    def _class_union(self, ground: int) -> BaseGeometry:
        got = self.cache.get(("union", ground))
        if got is None:
            got = self.cache[("union", ground)] = self._union(ground)
        return got

    def _class_features(self, ground: int) -> tuple[TerrainFeature, ...]:
        return tuple(f for f in self.features if f.ground == ground)

    def reuse(self, old: "Terrain") -> None:
        """After an edit: take ``old``'s union of a ground class whose features (in order) are
        unchanged, and its B7 regions up to the first class that changed (each region depends on the
        classes before it). The same shapely inputs give the same answers, so nothing differs from a
        terrain built from nothing but the time (issue #17: an edit within a frame)."""
        if (old.width_in, old.height_in) != (self.width_in, self.height_in):
            return
        prefix = True
        for ground in PRIORITY:
            same = self._class_features(ground) == old._class_features(ground)
            prefix = prefix and same
            for key, ok in ((("union", ground), same), (("region", ground), prefix)):
                if ok and key in old.cache and key not in self.cache:
                    self.cache[key] = old.cache[key]

    @cached_property
    def tank_river_crossing(self) -> BaseGeometry:
        """B7: where road or path meets the river (the only river the tank may enter)."""
        g = overlay(shapely.intersection, self._class_union(RIVER), self._class_union(ROAD))
        shapely.prepare(g)
        return g

    @cached_property
    def entrenchments(self) -> BaseGeometry:
        parts = [f.geometry for f in self.features if f.kind == "entrenchment"]
        g = overlay(shapely.union_all, parts) if parts else Polygon()
        shapely.prepare(g)
        return g

    def ground_at(self, x, y) -> np.ndarray:
        """Ground class (RIVER ... JUNGLE) at points; a point on a border takes the higher priority."""
        x = np.asarray(x, dtype=float)
        y = np.asarray(y, dtype=float)
        out = np.full(np.broadcast(x, y).shape, JUNGLE, dtype=np.int8)
        undecided = np.ones(out.shape, dtype=bool)
        for ground in (RIVER, STREAM, ROAD, SWAMP, CLEARING):
            g = self.regions[ground]
            if g.is_empty:
                continue
            hit = undecided & shapely.intersects_xy(g, x, y)
            out[hit] = ground
            undecided &= ~hit
        return out

    def in_jungle(self, x, y) -> np.ndarray:
        return self.ground_at(x, y) == JUNGLE

    def on_table(self, x, y) -> np.ndarray:
        x = np.asarray(x, dtype=float)
        y = np.asarray(y, dtype=float)
        return (x >= 0) & (x <= self.width_in) & (y >= 0) & (y <= self.height_in)

    def notes(self) -> list[str]:
        """Repairs made while loading, one line per repaired feature."""
        return [f"terrain '{f.id}': {f.note}" for f in self.features if f.note]
