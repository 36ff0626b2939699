"""The Tarawa board's side panels: the action panel (who acts, move / pass / reinforce, fire from the
map, combat by entered strengths, the entered facing and TEC DRMs, the action log) and the victory
panel (8.5-8.7, T9).

The widgets only collect what the referee gives; each button calls one ``TarawaGame`` command, pushes
the change it returns and shows its result (``assistant.games.tarawa.commands``).
"""

from __future__ import annotations

import html

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QCheckBox, QComboBox, QFormLayout, QGroupBox, QHBoxLayout, QLabel, QLineEdit, QListWidget, QPushButton,
    QSizePolicy, QSpinBox, QVBoxLayout, QWidget,
)

from assistant.core.errors import InputError
from assistant.ui.widgets import run_command
from assistant.core.hexes import distance
from assistant.games.tarawa import rules
from assistant.games.tarawa.commands import CombatPreview, summary
from assistant.games.tarawa.terrain import TERRAIN_TYPES

from .measure import big

US = "#1565c0"
JAPANESE = "#b71c1c"
RED = "#c62828"


def note_label(text: str) -> QLabel:
    lbl = QLabel(text)
    lbl.setWordWrap(True)
    lbl.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
    return lbl


def error_label() -> QLabel:
    lbl = note_label("")
    lbl.setStyleSheet(f"color: {RED}; font-weight: bold")
    return lbl


def err_text(err: InputError) -> str:
    return err.message + (f" ({err.where})" if err.where else "")


def preview_html(pv: CombatPreview) -> str:
    lines = []
    for line in pv.lines():
        t = html.escape(line)
        if line.startswith("not allowed") or line.startswith("every firer"):
            t = f"<span style='color:{RED}'>{t}</span>"
        elif line.startswith("Before rolling") or line.startswith("Chance"):
            t = f"<b>{t}</b>"
        else:
            t = f"<small>{t}</small>" if not line.startswith(pv.firers) else t
        lines.append(t)
    return "<br>".join(lines)


def result_html(change) -> str:
    words = [html.escape(w) for w in summary(change)]
    if not words:
        return ""
    return f"<b>{words[0]}</b>" + "".join(f"<br>{w}" for w in words[1:])


def _roll_block(layout, button_text: str, slot) -> tuple[QLabel, QPushButton, QLabel]:
    """The odds (shown before the roll), the roll button, and the result, one under the other."""
    odds = note_label("")
    odds.setTextFormat(Qt.TextFormat.RichText)
    big(odds, 1, False)
    button = QPushButton(button_text)
    button.setMinimumHeight(38)
    big(button, 2)
    button.clicked.connect(slot)
    result = note_label("")
    result.setTextFormat(Qt.TextFormat.RichText)
    big(result, 2)
    for w in (odds, button, result):
        layout.addWidget(w)
    return odds, button, result


