"""The Move tab: a unit group and its destination (picked on the map or here) with the cheapest route
and its movement points, and the reserves landed from the sea or dropped at an air strip."""

from __future__ import annotations

import html

from PySide6.QtWidgets import QComboBox, QFormLayout, QGroupBox, QLabel, QPushButton, QVBoxLayout, QWidget

from assistant.core.errors import InputError
from assistant.games.macarthur.forces import Force
from assistant.ui.i18n import fill
from assistant.ui.theme import css

from .common import big, fill_towns, narrow, spin_pair, wrapped


class MoveTab(QWidget):
    def __init__(self, board):
        super().__init__()
        self.board = board
        self.game = board.game
        self.sel_from: str | None = None
        self.sel_to: str | None = None
        self.route: list[str] | None = None
        self.route_ok = True
        self._quiet = False
        lay = QVBoxLayout(self)
        lay.addWidget(self._move_box())
        lay.addWidget(self._land_box())
        lay.addStretch(1)
        narrow(self)

    def _move_box(self) -> QGroupBox:
        box = QGroupBox(self.tr("Move"))
        ml = QFormLayout(box)
        ml.addRow(wrapped(self.tr("Click a town of the moving side on the map, then the destination.")))
        self.from_box, self.to_box = QComboBox(), QComboBox()
        self.from_box.currentTextChanged.connect(lambda t: self.select_move(t or None, self.sel_to))
        self.to_box.currentTextChanged.connect(
            lambda t: self.select_move(self.sel_from, t or None, self.move_large.value(), self.move_small.value()))
        ml.addRow(self.tr("From:"), self.from_box)
        ml.addRow(self.tr("To:"), self.to_box)
        self.move_large, self.move_small, row = spin_pair(10)
        for sp in (self.move_large, self.move_small):
            sp.valueChanged.connect(lambda _v: self.preview())
        ml.addRow(self.tr("Units:"), row)
        self.route_label = big(QLabel(self.tr("Pick a town and a destination.")), 11, False)
        ml.addRow(self.route_label)
        self.move_btn = QPushButton(self.tr("Move"))
        self.move_btn.setToolTip(self.tr("Move the chosen units (Ctrl+M)"))
        self.move_btn.clicked.connect(lambda: self.move_chosen())
        ml.addRow(self.move_btn)
        return box

    def _land_box(self) -> QGroupBox:
        box = QGroupBox(self.tr("Land reserves (1 MP a unit)"))
        lf = QFormLayout(box)
        self.reserve_info = wrapped()
        lf.addRow(self.reserve_info)
        self.area_box = QComboBox()
        lf.addRow(self.tr("Landing area:"), self.area_box)
        self.land_large, self.land_small, row = spin_pair(60)
        lf.addRow(self.tr("Units:"), row)
        b = QPushButton(self.tr("Land"))
        b.setToolTip(self.tr("Land the reserves (Ctrl+L)"))
        b.clicked.connect(lambda: self.land())
        lf.addRow(b)
        if self.game.campaign.has("airborne_drops"):
            self.drop_box = QComboBox()
            lf.addRow(self.tr("Airborne drop at:"), self.drop_box)
            db = QPushButton(self.tr("Drop one Airborne unit"))
            db.setToolTip(self.tr("Ctrl+D"))
            db.clicked.connect(lambda: self.drop())
            lf.addRow(db)
        return box

    # -- gestures ----------------------------------------------------------------------------------
    def on_town_clicked(self, name: str) -> None:
        """First click: a town of the moving side (its units); a second: the destination; again: clear."""
        side, _f = self.game.record.force_in(name)
        mover = self.game.record.moving_side
        if self.sel_from is None:
            if side is None or (mover is not None and side != mover):
                self.board.say(fill(self.tr("%1: no units — pick a town of the moving side first") if side is None
                                    else self.tr("%1: not the moving side — pick a town of the moving side first"), name),
                               error=side is not None)
                return
            self.select_move(name, None)
        elif name == self.sel_from:
            self.select_move(None, None)
        else:
            self.select_move(self.sel_from, name, self.move_large.value(), self.move_small.value())

    def select_move(self, origin: str | None, goal: str | None, large: int | None = None,
                    small: int | None = None) -> None:
        """Choose the unit group (its town and how many; default all of the mover's) and the destination."""
        if self._quiet:
            return
        if origin != self.sel_from and large is None:
            side, f = self.game.record.force_in(origin) if origin else (None, Force())
            mine = side == self.game.record.moving_side
            large, small = (f.large, f.small) if mine else (0, 0)
        self.sel_from, self.sel_to = origin, goal
        self._quiet = True
        self.from_box.setCurrentText(origin or "")
        self.to_box.setCurrentText(goal or "")
        if large is not None:
            self.move_large.setValue(large)
        if small is not None:
            self.move_small.setValue(small)
        self._quiet = False
        self.preview()

    def move_chosen(self) -> bool:
        return self.move(self.sel_from or "", self.sel_to or "", self.move_large.value(), self.move_small.value())

    def land(self) -> bool:
        return self.board.run(self.game.turns.land, self.area_box.currentText(), self.land_large.value(),
                              self.land_small.value())

    def drop(self) -> bool:
        if not hasattr(self, "drop_box"):
            return False
        return self.board.run(self.game.turns.drop, self.drop_box.currentText())

    def move(self, origin: str, goal: str, large: int, small: int) -> bool:
        ok = self.board.run(self.game.turns.move, origin, goal, large, small)
        if ok:
            self.select_move(None, None)
        return ok

    # -- showing -----------------------------------------------------------------------------------
    def preview(self) -> None:
        """The route and its cost for the chosen group, or why the move is refused (nothing changes)."""
        if self._quiet:
            return
        g = self.game
        self.route, self.route_ok = None, True
        n = self.move_large.value() + self.move_small.value()
        if g.network is None or not self.sel_from or not self.sel_to or self.sel_from == self.sel_to:
            self.route_label.setText(self.tr("Pick a town and a destination (click on the map or choose above)."))
        elif g.record.moving_side is None:
            self.route_label.setText(self.tr("No side is moving: turn a movement card first."))
            self.route = g.turns.open_route(self.sel_from, self.sel_to)
        elif n == 0:
            self.route_label.setText(self.tr("Choose how many Large and Small units move."))
        else:
            self._route_words(n)
        self.board.redraw()

    def _route_words(self, n: int) -> None:
        g = self.game
        rec = g.record
        try:
            mv = g.turns.move_preview(self.sel_from, self.sel_to, n)
        except InputError as err:
            self.route_ok = False
            self.route = g.turns.open_route(self.sel_from, self.sel_to)
            self.route_label.setText(f"<span style='color:{css('bad', self)}'><b>{self.tr('Not allowed:')}</b> "
                                     f"{html.escape(err.message)}</span>")
            return
        self.route = list(mv.route.towns)
        pools = dict(mv.cost_by_pool)
        left = ", ".join(fill(self.tr("%1 MP left") if p == "main" else self.tr("%1 MP %2 left"), v - pools.get(p, 0), p)
                         for p, v in rec.remaining_mp().items())
        enemy = rec.state.holder(self.sel_to) not in (None, rec.moving_side)
        self.route_label.setText(
            f"<b>{html.escape(' → '.join(mv.route.towns))}</b><br>"
            + fill(self.tr("%1 MP a unit × %2 = <b>%3 MP</b> of %4; after it %5."), mv.route.cost_mp, n, mv.cost_mp,
                   g.turns.allowance_words(), left)
            + (self.tr("<br><b>Enemy town:</b> the units stop outside it and fight (Battles).") if enemy else ""))

    def refresh(self) -> None:
        g = self.game
        net = g.network
        towns = sorted(net.towns) if net else []
        if self.sel_from not in towns or self.sel_to not in towns:
            self.sel_from = self.sel_from if self.sel_from in towns else None
            self.sel_to = self.sel_to if self.sel_to in towns else None
        for box in (self.from_box, self.to_box):
            fill_towns(box, towns)
        fill_towns(self.area_box, sorted(net.landing_areas) if net else [], blank=False)
        if hasattr(self, "drop_box"):
            fill_towns(self.drop_box, sorted(t for t, v in net.towns.items() if v.air_strip) if net else [], blank=False)
        res = g.record.state.reserves
        self.reserve_info.setText(self.tr("Reserves: ") + "; ".join(
            f"{g.side_name(s)} {f.large}L {f.small}S" for s, f in res.items()) if res else self.tr("No reserves in this campaign."))
        self.select_move(self.sel_from, self.sel_to, self.move_large.value(), self.move_small.value())
