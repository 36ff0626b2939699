"""The Saipan board: the island map (hex numbers, Radar Hill, the SAMPLE invasion hexes: the printed
ones are not in the source), the ground units as counters (picked and moved on the map, a step loss
recorded as a VP result in the same change), and beside it the daily turn checklist
(10.0), the search / air / AA / ship rolls with their odds first, and the VP tally and outcome (16.4,
S3-S6). The day's record is ``session.state`` and results are records (``assistant.games.saipan.persist``).
"""

from __future__ import annotations

import copy
import tomllib

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QButtonGroup, QToolButton, QCheckBox, QComboBox, QFormLayout, QGroupBox, QHBoxLayout, QLabel, QLineEdit, QListWidget, QListWidgetItem,
    QPushButton, QSizePolicy, QSpinBox, QVBoxLayout, QWidget,
)

from assistant.core.chartbook import shipped
from assistant.core.errors import InputError
from assistant.core.hexes import load_map
from assistant.games.saipan import rules
from assistant.games.saipan.persist import checklist_of, result_op, results, state_with
from assistant.games.saipan.persist import load_units, step_loss_change, units_ops
from assistant.games.saipan.rulings import SaipanRulings
from assistant.games.saipan.units import GROUND_TYPES, Unit
from assistant.games.saipan.sequence import turn_notes
from assistant.games.saipan.victory import RESULT_KINDS, Result, outcome, tally
from assistant.paths import resource
from assistant.store import games, records
from assistant.ui.widgets import scrolling

from .board import HexBoard, narrow
from .chartroll import ChartRollBox
from .hexview import Counter, Place
from .measure import big
from .units_panel import UnitsMixin

US = "#1565c0"
JAPANESE = "#b71c1c"


def make_board(hub, session):
    return SaipanBoard(hub, session)


def _note(text: str) -> QLabel:
    lbl = QLabel(text)
    lbl.setWordWrap(True)
    lbl.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
    return lbl


def saipan_places(m) -> list[Place]:
    data = tomllib.loads(resource("maps", "saipan.toml").read_text(encoding="utf-8"))
    out = []
    for key, label in data.get("places", {}).items():
        out.append(Place(m.parse(label), f"{key.replace('_', ' ').title()} {label}", "city"))
    return out


def sample_invasion_hexes() -> list[str]:
    data = tomllib.loads(resource("maps", "saipan.toml").read_text(encoding="utf-8"))
    return list((data.get("sample") or {}).get("invasion_hexes", []))


