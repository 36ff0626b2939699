"""One hex-map view for every hex game (Luzon, Tarawa, Saipan).

The map is drawn from the core's :class:`~assistant.core.hexes.HexMap` settings: every hex of the
printed area, its printed number (shown once a hex is big enough on screen to read it), and layers the
boards put on top (named places, highlighted areas, lines between hex centres, markers). The view
only draws; a click on a hex is reported by :attr:`HexView.hexClicked` and the board decides what it
means.

Scene coordinates: one hex-size unit (centre to corner) is :data:`SIZE` scene units; x east, y south
(the core's y points north, so it is negated here, once, in :meth:`HexGeometry.scene_xy`).
"""

from __future__ import annotations

import html

import math
from dataclasses import dataclass
from typing import Iterable

from PySide6.QtCore import QEvent, QPointF, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import (
    QBrush, QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen, QPolygonF,
)
from PySide6.QtWidgets import (
    QGraphicsItem, QGraphicsPathItem, QGraphicsScene, QGraphicsView,
    QHBoxLayout, QLabel, QSizePolicy, QStyleOptionGraphicsItem, QToolButton, QVBoxLayout, QWidget,
)

from assistant.core.hexes import Hex, HexMap
from assistant.ui import theme
from assistant.ui.i18n import fill, translate

from .hexview_counters import (  # noqa: F401 - the counters are part of this view's API
    Counter, _Chip, _CounterStack, _KeepsScreenSize, _TargetRing, set_counters, set_stacks, spread_counters,
)
from .hexview_labels import MUST_SHOW, _Label, label_rect, place_labels

from .hexview_metrics import _BUCKET, FIT_PAD, HIT_PX, MAX_SCALE, MIN_COUNTER_PX, MIN_SCALE, SIZE  # noqa: F401

SEA = QColor("#dbe9f4")
LAND = QColor("#f7f3e8")
GRID = QColor("#9b9486")
NUMBER = QColor("#5b554a")


@dataclass(frozen=True)
class MapColours:
    """The map's own colours for the palette in force: sea, empty land, grid lines, hex numbers and
    the pale box behind labels. On a dark palette the empty map is dark and its lines and words light;
    the boards' terrain and side colours are toned down towards it (:meth:`fill`) but keep their hue."""

    dark: bool
    sea: QColor
    land: QColor
    grid: QColor
    number: QColor
    label_bg: QColor

    def fill(self, c: QColor) -> QColor:
        """A board's fill as drawn: the light map's sea and land become this palette's; on a dark
        palette every other colour is dimmed a third of the way to the empty land."""
        if c.rgb() == SEA.rgb():
            out = QColor(self.sea)
        elif c.rgb() == LAND.rgb():
            out = QColor(self.land)
        elif self.dark:
            out = theme.mix(c, self.land, 0.4)
        else:
            return QColor(c)
        out.setAlpha(c.alpha())
        return out

    def ink(self, c: QColor | str, on: QColor | None = None, ratio: float = 3.0) -> QColor:
        """A line's or a word's colour made to read on ``on`` (default: the empty land)."""
        return theme.readable(QColor(c), on if on is not None else self.land, ratio)


def map_colours(where=None) -> MapColours:
    if theme.is_dark(where):
        return MapColours(True, QColor("#17263a"), QColor("#2f2d29"), QColor("#8c877c"), QColor("#d8d2c4"),
                          QColor(24, 24, 26, 225))
    return MapColours(False, QColor(SEA), QColor(LAND), QColor(GRID), QColor(NUMBER), QColor("#ffffffd8"))


class HexGeometry:
    """Where each hex of a map lies in the scene, and which hex lies under a point."""

    def __init__(self, hexmap: HexMap):
        self.map = hexmap
        cells = hexmap.cells()      # every hex, its number and centre at once (a board's start: issue 17.6)
        self.hexes: list[Hex] = [c[0] for c in cells]
        self.labels: dict[Hex, str] = {h: label for h, label, _cx, _cy in cells}
        self.centres: dict[Hex, QPointF] = {}
        self._buckets: dict[tuple[int, int], list[Hex]] = {}
        floor, buckets, centres = math.floor, self._buckets, self.centres
        xs, ys = [], []
        for h, _label, cx, cy in cells:
            x, y = SIZE * cx, -SIZE * cy              # scene_xy
            centres[h] = QPointF(x, y)
            buckets.setdefault((int(floor(x / _BUCKET)), int(floor(y / _BUCKET))), []).append(h)
            xs.append(x)
            ys.append(y)
        self.rect = QRectF(min(xs) - SIZE, min(ys) - SIZE, max(xs) - min(xs) + 2 * SIZE,
                           max(ys) - min(ys) + 2 * SIZE)
        start = 0.0 if hexmap.orientation == "flat" else 30.0
        self._corner = [QPointF(SIZE * math.cos(math.radians(start + 60 * i)),
                                -SIZE * math.sin(math.radians(start + 60 * i))) for i in range(6)]
        self._shape = QPolygonF(self._corner)    # the hex at (0, 0): each hex is it moved to its centre

    @staticmethod
    def _key(p: QPointF) -> tuple[int, int]:
        return int(math.floor(p.x() / _BUCKET)), int(math.floor(p.y() / _BUCKET))

    @staticmethod
    def scene_xy(cx: float, cy: float) -> QPointF:
        return QPointF(SIZE * cx, -SIZE * cy)

    def centre(self, h: Hex) -> QPointF:
        """The centre of any hex (on the map or off it)."""
        p = self.centres.get(h) if hasattr(self, "centres") else None
        return p if p is not None else self.scene_xy(*self.map.center(h))

    def polygon(self, h: Hex) -> QPolygonF:
        """The hex's corners: the same points as its centre plus each of ``_corner`` (one Qt call, not six
        points made in Python: a map's whole grid is made at its first paint, issue 25)."""
        return self._shape.translated(self.centre(h))

    def label(self, h: Hex) -> str:
        if self.labels.get(h):
            return self.labels[h]
        return self.map.label(h) if self.map.contains(h) else fill(translate("hexmap", "off map %1"), h)

    def hex_at(self, p: QPointF) -> Hex | None:
        """The map hex whose inside holds scene point ``p`` (nearest centre), or None off the map."""
        kx, ky = self._key(p)
        best, best_d = None, None
        for dx in (-1, 0, 1):
            for dy in (-1, 0, 1):
                for h in self._buckets.get((kx + dx, ky + dy), ()):
                    c = self.centres[h]
                    d = (c.x() - p.x()) ** 2 + (c.y() - p.y()) ** 2
                    if best_d is None or d < best_d:
                        best, best_d = h, d
        if best is None or best_d > SIZE * SIZE:
            return None
        return best

    def hexes_in(self, rect: QRectF) -> Iterable[Hex]:
        r = rect.adjusted(-SIZE, -SIZE, SIZE, SIZE)
        x0, y0 = self._key(r.topLeft())
        x1, y1 = self._key(r.bottomRight())
        for kx in range(x0, x1 + 1):
            for ky in range(y0, y1 + 1):
                yield from self._buckets.get((kx, ky), ())


