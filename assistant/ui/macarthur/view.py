"""The town-and-road board on a QGraphicsView: roads by kind, towns, landing areas, unit badges, the
highlighted route; clicks and drags reported as signals (the board turns them into changes). Towns,
badges and names keep their size in pixels at any zoom (a town is 24 px across: the least hit size);
the labels are placed by :mod:`placement` so that none covers another, a town or a landing area.
Zoom, pan and the keyboard focus are in :mod:`navigation`.

Big boards (issue 17: a 5,000-town network) stay proportionate: every road of a kind is one path item
(a road is picked by its distance from the click, :meth:`NetworkView.road_at`), a town's name item is
made only when the name finds room, the names of towns crowded by three or more others are hidden
without trying their places, and the scene keeps no spatial index (the board is redrawn whole on every
change). The colours follow the palette (:data:`LIGHT_INK`, :data:`DARK_INK`); a scan of the printed
map may lie under it all (:meth:`NetworkView.set_underlay`, see :mod:`backdrop`)."""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any

import numpy as np

from PySide6.QtCore import QEvent, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QFont, QPainter, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import (
    QGraphicsEllipseItem, QGraphicsItem, QGraphicsLineItem, QGraphicsPathItem, QGraphicsRectItem, QGraphicsScene,
    QGraphicsSimpleTextItem, QGraphicsView, QWidget,
)

from assistant.ui.i18n import translate
from assistant.ui.theme import is_dark

from .navigation import Navigation
from .placement import Spec, along, around, place, short_name

SIDE_FILL = {"blue": QColor("#1565c0"), "red": QColor("#c62828")}
ATTACK_FILL = QColor("#4a148c")
ROAD_COLOUR = QColor("#4e342e")
ROUTE_COLOUR = QColor(255, 193, 7, 190)
BLOCKED_COLOUR = QColor(229, 57, 53, 150)
SEA = QColor("#b3e5fc")


@dataclass(frozen=True)
class Ink:
    """The map's colours on a light or a dark palette (badges keep their side colours on both: white text
    on a saturated blue, red or purple reads on either)."""

    paper: QColor
    road: QColor
    town_fill: QColor
    special_fill: QColor
    town_edge: QColor
    mark: QColor
    name: QColor
    name_fill: QColor
    insert_fill: QColor
    insert_edge: QColor
    insert_ink: QColor
    sea: QColor
    sea_edge: QColor
    focus: QColor
    selected: QColor
    target: QColor
    road_from: QColor


LIGHT_INK = Ink(QColor("#f3efe2"), ROAD_COLOUR, QColor("white"), QColor("#ffe082"), QColor("#212121"),
                QColor("#37474f"), QColor("#111111"), QColor(255, 255, 255, 210), QColor("#e8e0c8"),
                QColor("#6d4c41"), QColor("#5d4037"), SEA, QColor("#01579b"), QColor("#0d47a1"),
                QColor("#ff6f00"), QColor("#2e7d32"), QColor("#6a1b9a"))
DARK_INK = Ink(QColor("#23221f"), QColor("#c9a98c"), QColor("#3b3b3b"), QColor("#8a6d00"), QColor("#e6e6e6"),
               QColor("#e0e0e0"), QColor("#f2f2f2"), QColor(24, 24, 24, 215), QColor("#35322b"),
               QColor("#bfa58a"), QColor("#e8d9c4"), QColor("#12466e"), QColor("#81d4fa"), QColor("#82b1ff"),
               QColor("#ffab40"), QColor("#69f0ae"), QColor("#ea80fc"))


def ink_for(widget: QWidget | None) -> Ink:
    """The map's colours for the palette in force (``theme.is_dark``)."""
    return DARK_INK if is_dark(widget) else LIGHT_INK


TOWN_R = 12.0
"""A town's radius in pixels at any zoom: 24 px across, the least hit size."""


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


def drawn_rect(view: QGraphicsView, item: QGraphicsItem) -> QRectF:
    """``item``'s bounding rectangle in viewport pixels, as drawn (zoom and ignored transformations
    included)."""
    return item.deviceTransform(view.viewportTransform()).mapRect(item.boundingRect())


