"""A fine signed clearance raster for the sight bounds (Bataan B4), carried over terrain edits.

Per cell of ``r`` inches: a number ``v`` such that every point of the cell is jungle with all points
within ``v`` of it (v > 0), or open ground with all points within ``-v`` of it (v < 0), or 0 (unknown).
Built without GEOS distance queries (`rasters` has the pieces):

1. the cells any (non-border) jungle edge touches are marked (the edge's supercover, padded), the
   others take the class of their centre (scanline parity over all the jungle's rings);
2. D, the exact Euclidean distance between cell centres from each cell to the nearest marked cell,
   capped at CAP_CELLS (`rasters.capped_sq_distance`, integer squares). A point of the cell is at
   most sqrt 2 / 2 cells from its centre, and so is a point of the marked cell, so
   ``r * (D - sqrt 2)`` less a hair is a lower bound of the clearance (at most about 3.8").

The same raster gives the figures' end clearances (`sight.end_clearances`) and, through its classes,
the exact kernel's point classes (`segments.SegmentIndex`): one raster per terrain. After an edit it is
redone only around the edges that changed (`FineClearance.edited`, registered with `rasters.carry_over`),
equal value for value to one built from nothing.

`FineClearance.bounds` turns k samples per line into lower and upper bounds on its jungle length:
a sample with clearance c proves min(c, h) of the line on either side of it (h: half the spacing).
Samples are float32 (their position error is covered by the hair taken off every value), kept
sample-major (k, m) so that numpy's inner loops run over lines; their weighted sums are float32
products (error covered by SUM_SLACK_IN + SUM_REL * L). `FineClearance.decide` runs the stages
(`decide_cells` for lines already in cells, as the sight block makes them from the figures).
"""

from __future__ import annotations

import numpy as np
import shapely

from assistant.games.bataan.table import rasters
from assistant.games.bataan.table.rasters import capped_sq_distance, class_cells, fan_edges as _fan_edges, jungle_edges

FINE_IN = 0.125          # raster cell
CAP_CELLS = 32           # clearances are capped at this many cells (a lower bound still; an edit redoes CAP cells around it)
HAIR_IN = 1e-3           # taken off every clearance: float32 sample positions, rounding
SUM_SLACK_IN = 1e-4      # float32 sums of the bounds: decided only beyond this ...
SUM_REL = 4e-6           # ... plus this times the line's length (float32 sums of up to 29 terms: < 29 * 2^-24 * L)
MARGIN_CELLS = 2         # cells added around an edit's box (supercover padding, rounding)


