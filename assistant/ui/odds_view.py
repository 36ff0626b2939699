"""One way to show odds and previews, for every game and every dialog (issue 22.3).

:class:`OddsView` shows a :class:`~assistant.games.catalogue.Preview`: above, what the command would do
(lines) and what would refuse it (each naming its rule); then each
:class:`~assistant.games.catalogue.OddsTable` as a compact table headed by the roll, its rule and its
modifiers: outcome, a bar as long as its chance, the chance, and "at least" / "at most" where the outcomes
rank. Never a run-on sentence. The words are the game's; the percentages are worked out here only for
showing (the fractions come from the same function the roll reads).
"""

from __future__ import annotations

from fractions import Fraction

from PySide6.QtCore import QRect, QSize, Qt
from PySide6.QtGui import QColor, QPainter
from PySide6.QtWidgets import (QAbstractItemView, QHeaderView, QLabel, QStyledItemDelegate, QTableWidget,
                               QTableWidgetItem, QVBoxLayout, QWidget)

from assistant.games.catalogue import OddsTable, Preview, pct

from . import theme
from .i18n import fill, tr_message, translate

BAR_ROLE = Qt.ItemDataRole.UserRole + 1
MAX_ROWS_SHOWN = 14        # a longer table scrolls inside itself


class BarDelegate(QStyledItemDelegate):
    """The chance column: a bar as long as the chance, its percentage over it."""

    def paint(self, painter: QPainter, option, index) -> None:  # noqa: D401 - Qt's name
        chance = index.data(BAR_ROLE)
        if chance is None:
            super().paint(painter, option, index)
            return
        painter.save()
        r = option.rect.adjusted(3, 4, -3, -4)
        bar = QColor(theme.colour("bar", option.widget))
        bar.setAlpha(170)
        painter.fillRect(QRect(r.left(), r.top(), max(1, int(r.width() * float(chance))), r.height()), bar)
        painter.setPen(option.palette.color(option.palette.ColorRole.Text))
        painter.drawText(r.adjusted(4, 0, 0, 0), int(Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft),
                         index.data(Qt.ItemDataRole.DisplayRole) or "")
        painter.restore()

    def sizeHint(self, option, index) -> QSize:  # noqa: N802
        s = super().sizeHint(option, index)
        return QSize(max(s.width(), 120), s.height())


class OddsTableWidget(QTableWidget):
    """One odds table: outcome | chance (a bar) | at least | at most."""

    def __init__(self, table: OddsTable, parent: QWidget | None = None):
        ranked = table.ordered and len(table.rows) > 2
        headers = [translate("OddsView", "Outcome"), translate("OddsView", "Chance")]
        if ranked:
            headers += [translate("OddsView", "At least"), translate("OddsView", "At most")]
        super().__init__(len(table.rows), len(headers), parent)
        self.odds = table
        self.setHorizontalHeaderLabels(headers)
        self.verticalHeader().hide()
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setItemDelegateForColumn(1, BarDelegate(self))
        self.setAccessibleName(fill(translate("OddsView", "Odds: %1"), table.title))
        for i, (what, chance) in enumerate(table.rows):
            self.setItem(i, 0, QTableWidgetItem(what))
            item = QTableWidgetItem(pct(chance))
            item.setData(BAR_ROLE, float(chance))
            item.setToolTip(fill(translate("OddsView", "%1 exactly"), _exact(chance)))
            self.setItem(i, 1, item)
            if ranked:
                self.setItem(i, 2, QTableWidgetItem(pct(table.at_least(i))))
                self.setItem(i, 3, QTableWidgetItem(pct(table.at_most(i))))
        head = self.horizontalHeader()
        head.setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        head.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        for c in range(2, len(headers)):
            head.setSectionResizeMode(c, QHeaderView.ResizeMode.ResizeToContents)
        self.resizeRowsToContents()
        rows = min(len(table.rows), MAX_ROWS_SHOWN)
        height = head.height() + sum(self.rowHeight(i) for i in range(rows)) + 2 * self.frameWidth() + 2
        self.setFixedHeight(height)


def _exact(p: Fraction) -> str:
    return f"{p.numerator}/{p.denominator}" if p.denominator != 1 else str(p.numerator)


class OddsView(QWidget):
    """A preview in one shape: lines, problems, then the odds tables (see the module's docstring)."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.box = QVBoxLayout(self)
        self.box.setContentsMargins(0, 0, 0, 0)
        self.preview: Preview | None = None
        self.setAccessibleName(translate("OddsView", "What it would do"))

    def clear(self) -> None:
        while self.box.count():
            item = self.box.takeAt(0)
            w = item.widget() if item is not None else None
            if w is not None:
                w.hide()
                w.deleteLater()

    def show_preview(self, preview: Preview | None) -> None:
        self.clear()
        self.preview = preview
        if preview is None:
            return
        if preview.lines:
            self.box.addWidget(_label("\n".join(preview.lines)))
        for problem in preview.problems:
            self.box.addWidget(_label(tr_message(problem), theme.text_style("bad", self)))
        for table in preview.tables:
            head = table.title + (f" ({table.rule})" if table.rule else "")
            if table.modifiers:
                head += "\n" + fill(translate("OddsView", "Modifiers: %1"), ", ".join(table.modifiers))
            title = _label(head, "font-weight: bold;")
            self.box.addWidget(title)
            self.box.addWidget(OddsTableWidget(table, self))
        self.box.addStretch(1)

    def toPlainText(self) -> str:  # noqa: N802 - read like the text box it replaced
        """What is shown, as text (lines, problems, then each table's rows)."""
        return self.preview.text() if self.preview is not None else ""

    def tables(self) -> list[OddsTableWidget]:
        return self.findChildren(OddsTableWidget)


def _label(text: str, style: str = "") -> QLabel:
    label = QLabel(text)
    label.setTextFormat(Qt.TextFormat.PlainText)   # the game's words, never markup
    label.setWordWrap(True)
    label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
    if style:
        label.setStyleSheet(style)
    return label
