"""The Luzon board: the map with its named hexes, the victory lines and the units, and beside it the
turn record (turn track and checklist, weather, re-roll counter, optional variations), the Allied
Reinforcement Phase (recovery draw, replacement roll), unit status and the victory check.

The widgets only collect the referee's inputs and show results: every rule check, roll and change of
record is a command of :class:`assistant.games.luzon.commands.LuzonGame`, whose one ``Change`` the
board pushes through ``hub.push`` (so it is in the roll log and undoable). Panels, in this package:
``turn`` (Turn tab, optional variations dialog), ``panels`` (Reinforcement, Units tabs), ``supply`` (Supply
and Map tabs), ``victory`` (Victory tab), ``common`` (their shared labels). The map view, the board's
frame and the lazy tabs are what every hex game shares (``assistant.ui.hexmap``).
"""

from __future__ import annotations

import tomllib

from PySide6.QtCore import QPointF, QTimer
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QLabel

from assistant.core.errors import InputError
from assistant.core.hexes import Hex
from assistant.games.luzon import rules
from assistant.games.luzon.commands import LuzonGame
from assistant.games.luzon.rulings import Rulings
from assistant.games.luzon.scenario import air_box_distance, load_scenario
from assistant.paths import resource
from assistant.ui.widgets import scrolling

from assistant.ui.hexmap.board import HexBoard
from assistant.ui.hexmap.hexview import SIZE, Place, set_stacks
from assistant.ui.hexmap.lazy_tabs import LazyTabs
from assistant.ui import theme
from assistant.ui.i18n import fill, translate
from .common import ALLIED, ALLIED_LINE, JAPAN_LINE, JAPANESE
from .panels import ReinforcementPanel, UnitsPanel
from .supply import TRACE_BAD, MapPanel, SupplyPanel
from .turn import OptionsDialog, TurnPanel
from .victory import VictoryPanel


def make_board(hub, session):
    return LuzonBoard(hub, session)


def place_names() -> dict[str, str]:
    """Hex -> name from the map file's [places] (the rulebook's named hexes)."""
    data = tomllib.loads(resource("maps", "luzon.toml").read_text(encoding="utf-8"))
    return {h: key.replace("_", " ").title() for key, h in data.get("places", {}).items()}


def luzon_places(scenario) -> list[Place]:
    """The named hexes: Manila, the supply sources, the air strips, Balanga, the other towns."""
    m = scenario.map
    names = place_names()
    kinds = {rules.MANILA: "city", rules.MARIVELES: "supply", rules.BALANGA: "supply"}
    for h in rules.JAPANESE_SUPPLY_SOURCES:
        kinds[h] = "supply"
    for h in rules.AIR_STRIPS:
        kinds.setdefault(h, "airstrip")
    extra = {rules.MANILA: "Manila", rules.MARIVELES: "Mariveles", rules.BALANGA: "Balanga",
             rules.AGOO: "Agoo", rules.ATIMONAN: "Atimonan", rules.BAYOMBONG: "Bayombong"}
    out = []
    for label in sorted(set(names) | set(kinds) | set(extra)):
        name = extra.get(label) or names.get(label) or ""
        kind = kinds.get(label, "place")
        if kind == "airstrip":
            name = fill(translate("luzon", "%1 (air strip)"), name) if name else translate("luzon", "Air strip")
        out.append(Place(m.parse(label), name, kind))
    return out


