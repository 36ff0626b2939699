"""The Measure dock: the open game's measuring tools, supplied by its board."""

from __future__ import annotations

from PySide6.QtWidgets import QLabel, QStackedLayout, QWidget


class MeasureDock(QWidget):
    def __init__(self, hub):
        super().__init__()
        self.hub = hub
        self.stack = QStackedLayout(self)
        self.empty = QLabel("Open a game to measure on its table or map.")
        self.empty.setWordWrap(True)
        self.stack.addWidget(self.empty)
        self.current: QWidget | None = None
        hub.gameOpened.connect(lambda s: self._on_board(None) if s is None else None)
        hub.boardReady.connect(self._on_board)

    def _on_board(self, board) -> None:
        if self.current is not None:
            self.stack.removeWidget(self.current)
            self.current.deleteLater()
            self.current = None
        make = getattr(board, "measure_panel", None)
        if make is None:
            self.stack.setCurrentWidget(self.empty)
            return
        self.current = make()
        self.stack.addWidget(self.current)
        self.stack.setCurrentWidget(self.current)
