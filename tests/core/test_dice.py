"""The dice engine: notation, rolls from a seeded stream, exact distributions (assistant.core.dice)."""

from __future__ import annotations

import random
from collections import Counter
from fractions import Fraction
from math import comb, factorial

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from assistant.core import dice
from assistant.core.dice import (
    DicePool,
    DiceStream,
    NotationError,
    RollResult,
    at_least,
    at_most,
    enumerate_outcomes,
    mean,
    outcomes,
    parse,
    prob,
    replay,
    reroll,
    reroll_outcomes,
    roll,
)
from assistant.core.errors import InputError

# --------------------------------------------------------------------------------------------
# Strategies
# --------------------------------------------------------------------------------------------

OPS = [">=", "<=", ">", "<", "="]


@st.composite
def pools(draw, max_throws: int = 1296) -> DicePool:
    """Any small pool (at most ``max_throws`` ordered throws, so brute force can check it)."""
    sides = draw(st.sampled_from([2, 3, 4, 6, 8, 10, 12, 20]))
    max_count = 1
    while sides ** (max_count + 1) <= max_throws and max_count < 6:
        max_count += 1
    count = draw(st.integers(0, max_count))          # 0: a side that throws no dice (MacArthur, M1, M8)
    reader = draw(st.sampled_from(dice.READERS if count else ("sum", "count", "matched")))
    fields: dict = {"count": count, "sides": sides, "reader": reader}
    if reader in ("keep_high", "keep_low"):
        fields["keep"] = draw(st.integers(1, count))
    if reader == "count":
        fields["face_op"] = draw(st.sampled_from(OPS))
        fields["face"] = draw(st.integers(1, sides))
    fields["modifier"] = draw(st.integers(-5, 5))
    if draw(st.booleans()):
        low = draw(st.one_of(st.none(), st.integers(-3, 8)))
        high = draw(st.one_of(st.none(), st.integers(-3, 30)))
        if low is not None and high is not None and low > high:
            low, high = high, low
        if low is not None or high is not None:
            fields["clamp_low"], fields["clamp_high"] = low, high
    if draw(st.booleans()):
        fields["test_op"] = draw(st.sampled_from(OPS))
        fields["test_value"] = draw(st.integers(-2, 30))
    return DicePool(**fields)


# --------------------------------------------------------------------------------------------
# Notation
# --------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "text, canonical",
    [
        ("1d6", "1d6"),
        ("d10", "1d10"),
        ("2D6 + 1", "2d6+1"),
        ("1d6+1-2", "1d6-1"),
        ("3d6#6", "3d6#6"),
        ("3d6#>=5", "3d6#>=5"),
        ("3d6#=5", "3d6#5"),
        ("5d6m", "5d6m"),
        ("2d6kh", "2d6kh1"),
        ("4d6kh3", "4d6kh3"),
        ("3d6kl1", "3d6kl1"),
        ("1d6-1[1,6]", "1d6-1[1,6]"),
        ("1d6+2[,6]", "1d6+2[,6]"),
        ("1d6-3[ -1 , ]", "1d6-3[-1,]"),
        ("2d6>=8", "2d6>=8"),
        ("2d6==7", "2d6=7"),
        ("1d6+1[1,6]>5", "1d6+1[1,6]>5"),
    ],
)
def test_notation_parses_and_prints_canonically(text, canonical):
    """Dice notation (resources/reference/dice-notation.md): parsed pools print back in canonical form."""
    pool = parse(text)
    assert str(pool) == canonical
    assert parse(canonical) == pool


@given(pools())
def test_notation_round_trips(pool):
    """Dice notation: every pool's notation parses back to the same pool."""
    assert DicePool.parse(pool.notation) == pool


