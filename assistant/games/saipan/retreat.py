"""Saipan retreats (12.0 C, 10.2 C, 16.3 G, 15.1 B). Qt-free.

A retreat is two hexes. A stack that cannot go the full two stays where it is and loses one step (one
for the stack, not per unit). Each hex of the retreat in an enemy ZOC with no friendly unit in it costs
the stack one more step (friendly units cancel the ZOC for retreats); our reading: one extra step per
stack for the whole retreat, as 10.2 C counts it per stack. A US unit told to retreat goes back to a
transport instead (16.3 G). Our default: the retreat ends two hexes from where it began, never in an
enemy hex, an invasion hex for the Japanese, or over the stacking limit.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

from assistant.core.errors import InputError

from .mapdata import hex_label, is_invasion_hex
from .stacking import adjacent, check_stacking, enemy_hexes, enemy_zoc, friendly_hexes, hex_distance
from .units import Unit
from assistant.core.messages import msg

RETREAT_HEXES = 2


@dataclass(frozen=True)
class RetreatPlan:
    ids: tuple[str, ...]
    side: str
    path: tuple[str, ...]          # () when the stack stays
    to_transport: bool             # US: back aboard a transport (16.3 G)
    extra_steps: int               # steps the stack loses: 1 staying (12.0 C), 1 through an EZOC (10.2 C)
    reasons: tuple[str, ...]


def plan_retreat(units: Sequence[Unit], ids: Sequence[str], path: Sequence[str]) -> RetreatPlan:
    """Check a retreat of the units ``ids`` (one stack) along ``path``; an empty path: it cannot retreat."""
    where = "retreat"
    byid = {u.id: u for u in units}
    movers = [byid[i] for i in ids if i in byid]
    if not movers:
        raise InputError(msg("no unit left to retreat"), where)
    side = movers[0].side
    start = hex_label(movers[0].hex)
    if side == "us":
        return RetreatPlan(tuple(u.id for u in movers), side, (), True, 0,
                           ("US units ordered to retreat go back to a transport (16.3 G)",))
    path = [hex_label(p) for p in path]
    if not path:
        return RetreatPlan(tuple(u.id for u in movers), side, (), False, 1,
                           ("cannot retreat two hexes: stays and loses one step from the stack (12.0 C)",))
    if len(path) != RETREAT_HEXES:
        raise InputError(msg("a retreat is {0} hexes; one that cannot go two stays and loses a step (12.0 C): give no hexes", RETREAT_HEXES), where)
    ignore = {u.id for u in movers}
    enemies = enemy_hexes(units, side)
    ezoc = enemy_zoc(units, side)
    friends = friendly_hexes(units, side, besides=ignore)
    prev = start
    for h in path:
        if not adjacent(prev, h):
            raise InputError(msg("{0} is not next to {1} (11.0 B)", h, prev), where)
        if h in enemies:
            raise InputError(msg("{0} holds enemy units: no retreat into it", h), where)
        if is_invasion_hex(h):
            raise InputError(msg("{0} is an invasion hex: only US units may be there (9.3)", h), where)
        prev = h
    if hex_distance(start, path[-1]) != RETREAT_HEXES:
        raise InputError(msg("the retreat must end {0} hexes from {1} (12.0 C)", RETREAT_HEXES, start), where)
    moved = [u for u in units if u.id not in ignore] + [_at(u, path[-1]) for u in movers]
    check_stacking(moved, path[-1], where)
    through = [h for h in path if h in ezoc and h not in friends]
    extra = 1 if through else 0
    reasons = [f"retreats {start} → {' → '.join(path)} (12.0 C)"]
    if through:
        reasons.append(f"through the enemy ZOC in {', '.join(through)}: one more step from the stack (10.2 C)")
    elif any(h in ezoc for h in path):
        reasons.append("friendly units cancel the enemy ZOC on the way (10.2 C)")
    return RetreatPlan(tuple(u.id for u in movers), side, tuple(path), False, extra, tuple(reasons))


def _at(u: Unit, label: str) -> Unit:
    from dataclasses import replace

    return replace(u, hex=label)
