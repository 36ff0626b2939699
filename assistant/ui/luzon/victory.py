"""The Luzon Victory tab (5.0): the live checks and the referee's entries (L3)."""

from __future__ import annotations

from html import escape
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox, QLabel, QPushButton, QVBoxLayout, QWidget

from assistant.ui import theme
from assistant.ui.column_fit import fit_column, wrapping_row
from assistant.ui.i18n import fill, translate
from .common import ALLIED, JAPANESE, error_label, note, result_label
from assistant.ui.hexmap.measure import big


class VictoryPanel(QWidget):
    """5.0: the sudden-death check (turn 3) and the final check (end of turn 5), with reasons; the
    referee enters the check in its turn (L3 when both sides' conditions hold)."""

    def __init__(self, board):
        super().__init__()
        self.board = board
        lay = QVBoxLayout(self)
        lay.addWidget(note(translate("luzon", "As the units stand now (live; each check counts at the turn it names):")))
        self.sd_title = big(QLabel(), 3)
        self.sd_text = QLabel()
        self.final_title = big(QLabel(), 5)
        self.final_text = QLabel()
        for w in (self.sd_title, self.sd_text, self.final_title, self.final_text):
            w.setWordWrap(True)
            w.setTextFormat(Qt.TextFormat.RichText)
            lay.addWidget(w)
        self.referee_box = QComboBox()
        self.referee_box.addItem(translate("luzon", "(no ruling needed)"), None)
        for r in ("japanese", "allied", "draw"):
            self.referee_box.addItem(fill(translate("luzon", "L3 ruling: %1"), r), r)
        self.record_btn = QPushButton(translate('luzon', "Enter this turn's victory check"))
        self.record_btn.clicked.connect(self.record)
        lay.addWidget(wrapping_row(self.referee_box, self.record_btn))   # one under the other when narrow
        self.entries = note("")
        lay.addWidget(self.entries)
        self.result = result_label()
        lay.addWidget(self.result)
        self.error = error_label()
        lay.addWidget(self.error)
        lay.addStretch(1)
        fit_column(self)

    def record(self) -> bool:
        g, ruling = self.board.game, self.referee_box.currentData()
        return self.board.run(lambda: g.victory.record_victory(ruling), self)

    def refresh(self, forces) -> None:
        g = self.board.game
        sd = g.victory.sudden_death_check()
        won = sd.result == "japanese"
        self.sd_title.setText(fill(translate("luzon", "Sudden death (Clean-Up, turn 3): <span style='color:%1'>%2</span>"), JAPANESE if won else theme.css("muted"),
                                   translate("luzon", "JAPANESE WIN") if won else translate("luzon", "not met")))
        self.sd_text.setText("<ul>" + "".join(f"<li>{escape(r)}</li>" for c in sd.conditions for r in c.reasons) + "</ul>")
        res = g.victory.final_check()
        colour = {"japanese": JAPANESE, "allied": ALLIED, "conflict": "#6a1b9a"}.get(res.result, theme.css("muted"))
        word = {"japanese": translate("luzon", "JAPANESE WIN"), "allied": translate("luzon", "ALLIED WIN"),
                "draw": translate("luzon", "DRAW"),
                "conflict": translate("luzon", "BOTH SIDES' CONDITIONS HOLD: the referee rules (L3)")
                }.get(res.result, res.result)
        self.final_title.setText(fill(translate("luzon", "End of turn 5: <span style='color:%1'>%2</span>"), colour, word))
        items = []
        for c in res.conditions:
            mark = "✔" if c.met else "✘"
            items.append(f"<li><b>{mark} {escape(c.name)}</b><ul>" + "".join(f"<li>{escape(r)}</li>" for r in c.reasons) + "</ul></li>")
        self.final_text.setText("<ul>" + "".join(items) + "</ul>" + fill(translate("luzon", "<i>Rulings: %1</i>"), ', '.join(res.rulings)))
        v = g.scenario.victory
        self.record_btn.setEnabled(g.turn in (v.sudden_death_turn, v.final_turn)
                                   and str(g.turn) not in g.victory.victory_entries())
        self.entries.setText("<br>".join(fill(translate("luzon", "Turn %1: %2"), t, e['result']) for t, e in sorted(g.victory.victory_entries().items()))
                             or translate("luzon", "No victory check entered yet."))
