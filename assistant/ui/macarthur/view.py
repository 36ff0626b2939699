"""The town-and-road board on a QGraphicsView: roads by kind, towns, landing areas, unit badges, the
highlighted route; clicks and drags reported as signals (the board turns them into changes)."""

from __future__ import annotations

import math
from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QFont, QPainter, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import (
    QGraphicsEllipseItem, QGraphicsItem, QGraphicsPathItem, QGraphicsScene, QGraphicsSimpleTextItem,
    QGraphicsView, QWidget,
)

from .label_index import RectIndex, choice_limit

SIDE_FILL = {"blue": QColor("#1565c0"), "red": QColor("#c62828")}
ROAD_COLOUR = QColor("#4e342e")
ROUTE_COLOUR = QColor(255, 193, 7, 190)
BLOCKED_COLOUR = QColor(229, 57, 53, 150)
SEA = QColor("#b3e5fc")
TOWN_R = 11.0


def force_text(large: int, small: int) -> str:
    """'1L 2S', '3S', '2L' (L = Large, S = Small units)."""
    parts = [f"{large}L"] if large else []
    if small or not large:
        parts.append(f"{small}S")
    return " ".join(parts)


def road_pen(kind: str, width: float = 4.0, colour: QColor = ROAD_COLOUR) -> QPen:
    pen = QPen(colour, width)
    pen.setCosmetic(True)   # widths and dashes in screen pixels: readable at any zoom
    pen.setCapStyle(Qt.PenCapStyle.FlatCap)
    if kind == "dashed":
        pen.setDashPattern([4.0, 2.5])
    elif kind == "dotted":
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        pen.setDashPattern([0.01, 2.2])
        pen.setWidthF(width * 1.3)
    return pen


def _plain(rect: QRectF) -> tuple[float, float, float, float]:
    return (rect.left(), rect.top(), rect.right(), rect.bottom())


def _text(parent_scene: QGraphicsScene, text: str, size: float, bold: bool = True, colour: str = "#111") -> QGraphicsSimpleTextItem:
    item = QGraphicsSimpleTextItem(text)
    f = QFont()
    f.setPointSizeF(size)
    f.setBold(bold)
    item.setFont(f)
    item.setBrush(QColor(colour))
    parent_scene.addItem(item)
    return item


