"""Tarawa terrain as the referee marks it per hex (2.2, 4.2.1 B, 6.1, 8.1; the map and TEC are not
in the source, ruling T4).

Sight: every terrain type blocks except clear, anti-tank ditches, the airfield and rifle pits
(4.2.1 B). Open water is not a terrain feature the rule names: it is listed here as its own type and
does not block by default (an editable setting, flagged for the referee).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Iterable

from assistant.core.errors import InputError
from assistant.core.hex_sight import SightLine, sight_line
from assistant.core.hexes import Hex, HexMap

from . import rules
from assistant.core.messages import msg

TERRAIN_TYPES = ("clear", "anti_tank_ditch", "airfield", "rifle_pits", "palm_trees", "buildings",
                 "beach", "pier", "pillbox", "bunker", "command_bunker", "coastal_defence", "water",
                 "other")
NON_BLOCKING = frozenset({"clear", "anti_tank_ditch", "airfield", "rifle_pits"})   # 4.2.1 B
FORTIFICATIONS = frozenset({"pillbox", "bunker", "command_bunker", "coastal_defence"})  # 2.2.2.1, 6.1


@dataclass(frozen=True)
class TerrainType:
    name: str
    blocks_sight: bool
    drm: int = 0              # the TEC combat DRM, entered by the referee (T4)
    note: str = ""


def default_terrain_types() -> dict[str, TerrainType]:
    out = {}
    for t in TERRAIN_TYPES:
        if t == "water":
            out[t] = TerrainType(t, False, 0, "T11: open water does not block a sight line (toggle: it blocks)")
        else:
            out[t] = TerrainType(t, t not in NON_BLOCKING, 0, "4.2.1 B" if t != "other" else "")
    return out


@dataclass
class TerrainMap:
    """The referee's marks: terrain by hex label, the Red/Green landing beach hexes, and the
    blocking/DRM settings of each terrain type."""

    hexmap: HexMap
    terrain: dict[str, str] = field(default_factory=dict)
    landing_beaches: set[str] = field(default_factory=set)
    types: dict[str, TerrainType] = field(default_factory=default_terrain_types)
    # 2.2.2.2: the number printed on a bunker, pillbox or coastal-defence feature (entered; 1 if none)
    capacity: dict[str, int] = field(default_factory=dict)
    # 6.1 A: a pillbox's marked arc, as the DIRECTIONS index of its middle hexside (entered, T4)
    arcs: dict[str, int] = field(default_factory=dict)
    # hexside features traced over the map image (map_image.traced_hexsides): {the two hexes' labels:
    # {"feature", "drm", "mp"}}, their DRM (4.2.1 A) and MP cost (4.1 B) the referee's TEC entries (T4)
    hexsides: dict[frozenset, dict] = field(default_factory=dict)

    def with_water_blocking(self, blocks: bool) -> "TerrainMap":
        """This map with open water blocking sight or not (ruling T11; the default: it does not)."""
        w = self.types["water"]
        note = "T11 toggle: open water blocks, as 4.2.1 B reads" if blocks else w.note
        types = {**self.types, "water": TerrainType("water", blocks, w.drm, note)}
        return TerrainMap(self.hexmap, dict(self.terrain), set(self.landing_beaches), types, dict(self.capacity),
                          dict(self.arcs), dict(self.hexsides))

    def feature_capacity(self, h: Hex) -> int:
        """How many Japanese units the hex's bunker, pillbox or coastal defence takes (2.2.2.2): the printed
        number the referee entered, else one; 0 when the hex has no such feature."""
        if not self.fortified(h):
            return 0
        return self.capacity.get(self.hexmap.label(h), 1)

    def arc_of(self, h: Hex) -> int | None:
        """The pillbox's marked arc (the middle hexside, 6.1 A), if the referee entered it."""
        return self.arcs.get(self.hexmap.label(h)) if self.terrain_of(h) == "pillbox" else None

    def hexside_at(self, a: Hex, b: Hex) -> dict | None:
        """The traced hexside feature between neighbours ``a`` and ``b``, if any."""
        if not self.hexsides or not (self.hexmap.contains(a) and self.hexmap.contains(b)):
            return None          # no side with a hex off the map is traced (it has no number)
        return self.hexsides.get(frozenset((self.hexmap.label(a), self.hexmap.label(b))))

    def hexside_drms(self, target: Hex, source: Hex) -> tuple[int, ...]:
        """4.2.1 A (ruling T13): the entered DRMs of the hexside features on the side(s) of ``target`` by which
        the sight line from ``source`` enters it; the side meant is the target hex's own. Along a hex spine
        the line enters by two sides and the combat takes the larger DRM: a side with no traced feature (or
        no DRM entered) then counts as 0, so a lone -1 side does not win over the open side beside it (T13).
        () when no side crossed carries a DRM."""
        if not self.hexsides or source == target:
            return ()
        from assistant.core.hex_sight import entry_hexsides

        found: list[int | None] = []
        for n in entry_hexsides(target, source):
            side = self.hexside_at(target, n)
            found.append(int(side["drm"]) if side is not None and side.get("drm") is not None else None)
        if all(v is None for v in found):
            return ()
        return tuple(0 if v is None else v for v in found)

    def mark(self, label: str, terrain: str) -> None:
        self.hexmap.parse(label)
        if terrain not in self.types:
            raise InputError(msg("unknown terrain {0!r}", terrain), f"hex {label}")
        self.terrain[label] = terrain

    def terrain_of(self, h: Hex) -> str:
        return self.terrain.get(self.hexmap.label(h), "clear") if self.hexmap.contains(h) else "water"

    def blocks(self, h: Hex) -> bool:
        return self.types[self.terrain_of(h)].blocks_sight

    def sight(self, source: str | Hex, target: str | Hex) -> SightLine:
        """The sight line between two hexes (labels or hexes) on this terrain (4.2.1, T3)."""
        a = self.hexmap.parse(source) if isinstance(source, str) else source
        b = self.hexmap.parse(target) if isinstance(target, str) else target
        return sight_line(a, b, self.blocks)

    def fortified(self, h: Hex) -> bool:
        return self.terrain_of(h) in FORTIFICATIONS

    def terrain_drm(self, h: Hex) -> int:
        return self.types[self.terrain_of(h)].drm

    def mark_landing_beach(self, label: str) -> None:
        self.hexmap.parse(label)
        self.landing_beaches.add(label)

    def to_dict(self) -> dict[str, Any]:
        return {"map": self.hexmap.name, "terrain": dict(self.terrain),
                "landing_beaches": sorted(self.landing_beaches),
                "types": {k: {"blocks_sight": v.blocks_sight, "drm": v.drm, "note": v.note}
                          for k, v in self.types.items()}}

    @classmethod
    def from_dict(cls, data: dict[str, Any], hexmap: HexMap) -> "TerrainMap":
        types = default_terrain_types()
        for k, v in data.get("types", {}).items():
            types[k] = TerrainType(k, bool(v["blocks_sight"]), int(v.get("drm", 0)), v.get("note", ""))
        tm = cls(hexmap, {}, set(), types)
        for label, t in data.get("terrain", {}).items():
            tm.mark(label, t)
        for label in data.get("landing_beaches", []):
            tm.mark_landing_beach(label)
        return tm


def landing_columns() -> tuple[int, int]:
    """The column range of the Red and Green beaches, 0528 to 6123 (8.1 B)."""
    return int(rules.LANDING_FIRST_HEX[:2]), int(rules.LANDING_LAST_HEX[:2])


def check_landing_hexes(tm: TerrainMap, labels: Iterable[str], black_beaches: bool = False) -> None:
    """Each label must be a beach or pier hex the US may land on (8.1 B-C; 8.2 when optional)."""
    lo, hi = landing_columns()
    for label in labels:
        h = tm.hexmap.parse(label)
        t = tm.terrain_of(h)
        if black_beaches:                       # 8.2: any beach hex on the map
            if t not in ("beach", "pier"):
                raise InputError(msg("not a beach or pier hex (8.2)"), f"hex {label}")
            continue
        col = int(label[:2])
        if not lo <= col <= hi:
            raise InputError(msg("outside the landing hexes {0}-{1} (8.1 B)", rules.LANDING_FIRST_HEX, rules.LANDING_LAST_HEX),
                             f"hex {label}")
        if t != "pier" and label not in tm.landing_beaches:
            raise InputError(msg("not marked as a Red/Green landing beach hex or pier (8.1 B-C)"), f"hex {label}")
