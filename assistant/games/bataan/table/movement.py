"""What a move costs under the terrain (Bataan III Movement, B7).

A path is measured by the figure's centre: its length, doubled for the parts inside jungle,
swamp, a stream or the river (each stretch belongs to one ground, by the B7 priority). Each leg is
paid on its own (B32): a path that turns back pays again for the ground it walks twice. A path that
enters the river must be a walk; the tank enters the river only where road or path meets it.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

import numpy as np
import shapely
from shapely.geometry import LineString

from assistant.core.errors import InputError
from assistant.games.bataan.table.figures import Figure
from assistant.games.bataan.table.model import Table
from assistant.games.bataan.table.robust import overlay, snap_tiny
from assistant.games.bataan.table.terrain import COST_FACTOR, GROUND_NAMES, RIVER
from assistant.games.bataan import rules as R
from assistant.core.messages import msg

MODES = ("walk", "run", "crawl")
ALLOWANCE_IN = {"walk": R.WALK_IN, "run": R.RUN_IN, "crawl": R.CRAWL_IN}
MOVE_RULE = ("III Movement (B7): run 8\", walk 4\", crawl 2\"; half rate in jungle, swamp, streams and "
             "the river; the river at a walk only; the tank crosses only where road or path meets it")


def mode_problems(fig: Figure, mode: str) -> list[str]:
    """Why ``fig`` may not move at ``mode`` at all (empty when it may)."""
    if mode not in MODES:
        raise InputError(msg("mode must be one of {0}, not {1!r}", ', '.join(MODES), mode), "mode")
    out = []
    if not fig.alive:
        out.append("a dead figure does not move")
    elif mode == "crawl" and not (fig.side == "american" and fig.wounds == "serious"):
        out.append("only a seriously wounded American crawls (III, B14)")
    elif mode != "crawl" and fig.side == "american" and fig.wounds == "serious":
        out.append("a seriously wounded American may only crawl (B14)")
    return out


@dataclass(frozen=True)
class MoveCost:
    figure: str
    mode: str
    path: tuple[tuple[float, float], ...]
    length_in: float
    cost_in: float                     # the allowance the path uses
    allowance_in: float
    by_ground_in: dict[str, float]     # length inside each ground (B7 priority)
    legal: bool                        # allowed and within the allowance
    problems: tuple[str, ...]
    too_close_to_call: bool
    ruling: tuple[str, ...]
    rule: str = MOVE_RULE


MAX_WAYPOINTS = 1000     # a path of more legs is refused (no hand or drag makes one; keeps answers quick)
PATH_RULE = "B32: a path that turns back pays every leg, so a stretch walked twice is paid twice"


def path_lengths(table: Table, points: Sequence[tuple[float, float]]) -> np.ndarray:
    """Length of the path inside each ground class (RIVER ... JUNGLE), leg by leg (B32): legs that
    run over the same ground again are each counted (an overlay of the whole line would merge them).
    The last path's lengths are kept with the terrain: a ruler asks the same path for walk and run."""
    pts = np.asarray(points, dtype=float).reshape(-1, 2)
    key = pts.tobytes()
    got = table.terrain.cache.get("path_lengths")
    if got is not None and got[0] == key:
        return got[1].copy()
    out = _path_lengths(table, pts)
    table.terrain.cache["path_lengths"] = (key, out.copy())
    return out


def _path_lengths(table: Table, pts: np.ndarray) -> np.ndarray:
    a, b = pts[:-1], pts[1:]
    keep = (a != b).any(axis=1)
    out = np.zeros(len(table.terrain.regions))
    if not keep.any():
        return out
    legs = shapely.linestrings(np.stack([a[keep], b[keep]], axis=1))
    for g, region in enumerate(table.terrain.regions):
        if not region.is_empty:
            out[g] = float(shapely.length(overlay(shapely.intersection, legs, region)).sum())
    return out


