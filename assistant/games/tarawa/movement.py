"""Tarawa movement along a path (4.1 A-B, 5.0 D-E, 6.1 A, E). Qt-free.

* 4.1 A: one unit or stack moves, at the rate of its slowest unit, starting and ending together.
* 4.1 B: each step enters an adjacent hex (no skipping) and pays the cost of the hex entered; the TEC
  is not in the source, so the costs are the referee's entries (T4). A cost not entered leaves the
  MP count incomplete: the move is allowed and the answer says which cost is missing.
* 5.0 D: a unit moves only through its middle front hexside; turning is free on the way, before the
  first step too (ruling T15), and as it
  leaves a pillbox, 6.1 E) but costs +1 MP in the last hex. So a stack ends facing the way it last
  moved, or pays +1 MP to face elsewhere.
* 6.1 A: a unit that ends in a pillbox whose arc is entered takes the pillbox's facing.
* 4.1 E: an enemy-occupied hex may be entered only as the one step of a move from next to it.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

from assistant.core.errors import InputError
from assistant.core.hexes import DIRECTIONS, distance

from . import rules
from .terrain import TERRAIN_TYPES, TerrainMap
from .units import Unit, facing_name
from assistant.core.messages import msg


@dataclass(frozen=True)
class MovePlan:
    path: tuple[str, ...]             # the hexes entered, in order (the last is the destination)
    mp: int | None                    # MPs the move costs; None when a cost is not entered
    ma: int | None                    # the stack's MA: its slowest unit's (4.1 A); None if not entered
    facing: int                       # the facing the stack ends with
    lines: tuple[str, ...]            # the count in words, each part with its rule


def check_costs(costs: dict) -> dict[str, int | None]:
    out: dict[str, int | None] = {}
    for t, v in costs.items():
        if t not in TERRAIN_TYPES:
            raise InputError(msg("unknown terrain {0!r}", t), "TEC movement costs")
        out[t] = None if v is None else int(v)
    return out


def plan_move(stack: Sequence[Unit], path: Sequence[str], tm: TerrainMap, costs: dict[str, int | None],
              enemy_hexes: set[str], face_to: int | None = None) -> MovePlan:
    """Check and count a stack's move along ``path`` (labels of the hexes entered, in order)."""
    m = tm.hexmap
    if not stack:
        raise InputError(msg("pick at least one unit"), "move")
    start = stack[0].hex
    if not path:
        raise InputError(msg("give the hexes the stack enters, in order (4.1 B)"), "move: path")
    hexes = [m.parse(start)]
    labels = []
    for p in path:
        h = m.parse(p.strip()) if isinstance(p, str) else p
        if not m.contains(h):
            raise InputError(msg("{0} is off the map", m.label(h)), "move: path")
        if distance(hexes[-1], h) != 1:
            raise InputError(msg("{0} is not next to {1}: a unit never skips a hex (4.1 B)", m.label(h), m.label(hexes[-1])),
                             "move: path")
        hexes.append(h)
        labels.append(m.label(h))
    if len(set(labels)) != len(labels) or start in labels:
        raise InputError(msg("the path enters a hex twice; give each hex once"), "move: path")
    for i, label in enumerate(labels):
        if label in enemy_hexes and (i > 0 or len(labels) > 1):       # the one and only step, never through
            raise InputError(msg("{0} holds enemy units: it may be entered only as the one step of a move that starts next to it (4.1 "
                                 "E)", label), "move: path")
    lines: list[str] = []
    first = DIRECTIONS.index(hexes[1] - hexes[0])
    if stack and all(u.facing != first for u in stack):
        lines.append(f"turns to face {facing_name(m, first)} before its first step: free (5.0 D, T15)")
    mp: int | None = 0
    missing: list[str] = []
    for prev, label, h in zip(hexes, labels, hexes[1:]):
        side = tm.hexside_at(prev, h)
        if side is not None:           # 4.1 B: the hexside crossed is paid for too (a traced feature)
            if side.get("mp") is None:
                missing.append("hexside feature")
                mp = None
                lines.append(f"into {label} across a hexside feature: cost not entered")
            else:
                if mp is not None:
                    mp += int(side["mp"])
                lines.append(f"into {label} across a hexside feature {int(side['mp'])} MP (4.1 B)")
        t = tm.terrain_of(h)
        c = costs.get(t)
        if c is None:
            missing.append(t)
            mp = None
            lines.append(f"{label} {t.replace('_', ' ')}: cost not entered")
            continue
        if c < 0:
            raise InputError(msg("{0} is {1}, which the TEC entries close to movement (T4)", label, t.replace('_', ' ')),
                             "move: path")
        if mp is not None:
            mp += c
        lines.append(f"{label} {t.replace('_', ' ')} {c} MP")
    last_dir = DIRECTIONS.index(hexes[-1] - hexes[-2])
    facing = last_dir
    end_hex = hexes[-1]
    arc = tm.arc_of(end_hex)
    if arc is not None and any(u.side == "japanese" for u in stack):
        facing = arc
        lines.append(f"in the pillbox it takes the marked arc, facing {facing_name(m, arc)} (6.1 A)")
    elif face_to is not None and face_to % 6 != last_dir:
        facing = face_to % 6
        lines.append(f"turns to face {facing_name(m, facing)} in the last hex: +{rules.TURN_IN_LAST_HEX_MP} MP (5.0 D)")
        if mp is not None:
            mp += rules.TURN_IN_LAST_HEX_MP
    mas = [u.ma for u in stack]
    ma = None if any(v is None for v in mas) else min(mas)     # type: ignore[type-var]
    if ma is not None and len(stack) > 1:
        slow = min(stack, key=lambda u: u.ma)                  # type: ignore[arg-type,return-value]
        lines.append(f"the stack moves at its slowest unit, {slow.label} (MA {ma}, 4.1 A)")
    if mp is not None and ma is not None and mp > ma:
        raise InputError(msg("the move costs {0} MPs; the stack's MA is {1} (4.1 A-B)", mp, ma), "move: path")
    if missing:
        lines.append(f"no TEC movement cost entered for {', '.join(sorted(set(missing)))} (T4): MPs not counted")
    elif ma is None:
        lines.append(f"{mp} MPs; no MA entered for {', '.join(u.label for u in stack if u.ma is None)}: "
                     "not checked against it (4.1 A)")
    else:
        lines.append(f"{mp} of {ma} MPs (4.1 B)")
    return MovePlan(tuple(labels), mp, ma, facing, tuple(lines))
