"""Dice as data: pools parsed from notation, seeded rolls that replay, exact outcome distributions.

No Qt here. A :class:`DicePool` is a frozen value parsed from a short notation string and printed
back in canonical form (``DicePool.parse(str(pool)) == pool``). :func:`roll` throws it with an
injected random source; :func:`outcomes` gives the exact distribution of its value as
``{value: Fraction}``, so a roll can show its odds before it is made.

Notation
========

A pool is read left to right, in this order (only the dice are required)::

    [N] d S [reader] [+K | -K ...] [[LOW,HIGH]] [test]

``NdS``
    N dice (0-100, default 1) of S sides (2-1000), faces 1..S. The value is their sum. ``0d6`` (or
    ``0d6m``) throws no dice and reads 0 (before modifiers): a MacArthur side that throws no dice (M1, M8).
    ``d10`` is one ten-sided die read 1-10 (Tarawa / Saipan read the 0 face as 10).
    ``D`` is accepted for ``d``; spaces between parts are ignored.

Reader (what the dice give, instead of their sum):

``khK`` / ``klK``
    keep the K highest / lowest dice and sum them (``2d6kh1`` is the better of two d6;
    ``kh`` alone keeps 1).
``#F`` / ``#>=F`` / ``#<=F`` / ``#>F`` / ``#<F``
    count the dice whose face passes (``3d6#6``: how many 6s; ``3d6#>=5``: how many 5s and 6s).
``m``
    matched sets (MacArthur casualties, ruling M3): with two or more dice, each face shown k >= 2
    times gives k - 1 (a pair 1, three of a kind 2, two pairs 2, a full house 3). With a single die,
    its highest face (a 6 on a d6) gives 1, any other face 0.

``+K`` / ``-K``
    constant modifiers added to the reader's value; several are summed (``1d6+1-2`` is ``1d6-1``).

``[LOW,HIGH]``
    clamp: the modified value is held within LOW..HIGH. Either side may be left out:
    ``1d6-1[1,]`` is a floor only, ``1d6+2[,6]`` a ceiling only.

Test (``>=T``, ``<=T``, ``>T``, ``<T``, ``=T``)
    turns the final value into a success: 1 when it passes, else 0 (``2d6>=8``).

Examples: ``1d6``, ``d10``, ``2d6+1``, ``3d6#6``, ``5d6m``, ``2d6kh1``, ``1d6-1[1,6]``, ``2d6>=8``.

Bad notation raises :class:`NotationError` (an :class:`~assistant.core.errors.InputError`) naming
the text and the character where the problem is.

Re-rolling one die
==================

:func:`reroll` replaces the die at one index of a :class:`RollResult` with a fresh die from the
stream and re-evaluates the pool; :func:`reroll_outcomes` gives the exact odds of that re-roll
before it is made. The result records ``rerolled_index`` so :func:`replay` can repeat it.

Replaying
=========

:class:`DiceStream` is a seeded source of dice that counts ``position``, the number of dice drawn.
Every die costs the stream the same amount of randomness (64 bits) whatever its number of sides, so
``DiceStream.resume(seed, position, kind)`` continues exactly where a logged roll started, and
:func:`replay` repeats a logged :class:`RollResult` from its ``seed``, ``position_before`` and ``stream``.

A stream has a kind (stored with each game, see ``games.stream`` in ``db/SCHEMA.md``):

``blake2b-ctr`` (:data:`SEEKABLE`, every new stream and game)
    die number ``p`` (0-based) of seed ``s`` is read from the 64-bit keyed BLAKE2b hash of ``p``:
    ``x = int.from_bytes(blake2b(p.to_bytes(8, "little"), digest_size=8, key=s.to_bytes(8, "little"),
    person=b"TAdice-v1").digest(), "little")`` and the face is ``(x * sides >> 64) + 1``. Each die depends
    only on (seed, position), so resuming is O(1) at any position 0..:data:`MAX_SEEK_POSITION`.
``mt19937`` (:data:`MERSENNE`, games made before the seekable kind)
    Python's ``random.Random(seed)``, 64 bits (``getrandbits(64)``) per die with the same mapping. Resuming
    steps through the generator, so positions above :data:`MAX_POSITION` are refused. Kept unchanged so that
    every roll already recorded with it replays and verifies exactly as it was made.

The full notation reference for people is ``resources/reference/dice-notation.md``.
"""

from __future__ import annotations

import functools
import hashlib
import math
import random
import secrets
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, replace
from fractions import Fraction
from itertools import combinations_with_replacement
from typing import Any, Union

from assistant.core.errors import InputError
from assistant.core.messages import msg

