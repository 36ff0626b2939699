"""QUndoStack over the core's journal: each command applies or reverts one ``Change`` of record."""

from __future__ import annotations

from PySide6.QtGui import QUndoCommand, QUndoStack

from assistant.store.changes import Change
from assistant.games.session import GameSession


class ChangeCommand(QUndoCommand):
    """One change of record. The first redo applies it (unless it was applied before the stack knew it,
    as when a game is reopened); later undo/redo walk the game's journal in the store."""

    def __init__(self, session: GameSession, change: Change, already_done: bool = False, on_error=None):
        super().__init__(change.text)
        self.on_error = on_error  # a callable(title, text) that tells the referee
        self.session = session
        self.change = change
        self._pending_first = True
        self._already_done = already_done

    def redo(self) -> None:
        # Errors here cannot reach the caller (Qt calls us); the store's transaction keeps the
        # database whole and the hub reports the failure through its error signal.
        if self._pending_first:
            self._pending_first = False
            if not self._already_done:
                self._guard(self.session.do, self.change)
            return
        self._guard(self.session.redo)

    def undo(self) -> None:
        self._guard(self.session.undo)

    def _guard(self, fn, *args) -> None:
        try:
            fn(*args)
        except Exception as exc:  # reported, never silently lost; the transaction rolled back
            if self.on_error is not None:
                self.on_error("Could not change the record", f"{self.text()}: {exc}")
            else:  # pragma: no cover
                raise


def load_history(stack: QUndoStack, session: GameSession, on_error=None) -> None:
    """Fill the stack with the game's applied changes, so undo reaches back past a restart."""
    stack.clear()
    for change in session.store.applied(session.game_id):
        stack.push(ChangeCommand(session, change, already_done=True, on_error=on_error))
    stack.setClean()
