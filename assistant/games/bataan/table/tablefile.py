"""Save and load a whole table as JSON (format documented in resources/schemas/table.schema.json).

The loader checks every field itself (jsonschema is not a dependency) and names the JSON path of
anything wrong: ``demo.json: $.figures[12].side: must be one of american, japanese``.
Repairs of invalid terrain outlines are reported in `LoadedTable.notes`, never silently kept.
"""

from __future__ import annotations

import json
import math
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from assistant.core.errors import InputError
from assistant.core.leftovers import temp_name
from assistant.core.limits import loads_json, read_bounded
from assistant.core.userfiles import shown
from assistant.games.bataan.table.figures import Base, Figure, ROLES, SIDES, WEAPONS, WOUNDS
from assistant.games.bataan.table.model import Table
from assistant.games.bataan.table.terrain import KINDS, TerrainFeature
from assistant.games.bataan.rulings import Rulings
from assistant.core.messages import msg

FORMAT = "table-assistant.table"
COORD_LIMIT_IN = 10_000.0   # terrain points beyond this many inches from the corner are refused
SCHEMA_VERSION = 1

_TOP = {"format", "schema_version", "name", "game", "size_in", "cloth", "rulings", "terrain", "figures"}
_FEATURE = {"id", "kind", "name", "line", "width_in", "polygon", "point"}
_FIGURE = {"id", "side", "unit", "role", "weapon", "name", "x", "y", "base", "heading_deg", "wounds",
           "revealed", "entrenched"}


@dataclass
class LoadedTable:
    table: Table
    notes: list[str]          # repairs made while loading, each naming its feature


class _Checker:
    def __init__(self, source: str):
        self.source = source

    def fail(self, path: str, message: str):
        raise InputError(message, f"{self.source}: {path}")

    def obj(self, value: Any, path: str, allowed: set[str], required: tuple[str, ...]) -> dict:
        if not isinstance(value, dict):
            self.fail(path, f"must be an object, not {type(value).__name__}")
        unknown = sorted(set(value) - allowed)
        if unknown:
            self.fail(path, f"unknown field(s) {', '.join(unknown)}")
        for key in required:
            if key not in value:
                self.fail(path, f"missing required field '{key}'")
        return value

    def number(self, value: Any, path: str, lo: float | None = None, hi: float | None = None) -> float:
        if isinstance(value, bool) or not isinstance(value, (int, float)) or not math.isfinite(value):
            self.fail(path, f"must be a finite number, not {value!r}")
        if (lo is not None and value < lo) or (hi is not None and value > hi):
            self.fail(path, f"must be from {lo:g} to {hi:g}, not {value!r}")
        return float(value)

    def string(self, value: Any, path: str, choices: tuple[str, ...] | None = None) -> str:
        if not isinstance(value, str) or (choices is None and not value):
            self.fail(path, f"must be a non-empty string, not {value!r}")
        if choices is not None and value not in choices:
            self.fail(path, f"must be one of {', '.join(choices)}, not {value!r}")
        return value

    def boolean(self, value: Any, path: str) -> bool:
        if not isinstance(value, bool):
            self.fail(path, f"must be true or false, not {value!r}")
        return value

    def points(self, value: Any, path: str, minimum: int) -> list[tuple[float, float]]:
        if not isinstance(value, list) or len(value) < minimum:
            self.fail(path, f"must be a list of at least {minimum} [x, y] points")
        out = []
        for k, p in enumerate(value):
            if not isinstance(p, list) or len(p) != 2:
                self.fail(f"{path}[{k}]", "must be an [x, y] pair")
            out.append(self.coordinate(p, f"{path}[{k}]"))
        return out

    def coordinate(self, p: list, path: str) -> tuple[float, float]:
        """An [x, y] terrain point in inches, within COORD_LIMIT_IN of the table's corner."""
        lim = COORD_LIMIT_IN
        return self.number(p[0], f"{path}[0]", -lim, lim), self.number(p[1], f"{path}[1]", -lim, lim)

    def unique(self, seen: dict[str, str], key: str, path: str, what: str) -> None:
        if key in seen:
            self.fail(path, f"{what} id {key!r} is used twice (first at {seen[key]})")
        seen[key] = path


