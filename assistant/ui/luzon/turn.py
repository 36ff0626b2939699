"""The Luzon Turn tab: turn track and checklist, weather (1.2), the Re-Roll counter (1.13) and the
optional variations (4.0, with their dialog). Every button calls one ``LuzonGame`` command."""

from __future__ import annotations

from html import escape
from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QCheckBox, QComboBox, QDialog, QDialogButtonBox, QGroupBox, QHBoxLayout, QLabel, QListWidget,
    QListWidgetItem, QPushButton, QSizePolicy, QVBoxLayout, QWidget,
)

from assistant.games.luzon import rules
from assistant.games.luzon.commands.counter import TABLE_ROLLS
from assistant.games.luzon.commands.turn import WEATHER_TEXT
from assistant.games.luzon.rulings import ALLIED_OPTIONS, JAPANESE_OPTIONS
from assistant.ui.widgets import ButtonGrid, scrolling

from assistant.ui import theme
from assistant.ui.column_fit import fit_column
from assistant.ui.i18n import fill, translate
from .common import ALLIED, JAPANESE, error_label, note, result_label, side_name, used_times
from assistant.ui.hexmap.measure import big


class _ClickLabel(QLabel):
    """The words of a check box that wrap; a click on them ticks the box, as on a check box's text."""

    def __init__(self, text: str, box: QCheckBox):
        super().__init__(text)
        self.box = box
        self.setWordWrap(True)
        self.setTextFormat(Qt.TextFormat.PlainText)

    def mouseReleaseEvent(self, event) -> None:  # noqa: N802
        if event.button() == Qt.MouseButton.LeftButton and self.box.isEnabled():
            self.box.toggle()
        super().mouseReleaseEvent(event)


def wrapping_check(short: str, words: str) -> tuple[QCheckBox, QWidget]:
    """A check box whose long text wraps to the dialog's width (a QCheckBox's own text never wraps)."""
    row = QWidget()
    lay = QHBoxLayout(row)
    lay.setContentsMargins(0, 0, 0, 0)
    cb = QCheckBox(short)
    cb.setAccessibleName(f"{short} {words}")
    label = _ClickLabel(words, cb)
    label.setBuddy(cb)
    lay.addWidget(cb, 0, Qt.AlignmentFlag.AlignTop)
    lay.addWidget(label, 1)
    return cb, row


class OptionsDialog(QDialog):
    """4.0: tick the optional variations in force; OK stores them with the game (one undoable change)."""

    def __init__(self, board, parent=None, first: bool = False):
        super().__init__(parent)
        self.board = board
        game = board.game
        self.setWindowTitle(translate("luzon", "Optional variations (4.0)"))
        lay = QVBoxLayout(self)
        if first:
            lay.addWidget(note(translate("luzon", "<b>New game from the printed set-up (6.0).</b> Choose the optional variations now (OK with none ticked plays without them): on this untouched set-up the tool makes their set-up changes itself.")))
        lay.addWidget(note(translate("luzon", "Tick the variations in force for this game. Those marked ✔ are applied by the tool; set-up changes are made while the printed set-up is untouched, else listed for you to make on the map.")))
        body = QWidget()
        bl = QVBoxLayout(body)
        self.boxes: dict[tuple[str, int], QCheckBox] = {}
        current = game.options
        for side, numbers, title in (("japanese", JAPANESE_OPTIONS, translate("luzon", "Favouring the Japanese (1D6)")),
                                     ("allied", ALLIED_OPTIONS, translate("luzon", "Favouring the Allies (2D6)"))):
            box = QGroupBox(title)
            gl = QVBoxLayout(box)
            texts = game.track.option_texts(side)
            for n in numbers:
                applied = game.track.option_applied(side, n)
                words = f"{texts.get(n, '')}" + (f"  ✔ {applied}" if applied else "")
                cb, row = wrapping_check(f"{n}.", words)
                cb.setChecked(n in getattr(current, side))
                cb.setToolTip(texts.get(n, ""))
                gl.addWidget(row)
                self.boxes[(side, n)] = cb
            bl.addWidget(box)
        series = QGroupBox(translate("luzon", "Series optional rules (OCS; played at the table)"))
        sl = QVBoxLayout(series)
        self.series_boxes: dict[str, QCheckBox] = {}
        for key, name in rules.SERIES_OPTIONAL_RULES.items():
            cb = QCheckBox(name)
            cb.setChecked(key in game.track.series_rules())
            sl.addWidget(cb)
            self.series_boxes[key] = cb
        bl.addWidget(series)
        lay.addWidget(scrolling(body), 1)
        self.error = error_label()
        lay.addWidget(self.error)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.apply)
        buttons.rejected.connect(self.reject)
        lay.addWidget(buttons)
        self.resize(560, 620)

    def chosen(self, side: str) -> list[int]:
        return [n for (s, n), cb in self.boxes.items() if s == side and cb.isChecked()]

    def series(self) -> list[str]:
        return [k for k, cb in self.series_boxes.items() if cb.isChecked()]

    def apply(self) -> None:
        game = self.board.game
        japanese, allied, series = self.chosen("japanese"), self.chosen("allied"), self.series()
        same = (set(japanese) == set(game.options.japanese) and set(allied) == set(game.options.allied)
                and series == game.track.series_rules())
        if same and "options" in game.session.settings:
            self.accept()
            return
        if self.board.run(lambda: game.track.set_options(japanese, allied, series), self):
            self.accept()


