"""What the MacArthur tabs share: side abbreviations, the legend's marks, label and form helpers."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP
from PySide6.QtWidgets import QComboBox, QFormLayout, QHBoxLayout, QLabel, QSpinBox, QWidget

SIDE_SHORT = {
    "korea": {"blue": "UN", "red": "NK"},
    "new_guinea": {"blue": "AL", "red": "JP"},
    "bataan_retreat": {"blue": "AL", "red": "JP"},
}
LEGEND_MARKS = {   # the map marks each campaign's board uses (the legend shows only those; see Legend.ALL_MARKS)
    "korea": (QT_TRANSLATE_NOOP("Legend", "▲N supply arrow"), QT_TRANSLATE_NOOP("Legend", "P Pusan Perimeter")),
    "new_guinea": (QT_TRANSLATE_NOOP("Legend", "✈ air strip"),),
    "bataan_retreat": (QT_TRANSLATE_NOOP("Legend", "AF airfield"), QT_TRANSLATE_NOOP("Legend", "➤ one-way road")),
}


def big(label: QLabel, pt: int = 13, bold: bool = True) -> QLabel:
    f = label.font()
    f.setPointSize(pt)
    f.setBold(bold)
    label.setFont(f)
    label.setWordWrap(True)
    return label


def wrapped(text: str = "") -> QLabel:
    lab = QLabel(text)
    lab.setWordWrap(True)
    return lab


def spin_pair(top: int, labels: tuple[str, str] = ("Large", "Small")) -> tuple[QSpinBox, QSpinBox, QHBoxLayout]:
    """Two spin boxes (Large, Small) in a row."""
    row = QHBoxLayout()
    boxes = []
    for lab in labels:
        sp = QSpinBox()
        sp.setRange(0, top)
        sp.setMaximumWidth(64)
        row.addWidget(QLabel(lab))
        row.addWidget(sp)
        boxes.append(sp)
    return boxes[0], boxes[1], row


def narrow(widget: QWidget) -> None:
    """A narrow side panel (1366x768): form labels above long fields, combo boxes that shrink."""
    for form in widget.findChildren(QFormLayout):
        form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)
    for box in widget.findChildren(QComboBox):
        box.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        box.setMinimumContentsLength(8)


def fill_towns(box: QComboBox, names: list[str], blank: bool = True) -> None:
    """Refill a combo box with ``names``, keeping the choice when it is still there."""
    cur = box.currentText()
    box.blockSignals(True)
    box.clear()
    if blank:
        box.addItem("")
    box.addItems(names)
    if cur in names:
        box.setCurrentText(cur)
    box.blockSignals(False)
