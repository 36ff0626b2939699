"""Creating a game: default rulings, and its starting position, as its descriptor says. Qt-free."""

from __future__ import annotations

from assistant.core.errors import InputError
from assistant.store import games
from assistant.store.store import Store

from . import registry
from .registry import kind as game_kind

SEEDERS = {"printed": "seed_printed", "demo": "seed_demo"}


def rulings_class(family: str):
    """The game's ``Rulings`` class (None for a game without ruling toggles)."""
    try:
        return registry.descriptor(family).rulings_class()
    except InputError:
        return None


def default_settings(kind_id: str) -> dict:
    cls = rulings_class(game_kind(kind_id).family)
    return {"rulings": cls().to_dict() if cls else {}}


def default_setup(kind_id: str, demo: bool = False) -> str:
    """``"demo"`` when asked for; else the game's first non-demo set-up (printed where the rules give one)."""
    setups = registry.descriptor(game_kind(kind_id).family).setups
    if demo and any(s.id == "demo" for s in setups):
        return "demo"
    return next((s.id for s in setups if s.id != "demo"), "blank")


def new_game(store: Store, kind_id: str, name: str = "", demo: bool = True, seed: int | None = None,
             setup: str | None = None) -> int:
    """Create a game with default rulings and lay out its starting position (``setup``: ``"blank"``,
    ``"printed"`` or ``"demo"``; by default the demo when ``demo`` is true, else the printed set-up). The
    game row and its set-up are written in ONE transaction: a crash never leaves a game half made."""
    kind = game_kind(kind_id)
    game = registry.descriptor(kind.family)
    chosen = game.setup(setup or default_setup(kind_id, demo))
    module = game.demo_module()
    state = module.initial_state() if module is not None and hasattr(module, "initial_state") else None
    name = (name or "").strip() or (f"Demo: {kind.title}" if chosen.demo else kind.title)
    settings = default_settings(kind.id)
    settings["setup"] = chosen.id
    with store.db.atomic():
        gid = games.create(store, kind.id, name, settings=settings, state=state, seed=seed)
        seeder = getattr(module, SEEDERS.get(chosen.id, ""), None) if module is not None else None
        if seeder is not None:
            seeder(store, gid, kind.id)
    return gid
