"""A fine signed clearance raster for the sight bounds (Bataan B4), built once per terrain edit.

Per cell of ``r`` inches: a number ``v`` such that every point of the cell is jungle with all points
within ``v`` of it (v > 0), or open ground with all points within ``-v`` of it (v < 0), or 0 (unknown).
Built without GEOS distance queries:

1. the cells any (non-border) jungle edge touches are marked (by the edge's bounding box, padded),
   the others take the class of their centre (scanline parity over all the jungle's rings);
2. a two-pass chamfer transform (steps 1 and sqrt 2, cells) gives D, the 8-connected path length
   from each cell to the nearest touched cell. D over-estimates the distance between the cell
   centres by at most a factor 1.0824 (sqrt(4 - 2 sqrt 2)), and a point of the cell is at most
   sqrt 2 cells nearer to a point of the touched cell than the centres are, so
   ``r * (D / 1.0824 - sqrt 2)`` less a hair is a lower bound of the clearance.

`FineClearance.bounds` turns k samples per line into lower and upper bounds on its jungle length:
a sample with clearance c proves min(c, h) of the line on either side of it (h: half the spacing).
Samples are float32 (their position error is covered by the hair taken off every value).
"""

from __future__ import annotations

import numpy as np

from assistant.core.table.segments import _expand, boundary_edges

FINE_IN = 0.125          # raster cell
CHAMFER_OVER = float(np.sqrt(4.0 - 2.0 * np.sqrt(2.0)))   # max (1, sqrt 2) chamfer / Euclidean ratio
HAIR_IN = 1e-3           # taken off every clearance: float32 sample positions, rounding
SUM_SLACK_IN = 1e-4      # float32 sums of the bounds: decided only beyond this


def class_raster(edges: np.ndarray, width_in: float, height_in: float, r: float, empty: bool,
                 touch: np.ndarray | None = None) -> np.ndarray:
    """(rows = y, columns = x) int8 raster of r-inch cells: 1 jungle, 0 open, -1 touched by an edge
    of ``touch`` (default: all ``edges``); classes from the parity of all ``edges`` at cell centres."""
    nx = max(int(np.ceil(width_in / r)), 1)
    ny = max(int(np.ceil(height_in / r)), 1)
    e = edges
    if not len(e):
        return np.full((ny, nx), 0 if empty else 1, dtype=np.int8)
    cls = np.zeros((ny, nx + 1), dtype=np.int32)
    yc = (np.arange(ny) + 0.5) * r
    ylo, yhi = np.minimum(e[:, 1], e[:, 3]), np.maximum(e[:, 1], e[:, 3])
    j0 = np.clip(np.ceil(ylo / r - 0.5), 0, ny).astype(np.intp)
    j1 = np.clip(np.ceil(yhi / r - 0.5), 0, ny).astype(np.intp)
    k, off = _expand(j1 - j0)
    row = j0[k] + off
    y = yc[row]
    keep = (y >= ylo[k]) & (y < yhi[k])
    k, row, y = k[keep], row[keep], y[keep]
    ek = e[k]
    x = ek[:, 0] + (y - ek[:, 1]) * (ek[:, 2] - ek[:, 0]) / (ek[:, 3] - ek[:, 1])
    first = np.clip(np.ceil(x / r - 0.5), 0, nx).astype(np.intp)
    np.add.at(cls, (row, first), 1)
    cls = (np.cumsum(cls, axis=1)[:, :-1] % 2).astype(np.int8)
    t = e if touch is None else touch
    if len(t):
        col, row = supercover(t[:, :2] / r, t[:, 2:] / r, nx, ny)
        cls[row, col] = -1
    return cls


