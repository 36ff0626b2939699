"""The board's photo reading (issue 24.3): Game > Read table photo… (or a photo dropped on the board)
reads a photo of the table from above (on a worker, with progress), shows the review
(``read_photo_dialog``) and pushes the moves the referee accepts as ONE undoable change made by ``photo_moves.accept``; File > Print marker sheet… writes the four
corner markers as a PDF at true size (``QPdfWriter``), one a page, with where each goes; File > Photo
colours… sets the base and dot colours and the markers' size kept with the game (``photo_colours_dialog``,
``photo_settings``)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QEvent, QMarginsF, QObject, QRectF, QSizeF, Qt
from PySide6.QtGui import QAction, QColor, QFont, QPageLayout, QPageSize, QPainter, QPdfWriter
from PySide6.QtWidgets import QDialog, QFileDialog, QInputDialog

from assistant.core.errors import InputError
from assistant.ui.i18n import fill

MARKER_DPI = 600


def write_marker_sheet(path: str | Path, size_in: float = 3.0, width_in: float = 120.0, height_in: float = 60.0) -> int:
    """The four corner markers (ArUco DICT_4X4_50 ids 0-3) at ``size_in`` inches a side, one a page, as
    a PDF at true size; returns the number of pages."""
    from assistant.games.bataan.photo import markers as M
    from assistant.ui.i18n import translate

    M.check_size(size_in, width_in, height_in)
    page_w, page_h = max(8.27, size_in + 2.0), max(11.69, size_in + 4.0)
    pdf = QPdfWriter(str(path))
    pdf.setResolution(MARKER_DPI)
    pdf.setPageLayout(QPageLayout(QPageSize(QSizeF(page_w, page_h), QPageSize.Unit.Inch, "marker"),
                                  QPageLayout.Orientation.Portrait, QMarginsF(0, 0, 0, 0)))
    pdf.setTitle(translate("ReadPhoto", "Table Assistant corner markers"))
    p = QPainter(pdf)
    dpi = MARKER_DPI
    try:
        for n, mid in enumerate(M.IDS):
            if n:
                pdf.newPage()
            cells = M.marker_cells(mid)
            side = size_in * dpi
            x0, y0 = (page_w * dpi - side) / 2, 1.5 * dpi
            cell = side / cells.shape[0]
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(QColor("black"))
            for r in range(cells.shape[0]):
                for c in range(cells.shape[1]):
                    if cells[r, c]:
                        p.drawRect(QRectF(x0 + c * cell, y0 + r * cell, cell + 0.5, cell + 0.5))
            cx, cy = M.marker_centre_in(mid, width_in, height_in, size_in)
            p.setPen(QColor("black"))
            font = QFont("Sans Serif")
            font.setPointSizeF(12)
            p.setFont(font)
            text = fill(translate("ReadPhoto", "Marker %1 (ArUco DICT_4X4_50), %2\" a side. Table corner %3: lay it "
                                               "with its centre %4\" in from both edges, at (%5, %6) on a %7\" x %8\" "
                                               "table, this text towards you and the marker's top edge towards the "
                                               "table's edge y = 0. Keep the white round it."),
                        mid, f"{size_in:g}", M.CORNER_NAMES[mid], f"{size_in:g}", f"{cx:g}", f"{cy:g}",
                        f"{width_in:g}", f"{height_in:g}")
            p.drawText(QRectF(0.6 * dpi, y0 + side + 0.5 * dpi, (page_w - 1.2) * dpi, 2.0 * dpi),
                       int(Qt.TextFlag.TextWordWrap), text)
            # a 1" bar to check the print is at true size
            bar_y = y0 + side + 2.7 * dpi
            p.setBrush(QColor("black"))
            p.drawRect(QRectF(0.6 * dpi, bar_y, dpi, 0.06 * dpi))
            p.drawText(QRectF(1.8 * dpi, bar_y - 0.15 * dpi, 5 * dpi, 0.4 * dpi),
                       translate("ReadPhoto", "this bar is 1 inch: print at 100 % (no fitting to the page)"))
    finally:
        p.end()
    return len(M.IDS)


class PhotoReadActions(QObject):
    """Owned by the Bataan board: its two actions and what they do."""

    def __init__(self, board):
        super().__init__(board)
        self.board = board
        self.marker_size_in = 3.0
        self.last_dialog = None
        self.act_read = QAction(self.tr("Read table photo…"), board)
        self.act_read.setToolTip(self.tr("Where a photo of the table (four corner markers, bases in their "
                                         "group's colour) puts every figure: review the moves, accept them as "
                                         "one undoable change"))
        self.act_read.setProperty("menu", "game")
        self.act_read.triggered.connect(lambda _=False: self.read_dialog())
        self.act_colours = QAction(self.tr("Photo colours…"), board)
        self.act_colours.setToolTip(self.tr("The base colour of each group and the dot colour of each role a photo "
                                            "is read by, and the corner markers' size"))
        self.act_colours.setProperty("menu", "file")       # beside the marker sheet: setting up for photos
        self.act_colours.triggered.connect(lambda _=False: self.colours_dialog())
        self.act_markers = QAction(self.tr("Print marker sheet…"), board)
        self.act_markers.setToolTip(self.tr("The four corner markers as a PDF at true size"))
        self.act_markers.setProperty("menu", "file")
        self.act_markers.triggered.connect(lambda _=False: self.marker_dialog())
        for a in (self.act_read, self.act_colours, self.act_markers):
            board.addAction(a)
        self.act_read.setEnabled(board.session is not None)
        self.act_colours.setEnabled(board.session is not None)
        # a photo dropped on the board is read as Game > Read table photo… reads a chosen one
        view = getattr(board, "view", None)
        if view is not None and board.session is not None:
            view.setAcceptDrops(True)
            view.viewport().setAcceptDrops(True)
            view.viewport().installEventFilter(self)

    def actions(self) -> list[QAction]:
        return [self.act_read, self.act_colours, self.act_markers]

    def settings(self):
        """(palette, marker size) kept with the game (``photo_settings``); the defaults without a game."""
        from assistant.games.bataan import photo_settings

        return photo_settings.from_settings(self.board.session.settings if self.board.session is not None else None)

    # -- a photo dropped on the board ---------------------------------------------------------------
    @staticmethod
    def dropped_photo(mime) -> str | None:
        """The one local PNG or JPEG file a drag carries, else None."""
        urls = mime.urls() if mime is not None and mime.hasUrls() else []
        if len(urls) != 1 or not urls[0].isLocalFile():
            return None
        path = urls[0].toLocalFile()
        return path if path.lower().endswith((".jpg", ".jpeg", ".png")) else None

    def eventFilter(self, obj, event) -> bool:  # noqa: N802
        kind = event.type()
        if kind in (QEvent.Type.DragEnter, QEvent.Type.DragMove):
            if self.dropped_photo(event.mimeData()) is not None and self.act_read.isEnabled():
                event.acceptProposedAction()
                return True
        elif kind == QEvent.Type.Drop:
            path = self.dropped_photo(event.mimeData())
            if path is not None and self.act_read.isEnabled():
                event.acceptProposedAction()
                self.read_dialog(path)
                return True
        return False

    # -- reading -----------------------------------------------------------------------------------
    def read(self, path: str | Path):
        """Read ``path`` for the board's game on a worker (progress, cancel): a GamePhoto, or None when
        cancelled; an InputError is raised as it is."""
        from assistant.games.bataan import photo_moves
        from assistant.ui.background import run_with_progress

        game = self.board.game
        palette, size = self.settings()
        p, data, sha = photo_moves.photo_file(path)
        table, allow = game.table().copy(), photo_moves.allowances(game)
        photo = run_with_progress(self.board, self.tr("Reading the table photo"), photo_moves.read_for,
                                  table, allow, p, data, sha, palette, size,
                                  label=fill(self.tr("Finding the markers and the bases on %1…"), p.name))
        return None if photo is None else photo_moves.check_moves(game, photo)

    def review(self, photo):
        from .read_photo_dialog import ReadPhotoDialog

        dlg = ReadPhotoDialog(self.board.game.table(), photo, self.board)
        self.last_dialog = dlg
        return dlg

    def apply(self, photo, ids) -> bool:
        """Push the accepted moves: ONE change through the game (an InputError is shown, nothing changes)."""
        from assistant.games.bataan import photo_moves

        return self.board.push_change(lambda: photo_moves.accept(self.board.game, photo, ids),
                                      self.tr("Moves from the photo not recorded"))

    def read_dialog(self, path: str | None = None) -> bool:
        if path is None:
            path, _ = QFileDialog.getOpenFileName(self.board, self.tr("Read a photo of the table"), str(Path.home()),
                                                  self.tr("Photos (*.jpg *.jpeg *.png)"))
            if not path:
                return False
        try:
            photo = self.read(path)
        except InputError as err:
            self.board.show_error(self.tr("Photo not read"), err.message + (f" ({err.where})" if err.where else ""))
            return False
        if photo is None:
            return False
        dlg = self.review(photo)
        if dlg.exec() != QDialog.DialogCode.Accepted or not dlg.chosen():
            return False
        return self.apply(photo, dlg.chosen())

    # -- the marker sheet --------------------------------------------------------------------------
    def colours_dialog(self, dialog=None) -> bool:
        """File > Photo colours…: the dialog collects, ``photo_settings.settings_change`` records (one undo)."""
        from assistant.games.bataan import photo_settings

        from .photo_colours_dialog import PhotoColoursDialog

        try:
            palette, size = self.settings()
        except InputError as err:
            self.board.show_error(self.tr("Photo colours"), str(err))
            return False
        dlg = dialog or PhotoColoursDialog(palette, size, self.board)
        self.last_dialog = dlg
        if dialog is None and dlg.exec() != QDialog.DialogCode.Accepted:
            return False
        return self.board.push_change(
            lambda: photo_settings.settings_change(self.board.session, dlg.palette(), dlg.marker_size()),
            self.tr("Photo colours not changed"))

    def marker_dialog(self) -> bool:
        try:
            self.marker_size_in = self.settings()[1]
        except InputError:
            pass
        size, ok = QInputDialog.getDouble(self.board, self.tr("Print marker sheet"),
                                          self.tr("The markers' side in inches:"), self.marker_size_in, 0.5, 12.0, 1)
        if not ok:
            return False
        path, _ = QFileDialog.getSaveFileName(self.board, self.tr("Save the marker sheet"),
                                              str(Path.home() / "table-markers.pdf"), self.tr("PDF (*.pdf)"))
        if not path:
            return False
        t = self.board.game.table() if self.board.session is not None else self.board.table
        try:
            write_marker_sheet(path, size, t.width_in, t.height_in)
        except (InputError, OSError) as err:
            self.board.show_error(self.tr("Marker sheet not written"), str(err))
            return False
        self.marker_size_in = size
        self.board.hub.message.emit(fill(self.tr("Marker sheet written to %1"), path))
        return True
