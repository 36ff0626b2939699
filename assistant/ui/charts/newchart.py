"""Game > Charts… > New chart…: the title, id and dice of a chart the referee fills in (rulings L2, T4).

The dialog only asks and checks (:func:`assistant.games.chart_overrides.new_chart_data`): a bad field is
named and the dialog stays open; nothing is stored. On OK, ``data`` holds the starter chart (one
editable row over the pool's whole range, noted "Entered by the referee"), which the chart editor opens
as a draft; its Save adds the chart to the game (one undoable change).
"""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QDialog, QDialogButtonBox, QFormLayout, QLabel, QLineEdit, QVBoxLayout

from assistant.games import chart_overrides as co
from .. import theme
from ..i18n import translate

ERROR_EXTRA = "font-weight:bold; font-size:11pt;"
FIELD_LABELS = {"title": "Title", "id": "Id", "pool": "Dice"}


class NewChartDialog(QDialog):
    def __init__(self, session, book, parent=None):
        super().__init__(parent)
        self.session = session
        self.book = book
        self.data: dict[str, Any] | None = None
        self._id_typed = False
        self.setWindowTitle(translate("newchart", "New chart"))
        self.setMinimumWidth(520)
        lay = QVBoxLayout(self)
        intro = QLabel(translate("newchart", "A chart the source does not print (e.g. Luzon's OCS series results, "
                                 "ruling L2; Tarawa/Saipan CRTs and TEC, ruling T4). It opens with one row over the "
                                 "dice's whole range: split it into the results, then Save."))
        intro.setWordWrap(True)
        lay.addWidget(intro)
        form = QFormLayout()
        self.title = QLineEdit()
        self.title.setPlaceholderText(translate("newchart", "e.g. OCS series results"))
        self.chart_id = QLineEdit()
        self.chart_id.setPlaceholderText(translate("newchart", "lower-case letters, digits and _"))
        from assistant.games.registry import descriptor

        self.pool = QLineEdit(descriptor(session.kind.family).default_pool)
        self.pool.setPlaceholderText(translate("newchart", "dice notation: 1d6, 2d6, d10 …"))
        form.addRow(translate("newchart", "Title:"), self.title)
        form.addRow(translate("newchart", "Id:"), self.chart_id)
        form.addRow(translate("newchart", "Dice:"), self.pool)
        lay.addLayout(form)
        self.fields = {"title": self.title, "id": self.chart_id, "pool": self.pool}
        self.message = QLabel()
        self.message.setWordWrap(True)
        self.message.setStyleSheet(theme.text_style("bad", self, ERROR_EXTRA))
        lay.addWidget(self.message)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText(translate("newchart", "Open in the editor"))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        lay.addWidget(buttons)
        self.title.textChanged.connect(self._suggest)
        self.chart_id.textEdited.connect(lambda t: setattr(self, "_id_typed", bool(t)))

    def _suggest(self, title: str) -> None:
        if not self._id_typed:
            taken = {c.id for c in self.book.for_game(self.session.kind.family)} | set(co.overrides(self.session))
            self.chart_id.setText(co.suggest_id(title, taken) if title.strip() else "")

    def accept(self) -> None:
        """Check the three fields; a bad one is named (and outlined) and the dialog stays open."""
        for w in self.fields.values():
            w.setStyleSheet("")
        try:
            self.data = co.new_chart_data(self.session, self.title.text(), self.chart_id.text(), self.pool.text(),
                                          book=self.book)
        except co.ChartEditError as exc:
            self.data = None
            lines = []
            for p in exc.problems:
                lines.append(f"• {FIELD_LABELS.get(p.field, p.field)} ({p.field}): {p.message}")
                if p.field in self.fields:
                    self.fields[p.field].setStyleSheet(f"border:2px solid {theme.css('bad', self)};")
            bad = next((self.fields[p.field] for p in exc.problems if p.field in self.fields), None)
            if bad is not None:
                bad.setFocus()
            self.message.setText(translate("newchart", "Not accepted:\n") + "\n".join(lines or [str(exc)]))
            return
        self.message.clear()
        super().accept()
