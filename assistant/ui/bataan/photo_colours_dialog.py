"""File > Photo colours… (issue 24, "Bases"): the base colour of each group and the dot colour of each
role the photo is read by, and the corner markers' size; typed as #RRGGBB or picked. The dialog only
collects them; ``photo_settings.settings_change`` checks and records them (one undoable change)."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP
from PySide6.QtGui import QColor
from PySide6.QtWidgets import (
    QColorDialog, QDialog, QDialogButtonBox, QDoubleSpinBox, QFormLayout, QGridLayout, QGroupBox, QHBoxLayout,
    QLabel, QLineEdit, QPushButton, QVBoxLayout, QWidget,
)

from assistant.core.errors import InputError
from assistant.games.bataan.photo.colours import Palette, hex_of, parse_hex

ROLE_NAMES = {"officer": QT_TRANSLATE_NOOP("PhotoColoursDialog", "Officer"),
              "flag_bearer": QT_TRANSLATE_NOOP("PhotoColoursDialog", "Flag bearer"),
              "sniper": QT_TRANSLATE_NOOP("PhotoColoursDialog", "Sniper"),
              "knee_mortar": QT_TRANSLATE_NOOP("PhotoColoursDialog", "Knee mortar"),
              "mg30_crew": QT_TRANSLATE_NOOP("PhotoColoursDialog", ".30 MG crew")}


class ColourField(QWidget):
    """A #RRGGBB field with a swatch button that opens the colour picker."""

    def __init__(self, rgb, parent: QWidget | None = None):
        super().__init__(parent)
        lay = QHBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        self.swatch = QPushButton()
        self.swatch.setFixedWidth(36)
        self.edit = QLineEdit(hex_of(rgb))
        self.edit.setMaxLength(7)
        self.edit.setFixedWidth(90)
        lay.addWidget(self.swatch)
        lay.addWidget(self.edit)
        self.edit.textChanged.connect(self._paint)
        self.swatch.clicked.connect(self.pick)
        self._paint()

    def _paint(self) -> None:
        c = QColor(self.edit.text())
        self.swatch.setStyleSheet(f"background: {c.name() if c.isValid() else 'transparent'}")

    def pick(self) -> None:
        c = QColorDialog.getColor(QColor(self.edit.text()), self)
        if c.isValid():
            self.edit.setText(c.name())


class PhotoColoursDialog(QDialog):
    """Collects a ``Palette`` and a marker size: ``palette()`` raises InputError naming a bad field."""

    def __init__(self, palette: Palette, marker_size_in: float, parent: QWidget | None = None):
        super().__init__(parent)
        self.setWindowTitle(self.tr("Photo colours"))
        lay = QVBoxLayout(self)
        help_ = QLabel(self.tr("The colour of each group's bases and of each role's dot on the base rim, as the "
                               "photo shows them: pick colours far from your cloth and terrain, and from each other."))
        help_.setWordWrap(True)
        lay.addWidget(help_)
        self.groups: dict[str, ColourField] = {}
        self.roles: dict[str, ColourField] = {}
        box = QGroupBox(self.tr("Bases"))
        grid = QGridLayout(box)
        for i, (g, rgb) in enumerate(palette.groups.items()):
            side, unit = g.split(":")
            label = (self.tr("Japanese platoon %1") if side == "japanese" else self.tr("American squad %1")).replace("%1", unit)
            grid.addWidget(QLabel(label), i % 4, (i // 4) * 2)
            self.groups[g] = ColourField(rgb)
            grid.addWidget(self.groups[g], i % 4, (i // 4) * 2 + 1)
        lay.addWidget(box)
        box = QGroupBox(self.tr("Role dots"))
        form = QFormLayout(box)
        for r, rgb in palette.roles.items():
            self.roles[r] = ColourField(rgb)
            form.addRow(self.tr(ROLE_NAMES.get(r, r)), self.roles[r])
        lay.addWidget(box)
        row = QFormLayout()
        self.size = QDoubleSpinBox()
        self.size.setRange(0.5, 12.0)
        self.size.setDecimals(2)
        self.size.setSuffix("\"")
        self.size.setValue(marker_size_in)
        row.addRow(self.tr("Corner markers' side:"), self.size)
        lay.addLayout(row)
        self.error = QLabel()
        self.error.setWordWrap(True)
        self.error.setStyleSheet("color: #d50000")
        lay.addWidget(self.error)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self._ok)
        buttons.rejected.connect(self.reject)
        lay.addWidget(buttons)

    def palette(self) -> Palette:
        groups = {g: parse_hex(f.edit.text(), g) for g, f in self.groups.items()}
        roles = {r: parse_hex(f.edit.text(), r) for r, f in self.roles.items()}
        return Palette(groups, roles)

    def marker_size(self) -> float:
        return float(self.size.value())

    def _ok(self) -> None:
        try:
            self.palette()
        except InputError as err:
            self.error.setText(str(err))
            return
        self.accept()
