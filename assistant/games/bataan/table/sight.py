"""Sight lines through the jungle (Bataan IV Visibility, B4) and the targets a shooter may take (B11).

One line is measured exactly: ``LineString(centre_a, centre_b).intersection(jungle).length``.
Many lines (a sight matrix) go through exact kernels that give the same answers faster:

1. a line of at most 6" (less the B28 margin) cannot cross more than 6" of jungle: clear;
2. each figure's jungle / open clearance (the raster's value at its cell, cached until it moves)
   bounds the jungle at both ends: at least min(L, cj_a + cj_b), at most L - (co_a + co_b);
3. a signed clearance raster of 1/8" cells (`clearance`: edge supercover + capped exact distance, a
   lower bound of the distance to the jungle's edge, + in jungle, - outside) bounds the jungle along
   a line: a sample whose clearance is c proves the line all jungle (or all open) for min(c, h)
   either side of it (h: half the spacing). 8 samples per line, then 15 and 29 (each stage adds the
   midpoints, keeping the samples it has) give lower and upper bounds; lines whose bounds lie wholly
   beyond or below 6" (plus/minus the margin) are decided;
4. what is still undecided is measured exactly by the fan kernel in `segments` (the edges a line
   may cross found by angle from its end figure, the jungle length from the signed crossings), and
   the few lines it calls degenerate (through a vertex, along an edge) by the grid kernel there.
Lines are taken in cache-sized chunks. When most of a rows x cols block is unknown (a cold pass),
stages 1 and 2 are broadcast over the block (the lengths are the B1 centre distances, worked out once
for sight and B1: `blockcache.centre_distances`), and the lines they leave go to stage 3 in float32
cells made straight from the figures', its first samples at the ends being the figures' own
clearances (`FineClearance.decide_cells`; issue 25, the cold 5,000-figure pass).
Verdicts are kept per pair of figures until either moves (``sight_matrix``) or a terrain edit changes
the jungle's outline in a box their line meets (`FigureArrays.terrain_edited`); the rasters are carried
over an edit, redone only around it (`rasters.carry_over`).
The benchmark (benchmarks/bench_table.py) checks that the answers equal the per-pair loop's.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
from shapely.geometry import LineString

from assistant.games.bataan.table.blockcache import MIN_PAIRS, cached_block, centre_distances
from assistant.games.bataan.table.clearance import FineClearance, fine_clearance, point_clearances
from assistant.games.bataan.table.model import Table
from assistant.games.bataan.table.segments import fan_edges, fan_lengths, jungle_lengths
from assistant.games.bataan.table.terrain import Terrain
from assistant.games.bataan import rules as R

STAGES = (8, 15, 29)   # samples per line on the fine clearance raster (`clearance`): each stage adds the midpoints
CHUNK = 8192           # lines per block in the bound and exact stages (keeps temporaries in cache)

SIGHT_RULE = "IV Visibility (B4): sight is unlimited except in jungle, where it is 6\""


def clearance_field(terrain: Terrain) -> FineClearance:
    """The signed clearance raster the end clearances read: the fine one (`clearance`), one per terrain."""
    return fine_clearance(terrain)


@dataclass(frozen=True)
class KernelStats:
    lines: int
    short: int        # decided by length alone
    coarse: int       # decided by the end-point clearances or the coarse bound
    fine: int         # decided by the fine bound
    exact: int        # measured exactly (numpy kernel, `segments`)
    cached: int = 0   # answered from the per-pair cache (neither figure moved since)


def end_clearances(terrain: Terrain, xy: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Per point: (jungle clearance, open clearance) -- every point nearer than the first is jungle
    (0 if the point is in open ground), nearer than the second is open ground (0 if in jungle)."""
    xy = np.asarray(xy, dtype=float).reshape(-1, 2)
    if len(xy) == 0:
        return np.zeros(0), np.zeros(0)
    # lower bounds from the fine signed clearance raster (valid for every point of a cell): all a bound needs
    v = point_clearances(terrain, xy[:, 0], xy[:, 1])
    return np.maximum(v, 0.0), np.maximum(-v, 0.0)


