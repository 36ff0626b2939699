"""The Luzon Reinforcement and Units tabs. Every button calls one ``LuzonGame`` command and
the board pushes its change; the panels show the game's queries (odds, previews, checks)."""

from __future__ import annotations

from html import escape
from PySide6.QtCore import QT_TRANSLATE_NOOP, Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import (
    QAbstractItemView, QCheckBox, QComboBox, QFormLayout, QGridLayout, QGroupBox, QHBoxLayout, QHeaderView,
    QLabel, QLineEdit, QListWidget, QPushButton, QSpinBox, QTableWidget, QTableWidgetItem, QVBoxLayout, QWidget,
)

from assistant.games.luzon import rules
from assistant.games.luzon.forces import DEAD_PILE, NOT_ARRIVED, OFF_MAP, ON_MAP, RECOVERY_POOL
from assistant.games.luzon.persist import SERIES_KINDS

from assistant.ui import theme
from assistant.ui.column_fit import NotedCheck, fit_column, wrapping_row
from assistant.ui.i18n import fill, translate
from .common import ALLIED, JAPANESE, STATUSES, error_label, note, result_label, status_text
from assistant.ui.hexmap.measure import big


class ReinforcementPanel(QWidget):
    """Allied Reinforcement Phase (3.1c-d): the recovery draw, then one replacement roll."""

    def __init__(self, board):
        super().__init__()
        self.board = board
        lay = QVBoxLayout(self)
        rbox = QGroupBox(translate("luzon", "Recovery (3.1c)"))
        rl = QVBoxLayout(rbox)
        rl.addWidget(note(translate("luzon", "Draw 1 unit at random (2 if the pool holds 7 or more); the rest of the pool goes to the Dead Pile. Place within 2 hexes of a Manila city hex or Balanga.")))
        self.pool_lbl = QLabel()
        self.pool_lbl.setWordWrap(True)
        big(self.pool_lbl, 2, False)
        rl.addWidget(self.pool_lbl)
        self.recovery_odds = note("")
        rl.addWidget(self.recovery_odds)
        row = QFormLayout()                     # the place under its label when the column is narrow
        row.setContentsMargins(0, 0, 0, 0)
        self.place_box = QComboBox()
        self.place_box.setEditable(True)
        row.addRow(translate("luzon", "Place the drawn units at"), self.place_box)
        rl.addLayout(row)
        self.jp_manila = QCheckBox(translate("luzon", "Japanese hold all of Manila"))
        self.jp_manila.setToolTip(translate("luzon", "Then recovered and rebuilt units go within 2 hexes of Balanga only (3.1c)"))
        self.jp_manila.setChecked(board.game.reinforcement.japanese_hold_all_manila())
        self.jp_manila.toggled.connect(lambda _on: self._fill_places())
        rl.addWidget(self.jp_manila)
        self.draw_btn = QPushButton(translate("luzon", "Draw from the Recovery Pool"))
        self.draw_btn.setMinimumHeight(34)
        self.draw_btn.clicked.connect(self.draw)
        rl.addWidget(self.draw_btn)
        self.draw_lbl = QLabel()
        self.draw_lbl.setWordWrap(True)
        rl.addWidget(self.draw_lbl)
        lay.addWidget(rbox)
        pbox = QGroupBox(translate("luzon", "Replacement (3.1d)"))
        pl = QVBoxLayout(pbox)
        self.repl_odds = note("")
        pl.addWidget(self.repl_odds)
        self.repl_btn = QPushButton(translate("luzon", "Roll replacement (2D6)"))
        self.repl_btn.setMinimumHeight(34)
        self.repl_btn.clicked.connect(self.roll_replacement)
        pl.addWidget(self.repl_btn)
        self.repl_lbl = big(QLabel(), 2)
        self.repl_lbl.setWordWrap(True)
        pl.addWidget(self.repl_lbl)
        self.dead_box = QComboBox()
        self.rebuild_btn = QPushButton(translate("luzon", "Rebuild at the hex above"))
        self.rebuild_btn.clicked.connect(self.rebuild)
        pl.addWidget(wrapping_row(self.dead_box, self.rebuild_btn))   # one under the other when narrow
        self.jp_drm = note("")
        pl.addWidget(self.jp_drm)
        lay.addWidget(pbox)
        self.result = result_label()
        lay.addWidget(self.result)
        self.error = error_label()
        lay.addWidget(self.error)
        lay.addStretch(1)
        self._fill_places()
        fit_column(self)

    def _fill_places(self) -> None:
        current = self.place_box.currentText() or rules.BALANGA
        self.place_box.clear()
        hexes = self.board.game.reinforcement.placement_hexes(self.jp_manila.isChecked())
        self.place_box.addItems(hexes)
        self.place_box.setCurrentText(current if current in hexes else rules.BALANGA)

    def draw(self) -> bool:
        g, hex_label, held = self.board.game, self.place_box.currentText().strip(), self.jp_manila.isChecked()
        return self.board.run(lambda: g.reinforcement.draw_recovery(hex_label, held), self)

    def roll_replacement(self) -> bool:
        return self.board.run(self.board.game.reinforcement.roll_replacement, self)

    def rebuild(self) -> bool:
        g, unit_id = self.board.game, self.dead_box.currentData()
        hex_label, held = self.place_box.currentText().strip(), self.jp_manila.isChecked()
        if not unit_id:
            self.error.setText(translate("luzon", "The Dead Pile holds no Allied ground unit."))
            return False
        return self.board.run(lambda: g.reinforcement.rebuild(unit_id, hex_label, held), self)

    def refresh(self, forces) -> None:
        g = self.board.game
        pool = forces.with_status(RECOVERY_POOL)
        dead = forces.with_status(DEAD_PILE)
        self.pool_lbl.setText(fill(translate("luzon", "Recovery Pool (%1): "), len(pool)) + (", ".join(s.spec.name for s in pool) or translate("luzon", "empty"))
                              + fill(translate("luzon", "<br>Dead Pile (%1): "), len(dead)) + (", ".join(s.spec.name for s in dead) or translate("luzon", "empty")))
        rpv = g.reinforcement.recovery_preview()
        self.recovery_odds.setText("<br>".join(rpv.lines()))
        rec = g.reinforcement.recovery()
        self.draw_btn.setEnabled(rpv.ok)
        names = ", ".join(forces.get(u).spec.name for u in rec["recovered"]) if rec else ""
        self.draw_lbl.setText(fill(translate("luzon", "This turn: %1. Drawn: %2 at %3."), rec['reason'], names, rec['hex']) if rec else "")
        pv = g.reinforcement.replacement_preview()
        self.repl_odds.setText("<br>".join(pv.lines()))
        rep = g.reinforcement.replacement()
        self.repl_btn.setEnabled(pv.ok)
        if rep:
            colour = theme.css("good") if rep["success"] else theme.css("muted")
            used = fill(translate("luzon", " — rebuilt %1"), forces.get(rep['used']).spec.name) if rep.get("used") else ""
            self.repl_lbl.setText(f"<span style='color:{colour}'>{escape(str(rep['reason']))}</span>{used}")
        else:
            self.repl_lbl.setText(translate("luzon", "Not rolled this turn."))
        self.dead_box.clear()
        for uid in g.reinforcement.rebuildable():
            s = forces.get(uid)
            self.dead_box.addItem(f"{s.spec.name} {s.spec.strength}", uid)
        self.rebuild_btn.setEnabled(bool(rep and rep["success"] and not rep.get("used") and self.dead_box.count()))
        drm, why = g.reinforcement.japanese_replacement_drm()
        self.jp_drm.setText(translate("luzon", "Japanese replacements (2.1d) use the OCS Common Replacement Table at the table (L2)")
                            + (fill(translate("luzon", ": DRM %1 — "), format(drm, '+d')) + "; ".join(why) if drm else translate("luzon", "; no optional DRM in force.")))


