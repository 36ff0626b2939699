"""Small dialogs that show the exact odds (from the rules engine) before a roll, then make the change.

Every dialog is non-blocking (``open()``): the panel keeps it in ``panel.dialog`` so a test can fill it
and call ``accept()``. ``make_change()`` builds the ``Change`` from the dialog's fields; InputError is
shown in the dialog and nothing is pushed.
"""

from __future__ import annotations

from typing import Callable

from PySide6.QtCore import QT_TRANSLATE_NOOP, Qt, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QCheckBox, QComboBox, QDialog, QDialogButtonBox, QDoubleSpinBox, QFormLayout, QLabel, QListWidget, QListWidgetItem,
    QRadioButton, QScrollArea, QVBoxLayout, QWidget,
)

from assistant.core.errors import InputError
from assistant.games.bataan.catalogue import fire_shown, spot_shown, throw_shown
from assistant.games.catalogue import Preview
from assistant.ui import theme

from assistant.ui.i18n import fill, tr_message, translate
from assistant.ui.odds_view import OddsView
from assistant.ui.widgets import wrapping_list

from ..keyboard import natural_key

# lupdate does not read translate(context, text, "", n): the counted strings, listed for the catalogue
PLURALS = (
    QT_TRANSLATE_NOOP("BataanDialogs", "Also list the %n figure(s) that do not move"),
    QT_TRANSLATE_NOOP("BataanDialogs", "%n end(s) in base contact (melee)."),
    QT_TRANSLATE_NOOP("BataanDialogs", "%n without a run (listed under the tick box below the runs)."),
    QT_TRANSLATE_NOOP("BataanDialogs", "%1 of %n run(s) ticked;"),
)



def big_font(pt: int = 13, bold: bool = False) -> QFont:
    f = QFont()
    f.setPointSize(pt)
    f.setBold(bold)
    return f


class OddsDialog(QDialog):
    """A title, a form, the odds in words, and Roll / Cancel."""

    def __init__(self, parent: QWidget | None, title: str, go_text: str | None = None):
        super().__init__(parent)
        self.setWindowTitle(title)
        self.setMinimumWidth(520)
        lay = QVBoxLayout(self)
        head = QLabel(title)
        head.setFont(big_font(15, True))
        lay.addWidget(head)
        self.form = QFormLayout()
        lay.addLayout(self.form)
        self.odds = OddsView()     # issue 22.3: the one way odds are shown, tables with bars
        self.odds.setFont(big_font(12))
        area = QScrollArea()
        area.setWidgetResizable(True)
        area.setFrameShape(QScrollArea.Shape.NoFrame)
        area.setWidget(self.odds)
        area.setMinimumHeight(180)
        lay.addWidget(area, 1)
        self.problem = QLabel("")
        self.problem.setWordWrap(True)
        self.problem.setStyleSheet(theme.text_style("bad", self, "font-weight: bold"))
        lay.addWidget(self.problem)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        self.go = self.buttons.addButton(go_text or translate("BataanDialogs", "Roll"), QDialogButtonBox.ButtonRole.AcceptRole)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        lay.addWidget(self.buttons)
        self.change_maker: Callable[[], object] | None = None
        self.on_change: Callable[[object], bool] | None = None

    def show_lines(self, lines: list[str], ok: bool = True, problem: str = "") -> None:
        self.show_preview(Preview(tuple(lines)), ok, problem)

    def show_preview(self, preview: Preview, ok: bool = True, problem: str = "") -> None:
        self.odds.show_preview(Preview(preview.lines, preview.tables))
        self.problem.setText(problem)
        self.go.setEnabled(ok)

    def refresh(self) -> None:  # subclasses update the odds here
        pass

    def accept(self) -> None:
        """Make the change; on an InputError say why and stay open."""
        if self.change_maker is None:
            return super().accept()
        try:
            change = self.change_maker()
        except InputError as err:
            self.problem.setText(fill(translate("BataanDialogs", "Not allowed: %1"), tr_message(err.message)))
            return
        if self.on_change is not None and not self.on_change(change):
            return
        super().accept()


