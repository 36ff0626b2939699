"""The main window: the board in the middle, dock panels around it, menus with standard shortcuts."""

from __future__ import annotations

import logging
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QByteArray, QEvent, QSettings, QSize, Qt, QTimer
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QDockWidget, QFileDialog, QInputDialog, QLabel, QMainWindow, QMessageBox, QStackedWidget, QWidget,
)

from assistant import APP_NAME
from assistant.core.errors import InputError
from assistant.games.game_settings import referee_change, rename_change
from assistant.store import games
from assistant.store.errors import StoreError
from assistant.store.store import Store

from . import boards, file_actions, menus, panels
from .game_label import game_label
from .hub import Hub
from .i18n import fill, translate
from .widgets import ElidedLabel

if TYPE_CHECKING:
    from .welcome import Welcome

MAX_RECENT = 8
WIDE_ASPECT = 1.5   # a board at least this much wider than tall (the 2:1 Bataan table) gets the wide layout
# the layouts, each remembered apart: "normal" (docks around the board), "wide" (a wide board: its side panel
# and the docks in one right-hand column) and "column" (the same column beside a board with a side panel:
# the hex maps and MacArthur, issue 23.1)
LAYOUTS = ("normal", "wide", "column")
SHORT_PX = 1100     # a window less tall than this (1080p and less) puts Roll log and Record in the right column too
SHORT_NORMAL_PX = 800   # in the normal layout, below this height (720p) Roll log and Record leave the bottom row
log = logging.getLogger("assistant.window")


# docks whose panels are made when first shown or asked for (``widget()``), not with the window: they bring
# pyqtgraph and the roll log's queries, which the first window does without, and the Record, a tab behind
# the Measure dock in the wide layout (issue 17: start < 0.5 s)
LAZY_DOCKS = frozenset({"roll", "plots", "rolllog", "history"})


class LazyDock(QDockWidget):
    """A dock whose panel is made the first time the dock shows (its tab raised, Ctrl+2..5) or a caller asks
    for ``widget()``; the panel catches up with the open game and board when it is made."""

    def __init__(self, title: str, parent, make):
        super().__init__(title, parent)
        self._make = make
        self._in_view = False
        self.visibilityChanged.connect(self._on_visible)

    def widget(self):  # noqa: D102 - QDockWidget.widget, made on first use
        if self._make is not None:
            make, self._make = self._make, None
            self.setWidget(make())
        return super().widget()

    def built(self) -> bool:
        return self._make is None

    def _on_visible(self, visible: bool) -> None:
        # a moment later, and only if still in view: laying the docks out raises tabs in passing (a tab
        # behind another is "visible" to isVisible(); this signal is what says it is in view)
        self._in_view = visible
        if visible and self._make is not None:
            QTimer.singleShot(0, self._build_if_shown)

    def _build_if_shown(self) -> None:
        if self._make is not None and self._in_view and self.isVisible():
            self.widget()


def sweep_leftovers(db_path: Path) -> list[Path]:
    """Remove what a killed run left half written beside the database and in its tile cache (issue 26: a new
    database being built, a backup or export, a tile pyramid being cut); ``core.leftovers`` says what in the
    log, and touches only our own temporaries whose maker is gone."""
    from assistant.core.leftovers import sweep

    return sweep(db_path.parent) + sweep(db_path.with_name(db_path.name + ".tiles"))


def board_is_wide(board) -> bool:
    """The board says it is wide: ``board_aspect()`` (width over height of what Fit shows) >= WIDE_ASPECT."""
    try:
        return board is not None and float(board.board_aspect()) >= WIDE_ASPECT
    except (TypeError, ValueError):
        return False


def layout_for(board) -> str:
    """The layout a board gets: "wide" for a wide board, "column" for another with a side panel (its tabs go
    in the right-hand column, so the map gets the window's width: issue 23.1), else "normal"."""
    if board is None:
        return "normal"
    if board_is_wide(board):
        return "wide"
    try:
        return "column" if board.side_panel() else "normal"
    except (AttributeError, TypeError):
        return "normal"


