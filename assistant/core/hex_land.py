"""The land of a numbered hex map, from the terrain a game knows per hex (issue 23.1: Fit shows the land and
the units, not the whole sea).

A game's terrain is a mapping of printed hex numbers to terrain names (Tarawa's marks, a traced map's
brush). Land is every marked hex whose terrain is not open water; a hex with no mark is not known to be
land. Qt-free: the hex boards ask for it, and it is tested without a display.
"""

from __future__ import annotations

from typing import Iterable, Mapping

from .errors import InputError
from .hexes import Hex, HexMap

SEA_TERRAIN = frozenset({"water", "sea", "ocean", "lagoon"})   # the names a game gives open water


def land_hexes(hexmap: HexMap, terrain: Mapping[str, str], sea: Iterable[str] = SEA_TERRAIN) -> set[Hex]:
    """The map's hexes whose terrain is marked and is not open water. A mark whose hex number does not
    read, or lies off the map, is no land to show (the records' own checks name it where it is read)."""
    water = frozenset(sea)
    out: set[Hex] = set()
    for label, kind in terrain.items():
        if kind in water:
            continue
        try:
            h = hexmap.parse(label)
        except InputError:   # an unreadable label is not land (see the docstring)
            continue
        if hexmap.contains(h):
            out.add(h)
    return out


def extent(hexes: Iterable[Hex], hexmap: HexMap) -> tuple[int, int, int, int] | None:
    """(first column, first row, last column, last row) of these hexes in the map's own offset numbers,
    or None for none: the box Fit land shows, in the numbers a referee reads on the map."""
    cols, rows = [], []
    for h in hexes:
        c, r = hexmap.to_offset(h)
        cols.append(c)
        rows.append(r)
    if not cols:
        return None
    return min(cols), min(rows), max(cols), max(rows)
