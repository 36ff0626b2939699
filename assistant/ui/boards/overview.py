"""A game's overview: what it is, where it stands, and its rulings. Shown for games whose board
has no drawing of its own."""

from __future__ import annotations

from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

from assistant.store import rolls


class Overview(QWidget):
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
        hub.recordChanged.connect(lambda _c: self.refresh())
        self.refresh()

    def refresh(self) -> None:
        s = self.session
        n = rolls.count(s.store, s.game_id)
        state = "".join(f"<li>{k}: {v}</li>" for k, v in s.state.items()) or "<li>not started</li>"
        self.label.setText(
            f"<h2>{s.name}</h2><p style='font-size:13pt'>{s.kind.title}: {s.kind.blurb}</p>"
            f"<p>Rules: <i>{s.kind.rulebook}</i>. {n} rolls on record.</p><h3>Where the game stands</h3>"
            f"<ul>{state}</ul>"
        )
