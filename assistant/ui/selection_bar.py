"""The selection in the window (issue 23.3): Edit > Clear selection (Esc) on every board, and a permanent
label in the status bar naming what is selected.

Esc is a window shortcut, so it reaches the board from any panel of the main window; dialogs are windows of
their own and keep their Esc. A text field (a line edit, a spin box, an editable list) with the focus keeps
its Esc too: the window lets the key through to it (``EscapeForTextFields``). On the board, Esc first puts
down what the referee holds (``board.put_down()``: an armed tool, a line being drawn), and only then clears
the selection (``board.clear_selection()``).
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtWidgets import (
    QAbstractSpinBox, QApplication, QComboBox, QLineEdit, QPlainTextEdit, QTextEdit,
)

from .i18n import translate
from .widgets import ElidedLabel

__all__ = ["SelectionBar", "keeps_escape"]

MAX_LABEL_PX = 520   # the selection's words in the status bar, at most (the rest in its tooltip)


def keeps_escape(widget) -> bool:
    """A widget that takes Esc itself: a text field being typed in (not a read-only one)."""
    if isinstance(widget, QLineEdit):
        return not widget.isReadOnly()
    if isinstance(widget, QAbstractSpinBox):
        return not widget.isReadOnly()
    if isinstance(widget, (QTextEdit, QPlainTextEdit)):
        return not widget.isReadOnly()
    if isinstance(widget, QComboBox):
        return widget.isEditable()
    return False


class EscapeForTextFields(QObject):
    """On the main window: a ShortcutOverride for a bare Esc that no child took is accepted when the focus is
    in a text field, so the field (and whoever filters its keys) gets the key instead of the window's action.
    A resize of the window fits the selection's words again (``resized``)."""

    def __init__(self, parent, resized):
        super().__init__(parent)
        self.resized = resized

    def eventFilter(self, obj, event) -> bool:  # noqa: N802 (Qt name)
        if event.type() == QEvent.Type.Resize:
            self.resized()
            return False
        if (event.type() == QEvent.Type.ShortcutOverride and event.key() == Qt.Key.Key_Escape
                and not event.modifiers() and keeps_escape(QApplication.focusWidget())):
            event.accept()
            return True
        return False


class SelectionBar(QObject):
    """The status bar's selection label and what Esc does, for one main window."""

    def __init__(self, win):
        super().__init__(win)
        self.win = win
        self.board = None
        self.label = ElidedLabel(0.4, MAX_LABEL_PX, least=160)
        self.label.setObjectName("status_selection")
        self.label.setAccessibleName(translate("selection", "Selection"))
        win.statusBar().insertPermanentWidget(0, self.label)
        self._filter = EscapeForTextFields(self, self.show_words)
        win.installEventFilter(self._filter)
        win.hub.boardReady.connect(self.follow)
        win.hub.gameOpened.connect(self._on_game_opened)
        self.show_words()

    def follow(self, board) -> None:
        """A new board in the window: its selection from now on (the last board's is forgotten)."""
        self.board = board
        signal = getattr(board, "selectionChanged", None)
        if signal is not None:
            signal.connect(self.show_words)
        self.show_words()

    def _on_game_opened(self, session) -> None:
        """A game switch: the last game's status message goes (issue 23.3: "A demo game was made ..." stayed
        after File > New game), and so does its board's selection; the new board's follows (``boardReady``)."""
        self.win.statusBar().clearMessage()
        if session is None or getattr(self.board, "session", None) is not session:
            self.board = None
        self.show_words()

    def words(self) -> str:
        board = self.board
        if board is None:
            return ""
        try:
            said = board.selection_words()
        except RuntimeError:       # the board's widget is gone (the window is switching games)
            return ""
        return said or translate("selection", "Nothing selected")

    def _enable(self) -> None:
        act = getattr(self.win, "act_clear_selection", None)
        if act is not None:
            act.setEnabled(self.board is not None)

    def show_words(self) -> None:
        """The words in the label, cut with "…" to at most 40 % of the window (520 px at most): the status
        bar keeps room for its messages; the tooltip and a screen reader get the whole text."""
        self._enable()
        self.label.setText(self.words())

    def escape(self) -> str:
        """Edit > Clear selection (Esc): "put down" when the board put down a tool, "cleared" when it cleared
        the selection, "" with no board."""
        board = self.board
        if board is None:
            return ""
        if board.put_down():
            self.show_words()
            return "put down"
        board.clear_selection()
        self.show_words()
        return "cleared"
