"""Units on a hex board (Tarawa, Saipan): counters drawn on the map, picked and moved by the referee
with the 'Units' tool (click a stack to pick it, click another hex to move it there: one undoable
change), and a side tab listing every stack, with placing, moving and removing by hand.

The board supplies the game: ``load_units()``, ``push_units(old, new, text)``, ``counter_of(unit)``,
``unit_line(unit)``, ``unit_kinds`` and ``new_unit(side, kind, name, ratings, hex)``.
"""

from __future__ import annotations

from html import escape
from dataclasses import replace

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import (
    QComboBox, QFormLayout, QGroupBox, QHBoxLayout, QLabel, QLineEdit, QListWidget, QListWidgetItem,
    QPushButton, QSizePolicy, QToolButton, QVBoxLayout, QWidget,
)

from assistant.core.errors import InputError
from assistant.core.hexes import Hex

from assistant.ui import theme
from assistant.ui.i18n import fill, translate

from .hexview import set_counters

SIDE_COLOUR = {"us": "#1565c0", "japanese": "#b71c1c"}


def _note(text: str) -> QLabel:
    lbl = QLabel(text)
    lbl.setWordWrap(True)
    lbl.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
    return lbl


class UnitsMixin:
    """Picking, moving and drawing units; mixed into a ``HexBoard``."""

    picked: list[str]
    target: Hex | None

    def init_units(self, tool_group) -> None:
        self.picked = []
        self.target = None
        self.units_btn = QToolButton()
        self.units_btn.setText(translate("hexmap", "Units"))
        self.units_btn.setToolTip(translate("hexmap", "Click a stack to pick it; click another hex to move the picked "
                                                      "units there (one undoable change). Click the stack again to "
                                                      "drop the pick."))
        self.units_btn.setCheckable(True)
        tool_group.addButton(self.units_btn)
        self.frame.add_tool(self.units_btn)
        self.units_btn.toggled.connect(lambda on: on and self.zoom_to_units())
        self.units_panel = UnitsPanel(self)

    def zoom_to_units(self) -> None:
        """Zoomed out too far to read a counter: zoom in on the picked units (else the US units)."""
        units = self.units()
        pool = [u for u in units if u.id in set(self.picked)] or [u for u in units if u.side == "us"] or units
        if not pool or self.view.hex_px() >= 56:
            return
        pts = [self.view.geo.centre(self.map.parse(u.hex)) for u in pool if u.hex]
        if not pts:
            return
        from PySide6.QtCore import QPointF

        c = QPointF(sum(p.x() for p in pts) / len(pts), sum(p.y() for p in pts) / len(pts))
        self.view._auto_fit = False
        self.view.zoom(64.0 / self.view.hex_px(), anchor_centre=True)
        self.view.centerOn(c)

    def units(self) -> list:
        return self.load_units()

    def units_in(self, h: Hex, units=None) -> list:
        return [u for u in (units if units is not None else self.units()) if u.hex and self.map.parse(u.hex) == h]

    def pick(self, ids) -> None:
        self.picked = list(ids)
        self.draw_units()
        self.units_panel.refresh()
        self.selectionChanged.emit()

    def clear_selection(self) -> None:
        """Esc (issue 23.3): no unit picked and no fire target, then what every hex board clears (the
        selected hex, A and B)."""
        self.target = None
        self.pick([])
        super().clear_selection()

    def picked_words(self) -> str:
        """"Selected: 2nd Bn 6th Marines (3-8) in 0528" for one unit, "3 units selected: ..." for more; the
        fire target after them."""
        ids = list(self.picked)
        if not ids:
            return ""
        by_id = {u.id: u for u in self.units()}
        units = [by_id[i] for i in ids if i in by_id]
        if len(units) == 1:
            u = units[0]
            where = (fill(translate("hexmap", "in %1"), u.hex) if u.hex else translate("hexmap", "off the map"))
            text = fill(translate("hexmap", "Selected: %1 (%2) %3"), u.label, u.counter_text(), where)
        else:
            names = ", ".join(u.label for u in units[:6]) + (" …" if len(units) > 6 else "")
            text = fill(translate("hexmap", "%n unit(s) selected: %1", "", len(units)), names)
        if self.target is not None:
            text += " " + fill(translate("hexmap", "→ target %1"), self.map.label(self.target))
        return text

    def pick_hex(self, h: Hex) -> None:
        self.pick([u.id for u in self.units_in(h)])

    def pick_or_move(self, h: Hex) -> None:
        """The 'Units' tool: pick the stack in ``h``, or move the picked units to ``h``."""
        units = self.units()
        picked = [u for u in units if u.id in self.picked]
        if not picked:
            self.pick_hex(h)
            return
        if all(u.hex and self.map.parse(u.hex) == h for u in picked):   # a unit off the map is picked from the list
            self.pick([])
            return
        self.move_picked(h)

    def move_picked(self, h: Hex) -> bool:
        units = self.units()
        ids = set(self.picked)
        moving = [u for u in units if u.id in ids]
        if not moving:
            return False
        label = self.map.label(h)
        new = [replace(u, hex=label) if u.id in ids else u for u in units]
        froms = sorted({u.hex for u in moving})
        names = ", ".join(u.label for u in moving)
        ok = self.push_units(units, new, fill(translate("hexmap", "Move %1 %2 → %3"), names, "/".join(froms), label))
        if ok:
            self.picked = []
            self.units_panel.refresh()
        return ok

    def draw_units(self) -> None:
        stacks: dict[Hex, list] = {}
        for u in self.units():
            if u.hex:
                stacks.setdefault(self.map.parse(u.hex), []).append(self.counter_of(u))
        set_counters(self.view, "units", stacks, self.picked, self.target)

    def units_hover(self, h: Hex) -> str:
        here = self.units_in(h)
        return "; ".join(self.unit_line(u, with_hex=False) for u in here)


