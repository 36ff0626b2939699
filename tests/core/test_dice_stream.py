"""Issue 17 item 1: the dice stream seeks instead of stepping, and the games made before keep their stream.

Two kinds of stream (``assistant.core.dice``): ``blake2b-ctr`` (every new game: each die is a keyed hash of
(seed, position), so resuming anywhere costs the same) and ``mt19937`` (the Mersenne Twister of the games made
before it, kept bit for bit so their logged rolls still replay). The dice law under test: a fair S-sided die
shows each face with chance 1/S, independently of the dice before it (checked with Pearson's chi-square at
the 0.1 % level on fixed seeds, so the verdict is the same on every run).
"""

from __future__ import annotations

import hashlib
import time
from collections import Counter

import pytest
from hypothesis import given
from hypothesis import strategies as st

from assistant.core import dice
from assistant.core.dice import MAX_POSITION, MAX_SEEK_POSITION, MERSENNE, SEEKABLE, DiceStream, RollResult
from assistant.core.errors import InputError

SIDES = st.sampled_from([2, 3, 4, 6, 8, 10, 12, 20, 100, 1000])
SEEDS = st.integers(0, dice.MAX_SEED)

#: Pearson's chi-square at the 0.1 % level (upper tail) for the degrees of freedom used below
CHI2_999 = {5: 20.515, 9: 27.877, 19: 43.820, 35: 66.619}


def chi_square(counts: Counter, cells: list, n: int) -> float:
    expected = n / len(cells)
    return sum((counts[c] - expected) ** 2 / expected for c in cells)


# --------------------------------------------------------------------------------------------
# Seeking: resume(seed, p) is where a fresh stream stands after p dice
# --------------------------------------------------------------------------------------------


@given(SEEDS, st.integers(0, 3000), st.lists(SIDES, min_size=1, max_size=12))
def test_resume_draws_what_a_fresh_stream_draws_after_p_dice(seed, p, sides):
    """Roll log (issue 17 item 1): a stream resumed at position p draws the very dice a fresh stream of the
    same seed draws after p dice of any sides (each die costs the stream one position)."""
    fresh = DiceStream(seed)
    for i in range(p):
        fresh.die(sides[i % len(sides)])
    resumed = DiceStream.resume(seed, p)
    assert resumed.position == fresh.position == p and resumed.kind == SEEKABLE
    assert [resumed.die(s) for s in sides] == [fresh.die(s) for s in sides]


@given(SEEDS, st.integers(0, MAX_SEEK_POSITION - 200), st.integers(0, 100), st.lists(SIDES, min_size=1, max_size=8))
def test_resume_far_along_agrees_with_resuming_nearer_and_skipping(seed, p, k, sides):
    """Issue 17 item 1: anywhere in the 64-bit range, resuming at p + k draws what resuming at p draws after
    k more dice (drawn or skipped); the position counts dice either way."""
    near = DiceStream.resume(seed, p)
    near.dice(k, 6)
    skipped = DiceStream.resume(seed, p)
    skipped.skip(k)
    far = DiceStream.resume(seed, p + k)
    expected = [far.die(s) for s in sides]
    assert [near.die(s) for s in sides] == expected == [skipped.die(s) for s in sides]
    assert near.position == far.position == skipped.position == p + k + len(sides)


@given(SEEDS, st.integers(0, MAX_SEEK_POSITION - 1), SIDES)
def test_each_die_is_the_documented_keyed_hash(seed, p, sides):
    """The seekable stream is exactly the formula in dice.py's docstring (so a logged roll can be checked with
    nothing but hashlib): 64 bits of BLAKE2b keyed by the seed over the position, mapped onto the faces."""
    digest = hashlib.blake2b(p.to_bytes(8, "little"), digest_size=8, key=seed.to_bytes(8, "little"),
                             person=b"TAdice-v1").digest()
    x = int.from_bytes(digest, "little")
    assert DiceStream.resume(seed, p).die(sides) == (x * sides >> 64) + 1


@given(st.lists(st.sampled_from(["2d6", "5d6m", "d10", "3d6#6", "2d6kh1", "d1000"]), min_size=1, max_size=6),
       SEEDS, st.integers(0, 10**15))
def test_rolls_far_along_replay(notations, seed, p):
    """Roll log: a roll made at any position replays from its seed, position and stream kind, also through
    its logged dict."""
    stream = DiceStream.resume(seed, p)
    for r in [dice.roll(n, stream) for n in notations]:
        assert r.stream == SEEKABLE
        assert dice.replay(r) == r
        assert dice.replay(RollResult.from_dict(r.to_dict())) == r


def test_resuming_at_ten_to_the_twelve_takes_no_time():
    """Issue 17 item 1: `roll --position 100000000000` answered in ms; stepping there would take hours."""
    t0 = time.perf_counter()
    for p in (10**3, 10**6, 10**9, 10**12, MAX_SEEK_POSITION - 1):
        DiceStream.resume(4242, p).die(6)
    assert time.perf_counter() - t0 < 1.0


