"""The Saipan board's Day and VPs tabs: they collect what the referee ticks and enters, call one
``SaipanGame`` command, push its change and show what the game says (10.0, 16.4, S3-S6)."""

from __future__ import annotations

from html import escape
from PySide6.QtCore import Qt
from PySide6.QtGui import QTextDocumentFragment
from PySide6.QtWidgets import (
    QCheckBox, QComboBox, QFormLayout, QGroupBox, QLabel, QLineEdit, QListWidget, QListWidgetItem, QPushButton,
    QSizePolicy, QSpinBox, QVBoxLayout, QWidget,
)

from assistant.core.errors import InputError
from assistant.games.saipan import rules
from assistant.games.saipan.commands.results import UNPRINTED_CARRIERS
from assistant.games.saipan.sequence import turn_notes
from assistant.games.saipan.victory import RESULT_KINDS

from assistant.ui import theme
from assistant.ui.i18n import fill, translate
from assistant.ui.hexmap.measure import big
from assistant.ui.widgets import error_label, note_label

US = "#1565c0"
JAPANESE = "#b71c1c"


_note = note_label
_error_label = error_label


class DayPanel(QWidget):
    """The day's checklist (10.0) with the scenario's notes; the Turn Record Phase moves to the next day
    (and on the last day ends the game, 16.4 C)."""

    def __init__(self, board):
        super().__init__()
        self.board = board
        lay = QVBoxLayout(self)
        self.title = big(QLabel(), 5)
        self.title.setWordWrap(True)
        self.title.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        lay.addWidget(self.title)
        self.next_lbl = _note("")
        big(self.next_lbl, 2, False)
        self.next_lbl.setTextFormat(Qt.TextFormat.RichText)
        lay.addWidget(self.next_lbl)
        self.notes = _note("")
        self.notes.setStyleSheet(theme.text_style("muted", self.notes))
        lay.addWidget(self.notes)
        self.list = QListWidget()
        self.list.setWordWrap(True)
        self.list.setMinimumHeight(330)
        self.list.setAccessibleName(translate("saipan", "This day's steps (tick as done)"))
        self.list.itemChanged.connect(self._ticked)
        lay.addWidget(self.list, 1)
        self.force = QCheckBox(translate("saipan", "even with steps left"))
        self.advance_btn = QPushButton(translate("saipan", "Turn Record Phase: next day ▶"))
        self.advance_btn.setMinimumHeight(34)
        self.advance_btn.clicked.connect(self.advance)
        lay.addWidget(self.advance_btn)
        lay.addWidget(self.force)
        self.error = _error_label()
        lay.addWidget(self.error)
        self._refreshing = False

    def _ticked(self, item: QListWidgetItem) -> None:
        if self._refreshing:
            return
        done = item.checkState() == Qt.CheckState.Checked
        if not self.board.run(self.board.game.sequence.tick, item.data(Qt.ItemDataRole.UserRole), done, error=self.error):
            self.refresh()

    def advance(self) -> None:
        b = self.board
        try:
            change = b.game.sequence.advance_day(force=self.force.isChecked())
        except InputError as err:
            extra = translate('saipan', " Tick them, or check 'even with steps left'.") if "not done" in err.message else ""
            self.error.setText(f"{err.message} ({err.where}).{extra}")
            return
        self.error.setText("")
        b.hub.push(change)

    def refresh(self) -> None:
        cl = self.board.game.checklist
        last = cl.turn == rules.LAST_TURN
        if cl.over:
            self.title.setText(fill(translate("saipan", "Day %1 of %2 — the game is over (16.4 C)"), cl.turn, rules.LAST_TURN))
        else:
            self.title.setText(fill(translate("saipan", "Day %1 of %2 — %3 moves first"), cl.turn, rules.LAST_TURN, cl.first_player.upper()))
        self.advance_btn.setText(translate("saipan", "Turn Record Phase: end the game ■") if last else translate("saipan", "Turn Record Phase: next day ▶"))
        self.advance_btn.setEnabled(not cl.over)
        nxt = cl.next_step()
        self.next_lbl.setText(fill(translate("saipan", "Next: <b>%1</b> — %2 (%3)"), nxt.phase, nxt.text, nxt.rule) if nxt and not cl.over
                              else translate("saipan", "Every step done."))
        self.notes.setText("<br>".join(turn_notes(cl.turn)))
        self.title.setAccessibleName(translate("saipan", "Current day"))
        self.title.setAccessibleDescription(self.title.text())
        self.next_lbl.setAccessibleName(translate("saipan", "Next step"))
        self.next_lbl.setAccessibleDescription(QTextDocumentFragment.fromHtml(self.next_lbl.text()).toPlainText())
        self._refreshing = True
        self.list.clear()
        phase = None
        for s in cl.steps():
            if s.phase != phase:
                head = QListWidgetItem(s.phase.upper())
                head.setFlags(Qt.ItemFlag.NoItemFlags)
                f = head.font()
                f.setBold(True)
                head.setFont(f)
                self.list.addItem(head)
                phase = s.phase
            item = QListWidgetItem(f"{s.text} ({s.rule})")
            item.setData(Qt.ItemDataRole.UserRole, s.id)
            flags = Qt.ItemFlag.ItemIsUserCheckable | (Qt.ItemFlag.NoItemFlags if cl.over else Qt.ItemFlag.ItemIsEnabled)
            item.setFlags(flags)
            item.setCheckState(Qt.CheckState.Checked if s.id in cl.done else Qt.CheckState.Unchecked)
            self.list.addItem(item)
        self._refreshing = False


