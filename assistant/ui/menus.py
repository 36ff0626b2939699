"""The window's menus: File, Edit, View, Game, Turn, Help. A board's own actions (``game_actions()``)
go where they belong: an action may say so with ``action.setProperty("menu", "file" | "view" | "game" |
"turn")``; otherwise its words decide (a check box or "Show / Zoom / Fit / Grid" is View, "Load ... file /
Save / Import / Export / report" is File, "phase / turn / wave" is Turn, anything else Game)."""

from __future__ import annotations

import re

from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMenu

from .i18n import translate
from .keys import standard

MENUS = ("file", "view", "game", "turn")
_FILE = re.compile(r"\b(import|export|save|report)\b|\bload\b.*\bfile\b", re.IGNORECASE)
_VIEW = re.compile(r"^(show|hide|zoom|fit|grid|legend)\b|\bview\b", re.IGNORECASE)
_TURN = re.compile(r"\b(phase|turn|wave)\b", re.IGNORECASE)
# the same words in the shipped German catalogue (the verb comes last there: "Tisch einpassen")
_VIEW_DE = re.compile(r"\b(zeigen|einpassen|vergrößern|verkleinern|zoomen|raster\w*|legende)\b|ansicht", re.IGNORECASE)
_FILE_DE = re.compile(r"(import|export)ieren|speichern|bericht|\bdatei\b.*\bladen\b|datei\w* (laden|öffnen)",
                      re.IGNORECASE)
_TURN_DE = re.compile(r"\b(phase|runde|welle)\b", re.IGNORECASE)


def menu_for(act: QAction) -> str:
    """Which menu a board's action goes in: its ``menu`` property, else what its words say."""
    said = act.property("menu")
    if isinstance(said, str) and said.lower() in MENUS:
        return said.lower()
    text = act.text().replace("&", "")
    if act.isCheckable() or _VIEW.search(text) or _VIEW_DE.search(text):
        return "view"
    if _FILE.search(text) or _FILE_DE.search(text):
        return "file"
    if _TURN.search(text) or _TURN_DE.search(text):
        return "turn"
    return "game"


def make_actions(win) -> None:
    SK = QKeySequence.StandardKey
    a = win._action
    win.act_new = a(translate("menus", "&New game…"), win.new_game, SK.New,
                    translate("menus", "Start a new game: blank, the printed set-up or a demo"))
    win.act_open = a(translate("menus", "&Open game…"), win.open_game, SK.Open,
                     translate("menus", "Open a saved game"))
    win.act_open_db = a(translate("menus", "Open &database…"), win.open_database_dialog, "Ctrl+Shift+O",
                        translate("menus", "Use another Table Assistant database file"))
    win.act_backup = a(translate("menus", "&Back up database…"), win.backup_database, "Ctrl+Shift+S",
                       translate("menus", "Write a consistent copy of the whole database"))
    win.act_export_rolls = a(translate("menus", "&Export roll log as CSV…"), win.export_rolls, "Ctrl+E",
                             translate("menus", "Every roll of this game as a CSV file"))
    win.act_export_game = a(translate("menus", "Export game as &JSON…"), win.export_game, "Ctrl+Shift+E",
                            translate("menus", "The whole game: records, roll log and history, as one JSON file"))
    win.act_export_plot = a(translate("menus", "Export &plot…"), win.export_plot, "Ctrl+Shift+G",
                            translate("menus", "The plot in front in the Plots panel, as a PNG picture or an SVG drawing"))
    win.act_print = a(translate("menus", "&Print…"), win.print_board, SK.Print,
                      translate("menus", "Print the board as it stands"))
    win.act_quit = a(translate("menus", "&Quit"), win.close)
    win.act_quit.setShortcuts(standard(SK.Quit, "Ctrl+Q"))
    win.act_undo = win.hub.undo_stack.createUndoAction(win, translate("menus", "&Undo"))
    win.act_undo.setShortcuts(standard(SK.Undo, "Ctrl+Z"))
    win.act_redo = win.hub.undo_stack.createRedoAction(win, translate("menus", "&Redo"))
    win.act_redo.setShortcuts(standard(SK.Redo, "Ctrl+Y", "Ctrl+Shift+Z"))
    win.act_clear_selection = a(translate("menus", "Clear &selection"), win.clear_selection, "Esc", translate(
        "menus", "Put down the armed tool, else select nothing on the board (Esc)"))
    win.act_rename = a(translate("menus", "&Rename game…"), win.rename_game, "F2")
    win.act_referee = a(translate("menus", "R&eferee…"), win.set_referee, tip=translate(
        "menus", "The referee's name kept with this game (named in league reports)"))
    win.act_rulings = a(translate("menus", "Rulings and &settings…"), win.edit_rulings, "Ctrl+,",
                        translate("menus", "The referee's readings of the rules for this game"))
    win.act_reset_layout = a(translate("menus", "Reset &layout"), win.reset_layout, tip=translate(
        "menus", "Put the panels back where they start for this board (a wide table gets the width)"))
    win.act_preferences = a(translate("menus", "&Preferences…"), lambda: open_preferences(win), tip=translate(
        "menus", "The program's own settings: the language of the window"))
    win.act_preferences.setMenuRole(QAction.MenuRole.PreferencesRole)
    win.act_board_only = a(translate("menus", "&Board only"), win.set_board_only, "F9", translate(
        "menus", "Fold every panel away so the board has the whole window; again to bring them back"))
    win.act_board_only.setCheckable(True)
    win.act_players_view = a(translate("menus", "&Players' view"), win.open_players_view, "F11", translate(
        "menus", "The board as the players may see it, in its own window: full screen on a second screen"))
    win.act_about = a(translate("menus", "&About Table Assistant…"), win.about)
    win.act_rules = a(translate("menus", "&Rules reference…"), win.show_rules_reference, SK.HelpContents)
    win.act_keys = a(translate("menus", "&Keyboard shortcuts…"), win.show_shortcuts, "Ctrl+/")
    win.act_log_folder = a(translate("menus", "Open &log folder"), win.open_log_folder,
                           tip=translate("menus", "Where errors are written down"))
    from .palette import palette_action

    win.act_palette = palette_action(win)
    win.addAction(win.act_palette)
    win.act_check_db = a(translate("menus", "&Check database…"), win.check_database,
                         tip=translate("menus", "Look for damage in the database file (repairs nothing)"))