def _font(size: float, bold: bool) -> QFont:
    f = QFont()
    f.setPointSizeF(size)
    f.setBold(bold)
    return f


def tag(sc: QGraphicsScene, text: str, size: float, bold: bool, ink: QColor, fill: QBrush, pen: QPen,
        parent: QGraphicsItem | None, z: float, pad: tuple[float, float] = (3.0, 0.5)) -> QGraphicsRectItem:
    """A text on a box, centred on its own origin, in pixels at any zoom (placed by ``place_labels``)."""
    box = QGraphicsRectItem()
    box.setPen(pen)
    box.setBrush(fill)
    if parent is not None:
        box.setParentItem(parent)
    else:
        box.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIgnoresTransformations, True)
        sc.addItem(box)
    box.setZValue(z)
    label = QGraphicsSimpleTextItem(text, box)
    label.setFont(_font(size, bold))
    label.setBrush(ink)
    box.setData(1, text)
    box.setData(2, pad)
    retext(box, text)
    return box


def retext(box: QGraphicsRectItem, text: str) -> None:
    label = next(c for c in box.childItems() if isinstance(c, QGraphicsSimpleTextItem))
    label.setText(text)
    br = label.boundingRect()
    px, py = box.data(2)
    box.setRect(QRectF(-br.width() / 2 - px, -br.height() / 2 - py, br.width() + 2 * px, br.height() + 2 * py))
    label.setPos(-br.width() / 2, -br.height() / 2)


CROWD = 3
"""A town whose circle touches this many other towns' circles (as drawn) has no room round it for its
name: the name is hidden without trying its places (on a 5,000-town board at Fit that is most towns)."""


def crowded_towns(centres: dict[str, QPointF]) -> set[str]:
    """The towns (view-pixel centres) whose circle touches :data:`CROWD` or more other circles."""
    if len(centres) <= CROWD:
        return set()
    import shapely       # only a board with towns needs it (the window starts without it)

    names = list(centres)
    pts = shapely.points(np.array([(p.x(), p.y()) for p in centres.values()], dtype=float))
    i, _j = shapely.STRtree(pts).query(pts, predicate="dwithin", distance=2 * TOWN_R)
    touching = np.bincount(i, minlength=len(names)) - 1        # each point finds itself once
    return {names[k] for k in np.flatnonzero(touching >= CROWD)}


def _arrow_head(a: QPointF, b: QPointF) -> QPolygonF:
    """A one-way road's arrow, 60% of the way from ``a`` to ``b`` (scene units)."""
    mid = a + (b - a) * 0.6
    ang = math.atan2(b.y() - a.y(), b.x() - a.x())
    return QPolygonF([QPointF(mid.x() + 12 * math.cos(ang), mid.y() + 12 * math.sin(ang)),
                      QPointF(mid.x() + 9 * math.cos(ang + 2.5), mid.y() + 9 * math.sin(ang + 2.5)),
                      QPointF(mid.x() + 9 * math.cos(ang - 2.5), mid.y() + 9 * math.sin(ang - 2.5))])


def tag_text(box: QGraphicsRectItem) -> str:
    return next(c for c in box.childItems() if isinstance(c, QGraphicsSimpleTextItem)).text()


