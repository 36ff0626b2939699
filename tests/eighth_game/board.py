"""Duel's board: the two champions' wounds and a Strike button (a widget only collects, calls, shows)."""

from PySide6.QtWidgets import QLabel, QPushButton, QVBoxLayout

from assistant.ui.boards.protocol import BoardBase

from .commands import DuelGame


class DuelBoard(BoardBase):
    def __init__(self, hub, session):
        super().__init__()
        self.hub, self.game = hub, DuelGame(session)
        lay = QVBoxLayout(self)
        self.score = QLabel()
        self.strike = QPushButton("North strikes")
        self.strike.clicked.connect(lambda: self.hub.push(self.game.blow("north")))
        lay.addWidget(self.score)
        lay.addWidget(self.strike)
        hub.recordChanged.connect(lambda _c: self.refresh())
        self.refresh()

    def commands(self):
        return self.game

    def refresh(self) -> None:
        self.score.setText(f"North {self.game.wounds('north')} wounds, South {self.game.wounds('south')} wounds")


def make_board(hub, session):
    return DuelBoard(hub, session)
