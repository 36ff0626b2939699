"""The QGraphicsView of the table: zoom (wheel, Ctrl++ / Ctrl+-, fit), pan (middle drag or Space+drag),
the cached terrain background with an optional 6"/12" grid, and the legend and scale bar on top.

Mouse gestures go to the board's current tool; the right button always drags a ruler.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QPointF, QRect, QRectF, Qt, Signal
from PySide6.QtGui import QPainter, QPen, QPicture
from PySide6.QtWidgets import QGraphicsScene, QGraphicsView, QRubberBand, QToolTip, QWidget

from . import style
from assistant.ui.i18n import translate

from .legend import (figures_under, legend_pixmap, legend_size, legend_tab_pixmap, legend_tab_size, legend_text,
                     paint_scale_bar, scale_bar_rect)

MARGIN_IN = 3.0
MAX_PX_PER_IN = 120.0
PART_SHARE = 0.25    # a background part under this share of the table is drawn from its shapes, not the picture


class TableView(QGraphicsView):
    zoomed = Signal(float)          # pixels per inch
    scrolled = Signal()             # panned or resized: what the viewport shows moved

    def __init__(self, scene, board):
        super().__init__(scene)
        self.board = board
        self.table_rect = QRectF(0, 0, 120, 60)
        self.terrain = None                   # the table's Terrain, drawn as the background
        self._picture: QPicture | None = QPicture()
        self.grid_in = 0                     # 0 (none), 6 or 12
        self.show_legend = True
        self.legend_expanded = False          # narrow views: the legend folded to a tab until clicked
        self.legend_folded = False            # wide views: the referee folded it (the key, Ctrl+Shift+U)
        self.legend_rect = QRectF()           # where it is drawn (viewport pixels): a click there folds/unfolds
        # issue 13, zoomed in: figures come first. An open legend with a figure under it folds to its tab
        # (dodging) and opens again once clear; a tab with a figure under it is see-through and a click on
        # the figure reaches it. A click on a dodging tab opens the legend over the figures (peek) until
        # the view next pans or zooms.
        self.legend_dodging = False
        self.legend_see_through = False
        self.legend_peek = False
        self.auto_fit = True
        self.home: QRectF | None = None        # what "fit" shows: the table, or a chosen area
        self.name_rects: list[QRectF] = []     # where the terrain names are drawn (scene inches)
        self._legend: dict = {}               # the legend's pictures by (mode, pixel ratio, colours)
        self._legend_sizes: dict = {}         # ... and their sizes, measured without drawing them
        self.painted = False                  # the viewport has been painted once (the board's tags wait for it)
        self._furniture_waiting = False       # the legend's fold and stand-in, asked for before the first paint
        self.zoom_rect_armed = False          # "Zoom to a rectangle": the next left drag picks the area
        self._band: tuple[QPointF, QRubberBand] | None = None
        self._pan: QPointF | None = None
        self._space = False
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.MinimalViewportUpdate)
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.AnchorUnderMouse)
        self.setResizeAnchor(QGraphicsView.ViewportAnchor.AnchorViewCenter)
        self.setDragMode(QGraphicsView.DragMode.NoDrag)
        self.setMouseTracking(True)
        self.setBackgroundBrush(style.OFF_TABLE)
        self.setOptimizationFlag(QGraphicsView.OptimizationFlag.DontSavePainterState, False)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        # the painted legend as an object a screen reader can find: a see-through child over it, named and
        # described in words (the picture itself says nothing to assistive tools)
        self.legend_access = QWidget(self.viewport())
        self.legend_access.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.legend_access.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.legend_access.setAccessibleName(translate("BataanLegend", "Legend"))
        self.legend_access.setAccessibleDescription(legend_text())
        # a figure moving into (or out of) the corner: the board asks after each change of the figures
        # (``BataanBoard.apply_answers``). Not the scene's ``changed`` signal: while anything listens to it,
        # the scene reports its changes as scene rectangles, and a tag drawn at screen size (ignoring the
        # zoom) then counts its pixels as inches: nearly the whole view was repainted on every drag step
        # (issue 25: 550,000 pixels a step instead of 70,000)

    # -- the background -------------------------------------------------------------------------
    def set_terrain(self, terrain, table_rect: QRectF, edited: QRectF | None = None) -> None:
        """A new terrain; ``edited``: the only part of the table that changed (scene inches), so only it
        of the cached background is drawn again, from the shapes there (issue 25: a reshape's release
        replayed the whole table's picture); None: all of it. The whole picture is made when a whole
        background is next drawn (a zoom, a pan, a print)."""
        self.terrain = terrain
        self._picture = None
        changed = table_rect != self.table_rect
        self.table_rect = table_rect
        if edited is not None and not changed:
            if not edited.isEmpty():
                self.invalidateScene(edited, QGraphicsScene.SceneLayer.BackgroundLayer)
            return
        self.scene().setSceneRect(table_rect.adjusted(-MARGIN_IN, -MARGIN_IN, MARGIN_IN, MARGIN_IN))
        self.setSceneRect(self.scene().sceneRect())   # what the view scrolls over: the table, until a fit widens it
        self.resetCachedContent()
        self.viewport().update()
        if changed and self.auto_fit:
            self.refit()

    @property
    def picture(self) -> QPicture:
        """The whole terrain as a picture (made when first asked for after a change)."""
        if self._picture is None:
            from .background import terrain_picture

            self._picture = terrain_picture(self.terrain) if self.terrain is not None else QPicture()
        return self._picture

    def set_grid(self, grid_in: int) -> None:
        self.grid_in = grid_in
        self.resetCachedContent()
        self.viewport().update()

    def drawBackground(self, p: QPainter, rect: QRectF) -> None:  # noqa: N802
        p.fillRect(rect, style.OFF_TABLE)
        t = self.table_rect
        if self.terrain is not None and rect.width() * rect.height() < PART_SHARE * t.width() * t.height():
            # an edit's part, a pan's strip: only the shapes there are recorded (the whole picture is
            # made again only for a whole background)
            from .background import paint_terrain

            part = QPicture()   # recorded and replayed as the whole picture is: the same pixels
            rec = QPainter(part)
            rec.setRenderHint(QPainter.RenderHint.Antialiasing)
            paint_terrain(rec, self.terrain, within=rect)   # a small part (an edit): only the shapes there
            rec.end()
            p.drawPicture(0, 0, part)
        else:
            p.drawPicture(0, 0, self.picture)
        if self.grid_in:
            t = self.table_rect
            for step, colour, px in ((self.grid_in, style.GRID, 1.0), (self.grid_in * 2, style.GRID_MAJOR, 1.6)):
                pen = QPen(colour, px)
                pen.setCosmetic(True)
                p.setPen(pen)
                x = step
                while x < t.width():
                    p.drawLine(QPointF(x, 0), QPointF(x, t.height()))
                    x += step
                y = step
                while y < t.height():
                    p.drawLine(QPointF(0, y), QPointF(t.width(), y))
                    y += step

    NARROW_PX = (700, 700)      # below this width or height the legend folds to a tab (a 720-pixel screen)

    def narrow(self) -> bool:
        vp = self.viewport().rect()
        return vp.width() < self.NARROW_PX[0] or vp.height() < self.NARROW_PX[1]

    def open_mode(self) -> str:
        """The legend's mode with no figure under it: what "fit" makes room for."""
        if not self.show_legend:
            return "off"
        if self.narrow():
            return "compact" if self.legend_expanded else "tab"
        return "tab" if self.legend_folded else "full"

    def legend_mode(self) -> str:
        """"off", "tab" (folded: a narrow view, or dodging the figures under it), "compact" (2 small
        columns) or "full" (3 or 2 columns)."""
        mode = self.open_mode()
        return "tab" if mode in ("compact", "full") and self.legend_dodging and not self.legend_peek else mode

    def _legend_key(self, mode: str | None) -> tuple:
        mode = mode or self.legend_mode()
        w = self.viewport().width()
        colours = tuple(c.name(c.NameFormat.HexArgb) for c in style.panel_colours())   # a palette change redraws it
        if mode == "tab":
            return ("tab", self.devicePixelRatioF(), colours)
        if mode == "compact":
            return ("compact", self.devicePixelRatioF(), colours)
        return (3 if w >= 1000 else 2, self.devicePixelRatioF(), colours)

    def legend_size(self, mode: str | None = None) -> tuple[float, float]:
        """The legend's size in pixels for this view's size and mode, as :meth:`legend` draws it, without
        drawing it: the layout at the start measures legends it never shows (issue 25)."""
        return self._kept("_legend_sizes", self._legend_key(mode), legend_tab_size, legend_size)

    def legend(self, mode: str | None = None):
        """The legend picture for this view's size and mode (as drawn now unless given), cached."""
        return self._kept("_legend", self._legend_key(mode), legend_tab_pixmap, legend_pixmap)

    def _kept(self, attr: str, key: tuple, tab, columns):
        """The legend's ``tab(ratio)`` or ``columns(ratio, n[, pt])`` for ``key``, kept in ``attr`` with the
        others of the same pixel ratio and colours (the tab and the open one)."""
        cache = getattr(self, attr)
        if key not in cache:
            kind, ratio = key[0], key[1]
            got = tab(ratio) if kind == "tab" else columns(ratio, 2, pt=8) if kind == "compact" else columns(ratio, kind)
            cache = {k: v for k, v in cache.items() if k[1:] == key[1:]}
            cache[key] = got
            setattr(self, attr, cache)
        return cache[key]

    def legend_height(self) -> float:
        """What "fit" keeps free below the table (pixels): the legend and the scale bar, as drawn now."""
        return self.furniture_reserve()[1]

    FURNITURE_GAP_PX = 6.0   # between the table's edge and the legend or scale bar at fit

    def furniture_reserve(self) -> tuple[float, float]:
        """The bands (top, bottom, viewport pixels) that the legend and the scale bar take: "fit" keeps the
        table out of them (issue 13.1: at fit nothing painted over the view covers the table)."""
        vp = QRectF(self.viewport().rect())
        legend_rect, bar, _corner = self.furniture(self.open_mode())   # a dodging legend does not move the fit
        top = bottom = 0.0
        for r in (legend_rect, bar):
            if r.isEmpty():
                continue
            if r.center().y() > vp.center().y():
                bottom = max(bottom, vp.bottom() - r.top() + self.FURNITURE_GAP_PX)
            else:
                top = max(top, r.bottom() + self.FURNITURE_GAP_PX)
        return top, bottom

    def toggle_legend_fold(self) -> None:
        self.legend_expanded = not self.legend_expanded
        self.legend_peek = False
        self.legend_changed()

    def legend_click(self, at: QPointF) -> bool:
        """A left press at ``at`` (viewport pixels) on the legend: fold or open it. A press on a figure
        under a see-through tab is the figure's (False: the board takes it)."""
        if not self.show_legend or not self.legend_rect.contains(at):
            return False
        if self.legend_see_through and self.board.figure_at(self.mapToScene(at.toPoint())) is not None:
            return False
        if self.legend_dodging:
            # open it over the figures until the view moves, or fold it off them again (the fit stays)
            self.legend_peek = not self.legend_peek
            self.update_legend_dodge(force=True)
        elif self.narrow():
            self.toggle_legend_fold()
        elif self.legend_folded:
            self.legend_folded = False
            self.legend_changed()
        else:
            return False                      # the open legend of a wide view: the board's, as before
        return True

    def toggle_legend_open(self) -> None:
        """The key (Ctrl+Shift+U): open the legend as drawn folded (over the figures under it, until the
        view moves), or fold it as drawn open."""
        if not self.show_legend:
            return
        if self.legend_dodging:
            self.legend_peek = not self.legend_peek
            self.update_legend_dodge(force=True)
            return
        if self.narrow():
            self.legend_expanded = not self.legend_expanded
        else:
            self.legend_folded = not self.legend_folded
        self.legend_changed()

    def update_legend_dodge(self, *_args, force: bool = False) -> None:
        """Fold the open legend while a figure is under it, open it when clear; a tab with a figure under
        it turns see-through. Repaints, moves the screen reader's stand-in and the tags when this changes.
        Before the view's first paint (the window being built and laid out asks ~30 times) it is done once,
        just before that paint (issue 17.6)."""
        if not self.painted:
            self._furniture_waiting = True
            return
        self._dodge(force)

    def _dodge(self, force: bool) -> None:
        dodging = see_through = False
        if self.show_legend:
            mode = self.open_mode()
            if mode in ("compact", "full"):
                dodging = bool(figures_under(self, self.furniture(mode)[0]))
            if dodging and not self.legend_peek or mode == "tab":
                see_through = bool(figures_under(self, self.furniture("tab")[0]))
        if (dodging, see_through) == (self.legend_dodging, self.legend_see_through) and not force:
            return
        self.legend_dodging, self.legend_see_through = dodging, see_through
        self._place_access()
        self.viewport().update()
        self.scrolled.emit()                  # the tags keep clear of the legend as drawn

    def legend_changed(self) -> None:
        """The legend was shown, hidden, folded or unfolded: its stand-in follows, and a fitted table makes room."""
        if self.auto_fit:
            self.refit()
        self.update_legend_dodge()
        self.place_legend_access()
        self.viewport().update()

    def place_legend_access(self) -> None:
        """Keep the legend's accessible stand-in over the legend as drawn (hidden with it); before the first
        paint, once, just before it."""
        if not self.painted:
            self._furniture_waiting = True
            return
        self._place_access()

    def _place_access(self) -> None:
        rect, _bar, _corner = self.furniture()
        shown = self.show_legend and not rect.isEmpty()
        self.legend_access.setVisible(shown)
        if shown:
            self.legend_access.setGeometry(rect.toAlignedRect())
            mode = self.legend_mode()
            if mode != "tab":
                text = legend_text()
            elif self.open_mode() != "tab":
                text = translate("BataanLegend", "Folded while figures are under it: click it to open it.")
            else:
                text = translate("BataanLegend", "Folded: click to open it.")
            self.legend_access.setAccessibleDescription(text)

    def furniture(self, mode: str | None = None) -> tuple[QRectF, QRectF, tuple[float, float]]:
        """Where the legend and the scale bar are drawn (viewport pixels), and the scale bar's corner;
        ``mode``: where they would be with the legend in that mode (default: as drawn now)."""
        vp = self.viewport().rect()
        mode = mode or self.legend_mode()
        lw = 0.0
        legend_rect = QRectF()
        if self.show_legend:
            lw, lh = self.legend_size(mode)
            legend_rect = QRectF(10, vp.bottom() - lh - 10, lw, lh)
            lw = 0.0
            if self.open_mode() != "tab":     # the scale bar may sit beside a folded legend; a dodging one
                lw = self.legend_size(self.open_mode())[0]   # leaves it where it was (it does not jump as it folds)
        corner = (vp.right() - 8, vp.bottom() - 8) if vp.width() - lw - 20 >= 300 else (vp.right() - 8, 72)
        return legend_rect, scale_bar_rect(corner[0], corner[1], self.px_per_in()), corner

    def label_obstacles(self) -> list[QRectF]:
        """What a tag must not cover: the legend, the scale bar and the terrain names (viewport pixels)."""
        legend_rect, bar, _corner = self.furniture()
        out = [r for r in (legend_rect, bar) if not r.isEmpty()]
        vp = QRectF(self.viewport().rect())
        for r in self.name_rects:
            on = QRectF(self.mapFromScene(r).boundingRect())
            if on.intersects(vp):
                out.append(on)
        return out

    def drawForeground(self, p: QPainter, rect: QRectF) -> None:  # noqa: N802
        self.legend_rect, bar, corner = self.furniture()
        exposed = self.mapFromScene(rect).boundingRect().adjusted(-2, -2, 2, 2)
        if not (exposed.intersects(self.legend_rect.toAlignedRect()) or exposed.intersects(bar.toAlignedRect())):
            return                    # a repaint away from the legend and the scale bar (a drag step's)
        p.save()
        p.resetTransform()
        if self.show_legend:
            if self.legend_see_through and self.legend_mode() == "tab":
                p.setOpacity(0.3)             # the figures under the tab show through it
            p.drawPixmap(self.legend_rect.topLeft(), self.legend())
            p.setOpacity(1.0)
        paint_scale_bar(p, corner[0], corner[1], self.px_per_in())
        p.restore()

    def scrollContentsBy(self, dx: int, dy: int) -> None:  # noqa: N802
        super().scrollContentsBy(dx, dy)
        if dx or dy:      # the viewport's scroll moved its children: the legend's stand-in goes back over it
            self.place_legend_access()
        self.legend_peek = False
        self.update_legend_dodge()
        self.viewport().update()        # the legend and the scale bar stay put
        self.scrolled.emit()

    # -- zoom ------------------------------------------------------------------------------------
    def px_per_in(self) -> float:
        return self.transform().m11()

    @property
    def auto_fit(self) -> bool:
        """The view keeps its fit (the table, or the area zoomed to) when it is resized."""
        return self._auto_fit

    @auto_fit.setter
    def auto_fit(self, on: bool) -> None:
        # while fitted, no scroll bars: at a fit a bar could show (the scene is wider than the table), shrink the
        # view, the smaller fit hide it, the bigger view show it again... without end (the window froze)
        self._auto_fit = on
        policy = Qt.ScrollBarPolicy.ScrollBarAlwaysOff if on else Qt.ScrollBarPolicy.ScrollBarAsNeeded
        if self.horizontalScrollBarPolicy() != policy:
            self.setHorizontalScrollBarPolicy(policy)
            self.setVerticalScrollBarPolicy(policy)

    def fit(self) -> None:
        """The whole table, above the legend when there is room below it."""
        self.home = None
        self.refit()

    def refit(self) -> None:
        self.fit_rect(self.home if self.home is not None else self.table_rect.adjusted(-1, -1, 1, 1))
        self.auto_fit = True

    def fit_rect(self, r: QRectF) -> None:
        """Show ``r`` (inches) as large as fits in the band the legend and the scale bar leave free, and
        centred in it; the view may then scroll past the scene's edge so the table really moves into that
        band (a table smaller than the view would otherwise be centred by Qt, under the legend).

        A fit can show or hide a scroll bar, which resizes the viewport and asks for a fit again from
        within this one: that fit is done after this one, at most twice (a fit that shows a bar, whose
        smaller view hides it, whose bigger view shows it... went on for ever)."""
        if getattr(self, "_fitting", False):
            self._fit_again = True
            return
        self._fitting = True
        try:
            for _ in range(3):
                self._fit_again = False
                self._fit_rect(r)
                if not self._fit_again:
                    break
        finally:
            self._fitting = False

    def _fit_rect(self, r: QRectF) -> None:
        vp = self.viewport().rect()
        top, bottom = self.furniture_reserve()
        if vp.height() - top - bottom < 150:      # a tiny view: the whole height, the legend over the table
            top = bottom = 0.0
        s = min(vp.width() / r.width(), (vp.height() - top - bottom) / r.height())
        if s <= 0:
            return
        self.resetTransform()
        self.scale(s, s)
        cx, cy = r.center().x(), r.center().y() + (bottom - top) / 2 / s
        scene = self.scene().sceneRect()
        # room to scroll past the scene's top or bottom edge (the bands are above and below); across, the
        # scene's edges still hold (a zoomed area near the table's edge shows no more off-table cloth)
        shown = QRectF(scene.left(), cy - vp.height() / 2 / s, scene.width(), vp.height() / s)
        self.setSceneRect(scene.united(shown))
        self.centerOn(cx, cy)
        self.legend_peek = False
        self.update_legend_dodge()
        self.viewport().update()
        self.zoomed.emit(self.px_per_in())

    def zoom_by(self, factor: float, anchor_mouse: bool = True, at: QPointF | None = None) -> None:
        """Zoom by ``factor``: round the viewport point ``at`` (it stays put), else the mouse, else the
        centre."""
        now = self.px_per_in()
        vp = self.viewport().rect()
        lowest = min(vp.width() / (self.table_rect.width() + 2 * MARGIN_IN),
                     vp.height() / (self.table_rect.height() + 2 * MARGIN_IN)) * 0.7
        target = max(lowest, min(MAX_PX_PER_IN, now * factor))
        if abs(target - now) < 1e-9:
            return
        if at is not None:
            under = self.mapToScene(at.toPoint())
            self.setTransformationAnchor(QGraphicsView.ViewportAnchor.NoAnchor)
            self.scale(target / now, target / now)
            moved = self.mapFromScene(under) - at.toPoint()
            self.horizontalScrollBar().setValue(self.horizontalScrollBar().value() + moved.x())
            self.verticalScrollBar().setValue(self.verticalScrollBar().value() + moved.y())
        else:
            if not anchor_mouse:
                self.setTransformationAnchor(QGraphicsView.ViewportAnchor.AnchorViewCenter)
            self.scale(target / now, target / now)
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.AnchorUnderMouse)
        self.auto_fit = False
        self.legend_peek = False
        self.update_legend_dodge()
        self.viewport().update()
        self.zoomed.emit(self.px_per_in())

    def zoom_to(self, rect: QRectF) -> None:
        """Show ``rect`` (inches) as large as fits above the legend."""
        self.home = QRectF(rect)
        self.refit()

    def wheelEvent(self, ev) -> None:  # noqa: N802
        dy = ev.angleDelta().y()
        if dy:
            self.zoom_by(1.0015 ** dy, at=ev.position())
        ev.accept()

    def resizeEvent(self, ev) -> None:  # noqa: N802
        super().resizeEvent(ev)
        self.place_legend_access()
        if self.auto_fit:
            self.refit()
        self.update_legend_dodge()
        self.scrolled.emit()

    # -- mouse: pan here, the rest to the board's tool ----------------------------------------------
    def _scene(self, ev) -> QPointF:
        return self.mapToScene(ev.position().toPoint())

    def arm_zoom_rect(self) -> None:
        """The next left drag on the table draws the area to zoom to (Esc gives up)."""
        self.zoom_rect_armed = True
        self.viewport().setCursor(Qt.CursorShape.CrossCursor)

    def _band_rect(self, at: QPointF) -> QRect:
        return QRect(self._band[0].toPoint(), at.toPoint()).normalized()

    def mousePressEvent(self, ev) -> None:  # noqa: N802
        if self.zoom_rect_armed and ev.button() == Qt.MouseButton.LeftButton:
            band = QRubberBand(QRubberBand.Shape.Rectangle, self.viewport())
            self._band = (ev.position(), band)
            band.setGeometry(self._band_rect(ev.position()))
            band.show()
            ev.accept()
            return
        if ev.button() == Qt.MouseButton.MiddleButton or (self._space and ev.button() == Qt.MouseButton.LeftButton):
            self._pan = ev.position()
            self.viewport().setCursor(Qt.CursorShape.ClosedHandCursor)
            ev.accept()
            return
        if ev.button() == Qt.MouseButton.LeftButton and self.legend_click(ev.position()):
            ev.accept()                        # the legend's tab (or the open legend) folds/unfolds
            return
        if self.board.on_press(ev, self._scene(ev)):
            ev.accept()
            return
        super().mousePressEvent(ev)

    def mouseMoveEvent(self, ev) -> None:  # noqa: N802
        if self._band is not None:
            self._band[1].setGeometry(self._band_rect(ev.position()))
            ev.accept()
            return
        if self._pan is not None:
            d = ev.position() - self._pan
            self._pan = ev.position()
            self.horizontalScrollBar().setValue(self.horizontalScrollBar().value() - int(d.x()))
            self.verticalScrollBar().setValue(self.verticalScrollBar().value() - int(d.y()))
            self.auto_fit = False
            ev.accept()
            return
        if self.board.on_move(ev, self._scene(ev)):
            ev.accept()
            return
        super().mouseMoveEvent(ev)

    def mouseReleaseEvent(self, ev) -> None:  # noqa: N802
        if self._band is not None:
            r = self._band_rect(ev.position())
            self._band[1].hide()
            self._band = None
            self.zoom_rect_armed = False
            self.viewport().unsetCursor()
            if r.width() > 8 and r.height() > 8:
                self.zoom_to(self.mapToScene(r).boundingRect())
            ev.accept()
            return
        if self._pan is not None:
            self._pan = None
            self.viewport().unsetCursor()
            ev.accept()
            return
        if self.board.on_release(ev, self._scene(ev)):
            ev.accept()
            return
        super().mouseReleaseEvent(ev)

    def mouseDoubleClickEvent(self, ev) -> None:  # noqa: N802
        if self.board.on_double_click(ev, self._scene(ev)):
            ev.accept()
            return
        super().mouseDoubleClickEvent(ev)

    def contextMenuEvent(self, ev) -> None:  # noqa: N802
        """The Menu key opens the figure menu for the selection; a right click is the board's (ruler or menu)."""
        if ev.reason() == ev.Reason.Keyboard and self.board.state.selection:
            self.board.open_figure_menu(ev.globalPos())
        ev.accept()

    def keyPressEvent(self, ev) -> None:  # noqa: N802
        if ev.key() == Qt.Key.Key_Escape and self.zoom_rect_armed:
            self.zoom_rect_armed = False
            self.viewport().unsetCursor()
            ev.accept()
            return
        if ev.key() == Qt.Key.Key_Space and not ev.isAutoRepeat():
            self._space = True
            self.viewport().setCursor(Qt.CursorShape.OpenHandCursor)
        if self.board.on_key(ev):
            ev.accept()
            return
        super().keyPressEvent(ev)

    def keyReleaseEvent(self, ev) -> None:  # noqa: N802
        if ev.key() == Qt.Key.Key_Space and not ev.isAutoRepeat():
            self._space = False
            self.viewport().unsetCursor()
        super().keyReleaseEvent(ev)

    def changeEvent(self, ev) -> None:  # noqa: N802
        """A new palette (a dark desktop): the tags, drawn once and kept as pixmaps, are drawn again in it."""
        super().changeEvent(ev)
        if ev.type() == QEvent.Type.PaletteChange:
            for tag in getattr(self.board, "tag_items", list)():
                tag.update()

    def viewportEvent(self, ev) -> bool:  # noqa: N802
        """A figure's tooltip is made when the mouse rests on it (not for each of 20,000 figures up front).
        Before the first paint, the legend's fold and the tags' placement still waiting are done (once, the
        view at its size)."""
        if ev.type() == QEvent.Type.Paint and not self.painted:
            if self._furniture_waiting:       # the legend's fold and stand-in, once, with the view at its size
                self._furniture_waiting = False
                self._dodge(force=True)       # (the tags it moves wait for the flush below)
            self.painted = True
            flush = getattr(self.board, "flush_place", None)
            if flush is not None:
                flush()
        if ev.type() == QEvent.Type.ToolTip:
            item = self.board.figure_at(self.mapToScene(ev.pos()))
            if item is not None:
                QToolTip.showText(ev.globalPos(), item.tip(), self.viewport())
            else:
                QToolTip.hideText()
            return True
        return super().viewportEvent(ev)

    def leaveEvent(self, ev) -> None:  # noqa: N802
        super().leaveEvent(ev)
