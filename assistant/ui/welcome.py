"""What the middle of the window shows when no game is open: start, reopen, or recover."""

from __future__ import annotations

from html import escape

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QHBoxLayout, QLabel, QListWidget, QListWidgetItem, QPushButton, QVBoxLayout, QWidget

from assistant.store import games
from . import theme
from .i18n import fill, translate


class Welcome(QWidget):
    def __init__(self, window):
        super().__init__()
        self.window_ = window
        lay = QVBoxLayout(self)
        lay.setContentsMargins(60, 40, 60, 40)
        title = QLabel(translate("welcome", "<h1>Table Assistant</h1><p style='font-size:14pt'>Measure, roll and "
                                 "record beside the game table.</p>"))
        title.setAccessibleName(translate("welcome", "Table Assistant: measure, roll and record beside the game table"))
        lay.addWidget(title)
        self.problem = QLabel()
        self.problem.setWordWrap(True)
        bad = theme.css("bad", self)
        self.problem.setStyleSheet(f"color:{bad}; font-size:12pt; padding:8px; border:1px solid {bad};")
        self.problem.hide()
        lay.addWidget(self.problem)
        row = QHBoxLayout()
        self.btn_new = QPushButton(translate("welcome", "New game…"))
        self.btn_new.clicked.connect(window.new_game)
        self.btn_db = QPushButton(translate("welcome", "Open another database…"))
        self.btn_db.clicked.connect(window.open_database_dialog)
        for b in (self.btn_new, self.btn_db):
            b.setMinimumHeight(40)
            row.addWidget(b)
        row.addStretch(1)
        lay.addLayout(row)
        head = QHBoxLayout()
        head.addWidget(QLabel(translate("welcome", "<h3>Saved games</h3>")))
        head.addWidget(QLabel(translate("welcome", "double-click a game, or pick it and press Enter or Open")), 1)
        self.btn_open = QPushButton(translate("welcome", "Open"))
        self.btn_open.setMinimumHeight(34)
        self.btn_open.setEnabled(False)
        self.btn_open.clicked.connect(lambda: self.games.currentItem() and self._open_item(self.games.currentItem()))
        head.addWidget(self.btn_open)
        lay.addLayout(head)
        self.games = QListWidget()
        self.games.setStyleSheet("font-size:13pt;")
        self.games.setAccessibleName(translate("welcome", "Saved games"))
        self.games.setAccessibleDescription(translate("welcome", "Enter opens the game"))
        self.games.itemActivated.connect(self._open_item)
        self.games.currentItemChanged.connect(lambda item, _old: self.btn_open.setEnabled(item is not None))
        lay.addWidget(self.games, 1)

    def show_problem(self, text: str) -> None:
        self.problem.setText(translate("welcome", "<b>The database could not be opened.</b><br>%1<br>Open another "
                                       "database to go on; nothing was changed in that file.")
                             .replace("%1", escape(text)))
        self.problem.setAccessibleName(translate("welcome", "The database could not be opened"))
        self.problem.setAccessibleDescription(text)
        self.problem.show()

    def set_store(self, store) -> None:
        self.games.clear()
        self.btn_new.setEnabled(store is not None)
        if store is None:
            return
        self.problem.hide()
        from assistant.games.registry import title_of

        for g in games.listing(store):
            item = QListWidgetItem(fill(translate("welcome", "%1  —  %2  (last played %3)"), g["name"],
                                        title_of(g["kind"]), g["updated_at"][:16].replace("T", " ")))
            item.setData(Qt.ItemDataRole.UserRole, g["id"])
            self.games.addItem(item)
        if self.games.count():
            self.games.setCurrentRow(0)   # the newest game first: Enter or Open opens it

    def _open_item(self, item: QListWidgetItem) -> None:
        self.window_.open_game_id(int(item.data(Qt.ItemDataRole.UserRole)))
