"""Overlays the referee switches on: command circles, the sight line, the ruler, the blast template,
contacts, the reachable area and the terrain being drawn. Each one is a single item that holds a few
painter paths rebuilt from the core's answers (never per-figure items), with pens in screen pixels.
"""

from __future__ import annotations

import math

import shapely
from PySide6.QtCore import QT_TRANSLATE_NOOP, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem
from shapely.geometry import LineString

from assistant.games.bataan.table.measure import CommandList
from assistant.games.bataan.table.model import Table
from assistant.games.bataan.table.terrain import JUNGLE, RIVER, STREAM, SWAMP
from assistant.games.bataan import rules as R
from assistant.ui.i18n import fill, translate

from . import style
from .answers import Answers, RulerAnswer, ViewState
from .items import TagItem
from .shapes import geometry_path, line_path, lines_path

# lupdate does not read translate(context, text, "", n): the counted strings, listed for the catalogue
PLURALS = (
    QT_TRANSLATE_NOOP("BataanOverlays", "path %1 via %n waypoint(s), %2 at half rate (B7)"),
    QT_TRANSLATE_NOOP("BataanOverlays", "%1\" blast (%2): %n caught"),
    QT_TRANSLATE_NOOP("BataanOverlays", "... and %n more"),
)



def cpen(colour: QColor, px: float, dash: bool = False) -> QPen:
    pen = QPen(colour, px)
    pen.setCosmetic(True)
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    if dash:
        pen.setStyle(Qt.PenStyle.DashLine)
    return pen


def _inch(s: float) -> str:
    return f"{s:.2f}\""


class OverlayItem(QGraphicsItem):
    z = 20.0

    def __init__(self):
        super().__init__()
        self.setZValue(self.z)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self._rect = QRectF()
        self._sig = None

    def unchanged(self, sig) -> bool:
        """True when what it shows is the same as last time (then nothing is repainted)."""
        if sig == self._sig:
            return True
        self._sig = sig
        return False

    def set_rect(self, rect: QRectF) -> None:
        if rect != self._rect:
            self.prepareGeometryChange()
            self._rect = rect
        self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802
        return self._rect

    def paint(self, p: QPainter, option, widget=None) -> None:  # pragma: no cover - overridden
        pass


# --- command ---------------------------------------------------------------------------------------
class CircleItem(QGraphicsItem):
    """One leader's 6" command circle, in his platoon's colour, cached as a pixmap (a leader's drag
    moves the pixmap; nothing is painted again)."""

    def __init__(self, r: float, colour: QColor):
        super().__init__()
        self.setZValue(5.0)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.r = r
        self.colour = colour

    def boundingRect(self) -> QRectF:  # noqa: N802
        r = self.r + 0.5
        return QRectF(-r, -r, 2 * r, 2 * r)

    def paint(self, p: QPainter, option, widget=None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        fill = QColor(self.colour)
        fill.setAlpha(28)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(fill)
        p.drawEllipse(QPointF(0, 0), self.r, self.r)
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.setPen(cpen(QColor(0, 0, 0, 150), 4.5))
        p.drawEllipse(QPointF(0, 0), self.r, self.r)
        p.setPen(cpen(self.colour, 2.5))
        p.drawEllipse(QPointF(0, 0), self.r, self.r)


class CommandCircles(OverlayItem):
    """6" command circles round every living Japanese officer and flag bearer (B5, measured per B1):
    one cached child item per leader."""

    z = 5.0

    def __init__(self):
        super().__init__()
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemHasNoContents, True)
        self.items: dict[str, CircleItem] = {}
        self.circles: list[tuple[float, float, float, QColor]] = []

    def refresh(self, table: Table) -> None:
        centre = table.rulings.b1_centre_to_centre
        want = {}
        for f in table._figures.values():
            if f.side == "japanese" and f.is_leader and f.alive:
                r = R.COMMAND_RADIUS_IN + (0.0 if centre or not f.base.is_round else f.base.radius_in)
                want[f.id] = (f.x, f.y, r, f.unit)
        if self.unchanged(want):
            return
        for fid in [k for k in self.items if k not in want]:
            item = self.items.pop(fid)
            item.setParentItem(None)
            if item.scene() is not None:
                item.scene().removeItem(item)
        for fid, (x, y, r, unit) in want.items():
            colour = style.UNIT_COLOURS["japanese"][unit]
            item = self.items.get(fid)
            if item is None or item.r != r or item.colour != colour:
                if item is not None and item.scene() is not None:
                    item.scene().removeItem(item)
                item = self.items[fid] = CircleItem(r, colour)
                item.setParentItem(self)
            item.setPos(x, y)
        self.circles = [(x, y, r, style.UNIT_COLOURS["japanese"][u]) for x, y, r, u in want.values()]

    def paint(self, p: QPainter, option, widget=None) -> None:
        pass