class SaipanBoard(UnitsMixin, HexBoard):
    measure_hint = "Type hex numbers like 2119 or click two hexes: A, then B."

    def __init__(self, hub, session):
        super().__init__(hub, session, load_map("saipan"), "Saipan")
        self.charts = shipped()
        self.measure.example = "2119"
        self.show_places("places", saipan_places(self.map))
        inv = [self.map.parse(x) for x in sample_invasion_hexes()]
        self.invasion = set(inv)
        if inv:
            self.view.set_area("invasion", inv, "#00897b", "#004d40", z=1.2, alpha=110, width=2.0,
                               tooltip="SAMPLE invasion hexes (16.3 E, 9.3): not the printed map")
            self.show_places("invasion_label", [Place(inv[0], "SAMPLE invasion hexes (16.3 E)", "landing")])
            self.view.add_label("invasion_label", self.view.geo.centre(inv[-1]),
                                "US enters via Caroline, Marianas, Zone #5 (16.3 B)",
                                "#004d40", 5.6, bold=False, point_size=9, offset=(-20, 24))
        self.tool_group = QButtonGroup(self)
        self.measure_btn = QToolButton()
        self.measure_btn.setText("Measure")
        self.measure_btn.setCheckable(True)
        self.measure_btn.setChecked(True)
        self.tool_group.addButton(self.measure_btn)
        self.frame.add_tool(self.measure_btn)
        self.init_units(self.tool_group)
        lose = QPushButton("Picked: lose 1 step")
        lose.setToolTip("Each picked unit loses a step (12.0); a ground-step result is recorded for the VPs (16.4 A)")
        lose.clicked.connect(lambda: self.lose_step())
        self.units_panel.extra.addWidget(lose)
        self.frame.set_legend([("#8b0000", "named hex (Radar Hill, 9.4 A)"),
                               ("#00897b", "SAMPLE invasion hexes (1 unit, DRM -1, US only)"),
                               (US, "US unit"), (JAPANESE, "Japanese unit (attack-defence-move, step pips)"),
                               ("#ffd600", "picked"),
                               ("#f9a825", "hex line A→B"), ("#7cb342", "within N of A")])
        self.day_panel = DayPanel(self)
        self.roll_panel = RollsPanel(self)
        self.vp_panel = VpPanel(self)
        for w, title in ((self.day_panel, "Day"), (self.units_panel, "Units"), (self.roll_panel, "Air/naval"),
                         (self.vp_panel, "VPs")):
            self.tabs.addTab(scrolling(w), title)
            narrow(w)
        self.refresh()

    # -- units (UnitsMixin) -------------------------------------------------------------------------
    unit_kinds = GROUND_TYPES
    ratings_hint = "attack-defence-move/proficiency, e.g. 5-6-8/7"

    def load_units(self) -> list[Unit]:
        return load_units(self.session.store, self.session.game_id)

    def push_units(self, old, new, text: str) -> bool:
        s = self.session
        return self.hub.push(records.change(text, s.game_id, units_ops(s.store, s.game_id, old, new)))

    def counter_of(self, u: Unit) -> Counter:
        return Counter(u.id, US if u.side == "us" else JAPANESE, u.label.split()[0], u.counter_text(), u.steps,
                       u.max_steps, None, self.unit_line(u))

    def unit_line(self, u: Unit, with_hex: bool = True) -> str:
        inv = " (invasion hex)" if u.hex and self.map.parse(u.hex) in getattr(self, "invasion", ()) else ""
        return ((f"{u.hex}{inv}  " if with_hex else "") + f"{u.side.upper()} {u.label} ({u.kind.replace('_', ' ')}) "
                f"{u.counter_text()}, prof {u.proficiency}, {u.steps}/{u.max_steps} steps"
                + (" [sample]" if u.sample else ""))

    def new_unit(self, side: str, kind: str, name: str, ratings: str, label: str, taken: set) -> Unit:
        import re

        m = re.fullmatch(r"\s*(\d+)-(\d+)-(\d+)\s*/\s*(\d+)\s*", ratings)
        if not m:
            raise InputError("ratings read attack-defence-move/proficiency, e.g. 5-6-8/7", "place a unit: ratings")
        base = re.sub(r"[^a-z0-9]+", "-", (name or kind).lower()).strip("-") or "unit"
        uid, k = f"{side[0]}-{base}", 2
        while uid in taken:
            uid, k = f"{side[0]}-{base}-{k}", k + 1
        a, d, mv, p = (int(x) for x in m.groups())
        return Unit(uid, side, kind, name or kind.replace("_", " "), a, d, mv, 2, 2, p, label)

    def lose_step(self, ids=None) -> bool:
        """Each picked unit loses one step, with its ground-step result for the VPs: one change each."""
        ids = list(ids or self.picked)
        if not ids:
            self.units_panel.error.setText("Pick units first.")
            return False
        ok = True
        for uid in ids:
            try:
                ch = step_loss_change(self.session.store, self.session.game_id, uid, 1)
            except InputError as err:
                self.units_panel.error.setText(str(err))
                return False
            ok = self.hub.push(ch) and ok
        return ok

    def on_hex_clicked(self, h) -> None:
        if self.units_btn.isChecked():
            self.pick_or_move(h)
        else:
            self.measure.click(h)

    def hover_extra(self, h) -> str:
        parts = []
        if h in getattr(self, "invasion", ()):
            parts.append("SAMPLE invasion hex (9.3, 10.1, 16.3 E)")
        here = self.units_hover(h)
        if here:
            parts.append(here)
        return " — ".join(parts)

    def rulings(self) -> SaipanRulings:
        try:
            return SaipanRulings.from_dict(self.session.settings.get("rulings") or {})
        except InputError:
            return SaipanRulings()

    def push_state(self, state: dict, text: str) -> bool:
        return self.hub.push(games.state_change(self.session.store, self.session.game_id, state, text))

    def measure_extras(self, m):
        out = []
        if m.a is not None and m.b is not None:
            d = m.distance
            ships = [t for t, r in rules.BOMBARDMENT_RANGE_HEXES.items() if d <= r]
            out.append(("Naval bombardment in range (12.3)", ", ".join(ships) if ships else "no ship type",
                        "#2e7d32" if ships else "#c62828"))
        return out

    def on_record(self, change) -> None:
        self.refresh()

    def refresh(self) -> None:
        cl = checklist_of(self.session.state)
        self.frame.title.setText(f"Saipan — day {cl.turn} of {rules.LAST_TURN}")
        units = self.units()
        self.picked = [p for p in self.picked if any(u.id == p for u in units)]
        self.draw_units()
        self.units_panel.refresh()
        self.day_panel.refresh()
        self.vp_panel.refresh()


