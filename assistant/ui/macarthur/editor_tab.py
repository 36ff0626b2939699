"""The Board editor tab: the map tool, a town's details and units, the landing areas, network files.
Each edit is one game command (one undo step)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QT_TRANSLATE_NOOP, Qt
from PySide6.QtWidgets import (
    QButtonGroup, QCheckBox, QComboBox, QFileDialog, QFormLayout, QGridLayout, QGroupBox, QHBoxLayout, QInputDialog, QLabel,
    QLineEdit, QListWidget, QPushButton, QRadioButton, QSlider, QSpinBox, QVBoxLayout, QWidget,
)

from assistant.core.errors import InputError
from assistant.games.macarthur import rules
from assistant.ui.column_fit import WrappedCheck
from assistant.ui.background import run_with_progress, worker_commands
from assistant.ui.i18n import fill

from .common import fill_towns, narrow, spin_pair

TOOLS = (("play", QT_TRANSLATE_NOOP("EditorTab", "Play (select units, destination)")),
         ("move", QT_TRANSLATE_NOOP("EditorTab", "Drag towns / landing areas")),
         ("add_town", QT_TRANSLATE_NOOP("EditorTab", "Add town (click empty ground)")),
         ("add_road", QT_TRANSLATE_NOOP("EditorTab", "Add road (click two towns)")),
         ("delete_road", QT_TRANSLATE_NOOP("EditorTab", "Delete road (click it)")),
         ("road_kind", QT_TRANSLATE_NOOP("EditorTab", "Set road kind (click it)")),
         ("pin_scan", QT_TRANSLATE_NOOP("EditorTab", "Pin the scan (click a printed town)")))
FLAG_WORDS = (("perimeter", QT_TRANSLATE_NOOP("EditorTab", "Pusan Perimeter")),
              ("supply", QT_TRANSLATE_NOOP("EditorTab", "northern supply arrow")),
              ("bataan", QT_TRANSLATE_NOOP("EditorTab", "on Bataan insert")),
              ("airfield", QT_TRANSLATE_NOOP("EditorTab", "airfield (air control)")))


def _button(text: str, slot) -> QPushButton:
    b = QPushButton(text)
    b.clicked.connect(lambda: slot())
    return b


class EditorTab(QWidget):
    RADIO_ROOM = 260   # px: a tool's radio button with a wider text wraps it (the Game column, issue 23.1)

    def __init__(self, board):
        super().__init__()
        self.board = board
        self.game = board.game
        self.road_from: str | None = None
        lay = QVBoxLayout(self)
        for box in (self._tools_box(), self._scan_box(), self._town_box(), self._units_box(), self._landing_box(),
                    self._files_box()):
            lay.addWidget(box)
        lay.addStretch(1)
        narrow(self)

    def _tools_box(self) -> QGroupBox:
        box = QGroupBox(self.tr("Tool"))
        tl = QVBoxLayout(box)
        self.tool_group = QButtonGroup(self)
        for i, (key, label) in enumerate(TOOLS):
            rb = QRadioButton(self.tr(label))
            rb.setChecked(key == "play")
            rb.toggled.connect(lambda on, k=key: on and self.set_tool(k))
            self.tool_group.addButton(rb, i)
            # a radio button's text cannot wrap: a long one (German) goes in a wrapping label beside it
            wide = rb.fontMetrics().horizontalAdvance(rb.text()) > self.RADIO_ROOM
            tl.addWidget(WrappedCheck(rb.text(), rb) if wide else rb)
        row = QHBoxLayout()
        self.kind_box = QComboBox()
        for kind, words in (("solid", self.tr("solid (1 MP)")), ("dashed", self.tr("dashed (2 MP)")),
                            ("dotted", self.tr("dotted (3 MP)"))):
            self.kind_box.addItem(words, kind)
        row.addWidget(QLabel(self.tr("Road kind:")))
        row.addWidget(self.kind_box)
        tl.addLayout(row)
        self.one_way = QCheckBox(self.tr("one way (1st → 2nd town)"))
        tl.addWidget(self.one_way)
        return box

    def _scan_box(self) -> QGroupBox:
        """The referee's scan of the printed map under the board (issue 16.2)."""
        box = QGroupBox(self.tr("Printed map (your scan)"))
        lay = QVBoxLayout(box)
        self.scan_status = QLabel()
        self.scan_status.setWordWrap(True)
        lay.addWidget(self.scan_status)
        grid = QGridLayout()
        bd = self.board.backdrop
        for i, (text, slot) in enumerate(((self.tr("Load scan…"), bd.choose_image), (self.tr("Clear pins"), bd.clear_pins),
                                          (self.tr("Find moved scan…"), bd.relink), (self.tr("Forget scan"), bd.forget))):
            grid.addWidget(_button(text, slot), i // 2, i % 2)
        lay.addLayout(grid)
        row = QHBoxLayout()
        row.addWidget(QLabel(self.tr("Scan opacity:")))
        self.scan_opacity = QSlider(Qt.Orientation.Horizontal)
        self.scan_opacity.setRange(15, 100)
        self.scan_opacity.setValue(round(bd.opacity * 100))
        self.scan_opacity.setAccessibleName(self.tr("Scan opacity"))
        self.scan_opacity.valueChanged.connect(lambda v: bd.set_opacity(v / 100))
        row.addWidget(self.scan_opacity)
        lay.addLayout(row)
        hint = QLabel(self.tr("Pin two or three printed towns far apart (the Pin tool: click the town on the scan, "
                              "name it); then Add town on each printed town and Add road between them."))
        hint.setWordWrap(True)
        lay.addWidget(hint)
        return box

    def on_scan_clicked(self, x: float, y: float) -> None:
        """Pin tool: the point clicked is a printed town; ask which board town it is (nearest first once
        a town is pinned, by name before: ``backdrop.town_choices``; the chooser filters as one types)."""
        from assistant.games.macarthur.backdrop import town_choices

        bd = self.board.backdrop
        towns = bd.cmds.towns() if bd.cmds is not None else {}
        if not towns:
            self.board.say(self.tr("The board has no towns to pin the scan to: add towns first (Add town)"),
                           error=True)
            return
        img = bd.cmds.image()
        size = (img.width, img.height) if img is not None else (1.0, 1.0)
        names = town_choices(bd.cmds.pins(), towns, size, bd.image_point(x, y))
        town = self.ask_town(names)
        if town:
            bd.pin(x, y, town)

    def ask_town(self, names: list[str]) -> str | None:
        from .town_chooser import TownChooser

        dlg = TownChooser(names, bool(self.board.backdrop.cmds.pins()), self)
        return dlg.chosen() if dlg.exec() else None

    def _town_box(self) -> QGroupBox:
        box = QGroupBox(self.tr("Town (click it on the map)"))
        tf = QFormLayout(box)
        self.ed_town = QComboBox()
        self.ed_town.currentTextChanged.connect(lambda _t: self._fill_town())
        tf.addRow(self.tr("Town:"), self.ed_town)
        self.ed_name = QLineEdit()
        row = QHBoxLayout()
        row.addWidget(self.ed_name)
        row.addWidget(_button("Rename", lambda: self.run("rename_town", self.ed_town.currentText(), self.ed_name.text())))
        tf.addRow(self.tr("Name:"), row)
        self.ed_air = QCheckBox(self.tr("air strip (✈)"))
        self.ed_zone = QLineEdit()
        self.ed_flags = {f: QCheckBox(self.tr(words)) for f, words in FLAG_WORDS}
        tf.addRow(self.ed_air)
        tf.addRow(self.tr("Zone:"), self.ed_zone)
        for cb in self.ed_flags.values():
            tf.addRow(cb)
        tf.addRow(_button("Save town details", lambda: self.run(
            "set_town_props", self.ed_town.currentText(), self.ed_air.isChecked(), self.ed_zone.text().strip() or None,
            [f for f, cb in self.ed_flags.items() if cb.isChecked()])))
        tf.addRow(_button("Delete town", lambda: self.run("delete_town", self.ed_town.currentText())))
        return box

    def _units_box(self) -> QGroupBox:
        box = QGroupBox(self.tr("Units in the town (by hand)"))
        uf = QFormLayout(box)
        self.ed_side = QComboBox()
        self.ed_side.addItem(self.tr("nobody"), None)
        for s in rules.SIDES:
            self.ed_side.addItem(self.game.side_name(s), s)
        self.ed_large, self.ed_small, row = spin_pair(10, ("L", "S"))
        row.insertWidget(0, self.ed_side)
        uf.addRow(self.tr("Units:"), row)
        uf.addRow(_button("Set units here", lambda: self.run(
            "set_units", self.ed_town.currentText(), self.ed_side.currentData(), self.ed_large.value(),
            self.ed_small.value())))
        return box

    def _landing_box(self) -> QGroupBox:
        box = QGroupBox(self.tr("Landing areas (triangles)"))
        lf = QFormLayout(box)
        self.la_list = QListWidget()
        self.la_list.setMaximumHeight(100)
        self.la_list.setAccessibleName(self.tr("Landing areas"))
        lf.addRow(self.la_list)
        self.la_name, self.la_town, self.la_cap, self.la_zone = QLineEdit(), QComboBox(), QSpinBox(), QLineEdit()
        self.la_cap.setRange(1, 20)
        for label, w in (("Name:", self.la_name), ("Coastal town:", self.la_town), ("Capacity:", self.la_cap),
                         ("Zone:", self.la_zone)):
            lf.addRow(label, w)
        row = QHBoxLayout()
        row.addWidget(_button("Add / update", lambda: self.run(
            "set_landing", self.la_name.text().strip(), self.la_town.currentText(), self.la_cap.value(),
            self.la_zone.text().strip() or None)))
        row.addWidget(_button("Delete selected", lambda: self.la_list.currentItem() and self.run(
            "delete_landing", self.la_list.currentItem().text().split(" → ")[0])))
        lf.addRow(row)
        return box

    def _files_box(self) -> QGroupBox:
        box = QGroupBox(self.tr("Network file"))
        fl = QHBoxLayout(box)
        fl.addWidget(_button("Import…", self.import_dialog))
        fl.addWidget(_button("Export…", self.export_dialog))
        return box

    # -- gestures ----------------------------------------------------------------------------------
    def run(self, command: str, *args) -> bool:
        part = self.game.turns if command == "set_units" else self.game.roads   # units by hand: the turn's
        return self.board.run(getattr(part, command), *args)

    def set_tool(self, key: str) -> None:
        self.board.view.mode = key
        self.road_from = None
        self.board.redraw()

    def on_town_clicked(self, name: str) -> None:
        self.ed_town.setCurrentText(name)
        if self.board.view.mode != "add_road":
            return
        if self.road_from is None or self.road_from == name:
            self.road_from = name
            self.board.say(fill(self.tr("Road from %1: now click the second town"), name))
            self.board.redraw()
        else:
            a, self.road_from = self.road_from, None
            self.run("add_road", a, name, self.kind_box.currentData(), self.one_way.isChecked())

    def on_town_double_clicked(self, name: str) -> None:
        if self.board.view.mode == "play":
            return
        new, ok = QInputDialog.getText(self, self.tr("Rename town"), self.tr("New name:"), text=name)
        if ok:
            self.run("rename_town", name, new)

    def on_empty_clicked(self, x: float, y: float) -> None:
        if self.board.view.mode == "add_town":
            name, ok = QInputDialog.getText(self, self.tr("Add town"), self.tr("Town name:"))
            if ok and name.strip():
                self.run("add_town", name, x, y)

    def on_road_clicked(self, a: str, b: str) -> None:
        if self.board.view.mode == "delete_road":
            self.run("delete_road", a, b)
        elif self.board.view.mode == "road_kind":
            self.run("set_road_kind", a, b, self.kind_box.currentData())

    def import_network(self, path) -> bool:
        """Replace the board with a network file; a bad file changes nothing and says why."""
        self.game.record                      # read on this thread: the worker's copy uses it
        worker_game = worker_commands(self.game)
        try:
            change = run_with_progress(self, self.tr("Importing a road network"), worker_game.roads.import_network_file,
                                       path, label=fill(self.tr("Reading %1…"), Path(str(path)).name))
        except InputError as err:
            self.board.say(str(err), error=True)
            self.board.hub.error.emit(self.tr("Cannot import the network"),
                                      fill(self.tr("%1\n\nNothing was changed."), err))
            return False
        if change is None:
            self.board.say(fill(self.tr("Importing %1 cancelled: nothing was changed"), Path(str(path)).name))
            return False
        if not change.ops:
            self.board.say(fill(self.tr("%1 matches the board: nothing to change"), Path(str(path)).name))
            return True
        with self.board.held():           # the push redraws the new board once
            self.board.move_tab.select_move(None, None)
        self.board.view._fitted = False
        return self.board.run(lambda: change)

    def load_illustration(self, n: int) -> bool:
        ok = self.run("load_illustration", n)
        if ok:
            self.board.view._fitted = False
        return ok

    def import_dialog(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self, self.tr("Import a road network"), str(Path.home()), self.tr("Road network (*.json)"))
        if path:
            self.import_network(path)

    def export_dialog(self) -> None:
        path, _ = QFileDialog.getSaveFileName(self, self.tr("Export the road network"), "board.json", self.tr("Road network (*.json)"))
        if path:
            self.game.roads.export_network(path)
            self.board.say(fill(self.tr("Board written to %1"), path))

    # -- showing -----------------------------------------------------------------------------------
    def refresh(self) -> None:
        self.scan_status.setText(self.board.backdrop.status())
        net = self.game.network
        towns = sorted(net.towns) if net else []
        if self.road_from not in towns:
            self.road_from = None
        for box in (self.ed_town, self.la_town):
            fill_towns(box, towns)
        self.la_list.clear()
        for la in (net.landing_areas.values() if net else []):
            self.la_list.addItem(fill(self.tr("%1 → %2 (%n a turn, Zone %3)", "", la.capacity), la.name, la.town, la.zone)
                                 if la.zone else fill(self.tr("%1 → %2 (%n a turn)", "", la.capacity), la.name, la.town))
        self._fill_town()

    def _fill_town(self) -> None:
        name, doc = self.ed_town.currentText(), self.game.doc
        t = next((t for t in (doc or {}).get("towns", []) if t["name"] == name), None)
        if t is None:
            return
        self.ed_name.setText(name)
        self.ed_air.setChecked(bool(t.get("air_strip")))
        self.ed_zone.setText(t.get("zone") or "")
        for f, cb in self.ed_flags.items():
            cb.setChecked(f in t.get("flags", []))
        side, force = self.game.record.force_in(name)
        self.ed_side.setCurrentIndex(0 if side is None else 1 + rules.SIDES.index(side))
        self.ed_large.setValue(force.large)
        self.ed_small.setValue(force.small)
