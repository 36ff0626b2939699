"""A game's own map image (a scan or a photo of the printed map), its calibration, and the terrain
traced over it hex by hex. Qt-free; shared by the hex games.

The image file stays the referee's own: nothing of it is copied into the database or shipped. The
game keeps a record of it (``map_image``): the file's path, its pixel size, its byte size, its
modification time and its SHA-256, so a moved or edited file is noticed (:func:`file_status`) and a
moved one can be found again (:meth:`MapImageCommands.relink` checks the hash); ``kept_file`` does this
for every kept image (the table photo too). The calibration (:mod:`assistant.core.hex_calibration`) is
stored with it as the clicks it was fitted from.

Traced terrain is one ``map_terrain`` record per hex (keyed by its printed number), its label from
the game family's list in :data:`TERRAIN_LABELS`. A hexside feature is one ``map_hexside`` record per
side (keyed by the two hexes' numbers, :func:`hexside_key`), its label from :data:`HEXSIDE_LABELS`
with the DRM and MP cost the referee reads for it off the printed TEC (entries, ruling T4; either
may be left out). Each game reads these records into its own terrain,
under its own marks (which win hex by hex): Tarawa's ``persist.terrain_map`` (sight lines, fortified
hexes) and Luzon's ``terrain.read_terrain`` (the supply trace). This module knows no game. A map file
(:meth:`MapImageCommands.export_map`) holds the terrain and the calibration, never the image; another
referee with the same printed map imports it (:meth:`MapImageCommands.import_map`); a bad file is
refused naming the JSON path of what is wrong.

Every command returns ONE undoable ``Change`` with ``meta=(("summary", lines),)``.
"""

from __future__ import annotations

from dataclasses import dataclass, fields, replace
from pathlib import Path
from typing import TYPE_CHECKING, Any, Callable, Iterable

from assistant.core.errors import InputError, json_text
from assistant.core.limits import loads_json
from assistant.store import records
from assistant.store.changes import Change

from .kept_file import check_image_file, check_pixel_size, file_sha256, file_status, relinked
from .session import GameSession
from assistant.core.messages import msg

if TYPE_CHECKING:
    from assistant.core.hex_calibration import GridFit
    from assistant.core.hexes import HexMap


__all__ = ["RECORD", "TERRAIN", "TERRAIN_LABELS", "HEXSIDE", "HEXSIDE_LABELS", "MAP_FILE_FORMAT", "MapImage",
           "MapImageCommands", "file_sha256", "file_status", "terrain_labels", "hexside_labels", "hexside_key",
           "traced_hexsides", "tile_cache_dir", "summary"]

RECORD = "map_image"
KEY = "scan"
TERRAIN = "map_terrain"
HEXSIDE = "map_hexside"
MAP_FILE_FORMAT = "table-assistant-map"
MAP_FILE_VERSION = 2          # 2 adds "hexsides"; a version 1 file (hexes only) is still read
MAP_FILE_VERSIONS = (1, 2)

# The labels a brush paints, per game family (each game's tests check they match what it reads).
TERRAIN_LABELS: dict[str, tuple[str, ...]] = {
    # Tarawa 4.2.1 B: every kind but clear, ditch, airfield and rifle pits blocks a sight line.
    "tarawa": ("clear", "anti_tank_ditch", "airfield", "rifle_pits", "palm_trees", "buildings", "beach",
               "pier", "pillbox", "bunker", "command_bunker", "coastal_defence", "water", "other"),
    # Luzon: what the supply trace follows and where it ends.
    "luzon": ("road", "rail", "town", "point_of_interest", "other"),
    # Saipan: the invasion beaches; terrain costs stay referee entries (ruling S5).
    "saipan": ("invasion_beach", "other"),
}


# The hexside features a brush paints, per game family, from what the rulebooks use hexsides for:
# Tarawa 4.1 B (a move pays for the hex entered and/or the hexside crossed) and 4.2.1 A (the hexside a
# sight line crosses may give a DRM, the one best for the defender). The TEC that names the printed
# hexside terrain is not in the source (T4), so Tarawa has one label, "hexside feature", and each
# traced side carries the DRM and MP cost the referee reads for it. Luzon's black hexsides around the
# landing hexes (1.11) only highlight those hexes; Saipan (11.0 B) pays for the hex entered only; the
# MacArthur maps are road networks: none of them has a hexside feature to trace.
HEXSIDE_LABELS: dict[str, tuple[str, ...]] = {
    "tarawa": ("hexside_feature",),
}
HEXSIDE_VALUE_LIMIT = 20      # |DRM| and MP entries are small whole numbers