class CommandOverlay(OverlayItem):
    """The command circles (cached child items, one per leader) and the out-of-command marks: a thick
    red ring (amber dashed: too close to call, B28) that each figure item draws on itself, so only the
    figures whose status changed are painted again."""

    z = 6.0

    def __init__(self):
        super().__init__()
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemHasNoContents, True)
        self.circle_item = CommandCircles()
        self.marks: dict[str, str] = {}

    @property
    def circles(self):
        """Command circles grouped by platoon (one entry per platoon with a living leader)."""
        by: dict[str, list] = {}
        for x, y, r, colour in self.circle_item.circles:
            by.setdefault(colour.name(), []).append((x, y, r))
        return list(by.items())

    def show_circles(self, table: Table, on: bool = True) -> None:
        """The circles alone (they need no answers: where the leaders stand), ahead of the answers'
        marks; ``refresh`` with the same table then keeps them as they are."""
        self.setVisible(on)
        if on:
            self.circle_item.refresh(table)

    def refresh(self, table: Table, answers: Answers, items: dict | None = None, on: bool = True) -> None:
        if on:
            self.circle_item.refresh(table)
        marks = {}
        if on:
            command = answers.command
            flagged = command.flagged() if isinstance(command, CommandList) else {
                c.figure: (c.status == "milling about", c.too_close_to_call) for c in command}
            for fid, (milling, close) in flagged.items():
                if milling or close:
                    marks[fid] = ("out" if milling else "") + ("close" if close else "")
        if items is not None:
            for fid in set(self.marks) | set(marks):
                item = items.get(fid)
                if item is not None:
                    item.set_command_mark(marks.get(fid, ""))
        self.marks = marks

    def setVisible(self, on: bool) -> None:  # noqa: N802
        super().setVisible(on)
        self.circle_item.setVisible(on)

    def paint(self, p: QPainter, option, widget=None) -> None:
        pass


# --- sight -------------------------------------------------------------------------------------------
class SightOverlay(OverlayItem):
    """The centre-to-centre sight line of two selected figures (B4): cyan clear, red blocked, amber
    dashed too close to call; its jungle stretches drawn thick, and the answer in words beside it."""

    z = 30.0

    def __init__(self):
        super().__init__()
        self.line = QPainterPath()
        self.jungle = QPainterPath()
        self.colour = style.CLEAR
        self.dashed = False
        self.tag = TagItem(self)

    def refresh(self, table: Table, answers: Answers) -> None:
        s = answers.sight
        figs = table._figures
        sig = None if s is None else (s, figs[s.a].centre, figs[s.b].centre)
        if self.unchanged(sig):
            return
        if s is None:
            self.line = QPainterPath()
            self.jungle = QPainterPath()
            self.tag.set_lines([])
            self.set_rect(QRectF())
            return
        a, b = table._figures[s.a], table._figures[s.b]
        self.line = line_path([a.centre, b.centre])
        seg = LineString([a.centre, b.centre]) if a.centre != b.centre else None
        self.jungle = lines_path(shapely.intersection(seg, table.terrain.jungle)) if seg is not None else QPainterPath()
        self.colour = style.CLOSE if s.too_close_to_call else (style.CLEAR if s.visible else style.BLOCKED)
        self.dashed = s.too_close_to_call
        word = translate("BataanOverlays", "CLEAR") if s.visible else translate("BataanOverlays", "BLOCKED")
        lines = [(fill(translate("BataanOverlays", "Sight %1\u2194%2: %3"), s.a, s.b, word), self.colour),
                 (fill(translate("BataanOverlays", "%1 jungle of 6\" (B4)"), _inch(s.jungle_in)), style.LABEL_FG)]
        if s.too_close_to_call:
            lines.append((translate("BataanOverlays", "TOO CLOSE TO CALL (B28)"), style.CLOSE))
        self.tag.set_lines(lines, names=(s.a, s.b))
        self.tag.setPos((a.x + b.x) / 2, (a.y + b.y) / 2)
        self.set_rect(self.line.boundingRect().adjusted(-1, -1, 1, 1))

    def paint(self, p: QPainter, option, widget=None) -> None:
        if self.line.isEmpty():
            return
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.setPen(cpen(QColor(0, 0, 0, 200), 6))
        p.drawPath(self.line)
        p.setPen(cpen(self.colour, 3, dash=self.dashed))
        p.drawPath(self.line)
        band = QColor(self.colour)
        band.setAlpha(120)
        p.setPen(cpen(band, 9))
        p.drawPath(self.jungle)


