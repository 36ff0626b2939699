"""Small widgets the boards share."""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtWidgets import QLabel, QScrollArea, QWidget

from assistant.core.errors import InputError


def run_command(hub, error: QLabel, command, *args, **kwargs):
    """Run one Qt-free command and push the Change it returns; a refusal (``InputError``) is shown in
    ``error`` and nothing changes. Returns the applied Change, or None."""
    try:
        change = command(*args, **kwargs)
    except InputError as err:
        from .i18n import tr_message

        error.setText(tr_message(err.message) + (f" ({err.where})" if err.where else ""))
        return None
    error.setText("")
    return change if hub.push(change) else None


def scrolling(widget: QWidget, scroll: QScrollArea | None = None) -> QScrollArea:
    """``widget`` in a vertical scroll area that follows its width: a side panel that scrolls rather
    than forcing the window taller than a laptop screen."""
    area = scroll if scroll is not None else QScrollArea()
    area.setWidget(widget)
    area.setWidgetResizable(True)
    area.setFrameShape(QScrollArea.Shape.NoFrame)
    area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    return area


def shrinking(widget: QWidget) -> QScrollArea:
    """``widget`` in a scroll area both ways: a dock that may shrink on a laptop screen and scrolls what
    no longer fits (the widget keeps its own minimum size inside)."""
    area = QScrollArea()
    area.setWidget(widget)
    area.setWidgetResizable(True)
    area.setFrameShape(QScrollArea.Shape.NoFrame)
    return area


LAPTOP = QSize(1280, 680)  # 1280x720 less a title bar and a panel: every dialog fits it


def fit_size(widget: QWidget, width: int, height: int) -> None:
    """Resize ``widget`` to ``width`` x ``height``, bounded by a laptop screen and the screen it is on."""
    size = QSize(width, height).boundedTo(LAPTOP)
    screen = widget.screen()
    if screen is not None:
        size = size.boundedTo(screen.availableGeometry().size())
    widget.resize(size)
