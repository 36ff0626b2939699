"""The MacArthur board: the town-and-road network (view and editor), the movement deck, moves with the
cheapest route and its movement points, landings, battles, end-of-turn rolls and the campaign record.

Every gesture becomes one ``Change`` pushed through the hub (one undo step); the board redraws from
the records on ``recordChanged`` (undo and redo arrive there too)."""

from __future__ import annotations

import copy
import json
from pathlib import Path

import pyqtgraph as pg
from PySide6.QtCore import Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QButtonGroup, QCheckBox, QComboBox, QFileDialog, QFormLayout, QGroupBox, QHBoxLayout, QInputDialog, QLabel,
    QLineEdit, QListWidget, QPushButton, QRadioButton, QSpinBox, QSplitter, QTabWidget,
    QVBoxLayout, QWidget,
)

from assistant.core.chartbook import shipped
from assistant.core.errors import InputError
from assistant.core.roads import RoadNetwork, cheapest_group_move
from assistant.games.macarthur import persist, rules
from assistant.games.macarthur.battle import Force
from assistant.games.macarthur.reserves import landing_problems
from assistant.paths import resource
from assistant.ui.widgets import scrolling

from .view import Legend, NetworkView

SIDE_SHORT = {
    "korea": {"blue": "UN", "red": "NK"},
    "new_guinea": {"blue": "AL", "red": "JP"},
    "bataan_retreat": {"blue": "AL", "red": "JP"},
}
LEGEND_MARKS = {   # the map marks each campaign's board uses (the legend shows only those)
    "korea": ("▲N supply arrow", "P Pusan Perimeter"),
    "new_guinea": ("✈ air strip",),
    "bataan_retreat": ("AF airfield", "➤ one-way road"),
}
TOOLS = (("play", "Play (select units, destination)"), ("move", "Drag towns / landing areas"),
         ("add_town", "Add town (click empty ground)"), ("add_road", "Add road (click two towns)"),
         ("delete_road", "Delete road (click it)"), ("road_kind", "Set road kind (click it)"))
FLAG_WORDS = (("perimeter", "Pusan Perimeter"), ("supply", "northern supply arrow"), ("bataan", "on Bataan insert"),
              ("airfield", "airfield (air control)"))


def _big(label: QLabel, pt: int = 13, bold: bool = True) -> QLabel:
    f = label.font()
    f.setPointSize(pt)
    f.setBold(bold)
    label.setFont(f)
    label.setWordWrap(True)
    return label


