"""The ruler on the Bataan board: drag from a figure or a point, add waypoints, and record the move it
shows (B1 distance, the B7 cost of every leg). It lives in the board's `ViewState`; the answers measure it."""

from __future__ import annotations

import math

from PySide6.QtCore import Qt

from assistant.ui.i18n import fill, translate

from assistant.games.bataan.rules import WALK_IN


class RulerGesture:
    def __init__(self, board):
        self.board = board
        self.active = False          # a mouse button is measuring
        self.button = None           # ... this one
        self.moved = False

    def begin(self, pt, button=Qt.MouseButton.LeftButton) -> None:
        b = self.board
        item = b.figure_at(pt)
        st = b.state
        st.ruler_from = item.fid if item else None
        st.ruler_start = b.table._figures[item.fid].centre if item else (pt.x(), pt.y())
        st.ruler_end = st.ruler_start
        st.ruler_to = None
        st.ruler_via = []
        self.active = True
        self.button = button
        self.moved = False
        b.request_compute()

    def can_add_waypoint(self) -> bool:
        st = self.board.state
        return st.ruler_end is not None and st.ruler_start is not None

    def add_waypoint(self, pt=None, button=None) -> bool:
        """The ruler's end so far becomes a waypoint and the path goes on to ``pt`` (B7 costs every leg).
        With ``button`` the new leg follows the mouse until that button is released."""
        st = self.board.state
        if not self.can_add_waypoint():
            return False
        if st.ruler_end != (st.ruler_via[-1] if st.ruler_via else st.ruler_start):
            st.ruler_via = list(st.ruler_via) + [st.ruler_end]
        if pt is not None:
            st.ruler_end = (pt.x(), pt.y()) if hasattr(pt, "x") else (float(pt[0]), float(pt[1]))
        st.ruler_to = None
        if button is not None:
            self.active = True
            self.button = button
        self.moved = True
        self.board.recompute()
        return True

    def move(self, pt) -> None:
        b = self.board
        st = b.state
        st.ruler_end = (pt.x(), pt.y())
        item = b.figure_at(pt)
        st.ruler_to = item.fid if item is not None and item.fid != st.ruler_from else None
        if math.hypot(pt.x() - st.ruler_start[0], pt.y() - st.ruler_start[1]) > 0.2:
            self.moved = True
        b.request_compute()

    def end(self, pt) -> None:
        self.move(pt)
        self.active = False
        if not self.moved:
            self.clear()
            return
        self.board.recompute()          # the ruler stays on the table until Esc or the next one

    def set(self, fid: str | None, end: tuple[float, float], start: tuple[float, float] | None = None,
            to: str | None = None, via=()) -> None:
        b = self.board
        st = b.state
        st.ruler_from = fid
        st.ruler_start = b.table._figures[fid].centre if fid else start
        st.ruler_end = end
        st.ruler_to = to
        st.ruler_via = [tuple(p) for p in via]
        b.recompute()

    def clear(self) -> None:
        st = self.board.state
        st.ruler_from = st.ruler_start = st.ruler_end = st.ruler_to = None
        st.ruler_via = []
        self.active = False
        self.board.recompute()

    def take_back_waypoint(self) -> bool:
        st = self.board.state
        if not st.ruler_via:
            return False
        st.ruler_via = st.ruler_via[:-1]
        self.board.recompute()
        return True

    def record_move(self, mode: str | None = None) -> bool:
        """Record the move the ruler shows (BataanGame.record_move through the waypoints): the figure moves
        to the ruler's end, one change. The mode is the cheapest whose allowance covers the path's B7 cost
        (the referee is asked when it is too close to call), or ``mode``."""
        b = self.board
        st = b.state
        fid = st.ruler_from
        ans = b.answers.ruler
        if not fid or fid not in b.table._figures or st.ruler_end is None or ans is None or not ans.moves:
            b.show_error(translate("BataanBoard", "Move not recorded"),
                         translate("BataanBoard", "Measure from a figure first: drag the ruler from it (2 or right drag)."))
            return False
        if mode is None:
            mode = self._mode(fid, ans)
            if mode is None:
                return False
        to, via = st.ruler_end, list(st.ruler_via)
        ok = b.push_change(lambda: b.game.turn.record_move(fid, mode, to=to, via=via), translate("BataanBoard", "Move refused"))
        if ok:
            self.clear()
        return ok

    def _mode(self, fid: str, ans) -> str | None:
        """The cheapest mode that covers the path (asking the referee when it is too close to call)."""
        b = self.board
        game = b.game
        f = game.table().figure(fid)
        cost = ans.moves[0].cost_in
        crosses = "river" in ans.moves[0].by_ground_in
        prev = game.state.turn(fid)
        _modes, fits = game.drags.modes_for(f, cost, crosses_river=crosses)
        if prev.moved:
            b.show_error(translate("BataanBoard", "Move not recorded"),
                         fill(translate("BataanBoard", "%1 has already moved this turn (%2)."), fid, prev.mode.value))
            return None
        if not fits:
            over = [m for m in ans.moves if not m.legal]
            why = over[-1].problems[0] if over and over[-1].problems else \
                fill(translate("BataanBoard", "the path costs %1\""), f"{cost:.2f}")
            b.show_error(translate("BataanBoard", "Move refused"),
                         fill(translate("BataanBoard", "%1: %2 (B7). Nothing was changed."), fid, why))
            return None
        mode = fits[0].value
        if len(fits) > 1 and mode == "walk" and abs(cost - WALK_IN) <= b.table.rulings.b28_margin_in:
            from assistant.games.bataan.previews import DragMove

            st = b.state
            got = b.ask_mode([DragMove(fid, st.ruler_end, fits[0], cost, cost, tuple(fits), True)])
            if not got:
                return None
            mode = got[fid]
        return mode