class GridItem(QGraphicsItem):
    """Every hex of the map with its printed number; only the exposed part is painted, and the
    numbers only once a hex is at least :attr:`label_min_px` pixels across on screen."""

    label_min_px = 34.0

    def __init__(self, geo: HexGeometry):
        super().__init__()
        self.geo = geo
        self.fills: dict[Hex, QColor] = {}
        self.marks: dict[Hex, str] = {}
        self.default_fill = LAND
        self.see_through = False      # a map image lies under the grid: unpainted hexes stay clear
        self.lines_over_scan = False  # over a map image, the scan's own hex lines and numbers show alone
        self.colours = map_colours()
        self._ink_cache: dict = {}
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemUsesExtendedStyleOption, True)
        self.setZValue(0)
        self.font = QFont()
        self.font.setPixelSize(int(SIZE * 0.36))

    def boundingRect(self) -> QRectF:  # noqa: N802
        return self.geo.rect

    def set_fills(self, fills: dict[Hex, QColor], marks: dict[Hex, str] | None = None) -> None:
        """Colour hexes (terrain) and print a short word in them when zoomed in (colour plus text)."""
        self.fills = dict(fills)
        self.marks = dict(marks or {})
        self.update()

    def drawn_fill(self, h: Hex) -> QColor:
        """The colour hex ``h`` is painted in (its terrain, else the empty map), for this palette."""
        fill = self.fills.get(h)
        return self.colours.fill(fill if fill is not None else QColor(self.default_fill))

    def ink_on(self, h: Hex, ink: QColor, ratio: float) -> QColor:
        """``ink`` made readable on hex ``h``'s fill (cached by colour pair)."""
        under = self.drawn_fill(h)
        key = (under.rgba(), ink.rgba(), ratio)
        cache = self._ink_cache
        if key not in cache:
            cache[key] = theme.readable(ink, under, ratio)
        return cache[key]

    def set_colours(self, colours: MapColours) -> None:
        self.colours = colours
        self._ink_cache = {}
        self.update()

    def _brush_of(self, h: Hex) -> QBrush:
        pal = self.colours
        fill = self.fills.get(h)
        fill = pal.fill(fill) if fill is not None else None
        if self.see_through:
            fill = QColor(fill) if fill is not None else QColor(0, 0, 0, 0)
            fill.setAlpha(min(fill.alpha(), 90))
        return QBrush(fill if fill is not None else pal.fill(QColor(self.default_fill)))

    def _batched(self) -> tuple[list[tuple[QBrush, QPainterPath]], QPainterPath]:
        """Every hex's polygon gathered by the brush it is filled with, and all their outlines: a
        zoomed-out frame draws a few paths instead of a thousand polygons (issue 25: the Luzon map at
        Fit took 30 ms a frame). Kept until the fills, the palette or the see-through state change."""
        key = (id(self.fills), len(self.fills), self.see_through, id(self.colours), QColor(self.default_fill).rgba())
        got = getattr(self, "_batch", None)
        if got is not None and got[0] == key:
            return got[1]
        by: dict[int, tuple[QBrush, QPainterPath]] = {}
        outline = QPainterPath()
        brushes: dict = {}       # a fill's brush and path, made once per distinct fill (a few kinds of terrain)
        fills, centres, moved = self.fills, self.geo.centres, self.geo._shape.translated   # (geo.polygon, inlined)
        for h in self.geo.hexes:
            poly = moved(centres[h])
            fill = fills.get(h)
            fkey = None if fill is None else (fill.spec(), fill.getRgbF())
            got = brushes.get(fkey)
            if got is None:
                brush = self._brush_of(h)
                k = brush.color().rgba()
                if k not in by:
                    by[k] = (brush, QPainterPath())
                got = brushes[fkey] = by[k][1]
            got.addPolygon(poly)
            got.closeSubpath()
            outline.addPolygon(poly)
            outline.closeSubpath()
        out = (list(by.values()), outline)
        self._batch = (key, out)
        return out

    BATCH_MIN = 300        # hexes exposed: from this many on, the batched paths are drawn

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget=None) -> None:
        lod = option.levelOfDetailFromTransform(painter.worldTransform())
        exposed = option.exposedRect
        hexes = [h for h in self.geo.hexes_in(exposed)]
        pal = self.colours
        plain = self.see_through and not self.lines_over_scan   # the printed lines and numbers are the scan's
        pen = QPen(pal.grid)
        pen.setCosmetic(True)
        pen.setWidthF(1.0 if lod * SIZE > 10 else 0.5)
        if len(hexes) >= self.BATCH_MIN:
            fills, outline = self._batched()
            # the fills without antialiasing (their edges lie under the antialiased outline drawn next):
            # a zoomed-out Luzon frame 54 -> 16 ms of CPU here
            aa = painter.testRenderHint(QPainter.RenderHint.Antialiasing)
            painter.setRenderHint(QPainter.RenderHint.Antialiasing, False)
            painter.setPen(Qt.PenStyle.NoPen)
            for brush, path in fills:
                if brush.color().alpha():
                    painter.setBrush(brush)
                    painter.drawPath(path)
            painter.setRenderHint(QPainter.RenderHint.Antialiasing, aa)
            if not plain:      # over a calibrated scan the printed lines are the scan's (issue 23.2)
                painter.setPen(pen)
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawPath(outline)
        else:
            painter.setPen(Qt.PenStyle.NoPen if plain else pen)
            for h in hexes:
                painter.setBrush(self._brush_of(h))
                painter.drawPolygon(self.geo.polygon(h))
        if lod * 2 * SIZE >= self.label_min_px:
            painter.setFont(self.font)
            fm = QFontMetricsF(self.font)
            for h in hexes if not plain else ():
                c = self.geo.centres[h]
                text = self.geo.labels[h]
                w = fm.horizontalAdvance(text)
                painter.setPen(self.ink_on(h, pal.number, 3.0))
                painter.drawText(QPointF(c.x() - w / 2, c.y() - SIZE * 0.52), text)
            for h in hexes:
                word = self.marks.get(h)
                if word:
                    painter.setPen(self.ink_on(h, QColor("#202020"), 4.5))
                    c = self.geo.centres[h]
                    w = fm.horizontalAdvance(word)
                    painter.drawText(QPointF(c.x() - w / 2, c.y() + SIZE * 0.68), word)