def hexside_labels(family: str) -> tuple[str, ...]:
    """The hexside features of a game family (empty: its rules use no hexside feature)."""
    return HEXSIDE_LABELS.get(family, ())


def hexside_key(a: str, b: str) -> str:
    """The record key of the side between hexes ``a`` and ``b`` (printed numbers, either order)."""
    return "|".join(sorted((a, b)))


def traced_hexsides(store, game_id: int) -> dict[frozenset[str], dict]:
    """{frozenset of the two hex numbers: {"feature", "drm", "mp"}} as traced with the brush (for a
    game's rules to read; ``drm`` / ``mp`` are None where the referee left them out)."""
    out = {}
    for key, d in records.all_of(store, game_id, HEXSIDE).items():
        parts = key.split("|")
        if len(parts) == 2 and isinstance(d, dict):
            out[frozenset(parts)] = {"feature": d.get("feature"), "drm": d.get("drm"), "mp": d.get("mp")}
    return out


def summary(change: Change) -> tuple[str, ...]:
    return dict(change.meta).get("summary", ())


def terrain_labels(family: str) -> tuple[str, ...]:
    """The terrain labels of a game family ('other' for a family not listed yet)."""
    return TERRAIN_LABELS.get(family, ("other",))


# --------------------------------------------------------------------------- the image file

@dataclass(frozen=True)
class MapImage:
    """The record of a game's map image; ``calibration`` as :meth:`GridFit.to_dict` (or None)."""

    path: str
    width: int
    height: int
    sha256: str
    bytes: int
    mtime_ns: int = 0
    calibration: dict | None = None

    @property
    def name(self) -> str:
        return Path(self.path).name

    @property
    def megapixels(self) -> float:
        return self.width * self.height / 1e6

    def to_dict(self) -> dict[str, Any]:
        return {f.name: getattr(self, f.name) for f in fields(self)}

    @classmethod
    def from_dict(cls, data: dict) -> "MapImage":
        return cls(**{f.name: data.get(f.name) for f in fields(cls) if f.name in data})


def tile_cache_dir(store_path: str | Path | None, sha256: str) -> Path:
    """Where an image's tile pyramid is cached: a folder beside the database (``<db>.tiles``), or
    the user's data folder for an in-memory database; one sub-folder per image hash."""
    if store_path is None or str(store_path) == ":memory:":
        from assistant.paths import data_dir

        base = data_dir() / "map-tiles"
    else:
        p = Path(store_path)
        base = p.with_name(p.name + ".tiles")
    return base / sha256[:32]


# --------------------------------------------------------------------------- commands

