"""Fitting a printed hex map's grid to a scan or a photo of it. Qt-free (numpy).

The referee clicks the centres of two or three hexes on the image and types their printed numbers.
The grid is then fitted by least squares: the hex size in pixels, the rotation and the origin (a
*similarity*: image pixels are the map's hex-size units turned, scaled and moved, with the map's y
north flipped to the image's y down), together with the two settings a printed map may get wrong:
which columns (rows, on pointy maps) are shifted, and the edge the rows are counted from. Each of the
four settings is tried; the one the clicks fit best is kept, and on a tie (two clicks, or clicks in
one column) the map file's own settings win.

Photos taken at an angle: four clicks on the corners of a rectangle printed on the map (its edges),
in order around it, give a perspective correction (a homography, :func:`homography_from_quad`) that
turns the photo into a flat picture first; the hex clicks are fitted in that flat picture. The
rectangle's width : height (first side : second side, as clicked) is a referee entry (the printed
map's size); without it the ratio is estimated from the photo, which is exact only for a photo taken
square on.

Residuals are reported in pixels and in hexes (one hex = the distance between two adjacent hex
centres). A fit whose worst click is more than ``max_error_hex`` off the fitted grid is refused,
naming that click.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, replace
from typing import Iterable, Sequence

import numpy as np

from assistant.core.errors import InputError
from assistant.core.hexes import Hex, HexMap, cube_round

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
]

SQRT3 = math.sqrt(3.0)
MAX_ERROR_HEX = 0.25      # default: a click more than a quarter hex off the fitted grid refuses the fit
MIN_HEX_PX = 4.0          # a hex smaller than this (centre to corner) on the image cannot be told apart
_TIE_HEX = 0.02           # residuals closer than this (in hexes) are a tie: the map file's settings win


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
        raise InputError("a perspective correction needs exactly four corners", "corners")
    for quad, what in ((src, "the clicked corners"), (dst, "the target rectangle")):
        p = np.asarray(quad, dtype=float)
        for i in range(4):
            a, b, c = p[i], p[(i + 1) % 4], p[(i + 2) % 4]
            area = abs((b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0]))
            scale = max(np.hypot(*(b - a)), np.hypot(*(c - a)), 1e-9)
            if area < 1e-3 * scale * scale:
                raise InputError(f"three of {what} lie on one line (corners {i + 1}, {(i + 1) % 4 + 1}, "
                                 f"{(i + 2) % 4 + 1}): click the four corners in order around the map",
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
        raise InputError("a perspective correction needs four corners, each an x and a y", "corners")
    s1 = (np.hypot(*(p[1] - p[0])) + np.hypot(*(p[2] - p[3]))) / 2
    s2 = (np.hypot(*(p[2] - p[1])) + np.hypot(*(p[3] - p[0]))) / 2
    if s1 < MIN_HEX_PX or s2 < MIN_HEX_PX:
        raise InputError("the corners are too close together", "corners")
    if aspect is None:
        aspect = s1 / s2
    if not (isinstance(aspect, (int, float)) and math.isfinite(aspect) and 0.05 <= aspect <= 20):
        raise InputError(f"the rectangle's width : height must be between 0.05 and 20, got {aspect!r}", "aspect")
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
        raise InputError("four corners are needed, each an x and a y", where)
    for what, v in (("width", width), ("height", height)):
        if isinstance(v, bool) or not isinstance(v, (int, float)) or not math.isfinite(v) or v <= 0:
            raise InputError(f"the rectangle's {what} must be a positive number, got {v!r}", where)
    def turn(i: int) -> float:
        a, b = p[(i + 1) % 4] - p[i], p[(i + 2) % 4] - p[(i + 1) % 4]
        return float(a[0] * b[1] - a[1] * b[0])

    turns = [turn(i) for i in range(4)]
    if not (all(t > 0 for t in turns) or all(t < 0 for t in turns)):
        bad = next(i for i, t in enumerate(turns) if (t > 0) != (turns[0] > 0) or t == 0)
        raise InputError(f"the corners do not go round the rectangle in order (the outline folds at corner "
                         f"{(bad + 1) % 4 + 1}): click them one after the other around its edge", where)
    side = min(float(np.hypot(*(p[(i + 1) % 4] - p[i]))) for i in range(4))
    if side < MIN_HEX_PX:
        raise InputError(f"two corners are only {side:.1f} pixels apart", where)
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

@dataclass(frozen=True)
class GridFit:
    """A fitted grid. Flat-picture pixels ``(u, v)`` and map units ``(x, y)`` (y north) relate by
    ``u = a x + b y + tx``, ``v = b x - a y + ty``: the hex size is ``hypot(a, b)`` pixels and the
    grid is turned ``atan2(b, a)`` (clockwise on screen). ``homography`` takes image pixels to the
    flat picture (identity when no corners were clicked). ``hexmap`` carries the fitted shift and
    counting edge."""

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
    def max_residual_px(self) -> float:
        return max(self.residuals_px, default=0.0)

    @property
    def rms_residual_px(self) -> float:
        r = self.residuals_px
        return math.sqrt(sum(v * v for v in r) / len(r)) if r else 0.0

    @property
    def max_residual_hex(self) -> float:
        return self.max_residual_px / self.hex_px

    @property
    def rms_residual_hex(self) -> float:
        return self.rms_residual_px / self.hex_px

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
        worst = max(range(len(self.clicks)), key=lambda i: self.residuals_px[i]) if self.clicks else None
        text = (f"hex {self.size_px:.1f} px (centre to corner), turned {round(self.rotation_deg, 1) + 0.0:.1f}°, "
                f"{self.hexmap.shifted} {'columns' if self.hexmap.orientation == 'flat' else 'rows'} shifted, "
                f"rows counted from the {self.hexmap.rows_from}; residual {self.rms_residual_px:.1f} px "
                f"({self.rms_residual_hex:.3f} hex) r.m.s.")
        if worst is not None and len(self.clicks) > 2:
            text += f", worst {self.clicks[worst].label}: {self.residuals_px[worst]:.1f} px"
        elif len(self.clicks) == 2:
            text += " (two clicks always fit: add a third to check them)"
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
        }


def _residual_fit(xy: np.ndarray, uv: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Least squares (a, b, tx, ty) of the similarity and each point's residual in pixels."""
    n = len(xy)
    m = np.zeros((2 * n, 4))
    m[0::2, 0], m[0::2, 1], m[0::2, 2] = xy[:, 0], xy[:, 1], 1.0
    m[1::2, 0], m[1::2, 1], m[1::2, 3] = -xy[:, 1], xy[:, 0], 1.0
    rhs = uv.reshape(-1)
    p, *_ = np.linalg.lstsq(m, rhs, rcond=None)
    res = (m @ p - rhs).reshape(n, 2)
    return p, np.hypot(res[:, 0], res[:, 1])


