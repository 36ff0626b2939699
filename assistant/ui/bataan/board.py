"""The Last Stand on Bataan board: the table in inches, its editing tools, overlays and answers.

``make_board(hub, session)`` is what the main window calls. The board reads the table from the
game's records (``persist.load_table``), draws it, and turns every finished gesture into one
``persist.table_change`` pushed through ``hub.push``; it redraws from the records on
``hub.recordChanged``, so undo and redo move figures and terrain back. Rules are asked of the
Qt-free core (``answers.compute``) at most once per frame while something is dragged.

Scene coordinates are table inches, x to the right and y down the screen.
"""

from __future__ import annotations

import math
import os
import time
from pathlib import Path

from PySide6.QtCore import QRectF, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import (
    QComboBox, QDoubleSpinBox, QFileDialog, QGraphicsScene, QLabel, QMenu, QMessageBox, QSpinBox, QToolBar,
    QVBoxLayout, QWidget,
)
from shapely.geometry import Point

from assistant.core.errors import InputError
from assistant.games.bataan.table import reach as core_reach
from assistant.games.bataan.table import tablefile
from assistant.games.bataan.table.figures import ROLES
from assistant.games.bataan.table.model import Table
from assistant.games.bataan.table.movement import mode_problems
from assistant.games.bataan import persist
from assistant.games.bataan.rules import WALK_IN
from assistant.games.bataan.game import BataanGame
from assistant.games.bataan.game_state import GameState
from assistant.games.bataan.stored_table import follow

from . import formations, terrain_edit
from .answers import BLAST_RADII_IN, Answers, ViewState, compute
from .background import terrain_picture
from .items import FigureItem
from .overlays import (
    ArrowsOverlay, BlastOverlay, CommandOverlay, ContactsOverlay, ReachOverlay, RulerOverlay, SightOverlay, TerrainEditOverlay,
)
from .tools import TOOLS
from .view import TableView

FRAME_S = 1 / 60           # recompute rules at most this often while dragging
DEMO_ENV = "TABLE_ASSISTANT_DEMO_OVERLAYS"


def make_board(hub, session) -> QWidget:
    from assistant.ui.bataan.flow import install

    board = BataanBoard(hub, session)
    install(board, hub)  # the referee panel: phases, fire, grenades, melee, waves, victory
    want = os.environ.get(DEMO_ENV, "")
    if want == "1" or (want != "0" and board.is_fresh_demo()):
        board.show_demo_overlays()
    return board


