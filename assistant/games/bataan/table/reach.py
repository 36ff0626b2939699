"""The ground a figure can reach this turn (Bataan III Movement, B7), as a polygon.

The table is rasterised once per terrain (cell centres classified by B7 priority, cached with the
terrain). A reach is a shortest-path search on the cells around the figure: every cell relaxes
its neighbours along 32 directions (all steps up to 3 cells: the worst direction is 1.3 % long),
a step costing its length times the mean cost factor sampled along it, repeated until nothing
improves (vectorised: one array operation per direction and sweep). Ground the mode may not enter
(the river at a run or crawl, the river away from road and path for the tank) is impassable.
Accuracy is reported by the benchmark against a 4x finer run: about 1-2 % of area.
"""

from __future__ import annotations

from dataclasses import dataclass
from math import gcd

import numpy as np
import shapely
from shapely.geometry import Polygon

from assistant.core.errors import InputError
from assistant.games.bataan.table.model import Table
from assistant.games.bataan.table.movement import ALLOWANCE_IN, MOVE_RULE, mode_problems
from assistant.games.bataan.table.terrain import COST_FACTOR, RIVER, Terrain

CELL_IN = 0.2
MIN_CELL_IN = 0.05    # finer rasters of a whole table take too long (0.05": about 3 s on 10' x 5')
STENCIL = 3          # steps up to this many cells in x and y
_OFFSETS = [(a, b) for a in range(-STENCIL, STENCIL + 1) for b in range(-STENCIL, STENCIL + 1)
            if (a, b) != (0, 0) and gcd(abs(a), abs(b)) == 1]


def ground_raster(terrain: Terrain, cell_in: float):
    """(ground class per cell, tank-crossing mask), cell centres at ((i + .5) h, (j + .5) h)."""
    key = ("ground_raster", cell_in)
    got = terrain.cache.get(key)
    if got is None:
        nx = int(np.ceil(terrain.width_in / cell_in))
        ny = int(np.ceil(terrain.height_in / cell_in))
        X, Y = np.meshgrid((np.arange(nx) + 0.5) * cell_in, (np.arange(ny) + 0.5) * cell_in, indexing="ij")
        X = np.minimum(X, terrain.width_in)
        Y = np.minimum(Y, terrain.height_in)
        ground = terrain.ground_at(X, Y)
        crossing = terrain.tank_river_crossing
        cross = shapely.intersects_xy(crossing, X, Y) if not crossing.is_empty else np.zeros(X.shape, bool)
        got = terrain.cache[key] = (ground, cross)
    return got


@dataclass(frozen=True)
class Reach:
    figure: str
    mode: str
    allowance_in: float
    area: Polygon                  # where the centre may end (empty when it may not move)
    cost_in: np.ndarray            # allowance used to reach each window cell (inf = not reachable)
    origin_in: tuple[float, float]  # the window's lower-left corner
    cell_in: float
    problems: tuple[str, ...]
    ruling: tuple[str, ...]
    rule: str = MOVE_RULE


def _factor(table: Table, fig, mode: str, cell_in: float, window):
    ground, cross = ground_raster(table.terrain, cell_in)
    i0, i1, j0, j1 = window
    g = ground[i0:i1, j0:j1]
    f = COST_FACTOR[g]
    river = g == RIVER
    if mode != "walk":
        f = np.where(river, np.inf, f)
    if fig.role == "tank":
        f = np.where(river & ~cross[i0:i1, j0:j1], np.inf, f)
    return f


