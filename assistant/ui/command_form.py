"""A command's form, built from its catalogue entry (issue 22.2): one field per parameter, the preview or
odds of what it would do (the same function the command reads), and Run.

The form collects words and picks, nothing more: :func:`assistant.games.catalogue.preview` checks them and
says what the command would do, :func:`assistant.games.catalogue.run` checks the rule and returns the ONE
Change, and the hub applies it (undoable). A field of a kind the board selects (a figure, a unit, a hex,
a town) has a "From the board" button: select on the board while the form stays open, then take it.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import (QAbstractItemView, QCheckBox, QComboBox, QCompleter, QDialog, QDialogButtonBox,
                               QFormLayout, QHBoxLayout, QLabel, QLineEdit, QListWidget, QListWidgetItem,
                               QMessageBox, QPlainTextEdit, QPushButton, QScrollArea, QVBoxLayout, QWidget)

from assistant.core.errors import InputError
from assistant.games import catalogue as C

from . import theme
from .i18n import fill, tr_error, tr_message, translate
from .odds_view import OddsView

PREVIEW_DELAY_MS = 150
PICKABLE = ("figure", "unit", "hex", "town")


class Field:
    """One parameter's editor: ``widget`` in the form, ``raw()`` the words or value it holds ("" = none)."""

    def __init__(self, param: C.Param, choices: list[tuple[str, str]], changed):
        self.param = param
        self.choices = choices
        p = param
        if p.kind == "flag":
            box = QCheckBox()
            if p.default is None:          # not given: leave as it is
                box.setTristate(True)
                box.setCheckState(Qt.CheckState.PartiallyChecked)
            else:
                box.setChecked(bool(p.default) if not p.required else False)
            box.stateChanged.connect(changed)
            self.widget: QWidget = box
        elif p.kind == "choice":
            box = QComboBox()
            if not p.required:
                box.addItem(translate("CommandForm", "(as it is)") if p.default is None else str(p.default),
                            None if p.default is None else p.default)
            for c in p.choices:
                if p.required or c != p.default:
                    box.addItem(c, c)
            box.currentIndexChanged.connect(changed)
            self.widget = box
        elif choices and p.many:
            lst = QListWidget()
            lst.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection)
            for value, label in choices:
                item = QListWidgetItem(label)
                item.setData(Qt.ItemDataRole.UserRole, value)
                lst.addItem(item)
            lst.setMaximumHeight(140)
            lst.itemSelectionChanged.connect(changed)
            self.widget = lst
        elif choices:
            box = QComboBox()
            box.setEditable(True)
            box.setInsertPolicy(QComboBox.InsertPolicy.NoInsert)
            if not p.required:
                box.addItem("", "")
            for value, label in choices:
                box.addItem(label, value)
            box.setCurrentIndex(0 if not p.required else -1)
            completer = box.completer()
            if completer is not None:
                completer.setFilterMode(Qt.MatchFlag.MatchContains)
                completer.setCompletionMode(QCompleter.CompletionMode.PopupCompletion)
            box.currentTextChanged.connect(changed)
            self.widget = box
        elif p.kind == "json":
            edit = QPlainTextEdit()
            edit.setPlaceholderText(p.help or translate("CommandForm", "JSON"))
            edit.setMaximumHeight(90)
            edit.textChanged.connect(changed)
            self.widget = edit
        else:
            edit = QLineEdit()
            hint = {"hex": translate("CommandForm", "a hex as printed, e.g. 17.16"),
                    "point": translate("CommandForm", "x,y in inches") + ("; x,y …" if p.many else ""),
                    "number": translate("CommandForm", "a number"),
                    "integer": translate("CommandForm", "a whole number")}.get(p.kind, p.help)
            if not p.required:
                hint = fill(translate("CommandForm", "%1 (optional)"), hint or "")
            edit.setPlaceholderText(hint or "")
            if not p.required and p.default not in (None, (), ""):
                edit.setText(_words(p.default))
            edit.textChanged.connect(changed)
            self.widget = edit
        self.widget.setToolTip(p.help or p.describe())
        self.widget.setAccessibleName(p.shown)

    def raw(self) -> Any:
        w, p = self.widget, self.param
        if isinstance(w, QCheckBox):
            state = w.checkState()
            return None if state == Qt.CheckState.PartiallyChecked else state == Qt.CheckState.Checked
        if isinstance(w, QListWidget):
            return [i.data(Qt.ItemDataRole.UserRole) for i in w.selectedItems()]
        if isinstance(w, QComboBox):
            if p.kind == "choice":
                return w.currentData()
            text = w.currentText().strip()
            i = w.findText(text)
            return (w.itemData(i) if i >= 0 else text) or ""
        if isinstance(w, QPlainTextEdit):
            return w.toPlainText().strip()
        return w.text().strip()

    def take(self, values: list) -> None:
        """Fill from the board's selection."""
        w = self.widget
        if not values:
            return
        if isinstance(w, QListWidget):
            for i in range(w.count()):
                w.item(i).setSelected(w.item(i).data(Qt.ItemDataRole.UserRole) in values)
        elif isinstance(w, QComboBox):
            for i in range(w.count()):
                if w.itemData(i) == values[0]:
                    w.setCurrentIndex(i)
                    return
            w.setEditText(str(values[0]))
        elif isinstance(w, QLineEdit):
            w.setText(",".join(map(str, values)) if self.param.many else str(values[0]))