def combo(items: list[tuple[str, object]], current: object = None) -> QComboBox:
    box = QComboBox()
    for text, data in items:
        box.addItem(text, data)
    if current is not None:
        i = box.findData(current)
        if i >= 0:
            box.setCurrentIndex(i)
    return box


class FireDialog(OddsDialog):
    def __init__(self, parent, game, firers: list[str], targets: list[str], target: str | None):
        super().__init__(parent, fill(translate("BataanDialogs", "Fire: %1"), ", ".join(firers[:6]) + (" ..." if len(firers) > 6 else "")))
        self.game, self.firers = game, firers
        self.target = combo([(t, t) for t in targets], target)
        self.form.addRow(translate("BataanDialogs", "Target"), self.target)
        self.target.currentIndexChanged.connect(self.refresh)
        self.change_maker = lambda: game.firing.fire(self.firers, self.target.currentData())
        self.refresh()

    def refresh(self) -> None:
        t = self.target.currentData()
        if not t:
            return self.show_lines([translate("BataanDialogs", "No visible target.")], False)
        try:
            pv = self.game.firing.fire_preview(self.firers, t)
        except InputError as err:
            return self.show_lines([], False, err.message)
        self.show_preview(fire_shown(pv), pv.ok, "; ".join(pv.problems))


class GrenadeDialog(OddsDialog):
    point_moved = Signal(float, float)          # the landing point, as the referee edits it

    def __init__(self, parent, game, thrower: str, point: tuple[float, float], knee_mortar: bool = False):
        super().__init__(parent, fill(translate("BataanDialogs", "Knee mortar: %1") if knee_mortar else
                                      translate("BataanDialogs", "Grenade: %1"), thrower), translate("BataanDialogs", "Throw"))
        self.game, self.thrower = game, thrower
        self.x, self.y = QDoubleSpinBox(), QDoubleSpinBox()
        t = game.table()
        for box, v, hi in ((self.x, point[0], t.width_in), (self.y, point[1], t.height_in)):
            box.setRange(0, hi)
            box.setDecimals(2)
            box.setSuffix("\"")
            box.setValue(v)
            box.valueChanged.connect(self.refresh)
        self.mortar = QCheckBox(translate("BataanDialogs", "Knee mortar (12\")"))
        self.mortar.setChecked(knee_mortar)
        self.mortar.toggled.connect(self.refresh)
        self.form.addRow(translate("BataanDialogs", "Landing point x"), self.x)
        self.form.addRow(translate("BataanDialogs", "Landing point y"), self.y)
        self.form.addRow("", self.mortar)
        self.change_maker = lambda: game.blasts.grenade(thrower, self.x.value(), self.y.value(), self.mortar.isChecked())
        self.refresh()

    def refresh(self) -> None:
        self.point_moved.emit(self.x.value(), self.y.value())
        try:
            pv = self.game.blasts.grenade_preview(self.thrower, self.x.value(), self.y.value(), self.mortar.isChecked())
        except InputError as err:
            return self.show_lines([], False, err.message)
        self.show_preview(throw_shown(pv), pv.ok, "; ".join(pv.problems))


