"""The Turn tab's Set-up box: the printed Starting Forces checked side by side, the referee's
confirmation (or override, recorded as a ruling), and Bataan Retreat's secret Troop Allocation Grid. The
rules are in ``MacArthurGame`` (``commands/setup.py``); this box collects inputs and calls one command."""

from __future__ import annotations

from PySide6.QtWidgets import QCheckBox, QGridLayout, QGroupBox, QLabel, QPushButton, QSpinBox, QVBoxLayout

from assistant.games.macarthur import rules
from assistant.ui.i18n import fill

from .common import wrapped


class SetupBox(QGroupBox):
    def __init__(self, board):
        super().__init__("Set-up (Starting Forces)")
        self.board = board
        self.game = board.game
        lay = QVBoxLayout(self)
        self.words = wrapped()
        lay.addWidget(self.words)
        self.grid_box = None
        self.grid: dict[str, tuple[QSpinBox, QSpinBox]] = {}
        if self.game.campaign.id == "bataan_retreat":
            lay.addWidget(self._grid_box())
        self.override = QCheckBox(self.tr("Override a breach (a ruling)"))
        self.override.setToolTip(self.tr("Confirm in spite of the breaches shown; the change records it as a referee ruling"))
        lay.addWidget(self.override)
        self.confirm_btns: dict[str, QPushButton] = {}
        for side in rules.SIDES:
            b = QPushButton(fill(self.tr("Confirm %1"), self.game.side_name(side)))
            b.clicked.connect(lambda _=False, s=side: self.confirm(s))
            self.confirm_btns[side] = b
            lay.addWidget(b)

    def _grid_box(self) -> QGroupBox:
        box = QGroupBox(self.tr("Japanese allocation (secret)"))
        gl = QGridLayout(box)
        gl.addWidget(QLabel(self.tr("Zone")), 0, 0)
        gl.addWidget(QLabel(self.tr("Large")), 0, 1)
        gl.addWidget(QLabel(self.tr("Small")), 0, 2)
        for i, zone in enumerate(rules.BATAAN_ALLOCATION_ZONES, start=1):
            gl.addWidget(QLabel(zone), i, 0)
            pair = []
            for j, top in ((1, rules.COUNTERS_LARGE), (2, rules.COUNTERS_SMALL)):
                sp = QSpinBox()
                sp.setRange(0, top)
                sp.setMaximumWidth(64)
                gl.addWidget(sp, i, j)
                pair.append(sp)
            self.grid[zone] = (pair[0], pair[1])
        self.allocate_btn = QPushButton(self.tr("Keep the grid (secret)"))
        self.allocate_btn.setToolTip(self.tr("Hidden until the Allied set-up is confirmed; then revealed off shore"))
        self.allocate_btn.clicked.connect(self.allocate)
        gl.addWidget(self.allocate_btn, len(rules.BATAAN_ALLOCATION_ZONES) + 1, 0, 1, 3)
        self.grid_box = box
        return box

    # -- gestures ----------------------------------------------------------------------------------
    def confirm(self, side: str) -> bool:
        ok = self.board.run(self.game.setup.confirm_setup, side, override=self.override.isChecked())
        self.override.setChecked(False)
        return ok

    def allocate(self) -> bool:
        zones = {z: (lg.value(), sm.value()) for z, (lg, sm) in self.grid.items()}
        ok = self.board.run(self.game.setup.allocate_japanese, zones, override=self.override.isChecked())
        if ok:
            for lg, sm in self.grid.values():       # the players' view no longer shows the numbers
                lg.setValue(0)
                sm.setValue(0)
            self.override.setChecked(False)
        return ok

    # -- showing -----------------------------------------------------------------------------------
    def refresh(self) -> None:
        g = self.game
        st = g.setup.setup_state
        self.setVisible(bool(st))
        if not st:
            return
        pending = g.setup.setup_pending()
        self.words.setText("<br>".join(g.setup.setup_words()) or "")
        done = st.get("confirmed", [])
        for side, b in self.confirm_btns.items():
            b.setVisible(pending and side not in done)
            first = side == rules.BLUE or rules.BLUE in done      # the rules' order: Blue's set-up first
            b.setEnabled(first)
            b.setToolTip("" if first else fill(self.tr("after %1's set-up is confirmed"), g.side_name(rules.BLUE)))
        self.override.setVisible(pending)
        if self.grid_box is not None:
            open_grid = pending and rules.BLUE not in done
            self.grid_box.setVisible(open_grid)
            if g.setup.allocation_hidden():
                self.allocate_btn.setText(self.tr("Replace the hidden grid"))
        self.words.setMinimumWidth(10)