# --- ruler -------------------------------------------------------------------------------------------
SLOW_GROUNDS = (RIVER, STREAM, SWAMP, JUNGLE)


def _slow_ground(terrain):
    """The half-rate ground (B7) as one geometry, made once per terrain (issue 25: the union was made
    again on every frame of a drag that moves the ruler's figure)."""
    got = terrain.cache.get("ui_slow_ground")
    if got is None:
        got = terrain.cache["ui_slow_ground"] = shapely.union_all([terrain.regions[g] for g in SLOW_GROUNDS])
    return got


class RulerOverlay(OverlayItem):
    """A ruler from a figure: inch ticks, half-rate stretches drawn as a wide band, and a tag with the
    B1 reading and what each allowance (walk, run, crawl) has left; red once past the allowance."""

    z = 40.0

    def __init__(self):
        super().__init__()
        self.line = QPainterPath()
        self.ticks = QPainterPath()
        self.slow = QPainterPath()
        self.points = QPainterPath()
        self.colour = style.RULER
        self.tag = TagItem(self)

    def refresh(self, table: Table, ans: RulerAnswer | None) -> None:
        if self.unchanged(ans):
            return
        if ans is None:
            self.line = QPainterPath()
            self.tag.set_lines([])
            self.set_rect(QRectF())
            return
        pts = ans.points
        x1, y1 = ans.end
        self.line = line_path(pts)
        self.ticks = QPainterPath()
        self.points = QPainterPath()
        for wx, wy in ans.via:
            self.points.addEllipse(QPointF(wx, wy), 0.3, 0.3)
        L = ans.length_in
        done = 0.0                      # inches along the whole path: a tick every inch, a long one every 6"
        for (x0, y0), (xa, ya) in zip(pts, pts[1:]):
            seg_l = math.hypot(xa - x0, ya - y0)
            if seg_l <= 1e-9:
                continue
            ux, uy = (xa - x0) / seg_l, (ya - y0) / seg_l
            k = math.floor(done) + 1
            while k <= done + seg_l:
                half = 0.45 if k % 6 == 0 else 0.2
                t = k - done
                cx, cy = x0 + ux * t, y0 + uy * t
                self.ticks.moveTo(cx - uy * half, cy + ux * half)
                self.ticks.lineTo(cx + uy * half, cy - ux * half)
                k += 1
            done += seg_l
        self.slow = QPainterPath()
        if L > 1e-6 and ans.figure:
            seg = LineString(pts)
            slow = _slow_ground(table.terrain)
            self.slow = lines_path(shapely.intersection(seg, slow))
        lines: list[tuple[str, QColor]] = []
        if ans.reading is not None:
            target = ans.reading.b if not ans.reading.b.startswith("(") else translate("BataanOverlays", "here")
            lines.append((fill(translate("BataanOverlays", "%1 \u2192 %2: %3 (B1)"), ans.figure, target,
                               _inch(ans.reading.distance_in)), style.LABEL_FG))
        else:
            lines.append((fill(translate("BataanOverlays", "%1 straight line"), _inch(L)), style.LABEL_FG))
        colour = style.RULER
        if ans.moves:
            if ans.via:
                path = fill(translate("BataanOverlays", "path %1 via %n waypoint(s), %2 at half rate (B7)", "",
                                      len(ans.via)), _inch(L), _inch(ans.jungle_in))
            else:
                path = fill(translate("BataanOverlays", "path %1, %2 at half rate (B7)"), _inch(L), _inch(ans.jungle_in))
            lines.append((path, style.LABEL_FG))
            ok_any = False
            for mv in ans.moves:
                if mv.problems and not mv.legal and mv.cost_in <= mv.allowance_in:
                    lines.append((fill(translate("BataanOverlays", "%1 %2\": not allowed: %3"), mv.mode, f"{mv.allowance_in:g}",
                                       mv.problems[0]), style.BLOCKED))
                    continue
                left = mv.allowance_in - mv.cost_in
                close = "  " + translate("BataanOverlays", "TOO CLOSE TO CALL (B28)") if mv.too_close_to_call else ""
                if mv.legal:
                    ok_any = True
                    lines.append((fill(translate("BataanOverlays", "%1 %2\": uses %3, %4 left"), mv.mode,
                                       f"{mv.allowance_in:g}", _inch(mv.cost_in), _inch(left)) + close,
                                  style.CLOSE if close else style.CLEAR))
                else:
                    why = "" if left < 0 else f" ({mv.problems[0]})"
                    lines.append((fill(translate("BataanOverlays", "%1 %2\": uses %3, %4 over"), mv.mode,
                                       f"{mv.allowance_in:g}", _inch(mv.cost_in), _inch(-left) if left < 0 else "0")
                                  + why + close,
                                  style.CLOSE if close else style.BLOCKED))
            colour = style.RULER if ok_any else style.BLOCKED
        self.colour = colour
        self.tag.set_lines(lines, names=tuple(
            x for x in (ans.figure, ans.reading.b if ans.reading is not None else None) if x and x[0] != "("))
        self.tag.setPos(x1, y1)
        self.set_rect(self.line.boundingRect().adjusted(-1.5, -1.5, 1.5, 1.5))

    def paint(self, p: QPainter, option, widget=None) -> None:
        if self.line.isEmpty():
            return
        if not self.points.isEmpty():
            p.setRenderHint(QPainter.RenderHint.Antialiasing)
            p.setPen(cpen(QColor(0, 0, 0, 220), 2))
            p.setBrush(self.colour)
            p.drawPath(self.points)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setBrush(Qt.BrushStyle.NoBrush)
        band = QColor(self.colour)
        band.setAlpha(90)
        p.setPen(cpen(band, 11))
        p.drawPath(self.slow)
        p.setPen(cpen(QColor(0, 0, 0, 220), 6))
        p.drawPath(self.line)
        p.setPen(cpen(self.colour, 3))
        p.drawPath(self.line)
        p.setPen(cpen(self.colour, 2))
        p.drawPath(self.ticks)


