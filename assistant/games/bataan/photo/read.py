"""Reading a photo of the table (issue 24.1, 24.2): markers, straightening, bases, matching, in one call.
`read_photo` takes the photo (a path, the file's bytes or decoded pixels), the table the game knows and
the palette, and returns a `PhotoReading`: every figure's reading, the bases not matched and the
markers found. It changes nothing; the game command (``photo_moves``) records what the referee accepts."""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from pathlib import Path
from statistics import median
from typing import Mapping

import numpy as np

from assistant.core.errors import InputError

from . import image_file, markers
from .bases import FoundBase, GroupShape, find_bases
from .colours import Palette, group_key
from .match import FigureReading, known_figures, match
from .rectify import DEFAULT_PX_PER_IN, upright


@dataclass(frozen=True)
class PhotoReading:
    figures: tuple[FigureReading, ...]
    unmatched: tuple[FoundBase, ...]
    fix: markers.MarkerFix
    px_per_in: float
    notes: tuple[str, ...] = ()
    found: tuple[FoundBase, ...] = ()
    seconds: Mapping[str, float] = field(default_factory=dict)

    def by_id(self) -> dict[str, FigureReading]:
        return {r.id: r for r in self.figures}

    def moves(self) -> dict[str, tuple[float, float]]:
        """The figures the photo moves (moved or too far): {id: (x, y)}."""
        return {r.id: (r.x, r.y) for r in self.figures if r.moves}

    def to_json(self) -> dict:
        return {"figures": [r.to_json() for r in self.figures],
                "unmatched": [{"x": round(d.x, 3), "y": round(d.y, 3), "group": d.group} for d in self.unmatched],
                "markers": self.fix.to_json()}


def group_shapes(table) -> dict[str, GroupShape]:
    """Each group's foot base radius (the median of its round bases), its tank's base, if any, and its roles."""
    radii: dict[str, list[float]] = {}
    tanks: dict[str, tuple[float, float]] = {}
    roles: dict[str, set[str]] = {}
    for f in table.figures.values():
        g = group_key(f.side, f.unit)
        roles.setdefault(g, set()).add(f.role)
        if f.role == "tank" and not f.base.is_round:
            tanks[g] = (f.base.length_in, f.base.width_in)
        elif f.base.is_round:
            radii.setdefault(g, []).append(f.base.radius_in)
    return {g: GroupShape(median(radii.get(g, [0.5])), tanks.get(g), frozenset(roles.get(g, ()))) for g in roles}


def load(photo, where: str) -> np.ndarray:
    if isinstance(photo, np.ndarray):
        if photo.ndim != 3 or photo.shape[2] != 3 or photo.dtype != np.uint8:
            raise InputError("expected an 8-bit colour image", where)
        image_file.check_size(photo.shape[1], photo.shape[0], where)
        return photo
    if isinstance(photo, (bytes, bytearray)):
        return image_file.decode(bytes(photo), where)
    return image_file.read_image(photo)


def read_photo(photo, table, palette: Palette | None = None, *, marker_size_in: float = markers.DEFAULT_SIZE_IN,
               allowance: Mapping[str, float] | None = None, px_per_in: float = DEFAULT_PX_PER_IN,
               where: str | None = None) -> PhotoReading:
    """Read where the photo puts the table's figures. ``allowance``: how far each figure may have
    moved ({id: inches}; a figure not listed may not move); None: every figure its run allowance (8")."""
    import cv2

    palette = palette or Palette()
    where = where or (str(photo) if isinstance(photo, (str, Path)) else "photo")
    markers.check_size(marker_size_in, table.width_in, table.height_in)
    t0, c0 = time.perf_counter(), time.process_time()
    img = load(photo, where)
    t1 = time.perf_counter()
    gray = cv2.cvtColor(img, cv2.COLOR_BGR2GRAY)
    fix = markers.fix(markers.detect(gray), table.width_in, table.height_in, marker_size_in, where)
    t2 = time.perf_counter()
    up = upright(img, fix.homography, table.width_in, table.height_in, px_per_in)
    t3 = time.perf_counter()
    found = find_bases(up, palette, group_shapes(table))
    t4 = time.perf_counter()
    known = known_figures(table.figures.values(), palette, allowance)
    readings, unmatched = match(known, found)
    t5 = time.perf_counter()
    notes = []
    wanted = {k.group for k in known if k.on_photo}
    missing = sorted(wanted - set(palette.groups))
    if missing:
        notes.append("no base colour for " + ", ".join(missing) + ": their figures are not read")
    on = sum(1 for k in known if k.on_photo)
    if on and not found:
        raise InputError("no bases of the palette's colours found on the table: check the base colours "
                         "(--colour) and the light", where)
    notes.append(f"{len(found)} bases found for {on} figures on the table; straightened at {up.px_per_in:.1f} "
                 f"pixels an inch, markers fit to {fix.residual_in:.3f}\"")
    secs = {"decode": t1 - t0, "markers": t2 - t1, "straighten": t3 - t2, "bases": t4 - t3, "match": t5 - t4,
            "wall": t5 - t0, "cpu": time.process_time() - c0}
    return PhotoReading(tuple(readings), tuple(unmatched), fix, up.px_per_in, tuple(notes), tuple(found), secs)