class VpPanel(QWidget):
    """Record results (ships hit or sunk, a CVL/CVE with its entered VPs, air and ground steps, Banzai),
    remove one, the VP tally and the outcome."""

    def __init__(self, board):
        super().__init__()
        self.board = board
        lay = QVBoxLayout(self)
        self.score = big(QLabel(), 7)
        self.score.setWordWrap(True)
        self.score.setTextFormat(Qt.TextFormat.RichText)
        lay.addWidget(self.score)
        self.outcome = big(QLabel(), 3)
        self.outcome.setWordWrap(True)
        lay.addWidget(self.outcome)
        self.reasons = _note("")
        self.reasons.setTextFormat(Qt.TextFormat.RichText)
        lay.addWidget(self.reasons)
        ob = QGroupBox(translate("saipan", "Game end (16.4)"))
        of = QFormLayout(ob)
        self.ground_left = QCheckBox(translate("saipan", "Japanese ground units on Saipan"))
        self.level = QComboBox()
        for lv in ("", "marginal", "tactical", "strategic"):
            self.level.addItem(lv or translate("saipan", "(not entered)"), lv)
        of.addRow(self.ground_left)
        of.addRow(translate('saipan', "Winner's level (S3, referee)"), self.level)
        save = QPushButton(translate("saipan", "Record"))
        save.clicked.connect(self.save_end)
        of.addRow(save)
        lay.addWidget(ob)
        rb = QGroupBox(translate("saipan", "Record a result"))
        rf = QFormLayout(rb)
        self.kind = QComboBox()
        for k in RESULT_KINDS:
            self.kind.addItem(k.replace("_", " "), k)
        self.owner = QComboBox()
        self.owner.addItem(translate("saipan", "US unit"), "us")
        self.owner.addItem(translate("saipan", "Japanese unit"), "japanese")
        self.unit = QLineEdit()
        self.unit.setPlaceholderText(translate("saipan", "unit or ship id"))
        self.ship = QComboBox()
        self.ship.addItem("", "")
        for t in rules.SHIP_TYPES:
            self.ship.addItem(t, t)
        self.steps = QSpinBox()
        self.steps.setRange(1, 20)
        self.vp = QSpinBox()
        self.vp.setRange(0, 50)
        self.vp.setToolTip(translate("saipan", "A CVL or CVE has no printed VPs: the referee enters what this result scores (S5)"))
        rf.addRow(translate("saipan", "Result"), self.kind)
        rf.addRow(translate("saipan", "Suffered by"), self.owner)
        rf.addRow(translate("saipan", "Unit"), self.unit)
        rf.addRow(translate("saipan", "Ship type"), self.ship)
        rf.addRow(translate("saipan", "Steps"), self.steps)
        rf.addRow(translate("saipan", "VPs (CVL/CVE, S5)"), self.vp)
        self.add_btn = QPushButton(translate("saipan", "Record result"))
        self.add_btn.clicked.connect(self.add)
        rf.addRow(self.add_btn)
        self.ship.currentIndexChanged.connect(lambda _i: self._vp_enabled())
        self._vp_enabled()
        lay.addWidget(rb)
        self.error = _error_label()
        lay.addWidget(self.error)
        lay.addWidget(QLabel(translate("saipan", "Results on record:")))
        self.results = QListWidget()
        self.results.setMinimumHeight(120)
        self.results.setAccessibleName(translate("saipan", "Results on record"))
        lay.addWidget(self.results)
        self.remove_btn = QPushButton(translate("saipan", "Remove result"))
        self.remove_btn.setToolTip(translate("saipan", "Take the selected result off the tally (undoable)"))
        self.remove_btn.clicked.connect(self.remove)
        lay.addWidget(self.remove_btn)
        lay.addWidget(QLabel(translate("saipan", "Tally lines:")))
        self.lines = QListWidget()
        self.lines.setMinimumHeight(120)
        self.lines.setAccessibleName(translate("saipan", "Tally lines"))
        lay.addWidget(self.lines)

    def _vp_enabled(self) -> None:
        entered = self.ship.currentData() in UNPRINTED_CARRIERS and self.board.game.rulings.carriers == "entries"
        self.vp.setEnabled(entered)

    def add(self) -> None:
        vp = self.vp.value() if self.vp.isEnabled() else None
        self.board.run(self.board.game.vps.record_result, self.kind.currentData(), self.owner.currentData(),
                       self.unit.text(), self.ship.currentData(), self.steps.value(), vp, error=self.error)

    def remove(self) -> None:
        item = self.results.currentItem()
        if item is None or item.data(Qt.ItemDataRole.UserRole) is None:
            self.error.setText(translate("saipan", "Select a result to remove."))
            return
        self.board.run(self.board.game.vps.remove_result, item.data(Qt.ItemDataRole.UserRole), error=self.error)

    def save_end(self) -> None:
        self.board.run(self.board.game.sequence.set_game_end, self.ground_left.isChecked(), self.level.currentData(),
                       error=self.error)

    def refresh(self) -> None:
        game = self.board.game
        v = game.sequence.victory_entries()
        self.ground_left.setChecked(v["japanese_ground_left"])
        self.level.setCurrentIndex(max(0, self.level.findData(v["winner_level"])))
        self._vp_enabled()
        self.results.clear()
        for key, r in game.results_by_key().items():
            item = QListWidgetItem(f"{key}: {r.text()}")
            item.setData(Qt.ItemDataRole.UserRole, key)
            self.results.addItem(item)
        try:
            t = game.sequence.tally()
        except InputError as err:
            self.score.setText(str(err))
            return
        self.score.setText(fill(translate("saipan", "VPs: <span style='color:%1'>US %2</span> — <span style='color:%3'>Japanese %4</span>"), US, t.vp['us'], JAPANESE, t.vp['japanese']))
        try:
            o = game.sequence.outcome()
            word = translate("saipan", "Not decided yet") if not o.decided else (o.level or o.winner).replace("_", " ").upper()
            self.outcome.setText(word)
            self.reasons.setText("<ul>" + "".join(f"<li>{escape(r)}</li>" for r in o.reasons) + "</ul>"
                                 + (fill(translate("saipan", "<i>Rulings: %1</i>"), ', '.join(o.rulings)) if o.rulings else ""))
        except InputError as err:
            self.outcome.setText(str(err))
        self.lines.clear()
        self.lines.addItems([f"{side.upper()} +{pts}: {what} ({rule})" for side, what, pts, rule in t.lines]
                            or [translate("saipan", "(no results recorded)")])
