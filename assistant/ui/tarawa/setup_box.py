"""The Tarawa Actions tab's "Set-up and checklist" box (8.0-8.3) and "Banzai Charge" box (6.3).

The checklist ticks each step of the historical scenario from the record (``game.setup.checklist``); while
the Japanese set-up is open it lists what remains (``setup.setup_status``: units waiting off the map and
each breach of 8.3), enters counters of the order of battle off the map (``setup.enter_units``) and runs
the set-up check (``setup.finish_setup``). The Banzai box declares the charge with the picked units and
ends it (``banzai.declare_banzai`` / ``banzai.end_banzai``). Every button runs the catalogue's entry
(``board.run_entry``), so it is refused, with the rule named, exactly when the palette and ``play`` are.
"""

from __future__ import annotations

import html

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox, QFormLayout, QGroupBox, QHBoxLayout, QLineEdit, QPushButton, QVBoxLayout

from assistant.core.errors import InputError
from assistant.games.tarawa.catalogue import CATALOGUE
from assistant.ui.i18n import fill, translate

from .panels import err_text, error_label, note_label, result_html

US_KINDS = ("marine_infantry", "marine_weapons", "marine_engineer", "armour", "amtrac")


def _why(board, name: str) -> str | None:
    return CATALOGUE.entry(name).why_not(board.game)


class SetupBox(QGroupBox):
    """The checklist, and while the set-up is open: what remains, entering units off the map, the check."""

    def __init__(self, board):
        super().__init__(translate("tarawa", "Set-up and checklist (8.0-8.3)"))
        self.board = board
        lay = QVBoxLayout(self)
        lay.setContentsMargins(6, 6, 6, 6)
        self.steps = note_label("")
        self.steps.setTextFormat(Qt.TextFormat.RichText)
        self.steps.setAccessibleName(translate("tarawa", "Checklist"))
        lay.addWidget(self.steps)
        self.remains = note_label("")
        self.remains.setTextFormat(Qt.TextFormat.RichText)
        self.remains.setAccessibleName(translate("tarawa", "What remains of the set-up"))
        lay.addWidget(self.remains)
        self.enter_box = QGroupBox(translate("tarawa", "Enter a Japanese unit from the counter sheet (T4)"))
        form = QFormLayout(self.enter_box)
        self.kind = QComboBox()
        for k in board.unit_kinds:
            if k not in US_KINDS:
                self.kind.addItem(k.replace("_", " "), k)
        self.kind.setAccessibleName(translate("tarawa", "Unit type"))
        self.name = QLineEdit()
        self.name.setAccessibleName(translate("tarawa", "Unit name"))
        self.ratings = QLineEdit()
        self.ratings.setPlaceholderText(board.ratings_hint)
        self.ratings.setAccessibleName(translate("tarawa", "Ratings"))
        self.at = QLineEdit()
        self.at.setPlaceholderText(translate("tarawa", "hex (empty: off the map)"))
        self.at.setAccessibleName(translate("tarawa", "Set-up hex, or empty for off the map"))
        form.addRow(translate("tarawa", "Type"), self.kind)
        form.addRow(translate("tarawa", "Name"), self.name)
        form.addRow(translate("tarawa", "Ratings"), self.ratings)
        form.addRow(translate("tarawa", "Hex"), self.at)
        self.enter_btn = QPushButton(translate("tarawa", "Enter the unit"))
        self.enter_btn.setToolTip(translate("tarawa", "The unit waits off the map (or sets up in the hex given, "
                                                      "8.3); pick it in the Units tab and click its hex to set it "
                                                      "up"))
        self.enter_btn.clicked.connect(self.enter)
        form.addRow(self.enter_btn)
        lay.addWidget(self.enter_box)
        self.check_btn = QPushButton(translate("tarawa", "Check the set-up"))
        self.check_btn.setToolTip(translate("tarawa", "Refused naming what remains; else the set-up is recorded as "
                                                      "checked and the US lands next (8.3, 8.1 D)"))
        self.check_btn.clicked.connect(self.check)
        lay.addWidget(self.check_btn)
        self.error = error_label()
        lay.addWidget(self.error)
        self.result = note_label("")
        self.result.setTextFormat(Qt.TextFormat.RichText)
        lay.addWidget(self.result)

    def enter(self) -> bool:
        b = self.board
        try:
            label = b.map.label(b.map.parse(self.at.text().strip())) if self.at.text().strip() else ""
            unit = b.new_unit("japanese", self.kind.currentData(), self.name.text().strip(),
                              self.ratings.text().strip(), label, {u.id for u in b.units()})
        except InputError as err:
            self.error.setText(err_text(err))
            return False
        change = b.run_entry("enter_units", self.error, units=[unit.to_dict()])
        if change is not None:
            self.result.setText(result_html(change))
            self.name.clear()
        return change is not None

    def check(self) -> bool:
        change = self.board.run_entry("finish_setup", self.error)
        self.result.setText(result_html(change) if change is not None else "")
        return change is not None

    def refresh(self) -> None:
        g = self.board.game
        steps = g.setup.checklist()
        self.steps.setText("<br>".join(("☑ " if s.done else "☐ ") + html.escape(f"{s.text} ({s.rule})")
                                       for s in steps))
        pending = g.setup_pending()
        for w in (self.enter_box, self.check_btn, self.remains):
            w.setVisible(pending)
        for w in (self.error, self.result):                 # no empty lines under a checked set-up
            w.setVisible(pending or bool(w.text()))
        if pending:
            st = g.setup.setup_status()
            items = [fill(translate("tarawa", "waiting off the map: %1"), html.escape(", ".join(st.off_map)))
                     if st.off_map else translate("tarawa", "no Japanese unit waits off the map")]
            items += [html.escape(b) for b in st.breaches]
            self.remains.setText("<b>" + translate("tarawa", "What remains (8.3):") + "</b><ul>"
                                 + "".join(f"<li>{i}</li>" for i in items) + "</ul>")
        else:
            self.remains.setText("")


