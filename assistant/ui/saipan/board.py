"""The Saipan board: the island map (hex numbers, Radar Hill, the SAMPLE invasion hexes: the printed
ones are not in the source), the ground units as counters (picked and moved on the map), and beside
it the day's checklist (10.0), the ground war (maneuver, assault, bombardment, retreats, the set-up
check and the players' view: ``ground``), the air and naval units on record (``fleet``), the
free search / air / AA / ship rolls with their odds first, and the VP tally and outcome (16.4, S3-S6). The
map can show what each side's players may see (15.2-15.3, the toolbar's "Map:" box).

The window only collects inputs and shows results: every rule, roll and record is a command of
``assistant.games.saipan.commands.SaipanGame``, whose one change per command goes through ``hub.push``.
"""

from __future__ import annotations

from PySide6.QtWidgets import QButtonGroup, QComboBox, QHBoxLayout, QLabel, QPushButton, QToolButton, QVBoxLayout, QWidget

from assistant.core.errors import InputError
from assistant.core.hexes import load_map
from assistant.games.saipan import rules
from assistant.games.saipan.commands import SaipanGame
from assistant.games.saipan.mapdata import places, sample_invasion_hexes
from assistant.games.saipan.units import GROUND_TYPES, Unit
from assistant.ui import theme
from assistant.ui.column_fit import NotedCheck, fit_column
from assistant.ui.hexmap.board import HexBoard
from .chartroll import ChartRollBox
from assistant.ui.hexmap.hexview import Counter, Place, set_counters
from assistant.ui.hexmap.lazy_tabs import LazyTabs
from assistant.ui.hexmap.units_panel import UnitsMixin
from assistant.ui.i18n import fill, translate
from assistant.ui.widgets import scrolling

from .attack import AttackBox
from .fleet import FleetPanel
from .ground import GroundPanel
from .panels import DayPanel, VpPanel

US = "#1565c0"
JAPANESE = "#b71c1c"

__all__ = ["SaipanBoard", "make_board", "sample_invasion_hexes", "saipan_places"]


def make_board(hub, session):
    return SaipanBoard(hub, session)


def saipan_places(m) -> list[Place]:
    return [Place(m.parse(label), f"{key.replace('_', ' ').title()} {label}", "city") for key, label in places().items()]


