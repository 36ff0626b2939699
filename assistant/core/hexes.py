"""Hex maps: printed hex numbers, distance, rings, areas and lines. Qt-free.

The geometry follows Red Blob Games' hexagon guide: every hex is stored in *axial* coordinates
``Hex(q, r)`` (the third cube coordinate is ``s = -q - r``), where distance, rings and lines are
small and exact. Printed maps number their hexes in *offset* form (a column and a row, every other
column or row shifted half a hex); :class:`HexMap` converts at the edge, once, in ``parse`` and
``label``.

Axial axes, with y pointing **north** (not screen-down as in the guide):

* flat-topped hexes (``orientation="flat"``, hexes stand in vertical columns): ``q`` grows east,
  ``r`` grows north; ``(+1, 0)`` is north-east, ``(+1, -1)`` south-east, ``(0, +1)`` north.
* pointy-topped hexes (``orientation="pointy"``, hexes lie in horizontal rows): ``q`` grows east,
  ``r`` grows north; ``(+1, 0)`` is east, ``(0, +1)`` north-east, ``(-1, +1)`` north-west.

Distances, rings and lines do not depend on the orientation; only centres and outlines do.

Map settings (:class:`HexMap`), as stored in ``resources/maps/<name>.toml``:

* ``numbering``: ``"dotted"`` - ``"17.16"`` is column 17, row 16 (the row always two digits);
  ``"digits4"`` - ``"0528"`` is column 05, row 28.
* columns are counted from the west edge; rows from the ``rows_from`` edge (``"south"`` or
  ``"north"``).
* ``shifted``: which columns (flat maps) or rows (pointy maps), ``"odd"`` or ``"even"`` by their
  printed number, sit half a hex further *from the edge they are counted from* - for a flat map
  with rows counted from the north that is Red Blob's "odd-q"/"even-q" (shifted columns pushed
  down); for a pointy map, "odd-r"/"even-r" (shifted rows pushed east).
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass
from typing import Iterator

from shapely.geometry import Polygon

from assistant.core.errors import InputError
from assistant.core.tomlfile import read_toml
from assistant.core.messages import msg

__all__ = [
    "Hex",
    "DIRECTIONS",
    "distance",
    "ring",
    "within",
    "line",
    "HexMap",
    "load_map",
    "map_names",
]

SQRT3 = math.sqrt(3.0)


@dataclass(frozen=True, order=True)
class Hex:
    """One hex in axial coordinates (``s = -q - r`` is the third cube coordinate)."""

    q: int
    r: int

    @property
    def s(self) -> int:
        return -self.q - self.r

    def __add__(self, other: Hex) -> Hex:
        if not isinstance(other, Hex):
            return NotImplemented
        return Hex(self.q + other.q, self.r + other.r)

    def __sub__(self, other: Hex) -> Hex:
        if not isinstance(other, Hex):
            return NotImplemented
        return Hex(self.q - other.q, self.r - other.r)

    def scale(self, k: int) -> Hex:
        return Hex(self.q * k, self.r * k)

    def neighbors(self) -> list[Hex]:
        """The six adjacent hexes, in the order of :data:`DIRECTIONS`."""
        return [self + d for d in DIRECTIONS]


# Counter-clockwise starting at axial (+1, 0); ring() walks them in this order.
DIRECTIONS: tuple[Hex, ...] = (
    Hex(1, 0),
    Hex(1, -1),
    Hex(0, -1),
    Hex(-1, 0),
    Hex(-1, 1),
    Hex(0, 1),
)


def distance(a: Hex, b: Hex) -> int:
    """Number of hex steps from ``a`` to ``b`` (cube distance)."""
    dq = a.q - b.q
    dr = a.r - b.r
    return (abs(dq) + abs(dr) + abs(dq + dr)) // 2


def _check_radius(n: int, what: str) -> None:
    if isinstance(n, bool) or not isinstance(n, int) or n < 0:
        raise InputError(msg("radius must be a whole number 0 or more, got {0!r}", n), what)


def ring(center: Hex, n: int) -> list[Hex]:
    """The hexes exactly ``n`` steps from ``center``: ``[center]`` for 0, else ``6 * n`` hexes."""
    _check_radius(n, "ring")
    if n == 0:
        return [center]
    out: list[Hex] = []
    h = center + DIRECTIONS[4].scale(n)
    for side in range(6):
        for _ in range(n):
            out.append(h)
            h = h + DIRECTIONS[side]
    return out


def within(center: Hex, n: int) -> list[Hex]:
    """Every hex at most ``n`` steps from ``center`` (``3n(n+1) + 1`` hexes), centre first."""
    _check_radius(n, "within")
    out = [center]
    for k in range(1, n + 1):
        out.extend(ring(center, k))
    return out


def cube_round(fq: float, fr: float, fs: float) -> Hex:
    """The hex holding fractional cube coordinates (the usual round-and-fix of the largest error)."""
    q, r, s = round(fq), round(fr), round(fs)
    dq, dr, ds = abs(q - fq), abs(r - fr), abs(s - fs)
    if dq > dr and dq > ds:
        q = -r - s
    elif dr > ds:
        r = -q - s
    return Hex(int(q), int(r))


# The nudge added to both end points before interpolating (cube q, r, s; it sums to zero).
_NUDGE = (1e-6, 2e-6, -3e-6)


def line(a: Hex, b: Hex, nudge: int = 1) -> list[Hex]:
    """The hexes a straight centre-to-centre line from ``a`` to ``b`` passes, in order.

    ``distance(a, b) + 1`` hexes, each adjacent to the next, ``a`` first and ``b`` last.

    The nudge: a line that runs exactly along a hexside (for example between two hexes in a
    straight "hexspine" direction) sits on a rounding tie; both ends are shifted by a tiny cube
    offset ``nudge * (1e-6, 2e-6, -3e-6)`` before interpolating so every tie breaks to the same
    side, and the result is deterministic. ``nudge=-1`` breaks ties to the other side; a hex that
    appears in only one of the two lines is one the true line only grazes along a hexside (the
    Tarawa sight-line rule T3 needs both).
    """
    if nudge not in (1, -1):
        raise InputError(msg("nudge must be 1 or -1, got {0!r}", nudge), "line")
    n = distance(a, b)
    eq, er, es = (nudge * e for e in _NUDGE)
    aq, ar, as_ = a.q + eq, a.r + er, a.s + es
    bq, br, bs = b.q + eq, b.r + er, b.s + es
    if n == 0:
        return [a]
    out = []
    for i in range(n + 1):
        t = i / n
        out.append(cube_round(aq + (bq - aq) * t, ar + (br - ar) * t, as_ + (bs - as_) * t))
    return out


# --------------------------------------------------------------------------- printed maps

_DOTTED = re.compile(r"^\s*(\d{1,3})\.(\d+)\s*\Z", re.ASCII)  # ASCII digits only
_DIGITS4 = re.compile(r"^\s*(\d+)\s*\Z", re.ASCII)

_ORIENTATIONS = ("flat", "pointy")
_NUMBERINGS = ("dotted", "digits4")
_EDGES = ("south", "north")
_PARITIES = ("odd", "even")


@dataclass(frozen=True)
class HexMap:
    """A printed hex map: how its hexes are numbered and laid out.

    ``orientation``: ``"flat"`` (vertical columns of flat-topped hexes) or ``"pointy"`` (horizontal
    rows). ``numbering``: ``"dotted"`` or ``"digits4"``. ``first_col`` .. ``last_col`` and
    ``first_row`` .. ``last_row`` are the printed numbers on the map (inclusive). ``rows_from``:
    the edge rows are counted from. ``shifted``: which columns (flat) / rows (pointy) sit half a
    hex further from their counting edge (see the module notes).

    ``center`` and ``polygon`` are in hex-size units (centre to corner = 1), x east, y north;
    column ``c`` of a flat map has ``x = 1.5 * c`` and an unshifted row ``n`` counted from the
    south has ``y = sqrt(3) * n``.
    """

    name: str
    orientation: str = "flat"
    numbering: str = "dotted"
    first_col: int = 1
    first_row: int = 1
    last_col: int = 1
    last_row: int = 1
    rows_from: str = "south"
    shifted: str = "odd"
    source: str = ""  # where the settings came from (a file), for error messages

    def __post_init__(self) -> None:
        where = self.source or f"map {self.name!r}"
        for field, value, allowed in (
            ("orientation", self.orientation, _ORIENTATIONS),
            ("numbering", self.numbering, _NUMBERINGS),
            ("rows_from", self.rows_from, _EDGES),
            ("shifted", self.shifted, _PARITIES),
        ):
            if value not in allowed:
                raise InputError(msg("{0} must be one of {1}, got {2!r}", field, ', '.join(allowed), value), where)
        for field in ("first_col", "first_row", "last_col", "last_row"):
            v = getattr(self, field)
            if isinstance(v, bool) or not isinstance(v, int) or v < 0:
                raise InputError(msg("{0} must be a whole number 0 or more, got {1!r}", field, v), where)
        if self.first_col > self.last_col:
            raise InputError(msg("first_col is after last_col"), where)
        if self.first_row > self.last_row:
            raise InputError(msg("first_row is after last_row"), where)
        if self.numbering == "digits4" and (self.last_col > 99 or self.last_row > 99):
            raise InputError(msg("digits4 numbering holds columns and rows up to 99"), where)
        if self.numbering == "dotted" and self.last_row > 99:
            raise InputError(msg("dotted numbering holds rows up to 99 (two digits)"), where)

    # -- offset <-> axial ----------------------------------------------------------------

    @property
    def _sgn(self) -> int:
        return 1 if self.rows_from == "south" else -1

    @property
    def _c0(self) -> int:
        return 0 if self.shifted == "odd" else 1

    def _is_shifted(self, n: int) -> int:
        return int((n % 2 == 1) == (self.shifted == "odd"))

    def from_offset(self, col: int, row: int) -> Hex:
        """The hex printed as column ``col``, row ``row`` (no bounds check)."""
        k = self._sgn * row
        if self.orientation == "flat":
            p = self._is_shifted(col)
            return Hex(col, k + (self._sgn * p - col + self._c0) // 2)
        p = self._is_shifted(row)
        return Hex(col + (p - k + self._c0) // 2, k)

    def to_offset(self, hex: Hex) -> tuple[int, int]:
        """The printed (column, row) of ``hex`` (it may lie off the map)."""
        if self.orientation == "flat":
            col = hex.q
            p = self._is_shifted(col)
            k = hex.r - (self._sgn * p - col + self._c0) // 2
            return col, self._sgn * k
        k = hex.r
        row = self._sgn * k
        p = self._is_shifted(row)
        return hex.q - (p - k + self._c0) // 2, row

    # -- labels ---------------------------------------------------------------------------

    def parse(self, label: str) -> Hex:
        """The hex printed as ``label``; :class:`InputError` says why a label is refused."""
        where = f"hex {label!r} on the {self.name} map"
        if not isinstance(label, str):
            raise InputError(msg("a hex number must be text, got {0}", type(label).__name__), where)
        if self.numbering == "dotted":
            m = _DOTTED.match(label)
            if not m:
                raise InputError(
                    msg("expected column.row with digits only, for example 17.16"), where)
            col_text, row_text = m.groups()
            if len(row_text) != 2:
                raise InputError(
                    msg("the row after the dot must be two digits (01-99), got {0}", len(row_text)), where)
            col, row = int(col_text), int(row_text)
        else:
            m = _DIGITS4.match(label)
            if not m:
                raise InputError(msg("expected four digits, column then row, for example 0528"), where)
            if len(m.group(1)) != 4:
                raise InputError(
                    msg("expected four digits (two for the column, two for the row), got {0}", len(m.group(1))),
                    where)
            col, row = int(m.group(1)[:2]), int(m.group(1)[2:])
        if not (self.first_col <= col <= self.last_col):
            raise InputError(
                msg("off the map: column {0} is outside {1}-{2}", col, self.first_col, self.last_col), where)
        if not (self.first_row <= row <= self.last_row):
            raise InputError(
                msg("off the map: row {0} is outside {1}-{2}", row, self.first_row, self.last_row), where)
        return self.from_offset(col, row)

    def label(self, hex: Hex) -> str:
        """The printed number of ``hex`` ("17.16" or "0528"); InputError if it is off the map."""
        col, row = self.to_offset(hex)
        if not self._in_bounds(col, row):
            raise InputError(
                msg("off the map: column {0}, row {1} is outside columns {2}-{3}, rows {4}-{5}", col, row, self.first_col, self.last_col, self.first_row, self.last_row),
                f"{hex} on the {self.name} map")
        if self.numbering == "dotted":
            return f"{col}.{row:02d}"
        return f"{col:02d}{row:02d}"

    def _in_bounds(self, col: int, row: int) -> bool:
        return self.first_col <= col <= self.last_col and self.first_row <= row <= self.last_row

    def contains(self, hex: Hex) -> bool:
        return self._in_bounds(*self.to_offset(hex))

    def all_hexes(self) -> list[Hex]:
        """Every hex on the map, column by column, each column from its first row."""
        return list(self._iter_hexes())

    def cells(self) -> list[tuple[Hex, str, float, float]]:
        """Every hex on the map with its printed number and centre (hex-size units, x east, y north), in
        :meth:`all_hexes` order: what :meth:`label` and :meth:`center` give, worked out from the column and
        row at once (a 6,000-hex map in a few ms, not one round trip per hex: a hex board's start)."""
        sgn, c0, odd = self._sgn, self._c0, self.shifted == "odd"
        flat, dotted = self.orientation == "flat", self.numbering == "dotted"
        out: list[tuple[Hex, str, float, float]] = []
        for col in range(self.first_col, self.last_col + 1):
            pc = int((col % 2 == 1) == odd)
            for row in range(self.first_row, self.last_row + 1):
                k = sgn * row
                if flat:
                    h = Hex(col, k + (sgn * pc - col + c0) // 2)
                    cx, cy = 1.5 * col, SQRT3 * (k + 0.5 * sgn * pc)
                else:
                    pr = int((row % 2 == 1) == odd)
                    h = Hex(col + (pr - k + c0) // 2, k)
                    cx, cy = SQRT3 * (col + 0.5 * pr), 1.5 * k
                out.append((h, f"{col}.{row:02d}" if dotted else f"{col:02d}{row:02d}", cx, cy))
        return out

    def _iter_hexes(self) -> Iterator[Hex]:
        for col in range(self.first_col, self.last_col + 1):
            for row in range(self.first_row, self.last_row + 1):
                yield self.from_offset(col, row)

    def within(self, center: Hex, n: int) -> list[Hex]:
        """The hexes of this map at most ``n`` steps from ``center``, nearest first. The work is bounded by
        the map, not by ``n``: a radius larger than the map walks the map's hexes once."""
        _check_radius(n, "within")
        if 3 * n * (n + 1) + 1 <= self.hex_count:
            found = [h for h in within(center, n) if self.contains(h)]
        else:
            found = [h for h in self._iter_hexes() if distance(center, h) <= n]
        found.sort(key=lambda h: (distance(center, h), self.to_offset(h)))
        return found

    @property
    def hex_count(self) -> int:
        return (self.last_col - self.first_col + 1) * (self.last_row - self.first_row + 1)

    # -- geometry -----------------------------------------------------------------------

    def center(self, hex: Hex) -> tuple[float, float]:
        """Centre of ``hex`` in hex-size units, x east, y north."""
        col, row = self.to_offset(hex)
        k = self._sgn * row
        if self.orientation == "flat":
            half = 0.5 * self._sgn * self._is_shifted(col)
            return 1.5 * col, SQRT3 * (k + half)
        half = 0.5 * self._is_shifted(row)
        return SQRT3 * (col + half), 1.5 * k

    def polygon(self, hex: Hex) -> Polygon:
        """The hex's outline (size 1: centre to corner), corners counter-clockwise."""
        cx, cy = self.center(hex)
        start = 0.0 if self.orientation == "flat" else 30.0
        pts = []
        for i in range(6):
            a = math.radians(start + 60.0 * i)
            pts.append((cx + math.cos(a), cy + math.sin(a)))
        return Polygon(pts)

    def edge_hexes(self, edge: str) -> list[Hex]:
        """The hexes along one map edge: ``"north"``, ``"south"``, ``"west"`` or ``"east"``."""
        if edge in ("west", "east"):
            col = self.first_col if edge == "west" else self.last_col
            return [self.from_offset(col, row) for row in range(self.first_row, self.last_row + 1)]
        if edge not in _EDGES:
            raise InputError(msg("edge must be north, south, west or east, got {0!r}", edge), "edge_hexes")
        row = self.first_row if edge == self.rows_from else self.last_row
        return [self.from_offset(col, row) for col in range(self.first_col, self.last_col + 1)]

    @classmethod
    def from_dict(cls, data: dict, source: str = "") -> HexMap:
        """Build from the ``[map]`` table of a map file (unknown keys are refused)."""
        where = source or "map settings"
        known = {"name", "orientation", "numbering", "first_col", "first_row", "last_col",
                 "last_row", "rows_from", "shifted"}
        extra = sorted(set(data) - known)
        if extra:
            raise InputError(msg("unknown field(s): {0}", ', '.join(extra)), where)
        missing = sorted(known - set(data))
        if missing:
            raise InputError(msg("missing field(s): {0}", ', '.join(missing)), where)
        return cls(source=source, **data)


# --------------------------------------------------------------------------- map files

def _maps_dir():
    """resources/maps, installed or in a checkout (see :func:`assistant.paths.resource`)."""
    from assistant.paths import resource

    return resource("maps")


def map_names() -> list[str]:
    """Names of the maps shipped in resources/maps (``luzon``, ...)."""
    d = _maps_dir()
    return sorted(p.name[:-5] for p in d.iterdir() if p.name.endswith(".toml"))


def load_map(name: str) -> HexMap:
    """The map called ``name`` from ``resources/maps/<name>.toml`` (its ``[map]`` table)."""
    shown = name if not isinstance(name, str) or len(name) <= 40 else name[:37] + "..."
    if not isinstance(name, str) or not re.fullmatch(r"[a-z0-9_]{1,40}", name, re.ASCII):
        raise InputError(msg("a map name is 1-40 lower-case letters, digits and _, got {0!r}", shown), "--map")
    source = f"resources/maps/{name}.toml"
    if name not in map_names():  # only names of shipped files reach the file system
        names = ", ".join(map_names()) or "none"
        raise InputError(msg("no such map (known maps: {0})", names), source)
    path = _maps_dir() / f"{name}.toml"
    data = read_toml(path, source)
    table = data.get("map")
    if not isinstance(table, dict):
        raise InputError(msg("missing the [map] table"), source)
    return HexMap.from_dict(table, source=source)
