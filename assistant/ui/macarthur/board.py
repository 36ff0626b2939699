"""The MacArthur board: the town-and-road network view with its header, message line and legend, and
the tabs beside it (turn, move, battles, board editor, record).

The widgets only collect inputs: each gesture calls one :class:`MacArthurGame` command and pushes the
one ``Change`` it returns through the hub (one undo step); a refused command shows its reason. The
board redraws from the records on ``recordChanged`` (undo and redo arrive there too)."""

from __future__ import annotations

import html
from contextlib import contextmanager
from typing import TYPE_CHECKING

from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

from assistant.core.errors import InputError
from assistant.games.macarthur import rules
from assistant.games.macarthur.commands import MacArthurGame
from assistant.ui.boards.protocol import BoardBase
from assistant.ui.i18n import fill, translate
from assistant.ui.theme import css, is_dark
from assistant.ui.side_tabs import SideTabs
from assistant.ui.widgets import scrolling

from . import board_keys
from .backdrop import Backdrop
from .battles_tab import BattlesTab
from .common import LEGEND_MARKS, SIDE_SHORT, big
from .editor_tab import EditorTab
from .measure import RouteMeasure
from .move_tab import MoveTab
from .record_tab import RecordTab
from .turn_tab import TurnTab
from .legend import Legend
from .view import NetworkView

if TYPE_CHECKING:
    from pyqtgraph import PlotWidget


