"""The board in the middle of the window, one kind per game family.

A board is a QWidget made by ``make_board(hub, session)``. It may offer ``measure_panel()`` (the Measure
dock's contents), ``plots()`` (a list of (title, widget) tabs for the Plots dock) and ``game_actions()``
(QActions for the Game menu).
"""

from __future__ import annotations

import importlib
import importlib.util

from PySide6.QtWidgets import QWidget

# family -> module under assistant.ui that defines make_board(hub, session)
BOARD_MODULES = {
    "bataan": "assistant.ui.bataan.board",
    "macarthur": "assistant.ui.macarthur.board",
    "luzon": "assistant.ui.hexmap.luzon_board",
    "tarawa": "assistant.ui.hexmap.tarawa_board",
    "saipan": "assistant.ui.hexmap.saipan_board",
}


def make_board(hub, session) -> QWidget:
    module_name = BOARD_MODULES.get(session.kind.family)
    if module_name is not None and _exists(module_name):
        return importlib.import_module(module_name).make_board(hub, session)
    from .overview import Overview

    return Overview(hub, session)


def _exists(module_name: str) -> bool:
    try:
        return importlib.util.find_spec(module_name) is not None
    except ModuleNotFoundError:
        return False