def table_from_dict(data: Any, source: str = "table") -> LoadedTable:
    c = _Checker(source)
    c.obj(data, "$", _TOP, ("format", "schema_version", "size_in", "terrain", "figures"))
    if data["format"] != FORMAT:
        c.fail("$.format", f"must be '{FORMAT}', not {data['format']!r}")
    if data["schema_version"] != SCHEMA_VERSION:
        c.fail("$.schema_version", f"this version reads schema_version {SCHEMA_VERSION}, not {data['schema_version']!r}")
    size = c.obj(data["size_in"], "$.size_in", {"width", "height"}, ("width", "height"))
    width = c.number(size["width"], "$.size_in.width", 1, 1000)
    height = c.number(size["height"], "$.size_in.height", 1, 1000)
    if "game" in data:
        c.string(data["game"], "$.game", ("bataan",))
    if "cloth" in data:
        c.string(data["cloth"], "$.cloth", ("jungle",))
    name = c.string(data["name"], "$.name") if "name" in data else ""
    try:
        rulings = Rulings.from_dict(data.get("rulings"), where=f"{source}: $.rulings")
    except InputError:
        raise
    if not isinstance(data["terrain"], list):
        c.fail("$.terrain", "must be a list of terrain features")
    features = []
    terrain_ids: dict[str, str] = {}
    for k, raw in enumerate(data["terrain"]):
        path = f"$.terrain[{k}]"
        c.obj(raw, path, _FEATURE, ("id", "kind"))
        fid = c.string(raw["id"], f"{path}.id")
        c.unique(terrain_ids, fid, f"{path}.id", "terrain")
        kind = c.string(raw["kind"], f"{path}.kind", KINDS)
        fname = c.string(raw["name"], f"{path}.name") if "name" in raw else ""
        shapes = [key for key in ("line", "polygon", "point") if key in raw]
        if len(shapes) != 1:
            c.fail(path, f"terrain '{fid}' needs exactly one of line, polygon, point")
        try:
            if shapes == ["line"]:
                if "width_in" not in raw:
                    c.fail(path, f"terrain '{fid}': a line needs width_in")
                pts = c.points(raw["line"], f"{path}.line", 2)
                features.append(TerrainFeature.line_feature(
                    fid, kind, pts, c.number(raw["width_in"], f"{path}.width_in", 0.01, 100), fname))
            elif shapes == ["polygon"]:
                pts = c.points(raw["polygon"], f"{path}.polygon", 3)
                features.append(TerrainFeature.area_feature(fid, kind, pts, fname))
            else:
                if not isinstance(raw["point"], list) or len(raw["point"]) != 2:
                    c.fail(f"{path}.point", "must be an [x, y] pair")
                pt = c.coordinate(raw["point"], f"{path}.point")
                features.append(TerrainFeature.marker(fid, kind, pt, fname))
        except InputError as err:
            if err.where and err.where.startswith(source):
                raise
            raise InputError(err.message, f"{source}: {path} ({err.where})") from None
    if not isinstance(data["figures"], list):
        c.fail("$.figures", "must be a list of figures")
    figures = [_figure(c, raw, f"$.figures[{k}]", width, height) for k, raw in enumerate(data["figures"])]
    figure_ids: dict[str, str] = {}
    for k, f in enumerate(figures):
        c.unique(figure_ids, f.id, f"$.figures[{k}].id", "figure")
    try:
        table = Table(width, height, features, figures, rulings, name=name)
    except InputError as err:
        raise InputError(err.message, f"{source}: {err.where}") from None
    return LoadedTable(table, table.terrain.notes())


def figure_from_dict(raw: Any, width_in: float, height_in: float, source: str = "figure") -> Figure:
    """One figure of a table file (a figure record), checked as the table loader checks it."""
    return _figure(_Checker(source), raw, "$", width_in, height_in)