def cost_field(f: np.ndarray, src: tuple[float, float], cell_in: float, limit: float) -> np.ndarray:
    """Least cost from the point ``src`` (in cell units from the window corner) to every cell."""
    nx, ny = f.shape
    T = np.full((nx, ny), np.inf)
    si, sj = int(np.floor(src[0])), int(np.floor(src[1]))
    if not (0 <= si < nx and 0 <= sj < ny) or not np.isfinite(f[si, sj]):
        return T
    # seed the cells around the start exactly (straight line, the worse of the two factors)
    for di in range(-2, 3):
        for dj in range(-2, 3):
            i, j = si + di, sj + dj
            if 0 <= i < nx and 0 <= j < ny:
                d = np.hypot(i + 0.5 - src[0], j + 0.5 - src[1]) * cell_in
                T[i, j] = d * max(f[si, sj], f[i, j])
    steps = []
    for a, b in _OFFSETS:
        m = 2 * max(abs(a), abs(b))
        acc = np.zeros((nx - abs(a), ny - abs(b)))
        for k in range(m):
            t = (k + 0.5) / m
            # cell reached at fraction t of the step, for every step (src cell -> src + (a, b))
            oi, oj = int(round(a * t)), int(round(b * t))
            si0 = max(0, -a) + oi
            sj0 = max(0, -b) + oj
            acc += f[si0:si0 + nx - abs(a), sj0:sj0 + ny - abs(b)]
        c = acc / m * np.hypot(a, b) * cell_in
        src_sl = (slice(max(0, -a), nx - max(0, a)), slice(max(0, -b), ny - max(0, b)))
        dst_sl = (slice(max(0, a), nx - max(0, -a)), slice(max(0, b), ny - max(0, -b)))
        steps.append((src_sl, dst_sl, c))
    cap = limit * 1.05 + 1e-9
    for _ in range(4 * (nx + ny)):
        changed = False
        for src_sl, dst_sl, c in steps:
            cand = T[src_sl] + c
            dst = T[dst_sl]
            better = cand < dst - 1e-12
            if better.any():
                np.putmask(dst, better & (cand <= cap), cand)
                changed = changed or bool((better & (cand <= cap)).any())
        if not changed:
            break
    return T


def _cells_polygon(mask: np.ndarray, origin: tuple[float, float], h: float):
    boxes = []
    for i in range(mask.shape[0]):
        col = mask[i]
        if not col.any():
            continue
        d = np.diff(np.concatenate(([0], col.view(np.int8), [0])))
        starts, ends = np.flatnonzero(d == 1), np.flatnonzero(d == -1)
        x0 = origin[0] + i * h
        for s, e in zip(starts, ends):
            boxes.append((x0, origin[1] + s * h, x0 + h, origin[1] + e * h))
    if not boxes:
        return Polygon()
    b = np.array(boxes)
    return shapely.union_all(shapely.box(b[:, 0], b[:, 1], b[:, 2], b[:, 3]))


def reach(table: Table, figure: str, mode: str = "walk", cell_in: float = CELL_IN,
          allowance_in: float | None = None) -> Reach:
    """Where ``figure``'s centre can get to at ``mode`` this turn (B7), and what it costs to get there."""
    if not MIN_CELL_IN <= cell_in <= 2:
        raise InputError(f"cell_in must be from {MIN_CELL_IN:g} to 2 inches (finer cells take minutes on a "
                         f"whole table), not {cell_in!r}", "cell_in")
    fig = table.figure(figure)
    problems = tuple(mode_problems(fig, mode))
    allowance = ALLOWANCE_IN[mode] if allowance_in is None else float(allowance_in)
    labels = ("B7: terrain priority river/streams > road/paths > swamp/clearings > jungle",)
    ground, _ = ground_raster(table.terrain, cell_in)
    nx, ny = ground.shape
    pad = allowance + 2 * cell_in
    i0 = max(0, int(np.floor((fig.x - pad) / cell_in)))
    i1 = min(nx, int(np.ceil((fig.x + pad) / cell_in)) + 1)
    j0 = max(0, int(np.floor((fig.y - pad) / cell_in)))
    j1 = min(ny, int(np.ceil((fig.y + pad) / cell_in)) + 1)
    origin = (i0 * cell_in, j0 * cell_in)
    if problems:
        return Reach(fig.id, mode, allowance, Polygon(), np.full((i1 - i0, j1 - j0), np.inf), origin, cell_in,
                     problems, labels)
    f = _factor(table, fig, mode, cell_in, (i0, i1, j0, j1))
    src = ((fig.x - origin[0]) / cell_in, (fig.y - origin[1]) / cell_in)
    T = cost_field(f, src, cell_in, allowance)
    area = _cells_polygon(T <= allowance, origin, cell_in)
    area = shapely.intersection(area, table.terrain.rect)
    return Reach(fig.id, mode, allowance, area, T, origin, cell_in, problems, labels)
