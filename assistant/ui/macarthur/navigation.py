"""Moving about the network view: Fit (the whole viewport, pixel margins for the labels), zoom in and out
(keys about the centre, the wheel about the cursor), zoom to the selected towns or to a rectangle drawn
with Shift+drag, panning with the middle button, and the keyboard's town focus (Tab / Shift+Tab in
reading order, arrows to the nearest town in that direction, Return or Space to click it, Escape to let
go). Mixed into :class:`NetworkView`; nothing here changes the game."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QPointF, QRect, QRectF, QSize, Qt, QTimer
from PySide6.QtGui import QTransform
from PySide6.QtWidgets import QGraphicsView, QRubberBand

STRETCH = 1.6
"""Fit may stretch one axis up to this much more than the other, so a tall network fills a wide view
(the board is a diagram of towns and roads: its costs are printed on the roads, not measured)."""
ZOOM_MIN, ZOOM_MAX = 0.5, 10.0
"""How far out and in from the Fit scale the zoom goes."""
MARGIN_PX = (72.0, 36.0)
"""Room left at Fit round the outer towns for their names and badges (view pixels)."""


def _bbox(points) -> QRectF | None:
    pts = list(points)
    if not pts:
        return None
    r = QRectF(min(p.x() for p in pts), min(p.y() for p in pts), 0, 0)
    r.setRight(max(p.x() for p in pts))
    r.setBottom(max(p.y() for p in pts))
    return r


class Navigation:
    """Zoom, pan and keyboard focus for a QGraphicsView with ``town_items`` and ``_town_pos``."""

    def _init_navigation(self) -> None:
        self._fitted = False       # fitted once since the board was loaded
        self._at_fit = False       # still at Fit (a resize fits again)
        self._fit_scale = 1.0
        self.focus_town: str | None = None
        self._band: QRubberBand | None = None
        self._band_origin = None
        self._pan_from = None
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self._relabel = QTimer(self)
        self._relabel.setSingleShot(True)
        self._relabel.setInterval(0)
        self._relabel.timeout.connect(self._relabel_if_moved)
        self._scene_gen = 0        # bumped by every draw
        self._labels_key: tuple | None = None
        for bar in (self.horizontalScrollBar(), self.verticalScrollBar()):
            bar.valueChanged.connect(lambda _v: self._relabel.start())

    def _view_key(self) -> tuple:
        """What the labels' places depend on: the drawing, the zoom and scroll, the viewport's size."""
        t, vp = self.viewportTransform(), self.viewport().size()
        return (self._scene_gen, t.m11(), t.m12(), t.m21(), t.m22(), t.dx(), t.dy(), vp.width(), vp.height())

    def _relabel_if_moved(self) -> None:
        """The scroll bars moved: place the labels again, unless they were placed for this very view."""
        if self._view_key() != self._labels_key:
            self.place_labels()

    # ------------------------------------------------------------------ geometry
    def px(self, scene_pt: QPointF) -> QPointF:
        """A scene point in viewport pixels (not rounded)."""
        return self.viewportTransform().map(scene_pt)

    def scene_at(self, view_pt: QPointF) -> QPointF:
        return self.viewportTransform().inverted()[0].map(view_pt)

    def board_rect(self) -> QRectF | None:
        """The towns and landing areas, and the referee's scan under them when there is one."""
        pos = getattr(self, "_town_pos", {})
        r = _bbox(list(pos.values()) + list(getattr(self, "_landing_pos", {}).values()))
        under = getattr(self, "underlay", None)
        if under is not None and under.scene() is not None:
            scan = under.sceneBoundingRect()
            r = scan if r is None else r.united(scan)
        return r

    def _fit_rect(self, r: QRectF, stretch: float | None, place: bool = True) -> bool:
        vw, vh = self.viewport().width(), self.viewport().height()
        if vw < 50 or vh < 50:
            return False
        mx, my = min(MARGIN_PX[0], vw / 5), min(MARGIN_PX[1], vh / 6)
        w, h = max(r.width(), 1.0), max(r.height(), 1.0)
        if stretch is None:            # keep the current shape (zoom to a part)
            t = self.transform()
            ratio = t.m22() / t.m11() if t.m11() else 1.0
            sx = min((vw - 2 * mx) / w, (vh - 2 * my) / (h * ratio))
            sy = sx * ratio
            top = self._fit_scale * ZOOM_MAX
            if min(sx, sy) > top:
                k = top / min(sx, sy)
                sx, sy = sx * k, sy * k
        else:
            fx, fy = (vw - 2 * mx) / w, (vh - 2 * my) / h
            low = min(fx, fy)
            sx, sy = min(fx, low * stretch), min(fy, low * stretch)
        self.setTransform(QTransform.fromScale(sx, sy))
        self.centerOn(r.center())
        if place:
            self.place_labels()
        return True

    def fit(self, place: bool = True) -> bool:
        """The whole network in the whole viewport (one axis may stretch up to ``STRETCH``); the labels are
        placed at once, or (``place=False``) when the event loop next runs."""
        r = self.board_rect()
        if r is None:
            return False
        big = max(r.width(), r.height(), 200.0)
        self.scene().setSceneRect(r.adjusted(-big, -big, big, big))   # room to pan and to centre a corner
        if self._fit_rect(r, STRETCH, place):
            t = self.transform()
            self._fit_scale = min(t.m11(), t.m22())
            self._fitted = self._at_fit = True
            return True
        return False

    def zoom_by(self, factor: float, at_cursor: bool = False) -> None:
        t = self.transform()
        now = min(t.m11(), t.m22())
        want = min(max(now * factor, self._fit_scale * ZOOM_MIN), self._fit_scale * ZOOM_MAX)
        if now <= 0 or abs(want - now) < 1e-9:
            return
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.AnchorUnderMouse if at_cursor
                                     else QGraphicsView.ViewportAnchor.AnchorViewCenter)
        self.scale(want / now, want / now)
        self._at_fit = False
        self.place_labels()

    def zoom_to_rect(self, r: QRectF) -> bool:
        """Show the scene rectangle ``r`` as large as the viewport allows (at most ``ZOOM_MAX`` x Fit)."""
        ok = self._fit_rect(r.normalized(), None)
        if ok:
            self._at_fit = False
        return ok

    def zoom_to_towns(self, names) -> bool:
        pts = [self._town_pos[n] for n in names if n in getattr(self, "_town_pos", {})]
        r = _bbox(pts)
        if r is None:
            return False
        board = self.board_rect() or r
        least = max(board.width(), board.height()) / 5      # one town alone: its neighbourhood
        grow_w, grow_h = max(0.0, least - r.width()) / 2, max(0.0, least - r.height()) / 2
        return self.zoom_to_rect(r.adjusted(-grow_w, -grow_h, grow_w, grow_h))

    def resizeEvent(self, event) -> None:  # noqa: N802
        super().resizeEvent(event)
        if self._at_fit or not self._fitted:
            self.fit(place=False)
        self._relabel.start()      # once the layout has settled (a window resize comes in several steps)

    def wheelEvent(self, event) -> None:  # noqa: N802
        self.zoom_by(1.15 if event.angleDelta().y() > 0 else 1 / 1.15, at_cursor=True)

    # ------------------------------------------------------------------ rubber band and pan
    def _band_press(self, event) -> bool:
        if event.button() == Qt.MouseButton.MiddleButton:
            self._pan_from = event.position()
            return True
        if event.button() == Qt.MouseButton.LeftButton and event.modifiers() & Qt.KeyboardModifier.ShiftModifier:
            self._band_origin = event.position().toPoint()
            if self._band is None:
                self._band = QRubberBand(QRubberBand.Shape.Rectangle, self.viewport())
            self._band.setGeometry(QRect(self._band_origin, QSize()))
            self._band.show()
            return True
        return False

    def _band_move(self, event) -> bool:
        if self._pan_from is not None:
            d = event.position() - self._pan_from
            self._pan_from = event.position()
            self.horizontalScrollBar().setValue(self.horizontalScrollBar().value() - round(d.x()))
            self.verticalScrollBar().setValue(self.verticalScrollBar().value() - round(d.y()))
            self._at_fit = False
            return True
        if self._band_origin is not None:
            self._band.setGeometry(QRect(self._band_origin, event.position().toPoint()).normalized())
            return True
        return False

    def _band_release(self, event) -> bool:
        if self._pan_from is not None:
            self._pan_from = None
            return True
        if self._band_origin is None:
            return False
        rect = QRect(self._band_origin, event.position().toPoint()).normalized()
        self._band_origin = None
        self._band.hide()
        if rect.width() >= 8 and rect.height() >= 8:
            self.zoom_to_rect(QRectF(self.scene_at(QPointF(rect.topLeft())), self.scene_at(QPointF(rect.bottomRight()))))
        return True

    # ------------------------------------------------------------------ keyboard focus
    def reading_order(self) -> list[str]:
        pos = getattr(self, "_town_pos", {})
        return sorted((n for n in self.town_items if n in pos),
                      key=lambda n: (round(self.px(pos[n]).y() / 24), self.px(pos[n]).x()))

    def cycle_focus(self, step: int) -> str | None:
        order = self.reading_order()
        if not order:
            return None
        i = order.index(self.focus_town) + step if self.focus_town in order else (0 if step > 0 else -1)
        self.set_focus_town(order[i % len(order)])
        return self.focus_town

    def nearest_in_direction(self, dx: float, dy: float) -> str | None:
        """The town nearest the focused one in the direction (dx, dy) on screen: within about 60 degrees
        of it, the nearest along it counting sideways distance twice."""
        pos = self._town_pos
        if self.focus_town not in pos:
            c = QPointF(self.viewport().width() / 2, self.viewport().height() / 2)
            return min(pos, key=lambda n: (self.px(pos[n]) - c).manhattanLength(), default=None)
        here = self.px(pos[self.focus_town])
        best, best_score = None, None
        for n, p in pos.items():
            if n == self.focus_town or n not in self.town_items:
                continue
            v = self.px(p) - here
            ahead = v.x() * dx + v.y() * dy
            side = abs(v.x() * dy - v.y() * dx)
            if ahead <= 0 or side > ahead * 1.75:
                continue
            score = ahead + 2 * side
            if best_score is None or score < best_score:
                best, best_score = n, score
        return best

    def step_focus(self, dx: float, dy: float) -> str | None:
        n = self.nearest_in_direction(dx, dy)
        if n is not None:
            self.set_focus_town(n)
        return n

    def event(self, event) -> bool:  # noqa: D401 - Qt override
        if (event.type() == QEvent.Type.KeyPress and event.key() in (Qt.Key.Key_Tab, Qt.Key.Key_Backtab)
                and not event.modifiers() & Qt.KeyboardModifier.ControlModifier and self.town_items):
            back = event.key() == Qt.Key.Key_Backtab or bool(event.modifiers() & Qt.KeyboardModifier.ShiftModifier)
            self.cycle_focus(-1 if back else 1)
            return True       # Ctrl+Tab leaves the board, as in Qt's text fields
        return super().event(event)

    def keyPressEvent(self, event) -> None:  # noqa: N802
        k = event.key()
        arrows = {Qt.Key.Key_Left: (-1, 0), Qt.Key.Key_Right: (1, 0), Qt.Key.Key_Up: (0, -1), Qt.Key.Key_Down: (0, 1)}
        if k in arrows and not event.modifiers() & Qt.KeyboardModifier.ControlModifier:
            self.step_focus(*arrows[k])
        elif k in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space) and self.focus_town:
            self.townClicked.emit(self.focus_town)
        elif k == Qt.Key.Key_Escape:
            self.cancelled.emit()
        else:
            super().keyPressEvent(event)
