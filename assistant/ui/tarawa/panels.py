"""The Tarawa board's side panels: the action panel (who acts, move / pass / reinforce, fire from the
map, combat by entered strengths, the entered facing and TEC DRMs, the action log) and the victory
panel (8.5-8.7, T9).

The widgets only collect what the referee gives; each button calls one ``TarawaGame`` command, pushes
the change it returns and shows its result (``assistant.games.tarawa.commands``).
"""

from __future__ import annotations

import html

from PySide6.QtCore import QT_TRANSLATE_NOOP, Qt
from PySide6.QtWidgets import (
    QCheckBox, QComboBox, QFormLayout, QGroupBox, QHBoxLayout, QLabel, QLineEdit, QListWidget, QPushButton,
    QSizePolicy, QSpinBox, QVBoxLayout, QWidget,
)

from assistant.core.errors import InputError
from assistant.ui import theme
from assistant.ui.i18n import fill, translate
from assistant.ui.widgets import error_label, note_label, run_command, wrapping_list
from assistant.core.hexes import distance
from assistant.games.tarawa import rules
from assistant.games.tarawa.commands import CombatPreview, summary
from assistant.games.tarawa.terrain import TERRAIN_TYPES

from assistant.ui.hexmap.measure import big

US = "#1565c0"
JAPANESE = "#b71c1c"
RED = "#c62828"
ACTION_WORD = {"move": QT_TRANSLATE_NOOP("tarawa", "move"), "face": QT_TRANSLATE_NOOP("tarawa", "face"),
               "combat": QT_TRANSLATE_NOOP("tarawa", "combat"), "pass": QT_TRANSLATE_NOOP("tarawa", "pass"),
               "reinforce": QT_TRANSLATE_NOOP("tarawa", "reinforce"),
               "banzai_declared": QT_TRANSLATE_NOOP("tarawa", "Banzai Charge declared (6.3):"),
               "banzai_over": QT_TRANSLATE_NOOP("tarawa", "Banzai Charge over (6.3 C)")}

TERRAIN_NAME = {   # a terrain type as the referee reads it
    "clear": QT_TRANSLATE_NOOP("tarawa", "clear"), "anti_tank_ditch": QT_TRANSLATE_NOOP("tarawa", "anti tank ditch"),
    "airfield": QT_TRANSLATE_NOOP("tarawa", "airfield"), "rifle_pits": QT_TRANSLATE_NOOP("tarawa", "rifle pits"),
    "palm_trees": QT_TRANSLATE_NOOP("tarawa", "palm trees"), "buildings": QT_TRANSLATE_NOOP("tarawa", "buildings"),
    "beach": QT_TRANSLATE_NOOP("tarawa", "beach"), "pier": QT_TRANSLATE_NOOP("tarawa", "pier"),
    "pillbox": QT_TRANSLATE_NOOP("tarawa", "pillbox"), "bunker": QT_TRANSLATE_NOOP("tarawa", "bunker"),
    "command_bunker": QT_TRANSLATE_NOOP("tarawa", "command bunker"),
    "coastal_defence": QT_TRANSLATE_NOOP("tarawa", "coastal defence"), "water": QT_TRANSLATE_NOOP("tarawa", "water"),
    "other": QT_TRANSLATE_NOOP("tarawa", "other"),
}


def terrain_name(t: str) -> str:
    return translate("tarawa", TERRAIN_NAME[t]) if t in TERRAIN_NAME else t.replace("_", " ")


def side_name(side: str) -> str:
    return translate("tarawa", "US") if side == "us" else translate("tarawa", "JAPANESE")




def ink(colour: str, widget=None) -> str:
    """A side's or a result's colour made to read on the panel (light or dark palette)."""
    return theme.readable(colour, theme.colour("window", widget)).name()


def err_text(err: InputError) -> str:
    return err.message + (f" ({err.where})" if err.where else "")