class ActionPanel(QWidget):
    """Who acts, the kinds of action, the combat rolls with their odds, and the log."""

    def __init__(self, board):
        super().__init__()
        self.board = board
        lay = QVBoxLayout(self)
        lay.setContentsMargins(4, 4, 4, 4)
        self.who = big(QLabel(), 5)
        self.who.setWordWrap(True)
        self.who.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        lay.addWidget(self.who)
        self.passes = note_label("")
        big(self.passes, 1, False)
        lay.addWidget(self.passes)
        row = QHBoxLayout()
        self.units_edit = QLineEdit()
        self.units_edit.setPlaceholderText("units / note (optional)")
        row.addWidget(self.units_edit, 1)
        lay.addLayout(row)
        row2 = QHBoxLayout()
        self.move_btn = QPushButton("Move")
        self.move_btn.setToolTip("A movement action made at the table (moving counters with the Units tool "
                                 "records the move itself)")
        self.pass_btn = QPushButton("Pass")
        self.reinf_btn = QPushButton("Reinforce (US)")
        self.first_wave = QCheckBox("Reinforce = first assault wave (8.0)")
        for b in (self.move_btn, self.pass_btn, self.reinf_btn):
            b.setMinimumHeight(34)
            row2.addWidget(b)
        lay.addWidget(self.first_wave)
        self.move_btn.clicked.connect(lambda: self.record("move"))
        self.pass_btn.clicked.connect(lambda: self.record("pass"))
        self.reinf_btn.clicked.connect(lambda: self.record("reinforce"))
        lay.addLayout(row2)
        lay.addWidget(self._map_fire_box())
        lay.addWidget(self._entered_box())
        self.error = error_label()
        lay.addWidget(self.error)
        lay.addWidget(note_label("Action log (newest first; Edit > Undo takes back the last entry):"))
        self.log_list = QListWidget()
        self.log_list.setMinimumHeight(160)
        lay.addWidget(self.log_list, 1)
        for box in self.findChildren(QComboBox):      # fit a 300-pixel side panel (1366x768)
            box.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
            box.setMinimumContentsLength(5)

    @property
    def game(self):
        return self.board.game

    def _push(self, command, *args, **kw):
        """Run one command and push its change; an ``InputError`` is shown, nothing changes."""
        return run_command(self.board.hub, self.error, command, *args, **kw)

    # -- the simple actions --------------------------------------------------------------------------
    def record(self, kind: str) -> bool:
        note = self.units_edit.text().strip()
        g = self.game
        if kind == "move":
            return self._push(g.record_move, note) is not None
        if kind == "pass":
            return self._push(g.pass_, note) is not None
        return self._push(g.reinforce, first_wave=self.first_wave.isChecked(), note=note) is not None

    # -- fire combat from the map ---------------------------------------------------------------------
    def _map_fire_box(self) -> QGroupBox:
        box = QGroupBox("Fire combat from the map (4.2.1)")
        v = QVBoxLayout(box)
        v.setContentsMargins(6, 6, 6, 6)
        v.addWidget(note_label("Tool <b>Fire</b>: click the firing stack, then the target hex (its own hex for "
                               "same-hex combat). DRMs come from the map: range, stack, works, terrain, the "
                               "target's facing."))
        self.firers_lbl = note_label("")
        self.firers_lbl.setTextFormat(Qt.TextFormat.RichText)
        v.addWidget(self.firers_lbl)
        self.target_lbl = note_label("")
        self.target_lbl.setTextFormat(Qt.TextFormat.RichText)
        v.addWidget(self.target_lbl)
        row = QHBoxLayout()
        row.addWidget(QLabel("Kind"))
        self.map_kind = QComboBox()
        self.map_kind.addItem("fire (same hex: same-hex combat)", None)
        self.map_kind.addItem("opportunity fire (4.2.4)", "opportunity")
        self.map_kind.currentIndexChanged.connect(lambda _i: self.show_map_odds())
        row.addWidget(self.map_kind, 1)
        v.addLayout(row)
        aim = QHBoxLayout()
        aim.addWidget(QLabel("Aim"))
        self.map_aim = QComboBox()
        self.map_aim.addItem("the hex (no amtracs there)", None)
        self.map_aim.addItem("the amtracs, with those inside (6.2 F)", "amtracs")
        self.map_aim.addItem("the units outside the amtracs (6.2 F)", "outside")
        self.map_aim.currentIndexChanged.connect(lambda _i: self.show_map_odds())
        aim.addWidget(self.map_aim, 1)
        v.addLayout(aim)
        ent = QHBoxLayout()
        v.addWidget(note_label("Entered DRMs (T4: the facing diagram and the TEC are not in the source): "
                               "flank / rear aspect, and the TEC DRM of a terrain type:"))
        ent.addWidget(QLabel("flank"))
        self.flank = QSpinBox()
        self.rear = QSpinBox()
        for w in (self.flank, self.rear):
            w.setRange(-9, 9)
        ent.addWidget(self.flank)
        ent.addWidget(QLabel("rear"))
        ent.addWidget(self.rear)
        save = QPushButton("Keep")
        save.setToolTip("Store the facing DRMs with the game (5.0: the facing diagram is not in the source)")
        save.clicked.connect(self.save_facing)
        ent.addWidget(save)
        v.addLayout(ent)
        tec = QHBoxLayout()
        self.tec_type = QComboBox()
        for t in TERRAIN_TYPES:
            self.tec_type.addItem(t.replace("_", " "), t)
        self.tec_drm = QSpinBox()
        self.tec_drm.setRange(-9, 9)
        self.tec_drm.setToolTip("In a pillbox, bunker or coastal defence only Japanese non-armour units get "
                                "it (6.1 C-D)")
        self.tec_type.currentIndexChanged.connect(self._show_tec)
        tec_btn = QPushButton("Set")
        tec_btn.clicked.connect(self.save_tec)
        tec.addWidget(self.tec_type, 1)
        tec.addWidget(self.tec_drm)
        tec.addWidget(tec_btn)
        v.addLayout(tec)
        self.map_odds, self.map_roll_btn, self.map_result = _roll_block(v, "Roll fire at the target",
                                                                         self.roll_map_fire)
        return box

    def _show_tec(self, _i=0) -> None:
        tm = getattr(self.board, "_tm", None) or self.board.terrain()
        self.tec_drm.setValue(tm.types[self.tec_type.currentData()].drm)

    def save_tec(self) -> None:
        self._push(self.game.set_tec, self.tec_type.currentData(), self.tec_drm.value())

    def save_facing(self) -> None:
        self._push(self.game.set_facing_drms, self.flank.value(), self.rear.value())

    def map_preview(self) -> CombatPreview:
        b = self.board
        if b.target is None:
            raise InputError("pick the target hex (tool Fire: firers, then target)", "combat: target")
        return self.game.fire_preview(list(b.picked), b.target, self.map_kind.currentData(),
                                      self.map_aim.currentData())

    def show_map_odds(self) -> None:
        b = self.board
        units = b.units()
        firers = [u for u in units if u.id in set(b.picked)]
        if firers:
            hexes = sorted({u.hex for u in firers})
            self.firers_lbl.setText("Firing: " + ", ".join(
                f"<b>{html.escape(u.label)}</b> ({u.firepower})" for u in firers) + f" from {', '.join(hexes)}")
        else:
            self.firers_lbl.setText("Firing: <i>none picked</i>")
        if b.target is None:
            self.target_lbl.setText("Target: <i>no hex picked</i>")
            self.map_odds.setText("")
            self.map_roll_btn.setEnabled(False)
            return
        tm = getattr(b, "_tm", None) or b.terrain()
        here = b.units_in(b.target, units)
        self.target_lbl.setText(f"Target: <b>{b.map.label(b.target)}</b> ({tm.terrain_of(b.target).replace('_', ' ')})"
                                + (": " + ", ".join(f"{html.escape(u.label)} {u.steps} step(s)" for u in here)
                                   if here else ""))
        try:
            pv = self.map_preview()
        except InputError as err:
            self.map_odds.setText(f"<span style='color:{RED}'>{html.escape(str(err))}</span>")
            self.map_roll_btn.setEnabled(False)
            return
        hit = ", ".join(u.label for g in pv.groups for u in g.units) or "no enemy there"
        self.map_odds.setText(preview_html(pv) + "<br>" + html.escape(
            f"Each hit costs every unit it is read against in {pv.target} one step (4.2.1 G): {hit}"))
        self.map_roll_btn.setEnabled(pv.ok)

    def roll_map_fire(self) -> bool:
        """Roll the picked units' fire at the target: one command, one undoable change."""
        b = self.board
        if b.target is None:
            self.error.setText("pick the target hex (tool Fire: firers, then target)")
            return False
        change = self._push(self.game.fire, list(b.picked), b.target, self.map_kind.currentData(),
                            self.units_edit.text().strip(), self.map_aim.currentData())
        if change is None:
            return False
        self.map_result.setText(result_html(change))
        b.target = None
        b.picked = []
        b.refresh()
        return True

    # -- combat by entered strengths --------------------------------------------------------------------
    def _entered_box(self) -> QGroupBox:
        cbox = QGroupBox("Combat by entered strengths (4.2)")
        cl = QVBoxLayout(cbox)
        cl.addWidget(note_label("One d10 per firing unit; a hit when d10 + DRMs ≤ its strength (4.2.1 F). "
                                "A bombardment is one block of 10 BPs at a target hex (4.2.2)."))
        form = QFormLayout()
        form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)
        self.strengths = QLineEdit("6, 4")
        self.strengths.setToolTip("One firepower per firing unit, separated by commas")
        self.kind = QComboBox()
        for k in ("fire", "same_hex", "opportunity", "bombardment"):
            self.kind.addItem(k.replace("_", " "), k)
        self.relation = QComboBox()
        for r in ("distant", "adjacent", "same_hex"):
            self.relation.addItem(r.replace("_", " "), r)
        self.terrain_drm = QSpinBox()
        self.terrain_drm.setRange(-9, 9)
        self.terrain_drm.setToolTip("The TEC DRM of the target hex (not in the source: entered, T4)")
        self.fortified = QCheckBox("target in works (6.1)")
        self.fortified.setToolTip("Japanese non-armour target in a pillbox, bunker or coastal defence (6.1 C-D)")
        self.armour = QCheckBox("US armour in the firing stack")
        self.target_hex = QLineEdit()
        self.target_hex.setPlaceholderText("hex (bombardment)")
        self.target_hex.setToolTip("The bombarded hex: no bombardment within 3 hexes of a US unit after turn 1 "
                                   "(4.2.2 F)")
        form.addRow("Firing strengths", self.strengths)
        form.addRow("Kind", self.kind)
        form.addRow("Target is", self.relation)
        form.addRow("Terrain DRM (entered)", self.terrain_drm)
        form.addRow("Target hex", self.target_hex)
        cl.addLayout(form)
        cl.addWidget(self.fortified)
        cl.addWidget(self.armour)
        self.from_b = QPushButton("Fill in from A → B")
        self.from_b.setToolTip("A is the firing hex, B the target: distance, terrain DRM, fortification, sight")
        self.from_b.clicked.connect(self.fill_from_measure)
        cl.addWidget(self.from_b)
        self.odds, self.combat_btn, self.result = _roll_block(cl, "Roll combat", self.roll_combat)
        self.strengths.textChanged.connect(lambda _t: self.show_odds())
        self.target_hex.textChanged.connect(lambda _t: self.show_odds())
        self.kind.currentIndexChanged.connect(self._kind_changed)
        self.relation.currentIndexChanged.connect(lambda _i: self.show_odds())
        self.terrain_drm.valueChanged.connect(lambda _v: self.show_odds())
        for w in (self.fortified, self.armour):
            w.toggled.connect(lambda _on: self.show_odds())
        return cbox

    def _kind_changed(self, _i=0) -> None:
        bomb = self.kind.currentData() == "bombardment"
        for w in (self.relation, self.terrain_drm, self.fortified, self.armour):
            w.setEnabled(not bomb)
        if bomb:
            self.strengths.setText(str(rules.BOMBARDMENT_FIREPOWER))
        self.strengths.setEnabled(not bomb)
        self.show_odds()

    def fill_from_measure(self) -> None:
        b = self.board
        m = b.measure
        if m.a is None or m.b is None:
            self.error.setText("Pick A (the firing hex) and B (the target hex) first.")
            return
        d = distance(m.a, m.b)
        self.relation.setCurrentIndex(2 if d == 0 else 1 if d == 1 else 0)
        tm = b.terrain()
        self.terrain_drm.setValue(tm.terrain_drm(m.b))
        self.fortified.setChecked(tm.fortified(m.b))
        self.target_hex.setText(b.map.label(m.b))
        sl = tm.sight(m.a, m.b)
        self.error.setText("" if sl.clear or d <= 1 else f"No sight line: {sl.describe(b.map)}")

    def entered(self) -> dict:
        """The entries of the entered-strengths box as the command's arguments."""
        text = self.strengths.text().replace(";", ",")
        try:
            values = [int(x) for x in text.split(",") if x.strip()]
        except ValueError:
            raise InputError("firing strengths are whole numbers separated by commas, e.g. 6, 4",
                             "combat: firing strengths") from None
        return dict(strengths=values, kind=self.kind.currentData(), relation=self.relation.currentData(),
                    terrain_drm=self.terrain_drm.value(), fortified=self.fortified.isChecked(),
                    armour=self.armour.isChecked(), target=self.target_hex.text().strip() or None)

    def show_odds(self) -> None:
        try:
            pv = self.game.combat_preview(**self.entered())
        except InputError as err:
            self.odds.setText(f"<span style='color:{RED}'>{html.escape(str(err))}</span>")
            self.combat_btn.setEnabled(False)
            return
        self.combat_btn.setEnabled(pv.ok)
        self.odds.setText(preview_html(pv))

    def roll_combat(self) -> bool:
        try:
            args = self.entered()
        except InputError as err:
            self.error.setText(err_text(err))
            return False
        change = self._push(self.game.combat, note=self.units_edit.text().strip(), **args)
        if change is None:
            return False
        self.result.setText(result_html(change))
        return True

    # -- showing ------------------------------------------------------------------------------------
    def refresh(self, log) -> None:
        colour = US if log.next_player == "us" else JAPANESE
        track = log.track
        hour = track.start_hour(log.turn)
        night = log.is_night()
        self.who.setText(f"Turn {log.turn} (day {track.day(log.turn)}, {hour % 24:02d}00"
                         f"{', NIGHT' if night else ''}): <span style='color:{colour}'>{log.next_player.upper()}"
                         f"</span> to act")
        self.passes.setText(f"Passes in a row: {log.state.consecutive_passes} of {rules.PASSES_TO_END_TURN} "
                            f"(four end the turn, 4.3). First wave landed: "
                            f"{'yes' if log.state.first_wave_landed else 'no'}.")
        self.reinf_btn.setEnabled(log.next_player == "us")
        self.log_list.clear()
        turn = 1
        ends = {e.action_index: e for e in log.state.turn_ends}
        rows = []
        for i, a in enumerate(log.actions):
            text = f"T{turn} {a.player.upper()} {a.kind}"
            if a.kind == "combat":
                text += f" ({a.combat_kind}): dice {', '.join(map(str, a.dice)) or 'none'}"
                if a.end_checks:
                    text += f"; end check {', '.join(map(str, a.end_checks))}"
            if a.kind == "face" and a.units:
                text += f" {', '.join(a.units)}"
            if a.first_wave:
                text += " — first assault wave"
            if a.note:
                text += f" — {a.note}"
            if i in ends:
                e = ends[i]
                text += f"  ⇒ TURN {e.turn} ENDS ({'four passes, 4.3' if e.reason == 'passes' else 'end check, 4.2.5 ' + e.ruling})"
                turn = e.turn + 1
            rows.append(text)
        self.log_list.addItems(list(reversed(rows)) or ["(no actions yet: the US acts first, T7)"])
        self.show_odds()
        fd = self.game.facing_drms()
        self.flank.setValue(fd.flank)
        self.rear.setValue(fd.rear)
        self._show_tec()
        self.show_map_odds()


