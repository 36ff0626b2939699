"""The Measure dock for the Bataan table: the selected figures, distance, sight, command, targets,
the ruler, the blast template and contacts. Every answer names the rule and the ruling it used, and
an answer within the B28 margin of its limit is flagged in amber with words."""

from __future__ import annotations

from html import escape

from PySide6.QtCore import QT_TRANSLATE_NOOP, Qt, QTimer
from PySide6.QtGui import QTextCursor, QTextFrameFormat
from PySide6.QtWidgets import (
    QFrame, QGridLayout, QPushButton, QSizePolicy, QTextBrowser, QToolButton, QVBoxLayout, QWidget,
)

from assistant.ui import theme

from assistant.ui.i18n import fill, translate

from assistant.games.bataan.table.measure import CommandList

from .answers import Answers

OK_BG, BAD_BG, CLOSE_BG = "#00838f", "#c62828", "#ffb000"
MAX_LIST = 12
# the toggles' short names, by the board action they show
SHORT = {"act_command": QT_TRANSLATE_NOOP("MeasurePanel", "Command circles"),
         "act_sight": QT_TRANSLATE_NOOP("MeasurePanel", "Sight line"),
         "act_blast": QT_TRANSLATE_NOOP("MeasurePanel", "Blast template"),
         "act_blast_radius": QT_TRANSLATE_NOOP("MeasurePanel", "Blast 2\" (B13)"),
         "act_contacts": QT_TRANSLATE_NOOP("MeasurePanel", "Contacts"),
         "act_reach": QT_TRANSLATE_NOOP("MeasurePanel", "Reach")}


def badge(text: str, bg: str, fg: str = "#ffffff") -> str:
    return f"<span style='background:{bg}; color:{fg}; font-weight:bold'>&nbsp;{escape(text)}&nbsp;</span>"


def close_badge() -> str:
    return badge(translate("MeasurePanel", "TOO CLOSE TO CALL (B28): referee decides"), CLOSE_BG, "#000000")


def rules_line(rule: str, rulings) -> str:
    used = "; ".join(escape(r) for r in rulings)
    muted = theme.css("muted")
    return (f"<div style='color:{muted}; font-size:10pt'>" +
            fill(translate("MeasurePanel", "Rule: %1<br>Rulings: %2"), escape(rule), used) + "</div>")


def _in(v: float | None) -> str:
    return "—" if v is None else f"{v:.2f}\""


def section_html(title: str, body: str) -> str:
    return f"<h3 style='margin:8px 0 2px 0'>{escape(title)}</h3><div>{body}</div>"


class AnswerText(QTextBrowser):
    """The panel's answers: one rich-text document, a frame per section (issue 25: a word-wrapped QLabel
    in a scroll area laid its 3-4 KB of HTML out several times for its height, 14-16 ms a drag update; the
    whole document set again took 5-6 ms; a drag changes two or three of its eight sections, and only
    those are laid out and painted again, about 2 ms). ``text()`` gives the HTML of what is shown; the
    reading place is kept."""

    def __init__(self):
        super().__init__()
        self._html = ""
        self._sections: list[tuple[str, str]] = []
        self._frames: list = []
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setOpenLinks(False)
        self.viewport().setAutoFillBackground(False)

    def text(self) -> str:
        return self._html

    def setText(self, html: str) -> None:  # noqa: N802 - QLabel's name, kept for the panel's callers
        """Show free HTML as one document (no sections)."""
        if html == self._html:
            return
        bar = self.verticalScrollBar()
        where = bar.value()
        self._html, self._sections, self._frames = html, [], []
        self.setHtml(html)
        bar.setValue(min(where, bar.maximum()))

    def set_sections(self, sections: list[tuple[str, str]]) -> None:
        """Show titled sections; when the same titles come again, only the bodies that changed are
        replaced in the document (the rest is neither parsed, laid out nor painted again)."""
        if sections == self._sections:
            return
        bar = self.verticalScrollBar()
        where = bar.value()
        if [t for t, _ in sections] != [t for t, _ in self._sections]:
            self._rebuild(sections)
        else:
            for k, ((title, body), (_, was)) in enumerate(zip(sections, self._sections)):
                if body != was:
                    frame = self._frames[k]
                    cur = frame.firstCursorPosition()
                    cur.setPosition(frame.lastPosition(), QTextCursor.MoveMode.KeepAnchor)
                    cur.insertHtml(section_html(title, body))
        self._sections = list(sections)
        self._html = "".join(section_html(t, b) for t, b in sections)
        bar.setValue(min(where, bar.maximum()))

    def _rebuild(self, sections: list[tuple[str, str]]) -> None:
        doc = self.document()
        doc.clear()
        fmt = QTextFrameFormat()
        fmt.setMargin(0)
        fmt.setPadding(0)
        fmt.setBorder(0)
        cur = QTextCursor(doc)
        self._frames = []
        for title, body in sections:
            cur.movePosition(QTextCursor.MoveOperation.End)
            frame = cur.insertFrame(fmt)
            frame.firstCursorPosition().insertHtml(section_html(title, body))
            self._frames.append(frame)


