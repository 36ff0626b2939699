"""Game > Read table photo… : the review (issue 24.3). The table drawn in inches with each figure's move
as an arrow from where the game had it to where the photo puts it, coloured by confidence; figures
flagged too far (past what this phase allows) in red and dashed, not ticked; figures not found (killed?
hidden behind another? hidden Americans are never on the photo) ringed where they stay; bases no figure
matched crossed. Beside it the lists, a tick per move. Accept all, accept the ticked ones, or cancel:
the dialog only collects the choice; the record is ``photo_moves.accept``'s, one undoable change."""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPainter, QPen, QPolygonF
from PySide6.QtWidgets import (
    QDialog, QGraphicsScene, QGraphicsView, QHBoxLayout, QLabel, QPushButton, QSplitter, QTreeWidget,
    QTreeWidgetItem, QVBoxLayout, QWidget,
)

from assistant.ui.i18n import fill

CLOTH = "#2f4a2c"
HIGH, MID, LOW, FAR = "#00e5ff", "#ffd600", "#ff9100", "#ff1744"
NOT_FOUND, UNMATCHED, STILL = "#e0e0e0", "#ea80fc", "#9e9e9e"


def confidence_colour(confidence: float, status: str) -> str:
    if status == "too far":
        return FAR
    return HIGH if confidence >= 0.8 else MID if confidence >= 0.5 else LOW


class TableView(QGraphicsView):
    """The table, fitted; the wheel zooms."""

    def __init__(self, scene: QGraphicsScene, parent: QWidget | None = None):
        super().__init__(scene, parent)
        self.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        self.setDragMode(QGraphicsView.DragMode.ScrollHandDrag)
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.AnchorUnderMouse)
        self.setBackgroundBrush(QColor("#202020"))

    focus: QRectF | None = None       # where the figures are (the whole table when None)

    def fit(self) -> None:
        self.fitInView(self.focus or self.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)

    def resizeEvent(self, event) -> None:  # noqa: N802
        super().resizeEvent(event)
        self.fit()

    def wheelEvent(self, event) -> None:  # noqa: N802
        f = 1.25 if event.angleDelta().y() > 0 else 0.8
        self.scale(f, f)