class UnitsPanel(QWidget):
    """Every counter: side, name, strength, status (on map, Recovery Pool, Dead Pile ...), hex, mode."""

    COLUMNS = (QT_TRANSLATE_NOOP("luzon", "Side"), QT_TRANSLATE_NOOP("luzon", "Unit"),
               QT_TRANSLATE_NOOP("luzon", "Strength"), QT_TRANSLATE_NOOP("luzon", "Status"),
               QT_TRANSLATE_NOOP("luzon", "Hex"), QT_TRANSLATE_NOOP("luzon", "Mode"), QT_TRANSLATE_NOOP("luzon", "Supply"))

    def __init__(self, board):
        super().__init__()
        self.board = board
        lay = QVBoxLayout(self)
        self.summary = QLabel()
        self.summary.setWordWrap(True)
        big(self.summary, 1, False)
        lay.addWidget(self.summary)
        self.strat_lbl = note("")
        lay.addWidget(self.strat_lbl)
        self.table = QTableWidget(0, len(self.COLUMNS))
        self.table.setHorizontalHeaderLabels([translate("luzon", c) for c in self.COLUMNS])
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().setVisible(False)
        self.table.horizontalHeader().setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        self.table.setMinimumHeight(200)
        self.table.setAccessibleName(translate("luzon", "Every counter"))
        self.table.itemSelectionChanged.connect(self._selected)
        lay.addWidget(self.table, 1)
        grid = QGridLayout()
        self.hex_edit = QLineEdit()
        self.hex_edit.setPlaceholderText(translate("luzon", "hex, e.g. 17.16"))
        move = QPushButton(translate("luzon", "Move / arrive at hex"))
        move.clicked.connect(self.move)
        elim = QPushButton(translate("luzon", "Eliminate"))
        elim.setToolTip(translate("luzon", "Allied ground units go to the Recovery Pool, the rest to the Dead Pile (3.1c, 2.1d)"))
        elim.clicked.connect(self.eliminate)
        supply = QPushButton(translate("luzon", "Toggle trace supply"))
        supply.clicked.connect(self.toggle_supply)
        self.mode_box = QComboBox()
        for mode_name, label in (("combat", translate("luzon", "combat")), ("move", translate("luzon", "move")),
                                 ("strat", translate("luzon", "strat"))):
            self.mode_box.addItem(label, mode_name)
        mode = QPushButton(translate("luzon", "Set mode"))
        mode.clicked.connect(self.set_mode)
        # each pair side by side while it fits the column, else one under the other (issue 23.1)
        grid.addWidget(wrapping_row(self.hex_edit, move), 0, 0)
        grid.addWidget(wrapping_row(self.mode_box, mode), 1, 0)
        grid.addWidget(wrapping_row(elim, supply), 2, 0)
        override = NotedCheck(translate("luzon", "Referee override"), translate("luzon", "a recorded ruling"))
        self.override = override.check
        override.setToolTip(translate("luzon", "Make a move a restriction refuses (1.11, 1.14, 2.1d); the log names the rule"))
        grid.addWidget(override, 3, 0)
        self.crt_edit = QLineEdit()
        self.crt_edit.setPlaceholderText(translate("luzon", "Replacement Table result"))
        self.crt_edit.setToolTip(translate("luzon", "The OCS Common Replacement Table result that allows it (2.1d, L2)"))
        rebuild = QPushButton(translate("luzon", "Rebuild from Dead Pile (2.1d)"))
        rebuild.setToolTip(translate('luzon', "A Japanese ground unit, at the hex above: within 2 of Agoo / Atimonan, or with the 14th Army HQ or its stripe's HQ"))
        rebuild.clicked.connect(self.rebuild)
        grid.addWidget(wrapping_row(self.crt_edit, rebuild), 4, 0)
        lay.addLayout(grid)
        self.hint = note("")
        lay.addWidget(self.hint)
        self.result = result_label()
        lay.addWidget(self.result)
        self.error = error_label()
        lay.addWidget(self.error)
        lay.addWidget(self._series_box())
        fit_column(self)

    # -- OCS series results (L2) ---------------------------------------------------------------------
    def _series_box(self) -> QWidget:
        box = QGroupBox(translate("luzon", "Series result (L2)"))
        v = QVBoxLayout(box)
        v.addWidget(note(translate("luzon", "The OCS Combat and Barrage tables are not in the game: read the result off the series charts, enter it here with the steps each unit loses. A lost step flips a unit to its reduced side; a reduced unit that loses one is eliminated.")))
        form = QFormLayout()
        form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)
        self.series_kind = QComboBox()
        for k in SERIES_KINDS:
            self.series_kind.addItem(k, k)
        self.series_text = QLineEdit()
        self.series_text.setPlaceholderText(translate("luzon", "e.g. AL1 DL1o2"))
        self.series_hex = QLineEdit()
        self.series_hex.setPlaceholderText(translate("luzon", "hex (optional)"))
        form.addRow(translate("luzon", "Table"), self.series_kind)
        form.addRow(translate("luzon", "Result"), self.series_text)
        form.addRow(translate("luzon", "Hex"), self.series_hex)
        v.addLayout(form)
        row = QHBoxLayout()
        self.loss_steps = QSpinBox()
        self.loss_steps.setRange(1, 2)
        add = QPushButton(translate("luzon", "Add loss: picked unit"))
        add.setToolTip(translate("luzon", "Add the unit picked in the table above, losing this many steps"))
        add.clicked.connect(lambda: self.add_loss())
        row.addWidget(self.loss_steps)
        row.addWidget(add, 1)
        v.addLayout(row)
        self.losses_lbl = note(translate("luzon", "Step losses: none"))
        v.addWidget(self.losses_lbl)
        rec = QPushButton(translate("luzon", "Record series result"))
        rec.setMinimumHeight(34)
        rec.clicked.connect(lambda: self.record_series())
        v.addWidget(rec)
        self.series_list = QListWidget()
        self.series_list.setMinimumHeight(90)
        self.series_list.setWordWrap(True)
        self.series_list.setAccessibleName(translate("luzon", "Series results recorded"))
        v.addWidget(self.series_list)
        self.pending: list[tuple[str, int]] = []
        return box

    def add_loss(self, uid: str | None = None, steps: int | None = None) -> None:
        uid = uid or self.selected_id()
        if not uid:
            self.error.setText(translate("luzon", "Pick a unit in the table first."))
            return
        self.pending = [p for p in self.pending if p[0] != uid] + [(uid, steps or self.loss_steps.value())]
        names = self.board.game.names()
        self.losses_lbl.setText(translate("luzon", "Step losses: ") + ", ".join(f"{names.get(u, u)} -{n}" for u, n in self.pending))

    def record_series(self) -> bool:
        g = self.board.game
        kind, text, hex_label, losses = (self.series_kind.currentData(), self.series_text.text(),
                                         self.series_hex.text(), tuple(self.pending))
        if not self.board.run(lambda: g.units.record_series(kind, text, hex_label, losses), self):
            return False
        self.pending = []
        self.losses_lbl.setText(translate("luzon", "Step losses: none"))
        self.series_text.clear()
        return True

    # -- picking and unit commands ---------------------------------------------------------------------
    def selected_id(self) -> str | None:
        rows = self.table.selectionModel().selectedRows()
        if not rows:
            return None
        return self.table.item(rows[0].row(), 1).data(Qt.ItemDataRole.UserRole)

    def _selected(self) -> None:
        uid = self.selected_id()
        if not uid:
            return
        s = self.board.forces().get(uid)
        if s.hex:
            self.hex_edit.setText(s.hex)
            self.board.view.set_markers("unit_sel", [(self.board.map.parse(s.hex), "", "#ff6f00")])
        else:
            self.board.view.clear_layer("unit_sel")
        if s.status == DEAD_PILE and s.side == "japanese" and s.spec.is_ground:
            where = self.board.game.rebuilds.japanese_rebuild_hexes(uid)
            group, centre = self.board.game.rebuilds.japanese_group(uid)
            self.hint.setText(fill(translate("luzon", "Dead Pile: rebuild (2.1d) within 2 hexes of %1 (%2 group) or with the 14th Army HQ / its stripe's HQ — %n hex(es)", "", len(where)), centre, group))
            self.hex_edit.setText(centre)
        elif s.status == NOT_ARRIVED:
            where = self.board.game.units.arrival_hexes(uid)
            self.hint.setText(fill(translate("luzon", "Arrives on turn %1: "), s.spec.arrives) + (
                fill(translate("luzon", "within %n hex(es) of %1", "", s.spec.within), s.spec.hex) if s.spec.within else fill(translate("luzon", "at %1"), s.spec.hex or s.spec.place))
                + (translate("luzon", " (%n hex(es))", "", len(where)) if len(where) > 1 else ""))
            if where:
                self.hex_edit.setText(where[0] if len(where) == 1 else s.spec.hex)
        else:
            self.hint.setText("")

    def _unit_command(self, command) -> bool:
        uid = self.selected_id()
        if not uid:
            self.error.setText(translate("luzon", "Pick a unit in the table first."))
            return False
        return self.board.run(lambda: command(uid), self)

    def move(self) -> bool:
        label, ov = self.hex_edit.text().strip(), self.override.isChecked()
        return self._unit_command(lambda uid: self.board.game.units.move(uid, label, override=ov))

    def rebuild(self) -> bool:
        label, entry, ov = self.hex_edit.text().strip(), self.crt_edit.text(), self.override.isChecked()
        return self._unit_command(lambda uid: self.board.game.rebuilds.japanese_rebuild(uid, label, entry, ov))

    def eliminate(self) -> bool:
        return self._unit_command(self.board.game.units.eliminate)

    def toggle_supply(self) -> bool:
        return self._unit_command(self.board.game.units.set_supply)

    def set_mode(self) -> bool:
        mode = self.mode_box.currentData()
        return self._unit_command(lambda uid: self.board.game.units.set_mode(uid, mode))

    def refresh(self, forces) -> None:
        keep = self.selected_id()
        g = self.board.game
        reduced = g.reduced(forces)
        names = {s.id: s.spec.name for s in forces.states}
        self.series_list.clear()
        self.series_list.addItems([
            f"T{r.turn} {r.kind}: {r.text}" + (fill(translate("luzon", " at %1"), r.hex) if r.hex else "") + " — "
            + (", ".join(f"{names.get(u, u)} -{n}" for u, n in r.losses) or translate("luzon", "no step losses"))
            + (fill(translate("luzon", "; eliminated %1"), ', '.join(names.get(u, u) for u in r.eliminated)) if r.eliminated else "")
            for r in reversed(g.units.series_results())] or [translate("luzon", "(no series results yet)")])
        self.table.blockSignals(True)
        self.table.setRowCount(len(forces.states))
        for r, s in enumerate(forces.states):
            side = translate("luzon", "Allied") if s.side == "allied" else translate("luzon", "Japanese")
            vals = (side, s.spec.name, (s.spec.strength or s.spec.kind) + (translate("luzon", " (reduced)") if s.id in reduced else ""),
                    status_text(s.status),
                    s.hex or (s.spec.place if s.status == OFF_MAP else "") or "",
                    s.mode, translate("luzon", "yes") if s.in_supply else translate("luzon", "OUT"))
            for c, v in enumerate(vals):
                item = QTableWidgetItem(str(v))
                if c == 0:
                    item.setForeground(QColor(ALLIED if s.side == "allied" else JAPANESE))
                if c == 1:
                    item.setData(Qt.ItemDataRole.UserRole, s.id)
                if c == 3 and s.status in (RECOVERY_POOL, DEAD_PILE):
                    item.setForeground(theme.colour("bad"))
                self.table.setItem(r, c, item)
            if s.id == keep:
                self.table.selectRow(r)
        self.table.blockSignals(False)
        self.table.resizeColumnsToContents()
        parts = []
        for side in ("allied", "japanese"):
            counts = {st: len(forces.with_status(st, side)) for st in STATUSES}
            parts.append(fill(translate("luzon", "<b style='color:%1'>%2</b>: %3 on map, %4 to arrive, %5 in Recovery Pool, %6 in Dead Pile"), ALLIED if side == 'allied' else JAPANESE, translate("luzon", "Allied") if side == 'allied' else translate("luzon", "Japanese"), counts[ON_MAP], counts[NOT_ARRIVED], counts[RECOVERY_POOL], counts[DEAD_PILE]))
        self.summary.setText("<br>".join(parts))
        chk = g.units.strat_check(forces)
        self.strat_lbl.setText(("" if chk.ok else fill(translate("luzon", "<b style='color:%1'>Over the limit:</b> "), theme.css("bad"))) + chk.reason)