@pytest.mark.parametrize(
    "text, position, words",
    [
        ("", 0, "empty"),
        ("2x6", 1, "expected 'd'"),
        ("2d", 2, "number of sides"),
        ("2dx", 2, "number of sides"),
        ("0d6kh1", 3, "no dice to keep"),
        ("101d6", 0, "number of dice"),
        ("1d1", 2, "sides"),
        ("3d6kh4", 5, "keep"),
        ("3d6#7", 4, "faces 1-6"),
        ("3d6#", 4, "face to count"),
        ("2d6+", 4, "number after the sign"),
        ("2d6+1d4", 4, "one group of dice"),
        ("2d6+d4", 4, "one group of dice"),
        ("1d6[3,1]", 7, "above its high end"),
        ("1d6[1,6", 7, "']'"),
        ("1d6[1 6]", 6, "','"),
        ("1d6[,]", 5, "low or a high"),
        ("2d6>=", 5, "after '>='"),
        ("2d6!=3", 3, "unknown test"),
        ("2d6 foo", 4, "unexpected text"),
        ("d6k", 2, "'kh'"),
        ("2d6>=8+1", 6, "unexpected text"),
    ],
)
def test_bad_notation_names_text_and_position(text, position, words):
    """Bad notation raises InputError naming the text and the place of the problem."""
    with pytest.raises(InputError) as info:
        parse(text)
    err = info.value
    assert isinstance(err, NotationError)
    assert err.text == text
    assert err.position == position
    assert repr(text) in str(err)
    assert f"character {position + 1}" in str(err)
    assert words in str(err)


def test_pool_constructor_checks_its_fields():
    """Pools built directly are checked like parsed ones."""
    with pytest.raises(InputError):
        DicePool(2, 6, reader="keep_high")
    with pytest.raises(InputError):
        DicePool(2, 6, reader="count", face_op=">=")
    with pytest.raises(InputError):
        DicePool(2, 6, clamp_low=5, clamp_high=1)
    with pytest.raises(InputError):
        DicePool(2, 6, reader="bogus")
    with pytest.raises(InputError):
        parse(26)  # type: ignore[arg-type]


# --------------------------------------------------------------------------------------------
# Reading dice
# --------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "faces, casualties",
    [
        ((6,), 1),
        ((5,), 0),
        ((1,), 0),
        ((3, 4), 0),
        ((2, 2), 1),  # a double
        ((4, 4, 4), 2),  # three of a kind
        ((5, 5, 5, 5), 3),
        ((6, 6, 6, 6, 6), 4),
        ((1, 1, 2, 2, 3), 2),  # two pairs
        ((3, 3, 3, 5, 5), 3),  # full house
        ((1, 2, 3, 4, 5), 0),
        ((6, 5), 0),  # a 6 alone counts only for a single die
    ],
)
def test_matched_sets_casualties(faces, casualties):
    """MacArthur, Casualties (ruling M3): 1 die: a 6 is one casualty; 2+ dice: each face shown
    k >= 2 times gives k - 1 (a double 1, triple 2, four 3, five 4)."""
    assert dice.evaluate(f"{len(faces)}d6m", faces) == casualties


def test_d10_reads_one_to_ten():
    """Tarawa / Saipan (ruling T1): one d10, a 0 reads as 10, so faces are 1-10."""
    dist = outcomes("d10")
    assert sorted(dist) == list(range(1, 11))
    assert set(dist.values()) == {Fraction(1, 10)}
    stream = DiceStream(3)
    seen = {roll("d10", stream).value for _ in range(500)}
    assert seen == set(range(1, 11))


@pytest.mark.parametrize(
    "pool, faces, value",
    [
        ("2d6kh1", (2, 5), 5),
        ("3d6kl2", (6, 1, 3), 4),
        ("3d6#6", (6, 1, 6), 2),
        ("3d6#>=5", (5, 4, 6), 2),
        ("3d6#<3", (1, 2, 3), 2),
        ("1d6-1[1,6]", (1,), 1),
        ("1d6+2[,6]", (6,), 6),
        ("2d6>=8", (4, 4), 1),
        ("2d6>=8", (3, 4), 0),
        ("1d6+1[1,6]>5", (5,), 1),
    ],
)
def test_readers_modifiers_clamp_and_test(pool, faces, value):
    """Dice notation: reader, then +/-, then clamp, then test."""
    assert dice.evaluate(pool, faces) == value