class SniperDialog(OddsDialog):
    """Fire a sniper, or look for one who fired (B16)."""

    def __init__(self, parent, game, snipers: list[str], targets: list[str], sniper: str | None):
        super().__init__(parent, translate("BataanDialogs", "Snipers (B16)"), translate("BataanDialogs", "Sniper fires"))
        self.game = game
        self.sniper = combo([(s, s) for s in snipers], sniper)
        self.target = combo([(t, t) for t in targets])
        self.look = QRadioButton(translate("BataanDialogs", "Americans look for him (5-6)"))
        self.scouts = QRadioButton(translate("BataanDialogs", "Philippine Scouts look (3-6)"))
        self.look.setChecked(True)
        self.form.addRow(translate("BataanDialogs", "Sniper"), self.sniper)
        self.form.addRow(translate("BataanDialogs", "Target"), self.target)
        self.form.addRow(translate("BataanDialogs", "Spotting"), self.look)
        self.form.addRow("", self.scouts)
        self.spot_button = self.buttons.addButton(translate("BataanDialogs", "Look for him"), QDialogButtonBox.ButtonRole.ActionRole)
        self.spot_button.clicked.connect(self.spot)
        for w in (self.sniper, self.target):
            w.currentIndexChanged.connect(self.refresh)
        self.look.toggled.connect(self.refresh)
        self.change_maker = lambda: game.firing.sniper_fire(self.sniper.currentData(), self.target.currentData())
        self.refresh()

    def spot(self) -> None:
        self.change_maker = lambda: self.game.firing.spot_sniper(self.sniper.currentData(), self.scouts.isChecked())
        self.accept()

    def refresh(self) -> None:
        s, t = self.sniper.currentData(), self.target.currentData()
        shown = Preview()
        ok = bool(s and t)
        problem = ""
        if ok:
            try:
                pv = self.game.firing.fire_preview([s], t)
                shown = fire_shown(pv)
                ok, problem = pv.ok, "; ".join(pv.problems)
            except InputError as err:
                ok, problem = False, err.message
        spot = spot_shown(self.game.firing.spot_odds(self.scouts.isChecked()))
        self.show_preview(Preview(shown.lines + (translate("BataanDialogs", "Spotting: only on a turn he fired (B16)"),),
                                  shown.tables + spot.tables), ok, problem)


class ConfirmDialog(OddsDialog):
    """Show lines, then make a change (melee, antitank, Banzai, reveal, leave, move)."""

    def __init__(self, parent, title: str, lines: list[str], maker: Callable[[], object], go_text: str | None = None):
        super().__init__(parent, title, go_text or translate("BataanDialogs", "Confirm"))
        self.change_maker = maker
        self.show_lines(lines, True)


class MoveDialog(OddsDialog):
    def __init__(self, parent, game, figures: list[str]):
        super().__init__(parent, fill(translate("BataanDialogs", "Record move: %1"), ", ".join(figures[:6])),
                         translate("BataanDialogs", "Record"))
        self.game, self.figures = game, figures
        self.mode = combo([(translate("BataanDialogs", "walk (4\", half dice after)"), "walk"),
                           (translate("BataanDialogs", "run (8\", no fire after)"), "run"),
                           (translate("BataanDialogs", "crawl (2\", seriously wounded Americans)"), "crawl")])
        self.dist = QDoubleSpinBox()
        self.dist.setRange(0, 8)
        self.dist.setDecimals(1)
        self.dist.setValue(2.0)
        self.dist.setSuffix(translate("BataanDialogs", "\" used"))
        self.form.addRow(translate("BataanDialogs", "Mode"), self.mode)
        self.form.addRow(translate("BataanDialogs", "Distance (terrain-weighted)"), self.dist)
        self.show_lines([translate("BataanDialogs", "Records how each figure moved this turn (III, B7, B8)."),
                         translate("BataanDialogs", "Walk: half dice; run: no fire or grenade; crawl counts as a walk (B24).")],
                        True)
        self.change_maker = self._make

    def _make(self):
        return self.game.turn.record_moves(self.figures, self.mode.currentData(), self.dist.value())


