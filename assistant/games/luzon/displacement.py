"""Ruling L7 (Allied option 2): Allied units in a Turn Two Group hex (7.39 Agoo, 31.08 Atimonan) when the
group is placed on turn 2 are displaced to the next empty road hex in the direction of Manila. Qt-free.

A road hex is one the terrain entries give a secondary road, a track or Route 7 (rail is not a road). The
walk goes from the group's hex along road hexes, each step nearer Manila (17.16) than the last, to the first
hex that holds no unit. When the painted map gives no such hex the referee names it (checked: empty, on the
map, nearer Manila, open to the Allies).
"""

from __future__ import annotations

from typing import Collection, Mapping

from assistant.core.errors import InputError
from assistant.core.hexes import HexMap, distance
from assistant.games.luzon import rules
from assistant.games.luzon.terrain import HexTerrain
from assistant.core.messages import msg


def road_hexes(terrain: Mapping[str, HexTerrain]) -> set[str]:
    return {k for k, t in terrain.items() if t.secondary_road or t.track or t.route_7}


def displacement_hex(m: HexMap, terrain: Mapping[str, HexTerrain], occupied: Collection[str], start: str,
                     goal: str = rules.MANILA) -> str | None:
    """The next empty road hex from ``start`` toward ``goal`` (L7), or None when the map gives none."""
    roads = road_hexes(terrain)
    g = m.parse(goal)
    here, seen = m.parse(start), {start}
    while True:
        near = distance(here, g)
        steps = sorted((n for n in here.neighbors() if m.contains(n) and m.label(n) in roads
                        and m.label(n) not in seen and distance(n, g) < near),
                       key=lambda n: (distance(n, g), m.to_offset(n)))
        if not steps:
            return None
        here = steps[0]
        label = m.label(here)
        seen.add(label)
        if label not in occupied:
            return label


def check_referee_hex(m: HexMap, occupied: Collection[str], closed: Collection[str], start: str, given: str,
                      goal: str = rules.MANILA) -> str:
    """The hex the referee names for the displaced units, checked (L7); its label."""
    where = f"displacement from {start} (L7): hex {given!r}"
    try:
        label = m.label(m.parse(given.strip()))
    except InputError as err:
        raise InputError(err.message, where) from None
    if label in occupied:
        raise InputError(msg("{0} holds units: the displaced units go to an empty hex (L7)", label), where)
    if label in closed:
        raise InputError(msg("{0} is closed to Allied units (1.11)", label), where)
    if distance(m.parse(label), m.parse(goal)) >= distance(m.parse(start), m.parse(goal)):
        raise InputError(msg("{0} is not nearer Manila ({1}) than {2}: displacement goes toward Manila (L7)", label, goal, start), where)
    return label
