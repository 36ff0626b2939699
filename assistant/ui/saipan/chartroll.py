"""A box that rolls one rule chart: its modifiers as choices, the exact odds of each row shown before
the roll, and the roll made by the game's command (``game.rolls.chart_odds`` / ``game.rolls.chart_roll``), pushed
with ``hub.push`` (roll log, undo). The box only collects the choices and shows what the game says."""

from __future__ import annotations

from html import escape
from typing import Callable

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QCheckBox, QComboBox, QFormLayout, QGroupBox, QLabel, QPushButton, QSizePolicy, QVBoxLayout,
)

from assistant.core.errors import InputError
from assistant.ui import theme
from assistant.ui.i18n import fill, translate

HIT_WORDS = ("found", "hit", "pass")


class ChartRollBox(QGroupBox):
    """``board.game`` gives the chart, its odds and its roll; ``side()`` gives the rolling side."""

    def __init__(self, board, chart_id: str, title: str = "", side: Callable[[], str] | None = None,
                 why: Callable[[], str] | None = None):
        game = board.game
        chart = game.chart(chart_id)
        super().__init__(title or chart.title)
        self.board = board
        self.chart_id = chart_id
        self.chart = chart
        self.side = side or (lambda: "")
        self.why = why
        lay = QVBoxLayout(self)
        note = QLabel(f"{chart.note or chart.title} ({chart.rule})")
        note.setWordWrap(True)
        note.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        lay.addWidget(note)
        form = QFormLayout()
        self.groups: dict[str, QComboBox] = {}
        self.checks: list[tuple[str, QCheckBox]] = []
        for m in chart.modifiers:
            if m.group:
                box = self.groups.get(m.group)
                if box is None:
                    box = QComboBox()
                    if m.group != "points":
                        box.addItem(translate("hexmap", "none"), "")
                    self.groups[m.group] = box
                    form.addRow(m.group.replace("_", " ").capitalize(), box)
                    box.currentIndexChanged.connect(lambda _i: self.show_odds())
                box.addItem(m.label, m.id)
            else:
                cb = QCheckBox(m.label)
                cb.toggled.connect(lambda _on: self.show_odds())
                self.checks.append((m.id, cb))
                form.addRow("", cb)
        lay.addLayout(form)
        self.odds = QLabel()
        self.odds.setWordWrap(True)
        self.odds.setTextFormat(Qt.TextFormat.RichText)
        self.odds.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        lay.addWidget(self.odds)
        self.button = QPushButton(fill(translate("hexmap", "Roll %1"), chart.pool.notation))
        self.button.setMinimumHeight(32)
        self.button.clicked.connect(self.on_roll)
        lay.addWidget(self.button)
        self.result = QLabel()
        self.result.setWordWrap(True)
        self.result.setTextFormat(Qt.TextFormat.RichText)
        self.result.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        f = self.result.font()
        f.setPointSize(f.pointSize() + 2)
        f.setBold(True)
        self.result.setFont(f)
        lay.addWidget(self.result)
        self.show_odds()

    def active(self) -> tuple[str, ...]:
        ids = [box.currentData() for box in self.groups.values() if box.currentData()]
        ids += [mid for mid, cb in self.checks if cb.isChecked()]
        return tuple(ids)

    def show_odds(self) -> None:
        if not hasattr(self, "odds"):      # still being built
            return
        try:
            dist = self.board.game.rolls.chart_odds(self.chart_id, self.active())
        except InputError as err:
            self.odds.setText(f"<span style='color:{theme.css('bad', self)}'>{escape(str(err))}</span>")
            return
        texts = {r.result: r.text.split(":")[0] for r in self.chart.rows}
        self.odds.setText(fill(translate("hexmap", "Before rolling: %1"), ", ".join(
            f"<b>{escape(str(texts.get(k, k)))} {float(p) * 100:.0f}%</b>" for k, p in dist.items())))

    def on_roll(self) -> None:
        b = self.board
        try:
            why = self.why() if self.why else ""
            change = b.game.rolls.chart_roll(self.chart_id, self.active(), why=why, side=self.side())
        except InputError as err:
            self.result.setText(f"<span style='color:{theme.css('bad', self)}'>{escape(str(err))}</span>")
            return
        summary = dict(change.meta).get("summary") or (change.text,)
        colour = theme.css("good", self) if dict(change.meta).get("outcome") in HIT_WORDS else theme.css("text", self)
        self.result.setText(f"<span style='color:{colour}'>{escape(summary[0])}</span>")
        b.hub.push(change)
