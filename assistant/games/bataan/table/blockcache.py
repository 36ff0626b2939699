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
    arrays (new arrays each call: the kept ones are never handed out) and how many pairs were computed."""
    n = rows.size * cols.size
    if n < MIN_PAIRS:
        return compute(rows, cols), n
    got = arr.block_cache.get(key)
    if got is not None and got[0].shape == rows.shape and got[1].shape == cols.shape \
            and np.array_equal(got[0], rows) and np.array_equal(got[1], cols):
        _, _, tick, kept = got
        sr = np.flatnonzero(arr.moved_at[rows] > tick)
        sc = np.flatnonzero(arr.moved_at[cols] > tick)
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
            if done:
                arr.block_cache[key] = (got[0], got[1], arr.tick, tuple(o.copy() for o in out))
            return out, done
    out = compute(rows, cols)
    arr.block_cache[key] = (rows.copy(), cols.copy(), arr.tick, tuple(o.copy() for o in out))
    return out, n