class BanzaiBox(QGroupBox):
    """Declare the Banzai Charge with the picked Japanese units (6.3 A) and end it (6.3 C)."""

    def __init__(self, board):
        super().__init__(translate("tarawa", "Banzai Charge (6.3)"))
        self.board = board
        lay = QVBoxLayout(self)
        lay.setContentsMargins(6, 6, 6, 6)
        self.status = note_label("")
        self.status.setAccessibleName(translate("tarawa", "Banzai Charge"))
        lay.addWidget(self.status)
        row = QHBoxLayout()
        self.declare_btn = QPushButton(translate("tarawa", "Declare with the picked"))
        self.declare_btn.setToolTip(translate("tarawa", "Once a game: up to 8 Japanese infantry or HQ units, each "
                                                        "within 5 hexes of an HQ; until it ends only they act for the "
                                                        "Japanese, with MA + 3 MPs (6.3 A-D)"))
        self.declare_btn.clicked.connect(self.declare)
        self.end_btn = QPushButton(translate("tarawa", "End the charge"))
        self.end_btn.setToolTip(translate("tarawa", "The charge is over: the Japanese act with any unit again (6.3 C)"))
        self.end_btn.clicked.connect(self.end)
        self._tips = {self.declare_btn: self.declare_btn.toolTip(), self.end_btn: self.end_btn.toolTip()}
        row.addWidget(self.declare_btn)
        row.addWidget(self.end_btn)
        lay.addLayout(row)
        self.error = error_label()
        lay.addWidget(self.error)
        self.result = note_label("")
        self.result.setTextFormat(Qt.TextFormat.RichText)
        lay.addWidget(self.result)

    def declare(self) -> bool:
        b = self.board
        if not b.picked:
            self.error.setText(translate("tarawa", "Pick the charging units first (Units tool or the Units tab)."))
            return False
        change = b.run_entry("declare_banzai", self.error, unit_ids=list(b.picked))
        if change is not None:
            self.result.setText(result_html(change))
        return change is not None

    def end(self) -> bool:
        change = self.board.run_entry("end_banzai", self.error)
        if change is not None:
            self.result.setText(result_html(change))
        return change is not None

    def refresh(self) -> None:
        st = self.board.game.log().state
        if st.banzai_active:
            self.status.setText(fill(translate("tarawa", "Under way: %1 (only they act for the Japanese, 6.3 C)"),
                                     ", ".join(st.banzai_units)))
        elif st.banzai_used:
            self.status.setText(translate("tarawa", "Made and over: once a game (6.3 A)"))
        else:
            self.status.setText(translate("tarawa", "Not made yet (once a game, 6.3 A)"))
        for btn, name in ((self.declare_btn, "declare_banzai"), (self.end_btn, "end_banzai")):
            why = _why(self.board, name)
            btn.setEnabled(why is None)
            btn.setToolTip(why or self._tips[btn])
