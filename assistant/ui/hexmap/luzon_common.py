"""What the Luzon board's panels share: colours and small labels."""

from __future__ import annotations

from PySide6.QtWidgets import QLabel, QSizePolicy

from assistant.games.luzon.forces import DEAD_PILE, NOT_ARRIVED, OFF_MAP, ON_MAP, RECOVERY_POOL

ALLIED = "#2e7d32"
JAPANESE = "#b71c1c"
JAPAN_LINE = "#d84315"
ALLIED_LINE = "#1565c0"
STATUS_TEXT = {ON_MAP: "on map", OFF_MAP: "off map (air)", NOT_ARRIVED: "not arrived",
               RECOVERY_POOL: "Recovery Pool", DEAD_PILE: "Dead Pile"}


def count(n: int, thing: str, things: str = "") -> str:
    """"1 unit", "3 units": a number with its noun in the right number."""
    return f"{n} {thing if n == 1 else (things or thing + 's')}"


def used_times(n: int) -> str:
    return "not used yet" if n == 0 else ("used once" if n == 1 else f"used {n} times")


def note(text: str) -> QLabel:
    lbl = QLabel(text)
    lbl.setWordWrap(True)
    lbl.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
    return lbl


def error_label() -> QLabel:
    lbl = QLabel()
    lbl.setWordWrap(True)
    lbl.setStyleSheet("color: #c62828; font-weight: bold")
    return lbl


def result_label() -> QLabel:
    """Where a panel shows the summary of the last command it ran."""
    lbl = QLabel()
    lbl.setWordWrap(True)
    lbl.setStyleSheet("color: #1b5e20")
    lbl.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
    return lbl
