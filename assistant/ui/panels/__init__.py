"""The dock panels around the board. Each takes the hub and listens to it."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QWidget


@dataclass(frozen=True)
class DockSpec:
    key: str
    title: str
    factory: Callable[[object], QWidget]
    area: Qt.DockWidgetArea
    shortcut: str = ""


def _measure(hub):
    from .measure import MeasureDock

    return MeasureDock(hub)


def _roll(hub):
    from .roll import RollPanel

    return RollPanel(hub)


def _rolllog(hub):
    from .rolllog import RollLogPanel

    return RollLogPanel(hub)


def _history(hub):
    from .history import HistoryPanel

    return HistoryPanel(hub)


def _plots(hub):
    from .plots import PlotsPanel

    return PlotsPanel(hub)


L, R, B = Qt.DockWidgetArea.LeftDockWidgetArea, Qt.DockWidgetArea.RightDockWidgetArea, Qt.DockWidgetArea.BottomDockWidgetArea
DOCKS: tuple[DockSpec, ...] = (
    DockSpec("measure", "Measure", _measure, L, "Ctrl+1"),
    DockSpec("roll", "Roll", _roll, R, "Ctrl+2"),
    DockSpec("rolllog", "Roll log", _rolllog, B, "Ctrl+3"),
    DockSpec("history", "Record", _history, B, "Ctrl+4"),
    DockSpec("plots", "Plots", _plots, R, "Ctrl+5"),
)
