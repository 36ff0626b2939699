"""Game > Rulings: the referee's readings of the rules for this game, saved with it (undoable)."""

from __future__ import annotations

import importlib
from dataclasses import fields

from PySide6.QtWidgets import (
    QCheckBox, QDialog, QDialogButtonBox, QDoubleSpinBox, QFormLayout, QLabel, QVBoxLayout,
)

from assistant.core.errors import InputError
from assistant.games.setup import rulings_class
from assistant.store import games


def _labels(family: str) -> dict[str, tuple[str, str, str]]:
    """field name -> (code, default reading, second reading), where the rulings module says so."""
    try:
        module = importlib.import_module(f"assistant.games.{family}.rulings")
    except ModuleNotFoundError:
        return {}
    table = getattr(module, "_LABELS", None) or getattr(module, "LABELS", None) or {}
    return {v[0]: (code, v[1], v[2]) for code, v in table.items()}


class RulingsDialog(QDialog):
    def __init__(self, hub, parent=None):
        super().__init__(parent)
        self.hub = hub
        s = hub.session
        self.setWindowTitle(f"Rulings: {s.name}")
        self.cls = rulings_class(s.kind.family)
        lay = QVBoxLayout(self)
        lay.addWidget(QLabel("Each box switches a ruling to its second reading. Every roll and measurement "
                             "records the reading it used."))
        form = QFormLayout()
        self.editors = {}
        current = s.settings.get("rulings", {})
        labels = _labels(s.kind.family)
        if self.cls is None:
            lay.addWidget(QLabel("This game has no ruling toggles."))
        else:
            value = self.cls.from_dict(current)
            for f in fields(self.cls):
                v = getattr(value, f.name)
                code, default_text, toggled_text = labels.get(f.name, ("", f.name.replace("_", " "), ""))
                if isinstance(v, bool):
                    ed = QCheckBox(toggled_text or "on")
                    ed.setChecked(v)
                    ed.setToolTip(f"Default: {default_text}")
                    form.addRow(f"{code or f.name}:", ed)
                else:
                    ed = QDoubleSpinBox()
                    ed.setDecimals(2)
                    ed.setSingleStep(0.05)
                    ed.setRange(0, 10)
                    ed.setValue(float(v))
                    ed.setSuffix(" in" if f.name.endswith("_in") else "")
                    form.addRow(f"{code or f.name.replace('_', ' ')}:", ed)
                self.editors[f.name] = ed
        lay.addLayout(form)
        self.problem = QLabel()
        self.problem.setStyleSheet("color:#a00")
        lay.addWidget(self.problem)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.apply)
        buttons.rejected.connect(self.reject)
        lay.addWidget(buttons)

    def values(self) -> dict:
        out = {}
        for name, ed in self.editors.items():
            out[name] = ed.isChecked() if isinstance(ed, QCheckBox) else ed.value()
        return out

    def apply(self) -> None:
        s = self.hub.session
        try:
            rulings = self.cls.from_dict(self.values()) if self.cls else None
        except InputError as exc:
            self.problem.setText(str(exc))
            return
        if rulings is not None:
            settings = dict(s.settings)
            settings["rulings"] = rulings.to_dict()
            if settings != s.settings:
                self.hub.push(games.settings_change(s.store, s.game_id, settings, "Change the rulings"))
        self.accept()
