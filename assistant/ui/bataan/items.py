"""Graphics items: a figure's base to scale with its role mark and state, and screen-size tags."""

from __future__ import annotations

import math

from PySide6.QtCore import QT_TRANSLATE_NOOP, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import QGraphicsItem

from assistant.games.bataan.table.figures import Figure

from assistant.ui.i18n import fill, translate

from . import style

FIGURE_Z = 10.0
ROLE_TEXT = {"bar": "B", "tommy_gun": "T", "mg30_crew": "MG", "knee_mortar": "M", "pistol": "P"}
ROLE_NAMES = {"officer": QT_TRANSLATE_NOOP("BataanBoard", "officer (star)"),
              "flag_bearer": QT_TRANSLATE_NOOP("BataanBoard", "flag bearer (flag)"),
              "sniper": QT_TRANSLATE_NOOP("BataanBoard", "sniper (cross-hair)"),
              "rifleman": QT_TRANSLATE_NOOP("BataanBoard", "rifleman"),
              "bar": QT_TRANSLATE_NOOP("BataanBoard", "BAR (B)"),
              "tommy_gun": QT_TRANSLATE_NOOP("BataanBoard", "Tommy gun (T)"),
              "mg30_crew": QT_TRANSLATE_NOOP("BataanBoard", ".30 MG (MG)"),
              "knee_mortar": QT_TRANSLATE_NOOP("BataanBoard", "knee mortar (M)"),
              "pistol": QT_TRANSLATE_NOOP("BataanBoard", "pistol (P)"),
              "tank": QT_TRANSLATE_NOOP("BataanBoard", "tank (its 2.4\" x 1.2\" base)")}

_glyphs: dict[str, QPainterPath] = {}


def glyph(text: str, height_in: float) -> QPainterPath:
    """Text as a path ``height_in`` tall, centred on (0, 0) (cached)."""
    key = f"{text}|{height_in}"
    got = _glyphs.get(key)
    if got is None:
        font = QFont()
        font.setPointSizeF(20)
        font.setBold(True)
        path = QPainterPath()
        path.addText(0, 0, font, text)
        r = path.boundingRect()
        s = height_in / max(r.height(), 1e-6)
        from PySide6.QtGui import QTransform
        t = QTransform()
        t.scale(s, s)
        t.translate(-r.center().x(), -r.center().y())
        got = _glyphs[key] = t.map(path)
    return got


def _star(r: float) -> QPainterPath:
    path = QPainterPath()
    pts = []
    for k in range(10):
        a = -math.pi / 2 + k * math.pi / 5
        rr = r if k % 2 == 0 else r * 0.42
        pts.append(QPointF(rr * math.cos(a), rr * math.sin(a)))
    path.addPolygon(QPolygonF(pts))
    path.closeSubpath()
    return path


STAR = _star(0.33)


