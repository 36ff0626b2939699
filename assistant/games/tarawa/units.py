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

from .combat import UNIT_KINDS, FacingDrms, FiringUnit, Shot, aspect_of_hexside, can_fire_at, fire_aspects
from .rulings import SIDES
from .terrain import TerrainMap
from assistant.core.messages import msg


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
    entered_by: int | None = None  # the hexside (DIRECTIONS index) it came in by when it entered an
                                   # enemy-occupied hex: kept for same-hex combat (4.2.3 B)
    sp: int | None = None     # stacking points (3.1), from the counter: None until entered
    plus: bool = False        # a "+" in its SP rating (3.1); coastal-defence artillery always is (2.3.2.3.2 A)
    ma: int | None = None     # movement allowance (4.1 A), from the counter: None until entered
    hidden: bool = False      # 7.1: a Japanese unit under a force marker (the referee sees it, marked)
    dummy: bool = False       # 7.3: a force marker with no unit under it (Japanese only)
    carried_by: str | None = None  # 6.2 F: the amtrac it rides inside (a unit on top is not carried)

    def __post_init__(self) -> None:
        where = f"unit {self.id}"
        if not self.id:
            raise InputError(msg("a unit needs an id"), "unit")
        if self.side not in SIDES:
            raise InputError(msg("side must be one of {0}", SIDES), where)
        if self.kind not in UNIT_KINDS:
            raise InputError(msg("unknown unit type {0!r}", self.kind), where)
        if not 0 < self.steps <= self.max_steps:
            raise InputError(msg("steps must be 1-{0}, got {1}", self.max_steps, self.steps), where)
        if not 0 <= self.facing < 6:
            raise InputError(msg("facing is a hexside 0-5"), where)
        if min(self.strength, self.reduced, self.proficiency) < 0:
            raise InputError(msg("ratings cannot be negative"), where)
        if self.entered_by is not None and not 0 <= self.entered_by < 6:
            raise InputError(msg("the hexside entered by is 0-5"), where)
        if self.sp is not None and not 0 <= self.sp <= 6:
            raise InputError(msg("stacking points are 0-6, got {0} (3.1)", self.sp), where)
        if self.ma is not None and not 0 <= self.ma <= 20:
            raise InputError(msg("a movement allowance is 0-20 MPs, got {0} (4.1 A)", self.ma), where)
        if (self.hidden or self.dummy) and self.side != "japanese":
            raise InputError(msg("only Japanese units hide under force markers (7.1, 7.3)"), where)
        if self.carried_by is not None and (self.side != "us" or self.kind == "amtrac"):
            raise InputError(msg("only a US ground unit rides inside an amtrac (6.2 F)"), where)
        if max(self.strength, self.reduced) > 99 or self.proficiency > 10:
            raise InputError(msg("firepower is at most 99 and proficiency at most 10 (a d10 check, 2.4)"), where)

    @property
    def firepower(self) -> int:
        """Front strength at full steps, the back's after a loss (2.3.4)."""
        return self.strength if self.steps >= self.max_steps else self.reduced

    def counter_text(self) -> str:
        return "dummy" if self.dummy else f"{self.firepower}-{self.proficiency}"

    @property
    def under_marker(self) -> bool:
        """Under a force marker: a hidden unit or a dummy (7.1, 7.3)."""
        return self.hidden or self.dummy



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
        raise InputError(msg("no unit {0!r}", sorted(missing)[0]), "move")
    return [replace(u, hex=label) if u.id in ids else u for u in units]


def settle_entries(units: Sequence[Unit], hexmap: HexMap) -> list[Unit]:
    """The units with the hexside they entered by forgotten where no enemy is left in their hex: it
    only matters for same-hex combat (4.2.3 B)."""
    sides_in: dict[str, set[str]] = {}
    for u in units:
        sides_in.setdefault(u.hex, set()).add(u.side)
    return [replace(u, entered_by=None) if u.entered_by is not None and len(sides_in.get(u.hex, ())) < 2 else u
            for u in units]


def direction(hexmap: HexMap, a: str, b: str) -> int:
    """The hexside of ``a`` (a DIRECTIONS index) that leads to its neighbour ``b``."""
    d = hexmap.parse(b) - hexmap.parse(a)
    if d not in DIRECTIONS:
        raise InputError(msg("{0} is not next to {1}", b, a), "hexside")
    return DIRECTIONS.index(d)


