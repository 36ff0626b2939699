"""Issue 25: the nearest enemy (B15 spotting) and the nearest leader (B5 command) of every figure on a big
table are kept between rules passes and redone only for what moved; the answer must be exactly the
fresh ``argmin``, ties (the first of equals) included, whatever moved."""

from __future__ import annotations

import numpy as np
from hypothesis import given, settings
from hypothesis import strategies as st

from assistant.games.bataan.table.blockcache import kept_argmin


class _Arrays:
    """The two things `kept_argmin` reads of the figure arrays: the kept blocks and each figure's move stamp."""

    def __init__(self, n: int):
        self.block_cache: dict = {}
        self.moved_at = np.zeros(n, dtype=np.int64)
        self.tick = 0

    def moved(self, i: int) -> None:
        self.tick += 1
        self.moved_at[i] = self.tick


@settings(max_examples=80, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), nr=st.integers(1, 12), nc=st.integers(1, 12),
       steps=st.lists(st.tuples(st.booleans(), st.integers(0, 11)), min_size=1, max_size=8),
       levels=st.integers(2, 6))
def test_kept_argmin_is_the_fresh_argmin_after_any_moves(seed, nr, nc, steps, levels):
    """B15/B5 nearest: after each figure's move (a row's or a column's distances change), the kept answer
    equals np.argmin of the block; few distinct values make ties common."""
    rnd = np.random.default_rng(seed)
    rows, cols = np.arange(nr), np.arange(nr, nr + nc)
    arr = _Arrays(nr + nc)
    block = rnd.integers(0, levels, size=(nr, nc)).astype(float)
    assert np.array_equal(kept_argmin(arr, "k", rows, cols, block), np.argmin(block, axis=1))
    for is_row, which in steps:
        block = block.copy()
        if is_row:
            r = which % nr
            block[r] = rnd.integers(0, levels, size=nc)
            arr.moved(rows[r])
        else:
            c = which % nc
            block[:, c] = rnd.integers(0, levels, size=nr)
            arr.moved(cols[c])
        got = kept_argmin(arr, "k", rows, cols, block)
        assert np.array_equal(got, np.argmin(block, axis=1))


def test_a_changed_set_of_figures_starts_afresh():
    """A figure that dies leaves the block: the rows differ and the answer is made from nothing."""
    arr = _Arrays(6)
    block = np.array([[3.0, 1.0, 2.0], [0.5, 4.0, 4.0]])
    assert kept_argmin(arr, "k", np.array([0, 1]), np.array([2, 3, 4]), block).tolist() == [1, 0]
    smaller = block[:, :2]
    assert kept_argmin(arr, "k", np.array([0, 1]), np.array([2, 3]), smaller).tolist() == [1, 0]
