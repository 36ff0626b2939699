"""Small widgets the boards share."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QScrollArea, QWidget


def scrolling(widget: QWidget, scroll: QScrollArea | None = None) -> QScrollArea:
    """``widget`` in a vertical scroll area that follows its width: a side panel that scrolls rather
    than forcing the window taller than a laptop screen."""
    area = scroll if scroll is not None else QScrollArea()
    area.setWidget(widget)
    area.setWidgetResizable(True)
    area.setFrameShape(QScrollArea.Shape.NoFrame)
    area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    return area
