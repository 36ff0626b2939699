"""More than 10 units in a town after a turn: its owner picks the units that leave the game
(Positioning of Units). Filled with Smalls first."""

from __future__ import annotations

import html

from PySide6.QtWidgets import QDialog, QGridLayout, QHBoxLayout, QLabel, QPushButton, QSpinBox, QVBoxLayout, QWidget

from assistant.games.macarthur import persist, rules
from assistant.games.macarthur.forces import Force
from assistant.ui.i18n import fill
from assistant.ui.theme import css


class OverStackDialog(QDialog):
    def __init__(self, board, parent: QWidget | None = None):
        super().__init__(parent or board)
        self.setWindowTitle(self.tr("Over-stacked towns"))
        game = board.game
        lay = QVBoxLayout(self)
        lay.addWidget(QLabel(fill(self.tr("After a turn a town keeps at most %1 units; the excess is out of the game. "
                                          "Its owner chooses which go (Smalls first unless changed)."), rules.STACK_LIMIT)))
        grid = QGridLayout()
        lay.addLayout(grid)
        self.rows: dict[str, tuple[QSpinBox, QSpinBox, int]] = {}
        for i, (town, extra) in enumerate(game.turns.over_stacked().items()):
            side, have = game.record.force_in(town)
            d = persist.default_removal(have, extra)
            grid.addWidget(QLabel(f"<b>{html.escape(town)}</b> " + fill(self.tr("(%1, %2): remove %3"), game.side_name(side),
                                                                         f"{have.large}L {have.small}S", extra)), i, 0)
            sp_l, sp_s = QSpinBox(), QSpinBox()
            for sp, top, v in ((sp_l, have.large, d.large), (sp_s, have.small, d.small)):
                sp.setRange(0, top)
                sp.setValue(v)
                sp.valueChanged.connect(self._check)
            for j, w in enumerate((QLabel(self.tr("Large")), sp_l, QLabel(self.tr("Small")), sp_s), start=1):
                grid.addWidget(w, i, j)
            self.rows[town] = (sp_l, sp_s, extra)
        self.problem = QLabel()
        self.problem.setStyleSheet(f"color: {css('bad', self)}; font-weight: bold;")
        lay.addWidget(self.problem)
        row = QHBoxLayout()
        self.ok = QPushButton(self.tr("Remove these and end the turn"))
        self.ok.clicked.connect(self.accept)
        cancel = QPushButton(self.tr("Cancel"))
        cancel.clicked.connect(self.reject)
        row.addWidget(self.ok)
        row.addWidget(cancel)
        lay.addLayout(row)
        self._check()

    def removals(self) -> dict[str, Force]:
        return {t: Force(sl.value(), ss.value()) for t, (sl, ss, _e) in self.rows.items()}

    def _check(self) -> None:
        bad = [f"{t}: choose exactly {e}" for t, (sl, ss, e) in self.rows.items() if sl.value() + ss.value() != e]
        self.problem.setText("; ".join(bad))
        self.ok.setEnabled(not bad)
