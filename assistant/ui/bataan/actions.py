"""The Bataan board's actions, toolbar and figure menu: built once onto the board (``board.act_*``,
the tool and option boxes), with the slots that only flip view settings.

Each action that changes the game calls the board (one undoable change); the view toggles change the
board's `ViewState` and recompute the answers.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, Qt
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QComboBox, QDoubleSpinBox, QLabel, QMenu, QSpinBox, QToolBar

from assistant.games.bataan.table.figures import ROLES

from . import formations, terrain_edit
from .answers import BLAST_RADII_IN
from .tools import TOOLS

from assistant.ui.i18n import fill, translate

# lupdate does not read translate(context, text, "", n): the counted strings, listed for the catalogue
PLURALS = (
    QT_TRANSLATE_NOOP("BataanBoard", "%n figure(s)"),
    QT_TRANSLATE_NOOP("BataanBoard", "Move %n figure(s) %1\""),
)


WOUNDS = (("none", QT_TRANSLATE_NOOP("BataanBoard", "No wound")), ("light", QT_TRANSLATE_NOOP("BataanBoard", "Light wound")),
          ("serious", QT_TRANSLATE_NOOP("BataanBoard", "Serious wound")), ("dead", QT_TRANSLATE_NOOP("BataanBoard", "Dead")))

# the data words the toolbar shows (roles, formations, terrain kinds), for the catalogue
WORDS = (
    QT_TRANSLATE_NOOP("BataanBoard", "officer"),
    QT_TRANSLATE_NOOP("BataanBoard", "flag bearer"),
    QT_TRANSLATE_NOOP("BataanBoard", "sniper"),
    QT_TRANSLATE_NOOP("BataanBoard", "rifleman"),
    QT_TRANSLATE_NOOP("BataanBoard", "bar"),
    QT_TRANSLATE_NOOP("BataanBoard", "tommy gun"),
    QT_TRANSLATE_NOOP("BataanBoard", "mg30 crew"),
    QT_TRANSLATE_NOOP("BataanBoard", "pistol"),
    QT_TRANSLATE_NOOP("BataanBoard", "knee mortar"),
    QT_TRANSLATE_NOOP("BataanBoard", "tank"),
    QT_TRANSLATE_NOOP("BataanBoard", "line"),
    QT_TRANSLATE_NOOP("BataanBoard", "column"),
    QT_TRANSLATE_NOOP("BataanBoard", "wedge"),
    QT_TRANSLATE_NOOP("BataanBoard", "Swamp"),
    QT_TRANSLATE_NOOP("BataanBoard", "Clearing"),
    QT_TRANSLATE_NOOP("BataanBoard", "Entrenchment"),
    QT_TRANSLATE_NOOP("BataanBoard", "Road"),
    QT_TRANSLATE_NOOP("BataanBoard", "Path"),
    QT_TRANSLATE_NOOP("BataanBoard", "Stream"),
    QT_TRANSLATE_NOOP("BataanBoard", "River"),
    QT_TRANSLATE_NOOP("BataanBoard", "Bridge"),
    QT_TRANSLATE_NOOP("BataanBoard", "Japanese"),
    QT_TRANSLATE_NOOP("BataanBoard", "American"),
    QT_TRANSLATE_NOOP("BataanBoard", "light"),
    QT_TRANSLATE_NOOP("BataanBoard", "serious"),
    QT_TRANSLATE_NOOP("BataanBoard", "dead"),
)


class BoardActions:
    def __init__(self, board):
        self.board = board

    def act(self, text, slot=None, shortcut=None, checkable=False, checked=False, tip="", local=False) -> QAction:
        b = self.board
        act = QAction(text, b)
        if shortcut:
            seqs = shortcut if isinstance(shortcut, (list, tuple)) else [shortcut]
            act.setShortcuts([QKeySequence(s) for s in seqs])
        if checkable:
            act.setCheckable(True)
            act.setChecked(checked)
            if slot:
                act.toggled.connect(slot)
        elif slot:
            act.triggered.connect(lambda _=False: slot())
        if tip:
            act.setToolTip(tip)
            act.setStatusTip(tip)
        if local:
            act.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        b.addAction(act)
        return act

    # ==== the actions ===================================================================================
    def build(self) -> None:
        b, st, act = self.board, self.board.state, self.act
        b.act_load = act(translate("BataanBoard", "Load table file…"), b.load_dialog, tip=translate("BataanBoard", "Replace the table by a table file (undoable)"))
        b.act_save = act(translate("BataanBoard", "Save table file…"), b.save_dialog, tip=translate("BataanBoard", "Write the table as a table file"))
        b.act_command = act(translate("BataanBoard", "Show command circles"), self.toggle("show_command"), "Ctrl+Shift+C", True,
                            st.show_command, translate("BataanBoard", "6\" circles round Japanese leaders; out of command ringed red"))
        b.act_sight = act(translate("BataanBoard", "Show sight line"), self.toggle("show_sight"), "Ctrl+Shift+L", True,
                          st.show_sight, translate("BataanBoard", "The sight line between the first two selected figures (B4)"))
        b.act_blast = act(translate("BataanBoard", "Blast template"), self.toggle("show_blast"), "Ctrl+Shift+B", True,
                          st.show_blast, translate("BataanBoard", "A blast template that follows the mouse and lists who it catches"))
        b.act_blast_radius = act(translate("BataanBoard", "Blast template 2\" (B13) instead of 3\" (B12)"), self.set_radius,
                                 "Ctrl+Shift+R", True, False)
        b.act_contacts = act(translate("BataanBoard", "Show contacts"), self.toggle("show_contacts"), "Ctrl+Shift+K", True,
                             st.show_contacts, translate("BataanBoard", "Enemy bases touching (B27): melee"))
        b.act_reach = act(translate("BataanBoard", "Show reachable area"), self.toggle("show_reach", reach=True), "Ctrl+Shift+M",
                          True, st.show_reach, translate("BataanBoard", "Where the selected figure can walk (filled) or run (dashed)"))
        b.act_legend = act(translate("BataanBoard", "Show legend"), self.set_legend, "Ctrl+Shift+H", True, True)
        b.act_grid = act(translate("BataanBoard", "Grid: none / 6\" / 12\""), self.cycle_grid, "Ctrl+G")
        b.act_fit = act(translate("BataanBoard", "Fit table"), b.view.fit, "Ctrl+0")
        b.act_zoom_in = act(translate("BataanBoard", "Zoom in"), lambda: b.view.zoom_by(1.25, False), ["Ctrl++", "Ctrl+="])
        b.act_zoom_out = act(translate("BataanBoard", "Zoom out"), lambda: b.view.zoom_by(0.8, False), "Ctrl+-")
        b.act_delete = act(translate("BataanBoard", "Delete"), b.delete_selected, "Del", local=True, tip=translate("BataanBoard", "Delete the selected figures or terrain"))
        b.act_delete.setEnabled(False)
        # the figures' state (context menu on a figure, and these keys): one undoable change each
        b.wound_actions = {}
        for k, (w, text) in enumerate(WOUNDS):
            b.wound_actions[w] = act(translate("BataanBoard", text), lambda w=w: b.set_figure_state(wounds=w), f"Alt+{k}", local=True,
                                     tip=fill(translate("BataanBoard", "Mark the selected figures: %1 (B14)"), translate("BataanBoard", text).lower()))
        b.act_revealed = act(translate("BataanBoard", "Revealed (on the table)"), None, "Alt+V", checkable=True, local=True,
                             tip=translate("BataanBoard", "Americans: revealed or hidden (B15)"))
        b.act_revealed.triggered.connect(lambda _=False: self.toggle_flag("revealed"))
        b.act_entrenched = act(translate("BataanBoard", "Entrenched"), None, "Alt+E", checkable=True, local=True,
                               tip=translate("BataanBoard", "Americans: in an entrenchment (-1 on the wound chart, B14)"))
        b.act_entrenched.triggered.connect(lambda _=False: self.toggle_flag("entrenched"))
        b.act_remove = act(translate("BataanBoard", "Remove from the table"), lambda: b.set_figure_state(remove=True),
                           "Shift+Del", local=True, tip=translate("BataanBoard", "Take the selected figures off the table"))
        b.act_ruler_move = act(translate("BataanBoard", "Record move along the ruler"), b.record_ruler_move, "Ctrl+Shift+Return",
                               local=True, tip=translate("BataanBoard", "Move the ruler's figure to its end through the waypoints "
                                                 "and record the move (B7)"))

    def game_actions(self) -> list[QAction]:
        b = self.board
        sep = QAction(b)
        sep.setSeparator(True)
        sep2 = QAction(b)
        sep2.setSeparator(True)
        return [b.act_load, b.act_save, sep, b.act_command, b.act_sight, b.act_blast, b.act_blast_radius,
                b.act_contacts, b.act_reach, sep2, b.act_legend, b.act_grid, b.act_fit, b.act_zoom_in, b.act_zoom_out]

    # ==== the view toggles =============================================================================
    def toggle(self, name: str, reach: bool = False):
        b = self.board

        def slot(on: bool) -> None:
            setattr(b.state, name, bool(on))
            if name == "show_blast" and on and b.state.blast_at is None:
                c = b.view.mapToScene(b.view.viewport().rect().center())
                b.state.blast_at = (c.x(), c.y())
            b.recompute()
            if reach:
                b.update_reach()
        return slot

    def set_radius(self, two: bool) -> None:
        self.board.state.blast_radius_in = BLAST_RADII_IN[1] if two else BLAST_RADII_IN[0]
        self.board.recompute()

    def set_legend(self, on: bool) -> None:
        view = self.board.view
        view.show_legend = bool(on)
        view.legend_expanded = False         # a narrow view shows it folded to its tab again
        view.legend_changed()

    def cycle_grid(self) -> None:
        view = self.board.view
        nxt = {0: 6, 6: 12, 12: 0}[view.grid_in]
        view.set_grid(nxt)
        self.board.hub.message.emit(fill(translate("BataanBoard", "Grid: %1\""), nxt) if nxt else translate("BataanBoard", "Grid off"))

    # ==== the figure menu ==============================================================================
    def toggle_flag(self, name: str) -> None:
        b = self.board
        figs = [b.table._figures[f] for f in b.state.selection if f in b.table._figures]
        us = [f for f in figs if f.side == "american"]
        on = not all(getattr(f, name) for f in us) if us else True
        b.set_figure_state(**{name: on})

    def figure_menu(self) -> QMenu:
        b = self.board
        figs = b.table._figures
        sel = [f for f in b.state.selection if f in figs]
        menu = QMenu(b)
        head = sel[0] if len(sel) == 1 else translate("BataanBoard", "%n figure(s)", "", len(sel))
        title = menu.addAction(head)
        title.setEnabled(False)
        wounds = menu.addMenu(translate("BataanBoard", "Wounds (B14)"))
        for act in b.wound_actions.values():
            wounds.addAction(act)
        us = [figs[f] for f in sel if figs[f].side == "american"]
        b.act_revealed.setEnabled(bool(us))
        b.act_entrenched.setEnabled(bool(us))
        b.act_revealed.setChecked(bool(us) and all(f.revealed for f in us))
        b.act_entrenched.setChecked(bool(us) and all(f.entrenched for f in us))
        menu.addAction(b.act_revealed)
        menu.addAction(b.act_entrenched)
        menu.addSeparator()
        menu.addAction(b.act_ruler_move)
        menu.addAction(b.act_remove)
        b.act_ruler_move.setEnabled(bool(b.state.ruler_from) and b.state.ruler_end is not None)
        return menu

    # ==== the toolbar ==================================================================================
    def build_toolbar(self) -> QToolBar:
        b = self.board
        tb = b.toolbar = QToolBar(translate("BataanBoard", "Table tools"), b)
        tb.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        group = QActionGroup(b)
        b.tool_actions = {}
        for cls in TOOLS:
            act = self.act(fill(translate("BataanBoard", "%1 (%2)"), translate("BataanTools", cls.title), cls.shortcut), None, cls.shortcut, True,
                           cls.key == "select", translate("BataanTools", cls.tip), local=True)
            act.triggered.connect(lambda _=False, k=cls.key: b.set_tool(k))
            group.addAction(act)
            tb.addAction(act)
            b.tool_actions[cls.key] = act
        tb.addSeparator()
        self._draw_options(tb)
        self._place_options(tb)
        tb.addSeparator()
        tb.addAction(b.act_delete)
        self.kind_changed()
        return tb

    def _draw_options(self, tb: QToolBar) -> None:
        b = self.board
        b.kind_box = QComboBox()
        for kind in terrain_edit.AREA_TOOL_KINDS + terrain_edit.LINE_TOOL_KINDS:
            b.kind_box.addItem(fill(translate("BataanBoard", "%1 (line)") if kind in terrain_edit.LINE_TOOL_KINDS else translate("BataanBoard", "%1 (area)"),
                                    translate("BataanBoard", kind.title())), kind)
        b.width_box = QDoubleSpinBox()
        b.width_box.setRange(0.2, 12)
        b.width_box.setSingleStep(0.5)
        b.width_box.setSuffix(translate("BataanBoard", "\" wide"))
        b.kind_box.currentIndexChanged.connect(self.kind_changed)
        self.draw_options = [tb.addWidget(QLabel(translate("BataanBoard", " Kind "))), tb.addWidget(b.kind_box), tb.addWidget(b.width_box)]

    def _place_options(self, tb: QToolBar) -> None:
        b = self.board
        b.side_box = QComboBox()
        b.side_box.addItem(translate("BataanBoard", "Japanese"), "japanese")
        b.side_box.addItem(translate("BataanBoard", "American"), "american")
        b.unit_box = QSpinBox()
        b.unit_box.setRange(1, 4)
        b.unit_box.setPrefix(translate("BataanBoard", "unit "))
        b.role_box = QComboBox()
        b.role_box.addItem(translate("BataanBoard", "Whole platoon / squad"), "platoon")
        for r in ROLES:
            b.role_box.addItem(translate("BataanBoard", r.replace("_", " ")), r)
        b.formation_box = QComboBox()
        for f in formations.FORMATIONS:
            b.formation_box.addItem(translate("BataanBoard", f), f)
        b.count_box = QSpinBox()
        b.count_box.setRange(1, 60)
        b.count_box.setValue(10)
        b.count_box.setSuffix(translate("BataanBoard", " figures"))
        b.spacing_box = QDoubleSpinBox()
        b.spacing_box.setRange(1.0, 12.0)
        b.spacing_box.setSingleStep(0.5)
        b.spacing_box.setValue(2.0)
        b.spacing_box.setSuffix(translate("BataanBoard", "\" apart"))
        self.place_options = [tb.addWidget(w) for w in (b.side_box, b.unit_box, b.role_box, b.formation_box,
                                                        b.count_box, b.spacing_box)]

    def kind_changed(self) -> None:
        b = self.board
        kind = b.kind_box.currentData()
        line = kind in terrain_edit.LINE_TOOL_KINDS
        b.width_box.setEnabled(line)
        if line:
            b.width_box.setValue(terrain_edit.DEFAULT_WIDTH_IN[kind])
        if b.draft.points:
            b.draft.show()

    def show_options_for(self, tool_key: str) -> None:
        for a in self.draw_options:
            a.setVisible(tool_key == "draw")
        for a in self.place_options:
            a.setVisible(tool_key == "place")