class LuzonBoard(HexBoard):
    trace_out: set = frozenset()     # the hexes of the units the last supply trace found Out of Supply
    @property
    def measure_hint(self) -> str:
        return translate("luzon", "Type hex numbers like 17.16 or click two hexes: A, then B. "
                                  "The air-box distance (1.3b) is 25 + hexes to the north edge.")

    def __init__(self, hub, session):
        self.scenario = load_scenario()
        super().__init__(hub, session, self.scenario.map, translate("luzon", "Luzon: Race for Bataan"))
        self.game = LuzonGame(session, self.scenario)
        self.place_list = luzon_places(self.scenario)
        # the air strips are drawn by draw_terrain, each once, in the colour of the side up (1.3c)
        self.show_places("places", [p for p in self.place_list if p.kind != "airstrip"])
        for p in self.place_list:
            if p.kind == "airstrip" and p.name not in self.places.setdefault(p.hex, []):
                self.places[p.hex].append(p.name)
        self._draw_static()
        self.frame.set_legend([(JAPANESE, translate("luzon", "Japanese")), (ALLIED, translate("luzon", "Allied")),
                               (JAPAN_LINE, translate("luzon", "Japan Victory Line")),
                               (ALLIED_LINE, translate("luzon", "U.S.-Phil. Victory Line")),
                               (ALLIED, translate("luzon", "air strip (in the colour of the side up)")),
                               (TRACE_BAD, translate("luzon", "Out of Supply (ringed)"))])
        self.turn_panel = TurnPanel(self)
        self.tabs.setTabToolTip(self.tabs.addTab(scrolling(self.turn_panel), translate("luzon", "Turn")),
                                translate("luzon", "Turn track, weather, re-roll counter, optional variations"))
        # the tabs behind Turn are made when first opened (or asked for), showing the game as it stands
        self.lazy_tabs = LazyTabs(self.tabs)
        for key, title, tip, cls in (
                ("reinf", translate("luzon", "Reinf."), translate("luzon", "Allied Reinforcement Phase (3.1c-d)"),
                 ReinforcementPanel),
                ("units", translate("luzon", "Units"), translate("luzon", "Every counter; moves, rebuilds, series results"),
                 UnitsPanel),
                ("supply", translate("luzon", "Supply"), translate("luzon", "Trace supply and attrition (1.9, 2.1b, 3.1a)"),
                 SupplyPanel),
                ("map", translate("luzon", "Map"),
                 translate("luzon", "Terrain per hex (towns, rail, roads) and the air strips (1.3c)"), MapPanel),
                ("victory", translate("luzon", "Victory"), translate("luzon", "Victory checks (5.0)"), VictoryPanel)):
            self.lazy_tabs.add(key, title, lambda cls=cls: self._made(cls(self)), tip)
        self.options_dialog: OptionsDialog | None = None
        self.refresh()
        if self.asks_for_options():
            QTimer.singleShot(0, self.offer_options)

    # -- the optional variations, once, after a new game from the printed set-up (4.0, L6) ----------
    def asks_for_options(self) -> bool:
        settings = self.session.settings
        return settings.get("setup") == "printed" and "options" not in settings

    def offer_options(self) -> None:
        """Open the optional variations dialog (window-modal, not blocking: the board stays drawn)."""
        if not self.asks_for_options() or self.options_dialog is not None:
            return
        self.options_dialog = OptionsDialog(self, self, first=True)
        self.options_dialog.finished.connect(lambda _r: setattr(self, "options_dialog", None))
        self.options_dialog.open()

    # -- model -----------------------------------------------------------------------------------
    @property
    def state(self) -> dict:
        return self.session.state

    @property
    def turn(self) -> int:
        return self.game.turn

    def forces(self):
        return self.game.forces()

    def rulings(self) -> Rulings:
        return self.game.rulings

    def run(self, command, panel=None) -> bool:
        """Call one game command; push its change, or show why it is refused on ``panel.error``.
        The change's summary goes to ``panel.result`` when the panel has one."""
        try:
            change = command()
        except InputError as err:
            if panel is not None:
                panel.error.setText(str(err))
            return False
        if panel is not None:
            panel.error.setText("")
        ok = self.hub.push(change)
        result = getattr(panel, "result", None)
        if ok and isinstance(result, QLabel):
            result.setText("<br>".join(dict(change.meta).get("summary", (change.text,))))
        return ok

    def next_turn(self) -> bool:
        """Turn > Next turn (Ctrl+Return): the turn marker moves on (6.0), one undoable change."""
        return self.run(self.game.track.next_turn, self.turn_panel)

    def unit_positions(self) -> list:
        """(name, hex) of the units on the map, for Find."""
        return [(s.spec.name, self.map.parse(s.hex)) for s in self.forces().on_map()]

    def game_actions(self) -> list:
        act = QAction(translate("luzon", "Optional variations (4.0)…"), self)
        act.triggered.connect(self.turn_panel.choose_options)
        return [act] + super().game_actions()

    # -- drawing -----------------------------------------------------------------------------------
    def _draw_static(self) -> None:
        v, m, sc = self.view, self.map, self.scenario
        manila = [m.parse(h) for h in sc.victory.manila_hexes]
        v.set_area("manila", manila, "#8b0000", "#8b0000", z=1.2, alpha=40, width=2.0,
                   tooltip=translate("luzon", "Manila city hexes (5.0; 17.17 and 18.16 assumed, check the map)"))
        for key, colour, title in (("japan_line", JAPAN_LINE, translate("luzon", "Japan line")),
                                   ("allied_line", ALLIED_LINE, translate("luzon", "U.S.-Phil. line"))):
            vl = getattr(sc.victory, key)
            (x0, y0), (x1, y1) = m.center(m.parse(vl.start)), m.center(m.parse(vl.end))
            slope = (y1 - y0) / (x1 - x0)
            xa, xb = 1.5 * vl.columns[0], 1.5 * vl.columns[1]
            ext = [v.geo.scene_xy(xa, y0 + slope * (xa - x0)), v.geo.scene_xy(xb, y0 + slope * (xb - x0))]
            v.set_polyline(f"vl_{key}_ext", ext, colour, width=2.0, dashed=True, z=3.0)
            v.set_polyline(f"vl_{key}", [v.geo.scene_xy(x0, y0), v.geo.scene_xy(x1, y1)], colour, width=5.0,
                           z=3.1)
            v.add_label(f"vl_{key}", ext[0], f"{title} {vl.start}–{vl.end}", colour, 8.5, point_size=10,
                        offset=(2, -24 if key == "allied_line" else 4))
        # the north edge and the air box beyond it (1.3b)
        top = min(v.geo.centres[h].y() for h in m.edge_hexes("north")) - SIZE * 1.2
        left, right = v.geo.rect.left() + SIZE, v.geo.rect.right() - SIZE
        v.set_polyline("north_edge", [QPointF(left, top), QPointF(right, top)], "#4a148c", width=2.0,
                       dashed=True, z=3.0)
        v.add_label("north_edge", QPointF((left + right) / 2, top),
                    translate("luzon", "↑ Air box: %n hex(es) beyond the north edge (1.3b)", "",
                              rules.AIR_BOX_HEXES_FROM_NORTH_EDGE),
                    "#4a148c", 8, point_size=10, align="centre", offset=(0, -22))
        v.fit_margins = (0.0, 2.5 * SIZE, 0.0, 0.0)

    def draw_units(self, forces) -> None:
        stacks: dict[tuple[str, str], list] = {}
        for s in forces.on_map():
            stacks.setdefault((s.hex, s.side), []).append(s)
        items = []
        for (label, side), units in sorted(stacks.items()):
            total = sum(u.spec.combat_strength for u in units if u.spec.attack_capable)
            text = str(len(units)) if len(units) > 1 else units[0].spec.strength.split("-")[0]
            tip = "\n".join(fill(translate("luzon", "%1 %2 (%3, out of supply)") if not u.in_supply
                                 else "%1 %2 (%3)", u.spec.name, u.spec.strength, u.mode) for u in units)
            head = (translate("luzon", "Allied at %1 (%n unit(s), attack strength %2):", "", len(units))
                    if side == "allied" else
                    translate("luzon", "Japanese at %1 (%n unit(s), attack strength %2):", "", len(units)))
            # marked Out of Supply, or in a hex the last trace could not reach: ringed, so it shows at Fit
            out = any(not u.in_supply for u in units) or self.map.parse(label) in self.trace_out
            items.append((self.map.parse(label), ALLIED if side == "allied" else JAPANESE, text,
                          fill(head, label, total) + "\n" + tip, TRACE_BAD if out else None))
        set_stacks(self.view, "units", items)

    def hover_extra(self, h: Hex) -> str:
        units = [s for s in self.forces().on_map() if self.map.parse(s.hex) == h]
        if not units:
            return ""
        return "; ".join(f"{'A' if s.side == 'allied' else 'J'}: {s.spec.name} {s.spec.strength}" for s in units)

    def measure_extras(self, m) -> list[tuple[str, str, str]]:
        out = []
        for which, h in (("A", m.a), ("B", m.b)):
            if h is None:
                continue
            out.append((fill(translate("luzon", "%1 %2 to the air box (1.3b)"), which, m.label(h)),
                        translate("luzon", "%n hex(es)", "", air_box_distance(self.map, h)), "#4a148c"))
        if m.a is not None:
            sc = self.scenario
            south = sc.victory.japan_line.is_south(self.map, m.a)
            beyond = sc.victory.allied_line.is_south(self.map, m.a)
            out.append((fill(translate("luzon", "A %1 and the victory lines (5.0)"), m.label(m.a)),
                        (translate("luzon", "south of the Japan line") if south
                         else translate("luzon", "not south of the Japan line")) + "; "
                        + (translate("luzon", "beyond the U.S.-Phil. line") if beyond
                           else translate("luzon", "not beyond the U.S.-Phil. line")),
                        JAPAN_LINE if south else theme.css("muted")))
        return out

    # -- refresh -----------------------------------------------------------------------------------
    def on_hex_clicked(self, h: Hex) -> None:
        """A click measures (A, then B); while the Map tab is open it only picks (or paints) the hex
        there and leaves A and B as they are (issue 23.1)."""
        if self.lazy_tabs.is_current("map"):
            self.map_panel.click(self.map.label(h))
            return
        super().on_hex_clicked(h)
        if "map" in self.lazy_tabs.made:
            self.map_panel.pick(self.map.label(h))

    def on_record(self, change) -> None:
        self.refresh()

    def draw_terrain(self) -> None:
        """The painted rail (Allied supply line), secondary roads (Japanese supply line) and detrainable
        hexes, and each air strip in the colour of the side whose marker is up (1.3c)."""
        v, m = self.view, self.map
        terrain = self.game.map.terrain()
        rail = [m.parse(k) for k, t in terrain.items() if t.rail]
        road = [m.parse(k) for k, t in terrain.items() if t.secondary_road]
        det = [m.parse(k) for k, t in terrain.items() if t.is_detrainable]
        v.set_area("terrain_rail", rail, "#5d4037", "#3e2723", z=1.3, alpha=70, width=1.0,
                   tooltip=translate("luzon", "rail (Allied supply line, 3.1a)"))
        v.set_area("terrain_road", road, "#f9a825", "#f57f17", z=1.35, alpha=70, width=1.0,
                   tooltip=translate("luzon", "secondary road (Japanese supply line, 2.1b)"))
        v.set_area("terrain_detrain", det, "#00695c", "#00695c", z=1.4, alpha=25, width=1.5,
                   tooltip=translate("luzon", "detrainable for trace supply (village, city, Point of Interest; 2.1b, 3.1a)"))
        names = {p.hex: p.name for p in self.place_list if p.kind == "airstrip"}
        strips = []
        for h, side in self.game.rebuilds.air_strips().items():
            at = m.parse(h)
            up = translate("luzon", "Japanese side up") if side == "japanese" else translate("luzon", "U.S. side up")
            strips.append(Place(at, fill("%1, %2", names.get(at) or translate("luzon", "Air strip"), up), "airstrip",
                                JAPANESE if side == "japanese" else ALLIED))
        v.set_places("air_strips", strips)    # one mark and one name each (the name was drawn twice)

    def refresh(self) -> None:
        forces = self.forces()
        self.draw_units(forces)
        turn = self.scenario.turn(self.turn)
        self.frame.title.setText(fill(translate("luzon", "Luzon — turn %1, %2"), turn.number, turn.label))
        self.draw_terrain()
        for p in (self.turn_panel, *self.lazy_tabs.made.values()):   # the tabs not yet opened wait
            p.refresh(forces)

    def _made(self, panel):
        panel.refresh(self.forces())
        return panel

    @property
    def reinf_panel(self) -> ReinforcementPanel:
        return self.lazy_tabs.get("reinf")

    @property
    def units_panel(self) -> UnitsPanel:
        return self.lazy_tabs.get("units")

    @property
    def supply_panel(self) -> SupplyPanel:
        return self.lazy_tabs.get("supply")

    @property
    def map_panel(self) -> MapPanel:
        return self.lazy_tabs.get("map")

    @property
    def victory_panel(self) -> VictoryPanel:
        return self.lazy_tabs.get("victory")

    @property
    def panels(self) -> tuple:
        """Every side panel, in tab order (made now where not yet)."""
        return (self.turn_panel, *(self.lazy_tabs.get(k) for k in self.lazy_tabs.keys()))

