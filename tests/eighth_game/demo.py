"""Duel's starting positions: both champions fresh, or (demo) North already wounded."""

from assistant.store import records
from assistant.store.store import Store

CHAMPION = "champion"


def initial_state() -> dict:
    return {"turn": 1}


def seed_demo(store: Store, game_id: int, kind_id: str = "duel") -> None:
    op = records.put_op(store, game_id, CHAMPION, "north", {"wounds": 1})
    store.seed(records.change("North is wounded", game_id, [op]))
