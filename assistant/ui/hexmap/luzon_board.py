"""The Luzon board: the map with its named hexes, the victory lines and the units, and beside it the
turn record (turn track and checklist, weather, re-roll counter), the Allied Reinforcement Phase
(recovery draw, replacement roll), unit status and the victory check.

Every roll goes through ``session.dice()`` and ``hub.push`` (so it is in the roll log and undoable);
the turn record lives in ``session.state`` and the units in records (``assistant.games.luzon.persist``).
"""

from __future__ import annotations

import copy
import tomllib

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import (
    QAbstractItemView, QCheckBox, QComboBox, QGridLayout, QGroupBox, QHBoxLayout, QHeaderView, QLabel,
    QLineEdit, QListWidget, QListWidgetItem, QPushButton, QSizePolicy, QTableWidget, QTableWidgetItem,
    QVBoxLayout, QWidget,
)

from assistant.core.chartbook import shipped
from assistant.core.errors import InputError
from assistant.core.hexes import Hex
from assistant.games.luzon import rules
from assistant.games.luzon.persist import (
    SERIES_KINDS, SeriesResult, forces_ops, load_forces, reduced_units, reroll_data, reroll_of, series_change,
    series_results, state_ops,
)
from assistant.games.luzon.forces import DEAD_PILE, NOT_ARRIVED, OFF_MAP, ON_MAP, RECOVERY_POOL
from assistant.games.luzon.recovery import (
    RecoveryDraw, allied_replacement, apply_recovery, rebuild, recovery_count,
)
from assistant.games.luzon.rulings import Rulings
from assistant.games.luzon.scenario import air_box_distance, load_scenario, recovery_hexes
from assistant.games.luzon.victory import final_victory, sudden_death
from assistant.paths import resource
from assistant.store import rolls
from assistant.ui.widgets import scrolling

from .board import HexBoard
from .hexview import SIZE, Place, set_stacks
from .measure import big

ALLIED = "#2e7d32"
JAPANESE = "#b71c1c"
JAPAN_LINE = "#d84315"
ALLIED_LINE = "#1565c0"
STATUS_TEXT = {ON_MAP: "on map", OFF_MAP: "off map (air)", NOT_ARRIVED: "not arrived",
               RECOVERY_POOL: "Recovery Pool", DEAD_PILE: "Dead Pile"}
RESULT_TEXT = {"limited_flight": "Limited Flight", "normal_flight": "Normal Flight"}


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
            name = (name + " (air strip)") if name else "Air strip"
        out.append(Place(m.parse(label), name, kind))
    return out


