"""The Tarawa board: Betio as the referee marks it (terrain per hex, undoable), the sight line between
two hexes (ruling T3: clear, or which hex blocks), and beside it the action log (move, combat, pass,
reinforce; four passes end the turn; the end-of-turn check after a 10), the combat roll with its exact
odds shown first, and the victory panel (8.5-8.7, T9).

Terrain and the log are records, the turn and victory entries ``session.state``
(``assistant.games.tarawa.demo``); every roll goes through ``session.dice()`` and ``hub.push``.
"""

from __future__ import annotations

import copy
from fractions import Fraction

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import (
    QButtonGroup, QCheckBox, QComboBox, QFormLayout, QGroupBox, QHBoxLayout, QLabel, QLineEdit, QListWidget,
    QPushButton, QScrollArea, QSizePolicy, QSpinBox, QToolButton, QVBoxLayout, QWidget,
)

from assistant.core.chartbook import shipped
from assistant.core.errors import InputError
from assistant.core.hexes import Hex
from assistant.games.tarawa import rules
from assistant.games.tarawa.combat import FiringUnit, Shot, fire_odds, resolve_fire
from assistant.games.tarawa.demo import (
    TERRAIN, action_log, log_op, rulings_of, state_for, state_op, terrain_map,
)
from assistant.games.tarawa.terrain import TERRAIN_TYPES
from assistant.games.tarawa.victory import tarawa_victory
from assistant.store import records

from .board import HexBoard
from .hexview import SEA, Place
from .measure import big

US = "#1565c0"
JAPANESE = "#b71c1c"
CLEAR = "#2e7d32"
BLOCKED = "#c62828"
TERRAIN_COLOUR = {
    "clear": "#efe6c8", "anti_tank_ditch": "#bcaaa4", "airfield": "#d7ccc8", "rifle_pits": "#d4c58a",
    "palm_trees": "#66bb6a", "buildings": "#a1887f", "beach": "#fff59d", "pier": "#8d6e63",
    "pillbox": "#616161", "bunker": "#424242", "command_bunker": "#212121", "coastal_defence": "#6d4c41",
    "water": "#b3d7ef", "other": "#ce93d8",
}
TERRAIN_WORD = {
    "clear": "", "anti_tank_ditch": "ditch", "airfield": "airfield", "rifle_pits": "pits", "palm_trees": "palms",
    "buildings": "bldg", "beach": "beach", "pier": "pier", "pillbox": "PILLBOX", "bunker": "BUNKER",
    "command_bunker": "CMD BKR", "coastal_defence": "COAST DEF", "water": "water", "other": "other",
}


def make_board(hub, session):
    return TarawaBoard(hub, session)


def pct(p: Fraction) -> str:
    return f"{float(p) * 100:.0f}%"