def test_value_checks_the_dice():
    """A pool refuses the wrong number of dice or an impossible face."""
    with pytest.raises(InputError):
        dice.evaluate("2d6", (1,))
    with pytest.raises(InputError):
        dice.evaluate("2d6", (1, 7))


# --------------------------------------------------------------------------------------------
# Exact distributions
# --------------------------------------------------------------------------------------------


@settings(max_examples=150, deadline=None)
@given(pools())
def test_every_distribution_sums_to_exactly_one(pool):
    """Dice law: the exact outcome probabilities add up to exactly 1."""
    dist = outcomes(pool)
    assert sum(dist.values()) == 1
    assert all(isinstance(p, Fraction) and p > 0 for p in dist.values())
    assert list(dist) == sorted(dist)


@settings(max_examples=150, deadline=None)
@given(pools())
def test_distribution_equals_brute_force(pool):
    """Dice law: convolution / binomial / surjection counts / multisets agree with listing every
    ordered throw."""
    assert outcomes(pool) == enumerate_outcomes(pool)


@st.composite
def keep_pools(draw) -> DicePool:
    """Keep-highest / keep-lowest pools small enough to list every ordered throw (at most 20,000)."""
    sides = draw(st.sampled_from([2, 3, 4, 6, 8, 10, 12, 20]))
    max_count = 1
    while sides ** (max_count + 1) <= 20_000 and max_count < 8:
        max_count += 1
    count = draw(st.integers(1, max_count))
    reader = draw(st.sampled_from(["keep_high", "keep_low"]))
    return DicePool(count, sides, reader=reader, keep=draw(st.integers(1, count)),
                    modifier=draw(st.integers(-3, 3)))


@settings(max_examples=120, deadline=None)
@given(keep_pools())
def test_keep_order_statistics_equal_brute_force(pool):
    """Issue 25 (a new 8d20kh pool's odds in milliseconds): the order-statistics count of kept sums
    (faces from the best down, C(n - j, k) dice on each) equals listing every ordered throw, and the
    multiset enumeration it replaced."""
    assert outcomes(pool) == enumerate_outcomes(pool)
    counts, total = dice.base_counts_of(pool)
    assert {v: c for v, c in counts.items() if c} == dice._enumerate_multisets(pool)
    assert total == pool.sides**pool.count


def _kh3_by_order(n: int, s: int) -> list[int]:
    """Ordered throws per sum of the 3 highest, from the 3 highest faces a >= b >= c directly: the
    other n - 3 dice show at most c; summed over how many dice show exactly c."""
    out = [0] * (3 * s + 1)
    for c in range(1, s + 1):
        for b in range(c, s + 1):
            for a in range(b, s + 1):
                top = (a, b, c)
                # dice showing faces above c are exactly those of the top that exceed c
                above = sum(1 for x in top if x > c)
                ways = 0
                # m >= 3 - above dice show c; the rest show less than c
                need_c = 3 - above
                mult = Counter(x for x in top if x > c)
                perm_above = factorial(above)
                for v in mult.values():
                    perm_above //= factorial(v)
                for m in range(need_c, n - above + 1):
                    rest = n - above - m
                    ways += (comb(n, above) * perm_above * comb(n - above, m) * (c - 1) ** rest)
                out[a + b + c] += ways
    return out


def test_keep_large_pools_exact():
    """Issue 25: 8d20kh3 (25.6 billion throws) is counted exactly and agrees with the multisets; keeping
    all the dice is their sum; 100d1000kh3 is still refused as too much work."""
    counts, total = dice.base_counts_of(parse("8d20kh3"))
    assert sum(counts.values()) == total == 20**8
    assert counts == {v: c for v, c in enumerate(_kh3_by_order(8, 20)) if c}
    assert outcomes("6d6kh6") == outcomes("6d6")
    assert outcomes("6d6kl6") == outcomes("6d6")
    d = outcomes("8d20kh1")
    assert d[20] == 1 - Fraction(19, 20) ** 8