class NetworkView(Navigation, QGraphicsView):
    townClicked = Signal(str)
    townMoved = Signal(str, float, float)
    landingMoved = Signal(str, float, float)
    emptyClicked = Signal(float, float)
    roadClicked = Signal(str, str)
    landingClicked = Signal(str)
    townDoubleClicked = Signal(str)
    focusTownChanged = Signal(str)
    scanClicked = Signal(float, float)
    cancelled = Signal()
    labelsPlaced = Signal()

    ROAD_GRIP_PX = 7.0
    """A click this near a road (view pixels) picks it."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setScene(QGraphicsScene(self))
        # A board is redrawn whole on every change: a spatial index would be rebuilt each time (on 5,000
        # towns that cost more than the drawing); the view finds towns and roads itself.
        self.scene().setItemIndexMethod(QGraphicsScene.ItemIndexMethod.NoIndex)
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
        self.ink = ink_for(self)
        self.setBackgroundBrush(self.ink.paper)
        self.setDragMode(QGraphicsView.DragMode.NoDrag)
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.AnchorUnderMouse)
        self.setAccessibleName(self.tr("Town and road map"))
        self.mode = "play"   # play | move | add_town | add_road | delete_road | road_kind | pin_scan
        self.town_items: dict[str, QGraphicsItem] = {}
        self.landing_items: dict[str, QGraphicsItem] = {}
        self._drag: tuple[str, str, QPointF, QPointF] | None = None   # (kind, name, press pos, item start)
        self._town_pos: dict[str, QPointF] = {}
        self._landing_pos: dict[str, QPointF] = {}
        self.name_items: dict[str, QGraphicsRectItem] = {}
        """The town names drawn so far (made when a name first finds room: a big board at Fit names few)."""
        self.badge_items: dict[str, QGraphicsRectItem] = {}
        self.landing_names: dict[str, QGraphicsRectItem] = {}
        self.attack_items: list[QGraphicsRectItem] = []
        self.insert_title: QGraphicsRectItem | None = None
        self.leader_items: list[QGraphicsItem] = []
        self.focus_ring: QGraphicsEllipseItem | None = None
        self.label_layout = None
        self.underlay: QGraphicsItem | None = None
        self._roads = np.zeros((0, 4))
        self._road_ends: list[tuple[str, str]] = []
        self._sizes_cache: dict[tuple[str, float, bool], tuple[float, float]] = {}
        self._measure = QGraphicsSimpleTextItem()
        self._init_navigation()

    def changeEvent(self, event) -> None:  # noqa: N802
        super().changeEvent(event)
        if event.type() == QEvent.Type.PaletteChange and ink_for(self) is not self.ink:
            self.ink = ink_for(self)
            self.setBackgroundBrush(self.ink.paper)

    # ------------------------------------------------------------------ drawing
    def set_underlay(self, item: QGraphicsItem | None) -> None:
        """A picture under the network (the referee's scan, in scene units); kept across redraws."""
        if self.underlay is not None and self.underlay.scene() is self.scene():
            self.scene().removeItem(self.underlay)
        self.underlay = item
        if item is not None:
            item.setZValue(-10)
            self.scene().addItem(item)

    def draw(self, doc: dict[str, Any] | None, units: dict[str, tuple[str, int, int]], *,
             side_short: dict[str, str], attacks: dict[str, list[dict]] | None = None,
             special: tuple[str, ...] = (), route: list[str] | None = None, route_ok: bool = True,
             selected: str | None = None, target: str | None = None, road_from: str | None = None) -> None:
        sc = self.scene()
        if self.underlay is not None and self.underlay.scene() is sc:
            sc.removeItem(self.underlay)          # kept: clear() would delete it
        sc.clear()
        if self.underlay is not None:
            sc.addItem(self.underlay)
        self._scene_gen += 1
        self.town_items, self.landing_items, self.landing_names = {}, {}, {}
        self.name_items, self.badge_items, self.attack_items = {}, {}, []
        self.insert_title, self.leader_items, self.focus_ring = None, [], None
        self._roads, self._road_ends = np.zeros((0, 4)), []
        if not doc:
            return
        ink = self.ink
        lay = (doc.get("meta") or {}).get("layout") or {}
        pos = {n: QPointF(*xy) for n, xy in (lay.get("towns") or {}).items()}
        towns = {t["name"]: t for t in doc["towns"]}
        self._insert(sc, [pos[n] for n, t in towns.items() if "bataan" in t.get("flags", []) and n in pos])
        if route and len(route) > 1:
            self._route(sc, [pos[n] for n in route if n in pos], route_ok)
        self._draw_roads(sc, doc["roads"], pos)
        for la in doc.get("landing_areas", []):
            self._landing(sc, la, (lay.get("landing_areas") or {}).get(la["name"]), pos.get(la["town"]))
        rings = {selected: ink.selected, target: ink.target, road_from: ink.road_from}
        pens = {False: QPen(ink.town_edge, 2.2), True: QPen(ink.town_edge, 3.5)}
        brushes = {False: QBrush(ink.town_fill), True: QBrush(ink.special_fill)}
        special = set(special)
        for name, t in towns.items():
            if name in pos:
                sp = name in special
                self._town(sc, name, t, pos[name], pens[sp], brushes[sp], rings.get(name), units.get(name),
                           side_short)
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
                force = force_text(st["large"], st["small"])
                box = tag(sc, f"⚔ {force}", 8.5, True, QColor("white"), QBrush(ATTACK_FILL),
                          QPen(QColor("white"), 1.5), None, 9, (3, 1))
                box.setPos(tp + (sp - tp) * 0.5)
                box.setData(3, (tp, sp))
                box.setToolTip(translate("NetworkView", "%1 attacking %2 from %3").replace("%1", force)
                               .replace("%2", town).replace("%3", str(src)))
                self.attack_items.append(box)
        self._set_focus_ring()
        if self._fitted or not self.fit():
            self.place_labels()       # (fit places them itself)

    def _insert(self, sc: QGraphicsScene, insert: list[QPointF]) -> None:
        """The Bataan insert behind its towns, with its title."""
        if not insert:
            return
        ink = self.ink
        r = QRectF(min(p.x() for p in insert) - 70, min(p.y() for p in insert) - 60, 0, 0)
        r.setRight(max(p.x() for p in insert) + 70)
        r.setBottom(max(p.y() for p in insert) + 50)
        box = sc.addRect(r, QPen(ink.insert_edge, 2, Qt.PenStyle.DashLine), QBrush(ink.insert_fill))
        box.setZValue(-5)
        fill = QColor(ink.insert_fill)
        fill.setAlpha(220)
        self.insert_title = tag(sc, self.tr("BATAAN INSERT (no moves back out)"), 9, True, ink.insert_ink,
                                QBrush(fill), QPen(Qt.PenStyle.NoPen), None, 4)
        self.insert_title.setData(3, r)
        self.insert_title.setData(4, self.tr("BATAAN"))

    def _route(self, sc: QGraphicsScene, pts: list[QPointF], ok: bool) -> None:
        if len(pts) < 2:
            return
        path = QPainterPath(pts[0])
        for p in pts[1:]:
            path.lineTo(p)
        hi = QGraphicsPathItem(path)
        pen = QPen(ROUTE_COLOUR if ok else BLOCKED_COLOUR, 16)
        pen.setCosmetic(True)
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
        hi.setPen(pen)
        hi.setZValue(0)
        sc.addItem(hi)

    def _draw_roads(self, sc: QGraphicsScene, roads: list[dict], pos: dict[str, QPointF]) -> None:
        """Every road of a kind in one path (one item per kind, however big the network), the one-way
        arrows in one more; the segments are kept for :meth:`road_at`."""
        paths: dict[str, QPainterPath] = {}
        arrows = QPainterPath()
        segs, ends = [], []
        for r in roads:
            a, b = pos.get(r["from"]), pos.get(r["to"])
            if a is None or b is None:
                continue
            kind = r.get("kind", "solid")
            path = paths.get(kind)
            if path is None:
                path = paths[kind] = QPainterPath()
            path.moveTo(a)
            path.lineTo(b)
            segs.append((a.x(), a.y(), b.x(), b.y()))
            ends.append((r["from"], r["to"]))
            if r.get("one_way"):
                arrows.addPolygon(_arrow_head(a, b))
                arrows.closeSubpath()
        for kind, path in paths.items():
            item = QGraphicsPathItem(path)
            item.setPen(road_pen(kind, colour=self.ink.road))
            item.setZValue(1)
            sc.addItem(item)
        if not arrows.isEmpty():
            it = sc.addPath(arrows, QPen(self.ink.road), QBrush(self.ink.road))
            it.setZValue(2)
        self._roads = np.array(segs, dtype=float).reshape(-1, 4)
        self._road_ends = ends

    def road_at(self, view_pt: QPointF) -> tuple[str, str] | None:
        """The road nearest a view point within :attr:`ROAD_GRIP_PX` pixels (None when none is)."""
        if not len(self._roads):
            return None
        t = self.viewportTransform()
        seg = self._roads
        ax = seg[:, 0] * t.m11() + seg[:, 1] * t.m21() + t.dx()
        ay = seg[:, 0] * t.m12() + seg[:, 1] * t.m22() + t.dy()
        bx = seg[:, 2] * t.m11() + seg[:, 3] * t.m21() + t.dx()
        by = seg[:, 2] * t.m12() + seg[:, 3] * t.m22() + t.dy()
        px, py = view_pt.x(), view_pt.y()
        dx, dy = bx - ax, by - ay
        length2 = dx * dx + dy * dy
        k = np.clip(((px - ax) * dx + (py - ay) * dy) / np.where(length2 > 0, length2, 1.0), 0.0, 1.0)
        d = np.hypot(ax + k * dx - px, ay + k * dy - py)
        i = int(np.argmin(d))
        return self._road_ends[i] if d[i] <= self.ROAD_GRIP_PX else None

    def _landing(self, sc: QGraphicsScene, la: dict, xy, tp: QPointF | None) -> None:
        if xy is None or tp is None:
            return
        ink = self.ink
        p = QPointF(*xy)
        arrow = QPainterPath(p)
        arrow.lineTo(tp)
        ai = QGraphicsPathItem(arrow)
        apen = QPen(ink.sea_edge, 2, Qt.PenStyle.DashLine)
        apen.setCosmetic(True)
        ai.setPen(apen)
        ai.setZValue(0.5)
        sc.addItem(ai)
        tri = QPolygonF([QPointF(0, -20), QPointF(19, 13), QPointF(-19, 13)])
        ti = sc.addPolygon(tri, QPen(ink.sea_edge, 2), QBrush(ink.sea))
        ti.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIgnoresTransformations, True)
        ti.setPos(p)
        ti.setZValue(3)
        ti.setData(0, ("landing", la["name"]))
        zone_z = la.get("zone")
        if zone_z:
            tip = translate("NetworkView", "%1 → %2 (Zone %3, %n a turn)", "", la["capacity"])
            tip = tip.replace("%1", la["name"]).replace("%2", la["town"]).replace("%3", str(zone_z))
        else:
            tip = translate("NetworkView", "%1 → %2 (%n a turn)", "", la["capacity"])
            tip = tip.replace("%1", la["name"]).replace("%2", la["town"])
        ti.setToolTip(tip)
        cap = QGraphicsSimpleTextItem(str(la["capacity"]), ti)
        cap.setFont(_font(11, True))
        cap.setBrush(ink.sea_edge)
        cap.setPos(-cap.boundingRect().width() / 2, -8)
        z = str(la.get("zone") or "")
        zone = (f" Z{z}" if len(z) <= 4 else f" ({z})") if z else ""
        fill = QColor(ink.name_fill)
        fill.setAlpha(170)
        nm = tag(sc, la["name"].replace(" landing", "") + zone, 7.5, False, ink.sea_edge,
                 QBrush(fill), QPen(Qt.PenStyle.NoPen), ti, 0.1, (2, 0))
        nm.setData(4, zone.strip() or None)
        self.landing_items[la["name"]] = ti
        self.landing_names[la["name"]] = nm

    def _town(self, sc: QGraphicsScene, name: str, t: dict, p: QPointF, pen: QPen, brush: QBrush,
              ring: QColor | None, u: tuple[str, int, int] | None, side_short: dict[str, str]) -> None:
        circ = QGraphicsEllipseItem(-TOWN_R, -TOWN_R, 2 * TOWN_R, 2 * TOWN_R)
        circ.setBrush(brush)
        circ.setPen(pen)
        circ.setPos(p)
        circ.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIgnoresTransformations, True)
        circ.setZValue(5)
        circ.setData(0, ("town", name))
        sc.addItem(circ)
        self.town_items[name] = circ
        if ring is not None:
            sel = QGraphicsEllipseItem(-TOWN_R - 6, -TOWN_R - 6, 2 * TOWN_R + 12, 2 * TOWN_R + 12, circ)
            sel.setPen(QPen(ring, 5))
        flags = t.get("flags")
        if flags or t.get("air_strip"):
            marks = [m for m, on in (("✈", t.get("air_strip")), ("▲N", "supply" in flags),
                                     ("AF", "airfield" in flags), ("P", "perimeter" in flags)) if on]
            if marks:
                m = QGraphicsSimpleTextItem(" ".join(marks), circ)
                m.setFont(_font(8.5, True))
                m.setBrush(self.ink.mark)
                m.setPos(-m.boundingRect().width() / 2, -m.boundingRect().height() / 2)
        tip = name
        if u and (u[1] or u[2]):
            short = side_short.get(u[0], u[0])
            force = force_text(u[1], u[2])
            box = tag(sc, f"{short} {force}", 8.5, True, QColor("white"), QBrush(SIDE_FILL.get(u[0], QColor("grey"))),
                      QPen(QColor("white"), 1.5), circ, 8, (3, 1))
            box.setData(4, force)
            self.badge_items[name] = box
            tip = f"{name}: {short} {force}"
        circ.setToolTip(tip)

    def name_item(self, name: str) -> QGraphicsRectItem | None:
        """The town's name label, made the first time it is asked for."""
        box = self.name_items.get(name)
        circ = self.town_items.get(name)
        if box is None and circ is not None:
            box = self.name_items[name] = tag(self.scene(), name, 9, True, self.ink.name, QBrush(self.ink.name_fill),
                                              QPen(Qt.PenStyle.NoPen), circ, -0.1)
        return box

    def _set_focus_ring(self) -> None:
        circ = self.town_items.get(self.focus_town) if self.focus_town else None
        if self.focus_ring is None:
            self.focus_ring = QGraphicsEllipseItem(-TOWN_R - 3, -TOWN_R - 3, 2 * TOWN_R + 6, 2 * TOWN_R + 6)
            self.focus_ring.setPen(QPen(self.ink.focus, 2.5, Qt.PenStyle.DashLine))
            self.focus_ring.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIgnoresTransformations, True)
            self.focus_ring.setZValue(6)
            self.scene().addItem(self.focus_ring)
        self.focus_ring.setVisible(circ is not None)
        if circ is not None:
            self.focus_ring.setPos(circ.pos())

    def set_focus_town(self, name: str | None) -> None:
        """The keyboard's town: ringed, kept in view, announced (``focusTownChanged``)."""
        self.focus_town = name if name in self.town_items else None
        self._set_focus_ring()
        if self.focus_town is None:
            return
        p = self.px(self._town_pos.get(self.focus_town, QPointF()))
        if not self.viewport().rect().adjusted(30, 30, -30, -30).contains(p.toPoint()):
            self.centerOn(self._town_pos[self.focus_town])
            self.place_labels()
        self.focusTownChanged.emit(self.focus_town)

    # ------------------------------------------------------------------ label placement
    def _sizes(self, box: QGraphicsRectItem, texts: list[str]) -> list[tuple[str, float, float]]:
        out = []
        for text in texts:
            retext(box, text)
            br = box.boundingRect()
            out.append((text, br.width(), br.height()))
        return out

    def _text_size(self, text: str, size: float = 9, bold: bool = True, pad: tuple[float, float] = (3.0, 0.5)
                   ) -> tuple[float, float]:
        """A tag's size for ``text`` (as :func:`tag` would draw it), without making the tag."""
        key = (text, size, bold, pad)
        got = self._sizes_cache.get(key)
        if got is None:
            self._measure.setFont(_font(size, bold))
            self._measure.setText(text)
            br = self._measure.boundingRect()
            got = self._sizes_cache[key] = (br.width() + 2 * pad[0], br.height() + 2 * pad[1])
        return got

    def town_centres(self) -> dict[str, QPointF]:
        """Every town's centre in view pixels."""
        m = self.viewportTransform().map
        return {n: m(it.pos()) for n, it in self.town_items.items()}

    def label_specs(self, centre: dict[str, QPointF] | None = None) -> list[Spec]:
        """Every label with its texts and the places it may take, most important first."""
        specs: list[Spec] = []
        centre = self.town_centres() if centre is None else centre
        for i, box in enumerate(self.attack_items):
            tp, sp = box.data(3)
            a, b = self.px(tp), self.px(sp)
            d = b - a
            length = math.hypot(d.x(), d.y()) or 1.0
            normal = (-d.y() / length, d.x() / length)
            pts = [(a.x() + d.x() * f, a.y() + d.y() * f) for f in (0.5, 0.4, 0.6, 0.3, 0.7, 0.22, 0.8)]
            (text, w, h), = self._sizes(box, [box.data(1)])
            specs.append(Spec(("attack", i), pts[0], [(text, w, h, along(pts, normal))]))
        for name, box in self.badge_items.items():
            c = centre[name]
            texts = [box.data(1), box.data(4)]
            cands = around(c.x(), c.y(), TOWN_R + 1, rings=(0, 10, 24), steps=12, above_first=True)
            specs.append(Spec(("badge", name), (c.x(), c.y()),
                              [(t, w, h, cands) for t, w, h in self._sizes(box, texts)], far_from=12))
        crowded = crowded_towns(centre)
        for name, c in centre.items():
            if name in crowded:        # no room round it at this zoom: hidden at once (zoom in to read it)
                specs.append(Spec(("name", name), (c.x(), c.y()), []))
                continue
            texts = [name] + ([short_name(name)] if short_name(name) else [])
            cands = around(c.x(), c.y(), TOWN_R + 1, rings=(0, 5))
            specs.append(Spec(("name", name), (c.x(), c.y()), [(t, *self._text_size(t), cands) for t in texts]))
        for name, box in self.landing_names.items():
            c = self.px(self.landing_items[name].pos()) + QPointF(0, -3)
            texts = [box.data(1)] + ([box.data(4)] if box.data(4) else [])
            cands = around(c.x(), c.y(), 18, rings=(0, 6))
            specs.append(Spec(("landing", name), (c.x(), c.y()),
                              [(t, w, h, cands) for t, w, h in self._sizes(box, texts)]))
        if self.insert_title is not None:
            r = self.insert_title.data(3)
            tl, br = self.px(r.topLeft()), self.px(r.bottomRight())

            def corners(w, h, tl=tl, br=br):
                return [(tl.x() + 4 + w / 2, tl.y() + 3 + h / 2), (br.x() - 4 - w / 2, tl.y() + 3 + h / 2),
                        (tl.x() + w / 2, tl.y() - 3 - h / 2), (tl.x() + 4 + w / 2, br.y() - 3 - h / 2)]

            specs.append(Spec(("insert", ""), (tl.x(), tl.y()),
                              [(t, w, h, corners) for t, w, h in self._sizes(self.insert_title,
                                                                              [self.insert_title.data(1),
                                                                               self.insert_title.data(4)])]))
        return specs

    def label_item(self, key: tuple, make: bool = True) -> QGraphicsRectItem | None:
        kind, name = key
        if kind == "name":
            return self.name_item(name) if make else self.name_items.get(name)
        if kind == "attack":
            return self.attack_items[name]
        if kind == "insert":
            return self.insert_title
        return {"badge": self.badge_items, "name": self.name_items, "landing": self.landing_names}[kind].get(name)

    def obstacles(self, centre: dict[str, QPointF] | None = None) -> list[tuple[float, float, float, float]]:
        """The town circles and landing triangles, as drawn (view pixels)."""
        centre = self.town_centres() if centre is None else centre
        out = []
        for name, c in centre.items():        # a circle's rectangle is in pixels (it ignores the zoom)
            br = self.town_items[name].boundingRect()
            out.append((c.x() + br.left(), c.y() + br.top(), c.x() + br.right(), c.y() + br.bottom()))
        return out + [_plain(drawn_rect(self, it)) for it in self.landing_items.values()]

    def place_labels(self) -> list[str]:
        """Place every label (see :mod:`placement`), show the ones that found room, hide the others, draw
        a leader line to each badge set away from its town. Re-run on every zoom, pan and resize. Returns
        the towns whose unit badge found no room (hidden: the town's tooltip and description name it)."""
        for it in self.leader_items:
            if it.scene() is not None:
                self.scene().removeItem(it)
        self.leader_items = []
        if not self.town_items:
            self._labels_key = self._view_key()
            return []
        vp = self.viewport().rect()
        centre = self.town_centres()
        specs = self.label_specs(centre)
        self.label_layout = layout = place(self.obstacles(centre), specs, (1.0, 1.0, vp.width() - 1.0, vp.height() - 1.0))
        to_scene = self.viewportTransform().inverted()[0]
        for spec in specs:
            got = layout.placed.get(spec.key)
            item = self.label_item(spec.key, make=got is not None)
            if item is None:
                continue
            item.setVisible(got is not None)
            if got is None:
                continue
            retext(item, got.text)
            c = QPointF(*got.centre)
            parent = item.parentItem()
            item.setPos(c - self.px(parent.pos()) if parent is not None else to_scene.map(c))
            if got.far and spec.key[0] == "badge":
                line = QGraphicsLineItem(self.town_items[spec.key[1]].pos().x(), self.town_items[spec.key[1]].pos().y(),
                                         *(lambda q: (q.x(), q.y()))(to_scene.map(c)))
                pen = QPen(item.brush().color(), 1.5)
                pen.setCosmetic(True)
                line.setPen(pen)
                line.setZValue(4)
                self.scene().addItem(line)
                self.leader_items.append(line)
        self._labels_key = self._view_key()
        self.labelsPlaced.emit()
        return [k[1] for k in layout.hidden if k[0] == "badge"]

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
        if self._band_press(event):
            return
        if event.button() != Qt.MouseButton.LeftButton:
            return super().mousePressEvent(event)
        self.setFocus(Qt.FocusReason.MouseFocusReason)
        sp = self.scene_at(event.position())
        if self.mode == "pin_scan":          # a point on the scan, whatever is drawn over it
            self.scanClicked.emit(sp.x(), sp.y())
            return
        info = self.item_info(event.position().toPoint())
        if self.mode == "move" and info and info[0] in ("town", "landing"):
            item = self.town_items.get(info[1]) if info[0] == "town" else self.landing_items.get(info[1])
            if item is not None:
                self._drag = (info[0], info[1], sp, item.pos())
                return
        if self.mode == "add_town" and info and info[0] == "town":
            town = self.town_items.get(info[1])
            if town is not None and not town.contains(town.mapFromScene(sp)):
                info = None   # a town's name or badge takes no ground: a new town may go under it
        if info is None and self.mode in ("delete_road", "road_kind"):   # the tools that pick roads
            road = self.road_at(event.position())
            info = ("road", *road) if road is not None else None
        if info is None:
            self.emptyClicked.emit(sp.x(), sp.y())
        elif info[0] == "town":
            self.townClicked.emit(info[1])
            self.set_focus_town(info[1])
        elif info[0] == "road":
            self.roadClicked.emit(info[1], info[2])
        elif info[0] == "landing":
            self.landingClicked.emit(info[1])

    def mouseMoveEvent(self, event) -> None:  # noqa: N802
        if self._band_move(event):
            return
        if self._drag is not None:
            kind, name, start, item_start = self._drag
            sp = self.scene_at(event.position())
            item = self.town_items.get(name) if kind == "town" else self.landing_items.get(name)
            if item is not None:
                item.setPos(item_start + (sp - start))
            return
        super().mouseMoveEvent(event)

    def mouseReleaseEvent(self, event) -> None:  # noqa: N802
        if self._band_release(event):
            return
        if self._drag is not None:
            kind, name, start, _ = self._drag
            self._drag = None
            sp = self.scene_at(event.position())
            d = sp - start
            if abs(d.x()) + abs(d.y()) > 2:
                base = (self._town_pos if kind == "town" else self._landing_pos).get(name, QPointF())
                sig = self.townMoved if kind == "town" else self.landingMoved
                sig.emit(name, round(base.x() + d.x(), 1), round(base.y() + d.y(), 1))
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
