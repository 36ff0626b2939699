"""What the Luzon board's panels share: colours and small labels."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP
from PySide6.QtWidgets import QLabel, QSizePolicy

from assistant.games.luzon.forces import DEAD_PILE, NOT_ARRIVED, OFF_MAP, ON_MAP, RECOVERY_POOL

from assistant.ui import theme
from assistant.ui.i18n import translate
from assistant.ui.widgets import error_label, note_label  # noqa: F401 (the Luzon panels take both from here)

ALLIED = "#2e7d32"
JAPANESE = "#b71c1c"
JAPAN_LINE = "#d84315"
ALLIED_LINE = "#1565c0"
_STATUS = {ON_MAP: QT_TRANSLATE_NOOP("luzon", "on map"), OFF_MAP: QT_TRANSLATE_NOOP("luzon", "off map (air)"),
           NOT_ARRIVED: QT_TRANSLATE_NOOP("luzon", "not arrived"),
           RECOVERY_POOL: QT_TRANSLATE_NOOP("luzon", "Recovery Pool"), DEAD_PILE: QT_TRANSLATE_NOOP("luzon", "Dead Pile")}
STATUSES = tuple(_STATUS)


def status_text(status: str) -> str:
    """A unit's status as the players read it ("Recovery Pool"), translated."""
    return translate("luzon", _STATUS[status]) if status in _STATUS else status


def used_times(n: int) -> str:
    return translate("luzon", "not used yet") if n == 0 else translate("luzon", "used %n time(s)", "", n)


note = note_label          # the Luzon panels' name for the shared note


def result_label() -> QLabel:
    """Where a panel shows the summary of the last command it ran."""
    lbl = QLabel()
    lbl.setWordWrap(True)
    lbl.setStyleSheet(theme.text_style("good", lbl))
    lbl.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
    return lbl


def side_name(side: str) -> str:
    """"Allied" / "Japanese" as the players read them."""
    return translate("luzon", "Allied") if side == "allied" else translate("luzon", "Japanese")