def turn(units: Sequence[Unit], ids: Iterable[str], by: int) -> list[Unit]:
    """Turn the units ``by`` hexsides (+1 counter-clockwise); a change of facing is an action (4.1 D)."""
    ids = set(ids)
    return [replace(u, facing=(u.facing + by) % 6) if u.id in ids else u for u in units]


# ----------------------------------------------------------------------------- fire from the map
IN_WORKS_DRM_NOTE = ("6.1 C-D: only Japanese non-armour units get the DRMs of a pillbox, bunker or coastal "
                     "defence; the others in the hex are fired at without them")


@dataclass(frozen=True)
class TargetGroup:
    """Units of the target hex that the same dice are read against with the same DRMs: in a pillbox,
    bunker or coastal defence hex the Japanese non-armour units in the works, and the others (US units,
    Japanese armour) outside them (6.1 C-D); elsewhere one group, the whole hex (4.2.1 G)."""

    name: str                           # "in the works", "outside the works" or "" (the whole hex)
    units: tuple[Unit, ...]
    shots: tuple[Shot, ...]             # one per firer, in the order of ``MapFire.firers``


@dataclass(frozen=True)
class MapFire:
    """What the map says about a fire combat: the shots that may be rolled, the units they would
    hit, and notes for the referee (each naming its rule)."""

    shots: tuple[Shot, ...]             # the shots at the first target group
    firers: tuple[Unit, ...]            # the units that roll a die, in the order of the shots
    targets: tuple[Unit, ...]           # every enemy unit in the target hex (4.2.1 G)
    notes: tuple[str, ...]
    facing_of: str = ""                 # whose facing gave the aspect
    groups: tuple[TargetGroup, ...] = ()
    blocked: tuple[Unit, ...] = ()      # declared, but the sight line is blocked: fire wasted (4.2 D)
    barred: tuple[Unit, ...] = ()       # may not fire at the target at all (5.0 B, 4.2.3 C-D)


def _in_works(u: Unit, tm: TerrainMap, h: Hex) -> bool:
    """A unit that gets the DRMs of a pillbox, bunker or coastal defence (6.1 C-D)."""
    return tm.fortified(h) and u.side == "japanese" and u.kind not in ARMOUR_KINDS


def _groups_of(target: Hex, target_units: Sequence[Unit], tm: TerrainMap) -> list[tuple[str, tuple[Unit, ...], bool]]:
    """(name, units, in the works) for each set of target units read with the same DRMs (6.1 C-D)."""
    if not tm.fortified(target):
        return [("", tuple(target_units), False)]
    inside = tuple(u for u in target_units if _in_works(u, tm, target))
    outside = tuple(u for u in target_units if not _in_works(u, tm, target))
    if not inside:
        return [("outside the works" if outside else "", outside, False)]
    if not outside:
        return [("in the works", inside, True)]
    return [("in the works", inside, True), ("outside the works", outside, False)]


def _entered_side(m: HexMap, u: Unit) -> Hex | None:
    return m.parse(u.hex) + DIRECTIONS[u.entered_by] if u.entered_by is not None else None


def _aspects(m: HexMap, target: Hex, top: Unit | None, firer: Unit, bombardment: bool) -> tuple[str, ...]:
    """The target's aspect(s) the fire comes through (5.0): from the firer's hex, or in the same hex the
    hexside the firer entered by (4.2.3 B); none for a bombardment (4.2.2 E)."""
    if top is None or bombardment:
        return ()
    fh = m.parse(firer.hex)
    if fh != target:
        return fire_aspects(target, front_hex(m, top), fh)
    side = _entered_side(m, firer)
    if side is None or top.entered_by is not None:
        return ()          # the firer held the hex (or both came in): no aspect is tracked for it
    return (aspect_of_hexside(target, front_hex(m, top), side),)


