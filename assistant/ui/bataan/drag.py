"""Dragging figures on the Bataan board: one change per finished drag. In a movement phase the drag also
records each figure's move (walk / run / crawl from the B7 cost) in the same change (B8)."""

from __future__ import annotations

import math

from PySide6.QtWidgets import QMessageBox

from assistant.ui.i18n import fill, tr_message, translate

from assistant.core.errors import InputError
from assistant.games.bataan.sequence import MoveMode


class FigureDrag:
    """The drag gesture of the select tool, and moves made as a drag would make them."""

    def __init__(self, board):
        self.board = board
        self.current: dict | None = None    # start, the figures' original centres, moved yet

    @property
    def active(self) -> bool:
        return self.current is not None

    def begin(self, pt) -> None:
        b = self.board
        figs = b.table._figures
        orig = {fid: figs[fid].centre for fid in b.state.selection if fid in figs}
        self.current = {"start": (pt.x(), pt.y()), "orig": orig, "moved": False}
        b.reach_overlay.setVisible(False)

    def to(self, pt) -> None:
        b, d = self.board, self.current
        dx, dy = pt.x() - d["start"][0], pt.y() - d["start"][1]
        if not d["moved"] and math.hypot(dx, dy) * b.view.px_per_in() < 3:
            return
        d["moved"] = True
        w, h = b.table.width_in, b.table.height_in
        for fid, (ox, oy) in d["orig"].items():
            nx = min(max(ox + dx, 0.0), w)
            ny = min(max(oy + dy, 0.0), h)
            f = b.table.move_figure(fid, round(nx, 2), round(ny, 2))
            b.items[fid].set_figure(f)
        b.request_compute()

    def end(self, pt) -> bool:
        b, d = self.board, self.current
        self.to(pt)
        self.current = None
        ok = False
        if d["moved"]:
            figs = b.table._figures
            moved = [fid for fid, c in d["orig"].items() if figs[fid].centre != c]
            if moved:
                fid = moved[0]
                (ox, oy), f = d["orig"][fid], figs[fid]
                dist = math.hypot(f.x - ox, f.y - oy)
                text = (fill(translate("BataanBoard", "Move %1 %2\""), fid, f"{dist:.1f}") if len(moved) == 1 else
                        fill(translate("BataanBoard", "Move %n figure(s) %1\"", "", len(moved)), f"{dist:.1f}"))
                ok = self.commit_moves({m: figs[m].centre for m in moved}, text)
        b.recompute()
        b.update_reach()
        return ok

    def move_figures(self, moves: dict[str, tuple[float, float]]) -> bool:
        """Move figures as one finished drag would (for scripts and tests)."""
        b = self.board
        for fid, (x, y) in moves.items():
            b.items[fid].set_figure(b.table.move_figure(fid, x, y))
        ok = self.commit_moves(dict(moves), fill(translate("BataanBoard", "Move %1"), ", ".join(moves)))
        b.recompute()
        return ok

    def commit_moves(self, moves: dict[str, tuple[float, float]], text: str) -> bool:
        """Outside the movement phases a drag only moves figures (set-up, corrections). In a movement phase
        it also records each figure's move (walk / run / crawl from the B7 cost) in the SAME change, so
        fire permission follows the table (B8); a drag past the allowance is refused and nothing changes."""
        b = self.board
        game = b.game
        if not b.in_movement_phase():
            # the set-up's placement, or (once play has begun) a correction the referee confirms (issue 23.3)
            if game.turn.placing_is_correction() and not b.ask_correction(text):
                b.reload()
                b.say(translate("BataanBoard", "Move cancelled: nothing changed"))
                return False
            try:
                change = game.turn.place_figures(moves, text)
            except InputError as err:
                return self.refuse(tr_message(err.message))
            ok = b.push_and_log(change)
            if not ok:
                b.reload()
            return ok
        try:
            plan = game.drags.drag_plan(moves)
        except InputError as err:
            return self.refuse(str(err.message))
        bad = [d.problem for d in plan if d.problem]
        if bad:
            return self.refuse("\n".join(bad))
        modes: dict[str, MoveMode] = {}
        asks = [d for d in plan if d.ask]
        if asks:
            got = b.ask_mode(asks)
            if not got:
                b.reload()
                b.say(translate("BataanBoard", "Move cancelled"))
                return False
            modes.update({k: MoveMode(v) for k, v in got.items()})
        try:
            change = game.drags.record_drag(moves, modes, text)
        except InputError as err:
            return self.refuse(str(err.message))
        ok = b.push_and_log(change)
        if not ok:
            b.reload()
        return ok

    def refuse(self, why: str) -> bool:
        """The figures go back where they were; the reason goes to the referee's Results list (no modal
        box in the middle of play), or to the error box when no panel is mounted."""
        b = self.board
        b.reload()
        panel = getattr(b, "referee_panel", None)
        if panel is None:
            b.show_error(translate("BataanBoard", "Move refused"), fill(translate("BataanBoard", "%1\nNothing was changed."), why))
            return False
        lines = [ln for ln in str(why).splitlines() if ln.strip()] or [translate("BataanBoard", "refused")]
        panel.say(fill(translate("BataanBoard", "Move refused: %1 (nothing changed)"), lines[0]))
        for ln in lines[1:]:
            panel.say(f"    {ln}")
        b.say(fill(translate("BataanBoard", "Move refused: %1"), lines[0]))
        return False


def ask_walk_or_run(parent, asks) -> dict[str, str] | None:
    """B28: the move is within the margin of the walk allowance; the referee says walk or run."""
    ids = ", ".join(d.figure for d in asks[:6]) + (" ..." if len(asks) > 6 else "")
    box = QMessageBox(parent)
    box.setWindowTitle(translate("BataanBoard", "Walk or run? (B28)"))
    box.setText(fill(translate("BataanBoard", "%1: the move costs %2\", within the margin of the 4\" walk.\n"
                                              "Walk: half dice this turn. Run: no fire or grenade (B8)."),
                     ids, f"{asks[0].total_in:.2f}"))
    walk = box.addButton(translate("BataanBoard", "Walk"), QMessageBox.ButtonRole.AcceptRole)
    run = box.addButton(translate("BataanBoard", "Run"), QMessageBox.ButtonRole.AcceptRole)
    box.addButton(QMessageBox.StandardButton.Cancel)
    box.exec()
    pick = {walk: "walk", run: "run"}.get(box.clickedButton())
    return {d.figure: pick for d in asks} if pick else None
