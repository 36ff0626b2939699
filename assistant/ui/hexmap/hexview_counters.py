"""The hex view's counters: unit stacks (Tarawa, Saipan), chips (Luzon) and target rings, drawn at
least :data:`~assistant.ui.hexmap.hexview_metrics.MIN_COUNTER_PX` on screen at any zoom and moved a
little apart where grown neighbours would cover each other's words (:func:`spread_counters`). What a
counter shows for the pixels it gets (full face, ratings only, a chip) is decided by
:mod:`~assistant.ui.hexmap.counter_lod` (issue 23.1): no word on a counter is drawn under 9 px high."""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import TYPE_CHECKING, Iterable

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetricsF, QPainter, QPen, QPolygonF
from PySide6.QtWidgets import QGraphicsItem

from assistant.core.hexes import Hex

from .counter_lod import (
    CHIP, FULL, NAME_FRAC, RATINGS_FRAC, Face, chip_text_px, counter_face, readable_side_px,
)
from .hexview_metrics import MIN_COUNTER_PX, SIZE

if TYPE_CHECKING:
    from .hexview import HexView


class _KeepsScreenSize:
    """A counter that is never drawn (nor hit) smaller than :meth:`min_px` on screen each way (at least
    :data:`MIN_COUNTER_PX`; a unit stack more where its hex has room for its next level of detail):
    below that the view (:meth:`HexView._update_lod`) grows it about its hex centre ``c`` (``gx``, ``gy``:
    the growth across and down) and, where grown counters of neighbouring hexes would cover each other's
    words, moves it a little aside (``nudge``, scene units; :func:`spread_counters`). Its ``clear_rect``
    (what labels keep clear of, what a click hits) follows."""

    gx = gy = 1.0
    nudge = QPointF(0.0, 0.0)
    edge = QColor("#111111")
    view_scale = 0.0          # the view's scale the counter was last sized for
    ABOVE_DOTS = 1.2          # a counter is drawn above the place dots (z 5): a town's dot never hides its words

    @property
    def grow(self) -> float:
        return max(self.gx, self.gy)

    def _base_rect(self) -> QRectF:
        return self.base_clear

    def set_view_scale(self, scale: float) -> None:
        if not hasattr(self, "home_z"):
            self.home_z = self.zValue()
            # over its hex (grown or not) a counter sits above the place dots (z 5) so its words stay
            # whole; the place keeps its name beside it
            self.setZValue(self.home_z + self.ABOVE_DOTS)
        if scale != self.view_scale:
            self.prepareGeometryChange()   # its level of detail (and a ring's pixels) follow the zoom
            self.view_scale = scale
        r = self._base_rect()
        least = self.min_px(scale)
        gx = max(1.0, least / (r.width() * scale)) if scale > 0 else 1.0
        gy = max(1.0, least / (r.height() * scale)) if scale > 0 else 1.0
        if abs(gx - self.gx) < 1e-9 and abs(gy - self.gy) < 1e-9:
            return
        self.prepareGeometryChange()
        self.gx, self.gy = gx, gy
        self.clear_rect = self._grown(self.base_clear)

    def min_px(self, scale: float) -> float:
        """The least size on screen, each way, at this view scale."""
        return MIN_COUNTER_PX

    def set_nudge(self, nudge: QPointF) -> None:
        if (nudge - self.nudge).manhattanLength() < 1e-9:
            return
        self.prepareGeometryChange()
        self.nudge = QPointF(nudge)
        self.clear_rect = self._grown(self.base_clear)

    def home_rect(self) -> QRectF:
        """The counter's box, grown, where its hex puts it (before any nudge)."""
        return self._grown(self.base_clear).translated(-self.nudge)

    def _grown(self, r: QRectF) -> QRectF:
        c = self.c
        return QRectF(c.x() + (r.x() - c.x()) * self.gx + self.nudge.x(),
                      c.y() + (r.y() - c.y()) * self.gy + self.nudge.y(), r.width() * self.gx, r.height() * self.gy)

    def _scaled(self, painter: QPainter) -> None:
        """Draw what follows grown evenly by the smaller growth (words keep their shape) and nudged."""
        painter.translate(self.nudge)
        k = min(self.gx, self.gy)
        if k != 1.0:
            painter.translate(self.c)
            painter.scale(k, k)
            painter.translate(-self.c)


