"""Game > Charts…: the game's rule charts, with the ones the source does not print editable (issue #4).

The list shows every chart of the game and where it comes from (shipped, the user's chart folder, edited
for this game). A chart shows its rows (min, max, result, text, count) and its modifiers in tables. An
editable chart (B10, T4, S5, L2, ``editable = true``) and the Bataan weapons chart (dice, range, hit number
per weapon) can be edited: Save checks the entries with the chart loader's checks and pushes one undoable
change; a bad entry names the row and field and changes nothing. "Reset to default" removes the game's
edit (also undoable).

"New chart…" (rulings L2, T4: charts the source does not print at all) asks for a title, an id and the
dice (:mod:`.newchart`) and opens the chart as a draft: one editable row over the dice's whole range,
noted "Entered by the referee". Nothing is stored until Save, which adds it to the game as one undoable
change (Edit > Undo removes it). "Delete chart" removes a chart the referee made (undoable) or drops a
draft.
"""

from __future__ import annotations

from html import escape
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, Qt
from PySide6.QtGui import QBrush, QFont
from PySide6.QtWidgets import (
    QAbstractItemView, QDialog, QHBoxLayout, QHeaderView, QLabel, QListWidget, QListWidgetItem, QPushButton,
    QSplitter, QStackedWidget, QTableWidget, QTableWidgetItem, QVBoxLayout, QWidget,
)

from assistant.games import chart_overrides as co
from assistant.core.charts import Chart
from assistant.games.chart_sources import user_charts_dir
from assistant.core.errors import InputError
from ..widgets import fit_size
from .. import theme
from ..i18n import fill, translate

WEAPONS = "__weapons__"
ROW_COLS = ("min", "max", "result", "text", "count")
ROW_HEADS = ("Min", "Max", "Result", "Text", "Count")
MOD_COLS = ("id", "label", "value", "group", "rule")
MOD_HEADS = ("Id", "Label", "Value", "Group", "Rule")
WEAPON_COLS = ("dice", "range_in", "hit_on", "automatic", "group_per_stationary", "group_per_moved")
WEAPON_HEADS = ("Weapon", "Side", "Dice", "Range (in)", "Hit on", "Automatic", "Group: 1 die per\nstill figures",
                "Group: 1 die per\nmoved figures", "Our defaults\n(not in the source)")
INT_FIELDS = {"min", "max", "count", "value", "dice", "hit_on", "group_per_stationary", "group_per_moved"}
# colours from the palette (assistant.ui.theme): a default cell and a note on an amber-tinted base, an edited
# cell on a green-tinted one, a read-only note on the window colour; they read on a light and a dark palette
SOURCE_WORDS = {"shipped": QT_TRANSLATE_NOOP("editor", "shipped"),
                "user": QT_TRANSLATE_NOOP("editor", "your chart file"),
                "game": QT_TRANSLATE_NOOP("editor", "edited for this game")}


def note_style(widget) -> str:
    return theme.note_style(widget, " font-size:11pt;")


def read_only_style(widget) -> str:
    return (f"background:{theme.css('window', widget)}; color:{theme.css('text', widget)}; "
            f"border:1px solid {theme.css('frame', widget)}; padding:6px; font-size:11pt;")


def _number(text: str, field: str) -> Any:
    """A cell's text as the chart field wants it: a whole number where one is due (else the text, which
    the checks then refuse by name), a decimal for a range, None for an empty optional cell."""
    t = text.strip()
    if t == "":
        return None
    if field == "range_in":
        try:
            return float(t)
        except ValueError:
            return t
    if field in INT_FIELDS:
        try:
            return int(t)
        except ValueError:
            return t
    return t