def test_the_end_of_the_stream_and_bad_kinds_are_refused():
    """Positions run 0..2**63-1 (the roll log's column); a stream at the end draws no more; the kind is one
    this version knows; the Mersenne kind keeps its stepping limit."""
    DiceStream.resume(1, MAX_SEEK_POSITION)
    with pytest.raises(InputError, match="ends at position"):
        DiceStream.resume(1, MAX_SEEK_POSITION).die(6)
    with pytest.raises(InputError, match="position"):
        DiceStream.resume(1, MAX_SEEK_POSITION + 1)
    with pytest.raises(InputError, match="position"):
        DiceStream.resume(1, -1)
    with pytest.raises(InputError, match="unknown dice stream 'pcg64'"):
        DiceStream(1, "pcg64")
    DiceStream.resume(1, MAX_POSITION, MERSENNE)
    with pytest.raises(InputError, match="10,000,000"):
        DiceStream.resume(1, MAX_POSITION + 1, MERSENNE)


# --------------------------------------------------------------------------------------------
# The dice law: uniform faces, independent dice
# --------------------------------------------------------------------------------------------


@pytest.mark.parametrize("sides, n", [(6, 60_000), (10, 50_000), (20, 40_000)])
@pytest.mark.parametrize("start", [0, 10**12])
def test_each_face_equally_likely(sides, n, start):
    """Dice law: each face of a d6 / d10 / d20 (Luzon, Tarawa and Saipan's dice; a d20 for finer faces) comes up
    1/S of the time: Pearson's chi-square of n dice from a fixed seed stays below the 0.1 % critical value,
    at the start of the stream and 10^12 dice along."""
    stream = DiceStream.resume(20261201, start)
    counts = Counter(stream.die(sides) for _ in range(n))
    assert set(counts) == set(range(1, sides + 1))
    assert chi_square(counts, list(range(1, sides + 1)), n) < CHI2_999[sides - 1]


def test_consecutive_dice_are_independent():
    """Dice law: a die does not depend on the one before: the 36 ordered pairs of consecutive d6 are equally
    likely (chi-square with 35 degrees of freedom, 0.1 % level)."""
    stream = DiceStream(77)
    n = 72_000
    faces = stream.dice(2 * n, 6)
    pairs = Counter(zip(faces[0::2], faces[1::2]))
    cells = [(a, b) for a in range(1, 7) for b in range(1, 7)]
    assert chi_square(pairs, cells, n) < CHI2_999[35]


def test_neighbouring_seeds_give_unrelated_streams():
    """Dice law: games are seeded 1, 2, 3 ... in tests; the first d6 of 6,000 consecutive seeds are uniform too."""
    n = 6000
    counts = Counter(DiceStream(seed).die(6) for seed in range(1, n + 1))
    assert chi_square(counts, list(range(1, 7)), n) < CHI2_999[5]


# --------------------------------------------------------------------------------------------
# Games made before: the Mersenne Twister stream, unchanged
# --------------------------------------------------------------------------------------------


def test_the_mersenne_stream_is_unchanged():
    """Issue 17 item 1: the games made before the seekable stream keep theirs bit for bit. These dice were
    drawn by the stream as it was (git f77dc14) and are pinned here: the first 20 d6 of seed 20240601, ten
    d10 a million dice along seed 424242, and a 5d6m of seed 42."""
    s = DiceStream(20240601, MERSENNE)
    assert s.dice(20, 6) == (3, 3, 2, 6, 2, 2, 6, 4, 6, 3, 3, 2, 6, 4, 1, 4, 5, 2, 6, 4)
    assert DiceStream.resume(424242, 1_000_000, MERSENNE).dice(10, 10) == (5, 7, 6, 8, 9, 5, 8, 3, 8, 4)
    assert dice.roll("5d6m", DiceStream(42, MERSENNE)).dice == (1, 5, 2, 1, 1)


def test_a_roll_logged_before_stream_kinds_replays_as_mersenne():
    """Roll log: a roll logged before kinds were recorded (its dict has no "stream") was a Mersenne roll and
    replays as one; a seekable roll names its kind."""
    old = {"notation": "5d6m", "dice": [1, 5, 2, 1, 1], "value": 2, "seed": 42, "position_before": 0,
           "rerolled_index": None}
    logged = RollResult.from_dict(old)
    assert logged.stream is None
    assert dice.replay(logged).dice == (1, 5, 2, 1, 1)
    assert dice.roll("5d6m", DiceStream(42)).to_dict()["stream"] == SEEKABLE


def test_the_pinned_seekable_dice():
    """The seekable stream is pinned too, so a change of its layout cannot pass unnoticed (it would need a new
    kind): the first 20 d6 of seed 20240601 and eight d6 10^12 dice along."""
    assert DiceStream(20240601).dice(20, 6) == (5, 4, 3, 2, 1, 4, 2, 6, 6, 2, 2, 6, 3, 6, 2, 5, 4, 5, 4, 5)
    assert DiceStream.resume(20240601, 10**12).dice(8, 6) == (3, 3, 4, 1, 5, 3, 1, 5)
