"""The reach search of `reach.py`, fast (issue 17, item 6: the reachable area on select in a frame).

It finds the same least costs as the plain search (`reach.reference_cost_field`): the same cells,
the same 32 step directions (all steps up to 3 cells), each step costing its length times the mean
cost factor sampled along it (B7), ground a mode may not enter counted as a wall. Only the order of
the work differs:

* **Outward, row by row.** From the figure's row outwards, a row above and a row below at a time:
  each row takes its steps from the three rows between it and the figure (15 directions, one array
  operation), then the steps along the row itself, both senses, exactly, by a running minimum over
  prefix sums of the step costs. This finds every least path that never turns back across rows,
  which on uniform ground is all of them; the plain search needs one whole-window pass for each
  step of the longest path instead.
* **Sweeps back, only where needed.** A path that turns back (round a wall, along a road that
  bends away) is found by sweeps in both senses that relax only the rows whose step sources changed
  since they were last used, after one vectorised look at which of them would improve at all.
  They stop when no row is left stale: every step has been relaxed since its start last changed,
  which is the plain search's fixed point, whatever the terrain; only the time differs.

Walls are a large finite factor (any step that samples one costs more than the cap), so prefix sums
stay finite; costs above the cap are reported as unreachable, as before.
"""

from __future__ import annotations

from functools import lru_cache
from math import gcd

import numpy as np

STENCIL = 3
PAD = STENCIL
OFFSETS = [(a, b) for a in range(-STENCIL, STENCIL + 1) for b in range(-STENCIL, STENCIL + 1)
           if (a, b) != (0, 0) and gcd(abs(a), abs(b)) == 1]
FWD = [(a, b) for a, b in OFFSETS if a > 0]     # steps that arrive from rows behind (sweeping +x)
BWD = [(a, b) for a, b in OFFSETS if a < 0]     # ... sweeping -x
# what a row's relaxation gathers: those steps and the cell itself (at no cost), so one minimum does both
GATHER_F = FWD + [(0, 0)]
GATHER_B = BWD + [(0, 0)]


def wall_factor(cap: float, cell_in: float) -> float:
    """A factor so large that any step sampling one such cell costs more than ``cap``."""
    return 100.0 * (cap + 1.0) / cell_in


def _samples(a: int, b: int) -> dict[tuple[int, int], int]:
    """Cells a step (a, b) samples (from its start), with how many of its samples fall in each."""
    m = 2 * max(abs(a), abs(b))
    out: dict[tuple[int, int], int] = {}
    for k in range(m):
        t = (k + 0.5) / m
        c = (int(round(a * t)), int(round(b * t)))
        out[c] = out.get(c, 0) + 1
    return out


HALF = [(a, b) for a, b in OFFSETS if a > 0 or (a == 0 and b > 0)]    # the other half: the same steps reversed
_SAMPLES = {o: _samples(*o) for o in HALF}


def step_costs(F: np.ndarray, cell_in: float):
    """(Cf, Cb, C01): the cost of each step arriving at each window cell, its length times the mean
    factor of the cells sampled along it (B7), as the plain search: Cf[k] for GATHER_F[k], Cb[k] for
    GATHER_B[k] (the last, the cell itself, costs nothing), C01 for the step (0, 1) along a row.
    ``F`` is the factor raster padded by 2 x STENCIL cells of wall. A step back costs what the step
    out costs (the same cells are sampled), so half the directions are computed."""
    nx, ny = F.shape[0] - 4 * PAD, F.shape[1] - 4 * PAD
    ex, ey = nx + 2 * PAD, ny + 2 * PAD          # arrivals on the window grown by PAD each side
    Cf = np.zeros((len(GATHER_F), nx, ny))
    Cb = np.zeros((len(GATHER_B), nx, ny))
    C01 = None
    for (a, b), cells in _SAMPLES.items():
        m = 2 * max(abs(a), abs(b))
        acc = None
        for (ca, cb), n in cells.items():
            i0, j0 = PAD - a + ca, PAD - b + cb
            sl = F[i0:i0 + ex, j0:j0 + ey]
            term = sl if n == 1 else sl * n
            acc = term.copy() if acc is None else acc.__iadd__(term)
        acc *= np.hypot(a, b) * cell_in / m
        there = acc[PAD:PAD + nx, PAD:PAD + ny]
        back = acc[PAD + a:PAD + a + nx, PAD + b:PAD + b + ny]        # the step (-a, -b)
        if a == 0:
            C01 = there
        else:
            Cf[_FWD_AT[(a, b)]] = there
            Cb[_BWD_AT[(-a, -b)]] = back
    return Cf, Cb, C01