def preview_html(pv: CombatPreview) -> str:
    lines = []
    for line in pv.lines():
        t = html.escape(line)
        if line.startswith("not allowed") or line.startswith("every firer"):
            t = f"<span style='color:{theme.css('bad')}'>{t}</span>"
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
        from .setup_box import BanzaiBox, SetupBox

        self.setup_box = SetupBox(board)
        lay.addWidget(self.setup_box)
        row = QHBoxLayout()
        self.units_edit = QLineEdit()
        self.units_edit.setPlaceholderText(translate("tarawa", "units / note (optional)"))
        self.units_edit.setAccessibleName(translate("tarawa", "Units or a note for the action"))
        row.addWidget(self.units_edit, 1)
        lay.addLayout(row)
        row2 = QHBoxLayout()
        self.move_btn = QPushButton(translate("tarawa", "Move"))
        self.move_btn.setToolTip(translate("tarawa", "A movement action made at the table (moving counters with the "
                                                     "Units tool records the move itself)"))
        self.pass_btn = QPushButton(translate("tarawa", "Pass"))
        self.pass_btn.setToolTip(translate("tarawa", "The player to act passes; four passes in a row end the turn "
                                                     "(4.3). Turn menu: Ctrl+Return"))
        self.reinf_btn = QPushButton(translate("tarawa", "Reinforce (US)"))
        self.first_wave = QCheckBox(translate("tarawa", "Reinforce = first assault wave (8.0)"))
        for b in (self.move_btn, self.pass_btn, self.reinf_btn):
            b.setMinimumHeight(34)
            row2.addWidget(b)
        lay.addWidget(self.first_wave)
        self.move_btn.clicked.connect(lambda: self.record("move"))
        self.pass_btn.clicked.connect(lambda: self.record("pass"))
        self.reinf_btn.clicked.connect(lambda: self.record("reinforce"))
        lay.addLayout(row2)
        lay.addWidget(self._map_fire_box())
        self.banzai_box = BanzaiBox(board)
        lay.addWidget(self.banzai_box)
        lay.addWidget(self._entered_box())
        self.error = error_label()
        lay.addWidget(self.error)
        lay.addWidget(note_label(translate("tarawa", "Action log (newest first; Edit > Undo takes back the last "
                                                     "entry):")))
        self.log_list = wrapping_list(QListWidget())   # a long entry (a Banzai move, a turn end) wraps
        self.log_list.setAccessibleName(translate("tarawa", "Action log, newest first"))
        self.who.setAccessibleName(translate("tarawa", "Turn track: the turn and who acts"))
        self.passes.setAccessibleName(translate("tarawa", "Passes in a row"))
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
            return self._push(g.turn.record_move, note) is not None
        if kind == "pass":
            return self._push(g.turn.pass_, note) is not None
        return self._push(g.amtracs.reinforce, first_wave=self.first_wave.isChecked(), note=note) is not None

    # -- fire combat from the map ---------------------------------------------------------------------
    def _map_fire_box(self) -> QGroupBox:
        box = QGroupBox(translate("tarawa", "Fire combat from the map (4.2.1)"))
        v = QVBoxLayout(box)
        v.setContentsMargins(6, 6, 6, 6)
        v.addWidget(note_label(translate("tarawa", "Tool <b>Fire</b>: click the firing stack, then the target hex "
                                                   "(its own hex for same-hex combat). DRMs come from the map: range, "
                                                   "stack, works, terrain, the target's facing.")))
        self.firers_lbl = note_label("")
        self.firers_lbl.setTextFormat(Qt.TextFormat.RichText)
        v.addWidget(self.firers_lbl)
        self.target_lbl = note_label("")
        self.target_lbl.setTextFormat(Qt.TextFormat.RichText)
        v.addWidget(self.target_lbl)
        row = QHBoxLayout()
        row.addWidget(QLabel(translate("tarawa", "Kind")))
        self.map_kind = QComboBox()
        self.map_kind.setAccessibleName(translate("tarawa", "Kind of fire"))
        self.map_kind.addItem(translate("tarawa", "fire (same hex: same-hex combat)"), None)
        self.map_kind.addItem(translate("tarawa", "opportunity fire (4.2.4)"), "opportunity")
        self.map_kind.currentIndexChanged.connect(lambda _i: self.show_map_odds())
        row.addWidget(self.map_kind, 1)
        v.addLayout(row)
        aim = QHBoxLayout()
        aim.addWidget(QLabel(translate("tarawa", "Aim")))
        self.map_aim = QComboBox()
        self.map_aim.setAccessibleName(translate("tarawa", "Aim"))
        self.map_aim.addItem(translate("tarawa", "the hex (no amtracs there)"), None)
        self.map_aim.addItem(translate("tarawa", "the amtracs, with those inside (6.2 F)"), "amtracs")
        self.map_aim.addItem(translate("tarawa", "the units outside the amtracs (6.2 F)"), "outside")
        self.map_aim.currentIndexChanged.connect(lambda _i: self.show_map_odds())
        aim.addWidget(self.map_aim, 1)
        v.addLayout(aim)
        ent = QHBoxLayout()
        v.addWidget(note_label(translate("tarawa", "Entered DRMs (T4: the facing diagram and the TEC are not in the "
                                                   "source): flank / rear aspect, and the TEC DRM of a terrain type:")))
        ent.addWidget(QLabel(translate("tarawa", "flank")))
        self.flank = QSpinBox()
        self.rear = QSpinBox()
        for w in (self.flank, self.rear):
            w.setRange(-9, 9)
        ent.addWidget(self.flank)
        self.flank.setAccessibleName(translate("tarawa", "Flank DRM"))
        self.rear.setAccessibleName(translate("tarawa", "Rear DRM"))
        ent.addWidget(QLabel(translate("tarawa", "rear")))
        ent.addWidget(self.rear)
        save = QPushButton(translate("tarawa", "Keep"))
        save.setToolTip(translate("tarawa", "Store the facing DRMs with the game (5.0: the facing diagram is not in "
                                            "the source)"))
        save.clicked.connect(self.save_facing)
        ent.addWidget(save)
        v.addLayout(ent)
        tec = QHBoxLayout()
        self.tec_type = QComboBox()
        for t in TERRAIN_TYPES:
            self.tec_type.addItem(terrain_name(t), t)
        self.tec_type.setAccessibleName(translate("tarawa", "Terrain type for its TEC DRM"))
        self.tec_drm = QSpinBox()
        self.tec_drm.setRange(-9, 9)
        self.tec_drm.setAccessibleName(translate("tarawa", "TEC DRM"))
        self.tec_drm.setToolTip(translate("tarawa", "In a pillbox, bunker or coastal defence only Japanese non-armour "
                                                    "units get it (6.1 C-D)"))
        self.tec_type.currentIndexChanged.connect(self._show_tec)
        tec_btn = QPushButton(translate("tarawa", "Set"))
        tec_btn.clicked.connect(self.save_tec)
        tec.addWidget(self.tec_type, 1)
        tec.addWidget(self.tec_drm)
        tec.addWidget(tec_btn)
        v.addLayout(tec)
        self.map_odds, self.map_roll_btn, self.map_result = _roll_block(
            v, translate("tarawa", "Roll fire at the target"), self.roll_map_fire)
        return box

    def _show_tec(self, _i=0) -> None:
        tm = getattr(self.board, "_tm", None) or self.board.terrain()
        self.tec_drm.setValue(tm.types[self.tec_type.currentData()].drm)

    def save_tec(self) -> None:
        self._push(self.game.entries.set_tec, self.tec_type.currentData(), self.tec_drm.value())

    def save_facing(self) -> None:
        self._push(self.game.entries.set_facing_drms, self.flank.value(), self.rear.value())

    def map_preview(self) -> CombatPreview:
        b = self.board
        if b.target is None:
            raise InputError(translate("tarawa", "pick the target hex (tool Fire: firers, then target)"),
                             translate("tarawa", "combat: target"))
        return self.game.fire.fire_preview(list(b.picked), b.target, self.map_kind.currentData(),
                                      self.map_aim.currentData())

    def show_map_odds(self) -> None:
        b = self.board
        units = b.units()
        firers = [u for u in units if u.id in set(b.picked)]
        if firers:
            hexes = sorted({u.hex for u in firers})
            self.firers_lbl.setText(fill(translate("tarawa", "Firing: %1 from %2"), ", ".join(
                f"<b>{html.escape(u.label)}</b> ({u.firepower})" for u in firers), ", ".join(hexes)))
        else:
            self.firers_lbl.setText(translate("tarawa", "Firing: <i>none picked</i>"))
        if b.target is None:
            self.target_lbl.setText(translate("tarawa", "Target: <i>no hex picked</i>"))
            self.map_odds.setText("")
            self.map_roll_btn.setEnabled(False)
            return
        tm = getattr(b, "_tm", None) or b.terrain()
        here = b.units_in(b.target, units)
        self.target_lbl.setText(
            fill(translate("tarawa", "Target: %1 (%2)"), f"<b>{html.escape(b.map.label(b.target))}</b>",
                 terrain_name(tm.terrain_of(b.target)))
            + (": " + ", ".join(f"{html.escape(u.label)} " + translate("tarawa", "%n step(s)", "", u.steps)
                                for u in here) if here else ""))
        try:
            pv = self.map_preview()
        except InputError as err:
            self.map_odds.setText(f"<span style='color:{theme.css('bad', self)}'>{html.escape(str(err))}</span>")
            self.map_roll_btn.setEnabled(False)
            return
        hit = ", ".join(u.label for g in pv.groups for u in g.units) or translate("tarawa", "no enemy there")
        self.map_odds.setText(preview_html(pv) + ("<br>" + html.escape(fill(
            translate("tarawa", "Each hit costs every unit it is read against in %1 one step (4.2.1 G): %2"),
            pv.target, hit)) if pv.dice else ""))
        self.map_roll_btn.setEnabled(pv.ok)
        # 4.2 D: with every firer's sight blocked nothing is rolled; the button records the spent action
        self.map_roll_btn.setText(translate("tarawa", "Record the spent action (4.2 D)") if pv.ok and not pv.dice
                                  else translate("tarawa", "Roll fire at the target"))

    def roll_map_fire(self) -> bool:
        """Roll the picked units' fire at the target: one command, one undoable change."""
        b = self.board
        if b.target is None:
            self.error.setText(translate("tarawa", "pick the target hex (tool Fire: firers, then target)"))
            return False
        change = self._push(self.game.fire.fire, list(b.picked), b.target, self.map_kind.currentData(),
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
        cbox = QGroupBox(translate("tarawa", "Combat by entered strengths (4.2)"))
        cl = QVBoxLayout(cbox)
        cl.addWidget(note_label(translate("tarawa", "One d10 per firing unit; a hit when d10 + DRMs ≤ its strength "
                                                    "(4.2.1 F). A bombardment is one block of 10 BPs at a target hex "
                                                    "(4.2.2).")))
        form = QFormLayout()
        form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)
        self.strengths = QLineEdit("6, 4")
        self.strengths.setToolTip(translate("tarawa", "One firepower per firing unit, separated by commas"))
        self.kind = QComboBox()
        for k, word in (("fire", translate("tarawa", "fire")), ("same_hex", translate("tarawa", "same hex")),
                        ("opportunity", translate("tarawa", "opportunity")),
                        ("bombardment", translate("tarawa", "bombardment"))):
            self.kind.addItem(word, k)
        self.relation = QComboBox()
        for r, word in (("distant", translate("tarawa", "distant")), ("adjacent", translate("tarawa", "adjacent")),
                        ("same_hex", translate("tarawa", "same hex"))):
            self.relation.addItem(word, r)
        self.terrain_drm = QSpinBox()
        self.terrain_drm.setRange(-9, 9)
        self.terrain_drm.setToolTip(translate("tarawa", "The TEC DRM of the target hex (not in the source: entered, "
                                                        "T4)"))
        self.fortified = QCheckBox(translate("tarawa", "target in works (6.1)"))
        self.fortified.setToolTip(translate("tarawa", "Japanese non-armour target in a pillbox, bunker or coastal "
                                                      "defence (6.1 C-D)"))
        self.armour = QCheckBox(translate("tarawa", "US armour in the firing stack"))
        self.target_hex = QLineEdit()
        self.target_hex.setPlaceholderText(translate("tarawa", "hex (bombardment)"))
        self.target_hex.setToolTip(translate("tarawa", "The bombarded hex: no bombardment within 3 hexes of a US unit "
                                                       "after turn 1 (4.2.2 F)"))
        form.addRow(translate("tarawa", "Firing strengths"), self.strengths)
        form.addRow(translate("tarawa", "Kind"), self.kind)
        form.addRow(translate("tarawa", "Target is"), self.relation)
        form.addRow(translate("tarawa", "Terrain DRM (entered)"), self.terrain_drm)
        form.addRow(translate("tarawa", "Target hex"), self.target_hex)
        cl.addLayout(form)
        cl.addWidget(self.fortified)
        cl.addWidget(self.armour)
        self.from_b = QPushButton(translate("tarawa", "Fill in from A → B"))
        self.from_b.setToolTip(translate("tarawa", "A is the firing hex, B the target: distance, terrain DRM, "
                                                   "fortification, sight"))
        self.from_b.clicked.connect(self.fill_from_measure)
        cl.addWidget(self.from_b)
        self.odds, self.combat_btn, self.result = _roll_block(cl, translate("tarawa", "Roll combat"), self.roll_combat)
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
            self.error.setText(translate("tarawa", "Pick A (the firing hex) and B (the target hex) first."))
            return
        d = distance(m.a, m.b)
        self.relation.setCurrentIndex(2 if d == 0 else 1 if d == 1 else 0)
        tm = b.terrain()
        self.terrain_drm.setValue(tm.terrain_drm(m.b))
        self.fortified.setChecked(tm.fortified(m.b))
        self.target_hex.setText(b.map.label(m.b))
        sl = tm.sight(m.a, m.b)
        self.error.setText("" if sl.clear or d <= 1 else fill(translate("tarawa", "No sight line: %1"),
                                                               sl.describe(b.map)))

    def entered(self) -> dict:
        """The entries of the entered-strengths box as the command's arguments."""
        text = self.strengths.text().replace(";", ",")
        try:
            values = [int(x) for x in text.split(",") if x.strip()]
        except ValueError:
            raise InputError(translate("tarawa", "firing strengths are whole numbers separated by commas, e.g. 6, 4"),
                             translate("tarawa", "combat: firing strengths")) from None
        return dict(strengths=values, kind=self.kind.currentData(), relation=self.relation.currentData(),
                    terrain_drm=self.terrain_drm.value(), fortified=self.fortified.isChecked(),
                    armour=self.armour.isChecked(), target=self.target_hex.text().strip() or None)

    def show_odds(self) -> None:
        try:
            pv = self.game.fire.combat_preview(**self.entered())
        except InputError as err:
            self.odds.setText(f"<span style='color:{theme.css('bad', self)}'>{html.escape(str(err))}</span>")
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
        change = self._push(self.game.fire.combat, note=self.units_edit.text().strip(), **args)
        if change is None:
            return False
        self.result.setText(result_html(change))
        return True

    # -- showing ------------------------------------------------------------------------------------
    def refresh(self, log) -> None:
        self.setup_box.refresh()
        self.banzai_box.refresh()
        colour = ink(US if log.next_player == "us" else JAPANESE, self)
        track = log.track
        hour = track.start_hour(log.turn)
        night = log.is_night()
        when = (translate("tarawa", "Turn %1 (day %2, %3, NIGHT): %4 to act") if night
                else translate("tarawa", "Turn %1 (day %2, %3): %4 to act"))
        side = side_name(log.next_player)
        if self.board.game.setup_pending():       # 8.1 D, 8.3: the Japanese set up before the first action
            when = translate("tarawa", "Turn %1 (day %2, %3): %4 set up (8.3)")
            colour, side = ink(JAPANESE, self), side_name("japanese")
        self.who.setText(fill(when, log.turn, track.day(log.turn), f"{hour % 24:02d}00",
                              f"<span style='color:{colour}'>{side}</span>"))
        self.who.setAccessibleDescription(fill(when, log.turn, track.day(log.turn), f"{hour % 24:02d}00", side))
        self.passes.setText(fill(translate("tarawa", "Passes in a row: %1 of %2 (four end the turn, 4.3). First wave "
                                                     "landed: %3."), log.state.consecutive_passes,
                                 rules.PASSES_TO_END_TURN,
                                 translate("tarawa", "yes") if log.state.first_wave_landed
                                 else translate("tarawa", "no")))
        self.passes.setAccessibleDescription(self.passes.text())
        self.reinf_btn.setEnabled(log.next_player == "us")
        self.log_list.clear()
        turn = 1
        ends = {e.action_index: e for e in log.state.turn_ends}
        rows = []
        for i, a in enumerate(log.actions):
            text = f"T{turn} {side_name(a.player)} {translate('tarawa', ACTION_WORD.get(a.kind, a.kind))}"
            if a.kind == "combat":
                text += " " + fill(translate("tarawa", "(%1): dice %2"), a.combat_kind.replace("_", " "),
                                   ", ".join(map(str, a.dice)) or translate("tarawa", "none"))
                if a.end_checks:
                    text += "; " + fill(translate("tarawa", "end check %1"), ", ".join(map(str, a.end_checks)))
            if a.kind in ("face", "banzai_declared") and a.units:
                text += f" {', '.join(a.units)}"
            if a.first_wave:
                text += " — " + translate("tarawa", "first assault wave")
            if a.note:
                text += f" — {a.note}"
            if i in ends:
                e = ends[i]
                why = (translate("tarawa", "four passes, 4.3") if e.reason == "passes"
                       else fill(translate("tarawa", "end check, 4.2.5 %1"), e.ruling))
                text += "  ⇒ " + fill(translate("tarawa", "TURN %1 ENDS (%2)"), e.turn, why)
                turn = e.turn + 1
            rows.append(text)
        self.log_list.addItems(list(reversed(rows)) or [translate("tarawa", "(no actions yet: the US acts first, T7)")])
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
        self.cleared.setSpecialValueText(translate("tarawa", "not cleared"))
        self.losses = QSpinBox()
        self.losses.setRange(0, 500)
        form.addRow(translate("tarawa", "Island cleared on turn"), self.cleared)
        form.addRow(translate("tarawa", "US step losses (no amtracs)"), self.losses)
        lay.addLayout(form)
        save = QPushButton(translate("tarawa", "Record these entries"))
        save.clicked.connect(self.save)
        lay.addWidget(save)
        self.result = big(QLabel(), 6)
        self.result.setWordWrap(True)
        self.result.setAccessibleName(translate("tarawa", "Victory"))
        lay.addWidget(self.result)
        self.reasons = note_label("")
        self.reasons.setTextFormat(Qt.TextFormat.RichText)
        lay.addWidget(self.reasons)
        self.error = error_label()
        lay.addWidget(self.error)
        lay.addStretch(1)

    def save(self) -> bool:
        try:
            change = self.board.game.entries.set_victory(self.cleared.value(), self.losses.value())
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
            res = self.board.game.entries.victory()
        except InputError as err:
            self.result.setText(str(err))
            return
        if not res.decided:
            self.result.setText(translate("tarawa", "Not decided yet"))
        else:
            colour = ink({"us": US, "japanese": JAPANESE}.get(res.winner, theme.css("text", self)), self)
            word = (translate("tarawa", "DRAW") if res.winner == "draw"
                    else fill(translate("tarawa", "%1 %2 VICTORY"), side_name(res.winner), res.level.upper()))
            self.result.setText(f"<span style='color:{colour}'>{word}</span>")
        self.reasons.setText(translate("tarawa", "%n turn(s) completed.", "", turns_done) + "<ul>"
                             + "".join(f"<li>{html.escape(r)}</li>" for r in res.reasons) + "</ul>"
                             + (f"<i>{fill(translate('tarawa', 'Rulings: %1'), html.escape(', '.join(res.rulings)))}</i>"
                                if res.rulings else ""))
