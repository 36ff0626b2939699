"""What each Luzon map hex holds for supply and combat: towns, Points of Interest, rail, secondary
roads, tracks, the hex's own terrain. Qt-free.

The map is not in the source: ``resources/maps/luzon.toml`` ``[terrain]`` ships only what the rulebook
names (Manila, the named towns, the air bases, Route 7's two ends); the referee paints the rest from
the board. A painted hex is a record (kind ``terrain``, key = the hex number, data = :class:`HexTerrain`
as a dict) that replaces the shipped entry for that hex: undoable, and exported / imported as JSON.

The hexes traced over the map image with its brush (``assistant.games.map_image``, records
``map_terrain``, one label a hex) are read in between (:func:`read_terrain`): shipped, then traced, then
painted. A traced label adds its field to the hex's shipped entry (``road``: a secondary road, ``rail``:
rail, ``town``: a village or city, ``point_of_interest``: a Point of Interest; ``other``: nothing); a
hex the referee painted keeps only what he painted.

A road or rail line is taken as joining two neighbouring hexes that both carry it (the map's own
hex-to-hex lines are not in the source: where two lines run side by side, the referee leaves one off).
"""

from __future__ import annotations

import json
import re
import tomllib
from dataclasses import asdict, dataclass, fields
from typing import Any, Mapping

from assistant.core.errors import InputError
from assistant.core.limits import loads_json
from assistant.core.hexes import HexMap
from assistant.games import map_image
from assistant.store import records
from assistant.core.messages import msg

TERRAIN = "terrain"
TOWNS = ("", "town", "village", "city", "major_city", "poi")      # "town": a village or a city, not said which
TOWN_TEXT = {"": "none", "town": "village or city", "village": "village", "city": "city",
             "major_city": "major city", "poi": "Point of Interest"}
_TERRAIN_NAME = re.compile(r"^[a-z][a-z _-]{0,23}$")
FLAGS = ("rail", "secondary_road", "track", "route_7", "detrainable", "air_base")


@dataclass(frozen=True)
class HexTerrain:
    """One hex. ``terrain``: the hex's own TEC terrain as the map prints it ("open", "close", "hills",
    ...; "" = not entered). ``route_7``: on Route 7 (12.21 to 8.19; a track with Allied option 4).
    ``detrainable``: made detrainable by an engineer or HQ (1.6)."""

    town: str = ""
    terrain: str = ""
    rail: bool = False
    secondary_road: bool = False
    track: bool = False
    route_7: bool = False
    detrainable: bool = False
    air_base: bool = False

    def __post_init__(self) -> None:
        if self.town not in TOWNS:
            raise InputError(msg("town must be one of {0}, got {1!r}", ', '.join(t or '(none)' for t in TOWNS), self.town),
                             "hex terrain: town")
        if self.terrain and not _TERRAIN_NAME.match(self.terrain):
            raise InputError(msg("terrain is a TEC name in lower-case letters (open, close, hills ...), got {0!r}", self.terrain), "hex terrain: terrain")
        for f in FLAGS:
            if not isinstance(getattr(self, f), bool):
                raise InputError(msg("{0} is true or false, got {1!r}", f, getattr(self, f)), f"hex terrain: {f}")

    @property
    def is_detrainable(self) -> bool:
        """2.1b / 3.1a: villages, cities and Points of Interest (and a hex an engineer made so). Ruling L9: a
        town is a hex the map marks as a village or a city; Points of Interest count too for the traces."""
        return bool(self.town) or self.detrainable

    def to_dict(self) -> dict[str, Any]:
        return {k: v for k, v in asdict(self).items() if v}

    @classmethod
    def from_dict(cls, data: Mapping[str, Any], where: str = "hex terrain") -> "HexTerrain":
        if not isinstance(data, Mapping):
            raise InputError(msg("each hex is a table of fields"), where)
        known = {f.name for f in fields(cls)}
        unknown = sorted(set(data) - known)
        if unknown:
            raise InputError(msg("unknown fields {0} (known: {1})", unknown, ', '.join(sorted(known))), where)
        try:
            return cls(**dict(data))
        except InputError as err:
            raise InputError(err.message, f"{where}: {err.where}") from None
        except TypeError as err:
            raise InputError(str(err), where) from None

    def words(self) -> str:
        bits = [TOWN_TEXT[self.town]] if self.town else []
        bits += [f.replace("_", " ") for f in FLAGS if getattr(self, f)]
        return (self.terrain or "terrain not entered") + (" — " + ", ".join(bits) if bits else "")


