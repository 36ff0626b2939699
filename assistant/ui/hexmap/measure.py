"""Measuring on a hex map: two hexes (typed or clicked), their distance, the hex line between them,
the hexes within N of the first; each board adds its own answers (air box, sight line).

:class:`HexMeasure` is the shared state (the board's view draws it, the Measure dock edits it);
every answer comes from ``assistant.core.hexes`` / ``hex_sight``.
"""

from __future__ import annotations

from html import escape
from typing import Callable

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtWidgets import (
    QCheckBox, QFormLayout, QGroupBox, QHBoxLayout, QLabel, QLineEdit, QPlainTextEdit, QPushButton,
    QSizePolicy, QSpinBox, QVBoxLayout, QWidget,
)

from assistant.core.errors import InputError
from assistant.core.hexes import Hex, HexMap, distance, line, within
from assistant.ui import theme
from assistant.ui.i18n import fill, translate

A_COLOUR = "#1565c0"
B_COLOUR = "#c62828"
LINE_COLOUR = "#f9a825"
WITHIN_COLOUR = "#7cb342"


class HexMeasure(QObject):
    """The two picked hexes, the radius for "within N", and the last refusal (a bad hex number)."""

    changed = Signal()

    def __init__(self, hexmap: HexMap, parent: QObject | None = None):
        super().__init__(parent)
        self.map = hexmap
        self.a: Hex | None = None
        self.b: Hex | None = None
        self.n = 3
        self.show_within = False
        self.show_line = True
        self.error = ""

    # -- picking ----------------------------------------------------------------------------------
    def click(self, h: Hex) -> None:
        """First click sets A, second B, a third starts again from A."""
        if self.a is None or self.b is not None:
            self.a, self.b = h, None
        else:
            self.b = h
        self.error = ""
        self.changed.emit()

    def set_text(self, which: str, text: str) -> bool:
        """Set A or B from a printed hex number; a bad number keeps the old hex and sets ``error``."""
        text = text.strip()
        if not text:
            setattr(self, which, None)
            self.error = ""
            self.changed.emit()
            return True
        try:
            h = self.map.parse(text)
        except InputError as err:
            self.error = str(err)
            self.changed.emit()
            return False
        setattr(self, which, h)
        self.error = ""
        self.changed.emit()
        return True

    def set_n(self, n: int) -> None:
        self.n = int(n)
        self.changed.emit()

    def set_show_within(self, on: bool) -> None:
        self.show_within = bool(on)
        self.changed.emit()

    def clear(self) -> None:
        self.a = self.b = None
        self.error = ""
        self.changed.emit()

    # -- answers (the core's) ---------------------------------------------------------------------
    def label(self, h: Hex | None) -> str:
        if h is None:
            return ""
        return self.map.label(h) if self.map.contains(h) else str(h)

    @property
    def distance(self) -> int | None:
        return distance(self.a, self.b) if self.a is not None and self.b is not None else None

    def line_hexes(self) -> list[Hex]:
        if self.a is None or self.b is None:
            return []
        return line(self.a, self.b)

    def within_hexes(self) -> list[Hex]:
        if self.a is None:
            return []
        return [h for h in within(self.a, self.n) if self.map.contains(h)]

    def describe(self) -> str:
        """The measurement in plain words (what a screen reader reads for the answer)."""
        if self.a is None:
            return translate("hexmap", "Measure: no hex picked; pick A, then B.")
        if self.b is None:
            return fill(translate("hexmap", "Measure: A is hex %1; pick B."), self.label(self.a))
        return fill(translate("hexmap", "Measure: A %1 to B %2, %3."), self.label(self.a), self.label(self.b),
                    hexes_text(self.distance))


def hexes_text(n: int) -> str:
    return translate("hexmap", "%n hex(es)", "", n)


def big(label: QLabel, points: int = 6, bold: bool = True) -> QLabel:
    f = label.font()
    f.setPointSize(f.pointSize() + points)
    f.setBold(bold)
    label.setFont(f)
    return label


