"""Game > Trace terrain from the scan… (issue 23.2): the calibrated scan's hexes sorted by colour
(``core.scan_colours``, read from the tiles with a cancellable progress dialog), a dialog where the
referee names each colour once with a terrain kind (or leaves it as it is), a preview on the map (each
hex tinted with the kind it would get, uncertain hexes hatched), corrections with the trace brush (while
this dialog is open a stroke corrects the preview instead of the record), and Apply: ONE undoable change
(``games.map_autotrace.trace_from_scan``) pushed through the hub as the brush's are. Nothing is written
before Apply; Cancel leaves the record as it was."""

from __future__ import annotations

import math
from collections import OrderedDict

import numpy as np
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QPixmap
from PySide6.QtWidgets import (
    QCheckBox, QComboBox, QDialog, QDialogButtonBox, QGridLayout, QLabel, QMessageBox, QPushButton, QScrollArea,
    QVBoxLayout, QWidget,
)

from assistant.core.errors import InputError
from assistant.core.scan_colours import LOW_CONFIDENCE, ScanClasses, classify_scan
from assistant.games.map_autotrace import proposal, trace_from_scan
from assistant.ui.i18n import fill, translate

from .trace import colour_of, label_words, swatch

PREVIEW = "map_autotrace"
UNCERTAIN = "map_autotrace_uncertain"
UNCERTAIN_COLOUR = "#ff1744"
SAMPLE_HEX_PX = 12.0     # the tiles are read at the coarsest level where a hex is still this many pixels