__all__ = [
    "MAX_COUNT",
    "MAX_POSITION",
    "MAX_SEEK_POSITION",
    "MAX_SIDES",
    "MERSENNE",
    "SEEKABLE",
    "STREAM_KINDS",
    "DicePool",
    "DiceStream",
    "NotationError",
    "RollResult",
    "at_least",
    "at_most",
    "evaluate",
    "expected",
    "mean",
    "outcomes",
    "parse",
    "prob",
    "replay",
    "reroll",
    "reroll_outcomes",
    "roll",
]

MAX_COUNT = 100
MAX_SIDES = 1000
#: the longest notation read (a pool is a few characters; longer text is refused unread)
MAX_NOTATION = 100
#: the stream kind of every new stream and game: a keyed hash of (seed, position), so it seeks in O(1)
SEEKABLE = "blake2b-ctr"
#: the stream kind of games made before :data:`SEEKABLE` (Mersenne Twister, stepped to a position)
MERSENNE = "mt19937"
STREAM_KINDS = (SEEKABLE, MERSENNE)
#: the furthest position a Mersenne Twister stream is stepped to (a game draws thousands of dice; the
#: stream steps through its generator at about 50 million dice a second, so this answers within 0.2 s)
MAX_POSITION = 10_000_000
#: the furthest position a seekable stream reaches: the roll log's columns are SQLite's signed 64-bit
#: integers (the hash itself would take any position below 2**64)
MAX_SEEK_POSITION = 2**63 - 1
#: BLAKE2b's personalisation for the seekable stream (a new layout would take a new kind and a new tag)
_PERSON = b"TAdice-v1"
#: seeds are whole numbers 0..MAX_SEED (what the roll log's column holds)
MAX_SEED = 2**63 - 1
#: only ASCII digits are numbers in notation ("5d6²" or "62d①" are refused, not misread)
DIGITS = frozenset("0123456789")
#: ceiling on the work an exact distribution may cost (roughly: Python integer operations)
MAX_EXACT_WORK = 20_000_000

READERS = ("sum", "keep_high", "keep_low", "count", "matched")
OPS = (">=", "<=", ">", "<", "=")

_OP_FUNCS: dict[str, Callable[[int, int], bool]] = {
    ">=": lambda a, b: a >= b,
    "<=": lambda a, b: a <= b,
    ">": lambda a, b: a > b,
    "<": lambda a, b: a < b,
    "=": lambda a, b: a == b,
}


class NotationError(InputError):
    """Bad dice notation. ``text`` is the notation, ``position`` the 0-based index of the problem."""

    def __init__(self, text: str, position: int, problem: str):
        self.text = text
        self.position = position
        self.problem = problem
        if position >= len(text):
            at = f"at character {position + 1} (the end)"
        else:
            at = f"at character {position + 1} ({text[position]!r})"
        super().__init__(f"{at}: {problem}", f"dice notation {text!r}")


