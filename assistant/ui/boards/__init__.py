"""The board in the middle of the window, one per game.

A game's board is made by ``assistant.ui.<family>.make_board(hub, session)`` (the same name as its
package under ``assistant.games``; a registered game may name another module); nothing here lists the
games. A board is a QWidget. It may offer
``measure_panel()`` (the Measure dock's contents), ``plots()`` (a list of (title, widget) tabs for the
Plots dock) and ``game_actions()`` (QActions for the Game menu). A game without a board of its own gets
the overview.
"""

from __future__ import annotations

import importlib
import importlib.util

from PySide6.QtWidgets import QWidget


def board_module(family: str) -> str:
    from assistant.games.registry import descriptor

    return descriptor(family).ui_module


def make_board(hub, session) -> QWidget:
    module_name = board_module(session.kind.family)
    if _exists(module_name):
        module = importlib.import_module(module_name)
        if hasattr(module, "make_board"):
            return module.make_board(hub, session)
    from .overview import Overview

    return Overview(hub, session)


def _exists(module_name: str) -> bool:
    try:
        return importlib.util.find_spec(module_name) is not None
    except ModuleNotFoundError:
        return False
