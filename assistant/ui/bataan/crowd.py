"""A big table zoomed out: every figure drawn by one item, in a few calls.

Each `FigureItem` paints its base, mark and states, cached as a pixmap per zoom (items.py). That is
right for the demo's 200 figures, and wrong for an imported table of 20,000 seen whole: each figure is
then two or three pixels, yet Qt makes 20,000 pixmaps and Python paints 20,000 times on every zoom
(seconds a frame, issue 17). So when a table holds at least ``CROWD_MIN`` figures and a base is
under ``DOT_PX`` pixels on screen, the figures' own items draw nothing (``ItemHasNoContents``: they
stay in the scene for clicks, selection and tooltips) and `CrowdLayer` draws them all as dots in the
unit's colour, one ``drawPoints`` per colour and size, with the selected ones ringed. Zoom in past
``DOT_PX`` and the items draw themselves again.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen, QPolygonF
from PySide6.QtWidgets import QGraphicsItem

from . import style
from .items import FIGURE_Z

CROWD_MIN = 1500          # fewer figures than this: always each figure its own item
DOT_PX = 7.0              # a base narrower than this on screen is drawn as a dot

_NO_CONTENTS = QGraphicsItem.GraphicsItemFlag.ItemHasNoContents


class CrowdLayer(QGraphicsItem):
    """All the figures as dots (in crowd mode only; otherwise hidden)."""

    def __init__(self):
        super().__init__()
        self.setZValue(FIGURE_Z + 0.5)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self._rect = QRectF()
        self._groups: list[tuple[QColor, float, QPolygonF]] = []
        self._selected: list[tuple[float, float, float]] = []
        self._out: QPolygonF = QPolygonF()          # out of command (B5), when the command circles are shown
        self.on = False
        self.setVisible(False)

    def boundingRect(self) -> QRectF:  # noqa: N802
        return self._rect

    def set_figures(self, figures, rect: QRectF) -> None:
        """Group the figures by colour and base size (alive first, the dead greyed)."""
        groups: dict[tuple[str, float], list[QPointF]] = {}
        colours: dict[str, QColor] = {}
        for f in figures:
            colour = style.UNIT_COLOURS[f.side][f.unit] if f.alive else style.DEAD_FILL
            key = colour.name(QColor.NameFormat.HexArgb)
            colours[key] = colour
            size = 2 * f.base.radius_in if f.base.is_round else max(f.base.length_in, f.base.width_in)
            groups.setdefault((key, round(size, 2)), []).append(QPointF(f.x, f.y))
        if rect != self._rect:
            self.prepareGeometryChange()
            self._rect = QRectF(rect)
        self._groups = [(colours[k], size, QPolygonF(pts)) for (k, size), pts in groups.items()]
        self.update()

    def set_selected(self, figures) -> None:
        self._selected = [(f.x, f.y, f.base.radius_in) for f in figures]
        self.update()

    def set_out_of_command(self, figures) -> None:
        """The figures ringed red as out of command (their own items draw the ring when not dots)."""
        self._out = QPolygonF([QPointF(f.x, f.y) for f in figures])
        self.update()

    def paint(self, p: QPainter, option, widget=None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        if self._out.size():                      # a red halo under each dot out of command (B5)
            pen = QPen(style.BLOCKED, 1.8)
            pen.setCapStyle(Qt.PenCapStyle.RoundCap)
            p.setPen(pen)
            p.drawPoints(self._out)
        for colour, size, pts in self._groups:
            pen = QPen(colour, size)
            pen.setCapStyle(Qt.PenCapStyle.RoundCap)
            p.setPen(pen)
            p.drawPoints(pts)
        if self._selected:
            p.setBrush(Qt.BrushStyle.NoBrush)
            for colour, px in ((QColor("#000000"), 4.0), (style.SELECTED, 2.0)):
                pen = QPen(colour, px)
                pen.setCosmetic(True)
                p.setPen(pen)
                for x, y, r in self._selected:
                    rr = max(r * 1.6, 2.5 / max(p.worldTransform().m11(), 1e-6))
                    p.drawEllipse(QPointF(x, y), rr, rr)


class Crowd:
    """Switches a board between its figures' own items and one `CrowdLayer` as the zoom and the count
    change; cheap when nothing changes (the flags are set only on a switch)."""

    def __init__(self, board):
        self.board = board
        self.layer = CrowdLayer()
        board.scene.addItem(self.layer)

    def wanted(self, count: int | None = None) -> bool:
        """Dots for ``count`` figures (default: the board's) at the view's zoom?"""
        b = self.board
        return (len(b.items) if count is None else count) >= CROWD_MIN and b.view.px_per_in() * 1.0 < DOT_PX

    def refresh(self, figures_changed: bool = False) -> None:
        """After a zoom, or (``figures_changed``) after the figures moved, came or went."""
        b = self.board
        on = self.wanted()
        fresh = on and (figures_changed or not self.layer.on)
        if fresh:
            t = b.table
            self.layer.set_figures(t._figures.values(), QRectF(-2, -2, t.width_in + 4, t.height_in + 4))
        if on != self.layer.on:             # new items are made as they should be (FigureItem(f, dot))
            for it in b.items.values():
                if bool(it.flags() & _NO_CONTENTS) != on:
                    it.setFlag(_NO_CONTENTS, on)
            self.layer.on = on
            self.layer.setVisible(on)
        if fresh:
            self.select_changed()
            self.marks_changed(getattr(b.command_overlay, "marks", {}))

    def marks_changed(self, marks: dict[str, str]) -> None:
        """The command overlay's marks ("out", "close"...) by figure: the dots of those out of command get a
        red halo."""
        if not self.layer.on:
            return
        figs = self.board.table._figures
        self.layer.set_out_of_command([figs[f] for f, m in marks.items() if "out" in m and f in figs])

    def select_changed(self) -> None:
        if not self.layer.on and not self.wanted():
            return
        figs = self.board.table._figures
        self.layer.set_selected([figs[f] for f in self.board.state.selection if f in figs])


__all__ = ["Crowd", "CrowdLayer", "CROWD_MIN", "DOT_PX"]