# --------------------------------------------------------------------------------------------
# The pool
# --------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class DicePool:
    """A pool of identical dice and how to read them. Build with :meth:`parse` or directly.

    ``reader`` is one of ``sum``, ``keep_high``, ``keep_low`` (with ``keep``), ``count`` (with
    ``face_op`` and ``face``) or ``matched``. ``modifier`` is added to the reader's value, then the
    value is clamped to ``clamp_low..clamp_high`` (either may be None), then ``test_op`` /
    ``test_value`` (if set) turn it into 1 (passes) or 0.
    """

    count: int
    sides: int
    reader: str = "sum"
    keep: int | None = None
    face_op: str | None = None
    face: int | None = None
    modifier: int = 0
    clamp_low: int | None = None
    clamp_high: int | None = None
    test_op: str | None = None
    test_value: int | None = None

    def __post_init__(self) -> None:
        where = f"dice pool {self._raw_notation()!r}"
        for name in ("count", "sides", "modifier"):
            if not _is_int(getattr(self, name)):
                raise InputError(msg("{0} must be a whole number", name), where)
        if not 0 <= self.count <= MAX_COUNT:
            raise InputError(msg("the number of dice must be 0-{0}, not {1}", MAX_COUNT, self.count), where)
        if not 2 <= self.sides <= MAX_SIDES:
            raise InputError(msg("dice must have 2-{0} sides, not {1}", MAX_SIDES, self.sides), where)
        if self.reader not in READERS:
            raise InputError(msg("unknown reader {0!r} (known: {1})", self.reader, ', '.join(READERS)), where)
        if self.reader in ("keep_high", "keep_low"):
            if not self.count:
                raise InputError(msg("no dice to keep: a 0-die pool has no keep"), where)
            if not _is_int(self.keep) or not 1 <= self.keep <= self.count:
                raise InputError(msg("can keep 1-{0} dice, not {1}", self.count, self.keep), where)
        elif self.keep is not None:
            raise InputError(msg("keep is only for keep_high / keep_low"), where)
        if self.reader == "count":
            if self.face_op not in OPS or not _is_int(self.face):
                raise InputError(msg("a count needs a face test (face_op and face)"), where)
        elif self.face_op is not None or self.face is not None:
            raise InputError(msg("face_op / face are only for the count reader"), where)
        for name in ("clamp_low", "clamp_high", "test_value"):
            value = getattr(self, name)
            if value is not None and not _is_int(value):
                raise InputError(msg("{0} must be a whole number", name), where)
        if (
            self.clamp_low is not None
            and self.clamp_high is not None
            and self.clamp_low > self.clamp_high
        ):
            raise InputError(msg("clamp low {0} is above high {1}", self.clamp_low, self.clamp_high), where)
        if (self.test_op is None) != (self.test_value is None):
            raise InputError(msg("a test needs both test_op and test_value"), where)
        if self.test_op is not None and self.test_op not in OPS:
            raise InputError(msg("unknown test {0!r} (known: {1})", self.test_op, ' '.join(OPS)), where)

    # -- notation ---------------------------------------------------------------------------

    @classmethod
    def parse(cls, text: str) -> DicePool:
        """Read a pool from notation (see the module docstring); raises :class:`NotationError`."""
        return _parse(text)

    @property
    def notation(self) -> str:
        """The canonical notation; ``DicePool.parse(pool.notation) == pool``."""
        return self._raw_notation()

    def __str__(self) -> str:
        return self.notation

    def _raw_notation(self) -> str:
        parts = [f"{self.count}d{self.sides}"]
        if self.reader == "keep_high":
            parts.append(f"kh{self.keep}")
        elif self.reader == "keep_low":
            parts.append(f"kl{self.keep}")
        elif self.reader == "count":
            parts.append(f"#{'' if self.face_op == '=' else self.face_op}{self.face}")
        elif self.reader == "matched":
            parts.append("m")
        if _is_int(self.modifier) and self.modifier:
            parts.append(f"{self.modifier:+d}")
        if self.clamp_low is not None or self.clamp_high is not None:
            low = "" if self.clamp_low is None else str(self.clamp_low)
            high = "" if self.clamp_high is None else str(self.clamp_high)
            parts.append(f"[{low},{high}]")
        if self.test_op is not None:
            parts.append(f"{self.test_op}{self.test_value}")
        return "".join(parts)

    # -- derived pools ----------------------------------------------------------------------

    def plus(self, k: int) -> DicePool:
        """The same pool with ``k`` more added to its modifier (before clamp and test)."""
        return _replace(self, modifier=self.modifier + k)

    def clamped(self, low: int | None, high: int | None) -> DicePool:
        """The same pool with its clamp replaced."""
        return _replace(self, clamp_low=low, clamp_high=high)

    # -- reading dice -----------------------------------------------------------------------

    def base_value(self, dice: Iterable[int]) -> int:
        """What the reader makes of the dice, before modifier, clamp and test."""
        dice = tuple(dice)
        if self.reader == "sum":
            return sum(dice)
        if self.reader == "keep_high":
            return sum(sorted(dice)[len(dice) - self.keep :])
        if self.reader == "keep_low":
            return sum(sorted(dice)[: self.keep])
        if self.reader == "count":
            op = _OP_FUNCS[self.face_op]
            return sum(1 for d in dice if op(d, self.face))
        # matched sets: each face shown k >= 2 times gives k - 1, i.e. dice minus distinct faces
        if len(dice) == 1:
            return 1 if dice[0] == self.sides else 0
        return len(dice) - len(set(dice))

    def finish(self, base: int) -> int:
        """Apply modifier, clamp and test to a reader value."""
        value = base + self.modifier
        if self.clamp_low is not None and value < self.clamp_low:
            value = self.clamp_low
        if self.clamp_high is not None and value > self.clamp_high:
            value = self.clamp_high
        if self.test_op is not None:
            value = 1 if _OP_FUNCS[self.test_op](value, self.test_value) else 0
        return value

    def value(self, dice: Iterable[int]) -> int:
        """The pool's final value for these dice (checks their number and faces)."""
        dice = tuple(dice)
        if len(dice) != self.count:
            raise InputError(msg("expected {0} dice, got {1}", self.count, len(dice)), f"dice {dice}")
        for d in dice:
            if not _is_int(d) or not 1 <= d <= self.sides:
                raise InputError(msg("a d{0} shows 1-{1}, not {2!r}", self.sides, self.sides, d), f"dice {dice}")
        return self.finish(self.base_value(dice))


def _replace(pool: DicePool, **changes: Any) -> DicePool:
    return replace(pool, **changes)


def _is_int(x: object) -> bool:
    return isinstance(x, int) and not isinstance(x, bool)


def parse(text: str | DicePool) -> DicePool:
    """``DicePool.parse`` that lets a pool through unchanged."""
    if isinstance(text, DicePool):
        return text
    return _parse(text)


