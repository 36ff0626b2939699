"""The Saipan Fleet tab's two entry forms: placing a new air or naval unit in a holding box (14.0 A,
16.1-16.3; the counter sheet is not in the source, so every rating is typed), and the sea-zone chart
(not printed, T4: the referee types it, one zone a line; a SAMPLE is in force until then). Each form
collects words, calls one ``SaipanGame`` command and pushes its change; a bad entry shows the command's
message under the form and changes nothing."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP
from PySide6.QtWidgets import (
    QComboBox, QGridLayout, QGroupBox, QHBoxLayout, QLabel, QLineEdit, QPlainTextEdit, QPushButton, QSizePolicy,
    QSpinBox, QVBoxLayout, QWidget,
)

from assistant.core.errors import InputError
from assistant.ui import theme
from assistant.ui.column_fit import wrapping_row
from assistant.ui.i18n import fill, translate

RATINGS_HINT = {"ship": QT_TRANSLATE_NOOP("saipan", "anti-ship/AA/bombardment, e.g. 3/3/2"),
                "fighter": QT_TRANSLATE_NOOP("saipan", "air-to-air/anti-ship/bombardment, e.g. 6/2/2"),
                "bomber": QT_TRANSLATE_NOOP("saipan", "air-to-air/anti-ship/bombardment, e.g. 2/5/4")}


def _label(text: str = "", color: str = "") -> QLabel:
    lbl = QLabel(text)
    lbl.setWordWrap(True)
    lbl.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
    if color:
        lbl.setStyleSheet(theme.text_style(color, lbl))
    return lbl


class _Form(QGroupBox):
    """A group box that runs one command, pushes its change and shows its summary or its error."""

    def __init__(self, title: str, board):
        super().__init__(title)
        self.board = board
        self.error = _label(color="bad")
        self.result = _label()

    def push(self, command, *args, **kwargs) -> bool:
        try:
            change = command(*args, **kwargs)
        except InputError as err:
            self.error.setText(f"{err.message} ({err.where})" if err.where else err.message)
            self.result.setText("")
            return False
        self.error.setText("")
        if not self.board.hub.push(change):
            return False
        self.result.setText("\n".join(dict(change.meta).get("summary", ())))
        return True


def _labelled(text: str, field: QWidget) -> QWidget:
    """A field with its label before it, as one piece of a wrapping row."""
    w = QWidget()
    row = QHBoxLayout(w)
    row.setContentsMargins(0, 0, 0, 0)
    label = QLabel(text)
    label.setBuddy(field)
    row.addWidget(label)
    row.addWidget(field, 1)
    return w


class PlaceAirNavalForm(_Form):
    """A new air or naval unit: side, kind, type, name, ratings, its zone or carrier (16.3 C), a carrier's
    capacity (9.2.1), a range where 9.1 C prints none."""

    def __init__(self, board):
        super().__init__(translate("saipan", "Place a new air or naval unit (14.0 A, 16.1-16.3)"), board)
        v = QVBoxLayout(self)
        g = QGridLayout()
        v.addLayout(g)
        self.side = QComboBox()
        self.side.addItem(translate("saipan", "US"), "us")
        self.side.addItem(translate("saipan", "Japanese"), "japanese")
        self.kind = QComboBox()
        for k in ("fighter", "bomber", "ship"):
            self.kind.addItem(k, k)
        self.type = QLineEdit()
        self.type.setPlaceholderText(translate("saipan", "type: F6F, CV..."))
        self.type.setToolTip(translate("saipan", "An aircraft (F6F, A6M...) or a ship type (BB, CA, CL, CLA, DD, DE, AA, CV, CVL, CVE)"))
        self.name = QLineEdit()
        self.name.setPlaceholderText(translate("saipan", "name (optional)"))
        self.ratings = QLineEdit()
        self.where = QComboBox()
        self.capacity = QSpinBox()
        self.capacity.setRange(0, 20)
        self.capacity.setToolTip(translate('saipan', "A carrier's capacity in full-strength air units (9.2.1); 0 for other units"))
        self.range = QSpinBox()
        self.range.setRange(-1, 9)
        self.range.setSpecialValueText(translate("saipan", "printed"))
        self.range.setValue(-1)
        self.range.setToolTip(translate("saipan", "Range in sea zones, only for a Japanese type 9.1 C gives none"))
        self.place_btn = QPushButton(translate("saipan", "Place"))
        self.place_btn.clicked.connect(self.place)
        g.addWidget(self.side, 0, 0)
        g.addWidget(self.kind, 0, 1)
        g.addWidget(self.type, 0, 2)
        g.addWidget(self.name, 1, 0, 1, 2)
        g.addWidget(self.ratings, 1, 2)
        g.addWidget(QLabel(translate("saipan", "In:")), 2, 0)
        g.addWidget(self.where, 2, 1, 1, 2)
        # capacity, range and the button side by side while they fit the column, else on more rows
        g.addWidget(wrapping_row(_labelled(translate("saipan", "Capacity:"), self.capacity),
                                 _labelled(translate("saipan", "Range:"), self.range), self.place_btn), 3, 0, 1, 3)
        v.addWidget(self.error)
        v.addWidget(self.result)
        g.setColumnStretch(2, 1)
        self.kind.currentIndexChanged.connect(lambda _i: self._hint())
        self._hint()

    def _hint(self) -> None:
        self.ratings.setPlaceholderText(translate("saipan", RATINGS_HINT[self.kind.currentData()]))

    def place(self) -> None:
        rng = self.range.value()
        if self.push(self.board.game.fleet_entries.place_air_naval, self.side.currentData(), self.kind.currentData(),
                     self.type.text(), self.name.text(), self.ratings.text(), self.where.currentData() or "",
                     self.capacity.value(), None if rng < 0 else rng):
            self.name.clear()

    def refresh(self) -> None:
        g = self.board.game
        cur = self.where.currentData()
        self.where.clear()
        for z in g.fleet.sea_zones().adjacent:
            self.where.addItem(fill(translate("saipan", "%1 holding box"), z), z)
        for c in g.fleet.air_naval_units():
            if c.is_carrier:
                self.where.addItem(fill(translate("saipan", "aboard %1 (%2)"), c.label, c.side), c.id)
        if cur:
            self.where.setCurrentIndex(max(0, self.where.findData(cur)))


class SeaZoneChartForm(_Form):
    """The sea-zone chart as text: ``Zone: neighbour, neighbour`` a line, and the Saipan Sea Zone."""

    def __init__(self, board):
        super().__init__(translate('saipan', "Sea-zone chart (not printed, T4: the referee's entry)"), board)
        v = QVBoxLayout(self)
        self.status = _label()
        v.addWidget(self.status)
        self.text = QPlainTextEdit()
        self.text.setPlaceholderText(translate("saipan", "one zone a line — Zone: neighbour, neighbour (each pair once is enough)"))
        self.text.setMinimumHeight(120)
        v.addWidget(self.text)
        self.saipan = QLineEdit()
        self.enter_btn = QPushButton(translate("saipan", "Enter chart"))
        self.enter_btn.clicked.connect(self.enter)
        v.addWidget(wrapping_row(_labelled(translate("saipan", "Saipan Sea Zone:"), self.saipan), self.enter_btn))
        v.addWidget(self.error)
        v.addWidget(self.result)
        self._shown = ("", "")

    def enter(self) -> None:
        if self.push(self.board.game.fleet_entries.enter_sea_zones, self.text.toPlainText(), self.saipan.text()):
            self.refresh(force=True)        # the chart as it now reads

    def refresh(self, force: bool = False) -> None:
        """Show the chart in force; text the referee is still editing is kept unless ``force``."""
        g = self.board.game
        zones = g.fleet.sea_zones()
        chart = (g.fleet_entries.sea_zone_chart_text(), zones.saipan)
        if force or (self.text.toPlainText(), self.saipan.text()) in (self._shown, ("", "")):
            self.text.setPlainText(chart[0])
            self.saipan.setText(chart[1])
        self._shown = chart
        self.status.setText(fill(translate("saipan", "In force: %1, %2 zones."), translate("saipan", "the SAMPLE chart (not the printed one)") if zones.sample
                                 else translate("saipan", "the entered chart"), len(zones.adjacent)))
