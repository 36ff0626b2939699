"""Game > Rulings: the referee's readings of the rules for this game, saved with it (undoable)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QCheckBox, QComboBox, QDialog, QDialogButtonBox, QDoubleSpinBox, QFormLayout, QLabel, QVBoxLayout,
)

from assistant.core.errors import InputError
from assistant.games.game_settings import rulings_change
from assistant.games.setup import rulings_class
from . import theme
from .i18n import translate


class RulingsDialog(QDialog):
    def __init__(self, hub, parent=None):
        super().__init__(parent)
        self.hub = hub
        s = hub.session
        self.setWindowTitle(translate("rulings_dialog", "Rulings: %1").replace("%1", s.name))
        self.cls = rulings_class(s.kind.family)
        lay = QVBoxLayout(self)
        lay.addWidget(QLabel(translate("rulings_dialog", "Each box switches a ruling to its second reading. Every roll "
                                       "and measurement records the reading it used.")))
        form = QFormLayout()
        self.editors = {}
        current = s.settings.get("rulings", {})
        if self.cls is None:
            lay.addWidget(QLabel(translate("rulings_dialog", "This game has no ruling toggles.")))
        else:
            try:
                value = self.cls.from_dict(current)
            except InputError as exc:   # a stored setting this version cannot read: start from the defaults
                said = QLabel(translate("rulings_dialog", "The stored rulings could not be read (%1); the defaults "
                                        "are shown.").replace("%1", str(exc)))
                said.setTextFormat(Qt.TextFormat.PlainText)
                lay.addWidget(said)
                value = self.cls()
            defaults = self.cls()
            for point in self.cls.points():
                self.editors[point.field] = self._editor(form, point, getattr(value, point.field),
                                                         getattr(defaults, point.field))
        lay.addLayout(form)
        self.problem = QLabel()
        self.problem.setStyleSheet(theme.text_style("bad", self))
        lay.addWidget(self.problem)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.apply)
        buttons.rejected.connect(self.reject)
        lay.addWidget(buttons)

    @staticmethod
    def _editor(form: QFormLayout, point, value, default):
        """One editor for one ruling point, as its description says (toggle, choice or number)."""
        label = f"{point.code}:" if point.code else ""
        if point.kind == "toggle":
            ed = QCheckBox(point.other)
            ed.setChecked(bool(value))
            ed.setToolTip(translate("rulings_dialog", "Unticked: %1").replace("%1", point.default))
        elif point.kind == "choice":
            ed = QComboBox()
            for v, words in point.choices:
                ed.addItem(words + (translate("rulings_dialog", " (default)") if v == default else ""), v)
            ed.setCurrentIndex(max(0, ed.findData(value)))
            label = f"{point.code} {point.default}:" if point.code else f"{point.default}:"
        else:
            ed = QDoubleSpinBox()
            ed.setDecimals(2)
            ed.setSingleStep(0.05)
            ed.setRange(point.minimum, point.maximum)
            ed.setValue(float(value))
            ed.setSuffix(f" {point.unit.strip()}" if point.unit else "")
            ed.setToolTip(point.default)
            label = f"{point.code} {point.default}:"
        ed.setAccessibleName(f"{point.code} {point.default}".strip())
        form.addRow(label, ed)
        return ed

    def values(self) -> dict:
        out = {}
        for name, ed in self.editors.items():
            if isinstance(ed, QCheckBox):
                out[name] = ed.isChecked()
            elif isinstance(ed, QComboBox):
                out[name] = ed.currentData()
            else:
                out[name] = ed.value()
        return out

    def apply(self) -> None:
        s = self.hub.session
        try:
            rulings = self.cls.from_dict(self.values()) if self.cls else None
        except InputError as exc:
            self.problem.setTextFormat(Qt.TextFormat.PlainText)
            self.problem.setText(str(exc))
            return
        if rulings is not None and rulings.to_dict() != s.settings.get("rulings"):
            self.hub.push(rulings_change(s, rulings))
        self.accept()