def supercover(A: np.ndarray, B: np.ndarray, nx: int, ny: int) -> tuple[np.ndarray, np.ndarray]:
    """(column, row) of every unit cell that segments A[k]-B[k] (in cell units) pass, padded by a hair
    so that a segment on a cell border marks the cells on both sides."""
    pad = 1e-7
    xmajor = np.abs(B[:, 0] - A[:, 0]) >= np.abs(B[:, 1] - A[:, 1])
    a0 = np.where(xmajor, A[:, 0], A[:, 1])
    a1 = np.where(xmajor, B[:, 0], B[:, 1])
    b0 = np.where(xmajor, A[:, 1], A[:, 0])
    b1 = np.where(xmajor, B[:, 1], B[:, 0])
    swap = a1 < a0
    a0, a1 = np.where(swap, a1, a0), np.where(swap, a0, a1)
    b0, b1 = np.where(swap, b1, b0), np.where(swap, b0, b1)
    na = np.where(xmajor, nx, ny)
    nb = np.where(xmajor, ny, nx)
    da = a1 - a0
    slope = np.divide(b1 - b0, da, out=np.zeros_like(da), where=da > 0)
    c0 = np.clip(np.floor(a0 - pad), 0, na - 1).astype(np.intp)
    c1 = np.clip(np.floor(a1 + pad), 0, na - 1).astype(np.intp)
    seg, off = _expand(c1 - c0 + 1)
    col = c0[seg] + off
    lo_a = np.clip(col - pad, a0[seg], a1[seg])
    hi_a = np.clip(col + 1.0 + pad, a0[seg], a1[seg])
    vb_lo = b0[seg] + (lo_a - a0[seg]) * slope[seg]
    vb_hi = b0[seg] + (hi_a - a0[seg]) * slope[seg]
    nbs = nb[seg]
    r0 = np.clip(np.floor(np.minimum(vb_lo, vb_hi) - pad), 0, nbs - 1).astype(np.intp)
    r1 = np.clip(np.floor(np.maximum(vb_lo, vb_hi) + pad), 0, nbs - 1).astype(np.intp)
    k, roff = _expand(r1 - r0 + 1)
    s2, ck, rk = seg[k], col[k], r0[k] + roff
    xm = xmajor[s2]
    return np.where(xm, ck, rk), np.where(xm, rk, ck)


def chamfer(touched: np.ndarray) -> np.ndarray:
    """(1, sqrt 2) chamfer distance (cells) from every cell to the nearest True cell (inf if none)."""
    ny, nx = touched.shape
    d = np.where(touched, 0.0, np.inf)
    s2 = np.sqrt(2.0)
    j = np.arange(nx, dtype=float)

    def sweep_row(row: np.ndarray) -> np.ndarray:
        row = j + np.minimum.accumulate(row - j)                        # from the left
        return (np.minimum.accumulate((row + j)[::-1]))[::-1] - j       # from the right

    for rows in (range(ny), range(ny - 1, -1, -1)):
        prev = None
        for i in rows:
            cur = d[i]
            if prev is not None:
                cur = np.minimum(cur, prev + 1.0)
                cur[1:] = np.minimum(cur[1:], prev[:-1] + s2)
                cur[:-1] = np.minimum(cur[:-1], prev[1:] + s2)
            cur = sweep_row(cur)
            d[i] = cur
            prev = cur
    return d


