"""Route and movement-point questions: the cheapest route between two towns, and the least total to
bring several stacks into one town with at most 5 units a segment (Illustration 1). Nothing changes."""

from __future__ import annotations

from html import escape
from PySide6.QtWidgets import QCheckBox, QComboBox, QFormLayout, QLabel, QLineEdit, QSpinBox, QWidget

from assistant.core.errors import InputError
from assistant.ui.i18n import fill

from .common import big, fill_towns


class RouteMeasure(QWidget):
    def __init__(self, board):
        super().__init__()
        self.board = board
        self.game = board.game
        self.setAccessibleName(self.tr("Measure"))
        lay = QFormLayout(self)
        lay.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)   # fits the 300-pixel dock of a laptop
        self.a, self.b = QComboBox(), QComboBox()
        for box in (self.a, self.b):
            box.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
            box.setMinimumContentsLength(8)
        self.units = QSpinBox()
        self.units.setRange(1, 10)
        self.this_turn = QCheckBox(self.tr("this turn's full roads and enemy towns"))
        self.this_turn.setToolTip(self.tr("Count the segments already full this turn and the towns the enemy holds"))
        self.this_turn.setChecked(True)
        self.answer = big(QLabel(), 12, False)
        self.sources = QLineEdit()
        self.sources.setPlaceholderText("A=3, B=4")
        self.sources.setToolTip(self.tr("Stacks to bring into 'To': town=units, separated by commas"))
        self.group_answer = big(QLabel(), 12, False)
        for label, w in (("From:", self.a), ("To:", self.b), ("Units:", self.units), ("", self.this_turn),
                         ("", self.answer), ("Group:", self.sources), ("", self.group_answer)):
            lay.addRow(label, w)
        for sig in (self.a.currentTextChanged, self.b.currentTextChanged, self.units.valueChanged,
                    self.this_turn.toggled, self.sources.textChanged):
            sig.connect(lambda *_: self.compute())
        # shown in the window's Measure dock: dropped when its board is replaced or the panel goes (issue 26)
        board.hub.listen(self, board.hub.recordChanged, lambda _c: self.reload(), board=board)
        self.reload()

    def reload(self) -> None:
        net = self.game.network
        for box in (self.a, self.b):
            fill_towns(box, sorted(net.towns) if net else [])
        self.compute()

    def compute(self) -> None:
        g = self.game
        a, b, n = self.a.currentText(), self.b.currentText(), self.units.value()
        if g.network is None or not a or not b:
            self.answer.setText("")
            return
        try:
            r = g.roads.cheapest_route(a, b, n, self.this_turn.isChecked())
        except InputError as err:
            self.answer.setText(escape(str(err)))
            return
        units = self.tr("%n unit(s)", "", n)
        self.answer.setText(fill(self.tr("No open route from %1 to %2 for %3."), escape(a), escape(b), units)
                            if r is None else
                            f"<b>{escape(' → '.join(r.towns))}</b><br>"
                            + fill(self.tr("%1 MP a unit; %2: <b>%3 MP</b>"), r.cost_mp, units, r.cost_mp * n))
        self.group_answer.setText(self._group(b))

    def _group(self, goal: str) -> str:
        text = self.sources.text().strip()
        if not text:
            return ""
        try:
            src = {}
            for part in text.split(","):
                k, _, v = part.partition("=")
                src[k.strip()] = int(v)
            plan = self.game.roads.group_move(src, goal, self.this_turn.isChecked())
        except (InputError, ValueError) as err:
            return fill(self.tr("Write stacks as Town=units, e.g. A=3, B=4 (%1)"), escape(str(err)))
        if plan is None:
            return self.tr("The segments cannot carry all these units this turn.")
        rows = "<br>".join(f"{n} × {escape(' → '.join(r.towns))} " + fill(self.tr("(%1 MP each)"), r.cost_mp)
                           for r, n in plan.routes)
        return f"{rows}<br>" + fill(self.tr("<b>Least total: %1 MP</b> (5 units a segment)"), plan.cost_mp)
