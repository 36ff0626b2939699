"""The Luzon Supply and Map tabs: trace supply (1.8-1.10, 2.1b, 3.1a) drawn on the map, the attrition
roll of an Out of Supply unit (1.9), the terrain the referee paints per hex (towns, rail, roads; JSON
in and out) and the air strips (1.3c). Every button calls one ``LuzonGame`` command or query."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtGui import QColor
from PySide6.QtWidgets import (
    QCheckBox, QComboBox, QFileDialog, QFormLayout, QGroupBox, QHBoxLayout, QLabel, QLineEdit, QListWidget,
    QPushButton, QSpinBox, QVBoxLayout, QWidget,
)

from assistant.core.errors import InputError
from assistant.core.limits import read_bounded
from assistant.games.luzon.commands.supply import ATTRITION_POOLS
from assistant.games.luzon.terrain import FLAGS, TOWN_TEXT, TOWNS

from assistant.ui.column_fit import fit_column, wrapping_row
from assistant.ui.i18n import fill, translate
from .common import ALLIED, JAPANESE, error_label, note, result_label

TRACE_OK = "#00897b"
TRACE_BAD = "#c62828"
TRACE_Z = 7.6        # the supply trace: above the units' chips and the A / B markers (z 7), under the labels


class SupplyPanel(QWidget):
    """Trace one unit or every unit, mark them, and roll attrition for an Out of Supply unit."""

    def __init__(self, board):
        super().__init__()
        self.board = board
        lay = QVBoxLayout(self)
        lay.addWidget(note(translate('luzon', "Japanese trace along secondary roads as if rail (2.1b); Allies along rail only (3.1a). Villages, cities and Points of Interest are detrainable. Paint the map's roads and rail on the Map tab first.")))
        row = QHBoxLayout()
        row.addWidget(QLabel(translate("luzon", "Overland reach (hexes)")))
        self.reach = QSpinBox()
        self.reach.setRange(0, 30)
        self.reach.setToolTip(translate("luzon", "The OCS trace length (12.6) is not in the source: the referee enters it (L2)"))
        set_reach = QPushButton(translate("luzon", "Set"))
        set_reach.clicked.connect(self.set_reach)
        row.addWidget(self.reach)
        row.addWidget(set_reach)
        lay.addLayout(row)
        row2 = QHBoxLayout()
        self.unit_box = QComboBox()
        trace = QPushButton(translate("luzon", "Trace unit"))
        trace.clicked.connect(self.trace_one)
        row2.addWidget(self.unit_box, 1)
        row2.addWidget(trace)
        lay.addLayout(row2)
        show_all = QPushButton(translate("luzon", "Trace all"))
        show_all.clicked.connect(self.trace_all)
        mark = QPushButton(translate("luzon", "Mark in / Out of Supply"))
        mark.clicked.connect(self.mark)
        lay.addWidget(wrapping_row(show_all, mark))
        self.trace_list = QListWidget()
        self.trace_list.setWordWrap(True)
        self.trace_list.setMinimumHeight(120)
        self.trace_list.setAccessibleName(translate("luzon", "Supply traced, unit by unit"))
        lay.addWidget(self.trace_list)
        lay.addWidget(self._attrition_box())
        self.result = result_label()
        lay.addWidget(self.result)
        self.error = error_label()
        lay.addWidget(self.error)
        lay.addStretch(1)
        fit_column(self)

    def _attrition_box(self) -> QGroupBox:
        box = QGroupBox(translate("luzon", "Attrition, Out of Supply (1.9)"))
        form = QFormLayout(box)
        self.pool = QComboBox()
        self.pool.addItems(list(ATTRITION_POOLS))
        self.pool.setCurrentText("2d6")
        self.loss_at = QLineEdit("11")
        self.loss_at.setToolTip(translate("luzon", "The roll that costs a step, read off the OCS Attrition Table (L2)"))
        self.odds = QLabel()
        self.override = QCheckBox(translate("luzon", "Referee override"))
        roll = QPushButton(translate("luzon", "Roll attrition for the unit above"))
        roll.clicked.connect(self.roll_attrition)
        for w in (self.pool, self.loss_at):
            (w.currentTextChanged if isinstance(w, QComboBox) else w.textChanged).connect(lambda _t: self.show_odds())
        form.addRow(translate("luzon", "Dice"), self.pool)
        form.addRow(translate("luzon", "Step lost on"), self.loss_at)
        form.addRow(self.odds)
        form.addRow(self.override, roll)
        return box

    # -- commands ------------------------------------------------------------------------------------
    def set_reach(self) -> bool:
        n = self.reach.value()
        return self.board.run(lambda: self.board.game.supply.set_trace_reach(n), self)

    def _draw(self, traces) -> None:
        v, m = self.board.view, self.board.map
        v.clear_layer("supply_trace")
        for t in traces:
            if len(t.path) > 1:
                v.set_polyline("supply_trace", [v.geo.centre(m.parse(h)) for h in t.path],
                               TRACE_OK if t.ok else TRACE_BAD, width=3.5, z=TRACE_Z, append=True)
        bad = [m.parse(self.board.forces().get(t.unit_id).hex) for t in traces if not t.ok]
        v.set_area("supply_out", bad, TRACE_BAD, TRACE_BAD, z=1.9, alpha=90, width=2.5,
                   tooltip=translate("luzon", "Out of Supply: cannot trace (1.9)"))
        # a chip at Fit covers its hex (and its shading): the chips there are ringed (issue 23.1)
        self.board.trace_out = set(bad)
        self.board.draw_units(self.board.forces())

    def _show(self, traces) -> None:
        names = self.board.game.names()
        self.trace_list.clear()
        self.trace_list.addItems([fill(translate("luzon", "%1: %2 — %3"), names[t.unit_id], translate("luzon", "in supply")
                                       if t.ok else translate("luzon", "OUT OF SUPPLY"), t.words)
                                  for t in traces])
        self._draw(traces)

    def trace_one(self) -> bool:
        uid = self.unit_box.currentData()
        try:
            t = self.board.game.supply.trace(uid)
        except InputError as err:
            self.error.setText(str(err))
            return False
        self.error.setText("")
        self._show([t])
        return t.ok

    def trace_all(self) -> bool:
        try:
            traces = self.board.game.supply.trace_all()
        except InputError as err:
            self.error.setText(str(err))
            return False
        self.error.setText("")
        self._show(traces)
        return True

    def mark(self) -> bool:
        return self.board.run(self.board.game.supply.mark_supply, self)

    def show_odds(self) -> None:
        try:
            p = self.board.game.supply.attrition_odds(self.pool.currentText(), self.loss_at.text())
            self.odds.setText(fill(translate("luzon", "chance of a step loss: %1%"), format(float(p) * 100, '.1f')))
        except InputError as err:
            self.odds.setText(str(err))

    def roll_attrition(self) -> bool:
        uid, pool, at, ov = self.unit_box.currentData(), self.pool.currentText(), self.loss_at.text(), \
            self.override.isChecked()
        return self.board.run(lambda: self.board.game.supply.roll_attrition(uid, pool, at, ov), self)

    def refresh(self, forces) -> None:
        g = self.board.game
        if g.supply.trace_reach is not None:
            self.reach.setValue(g.supply.trace_reach)
        keep = self.unit_box.currentData()
        self.unit_box.clear()
        for s in forces.on_map():
            if s.spec.is_ground:
                mark = "" if s.in_supply else translate("luzon", " — OUT")
                initial = translate("luzon", "A") if s.side == "allied" else translate("luzon", "J")
                self.unit_box.addItem(fill("%1 %2 (%3)%4", initial, s.spec.name, s.hex, mark), s.id)
        i = self.unit_box.findData(keep)
        if i >= 0:
            self.unit_box.setCurrentIndex(i)
        self.show_odds()


class MapPanel(QWidget):
    """Paint one hex (click it on the map): town, terrain, rail, roads; export / import the entries as
    JSON; capture an air strip."""

    def __init__(self, board):
        super().__init__()
        self.board = board
        lay = QVBoxLayout(self)
        intro = QLabel(translate("luzon", "Click a hex to pick it; paint what the map shows. While this tab is "
                                          "open a click does not measure."))
        intro.setWordWrap(True)
        intro.setToolTip(translate('luzon', "The map is not in the source: the rulebook's named places are shipped; the referee paints the rest. Each change is undoable."))
        lay.addWidget(intro)
        form = QFormLayout()
        self.hex_edit = QLineEdit()
        self.hex_edit.setPlaceholderText(translate("luzon", "hex, e.g. 17.16"))
        self.hex_edit.editingFinished.connect(self.load_hex)
        self.town = QComboBox()
        for t in TOWNS:
            self.town.addItem(TOWN_TEXT[t], t)
        self.terrain = QLineEdit()
        self.terrain.setPlaceholderText(translate('luzon', "open, close, hills … (the map's TEC)"))
        form.addRow(translate("luzon", "Hex"), self.hex_edit)
        form.addRow(translate("luzon", "Town"), self.town)
        form.addRow(translate("luzon", "Terrain"), self.terrain)
        lay.addLayout(form)
        self.flags: dict[str, QCheckBox] = {}
        grid = QHBoxLayout()
        col_a, col_b = QVBoxLayout(), QVBoxLayout()
        for i, f in enumerate(FLAGS):
            cb = QCheckBox(f.replace("_", " "))
            self.flags[f] = cb
            (col_a if i % 2 == 0 else col_b).addWidget(cb)
        grid.addLayout(col_a)
        grid.addLayout(col_b)
        lay.addLayout(grid)
        save = QPushButton(translate("luzon", "Set this hex"))
        save.setMinimumHeight(32)
        save.clicked.connect(self.save_hex)
        lay.addWidget(save)
        self.paint_tool = QPushButton(translate("luzon", "Paint on click"))
        self.paint_tool.setCheckable(True)
        self.paint_tool.setToolTip(translate("luzon", "While pressed, each hex clicked on the map is set to the "
                                                      "town, terrain and boxes above (one undoable change each)"))
        lay.addWidget(self.paint_tool)
        exp = QPushButton(translate("luzon", "Export JSON…"))
        exp.clicked.connect(lambda: self.export_to(None))
        imp = QPushButton(translate("luzon", "Import JSON…"))
        imp.clicked.connect(lambda: self.import_from(None))
        lay.addWidget(wrapping_row(exp, imp))
        sbox = QGroupBox(translate("luzon", "Air strips (1.3c)"))
        sbox.setToolTip(translate('luzon', "Flipped to the capturer's side when captured; never improved or destroyed."))
        sl = QVBoxLayout(sbox)
        self.strips = QListWidget()
        self.strips.setMaximumHeight(130)
        self.strips.setAccessibleName(translate("luzon", "Air strips (1.3c)"))
        sl.addWidget(self.strips)
        cap = QPushButton(translate("luzon", "Captured: flip the picked strip"))
        cap.clicked.connect(self.capture)
        sl.addWidget(cap)
        lay.addWidget(sbox)
        self.result = result_label()
        lay.addWidget(self.result)
        self.error = error_label()
        lay.addWidget(self.error)
        lay.addStretch(1)
        fit_column(self)

    def click(self, label: str) -> bool:
        """A click on the map while this tab is open: with Paint on click pressed, set the hex to the
        fields as they are; else pick it (load what it holds). Never a measurement."""
        if self.paint_tool.isChecked():
            self.hex_edit.setText(label)
            return self.save_hex()
        self.pick(label)
        return True

    def pick(self, label: str) -> None:
        self.hex_edit.setText(label)
        self.load_hex()

    def load_hex(self) -> None:
        try:
            t = self.board.game.map.hex_terrain(self.hex_edit.text())
        except InputError as err:
            self.error.setText(str(err))
            return
        self.error.setText("")
        self.town.setCurrentIndex(max(0, self.town.findData(t.town)))
        self.terrain.setText(t.terrain)
        for f, cb in self.flags.items():
            cb.setChecked(getattr(t, f))

    def save_hex(self) -> bool:
        label = self.hex_edit.text()
        fields = {"town": self.town.currentData(), "terrain": self.terrain.text().strip().lower()}
        fields.update({f: cb.isChecked() for f, cb in self.flags.items()})
        return self.board.run(lambda: self.board.game.map.set_hex_terrain(label, **fields), self)

    def export_to(self, path: str | None) -> bool:
        if path is None:
            path, _ = QFileDialog.getSaveFileName(self, translate("luzon", "Export Luzon terrain"), "luzon_terrain.json", translate("luzon", "JSON (*.json)"))
            if not path:
                return False
        Path(path).write_text(self.board.game.map.export_terrain(), encoding="utf-8")
        self.result.setText(fill(translate("luzon", "Terrain written to %1"), path))
        return True

    def import_from(self, path: str | None) -> bool:
        if path is None:
            path, _ = QFileDialog.getOpenFileName(self, translate("luzon", "Import Luzon terrain"), "", translate("luzon", "JSON (*.json)"))
            if not path:
                return False
        try:
            text = read_bounded(Path(path), path)   # bytes, at most the limit: checked by the command
        except InputError as err:
            self.error.setText(str(err))
            return False
        except OSError as err:
            self.error.setText(fill(translate("luzon", "cannot read %1: %2"), path, err))
            return False
        return self.board.run(lambda: self.board.game.map.import_terrain(text), self)

    def capture(self) -> bool:
        item = self.strips.currentItem()
        if item is None:
            self.error.setText(translate("luzon", "Pick an air strip in the list first."))
            return False
        label = item.text().split()[0]
        return self.board.run(lambda: self.board.game.rebuilds.capture_air_strip(label), self)

    def refresh(self, forces) -> None:
        row = self.strips.currentRow()
        self.strips.clear()
        for h, side in self.board.game.rebuilds.air_strips().items():
            self.strips.addItem(fill(translate("luzon", "%1 — %2 side up"), h, translate("luzon", "Japanese") if side == "japanese" else translate("luzon", "U.S.")))
            self.strips.item(self.strips.count() - 1).setForeground(QColor(JAPANESE if side == "japanese" else ALLIED))
        if 0 <= row < self.strips.count():
            self.strips.setCurrentRow(row)