class FineClearance:
    """Signed clearance per ``r``-inch cell (see the module docstring), flat float32, x-major."""

    def __init__(self, terrain, fan_edges: np.ndarray, r: float = FINE_IN):
        self.r = float(r)
        jungle = terrain.jungle
        w, h = terrain.width_in, terrain.height_in
        edges = boundary_edges(jungle) if not jungle.is_empty else np.zeros((0, 4))
        cls = class_raster(edges, w, h, self.r, jungle.is_empty, touch=fan_edges)
        ny, nx = cls.shape
        touched = cls < 0
        big = w + h
        if touched.any():
            c = self.r * (chamfer(touched) / CHAMFER_OVER - np.sqrt(2.0)) - HAIR_IN
            c = np.clip(c, 0.0, big)
        else:
            c = np.full(cls.shape, big)
        v = np.where(cls == 1, c, np.where(cls == 0, -c, 0.0))
        # x-major with one spare column and row, so that x = width or y = height need no clip
        out = np.zeros((nx + 1, ny + 1), dtype=np.float32)
        out[:nx, :ny] = v.T
        out[nx, :] = out[nx - 1, :]
        out[:, ny] = out[:, ny - 1]
        self.nx, self.ny = nx + 1, ny + 1
        self.values = out.ravel()

    def at(self, x: np.ndarray, y: np.ndarray) -> np.ndarray:
        """Signed clearance at points (+ jungle, - open, 0 unknown): a lower bound of the distance."""
        inv = 1.0 / self.r
        i = np.clip((np.asarray(x) * inv).astype(np.intp), 0, self.nx - 1)
        j = np.clip((np.asarray(y) * inv).astype(np.intp), 0, self.ny - 1)
        return self.values[i * self.ny + j].astype(float)

    def samples(self, P: np.ndarray, Q: np.ndarray, k: int) -> np.ndarray:
        """(m, k) signed clearances at k evenly spaced points of each line P-Q (ends included)."""
        return self._at_t(P, Q, np.linspace(0.0, 1.0, k, dtype=np.float32))

    def refine(self, P: np.ndarray, Q: np.ndarray, s: np.ndarray) -> np.ndarray:
        """Samples (m, k) -> (m, 2k - 1): the old ones and the midpoints between them."""
        k = s.shape[1]
        mid = self._at_t(P, Q, ((np.arange(k - 1) + 0.5) / (k - 1)).astype(np.float32))
        out = np.empty((s.shape[0], 2 * k - 1), dtype=np.float32)
        out[:, 0::2] = s
        out[:, 1::2] = mid
        return out

    def _at_t(self, P: np.ndarray, Q: np.ndarray, t: np.ndarray) -> np.ndarray:
        inv = 1.0 / self.r
        p = (P * inv).astype(np.float32)
        d = ((Q - P) * inv).astype(np.float32)
        ix = np.multiply(d[:, 0:1], t, dtype=np.float32)
        ix += p[:, 0:1]
        iy = np.multiply(d[:, 1:2], t, dtype=np.float32)
        iy += p[:, 1:2]
        flat = ix.astype(np.int32)
        flat *= np.int32(self.ny)
        flat += iy.astype(np.int32)
        np.clip(flat, 0, self.values.size - 1, out=flat)
        return np.take(self.values, flat)

    @staticmethod
    def bounds_of(s: np.ndarray, L: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        """(lower, upper) bounds on the jungle length of lines of length L from their samples s
        (evenly spaced, ends included); already less / more SUM_SLACK_IN: compare with the limit."""
        k = s.shape[1]
        half = (L * (0.5 / (k - 1))).astype(np.float32)[:, None]
        jn = np.maximum(s, np.float32(0.0))
        np.minimum(jn, half, out=jn)
        op = np.negative(s)
        np.maximum(op, np.float32(0.0), out=op)
        np.minimum(op, half, out=op)
        lo = 2.0 * jn.sum(axis=1, dtype=np.float64) - jn[:, 0] - jn[:, -1] - SUM_SLACK_IN
        hi = L - (2.0 * op.sum(axis=1, dtype=np.float64) - op[:, 0] - op[:, -1]) + SUM_SLACK_IN
        return lo, hi

    def bounds(self, P: np.ndarray, Q: np.ndarray, L: np.ndarray, k: int) -> tuple[np.ndarray, np.ndarray]:
        """(lower, upper) bounds on the jungle length of lines P-Q (length L) from k samples each."""
        return self.bounds_of(self.samples(P, Q, k), L)


def fine_clearance(terrain, fan_edges: np.ndarray) -> FineClearance:
    got = terrain.cache.get("fine_clearance")
    if got is None:
        got = terrain.cache["fine_clearance"] = FineClearance(terrain, fan_edges)
    return got
