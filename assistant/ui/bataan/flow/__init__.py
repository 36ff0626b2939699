"""Refereeing a Last Stand on Bataan game in the UI: the referee panel, the wave history, the victory
screen, the players' view and the report export.

``install(board, hub)`` mounts the panel on a board; see its docstring for what it reads from the board.
"""

from __future__ import annotations

from typing import Any, Callable

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QBoxLayout, QScrollArea, QSplitter, QWidget

from assistant.ui.widgets import scrolling
from assistant.ui.i18n import translate
from .panel import RefereePanel
from .widgets import PlayersView, VictoryView, WaveHistory

__all__ = ["install", "RefereePanel", "WaveHistory", "VictoryView", "PlayersView", "export_report",
           "selection_getter"]


def selection_getter(board: Any) -> Callable[[], list[str]]:
    """How the panel asks the board for the selected figure ids, in order of preference:
    ``board.selected_ids()``, ``board.selection()`` (callable) / ``board.selection`` (list),
    ``board.state.selection`` (the Bataan board's ViewState); else nothing is selected."""
    def get() -> list[str]:
        for name in ("selected_ids", "selection"):
            attr = getattr(board, name, None)
            if callable(attr):
                return list(attr() or [])
            if isinstance(attr, (list, tuple)):
                return list(attr)
        state = getattr(board, "state", None)
        sel = getattr(state, "selection", None)
        return list(sel or [])
    return get


def install(board: Any, hub: Any) -> RefereePanel:
    """Mount the referee panel on ``board`` and return it. Everything on the board is optional:

    - selection: see `selection_getter`.
    - ``board.game``: the board's `BataanGame`, which the panel shares (else it makes its own).
    - where the panel goes: ``board.add_side_panel(widget, title)`` if the board has it; else, when the
      board has a ``view`` widget inside its own box layout, the view is put in a horizontal splitter
      with the panel on the right; else the panel is appended to ``board.layout()``; else it opens as
      its own tool window.
    - ``board.referee_panel`` is set to the panel; ``board.open_players_view`` is provided if missing;
      ``board.game_actions()`` and ``board.plots()`` are wrapped to add the panel's actions (Next phase,
      Players' view, Export report) and the "Waves" plot - this only takes effect if ``install`` runs
      before the main window reads them (i.e. inside the board's ``__init__``/``make_board``).
    """
    from assistant.games.bataan.game import BataanGame

    game = getattr(board, "game", None)
    panel = RefereePanel(hub, selection_getter(board), game=game if isinstance(game, BataanGame) else None)
    panel.setMinimumWidth(300)
    mounted = False
    add = getattr(board, "add_side_panel", None)
    if callable(add):
        try:
            add(panel, translate("BataanBoard", "Referee"))
            mounted = True
        except Exception:  # noqa: BLE001 - fall back to the other ways
            mounted = False
    if not mounted:
        mounted = _split_view(board, panel)
    if not mounted:
        lay = board.layout() if isinstance(board, QWidget) else None
        if lay is not None:
            lay.addWidget(panel)
            mounted = True
    if not mounted:
        panel.setWindowFlag(Qt.WindowType.Tool, True)
        panel.setWindowTitle(translate("BataanBoard", "Referee"))
        panel.show()
    try:
        panel.board = board
        board.referee_panel = panel
        board.open_players_view = panel.open_players_view
        toggle = getattr(board, "act_referee_panel", None)
        _wrap(board, "game_actions", lambda: [_action(panel, "Next phase (Ctrl+Return)", panel.next_phase),
                                              _action(panel, "Players' view", panel.open_players_view),
                                              _action(panel, "Export game report...", panel.export_dialog)]
              + ([toggle] if toggle is not None else []))
        _wrap(board, "plots", lambda: [("Waves", WaveHistory_for(panel))])
    except (AttributeError, TypeError):
        pass
    return panel


def _split_view(board: Any, panel: QWidget) -> bool:
    view = getattr(board, "view", None)
    lay = board.layout() if isinstance(board, QWidget) else None
    if not isinstance(view, QWidget) or not isinstance(lay, QBoxLayout):
        return False
    idx = lay.indexOf(view)
    if idx < 0:
        return False
    stretch = lay.stretch(idx)
    lay.removeWidget(view)
    split = QSplitter(Qt.Orientation.Horizontal, board)
    split.setObjectName("referee_splitter")
    split.addWidget(view)
    # the panel scrolls rather than forcing the window taller than a laptop screen
    scroll = scrolling(panel, _PanelScroll())
    scroll.setMinimumWidth(panel.minimumWidth() + 16)
    scroll.setAccessibleName(translate("BataanBoard", "Referee panel"))
    scroll.setAccessibleDescription(translate("BataanBoard", "The turn sequence, the steps of the phase and their results"))
    if not panel.accessibleName():
        panel.setAccessibleName(translate("BataanBoard", "Referee panel"))
    split.addWidget(scroll)
    split.setStretchFactor(0, 1)          # the table takes every spare pixel; the panel keeps its width
    split.setStretchFactor(1, 0)
    split.setCollapsible(0, False)
    lay.insertWidget(idx, split, stretch or 1)
    board.referee_splitter = split
    board.referee_scroll = scroll
    # the referee may fold the panel away to give the table the room (a narrow screen), and back
    from PySide6.QtGui import QAction, QKeySequence

    act = QAction(translate("BataanBoard", "Show the referee panel"), board)
    act.setCheckable(True)
    act.setChecked(True)
    act.setShortcut(QKeySequence("Ctrl+Shift+J"))
    act.setToolTip(translate("BataanBoard", "Fold the referee panel away to give the table the room (Ctrl+Shift+J)"))
    act.toggled.connect(scroll.setVisible)
    board.addAction(act)
    board.act_referee_panel = act
    return True


class _PanelScroll(QScrollArea):
    """The panel's scroll area asks only for its minimum width, so the table view gets the room."""

    def sizeHint(self):  # noqa: N802
        hint = super().sizeHint()
        hint.setWidth(self.minimumWidth())
        return hint


def _wrap(board: Any, name: str, extra: Callable[[], list]) -> None:
    orig = getattr(board, name, None)

    def wrapped():
        base = list(orig() if callable(orig) else [])
        return base + extra()
    setattr(board, name, wrapped)


def _action(panel: RefereePanel, text: str, slot, shortcut: str | None = None):
    from PySide6.QtGui import QAction, QKeySequence

    act = QAction(text, panel)
    if shortcut:
        act.setShortcut(QKeySequence(shortcut))
        act.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)   # the panel has its own
    act.triggered.connect(slot)
    return act


def WaveHistory_for(panel: RefereePanel) -> WaveHistory:  # noqa: N802 - a factory named after its class
    """A second wave-history plot kept in step with the panel (for the Plots dock)."""
    w = WaveHistory()
    g = panel.game
    if g is not None:
        w.set_waves(g.waves())
    from shiboken6 import isValid

    def follow(_change) -> None:   # the plot goes with its board; the hub (the window's) stays
        if panel.game is not None and isValid(w) and isValid(panel):
            w.set_waves(panel.game.waves())
    panel.hub.listen(w, panel.hub.recordChanged, follow)   # dropped when the Plots dock lets the plot go
    return w


def __getattr__(name: str):
    """``export_report`` is still importable from here; the report's code loads when first asked for."""
    if name == "export_report":
        from .report_export import export_report

        return export_report
    raise AttributeError(name)