class ReadPhotoDialog(QDialog):
    """The review of a photo reading: ``chosen()`` (the figures to move) once accepted."""

    def __init__(self, table, photo, parent: QWidget | None = None):
        super().__init__(parent)
        self.table, self.photo = table, photo
        reading = photo.reading
        self.setWindowTitle(self.tr("Read table photo"))
        self._chosen: list[str] = []
        self.items: dict[str, QTreeWidgetItem] = {}
        self.arrows: dict[str, object] = {}
        lay = QVBoxLayout(self)
        counts = {s: sum(1 for r in reading.figures if r.status == s) for s in ("moved", "too far", "not found", "unchanged")}
        name = photo.path.replace("\\", "/").rsplit("/", 1)[-1]
        self.summary = QLabel(fill(self.tr("%1: %2 moved, %3 too far, %4 unchanged, %5 not found, %6 bases not "
                                           "matched. Markers fit to %7\"."),
                                   name, counts["moved"], counts["too far"], counts["unchanged"], counts["not found"],
                                   len(reading.unmatched), f"{reading.fix.residual_in:.3f}"))
        self.summary.setWordWrap(True)
        lay.addWidget(self.summary)
        split = QSplitter(Qt.Orientation.Horizontal)
        self.scene = QGraphicsScene(self)
        self.view = TableView(self.scene)
        self.view.setMinimumSize(420, 260)
        split.addWidget(self.view)
        right = QWidget()
        rl = QVBoxLayout(right)
        rl.setContentsMargins(0, 0, 0, 0)
        self.tree = QTreeWidget()
        self.tree.setHeaderLabels([self.tr("Figure"), self.tr("Moved"), self.tr("Confidence"), self.tr("Why")])
        self.tree.setRootIsDecorated(True)
        self.tree.currentItemChanged.connect(self._show_current)
        rl.addWidget(self.tree, 1)
        self.legend = QLabel(fill(self.tr("Arrows: <span style='color:%1'>sure</span>, <span style='color:%2'>"
                                          "fairly sure</span>, <span style='color:%3'>unsure</span>, <span "
                                          "style='color:%4'>too far or refused by the rules (not ticked)</span>; rings: not found; "
                                          "crosses: bases not matched."), HIGH, MID, LOW, FAR))
        self.legend.setWordWrap(True)
        self.legend.setTextFormat(Qt.TextFormat.RichText)
        rl.addWidget(self.legend)
        split.addWidget(right)
        split.setStretchFactor(0, 3)
        split.setStretchFactor(1, 2)
        split.setSizes([640, 460])
        self.split = split
        lay.addWidget(split, 1)
        row = QHBoxLayout()
        self.ticked_label = QLabel()
        row.addWidget(self.ticked_label, 1)
        self.btn_all = QPushButton(self.tr("Accept all moves"))
        self.btn_all.setToolTip(self.tr("Move every figure the photo moved within its allowance (one undoable change)"))
        self.btn_some = QPushButton(self.tr("Accept ticked"))
        self.btn_some.setDefault(True)
        self.btn_cancel = QPushButton(self.tr("Cancel"))
        for b in (self.btn_all, self.btn_some, self.btn_cancel):
            row.addWidget(b)
        lay.addLayout(row)
        self.btn_all.clicked.connect(self.accept_all)
        self.btn_some.clicked.connect(self.accept_ticked)
        self.btn_cancel.clicked.connect(self.reject)
        self._draw()
        self._fill_lists()
        self.tree.itemChanged.connect(lambda *_: self._count())
        self._count()
        self.resize(1100, 640)

    # -- drawing -----------------------------------------------------------------------------------
    def _pen(self, colour: str, width: float = 2.0, dashed: bool = False) -> QPen:
        pen = QPen(QColor(colour), width)
        pen.setCosmetic(True)
        if dashed:
            pen.setStyle(Qt.PenStyle.DashLine)
        return pen

    def _draw(self) -> None:
        t, sc = self.table, self.scene
        w, h = t.width_in, t.height_in
        sc.setSceneRect(QRectF(-2, -2, w + 4, h + 4))
        sc.addRect(QRectF(0, 0, w, h), self._pen("#000000", 1), QBrush(QColor(CLOTH)))
        by_id = self.photo.reading.by_id()
        for f in t.figures.values():
            r = by_id.get(f.id)
            rad = f.base.radius_in
            if r is None or r.status in ("unchanged",):
                sc.addEllipse(QRectF(f.x - rad, f.y - rad, 2 * rad, 2 * rad), self._pen(STILL, 1), QBrush(QColor(STILL)))
            elif r.status == "not found":
                if f.alive and not (f.side == "american" and not f.revealed):
                    sc.addEllipse(QRectF(f.x - rad * 1.6, f.y - rad * 1.6, 3.2 * rad, 3.2 * rad),
                                  self._pen(NOT_FOUND, 2, dashed=True))
            else:
                self.arrows[f.id] = self._arrow(f.x, f.y, r.x, r.y, rad,
                                                FAR if r.problem else confidence_colour(r.confidence, r.status),
                                                r.status == "too far" or bool(r.problem))
        pts = [(f.x, f.y) for f in t.figures.values()]
        pts += [(r.x, r.y) for r in self.photo.reading.figures if r.x is not None]
        pts += [(u.x, u.y) for u in self.photo.reading.unmatched]
        if pts:
            xs, ys = [p[0] for p in pts], [p[1] for p in pts]
            box = QRectF(min(xs) - 3, min(ys) - 3, max(xs) - min(xs) + 6, max(ys) - min(ys) + 6)
            self.view.focus = box.intersected(QRectF(-1, -1, w + 2, h + 2))
        for u in self.photo.reading.unmatched:
            pen = self._pen(UNMATCHED, 2.5)
            sc.addLine(u.x - 0.7, u.y - 0.7, u.x + 0.7, u.y + 0.7, pen)
            sc.addLine(u.x - 0.7, u.y + 0.7, u.x + 0.7, u.y - 0.7, pen)

    def _arrow(self, x0, y0, x1, y1, rad, colour, dashed):
        sc = self.scene
        pen = self._pen(colour, 2, dashed)
        sc.addEllipse(QRectF(x0 - rad, y0 - rad, 2 * rad, 2 * rad), self._pen(colour, 1), QBrush(QColor(STILL)))
        line = sc.addLine(x0, y0, x1, y1, pen)
        sc.addEllipse(QRectF(x1 - rad, y1 - rad, 2 * rad, 2 * rad), pen)
        ang = math.atan2(y1 - y0, x1 - x0)
        size = 0.9
        head = QPolygonF([QPointF(x1, y1),
                          QPointF(x1 - size * math.cos(ang - 0.45), y1 - size * math.sin(ang - 0.45)),
                          QPointF(x1 - size * math.cos(ang + 0.45), y1 - size * math.sin(ang + 0.45))])
        sc.addPolygon(head, self._pen(colour, 1), QBrush(QColor(colour)))
        return line

    # -- the lists ---------------------------------------------------------------------------------
    def _fill_lists(self) -> None:
        reading = self.photo.reading
        groups = {}
        for status, title in (("moved", self.tr("Moves")), ("too far", self.tr("Too far for this phase")),
                              ("not found", self.tr("Not found")), ("unchanged", self.tr("Unchanged"))):
            rows = [r for r in reading.figures if r.status == status]
            top = QTreeWidgetItem(self.tree, [fill("%1 (%2)", title, len(rows))])
            top.setFirstColumnSpanned(True)
            groups[status] = top
            for r in sorted(rows, key=lambda r: (-(r.moved_in or 0.0), r.id)):
                item = QTreeWidgetItem(top, [r.id, f"{r.moved_in:.2f}\"" if r.moved_in is not None else "",
                                             f"{r.confidence:.2f}" if r.x is not None else "",
                                             "; ".join(x for x in (r.problem, r.note) if x)])
                item.setData(0, Qt.ItemDataRole.UserRole, r.id)
                why = "; ".join(x for x in (r.problem, r.note) if x)
                if why:
                    item.setToolTip(0, why)
                    item.setToolTip(1, why)
                if r.moves:
                    item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
                    ok = status == "moved" and not r.problem
                    item.setCheckState(0, Qt.CheckState.Checked if ok else Qt.CheckState.Unchecked)
                    if r.problem:
                        item.setForeground(3, QBrush(QColor(FAR).darker(120)))
                    item.setForeground(2, QBrush(QColor(confidence_colour(r.confidence, r.status)).darker(130)))
                    self.items[r.id] = item
            top.setExpanded(status in ("moved", "too far", "not found"))
        top = QTreeWidgetItem(self.tree, [fill(self.tr("Bases not matched (%1)"), len(reading.unmatched))])
        top.setFirstColumnSpanned(True)
        for u in reading.unmatched:
            QTreeWidgetItem(top, [fill(self.tr("%1 at %2, %3"), u.group, f"{u.x:.1f}", f"{u.y:.1f}")])
        top.setExpanded(True)
        for c in range(3):
            self.tree.resizeColumnToContents(c)

    def _show_current(self, item, _prev=None) -> None:
        fid = item.data(0, Qt.ItemDataRole.UserRole) if item is not None else None
        r = self.photo.reading.by_id().get(fid) if fid else None
        if r is not None and r.x is not None:
            self.view.centerOn(QPointF(r.x, r.y))

    def ticked(self) -> list[str]:
        return [fid for fid, it in self.items.items() if it.checkState(0) == Qt.CheckState.Checked]

    def _count(self) -> None:
        n = len(self.ticked())
        self.ticked_label.setText(fill(self.tr("%1 of %2 moves ticked"), n, len(self.items)))
        self.btn_some.setEnabled(n > 0)
        self.btn_all.setEnabled(any(r.status == "moved" and not r.problem for r in self.photo.reading.figures))

    # -- the choice --------------------------------------------------------------------------------
    def accept_all(self) -> None:
        self._chosen = [r.id for r in self.photo.reading.figures if r.status == "moved" and not r.problem]
        self.accept()

    def accept_ticked(self) -> None:
        self._chosen = self.ticked()
        if self._chosen:
            self.accept()

    def chosen(self) -> list[str]:
        return list(self._chosen)
