"""QUndoStack over the core's journal: each command applies or reverts one ``Change`` of record."""

from __future__ import annotations

from PySide6.QtGui import QUndoCommand, QUndoStack

from assistant.store.changes import Change
from assistant.games.session import GameSession

from .i18n import fill, translate


class ChangeCommand(QUndoCommand):
    """One change of record. The first redo applies it (unless it was applied before the stack knew it,
    as when a game is reopened); later undo/redo walk the game's journal in the store.

    ``change`` may be a journal line's text only (an undone change reloaded after a restart): redo then
    walks the store's journal, which holds the change itself."""

    def __init__(self, session: GameSession, change: Change | str, already_done: bool = False, on_error=None):
        super().__init__(change if isinstance(change, str) else change.text)
        self.on_error = on_error  # a callable(title, text) that tells the referee
        self.session = session
        self.change = change
        self._pending_first = True
        self._already_done = already_done
        self.silent = False  # while the stack is laid out again after a restart: the store is already there

    def redo(self) -> None:
        # Errors here cannot reach the caller (Qt calls us); the store's transaction keeps the
        # database whole and the hub reports the failure through its error signal.
        if self.silent:
            return
        if self._pending_first:
            self._pending_first = False
            if not self._already_done:
                self._guard(self.session.do, self.change)
            return
        self._guard(self.session.redo)

    def undo(self) -> None:
        if self.silent:
            return
        self._guard(self.session.undo)

    def _guard(self, fn, *args) -> None:
        try:
            fn(*args)
        except Exception as exc:  # reported, never silently lost; the transaction rolled back
            if self.on_error is not None:
                self.on_error(translate("undo", "Could not change the record"), fill("%1: %2", self.text(), exc))
            else:  # pragma: no cover
                raise


def load_history(stack: QUndoStack, session: GameSession, on_error=None) -> None:
    """Fill the stack with the game's whole journal, applied changes then undone ones, and stand at the
    last applied one: undo reaches back past a restart, and so does redo."""
    stack.clear()
    lines = session.history()  # oldest first; "done" 1 for applied, 0 for undone (the redo branch)
    applied = session.store.applied(session.game_id)
    commands: list[ChangeCommand] = []
    done_lines = [h for h in lines if h["done"]]
    for change in applied:
        commands.append(ChangeCommand(session, change, already_done=True, on_error=on_error))
    for line in lines[len(done_lines):]:
        if not line["done"]:
            commands.append(ChangeCommand(session, str(line["text"]), already_done=True, on_error=on_error))
    for cmd in commands:
        cmd.silent = True
    for cmd in commands:
        stack.push(cmd)
    stack.setIndex(len(applied))  # the undone ones stay on the stack, above the index: Redo reaches them
    for cmd in commands:
        cmd.silent = False
        cmd._pending_first = False  # from now on redo walks the journal
    stack.setClean()