class DayPanel(QWidget):
    """The day's checklist (10.0) with the scenario's notes; the Turn Record Phase moves to the next day."""

    def __init__(self, board: SaipanBoard):
        super().__init__()
        self.board = board
        lay = QVBoxLayout(self)
        self.title = big(QLabel(), 5)
        self.title.setWordWrap(True)
        self.title.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        lay.addWidget(self.title)
        self.next_lbl = _note("")
        big(self.next_lbl, 2, False)
        lay.addWidget(self.next_lbl)
        self.notes = _note("")
        self.notes.setStyleSheet("color: #6a1b9a")
        lay.addWidget(self.notes)
        self.list = QListWidget()
        self.list.setWordWrap(True)
        self.list.setMinimumHeight(330)
        self.list.itemChanged.connect(self._ticked)
        lay.addWidget(self.list, 1)
        self.force = QCheckBox("even with steps left")
        self.advance_btn = QPushButton("Turn Record Phase: next day ▶")
        self.advance_btn.setMinimumHeight(34)
        self.advance_btn.clicked.connect(self.advance)
        lay.addWidget(self.advance_btn)
        lay.addWidget(self.force)
        self.error = _note("")
        self.error.setStyleSheet("color: #c62828; font-weight: bold")
        lay.addWidget(self.error)
        self._refreshing = False

    def _ticked(self, item: QListWidgetItem) -> None:
        if self._refreshing:
            return
        b = self.board
        cl = checklist_of(b.session.state)
        step_id = item.data(Qt.ItemDataRole.UserRole)
        if item.checkState() == Qt.CheckState.Checked:
            cl.tick(step_id)
            word = "Done"
        else:
            cl.done = [d for d in cl.done if d != step_id]
            word = "Not done"
        b.push_state(state_with(copy.deepcopy(b.session.state), cl), f"Day {cl.turn}: {word} — {item.text()[:50]}")

    def advance(self) -> None:
        b = self.board
        cl = checklist_of(b.session.state)
        try:
            cl.advance(force=self.force.isChecked())
        except InputError as err:
            self.error.setText(f"{err.message} ({err.where}). Tick them, or check 'even with steps left'.")
            return
        self.error.setText("")
        b.push_state(state_with(copy.deepcopy(b.session.state), cl), f"Turn Record Phase: day {cl.turn}")

    def refresh(self) -> None:
        cl = checklist_of(self.board.session.state)
        self.title.setText(f"Day {cl.turn} of {rules.LAST_TURN} — {cl.first_player.upper()} moves first")
        nxt = cl.next_step()
        self.next_lbl.setText(f"Next: <b>{nxt.phase}</b> — {nxt.text} ({nxt.rule})" if nxt else "Every step done.")
        self.next_lbl.setTextFormat(Qt.TextFormat.RichText)
        self.notes.setText("<br>".join(turn_notes(cl.turn)))
        self._refreshing = True
        self.list.clear()
        phase = None
        for s in cl.steps():
            if s.phase != phase:
                head = QListWidgetItem(s.phase.upper())
                head.setFlags(Qt.ItemFlag.NoItemFlags)
                f = head.font()
                f.setBold(True)
                head.setFont(f)
                self.list.addItem(head)
                phase = s.phase
            item = QListWidgetItem(f"{s.text} ({s.rule})")
            item.setData(Qt.ItemDataRole.UserRole, s.id)
            item.setFlags(Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsUserCheckable)
            item.setCheckState(Qt.CheckState.Checked if s.id in cl.done else Qt.CheckState.Unchecked)
            self.list.addItem(item)
        self._refreshing = False


class RollsPanel(QWidget):
    """Search (14.1), air-to-air / AA / anti-ship (14.3-14.4), ship-to-ship (14.5), proficiency."""

    def __init__(self, board: SaipanBoard):
        super().__init__()
        self.board = board
        lay = QVBoxLayout(self)
        row = QHBoxLayout()
        row.addWidget(QLabel("Rolling side:"))
        self.side = QComboBox()
        self.side.addItem("US", "us")
        self.side.addItem("Japanese", "japanese")
        row.addWidget(self.side, 1)
        lay.addLayout(row)
        side = self.side.currentData
        self.boxes = {}
        for chart_id, title in (("sea_zone_search", "Search (14.1)"),
                                ("air_attack", "Air-to-air, AA or anti-ship (14.3-14.4)"),
                                ("ship_to_ship", "Ship-to-ship (14.5)"),
                                ("proficiency_check", "Proficiency check")):
            try:
                chart = board.charts.get("saipan", chart_id)
            except Exception:   # a chart not shipped yet: leave it out
                continue
            box = ChartRollBox(board, chart, title, side=side,
                               why=lambda c=chart: f"{c.title} ({c.rule}), day {checklist_of(board.session.state).turn}")
            self.boxes[chart_id] = box
            lay.addWidget(box)
        lay.addStretch(1)


