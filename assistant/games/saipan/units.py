"""Saipan ground units on the map (2.3.3, 12.0, 13.0): side, type, attack-defence-movement, steps,
proficiency and hex. Qt-free.

A counter has two steps (full and reduced, as the assault example of 12.2 shows: three 4-strength
units fall to 8 points after two step losses, "4 + 4 or 4 + 2 + 2"); a unit with no step left is
removed. Every step lost is a ground-step result for the VP tally (16.4 A).

A reduced unit fights with its reduced ratings. The counter backs are not in the source: the referee
enters them (``reduced_attack`` ...); left empty, the attack and defence halve, rounded down (the 12.2
example: a 4 falls to 2) and the proficiency stays (our default). ``sp`` are the stacking points (10.1,
12.2.1 B; the example units' "2"). ``hidden``: under a force marker (15.2); ``dummy``: a dummy counter
with no strength (15.3). ``mp_day`` / ``mp_spent`` / ``start_hex``: the movement points used on that
day and the hex the unit began it in (11.0 A, 10.2 B).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Iterable, Sequence

from assistant.core.errors import InputError
from assistant.games.counters import CounterRecord
from assistant.core.messages import msg

SIDES = ("us", "japanese")
GROUND_TYPES = ("armor", "engineer", "infantry", "infantry_gun", "snlf", "marine_artillery", "marines",
                "army_artillery", "hq", "hq_troops", "heavy_flak", "light_flak")       # 2.3.3.1


@dataclass(frozen=True)
class Unit(CounterRecord):
    id: str
    side: str
    kind: str
    name: str = ""
    attack: int = 0
    defence: int = 0
    movement: int = 0
    steps: int = 2
    max_steps: int = 2
    proficiency: int = 0
    hex: str = ""
    sample: bool = False
    sp: int = 2
    reduced_attack: int | None = None
    reduced_defence: int | None = None
    reduced_proficiency: int | None = None
    hidden: bool = False
    dummy: bool = False
    mp_day: int = 0
    mp_spent: int = 0
    start_hex: str = ""

    def __post_init__(self) -> None:
        where = f"unit {self.id}"
        if not self.id:
            raise InputError(msg("a unit needs an id"), "unit")
        if self.side not in SIDES:
            raise InputError(msg("side must be one of {0}", SIDES), where)
        if self.kind not in GROUND_TYPES:
            raise InputError(msg("unknown ground unit type {0!r} (2.3.3.1)", self.kind), where)
        if not 0 < self.steps <= self.max_steps:
            raise InputError(msg("steps must be 1-{0}", self.max_steps), where)
        if self.sp < 0:
            raise InputError(msg("stacking points are 0 or more"), where)
        if self.dummy and self.side != "japanese":
            raise InputError(msg("only the Japanese have dummy counters (15.3)"), where)

    @property
    def reduced(self) -> bool:
        return self.steps < self.max_steps

    @property
    def attack_now(self) -> int:
        """The attack rating on the side showing (12.2.2 G: losses lower the strength)."""
        if self.dummy:
            return 0
        if not self.reduced:
            return self.attack
        return self.reduced_attack if self.reduced_attack is not None else self.attack // 2

    @property
    def defence_now(self) -> int:
        if self.dummy:
            return 0
        if not self.reduced:
            return self.defence
        return self.reduced_defence if self.reduced_defence is not None else self.defence // 2

    @property
    def proficiency_now(self) -> int:
        """12.1.2 B: proficiency generally falls with losses (the reduced rating, when entered)."""
        if self.reduced and self.reduced_proficiency is not None:
            return self.reduced_proficiency
        return self.proficiency

    def counter_text(self) -> str:
        if self.dummy:
            return "dummy"
        return f"{self.attack_now}-{self.defence_now}-{self.movement}"



def move(units: Sequence[Unit], ids: Iterable[str], label: str) -> list[Unit]:
    ids = set(ids)
    if ids - {u.id for u in units}:
        raise InputError(msg("no unit {0!r}", sorted(ids - {u.id for u in units})[0]), "move")
    return [replace(u, hex=label) if u.id in ids else u for u in units]


def lose_steps(units: Sequence[Unit], unit_id: str, steps: int) -> tuple[list[Unit], int, bool]:
    """``units`` after ``unit_id`` loses ``steps`` (12.0); returns (units, steps actually lost, removed)."""
    if steps < 1:
        raise InputError(msg("lose at least one step"), f"unit {unit_id}")
    out, lost, gone, found = [], 0, False, False
    for u in units:
        if u.id != unit_id:
            out.append(u)
            continue
        found = True
        lost = min(steps, u.steps)
        if lost >= u.steps:
            gone = True
        else:
            out.append(replace(u, steps=u.steps - lost))
    if not found:
        raise InputError(msg("no unit {0!r}", unit_id), "step loss")
    return out, lost, gone
