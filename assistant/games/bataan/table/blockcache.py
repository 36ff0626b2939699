"""Whole blocks of pair answers (rows x columns of figures) kept between rules passes, redone only in
the rows and columns of the figures that moved since (issue 25: the rules pass over 5,000 figures,
where the per-pair cache of every n x n pair is not kept, no longer redoes 2.6 million lines after one
figure moved).

`FigureArrays` stamps each figure when it moves (``moved_at``, from a counter ``tick``) and forgets
every block when the terrain changes or its caches are dropped. A block is kept per key (e.g. the
sight verdicts at one B28 margin) for one (rows, columns) pair: the rules pass's Americans x Japanese.
Only blocks of at least ``MIN_PAIRS`` pairs are kept (a single shooter's row is cheap to redo and would
evict the pass's block).
"""

from __future__ import annotations

from collections.abc import Callable, Hashable

import numpy as np

MIN_PAIRS = 100_000
#: when more of the rows and columns than this share moved, the block is redone whole
REDO_SHARE = 0.25


def cached_block(arr, key: Hashable, rows: np.ndarray, cols: np.ndarray,
                 compute: Callable[[np.ndarray, np.ndarray], tuple[np.ndarray, ...]]) -> tuple[tuple[np.ndarray, ...], int]:
    """``compute(rows, cols)`` (arrays of shape (len(rows), len(cols))), from the kept block where it
    can: only the rows and columns of figures moved since it was made are computed again. Returns the
    arrays, read-only (the kept ones: nothing is copied when nothing moved, and a block redone in part is
    copied once, so whoever holds an earlier pass's arrays keeps them as they were) and how many pairs
    were computed."""
    n = rows.size * cols.size
    if n < MIN_PAIRS:
        return compute(rows, cols), n
    got = arr.block_cache.get(key)
    if got is not None and got[0].shape == rows.shape and got[1].shape == cols.shape \
            and np.array_equal(got[0], rows) and np.array_equal(got[1], cols):
        _, _, tick, kept = got
        sr = np.flatnonzero(arr.moved_at[rows] > tick)
        sc = np.flatnonzero(arr.moved_at[cols] > tick)
        if not (sr.size or sc.size):
            return kept, 0
        if sr.size + sc.size <= REDO_SHARE * (rows.size + cols.size):
            out = tuple(k.copy() for k in kept)
            done = 0
            if sr.size:
                for o, p in zip(out, compute(rows[sr], cols)):
                    o[sr, :] = p
                done += sr.size * cols.size
            if sc.size:
                for o, p in zip(out, compute(rows, cols[sc])):
                    o[:, sc] = p
                done += rows.size * sc.size
            _keep(arr, key, got[0], got[1], out)
            return out, done
    out = compute(rows, cols)
    _keep(arr, key, rows.copy(), cols.copy(), out)
    return out, n


def centre_distances(arr, rows: np.ndarray, cols: np.ndarray, take: bool = False) -> np.ndarray:
    """B1 centre-to-centre distances rows x cols (``np.hypot``, as `FigureArrays.distances`: the same
    values), read-only, worked out once for the sight verdicts and the B1 distance block of one pass
    (issue 25: the hypot of 2.6 million pairs cost 60 ms, and both asked for it). One block is kept,
    until a figure moves or it is taken (``take``: its last user may then write into it)."""
    key = ("centre distances",)
    got = arr.block_cache.get(key)
    if got is not None and got[0] == arr.tick and np.array_equal(got[1], rows) and np.array_equal(got[2], cols):
        if take:
            del arr.block_cache[key]
            got[3].setflags(write=True)
        return got[3]
    xy = arr.xy
    d = np.hypot(xy[rows, 0][:, None] - xy[cols, 0][None, :], xy[rows, 1][:, None] - xy[cols, 1][None, :])
    if not take:
        d.setflags(write=False)
        arr.block_cache[key] = (arr.tick, rows.copy(), cols.copy(), d)
    return d


def _keep(arr, key: Hashable, rows: np.ndarray, cols: np.ndarray, out: tuple[np.ndarray, ...]) -> None:
    for o in out:
        o.setflags(write=False)
    arr.block_cache[key] = (rows, cols, arr.tick, out)


def kept_argmin(arr, key: Hashable, rows: np.ndarray, cols: np.ndarray, block: np.ndarray) -> np.ndarray:
    """``np.argmin(block, axis=1)`` (the nearest column of each row, the first of equals), where
    ``block`` is a kept block of ``rows`` x ``cols`` (`cached_block`): from the last answer when few
    figures moved since, exactly as a fresh argmin gives it. A moved row is looked at whole; a moved
    column is compared with each row's best (and a row whose best was a moved column is looked at
    whole), so after one figure moved a pass reads one row or one column, not the block."""
    got = arr.block_cache.get(key)
    fresh = block.shape[1] == 0 or got is None or got[0].shape != rows.shape or got[1].shape != cols.shape \
        or not np.array_equal(got[0], rows) or not np.array_equal(got[1], cols)
    if not fresh:
        _, _, tick, best = got
        sr = np.flatnonzero(arr.moved_at[rows] > tick)
        sc = np.flatnonzero(arr.moved_at[cols] > tick)
        fresh = sr.size + sc.size > REDO_SHARE * (rows.size + cols.size)
    if fresh:
        k = np.argmin(block, axis=1) if block.shape[1] else np.full(rows.size, -1)
    else:
        k = best.copy()
        if sc.size:
            moved_col = np.zeros(cols.size, dtype=bool)
            moved_col[sc] = True
            whole = moved_col[k]                       # its best column moved: look at the whole row
            sub = block[:, sc]
            j = np.argmin(sub, axis=1)
            val = sub[np.arange(rows.size), j]
            cur = block[np.arange(rows.size), k]
            better = (val < cur) | ((val == cur) & (sc[j] < k))
            k = np.where(better, sc[j], k)
            sr = np.union1d(sr, np.flatnonzero(whole))
        if sr.size:
            k[sr] = np.argmin(block[sr], axis=1)
    k.setflags(write=False)
    arr.block_cache[key] = (rows.copy(), cols.copy(), arr.tick, k)
    return k