class NetworkView(QGraphicsView):
    townClicked = Signal(str)
    townMoved = Signal(str, float, float)
    landingMoved = Signal(str, float, float)
    emptyClicked = Signal(float, float)
    roadClicked = Signal(str, str)
    landingClicked = Signal(str)
    townDoubleClicked = Signal(str)

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setScene(QGraphicsScene(self))
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
        self.setBackgroundBrush(QColor("#f3efe2"))
        self.setDragMode(QGraphicsView.DragMode.NoDrag)
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.AnchorUnderMouse)
        self.mode = "play"   # play | move | add_town | add_road | delete_road | road_kind
        self.town_items: dict[str, QGraphicsItem] = {}
        self.landing_items: dict[str, QGraphicsItem] = {}
        self._drag: tuple[str, str, QPointF, QPointF] | None = None   # (kind, name, press pos, item start)
        self._fitted = False
        self.zoom = 1.0
        self.name_items: dict[str, QGraphicsItem] = {}
        self.badge_items: dict[str, QGraphicsItem] = {}
        self.attack_items: list[QGraphicsItem] = []

    # ------------------------------------------------------------------ drawing
    def draw(self, doc: dict[str, Any] | None, units: dict[str, tuple[str, int, int]], *,
             side_short: dict[str, str], attacks: dict[str, list[dict]] | None = None,
             special: tuple[str, ...] = (), route: list[str] | None = None, route_ok: bool = True,
             selected: str | None = None, target: str | None = None, road_from: str | None = None) -> None:
        sc = self.scene()
        sc.clear()
        self.town_items, self.landing_items = {}, {}
        self.name_items, self.badge_items, self.attack_items = {}, {}, []
        if not doc:
            return
        lay = (doc.get("meta") or {}).get("layout") or {}
        pos = {n: QPointF(*xy) for n, xy in (lay.get("towns") or {}).items()}
        towns = {t["name"]: t for t in doc["towns"]}
        # the Bataan insert behind its towns
        insert = [pos[n] for n, t in towns.items() if "bataan" in t.get("flags", []) and n in pos]
        if insert:
            r = QRectF(min(p.x() for p in insert) - 70, min(p.y() for p in insert) - 60,
                       0, 0)
            r.setRight(max(p.x() for p in insert) + 70)
            r.setBottom(max(p.y() for p in insert) + 50)
            box = sc.addRect(r, QPen(QColor("#6d4c41"), 2, Qt.PenStyle.DashLine), QBrush(QColor("#e8e0c8")))
            box.setZValue(-5)
            lab = _text(sc, "BATAAN INSERT (no moves back out)", 10, True, "#5d4037")
            lab.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIgnoresTransformations, True)
            lab.setPos(r.left() + 4, r.top() + 2)
        # roads
        if route and len(route) > 1:
            path = QPainterPath(pos[route[0]])
            for n in route[1:]:
                path.lineTo(pos[n])
            hi = QGraphicsPathItem(path)
            pen = QPen(ROUTE_COLOUR if route_ok else BLOCKED_COLOUR, 16)
            pen.setCosmetic(True)
            pen.setCapStyle(Qt.PenCapStyle.RoundCap)
            pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
            hi.setPen(pen)
            hi.setZValue(0)
            sc.addItem(hi)
        for r in doc["roads"]:
            a, b = pos.get(r["from"]), pos.get(r["to"])
            if a is None or b is None:
                continue
            line = QPainterPath(a)
            line.lineTo(b)
            item = QGraphicsPathItem(line)
            item.setPen(road_pen(r.get("kind", "solid")))
            item.setZValue(1)
            item.setData(0, ("road", r["from"], r["to"]))
            sc.addItem(item)
            # a wide invisible grip so roads are easy to click
            grip = QGraphicsPathItem(line)
            gp = QPen(QColor(0, 0, 0, 1), 14)
            gp.setCosmetic(True)
            grip.setPen(gp)
            grip.setZValue(1.5)
            grip.setData(0, ("road", r["from"], r["to"]))
            sc.addItem(grip)
            if r.get("one_way"):
                self._arrow(sc, a, b)
        # landing areas
        for la in doc.get("landing_areas", []):
            xy = (lay.get("landing_areas") or {}).get(la["name"])
            tp = pos.get(la["town"])
            if xy is None or tp is None:
                continue
            p = QPointF(*xy)
            arrow = QPainterPath(p)
            arrow.lineTo(tp)
            ai = QGraphicsPathItem(arrow)
            apen = QPen(QColor("#0277bd"), 2, Qt.PenStyle.DashLine)
            apen.setCosmetic(True)
            ai.setPen(apen)
            ai.setZValue(0.5)
            sc.addItem(ai)
            tri = QPolygonF([QPointF(0, -20), QPointF(19, 13), QPointF(-19, 13)])
            ti = sc.addPolygon(tri, QPen(QColor("#01579b"), 2), QBrush(SEA))
            ti.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIgnoresTransformations, True)
            ti.setPos(p)
            ti.setZValue(3)
            ti.setData(0, ("landing", la["name"]))
            cap = _text(sc, str(la["capacity"]), 11, True, "#01579b")
            cap.setParentItem(ti)
            cap.setPos(-cap.boundingRect().width() / 2, -8)
            zone = f" Z{la['zone']}" if la.get("zone") else ""
            nm = _text(sc, la["name"].replace(" landing", "") + zone, 7.5, False, "#01579b")
            nm.setParentItem(ti)
            nm.setPos(-nm.boundingRect().width() / 2, 13)
            self.landing_items[la["name"]] = ti
        # towns
        for name, t in towns.items():
            p = pos.get(name)
            if p is None:
                continue
            fill = QColor("#ffe082") if name in special else QColor("white")
            border = QPen(QColor("#212121"), 3.5 if name in special else 2.2)
            circ = QGraphicsEllipseItem(-TOWN_R, -TOWN_R, 2 * TOWN_R, 2 * TOWN_R)
            circ.setBrush(fill)
            circ.setPen(border)
            circ.setPos(p)
            circ.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIgnoresTransformations, True)
            circ.setZValue(5)
            circ.setData(0, ("town", name))
            sc.addItem(circ)
            self.town_items[name] = circ
            ring = None
            if name == selected:
                ring = QColor("#ff6f00")
            elif name == target:
                ring = QColor("#2e7d32")
            elif name == road_from:
                ring = QColor("#6a1b9a")
            if ring is not None:
                sel = QGraphicsEllipseItem(-TOWN_R - 7, -TOWN_R - 7, 2 * TOWN_R + 14, 2 * TOWN_R + 14, circ)
                sel.setPen(QPen(ring, 5))
            marks = []
            if t.get("air_strip"):
                marks.append("✈")
            flags = t.get("flags", [])
            if "supply" in flags:
                marks.append("▲N")
            if "airfield" in flags:
                marks.append("AF")
            if "perimeter" in flags:
                marks.append("P")
            if marks:
                m = QGraphicsSimpleTextItem(" ".join(marks), circ)
                f = QFont()
                f.setPointSizeF(8.5)
                f.setBold(True)
                m.setFont(f)
                m.setBrush(QColor("#37474f"))
                w = m.boundingRect().width()
                m.setPos(-w / 2, -7)
            label = QGraphicsSimpleTextItem(name, circ)
            f = QFont()
            f.setPointSizeF(9)
            f.setBold(True)
            label.setFont(f)
            w = label.boundingRect().width()
            h = label.boundingRect().height()
            bg = sc.addRect(QRectF(-w / 2 - 3, -h / 2 - 0.5, w + 6, h + 1),
                            QPen(Qt.PenStyle.NoPen), QBrush(QColor(255, 255, 255, 200)))
            bg.setParentItem(circ)
            bg.setZValue(-0.1)
            label.setParentItem(bg)
            label.setPos(-w / 2, -h / 2)
            bg.setPos(0, TOWN_R + 1 + h / 2)
            self.name_items[name] = bg
            u = units.get(name)
            if u and (u[1] or u[2]):
                self.badge_items[name] = self._badge(
                    sc, circ, f"{side_short.get(u[0], u[0])} {force_text(u[1], u[2])}",
                    SIDE_FILL.get(u[0], QColor("grey")), QPointF(0, -TOWN_R - 11))
        # attack stacks waiting outside towns
        for town, stacks in (attacks or {}).items():
            tp = pos.get(town)
            if tp is None:
                continue
            for st in stacks:
                src = st.get("from")
                if st.get("from_sea"):
                    xy = (lay.get("landing_areas") or {}).get(src)
                    sp = QPointF(*xy) if xy else tp + QPointF(-60, 0)
                else:
                    sp = pos.get(src, tp + QPointF(-60, 0))
                at = tp + (sp - tp) * (0.45 if math.dist((sp.x(), sp.y()), (tp.x(), tp.y())) > 120 else 0.55)
                self.attack_items.append(
                    self._badge(sc, None, f"⚔ {force_text(st['large'], st['small'])}", QColor("#4a148c"), at, z=9))
        if not self._fitted:
            self.fit()
        self.place_labels()

    def _badge(self, sc: QGraphicsScene, parent: QGraphicsItem | None, text: str, fill: QColor, at: QPointF,
               z: float = 8):
        f = QFont()
        f.setPointSizeF(8.5)
        f.setBold(True)
        label = QGraphicsSimpleTextItem(text)
        label.setFont(f)
        label.setBrush(QColor("white"))
        br = label.boundingRect()
        rect = QRectF(-br.width() / 2 - 3, -br.height() / 2 - 1, br.width() + 6, br.height() + 2)
        box = sc.addRect(rect, QPen(QColor("white"), 1.5), QBrush(fill))
        if parent is not None:
            box.setParentItem(parent)
        else:
            box.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIgnoresTransformations, True)
        box.setPos(at)
        box.setZValue(z)
        label.setParentItem(box)
        label.setPos(-br.width() / 2, -br.height() / 2)
        return box

    def _arrow(self, sc: QGraphicsScene, a: QPointF, b: QPointF) -> None:
        mid = a + (b - a) * 0.6
        ang = math.atan2(b.y() - a.y(), b.x() - a.x())
        pts = [QPointF(mid.x() + 12 * math.cos(ang), mid.y() + 12 * math.sin(ang)),
               QPointF(mid.x() + 9 * math.cos(ang + 2.5), mid.y() + 9 * math.sin(ang + 2.5)),
               QPointF(mid.x() + 9 * math.cos(ang - 2.5), mid.y() + 9 * math.sin(ang - 2.5))]
        it = sc.addPolygon(QPolygonF(pts), QPen(ROAD_COLOUR), QBrush(ROAD_COLOUR))
        it.setZValue(2)

    # ------------------------------------------------------------------ label placement
    def _view_rect(self, item, centre: QPointF | None = None, at: QPointF | None = None) -> QRectF:
        """``item``'s rectangle in view pixels (items ignore the zoom, so their local units are pixels)."""
        if centre is None:
            centre = QPointF(self.mapFromScene(item.pos()))
        return item.rect().translated(centre + (item.pos() if at is None else at))

    def place_labels(self) -> list[str]:
        """Put every town name and unit badge where it covers no town, name, badge, landing area or attack
        badge: try the usual place first, then the positions around the town, keeping the first free one
        (else the least covered). Re-run on every zoom. Returns the towns whose badge had no free place."""
        if not self.town_items:
            return []
        centre = {n: QPointF(self.mapFromScene(it.pos())) for n, it in self.town_items.items()}
        r = TOWN_R + 1
        taken = RectIndex(cell=16.0)      # a grid of buckets: each label looks only at its neighbours
        for c in centre.values():
            taken.add((c.x() - r, c.y() - r, c.x() + r, c.y() + r))
        for ti in self.landing_items.values():
            c = QPointF(self.mapFromScene(ti.pos()))
            taken.add((c.x() - 20, c.y() - 21, c.x() + 20, c.y() + 27))
        for box in self.attack_items:
            taken.add(_plain(self._view_rect(box, QPointF(self.mapFromScene(box.pos())), QPointF())))

        def choose(item, centre_pt: QPointF, cands: list[QPointF]) -> bool:
            best, best_cost = cands[0], None
            for cand in cands:
                rect = _plain(self._view_rect(item, centre_pt, cand))
                cost = taken.overlap(rect, choice_limit(rect, best_cost))
                if best_cost is None or cost < best_cost:
                    best, best_cost = cand, cost
                if cost == 0:
                    break
            item.setPos(best)
            taken.add(_plain(self._view_rect(item, centre_pt, best)))
            return best_cost == 0

        for name, bg in self.name_items.items():
            w, h = bg.rect().width(), bg.rect().height()
            cands = [QPointF(0, r + h / 2), QPointF(r + 2 + w / 2, 0), QPointF(-r - 2 - w / 2, 0),
                     QPointF(0, -r - h / 2), QPointF(r + w / 2, r + h / 2 - 4), QPointF(-r - w / 2, r + h / 2 - 4)]
            choose(bg, centre[name], cands)
        crowded = []
        for name, box in self.badge_items.items():
            w, h = box.rect().width(), box.rect().height()
            up, side = r + h / 2 + 1, r + w / 2 + 3
            cands = [QPointF(0, -up), QPointF(side - 6, -up + 4), QPointF(-side + 6, -up + 4), QPointF(side, 0),
                     QPointF(-side, 0), QPointF(0, -up - h - 2), QPointF(side - 6, up + 4), QPointF(-side + 6, up + 4),
                     QPointF(0, up + h + 4), QPointF(side + 8, -up - 6), QPointF(-side - 8, -up - 6)]
            if not choose(box, centre[name], cands):
                crowded.append(name)
        return crowded

    # ------------------------------------------------------------------ view
    def fit(self) -> None:
        pts = list(getattr(self, "_town_pos", {}).values()) + list(getattr(self, "_landing_pos", {}).values())
        if not pts:
            return
        r = QRectF(min(p.x() for p in pts), min(p.y() for p in pts), 0, 0)
        r.setRight(max(p.x() for p in pts))
        r.setBottom(max(p.y() for p in pts))
        r = r.adjusted(-60, -45, 60, 45)
        if r.isValid() and self.viewport().width() > 50:
            self.fitInView(r, Qt.AspectRatioMode.KeepAspectRatio)
            self._fitted = True

    def resizeEvent(self, event) -> None:  # noqa: N802
        super().resizeEvent(event)
        self._fitted = False
        self.fit()
        self.place_labels()

    def wheelEvent(self, event) -> None:  # noqa: N802
        factor = 1.15 if event.angleDelta().y() > 0 else 1 / 1.15
        self.scale(factor, factor)
        self.place_labels()

    # ------------------------------------------------------------------ mouse
    def item_info(self, view_pos) -> tuple | None:
        for it in self.items(view_pos):
            cur = it
            while cur is not None:
                d = cur.data(0)
                if d:
                    return d
                cur = cur.parentItem()
        return None

    def mousePressEvent(self, event) -> None:  # noqa: N802
        if event.button() != Qt.MouseButton.LeftButton:
            return super().mousePressEvent(event)
        info = self.item_info(event.position().toPoint())
        sp = self.mapToScene(event.position().toPoint())
        if self.mode == "move" and info and info[0] in ("town", "landing"):
            item = self.town_items.get(info[1]) if info[0] == "town" else self.landing_items.get(info[1])
            if item is not None:
                self._drag = (info[0], info[1], sp, item.pos())
                return
        if info is None:
            self.emptyClicked.emit(sp.x(), sp.y())
        elif info[0] == "town":
            self.townClicked.emit(info[1])
        elif info[0] == "road":
            self.roadClicked.emit(info[1], info[2])
        elif info[0] == "landing":
            self.landingClicked.emit(info[1])

    def mouseMoveEvent(self, event) -> None:  # noqa: N802
        if self._drag is not None:
            kind, name, start, item_start = self._drag
            sp = self.mapToScene(event.position().toPoint())
            item = self.town_items.get(name) if kind == "town" else self.landing_items.get(name)
            if item is not None:
                item.setPos(item_start + (sp - start))
            return
        super().mouseMoveEvent(event)

    def mouseReleaseEvent(self, event) -> None:  # noqa: N802
        if self._drag is not None:
            kind, name, start, _ = self._drag
            self._drag = None
            sp = self.mapToScene(event.position().toPoint())
            d = sp - start
            if abs(d.x()) + abs(d.y()) > 2:
                if kind == "town":
                    base = self._town_pos.get(name, QPointF())
                    self.townMoved.emit(name, round(base.x() + d.x(), 1), round(base.y() + d.y(), 1))
                else:
                    base = self._landing_pos.get(name, QPointF())
                    self.landingMoved.emit(name, round(base.x() + d.x(), 1), round(base.y() + d.y(), 1))
            return
        super().mouseReleaseEvent(event)

    def mouseDoubleClickEvent(self, event) -> None:  # noqa: N802
        info = self.item_info(event.position().toPoint())
        if info and info[0] == "town":
            self.townDoubleClicked.emit(info[1])

    def set_positions(self, doc: dict[str, Any] | None) -> None:
        lay = ((doc or {}).get("meta") or {}).get("layout") or {}
        self._town_pos = {n: QPointF(*xy) for n, xy in (lay.get("towns") or {}).items()}
        self._landing_pos = {n: QPointF(*xy) for n, xy in (lay.get("landing_areas") or {}).items()}