class MacArthurBoard(QWidget):
    def __init__(self, hub, session):
        super().__init__()
        self.hub = hub
        self.session = session
        self.kind_id = session.kind.id
        self.campaign = persist.campaign_for_kind(self.kind_id)
        self.short = SIDE_SHORT[self.campaign.id]
        self.doc: dict | None = None
        self.network: RoadNetwork | None = None
        self.record: persist.CampaignRecord = persist.CampaignRecord.new(self.campaign)
        self.sel_from: str | None = None
        self.sel_to: str | None = None
        self.road_from: str | None = None
        self.route: list[str] | None = None
        self.route_ok = True
        self.last_message = ""
        self.battle_dialog = None

        self.header = _big(QLabel(), 12)
        self.message_label = _big(QLabel(), 12)
        self.view = NetworkView()
        self.legend = Legend(self.campaign.side_names, self.short, LEGEND_MARKS.get(self.campaign.id))
        left = QWidget()
        ll = QVBoxLayout(left)
        ll.setContentsMargins(0, 0, 0, 0)
        ll.addWidget(self.header)
        ll.addWidget(self.view, 1)
        ll.addWidget(self.message_label)
        ll.addWidget(self.legend)
        self.tabs = QTabWidget()
        self.tabs.setMinimumWidth(300)
        self.tabs.setMaximumWidth(460)
        self.tabs.addTab(scrolling(self._turn_tab()), "Turn")
        self.tabs.addTab(scrolling(self._battle_tab()), "Battles")
        self.tabs.addTab(scrolling(self._editor_tab()), "Board editor")
        self.tabs.addTab(scrolling(self._record_tab()), "Record")
        split = QSplitter(Qt.Orientation.Horizontal)
        split.addWidget(left)
        split.addWidget(self.tabs)
        split.setStretchFactor(0, 3)
        split.setStretchFactor(1, 1)
        split.setSizes([700, 320])
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.addWidget(split)

        self.view.townClicked.connect(self.on_town_clicked)
        self.view.townDoubleClicked.connect(self.on_town_double_clicked)
        self.view.emptyClicked.connect(self.on_empty_clicked)
        self.view.roadClicked.connect(self.on_road_clicked)
        self.view.townMoved.connect(self.move_town)
        self.view.landingMoved.connect(self.move_landing)
        hub.recordChanged.connect(self._on_record)
        self._history_plot: pg.PlotWidget | None = None
        self.reload()

    # ================================================================== model
    @property
    def rulings(self):
        return persist.rulings_of(self.session.settings)

    def reload(self) -> None:
        s = self.session
        self.doc = persist.network_doc(s.store, s.game_id)
        try:
            self.network = RoadNetwork.from_dict(self.doc, "board") if self.doc else None
        except InputError as err:
            self.network = None
            self.say(f"The stored board is unreadable: {err}", error=True)
        self.record = persist.load_campaign(s.store, s.game_id, self.kind_id, self.rulings)
        self.view.set_positions(self.doc)
        if self.network is not None:
            for name in (self.sel_from, self.sel_to, self.road_from):
                if name is not None and name not in self.network.towns:
                    self.sel_from = self.sel_to = self.road_from = None
                    self.route = None
        self.redraw()
        self.refresh_panels()

    def _on_record(self, change) -> None:
        if change.game_id != self.session.game_id:
            return
        tables = change.tables()
        if "records" in tables or "games" in tables:
            self.reload()
        if "records" in tables:
            self.refresh_history_plot()

    def redraw(self) -> None:
        units = {t: (h.side, h.large, h.small) for t, h in self.record.state.units.items()}
        self.view.draw(self.doc, units, side_short=self.short, attacks=self.record.attacks(),
                       special=tuple(self.campaign.special_towns) + tuple(
                           t for ts in self.campaign.victory_towns.values() for t in ts),
                       route=self.route, route_ok=self.route_ok, selected=self.sel_from, target=self.sel_to,
                       road_from=self.road_from)

    def say(self, text: str, error: bool = False) -> None:
        self.last_message = text
        colour = "#b71c1c" if error else "#1b5e20"
        prefix = "REFUSED: " if error else ""
        self.message_label.setText(f"<span style='color:{colour}'>{prefix}{text}</span>")
        self.hub.message.emit(prefix + text)

    def push(self, change) -> bool:
        ok = self.hub.push(change)
        if ok:
            self.say(change.text)
        return ok

    # ================================================================== Turn tab
    def _turn_tab(self) -> QWidget:
        w = QWidget()
        lay = QVBoxLayout(w)
        deck = QGroupBox("Movement deck")
        dl = QFormLayout(deck)
        self.deck_info = _big(QLabel(), 11, False)
        dl.addRow(self.deck_info)
        self.card_value = QSpinBox()
        self.card_value.setRange(0, 99)
        self.card_btn = QPushButton("Turn card")
        self.card_btn.setMinimumHeight(30)
        self.card_btn.clicked.connect(self.on_card_button)
        dl.addRow(self.card_btn)
        self.typed_btn = QPushButton("Use typed card")
        self.typed_btn.setToolTip("Turn the card typed here (a physical card) instead of dealing one")
        self.typed_btn.clicked.connect(lambda: self.turn_card(self.card_value.value()))
        row = QHBoxLayout()
        row.addWidget(QLabel("Card shows:"))
        row.addWidget(self.card_value)
        row.addWidget(self.typed_btn, 1)
        dl.addRow(row)
        packs = QGroupBox("The packs (once per campaign)")
        pl = QFormLayout(packs)
        self.pack_info = QLabel()
        self.pack_info.setWordWrap(True)
        pl.addRow(self.pack_info)
        self.pack_edits: dict[str, QLineEdit] = {}
        for side in rules.SIDES:
            e = QLineEdit()
            e.setPlaceholderText("card values, e.g. 3 5 2 7 …")
            self.pack_edits[side] = e
            pl.addRow(f"{self.short[side]} pack:", e)
        self.pack_btn = QPushButton("Shuffle and keep the packs")
        self.pack_btn.setToolTip("Shuffled with the game's seeded dice stream (the roll log keeps the draws)")
        self.pack_btn.clicked.connect(lambda: self.define_packs(
            {s: e.text() for s, e in self.pack_edits.items() if e.text().strip()}))
        pl.addRow(self.pack_btn)
        dl.addRow(packs)
        self.cards_list = QListWidget()
        self.cards_list.setMaximumHeight(110)
        dl.addRow(self.cards_list)
        lay.addWidget(deck)

        mv = QGroupBox("Move")
        ml = QFormLayout(mv)
        hint = QLabel("Click a town of the moving side on the map, then the destination.")
        hint.setWordWrap(True)
        ml.addRow(hint)
        self.from_box, self.to_box = QComboBox(), QComboBox()
        self.from_box.currentTextChanged.connect(lambda t: self._pick("from", t))
        self.to_box.currentTextChanged.connect(lambda t: self._pick("to", t))
        ml.addRow("From:", self.from_box)
        ml.addRow("To:", self.to_box)
        self.move_large, self.move_small = QSpinBox(), QSpinBox()
        row = QHBoxLayout()
        for sp, lab in ((self.move_large, "Large"), (self.move_small, "Small")):
            sp.setRange(0, 10)
            sp.valueChanged.connect(lambda _v: self.preview())
            row.addWidget(QLabel(lab))
            row.addWidget(sp)
        ml.addRow("Units:", row)
        self.route_label = _big(QLabel("Pick a town and a destination."), 11, False)
        ml.addRow(self.route_label)
        self.move_btn = QPushButton("Move")
        self.move_btn.clicked.connect(self.do_move)
        ml.addRow(self.move_btn)
        lay.addWidget(mv)

        land = QGroupBox("Land reserves (1 MP a unit)")
        lf = QFormLayout(land)
        self.reserve_info = QLabel()
        self.reserve_info.setWordWrap(True)
        lf.addRow(self.reserve_info)
        self.area_box = QComboBox()
        lf.addRow("Landing area:", self.area_box)
        self.land_large, self.land_small = QSpinBox(), QSpinBox()
        row = QHBoxLayout()
        for sp, lab in ((self.land_large, "Large"), (self.land_small, "Small")):
            sp.setRange(0, 60)
            row.addWidget(QLabel(lab))
            row.addWidget(sp)
        lf.addRow("Units:", row)
        b = QPushButton("Land")
        b.clicked.connect(lambda: self.land(self.area_box.currentText(), self.land_large.value(), self.land_small.value()))
        lf.addRow(b)
        if self.campaign.has("airborne_drops"):
            self.drop_box = QComboBox()
            lf.addRow("Airborne drop at:", self.drop_box)
            db = QPushButton("Drop one Airborne unit")
            db.clicked.connect(lambda: self.drop(self.drop_box.currentText()))
            lf.addRow(db)
        lay.addWidget(land)

        end = QGroupBox("End of turn")
        el = QVBoxLayout(end)
        self.reserve_timing = QLabel()
        self.reserve_timing.setWordWrap(True)
        el.addWidget(self.reserve_timing)
        self.reserve_btns: dict[str, QPushButton] = {}
        for side in rules.SIDES:
            setup = self.campaign.reserves.get(side)
            if setup is None or not setup.chart:
                continue
            rb = QPushButton(f"Roll reserves: {persist.side_name(self.campaign, side)}")
            rb.clicked.connect(lambda _=False, s=side: self.roll_reserves(s))
            self.reserve_btns[side] = rb
            el.addWidget(rb)
        self.end_btn = QPushButton("End turn")
        self.end_btn.setMinimumHeight(32)
        self.end_btn.clicked.connect(self.end_turn)
        el.addWidget(self.end_btn)
        self.moves_list = QListWidget()
        self.moves_list.setMaximumHeight(120)
        el.addWidget(QLabel("This turn:"))
        el.addWidget(self.moves_list)
        lay.addWidget(end)
        lay.addStretch(1)
        for form in w.findChildren(QFormLayout):   # narrow panel at 1366x768: labels above long fields
            form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)
        return w

    def _pick(self, which: str, town: str) -> None:
        if getattr(self, "_refreshing", False):
            return
        town = town or None
        if which == "from":
            self.sel_from = town
            self._default_units()
        else:
            self.sel_to = town
        self.preview()

    def _default_units(self) -> None:
        side, f = self.record.force_in(self.sel_from) if self.sel_from else (None, Force())
        self._refreshing = True
        self.move_large.setValue(f.large if side == self.record.moving_side else 0)
        self.move_small.setValue(f.small if side == self.record.moving_side else 0)
        self._refreshing = False

    def select_move(self, origin: str | None, goal: str | None, large: int | None = None, small: int | None = None) -> None:
        """Choose the unit group (its town and how many) and the destination; shows the route."""
        self.sel_from, self.sel_to = origin, goal
        self._refreshing = True
        self.from_box.setCurrentText(origin or "")
        self.to_box.setCurrentText(goal or "")
        self._refreshing = False
        self._default_units()
        self._refreshing = True
        if large is not None:
            self.move_large.setValue(large)
        if small is not None:
            self.move_small.setValue(small)
        self._refreshing = False
        self.preview()

    def preview(self) -> None:
        if getattr(self, "_refreshing", False):
            return
        self.route, self.route_ok = None, True
        rec, net = self.record, self.network
        n = self.move_large.value() + self.move_small.value()
        if net is None or not self.sel_from or not self.sel_to or self.sel_from == self.sel_to:
            self.route_label.setText("Pick a town and a destination (click on the map or choose above).")
            self.redraw()
            return
        if rec.moving_side is None:
            self.route_label.setText("No side is moving: turn a movement card first.")
            r = net.cheapest_route(self.sel_from, self.sel_to)
            self.route = list(r.towns) if r else None
            self.redraw()
            return
        if n == 0:
            self.route_label.setText("Choose how many Large and Small units move.")
            self.redraw()
            return
        left = rec.remaining_mp()
        try:
            mv = persist.preview_move(rec, net, self.campaign, self.sel_from, self.sel_to, n)
            self.route = list(mv.route.towns)
            pools = dict(mv.cost_by_pool)
            left_txt = ", ".join(f"{left[p] - pools.get(p, 0)} MP {'' if p == 'main' else p + ' '}left"
                                 for p in left)
            enemy = rec.state.holder(self.sel_to) not in (None, rec.moving_side)
            self.route_label.setText(
                f"<b>{' → '.join(mv.route.towns)}</b><br>{mv.route.cost_mp} MP a unit × {n} = "
                f"<b>{mv.cost_mp} MP</b> of {self._allowance_words()}; after it {left_txt}."
                + ("<br><b>Enemy town:</b> the units stop outside it and fight (Battles)." if enemy else ""))
        except InputError as err:
            self.route_ok = False
            r = net.cheapest_route(self.sel_from, self.sel_to, no_passing=rec.state.towns_of(
                rules.other_side(rec.moving_side)))
            self.route = list(r.towns) if r else None
            self.route_label.setText(f"<span style='color:#b71c1c'><b>Not allowed:</b> {err.message}</span>")
        self.redraw()

    def _allowance_words(self) -> str:
        a = self.record.turn["allowance"]
        return " + ".join(f"{v} MP{'' if p == 'main' else ' (' + p + ')'}" for p, v in a.items()) or "0 MP"

    def do_move(self) -> bool:
        return self.move(self.sel_from or "", self.sel_to or "", self.move_large.value(), self.move_small.value())

    def move(self, origin: str, goal: str, large: int, small: int) -> bool:
        """Move a unit group along the cheapest open route as one undoable change; refused moves say why."""
        if self.network is None:
            return False
        try:
            rec, _mv, words = persist.move_units(self.record, self.network, self.campaign, origin, goal, large, small)
        except InputError as err:
            self.say(err.message if not err.where else f"{err.message} ({err.where})", error=True)
            return False
        ok = self.push(persist.campaign_change(self.session.store, self.session.game_id, rec, f"Move: {words}"))
        if ok:
            self.sel_from = self.sel_to = None
            self.route = None
            self.reload()
        return ok

    def on_card_button(self) -> bool:
        """Deal the next card from the side's defined pack; without a pack, turn the card typed in."""
        deck = self.record.state.deck
        side = deck.next_side
        if deck.pack(side) or deck.known_next(side) is not None:
            return self.turn_card(None)
        return self.turn_card(self.card_value.value())

    def turn_card(self, value: int | None) -> bool:
        """Turn the moving side's next card: ``value`` as typed, or None to deal it from the pack."""
        deck = self.record.state.deck
        side = deck.next_side
        if side == rules.BLUE and deck.blue_turned >= deck.blue_turns:
            value = None   # the Game Ends card
        try:
            rec, ct = persist.turn_card(self.record, self.network, self.campaign, side, value)
        except InputError as err:
            self.say(err.message, error=True)
            return False
        name = persist.side_name(self.campaign, side)
        text = (f"Game Ends card turned: {rec.notes[-1]}" if ct.game_ends else
                f"{name} turns card {ct.card}: {ct.allowance_mp} MP ({ct.explanation})")
        return self.push(persist.campaign_change(self.session.store, self.session.game_id, rec, text))

    def define_packs(self, texts: dict[str, str]) -> bool:
        """The referee's packs (card values per side), shuffled with the game's seeded dice stream: one
        undoable change with the shuffle draws in the roll log, so a replay deals the same cards."""
        from assistant.games.macarthur.movement import parse_pack, shuffle_pack

        if not texts:
            self.say("type the card values of at least one pack", error=True)
            return False
        deck = self.record.state.deck
        rec = self.record
        recorder = self.session.dice()
        done = []
        try:
            for side, text in texts.items():
                size = deck.blue_cards if side == rules.BLUE else deck.red_cards
                values = parse_pack(text, size, f"{persist.side_name(self.campaign, side)} pack")
                pos = recorder.stream.position
                order, draws = shuffle_pack(values, recorder.stream)
                rec = persist.set_pack(rec, side, order)
                recorder.log(pool=f"shuffle {len(values)} cards", dice=draws, result=len(values), position=pos,
                             why=f"Shuffle the {persist.side_name(self.campaign, side)} movement pack "
                                 f"({len(values)} cards; The Movement Deck)", side=side, phase="deck",
                             turn=rec.state.turn)
                done.append(f"{persist.side_name(self.campaign, side)} {len(values)} cards")
        except InputError as err:
            self.say(err.message if not err.where else f"{err.message} ({err.where})", error=True)
            return False
        ok = self.push(recorder.change(f"Movement packs shuffled: {', '.join(done)}",
                                       [persist.campaign_op(self.session.store, self.session.game_id, rec)]))
        if ok:
            for e in self.pack_edits.values():
                e.clear()
        return ok

    def land(self, area: str, large: int, small: int) -> bool:
        rec0, net = self.record, self.network
        if net is None or not area:
            self.say("no landing area chosen", error=True)
            return False
        side = rec0.moving_side
        recorder = None
        lost = Force()
        try:
            if side is None:
                raise InputError("no side is moving: turn a movement card first", "landing")
            problem, storm = landing_problems(self.campaign, side, net, area)
            if problem:
                raise InputError(problem, f"landing area {area!r}")
            if storm and (large or small):
                recorder = self.session.dice()
                chart = shipped().get(rules.GAME, "new_guinea_storm_hazard")
                lost_l = lost_s = 0
                for i, size in enumerate(["Large"] * large + ["Small"] * small):
                    out = recorder.roll_chart(chart, why=f"Storm hazard at {area}: {size} unit {i + 1}", side=side,
                                              turn=rec0.state.turn)
                    if out.chart.row.result == "destroyed":
                        if size == "Large":
                            lost_l += 1
                        else:
                            lost_s += 1
                lost = Force(lost_l, lost_s)
            rec, words = persist.land_units(rec0, net, self.campaign, area, large, small, lost)
        except InputError as err:
            self.say(err.message, error=True)
            return False
        ops = [persist.campaign_op(self.session.store, self.session.game_id, rec)]
        if recorder is not None:
            change = recorder.change(f"Landing: {words}", ops)
        else:
            change = persist.campaign_change(self.session.store, self.session.game_id, rec, f"Landing: {words}")
        return self.push(change)

    def drop(self, town: str) -> bool:
        try:
            rec, words = persist.drop_airborne(self.record, self.network, self.campaign, town)
        except InputError as err:
            self.say(err.message, error=True)
            return False
        return self.push(persist.campaign_change(self.session.store, self.session.game_id, rec, words))

    def roll_reserves(self, side: str) -> bool:
        """End-of-turn reserve roll on the campaign's chart, through the game's dice stream (ruling M10)."""
        rec = self.record
        why_not = persist.reserve_roll_timing(rec, self.campaign, side)
        if why_not:
            self.say(why_not, error=True)
            return False
        m10 = rec.state.rulings.label("M10")
        chart = shipped().get(rules.GAME, self.campaign.reserves[side].chart)
        recorder = self.session.dice()
        out = recorder.roll_chart(chart, why=f"{chart.title} ({m10})", side=side, turn=rec.state.turn,
                                  rulings={"M10": m10})
        try:
            new, rr = persist.reserve_roll(rec, self.campaign, side, out.value)
        except InputError as err:
            self.say(err.message, error=True)
            return False
        return self.push(recorder.change(f"Reserves: {rr.explanation}",
                                         [persist.campaign_op(self.session.store, self.session.game_id, new)]))

    def end_turn(self, removals: dict[str, Force] | None = None) -> bool:
        """End the moving side's turn. Over-stacked towns: the owner picks the units that go (a dialog,
        Smalls first by default); ``removals`` gives the choice directly."""
        if removals is None and persist.over_stacked(self.record):
            from .battle import OverStackDialog

            self.overstack_dialog = OverStackDialog(self)
            if self.overstack_dialog.exec() != OverStackDialog.DialogCode.Accepted:
                self.say("End turn cancelled: choose the units that leave the over-stacked town(s)", error=True)
                return False
            removals = self.overstack_dialog.removals()
        try:
            rec, notes = persist.end_turn(self.record, self.campaign, removals)
        except InputError as err:
            self.say(err.message, error=True)
            return False
        side = persist.side_name(self.campaign, self.record.moving_side or "")
        text = f"End of {side}'s turn" + (f": {'; '.join(notes)}" if notes else "")
        return self.push(persist.campaign_change(self.session.store, self.session.game_id, rec, text))

    # ================================================================== Battles tab
    def _battle_tab(self) -> QWidget:
        w = QWidget()
        lay = QVBoxLayout(w)
        lay.addWidget(_big(QLabel("Attacks waiting outside enemy towns (the moving player picks the order):"), 11))
        self.waiting_box = QVBoxLayout()
        lay.addLayout(self.waiting_box)
        b = QPushButton("Open the battle resolver…")
        b.clicked.connect(lambda: self.open_battle(None))
        lay.addWidget(b)
        lay.addWidget(QLabel("Battles fought:"))
        self.battles_list = QListWidget()
        lay.addWidget(self.battles_list, 1)
        return w

    def open_battle(self, town: str | None, show: bool = True):
        from .battle import BattleDialog

        if self.network is None:
            return None
        self.battle_dialog = BattleDialog(self, town)
        if show:
            self.battle_dialog.show()
        return self.battle_dialog

    # ================================================================== Editor tab
    def _editor_tab(self) -> QWidget:
        w = QWidget()
        lay = QVBoxLayout(w)
        tools = QGroupBox("Tool")
        tl = QVBoxLayout(tools)
        self.tool_group = QButtonGroup(self)
        for i, (key, label) in enumerate(TOOLS):
            rb = QRadioButton(label)
            rb.setChecked(key == "play")
            rb.toggled.connect(lambda on, k=key: on and self.set_tool(k))
            self.tool_group.addButton(rb, i)
            tl.addWidget(rb)
        row = QHBoxLayout()
        self.kind_box = QComboBox()
        self.kind_box.addItems(["solid", "dashed", "dotted"])
        self.one_way = QCheckBox("one way (1st → 2nd town)")
        row.addWidget(QLabel("Road kind:"))
        row.addWidget(self.kind_box)
        tl.addLayout(row)
        tl.addWidget(self.one_way)
        lay.addWidget(tools)

        town = QGroupBox("Town (click it on the map)")
        tf = QFormLayout(town)
        self.ed_town = QComboBox()
        self.ed_town.currentTextChanged.connect(lambda _t: self._fill_town_editor())
        tf.addRow("Town:", self.ed_town)
        self.ed_name = QLineEdit()
        rn = QPushButton("Rename")
        rn.clicked.connect(lambda: self.rename_town(self.ed_town.currentText(), self.ed_name.text()))
        row = QHBoxLayout()
        row.addWidget(self.ed_name)
        row.addWidget(rn)
        tf.addRow("Name:", row)
        self.ed_air = QCheckBox("air strip (✈)")
        self.ed_zone = QLineEdit()
        self.ed_flags = {f: QCheckBox(words) for f, words in FLAG_WORDS}
        tf.addRow(self.ed_air)
        tf.addRow("Zone:", self.ed_zone)
        for cb in self.ed_flags.values():
            tf.addRow(cb)
        sp = QPushButton("Save town details")
        sp.clicked.connect(lambda: self.set_town_props(self.ed_town.currentText(), self.ed_air.isChecked(),
                                                       self.ed_zone.text().strip() or None,
                                                       [f for f, cb in self.ed_flags.items() if cb.isChecked()]))
        tf.addRow(sp)
        dt = QPushButton("Delete town")
        dt.clicked.connect(lambda: self.delete_town(self.ed_town.currentText()))
        tf.addRow(dt)
        self.ed_side = QComboBox()
        self.ed_side.addItem("nobody", None)
        for s in rules.SIDES:
            self.ed_side.addItem(persist.side_name(self.campaign, s), s)
        self.ed_large, self.ed_small = QSpinBox(), QSpinBox()
        row = QHBoxLayout()
        row.addWidget(self.ed_side)
        for spn, lab in ((self.ed_large, "L"), (self.ed_small, "S")):
            spn.setRange(0, 10)
            row.addWidget(QLabel(lab))
            row.addWidget(spn)
        tf.addRow("Units:", row)
        su = QPushButton("Set units here")
        su.clicked.connect(lambda: self.set_units(self.ed_town.currentText(), self.ed_side.currentData(),
                                                  self.ed_large.value(), self.ed_small.value()))
        tf.addRow(su)
        lay.addWidget(town)

        la = QGroupBox("Landing areas (triangles)")
        lf = QFormLayout(la)
        self.la_list = QListWidget()
        self.la_list.setMaximumHeight(100)
        lf.addRow(self.la_list)
        self.la_name = QLineEdit()
        self.la_town = QComboBox()
        self.la_cap = QSpinBox()
        self.la_cap.setRange(1, 20)
        self.la_zone = QLineEdit()
        lf.addRow("Name:", self.la_name)
        lf.addRow("Coastal town:", self.la_town)
        lf.addRow("Capacity:", self.la_cap)
        lf.addRow("Zone:", self.la_zone)
        row = QHBoxLayout()
        ab = QPushButton("Add / update")
        ab.clicked.connect(lambda: self.set_landing(self.la_name.text().strip(), self.la_town.currentText(),
                                                    self.la_cap.value(), self.la_zone.text().strip() or None))
        rb = QPushButton("Delete selected")
        rb.clicked.connect(lambda: self.la_list.currentItem() and self.delete_landing(
            self.la_list.currentItem().text().split(" → ")[0]))
        row.addWidget(ab)
        row.addWidget(rb)
        lf.addRow(row)
        lay.addWidget(la)

        files = QGroupBox("Network file")
        fl = QHBoxLayout(files)
        ib = QPushButton("Import…")
        ib.clicked.connect(self.import_dialog)
        eb = QPushButton("Export…")
        eb.clicked.connect(self.export_dialog)
        fl.addWidget(ib)
        fl.addWidget(eb)
        lay.addWidget(files)
        lay.addStretch(1)
        return w

    def set_tool(self, key: str) -> None:
        self.view.mode = key
        self.road_from = None
        self.redraw()

    def _fill_town_editor(self) -> None:
        name = self.ed_town.currentText()
        if not self.doc or not name:
            return
        t = next((t for t in self.doc["towns"] if t["name"] == name), None)
        if t is None:
            return
        self.ed_name.setText(name)
        self.ed_air.setChecked(bool(t.get("air_strip")))
        self.ed_zone.setText(t.get("zone") or "")
        for f, cb in self.ed_flags.items():
            cb.setChecked(f in t.get("flags", []))
        side, force = self.record.force_in(name)
        self.ed_side.setCurrentIndex(0 if side is None else 1 + rules.SIDES.index(side))
        self.ed_large.setValue(force.large)
        self.ed_small.setValue(force.small)

    # ---- network edits: each one change
    def push_network(self, doc: dict, text: str, rec: persist.CampaignRecord | None = None) -> bool:
        try:
            change = persist.network_change(self.session.store, self.session.game_id, doc, text, rec)
        except InputError as err:
            self.say(err.message if not err.where else f"{err.message} ({err.where})", error=True)
            return False
        return self.push(change)

    def _doc_copy(self) -> dict:
        return copy.deepcopy(self.doc or {"format": "table-assistant/road-network", "version": 1, "name": "",
                                          "towns": [], "roads": [], "landing_areas": [], "meta": {}})

    def add_town(self, name: str, x: float, y: float) -> bool:
        doc = self._doc_copy()
        name = name.strip()
        if not name:
            self.say("a town needs a name", error=True)
            return False
        doc["towns"].append({"name": name, "air_strip": False, "zone": None, "flags": []})
        doc.setdefault("meta", {}).setdefault("layout", {}).setdefault("towns", {})[name] = [round(x, 1), round(y, 1)]
        return self.push_network(doc, f"Add town {name}")

    def move_town(self, name: str, x: float, y: float) -> bool:
        doc = self._doc_copy()
        doc.setdefault("meta", {}).setdefault("layout", {}).setdefault("towns", {})[name] = [x, y]
        return self.push_network(doc, f"Move town {name} on the drawing")

    def move_landing(self, name: str, x: float, y: float) -> bool:
        doc = self._doc_copy()
        doc.setdefault("meta", {}).setdefault("layout", {}).setdefault("landing_areas", {})[name] = [x, y]
        return self.push_network(doc, f"Move landing area {name} on the drawing")

    def rename_town(self, old: str, new: str) -> bool:
        new = new.strip()
        if not old or new == old:
            return False
        try:
            doc = persist.rename_town_doc(self._doc_copy(), old, new)
        except InputError as err:
            self.say(err.message, error=True)
            return False
        rec = self.record.copy()
        if old in rec.state.units:
            rec.state.units[new] = rec.state.units.pop(old)
        atk = rec.turn.get("attacks", {})
        if old in atk:
            atk[new] = atk.pop(old)
        for stacks in atk.values():
            for s in stacks:
                if s.get("from") == old:
                    s["from"] = new
        return self.push_network(doc, f"Rename town {old} to {new}", rec)

    def delete_town(self, name: str) -> bool:
        if not name:
            return False
        doc = self._doc_copy()
        doc["towns"] = [t for t in doc["towns"] if t["name"] != name]
        doc["roads"] = [r for r in doc["roads"] if name not in (r["from"], r["to"])]
        doc["landing_areas"] = [a for a in doc.get("landing_areas", []) if a["town"] != name]
        rec = self.record.copy()
        rec.state.units.pop(name, None)
        rec.turn.get("attacks", {}).pop(name, None)
        return self.push_network(doc, f"Delete town {name} and its roads", rec)

    def set_town_props(self, name: str, air_strip: bool, zone: str | None, flags: list[str]) -> bool:
        doc = self._doc_copy()
        for t in doc["towns"]:
            if t["name"] == name:
                t.update({"air_strip": air_strip, "zone": zone, "flags": sorted(flags)})
        return self.push_network(doc, f"Town {name}: details")

    def add_road(self, a: str, b: str, kind: str = "solid", one_way: bool = False) -> bool:
        doc = self._doc_copy()
        doc["roads"].append({"from": a, "to": b, "kind": kind, "one_way": one_way})
        return self.push_network(doc, f"Add {kind} road {a}-{b}")

    def delete_road(self, a: str, b: str) -> bool:
        doc = self._doc_copy()
        doc["roads"] = [r for r in doc["roads"] if {r["from"], r["to"]} != {a, b}]
        return self.push_network(doc, f"Delete road {a}-{b}")

    def set_road_kind(self, a: str, b: str, kind: str) -> bool:
        doc = self._doc_copy()
        for r in doc["roads"]:
            if {r["from"], r["to"]} == {a, b}:
                if r["kind"] == kind:
                    return False
                r["kind"] = kind
        return self.push_network(doc, f"Road {a}-{b}: {kind} ({rules.ROAD_COSTS_MP.get(kind, '?')} MP)")

    def set_landing(self, name: str, town: str, capacity: int, zone: str | None) -> bool:
        if not name:
            self.say("a landing area needs a name", error=True)
            return False
        doc = self._doc_copy()
        doc["landing_areas"] = [a for a in doc.get("landing_areas", []) if a["name"] != name]
        doc["landing_areas"].append({"name": name, "town": town, "capacity": capacity, "zone": zone})
        return self.push_network(doc, f"Landing area {name} → {town} ({capacity} a turn)")

    def delete_landing(self, name: str) -> bool:
        doc = self._doc_copy()
        doc["landing_areas"] = [a for a in doc.get("landing_areas", []) if a["name"] != name]
        lay = doc.get("meta", {}).get("layout", {}).get("landing_areas", {})
        lay.pop(name, None)
        return self.push_network(doc, f"Delete landing area {name}")

    def set_units(self, town: str, side: str | None, large: int, small: int) -> bool:
        if self.network is None:
            return False
        try:
            rec = persist.set_units(self.record, self.network, town, side, large, small)
        except InputError as err:
            self.say(err.message, error=True)
            return False
        who = persist.side_name(self.campaign, side) if side else "nobody"
        return self.push(persist.campaign_change(self.session.store, self.session.game_id, rec,
                                                 f"Units in {town}: {who} {large}L {small}S"))

    # ---- import / export
    def import_network(self, path: str | Path) -> bool:
        """Replace the board with a network file; a bad file changes nothing and says why."""
        path = Path(path)
        try:
            try:
                doc = json.loads(path.read_text(encoding="utf-8"))
            except json.JSONDecodeError as err:
                raise InputError(f"not valid JSON: {err.msg} (line {err.lineno})", path.name) from None
            except OSError as err:
                raise InputError(f"cannot read the file: {err.strerror}", str(path)) from None
            change = persist.import_network_change(self.session.store, self.session.game_id, doc, self.record,
                                                   path.name)
        except InputError as err:
            self.say(str(err), error=True)
            self.hub.error.emit("Cannot import the network", f"{err}\n\nNothing was changed.")
            return False
        if not change.ops:
            self.say(f"{path.name} matches the board: nothing to change")
            return True
        self.sel_from = self.sel_to = self.road_from = None
        self.route = None
        self.view._fitted = False
        return self.push(change)

    def export_network(self, path: str | Path) -> None:
        Path(path).write_text(persist.dumps(self.doc or {}), encoding="utf-8")
        self.say(f"Board written to {path}")

    def import_dialog(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self, "Import a road network", str(Path.home()), "Road network (*.json)")
        if path:
            self.import_network(path)

    def export_dialog(self) -> None:
        path, _ = QFileDialog.getSaveFileName(self, "Export the road network", "board.json", "Road network (*.json)")
        if path:
            self.export_network(path)

    def load_illustration(self, n: int) -> bool:
        return self.import_network(resource("scenarios", f"macarthur_illustration{n}.json"))

    # ================================================================== Record tab
    def _record_tab(self) -> QWidget:
        w = QWidget()
        lay = QVBoxLayout(w)
        lay.addWidget(_big(QLabel(f"Victory — {self.campaign.title}"), 12))
        self.victory_labels = QVBoxLayout()
        lay.addLayout(self.victory_labels)
        lay.addWidget(QLabel("Campaign notes (turn ends, victory, the demo):"))
        self.notes_list = QListWidget()
        self.notes_list.setWordWrap(True)
        lay.addWidget(self.notes_list, 1)
        self.reserves_label = QLabel()
        self.reserves_label.setWordWrap(True)
        lay.addWidget(self.reserves_label)
        return w

    # ================================================================== panels refresh
    def refresh_panels(self) -> None:
        for spin in self.findChildren(QSpinBox):
            spin.setMaximumWidth(64)
        for box in self.findChildren(QComboBox):
            box.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
            box.setMinimumContentsLength(8)
        self._refreshing = True
        rec, camp = self.record, self.campaign
        deck = rec.state.deck
        towns = sorted(self.network.towns) if self.network else []
        for box in (self.from_box, self.to_box, self.ed_town, self.la_town):
            cur = box.currentText()
            box.clear()
            box.addItem("")
            box.addItems(towns)
            box.setCurrentText(cur if cur in towns else "")
        self.from_box.setCurrentText(self.sel_from or "")
        self.to_box.setCurrentText(self.sel_to or "")
        areas = sorted(self.network.landing_areas) if self.network else []
        cur = self.area_box.currentText()
        self.area_box.clear()
        self.area_box.addItems(areas)
        if cur in areas:
            self.area_box.setCurrentText(cur)
        if hasattr(self, "drop_box"):
            strips = [t for t, v in self.network.towns.items() if v.air_strip] if self.network else []
            cur = self.drop_box.currentText()
            self.drop_box.clear()
            self.drop_box.addItems(sorted(strips))
            if cur in strips:
                self.drop_box.setCurrentText(cur)   # keep the referee's choice across redraws
        self.la_list.clear()
        for la in (self.network.landing_areas.values() if self.network else []):
            self.la_list.addItem(f"{la.name} → {la.town} ({la.capacity} a turn{', Zone ' + la.zone if la.zone else ''})")
        self._refreshing = False
        self._fill_town_editor()
        # header
        side = rec.moving_side
        blue_left = deck.turns_left(rules.BLUE)
        if deck.game_over:
            head = f"{camp.title} — GAME OVER (Game Ends card turned)"
        elif side is None:
            nxt = deck.next_side
            head = (f"{camp.title} — turn {deck.blue_turned + (1 if nxt == rules.BLUE else 0)}: "
                    f"{persist.side_name(camp, nxt)} turns a card next")
        else:
            left = rec.remaining_mp()
            left_txt = " + ".join(f"{v}{'' if p == 'main' else ' ' + p}" for p, v in left.items())
            head = (f"{camp.title} — turn {rec.state.turn}: <span style='color:"
                    f"{'#1565c0' if side == 'blue' else '#c62828'}'>{persist.side_name(camp, side)} moving</span>"
                    f" — {self._allowance_words()} allowance, <b>{left_txt} MP left</b>")
        self.header.setText(head)
        known = {s: deck.known_next(s) for s in rules.SIDES}
        nxt = deck.next_side
        game_ends_next = nxt == rules.BLUE and deck.blue_turned >= deck.blue_turns
        self.deck_info.setText(
            f"Blue ({persist.side_name(camp, 'blue')}) face-up: {deck.blue_face_up if deck.blue_face_up is not None else '–'}"
            f" · Red ({persist.side_name(camp, 'red')}) face-up: {deck.red_face_up if deck.red_face_up is not None else '–'}<br>"
            f"Packs: Blue {deck.blue_cards} cards, Red {deck.red_cards}; the Game Ends card "
            + ("is under Blue's pack from the deal" if deck.game_ends_after_blue_turnovers == 0 else
               f"goes under Blue's pack at its turn-over {deck.game_ends_after_blue_turnovers}")
            + f".<br><b>Turns left: Blue {blue_left}, Red {deck.turns_left(rules.RED)}</b>"
            + (f"<br>Next: <b>{persist.side_name(camp, nxt)}</b>"
               + (" — the GAME ENDS card" if game_ends_next else
                  f" — the pack repeats: next card is {known[nxt]}" if known[nxt] is not None else ""))
        )
        if known[nxt] is not None:
            self.card_value.setValue(known[nxt])
        dealing = bool(deck.pack(nxt)) or known[nxt] is not None
        self.card_btn.setText("Turn the Game Ends card" if game_ends_next else
                              f"Turn card: deal {self.short[nxt]}'s next" if dealing else
                              f"Turn {self.short[nxt]} card (value below)")
        self.card_btn.setEnabled(side is None and not deck.game_over)
        self.typed_btn.setEnabled(side is None and not deck.game_over and not game_ends_next)
        packs = []
        for s_ in rules.SIDES:
            n = len(deck.pack(s_))
            packs.append(f"{self.short[s_]}: " + (f"{n} cards, shuffled (seeded; replays)" if n else
                                                   f"not defined ({deck.blue_cards if s_ == 'blue' else deck.red_cards}"
                                                   " cards: type them, or type each card as turned)"))
            self.pack_edits[s_].setEnabled(not (deck.blue_turned if s_ == "blue" else deck.red_turned))
        self.pack_info.setText("<br>".join(packs))
        self.pack_btn.setEnabled(any(e.isEnabled() for e in self.pack_edits.values()))
        self.end_btn.setEnabled(side is not None)
        self.end_btn.setText(f"End {persist.side_name(camp, side)}'s turn" if side else "End turn")
        self.cards_list.clear()
        for c in reversed(rec.cards[-30:]):
            self.cards_list.addItem(f"{c['side']} turn {c['turn']}: " + ("GAME ENDS" if c["game_ends"] else
                                                                      f"card {c['card']} → {c['allowance_mp']} MP"))
        self.moves_list.clear()
        for m in reversed(rec.turn.get("moves", [])):
            self.moves_list.addItem(m)
        res = rec.state.reserves
        self.reserve_info.setText("Reserves: " + "; ".join(
            f"{persist.side_name(camp, s)} {f.large}L {f.small}S" for s, f in res.items()) if res else
            "No reserves in this campaign.")
        self.reserves_label.setText(self.reserve_info.text())
        self.reserve_timing.setText(persist.reserve_timing_words(rec, camp) if self.reserve_btns else
                                    "No reserve rolls in this campaign.")
        for s, b in self.reserve_btns.items():
            why = persist.reserve_roll_timing(rec, camp, s)
            b.setEnabled(why is None)
            b.setToolTip(why or f"roll on {camp.reserves[s].chart} (ruling {rec.state.rulings.label('M10')})")
        # battles waiting
        while self.waiting_box.count():
            item = self.waiting_box.takeAt(0)
            if item.widget():
                item.widget().deleteLater()
        waiting = rec.attacks()
        if not waiting:
            self.waiting_box.addWidget(QLabel("None."))
        for town, stacks in sorted(waiting.items()):
            f = sum((Force(s["large"], s["small"]) for s in stacks), Force())
            b = QPushButton(f"⚔ Resolve the battle for {town} ({f.large}L {f.small}S attacking from "
                            f"{', '.join(s['from'] for s in stacks)})")
            b.clicked.connect(lambda _=False, t=town: self.open_battle(t))
            self.waiting_box.addWidget(b)
        self.battles_list.clear()
        for bt in reversed(persist.battles(self.session.store, self.session.game_id)):
            lost = bt.get("lost", {})
            dice = " | ".join(f"{r['attacker_dice']} v {r['defender_dice']}" for r in bt["rounds"])
            self.battles_list.addItem(
                f"#{bt['n']} turn {bt['turn']} {bt['town']}: {bt['attacker_side']} attacks, {bt['winner']} wins; "
                f"dice {dice or '—'}; lost blue {lost.get('blue', 0)}, red {lost.get('red', 0)}")
        # victory
        while self.victory_labels.count():
            item = self.victory_labels.takeAt(0)
            if item.widget():
                item.widget().deleteLater()
        for vside, ok, words in persist.victory_status(camp, rec.state):
            lab = _big(QLabel(("✔ CONDITION MET NOW — " if ok else "✘ not met — ") + words), 11, ok)
            lab.setStyleSheet(f"color: {'#1b5e20' if ok else '#455a64'}")
            self.victory_labels.addWidget(lab)
        self.notes_list.clear()
        for n in reversed(rec.notes):
            self.notes_list.addItem(n)
        self.preview()

    # ================================================================== view clicks
    def on_town_clicked(self, name: str) -> None:
        mode = self.view.mode
        self.ed_town.setCurrentText(name)
        if mode == "add_road":
            if self.road_from is None or self.road_from == name:
                self.road_from = name
                self.say(f"Road from {name}: now click the second town")
                self.redraw()
            else:
                a, self.road_from = self.road_from, None
                self.add_road(a, name, self.kind_box.currentText(), self.one_way.isChecked())
            return
        if mode != "play":
            return
        side, _f = self.record.force_in(name)
        mover = self.record.moving_side
        if self.sel_from is None or (side == mover and side is not None and self.sel_to is None
                                     and name != self.sel_from and False):
            if side is None or (mover is not None and side != mover):
                self.say(f"{name}: {'no units' if side is None else 'not the moving side'} — pick a town of the "
                         "moving side first", error=side is not None)
                return
            self.select_move(name, None)
        elif name == self.sel_from:
            self.select_move(None, None)
        else:
            self.select_move(self.sel_from, name, self.move_large.value(), self.move_small.value())

    def on_town_double_clicked(self, name: str) -> None:
        if self.view.mode == "play":
            return
        new, ok = QInputDialog.getText(self, "Rename town", "New name:", text=name)
        if ok:
            self.rename_town(name, new)

    def on_empty_clicked(self, x: float, y: float) -> None:
        if self.view.mode == "add_town":
            name, ok = QInputDialog.getText(self, "Add town", "Town name:")
            if ok and name.strip():
                self.add_town(name, x, y)
        elif self.view.mode == "play" and self.sel_from:
            self.select_move(None, None)

    def on_road_clicked(self, a: str, b: str) -> None:
        if self.view.mode == "delete_road":
            self.delete_road(a, b)
        elif self.view.mode == "road_kind":
            self.set_road_kind(a, b, self.kind_box.currentText())

    # ================================================================== board protocol
    def measure_panel(self) -> QWidget:
        self._measure = RouteMeasure(self)
        return self._measure

    def plots(self) -> list:
        self._history_plot = pg.PlotWidget(background="w")
        self._history_plot.setLabel("bottom", "turn")
        self._history_plot.setLabel("left", "units lost in battle")
        self._history_plot.addLegend(offset=(10, 10))
        self.refresh_history_plot()
        return [("Battle losses", self._history_plot)]

    def refresh_history_plot(self) -> None:
        p = self._history_plot
        if p is None:
            return
        try:
            p.clear()
        except RuntimeError:
            self._history_plot = None
            return
        data = persist.losses_by_turn(persist.battles(self.session.store, self.session.game_id))
        w = 0.38
        for dx, side, colour in ((-w / 2, "blue", "#1565c0"), (w / 2, "red", "#c62828")):
            pts = data.get(side, {})
            if pts:
                p.addItem(pg.BarGraphItem(x=[t + dx for t in pts], height=list(pts.values()), width=w, brush=colour,
                                          name=f"{persist.side_name(self.campaign, side)} ({side})"))
        self.history_data = data

    def game_actions(self) -> list:
        acts = []
        for text, slot in (("Import road network…", self.import_dialog), ("Export road network…", self.export_dialog),
                           ("Load rulebook Illustration 1 (movement)", lambda: self.load_illustration(1)),
                           ("Load rulebook Illustration 2 (retreats)", lambda: self.load_illustration(2))):
            a = QAction(text, self)
            a.triggered.connect(slot)
            acts.append(a)
        return acts


