"""The battle resolver: both sides' forces, the situation, each side's dice with the rule behind every
step, the exact odds before rolling (with a casualty bar chart), then the rolls from the game's dice
stream, ties (retreat or refight), and the whole battle applied as one undoable change."""

from __future__ import annotations

from dataclasses import replace
from fractions import Fraction

import pyqtgraph as pg
from PySide6.QtCore import Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QCheckBox, QComboBox, QDialog, QFormLayout, QGridLayout, QGroupBox, QHBoxLayout, QLabel, QPushButton,
    QScrollArea, QSpinBox, QTableWidget, QVBoxLayout, QWidget,
)

from assistant.core.errors import InputError
from assistant.games.macarthur import battle as core
from assistant.games.macarthur import persist, rules
from assistant.games.macarthur.state import situation_for
from assistant.store import records

SIDE_HEX = {"blue": "#1565c0", "red": "#c62828"}
OUTCOME_WORDS = {"attacker_wins": "attacker wins", "defender_wins": "defender wins", "tie": "tie",
                 "both_eliminated": "both wiped out", "stalemate": "stalemate (no dice)"}


def pct(p: Fraction | float) -> str:
    return f"{float(p) * 100:.1f}%"


class BattleDialog(QDialog):
    def __init__(self, board, town: str | None = None, parent: QWidget | None = None):
        super().__init__(parent or board)
        self.board = board
        self.hub = board.hub
        self.setWindowTitle("Battle")
        self.resize(1100, 820)
        self.campaign = board.campaign
        self.recorder = None
        self.rounds: list[tuple[tuple[int, ...], tuple[int, ...]]] = []
        self.choices: list[str] = []
        self.roll_ids: list[int] = []
        self.original: core.Battle | None = None
        self.current: core.Battle | None = None
        self.result: core.BattleResult | None = None
        self.odds: core.BattleOdds | None = None
        self.applied = False

        outer = QVBoxLayout(self)
        top = QHBoxLayout()
        outer.addLayout(top)
        # ---- inputs
        inputs = QGroupBox("Forces and situation")
        form = QFormLayout(inputs)
        self.town = QComboBox()
        self.town.addItems(sorted(board.network.towns) if board.network else [])
        self.attacker_side = QComboBox()
        for s in rules.SIDES:
            self.attacker_side.addItem(f"{persist.side_name(self.campaign, s)} ({s})", s)
        form.addRow("Town attacked:", self.town)
        form.addRow("Attacker:", self.attacker_side)
        self.stacks = QTableWidget(0, 4)
        self.stacks.setHorizontalHeaderLabels(["Approach (from)", "Large", "Small", "From sea"])
        self.stacks.horizontalHeader().setStretchLastSection(True)
        self.stacks.setMinimumHeight(120)
        form.addRow("Attacking stacks:", self.stacks)
        row = QHBoxLayout()
        add = QPushButton("Add approach")
        add.clicked.connect(lambda: self._add_stack("", 0, 0, False))
        rem = QPushButton("Remove last")
        rem.clicked.connect(lambda: (self.stacks.setRowCount(max(0, self.stacks.rowCount() - 1)), self.refresh()))
        row.addWidget(add)
        row.addWidget(rem)
        form.addRow("", row)
        dl = QHBoxLayout()
        self.def_large, self.def_small = QSpinBox(), QSpinBox()
        for sp, lab in ((self.def_large, "Large"), (self.def_small, "Small")):
            sp.setRange(0, 40)
            sp.valueChanged.connect(self.refresh)
            dl.addWidget(QLabel(lab))
            dl.addWidget(sp)
        form.addRow("Defender in the town:", dl)
        gl = QHBoxLayout()
        self.guest_large, self.guest_small = QSpinBox(), QSpinBox()
        for sp, lab in ((self.guest_large, "Large"), (self.guest_small, "Small")):
            sp.setRange(0, 10)
            sp.valueChanged.connect(self.refresh)
            gl.addWidget(QLabel(lab))
            gl.addWidget(sp)
        form.addRow("Retreated in this turn:", gl)
        guest_note = QLabel("Units that retreated into this town while it was under attack add no dice and take "
                            "no casualties (Retreating). If the town is lost they leave with its defenders, "
                            "within the 5 that may retreat (our default: the rulebook is silent).")
        guest_note.setWordWrap(True)
        guest_note.setStyleSheet("color: #455a64")
        form.addRow("", guest_note)
        self.flags: dict[str, QCheckBox] = {}
        camp = self.campaign
        flag_specs = [
            ("north_korean_out_of_supply", "North Korean supply route cut (-1 die)", camp.has("north_korean_supply")),
            ("japanese_air_control", "Japanese air control (+1 die, not on Bataan)", camp.has("air_control")),
            ("japanese_hold_olongapo_and_layac", "Japanese hold Olongapo and Layac (Allies -1 off Bataan)",
             camp.has("olongapo_layac")),
            ("on_bataan", "The town is on the Bataan insert", camp.has("bataan_insert")),
            ("manila", "Manila, open city", camp.has("manila_open_city")),
            ("retreat_into_enemy_town", "Optional rule: a beaten defender retreating into this enemy town (+2)", True),
        ]
        for key, label, on in flag_specs:
            cb = QCheckBox(label)
            cb.setEnabled(on)
            cb.toggled.connect(self.refresh)
            self.flags[key] = cb
            form.addRow("", cb)
        self.retreat_roads = QSpinBox()
        self.retreat_roads.setRange(-1, 12)
        self.retreat_roads.setSpecialValueText("unknown")
        self.retreat_roads.valueChanged.connect(self.refresh)
        form.addRow("Clear retreat roads:", self.retreat_roads)
        fill = QPushButton("Read forces and flags from the board")
        fill.clicked.connect(lambda: self.fill_from_board(self.town.currentText()))
        form.addRow("", fill)
        top.addWidget(inputs, 2)
        # ---- odds
        oddsbox = QGroupBox("Before rolling: dice and exact odds")
        ol = QVBoxLayout(oddsbox)
        self.dice_text = QLabel()
        self.dice_text.setWordWrap(True)
        self.dice_text.setTextFormat(Qt.TextFormat.RichText)
        self.odds_text = QLabel()
        self.odds_text.setWordWrap(True)
        self.odds_text.setTextFormat(Qt.TextFormat.RichText)
        big = QFont()
        big.setPointSize(12)
        self.odds_text.setFont(big)
        ol.addWidget(self.dice_text)
        ol.addWidget(self.odds_text)
        self.chart = pg.PlotWidget(background="w")
        self.chart.setLabel("bottom", "casualties suffered in the first round")
        self.chart.setLabel("left", "chance %")
        self.chart.setMinimumHeight(200)
        self.chart.addLegend(offset=(-10, 10))
        ol.addWidget(self.chart)
        top.addWidget(oddsbox, 3)
        # ---- rolling
        rollbox = QGroupBox("Rolling (the game's dice stream; every throw goes to the roll log)")
        rl = QGridLayout(rollbox)
        self.roll_btn = QPushButton("Roll the battle")
        self.roll_btn.setMinimumHeight(36)
        self.roll_btn.clicked.connect(self.roll_round)
        self.tie_buttons: dict[str, QPushButton] = {}
        rl.addWidget(self.roll_btn, 0, 0)
        for i, (choice, label) in enumerate((("refight", "Tie: refight"), ("attacker_retreats", "Tie: attacker retreats"),
                                             ("defender_retreats", "Tie: defender retreats"))):
            b = QPushButton(label)
            b.setEnabled(False)
            b.clicked.connect(lambda _=False, c=choice: self.choose_tie(c))
            self.tie_buttons[choice] = b
            rl.addWidget(b, 0, i + 1)
        self.result_text = QLabel("Not rolled yet.")
        self.result_text.setWordWrap(True)
        self.result_text.setTextFormat(Qt.TextFormat.RichText)
        self.result_text.setFont(big)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setWidget(self.result_text)
        scroll.setMinimumHeight(180)
        rl.addWidget(scroll, 1, 0, 1, 4)
        splitbox = QGroupBox("Beaten defender retreats to (split over clear roads)")
        self.split_grid = QGridLayout(splitbox)
        self.split_rows: dict[str, tuple[QSpinBox, QSpinBox]] = {}
        self.split_note = QLabel("—")
        self.split_note.setWordWrap(True)
        self.split_grid.addWidget(self.split_note, 0, 0, 1, 4)
        rl.addWidget(splitbox, 2, 0, 1, 3)
        self.apply_btn = QPushButton("Apply to the board (one undo step)")
        self.apply_btn.setEnabled(False)
        self.apply_btn.clicked.connect(self.apply)
        rl.addWidget(self.apply_btn, 2, 3)
        self.error = QLabel()
        self.error.setStyleSheet("color: #b71c1c; font-weight: bold;")
        self.error.setWordWrap(True)
        rl.addWidget(self.error, 3, 0, 1, 4)
        outer.addWidget(rollbox)
        self.town.currentTextChanged.connect(lambda _t: self.refresh())
        self.attacker_side.currentIndexChanged.connect(lambda _i: self.refresh())
        if town:
            self.fill_from_board(town)
        else:
            self.refresh()

    # ------------------------------------------------------------------ inputs
    def _add_stack(self, approach: str, large: int, small: int, sea: bool) -> None:
        from PySide6.QtWidgets import QTableWidgetItem

        r = self.stacks.rowCount()
        self.stacks.insertRow(r)
        self.stacks.setItem(r, 0, QTableWidgetItem(approach))
        for c, v in ((1, large), (2, small)):
            sp = QSpinBox()
            sp.setRange(0, 40)
            sp.setValue(v)
            sp.valueChanged.connect(self.refresh)
            self.stacks.setCellWidget(r, c, sp)
        cb = QCheckBox()
        cb.setChecked(sea)
        cb.toggled.connect(self.refresh)
        self.stacks.setCellWidget(r, 3, cb)
        self.refresh()

    def set_stacks(self, stacks: list[tuple[str, int, int, bool]]) -> None:
        self.stacks.setRowCount(0)
        for s in stacks:
            self._add_stack(*s)

    def fill_from_board(self, town: str) -> None:
        """The attack stacks waiting outside ``town``, its defenders and the situation the position gives."""
        b = self.board
        self._filling = True
        self.town.setCurrentText(town)
        rec, net = b.record, b.network
        side_d, force_d = rec.force_in(town)
        att_side = rec.moving_side or (rules.other_side(side_d) if side_d else rules.BLUE)
        self.attacker_side.setCurrentIndex(rules.SIDES.index(att_side))
        stacks = persist.attack_stacks(rec, town)
        self.set_stacks([(s.approach, s.force.large, s.force.small, s.from_sea) for s in stacks] or [("", 0, 0, False)])
        guests = persist.guests_in(rec, town)
        force_d = force_d - guests if side_d else force_d
        self.def_large.setValue(force_d.large)
        self.def_small.setValue(force_d.small)
        self.guest_large.setValue(guests.large)
        self.guest_small.setValue(guests.small)
        try:
            sit = situation_for(net, rec.state, self.campaign, town, att_side,
                                {s.approach for s in stacks if not s.from_sea}, used=rec.turn.get("used"))
        except InputError as err:
            self.error.setText(str(err))
            sit = core.Situation()
        for key, cb in self.flags.items():
            cb.setChecked(bool(getattr(sit, key)) and cb.isEnabled())
        self.retreat_roads.setValue(-1 if sit.defender_retreat_roads is None else sit.defender_retreat_roads)
        self.retreat_room = sit.defender_retreat_room
        self._filling = False
        self.refresh()

    def battle(self) -> core.Battle:
        stacks = []
        for r in range(self.stacks.rowCount()):
            item = self.stacks.item(r, 0)
            approach = item.text().strip() if item else ""
            large = self.stacks.cellWidget(r, 1).value()
            small = self.stacks.cellWidget(r, 2).value()
            sea = self.stacks.cellWidget(r, 3).isChecked()
            if large or small:
                stacks.append(core.AttackStack(core.Force(large, small), approach, sea))
        roads = self.retreat_roads.value()
        sit = core.Situation(**{k: cb.isChecked() for k, cb in self.flags.items()},
                             defender_retreat_roads=None if roads < 0 else roads,
                             defender_retreat_room=None if roads < 0 else getattr(self, "retreat_room", None))
        return core.Battle(self.campaign.id, self.attacker_side.currentData(), tuple(stacks),
                           core.Force(self.def_large.value(), self.def_small.value()), sit,
                           self.board.rulings, self.town.currentText(),
                           core.Force(self.guest_large.value(), self.guest_small.value()))

    # ------------------------------------------------------------------ odds
    def refresh(self) -> None:
        if getattr(self, "_filling", False) or self.rounds:
            return
        self.error.setText("")
        self.chart.clear()
        try:
            b = self.battle()
            self.odds = core.odds(b)
        except InputError as err:
            self.odds = None
            self.dice_text.setText("")
            self.odds_text.setText(f"<span style='color:#b71c1c'>{err.message}</span>")
            self.roll_btn.setEnabled(False)
            return
        self.roll_btn.setEnabled(True)
        camp = self.campaign
        a_side, d_side = b.attacker_side, b.defender_side
        lines = []
        for role, side in ((core.ATTACKER, a_side), (core.DEFENDER, d_side)):
            dc = core.count_dice(b, role)
            steps = "".join(f"<li>{s.text} <i>[{s.rule}]</i></li>" for s in dc.steps)
            lines.append(f"<b style='color:{SIDE_HEX[side]}'>{role.title()}: {persist.side_name(camp, side)} — "
                         f"{dc.dice} {rules.DICE_COLOUR[side]} dice</b><ul>{steps}</ul>")
        self.dice_text.setText("".join(lines))
        o = self.odds
        fr = o.first_round
        wr = o.with_refights
        self.odds_text.setText(
            f"<b>Higher total:</b> attacker {pct(o.attacker_higher)} · tie {pct(o.tie)} · defender "
            f"{pct(o.defender_higher)}<br>"
            f"<b>First round:</b> attacker wins {pct(fr.get('attacker_wins', 0))} · defender wins "
            f"{pct(fr.get('defender_wins', 0))} · tie {pct(fr.get('tie', 0))} · both wiped out "
            f"{pct(fr.get('both_eliminated', 0))}<br>"
            f"<b>Wiped out (first round):</b> attacker {pct(o.attacker_eliminated)} · defender "
            f"{pct(o.defender_eliminated)}<br>"
            f"<b>If every tie is refought:</b> attacker wins {pct(wr.get('attacker_wins', 0))} · defender wins "
            f"{pct(wr.get('defender_wins', 0))}"
            + (f" · both wiped out {pct(wr['both_eliminated'])}" if wr.get("both_eliminated") else "")
            + (f" · stalemate {pct(wr['stalemate'])}" if wr.get("stalemate") else ""))
        w = 0.38
        for dx, dist, side, who in ((-w / 2, o.hits_on_attacker, a_side, "attacker"),
                                    (w / 2, o.hits_on_defender, d_side, "defender")):
            xs = [k + dx for k in dist]
            ys = [float(p) * 100 for p in dist.values()]
            bar = pg.BarGraphItem(x=xs, height=ys, width=w, brush=SIDE_HEX[side],
                                  name=f"{who} ({persist.side_name(camp, side)}) loses")
            self.chart.addItem(bar)
        self.chart.getAxis("bottom").setTicks([[(k, str(k)) for k in range(0, 6)]])

    # ------------------------------------------------------------------ rolling
    def roll_round(self) -> None:
        self.error.setText("")
        try:
            if self.original is None:
                self.original = self.battle()
                self.current = self.original
            b = self.current
            assert b is not None
            if self.recorder is None:
                self.recorder = self.hub.session.dice()
            if b.situation.manila and b.attacker_side == rules.RED:
                self._finish()
                return
            a_n = core.count_dice(b, core.ATTACKER).dice
            d_n = core.count_dice(b, core.DEFENDER).dice
            order = [(core.ATTACKER, a_n), (core.DEFENDER, d_n)]
            if b.attacker_side == rules.RED:   # the white (Blue) dice are thrown first
                order.reverse()
            thrown: dict[str, tuple[int, ...]] = {core.ATTACKER: (), core.DEFENDER: ()}
            n_round = len(self.rounds) + 1
            for role, n in order:
                if n == 0:
                    continue
                side = b.side_of(role)
                out = self.recorder.roll(
                    f"{n}d6", why=f"Battle for {b.town}, round {n_round}: {role} "
                    f"({persist.side_name(self.campaign, side)}, {rules.DICE_COLOUR[side]} dice)",
                    actor=role, side=side, phase="battle", turn=self.board.record.state.turn,
                    rulings=b.rulings.to_dict())
                thrown[role] = tuple(out.dice)
                self.roll_ids.append(out.row["id"])
            rnd = core.fight_round(b, thrown[core.ATTACKER], thrown[core.DEFENDER])
        except InputError as err:
            self.error.setText(str(err))
            return
        self.rounds.append((thrown[core.ATTACKER], thrown[core.DEFENDER]))
        self._show_round(rnd)
        self._last_round = rnd
        if rnd.outcome == "tie" and (a_n or d_n):
            self.roll_btn.setEnabled(False)
            opts = core.tie_options(b)
            for c, btn in self.tie_buttons.items():
                btn.setEnabled(c in opts)
            return
        self._finish()

    def choose_tie(self, choice: str) -> None:
        self.choices.append(choice)
        for btn in self.tie_buttons.values():
            btn.setEnabled(False)
        if choice == "refight":
            rnd = self._last_round
            assert self.current is not None
            self.current = replace(self.current, attackers=tuple(rnd.attackers_after), defender=rnd.defender_after)
            self.roll_btn.setEnabled(True)
            self.roll_btn.setText("Roll the refight")
            self.result_text.setText(self.result_text.text() + "<br><b>Refight</b> with dice recounted (M5).")
            return
        self._finish()

    def _show_round(self, rnd: core.Round) -> None:
        b = self.current
        assert b is not None
        a_side, d_side = b.attacker_side, b.defender_side

        def dice_html(d, side):
            return " ".join(f"<span style='background:{SIDE_HEX[side] if side == 'red' else '#fff'};"
                            f"color:{'#fff' if side == 'red' else '#000'};border:1px solid #333;"
                            f"font-size:20pt;padding:2px'>&nbsp;{x}&nbsp;</span>" for x in d) or "(no dice)"
        html = (f"<p><b>Round {len(self.rounds)}</b><br>"
                f"<b style='color:{SIDE_HEX[a_side]}'>Attacker</b> {dice_html(rnd.attacker_dice, a_side)} "
                f"= <b>{rnd.attacker_total}</b> → {rnd.hits_on_defender} casualty(ies) on the defender<br>"
                f"<b style='color:{SIDE_HEX[d_side]}'>Defender</b> {dice_html(rnd.defender_dice, d_side)} "
                f"= <b>{rnd.defender_total}</b> → {rnd.hits_on_attacker} casualty(ies) on the attacker<br>"
                f"<b>{OUTCOME_WORDS.get(rnd.outcome, rnd.outcome).upper()}</b></p>")
        prev = self.result_text.text() if len(self.rounds) > 1 else ""
        self.result_text.setText(prev + html)

    def _finish(self) -> None:
        assert self.original is not None
        it = iter(self.choices)
        try:
            self.result = core.resolve(self.original, dice=self.rounds, on_tie=lambda _b, _r: next(it))
        except InputError as err:
            self.error.setText(str(err))
            return
        r = self.result
        self.roll_btn.setEnabled(False)
        steps = "".join(f"<li>{s.text} <i>[{s.rule}]</i></li>" for s in r.steps)
        words = (f"<p style='font-size:15pt'><b>Winner: {r.winner}</b> — attacker {r.attacker_fate.replace('_', ' ')}, "
                 f"defender {r.defender_fate.replace('_', ' ')}</p>")
        self.result_text.setText(self.result_text.text() + words + f"<ul>{steps}</ul>"
                                 f"<p>Rulings used: {', '.join(r.rulings_used)}</p>")
        self._fill_split(r)
        self.apply_btn.setEnabled(True)

    def _fill_split(self, r: core.BattleResult) -> None:
        """One row per clear road: Large and Small spin boxes, filled with the default split."""
        for sp_l, sp_s in self.split_rows.values():
            sp_l.deleteLater()
            sp_s.deleteLater()
        while self.split_grid.count() > 1:
            item = self.split_grid.takeAt(1)
            if item.widget():
                item.widget().deleteLater()
        self.split_rows = {}
        force = r.defender_retreating
        if not force.units:
            self.split_note.setText("Nobody retreats from the town.")
            return
        rec, net = self.board.record, self.board.network
        opts = persist.retreat_options(rec, net, r.battle.town, {s.approach for s in r.battle.attackers})
        m9 = rec.state.rulings.label("M9")
        self.split_note.setText(
            f"{force.large} Large and {force.small} Small retreat; split them over the clear roads "
            f"(each row's room: {'5 units a segment less this turn' if rec.state.rulings.m9_retreat_counts_for_segments else 'no segment limit'}, {m9})."
            if opts else "No clear road: record the retreat by hand.")
        default = persist.default_retreat_split(opts, force)
        for i, (dest, room) in enumerate(opts.items(), start=1):
            attacked = dest in rec.attacks()
            lab = QLabel(f"{dest}" + (f" (room {room})" if room is not None else "")
                         + (" — under attack: they add no dice there" if attacked else ""))
            lab.setWordWrap(True)
            sp_l, sp_s = QSpinBox(), QSpinBox()
            sp_l.setRange(0, force.large)
            sp_s.setRange(0, force.small)
            d = default.get(dest, core.Force())
            sp_l.setValue(d.large)
            sp_s.setValue(d.small)
            self.split_grid.addWidget(lab, i, 0)
            self.split_grid.addWidget(QLabel("L"), i, 1)
            self.split_grid.addWidget(sp_l, i, 2)
            self.split_grid.addWidget(QLabel("S"), i, 3)
            self.split_grid.addWidget(sp_s, i, 4)
            self.split_rows[dest] = (sp_l, sp_s)

    def set_split(self, split: dict[str, core.Force]) -> None:
        """Set the retreat split (town -> units); towns not named get none."""
        for dest, (sp_l, sp_s) in self.split_rows.items():
            f = split.get(dest, core.Force())
            sp_l.setValue(f.large)
            sp_s.setValue(f.small)

    def split(self) -> dict[str, core.Force]:
        return {d: core.Force(l.value(), s.value()) for d, (l, s) in self.split_rows.items()
                if l.value() or s.value()}

    def apply(self) -> bool:
        b = self.board
        r = self.result
        if r is None or self.applied:
            return False
        s = self.hub.session
        retreat = None
        if r.defender_retreating.units:
            if not self.split_rows:
                self.error.setText("No clear road to retreat along: record the retreat by hand.")
                return False
            retreat = self.split()
        try:
            rec, lost = persist.apply_battle(b.record, b.network, self.campaign, r, retreat)
        except InputError as err:
            self.error.setText(str(err))
            return False
        n, key = persist.next_battle_key(s.store, s.game_id)
        data = persist.battle_record(n, b.record.state.turn, r, lost, self.roll_ids, self.choices)
        ops = [persist.campaign_op(s.store, s.game_id, rec), persist.battle_op(s.store, s.game_id, key, data)]
        text = (f"Battle {n} for {r.battle.town}: {r.winner} wins "
                f"({persist.side_name(self.campaign, 'blue')} lost {lost.get('blue', 0)}, "
                f"{persist.side_name(self.campaign, 'red')} lost {lost.get('red', 0)})")
        if self.recorder is not None and self.recorder.rows:
            change = self.recorder.change(text, ops)
        else:
            change = records.change(text, s.game_id, ops)
        if self.hub.push(change):
            self.applied = True
            self.apply_btn.setEnabled(False)
            self.accept()
            return True
        return False