def evaluate(pool: str | DicePool, dice: Iterable[int]) -> int:
    """The final value of ``pool`` for the given dice faces."""
    return parse(pool).value(dice)


# --------------------------------------------------------------------------------------------
# The parser
# --------------------------------------------------------------------------------------------


class _Reader:
    def __init__(self, text: str):
        self.text = text
        self.low = text.lower()
        self.i = 0

    def skip_space(self) -> None:
        while self.i < len(self.low) and self.low[self.i].isspace():
            self.i += 1

    def peek(self, s: str) -> bool:
        self.skip_space()
        return self.low.startswith(s, self.i)

    def take(self, s: str) -> bool:
        if self.peek(s):
            self.i += len(s)
            return True
        return False

    def at_end(self) -> bool:
        self.skip_space()
        return self.i >= len(self.low)

    def error(self, problem: str, at: int | None = None) -> NotationError:
        return NotationError(self.text, self.i if at is None else at, problem)

    def number(self, what: str, signed: bool = False) -> int:
        self.skip_space()
        start = self.i
        j = self.i
        if signed and j < len(self.low) and self.low[j] in "+-":
            j += 1
        k = j
        while k < len(self.low) and self.low[k] in DIGITS:
            k += 1
        if k == j:
            raise self.error(f"expected {what}", start)
        self.i = k
        if k - start > 9:
            raise self.error(f"{what} is too large", start)
        return int(self.low[start:k])

    def op(self) -> str | None:
        for op in (">=", "<=", "==", ">", "<", "="):
            if self.take(op):
                return "=" if op == "==" else op
        return None


def _parse(text: str) -> DicePool:
    if not isinstance(text, str):
        raise InputError(msg("dice notation must be text, not {0}", type(text).__name__), "dice notation")
    if len(text) > MAX_NOTATION:
        raise InputError(msg("at most {0} characters, not {1}", MAX_NOTATION, len(text)), "dice notation")
    r = _Reader(text)
    if r.at_end():
        raise r.error("empty dice notation: expected something like 2d6")
    # [N] d S
    r.skip_space()
    count_at = r.i
    count = 1
    if r.i < len(r.low) and r.low[r.i] in DIGITS:
        count = r.number("the number of dice")
    if not r.take("d"):
        raise r.error("expected 'd' between the number of dice and the sides (as in 2d6)")
    if not 0 <= count <= MAX_COUNT:
        raise r.error(f"the number of dice must be 0-{MAX_COUNT}", count_at)
    r.skip_space()
    sides_at = r.i
    sides = r.number("the number of sides after 'd' (as in 2d6)")
    if not 2 <= sides <= MAX_SIDES:
        raise r.error(f"dice must have 2-{MAX_SIDES} sides", sides_at)

    fields: dict[str, Any] = {"count": count, "sides": sides}
    # reader
    r.skip_space()
    reader_at = r.i
    if r.take("kh") or r.take("kl"):
        high = r.low[r.i - 1] == "h"
        if not count:
            raise r.error("no dice to keep: a 0-die pool has no keep", reader_at)
        r.skip_space()
        keep = 1
        if r.i < len(r.low) and r.low[r.i] in DIGITS:
            keep_at = r.i
            keep = r.number("how many dice to keep")
            if not 1 <= keep <= count:
                raise r.error(f"can keep 1-{count} of {count} dice", keep_at)
        fields.update(reader="keep_high" if high else "keep_low", keep=keep)
    elif r.take("#"):
        face_op = r.op() or "="
        r.skip_space()
        face_at = r.i
        face = r.number("a face to count after '#' (as in 3d6#6 or 3d6#>=5)")
        if not 1 <= face <= sides:
            raise r.error(f"a d{sides} has faces 1-{sides}", face_at)
        fields.update(reader="count", face_op=face_op, face=face)
    elif r.take("m"):
        fields.update(reader="matched")
    elif r.peek("k"):
        raise r.error("expected 'kh' (keep highest) or 'kl' (keep lowest)", reader_at)
    # modifiers
    modifier = 0
    while r.peek("+") or r.peek("-"):
        sign = 1 if r.low[r.i] == "+" else -1
        r.i += 1
        r.skip_space()
        if r.peek("d") or (
            r.i < len(r.low) and r.low[r.i] in DIGITS and _dice_follow(r.low, r.i)
        ):
            raise r.error("only one group of dice per pool; add constants only (as in 2d6+1)")
        modifier += sign * r.number("a number after the sign (as in 1d6+1)")
    fields["modifier"] = modifier
    # clamp
    if r.take("["):
        low = high = None
        r.skip_space()
        if not r.peek(","):
            low = r.number("the low end of the clamp (as in [1,6])", signed=True)
        if not r.take(","):
            raise r.error("expected ',' between the clamp's low and high (as in [1,6])")
        r.skip_space()
        if not r.peek("]"):
            high = r.number("the high end of the clamp (as in [1,6])", signed=True)
        close_at = r.i
        if not r.take("]"):
            raise r.error("expected ']' to close the clamp")
        if low is None and high is None:
            raise r.error("a clamp needs a low or a high end", close_at)
        if low is not None and high is not None and low > high:
            raise r.error(f"the clamp's low end {low} is above its high end {high}", close_at)
        fields.update(clamp_low=low, clamp_high=high)
    # test
    r.skip_space()
    op_at = r.i
    op = r.op()
    if op is not None:
        fields.update(test_op=op, test_value=r.number(f"a number after '{op}'", signed=True))
    elif r.peek("!"):
        raise r.error("unknown test; use >=, <=, >, < or =", op_at)
    if not r.at_end():
        raise r.error("unexpected text; the order is dice, reader, +/-, [clamp], test")
    return DicePool(**fields)