def spread_counters(view, counters: list, max_px: float = MIN_COUNTER_PX, overlap_px: float = 3.0) -> None:
    """Grown counters of neighbouring hexes would cover each other's words: push each pair apart (at most
    ``max_px`` from where its hex puts it) until they overlap by no more than ``overlap_px`` pixels."""
    scale = view.scale_factor
    if scale <= 0:
        return
    grown = [c for c in counters if c.grow > 1.0 and c.isVisible()]
    for c in counters:
        if c not in grown:
            c.set_nudge(QPointF(0.0, 0.0))
    if len(grown) < 2:
        for c in grown:
            c.set_nudge(QPointF(0.0, 0.0))
        return
    homes = [c.home_rect() for c in grown]
    base = [(h.x() * scale, h.y() * scale, h.width() * scale, h.height() * scale) for h in homes]   # pixels
    moves = [[0.0, 0.0] for _ in grown]
    limit = max_px
    n = len(grown)
    for _round in range(10):
        moved = 0.0
        boxes = [(x + m[0], y + m[1], x + m[0] + w, y + m[1] + h) for (x, y, w, h), m in zip(base, moves)]
        order = sorted(range(n), key=lambda i: boxes[i][0])
        for a_i, i in enumerate(order):
            ax0, ay0, ax1, ay1 = boxes[i]
            for j in order[a_i + 1:]:
                bx0, by0, bx1, by1 = boxes[j]
                if bx0 >= ax1 - overlap_px:
                    break
                ox = min(ax1, bx1) - max(ax0, bx0) - overlap_px
                oy = min(ay1, by1) - max(ay0, by0) - overlap_px
                if ox <= 0 or oy <= 0:
                    continue
                axis, d = (0, ox / 2 + 0.5) if ox < oy else (1, oy / 2 + 0.5)    # the shorter way apart
                sign = 1.0 if (ax0 + ax1 <= bx0 + bx1 if axis == 0 else ay0 + ay1 <= by0 + by1) else -1.0
                for k, step in ((i, -sign * d), (j, sign * d)):
                    old = moves[k][axis]
                    moves[k][axis] = max(-limit, min(limit, old + step))
                    moved += abs(moves[k][axis] - old)
        if moved < 0.25:
            break                  # clear, or held where the limit stops them
    for c, m in zip(grown, moves):
        c.set_nudge(QPointF(m[0] / scale, m[1] / scale))


def _screen_text(painter: QPainter, rect: QRectF, text: str, px: float, colour: QColor) -> None:
    """``text`` centred in scene ``rect`` at ``px`` pixels high on screen whatever the painter's scale
    (a chip's word keeps a readable size of its own: :func:`~.counter_lod.chip_text_px`)."""
    box = painter.worldTransform().mapRect(rect)
    painter.save()
    painter.resetTransform()
    f = QFont()
    f.setPixelSize(max(1, int(px)))
    f.setBold(True)
    painter.setFont(f)
    painter.setPen(colour)
    painter.drawText(box, int(Qt.AlignmentFlag.AlignCenter), text)
    painter.restore()


