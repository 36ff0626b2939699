"""The Tarawa Procedures tab's box for a 0-MP crew-served weapon firing twice (4.1 F, optional rule):
the firing units (typed, or picked on the map), the target hex and the weapon; the odds first (both of
its shots, the end-of-turn chance, the chance it burns out), then one roll and one change
(``TarawaGame.fire_twice_preview`` / ``fire_twice``). A refused input shows the command's message."""

from __future__ import annotations

from html import escape
from PySide6.QtWidgets import QFormLayout, QGroupBox, QLineEdit, QPushButton, QVBoxLayout

from assistant.core.errors import InputError
from assistant.ui import theme
from assistant.ui.column_fit import wrap_title
from assistant.ui.i18n import translate

from .panels import _roll_block, err_text, error_label, note_label, preview_html, result_html


class FireTwiceBox(QGroupBox):
    def __init__(self, board):
        super().__init__(translate("tarawa", "A 0-MP crew weapon fires twice (4.1 F optional)"))
        self.board = board
        lay = QVBoxLayout(self)
        lay.addWidget(note_label(translate("tarawa", "Turn the 4.1 F optional rules on in the rulings. The weapon "
                                                     "rolls its proficiency first; it fires both dice either way and "
                                                     "is eliminated after its fire when the roll is above its "
                                                     "proficiency.")))
        form = QFormLayout()
        self.firers = QLineEdit()
        self.firers.setPlaceholderText(translate("tarawa", "firing units (ids), or pick them on the map"))
        self.target = QLineEdit()
        self.target.setPlaceholderText(translate("tarawa", "target hex, e.g. 2127"))
        self.weapon = QLineEdit()
        self.weapon.setPlaceholderText(translate("tarawa", "the weapon's id (blank: the only firer)"))
        form.addRow(translate("tarawa", "Firers"), self.firers)
        form.addRow(translate("tarawa", "Target"), self.target)
        form.addRow(translate("tarawa", "Fires twice"), self.weapon)
        lay.addLayout(form)
        self.odds_btn = QPushButton(translate("tarawa", "Odds"))
        self.odds_btn.clicked.connect(self.show_odds)
        lay.addWidget(self.odds_btn)
        self.odds, self.roll_btn, self.result = _roll_block(lay, translate("tarawa", "Roll: fire twice"), self.roll)
        self.roll_btn.setEnabled(False)
        self.error = error_label()
        lay.addWidget(self.error)
        wrap_title(self)      # a German title wider than the Game column wraps inside the box (issue 23.1)

    @property
    def game(self):
        return self.board.game

    def _inputs(self) -> tuple[list[str], str, str]:
        ids = [t for t in self.firers.text().replace(",", " ").split() if t] or list(self.board.picked)
        weapon = self.weapon.text().strip() or (ids[0] if len(ids) == 1 else "")
        return ids, self.target.text().strip(), weapon

    def show_odds(self) -> bool:
        try:
            pv = self.game.twice.fire_twice_preview(*self._inputs())
        except InputError as err:
            self.odds.setText(f"<span style='color:{theme.css('bad', self)}'>{escape(err_text(err))}</span>")
            self.roll_btn.setEnabled(False)
            return False
        self.odds.setText(preview_html(pv))
        self.roll_btn.setEnabled(pv.ok)
        return pv.ok

    def roll(self) -> bool:
        try:
            change = self.game.twice.fire_twice(*self._inputs())
        except InputError as err:
            self.error.setText(err_text(err))
            return False
        self.error.setText("")
        if not self.board.hub.push(change):
            return False
        self.result.setText(result_html(change))
        self.roll_btn.setEnabled(False)
        return True
