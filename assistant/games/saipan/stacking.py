"""Saipan stacks on the map (10.1, 10.2, 11.0): hexes, adjacency, stacking points and enemy zones of
control. Qt-free.

Our default where the rules are silent: every ground unit but a dummy exerts a ZOC into the six hexes
around it (10.2 names no exceptions; a dummy has no strength, 15.3).
"""

from __future__ import annotations

from typing import Iterable, Sequence

from assistant.core.errors import InputError
from assistant.core.hexes import Hex, distance

from . import rules
from .mapdata import hex_label, is_invasion_hex, saipan_map
from .units import Unit
from assistant.core.messages import msg


def hex_of(label: str) -> Hex:
    return saipan_map().parse(hex_label(label))


def hex_distance(a: str, b: str) -> int:
    return distance(hex_of(a), hex_of(b))


def adjacent(a: str, b: str) -> bool:
    return hex_distance(a, b) == 1


def neighbours(label: str) -> list[str]:
    m = saipan_map()
    return [m.label(h) for h in hex_of(label).neighbors() if m.contains(h)]


def stack(units: Sequence[Unit], label: str) -> list[Unit]:
    h = hex_label(label)
    return [u for u in units if u.hex and hex_label(u.hex) == h]


def stack_sp(units: Iterable[Unit]) -> int:
    return sum(u.sp for u in units)


def stacking_limit(label: str) -> tuple[int, str]:
    """(limit, rule): 6 SP a hex (10.1 A), one ground unit in an invasion hex (10.1 B: a unit count)."""
    if is_invasion_hex(label):
        return rules.INVASION_HEX_UNITS, "10.1 B: one ground unit in an invasion hex"
    return rules.STACKING_LIMIT_SP, "10.1 A: 6 SP a hex"


def check_stacking(units_after: Sequence[Unit], label: str, what: str, limit_sp: int | None = None) -> None:
    """Refuse a hex over its stacking limit (dummies count as units, not SP)."""
    here = [u for u in stack(units_after, label) if not u.dummy]
    if is_invasion_hex(label):
        if len(here) > rules.INVASION_HEX_UNITS:
            raise InputError(msg("{0} ground units in invasion hex {1}: only {2} may be there (10.1 B)", len(here), hex_label(label), rules.INVASION_HEX_UNITS), what)
        return
    for side in {u.side for u in here}:
        sp = stack_sp(u for u in here if u.side == side)
        cap = limit_sp if limit_sp is not None else rules.STACKING_LIMIT_SP
        if sp > cap:
            raise InputError(msg("{0} SP of {1} units in {2}: the limit is {3} SP (10.1 A)", sp, side, hex_label(label), cap), what)


def enemy_zoc(units: Sequence[Unit], side: str) -> set[str]:
    """The hexes in the ZOC of ``side``'s enemies (the six around each enemy unit but a dummy)."""
    out: set[str] = set()
    for u in units:
        if u.side != side and u.hex and not u.dummy:
            out.update(neighbours(u.hex))
    return out


def enemy_hexes(units: Sequence[Unit], side: str) -> set[str]:
    """Hexes holding any enemy unit, dummies included (11.0 E)."""
    return {hex_label(u.hex) for u in units if u.side != side and u.hex}


def friendly_hexes(units: Sequence[Unit], side: str, besides: Iterable[str] = ()) -> set[str]:
    skip = set(besides)
    return {hex_label(u.hex) for u in units if u.side == side and u.hex and u.id not in skip}
