"""The command palette (Ctrl+K, Game > Commands…): every command and query of the open game, found by
name, words or rule number (typing ``4.2.1`` or ``B30`` finds the commands that apply it), each saying
whether it can be used now and, if not, the rule that says why. Enter opens the command's form
(:mod:`command_form`), built from its catalogue entry. Game > All commands lists the same entries by
procedure, so every command has a menu path too.

Everything here is built from the game's catalogue (:mod:`assistant.games.catalogue`): a command declared
there is reachable from the window by construction.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QDialog, QLabel, QLineEdit, QListWidget, QListWidgetItem, QMenu, QVBoxLayout

from assistant.core.errors import InputError
from assistant.games import catalogue as C

from . import theme
from .i18n import fill, translate

ENTRY_ROLE = Qt.ItemDataRole.UserRole + 2


def catalogue_for(hub) -> C.Catalogue | None:
    """The open game's catalogue (None: no game, or a game that declares none)."""
    if hub.session is None:
        return None
    try:
        return C.catalogue_of(hub.session.kind.family)
    except InputError:
        return None


def commands_for(hub, board) -> Any:
    """The object the entries call: the board's own (shared with its panels), else one made for the session."""
    found = board.commands() if board is not None else None
    if found is not None:
        return found
    cat = catalogue_for(hub)
    return cat.open(hub.session) if cat is not None else None


class CommandPalette(QDialog):
    """Type to find a command; Enter (or a double click) opens its form."""

    def __init__(self, window):
        super().__init__(window)
        self.window_ = window
        self.hub = window.hub
        self.setWindowTitle(translate("CommandPalette", "Commands"))
        self.setObjectName("command_palette")
        self.catalogue = catalogue_for(self.hub)
        self.commands = commands_for(self.hub, window.board) if self.catalogue is not None else None
        lay = QVBoxLayout(self)
        self.search = QLineEdit()
        self.search.setPlaceholderText(translate("CommandPalette", "Type a command, words or a rule number (B30, 4.2.1)"))
        self.search.setAccessibleName(translate("CommandPalette", "Find a command"))
        self.search.setClearButtonEnabled(True)
        lay.addWidget(self.search)
        self.list = QListWidget()
        self.list.setAccessibleName(translate("CommandPalette", "Commands found"))
        self.list.setUniformItemSizes(False)
        self.list.setWordWrap(True)
        lay.addWidget(self.list, 1)
        self.note = QLabel()
        self.note.setTextFormat(Qt.TextFormat.PlainText)
        self.note.setWordWrap(True)
        lay.addWidget(self.note)
        self.search.textChanged.connect(self.fill)
        self.search.returnPressed.connect(self.open_current)
        self.list.itemActivated.connect(lambda _item: self.open_current())
        self.list.currentItemChanged.connect(self._on_current)
        self.resize(min(720, max(480, window.width() // 2)), min(560, max(360, int(window.height() * 0.7))))
        self.fill("")

    def keyPressEvent(self, event) -> None:  # noqa: N802 - arrows in the search walk the list
        if event.key() in (Qt.Key.Key_Down, Qt.Key.Key_Up, Qt.Key.Key_PageDown, Qt.Key.Key_PageUp):
            self.list.setFocus()
            self.list.keyPressEvent(event)
            self.search.setFocus()
            return
        super().keyPressEvent(event)

    def fill(self, text: str) -> None:
        self.list.clear()
        if self.catalogue is None:
            self.note.setText(translate("CommandPalette", "This game declares no commands."))
            return
        found = self.catalogue.search(text)
        mute = theme.colour("muted", self)
        for e in found:
            why = e.why_not(self.commands)
            line = f"{e.title}    {e.rule}    · {e.group}"
            item = QListWidgetItem(line + ("\n    " + fill(translate("CommandPalette", "Not now: %1"), why)
                                           if why else ""))
            item.setData(ENTRY_ROLE, e.name)
            item.setToolTip(e.summary)
            if why:
                item.setForeground(mute)
            self.list.addItem(item)
        if found:
            self.list.setCurrentRow(0)
        self.note.setText(translate("CommandPalette", "%n command(s) found. Enter opens the form; Esc closes.", "",
                                    len(found)))

    def _on_current(self, item, _prev=None) -> None:
        if item is not None:
            e = self.catalogue.entry(item.data(ENTRY_ROLE))
            self.note.setText(f"{e.summary} ({e.rule})")

    def open_current(self) -> None:
        item = self.list.currentItem()
        if item is None or self.catalogue is None:
            return
        entry = self.catalogue.entry(item.data(ENTRY_ROLE))
        self.accept()
        open_form(self.window_, entry.name)


def open_form(window, name: str):
    """Open the form of the open game's command ``name`` (None when the game has no such command)."""
    from .command_form import CommandForm

    cat = catalogue_for(window.hub)
    if cat is None:
        return None
    entry = cat.entry(name)
    form = CommandForm(window.hub, cat, entry, commands_for(window.hub, window.board), window, board=window.board)
    form.show()
    form.raise_()
    window.command_form = form
    return form


def open_palette(window) -> CommandPalette | None:
    if window.hub.session is None:
        return None
    dlg = CommandPalette(window)
    window.command_palette = dlg
    dlg.open()
    dlg.search.setFocus()
    return dlg


def commands_menu(window) -> QMenu | None:
    """Game > All commands: the catalogue's entries by procedure (each opens its form)."""
    cat = catalogue_for(window.hub)
    if cat is None:
        return None
    menu = QMenu(translate("CommandPalette", "All &commands"), window)
    groups: dict[str, QMenu] = {}
    for e in cat.entries:
        sub = groups.get(e.group)
        if sub is None:
            sub = groups[e.group] = menu.addMenu(e.group)
        act = QAction(f"{e.title} ({e.rule})", sub)
        act.setToolTip(e.summary)
        act.setStatusTip(e.summary)
        act.triggered.connect(lambda _=False, n=e.name: open_form(window, n))
        sub.addAction(act)
    return menu


def palette_action(window) -> QAction:
    act = QAction(translate("CommandPalette", "&Commands…"), window)
    act.setShortcut(QKeySequence("Ctrl+K"))
    act.setStatusTip(translate("CommandPalette", "Find any command of this game by name, words or rule number"))
    act.setToolTip(act.statusTip())
    act.triggered.connect(lambda: open_palette(window))
    return act
