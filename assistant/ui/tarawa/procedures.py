"""The Tarawa board's "Procedures" tab: a move along a path (4.1, 5.0), opportunity fire (4.2.4) and
split fire (4.2.1 E, T12) with their odds first, and the map entries the source does not print (TEC
movement costs, a feature's printed number, a pillbox's arc; T4). The set-up check is in the Actions tab's
Set-up box; a move is run as the catalogue's entry (``board.run_entry``), its refusal shown in its own box.

Each widget only collects the referee's inputs, calls ONE ``TarawaGame`` command and pushes the change
it returns; a refused input shows the command's message and nothing changes.
"""

from __future__ import annotations

from html import escape
from PySide6.QtWidgets import (
    QComboBox, QFormLayout, QGroupBox, QHBoxLayout, QLabel, QLineEdit, QPushButton, QSpinBox, QVBoxLayout, QWidget,
)

from assistant.core.errors import InputError
from assistant.ui import theme
from assistant.ui.column_fit import fit_column, wrapping_row
from assistant.ui.i18n import fill, translate
from assistant.ui.widgets import run_command
from assistant.games.tarawa.terrain import TERRAIN_TYPES
from assistant.games.tarawa.units import facing_name
from .panels import (
    _roll_block, err_text, error_label, note_label, preview_html, result_html, terrain_name,
)


def _hexes(text: str) -> list[str]:
    return [t for t in text.replace(",", " ").replace("→", " ").split() if t]


def _assignments(text: str) -> dict[str, str]:
    """'a:2429, b:2428' → {unit: hex}: the command's own reading (a unit named twice is refused, T12)."""
    from assistant.games.tarawa.commands.split_fire import assignments_of

    return assignments_of(text)


