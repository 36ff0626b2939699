"""Where the board's labels go, in view pixels: each label tries its places in order and takes the first
one that covers no town, landing area or label already placed and stays inside the view; when none is
free it tries its shorter text, and when that does not fit either it is hidden (the town's tooltip and
the screen reader description still name it). Nothing here knows Qt, so it is tested on plain numbers.

Labels are placed by importance: attack badges, unit badges (which may go one or two rings out, with a
leader line back to their town), town names, landing-area names, then the Bataan insert's title."""

from __future__ import annotations

from dataclasses import dataclass, field
from math import cos, pi, sin
from typing import Callable

from .label_index import RectIndex

Rect = tuple[float, float, float, float]
GAP = 2.0
"""Pixels kept free round every placed label (a pen's half-width and a hair of air)."""


@dataclass
class Spec:
    """A label to place: ``key`` names it; ``variants`` are its texts, longest first, each with its size
    and a function giving the centres to try for that size; ``far_from`` is the index of the first
    centre that sits away from its anchor (a leader line is drawn back)."""

    key: tuple
    anchor: tuple[float, float]
    variants: list[tuple[str, float, float, Callable[[float, float], list[tuple[float, float]]]]]
    far_from: int = 10 ** 6


@dataclass
class Placed:
    key: tuple
    text: str
    centre: tuple[float, float]
    rect: Rect
    far: bool = False


@dataclass
class Layout:
    placed: dict[tuple, Placed] = field(default_factory=dict)
    hidden: list[tuple] = field(default_factory=list)
    shortened: list[tuple] = field(default_factory=list)


def _inside(r: Rect, bounds: Rect) -> bool:
    return r[0] >= bounds[0] and r[1] >= bounds[1] and r[2] <= bounds[2] and r[3] <= bounds[3]


def _contains(bounds: Rect, pt: tuple[float, float]) -> bool:
    return bounds[0] <= pt[0] <= bounds[2] and bounds[1] <= pt[1] <= bounds[3]


def place(obstacles: list[Rect], specs: list[Spec], bounds: Rect | None = None) -> Layout:
    """Place ``specs`` in order round the fixed ``obstacles``, wholly inside ``bounds``; a label whose
    anchor is outside ``bounds`` (its town off screen) is hidden."""
    taken = RectIndex(cell=32.0)
    for r in obstacles:
        taken.add(r)
    out = Layout()
    for spec in specs:
        if bounds is not None and not _contains(bounds, spec.anchor):
            out.hidden.append(spec.key)       # its town is off screen: it would be cut at the edge
            continue
        keep = bounds
        done = None
        for vi, (text, w, h, cands) in enumerate(spec.variants):
            for k, (cx, cy) in enumerate(cands(w, h)):
                r = (cx - w / 2, cy - h / 2, cx + w / 2, cy + h / 2)
                if keep is not None and not _inside(r, keep):
                    continue
                if taken.hits(r):
                    continue
                done = Placed(spec.key, text, (cx, cy), r, far=k >= spec.far_from)
                if vi:
                    out.shortened.append(spec.key)
                break
            if done is not None:
                break
        if done is None:
            out.hidden.append(spec.key)
            continue
        out.placed[spec.key] = done
        r = done.rect
        taken.add((r[0] - GAP, r[1] - GAP, r[2] + GAP, r[3] + GAP))
    return out


# ---------------------------------------------------------------------------------------- candidates
def around(cx: float, cy: float, radius: float, rings: tuple[float, ...] = (0.0,), steps: int = 8,
           above_first: bool = False) -> Callable[[float, float], list[tuple[float, float]]]:
    """Centres round a circle of ``radius`` at (cx, cy): below, right, left, above, then the diagonals and
    the other directions (``above_first``: above, its diagonals, the sides, below); each ring ``extra``
    pixels further out. A label of w x h just touches the circle
    (plus the gap) on the first ring."""

    dirs = _directions(steps, above_first)

    def cands(w: float, h: float) -> list[tuple[float, float]]:
        out = []
        hw, hh = w / 2, h / 2
        for extra in rings:
            for dx, dy, ax, ay in dirs:
                # the distance along (dx, dy) at which a w x h box clears the circle, plus the ring
                reach_x = hw / ax if ax > 1e-6 else float("inf")
                reach_y = hh / ay if ay > 1e-6 else float("inf")
                d = radius + GAP + (reach_x if reach_x < reach_y else reach_y) + extra
                out.append((cx + dx * d, cy + dy * d))
        return out

    return cands


_DIRS: dict[tuple[int, bool], list[tuple[float, float, float, float]]] = {}


def _directions(steps: int, above_first: bool) -> list[tuple[float, float, float, float]]:
    """The unit directions :func:`around` tries, in order, with their absolute values (made once)."""
    key = (steps, above_first)
    if key not in _DIRS:
        order = [270, 315, 225, 0, 180, 90, 45, 135] if above_first else [90, 0, 180, 270, 45, 135, 315, 225]
        if steps > 8:
            order += [a for a in range(0, 360, 360 // steps) if a not in order]
        _DIRS[key] = [(cos(a * pi / 180), sin(a * pi / 180), abs(cos(a * pi / 180)), abs(sin(a * pi / 180)))
                      for a in order]
    return _DIRS[key]


def along(points: list[tuple[float, float]], normal: tuple[float, float]
          ) -> Callable[[float, float], list[tuple[float, float]]]:
    """Centres on a road (``points`` in order of preference) and then beside it on either side."""

    def cands(w: float, h: float) -> list[tuple[float, float]]:
        off = h + GAP
        out = list(points)
        for px, py in points:
            out.append((px + normal[0] * off, py + normal[1] * off))
            out.append((px - normal[0] * off, py - normal[1] * off))
        return out

    return cands


def short_name(name: str) -> str | None:
    """A town name cut to fit: 'Chongju' -> 'Chon.'; None when the name is already short."""
    return name[:4].rstrip() + "." if len(name) > 5 else None
