"""Setting the table photo on the table: click the table's four corners on the photo, in order from
the corner at the top left of the board, and pick how opaque the photo is drawn. The table's size is
the game's (4' x 8' or 5' x 10'); the upright preview beside the photo is what the board will show.
Corners that fold, go round counter-clockwise (a mirrored photo) or start at another corner (a turned
and squashed one) keep OK off and say why; an outline far from the table's width : height is asked
about before it is kept (``table_photo.check_corners``, issue 23.2). The dialog only collects the
clicks; the record is ``TablePhotoCommands.calibrate``'s."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QImage, QPen, QPixmap
from PySide6.QtWidgets import (
    QDialog, QDialogButtonBox, QGraphicsPixmapItem, QHBoxLayout, QLabel, QMessageBox, QPushButton, QSlider,
    QSplitter,
    QVBoxLayout, QWidget,
)

from assistant.core.errors import InputError
from assistant.games.table_photo import CornerCheck, TablePhoto, check_corners
from assistant.ui import theme
from assistant.ui.i18n import fill
from assistant.ui.mapimage.click_view import ImageClickView

from .photo import rectify

CORNER_COLOUR = "#ff6d00"


class PhotoView(ImageClickView):
    """The photo alone: the wheel zooms, a drag pans, a click (no drag) reports the photo pixel."""

    ZOOM_LIMITS = (1e-3, 32.0)
    CLICK_SLOP = 3

    def __init__(self, image: QImage, parent: QWidget | None = None):
        pixmap = QGraphicsPixmapItem(QPixmap.fromImage(image))
        pixmap.setTransformationMode(Qt.TransformationMode.SmoothTransformation)
        super().__init__(pixmap, "#37474f", 100, parent)
        self.pixmap = pixmap


class PhotoDialog(QDialog):
    """Four corner clicks and an opacity; ``corners()`` and ``opacity()`` once accepted."""

    choose_other = Signal()

    CORNERS = (QT_TRANSLATE_NOOP("PhotoDialog", "top left"), QT_TRANSLATE_NOOP("PhotoDialog", "top right"),
               QT_TRANSLATE_NOOP("PhotoDialog", "bottom right"), QT_TRANSLATE_NOOP("PhotoDialog", "bottom left"))

    def __init__(self, image: QImage, photo: TablePhoto, width_in: float, height_in: float,
                 parent: QWidget | None = None):
        super().__init__(parent)
        self.image, self.width_in, self.height_in = image, float(width_in), float(height_in)
        self.setWindowTitle(self.tr("Table photo"))
        self._corners: list[tuple[float, float]] = []
        self._marks: list = []
        self.aspect_confirmed = False      # the referee kept an outline far from the table's shape
        self.question: QMessageBox | None = None
        lay = QVBoxLayout(self)
        self.help = QLabel()
        self.help.setWordWrap(True)
        lay.addWidget(self.help)
        split = QSplitter(Qt.Orientation.Horizontal)
        self.view = PhotoView(image)
        self.view.clicked.connect(self.add_corner)
        self.view.setMinimumSize(360, 240)
        split.addWidget(self.view)
        self.preview = QLabel()
        self.preview.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.preview.setMinimumWidth(220)
        self.preview.setWordWrap(True)
        split.addWidget(self.preview)
        split.setStretchFactor(0, 3)
        split.setStretchFactor(1, 2)
        lay.addWidget(split, 1)
        row = QHBoxLayout()
        row.addWidget(QLabel(self.tr("Opacity over the table cloth:")))
        self.slider = QSlider(Qt.Orientation.Horizontal)
        self.slider.setRange(0, 100)
        self.slider.setValue(round(photo.opacity * 100))
        self.slider.setAccessibleName(self.tr("Photo opacity"))
        self.pct = QLabel()
        self.slider.valueChanged.connect(lambda v: self.pct.setText(f"{v}%"))
        self.pct.setText(f"{self.slider.value()}%")
        row.addWidget(self.slider, 1)
        row.addWidget(self.pct)
        lay.addLayout(row)
        self.message = QLabel()
        self.message.setWordWrap(True)
        lay.addWidget(self.message)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.again = QPushButton(self.tr("Click the corners again"))
        self.again.clicked.connect(self.clear_corners)
        other = QPushButton(self.tr("Another photo…"))
        other.clicked.connect(self.choose_other.emit)
        buttons.addButton(self.again, QDialogButtonBox.ButtonRole.ResetRole)
        buttons.addButton(other, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        self.ok = buttons.button(QDialogButtonBox.StandardButton.Ok)
        lay.addWidget(buttons)
        room = self.screen().availableGeometry() if self.screen() is not None else None
        self.resize(min(980, room.width() - 40) if room else 980, min(620, room.height() - 60) if room else 620)
        for x, y in photo.corners or ():
            self.add_corner(x, y)
        self._update()

    def showEvent(self, event) -> None:  # noqa: N802
        super().showEvent(event)
        self.view.fit_all()
        self._update()

    # -- clicks ---------------------------------------------------------------------------------------
    def add_corner(self, x: float, y: float) -> None:
        if len(self._corners) >= 4:
            return
        x = min(max(0.0, x), float(self.image.width()))
        y = min(max(0.0, y), float(self.image.height()))
        self._corners.append((x, y))
        pen = QPen(QColor(CORNER_COLOUR), 2)
        pen.setCosmetic(True)
        r = max(4.0, max(self.image.width(), self.image.height()) / 150)
        dot = self.view.scene().addEllipse(QRectF(x - r, y - r, 2 * r, 2 * r), pen)
        text = self.view.scene().addSimpleText(str(len(self._corners)))
        text.setBrush(QBrush(QColor(CORNER_COLOUR)))
        text.setFlag(text.GraphicsItemFlag.ItemIgnoresTransformations, True)
        text.setPos(QPointF(x + r, y + r))
        self._marks += [dot, text]
        self._update()

    def clear_corners(self) -> None:
        for m in self._marks:
            self.view.scene().removeItem(m)
        self._marks, self._corners = [], []
        self._update()

    def corners(self) -> list[tuple[float, float]]:
        return list(self._corners)

    def opacity(self) -> float:
        return self.slider.value() / 100.0

    def corners_ok(self) -> bool:
        return len(self._corners) == 4 and not self._problem()

    def check(self) -> CornerCheck | None:
        try:
            return check_corners(self._corners, self.width_in, self.height_in)
        except InputError:
            return None

    def _problem(self) -> str:
        try:
            check_corners(self._corners, self.width_in, self.height_in)
        except InputError as err:
            return err.message
        return ""

    def accept(self) -> None:
        """OK: an outline far from the table's width : height is asked about first (No: back to the
        corners)."""
        check = self.check() if len(self._corners) == 4 else None
        if check is None:
            return
        if check.question:
            self.question = QMessageBox(QMessageBox.Icon.Question, self.tr("Table photo"),
                                        check.question + "\n\n" + self.tr("Keep these corners?"),
                                        QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No, self)
            self.question.setDefaultButton(QMessageBox.StandardButton.No)
            answer = self.question.exec()
            self.question = None
            if answer != QMessageBox.StandardButton.Yes:
                return
            self.aspect_confirmed = True
        super().accept()

    def _update(self) -> None:
        n = len(self._corners)
        size = fill(self.tr("The table is %1\" x %2\" (from the game)."), f"{self.width_in:g}", f"{self.height_in:g}")
        if n < 4:
            self.help.setText(size + " " + fill(self.tr("Click the corner of the table that the board shows at its "
                                                        "%1 (corner %2 of 4). The wheel zooms, a drag pans."),
                                                self.tr(self.CORNERS[n]), n + 1))
        else:
            self.help.setText(size + " " + self.tr("All four corners are clicked: the preview shows the table as "
                                                   "the board will draw it."))
        problem = self._problem() if n == 4 else ""
        check = self.check() if n == 4 and not problem else None
        self.message.setText(problem or (check.question if check is not None else ""))
        self.message.setStyleSheet(theme.text_style("bad" if problem else "warning", self) if self.message.text() else "")
        self.ok.setEnabled(n == 4 and not problem)
        self.again.setEnabled(n > 0)
        if n == 4 and not problem:
            room = max(160, self.preview.width() - 12)      # the whole table fits beside the photo
            k = min(room / self.width_in, 360 / self.height_in)
            self.preview.setPixmap(QPixmap.fromImage(rectify(self.image, self._corners, self.width_in,
                                                             self.height_in, k)))
        else:
            self.preview.setText(self.tr("The upright table appears here once its four corners are clicked."))
