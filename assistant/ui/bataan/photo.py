"""The Bataan table photo on the board (issue 16.2): a photo of the table from above, set on the table
by its four corners (``photo_dialog.PhotoDialog``), drawn perspective-corrected in inches over the
table cloth and under the figures, at the opacity the referee picks.

The record is the game's (``assistant.games.table_photo``: path, hash, corners, table size,
opacity); this module reads the file, warps it once into an upright picture of the table
(``QTransform.quadToQuad`` of the clicked corners, :func:`rectify`) and draws that picture as one
item, so pan and zoom cost a plain scaled draw. The image is never copied anywhere.
"""

from __future__ import annotations

import math
from pathlib import Path

from PySide6.QtCore import QObject, QPointF, QRectF, Qt
from PySide6.QtGui import QAction, QImage, QPainter, QPolygonF, QTransform
from PySide6.QtWidgets import QFileDialog, QGraphicsItem

from assistant.core.errors import InputError
from assistant.games.kept_file import file_sha256, file_status
from assistant.games.table_photo import RECORD, TablePhoto, TablePhotoCommands
from assistant.ui.i18n import fill

PHOTO_Z = 1.0                 # over the cloth (the view's background), under overlays (4+) and figures (10)
MAX_PIXELS = 8_000_000        # the upright picture's size at most (a 5' x 10' table: ~20 pixels an inch)
MAX_PX_PER_IN = 24.0


def read_photo(path: str | Path) -> QImage:
    """The photo as shown upright (its EXIF rotation applied), big phone photos included: read as a map
    scan is (``mapimage.tiles.read_image``, imported here so a board without a photo never loads it)."""
    from assistant.ui.mapimage.tiles import read_image

    return read_image(path)


def corner_transform(corners, width_in: float, height_in: float, px_per_in: float = 1.0) -> QTransform:
    """Photo pixels -> upright table pixels (``px_per_in`` an inch) by ``QTransform.quadToQuad``."""
    src = QPolygonF([QPointF(float(x), float(y)) for x, y in corners])
    w, h = width_in * px_per_in, height_in * px_per_in
    dst = QPolygonF([QPointF(0, 0), QPointF(w, 0), QPointF(w, h), QPointF(0, h)])
    t = QTransform()
    if not QTransform.quadToQuad(src, dst, t):
        raise InputError("the four corners do not make a table outline", "table photo corners")
    return t


def px_per_inch(width_in: float, height_in: float) -> float:
    return min(MAX_PX_PER_IN, math.sqrt(MAX_PIXELS / max(1.0, width_in * height_in)))


def rectify(photo: QImage, corners, width_in: float, height_in: float, px_per_in: float | None = None) -> QImage:
    """The part of ``photo`` inside the clicked corners, warped to an upright ``width_in`` x
    ``height_in`` picture at ``px_per_in`` pixels an inch (default: as sharp as :data:`MAX_PIXELS`
    allows)."""
    k = px_per_in or px_per_inch(width_in, height_in)
    out = QImage(max(1, round(width_in * k)), max(1, round(height_in * k)), QImage.Format.Format_RGB32)
    out.fill(Qt.GlobalColor.black)
    p = QPainter(out)
    p.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, True)
    p.setTransform(corner_transform(corners, width_in, height_in, k))
    p.drawImage(QPointF(0, 0), photo)
    p.end()
    return out


class PhotoItem(QGraphicsItem):
    """The upright picture of the table, drawn over the table rectangle in inches."""

    def __init__(self, image: QImage, width_in: float, height_in: float, opacity: float):
        super().__init__()
        self.image, self.rect = image, QRectF(0, 0, width_in, height_in)
        self.setZValue(PHOTO_Z)
        self.setOpacity(opacity)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def boundingRect(self) -> QRectF:  # noqa: N802
        return self.rect

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, True)
        painter.drawImage(self.rect, self.image)