def open_preferences(win) -> None:
    """Edit > Preferences (its module is loaded when first asked for: issue 17.6)."""
    from .preferences import open_preferences as open_dialog

    open_dialog(win)


def make_menus(win) -> None:
    mb = win.menuBar()
    m_file = win.menu_file = mb.addMenu(translate("menus", "&File"))
    m_file.addActions([win.act_new, win.act_open])
    win.menu_recent = QMenu(translate("menus", "Open &recent"), win)
    m_file.addMenu(win.menu_recent)
    win.file_board_anchor = m_file.addSeparator()  # the board's file actions go above this line
    m_file.addActions([win.act_export_rolls, win.act_export_game, win.act_export_plot])
    m_file.addSeparator()
    m_file.addAction(win.act_print)
    m_file.addSeparator()
    m_file.addActions([win.act_backup, win.act_open_db])
    m_file.addSeparator()
    m_file.addAction(win.act_quit)
    m_edit = mb.addMenu(translate("menus", "&Edit"))
    m_edit.addActions([win.act_undo, win.act_redo])
    m_edit.addSeparator()
    m_edit.addAction(win.act_clear_selection)
    m_edit.addSeparator()
    m_edit.addAction(win.act_preferences)
    win.menu_view = mb.addMenu(translate("menus", "&View"))  # the docks, then the board's view actions
    win.menu_game = mb.addMenu(translate("menus", "&Game"))
    from .charts import install as install_charts

    win.act_charts = install_charts(win)  # Game > Charts…, and the chart problems report at start
    win.menu_game.addAction(win.act_palette)
    win.commands_anchor = win.menu_game.addSeparator()   # Game > All commands goes above this line
    win.menu_commands = None
    win.menu_game.addActions([win.act_rename, win.act_referee, win.act_rulings, win.act_charts])
    win.menu_turn = mb.addMenu(translate("menus", "&Turn"))
    win.menu_turn.menuAction().setVisible(False)  # shown when the board has turn commands
    m_help = mb.addMenu(translate("menus", "&Help"))
    m_help.addActions([win.act_rules, win.act_keys])
    m_help.addSeparator()
    m_help.addActions([win.act_check_db, win.act_log_folder])
    m_help.addSeparator()
    m_help.addAction(win.act_about)
    win._board_entries = []


def place_commands_menu(win) -> None:
    """Game > All commands for the open game (its catalogue by procedure), replacing the last game's."""
    from .palette import commands_menu

    if win.menu_commands is not None:
        win.menu_game.removeAction(win.menu_commands.menuAction())
        win.menu_commands.deleteLater()
        win.menu_commands = None
    menu = commands_menu(win) if win.hub.session is not None else None
    if menu is not None:
        win.menu_game.insertMenu(win.commands_anchor, menu)
        win.menu_commands = menu
    win.act_palette.setEnabled(menu is not None)


def board_actions(win) -> list[QAction]:
    """The open board's actions as the menus hold them (separators left out)."""
    return [act for _menu, act in win._board_entries if not act.isSeparator()]


def clear_board_actions(win) -> None:
    for menu, act in win._board_entries:
        menu.removeAction(act)
    win._board_entries = []
    win.menu_turn.menuAction().setVisible(False)


def place_board_actions(win, actions) -> None:
    """Put the board's actions in File / View / Game / Turn, each group after a separator."""
    clear_board_actions(win)
    groups: dict[str, list[QAction]] = {m: [] for m in MENUS}
    for act in actions:
        if act is not None and not act.isSeparator():
            groups[menu_for(act)].append(act)
    targets = {"view": win.menu_view, "game": win.menu_game, "turn": win.menu_turn}
    for key, acts in groups.items():
        if not acts:
            continue
        if key == "file":
            menu = win.menu_file
            win._board_entries.append((menu, menu.insertSeparator(win.file_board_anchor)))
            for act in acts:
                menu.insertAction(win.file_board_anchor, act)
                win._board_entries.append((menu, act))
            continue
        menu = targets[key]
        if menu.actions():
            win._board_entries.append((menu, menu.addSeparator()))
        for act in acts:
            menu.addAction(act)
            win._board_entries.append((menu, act))
    win.menu_turn.menuAction().setVisible(bool(groups["turn"]))
