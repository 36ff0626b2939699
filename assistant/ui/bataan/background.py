"""The terrain painted once per terrain edit into a QPicture (vector, so it stays sharp at any zoom).

The view replays it in ``drawBackground`` with the background cache on, so a figure's drag never
repaints the terrain. River and streams are painted last (B7: they come first where shapes overlap).
"""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QPainter, QPainterPath, QPen, QPicture

from assistant.games.bataan.table.terrain import Terrain

from . import style
from .shapes import geometry_path, line_path


def _pen(colour: QColor, width_in: float, dash: bool = False) -> QPen:
    pen = QPen(colour, width_in)
    pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    if dash:
        pen.setStyle(Qt.PenStyle.DashLine)
    return pen


def _bridge(p: QPainter, terrain: Terrain, x: float, y: float) -> None:
    """A broken deck across the river, along the road's direction where it crosses."""
    angle = 0.0
    best = math.inf
    for f in terrain.features:
        if f.kind in ("road", "path") and f.line:
            pts = f.line
            for (x0, y0), (x1, y1) in zip(pts, pts[1:]):
                mx, my = (x0 + x1) / 2, (y0 + y1) / 2
                d = math.hypot(mx - x, my - y)
                if d < best:
                    best, angle = d, math.degrees(math.atan2(y1 - y0, x1 - x0))
    p.save()
    p.translate(x, y)
    p.rotate(angle)
    deck = QColor(style.BRIDGE)
    p.setPen(_pen(QColor("#2a1806"), 0.12))
    p.setBrush(deck)
    # two halves with a jagged gap in the middle
    left = QPainterPath()
    left.moveTo(-4.2, -1.3); left.lineTo(-0.9, -1.3); left.lineTo(-0.3, -0.5); left.lineTo(-1.0, 0.2)
    left.lineTo(-0.4, 1.3); left.lineTo(-4.2, 1.3); left.closeSubpath()
    right = QPainterPath()
    right.moveTo(4.2, -1.3); right.lineTo(1.0, -1.3); right.lineTo(0.5, -0.4); right.lineTo(1.1, 0.4)
    right.lineTo(0.6, 1.3); right.lineTo(4.2, 1.3); right.closeSubpath()
    p.drawPath(left)
    p.drawPath(right)
    p.setPen(_pen(QColor("#c8a070"), 0.08))
    for k in (-3.6, -2.8, -2.0, -1.2, 1.4, 2.2, 3.0, 3.8):
        p.drawLine(QPointF(k, -1.2), QPointF(k, 1.2))
    p.restore()


NAME_HEIGHT_IN = 1.3


def _text_path(text: str) -> QPainterPath:
    font = QFont()
    font.setPointSizeF(10)
    font.setBold(True)
    path = QPainterPath()
    path.addText(0, 0, font, text)
    return path


def name_size(text: str, height_in: float = NAME_HEIGHT_IN) -> tuple[float, float]:
    """How big a terrain name is drawn (inches)."""
    r = _text_path(text).boundingRect()
    s = height_in / max(r.height(), 1e-6)
    return r.width() * s, height_in


