"""The ground a figure can reach this turn (Bataan III Movement, B7), as a polygon.

On ground of one cost all round (no other ground within allowance / cost of the figure) the
answer is exact: the disc of that radius, cut at the table's edge. Elsewhere the table is
rasterised once per terrain (cell centres classified by B7 priority, by scanlines, cached with the
terrain) and a reach is a shortest-path search on the cells around the figure: a cell's neighbours
along 32 directions (all steps up to 3 cells: the worst direction is 1.3 % long), a step costing
its length times the mean cost factor sampled along it (B7: doubled in jungle, swamp, streams and
the river). Ground the mode may not enter (B7: the river at a run or crawl; for the tank, the river
away from road and path) is a wall. The area is the cells whose centre costs no more than the
allowance. Accuracy is reported by the benchmarks against a 4x finer run: about 1-2 % of area.

Two searches reach the same fixed point: `reference_cost_field`, the plain one (every cell relaxes
along every direction, repeated until nothing improves), and `reach_search.cost_field_fast`, which
works row by row and is what `reach` uses (issue 17: walk and run on select within a frame;
``benchmarks/bench_reach.py`` times them in the same run). A walk is read off the run's costs when
no river lies within walking range (the only ground a walk may enter and a run may not), so
selecting a figure costs one search.
"""

from __future__ import annotations

from dataclasses import dataclass
from math import gcd

import numpy as np
import shapely
from shapely.geometry import Point, Polygon

from assistant.core.errors import InputError
from assistant.games.bataan.table.model import Table
from assistant.games.bataan.table.movement import ALLOWANCE_IN, MOVE_RULE, mode_problems
from assistant.games.bataan.table.reach_raster import covered, ground_classes
from assistant.games.bataan.table.reach_search import cells_outline, cost_field_fast
from assistant.games.bataan.table.terrain import COST_FACTOR, GROUND_NAMES, RIVER, Terrain
from assistant.core.messages import msg

CELL_IN = 0.2
MIN_CELL_IN = 0.05    # finer rasters of a whole table take too long (0.05": about 3 s on 10' x 5')
STENCIL = 3          # steps up to this many cells in x and y
_OFFSETS = [(a, b) for a in range(-STENCIL, STENCIL + 1) for b in range(-STENCIL, STENCIL + 1)
            if (a, b) != (0, 0) and gcd(abs(a), abs(b)) == 1]


def ground_raster(terrain: Terrain, cell_in: float):
    """(ground class per cell, tank-crossing mask), cell centres at ((i + .5) h, (j + .5) h), kept on
    the table; built once per terrain by scanlines (`reach_raster`), the same as asking
    `Terrain.ground_at` at every centre (`reference_ground_raster`)."""
    key = ("ground_raster", cell_in)
    got = terrain.cache.get(key)
    if got is None:
        got = terrain.cache[key] = (ground_classes(terrain, cell_in),
                                    covered(terrain, terrain.tank_river_crossing, cell_in))
    return got


def reference_ground_raster(terrain: Terrain, cell_in: float):
    """`ground_raster` point by point: `Terrain.ground_at` at every cell centre (not cached)."""
    nx = int(np.ceil(terrain.width_in / cell_in))
    ny = int(np.ceil(terrain.height_in / cell_in))
    X, Y = np.meshgrid((np.arange(nx) + 0.5) * cell_in, (np.arange(ny) + 0.5) * cell_in, indexing="ij")
    X = np.minimum(X, terrain.width_in)
    Y = np.minimum(Y, terrain.height_in)
    ground = terrain.ground_at(X, Y)
    crossing = terrain.tank_river_crossing
    cross = shapely.intersects_xy(crossing, X, Y) if not crossing.is_empty else np.zeros(X.shape, bool)
    return ground, cross


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


def reference_cost_field(f: np.ndarray, src: tuple[float, float], cell_in: float, limit: float) -> np.ndarray:
    """Least cost from the point ``src`` (in cell units from the window corner) to every cell: the plain
    search, kept as the reference the fast one is tested and timed against."""
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


def reference_outline(mask: np.ndarray, origin: tuple[float, float], h: float):
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


# "fast": the exact disc on uniform ground, else the row search (walk read off the run where it can);
# "rows": the row search everywhere; "reference": the plain search (the same cells as "rows", slower)
SEARCHES = ("fast", "rows", "reference")
DISC_QUAD_SEGS = 32     # the exact disc drawn with 128 sides: its edge is within 0.03 % of the radius
_SHARED = "reach_run_fields"       # terrain.cache key: the last few run searches, for the walks they answer
_SHARED_KEEP = 4