class SaipanBoard(UnitsMixin, HexBoard):
    @property
    def measure_hint(self) -> str:
        return translate("saipan", "Type hex numbers like 2119 or click two hexes: A, then B.")

    def __init__(self, hub, session):
        super().__init__(hub, session, load_map("saipan"), translate("saipan", "Saipan"))
        self.game = SaipanGame(session)
        self.measure.example = "2119"
        self.show_places("places", saipan_places(self.map))
        inv = [self.map.parse(x) for x in sample_invasion_hexes()]
        self.invasion = set(inv)
        if inv:
            self.view.set_area("invasion", inv, "#00897b", "#004d40", z=1.2, alpha=110, width=2.0,
                               tooltip=translate("saipan", "SAMPLE invasion hexes (16.3 E, 9.3): not the printed map"))
            self.show_places("invasion_label", [Place(inv[0], translate("saipan", "SAMPLE invasion hexes (16.3 E)"), "landing")])
            self.view.add_label("invasion_label", self.view.geo.centre(inv[-1]),
                                translate("saipan", "US enters via Caroline, Marianas, Zone #5 (16.3 B)"),
                                "#004d40", 5.6, bold=False, point_size=9, offset=(-20, 24))
        self.tool_group = QButtonGroup(self)
        self.measure_btn = QToolButton()
        self.measure_btn.setText(translate("saipan", "Measure"))
        self.measure_btn.setCheckable(True)
        self.measure_btn.setChecked(True)
        self.tool_group.addButton(self.measure_btn)
        self.frame.add_tool(self.measure_btn)
        self.init_units(self.tool_group)
        self.viewer_box = QComboBox()
        for text, who in ((translate("saipan", "Map: referee (all)"), ""), (translate('saipan', "Map: US players' view"), "us"),
                          (translate('saipan', "Map: Japanese players' view"), "japanese")):
            self.viewer_box.addItem(text, who)
        self.viewer_box.setToolTip(translate("saipan", "What each side may see (15.2-15.3): force markers over hidden Japanese units and dummies for the US; only the top US unit of a stack for the Japanese"))
        self.viewer_box.currentIndexChanged.connect(lambda _i: self.set_viewer(self.viewer_box.currentData()))
        self.frame.add_tool(self.viewer_box)
        lose = QPushButton(translate("saipan", "Picked: lose 1 step"))
        lose.setToolTip(translate("saipan", "Each picked unit loses a step (12.0); a ground-step result is recorded for the VPs (16.4 A)"))
        lose.clicked.connect(lambda: self.lose_step())
        self.units_panel.extra.addWidget(lose)
        off_map = QPushButton(translate("saipan", "Place off the map"))
        off_map.setToolTip(translate("saipan", "The unit described below waits off the map: a US unit to board a transport (16.3 C: Fleet tab, Board), a Japanese one to set up (16.1 A)"))
        off_map.clicked.connect(self.place_off_map)
        self.units_panel.extra.addWidget(off_map)
        # a short check box and a wrapped note: the long text was wider than the Game column (issue 23.1)
        beach_ruling = NotedCheck(translate("saipan", "Referee's correction"),
                                  translate("saipan", "place a US unit on the map directly"))
        self.beach_ruling = beach_ruling.check
        beach_ruling.setToolTip(translate('saipan', "US units reach Saipan by landing from transports on the beaches, within the day's limit (16.3 A, D-E: Fleet tab, Land). Tick to place one on the map directly as your correction; the Record names it one."))
        ulay = self.units_panel.layout()                       # under the "Place a unit" box
        ulay.insertWidget(ulay.indexOf(self.units_panel.error), beach_ruling)
        self.frame.set_legend([("#8b0000", translate("saipan", "named hex (Radar Hill, 9.4 A)")),
                               ("#00897b", translate("saipan", "SAMPLE invasion hexes (1 unit, DRM -1, US only)")),
                               (US, translate("saipan", "US unit")), (JAPANESE, translate("saipan", "Japanese unit (attack-defence-move, step pips)")),
                               ("#ffd600", translate("saipan", "picked")),
                               ("#f9a825", translate("saipan", "hex line A→B")), ("#7cb342", translate("saipan", "within N of A"))])
        self.day_panel = DayPanel(self)
        self.ground_panel = GroundPanel(self)     # (made now: a pick shows its plan on the map)
        for w, title in ((self.day_panel, translate("saipan", "Day")), (self.units_panel, translate("saipan", "Units")),
                         (self.ground_panel, translate("saipan", "Ground"))):
            self.tabs.addTab(scrolling(w), title)
            fit_column(w)
        # the Fleet, Rolls and VPs tabs are made when first opened (or asked for), showing the game as it
        # stands (issue 17.6: the Fleet tab's search odds read the chart files)
        self.lazy_tabs = LazyTabs(self.tabs, fit_column)
        self.lazy_tabs.add("fleet", translate("saipan", "Fleet"), lambda: self._made(FleetPanel(self)))
        self.lazy_tabs.add("rolls", translate("saipan", "Rolls"), lambda: RollsPanel(self))
        self.lazy_tabs.add("vps", translate("saipan", "VPs"), lambda: self._made(VpPanel(self)))
        self.refresh()

    @staticmethod
    def _made(panel):
        panel.refresh()
        return panel

    @property
    def fleet_panel(self) -> FleetPanel:
        return self.lazy_tabs.get("fleet")

    @property
    def roll_panel(self) -> RollsPanel:
        return self.lazy_tabs.get("rolls")

    @property
    def vp_panel(self) -> VpPanel:
        return self.lazy_tabs.get("vps")

    # -- one command, one push ----------------------------------------------------------------------
    def run(self, command, *args, error: QLabel | None = None, **kwargs) -> bool:
        """Call a game command and push its change; an ``InputError`` is shown in ``error``."""
        try:
            change = command(*args, **kwargs)
        except InputError as err:
            if error is not None:
                error.setText(err.message + (f" ({err.where})" if err.where else ""))
            return False
        if error is not None:
            error.setText("")
        return self.hub.push(change)

    # -- units (UnitsMixin) -------------------------------------------------------------------------
    unit_kinds = GROUND_TYPES
    @property
    def ratings_hint(self) -> str:
        return translate("saipan", "attack-defence-move/proficiency, e.g. 5-6-8/7")

    def load_units(self) -> list[Unit]:
        return self.game.units()

    def push_units(self, old, new, text: str) -> bool:
        """The units tab and the Units tool say what they want as the units before and after: one of a
        move, a placing or a removal, each a game command."""
        err = self.units_panel.error
        before, after = {u.id: u for u in old}, {u.id: u for u in new}
        added = [u for u in new if u.id not in before]
        removed = [uid for uid in before if uid not in after]
        moved = [u for u in new if u.id in before and u.hex != before[u.id].hex]
        if added and not removed and not moved:
            ok = all([self.run(self.game.ground.add_unit, u, self.beach_ruling.isChecked(), error=err) for u in added])
            if ok:
                self.beach_ruling.setChecked(False)          # a ruling for this placing only
            return ok
        if removed and not added and not moved:
            return self.run(self.game.ground.remove_units, removed, error=err)
        if moved and not added and not removed and len({u.hex for u in moved}) == 1:
            return self.run(self.game.movement.move_units, [u.id for u in moved], moved[0].hex, error=err)
        err.setText(translate("saipan", "One move, placing or removal at a time."))
        return False

    def counter_of(self, u: Unit) -> Counter:
        return Counter(u.id, US if u.side == "us" else JAPANESE, u.label.split()[0], u.counter_text(), u.steps,
                       u.max_steps, None, self.unit_line(u))

    def unit_line(self, u: Unit, with_hex: bool = True) -> str:
        inv = translate("saipan", " (invasion hex)") if u.hex and self.map.parse(u.hex) in getattr(self, "invasion", ()) else ""
        where = u.hex or (translate("saipan", "aboard a transport") if u.id in self.game.transports.aboard_any()
                          else translate("saipan", "off the map"))
        return ((f"{where}{inv}  " if with_hex else "") + fill(translate("saipan", "%1 %2 (%3) %4, prof %5, %6/%7 steps"), u.side.upper(), u.label, u.kind.replace('_', ' '), u.counter_text(), u.proficiency, u.steps, u.max_steps)
                + (translate("saipan", " [hidden]") if u.hidden else "") + (translate("saipan", " [sample]") if u.sample else ""))

    def new_unit(self, side: str, kind: str, name: str, ratings: str, label: str, taken: set) -> Unit:
        return self.game.ground.new_unit(side, kind, name, ratings, label)

    def place_off_map(self) -> bool:
        """Place the unit the Units tab describes off the map (16.1 A, 16.3 C): one command."""
        p = self.units_panel
        return self.run(self.game.ground.place_unit, p.side.currentData(), p.kind.currentData(), p.name.text().strip(),
                        p.ratings.text().strip(), "", error=p.error)

    def pick_or_move(self, h) -> None:
        """The Units tool: pick the stack in ``h``, or move the picked units there by the checked click-move
        (``SaipanGame.move_units``: MA, ZOC, phase; units waiting off the map are set up)."""
        picked = [u for u in self.units() if u.id in self.picked]
        if not picked:
            self.pick_hex(h)
            return
        if all(u.hex and self.map.parse(u.hex) == h for u in picked):
            self.pick([])
            return
        self.move_picked(h)

    def lose_step(self, ids=None) -> bool:
        """Each picked unit loses one step, with its ground-step result for the VPs: one change."""
        ids = list(ids or self.picked)
        if not ids:
            self.units_panel.error.setText(translate("saipan", "Pick units first."))
            return False
        return self.run(self.game.ground.lose_step, ids, error=self.units_panel.error)

    def pick(self, ids) -> None:
        super().pick(ids)
        if hasattr(self, "ground_panel"):
            self.ground_panel.show_plan()

    def on_hex_clicked(self, h) -> None:
        if self.units_btn.isChecked():
            self.pick_or_move(h)
        else:
            self.measure.click(h)

    def hover_extra(self, h) -> str:
        parts = []
        if h in getattr(self, "invasion", ()):
            parts.append(translate("saipan", "SAMPLE invasion hex (9.3, 10.1, 16.3 E)"))
        here = self.units_hover(h)
        if here:
            parts.append(here)
        return " — ".join(parts)

    def measure_extras(self, m):
        out = []
        if m.a is not None and m.b is not None:
            d = m.distance
            ships = [t for t, r in rules.BOMBARDMENT_RANGE_HEXES.items() if d <= r]
            out.append((translate("saipan", "Naval bombardment in range (12.3)"), ", ".join(ships) if ships else translate("saipan", "no ship type"),
                        theme.css("good") if ships else theme.css("bad")))
        return out

    # -- the players' view on the map (15.2-15.3) ------------------------------------------------------
    viewer = ""

    def set_viewer(self, who: str) -> None:
        """Draw the map as ``who`` may see it ("": the referee, everything)."""
        self.viewer = who or ""
        i = self.viewer_box.findData(self.viewer)
        if i >= 0 and self.viewer_box.currentIndex() != i:
            self.viewer_box.setCurrentIndex(i)
        self.draw_units()

    def draw_units(self) -> None:
        if not self.viewer:
            super().draw_units()
            return
        from assistant.games.saipan.fog import view_stacks

        stacks = {self.map.parse(h): [Counter(c.id, US if c.side == "us" else JAPANESE, c.name, c.ratings, c.steps,
                                              c.max_steps, None, c.tooltip) for c in shown]
                  for h, shown in view_stacks(self.units(), self.viewer).items()}
        set_counters(self.view, "units", stacks, self.picked, self.target)


    def next_turn(self) -> bool:
        """Turn > Next turn (Ctrl+Return): the Turn Record Phase moves to the next day (10.0), refused with the
        steps still to do named in the Day tab; one undoable change."""
        for i in range(self.tabs.count()):   # show the Day tab, where a refusal names the steps left
            if self.tabs.widget(i).isAncestorOf(self.day_panel):
                self.tabs.setCurrentIndex(i)
        before = self.session.state.get("checklist")
        self.day_panel.advance()
        return self.session.state.get("checklist") != before
    def on_record(self, change) -> None:
        self.refresh()

    def land_hexes(self):
        """Fit land (issue 23.1): the printed map is not in the source (S5), so the island is what the
        referee traced on a scan (every brush mark is land: the beaches, "other"); the board adds the units
        and the named and invasion hexes."""
        from assistant.core.hex_land import land_hexes

        cmds = getattr(self.map_image, "cmds", None)
        return land_hexes(self.map, cmds.terrain()) if cmds is not None else set()

    def land_words(self) -> str:
        return translate("saipan", "the island as traced, the named hexes and the units")

    def refresh(self) -> None:
        cl = self.game.checklist
        over = translate("saipan", " — game over") if cl.over else ""
        self.frame.title.setText(fill(translate("saipan", "Saipan — day %1 of %2%3"), cl.turn, rules.LAST_TURN, over))
        units = self.units()
        self.picked = [p for p in self.picked if any(u.id == p for u in units)]
        self.draw_units()
        self.units_panel.refresh()
        self.day_panel.refresh()
        self.ground_panel.refresh()
        made = self.lazy_tabs.made
        for key in ("vps", "fleet"):          # the tabs not yet opened wait
            if key in made:
                made[key].refresh()