class TurnPanel(QWidget):
    """Turn track (22 Dec - 5 Jan), the turn's checklist, the weather roll, the re-roll counter and the
    optional variations."""

    def __init__(self, board):
        super().__init__()
        self.board = board
        lay = QVBoxLayout(self)
        track = QGroupBox(translate("luzon", "Turn track (6.0)"))
        tl = QHBoxLayout(track)
        self.turn_buttons = []
        for t in board.scenario.turns:
            b = QPushButton(f"{t.number}\n{t.label.rsplit(' ', 1)[0]}")
            b.setCheckable(True)
            b.setMinimumHeight(46)
            b.setMinimumWidth(40)
            b.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
            b.clicked.connect(lambda _=False, n=t.number: self.go_to(n))
            b.setAccessibleName(fill(translate("luzon", "Turn %1, %2"), t.number, t.label))
            tl.addWidget(b)
            self.turn_buttons.append(b)
        track.setAccessibleName(translate("luzon", "Turn track"))
        lay.addWidget(track)
        self.turn_title = big(QLabel(), 5)
        self.turn_title.setWordWrap(True)
        lay.addWidget(self.turn_title)
        lay.addWidget(self._weather_box())
        lay.addWidget(self._reroll_box())
        lay.addWidget(self._options_box())
        cbox = QGroupBox(translate('luzon', "This turn's checklist (tick as done)"))
        cl = QVBoxLayout(cbox)
        self.checklist = QListWidget()
        self.checklist.setWordWrap(True)
        self.checklist.setMinimumHeight(200)
        self.checklist.setAccessibleName(translate("luzon", "This turn's checklist (tick as done)"))
        self.checklist.itemChanged.connect(self._ticked)
        cl.addWidget(self.checklist)
        lay.addWidget(cbox)
        nav = QHBoxLayout()
        self.prev_btn = QPushButton(translate("luzon", "◀ Previous turn"))
        self.next_btn = QPushButton(translate("luzon", "Next turn ▶"))
        self.prev_btn.clicked.connect(lambda: self.go_to(self.board.turn - 1))
        self.next_btn.clicked.connect(lambda: self.go_to(self.board.turn + 1))
        nav.addWidget(self.prev_btn)
        nav.addWidget(self.next_btn)
        lay.addLayout(nav)
        self.result = result_label()
        lay.addWidget(self.result)
        self.error = error_label()
        lay.addWidget(self.error)
        lay.addStretch(1)
        self._refreshing = False
        fit_column(self)

    def _weather_box(self) -> QGroupBox:
        wbox = QGroupBox(translate("luzon", "Weather (1.2)"))
        wl = QVBoxLayout(wbox)
        self.weather_odds = note("")
        wl.addWidget(self.weather_odds)
        self.weather_btn = QPushButton(translate("luzon", "Roll weather"))
        self.weather_btn.setMinimumHeight(34)
        self.weather_btn.clicked.connect(self.roll_weather)
        self.weather_lbl = big(QLabel(), 3)
        self.weather_lbl.setWordWrap(True)
        row = QHBoxLayout()
        row.addWidget(self.weather_btn)
        row.addWidget(self.weather_lbl, 1)
        wl.addLayout(row)
        return wbox

    def _reroll_box(self) -> QGroupBox:
        rbox = QGroupBox(translate("luzon", "Re-roll counter (1.13)"))
        rl = QVBoxLayout(rbox)
        self.reroll_lbl = big(QLabel(), 3)
        self.reroll_lbl.setWordWrap(True)
        rl.addWidget(self.reroll_lbl)
        self.reroll_btn = QPushButton(translate("luzon", "Holder re-rolls the last roll"))
        self.reroll_btn.clicked.connect(self.use_reroll)
        rl.addWidget(self.reroll_btn)
        self.reroll_why = QLabel()
        self.reroll_why.setWordWrap(True)
        rl.addWidget(self.reroll_why)
        row = QHBoxLayout()
        self.table_kind = QComboBox()
        for k in TABLE_ROLLS:
            self.table_kind.addItem(k.replace("_", " "), k)
        used = QPushButton(translate("luzon", "Used on a table roll"))
        used.setToolTip(translate("luzon", "The holder re-rolled a roll made at the table (an OCS series roll, L2): pass the counter"))
        used.clicked.connect(self.use_at_table)
        row.addWidget(self.table_kind, 1)
        row.addWidget(used)
        rl.addLayout(row)
        return rbox

    def _options_box(self) -> QGroupBox:
        obox = QGroupBox(translate("luzon", "Optional variations (4.0)"))
        ol = QVBoxLayout(obox)
        self.options_lbl = note("")
        ol.addWidget(self.options_lbl)
        row = ButtonGrid(3)   # fewer in a row when the words are longer (issue 23.3)
        choose = QPushButton(translate("luzon", "Choose…"))
        choose.clicked.connect(self.choose_options)
        roll_j = QPushButton(translate("luzon", "Roll Japanese (1D6)"))
        roll_j.clicked.connect(lambda: self.board.run(lambda: self.board.game.track.roll_option("japanese"), self))
        roll_a = QPushButton(translate("luzon", "Roll Allied (2D6)"))
        roll_a.clicked.connect(lambda: self.board.run(lambda: self.board.game.track.roll_option("allied"), self))
        for w in (choose, roll_j, roll_a):
            row.add(w)
        ol.addWidget(row)
        return obox

    # -- commands ----------------------------------------------------------------------------------
    def go_to(self, n: int) -> None:
        if n != self.board.turn:
            self.board.run(lambda: self.board.game.track.go_to_turn(n), self)
        self.refresh(None)

    def roll_weather(self) -> bool:
        return self.board.run(self.board.game.track.roll_weather, self)

    def use_reroll(self) -> bool:
        return self.board.run(self.board.game.counter.reroll, self)

    def use_at_table(self) -> bool:
        kind = self.table_kind.currentData()
        return self.board.run(lambda: self.board.game.counter.use_counter_at_table(kind), self)

    def choose_options(self) -> None:
        OptionsDialog(self.board, self).exec()

    def _ticked(self, item: QListWidgetItem) -> None:
        if self._refreshing:
            return
        index = self.checklist.row(item)
        done = item.checkState() == Qt.CheckState.Checked
        if not self.board.run(lambda: self.board.game.track.tick(index, done), self):
            self.refresh(None)

    # -- showing ------------------------------------------------------------------------------------
    def refresh(self, forces) -> None:
        b = self.board
        game = b.game
        t = game.turn_info()
        for i, btn in enumerate(self.turn_buttons):
            btn.setChecked(i + 1 == t.number)
            btn.setStyleSheet(f"font-weight: bold; background: {theme.css('note', btn)}" if i + 1 == t.number else "")
        self.turn_title.setText(fill(translate("luzon", "Turn %1 of %2: %3"), t.number, len(b.scenario.turns), t.label))
        self.turn_title.setAccessibleName(translate("luzon", "Current turn"))
        self.turn_title.setAccessibleDescription(self.turn_title.text())
        odds = game.track.weather_odds()
        self.weather_odds.setText(translate("luzon", "One die: 1-2 Limited Flight, 3-6 Normal Flight — ") + ", ".join(
            f"{WEATHER_TEXT.get(k, k)} {float(p) * 100:.1f}%" for k, p in odds.items()))
        w = game.track.weather()
        if w:
            res = w["result"]
            colour = theme.css("warning") if res == "limited_flight" else theme.css("good")
            self.weather_lbl.setText(fill(translate("luzon", "<span style='color:%1'>%2</span> (die %3)"), colour, WEATHER_TEXT.get(res, res), w['die']))
            self.weather_btn.setEnabled(False)
        else:
            self.weather_lbl.setText(translate("luzon", "not rolled yet"))
            self.weather_btn.setEnabled(True)
        counter = game.reroll_counter()
        colour = JAPANESE if counter.holder == "japanese" else ALLIED
        self.reroll_lbl.setText(fill(translate("luzon", "Held by the <span style='color:%1'>%2</span> player — %3"), colour, side_name(counter.holder), used_times(counter.uses)))
        chk = game.counter.reroll_check()
        self.reroll_why.setText("<br>".join(escape(x) for x in chk.lines()) + f"<br><i>{escape(game.rulings.l5_name)}</i>")
        self.reroll_btn.setEnabled(chk.ok)
        opts = game.options
        self.options_lbl.setText(translate("luzon", "In force: ") + (", ".join(opts.names) or translate("luzon", "none")))
        self._refreshing = True
        self.checklist.clear()
        done = game.track.checked()
        for i, line in enumerate(game.track.checklist()):
            item = QListWidgetItem(line)
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            item.setCheckState(Qt.CheckState.Checked if i in done else Qt.CheckState.Unchecked)
            self.checklist.addItem(item)
        self._refreshing = False
        self.prev_btn.setEnabled(t.number > 1)
        self.next_btn.setEnabled(t.number < len(b.scenario.turns))