def move_cost(table: Table, figure: str, waypoints: Sequence[Sequence[float]], mode: str = "walk") -> MoveCost:
    """B7: the allowance a path from the figure's centre through ``waypoints`` uses, and whether it is legal."""
    fig = table.figure(figure)
    if len(waypoints) > MAX_WAYPOINTS:
        raise InputError(msg("a move has at most {0} waypoints, not {1}", MAX_WAYPOINTS, len(waypoints)), "waypoints")
    pts = [fig.centre]
    for k, p in enumerate(waypoints):
        try:
            x, y = float(p[0]), float(p[1])
        except (TypeError, ValueError, IndexError):
            raise InputError(msg("waypoint {0} must be x,y in inches, not {1!r}", k + 1, p), "waypoints") from None
        if not (np.isfinite(x) and np.isfinite(y)):
            raise InputError(msg("waypoint {0} must be finite", k + 1), "waypoints")
        pts.append((snap_tiny(x), snap_tiny(y)))      # within 1e-9" of 0 is 0, as figure centres (robust)
    if len(pts) < 2:
        raise InputError(msg("a move needs at least one waypoint"), "waypoints")
    problems = mode_problems(fig, mode)
    allowance = ALLOWANCE_IN[mode]
    xs, ys = np.array(pts).T
    if not table.terrain.on_table(xs, ys).all():
        problems.append("the path leaves the table")
    lengths = path_lengths(table, pts)
    cost = float((lengths * COST_FACTOR).sum())
    length = float(np.hypot(*np.diff(np.array(pts), axis=0).T).sum())
    if lengths[RIVER] > 1e-9:
        if mode != "walk":
            problems.append("a path that enters the river must be a walk (B7)")
        if fig.role == "tank":
            line = LineString(pts)
            river = table.terrain.regions[RIVER]
            # a path along the river's bank and across it meets it in lines and points: overlay() takes the lines
            outside = overlay(shapely.difference, overlay(shapely.intersection, line, river),
                              table.terrain.tank_river_crossing)
            if outside.length > 1e-6:
                problems.append(f"the tank enters {outside.length:.2f}\" of river away from road or path (B7)")
    m = table.rulings.b28_margin_in
    within = cost <= allowance + 1e-9
    if not within:
        problems.append(f"uses {cost:.2f}\" of a {allowance:g}\" {mode}")
    return MoveCost(fig.id, mode, tuple(pts), length, cost, allowance,
                    {GROUND_NAMES[k]: float(v) for k, v in enumerate(lengths) if v > 1e-9},
                    not problems, tuple(problems), abs(cost - allowance) <= m + 1e-12,
                    ("B7: terrain priority river/streams > road/paths > swamp/clearings > jungle",
                     PATH_RULE, table.rulings.label("B28")))


def run_distance(table: Table, a: np.ndarray, u: np.ndarray, cap: float, allowance: float) -> float:
    """How far along ``a + u*s`` (s <= cap, ``u`` a unit vector) a run goes on ``allowance`` at the B7
    costs of `move_cost` (each stretch at its ground's cost factor), stopping just before the river (a
    run may not enter it)."""
    if cap <= 1e-9:
        return 0.0
    seg = LineString([tuple(a), tuple(a + u * cap)])
    pieces: list[tuple[float, float, float, int]] = []
    for g, region in enumerate(table.terrain.regions):
        if region.is_empty:
            continue
        inter = overlay(shapely.intersection, seg, region)
        for part in getattr(inter, "geoms", [inter]):
            if part.is_empty or part.length <= 0 or part.geom_type not in ("LineString", "LinearRing"):
                continue
            ss = sorted(float(np.dot(np.array(c) - a, u)) for c in (part.coords[0], part.coords[-1]))
            pieces.append((ss[0], ss[1], float(COST_FACTOR[g]), g))
    pieces.sort()
    budget, stop, pos = allowance, cap, 0.0
    for s0, s1, factor, g in pieces:
        if s0 > pos + 1e-9:                  # a gap no region covers: counted at full rate
            need = s0 - pos
            if need >= budget:
                return pos + budget
            budget -= need
        pos = max(pos, s0)
        if g == RIVER:
            return max(0.0, pos - 0.01)
        need = (s1 - pos) * factor
        if need >= budget:
            return min(cap, pos + budget / factor)
        budget -= need
        pos = s1
    if cap - pos > budget:
        stop = pos + budget
    return min(stop, cap)