class RouteMeasure(QWidget):
    """Route and movement-point questions: the cheapest route between two towns, and the least total to
    bring several stacks into one town with at most 5 units a segment (Illustration 1)."""

    def __init__(self, board: MacArthurBoard):
        super().__init__()
        self.board = board
        lay = QFormLayout(self)
        self.a, self.b = QComboBox(), QComboBox()
        self.units = QSpinBox()
        self.units.setRange(1, 10)
        self.this_turn = QCheckBox("count this turn's full segments and enemy towns")
        self.this_turn.setChecked(True)
        lay.addRow("From:", self.a)
        lay.addRow("To:", self.b)
        lay.addRow("Units:", self.units)
        lay.addRow(self.this_turn)
        self.answer = _big(QLabel(), 12, False)
        lay.addRow(self.answer)
        self.sources = QLineEdit()
        self.sources.setPlaceholderText("A=3, B=4  (stacks to bring into 'To')")
        lay.addRow("Group:", self.sources)
        self.group_answer = _big(QLabel(), 12, False)
        lay.addRow(self.group_answer)
        for sig in (self.a.currentTextChanged, self.b.currentTextChanged, self.units.valueChanged,
                    self.this_turn.toggled, self.sources.textChanged):
            sig.connect(lambda *_: self.compute())
        board.hub.recordChanged.connect(lambda _c: self.reload())
        self.reload()

    def reload(self) -> None:
        net = self.board.network
        towns = sorted(net.towns) if net else []
        for box in (self.a, self.b):
            cur = box.currentText()
            box.blockSignals(True)
            box.clear()
            box.addItem("")
            box.addItems(towns)
            if cur in towns:
                box.setCurrentText(cur)
            box.blockSignals(False)
        self.compute()

    def _limits(self):
        rec = self.board.record
        if not self.this_turn.isChecked() or rec.moving_side is None:
            return {}, frozenset()
        used = {tuple(k.split("|")): v for k, v in rec.turn["used"].items()}
        return used, frozenset(rec.state.towns_of(rules.other_side(rec.moving_side)))

    def compute(self) -> None:
        net = self.board.network
        if net is None or not self.a.currentText() or not self.b.currentText():
            self.answer.setText("")
            return
        used, enemy = self._limits()
        a, b, n = self.a.currentText(), self.b.currentText(), self.units.value()
        try:
            r = net.cheapest_route(a, b, units=n, used=used, segment_limit=rules.SEGMENT_LIMIT, no_passing=enemy)
        except InputError as err:
            self.answer.setText(str(err))
            return
        if r is None:
            self.answer.setText(f"No open route from {a} to {b} for {n} unit(s).")
        else:
            self.answer.setText(f"<b>{' → '.join(r.towns)}</b><br>{r.cost_mp} MP a unit; {n} unit(s): "
                                f"<b>{r.cost_mp * n} MP</b>")
        text = self.sources.text().strip()
        if not text:
            self.group_answer.setText("")
            return
        try:
            src = {}
            for part in text.split(","):
                k, _, v = part.partition("=")
                src[k.strip()] = int(v)
            plan = cheapest_group_move(net, src, b, used=used, segment_limit=rules.SEGMENT_LIMIT, no_passing=enemy)
        except (InputError, ValueError) as err:
            self.group_answer.setText(f"Write stacks as Town=units, e.g. A=3, B=4 ({err})")
            return
        if plan is None:
            self.group_answer.setText("The segments cannot carry all these units this turn.")
        else:
            rows = "<br>".join(f"{n} × {' → '.join(r.towns)} ({r.cost_mp} MP each)" for r, n in plan.routes)
            self.group_answer.setText(f"{rows}<br><b>Least total: {plan.cost_mp} MP</b> (5 units a segment)")


def make_board(hub, session) -> QWidget:
    return MacArthurBoard(hub, session)
