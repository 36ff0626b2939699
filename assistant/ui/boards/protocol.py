"""What the window asks of a board: the :class:`Board` protocol, and :class:`BoardBase`, its plain answers.

The window, the docks, the palette and the command line of the window (``--players-view``) talk to a board
only through these methods; none probes a board for attributes. A board inherits :class:`BoardBase` and
overrides what it offers: a wide board its ``board_aspect``, a board with a side panel ``side_panel``, any
board whose game has a catalogue ``commands`` (the object its catalogue entries call, shared with the
board's own panels so the palette and the buttons run the same checked commands).

Selection (issue 23.3): Edit > Clear selection (Esc) asks ``put_down()`` first (an armed tool, a drawing in
progress) and, when there was nothing in hand, ``clear_selection()``; the status bar shows
``selection_words()`` each time the board emits ``selectionChanged``.
"""

from __future__ import annotations

from typing import Any, Protocol, runtime_checkable

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QWidget

__all__ = ["Board", "BoardBase"]


@runtime_checkable
class Board(Protocol):
    def game_actions(self) -> list: ...
    def board_aspect(self) -> float: ...
    def side_panel(self) -> tuple | None: ...
    def measure_panel(self) -> QWidget | None: ...
    def plots(self) -> list: ...
    def shortcut_notes(self) -> list: ...
    def print_board(self, printer) -> bool: ...
    def load_table_file(self, path) -> bool: ...
    def open_players_view(self) -> Any: ...
    def close_views(self) -> None: ...
    def commands(self) -> Any: ...
    def selected_for(self, kind: str) -> list: ...
    def clear_selection(self) -> None: ...
    def put_down(self) -> bool: ...
    def selection_words(self) -> str: ...


class BoardBase(QWidget):
    """A board that offers nothing beyond its own widget; each method says what the window does then."""

    selectionChanged = Signal()   # what ``selection_words()`` says may have changed (the status bar reads it)

    def game_actions(self) -> list:
        """QActions for the menus (see ``menus.menu_for``)."""
        return []

    def board_aspect(self) -> float:
        """Width over height of what Fit shows: 2 or more gives the window's wide layout."""
        return 1.0

    def side_panel(self) -> tuple | None:
        """(widget, title, fold action) docked in the wide layout's right column, or None."""
        return None

    def measure_panel(self) -> QWidget | None:
        """The Measure dock's contents (None: the dock's empty page)."""
        return None

    def plots(self) -> list:
        """(title, widget) tabs for the Plots dock."""
        return []

    def shortcut_notes(self) -> list:
        """(where, what, keys) rows for Help > Keyboard shortcuts."""
        return []

    def print_board(self, printer) -> bool:
        """Paint the board on ``printer``; False: the window prints a picture of the widget."""
        return False

    def load_table_file(self, path) -> bool:
        """Load a table file into the board (Bataan); False: this board takes none."""
        return False

    def open_players_view(self) -> Any:
        """Open the players' view (a second window with each side's fog); None: this board has none."""
        return None

    def close_views(self) -> None:
        """Close the windows the board opened (the players' view) as the main window closes."""

    def commands(self) -> Any:
        """The object the game's catalogue entries call (``BataanGame``, ``TarawaGame`` ...), or None."""
        return None

    def selected_for(self, kind: str) -> list:
        """What is selected on the board now, of a parameter kind ("figure", "unit", "hex", "town",
        "point"), for a command form's "From the board" button: ids, printed hex numbers, or (x, y)."""
        return []

    def clear_selection(self) -> None:
        """Esc (Edit > Clear selection): nothing selected; a board says in its own what it clears."""

    def put_down(self) -> bool:
        """Esc, before the selection: put down what the referee holds (an armed tool, a line being drawn);
        True when there was something (the selection then stays until the next Esc)."""
        return False

    def selection_words(self) -> str:
        """What is selected, in a few words for the status bar ("Selected: JP1-2 (rifleman)", "3 figures
        selected: ..."); "" when nothing is (the window says "Nothing selected")."""
        return ""