class UnitsPanel(QWidget):
    """Every unit by hex (tick to pick), move to a typed hex, place a new unit, remove."""

    def __init__(self, board):
        super().__init__()
        self.board = board
        lay = QVBoxLayout(self)
        lay.addWidget(_note(translate("hexmap", "Pick with the <b>Units</b> tool (click a stack, then click where it "
                                                "goes) or tick units below. Each move is one change: Edit > Undo "
                                                "takes it back.")))
        self.picked_lbl = _note("")
        self.picked_lbl.setTextFormat(Qt.TextFormat.RichText)
        f = self.picked_lbl.font()
        f.setPointSize(f.pointSize() + 2)
        self.picked_lbl.setFont(f)
        lay.addWidget(self.picked_lbl)
        self.list = QListWidget()
        self.list.setMinimumHeight(200)
        self.list.setWordWrap(True)
        self.list.setAccessibleName(translate("hexmap", "Units by hex (tick to pick)"))
        self.list.itemChanged.connect(self._ticked)
        lay.addWidget(self.list, 1)
        row = QHBoxLayout()
        self.hex_edit = QLineEdit()
        self.hex_edit.setPlaceholderText(fill(translate("hexmap", "hex, e.g. %1"),
                                              getattr(board.measure, "example", "0528")))
        self.hex_edit.setAccessibleName(translate("hexmap", "Hex to move the picked units to"))
        move = QPushButton(translate("hexmap", "Move picked to hex"))
        move.clicked.connect(self.move_typed)
        remove = QPushButton(translate("hexmap", "Remove picked"))
        remove.clicked.connect(self.remove)
        row.addWidget(self.hex_edit, 1)
        row.addWidget(move)
        lay.addLayout(row)
        from assistant.ui.side_tabs import FlowLayout

        self.extra = FlowLayout(spacing=6)   # the board's own buttons wrap onto rows in the side column (issue 23.1)
        self.extra.addWidget(remove)
        lay.addLayout(self.extra)
        add = QGroupBox(translate("hexmap", "Place a unit"))
        form = QFormLayout(add)
        self.side = QComboBox()
        self.side.addItem(translate("hexmap", "US"), "us")
        self.side.addItem(translate("hexmap", "Japanese"), "japanese")
        self.kind = QComboBox()
        for k in board.unit_kinds:
            self.kind.addItem(k.replace("_", " "), k)
        self.name = QLineEdit()
        self.ratings = QLineEdit()
        self.ratings.setPlaceholderText(board.ratings_hint)
        self.at = QLineEdit()
        self.at.setPlaceholderText(translate("hexmap", "hex"))
        form.addRow(translate("hexmap", "Side"), self.side)
        form.addRow(translate("hexmap", "Type"), self.kind)
        form.addRow(translate("hexmap", "Name"), self.name)
        form.addRow(translate("hexmap", "Ratings"), self.ratings)
        form.addRow(translate("hexmap", "Hex"), self.at)
        place = QPushButton(translate("hexmap", "Place unit"))
        place.clicked.connect(self.place)
        form.addRow(place)
        lay.addWidget(add)
        self.error = _note("")
        self.error.setTextFormat(Qt.TextFormat.PlainText)   # messages quote unit labels: text, not markup
        self.error.setStyleSheet(theme.text_style("bad", self, "font-weight: bold"))
        lay.addWidget(self.error)
        self._refreshing = False

    def _fail(self, err: InputError) -> None:
        self.error.setText(err.message + (f" ({err.where})" if err.where else ""))

    def _ticked(self, item: QListWidgetItem) -> None:
        if self._refreshing:
            return
        uid = item.data(Qt.ItemDataRole.UserRole)
        picked = [p for p in self.board.picked if p != uid]
        if item.checkState() == Qt.CheckState.Checked:
            picked.append(uid)
        self.board.pick(picked)

    def move_typed(self) -> None:
        b = self.board
        try:
            h = b.map.parse(self.hex_edit.text().strip())
        except InputError as err:
            self._fail(err)
            return
        if not b.picked:
            self.error.setText(translate("hexmap", "Pick units first."))
            return
        self.error.setText("")
        b.move_picked(h)

    def remove(self) -> None:
        b = self.board
        units = b.units()
        gone = [u for u in units if u.id in set(b.picked)]
        if not gone:
            self.error.setText(translate("hexmap", "Pick units first."))
            return
        self.error.setText("")
        if b.push_units(units, [u for u in units if u.id not in set(b.picked)],
                        fill(translate("hexmap", "Remove %1"), ", ".join(u.label for u in gone))):
            b.picked = []
            self.refresh()

    def place(self) -> None:
        b = self.board
        units = b.units()
        try:
            label = b.map.label(b.map.parse(self.at.text().strip() or self.hex_edit.text().strip()))
            u = b.new_unit(self.side.currentData(), self.kind.currentData(), self.name.text().strip(),
                           self.ratings.text().strip(), label, {x.id for x in units})
        except InputError as err:
            self._fail(err)
            return
        self.error.setText("")
        b.push_units(units, units + [u], fill(translate("hexmap", "Place %1 in %2"), u.label, label))

    def _ink(self, side: str, on: str = "window") -> QColor:
        """The side's colour, made to read on this panel (light or dark palette)."""
        return theme.readable(SIDE_COLOUR.get(side, theme.css("text", self)), theme.colour(on, self))

    def refresh(self) -> None:
        b = self.board
        units = b.units()
        picked = [u for u in units if u.id in set(b.picked)]
        if picked:
            self.picked_lbl.setText(fill(translate("hexmap", "Picked: %1"), ", ".join(
                f"<b style='color:{self._ink(u.side).name()}'>{escape(u.label)}</b> ({escape(str(u.hex or translate('hexmap', 'off the map')))})"
                for u in picked)))   # a label from a shared database is text, never markup (issue 26)
        else:
            self.picked_lbl.setText(translate("hexmap", "Nothing picked."))
        self._refreshing = True
        self.list.clear()
        for u in sorted(units, key=lambda u: (u.hex, u.side)):
            item = QListWidgetItem(b.unit_line(u))
            item.setData(Qt.ItemDataRole.UserRole, u.id)
            item.setForeground(self._ink(u.side, "base"))
            item.setFlags(Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsUserCheckable)
            item.setCheckState(Qt.CheckState.Checked if u.id in set(b.picked) else Qt.CheckState.Unchecked)
            self.list.addItem(item)
        self._refreshing = False
