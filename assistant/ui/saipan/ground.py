"""The Saipan board's Ground tab (issue 23: explicit stages). The combat at hand comes first: a stage line
(pick -> odds -> roll -> CRT result -> move in / retreat -> done), the combats this game, the odds, Roll and
the checks or move in, the last step's result, the CRT entry and the retreat, all in sight in a 340x500
panel; each button is enabled only at its stage, its tooltip saying why not now
(``assistant.games.saipan.combat_steps``: the catalogue entry's ``when``, then the combat's stage). The
stage and the result follow the record through undo and redo. Declaring with the units picked on the map
(maneuver combats, assaults, Banzai Charges, with their odds before declaring) comes next, at the top
while no combat is at hand, then bombardments, the set-up check (16.1, 16.3) and the players' view (15.2).
Every button calls one ``SaipanGame`` command and pushes its change; the rules are all in
``assistant.games.saipan``."""

from __future__ import annotations

from html import escape
from PySide6.QtCore import QT_TRANSLATE_NOOP, Qt
from PySide6.QtWidgets import (
    QCheckBox, QComboBox, QFormLayout, QGridLayout, QGroupBox, QHBoxLayout, QLabel, QLineEdit, QListWidget,
    QListWidgetItem, QPushButton, QSizePolicy, QSpinBox, QVBoxLayout, QWidget,
)

from assistant.core.errors import InputError
from assistant.games.saipan.combat_steps import CombatSteps, combat_steps, declare_refusal
from assistant.ui import theme
from assistant.ui.column_fit import NotedCheck, wrapping_row
from assistant.ui.i18n import fill, tr_error, tr_message, translate

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


class _Side:
    """What one side suffers, as read off the CRT: steps and retreat (one row of the CRT box)."""

    def __init__(self, grid: QGridLayout, row: int, title: str):
        self.label = QLabel(title)
        self.steps = QSpinBox()
        self.steps.setRange(0, 12)
        self.steps.setPrefix(translate("saipan", "steps "))
        self.steps.setAccessibleName(fill(translate("saipan", "%1: steps lost"), title))
        self.retreat = QCheckBox(translate("saipan", "retreat"))
        self.retreat.setAccessibleName(fill(translate("saipan", "%1: retreat"), title))
        grid.addWidget(self.label, row, 0)
        grid.addWidget(self.steps, row, 1)
        grid.addWidget(self.retreat, row, 2)

    def entry(self) -> dict:
        return {"steps": self.steps.value(), "retreat": self.retreat.isChecked()}

    def clear(self) -> None:
        self.steps.setValue(0)
        self.retreat.setChecked(False)

    def setEnabled(self, on: bool) -> None:  # noqa: N802 (as a widget's)
        for w in (self.label, self.steps, self.retreat):
            w.setEnabled(on)


#: the Ground tab's stages (issue 23), in order: what the referee does next
STAGES = (("pick", QT_TRANSLATE_NOOP("saipan", "Pick")), ("odds", QT_TRANSLATE_NOOP("saipan", "Odds")),
          ("roll", QT_TRANSLATE_NOOP("saipan", "Roll")), ("result", QT_TRANSLATE_NOOP("saipan", "CRT result")),
          ("after", QT_TRANSLATE_NOOP("saipan", "Move in / retreat")), ("done", QT_TRANSLATE_NOOP("saipan", "Done")))
#: a combat's step (``CombatSteps.now``) -> the tab's stage
STAGE_OF = {"roll": "roll", "checks": "roll", "results": "result", "move_in": "after", "retreat": "after",
            "done": "done"}