class FigureItem(QGraphicsItem):
    """One figure: a round base (or the tank's rectangle) to scale, coloured by side and unit.

    Marks: officer star, flag bearer flag, sniper cross-hair, letters for BAR (B), Tommy gun (T),
    .30 MG (MG), knee mortar (M). States: light wound a yellow dot, serious wound an orange bar,
    dead greyed with a black cross, hidden Americans (not revealed, B15) with a dashed rim.
    """

    def __init__(self, fig: Figure, dot: bool = False):
        super().__init__()
        self.fid = fig.id
        self.fig = fig
        self._rect: QRectF | None = None   # boundingRect, made on first ask
        self.command_mark = ""          # "out", "close" or "outclose": drawn as rings (B5, B28)
        flags = QGraphicsItem.GraphicsItemFlag.ItemIsSelectable
        if dot:             # a big table zoomed out: crowd.CrowdLayer draws it (one flag call, not two)
            flags |= QGraphicsItem.GraphicsItemFlag.ItemHasNoContents
        self.setFlags(flags)
        # painted once into a pixmap per zoom level: a drag or a repaint blits it
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.set_figure(fig)

    # -- model --------------------------------------------------------------------------------
    def set_figure(self, fig: Figure) -> None:
        old = self.fig
        if old.base != fig.base or old.heading_deg != fig.heading_deg:
            self.prepareGeometryChange()
            self._rect = None
        self.fig = fig
        self.setPos(fig.x, fig.y)
        self.setZValue(FIGURE_Z - (1 if not fig.alive else 0))
        if old is None or (old.x, old.y) == (fig.x, fig.y) or old.moved(fig.x, fig.y) != fig:   # (a new heading: drawn again)
            # drawn again only when it looks different: a figure only moved keeps its cached picture (issue
            # 25: a drag painted the dragged figures again on every step). Its tooltip is made when asked for
            self.update()

    def set_command_mark(self, mark: str) -> None:
        if mark != self.command_mark:
            self.command_mark = mark
            self.update()

    def tip(self) -> str:
        """The tooltip (rich text; the figure's own words escaped), made when the mouse rests on a figure."""
        from html import escape   # (html and its entity table: not before the first paint, issue 17.6)

        f = self.fig
        bits = [f"<b>{escape(f.id)}</b> {escape(f.name or '')}",
                fill(translate("BataanBoard", "%1 %2"), translate("BataanBoard", f.side.title()), escape(f.unit_label)),
                fill(translate("BataanBoard", "%1, weapon %2"), translate("BataanBoard", ROLE_NAMES.get(f.role, f.role)),
                     escape(f.weapon))]
        if f.wounds != "none":
            bits.append(fill(translate("BataanBoard", "wounds: %1"), translate("BataanBoard", f.wounds)))
        if f.side == "american":
            bits.append(translate("BataanBoard", "revealed") if f.revealed else
                        translate("BataanBoard", "hidden (dashed rim, B15)"))
        if f.entrenched:
            bits.append(translate("BataanBoard", "entrenched"))
        bits.append(fill(translate("BataanBoard", "at (%1, %2)\""), f"{f.x:.2f}", f"{f.y:.2f}"))
        return "<br>".join(bits)

    # -- geometry -------------------------------------------------------------------------------
    def _half(self) -> float:
        return self.fig.base.radius_in

    def boundingRect(self) -> QRectF:  # noqa: N802 - asked hundreds of times a paint: kept until the base changes
        r = self._rect
        if r is None:
            h = self._half() + 0.9
            r = self._rect = QRectF(-h, -h, 2 * h, 2 * h)
        return r

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        b = self.fig.base
        if b.is_round:
            path.addEllipse(QPointF(0, 0), b.radius_in, b.radius_in)
        else:
            path.addPath(self._rect_path())
        return path

    def _rect_path(self) -> QPainterPath:
        b = self.fig.base
        path = QPainterPath()
        path.addRect(QRectF(-b.length_in / 2, -b.width_in / 2, b.length_in, b.width_in))
        from PySide6.QtGui import QTransform
        return QTransform().rotate(self.fig.heading_deg).map(path)

    # -- painting -------------------------------------------------------------------------------
    def paint(self, p: QPainter, option, widget=None) -> None:
        f = self.fig
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        fill = QColor(style.UNIT_COLOURS[f.side][f.unit])
        rim = QColor(style.RIM[f.side])
        dead = not f.alive
        if dead:
            fill = QColor(style.DEAD_FILL)
            rim = QColor(60, 60, 60)
        if self.command_mark:
            p.setBrush(Qt.BrushStyle.NoBrush)
            r = f.base.radius_in + 0.3
            if "out" in self.command_mark:
                for colour, px in ((QColor("#000000"), 6.0), (style.BLOCKED, 3.5)):
                    pen = QPen(colour, px)
                    pen.setCosmetic(True)
                    p.setPen(pen)
                    p.drawEllipse(QPointF(0, 0), r, r)
            if "close" in self.command_mark:
                pen = QPen(style.CLOSE, 3.0)
                pen.setCosmetic(True)
                pen.setStyle(Qt.PenStyle.DashLine)
                p.setPen(pen)
                p.drawEllipse(QPointF(0, 0), r + 0.25, r + 0.25)
        if self.isSelected():
            p.setBrush(Qt.BrushStyle.NoBrush)
            for colour, width in ((QColor("#000000"), 0.34), (style.SELECTED, 0.18)):
                p.setPen(QPen(colour, width))
                if f.base.is_round:
                    r = f.base.radius_in + 0.22
                    p.drawEllipse(QPointF(0, 0), r, r)
                else:
                    p.drawPath(self._rect_path())
        pen = QPen(rim, 0.12)
        if f.side == "american" and not f.revealed and not dead:
            pen.setStyle(Qt.PenStyle.DashLine)       # hidden from the Japanese: the referee still sees it
            pen.setColor(QColor("#ffffff"))
            pen.setWidthF(0.14)
        if f.base.is_round and pen.style() == Qt.PenStyle.SolidLine:
            # the rim as a ring of two fills, the same circle as the rim stroked over the base (issue 25: an
            # outline stroked at the table's scale was most of a figure's paint, ~150 of them at the start)
            r, w = f.base.radius_in, pen.widthF() / 2
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(rim)
            p.drawEllipse(QPointF(0, 0), r + w, r + w)
            p.setBrush(fill)
            p.drawEllipse(QPointF(0, 0), r - w, r - w)
        elif f.base.is_round:
            p.setPen(pen)
            p.setBrush(fill)
            r = f.base.radius_in
            p.drawEllipse(QPointF(0, 0), r, r)
        else:
            p.setPen(pen)
            p.setBrush(fill)
            p.drawPath(self._rect_path())
            self._tank_mark(p)
        scale = f.base.radius_in / 0.5 if f.base.is_round else 1.0
        p.save()
        p.scale(scale, scale)
        self._role_mark(p, dead)
        p.restore()
        if f.entrenched and not dead:
            p.setPen(QPen(style.TRENCH, 0.1))
            p.setBrush(Qt.BrushStyle.NoBrush)
            r = f.base.radius_in + 0.07
            p.drawArc(QRectF(-r, -r, 2 * r, 2 * r), 200 * 16, 140 * 16)
        if f.wounds == "light" and not dead:
            p.setPen(QPen(QColor("#000000"), 0.04))
            p.setBrush(QColor("#ffe600"))
            p.drawEllipse(QPointF(0.32 * scale, -0.32 * scale), 0.14, 0.14)
        elif f.wounds == "serious" and not dead:
            p.setPen(QPen(QColor("#000000"), 0.04))
            p.setBrush(QColor("#ff7b00"))
            path = QPainterPath()
            path.addRect(QRectF(-0.5, -0.09, 1.0, 0.18))
            from PySide6.QtGui import QTransform
            p.drawPath(QTransform().rotate(-45).scale(scale, scale).map(path))
        if dead:
            p.setPen(QPen(QColor("#000000"), 0.13))
            k = 0.32 * scale
            p.drawLine(QPointF(-k, -k), QPointF(k, k))
            p.drawLine(QPointF(-k, k), QPointF(k, -k))
        lod = option.levelOfDetailFromTransform(p.worldTransform()) if option is not None else 1.0
        if lod > 28:          # close up: the figure's id under its base
            p.setPen(QColor("#ffffff"))
            font = QFont()
            font.setPixelSize(max(1, int(0.3 * lod)))
            p.save()
            p.scale(1 / lod, 1 / lod)
            p.setFont(font)
            text = f.id
            w = QFontMetricsF(font).horizontalAdvance(text)
            y = (f.base.radius_in + 0.42) * lod
            p.setPen(QPen(QColor(0, 0, 0, 200), 3))
            p.drawText(QPointF(-w / 2, y), text)
            p.setPen(QColor("#ffffff"))
            p.drawText(QPointF(-w / 2, y), text)
            p.restore()

    def _tank_mark(self, p: QPainter) -> None:
        f = self.fig
        p.save()
        p.rotate(f.heading_deg)
        p.setPen(QPen(QColor("#111111"), 0.08))
        p.setBrush(QColor(0, 0, 0, 60))
        p.drawEllipse(QPointF(0, 0), 0.38, 0.38)           # turret
        p.drawLine(QPointF(0.38, 0), QPointF(1.15, 0))     # gun, pointing along the heading
        p.setBrush(QColor(0, 0, 0, 90))
        b = f.base
        p.drawRect(QRectF(-b.length_in / 2, -b.width_in / 2, b.length_in, 0.22))
        p.drawRect(QRectF(-b.length_in / 2, b.width_in / 2 - 0.22, b.length_in, 0.22))
        p.restore()

    def _role_mark(self, p: QPainter, dead: bool) -> None:
        role = self.fig.role
        ink = QColor("#111111") if not dead else QColor(40, 40, 40)
        if self.fig.side == "american" and self.fig.unit in (1, 3):
            ink = QColor("#ffffff")
        if role == "officer":
            p.setPen(QPen(ink, 0.04))
            p.setBrush(ink)
            p.drawPath(STAR)
        elif role == "flag_bearer":
            p.setPen(QPen(ink, 0.07))
            p.drawLine(QPointF(-0.18, 0.32), QPointF(-0.18, -0.32))
            flag = QPainterPath()
            flag.addRect(QRectF(-0.18, -0.32, 0.42, 0.28))
            p.setBrush(QColor("#ffffff"))
            p.drawPath(flag)
            p.setBrush(QColor("#d00000"))
            p.setPen(Qt.PenStyle.NoPen)
            p.drawEllipse(QPointF(0.03, -0.18), 0.08, 0.08)
        elif role == "sniper":
            p.setPen(QPen(ink, 0.06))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawEllipse(QPointF(0, 0), 0.24, 0.24)
            p.drawLine(QPointF(-0.38, 0), QPointF(0.38, 0))
            p.drawLine(QPointF(0, -0.38), QPointF(0, 0.38))
        elif role in ROLE_TEXT:
            text = ROLE_TEXT[role]
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(ink)
            p.drawPath(glyph(text, 0.42 if len(text) == 1 else 0.32))
        elif role == "rifleman":
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(QColor(0, 0, 0, 90) if ink.lightness() < 128 else QColor(255, 255, 255, 120))
            p.drawEllipse(QPointF(0, 0), 0.09, 0.09)