def _words(v: Any) -> str:
    if isinstance(v, (list, tuple)):
        return ",".join(map(str, v))
    return str(v)


class CommandForm(QDialog):
    """The form of one catalogue entry over the open game. Modeless: the board stays usable beside it."""

    def __init__(self, hub, catalogue: C.Catalogue, entry: C.Entry, commands: Any, parent: QWidget | None = None,
                 board: Any = None):
        super().__init__(parent)
        self.hub, self.catalogue, self.entry, self.commands, self.board = hub, catalogue, entry, commands, board
        self.setWindowTitle(f"{entry.title} ({entry.rule})")
        self.setObjectName("command_form")
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, True)
        outer = QVBoxLayout(self)
        head = QLabel(entry.summary)
        head.setTextFormat(Qt.TextFormat.PlainText)
        head.setWordWrap(True)
        outer.addWidget(head)
        self.why_not = QLabel()
        self.why_not.setTextFormat(Qt.TextFormat.PlainText)
        self.why_not.setWordWrap(True)
        self.why_not.setStyleSheet(theme.text_style("warning", self))
        outer.addWidget(self.why_not)

        form = QFormLayout()
        form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)
        self.fields: dict[str, Field] = {}
        for p in entry.params:
            choices = catalogue.choices(commands, p.kind) if p.kind in C.LISTED else []
            field = Field(p, choices, self._changed)
            self.fields[p.name] = field
            row: QWidget = field.widget
            if p.kind in PICKABLE and board is not None:
                holder = QWidget()
                line = QHBoxLayout(holder)
                line.setContentsMargins(0, 0, 0, 0)
                line.addWidget(field.widget, 1)
                take = QPushButton(translate("CommandForm", "From the board"))
                take.setToolTip(fill(translate("CommandForm", "Use what is selected on the board (%1)"), p.kind))
                take.clicked.connect(lambda _=False, f=field: self._take(f))
                line.addWidget(take)
                row = holder
            label = p.shown[:1].upper() + p.shown[1:]
            form.addRow(label + ("" if p.required else " " + translate("CommandForm", "(optional)")), row)
        outer.addLayout(form)

        self.odds = OddsView()
        area = QScrollArea()
        area.setWidgetResizable(True)
        area.setWidget(self.odds)
        area.setFrameShape(QScrollArea.Shape.NoFrame)
        area.setMinimumHeight(120)
        outer.addWidget(area, 1)
        self.error = QLabel()
        self.error.setTextFormat(Qt.TextFormat.PlainText)
        self.error.setWordWrap(True)
        self.error.setStyleSheet(theme.text_style("bad", self))
        outer.addWidget(self.error)

        buttons = QDialogButtonBox()
        self.run_button = buttons.addButton(translate("CommandForm", "Ask") if entry.query
                                            else translate("CommandForm", "Run"),
                                            QDialogButtonBox.ButtonRole.AcceptRole)
        self.run_button.setDefault(True)
        self.run_button.setToolTip(translate("CommandForm", "Check the rule and do it: one step you can undo")
                                   if not entry.query else translate("CommandForm", "Answer; nothing changes"))
        buttons.addButton(QDialogButtonBox.StandardButton.Close).clicked.connect(self.close)
        self.run_button.clicked.connect(self.run)
        outer.addWidget(buttons)

        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self.refresh)
        self.resize(680, 560)
        hub.recordChanged.connect(self._on_record)
        self.refresh()

    # -- reading the fields --------------------------------------------------------------------------------
    def values(self) -> dict[str, Any]:
        out = {}
        for name, f in self.fields.items():
            raw = f.raw()
            if raw is None or raw == "" or raw == []:
                continue
            out[name] = raw
        return out

    def _take(self, field: Field) -> None:
        picked = self.board.selected_for(field.param.kind) if self.board is not None else []
        if not picked:
            self.error.setText(fill(translate("CommandForm", "Nothing of that kind (%1) is selected on the board."),
                                    field.param.kind))
            return
        field.take(picked)

    def _changed(self, *_args) -> None:
        self._timer.start(PREVIEW_DELAY_MS)

    def _on_record(self, _change) -> None:
        try:
            self.refresh()
        except RuntimeError:   # closed meanwhile
            pass

    # -- preview and run ---------------------------------------------------------------------------------
    def refresh(self) -> None:
        reason = self.entry.why_not(self.commands)
        self.why_not.setText(fill(translate("CommandForm", "Not now: %1"), tr_message(reason)) if reason else "")
        self.why_not.setVisible(bool(reason))
        self.error.clear()
        values = self.values()
        missing = [p.shown for p in self.entry.params if p.required and p.name not in values]
        if missing:       # nothing to check yet: say what to fill in, without an error's colour
            self.odds.show_preview(C.Preview((fill(translate("CommandForm", "To fill in: %1"), ", ".join(missing)),)))
            self.run_button.setEnabled(False)
            return
        if self.entry.query:         # a question answers as soon as it can be asked (it changes nothing)
            try:
                answer = C.run(self.catalogue, self.entry, self.commands, values).answer
                self.odds.show_preview(C.as_preview(self.entry.shown(answer) if self.entry.shown else answer,
                                                    self.entry.title, self.entry.rule))
            except InputError as refused:
                self.odds.show_preview(C.Preview(problems=(C.said(refused),)))
            self.run_button.setEnabled(not reason)
            return
        shown = C.preview(self.catalogue, self.entry, self.commands, values)
        if reason and shown.problems and shown.problems[0] == reason:   # said above already
            shown = C.Preview(shown.lines, shown.tables, shown.problems[1:])
        self.odds.show_preview(shown)
        self.run_button.setEnabled(not reason and shown.ok)

    def run(self) -> bool:
        self.error.clear()
        if self.entry.confirm and not self.entry.query:
            box = QMessageBox(QMessageBox.Icon.Question, self.entry.title, self.entry.confirm,
                              QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.Cancel, self)
            box.setDefaultButton(QMessageBox.StandardButton.Cancel)
            if box.exec() != QMessageBox.StandardButton.Yes:
                return False
        try:
            result = C.run(self.catalogue, self.entry, self.commands, self.values())
        except InputError as refused:
            self.error.setText(tr_error(refused))
            return False
        if result.change is None:
            self.odds.show_preview(C.as_preview(result.entry.shown(result.answer) if result.entry.shown
                                                else result.answer, self.entry.title, self.entry.rule))
            return True
        if not self.hub.push(result.change):
            self.error.setText(translate("CommandForm", "Nothing was recorded (the reason is in the message shown)."))
            return False
        self.hub.message.emit("; ".join(result.lines()[:3]))
        self.close()
        return True
