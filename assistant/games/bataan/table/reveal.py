"""Where a moving Japanese figure first comes within 2" of each hidden American (VI.C, B15, B30).

Ruling B30: a hidden American is revealed by a Japanese figure whose path passes within 2" of him
(the B1 distance: base edge to base edge, or centre to centre under the other B1 reading), at the
first point of the path where it does, even if the figure ends its move farther away.

The mover's base is carried along each leg of its path without turning. The B1 distance between two
convex shapes is a convex function of how far along a straight leg the mover is, so per leg the
closest approach is found by a ternary search and the first point within 2" by bisection before it.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

import numpy as np
import shapely
from shapely import affinity
from shapely.geometry import LineString, Point

from assistant.games.bataan import rules as R
from assistant.games.bataan.table.model import Table

REVEAL_RULE = ("VI.C (B15, B30): a Japanese figure within 2\" reveals a hidden American, anywhere "
               "along its path, where it first comes that close")
_STEPS = 80          # ternary and bisection steps per leg (the parameter to about 1e-14 of the leg)


@dataclass(frozen=True)
class PathReveal:
    american: str
    by: str
    revealed: bool                   # the path comes within 2"
    at: tuple[float, float] | None   # the mover's centre where it first comes within 2"
    along_in: float | None           # how far along the path that is
    nearest_in: float                # the path's closest B1 distance to him
    too_close_to_call: bool          # B28: the closest approach is within the margin of 2"
    ruling: tuple[str, ...]
    rule: str = REVEAL_RULE


def _distance_fn(table: Table, mover: str, american: str, centre: bool):
    """f(x, y): the B1 distance from the mover (centre at x, y) to the American."""
    m, a = table.figure(mover), table.figure(american)
    ax, ay = a.centre
    if centre:
        return lambda x, y: float(np.hypot(x - ax, y - ay))
    if m.base.is_round and a.base.is_round:
        r = m.base.radius_in + a.base.radius_in
        return lambda x, y: max(float(np.hypot(x - ax, y - ay)) - r, 0.0)
    fa, ra = (Point(a.centre), a.base.radius_in) if a.base.is_round else (a.footprint, 0.0)
    fp = m.footprint if not m.base.is_round else Point(m.centre)
    rm = m.base.radius_in if m.base.is_round else 0.0
    return lambda x, y: max(float(shapely.distance(affinity.translate(fp, x - m.x, y - m.y), fa)) - rm - ra, 0.0)


def _least(g) -> tuple[float, float]:
    """(t, g(t)) where the convex g is least on [0, 1] (ternary search; the ends included)."""
    lo, hi = 0.0, 1.0
    for _ in range(_STEPS):
        m1, m2 = lo + (hi - lo) / 3, hi - (hi - lo) / 3
        if g(m1) <= g(m2):
            hi = m2
        else:
            lo = m1
    return min(((t, g(t)) for t in (0.0, 0.5 * (lo + hi), 1.0)), key=lambda c: c[1])


def _first_within(f, a: np.ndarray, b: np.ndarray, limit: float) -> tuple[float | None, float]:
    """On leg a->b: (first parameter t with f <= limit or None, the least f on the leg)."""
    def g(t: float) -> float:
        p = a + (b - a) * t
        return f(float(p[0]), float(p[1]))
    tmin, fmin = _least(g)
    if g(0.0) <= limit:
        return 0.0, fmin
    if fmin > limit:
        return None, fmin
    lo, hi = 0.0, tmin                               # g(lo) > limit >= g(hi), g falls on [0, tmin]
    for _ in range(_STEPS):
        mid = 0.5 * (lo + hi)
        if g(mid) <= limit:
            hi = mid
        else:
            lo = mid
    return hi, fmin


def path_reveals(table: Table, mover: str, path: Sequence[Sequence[float]]) -> list[PathReveal]:
    """B30 for a Japanese ``mover`` walking ``path`` (its centres, from where it starts): every hidden
    living American it comes within 2" of (revealed), or within the B28 margin beyond (not revealed,
    flagged), in the order the path reaches them."""
    fig = table.figure(mover)
    pts = np.asarray(path, dtype=float).reshape(-1, 2)
    if fig.side != "japanese" or not fig.alive or len(pts) == 0:
        return []
    if len(pts) == 1:
        pts = np.vstack([pts, pts])
    centre = table.rulings.b1_centre_to_centre
    limit, margin = R.PROXIMITY_SPOT_IN, table.rulings.b28_margin_in
    labels = (table.rulings.label("B1"), table.rulings.label("B30"), table.rulings.label("B28"))
    line = LineString(pts) if np.any(pts[1:] != pts[:-1]) else Point(pts[0])
    legs = np.hypot(*np.diff(pts, axis=0).T)
    out: list[tuple[float, PathReveal]] = []
    for a in table.figures.values():
        if a.side != "american" or not a.alive or a.revealed:
            continue
        reach = limit + margin + 1e-9 + (0.0 if centre else fig.base.radius_in + a.base.radius_in)
        if line.distance(Point(a.centre)) > reach:   # far from the whole path: no leg comes near him
            continue
        f = _distance_fn(table, mover, a.id, centre)
        first, best, done = None, np.inf, 0.0
        for k in range(len(pts) - 1):
            t, fmin = _first_within(f, pts[k], pts[k + 1], limit)
            best = min(best, fmin)
            if t is not None and first is None:
                at = pts[k] + (pts[k + 1] - pts[k]) * t
                first = ((float(at[0]), float(at[1])), done + float(legs[k]) * t)
            done += float(legs[k])
        close = abs(best - limit) <= margin + 1e-12
        if first is None and not close:
            continue
        at, along = first if first is not None else (None, None)
        out.append((along if along is not None else np.inf,
                    PathReveal(a.id, mover, first is not None, at, along, float(best), close, labels)))
    out.sort(key=lambda p: p[0])
    return [p for _, p in out]
