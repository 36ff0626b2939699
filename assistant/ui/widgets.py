"""Small widgets the boards share."""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtWidgets import QGridLayout, QLabel, QPushButton, QScrollArea, QStyle, QWidget

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
    than forcing the window taller than a laptop screen. Sideways it scrolls only when the panel cannot be
    made as narrow as its column (a longer translation: issue 23.3); its right part is never cut off unseen."""
    area = scroll if scroll is not None else QScrollArea()
    area.setWidget(widget)
    area.setWidgetResizable(True)
    area.setFrameShape(QScrollArea.Shape.NoFrame)
    area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
    return area


def wrapping_list(view):
    """A list whose long lines wrap at its width instead of running off its right edge (issue 23: the
    Banzai runs, the action log in a 340-pixel column): no sideways scrolling, every word in sight."""
    from PySide6.QtWidgets import QListView

    view.setWordWrap(True)
    view.setTextElideMode(Qt.TextElideMode.ElideNone)
    view.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    view.setResizeMode(QListView.ResizeMode.Adjust)
    view.setUniformItemSizes(False)
    return view


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



class ButtonGrid(QWidget):
    """Buttons in a grid of as many columns (at most ``columns``) as their widest text allows at the
    width it gets: three in a row in English, two when a translation's words are longer (issue 23.3)."""

    def __init__(self, columns: int = 3, parent: QWidget | None = None):
        super().__init__(parent)
        self.most = columns
        self.buttons: list[QWidget] = []
        self.grid = QGridLayout(self)
        self.grid.setContentsMargins(0, 0, 0, 0)
        self.grid.setSizeConstraint(QGridLayout.SizeConstraint.SetNoConstraint)  # narrower: fewer columns
        self.columns = 0

    def add(self, button: QWidget) -> QWidget:
        self.buttons.append(button)
        self._place(self.most)
        return button

    def _widest(self) -> int:
        return max((b.sizeHint().width() for b in self.buttons), default=0)

    def _fitting(self, width: int) -> int:
        spacing = max(0, self.grid.horizontalSpacing())
        widest = self._widest()
        for n in range(self.most, 1, -1):
            if n * widest + (n - 1) * spacing <= width:
                return n
        return 1

    def _place(self, columns: int) -> None:
        if columns == self.columns and all(self.grid.indexOf(b) >= 0 for b in self.buttons):
            return
        self.columns = columns
        for b in self.buttons:
            self.grid.removeWidget(b)
        for k, b in enumerate(self.buttons):
            self.grid.addWidget(b, k // columns, k % columns)
        for c in range(self.most):
            self.grid.setColumnStretch(c, 1 if c < columns else 0)

    def minimumSizeHint(self) -> QSize:  # noqa: N802 (Qt name): one column is the least it needs
        hint = super().minimumSizeHint()
        return QSize(min(hint.width(), self._widest()), hint.height())

    def resizeEvent(self, event) -> None:  # noqa: N802 (Qt name)
        super().resizeEvent(event)
        columns = self._fitting(event.size().width())
        if columns != self.columns:
            self._place(columns)
            self.updateGeometry()


class FittingButton(QPushButton):
    """A button that shows its long text while it fits and its short one when it does not ("Next phase
    (Ctrl+Return)", then "Next phase"): a longer translation never clips it (issue 23.3)."""

    def __init__(self, text: str, short: str, parent: QWidget | None = None):
        super().__init__(text, parent)
        self.texts = (text, short)

    def set_texts(self, text: str, short: str) -> None:
        self.texts = (text, short)
        self._choose(self.width())

    def _need(self, text: str) -> int:
        return self.fontMetrics().horizontalAdvance(text) + 2 * self.style().pixelMetric(
            QStyle.PixelMetric.PM_ButtonMargin, None, self) + 8

    def _choose(self, width: int) -> None:
        long_text, short = self.texts
        text = long_text if self._need(long_text) <= width else short
        if text != self.text():
            self.setText(text)

    def minimumSizeHint(self) -> QSize:  # noqa: N802 (Qt name)
        hint = super().minimumSizeHint()
        return QSize(min(hint.width(), self._need(self.texts[1])), hint.height())

    def resizeEvent(self, event) -> None:  # noqa: N802 (Qt name)
        super().resizeEvent(event)
        self._choose(event.size().width())


def note_label(text: str = "") -> QLabel:
    """A side panel's note: wraps, and lets the panel shrink to the narrow column of a laptop."""
    from PySide6.QtWidgets import QSizePolicy

    lbl = QLabel(text)
    lbl.setWordWrap(True)
    lbl.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
    return lbl


def error_label() -> QLabel:
    """Where a panel says why a command was refused: plain text (a message quoting a name from a shared
    database shows its characters, never markup: issue 26), in the palette's "bad" colour."""
    from PySide6.QtCore import Qt

    from . import theme

    lbl = note_label("")
    lbl.setTextFormat(Qt.TextFormat.PlainText)
    lbl.setStyleSheet(theme.text_style("bad", lbl, "font-weight: bold"))
    return lbl


class ElidedLabel(QLabel):
    """A one-line label cut with "…" to a share of its window's width (``share``; at least ``least``, at most
    ``cap`` pixels): a status bar's permanent label that leaves its messages room. ``text()``, the tooltip
    and a screen reader get the whole text, ``shown()`` what is drawn; ``refit()`` when the window resizes."""

    def __init__(self, share: float, cap: int, least: int = 120, parent: QWidget | None = None):
        super().__init__(parent)
        self.share, self.cap, self.least = share, cap, least
        self._full = ""
        self.setTextFormat(Qt.TextFormat.PlainText)   # names of games, units and figures are the referee's text

    def text(self) -> str:  # noqa: D102 - the whole text, not the cut one shown
        return self._full

    def shown(self) -> str:
        return super().text()

    def setText(self, text: str) -> None:  # noqa: N802 (Qt name)
        self._full = text
        self.refit()

    def refit(self) -> None:
        win = self.window()
        room = max(self.least, min(self.cap, int((win.width() if win is not self else 800) * self.share)))
        self.setMaximumWidth(room)
        super().setText(self.fontMetrics().elidedText(self._full, Qt.TextElideMode.ElideRight, room - 8))
        self.setToolTip(self._full)
        self.setAccessibleDescription(self._full)
