"""The roll log: every roll of the game, newest first, filtered by turn, actor, side and chart."""

from __future__ import annotations

import json

from PySide6.QtCore import QT_TRANSLATE_NOOP, Qt
from PySide6.QtGui import QStandardItem, QStandardItemModel
from PySide6.QtWidgets import (
    QAbstractItemView, QComboBox, QHBoxLayout, QLabel, QLineEdit, QPushButton, QSpinBox, QTableView,
    QVBoxLayout, QWidget,
)

from assistant.games.registry import descriptor
from assistant.store import rolls

from ..i18n import translate
from ..game_label import side_label

HEADERS = (QT_TRANSLATE_NOOP("RollLogPanel", "#"), QT_TRANSLATE_NOOP("RollLogPanel", "Turn"),
           QT_TRANSLATE_NOOP("RollLogPanel", "Phase"), QT_TRANSLATE_NOOP("RollLogPanel", "Who"),
           QT_TRANSLATE_NOOP("RollLogPanel", "Side"), QT_TRANSLATE_NOOP("RollLogPanel", "Why"),
           QT_TRANSLATE_NOOP("RollLogPanel", "Dice"), QT_TRANSLATE_NOOP("RollLogPanel", "Modifiers"),
           QT_TRANSLATE_NOOP("RollLogPanel", "Result"), QT_TRANSLATE_NOOP("RollLogPanel", "Chart result"))


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
        self.setAccessibleName(translate("panels", "Roll log"))
        self.setAccessibleDescription(self.tr("Every roll of the game: who, why, modifiers, dice and result"))
        lay = QVBoxLayout(self)
        lay.setContentsMargins(4, 4, 4, 4)
        bar = QHBoxLayout()
        self.turn = QSpinBox()
        self.turn.setRange(0, 999)
        self.turn.setSpecialValueText(self.tr("any turn"))
        self.actor = QLineEdit()
        self.actor.setPlaceholderText(self.tr("who"))
        self.side = QComboBox()
        self.side.addItem(self.tr("any side"), None)
        self.chart = QComboBox()
        self.chart.addItem(self.tr("any chart"))
        self.limit = QSpinBox()
        self.limit.setRange(10, 100000)
        self.limit.setValue(200)
        self.limit.setPrefix(self.tr("last "))
        for w, name in ((self.turn, self.tr("Filter by turn")), (self.actor, self.tr("Filter by who rolled")),
                        (self.side, self.tr("Filter by side")), (self.chart, self.tr("Filter by chart")),
                        (self.limit, self.tr("How many rolls to show"))):
            w.setAccessibleName(name)
        export = QPushButton(self.tr("Export CSV…"))
        export.clicked.connect(lambda: export_dialog(self, hub))
        for w in (QLabel(self.tr("Filter:")), self.turn, self.actor, self.side):
            bar.addWidget(w)
        # the rest of the bar: on the same row when there is room, else on a second row (a narrow dock
        # column, as the window gives a wide board), so the panel never forces its column wider
        self._bar_tail = (self.chart, self.limit, export)
        self._bar, self._bar2 = bar, QHBoxLayout()
        self._wrapped = None
        lay.addLayout(bar)
        lay.addLayout(self._bar2)
        self._place_bar_tail(False)
        self._one_row_px = lay.minimumSize().width()
        self.setMinimumWidth(min(self._one_row_px, 300))
        self.model = QStandardItemModel(0, len(HEADERS))
        self.model.setHorizontalHeaderLabels([translate("RollLogPanel", h) for h in HEADERS])
        self.view = QTableView()
        self.view.setAccessibleName(self.tr("Roll log"))
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
        if hub.session is not None:   # made after the game opened (the dock is built when first shown)
            self._reload_charts()

    def _place_bar_tail(self, wrapped: bool) -> None:
        if wrapped == self._wrapped:
            return
        self._wrapped = wrapped
        for lay in (self._bar, self._bar2):   # the stretch items go; the widgets are placed again below
            for i in reversed(range(lay.count())):
                item = lay.itemAt(i)
                if item.widget() in self._bar_tail or item.spacerItem() is not None:
                    lay.takeAt(i)
        target = self._bar2 if wrapped else self._bar
        target.addWidget(self._bar_tail[0])
        target.addWidget(self._bar_tail[1])
        target.addStretch(1)
        target.addWidget(self._bar_tail[2])
        if wrapped:
            self._bar.addStretch(1)

    def resizeEvent(self, event) -> None:  # noqa: N802 (Qt name)
        super().resizeEvent(event)
        self._place_bar_tail(event.size().width() < self._one_row_px)

    def filters(self) -> dict:
        return {
            "turn": self.turn.value() or None,
            "actor": self.actor.text().strip() or None,
            "side": self.side.currentData() if self.side.currentIndex() > 0 else None,
            "chart": self.chart.currentText() if self.chart.currentIndex() > 0 else None,
        }

    def _reload_charts(self) -> None:
        self.chart.blockSignals(True)
        self.chart.clear()
        self.chart.addItem(self.tr("any chart"))
        s = self.hub.session
        self._reload_sides(s)
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
        # the charts' words only when a row was read off a chart (an empty log, a new game's first start,
        # reads no chart file: issue 17.6)
        words = self._result_words(s) if any(r["chart"] and r["chart_result"] for r in rows) else {}
        for r in rows:
            dice = ", ".join(str(d) for d in json.loads(r["dice"]))
            phase = (r["phase"] or "").replace("_", " ")
            values = [r["id"], r["turn"] if r["turn"] is not None else "", phase, r["actor"], side_label(s, r["side"]) if r["side"] else "",
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
        self.count.setText(self.tr("%1 shown of %n roll(s) in this game", "", total).replace("%1", str(len(rows))))


    def _reload_sides(self, s) -> None:
        """The side filter: the game's sides as the players read them, then any other side rolled for."""
        self.side.blockSignals(True)
        while self.side.count() > 1:
            self.side.removeItem(1)
        if s is not None:
            ids = [side.id for side in descriptor(s.kind.family).sides]
            ids += sorted({r["side"] for r in rolls.luck_rows(s.store, s.game_id) if r["side"]} - set(ids))
            for side_id in ids:
                self.side.addItem(side_label(s, side_id), side_id)
        self.side.blockSignals(False)

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
