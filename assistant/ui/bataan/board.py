"""The Last Stand on Bataan board: the table in inches, its editing tools, overlays and answers.

``make_board(hub, session)`` is what the main window calls. The board owns the session's `BataanGame`
(shared with the referee panel) and draws its own copy of the game's stored table; it turns every
finished gesture into one ``persist.table_change`` pushed through ``hub.push``, and on
``hub.recordChanged`` brings the game up to the change and its copy up to the game, so undo and redo
move figures and terrain back. Rules are asked of the Qt-free core (``answers.compute``) at most once
per frame while something is dragged.

The gestures live in their own modules: `drag` (figures), `ruler`, `terrain_draft` (drawing terrain),
`reshape` (reshaping it); the actions, toolbar and figure menu in `actions`; the tools in `tools`.

Scene coordinates are table inches, x to the right and y down the screen.
"""

from __future__ import annotations

import os
import time
from pathlib import Path

import numpy as np

from PySide6.QtCore import QRectF, Qt, QTimer, Signal
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QFileDialog, QGraphicsScene, QMenu, QVBoxLayout, QWidget

from assistant.core.errors import InputError
from assistant.games.bataan.table import reach as core_reach
from assistant.games.bataan.table import tablefile
from assistant.games.bataan.table.model import Table
from assistant.games.bataan.table.movement import mode_problems
from assistant.games.bataan import persist
from assistant.games.bataan.game import BataanGame
from assistant.games.bataan.game_state import GameState
from assistant.games.bataan.stored_table import follow

from . import formations
from .actions import BoardActions
from .answers import Answers, ViewState, compute
from assistant.ui.background import GuiThreadStore, run_with_progress
from assistant.ui.boards.protocol import BoardBase
from assistant.ui.i18n import fill, translate

from .background import name_boxes
from .crowd import Crowd
from .keyboard import BoardKeys, hit_figure
from .labels import place_tags as place_labels
from .drag import FigureDrag, ask_walk_or_run
from .items import FigureItem
from .photo import TablePhotoLayer
from .read_photo import PhotoReadActions
from .overlays import (
    ArrowsOverlay, BlastOverlay, CommandOverlay, ContactsOverlay, ReachOverlay, RulerOverlay, SightOverlay, TerrainEditOverlay,
)
from .reshape import TerrainReshape
from .ruler import RulerGesture
from .terrain_draft import TerrainDraft
from .tools import TOOLS
from .view import TableView

FRAME_S = 1 / 60           # recompute rules at most this often while dragging
DEMO_ENV = "TABLE_ASSISTANT_DEMO_OVERLAYS"


def _read_table_file(path, store, game_id: int):
    """Read and check a table file and build its change (a worker thread: ``store`` reads on the GUI one)."""
    loaded = tablefile.load_table(path)           # read and checked once (not again from its dict)
    change = persist.import_table_change(store, game_id, loaded.table,
                                         fill(translate("BataanBoard", "Load table file %1"), Path(path).name))
    return loaded, change


def make_board(hub, session) -> QWidget:
    from assistant.ui.bataan.flow import install

    board = BataanBoard(hub, session)
    install(board, hub)  # the referee panel: phases, fire, grenades, melee, waves, victory
    want = os.environ.get(DEMO_ENV, "")
    if want == "1" or (want != "0" and board.is_fresh_demo()):
        board.show_demo_overlays(answers_after_paint=True)   # the table shows first, its answers a moment later
    return board



def _key(r: QRectF) -> tuple[float, float, float, float]:
    return (r.x(), r.y(), r.width(), r.height())


EDIT_MARGIN_IN = 1.0   # round an edited shape: its edge pen, an entrenchment's ticks, a swamp's reeds


def edited_area(old, new) -> QRectF | None:
    """The part of the table two terrains draw differently: the bounds of every feature added, removed or
    changed, before and after, with a margin for what is drawn round a shape; None when the edit
    changes the whole picture (the table's size or cloth) and the whole of it is drawn again."""
    if (old.width_in, old.height_in) != (new.width_in, new.height_in):
        return None
    before = {f.id: f for f in old.features}
    after = {f.id: f for f in new.features}
    if [f.id for f in old.features if f.id in after] != [f.id for f in new.features if f.id in before]:
        return None                      # the paint order of the features kept changed
    area = QRectF()
    for fid in set(before) | set(after):
        a, b = before.get(fid), after.get(fid)
        if a == b:   # the outline, line, width and point as given (the geometry is made from them)
            continue
        for f in (a, b):
            if f is not None:
                x0, y0, x1, y1 = f.geometry.bounds
                area = area.united(QRectF(x0, y0, x1 - x0, y1 - y0))
    if area.isNull():
        return QRectF()
    m = EDIT_MARGIN_IN
    return area.adjusted(-m, -m, m, m)

