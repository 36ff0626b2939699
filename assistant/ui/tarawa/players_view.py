"""The Tarawa players' view: Betio as both players may see it at the table (7.1, 7.3), in a window of
its own for a second screen. Hidden Japanese units and dummies show only as force markers; the
referee's marks of hidden units, his panels and notes are not there. It reads the game through
``TarawaGame.players_view()`` and is redrawn whenever the record changes."""

from __future__ import annotations

import math

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

from assistant.core.hexes import DIRECTIONS
from assistant.ui.hexmap.hexview import SEA, Counter, HexView, set_counters
from assistant.ui.i18n import translate

FORCE_MARKER = "#5d4037"


class TarawaPlayersView(QWidget):
    def __init__(self, board, parent: QWidget | None = None):
        super().__init__(parent, Qt.WindowType.Window)
        self.board = board
        self.setWindowTitle(translate("tarawa", "Players' view - Tarawa"))
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        self.header = QLabel("")
        self.header.setAlignment(Qt.AlignmentFlag.AlignCenter)
        f = self.header.font()
        f.setPointSize(f.pointSize() + 6)
        f.setBold(True)
        self.header.setFont(f)
        self.header.setAccessibleName(translate("tarawa", "Turn track"))
        lay.addWidget(self.header)
        self.view = HexView(board.map)
        self.view.setAccessibleName(translate("tarawa", "Players' map of Betio"))
        self.view.grid.default_fill = SEA
        self.view.set_home([board.map.parse("0214"), board.map.parse("6834")])
        lay.addWidget(self.view, 1)
        self.shown: list[str] = []          # unit ids on show ("" for each force marker)
        self.refresh()

    def counter(self, s) -> Counter:
        m = self.board.map
        if not s.unit_id:
            return Counter("", FORCE_MARKER, translate("tarawa", "Force"), "?", 1, 1, None,
                           translate("tarawa", "a force marker (7.1, 7.3)"))
        deg = None
        if s.facing is not None:
            x0, y0 = m.center(m.parse(s.hex))
            x1, y1 = m.center(m.parse(s.hex) + DIRECTIONS[s.facing])
            deg = math.degrees(math.atan2(y1 - y0, x1 - x0))
        colour = "#1565c0" if s.side == "us" else "#b71c1c"
        return Counter(s.unit_id, colour, s.name.split()[0], s.text, s.steps, s.max_steps, deg, s.name)

    def refresh(self) -> None:
        b = self.board
        fills, words = b.terrain_fills()
        self.view.grid.set_fills({h: QColor(c) for h, c in fills.items()}, words)
        stacks: dict = {}
        self.shown = []
        for s in b.game.fog.players_view():
            stacks.setdefault(b.map.parse(s.hex), []).append(self.counter(s))
            self.shown.append(s.unit_id)
        set_counters(self.view, "units", stacks)
        self.header.setText(b.game.header())
        self.header.setAccessibleDescription(self.header.text())
