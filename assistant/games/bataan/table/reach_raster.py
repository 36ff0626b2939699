"""The ground class of every cell centre of the table, by scanlines (issue 17, item 6: the first
select after a terrain edit within a frame).

`Terrain.ground_at` asks shapely about each point (a whole 10' x 5' table at 0.2" cells is
180,000 points and about 65 ms). Here each ground region is filled the way a polygon is drawn: for
every row of cell centres, where each edge of each ring crosses it, counted left to right (inside
where the count is odd), all rows at once with numpy. Cell centres on a region's outline (within
1e-9 of an edge, where the count could fall either way, and where shapes of two grounds meet) and
any part of a region that is not an area (a line left between two shapes) are asked of
`Terrain.ground_at` itself, so the answer is the same as asking it about every centre.
"""

from __future__ import annotations

import numpy as np
import shapely

from assistant.games.bataan.table.terrain import CLEARING, JUNGLE, RIVER, ROAD, STREAM, SWAMP, Terrain

PRIORITY = (RIVER, STREAM, ROAD, SWAMP, CLEARING)     # B7: the first that covers a point sets its ground


def cell_centres(terrain: Terrain, cell_in: float) -> tuple[np.ndarray, np.ndarray]:
    """x of each column's and y of each row's cell centres, the last ones kept on the table."""
    nx = int(np.ceil(terrain.width_in / cell_in))
    ny = int(np.ceil(terrain.height_in / cell_in))
    xc = np.minimum((np.arange(nx) + 0.5) * cell_in, terrain.width_in)
    yc = np.minimum((np.arange(ny) + 0.5) * cell_in, terrain.height_in)
    return xc, yc


def _fill(geom, xc: np.ndarray, yc: np.ndarray, eps: float, bits: np.ndarray, bit: int) -> list[np.ndarray]:
    """Flip ``bit`` of ``bits`` (ny, nx + 1) at the first centre right of each crossing of an edge of
    ``geom`` with a row of centres (so that a running xor along the rows is 1 inside ``geom``).
    Returns the flat (row-major, ny x nx) indices of centres too near the outline, or near a part
    that is no area, to tell by parity."""
    nx = xc.size
    unsure = []
    parts = shapely.get_parts(geom)
    kinds = shapely.get_type_id(parts)
    polys = parts[kinds == 3]

    def box(x0, y0, x1, y1):
        i0, i1 = np.searchsorted(xc, x0 - eps, "left"), np.searchsorted(xc, x1 + eps, "right")
        j0, j1 = np.searchsorted(yc, y0 - eps, "left"), np.searchsorted(yc, y1 + eps, "right")
        if i1 > i0 and j1 > j0:
            unsure.append((np.arange(j0, j1)[:, None] * nx + np.arange(i0, i1)[None, :]).ravel())

    for other in parts[kinds != 3]:                       # lines or points: their boxes are asked
        box(*shapely.bounds(other))
    if polys.size:
        coords, ring = shapely.get_coordinates(shapely.get_rings(polys), return_index=True)
        same = ring[1:] == ring[:-1]
        a, b = coords[:-1][same], coords[1:][same]
        lo, hi = np.minimum(a[:, 1], b[:, 1]), np.maximum(a[:, 1], b[:, 1])
        flat = hi - lo <= eps
        for (x0, y0), (x1, y1) in zip(a[flat], b[flat]):    # a (nearly) level edge: centres on it are asked
            box(min(x0, x1), min(y0, y1), max(x0, x1), max(y0, y1))
        # the rows each edge crosses: centres y with lo <= y < hi (half open, so a vertex counts once)
        j_lo = np.searchsorted(yc, lo, "left")
        n = np.searchsorted(yc, hi, "left") - j_lo          # 0 for a level edge
        total = int(n.sum())
        if total:
            e = np.repeat(np.arange(n.size), n)
            j = j_lo[e] + np.arange(total) - np.repeat(np.cumsum(n) - n, n)
            ax, ay, bx, by = a[e, 0], a[e, 1], b[e, 0], b[e, 1]
            x = ax + (yc[j] - ay) * (bx - ax) / (by - ay)
            c = np.searchsorted(xc, x, "right")              # first centre right of the crossing
            np.bitwise_xor.at(bits.reshape(-1), j * (nx + 1) + c, np.uint8(1 << bit))
            for cc in (c - 1, c):                           # centres within eps of a crossing
                ok = (cc >= 0) & (cc < nx)
                ok[ok] = np.abs(xc[cc[ok]] - x[ok]) <= eps
                unsure.append(j[ok] * nx + cc[ok])
    return unsure


# the ground of a centre from the bits of the regions it lies in (bit k: PRIORITY[k]); the first wins
_FIRST = np.array([next((PRIORITY[k] for k in range(len(PRIORITY)) if m >> k & 1), JUNGLE)
                   for m in range(1 << len(PRIORITY))], dtype=np.int8)


def ground_classes(terrain: Terrain, cell_in: float) -> np.ndarray:
    """Ground class (RIVER ... JUNGLE) of every cell centre, (nx, ny) int8: `Terrain.ground_at` at
    the centres of `cell_centres`, by scanlines."""
    xc, yc = cell_centres(terrain, cell_in)
    nx, ny = xc.size, yc.size
    eps = 1e-9 * max(1.0, terrain.width_in, terrain.height_in)
    bits = np.zeros((ny, nx + 1), np.uint8)
    unsure: list[np.ndarray] = []
    for k, g in enumerate(PRIORITY):
        region = terrain.regions[g]
        if region.is_empty:
            continue
        unsure += _fill(region, xc, yc, eps, bits, k)
    np.bitwise_xor.accumulate(bits, axis=1, out=bits)
    out = _FIRST[bits[:, :nx]]
    if unsure:
        idx = np.unique(np.concatenate(unsure))
        jj, ii = np.divmod(idx, nx)
        out.reshape(-1)[idx] = terrain.ground_at(xc[ii], yc[jj])
    return np.ascontiguousarray(out.T)


def covered(terrain: Terrain, geom, cell_in: float) -> np.ndarray:
    """Which cell centres ``geom`` covers (outline included), (nx, ny): asked of shapely only within
    its bounding box."""
    xc, yc = cell_centres(terrain, cell_in)
    out = np.zeros((xc.size, yc.size), bool)
    if geom.is_empty:
        return out
    x0, y0, x1, y1 = geom.bounds
    i0, i1 = np.searchsorted(xc, x0, "left"), np.searchsorted(xc, x1, "right")
    j0, j1 = np.searchsorted(yc, y0, "left"), np.searchsorted(yc, y1, "right")
    if i1 > i0 and j1 > j0:
        X, Y = np.meshgrid(xc[i0:i1], yc[j0:j1], indexing="ij")
        out[i0:i1, j0:j1] = shapely.intersects_xy(geom, X, Y)
    return out
