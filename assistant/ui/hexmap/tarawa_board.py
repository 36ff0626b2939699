"""The Tarawa board: Betio as the referee marks it (terrain per hex, undoable), the units as counters
(picked and moved on the map, turned, placed; each one undoable change), the sight line between two
hexes (ruling T3: clear, or which hex blocks), and beside it the action log (move, combat, pass,
reinforce; four passes end the turn; the end-of-turn check after a 10), fire combat by picking units
and a target hex (every DRM read off the map and named with its rule, exact odds before the roll, the
hits taken as step losses by every unit in the target hex in the same change), and the victory panel
(8.5-8.7, T9).

Terrain, units and the log are records, the turn and victory entries ``session.state``
(``assistant.games.tarawa.persist``); every roll goes through ``session.dice()`` and ``hub.push``.
"""

from __future__ import annotations

import copy
from fractions import Fraction

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import (
    QButtonGroup, QCheckBox, QComboBox, QFormLayout, QGroupBox, QHBoxLayout, QLabel, QLineEdit, QListWidget,
    QPushButton, QSizePolicy, QSpinBox, QToolButton, QVBoxLayout, QWidget,
)

from assistant.core.chartbook import shipped
from assistant.core.errors import InputError
from assistant.core.hexes import Hex
from assistant.games.tarawa import rules
from assistant.games.tarawa.combat import FiringUnit, Shot, fire_odds, resolve_fire
from assistant.games.tarawa.combat import UNIT_KINDS
from assistant.games.tarawa.persist import (
    TERRAIN, action_log, load_units, log_op, losses_state, rulings_of, state_for, state_op, tec_op,
    terrain_map, units_ops,
)
from assistant.games.tarawa.terrain import TERRAIN_TYPES
from assistant.games.tarawa.units import (
    Unit, apply_hits_to_hex, facing_drms, facing_name, map_fire, turn as turn_units,
)
from assistant.games.tarawa.victory import tarawa_victory
from assistant.store import records
from assistant.ui.widgets import scrolling

from .board import HexBoard, narrow
from .hexview import SEA, Counter, Place
from .measure import big
from .units_panel import UnitsMixin

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


