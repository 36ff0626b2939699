"""Game > Rulings: the referee's readings of the rules for this game, saved with it (undoable)."""

from __future__ import annotations

import importlib
from dataclasses import fields

from PySide6.QtWidgets import (
    QCheckBox, QComboBox, QDialog, QDialogButtonBox, QDoubleSpinBox, QFormLayout, QLabel, QVBoxLayout,
)

from assistant.core.errors import InputError
from assistant.games.setup import rulings_class
from assistant.store import games


def _module(family: str):
    try:
        return importlib.import_module(f"assistant.games.{family}.rulings")
    except ModuleNotFoundError:
        return None


def _labels(family: str, value) -> dict[str, tuple[str, str, str]]:
    """field name -> (ruling code, default reading, second reading), from what the rulings module says:
    a table of readings (``_LABELS``: code -> (field, default, second)), or a ``labels()`` method naming
    each field's ruling, or a field name that starts with its code (``m7_...`` is M7)."""
    module = _module(family)
    table = getattr(module, "_LABELS", None) or {}
    out = {v[0]: (code, v[1], v[2]) for code, v in table.items()}
    codes = value.labels() if hasattr(value, "labels") else {}
    for f in fields(value):
        if f.name in out:
            continue
        code = codes.get(f.name) or (f.name.split("_")[0].upper() if f.name[:1].isalpha() and
                                     f.name.split("_")[0][1:].isdigit() else "")
        words = f.name.replace("_", " ")
        if code and words.lower().startswith(code.lower() + " "):
            words = words[len(code) + 1:]
        out[f.name] = (code, words, words)
    return out


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
        if self.cls is None:
            lay.addWidget(QLabel("This game has no ruling toggles."))
        else:
            value = self.cls.from_dict(current)
            labels = _labels(s.kind.family, value)
            choices = getattr(_module(s.kind.family), "CHOICES", {})
            defaults = self.cls()
            for f in fields(self.cls):
                v = getattr(value, f.name)
                code, default_text, toggled_text = labels[f.name]
                row_label = f"{code}:" if code else f"{default_text}:"
                if isinstance(v, bool):
                    ed = QCheckBox(toggled_text if toggled_text != default_text else default_text)
                    ed.setChecked(v)
                    ed.setToolTip(f"Default: {default_text}")
                    form.addRow(row_label, ed)
                elif isinstance(v, str):
                    ed = QComboBox()
                    options = list(choices.get(f.name, ())) or [v]
                    for opt in options:
                        tag = " (default)" if opt == getattr(defaults, f.name) else ""
                        ed.addItem(opt.replace("_", " ") + tag, opt)
                    ed.setCurrentIndex(max(0, ed.findData(v)))
                    form.addRow(f"{code} {default_text}:" if code else row_label, ed)
                else:
                    ed = QDoubleSpinBox()
                    ed.setDecimals(2)
                    ed.setSingleStep(0.05)
                    ed.setRange(0, 10)
                    ed.setValue(float(v))
                    ed.setSuffix(" in" if f.name.endswith("_in") else "")
                    form.addRow(row_label, ed)
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
            self.problem.setText(str(exc))
            return
        if rulings is not None:
            settings = dict(s.settings)
            settings["rulings"] = rulings.to_dict()
            if settings != s.settings:
                self.hub.push(games.settings_change(s.store, s.game_id, settings, "Change the rulings"))
        self.accept()
