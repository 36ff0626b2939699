"""The Saipan board's Fleet tab: the air and naval units in their holding boxes (14.0 A), relocation
(14.0 B), search (14.1), missions (9.1 F, 14.2), air-to-air pairs (14.3), AA / strikes / ship fire
(14.4-14.5), carriers (9.2), transports (14.6) and the end of the Air/Naval Phase; then the forms for a
new air or naval unit and the sea-zone chart (``fleet_forms``). Each button calls one
``SaipanGame`` command and pushes its change; the odds shown first come from the command's plan."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QComboBox, QGroupBox, QHBoxLayout, QLabel, QLineEdit, QListWidget, QListWidgetItem, QPushButton, QSizePolicy,
    QSpinBox, QVBoxLayout, QWidget,
)

from assistant.core.errors import InputError
from assistant.games.saipan.fleet import MISSION_TEXT, MISSIONS

from assistant.ui import theme
from assistant.ui.column_fit import wrapping_row
from assistant.ui.i18n import fill, translate
from .fleet_forms import PlaceAirNavalForm, SeaZoneChartForm


def _note(text: str = "") -> QLabel:
    lbl = QLabel(text)
    lbl.setWordWrap(True)
    lbl.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
    return lbl


def _pairs(text: str) -> list[tuple[str, str]]:
    """'a>b, c>d' as pairs."""
    out = []
    for part in text.replace(";", ",").split(","):
        if part.strip():
            a, _, b = part.partition(">")
            out.append((a.strip(), b.strip()))
    return out


def _split(text: str) -> list[tuple[str, int]]:
    """'t1:3, t2:2' as (target, points); a target alone uses 0 points (the plan says so)."""
    out = []
    for part in text.replace(";", ",").split(","):
        if part.strip():
            t, _, p = part.partition(":")
            out.append((t.strip(), int(p) if p.strip().isdigit() else 0))
    return out


class FleetPanel(QWidget):
    def __init__(self, board):
        super().__init__()
        self.board = board
        lay = QVBoxLayout(self)
        self.head = _note()
        lay.addWidget(self.head)
        self.list = QListWidget()
        self.list.setMinimumHeight(170)
        self.list.setAccessibleName(translate("saipan", "Air and naval units"))
        self.list.setWordWrap(True)
        lay.addWidget(self.list, 1)

        box = QGroupBox(translate("saipan", "Move, search, missions (14.0-14.2, 9.1)"))
        b = QVBoxLayout(box)
        row = QHBoxLayout()
        self.zone = QComboBox()
        row.addWidget(QLabel(translate("saipan", "Zone:")))
        row.addWidget(self.zone, 1)
        b.addLayout(row)
        self.relocate_btn = QPushButton(translate("saipan", "Relocate ticked"))
        self.relocate_btn.clicked.connect(self.relocate)
        self.search_side = QComboBox()
        self.search_side.addItem(translate("saipan", "US"), "us")
        self.search_side.addItem(translate("saipan", "Japanese"), "japanese")
        self.search_btn = QPushButton(translate("saipan", "Search"))
        self.search_btn.clicked.connect(self.search)
        b.addWidget(wrapping_row(self.relocate_btn, self.search_side, self.search_btn))
        self.search_odds = _note()
        b.addWidget(self.search_odds)
        self.mission = QComboBox()
        for m in MISSIONS:
            self.mission.addItem(MISSION_TEXT[m], m)
        self.mission_btn = QPushButton(translate("saipan", "Fly ticked"))
        self.mission_btn.clicked.connect(self.assign)
        b.addWidget(wrapping_row(self.mission, self.mission_btn))
        lay.addWidget(box)

        box = QGroupBox(translate("saipan", "Combat (14.3-14.5): odds first"))
        c = QVBoxLayout(box)
        self.pairs = QLineEdit()
        self.pairs.setPlaceholderText(translate("saipan", "air-to-air pairs in the zone: cap1>strike1, strike1>cap1"))
        self.air_btn = QPushButton(translate("saipan", "Roll air-to-air"))
        self.air_btn.clicked.connect(self.air_combat)
        c.addWidget(self.pairs)
        c.addWidget(self.air_btn)
        self.firer = QLineEdit()
        self.firer.setPlaceholderText(translate("saipan", "firer id"))
        self.targets = QLineEdit()
        self.targets.setPlaceholderText(translate("saipan", "targets: id:points, ... (a strike: one ship id)"))
        c.addWidget(wrapping_row(self.firer, self.targets))
        self.fire_btn = QPushButton(translate("saipan", "Roll AA, strike or ship fire"))
        self.fire_btn.clicked.connect(self.fire)
        c.addWidget(self.fire_btn)
        self.odds = _note()
        self.odds.setStyleSheet(theme.text_style("good", self.odds))
        c.addWidget(self.odds)
        lay.addWidget(box)

        box = QGroupBox(translate('saipan', "Carriers, transports, the phase's end (9.2, 14.6)"))
        t = QVBoxLayout(box)
        self.rebase_to = QComboBox()
        self.rebase_btn = QPushButton(translate("saipan", "Move ticked air"))
        self.rebase_btn.clicked.connect(self.rebase)
        t.addWidget(wrapping_row(self.rebase_to, self.rebase_btn))
        self.transport = QComboBox()
        self.ground = QLineEdit()
        self.ground.setPlaceholderText(translate("saipan", "ground ids (board; empty: the units picked) or id@hex (land)"))
        t.addWidget(wrapping_row(self.transport, self.ground))
        row = QHBoxLayout()
        self.board_btn = QPushButton(translate("saipan", "Board"))
        self.board_btn.clicked.connect(self.embark)
        self.land_btn = QPushButton(translate("saipan", "Land"))
        self.land_btn.clicked.connect(self.unload)
        row.addWidget(self.board_btn)
        row.addWidget(self.land_btn)
        t.addLayout(row)
        row = QHBoxLayout()
        airfields = QLabel(translate("saipan", "US-held airfields:"))
        row.addWidget(airfields)
        self.airfields = QSpinBox()
        self.airfields.setRange(0, 2)
        self.airfields.editingFinished.connect(self.set_airfields)
        airfields.setBuddy(self.airfields)
        row.addWidget(self.airfields)
        row.addStretch(1)
        t.addLayout(row)
        self.end_btn = QPushButton(translate("saipan", "End the Air/Naval Phase"))   # under it: the column is narrow
        self.end_btn.clicked.connect(self.end_phase)
        t.addWidget(self.end_btn)
        self.carriers = _note()
        t.addWidget(self.carriers)
        lay.addWidget(box)
        self.error = _note()
        self.error.setStyleSheet(theme.text_style("bad", self.error, "font-weight: bold"))
        lay.addWidget(self.error)
        self.result = _note()
        lay.addWidget(self.result)
        self.place_form = PlaceAirNavalForm(board)
        lay.addWidget(self.place_form)
        self.chart_form = SeaZoneChartForm(board)
        lay.addWidget(self.chart_form)
        lay.addStretch(1)
        for w in (self.pairs, self.firer, self.targets):
            w.textChanged.connect(lambda _t: self.show_odds())
        self.zone.currentIndexChanged.connect(lambda _i: self.show_search_odds())
        self.search_side.currentIndexChanged.connect(lambda _i: self.show_search_odds())
        self._refreshing = False

    # -- helpers ---------------------------------------------------------------------------------------
    @property
    def game(self):
        return self.board.game

    def ticked(self) -> list[str]:
        out = []
        for i in range(self.list.count()):
            it = self.list.item(i)
            if it.flags() & Qt.ItemFlag.ItemIsUserCheckable and it.checkState() == Qt.CheckState.Checked:
                out.append(it.data(Qt.ItemDataRole.UserRole))
        return out

    def _summary(self, command, *args) -> None:
        """Run a command and show its summary (the change's own words)."""
        try:
            ch = command(*args)
        except InputError as err:
            self.error.setText(f"{err.message} ({err.where})" if err.where else err.message)
            return
        self.error.setText("")
        if self.board.hub.push(ch):
            self.result.setText("\n".join(dict(ch.meta).get("summary", ())))
            for i in range(self.list.count()):          # done with those: untick
                it = self.list.item(i)
                if it.flags() & Qt.ItemFlag.ItemIsUserCheckable:
                    it.setCheckState(Qt.CheckState.Unchecked)

    # -- odds first ------------------------------------------------------------------------------------
    def show_search_odds(self) -> None:
        zone = self.zone.currentData()
        if not zone:
            return
        try:
            d, odds = self.game.fleet.search_zone_odds(self.search_side.currentData(), zone)
        except InputError as err:
            self.search_odds.setText(err.message)
            return
        self.search_odds.setText(fill(translate("saipan", "Search %1 from %2 zone(s) away: found %3% (14.1)"), zone, d, format(float(odds['found']) * 100, '.0f')))

    def _fire_plan(self):
        firer, text = self.firer.text().strip(), self.targets.text().strip()
        fleet = {u.id: u for u in self.game.fleet.air_naval_units()}
        f = fleet.get(firer)
        split = _split(text)
        if f is not None and f.is_air:
            return self.game.air.plan_strike(firer, split[0][0] if split else "")
        if f is not None and split and all(fleet.get(t) is not None and not fleet[t].is_air for t, _ in split):
            return self.game.air.plan_ship_fire(firer, split)
        return self.game.air.plan_fleet_aa(firer, split)

    def show_odds(self) -> None:
        lines = []
        zone = self.zone.currentData()
        if self.pairs.text().strip() and zone:
            try:
                lines += self.game.air.plan_air_combat(zone, _pairs(self.pairs.text())).lines()
            except InputError as err:
                lines.append(fill(translate("saipan", "air-to-air: %1"), err.message))
        if self.firer.text().strip() and self.targets.text().strip():
            try:
                lines += self._fire_plan().lines()
            except InputError as err:
                lines.append(err.message)
        self.odds.setText("\n".join(lines))

    # -- commands --------------------------------------------------------------------------------------
    def relocate(self) -> None:
        self._summary(self.game.fleet.relocate, self.ticked(), self.zone.currentData() or "")

    def search(self) -> None:
        self._summary(self.game.fleet.search_zone, self.search_side.currentData(), self.zone.currentData() or "")

    def assign(self) -> None:
        self._summary(self.game.fleet.assign_mission, self.ticked(), self.mission.currentData(),
                      self.zone.currentData() or "")

    def air_combat(self) -> None:
        self._summary(self.game.air.air_combat, self.zone.currentData() or "", _pairs(self.pairs.text()))

    def fire(self) -> None:
        try:
            plan = self._fire_plan()
        except InputError as err:
            self.error.setText(err.message)
            return
        firer, split = self.firer.text().strip(), _split(self.targets.text())
        if plan.kind == "anti_ship":
            self._summary(self.game.air.strike, firer, split[0][0])
        elif plan.kind == "ship_to_ship":
            self._summary(self.game.air.ship_fire, firer, split)
        else:
            self._summary(self.game.air.fleet_aa, firer, split)

    def rebase(self) -> None:
        self._summary(self.game.carriers.rebase_air, self.ticked(), self.rebase_to.currentData() or "")

    def embark(self) -> None:
        ids = [x.strip() for x in self.ground.text().replace(",", " ").split() if x.strip()] or list(self.board.picked)
        self._summary(self.game.transports.embark, self.transport.currentData() or "", ids)

    def unload(self) -> None:
        pairs = []
        for part in self.ground.text().replace(",", " ").split():
            uid, _, h = part.partition("@")
            pairs.append((uid, h))
        self._summary(self.game.transports.unload, self.transport.currentData() or "", pairs)

    def set_airfields(self) -> None:
        if self._refreshing or self.airfields.value() == self.game.fleet.us_airfields():
            return
        self._summary(self.game.fleet.set_us_airfields, self.airfields.value())

    def end_phase(self) -> None:
        self._summary(self.game.carriers.end_air_naval_phase)

    # -- showing ---------------------------------------------------------------------------------------
    def refresh(self) -> None:
        self._refreshing = True
        g = self.game
        zones = g.fleet.sea_zones()
        fleet = g.fleet.air_naval_units()
        ticked = set(self.ticked())
        self.list.clear()
        for zone in zones.adjacent:
            here = [u for u in fleet if g.fleet.zone_of(u, fleet) == zone]
            if not here:
                continue
            head = QListWidgetItem(fill(translate("saipan", "%1%2: found by %3"), zone, translate("saipan", " (Saipan Sea Zone)") if zone == zones.saipan else "", ', '.join(s for s in ('us', 'japanese') if zone in g.fleet.found_zones(s)) or translate("saipan", "none")))
            head.setFlags(Qt.ItemFlag.ItemIsEnabled)
            self.list.addItem(head)
            for u in here:
                where = fill(translate("saipan", " aboard %1"), u.carrier) if u.carrier else (translate("saipan", " on Saipan") if u.on_saipan else "")
                extra = fill(translate("saipan", " — %1 aboard"), len(u.passengers)) if u.is_transport else ""
                it = QListWidgetItem(f"   {u.side[:2].upper()} {u.id}: {u.text()}{where}{extra}")
                it.setData(Qt.ItemDataRole.UserRole, u.id)
                it.setFlags(Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsUserCheckable)
                it.setCheckState(Qt.CheckState.Checked if u.id in ticked else Qt.CheckState.Unchecked)
                self.list.addItem(it)
        sample = translate("saipan", " (SAMPLE chart: not the printed one, T4)") if zones.sample else ""
        self.head.setText(fill(translate("saipan", "Day %1: %2 air/naval units on record%3. Tick units to act."), g.day, len(fleet), sample))
        cur = self.zone.currentData()
        self.zone.clear()
        for z in zones.adjacent:
            self.zone.addItem(z, z)
        if cur:
            self.zone.setCurrentIndex(max(0, self.zone.findData(cur)))
        self.rebase_to.clear()
        for c in fleet:
            if c.is_carrier:
                self.rebase_to.addItem(fill(translate("saipan", "aboard %1"), c.label), c.id)
        self.rebase_to.addItem(translate("saipan", "land on Saipan (9.2.2 C)"), "saipan")
        self.rebase_to.addItem(translate("saipan", "lost: no room (9.2.2)"), "lost")
        self.transport.clear()
        for t in fleet:
            if t.is_transport:
                self.transport.addItem(f"{t.label} ({len(t.passengers)}/10)", t.id)
        self.airfields.setValue(g.fleet.us_airfields())
        lines = [g.carriers.carrier_line(c, fleet) for c in fleet if c.is_carrier] + g.carriers.carrier_excess()
        lines.append(fill(translate("saipan", "US landings today: %1 of %2 (16.3 D)"), g.transports.landed_today(), g.transports.landing_limit()))
        aboard = g.transports.aboard_any()
        waiting = [u.id for u in g.units() if u.side == "us" and not u.hex and u.id not in aboard]
        lines.append(fill(translate("saipan", "US ground units off the map: %1 waiting to board (%2); transports needed %3, on record %4 (14.6 A)"),
                          len(waiting), ", ".join(waiting) or "-", g.movement.transports_needed(), g.movement.transport_count()))
        self.carriers.setText("\n".join(lines))
        self.place_form.refresh()
        self.chart_form.refresh()
        self._refreshing = False
        self.show_search_odds()
        self.show_odds()