class TablePhotoLayer(QObject):
    """Owned by the Bataan board: the photo's menu actions and its item in the board's scene, kept in
    step with the record (undo and redo included)."""

    def __init__(self, board):
        super().__init__(board)
        self.board = board
        self.cmds = TablePhotoCommands(board.session) if board.session is not None else None
        self.item: PhotoItem | None = None
        self._key = None
        self._source: tuple[str, QImage] | None = None     # (sha256, the photo as read)
        self.note = ""
        self.act_photo = QAction(self.tr("Table photo…"), board)
        self.act_photo.setToolTip(self.tr("Show your own photo of the table from above under the figures: "
                                          "click its four corners, set how opaque it is"))
        self.act_photo.triggered.connect(self.open_dialog)
        self.act_relink = QAction(self.tr("Find moved table photo…"), board)
        self.act_relink.triggered.connect(self.relink)
        self.act_forget = QAction(self.tr("Forget table photo"), board)
        self.act_forget.triggered.connect(lambda: self._push(lambda: self.cmds.clear()))
        for a in (self.act_photo, self.act_relink, self.act_forget):
            a.setEnabled(self.cmds is not None)
        board.hub.recordChanged.connect(self._on_record_changed)
        self.refresh()

    def image_filter(self) -> str:
        return self.tr("Photos (*.png *.jpg *.jpeg *.tif *.tiff)")

    def actions(self) -> list[QAction]:
        return [self.act_photo, self.act_relink, self.act_forget]

    def _on_record_changed(self, change) -> None:
        tables = change.tables() if hasattr(change, "tables") else {"records"}
        if "records" in tables or "games" in tables:
            self.refresh()

    def _push(self, make) -> bool:
        try:
            change = make()
        except InputError as err:
            self.board.hub.error.emit(self.tr("Table photo"), err.message + (f" ({err.where})" if err.where else ""))
            return False
        ok = self.board.hub.push(change)
        if ok:
            self.board.hub.message.emit(" ".join(dict(change.meta).get("summary", ())))
        return ok

    # -- the record -> the item -----------------------------------------------------------------------
    def source(self, photo: TablePhoto) -> QImage | None:
        """The photo file as read (kept while its hash is the same)."""
        if self._source is not None and self._source[0] == photo.sha256:
            return self._source[1]
        try:
            img = read_photo(photo.path)
        except (InputError, OSError) as exc:
            self.note = str(exc)
            return None
        self._source = (photo.sha256, img)
        return img

    def refresh(self) -> None:
        photo = self.cmds.photo() if self.cmds is not None else None
        if photo is None or not photo.calibrated:
            self.note = ""
            self._show(None)
            return
        status = file_status(photo)
        if status != "ok" and (self._source is None or self._source[0] != photo.sha256):
            self._say(fill(self.tr("Table photo %1 is missing at %2: Game > Find moved table photo…")
                           if status == "missing" else
                           self.tr("Table photo %1 at %2 is not the same file: Game > Find moved table photo…"),
                           photo.name, photo.path))
            self._show(None)
            return
        table = (float(self.board.table.width_in), float(self.board.table.height_in))
        if tuple(photo.table_in) != table:
            self._say(fill(self.tr("The table photo was set on a %1\" x %2\" table; this table is %3\" x %4\": "
                                   "click its corners again (Game > Table photo…)."),
                           f"{photo.table_in[0]:g}", f"{photo.table_in[1]:g}", f"{table[0]:g}", f"{table[1]:g}"))
            self._show(None)
            return
        key = (photo.sha256, photo.corners, photo.table_in)
        if self.item is not None and self._key == key:
            self.item.setOpacity(photo.opacity)
            return
        img = self.source(photo)
        if img is None:
            self._show(None)
            return
        try:
            upright = rectify(img, photo.corners, *photo.table_in)
        except InputError as err:
            self.note = err.message
            self._show(None)
            return
        self._key = key
        self.note = ""
        self._show(PhotoItem(upright, *photo.table_in, photo.opacity))

    def _say(self, note: str) -> None:
        """Keep ``note`` (why the photo is not drawn) and show it once in the status bar."""
        if note != self.note:
            self.board.hub.message.emit(note)
        self.note = note

    def _show(self, item: PhotoItem | None) -> None:
        if self.item is not None and self.item.scene() is not None:
            self.item.scene().removeItem(self.item)
        self.item = item
        if item is None:
            self._key = None
        else:
            self.board.scene.addItem(item)

    # -- actions --------------------------------------------------------------------------------------
    def open_dialog(self) -> None:
        from .photo_dialog import PhotoDialog

        if self.cmds is None:
            return
        photo = self.cmds.photo()
        if photo is None or file_status(photo) != "ok":
            path, _ = QFileDialog.getOpenFileName(self.board, self.tr("Your photo of the table"), "",
                                                  self.image_filter())
            if not path or not self.load(path):
                return
            photo = self.cmds.photo()
        img = self.source(photo)
        if img is None:
            self.board.hub.error.emit(self.tr("Table photo"), self.note)
            return
        t = self.board.table
        dlg = PhotoDialog(img, photo, t.width_in, t.height_in, self.board)
        dlg.choose_other.connect(lambda: (dlg.reject(), self.choose_other()))
        if dlg.exec() and dlg.corners_ok():
            self.apply(dlg.corners(), dlg.opacity(), dlg.aspect_confirmed)

    def choose_other(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self.board, self.tr("Your photo of the table"), "",
                                              self.image_filter())
        if path and self.load(path):
            self.open_dialog()

    def load(self, path: str | Path) -> bool:
        """Keep ``path`` as the game's table photo (read, hashed, recorded)."""
        try:   # read whole (a pipe, a bomb or a damaged file refused in words) before anything is recorded
            img = read_photo(path)
            sha = file_sha256(path)
        except (InputError, OSError) as exc:
            self.board.hub.error.emit(self.tr("Table photo"), str(exc))
            return False
        if not self._push(lambda: self.cmds.set_photo(path, img.width(), img.height(), sha)):
            return False
        self._source = (sha, img)
        return True

    def apply(self, corners, opacity: float, aspect_confirmed: bool = False) -> bool:
        t = self.board.table
        return self._push(lambda: self.cmds.calibrate(corners, t.width_in, t.height_in, opacity, aspect_confirmed))

    def relink(self) -> None:
        photo = self.cmds.photo() if self.cmds is not None else None
        if photo is None:
            return
        path, _ = QFileDialog.getOpenFileName(self.board, fill(self.tr("Where is %1 now?"), photo.name), "",
                                              self.image_filter())
        if path:
            self._push(lambda: self.cmds.relink(path))


__all__ = ["RECORD", "TablePhotoLayer", "PhotoItem", "rectify", "corner_transform", "read_photo"]