class VpPanel(QWidget):
    """Record results (ships hit or sunk, air and ground steps, Banzai), the VP tally and the outcome."""

    def __init__(self, board: SaipanBoard):
        super().__init__()
        self.board = board
        lay = QVBoxLayout(self)
        self.score = big(QLabel(), 7)
        self.score.setWordWrap(True)
        lay.addWidget(self.score)
        self.outcome = big(QLabel(), 3)
        self.outcome.setWordWrap(True)
        lay.addWidget(self.outcome)
        self.reasons = _note("")
        self.reasons.setTextFormat(Qt.TextFormat.RichText)
        lay.addWidget(self.reasons)
        ob = QGroupBox("Game end (16.4)")
        of = QFormLayout(ob)
        self.ground_left = QCheckBox("Japanese ground units on Saipan")
        self.level = QComboBox()
        for lv in ("", "marginal", "tactical", "strategic"):
            self.level.addItem(lv or "(not entered)", lv)
        of.addRow(self.ground_left)
        of.addRow("Winner's level (S3, referee)", self.level)
        save = QPushButton("Record")
        save.clicked.connect(self.save_end)
        of.addRow(save)
        lay.addWidget(ob)
        rb = QGroupBox("Record a result")
        rf = QFormLayout(rb)
        self.kind = QComboBox()
        for k in RESULT_KINDS:
            self.kind.addItem(k.replace("_", " "), k)
        self.owner = QComboBox()
        self.owner.addItem("US unit", "us")
        self.owner.addItem("Japanese unit", "japanese")
        self.unit = QLineEdit()
        self.unit.setPlaceholderText("unit or ship id")
        self.ship = QComboBox()
        self.ship.addItem("", "")
        for t in rules.SHIP_TYPES:
            self.ship.addItem(t, t)
        self.steps = QSpinBox()
        self.steps.setRange(1, 20)
        rf.addRow("Result", self.kind)
        rf.addRow("Suffered by", self.owner)
        rf.addRow("Unit", self.unit)
        rf.addRow("Ship type", self.ship)
        rf.addRow("Steps", self.steps)
        add = QPushButton("Record result")
        add.clicked.connect(self.add)
        rf.addRow(add)
        lay.addWidget(rb)
        self.error = _note("")
        self.error.setStyleSheet("color: #c62828; font-weight: bold")
        lay.addWidget(self.error)
        lay.addWidget(QLabel("Tally lines:"))
        self.lines = QListWidget()
        self.lines.setMinimumHeight(120)
        lay.addWidget(self.lines)

    def add(self) -> None:
        b = self.board
        try:
            r = Result(self.kind.currentData(), self.owner.currentData(), self.unit.text().strip(),
                       self.ship.currentData(), self.steps.value())
            tally(results(b.session.store, b.session.game_id) + [r], b.rulings())
        except InputError as err:
            self.error.setText(str(err))
            return
        self.error.setText("")
        op = result_op(b.session.store, b.session.game_id, r)
        b.hub.push(records.change(f"Result: {r.kind.replace('_', ' ')} ({r.owner}) {r.unit_id}".strip(),
                                  b.session.game_id, [op]))

    def save_end(self) -> None:
        b = self.board
        s = copy.deepcopy(b.session.state)
        s["victory"] = {"japanese_ground_left": self.ground_left.isChecked(), "winner_level": self.level.currentData()}
        b.push_state(s, "Saipan game-end entries")

    def refresh(self) -> None:
        b = self.board
        v = b.session.state.get("victory") or {}
        self.ground_left.setChecked(bool(v.get("japanese_ground_left", True)))
        i = self.level.findData(v.get("winner_level") or "")
        self.level.setCurrentIndex(max(0, i))
        try:
            t = tally(results(b.session.store, b.session.game_id), b.rulings())
        except InputError as err:
            self.score.setText(str(err))
            return
        self.score.setText(f"VPs: <span style='color:{US}'>US {t.vp['us']}</span> — "
                           f"<span style='color:{JAPANESE}'>Japanese {t.vp['japanese']}</span>")
        self.score.setTextFormat(Qt.TextFormat.RichText)
        cl = checklist_of(b.session.state)
        try:
            o = outcome(t, bool(v.get("japanese_ground_left", True)), cl.turn - 1, b.rulings(),
                        v.get("winner_level") or None)
            word = ("Not decided yet" if not o.decided else
                    (o.level or o.winner).replace("_", " ").upper())
            self.outcome.setText(word)
            self.reasons.setText("<ul>" + "".join(f"<li>{r}</li>" for r in o.reasons) + "</ul>"
                                 + (f"<i>Rulings: {', '.join(o.rulings)}</i>" if o.rulings else ""))
        except InputError as err:
            self.outcome.setText(str(err))
        self.lines.clear()
        self.lines.addItems([f"{side.upper()} +{pts}: {what} ({rule})" for side, what, pts, rule in t.lines]
                            or ["(no results recorded)"])
