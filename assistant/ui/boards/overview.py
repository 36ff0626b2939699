"""A game's overview: what it is, where it stands, and its rulings. Shown for games whose board
has no drawing of its own."""

from __future__ import annotations

from html import escape

from PySide6.QtWidgets import QLabel, QVBoxLayout

from assistant.store import rolls
from assistant.ui.i18n import fill, translate

from .protocol import BoardBase


class Overview(BoardBase):
    def __init__(self, hub, session):
        super().__init__()
        self.hub = hub
        self.session = session
        lay = QVBoxLayout(self)
        lay.setContentsMargins(40, 30, 40, 30)
        self.label = QLabel()
        self.label.setWordWrap(True)
        lay.addWidget(self.label)
        lay.addStretch(1)
        hub.listen(self, hub.recordChanged, lambda _c: self.refresh())   # dropped with the board
        self.refresh()

    def refresh(self) -> None:
        s = self.session
        n = rolls.count(s.store, s.game_id)
        state = ("".join(f"<li>{escape(str(k))}: {escape(str(v))}</li>" for k, v in s.state.items())
                 or f"<li>{translate('overview', 'not started')}</li>")
        self.label.setText(
            f"<h2>{escape(s.name)}</h2><p style='font-size:13pt'>{s.kind.title}: {s.kind.blurb}</p>"
            + "<p>" + fill(translate("overview", "Rules: %1. %2 on record."), f"<i>{s.kind.rulebook}</i>",
                           translate("overview", "%n roll(s)", "", n)) + "</p>"
            + f"<h3>{translate('overview', 'Where the game stands')}</h3><ul>{state}</ul>"
        )
        self.setAccessibleName(fill(translate("overview", "Overview of %1"), s.name))