def _dice_follow(low: str, i: int) -> bool:
    while i < len(low) and low[i] in DIGITS:
        i += 1
    return i < len(low) and low[i] == "d"


# --------------------------------------------------------------------------------------------
# Rolling
# --------------------------------------------------------------------------------------------


class DiceStream:
    """A seeded source of dice that counts ``position``, the number of dice drawn so far.

    Each die uses exactly 64 bits of randomness whatever its sides, so ``DiceStream.resume(seed,
    position, kind)`` is at the same place and the next dice are those the original stream drew there.
    The bias of mapping 64 bits onto S faces is below S / 2**64 (nil for any purpose here).

    ``kind`` is :data:`SEEKABLE` (the default: each die is a keyed hash of seed and position, so resuming
    anywhere is O(1)) or :data:`MERSENNE` (the Mersenne Twister of games made before it; resuming steps
    through the generator, so it stops at :data:`MAX_POSITION`). See the module docstring for the formula.
    """

    __slots__ = ("_seed", "_position", "_kind", "_rng", "_key")

    def __init__(self, seed: int | None = None, kind: str = SEEKABLE):
        if seed is None:
            seed = secrets.randbits(63)
        if not _is_int(seed) or not 0 <= seed <= MAX_SEED:
            raise InputError(msg("a seed is a whole number 0..{0}, not {1!r}", MAX_SEED, seed), "seed")
        if kind not in STREAM_KINDS:
            raise InputError(msg("unknown dice stream {0!r} (known: {1})", kind, ', '.join(STREAM_KINDS)), "stream")
        self._seed = seed
        self._position = 0
        self._kind = kind
        self._rng: random.Random | None = None
        self._key: Any = None
        if kind == MERSENNE:
            self._rng = random.Random(seed)
        else:
            self._key = hashlib.blake2b(digest_size=8, key=seed.to_bytes(8, "little"), person=_PERSON)

    @classmethod
    def resume(cls, seed: int, position: int, kind: str = SEEKABLE) -> DiceStream:
        """A stream of ``kind`` with ``seed`` that has already drawn ``position`` dice."""
        stream = cls(seed, kind)
        high = stream.max_position
        if not _is_int(position) or not 0 <= position <= high:
            why = " (a Mersenne Twister stream is stepped there die by die)" if kind == MERSENNE else ""
            raise InputError(msg("a position is a whole number 0..{0:,}{1}, not {2!r}", high, why, position), "position")
        stream.skip(position)
        return stream

    @property
    def seed(self) -> int:
        return self._seed

    @property
    def position(self) -> int:
        return self._position

    @property
    def kind(self) -> str:
        """:data:`SEEKABLE` or :data:`MERSENNE`."""
        return self._kind

    @property
    def max_position(self) -> int:
        """The furthest position :meth:`resume` goes to for this kind of stream."""
        return MAX_POSITION if self._kind == MERSENNE else MAX_SEEK_POSITION

    def skip(self, n: int) -> None:
        """Pass over ``n`` dice: O(1) for the seekable kind; the Mersenne Twister draws and discards them
        (64 bits per die in large blocks)."""
        if not _is_int(n) or n < 0:
            raise InputError(msg("can skip a whole number >= 0 of dice, not {0!r}", n), "skip")
        if self._rng is None:
            if self._position + n > MAX_SEEK_POSITION:
                raise InputError(msg("the dice stream ends at position {0:,}", MAX_SEEK_POSITION), "skip")
        else:
            left = n
            while left:
                block = min(left, 1 << 16)
                self._rng.getrandbits(64 * block)
                left -= block
        self._position += n

    def _bits64(self) -> int:
        """The next die's 64 bits; the position moves on by one."""
        if self._rng is not None:
            self._position += 1
            return self._rng.getrandbits(64)
        p = self._position
        if p >= MAX_SEEK_POSITION:
            raise InputError(msg("the dice stream ends at position {0:,}", MAX_SEEK_POSITION), "die")
        h = self._key.copy()
        h.update(p.to_bytes(8, "little"))
        self._position = p + 1
        return int.from_bytes(h.digest(), "little")

    def die(self, sides: int) -> int:
        """One die, 1..sides."""
        return ((self._bits64() * sides) >> 64) + 1

    def dice(self, n: int, sides: int) -> tuple[int, ...]:
        return tuple(self.die(sides) for _ in range(n))

    def __repr__(self) -> str:
        return f"DiceStream(seed={self._seed}, position={self._position}, kind={self._kind!r})"


