"""The dock panels around the board. Each takes the hub and listens to it."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

from PySide6.QtCore import QT_TRANSLATE_NOOP, Qt
from PySide6.QtWidgets import QWidget


@dataclass(frozen=True)
class DockSpec:
    key: str
    title: str  # the source text; the window shows translate("panels", title)
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
    DockSpec("measure", QT_TRANSLATE_NOOP("panels", "Measure"), _measure, L, "Ctrl+1"),
    DockSpec("roll", QT_TRANSLATE_NOOP("panels", "Roll"), _roll, R, "Ctrl+2"),
    DockSpec("rolllog", QT_TRANSLATE_NOOP("panels", "Roll log"), _rolllog, B, "Ctrl+3"),
    DockSpec("history", QT_TRANSLATE_NOOP("panels", "Record"), _history, B, "Ctrl+4"),
    DockSpec("plots", QT_TRANSLATE_NOOP("panels", "Plots"), _plots, R, "Ctrl+5"),
)