class LuzonBoard(HexBoard):
    measure_hint = ("Type hex numbers like 17.16 or click two hexes: A, then B. "
                    "The air-box distance (1.3b) is 25 + hexes to the north edge.")

    def __init__(self, hub, session):
        self.scenario = load_scenario()
        super().__init__(hub, session, self.scenario.map, "Luzon: Race for Bataan")
        self.charts = shipped()
        self.place_list = luzon_places(self.scenario)
        self.show_places("places", self.place_list)
        self._draw_static()
        self.frame.set_legend([(JAPANESE, "Japanese"), (ALLIED, "Allied"), (JAPAN_LINE, "Japan Victory Line"),
                               (ALLIED_LINE, "U.S.-Phil. Victory Line"), ("#1565c0", "air strip")])
        self.turn_panel = TurnPanel(self)
        self.reinf_panel = ReinforcementPanel(self)
        self.units_panel = UnitsPanel(self)
        self.victory_panel = VictoryPanel(self)
        for w, title in ((self.turn_panel, "Turn"), (self.reinf_panel, "Reinforcement"),
                         (self.units_panel, "Units"), (self.victory_panel, "Victory")):
            self.tabs.addTab(scrolling(w), title)
        self.refresh()

    # -- model -----------------------------------------------------------------------------------
    @property
    def state(self) -> dict:
        return self.session.state

    @property
    def turn(self) -> int:
        return int(self.state.get("turn", 1) or 1)

    def forces(self):
        return load_forces(self.session.store, self.session.game_id, self.scenario)

    def rulings(self) -> Rulings:
        d = (self.session.settings.get("rulings") or {})
        try:
            return Rulings(l4_manila=d.get("l4_manila", "totals"))
        except InputError:
            return Rulings()

    def new_state(self) -> dict:
        s = copy.deepcopy(self.state)
        for k in ("weather", "checked", "replacement", "recovery"):
            s.setdefault(k, {})
        s.setdefault("turn", 1)
        return s

    def push_state(self, state: dict, text: str) -> bool:
        from assistant.store import games

        return self.hub.push(games.state_change(self.session.store, self.session.game_id, state, text))

    def push_roll(self, rec, text: str, state: dict | None = None, extra: list | None = None) -> bool:
        ops = list(extra or [])
        if state is not None:
            ops += state_ops(self.session.store, self.session.game_id, state, text)
        return self.hub.push(rec.change(text, extra_ops=ops))

    # -- drawing -----------------------------------------------------------------------------------
    def _draw_static(self) -> None:
        v, m, sc = self.view, self.map, self.scenario
        manila = [m.parse(h) for h in sc.victory.manila_hexes]
        v.set_area("manila", manila, "#8b0000", "#8b0000", z=1.2, alpha=40, width=2.0,
                   tooltip="Manila city hexes (5.0; 17.17 and 18.16 assumed, check the map)")
        for key, colour, title in (("japan_line", JAPAN_LINE, "Japan line"),
                                   ("allied_line", ALLIED_LINE, "U.S.-Phil. line")):
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
                    f"↑ Air box: {rules.AIR_BOX_HEXES_FROM_NORTH_EDGE} hexes beyond the north edge (1.3b)",
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
            tip = "\n".join(f"{u.spec.name} {u.spec.strength} ({u.mode}"
                            f"{', out of supply' if not u.in_supply else ''})" for u in units)
            side_name = "Allied" if side == "allied" else "Japanese"
            items.append((self.map.parse(label), ALLIED if side == "allied" else JAPANESE, text,
                          f"{side_name} at {label} ({len(units)} unit(s), attack strength {total}):\n{tip}"))
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
            out.append((f"{which} {m.label(h)} to the air box (1.3b)",
                        f"{air_box_distance(self.map, h)} hexes", "#4a148c"))
        if m.a is not None:
            sc = self.scenario
            south = sc.victory.japan_line.is_south(self.map, m.a)
            beyond = sc.victory.allied_line.is_south(self.map, m.a)
            out.append((f"A {m.label(m.a)} and the victory lines (5.0)",
                        ("south of the Japan line" if south else "not south of the Japan line") + "; "
                        + ("beyond the U.S.-Phil. line" if beyond else "not beyond the U.S.-Phil. line"),
                        JAPAN_LINE if south else "#37474f"))
        return out

    # -- refresh -----------------------------------------------------------------------------------
    def on_record(self, change) -> None:
        self.refresh()

    def refresh(self) -> None:
        forces = self.forces()
        self.draw_units(forces)
        turn = self.scenario.turn(self.turn)
        self.frame.title.setText(f"Luzon — turn {turn.number}, {turn.label}")
        for p in (self.turn_panel, self.reinf_panel, self.units_panel, self.victory_panel):
            p.refresh(forces)


def _note(text: str) -> QLabel:
    lbl = QLabel(text)
    lbl.setWordWrap(True)
    lbl.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
    return lbl


def _error_label() -> QLabel:
    lbl = QLabel()
    lbl.setWordWrap(True)
    lbl.setStyleSheet("color: #c62828; font-weight: bold")
    return lbl