def jungle_verdicts(terrain: Terrain, P: np.ndarray, Q: np.ndarray, limit_in: float, margin_in: float,
                    ends: tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray] | None = None,
                    fan: tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray] | None = None):
    """For lines P[k]-Q[k]: (jungle length <= limit, |jungle length - limit| <= margin, stats).

    Same answers as measuring every line exactly; exact lengths only where bounds straddle the limit.
    ``ends`` (jungle and open clearance at P, then at Q; see `end_clearances`) adds a first O(1) bound.
    ``fan`` = (points, i, j, in_jungle) says the lines are points[i[k]] -> points[j[k]]: the exact
    lengths then come from the fan kernel (`segments.fan_lengths`), which shares work per end point.
    Lines are taken in chunks of CHUNK so that the sample arrays stay in the processor's cache.
    """
    n = len(P)
    D = Q - P
    L = np.sqrt(np.einsum("ij,ij->i", D, D)) if n else np.zeros(0)
    within = np.ones(n, dtype=bool)
    close = np.zeros(n, dtype=bool)
    und = np.flatnonzero(L >= limit_in - margin_in - 1e-9)
    short = n - und.size
    top, bottom = limit_in + margin_in + 1e-9, limit_in - margin_in - 1e-9
    first = 0
    if ends is not None and und.size:
        cjp, cop, cjq, coq = (e[und] for e in ends)
        Lu = L[und]
        lo = np.minimum(Lu, cjp + cjq)
        hi = Lu - np.minimum(Lu, cop + coq)
        blocked = lo > top
        clear = hi < bottom
        within[und[blocked]] = False
        first = int(blocked.sum() + clear.sum())
        und = und[~(blocked | clear)]
    counts, nexact = _resolve(terrain, P, Q, L, und, within, close, limit_in, margin_in, fan)
    return within, close, KernelStats(n, short, first + counts[0], sum(counts[1:]), nexact)


def _resolve(terrain: Terrain, P: np.ndarray, Q: np.ndarray, L: np.ndarray, und: np.ndarray,
             within: np.ndarray, close: np.ndarray, limit_in: float, margin_in: float,
             fan: tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray] | None):
    """Stages 3 and 4 for lines ``und`` (indices into P, Q, L, within, close and the ``fan`` arrays):
    writes their verdicts, returns (lines decided per bound stage, lines measured exactly)."""
    top, bottom = limit_in + margin_in + 1e-9, limit_in - margin_in - 1e-9
    counts = [0] * len(STAGES)
    if und.size:
        # each chunk through every stage: samples of a stage are kept by the next (2k - 1 samples)
        und, counts = fine_clearance(terrain, fan_edges(terrain)).decide(P, Q, L, und, within, top, bottom,
                                                                          STAGES, CHUNK)
    if und.size:
        j = _exact_lengths(terrain, lambda rest: (P[und[rest]], Q[und[rest]]), und.size,
                           None if fan is None else (fan[0], fan[1][und], fan[2][und], fan[3]))
        within[und] = j <= limit_in
        close[und] = np.abs(j - limit_in) <= margin_in + 1e-12
    return counts, int(und.size)


def _exact_lengths(terrain: Terrain, ends, n: int,
                   fan: tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray] | None) -> np.ndarray:
    """Stage 4: the jungle lengths of n lines, exactly: by the fan kernel when ``fan`` = (points, i, j,
    in_jungle) says line k is points[i[k]] -> points[j[k]], and by the grid kernel for the lines it
    refuses (or all, without ``fan``); ``ends(k)`` gives (P, Q) of the lines k."""
    j = np.empty(n)
    ok = np.zeros(n, dtype=bool)
    if fan is not None:
        pts, fi, fj, inj = fan
        # the side with fewer distinct figures is the centre; lines grouped by centre, in chunks
        swap = np.count_nonzero(np.bincount(fj)) < np.count_nonzero(np.bincount(fi))
        cen, oth = (fj, fi) if swap else (fi, fj)
        order = np.argsort(cen, kind="stable")
        edges = fan_edges(terrain)
        for c0 in range(0, n, CHUNK):
            o = order[c0:c0 + CHUNK]
            j[o], ok[o] = fan_lengths(edges, pts, cen[o], oth[o], inj)
    rest = np.flatnonzero(~ok)
    if rest.size:
        j[rest] = exact_jungle_lengths(terrain, *ends(rest))
    return j


def exact_jungle_lengths(terrain: Terrain, P: np.ndarray, Q: np.ndarray) -> np.ndarray:
    """Jungle length along each segment P[k]-Q[k], exactly (numpy kernel, see `segments`)."""
    return jungle_lengths(terrain, np.asarray(P, dtype=float), np.asarray(Q, dtype=float))


# --- one line, exactly -----------------------------------------------------------------------
@dataclass(frozen=True)
class Sight:
    a: str
    b: str
    visible: bool
    jungle_in: float             # jungle along the centre-to-centre line
    line_in: float               # the line's length, centre to centre
    a_in_jungle: bool
    b_in_jungle: bool
    too_close_to_call: bool
    reason: str
    ruling: tuple[str, ...]
    rule: str = SIGHT_RULE


