"""Issue 23.3: "the Referee panel, its Results list and the Measure panel have no accessible name". Every dock
and side panel of every board, and every list, table and plot in them, has a name a screen reader reads."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QAbstractItemView, QComboBox, QGraphicsView, QHeaderView, QTabWidget, QWidget

KINDS = ("bataan", "macarthur_korea", "luzon", "tarawa", "saipan")


def _spoken_name(widget: QWidget) -> str:
    """The name QAccessible gives a screen reader for ``widget``."""
    iface = QAccessible.queryAccessibleInterface(widget)
    return iface.text(QAccessible.Text.Name) if iface is not None else ""


def _in_combo(widget: QWidget) -> bool:
    parent = widget.parentWidget()
    while parent is not None:
        if isinstance(parent, QComboBox):
            return True
        parent = parent.parentWidget()
    return False


def _panels(window, board) -> list[tuple[str, QWidget]]:
    """Every dock's panel (made now where it waits for its first show), the board's side panel, the Measure
    panel the board gave the dock, and every page of the board's side tabs (lazy ones made now)."""
    out = [(f"dock {key}", dock.widget()) for key, dock in window.docks.items()]
    current = window.docks["measure"].widget().current
    if current is not None:
        out.append(("the board's Measure panel", current))
    side = board.side_panel()
    if side is not None:
        out.append((f"side panel {side[1]}", side[0]))
    lazy = getattr(board, "lazy_tabs", None)
    for key in (lazy.keys() if lazy is not None else ()):
        lazy.get(key)
    for tabs in board.findChildren(QTabWidget):
        out += [(f"tab {tabs.tabText(i)}", tabs.widget(i)) for i in range(tabs.count())]
    return out


def _lists_tables_plots(panel: QWidget) -> list[QWidget]:
    found = [w for w in panel.findChildren(QAbstractItemView)
             if not isinstance(w, QHeaderView) and not _in_combo(w)]
    return found + panel.findChildren(QGraphicsView)


@pytest.mark.parametrize("kind", KINDS)
def test_every_panel_list_table_and_plot_has_an_accessible_name(window, kind):
    """Issue 23.3: on every board each dock and side panel is named (the Referee panel, the Measure panel,
    Roll, Roll log, Record, Plots, each side tab), and so is every list, table and plot in them (the Referee
    panel's Results list among them)."""
    if kind != "bataan":
        window.create_and_open(kind, f"{kind} names")
    board = window.board
    missing = []
    panels = _panels(window, board)
    assert len(panels) >= 6
    for where, panel in panels:
        assert panel is not None, where
        if not panel.accessibleName() or not _spoken_name(panel):
            missing.append(f"{where}: the panel ({type(panel).__name__})")
        for w in _lists_tables_plots(panel):
            if not w.accessibleName() or not _spoken_name(w):
                missing.append(f"{where}: {type(w).__name__} {w.objectName()}")
    assert missing == []


def test_the_referee_panel_and_its_results_list_are_named(window):
    """Issue 23.3, as the issue names them: Bataan's Referee panel, its Results list, the Measure panel."""
    board = window.board
    scroll, _title, _act = board.side_panel()
    assert scroll.accessibleName() == "Referee panel" and scroll.accessibleDescription()
    assert board.referee_panel.log.accessibleName() == "Results"
    assert window.docks["measure"].widget().current.accessibleName() == "Measure"
    assert {window.docks[k].widget().accessibleName() for k in ("roll", "rolllog", "history", "plots")} == {
        "Roll", "Roll log", "Record", "Plots"}