class TurnPanel(QWidget):
    """Turn track (22 Dec - 5 Jan), the turn's checklist, the weather roll and the re-roll counter."""

    def __init__(self, board: LuzonBoard):
        super().__init__()
        self.board = board
        lay = QVBoxLayout(self)
        track = QGroupBox("Turn track (6.0)")
        tl = QHBoxLayout(track)
        self.turn_buttons = []
        for t in board.scenario.turns:
            b = QPushButton(f"{t.number}\n{t.label.rsplit(' ', 1)[0]}")
            b.setCheckable(True)
            b.setMinimumHeight(46)
            b.setMinimumWidth(40)
            b.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
            b.clicked.connect(lambda _=False, n=t.number: self.go_to(n))
            tl.addWidget(b)
            self.turn_buttons.append(b)
        lay.addWidget(track)
        self.turn_title = big(QLabel(), 5)
        self.turn_title.setWordWrap(True)
        lay.addWidget(self.turn_title)
        wbox = QGroupBox("Weather (1.2)")
        wl = QVBoxLayout(wbox)
        wl.addWidget(_note("One die: 1-2 Limited Flight, 3-6 Normal Flight."))
        self.weather_btn = QPushButton("Roll weather")
        self.weather_btn.setMinimumHeight(34)
        self.weather_btn.clicked.connect(self.roll_weather)
        self.weather_lbl = big(QLabel(), 3)
        self.weather_lbl.setWordWrap(True)
        wl2 = QHBoxLayout()
        wl2.addWidget(self.weather_btn)
        wl2.addWidget(self.weather_lbl, 1)
        wl.addLayout(wl2)
        lay.addWidget(wbox)
        rbox = QGroupBox("Re-roll counter (1.13)")
        rl = QVBoxLayout(rbox)
        self.reroll_lbl = big(QLabel(), 3)
        self.reroll_lbl.setWordWrap(True)
        rl.addWidget(self.reroll_lbl)
        self.reroll_btn = QPushButton("Holder re-rolls the last roll")
        self.reroll_btn.clicked.connect(self.use_reroll)
        rl.addWidget(self.reroll_btn)
        self.reroll_why = QLabel()
        self.reroll_why.setWordWrap(True)
        rl.addWidget(self.reroll_why)
        lay.addWidget(rbox)
        cbox = QGroupBox("This turn's checklist (tick as done)")
        cl = QVBoxLayout(cbox)
        self.checklist = QListWidget()
        self.checklist.setWordWrap(True)
        self.checklist.setMinimumHeight(200)
        self.checklist.itemChanged.connect(self._ticked)
        cl.addWidget(self.checklist)
        lay.addWidget(cbox)
        nav = QHBoxLayout()
        self.prev_btn = QPushButton("◀ Previous turn")
        self.next_btn = QPushButton("Next turn ▶")
        self.prev_btn.clicked.connect(lambda: self.go_to(self.board.turn - 1))
        self.next_btn.clicked.connect(lambda: self.go_to(self.board.turn + 1))
        nav.addWidget(self.prev_btn)
        nav.addWidget(self.next_btn)
        lay.addLayout(nav)
        self.error = _error_label()
        lay.addWidget(self.error)
        lay.addStretch(1)
        self._refreshing = False

    def go_to(self, n: int) -> None:
        sc = self.board.scenario
        if not 1 <= n <= len(sc.turns):
            return
        s = self.board.new_state()
        s["turn"] = n
        self.board.push_state(s, f"Turn {n} ({sc.turn(n).label})")

    def roll_weather(self) -> None:
        b = self.board
        t = b.turn
        if str(t) in b.state.get("weather", {}):
            self.error.setText("The weather for this turn is rolled already; the re-roll counter may change it.")
            return
        chart = b.charts.get("luzon", "weather")
        rec = b.session.dice()
        out = rec.roll_chart(chart, why=f"Weather, turn {t} (1.2)", turn=t, phase="weather")
        s = b.new_state()
        s["weather"][str(t)] = {"result": out.row["chart_result"], "die": out.value, "roll_id": out.row["id"]}
        self.error.setText("")
        b.push_roll(rec, f"Weather turn {t}: {out.value} = {RESULT_TEXT.get(out.row['chart_result'])}", s)

    def _last_roll(self):
        rows = rolls.query(self.board.session.store, self.board.session.game_id, limit=1)
        return rows[0] if rows else None

    def use_reroll(self) -> None:
        b = self.board
        last = self._last_roll()
        counter = reroll_of(b.state)
        if last is None:
            self.error.setText("No roll to re-roll yet.")
            return
        original = str(last["reroll_of"] or last["id"])
        kind = "initiative" if "initiative" in (last["chart"] or last["why"] or "").lower() else (last["chart"] or "other")
        why_not = counter.why_not(counter.holder, original, kind)
        if why_not:
            self.error.setText(why_not)
            return
        rec = b.session.dice()
        why = f"Re-roll counter ({counter.holder}) on roll {last['id']}: {last['why'] or last['pool']} (1.13)"
        if last["chart"]:
            chart = b.charts.get("luzon", last["chart"])
            mods = tuple(m["id"] for m in rolls.decoded(last)["modifiers"])
            out = rec.roll_chart(chart, mods, why=why, side=counter.holder, reroll_of=last["id"],
                                 turn=last["turn"], phase=last["phase"] or "")
            result_text = out.row["chart_result"]
        else:
            out = rec.roll(last["pool"], why=why, side=counter.holder, turn=last["turn"])
            rec.rows[-1]["reroll_of"] = last["id"]
            result_text = ""
        s = b.new_state()
        new_counter = counter.use(counter.holder, original, kind)
        s["reroll"] = reroll_data(new_counter)
        t = str(last["turn"] or b.turn)
        if last["chart"] == "weather":
            s["weather"][t] = {"result": result_text, "die": out.value, "roll_id": out.row["id"]}
        if last["chart"] == "allied_replacement":
            res = allied_replacement(out.value - sum(m["value"] for m in rolls.decoded(last)["modifiers"]))
            s["replacement"][t] = {"success": res.success, "reason": res.reason, "roll_id": out.row["id"]}
        self.error.setText("")
        b.push_roll(rec, f"Re-roll ({counter.holder.capitalize()} counter): {last['result']} → {out.value}"
                         f"; the counter passes to the {new_counter.holder.capitalize()} player", s)

    def _ticked(self, item: QListWidgetItem) -> None:
        if self._refreshing:
            return
        b = self.board
        s = b.new_state()
        done = [i for i in range(self.checklist.count())
                if self.checklist.item(i).checkState() == Qt.CheckState.Checked]
        s["checked"][str(b.turn)] = done
        word = "Done" if item.checkState() == Qt.CheckState.Checked else "Not done"
        b.push_state(s, f"{word}: {item.text()[:60]}")

    def refresh(self, forces) -> None:
        b = self.board
        t = b.scenario.turn(b.turn)
        for i, btn in enumerate(self.turn_buttons):
            btn.setChecked(i + 1 == t.number)
            btn.setStyleSheet("font-weight: bold; background: #ffe082" if i + 1 == t.number else "")
        self.turn_title.setText(f"Turn {t.number} of {len(b.scenario.turns)}: {t.label}")
        w = b.state.get("weather", {}).get(str(t.number))
        if w:
            res = w["result"]
            colour = "#e65100" if res == "limited_flight" else "#2e7d32"
            self.weather_lbl.setText(f"<span style='color:{colour}'>{RESULT_TEXT.get(res, res)}</span> (die {w['die']})")
            self.weather_btn.setEnabled(False)
        else:
            self.weather_lbl.setText("not rolled yet")
            self.weather_btn.setEnabled(True)
        counter = reroll_of(b.state)
        colour = JAPANESE if counter.holder == "japanese" else ALLIED
        self.reroll_lbl.setText(f"Held by the <span style='color:{colour}'>{counter.holder.capitalize()}</span> "
                                f"player — used {counter.uses} time(s)")
        last = self._last_roll()
        self.reroll_why.setText(
            f"Last roll: #{last['id']} {last['why'] or last['pool']} = {last['result']}" if last else
            "No roll yet. Any one die roll but an Initiative roll may be re-rolled, once.")
        self._refreshing = True
        self.checklist.clear()
        done = set(b.state.get("checked", {}).get(str(t.number), []))
        for i, line in enumerate(b.scenario.checklist(t.number)[1:]):
            item = QListWidgetItem(line)
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            item.setCheckState(Qt.CheckState.Checked if i in done else Qt.CheckState.Unchecked)
            self.checklist.addItem(item)
        self._refreshing = False
        self.prev_btn.setEnabled(t.number > 1)
        self.next_btn.setEnabled(t.number < len(b.scenario.turns))


