"""Commands every game shares: rename it, switch its rulings. Qt-free; each returns one undoable Change."""

from __future__ import annotations

from assistant.core.errors import InputError
from assistant.store import games
from assistant.store.changes import Change

from .session import GameSession
from .setup import rulings_class

__all__ = ["rename_change", "rulings_change"]


def rename_change(session: GameSession, name: str) -> Change:
    name = (name or "").strip()
    if not name:
        raise InputError("a game needs a name", "rename")
    return games.rename_change(session.store, session.game_id, name)


def rulings_change(session: GameSession, rulings) -> Change:
    """Store ``rulings`` (the game's ``Rulings`` value) with the game; refused if it is another game's."""
    cls = rulings_class(session.kind.family)
    if cls is None or not isinstance(rulings, cls):
        raise InputError(f"these are not {session.kind.title}'s rulings", "rulings")
    settings = dict(session.settings)
    try:
        before = cls.from_dict(session.settings.get("rulings"))
    except InputError:   # stored settings this version cannot read are replaced whole
        before = None
    changed = [p.code or p.field for p in cls.points()
               if before is None or getattr(rulings, p.field) != getattr(before, p.field)]
    settings["rulings"] = rulings.to_dict()
    text = "Change the rulings" + (f" ({', '.join(changed)})" if changed else "")
    return games.settings_change(session.store, session.game_id, settings, text)
