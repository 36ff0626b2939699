"""Saipan ground units on the map (2.3.3, 12.0, 13.0): side, type, attack-defence-movement, steps,
proficiency and hex. Qt-free.

A counter has two steps (full and reduced, as the assault example of 12.2 shows: three 4-strength
units fall to 8 points after two step losses, "4 + 4 or 4 + 2 + 2"); a unit with no step left is
removed. Every step lost is a ground-step result for the VP tally (16.4 A).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Iterable, Sequence

from assistant.core.errors import InputError
from assistant.games.counters import CounterRecord

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

    def __post_init__(self) -> None:
        where = f"unit {self.id}"
        if not self.id:
            raise InputError("a unit needs an id", "unit")
        if self.side not in SIDES:
            raise InputError(f"side must be one of {SIDES}", where)
        if self.kind not in GROUND_TYPES:
            raise InputError(f"unknown ground unit type {self.kind!r} (2.3.3.1)", where)
        if not 0 < self.steps <= self.max_steps:
            raise InputError(f"steps must be 1-{self.max_steps}", where)

    def counter_text(self) -> str:
        return f"{self.attack}-{self.defence}-{self.movement}"



def move(units: Sequence[Unit], ids: Iterable[str], label: str) -> list[Unit]:
    ids = set(ids)
    if ids - {u.id for u in units}:
        raise InputError(f"no unit {sorted(ids - {u.id for u in units})[0]!r}", "move")
    return [replace(u, hex=label) if u.id in ids else u for u in units]


def lose_steps(units: Sequence[Unit], unit_id: str, steps: int) -> tuple[list[Unit], int, bool]:
    """``units`` after ``unit_id`` loses ``steps`` (12.0); returns (units, steps actually lost, removed)."""
    if steps < 1:
        raise InputError("lose at least one step", f"unit {unit_id}")
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
        raise InputError(f"no unit {unit_id!r}", "step loss")
    return out, lost, gone