class MeasurePanel(QWidget):
    def __init__(self, board):
        super().__init__()
        self.board = board
        self.setAccessibleName(translate("panels", "Measure"))
        self.setAccessibleDescription(translate("BataanMeasure", "What the table answers for the selected figures and the ruler"))
        lay = QVBoxLayout(self)
        lay.setContentsMargins(6, 6, 6, 6)
        grid = QGridLayout()
        self.toggles = []
        for k, name in enumerate(SHORT):
            act = getattr(board, name)
            btn = QToolButton()
            btn.setDefaultAction(act)
            btn.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
            btn.setText(self.tr(SHORT[name]))
            btn.setToolTip(act.text() + (f" ({act.shortcut().toString()})" if not act.shortcut().isEmpty() else ""))
            btn.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
            grid.addWidget(btn, k // 2, k % 2)
            self.toggles.append(btn)
        lay.addLayout(grid)
        self.record_move = QPushButton(self.tr("Record move along the ruler"))
        self.record_move.setToolTip(self.tr("Move the ruler's figure to its end through the waypoints and record the "
                                            "move (B7), one undoable change (Ctrl+Shift+Return)"))
        self.record_move.clicked.connect(lambda: board.record_ruler_move())
        self.record_move.setVisible(False)
        lay.addWidget(self.record_move)
        self.text = AnswerText()
        f = self.text.font()
        f.setPointSize(12)
        self.text.setFont(f)
        self.text.setMinimumWidth(80)
        self.text.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Expanding)
        lay.addWidget(self.text, 1)
        self._pending: Answers | None = None
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(lambda: board.in_own_frame(self._show_pending))
        board.answersChanged.connect(self._on_answers)
        board.reachChanged.connect(lambda _r: self.show_answers(board.answers))

    # -- sections ----------------------------------------------------------------------------------
    def sections(self, a: Answers) -> list[tuple[str, str]]:
        b = self.board
        figs = b.table._figures
        out: list[tuple[str, str]] = []
        # selected figures
        if a.selected:
            rows = []
            for fid in a.selected[:6]:
                f = figs[fid]
                state = [{"light": self.tr("light wound"), "serious": self.tr("serious wound"),
                          "dead": self.tr("dead")}.get(f.wounds, "")]
                if f.side == "american":
                    state.append(self.tr("revealed") if f.revealed else self.tr("hidden"))
                if f.entrenched:
                    state.append(self.tr("entrenched"))
                state = ", ".join(s for s in state if s)
                rows.append(fill(self.tr("<b>%1</b> %2, %3 %4 at (%5, %6)"), escape(fid),
                                 escape(f.name or translate("BataanBoard", f.role.replace('_', ' '))),
                                 self.tr("Japanese") if f.side == "japanese" else self.tr("American"),
                                 escape(f.unit_label), f"{f.x:.1f}", f"{f.y:.1f}")
                            + (f" — {escape(state)}" if state else ""))
            if len(a.selected) > 6:
                rows.append(self.tr("... and %n more", "", len(a.selected) - 6))
            out.append((self.tr("Selected"), "<br>".join(rows)))
        else:
            out.append((self.tr("Selected"), self.tr("Nothing selected. Click a figure; Ctrl+click a second for distance and sight.")))
        if a.distance is not None:
            d = a.distance
            out.append((self.tr("Distance"), f"<span style='font-size:15pt'><b>{escape(d.a)} \u2194 {escape(d.b)}: "
                                             f"{_in(d.distance_in)}</b></span> "
                        + fill(self.tr("(centre to centre %1)"), _in(d.centre_distance_in)) + rules_line(d.rule, d.ruling)))
        if a.sight is not None:
            s = a.sight
            head = badge(self.tr("CLEAR: they can see each other"), OK_BG) if s.visible else \
                badge(self.tr("BLOCKED: no sight"), BAD_BG)
            body = (f"<span style='font-size:14pt'>{head}</span><br>" +
                    fill(self.tr("%1 of jungle along a %2 line (limit 6\")."), _in(s.jungle_in), _in(s.line_in)) +
                    f" {escape(s.reason)}.")
            if s.too_close_to_call:
                body += "<br>" + close_badge()
            out.append((self.tr("Sight line"), body + rules_line(s.rule, s.ruling)))
        # command
        if a.command:
            milling = a.out_of_command
            lazy = isinstance(a.command, CommandList)   # from the arrays: no status built for the rest (issue 25)
            need = a.command.needing() if lazy else sum(c.status in ("in command", "milling about") for c in a.command)
            if milling:
                head = badge(fill(self.tr("%1 of %n out of command", "", need), len(milling)), BAD_BG)
            elif need:
                head = badge(self.tr("all %n in command", "", need), OK_BG)
            elif getattr(self.board.state, "banzai", False):
                head = badge(self.tr("Banzai Charge: command is ignored (B6)"), OK_BG)
            else:
                head = badge(self.tr("no figure needs command (B6)"), OK_BG)
            lines = [f"<span style='font-size:14pt'>{head}</span>"]
            for c in milling[:MAX_LIST]:
                lines.append(f"{escape(c.figure)}: {escape(c.reason)}" + (" " + close_badge() if c.too_close_to_call else ""))
            if len(milling) > MAX_LIST:
                lines.append(self.tr("... and %n more (ringed red on the table)", "", len(milling) - MAX_LIST))
            close_in = [c for c in a.command_close if c.status == "in command"]
            for c in close_in[:MAX_LIST]:
                lines.append(fill(self.tr("%1 in command at %2"), escape(c.figure), _in(c.distance_in)) + " " + close_badge())
            sel = a.command.of(a.selected[:4]) if lazy else [c for c in a.command if c.figure in a.selected[:4]]
            for c in sel:
                lines.append(f"<i>{escape(c.figure)}: {escape(c.status)}</i> ({escape(c.reason or '')})")
            rule = a.command[0].rule
            out.append((self.tr("Command"), "<br>".join(lines) + rules_line(rule, a.command[0].ruling)))
        # targets
        if a.targets is not None:
            t = a.targets
            shooter = figs[t.shooter]
            order = (self.tr("automatic weapon: must take the closest first (B11)") if t.closest_first
                     else self.tr("may pick any visible target (B11)"))
            lines = [fill(self.tr("<b>%1</b> (%2): %n visible enemy(ies), %3", "", len(t.targets)), escape(t.shooter),
                          escape(shooter.weapon.replace('_', ' ')), order)]
            for k, tg in enumerate(t.targets[:MAX_LIST]):
                first = " <b>\u2190 " + self.tr("first") + "</b>" if k == 0 and t.closest_first else ""
                lines.append(fill(self.tr("%1. %2 at %3"), k + 1, escape(tg.figure), _in(tg.distance_in)) + first
                             + (" " + close_badge() if tg.too_close_to_call else ""))
            if len(t.targets) > MAX_LIST:
                lines.append(self.tr("... and %n more", "", len(t.targets) - MAX_LIST))
            if t.hidden:
                lines.append(fill(self.tr("%n visible American(s) not spotted yet (B15): %1", "", len(t.hidden)),
                                  escape(', '.join(t.hidden[:6]))))
            out.append((self.tr("Targets"), "<br>".join(lines) + rules_line(t.rule, t.ruling)))
        # ruler
        if a.ruler is not None:
            r = a.ruler
            lines = []
            if r.reading is not None:
                lines.append(f"<span style='font-size:14pt'><b>{escape(r.figure)} \u2192 "
                             f"{escape(r.reading.b if not r.reading.b.startswith('(') else self.tr('the point'))}: "
                             f"{_in(r.reading.distance_in)}</b></span>")
            if r.via:
                lines.append(fill(self.tr("path through %n waypoint(s): %1, of which %2 at half rate", "", len(r.via)),
                                  _in(r.length_in), _in(r.jungle_in)))
            else:
                lines.append(fill(self.tr("straight line %1, of which %2 at half rate"), _in(r.length_in), _in(r.jungle_in)))
            for mv in r.moves:
                left = mv.allowance_in - mv.cost_in
                if mv.legal:
                    txt = badge(fill(self.tr("%1 %2\": uses %3\", %4\" left"), mv.mode, f"{mv.allowance_in:g}",
                                     f"{mv.cost_in:.2f}", f"{left:.2f}"), OK_BG)
                else:
                    why = mv.problems[0] if mv.problems else ""
                    txt = badge(fill(self.tr("%1 %2\": uses %3\" — %4"), mv.mode, f"{mv.allowance_in:g}",
                                     f"{mv.cost_in:.2f}", why), BAD_BG)
                if mv.too_close_to_call:
                    txt += " " + close_badge()
                lines.append(txt)
            rule = r.moves[0].rule if r.moves else "B1: how distance is measured"
            rulings = (r.reading.ruling if r.reading else ()) + (r.moves[0].ruling if r.moves else ())
            out.append((self.tr("Ruler"), "<br>".join(lines) + rules_line(rule, rulings)))
        # blast
        if a.blast is not None:
            bl = a.blast
            lines = ["<b>" + fill(self.tr("%1\" template at (%2, %3): %n caught", "", len(bl.hits)), f"{bl.radius_in:g}",
                                  f"{bl.x:.1f}", f"{bl.y:.1f}") + "</b>"]
            for h in bl.hits[:MAX_LIST]:
                lines.append(f"{escape(h.figure)} ({escape(h.side)}) {_in(h.distance_in)}"
                             + (" " + close_badge() if h.too_close_to_call else ""))
            for h in bl.near_misses:
                lines.append(fill(self.tr("%1 just outside at %2"), escape(h.figure), _in(h.distance_in)) + " " + close_badge())
            out.append((self.tr("Blast template"), "<br>".join(lines) + rules_line(bl.rule, bl.ruling)))
        # contacts
        enemies = [c for c in a.contacts if c.enemies]
        if b.state.show_contacts:
            if enemies:
                lines = [badge(self.tr("%n enemy contact(s): melee", "", len(enemies)), BAD_BG)]
                for c in enemies[:MAX_LIST]:
                    lines.append(fill(self.tr("%1 \u2194 %2: gap %3"), escape(c.a), escape(c.b), _in(c.gap_in)))
                out.append((self.tr("Contacts"), "<br>".join(lines) + rules_line(enemies[0].rule, enemies[0].ruling)))
            else:
                out.append((self.tr("Contacts"), fill(self.tr("No enemy bases touching (%1)."), escape(b.table.rulings.label('B27')))))
        # reach
        if b.reach_areas:
            parts = [fill(self.tr("%1: %2 sq in"), m, f"{r.area.area:.0f}") for m, r in b.reach_areas.items()]
            any_r = next(iter(b.reach_areas.values()))
            out.append((self.tr("Reachable area"), self.tr("White = walk, dashed yellow = run.") + " " + escape(", ".join(parts))
                        + rules_line(any_r.rule, any_r.ruling)))
        return out

    def _on_answers(self, a: Answers) -> None:
        """During a drag the text follows at most ten times a second, in a frame of its own (the board runs
        it in place of the rules, which follow a frame later); otherwise at once."""
        self._pending = a
        if self.board.dragging():
            if not self._timer.isActive():
                self._timer.start(100)
        else:
            self.show_answers(a)

    def _show_pending(self) -> None:
        if self._pending is not None:
            self.show_answers(self._pending)

    def show_answers(self, a: Answers) -> None:
        self._timer.stop()
        self._pending = None
        r = a.ruler
        self.record_move.setVisible(bool(r is not None and r.figure and r.moves) and self.board.in_movement_phase())
        self.text.set_sections(self.sections(a))
