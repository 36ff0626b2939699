"""The battle resolver: both sides' forces and the situation (read from the board, or edited for a
what-if), each side's dice with the rule behind every step, the exact odds before rolling (with a
casualty bar chart), then the rolls, ties (retreat or refight) and the battle applied as one change.

The dialog only collects inputs and shows answers: the odds come from ``MacArthurGame.battle_preview``,
the dice from ``start_battle`` / ``BattleFight.roll`` and the change from ``apply_battle``, all built
from the same setup. It fits the screen's available height (a 1280x720 screen: issue 23): the forces and
odds scroll, while the dice result of the last round is pinned under them, above Roll and Apply, in sight
without scrolling; the whole story of the battle (every round, the steps, the rulings) stays below the odds."""

from __future__ import annotations

import html
from fractions import Fraction

import pyqtgraph as pg
from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QAction, QFont, QKeySequence
from PySide6.QtWidgets import (
    QCheckBox, QComboBox, QDialog, QFormLayout, QGridLayout, QGroupBox, QHBoxLayout, QLabel, QPushButton,
    QScrollArea, QSpinBox, QTableWidget, QTableWidgetItem, QVBoxLayout, QWidget,
)

from assistant.core.errors import InputError
from assistant.games.macarthur import battle as core
from assistant.games.macarthur import rules
from assistant.games.macarthur.commands import BattleSetup
from assistant.ui.i18n import fill
from assistant.ui.theme import css


from .common import spin_pair, wrapped
from .plots import key_title, themed_plot, whole_ticks

SIDE_HEX = {"blue": "#1565c0", "red": "#c62828"}
OUTCOME_WORDS = {"attacker_wins": "attacker wins", "defender_wins": "defender wins", "tie": "tie",
                 "both_eliminated": "both wiped out", "stalemate": "stalemate (no dice)"}
TIES = (("refight", "Tie: refight"), ("attacker_retreats", "Tie: attacker retreats"),
        ("defender_retreats", "Tie: defender retreats"))


def pct(p: Fraction | float) -> str:
    return f"{float(p) * 100:.1f}%"


def _big_font() -> QFont:
    f = QFont()
    f.setPointSize(12)
    return f