class MapImageCommands:
    """The map image, calibration and traced terrain of one game (every command: one Change)."""

    def __init__(self, session: GameSession, hexmap: HexMap):
        self.session = session
        self.map = hexmap
        self.family = session.kind.family
        self.labels = terrain_labels(self.family)
        self.hexside_labels = hexside_labels(self.family)
        self._labels: dict | None = None

    # -- reading -------------------------------------------------------------------------------
    @property
    def store(self):
        return self.session.store

    def image(self) -> MapImage | None:
        data = records.get(self.store, self.session.game_id, RECORD, KEY)
        return MapImage.from_dict(data) if data else None

    def fit(self) -> GridFit | None:
        """The stored calibration, refitted (None when there is none)."""
        from assistant.core.hex_calibration import fit_from_dict
        img = self.image()
        if img is None or not img.calibration:
            return None
        return fit_from_dict(self.map, img.calibration, f"the calibration of {img.name}")

    def terrain(self) -> dict[str, str]:
        """Printed hex number -> terrain label."""
        return {k: v["terrain"] for k, v in records.all_of(self.store, self.session.game_id, TERRAIN).items()}

    def hexsides(self) -> dict[tuple[str, str], dict]:
        """(hex, hex) printed numbers in key order -> {"feature", "drm", "mp"}."""
        out = {}
        for k, v in records.all_of(self.store, self.session.game_id, HEXSIDE).items():
            a, b = k.split("|")
            out[(a, b)] = {"feature": v.get("feature"), "drm": v.get("drm"), "mp": v.get("mp")}
        return out

    # -- the image -------------------------------------------------------------------------------
    def _done(self, text: str, ops: list, lines: Iterable[str]) -> Change:
        ch = records.change(text, self.session.game_id, ops)
        return replace(ch, meta=(("summary", tuple(lines)),))

    def _put_image(self, img: MapImage | None) -> Any:
        gid = self.session.game_id
        if img is None:
            return records.delete_op(self.store, gid, RECORD, KEY)
        return records.put_op(self.store, gid, RECORD, KEY, img.to_dict())

    def set_image(self, path: str | Path, width: int, height: int, sha256: str | None = None) -> Change:
        """Keep ``path`` as the game's map image (``width`` x ``height`` pixels, as the window read
        them); a calibration made on another image is dropped; the hash is read unless given."""
        p = check_image_file(path, "a map image")
        check_pixel_size(width, height, "image", path)
        st = p.stat()
        sha = sha256 or file_sha256(p)
        old = self.image()
        calibration = old.calibration if old is not None and old.sha256 == sha else None
        img = MapImage(str(p), width, height, sha, st.st_size, st.st_mtime_ns, calibration)
        lines = [f"Map image {p.name}: {width} x {height} pixels ({img.megapixels:.1f} megapixels), "
                 f"SHA-256 {sha[:12]}…", "The file stays where it is; only its path and hash are kept."]
        if old is not None and old.calibration and calibration is None:
            lines.append("The calibration made on the previous image was dropped: calibrate this one.")
        return self._done(f"Map image {p.name}", [self._put_image(img)], lines)

    def relink(self, path: str | Path) -> Change:
        """The kept image found at a new path: refused unless its SHA-256 is the one recorded."""
        img = self.image()
        if img is None:
            raise InputError(msg("this game has no map image to find"), "map image")
        p, new = relinked(img, path, "a map image", "image")
        return self._done(f"Map image found at {p}", [self._put_image(new)],
                          [f"Map image {img.name} found at {p} (same SHA-256)."])

    def clear_image(self) -> Change:
        img = self.image()
        if img is None:
            raise InputError(msg("this game has no map image"), "map image")
        return self._done("Forget the map image", [self._put_image(None)],
                          [f"The game no longer uses {img.name} (the file itself is untouched); "
                           "traced terrain is kept."])

    # -- calibration --------------------------------------------------------------------------
    def calibrate(self, fit: GridFit) -> Change:
        """Keep a fitted calibration (refitted here from its clicks, with its settings)."""
        from assistant.core.hex_calibration import fit_from_dict
        img = self.image()
        if img is None:
            raise InputError(msg("load a map image before calibrating it"), "calibration")
        data = fit.to_dict()
        check = fit_from_dict(self.map, data)
        new = replace(img, calibration=data)
        return self._done("Calibrate the map image", [self._put_image(new)],
                          [f"Calibrated from {len(fit.clicks)} hexes: {check.summary()}."])

    def clear_calibration(self) -> Change:
        img = self.image()
        if img is None or not img.calibration:
            raise InputError(msg("the map image is not calibrated"), "calibration")
        return self._done("Clear the calibration", [self._put_image(replace(img, calibration=None))],
                          ["The map image's calibration was cleared."])

    # -- terrain -------------------------------------------------------------------------------
    def hex_of(self, label: str):
        """The map hex printed ``label`` (a table made once: a map file names every hex, and a parse
        each took a good part of an import); InputError off the map or misspelt."""
        if self._labels is None:
            self._labels = {lb: h for h, lb, _x, _y in self.map.cells()}
        h = self._labels.get(label) if isinstance(label, str) else None
        return h if h is not None else self.map.parse(label)

    def _key(self, label: str) -> str:
        """The record key of a printed hex number (its canonical spelling); InputError off the map."""
        if isinstance(label, str):
            if self._labels is None:
                self.hex_of(label)
            if label in self._labels:
                return label
        return self.map.label(self.map.parse(label))

    def _check_terrain(self, terrain: str | None, where: str) -> None:
        if terrain is not None and terrain not in self.labels:
            raise InputError(msg("unknown terrain {0!r} (this game's: {1})", terrain, ', '.join(self.labels)), where)

    def paint(self, labels: Iterable[str], terrain: str | None) -> Change:
        """One brush stroke: these hexes (printed numbers) get ``terrain``; None rubs it out."""
        self._check_terrain(terrain, "terrain brush")
        keys = []
        for lb in labels:
            k = self._key(lb)
            if k not in keys:
                keys.append(k)
        if not keys:
            raise InputError(msg("the brush touched no hex"), "terrain brush")
        gid = self.session.game_id
        ops = [records.delete_op(self.store, gid, TERRAIN, k) if terrain is None
               else records.put_op(self.store, gid, TERRAIN, k, {"terrain": terrain}) for k in keys]
        what = terrain.replace("_", " ") if terrain else "no terrain"
        shown = ", ".join(keys[:8]) + (f" and {len(keys) - 8} more" if len(keys) > 8 else "")
        return self._done(f"Trace {what} on {len(keys)} hex{'es' if len(keys) != 1 else ''}", ops,
                          [f"{what.capitalize()}: {shown}."])

    # -- hexsides ---------------------------------------------------------------------------------
    def _side_key(self, a: str, b: str, where: str) -> str:
        """The key of the side between two printed hex numbers: two neighbouring map hexes (a side on
        the map's outer edge has no printed number across it, so it cannot be traced)."""
        from assistant.core.hexes import distance
        try:
            ha, hb = self.map.parse(a), self.map.parse(b)
        except InputError as exc:
            raise InputError(exc.message, where) from exc
        if distance(ha, hb) != 1:
            raise InputError(msg("{0} and {1} are not next to each other: a hexside lies between neighbours", a, b), where)
        if not (self.map.contains(ha) and self.map.contains(hb)):
            raise InputError(msg("the side between {0} and {1} is not between two map hexes", a, b), where)
        return hexside_key(self.map.label(ha), self.map.label(hb))

    @staticmethod
    def _check_value(v, what: str, where: str, low: int) -> int | None:
        if v is None:
            return None
        if isinstance(v, bool) or not isinstance(v, int) or not low <= v <= HEXSIDE_VALUE_LIMIT:
            raise InputError(msg("the {0} is a whole number from {1} to {2} (or left out), got {3!r}", what, low, HEXSIDE_VALUE_LIMIT, v), where)
        return v

    def _hexside_data(self, feature: str, drm, mp, where: str) -> dict:
        if feature not in self.hexside_labels:
            known = ", ".join(self.hexside_labels) or "none: its rules use no hexside feature"
            raise InputError(msg("unknown hexside feature {0!r} (this game's: {1})", feature, known), where)
        return {"feature": feature,
                "drm": self._check_value(drm, "DRM across it", where, -HEXSIDE_VALUE_LIMIT),
                "mp": self._check_value(mp, "MP cost to cross it", where, 0)}

    def paint_hexsides(self, sides: Iterable[tuple[str, str]], feature: str | None,
                       drm: int | None = None, mp: int | None = None) -> Change:
        """One brush stroke over hexsides (pairs of neighbouring printed hex numbers): each gets
        ``feature`` with the DRM and MP cost entered for it (T4); None rubs the feature out."""
        data = None if feature is None else self._hexside_data(feature, drm, mp, "hexside brush")
        keys: list[str] = []
        for a, b in sides:
            k = self._side_key(a, b, "hexside brush")
            if k not in keys:
                keys.append(k)
        if not keys:
            raise InputError(msg("the brush touched no hexside"), "hexside brush")
        gid = self.session.game_id
        ops = [records.delete_op(self.store, gid, HEXSIDE, k) if data is None
               else records.put_op(self.store, gid, HEXSIDE, k, data) for k in keys]
        what = feature.replace("_", " ") if feature else "no hexside feature"
        extra = "" if data is None else "".join(
            f", {name} {'not entered' if data[k] is None else (f'{data[k]:+d}' if k == 'drm' else data[k])}"
            for k, name in (("drm", "DRM"), ("mp", "MP")))
        shown = ", ".join(k.replace("|", "/") for k in keys[:8]) + (f" and {len(keys) - 8} more" if len(keys) > 8 else "")
        return self._done(f"Trace {what} on {len(keys)} hexside{'s' if len(keys) != 1 else ''}", ops,
                          [f"{what.capitalize()}{extra}: {shown}."])

    # -- map files -------------------------------------------------------------------------------
    def export_map(self) -> dict:
        """The map file (a JSON-ready dict): the map settings, the calibration with the hash of the
        image it was made on, and the terrain; never the image."""
        img = self.image()
        calib = None
        if img is not None and img.calibration:
            calib = dict(img.calibration, image_sha256=img.sha256, image_width=img.width,
                         image_height=img.height)
        return {
            "format": MAP_FILE_FORMAT,
            "version": MAP_FILE_VERSION,
            "game": self.family,
            "map": {k: getattr(self.map, k) for k in ("name", "orientation", "numbering", "first_col",
                                                      "last_col", "first_row", "last_row")},
            "calibration": calib,
            "terrain": [{"hex": k, "terrain": v} for k, v in sorted(self.terrain().items())],
            "hexsides": [{"hexes": [a, b], **v} for (a, b), v in sorted(self.hexsides().items())],
        }

    _FILE_KEYS = {"format", "version", "game", "map", "calibration", "terrain", "hexsides"}
    _MAP_KEYS = ("name", "orientation", "numbering", "first_col", "last_col", "first_row", "last_row")

    def import_map(self, data: Any, source: str = "map file") -> Change:
        """Replace the traced terrain and hexsides with a map file's (and take its calibration when this
        game's image has the same hash). Every field is type-checked and the calibration refitted with
        the dialog's limits; refused, naming the file and the JSON path, if any part is wrong. A file
        that matches the board gives a Change with no operations whose summary says so."""
        if isinstance(data, (str, bytes)):   # the limits of every file the app reads (size, UTF-8, nesting)
            data = loads_json(data, source)
        where = lambda path: f"{source}: {path}"  # noqa: E731
        name = Path(source).name
        if not isinstance(data, dict):
            raise InputError(msg("a map file is a JSON object"), where("$"))
        if data.get("format") != MAP_FILE_FORMAT:
            raise InputError(msg("not a Table Assistant map file (format must be '{0}')", MAP_FILE_FORMAT),
                             where("$.format"))
        version = data.get("version")
        if type(version) is not int or version not in MAP_FILE_VERSIONS:   # true == 1 in Python: not a version
            raise InputError(msg("version {0} cannot be read (this version reads {1})", json_text(version), ', '.join(map(str, MAP_FILE_VERSIONS))), where("$.version"))
        extra = sorted(set(data) - self._FILE_KEYS, key=str)
        if extra:
            raise InputError(msg("unknown field {0} (a map file has {1})", json_text(extra[0]), ', '.join(sorted(self._FILE_KEYS))), where("$"))
        if data.get("game") != self.family:
            raise InputError(msg("a map of {0}, not of {1}", json_text(data.get('game')), json_text(self.family)),
                             where("$.game"))
        self._check_map(data.get("map"), where)
        terrain = data.get("terrain")
        if not isinstance(terrain, list):
            raise InputError(msg("terrain must be a list of {{hex, terrain}}"), where("$.terrain"))
        new: dict[str, str] = {}
        for i, item in enumerate(terrain):
            at = f"$.terrain[{i}]"
            if not isinstance(item, dict) or set(item) != {"hex", "terrain"}:
                raise InputError(msg('each entry is {{"hex": ..., "terrain": ...}}'), where(at))
            try:
                k = self._key(item["hex"])
            except InputError as exc:
                raise InputError(exc.message, where(f"{at}.hex")) from exc
            if not isinstance(item["terrain"], str):
                raise InputError(msg("terrain must be text, got {0}", json_text(item['terrain'])), where(f"{at}.terrain"))
            self._check_terrain(item["terrain"], where(f"{at}.terrain"))
            if k in new:
                raise InputError(msg("hex {0} is listed twice", k), where(f"{at}.hex"))
            new[k] = item["terrain"]
        sides = self._read_hexsides(data.get("hexsides", []), where)
        calib_ops, calib_line = self._imported_calibration(data.get("calibration"), where)
        gid = self.session.game_id
        ops = records.replace_kind_ops(self.store, gid, TERRAIN, {k: {"terrain": v} for k, v in new.items()})
        ops += records.replace_kind_ops(self.store, gid, HEXSIDE, sides)
        ops += calib_ops
        if not ops:
            lines = [f"{name} matches the board: nothing to change ({len(new)} hexes of terrain, {len(sides)} "
                     f"hexside feature{'s' if len(sides) != 1 else ''})."]
        else:
            lines = [f"Imported the terrain of {len(new)} hexes from {name}."]
            if sides or any(op.table == "records" and ":" + HEXSIDE + ":" in str(dict(op.key).get("id", ""))
                            for op in ops):
                lines.append(f"Imported {len(sides)} hexside feature{'s' if len(sides) != 1 else ''}.")
        if calib_line:
            lines.append(calib_line)
        return self._done(f"Import map file {name}", ops, lines)

    def _check_map(self, m: Any, where: Callable[[str], str]) -> None:
        """The file's map settings (optional) must be this game's map."""
        if m is None:
            return
        if not isinstance(m, dict):
            raise InputError(msg("map must be an object (the map's name and numbering)"), where("$.map"))
        for k in m:
            if k not in self._MAP_KEYS:
                raise InputError(msg("unknown field {0}", json_text(k)), where("$.map"))
        for k in self._MAP_KEYS:
            if k in m and (type(m[k]) is not type(getattr(self.map, k)) or m[k] != getattr(self.map, k)):
                raise InputError(msg("the file is for a map with {0} {1}; this game's map has {2}", k, json_text(m[k]), json_text(getattr(self.map, k))), where(f"$.map.{k}"))

    def _imported_calibration(self, calib: Any, where: Callable[[str], str]) -> tuple[list, str]:
        """The op that takes a map file's calibration (when made on this game's image) and the line
        that says what became of it; InputError when any field of it is wrong or its clicks do not fit
        with the dialog's limits."""
        from assistant.core.hex_calibration import fit_from_dict
        img = self.image()
        if calib is None:
            return [], ("The game's own calibration is kept (the file has none)." if img is not None and img.calibration
                        else "")
        if not isinstance(calib, dict):
            raise InputError(msg("calibration must be an object or null, got {0}", json_text(calib)), where("$.calibration"))
        stored = {k: v for k, v in calib.items() if not k.startswith("image_")}
        sha = calib.get("image_sha256")
        if not (isinstance(sha, str) and len(sha) == 64 and all(c in "0123456789abcdef" for c in sha)):
            raise InputError(msg("image_sha256 must be the SHA-256 of the image (64 hex digits), got {0}", json_text(sha)),
                             where("$.calibration.image_sha256"))
        for k in ("image_width", "image_height"):
            v = calib.get(k)
            if type(v) is not int or not 0 < v <= 10 ** 6:
                raise InputError(msg("{0} must be a whole number of pixels, got {1}", k, json_text(v)), where(f"$.calibration.{k}"))
        for k in calib:
            if k.startswith("image_") and k not in ("image_sha256", "image_width", "image_height"):
                raise InputError(msg("unknown field {0}", json_text(k)), where("$.calibration"))
        try:
            fit = fit_from_dict(self.map, stored, "$.calibration")
        except InputError as exc:
            raise InputError(exc.message, where(exc.where)) from exc
        if img is None:
            return [], ("Its calibration (made on an image of its own) was not taken: this game has no map image; "
                        "load the same scan and import again, or calibrate yours.")
        if sha != img.sha256:
            return [], "Its calibration was made on another image and was not taken: calibrate yours."
        if (calib["image_width"], calib["image_height"]) != (img.width, img.height):
            raise InputError(msg("the image it was made on is {0} x {1} pixels, but {2} (the same SHA-256) is {3} x {4}", calib['image_width'], calib['image_height'], img.name, img.width, img.height),
                             where("$.calibration"))
        data = fit.to_dict()
        if img.calibration == data:
            return [], "Its calibration is the one this game already has."
        return [self._put_image(replace(img, calibration=data))], \
            "Its calibration was made on this very image (same SHA-256) and was taken."

    def _read_hexsides(self, items: Any, where: Callable[[str], str]) -> dict[str, dict]:
        if not isinstance(items, list):
            raise InputError(msg("hexsides must be a list of {{hexes, feature, drm, mp}}"), where("$.hexsides"))
        out: dict[str, dict] = {}
        for i, item in enumerate(items):
            at = f"$.hexsides[{i}]"
            if not isinstance(item, dict) or not {"hexes", "feature"} <= set(item) <= {"hexes", "feature", "drm", "mp"}:
                raise InputError(msg('each entry is {{"hexes": [a, b], "feature": ..., "drm": ..., "mp": ...}}'), where(at))
            pair = item["hexes"]
            if not isinstance(pair, list) or len(pair) != 2 or not all(isinstance(x, str) for x in pair):
                raise InputError(msg("hexes is a list of two hex numbers"), where(f"{at}.hexes"))
            k = self._side_key(pair[0], pair[1], where(f"{at}.hexes"))
            if k in out:
                raise InputError(msg("the hexside {0} is listed twice", k.replace('|', '/')), where(f"{at}.hexes"))
            if not isinstance(item["feature"], str):
                raise InputError(msg("feature must be text"), where(f"{at}.feature"))
            out[k] = self._hexside_data(item["feature"], item.get("drm"), item.get("mp"), where(at))
        return out
