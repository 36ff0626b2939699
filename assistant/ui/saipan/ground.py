"""The Saipan board's Ground tab: declare maneuver combats, assaults and bombardments with the units
picked on the map, see each one's differentials, DRMs and modified-roll odds before rolling, roll,
enter what the referee reads off the unprinted CRTs (T4), run the proficiency checks and retreats.
It also runs the set-up check (16.1, 16.3) and shows the players' view (15.2). Every button calls one
``SaipanGame`` command and pushes its change; the rules are all in ``assistant.games.saipan``."""

from __future__ import annotations

from html import escape
from PySide6.QtCore import QT_TRANSLATE_NOOP, Qt
from PySide6.QtWidgets import (
    QCheckBox, QComboBox, QFormLayout, QGroupBox, QHBoxLayout, QLabel, QLineEdit, QListWidget, QListWidgetItem,
    QPushButton, QSizePolicy, QSpinBox, QVBoxLayout, QWidget,
)

from assistant.core.errors import InputError
from assistant.ui import theme
from assistant.ui.i18n import fill, translate

KINDS = (("maneuver", QT_TRANSLATE_NOOP("saipan", "Maneuver combat (12.1)")), ("assault", QT_TRANSLATE_NOOP("saipan", "Assault (12.2)")), ("banzai", QT_TRANSLATE_NOOP("saipan", "Banzai Charge (15.1)")))


def _note(text: str = "") -> QLabel:
    lbl = QLabel(text)
    lbl.setWordWrap(True)
    lbl.setTextFormat(Qt.TextFormat.RichText)
    lbl.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
    return lbl


def _error() -> QLabel:
    lbl = _note()
    lbl.setStyleSheet(theme.text_style("bad", lbl, "font-weight: bold"))
    return lbl


def parse_sources(text: str) -> list[dict]:
    """Sources as typed, one per ';': ``ship NAME TYPE HEX RATING POINTS``, ``air NAME RATING POINTS`` or
    ``artillery UNIT-ID RATING POINTS`` (the words only: the game checks them)."""
    out = []
    for part in (p.split() for p in text.split(";") if p.strip()):
        kind = part[0].lower()
        try:
            if kind == "ship" and len(part) == 6:
                out.append({"kind": "ship", "name": part[1], "ship_type": part[2].upper(), "at_hex": part[3],
                            "rating": int(part[4]), "points": int(part[5])})
            elif kind in ("air", "artillery") and len(part) == 4:
                out.append({"kind": kind, "name": part[1], "rating": int(part[2]), "points": int(part[3])})
            else:
                raise ValueError
        except ValueError:
            raise InputError(translate('saipan', "each source reads 'ship us-dd-phelps DD 1124 2 2', 'air us-vb-15 4 4' or 'artillery us-art 6 6' (the ids on record)"), "bombardment sources") from None
    return out


class _Side(QGroupBox):
    """What one side suffers, as read off the CRT: steps, retreat (and the combat's end)."""

    def __init__(self, title: str):
        super().__init__(title)
        row = QHBoxLayout(self)
        self.steps = QSpinBox()
        self.steps.setRange(0, 12)
        self.steps.setPrefix(translate("saipan", "steps "))
        self.retreat = QCheckBox(translate("saipan", "retreat"))
        row.addWidget(self.steps)
        row.addWidget(self.retreat)

    def entry(self) -> dict:
        return {"steps": self.steps.value(), "retreat": self.retreat.isChecked()}

    def clear(self) -> None:
        self.steps.setValue(0)
        self.retreat.setChecked(False)


