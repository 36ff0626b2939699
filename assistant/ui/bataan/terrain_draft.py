"""Drawing a new terrain feature on the Bataan board: the points clicked so far (the draft), shown by the
edit overlay, kept as one undoable change when finished."""

from __future__ import annotations

from assistant.core.errors import InputError
from assistant.ui.i18n import fill, translate

from . import terrain_edit


class TerrainDraft:
    def __init__(self, board):
        self.board = board
        self.points: list[tuple[float, float]] = []

    def kind(self) -> str:
        return self.board.kind_box.currentData()

    def add(self, pt) -> None:
        self.points.append((round(pt.x(), 2), round(pt.y(), 2)))
        self.show()

    def hover(self, pt) -> None:
        if self.points:
            self.board.edit_overlay.mouse = (pt.x(), pt.y())
            self.show()

    def undo_point(self) -> None:
        if self.points:
            self.points.pop()
            self.show()

    def cancel(self) -> None:
        self.points = []
        self.board.edit_overlay.mouse = None
        self.show()

    def show(self) -> None:
        ov = self.board.edit_overlay
        ov.points = list(self.points)
        ov.closed = self.kind() in terrain_edit.AREA_TOOL_KINDS
        ov.refresh()

    def finish(self) -> bool:
        pts, self.points = self.points, []
        self.board.edit_overlay.mouse = None
        self.show()
        return self.add_terrain(self.kind(), pts, self.board.width_box.value())

    def add_terrain(self, kind: str, points, width_in: float | None = None, name: str = "") -> bool:
        """Keep a new terrain feature (one undoable change), or say why not and change nothing."""
        b = self.board
        line = kind in terrain_edit.LINE_TOOL_KINDS
        try:
            feat = terrain_edit.make_feature(b.table, kind, points, width_in if line else None, name=name)
        except InputError as err:
            b.show_error(fill(translate("BataanBoard", "%1 not kept"), translate("BataanBoard", kind.title())), str(err))
            return False
        cand = b.candidate(features=list(b.table.features) + [feat])
        return cand is not None and b.commit(cand, fill(translate("BataanBoard", "Draw %1"), feat.id))