# --- blast -------------------------------------------------------------------------------------------
class BlastOverlay(OverlayItem):
    """A blast template (3" B12 or 2" B13) following the mouse; who it catches is ringed and listed."""

    z = 35.0

    def __init__(self):
        super().__init__()
        # kept as a pixmap: a drag beside the blast template repaints round it without drawing it again (issue 25)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.circle = QPainterPath()
        self.caught = QPainterPath()
        self.near = QPainterPath()
        self.tag = TagItem(self)

    def refresh(self, table: Table, answers: Answers, state: ViewState) -> None:
        b = answers.blast
        figs = table._figures
        sig = None if b is None else (b, tuple(figs[h.figure].centre for h in b.hits + b.near_misses))
        if self.unchanged(sig):
            return
        if b is None:
            self.circle = QPainterPath()
            self.tag.set_lines([])
            self.set_rect(QRectF())
            return
        self.circle = QPainterPath()
        self.circle.addEllipse(QPointF(b.x, b.y), b.radius_in, b.radius_in)
        self.caught = QPainterPath()
        self.near = QPainterPath()
        figs = table._figures
        for h in b.hits:
            f = figs[h.figure]
            self.caught.addEllipse(QPointF(f.x, f.y), f.base.radius_in + 0.15, f.base.radius_in + 0.15)
        for h in b.near_misses:
            f = figs[h.figure]
            self.near.addEllipse(QPointF(f.x, f.y), f.base.radius_in + 0.15, f.base.radius_in + 0.15)
        rule = translate("BataanOverlays", "B12 US grenade") if b.radius_in == R.US_GRENADE_RADIUS_IN else \
            translate("BataanOverlays", "B13 second American")
        lines = [(fill(translate("BataanOverlays", "%1\" blast (%2): %n caught", "", len(b.hits)), f"{b.radius_in:g}",
                       rule), style.BLAST)]
        for h in b.hits[:6]:
            lines.append((f"  {h.figure} {_inch(h.distance_in)}" +
                          ("  " + translate("BataanOverlays", "TOO CLOSE TO CALL") if h.too_close_to_call else ""),
                          style.CLOSE if h.too_close_to_call else style.LABEL_FG))
        if len(b.hits) > 6:
            lines.append(("  " + translate("BataanOverlays", "... and %n more", "", len(b.hits) - 6), style.LABEL_FG))
        for h in b.near_misses[:3]:
            lines.append(("  " + fill(translate("BataanOverlays", "%1 just outside (%2): TOO CLOSE TO CALL"), h.figure,
                                      _inch(h.distance_in)), style.CLOSE))
        self.tag.set_lines(lines, names=tuple(h.figure for h in b.hits + b.near_misses))
        self.tag.setPos(b.x + b.radius_in * 0.72, b.y + b.radius_in * 0.72)
        r = b.radius_in + 1.5
        self.set_rect(QRectF(b.x - r, b.y - r, 2 * r, 2 * r))

    def paint(self, p: QPainter, option, widget=None) -> None:
        if self.circle.isEmpty():
            return
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        fill = QColor(style.BLAST)
        fill.setAlpha(55)
        p.setBrush(fill)
        p.setPen(cpen(style.BLAST, 3, dash=True))
        p.drawPath(self.circle)
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.setPen(cpen(style.BLAST, 4))
        p.drawPath(self.caught)
        p.setPen(cpen(style.CLOSE, 3, dash=True))
        p.drawPath(self.near)