class BattleDialog(QDialog):
    def __init__(self, board, town: str | None = None, parent: QWidget | None = None):
        super().__init__(parent or board)
        self.board, self.hub, self.game = board, board.hub, board.game
        self.campaign = self.game.campaign
        self.setWindowTitle(self.tr("Battle"))
        self.fight = None
        self.preview = None
        self.odds: core.BattleOdds | None = None
        self.applied = False
        self.retreat_room: int | None = None
        self._filling = False
        self.split_rows: dict[str, tuple[QSpinBox, QSpinBox]] = {}
        body = QWidget()
        bl = QVBoxLayout(body)
        top = QHBoxLayout()
        top.addWidget(self._inputs_box(), 2)
        top.addWidget(self._odds_box(), 3)
        bl.addLayout(top)
        bl.addWidget(self._result_box())
        self.scroll = scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setWidget(body)
        outer = QVBoxLayout(self)
        outer.addWidget(scroll, 1)
        outer.addWidget(self._pinned_result())
        self.error = wrapped()
        self.error.setStyleSheet(f"color: {css('bad', self)}; font-weight: bold;")
        outer.addWidget(self.error)
        outer.addLayout(self._button_row())
        self._fit_screen()
        self.town.currentTextChanged.connect(lambda _t: self.refresh())
        self.attacker_side.currentIndexChanged.connect(lambda _i: self.refresh())
        if town:
            self.fill_from_board(town)
        else:
            self.refresh()

    def _fit_screen(self) -> None:
        self.fit_to(self.screen().availableGeometry() if self.screen() else None)

    #: room left for the window frame (title bar and borders) around the dialog, in pixels
    FRAME_W, FRAME_H = 20, 40

    def fit_to(self, available: QRect | None) -> None:
        """Size the dialog to a screen's available area (1280x720: about 1280x690), frame included, and put
        it inside that area: the pinned result and the buttons are then on screen (issue 23)."""
        w, h = 1100, 680
        if available is not None and available.height() > 200:
            w = min(w, available.width() - self.FRAME_W)
            h = min(h, available.height() - self.FRAME_H)
        self.resize(w, h)
        if available is not None and available.height() > 200:
            x = max(available.left(), min(self.x(), available.right() - w - self.FRAME_W))
            y = max(available.top(), min(self.y(), available.bottom() - h - self.FRAME_H))
            self.move(x, y)

    # ------------------------------------------------------------------ layout
    def _inputs_box(self) -> QGroupBox:
        box = QGroupBox(self.tr("Forces and situation"))
        form = QFormLayout(box)
        self.town = QComboBox()
        self.town.addItems(sorted(self.game.network.towns) if self.game.network else [])
        self.attacker_side = QComboBox()
        for s in rules.SIDES:
            self.attacker_side.addItem(self.game.side_name(s), s)
        form.addRow(self.tr("Town attacked:"), self.town)
        form.addRow(self.tr("Attacker:"), self.attacker_side)
        form.addRow(self._stacks_box())
        self.def_large, self.def_small, dl = spin_pair(40)
        form.addRow(self.tr("Defender in the town:"), dl)
        self.guest_large, self.guest_small, gl = spin_pair(10)
        form.addRow(self.tr("Retreated in this turn:"), gl)
        for sp in (self.def_large, self.def_small, self.guest_large, self.guest_small):
            sp.valueChanged.connect(self.refresh)
        note = wrapped(self.tr("Units that retreated into this town while it was under attack add no dice and take "
                               "no casualties (Retreating). If the town is lost they leave with its defenders, within "
                               "the 5 that may retreat (our default: the rulebook is silent)."))
        note.setStyleSheet(f"color: {css('muted', self)}")
        form.addRow(note)
        self._flag_rows(form)
        fill = QPushButton(self.tr("Read forces and flags from the board"))
        fill.clicked.connect(lambda: self.fill_from_board(self.town.currentText()))
        form.addRow(fill)
        return box

    def _stacks_box(self) -> QGroupBox:
        box = QGroupBox(self.tr("Attacking stacks"))
        lay = QVBoxLayout(box)
        self.stacks = QTableWidget(0, 4)
        self.stacks.setHorizontalHeaderLabels([self.tr("Approach (from)"), self.tr("Large"), self.tr("Small"), self.tr("From sea")])
        self.stacks.horizontalHeader().setStretchLastSection(True)
        self.stacks.setMinimumHeight(90)
        self.stacks.setMaximumHeight(150)
        lay.addWidget(self.stacks)
        row = QHBoxLayout()
        self.add_stack_btn = QPushButton(self.tr("Add approach"))
        self.add_stack_btn.clicked.connect(lambda: self._add_stack("", 0, 0, False))
        self.remove_stack_btn = QPushButton(self.tr("Remove last"))
        self.remove_stack_btn.clicked.connect(
            lambda: (self.stacks.setRowCount(max(0, self.stacks.rowCount() - 1)), self.refresh()))
        row.addWidget(self.add_stack_btn)
        row.addWidget(self.remove_stack_btn)
        row.addStretch(1)
        lay.addLayout(row)
        return box

    def _flag_rows(self, form: QFormLayout) -> None:
        camp = self.campaign
        self.flags: dict[str, QCheckBox] = {}
        for key, label, on in (
            ("north_korean_out_of_supply", "North Korean supply route cut (-1 die)", camp.has("north_korean_supply")),
            ("japanese_air_control", "Japanese air control (+1 die, not on Bataan)", camp.has("air_control")),
            ("japanese_hold_olongapo_and_layac", "Japanese hold Olongapo and Layac (Allies -1 off Bataan)",
             camp.has("olongapo_layac")),
            ("on_bataan", "The town is on the Bataan insert", camp.has("bataan_insert")),
            ("manila", "Manila, open city", camp.has("manila_open_city")),
            ("retreat_into_enemy_town", "Optional rule: a beaten defender retreating into this enemy town (+2)", True),
        ):
            cb = QCheckBox(label)
            cb.setEnabled(on)
            cb.toggled.connect(self.refresh)
            self.flags[key] = cb
            form.addRow(cb)
        self.retreat_roads = QSpinBox()
        self.retreat_roads.setRange(-1, 12)
        self.retreat_roads.setSpecialValueText(self.tr("unknown"))
        self.retreat_roads.valueChanged.connect(self.refresh)
        form.addRow(self.tr("Clear retreat roads:"), self.retreat_roads)

    def _odds_box(self) -> QGroupBox:
        box = QGroupBox(self.tr("Before rolling: dice and exact odds"))
        ol = QVBoxLayout(box)
        self.dice_text, self.odds_text = wrapped(), wrapped()
        for lab in (self.dice_text, self.odds_text):
            lab.setTextFormat(Qt.TextFormat.RichText)
            ol.addWidget(lab)
        self.odds_text.setFont(_big_font())
        self.chart = themed_plot("casualties suffered in the first round", "chance %", "Casualty odds")
        self.chart.setMinimumHeight(180)
        ol.addWidget(self.chart)
        return box

    def _pinned_result(self) -> QGroupBox:
        """The last round's dice and the winner, outside the scroll area: in sight after a roll."""
        box = QGroupBox(self.tr("Rolling (the game's dice stream; every throw goes to the roll log)"))
        rl = QVBoxLayout(box)
        rl.setContentsMargins(6, 2, 6, 2)
        self.result_text = wrapped(self.tr("Not rolled yet."))
        self.result_text.setTextFormat(Qt.TextFormat.RichText)
        self.result_text.setFont(_big_font())
        self.result_text.setAccessibleName(self.tr("Dice result"))
        rl.addWidget(self.result_text)
        return box

    def _result_box(self) -> QGroupBox:
        box = QGroupBox(self.tr("The battle in full: every round, the steps and the rulings"))
        rl = QVBoxLayout(box)
        self.result_log = wrapped(self.tr("Not rolled yet."))
        self.result_log.setTextFormat(Qt.TextFormat.RichText)
        rl.addWidget(self.result_log)
        splitbox = QGroupBox(self.tr("Beaten defender retreats to (split over clear roads)"))
        self.split_grid = QGridLayout(splitbox)
        self.split_note = wrapped("—")
        self.split_grid.addWidget(self.split_note, 0, 0, 1, 5)
        rl.addWidget(splitbox)
        self.toward_row = QWidget()
        tr = QHBoxLayout(self.toward_row)
        tr.setContentsMargins(0, 0, 0, 0)
        tr.addWidget(wrapped(self.tr("Optional Retreating Rule: retreat toward an enemy town instead")))
        self.toward_box = QComboBox()
        self.toward_box.setToolTip(self.tr("The battle for that town follows: the holder +2 dice; a lower total "
                                           "eliminates the retreating units"))
        tr.addWidget(self.toward_box)
        self.toward_row.setVisible(False)
        rl.addWidget(self.toward_row)
        return box

    def _button_row(self) -> QHBoxLayout:
        row = QHBoxLayout()
        self.roll_btn = QPushButton(self.tr("Roll the battle"))
        self.roll_btn.setMinimumHeight(32)
        self.roll_btn.clicked.connect(lambda: self.roll_round())
        row.addWidget(self.roll_btn)
        self.tie_buttons: dict[str, QPushButton] = {}
        for choice, label in TIES:
            b = QPushButton(label)
            b.setEnabled(False)
            b.clicked.connect(lambda _=False, c=choice: self.choose_tie(c))
            self.tie_buttons[choice] = b
            row.addWidget(b)
        row.addStretch(1)
        self.apply_btn = QPushButton(self.tr("Apply to the board (one undo step)"))
        self.apply_btn.setMinimumHeight(32)
        self.apply_btn.setEnabled(False)
        self.apply_btn.clicked.connect(self.apply)
        row.addWidget(self.apply_btn)
        for text, btn, key in (("Roll the battle", self.roll_btn, "Ctrl+Shift+D"),
                               ("Apply the battle to the board", self.apply_btn, "Ctrl+Shift+A"),
                               *((label, self.tie_buttons[c], f"Alt+{i}") for i, (c, label) in enumerate(TIES, 1))):
            act = QAction(text, self)
            act.setShortcut(QKeySequence(key))
            act.triggered.connect(lambda _=False, b=btn: b.isEnabled() and b.click())
            self.addAction(act)
            btn.setToolTip(f"{btn.toolTip()} ({key})".strip())
        close = QPushButton(self.tr("Close"))
        close.clicked.connect(self.reject)
        row.addWidget(close)
        return row

    # ------------------------------------------------------------------ inputs
    def _add_stack(self, approach: str, large: int, small: int, sea: bool) -> None:
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
        """The battle for ``town`` as the board holds it (the game's ``battle_setup``)."""
        try:
            setup = self.game.combat.battle_setup(town)
        except InputError as err:
            self.error.setText(str(err))
            return
        self._filling = True
        self.town.setCurrentText(town)
        self.attacker_side.setCurrentIndex(rules.SIDES.index(setup.attacker_side))
        self.set_stacks([(s.approach, s.force.large, s.force.small, s.from_sea) for s in setup.stacks]
                        or [("", 0, 0, False)])
        for sp, v in ((self.def_large, setup.defender.large), (self.def_small, setup.defender.small),
                      (self.guest_large, setup.guests.large), (self.guest_small, setup.guests.small)):
            sp.setValue(v)
        sit = setup.situation
        for key, cb in self.flags.items():
            cb.setChecked(bool(getattr(sit, key)) and cb.isEnabled())
        self.retreat_roads.setValue(-1 if sit.defender_retreat_roads is None else sit.defender_retreat_roads)
        self.retreat_room = sit.defender_retreat_room
        self._filling = False
        self.refresh()

    def setup(self) -> BattleSetup:
        """The battle as the dialog's fields say."""
        stacks = []
        for r in range(self.stacks.rowCount()):
            item = self.stacks.item(r, 0)
            stacks.append(core.AttackStack(
                core.Force(self.stacks.cellWidget(r, 1).value(), self.stacks.cellWidget(r, 2).value()),
                item.text().strip() if item else "", self.stacks.cellWidget(r, 3).isChecked()))
        roads = self.retreat_roads.value()
        sit = core.Situation(**{k: cb.isChecked() for k, cb in self.flags.items()},
                             defender_retreat_roads=None if roads < 0 else roads,
                             defender_retreat_room=None if roads < 0 else self.retreat_room)
        return BattleSetup(self.town.currentText(), self.attacker_side.currentData(), tuple(stacks),
                           core.Force(self.def_large.value(), self.def_small.value()),
                           core.Force(self.guest_large.value(), self.guest_small.value()), sit)

    def battle(self) -> core.Battle:
        return self.game.combat.make_battle(self.setup())

    # ------------------------------------------------------------------ odds
    def refresh(self) -> None:
        if self._filling or self.fight is not None:
            return
        self.error.setText("")
        self.chart.clear()
        pv = self.preview = self.game.combat.battle_preview(self.setup())
        self.odds = pv.odds
        self.roll_btn.setEnabled(pv.ok)
        if pv.error:
            self.dice_text.setText("")
            self.odds_text.setText(f"<span style='color:{css('bad', self)}'>{html.escape(pv.error)}</span>")
            return
        self.dice_text.setText(self._dice_html(pv))
        self.odds_text.setText(odds_html(pv.odds) + ("".join(
            f"<br><span style='color:{css('bad', self)}'>" + fill(self.tr("What-if only (not rolled): %1"), html.escape(p))
            + "</span>" for p in pv.problems)))
        self._chart(pv)

    def _dice_html(self, pv) -> str:
        b = pv.battle
        out = []
        for role in (core.ATTACKER, core.DEFENDER):
            side, dc = b.side_of(role), pv.dice[role]
            steps = "".join(f"<li>{html.escape(s.text)} <i>[{html.escape(s.rule)}]</i></li>" for s in dc.steps)
            n = (self.tr("%n red die(s)", "", dc.dice) if rules.DICE_COLOUR[side] == "red"
                 else self.tr("%n white die(s)", "", dc.dice) if rules.DICE_COLOUR[side] == "white"
                 else f"{rules.DICE_COLOUR[side]} " + self.tr("%n die(s)", "", dc.dice))
            who = self.tr("Attacker") if role == core.ATTACKER else self.tr("Defender")
            out.append(f"<b style='color:{SIDE_HEX[side]}'>{who}: {self.game.side_name(side)} — "
                       f"{n}</b><ul>{steps}</ul>")
        return "".join(out)

    def _chart(self, pv) -> None:
        """Bars of the chance of each casualty count, a side's colour each; the key above the bars."""
        b, o, w = pv.battle, pv.odds, 0.38
        entries, spoken = [], []
        for dx, dist, side, who in ((-w / 2, o.hits_on_attacker, b.attacker_side, self.tr("attacker")),
                                    (w / 2, o.hits_on_defender, b.defender_side, self.tr("defender"))):
            self.chart.addItem(pg.BarGraphItem(
                x=[k + dx for k in dist], height=[float(p) * 100 for p in dist.values()], width=w,
                brush=SIDE_HEX[side]))
            entries.append((SIDE_HEX[side], fill(self.tr("%1 (%2) loses"), self.board.side_words(side), who)))
            spoken.append(f"{self.board.side_words(side)} ({who}): " + ", ".join(
                f"{self.tr('%n casualty(ies)', '', k)} {pct(p)}" for k, p in sorted(dist.items())))
        key_title(self.chart, entries)
        top = max([k for d in (o.hits_on_attacker, o.hits_on_defender) for k in d] + [1])
        self.chart.getAxis("bottom").setTicks([whole_ticks(top, most=12)])
        self.chart.setAccessibleDescription(self.tr("Chance of each number of casualties in the first round. ")
                                            + "; ".join(spoken))

    # ------------------------------------------------------------------ rolling
    def roll_round(self, typed=None) -> None:
        """Throw one round (``typed``: faces rolled by hand, attacker's then defender's)."""
        self.error.setText("")
        try:
            if self.fight is None:
                self.fight = self.game.combat.start_battle(self.setup())
            rnd = self.fight.throw_round(typed)
        except InputError as err:
            self.error.setText(str(err))
            return
        if rnd is not None:
            self._show_round(rnd)
        self.roll_btn.setEnabled(False)
        for c, btn in self.tie_buttons.items():
            btn.setEnabled(c in self.fight.tie_options)
        if self.fight.result is not None:
            self._finish()

    def choose_tie(self, choice: str) -> None:
        try:
            self.fight.choose_tie(choice)
        except (InputError, AttributeError) as err:
            self.error.setText(str(err))
            return
        for btn in self.tie_buttons.values():
            btn.setEnabled(False)
        if self.fight.result is not None:
            self._finish()
            return
        self.roll_btn.setEnabled(True)
        self.roll_btn.setText(self.tr("Roll the refight"))
        refight = self.tr("<br><b>Refight</b> with dice recounted (M5).")
        self.result_text.setText(self.result_text.text() + refight)
        self.result_log.setText(self.result_log.text() + refight)

    @property
    def result(self) -> core.BattleResult | None:
        return self.fight.result if self.fight is not None else None

    def _show_round(self, rnd: core.Round) -> None:
        b = self.fight.current
        n = len(self.fight.rounds)
        on_def = fill(self.tr("%n casualty(ies) on the defender", "", rnd.hits_on_defender))
        on_att = fill(self.tr("%n casualty(ies) on the attacker", "", rnd.hits_on_attacker))
        html = (f"<p><b>{fill(self.tr('Round %1'), n)}</b><br>"
                f"<b style='color:{SIDE_HEX[b.attacker_side]}'>{self.tr('Attacker')}</b> "
                f"{dice_html(rnd.attacker_dice, b.attacker_side)} = <b>{rnd.attacker_total}</b> → {on_def}<br>"
                f"<b style='color:{SIDE_HEX[b.defender_side]}'>{self.tr('Defender')}</b> "
                f"{dice_html(rnd.defender_dice, b.defender_side)} = <b>{rnd.defender_total}</b> → {on_att}<br>"
                f"<b>{OUTCOME_WORDS.get(rnd.outcome, rnd.outcome).upper()}</b></p>")
        self.result_text.setText(html)                      # the last round, pinned in sight
        self.result_log.setText((self.result_log.text() if n > 1 else "") + html)

    def _finish(self) -> None:
        r = self.result
        steps = "".join(f"<li>{html.escape(s.text)} <i>[{html.escape(s.rule)}]</i></li>" for s in r.steps)
        words = ("<p style='font-size:15pt'><b>" + fill(self.tr("Winner: %1"), html.escape(str(r.winner))) + "</b> — "
                 + fill(self.tr("attacker %1, defender %2"), r.attacker_fate.replace("_", " "),
                        r.defender_fate.replace("_", " ")) + "</p>")
        prev = self.result_text.text() if self.fight.rounds else ""
        self.result_text.setText(prev + words)
        log = self.result_log.text() if self.fight.rounds else ""
        self.result_log.setText(log + words + f"<ul>{steps}</ul><p>"
                                + fill(self.tr("Rulings used: %1"), ", ".join(r.rulings_used)) + "</p>")
        self._fill_split(r)
        self.apply_btn.setEnabled(True)

    def _fill_split(self, r: core.BattleResult) -> None:
        """One row per clear road: Large and Small spin boxes, filled with the default split."""
        while self.split_grid.count() > 1:
            item = self.split_grid.takeAt(1)
            if item.widget():
                item.widget().deleteLater()
        self.split_rows = {}
        targets = self.game.combat.optional_retreat_targets(r) if self.game.network is not None else []
        self.toward_box.clear()
        self.toward_box.addItem(self.tr("no: the usual retreat"), "")
        for t in targets:
            self.toward_box.addItem(fill(self.tr("toward %1"), t), t)
        self.toward_row.setVisible(bool(targets))
        force = r.defender_retreating
        if not force.units:
            self.split_note.setText(self.tr("Nobody retreats from the town."))
            return
        opts, default = self.game.combat.retreat_options(r), self.game.combat.default_retreat(r)
        rulings = self.game.record.state.rulings
        room = (self.tr("5 units a segment less this turn") if rulings.m9_retreat_counts_for_segments
                else self.tr("no segment limit"))
        self.split_note.setText(
            fill(self.tr("%1 Large and %2 Small retreat; split them over the clear roads (each row's room: %3, %4)."),
                 force.large, force.small, room, rulings.label("M9"))
            if opts else self.tr("No clear road: the defenders cannot retreat."))
        attacked = self.game.combat.waiting_battles()
        for i, (dest, room) in enumerate(opts.items(), start=1):
            lab = wrapped(f"{dest}" + (fill(self.tr(" (room %1)"), room) if room is not None else "")
                          + (self.tr(" — under attack: they add no dice there") if dest in attacked else ""))
            sp_l, sp_s, _row = spin_pair(0)
            sp_l.setRange(0, force.large)
            sp_s.setRange(0, force.small)
            d = default.get(dest, core.Force())
            sp_l.setValue(d.large)
            sp_s.setValue(d.small)
            for j, w in enumerate((lab, QLabel("L"), sp_l, QLabel("S"), sp_s)):
                self.split_grid.addWidget(w, i, j)
            self.split_rows[dest] = (sp_l, sp_s)

    def set_split(self, split: dict[str, core.Force]) -> None:
        """Set the retreat split (town -> units); towns not named get none."""
        for dest, (sp_l, sp_s) in self.split_rows.items():
            f = split.get(dest, core.Force())
            sp_l.setValue(f.large)
            sp_s.setValue(f.small)

    def split(self) -> dict[str, core.Force]:
        return {d: core.Force(sl.value(), ss.value()) for d, (sl, ss) in self.split_rows.items()
                if sl.value() or ss.value()}

    def apply(self) -> bool:
        if self.result is None or self.applied:
            return False
        toward = self.toward_box.currentData() or None
        retreat = self.split() if self.split_rows and not toward else None
        if self.board.run(self.game.combat.apply_battle, self.fight, retreat, toward):
            self.applied = True
            self.apply_btn.setEnabled(False)
            self.accept()
            return True
        self.error.setText(self.board.last_message)
        return False


def odds_html(o: core.BattleOdds) -> str:
    fr, wr = o.first_round, o.with_refights
    return (f"<b>Higher total:</b> attacker {pct(o.attacker_higher)} · tie {pct(o.tie)} · defender "
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


def dice_html(dice, side: str) -> str:
    return " ".join(f"<span style='background:{SIDE_HEX[side] if side == 'red' else '#fff'};"
                    f"color:{'#fff' if side == 'red' else '#000'};border:1px solid #333;"
                    f"font-size:20pt;padding:2px'>&nbsp;{x}&nbsp;</span>" for x in dice) or "(no dice)"
