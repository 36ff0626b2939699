"""The record of changes: every applied change of this game, newest last; click one to go back to it."""

from __future__ import annotations

from PySide6.QtWidgets import QLabel, QUndoView, QVBoxLayout, QWidget


class HistoryPanel(QWidget):
    def __init__(self, hub):
        super().__init__()
        self.hub = hub
        lay = QVBoxLayout(self)
        lay.setContentsMargins(4, 4, 4, 4)
        self.summary = QLabel("No game open.")
        lay.addWidget(self.summary)
        self.view = QUndoView(hub.undo_stack)
        self.view.setEmptyLabel("(game opened)")
        lay.addWidget(self.view)
        hub.gameOpened.connect(self._refresh)
        hub.recordChanged.connect(lambda _c: self._refresh(hub.session))

    def _refresh(self, session) -> None:
        if session is None:
            self.summary.setText("No game open.")
            return
        n = len([h for h in session.history() if h["done"]])
        self.summary.setText(f"<b>{session.name}</b>: {n} changes on record. Click a line to step back to it; "
                             "Ctrl+Z / Ctrl+Shift+Z undo and redo.")
