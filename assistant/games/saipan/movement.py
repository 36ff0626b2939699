"""Saipan ground movement along a path (10.2 A-B, 11.0 A-E, 10.1). Qt-free.

The TEC is not in the source (T4): the referee enters the MP each hex entered costs; without entries
the MA is not checked and the answer says so.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Sequence

from assistant.core.errors import InputError

from .mapdata import hex_label, is_invasion_hex
from .stacking import adjacent, check_stacking, enemy_hexes, enemy_zoc
from .units import Unit


@dataclass(frozen=True)
class MovePlan:
    units: tuple[Unit, ...]          # the movers as they end (hex, MP spent, start hex)
    path: tuple[str, ...]
    cost_mp: int | None              # None: no TEC entries, the MA was not checked
    notes: tuple[str, ...]


def plan_move(units: Sequence[Unit], ids: Sequence[str], path: Sequence[str], day: int,
              costs: Sequence[int] | None = None) -> MovePlan:
    """Check a stack's move hex by hex; ``costs``: the MP of each hex entered (TEC entries)."""
    where = "move"
    byid = {u.id: u for u in units}
    movers = [byid[i] for i in ids if i in byid]
    if len(movers) != len(set(ids)) or not movers:
        missing = [i for i in ids if i not in byid]
        raise InputError(f"no unit {missing[0]!r}" if missing else "pick units first", where)
    path = [hex_label(p) for p in path]
    if not path:
        raise InputError("give the hexes entered, in order", where)
    starts = {hex_label(u.hex) for u in movers if u.hex}
    if len(starts) != 1 or any(not u.hex for u in movers):
        raise InputError("a stack moves together from one hex (11.0 D); move the others on their own", where)
    side = {u.side for u in movers}
    if len(side) != 1:
        raise InputError("units of both sides cannot move as one stack", where)
    side = side.pop()
    start = starts.pop()
    if costs is not None and len(costs) != len(path):
        raise InputError(f"{len(path)} hexes entered need {len(path)} MP entries (TEC, T4)", where)
    enemies, ezoc = enemy_hexes(units, side), enemy_zoc(units, side)
    for u in movers:
        if u.mp_day == day and u.start_hex and hex_label(u.hex) != hex_label(u.start_hex) and start in ezoc:
            raise InputError(f"{u.label} entered an enemy ZOC in {start} this turn: its move has ended (10.2 A)",
                             where)
    notes = []
    prev = start
    for i, h in enumerate(path):
        if not adjacent(prev, h):
            raise InputError(f"{h} is not next to {prev}: a unit never skips a hex (11.0 B)", where)
        if h in enemies:
            raise InputError(f"{h} holds enemy units (dummies count): no unit enters it by movement (11.0 E)", where)
        if side != "us" and is_invasion_hex(h):
            raise InputError(f"{h} is an invasion hex: only US units move there (9.3)", where)
        if prev in ezoc and h in ezoc:
            began_there = i == 0 and all(hex_label(u.start_hex or u.hex) == prev if u.mp_day == day else True
                                         for u in movers)
            if not began_there:
                raise InputError(f"{prev} to {h} is enemy ZOC to enemy ZOC: only from the hex the unit began "
                                 "its turn in (10.2 B)", where)
        if h in ezoc and i < len(path) - 1:
            raise InputError(f"{h} is in an enemy ZOC: the move ends there (10.2 A)", where)
        prev = h
    total = sum(costs) if costs is not None else None
    moved = []
    for u in movers:
        spent_before = u.mp_spent if u.mp_day == day else 0
        first_move = spent_before == 0
        if total is not None:
            spent = spent_before + total
            if spent > u.movement and not (first_move and len(path) == 1 and u.movement > 0):
                raise InputError(f"{u.label} would spend {spent} MP of its {u.movement} (11.0 A-B, D)", where)
            if spent > u.movement:
                notes.append(f"{u.label}: one hex whatever its cost (11.0 C)")
        else:
            spent = spent_before
        moved.append(replace(u, hex=path[-1], mp_day=day, mp_spent=spent,
                             start_hex=(u.start_hex if u.mp_day == day and u.start_hex else hex_label(u.hex))))
    after = [next((m for m in moved if m.id == u.id), u) for u in units]
    check_stacking(after, path[-1], where)
    if total is None:
        notes.append("MA not checked: enter the TEC cost of each hex (T4)")
    if path[-1] in ezoc:
        notes.append(f"{path[-1]} is in an enemy ZOC: movement ends (10.2 A)")
    return MovePlan(tuple(moved), tuple(path), total, tuple(notes))
