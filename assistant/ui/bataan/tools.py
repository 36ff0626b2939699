"""The editing tools of the table (the small toolbar above the view). Each tool turns mouse gestures
into a board call; the board makes the one undoable change when a gesture ends."""

from __future__ import annotations

import math

from PySide6.QtCore import QT_TRANSLATE_NOOP, QPointF, Qt
from PySide6.QtWidgets import QGraphicsView

from .items import FigureItem


def _left(ev) -> bool:
    return ev.button() == Qt.MouseButton.LeftButton


class Tool:
    key = ""
    title = ""
    tip = ""
    shortcut = ""
    cursor = Qt.CursorShape.ArrowCursor

    def __init__(self, board):
        self.board = board

    def activate(self) -> None:
        self.board.view.viewport().setCursor(self.cursor)

    def deactivate(self) -> None:
        pass

    def press(self, ev, pt: QPointF) -> bool:
        return False

    def move(self, ev, pt: QPointF) -> bool:
        return False

    def release(self, ev, pt: QPointF) -> bool:
        return False

    def double_click(self, ev, pt: QPointF) -> bool:
        return False

    def key_press(self, ev) -> bool:
        return False


class SelectTool(Tool):
    key, shortcut = "select", "1"
    title = QT_TRANSLATE_NOOP("BataanTools", "Select / move")
    tip = QT_TRANSLATE_NOOP("BataanTools", "Click a figure to select it (Ctrl adds), drag to move (one undoable step), drag on the cloth to box-select")

    def activate(self) -> None:
        super().activate()
        self.board.view.setDragMode(QGraphicsView.DragMode.RubberBandDrag)

    def deactivate(self) -> None:
        self.board.view.setDragMode(QGraphicsView.DragMode.NoDrag)

    def press(self, ev, pt):
        if not _left(ev):
            return False
        item = self.board.figure_at(pt)
        if item is None:
            if not (ev.modifiers() & (Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)):
                self.board.clear_selection()
            return False          # the view's rubber band takes it
        add = bool(ev.modifiers() & (Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier))
        if add and item.isSelected():
            item.setSelected(False)
            return True
        if not item.isSelected():
            if not add:
                self.board.clear_selection()
            item.setSelected(True)
        self.board.drag.begin(pt)
        return True

    def move(self, ev, pt):
        if self.board.drag.active:
            self.board.drag.to(pt)
            return True
        return False

    def release(self, ev, pt):
        if self.board.drag.active and _left(ev):
            self.board.drag.end(pt)
            return True
        return False


class RulerTool(Tool):
    key, shortcut = "ruler", "2"
    title = QT_TRANSLATE_NOOP("BataanTools", "Ruler")
    tip = QT_TRANSLATE_NOOP("BataanTools", "Drag from a figure: B1 distance and the walk / run allowance used and left (B7). Shift+click (or click "
           "the other button while dragging) adds a waypoint, Backspace takes it back; Ctrl+Shift+Return records "
           "the move. Right-drag works in any tool")
    cursor = Qt.CursorShape.CrossCursor

    def press(self, ev, pt):
        if _left(ev):
            if ev.modifiers() & Qt.KeyboardModifier.ShiftModifier and self.board.ruler.can_add_waypoint():
                self.board.ruler.add_waypoint(pt, Qt.MouseButton.LeftButton)
            else:
                self.board.ruler.begin(pt)
            return True
        return False

    def move(self, ev, pt):
        if self.board.ruler.active:
            self.board.ruler.move(pt)
            return True
        return False

    def release(self, ev, pt):
        if self.board.ruler.active and _left(ev):
            self.board.ruler.end(pt)
            return True
        return False