_FWD_AT = {o: k for k, o in enumerate(FWD)}
_BWD_AT = {o: k for k, o in enumerate(BWD)}


@lru_cache(maxsize=16)
def _gather_index(nx: int, ny: int, forward: bool) -> np.ndarray:
    """Flat indices into the padded cost array of each cell's step sources and of the cell itself:
    (16, nx, ny), in the order of GATHER_F or GATHER_B."""
    W = ny + 2 * PAD
    offs = GATHER_F if forward else GATHER_B
    A = np.array([a for a, _ in offs])
    B = np.array([b for _, b in offs])
    base = PAD + np.arange(ny)[None, :] - (A * W + B)[:, None]
    idx = (base[:, None, :] + ((np.arange(nx) + PAD) * W)[None, :, None]).astype(np.int32)
    idx.setflags(write=False)
    return idx


def _chain(row: np.ndarray, P: np.ndarray) -> np.ndarray:
    """Steps along the row (the last axis), both senses, in place and exactly:
    T[j] = min_k T[k] + |P[j] - P[k]| (the two senses are independent: a path along a row that
    turns back never pays)."""
    v = row - P
    np.minimum.accumulate(v, axis=-1, out=v)
    v += P
    w = row + P
    w = np.minimum.accumulate(w[..., ::-1], axis=-1)[..., ::-1]
    w -= P
    np.minimum(row, v, out=row)
    np.minimum(row, w, out=row)
    return row


def _outward(Tw, flat, If, Ib, Cf, Cb, P, cap, si: int) -> int:
    """The first pass: rows away from the source row ``si`` in both senses, a row above and a row
    below in the same array operations, each relaxed from the rows between it and the source. A
    side stops after STENCIL rows with nothing within the cap. Returns how many rows it relaxed."""
    nx = Tw.shape[0]
    n = len(GATHER_F)
    up, down = np.arange(si + 1, nx), np.arange(si - 1, -1, -1)
    K = min(up.size, down.size)
    done = 0
    quiet = [0, 0]
    if K:
        for k, (u, d) in enumerate(zip(up[:K].tolist(), down[:K].tolist())):
            I = np.concatenate((If[:, u], Ib[:, d]))                        # (32, ny), small
            C = np.concatenate((Cf[:, u], Cb[:, d]))
            new = (flat[I] + C).reshape(2, n, -1).min(axis=1)
            _chain(new, P[[u, d]])
            Tw[u] = new[0]                      # costs past the cap stay: they only lead past it
            Tw[d] = new[1]
            done += 2
            lo = new.min(axis=1)
            quiet = [0 if lo[0] <= cap else quiet[0] + 1, 0 if lo[1] <= cap else quiet[1] + 1]
            if max(quiet) >= STENCIL:
                K = k + 1
                break
    # the longer (or still live) side alone
    for side, rest, idx, cost in ((0, up, If, Cf), (1, down, Ib, Cb)):
        q = quiet[side]
        for i in rest[K:].tolist():
            if q >= STENCIL:
                break
            new = (flat[idx[:, i]] + cost[:, i]).min(axis=0)
            _chain(new, P[i])
            Tw[i] = new
            done += 1
            q = 0 if new.min() <= cap else q + 1
    return done


def _sweep(Tw, flat, I, Cs, P, cap, stale_out, stale_back, forward: bool) -> int:
    """One sweep across the rows (+x when ``forward``), relaxing each row whose step sources changed
    since they were last relaxed (``stale_out``); rows it changes become stale for the sweep back.
    Returns how many rows it relaxed."""
    nx = Tw.shape[0]
    # rows with a stale source among the STENCIL rows behind them
    near = np.zeros(nx, bool)
    for k in range(1, STENCIL + 1):
        if forward:
            near[k:] |= stale_out[:-k]
        else:
            near[:-k] |= stale_out[k:]
    stale_out[:] = False
    # only cells within STENCIL of a reached one can improve (along a row, only from such a cell)
    reached = Tw <= cap
    r_in, c_in = np.flatnonzero(reached.any(axis=1)), np.flatnonzero(reached.any(axis=0))
    if r_in.size == 0:
        return 0
    near[:max(0, r_in[0] - STENCIL)] = False
    near[r_in[-1] + STENCIL + 1:] = False
    rows = np.flatnonzero(near)
    if rows.size == 0:
        return 0
    c0, c1 = max(0, c_in[0] - STENCIL), c_in[-1] + STENCIL + 1
    # one vectorised look first: which of them would improve as things stand?
    cand = (flat[I[:, rows, c0:c1]] + Cs[:, rows, c0:c1]).min(axis=0)
    improves = np.zeros(nx, bool)
    improves[rows] = ((cand < Tw[rows, c0:c1] - 1e-12) & (cand <= cap)).any(axis=1)
    first = np.flatnonzero(improves)
    if first.size == 0:
        return 0
    changed = np.zeros(nx + 2 * STENCIL, bool)          # rows changed by this sweep (padded)
    done = 0
    order = range(first[0], nx) if forward else range(first[-1], -1, -1)
    for i in order:
        behind = changed[i:i + STENCIL] if forward else changed[i + STENCIL + 1:i + 2 * STENCIL + 1]
        if not (improves[i] or behind.any()):
            continue
        done += 1
        row = Tw[i]
        new = (flat[I[:, i]] + Cs[:, i]).min(axis=0)             # the row itself among them
        _chain(new, P[i])
        better = (new < row - 1e-12) & (new <= cap)
        if better.any():
            np.putmask(row, better, new)
            changed[STENCIL + i] = True
            stale_back[i] = True
    return done