class BataanBoard(QWidget):
    answersChanged = Signal(object)      # Answers
    reachChanged = Signal(object)        # (figure id, {mode: Reach}) or None

    def __init__(self, hub, session):
        super().__init__()
        self.hub = hub
        self.session = session
        self.state = ViewState()
        self.answers = Answers([])
        self.last_message = ""
        self.items: dict[str, FigureItem] = {}
        self._drag = None
        self.ruler_active = False
        self._ruler_moved = False
        self.draft: list[tuple[float, float]] = []
        self.sel_feature: str | None = None
        self._reshape = None
        self._reach_key = None
        self.reach_areas: dict = {}
        self._last_compute = 0.0
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self.recompute)
        self.compute_count = 0

        self.scene = QGraphicsScene(self)      # the default BSP index
        self.view = TableView(self.scene, self)
        self.command_overlay = CommandOverlay()
        self.sight_overlay = SightOverlay()
        self.ruler_overlay = RulerOverlay()
        self.blast_overlay = BlastOverlay()
        self.contacts_overlay = ContactsOverlay()
        self.reach_overlay = ReachOverlay()
        self.edit_overlay = TerrainEditOverlay()
        self.arrows_overlay = ArrowsOverlay()
        self.game = BataanGame(session)        # the referee engine, shared with the referee panel
        self.destroyed.connect(self.game.close)
        self._stored_terrain = None
        self._ruler_button = None
        # how the referee picks walk or run when a move is too close to call (B28); tests replace it
        self.ask_mode = self._ask_mode_dialog
        self.scene.addItem(self.command_overlay.circle_item)
        for item in (self.command_overlay, self.sight_overlay, self.ruler_overlay, self.blast_overlay,
                     self.contacts_overlay, self.reach_overlay, self.edit_overlay, self.arrows_overlay):
            self.scene.addItem(item)

        self.table = self._load_table()
        self._build_actions()
        self._build_toolbar()
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.setSpacing(0)
        lay.addWidget(self.toolbar)
        lay.addWidget(self.view, 1)

        self._apply_terrain()
        self._sync_items()
        self.tools = {cls.key: cls(self) for cls in TOOLS}
        self.tool = self.tools["select"]
        self.set_tool("select")
        self.scene.selectionChanged.connect(self._on_selection_changed)
        self.view.zoomed.connect(lambda _z: self.place_tags())
        self.view.scrolled.connect(self.place_tags)
        hub.recordChanged.connect(self._on_record_changed)
        self.recompute()

    # ==== the model ===================================================================================
    def _load_table(self) -> Table:
        try:
            stored = self.game.table()
        except InputError as err:
            s = self.session
            self._error("The stored table cannot be read", f"{err}\nAn empty table is shown instead.")
            return Table(120, 60, rulings=persist.rulings_of(s.settings) if s.settings else None)
        self._stored_terrain = stored.terrain
        return stored.copy()

    def reload(self) -> None:
        """Make the drawn table match the records (after any change, undo or redo): the game's stored
        table is kept in step with each change; the board's own copy (which a drag moves) follows it."""
        try:
            stored = self.game.table()
        except InputError as err:
            self._error("The stored table cannot be read", str(err))
            return
        if stored.terrain is not self._stored_terrain:
            self.table = stored.copy()
            self._stored_terrain = stored.terrain
            self._apply_terrain()
        else:
            follow(self.table, stored)
        self._sync_items()
        if self.sel_feature and not any(f.id == self.sel_feature for f in self.table.features):
            self.sel_feature = None
        self.select_feature(self.sel_feature)
        self.recompute()
        self._update_reach()

    def _on_record_changed(self, change) -> None:
        self.game.sync(change)            # the shared game first, whoever else is told before it
        if self._drag is not None:
            return
        tables = change.tables() if hasattr(change, "tables") else {"records"}
        if "records" in tables or "games" in tables:
            self.reload()

    def _apply_terrain(self) -> None:
        t = self.table
        self.view.set_terrain(terrain_picture(t.terrain), QRectF(0, 0, t.width_in, t.height_in))
        self._reach_key = None

    def _sync_items(self) -> None:
        figs = self.table._figures
        self.scene.blockSignals(True)
        try:
            for fid in [k for k in self.items if k not in figs]:
                item = self.items.pop(fid)
                self.scene.removeItem(item)
            for fid, f in figs.items():
                item = self.items.get(fid)
                if item is None:
                    item = self.items[fid] = FigureItem(f)
                    self.scene.addItem(item)
                elif item.fig != f:
                    item.set_figure(f)
        finally:
            self.scene.blockSignals(False)
        self.state.selection = [fid for fid in self.state.selection if fid in self.items and
                                self.items[fid].isSelected()]

    def _error(self, title: str, text: str) -> None:
        self.last_message = f"{title}: {text}"
        self.hub.error.emit(title, text)

    def _candidate(self, features=None, figures=None) -> Table | None:
        t = self.table
        try:
            return Table(t.width_in, t.height_in, t.features if features is None else features,
                         list(t._figures.values()) if figures is None else figures, t.rulings, name=t.name)
        except InputError as err:
            self._error("Not changed", str(err))
            return None

    def commit(self, table: Table, text: str) -> bool:
        """One undoable change making the records match ``table``."""
        s = self.session
        change = persist.table_change(s.store, s.game_id, table, text)
        if not change.ops:
            return False
        ok = self.hub.push(change)
        if not ok:
            self.reload()
        return ok

    # ==== answers, once per frame =====================================================================
    def request_compute(self) -> None:
        wait = FRAME_S - (time.perf_counter() - self._last_compute)
        if wait <= 0 and not self._timer.isActive():
            self.recompute()
        elif not self._timer.isActive():
            self._timer.start(max(1, int(wait * 1000)))

    def recompute(self) -> None:
        self._timer.stop()
        self._last_compute = time.perf_counter()
        self.compute_count += 1
        st = self.state
        game = GameState.from_state(self.session.state or {})
        st.banzai = game.banzai.in_force(game.clock.wave)  # a Banzai Charge lifts command (B6)
        self.apply_answers(compute(self.table, st))

    def apply_answers(self, ans: Answers) -> None:
        """Show the answers: the overlays repaint only what changed, then the panel."""
        st = self.state
        self.answers = ans
        self.command_overlay.setVisible(st.show_command)
        self.command_overlay.refresh(self.table, ans, self.items, st.show_command)
        self.sight_overlay.setVisible(st.show_sight)
        self.sight_overlay.refresh(self.table, ans)
        self.ruler_overlay.refresh(self.table, ans.ruler)
        self.blast_overlay.setVisible(st.show_blast)
        self.blast_overlay.refresh(self.table, ans, st)
        self.contacts_overlay.setVisible(st.show_contacts)
        self.contacts_overlay.refresh(self.table, ans)
        self.place_tags()
        self.answersChanged.emit(ans)

    def place_tags(self) -> None:
        for ov in (self.sight_overlay, self.ruler_overlay, self.blast_overlay, self.arrows_overlay):
            ov.tag.keep_in(self.view)

    def _update_reach(self) -> None:
        sel = self.state.selection
        if not self.state.show_reach or len(sel) != 1 or self._drag is not None or sel[0] not in self.table._figures:
            self.reach_overlay.setVisible(False)
            self.reach_areas = {}
            self.reachChanged.emit(None)
            return
        f = self.table._figures[sel[0]]
        key = (f, id(self.table.terrain))
        if key != self._reach_key:
            self._reach_key = key
            modes = [m for m in ("walk", "run", "crawl") if not mode_problems(f, m)]
            self.reach_areas = {m: core_reach.reach(self.table, f.id, m) for m in modes}
        walk = self.reach_areas.get("walk") or self.reach_areas.get("crawl")
        run = self.reach_areas.get("run")
        self.reach_overlay.refresh(walk.area if walk else None, run.area if run else None)
        self.reach_overlay.setVisible(True)
        self.reachChanged.emit((f.id, self.reach_areas))

    # ==== selection ===================================================================================
    def _on_selection_changed(self) -> None:
        now = {it.fid for it in self.scene.selectedItems() if isinstance(it, FigureItem)}
        order = [fid for fid in self.state.selection if fid in now]
        order += sorted(now - set(order))
        self.state.selection = order
        self.act_delete.setEnabled(bool(order) or self.sel_feature is not None)
        if self._drag is None:
            self.recompute()
            self._update_reach()

    def select(self, ids: list[str]) -> None:
        """Select these figures, in this order (the first is the shooter, the first two the sight line)."""
        self.scene.blockSignals(True)
        for it in self.scene.selectedItems():
            it.setSelected(False)
        for fid in ids:
            self.items[fid].setSelected(True)
        self.scene.blockSignals(False)
        self.state.selection = [fid for fid in ids if fid in self.items]
        self._on_selection_changed()

    def clear_selection(self) -> None:
        self.select([])

    def figure_at(self, pt) -> FigureItem | None:
        for it in self.scene.items(pt):
            if isinstance(it, FigureItem):
                return it
        return None

    # ==== mouse dispatch (from the view) ==============================================================
    def on_press(self, ev, pt) -> bool:
        self.view.setFocus()
        if self.ruler_active and ev.button() != self._ruler_button:
            self.ruler_add_waypoint(pt)      # a click of the other button while measuring: a waypoint
            return True
        if ev.button() == Qt.MouseButton.RightButton:
            if ev.modifiers() & Qt.KeyboardModifier.ShiftModifier and self.can_add_waypoint():
                self.ruler_add_waypoint(pt, Qt.MouseButton.RightButton)
            else:
                self.ruler_begin(pt, Qt.MouseButton.RightButton)
            return True
        return self.tool.press(ev, pt)

    def on_move(self, ev, pt) -> bool:
        if self.ruler_active:
            self.ruler_move(pt)
            return True
        if self.state.show_blast:
            self.state.blast_at = (pt.x(), pt.y())
            self.request_compute()
        return self.tool.move(ev, pt)

    def on_release(self, ev, pt) -> bool:
        if self.ruler_active and ev.button() == self._ruler_button:
            menu_for = None
            if ev.button() == Qt.MouseButton.RightButton and not self._ruler_moved and not self.state.ruler_via:
                menu_for = self.figure_at(pt)          # a right click (no drag) on a figure: its menu
            self.ruler_end(pt)
            if menu_for is not None:
                if not menu_for.isSelected():
                    self.select([menu_for.fid])
                self.open_figure_menu(self.view.viewport().mapToGlobal(self.view.mapFromScene(pt)))
            return True
        if self.ruler_active:
            return True                           # the other button's release after a waypoint
        return self.tool.release(ev, pt)

    def on_double_click(self, ev, pt) -> bool:
        return self.tool.double_click(ev, pt)

    def on_key(self, ev) -> bool:
        if self.tool.key_press(ev):
            return True
        if ev.key() == Qt.Key.Key_Escape:
            self.clear_ruler()
            return True
        if ev.key() == Qt.Key.Key_Backspace and self.state.ruler_via:
            self.state.ruler_via = self.state.ruler_via[:-1]
            self.recompute()
            return True
        return False

    # ==== dragging figures: one change per finished drag ==============================================
    def dragging(self) -> bool:
        return self._drag is not None

    def begin_drag(self, pt) -> None:
        orig = {fid: self.table._figures[fid].centre for fid in self.state.selection if fid in self.table._figures}
        self._drag = {"start": (pt.x(), pt.y()), "orig": orig, "moved": False}
        self.reach_overlay.setVisible(False)

    def drag_to(self, pt) -> None:
        d = self._drag
        dx, dy = pt.x() - d["start"][0], pt.y() - d["start"][1]
        if not d["moved"] and math.hypot(dx, dy) * self.view.px_per_in() < 3:
            return
        d["moved"] = True
        w, h = self.table.width_in, self.table.height_in
        for fid, (ox, oy) in d["orig"].items():
            nx = min(max(ox + dx, 0.0), w)
            ny = min(max(oy + dy, 0.0), h)
            f = self.table.move_figure(fid, round(nx, 2), round(ny, 2))
            self.items[fid].set_figure(f)
        self.request_compute()

    def end_drag(self, pt) -> bool:
        d = self._drag
        self.drag_to(pt)
        self._drag = None
        ok = False
        if d["moved"]:
            moved = [fid for fid, c in d["orig"].items() if self.table._figures[fid].centre != c]
            if moved:
                fid = moved[0]
                (ox, oy), f = d["orig"][fid], self.table._figures[fid]
                dist = math.hypot(f.x - ox, f.y - oy)
                text = f"Move {fid} {dist:.1f}\"" if len(moved) == 1 else f"Move {len(moved)} figures {dist:.1f}\""
                ok = self._commit_moves({m: self.table._figures[m].centre for m in moved}, text)
        self.recompute()
        self._update_reach()
        return ok

    def move_figures(self, moves: dict[str, tuple[float, float]]) -> bool:
        """Move figures as one finished drag would (for scripts and tests): in a movement phase each
        figure's move is recorded in the same change."""
        for fid, (x, y) in moves.items():
            self.items[fid].set_figure(self.table.move_figure(fid, x, y))
        ok = self._commit_moves(dict(moves), f"Move {', '.join(moves)}")
        self.recompute()
        return ok

    # ==== moves and the rules: the referee engine ===================================================
    def in_movement_phase(self) -> bool:
        try:
            return self.game.moving_side() is not None and not self.game.state.victory
        except InputError:
            return False

    def _commit_moves(self, moves: dict[str, tuple[float, float]], text: str) -> bool:
        """Outside the movement phases a drag only moves figures (set-up, corrections). In a movement phase
        it also records each figure's move (walk / run / crawl from the B7 cost) in the SAME change, so
        fire permission follows the table (B8); a drag past the allowance is refused and nothing changes."""
        if not self.in_movement_phase():
            return self.commit(self.table, text)
        from assistant.games.bataan.sequence import MoveMode

        game = self.game
        try:
            plan = game.drag_plan(moves)
        except InputError as err:
            return self._refuse_move(str(err.message))
        bad = [d.problem for d in plan if d.problem]
        if bad:
            return self._refuse_move("\n".join(bad))
        modes: dict[str, MoveMode] = {}
        asks = [d for d in plan if d.ask]
        if asks:
            got = self.ask_mode(asks)
            if not got:
                self.reload()
                self.last_message = "Move cancelled"
                self.hub.message.emit(self.last_message)
                return False
            modes.update({k: MoveMode(v) for k, v in got.items()})
        try:
            change = game.record_drag(moves, modes, text)
        except InputError as err:
            return self._refuse_move(str(err.message))
        ok = self.hub.push(change)
        if not ok:
            self.reload()
        else:
            self.last_message = change.text
            panel = getattr(self, "referee_panel", None)
            if panel is not None:
                for i, line in enumerate(dict(change.meta).get("summary") or (change.text,)):
                    panel.say(line if i == 0 else f"    {line}")
        return ok

    def _refuse_move(self, why: str) -> bool:
        self.reload()                       # the figures go back where they were
        self._error("Move refused", f"{why}\nNothing was changed.")
        return False

    def _ask_mode_dialog(self, asks) -> dict[str, str] | None:
        """B28: the move is within the margin of the walk allowance; the referee says walk or run."""
        ids = ", ".join(d.figure for d in asks[:6]) + (" ..." if len(asks) > 6 else "")
        box = QMessageBox(self)
        box.setWindowTitle("Walk or run? (B28)")
        box.setText(f"{ids}: the move costs {asks[0].total_in:.2f}\", within the margin of the 4\" walk.\n"
                    "Walk: half dice this turn. Run: no fire or grenade (B8).")
        walk = box.addButton("Walk", QMessageBox.ButtonRole.AcceptRole)
        run = box.addButton("Run", QMessageBox.ButtonRole.AcceptRole)
        box.addButton(QMessageBox.StandardButton.Cancel)
        box.exec()
        pick = {walk: "walk", run: "run"}.get(box.clickedButton())
        return {d.figure: pick for d in asks} if pick else None

    def push_change(self, make, title: str) -> bool:
        """Make a change with the engine and push it; an InputError is shown and nothing changes."""
        try:
            change = make()
        except InputError as err:
            self._error(title, err.message)
            return False
        ok = self.hub.push(change)
        if ok:
            self.last_message = change.text
            panel = getattr(self, "referee_panel", None)
            if panel is not None:
                for i, line in enumerate(dict(change.meta).get("summary") or (change.text,)):
                    panel.say(line if i == 0 else f"    {line}")
        return ok

    # ==== the figures' state: context menu and shortcuts ==============================================
    def set_figure_state(self, ids: list[str] | None = None, **kw) -> bool:
        """Wounds / revealed / entrenched / remove for the selected figures: ONE undoable change."""
        ids = list(self.state.selection if ids is None else ids)
        if not ids:
            self._error("Figures not changed", "Select the figures first.")
            return False
        return self.push_change(lambda: self.game.set_figures(ids, **kw), "Figures not changed")

    def _toggle_flag(self, name: str) -> None:
        figs = [self.table._figures[f] for f in self.state.selection if f in self.table._figures]
        us = [f for f in figs if f.side == "american"]
        on = not all(getattr(f, name) for f in us) if us else True
        self.set_figure_state(**{name: on})

    def open_figure_menu(self, global_pos) -> QMenu:
        """The figure menu for the selection (right click on a figure, or the Menu key)."""
        menu = self.figure_menu()
        self.last_menu = menu
        menu.popup(global_pos)
        return menu

    def figure_menu(self) -> QMenu:
        sel = [f for f in self.state.selection if f in self.table._figures]
        menu = QMenu(self)
        head = sel[0] if len(sel) == 1 else f"{len(sel)} figures"
        title = menu.addAction(head)
        title.setEnabled(False)
        wounds = menu.addMenu("Wounds (B14)")
        for act in self.wound_actions.values():
            wounds.addAction(act)
        us = [self.table._figures[f] for f in sel if self.table._figures[f].side == "american"]
        self.act_revealed.setEnabled(bool(us))
        self.act_entrenched.setEnabled(bool(us))
        self.act_revealed.setChecked(bool(us) and all(f.revealed for f in us))
        self.act_entrenched.setChecked(bool(us) and all(f.entrenched for f in us))
        menu.addAction(self.act_revealed)
        menu.addAction(self.act_entrenched)
        menu.addSeparator()
        menu.addAction(self.act_ruler_move)
        menu.addAction(self.act_remove)
        self.act_ruler_move.setEnabled(bool(self.state.ruler_from) and self.state.ruler_end is not None)
        return menu

    # ==== the ruler ===================================================================================
    def ruler_begin(self, pt, button=Qt.MouseButton.LeftButton) -> None:
        item = self.figure_at(pt)
        st = self.state
        st.ruler_from = item.fid if item else None
        st.ruler_start = self.table._figures[item.fid].centre if item else (pt.x(), pt.y())
        st.ruler_end = st.ruler_start
        st.ruler_to = None
        st.ruler_via = []
        self.ruler_active = True
        self._ruler_button = button
        self._ruler_moved = False
        self.request_compute()

    def can_add_waypoint(self) -> bool:
        st = self.state
        return st.ruler_end is not None and st.ruler_start is not None

    def ruler_add_waypoint(self, pt=None, button=None) -> bool:
        """The ruler's end so far becomes a waypoint and the path goes on to ``pt`` (B7 costs every leg).
        With ``button`` the new leg follows the mouse until that button is released."""
        st = self.state
        if not self.can_add_waypoint():
            return False
        if st.ruler_end != (st.ruler_via[-1] if st.ruler_via else st.ruler_start):
            st.ruler_via = list(st.ruler_via) + [st.ruler_end]
        if pt is not None:
            st.ruler_end = (pt.x(), pt.y()) if hasattr(pt, "x") else (float(pt[0]), float(pt[1]))
        st.ruler_to = None
        if button is not None:
            self.ruler_active = True
            self._ruler_button = button
        self._ruler_moved = True
        self.recompute()
        return True

    def ruler_move(self, pt) -> None:
        st = self.state
        st.ruler_end = (pt.x(), pt.y())
        item = self.figure_at(pt)
        st.ruler_to = item.fid if item is not None and item.fid != st.ruler_from else None
        if math.hypot(pt.x() - st.ruler_start[0], pt.y() - st.ruler_start[1]) > 0.2:
            self._ruler_moved = True
        self.request_compute()

    def ruler_end(self, pt) -> None:
        self.ruler_move(pt)
        self.ruler_active = False
        if not self._ruler_moved:
            self.clear_ruler()
            return
        self.recompute()          # the ruler stays on the table until Esc or the next one

    def set_ruler(self, fid: str | None, end: tuple[float, float], start: tuple[float, float] | None = None,
                  to: str | None = None, via=()) -> None:
        st = self.state
        st.ruler_from = fid
        st.ruler_start = self.table._figures[fid].centre if fid else start
        st.ruler_end = end
        st.ruler_to = to
        st.ruler_via = [tuple(p) for p in via]
        self.recompute()

    def clear_ruler(self) -> None:
        st = self.state
        st.ruler_from = st.ruler_start = st.ruler_end = st.ruler_to = None
        st.ruler_via = []
        self.ruler_active = False
        self.recompute()

    def record_ruler_move(self, mode: str | None = None) -> bool:
        """Record the move the ruler shows (BataanGame.record_move through the waypoints): the figure moves
        to the ruler's end, one change. The mode is the cheapest whose allowance covers the path's B7 cost
        (the referee is asked when it is too close to call), or ``mode``."""
        st = self.state
        fid = st.ruler_from
        ans = self.answers.ruler
        if not fid or fid not in self.table._figures or st.ruler_end is None or ans is None or not ans.moves:
            self._error("Move not recorded", "Measure from a figure first: drag the ruler from it (2 or right drag).")
            return False
        if mode is None:
            game = self.game
            f = game.table().figure(fid)
            cost = ans.moves[0].cost_in
            crosses = "river" in ans.moves[0].by_ground_in
            prev = game.state.turn(fid)
            _modes, fits = game.modes_for(f, cost, crosses_river=crosses)
            if prev.moved:
                self._error("Move not recorded", f"{fid} has already moved this turn ({prev.mode.value}).")
                return False
            if not fits:
                over = [m for m in ans.moves if not m.legal]
                why = over[-1].problems[0] if over and over[-1].problems else f"the path costs {cost:.2f}\""
                self._error("Move refused", f"{fid}: {why} (B7). Nothing was changed.")
                return False
            mode = fits[0].value
            if len(fits) > 1 and mode == "walk" and abs(cost - WALK_IN) <= self.table.rulings.b28_margin_in:
                from assistant.games.bataan.game import DragMove

                got = self.ask_mode([DragMove(fid, st.ruler_end, fits[0], cost, cost, tuple(fits), True)])
                if not got:
                    return False
                mode = got[fid]
        to, via = st.ruler_end, list(st.ruler_via)
        ok = self.push_change(lambda: self.game.record_move(fid, mode, to=to, via=via), "Move refused")
        if ok:
            self.clear_ruler()
        return ok

    # ==== proposed moves (Banzai runs) ================================================================
    def show_proposed_moves(self, moves, title: str = "Banzai runs (VI.D)") -> None:
        """Arrows for moves the referee reviews: (figure, start, end, ticked, contact) tuples."""
        self.arrows_overlay.show_moves(list(moves), title)
        self.arrows_overlay.tag.keep_in(self.view)

    def clear_proposed_moves(self) -> None:
        self.arrows_overlay.show_moves([])

    # ==== drawing terrain =============================================================================
    def _draw_kind(self) -> str:
        return self.kind_box.currentData()

    def draft_add(self, pt) -> None:
        self.draft.append((round(pt.x(), 2), round(pt.y(), 2)))
        self._show_draft()

    def draft_hover(self, pt) -> None:
        if self.draft:
            self.edit_overlay.mouse = (pt.x(), pt.y())
            self._show_draft()

    def draft_undo_point(self) -> None:
        if self.draft:
            self.draft.pop()
            self._show_draft()

    def draft_cancel(self) -> None:
        self.draft = []
        self.edit_overlay.mouse = None
        self._show_draft()

    def _show_draft(self) -> None:
        kind = self._draw_kind()
        self.edit_overlay.points = list(self.draft)
        self.edit_overlay.closed = kind in terrain_edit.AREA_TOOL_KINDS
        self.edit_overlay.refresh()

    def draft_finish(self) -> bool:
        pts, self.draft = self.draft, []
        self.edit_overlay.mouse = None
        self._show_draft()
        return self.add_terrain(self._draw_kind(), pts, self.width_box.value())

    def add_terrain(self, kind: str, points, width_in: float | None = None, name: str = "") -> bool:
        """Keep a new terrain feature (one undoable change), or say why not and change nothing."""
        line = kind in terrain_edit.LINE_TOOL_KINDS
        try:
            feat = terrain_edit.make_feature(self.table, kind, points, width_in if line else None, name=name)
        except InputError as err:
            self._error(f"{kind.title()} not kept", str(err))
            return False
        cand = self._candidate(features=list(self.table.features) + [feat])
        return cand is not None and self.commit(cand, f"Draw {feat.id}")

    # ==== reshaping terrain ===========================================================================
    def feature(self, fid: str):
        return next((f for f in self.table.features if f.id == fid), None)

    def select_feature(self, fid: str | None) -> None:
        self.sel_feature = fid
        f = self.feature(fid) if fid else None
        ov = self.edit_overlay
        if f is None:
            self.sel_feature = None
            ov.handles = []
            ov.outline = type(ov.outline)()
        else:
            from .shapes import geometry_path
            ov.handles = terrain_edit.handles_of(f)
            ov.outline = geometry_path(f.geometry) if f.point is None else type(ov.outline)()
        ov.refresh()
        if hasattr(self, "act_delete"):
            self.act_delete.setEnabled(bool(self.state.selection) or self.sel_feature is not None)

    def feature_at(self, pt):
        p = Point(pt.x(), pt.y())
        order = ("bridge", "entrenchment", "river", "stream", "road", "path", "swamp", "clearing")
        feats = sorted(self.table.features, key=lambda f: order.index(f.kind) if f.kind in order else 99)
        for f in feats:
            if f.point is not None:
                if p.distance(f.geometry) <= 2.5:
                    return f
            elif f.geometry.contains(p) or f.geometry.distance(p) < 0.2:
                return f
        return None

    def reshape_press(self, pt) -> None:
        f = self.feature(self.sel_feature) if self.sel_feature else None
        if f is not None:
            tol = 9 / max(self.view.px_per_in(), 1e-6)
            for k, (hx, hy) in enumerate(terrain_edit.handles_of(f)):
                if abs(hx - pt.x()) <= tol and abs(hy - pt.y()) <= tol:
                    self._reshape = {"what": k, "start": (pt.x(), pt.y()), "orig": terrain_edit.handles_of(f)}
                    return
            if (f.point is not None and Point(pt.x(), pt.y()).distance(f.geometry) <= 2.5) or \
                    f.geometry.contains(Point(pt.x(), pt.y())):
                self._reshape = {"what": "body", "start": (pt.x(), pt.y()), "orig": terrain_edit.handles_of(f)}
                return
        hit = self.feature_at(pt)
        self.select_feature(hit.id if hit else None)
        if hit is not None:
            self._reshape = {"what": "body", "start": (pt.x(), pt.y()), "orig": terrain_edit.handles_of(hit)}

    def _reshaped_points(self, pt):
        r = self._reshape
        dx, dy = pt.x() - r["start"][0], pt.y() - r["start"][1]
        pts = list(r["orig"])
        if r["what"] == "body":
            return [(x + dx, y + dy) for x, y in pts]
        k = r["what"]
        pts[k] = (pts[k][0] + dx, pts[k][1] + dy)
        return pts

    def reshape_move(self, pt) -> bool:
        if self._reshape is None:
            return False
        pts = self._reshaped_points(pt)
        self._reshape["moved"] = True
        ov = self.edit_overlay
        ov.handles = pts
        from .shapes import line_path
        f = self.feature(self.sel_feature)
        ov.outline = line_path(pts + ([pts[0]] if f is not None and f.polygon else []))
        ov.refresh()
        return True

    def reshape_release(self, pt) -> bool:
        r, self._reshape = self._reshape, None
        if r is None:
            return False
        if not r.get("moved"):
            return True
        f = self.feature(self.sel_feature)
        return self.reshape_feature(f.id, self._reshaped_points_from(r, pt)) if f else False

    def _reshaped_points_from(self, r, pt):
        self._reshape = r
        try:
            return self._reshaped_points(pt)
        finally:
            self._reshape = None

    def reshape_feature(self, fid: str, points) -> bool:
        f = self.feature(fid)
        try:
            new = terrain_edit.reshaped(f, points)
        except InputError as err:
            self._error(f"{f.kind.title()} not reshaped", str(err))
            self.select_feature(fid)
            return False
        cand = self._candidate(features=[new if g.id == fid else g for g in self.table.features])
        ok = cand is not None and self.commit(cand, f"Reshape {fid}")
        if not ok:
            self.select_feature(fid)
        return ok

    # ==== placing and deleting ========================================================================
    def place_at(self, x: float, y: float, heading_deg: float | None = None) -> list[str]:
        side = self.side_box.currentData()
        role = self.role_box.currentData()
        platoon = role == "platoon"
        if heading_deg is None:
            heading_deg = 0.0 if side == "japanese" else 180.0
        try:
            figs = formations.place(self.table, side, self.unit_box.value(), "rifleman" if platoon else role,
                                    x, y, heading_deg, self.formation_box.currentData(), self.count_box.value(),
                                    self.spacing_box.value(), platoon=platoon)
        except InputError as err:
            self._error("Figures not placed", str(err))
            return []
        return self.add_figures(figs, f"Place {len(figs)} {side.title()} ({figs[0].unit_label}, "
                                      f"{self.formation_box.currentData() if len(figs) > 1 else 'one figure'})")

    def add_figures(self, figs, text: str) -> list[str]:
        cand = self._candidate(figures=list(self.table._figures.values()) + list(figs))
        if cand is None or not self.commit(cand, text):
            return []
        ids = [f.id for f in figs]
        self.select(ids)
        return ids

    def delete_selected(self) -> bool:
        if self.tool.key == "reshape" and self.sel_feature:
            fid = self.sel_feature
            cand = self._candidate(features=[g for g in self.table.features if g.id != fid])
            self.sel_feature = None
            return cand is not None and self.commit(cand, f"Delete {fid}")
        ids = list(self.state.selection)
        if not ids:
            return False
        cand = self._candidate(figures=[f for f in self.table._figures.values() if f.id not in ids])
        text = f"Delete {ids[0]}" if len(ids) == 1 else f"Delete {len(ids)} figures"
        return cand is not None and self.commit(cand, text)

    # ==== table files =================================================================================
    def load_table_file(self, path) -> bool:
        """Replace the table by a table file (one undoable change); a bad file changes nothing."""
        try:
            loaded = tablefile.load_table(path)
            s = self.session
            change = persist.import_change(s.store, s.game_id, tablefile.table_to_dict(loaded.table),
                                           f"Load table file {Path(path).name}")
        except InputError as err:
            self._error("Table file not loaded", f"{err}\nNothing was changed.")
            return False
        ok = self.hub.push(change) if change.ops else True
        if ok:
            note = "; ".join(loaded.notes)
            self.last_message = f"Loaded {Path(path).name}" + (f" (repaired: {note})" if note else "")
            self.hub.message.emit(self.last_message)
            self.view.fit()
        return ok

    def save_table_file(self, path) -> bool:
        try:
            tablefile.save_table(self.table, path)
        except OSError as err:
            self._error("Table file not saved", f"{path}: {err.strerror or err}")
            return False
        self.last_message = f"Saved the table to {path}"
        self.hub.message.emit(self.last_message)
        return True

    def _load_dialog(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self, "Load a table file", str(Path.home()),
                                              "Table file (*.json);;All files (*)")
        if path:
            self.load_table_file(path)

    def _save_dialog(self) -> None:
        path, _ = QFileDialog.getSaveFileName(self, "Save the table file", str(Path.home() / "table.json"),
                                              "Table file (*.json)")
        if path:
            self.save_table_file(path)

    # ==== actions and the toolbar =====================================================================
    def _act(self, text, slot=None, shortcut=None, checkable=False, checked=False, tip="", local=False):
        act = QAction(text, self)
        if shortcut:
            seqs = shortcut if isinstance(shortcut, (list, tuple)) else [shortcut]
            act.setShortcuts([QKeySequence(s) for s in seqs])
        if checkable:
            act.setCheckable(True)
            act.setChecked(checked)
            if slot:
                act.toggled.connect(slot)
        elif slot:
            act.triggered.connect(lambda _=False: slot())
        if tip:
            act.setToolTip(tip)
            act.setStatusTip(tip)
        if local:
            act.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        self.addAction(act)
        return act

    def _build_actions(self) -> None:
        st = self.state
        self.act_load = self._act("Load table file…", self._load_dialog, tip="Replace the table by a table file (undoable)")
        self.act_save = self._act("Save table file…", self._save_dialog, tip="Write the table as a table file")
        self.act_command = self._act("Show command circles", self._toggle("show_command"), "Ctrl+Shift+C", True,
                                     st.show_command, "6\" circles round Japanese leaders; out of command ringed red")
        self.act_sight = self._act("Show sight line", self._toggle("show_sight"), "Ctrl+Shift+L", True,
                                   st.show_sight, "The sight line between the first two selected figures (B4)")
        self.act_blast = self._act("Blast template", self._toggle("show_blast"), "Ctrl+Shift+B", True,
                                   st.show_blast, "A blast template that follows the mouse and lists who it catches")
        self.act_blast_radius = self._act("Blast template 2\" (B13) instead of 3\" (B12)", self._set_radius,
                                          "Ctrl+Shift+R", True, False)
        self.act_contacts = self._act("Show contacts", self._toggle("show_contacts"), "Ctrl+Shift+K", True,
                                      st.show_contacts, "Enemy bases touching (B27): melee")
        self.act_reach = self._act("Show reachable area", self._toggle("show_reach", reach=True), "Ctrl+Shift+M",
                                   True, st.show_reach, "Where the selected figure can walk (filled) or run (dashed)")
        self.act_legend = self._act("Show legend", self._set_legend, "Ctrl+Shift+H", True, True)
        self.act_grid = self._act("Grid: none / 6\" / 12\"", self._cycle_grid, "Ctrl+G")
        self.act_fit = self._act("Fit table", self.view.fit, "Ctrl+0")
        self.act_zoom_in = self._act("Zoom in", lambda: self.view.zoom_by(1.25, False), ["Ctrl++", "Ctrl+="])
        self.act_zoom_out = self._act("Zoom out", lambda: self.view.zoom_by(0.8, False), "Ctrl+-")
        self.act_delete = self._act("Delete", self.delete_selected, "Del", local=True, tip="Delete the selected figures or terrain")
        self.act_delete.setEnabled(False)
        # the figures' state (context menu on a figure, and these keys): one undoable change each
        self.wound_actions = {}
        for k, (w, text) in enumerate((("none", "No wound"), ("light", "Light wound"), ("serious", "Serious wound"),
                                       ("dead", "Dead"))):
            self.wound_actions[w] = self._act(f"{text}", lambda w=w: self.set_figure_state(wounds=w),
                                              f"Alt+{k}", local=True,
                                              tip=f"Mark the selected figures: {text.lower()} (B14)")
        self.act_revealed = self._act("Revealed (on the table)", None, "Alt+V", checkable=True, local=True,
                                      tip="Americans: revealed or hidden (B15)")
        self.act_revealed.triggered.connect(lambda _=False: self._toggle_flag("revealed"))
        self.act_entrenched = self._act("Entrenched", None, "Alt+E", checkable=True, local=True,
                                        tip="Americans: in an entrenchment (-1 on the wound chart, B14)")
        self.act_entrenched.triggered.connect(lambda _=False: self._toggle_flag("entrenched"))
        self.act_remove = self._act("Remove from the table", lambda: self.set_figure_state(remove=True),
                                    "Shift+Del", local=True, tip="Take the selected figures off the table")
        self.act_ruler_move = self._act("Record move along the ruler", self.record_ruler_move, "Ctrl+Shift+Return",
                                        local=True, tip="Move the ruler's figure to its end through the waypoints "
                                                        "and record the move (B7)")

    def _toggle(self, name: str, reach: bool = False):
        def slot(on: bool) -> None:
            setattr(self.state, name, bool(on))
            if name == "show_blast" and on and self.state.blast_at is None:
                c = self.view.mapToScene(self.view.viewport().rect().center())
                self.state.blast_at = (c.x(), c.y())
            self.recompute()
            if reach:
                self._update_reach()
        return slot

    def _set_radius(self, two: bool) -> None:
        self.state.blast_radius_in = BLAST_RADII_IN[1] if two else BLAST_RADII_IN[0]
        self.recompute()

    def _set_legend(self, on: bool) -> None:
        self.view.show_legend = bool(on)
        self.view.legend_expanded = False         # a narrow view shows it folded to its tab again
        self.view.viewport().update()

    def _cycle_grid(self) -> None:
        nxt = {0: 6, 6: 12, 12: 0}[self.view.grid_in]
        self.view.set_grid(nxt)
        self.hub.message.emit(f"Grid: {nxt}\"" if nxt else "Grid off")

    def game_actions(self) -> list[QAction]:
        sep = QAction(self)
        sep.setSeparator(True)
        sep2 = QAction(self)
        sep2.setSeparator(True)
        return [self.act_load, self.act_save, sep, self.act_command, self.act_sight, self.act_blast,
                self.act_blast_radius, self.act_contacts, self.act_reach, sep2, self.act_legend, self.act_grid,
                self.act_fit, self.act_zoom_in, self.act_zoom_out]

    def measure_panel(self) -> QWidget:
        from .measure_panel import MeasurePanel
        panel = MeasurePanel(self)
        panel.show_answers(self.answers)
        return panel

    def _build_toolbar(self) -> None:
        tb = self.toolbar = QToolBar("Table tools", self)
        tb.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        group = QActionGroup(self)
        self.tool_actions = {}
        for cls in TOOLS:
            act = self._act(f"{cls.title} ({cls.shortcut})", None, cls.shortcut, True, cls.key == "select",
                            cls.tip, local=True)
            act.triggered.connect(lambda _=False, k=cls.key: self.set_tool(k))
            group.addAction(act)
            tb.addAction(act)
            self.tool_actions[cls.key] = act
        tb.addSeparator()
        # draw-terrain options
        self.kind_box = QComboBox()
        for kind in terrain_edit.AREA_TOOL_KINDS + terrain_edit.LINE_TOOL_KINDS:
            self.kind_box.addItem(kind.title() + (" (line)" if kind in terrain_edit.LINE_TOOL_KINDS else " (area)"), kind)
        self.width_box = QDoubleSpinBox()
        self.width_box.setRange(0.2, 12)
        self.width_box.setSingleStep(0.5)
        self.width_box.setSuffix("\" wide")
        self.kind_box.currentIndexChanged.connect(self._kind_changed)
        self._draw_opts = [tb.addWidget(QLabel(" Kind ")), tb.addWidget(self.kind_box), tb.addWidget(self.width_box)]
        # place options
        self.side_box = QComboBox()
        self.side_box.addItem("Japanese", "japanese")
        self.side_box.addItem("American", "american")
        self.unit_box = QSpinBox()
        self.unit_box.setRange(1, 4)
        self.unit_box.setPrefix("unit ")
        self.role_box = QComboBox()
        self.role_box.addItem("Whole platoon / squad", "platoon")
        for r in ROLES:
            self.role_box.addItem(r.replace("_", " "), r)
        self.formation_box = QComboBox()
        for f in formations.FORMATIONS:
            self.formation_box.addItem(f, f)
        self.count_box = QSpinBox()
        self.count_box.setRange(1, 60)
        self.count_box.setValue(10)
        self.count_box.setSuffix(" figures")
        self.spacing_box = QDoubleSpinBox()
        self.spacing_box.setRange(1.0, 12.0)
        self.spacing_box.setSingleStep(0.5)
        self.spacing_box.setValue(2.0)
        self.spacing_box.setSuffix("\" apart")
        self._place_opts = [tb.addWidget(w) for w in (self.side_box, self.unit_box, self.role_box,
                                                      self.formation_box, self.count_box, self.spacing_box)]
        tb.addSeparator()
        tb.addAction(self.act_delete)
        self._kind_changed()

    def _kind_changed(self) -> None:
        kind = self._draw_kind()
        line = kind in terrain_edit.LINE_TOOL_KINDS
        self.width_box.setEnabled(line)
        if line:
            self.width_box.setValue(terrain_edit.DEFAULT_WIDTH_IN[kind])
        if self.draft:
            self._show_draft()

    def set_tool(self, key: str) -> None:
        old = getattr(self, "tool", None)
        if old is not None and old.key != key:
            old.deactivate()
        self.tool = self.tools[key]
        self.tool.activate()
        self.tool_actions[key].setChecked(True)
        for a in self._draw_opts:
            a.setVisible(key == "draw")
        for a in self._place_opts:
            a.setVisible(key == "place")
        self.hub.message.emit(self.tool.tip)

    # ==== the demo state (screenshots, a first look) ==================================================
    def is_fresh_demo(self) -> bool:
        """A demo table nobody has touched yet (no recorded change in this game)."""
        try:
            if self.session.history():
                return False
        except Exception:  # noqa: BLE001 - a look-up for a nicety, never fatal
            return False
        return "JP3-1" in self.table._figures and "US1-1" in self.table._figures

    def show_demo_overlays(self) -> None:
        """Command circles, a sight line between two selected figures and a ruler, zoomed onto the
        Japanese 2nd and 3rd Platoons, as a first look (and the README screenshot)."""
        figs = self.table._figures
        self.act_command.setChecked(True)
        self.act_sight.setChecked(True)
        pair = [fid for fid in ("JP3-2", "JP3-25") if fid in figs]
        if len(pair) == 2:
            self.select(pair)
        if "JP3-6" in figs:          # the tank, along the road
            f = figs["JP3-6"]
            self.set_ruler("JP3-6", (min(f.x + 6.5, self.table.width_in), f.y + 0.3))
        self.view.zoom_to(QRectF(0, 13, 33, 28))
        self.recompute()