class TileSampler:
    """A ``core.scan_colours`` sampler over a tile pyramid: the nearest pixel of the coarsest level on
    which a hex keeps :data:`SAMPLE_HEX_PX` pixels; each tile decoded once per run (a few kept)."""

    keep = 48

    def __init__(self, pyramid, hex_size_px: float):
        self.pyramid = pyramid
        k = int(math.floor(math.log2(max(1.0, hex_size_px / SAMPLE_HEX_PX))))
        self.level = max(0, min(len(pyramid.levels) - 1, k))
        w, h = pyramid.levels[self.level]
        self.sx, self.sy = w / pyramid.width, h / pyramid.height
        self.size = (w, h)
        self._tiles: OrderedDict[tuple[int, int], np.ndarray] = OrderedDict()

    def _tile(self, tx: int, ty: int) -> np.ndarray:
        arr = self._tiles.get((tx, ty))
        if arr is None:
            img = self.pyramid.tile_image(self.level, tx, ty)      # RGB32: B, G, R, A bytes
            w, h, stride = img.width(), img.height(), img.bytesPerLine()
            raw = np.frombuffer(img.constBits(), dtype=np.uint8, count=stride * h).reshape(h, stride)
            arr = raw[:, :w * 4].reshape(h, w, 4)[..., 2::-1].copy()
            self._tiles[(tx, ty)] = arr
            if len(self._tiles) > self.keep:
                self._tiles.popitem(last=False)
        else:
            self._tiles.move_to_end((tx, ty))
        return arr

    def __call__(self, xs: np.ndarray, ys: np.ndarray) -> np.ndarray:
        t = self.pyramid.tile
        w, h = self.size
        xi = np.clip(np.floor(np.asarray(xs) * self.sx).astype(np.int64), 0, w - 1)
        yi = np.clip(np.floor(np.asarray(ys) * self.sy).astype(np.int64), 0, h - 1)
        out = np.zeros((len(xi), 3), dtype=np.uint8)
        key = (yi // t) * 100000 + xi // t
        for k in np.unique(key):
            sel = key == k
            tile = self._tile(int(k % 100000), int(k // 100000))
            out[sel] = tile[np.minimum(yi[sel] % t, tile.shape[0] - 1), np.minimum(xi[sel] % t, tile.shape[1] - 1)]
        return out


def classify(ctl) -> ScanClasses | None:
    """Sort the calibrated scan's hexes by colour (progress, cancellable): None, said on the hub, when the
    map image is not calibrated or cannot be read; None, silently, when the referee cancelled."""
    from .progress import follow, progress_dialog

    title = translate("mapimage", "Trace terrain from the scan")
    try:
        img = ctl.cmds.image() if ctl.cmds is not None else None
        fit = ctl.cmds.fit() if img is not None else None
        if fit is None:
            raise InputError(translate("mapimage", "Calibrate the map image first (Game > Calibrate map image…): "
                                                   "the colours are read where the calibration puts each hex."),
                             translate("mapimage", "trace from the scan"))
    except InputError as err:
        ctl.board.hub.error.emit(title, err.message + (f" ({err.where})" if err.where else ""))
        return None
    pyr = ctl.ensure_pyramid()
    if pyr is None:
        ctl.board.hub.error.emit(title, ctl.note or translate("mapimage", "The map image could not be read."))
        return None
    dlg = progress_dialog(ctl.board, fill(translate("mapimage", "Reading the colours of %1's hexes…"), img.name),
                          title, translate("mapimage", "Cancel"))
    try:
        return classify_scan(fit, TileSampler(pyr, fit.size_px), pyr.width, pyr.height, len(ctl.cmds.labels),
                             follow(dlg))
    except InputError as err:
        ctl.board.hub.error.emit(title, err.message + (f" ({err.where})" if err.where else ""))
        return None
    finally:
        dlg.close()


def start(ctl) -> "AutoTraceDialog | None":
    """Game > Trace terrain from the scan…: classify, then show the naming dialog (not modal: the map
    and the brush stay at hand)."""
    if ctl.autotrace is not None:
        ctl.autotrace.show()
        ctl.autotrace.raise_()
        return ctl.autotrace
    classes = classify(ctl)
    if classes is None:
        return None
    dlg = AutoTraceDialog(ctl, classes)
    ctl.autotrace = dlg
    dlg.show()
    dlg.raise_()
    return dlg


def _swatch(colour: str) -> QLabel:
    pix = QPixmap(36, 20)
    pix.fill(QColor(colour))
    lab = QLabel()
    lab.setPixmap(pix)
    lab.setToolTip(colour)
    return lab


class AutoTraceDialog(QDialog):
    """One row per colour found (its swatch, its hex count, the kind it stands for); the preview on the
    map follows every choice and every brush correction."""

    def __init__(self, ctl, classes: ScanClasses):
        super().__init__(ctl.board)
        self.ctl = ctl
        self.classes = classes
        self.corrections: dict[str, str | None] = {}
        self.applied = False
        img = ctl.cmds.image()
        self.calibration = img.calibration if img is not None else None   # what the colours were read with
        self.setWindowTitle(self.tr("Trace terrain from the scan"))
        self.setWindowFlag(Qt.WindowType.Tool, True)
        lay = QVBoxLayout(self)
        intro = QLabel(self.tr("The scan's hexes fall into %n colour(s). Name each colour once with the terrain it "
                               "stands for; the map shows what each hex would get, uncertain hexes hatched in red. "
                               "Correct single hexes with the brush, then Apply: one step to undo.", "",
                               len(classes.clusters)))
        intro.setWordWrap(True)
        lay.addWidget(intro)

        rows = QWidget()
        grid = QGridLayout(rows)
        grid.setContentsMargins(0, 0, 0, 0)
        for col, text in enumerate((self.tr("Colour"), self.tr("Hexes"), self.tr("Uncertain"), self.tr("Terrain"))):
            head = QLabel(f"<b>{text}</b>")
            grid.addWidget(head, 0, col)
        low = set(classes.low_confidence())
        self.choosers: list[QComboBox] = []
        for r, cl in enumerate(classes.clusters, 1):
            grid.addWidget(_swatch(cl.hex_colour), r, 0)
            grid.addWidget(QLabel(str(len(cl.hexes))), r, 1)
            grid.addWidget(QLabel(str(sum(h in low for h in cl.hexes))), r, 2)
            box = QComboBox()
            box.addItem(self.tr("(leave as it is)"), None)
            for lb in ctl.cmds.labels:
                box.addItem(swatch(colour_of(ctl.cmds.labels, lb)), label_words(lb), lb)
            box.setAccessibleName(fill(self.tr("Terrain for colour %1"), r))
            box.currentIndexChanged.connect(self.update_preview)
            grid.addWidget(box, r, 3)
            self.choosers.append(box)
        grid.setColumnStretch(3, 1)
        grid.setRowStretch(len(classes.clusters) + 1, 1)
        scroll = QScrollArea()
        scroll.setWidget(rows)
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QScrollArea.Shape.NoFrame)
        lay.addWidget(scroll, 1)

        self.keep = QCheckBox(self.tr("Keep the hexes already traced (by hand or before)"))
        self.keep.setChecked(True)
        self.keep.toggled.connect(self.update_preview)
        lay.addWidget(self.keep)
        brush = QPushButton(self.tr("Correct with the brush…"))
        brush.setToolTip(self.tr("Open the trace brush: while this window is open, a stroke changes the preview, "
                                 "not the record"))
        brush.clicked.connect(self.ctl.trace)
        lay.addWidget(brush)
        self.result = QLabel()
        self.result.setWordWrap(True)
        lay.addWidget(self.result)
        if classes.off_scan:
            off = QLabel(self.tr("%n hex(es) lie mostly off the scan and are not classified.", "",
                                 len(classes.off_scan)))
            off.setWordWrap(True)
            lay.addWidget(off)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Apply
                                        | QDialogButtonBox.StandardButton.Cancel)
        self.apply_button = self.buttons.button(QDialogButtonBox.StandardButton.Apply)
        self.apply_button.setDefault(True)
        self.apply_button.clicked.connect(self.apply)
        self.buttons.rejected.connect(self.reject)
        lay.addWidget(self.buttons)
        self.resize(460, 420)
        self.update_preview()

    # -- what the referee chose ------------------------------------------------------------------
    def names(self) -> dict[int, str | None]:
        return {i: box.currentData() for i, box in enumerate(self.choosers)}

    def name_colour(self, index: int, kind: str | None) -> None:
        """Choose the kind for colour ``index`` (what the row's chooser does; for tests and keys)."""
        box = self.choosers[index]
        box.setCurrentIndex(max(0, box.findData(kind)) if kind is not None else 0)

    def correct(self, labels, kind: str | None) -> None:
        """A brush stroke while the dialog is open: these hexes get ``kind`` in the preview (None: they
        are left as they are)."""
        for lb in labels:
            self.corrections[lb] = kind
        self.update_preview()

    def proposal(self) -> dict[str, str]:
        try:
            return proposal(self.ctl.cmds, self.classes, self.names(), self.corrections, self.keep.isChecked())
        except InputError:
            return {}

    # -- the preview -------------------------------------------------------------------------------
    def layer_names(self) -> list[str]:
        view = self.ctl.board.view
        return [n for n in view.layers if n.startswith(PREVIEW + ":") or n == UNCERTAIN]

    def clear_preview(self) -> None:
        view = self.ctl.board.view
        for name in self.layer_names():
            view.clear_layer(name)

    def stale(self) -> bool:
        """The map image or its calibration changed (or went) since the colours were read."""
        img = self.ctl.cmds.image()
        return img is None or img.calibration != self.calibration

    def update_preview(self) -> None:
        if self.stale():     # the hexes' colours were read where the old calibration put them
            self.ctl.board.hub.message.emit(self.tr("The map image's calibration changed: Trace terrain from the "
                                                    "scan closed without tracing; open it again."))
            self.corrections = {}
            self.done(QDialog.DialogCode.Rejected)
            return
        self.clear_preview()
        view, cmds = self.ctl.board.view, self.ctl.cmds
        todo = self.proposal()
        by_kind: dict[str, list] = {}
        for lb, kind in todo.items():
            by_kind.setdefault(kind, []).append(cmds.hex_of(lb))
        for kind, hexes in by_kind.items():
            c = colour_of(cmds.labels, kind)
            view.set_area(f"{PREVIEW}:{kind}", hexes, c, c, z=1.5, alpha=120, width=1.0,
                          tooltip=fill(self.tr("Would be traced: %1"), label_words(kind)))
        low = [cmds.hex_of(lb) for lb in self.classes.low_confidence()
               if lb in todo and lb not in self.corrections]
        if low:
            view.set_area(UNCERTAIN, low, UNCERTAIN_COLOUR, UNCERTAIN_COLOUR, z=1.55, alpha=220, width=2.0,
                          tooltip=fill(self.tr("Uncertain (under %1% of its colour): check it"),
                                       round(100 * LOW_CONFIDENCE)),
                          pattern=Qt.BrushStyle.BDiagPattern)
        n_low = len(low)
        self.result.setText(
            self.tr("Apply traces %n hex(es).", "", len(todo))
            + (" " + self.tr("%n of them uncertain (hatched): check them.", "", n_low) if n_low else "")
            if todo else self.tr("Nothing to trace yet: name a colour with a terrain kind."))
        self.apply_button.setEnabled(bool(todo))

    # -- the end ---------------------------------------------------------------------------------------
    def apply(self) -> bool:
        """Write the preview as one undoable change (the brush's path); the dialog closes when it is done."""
        ok = self.ctl._push(lambda: trace_from_scan(self.ctl.cmds, self.classes, self.names(), self.corrections,
                                                    self.keep.isChecked()))
        if ok:
            self.applied = True
            self.accept()
        return ok

    def confirm_discard(self) -> bool:
        """Cancel after brush corrections asks first (they would be lost)."""
        if not self.corrections:
            return True
        answer = QMessageBox.question(self, self.tr("Trace terrain from the scan"),
                                      self.tr("Discard the %n hex(es) corrected with the brush? Nothing is traced.",
                                              "", len(self.corrections)))
        return answer == QMessageBox.StandardButton.Yes

    def reject(self) -> None:
        if not self.confirm_discard():
            return
        super().reject()

    def done(self, result) -> None:
        self.clear_preview()
        if self.ctl.autotrace is self:
            self.ctl.autotrace = None
        super().done(result)
