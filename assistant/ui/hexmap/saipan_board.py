"""The Saipan board: the island map (hex numbers, Radar Hill), and beside it the daily turn checklist
(10.0), the search / air / AA / ship rolls with their odds first, and the VP tally and outcome (16.4,
S3-S6). The day's record is ``session.state`` and results are records (``assistant.games.saipan.persist``).
"""

from __future__ import annotations

import copy
import tomllib

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QCheckBox, QComboBox, QFormLayout, QGroupBox, QHBoxLayout, QLabel, QLineEdit, QListWidget, QListWidgetItem,
    QPushButton, QScrollArea, QSizePolicy, QSpinBox, QVBoxLayout, QWidget,
)

from assistant.core.chartbook import shipped
from assistant.core.errors import InputError
from assistant.core.hexes import load_map
from assistant.games.saipan import rules
from assistant.games.saipan.persist import RESULT, checklist_of, result_op, results, state_with
from assistant.games.saipan.rulings import SaipanRulings
from assistant.games.saipan.sequence import turn_notes
from assistant.games.saipan.victory import RESULT_KINDS, Result, outcome, tally
from assistant.paths import resource
from assistant.store import games, records

from .board import HexBoard
from .chartroll import ChartRollBox
from .hexview import Place
from .measure import big

US = "#1565c0"
JAPANESE = "#b71c1c"


def make_board(hub, session):
    return SaipanBoard(hub, session)


def _note(text: str) -> QLabel:
    lbl = QLabel(text)
    lbl.setWordWrap(True)
    lbl.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
    return lbl


def _scroll(w: QWidget) -> QScrollArea:
    area = QScrollArea()
    area.setWidgetResizable(True)
    area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    area.setWidget(w)
    return area


def saipan_places(m) -> list[Place]:
    data = tomllib.loads(resource("maps", "saipan.toml").read_text(encoding="utf-8"))
    out = []
    for key, label in data.get("places", {}).items():
        out.append(Place(m.parse(label), f"{key.replace('_', ' ').title()} {label}", "city"))
    return out


class SaipanBoard(HexBoard):
    measure_hint = "Type hex numbers like 2119 or click two hexes: A, then B."

    def __init__(self, hub, session):
        super().__init__(hub, session, load_map("saipan"), "Saipan")
        self.charts = shipped()
        self.measure.example = "2119"
        self.show_places("places", saipan_places(self.map))
        self.frame.set_legend([("#8b0000", "named hex (Radar Hill, 9.4 A)"),
                               ("#f9a825", "hex line A→B"), ("#7cb342", "within N of A")])
        self.day_panel = DayPanel(self)
        self.roll_panel = RollsPanel(self)
        self.vp_panel = VpPanel(self)
        for w, title in ((self.day_panel, "Day"), (self.roll_panel, "Air / naval rolls"), (self.vp_panel, "VPs")):
            self.tabs.addTab(_scroll(w), title)
        self.refresh()

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
        row = QHBoxLayout()
        self.force = QCheckBox("even with steps left")
        self.advance_btn = QPushButton("Turn Record Phase: next day ▶")
        self.advance_btn.setMinimumHeight(34)
        self.advance_btn.clicked.connect(self.advance)
        row.addWidget(self.advance_btn, 1)
        row.addWidget(self.force)
        lay.addLayout(row)
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
        self.ground_left = QCheckBox("Japanese ground forces still on Saipan")
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
