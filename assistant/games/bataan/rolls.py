"""Roll records and dice sources for the Bataan resolvers.

Every resolver takes a dice source and returns frozen values holding one `RollRecord` per
roll: what was rolled, why, the modifiers, the raw dice, the outcome, the stream position
before the roll and the rulings that shaped it, so the UI can log, replay and undo it.

A dice source is any of:
- the shared ``assistant.core.dice.DiceStream`` (seeded, counts ``position``; replayable);
- a plain ``random.Random`` (rolled through ``assistant.core.dice.roll``);
- an object with ``d6(n) -> sequence of n faces`` (`ScriptedDice`: tests, or dice typed in by hand).

Exact odds come from the dice engine (``assistant.core.dice.outcomes``).
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from fractions import Fraction
from math import comb
from typing import Any, Iterable, Sequence

from assistant.core import dice as core_dice
from assistant.core.errors import InputError
from assistant.core.messages import msg


@dataclass(frozen=True)
class Modifier:
    """A named change to a die roll or a dice count."""

    label: str
    value: int
    rule: str = ""


@dataclass(frozen=True)
class RollRecord:
    """One roll as it happened."""

    what: str                      # "fire", "wound", "grenade", "melee", "antitank", "sniper_spot", ...
    why: str                       # who rolled at whom and for what
    pool: str                      # "3d6"; "0d6" when nothing was rolled
    dice: tuple[int, ...]          # the raw faces
    modifiers: tuple[Modifier, ...] = ()
    outcome: str = ""              # machine name of the result ("hit", "serious", "dud", ...)
    detail: str = ""               # the result in words
    position: int | None = None    # the dice stream's position before the roll
    seed: int | None = None        # the dice stream's seed (None: not a DiceStream)
    rulings: tuple[str, ...] = ()  # the rulings that shaped this roll ("B14", "B23: round up", ...)

    @property
    def total(self) -> int:
        return sum(self.dice) + sum(m.value for m in self.modifiers)

    def to_dict(self) -> dict[str, Any]:
        return {
            "what": self.what, "why": self.why, "pool": self.pool, "dice": list(self.dice),
            "modifiers": [{"label": m.label, "value": m.value, "rule": m.rule} for m in self.modifiers],
            "outcome": self.outcome, "detail": self.detail, "position": self.position,
            "seed": self.seed, "rulings": list(self.rulings),
        }


@dataclass
class ScriptedDice:
    """Faces given in advance: for tests, and for a referee who rolls real dice and types them in."""

    faces: list[int]
    position: int = 0

    def __post_init__(self) -> None:
        for f in self.faces:
            if not 1 <= int(f) <= 6:
                raise InputError(msg("a d6 face must be 1-6, got {0}", f), "ScriptedDice.faces")

    def d6(self, n: int) -> tuple[int, ...]:
        if self.position + n > len(self.faces):
            raise InputError(
                msg("{0} more dice needed, only {1} left", n, len(self.faces) - self.position), "ScriptedDice")
        out = tuple(int(f) for f in self.faces[self.position:self.position + n])
        self.position += n
        return out

    @property
    def remaining(self) -> int:
        return len(self.faces) - self.position


def stream_position(dice: Any) -> int | None:
    pos = getattr(dice, "position", None)
    return int(pos) if isinstance(pos, int) else None


def stream_seed(dice: Any) -> int | None:
    seed = getattr(dice, "seed", None)
    return int(seed) if isinstance(seed, int) and not isinstance(dice, random.Random) else None


def draw_d6(dice: Any, n: int) -> tuple[tuple[int, ...], int | None]:
    """Roll ``n`` six-sided dice from ``dice``; return (faces, position before the roll)."""
    if isinstance(n, bool) or not isinstance(n, int) or n < 0:
        raise InputError(msg("cannot roll {0!r} dice", n), "dice count")
    pos = stream_position(dice)
    if n == 0:
        return (), pos
    if isinstance(dice, core_dice.DiceStream):
        faces = dice.dice(n, 6)
    elif isinstance(dice, random.Random):
        faces = ()
        left = n
        while left:
            k = min(left, core_dice.MAX_COUNT)
            faces += core_dice.roll(f"{k}d6", dice).dice
            left -= k
    elif hasattr(dice, "d6"):
        faces = tuple(int(f) for f in dice.d6(n))
    else:
        raise InputError(msg("{0} is not a dice source", type(dice).__name__), "dice")
    if len(faces) != n or any(not 1 <= f <= 6 for f in faces):
        raise InputError(msg("dice source gave {0} for {1}d6", faces, n), "dice")
    return faces, pos


def roll(dice: Any, n: int, *, what: str, why: str, modifiers: Iterable[Modifier] = (),
         outcome: str = "", detail: str = "", rulings: Iterable[str] = ()) -> RollRecord:
    faces, pos = draw_d6(dice, n)
    return RollRecord(what=what, why=why, pool=f"{n}d6", dice=faces, modifiers=tuple(modifiers),
                      outcome=outcome, detail=detail, position=pos, seed=stream_seed(dice),
                      rulings=tuple(rulings))


# --- exact odds --------------------------------------------------------------------------------

def p_face_at_least(target: int) -> Fraction:
    """Chance that one d6 shows ``target`` or more (a target above 6 never succeeds)."""
    if target <= 1:
        return Fraction(1)
    if target > 6:
        return Fraction(0)
    return Fraction(7 - target, 6)


def successes_distribution(n_dice: int, target: int) -> tuple[Fraction, ...]:
    """Exact chance of k successes (k = 0..n) when each of n d6 succeeds on ``target`` or more.

    Computed by the dice engine (``{n}d6#>={target}``) up to its pool limit; the binomial formula
    (the same numbers) beyond it.
    """
    if n_dice == 0:
        return (Fraction(1),)
    if 1 <= target <= 6 and n_dice <= core_dice.MAX_COUNT:
        dist = core_dice.outcomes(f"{n_dice}d6#>={target}")
        return tuple(dist.get(k, Fraction(0)) for k in range(n_dice + 1))
    p = p_face_at_least(target)
    q = 1 - p
    return tuple(comb(n_dice, k) * p ** k * q ** (n_dice - k) for k in range(n_dice + 1))


def chance_at_least(dist: Sequence[Fraction], k: int) -> Fraction:
    return sum(dist[k:], Fraction(0))
