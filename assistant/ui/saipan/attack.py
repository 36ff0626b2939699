"""The Saipan air/naval attack box: the referee names the attacker, its rating and the targets (split
points for AA and ship fire), sees each attack's exact odds from the game's plan, and rolls; the game's
command rolls every attack and records the hits as VP results in one change (14.3-14.5, 16.4 A, S5)."""

from __future__ import annotations

from html import escape
from typing import Callable

from PySide6.QtCore import QT_TRANSLATE_NOOP, Qt
from PySide6.QtWidgets import (
    QCheckBox, QComboBox, QFormLayout, QGroupBox, QHBoxLayout, QLabel, QLineEdit, QPushButton, QSizePolicy,
    QSpinBox, QWidget,
)

from assistant.core.errors import InputError
from assistant.ui import theme
from assistant.ui.column_fit import WrappedCheck
from assistant.ui.i18n import fill, translate

KINDS = (("air_to_air", QT_TRANSLATE_NOOP("saipan", "Air-to-air (14.3)"), QT_TRANSLATE_NOOP("saipan", "target air unit, e.g. A6M-1")),
         ("aa_fire", QT_TRANSLATE_NOOP("saipan", "AA fire, split (14.4 B-E)"), QT_TRANSLATE_NOOP("saipan", "air unit and points, e.g. A6M-1 3, B6N-2 2")),
         ("anti_ship", QT_TRANSLATE_NOOP("saipan", "Anti-ship strike (14.4 B)"), QT_TRANSLATE_NOOP("saipan", "ship and type, e.g. Taiho CV")),
         ("ship_to_ship", QT_TRANSLATE_NOOP("saipan", "Ship-to-ship, split (14.5)"), QT_TRANSLATE_NOOP("saipan", "ship, type and points, e.g. Tone CA 4, Zuiho CVL 4")))


def _label(text: str) -> QLabel:
    lbl = QLabel(text)
    lbl.setWordWrap(True)
    lbl.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
    return lbl


def parse_targets(kind: str, text: str) -> list[tuple]:
    """The targets as typed: comma-separated entries of words (points last where the kind splits)."""
    entries = [e.split() for e in text.split(",") if e.strip()]
    if not entries:
        raise InputError(translate("saipan", "name the target"), "targets")
    shape = {"air_to_air": 1, "aa_fire": 2, "anti_ship": 2, "ship_to_ship": 3}[kind]
    out = []
    for e in entries:
        if len(e) != shape:
            raise InputError(fill(translate("saipan", "each target reads like: %1"), translate("saipan", dict((k, h) for k, _, h in KINDS)[kind])), "targets")
        if kind in ("aa_fire", "ship_to_ship"):
            if not e[-1].isdigit():
                raise InputError(fill(translate("saipan", "points are a number, got %1"), repr(e[-1])), "targets")
            e = e[:-1] + [int(e[-1])]
        if kind in ("anti_ship", "ship_to_ship"):
            e[1] = e[1].upper()
        out.append(tuple(e))
    if kind in ("air_to_air", "anti_ship") and len(out) != 1:
        raise InputError(translate("saipan", "one target for this attack"), "targets")
    return out


