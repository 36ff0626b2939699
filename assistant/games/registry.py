"""The games Table Assistant serves, read from their descriptors. Qt-free.

Every package ``assistant.games.<family>`` whose ``__init__`` exports ``GAME`` (a
:class:`~assistant.games.descriptor.GameDescriptor`) is a game; :func:`register` adds one from
elsewhere (a plug-in, or a test's throwaway game). Nothing here lists the games by hand: the kinds of
File > New game, the chart files, the sides and the rulings all come from the descriptors.

The packages are found and imported by name (``importlib``), so this module never imports a game
and the games stay independent of each other (see ``tests/test_layers.py``).
"""

from __future__ import annotations

import importlib
import pkgutil
from dataclasses import dataclass

from assistant.core.errors import InputError

from .descriptor import GameDescriptor
from assistant.core.messages import msg

__all__ = ["GameKind", "title_of", "descriptor", "descriptors", "families", "kind", "kinds", "register",
           "unregister"]


@dataclass(frozen=True)
class GameKind:
    id: str
    title: str
    family: str  # the rules package and its charts
    rulebook: str
    board: str  # "table" (inches) | "hexes" | "roads"
    blurb: str


_DESCRIPTORS: dict[str, GameDescriptor] = {}
_FOUND = False


def _discover() -> None:
    global _FOUND
    if _FOUND:
        return
    import assistant.games as package

    found: dict[str, GameDescriptor] = {}
    for info in sorted(pkgutil.iter_modules(package.__path__), key=lambda i: i.name):
        if not info.ispkg:
            continue
        module = importlib.import_module(f"{package.__name__}.{info.name}")
        game = getattr(module, "GAME", None)
        if isinstance(game, GameDescriptor):
            if game.family != info.name:
                raise ValueError(f"assistant.games.{info.name} describes the game {game.family!r}")
            found[game.family] = game
    # in the order each descriptor asks for (a referee meets Bataan first); registered ones keep their place
    for family in sorted(found, key=lambda f: (found[f].order, f)):
        _DESCRIPTORS.setdefault(family, found[family])
    _FOUND = True


def register(game: GameDescriptor) -> None:
    """Add a game that lives outside ``assistant.games`` (its descriptor names its own modules)."""
    _discover()
    taken = {k.id for d in _DESCRIPTORS.values() for k in d.kinds if d.family != game.family}
    clash = [k.id for k in game.kinds if k.id in taken]
    if clash:
        raise ValueError(f"game kinds {clash} are already registered")
    _DESCRIPTORS[game.family] = game
    _changed()


def unregister(family: str) -> None:
    _DESCRIPTORS.pop(family, None)
    _changed()


def _changed() -> None:
    from assistant.games import chart_sources

    chart_sources.reload()


def descriptors() -> tuple[GameDescriptor, ...]:
    _discover()
    return tuple(_DESCRIPTORS.values())


def families() -> tuple[str, ...]:
    return tuple(d.family for d in descriptors())


def descriptor(family: str) -> GameDescriptor:
    _discover()
    try:
        return _DESCRIPTORS[family]
    except KeyError:
        raise InputError(msg("unknown game family '{0}' (known: {1})", family, ', '.join(_DESCRIPTORS)),
                         "game family") from None


def kinds() -> tuple[GameKind, ...]:
    return tuple(GameKind(k.id, k.title, d.family, d.rulebook, k.board, k.blurb)
                 for d in descriptors() for k in d.kinds)


def kind(kind_id: str) -> GameKind:
    for k in kinds():
        if k.id == kind_id:
            return k
    raise InputError(msg("unknown game '{0}' (known: {1})", kind_id, ', '.join(k.id for k in kinds())), "game kind")


def title_of(kind_id: str) -> str:
    """A kind's title for a list of games; a kind this version does not know is named as such (the game
    itself is refused when opened)."""
    try:
        return kind(kind_id).title
    except InputError:
        return f"unknown game '{kind_id}'"


def __getattr__(name: str):
    # ``KINDS`` stays a module attribute for readers of the old list; it is derived on each read
    if name == "KINDS":
        return kinds()
    raise AttributeError(name)
