"""Export of what the tool records (brief: export): a whole game as one JSON document."""

from __future__ import annotations

import json

from assistant.games.setup import new_game
from assistant.store.export import FORMAT, export_game, write_game
from assistant.games.session import GameSession
from assistant.store.store import Store


def test_a_game_exports_with_its_records_rolls_and_journal(tmp_path):
    store = Store.open(":memory:")
    s = GameSession(store, new_game(store, "bataan", "Export me", seed=5))
    rec = s.dice()
    rec.roll("2d6", why="test", side="american")
    s.do(rec.change())
    path = tmp_path / "game.json"
    assert write_game(store, s.game_id, path) == 1
    doc = json.loads(path.read_text())
    assert doc["format"] == FORMAT and doc["game"]["name"] == "Export me"
    assert len(doc["records"]) > 200  # the demo table: figures and terrain
    assert isinstance(doc["rolls"][0]["dice"], list)
    assert doc["journal"][0]["text"].startswith("Roll")
    assert export_game(store, s.game_id)["rolls"][0]["seed"] == 5