class RollsPanel(QWidget):
    """Air and naval attacks that score their hits (14.3-14.5), and the chart rolls: search (14.1),
    air-to-air / AA / anti-ship (14.3-14.4), ship-to-ship (14.5), proficiency."""

    def __init__(self, board: SaipanBoard):
        super().__init__()
        self.board = board
        lay = QVBoxLayout(self)
        row = QHBoxLayout()
        row.addWidget(QLabel(translate("saipan", "Rolling side:")))
        self.side = QComboBox()
        self.side.addItem(translate("saipan", "US"), "us")
        self.side.addItem(translate("saipan", "Japanese"), "japanese")
        row.addWidget(self.side, 1)
        lay.addLayout(row)
        side = self.side.currentData
        self.attack = AttackBox(board, side)
        lay.addWidget(self.attack)
        self._boxes: dict[str, ChartRollBox] | None = None
        lay.addStretch(1)

    @property
    def boxes(self) -> dict[str, ChartRollBox]:
        """The chart rolls, made when the tab is first shown or a box is first asked for (issue 17.6: the
        first paint does without them and the charts they read)."""
        if self._boxes is None:
            self._boxes = {}
            board, side, lay = self.board, self.side.currentData, self.layout()
            for chart_id, title in (("sea_zone_search", translate("saipan", "Search (14.1)")),
                                    ("air_attack", translate("saipan", "Air-to-air, AA or anti-ship: roll only (14.3-14.4)")),
                                    ("ship_to_ship", translate("saipan", "Ship-to-ship: roll only (14.5)")),
                                    ("proficiency_check", translate("saipan", "Proficiency check"))):
                try:
                    box = ChartRollBox(board, chart_id, title, side=side,
                                       why=lambda t=title: fill(translate("saipan", "%1, day %2"), t, board.game.day))
                except InputError:   # a chart not shipped yet: leave it out
                    continue
                fit_column(box)
                self._boxes[chart_id] = box
                lay.insertWidget(lay.count() - 1, box)    # above the stretch
        return self._boxes

    def showEvent(self, event) -> None:  # noqa: N802 (Qt name)
        self.boxes  # noqa: B018 (made on first show)
        super().showEvent(event)
