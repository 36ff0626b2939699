"""The Record tab: each side's victory condition now, the campaign notes, the reserves."""

from __future__ import annotations

from PySide6.QtWidgets import QLabel, QListWidget, QVBoxLayout, QWidget

from assistant.ui.i18n import fill
from assistant.ui.theme import css

from .common import big, wrapped


class RecordTab(QWidget):
    def __init__(self, board):
        super().__init__()
        self.game = board.game
        lay = QVBoxLayout(self)
        lay.addWidget(big(QLabel(fill(self.tr("Victory — %1"), self.game.campaign.title)), 12))
        self.victory_labels = QVBoxLayout()
        lay.addLayout(self.victory_labels)
        lay.addWidget(QLabel(self.tr("Campaign notes (turn ends, victory, the demo):")))
        self.notes_list = QListWidget()
        self.notes_list.setWordWrap(True)
        self.notes_list.setAccessibleName(self.tr("Campaign notes"))
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
            lab = big(QLabel((self.tr("✔ CONDITION MET NOW — ") if ok else self.tr("✘ not met — ")) + words), 11, ok)
            lab.setStyleSheet(f"color: {css('good' if ok else 'muted', self)}")
            self.victory_labels.addWidget(lab)
        self.notes_list.clear()
        self.notes_list.addItems(list(reversed(g.record.notes)))
        res = g.record.state.reserves
        self.reserves_label.setText(self.tr("Reserves: ") + "; ".join(
            f"{g.side_name(s)} {f.large}L {f.small}S" for s, f in res.items()) if res else self.tr("No reserves in this campaign."))