class BanzaiMovesDialog(OddsDialog):
    """VI.D: the proposed Banzai runs, one tickable line per Japanese figure; the board draws them as
    arrows (``show(moves)``) while the referee reviews; Apply makes them runs in one change."""

    def __init__(self, parent, game, show: Callable[[list], None] | None = None):
        super().__init__(parent, translate("BataanDialogs", "Banzai moves (VI.D)"), translate("BataanDialogs", "Apply the ticked runs"))
        self.game = game
        self.show_on_board = show or (lambda _m: None)
        # the real runs first (natural id order: JP1-2 before JP1-10); those that do not move are folded
        # away under a tick box, since a wave may hold a hundred and more of them
        self.proposals = sorted(game.drags.banzai_move_proposals(), key=lambda p: (not p.moves, natural_key(p.figure)))
        self.list = wrapping_list(QListWidget())     # a run's line wraps: none runs off the right edge
        self.list.setMinimumHeight(220)
        self.list.setAccessibleName(translate("BataanDialogs", "Proposed Banzai runs"))
        for p in self.proposals:
            if p.moves:
                where = f"{p.length_in:.1f}\"" + (translate("BataanDialogs", ", ends in base contact") if p.contact else "")
                item = QListWidgetItem(fill(translate("BataanDialogs", "%1 runs at %2: %3 (%4)"), p.figure, p.target,
                                            where, p.reason))
                item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
                item.setCheckState(Qt.CheckState.Checked)
            else:
                item = QListWidgetItem(fill(translate("BataanDialogs", "%1 does not move: %2"), p.figure, p.reason))
                item.setFlags(item.flags() & ~Qt.ItemFlag.ItemIsEnabled)
            item.setData(Qt.ItemDataRole.UserRole, p.figure)
            self.list.addItem(item)
        idle = sum(1 for p in self.proposals if not p.moves)
        self.show_idle = QCheckBox(translate("BataanDialogs", "Also list the %n figure(s) that do not move", "", idle))
        self.show_idle.toggled.connect(self._fold)
        self._fold(False)
        self.form.addRow(translate("BataanDialogs", "Runs"), self.list)
        if idle:
            self.form.addRow("", self.show_idle)
        self.list.itemChanged.connect(lambda _i: self.refresh())
        self.change_maker = lambda: game.drags.banzai_moves({p.figure: p.end for p in self.ticked()})
        self.finished.connect(lambda _r: self.show_on_board([]))
        self.refresh()

    def _fold(self, show: bool) -> None:
        for k, p in enumerate(self.proposals):
            self.list.item(k).setHidden(not p.moves and not show)

    def set_ticked(self, fid: str, on: bool) -> None:
        for k in range(self.list.count()):
            item = self.list.item(k)
            if item.data(Qt.ItemDataRole.UserRole) == fid and item.flags() & Qt.ItemFlag.ItemIsUserCheckable:
                item.setCheckState(Qt.CheckState.Checked if on else Qt.CheckState.Unchecked)

    def ticked(self) -> list:
        on = {self.list.item(k).data(Qt.ItemDataRole.UserRole) for k in range(self.list.count())
              if self.list.item(k).checkState() == Qt.CheckState.Checked}
        return [p for p in self.proposals if p.figure in on and p.moves]

    def refresh(self) -> None:
        ticked = {p.figure for p in self.ticked()}
        moving = [p for p in self.proposals if p.moves]
        self.show_on_board([(p.figure, p.start, p.end, p.figure in ticked, p.contact) for p in moving])
        contact = sum(1 for p in moving if p.figure in ticked and p.contact)
        idle = [p for p in self.proposals if not p.moves]
        lines = [translate("BataanDialogs", "Under a Banzai Charge command is ignored (B6) and every Japanese figure "
                           "runs at its nearest visible American: straight at him, as far as the 8\" run goes at the "
                           "terrain costs (B7), stopping at base contact (VI.D)."),
                 fill(translate("BataanDialogs", "%1 of %n run(s) ticked;", "", len(moving)), len(ticked)) + " " +
                 translate("BataanDialogs", "%n end(s) in base contact (melee).", "", contact),
                 translate("BataanDialogs", "Untick a figure to leave it out; the arrows on the table show the runs.")]
        if idle:
            lines.append(translate("BataanDialogs", "%n without a run (listed under the tick box below the runs).", "",
                                   len(idle)))
        self.show_lines(lines, bool(ticked), "" if ticked else translate("BataanDialogs", "Nothing ticked."))


