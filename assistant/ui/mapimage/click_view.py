"""A view of one image alone for clicking points on it (the hex centres and corners of a map scan, the
four corners of the Bataan table photo): the wheel zooms about the pointer, a drag pans, a click (a
press released where it started) reports the image pixel. The dialogs around it only collect the
clicks."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QPainter
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene, QGraphicsView, QWidget


class ImageClickView(QGraphicsView):
    """``image_item`` alone on a ``background`` scene reaching ``margin`` pixels past it; ``clicked``
    gives the image pixel of a click."""

    clicked = Signal(float, float)

    ZOOM_LIMITS = (1e-4, 16.0)   # the view's scale stays strictly between these
    CLICK_SLOP = 5               # a release at most this far (Manhattan, view pixels) from the press is a click

    def __init__(self, image_item: QGraphicsItem, background: str, margin: float,
                 parent: QWidget | None = None):
        super().__init__(parent)
        self.setScene(QGraphicsScene(self))
        self.scene().setBackgroundBrush(QBrush(QColor(background)))
        self.image_item = image_item
        self.scene().addItem(image_item)
        rect = QRectF(image_item.boundingRect())
        self.scene().setSceneRect(rect.adjusted(-margin, -margin, margin, margin))
        self.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.AnchorUnderMouse)
        self._press = self._last = None

    def fit_all(self) -> None:
        self.fitInView(self.image_item.boundingRect(), Qt.AspectRatioMode.KeepAspectRatio)

    def wheelEvent(self, event) -> None:  # noqa: N802
        f = 1.25 ** (event.angleDelta().y() / 120.0)
        low, high = self.ZOOM_LIMITS
        if low < self.transform().m11() * f < high:
            self.scale(f, f)

    def mousePressEvent(self, event) -> None:  # noqa: N802
        self._press = self._last = event.position()

    def mouseMoveEvent(self, event) -> None:  # noqa: N802
        if self._press is not None:
            d = event.position() - self._last
            self._last = event.position()
            self.horizontalScrollBar().setValue(self.horizontalScrollBar().value() - int(d.x()))
            self.verticalScrollBar().setValue(self.verticalScrollBar().value() - int(d.y()))

    def mouseReleaseEvent(self, event) -> None:  # noqa: N802
        if self._press is not None and (event.position() - self._press).manhattanLength() <= self.CLICK_SLOP:
            p = self.mapToScene(event.position().toPoint())
            self.clicked.emit(p.x(), p.y())
        self._press = None
