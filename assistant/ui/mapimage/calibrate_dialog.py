"""The calibration dialog: click hex centres on the scan and type their printed numbers (and, for a
photo taken at an angle, the four corners of the printed map); the grid fitted by
``assistant.core.hex_calibration.fit_grid`` is drawn over the scan with each click's leave-one-out
error (how far the other clicks put it), or the reason it was refused is shown, naming the click that
disagrees. The map's own numbering is used unless the referee ticks "My printed map is numbered
differently" (issue 23.2). The dialog only collects clicks; the fit is the core's, the record the
game's (``MapImageCommands.calibrate``)."""

from __future__ import annotations

import html

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QBrush, QColor, QPen
from PySide6.QtWidgets import (
    QAbstractItemView, QButtonGroup, QCheckBox, QDialog, QDialogButtonBox, QDoubleSpinBox, QFormLayout, QHBoxLayout, QLabel,
    QPushButton, QRadioButton, QSplitter, QTableWidget, QTableWidgetItem, QVBoxLayout, QWidget,
)

from assistant.core.errors import InputError
from assistant.core.hex_calibration import (
    CalibrationRefused, Click, GridFit, fit_grid, numbering_text, stored_clicks,
)

from assistant.ui import theme
from assistant.ui.i18n import fill

from .click_view import ImageClickView
from .scan_item import ScanItem, grid_item
from .tiles import TilePyramid

CLICK_COLOUR = "#0d47a1"
CORNER_COLOUR = "#e65100"


class ScanView(ImageClickView):
    """The scan alone: wheel zooms, a drag pans, a click reports the image pixel."""

    def __init__(self, pyramid: TilePyramid, parent: QWidget | None = None):
        item = ScanItem(pyramid)
        super().__init__(item, "#455a64", 200, parent)
        self.item = item