class GroundPanel(QWidget):
    """The combat at hand first (its stage, the next step's buttons, the result, the CRT entry and the
    retreat: all within a 340x500 panel, issue 23), then declaring, bombardment and the set-up."""

    def __init__(self, board):
        super().__init__()
        self.board = board
        self.stage = "pick"
        self.steps: CombatSteps | None = None
        self._plan_refusal: str | None = None
        self._last: tuple[str, tuple[str, ...]] | None = None    # (combat, the words of its last step here)
        lay = QVBoxLayout(self)
        lay.setSpacing(4)

        # -- the combat at hand ------------------------------------------------------------------------
        self.stage_line = _note()
        self.stage_line.setAccessibleName(translate("saipan", "Stage"))
        lay.addWidget(self.stage_line)
        self.list = QListWidget()
        self.list.setAccessibleName(translate("saipan", "Combats this game"))
        self.list.setToolTip(translate("saipan", "Combats this game: pick one to run its next step"))
        self.list.setFixedHeight(3 * self.list.fontMetrics().height() + 16)
        self.list.currentRowChanged.connect(lambda _r: self.show_selected())
        lay.addWidget(self.list)
        self.odds = _note()
        self.odds.setAccessibleName(translate("saipan", "Odds and status"))
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
        self.result.setAccessibleName(translate("saipan", "Result"))
        lay.addWidget(self.result)

        self.crt_box = QGroupBox(translate("saipan", "CRT result (T4)"))
        grid = QGridLayout(self.crt_box)
        grid.setContentsMargins(6, 4, 6, 4)
        grid.setVerticalSpacing(2)
        self.att = _Side(grid, 0, translate("saipan", "Attacker suffers"))
        self.dfn = _Side(grid, 1, translate("saipan", "Defender suffers"))
        self.end = QCheckBox(translate("saipan", "the CRT ends the combat"))
        self.results_btn = QPushButton(translate("saipan", "Enter the CRT results"))
        self.results_btn.clicked.connect(self.enter_results)
        grid.addWidget(self.end, 2, 0, 1, 3)
        grid.addWidget(self.results_btn, 3, 0, 1, 3)
        grid.setColumnStretch(0, 1)
        lay.addWidget(self.crt_box)

        rr = QHBoxLayout()
        self.r_role = QComboBox()
        self.r_role.addItem(translate("saipan", "defender"), "defender")
        self.r_role.addItem(translate("saipan", "attacker"), "attacker")
        self.r_role.setAccessibleName(translate("saipan", "Who retreats"))
        self.r_path = QLineEdit()
        self.r_path.setPlaceholderText(translate("saipan", "two hexes, e.g. 1625 1626 (none: stays)"))
        self.r_path.setToolTip(self.r_path.placeholderText())
        self.retreat_btn = QPushButton(translate("saipan", "Retreat"))
        self.retreat_btn.clicked.connect(self.retreat)
        rr.addWidget(self.r_role)
        rr.addWidget(self.r_path, 1)
        rr.addWidget(self.retreat_btn)
        lay.addLayout(rr)
        self.error = _error()
        lay.addWidget(self.error)

        # -- declaring -----------------------------------------------------------------------------------
        dec = QGroupBox(translate("saipan", "Declare with the picked units"))
        dl = QVBoxLayout(dec)
        dl.setContentsMargins(6, 4, 6, 4)
        self.side = QComboBox()
        self.side.addItem(translate("saipan", "US"), "us")
        self.side.addItem(translate("saipan", "Japanese"), "japanese")
        self.side.setAccessibleName(translate("saipan", "Side"))
        self.kind = QComboBox()
        for k, t in KINDS:
            self.kind.addItem(translate("saipan", t), k)
        self.kind.setAccessibleName(translate("saipan", "Combat"))
        top = QHBoxLayout()
        top.addWidget(self.side)
        top.addWidget(self.kind, 1)
        dl.addLayout(top)
        self.target = QLineEdit()
        self.target.setPlaceholderText(translate("saipan", "target hex, e.g. 1224"))
        self.target.setAccessibleName(translate("saipan", "Target"))
        self.terrain = QSpinBox()
        self.terrain.setRange(-9, 9)
        self.terrain.setPrefix(translate("saipan", "TEC DRM "))
        self.terrain.setToolTip(translate("saipan", "TEC DRM on fire into the target hex: a referee entry (T4)"))
        self.declare_btn = QPushButton(translate("saipan", "Declare"))
        self.declare_btn.clicked.connect(self.declare)
        mid = QHBoxLayout()
        mid.addWidget(self.target, 1)
        mid.addWidget(self.terrain)
        mid.addWidget(self.declare_btn)
        dl.addLayout(mid)
        self.plan = _note()
        dl.addWidget(self.plan)
        self.declare_box = dec
        lay.addWidget(dec)

        bomb = QGroupBox(translate("saipan", "Bombardment (12.3)"))
        bf = QFormLayout(bomb)
        self.b_target = QLineEdit()
        self.b_target.setPlaceholderText(translate("saipan", "target hex"))
        self.sources = QLineEdit()
        self.sources.setPlaceholderText(translate("saipan", "ship us-dd-phelps DD 1124 2 2; air us-vb-15 4 4 (ids on record)"))
        self.sources.setToolTip(self.sources.placeholderText())
        bf.addRow(translate("saipan", "Target"), self.b_target)
        bf.addRow(translate("saipan", "Sources"), self.sources)
        self.bomb_btn = QPushButton(translate("saipan", "Declare bombardment"))
        self.bomb_btn.clicked.connect(self.declare_bombardment)
        bf.addRow(self.bomb_btn)
        lay.addWidget(bomb)

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
        self.hide_btn = QPushButton(translate("saipan", "Hide picked (force marker)"))
        self.hide_btn.setToolTip(translate("saipan", "Picked Japanese units go under a force marker: the US players' view shows the marker, not the units (15.2 A)"))
        self.hide_btn.clicked.connect(lambda: self.hide(True))
        self.reveal_btn = QPushButton(translate("saipan", "Reveal picked"))
        self.reveal_btn.clicked.connect(lambda: self.hide(False))
        ff.addWidget(wrapping_row(self.hide_btn, self.reveal_btn))   # one under the other in German (issue 23.1)
        dummy_row = QHBoxLayout()
        self.dummy_hex = QLineEdit()
        self.dummy_hex.setPlaceholderText(translate("saipan", "hex (empty: off the map)"))
        self.dummy_btn = QPushButton(translate("saipan", "Make a dummy (15.3)"))
        self.dummy_btn.clicked.connect(self.make_dummy)
        dummy_row.addWidget(self.dummy_hex, 1)
        dummy_row.addWidget(self.dummy_btn)
        ff.addLayout(dummy_row)
        correction = NotedCheck(translate("saipan", "Referee's correction"), translate("saipan", "outside the rules"))
        self.correction = correction.check                    # a short box and a note: German fits (issue 23.1)
        correction.setToolTip(translate("saipan", "Put the picked units in a hex (or off the map) with no MA, ZOC or phase check: the Record names it a correction"))
        corr_row = QHBoxLayout()
        self.corr_hex = QLineEdit()
        self.corr_hex.setPlaceholderText(translate("saipan", "hex (empty: off the map)"))
        self.corr_btn = QPushButton(translate("saipan", "Put picked there"))
        self.corr_btn.setEnabled(False)
        self.correction.toggled.connect(self.corr_btn.setEnabled)
        self.corr_btn.clicked.connect(self.correct)
        corr_row.addWidget(self.corr_hex, 1)
        corr_row.addWidget(self.corr_btn)
        ff.addWidget(correction)
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
        """The declaration's odds before it is made (stage "odds"), or why it cannot be made yet ("pick")."""
        game = self.board.game
        side, ids, target = self._plan_args()
        self._plan_refusal = None
        if not ids or not target:
            self._plan_refusal = translate("saipan", "Pick the attacking units on the map (Units tool), then type the target hex.")
            self.plan.setText(self._plan_refusal)
            self.show_stage()
            return
        why = declare_refusal(game, self.kind.currentData())
        if why is not None:
            self._plan_refusal = tr_message(why)
            self.plan.setText(fill("<span style='color:%1'>%2</span>", theme.css("bad"), escape(self._plan_refusal)))
            self.show_stage()
            return
        try:
            if self.kind.currentData() == "maneuver":
                lines = [f.line() for f in game.maneuver_combat.maneuver_odds(game.maneuver_combat.plan_maneuver(side, ids, target,
                                                                                 self.terrain.value()))]
            else:
                a = game.assault_combat.plan_assault(side, ids, target, self.kind.currentData() == "banzai", self.terrain.value())
                lines = [translate("saipan", "Before the first roll:")] + [f.line() for f in game.assault_combat.assault_odds(a)]
        except InputError as err:
            self._plan_refusal = tr_error(err)
            self.plan.setText(fill("<span style='color:%1'>%2</span>", theme.css("bad"), escape(self._plan_refusal)))
            self.show_stage()
            return
        self.plan.setText("<br>".join(f"<b>{escape(x)}</b>" for x in lines))
        self.show_stage()

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

    def _push(self, action: str, command, *args, **kwargs) -> bool:
        """Run one step of the combat at hand, refused (naming why) unless it is at that step."""
        cur = self.current()
        if cur is None:
            self.error.setText(translate("saipan", "Select a combat."))
            return False
        try:
            steps = combat_steps(self.board.game, cur[0])
        except InputError as err:
            self.error.setText(tr_error(err))
            return False
        why = steps.why_not(action)
        if why is not None:
            self.error.setText(tr_message(why))
            return False
        try:
            change = command(cur[0], *args, **kwargs)
        except InputError as err:
            self.error.setText(tr_error(err))
            return False
        self.error.setText("")
        words = tuple(str(w) for w in (dict(change.meta).get("summary") or (change.text,)))
        self._last = (cur[0], words)
        row = self.list.currentRow()
        ok = self.board.hub.push(change)
        self.list.setCurrentRow(row)
        self.show_selected()
        return bool(ok)

    def roll(self) -> bool:
        cur = self.current()
        game = self.board.game
        kind = cur[1] if cur else "maneuver"
        return self._push("roll", {"maneuver": game.maneuver_combat.maneuver_roll, "assault": game.assault_combat.assault_roll,
                                   "bombardment": game.bombard.bombardment_roll}.get(kind, game.maneuver_combat.maneuver_roll))

    def _step_action(self, st: CombatSteps | None) -> str:
        """The second button's step: an assault not yet moved in moves in (12.2.1 B); else the checks."""
        return "move_in" if st is not None and st.kind == "assault" and st.stage == "declared" else "checks"

    def next_step(self) -> bool:
        """The proficiency checks (12.1.1 C, S1) or the assault's move in (12.2.1 B), as the combat stands."""
        cur = self.current()
        game = self.board.game
        if cur is not None and cur[1] == "assault":
            if self._step_action(combat_steps(game, cur[0])) == "move_in":
                return self._push("move_in", game.assault_combat.assault_move_in)
            return self._push("checks", game.assault_combat.assault_checks)
        return self._push("checks", game.maneuver_combat.maneuver_checks)

    def enter_results(self) -> bool:
        cur = self.current()
        game = self.board.game
        att, dfn = self.att.entry(), self.dfn.entry()
        if self.end.isChecked():
            att["end"] = dfn["end"] = True
        kind = cur[1] if cur else "maneuver"
        if kind == "bombardment":
            ok = self._push("results", game.bombard.bombardment_results, dfn)
        elif kind == "assault":
            ok = self._push("results", game.assault_combat.assault_results, att, dfn)
        else:
            ok = self._push("results", game.maneuver_combat.maneuver_results, att, dfn)
        if ok:
            for w in (self.att, self.dfn):
                w.clear()
            self.end.setChecked(False)
        return ok

    def retreat(self) -> bool:
        return self._push("retreat", self.board.game.maneuver_combat.retreat, self.r_role.currentData(),
                          self.r_path.text().split())

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

    # -- the stage and the result, from the record ---------------------------------------------------
    def show_selected(self) -> None:
        cur = self.current()
        game = self.board.game
        self.steps = None
        if cur is None:
            self.odds.setText("")
            self.show_result()
            self.show_stage()
            return
        key, kind = cur
        try:
            self.steps = combat_steps(game, key)
            if kind == "maneuver":
                m = game.maneuver_combat.maneuver(key)
                lines = ([f.line() for f in game.maneuver_combat.maneuver_odds(m)]
                         if m.stage in ("declared", "round2") else [])
                if m.stage == "checks":
                    lines += [fill(translate("saipan", "%1: best proficiency %2, passes %3%"), r, b, format(float(p) * 100, '.0f'))
                              for r, (b, p) in game.maneuver_combat.maneuver_check_odds(key).items()]
            elif kind == "assault":
                a = game.assault_combat.assault(key)
                lines = [f.line() for f in game.assault_combat.assault_odds(a)] if a.stage == "fighting" else []
            else:
                b = game.bombard.bombardment(key)
                lines = [game.bombard.bombardment_odds(b)] if b.stage == "declared" else []
        except InputError as err:
            lines = [tr_error(err)]
        self.odds.setText("<br>".join(escape(str(x)) for x in lines))
        owed = self.steps.retreat_roles if self.steps is not None else ()
        if owed:
            self.r_role.setCurrentIndex(self.r_role.findData(owed[0]))
        self.show_result()
        self.show_stage()

    def show_result(self) -> None:
        """The last step's result as the record holds it: after an undo it no longer shows (issue 23)."""
        st = self.steps
        if st is None:
            self.result.setText("")
            return
        log = [str(w) for w in (self.board.game.combats.combat_data().get(st.key) or {}).get("log", [])]
        undone = ""
        if self._last is not None and self._last[0] == st.key:
            words = self._last[1]
            if words and tuple(log[-len(words):]) == words:
                self.result.setText("<b>" + escape(words[0]) + "</b>" + "".join("<br>" + escape(w) for w in words[1:]))
                return
            undone = fill(translate("saipan", "Undone: %1 is back at '%2'."), st.key, st.status)
        lines = [fill(translate("saipan", "%1 rolled %2, DRM %3 → %4 on the %5 column: read the CRT"),
                      translate("saipan", r.get("role", "")), r.get("roll"), format(int(r.get("drm", 0)), "+d"),
                      int(r.get("roll", 0)) + int(r.get("drm", 0)), r.get("column")) for r in st.rolled]
        parts = ([f"<i>{escape(undone)}</i>"] if undone else []) + [escape(x) for x in lines]
        self.result.setText("<br>".join(parts))

    def _place_declare_box(self, at_top: bool) -> None:
        """Declaring is the next step while no combat is selected (or the one selected is done): its box goes
        right under the stage line; with a step of a combat at hand it goes below the combat's controls (the
        CRT entry and Retreat in sight)."""
        lay = self.layout()
        want = 1 if at_top else lay.indexOf(self.error) + 1
        if lay.indexOf(self.declare_box) != want:
            lay.removeWidget(self.declare_box)
            lay.insertWidget(1 if at_top else lay.indexOf(self.error) + 1, self.declare_box)

    def show_stage(self) -> None:
        """Which stage the tab is at, and each button enabled only there; a disabled one's tooltip says why
        not now (the catalogue entry's ``when``, then the combat's stage: ``combat_steps``)."""
        st = self.steps
        if st is None:
            ready = self._plan_refusal is None and bool(self.board.picked) and bool(self.target.text().strip())
            self.stage = "odds" if ready else "pick"
        else:
            self.stage = STAGE_OF[st.now]
        words = [(f"<b><u>{escape(translate('saipan', t))}</u></b>" if k == self.stage else escape(translate("saipan", t)))
                 for k, t in STAGES]
        head = (fill(translate("saipan", "%1: %2"), st.key, escape(st.status)) if st is not None else
                escape(translate("saipan", "No combat selected: declare one with the picked units, or pick one in the list.")))
        self.stage_line.setText(" › ".join(words) + "<br>" + head)
        self._place_declare_box(at_top=st is None or st.now == "done")
        step_action = self._step_action(st)
        moving_in = step_action == "move_in"
        self.step_btn.setText(translate("saipan", "Move in") if moving_in else translate("saipan", "Proficiency checks"))
        pick = translate("saipan", "select a combat in the list first")
        for btn, action, tip in (
                (self.roll_btn, "roll", translate("saipan", "Roll this round of the combat (its odds are shown above)")),
                (self.step_btn, step_action, translate("saipan", "Run this step of the combat")),
                (self.results_btn, "results", translate("saipan", "Enter what each side suffers, read off the CRT (T4)")),
                (self.retreat_btn, "retreat", translate("saipan", "Carry out the retreat the CRT ordered (12.0 C)"))):
            why = pick if st is None else st.why_not(action)
            btn.setEnabled(why is None)
            btn.setToolTip(tip if why is None else fill(translate("saipan", "Not now: %1"), tr_message(why)))
        at_crt = st is not None and st.can("results")
        self.att.setEnabled(at_crt and st.kind != "bombardment")
        self.dfn.setEnabled(at_crt)
        self.end.setEnabled(at_crt and st.kind != "bombardment")
        at_retreat = st is not None and st.can("retreat")
        self.r_role.setEnabled(at_retreat)
        self.r_path.setEnabled(at_retreat)
        self.declare_btn.setEnabled(self._plan_refusal is None)
        self.declare_btn.setToolTip(translate("saipan", "Declare the combat with the picked units (10.0 B3)")
                                    if self._plan_refusal is None else
                                    fill(translate("saipan", "Not now: %1"), self._plan_refusal))

    def refresh(self) -> None:
        row = self.list.currentRow()
        self.list.clear()
        for key, d in self.board.game.combats.combat_data().items():
            kind = d.get("kind", "")
            side = d.get("attacker") or d.get("side", "")
            stage = str(d.get("stage"))
            if d.get("retreats"):
                stage = fill(translate("saipan", "%1, retreat pending"), stage)
            item = QListWidgetItem(fill(translate("saipan", "%1 %2 day %3: %4 → %5 [%6]"), key, kind, d.get('day'), side.upper(), d.get('target'), stage))
            item.setData(Qt.ItemDataRole.UserRole, (key, kind))
            self.list.addItem(item)
        if 0 <= row < self.list.count():
            self.list.setCurrentRow(row)
        self.show_selected()
        self.show_plan()
