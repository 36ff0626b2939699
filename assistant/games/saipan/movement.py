"""Saipan ground movement along a path (10.2 A-B, 11.0 A-E, 10.1). Qt-free.

The TEC is not in the source (T4): the referee enters the MP each hex entered costs. Without entries
each hex entered counts 1 MP, the least a hex costs off a road (our reading, issue 22.7): a move longer
than the MA is refused, naming the TEC entries that would make a road move legal, and the answer says
the terrain was not costed.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Sequence

from assistant.core.errors import InputError

from .mapdata import hex_label, is_invasion_hex
from .stacking import adjacent, check_stacking, enemy_hexes, enemy_zoc
from .units import Unit
from assistant.core.messages import msg


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
        raise InputError(msg("give the hexes entered, in order"), where)
    starts = {hex_label(u.hex) for u in movers if u.hex}
    if len(starts) != 1 or any(not u.hex for u in movers):
        raise InputError(msg("a stack moves together from one hex (11.0 D); move the others on their own"), where)
    side = {u.side for u in movers}
    if len(side) != 1:
        raise InputError(msg("units of both sides cannot move as one stack"), where)
    side = side.pop()
    start = starts.pop()
    if costs is not None and len(costs) != len(path):
        raise InputError(msg("{0} hexes entered need {1} MP entries (TEC, T4)", len(path), len(path)), where)
    enemies, ezoc = enemy_hexes(units, side), enemy_zoc(units, side)
    for u in movers:
        if u.mp_day == day and u.start_hex and hex_label(u.hex) != hex_label(u.start_hex) and start in ezoc:
            raise InputError(msg("{0} entered an enemy ZOC in {1} this turn: its move has ended (10.2 A)", u.label, start),
                             where)
    notes = []
    prev = start
    for i, h in enumerate(path):
        if not adjacent(prev, h):
            raise InputError(msg("{0} is not next to {1}: a unit never skips a hex (11.0 B)", h, prev), where)
        if h in enemies:
            raise InputError(msg("{0} holds enemy units (dummies count): no unit enters it by movement (11.0 E)", h), where)
        if side != "us" and is_invasion_hex(h):
            raise InputError(msg("{0} is an invasion hex: only US units move there (9.3)", h), where)
        if prev in ezoc and h in ezoc:
            began_there = i == 0 and all(hex_label(u.start_hex or u.hex) == prev if u.mp_day == day else True
                                         for u in movers)
            if not began_there:
                raise InputError(msg("{0} to {1} is enemy ZOC to enemy ZOC: only from the hex the unit began its turn in (10.2 B)", prev, h), where)
        if h in ezoc and i < len(path) - 1:
            raise InputError(msg("{0} is in an enemy ZOC: the move ends there (10.2 A)", h), where)
        prev = h
    total = sum(costs) if costs is not None else None
    counted = total if total is not None else len(path)      # no TEC entries: 1 MP a hex (our reading)
    moved = []
    for u in movers:
        spent_before = u.mp_spent if u.mp_day == day else 0
        first_move = spent_before == 0
        spent = spent_before + counted
        if spent > u.movement and not (first_move and len(path) == 1 and u.movement > 0):
            tec = "" if total is not None else (", counting 1 MP a hex: enter the TEC cost of each hex (T4) if a "
                                                "road makes it cheaper")
            raise InputError(msg("{0} would spend {1} MP of its {2} (its MA{3}; 11.0 A-B, D)", u.label, spent, u.movement, tec), where)
        if spent > u.movement:
            notes.append(f"{u.label}: one hex whatever its cost (11.0 C)")
        moved.append(replace(u, hex=path[-1], mp_day=day, mp_spent=spent,
                             start_hex=(u.start_hex if u.mp_day == day and u.start_hex else hex_label(u.hex))))
    after = [next((m for m in moved if m.id == u.id), u) for u in units]
    check_stacking(after, path[-1], where)
    if total is None:
        notes.append(f"{len(path)} MP counted, 1 a hex: terrain not costed (enter the TEC costs, T4)")
    if path[-1] in ezoc:
        notes.append(f"{path[-1]} is in an enemy ZOC: movement ends (10.2 A)")
    return MovePlan(tuple(moved), tuple(path), total, tuple(notes))


def shortest_path(units: Sequence[Unit], ids: Sequence[str], to_hex: str) -> list[str]:
    """The fewest hexes from the stack's hex to ``to_hex`` (the start left out) a move may take: never into
    an enemy hex (11.0 E), a Japanese unit never into an invasion hex (9.3), no step on out of an enemy ZOC
    but from the start (10.2 A). ``plan_move`` then checks the path as any typed one (MA, 10.2 B)."""
    from collections import deque

    from .stacking import neighbours
    byid = {u.id: u for u in units}
    movers = [byid[i] for i in ids if i in byid]
    if not movers or any(not u.hex for u in movers):
        raise InputError(msg("pick units on the map"), "move")
    start, goal = hex_label(movers[0].hex), hex_label(to_hex)
    side = movers[0].side
    if start == goal:
        raise InputError(msg("already in {0}", goal), "move")
    enemies, ezoc = enemy_hexes(units, side), enemy_zoc(units, side)
    if goal in enemies:
        raise InputError(msg("{0} holds enemy units (dummies count): no unit enters it by movement (11.0 E)", goal), "move")
    if side != "us" and is_invasion_hex(goal):
        raise InputError(msg("{0} is an invasion hex: only US units move there (9.3)", goal), "move")
    came: dict[str, str | None] = {start: None}
    todo = deque([start])
    while todo:
        h = todo.popleft()
        if h == goal:
            break
        if h != start and h in ezoc:
            continue
        for n in neighbours(h):
            if n in came or n in enemies or (side != "us" and is_invasion_hex(n)):
                continue
            came[n] = h
            todo.append(n)
    if goal not in came:
        raise InputError(msg("no way from {0} to {1} round enemy hexes and zones of control (10.2, 11.0 E)", start, goal),
                         "move")
    path, h = [], goal
    while h != start:
        path.append(h)
        h = came[h]
    return path[::-1]