class Legend(QWidget):
    """What the lines and marks mean, in words next to each sample (colour plus text). The entries flow
    onto as many lines as the width needs (nothing is clipped)."""

    LINE_H = 19

    ALL_MARKS = ("✈ air strip", "▲N supply arrow", "AF airfield", "P Pusan Perimeter", "➤ one-way road")

    def __init__(self, side_names: dict[str, str], side_short: dict[str, str], marks: tuple[str, ...] | None = None):
        super().__init__()
        self.side_names, self.side_short = side_names, side_short
        self.marks = self.ALL_MARKS if marks is None else tuple(marks)
        self._font = QFont()
        self._font.setPointSizeF(9.5)
        self.setMinimumHeight(self.LINE_H + 8)

    def entries(self) -> list[tuple[str, str, str]]:
        """(sample kind, sample text, words)."""
        out = [("road:solid", "", "solid road 1 MP"), ("road:dashed", "", "dashed 2 MP"),
               ("road:dotted", "", "dotted 3 MP"), ("route", "", "route"),
               ("landing", "", "landing area (n a turn)")]
        for side in ("blue", "red"):
            out.append((f"badge:{side}", f"{self.side_short.get(side, side)} 1L 2S",
                        f"{self.side_names.get(side, side)}"))
        out.append(("badge:attack", "⚔ 1L 2S", "attacking"))
        out.append(("text", "", "L Large, S Small units"))
        out.append(("special", "", "victory / special town"))
        for words in self.marks:
            out.append(("text", "", words))
        return out

    def _sample_w(self, kind: str, text: str, fm) -> int:
        if kind.startswith("road"):
            return 42
        if kind == "route":
            return 31
        if kind == "landing":
            return 21
        if kind.startswith("badge"):
            return fm.horizontalAdvance(text) + 15
        if kind == "special":
            return 20
        return 0

    def rows(self, width: int) -> list[list[tuple[int, tuple[str, str, str]]]]:
        """The entries flowed into lines no wider than ``width``: [[(x, entry), ...], ...]."""
        from PySide6.QtGui import QFontMetrics

        fm = QFontMetrics(self._font)
        lines: list[list[tuple[int, tuple[str, str, str]]]] = [[]]
        x = 8
        for e in self.entries():
            w = self._sample_w(e[0], e[1], fm) + fm.horizontalAdvance(e[2])
            if lines[-1] and x + w > width - 6:
                lines.append([])
                x = 8
            lines[-1].append((x, e))
            x += w + 16
        return lines

    def hasHeightForWidth(self) -> bool:  # noqa: N802
        return True

    def heightForWidth(self, width: int) -> int:  # noqa: N802
        return len(self.rows(width)) * self.LINE_H + 6

    def resizeEvent(self, event) -> None:  # noqa: N802
        super().resizeEvent(event)
        h = self.heightForWidth(self.width())
        if h != self.minimumHeight():
            self.setMinimumHeight(h)

    def paintEvent(self, _event) -> None:  # noqa: N802
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.fillRect(self.rect(), QColor("#fafafa"))
        p.setFont(self._font)
        fm = p.fontMetrics()
        for i, line in enumerate(self.rows(self.width())):
            y = 16 + i * self.LINE_H
            for x, (kind, text, words) in line:
                sw = self._sample_w(kind, text, fm)
                if kind.startswith("road:"):
                    p.setPen(road_pen(kind[5:], 4))
                    p.drawLine(x, y - 4, x + 36, y - 4)
                elif kind == "route":
                    p.fillRect(x, y - 11, 26, 13, QColor(ROUTE_COLOUR))
                elif kind == "landing":
                    tri = QPolygonF([QPointF(x + 8, y - 12), QPointF(x + 16, y + 2), QPointF(x, y + 2)])
                    p.setBrush(SEA)
                    p.setPen(QPen(QColor("#01579b"), 1.5))
                    p.drawPolygon(tri)
                elif kind.startswith("badge:"):
                    who = kind[6:]
                    fill = QColor("#4a148c") if who == "attack" else SIDE_FILL[who]
                    p.fillRect(x, y - 12, sw - 5, 16, fill)
                    p.setPen(QColor("white"))
                    p.drawText(x + 5, y, text)
                elif kind == "special":
                    p.setBrush(QColor("#ffe082"))
                    p.setPen(QPen(QColor("#212121"), 2))
                    p.drawEllipse(QPointF(x + 7, y - 4), 7, 7)
                p.setPen(QColor("#111"))
                p.drawText(x + sw, y, words)
        p.end()