def _arc_problem(u: Unit, fh: Hex, target: Hex, tm: TerrainMap, in_works: bool, bunker_any_direction: bool) -> str:
    """Why ``u`` may not fire at ``target`` through its arc ("" when it may): its three front hexsides
    (5.0 B); in a pillbox the arc marked on the map when entered (6.1 A); in a bunker its own facing
    (6.1 B, ruling T10) unless the T10 toggle lets it fire in any direction."""
    m = tm.hexmap
    kind = tm.terrain_of(fh)
    if in_works and kind in ("bunker", "command_bunker") and bunker_any_direction:
        return ""
    arc = tm.arc_of(fh) if in_works else None
    front = fh + DIRECTIONS[arc] if arc is not None else front_hex(m, u)
    if can_fire_at(fh, front, target):
        return ""
    if arc is not None:
        return f"{m.label(target)} is outside the pillbox's marked hexsides (6.1 A)"
    if in_works and kind in ("bunker", "command_bunker"):
        return (f"{m.label(target)} is not through its front hexsides: in a bunker its own facing still limits "
                "its fire (6.1 B, T10)")
    return f"{m.label(target)} is not through its front hexsides (5.0 B)"


def sight_key(a: str, b: str) -> str:
    """The key of a settled sight-line dispute between two hexes (either way round, 4.2.1 D)."""
    return "-".join(sorted((a, b)))


def map_fire(firers: Sequence[Unit], target: Hex, units: Sequence[Unit], tm: TerrainMap,
             bombardment: bool = False, bunker_any_direction: bool = False,
             sight_rulings: dict[str, str] | None = None) -> MapFire:
    """The shots of ``firers`` (one unit or one stack: one hex, one side) at ``target``: relation
    (adjacent -2, same hex -3, 2.2.2.1 A), the firing stack (armour for T5 and T6), fortification and
    the target hex's terrain DRM (TEC, entered, T4) only for the Japanese non-armour units in the works
    (6.1 C-D; the others in the hex are a second target group read off the same dice), and the aspect
    from the target's facing (5.0; in the same hex, the hexside the firer entered by, 4.2.3 B).

    Firers without a sight line (4.2.1 B-D, T3) are ``blocked``: declared, their fire wasted (4.2 D).
    Firers that may not fire at the target (5.0 B front hexsides, 4.2.3 C entered from the rear, 4.2.3
    D in the works) are ``barred`` with a note."""
    m = tm.hexmap
    if not firers:
        raise InputError(msg("pick at least one firing unit"), "combat: firing units")
    sides = {u.side for u in firers}
    if len(sides) != 1:
        raise InputError(msg("the firing units must be of one side"), "combat: firing units")
    hexes = sorted({u.hex for u in firers})
    if len(hexes) != 1:
        raise InputError(msg("the firing units stand in {0}: one unit or one stack fires in an action (4.2 play note, 4.2.1 E)", ', '.join(hexes)), "combat: firing units")
    side = sides.pop()
    if any(u.dummy for u in firers):
        raise InputError(msg("a dummy has no unit under its force marker: it cannot fire (7.3)"), "combat: firing units")
    target_units = tuple(u for u in in_hex(units, m, target) if u.side != side and not u.dummy)
    notes: list[str] = []
    if not target_units:
        notes.append(f"no enemy unit in {m.label(target)}: nothing to hit")
    groups = _groups_of(target, target_units, tm)
    if len(groups) > 1 or (tm.fortified(target) and target_units and not groups[0][2]):
        notes.append(IN_WORKS_DRM_NOTE)
    per_group: list[list[Shot]] = [[] for _ in groups]
    kept, blocked, barred = [], [], []
    for u in firers:
        fh = m.parse(u.hex)
        d = distance(fh, target)
        relation = "same_hex" if d == 0 else "adjacent" if d == 1 else "distant"
        fortified_firer = _in_works(u, tm, fh)
        if d >= 1 and not bombardment:
            why = _arc_problem(u, fh, target, tm, fortified_firer, bunker_any_direction)
            if why:
                notes.append(f"{u.label}: {why}")
                barred.append(u)
                continue
        if d == 0 and fortified_firer:
            notes.append(f"{u.label}: in the works, it may not fire in same-hex combat (4.2.3 D)")
            barred.append(u)
            continue
        if d == 0 and u.entered_by is None:
            rear = [t for t in target_units if t.entered_by is not None
                    and aspect_of_hexside(fh, front_hex(m, u), _entered_side(m, t)) == "rear"]
            if rear:
                notes.append(f"{u.label}: {', '.join(t.label for t in rear)} came in by its rear; it may not "
                             "fire at them until it turns to face them (4.2.3 C)")
                barred.append(u)
                continue
        if d >= 2 and not bombardment:
            sl = tm.sight(fh, target)
            settled = (sight_rulings or {}).get(sight_key(m.label(fh), m.label(target)))
            if settled is not None:
                notes.append(f"{u.label}: sight line {'clear' if settled == 'clear' else 'blocked'} as the "
                             "referee's dispute roll settled it (4.2.1 D)")
            if (not sl.clear) if settled is None else settled != "clear":
                why = sl.describe(m) if settled is None else "sight line blocked (4.2.1 D roll)"
                notes.append(f"{u.label}: {why} — fire wasted (4.2 D, 4.2.1, T3)")
                blocked.append(u)
                continue
        stack = tuple(FiringUnit(s.id, s.side, s.kind, s.firepower)
                      for s in in_hex(units, m, fh) if s.side == u.side and not s.dummy)
        for i, (_name, g_units, works) in enumerate(groups):
            top = g_units[0] if g_units else None
            per_group[i].append(Shot(
                FiringUnit(u.id, u.side, "bombardment" if bombardment else u.kind, u.firepower), relation, stack,
                works, tm.terrain_drm(target) if works or not tm.fortified(target) else 0,
                tm.terrain_of(target), tm.hexside_drms(target, fh) if d >= 1 and not bombardment else (),
                _aspects(m, target, top, u, bombardment), bombardment, fortified_firer))
        kept.append(u)
    same_hex = [s for s in per_group[0] if s.relation == "same_hex"]
    if target_units and same_hex:
        if any(s.aspects for s in same_hex):
            notes.append("same hex: the aspect is that of the hexside the firer came in by (4.2.3 B)")
        else:
            notes.append("same hex: no hexside entered by is on record for the firers: no flank/rear DRM (4.2.3 B)")
    top = target_units[0] if target_units else None
    facing_of = f"{top.label} facing {facing_name(m, top.facing)}" if top is not None else ""
    tgroups = tuple(TargetGroup(name, g_units, tuple(per_group[i])) for i, (name, g_units, _w) in enumerate(groups))
    return MapFire(tgroups[0].shots, tuple(kept), target_units, tuple(notes), facing_of, tgroups,
                   tuple(blocked), tuple(barred))