class VictoryPanel(QWidget):
    """8.5-8.7 and T9: Japanese levels by turns held, US by the turn cleared, step-loss mitigation."""

    def __init__(self, board):
        super().__init__()
        self.board = board
        lay = QVBoxLayout(self)
        form = QFormLayout()
        self.cleared = QSpinBox()
        self.cleared.setRange(0, rules.LAST_TURN)
        self.cleared.setSpecialValueText("not cleared")
        self.losses = QSpinBox()
        self.losses.setRange(0, 500)
        form.addRow("Island cleared on turn", self.cleared)
        form.addRow("US step losses (no amtracs)", self.losses)
        lay.addLayout(form)
        save = QPushButton("Record these entries")
        save.clicked.connect(self.save)
        lay.addWidget(save)
        self.result = big(QLabel(), 6)
        self.result.setWordWrap(True)
        lay.addWidget(self.result)
        self.reasons = note_label("")
        self.reasons.setTextFormat(Qt.TextFormat.RichText)
        lay.addWidget(self.reasons)
        self.error = error_label()
        lay.addWidget(self.error)
        lay.addStretch(1)

    def save(self) -> bool:
        try:
            change = self.board.game.set_victory(self.cleared.value(), self.losses.value())
        except InputError as err:
            self.error.setText(err_text(err))
            return False
        self.error.setText("")
        return self.board.hub.push(change)

    def refresh(self, log) -> None:
        v = self.board.session.state.get("victory") or {}
        self.cleared.setValue(int(v.get("cleared_turn") or 0))
        self.losses.setValue(int(v.get("us_step_losses") or 0))
        turns_done = len(log.state.turn_ends)
        try:
            res = self.board.game.victory()
        except InputError as err:
            self.result.setText(str(err))
            return
        if not res.decided:
            self.result.setText("Not decided yet")
        else:
            colour = {"us": US, "japanese": JAPANESE}.get(res.winner, "#37474f")
            word = "DRAW" if res.winner == "draw" else f"{res.winner.upper()} {res.level.upper()} VICTORY"
            self.result.setText(f"<span style='color:{colour}'>{word}</span>")
        self.reasons.setText(f"{turns_done} turn(s) completed.<ul>" + "".join(f"<li>{r}</li>" for r in res.reasons)
                             + "</ul>" + (f"<i>Rulings: {', '.join(res.rulings)}</i>" if res.rulings else ""))
