"""Creating a game: default rulings, and a demo position where the game has one. Qt-free."""

from __future__ import annotations

import importlib
import importlib.util
from types import ModuleType

from assistant.store import games
from assistant.store.store import Store

from .registry import kind as game_kind


def family_module(family: str, name: str) -> ModuleType | None:
    """``assistant.games.<family>.<name>`` if the game has such a module, else None."""
    full = f"assistant.games.{family}.{name}"
    try:
        if importlib.util.find_spec(f"assistant.games.{family}") is None or importlib.util.find_spec(full) is None:
            return None
    except ModuleNotFoundError:
        return None
    return importlib.import_module(full)


def rulings_class(family: str):
    module = family_module(family, "rulings")
    return getattr(module, "Rulings", None) if module else None


def default_settings(kind_id: str) -> dict:
    family = game_kind(kind_id).family
    cls = rulings_class(family)
    return {"rulings": cls().to_dict() if cls else {}}


def new_game(store: Store, kind_id: str, name: str = "", demo: bool = True, seed: int | None = None) -> int:
    """Create a game with default rulings; with ``demo``, lay out the family's demo position."""
    kind = game_kind(kind_id)
    module = family_module(kind.family, "demo")
    state = module.initial_state() if module is not None and hasattr(module, "initial_state") else None
    gid = games.create(store, kind.id, (name or "").strip() or kind.title, settings=default_settings(kind.id), state=state, seed=seed)
    if demo:
        if module is not None and hasattr(module, "seed_demo"):
            module.seed_demo(store, gid, kind.id)
    return gid