@dataclass(frozen=True)
class Place:
    hex: Hex
    name: str
    kind: str = "place"          # place | city | supply | airstrip | setup | landing
    colour: str = "#222222"


PLACE_STYLE = {
    "city": ("#8b0000", 0.34),
    "supply": ("#6a1b9a", 0.30),
    "airstrip": ("#1565c0", 0.28),
    "place": ("#333333", 0.22),
    "setup": ("#2e7d32", 0.18),
    "landing": ("#00695c", 0.30),
}


class HexView(QGraphicsView):
    """The map: zoom with the wheel or +/-, pan by dragging, click a hex to report it."""

    hexClicked = Signal(object)        # Hex
    hexHovered = Signal(object)        # Hex | None
    fitChanged = Signal()              # fitted again, or a zoom or pan left the fit (the Fit button's words)

    def __init__(self, hexmap: HexMap, parent: QWidget | None = None):
        super().__init__(parent)
        self.layers: dict[str, list[QGraphicsItem]] = {}
        self._label_timer = QTimer(self)
        self._label_timer.setSingleShot(True)
        self._label_timer.setInterval(0)
        self._label_timer.timeout.connect(self.place_labels)
        self._painted = False          # the viewport has painted once (before: placements wait for it)
        self.geo = HexGeometry(hexmap)
        self.setScene(QGraphicsScene(self))
        self.colours = map_colours()   # the application's palette: a child may hear of a change first
        self.scene().setBackgroundBrush(QBrush(self.colours.sea))
        self.scene().setSceneRect(self.geo.rect.adjusted(-4 * SIZE, -4 * SIZE, 4 * SIZE, 4 * SIZE))
        self.grid = GridItem(self.geo)
        self.scene().addItem(self.grid)
        self.layers: dict[str, list[QGraphicsItem]] = {}
        self.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        self.setRenderHint(QPainter.RenderHint.TextAntialiasing, True)
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.AnchorUnderMouse)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setMouseTracking(True)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self._press = None
        self._panning = False
        self._fitted = False
        self.cursor_hex: Hex | None = None
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setAccessibleName(translate("hexmap", "Hex map"))
        self.setAccessibleDescription(translate("hexmap", "No hex selected. Tab or the arrows select counters and "
                                                          "places; Enter picks the selected hex."))
        self.underlay: QGraphicsItem | None = None

    def set_underlay(self, item: QGraphicsItem | None) -> None:
        """A picture under the grid (the referee's own map image, placed by its calibration); over it the
        grid's hexes turn see-through. None takes it away."""
        if self.underlay is not None:
            self.scene().removeItem(self.underlay)
        self.underlay = item
        if item is not None:
            item.setZValue(-1)
            self.scene().addItem(item)
        self.grid.see_through = item is not None
        self.grid.update()

    # -- zoom and pan ---------------------------------------------------------------------------------
    @property
    def scale_factor(self) -> float:
        return self.transform().m11()

    def zoom(self, factor: float, anchor_centre: bool = False) -> None:
        s = self.scale_factor * factor
        if not MIN_SCALE <= s <= MAX_SCALE:
            return
        self._auto_fit = False
        if anchor_centre:
            old = self.transformationAnchor()
            self.setTransformationAnchor(QGraphicsView.ViewportAnchor.AnchorViewCenter)
            self.scale(factor, factor)
            self.setTransformationAnchor(old)
        else:
            self.scale(factor, factor)

    fit_margins = (0.0, 0.0, 0.0, 0.0)   # extra scene room (left, top, right, bottom) for edge labels

    home: QRectF | None = None           # what Fit land shows, when no ``home_source`` says (else the whole map)
    home_source = None                   # a callable giving the hexes Fit land shows (None: the whole map)
    fit_mode = "land"                    # what Fit shows: "land" (the home, where there is one) or "all"

    def set_home(self, hexes: Iterable[Hex] | None) -> None:
        self.home = self._rect_of(list(hexes)) if hexes is not None else None

    def _rect_of(self, hexes: list[Hex]) -> QRectF | None:
        """The scene rectangle of these hexes with a hex's room around them (None for none)."""
        pts = [self.geo.centre(h) for h in hexes]
        if not pts:
            return None
        xs, ys = [p.x() for p in pts], [p.y() for p in pts]
        return QRectF(min(xs) - SIZE, min(ys) - SIZE, max(xs) - min(xs) + 2 * SIZE, max(ys) - min(ys) + 2 * SIZE)

    def land_rect(self) -> QRectF | None:
        """What Fit land shows (issue 23.1: the land and the units, not the whole sea), within the map;
        None when it would be the whole map (Luzon's map is all land)."""
        rect = self.home
        if self.home_source is not None:
            hexes = self.home_source()
            rect = self._rect_of(list(hexes)) if hexes is not None else None
        if rect is None:
            return None
        rect = rect.intersected(self.geo.rect.adjusted(-SIZE, -SIZE, SIZE, SIZE))
        whole = self.geo.rect
        if rect.isEmpty() or rect.width() * rect.height() >= 0.9 * whole.width() * whole.height():
            return None
        return rect

    @property
    def _auto_fit(self) -> bool:
        """The view is at Fit (a resize fits again); a zoom or a pan ends it."""
        return getattr(self, "_at_fit", True)

    @_auto_fit.setter
    def _auto_fit(self, on: bool) -> None:
        if on != getattr(self, "_at_fit", True):
            self._at_fit = on
            self.fitChanged.emit()

    def has_land(self) -> bool:
        """There is land to fit, apart from the whole map (as at the last Fit: worked out once a Fit)."""
        land = getattr(self, "_fit_land", False)
        return (self.land_rect() if land is False else land) is not None

    def fit_shows(self) -> str:
        """What Fit shows: "land" or "all" (the whole map; always so where there is no land to fit)."""
        return "land" if self.fit_mode == "land" and self.has_land() else "all"

    def fit(self) -> None:
        """Show the land (or, in the "all" mode or with no land, the whole map) as large as the viewport
        allows: the scale fills the viewport's width or height exactly, the other way centred."""
        left, top, right, bottom = self.fit_margins
        land = self._fit_land = self.land_rect()    # once a Fit: the units may have moved since the last
        rect = land if self.fit_mode == "land" and land is not None else self.geo.rect
        self.zoom_to_rect(rect.adjusted(-FIT_PAD - left, -FIT_PAD - top, FIT_PAD + right, FIT_PAD + bottom))
        self._fitted = True
        self.fitChanged.emit()

    def cycle_fit(self) -> str:
        """Ctrl+0 and the Fit button (issue 23.1): at Fit land, Fit all (the whole map with its sea);
        otherwise Fit land. Returns what is shown now, "land" or "all"."""
        at_land = self._fitted and self._auto_fit and self.fit_shows() == "land"
        self.fit_mode = "all" if at_land else "land"
        self._auto_fit = True
        self.fit()
        return self.fit_shows()

    def zoom_to_rect(self, rect: QRectF) -> None:
        """Show this scene rectangle as large as the viewport allows, centred."""
        vp = self.viewport().rect()
        if rect.width() <= 0 or rect.height() <= 0 or vp.width() <= 0 or vp.height() <= 0:
            return
        s = min(vp.width() / rect.width(), vp.height() / rect.height())
        s = max(MIN_SCALE, min(MAX_SCALE, s))
        self.resetTransform()
        super().scale(s, s)
        self.centerOn(rect.center())
        self._update_lod()

    def zoom_to_hexes(self, hexes: Iterable[Hex]) -> bool:
        """Zoom to these hexes (the selection), leaving a hex of room around them; at most so close that
        a hex is 160 pixels wide. False when there is nothing to show."""
        pts = [self.geo.centre(h) for h in hexes]
        if not pts:
            return False
        xs, ys = [p.x() for p in pts], [p.y() for p in pts]
        rect = QRectF(min(xs) - 2 * SIZE, min(ys) - 2 * SIZE, max(xs) - min(xs) + 4 * SIZE,
                      max(ys) - min(ys) + 4 * SIZE)
        self._auto_fit = False
        self.zoom_to_rect(rect)
        if self.hex_px() > 160:
            self.zoom(160 / self.hex_px(), anchor_centre=True)
        return True

    def show_hexes(self, hexes: Iterable[Hex], min_hex_px: float = 0.0) -> None:
        """Bring these hexes into view (and zoom in so a hex is at least ``min_hex_px`` wide)."""
        pts = [self.geo.centre(h) for h in hexes]
        if not pts:
            return
        xs, ys = [p.x() for p in pts], [p.y() for p in pts]
        rect = QRectF(min(xs) - 2 * SIZE, min(ys) - 2 * SIZE, max(xs) - min(xs) + 4 * SIZE,
                      max(ys) - min(ys) + 4 * SIZE)
        self.fitInView(rect, Qt.AspectRatioMode.KeepAspectRatio)
        if min_hex_px and self.scale_factor * 2 * SIZE > max(min_hex_px, 2 * SIZE * 2.5):
            f = 2 * SIZE * 2.5 / (self.scale_factor * 2 * SIZE)
            self.zoom(f, anchor_centre=True)

    def resizeEvent(self, event) -> None:  # noqa: N802
        super().resizeEvent(event)
        if not self._fitted or getattr(self, "_auto_fit", True):
            self.fit()
        else:
            self._labels_soon()

    def wheelEvent(self, event) -> None:  # noqa: N802
        self._auto_fit = False
        steps = event.angleDelta().y() / 120.0
        self.zoom_at(1.2 ** steps, event.position())

    def zoom_at(self, factor: float, pos: QPointF) -> None:
        """Zoom keeping the scene point under viewport point ``pos`` (the cursor) where it is."""
        scene_pt = self.viewportTransform().inverted()[0].map(pos)
        old = self.transformationAnchor()
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.NoAnchor)
        self.zoom(factor)
        self.setTransformationAnchor(old)
        moved = self.viewportTransform().map(scene_pt) - pos
        self.horizontalScrollBar().setValue(self.horizontalScrollBar().value() + round(moved.x()))
        self.verticalScrollBar().setValue(self.verticalScrollBar().value() + round(moved.y()))

    def mousePressEvent(self, event) -> None:  # noqa: N802
        self.setFocus(Qt.FocusReason.MouseFocusReason)
        if (event.button() == Qt.MouseButton.LeftButton
                and event.modifiers() & Qt.KeyboardModifier.ShiftModifier):     # Shift+drag: zoom to a box
            from PySide6.QtWidgets import QRubberBand

            self._band_from = event.position().toPoint()
            self._band = QRubberBand(QRubberBand.Shape.Rectangle, self.viewport())
            self._band.setGeometry(self._band_from.x(), self._band_from.y(), 0, 0)
            self._band.show()
            event.accept()
            return
        if event.button() in (Qt.MouseButton.LeftButton, Qt.MouseButton.MiddleButton):
            self._press = (event.position(), event.button())
            self._panning = event.button() == Qt.MouseButton.MiddleButton
            self._last = event.position()
            event.accept()
            return
        super().mousePressEvent(event)

    def mouseMoveEvent(self, event) -> None:  # noqa: N802
        band = getattr(self, "_band", None)
        if band is not None:
            from PySide6.QtCore import QRect

            band.setGeometry(QRect(self._band_from, event.position().toPoint()).normalized())
            return
        if self._press is not None:
            d = event.position() - self._last
            if not self._panning and (event.position() - self._press[0]).manhattanLength() > 5:
                self._panning = True
            if self._panning:
                self._auto_fit = False
                self.viewport().setCursor(Qt.CursorShape.ClosedHandCursor)
                self.horizontalScrollBar().setValue(self.horizontalScrollBar().value() - int(d.x()))
                self.verticalScrollBar().setValue(self.verticalScrollBar().value() - int(d.y()))
            self._last = event.position()
            return
        h = self.geo.hex_at(self.mapToScene(event.position().toPoint()))
        self.hexHovered.emit(h)
        super().mouseMoveEvent(event)

    def mouseReleaseEvent(self, event) -> None:  # noqa: N802
        band = getattr(self, "_band", None)
        if band is not None:
            self._band = None
            box = band.geometry()
            band.deleteLater()
            if box.width() > 8 and box.height() > 8:
                self.zoom_box(QRectF(box))
            return
        if self._press is not None:
            was_pan = self._panning
            self._press = None
            self._panning = False
            self.viewport().unsetCursor()
            if not was_pan and event.button() == Qt.MouseButton.LeftButton:
                h = self.hex_at_view(event.position())
                if h is not None:
                    self.hexClicked.emit(h)
            return
        super().mouseReleaseEvent(event)

    def zoom_box(self, box: QRectF) -> None:
        """Zoom to a box drawn on the viewport (Shift+drag), in viewport pixels."""
        self._auto_fit = False
        self.zoom_to_rect(self.mapToScene(box.toRect()).boundingRect())

    def hex_at_view(self, pos: QPointF) -> Hex | None:
        """The hex a click at viewport point ``pos`` means: the counter, marker or place dot nearest the
        click when one is within :data:`HIT_PX` pixels of it (so a small counter at Fit is still easy to
        hit), else the hex under the click."""
        best, best_d = None, HIT_PX
        vt = self.viewportTransform()
        for items in self.layers.values():
            for item in items:
                h = getattr(item, "hex", None)
                r = getattr(item, "clear_rect", None)
                if h is None or r is None or not item.isVisible():
                    continue
                box = vt.mapRect(r)
                dx = max(box.left() - pos.x(), 0.0, pos.x() - box.right())
                dy = max(box.top() - pos.y(), 0.0, pos.y() - box.bottom())
                d = math.hypot(dx, dy)
                if d < best_d or (d == best_d == 0.0 and best is None):
                    best, best_d = h, d
        if best is not None and best_d <= HIT_PX:
            under = self.geo.hex_at(self.mapToScene(pos.toPoint()))
            if best_d > 0 and under is not None and any(
                    getattr(i, "hex", None) == under for items in self.layers.values() for i in items
                    if getattr(i, "clear_rect", None) is not None and i.isVisible()):
                return under        # the click is in a hex that has a counter of its own
            return best
        return self.geo.hex_at(self.mapToScene(pos.toPoint()))

    def click_hex(self, h: Hex) -> None:
        """What a click on ``h`` does (for keyboard entry and tests)."""
        self.hexClicked.emit(h)

    def set_cursor_hex(self, h: Hex | None) -> None:
        """The keyboard's selected hex, drawn as a thick dashed outline (None: no selection)."""
        self.cursor_hex = h
        self.clear_layer("cursor")
        if h is None:
            return
        path = QPainterPath()
        path.addPolygon(self.geo.polygon(h))
        path.closeSubpath()
        item = QGraphicsPathItem(path)
        pen = QPen(QColor("#ff6f00"), 3.5)
        pen.setCosmetic(True)
        pen.setStyle(Qt.PenStyle.DashLine)
        item.setPen(pen)
        self._add("cursor", item, 9.0)

    def ensure_hex_visible(self, h: Hex) -> None:
        c = self.geo.centre(h)
        self.ensureVisible(QRectF(c.x() - SIZE, c.y() - SIZE, 2 * SIZE, 2 * SIZE), 20, 20)

    def view_pos_of(self, h: Hex):
        """The viewport point at the centre of ``h`` (for tests that click on the map)."""
        return self.mapFromScene(self.geo.centre(h))

    # -- layers ---------------------------------------------------------------------------------------
    def clear_layer(self, name: str) -> None:
        items = self.layers.pop(name, [])
        for item in items:
            self.scene().removeItem(item)
        if items:
            self._label_timer.start()

    def _add(self, name: str, item: QGraphicsItem, z: float) -> QGraphicsItem:
        item.setZValue(z)
        if isinstance(item, _KeepsScreenSize):
            item.set_view_scale(self.scale_factor)
        self.scene().addItem(item)
        self.layers.setdefault(name, []).append(item)
        if isinstance(item, _Label) or hasattr(item, "clear_rect"):
            self._label_timer.start()
        return item

    # -- label placement (hexview_labels) ---------------------------------------------------------------
    def labels(self) -> list[_Label]:
        """Every label of every layer (shown or not)."""
        return [i for items in self.layers.values() for i in items if isinstance(i, _Label)]

    def shown_labels(self) -> list[_Label]:
        return [lb for lb in self.labels() if lb.isVisible()]

    def label_rects(self) -> list[tuple[str, QRectF]]:
        """(text, box in viewport pixels) of every label shown, as drawn."""
        return [(lb.text(), label_rect(self, lb)) for lb in self.shown_labels()]

    def keep_clear_rects(self) -> list[QRectF]:
        """The boxes, in viewport pixels, no label may cover: counters, markers, place dots (each at
        least a few pixels, as they are still drawn there)."""
        out = []
        vt = self.viewportTransform()
        for items in self.layers.values():
            for item in items:
                r = getattr(item, "clear_rect", None)
                if r is None or not item.isVisible():
                    continue
                box = vt.mapRect(r)
                c = box.center()
                w, h = max(box.width(), 6.0), max(box.height(), 6.0)
                out.append(QRectF(c.x() - w / 2, c.y() - h / 2, w, h))
        return out

    def place_labels(self) -> None:
        """Lay every label out again for this zoom and view (see ``hexview_labels``)."""
        self._label_timer.stop()
        spread_counters(self, [i for items in self.layers.values() for i in items if isinstance(i, _KeepsScreenSize)])
        place_labels(self, self.labels(), self.keep_clear_rects())

    def _labels_soon(self) -> None:
        """Place the labels now; before the view's first paint (a board being built and laid out zooms to
        fit several times) once, just before that paint, or at the next turn of the event loop if it never
        paints (issue 17.6)."""
        if self._painted:
            self.place_labels()
        else:
            self._label_timer.start()

    def viewportEvent(self, event) -> bool:  # noqa: N802
        if not self._painted and event.type() == QEvent.Type.Paint:
            self._painted = True
            if self._label_timer.isActive():          # the placement asked for while laid out: now, once
                self.place_labels()
        return super().viewportEvent(event)

    def scrollContentsBy(self, dx: int, dy: int) -> None:  # noqa: N802 - a pan moves the labels' room
        super().scrollContentsBy(dx, dy)
        self._label_timer.start()

    def set_area(self, name: str, hexes: Iterable[Hex], fill: str | QColor, outline: str | QColor | None = None,
                 z: float = 2.0, width: float = 2.0, alpha: int = 90, tooltip: str = "",
                 pattern: Qt.BrushStyle | None = None) -> None:
        """A set of hexes shaded (and outlined) as one layer."""
        self.clear_layer(name)
        from .area_path import area_path

        path = area_path(self.geo, hexes)     # the area's edge, not every hex's sides (issue 26)
        if path.isEmpty():
            return
        item = QGraphicsPathItem(path)
        c = self.line_colour(fill) if pattern is not None else QColor(fill)   # a hatch reads as lines
        c.setAlpha(alpha)
        brush = QBrush(c, pattern) if pattern is not None else QBrush(c)
        if pattern is not None:
            brush.setTransform(self.transform().inverted()[0])
        item.setBrush(brush)
        pen = QPen(self.line_colour(outline) if outline is not None else Qt.PenStyle.NoPen)
        if outline is not None:
            pen.setWidthF(width)
            pen.setCosmetic(True)
        item.setPen(pen)
        if tooltip:
            item.setToolTip(tooltip)
        self._add(name, item, z)

    def set_polyline(self, name: str, points: list[QPointF], colour: str, width: float = 3.0,
                     dashed: bool = False, z: float = 6.0, label: str = "", label_at: float = 0.5,
                     append: bool = False) -> None:
        """A line through scene points (cosmetic width in pixels), with an optional readable label."""
        if not append:
            self.clear_layer(name)
        if len(points) < 2:
            return
        path = QPainterPath(points[0])
        for p in points[1:]:
            path.lineTo(p)
        item = QGraphicsPathItem(path)
        pen = QPen(self.line_colour(colour))
        pen.setWidthF(width)
        pen.setCosmetic(True)
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        if dashed:
            pen.setStyle(Qt.PenStyle.DashLine)
        item.setPen(pen)
        self._add(name, item, z)
        if label:
            a, b = points[0], points[-1]
            at = a + (b - a) * label_at
            self.add_label(name, at, label, colour, z + 1, priority=MUST_SHOW + 5, shortenable=False)

    def add_label(self, name: str, at: QPointF, text: str, colour: str = "#000000", z: float = 8.0,
                  bold: bool = True, point_size: int = 11, background: str = "#ffffffd8",
                  offset: tuple[float, float] = (6, -10), min_hex_px: float = 0.0,
                  align: str = "left", priority: float | None = None, clear_radius: float = 0.0,
                  shortenable: bool = True) -> QGraphicsItem:
        """Text that keeps its size on screen whatever the zoom (readable at arm's length). It is
        hidden while a hex is narrower than ``min_hex_px`` pixels on screen (minor names). ``offset``
        (pixels) is where it goes first; if that spot covers another label, a counter, a marker or
        the edge of the view, the placement moves it, shortens it or (below ``MUST_SHOW`` priority,
        default ``z``) hides it, again after every zoom. ``clear_radius`` (scene units) is kept clear
        around ``at`` (the dot or hex the label names)."""
        bg = self._label_background(background)
        ink = theme.readable(QColor(colour), bg if bg is not None else self.colours.land, 4.5)
        item = _Label(text, ink, bg, bold, point_size)
        item.base_colours = (colour, background)
        item.setPos(at)
        dx, dy = offset
        if align == "right":
            dx = -item.text_width() - abs(dx)
        elif align == "centre":
            dx = -item.text_width() / 2
        item.setOffset(dx, dy)
        item.first_offset = QPointF(dx, dy)
        item.min_hex_px = min_hex_px
        item.priority = z if priority is None else priority
        item.clear_radius = clear_radius
        item.shortenable = shortenable and item.priority < MUST_SHOW
        item.setVisible(self.hex_px() >= min_hex_px)
        return self._add(name, item, z)

    def hex_px(self) -> float:
        """How wide a hex is on screen now, in pixels."""
        return self.scale_factor * 2 * SIZE

    def line_colour(self, colour: str | QColor) -> QColor:
        """A line's colour as drawn: as given on a light palette; on a dark one lightened until it reads
        on the dark map (3:1), keeping its hue."""
        return self.colours.ink(colour) if self.colours.dark else QColor(colour)

    def changeEvent(self, event) -> None:  # noqa: N802 - a new palette: the map's own colours follow it
        from PySide6.QtCore import QEvent

        super().changeEvent(event)
        if event.type() == QEvent.Type.PaletteChange:
            self.apply_palette()

    def apply_palette(self) -> None:
        """Take the map's colours from the palette in force (the labels' too); the boards redraw the rest."""
        self.colours = map_colours()   # the application's palette: a child may hear of a change first
        self.scene().setBackgroundBrush(QBrush(self.colours.sea))
        self.grid.set_colours(self.colours)
        for lb in self.labels():
            colour, background = getattr(lb, "base_colours", (None, None))
            if colour is None:
                continue
            bg = self._label_background(background)
            lb._bg = bg
            lb.setBrush(QBrush(theme.readable(QColor(colour), bg if bg is not None else self.colours.land, 4.5)))
        self.viewport().update()

    def _label_background(self, background: str | None) -> QColor | None:
        """The box behind a label: the map's label box for the default (and for any box on a dark map)."""
        if background == "#ffffffd8" or (background and self.colours.dark):
            return QColor(self.colours.label_bg)
        return QColor(background) if background else None

    def _update_lod(self) -> None:
        px = self.hex_px()
        scale = self.scale_factor
        for items in self.layers.values():
            for item in items:
                if isinstance(item, _KeepsScreenSize):
                    item.set_view_scale(scale)
                m = getattr(item, "min_hex_px", 0.0)
                if m and not isinstance(item, _Label):
                    item.setVisible(px >= m)
        self._labels_soon()

    def scale(self, sx: float, sy: float) -> None:
        super().scale(sx, sy)
        self._update_lod()

    def fitInView(self, *args, **kwargs) -> None:  # noqa: N802
        super().fitInView(*args, **kwargs)
        self._update_lod()

    def set_markers(self, name: str, marks: list[tuple[Hex, str, str]], z: float = 7.0) -> None:
        """Thick outlines of single hexes with a letter (the A and B of a measurement)."""
        self.clear_layer(name)
        for h, text, colour in marks:
            item = QGraphicsPathItem()
            path = QPainterPath()
            path.addPolygon(self.geo.polygon(h))
            path.closeSubpath()
            item.setPath(path)
            pen = QPen(self.line_colour(colour))
            pen.setWidthF(4.0)
            pen.setCosmetic(True)
            item.setPen(pen)
            c = QColor(colour)
            c.setAlpha(50)
            item.setBrush(QBrush(c))
            centre = self.geo.centre(h)
            item.clear_rect = QRectF(centre.x() - 0.8 * SIZE, centre.y() - 0.8 * SIZE, 1.6 * SIZE, 1.6 * SIZE)
            item.hex = h
            self._add(name, item, z)
            if text:
                self.add_label(name, centre, text, colour, z + 1, point_size=13, offset=(-8, -34),
                               priority=MUST_SHOW + 10, clear_radius=0.8 * SIZE, shortenable=False)

    def set_places(self, name: str, places: Iterable[Place], z: float = 5.0, show_names: bool = True,
                   minor_px: float = 30.0) -> None:
        """Named hexes: a dot at the centre in the place's colour and its name beside it."""
        self.clear_layer(name)
        for p in places:
            colour, radius = PLACE_STYLE.get(p.kind, PLACE_STYLE["place"])
            colour = p.colour if p.colour != "#222222" else colour
            c = self.geo.centre(p.hex)
            r = radius * SIZE
            path = QPainterPath()
            if p.kind == "airstrip":
                path.addRect(QRectF(c.x() - r, c.y() - r * 0.5, 2 * r, r))
            else:
                path.addEllipse(c, r, r)
            dot = QGraphicsPathItem(path)
            dot.setBrush(QBrush(QColor(colour)))
            pen = QPen(QColor("white"))
            pen.setWidthF(1.5)
            pen.setCosmetic(True)
            dot.setPen(pen)
            dot.setToolTip(f"{p.name} ({self.geo.label(p.hex)})")   # a name and a hex number: no words of ours
            dot.clear_rect = path.boundingRect()
            dot.hex = p.hex
            self._add(name, dot, z)
            if show_names and p.name:
                major = p.kind in ("city", "supply", "landing")
                self.add_label(name, c, p.name, colour, z + 0.5, bold=major,
                               point_size=11 if major else 10, offset=(8, -8),
                               min_hex_px=0.0 if major else minor_px, priority=50.0 if major else 20.0,
                               clear_radius=r)

    def layer_items(self, name: str) -> list[QGraphicsItem]:
        return list(self.layers.get(name, []))