class ReinforcementPanel(QWidget):
    """Allied Reinforcement Phase (3.1c-d): the recovery draw, then one replacement roll."""

    def __init__(self, board: LuzonBoard):
        super().__init__()
        self.board = board
        lay = QVBoxLayout(self)
        rbox = QGroupBox("Recovery (3.1c)")
        rl = QVBoxLayout(rbox)
        rl.addWidget(_note("Draw 1 unit at random (2 if the pool holds 7 or more); the rest of the pool "
                           "goes to the Dead Pile. Place within 2 hexes of a Manila city hex or Balanga."))
        self.pool_lbl = QLabel()
        self.pool_lbl.setWordWrap(True)
        big(self.pool_lbl, 2, False)
        rl.addWidget(self.pool_lbl)
        row = QHBoxLayout()
        row.addWidget(QLabel("Place drawn unit(s) at"))
        self.place_box = QComboBox()
        self.place_box.setEditable(True)
        row.addWidget(self.place_box, 1)
        rl.addLayout(row)
        self.jp_manila = QCheckBox("Japanese hold all of Manila")
        self.jp_manila.setToolTip("Then recovered and rebuilt units go within 2 hexes of Balanga only (3.1c)")
        self.jp_manila.toggled.connect(lambda _on: self._fill_places())
        rl.addWidget(self.jp_manila)
        self.draw_btn = QPushButton("Draw from the Recovery Pool")
        self.draw_btn.setMinimumHeight(34)
        self.draw_btn.clicked.connect(self.draw)
        rl.addWidget(self.draw_btn)
        self.draw_lbl = QLabel()
        self.draw_lbl.setWordWrap(True)
        rl.addWidget(self.draw_lbl)
        lay.addWidget(rbox)
        pbox = QGroupBox("Replacement (3.1d)")
        pl = QVBoxLayout(pbox)
        pl.addWidget(_note("After recovery: 2D6, 8 or more rebuilds one Allied ground unit from the Dead Pile."))
        self.repl_btn = QPushButton("Roll replacement (2D6)")
        self.repl_btn.setMinimumHeight(34)
        self.repl_btn.clicked.connect(self.roll_replacement)
        pl.addWidget(self.repl_btn)
        self.repl_lbl = big(QLabel(), 2)
        self.repl_lbl.setWordWrap(True)
        pl.addWidget(self.repl_lbl)
        row2 = QHBoxLayout()
        self.dead_box = QComboBox()
        self.rebuild_btn = QPushButton("Rebuild at the hex above")
        self.rebuild_btn.clicked.connect(self.rebuild)
        row2.addWidget(self.dead_box, 1)
        row2.addWidget(self.rebuild_btn)
        pl.addLayout(row2)
        lay.addWidget(pbox)
        self.error = _error_label()
        lay.addWidget(self.error)
        lay.addStretch(1)
        self._fill_places()

    def _fill_places(self) -> None:
        current = self.place_box.currentText() or rules.BALANGA
        self.place_box.clear()
        hexes = recovery_hexes(self.board.scenario, self.jp_manila.isChecked())
        self.place_box.addItems(hexes)
        self.place_box.setCurrentText(current if current in hexes else rules.BALANGA)

    def draw(self) -> None:
        b = self.board
        forces = b.forces()
        pool = forces.recovery_pool
        t = str(b.turn)
        if t in b.state.get("recovery", {}):
            self.error.setText("The recovery draw was made this turn already (one per Reinforcement Phase).")
            return
        if not pool:
            self.error.setText("The Recovery Pool is empty: nothing to draw (3.1c).")
            return
        n = recovery_count(len(pool))
        rec = b.session.dice()
        left = list(pool)
        drawn = []
        names = {s.id: s.spec.name for s in forces.states}
        for i in range(n):
            out = rec.roll(f"1d{len(left)}", why=f"Recovery draw {i + 1} of {n} from a pool of {len(left)} (3.1c)",
                           side="allied", turn=b.turn, phase="allied reinforcement",
                           chart_result=lambda v, lst=list(left): names[lst[v - 1]])
            drawn.append(left.pop(out.value - 1))
        draw = RecoveryDraw(tuple(pool), tuple(u for u in pool if u in drawn), tuple(u for u in pool if u not in drawn))
        hex_label = self.place_box.currentText().strip()
        try:
            new = apply_recovery(forces, draw, {u: hex_label for u in draw.recovered}, self.jp_manila.isChecked())
        except InputError as err:
            self.error.setText(str(err))
            return
        s = b.new_state()
        s["recovery"][t] = {"recovered": list(draw.recovered), "to_dead_pile": list(draw.to_dead_pile),
                            "hex": hex_label, "reason": draw.reason}
        self.error.setText("")
        b.push_roll(rec, f"Recovery draw: {', '.join(names[u] for u in draw.recovered)} back at {hex_label}",
                    s, forces_ops(b.session.store, b.session.game_id, new))

    def roll_replacement(self) -> None:
        b = self.board
        t = str(b.turn)
        if t in b.state.get("replacement", {}):
            self.error.setText("The replacement roll was made this turn already (3.1d).")
            return
        chart = b.charts.get("luzon", "allied_replacement")
        rec = b.session.dice()
        out = rec.roll_chart(chart, why=f"Allied replacement, turn {t} (3.1d)", side="allied", turn=b.turn,
                             phase="allied reinforcement")
        res = allied_replacement(out.value)
        s = b.new_state()
        s["replacement"][t] = {"success": res.success, "reason": res.reason, "roll_id": out.row["id"]}
        self.error.setText("")
        b.push_roll(rec, f"Replacement roll {out.value}: {'rebuild one unit' if res.success else 'no rebuild'}", s)

    def rebuild(self) -> None:
        b = self.board
        t = str(b.turn)
        rep = b.state.get("replacement", {}).get(t)
        if not rep or not rep.get("success"):
            self.error.setText("Rebuild only after a successful replacement roll this turn (3.1d).")
            return
        if rep.get("used"):
            self.error.setText("This turn's replacement was used already.")
            return
        unit_id = self.dead_box.currentData()
        if not unit_id:
            self.error.setText("The Dead Pile holds no Allied ground unit.")
            return
        try:
            new = rebuild(b.forces(), unit_id, self.place_box.currentText().strip(), self.jp_manila.isChecked())
        except InputError as err:
            self.error.setText(str(err))
            return
        s = b.new_state()
        s["replacement"][t] = dict(rep, used=unit_id)
        self.error.setText("")
        ops = forces_ops(b.session.store, b.session.game_id, new)
        ops += state_ops(b.session.store, b.session.game_id, s)
        from assistant.store import records

        b.hub.push(records.change(f"Rebuild {new.get(unit_id).spec.name} at {new.get(unit_id).hex}",
                                  b.session.game_id, ops))

    def refresh(self, forces) -> None:
        b = self.board
        t = str(b.turn)
        pool = forces.with_status(RECOVERY_POOL)
        dead = forces.with_status(DEAD_PILE)
        self.pool_lbl.setText(f"Recovery Pool ({len(pool)}): " + (", ".join(s.spec.name for s in pool) or "empty")
                              + f"<br>Dead Pile ({len(dead)}): " + (", ".join(s.spec.name for s in dead) or "empty"))
        rec = b.state.get("recovery", {}).get(t)
        self.draw_btn.setEnabled(rec is None and bool(pool))
        names = ", ".join(forces.get(u).spec.name for u in rec["recovered"]) if rec else ""
        self.draw_lbl.setText(f"This turn: {rec['reason']}. Drawn: {names} at {rec['hex']}." if rec else "")
        rep = b.state.get("replacement", {}).get(t)
        self.repl_btn.setEnabled(rep is None)
        if rep:
            colour = "#2e7d32" if rep["success"] else "#37474f"
            used = f" — rebuilt {forces.get(rep['used']).spec.name}" if rep.get("used") else ""
            self.repl_lbl.setText(f"<span style='color:{colour}'>{rep['reason']}</span>{used}")
        else:
            self.repl_lbl.setText("Not rolled this turn.")
        self.dead_box.clear()
        for s in dead:
            if s.side == "allied" and s.spec.is_ground:
                self.dead_box.addItem(f"{s.spec.name} {s.spec.strength}", s.id)
        self.rebuild_btn.setEnabled(bool(rep and rep["success"] and not rep.get("used") and self.dead_box.count()))


