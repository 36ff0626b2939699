"""The Roll panel: choose a rule chart (or type a dice pool), switch its modifiers on, see the exact odds,
then roll. The result is marked on the odds chart and written to the roll log (undoable).

The charts are the game's own (``charts_for_session``): shipped, the user's chart folder, and the charts
the referee edited for this game (Game > Charts…), so an edited chart rolls with its edits."""

from __future__ import annotations

from fractions import Fraction
from html import escape

import pyqtgraph as pg
from PySide6.QtCore import QT_TRANSLATE_NOOP, Qt
from PySide6.QtWidgets import (
    QCheckBox, QComboBox, QFormLayout, QHBoxLayout, QLabel, QLineEdit, QPushButton, QRadioButton, QVBoxLayout,
    QWidget,
)

from assistant.core import dice
from assistant.games import rolling
from assistant.games.chart_overrides import charts_for_session, source_of, touches_charts
from assistant.games.registry import descriptor
from assistant.core.errors import InputError

from .. import theme
from ..i18n import translate
from ..widgets import shrinking
from .plot_style import style

POOL_ITEM = QT_TRANSLATE_NOOP("RollPanel", "Type a dice pool…")


def pct(p: Fraction | float) -> str:
    return f"{float(p) * 100:.1f}%"


class RollPanel(QWidget):
    def __init__(self, hub):
        super().__init__()
        self.hub = hub
        self.setAccessibleName(translate("panels", "Roll"))
        self.setAccessibleDescription(self.tr("Any chart or dice pool: its exact odds first, then the roll"))
        self.chart = None
        self.book = None
        self._last_value: int | None = None
        outer = QVBoxLayout(self)  # the panel scrolls rather than holding the dock (and the window) tall
        outer.setContentsMargins(0, 0, 0, 0)
        inner = QWidget()
        outer.addWidget(shrinking(inner))
        lay = QVBoxLayout(inner)
        lay.setContentsMargins(6, 6, 6, 6)
        form = QFormLayout()
        self.chart_box = QComboBox()
        self.chart_box.setMinimumContentsLength(24)
        self.pool = QLineEdit("2d6")
        self.pool.setPlaceholderText(self.tr("e.g. 1d6, 2d6>=8, 5d6m, d10"))
        self.who = QLineEdit()
        self.who.setPlaceholderText(self.tr("who rolls (optional)"))
        self.side = QComboBox()
        self.side.setEditable(True)
        form.addRow(self.tr("Chart:"), self.chart_box)
        form.addRow(self.tr("Pool:"), self.pool)
        form.addRow(self.tr("Who:"), self.who)
        form.addRow(self.tr("Side:"), self.side)
        for w, name in ((self.chart_box, self.tr("Chart")), (self.pool, self.tr("Dice pool")),
                        (self.who, self.tr("Who rolls")), (self.side, self.tr("Side"))):
            w.setAccessibleName(name)
        lay.addLayout(form)
        self.rule = QLabel()
        self.rule.setWordWrap(True)
        self.rule.setStyleSheet(theme.text_style("muted", self))
        lay.addWidget(self.rule)
        self.mod_box = QVBoxLayout()
        lay.addLayout(self.mod_box)
        self.mod_checks: list[QCheckBox] = []
        views = QHBoxLayout()
        self.exactly = QRadioButton(self.tr("exactly"))
        self.at_least = QRadioButton(self.tr("at least"))
        self.exactly.setChecked(True)
        views.addWidget(QLabel(self.tr("Show:")))
        views.addWidget(self.exactly)
        views.addWidget(self.at_least)
        views.addStretch(1)
        lay.addLayout(views)
        self.plot = pg.PlotWidget()
        self.plot.setMinimumHeight(110)
        self.plot.setMouseEnabled(x=False, y=False)
        self.plot.setLabel("left", self.tr("chance"), units="%")
        style(self.plot)
        self.plot.setAccessibleName(self.tr("Odds chart"))
        lay.addWidget(self.plot, 1)
        self.odds = QLabel()
        self.odds.setWordWrap(True)
        self.odds.setTextFormat(Qt.TextFormat.RichText)
        self.odds.setAccessibleName(self.tr("Odds"))
        lay.addWidget(self.odds)
        self.roll_btn = QPushButton(self.tr("Roll  (Ctrl+R)"))
        self.roll_btn.setShortcut("Ctrl+R")
        self.roll_btn.setMinimumHeight(44)
        self.roll_btn.setStyleSheet("font-size:15pt; font-weight:bold;")
        self.roll_btn.clicked.connect(self.roll)
        lay.addWidget(self.roll_btn)
        self.result = QLabel()
        self.result.setWordWrap(True)
        self.result.setStyleSheet("font-size:16pt;")
        self.result.setAccessibleName(self.tr("Roll result"))
        lay.addWidget(self.result)

        self.chart_box.currentIndexChanged.connect(self._on_chart)
        self.pool.textChanged.connect(lambda _t: self._on_pool_edit())
        self.exactly.toggled.connect(lambda _b: self.update_odds())
        hub.gameOpened.connect(self._on_game)
        hub.recordChanged.connect(self._on_record)
        self._on_game(hub.session)

    # -- choosing -------------------------------------------------------------------------------------
    def _on_record(self, change) -> None:
        """A chart edited, reset, or either undone: read the game's charts again, keep the choice."""
        if not touches_charts(change) or self.hub.session is None:
            return
        keep = self.chart_box.currentData()
        active = self.active_modifiers()
        self._on_game(self.hub.session)
        idx = self.chart_box.findData(keep) if keep else -1
        if idx > 0:
            self.chart_box.setCurrentIndex(idx)
            for cb in self.mod_checks:
                cb.setChecked(cb.property("modifier_id") in active)

    def _on_game(self, session) -> None:
        self.book = charts_for_session(session) if session is not None else None
        self.chart_box.blockSignals(True)
        self.chart_box.clear()
        self.chart_box.addItem(translate("RollPanel", POOL_ITEM), None)
        self.side.clear()
        if session is not None:
            for chart in sorted(self.book.for_game(session.kind.family), key=lambda c: c.title):
                self.chart_box.addItem(chart.title, chart.id)
            self.side.addItem("", "")
            for side in descriptor(session.kind.family).sides:
                self.side.addItem(side.name, side.id)
        self.chart_box.blockSignals(False)
        self.roll_btn.setEnabled(session is not None)
        self._on_chart()

    def select_chart(self, chart_id: str) -> None:
        idx = self.chart_box.findData(chart_id)
        if idx < 0:
            raise InputError(self.tr("no chart '%1' for this game").replace("%1", str(chart_id)), "roll panel")
        self.chart_box.setCurrentIndex(idx)

    def _on_chart(self) -> None:
        for cb in self.mod_checks:
            cb.setParent(None)
            cb.deleteLater()
        self.mod_checks = []
        chart_id = self.chart_box.currentData()
        s = self.hub.session
        self.chart = self.book.get(s.kind.family, chart_id) if (s is not None and chart_id and self.book) else None
        if self.chart is not None:
            self.pool.blockSignals(True)
            self.pool.setText(str(self.chart.pool))
            self.pool.blockSignals(False)
            self.pool.setEnabled(False)
            note = f"<br><i>{escape(self.chart.note)}</i>" if self.chart.note else ""
            if source_of(self.chart) == "game":
                note += "<br>" + self.tr("<b>Edited for this game</b> (Game &gt; Charts…)")
            self.rule.setText(self.tr("Rule: %1").replace("%1", escape(self.chart.rule)) + note)
            for m in self.chart.modifiers:
                cb = QCheckBox(f"{m.label}  ({m.value:+d})")
                cb.setToolTip(f"<p>{escape(m.rule)}</p>" if m.rule else "")
                cb.setProperty("modifier_id", m.id)
                cb.toggled.connect(lambda _b: self.update_odds())
                self.mod_box.addWidget(cb)
                self.mod_checks.append(cb)
        else:
            self.pool.setEnabled(True)
            self.rule.setText(self.tr("Any pool: see Help > Rules reference for the notation."))
        self.update_odds()

    def _on_pool_edit(self) -> None:
        self._last_value = None
        self.update_odds()

    def active_modifiers(self) -> tuple[str, ...]:
        return tuple(cb.property("modifier_id") for cb in self.mod_checks if cb.isChecked())

    # -- odds ---------------------------------------------------------------------------------------------
    def chances(self) -> rolling.Odds:
        """The odds of exactly the roll the Roll button makes (:func:`assistant.games.rolling.odds`)."""
        return rolling.odds(self.chart, "" if self.chart is not None else self.pool.text(), self.active_modifiers())

    def distribution(self) -> dict[int, Fraction]:
        return self.chances().values

    def update_odds(self) -> None:
        self.plot.clear()
        try:
            odds = self.chances()
            dist = odds.values
        except InputError as exc:
            self.odds.setText(f"<span style='color:{theme.css('bad', self)}'>{escape(str(exc))}</span>")
            self.plot.setAccessibleDescription(str(exc))
            self.roll_btn.setEnabled(False)
            return
        self.roll_btn.setEnabled(self.hub.session is not None)
        shown = dist if self.exactly.isChecked() else dice.at_least(dist)
        xs = list(shown)
        ys = [float(p) * 100 for p in shown.values()]
        hit, bar = theme.css("hit", self), theme.css("bar", self)
        brushes = [hit if x == self._last_value else bar for x in xs]
        self.plot.addItem(pg.BarGraphItem(x=xs, height=ys, width=0.8, brushes=brushes))
        self.plot.getAxis("bottom").setTicks([[(x, str(x)) for x in xs]] if len(xs) <= 20 else None)
        lines = [self.tr("Average %1").replace("%1", f"{float(odds.mean):.2f}")]
        if odds.rows:
            lines.append("<br>".join(f"<b>{escape(text)}</b> {pct(p)}" for text, p in odds.rows.items()))
        self.odds.setText("<br>".join(lines))
        self.plot.setAccessibleDescription(self.odds_words(shown))

    def odds_words(self, shown: dict) -> str:
        """The odds chart in words, for a screen reader: each value and its chance."""
        head = self.tr("Chance of exactly each value") if self.exactly.isChecked() else \
            self.tr("Chance of at least each value")
        return head + ": " + ", ".join(f"{x}: {pct(p)}" for x, p in shown.items())

    # -- rolling --------------------------------------------------------------------------------------------
    def _side(self) -> str:
        """The side's id when one of the game's sides is picked, else what the referee typed."""
        i = self.side.currentIndex()
        if i >= 0 and self.side.itemText(i) == self.side.currentText():
            return self.side.itemData(i) or ""
        return self.side.currentText().strip()

    def roll(self) -> None:
        s = self.hub.session
        if s is None:
            return
        try:
            rolled = rolling.roll(s, self.chart, "" if self.chart is not None else self.pool.text(),
                                  self.active_modifiers(), actor=self.who.text(), side=self._side())
        except InputError as exc:
            self.hub.error.emit(self.tr("Cannot roll"), str(exc))
            return
        if self.hub.push(rolled.change):
            self._last_value = rolled.value
            faces = " ".join(str(d) for d in rolled.dice)
            text = self.tr("<b>%1</b>  (dice %2)").replace("%1", str(rolled.value)).replace("%2", faces)
            if rolled.row_text:
                text += f"<br>{escape(rolled.row_text)}"
            self.result.setText(text)
            self.result.setAccessibleDescription(self.tr("Rolled %1 (dice %2)").replace("%1", str(rolled.value))
                                                 .replace("%2", faces) + (f". {rolled.row_text}" if rolled.row_text else ""))
            self.update_odds()
