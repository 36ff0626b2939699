"""The referee's panel: the turn sequence, the wave header, the actions of the current phase (each
through a dialog that shows the exact odds first), the results in words, the wave history and the
victory screen. Every action is a ``Change`` made by the Qt-free `BataanGame` and pushed through
``hub.push`` (so it is journalled and undoable); the panel redraws on ``hub.recordChanged``."""

from __future__ import annotations

from html import escape
from typing import Callable

from PySide6.QtCore import QT_TRANSLATE_NOOP, Qt, Signal
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QFileDialog, QGridLayout, QLabel, QListWidget, QMessageBox, QPushButton, QTabWidget, QVBoxLayout, QWidget,
)

from assistant.core.errors import InputError
from assistant.games.bataan.game import BataanGame
from assistant.games.bataan.sequence import FIRE_STEPS, PHASE_TEXT, PHASES, Phase

from assistant.games.catalogue import catalogue_of
from assistant.ui import theme
from assistant.ui.i18n import fill, tr_message
from assistant.ui.safe_files import SaveError, failure_text
from assistant.ui.widgets import ButtonGrid, FittingButton

from . import dialogs as D
from ..keyboard import natural_key
from .widgets import PlayersView, VictoryView, WaveHistory

NEXT_PHASE_SHORTCUT = "Ctrl+Return"
SHORT = {Phase.BANZAI_ORDER: QT_TRANSLATE_NOOP("RefereePanel", "1 Banzai?"),
         Phase.JAPANESE_MOVE: QT_TRANSLATE_NOOP("RefereePanel", "2 JP move"),
         Phase.AMERICAN_MOVE: QT_TRANSLATE_NOOP("RefereePanel", "3 US move"),
         Phase.FIRE_SNIPERS: QT_TRANSLATE_NOOP("RefereePanel", "4a Snipers"),
         Phase.FIRE_STATIONARY: QT_TRANSLATE_NOOP("RefereePanel", "4b Still fire"),
         Phase.FIRE_MOVED: QT_TRANSLATE_NOOP("RefereePanel", "4c Moved fire"),
         Phase.MELEE: QT_TRANSLATE_NOOP("RefereePanel", "5 Melee")}

# action key -> (button text, phases it is offered in; None = always)
ACTIONS: dict[str, tuple[str, tuple[Phase, ...] | None]] = {
    "move": (QT_TRANSLATE_NOOP("RefereePanel", "Record move"), (Phase.JAPANESE_MOVE, Phase.AMERICAN_MOVE)),
    "fire": (QT_TRANSLATE_NOOP("RefereePanel", "Fire"), (Phase.FIRE_STATIONARY, Phase.FIRE_MOVED)),
    "grenade": (QT_TRANSLATE_NOOP("RefereePanel", "Grenade"), (Phase.FIRE_STATIONARY, Phase.FIRE_MOVED)),
    "mortar": (QT_TRANSLATE_NOOP("RefereePanel", "Knee mortar"), (Phase.FIRE_STATIONARY, Phase.FIRE_MOVED)),
    "sniper": (QT_TRANSLATE_NOOP("RefereePanel", "Sniper"), FIRE_STEPS),
    "melee": (QT_TRANSLATE_NOOP("RefereePanel", "Melee"), (Phase.MELEE,)),
    "antitank": (QT_TRANSLATE_NOOP("RefereePanel", "Antitank"), (Phase.AMERICAN_MOVE,) + FIRE_STEPS + (Phase.MELEE,)),
    "banzai": (QT_TRANSLATE_NOOP("RefereePanel", "Banzai Charge"), (Phase.BANZAI_ORDER,)),
    "banzai_moves": (QT_TRANSLATE_NOOP("RefereePanel", "Banzai moves"), (Phase.JAPANESE_MOVE,)),
    "reveal": (QT_TRANSLATE_NOOP("RefereePanel", "Reveal US"), None),
    "end_wave": (QT_TRANSLATE_NOOP("RefereePanel", "End wave"), None),
    "leave": (QT_TRANSLATE_NOOP("RefereePanel", "US leave table"), None),
}


#: each button's command in the catalogue (its rule, its summary, and when it can be used come from there)
ENTRY_OF = {"move": "record_move", "fire": "fire", "grenade": "grenade", "mortar": "grenade", "sniper": "sniper_fire",
            "melee": "melee", "antitank": "antitank", "banzai": "order_banzai", "banzai_moves": "banzai_moves",
            "reveal": "reveal", "end_wave": "end_wave", "leave": "american_leaves"}


