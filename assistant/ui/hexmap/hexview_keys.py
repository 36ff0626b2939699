"""The keyboard on every hex board (Luzon, Tarawa, Saipan): a selected hex (the keyboard cursor) that
Tab and the arrows move from counter to counter and place to place, Shift+arrows one hex at a time,
Enter picks it as a click would (A then B for the measurement, a stack with the Units tool), Ctrl+F
finds a hex number, a unit or a named place; zoom in, out, Fit and zoom to the selection; next turn
when the board has one (``board.next_turn()``).

Every key is a QAction with a shortcut, so Help > Keyboard shortcuts lists it: the moving keys act only
while the map has the focus (they are the side panel's keys otherwise); the others are in the View,
Game and Turn menus.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QObject, QPointF, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QLineEdit

from assistant.core.hexes import Hex, ring
from assistant.ui.i18n import fill, translate

ARROWS = {"Left": (-1.0, 0.0), "Right": (1.0, 0.0), "Up": (0.0, -1.0), "Down": (0.0, 1.0)}


def nearest_in_direction(origin: QPointF, direction: tuple[float, float],
                         points: dict[Hex, QPointF]) -> Hex | None:
    """The point nearest ``origin`` in the arrow's direction (within 60 degrees of it, the nearest
    and straightest first); None when nothing lies that way."""
    ux, uy = direction
    best, best_cost = None, None
    for h, p in points.items():
        dx, dy = p.x() - origin.x(), p.y() - origin.y()
        d = math.hypot(dx, dy)
        if d < 1e-6:
            continue
        cos = (dx * ux + dy * uy) / d
        if cos < 0.5:
            continue
        cost = d * (1.0 + 2.0 * (1.0 - cos))
        if best_cost is None or cost < best_cost:
            best, best_cost = h, cost
    return best


class HexKeys(QObject):
    """The keyboard of one hex board (``board.keys``)."""

    def __init__(self, board):
        super().__init__(board)
        self.board = board
        self.view = board.view
        self.find_edit = QLineEdit()
        self.find_edit.setPlaceholderText(translate("hexmap", "Find a hex, unit or place"))
        self.find_edit.setAccessibleName(translate("hexmap", "Find on the map"))
        self.find_edit.setClearButtonEnabled(True)
        self.find_edit.setMaximumWidth(200)
        self.find_edit.returnPressed.connect(lambda: self.find(self.find_edit.text()))
        self.find_edit.hide()
        board.frame.add_tool(self.find_edit)
        self.move_actions = self._move_actions()
        self.menu_actions = self._menu_actions()

    # -- actions ------------------------------------------------------------------------------------
    def _act(self, text: str, slot, keys, tip: str = "", menu: str = "", local: bool = False) -> QAction:
        act = QAction(text, self.board)
        act.setShortcuts([QKeySequence(k) for k in ([keys] if isinstance(keys, str) else keys)])
        if tip:
            act.setStatusTip(tip)
            act.setToolTip(tip)
        if menu:
            act.setProperty("menu", menu)
        act.triggered.connect(slot)
        if local:          # the map's own keys: only while the map has the focus
            act.setShortcutContext(Qt.ShortcutContext.WidgetShortcut)
            self.view.addAction(act)
        return act

    def _move_actions(self) -> list[QAction]:
        out = [
            self._act(translate("hexmap", "Next counter or place on the map"), lambda: self.cycle(1), "Tab",
                      local=True),
            self._act(translate("hexmap", "Previous counter or place on the map"), lambda: self.cycle(-1), "Shift+Tab",
                      local=True),
            self._act(translate("hexmap", "Pick the selected hex (as a click)"), self.pick,
                      ["Return", "Enter", "Space"], local=True),
        ]
        words = {"Left": translate("hexmap", "left"), "Right": translate("hexmap", "right"),
                 "Up": translate("hexmap", "up"), "Down": translate("hexmap", "down")}
        for name, vec in ARROWS.items():
            out.append(self._act(fill(translate("hexmap", "Select the nearest counter or place %1"), words[name]),
                                 lambda _=False, v=vec: self.step(v), name, local=True))
            out.append(self._act(fill(translate("hexmap", "Select the next hex %1"), words[name]),
                                 lambda _=False, v=vec: self.step_hex(v), f"Shift+{name}", local=True))
        return out

    def _menu_actions(self) -> list[QAction]:
        v = self.view
        out = [
            self._act(translate("hexmap", "Zoom in"), lambda: v.zoom(1.25, True), ["Ctrl++", "Ctrl+="],
                      translate("hexmap", "Zoom in on the map"), "view"),
            self._act(translate("hexmap", "Zoom out"), lambda: v.zoom(0.8, True), "Ctrl+-",
                      translate("hexmap", "Zoom out on the map"), "view"),
            self._act(translate("hexmap", "Fit land / whole map"), self.fit, "Ctrl+0",
                      translate("hexmap", "Show the land and the units as large as the view allows; again, the "
                                          "whole map"), "view"),
            self._act(translate("hexmap", "Zoom to selection"), self.zoom_to_selection, "Ctrl+Shift+0",
                      translate("hexmap", "Zoom to the selected hex, A and B, and the picked units"), "view"),
            self._act(translate("hexmap", "Find hex, unit or place"), self.open_find, "Ctrl+F",
                      translate("hexmap", "Type a hex number, a unit or a place; Enter selects it on the map"), "game"),
        ]
        if callable(getattr(self.board, "next_turn", None)):     # a board may name its own next step
            text, tip = getattr(self.board, "next_turn_words", lambda: (
                translate("hexmap", "Next turn"), translate("hexmap", "Move the turn marker on (undoable)")))()
            out.append(self._act(text, self.board.next_turn, "Ctrl+Return", tip, "turn"))
        return out

    # -- what the keys do ---------------------------------------------------------------------------
    def targets(self) -> dict[Hex, QPointF]:
        """The hexes Tab and the arrows stop at: counters, markers and named places on the map."""
        out: dict[Hex, QPointF] = {}
        for items in self.view.layers.values():
            for item in items:
                h = getattr(item, "hex", None)
                if h is not None and self.view.geo.map.contains(h):
                    out[h] = self.view.geo.centre(h)
        return out

    def _origin(self) -> QPointF:
        h = self.view.cursor_hex
        if h is not None:
            return self.view.geo.centre(h)
        return self.view.mapToScene(self.view.viewport().rect().center())

    def select(self, h: Hex | None) -> None:
        self.view.set_cursor_hex(h)
        if h is not None:
            self.view.ensure_hex_visible(h)
        self.board.describe_selection()

    def cycle(self, step: int) -> None:
        """Tab: the next counter or place in reading order (north to south, west to east)."""
        pts = self.targets()
        if not pts:
            return
        order = sorted(pts, key=lambda h: (round(pts[h].y() / 10.0), pts[h].x()))
        cur = self.view.cursor_hex
        i = order.index(cur) + step if cur in order else (0 if step > 0 else -1)
        self.select(order[i % len(order)])

    def step(self, direction: tuple[float, float]) -> None:
        """An arrow: the nearest counter or place that way (else the next hex that way)."""
        h = nearest_in_direction(self._origin(), direction, self.targets())
        if h is None:
            self.step_hex(direction)
            return
        self.select(h)

    def step_hex(self, direction: tuple[float, float]) -> None:
        """Shift+arrow: the neighbouring map hex most nearly that way."""
        cur = self.view.cursor_hex
        if cur is None:
            cur = self.view.geo.hex_at(self._origin())
            if cur is None:
                return
            self.select(cur)
            return
        around = {h: self.view.geo.centre(h) for h in ring(cur, 1) if self.view.geo.map.contains(h)}
        h = nearest_in_direction(self.view.geo.centre(cur), direction, around)
        if h is not None:
            self.select(h)

    def pick(self) -> None:
        """Enter: what a click on the selected hex does."""
        h = self.view.cursor_hex
        if h is not None:
            self.view.click_hex(h)
            self.board.describe_selection()

    def fit(self) -> str:
        """Ctrl+0 and the Fit button (issue 23.1): Fit land (the land and the units), again Fit all (the
        whole map); the status bar says which. Returns "land" or "all"."""
        shows = self.view.cycle_fit()
        if not self.view.has_land():
            text = translate("hexmap", "Fit: the whole map.")
        elif shows == "land":
            text = fill(translate("hexmap", "Fit: %1 (Ctrl+0 again: the whole map)."), self.board.land_words())
        else:
            text = fill(translate("hexmap", "Fit: the whole map (Ctrl+0 again: %1)."), self.board.land_words())
        hub = getattr(self.board, "hub", None)
        if hub is not None:
            hub.message.emit(text)
        return shows

    def zoom_to_selection(self) -> bool:
        hexes = self.board.selection_hexes()
        if not self.view.zoom_to_hexes(hexes):
            self.view._auto_fit = True
            self.view.fit()
            return False
        return True

    def open_find(self) -> None:
        self.find_edit.show()
        self.find_edit.setFocus(Qt.FocusReason.ShortcutFocusReason)
        self.find_edit.selectAll()

    def find(self, text: str) -> Hex | None:
        """Select (and bring into view) the hex a hex number, a unit or a place names; the answer is
        shown in the line under the map."""
        h, what = self.board.find_on_map(text)
        if h is None:
            self.board.frame.hover.setText(what)
            self.view.setAccessibleDescription(what)
            return None
        self.view.set_cursor_hex(h)
        if self.view.hex_px() < 30:
            self.view.zoom_to_hexes([h])
        self.view.ensure_hex_visible(h)
        self.board.describe_selection(prefix=what)
        self.view.setFocus(Qt.FocusReason.ShortcutFocusReason)
        return h