def _window(ground, fig, allowance: float, cell_in: float):
    """The cells (i0, i1, j0, j1) within allowance and two cells of the figure; ``ground`` is the
    ground raster or the terrain (whose raster would have ceil(size / cell) cells a side)."""
    if isinstance(ground, np.ndarray):
        nx, ny = ground.shape
    else:
        nx, ny = int(np.ceil(ground.width_in / cell_in)), int(np.ceil(ground.height_in / cell_in))
    pad = allowance + 2 * cell_in
    i0 = max(0, int(np.floor((fig.x - pad) / cell_in)))
    i1 = min(nx, int(np.ceil((fig.x + pad) / cell_in)) + 1)
    j0 = max(0, int(np.floor((fig.y - pad) / cell_in)))
    j1 = min(ny, int(np.ceil((fig.y + pad) / cell_in)) + 1)
    return i0, i1, j0, j1


def _source(fig, cell_in: float, window) -> tuple[float, float]:
    """The figure's centre in cell units from the window's corner. Measured from the table's corner
    first, so the centre falls in the same table cell whatever the window: a centre on a cell line
    (y = 6.0 = 30 cells) computed as (6.0 - 7 * 0.2) / 0.2 fell in cell 29 of one window and 30 of
    another, and the searches seeded from different cells differed by their stencil error (1.3 %),
    so the walk read off the run's search did not give the walk's own (issue 17 item 5). A centre on
    the table's far edge (x = width, a whole number of cells) is in the last cell, not one past it."""
    i0, i1, j0, j1 = window
    return (min(fig.x / cell_in - i0, np.nextafter(float(i1 - i0), 0.0)),
            min(fig.y / cell_in - j0, np.nextafter(float(j1 - j0), 0.0)))


def _search(table: Table, fig, mode: str, cell_in: float, allowance: float, window, search: str) -> np.ndarray:
    i0, i1, j0, j1 = window
    f = _factor(table, fig, mode, cell_in, window)
    src = _source(fig, cell_in, window)
    if search == "reference":
        return reference_cost_field(f, src, cell_in, allowance)
    return cost_field_fast(f, src, cell_in, allowance)


def _walk_from_run(table: Table, fig, cell_in: float, window) -> np.ndarray | None:
    """A walk's costs read off the run's (B7: the same costs; a run may not enter the river, which a
    walk may wade): only when no river cell lies within the walk's window, so no walk path meets
    one, and the figure may run at all. The run's costs are kept for the run asked next."""
    ground, _ = ground_raster(table.terrain, cell_in)
    i0, i1, j0, j1 = window
    if (ground[i0:i1, j0:j1] == RIVER).any() or mode_problems(fig, "run"):
        return None
    run_allow = ALLOWANCE_IN["run"]
    run_win = _window(ground, fig, run_allow, cell_in)
    T = _shared_run(table, fig, cell_in, run_win)
    r0, _, s0, _ = run_win
    walk = T[i0 - r0:i1 - r0, j0 - s0:j1 - s0].copy()
    walk[walk > ALLOWANCE_IN["walk"] * 1.05 + 1e-9] = np.inf      # the walk's own cap, as its search
    return walk


def _shared_run(table: Table, fig, cell_in: float, window) -> np.ndarray:
    kept = table.terrain.cache.setdefault(_SHARED, {})
    key = (fig.x, fig.y, fig.role == "tank", cell_in)
    T = kept.get(key)
    if T is None:
        T = _search(table, fig, "run", cell_in, ALLOWANCE_IN["run"], window, "fast")
        T.setflags(write=False)
        while len(kept) >= _SHARED_KEEP:
            kept.pop(next(iter(kept)))
        kept[key] = T
    return T


def _mode_factor(ground: int, mode: str, tank: bool) -> float:
    """B7 cost factor of a ground class at this mode; inf where the mode may not enter (the river
    at a run or crawl; for the tank, conservatively, all of the river)."""
    if ground == RIVER and (mode != "walk" or tank):
        return np.inf
    return float(COST_FACTOR[ground])


