"""The roll log: every roll of the game, newest first, filtered by turn, actor, side and chart."""

from __future__ import annotations

import json

from PySide6.QtCore import Qt
from PySide6.QtGui import QStandardItem, QStandardItemModel
from PySide6.QtWidgets import (
    QAbstractItemView, QComboBox, QHBoxLayout, QLabel, QLineEdit, QPushButton, QSpinBox, QTableView,
    QVBoxLayout, QWidget,
)

from assistant.store import rolls

HEADERS = ["#", "Turn", "Phase", "Who", "Side", "Why", "Dice", "Modifiers", "Result", "Chart result"]


def _mods(text: str) -> str:
    try:
        mods = json.loads(text or "[]")
    except ValueError:
        return text
    return ", ".join(f"{m.get('label', m.get('id'))} {int(m.get('value', 0)):+d}" for m in mods)


class RollLogPanel(QWidget):
    def __init__(self, hub):
        super().__init__()
        self.hub = hub
        lay = QVBoxLayout(self)
        lay.setContentsMargins(4, 4, 4, 4)
        bar = QHBoxLayout()
        self.turn = QSpinBox()
        self.turn.setRange(0, 999)
        self.turn.setSpecialValueText("any turn")
        self.actor = QLineEdit()
        self.actor.setPlaceholderText("who")
        self.side = QComboBox()
        self.side.addItems(["any side", "american", "japanese", "allied", "us", "blue", "red"])
        self.chart = QComboBox()
        self.chart.addItem("any chart")
        self.limit = QSpinBox()
        self.limit.setRange(10, 100000)
        self.limit.setValue(200)
        self.limit.setPrefix("last ")
        export = QPushButton("Export CSV…")
        export.clicked.connect(lambda: export_dialog(self, hub))
        for w in (QLabel("Filter:"), self.turn, self.actor, self.side, self.chart, self.limit):
            bar.addWidget(w)
        bar.addStretch(1)
        bar.addWidget(export)
        lay.addLayout(bar)
        self.model = QStandardItemModel(0, len(HEADERS))
        self.model.setHorizontalHeaderLabels(HEADERS)
        self.view = QTableView()
        self.view.setModel(self.model)
        self.view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.view.verticalHeader().hide()
        self.view.horizontalHeader().setStretchLastSection(True)
        self.view.setAlternatingRowColors(True)
        lay.addWidget(self.view)
        self.count = QLabel()
        lay.addWidget(self.count)
        for sig in (self.turn.valueChanged, self.limit.valueChanged, self.actor.textChanged,
                    self.side.currentIndexChanged, self.chart.currentIndexChanged):
            sig.connect(lambda *_: self.refresh())
        hub.gameOpened.connect(lambda _s: self._reload_charts())
        hub.recordChanged.connect(lambda c: self.refresh() if "rolls" in c.tables() else None)

    def filters(self) -> dict:
        return {
            "turn": self.turn.value() or None,
            "actor": self.actor.text().strip() or None,
            "side": self.side.currentText() if self.side.currentIndex() > 0 else None,
            "chart": self.chart.currentText() if self.chart.currentIndex() > 0 else None,
        }

    def _reload_charts(self) -> None:
        self.chart.blockSignals(True)
        self.chart.clear()
        self.chart.addItem("any chart")
        s = self.hub.session
        if s is not None:
            for chart in rolls.charts_used(s.store, s.game_id):
                self.chart.addItem(chart)
        self.chart.blockSignals(False)
        self.refresh()

    def refresh(self) -> None:
        self.model.removeRows(0, self.model.rowCount())
        s = self.hub.session
        if s is None:
            self.count.setText("")
            return
        rows = rolls.query(s.store, s.game_id, limit=self.limit.value(), **self.filters())
        words = self._result_words(s)
        for r in rows:
            dice = ", ".join(str(d) for d in json.loads(r["dice"]))
            phase = (r["phase"] or "").replace("_", " ")
            values = [r["id"], r["turn"] if r["turn"] is not None else "", phase, r["actor"], r["side"],
                      r["why"] or r["chart"] or r["pool"], f"{r['pool']}: {dice}", _mods(r["modifiers"]),
                      r["result"], words.get((r["chart"], r["chart_result"]), r["chart_result"])]
            items = []
            for v in values:
                it = QStandardItem(str(v))
                it.setData(r["id"], Qt.ItemDataRole.UserRole)
                items.append(it)
            self.model.appendRow(items)
        self.view.resizeColumnsToContents()
        total = rolls.count(s.store, s.game_id)
        self.count.setText(f"{len(rows)} shown of {total} rolls in this game")


    @staticmethod
    def _result_words(session) -> dict[tuple[str, str], str]:
        """(chart id, result name) -> the row's words, so the log reads "Light wound", not "light"."""
        from assistant.games.chart_overrides import charts_for_session

        try:
            book = charts_for_session(session)
        except Exception:  # noqa: BLE001 - the log still shows the stored names
            return {}
        return {(c.id, row.result): row.text for c in book.for_game(session.kind.family) for row in c.rows
                if row.text}


def export_dialog(parent, hub, path: str | None = None) -> bool:
    """Ask where, then write the roll log whole (a failure is a dialog naming the file and the reason)."""
    from ..file_actions import export_rolls

    return export_rolls(parent, hub, path)
