"""The referee's scan of a printed campaign map as the background of the network editor (issue 16.2),
Qt-free.

The image is kept as every game's map image is (``assistant.games.map_image``: its path, size and
SHA-256, never the pixels). Its place under the network is a *similarity* (scale, rotation and shift,
no shear: a flat scan of a flat map) fitted by least squares to pins: points clicked on the scan, each
naming the network town printed there. One pin only shifts the scan; two fix its scale and turn; a
third and more are checked: a pin that lands
far from its town (a wrong town chosen, or a careless click) is refused, named. Without a fit the scan
lies one image pixel to one board unit, so a new board drawn on a scan keeps the scan's proportions.

The fit is stored with the image record (``MapImage.calibration = {"model": "similarity", "pins":
[...]}``) and refitted from its pins when read, so a new image drops it (a fit belongs to its image).
Every command returns ONE undoable ``Change``.
"""

from __future__ import annotations

import math

from dataclasses import dataclass, replace
from typing import Any, Iterable, Mapping, Sequence

import numpy as np

from assistant.core.errors import InputError
from assistant.games.map_image import MapImageCommands
from assistant.store.changes import Change
from assistant.core.messages import msg

MODEL = "similarity"
MAX_RESIDUAL = 0.04
"""A fit from three or more pins is refused when a pin lands further from its town than this share of
the pins' spread on the board (4%: a town circle's width on a board 600 units across)."""


@dataclass(frozen=True)
class Pin:
    """A point on the scan (image pixels, y down) and the network town printed there."""

    x: float
    y: float
    town: str

    def to_dict(self) -> dict[str, Any]:
        return {"x": self.x, "y": self.y, "town": self.town}


@dataclass(frozen=True)
class Similarity:
    """Board point = ``a`` * image point + ``b`` in complex numbers (``a``: scale and rotation)."""

    a: complex = 1 + 0j
    b: complex = 0j
    residuals: tuple[float, ...] = ()
    """Per pin, the distance (board units) from where the fit puts the pin to its town."""

    @property
    def scale(self) -> float:
        """Board units per image pixel."""
        return abs(self.a)

    @property
    def rotation_deg(self) -> float:
        return float(np.degrees(np.angle(self.a)))

    def to_board(self, x: float, y: float) -> tuple[float, float]:
        z = self.a * complex(x, y) + self.b
        return z.real, z.imag

    def to_image(self, x: float, y: float) -> tuple[float, float]:
        z = (complex(x, y) - self.b) / self.a
        return z.real, z.imag

    def matrix(self) -> np.ndarray:
        """The 3x3 matrix (column vectors) from image pixels to board units."""
        a, b = self.a, self.b
        return np.array([[a.real, -a.imag, b.real], [a.imag, a.real, b.imag], [0.0, 0.0, 1.0]])

    def summary(self) -> str:
        worst = max(self.residuals, default=0.0)
        return (f"{self.scale:.4g} board units a pixel, turned {self.rotation_deg:+.1f}°, "
                f"worst pin {worst:.1f} units off")


IDENTITY = Similarity()


def fit_similarity(pins: Sequence[Pin], towns: Mapping[str, Sequence[float]], where: str = "scan pins"
                   ) -> Similarity:
    """The least-squares similarity taking each pin to its town's board position (``towns``: name ->
    (x, y)); one pin: a shift only. Refused, naming what: no pin, a town not on the board or pinned
    twice, pins all in one place on the scan or on the board, a pin far off its town (three or more)."""
    if not pins:
        raise InputError(msg("pin a town on the scan first"), where)
    seen: set[str] = set()
    for i, p in enumerate(pins, 1):
        if p.town not in towns:
            raise InputError(msg("pin {0}: {1!r} is not a town of this board", i, p.town), where)
        if p.town in seen:
            raise InputError(msg("pin {0}: {1} is pinned twice", i, p.town), where)
        if not all(np.isfinite([p.x, p.y])):
            raise InputError(msg("pin {0}: the point on the scan is not a number", i), where)
        seen.add(p.town)
    z = np.array([complex(p.x, p.y) for p in pins])
    w = np.array([complex(*towns[p.town][:2]) for p in pins])
    if len(pins) == 1:
        return Similarity(1 + 0j, complex(w[0] - z[0]), (0.0,))
    zc, wc = z - z.mean(), w - w.mean()
    spread_z, spread_w = float(np.sum(np.abs(zc) ** 2)), float(np.sum(np.abs(wc) ** 2))
    if spread_z < 1e-9:
        raise InputError(msg("the pins are all at one point of the scan: pin towns far apart"), where)
    if spread_w < 1e-9:
        raise InputError(msg("the pinned towns are all at one point of the board: pin towns far apart"), where)
    a = complex(np.sum(np.conj(zc) * wc) / spread_z)
    b = complex(w.mean() - a * z.mean())
    res = np.abs(a * z + b - w)
    fit = Similarity(a, b, tuple(float(r) for r in res))
    if len(pins) >= 3:
        span = float(np.max(np.abs(w - w.mean()))) * 2
        worst = int(np.argmax(res))
        if res[worst] > MAX_RESIDUAL * span:
            p = pins[worst]
            raise InputError(msg("pin {0} ({1}) lands {2:.0f} units from its town on the board (at most {3:.0f} for these pins): "
                                 "wrong town, or a click off its printed place? Remove it and pin again", worst + 1, p.town, res[worst], MAX_RESIDUAL * span), where)
    return fit


