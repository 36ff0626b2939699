"""The window's switchboard: the open game, its undo stack, and the signals panels listen to.

Panels take the hub in ``__init__`` and subscribe to ``gameOpened`` and ``recordChanged``; they never
write the database themselves: they build a ``Change`` and call :meth:`Hub.push`.
"""

from __future__ import annotations

from PySide6.QtCore import QMetaObject, QObject, Signal
from PySide6.QtGui import QUndoStack

from assistant.store.changes import Change
from assistant.core.errors import InputError
from assistant.store.errors import StaleChange, StoreError
from assistant.games.session import GameSession
from assistant.store.store import Store

from .i18n import fill, tr_error, tr_message, translate
from .undo import ChangeCommand, load_history


class Hub(QObject):
    gameOpened = Signal(object)  # GameSession | None
    recordChanged = Signal(object)  # Change (as applied, or its inverse on undo)
    storeOpened = Signal(object)  # Store | None
    boardReady = Signal(object)  # the open game's board widget (after gameOpened)
    message = Signal(str)  # a line for the status bar
    error = Signal(str, str)  # title, text: shown to the referee

    def __init__(self, parent: QObject | None = None):
        super().__init__(parent)
        self.store: Store | None = None
        self.session: GameSession | None = None
        self.board = None   # the open game's board widget, set by the window before boardReady
        self.undo_stack = QUndoStack(self)
        self._held: list[tuple[QObject, QMetaObject.Connection, QObject | None]] = []   # listen(): (owner, connection, board)

    # -- connections a board or a panel holds ----------------------------------------------------------
    def listen(self, owner: QObject, signal, slot, board: QObject | None = None) -> None:
        """Connect ``slot`` (a lambda, a closure, any callable) to one of the hub's signals for as long as
        ``owner`` lives (issue 26): the connection is dropped when ``owner`` is destroyed, or at once when the
        board holding it, or the ``board`` it was made for (a board's panel shown in a dock), is replaced
        (:meth:`release`). A lambda is no receiver Qt can drop by itself: left connected, a replaced board's
        Measure panel was called on every change after its widgets were deleted."""
        conn = signal.connect(slot)
        self._held.append((owner, conn, board))
        owner.destroyed.connect(lambda *_a, c=conn: self._drop(c))

    def _drop(self, conn) -> None:
        QObject.disconnect(conn)
        self._held = [h for h in self._held if h[1] is not conn]

    def release(self, board: QObject) -> int:
        """Drop every :meth:`listen` connection held by ``board``, by a widget inside it or made for it (the
        window calls this before it lets a replaced board go); returns how many were dropped."""
        from shiboken6 import isValid

        keep, gone = [], 0
        for owner, conn, made_for in self._held:
            node = owner if isValid(owner) else None
            inside = node is None or made_for is board
            while node is not None and not inside:
                inside = node is board
                node = node.parent()
            if inside:
                QObject.disconnect(conn)
                gone += 1
            else:
                keep.append((owner, conn, made_for))
        self._held = keep
        return gone

    def held(self) -> int:
        """How many :meth:`listen` connections are held (for tests)."""
        return len(self._held)

    # -- store and game ------------------------------------------------------------------------------
    def set_store(self, store: Store | None) -> None:
        self.close_game()
        if self.store is not None and self.store is not store:
            self.store.close()
        self.store = store
        self.storeOpened.emit(store)

    def open_game(self, game_id: int) -> GameSession:
        assert self.store is not None
        self.close_game()
        session = GameSession(self.store, game_id)
        session.subscribe(self._relay)
        self.session = session
        load_history(self.undo_stack, session, self.error.emit)
        self.gameOpened.emit(session)
        return session

    def close_game(self) -> None:
        if self.session is not None:
            self.session.close()
            self.session = None
            self.undo_stack.clear()
            self.gameOpened.emit(None)

    def _relay(self, change: Change) -> None:
        self.recordChanged.emit(change)

    # -- the one write path from the UI ----------------------------------------------------------------
    def push(self, change: Change) -> bool:
        """Apply a change of record through the undo stack. Returns False (and says why) on failure."""
        if self.session is None:
            self.error.emit(translate("hub", "No game open"), translate("hub", "Open or create a game first."))
            return False
        if not change.ops:
            return False
        dropped = self.undo_stack.count() - self.undo_stack.index()  # undone changes a new one replaces
        try:
            # Apply first, outside Qt: an exception raised inside QUndoCommand.redo would be swallowed
            # by Qt and leave a command on the stack that never happened.
            self.session.do(change)
        except StaleChange as exc:
            self.error.emit(translate("hub", "Record changed meanwhile"),
                            fill(translate("hub", "%1 was not applied: %2."), change.text, exc))
            return False
        except (StoreError, InputError) as exc:   # a read-only database, a record this version cannot read
            self.error.emit(translate("hub", "Not recorded"),
                            fill(translate("hub", "%1 was not applied: %2"), tr_message(change.text),
                                 tr_error(exc) if isinstance(exc, InputError) else exc))
            return False
        self.undo_stack.push(ChangeCommand(self.session, change, already_done=True, on_error=self.error.emit))
        if dropped:
            self.message.emit(fill(translate("hub", "%1 (the %n undone change(s) after it dropped: Redo can no "
                                             "longer bring them back)", "", dropped), change.text))
        else:
            self.message.emit(change.text)
        return True
