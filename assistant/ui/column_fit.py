"""Side tabs that fit the narrow Game column (issue 23.1, part 1: about 356 px for a page at 1280x720, less
in German's longer words): a long check box text becomes a short one with a wrapped note under it, a row of
controls wraps onto as many rows as it needs (:class:`assistant.ui.widgets.ButtonGrid`), combo boxes shrink
to a few characters and form rows put a long field under its label. tests/ui/test_narrow_tabs.py checks
every tab of the hex boards and MacArthur."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtWidgets import (
    QAbstractButton, QBoxLayout, QCheckBox, QComboBox, QFormLayout, QGroupBox, QHBoxLayout, QLabel, QStyle, QVBoxLayout, QWidget,
)

from .widgets import ButtonGrid, note_label


TITLE_ROOM = 300   # px: a group box title wider than this goes inside the box, wrapped (German's long titles)


def fit_column(widget: QWidget, chars: int = 6) -> QWidget:
    """Let ``widget`` (a side tab's page) shrink to the column: every combo box under it sizes to ``chars``
    characters (its list still shows whole entries), every form puts a long row's field under its label and
    a group box title too long for the column becomes a wrapped heading inside its box; a wrapping label
    is as tall as its lines need at the width it gets."""
    for box in widget.findChildren(QGroupBox):
        wrap_title(box)
    for label in widget.findChildren(QLabel):
        # a wrapping label given its own size policy (to shrink with the column) lost its height-for-width:
        # at the column's width its last lines were cut off (German's longer words need more of them)
        policy = label.sizePolicy()
        if label.wordWrap() and not policy.hasHeightForWidth():
            policy.setHeightForWidth(True)
            label.setSizePolicy(policy)
    for box in widget.findChildren(QComboBox):
        box.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        box.setMinimumContentsLength(chars)
        # a combo box keeps the minimum size it worked out before (when its panel went into its scroll
        # area): a style change makes it work it out again
        QCoreApplication.sendEvent(box, QEvent(QEvent.Type.StyleChange))
        box.updateGeometry()
    for form in widget.findChildren(QFormLayout):
        form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)
    return widget


def wrap_title(box: QGroupBox, room: int = TITLE_ROOM) -> QLabel | None:
    """A group box title cannot wrap: one wider than ``room`` becomes a bold wrapped label at the top of the
    box (the box keeps it as its accessible name); the label, or None when the title fits."""
    title = box.title()
    lay = box.layout()
    if not title or box.fontMetrics().horizontalAdvance(title) <= room or not isinstance(lay, (QBoxLayout, QFormLayout)):
        return None
    heading = note_label(title)
    policy = heading.sizePolicy()
    policy.setHeightForWidth(True)
    heading.setSizePolicy(policy)
    heading.setTextFormat(Qt.TextFormat.PlainText)
    heading.setObjectName("group_title")
    font = heading.font()
    font.setBold(True)
    heading.setFont(font)
    box.setAccessibleName(title.replace("&", ""))
    box.setProperty("title_text", title)
    box.setTitle("")
    if isinstance(lay, QFormLayout):
        lay.insertRow(0, heading)
    else:
        lay.insertWidget(0, heading)
    return heading


def wrapping_row(*widgets: QWidget, columns: int = 0) -> ButtonGrid:
    """``widgets`` side by side while they fit the column's width, else on more rows (a longer translation)."""
    grid = ButtonGrid(columns or len(widgets))
    for w in widgets:
        grid.add(w)
    return grid


class NotedCheck(QWidget):
    """A check box with a short text and a wrapped note under it, in line with the text: a check box cannot
    wrap, so "Referee's correction: place a US unit on the map directly" would be wider than the column.
    The box keeps the short text as its accessible name and the note as its description."""

    def __init__(self, text: str, note: str, parent: QWidget | None = None):
        super().__init__(parent)
        self.check = QCheckBox(text)
        self.check.setAccessibleName(text.replace("&", ""))
        self.check.setAccessibleDescription(note)
        self.note = note_label(note)
        policy = self.note.sizePolicy()
        policy.setHeightForWidth(True)
        self.note.setSizePolicy(policy)
        self.note.setBuddy(self.check)
        style = self.check.style()
        indent = (style.pixelMetric(QStyle.PixelMetric.PM_IndicatorWidth, None, self.check)
                  + style.pixelMetric(QStyle.PixelMetric.PM_CheckBoxLabelSpacing, None, self.check))
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.setSpacing(0)
        lay.addWidget(self.check)
        self.note.setContentsMargins(indent, 0, 0, 0)
        lay.addWidget(self.note)

    def setToolTip(self, tip: str) -> None:  # noqa: N802 (Qt name): the box and its note alike
        super().setToolTip(tip)
        self.check.setToolTip(tip)
        self.note.setToolTip(tip)


class _ClickLabel(QLabel):
    """The words of a check box (or radio button) that wrap; a click on them ticks the box, as on its own
    text."""

    def __init__(self, text: str, box: QAbstractButton):
        super().__init__(text)
        self.box = box
        self.setWordWrap(True)
        self.setTextFormat(Qt.TextFormat.PlainText)
        self.setBuddy(box)

    def mouseReleaseEvent(self, event) -> None:  # noqa: N802 (Qt name)
        if event.button() == Qt.MouseButton.LeftButton and self.box.isEnabled():
            self.box.click()
        super().mouseReleaseEvent(event)


class WrappedCheck(QWidget):
    """A check box (or the radio button given) without a text and its words in a wrapping label beside it (a
    click on them ticks it): for a text that must be read whole, such as a chart's modifier. The box's
    accessible name is the text."""

    def __init__(self, text: str, button: QAbstractButton | None = None, parent: QWidget | None = None):
        super().__init__(parent)
        self.check = button if button is not None else QCheckBox()
        self.check.setText("")
        self.check.setAccessibleName(text.replace("&", ""))
        self.label = _ClickLabel(text, self.check)
        lay = QHBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.addWidget(self.check, 0, Qt.AlignmentFlag.AlignTop)
        lay.addWidget(self.label, 1)

    def setToolTip(self, tip: str) -> None:  # noqa: N802 (Qt name)
        super().setToolTip(tip)
        self.check.setToolTip(tip)
        self.label.setToolTip(tip)