def town_choices(pins: Sequence[Pin], towns: Mapping[str, Sequence[float]], image_wh: tuple[float, float],
                 at: tuple[float, float]) -> list[str]:
    """The board's towns in the order to offer them for a pin at scan pixel ``at`` (issue 23.2: the names
    came in the unfitted scan's order, hunting for Inchon): with no pin, by name (nothing says where the
    scan lies); with one, nearest first to where the click lands if the scan spans the towns' extent
    (its scale from the two sizes, unturned, shifted onto the pinned town); with two or more, nearest
    first where the pins' fit puts it. Towns already pinned come last."""
    names = sorted(towns, key=str.casefold)
    if not pins or not towns:
        return names
    pinned = {p.town for p in pins}
    board = None
    try:
        if len(pins) >= 2:
            board = fit_similarity(pins, towns).to_board(*at)
    except InputError:
        board = None
    if board is None:
        first = next((p for p in pins if p.town in towns), None)
        if first is None:
            return names
        xs = [float(v[0]) for v in towns.values()]
        ys = [float(v[1]) for v in towns.values()]
        span = math.hypot(max(xs) - min(xs), max(ys) - min(ys))
        diag = math.hypot(*image_wh)
        scale = span / diag if span > 0 and diag > 0 else 1.0
        tx, ty = towns[first.town][:2]
        board = (tx + scale * (at[0] - first.x), ty + scale * (at[1] - first.y))
    bx, by = board
    return sorted(names, key=lambda n: (n in pinned, math.hypot(towns[n][0] - bx, towns[n][1] - by)))


def pins_from(data: Mapping[str, Any] | None) -> list[Pin]:
    """The pins of a stored calibration (none for another model or none stored)."""
    if not data or data.get("model") != MODEL:
        return []
    out = []
    for i, p in enumerate(data.get("pins") or []):
        try:
            out.append(Pin(float(p["x"]), float(p["y"]), str(p["town"])))
        except (KeyError, TypeError, ValueError):
            raise InputError(msg("a stored pin is not {{x, y, town}}"), f"scan calibration, pin {i + 1}") from None
    return out


class BackdropCommands(MapImageCommands):
    """The scan under a MacArthur board: keep or forget the image (``set_image``, ``relink``,
    ``clear_image`` as every game's map image), pin it to towns, fit it."""

    def __init__(self, session, towns: Mapping[str, Sequence[float]] | None = None):
        super().__init__(session, None)
        self._towns = towns

    def towns(self) -> dict[str, tuple[float, float]]:
        """The board's towns where the network's layout draws them."""
        if self._towns is not None:
            return {k: (float(v[0]), float(v[1])) for k, v in self._towns.items()}
        from assistant.games.macarthur import persist

        doc = persist.network_doc(self.store, self.session.game_id) or {}
        lay = ((doc.get("meta") or {}).get("layout") or {}).get("towns") or {}
        return {k: (float(v[0]), float(v[1])) for k, v in lay.items()}

    def pins(self) -> list[Pin]:
        img = self.image()
        return pins_from(img.calibration if img is not None else None)

    def fit(self) -> Similarity:  # type: ignore[override]
        """Where the scan lies: fitted from its stored pins, or one pixel a unit when there are none (or
        refused, naming the pin, when a pinned town has since left the board or moved away)."""
        pins = self.pins()
        if not pins:
            return IDENTITY
        return fit_similarity(pins, self.towns(), "the scan's pins")

    def set_pins(self, pins: Iterable[Pin]) -> Change:
        """Fit the scan to ``pins`` and keep them (refused, nothing changes, when the fit is)."""
        img = self.image()
        if img is None:
            raise InputError(msg("load a scan of the printed map first"), "scan pins")
        pins = list(pins)
        fit = fit_similarity(pins, self.towns())
        data = {"model": MODEL, "pins": [p.to_dict() for p in pins]}
        text = f"Pin the scan to {pins[0].town}" if len(pins) == 1 else f"Fit the scan to {len(pins)} towns"
        return self._done(text, [self._put_image(replace(img, calibration=data))],
                          [f"Scan {img.name} fitted to {', '.join(p.town for p in pins)}: {fit.summary()}."])

    def add_pin(self, pin: Pin) -> Change:
        """One more pin (replacing an earlier pin of the same town), the scan refitted to them all."""
        return self.set_pins([p for p in self.pins() if p.town != pin.town] + [pin])

    def clear_pins(self) -> Change:
        img = self.image()
        if img is None or not img.calibration:
            raise InputError(msg("the scan is not fitted to any town"), "scan pins")
        return self._done("Unpin the scan", [self._put_image(replace(img, calibration=None))],
                          [f"Scan {img.name}: its pins were cleared; it lies one pixel to one board unit."])