class MacArthurBoard(BoardBase):
    def __init__(self, hub, session):
        super().__init__()
        self.hub = hub
        self.session = session
        self.game = MacArthurGame(session)
        self.campaign = self.game.campaign
        self.short = SIDE_SHORT[self.campaign.id]
        self.last_message = ""
        self._history_plot: PlotWidget | None = None
        self._hold = 0
        self.header = big(QLabel(), 12)
        self.message_label = big(QLabel(), 12)
        self.view = NetworkView()
        self.backdrop = Backdrop(self)
        self.find_bar = board_keys.FindBar(self)
        self.legend = Legend(self.campaign.side_names, self.short, LEGEND_MARKS.get(self.campaign.id))
        self.turn_tab, self.move_tab = TurnTab(self), MoveTab(self)
        self.battles_tab, self.editor_tab, self.record_tab = BattlesTab(self), EditorTab(self), RecordTab(self)
        self._lay_out()
        self.view.townClicked.connect(self.on_town_clicked)
        self.view.townDoubleClicked.connect(self.editor_tab.on_town_double_clicked)
        self.view.emptyClicked.connect(self.on_empty_clicked)
        self.view.roadClicked.connect(self.editor_tab.on_road_clicked)
        self.view.scanClicked.connect(self.editor_tab.on_scan_clicked)
        self.view.townMoved.connect(lambda n, x, y: self.run(self.game.roads.move_town, n, x, y))
        self.view.landingMoved.connect(lambda n, x, y: self.run(self.game.roads.move_landing, n, x, y))
        self.view.cancelled.connect(lambda: self.move_tab.select_move(None, None))
        self.view.focusTownChanged.connect(lambda _n: board_keys.announce(self))
        self.view.focusTownChanged.connect(self.selectionChanged)
        self.view.labelsPlaced.connect(lambda: board_keys.announce(self))
        self._actions = board_keys.build_actions(self)
        hub.recordChanged.connect(self._on_record)
        self.reload()

    def _lay_out(self) -> None:
        left = QWidget()
        ll = QVBoxLayout(left)
        ll.setContentsMargins(0, 0, 0, 0)
        self.header.setAccessibleName(self.tr("Turn and allowance"))
        self.message_label.setAccessibleName(self.tr("Last answer"))
        for w, stretch in ((self.header, 0), (self.find_bar, 0), (self.view, 1), (self.message_label, 0),
                           (self.legend, 0)):
            ll.addWidget(w, stretch)
        # the tabs go in the window's right-hand column (side_panel, issue 23.1), their titles wrapping onto
        # rows so none hides; the network view alone is the board and gets the width
        self.tabs = SideTabs(self)
        self.tabs.setMinimumWidth(280)
        self.tabs.hide()
        for tab, title in ((self.turn_tab, self.tr("Turn")), (self.move_tab, self.tr("Move")),
                           (self.battles_tab, self.tr("Battles")), (self.editor_tab, self.tr("Board editor")),
                           (self.record_tab, self.tr("Record"))):
            self.tabs.setTabToolTip(self.tabs.addTab(scrolling(tab), title), title)
        self.act_side_panel = QAction(self.tr("Show the game panels"), self)
        self.act_side_panel.setCheckable(True)
        self.act_side_panel.setChecked(True)
        self.act_side_panel.setShortcut(QKeySequence("Ctrl+Shift+J"))
        self.act_side_panel.setToolTip(self.tr("Fold the game's panels away to give the map the room (Ctrl+Shift+J)"))
        self.act_side_panel.setProperty("menu", "view")
        self.act_side_panel.toggled.connect(lambda on: self.tabs.setVisible(on and self.tabs.parentWidget() is not self))
        self.addAction(self.act_side_panel)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.addWidget(left)

    def side_panel(self) -> tuple:
        """The tabs (turn, move, battles, board editor, record), docked in the window's right-hand column;
        ``act_side_panel`` (Ctrl+Shift+J) folds them."""
        return self.tabs, self.tr("Game"), self.act_side_panel

    def shortcut_notes(self) -> list:
        """The side panel's keys (Ctrl+PgDown / Ctrl+PgUp: the next / previous tab)."""
        return self.tabs.shortcut_notes()

    # -- reading -----------------------------------------------------------------------------------
    @property
    def record(self):
        return self.game.record

    @property
    def network(self):
        return self.game.network

    @property
    def doc(self):
        return self.game.doc

    # -- the one write path --------------------------------------------------------------------------
    def run(self, command, *args, **kwargs) -> bool:
        """Call one game command; push the change it returns, or say why it was refused."""
        try:
            change = command(*args, **kwargs)
        except InputError as err:
            self.say(err.message if not err.where else f"{err.message} ({err.where})", error=True)
            return False
        if not change.ops:
            self.say(fill(self.tr("%1: nothing to change"), change.text))
            return False
        ok = self.hub.push(change)
        if ok:
            self.say("; ".join(dict(change.meta).get("summary", (change.text,))[:3]))
        return ok

    def say(self, text: str, error: bool = False) -> None:
        self.last_message = text
        colour = css("bad" if error else "good", self)
        prefix = self.tr("REFUSED: ") if error else ""
        self.message_label.setText(f"<span style='color:{colour}'>{prefix}{html.escape(text)}</span>")
        self.hub.message.emit(prefix + text)
        board_keys.announce(self)

    # -- redrawing -----------------------------------------------------------------------------------
    def _on_record(self, change) -> None:
        if change.game_id != self.session.game_id:
            return
        tables = change.tables()
        if "records" in tables or "games" in tables:
            self.game.forget()
            self.reload()
        if "records" in tables:
            self.refresh_history_plot()

    def reload(self) -> None:
        if self.game.network is None and self.game.doc:
            self.say(self.game.board_problem, error=True)
        self.view.set_positions(self.game.doc)
        self.backdrop.refresh()
        with self.held():
            for tab in (self.turn_tab, self.move_tab, self.battles_tab, self.editor_tab, self.record_tab):
                tab.refresh()
        self.header.setText(header_text(self))
        self.find_bar.refresh(sorted(self.view._town_pos))
        self.redraw()

    @contextmanager
    def held(self):
        """Tabs that ask for a redraw inside this block are answered by the one redraw after it (a big
        board is drawn once per change, not once per tab)."""
        self._hold += 1
        try:
            yield
        finally:
            self._hold -= 1

    def redraw(self) -> None:
        if self._hold:
            return
        rec, mv = self.record, self.move_tab
        units = {t: (h.side, h.large, h.small) for t, h in rec.state.units.items()}
        special = tuple(self.campaign.special_towns) + tuple(t for ts in self.campaign.victory_towns.values() for t in ts)
        self.view.draw(self.doc, units, side_short=self.short, attacks=rec.attacks(), special=special,
                       route=mv.route, route_ok=mv.route_ok, selected=mv.sel_from, target=mv.sel_to,
                       road_from=self.editor_tab.road_from)
        board_keys.announce(self)
        self.selectionChanged.emit()

    # -- view clicks ---------------------------------------------------------------------------------
    def on_town_clicked(self, name: str) -> None:
        if self.view.mode == "play":
            self.move_tab.on_town_clicked(name)
        else:
            self.editor_tab.on_town_clicked(name)

    def on_empty_clicked(self, x: float, y: float) -> None:
        if self.view.mode == "play":
            self.move_tab.select_move(None, None)
        else:
            self.editor_tab.on_empty_clicked(x, y)

    def open_battle(self, town: str | None, show: bool = True):
        return self.battles_tab.open_battle(town, show)

    # -- board protocol ------------------------------------------------------------------------------
    def commands(self):
        """The game's commands object, which the palette's entries call (the same one the tabs use)."""
        return self.game

    def selected_for(self, kind: str) -> list:
        """For a command form's "From the board": the town picked and its destination."""
        if kind == "town":
            return [t for t in (self.move_tab.sel_from, self.move_tab.sel_to) if t]
        return []

    def clear_selection(self) -> None:
        """Esc (issue 23.3): no town picked to move from or to (the route with them), no keyboard town."""
        self.view.set_focus_town(None)
        self.move_tab.select_move(None, None)
        self.redraw()

    def put_down(self) -> bool:
        """Esc before the selection: a road being drawn in the board editor (its first town clicked)."""
        if self.editor_tab.road_from is not None:
            self.editor_tab.road_from = None
            self.redraw()
            return True
        return False

    def selection_words(self) -> str:
        """The town to move from and the destination, or the keyboard's town, for the status bar."""
        mv = self.move_tab
        if mv.sel_from and mv.sel_to:
            return fill(self.tr("Selected: %1 → %2"), mv.sel_from, mv.sel_to)
        town = mv.sel_from or mv.sel_to or self.editor_tab.road_from or self.view.focus_town
        return fill(self.tr("Selected: %1"), town) if town else ""

    def measure_panel(self) -> QWidget:
        self._measure = RouteMeasure(self)
        return self._measure

    def plots(self) -> list:
        from .plots import themed_plot   # the plot library loads with the Plots dock (issue 17.6)

        self._history_plot = themed_plot(self.tr("turn"), self.tr("units lost in battle"), self.tr("Battle losses by turn"))
        self.refresh_history_plot()
        return [(self.tr("Battle losses"), self._history_plot)]

    def refresh_history_plot(self) -> None:
        p = self._history_plot
        if p is None:
            return
        import pyqtgraph as pg   # with the Plots dock's first show, not before the first paint (issue 17.6)

        from .plots import key_title, whole_ticks

        try:
            p.clear()
        except RuntimeError:
            self._history_plot = None
            return
        data = self.game.losses_by_turn()
        w = 0.38
        turns = sorted({t for pts in data.values() for t in pts})
        top = max((v for pts in data.values() for v in pts.values()), default=1)
        for dx, side, colour in ((-w / 2, "blue", "#1565c0"), (w / 2, "red", "#c62828")):
            pts = data.get(side, {})
            if pts:
                p.addItem(pg.BarGraphItem(x=[t + dx for t in pts], height=list(pts.values()), width=w, brush=colour))
        key = key_title(p, [("#1565c0", self.side_words("blue")), ("#c62828", self.side_words("red"))])
        p.getAxis("bottom").setTicks([[(t, str(t)) for t in turns] or whole_ticks(1)])
        p.getAxis("left").setTicks([whole_ticks(top)])
        p.setYRange(0, max(1, top) * 1.05, padding=0)
        p.setAccessibleDescription(fill(self.tr("Units lost in battle each turn. Key: %1. "), key) + "; ".join(
            fill(self.tr("turn %1: %2"), t, ", ".join(f"{self.side_words(s)} {data.get(s, {}).get(t, 0)}"
                                                       for s in ("blue", "red")))
            for t in turns))
        self.history_data = data

    def side_words(self, side: str) -> str:
        """A side as the players name it in this campaign (the game's name for it when it has none)."""
        from assistant.games.registry import descriptor

        name = self.campaign.side_names.get(side)
        return name or descriptor("macarthur").side_name(side)

    # -- keyboard ------------------------------------------------------------------------------------
    def show_find(self) -> None:
        self.find_bar.show()
        self.find_bar.setFocus()
        self.find_bar.selectAll()

    def find(self, text: str) -> str | None:
        """Focus the next town matching ``text`` (see ``board_keys.find_matches``), or say there is none."""
        hits = board_keys.find_matches(self, text)
        if not hits:
            self.say(fill(self.tr("No town or unit matches '%1'"), text.strip()), error=True)
            return None
        cur = self.view.focus_town
        n = hits[(hits.index(cur) + 1) % len(hits)] if cur in hits else hits[0]
        self.view.set_focus_town(n)
        self.say(fill(self.tr("Found %1 (%2 of %3)"), n, hits.index(n) + 1, len(hits)) if len(hits) > 1
                 else fill(self.tr("Found %1"), n))
        return n

    def zoom_to_selection(self) -> bool:
        mv = self.move_tab
        towns = [t for t in [self.view.focus_town, mv.sel_from, mv.sel_to, *(mv.route or [])] if t]
        if not towns:
            self.say(self.tr("Nothing selected: pick a town (Tab, arrows, or a click) first"), error=True)
            return False
        return self.view.zoom_to_towns(towns)

    def next_battle(self):
        waiting = sorted(self.game.combat.waiting_battles())
        if not waiting:
            self.say(self.tr("No attack is waiting outside an enemy town"), error=True)
            return None
        return self.open_battle(waiting[0])

    def game_actions(self) -> list:
        """The board's actions for the window's menus (made once: each key is bound once)."""
        if getattr(self, "_file_actions", None) is None:
            self._file_actions = self._make_file_actions()
        return self._actions + [self.act_side_panel] + self._file_actions

    def _make_file_actions(self) -> list:
        ed = self.editor_tab
        acts = []
        for text, slot in ((self.tr("Import road network…"), ed.import_dialog),
                           (self.tr("Export road network…"), ed.export_dialog),
                           (self.tr("Load a scan of the printed map…"), self.backdrop.choose_image),
                           (self.tr("Load rulebook Illustration 1 (movement)"), lambda: ed.load_illustration(1)),
                           (self.tr("Load rulebook Illustration 2 (retreats)"), lambda: ed.load_illustration(2))):
            a = QAction(text, self)
            a.triggered.connect(slot)
            acts.append(a)
        return acts


