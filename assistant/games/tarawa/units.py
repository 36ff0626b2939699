"""Tarawa units on the map (2.3, 4.2, 5.0): a counter's side, type, steps, firepower, proficiency,
hex and facing; and the fire of picked units at a target hex with every DRM read off the map. Qt-free.

A counter is back-printed (2.3.4): the front is full strength, the back the reduced side, so a unit
has two steps unless it says otherwise; a unit that loses its last step is removed (4.2.1 G).
Facing (5.0) is the direction of the middle front hexside, an index into ``core.hexes.DIRECTIONS``.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, replace
from typing import Any, Iterable, Sequence

from assistant.core.errors import InputError
from assistant.games.counters import CounterRecord
from assistant.core.hexes import DIRECTIONS, Hex, HexMap, distance

from .combat import UNIT_KINDS, FacingDrms, FiringUnit, Shot, can_fire_at, fire_aspects
from .rulings import SIDES
from .terrain import TerrainMap

ARMOUR_KINDS = frozenset({"armour", "light_tank"})
NOT_COUNTED_FOR_VICTORY = frozenset({"amtrac"})        # 8.7: amtrac step losses do not count


@dataclass(frozen=True)
class Unit(CounterRecord):
    id: str
    side: str                 # us | japanese
    kind: str                 # combat.UNIT_KINDS
    name: str = ""
    strength: int = 0         # firepower (or bombardment rating) on the front
    reduced: int = 0          # on the back (reduced side)
    steps: int = 2            # steps left
    max_steps: int = 2
    proficiency: int = 0
    hex: str = ""
    facing: int = 0           # index into DIRECTIONS: the middle front hexside (5.0)
    sample: bool = False      # invented values (the counter sheet is not in the source)

    def __post_init__(self) -> None:
        where = f"unit {self.id}"
        if not self.id:
            raise InputError("a unit needs an id", "unit")
        if self.side not in SIDES:
            raise InputError(f"side must be one of {SIDES}", where)
        if self.kind not in UNIT_KINDS:
            raise InputError(f"unknown unit type {self.kind!r}", where)
        if not 0 < self.steps <= self.max_steps:
            raise InputError(f"steps must be 1-{self.max_steps}, got {self.steps}", where)
        if not 0 <= self.facing < 6:
            raise InputError("facing is a hexside 0-5", where)
        if min(self.strength, self.reduced, self.proficiency) < 0:
            raise InputError("ratings cannot be negative", where)

    @property
    def firepower(self) -> int:
        """Front strength at full steps, the back's after a loss (2.3.4)."""
        return self.strength if self.steps >= self.max_steps else self.reduced

    def counter_text(self) -> str:
        return f"{self.firepower}-{self.proficiency}"