class UnitsPanel(QWidget):
    """Every counter: side, name, strength, status (on map, Recovery Pool, Dead Pile ...), hex, mode."""

    COLUMNS = ("Side", "Unit", "Strength", "Status", "Hex", "Mode", "Supply")

    def __init__(self, board: LuzonBoard):
        super().__init__()
        self.board = board
        lay = QVBoxLayout(self)
        self.summary = QLabel()
        self.summary.setWordWrap(True)
        big(self.summary, 1, False)
        lay.addWidget(self.summary)
        self.table = QTableWidget(0, len(self.COLUMNS))
        self.table.setHorizontalHeaderLabels(self.COLUMNS)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().setVisible(False)
        self.table.horizontalHeader().setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        self.table.setMinimumHeight(200)
        self.table.itemSelectionChanged.connect(self._selected)
        lay.addWidget(self.table, 1)
        grid = QGridLayout()
        self.hex_edit = QLineEdit()
        self.hex_edit.setPlaceholderText("hex, e.g. 17.16")
        move = QPushButton("Move / arrive at hex")
        move.clicked.connect(self.move)
        elim = QPushButton("Eliminate")
        elim.setToolTip("Allied ground units go to the Recovery Pool, the rest to the Dead Pile (3.1c, 2.1d)")
        elim.clicked.connect(self.eliminate)
        supply = QPushButton("Toggle trace supply")
        supply.clicked.connect(self.toggle_supply)
        self.mode_box = QComboBox()
        self.mode_box.addItems(["combat", "move", "strat"])
        mode = QPushButton("Set mode")
        mode.clicked.connect(self.set_mode)
        grid.addWidget(self.hex_edit, 0, 0)
        grid.addWidget(move, 0, 1)
        grid.addWidget(self.mode_box, 1, 0)
        grid.addWidget(mode, 1, 1)
        grid.addWidget(elim, 2, 0)
        grid.addWidget(supply, 2, 1)
        lay.addLayout(grid)
        self.error = _error_label()
        lay.addWidget(self.error)
        lay.addWidget(self._series_box())

    # -- OCS series results (L2) ---------------------------------------------------------------------
    def _series_box(self) -> QWidget:
        from PySide6.QtWidgets import QFormLayout, QGroupBox, QListWidget, QSpinBox

        box = QGroupBox("Series result (L2)")
        v = QVBoxLayout(box)
        v.addWidget(_note("The OCS Combat and Barrage tables are not in the game: read the result off the "
                          "series charts, enter it here with the steps each unit loses. A lost step flips "
                          "a unit to its reduced side; a reduced unit that loses one is eliminated."))
        form = QFormLayout()
        form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)
        self.series_kind = QComboBox()
        for k in SERIES_KINDS:
            self.series_kind.addItem(k, k)
        self.series_text = QLineEdit()
        self.series_text.setPlaceholderText("e.g. AL1 DL1o2")
        self.series_hex = QLineEdit()
        self.series_hex.setPlaceholderText("hex (optional)")
        form.addRow("Table", self.series_kind)
        form.addRow("Result", self.series_text)
        form.addRow("Hex", self.series_hex)
        v.addLayout(form)
        row = QHBoxLayout()
        self.loss_steps = QSpinBox()
        self.loss_steps.setRange(1, 2)
        add = QPushButton("Add loss: picked unit")
        add.setToolTip("Add the unit picked in the table above, losing this many steps")
        add.clicked.connect(self.add_loss)
        row.addWidget(self.loss_steps)
        row.addWidget(add, 1)
        v.addLayout(row)
        self.losses_lbl = _note("Step losses: none")
        v.addWidget(self.losses_lbl)
        rec = QPushButton("Record series result")
        rec.setMinimumHeight(34)
        rec.clicked.connect(lambda: self.record_series())
        v.addWidget(rec)
        self.series_list = QListWidget()
        self.series_list.setMinimumHeight(90)
        self.series_list.setWordWrap(True)
        v.addWidget(self.series_list)
        self.pending: list[tuple[str, int]] = []
        return box

    def add_loss(self, uid: str | None = None, steps: int | None = None) -> None:
        uid = uid or self.selected_id()
        if not uid:
            self.error.setText("Pick a unit in the table first.")
            return
        self.pending = [p for p in self.pending if p[0] != uid] + [(uid, steps or self.loss_steps.value())]
        names = {s.id: s.spec.name for s in self.board.forces().states}
        self.losses_lbl.setText("Step losses: " + ", ".join(f"{names.get(u, u)} -{n}" for u, n in self.pending))

    def record_series(self) -> bool:
        b = self.board
        try:
            r = SeriesResult(b.turn, self.series_kind.currentData(), self.series_text.text().strip(),
                             self.series_hex.text().strip(), tuple(self.pending))
            ch = series_change(b.session.store, b.session.game_id, r, b.scenario)
        except InputError as err:
            self.error.setText(str(err))
            return False
        self.error.setText("")
        self.pending = []
        self.losses_lbl.setText("Step losses: none")
        self.series_text.clear()
        return b.hub.push(ch)

    def selected_id(self) -> str | None:
        rows = self.table.selectionModel().selectedRows()
        if not rows:
            return None
        return self.table.item(rows[0].row(), 1).data(Qt.ItemDataRole.UserRole)

    def _selected(self) -> None:
        uid = self.selected_id()
        if uid:
            s = self.board.forces().get(uid)
            if s.hex:
                self.hex_edit.setText(s.hex)
                self.board.view.set_markers("unit_sel", [(self.board.map.parse(s.hex), "", "#ff6f00")])
            else:
                self.board.view.clear_layer("unit_sel")

    def _apply(self, fn, text: str) -> None:
        uid = self.selected_id()
        if not uid:
            self.error.setText("Pick a unit in the table first.")
            return
        b = self.board
        try:
            new = fn(b.forces(), uid)
        except InputError as err:
            self.error.setText(str(err))
            return
        self.error.setText("")
        from assistant.store import records

        b.hub.push(records.change(text.format(name=new.get(uid).spec.name, hex=new.get(uid).hex),
                                  b.session.game_id, forces_ops(b.session.store, b.session.game_id, new)))

    def move(self) -> None:
        label = self.hex_edit.text().strip()
        turn = self.board.turn

        def fn(f, uid):
            if f.get(uid).status == NOT_ARRIVED:
                return f.arrive(uid, turn, label or None)
            return f.move(uid, label)
        self._apply(fn, "Move {name} to {hex}")

    def eliminate(self) -> None:
        self._apply(lambda f, uid: f.eliminate(uid), "Eliminate {name}")

    def toggle_supply(self) -> None:
        self._apply(lambda f, uid: f.set_supply(uid, not f.get(uid).in_supply), "Trace supply of {name}")

    def set_mode(self) -> None:
        mode = self.mode_box.currentText()
        self._apply(lambda f, uid: f.set_mode(uid, mode), f"{{name}} to {mode} mode")

    def refresh(self, forces) -> None:
        keep = self.selected_id()
        b = self.board
        reduced = reduced_units(b.session.store, b.session.game_id, forces)
        names = {s.id: s.spec.name for s in forces.states}
        self.series_list.clear()
        self.series_list.addItems([
            f"T{r.turn} {r.kind}: {r.text}" + (f" at {r.hex}" if r.hex else "") + " — "
            + (", ".join(f"{names.get(u, u)} -{n}" for u, n in r.losses) or "no step losses")
            + (f"; eliminated {', '.join(names.get(u, u) for u in r.eliminated)}" if r.eliminated else "")
            for r in reversed(series_results(b.session.store, b.session.game_id))] or ["(no series results yet)"])
        self.table.setRowCount(len(forces.states))
        for r, s in enumerate(forces.states):
            side = "Allied" if s.side == "allied" else "Japanese"
            vals = (side, s.spec.name, (s.spec.strength or s.spec.kind) + (" (reduced)" if s.id in reduced else ""),
                    STATUS_TEXT.get(s.status, s.status),
                    s.hex or (s.spec.place if s.status == OFF_MAP else "") or "",
                    s.mode, "yes" if s.in_supply else "OUT")
            for c, v in enumerate(vals):
                item = QTableWidgetItem(str(v))
                if c == 0:
                    item.setForeground(QColor(ALLIED if s.side == "allied" else JAPANESE))
                if c == 1:
                    item.setData(Qt.ItemDataRole.UserRole, s.id)
                if c == 3 and s.status in (RECOVERY_POOL, DEAD_PILE):
                    item.setForeground(QColor("#c62828"))
                self.table.setItem(r, c, item)
            if s.id == keep:
                self.table.selectRow(r)
        self.table.resizeColumnsToContents()
        parts = []
        for side in ("allied", "japanese"):
            counts = {st: len(forces.with_status(st, side)) for st in STATUS_TEXT}
            parts.append(f"<b style='color:{ALLIED if side == 'allied' else JAPANESE}'>{side.capitalize()}</b>: "
                         f"{counts[ON_MAP]} on map, {counts[NOT_ARRIVED]} to arrive, "
                         f"{counts[RECOVERY_POOL]} in Recovery Pool, {counts[DEAD_PILE]} in Dead Pile")
        self.summary.setText("<br>".join(parts))


