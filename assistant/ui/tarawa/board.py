"""The Tarawa board: Betio as the referee marks it (terrain per hex, undoable), the units as counters
(picked and moved on the map, turned, placed), the sight line between two hexes (ruling T3: clear, or
which hex blocks), and beside it the action panel and the victory panel (``panels``).

The window only collects the referee's gestures and entries: every rule check, roll and change of
record is a command of ``assistant.games.tarawa.commands.TarawaGame``; the board pushes the one change
the command returns (``hub.push``) and shows its result. Moving or turning counters with the Units
tool is the acting player's action (4.1 A, 4.1 D) unless "Referee edit" is ticked.
"""

from __future__ import annotations

import math
import re

from PySide6.QtCore import QT_TRANSLATE_NOOP, Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QButtonGroup, QCheckBox, QComboBox, QMessageBox, QPushButton, QToolButton

from assistant.core.errors import InputError
from assistant.core.hexes import DIRECTIONS, Hex, load_map
from assistant.games import catalogue as cat
from assistant.games.tarawa import rules
from assistant.games.tarawa.catalogue import CATALOGUE
from assistant.games.tarawa.combat import UNIT_KINDS
from assistant.games.tarawa.commands import TarawaGame
from assistant.games.tarawa.terrain import TERRAIN_TYPES
from assistant.games.tarawa.units import Unit, facing_name
from assistant.ui.i18n import fill, translate
from assistant.ui.tarawa.procedures import ProceduresPanel
from assistant.ui.widgets import scrolling

from assistant.ui.column_fit import fit_column
from assistant.ui.hexmap.board import HexBoard
from assistant.ui.hexmap.hexview import SEA, Counter, Place
from assistant.ui.hexmap.lazy_tabs import LazyTabs
from .fire_twice import FireTwiceBox
from .panels import JAPANESE, US, ActionPanel, VictoryPanel, err_text, side_name, terrain_name
from assistant.ui.hexmap.units_panel import UnitsMixin

CLEAR = "#2e7d32"
BLOCKED = "#c62828"
TERRAIN_COLOUR = {
    "clear": "#efe6c8", "anti_tank_ditch": "#bcaaa4", "airfield": "#d7ccc8", "rifle_pits": "#d4c58a",
    "palm_trees": "#66bb6a", "buildings": "#a1887f", "beach": "#fff59d", "pier": "#8d6e63",
    "pillbox": "#616161", "bunker": "#424242", "command_bunker": "#212121", "coastal_defence": "#6d4c41",
    "water": "#b3d7ef", "other": "#ce93d8",
}
TERRAIN_WORD = {   # the short word printed in a marked hex (shown through translate("tarawa", ...))
    "clear": "", "anti_tank_ditch": QT_TRANSLATE_NOOP("tarawa", "ditch"),
    "airfield": QT_TRANSLATE_NOOP("tarawa", "airfield"), "rifle_pits": QT_TRANSLATE_NOOP("tarawa", "pits"),
    "palm_trees": QT_TRANSLATE_NOOP("tarawa", "palms"), "buildings": QT_TRANSLATE_NOOP("tarawa", "bldg"),
    "beach": QT_TRANSLATE_NOOP("tarawa", "beach"), "pier": QT_TRANSLATE_NOOP("tarawa", "pier"),
    "pillbox": QT_TRANSLATE_NOOP("tarawa", "PILLBOX"), "bunker": QT_TRANSLATE_NOOP("tarawa", "BUNKER"),
    "command_bunker": QT_TRANSLATE_NOOP("tarawa", "CMD BKR"),
    "coastal_defence": QT_TRANSLATE_NOOP("tarawa", "COAST DEF"), "water": QT_TRANSLATE_NOOP("tarawa", "water"),
    "other": QT_TRANSLATE_NOOP("tarawa", "other"),
}


def make_board(hub, session):
    return TarawaBoard(hub, session)