def test_known_distributions():
    """Textbook values: 2d6 gives 7 one time in 6; 5d6 shows five different faces 720 times in
    7,776; five of a kind 6 times."""
    assert outcomes("2d6")[7] == Fraction(1, 6)
    assert outcomes("3d6")[10] == Fraction(27, 216)
    m = outcomes("5d6m")
    assert m[0] == Fraction(720, 7776)
    assert m[4] == Fraction(6, 7776)
    assert outcomes("1d6m") == {0: Fraction(5, 6), 1: Fraction(1, 6)}
    assert outcomes("2d6>=8") == {0: Fraction(7, 12), 1: Fraction(5, 12)}
    assert outcomes("3d6#6")[0] == Fraction(125, 216)


@given(st.sampled_from(["", "m", "#1", "#>=2"]), st.sampled_from([2, 6, 10]), st.integers(-5, 5),
       st.integers(0, 2**63 - 1))
def test_a_zero_die_pool_throws_nothing_and_reads_its_modifier(reader, sides, k, seed):
    """Dice law, issue 22.8: ``0d6m`` (a MacArthur side that throws no dice, M1, M8) parses, rolls no die
    (the stream does not move) and reads 0 plus its modifier, with certainty."""
    text = f"0d{sides}{reader}{k:+d}" if k else f"0d{sides}{reader}"
    pool = parse(text)
    assert pool.count == 0 and parse(pool.notation) == pool
    assert outcomes(pool) == {k: Fraction(1)}
    stream = DiceStream(seed)
    r = roll(pool, stream)
    assert r.dice == () and r.value == k and stream.position == 0


def test_large_pools():
    """Exact odds for big pools (sums and counts) without listing throws; absurd ones refused."""
    d = outcomes("100d6")
    assert sum(d.values()) == 1 and min(d) == 100 and max(d) == 600
    assert sum(outcomes("100d6#>=5").values()) == 1
    assert sum(outcomes("20d6m").values()) == 1
    with pytest.raises(InputError):
        outcomes("100d1000")
    with pytest.raises(InputError):
        outcomes("100d1000kh3")


def test_helpers():
    """at_least, at_most, mean and prob read a distribution exactly."""
    d = outcomes("2d6")
    ge = at_least(d)
    assert ge[2] == 1 and ge[12] == Fraction(1, 36) and ge[8] == Fraction(15, 36)
    le = at_most(d)
    assert le[12] == 1 and le[2] == Fraction(1, 36)
    assert mean(d) == 7
    assert mean(outcomes("5d6m")) == Fraction(1829, 1296)
    assert prob(d, lambda v: v % 2 == 0) == Fraction(1, 2)
    assert prob(outcomes("1d6"), lambda v: v >= 5) == Fraction(1, 3)


@settings(max_examples=60, deadline=None)
@given(pools())
def test_at_least_is_monotone_and_starts_at_one(pool):
    """Dice law: P(value >= v) falls as v rises and is 1 at the lowest value."""
    ge = at_least(outcomes(pool))
    values = list(ge.values())
    assert values[0] == 1
    assert all(a >= b for a, b in zip(values, values[1:]))


# --------------------------------------------------------------------------------------------
# Rolling and replaying
# --------------------------------------------------------------------------------------------


@given(pools(), st.integers(0, 2**63 - 1))
def test_seeded_roll_is_reproducible(pool, seed):
    """A roll from the same seed gives the same dice and value; its value is what the pool reads."""
    a = roll(pool, DiceStream(seed))
    b = roll(pool, DiceStream(seed))
    assert a == b
    assert a.seed == seed and a.position_before == 0 and a.position_after == pool.count
    assert a.value == pool.value(a.dice)
    assert a.value in outcomes(pool)
    assert roll(pool, random.Random(seed)) == roll(pool, random.Random(seed))