class BataanBoard(BoardBase):
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
        self._reach_key = None
        self.reach_areas: dict = {}
        self._last_compute = 0.0
        self._place_later = QTimer(self)          # the tags' full placement, once a drag rests
        self._place_later.setSingleShot(True)
        self._place_later.setInterval(120)
        self._place_later.timeout.connect(self.place_tags)
        self._place_later.timeout.connect(self.describe)     # and the words a screen reader reads
        # before the view's first paint, the placements asked for while the board is built and the window is
        # laid out (answers, resizes, scrolls: 28 on the demo) wait for this zero-timer and run once, with the
        # view at its size (issue 17.6: start to a usable window)
        self._place_soon = QTimer(self)
        self._place_soon.setSingleShot(True)
        self._place_soon.setInterval(0)
        self._place_soon.timeout.connect(self.place_tags)
        self._batch = 0                           # > 0: answers asked for are computed once, when the batch ends
        self._batch_wanted = False
        self._after_paint: list = []              # work that waits for the view's first paint
        self._tell_later = False                  # answers shown now, the panel told at the next turn
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self.recompute)
        self.compute_count = 0
        # work that may wait a frame during a gesture (the Measure panel's words): the next mouse move runs it
        # instead of the rules, which follow a frame later, so no frame carries both (issue 25); if the
        # mouse rests, this timer runs it
        self._frame_job = None
        self._rules_owed = False
        self._frame_job_timer = QTimer(self)
        self._frame_job_timer.setSingleShot(True)
        self._frame_job_timer.setInterval(int(2 * FRAME_S * 1000))
        self._frame_job_timer.timeout.connect(self._run_frame_job)

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
        # the gestures, each with its own state; the actions, toolbar and figure menu
        self.drag = FigureDrag(self)
        self.ruler = RulerGesture(self)
        self.draft = TerrainDraft(self)
        self.reshape = TerrainReshape(self)
        self.action_set = BoardActions(self)
        # how the referee picks walk or run when a move is too close to call (B28); tests replace it
        self.ask_mode = lambda asks: ask_walk_or_run(self, asks)
        self.scene.addItem(self.command_overlay.circle_item)
        for item in (self.command_overlay, self.sight_overlay, self.ruler_overlay, self.blast_overlay,
                     self.contacts_overlay, self.reach_overlay, self.edit_overlay, self.arrows_overlay):
            self.scene.addItem(item)

        self.crowd = Crowd(self)               # a big table zoomed out: the figures as dots, one item
        self._rects_key = None
        self._placed: tuple | None = None   # (what the tags depend on, the boxes placed): place_tags' memo
        self.table = self._load_table()
        self.photo = TablePhotoLayer(self)        # issue 16.2: the referee's table photo (photo.py)
        self.photo_read = PhotoReadActions(self)  # issue 24: reading the figures from a photo (read_photo.py)
        self.action_set.build()
        self.keys = BoardKeys(self)
        self.keys.build()
        self.action_set.build_toolbar()
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
        self.view.zoomed.connect(self._on_zoomed)
        self.view.scrolled.connect(self.request_place)
        hub.recordChanged.connect(self._on_record_changed)
        self.recompute()

    # ==== the model ===================================================================================
    def _load_table(self) -> Table:
        try:
            stored = self.game.table()
        except InputError as err:
            s = self.session
            self.show_error(self.tr("The stored table cannot be read"),
                            fill(self.tr("%1\nAn empty table is shown instead."), err))
            return Table(120, 60, rulings=persist.rulings_of(s.settings) if s.settings else None)
        self._stored_terrain = stored.terrain
        return stored.copy()

    def reload(self) -> None:
        """Make the drawn table match the records (after any change, undo or redo): the game's stored
        table is kept in step with each change; the board's own copy (which a drag moves) follows it."""
        try:
            stored = self.game.table()
        except InputError as err:
            self.show_error(self.tr("The stored table cannot be read"), str(err))
            return
        if stored.terrain is not self._stored_terrain:
            edited = None
            if (self.table.name, self.table.cloth) == (stored.name, stored.cloth):
                # a terrain edit: keep the figure arrays and the sight verdicts it cannot reach (#17.6)
                edited = edited_area(self.table.terrain, stored.terrain)
                self.table.set_terrain(stored.terrain)
                follow(self.table, stored)
            else:
                self.table = stored.copy()
            self._stored_terrain = stored.terrain
            self._apply_terrain(edited)
        else:
            follow(self.table, stored)
        self._sync_items()
        self.reshape.select(self.reshape.selected)        # gone with an undo: unselected
        self.recompute()
        self.update_reach()

    def _on_record_changed(self, change) -> None:
        self.game.sync(change)            # the shared game first, whoever else is told before it
        if self.drag.active:
            return
        tables = change.tables() if hasattr(change, "tables") else {"records"}
        if "records" in tables or "games" in tables:
            self.reload()

    def _apply_terrain(self, edited: QRectF | None = None) -> None:
        """Draw the table's terrain; ``edited``: only this part of the table changed (a reshape), so only
        it of the view's background is painted again (issue 25: the whole table's picture replayed at the
        view's size was most of a reshape's release)."""
        t = self.table
        names = [box for _name, box in name_boxes(t.terrain)]
        if edited is not None:    # a name the edit moved: where it was and where it is are drawn again
            for box in set(map(_key, names)) ^ set(map(_key, self.view.name_rects)):
                edited = edited.united(QRectF(*box))
        self.view.name_rects = names
        self.view.set_terrain(t.terrain, QRectF(0, 0, t.width_in, t.height_in), edited)
        self._reach_key = None

    def _sync_items(self) -> None:
        figs = self.table._figures
        changed = False
        dots = self.crowd.wanted(len(figs))      # new items made as dots or not, as the crowd will be
        self.scene.blockSignals(True)
        try:
            for fid in [k for k in self.items if k not in figs]:
                item = self.items.pop(fid)
                self.scene.removeItem(item)
                changed = True
            for fid, f in figs.items():
                item = self.items.get(fid)
                if item is None:
                    item = self.items[fid] = FigureItem(f, dots)
                    self.scene.addItem(item)
                    changed = True
                elif item.fig != f:
                    item.set_figure(f)
                    changed = True
        finally:
            self.scene.blockSignals(False)
        if changed:
            self.crowd.refresh(figures_changed=True)
        self.state.selection = [fid for fid in self.state.selection if fid in self.items and
                                self.items[fid].isSelected()]

    def show_error(self, title: str, text: str) -> None:
        self.last_message = f"{title}: {text}"
        self.hub.error.emit(title, text)

    def say(self, text: str) -> None:
        self.last_message = text
        self.hub.message.emit(text)

    def candidate(self, features=None, figures=None) -> Table | None:
        t = self.table
        try:
            return Table(t.width_in, t.height_in, t.features if features is None else features,
                         list(t._figures.values()) if figures is None else figures, t.rulings, name=t.name)
        except InputError as err:
            self.show_error(self.tr("Not changed"), str(err))
            return None

    def commit(self, table: Table, text: str, terrain_only: bool = False) -> bool:
        """One undoable change making the records match ``table`` (``terrain_only``: only its terrain
        differs from the records, e.g. a reshape, so only the terrain records are compared)."""
        s = self.session
        make = persist.terrain_change if terrain_only else persist.table_change
        change = make(s.store, s.game_id, table, text)
        if not change.ops:
            return False
        ok = self.hub.push(change)
        if not ok:
            self.reload()
        return ok

    # ==== answers, once per frame =====================================================================
    def in_own_frame(self, job) -> None:
        """Run ``job`` in a frame of its own during a drag or a ruler's gesture (at once otherwise): the
        next mouse move runs it in place of the rules, and the rules follow one frame later."""
        if not (self.drag.active or self.ruler.active):
            job()
            return
        self._frame_job = job
        self._frame_job_timer.start()

    def _run_frame_job(self) -> bool:
        job, self._frame_job = self._frame_job, None
        self._frame_job_timer.stop()
        if job is None:
            return False
        job()
        return True

    def request_compute(self) -> None:
        """The rules after a move, at most once a frame; a job waiting for a frame of its own (`in_own_frame`)
        takes this move's frame, and the rules run on the next move (or in two frames if the mouse rests)."""
        if self._frame_job is not None:
            self._run_frame_job()
            self._rules_owed = True
            self._timer.start(int(2 * FRAME_S * 1000))
            return
        wait = FRAME_S - (time.perf_counter() - self._last_compute)
        if wait <= 0 or self._rules_owed:
            self.recompute()
        elif not self._timer.isActive():
            self._timer.start(max(1, int(wait * 1000)))

    def recompute(self) -> None:
        self._timer.stop()
        self._rules_owed = False
        if self._batch:
            self._batch_wanted = True
            return
        self._last_compute = time.perf_counter()
        self.compute_count += 1
        st = self.state
        game = self.game.state if self.session.state is not None else GameState.from_state({})
        st.banzai = game.banzai.in_force(game.clock.wave)  # a Banzai Charge lifts command (B6)
        self.apply_answers(compute(self.table, st))

    def apply_answers(self, ans: Answers) -> None:
        """Show the answers: the overlays repaint only what changed, then the panel."""
        st = self.state
        self.answers = ans
        self.command_overlay.setVisible(st.show_command)
        self.command_overlay.refresh(self.table, ans, self.items, st.show_command)
        self.crowd.marks_changed(self.command_overlay.marks)
        self.sight_overlay.setVisible(st.show_sight)
        self.sight_overlay.refresh(self.table, ans)
        self.ruler_overlay.refresh(self.table, ans.ruler)
        self.blast_overlay.setVisible(st.show_blast)
        self.blast_overlay.refresh(self.table, ans, st)
        self.contacts_overlay.setVisible(st.show_contacts)
        self.contacts_overlay.refresh(self.table, ans)
        if self.drag.active or self.ruler.active:
            # mid-gesture: keep the tags on screen now, place them properly once the mouse rests
            for tag in self.tag_items():
                tag.keep_in(self.view)
            self._place_later.start()         # (and the accessible description, once the mouse rests)
        else:
            self.request_place()
            self.describe()
        self.view.update_legend_dodge()       # a figure moved into (or out of) the legend's corner
        if self._tell_later:    # the first look's answers after the paint: the panel's text in a turn of its own
            QTimer.singleShot(0, self, self._tell_answers)
        else:
            self.answersChanged.emit(ans)

    def _tell_answers(self) -> None:
        self.answersChanged.emit(self.answers)

    def describe(self) -> str:
        """What a screen reader reads for the table (its accessible description): the selection, then the
        answers shown on it: the range and sight between the first two selected, the shooter's targets,
        who the blast template catches, the ruler's reading and who is out of command."""
        a, figs, st = self.answers, self.table._figures, self.state
        sel = [fid for fid in st.selection if fid in figs]
        words = []
        if sel:
            f = figs[sel[0]]
            side = self.tr("Japanese") if f.side == "japanese" else self.tr("American")
            state = {"light": self.tr("lightly wounded"), "serious": self.tr("seriously wounded"),
                     "dead": self.tr("dead")}.get(f.wounds, "")
            words.append(fill(self.tr("Selected: %1, %2 %3, %4%5."), f.id, side, f.unit_label,
                              translate("BataanBoard", f.role.replace("_", " ")), f", {state}" if state else ""))
            if len(sel) > 1:
                words.append(fill(self.tr("Also selected: %1."), ", ".join(sel[1:6])) if len(sel) <= 6 else
                             self.tr("Also selected: %n more figure(s).", "", len(sel) - 1))
        else:
            words.append(self.tr("No figure selected."))
        if a.distance is not None:
            words.append(fill(self.tr("Range from %1 to %2: %3 inches."), a.distance.a, a.distance.b,
                              f"{a.distance.distance_in:.1f}"))
        if a.sight is not None and st.show_sight:
            words.append(fill(self.tr("Sight from %1 to %2: clear.") if a.sight.visible else
                              self.tr("Sight from %1 to %2: blocked."), a.sight.a, a.sight.b)
                         + (" " + self.tr("Too close to call (B28).") if a.sight.too_close_to_call else ""))
        if a.targets is not None and len(sel) == 1:
            t = a.targets
            if t.targets:
                near = t.targets[0]
                words.append(fill(self.tr("%n visible target(s); the nearest is %1 at %2 inches.", "",
                                          len(t.targets)), near.figure, f"{near.distance_in:.1f}"))
            else:
                words.append(self.tr("No visible target."))
        if a.blast is not None:
            bl = a.blast
            caught = ", ".join(h.figure for h in bl.hits)
            words.append(fill(self.tr("Blast template of %1 inches at (%2, %3): %n caught", "", len(bl.hits)),
                              f"{bl.radius_in:g}", f"{bl.x:.1f}", f"{bl.y:.1f}") + (f": {caught}." if caught else "."))
        r = a.ruler
        if r is not None and r.reading is not None:
            to = r.reading.b if not r.reading.b.startswith("(") else self.tr("the ruler's end")
            words.append(fill(self.tr("Ruler from %1 to %2: %3 inches."), r.figure, to, f"{r.reading.distance_in:.1f}"))
        if st.show_command and a.out_of_command:
            words.append(self.tr("%n figure(s) out of command (ringed red).", "", len(a.out_of_command)))
        text = " ".join(words)
        self.view.setAccessibleName(self.tr("The table"))
        self.view.setAccessibleDescription(text)
        return text

    def tag_items(self) -> list:
        """The tags in the order they get their place: the ruler (being dragged), sight, blast, arrows."""
        return [ov.tag for ov in (self.ruler_overlay, self.sight_overlay, self.blast_overlay, self.arrows_overlay,
                                  self.edit_overlay)]

    def _figure_xyr(self):
        """The figures' ids, centres and radii as arrays, kept while the table is unchanged."""
        t = self.table
        key = (id(t), t.version, len(self.items))
        if self._rects_key is None or self._rects_key[0] != key:
            ids = [fid for fid in self.items if fid in t._figures]
            figs = [t._figures[fid] for fid in ids]
            xyr = np.array([(f.x, f.y, f.base.radius_in) for f in figs], dtype=float).reshape(len(figs), 3)
            self._rects_key = (key, ids, xyr)
        return self._rects_key[1], self._rects_key[2]

    def figure_rects(self, on_screen: bool = True) -> dict[str, QRectF]:
        """Each shown figure's base on screen (viewport pixels); the view neither rotates nor shears.
        ``on_screen``: only the figures in the viewport (what a tag could cover), found in one array pass."""
        v = self.view
        t = v.viewportTransform()
        sx, sy, dx, dy = t.m11(), t.m22(), t.dx(), t.dy()
        out = {}
        if on_screen:
            ids, xyr = self._figure_xyr()
            vis = v.mapToScene(v.viewport().rect()).boundingRect()
            x, y, r = xyr[:, 0], xyr[:, 1], xyr[:, 2] + 2.0         # a tank's corner reaches past its radius
            inside = np.flatnonzero((x + r >= vis.left()) & (x - r <= vis.right()) &
                                    (y + r >= vis.top()) & (y - r <= vis.bottom()))
            chosen = [(ids[k], self.items[ids[k]]) for k in inside]
        else:
            chosen = list(self.items.items())
        for fid, it in chosen:
            if not it.isVisible():
                continue
            f = it.fig
            if f.base.is_round:
                r = f.base.radius_in
                out[fid] = QRectF((f.x - r) * sx + dx, (f.y - r) * sy + dy, 2 * r * sx, 2 * r * sy)
            else:
                out[fid] = QRectF(v.mapFromScene(it.mapToScene(it.shape().boundingRect())).boundingRect())
        return out

    def place_tags(self) -> list[QRectF]:
        """Re-place the tags (labels.place_tags); returns the boxes drawn, viewport pixels. With no tag
        to show, the figures' rectangles are not even looked at."""
        tags = self.tag_items()
        if not any(t.lines and t.isVisible() for t in tags):
            self._placed = None
            return []
        obstacles = self.view.label_obstacles()
        key = self._place_key(tags, obstacles)
        if self._placed is not None and self._placed[0] == key:
            return self._placed[1]    # nothing a tag's place depends on changed (a terrain edit far off)
        boxes = place_labels(tags, self.view, obstacles, self.figure_rects())
        self._placed = (key, boxes)
        return boxes

    def _place_key(self, tags, obstacles) -> tuple:
        """What the tags' places depend on: their texts and points, the view's transform and scroll, what
        they must not cover and where the figures are."""
        v = self.view
        ids, xyr = self._figure_xyr()
        return (tuple((t.isVisible(), tuple((text, c.rgba()) for text, c in t.lines),
                       t.scenePos().x(), t.scenePos().y())
                      for t in tags),
                v.transform(), v.horizontalScrollBar().value(), v.verticalScrollBar().value(),
                v.viewport().size(), tuple((r.x(), r.y(), r.width(), r.height()) for r in obstacles),
                tuple(ids), xyr.tobytes())

    def request_place(self) -> None:
        """Place the tags now; before the view's first paint, once, at the next turn of the event loop (or just
        before that paint, whichever comes first: ``flush_place``)."""
        if self.view.painted:
            self.place_tags()
        else:
            self._place_soon.start()

    def flush_place(self) -> None:
        """The view is about to paint for the first time: a placement still waiting is done now, and the
        work waiting for that paint (``after_first_paint``) is queued for the next turn of the event loop."""
        if self._place_soon.isActive():
            self._place_soon.stop()
            self.place_tags()
        waiting, self._after_paint = self._after_paint, []
        for fn in waiting:
            QTimer.singleShot(0, self, fn)

    def _unless_shown(self) -> None:
        """The board is not on screen (made for a picture, or for a test): no paint is coming, so the work
        waiting for it runs now."""
        if not self.isVisible() and self._after_paint:
            waiting, self._after_paint = self._after_paint, []
            for fn in waiting:
                fn()

    def _warm_then_recompute(self) -> None:
        """The first answers after the first paint: the terrain's rasters made on a worker thread, then the
        answers (now a few ms) on this one, so the window answers clicks meanwhile (issue 25: a 270 ms
        block). A board closed meanwhile is left alone; one never shown (a picture) computes them now."""
        if not self.isVisible():
            self.recompute()
            return
        from assistant.ui.background import warm_then

        from .answers import warm as answers_warm

        terrain = self.table.terrain

        def then(_none) -> None:
            # the overlays and their repaint in this turn, the Measure panel's text in the next: each well
            # under 50 ms, so the window answers between them (issue 25: together ~40 ms of CPU, over 50 ms
            # wall on a busy machine)
            self._tell_later = True
            try:
                self.recompute()
            except RuntimeError:      # the board's Qt side was deleted meanwhile
                pass
            finally:
                self._tell_later = False
        warm_then(lambda: answers_warm(terrain), then)

    def after_first_paint(self, fn) -> None:
        """Run ``fn`` once the view has painted (at the next turn of the event loop if it has)."""
        if self.view.painted:
            QTimer.singleShot(0, self, fn)
        else:
            self._after_paint.append(fn)

    def _on_zoomed(self, _px: float) -> None:
        self.crowd.refresh()
        self.request_place()

    def update_reach(self) -> None:
        sel = self.state.selection
        if not self.state.show_reach or len(sel) != 1 or self.drag.active or sel[0] not in self.table._figures:
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
        self.crowd.select_changed()
        self.act_delete.setEnabled(bool(order) or self.reshape.selected is not None)
        if not self.drag.active:
            self.recompute()
            self.update_reach()
        self.selectionChanged.emit()

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
        """Esc (issue 23.3): no figure selected, and the ruler put away."""
        self.select([])
        if self.state.ruler_start is not None or self.state.ruler_via:
            self.ruler.clear()

    def put_down(self) -> bool:
        """Esc before the selection (issue 23.3): the zoom rectangle armed, a terrain outline being drawn, then
        any tool but Select / move (the grenade template, the ruler, drawing, reshaping, placing: back to
        Select); True when one was put down."""
        view = self.view
        if view.zoom_rect_armed:
            view.zoom_rect_armed = False
            view.viewport().unsetCursor()
            return True
        if self.tool.key == "draw" and self.draft.points:
            self.draft.cancel()
            return True
        if self.tool.key != "select":
            self.set_tool("select")
            return True
        return False

    def selection_words(self) -> str:
        """The selected figures for the status bar: one by id (and name), several counted and listed."""
        sel = [fid for fid in self.state.selection if fid in self.table._figures]
        if not sel:
            return ""
        if len(sel) == 1:
            f = self.table._figures[sel[0]]
            return fill(translate("BataanBoard", "Selected: %1"), f"{f.id} ({f.name})" if f.name else f.id)
        shown = ", ".join(sel[:8]) + (" …" if len(sel) > 8 else "")
        return fill(translate("BataanBoard", "%n figure(s) selected: %1", "", len(sel)), shown)

    def figure_at(self, pt) -> FigureItem | None:
        for it in self.scene.items(pt):
            if isinstance(it, FigureItem):
                return it
        return hit_figure(self, pt)          # at least MIN_HIT_PX wide to the mouse at any zoom

    # ==== mouse dispatch (from the view) ==============================================================
    def on_press(self, ev, pt) -> bool:
        self.view.setFocus()
        ruler = self.ruler
        if ruler.active and ev.button() != ruler.button:
            ruler.add_waypoint(pt)      # a click of the other button while measuring: a waypoint
            return True
        if ev.button() == Qt.MouseButton.RightButton:
            if ev.modifiers() & Qt.KeyboardModifier.ShiftModifier and ruler.can_add_waypoint():
                ruler.add_waypoint(pt, Qt.MouseButton.RightButton)
            else:
                ruler.begin(pt, Qt.MouseButton.RightButton)
            return True
        return self.tool.press(ev, pt)

    def on_move(self, ev, pt) -> bool:
        if self.ruler.active:
            self.ruler.move(pt)
            return True
        if self.state.show_blast:
            self.state.blast_at = (pt.x(), pt.y())
            self.request_compute()
        return self.tool.move(ev, pt)

    def on_release(self, ev, pt) -> bool:
        ruler = self.ruler
        if ruler.active and ev.button() == ruler.button:
            menu_for = None
            if ev.button() == Qt.MouseButton.RightButton and not ruler.moved and not self.state.ruler_via:
                menu_for = self.figure_at(pt)          # a right click (no drag) on a figure: its menu
            ruler.end(pt)
            if menu_for is not None:
                if not menu_for.isSelected():
                    self.select([menu_for.fid])
                self.open_figure_menu(self.view.viewport().mapToGlobal(self.view.mapFromScene(pt)))
            return True
        if ruler.active:
            return True                           # the other button's release after a waypoint
        return self.tool.release(ev, pt)

    def on_double_click(self, ev, pt) -> bool:
        return self.tool.double_click(ev, pt)

    def on_key(self, ev) -> bool:
        if self.tool.key_press(ev):
            return True
        if ev.key() == Qt.Key.Key_Escape:
            self.ruler.clear()
            return True
        if ev.key() == Qt.Key.Key_Backspace:
            return self.ruler.take_back_waypoint()
        return False

    # ==== the gestures, for scripts, tests and the panels ==============================================
    def dragging(self) -> bool:
        return self.drag.active

    def begin_drag(self, pt) -> None:
        self.drag.begin(pt)

    def drag_to(self, pt) -> None:
        self.drag.to(pt)

    def move_figures(self, moves: dict[str, tuple[float, float]]) -> bool:
        """Move figures as one finished drag would: in a movement phase each figure's move is recorded
        in the same change."""
        return self.drag.move_figures(moves)

    def set_ruler(self, fid: str | None, end: tuple[float, float], start: tuple[float, float] | None = None,
                  to: str | None = None, via=()) -> None:
        self.ruler.set(fid, end, start, to, via)

    def clear_ruler(self) -> None:
        self.ruler.clear()

    def record_ruler_move(self, mode: str | None = None) -> bool:
        return self.ruler.record_move(mode)

    def draft_add(self, pt) -> None:
        self.draft.add(pt)

    def draft_finish(self) -> bool:
        return self.draft.finish()

    def add_terrain(self, kind: str, points, width_in: float | None = None, name: str = "") -> bool:
        return self.draft.add_terrain(kind, points, width_in, name)

    def feature(self, fid: str):
        return self.reshape.feature(fid)

    def reshape_feature(self, fid: str, points) -> bool:
        return self.reshape.reshape_feature(fid, points)

    # ==== moves and the rules: the referee engine ===================================================
    def ask_correction(self, text: str) -> bool:
        """A move outside the movement phases, once play has begun, is a correction: ask first."""
        from PySide6.QtWidgets import QMessageBox

        phase = self.game.phase
        from assistant.games.bataan.sequence import PHASE_TEXT

        box = QMessageBox(QMessageBox.Icon.Question, self.tr("Move outside the movement phases"),
                          fill(self.tr("It is not a movement phase (now: %1), so this move follows no movement "
                                       "rule. Record it as a correction?"), PHASE_TEXT[phase]),
                          QMessageBox.StandardButton.Cancel, self)
        box.setInformativeText(text)
        box.setTextFormat(Qt.TextFormat.PlainText)
        go = box.addButton(self.tr("Record as a &correction"), QMessageBox.ButtonRole.AcceptRole)
        box.setDefaultButton(QMessageBox.StandardButton.Cancel)
        box.exec()
        return box.clickedButton() is go

    def in_movement_phase(self) -> bool:
        try:
            return self.game.drags.moving_side() is not None and not self.game.state.victory
        except InputError:
            return False

    def push_and_log(self, change) -> bool:
        """Push a change made by the engine; its summary goes to the referee panel's results."""
        ok = self.hub.push(change)
        if ok:
            self.last_message = change.text
            panel = getattr(self, "referee_panel", None)
            if panel is not None:
                for i, line in enumerate(dict(change.meta).get("summary") or (change.text,)):
                    panel.say(line if i == 0 else f"    {line}")
        return ok

    def push_change(self, make, title: str) -> bool:
        """Make a change with the engine and push it; an InputError is shown and nothing changes."""
        try:
            change = make()
        except InputError as err:
            self.show_error(title, err.message)
            return False
        return self.push_and_log(change)

    # ==== the figures' state: context menu and shortcuts ==============================================
    def set_figure_state(self, ids: list[str] | None = None, **kw) -> bool:
        """Wounds / revealed / entrenched / remove for the selected figures: ONE undoable change."""
        ids = list(self.state.selection if ids is None else ids)
        if not ids:
            self.show_error(self.tr("Figures not changed"), self.tr("Select the figures first."))
            return False
        return self.push_change(lambda: self.game.turn.set_figures(ids, **kw), self.tr("Figures not changed"))

    def open_figure_menu(self, global_pos) -> QMenu:
        """The figure menu for the selection (right click on a figure, or the Menu key)."""
        menu = self.action_set.figure_menu()
        self.last_menu = menu
        menu.popup(global_pos)
        return menu

    # ==== grenades and knee mortars from the board (the blast tool, B12, B13) =========================
    def thrower(self):
        """The first selected living figure, who throws (None if nobody is selected)."""
        figs = self.table._figures
        return next((figs[f] for f in self.state.selection if f in figs and figs[f].alive), None)

    def fit_blast_to_thrower(self) -> None:
        """The template's size for the selected thrower: 3" round an American grenade (B12), the 2" of the
        second hit round a Japanese one (B13)."""
        f = self.thrower()
        if f is not None:
            self.act_blast_radius.setChecked(f.side == "japanese")

    def set_blast_at(self, x: float, y: float) -> None:
        self.state.blast_at = (float(x), float(y))
        self.recompute()

    def throw_at(self, x: float, y: float):
        """Lay the blast template at (x, y) and open the Grenade dialog (Knee mortar for a knee mortar
        man) for the selected thrower; its fields move the template with them. Returns the dialog."""
        if not self.act_blast.isChecked():
            self.act_blast.setChecked(True)
        self.fit_blast_to_thrower()
        self.set_blast_at(x, y)
        f = self.thrower()
        panel = getattr(self, "referee_panel", None)
        if f is None or panel is None:
            self.show_error(self.tr("No thrower"), self.tr("Select the figure who throws, then click where it lands."))
            return None
        return panel.open_grenade_at(f.id, (x, y), f.role == "knee_mortar", self.set_blast_at)

    # ==== proposed moves (Banzai runs) ================================================================
    def show_proposed_moves(self, moves, title: str | None = None) -> None:
        """Arrows for moves the referee reviews: (figure, start, end, ticked, contact) tuples."""
        self.arrows_overlay.show_moves(list(moves), title or self.tr("Banzai runs (VI.D)"))
        self.place_tags()

    def clear_proposed_moves(self) -> None:
        self.arrows_overlay.show_moves([])

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
            self.show_error(self.tr("Figures not placed"), str(err))
            return []
        how = self.formation_box.currentText() if len(figs) > 1 else self.tr("one figure")
        what = self.tr("Place %n Japanese (%1, %2)", "", len(figs)) if side == "japanese" else \
            self.tr("Place %n American(s) (%1, %2)", "", len(figs))
        return self.add_figures(figs, fill(what, figs[0].unit_label, how))

    def add_figures(self, figs, text: str) -> list[str]:
        cand = self.candidate(figures=list(self.table._figures.values()) + list(figs))
        if cand is None or not self.commit(cand, text):
            return []
        ids = [f.id for f in figs]
        self.select(ids)
        return ids

    def delete_selected(self) -> bool:
        if self.tool.key == "reshape" and self.reshape.selected:
            fid = self.reshape.selected
            cand = self.candidate(features=[g for g in self.table.features if g.id != fid])
            self.reshape.selected = None
            return cand is not None and self.commit(cand, fill(self.tr("Delete %1"), fid))
        ids = list(self.state.selection)
        if not ids:
            return False
        cand = self.candidate(figures=[f for f in self.table._figures.values() if f.id not in ids])
        text = fill(self.tr("Delete %1"), ids[0]) if len(ids) == 1 else self.tr("Delete %n figure(s)", "", len(ids))
        return cand is not None and self.commit(cand, text)

    # ==== table files =================================================================================
    def load_table_file(self, path) -> bool:
        """Replace the table by a table file (one undoable change); a bad file changes nothing."""
        s = self.session
        try:
            done = run_with_progress(self, self.tr("Loading a table file"), _read_table_file, path,
                                     GuiThreadStore(s.store), s.game_id,
                                     label=fill(self.tr("Reading %1…"), Path(path).name))
        except InputError as err:
            self.show_error(self.tr("Table file not loaded"), fill(self.tr("%1\nNothing was changed."), err))
            return False
        if done is None:
            self.say(fill(self.tr("Loading %1 cancelled: nothing was changed"), Path(path).name))
            return False
        loaded, change = done
        ok = self.hub.push(change) if change.ops else True
        if ok:
            note = "; ".join(loaded.notes)
            self.say(fill(self.tr("Loaded %1 (repaired: %2)"), Path(path).name, note) if note
                     else fill(self.tr("Loaded %1"), Path(path).name))
            self.view.fit()
        return ok

    def save_table_file(self, path) -> bool:
        try:
            tablefile.save_table(self.table, path)
        except OSError as err:
            self.show_error(self.tr("Table file not saved"), f"{path}: {err.strerror or err}")
            return False
        self.say(fill(self.tr("Saved the table to %1"), path))
        return True

    def load_dialog(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self, self.tr("Load a table file"), str(Path.home()),
                                              self.tr("Table file (*.json);;All files (*)"))
        if path:
            self.load_table_file(path)

    def save_dialog(self) -> None:
        path, _ = QFileDialog.getSaveFileName(self, self.tr("Save the table file"), str(Path.home() / "table.json"),
                                              self.tr("Table file (*.json)"))
        if path:
            self.save_table_file(path)

    # ==== actions, panels and tools ===================================================================
    def game_actions(self) -> list[QAction]:
        sep = QAction(self)
        sep.setSeparator(True)
        blast = self.tool_actions["blast"]          # the blast tool (G) in the Turn menu, by the Grenade key
        blast.setProperty("menu", "turn")
        return (self.action_set.game_actions() + self.photo.actions() + self.photo_read.actions() + [sep]
                + self.keys.menu_actions() + [blast])

    # the main window's hooks for a wide board (issue 13): it gives a 2:1 table the width and docks the
    # referee panel in its own right-hand column instead of a second column beside the table
    def board_aspect(self) -> float:
        r = self.view.table_rect
        return r.width() / r.height() if r.height() > 0 else 1.0

    def side_panel(self):
        """(widget, title, fold action) of the panel beside the table, or None."""
        scroll, act = getattr(self, "referee_scroll", None), getattr(self, "act_referee_panel", None)
        return (scroll, self.tr("Referee"), act) if scroll is not None and act is not None else None

    def measure_panel(self) -> QWidget:
        from .measure_panel import MeasurePanel
        panel = MeasurePanel(self)
        panel.show_answers(self.answers)
        return panel

    def set_tool(self, key: str) -> None:
        old = getattr(self, "tool", None)
        if old is not None and old.key != key:
            old.deactivate()
        self.tool = self.tools[key]
        self.tool.activate()
        self.tool_actions[key].setChecked(True)
        self.action_set.show_options_for(key)
        self.hub.message.emit(translate("BataanTools", self.tool.tip))

    # ==== the demo state (screenshots, a first look) ==================================================
    def is_fresh_demo(self) -> bool:
        """A demo table nobody has touched yet (no recorded change in this game). A game made from
        another set-up (blank, printed) never gets the demo's look, even with the same figures."""
        try:
            if self.session.history():
                return False
            made_from = (self.session.settings or {}).get("setup")
        except Exception:  # noqa: BLE001 - a look-up for a nicety, never fatal
            return False
        if made_from is not None and made_from != "demo":
            return False
        return "JP3-1" in self.table._figures and "US1-1" in self.table._figures

    def print_board(self, printer) -> bool:
        """File > Print: the game report (the table as it stands, the waves, the plots, the rolls)."""
        from .flow.report_export import print_report, report_pictures

        panel = getattr(self, "referee_panel", None)
        pictures = panel.report_pictures() if panel is not None else report_pictures(self)
        print_report(self.game, printer, pictures)
        return True

    def commands(self):
        """The referee engine the palette's commands call (the same one the referee panel uses)."""
        return self.game

    def selected_for(self, kind: str) -> list:
        """The selected figures, first picked first (a command form's "From the board")."""
        return list(self.state.selection) if kind == "figure" else []

    def close_views(self) -> None:
        panel = getattr(self, "referee_panel", None)
        view = getattr(panel, "players_view", None)
        if view is not None:
            view.close()

    def show_demo_overlays(self, answers_after_paint: bool = False) -> None:
        """Command circles, a sight line between two selected figures and a ruler, zoomed onto the
        Japanese 2nd and 3rd Platoons, as a first look (and the README screenshot). ``answers_after_paint``
        (the first start): the view is set now, its answers (the sight line's clearances are the costly
        part) are computed once the table has painted, so the window shows without waiting for them."""
        figs = self.table._figures
        self._batch += 1             # each step below asks for the answers: computed once, at the end
        try:
            self.act_command.setChecked(True)
            self.act_sight.setChecked(True)
            pair = [fid for fid in ("JP3-2", "JP3-25") if fid in figs]
            if len(pair) == 2:
                self.select(pair)
            if "JP3-6" in figs:          # the tank, along the road
                f = figs["JP3-6"]
                self.set_ruler("JP3-6", (min(f.x + 6.5, self.table.width_in), f.y + 0.3))
            self.view.zoom_to(QRectF(0, 13, 33, 28))
        finally:
            self._batch -= 1
            self._batch_wanted = False
        if answers_after_paint and not self.view.painted:
            # the command circles need no answers (the leaders' places): drawn with the table, so the
            # answers' own repaint after the paint stays small (issue 25: no block after the first paint)
            self.command_overlay.show_circles(self.table, self.state.show_command)
            self.after_first_paint(self._warm_then_recompute)
            QTimer.singleShot(0, self, self._unless_shown)   # a board never shown gets its answers all the same
        else:
            self.recompute()