def wrapping_policy() -> QSizePolicy:
    """Any width, and the height its wrapped lines need at that width (a policy set by hand drops the
    height-for-width a wrapping label has, and a long translation was cut off below: issue 23.3)."""
    policy = QSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
    policy.setHeightForWidth(True)
    return policy


class MeasurePanel(QWidget):
    """The Measure dock for a hex board. ``extras(measure) -> [(title, text, colour)]`` adds the
    board's own answers (air-box distance, sight line)."""

    def __init__(self, measure: HexMeasure, extras: Callable[[HexMeasure], list[tuple[str, str, str]]] | None = None,
                 hint: str = ""):
        super().__init__()
        self.m = measure
        self.extras = extras
        lay = QVBoxLayout(self)
        lay.setContentsMargins(6, 6, 6, 6)
        hint_lbl = QLabel(hint or translate("hexmap", "Type hex numbers or click two hexes on the map."))
        hint_lbl.setWordWrap(True)
        hint_lbl.setSizePolicy(wrapping_policy())   # as tall as its lines at the dock's width
        lay.addWidget(hint_lbl)
        form = QFormLayout()
        self.a_edit = QLineEdit()
        self.b_edit = QLineEdit()
        example = getattr(measure, "example", "") or ("17.16" if measure.map.numbering == "dotted" else "0528")
        for e, which in ((self.a_edit, "a"), (self.b_edit, "b")):
            e.setPlaceholderText(fill(translate("hexmap", "e.g. %1"), example))
            f = e.font()
            f.setPointSize(f.pointSize() + 3)
            e.setFont(f)
            e.returnPressed.connect(lambda w=which, ed=e: self.m.set_text(w, ed.text()))
            e.editingFinished.connect(lambda w=which, ed=e: self._edited(w, ed))
        a_ink, b_ink = (theme.readable(c, theme.colour("window", self)).name() for c in (A_COLOUR, B_COLOUR))
        a_lbl = QLabel(fill(translate("hexmap", "%1 from"), f"<b style='color:{a_ink}'>A</b>"))
        b_lbl = QLabel(fill(translate("hexmap", "%1 to"), f"<b style='color:{b_ink}'>B</b>"))
        self.setAccessibleName(translate("hexmap", "Measure"))
        self.a_edit.setAccessibleName(translate("hexmap", "Hex A, measure from"))
        self.b_edit.setAccessibleName(translate("hexmap", "Hex B, measure to"))
        for e in (self.a_edit, self.b_edit):
            e.setAccessibleDescription(fill(translate("hexmap", "A hex number such as %1; Enter draws it on the map"),
                                            example))
        a_lbl.setBuddy(self.a_edit)
        b_lbl.setBuddy(self.b_edit)
        form.addRow(a_lbl, self.a_edit)
        form.addRow(b_lbl, self.b_edit)
        lay.addLayout(form)
        self.error = QLabel()
        self.error.setWordWrap(True)
        self.error.setStyleSheet(theme.text_style("bad", self, "font-weight: bold"))
        self.error.setObjectName("measure_error")
        lay.addWidget(self.error)
        self.distance = big(QLabel(translate("hexmap", "Distance: —")), 8)
        self.distance.setAccessibleName(translate("hexmap", "Distance"))
        self.distance.setWordWrap(True)              # a narrow dock wraps the answer instead of scrolling
        self.distance.setSizePolicy(wrapping_policy())
        lay.addWidget(self.distance)
        row = QHBoxLayout()
        self.within_box = QCheckBox(translate("hexmap", "Shade hexes within"))
        self.within_box.setAccessibleName(translate("hexmap", "Shade the hexes within N of A"))
        self.n_spin = QSpinBox()
        self.n_spin.setRange(0, 40)
        self.n_spin.setValue(measure.n)
        self.n_spin.setAccessibleName(translate("hexmap", "N, hexes from A"))
        row.addWidget(self.within_box)
        row.addWidget(self.n_spin)
        row.addWidget(QLabel(translate("hexmap", "of A")))
        row.addStretch(1)
        lay.addLayout(row)
        self.within_box.toggled.connect(measure.set_show_within)
        self.n_spin.valueChanged.connect(measure.set_n)
        self.extra_box = QGroupBox(translate("hexmap", "For this game"))
        self.extra_lay = QVBoxLayout(self.extra_box)
        self.extra_labels: list[QLabel] = []
        lay.addWidget(self.extra_box)
        lay.addWidget(QLabel(translate("hexmap", "Hex line A to B:")))
        self.line_text = QPlainTextEdit()
        self.line_text.setReadOnly(True)
        self.line_text.setMaximumHeight(70)
        self.line_text.setAccessibleName(translate("hexmap", "Hex line from A to B"))
        lay.addWidget(self.line_text)
        self.within_title = QLabel(translate("hexmap", "Within N of A:"))
        lay.addWidget(self.within_title)
        self.within_text = QPlainTextEdit()
        self.within_text.setReadOnly(True)
        self.within_text.setMaximumHeight(90)
        self.within_text.setAccessibleName(translate("hexmap", "Hexes within N of A"))
        lay.addWidget(self.within_text)
        clear = QPushButton(translate("hexmap", "Clear A and B"))
        clear.clicked.connect(measure.clear)
        lay.addWidget(clear)
        lay.addStretch(1)
        measure.changed.connect(self.refresh)
        self.refresh()

    def _edited(self, which: str, edit: QLineEdit) -> None:
        current = self.m.label(getattr(self.m, which))
        if edit.text().strip() != current:
            self.m.set_text(which, edit.text())

    def refresh(self) -> None:
        m = self.m
        for e, h in ((self.a_edit, m.a), (self.b_edit, m.b)):
            if not e.hasFocus() or not m.error:
                if not m.error:
                    e.setText(m.label(h))
        self.error.setText(m.error)
        self.error.setVisible(bool(m.error))
        d = m.distance
        if d is None:
            self.distance.setText(translate("hexmap", "Distance: pick A and B") if m.a is None or m.b is None else "")
        else:
            self.distance.setText(fill(translate("hexmap", "Distance %1 → %2: %3"), m.label(m.a), m.label(m.b),
                                       hexes_text(d)))
        self.distance.setAccessibleDescription(m.describe())
        self.setAccessibleDescription(m.describe())
        hexes = m.line_hexes()
        self.line_text.setPlainText(" → ".join(m.label(h) for h in hexes) if hexes else "")
        w = m.within_hexes()
        self.within_title.setText(fill(translate("hexmap", "Within %1 of A: %2"), m.n,
                                       translate("hexmap", "%n map hex(es)", "", len(w)))
                                  if m.a else translate("hexmap", "Within N of A:"))
        self.within_text.setPlainText(", ".join(sorted((m.label(h) for h in w), key=_sort_key)) if m.a else "")
        extras = self.extras(m) if self.extras else []
        while len(self.extra_labels) < len(extras):
            lbl = QLabel()
            lbl.setWordWrap(True)
            lbl.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
            lbl.setTextFormat(Qt.TextFormat.RichText)
            big(lbl, 2, False)
            self.extra_lay.addWidget(lbl)
            self.extra_labels.append(lbl)
        for i, lbl in enumerate(self.extra_labels):
            if i < len(extras):
                title, text, colour = extras[i]
                ink = theme.readable(colour, theme.colour("window", self)).name()
                lbl.setText(f"<b>{escape(title)}</b>: <span style='color:{ink}'><b>{escape(text)}</b></span>")
                lbl.setAccessibleName(title)
                lbl.setAccessibleDescription(f"{title}: {text}")
                lbl.show()
            else:
                lbl.hide()
        self.extra_box.setVisible(bool(extras))


def _sort_key(label: str):
    parts = label.replace(".", " ").split()
    return tuple(int(p) for p in parts if p.isdigit()) or (label,)
