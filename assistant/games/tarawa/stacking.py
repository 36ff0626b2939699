"""Tarawa stacking (3.1, 2.2.2.2, 2.3.2.3.2 A, 6.1 C-D), checked on every move, placement and
reinforcement. Qt-free.

* 3.1: at most 6 stacking points (SPs) of one side in a hex. SP ratings are printed on the counters,
  which are not in the source: a unit's ``sp`` is entered with it, and a unit without one is named
  and left out of the count (never guessed).
* 3.1: a "+" unit stacks with at most one other unit, and that one an infantry or HQ unit.
  Coastal-defence artillery is always "+1" (2.3.2.3.2 A): a + unit worth one SP.
* 2.2.2.2: a bunker, pillbox or coastal-defence feature holds one Japanese unit unless it prints a
  number (entered with ``TarawaGame.set_feature``); that many units of any type but "+" units may then
  share it. Japanese armour in the hex is outside the feature (6.1 D), and so are US units (6.1 C).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Iterable, Sequence

from assistant.core.errors import InputError

from . import rules
from .terrain import TerrainMap
from .units import ARMOUR_KINDS, Unit

PLUS_PARTNERS = frozenset({"infantry", "marine_infantry", "hq"})   # 3.1: "infantry or HQ"
COASTAL_ARTILLERY = frozenset({"coastal_gun", "naval_gun_8in"})    # 2.3.2.3.2 A: "+1" (8in guns: our reading)


def is_plus(u: Unit) -> bool:
    return u.plus or u.kind in COASTAL_ARTILLERY


def sp_of(u: Unit) -> int | None:
    """The unit's SPs: as entered, or 1 for coastal-defence artillery (its printed "+1")."""
    if u.sp is not None:
        return u.sp
    return 1 if u.kind in COASTAL_ARTILLERY else None


@dataclass(frozen=True)
class StackCheck:
    hex: str
    side: str
    sp: int                              # the SPs counted
    problems: tuple[str, ...]            # each names its rule; empty: the stack is legal
    unrated: tuple[str, ...] = ()        # units with no SP entered, left out of the count


def in_the_feature(u: Unit) -> bool:
    """A unit that occupies the hex's bunker, pillbox or coastal defence (6.1 C-D)."""
    return u.side == "japanese" and u.kind not in ARMOUR_KINDS


def check_stack(stack: Sequence[Unit], label: str, side: str, tm: TerrainMap) -> StackCheck:
    """The stacking rules for one side's units in one hex."""
    problems: list[str] = []
    rated = [(u, sp_of(u)) for u in stack]
    total = sum(v for _u, v in rated if v is not None)
    unrated = tuple(u.label for u, v in rated if v is None)
    if total > rules.STACKING_LIMIT_SP:
        problems.append(f"{total} SPs in {label}: the limit is {rules.STACKING_LIMIT_SP} (3.1)")
    for p in (u for u in stack if is_plus(u)):
        others = [u for u in stack if u is not p]
        bad = [u for u in others if u.kind not in PLUS_PARTNERS]
        if len(others) > rules.PLUS_UNIT_COMPANIONS or bad:
            why = "coastal-defence artillery, +1 (2.3.2.3.2 A)" if p.kind in COASTAL_ARTILLERY else "a + unit (3.1)"
            problems.append(f"{p.label} in {label} is {why}: it stacks only with one infantry or HQ unit, not with "
                            f"{', '.join(u.label for u in others)} (3.1)")
    h = tm.hexmap.parse(label)
    if side == "japanese" and tm.fortified(h):
        inside = [u for u in stack if in_the_feature(u)]
        cap = tm.feature_capacity(h)
        feature = tm.terrain_of(h).replace("_", " ")
        if len(inside) > cap:
            printed = f"its printed number is {cap}" if cap > 1 else "no number is printed on it"
            problems.append(f"the {feature} in {label} takes {cap} unit{'s' if cap > 1 else ''} ({printed}); "
                            f"{len(inside)} are in it: {', '.join(u.label for u in inside)} (2.2.2.2)")
        elif cap > 1 and len(inside) > 1 and any(is_plus(u) for u in inside):
            problems.append(f"the {feature} in {label} takes several units, but no + unit among them "
                            f"({', '.join(u.label for u in inside if is_plus(u))}) (2.2.2.2)")
    return StackCheck(label, side, total, tuple(problems), unrated)


def check_hexes(units: Sequence[Unit], tm: TerrainMap, hexes: Iterable[str]) -> list[StackCheck]:
    """Every side's stack in each of ``hexes`` (labels) as ``units`` has them."""
    out = []
    for label in sorted(set(hexes)):
        here = [u for u in units if u.hex == label and not u.dummy]     # 7.3: a dummy is no unit
        for side in sorted({u.side for u in here}):
            out.append(check_stack([u for u in here if u.side == side], label, side, tm))
    return out


def enforce(units: Sequence[Unit], tm: TerrainMap, hexes: Iterable[str], where: str) -> list[str]:
    """Raise ``InputError`` with the first stacking problem in ``hexes``; else the notes to show (units
    whose SPs are not entered, so the 6-SP count left them out)."""
    notes = []
    for c in check_hexes(units, tm, hexes):
        if c.problems:
            raise InputError(c.problems[0], where)
        if c.unrated:
            notes.append(f"stacking in {c.hex}: {c.sp} SPs counted; no SPs entered for {', '.join(c.unrated)} (3.1)")
    return notes
