"""Fitting a printed hex map's grid to a scan or a photo of it. Qt-free (numpy).

The referee clicks the centres of hexes on the image and types their printed numbers. The grid is
fitted by least squares: the hex size in pixels, the rotation and the origin (a *similarity*: image
pixels are the map's hex-size units turned, scaled and moved, with the map's y north flipped to the
image's y down). At least three clicks, not all in one column or one row, so every click is checked
against the others (issue 23.2).

The map's numbering (which columns, or rows on pointy maps, are shifted and the edge rows are counted
from) is the shipped map's own (``resources/maps/<name>.toml``) and is never refitted silently: a click
that fits only another numbering (a mistyped number: Luzon 17.16 typed 17.15 fits "odd columns
shifted" exactly) is refused, naming it. Only when the referee says the printed map is numbered
differently (``numbering_differs``) are the four numberings tried, and then the clicks must pin it: at
least four, two in shifted and two in unshifted columns (rows).

The error reported is honest: for each click, how far the grid fitted to the *other* clicks puts it
from where it was clicked (leave-one-out, in pixels and in hexes; one hex = the distance between two
adjacent hex centres). The in-sample residual is no measure (three clicks fit within 0.1 px while the
true error is 2-3 px). A click more than ``max_error_hex`` from where the others put it refuses the
fit, naming the click that disagrees (the one the others put on the centre of another hex: a mistyped
number, else the one that disagrees most).

Photos taken at an angle: four clicks on the corners of a rectangle printed on the map (its edges),
in order around it, give a perspective correction (a homography, :func:`homography_from_quad`) that
turns the photo into a flat picture first; the hex clicks are fitted in that flat picture. The
rectangle's width : height (first side : second side, as clicked) is a referee entry (the printed
map's size); without it the ratio is estimated from the photo, which is exact only for a photo taken
square on.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, replace
from typing import Any, Iterable, Sequence

import numpy as np

from assistant.core.errors import InputError, json_text
from assistant.core.hexes import Hex, HexMap, cube_round
from assistant.core.messages import msg

__all__ = [
    "Click",
    "Homography",
    "homography_from_quad",
    "rectify_corners",
    "rectangle_from_corners",
    "GridFit",
    "fit_grid",
    "hex_at_map_xy",
    "MAX_ERROR_HEX",
    "MAX_CLICKS",
    "fit_from_dict",
    "stored_clicks",
    "numbering_text",
    "CalibrationRefused",
]

SQRT3 = math.sqrt(3.0)
MAX_ERROR_HEX = 0.35      # a click the other clicks put more than this far away (in hexes) refuses the fit
MIN_HEX_PX = 4.0          # a hex smaller than this (centre to corner) on the image cannot be told apart
MAX_CLICKS = 200          # more clicked hexes than this are no calibration (a stored or imported one)
MAX_COORD_PX = 1e6        # a click or corner further out than this (pixels) is on no image
_TYPO_HEX = 0.15          # a click the others put this close to another hex's centre: its number was mistyped


@dataclass(frozen=True)
class Click:
    """One clicked hex centre: its printed number and where it is on the image (pixels, y down)."""

    label: str
    x: float
    y: float


# --------------------------------------------------------------------------- perspective

@dataclass(frozen=True)
class Homography:
    """A plane-to-plane perspective map, 3x3 row-major: ``(x, y, 1) -> M @ (x, y, 1)``, divided by w."""

    m: tuple[float, ...]

    @property
    def matrix(self) -> np.ndarray:
        return np.array(self.m, dtype=float).reshape(3, 3)

    @classmethod
    def from_matrix(cls, m: np.ndarray) -> "Homography":
        m = np.asarray(m, dtype=float)
        if abs(m[2, 2]) > 1e-12:
            m = m / m[2, 2]
        return cls(tuple(float(v) for v in m.reshape(9)))

    @classmethod
    def identity(cls) -> "Homography":
        return cls.from_matrix(np.eye(3))

    def apply(self, pts: np.ndarray) -> np.ndarray:
        """Map an (n, 2) array of points."""
        pts = np.atleast_2d(np.asarray(pts, dtype=float))
        h = np.hstack([pts, np.ones((len(pts), 1))]) @ self.matrix.T
        return h[:, :2] / h[:, 2:3]

    def inverse(self) -> "Homography":
        return Homography.from_matrix(np.linalg.inv(self.matrix))


def homography_from_quad(src: Sequence[tuple[float, float]], dst: Sequence[tuple[float, float]]) -> Homography:
    """The homography taking the four points ``src`` to the four points ``dst`` (direct linear
    transform, solved exactly); InputError if three of the points lie on one line."""
    if len(src) != 4 or len(dst) != 4:
        raise InputError(msg("a perspective correction needs exactly four corners"), "corners")
    for quad, what in ((src, "the clicked corners"), (dst, "the target rectangle")):
        p = np.asarray(quad, dtype=float)
        for i in range(4):
            a, b, c = p[i], p[(i + 1) % 4], p[(i + 2) % 4]
            area = abs((b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0]))
            scale = max(np.hypot(*(b - a)), np.hypot(*(c - a)), 1e-9)
            if area < 1e-3 * scale * scale:
                raise InputError(msg("three of {0} lie on one line (corners {1}, {2}, {3}): click the four corners in order around the map", what, i + 1, (i + 1) % 4 + 1, (i + 2) % 4 + 1),
                                 "corners")
    rows, rhs = [], []
    for (x, y), (u, v) in zip(src, dst):
        rows.append([x, y, 1, 0, 0, 0, -u * x, -u * y])
        rhs.append(u)
        rows.append([0, 0, 0, x, y, 1, -v * x, -v * y])
        rhs.append(v)
    h = np.linalg.solve(np.array(rows, dtype=float), np.array(rhs, dtype=float))
    return Homography.from_matrix(np.append(h, 1.0).reshape(3, 3))


def rectify_corners(corners: Sequence[tuple[float, float]], aspect: float | None = None) -> Homography:
    """The homography taking four clicked corners (in order around a printed rectangle) to an upright
    rectangle whose first side (corner 1 to 2) runs along x from (0, 0).

    ``aspect`` is the rectangle's first side : second side as printed (the referee's entry); None
    estimates it from the clicked sides. The rectangle keeps the clicked area's size in pixels.
    """
    p = np.asarray(corners, dtype=float)
    if p.shape != (4, 2) or not np.all(np.isfinite(p)):
        raise InputError(msg("a perspective correction needs four corners, each an x and a y"), "corners")
    s1 = (np.hypot(*(p[1] - p[0])) + np.hypot(*(p[2] - p[3]))) / 2
    s2 = (np.hypot(*(p[2] - p[1])) + np.hypot(*(p[3] - p[0]))) / 2
    if s1 < MIN_HEX_PX or s2 < MIN_HEX_PX:
        raise InputError(msg("the corners are too close together"), "corners")
    if aspect is None:
        aspect = s1 / s2
    if not (isinstance(aspect, (int, float)) and math.isfinite(aspect) and 0.05 <= aspect <= 20):
        raise InputError(msg("the rectangle's width : height must be between 0.05 and 20, got {0!r}", aspect), "aspect")
    area = s1 * s2
    w = math.sqrt(area * aspect)
    h = w / aspect
    return homography_from_quad([tuple(c) for c in p], [(0.0, 0.0), (w, 0.0), (w, h), (0.0, h)])


# --------------------------------------------------------------------------- hex centres

def rectangle_from_corners(corners: Sequence[tuple[float, float]], width: float, height: float,
                           where: str = "corners") -> Homography:
    """The homography taking four clicked corners of a rectangle of known size (a photo of a table
    ``width`` x ``height`` inches, say) to that rectangle: corner 1 -> (0, 0), 2 -> (width, 0),
    3 -> (width, height), 4 -> (0, height). Refused unless the corners are four finite points making
    a convex outline clicked in order around it (a crossed or folded outline is a misclick)."""
    p = np.asarray(corners, dtype=float)
    if p.shape != (4, 2) or not np.all(np.isfinite(p)):
        raise InputError(msg("four corners are needed, each an x and a y"), where)
    for what, v in (("width", width), ("height", height)):
        if isinstance(v, bool) or not isinstance(v, (int, float)) or not math.isfinite(v) or v <= 0:
            raise InputError(msg("the rectangle's {0} must be a positive number, got {1!r}", what, v), where)
    def turn(i: int) -> float:
        a, b = p[(i + 1) % 4] - p[i], p[(i + 2) % 4] - p[(i + 1) % 4]
        return float(a[0] * b[1] - a[1] * b[0])

    turns = [turn(i) for i in range(4)]
    if not (all(t > 0 for t in turns) or all(t < 0 for t in turns)):
        bad = next(i for i, t in enumerate(turns) if (t > 0) != (turns[0] > 0) or t == 0)
        raise InputError(msg("the corners do not go round the rectangle in order (the outline folds at corner {0}): click them "
                             "one after the other around its edge", (bad + 1) % 4 + 1), where)
    side = min(float(np.hypot(*(p[(i + 1) % 4] - p[i]))) for i in range(4))
    if side < MIN_HEX_PX:
        raise InputError(msg("two corners are only {0:.1f} pixels apart", side), where)
    return homography_from_quad([tuple(c) for c in p],
                                [(0.0, 0.0), (float(width), 0.0), (float(width), float(height)), (0.0, float(height))])


def _axial_xy(hexmap: HexMap, q: np.ndarray, r: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    if hexmap.orientation == "flat":
        return 1.5 * q, SQRT3 * (r + q / 2.0)
    return SQRT3 * (q + r / 2.0), 1.5 * r


def _axial_offset(hexmap: HexMap) -> tuple[float, float]:
    """What to add to ``HexMap.center`` to get the plain axial centre (a constant per map)."""
    h0 = hexmap.from_offset(hexmap.first_col, hexmap.first_row)
    ax, ay = _axial_xy(hexmap, np.array(float(h0.q)), np.array(float(h0.r)))
    cx, cy = hexmap.center(h0)
    return float(ax) - cx, float(ay) - cy


def hex_at_map_xy(hexmap: HexMap, x: float, y: float) -> Hex:
    """The hex whose inside holds the point (x, y) in the map's hex-size units (any hex, on the map
    or off it): the inverse of ``HexMap.center``."""
    ox, oy = _axial_offset(hexmap)
    ax, ay = x + ox, y + oy
    if hexmap.orientation == "flat":
        fq = ax / 1.5
        fr = ay / SQRT3 - fq / 2.0
    else:
        fr = ay / 1.5
        fq = ax / SQRT3 - fr / 2.0
    return cube_round(fq, fr, -fq - fr)


# --------------------------------------------------------------------------- the fit

def numbering_text(hexmap: HexMap) -> str:
    """'even columns shifted, rows counted from the south' (rows shifted on a pointy map)."""
    return (f"{hexmap.shifted} {'columns' if hexmap.orientation == 'flat' else 'rows'} shifted, "
            f"rows counted from the {hexmap.rows_from}")


@dataclass(frozen=True)
class GridFit:
    """A fitted grid. Flat-picture pixels ``(u, v)`` and map units ``(x, y)`` (y north) relate by
    ``u = a x + b y + tx``, ``v = b x - a y + ty``: the hex size is ``hypot(a, b)`` pixels and the
    grid is turned ``atan2(b, a)`` (clockwise on screen). ``homography`` takes image pixels to the
    flat picture (identity when no corners were clicked). ``hexmap`` carries the numbering used (the
    map's own unless ``numbering_differs``). ``errors_px``: each click's leave-one-out error, how far
    the grid fitted to the other clicks puts it from where it was clicked (flat-picture pixels);
    ``residuals_px``: its distance from the grid fitted to all clicks (not a measure of the error)."""

    hexmap: HexMap
    a: float
    b: float
    tx: float
    ty: float
    clicks: tuple[Click, ...]
    residuals_px: tuple[float, ...]
    homography: Homography | None = None
    corners: tuple[tuple[float, float], ...] | None = None
    aspect: float | None = None
    errors_px: tuple[float, ...] = ()
    numbering_differs: bool = False
    map_numbering: str = ""        # the shipped map's numbering, named when ``numbering_differs``

    # -- sizes ----------------------------------------------------------------------------------
    @property
    def size_px(self) -> float:
        """Centre to corner of a hex, in flat-picture pixels."""
        return math.hypot(self.a, self.b)

    @property
    def hex_px(self) -> float:
        """Centre to centre of two adjacent hexes, in flat-picture pixels (one hex of distance)."""
        return SQRT3 * self.size_px

    @property
    def rotation_deg(self) -> float:
        return math.degrees(math.atan2(self.b, self.a))

    @property
    def max_error_px(self) -> float:
        """The worst click's leave-one-out error (pixels)."""
        return max(self.errors_px, default=0.0)

    @property
    def rms_error_px(self) -> float:
        r = self.errors_px
        return math.sqrt(sum(v * v for v in r) / len(r)) if r else 0.0

    @property
    def max_error_hex(self) -> float:
        return self.max_error_px / self.hex_px

    @property
    def rms_error_hex(self) -> float:
        return self.rms_error_px / self.hex_px

    @property
    def errors_hex(self) -> tuple[float, ...]:
        return tuple(e / self.hex_px for e in self.errors_px)

    @property
    def max_residual_px(self) -> float:
        return max(self.residuals_px, default=0.0)

    # -- mapping -------------------------------------------------------------------------------
    def _h(self) -> Homography:
        return self.homography or Homography.identity()

    def map_to_image_matrix(self) -> np.ndarray:
        """3x3: map units (x, y north, 1) to image pixels (homogeneous)."""
        s = np.array([[self.a, self.b, self.tx], [self.b, -self.a, self.ty], [0.0, 0.0, 1.0]])
        return self._h().inverse().matrix @ s

    def image_to_map_matrix(self) -> np.ndarray:
        """3x3: image pixels to map units (homogeneous), the inverse of :meth:`map_to_image_matrix`."""
        m = np.linalg.inv(self.map_to_image_matrix())
        return m / m[2, 2]

    def to_image(self, hex: Hex) -> tuple[float, float]:
        """Where the centre of ``hex`` is on the image, in pixels."""
        x, y = self.hexmap.center(hex)
        p = self.map_to_image_matrix() @ np.array([x, y, 1.0])
        return float(p[0] / p[2]), float(p[1] / p[2])

    def to_map_xy(self, x: float, y: float) -> tuple[float, float]:
        p = self.image_to_map_matrix() @ np.array([x, y, 1.0])
        return float(p[0] / p[2]), float(p[1] / p[2])

    def hex_at(self, x: float, y: float) -> tuple[Hex, float]:
        """The hex under image pixel (x, y) and how far the pixel is from its centre, in hexes."""
        mx, my = self.to_map_xy(x, y)
        h = hex_at_map_xy(self.hexmap, mx, my)
        cx, cy = self.hexmap.center(h)
        return h, math.hypot(mx - cx, my - cy) / SQRT3

    def label_at(self, x: float, y: float) -> str | None:
        """The printed number of the hex under image pixel (x, y), or None off the map."""
        h, _ = self.hex_at(x, y)
        return self.hexmap.label(h) if self.hexmap.contains(h) else None

    def summary(self) -> str:
        text = (f"hex {self.size_px:.1f} px (centre to corner), turned {round(self.rotation_deg, 1) + 0.0:.1f}°, "
                f"{numbering_text(self.hexmap)}")
        text += (f" (your printed map's numbering; the map file says {self.map_numbering})" if self.numbering_differs
                 else " (the map's own numbering)")
        if self.errors_px:
            worst = max(range(len(self.clicks)), key=lambda i: self.errors_px[i])
            text += (f"; each click checked against the others: worst {self.clicks[worst].label} "
                     f"{self.errors_px[worst]:.1f} px ({self.errors_px[worst] / self.hex_px:.2f} hex), "
                     f"r.m.s. {self.rms_error_px:.1f} px ({self.rms_error_hex:.2f} hex)")
        if self.homography is not None:
            text += "; perspective corrected from four corners"
        return text

    # -- storing ----------------------------------------------------------------------------------
    def to_dict(self) -> dict:
        return {
            "clicks": [{"label": c.label, "x": c.x, "y": c.y} for c in self.clicks],
            "corners": None if self.corners is None else [list(c) for c in self.corners],
            "aspect": self.aspect,
            "shifted": self.hexmap.shifted,
            "rows_from": self.hexmap.rows_from,
            "numbering_differs": self.numbering_differs,
        }


@dataclass(frozen=True)
class _Fit:
    """One numbering's least-squares similarity: the parameters (a, b, tx, ty), each click's residual
    and leave-one-out error (pixels)."""

    variant: HexMap
    p: np.ndarray
    residuals: np.ndarray
    errors: np.ndarray

    @property
    def hex_px(self) -> float:
        return SQRT3 * math.hypot(self.p[0], self.p[1])

    @property
    def worst_hex(self) -> float:
        return float(self.errors.max()) / self.hex_px if self.hex_px > 0 else math.inf


def _complex_fit(xy: np.ndarray, uv: np.ndarray) -> tuple[complex, complex, np.ndarray, np.ndarray]:
    """The similarity as a complex linear fit ``z = c * conj(w) + t`` (``w = x + iy``, ``z = u + iv``,
    ``c = a + ib``): c, t, each point's residual and leave-one-out error (the residual over ``1 - h``,
    ``h`` the point's leverage: exact for a linear least-squares fit)."""
    w = xy[:, 0] - 1j * xy[:, 1]
    z = uv[:, 0] + 1j * uv[:, 1]
    design = np.stack([w, np.ones_like(w)], axis=1)
    (c, t), *_ = np.linalg.lstsq(design, z, rcond=None)
    r = np.abs(design @ np.array([c, t]) - z)
    gram = design.conj().T @ design
    lev = np.real(np.einsum("ij,jk,ik->i", design, np.linalg.pinv(gram), design.conj()))
    with np.errstate(divide="ignore", invalid="ignore"):
        loo = np.where(1 - lev > 1e-9, r / np.maximum(1 - lev, 1e-300), np.inf)
    return complex(c), complex(t), r, loo


def _fit_variant(variant: HexMap, clicks: Sequence[Click], uv: np.ndarray) -> _Fit:
    xy = np.array([variant.center(variant.parse(c.label)) for c in clicks], dtype=float)
    c, t, r, loo = _complex_fit(xy, uv)
    return _Fit(variant, np.array([c.real, c.imag, t.real, t.imag]), r, loo)


def _variants(hexmap: HexMap) -> list[HexMap]:
    out = [hexmap]
    for shifted in ("odd", "even"):
        for edge in ("south", "north"):
            v = replace(hexmap, shifted=shifted, rows_from=edge)
            if v != hexmap:
                out.append(v)
    return out


def _parse_clicks(hexmap: HexMap, clicks: Sequence[Click]) -> None:
    if len(clicks) > MAX_CLICKS:
        raise InputError(msg("{0} clicked hexes: a calibration takes at most {1}", len(clicks), MAX_CLICKS), "calibration")
    seen: dict[tuple[int, int], str] = {}
    for i, c in enumerate(clicks, 1):
        where = f"click {i} ({c.label})"
        if not (math.isfinite(c.x) and math.isfinite(c.y)):
            raise InputError(msg("the click has no position on the image"), where)
        if max(abs(c.x), abs(c.y)) > MAX_COORD_PX:
            raise InputError(msg("the click at ({0:g}, {1:g}) is on no image", c.x, c.y), where)
        col_row = hexmap.to_offset(hexmap.parse(c.label))   # InputError names the label
        if col_row in seen:
            raise InputError(msg("the same hex as {0}: click two different hexes", seen[col_row]), where)
        seen[col_row] = where
    if len(clicks) < 3:
        raise InputError(msg("click at least three hexes far apart, not all in one column or row (got {0}): two always fit, a "
                             "third checks them", len(clicks)), "calibration")
    cols = {c for c, _r in seen}
    rows = {r for _c, r in seen}
    if len(cols) < 2 or len(rows) < 2:
        line = f"column {next(iter(cols))}" if len(cols) < 2 else f"row {next(iter(rows))}"
        raise InputError(msg("the clicked hexes are all in {0}: click one in another {1} so the fit is pinned", line, 'column' if len(cols) < 2 else 'row'), "calibration")
    pts = np.array([[c.x, c.y] for c in clicks])
    span = np.max(np.hypot(*(pts - pts.mean(axis=0)).T))
    if span < MIN_HEX_PX:
        raise InputError(msg("the clicks are all at one spot on the image"), "calibration")


def _check_pinned_numbering(hexmap: HexMap, clicks: Sequence[Click]) -> None:
    """A numbering is only found from clicks in shifted and unshifted columns (rows), two of each."""
    flat = hexmap.orientation == "flat"
    n_odd = sum((hexmap.to_offset(hexmap.parse(c.label))[0 if flat else 1]) % 2 for c in clicks)
    n_even = len(clicks) - n_odd
    if n_odd < 2 or n_even < 2:
        what = "columns" if flat else "rows"
        raise InputError(msg("to find how your printed map is numbered, click at least two hexes in odd {0} and two in even {1} "
                             "(got {2} and {3})", what, what, n_odd, n_even), "calibration")


def _typed_apart(a: str, b: str) -> int:
    """How many characters of one hex number differ from another's (a typo's size)."""
    return sum(x != y for x, y in zip(a, b)) + abs(len(a) - len(b))


def _disagreeing(variant: HexMap, clicks: Sequence[Click], uv: np.ndarray, fit: _Fit) -> tuple[int, str]:
    """The click that disagrees with the others, and the number the others give it when they put it on
    the centre of another hex (a mistyped number, found first; else ""), else the one whose removal
    leaves the others agreeing, else the one furthest from where the others put it."""
    n = len(clicks)
    candidates = []
    for i in range(n):
        rest = [j for j in range(n) if j != i]
        sub = _fit_variant(variant, [clicks[j] for j in rest], uv[rest])
        hx = sub.hex_px
        if not hx > 0:
            continue
        agree = len(rest) < 3 or sub.worst_hex <= MAX_ERROR_HEX
        c = complex(sub.p[0], sub.p[1])
        t = complex(sub.p[2], sub.p[3])
        w = ((complex(*uv[i]) - t) / c).conjugate()     # where click i is in map units, by the others' grid
        h = hex_at_map_xy(variant, w.real, w.imag)
        cx, cy = variant.center(h)
        off = math.hypot(w.real - cx, w.imag - cy) / SQRT3
        typo = agree and variant.contains(h) and h != variant.parse(clicks[i].label) and off <= _TYPO_HEX
        meant = variant.label(h) if typo else ""
        # a typo first (the fewest characters from what was typed, then the closest to a centre), else
        # a click whose removal leaves the others agreeing, the furthest from where they put it
        candidates.append((0 if typo else 1 if agree else 2, _typed_apart(clicks[i].label, meant) if typo else 0,
                           off if typo else -float(fit.errors[i]) / fit.hex_px, i, meant))
    if not candidates:
        return int(np.argmax(fit.errors)), ""
    best = min(candidates)
    i, meant = best[3], best[4]
    return i, meant


class CalibrationRefused(InputError):
    """A fit refused for a click that disagrees with the others: ``click`` (0-based) is the one named,
    ``errors_px`` every click's leave-one-out error with the numbering tried, ``hex_px`` one hex."""

    def __init__(self, message: str, where: str, click: int, errors_px: tuple[float, ...], hex_px: float):
        super().__init__(message, where)
        self.click, self.errors_px, self.hex_px = click, errors_px, hex_px


def _refusal(fit: _Fit, clicks: Sequence[Click], uv: np.ndarray, max_error_hex: float,
             hint: str = "") -> CalibrationRefused:
    i, meant = _disagreeing(fit.variant, clicks, uv, fit)
    e = float(fit.errors[i])
    text = (f"refused: click {i + 1} ({clicks[i].label}) is {e:.1f} px ({e / fit.hex_px:.2f} hex) from where the "
            f"other clicks put it (at most {max_error_hex:.2f} hex)")
    text += (f"; they put it on the centre of {meant}: check the number typed" if meant else
             ": check its number and where it was clicked")
    if len(clicks) == 3:
        text += " (three clicks cannot tell for sure which one is wrong: a fourth will)"
    return CalibrationRefused(text + hint, f"calibration, click {i + 1} ({clicks[i].label})", i,
                              tuple(float(x) for x in fit.errors), fit.hex_px)


def _ok(fit: _Fit, max_error_hex: float) -> bool:
    return fit.hex_px > 0 and fit.worst_hex <= max_error_hex


def fit_grid(hexmap: HexMap, clicks: Iterable[Click], corners: Sequence[tuple[float, float]] | None = None,
             aspect: float | None = None, max_error_hex: float = MAX_ERROR_HEX,
             numbering_differs: bool = False) -> GridFit:
    """Fit ``hexmap``'s grid to the clicked hexes (see the module notes).

    ``corners``: four clicked corners for a perspective correction (with ``aspect``, the printed
    rectangle's first side : second side). ``numbering_differs``: the referee says the printed map is
    numbered differently from ``hexmap`` (the numbering is then found from the clicks, which must pin
    it); otherwise ``hexmap``'s own is used. Raises InputError, naming the click, when a click is more
    than ``max_error_hex`` from where the other clicks put it, or the fitted hexes are too small.
    """
    clicks = tuple(clicks)
    if not (isinstance(max_error_hex, (int, float)) and 0 < max_error_hex <= 0.5):
        raise ValueError(f"max_error_hex must be in (0, 0.5], got {max_error_hex!r}")
    _parse_clicks(hexmap, clicks)
    homography = rectify_corners(corners, aspect) if corners is not None else None
    img = np.array([[c.x, c.y] for c in clicks], dtype=float)
    uv = homography.apply(img) if homography is not None else img
    own = _fit_variant(hexmap, clicks, uv)
    if not numbering_differs and own.hex_px / SQRT3 < MIN_HEX_PX:
        raise InputError(msg("the fitted hexes are {0:.1f} px across (centre to corner): check the numbers typed for the clicks", own.hex_px / SQRT3), "calibration")
    if numbering_differs:   # the map's own numbering may then give any size: only the numberings tried count
        _check_pinned_numbering(hexmap, clicks)
        fits = sorted((_fit_variant(v, clicks, uv) for v in _variants(hexmap)), key=lambda f: f.worst_hex)
        good = [f for f in fits if _ok(f, max_error_hex) and f.hex_px / SQRT3 >= MIN_HEX_PX]
        if not good:
            raise _refusal(fits[0], clicks, uv, max_error_hex, " (no numbering fits every click)")
        if len(good) > 1:
            raise InputError(msg("the clicks fit two numberings ({0}; {1}): click more hexes far apart in other columns and rows", numbering_text(good[0].variant), numbering_text(good[1].variant)), "calibration")
        best = good[0]
    else:
        if not _ok(own, max_error_hex):
            others = [f for f in (_fit_variant(v, clicks, uv) for v in _variants(hexmap)[1:]) if _ok(f, max_error_hex)]
            hint = ""
            if others:
                hint = (f". The clicks would fit a map with {numbering_text(others[0].variant)}; the "
                        f"{hexmap.name.capitalize()} map has {numbering_text(hexmap)}: if your printed map is "
                        "numbered so, say that it is numbered differently")
            raise _refusal(own, clicks, uv, max_error_hex, hint)
        best = own
    p = best.p
    fit = GridFit(best.variant, float(p[0]), float(p[1]), float(p[2]), float(p[3]), clicks,
                  tuple(float(r) for r in best.residuals), homography,
                  None if corners is None else tuple((float(x), float(y)) for x, y in corners),
                  aspect, tuple(float(e) for e in best.errors), best.variant != hexmap,
                  numbering_text(hexmap))
    if fit.size_px < MIN_HEX_PX:
        raise InputError(msg("the fitted hexes are {0:.1f} px across (centre to corner): check the numbers typed for the clicks", fit.size_px), "calibration")
    return fit


# --------------------------------------------------------------------------- a stored calibration

_KEYS = {"clicks", "corners", "aspect", "shifted", "rows_from", "numbering_differs"}


def _number(v: Any, where: str, what: str) -> float:
    """A JSON number (never true / false), finite and at most MAX_COORD_PX in size."""
    if isinstance(v, bool) or not isinstance(v, (int, float)):
        raise InputError(msg("{0} must be a number, got {1}", what, json_text(v)), where)
    f = float(v) if abs(v) < 1e308 else math.inf
    if not math.isfinite(f) or abs(f) > MAX_COORD_PX:
        raise InputError(msg("{0} must be a finite number of pixels (at most {1:g}), got {2}", what, MAX_COORD_PX, json_text(v)),
                         where)
    return f


def stored_clicks(data: Any, where: str = "calibration") -> tuple[list[Click], list[tuple[float, float]] | None,
                                                                  float | None, str, str, bool]:
    """Read a stored calibration (:meth:`GridFit.to_dict`), every field type-checked: (clicks, corners,
    aspect, shifted, rows_from, numbering_differs). InputError names the field."""
    if not isinstance(data, dict):
        raise InputError(msg("a calibration must be an object"), where)
    extra = sorted(set(data) - _KEYS, key=str)
    if extra:
        raise InputError(msg("unknown field {0} (a calibration has {1})", json_text(extra[0]), ', '.join(sorted(_KEYS))),
                         where)
    raw = data.get("clicks")
    if not isinstance(raw, list):
        raise InputError(msg("clicks must be a list of {{label, x, y}}"), f"{where}.clicks")
    if len(raw) > MAX_CLICKS:
        raise InputError(msg("{0} clicks: a calibration takes at most {1}", len(raw), MAX_CLICKS), f"{where}.clicks")
    clicks = []
    for i, c in enumerate(raw):
        at = f"{where}.clicks[{i}]"
        if not isinstance(c, dict) or set(c) != {"label", "x", "y"}:
            raise InputError(msg('each click is {{"label": ..., "x": ..., "y": ...}}'), at)
        if not isinstance(c["label"], str):
            raise InputError(msg("label must be a hex number as text, got {0}", json_text(c['label'])), f"{at}.label")
        clicks.append(Click(c["label"], _number(c["x"], f"{at}.x", "x"), _number(c["y"], f"{at}.y", "y")))
    corners = data.get("corners")
    if corners is not None:
        if not isinstance(corners, list) or len(corners) != 4:
            raise InputError(msg("corners must be null or a list of four [x, y]"), f"{where}.corners")
        out = []
        for i, pt in enumerate(corners):
            at = f"{where}.corners[{i}]"
            if not isinstance(pt, list) or len(pt) != 2:
                raise InputError(msg("each corner is [x, y]"), at)
            out.append((_number(pt[0], at, "x"), _number(pt[1], at, "y")))
        corners = out
    aspect = data.get("aspect")
    if aspect is not None:
        if isinstance(aspect, bool) or not isinstance(aspect, (int, float)) or not (
                math.isfinite(float(aspect) if abs(aspect) < 1e308 else math.inf) and 0.05 <= aspect <= 20):
            raise InputError(msg("aspect (the printed map's width : height) must be null or a number from 0.05 to 20, got {0}", json_text(aspect)), f"{where}.aspect")
        aspect = float(aspect)
    settings = []
    for key, allowed in (("shifted", ("odd", "even")), ("rows_from", ("south", "north"))):
        v = data.get(key)
        if v not in allowed or not isinstance(v, str):
            raise InputError(msg("{0} must be {1}, got {2}", key, ' or '.join(map(json_text, allowed)), json_text(v)),
                             f"{where}.{key}")
        settings.append(v)
    differs = data.get("numbering_differs", False)
    if not isinstance(differs, bool):
        raise InputError(msg("numbering_differs must be true or false, got {0}", json_text(differs)),
                         f"{where}.numbering_differs")
    return clicks, corners, aspect, settings[0], settings[1], differs


def fit_from_dict(hexmap: HexMap, data: Any, where: str = "calibration") -> GridFit:
    """Refit a stored calibration (:meth:`GridFit.to_dict`) with the limits of a new one: every field
    type-checked, the map's own numbering unless the calibration says the printed map differs (and
    then the numbering its clicks fit must be the one stored), each click checked against the others."""
    clicks, corners, aspect, shifted, rows_from, differs = stored_clicks(data, where)
    stored = replace(hexmap, shifted=shifted, rows_from=rows_from)
    if not differs and stored != hexmap:
        raise InputError(msg("it numbers the map with {0}, but the {1} map has {2} and the calibration does not say the printed "
                             "map differs: calibrate again", numbering_text(stored), hexmap.name.capitalize(), numbering_text(hexmap)), where)
    try:
        fit = fit_grid(hexmap, clicks, corners, aspect, numbering_differs=differs)
    except InputError as exc:
        rest = (exc.where or "").removeprefix("calibration").lstrip(", ")
        raise InputError(exc.message, f"{where}, {rest}" if rest else where) from exc
    if fit.hexmap != stored:
        raise InputError(msg("its clicks fit {0}, not the {1} it stores", numbering_text(fit.hexmap), numbering_text(stored)), where)
    return fit