class TarawaBoard(UnitsMixin, HexBoard):
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
        self.measure_btn.setText("Sight")
        self.measure_btn.setToolTip("Measure and check the sight line: click A, then B (T3)")
        self.mark_btn = QToolButton()
        self.mark_btn.setText("Mark:")
        self.mark_btn.setToolTip("Mark the clicked hex with the terrain chosen beside (again clears it)")
        for b in (self.measure_btn, self.mark_btn):
            b.setCheckable(True)
            self.tool_group.addButton(b)
            self.frame.add_tool(b)
        self.measure_btn.setChecked(True)
        self.init_units(self.tool_group)
        self.fire_btn = QToolButton()
        self.fire_btn.setText("Fire")
        self.fire_btn.setToolTip("Click the firing stack, then the target hex (the same hex for same-hex "
                                 "combat); a third click starts again")
        self.fire_btn.setCheckable(True)
        self.fire_btn.toggled.connect(lambda on: on and self.zoom_to_units())
        self.tool_group.addButton(self.fire_btn)
        self.frame.add_tool(self.fire_btn)
        self.terrain_box = QComboBox()
        for t in TERRAIN_TYPES:
            self.terrain_box.addItem(t.replace("_", " "), t)
        self.terrain_box.setCurrentIndex(TERRAIN_TYPES.index("bunker"))
        self.terrain_box.activated.connect(lambda _i: self.mark_btn.setChecked(True))
        self.frame.add_tool(self.terrain_box)
        self.frame.set_legend(
            [(TERRAIN_COLOUR[t], TERRAIN_WORD[t] or t) for t in ("beach", "palm_trees", "buildings", "pillbox",
                                                                 "bunker", "airfield", "pier")]
            + [("#000000", "hatched = blocks sight"), (CLEAR, "clear sight line"), (BLOCKED, "blocked sight line"),
               (US, "US counter"), (JAPANESE, "Japanese counter (name, firepower-proficiency, step pips, "
                                             "wedge = facing, pale band = reduced)"),
               ("#ffd600", "picked"), ("#d50000", "target")])
        self.action_panel = ActionPanel(self)
        self.victory_panel = VictoryPanel(self)
        self._add_facing_buttons()
        for w, title in ((self.action_panel, "Actions and combat"), (self.units_panel, "Units"),
                         (self.victory_panel, "Victory")):
            self.tabs.addTab(scrolling(w), title)
            narrow(w)
        self.refresh()

    # -- model ------------------------------------------------------------------------------------
    def terrain(self):
        return terrain_map(self.session.store, self.session.game_id)

    def log(self):
        return action_log(self.session.store, self.session.game_id, self.session.settings)

    def rulings(self):
        return rulings_of(self.session.settings)

    # -- units (UnitsMixin) -------------------------------------------------------------------------
    unit_kinds = tuple(k for k in UNIT_KINDS if k != "bombardment")
    ratings_hint = "firepower/reduced-proficiency, e.g. 6/3-8"

    def load_units(self) -> list[Unit]:
        return load_units(self.session.store, self.session.game_id)

    def push_units(self, old, new, text: str, extra_ops=None) -> bool:
        s = self.session
        ops = units_ops(s.store, s.game_id, old, new) + list(extra_ops or [])
        return self.hub.push(records.change(text, s.game_id, ops))

    def counter_of(self, u: Unit) -> Counter:
        x0, y0 = self.map.center(self.map.parse(u.hex))
        from assistant.core.hexes import DIRECTIONS

        x1, y1 = self.map.center(self.map.parse(u.hex) + DIRECTIONS[u.facing])
        import math

        return Counter(u.id, US if u.side == "us" else JAPANESE, u.label.split()[0], u.counter_text(), u.steps,
                       u.max_steps, math.degrees(math.atan2(y1 - y0, x1 - x0)), self.unit_line(u))

    def unit_line(self, u: Unit, with_hex: bool = True) -> str:
        return ((f"{u.hex}  " if with_hex else "") + f"{u.side.upper()} {u.label} ({u.kind.replace('_', ' ')}) "
                f"{u.counter_text()}, {u.steps}/{u.max_steps} steps, facing {facing_name(self.map, u.facing)}"
                + (" [sample]" if u.sample else ""))

    def new_unit(self, side: str, kind: str, name: str, ratings: str, label: str, taken: set) -> Unit:
        import re

        m = re.fullmatch(r"\s*(\d+)\s*(?:/\s*(\d+))?\s*-\s*(\d+)\s*", ratings)
        if not m:
            raise InputError("ratings read firepower/reduced-proficiency, e.g. 6/3-8", "place a unit: ratings")
        full, red, prof = int(m.group(1)), int(m.group(2) or 0), int(m.group(3))
        base = re.sub(r"[^a-z0-9]+", "-", (name or kind).lower()).strip("-") or "unit"
        uid, k = f"{side[0]}-{base}", 2
        while uid in taken:
            uid, k = f"{side[0]}-{base}-{k}", k + 1
        return Unit(uid, side, kind, name or kind.replace("_", " "), full, red, 2 if m.group(2) else 1,
                    2 if m.group(2) else 1, prof, label, 2 if side == "us" else 5)

    def _add_facing_buttons(self) -> None:
        for text, by, tip in (("↺ Left", 1, "counter-clockwise one hexside"),
                              ("↻ Right", -1, "clockwise one hexside")):
            b = QPushButton(text)
            b.setToolTip(f"Turn the picked units {tip}; any change of facing is an action (4.1 D, 5.0 D)")
            b.clicked.connect(lambda _c=False, by=by: self.turn_picked(by))
            self.units_panel.extra.addWidget(b)

    def turn_picked(self, by: int) -> bool:
        units = self.units()
        ids = set(self.picked)
        moving = [u for u in units if u.id in ids]
        if not moving:
            self.units_panel.error.setText("Pick units first.")
            return False
        new = turn_units(units, ids, by)
        face = facing_name(self.map, next(u for u in new if u.id in ids).facing)
        return self.push_units(units, new, f"Turn {', '.join(u.label for u in moving)} to face {face}")

    def fire_click(self, h: Hex) -> None:
        """The 'Fire' tool: the first click picks the firing stack (the acting side's units there),
        the second sets the target hex, a third starts again."""
        if self.picked and self.target is None:
            self.set_target(h)
            return
        self.target = None
        here = self.units_in(h)
        side = self.log().next_player
        mine = [u.id for u in here if u.side == side] or [u.id for u in here]
        self.pick(mine)
        self.action_panel.show_map_odds()

    def set_target(self, h: Hex | None) -> None:
        self.target = h
        self.draw_units()
        self.action_panel.show_map_odds()

    # -- clicks: measure, or mark terrain -----------------------------------------------------------
    def on_hex_clicked(self, h: Hex) -> None:
        if self.mark_btn.isChecked():
            self.mark(h, self.terrain_box.currentData())
        elif self.units_btn.isChecked():
            self.pick_or_move(h)
        elif self.fire_btn.isChecked():
            self.fire_click(h)
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
        units = self.units()
        self.picked = [p for p in self.picked if any(u.id == p for u in units)]
        self.draw_units()
        self.units_panel.refresh()
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
        here = self.units_hover(h)
        return (f"{t.replace('_', ' ')} ({'blocks sight' if tm.blocks(h) else 'does not block sight'})"
                + (f" — {here}" if here else ""))

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
        lay.setContentsMargins(4, 4, 4, 4)
        self.who = big(QLabel(), 5)
        self.who.setWordWrap(True)
        self.who.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
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
        cbox = QGroupBox("Combat by entered strengths (4.2)")
        cl = QVBoxLayout(cbox)
        cl.addWidget(_note("One d10 per firing unit; a hit when d10 + DRMs ≤ its strength (4.2.1 F)."))
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
        self.fortified.setToolTip("target in a pillbox, bunker or coastal defence")
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
        self.odds, self.combat_btn, self.result = _roll_block(cl, "Roll combat", self.roll_combat)
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
        for box in self.findChildren(QComboBox):      # fit a 300-pixel side panel (1366x768)
            box.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
            box.setMinimumContentsLength(5)

    # -- fire combat from the map ---------------------------------------------------------------------
    def _map_fire_box(self) -> QGroupBox:
        box = QGroupBox("Fire combat from the map (4.2.1)")
        v = QVBoxLayout(box)
        v.setContentsMargins(6, 6, 6, 6)
        v.addWidget(_note("Tool <b>Fire</b>: click the firing stack, then the target hex. DRMs come from the "
                          "map: range, stack, works, terrain, the target's facing."))
        self.firers_lbl = _note("")
        self.firers_lbl.setTextFormat(Qt.TextFormat.RichText)
        v.addWidget(self.firers_lbl)
        self.target_lbl = _note("")
        self.target_lbl.setTextFormat(Qt.TextFormat.RichText)
        v.addWidget(self.target_lbl)
        row = QHBoxLayout()
        row.addWidget(QLabel("Kind"))
        self.map_kind = QComboBox()
        for k in ("fire", "same_hex", "opportunity"):
            self.map_kind.addItem(k.replace("_", " "), k)
        self.map_kind.currentIndexChanged.connect(lambda _i: self.show_map_odds())
        row.addWidget(self.map_kind, 1)
        v.addLayout(row)
        ent = QHBoxLayout()
        v.addWidget(_note("Entered DRMs (T4: the facing diagram and the TEC are not in the source): "
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
        self.tec_type.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.tec_type.setMinimumContentsLength(5)
        for t in TERRAIN_TYPES:
            self.tec_type.addItem(t.replace("_", " "), t)
        self.tec_drm = QSpinBox()
        self.tec_drm.setRange(-9, 9)
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
        b = self.board
        s = b.session
        t, drm = self.tec_type.currentData(), self.tec_drm.value()
        b.hub.push(records.change(f"TEC DRM of {t.replace('_', ' ')}: {drm:+d} (entered, T4)", s.game_id,
                                  [tec_op(s.store, s.game_id, t, drm)]))

    def save_facing(self) -> None:
        b = self.board
        from assistant.store import games

        st = copy.deepcopy(b.session.state)
        st["facing_drms"] = {"flank": self.flank.value(), "rear": self.rear.value()}
        b.hub.push(games.state_change(b.session.store, b.session.game_id, st,
                                      f"Facing DRMs: flank {self.flank.value():+d}, rear {self.rear.value():+d} (5.0, T4)"))

    def facing(self):
        return facing_drms(self.board.session.state.get("facing_drms"))

    def map_fire(self):
        """(units, firers, MapFire) for the picked firers and the target, or raise InputError."""
        b = self.board
        if b.target is None:
            raise InputError("pick the target hex (tool Fire: firers, then target)", "combat: target")
        units = b.units()
        firers = [u for u in units if u.id in set(b.picked)]
        mf = map_fire(firers, b.target, units, b.terrain())
        return units, firers, mf

    def show_map_odds(self) -> None:
        b = self.board
        units = b.units()
        firers = [u for u in units if u.id in set(b.picked)]
        if firers:
            hexes = sorted({u.hex for u in firers})
            self.firers_lbl.setText("Firing: " + ", ".join(
                f"<b>{u.label}</b> ({u.firepower})" for u in firers) + f" from {', '.join(hexes)}")
        else:
            self.firers_lbl.setText("Firing: <i>none picked</i>")
        if b.target is None:
            self.target_lbl.setText("Target: <i>no hex picked</i>")
            self.map_odds.setText("")
            self.map_roll_btn.setEnabled(False)
            return
        tm = b.terrain()
        here = b.units_in(b.target, units)
        self.target_lbl.setText(f"Target: <b>{b.map.label(b.target)}</b> ({tm.terrain_of(b.target).replace('_', ' ')})"
                                + (": " + ", ".join(f"{u.label} {u.steps} step(s)" for u in here) if here else ""))
        try:
            _u, _f, mf = self.map_fire()
            if not mf.shots:
                raise InputError("no picked unit can fire at the target", "combat")
            odds = fire_odds(mf.shots, b.rulings(), self.facing())
        except InputError as err:
            notes = getattr(locals().get("mf"), "notes", ())
            self.map_odds.setText(f"<span style='color:#c62828'>{err}</span>"
                                  + "".join(f"<br><small>{n}</small>" for n in notes))
            self.map_roll_btn.setEnabled(False)
            return
        lines = []
        for so in odds.shots:
            drms = ", ".join(f"{d.name} {d.value:+d} ({d.rule})" for d in so.drms) or "no DRMs"
            lines.append(f"{so.unit_id}: strength {so.strength}, DRM {so.total_drm:+d} → hits on "
                         f"{'nothing' if so.need == 0 else f'1-{so.need}'} = <b>{pct(so.chance)}</b>"
                         f"<br><small>{drms}</small>")
        if mf.facing_of and any(s.aspects for s in mf.shots):
            asp = sorted({a for s in mf.shots for a in s.aspects})
            lines.append(f"<small>Aspect from {mf.facing_of}: {', '.join(asp)} (5.0)</small>")
        lines += [f"<small style='color:#c62828'>{n}</small>" for n in mf.notes]
        dist = ", ".join(f"{k} hit{'s' if k != 1 else ''} {pct(p)}" for k, p in sorted(odds.hits.items()))
        lines.append(f"<b>Before rolling:</b> {dist}")
        lines.append(f"Each hit costs every unit in {b.map.label(b.target)} one step (4.2.1 G): "
                     + (", ".join(u.label for u in mf.targets) or "no enemy there"))
        lines.append(f"Chance the action ends the turn ({odds.ruling}): <b>{pct(odds.turn_end)}</b>")
        self.map_odds.setText("<br>".join(lines))
        self.map_roll_btn.setEnabled(True)

    def roll_map_fire(self) -> bool:
        """Roll the picked units' fire at the target; hits become step losses of every enemy unit in
        the target hex, logged as one combat action, all in one undoable change."""
        b = self.board
        log = b.log()
        kind = self.map_kind.currentData()
        try:
            units, firers, mf = self.map_fire()
            if not mf.shots:
                raise InputError("no picked unit can fire at the target", "combat")
            player = firers[0].side
            trial = b.log()
            trial.combat(player, [1] * len(mf.shots), kind, end_checks=[])
        except InputError as err:
            self.error.setText(err.message + (f" ({err.where})" if err.where else ""))
            return False
        rulings = b.rulings()
        target = b.map.label(b.target)
        rec = b.session.dice()
        out = rec.roll(f"{len(mf.shots)}d10", why=f"Fire at {target}: {', '.join(u.label for u in mf.firers)} (4.2.1)",
                       side=player, turn=log.turn, phase="combat", rulings={"T1": "d10, 0 reads 10"})
        res = resolve_fire(mf.shots, rolls=list(out.dice), rulings=rulings, facing=self.facing())
        losses = apply_hits_to_hex(units, mf.targets, res.hits)
        lost = ", ".join(f"{u.label} -{losses.lost[u.id]}" + (" (removed)" if u.id in losses.eliminated else "")
                         for u in mf.targets if u.id in losses.lost)
        out.row["chart_result"] = f"{res.hits} hit(s)" + (f": {lost}" if lost else "")
        checks = []
        chart = b.charts.get("tarawa", "end_of_turn_check")
        for i in range(log.end_checks_needed(out.dice)):
            c = rec.roll_chart(chart, why=f"End-of-turn check {i + 1} after a 10 (4.2.5)", side=player,
                               turn=log.turn, phase="combat",
                               rulings={"T2": "one check per 10" if rulings.end_check_per_ten else "one check"})
            checks.append(c.value)
            if c.value in rules.END_CHECK_ENDS_ON:
                break
        turn = log.turn
        log.combat(player, out.dice, kind, units=[u.id for u in mf.firers], end_checks=checks,
                   note=f"at {target}: {res.hits} hit(s)" + (f" — {lost}" if lost else ""))
        ended = bool(checks) and checks[-1] in rules.END_CHECK_ENDS_ON
        s = b.session
        ops = (units_ops(s.store, s.game_id, units, losses.units)
               + [log_op(s.store, s.game_id, log),
                  state_op(s.store, s.game_id, state_for(losses_state(s.state, losses), log))])
        hit_text = ", ".join(f"{r.roll}{'✔' if r.hit else '✘'}" for r in res.shots)
        colour = "#2e7d32" if res.hits else "#37474f"
        self.map_result.setText(
            f"<span style='color:{colour}'>{res.hits} HIT{'S' if res.hits != 1 else ''}</span> — dice {hit_text}"
            + (f"<br>{lost}" if lost else "")
            + (f"<br>End-of-turn check: {', '.join(map(str, checks))} → "
               + ("<span style='color:#c62828'>TURN ENDS</span>" if ended else "the turn goes on") if checks else ""))
        self.error.setText("")
        b.target = None
        b.picked = []
        return b.hub.push(rec.change(
            f"Turn {turn}: {player.upper()} fire at {target}, dice {list(out.dice)}: {res.hits} hit(s)"
            + (f" — {lost}" if lost else "") + (f"; end check {checks} — turn {turn} ends" if ended else ""),
            extra_ops=ops))

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
        fd = self.facing()
        self.flank.setValue(fd.flank)
        self.rear.setValue(fd.rear)
        self._show_tec()
        self.show_map_odds()


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


def _roll_block(layout, button_text: str, slot) -> tuple[QLabel, QPushButton, QLabel]:
    """The odds (shown before the roll), the roll button, and the result, one under the other."""
    odds = _note("")
    odds.setTextFormat(Qt.TextFormat.RichText)
    big(odds, 1, False)
    button = QPushButton(button_text)
    button.setMinimumHeight(38)
    big(button, 2)
    button.clicked.connect(slot)
    result = _note("")
    result.setTextFormat(Qt.TextFormat.RichText)
    big(result, 2)
    for w in (odds, button, result):
        layout.addWidget(w)
    return odds, button, result