class DrawTerrainTool(Tool):
    key, shortcut = "draw", "3"
    title = QT_TRANSLATE_NOOP("BataanTools", "Draw terrain")
    tip = QT_TRANSLATE_NOOP("BataanTools", "Click points; double-click or Enter to finish, Backspace takes the last point back, Esc cancels. "
           "Swamps, clearings and entrenchments are outlines; roads, paths, streams and the river lines with a width")
    cursor = Qt.CursorShape.CrossCursor

    def deactivate(self) -> None:
        self.board.draft.cancel()

    def press(self, ev, pt):
        if _left(ev):
            self.board.draft.add(pt)
            return True
        return False

    def move(self, ev, pt):
        self.board.draft.hover(pt)
        return False

    def double_click(self, ev, pt):
        if _left(ev):
            self.board.draft.finish()
            return True
        return False

    def key_press(self, ev):
        k = ev.key()
        if k in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.board.draft.finish()
            return True
        if k == Qt.Key.Key_Backspace:
            self.board.draft.undo_point()
            return True
        if k == Qt.Key.Key_Escape:
            self.board.draft.cancel()
            return True
        return False


class ReshapeTerrainTool(Tool):
    key, shortcut = "reshape", "4"
    title = QT_TRANSLATE_NOOP("BataanTools", "Reshape terrain")
    tip = QT_TRANSLATE_NOOP("BataanTools", "Click a terrain feature, then drag its square handles (or its body to move it); Delete removes it")
    cursor = Qt.CursorShape.PointingHandCursor

    def deactivate(self) -> None:
        self.board.reshape.select(None)

    def press(self, ev, pt):
        if _left(ev):
            self.board.reshape.press(pt)
            return True
        return False

    def move(self, ev, pt):
        return self.board.reshape.move(pt)

    def release(self, ev, pt):
        if _left(ev):
            return self.board.reshape.release(pt)
        return False


class PlaceTool(Tool):
    key, shortcut = "place", "5"
    title = QT_TRANSLATE_NOOP("BataanTools", "Place figures")
    tip = QT_TRANSLATE_NOOP("BataanTools", "Click to place the chosen figures at the leader's spot; drag to face them (line, column or wedge "
           "at the spacing)")
    cursor = Qt.CursorShape.CrossCursor

    def __init__(self, board):
        super().__init__(board)
        self.anchor: QPointF | None = None

    def press(self, ev, pt):
        if _left(ev):
            self.anchor = pt
            return True
        return False

    def release(self, ev, pt):
        if self.anchor is None or not _left(ev):
            return False
        a, self.anchor = self.anchor, None
        d = pt - a
        heading = math.degrees(math.atan2(d.y(), d.x())) if math.hypot(d.x(), d.y()) > 0.5 else None
        self.board.place_at(a.x(), a.y(), heading)
        return True


class BlastTool(Tool):
    """Grenades and knee mortars from the board (B12, B13, issue 13.4): the blast template follows the
    mouse; a click lays it there and opens the Grenade (or Knee mortar) dialog for the selected thrower
    with that point, its range, who is caught and the odds. Esc puts the tool down."""

    key, shortcut = "blast", "G"
    title = QT_TRANSLATE_NOOP("BataanTools", "Grenade / knee mortar")
    tip = QT_TRANSLATE_NOOP("BataanTools", "Select the thrower, then click where the grenade lands: the Grenade dialog opens with that point, "
           "its range, who is caught and the odds (a knee mortar man's throw opens as a knee mortar). Esc cancels")
    cursor = Qt.CursorShape.CrossCursor

    def __init__(self, board):
        super().__init__(board)
        self._shown_before = False

    def activate(self) -> None:
        super().activate()
        b = self.board
        self._shown_before = b.state.show_blast
        b.fit_blast_to_thrower()
        if not b.act_blast.isChecked():
            b.act_blast.setChecked(True)

    def deactivate(self) -> None:
        if not self._shown_before:
            self.board.act_blast.setChecked(False)

    def press(self, ev, pt):
        if _left(ev):
            self.board.throw_at(pt.x(), pt.y())
            return True
        return False

    def key_press(self, ev):
        if ev.key() == Qt.Key.Key_Escape:
            self.board.set_tool("select")
            return True
        return False


TOOLS = (SelectTool, RulerTool, DrawTerrainTool, ReshapeTerrainTool, PlaceTool, BlastTool)
__all__ = ["TOOLS", "Tool", "FigureItem"]
