"""The Record tab: each side's victory condition now, the campaign notes, the reserves."""

from __future__ import annotations

from PySide6.QtWidgets import QLabel, QListWidget, QVBoxLayout, QWidget

from .common import big, wrapped


class RecordTab(QWidget):
    def __init__(self, board):
        super().__init__()
        self.game = board.game
        lay = QVBoxLayout(self)
        lay.addWidget(big(QLabel(f"Victory — {self.game.campaign.title}"), 12))
        self.victory_labels = QVBoxLayout()
        lay.addLayout(self.victory_labels)
        lay.addWidget(QLabel("Campaign notes (turn ends, victory, the demo):"))
        self.notes_list = QListWidget()
        self.notes_list.setWordWrap(True)
        lay.addWidget(self.notes_list, 1)
        self.reserves_label = wrapped()
        lay.addWidget(self.reserves_label)

    def refresh(self) -> None:
        g = self.game
        while self.victory_labels.count():
            item = self.victory_labels.takeAt(0)
            if item.widget():
                item.widget().deleteLater()
        for _side, ok, words in g.victory_status():
            lab = big(QLabel(("✔ CONDITION MET NOW — " if ok else "✘ not met — ") + words), 11, ok)
            lab.setStyleSheet(f"color: {'#1b5e20' if ok else '#455a64'}")
            self.victory_labels.addWidget(lab)
        self.notes_list.clear()
        self.notes_list.addItems(list(reversed(g.record.notes)))
        res = g.record.state.reserves
        self.reserves_label.setText("Reserves: " + "; ".join(
            f"{g.side_name(s)} {f.large}L {f.small}S" for s, f in res.items()) if res else "No reserves in this campaign.")