class _Chip(_KeepsScreenSize, QGraphicsItem):
    """A unit stack drawn like a counter: a coloured square in the hex with a short text (the unit's
    strength, or the stack's count), the text at its own size when the chip is small (never under
    9 px, else left out: the tool tip and the hover line say it), and a ring when ``ring`` is a colour
    (Luzon: out of supply)."""

    ring: QColor | None = None

    def __init__(self, centre: QPointF, colour: QColor, text: str, tooltip: str, dx: float = 0.0):
        super().__init__()
        self.colour = colour
        self.text = text
        self.c = QPointF(centre)
        w = SIZE * 1.25
        self.rect = QRectF(centre.x() - w / 2 + dx, centre.y() - w * 0.35, w, w * 0.75)
        self.base_clear = self.clear_rect = QRectF(self.rect)
        self.setToolTip(tooltip)
        self.font = QFont()
        self.font.setPixelSize(int(SIZE * 0.5))
        self.font.setBold(True)

    def boundingRect(self) -> QRectF:  # noqa: N802
        pad = 4.0 + (6.0 / self.view_scale if self.view_scale > 0 else 0.0)     # the ring's pixels
        return self._grown(self.rect).adjusted(-pad, -pad, pad, pad)

    def text_px(self) -> float | None:
        """The pixel height its text is drawn at now (None: not drawn)."""
        if not self.text:
            return None
        k = min(self.gx, self.gy)
        natural = self.font.pixelSize() * self.view_scale * k
        return chip_text_px(self.rect.height() * self.gy * self.view_scale, natural)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        box = self._grown(self.rect)
        painter.save()
        painter.setPen(QPen(self.edge, 1.2))
        painter.setBrush(QBrush(self.colour))
        painter.drawRoundedRect(box, 4, 4)
        if self.ring is not None:       # white under the ring's dashes: it shows on any chip and map
            pad = 2.5 / self.view_scale if self.view_scale > 0 else 0.0
            ring_box = box.adjusted(-pad, -pad, pad, pad)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            for colour, style in ((QColor("white"), Qt.PenStyle.SolidLine), (self.ring, Qt.PenStyle.DashLine)):
                pen = QPen(colour, 3.0)
                pen.setCosmetic(True)
                pen.setStyle(style)
                painter.setPen(pen)
                painter.drawRoundedRect(ring_box, 4, 4)
        painter.restore()
        px = self.text_px()
        if px is None:
            return
        k = min(self.gx, self.gy)
        natural = self.font.pixelSize() * self.view_scale * k
        if px == natural:
            painter.save()
            self._scaled(painter)
            words = QRectF(self.c.x() + (box.x() - self.nudge.x() - self.c.x()) / k,
                           self.c.y() + (box.y() - self.nudge.y() - self.c.y()) / k, box.width() / k, box.height() / k)
            painter.setPen(QColor("white"))
            painter.setFont(self.font)
            painter.drawText(words, int(Qt.AlignmentFlag.AlignCenter), self.text)
            painter.restore()
        else:
            _screen_text(painter, box, self.text, px, QColor("white"))


def set_stacks(view: HexView, name: str, stacks: list[tuple], z: float = 4.0) -> None:
    """Unit stacks: [(hex, colour, short text, tooltip[, ring colour])]; two stacks in one hex sit side by
    side; a ring colour (Luzon: out of supply) outlines the chip so it shows at any zoom."""
    view.clear_layer(name)
    per_hex: dict[Hex, int] = {}
    for h, *_rest in stacks:
        per_hex[h] = per_hex.get(h, 0) + 1
    seen: dict[Hex, int] = {}
    for h, colour, text, tip, *ring in stacks:
        k = seen.get(h, 0)
        seen[h] = k + 1
        n = per_hex[h]
        dx = 0.0 if n == 1 else (k - (n - 1) / 2) * SIZE * 0.7
        chip = _Chip(view.geo.centre(h), QColor(colour), text, tip, dx)
        chip.edge = _edge(view)
        if ring and ring[0]:
            chip.ring = view.line_colour(ring[0])
        chip.hex = h
        view._add(name, chip, z + 0.01 * k)


@dataclass(frozen=True)
class Counter:
    """One unit drawn as a counter: its side's colour, a short name, its ratings, its steps and
    (Tarawa) the angle of its facing on screen, degrees counter-clockwise from east."""

    id: str
    colour: str
    name: str
    ratings: str
    steps: int = 1
    max_steps: int = 1
    facing_deg: float | None = None
    tooltip: str = ""


def _edge(view: HexView) -> QColor:
    """A counter's outline: dark on the light map, light on the dark one."""
    return QColor("#d8d8d8") if view.colours.dark else QColor("#111111")