class EndWaveDialog(OddsDialog):
    def __init__(self, parent, game):
        super().__init__(parent, fill(translate("BataanDialogs", "End wave %1 (B19-B21)"), game.clock.wave),
                         translate("BataanDialogs", "End the wave"))
        self.game = game
        prop = game.wave.wave_end_proposal()
        self.lines_ = game.wave.start_line_proposal()
        self.straight = QRadioButton(translate("BataanDialogs", "Straight across through the furthest living figure"))
        self.held = QRadioButton(translate("BataanDialogs", "Band by band (12\" bands), the furthest figure in each"))
        self.held.setChecked(True)
        self.hold = QCheckBox(translate("BataanDialogs", "3rd Platoon keeps the tank off the table next wave"))
        self.form.addRow(translate("BataanDialogs", "Next start line (B20)"), self.held)
        self.form.addRow("", self.straight)
        self.form.addRow("", self.hold)
        nxt = game.clock.wave + 1
        from assistant.games.bataan.banzai import commander_name
        from assistant.games.bataan.waves import wave_commander

        self.show_lines([fill(translate("BataanDialogs", "Proposal (B19): end: %1") if prop.ends else
                              translate("BataanDialogs", "Proposal (B19): not yet: %1"), prop.reason),
                         fill(translate("BataanDialogs", "Straight line at x = %1\""), f"{self.lines_.straight.depth_at(0):.1f}"),
                         fill(translate("BataanDialogs", "Bands: %1"),
                              ", ".join(f"{x:.1f}\"" for x, _ in self.lines_.held_ground.points[::2])),
                         translate("BataanDialogs", "Every dead Japanese returns on the new line; a lost tank never does (VI.B)."),
                         fill(translate("BataanDialogs", "Wave %1 will be commanded by the %2 (B21)."), nxt,
                              tr_message(commander_name(wave_commander(nxt))))], True)
        self.change_maker = lambda: game.wave.end_wave(
            (self.lines_.straight if self.straight.isChecked() else self.lines_.held_ground).points,
            hold_tank_off=self.hold.isChecked())
        self.can_still_act = not prop.ends
        if self.can_still_act:
            # B19 says not yet: say so, and let Enter cancel (ending the wave stays possible by a click)
            self.problem.setText(fill(translate("BataanDialogs", "Figures can still act: %1. End the wave anyway only "
                                                "if you rule it over."), prop.reason))
            cancel = self.buttons.button(QDialogButtonBox.StandardButton.Cancel)
            self.go.setAutoDefault(False)
            self.go.setDefault(False)
            cancel.setAutoDefault(True)
            cancel.setDefault(True)
            cancel.setFocus()


class PickDialog(OddsDialog):
    """Choose figures from a list (reveal, leave the table)."""

    def __init__(self, parent, title: str, ids: list[str], picked: list[str], maker, lines: list[str], go: str):
        super().__init__(parent, title, go)
        self.list = QListWidget()
        self.list.setSelectionMode(QListWidget.SelectionMode.MultiSelection)
        for fid in ids:
            self.list.addItem(fid)
            if fid in picked:
                self.list.item(self.list.count() - 1).setSelected(True)
        self.form.addRow(translate("BataanDialogs", "Figures"), self.list)
        self.show_lines(lines, True)
        self.change_maker = lambda: maker([i.text() for i in self.list.selectedItems()])

    def picked(self) -> list[str]:
        return [i.text() for i in self.list.selectedItems()]


__all__ = ["OddsDialog", "BanzaiMovesDialog", "FireDialog", "GrenadeDialog", "SniperDialog", "ConfirmDialog", "MoveDialog",
           "EndWaveDialog", "PickDialog", "big_font", "Qt"]