def facing_name(hexmap: HexMap, facing: int) -> str:
    """The compass point of hexside ``facing`` on this map (N, NE, ... as the map is drawn)."""
    h = Hex(0, 0)
    x0, y0 = hexmap.center(h)
    x1, y1 = hexmap.center(h + DIRECTIONS[facing])
    ang = math.degrees(math.atan2(y1 - y0, x1 - x0)) % 360
    names = ["E", "NE", "N", "NW", "W", "SW", "S", "SE"]
    return names[int(((ang + 22.5) % 360) // 45)]


def front_hex(hexmap: HexMap, unit: Unit) -> Hex:
    return hexmap.parse(unit.hex) + DIRECTIONS[unit.facing]


def in_hex(units: Iterable[Unit], hexmap: HexMap, h: Hex) -> list[Unit]:
    return [u for u in units if u.hex and hexmap.parse(u.hex) == h]


def move(units: Sequence[Unit], ids: Iterable[str], hexmap: HexMap, to: str) -> list[Unit]:
    """The units with ``ids`` put in hex ``to`` (the referee's move: costs and facing are his call)."""
    label = hexmap.label(hexmap.parse(to))
    ids = set(ids)
    missing = ids - {u.id for u in units}
    if missing:
        raise InputError(f"no unit {sorted(missing)[0]!r}", "move")
    return [replace(u, hex=label) if u.id in ids else u for u in units]


def turn(units: Sequence[Unit], ids: Iterable[str], by: int) -> list[Unit]:
    """Turn the units ``by`` hexsides (+1 counter-clockwise); a change of facing is an action (4.1 D)."""
    ids = set(ids)
    return [replace(u, facing=(u.facing + by) % 6) if u.id in ids else u for u in units]


# ----------------------------------------------------------------------------- fire from the map
@dataclass(frozen=True)
class MapFire:
    """What the map says about a fire combat: the shots that may be rolled, the units they would
    hit, and notes for the referee (each naming its rule)."""

    shots: tuple[Shot, ...]
    firers: tuple[Unit, ...]            # the units whose shots are in ``shots``, same order
    targets: tuple[Unit, ...]           # every enemy unit in the target hex (4.2.1 G)
    notes: tuple[str, ...]
    facing_of: str = ""                 # whose facing gave the aspect


def map_fire(firers: Sequence[Unit], target: Hex, units: Sequence[Unit], tm: TerrainMap,
             bombardment: bool = False) -> MapFire:
    """The shots of ``firers`` at ``target``: relation (adjacent -2, same hex -3, 2.2.2.1 A), the firing
    stack (armour for T5 and T6), fortification (6.1; only for Japanese non-armour units in it), the
    target hex's terrain DRM (TEC, entered, T4) and the aspect from the target's facing (5.0).

    Firers without a sight line (4.2.1 B-D, T3) or whose front hexsides do not face the target (5.0 B)
    are left out with a note: their fire is wasted."""
    m = tm.hexmap
    if not firers:
        raise InputError("pick at least one firing unit", "combat: firing units")
    sides = {u.side for u in firers}
    if len(sides) != 1:
        raise InputError("the firing units must be of one side", "combat: firing units")
    side = sides.pop()
    target_units = tuple(u for u in in_hex(units, m, target) if u.side != side)
    notes: list[str] = []
    if not target_units:
        notes.append(f"no enemy unit in {m.label(target)}: nothing to hit")
    fortified_terrain = tm.fortified(target)
    defenders_in_works = [u for u in target_units if u.side == "japanese" and u.kind not in ARMOUR_KINDS]
    fortified = fortified_terrain and bool(defenders_in_works)
    if fortified_terrain and not fortified and target_units:
        notes.append(f"{tm.terrain_of(target).replace('_', ' ')}: no Japanese non-armour unit in it, "
                     "no fortification DRM (6.1)")
    top = target_units[0] if target_units else None
    shots, kept = [], []
    for u in firers:
        fh = m.parse(u.hex)
        d = distance(fh, target)
        relation = "same_hex" if d == 0 else "adjacent" if d == 1 else "distant"
        if d >= 2 and not bombardment:
            sl = tm.sight(fh, target)
            if not sl.clear:
                notes.append(f"{u.label}: {sl.describe(m)} — fire wasted (4.2.1, T3)")
                continue
        if d >= 1 and not bombardment and not can_fire_at(fh, front_hex(m, u), target):
            notes.append(f"{u.label}: {m.label(target)} is not through its front hexsides (5.0 B)")
            continue
        stack = tuple(FiringUnit(s.id, s.side, s.kind, s.firepower)
                      for s in in_hex(units, m, fh) if s.side == u.side)
        aspects: tuple[str, ...] = ()
        if top is not None and d >= 1 and not bombardment:
            aspects = fire_aspects(target, front_hex(m, top), fh)
        shots.append(Shot(FiringUnit(u.id, u.side, "bombardment" if bombardment else u.kind, u.firepower),
                          relation, stack, fortified, tm.terrain_drm(target), tm.terrain_of(target),
                          (), aspects, bombardment, tm.fortified(fh) and u.side == "japanese"))
        kept.append(u)
    if top is not None and any(s.relation == "same_hex" for s in shots):
        notes.append("same hex: the hexside the enemy came through is not tracked; flank/rear DRMs entered (4.2.3)")
    facing_of = f"{top.label} facing {facing_name(m, top.facing)}" if top is not None else ""
    return MapFire(tuple(shots), tuple(kept), target_units, tuple(notes), facing_of)


@dataclass(frozen=True)
class Losses:
    units: tuple[Unit, ...]              # every unit after the hits (eliminated ones left out)
    lost: dict[str, int]                 # unit id -> steps lost
    eliminated: tuple[str, ...]
    us_steps_counted: int                # US step losses that count for 8.7 (amtracs excluded)


def apply_hits_to_hex(units: Sequence[Unit], targets: Sequence[Unit], hits: int) -> Losses:
    """Each hit costs every target unit one step (4.2.1 G); a unit with no step left is removed."""
    if hits < 0:
        raise InputError("hits cannot be negative", "apply hits")
    ids = {t.id for t in targets}
    out, lost, gone, us = [], {}, [], 0
    for u in units:
        if u.id not in ids or hits == 0:
            out.append(u)
            continue
        take = min(u.steps, hits)
        lost[u.id] = take
        if u.side == "us" and u.kind not in NOT_COUNTED_FOR_VICTORY:
            us += take
        if take >= u.steps:
            gone.append(u.id)
        else:
            out.append(replace(u, steps=u.steps - take))
    return Losses(tuple(out), lost, tuple(gone), us)


def facing_drms(entries: dict[str, Any] | None) -> FacingDrms:
    d = entries or {}
    return FacingDrms(0, int(d.get("flank", 0)), int(d.get("rear", 0)))