class MainWindow(QMainWindow):
    def __init__(self, hub: Hub | None = None, settings: QSettings | None = None):
        super().__init__()
        self.hub = hub or Hub(self)
        self.settings = settings or QSettings()
        self.setWindowTitle(APP_NAME)
        self.resize(1500, 950)
        self.docks: dict[str, QDockWidget] = {}
        # one of LAYOUTS: each is remembered apart (window/state, window/state_wide, window/state_column)
        self.layout_kind = "normal"
        self.side_dock: QDockWidget | None = None   # the board's own side panel, docked in the right column
        self._side: tuple | None = None             # (widget, fold action) while docked
        self._side_new = False                      # the side dock was just made: its remembered place applies
        self._before_board_only = None              # the layout to come back to while View > Board only is on
        self._after_shown: list | None = []         # work that waits for the first paint (None once painted)

        self.central = QStackedWidget()
        self._welcome: Welcome | None = None   # made when first shown (issue 17.6: a start into a game skips it)
        self.board: QWidget | None = None
        self.setCentralWidget(self.central)

        self._make_actions()
        self._make_menus()
        self._make_docks()
        self.status_db = QLabel()
        # the game's name (the referee's text) cut to a quarter of the window, so the hints shown beside it
        # are not cut at 1280x720 ("...drag on the cloth to box" lost its "-select")
        self.status_game = ElidedLabel(0.22, 420)
        self.statusBar().addPermanentWidget(self.status_game)
        self.statusBar().addPermanentWidget(self.status_db)
        self._make_selection_bar()
        self.hub.boardReady.connect(self._name_board_panels)

        self.hub.gameOpened.connect(self._on_game_opened)
        self.hub.storeOpened.connect(self._on_store_opened)
        self.hub.message.connect(self._show_message)
        self.hub.error.connect(self.show_error)
        self.hub.undo_stack.cleanChanged.connect(self._on_clean_changed)  # bound: dropped with the window
        self._restore_layout()
        self._on_store_opened(self.hub.store)

    # -- actions and menus -----------------------------------------------------------------------------
    def _action(self, text: str, slot, shortcut=None, tip: str = "") -> QAction:
        act = QAction(text, self)
        if shortcut is not None:
            act.setShortcut(QKeySequence(shortcut))
        if tip:
            act.setStatusTip(tip)
        act.triggered.connect(slot)
        return act

    def _make_actions(self) -> None:
        menus.make_actions(self)

    def _make_menus(self) -> None:
        menus.make_menus(self)

    def _make_docks(self) -> None:
        for spec in panels.DOCKS:
            if spec.key in LAZY_DOCKS:
                dock = LazyDock(translate("panels", spec.title), self, lambda f=spec.factory: f(self.hub))
            else:
                dock = QDockWidget(translate("panels", spec.title), self)
                dock.setWidget(spec.factory(self.hub))
            dock.setObjectName(f"dock_{spec.key}")
            self.addDockWidget(spec.area, dock)
            self.docks[spec.key] = dock
            act = dock.toggleViewAction()
            if spec.shortcut:
                act.setShortcut(QKeySequence(spec.shortcut))
            self.menu_view.addAction(act)
        self.menu_view.addActions([self.act_board_only, self.act_players_view, self.act_reset_layout])

    # -- the selection (issue 23.3) ---------------------------------------------------------------------
    def _make_selection_bar(self) -> None:
        """The status bar's "Selected: ..." label and Esc; made before the window follows game switches, so a
        switch first drops the last game's status message (a stale "A demo game was made ...")."""
        from .selection_bar import SelectionBar

        self.selection_bar = SelectionBar(self)

    def _name_board_panels(self, board) -> None:
        """A screen reader names the board's side tabs by their titles (issue 23.3)."""
        from .accessible import name_tab_pages

        name_tab_pages(board)

    def clear_selection(self) -> str:
        """Edit > Clear selection (Esc): the board puts down an armed tool, else clears its selection."""
        bar = getattr(self, "selection_bar", None)
        return bar.escape() if bar is not None else ""

    # -- layout memory ---------------------------------------------------------------------------------
    def _restore_layout(self) -> None:
        geom = self.settings.value("window/geometry")
        if isinstance(geom, QByteArray):
            self.restoreGeometry(geom)
        size = self.settings.value("window/size")
        if isinstance(size, QSize) and size.isValid():  # also where the platform keeps no frame geometry
            self.resize(size)
        last = self.settings.value("window/layout")
        if last in LAYOUTS and last != "normal":   # the last game's board's layout: most likely again
            self.layout_kind = str(last)
            self._set_corners()
        self._needs_default_layout = not self._restore_state()

    @staticmethod
    def _state_key(kind: str) -> str:
        return "window/state" if kind == "normal" else f"window/state_{kind}"

    def _restore_state(self) -> bool:
        """The remembered dock layout of the current kind; False when there is none (or it does not apply)."""
        state = self.settings.value(self._state_key(self.layout_kind))
        ok = isinstance(state, QByteArray) and self.restoreState(state)
        self._fix_side_dock()
        return ok

    @property
    def welcome(self) -> Welcome:
        """The page shown while no game is open (start, reopen, recover), made on first use."""
        if self._welcome is None:
            from .welcome import Welcome

            self._welcome = Welcome(self)
            self._welcome.set_store(self.hub.store)
            self.central.insertWidget(0, self._welcome)
            if self.board is None:
                self.central.setCurrentWidget(self._welcome)
        return self._welcome

    def resizeEvent(self, event) -> None:  # noqa: N802 (Qt name)
        super().resizeEvent(event)
        self.status_game.refit()

    def showEvent(self, event) -> None:  # noqa: N802 (Qt name)
        if self.board is None:
            self.welcome.show()   # shown without a game: the welcome page is what the middle holds
        super().showEvent(event)
        if self._needs_default_layout:
            self._needs_default_layout = False
            self._default_layout()
        if self._after_shown is not None:
            self.central.installEventFilter(self)

    def after_shown(self, fn) -> None:
        """Run ``fn`` once the window has painted for the first time (at once if it has): work the first
        look does without (checking the chart files) waits until the referee sees the window."""
        if self._after_shown is None:
            QTimer.singleShot(0, fn)
        else:
            self._after_shown.append(fn)

    def eventFilter(self, obj, event) -> bool:  # noqa: N802 (Qt name)
        if obj is self.central and event.type() == QEvent.Type.Paint and self._after_shown is not None:
            waiting, self._after_shown = self._after_shown, None
            self.central.removeEventFilter(self)
            for fn in waiting:
                QTimer.singleShot(0, fn)
        return super().eventFilter(obj, event)

    def _switch_layout(self, kind: str) -> None:
        """Go to the ``kind`` layout: the current one is remembered first, then the other is restored as it
        was left, or laid out afresh."""
        self.set_board_only(False)
        if kind == self.layout_kind:
            if self._side_new and self._restore_state():   # the side dock takes its remembered place
                self._needs_default_layout = False
            self._side_new = False
            self._fix_side_dock()
            return
        self._side_new = False
        if not self._needs_default_layout:
            self.settings.setValue(self._state_key(self.layout_kind), self.saveState())
        self.layout_kind = kind
        self._set_corners()
        if self._restore_state():
            self._needs_default_layout = False
        elif self.isVisible():
            self._default_layout()
        else:
            self._needs_default_layout = True  # tabs made before the window shows leave a stale tab bar

    def open_players_view(self):
        """View > Players' view (F11), on every board (issue 23.1): the board's own players' view, following
        the game live; on a second screen when there is one, full screen there."""
        view = self.board.open_players_view() if self.board is not None else None
        if view is None:
            self.hub.message.emit(self.tr("This game has no players' view."))
            return None
        from PySide6.QtGui import QGuiApplication

        screens = QGuiApplication.screens()
        mine = self.screen()
        other = next((s for s in screens if s is not mine), None)
        if other is not None:
            view.setScreen(other)
            view.setGeometry(other.availableGeometry())
            view.showFullScreen()
        view.raise_()
        return view

    def set_board_only(self, on: bool) -> None:
        """View > Board only (F9): every dock, the board's side panel too, folded away so the board has the
        whole window (a 2:1 table at 1280x720: about 10 px per inch at Fit); off again brings back the
        layout as it was."""
        if on == (self._before_board_only is not None):
            return
        if on:
            self._before_board_only = self.saveState()
            for dock in list(self.docks.values()) + ([self.side_dock] if self.side_dock is not None else []):
                dock.hide()
        else:
            state, self._before_board_only = self._before_board_only, None
            self.restoreState(state)
            self._fix_side_dock()
        if self.act_board_only.isChecked() != on:
            self.act_board_only.setChecked(on)

    def reset_layout(self) -> None:
        """View > Reset layout: the default layout for this board, forgetting the remembered one."""
        self.set_board_only(False)
        self.settings.remove(self._state_key(self.layout_kind))
        for dock in self.docks.values():
            dock.setFloating(False)
            dock.show()
        if self._side is not None:
            self._side[1].setChecked(True)
        self._default_layout()

    def _set_corners(self) -> None:
        """The right column (wide and column layouts) runs the window's whole height (the bottom row sits
        under the board only); the normal layout keeps Qt's corners."""
        right = (Qt.DockWidgetArea.RightDockWidgetArea if self.layout_kind != "normal"
                 else Qt.DockWidgetArea.BottomDockWidgetArea)
        self.setCorner(Qt.Corner.BottomRightCorner, right)

    def _default_layout(self) -> None:
        """The kind's layout as it starts: every dock shown (one hidden in the other layout too)."""
        for dock in self.docks.values():
            dock.show()
        if self.layout_kind != "normal":   # wide and column: the right-hand column
            self._default_wide_layout()
        else:
            self._default_normal_layout()
        self._fix_side_dock()

    def _default_normal_layout(self) -> None:
        """First start: the board gets the room; the docks take what they need to be read.
        Done once the window is shown: docks tabified before that leave a stale tab bar behind."""
        H, V = Qt.Orientation.Horizontal, Qt.Orientation.Vertical
        d = self.docks
        for spec in panels.DOCKS:   # back to their areas (after the wide layout moved them)
            self.addDockWidget(spec.area, d[spec.key])
        # tabbed columns: Roll | Plots on the right, Roll log | Record at the bottom; on a narrow screen
        # (a 1366-pixel laptop) the Measure panel joins the right column so the board keeps its room
        screen = self.screen()
        narrow = self.width() < 1500 or (screen is not None and screen.availableGeometry().width() < 1500)
        # a short window (a 720-pixel laptop) keeps no row under the board: Roll log | Record join the right
        # column, so a tall hex map gets the whole height
        short = self.height() < SHORT_NORMAL_PX
        pairs = [("roll", "plots"), ("rolllog", "history")] + ([("roll", "measure")] if narrow else [])
        if short:
            self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, d["rolllog"])
            self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, d["history"])
            pairs = [("roll", "plots"), ("roll", "rolllog"), ("roll", "history")] + pairs[2:]
        for first, second in pairs:
            self.tabifyDockWidget(d[first], d[second])
        if narrow:
            d["measure"].raise_()
        else:
            d["roll"].raise_()
            self.resizeDocks([d["measure"]], [290], H)
        if not short:
            d["rolllog"].raise_()
        self.resizeDocks([d["roll"]], [310 if narrow else 330], H)
        if not short:
            self.resizeDocks([d["rolllog"]], [140 if narrow else 160], V)

    def _default_wide_layout(self) -> None:
        """A wide board (the 2:1 Bataan table), or one with a side panel (a hex map, MacArthur's network: issue
        23.1), gets the window's width: one right-hand column holds the board's side panel (the referee
        panel, the game's tabs) over the tabbed Measure | Roll | Plots, and on a short window Roll log |
        Record too; on a tall one they keep a row under the board."""
        H, V = Qt.Orientation.Horizontal, Qt.Orientation.Vertical
        R = Qt.DockWidgetArea.RightDockWidgetArea
        d = self.docks
        short = self.height() < SHORT_PX
        column = ["measure", "roll", "plots"] + (["rolllog", "history"] if short else [])
        side = self.side_dock if self._side is not None else None
        top = side or d["measure"]
        self.addDockWidget(R, top)
        if side is not None:
            self.splitDockWidget(side, d["measure"], V)
        for key in column[1:]:
            self.tabifyDockWidget(d["measure"], d[key])
        if not short:
            self.addDockWidget(Qt.DockWidgetArea.BottomDockWidgetArea, d["rolllog"])
            self.tabifyDockWidget(d["rolllog"], d["history"])
            d["rolllog"].raise_()
            self.resizeDocks([d["rolllog"]], [160], V)
        d["measure"].raise_()
        # the hex and MacArthur panels were laid out for a ~400 px splitter pane: their column is a little
        # wider than the referee panel's (the map keeps 900 px at 1280x720)
        wide = self.width() >= 1600
        self.resizeDocks([top], [(370 if wide else 330) if self.layout_kind == "wide" else (400 if wide else 370)], H)
        if side is not None:
            tall = self.height() - self.menuBar().height() - self.statusBar().height()
            self.resizeDocks([side, d["measure"]], [int(tall * 0.58), int(tall * 0.42)], V)

    # -- the board's side panel in a dock (wide and column layouts) --------------------------------------
    def _dock_side_panel(self) -> None:
        """Move the board's side panel (``board.side_panel()``: widget, title, fold action) into the right
        column's dock; its fold action (Ctrl+Shift+J on Bataan) then shows and hides the dock."""
        found = self.board.side_panel() if self.board is not None else None
        if not found:
            return
        widget, title, act = found
        if self.side_dock is None:
            self.side_dock = QDockWidget(title, self)
            self.side_dock.setObjectName("dock_side")
            self.side_dock.setFeatures(QDockWidget.DockWidgetFeature.DockWidgetMovable
                                       | QDockWidget.DockWidgetFeature.DockWidgetFloatable)  # folded by its action
            self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.side_dock)
            self.side_dock.hide()
            self._side_new = True
        self.side_dock.setWindowTitle(title)
        if not widget.accessibleName():   # a screen reader names the panel as the dock's title does
            widget.setAccessibleName(title)
        self.side_dock.setWidget(widget)
        widget.setVisible(act.isChecked())
        act.toggled.connect(self._on_side_folded)
        self._side = (widget, act)

    def _undock_side_panel(self, board) -> None:
        """Give the docked side panel back to its board (it goes with it)."""
        if self._side is None:
            return
        widget, act = self._side
        self._side = None
        try:
            act.toggled.disconnect(self._on_side_folded)
        except (RuntimeError, TypeError):
            pass
        widget.hide()
        widget.setParent(board)
        if self.side_dock is not None:
            self.side_dock.hide()

    def _on_side_folded(self, shown: bool) -> None:
        if self.side_dock is not None:
            self.side_dock.setVisible(shown and self._before_board_only is None)

    def _fix_side_dock(self) -> None:
        """The side dock shows only in the right-column layouts with a panel in it, and then as its action says."""
        if self.side_dock is None:
            return
        wanted = (self.layout_kind != "normal" and self._side is not None and self._side[1].isChecked()
                  and self._before_board_only is None)
        self.side_dock.setVisible(wanted)

    def save_layout(self) -> None:
        self.set_board_only(False)   # the layout remembered is the one with the panels
        self.settings.setValue("window/geometry", self.saveGeometry())
        self.settings.setValue("window/size", self.size())
        self.settings.setValue(self._state_key(self.layout_kind), self.saveState())
        self.settings.setValue("window/layout", self.layout_kind)
        self.settings.sync()

    def closeEvent(self, event) -> None:  # noqa: N802 (Qt name)
        self.save_layout()
        if self.board is not None:
            self.board.close_views()
        if getattr(self, "charts_dialog", None) is not None:
            self.charts_dialog.close()
        self.hub.set_store(None)  # closes the game and the database (its WAL is checkpointed)
        super().closeEvent(event)

    # -- store -----------------------------------------------------------------------------------------
    def open_database(self, path: Path | str) -> bool:
        try:
            store = Store.open(path)
        except StoreError as exc:
            self.show_error(self.tr("Cannot open database"), str(exc))
            if self.hub.store is None:
                self.welcome.show_problem(str(exc))
            return False
        self.hub.set_store(store)
        self.settings.setValue("store/last_db", str(path))
        if store.notice:   # opened read-only: the referee can look but not record
            self.show_error(self.tr("Database opened read-only"), store.notice)
        return True

    def _on_store_opened(self, store: Store | None) -> None:
        # the file's name in the status bar, its whole path in the tooltip (a long path pushed the game's name away)
        self.status_db.setText(self.tr("Database: %1").replace("%1", Path(str(store.path)).name if store else "")
                               if store else self.tr("No database"))
        self.status_db.setToolTip(str(store.path) if store else "")
        for act in (self.act_new, self.act_open, self.act_backup, self.act_check_db):
            act.setEnabled(store is not None)
        if self._welcome is not None:
            self._welcome.set_store(store)
        self._refresh_recent()
        self._update_title()
        if store is not None and str(store.path) != ":memory:":
            self.after_shown(lambda p=Path(store.path): sweep_leftovers(p))

    def open_database_dialog(self) -> None:
        path, _ = QFileDialog.getSaveFileName(
            self, self.tr("Open or create a database"), str(Path.home()),
            self.tr("Table Assistant database (*.sqlite *.db)"),
            options=QFileDialog.Option.DontConfirmOverwrite,
        )
        if path:
            self.open_database(path)

    def backup_database(self) -> None:
        store = self.hub.store
        if store is None:
            return
        path, _ = QFileDialog.getSaveFileName(self, self.tr("Back up database"), "table-assistant-backup.sqlite",
                                              self.tr("SQLite database (*.sqlite)"))
        if path:
            self.backup_to(path)

    def backup_to(self, path: str | Path) -> bool:
        return file_actions.backup_to(self, path)

    # -- games -------------------------------------------------------------------------------------------
    def new_game(self) -> None:
        if self.hub.store is None:
            return
        from .dialogs import NewGameDialog   # the dialogs load when first opened (issue 17.6)

        dlg = NewGameDialog(self)
        if dlg.exec():
            kind_id, name, setup = dlg.choice()
            self.create_and_open(kind_id, name, setup=setup)

    def create_and_open(self, kind_id: str, name: str = "", demo: bool = True, setup: str | None = None) -> int:
        assert self.hub.store is not None
        from assistant.games.setup import new_game

        try:
            gid = new_game(self.hub.store, kind_id, name, demo=demo, setup=setup)
        except (StoreError, InputError) as exc:   # a read-only database, an unknown set-up
            self.show_error(self.tr("Game not created"), str(exc))
            return 0
        self.open_game_id(gid)
        return gid

    def open_table_file(self, path: Path | str, ask: bool = True) -> bool:
        """A Last Stand on Bataan table file given on the command line (a file manager's "open with"): read
        and checked first (a bad file is named and nothing is made); then, once the referee agrees, a new
        game on a table of its size holding it. No game in progress is touched: a referee who opens a
        table file wants that table, not the last game's figures replaced."""
        from assistant.games.bataan.table import tablefile

        path = Path(path).expanduser()
        if self.hub.store is None:
            return False
        try:
            loaded = tablefile.load_table(path)
        except InputError as exc:
            self.show_error(self.tr("Table file not opened"), fill(self.tr("%1\nNothing was made or changed."), exc))
            return False
        small = loaded.table.width_in <= 96 and loaded.table.height_in <= 48   # a 4'x8' table or less
        if ask and not self.ask_new_game_from_table(path):
            return False
        gid = self.create_and_open("bataan_4x8" if small else "bataan", path.stem,   # the name the referee gave it
                                   setup="blank")
        return bool(gid and self.board is not None and self.board.load_table_file(path))

    def ask_new_game_from_table(self, path: Path) -> bool:
        box = QMessageBox(QMessageBox.Icon.Question, self.tr("Open a table file"),
                          fill(self.tr("Make a new game of Last Stand on Bataan from the table file %1?"), path.name),
                          QMessageBox.StandardButton.Cancel, self)
        box.setInformativeText(fill(self.tr("It is added to %1; the games already there are not changed."),
                                    self.hub.store.path if self.hub.store else ""))
        box.setTextFormat(Qt.TextFormat.PlainText)   # a file name is the referee's text
        make = box.addButton(self.tr("&New game"), QMessageBox.ButtonRole.AcceptRole)
        box.setDefaultButton(make)
        box.exec()
        return box.clickedButton() is make

    def open_game(self) -> None:
        if self.hub.store is None:
            return
        from .dialogs import OpenGameDialog

        dlg = OpenGameDialog(self.hub.store, self)
        if dlg.exec() and dlg.game_id() is not None:
            self.open_game_id(dlg.game_id())

    def open_game_id(self, game_id: int) -> bool:
        """Open a game. A game this version cannot read (a record that is not what it should be, a kind
        it does not know) is refused with a message naming the record; it is forgotten as the last game, so
        the next start does not stop on it, and the rest of the database stays usable."""
        try:
            self.hub.open_game(game_id)
        except InputError as exc:
            recent = [x for x in (self.settings.value("games/recent") or []) if str(x) != str(game_id)]
            self.settings.setValue("games/recent", recent)
            if str(self.settings.value("games/last")) == str(game_id):
                self.settings.remove("games/last")
            self._refresh_recent()
            self.show_error(self.tr("Cannot open this game"), f"{exc} " + self.tr(
                "Other games in %1 are not affected: File > Open game lists them, Help > Check database lists "
                "what it finds.").replace("%1", str(self.hub.store.path)))
            return False
        recent = [int(x) for x in (self.settings.value("games/recent") or []) if str(x).isdigit()]
        recent = [game_id] + [g for g in recent if g != game_id]
        self.settings.setValue("games/recent", [str(g) for g in recent[:MAX_RECENT]])
        self.settings.setValue("games/last", game_id)
        self.settings.sync()   # the next start finds this game even if this one is killed
        self._refresh_recent()
        return True

    def _refresh_recent(self) -> None:
        self.menu_recent.clear()
        store = self.hub.store
        ids = [int(x) for x in (self.settings.value("games/recent") or []) if str(x).isdigit()]
        shown = 0
        if store is not None:
            for gid in ids:
                name = games.name_of(store, gid)
                if name is not None:
                    shown += 1
                    act = self.menu_recent.addAction(f"&{shown} {name.replace('&', '&&')}")
                    act.triggered.connect(lambda _=False, g=gid: self.open_game_id(g))
        self.menu_recent.setEnabled(shown > 0)

    def _on_game_opened(self, session) -> None:
        if self.board is not None:
            self._undock_side_panel(self.board)
            self.hub.release(self.board)   # its panels' connections to the hub go with it (issue 26)
            self.central.removeWidget(self.board)
            self.board.deleteLater()
            self.board = None
        menus.clear_board_actions(self)
        if session is None:
            self.hub.board = None
            self.central.setCurrentWidget(self.welcome)
        else:
            try:
                self.board = boards.make_board(self.hub, session)
            except Exception as exc:  # a board that cannot draw must not take the game's records with it
                log.exception("The board of game %s could not be drawn", session.game_id)
                self.show_error(self.tr("Cannot draw this game's board"),
                                f"{exc}. " + self.tr("The game's records are intact; the overview is shown instead."))
                from .boards.overview import Overview

                self.board = Overview(self.hub, session)
            self.central.addWidget(self.board)
            self.central.setCurrentWidget(self.board)
            menus.place_board_actions(self, self.board.game_actions())
            kind = layout_for(self.board)
            if kind != "normal":
                self._dock_side_panel()
            self._switch_layout(kind)
            self.hub.board = self.board
            self.hub.boardReady.emit(self.board)
        menus.place_commands_menu(self)
        for act in (self.act_rename, self.act_referee, self.act_rulings, self.act_charts, self.act_export_rolls, self.act_export_game,
                    self.act_export_plot, self.act_print):
            act.setEnabled(session is not None)
        self.status_game.setText(game_label(session) if session else "")
        self._update_title()

    def _show_message(self, text: str) -> None:
        self.statusBar().showMessage(text, 6000)

    def _on_clean_changed(self, _clean: bool) -> None:
        self._update_title()

    def _update_title(self) -> None:
        s = self.hub.session
        dirty = "" if self.hub.undo_stack.isClean() else " •"
        self.setWindowTitle(f"{game_label(s)}{dirty} — {APP_NAME}" if s else APP_NAME)

    def rename_game(self) -> None:
        s = self.hub.session
        if s is None:
            return
        name, ok = QInputDialog.getText(self, self.tr("Rename game"), self.tr("Name:"), text=s.name)
        if ok and name.strip():
            self.hub.push(rename_change(s, name))
            self._update_title()
            self.status_game.setText(game_label(s))

    def set_referee(self) -> None:
        """The referee's name kept with the game: a league file names it beside the game's results."""
        s = self.hub.session
        if s is None:
            return
        name, ok = QInputDialog.getText(
            self, self.tr("Referee"), self.tr("Referee's name (kept with this game; empty: none):"),
            text=str(s.settings.get("referee") or ""))
        if not ok:
            return
        try:
            self.hub.push(referee_change(s, name))
        except InputError as exc:
            self._show_message(str(exc))

    def edit_rulings(self) -> None:
        from .rulings_dialog import RulingsDialog

        if self.hub.session is not None:
            RulingsDialog(self.hub, self).exec()

    def export_game(self, path: str | None = None) -> bool:
        return file_actions.export_game(self, path)

    def export_rolls(self, path: str | None = None) -> bool:
        return file_actions.export_rolls(self, self.hub, path)

    def export_plot(self, path: str | None = None, plot=None) -> bool:
        return file_actions.export_plot(self, path, plot)

    def print_board(self, printer=None) -> bool:
        return file_actions.print_board(self, printer)

    # -- help ----------------------------------------------------------------------------------------------
    def about(self) -> None:
        self.about_box().open()

    def about_box(self) -> QMessageBox:
        from .about import about_text   # package versions are looked up when asked for, not at start

        box = QMessageBox(QMessageBox.Icon.Information, self.tr("About %1").replace("%1", APP_NAME),
                          about_text(self.hub.store),
                          QMessageBox.StandardButton.Ok, self)
        box.setTextFormat(Qt.TextFormat.RichText)  # our own table; the file path in it is escaped
        return box

    def show_shortcuts(self) -> None:
        from .shortcuts import ShortcutsDialog

        ShortcutsDialog(self).exec()

    def show_rules_reference(self) -> None:
        from .reference import RulesReference

        RulesReference(self.hub, self).show()

    def show_error(self, title: str, text: str) -> None:
        self.statusBar().showMessage(f"{title}: {text}", 15000)
        if not getattr(self, "quiet_errors", False):
            box = QMessageBox(QMessageBox.Icon.Warning, title, text, QMessageBox.StandardButton.Ok, self)
            box.setTextFormat(Qt.TextFormat.PlainText)  # names and paths are the referee's text
            box.setWindowModality(Qt.WindowModality.WindowModal)
            box.open()
        self.last_error = (title, text)
        log.warning("%s: %s", title, text)

    def open_log_folder(self) -> Path:
        from .errors import open_log_folder

        return open_log_folder()

    def check_database(self):
        return file_actions.check_database(self)
