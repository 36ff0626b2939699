"""What every game's command class shares (Qt-free): the session it reads, its stored rulings, and the one
way a command writes: ONE ``Change`` holding the rolls it made, the records and state it changed, and its
result in words (``meta["summary"]``) for the window to show.

The games' own bases (``LuzonBase``, Saipan's and Tarawa's ``GameBase``, MacArthur's ``CommandBase``) build
their record ops and hand them to :func:`one_change`.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any, Sequence, TypeVar

from assistant.core.errors import InputError
from assistant.store import games as store_games
from assistant.store.changes import Change
from assistant.core.messages import msg

__all__ = ["Part", "SessionCommands", "one_change", "stored_rulings"]

R = TypeVar("R")


def stored_rulings(session, cls: type[R]) -> R:
    """The game's rulings as stored; the defaults when the stored ones cannot be read (the Rulings dialog
    says so and offers to replace them)."""
    try:
        return cls.from_dict(session.settings.get("rulings"))
    except InputError:
        return cls()


def one_change(session, text: str, summary: Sequence[str] = (), *, recorder=None, ops: Sequence = (),
               state: dict | None = None, settings: dict | None = None, meta: Sequence[tuple[str, Any]] = (),
               empty_ok: bool = True) -> Change:
    """ONE change for a command: the rolls ``recorder`` drew, then ``ops``, the new ``state`` and
    ``settings`` (each only when it differs from the stored one). ``meta`` holds the summary (the text when
    none is given) and any other items. ``empty_ok=False`` refuses a change that would change nothing."""
    all_ops = [op for op in ops if op is not None]
    if state is not None and state != session.state:
        all_ops += list(store_games.state_change(session.store, session.game_id, state, text).ops)
    if settings is not None and settings != session.settings:
        all_ops += list(store_games.settings_change(session.store, session.game_id, settings, text).ops)
    if recorder is not None and recorder.rows:
        change = recorder.change(text, all_ops)
    else:
        if not all_ops and not empty_ok:
            raise InputError(msg("nothing to change"), text)
        change = Change(text, tuple(all_ops), session.game_id)
    return replace(change, meta=(("summary", tuple(summary) or (text,)),) + tuple(meta))


class SessionCommands:
    """The session a game's commands read and write through."""

    def __init__(self, session):
        self.session = session

    @property
    def store(self):
        return self.session.store

    @property
    def game_id(self) -> int:
        return self.session.game_id


class Part:
    """One procedure object of a game's commands, declared on the commands class: ``units = Part(UnitCommands)``
    makes ``game.units`` a ``UnitCommands(game)`` over the same game (made on first use, one per game object;
    the part keeps its game as ``.game``). Read on the class it is the part's class, so whoever reads the
    class (the catalogue's reachability test, a form builder) sees the part's methods: ``LuzonGame.units.move``.
    A copy of the game (a worker thread's view, ``copy.copy``) gets parts of its own, over the copy."""

    def __init__(self, cls: type):
        self.cls = cls
        self.key = ""

    def __set_name__(self, owner: type, name: str) -> None:
        self.key = f"_part_{name}"

    def __get__(self, obj: Any, owner: type | None = None) -> Any:
        if obj is None:
            return self.cls
        made = obj.__dict__.get(self.key)
        if made is None or made.game is not obj:
            made = obj.__dict__[self.key] = self.cls(obj)
        return made

    def __set__(self, obj: Any, value: Any) -> None:
        raise AttributeError(f"{self.key[6:]} is a part of the game's commands; it cannot be replaced")