def cost_field_fast(f: np.ndarray, src: tuple[float, float], cell_in: float, limit: float,
                    stats: dict | None = None) -> np.ndarray:
    """Least cost from ``src`` (cell units from the window corner) to every cell of the factor raster
    ``f`` (inf = may not enter); inf beyond 1.05 x ``limit``, as the plain search."""
    nx, ny = f.shape
    T = np.full((nx, ny), np.inf)
    si, sj = int(np.floor(src[0])), int(np.floor(src[1]))
    if not (0 <= si < nx and 0 <= sj < ny) or not np.isfinite(f[si, sj]):
        return T
    cap = limit * 1.05 + 1e-9
    wall = wall_factor(cap, cell_in)
    F = np.full((nx + 4 * PAD, ny + 4 * PAD), wall)
    F[2 * PAD:2 * PAD + nx, 2 * PAD:2 * PAD + ny] = np.where(np.isfinite(f), f, wall)
    Cf, Cb, C01 = step_costs(F, cell_in)                        # (16, nx, ny): GATHER_F, GATHER_B
    # steps along a row: (0, 1) from j to j + 1 costs C01[:, j + 1]; prefix sums per row
    P = np.zeros((nx, ny))
    np.cumsum(C01[:, 1:], axis=1, out=P[:, 1:])
    Tp = np.full((nx + 2 * PAD, ny + 2 * PAD), np.inf)
    Tw = Tp[PAD:PAD + nx, PAD:PAD + ny]                         # the window, a view
    fs = F[2 * PAD + si, 2 * PAD + sj]
    stale_f = np.zeros(nx, bool)
    stale_b = np.zeros(nx, bool)
    for di in range(-2, 3):                                     # the seeds, as the plain search
        i = si + di
        if not 0 <= i < nx:
            continue
        for dj in range(-2, 3):
            j = sj + dj
            if 0 <= j < ny:
                d = np.hypot(i + 0.5 - src[0], j + 0.5 - src[1]) * cell_in
                Tw[i, j] = d * max(fs, F[2 * PAD + i, 2 * PAD + j])
        row = Tw[i]
        _chain(row, P[i])
        row[row > cap] = np.inf
        stale_f[i] = stale_b[i] = True
    flat = Tp.reshape(-1)
    If, Ib = _gather_index(nx, ny, True), _gather_index(nx, ny, False)
    rows = _outward(Tw, flat, If, Ib, Cf, Cb, P, cap, si)
    # edges not yet relaxed since their source row changed: towards the source, on both sides
    stale_f[:] = False
    stale_b[:] = False
    stale_f[:si] = True
    stale_b[si + 1:] = True
    rounds = 0
    while (stale_f.any() or stale_b.any()) and rounds < 4 * (nx + ny):   # the plain search's bound
        rounds += 1
        rows += _sweep(Tw, flat, If, Cf, P, cap, stale_f, stale_b, True)
        rows += _sweep(Tw, flat, Ib, Cb, P, cap, stale_b, stale_f, False)
    if stats is not None:
        stats["rounds"] = rounds
        stats["rows"] = rows
    out = Tw.copy()
    out[out > cap] = np.inf
    return out


def _runs(mask: np.ndarray):
    """Per column: (columns with cells, first cell, one past the last), or None when a column has
    more than one run of cells, the columns are not contiguous, or neighbouring runs do not overlap
    (so the outline would not be one simple ring)."""
    cols = np.flatnonzero(mask.any(axis=1))
    if cols.size == 0 or cols[-1] - cols[0] + 1 != cols.size:
        return None
    m = mask[cols[0]:cols[-1] + 1]
    starts = m.argmax(axis=1)
    ends = m.shape[1] - m[:, ::-1].argmax(axis=1)
    if int(m.sum()) != int((ends - starts).sum()):            # a gap inside a column
        return None
    if cols.size > 1 and not (np.maximum(starts[1:], starts[:-1]) < np.minimum(ends[1:], ends[:-1])).all():
        return None
    return cols, starts, ends