class GroundPanel(QWidget):
    def __init__(self, board):
        super().__init__()
        self.board = board
        lay = QVBoxLayout(self)

        dec = QGroupBox(translate("saipan", "Declare with the picked units"))
        form = QFormLayout(dec)
        self.side = QComboBox()
        self.side.addItem(translate("saipan", "US"), "us")
        self.side.addItem(translate("saipan", "Japanese"), "japanese")
        self.kind = QComboBox()
        for k, t in KINDS:
            self.kind.addItem(translate("saipan", t), k)
        self.target = QLineEdit()
        self.target.setPlaceholderText(translate("saipan", "target hex, e.g. 1224"))
        self.terrain = QSpinBox()
        self.terrain.setRange(-9, 9)
        self.terrain.setToolTip(translate("saipan", "TEC DRM on fire into the target hex: a referee entry (T4)"))
        form.addRow(translate("saipan", "Side"), self.side)
        form.addRow(translate("saipan", "Combat"), self.kind)
        form.addRow(translate("saipan", "Target"), self.target)
        form.addRow(translate("saipan", "TEC DRM"), self.terrain)
        self.plan = _note()
        form.addRow(self.plan)
        self.declare_btn = QPushButton(translate("saipan", "Declare"))
        self.declare_btn.clicked.connect(self.declare)
        form.addRow(self.declare_btn)
        lay.addWidget(dec)

        bomb = QGroupBox(translate("saipan", "Bombardment (12.3)"))
        bf = QFormLayout(bomb)
        self.b_target = QLineEdit()
        self.b_target.setPlaceholderText(translate("saipan", "target hex"))
        self.sources = QLineEdit()
        self.sources.setPlaceholderText(translate("saipan", "ship us-dd-phelps DD 1124 2 2; air us-vb-15 4 4 (ids on record)"))
        bf.addRow(translate("saipan", "Target"), self.b_target)
        bf.addRow(translate("saipan", "Sources"), self.sources)
        self.bomb_btn = QPushButton(translate("saipan", "Declare bombardment"))
        self.bomb_btn.clicked.connect(self.declare_bombardment)
        bf.addRow(self.bomb_btn)
        lay.addWidget(bomb)

        lay.addWidget(QLabel(translate("saipan", "Combats this game:")))
        self.list = QListWidget()
        self.list.setMinimumHeight(90)
        self.list.setMaximumHeight(150)
        self.list.setAccessibleName(translate("saipan", "Combats this game"))
        self.list.currentRowChanged.connect(lambda _r: self.show_selected())
        lay.addWidget(self.list)
        self.odds = _note()
        lay.addWidget(self.odds)
        self.roll_btn = QPushButton(translate("saipan", "Roll"))
        self.roll_btn.clicked.connect(self.roll)
        self.step_btn = QPushButton(translate("saipan", "Move in / checks"))
        self.step_btn.clicked.connect(self.next_step)
        row = QHBoxLayout()
        row.addWidget(self.roll_btn)
        row.addWidget(self.step_btn)
        lay.addLayout(row)
        self.result = _note()
        lay.addWidget(self.result)
        self.att = _Side(translate("saipan", "Attacker suffers"))
        self.dfn = _Side(translate("saipan", "Defender suffers"))
        self.end = QCheckBox(translate("saipan", "the CRT ends the combat"))
        lay.addWidget(self.att)
        lay.addWidget(self.dfn)
        lay.addWidget(self.end)
        self.results_btn = QPushButton(translate("saipan", "Enter the CRT results"))
        self.results_btn.clicked.connect(self.enter_results)
        lay.addWidget(self.results_btn)
        rr = QHBoxLayout()
        self.r_role = QComboBox()
        self.r_role.addItem(translate("saipan", "defender"), "defender")
        self.r_role.addItem(translate("saipan", "attacker"), "attacker")
        self.r_path = QLineEdit()
        self.r_path.setPlaceholderText(translate("saipan", "two hexes, e.g. 1625 1626 (none: stays)"))
        rr.addWidget(self.r_role)
        rr.addWidget(self.r_path, 1)
        lay.addLayout(rr)
        self.retreat_btn = QPushButton(translate("saipan", "Retreat"))
        self.retreat_btn.clicked.connect(self.retreat)
        lay.addWidget(self.retreat_btn)
        self.error = _error()
        lay.addWidget(self.error)

        fog = QGroupBox(translate("saipan", "Set-up and fog of war (15.2, 16.1, 16.3)"))
        ff = QVBoxLayout(fog)
        self.check_btn = QPushButton(translate("saipan", "Check the set-up"))
        self.check_btn.clicked.connect(self.check_setup)
        self.viewer = QComboBox()
        self.viewer.addItem(translate('saipan', "Referee's view"), "")
        self.viewer.addItem(translate('saipan', "US players' view"), "us")
        self.viewer.addItem(translate('saipan', "Japanese players' view"), "japanese")
        self.viewer.currentIndexChanged.connect(lambda _i: self.show_view())
        self.viewer.currentIndexChanged.connect(lambda _i: self.board.set_viewer(self.viewer.currentData()))
        self.fog = _note()
        ff.addWidget(self.check_btn)
        ff.addWidget(self.viewer)
        hide_row = QHBoxLayout()
        self.hide_btn = QPushButton(translate("saipan", "Hide picked (force marker)"))
        self.hide_btn.setToolTip(translate("saipan", "Picked Japanese units go under a force marker: the US players' view shows the marker, not the units (15.2 A)"))
        self.hide_btn.clicked.connect(lambda: self.hide(True))
        self.reveal_btn = QPushButton(translate("saipan", "Reveal picked"))
        self.reveal_btn.clicked.connect(lambda: self.hide(False))
        hide_row.addWidget(self.hide_btn)
        hide_row.addWidget(self.reveal_btn)
        ff.addLayout(hide_row)
        dummy_row = QHBoxLayout()
        self.dummy_hex = QLineEdit()
        self.dummy_hex.setPlaceholderText(translate("saipan", "hex (empty: off the map)"))
        self.dummy_btn = QPushButton(translate("saipan", "Make a dummy (15.3)"))
        self.dummy_btn.clicked.connect(self.make_dummy)
        dummy_row.addWidget(self.dummy_hex, 1)
        dummy_row.addWidget(self.dummy_btn)
        ff.addLayout(dummy_row)
        self.correction = QCheckBox(translate("saipan", "Referee's correction, outside the rules"))
        self.correction.setToolTip(translate("saipan", "Put the picked units in a hex (or off the map) with no MA, ZOC or phase check: the Record names it a correction"))
        corr_row = QHBoxLayout()
        self.corr_hex = QLineEdit()
        self.corr_hex.setPlaceholderText(translate("saipan", "hex (empty: off the map)"))
        self.corr_btn = QPushButton(translate("saipan", "Put picked there"))
        self.corr_btn.setEnabled(False)
        self.correction.toggled.connect(self.corr_btn.setEnabled)
        self.corr_btn.clicked.connect(self.correct)
        corr_row.addWidget(self.corr_hex, 1)
        corr_row.addWidget(self.corr_btn)
        ff.addWidget(self.correction)
        ff.addLayout(corr_row)
        ff.addWidget(self.fog)
        lay.addWidget(fog)
        lay.addStretch(1)

        for w in (self.target,):
            w.textChanged.connect(lambda _t: self.show_plan())
        self.kind.currentIndexChanged.connect(lambda _i: self.show_plan())
        self.side.currentIndexChanged.connect(lambda _i: self.show_plan())
        self.terrain.valueChanged.connect(lambda _v: self.show_plan())

    # -- declaring ---------------------------------------------------------------------------------
    def _plan_args(self):
        return self.side.currentData(), list(self.board.picked), self.target.text().strip()

    def show_plan(self) -> None:
        game = self.board.game
        side, ids, target = self._plan_args()
        if not ids or not target:
            self.plan.setText(translate("saipan", "Pick the attacking units on the map (Units tool), then type the target hex."))
            return
        try:
            if self.kind.currentData() == "maneuver":
                lines = [f.line() for f in game.maneuver_combat.maneuver_odds(game.maneuver_combat.plan_maneuver(side, ids, target,
                                                                                 self.terrain.value()))]
            else:
                a = game.assault_combat.plan_assault(side, ids, target, self.kind.currentData() == "banzai", self.terrain.value())
                lines = [translate("saipan", "Before the first roll:")] + [f.line() for f in game.assault_combat.assault_odds(a)]
        except InputError as err:
            self.plan.setText(fill("<span style='color:%1'>%2</span>", theme.css("bad"), err))
            return
        self.plan.setText("<br>".join(f"<b>{escape(x)}</b>" for x in lines))

    def declare(self) -> None:
        game = self.board.game
        side, ids, target = self._plan_args()
        kind = self.kind.currentData()
        if kind == "maneuver":
            ok = self.board.run(game.maneuver_combat.declare_maneuver, side, ids, target, self.terrain.value(), error=self.error)
        else:
            ok = self.board.run(game.assault_combat.declare_assault, side, ids, target, kind == "banzai", self.terrain.value(),
                                error=self.error)
        if ok:
            self.board.pick([])
            self.list.setCurrentRow(self.list.count() - 1)

    def declare_bombardment(self) -> None:
        try:
            sources = parse_sources(self.sources.text())
        except InputError as err:
            self.error.setText(str(err))
            return
        if self.board.run(self.board.game.bombard.declare_bombardment, self.side.currentData(), self.b_target.text(),
                          sources, error=self.error):
            self.list.setCurrentRow(self.list.count() - 1)

    # -- running a combat --------------------------------------------------------------------------
    def current(self) -> tuple[str, str] | None:
        item = self.list.currentItem()
        return None if item is None else item.data(Qt.ItemDataRole.UserRole)

    def _push(self, command, *args, **kwargs) -> None:
        try:
            change = command(*args, **kwargs)
        except InputError as err:
            self.error.setText(str(err))
            return
        self.error.setText("")
        self.result.setText("<br>".join(dict(change.meta).get("summary") or (change.text,)))
        row = self.list.currentRow()
        self.board.hub.push(change)
        self.list.setCurrentRow(row)

    def roll(self) -> None:
        cur = self.current()
        if cur is None:
            self.error.setText(translate("saipan", "Select a combat."))
            return
        key, kind = cur
        game = self.board.game
        self._push({"maneuver": game.maneuver_combat.maneuver_roll, "assault": game.assault_combat.assault_roll,
                    "bombardment": game.bombard.bombardment_roll}[kind], key)

    def next_step(self) -> None:
        cur = self.current()
        if cur is None:
            self.error.setText(translate("saipan", "Select a combat."))
            return
        key, kind = cur
        game = self.board.game
        if kind == "maneuver":
            self._push(game.maneuver_combat.maneuver_checks, key)
        elif kind == "assault":
            stage = game.assault_combat.assault(key).stage
            self._push(game.assault_combat.assault_checks if stage == "checks" else game.assault_combat.assault_move_in, key)
        else:
            self.error.setText(translate("saipan", "A bombardment has no such step."))

    def enter_results(self) -> None:
        cur = self.current()
        if cur is None:
            self.error.setText(translate("saipan", "Select a combat."))
            return
        key, kind = cur
        game = self.board.game
        att, dfn = self.att.entry(), self.dfn.entry()
        if self.end.isChecked():
            att["end"] = dfn["end"] = True
        if kind == "bombardment":
            self._push(game.bombard.bombardment_results, key, dfn)
        elif kind == "maneuver":
            self._push(game.maneuver_combat.maneuver_results, key, att, dfn)
        else:
            self._push(game.assault_combat.assault_results, key, att, dfn)
        for w in (self.att, self.dfn):
            w.clear()
        self.end.setChecked(False)

    def retreat(self) -> None:
        cur = self.current()
        if cur is None:
            self.error.setText(translate("saipan", "Select a combat."))
            return
        self._push(self.board.game.maneuver_combat.retreat, cur[0], self.r_role.currentData(), self.r_path.text().split())

    # -- set-up and view ---------------------------------------------------------------------------
    def check_setup(self) -> None:
        breaches = self.board.game.movement.setup_check()
        self.fog.setText(translate("saipan", "Set-up: complete and legal (16.1, 16.3).") if not breaches else
                         translate("saipan", "Set-up: what remains and what breaks the rules:<ul>") + "".join(f"<li>{escape(b)}</li>" for b in breaches) + "</ul>")

    def hide(self, hidden: bool) -> bool:
        """The picked Japanese units under a force marker, or out from under it (15.2 A): one command."""
        return self.board.run(self.board.game.movement.hide_units, list(self.board.picked), hidden, error=self.error)

    def make_dummy(self) -> bool:
        return self.board.run(self.board.game.movement.add_dummy, self.dummy_hex.text().strip(), error=self.error)

    def correct(self) -> bool:
        """The referee's correction: only with its box ticked (asked first); the box clears after."""
        if not self.correction.isChecked():
            self.error.setText(translate("saipan", "Tick 'Referee's correction' first."))
            return False
        ok = self.board.run(self.board.game.movement.correct_units, list(self.board.picked), self.corr_hex.text().strip(),
                            error=self.error)
        if ok:
            self.correction.setChecked(False)
        return ok

    def show_view(self) -> None:
        view = self.board.game.movement.players_view(self.viewer.currentData())
        self.fog.setText("<br>".join(f"<b>{escape(h)}</b>: {escape('; '.join(lines))}" for h, lines in sorted(view.items()))
                         or translate("saipan", "(no unit on the map)"))

    # -- refresh -----------------------------------------------------------------------------------
    def show_selected(self) -> None:
        cur = self.current()
        game = self.board.game
        if cur is None:
            self.odds.setText("")
            return
        key, kind = cur
        try:
            if kind == "maneuver":
                m = game.maneuver_combat.maneuver(key)
                lines = [m.status()] + ([f.line() for f in game.maneuver_combat.maneuver_odds(m)]
                                        if m.stage in ("declared", "round2") else [])
                if m.stage == "checks":
                    lines += [fill(translate("saipan", "%1: best proficiency %2, passes %3%"), r, b, format(float(p) * 100, '.0f'))
                              for r, (b, p) in game.maneuver_combat.maneuver_check_odds(key).items()]
            elif kind == "assault":
                a = game.assault_combat.assault(key)
                lines = [a.status()] + ([f.line() for f in game.assault_combat.assault_odds(a)] if a.stage == "fighting" else [])
            else:
                b = game.bombard.bombardment(key)
                lines = [b.status(), game.bombard.bombardment_odds(b)]
        except InputError as err:
            lines = [str(err)]
        self.odds.setText("<br>".join(lines))

    def refresh(self) -> None:
        row = self.list.currentRow()
        self.list.clear()
        for key, d in self.board.game.combats.combat_data().items():
            kind = d.get("kind", "")
            side = d.get("attacker") or d.get("side", "")
            item = QListWidgetItem(fill(translate("saipan", "%1 %2 day %3: %4 → %5 [%6]"), key, kind, d.get('day'), side.upper(), d.get('target'), d.get('stage')))
            item.setData(Qt.ItemDataRole.UserRole, (key, kind))
            self.list.addItem(item)
        if 0 <= row < self.list.count():
            self.list.setCurrentRow(row)
        self.show_selected()
        self.show_plan()