class AttackBox(QGroupBox):
    def __init__(self, board, side: Callable[[], str]):
        super().__init__(translate("saipan", "Air/naval attack: odds, roll and hits recorded"))
        self.board = board
        self.side = side
        form = QFormLayout(self)
        self.kind = QComboBox()
        for k, title, _hint in KINDS:
            self.kind.addItem(translate("saipan", title), k)
        self.attacker = QLineEdit()
        self.attacker.setPlaceholderText(translate("saipan", "attacking unit, e.g. F6F-1"))
        self.rating = QSpinBox()
        self.rating.setRange(1, 40)
        self.rating.setValue(5)
        self.targets = QLineEdit()
        self.carrier_drm_on = QCheckBox(translate("saipan", "carrier target DRM (S5)"))
        self.carrier_drm = QSpinBox()
        self.carrier_drm.setRange(-9, 9)
        drm_row = QHBoxLayout()
        drm_row.addWidget(self.carrier_drm_on)
        drm_row.addWidget(self.carrier_drm)
        vp_check = WrappedCheck(translate("saipan", "CVL/CVE VPs damaged / sunk (S5)"))   # wraps in the column
        self.carrier_vp_on = vp_check.check
        self.vp_hit = QSpinBox()
        self.vp_sunk = QSpinBox()
        for w in (self.vp_hit, self.vp_sunk):
            w.setRange(0, 50)
        vp_row = QHBoxLayout()
        vp_row.addWidget(vp_check, 1)
        vp_row.addWidget(self.vp_hit)
        vp_row.addWidget(self.vp_sunk)
        self.score = QCheckBox(translate("saipan", "record hits as VP results (16.4 A)"))
        self.score.setChecked(True)
        form.addRow(translate("saipan", "Attack"), self.kind)
        form.addRow(translate("saipan", "Attacker"), self.attacker)
        form.addRow(translate("saipan", "Rating"), self.rating)
        form.addRow(translate("saipan", "Targets"), self.targets)
        form.addRow(_wrap(drm_row))
        form.addRow(_wrap(vp_row))
        form.addRow(self.score)
        self.odds = _label("")
        self.odds.setTextFormat(Qt.TextFormat.RichText)
        form.addRow(self.odds)
        self.button = QPushButton(translate("saipan", "Roll the attacks"))
        self.button.setMinimumHeight(32)
        self.button.clicked.connect(self.on_roll)
        form.addRow(self.button)
        self.result = _label("")
        self.result.setTextFormat(Qt.TextFormat.RichText)
        form.addRow(self.result)
        for w in (self.kind,):
            w.currentIndexChanged.connect(lambda _i: self.show_odds())
        for w in (self.attacker, self.targets):
            w.textChanged.connect(lambda _t: self.show_odds())
        for w in (self.rating, self.carrier_drm, self.vp_hit, self.vp_sunk):
            w.valueChanged.connect(lambda _v: self.show_odds())
        for w in (self.carrier_drm_on, self.carrier_vp_on):
            w.toggled.connect(lambda _on: self.show_odds())
        self.show_odds()

    def _args(self) -> tuple[str, tuple, dict]:
        kind = self.kind.currentData()
        side, who, rating = self.side(), self.attacker.text().strip() or "attacker", self.rating.value()
        targets = parse_targets(kind, self.targets.text())
        vp = (self.vp_hit.value(), self.vp_sunk.value()) if self.carrier_vp_on.isChecked() else None
        drm = self.carrier_drm.value() if self.carrier_drm_on.isChecked() else None
        if kind == "air_to_air":
            return kind, (side, who, targets[0][0], rating), {}
        if kind == "aa_fire":
            return kind, (side, who, rating, targets), {}
        if kind == "anti_ship":
            return kind, (side, who, targets[0][0], targets[0][1], rating), {"carrier_vp": vp}
        return kind, (side, who, rating, targets), {"carrier_drm": drm, "carrier_vp": vp}

    def show_odds(self) -> None:
        if not hasattr(self, "odds"):
            return
        self.targets.setPlaceholderText(translate("saipan", dict((k, h) for k, _, h in KINDS)[self.kind.currentData()]))
        try:
            kind, args, kwargs = self._args()
            plan = getattr(self.board.game.attacks, f"plan_{kind}")(*args, **kwargs)
        except InputError as err:
            self.odds.setText(fill("<span style='color:%1'>%2</span>", theme.css("bad"), err))
            return
        self.odds.setText(translate("saipan", "Before rolling:<br>") + "<br>".join(f"<b>{escape(line)}</b>" for line in plan.lines()))

    def on_roll(self) -> None:
        try:
            kind, args, kwargs = self._args()
            change = getattr(self.board.game.attacks, kind)(*args, score=self.score.isChecked(), **kwargs)
        except InputError as err:
            self.result.setText(fill("<span style='color:%1'>%2</span>", theme.css("bad"), err))
            return
        summary = dict(change.meta).get("summary") or (change.text,)
        colour = theme.css("good") if dict(change.meta).get("outcome") == "hit" else theme.css("muted")
        self.result.setText(f"<span style='color:{colour}'>" + "<br>".join(summary) + "</span>")
        self.board.hub.push(change)


def _wrap(layout) -> QWidget:
    w = QWidget()
    layout.setContentsMargins(0, 0, 0, 0)
    w.setLayout(layout)
    return w
