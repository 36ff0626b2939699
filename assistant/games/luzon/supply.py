"""Trace supply in Luzon (1.8-1.10, 2.1a-b, 3.1a), over the hexes' terrain entries (``terrain.read_terrain``:
shipped, traced over the map image, painted). Qt-free.

A unit is in trace supply when, within the overland reach the referee enters (the OCS series trace
length, 12.6, is not in the source: ruling L2), it reaches its side's supply source in force this turn,
or a detrainable hex (village, city, Point of Interest, or one an engineer made) joined to that source
by its side's supply line:

* Japanese (2.1b): secondary roads, as if rail; never tracks; rail gives them nothing but its movement
  cost. Turn 1 (2.1a): every Japanese unit is in trace supply.
* Allies (3.1a): rail only, never secondary roads.

No trace passes a hex an enemy unit holds; no Allied trace passes a hex Allied units may not enter
(1.11). The multi-unit formation limit (OCS 12.6f) binds only the Allies (1.10): the tool names it
for the referee, who checks it (the series rule is not in the source). A unit that cannot trace is Out
of Supply and rolls for attrition (1.9, OCS 12.8; the attrition table is the referee's entry).
"""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass
from typing import Iterable, Mapping

from assistant.core.hexes import Hex, HexMap
from assistant.games.luzon.terrain import HexTerrain

EMPTY = HexTerrain()


@dataclass(frozen=True)
class Trace:
    unit_id: str
    side: str
    ok: bool
    path: tuple[str, ...] = ()       # unit hex ... source, by hex numbers (empty when none or automatic)
    source: str = ""
    via: str = ""                    # the detrainable hex where the overland leg meets the line
    reasons: tuple[str, ...] = ()

    @property
    def words(self) -> str:
        return "; ".join(self.reasons)


def line_hexes(terrain: Mapping[str, HexTerrain], side: str, route_7_is_track: bool = False) -> set[str]:
    """The hexes of ``side``'s supply line: secondary roads for the Japanese (2.1b; Route 7 not, with
    Allied option 4), rail for the Allies (3.1a)."""
    if side == "japanese":
        return {k for k, t in terrain.items() if t.secondary_road and not (route_7_is_track and t.route_7)}
    return {k for k, t in terrain.items() if t.rail}


def _neighbours(m: HexMap, label: str) -> Iterable[str]:
    for n in m.parse(label).neighbors():
        if m.contains(n):
            yield m.label(n)


def _back(parent: Mapping[str, str | None], end: str) -> list[str]:
    out = [end]
    while parent[out[-1]] is not None:
        out.append(parent[out[-1]])  # type: ignore[arg-type]
    return out


def trace_unit(m: HexMap, terrain: Mapping[str, HexTerrain], unit_id: str, side: str, at: str,
               sources: Iterable[str], reach: int, blocked: set[str], route_7_is_track: bool = False) -> Trace:
    """The shortest overland leg (at most ``reach`` hexes, never through ``blocked``) from ``at`` to a
    source, or to a detrainable hex joined to a source along ``side``'s supply line."""
    sources = [s for s in sources if s not in blocked]
    if not sources:
        return Trace(unit_id, side, False, reasons=("no supply source open to this side this turn",))
    line = line_hexes(terrain, side, route_7_is_track)
    # the supply line outward from every source: parent pointers lead back to the source
    parent: dict[str, str | None] = {s: None for s in sources}
    todo = deque(sources)
    while todo:
        h = todo.popleft()
        for n in _neighbours(m, h):
            if n in line and n not in parent and n not in blocked:
                parent[n] = h
                todo.append(n)
    targets = {h for h in parent if h in sources or terrain.get(h, EMPTY).is_detrainable}
    # the overland leg, breadth first from the unit
    over: dict[str, str | None] = {at: None}
    dist = {at: 0}
    todo = deque([at])
    found = at if at in targets else None
    while todo and found is None:
        h = todo.popleft()
        if dist[h] >= reach:
            continue
        for n in _neighbours(m, h):
            if n in over or n in blocked:
                continue
            over[n], dist[n] = h, dist[h] + 1
            if n in targets:
                found = n
                break
            todo.append(n)
    if found is None:
        return Trace(unit_id, side, False, reasons=(
            f"no supply source, and no detrainable hex on a {'secondary road' if side == 'japanese' else 'rail line'}"
            f" joined to one, within {reach} hexes clear of enemy units",))
    leg = list(reversed(_back(over, found)))
    onward = _back(parent, found)
    source = onward[-1]
    path = tuple(leg + onward[1:])
    kind = "secondary road" if side == "japanese" else "rail"
    words = [f"{_hexes(len(leg) - 1)} overland to {found}"]
    if found != source:
        words.append(f"then {_hexes(len(onward) - 1)} by {kind} to the source {source}")
    else:
        words.append(f"{source} is a supply source")
    return Trace(unit_id, side, True, path, source, found, tuple(words))


def enemy_held(m: HexMap, positions: Iterable[tuple[str, str]], side: str) -> set[str]:
    """Hexes holding a unit of the other side (``positions``: (hex, side) of on-map units)."""
    return {m.label(m.parse(h)) for h, s in positions if s != side}


def as_hexes(m: HexMap, path: Iterable[str]) -> list[Hex]:
    return [m.parse(h) for h in path]


def _hexes(n: int) -> str:
    return f"{n} hex" if n == 1 else f"{n} hexes"