def _uniform_disc(table: Table, fig, mode: str, allowance: float):
    """The exact answer on uniform ground: when no ground of another cost (nor any the mode may not
    enter) lies within allowance / factor of the figure, every point of that disc is reached along
    the straight line and no point beyond it is (any way out crosses the disc's edge, which already
    costs the whole allowance). Returns (factor, radius), or None when other ground is nearer."""
    terrain = table.terrain
    tank = fig.role == "tank"
    here = int(terrain.ground_at(fig.x, fig.y))
    f0 = _mode_factor(here, mode, tank)
    if not np.isfinite(f0):
        return None
    radius = allowance / f0
    p = Point(fig.x, fig.y)
    with np.errstate(divide="ignore", invalid="ignore"):      # GEOS on subnormal coordinates
        for g, region in enumerate(terrain.regions):
            if _mode_factor(g, mode, tank) != f0 and not region.is_empty and not shapely.distance(p, region) >= radius:
                return None
    return f0, radius


def _disc_reach(table: Table, fig, mode, allowance, f0, radius, window, cell_in, problems, labels) -> Reach:
    i0, i1, j0, j1 = window
    x = (np.arange(i0, i1) + 0.5) * cell_in
    y = (np.arange(j0, j1) + 0.5) * cell_in
    T = f0 * np.hypot(x[:, None] - fig.x, y[None, :] - fig.y)
    T[T > allowance * 1.05 + 1e-9] = np.inf
    area = Point(fig.x, fig.y).buffer(radius, quad_segs=DISC_QUAD_SEGS)
    b = area.bounds
    if b[0] < 0 or b[1] < 0 or b[2] > table.terrain.width_in or b[3] > table.terrain.height_in:
        area = shapely.intersection(area, table.terrain.rect)
    ground = GROUND_NAMES[int(table.terrain.ground_at(fig.x, fig.y))]
    labels = labels + (f"B7: all {ground} within {radius:g}\" (cost x{f0:g}): the exact disc",)
    return Reach(fig.id, mode, allowance, area, T, (i0 * cell_in, j0 * cell_in), cell_in, problems, labels)


def reach(table: Table, figure: str, mode: str = "walk", cell_in: float = CELL_IN,
          allowance_in: float | None = None, search: str = "fast") -> Reach:
    """Where ``figure``'s centre can get to at ``mode`` this turn (B7), and what it costs to get there.
    ``search`` is one of SEARCHES: "rows" skips the exact disc, "reference" runs the plain search
    (the same cells as "rows", slower); both are there to measure "fast" against."""
    if not MIN_CELL_IN <= cell_in <= 2:
        raise InputError(msg("cell_in must be from {0:g} to 2 inches (finer cells take minutes on a whole table), not {1!r}", MIN_CELL_IN, cell_in), "cell_in")
    if search not in SEARCHES:
        raise InputError(msg("search must be one of {0}, not {1!r}", ', '.join(SEARCHES), search), "search")
    fig = table.figure(figure)
    problems = tuple(mode_problems(fig, mode))
    allowance = ALLOWANCE_IN[mode] if allowance_in is None else float(allowance_in)
    labels = ("B7: terrain priority river/streams > road/paths > swamp/clearings > jungle",)
    # the window from the table's size: the exact disc needs no raster of the whole table (issue 25: on a
    # 1,000" table building it took 0.9 s of a selection)
    window = i0, i1, j0, j1 = _window(table.terrain, fig, allowance, cell_in)
    origin = (i0 * cell_in, j0 * cell_in)
    if problems:
        return Reach(fig.id, mode, allowance, Polygon(), np.full((i1 - i0, j1 - j0), np.inf), origin, cell_in,
                     problems, labels)
    T = None
    if search == "fast":
        disc = _uniform_disc(table, fig, mode, allowance)
        if disc is not None:
            return _disc_reach(table, fig, mode, allowance, *disc, window, cell_in, problems, labels)
        if mode == "run" and allowance == ALLOWANCE_IN["run"]:
            T = _shared_run(table, fig, cell_in, window)
        elif mode == "walk" and allowance == ALLOWANCE_IN["walk"]:
            T = _walk_from_run(table, fig, cell_in, window)
    if T is None:
        T = _search(table, fig, mode, cell_in, allowance, window, search)
    mask = T <= allowance
    if search == "reference":
        area = shapely.intersection(reference_outline(mask, origin, cell_in), table.terrain.rect)
    else:
        area = cells_outline(mask, origin, cell_in)
        if not area.is_empty:
            b = area.bounds
            if b[0] < 0 or b[1] < 0 or b[2] > table.terrain.width_in or b[3] > table.terrain.height_in:
                area = shapely.intersection(area, table.terrain.rect)
    return Reach(fig.id, mode, allowance, area, T, origin, cell_in, problems, labels)