class HexBoardFrame(QWidget):
    """The view with its tool bar (fit, zoom, the board's own tools), a hover line and a legend."""

    def __init__(self, view: HexView, title: str = "", parent: QWidget | None = None):
        super().__init__(parent)
        self.view = view
        lay = QVBoxLayout(self)
        lay.setContentsMargins(4, 4, 4, 4)
        lay.setSpacing(4)
        bar = QHBoxLayout()
        self.title = QLabel(title)
        f = self.title.font()
        f.setPointSize(f.pointSize() + 3)
        f.setBold(True)
        self.title.setFont(f)
        self.title.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.title.setAccessibleDescription(translate("hexmap", "The game, its turn and who acts"))
        lay.addWidget(self.title)
        self.tools = QHBoxLayout()
        bar.addLayout(self.tools)
        bar.addStretch(1)
        self.on_fit = None   # the board's Fit (it says in the status bar what is shown); else the view's
        for text, tip, slot in ((translate("hexmap", "Fit"), translate("hexmap", "Show the whole map"), self._fit),
                                ("+", translate("hexmap", "Zoom in"), lambda: self.view.zoom(1.25, True)),
                                ("−", translate("hexmap", "Zoom out"), lambda: self.view.zoom(0.8, True))):
            b = QToolButton()
            b.setText(text)
            b.setToolTip(tip)
            b.setMinimumWidth(36)
            b.clicked.connect(slot)
            bar.addWidget(b)
            if slot == self._fit:
                self.fit_button = b
        view.fitChanged.connect(self.show_fit)
        lay.addLayout(bar)
        lay.addWidget(view, 1)
        self.hover = QLabel(translate("hexmap", "Point at a hex for its number; click two hexes to measure."))
        f2 = self.hover.font()
        f2.setPointSize(f2.pointSize() + 1)
        self.hover.setFont(f2)
        self.hover.setWordWrap(True)
        self.hover.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.legend = QLabel()
        self.legend.setTextFormat(Qt.TextFormat.RichText)
        self.legend.setWordWrap(True)
        self.legend.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.legend.setAccessibleName(translate("hexmap", "Map legend"))
        lay.addWidget(self.legend)
        lay.addWidget(self.hover)

    def _fit(self) -> None:
        if self.on_fit is not None:
            self.on_fit()
        else:
            self.view.cycle_fit()

    def show_fit(self) -> None:
        """The Fit button says what a press shows (issue 23.1): "Fit land" while the view is not at Fit land,
        "Fit all" while it is, plain "Fit" on a map that is all land."""
        b, v = getattr(self, "fit_button", None), self.view
        if b is None:
            return
        if not v.has_land():
            b.setText(translate("hexmap", "Fit"))
            b.setToolTip(translate("hexmap", "Show the whole map (Ctrl+0)"))
        elif v._fitted and v._auto_fit and v.fit_shows() == "land":
            b.setText(translate("hexmap", "Fit all"))
            b.setToolTip(translate("hexmap", "Show the whole map, sea and all (Ctrl+0)"))
        else:
            b.setText(translate("hexmap", "Fit land"))
            b.setToolTip(translate("hexmap", "Show the land and the units as large as the view allows (Ctrl+0; "
                                             "again: the whole map)"))

    def add_tool(self, widget: QWidget) -> None:
        self.tools.addWidget(widget)

    def set_legend(self, entries: list[tuple[str, str]]) -> None:
        """Colour plus words: [(colour, text)]."""
        # each swatch stays on the line of its words (a wrapped legend never leaves a square at a line's end)
        self.legend.setText(" &nbsp; ".join(
            f"<span style='white-space:nowrap'><span style='color:{self.view.line_colour(c).name()}; "
            f"font-size:15pt'>■</span>&nbsp;{html.escape(t)}</span>"
            for c, t in entries))
        self.legend.setAccessibleDescription("; ".join(t for _c, t in entries))