class OverStackDialog(QDialog):
    """More than 10 units in a town after a turn: its owner picks the units that leave the game
    (Positioning of Units). Filled with Smalls first."""

    def __init__(self, board, parent: QWidget | None = None):
        super().__init__(parent or board)
        self.setWindowTitle("Over-stacked towns")
        rec = board.record
        lay = QVBoxLayout(self)
        lay.addWidget(QLabel(f"After a turn a town keeps at most {rules.STACK_LIMIT} units; the excess is out of "
                             "the game. Its owner chooses which go (Smalls first unless changed)."))
        grid = QGridLayout()
        lay.addLayout(grid)
        self.rows: dict[str, tuple[QSpinBox, QSpinBox, int]] = {}
        for i, (town, extra) in enumerate(persist.over_stacked(rec).items()):
            side, have = rec.force_in(town)
            d = persist.default_removal(have, extra)
            grid.addWidget(QLabel(f"<b>{town}</b> ({persist.side_name(board.campaign, side or '')}, "
                                  f"{have.large}L {have.small}S): remove {extra}"), i, 0)
            sp_l, sp_s = QSpinBox(), QSpinBox()
            sp_l.setRange(0, have.large)
            sp_s.setRange(0, have.small)
            sp_l.setValue(d.large)
            sp_s.setValue(d.small)
            for j, w in enumerate((QLabel("Large"), sp_l, QLabel("Small"), sp_s), start=1):
                grid.addWidget(w, i, j)
            sp_l.valueChanged.connect(self._check)
            sp_s.valueChanged.connect(self._check)
            self.rows[town] = (sp_l, sp_s, extra)
        self.problem = QLabel()
        self.problem.setStyleSheet("color: #b71c1c; font-weight: bold;")
        lay.addWidget(self.problem)
        row = QHBoxLayout()
        self.ok = QPushButton("Remove these and end the turn")
        self.ok.clicked.connect(self.accept)
        cancel = QPushButton("Cancel")
        cancel.clicked.connect(self.reject)
        row.addWidget(self.ok)
        row.addWidget(cancel)
        lay.addLayout(row)
        self._check()

    def removals(self) -> dict[str, core.Force]:
        return {t: core.Force(l.value(), s.value()) for t, (l, s, _e) in self.rows.items()}

    def _check(self) -> None:
        bad = [f"{t}: choose exactly {e}" for t, (l, s, e) in self.rows.items() if l.value() + s.value() != e]
        self.problem.setText("; ".join(bad))
        self.ok.setEnabled(not bad)