def _name_anchor(f) -> tuple[float, float]:
    if f.kind == "bridge":
        return f.point[0], f.point[1] - 3.2
    if f.line:
        mid = f.line[len(f.line) // 2]
        return mid[0] + (6 if f.kind == "river" else 0), mid[1] - (0 if f.kind == "river" else 2.8)
    c = f.geometry.centroid
    return c.x, c.y


def name_boxes(terrain: Terrain) -> list[tuple[str, QRectF]]:
    """Each named feature's name and the box it is drawn in (scene inches): at its usual place, else moved
    a step at a time (up, down, sideways) to the nearest place that covers no name placed before it and
    stays on the table. Names scale with the zoom, so boxes apart here stay apart on screen. Kept with the
    terrain (the board and its background both ask)."""
    got = terrain.cache.get("ui_name_boxes")
    if got is None:
        got = terrain.cache["ui_name_boxes"] = tuple(_name_boxes(terrain))
    return [(name, QRectF(box)) for name, box in got]


def _name_boxes(terrain: Terrain) -> list[tuple[str, QRectF]]:
    table = QRectF(0, 0, terrain.width_in, terrain.height_in)
    placed: list[QRectF] = []
    out: list[tuple[str, QRectF]] = []
    for f in terrain.features:
        if not f.name:
            continue
        w, h = name_size(f.name)
        x, y = _name_anchor(f)
        best = None
        for k in range(0, 12):
            for dx, dy in ((0, -1), (0, 1), (1, 0), (-1, 0)) if k else ((0, 0),):
                cx, cy = x + dx * k * (w / 2 + 0.4) / 2, y + dy * k * (h + 0.3) / 2
                box = QRectF(cx - w / 2, cy - h / 2, w, h)
                box.moveLeft(min(max(box.left(), table.left() + 0.2), table.right() - 0.2 - w))
                box.moveTop(min(max(box.top(), table.top() + 0.2), table.bottom() - 0.2 - h))
                pad = box.adjusted(-0.2, -0.15, 0.2, 0.15)
                if not any(pad.intersects(o) for o in placed):
                    best = box
                    break
            if best is not None:
                break
        if best is None:
            best = QRectF(x - w / 2, y - h / 2, w, h)
        placed.append(best)
        out.append((f.name, best))
    return out


def _label(p: QPainter, text: str, at: QPointF, height_in: float, colour: QColor) -> None:
    """Text about ``height_in`` tall, in scene units, centred on ``at``, with a dark halo."""
    path = _text_path(text)
    r = path.boundingRect()
    s = height_in / max(r.height(), 1e-6)
    p.save()
    p.translate(at.x() - r.center().x() * s, at.y() - r.center().y() * s)
    p.scale(s, s)
    p.setPen(QPen(QColor(0, 0, 0, 170), 3.0 / 10 * 10 / 4))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawPath(path)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(colour)
    p.drawPath(path)
    p.restore()


def terrain_picture(terrain: Terrain) -> QPicture:
    pic = QPicture()
    p = QPainter(pic)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    paint_terrain(p, terrain)
    p.end()
    return pic


def _meets(f, within: QRectF | None) -> bool:
    if within is None:
        return True
    x0, y0, x1, y1 = f.geometry.bounds
    m = 1.0   # its pen, an entrenchment's ticks, a swamp's reeds
    return QRectF(x0 - m, y0 - m, x1 - x0 + 2 * m, y1 - y0 + 2 * m).intersects(within)


def paint_terrain(p: QPainter, terrain: Terrain, within: QRectF | None = None) -> None:
    """The terrain in scene inches; ``within``: only that part (the shapes that reach it, clipped to it)."""
    rect = QRectF(0, 0, terrain.width_in, terrain.height_in)
    p.save()
    if within is not None:
        p.setClipRect(within, Qt.ClipOperation.IntersectClip)
    cloth = rect if within is None else rect.intersected(within)
    p.fillRect(cloth, style.JUNGLE)
    # a faint weave so the cloth reads as jungle, not as an empty field
    weave = QBrush(style.JUNGLE_DARK, Qt.BrushStyle.Dense6Pattern)
    p.fillRect(cloth, weave)
    p.save()
    p.setClipRect(rect, Qt.ClipOperation.IntersectClip)
    by_kind: dict[str, list] = {}
    for f in terrain.features:
        if _meets(f, within):
            by_kind.setdefault(f.kind, []).append(f)
    for kind in style.PAINT_ORDER:
        for f in by_kind.get(kind, []):
            if kind == "bridge":
                _bridge(p, terrain, *f.point)
                continue
            path = geometry_path(f.geometry)
            fill = style.TERRAIN_FILL[kind]
            edge = style.TERRAIN_EDGE[kind]
            if kind == "entrenchment":
                p.setPen(_pen(edge, 0.28))
                p.setBrush(QColor(120, 70, 25, 150))
                p.drawPath(path)
                # sandbag ticks along the long sides
                b = f.geometry.bounds
                p.setPen(_pen(QColor("#d9b37a"), 0.08))
                step = 0.5
                xk = b[0] + step / 2
                while xk < b[2]:
                    p.drawLine(QPointF(xk, b[1] + 0.05), QPointF(xk, b[1] + 0.35))
                    p.drawLine(QPointF(xk, b[3] - 0.35), QPointF(xk, b[3] - 0.05))
                    xk += step
                continue
            p.setPen(_pen(edge, 0.12, dash=(kind == "path")))
            p.setBrush(fill)
            p.drawPath(path)
            if kind == "swamp":
                p.setPen(Qt.PenStyle.NoPen)
                p.setBrush(QBrush(style.SWAMP_HATCH, Qt.BrushStyle.BDiagPattern))
                p.drawPath(path)
                # reed tufts in scene units so they scale
                p.setPen(_pen(style.SWAMP_HATCH, 0.1))
                c = f.geometry.centroid
                for dx, dy in ((-1.5, -0.6), (1.2, 0.8), (0.0, -1.6), (-0.6, 1.4), (1.8, -1.0)):
                    if f.geometry.contains(type(c)(c.x + dx, c.y + dy)):
                        x0, y0 = c.x + dx, c.y + dy
                        for a in (-0.35, 0.0, 0.35):
                            p.drawLine(QPointF(x0, y0), QPointF(x0 + a, y0 - 0.7))
            if kind in ("river", "stream") and f.line:
                # a lighter current line down the middle
                p.setPen(_pen(QColor(255, 255, 255, 70), 0.15, dash=True))
                p.setBrush(Qt.BrushStyle.NoBrush)
                p.drawPath(line_path(f.line))
    p.restore()
    # names of named features, placed near their middle where they cover no other name
    for text, box in name_boxes(terrain):
        if within is None or box.intersects(within):
            _label(p, text, box.center(), NAME_HEIGHT_IN, QColor("#fff8e0"))
    # the table edge
    p.setPen(QPen(QColor("#111111"), 0.25))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawRect(rect)
    p.restore()