@settings(max_examples=80, deadline=None)
@given(
    st.integers(0, 2**32),
    st.lists(st.sampled_from([2, 4, 6, 10, 20, 100]), min_size=1, max_size=60),
    st.data(),
)
def test_resume_replays_from_any_position(seed, sides_seq, data):
    """Roll log: DiceStream.resume(seed, position) draws what the original stream drew there,
    whatever dice came before."""
    stream = DiceStream(seed)
    faces = [stream.die(s) for s in sides_seq]
    assert stream.position == len(sides_seq)
    cut = data.draw(st.integers(0, len(sides_seq) - 1))
    resumed = DiceStream.resume(seed, cut)
    assert resumed.position == cut
    assert [resumed.die(s) for s in sides_seq[cut:]] == faces[cut:]


def test_resume_far_along_the_stream():
    """Roll log: resuming after 200,000 dice (skipped in blocks) matches drawing them one by one."""
    a = DiceStream(99)
    for _ in range(200_003):
        a.die(6)
    b = DiceStream.resume(99, 200_003)
    assert [a.die(10) for _ in range(20)] == [b.die(10) for _ in range(20)]


@given(st.lists(st.sampled_from(["2d6", "5d6m", "d10", "3d6#6", "2d6kh1"]), min_size=1, max_size=8))
def test_logged_rolls_replay(notations):
    """Roll log: every logged roll (seed, position) replays identically."""
    stream = DiceStream(2024)
    results = [roll(n, stream) for n in notations]
    for r in results:
        assert replay(r) == r
        assert RollResult.from_dict(r.to_dict()) == r


def test_reroll_one_die():
    """Re-roll: the chosen die is replaced from the stream, the pool read again; replay repeats it,
    and its exact odds are known before it is made."""
    stream = DiceStream(7)
    first = roll("3d6", stream)
    again = reroll(first, 1, stream)
    assert again.rerolled_index == 1
    assert again.position_before == first.position_after
    assert again.dice[0] == first.dice[0] and again.dice[2] == first.dice[2]
    assert again.value == sum(again.dice)
    assert replay(again) == again
    odds = reroll_outcomes(first, 1)
    rest = first.dice[0] + first.dice[2]
    assert odds == {rest + f: Fraction(1, 6) for f in range(1, 7)}
    with pytest.raises(InputError):
        reroll(first, 3, stream)
    with pytest.raises(InputError):
        replay(roll("2d6", random.Random(1)))


def test_stream_refuses_bad_seed_and_position():
    """A seed and a position are whole numbers >= 0."""
    with pytest.raises(InputError):
        DiceStream(-1)
    with pytest.raises(InputError):
        DiceStream.resume(1, -3)
    with pytest.raises(InputError):
        roll("2d6", object())  # type: ignore[arg-type]


@pytest.mark.parametrize("notation", ["2d6", "5d6m", "3d6#>=5", "2d6kh1", "1d6-1[1,6]"])
def test_large_sample_agrees_with_exact_odds(notation):
    """Dice law: 200,000 seeded rolls land within 5 standard errors of the exact odds."""
    n = 200_000 if notation in ("2d6", "5d6m") else 50_000
    stream = DiceStream(12345)
    pool = parse(notation)
    counts = Counter(roll(pool, stream).value for _ in range(n))
    for v, p in outcomes(pool).items():
        se = (float(p) * (1 - float(p)) / n) ** 0.5
        assert abs(counts[v] / n - float(p)) <= 5 * se + 1e-9, (v, counts[v] / n, float(p))
    assert set(counts) <= set(outcomes(pool))


@settings(max_examples=60, deadline=None)
@given(pools())
def test_expected_is_the_mean_of_the_exact_odds(pool):
    """Issue 25: the kept expected value a roll's log row records is the exact distribution's mean."""
    assert dice.expected(pool) == float(mean(outcomes(pool)))
    assert dice.expected(str(pool)) == dice.expected(pool)