def header_text(board: MacArthurBoard) -> str:
    """The line over the map: the turn, who moves, the allowance and what is left of it."""
    game, camp = board.game, board.campaign
    rec = game.record
    deck, side = rec.state.deck, rec.moving_side
    title = html.escape(camp.title)
    if deck.game_over:
        return fill(translate("MacArthurBoard", "%1 — GAME OVER (Game Ends card turned)"), title)
    if side is None:
        nxt = deck.next_side
        return fill(translate("MacArthurBoard", "%1 — turn %2: %3 turns a card next"), title,
                    deck.blue_turned + (1 if nxt == rules.BLUE else 0), game.side_name(nxt))
    left = " + ".join(f"{v}{'' if p == 'main' else ' ' + p}" for p, v in rec.remaining_mp().items())
    colour = "#1565c0" if side == "blue" else "#c62828"
    if is_dark(board):
        colour = "#82b1ff" if side == "blue" else "#ff8a80"
    return fill(translate("MacArthurBoard", "%1 — turn %2: <span style='color:%3'>%4 moving</span> — %5 allowance, <b>%6 MP left</b>"),
                title, rec.state.turn, colour, game.side_name(side), game.turns.allowance_words(), left)


def make_board(hub, session) -> QWidget:
    return MacArthurBoard(hub, session)