class RefereePanel(QWidget):
    """``RefereePanel(hub, get_selection, game=...)``: ``get_selection()`` returns the ids selected on the
    board; ``game`` is the board's `BataanGame`, shared while its session is open (without one, or for
    another session, the panel makes its own)."""

    logged = Signal(str)

    def __init__(self, hub, get_selection: Callable[[], list[str]] | None = None, parent: QWidget | None = None,
                 game: BataanGame | None = None):
        super().__init__(parent)
        self.hub = hub
        self.get_selection = get_selection or (lambda: [])
        self.game: BataanGame | None = None
        self._shared = game
        self.dialog: D.OddsDialog | None = None
        self.players_view: PlayersView | None = None

        lay = QVBoxLayout(self)
        # a game not yet under way whose set-up nobody confirmed: the first step is the set-up check (B29, B31)
        self.setup_button = QPushButton(self.tr("Set-up: check and confirm (B29, B31)…"))
        self.setup_button.setFont(D.big_font(12, True))
        self.setup_button.setToolTip(self.tr("Check the table against the article's set-up, then confirm it to "
                                             "start the first wave"))
        self.setup_button.clicked.connect(self.open_setup)
        lay.addWidget(self.setup_button)
        self.header = QLabel("")
        self.header.setFont(D.big_font(14, True))
        self.header.setWordWrap(True)
        lay.addWidget(self.header)

        bar = QGridLayout()
        bar.setSpacing(2)
        self.phase_labels: dict[Phase, QLabel] = {}
        for k, ph in enumerate(PHASES):
            lab = QLabel(self.tr(SHORT[ph]))
            lab.setWordWrap(True)
            lab.setToolTip(tr_message(PHASE_TEXT[ph]))
            lab.setAlignment(Qt.AlignmentFlag.AlignCenter)
            lab.setMargin(3)
            bar.addWidget(lab, k // 4, k % 4)
            self.phase_labels[ph] = lab
        lay.addLayout(bar)
        self.phase_text = QLabel("")
        self.phase_text.setFont(D.big_font(12, True))
        self.phase_text.setWordWrap(True)
        lay.addWidget(self.phase_text)

        self.next_action = QAction(self.tr("Next phase"), self)
        self.next_action.setShortcut(QKeySequence(NEXT_PHASE_SHORTCUT))
        self.next_action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
        self.next_action.triggered.connect(self.next_phase)
        self.addAction(self.next_action)
        self.next_button = FittingButton(fill(self.tr("Next phase  (%1)"), QKeySequence(NEXT_PHASE_SHORTCUT).toString(
            QKeySequence.SequenceFormat.NativeText)), self.tr("Next phase"))
        self.next_button.setFont(D.big_font(12, True))
        self.next_button.clicked.connect(self.next_phase)
        self.next_button.setToolTip(self.tr("The next phase of the turn (II); after melee a new turn starts"))
        lay.addWidget(self.next_button)

        grid = ButtonGrid(3)   # three in a row, fewer when the words are longer (issue 23.3)
        self.buttons: dict[str, QPushButton] = {}
        for key, (text, _) in ACTIONS.items():
            b = grid.add(QPushButton(self.tr(text)))
            b.clicked.connect(getattr(self, f"open_{key}"))
            self.buttons[key] = b
        lay.addWidget(grid)
        tools = ButtonGrid(3)
        self.report_button = QPushButton(self.tr("Export report..."))
        self.report_button.clicked.connect(self.export_dialog)
        self.report_button.setToolTip(self.tr("The game's story, waves, plots and rolls as an HTML or PDF report"))
        self.players_button = QPushButton(self.tr("Players' view"))
        self.players_button.clicked.connect(self.open_players_view)
        self.players_button.setToolTip(self.tr("A second window for the players: the table as the Japanese see it"))
        self.victory_button = QPushButton(self.tr("Victory screen"))
        self.victory_button.clicked.connect(self.open_victory_screen)
        self.victory_button.setToolTip(self.tr("The victory level, full screen, once the game has ended (B22)"))
        tools.add(self.victory_button)
        tools.add(self.report_button)
        tools.add(self.players_button)
        lay.addWidget(tools)

        self.status = QLabel("")
        self.status.setWordWrap(True)
        lay.addWidget(self.status)

        self.tabs = QTabWidget()
        self.log = QListWidget()
        self.log.setFont(D.big_font(12))
        self.log.setWordWrap(True)
        self.log.setAccessibleName(self.tr("Results"))
        self.log.setAccessibleDescription(self.tr("Each step's result, the last one at the bottom"))
        self.history = WaveHistory()
        self.victory_view = VictoryView()
        self.tabs.addTab(self.log, self.tr("Results"))
        self.tabs.addTab(self.history, self.tr("Waves"))
        self.tabs.addTab(self.victory_view, self.tr("Victory"))
        lay.addWidget(self.tabs, 1)

        hub.gameOpened.connect(self._on_game)
        hub.recordChanged.connect(self._on_record)
        self._on_game(hub.session)

    # -- model ---------------------------------------------------------------------------------
    def _on_game(self, session) -> None:
        if self.game is not None and self.game is not self._shared:
            self.game.close()
        if session is None or session.kind.family != "bataan":
            self.game = None
        elif self._shared is not None and self._shared.session is session:
            self.game = self._shared
        else:
            self.game = BataanGame(session)
        self.refresh()

    def _on_record(self, change) -> None:
        if self.game is None:
            return
        self.game.sync(change)          # whoever is told first brings the shared game up to date
        if change.text.startswith("Undo "):
            self.say(fill(self.tr("Undone: %1"), change.text[5:]))
        self.refresh()

    def refresh(self) -> None:
        g = self.game
        enabled = g is not None
        for b in list(self.buttons.values()) + [self.next_button, self.report_button, self.players_button,
                                                self.victory_button]:
            b.setEnabled(enabled)
        if g is None:
            self.setup_button.hide()
            self.header.setText(self.tr("No Bataan game open"))
            return
        st = g.state
        self.header.setText(tr_message(g.header()))
        pal = theme.palette(self)
        for ph, lab in self.phase_labels.items():
            on = ph is st.clock.phase
            lab.setText(("▶ " if on else "") + self.tr(SHORT[ph]))
            css = (f"background:{pal.color(theme.Role.Highlight).name()};"
                   f" color:{pal.color(theme.Role.HighlightedText).name()}; font-weight:bold;"
                   f" border:1px solid {theme.css('frame')}" if on else
                   f"background:{theme.css('window')}; color:{theme.css('muted')}; border:1px solid {theme.css('frame')}")
            if lab.styleSheet() != css:      # a style sheet set again restyles the label (a record a second)
                lab.setStyleSheet(css)
            lab.setAccessibleName(fill(self.tr("Phase %1, the phase now") if on else self.tr("Phase %1"),
                                       self.tr(SHORT[ph]).replace(chr(10), ' ')))
        self.phase_text.setText(fill(self.tr("Now: %1"), tr_message(PHASE_TEXT[st.clock.phase])))
        over = bool(st.victory)
        # one source for "can it be used now": the catalogue entry the button's command is declared in
        cat = catalogue_of("bataan")
        for key in ACTIONS:
            entry = cat.entry(ENTRY_OF[key])
            why = entry.why_not(g)
            b = self.buttons[key]
            b.setEnabled(why is None)
            b.setToolTip(f"{entry.summary} ({entry.rule})" + (chr(10) + fill(self.tr("Not now: %1"), why) if why
                                                             else ""))
        self.setup_button.setVisible(g.session.settings.get("setup") not in (None, "demo")
                                     and g.wave.setup_confirmation() is None and not g.waves())
        self.next_button.setEnabled(not over)
        self.history.set_waves(g.waves())
        self.victory_view.set_victory(st.victory)
        self.victory_button.setEnabled(over)
        if getattr(self, "victory_window", None) is not None:
            self.victory_window.set_victory(st.victory)
        if over and self.tabs.currentWidget() is not self.victory_view:
            self.tabs.setCurrentWidget(self.victory_view)
        if self.players_view is not None:
            self.players_view.refresh()

    def say(self, line: str) -> None:
        self.log.addItem(line)
        self.log.scrollToBottom()
        self.logged.emit(line)

    def push(self, change) -> bool:
        ok = self.hub.push(change)
        if ok:
            self.status.setText("")
            summary = dict(change.meta).get("summary") or (change.text,)
            for i, line in enumerate(summary):
                self.say(line if i == 0 else f"    {line}")
        return ok

    def _try(self, make) -> bool:
        try:
            change = make()
        except InputError as err:
            self.status.setText(f"<span style='color:{theme.css('bad')}'><b>{self.tr('Not allowed:')}</b> "
                                f"{escape(err.message)}</span>")
            self.hub.message.emit(err.message)
            return False
        return self.push(change)

    def _open(self, dlg: D.OddsDialog) -> D.OddsDialog:
        dlg.on_change = self.push
        self.dialog = dlg
        dlg.open()
        return dlg

    def _selection(self) -> list[str]:
        try:
            sel = list(self.get_selection() or [])
        except Exception:  # noqa: BLE001 - a board that cannot answer gives no selection
            sel = []
        table = self.game.table()
        return [fid for fid in sel if fid in table.figures]

    def _need(self, what: str) -> list[str] | None:
        sel = self._selection()
        if not sel:
            self.status.setText("<b>" + fill(self.tr("Select %1 on the board first."), what) + "</b>")
            return None
        return sel

    # -- actions ---------------------------------------------------------------------------------
    def open_setup(self):
        """The set-up check and confirm (B29, B31): the palette's form for it, beside the board."""
        from assistant.ui.command_form import CommandForm

        cat = catalogue_of("bataan")
        form = CommandForm(self.hub, cat, cat.entry("confirm_setup"), self.game, self.window(),
                           board=getattr(self, "board", None))
        form.show()
        self.setup_form = form
        return form

    def next_phase(self) -> bool:
        if self.game is None:
            return False
        return self._try(self.game.turn.advance_phase)

    def open_move(self):
        sel = self._need(self.tr("the figures that moved"))
        if sel:
            return self._open(D.MoveDialog(self, self.game, sel))

    def _targets_for(self, firer: str) -> list[str]:
        return self.game.firing.visible_targets(firer)

    def open_fire(self):
        sel = self._need(self.tr("the firers (and a target)"))
        if not sel:
            return None
        table = self.game.table()
        side = table.figure(sel[0]).side
        firers = [f for f in sel if table.figure(f).side == side]
        target = next((f for f in sel if table.figure(f).side != side), None)
        targets = self._targets_for(firers[0])
        if target and target not in targets:
            targets.insert(0, target)
        return self._open(D.FireDialog(self, self.game, firers, targets, target))

    def _grenade(self, knee: bool):
        sel = self._need(self.tr("the thrower (and a figure to aim at)"))
        if not sel:
            return None
        table = self.game.table()
        thrower = table.figure(sel[0])
        aim = next((table.figure(f) for f in sel[1:] if table.figure(f).side != thrower.side), None)
        st = getattr(getattr(self, "board", None), "state", None)
        if st is not None and getattr(st, "show_blast", False) and getattr(st, "blast_at", None):
            point = tuple(st.blast_at)          # where the referee laid the blast template on the board
        else:
            if aim is None:
                near = self._targets_for(thrower.id)
                aim = table.figure(near[0]) if near else thrower
            point = (aim.x, aim.y)
        return self._open(D.GrenadeDialog(self, self.game, thrower.id, point, knee))

    def open_grenade_at(self, thrower: str, point: tuple[float, float], knee: bool = False, moved=None):
        """The Grenade dialog for ``thrower`` landing at ``point`` (a click of the board's blast tool);
        ``moved(x, y)`` is told when the referee edits the point in the dialog."""
        if self.game is None:
            return None
        dlg = D.GrenadeDialog(self, self.game, thrower, point, knee)
        if moved is not None:
            dlg.point_moved.connect(moved)
        return self._open(dlg)

    def open_grenade(self):
        return self._grenade(False)

    def open_mortar(self):
        return self._grenade(True)

    def open_sniper(self):
        table = self.game.table()
        snipers = [f.id for f in table.figures.values() if f.role == "sniper" and f.alive]
        if not snipers:
            self.status.setText("<b>" + self.tr("No sniper is left on the table.") + "</b>")
            return None
        sel = [f for f in self._selection() if f in snipers]
        sniper = sel[0] if sel else snipers[0]
        return self._open(D.SniperDialog(self, self.game, snipers, self._targets_for(sniper), sniper))

    def open_melee(self):
        g = self.game
        return self._open(D.ConfirmDialog(self, self.tr("Melee (V, B17)"), g.close_combat.melee_preview() + [
            self.tr("Rounds are simultaneous and repeat until one side of each fight is gone.")], g.close_combat.melee, self.tr("Fight")))

    def open_antitank(self):
        sel = self._need(self.tr("the American who reached the tank"))
        if not sel:
            return None
        fid = sel[0]
        lines = self.game.close_combat.antitank_preview(fid)
        return self._open(D.ConfirmDialog(self, self.tr("Antitank (B18)"), lines, lambda: self.game.close_combat.antitank(fid),
                                          self.tr("Attack")))

    def open_banzai(self):
        g = self.game
        try:
            assign = g.wave.banzai_targets()
        except InputError as err:
            self.status.setText(err.message)
            return None
        with_target = sum(1 for a in assign if a.american_id)
        lines = [fill(self.tr("Ordered by the wave commander: %1"), tr_message(g.header())),
                 self.tr("While it lasts: command ignored, no Japanese fire or grenades, everyone runs at his nearest "
                         "visible American, +1 in melee (VI.D)."),
                 fill(self.tr("%1 of %n Japanese figure(s) have a visible American to charge.", "", len(assign)),
                      with_target)]
        runs = sorted((a for a in assign if a.american_id), key=lambda a: (a.distance_in, natural_key(a.japanese_id)))
        lines += [f"{a.japanese_id} {a.reason}" for a in runs[:12]]
        if len(runs) > 12:
            lines.append(self.tr("... and %n more (the Banzai moves dialog lists them all)", "", len(runs) - 12))
        return self._open(D.ConfirmDialog(self, self.tr("Banzai Charge (VI.D)"), lines, g.wave.order_banzai, self.tr("BANZAI!")))

    def open_banzai_moves(self):
        """VI.D: propose each Japanese figure's run at its nearest visible American; arrows on the board."""
        board = getattr(self, "board", None)
        show = getattr(board, "show_proposed_moves", None)
        try:
            dlg = D.BanzaiMovesDialog(self, self.game, show)
        except InputError as err:
            self.status.setText(f"<span style='color:{theme.css('bad')}'><b>{self.tr('Not allowed:')}</b> "
                                f"{escape(err.message)}</span>")
            return None
        return self._open(dlg)

    def open_reveal(self):
        g = self.game
        hidden = [f.id for f in g.on_table("american") if not f.revealed]
        spotted = [s.american for s in g.wave.hidden_spotted()]
        picked = spotted or [f for f in self._selection() if f in hidden]
        lines = [self.tr("Hidden Americans are placed when a Japanese figure comes within 2\" or when they fire (B15).")]
        lines += [fill(self.tr("%1: spotted now"), s) for s in spotted] or \
            [self.tr("No hidden American is spotted now: pick who to place.")]
        return self._open(D.PickDialog(self, self.tr("Reveal hidden Americans (B15)"), hidden, picked,
                                       lambda ids: g.wave.reveal(ids), lines, self.tr("Reveal")))

    def open_end_wave(self):
        return self._open(D.EndWaveDialog(self, self.game))

    def open_leave(self):
        g = self.game
        on = [f.id for f in g.on_table("american")]
        picked = [f for f in self._selection() if f in on]
        lines = [fill(self.tr("Americans leaving the table are gone for good. When the last one leaves, the wave sets "
                              "the result (B22). Now: wave %1."), g.clock.wave)]
        return self._open(D.PickDialog(self, self.tr("Americans leave the table"), on, picked,
                                       lambda ids: g.wave.american_leaves(ids), lines, self.tr("Leave the table")))

    # -- windows and files -------------------------------------------------------------------------
    def open_players_view(self) -> PlayersView | None:
        if self.game is None:
            return None
        if self.players_view is None:
            self.players_view = PlayersView(self.game)
            self.players_view.resize(1200, 700)
        self.players_view.refresh()
        self.players_view.show()
        return self.players_view

    def open_victory_screen(self) -> VictoryView:
        """The result and the per-player table (B22) in a large window of its own."""
        if getattr(self, "victory_window", None) is None:
            self.victory_window = VictoryView()
            self.victory_window.setWindowTitle(self.tr("Last Stand on Bataan: the result"))
            self.victory_window.resize(1100, 520)
        self.victory_window.set_victory(self.game.victory() if self.game else None)
        self.victory_window.show()
        return self.victory_window

    def export_dialog(self) -> None:
        path, _ = QFileDialog.getSaveFileName(self, self.tr("Export the game report"), "bataan-report.pdf",
                                              self.tr("PDF (*.pdf);;HTML (*.html)"))
        if path:
            self.export(path)

    def report_pictures(self):
        """The table as it stands now and the waves plot, for the report."""
        plot = WaveHistory()
        plot.set_waves(self.game.waves() if self.game else [])
        from .report_export import report_pictures   # the report's code loads when a report is made

        return report_pictures(getattr(self, "board", None), plot)

    def export(self, path):
        """Write the report; a file that cannot be written gets a dialog naming it (nothing is left there)."""
        try:
            from .report_export import export_report

            out = export_report(self.game, path, self.report_pictures())
        except (SaveError, OSError) as exc:
            text = failure_text(self.tr("The game report"), exc)
            self.say(text.splitlines()[0] + " " + (exc.reason if isinstance(exc, SaveError) else str(exc)))
            if not getattr(self.window(), "quiet_errors", False):
                QMessageBox.warning(self, self.tr("Report not exported"), text)
            self.last_error = text
            return None
        self.say(fill(self.tr("Report written to %1"), out))
        return out
