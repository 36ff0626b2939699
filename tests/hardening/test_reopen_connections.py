"""Issue 26: every time a MacArthur board was rebuilt, its Measure panel stayed connected to
``hub.recordChanged`` (a lambda); after a few re-openings each change raised "Internal C++ object (QComboBox)
already deleted" once per old panel (4,258 in one run). A board's, a plot's and the chart editor's
connections to the hub are now held by ``Hub.listen`` and dropped with their owner, or at once when the
window replaces the board (``Hub.release``). Here every game is opened again and again, with every dock and
the chart editor shown: the hub's connections do not grow, and a change after it all raises nothing."""

from __future__ import annotations

from PySide6.QtCore import SIGNAL, QCoreApplication, QEvent
from PySide6.QtWidgets import QDockWidget, QTabWidget

from assistant.games.game_settings import rename_change

KINDS = ("bataan", "macarthur_korea", "luzon", "tarawa", "saipan")
SIGNALS = {"gameOpened": "gameOpened(PyObject)", "recordChanged": "recordChanged(PyObject)",
           "boardReady": "boardReady(PyObject)", "message": "message(QString)", "error": "error(QString,QString)"}


def connections(hub) -> dict[str, int]:
    return {name: hub.receivers(SIGNAL(sig)) for name, sig in SIGNALS.items()} | {"held": hub.held()}


def show_everything(window) -> None:
    """Every tab of the board (lazy tabs are made when first shown), every dock, the chart editor."""
    from assistant.ui.charts import open_editor

    for tabs in window.board.findChildren(QTabWidget):
        for i in range(tabs.count()):
            tabs.setCurrentIndex(i)
    for dock in window.findChildren(QDockWidget):
        dock.show()
    open_editor(window)
    QCoreApplication.processEvents()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)


def test_reopening_games_many_times_leaves_no_connection_behind(window, qtbot):
    """Issue 26: 5 rounds of the five games; the hub's connections after each round equal the first's, and
    a change of record afterwards reaches only live panels (pytest-qt fails the test on any exception raised
    in a slot, the "already deleted" RuntimeError included)."""
    gids = {kind: window.create_and_open(kind, f"Reopen {kind}") for kind in KINDS}
    counts = []
    for _round in range(5):
        for kind in KINDS:
            assert window.open_game_id(gids[kind])
            show_everything(window)
        counts.append(connections(window.hub))
    assert all(c == counts[0] for c in counts), counts
    for kind in ("macarthur_korea", "bataan"):
        window.open_game_id(gids[kind])
        window.last_error = None
        for n in range(3):
            assert window.hub.push(rename_change(window.hub.session, f"Renamed {kind} {n}"))
            window.hub.undo_stack.undo()
            window.hub.undo_stack.redo()
        assert window.last_error is None


def test_a_replaced_board_drops_what_it_held_at_once(window):
    """``Hub.release``: the old MacArthur board's Measure panel is disconnected when the board is replaced,
    before Qt deletes it (a change in between would otherwise reach it)."""
    from assistant.ui.macarthur.measure import RouteMeasure

    window.create_and_open("macarthur_korea", "Release")
    show_everything(window)
    old = window.board
    panels = [old._measure]
    assert isinstance(panels[0], RouteMeasure)
    inside = [o for o, _c, _b in window.hub._held if any(o is p for p in panels)]
    assert inside
    before = window.hub.held()
    window.create_and_open("tarawa", "Release 2")
    assert window.board is not old
    assert not [o for o, _c, _b in window.hub._held if any(o is p for p in panels)]
    assert window.hub.held() <= before - len(inside)
    assert window.hub.push(rename_change(window.hub.session, "Renamed meanwhile"))