# --- contacts ----------------------------------------------------------------------------------------
class ContactsOverlay(OverlayItem):
    """Enemy bases touching (B27: edge gap within the setting): a magenta bar between them (melee, B17)."""

    z = 25.0

    def __init__(self):
        super().__init__()
        # kept as a pixmap: a drag beside the contacts repaints round it without drawing it again (issue 25)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.bars: list[tuple[QRectF, QPainterPath]] = []   # one small path per contact, with its bounds
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemUsesExtendedStyleOption, True)   # exposed part only

    def refresh(self, table: Table, answers: Answers) -> None:
        figs = table._figures
        pairs = tuple((figs[c.a].centre, figs[c.b].centre) for c in answers.contacts if c.enemies)
        if self.unchanged(pairs):
            return
        # One path per contact, not one path of thousands: Qt strokes a wide antialiased pen over a whole
        # path at once, which grew to 14 s for the contacts of a 20,000-figure table; small paths are also
        # culled by the exposed rectangle.
        self.bars = []
        bounds = QRectF()
        for c in answers.contacts:
            if not c.enemies:
                continue
            a, b = figs[c.a], figs[c.b]
            path = QPainterPath()
            path.moveTo(a.x, a.y)
            path.lineTo(b.x, b.y)
            for f in (a, b):
                path.addEllipse(QPointF(f.x, f.y), f.base.radius_in + 0.12, f.base.radius_in + 0.12)
            rect = path.boundingRect().adjusted(-1, -1, 1, 1)
            self.bars.append((rect, path))
            bounds = bounds.united(rect)
        self.set_rect(bounds)

    def paint(self, p: QPainter, option, widget=None) -> None:
        shown = [path for rect, path in self.bars if rect.intersects(option.exposedRect)]
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setBrush(Qt.BrushStyle.NoBrush)
        for colour, width in ((QColor("#000000"), 6), (style.CONTACT, 3.5)):
            p.setPen(cpen(colour, width))
            for path in shown:
                p.drawPath(path)


