"""Creating a game: default rulings, and its starting position, as its descriptor says. Qt-free."""

from __future__ import annotations

from assistant.core.errors import InputError
from assistant.store import games
from assistant.store.store import Store

from . import registry
from .registry import kind as game_kind


def rulings_class(family: str):
    """The game's ``Rulings`` class (None for a game without ruling toggles)."""
    try:
        return registry.descriptor(family).rulings_class()
    except InputError:
        return None


def default_settings(kind_id: str) -> dict:
    cls = rulings_class(game_kind(kind_id).family)
    return {"rulings": cls().to_dict() if cls else {}}


def new_game(store: Store, kind_id: str, name: str = "", demo: bool = True, seed: int | None = None) -> int:
    """Create a game with default rulings; with ``demo``, lay out the family's demo position."""
    kind = game_kind(kind_id)
    module = registry.descriptor(kind.family).demo_module()
    state = module.initial_state() if module is not None and hasattr(module, "initial_state") else None
    gid = games.create(store, kind.id, (name or "").strip() or kind.title, settings=default_settings(kind.id),
                       state=state, seed=seed)
    if demo and module is not None and hasattr(module, "seed_demo"):
        module.seed_demo(store, gid, kind.id)
    return gid
