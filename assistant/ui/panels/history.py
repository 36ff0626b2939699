"""The Record dock: every change of this game, applied ones first, undone ones after them (greyed and
struck), and a marker for where the game stands. A click steps to a line; a jump of more than one step is
previewed and asked first, naming what it undoes or redoes."""

from __future__ import annotations

from html import escape

from PySide6.QtCore import Qt
from PySide6.QtGui import QBrush, QFont, QPalette
from PySide6.QtWidgets import (
    QAbstractItemView, QHBoxLayout, QLabel, QListWidget, QListWidgetItem, QMessageBox, QPushButton, QVBoxLayout,
    QWidget,
)
from ..i18n import translate

HERE = "\u25b6"  # ▶ the line the game stands at
UNDONE = "\u21b7"  # ↷ an undone change Redo brings back
LIST_AT_MOST = 12
START_WORDS = {"blank": "blank", "printed": "the printed set-up", "demo": "the demo position"}  # changes named in a jump question; the rest are counted


def plain(text: str) -> str:
    """User text (game, figure, chart names) for a widget that may read rich text: escaped, as a paragraph."""
    return f"<p>{escape(str(text))}</p>"


def jump_words(stack, target: int) -> tuple[str, list[str]]:
    """What going to ``target`` (a stack index: 0 is the game's start) does: (a sentence, the changes)."""
    here = stack.index()
    if target < here:
        names = [stack.text(i) for i in range(here - 1, target - 1, -1)]
        verb = "undoes"
    elif target > here:
        names = [stack.text(i) for i in range(here, target)]
        verb = "redoes"
    else:
        return translate("history", "The game stands here already."), []
    n = len(names)
    if verb == "undoes":
        return translate("history", "Going here undoes %n change(s), newest first:", "", n), names
    return translate("history", "Going here redoes %n change(s), oldest first:", "", n), names


