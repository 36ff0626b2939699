"""New game and open game dialogs."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractItemView, QComboBox, QDialog, QDialogButtonBox, QFormLayout, QLabel, QLineEdit, QListWidget,
    QListWidgetItem, QTableWidget, QTableWidgetItem, QVBoxLayout,
)

from assistant.games import registry
from assistant.games.registry import kind
from assistant.store import games
from .i18n import translate


SETUP_NOTES = {
    "blank": "Only the game's starting state: you place every unit or figure yourself.",
    "printed": "The set-up the rules print. It is the game's start: the Record's first line, not an undoable "
               "change.",
    "demo": "A game in progress to try the tool. It is named as a demo in the title and status bar; nothing "
            "from it reaches your other games.",
}


def default_name(kind_title: str, setup: str) -> str:
    """The name ``new_game`` gives a game left unnamed."""
    return f"Demo: {kind_title}" if setup == "demo" else kind_title


class NewGameDialog(QDialog):
    def __init__(self, parent=None):
        super().__init__(parent)
        self.setWindowTitle(translate("dialogs", "New game"))
        lay = QVBoxLayout(self)
        self.kinds = QListWidget()
        for k in registry.kinds():
            item = QListWidgetItem(f"{k.title}\n    {k.blurb}")
            item.setData(Qt.ItemDataRole.UserRole, k.id)
            self.kinds.addItem(item)
        self.kinds.setWordWrap(True)   # each game's line of description wraps instead of running off the list
        self.kinds.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.kinds.setResizeMode(QListWidget.ResizeMode.Adjust)
        self.kinds.itemDoubleClicked.connect(lambda _i: self.accept())
        self.kinds.setAccessibleName(translate("dialogs", "Which game"))
        lay.addWidget(QLabel(translate("dialogs", "Which game?")))
        lay.addWidget(self.kinds)
        form = QFormLayout()
        self.name = QLineEdit()
        self.name.setPlaceholderText(translate("dialogs", "e.g. Saturday at the club"))
        form.addRow(translate("dialogs", "&Name:"), self.name)
        self.setup = QComboBox()
        self.setup.setAccessibleName(translate("dialogs", "Start from"))
        form.addRow(translate("dialogs", "&Start from:"), self.setup)
        self.setup_note = QLabel()
        self.setup_note.setWordWrap(True)
        self.setup_note.setTextFormat(Qt.TextFormat.PlainText)
        form.addRow("", self.setup_note)
        self.setup.currentIndexChanged.connect(lambda _i: self._describe())
        self.kinds.currentRowChanged.connect(lambda _r: self._fill_setups())
        self.kinds.setCurrentRow(0)
        self._fill_setups()
        lay.addLayout(form)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        lay.addWidget(buttons)
        self.resize(560, 480)

    def _fill_setups(self) -> None:
        item = self.kinds.currentItem()
        self.setup.clear()
        if item is None:
            return
        family = kind(item.data(Qt.ItemDataRole.UserRole)).family
        self.setup.blockSignals(True)
        for setup in registry.descriptor(family).setups:
            self.setup.addItem(setup.title, setup.id)
        self.setup.blockSignals(False)
        self._describe()

    def _describe(self) -> None:
        """What the chosen start gives, and the name the game gets if none is typed."""
        item = self.kinds.currentItem()
        setup = self.setup.currentData()
        if item is None or setup is None:
            return
        title = kind(item.data(Qt.ItemDataRole.UserRole)).title
        self.setup_note.setText(SETUP_NOTES.get(setup, ""))
        self.name.setPlaceholderText(translate("dialogs", "e.g. Saturday at the club (empty: \"%1\")")
                                     .replace("%1", default_name(title, setup)))

    def choice(self) -> tuple[str, str, str]:
        """(game kind, name, set-up id: "blank", "printed" or "demo")."""
        item = self.kinds.currentItem()
        return item.data(Qt.ItemDataRole.UserRole), self.name.text().strip(), self.setup.currentData()


class OpenGameDialog(QDialog):
    def __init__(self, store, parent=None):
        super().__init__(parent)
        self.setWindowTitle(translate("dialogs", "Open game"))
        lay = QVBoxLayout(self)
        rows = games.listing(store)
        self.table = QTableWidget(len(rows), 3)
        self.table.setHorizontalHeaderLabels([translate("dialogs", "Name"), translate("dialogs", "Game"), translate("dialogs", "Last played")])
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        for i, g in enumerate(rows):
            name = QTableWidgetItem(g["name"])
            name.setData(Qt.ItemDataRole.UserRole, g["id"])
            self.table.setItem(i, 0, name)
            self.table.setItem(i, 1, QTableWidgetItem(registry.title_of(g["kind"])))
            self.table.setItem(i, 2, QTableWidgetItem(g["updated_at"][:16].replace("T", " ")))
        self.table.resizeColumnsToContents()
        if rows:
            self.table.selectRow(0)
        self.table.doubleClicked.connect(lambda _i: self.accept())
        lay.addWidget(self.table)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Open | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        lay.addWidget(buttons)
        self.resize(640, 420)

    def game_id(self) -> int | None:
        row = self.table.currentRow()
        if row < 0:
            return None
        return int(self.table.item(row, 0).data(Qt.ItemDataRole.UserRole))