def _figure(c: _Checker, raw: Any, path: str, width: float, height: float) -> Figure:
    c.obj(raw, path, _FIGURE, ("id", "side", "unit", "role", "x", "y"))
    unit = raw["unit"]
    if isinstance(unit, bool) or not isinstance(unit, int) or not 1 <= unit <= 4:
        c.fail(f"{path}.unit", f"must be a whole number 1-4, not {unit!r}")
    base = None
    if "base" in raw:
        b = c.obj(raw["base"], f"{path}.base", {"shape", "diameter_in", "length_in", "width_in"}, ("shape",))
        shape = c.string(b["shape"], f"{path}.base.shape", ("round", "rect"))
        if shape == "round":
            base = Base("round", diameter_in=c.number(b.get("diameter_in", 1.0), f"{path}.base.diameter_in", 0.01, 12))
        else:
            base = Base("rect", length_in=c.number(b.get("length_in"), f"{path}.base.length_in", 0.01, 24),
                        width_in=c.number(b.get("width_in"), f"{path}.base.width_in", 0.01, 24))
    return Figure(
        id=c.string(raw["id"], f"{path}.id"), side=c.string(raw["side"], f"{path}.side", SIDES), unit=unit,
        role=c.string(raw["role"], f"{path}.role", ROLES),
        x=c.number(raw["x"], f"{path}.x", 0, width), y=c.number(raw["y"], f"{path}.y", 0, height),
        weapon=c.string(raw["weapon"], f"{path}.weapon", WEAPONS) if "weapon" in raw else "",
        name=c.string(raw["name"], f"{path}.name") if "name" in raw else "",
        base=base, heading_deg=c.number(raw.get("heading_deg", 0.0), f"{path}.heading_deg"),
        wounds=c.string(raw.get("wounds", "none"), f"{path}.wounds", WOUNDS),
        revealed=c.boolean(raw.get("revealed", False), f"{path}.revealed"),
        entrenched=c.boolean(raw.get("entrenched", False), f"{path}.entrenched"))


def table_to_dict(table: Table) -> dict[str, Any]:
    terrain = []
    for f in table.features:
        d: dict[str, Any] = {"id": f.id, "kind": f.kind}
        if f.name:
            d["name"] = f.name
        if f.line is not None:
            d["line"] = [list(p) for p in f.line]
            d["width_in"] = f.width_in
        elif f.polygon is not None:
            d["polygon"] = [list(p) for p in f.polygon]
        else:
            d["point"] = list(f.point)
        terrain.append(d)
    figures = []
    for f in table.figures.values():
        d = {"id": f.id, "side": f.side, "unit": f.unit, "role": f.role, "x": f.x, "y": f.y}
        if f.weapon and f.weapon != Figure(f.id, f.side, f.unit, f.role, 0, 0).weapon:
            d["weapon"] = f.weapon
        if f.name:
            d["name"] = f.name
        default_base = Figure(f.id, f.side, f.unit, f.role, 0, 0).base
        if f.base != default_base:
            d["base"] = f.base.to_dict()
        if f.heading_deg:
            d["heading_deg"] = f.heading_deg
        if f.wounds != "none":
            d["wounds"] = f.wounds
        if f.revealed:
            d["revealed"] = True
        if f.entrenched:
            d["entrenched"] = True
        figures.append(d)
    out: dict[str, Any] = {"format": FORMAT, "schema_version": SCHEMA_VERSION}
    if table.name:
        out["name"] = table.name
    out.update({"game": "bataan", "size_in": {"width": table.width_in, "height": table.height_in},
                "cloth": table.cloth, "rulings": table.rulings.to_dict(), "terrain": terrain, "figures": figures})
    return out


def load_table(path: str | Path) -> LoadedTable:
    p = Path(path)
    where = shown(p)
    try:   # a regular file only, at most the file limit (a pipe or a device is refused before it is opened)
        text = read_bounded(p, where).decode("utf-8")
    except OSError as err:
        raise InputError(msg("cannot read the table file ({0})", err.strerror), where) from None
    except UnicodeDecodeError as err:
        raise InputError(msg("not a UTF-8 text file (byte 0x{0:02x} at offset {1}); a table file is JSON saved as UTF-8", err.object[err.start], err.start), where) from None
    data = loads_json(text, where)   # the one JSON reader (issue 26): nesting, digits, NaN, 1e400 refused
    return table_from_dict(data, source=p.name)


def save_table(table: Table, path: str | Path) -> None:
    p = Path(path)
    tmp = temp_name(p)   # swept after a crash (core.leftovers, issue 26)
    try:
        tmp.write_text(json.dumps(table_to_dict(table), indent=1) + "\n", encoding="utf-8")
        tmp.replace(p)
    finally:
        tmp.unlink(missing_ok=True)