class TagItem(QGraphicsItem):
    """A few lines of text in a box of the palette's colours, at a fixed screen size (ignores the zoom). The board's label
    placer (`labels.place_tags`) moves the box around its point (``offset``, pixels) so it covers no other
    label, the legend, the scale bar or the figures it ``names``; a box moved away from its point gets a
    thin leader line, and one that fits nowhere is shortened (its first ``shown`` lines and "...", the rest
    in the Measure panel) or folded away (``shown`` 0)."""

    def __init__(self, parent=None, pt: int = style.LABEL_PT):
        super().__init__(parent)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIgnoresTransformations, True)
        # drawn once into a pixmap and blitted while its words and place stay (issue 25: a drag step moved
        # the sight tag and painted its box and lines again, about a third of the step's repaint)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.setZValue(50)
        self.font = style.label_font(pt)
        self.lines: list[tuple[str, QColor]] = []
        self.names: tuple[str, ...] = ()        # the figures this tag speaks of: never covered by it
        self.shown = 0                          # how many of the lines are drawn
        self.offset = QPointF(12, 12)
        self._rect = QRectF()

    def set_lines(self, lines: list[tuple[str, QColor]], names=()) -> None:
        """New words; the same words again keep the place the board gave them (issue 25: the board does
        not place its tags again when nothing they depend on changed)."""
        if list(lines) == self.lines and tuple(names) == self.names:
            return
        self.lines = list(lines)
        self.names = tuple(names)
        self.show(len(self.lines))

    def size_for(self, shown: int) -> tuple[float, float]:
        fm = QFontMetricsF(self.font)
        rows = self.visible_lines(shown)
        w = max((fm.horizontalAdvance(t) for t, _ in rows), default=0)
        return w + 14, fm.height() * len(rows) + 8

    def visible_lines(self, shown: int | None = None) -> list[tuple[str, QColor]]:
        """The lines drawn: all, or the first ``shown`` with "..." after the last (the Measure panel has the
        rest)."""
        n = self.shown if shown is None else shown
        if n >= len(self.lines):
            return self.lines
        head = self.lines[:n]
        return head[:-1] + [(head[-1][0] + "  ...", head[-1][1])] if head else []

    def show(self, shown: int, offset: QPointF | None = None) -> None:
        self.prepareGeometryChange()
        self.shown = shown
        if offset is not None:
            self.offset = QPointF(offset)
        w, h = self.size_for(shown) if self.lines and shown else (0.0, 0.0)
        self._rect = QRectF(self.offset.x(), self.offset.y(), w, h)
        self.update()

    def box(self) -> QRectF:
        """The drawn box relative to the tag's point (pixels)."""
        return QRectF(self._rect)

    def boundingRect(self) -> QRectF:  # noqa: N802
        return self._rect.united(QRectF(-2, -2, 4, 4)).adjusted(-2, -2, 2, 2)

    def keep_in(self, view) -> None:
        """Keep the whole box inside the visible viewport: right of / below its point when it fits there,
        else flipped to the left / above, and clamped to the viewport's edges when neither side fits (a
        point near or past an edge)."""
        if not self.lines or not self.isVisible():
            return
        at = view.mapFromScene(self.scenePos())
        vp = view.viewport().rect()
        w, h = self._rect.width(), self._rect.height()
        ox = self._place(at.x(), w, vp.left(), vp.left() + vp.width())
        oy = self._place(at.y(), h, vp.top(), vp.top() + vp.height())
        if (ox, oy) != (self.offset.x(), self.offset.y()):
            self.show(self.shown, QPointF(ox, oy))

    @staticmethod
    def _place(at: float, size: float, lo: float, hi: float, gap: float = 12.0) -> float:
        """The box's offset from its point along one axis: after it, else before it, else clamped."""
        pad = 3.0                             # the box's outline and a hair of margin
        if at + gap + size + pad <= hi:
            off = gap
        elif at - gap - size - pad >= lo:
            off = -gap - size
        else:
            off = gap if hi - at > at - lo else -gap - size
        return float(min(max(off, lo + pad - at), hi - pad - size - at)) if size + 2 * pad <= hi - lo \
            else float(lo + pad - at)

    def paint(self, p: QPainter, option, widget=None) -> None:
        if not self.lines or not self.shown:
            return
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        if not self._rect.adjusted(-14, -14, 14, 14).contains(QPointF(0, 0)):
            # a leader from the point to the nearest corner of the moved box
            cx = min(max(0.0, self._rect.left()), self._rect.right())
            cy = min(max(0.0, self._rect.top()), self._rect.bottom())
            p.setPen(QPen(QColor(255, 255, 255, 200), 1.5))
            p.drawLine(QPointF(0, 0), QPointF(cx, cy))
        bg, _fg, edge = style.panel_colours()          # the palette's panel; the answers' colours kept readable
        p.setPen(QPen(edge, 1))
        p.setBrush(bg)
        p.drawRoundedRect(self._rect, 5, 5)
        p.setFont(self.font)
        fm = QFontMetricsF(self.font)
        y = self._rect.top() + 4 + fm.ascent()
        for text, colour in self.visible_lines():
            p.setPen(style.ink(colour, bg))
            p.drawText(QPointF(self._rect.left() + 7, y), text)
            y += fm.height()
