"""The Battles tab: the attacks waiting outside enemy towns (one button each opens the resolver) and
the battles fought."""

from __future__ import annotations

from PySide6.QtWidgets import QLabel, QListWidget, QPushButton, QVBoxLayout, QWidget

from assistant.games.macarthur.forces import Force
from assistant.ui.i18n import fill

from .common import big


class BattlesTab(QWidget):
    def __init__(self, board):
        super().__init__()
        self.board = board
        self.game = board.game
        self.battle_dialog = None
        lay = QVBoxLayout(self)
        lay.addWidget(big(QLabel(self.tr("Attacks waiting outside enemy towns (the moving player picks the order):")), 11))
        self.waiting_box = QVBoxLayout()
        lay.addLayout(self.waiting_box)
        b = QPushButton(self.tr("Open the battle resolver…"))
        b.clicked.connect(lambda: self.open_battle(None))
        lay.addWidget(b)
        lay.addWidget(QLabel(self.tr("Battles fought:")))
        self.battles_list = QListWidget()
        self.battles_list.setAccessibleName(self.tr("Battles fought"))
        lay.addWidget(self.battles_list, 1)

    def open_battle(self, town: str | None, show: bool = True):
        from .battle import BattleDialog

        if self.game.network is None:
            return None
        self.battle_dialog = BattleDialog(self.board, town)
        if show:
            self.battle_dialog.show()
        return self.battle_dialog

    def refresh(self) -> None:
        while self.waiting_box.count():
            item = self.waiting_box.takeAt(0)
            if item.widget():
                item.widget().deleteLater()
        waiting = self.game.combat.waiting_battles()
        if not waiting:
            self.waiting_box.addWidget(QLabel(self.tr("None.")))
        for town, stacks in sorted(waiting.items()):
            f = sum((Force(s["large"], s["small"]) for s in stacks), Force())
            b = QPushButton("⚔ " + fill(self.tr("Resolve the battle for %1 (%2 attacking from %3)"), town,
                                        f"{f.large}L {f.small}S", ", ".join(s["from"] for s in stacks)))
            b.clicked.connect(lambda _=False, t=town: self.open_battle(t))
            self.waiting_box.addWidget(b)
        self.battles_list.clear()
        for bt in reversed(self.game.battles()):
            lost = bt.get("lost", {})
            dice = " | ".join(f"{r['attacker_dice']} v {r['defender_dice']}" for r in bt["rounds"])
            name = self.board.side_words
            self.battles_list.addItem(fill(
                self.tr("#%1 turn %2 %3: %4 attacks, the %5 wins; dice %6; lost: %7"), bt["n"], bt["turn"], bt["town"],
                name(bt["attacker_side"]), bt["winner"], dice or "—",
                f"{name('blue')} {lost.get('blue', 0)}, {name('red')} {lost.get('red', 0)}"))