class VictoryPanel(QWidget):
    """5.0: the sudden-death check (turn 3) and the final check (end of turn 5), with reasons."""

    def __init__(self, board: LuzonBoard):
        super().__init__()
        self.board = board
        lay = QVBoxLayout(self)
        lay.addWidget(_note("As the units stand now (live; each check counts at the turn it names):"))
        self.sd_title = big(QLabel(), 3)
        self.sd_text = QLabel()
        self.final_title = big(QLabel(), 5)
        self.final_text = QLabel()
        for w in (self.sd_title, self.sd_text, self.final_title, self.final_text):
            w.setWordWrap(True)
            w.setTextFormat(Qt.TextFormat.RichText)
            lay.addWidget(w)
        lay.addStretch(1)

    def refresh(self, forces) -> None:
        b = self.board
        sd = sudden_death(forces, b.scenario.victory.sudden_death_turn)
        won = sd.result == "japanese"
        self.sd_title.setText(f"Sudden death (Clean-Up, turn 3): <span style='color:{JAPANESE if won else '#37474f'}'>"
                              f"{'JAPANESE WIN' if won else 'not met'}</span>")
        self.sd_text.setText("<ul>" + "".join(f"<li>{r}</li>" for c in sd.conditions for r in c.reasons) + "</ul>")
        res = final_victory(forces, b.scenario.victory.final_turn, b.rulings())
        colour = {"japanese": JAPANESE, "allied": ALLIED, "conflict": "#6a1b9a"}.get(res.result, "#37474f")
        word = {"japanese": "JAPANESE WIN", "allied": "ALLIED WIN", "draw": "DRAW",
                "conflict": "BOTH SIDES' CONDITIONS HOLD: the referee rules (L3)"}.get(res.result, res.result)
        self.final_title.setText(f"End of turn 5: <span style='color:{colour}'>{word}</span>")
        items = []
        for c in res.conditions:
            mark = "✔" if c.met else "✘"
            items.append(f"<li><b>{mark} {c.name}</b><ul>" + "".join(f"<li>{r}</li>" for r in c.reasons) + "</ul></li>")
        self.final_text.setText("<ul>" + "".join(items) + "</ul>" + f"<i>Rulings: {', '.join(res.rulings)}</i>")