class TarawaBoard(HexBoard):
    measure_hint = ("Type hex numbers like 0528 or click two hexes: A, then B. The sight line (T3) runs "
                    "centre to centre; end hexes never block. Use 'Mark terrain' to paint blocking hexes.")

    def __init__(self, hub, session):
        from assistant.core.hexes import load_map

        super().__init__(hub, session, load_map("tarawa"), "Tarawa — Betio")
        self.view.grid.default_fill = SEA
        self.charts = shipped()
        m = self.map
        first, last = m.parse(rules.LANDING_FIRST_HEX), m.parse(rules.LANDING_LAST_HEX)
        self.show_places("places", [Place(first, f"Landing hexes {rules.LANDING_FIRST_HEX} …", "landing"),
                                    Place(last, f"… {rules.LANDING_LAST_HEX} (8.1 B)", "landing")])
        self.view.set_home([m.parse("0214"), m.parse("6834")])
        # tools: measure or mark terrain
        self.tool_group = QButtonGroup(self)
        self.measure_btn = QToolButton()
        self.measure_btn.setText("Measure / sight")
        self.mark_btn = QToolButton()
        self.mark_btn.setText("Mark terrain:")
        for b in (self.measure_btn, self.mark_btn):
            b.setCheckable(True)
            self.tool_group.addButton(b)
            self.frame.add_tool(b)
        self.measure_btn.setChecked(True)
        self.terrain_box = QComboBox()
        for t in TERRAIN_TYPES:
            self.terrain_box.addItem(t.replace("_", " "), t)
        self.terrain_box.setCurrentIndex(TERRAIN_TYPES.index("bunker"))
        self.terrain_box.activated.connect(lambda _i: self.mark_btn.setChecked(True))
        self.frame.add_tool(self.terrain_box)
        self.frame.set_legend(
            [(TERRAIN_COLOUR[t], TERRAIN_WORD[t] or t) for t in ("beach", "palm_trees", "buildings", "pillbox",
                                                                 "bunker", "airfield", "pier")]
            + [("#000000", "hatched = blocks sight"), (CLEAR, "clear sight line"), (BLOCKED, "blocked sight line")])
        self.action_panel = ActionPanel(self)
        self.victory_panel = VictoryPanel(self)
        for w, title in ((self.action_panel, "Actions and combat"), (self.victory_panel, "Victory")):
            area = QScrollArea()
            area.setWidgetResizable(True)
            area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
            area.setWidget(w)
            self.tabs.addTab(area, title)
        self.refresh()

    # -- model ------------------------------------------------------------------------------------
    def terrain(self):
        return terrain_map(self.session.store, self.session.game_id)

    def log(self):
        return action_log(self.session.store, self.session.game_id, self.session.settings)

    def rulings(self):
        return rulings_of(self.session.settings)

    # -- clicks: measure, or mark terrain -----------------------------------------------------------
    def on_hex_clicked(self, h: Hex) -> None:
        if self.mark_btn.isChecked():
            self.mark(h, self.terrain_box.currentData())
        else:
            self.measure.click(h)

    def mark(self, h: Hex, terrain: str) -> bool:
        """Mark ``h`` with ``terrain``; marking a hex with the terrain it has clears it. Undoable."""
        s = self.session
        label = self.map.label(h)
        current = (records.get(s.store, s.game_id, TERRAIN, label) or {}).get("terrain")
        if current == terrain:
            op, text = records.delete_op(s.store, s.game_id, TERRAIN, label), f"Clear the terrain of {label}"
        else:
            op = records.put_op(s.store, s.game_id, TERRAIN, label, {"terrain": terrain})
            text = f"Mark {label} as {terrain.replace('_', ' ')}"
        return self.hub.push(records.change(text, s.game_id, [op]))

    # -- drawing ----------------------------------------------------------------------------------
    def refresh(self) -> None:
        tm = self.terrain()
        fills, words = {}, {}
        for label, t in tm.terrain.items():
            h = self.map.parse(label)
            fills[h] = QColor(TERRAIN_COLOUR.get(t, "#ffffff"))
            if TERRAIN_WORD.get(t):
                words[h] = TERRAIN_WORD[t]
        self.view.grid.set_fills(fills, words)
        blocking = [self.map.parse(label) for label, t in tm.terrain.items() if tm.types[t].blocks_sight]
        self.view.set_area("blocking", blocking, "#000000", None, z=1.0, alpha=150,
                           pattern=Qt.BrushStyle.BDiagPattern)
        self._tm = tm
        log = self.log()
        night = " (night)" if log.is_night() else ""
        self.frame.title.setText(f"Tarawa — turn {log.turn}{night}, {log.next_player.upper()} to act")
        self.draw_measure()
        self.action_panel.refresh(log)
        self.victory_panel.refresh(log)
        if hasattr(self, "_measure_panel"):
            self._measure_panel.refresh()

    def on_record(self, change) -> None:
        self.refresh()

    def hover_extra(self, h: Hex) -> str:
        tm = getattr(self, "_tm", None)
        if tm is None:
            return ""
        t = tm.terrain_of(h)
        return f"{t.replace('_', ' ')} ({'blocks sight' if tm.blocks(h) else 'does not block sight'})"

    def sight(self):
        m = self.measure
        if m.a is None or m.b is None:
            return None
        tm = getattr(self, "_tm", None) or self.terrain()
        return tm.sight(m.a, m.b)

    def draw_measure_extra(self) -> None:
        v = self.view
        sl = self.sight()
        if sl is None or sl.source == sl.target:
            v.clear_layer("sight")
            v.clear_layer("sight_block")
            return
        v.clear_layer("measure_path")
        colour = CLEAR if sl.clear else BLOCKED
        d = self.measure.distance
        v.set_polyline("sight", [v.geo.centre(sl.source), v.geo.centre(sl.target)], colour, width=4.0, z=6.6,
                       label=f"{d} hexes — {'CLEAR' if sl.clear else 'BLOCKED'}", label_at=0.5)
        if sl.clear:
            v.clear_layer("sight_block")
        else:
            v.set_area("sight_block", list(sl.blocked_by), BLOCKED, BLOCKED, z=6.4, alpha=120, width=4.0)
            first = sl.blocked_by[0]
            v.add_label("sight_block", v.geo.centre(first), "blocks", BLOCKED, 8.6, offset=(-20, 8))

    def measure_extras(self, m):
        sl = self.sight()
        if sl is None:
            return []
        text = sl.describe(self.map)
        return [("Sight line (4.2.1, T3)", text.split(": ", 1)[1] if ": " in text else text,
                 CLEAR if sl.clear else BLOCKED)]