class FineClearance:
    """Signed clearance per ``r``-inch cell (see the module docstring), flat float32, x-major; and
    ``klass`` per cell (rows = y, columns = x): 1 jungle, 0 open, -1 touched by a jungle edge."""

    def __init__(self, terrain, fan_edges: np.ndarray | None = None, r: float = FINE_IN, cap: int = CAP_CELLS):
        self.r = float(r)
        self.cap = int(cap)
        w, h = terrain.width_in, terrain.height_in
        self.big = w + h
        self.cnx = max(int(np.ceil(w / self.r)), 1)      # cells
        self.cny = max(int(np.ceil(h / self.r)), 1)
        self.nx, self.ny = self.cnx + 1, self.cny + 1     # values: one spare column and row
        self.klass = np.zeros((self.cny, self.cnx), dtype=np.int8)
        self._grid = np.zeros((self.nx, self.ny), dtype=np.float32)
        self.values = self._grid.ravel()
        self.redone_cells = 0
        self._fill(terrain, fan_edges, (0, self.cnx, 0, self.cny))

    @classmethod
    def edited(cls, old: "FineClearance", terrain, change: "rasters.EdgeChange",
               fan_edges: np.ndarray | None = None) -> "FineClearance":
        """``old`` (a raster of the terrain before an edit) redone where ``change`` says the jungle's
        outline moved: equal to ``FineClearance(terrain)``, value for value."""
        if not old.seeded:
            return cls(terrain, fan_edges, old.r, old.cap)
        out = cls.__new__(cls)
        out.__dict__.update(old.__dict__)
        out.klass = old.klass.copy()
        out._grid = old._grid.copy()
        out.values = out._grid.ravel()
        out.redone_cells = 0
        if change.box is not None:
            x0, y0, x1, y1 = change.box
            m = MARGIN_CELLS
            i0 = max(int(np.floor(x0 / out.r)) - m, 0)
            i1 = min(int(np.floor(x1 / out.r)) + m + 1, out.cnx)
            j0 = max(int(np.floor(y0 / out.r)) - m, 0)
            j1 = min(int(np.floor(y1 / out.r)) + m + 1, out.cny)
            out._fill(terrain, fan_edges, (i0, max(i1, i0), j0, max(j1, j0)))
        return out

    def _fill(self, terrain, touch: np.ndarray | None, box: tuple[int, int, int, int]) -> None:
        """Compute the classes in cell box (i0, i1, j0, j1) and the values within CAP cells of it."""
        i0, i1, j0, j1 = box
        if i1 <= i0 or j1 <= j0:
            return
        r, nx, ny = self.r, self.cnx, self.cny
        touch = _fan_edges(terrain) if touch is None else touch
        whole = box == (0, nx, 0, ny)
        self.klass[j0:j1, i0:i1] = class_cells(jungle_edges(terrain), touch, r, nx, ny, terrain.jungle.is_empty,
                                               None if whole else box)
        self.seeded = bool((self.klass < 0).any())
        if not self.seeded or whole:
            i0, i1, j0, j1 = 0, nx, 0, ny
        self._values((i0, i1, j0, j1))

    def _values(self, box: tuple[int, int, int, int]) -> None:
        """Values in the box grown by CAP cells, from the marked cells in the box grown by 2 CAP."""
        i0, i1, j0, j1 = box
        nx, ny, c = self.cnx, self.cny, self.cap
        oi0, oi1, oj0, oj1 = max(i0 - c, 0), min(i1 + c, nx), max(j0 - c, 0), min(j1 + c, ny)
        kt = self.klass[oj0:oj1, oi0:oi1].T                  # x-major, as the values are kept
        if self.seeded:
            si0, si1, sj0, sj1 = max(i0 - 2 * c, 0), min(i1 + 2 * c, nx), max(j0 - 2 * c, 0), min(j1 + 2 * c, ny)
            seeds = np.ascontiguousarray(self.klass[sj0:sj1, si0:si1].T < 0)
            d2 = capped_sq_distance(seeds, c, (oi0 - si0, oi1 - si0, oj0 - sj0, oj1 - sj0)).astype(np.int32)
        else:
            d2 = np.full(kt.shape, c * c, dtype=np.int32)
        # value per (class, d^2) from a table: open -c, jungle +c, touched 0
        d2 += (kt.astype(np.int32) + 1) * (c * c + 1)
        self._grid[oi0:oi1, oj0:oj1] = self._table().take(d2)
        self._grid[nx, :] = self._grid[nx - 1, :]
        self._grid[:, ny] = self._grid[:, ny - 1]
        self.redone_cells += d2.size

    def _table(self) -> np.ndarray:
        """Values by (class + 1) * (cap^2 + 1) + d^2: touched 0, open -c(d), jungle +c(d), where
        c(d) = r (d - sqrt 2) less the hair, clipped to [0, big] (as large as the table with no edges)."""
        n = self.cap * self.cap + 1
        if self.seeded:
            cl = self.r * (np.sqrt(np.arange(n, dtype=float)) - np.sqrt(2.0)) - HAIR_IN
            np.clip(cl, 0.0, self.big, out=cl)
        else:
            cl = np.full(n, self.big)
        return np.concatenate([np.zeros(n), -cl, cl]).astype(np.float32)

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
        blocked, und, counts = self.decide_cells(self._cells(P[lines], Q[lines]), L[lines], None,
                                                 top, bottom, stages, chunk)
        within[lines[blocked]] = False
        return lines[und], counts

    def figure_cells(self, xy: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        """Points (n, 2) in float32 cell units, x and y: lines between them for `decide_cells` are
        (x[i], y[i], x[j] - x[i], y[j] - y[i]) (within a few float32 steps of `_cells`, which the hair
        taken off every value covers)."""
        inv = 1.0 / self.r
        return (xy[:, 0] * inv).astype(np.float32), (xy[:, 1] * inv).astype(np.float32)

    @staticmethod
    def end_values(v: np.ndarray) -> np.ndarray:
        """Signed clearances (float64, lower bounds at points) as float32, rounded towards 0 (still bounds)."""
        v32 = np.asarray(v, dtype=np.float64).astype(np.float32)
        up = np.abs(v32.astype(np.float64)) > np.abs(v)
        v32[up] = np.nextafter(v32[up], np.float32(0.0))
        return v32

    def decide_cells(self, pd: np.ndarray, L: np.ndarray, ends: np.ndarray | None, top: float, bottom: float,
                     stages: tuple[int, ...], chunk: int) -> tuple[np.ndarray, np.ndarray, list[int]]:
        """The bound stages for lines ``pd`` (4, m) float32 in cells (`_cells`) of lengths ``L``: a line
        whose lower bound is above ``top`` is blocked, one whose upper bound is below ``bottom`` clear.
        ``ends`` (2, m) float32: the signed clearances at the lines' two ends, if known (lower bounds, as
        the raster's: the first stage then reads only its inner samples). Lines go in chunks of ``chunk``
        (views of the arrays until a stage leaves some). Returns (the blocked lines, a mask (m,); the
        undecided ones, indices; lines decided per stage)."""
        counts = [0] * len(stages)
        keep = []
        m = L.size
        gone = np.zeros(m, dtype=bool)
        t0 = np.linspace(0.0, 1.0, stages[0], dtype=np.float32)
        for c0 in range(0, m, chunk):
            c1 = min(c0 + chunk, m)
            u = None                                    # the chunk's lines left, when not all of c0..c1
            pdc, Lu = pd[:, c0:c1], L[c0:c1]
            if ends is None:
                s = self._at_pd(pdc, t0)
            else:
                s = np.empty((t0.size, c1 - c0), dtype=np.float32)
                s[0], s[-1] = ends[0, c0:c1], ends[1, c0:c1]
                s[1:-1] = self._at_pd(pdc, t0[1:-1])
            for si in range(len(stages)):
                if si:
                    s = self._grow(pdc, s)
                lo, hi = self._bounds_km(s, Lu)
                blocked = lo > top
                clear = hi < bottom
                clear |= blocked
                if u is None:
                    gone[c0:c1] = blocked
                else:
                    gone[u[blocked]] = True
                counts[si] += int(np.count_nonzero(clear))
                rest = np.flatnonzero(~clear)
                if rest.size < clear.size:
                    u = rest + c0 if u is None else u[rest]
                    pdc, s, Lu = pdc[:, rest], s[:, rest], Lu[rest]
                if rest.size == 0:
                    break
            keep.append(np.arange(c0, c1) if u is None else u)
        return gone, (np.concatenate(keep) if keep else np.zeros(0, np.intp)), counts

    def bounds(self, P: np.ndarray, Q: np.ndarray, L: np.ndarray, k: int) -> tuple[np.ndarray, np.ndarray]:
        """(lower, upper) bounds on the jungle length of lines P-Q (length L) from k samples each."""
        return self._bounds_km(self._at_pd(self._cells(P, Q), np.linspace(0.0, 1.0, k, dtype=np.float32)), L)


#: above this many raster cells (a 250" x 250" table at FINE_IN), points' clearances are not read from
#: the fine raster unless it is already built: building it costs seconds (8,000 x 8,000 cells on a
#: 1,000" table), while the few thousand points a selection asks about cost milliseconds one by one
POINT_QUERY_CELLS = 4_000_000
POINT_CAP_IN = 16.0      # point clearances are capped here (well beyond the 6" sight limit)


def point_clearances(terrain, x: np.ndarray, y: np.ndarray) -> np.ndarray:
    """Signed clearance at points, as `FineClearance.at` (+ jungle, - open, a lower bound of the distance
    to the other kind of ground): read from the fine raster when it is built or the table is small;
    otherwise the exact distance to the nearest jungle edge off the table's border (`fan_edges`: any way
    from jungle to open ground crosses one) less a hair, through a tree of the edges (issue 25: selecting
    a figure on a 1,000" table no longer builds a 64-million-cell raster first)."""
    x = np.asarray(x, dtype=float)
    y = np.asarray(y, dtype=float)
    got = terrain.cache.get("fine_clearance")
    cells = np.ceil(terrain.width_in / FINE_IN) * np.ceil(terrain.height_in / FINE_IN)
    if got is not None or cells <= POINT_QUERY_CELLS:
        return fine_clearance(terrain).at(x, y)
    e = _near_edges(_fan_edges(terrain), x, y, POINT_CAP_IN)
    # a point with no edge within POINT_CAP_IN is given POINT_CAP_IN (a lower bound still; the sight
    # bounds never need more than the 6" limit and its margin); with no edge at all, the table's size
    far = POINT_CAP_IN if len(_fan_edges(terrain)) else float(terrain.width_in + terrain.height_in)
    d = np.full(x.shape, far)
    if len(e) and x.size:
        tree = shapely.STRtree(shapely.linestrings(e.reshape(-1, 2, 2)))
        (ip, _), dist = tree.query_nearest(shapely.points(x, y), max_distance=POINT_CAP_IN,
                                           return_distance=True, all_matches=False)
        d[ip] = dist
    d = np.maximum(d - HAIR_IN, 0.0)
    inside = np.asarray(terrain.in_jungle(x, y), dtype=bool)
    return np.where(inside, d, -d)


def _near_edges(e: np.ndarray, x: np.ndarray, y: np.ndarray, cap: float) -> np.ndarray:
    """The edges (rows x0, y0, x1, y1) that may come within ``cap`` of a point: on a grid of ``cap``
    cells, those with an end within two cells of a cell holding a point (an edge no longer than a cell
    within cap of a point has both ends within 2 cap of it), and every longer edge."""
    if not len(e) or not x.size:
        return e[:0]
    x0, y0 = min(float(x.min()), float(e[:, [0, 2]].min())), min(float(y.min()), float(e[:, [1, 3]].min()))
    ci, cj = ((x - x0) // cap).astype(np.intp) + 2, ((y - y0) // cap).astype(np.intp) + 2
    occ = np.zeros((int(ci.max()) + 3, int(cj.max()) + 3), dtype=bool)
    occ[ci, cj] = True
    grown = occ.copy()                                   # grown by two cells each way
    for di in range(-2, 3):
        for dj in range(-2, 3):
            grown[max(di, 0):occ.shape[0] + min(di, 0), max(dj, 0):occ.shape[1] + min(dj, 0)] |= \
                occ[max(-di, 0):occ.shape[0] + min(-di, 0), max(-dj, 0):occ.shape[1] + min(-dj, 0)]
    ei = ((e[:, 0] - x0) // cap).astype(np.intp) + 2
    ej = ((e[:, 1] - y0) // cap).astype(np.intp) + 2
    inside = (ei < grown.shape[0]) & (ej < grown.shape[1])
    near = np.zeros(len(e), dtype=bool)
    near[inside] = grown[ei[inside], ej[inside]]
    long = np.hypot(e[:, 2] - e[:, 0], e[:, 3] - e[:, 1]) > cap
    return e[near | long]


def fine_clearance(terrain, fan_edges: np.ndarray | None = None) -> FineClearance:
    """The terrain's fine clearance raster (built once per terrain, or carried over an edit)."""
    got = terrain.cache.get("fine_clearance")
    if got is None:
        got = terrain.cache["fine_clearance"] = FineClearance(terrain, fan_edges)
    return got


rasters.CARRIERS["fine_clearance"] = lambda old, _old_terrain, new, change: FineClearance.edited(old, new, change)