class _CounterStack(_KeepsScreenSize, QGraphicsItem):
    """A hex's units as a stack of counters: the top one readable (name, ratings, step pips, a
    'reduced' band once it has lost a step), the others as edges behind it, the number in the stack
    in a badge, the facing as a wedge on the hexside it faces, the picked units outlined. What the top
    counter shows follows the pixels it gets (:meth:`face`, issue 23.1): name and ratings, the ratings
    only, or a chip in its side's colour with the stack's count; the tool tip names every unit and its
    ratings."""

    def __init__(self, centre: QPointF, counters: list[Counter], picked: set[str], target: bool):
        super().__init__()
        self.c = centre
        self.counters = counters
        self.picked = picked
        self.target = target
        self.w = SIZE * 1.2
        n = min(len(counters), 4)
        self.step_px = SIZE * 0.09
        self.top_left = QPointF(centre.x() - self.w / 2 + (n - 1) * self.step_px / 2,
                                centre.y() - self.w / 2 + (n - 1) * self.step_px / 2)
        spread = (n - 1) * self.step_px
        self.base_clear = self.clear_rect = QRectF(self.top_left.x() - spread, self.top_left.y() - spread,
                                                   self.w + spread, self.w + spread)
        self.setToolTip("\n".join(k.tooltip or f"{k.name} {k.ratings}" for k in counters))
        self.f_name = QFont()
        self.f_name.setPixelSize(round(SIZE * 1.2 * NAME_FRAC))
        self.f_name.setBold(True)
        self.f_rat = QFont()
        self.f_rat.setPixelSize(round(SIZE * 1.2 * RATINGS_FRAC))
        self.f_rat.setBold(True)

    def _base_rect(self) -> QRectF:
        return QRectF(0, 0, self.w, self.w)

    def min_px(self, scale: float) -> float:
        """At least :data:`MIN_COUNTER_PX`, grown to read where its hex has room (issue 23.1)."""
        return readable_side_px(self.w * scale, math.sqrt(3) * SIZE * scale, MIN_COUNTER_PX)

    def side_px(self) -> float:
        """The top counter's side on screen now, in pixels (grown evenly, as its words are)."""
        return self.w * self.view_scale * min(self.gx, self.gy)

    def face(self) -> Face:
        """What the top counter shows now and how high each of its texts is on screen."""
        return counter_face(self.side_px(), len(self.counters))

    def boundingRect(self) -> QRectF:  # noqa: N802
        return self._grown(QRectF(self.c.x() - SIZE, self.c.y() - SIZE, 2 * SIZE, 2 * SIZE))

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.save()
        self._scaled(painter)
        self._paint(painter, self.face())
        painter.restore()

    def _paint(self, painter: QPainter, face: Face) -> None:
        n = len(self.counters)
        shown = min(n, 4)
        outline = QPen(self.edge, SIZE * 0.03)
        for k in range(shown - 1, -1, -1):          # bottom first, the top counter last
            c = self.counters[k]
            tl = self.top_left - QPointF(k * self.step_px, k * self.step_px)
            r = QRectF(tl.x(), tl.y(), self.w, self.w)
            painter.setPen(outline)
            painter.setBrush(QBrush(QColor(c.colour)))
            painter.drawRoundedRect(r, SIZE * 0.08, SIZE * 0.08)
            if k == 0:
                self._face(painter, c, r, face)
        for k in range(shown):
            c = self.counters[k]
            if c.id in self.picked:
                tl = self.top_left - QPointF(k * self.step_px, k * self.step_px)
                pen = QPen(QColor("#ffd600"), 3.0)
                pen.setCosmetic(True)
                painter.setPen(pen)
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawRoundedRect(QRectF(tl.x(), tl.y(), self.w, self.w), SIZE * 0.08, SIZE * 0.08)
        if n > 1 and face.level != CHIP:
            badge = QRectF(self.top_left.x() + self.w - SIZE * 0.34, self.top_left.y() + self.w - SIZE * 0.34,
                           SIZE * 0.56, SIZE * 0.56)
            painter.setPen(QPen(QColor("#111111"), SIZE * 0.02))
            painter.setBrush(QBrush(QColor("#ffffff")))
            painter.drawEllipse(badge)
            painter.setPen(QColor("#111111"))
            painter.setFont(self.f_rat)
            painter.drawText(badge, int(Qt.AlignmentFlag.AlignCenter), str(n))
        top = self.counters[0]
        if top.facing_deg is not None:
            a = math.radians(top.facing_deg)
            d = SIZE * 0.86
            tip = QPointF(self.c.x() + d * math.cos(a), self.c.y() - d * math.sin(a))
            b1 = QPointF(self.c.x() + SIZE * 0.62 * math.cos(a + 0.28), self.c.y() - SIZE * 0.62 * math.sin(a + 0.28))
            b2 = QPointF(self.c.x() + SIZE * 0.62 * math.cos(a - 0.28), self.c.y() - SIZE * 0.62 * math.sin(a - 0.28))
            painter.setPen(QPen(QColor("#111111"), SIZE * 0.02))
            painter.setBrush(QBrush(QColor(top.colour)))
            painter.drawPolygon(QPolygonF([tip, b1, b2]))
        if self.target:
            pen = QPen(QColor("#d50000"), 3.0)
            pen.setCosmetic(True)
            pen.setStyle(Qt.PenStyle.DashLine)
            painter.setPen(pen)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawEllipse(self.c, SIZE * 0.92, SIZE * 0.92)

    def _face(self, painter: QPainter, c: Counter, r: QRectF, face: Face) -> None:
        if c.steps < c.max_steps:                   # the reduced side: a pale band across the top
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QBrush(QColor(255, 255, 255, 120)))
            painter.drawRect(QRectF(r.x() + 1, r.y() + 1, r.width() - 2, r.height() * 0.22))
        if face.level == CHIP:                      # a chip: the stack's count, at a size of its own
            if face.count_px is not None:
                _screen_text(painter, r, str(len(self.counters)), face.count_px, QColor("white"))
            return
        painter.setPen(QColor("white"))
        if face.level == FULL:
            painter.setFont(self.f_name)
            name = QFontMetricsF(self.f_name).elidedText(c.name, Qt.TextElideMode.ElideRight, r.width() * 0.96)
            painter.drawText(QRectF(r.x(), r.y() + r.height() * 0.02, r.width(), r.height() * 0.36),
                             int(Qt.AlignmentFlag.AlignCenter), name)
            rat = QRectF(r.x(), r.y() + r.height() * 0.36, r.width(), r.height() * 0.40)
        else:                                       # the ratings only, in the middle
            rat = QRectF(r.x(), r.y() + r.height() * 0.15, r.width(), r.height() * 0.55)
        painter.setFont(self.f_rat)
        painter.drawText(rat, int(Qt.AlignmentFlag.AlignCenter), c.ratings)
        pip = SIZE * 0.09
        for i in range(c.max_steps):
            x = r.x() + r.width() * 0.16 + i * pip * 2.2
            y = r.y() + r.height() * 0.80
            painter.setPen(QPen(QColor("white"), SIZE * 0.02))
            painter.setBrush(QBrush(QColor("white") if i < c.steps else Qt.BrushStyle.NoBrush))
            painter.drawEllipse(QRectF(x, y, pip * 1.6, pip * 1.6))


def set_counters(view: HexView, name: str, stacks: dict[Hex, list[Counter]], picked: Iterable[str] = (),
                 target: Hex | None = None, z: float = 4.5) -> None:
    """Every hex's units as a readable stack of counters (see :class:`_CounterStack`)."""
    view.clear_layer(name)
    picked = set(picked)
    for h, counters in stacks.items():
        if counters:
            stack = _CounterStack(view.geo.centre(h), counters, picked, h == target)
            stack.edge = _edge(view)
            stack.hex = h
            view._add(name, stack, z)
    if target is not None and target not in stacks:
        view._add(name, _TargetRing(view.geo.centre(target)), z)


class _TargetRing(QGraphicsItem):
    def __init__(self, c: QPointF):
        super().__init__()
        self.c = c

    def boundingRect(self) -> QRectF:  # noqa: N802
        return QRectF(self.c.x() - SIZE, self.c.y() - SIZE, 2 * SIZE, 2 * SIZE)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        pen = QPen(QColor("#d50000"), 3.0)
        pen.setCosmetic(True)
        pen.setStyle(Qt.PenStyle.DashLine)
        painter.setPen(pen)
        painter.drawEllipse(self.c, SIZE * 0.92, SIZE * 0.92)
