"""The Tarawa board's "Fog, amtracs" tab: force markers, dummies and the hidden units' hits (7.1-7.3)
with the players' view; amtracs (6.2: load, beach assault, debark); a sight-line dispute rolled with
its odds first (4.2.1 D); re-emplacing a moved crew-served weapon (4.1 F optional).

Each widget only collects the referee's inputs, calls ONE ``TarawaGame`` command and pushes the change
it returns; a refused input shows the command's message and nothing changes.
"""

from __future__ import annotations

import html

from PySide6.QtWidgets import (
    QFormLayout, QGroupBox, QHBoxLayout, QLineEdit, QPushButton, QSpinBox, QVBoxLayout, QWidget,
)

from assistant.core.errors import InputError
from assistant.ui.column_fit import NotedCheck, fit_column
from assistant.ui.i18n import fill, translate
from assistant.ui.widgets import run_command
from .panels import _roll_block, err_text, error_label, note_label, result_html


def _row(*widgets) -> QHBoxLayout:
    row = QHBoxLayout()
    for w in widgets:
        row.addWidget(w)
    return row


class FogPanel(QWidget):
    def __init__(self, board):
        super().__init__()
        self.board = board
        lay = QVBoxLayout(self)
        lay.setContentsMargins(4, 4, 4, 4)
        lay.addWidget(self._fog_box())
        lay.addWidget(self._amtrac_box())
        lay.addWidget(self._sight_box())
        lay.addWidget(self._reemplace_box())
        self.error = error_label()
        lay.addWidget(self.error)
        self.result = note_label("")
        lay.addWidget(self.result)
        lay.addStretch(1)
        fit_column(self)      # group titles too long for the Game column wrap inside their boxes (issue 23.1)

    @property
    def game(self):
        return self.board.game

    def _push(self, command, *args, **kw):
        change = run_command(self.board.hub, self.error, command, *args, **kw)
        if change is not None:
            self.result.setText(result_html(change))
        return change

    def _picked(self) -> list[str]:
        return list(self.board.picked)

    # -- fog of war (7.1-7.3) ------------------------------------------------------------------------
    def _fog_box(self) -> QGroupBox:
        box = QGroupBox(translate("tarawa", "Force markers (optional 7.1-7.3)"))
        lay = QVBoxLayout(box)
        lay.addWidget(note_label(translate("tarawa", "Turn on 7.1 in the rulings. Hidden units show to you with an H; "
                                                     "the players' view shows a force marker.")))
        self.hide_btn = QPushButton(translate("tarawa", "Hide picked"))
        self.hide_btn.clicked.connect(lambda: self._push(self.game.fog.hide, self._picked(), True))
        self.unhide_btn = QPushButton(translate("tarawa", "Unhide picked"))
        self.unhide_btn.clicked.connect(lambda: self._push(self.game.fog.hide, self._picked(), False))
        lay.addLayout(_row(self.hide_btn, self.unhide_btn))
        self.fog_hex = QLineEdit()
        self.fog_hex.setPlaceholderText(translate("tarawa", "hex"))
        self.dummy_btn = QPushButton(translate("tarawa", "Dummy here"))
        self.dummy_btn.setToolTip(translate("tarawa", "A dummy force marker in the hex clicked on the map (or typed), "
                                                      "7.3"))
        self.dummy_btn.clicked.connect(self.dummy_here)
        self.reveal_btn = QPushButton(translate("tarawa", "Lift marker"))
        self.reveal_btn.setToolTip(translate("tarawa", "Show the hidden units in the hex and take its dummies off "
                                                       "(7.1, 7.3)"))
        self.reveal_btn.clicked.connect(lambda: self._push(self.game.fog.reveal, self._here()))
        if self.board.clicked is not None:
            self.fog_hex.setText(self.board.map.label(self.board.clicked))
        lay.addLayout(_row(self.fog_hex, self.dummy_btn, self.reveal_btn))
        self.hits_lbl = note_label("")
        lay.addWidget(self.hits_lbl)
        self.take_btn = QPushButton(translate("tarawa", "Take the hits"))
        self.take_btn.clicked.connect(self.take_hits)
        self.decline_btn = QPushButton(translate("tarawa", "Decline (7.1 B)"))
        self.decline_btn.clicked.connect(lambda: self._push(self.game.fog.settle_hidden_hits, []))
        lay.addLayout(_row(self.take_btn, self.decline_btn))
        self.players_btn = QPushButton(translate("tarawa", "Players' view…"))
        self.players_btn.setToolTip(translate("tarawa", "A second window for the players: force markers hide what is "
                                                        "under them"))
        self.players_btn.clicked.connect(self.board.open_players_view)
        lay.addWidget(self.players_btn)
        return box

    def _here(self) -> str:
        """The hex typed, else the one last clicked on the map."""
        typed = self.fog_hex.text().strip()
        if typed or self.board.clicked is None:
            return typed
        return self.board.map.label(self.board.clicked)

    def dummy_here(self):
        """'Dummy here': a dummy in the hex clicked on the map (the field follows the clicks) or typed (7.3)."""
        where = self._here()
        if not where:
            self.error.setText(translate("tarawa", "click the hex on the map (or type it) first (7.3)"))
            return None
        return self._push(self.game.fog.place_dummy, where)

    def take_hits(self) -> None:
        by = sorted({f for h in self.game.fog.hidden_hits() for f in h["by"]})
        self._push(self.game.fog.settle_hidden_hits, by)

    # -- amtracs (6.2) ---------------------------------------------------------------------------------
    def _amtrac_box(self) -> QGroupBox:
        box = QGroupBox(translate("tarawa", "Amtracs (6.2)"))
        lay = QVBoxLayout(box)
        form = QFormLayout()
        self.amtrac_id = QLineEdit()
        self.amtrac_id.setPlaceholderText(translate("tarawa", "amtrac id, e.g. us-lvt-1"))
        self.amtrac_hex = QLineEdit()
        self.amtrac_hex.setPlaceholderText(translate("tarawa", "hex next to it"))
        form.addRow(translate("tarawa", "Amtrac"), self.amtrac_id)
        form.addRow(translate("tarawa", "To hex"), self.amtrac_hex)
        lay.addLayout(form)
        self.load_btn = QPushButton(translate("tarawa", "Picked inside"))
        self.load_btn.setToolTip(translate("tarawa", "Put the picked unit inside the amtrac (6.2 F; a referee edit)"))
        self.load_btn.clicked.connect(self.load)
        self.assault_btn = QPushButton(translate("tarawa", "Beach assault"))
        self.assault_btn.clicked.connect(lambda: self._push(self.game.amtracs.beach_assault, self.amtrac_id.text().strip(),
                                                            self.amtrac_hex.text().strip()))
        self.debark_btn = QPushButton(translate("tarawa", "Debark"))
        self.debark_btn.clicked.connect(lambda: self._push(self.game.amtracs.debark, self.amtrac_id.text().strip(),
                                                           self.amtrac_hex.text().strip()))
        lay.addLayout(_row(self.load_btn, self.assault_btn, self.debark_btn))
        lay.addWidget(note_label(translate("tarawa", "Fire at a hex with amtracs: choose the aim in the fire box "
                                                     "(6.2 F).")))
        return box

    def load(self) -> None:
        picked = [p for p in self._picked() if p != self.amtrac_id.text().strip()]
        if len(picked) != 1:
            self.error.setText(translate("tarawa", "pick the one unit to put inside the amtrac"))
            return
        self._push(self.game.amtracs.load_amtrac, picked[0], self.amtrac_id.text().strip() or None)

    # -- sight-line dispute (4.2.1 D) --------------------------------------------------------------------
    def _sight_box(self) -> QGroupBox:
        box = QGroupBox(translate("tarawa", "Sight-line dispute (4.2.1 D)"))
        lay = QVBoxLayout(box)
        self.sight_a = QLineEdit()
        self.sight_a.setPlaceholderText(translate("tarawa", "from"))
        self.sight_b = QLineEdit()
        self.sight_b.setPlaceholderText(translate("tarawa", "to"))
        self.clear_max = QSpinBox()
        self.clear_max.setRange(1, 9)
        self.clear_max.setValue(5)
        self.clear_max.setPrefix(translate("tarawa", "clear 1-"))
        self.clear_max.setToolTip(translate("tarawa", "The rule prints no numbers: the referee enters the rolls that "
                                                      "read clear"))
        lay.addLayout(_row(self.sight_a, self.sight_b, self.clear_max))
        odds = QPushButton(translate("tarawa", "Odds"))
        odds.clicked.connect(self.sight_odds)
        lay.addWidget(odds)
        self.sight_odds_lbl, self.sight_btn, self.sight_result = _roll_block(
            lay, translate("tarawa", "Roll the dispute"), self.roll_sight)
        self.sight_btn.setEnabled(False)
        return box

    def sight_odds(self) -> bool:
        try:
            _p, lines = self.game.options.sight_dispute_preview(self.sight_a.text().strip(), self.sight_b.text().strip(),
                                                        self.clear_max.value())
        except InputError as err:
            self.sight_odds_lbl.setText(html.escape(err_text(err)))
            self.sight_btn.setEnabled(False)
            return False
        self.sight_odds_lbl.setText("<br>".join(html.escape(x) for x in lines))
        self.sight_btn.setEnabled(True)
        return True

    def roll_sight(self) -> None:
        change = self._push(self.game.options.settle_sight, self.sight_a.text().strip(), self.sight_b.text().strip(),
                            self.clear_max.value())
        if change is not None:
            self.sight_result.setText(result_html(change))
            self.sight_btn.setEnabled(False)

    # -- re-emplacing (4.1 F optional) ---------------------------------------------------------------------
    def _reemplace_box(self) -> QGroupBox:
        box = QGroupBox(translate("tarawa", "Re-emplace a moved weapon (4.1 F optional)"))
        lay = QVBoxLayout(box)
        self.re_unit = QLineEdit()
        self.re_unit.setPlaceholderText(translate("tarawa", "Japanese weapon id"))
        odds = QPushButton(translate("tarawa", "Odds"))
        odds.clicked.connect(self.reemplace_odds)
        lay.addLayout(_row(self.re_unit, odds))
        self.re_odds, self.re_btn, self.re_result = _roll_block(lay, translate("tarawa", "Roll re-emplace"),
                                                                self.roll_reemplace)
        self.re_btn.setEnabled(False)
        override = NotedCheck(translate("tarawa", "Override stacking (3.1)"),        # a short box and a note:
                              translate("tarawa", "with 'Referee edit' ticked"))      # the Game column is narrow
        self.override = override.check
        override.setToolTip(translate("tarawa", "With 'Referee edit' ticked, put counters where the stacking "
                                                "rules would refuse"))
        lay.addWidget(override)
        return box

    def reemplace_odds(self) -> bool:
        try:
            p = self.game.options.reemplace_odds(self.re_unit.text().strip())
        except InputError as err:
            self.re_odds.setText(html.escape(err_text(err)))
            self.re_btn.setEnabled(False)
            return False
        self.re_odds.setText("<b>" + fill(translate("tarawa", "Before rolling: flips back on its proficiency or less = "
                                                              "%1%"), f"{float(p) * 100:.0f}") + "</b>")
        self.re_btn.setEnabled(True)
        return True

    def roll_reemplace(self) -> None:
        change = self._push(self.game.options.reemplace, self.re_unit.text().strip())
        if change is not None:
            self.re_result.setText(result_html(change))
            self.re_btn.setEnabled(False)

    # -- showing ---------------------------------------------------------------------------------------------
    def refresh(self) -> None:
        held = self.game.fog.hidden_hits()
        waiting = bool(held)
        self.hits_lbl.setText(
            fill(translate("tarawa", "Hidden unit hits waiting (7.1 B): %1"), "; ".join(
                fill(translate("tarawa", "%1: %2 on %3"), ", ".join(h["by"]),
                     translate("tarawa", "%n hit(s)", "", h["hits"]), ", ".join(h["units"])) for h in held))
            if waiting else "")
        self.take_btn.setEnabled(waiting)
        self.decline_btn.setEnabled(waiting)

