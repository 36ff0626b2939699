"""Commands every game shares: rename it, name its referee, switch its rulings. Qt-free; each returns one
undoable Change."""

from __future__ import annotations

from assistant.core.errors import InputError
from assistant.store import games
from assistant.store.changes import Change

from .session import GameSession
from .setup import rulings_class
from assistant.core.messages import msg

__all__ = ["referee_change", "rename_change", "rulings_change"]

#: the longest referee's name kept
REFEREE_MAX = 80


def rename_change(session: GameSession, name: str) -> Change:
    name = (name or "").strip()
    if not name:
        raise InputError(msg("a game needs a name"), "rename")
    return games.rename_change(session.store, session.game_id, name)


def referee_change(session: GameSession, name: str) -> Change:
    """Keep the referee's name with the game (``settings.referee``), which a league file names beside the
    game (issue 27); an empty name removes it. Blanks are folded; refused when nothing would change."""
    name = " ".join((name or "").split())
    if len(name) > REFEREE_MAX:
        raise InputError(msg("a referee's name has at most {0} characters, not {1}", REFEREE_MAX, len(name)), "referee")
    settings = dict(session.settings)
    if name == (settings.get("referee") or ""):
        raise InputError(f"the referee is already {name!r}" if name else "no referee is named", "referee")
    if name:
        settings["referee"] = name
    else:
        settings.pop("referee", None)
    text = f"Referee: {name}" if name else "Remove the referee's name"
    return games.settings_change(session.store, session.game_id, settings, text)


def rulings_change(session: GameSession, rulings) -> Change:
    """Store ``rulings`` (the game's ``Rulings`` value) with the game; refused if it is another game's."""
    cls = rulings_class(session.kind.family)
    if cls is None or not isinstance(rulings, cls):
        raise InputError(msg("these are not {0}'s rulings", session.kind.title), "rulings")
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