class CalibrationDialog(QDialog):
    """Clicks in, a fitted grid out (:attr:`fit`, None until one is accepted)."""

    def __init__(self, hexmap, pyramid: TilePyramid, fit: GridFit | None = None, parent: QWidget | None = None,
                 stored: dict | None = None):
        super().__init__(parent)
        self.setWindowTitle(self.tr("Calibrate the map image"))
        self.map = hexmap
        self.fit: GridFit | None = None
        self.corners: list[tuple[float, float]] = []
        self.view = ScanView(pyramid)
        self.view.clicked.connect(self.add_click_at)
        self._marks = []
        self._grid = None

        side = QWidget()
        side.setMaximumWidth(400)
        lay = QVBoxLayout(side)
        lay.setContentsMargins(0, 0, 0, 0)
        intro = QLabel(fill(self.tr("<b>1.</b> Click the centre of a hex on the scan and type its printed number "
                                    "(like %1). Click at least three hexes far apart, not all in one column or "
                                    "row: each is checked against the others. A drag pans, the wheel zooms."),
                            hexmap.label(hexmap.all_hexes()[0])))
        intro.setWordWrap(True)
        lay.addWidget(intro)
        self.mode_hex = QRadioButton(self.tr("Hex centres"))
        self.mode_corner = QRadioButton(self.tr("Map corners (a photo at an angle)"))
        self.mode_corner.setToolTip(self.tr("Click the four corners of the printed map in order around it"))
        self.mode_hex.setChecked(True)
        group = QButtonGroup(self)
        for b in (self.mode_hex, self.mode_corner):
            group.addButton(b)
        lay.addWidget(self.mode_hex)
        lay.addWidget(self.mode_corner)
        self.table = QTableWidget(0, 4)
        self.table.setHorizontalHeaderLabels([self.tr("Hex number"), self.tr("x"), self.tr("y"), self.tr("Error")])
        self.table.horizontalHeaderItem(3).setToolTip(self.tr("How far the grid fitted to the other clicks puts "
                                                              "this one from where it was clicked (pixels, hexes)"))
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.verticalHeader().setVisible(False)
        self.table.horizontalHeader().setStretchLastSection(True)
        for col, w in ((0, 90), (1, 62), (2, 62)):
            self.table.setColumnWidth(col, w)
        self.table.itemChanged.connect(lambda _i: self.refit())
        lay.addWidget(self.table, 1)
        row = QHBoxLayout()
        remove = QPushButton(self.tr("Remove hex"))
        remove.clicked.connect(self.remove_selected)
        clear_corners = QPushButton(self.tr("Clear corners"))
        clear_corners.clicked.connect(self.clear_corners)
        row.addWidget(remove)
        row.addWidget(clear_corners)
        lay.addLayout(row)
        self.differs = QCheckBox(self.tr("My printed map is numbered differently"))
        self.differs.setToolTip(fill(self.tr("The %1 map has %2. Tick only if your printed map is numbered "
                                             "otherwise: the numbering is then found from the clicks (at least two "
                                             "in odd and two in even columns)."),
                                     hexmap.name.capitalize(), numbering_text(hexmap)))
        self.differs.toggled.connect(lambda _on: self.refit())
        lay.addWidget(self.differs)
        form = QFormLayout()
        self.corner_label = QLabel(self.tr("none: the scan is flat"))
        self.corner_label.setWordWrap(True)
        form.addRow(self.tr("Corners:"), self.corner_label)
        self.aspect = QDoubleSpinBox()
        self.aspect.setRange(0.0, 20.0)
        self.aspect.setDecimals(3)
        self.aspect.setSpecialValueText(self.tr("from the photo"))
        self.aspect.setToolTip(self.tr("The printed map's side from corner 1 to 2 divided by the side from 2 to 3 "
                                       "(22 x 34 inches, clicked along the 22-inch side first: 0.647)"))
        self.aspect.valueChanged.connect(lambda _v: self.refit())
        form.addRow(self.tr("Width : height:"), self.aspect)
        lay.addLayout(form)
        self.result = QLabel(self.tr("Click hexes on the scan."))
        self.result.setWordWrap(True)
        self.result.setTextFormat(Qt.TextFormat.RichText)
        lay.addWidget(self.result)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("Keep this calibration"))
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        lay.addWidget(self.buttons)
        split = QSplitter()
        split.addWidget(self.view)
        split.addWidget(side)
        split.setStretchFactor(0, 3)
        split.setSizes([860, 380])
        outer = QVBoxLayout(self)
        outer.addWidget(split)
        room = self.screen().availableGeometry() if self.screen() is not None else None
        self.resize(min(1180, room.width() - 40) if room else 1180, min(680, room.height() - 60) if room else 680)
        self._prefill(fit, stored)
        self.refit()

    def _prefill(self, fit: GridFit | None, stored: dict | None) -> None:
        """The clicks of the calibration kept so far (even one the current limits refuse, so the referee
        fixes it instead of starting again)."""
        clicks, corners, aspect, differs = [], None, None, False
        if fit is not None:
            clicks, corners, aspect, differs = list(fit.clicks), fit.corners, fit.aspect, fit.numbering_differs
        elif stored:
            try:
                clicks, corners, aspect, _s, _r, differs = stored_clicks(stored)
            except InputError:
                return
        self.differs.blockSignals(True)
        self.differs.setChecked(differs)
        self.differs.blockSignals(False)
        for c in clicks:
            self.add_click_at(c.x, c.y, c.label)
        if corners:
            self.corners = list(corners)
        if aspect:
            self.aspect.setValue(aspect)

    def showEvent(self, event) -> None:  # noqa: N802
        super().showEvent(event)
        self.view.fit_all()

    # -- clicks -------------------------------------------------------------------------------------
    def add_click_at(self, x: float, y: float, label: str = "") -> None:
        if self.mode_corner.isChecked() and not label:
            if len(self.corners) >= 4:
                self.corners = []
            self.corners.append((x, y))
            self.refit()
            return
        self.table.blockSignals(True)
        r = self.table.rowCount()
        self.table.insertRow(r)
        self.table.setItem(r, 0, QTableWidgetItem(label))
        for col, v in ((1, x), (2, y)):
            it = QTableWidgetItem(f"{v:.1f}")
            it.setData(Qt.ItemDataRole.UserRole, v)
            it.setFlags(it.flags() & ~Qt.ItemFlag.ItemIsEditable)
            self.table.setItem(r, col, it)
        self.table.setItem(r, 3, QTableWidgetItem(""))
        self.table.blockSignals(False)
        if not label:
            self.table.setCurrentCell(r, 0)
            self.table.editItem(self.table.item(r, 0))
        self.refit()

    def set_label(self, row: int, label: str) -> None:
        self.table.item(row, 0).setText(label)

    def remove_selected(self) -> None:
        rows = sorted({i.row() for i in self.table.selectedIndexes()}, reverse=True)
        for r in rows:
            self.table.removeRow(r)
        self.refit()

    def clear_corners(self) -> None:
        self.corners = []
        self.refit()

    def clicks(self) -> list[Click]:
        out = []
        for r in range(self.table.rowCount()):
            label = (self.table.item(r, 0).text() or "").strip()
            if label:
                out.append(Click(label, self.table.item(r, 1).data(Qt.ItemDataRole.UserRole),
                                 self.table.item(r, 2).data(Qt.ItemDataRole.UserRole)))
        return out

    # -- the fit ------------------------------------------------------------------------------------
    def refit(self) -> None:
        self.fit = None
        self.refused: InputError | None = None
        n = len(self.corners)
        self.corner_label.setText(self.tr("none: the scan is flat") if n == 0 else
                                  fill(self.tr("%1 of 4 clicked"), n) if n == 4 else
                                  fill(self.tr("%1 of 4 clicked (click them in order around the map)"), n))
        clicks = self.clicks()
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        try:
            if n not in (0, 4):
                raise InputError("click all four corners, or clear them", "corners")
            if len(clicks) < 3:
                raise InputError(fill(self.tr("click at least three hexes far apart, not all in one column or row, "
                                              "and type their numbers (%1 so far)"), len(clicks)), "calibration")
            aspect = self.aspect.value() or None
            self.fit = fit_grid(self.map, clicks, self.corners if n == 4 else None, aspect,
                                numbering_differs=self.differs.isChecked())
            self.result.setText(f"<span style='color:{theme.css('good', self)}'><b>{self.tr('Fitted:')}</b></span> "
                                f"{html.escape(self.fit.summary(), quote=False)}.")
        except InputError as err:
            self.refused = err
            where = "" if not err.where or err.where.startswith("calibration") else f" ({err.where})"
            self.result.setText(f"<span style='color:{theme.css('bad', self)}'><b>{self.tr('Not fitted:')}</b></span> "
                                + html.escape(err.message + where, quote=False))
        ok.setEnabled(self.fit is not None)
        self._draw(clicks)

    def _draw(self, clicks: list[Click]) -> None:
        sc = self.view.scene()
        for it in self._marks:
            sc.removeItem(it)
        self._marks = []
        if self._grid is not None:
            sc.removeItem(self._grid)
            self._grid = None
        if self.fit is not None:
            self._grid = grid_item(self.fit, self.map.all_hexes())
            self._grid.setZValue(2)
            sc.addItem(self._grid)
        r = max(self.view.item.boundingRect().width(), self.view.item.boundingRect().height()) / 300
        for c in clicks:
            self._mark(QPointF(c.x, c.y), r, CLICK_COLOUR, c.label)
        for i, (x, y) in enumerate(self.corners, 1):
            self._mark(QPointF(x, y), r * 1.5, CORNER_COLOUR, fill(self.tr("corner %1"), i))
        # each click's leave-one-out error: of the fit kept, or of the one refused (its click in red)
        errors, hex_px, named = (), 1.0, None
        if self.fit is not None:
            errors, hex_px = self.fit.errors_px, self.fit.hex_px
        elif isinstance(self.refused, CalibrationRefused):
            errors, hex_px, named = self.refused.errors_px, self.refused.hex_px, self.refused.click
        k = 0
        self.table.blockSignals(True)
        for row in range(self.table.rowCount()):
            item, name = self.table.item(row, 3), self.table.item(row, 0)
            if item is None or name is None:
                continue
            text = ""
            if (name.text() or "").strip():
                if k < len(errors):
                    text = f"{errors[k]:.1f} px, {errors[k] / hex_px:.2f} hex"
                item.setForeground(theme.colour("bad", self) if k == named else theme.colour("text", self))
                item.setToolTip(self.tr("The click the others disagree with") if k == named else "")
                k += 1
            item.setText(text)
        self.table.blockSignals(False)

    def _mark(self, p: QPointF, r: float, colour: str, text: str) -> None:
        sc = self.view.scene()
        pen = QPen(QColor(colour))
        pen.setWidthF(3)
        pen.setCosmetic(True)
        dot = sc.addEllipse(p.x() - r, p.y() - r, 2 * r, 2 * r, pen)
        dot.setZValue(3)
        label = sc.addSimpleText(text)
        label.setBrush(QBrush(QColor(colour)))
        label.setFlag(label.GraphicsItemFlag.ItemIgnoresTransformations, True)
        label.setPos(p.x() + r, p.y() - r)
        label.setZValue(3)
        self._marks += [dot, label]
