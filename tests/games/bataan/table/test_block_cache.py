"""Issue 25: on a table too big for the per-pair cache, the rules pass keeps its Americans x Japanese
block (sight verdicts, distances) and its contacts, and redoes only the moved figures' rows and columns:
the answers stay those of the plain per-pair loop and of a pass from nothing."""

from __future__ import annotations

import numpy as np
import pytest

from assistant.games.bataan.table import blockcache, sight
from assistant.games.bataan.table.measure import contacts
from assistant.games.bataan.table.sight import reference_sight_matrix
from assistant.games.bataan.table.targets import distance_block, rules_pass, targets
from tests.games.bataan.table.test_table_kernels import H, W, force_table


@pytest.fixture
def big_table_mode(monkeypatch):
    """Every table counts as big: no per-pair cache, every block kept."""
    monkeypatch.setattr(sight, "PAIR_CACHE_MAX", 0)
    monkeypatch.setattr(blockcache, "MIN_PAIRS", 0)
    monkeypatch.setattr(sight, "MIN_PAIRS", 0)


@pytest.mark.parametrize("seed", [0, 1])
def test_kept_block_equals_the_loop_after_moves(seed, big_table_mode):
    """B4/B28 verdicts, B1 distances, B11 targets and B27 contacts after figures move (one, then
    several, then back) equal the per-pair loop and the plain functions; only moved rows are redone."""
    t = force_table(seed)
    arr = t.arrays()
    rnd = np.random.default_rng(seed)
    rp = rules_pass(t)
    for step in range(5):
        movers = rnd.choice(len(arr.ids), 1 if step % 2 == 0 else 4, replace=False)
        for k in movers:
            t.move_figure(arr.ids[k], *rnd.uniform([0, 0], [W, H]))
        rp = rules_pass(t)
        assert rp.stats.cached > 0
        vis, close = reference_sight_matrix(t, rp.sight_rows, rp.sight_cols)
        assert (rp.visible == vis).all() and (rp.too_close == close).all()
        assert list(rp.contacts) == contacts(t)
        for fid in (arr.ids[k] for k in movers):
            if t.figure(fid).alive:
                assert rp.targets[fid] == targets(t, fid)
        d = distance_block(t, rp.sight_rows, rp.sight_cols)
        arr.drop_caches()
        fresh = rules_pass(t)
        assert (fresh.visible == rp.visible).all() and list(fresh.contacts) == list(rp.contacts)
        assert list(fresh.spotting) == list(rp.spotting)          # B15: the kept nearest Japanese
        assert list(fresh.command) == list(rp.command)            # B5: the kept nearest leader
        assert (distance_block(t, rp.sight_rows, rp.sight_cols) == d).all()


def test_a_block_is_never_handed_out_twice(big_table_mode):
    """A pass's arrays are read-only (nobody changes the kept block through them), and an earlier pass's
    answer keeps its values when a later pass redoes the moved figures' rows (copied once, not in place)."""
    t = force_table(3)
    a = rules_pass(t)
    with pytest.raises(ValueError):
        a.visible[:] = ~a.visible
    before = a.visible.copy()
    arr = t.arrays()
    for k in range(3):
        t.move_figure(arr.ids[k], 1.0 + 2 * k, 1.0)
    b = rules_pass(t)
    assert (a.visible == before).all()
    assert b.stats.cached > 0

def test_centre_distances_are_shared_once_and_equal_the_plain_ones(big_table_mode):
    """Issue 25 (cold pass): the sight verdicts and the B1 distance block share one hypot block per pass;
    its values are `FigureArrays.distances`' (centre to centre), the sight stage cannot write into it,
    and the distance block takes it (nothing kept afterwards); a move makes a new one."""
    t = force_table(4)
    arr = t.arrays()
    rows = np.flatnonzero(arr.alive & ~arr.japanese)
    cols = np.flatnonzero(arr.alive & arr.japanese)
    d = blockcache.centre_distances(arr, rows, cols)
    assert not d.flags.writeable
    want = arr.distances(np.repeat(rows, cols.size), np.tile(cols, rows.size), True).reshape(d.shape)
    assert (d == want).all()
    assert blockcache.centre_distances(arr, rows, cols) is d            # the same block for the second user
    taken = blockcache.centre_distances(arr, rows, cols, take=True)
    assert taken is d and taken.flags.writeable and ("centre distances",) not in arr.block_cache
    t.move_figure(arr.ids[rows[0]], 1.0, 1.0)
    again = blockcache.centre_distances(arr, rows, cols)
    assert again is not d and again[0, 0] == arr.distances([rows[0]], [cols[0]], True)[0]
    edge = distance_block(t, rows, cols)
    assert (edge == arr.distances(np.repeat(rows, cols.size), np.tile(cols, rows.size), False).reshape(d.shape)).all()