def sight(table: Table, a: str, b: str) -> Sight:
    """B4: can ``a`` and ``b`` see each other? Symmetric; measured exactly."""
    arr = table.arrays()
    fa, fb = table.figure(a), table.figure(b)
    i, j = arr.index[fa.id], arr.index[fb.id]
    limit, m = R.JUNGLE_SIGHT_IN, table.rulings.b28_margin_in
    line = LineString([fa.centre, fb.centre]) if fa.centre != fb.centre else None
    L = float(line.length) if line is not None else 0.0
    jl = float(line.intersection(table.terrain.jungle).length) if line is not None else 0.0
    ja, jb = bool(arr.in_jungle[i]), bool(arr.in_jungle[j])
    labels = (table.rulings.label("B4"), table.rulings.label("B28"))
    if table.rulings.b4_either_in_jungle and (ja or jb):
        ok = L <= limit
        close = abs(L - limit) <= m + 1e-12
        reason = (f"{'a' if ja else 'b'} stands in jungle: the line is {L:.2f}\", "
                  + ("within 6\"" if ok else "beyond 6\""))
    else:
        ok = jl <= limit
        close = abs(jl - limit) <= m + 1e-12
        reason = f"{jl:.2f}\" of jungle along the line " + ("(at most 6\")" if ok else "(more than 6\")")
    return Sight(fa.id, fb.id, bool(ok), jl, L, ja, jb, bool(close), reason, labels)


# --- many lines --------------------------------------------------------------------------------
@dataclass(frozen=True)
class SightMatrix:
    rows: np.ndarray             # figure indices (Table.arrays() order)
    cols: np.ndarray
    visible: np.ndarray          # bool rows x cols
    too_close: np.ndarray        # bool rows x cols
    stats: KernelStats
    ruling: tuple[str, ...]
    rule: str = SIGHT_RULE


PAIR_CACHE_MAX = 3000   # figures; above this the per-pair verdict cache (n x n) is not kept


