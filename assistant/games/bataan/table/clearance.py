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
Samples are float32 (their position error is covered by the hair taken off every value), kept
sample-major (k, m) so that numpy's inner loops run over lines; their weighted sums are float32
products (error covered by SUM_SLACK_IN + SUM_REL * L). `FineClearance.decide` runs the stages.
"""

from __future__ import annotations

import numpy as np

from assistant.games.bataan.table.segments import _expand, boundary_edges, scanline_parity

FINE_IN = 0.125          # raster cell
CHAMFER_OVER = float(np.sqrt(4.0 - 2.0 * np.sqrt(2.0)))   # max (1, sqrt 2) chamfer / Euclidean ratio
HAIR_IN = 1e-3           # taken off every clearance: float32 sample positions, rounding
SUM_SLACK_IN = 1e-4      # float32 sums of the bounds: decided only beyond this ...
SUM_REL = 4e-6           # ... plus this times the line's length (float32 sums of up to 29 terms: < 29 * 2^-24 * L)


def class_raster(edges: np.ndarray, width_in: float, height_in: float, r: float, empty: bool,
                 touch: np.ndarray | None = None) -> np.ndarray:
    """(rows = y, columns = x) int8 raster of r-inch cells: 1 jungle, 0 open, -1 touched by an edge
    of ``touch`` (default: all ``edges``); classes from the parity of all ``edges`` at cell centres."""
    nx = max(int(np.ceil(width_in / r)), 1)
    ny = max(int(np.ceil(height_in / r)), 1)
    e = edges
    if not len(e):
        return np.full((ny, nx), 0 if empty else 1, dtype=np.int8)
    cls = scanline_parity(e, r, nx, ny)
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

    # Samples are kept sample-major, (k, m) for m lines: every numpy loop then runs over the lines
    # (thousands) rather than over one line's few samples, which costs 3-10x more per element.
    def samples(self, P: np.ndarray, Q: np.ndarray, k: int) -> np.ndarray:
        """(m, k) signed clearances at k evenly spaced points of each line P-Q (ends included)."""
        return self._at_pd(self._cells(P, Q), np.linspace(0.0, 1.0, k, dtype=np.float32)).T

    def refine(self, P: np.ndarray, Q: np.ndarray, s: np.ndarray) -> np.ndarray:
        """Samples (m, k) -> (m, 2k - 1): the old ones and the midpoints between them."""
        return self._grow(self._cells(P, Q), s.T).T

    def _cells(self, P: np.ndarray, Q: np.ndarray) -> np.ndarray:
        """Lines in float32 cell units, (4, m): start x, start y, direction x, direction y."""
        inv = 1.0 / self.r
        P = np.asarray(P, dtype=float).reshape(-1, 2)
        Q = np.asarray(Q, dtype=float).reshape(-1, 2)
        out = np.empty((4, len(P)), dtype=np.float32)
        np.multiply(P.T, inv, out=out[:2], casting="same_kind")
        np.multiply((Q - P).T, inv, out=out[2:], casting="same_kind")
        return out

    def _at_pd(self, pd: np.ndarray, t: np.ndarray) -> np.ndarray:
        """Samples at p + d t (lines from `_cells`, parameters (k,) float32) -> (k, m)."""
        tc = t[:, None]
        f = np.multiply(tc, pd[2], dtype=np.float32)
        f += pd[0]
        flat = f.astype(np.int32)
        flat *= np.int32(self.ny)
        np.multiply(tc, pd[3], out=f)
        f += pd[1]
        flat += f.astype(np.int32)
        return np.take(self.values, flat, mode="clip")

    def _grow(self, pd: np.ndarray, s: np.ndarray) -> np.ndarray:
        """Samples (k, m) -> (2k - 1, m): the old ones and the midpoints between them."""
        k = s.shape[0]
        out = np.empty((2 * k - 1, s.shape[1]), dtype=np.float32)
        out[0::2] = s
        out[1::2] = self._at_pd(pd, ((np.arange(k - 1) + 0.5) / (k - 1)).astype(np.float32))
        return out

    @staticmethod
    def bounds_of(s: np.ndarray, L: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        """(lower, upper) bounds on the jungle length of lines of length L from their samples s (m, k)
        (evenly spaced, ends included); already less / more the slack of the float32 sums (SUM_SLACK_IN
        and SUM_REL of L): compare with the limit."""
        return FineClearance._bounds_km(np.ascontiguousarray(s.T), L)

    @staticmethod
    def _bounds_km(s: np.ndarray, L: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        """`bounds_of` for samples (k, m)."""
        k = s.shape[0]
        half = (L * (0.5 / (k - 1))).astype(np.float32)
        # c = s clipped to [-h, h]: jungle proven min(c+, h) and open min(c-, h) either side of a sample;
        # with end weights 1 and inner weights 2, jungle = (sum w|c| + sum w c) / 2, open = (... - ...) / 2
        c = np.maximum(s, -half)
        np.minimum(c, half, out=c)
        w = np.full(k, 2.0, dtype=np.float32)
        w[0] = w[-1] = 1.0
        sw = (w @ c).astype(np.float64)
        aw = (w @ np.abs(c, out=c)).astype(np.float64)
        slack = SUM_SLACK_IN + SUM_REL * L
        lo = 0.5 * (aw + sw) - slack
        hi = L - 0.5 * (aw - sw) + slack
        return lo, hi

    def decide(self, P: np.ndarray, Q: np.ndarray, L: np.ndarray, lines: np.ndarray, within: np.ndarray,
               top: float, bottom: float, stages: tuple[int, ...], chunk: int) -> tuple[np.ndarray, list[int]]:
        """The bound stages for ``lines`` (indices into P, Q, L, within): a line whose lower bound is
        above ``top`` gets within False, one whose upper bound is below ``bottom`` is left (True).
        Stage i uses stages[i] samples (each the previous 2k - 1: the old samples and the midpoints).
        Returns (the lines still undecided, lines decided per stage)."""
        counts = [0] * len(stages)
        keep = []
        for c0 in range(0, lines.size, chunk):
            u = lines[c0:c0 + chunk]
            pd = self._cells(np.take(P, u, axis=0), np.take(Q, u, axis=0))
            Lu = L[u]
            s = self._at_pd(pd, np.linspace(0.0, 1.0, stages[0], dtype=np.float32))
            for si in range(len(stages)):
                if si:
                    s = self._grow(pd, s)
                lo, hi = self._bounds_km(s, Lu)
                blocked = lo > top
                clear = hi < bottom
                within[u[blocked]] = False
                clear |= blocked
                counts[si] += int(np.count_nonzero(clear))
                rest = np.flatnonzero(~clear)
                if rest.size < u.size:
                    u, pd, s, Lu = u[rest], pd[:, rest], s[:, rest], Lu[rest]
                if u.size == 0:
                    break
            keep.append(u)
        return (np.concatenate(keep) if keep else lines[:0]), counts

    def bounds(self, P: np.ndarray, Q: np.ndarray, L: np.ndarray, k: int) -> tuple[np.ndarray, np.ndarray]:
        """(lower, upper) bounds on the jungle length of lines P-Q (length L) from k samples each."""
        return self._bounds_km(self._at_pd(self._cells(P, Q), np.linspace(0.0, 1.0, k, dtype=np.float32)), L)


def fine_clearance(terrain, fan_edges: np.ndarray) -> FineClearance:
    got = terrain.cache.get("fine_clearance")
    if got is None:
        got = terrain.cache["fine_clearance"] = FineClearance(terrain, fan_edges)
    return got