def bombardment_fire(target: Hex, units: Sequence[Unit], tm: TerrainMap) -> MapFire:
    """One block of 10 BPs at ``target`` (4.2.2 A-B): one die at strength 10, with the target hex's
    DRMs for each target group (6.1 C-D), no facing DRMs (4.2.2 E)."""
    from .actions import BOMBARDMENT_UNIT
    m = tm.hexmap
    target_units = tuple(u for u in in_hex(units, m, target) if u.side == "japanese" and not u.dummy)
    notes = [] if target_units else [f"no Japanese unit in {m.label(target)}: nothing to hit"]
    groups = _groups_of(target, target_units, tm)
    if len(groups) > 1 or (tm.fortified(target) and target_units and not groups[0][2]):
        notes.append(IN_WORKS_DRM_NOTE)
    tgroups = tuple(TargetGroup(name, g_units, (Shot(
        BOMBARDMENT_UNIT, "distant", (), works, tm.terrain_drm(target) if works or not tm.fortified(target) else 0,
        tm.terrain_of(target), (), (), True),)) for name, g_units, works in groups)
    return MapFire(tgroups[0].shots, (), target_units, tuple(notes), "", tgroups)


@dataclass(frozen=True)
class Losses:
    units: tuple[Unit, ...]              # every unit after the hits (eliminated ones left out)
    lost: dict[str, int]                 # unit id -> steps lost
    eliminated: tuple[str, ...]
    us_steps_counted: int                # US step losses that count for 8.7 (amtracs excluded)


def apply_hits_to_hex(units: Sequence[Unit], targets: Sequence[Unit], hits: int) -> Losses:
    """Each hit costs every target unit one step (4.2.1 G); a unit with no step left is removed."""
    if hits < 0:
        raise InputError(msg("hits cannot be negative"), "apply hits")
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
