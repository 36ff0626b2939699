"""Plots where looking beats reading: luck so far (rolls against their expectation, per side), and the
game's own charts (wave results, battle losses) that its board adds."""

from __future__ import annotations

import pyqtgraph as pg
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QTabWidget, QVBoxLayout, QWidget

from assistant.core.luck import luck_by_side
from assistant.store import rolls

from ..widgets import shrinking

SIDE_COLOURS = ["#1f77b4", "#d62728", "#2ca02c", "#9467bd", "#ff7f0e"]


class LuckPlot(QWidget):
    """Running total of (result - expected) per side: above zero is luckier than average."""

    def __init__(self, hub):
        super().__init__()
        self.hub = hub
        lay = QVBoxLayout(self)
        lay.setContentsMargins(2, 2, 2, 2)
        self.caption = QLabel()
        self.caption.setWordWrap(True)
        self.caption.setTextFormat(Qt.TextFormat.PlainText)  # side names are the referee's text
        lay.addWidget(self.caption)
        self.plot = pg.PlotWidget(background="w")
        self.plot.showGrid(x=True, y=True, alpha=0.3)
        self.plot.setLabel("bottom", "roll number")
        self.plot.setLabel("left", "pips above expectation")
        self.plot.addLegend(offset=(10, 10))
        self.plot.setMinimumHeight(90)
        lay.addWidget(self.plot)
        hub.gameOpened.connect(lambda _s: self.refresh())
        hub.recordChanged.connect(lambda c: self.refresh() if "rolls" in c.tables() else None)

    def refresh(self) -> None:
        self.plot.clear()
        s = self.hub.session
        if s is None:
            self.caption.setText("No game open.")
            return
        rows = rolls.luck_rows(s.store, s.game_id)
        series = luck_by_side(rows)
        if not series:
            self.caption.setText("Luck: no rolls yet. Each roll adds its result minus its average.")
            return
        parts = []
        for i, (side, points) in enumerate(series.items()):
            xs = [p[0] for p in points]
            ys = [p[1] for p in points]
            pen = pg.mkPen(SIDE_COLOURS[i % len(SIDE_COLOURS)], width=3)
            self.plot.plot(xs, ys, pen=pen, name=side or "unassigned")
            parts.append(f"{side or 'unassigned'} {ys[-1]:+.1f}")
        self.plot.addLine(y=0, pen=pg.mkPen("#888", style=pg.QtCore.Qt.PenStyle.DashLine))
        self.caption.setText("Luck so far (pips above average): " + ", ".join(parts))


class PlotsPanel(QTabWidget):
    def __init__(self, hub):
        super().__init__()
        self.hub = hub
        self.luck = LuckPlot(hub)
        self.addTab(self.luck, "Luck")
        self._game_tabs: list[QWidget] = []
        hub.gameOpened.connect(lambda s: self._on_board(None) if s is None else None)
        hub.boardReady.connect(self._on_board)

    def _on_board(self, board) -> None:
        for w in self._game_tabs:
            self.removeTab(self.indexOf(w))
            w.deleteLater()
        self._game_tabs = []
        for title, widget in getattr(board, "plots", lambda: [])():
            area = shrinking(widget)  # a tall chart scrolls instead of holding the dock open
            self.addTab(area, title)
            self._game_tabs.append(area)