class ProceduresPanel(QWidget):
    def __init__(self, board):
        super().__init__()
        self.board = board
        lay = QVBoxLayout(self)
        lay.setContentsMargins(4, 4, 4, 4)
        lay.addWidget(self._move_box())
        lay.addWidget(self._opportunity_box())
        lay.addWidget(self._split_box())
        lay.addWidget(self._entries_box())
        self.error = error_label()
        lay.addWidget(self.error)
        lay.addStretch(1)
        fit_column(self)      # group titles too long for the Game column wrap inside their boxes (issue 23.1)

    @property
    def game(self):
        return self.board.game

    def _push(self, command, *args, **kw):
        return run_command(self.board.hub, self.error, command, *args, **kw)

    def _preview(self, command, *args, label: QLabel, button: QPushButton) -> bool:
        try:
            pv = command(*args)
        except InputError as err:
            label.setText(f"<span style='color:{theme.css('bad', self)}'>{escape(err_text(err))}</span>")
            button.setEnabled(False)
            return False
        label.setText(preview_html(pv))
        button.setEnabled(pv.ok)
        return pv.ok

    # -- a move along a path ------------------------------------------------------------------------
    def _move_box(self) -> QGroupBox:
        box = QGroupBox(translate("tarawa", "Move the picked stack along a path (4.1, 5.0)"))
        lay = QVBoxLayout(box)
        lay.addWidget(note_label(translate("tarawa", "Pick the stack with the Units tool, type the hexes it enters in "
                                                     "order. MPs come from the TEC costs entered below (T4); turning "
                                                     "in the last hex costs +1 MP.")))
        form = QFormLayout()
        self.path_edit = QLineEdit()
        self.path_edit.setPlaceholderText(fill(translate("tarawa", "e.g. %1"), "2430 2429"))
        self.face_box = QComboBox()
        self.face_box.addItem(translate("tarawa", "as it moved"), None)
        for i in range(6):
            self.face_box.addItem(facing_name(self.board.map, i), i)
        form.addRow(translate("tarawa", "Path"), self.path_edit)
        form.addRow(translate("tarawa", "End facing"), self.face_box)
        lay.addLayout(form)
        self.move_btn = QPushButton(translate("tarawa", "Move along the path"))
        self.move_btn.clicked.connect(self.move_along)
        lay.addWidget(self.move_btn)
        self.move_error = error_label()
        self.move_error.setAccessibleName(translate("tarawa", "Why the move was refused"))
        lay.addWidget(self.move_error)
        self.move_result = note_label("")
        lay.addWidget(self.move_result)
        return box

    def move_along(self) -> bool:
        path = _hexes(self.path_edit.text())
        self.move_result.setText("")
        if not path:
            self.move_error.setText(translate("tarawa", "type the hexes the stack enters, in order (4.1 B)"))
            return False
        if not self.board.picked:
            self.move_error.setText(translate("tarawa", "pick the stack first (Units tool or the Units tab)"))
            return False
        change = self.board.run_entry("move", self.move_error, unit_ids=list(self.board.picked), to=path[-1],
                                      path=path, face_to=self.face_box.currentData())
        if change is None:
            return False
        self.move_result.setText(result_html(change))
        self.board.picked = []
        self.board.refresh()
        return True

    # -- opportunity fire ---------------------------------------------------------------------------
    def _opportunity_box(self) -> QGroupBox:
        box = QGroupBox(translate("tarawa", "Opportunity fire at the last move (4.2.4)"))
        lay = QVBoxLayout(box)
        form = QFormLayout()
        self.opp_firers = QLineEdit()
        self.opp_firers.setPlaceholderText(translate("tarawa", "firing units (ids), or pick them on the map"))
        self.opp_hex = QLineEdit()
        self.opp_hex.setPlaceholderText(translate("tarawa", "a hex the movers crossed, or their start"))
        form.addRow(translate("tarawa", "Firers"), self.opp_firers)
        form.addRow(translate("tarawa", "Set movers in"), self.opp_hex)
        lay.addLayout(form)
        odds_btn = QPushButton(translate("tarawa", "Odds"))
        odds_btn.clicked.connect(self.opportunity_odds)
        lay.addWidget(odds_btn)
        self.opp_odds, self.opp_roll_btn, self.opp_result = _roll_block(
            lay, translate("tarawa", "Roll opportunity fire"), self.roll_opportunity)
        self.opp_roll_btn.setEnabled(False)
        return box

    def _opp_firers(self) -> list[str]:
        typed = [t for t in self.opp_firers.text().replace(",", " ").split() if t]
        return typed or list(self.board.picked)

    def opportunity_odds(self) -> bool:
        return self._preview(self.game.opportunity.opportunity_preview, self._opp_firers(), self.opp_hex.text().strip(),
                             label=self.opp_odds, button=self.opp_roll_btn)

    def roll_opportunity(self) -> bool:
        change = self._push(self.game.opportunity.opportunity_fire, self._opp_firers(), self.opp_hex.text().strip())
        if change is None:
            return False
        self.opp_result.setText(result_html(change))
        self.opp_roll_btn.setEnabled(False)
        return True

    # -- split fire ------------------------------------------------------------------------------------
    def _split_box(self) -> QGroupBox:
        box = QGroupBox(translate("tarawa", "One stack's fire, a hex per unit (4.2.1 E, T12)"))
        lay = QVBoxLayout(box)
        self.split_edit = QLineEdit()
        self.split_edit.setPlaceholderText(fill(translate("tarawa", "unit:hex, unit:hex  e.g. %1"),
                                                "us-2c:2128, us-sherman:2228"))
        self.split_edit.setAccessibleName(translate("tarawa", "Split fire: each firer as unit:hex"))
        lay.addWidget(self.split_edit)
        odds_btn = QPushButton(translate("tarawa", "Odds"))
        odds_btn.clicked.connect(self.split_odds)
        lay.addWidget(odds_btn)
        self.split_odds_lbl, self.split_roll_btn, self.split_result = _roll_block(
            lay, translate("tarawa", "Roll split fire"), self.roll_split)
        self.split_roll_btn.setEnabled(False)
        return box

    def split_odds(self) -> bool:
        try:
            a = _assignments(self.split_edit.text())
        except InputError as err:
            self.split_odds_lbl.setText(err_text(err))
            return False
        return self._preview(self.game.split.split_fire_preview, a, label=self.split_odds_lbl, button=self.split_roll_btn)

    def roll_split(self) -> bool:
        try:
            a = _assignments(self.split_edit.text())
        except InputError as err:
            self.error.setText(err_text(err))
            return False
        change = self._push(self.game.split.split_fire, a)
        if change is None:
            return False
        self.split_result.setText(result_html(change))
        self.split_roll_btn.setEnabled(False)
        return True

    # -- entries -------------------------------------------------------------------------------------------
    def _entries_box(self) -> QGroupBox:
        box = QGroupBox(translate("tarawa", "Map entries the source does not print (T4)"))
        lay = QVBoxLayout(box)
        form = QFormLayout()
        self.cost_terrain = QComboBox()
        for t in TERRAIN_TYPES:
            self.cost_terrain.addItem(terrain_name(t), t)
        self.cost_terrain.setAccessibleName(translate("tarawa", "Terrain type"))
        self.cost_mp = QSpinBox()
        self.cost_mp.setRange(-1, 20)
        self.cost_mp.setAccessibleName(translate("tarawa", "Move cost, MP"))
        self.cost_mp.setSpecialValueText(translate("tarawa", "closed"))
        self.cost_mp.setValue(1)
        cost_btn = QPushButton(translate("tarawa", "Set MP"))
        cost_btn.clicked.connect(self.save_cost)
        form.addRow(translate("tarawa", "TEC move cost"), wrapping_row(self.cost_terrain, self.cost_mp, cost_btn))
        self.feature_hex = QLineEdit()
        self.feature_hex.setPlaceholderText(translate("tarawa", "hex"))
        self.feature_hex.setAccessibleName(translate("tarawa", "Feature's hex"))
        self.feature_hex.setMinimumWidth(64)
        self.feature_cap = QSpinBox()
        self.feature_cap.setRange(0, 4)
        self.feature_cap.setSpecialValueText("—")
        self.feature_cap.setAccessibleName(translate("tarawa", "Feature's printed number"))
        self.feature_arc = QComboBox()
        self.feature_arc.addItem("—", None)
        self.feature_arc.setAccessibleName(translate("tarawa", "Pillbox arc"))
        for i in range(6):
            self.feature_arc.addItem(facing_name(self.board.map, i), i)
        row2 = QHBoxLayout()
        row2.addWidget(self.feature_hex, 1)
        row2.addWidget(self.feature_cap)
        row2.addWidget(self.feature_arc)
        feat_btn = QPushButton(translate("tarawa", "Set"))
        feat_btn.clicked.connect(self.save_feature)
        row2.addWidget(feat_btn)
        form.addRow(translate("tarawa", "Feature (number, arc)"), row2)
        lay.addLayout(form)
        self.entry_result = note_label("")
        lay.addWidget(self.entry_result)
        return box

    def save_cost(self) -> bool:
        change = self._push(self.game.entries.set_move_cost, self.cost_terrain.currentData(), self.cost_mp.value())
        if change is not None:
            self.entry_result.setText(result_html(change))
        return change is not None

    def save_feature(self) -> bool:
        cap = self.feature_cap.value() or None
        change = self._push(self.game.entries.set_feature, self.feature_hex.text().strip(), cap,
                            self.feature_arc.currentData())
        if change is not None:
            self.entry_result.setText(result_html(change))
        return change is not None