def _variants(hexmap: HexMap) -> list[HexMap]:
    out = [hexmap]
    for shifted in ("odd", "even"):
        for edge in ("south", "north"):
            v = replace(hexmap, shifted=shifted, rows_from=edge)
            if v != hexmap:
                out.append(v)
    return out


def _parse_clicks(hexmap: HexMap, clicks: Sequence[Click]) -> None:
    if len(clicks) < 2:
        raise InputError(f"click at least two hexes (got {len(clicks)})", "calibration")
    seen: dict[tuple[int, int], str] = {}
    for i, c in enumerate(clicks, 1):
        where = f"click {i} ({c.label})"
        if not (math.isfinite(c.x) and math.isfinite(c.y)):
            raise InputError("the click has no position on the image", where)
        hexmap.parse(c.label)  # InputError names the label
        col_row = hexmap.to_offset(hexmap.parse(c.label))
        if col_row in seen:
            raise InputError(f"the same hex as {seen[col_row]}: click two different hexes", where)
        seen[col_row] = where
    pts = np.array([[c.x, c.y] for c in clicks])
    span = np.max(np.hypot(*(pts - pts.mean(axis=0)).T))
    if span < MIN_HEX_PX:
        raise InputError("the clicks are all at one spot on the image", "calibration")


def fit_grid(hexmap: HexMap, clicks: Iterable[Click], corners: Sequence[tuple[float, float]] | None = None,
             aspect: float | None = None, max_error_hex: float = MAX_ERROR_HEX,
             fit_settings: bool = True) -> GridFit:
    """Fit ``hexmap``'s grid to the clicked hexes (see the module notes).

    ``corners``: four clicked corners for a perspective correction (with ``aspect``, the printed
    rectangle's first side : second side). ``fit_settings``: also choose the shifted columns and
    the counting edge (else the map's own are kept). Raises InputError, naming the click, when a
    click is more than ``max_error_hex`` off the best grid or the fitted hexes are too small.
    """
    clicks = tuple(clicks)
    _parse_clicks(hexmap, clicks)
    homography = rectify_corners(corners, aspect) if corners is not None else None
    img = np.array([[c.x, c.y] for c in clicks], dtype=float)
    uv = homography.apply(img) if homography is not None else img
    best = None
    for variant in (_variants(hexmap) if fit_settings else [hexmap]):
        xy = np.array([variant.center(variant.parse(c.label)) for c in clicks], dtype=float)
        p, res = _residual_fit(xy, uv)
        size = math.hypot(p[0], p[1])
        score = float(res.max()) / (SQRT3 * size) if size > 0 else math.inf
        if best is None or score < best[0] - _TIE_HEX:
            best = (score, variant, p, res)
    score, variant, p, res = best
    fit = GridFit(variant, float(p[0]), float(p[1]), float(p[2]), float(p[3]), clicks,
                  tuple(float(r) for r in res), homography,
                  None if corners is None else tuple((float(x), float(y)) for x, y in corners),
                  aspect)
    if fit.size_px < MIN_HEX_PX:
        raise InputError(f"the fitted hexes are {fit.size_px:.1f} px across (centre to corner): check the "
                         "numbers typed for the clicks", "calibration")
    if fit.max_residual_hex > max_error_hex:
        i = int(np.argmax(res))
        raise InputError(
            f"refused: click {i + 1} ({clicks[i].label}) is {res[i]:.1f} px ({res[i] / fit.hex_px:.2f} hex) off "
            f"the grid the clicks fit best (at most {max_error_hex:.2f} hex): check its number and where it "
            f"was clicked", f"calibration, click {i + 1} ({clicks[i].label})")
    return fit


def fit_from_dict(hexmap: HexMap, data: dict, where: str = "calibration") -> GridFit:
    """Refit a stored calibration (:meth:`GridFit.to_dict`) with its stored settings."""
    if not isinstance(data, dict):
        raise InputError("a calibration must be a table", where)
    try:
        clicks = [Click(str(c["label"]), float(c["x"]), float(c["y"])) for c in data["clicks"]]
        variant = replace(hexmap, shifted=data.get("shifted", hexmap.shifted),
                          rows_from=data.get("rows_from", hexmap.rows_from))
        corners = data.get("corners")
        corners = None if corners is None else [(float(x), float(y)) for x, y in corners]
        aspect = data.get("aspect")
        aspect = None if aspect is None else float(aspect)
    except (KeyError, TypeError, ValueError) as exc:
        raise InputError(f"the calibration cannot be read ({exc})", where) from exc
    return fit_grid(variant, clicks, corners, aspect, max_error_hex=math.inf, fit_settings=False)
