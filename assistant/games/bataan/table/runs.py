"""Straight runs at a figure (Bataan VI.D, the Banzai Charge): how far a figure gets along a line at its
target on the run allowance at the B7 costs (`movement.run_distance`, checked with `movement.move_cost`),
stopping at base contact with the target, short of any other base, at the table edge, or before the
river; and, when a base blocks the straight line, the best of a few veers round it.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Sequence

import numpy as np

from assistant.games.bataan.table.figures import Figure
from assistant.games.bataan.table.model import Table
from assistant.games.bataan.table.movement import move_cost, run_distance

OFFSETS_DEG = (0.0, 10.0, -10.0, 20.0, -20.0, 30.0, -30.0)   # tried in this order; ties keep the first
AROUND_DEG = (30.0, -30.0, 60.0, -60.0, 90.0, -90.0)   # then straight at these contact points round him
CLEAR_IN = 0.005          # a run stops this far short of another base (the 0.001" rounding never overlaps)
ROUND_IN = 0.0008         # ... and this far short of contact with its target (rounding: at most 0.0007")


def first_touch(f: Figure, a: np.ndarray, u: np.ndarray, s_max: float, other: Figure) -> float | None:
    """The first s in [0, s_max] at which ``f`` moved to ``a + u*s`` touches ``other``'s base; None if it
    never does, or if the two already overlap where it starts (it may move out of that)."""
    r = f.base.radius_in + other.base.radius_in
    c = np.array(other.centre, dtype=float)
    d = a - c
    b = float(np.dot(u, d))
    cc = float(np.dot(d, d)) - r * r
    # the circles that hold the bases: no touch on the way means none for the bases either
    disc = b * b - cc
    if disc < 0:
        return None
    if f.base.is_round and other.base.is_round:
        if cc < -1e-9:
            return None                       # already overlapping: moving out is allowed
        if cc <= 1e-9:
            return 0.0 if b < 0 else None     # touching: moving into it is not
        s = -b - math.sqrt(disc)
        return s if 0.0 <= s <= s_max else None
    s_hi = -b + math.sqrt(disc)
    if s_hi < 0 or -b - math.sqrt(disc) > s_max:
        return None
    op = other.footprint

    def gap(s: float) -> float:
        p = a + u * s
        return float(f.moved(float(p[0]), float(p[1])).footprint.distance(op))

    if gap(0.0) <= 0:
        return None
    lo, hi = 0.0, min(s_max, s_hi)            # convex shapes: the gap is convex along the line
    for _ in range(40):
        m1, m2 = lo + (hi - lo) / 3, hi - (hi - lo) / 3
        if gap(m1) <= gap(m2):
            hi = m2
        else:
            lo = m1
    s_min = (lo + hi) / 2
    if gap(s_min) > 0:
        return None
    lo, hi = 0.0, s_min
    for _ in range(40):
        mid = (lo + hi) / 2
        if gap(mid) > 0:
            lo = mid
        else:
            hi = mid
    return lo


@dataclass(frozen=True)
class Run:
    end: tuple[float, float]
    cost_in: float
    contact: bool
    blocker: str | None          # the base that cut the run short, if one did
    offset_deg: float


def rotated(u: np.ndarray, deg: float) -> np.ndarray:
    th = math.radians(deg)
    return np.array([u[0] * math.cos(th) - u[1] * math.sin(th), u[0] * math.sin(th) + u[1] * math.cos(th)])


def run_at(table: Table, f: Figure, t: Figure, u: np.ndarray, allowance: float,
            others: Sequence[Figure]) -> Run | None:
    """``f`` runs straight along the unit vector ``u``: as near ``t`` as the line comes, stopping at base
    contact with ``t``, before any other base (``others``, where they stand), at the table edge, at the end
    of the allowance at the B7 costs, or before the river. None: the line leads away from ``t``."""
    a, b = np.array(f.centre, dtype=float), np.array(t.centre, dtype=float)
    full = float(np.hypot(*(b - a)))
    if full < 1e-9:
        return Run(f.centre, 0.0, True, None, 0.0)
    u0 = (b - a) / full
    offset_deg = round(math.degrees(math.atan2(u0[0] * u[1] - u0[1] * u[0], float(np.dot(u0, u)))), 1)
    s_aim = float(np.dot(b - a, u))           # the point of the line nearest the target
    if s_aim <= 1e-9:
        return None
    touch = first_touch(f, a, u, s_aim, t)
    if touch is None and f.footprint.distance(t.footprint) <= 1e-9:
        touch = 0.0                           # already in contact: stay
    cap = s_aim if touch is None else max(0.0, touch - ROUND_IN)
    w, h = table.terrain.width_in, table.terrain.height_in     # the centre stays on the table
    for k, size in ((0, w), (1, h)):
        if u[k] > 1e-12:
            cap = min(cap, (size - a[k]) / u[k])
        elif u[k] < -1e-12:
            cap = min(cap, -a[k] / u[k])
    blocker, s_block = None, cap
    for o in others:
        s = first_touch(f, a, u, cap, o)
        if s is not None and s - CLEAR_IN < s_block:
            blocker, s_block = o.id, max(0.0, s - CLEAR_IN)
    stop = run_distance(table, a, u, s_block, allowance)
    if stop < s_block - 1e-9:
        blocker = None                        # the allowance or the river ran out first
    near = [o for o in (t, *others) if not bases_overlap(f, o)
            and math.hypot(o.x - f.x, o.y - f.y) <= stop + f.base.radius_in + o.base.radius_in + 0.1]
    for _ in range(60):                       # the exact check; step back a hair for rounding
        if stop <= 1e-9:
            return Run(f.centre, 0.0, f.footprint.distance(t.footprint) <= table.rulings.b27_touch_gap_in,
                        blocker, 0.0)
        p = a + u * stop
        end = (round(float(p[0]), 3), round(float(p[1]), 3))
        moved = f.moved(*end)
        if any(bases_overlap(moved, o) for o in near):
            stop -= 0.001
            continue
        mc = move_cost(table, f.id, [end], "run")
        if mc.legal and mc.cost_in <= allowance + 1e-9:
            gap = moved.footprint.distance(t.footprint) if not f.base.is_round or not t.base.is_round \
                else float(np.hypot(end[0] - t.x, end[1] - t.y)) - f.base.radius_in - t.base.radius_in
            return Run(end, float(mc.cost_in), gap <= table.rulings.b27_touch_gap_in, blocker, offset_deg)
        stop -= 0.01
    return Run(f.centre, 0.0, False, blocker, 0.0)


def bases_overlap(f: Figure, o: Figure) -> bool:
    """The two bases overlap (touching is not overlapping): exact circles for round bases."""
    if f.base.is_round and o.base.is_round:
        return math.hypot(f.x - o.x, f.y - o.y) < f.base.radius_in + o.base.radius_in - 1e-9
    return f.footprint.intersection(o.footprint).area > 1e-9


def best_run(table: Table, f: Figure, t: Figure, allowance: float, others: Sequence[Figure]) -> Run:
    """The run that gets ``f`` nearest ``t``: straight at it, or, when a base blocks the straight line,
    the best of a few small angular offsets (deterministic: ties keep the smaller offset, + before -)."""
    a, b = np.array(f.centre, dtype=float), np.array(t.centre, dtype=float)
    full = float(np.hypot(*(b - a)))
    if full < 1e-9:
        return Run(f.centre, 0.0, True, None, 0.0)
    u0 = (b - a) / full
    best = run_at(table, f, t, u0, allowance, others)
    assert best is not None
    if best.blocker is None or best.contact:
        return best
    dirs = [rotated(u0, off) for off in OFFSETS_DEG[1:]]
    reach = f.base.radius_in + t.base.radius_in
    for phi in AROUND_DEG:            # straight at another point of contact round the target
        p = b + rotated(-u0, phi) * reach
        d = p - a
        if float(np.hypot(*d)) > 1e-9:
            dirs.append(d / float(np.hypot(*d)))

    def miss(r: Run) -> float:
        return float(np.hypot(r.end[0] - t.x, r.end[1] - t.y))

    for u in dirs:
        r = run_at(table, f, t, u, allowance, others)
        if r is not None and (miss(r) < miss(best) - 1e-6 or (r.contact and not best.contact)):
            best = r
    return best
