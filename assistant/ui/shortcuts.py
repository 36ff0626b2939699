"""Help > Keyboard shortcuts: every menu command of the window and of the open game's board (its keys,
if it has any), then the board's other keys."""

from __future__ import annotations

from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QHeaderView, QTableWidget, QTableWidgetItem, QVBoxLayout

from .widgets import fit_size
from .i18n import translate


def collect(window) -> list[tuple[str, str, str]]:
    """(where, what, keys) for every menu action (keys "" when it has none), then the board's other
    actions with keys and the keys it describes itself."""
    seen: set[int] = set()
    rows: list[tuple[str, str, str]] = []

    def add(where: str, act: QAction, keyed_only: bool = False) -> None:
        if id(act) in seen or act.isSeparator() or act.menu() is not None or not act.text():
            return
        keys = ", ".join(s.toString(QKeySequence.SequenceFormat.NativeText) for s in act.shortcuts() if not s.isEmpty())
        if keys or not keyed_only:
            seen.add(id(act))
            rows.append((where, act.text().replace("&&", "\0").replace("&", "").replace("\0", "&")
                         .rstrip("…").strip(), keys))

    for menu_action in window.menuBar().actions():
        menu = menu_action.menu()
        name = menu_action.text().replace("&", "")
        if not menu_action.isVisible():
            continue
        for act in menu.actions() if menu else ():
            if act.menu():
                for sub in act.menu().actions():
                    add(name, sub)
            else:
                add(name, act)
    board = getattr(window, "board", None)
    if board is not None:
        for act in board.findChildren(QAction):
            add("Board", act, keyed_only=True)
        for where, what, keys in (board.shortcut_notes() if board is not None else []):
            rows.append((where, what, keys))
    return rows


class ShortcutsDialog(QDialog):
    def __init__(self, window):
        super().__init__(window)
        self.setWindowTitle(translate("shortcuts", "Keyboard shortcuts"))
        fit_size(self, 640, 620)
        rows = collect(window)
        table = QTableWidget(len(rows), 3)
        table.setHorizontalHeaderLabels([translate("shortcuts", "Where"), translate("shortcuts", "What"), translate("shortcuts", "Keys")])
        for i, row in enumerate(rows):
            for j, text in enumerate(row):
                table.setItem(i, j, QTableWidgetItem(text))
        table.verticalHeader().hide()
        table.horizontalHeader().setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        table.resizeColumnsToContents()
        table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.table = table
        lay = QVBoxLayout(self)
        lay.addWidget(table)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        lay.addWidget(buttons)