class TarawaBoard(UnitsMixin, HexBoard):
    @property
    def measure_hint(self) -> str:
        return translate("tarawa", "Type hex numbers like 0528 or click two hexes: A, then B. The sight line (T3) "
                                   "runs centre to centre; end hexes never block. Use 'Mark' to paint blocking hexes.")

    def __init__(self, hub, session):
        self.game = TarawaGame(session)
        self.clicked: Hex | None = None          # the last hex clicked on the map, whatever the tool
        super().__init__(hub, session, load_map("tarawa"), translate("tarawa", "Tarawa — Betio"))
        self.view.grid.default_fill = SEA
        m = self.map
        first, last = m.parse(rules.LANDING_FIRST_HEX), m.parse(rules.LANDING_LAST_HEX)
        self.show_places("places", [
            Place(first, fill(translate("tarawa", "Landing hexes %1 …"), rules.LANDING_FIRST_HEX), "landing"),
            Place(last, fill(translate("tarawa", "… %1 (8.1 B)"), rules.LANDING_LAST_HEX), "landing")])
        # tools: measure or mark terrain
        self.tool_group = QButtonGroup(self)
        self.measure_btn = QToolButton()
        self.measure_btn.setText(translate("tarawa", "Sight"))
        self.measure_btn.setToolTip(translate("tarawa", "Measure and check the sight line: click A, then B (T3)"))
        self.mark_btn = QToolButton()
        self.mark_btn.setText(translate("tarawa", "Mark:"))
        self.mark_btn.setToolTip(translate("tarawa", "Mark the clicked hex with the terrain chosen beside (again "
                                                     "clears it)"))
        for b in (self.measure_btn, self.mark_btn):
            b.setCheckable(True)
            self.tool_group.addButton(b)
            self.frame.add_tool(b)
        self.measure_btn.setChecked(True)
        self.init_units(self.tool_group)
        self.fire_btn = QToolButton()
        self.fire_btn.setText(translate("tarawa", "Fire"))
        self.fire_btn.setToolTip(translate("tarawa", "Click the firing stack, then the target hex (the same hex for "
                                                     "same-hex combat); a third click starts again"))
        self.fire_btn.setCheckable(True)
        self.fire_btn.toggled.connect(lambda on: on and self.zoom_to_units())
        self.tool_group.addButton(self.fire_btn)
        self.frame.add_tool(self.fire_btn)
        self.terrain_box = QComboBox()
        for t in TERRAIN_TYPES:
            self.terrain_box.addItem(terrain_name(t), t)
        self.terrain_box.setAccessibleName(translate("tarawa", "Terrain to mark"))
        self.terrain_box.setCurrentIndex(TERRAIN_TYPES.index("bunker"))
        self.terrain_box.activated.connect(lambda _i: self.mark_btn.setChecked(True))
        self.frame.add_tool(self.terrain_box)
        self.frame.set_legend(
            [(TERRAIN_COLOUR[t], translate("tarawa", TERRAIN_WORD[t]))
             for t in ("beach", "palm_trees", "buildings", "pillbox", "bunker", "airfield", "pier")]
            + [("#000000", translate("tarawa", "hatched = blocks sight")),
               (CLEAR, translate("tarawa", "clear sight line")), (BLOCKED, translate("tarawa", "blocked sight line")),
               (US, translate("tarawa", "US counter")),
               (JAPANESE, translate("tarawa", "Japanese counter (name, firepower-proficiency, step pips, wedge = "
                                              "facing, pale band = reduced)")),
               ("#ffd600", translate("tarawa", "picked")), ("#d50000", translate("tarawa", "target"))])
        self.action_panel = ActionPanel(self)
        self.players_view = None
        self._add_facing_buttons()
        for w, title in ((self.action_panel, translate("tarawa", "Actions and combat")),
                         (self.units_panel, translate("tarawa", "Units"))):
            self.tabs.addTab(scrolling(w), title)
            fit_column(w)
        # the tabs behind these two are made when first opened (or asked for): issue 17.6
        self.lazy_tabs = LazyTabs(self.tabs, fit_column)
        self.lazy_tabs.add("procedures", translate("tarawa", "Procedures"), self._make_procedures)
        self.lazy_tabs.add("fog", translate("tarawa", "Fog, amtracs"), self._make_fog)
        self.lazy_tabs.add("victory", translate("tarawa", "Victory"), self._make_victory)
        self.refresh()

    def _make_procedures(self):
        panel = ProceduresPanel(self)
        panel.layout().insertWidget(3, FireTwiceBox(self))   # after its move, opportunity and split fire boxes
        return panel

    def _make_fog(self):
        from assistant.ui.tarawa.fog_panel import FogPanel

        panel = FogPanel(self)
        panel.refresh()
        return panel

    def _make_victory(self):
        panel = VictoryPanel(self)
        panel.refresh(self.log())
        return panel

    @property
    def procedures_panel(self):
        return self.lazy_tabs.get("procedures")

    @property
    def fire_twice_box(self) -> FireTwiceBox:
        return self.procedures_panel.findChild(FireTwiceBox)

    @property
    def fog_panel(self):
        return self.lazy_tabs.get("fog")

    @property
    def victory_panel(self) -> VictoryPanel:
        return self.lazy_tabs.get("victory")

    # -- model (read through the commands) ----------------------------------------------------------
    def terrain(self):
        return self.game.terrain()

    def land_hexes(self):
        """Fit land (issue 23.1): Betio as marked (every terrain but open water); the board adds the units
        and the landing hexes."""
        from assistant.core.hex_land import land_hexes

        tm = getattr(self, "_tm", None)
        if tm is None:
            return set()
        if getattr(self, "_land_of", (None,))[0] is not tm:     # worked out once for each drawn terrain
            self._land_of = (tm, land_hexes(self.map, tm.terrain))
        return self._land_of[1]

    def land_words(self) -> str:
        return translate("tarawa", "Betio and the units")

    def log(self):
        return self.game.log()

    def rulings(self):
        return self.game.rulings()

    def confirm(self, question: str) -> bool:
        """Ask before a correction outside the rules' procedures (the catalogue's ``confirm``)."""
        answer = QMessageBox.question(self, translate("tarawa", "Referee's correction"), question,
                                      QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
                                      QMessageBox.StandardButton.No)
        return answer == QMessageBox.StandardButton.Yes

    def run_entry(self, name: str, error_label=None, **args):
        """Run the catalogue's entry ``name`` (the same checked command as the palette and ``play``): its rule
        refuses it (the reason in ``error_label``, else the units panel), a correction asks first, and the ONE
        change it returns is pushed. Returns the applied change, or None."""
        label = error_label if error_label is not None else self.units_panel.error
        entry = CATALOGUE.entry(name)
        try:
            why = entry.why_not(self.game)
            if why:
                raise InputError(why, entry.title)
            if entry.confirm and not self.confirm(entry.confirm):
                return None
            change = cat.run(CATALOGUE, entry, self.game, args).change
        except InputError as err:
            label.setText(err_text(err))
            return None
        label.setText("")
        return change if self.hub.push(change) else None

    def push_command(self, command, *args, error_label=None, **kw) -> bool:
        """Run one ``TarawaGame`` command and push the change it returns; an ``InputError`` is shown
        (in ``error_label``, else the units panel) and nothing changes."""
        label = error_label or self.units_panel.error
        try:
            change = command(*args, **kw)
        except InputError as err:
            label.setText(err_text(err))
            return False
        label.setText("")
        return self.hub.push(change)

    # -- the turn key (hexview_keys: Turn menu, Ctrl+Return) -------------------------------------------
    def next_turn(self) -> bool:
        """Tarawa has no phases and no turn marker to move by hand: a turn ends on four passes in a row or
        an end-of-turn check (4.3, 4.2.5). The next step a referee takes from the keyboard is the acting
        player's pass (``TarawaGame.pass_``), with the note typed in the Actions tab; undoable."""
        return self.action_panel.record("pass")

    def next_turn_words(self) -> tuple[str, str]:
        return (translate("tarawa", "Pass: the player to act passes (4.3)"),
                translate("tarawa", "The player to act passes and the other acts next; four passes in a row "
                                    "end the turn (4.3). Undoable."))

    # -- units (UnitsMixin) -------------------------------------------------------------------------
    unit_kinds = tuple(k for k in UNIT_KINDS if k != "bombardment")
    @property
    def ratings_hint(self) -> str:
        return translate("tarawa", "firepower/reduced-proficiency, e.g. 6/3-8")

    def load_units(self) -> list[Unit]:
        return self.game.units()

    def push_units(self, old, new, text: str, extra_ops=None) -> bool:
        """The units panel's place and remove (referee edits, not actions)."""
        old_ids, new_ids = {u.id for u in old}, {u.id for u in new}
        added = [u for u in new if u.id not in old_ids]
        if added and len(added) == 1 and old_ids <= new_ids:
            if self.game.setup_pending() and added[0].side == "japanese":      # 8.3: set up in its hex
                return self.run_entry("enter_units", units=[added[0].to_dict()]) is not None
            return self.run_entry("place_unit", unit=added[0].to_dict()) is not None
        if not added and new_ids < old_ids:
            return self.run_entry("remove_units", unit_ids=sorted(old_ids - new_ids)) is not None
        self.units_panel.error.setText(translate("tarawa", "Place or remove one thing at a time."))
        return False

    def move_picked(self, h: Hex) -> bool:
        """Move the picked stack to ``h``: the acting player's movement action (4.1), or a referee edit."""
        if not self.picked:
            return False
        label = self.map.label(h)
        if self.edit_box.isChecked():
            ok = self.run_entry("reposition", unit_ids=list(self.picked), to=label,
                                override=self.fog_panel.override.isChecked()) is not None
        elif self.game.setup_pending():          # 8.3: the Japanese set up, no action before the check
            ok = self.run_entry("setup_place", unit_ids=list(self.picked), to=label) is not None
        else:
            ok = self.run_entry("move", unit_ids=list(self.picked), to=label) is not None
        if ok:
            self.picked = []
            self.units_panel.refresh()
        return ok

    def counter_of(self, u: Unit) -> Counter:
        """A counter as the referee sees it: hidden units marked H, dummies D (7.1, 7.3), riders inside
        an amtrac marked with a caret (6.2 F)."""
        x0, y0 = self.map.center(self.map.parse(u.hex))
        x1, y1 = self.map.center(self.map.parse(u.hex) + DIRECTIONS[u.facing])
        mark = (translate("tarawa", "D·", "a dummy's mark on its counter") if u.dummy
                else translate("tarawa", "H·", "a hidden unit's mark on its counter") if u.hidden
                else "^" if u.carried_by else "")
        return Counter(u.id, US if u.side == "us" else JAPANESE, mark + u.label.split()[0], u.counter_text(), u.steps,
                       u.max_steps, math.degrees(math.atan2(y1 - y0, x1 - x0)), self.unit_line(u))

    def unit_line(self, u: Unit, with_hex: bool = True) -> str:
        line = fill(translate("tarawa", "%1 %2 (%3) %4, %5/%6 steps, facing %7"), side_name(u.side), u.label,
                    u.kind.replace("_", " "), u.counter_text(), u.steps, u.max_steps, facing_name(self.map, u.facing))
        return ((f"{u.hex}  " if with_hex else "") + line
                + (" " + translate("tarawa", "[sample]") if u.sample else "")
                + (" " + translate("tarawa", "[hidden under a force marker, 7.1]") if u.hidden else "")
                + (" " + translate("tarawa", "[dummy, 7.3]") if u.dummy else "")
                + (" " + fill(translate("tarawa", "[inside %1, 6.2 F]"), u.carried_by) if u.carried_by else ""))

    def new_unit(self, side: str, kind: str, name: str, ratings: str, label: str, taken: set) -> Unit:
        m = re.fullmatch(r"\s*(\d+)\s*(?:/\s*(\d+))?\s*-\s*(\d+)\s*", ratings)
        if not m:
            raise InputError(translate("tarawa", "ratings read firepower/reduced-proficiency, e.g. 6/3-8"),
                             translate("tarawa", "place a unit: ratings"))
        full, red, prof = int(m.group(1)), int(m.group(2) or 0), int(m.group(3))
        base = re.sub(r"[^a-z0-9]+", "-", (name or kind).lower()).strip("-") or "unit"
        uid, k = f"{side[0]}-{base}", 2
        while uid in taken:
            uid, k = f"{side[0]}-{base}-{k}", k + 1
        return Unit(uid, side, kind, name or kind.replace("_", " "), full, red, 2 if m.group(2) else 1,
                    2 if m.group(2) else 1, prof, label, 2 if side == "us" else 5)

    def _add_facing_buttons(self) -> None:
        for text, by, tip in ((translate("tarawa", "↺ Left"), 1,
                               translate("tarawa", "Turn the picked units counter-clockwise one hexside; any change "
                                                   "of facing is an action (4.1 D, 5.0 D)")),
                              (translate("tarawa", "↻ Right"), -1,
                               translate("tarawa", "Turn the picked units clockwise one hexside; any change of facing "
                                                   "is an action (4.1 D, 5.0 D)"))):
            b = QPushButton(text)
            b.setToolTip(tip)
            b.clicked.connect(lambda _c=False, by=by: self.turn_picked(by))
            self.units_panel.extra.addWidget(b)
        self.edit_box = QCheckBox(translate("tarawa", "Referee edit"))
        self.edit_box.setToolTip(translate("tarawa", "Move or turn the picked counters without an action (a "
                                                     "correction, or opportunity fire's move back and forth, "
                                                     "4.2.4 A-C)"))
        self.units_panel.extra.addWidget(self.edit_box)

    def turn_picked(self, by: int) -> bool:
        """Turn the picked units: an action of the player to act (4.1 D), or a referee edit."""
        if not self.picked:
            self.units_panel.error.setText(translate("tarawa", "Pick units first."))
            return False
        name = "edit_facing" if self.edit_box.isChecked() else "face"
        return self.run_entry(name, unit_ids=list(self.picked), by=by) is not None

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
        self.selectionChanged.emit()

    def clear_selection(self) -> None:
        """Esc (issue 23.3): the picked stack and the fire target, the selected hex, A and B; the fire odds
        on the map go with them."""
        super().clear_selection()
        self.action_panel.show_map_odds()

    # -- clicks: measure, or mark terrain -----------------------------------------------------------
    def on_hex_clicked(self, h: Hex) -> None:
        self.clicked = h
        fog = self.lazy_tabs.made.get("fog")
        if fog is not None:                       # "Dummy here", "Lift marker": the hex just clicked
            fog.fog_hex.setText(self.map.label(h))
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
        return self.push_command(self.game.entries.mark_terrain, h, terrain)

    # -- drawing ----------------------------------------------------------------------------------
    def terrain_fills(self, tm=None) -> tuple[dict, dict]:
        """(colour by hex, word by hex) of the terrain marks, for this view and the players' view."""
        tm = tm or self.terrain()
        fills, words = {}, {}
        for label, t in tm.terrain.items():
            h = self.map.parse(label)
            fills[h] = TERRAIN_COLOUR.get(t, "#ffffff")
            if TERRAIN_WORD.get(t):
                words[h] = translate("tarawa", TERRAIN_WORD[t])
        return fills, words

    def open_players_view(self):
        """The players' view in a window of its own (7.1, 7.3: force markers hide what is under them)."""
        from assistant.ui.tarawa.players_view import TarawaPlayersView

        if self.players_view is None:
            self.players_view = TarawaPlayersView(self)
            self.players_view.resize(1100, 650)
        self.players_view.refresh()
        self.players_view.show()
        return self.players_view

    def refresh(self) -> None:
        tm = self.terrain()
        fills, words = self.terrain_fills(tm)
        self.view.grid.set_fills({h: QColor(c) for h, c in fills.items()}, words)
        blocking = [self.map.parse(label) for label, t in tm.terrain.items() if tm.types[t].blocks_sight]
        self.view.set_area("blocking", blocking, "#000000", None, z=1.0, alpha=150,
                           pattern=Qt.BrushStyle.BDiagPattern)
        self._tm = tm
        log = self.log()
        title = (translate("tarawa", "Tarawa — turn %1 (night), %2 to act") if log.is_night()
                 else translate("tarawa", "Tarawa — turn %1, %2 to act"))
        if self.game.setup_pending():
            title = translate("tarawa", "Tarawa — turn %1, the %2 set up (8.3)")
            self.frame.title.setText(fill(title, log.turn, side_name("japanese")))
        else:
            self.frame.title.setText(fill(title, log.turn, side_name(log.next_player)))
        self.draw_measure()
        units = self.units()
        self.picked = [p for p in self.picked if any(u.id == p for u in units)]
        self.draw_units()
        self.units_panel.refresh()
        self.action_panel.refresh(log)
        made = self.lazy_tabs.made
        if "victory" in made:
            made["victory"].refresh(log)
        if "fog" in made:
            made["fog"].refresh()
        if self.players_view is not None:
            self.players_view.refresh()
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
        sight = translate("tarawa", "blocks sight") if tm.blocks(h) else translate("tarawa", "does not block sight")
        return f"{terrain_name(t)} ({sight})" + (f" — {here}" if here else "")

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
                       label=fill(translate("tarawa", "%1 — CLEAR") if sl.clear
                                  else translate("tarawa", "%1 — BLOCKED"), translate("tarawa", "%n hex(es)", "", d)),
                       label_at=0.5)
        if sl.clear:
            v.clear_layer("sight_block")
        else:
            v.set_area("sight_block", list(sl.blocked_by), BLOCKED, BLOCKED, z=6.4, alpha=120, width=4.0)
            first = sl.blocked_by[0]
            v.add_label("sight_block", v.geo.centre(first), translate("tarawa", "blocks"), BLOCKED, 8.6,
                        offset=(-20, 8))

    def measure_extras(self, m):
        sl = self.sight()
        if sl is None:
            return []
        text = sl.describe(self.map)
        return [(translate("tarawa", "Sight line (4.2.1, T3)"), text.split(": ", 1)[1] if ": " in text else text,
                 CLEAR if sl.clear else BLOCKED)]