# --- reach -------------------------------------------------------------------------------------------
class ReachOverlay(OverlayItem):
    """Where the selected figure's centre can end this turn (B7): walk filled, run outlined dashed."""

    z = 4.0

    def __init__(self):
        super().__init__()
        self.walk = QPainterPath()
        self.run = QPainterPath()

    def refresh(self, walk_area, run_area) -> None:
        self.walk = geometry_path(walk_area) if walk_area is not None else QPainterPath()
        self.run = geometry_path(run_area) if run_area is not None else QPainterPath()
        self.set_rect(self.walk.boundingRect().united(self.run.boundingRect()).adjusted(-0.5, -0.5, 0.5, 0.5))

    def paint(self, p: QPainter, option, widget=None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setPen(cpen(QColor(255, 255, 255, 230), 2))
        p.setBrush(style.REACH_WALK)
        p.drawPath(self.walk)
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.setPen(cpen(style.REACH_RUN, 2, dash=True))
        p.drawPath(self.run)


# --- terrain being drawn or reshaped -----------------------------------------------------------------
class TerrainEditOverlay(OverlayItem):
    """The outline being drawn (with a rubber segment to the mouse) and the handles of the feature
    being reshaped."""

    z = 45.0
    HANDLE_PX = 9

    def __init__(self):
        super().__init__()
        self.points: list[tuple[float, float]] = []
        self.mouse: tuple[float, float] | None = None
        self.closed = False
        self.handles: list[tuple[float, float]] = []
        self.outline = QPainterPath()
        self.tag = TagItem(self)

    def refresh(self) -> None:
        pts = list(self.points) + ([self.mouse] if self.mouse and self.points else [])
        rect = QRectF()
        for x, y in pts + self.handles:
            rect = rect.united(QRectF(x - 1, y - 1, 2, 2))
        rect = rect.united(self.outline.boundingRect())
        self.set_rect(rect.adjusted(-2, -2, 2, 2))

    def paint(self, p: QPainter, option, widget=None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setBrush(Qt.BrushStyle.NoBrush)
        if not self.outline.isEmpty():
            p.setPen(cpen(style.DRAFT, 3, dash=True))
            p.drawPath(self.outline)
        pts = list(self.points) + ([self.mouse] if self.mouse and self.points else [])
        if len(pts) >= 2:
            path = line_path(pts + ([pts[0]] if self.closed else []))
            p.setPen(cpen(QColor("#000000"), 5))
            p.drawPath(path)
            p.setPen(cpen(style.DRAFT, 2.5))
            p.drawPath(path)
        lod = option.levelOfDetailFromTransform(p.worldTransform()) if option is not None else 10.0
        h = self.HANDLE_PX / max(lod, 1e-6)
        p.setPen(cpen(QColor("#000000"), 1.5))
        p.setBrush(style.DRAFT)
        for x, y in list(self.points) + self.handles:
            p.drawRect(QRectF(x - h / 2, y - h / 2, h, h))


# --- proposed moves (Banzai runs) -------------------------------------------------------------------------
class ArrowsOverlay(OverlayItem):
    """Proposed moves for the referee to review: an arrow per figure (ticked: bright; left out: grey
    dashed), a ring where a run ends in base contact, and a tag that says what the arrows are."""

    z = 42.0

    def __init__(self):
        super().__init__()
        self.on = QPainterPath()
        self.off = QPainterPath()
        self.contact = QPainterPath()
        self.arrows: list[tuple[str, tuple[float, float], tuple[float, float], bool]] = []
        self.tag = TagItem(self)

    @staticmethod
    def _arrow(path: QPainterPath, a, b) -> None:
        (x0, y0), (x1, y1) = a, b
        L = math.hypot(x1 - x0, y1 - y0)
        if L < 1e-6:
            return
        ux, uy = (x1 - x0) / L, (y1 - y0) / L
        path.moveTo(x0, y0)
        path.lineTo(x1, y1)
        h = min(0.8, L / 2)
        for s in (1, -1):
            path.moveTo(x1, y1)
            path.lineTo(x1 - ux * h - s * uy * h * 0.55, y1 - uy * h + s * ux * h * 0.55)

    def show_moves(self, moves, title: str = "") -> None:
        """``moves``: (figure, start, end, ticked, contact) tuples; an empty list clears the overlay."""
        self.on, self.off, self.contact = QPainterPath(), QPainterPath(), QPainterPath()
        self.arrows = [(m[0], m[1], m[2], m[3]) for m in moves]
        rect = QRectF()
        for fid, a, b, ticked, contact in moves:
            self._arrow(self.on if ticked else self.off, a, b)
            if contact and ticked:
                self.contact.addEllipse(QPointF(*b), 0.75, 0.75)
            rect = rect.united(QRectF(QPointF(min(a[0], b[0]), min(a[1], b[1])),
                                      QPointF(max(a[0], b[0]), max(a[1], b[1]))))
        n_on = sum(1 for m in moves if m[3])
        if moves:
            self.tag.set_lines([(title or translate("BataanOverlays", "Proposed moves"), style.REACH_RUN),
                                (fill(translate("BataanOverlays", "%1 ticked, %2 left out"), n_on, len(moves) - n_on),
                                 style.LABEL_FG)])
            first = moves[0]
            self.tag.setPos(first[2][0], first[2][1])
        else:
            self.tag.set_lines([])
        self.set_rect(rect.adjusted(-1.5, -1.5, 1.5, 1.5) if moves else QRectF())

    def paint(self, p: QPainter, option, widget=None) -> None:
        if self.on.isEmpty() and self.off.isEmpty():
            return
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.setPen(cpen(QColor(170, 170, 170, 200), 2, dash=True))
        p.drawPath(self.off)
        p.setPen(cpen(QColor(0, 0, 0, 220), 5))
        p.drawPath(self.on)
        p.setPen(cpen(style.REACH_RUN, 2.5))
        p.drawPath(self.on)
        p.setPen(cpen(style.CONTACT, 2.5))
        p.drawPath(self.contact)