def shipped_terrain(m: HexMap) -> dict[str, HexTerrain]:
    """``[terrain]`` of ``resources/maps/luzon.toml``: what the rulebook names."""
    from assistant.paths import resource

    data = tomllib.loads(resource("maps", "luzon.toml").read_text(encoding="utf-8"))
    return parse_terrain(m, data.get("terrain", {}), "resources/maps/luzon.toml [terrain]")


# what a label of the map-image brush (map_image.TERRAIN_LABELS["luzon"]) adds to a hex
TRACED_FIELDS: dict[str, dict[str, Any]] = {
    "road": {"secondary_road": True},
    "rail": {"rail": True},
    "town": {"town": "town"},
    "point_of_interest": {"town": "poi"},
    "other": {},
}


def traced_labels(store: Any, game_id: int, m: HexMap) -> dict[str, str]:
    """Hex label -> the brush label traced on it (hexes off the map and unknown labels left out)."""
    out = {}
    for key, d in records.all_of(store, game_id, map_image.TERRAIN).items():
        label = d.get("terrain")
        try:
            h = m.parse(key)
        except InputError:
            continue
        if label in TRACED_FIELDS and m.contains(h):
            out[m.label(h)] = label
    return out


def with_traced(base: Mapping[str, HexTerrain], traced: Mapping[str, str]) -> dict[str, HexTerrain]:
    """``base`` with each traced label's field added to its hex (a town already named more exactly,
    village, city, major city or Point of Interest, is kept)."""
    out = dict(base)
    for key, label in traced.items():
        add = dict(TRACED_FIELDS[label])
        old = out.get(key, HexTerrain())
        if "town" in add and old.town:
            del add["town"]
        if add:
            out[key] = HexTerrain.from_dict({**old.to_dict(), **add}, f"traced terrain: hex {key}")
    return out


def read_terrain(store: Any, game_id: int, m: HexMap) -> dict[str, HexTerrain]:
    """Every hex with an entry, as supply and combat read it: the shipped entries, with the traced
    labels added, each replaced by the hex's painted record (kind ``terrain``) where there is one."""
    out = with_traced(shipped_terrain(m), traced_labels(store, game_id, m))
    for key, d in records.all_of(store, game_id, TERRAIN).items():
        out[key] = HexTerrain.from_dict(d, f"terrain record {key}")
    return out


def parse_terrain(m: HexMap, data: Mapping[str, Any], where: str) -> dict[str, HexTerrain]:
    """``{hex number: fields}`` -> terrain by canonical hex label; every hex checked against the map."""
    if not isinstance(data, Mapping):
        raise InputError(msg("the terrain is a table of hex number -> fields"), where)
    out = {}
    for label, d in data.items():
        out[check_hex(m, str(label), where)] = HexTerrain.from_dict(d, f"{where}: hex {label}")
    return out


def check_hex(m: HexMap, label: str, where: str) -> str:
    """The canonical label of a map hex, or a clear message (``99.99``, ``abc``, off the map)."""
    text = (label or "").strip()
    try:
        h = m.parse(text)
    except InputError as err:
        raise InputError(err.message, f"{where}: hex {label!r}") from None
    if not m.contains(h):
        raise InputError(msg("not on the Luzon map"), f"{where}: hex {label!r}")
    return m.label(h)


def export_json(terrain: Mapping[str, HexTerrain]) -> str:
    return json.dumps({k: v.to_dict() for k, v in sorted(terrain.items())}, indent=1, sort_keys=True)


def import_json(m: HexMap, text: str | bytes) -> dict[str, HexTerrain]:
    """A terrain file's entries: its bytes or text read with the size, nesting and number limits of
    every file the app reads (``core.limits``), then checked hex by hex."""
    return parse_terrain(m, loads_json(text, "terrain import"), "terrain import")