def _chains(mask: np.ndarray) -> list[tuple[np.ndarray, np.ndarray, np.ndarray]]:
    """The runs of cells of each column (along the second axis), linked into chains: a run joins the
    chain of the one run of the column before that it overlaps, when that run overlaps no other.
    Each chain is (its columns, first cells, ends): one simple staircase ring."""
    nx, ny = mask.shape
    edge = np.diff(np.pad(mask, ((0, 0), (1, 1))).view(np.int8), axis=1)
    si, sj = np.nonzero(edge == 1)          # row-major: by column, then along it
    _, ej = np.nonzero(edge == -1)
    chains: list[list[tuple[int, int, int]]] = []
    prev: list[tuple[int, int, int]] = []   # (start, end, chain) of the runs of the column before
    prev_col = -2
    k, n = 0, si.size
    while k < n:
        i = int(si[k])
        here = []
        while k < n and si[k] == i:
            here.append((int(sj[k]), int(ej[k])))
            k += 1
        if i != prev_col + 1:
            prev = []
        linked = [[c for ps, pe, c in prev if max(ps, s0) < min(pe, e0)] for s0, e0 in here]
        used: dict[int, int] = {}
        for hit in linked:
            for c in hit:
                used[c] = used.get(c, 0) + 1
        nxt = []
        for (s0, e0), hit in zip(here, linked):
            if len(hit) == 1 and used[hit[0]] == 1:
                c = hit[0]
            else:
                c = len(chains)
                chains.append([])
            chains[c].append((i, s0, e0))
            nxt.append((s0, e0, c))
        prev, prev_col = nxt, i
    out = []
    for ch in chains:
        a = np.array(ch)
        out.append((a[:, 0], a[:, 1], a[:, 2]))
    return out


def _staircase(cols, s, e, U, V, transposed: bool) -> np.ndarray:
    """The ring round one chain of runs: along the starts, back along the ends (corners only)."""
    n = cols.size
    ring = np.empty((4 * n, 2))
    ring[0:2 * n:2, 0], ring[1:2 * n:2, 0] = U[cols], U[cols + 1]
    ring[0:2 * n:2, 1] = ring[1:2 * n:2, 1] = V[s]
    ring[2 * n::2, 0], ring[2 * n + 1::2, 0] = U[cols + 1][::-1], U[cols][::-1]
    ring[2 * n::2, 1] = ring[2 * n + 1::2, 1] = V[e][::-1]
    if transposed:
        ring = ring[:, ::-1]
    d = np.diff(np.concatenate([ring[-1:], ring, ring[:1]]), axis=0)
    turn = (d[:-1, 0] * d[1:, 1] - d[:-1, 1] * d[1:, 0]) != 0          # drop points mid-edge
    return ring[turn]


def cells_outline(mask: np.ndarray, origin: tuple[float, float], h: float):
    """The union of the cells of ``mask`` (cell (i, j) spans origin + (i, j) h to origin + (i + 1, j + 1) h).

    A blob with one run of cells per column (or per row) is outlined directly, as one staircase
    ring with no overlay. Otherwise (a notch, a hole, a second blob) the runs of each column (or of
    each row, whichever gives fewer) are linked into chains that each outline as one staircase
    ring, joined by one union (their shared edges have the very same coordinates, so the union
    joins them exactly)."""
    from shapely import polygons, union_all
    from shapely.geometry import Polygon

    if not mask.any():
        return Polygon()
    nx, ny = mask.shape
    X = origin[0] + np.arange(nx + 1) * h
    Y = origin[1] + np.arange(ny + 1) * h
    for transposed in (False, True):
        got = _runs(mask.T if transposed else mask)
        if got is not None:
            U, V = (Y, X) if transposed else (X, Y)
            ring = _staircase(*got, U, V, transposed)
            return polygons(ring) if len(ring) >= 3 else Polygon()
    by_col, by_row = _chains(mask), _chains(mask.T)
    transposed = len(by_row) < len(by_col)
    chains = by_row if transposed else by_col
    U, V = (Y, X) if transposed else (X, Y)
    rings = [_staircase(c, s, e, U, V, transposed) for c, s, e in chains]
    parts = [polygons(r) for r in rings if len(r) >= 3]
    return parts[0] if len(parts) == 1 else union_all(parts)