def _note(text: str) -> QLabel:
    lbl = QLabel(text)
    lbl.setWordWrap(True)
    lbl.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
    return lbl


def _error_label() -> QLabel:
    lbl = _note("")
    lbl.setStyleSheet("color: #c62828; font-weight: bold")
    return lbl


class ActionPanel(QWidget):
    """Who acts, the four kinds of action, the combat roll with its odds, and the log."""

    def __init__(self, board: TarawaBoard):
        super().__init__()
        self.board = board
        lay = QVBoxLayout(self)
        self.who = big(QLabel(), 5)
        self.who.setWordWrap(True)
        lay.addWidget(self.who)
        self.passes = _note("")
        big(self.passes, 1, False)
        lay.addWidget(self.passes)
        row = QHBoxLayout()
        self.units_edit = QLineEdit()
        self.units_edit.setPlaceholderText("units / note (optional)")
        row.addWidget(self.units_edit, 1)
        lay.addLayout(row)
        row2 = QHBoxLayout()
        self.move_btn = QPushButton("Move")
        self.pass_btn = QPushButton("Pass")
        self.reinf_btn = QPushButton("Reinforce (US)")
        self.first_wave = QCheckBox("Reinforce lands the first assault wave (8.0)")
        for b in (self.move_btn, self.pass_btn, self.reinf_btn):
            b.setMinimumHeight(34)
            row2.addWidget(b)
        lay.addWidget(self.first_wave)
        self.move_btn.clicked.connect(lambda: self.record("move"))
        self.pass_btn.clicked.connect(lambda: self.record("pass"))
        self.reinf_btn.clicked.connect(lambda: self.record("reinforce"))
        lay.addLayout(row2)
        cbox = QGroupBox("Combat action (4.2)")
        cl = QVBoxLayout(cbox)
        cl.addWidget(_note("One d10 per firing unit; a hit when d10 + DRMs ≤ its strength (4.2.1 F)."))
        form = QFormLayout()
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
        self.fortified = QCheckBox("target in pillbox / bunker / coastal defence")
        self.armour = QCheckBox("US armour in the firing stack")
        form.addRow("Firing strengths", self.strengths)
        form.addRow("Kind", self.kind)
        form.addRow("Target is", self.relation)
        form.addRow("Terrain DRM (entered)", self.terrain_drm)
        cl.addLayout(form)
        cl.addWidget(self.fortified)
        cl.addWidget(self.armour)
        self.from_b = QPushButton("Fill in from A → B")
        self.from_b.setToolTip("A is the firing hex, B the target: distance, terrain DRM, fortification, sight")
        self.from_b.clicked.connect(self.fill_from_measure)
        cl.addWidget(self.from_b)
        self.odds = _note("")
        self.odds.setTextFormat(Qt.TextFormat.RichText)
        big(self.odds, 1, False)
        cl.addWidget(self.odds)
        self.combat_btn = QPushButton("Roll combat")
        self.combat_btn.setMinimumHeight(38)
        big(self.combat_btn, 2)
        self.combat_btn.clicked.connect(self.roll_combat)
        cl.addWidget(self.combat_btn)
        self.result = _note("")
        self.result.setTextFormat(Qt.TextFormat.RichText)
        big(self.result, 2)
        cl.addWidget(self.result)
        lay.addWidget(cbox)
        for w in (self.strengths,):
            w.textChanged.connect(lambda _t: self.show_odds())
        for w in (self.kind, self.relation):
            w.currentIndexChanged.connect(lambda _i: self.show_odds())
        self.terrain_drm.valueChanged.connect(lambda _v: self.show_odds())
        for w in (self.fortified, self.armour):
            w.toggled.connect(lambda _on: self.show_odds())
        self.error = _error_label()
        lay.addWidget(self.error)
        lay.addWidget(_note("Action log (newest first; Edit > Undo takes back the last entry):"))
        self.log_list = QListWidget()
        self.log_list.setMinimumHeight(160)
        lay.addWidget(self.log_list, 1)

    # -- model helpers ------------------------------------------------------------------------------
    def _push(self, rec, log, text: str) -> bool:
        b = self.board
        s = b.session
        ops = [log_op(s.store, s.game_id, log), state_op(s.store, s.game_id, state_for(s.state, log))]
        if rec is None:
            return b.hub.push(records.change(text, s.game_id, ops))
        return b.hub.push(rec.change(text, extra_ops=ops))

    def record(self, kind: str) -> None:
        log = self.board.log()
        player = log.next_player
        note = self.units_edit.text().strip()
        try:
            if kind == "move":
                log.move(player, note=note)
            elif kind == "pass":
                log.pass_(player, note=note)
            else:
                log.reinforce(player, first_wave=self.first_wave.isChecked(), note=note)
        except InputError as err:
            self.error.setText(err.message + (f" ({err.where})" if err.where else ""))
            return
        self.error.setText("")
        extra = ""
        if log.state.turn_ends and log.state.turn_ends[-1].action_index == len(log.actions) - 1:
            extra = f" — four passes: turn {log.state.turn_ends[-1].turn} ends (4.3)"
        self._push(None, log, f"Turn {log.turn if not extra else log.state.turn_ends[-1].turn}: "
                              f"{player.upper()} {kind}{extra}")

    def fill_from_measure(self) -> None:
        b = self.board
        m = b.measure
        if m.a is None or m.b is None:
            self.error.setText("Pick A (the firing hex) and B (the target hex) first.")
            return
        from assistant.core.hexes import distance

        d = distance(m.a, m.b)
        self.relation.setCurrentIndex(2 if d == 0 else 1 if d == 1 else 0)
        tm = b.terrain()
        self.terrain_drm.setValue(tm.terrain_drm(m.b))
        self.fortified.setChecked(tm.fortified(m.b))
        sl = tm.sight(m.a, m.b)
        self.error.setText("" if sl.clear or d <= 1 else f"No sight line: {sl.describe(b.map)}")

    def shots(self, player: str) -> list[Shot]:
        text = self.strengths.text().replace(";", ",")
        try:
            values = [int(x) for x in text.split(",") if x.strip()]
        except ValueError:
            raise InputError("firing strengths are whole numbers separated by commas, e.g. 6, 4",
                             "combat: firing strengths") from None
        if not values:
            raise InputError("give at least one firing strength", "combat: firing strengths")
        kind = self.kind.currentData()
        unit_kind = "bombardment" if kind == "bombardment" else "marine_infantry" if player == "us" else "infantry"
        firers = [FiringUnit(f"{player}-{i + 1}", player, unit_kind, v) for i, v in enumerate(values)]
        stack = tuple(firers) + ((FiringUnit("us-armour", "us", "armour", 1),)
                                 if self.armour.isChecked() and player == "us" else ())
        return [Shot(f, self.relation.currentData(), stack, self.fortified.isChecked(), self.terrain_drm.value(),
                     "", (), (), kind == "bombardment") for f in firers]

    def show_odds(self) -> None:
        b = self.board
        log = getattr(self, "_log", None) or b.log()
        try:
            odds = fire_odds(self.shots(log.next_player), b.rulings())
        except InputError as err:
            self.odds.setText(f"<span style='color:#c62828'>{err}</span>")
            self.combat_btn.setEnabled(False)
            return
        self.combat_btn.setEnabled(True)
        lines = []
        for so in odds.shots:
            drms = ", ".join(f"{d.name} {d.value:+d} ({d.rule})" for d in so.drms) or "no DRMs"
            lines.append(f"{so.unit_id}: strength {so.strength}, DRM {so.total_drm:+d} → hits on "
                         f"{'nothing' if so.need == 0 else f'1-{so.need}'} = <b>{pct(so.chance)}</b>"
                         f"<br><small>{drms}</small>")
        dist = ", ".join(f"{k} hit{'s' if k != 1 else ''} {pct(p)}" for k, p in sorted(odds.hits.items()))
        lines.append(f"<b>Before rolling:</b> {dist}")
        lines.append(f"Chance the action ends the turn (a 10, then 9-10; {odds.ruling}): <b>{pct(odds.turn_end)}</b>")
        self.odds.setText("<br>".join(lines))

    def roll_combat(self) -> None:
        b = self.board
        log = b.log()
        player = log.next_player
        kind = self.kind.currentData()
        try:
            shots = self.shots(player)
            trial = b.log()
            trial.combat(player, [1] * len(shots), kind, end_checks=[])   # is the action allowed now?
        except InputError as err:
            self.error.setText(err.message + (f" ({err.where})" if err.where else ""))
            return
        rec = b.session.dice()
        out = rec.roll(f"{len(shots)}d10", why=f"Combat ({kind.replace('_', ' ')}): {len(shots)} firing unit(s) (4.2.1)",
                       side=player, turn=log.turn, phase="combat", rulings={"T1": "d10, 0 reads 10"})
        res = resolve_fire(shots, rolls=list(out.dice), rulings=b.rulings())
        out.row["chart_result"] = f"{res.hits} hit(s)"
        checks = []
        chart = b.charts.get("tarawa", "end_of_turn_check")
        for i in range(log.end_checks_needed(out.dice)):
            c = rec.roll_chart(chart, why=f"End-of-turn check {i + 1} after a 10 (4.2.5)", side=player,
                               turn=log.turn, phase="combat", rulings={"T2": "one check per 10" if
                                                                       b.rulings().end_check_per_ten else "one check"})
            checks.append(c.value)
            if c.value in rules.END_CHECK_ENDS_ON:
                break
        turn = log.turn
        log.combat(player, out.dice, kind, units=[s.firer.unit_id for s in shots], end_checks=checks,
                   note=self.units_edit.text().strip())
        ended = bool(checks) and checks[-1] in rules.END_CHECK_ENDS_ON
        hit_text = ", ".join(f"{r.roll}{'✔' if r.hit else '✘'}" for r in res.shots)
        colour = "#2e7d32" if res.hits else "#37474f"
        self.result.setText(
            f"<span style='color:{colour}'>{res.hits} HIT{'S' if res.hits != 1 else ''}</span> — dice {hit_text}"
            + (f"<br>End-of-turn check: {', '.join(map(str, checks))} → "
               + ("<span style='color:#c62828'>TURN ENDS</span>" if ended else "the turn goes on") if checks else ""))
        self.error.setText("")
        self._push(rec, log, f"Turn {turn}: {player.upper()} combat, dice {list(out.dice)}: {res.hits} hit(s)"
                             + (f"; end check {checks} — turn {turn} ends" if ended else ""))

    def refresh(self, log) -> None:
        self._log = log
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
                text += f" ({a.combat_kind}): dice {', '.join(map(str, a.dice))}"
                if a.end_checks:
                    text += f"; end check {', '.join(map(str, a.end_checks))}"
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


class VictoryPanel(QWidget):
    """8.5-8.7 and T9: Japanese levels by turns held, US by the turn cleared, step-loss mitigation."""

    def __init__(self, board: TarawaBoard):
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
        self.reasons = _note("")
        self.reasons.setTextFormat(Qt.TextFormat.RichText)
        lay.addWidget(self.reasons)
        lay.addStretch(1)

    def save(self) -> None:
        b = self.board
        from assistant.store import games

        s = copy.deepcopy(b.session.state)
        s["victory"] = {"cleared_turn": self.cleared.value(), "us_step_losses": self.losses.value()}
        b.hub.push(games.state_change(b.session.store, b.session.game_id, s, "Tarawa victory entries"))

    def refresh(self, log) -> None:
        v = self.board.session.state.get("victory") or {}
        self.cleared.setValue(int(v.get("cleared_turn") or 0))
        self.losses.setValue(int(v.get("us_step_losses") or 0))
        cleared = int(v.get("cleared_turn") or 0) or None
        turns_done = len(log.state.turn_ends)
        try:
            res = tarawa_victory(cleared, int(v.get("us_step_losses") or 0), turns_done)
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