class ChartsDialog(QDialog):
    def __init__(self, hub, parent=None):
        super().__init__(parent)
        self.hub = hub
        self.session = hub.session
        self.setWindowTitle(translate("editor", "Charts: %1").replace("%1", self.session.name) if self.session
                            else translate("editor", "Charts"))
        fit_size(self, 1240, 680)
        self.book = None
        self.current: str | None = None
        self.draft: Chart | None = None       # a new chart opened in the editor, not saved yet
        self.new_dialog = None

        lay = QVBoxLayout(self)
        split = QSplitter(Qt.Orientation.Horizontal)
        lay.addWidget(split, 1)
        left = QWidget()
        ll = QVBoxLayout(left)
        ll.setContentsMargins(0, 0, 0, 0)
        ll.addWidget(QLabel(translate("editor", "<b>Charts of this game</b>")))
        self.list = QListWidget()
        self.list.setMinimumWidth(290)
        ll.addWidget(self.list, 1)
        self.new_btn = QPushButton(translate("editor", "New chart…"))
        self.new_btn.setToolTip(translate("editor", "Add a chart the source does not print (L2, T4): title, id, "
                                          "dice; you fill in the rows"))
        ll.addWidget(self.new_btn)
        legend = QLabel(translate("editor", "<b>[edited]</b> edited for this game &nbsp; <b>[editable]</b> not "
                                  "printed in the source &nbsp; <b>[your file]</b> from your chart folder &nbsp; "
                                  "<b>[referee]</b> entered by the referee &nbsp; <b>[new, not saved]</b> a draft"))
        legend.setWordWrap(True)
        ll.addWidget(legend)
        split.addWidget(left)

        right = QWidget()
        rl = QVBoxLayout(right)
        rl.setContentsMargins(0, 0, 0, 0)
        self.heading = QLabel()
        self.heading.setStyleSheet("font-size:15pt; font-weight:bold;")
        self.heading.setWordWrap(True)
        self.info = QLabel()
        self.info.setWordWrap(True)
        self.info.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.note = QLabel()
        self.note.setWordWrap(True)
        self.note.setStyleSheet(note_style(self))
        for w in (self.heading, self.info, self.note):
            rl.addWidget(w)
        self.pages = QStackedWidget()
        rl.addWidget(self.pages, 1)
        self.pages.addWidget(self._chart_page())
        self.pages.addWidget(self._weapons_page())
        self.message = QLabel()
        self.message.setWordWrap(True)
        self.message.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        rl.addWidget(self.message)
        buttons = QHBoxLayout()
        self.save_btn = QPushButton(translate("editor", "Save"))
        self.save_btn.setToolTip(translate("editor", "Check the entries and save them with this game (Edit > Undo takes it back)"))
        self.reset_btn = QPushButton(translate("editor", "Reset to default"))
        self.reset_btn.setToolTip(translate("editor", "Remove this game's edit of the chart (undoable)"))
        self.delete_btn = QPushButton(translate("editor", "Delete chart"))
        self.delete_btn.setToolTip(translate("editor", "Remove a chart the referee made from this game (Edit > Undo brings it back)"))
        close_btn = QPushButton(translate("editor", "Close"))
        buttons.addWidget(self.save_btn)
        buttons.addWidget(self.reset_btn)
        buttons.addWidget(self.delete_btn)
        buttons.addStretch(1)
        buttons.addWidget(close_btn)
        rl.addLayout(buttons)
        split.addWidget(right)
        split.setStretchFactor(1, 1)

        self.save_btn.clicked.connect(self.save)
        self.reset_btn.clicked.connect(self.reset)
        self.delete_btn.clicked.connect(self.delete)
        self.new_btn.clicked.connect(lambda _checked=False: self.new_chart())
        close_btn.clicked.connect(self.close)
        self.list.currentItemChanged.connect(lambda cur, _prev: self._show(cur.data(Qt.ItemDataRole.UserRole)
                                                                            if cur else None))
        hub.recordChanged.connect(self._on_record)
        hub.listen(self, hub.gameOpened, lambda _s: self.close())
        self.reload()

    # -- pages -------------------------------------------------------------------------------------------
    @staticmethod
    def _table(heads) -> QTableWidget:
        t = QTableWidget(0, len(heads))
        t.setHorizontalHeaderLabels(list(heads))
        t.verticalHeader().setVisible(True)
        t.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        t.horizontalHeader().setStretchLastSection(True)
        t.horizontalHeader().setMaximumSectionSize(460)
        t.setWordWrap(True)
        t.setAlternatingRowColors(True)
        f = t.font()
        f.setPointSize(max(f.pointSize(), 11))
        t.setFont(f)
        return t

    def _chart_page(self) -> QWidget:
        page = QWidget()
        lay = QVBoxLayout(page)
        lay.setContentsMargins(0, 0, 0, 0)
        head = QHBoxLayout()
        head.addWidget(QLabel(translate("editor", "<b>Rows</b> (ranges of the modified result)")))
        head.addStretch(1)
        self.add_row_btn = QPushButton(translate("editor", "Add row"))
        self.del_row_btn = QPushButton(translate("editor", "Remove row"))
        head.addWidget(self.add_row_btn)
        head.addWidget(self.del_row_btn)
        lay.addLayout(head)
        self.rows = self._table(ROW_HEADS)
        lay.addWidget(self.rows, 3)
        head = QHBoxLayout()
        head.addWidget(QLabel(translate("editor", "<b>Modifiers</b> (added to the result; one per group)")))
        head.addStretch(1)
        self.add_mod_btn = QPushButton(translate("editor", "Add modifier"))
        self.del_mod_btn = QPushButton(translate("editor", "Remove modifier"))
        head.addWidget(self.add_mod_btn)
        head.addWidget(self.del_mod_btn)
        lay.addLayout(head)
        self.mods = self._table(MOD_HEADS)
        lay.addWidget(self.mods, 2)
        self.add_row_btn.clicked.connect(lambda: self._add_line(self.rows))
        self.del_row_btn.clicked.connect(lambda: self._remove_line(self.rows))
        self.add_mod_btn.clicked.connect(lambda: self._add_line(self.mods))
        self.del_mod_btn.clicked.connect(lambda: self._remove_line(self.mods))
        return page

    def _weapons_page(self) -> QWidget:
        page = QWidget()
        lay = QVBoxLayout(page)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.addWidget(QLabel(translate("editor", "<b>Weapons</b>: dice per figure (or per group), longest shot, the "
                                       "die that hits. Shaded cells, listed in the last column, are our defaults.")))
        self.weapons = self._table(WEAPON_HEADS)
        lay.addWidget(self.weapons, 1)
        return page

    @staticmethod
    def _add_line(table: QTableWidget) -> None:
        r = table.currentRow() + 1 if table.currentRow() >= 0 else table.rowCount()
        table.insertRow(r)
        for c in range(table.columnCount()):
            table.setItem(r, c, QTableWidgetItem(""))
        table.setCurrentCell(r, 0)

    @staticmethod
    def _remove_line(table: QTableWidget) -> None:
        if table.currentRow() >= 0:
            table.removeRow(table.currentRow())

    # -- the list ------------------------------------------------------------------------------------------
    def reload(self) -> None:
        """Read the game's charts again (after a save, an undo or a reset) and show the same one."""
        keep = self.current
        s = self.session
        self.list.blockSignals(True)
        self.list.clear()
        if s is None:
            self.list.blockSignals(False)
            return
        self.book = co.charts_for_session(s)
        family = s.kind.family
        if self.draft is not None and (family, self.draft.id) in self.book:
            self.draft = None                                   # saved: the game has it now
        entries: list[tuple[str, str, bool, str]] = []
        if self.draft is not None:
            entries.append((self.draft.id, self.draft.title, True, "draft"))
        if family == "bataan":
            from assistant.games.bataan.weapons import is_edited

            edited = is_edited(s)
            entries.append((WEAPONS, "Weapons chart (B10)", True, "game" if edited else "shipped"))
        charts = sorted(self.book.for_game(family), key=lambda c: (not co.is_editable(c), c.title.lower()))
        entries += [(c.id, c.title, co.is_editable(c), "referee" if co.is_referee_made(c) else co.source_of(c))
                    for c in charts]
        for key, title, editable, source in entries:
            tags = []
            if source == "draft":
                tags.append("[new, not saved]")
            elif source == "referee":
                tags.append("[referee]")
            elif source == "game":
                tags.append("[edited]")
            elif source == "user":
                tags.append("[your file]")
            if editable:
                tags.append("[editable]")
            item = QListWidgetItem(f"{title}  {' '.join(tags)}".rstrip())
            item.setData(Qt.ItemDataRole.UserRole, key)
            if source in ("game", "referee", "draft"):
                item.setBackground(QBrush(theme.colour("edited", self)))
            elif editable:
                item.setBackground(QBrush(theme.colour("note", self)))
            if editable:
                f = item.font()
                f.setBold(True)
                item.setFont(f)
            self.list.addItem(item)
        self.list.blockSignals(False)
        row = next((i for i in range(self.list.count())
                    if self.list.item(i).data(Qt.ItemDataRole.UserRole) == keep), 0)
        self.list.setCurrentRow(row)
        self._show(self.list.currentItem().data(Qt.ItemDataRole.UserRole) if self.list.currentItem() else None)
        stale = [p for p in self.book.errors if p.file == co.GAME_SOURCE]
        if stale:   # a chart stored with the game that today's checks refuse: its default is in force
            self._say(translate("editor", "A chart stored with this game no longer passes the checks; its default is used:\n")
                      + "\n".join(f"• {p.chart_id}: {co.describe(p)}" for p in stale), error=True)

    def select(self, key: str) -> None:
        """Show one chart (its id, or ``WEAPONS`` for the Bataan weapons chart)."""
        for i in range(self.list.count()):
            if self.list.item(i).data(Qt.ItemDataRole.UserRole) == key:
                self.list.setCurrentRow(i)
                return
        raise InputError(f"no chart '{key}' in this game", "charts")

    def _on_record(self, change) -> None:
        if co.touches_charts(change):
            self.reload()

    # -- showing a chart -------------------------------------------------------------------------------------
    def _show(self, key: str | None) -> None:
        self.current = key
        self.message.clear()
        if key is None:
            return
        if key == WEAPONS:
            self._show_weapons()
        else:
            self._show_chart(self._chart())

    def _chart(self) -> Chart:
        if self.draft is not None and self.current == self.draft.id:
            return self.draft
        return self.book.get(self.session.kind.family, self.current)

    def is_draft(self) -> bool:
        return self.draft is not None and self.current == self.draft.id

    def _show_chart(self, chart: Chart) -> None:
        self.pages.setCurrentIndex(0)
        editable = co.is_editable(chart)
        source = co.source_of(chart)
        self.heading.setText(chart.title)
        clamp = fill(translate("editor", "; held within %1..%2"), *chart.clamp) if chart.clamp else ""
        where = (translate("editor", "a new chart, not saved yet") if self.is_draft()
                 else translate("editor", SOURCE_WORDS[source]) + (f" ({chart.file})" if source == "user" else ""))
        self.info.setText(fill(translate("editor", "Rule: %1<br>Dice: <b>%2</b>%3<br>From: %4"), escape(chart.rule),
                               escape(str(chart.pool)), clamp, escape(where))
                          + (f"<br><i>{escape(chart.note)}</i>" if chart.note else ""))
        note = co.unprinted_note(chart)
        draft = self.is_draft()
        referee = draft or co.is_referee_made(chart)
        if referee:
            note = (f"<b>{co.REFEREE_NOTE}</b>: this chart is not in the source; its rows are yours, stored "
                    "with this game only. "
                    + ("New, not saved yet: fill in the rows (split the starter row), then Save adds it to the "
                       "game (Edit > Undo removes it)." if draft else "Delete chart removes it (undoable)."))
        elif source == "game":
            shipped = self._default_of(chart.id)
            note = ("Edited for this game. " + (note or "")
                    + ("" if shipped is None else " Reset to default brings back the shipped values."))
        if not editable:
            note = ("Printed in the source: shown here, not edited. To replace it, put a chart file in "
                    f"{user_charts_dir()}.")
        self.note.setText(note)
        self.note.setStyleSheet(note_style(self) if editable else read_only_style(self))
        self.note.setVisible(bool(note))
        self._fill(self.rows, [[r.min, r.max, r.result, r.text, r.count] for r in chart.rows], editable)
        self._fill(self.mods, [[m.id, m.label, m.value, m.group, m.rule] for m in chart.modifiers], editable)
        for b in (self.add_row_btn, self.del_row_btn, self.add_mod_btn, self.del_mod_btn, self.save_btn):
            b.setEnabled(editable)
        self.reset_btn.setEnabled(source == "game" and not referee)
        self.delete_btn.setEnabled(referee)

    def _default_of(self, chart_id: str) -> Chart | None:
        from assistant.games.chart_sources import shipped

        return shipped().charts.get((self.session.kind.family, chart_id))

    @staticmethod
    def _fill(table: QTableWidget, lines: list[list[Any]], editable: bool) -> None:
        table.setRowCount(0)
        table.setRowCount(len(lines))
        for r, line in enumerate(lines):
            for c, v in enumerate(line):
                table.setItem(r, c, QTableWidgetItem("" if v is None else str(v)))
        table.setEditTriggers(QAbstractItemView.EditTrigger.AllEditTriggers if editable
                              else QAbstractItemView.EditTrigger.NoEditTriggers)
        table.resizeColumnsToContents()
        table.resizeRowsToContents()

    def _show_weapons(self) -> None:
        from assistant.games.bataan.weapons import is_edited, weapons_for_session

        self.pages.setCurrentIndex(1)
        chart = weapons_for_session(self.session)
        edited = is_edited(self.session)
        self.heading.setText(translate("editor", "Weapons chart"))
        self.info.setText(translate("editor", "Rule: Last Stand on Bataan: Fire, weapons chart (ruling B10)<br>From: ")
                          + (translate("editor", "edited for this game") if edited else translate("editor", "shipped defaults")))
        self.note.setText(translate("editor", "Not printed in the source (ruling B10): the printed weapons chart is "
                                    "missing, so the values marked as our defaults are not the author's. Edit them to "
                                    "your own reading; they are stored with this game."))
        self.note.setStyleSheet(note_style(self))
        self.note.setVisible(True)
        t = self.weapons
        t.setRowCount(0)
        t.setRowCount(len(chart.weapons))
        bold = QFont(t.font())
        bold.setBold(True)
        for r, w in enumerate(chart.weapons):
            values = [w.label, w.side, w.dice, f"{w.range_in:g}", w.hit_on, None,
                      w.group_per_stationary, w.group_per_moved,
                      ", ".join(w.defaults) or "none: all from the source or yours"]
            for c, v in enumerate(values):
                item = QTableWidgetItem("" if v is None else str(v))
                field = WEAPON_COLS[c - 2] if 2 <= c < 2 + len(WEAPON_COLS) else None
                if field is None:
                    item.setFlags(item.flags() & ~Qt.ItemFlag.ItemIsEditable)
                if field == "automatic":
                    item.setFlags((item.flags() | Qt.ItemFlag.ItemIsUserCheckable) & ~Qt.ItemFlag.ItemIsEditable)
                    item.setCheckState(Qt.CheckState.Checked if w.automatic else Qt.CheckState.Unchecked)
                    item.setText("")
                if field in ("group_per_stationary", "group_per_moved") and not w.group_fire:
                    item.setFlags(item.flags() & ~Qt.ItemFlag.ItemIsEditable)
                    item.setText("—")
                if field is not None and w.is_default(field):
                    item.setBackground(QBrush(theme.colour("note", self)))
                    item.setToolTip(translate("editor", "Our default value: the source does not print it (B10)"))
                if c == 0:
                    item.setFont(bold)
                item.setData(Qt.ItemDataRole.UserRole, w.id)
                t.setItem(r, c, item)
        t.setEditTriggers(QAbstractItemView.EditTrigger.AllEditTriggers)
        t.resizeColumnsToContents()
        for b in (self.save_btn,):
            b.setEnabled(True)
        self.reset_btn.setEnabled(edited)
        self.delete_btn.setEnabled(False)

    # -- reading the tables ------------------------------------------------------------------------------
    @staticmethod
    def _lines(table: QTableWidget, cols) -> list[dict[str, Any]]:
        out = []
        for r in range(table.rowCount()):
            d: dict[str, Any] = {}
            for c, name in enumerate(cols):
                item = table.item(r, c)
                v = _number(item.text() if item else "", name)
                if v is not None:
                    d[name] = v
            if d:
                out.append(d)
        return out

    def chart_data(self) -> dict[str, Any]:
        """The chart as the tables show it now (the chart's TOML table, as a dict)."""
        data = co.chart_to_data(self._chart())
        data["row"] = self._lines(self.rows, ROW_COLS)
        mods = self._lines(self.mods, MOD_COLS)
        if mods:
            data["modifier"] = mods
        else:
            data.pop("modifier", None)
        return data

    def weapon_edits(self) -> dict[str, dict[str, Any]]:
        from assistant.games.bataan.weapons import weapons_for_session

        chart = weapons_for_session(self.session)
        edits: dict[str, dict[str, Any]] = {}
        for r in range(self.weapons.rowCount()):
            wid = self.weapons.item(r, 0).data(Qt.ItemDataRole.UserRole)
            w = chart[wid]
            changes: dict[str, Any] = {}
            for i, field in enumerate(WEAPON_COLS):
                item = self.weapons.item(r, i + 2)
                if field == "automatic":
                    v: Any = item.checkState() == Qt.CheckState.Checked
                elif field.startswith("group_") and not w.group_fire:
                    continue
                else:
                    v = _number(item.text(), field)
                if v != getattr(w, field):
                    changes[field] = v
            if changes:
                edits[wid] = changes
        return edits

    # -- saving --------------------------------------------------------------------------------------------
    def _say(self, text: str, error: bool = False) -> None:
        self.message.setStyleSheet(theme.text_style("bad", self, "font-weight:bold; font-size:11pt;") if error
                                   else theme.text_style("good", self, "font-size:11pt;"))
        self.message.setText(text)

    def save(self) -> bool:
        """Check the entries and push one undoable change; a bad entry is named and nothing changes."""
        if self.current is None or self.session is None:
            return False
        try:
            if self.current == WEAPONS:
                from assistant.games.bataan.weapons import weapons_edit_change

                edits = self.weapon_edits()
                if not edits:
                    self._say(translate("editor", "Nothing to save: the weapons chart is as stored."))
                    return False
                change = weapons_edit_change(self.session, edits)
            elif self.is_draft():
                change = co.new_chart_change(self.session, self.chart_data(), book=self.book)
            else:
                change = co.put_change(self.session, self.chart_data())
        except co.ChartEditError as exc:
            lines = [co.describe(p) for p in exc.problems] or [str(exc)]
            self._say(translate("editor", "Not saved, nothing changed:\n") + "\n".join(f"• {ln[:1].upper()}{ln[1:]}" for ln in lines),
                      error=True)
            self._point_at(exc.problems)
            return False
        except InputError as exc:
            text = str(exc)
            self._say(translate("editor", "Not saved, nothing changed:\n") + f"• {text[:1].upper()}{text[1:]}",
                      error=True)
            return False
        if not change.ops:
            self._say(translate("editor", "Nothing to save: these are the values already in force."))
            return False
        ok = self.hub.push(change)
        if ok:
            self._say(translate("editor", "Saved with this game: %1. Edit > Undo takes it back.")
                      .replace("%1", change.text))
        return ok

    def _point_at(self, problems) -> None:
        """Put the cursor on the first bad cell the checks named."""
        import re

        for p in problems:
            m = re.match(r"(row|modifier)\[(\d+)\](?:\.(\w+))?", p.field or "")
            if not m:
                continue
            table, cols = (self.rows, ROW_COLS) if m.group(1) == "row" else (self.mods, MOD_COLS)
            col = cols.index(m.group(3)) if m.group(3) in cols else 0
            table.setCurrentCell(int(m.group(2)) - 1, col)
            return

    def reset(self) -> bool:
        """Remove the game's edit of the chart shown (undoable)."""
        if self.current is None or self.session is None:
            return False
        if self.current == WEAPONS:
            from assistant.games.bataan.weapons import weapons_reset_change

            change = weapons_reset_change(self.session)
        else:
            change = co.reset_change(self.session, self.current, text=f"Reset chart to default: {self._chart().title}")
        if change is None:
            self._say(translate("editor", "This chart is not edited for this game."))
            return False
        ok = self.hub.push(change)
        if ok:
            self._say(translate("editor", "Back to the default values. Edit > Undo brings the edit back."))
        return ok

    # -- charts the referee makes (L2, T4) -----------------------------------------------------------------
    def new_chart(self):
        """Ask for the title, id and dice of a new chart (non-blocking); on OK it opens here as a draft."""
        from .newchart import NewChartDialog

        if self.session is None:
            return None
        dlg = NewChartDialog(self.session, self.book, self)
        dlg.accepted.connect(lambda: self.open_draft(dlg.data))
        self.new_dialog = dlg
        dlg.open()
        return dlg

    def open_draft(self, data: dict[str, Any] | None) -> None:
        """Show a new chart (its starter table) in the editor; nothing is stored until Save."""
        if data is None or self.session is None:
            return
        self.draft, _warnings = co.validate(self.session.kind.family, data)
        self.current = self.draft.id
        self.reload()
        self._say(translate("editor", "New chart opened: fill in the rows, then Save (nothing is stored until then)."))

    def delete(self) -> bool:
        """Remove the chart the referee made that is shown (undoable), or drop the draft."""
        if self.current is None or self.session is None:
            return False
        if self.is_draft():
            title = self.draft.title
            self.draft = None
            self.current = None
            self.reload()
            self._say(translate("editor", "New chart '%1' dropped; nothing was stored.").replace("%1", title))
            return True
        title = self._chart().title
        try:
            change = co.delete_change(self.session, self.current)
        except co.ChartEditError as exc:
            self._say(translate("editor", "Not deleted: %1").replace("%1", str(exc)), error=True)
            return False
        ok = self.hub.push(change)
        if ok:
            self._say(translate("editor", "Chart '%1' deleted from this game. Edit > Undo brings it back.")
                      .replace("%1", title))
        return ok