def figure_clearances(table: Table, idx: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Jungle / open clearance around figures ``idx`` (cached per figure until it moves)."""
    arr = table.arrays()
    need = idx[np.isnan(arr.clear_jungle[idx])]
    if need.size:
        need = np.unique(need)
        cj, co = end_clearances(table.terrain, arr.xy[need])
        arr.clear_jungle[need] = cj
        arr.clear_open[need] = co
    return arr.clear_jungle, arr.clear_open


def _pair_cache(table: Table, margin: float):
    arr = table.arrays()
    n = len(arr.ids)
    if n > PAIR_CACHE_MAX:
        return None
    if arr.pair_known is None or arr.pair_margin != margin:
        arr.pair_known = np.zeros((n, n), dtype=bool)
        arr.pair_within = np.zeros((n, n), dtype=bool)
        arr.pair_close = np.zeros((n, n), dtype=bool)
        arr.pair_margin = margin
    return arr


def _block_verdicts(terrain: Terrain, xy: np.ndarray, rows: np.ndarray, cols: np.ndarray,
                    wanted: np.ndarray | None, cj: np.ndarray, co: np.ndarray, in_jungle: np.ndarray,
                    limit_in: float, margin_in: float, L: np.ndarray | None = None):
    """`jungle_verdicts` for the lines rows x cols (flat, row-major) where ``wanted`` (all if None):
    the length and end-clearance stages broadcast over the block, the rest on the lines they leave.
    ``L``: the lines' lengths rows x cols if known (`blockcache.centre_distances`; read only)."""
    nr, nc = rows.size, cols.size
    n = nr * nc
    top, bottom = limit_in + margin_in + 1e-9, limit_in - margin_in - 1e-9
    if L is None:
        xr, yr = xy[rows, 0][:, None], xy[rows, 1][:, None]
        dx = xy[cols, 0][None, :] - xr
        dy = xy[cols, 1][None, :] - yr
        L = np.multiply(dx, dx, out=dx)
        L += np.multiply(dy, dy, out=dy)
        np.sqrt(L, out=L)
    L = L.ravel()
    cand = L >= bottom
    if wanted is not None:
        cand &= wanted
    nwant = n if wanted is None else int(np.count_nonzero(wanted))
    short = nwant - int(np.count_nonzero(cand))
    # the end figures' clearances: at least min(L, cj_p + cj_q) of jungle, at most L - (co_p + co_q)
    e = np.add(cj[rows][:, None], cj[cols][None, :]).ravel()
    np.minimum(e, L, out=e)
    blocked = e > top
    blocked &= cand
    e = np.add(co[rows][:, None], co[cols][None, :]).ravel()
    np.minimum(e, L, out=e)
    np.subtract(L, e, out=e)
    clear = e < bottom
    clear &= cand
    within = ~blocked
    close = np.zeros(n, dtype=bool)
    clear |= blocked
    first = int(np.count_nonzero(clear))
    cand &= ~clear
    und = np.flatnonzero(cand)
    if not und.size:                          # nothing for the raster (left unbuilt on a huge table)
        return within, close, KernelStats(nwant, short, first, 0, 0)
    # stage 3 on the lines left, in cells straight from the figures' (no gathered copies of their
    # coordinates; a row's values repeated, a column's picked from the block by the mask), the first
    # stage's end samples the figures' own clearances (issue 25)
    fc = fine_clearance(terrain, fan_edges(terrain))
    fx, fy = fc.figure_cells(xy)
    v = fc.end_values(cj - co)
    mask = cand.reshape(nr, nc)
    per_row = np.count_nonzero(mask, axis=1)
    pd = np.empty((4, und.size), dtype=np.float32)
    ends = np.empty((2, und.size), dtype=np.float32)
    for out, per_fig, by_row in ((pd[0], fx, True), (pd[1], fy, True), (ends[0], v, True),
                                 (pd[2], fx, False), (pd[3], fy, False), (ends[1], v, False)):
        out[:] = np.repeat(per_fig[rows], per_row) if by_row else np.broadcast_to(per_fig[cols], (nr, nc))[mask]
    pd[2] -= pd[0]
    pd[3] -= pd[1]
    gone, left, counts = fc.decide_cells(pd, L[und], ends, top, bottom, STAGES, CHUNK)
    del pd, ends
    within[und] = ~gone
    if left.size:
        lu = und[left]
        ri = lu // nc
        ti, tj = rows[ri], cols[lu - ri * nc]
        j = _exact_lengths(terrain, lambda k: (xy[ti[k]], xy[tj[k]]), left.size, (xy, ti, tj, in_jungle))
        within[lu] = j <= limit_in
        close[lu] = np.abs(j - limit_in) <= margin_in + 1e-12
    return within, close, KernelStats(nwant, short, first + counts[0], sum(counts[1:]), int(left.size))


def _block_index(rows: np.ndarray, cols: np.ndarray):
    """Index of the block rows x cols of an n x n array: slices where the indices are a run
    (a view: reading and writing it costs a tenth of a fancy index), else fancy indices."""
    def run(idx):
        if idx.size and int(idx[-1]) - int(idx[0]) == idx.size - 1 and bool(np.all(np.diff(idx) == 1)):
            return slice(int(idx[0]), int(idx[-1]) + 1)
        return None
    r, c = run(rows), run(cols)
    if r is not None and c is not None:
        return r, c
    if r is not None:
        return r, cols
    if c is not None:
        return rows, c
    return np.ix_(rows, cols)


def sight_matrix(table: Table, rows, cols) -> SightMatrix:
    """B4 sight between every figure index in ``rows`` and every one in ``cols`` (fast kernels).

    Verdicts are kept per pair until either figure moves, so a drag recomputes one row/column."""
    arr = table.arrays()
    rows = np.asarray(rows, dtype=np.intp)
    cols = np.asarray(cols, dtype=np.intp)
    nc = cols.size
    block = _block_index(rows, cols)
    limit, m = R.JUNGLE_SIGHT_IN, table.rulings.b28_margin_in
    cache = _pair_cache(table, m)
    if cache is not None:
        known = cache.pair_known[block].ravel()
        within = np.array(cache.pair_within[block]).ravel()   # copies; the unknown entries are filled below
        close = np.array(cache.pair_close[block]).ravel()
        todo = np.flatnonzero(~known)
    elif rows.size * nc < MIN_PAIRS:
        within = np.empty(rows.size * nc, dtype=bool)
        close = np.empty(rows.size * nc, dtype=bool)
        todo = np.arange(rows.size * nc)
    else:   # a big block: kept between passes below (no index of every line made for nothing)
        within = close = np.empty(0, dtype=bool)
        todo = np.arange(0)
    dense = cache is None or 2 * todo.size >= within.size
    if cache is None and rows.size * nc >= MIN_PAIRS:
        # no per-pair cache (a big table): the pass's block kept, redone in the moved figures' rows and
        # columns only (`blockcache`, issue 25)
        parts: list[KernelStats] = []

        def verdicts(r, c):
            cj, co = figure_clearances(table, np.concatenate([r, c]))
            w, cl, st = _block_verdicts(table.terrain, arr.xy, r, c, None, cj, co, arr.in_jungle, limit, m,
                                        centre_distances(arr, r, c))
            parts.append(st)
            return w.reshape(r.size, c.size), cl.reshape(r.size, c.size)
        (w2, c2), _ = cached_block(arr, ("sight", m), rows, cols, verdicts)
        within, close = w2.ravel(), c2.ravel()
        stats = KernelStats(within.size, *(sum(getattr(p, f) for p in parts) for f in ("short", "coarse", "fine", "exact")),
                            int(within.size - sum(p.lines for p in parts)))
        todo = todo[:0]
    if todo.size and dense:
        # most of the block is wanted (a cold pass): the short and end-clearance stages by
        # broadcasting over rows x cols, and only the lines they leave are gathered
        cj, co = figure_clearances(table, np.concatenate([rows, cols]))
        w, c, stats = _block_verdicts(table.terrain, arr.xy, rows, cols, None if cache is None else ~known,
                                      cj, co, arr.in_jungle, limit, m,
                                      centre_distances(arr, rows, cols) if rows.size * nc >= MIN_PAIRS else None)
        within = w if cache is None else np.where(known, within, w)
        close = c if cache is None else np.where(known, close, c)
        if cache is not None:
            tb = _block_index(cols, rows)
            w2, c2 = within.reshape(rows.size, nc), close.reshape(rows.size, nc)
            cache.pair_within[block] = w2
            cache.pair_close[block] = c2
            cache.pair_known[block] = True
            cache.pair_within[tb] = w2.T     # sight is symmetric (B4: centre to centre)
            cache.pair_close[tb] = c2.T
            cache.pair_known[tb] = True
    elif todo.size:
        ti, tj = rows[todo // nc], cols[todo % nc]
        cj, co = figure_clearances(table, np.concatenate([rows, cols]))
        w, c, stats = jungle_verdicts(table.terrain, arr.xy[ti], arr.xy[tj], limit, m,
                                      ends=(cj[ti], co[ti], cj[tj], co[tj]),
                                      fan=(arr.xy, ti, tj, arr.in_jungle))
        within[todo] = w
        close[todo] = c
        nf = len(arr.ids)
        pw, pc, pk = (cache.pair_within.reshape(-1), cache.pair_close.reshape(-1),
                      cache.pair_known.reshape(-1))
        for f in (ti * nf + tj, tj * nf + ti):  # sight is symmetric (B4: centre to centre)
            pw[f] = w
            pc[f] = c
            pk[f] = True
    elif cache is not None or rows.size * nc < MIN_PAIRS:
        stats = KernelStats(0, 0, 0, 0, 0)
    if cache is not None:
        stats = KernelStats(within.size, stats.short, stats.coarse, stats.fine, stats.exact,
                            int(within.size - todo.size))
    if table.rulings.b4_either_in_jungle:
        either = (arr.in_jungle[rows][:, None] | arr.in_jungle[cols][None, :]).ravel()
        xy = arr.xy
        L = np.hypot(xy[cols, 0][None, :] - xy[rows, 0][:, None], xy[cols, 1][None, :] - xy[rows, 1][:, None]).ravel()
        within = np.where(either, L <= limit, within)
        close = np.where(either, np.abs(L - limit) <= m + 1e-12, close)
    shape = (rows.size, cols.size)
    return SightMatrix(rows, cols, within.reshape(shape), close.reshape(shape), stats,
                       (table.rulings.label("B4"), table.rulings.label("B28")))


def reference_sight_matrix(table: Table, rows, cols) -> tuple[np.ndarray, np.ndarray]:
    """The plain per-pair loop (for tests and the benchmark): same answers as `sight_matrix`."""
    arr = table.arrays()
    jungle = table.terrain.jungle
    limit, m = R.JUNGLE_SIGHT_IN, table.rulings.b28_margin_in
    vis = np.zeros((len(rows), len(cols)), dtype=bool)
    close = np.zeros_like(vis)
    for r, i in enumerate(rows):
        for c, j in enumerate(cols):
            p, q = tuple(arr.xy[i]), tuple(arr.xy[j])
            L = float(np.hypot(q[0] - p[0], q[1] - p[1]))
            jl = LineString([p, q]).intersection(jungle).length if L > 0 else 0.0
            if table.rulings.b4_either_in_jungle and (arr.in_jungle[i] or arr.in_jungle[j]):
                vis[r, c], close[r, c] = L <= limit, abs(L - limit) <= m + 1e-12
            else:
                vis[r, c], close[r, c] = jl <= limit, abs(jl - limit) <= m + 1e-12
    return vis, close