Rng = Union[DiceStream, random.Random]


def _draw(rng: Rng, sides: int) -> int:
    if isinstance(rng, DiceStream):
        return rng.die(sides)
    if hasattr(rng, "getrandbits"):
        return ((rng.getrandbits(64) * sides) >> 64) + 1
    raise InputError(
        msg("need a DiceStream or random.Random to roll, not {0}", type(rng).__name__), "rng"
    )


@dataclass(frozen=True)
class RollResult:
    """One roll as it is logged: what was rolled, the raw dice, the value, and where in the stream.

    ``seed`` and ``position_before`` are None when the roll came from a plain ``random.Random``.
    For a re-roll, ``rerolled_index`` is the die that was replaced and ``position_before`` the
    stream position of that one new die. ``stream`` is the stream's kind (:data:`SEEKABLE` or
    :data:`MERSENNE`); a logged roll without one (made before kinds were recorded) is a Mersenne one.
    """

    notation: str
    dice: tuple[int, ...]
    value: int
    seed: int | None = None
    position_before: int | None = None
    rerolled_index: int | None = None
    stream: str | None = None

    @property
    def pool(self) -> DicePool:
        return _parse_cached(self.notation)

    @property
    def position_after(self) -> int | None:
        if self.position_before is None:
            return None
        return self.position_before + (1 if self.rerolled_index is not None else len(self.dice))

    def to_dict(self) -> dict[str, Any]:
        return {
            "notation": self.notation,
            "dice": list(self.dice),
            "value": self.value,
            "seed": self.seed,
            "position_before": self.position_before,
            "rerolled_index": self.rerolled_index,
            "stream": self.stream,
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> RollResult:
        try:
            return cls(
                notation=str(data["notation"]),
                dice=tuple(int(d) for d in data["dice"]),
                value=int(data["value"]),
                seed=data.get("seed"),
                position_before=data.get("position_before"),
                rerolled_index=data.get("rerolled_index"),
                stream=data.get("stream"),
            )
        except (KeyError, TypeError, ValueError) as exc:
            raise InputError(msg("not a logged roll: {0}", exc), "roll record") from exc


@functools.lru_cache(maxsize=512)
def _parse_cached(text: str) -> DicePool:
    return _parse(text)


def roll(pool: str | DicePool, rng: Rng) -> RollResult:
    """Throw ``pool`` with ``rng`` (a :class:`DiceStream`, or any ``random.Random``)."""
    pool = _parse_cached(pool) if isinstance(pool, str) else pool
    seed = position = kind = None
    if isinstance(rng, DiceStream):
        seed, position, kind = rng.seed, rng.position, rng.kind
    dice = tuple(_draw(rng, pool.sides) for _ in range(pool.count))
    return RollResult(pool.notation, dice, pool.finish(pool.base_value(dice)), seed, position, None, kind)


def reroll(result: RollResult, index: int, rng: Rng) -> RollResult:
    """Re-roll the die at ``index`` of ``result`` and read the pool again."""
    pool = result.pool
    _check_index(result, index)
    seed = position = kind = None
    if isinstance(rng, DiceStream):
        seed, position, kind = rng.seed, rng.position, rng.kind
    dice = list(result.dice)
    dice[index] = _draw(rng, pool.sides)
    dice_t = tuple(dice)
    return RollResult(pool.notation, dice_t, pool.value(dice_t), seed, position, index, kind)


def reroll_outcomes(result: RollResult, index: int) -> dict[int, Fraction]:
    """Exact odds of the value after re-rolling the die at ``index`` (before it is made)."""
    pool = result.pool
    _check_index(result, index)
    counts: dict[int, int] = {}
    dice = list(result.dice)
    for face in range(1, pool.sides + 1):
        dice[index] = face
        v = pool.value(dice)
        counts[v] = counts.get(v, 0) + 1
    return {v: Fraction(c, pool.sides) for v, c in sorted(counts.items())}


def replay(result: RollResult) -> RollResult:
    """Repeat a logged roll (or re-roll) from its seed, position and stream kind; equal to ``result`` if
    honest. A roll that names no kind was made by a Mersenne Twister stream (the only kind there was)."""
    if result.seed is None or result.position_before is None:
        raise InputError(msg("this roll has no seed and position to replay from"), result.notation)
    kind = result.stream if result.stream is not None else MERSENNE
    stream = DiceStream.resume(result.seed, result.position_before, kind)
    if result.rerolled_index is None:
        return roll(result.notation, stream)
    _check_index(result, result.rerolled_index)
    dice = list(result.dice)
    dice[result.rerolled_index] = stream.die(result.pool.sides)
    dice_t = tuple(dice)
    pool = result.pool
    return RollResult(
        pool.notation, dice_t, pool.value(dice_t), result.seed, result.position_before,
        result.rerolled_index, kind,
    )


def _check_index(result: RollResult, index: int) -> None:
    if not _is_int(index) or not 0 <= index < len(result.dice):
        raise InputError(
            msg("die index must be 0-{0}, not {1!r}", len(result.dice) - 1, index),
            f"roll {result.notation} {list(result.dice)}",
        )


# --------------------------------------------------------------------------------------------
# Exact distributions
# --------------------------------------------------------------------------------------------


def outcomes(pool: str | DicePool) -> dict[int, Fraction]:
    """The exact distribution of the pool's final value: ``{value: probability}``, sorted by value.

    Sums use repeated convolution; counts of faces the binomial law; matched sets the number of
    distinct faces (surjections); keep-highest / keep-lowest walk the faces from the best down,
    counting how many dice show each (:func:`_keep_counts`, order statistics: a few ms for 8d20kh3
    where listing the 3 million multisets took seconds). Raises InputError when the work would be
    unreasonable.
    """
    pool = parse(pool)
    return dict(_outcomes_cached(pool))


@functools.lru_cache(maxsize=256)
def _outcomes_cached(pool: DicePool) -> tuple[tuple[int, Fraction], ...]:
    base_counts, total = base_counts_of(pool)
    final: dict[int, int] = {}
    for base, c in base_counts.items():
        if not c:
            continue
        v = pool.finish(base)
        final[v] = final.get(v, 0) + c
    return tuple((v, Fraction(c, total)) for v, c in sorted(final.items()))


def expected(pool: str | DicePool) -> float:
    """The mean of the pool's final value as a float (``float(mean(outcomes(pool)))``), kept per pool:
    every roll of the log records it (issue 25: recording a roll no longer sums Fractions each time)."""
    pool = _parse_cached(pool) if isinstance(pool, str) else pool
    return _expected_cached(pool)


@functools.lru_cache(maxsize=256)
def _expected_cached(pool: DicePool) -> float:
    return float(mean(dict(_outcomes_cached(pool))))


def base_counts_of(pool: DicePool) -> tuple[dict[int, int], int]:
    """How many of the ``sides ** count`` equally likely throws give each reader value."""
    n, s = pool.count, pool.sides
    total = s**n
    if n == 0:                     # a 0-die pool (a side that throws no dice): the reader gives 0
        return {0: 1}, 1
    if pool.reader == "sum":
        if n * n * s * s // 2 > MAX_EXACT_WORK:
            raise InputError(msg("too many dice to work out the odds exactly"), pool.notation)
        counts = [1] * s  # one die: faces 1..s, offset 1
        for _ in range(n - 1):
            counts = _convolve_uniform(counts, s)
        return {i + n: c for i, c in enumerate(counts)}, total
    if pool.reader == "count":
        op = _OP_FUNCS[pool.face_op]
        a = sum(1 for f in range(1, s + 1) if op(f, pool.face))
        b = s - a
        return {k: math.comb(n, k) * a**k * b ** (n - k) for k in range(n + 1)}, total
    if pool.reader == "matched":
        if n == 1:
            return {0: s - 1, 1: 1}, total
        # throws showing exactly j distinct faces: C(s, j) * surjections(n -> j)
        counts_m: dict[int, int] = {}
        for j in range(1, min(n, s) + 1):
            c = math.comb(s, j) * _surjections(n, j)
            counts_m[n - j] = counts_m.get(n - j, 0) + c
        return counts_m, total
    if pool.keep == n:  # keeping every die is their sum
        return base_counts_of(_replace(pool, reader="sum", keep=None))
    return _keep_counts(pool), total


def _keep_counts(pool: DicePool) -> dict[int, int]:
    """Ordered throws per kept sum, for keep-highest / keep-lowest, without listing throws.

    The faces are taken from the best down (s..1 keeping the highest, 1..s the lowest). A state is
    (j dice placed so far, the sum of those j), each with the number of ways to choose which of the n
    labelled dice they are; all j are below ``keep``. Putting k of the n - j dice left on face f
    multiplies by C(n - j, k); once j + k reaches ``keep`` the kept sum is known (the dice beyond
    ``keep`` on that face are dropped) and the n - j - k dice left take any of the worse faces, in
    (worse faces) ** (n - j - k) ways. Work: about s * keep * keep * s * n / 2 steps.
    """
    n, s, keep = pool.count, pool.sides, pool.keep
    if s * keep * keep * s * (n + 1) // 2 > MAX_EXACT_WORK:
        raise InputError(msg("too many combinations to work out the odds exactly"), pool.notation)
    high = pool.reader == "keep_high"
    binom = [[math.comb(m, k) for k in range(m + 1)] for m in range(n + 1)]
    states: dict[tuple[int, int], int] = {(0, 0): 1}
    counts: dict[int, int] = {}
    for f in range(s, 0, -1) if high else range(1, s + 1):
        worse = f - 1 if high else s - f
        new: dict[tuple[int, int], int] = {}
        for (j, t), w in states.items():
            left = n - j
            row = binom[left]
            need = keep - j
            new[(j, t)] = new.get((j, t), 0) + w  # no die on f
            for k in range(1, left + 1):
                if k < need:
                    key = (j + k, t + k * f)
                    new[key] = new.get(key, 0) + w * row[k]
                    continue
                ways = w * row[k] * worse ** (left - k)
                if ways:
                    v = t + need * f
                    counts[v] = counts.get(v, 0) + ways
        states = new
    return counts


def _convolve_uniform(counts: list[int], s: int) -> list[int]:
    """Convolve with one more uniform die of s faces: a sliding-window sum."""
    out = [0] * (len(counts) + s - 1)
    window = 0
    padded = counts
    m = len(counts)
    for i in range(len(out)):
        if i < m:
            window += padded[i]
        if i - s >= 0:
            window -= padded[i - s]
        out[i] = window
    return out


@functools.lru_cache(maxsize=None)
def _surjections(n: int, k: int) -> int:
    """Number of maps from n labelled dice onto exactly k labelled faces."""
    return sum((-1) ** i * math.comb(k, i) * (k - i) ** n for i in range(k + 1))


def _enumerate_multisets(pool: DicePool) -> dict[int, int]:
    """Ordered throws per reader value by listing the sorted throws with their multinomial weights
    (the earlier keep-highest / keep-lowest method; kept as a check for tests and benchmarks)."""
    n, s = pool.count, pool.sides
    if math.comb(n + s - 1, n) * n > MAX_EXACT_WORK:
        raise InputError(msg("too many combinations to work out the odds exactly"), pool.notation)
    fact = [math.factorial(i) for i in range(n + 1)]
    n_fact = fact[n]
    counts: dict[int, int] = {}
    base_value = pool.base_value
    for combo in combinations_with_replacement(range(1, s + 1), n):
        # multinomial weight: how many ordered throws show this multiset
        w = n_fact
        run = 1
        for i in range(1, n):
            if combo[i] == combo[i - 1]:
                run += 1
            else:
                w //= fact[run]
                run = 1
        w //= fact[run]
        v = base_value(combo)
        counts[v] = counts.get(v, 0) + w
    return counts


def enumerate_outcomes(pool: str | DicePool) -> dict[int, Fraction]:
    """The distribution by brute force over every ordered throw (for tests and benchmarks)."""
    from itertools import product

    pool = parse(pool)
    counts: dict[int, int] = {}
    for dice in product(range(1, pool.sides + 1), repeat=pool.count):
        v = pool.finish(pool.base_value(dice))
        counts[v] = counts.get(v, 0) + 1
    total = pool.sides**pool.count
    return {v: Fraction(c, total) for v, c in sorted(counts.items())}


# --------------------------------------------------------------------------------------------
# Reading distributions
# --------------------------------------------------------------------------------------------


def at_least(dist: Mapping[int, Fraction]) -> dict[int, Fraction]:
    """``{v: P(value >= v)}`` for every value in the distribution."""
    out: dict[int, Fraction] = {}
    running = Fraction(0)
    for v in sorted(dist, reverse=True):
        running += dist[v]
        out[v] = running
    return dict(sorted(out.items()))


def at_most(dist: Mapping[int, Fraction]) -> dict[int, Fraction]:
    """``{v: P(value <= v)}`` for every value in the distribution."""
    out: dict[int, Fraction] = {}
    running = Fraction(0)
    for v in sorted(dist):
        running += dist[v]
        out[v] = running
    return out


def mean(dist: Mapping[int, Fraction]) -> Fraction:
    """The expected value."""
    return sum((Fraction(v) * p for v, p in dist.items()), Fraction(0))


def prob(dist: Mapping[int, Fraction], predicate: Callable[[int], bool]) -> Fraction:
    """The probability that the value satisfies ``predicate``."""
    return sum((p for v, p in dist.items() if predicate(v)), Fraction(0))