class HistoryPanel(QWidget):
    def __init__(self, hub):
        super().__init__()
        self.hub = hub
        self.stack = hub.undo_stack
        self.setAccessibleName(translate("panels", "Record"))
        self.setAccessibleDescription(translate("history", "Every change of the game, oldest first; click one to go back to it"))
        lay = QVBoxLayout(self)
        lay.setContentsMargins(4, 4, 4, 4)
        self.summary = QLabel(translate("history", "No game open."))
        self.summary.setTextFormat(Qt.TextFormat.PlainText)
        self.summary.setWordWrap(True)
        top = QHBoxLayout()
        top.addWidget(self.summary, 1)
        lay.addLayout(top)
        self.view = QListWidget()
        self.view.setAccessibleName(translate("history", "Record of changes"))
        self.view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.view.setUniformItemSizes(True)
        self.view.itemClicked.connect(lambda item: self.go_to(self.view.row(item)))
        self.view.itemActivated.connect(lambda item: self.go_to(self.view.row(item)))
        self.view.currentRowChanged.connect(self._preview)
        lay.addWidget(self.view, 1)
        self.preview = QLabel()
        self.preview.setTextFormat(Qt.TextFormat.PlainText)
        self.preview.setWordWrap(True)
        self.preview.hide()
        lay.addWidget(self.preview)
        self.btn_undo = QPushButton(translate("history", "Undo"))
        self.btn_undo.clicked.connect(self.stack.undo)
        self.btn_redo = QPushButton(translate("history", "Redo"))
        self.btn_redo.clicked.connect(self.stack.redo)
        top.addWidget(self.btn_undo, 0, Qt.AlignmentFlag.AlignTop)
        top.addWidget(self.btn_redo, 0, Qt.AlignmentFlag.AlignTop)
        self.confirm = self._ask  # (title, text) -> bool; tests put their answer here
        # bound methods, not lambdas: Qt drops the connection when this panel is destroyed (a lambda would
        # outlive it and reach deleted widgets when the window closes)
        hub.gameOpened.connect(self._on_signal)
        self.stack.indexChanged.connect(self._on_signal)
        self.refresh()

    def _on_signal(self, _what=None) -> None:
        import shiboken6

        if shiboken6.isValid(self.stack) and shiboken6.isValid(self.view):   # not while the window is torn down
            self.refresh()

    # -- drawing ---------------------------------------------------------------------------------------
    def refresh(self) -> None:
        session = self.hub.session
        self.view.blockSignals(True)
        self.view.clear()
        here, count = self.stack.index(), self.stack.count()
        if session is not None:
            start = START_WORDS.get((session.settings or {}).get("setup"), "its set-up")
            self._add(0, f"Game start ({start})", here)
            for i in range(count):
                self._add(i + 1, f"{i + 1}. {self.stack.text(i)}", here)
            self.view.setCurrentRow(here)
            self.view.scrollToItem(self.view.item(here))
        self.view.blockSignals(False)
        self.btn_undo.setEnabled(self.stack.canUndo())
        self.btn_redo.setEnabled(self.stack.canRedo())
        if session is None:
            self.summary.setText(translate("history", "No game open."))
            self._say("")
            return
        undone = count - here
        text = translate("history", "%1: %n change(s) applied", "", here).replace("%1", session.name)
        if undone:
            text += translate("history", ", %n undone (%1, greyed). Redo (Ctrl+Y or Ctrl+Shift+Z) brings them back; a "
                              "new change drops them.", "", undone).replace("%1", UNDONE)
        else:
            text += translate("history", ". Click a line to go back to it; Ctrl+Z undoes the last change.")
        self.summary.setText(text)
        self._say("")

    def _add(self, row: int, text: str, here: int) -> None:
        item = QListWidgetItem()
        font = QFont(self.view.font())
        if row == here:
            item.setText(f"{HERE} {text}   " + translate("history", "(you are here)"))
            font.setBold(True)
        elif row > here:
            item.setText(f"{UNDONE} {text}   " + translate("history", "(undone)"))
            font.setStrikeOut(True)
            item.setForeground(QBrush(self.palette().color(QPalette.ColorGroup.Disabled,
                                                           QPalette.ColorRole.Text)))
        else:
            item.setText(f"   {text}")
        item.setFont(font)
        item.setToolTip(plain(text))
        self.view.addItem(item)

    def _preview(self, row: int) -> None:
        if row < 0 or self.hub.session is None:
            return
        sentence, names = jump_words(self.stack, row)
        shown = names[:3]
        more = " " + translate("history", "and %n more", "", len(names) - 3) if len(names) > 3 else ""
        self._say(f"{sentence} {'; '.join(shown)}{more}. " + translate("history", "Enter or a click goes there.")
                  if names else "")

    def _say(self, text: str) -> None:
        self.preview.setText(text)
        self.preview.setVisible(bool(text))

    # -- steering --------------------------------------------------------------------------------------
    def go_to(self, row: int) -> bool:
        """Step the game to the state after line ``row`` (0: the start). More than one step is asked first."""
        here = self.stack.index()
        if row < 0 or row > self.stack.count() or row == here:
            return False
        if abs(row - here) > 1:
            sentence, names = jump_words(self.stack, row)
            listed = "\n".join(f"  \u2022 {n}" for n in names[:LIST_AT_MOST])
            if len(names) > LIST_AT_MOST:
                listed += "\n  \u2026 " + translate("history", "and %n more", "", len(names) - LIST_AT_MOST)
            after = ("\n\n" + translate("history", "They stay in the Record, greyed: Redo brings them back until you "
                                         "make a new change.") if row < here else "")
            if not self.confirm(translate("history", "Go to line %1?").replace("%1", str(row)),
                                f"{sentence}\n{listed}{after}"):
                self.refresh()  # back to the marker
                return False
        self.stack.setIndex(row)
        return True

    def _ask(self, title: str, text: str) -> bool:
        box = QMessageBox(QMessageBox.Icon.Question, title, text,
                          QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.Cancel, self)
        box.setTextFormat(Qt.TextFormat.PlainText)
        box.setDefaultButton(QMessageBox.StandardButton.Cancel)
        box.button(QMessageBox.StandardButton.Yes).setText(translate("history", "Go there"))
        return box.exec() == QMessageBox.StandardButton.Yes
