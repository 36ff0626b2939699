"""What the Tarawa command tests share: a demo game on an in-memory database, applying a change, the units."""

from __future__ import annotations

from dataclasses import replace
from typing import Iterator

from assistant.games.game_settings import rulings_change
from assistant.games.session import GameSession
from assistant.games.setup import new_game
from assistant.games.tarawa.commands import TarawaGame
from assistant.store.store import Store


def demo_game(seed: int, **rulings: bool) -> Iterator[TarawaGame]:
    """A Tarawa demo game with the given seed (a test's dice depend on it) and rulings switched on; for a
    fixture: ``yield from demo_game(7)``."""
    store = Store.open(":memory:")
    session = GameSession(store, new_game(store, "tarawa", setup="demo", seed=seed))
    game = TarawaGame(session)
    if rulings:
        session.do(rulings_change(session, replace(game.rulings(), **rulings)))
    yield game
    session.close()
    store.close()


def do(game: TarawaGame, change):
    game.session.do(change)
    return change


def units(game: TarawaGame) -> dict:
    return {u.id: u for u in game.units()}
