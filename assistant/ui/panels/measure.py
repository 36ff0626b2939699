"""The Measure dock: the open game's measuring tools, supplied by its board."""

from __future__ import annotations

from PySide6.QtWidgets import QLabel, QStackedLayout, QWidget

from ..widgets import shrinking
from ..i18n import translate


class MeasureDock(QWidget):
    def __init__(self, hub):
        super().__init__()
        self.hub = hub
        self.setAccessibleName(translate("panels", "Measure"))
        self.stack = QStackedLayout(self)
        self.empty = QLabel(translate("measure", "Open a game to measure on its table or map."))
        self.empty.setWordWrap(True)
        self.stack.addWidget(self.empty)
        self.current: QWidget | None = None
        self._area = None  # the scroll area around the board's panel: the dock may shrink below it
        hub.gameOpened.connect(lambda s: self._on_board(None) if s is None else None)
        hub.boardReady.connect(self._on_board)

    def _on_board(self, board) -> None:
        if self.current is not None:
            self.stack.removeWidget(self._area)
            self._area.deleteLater()
            self.current = self._area = None
        made = board.measure_panel() if board is not None else None
        if made is None:
            self.stack.setCurrentWidget(self.empty)
            return
        self.current = made
        self._area = shrinking(self.current)
        self.stack.addWidget(self._area)
        self.stack.setCurrentWidget(self._area)
