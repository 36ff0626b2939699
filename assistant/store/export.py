"""A whole game as one JSON document: the game, its records, its roll log and its journal of changes.

For archiving a campaign, sharing it with another referee, or reading it with other tools. The format
is ``table-assistant.game`` version 1; JSON columns (settings, state, record data, dice, modifiers,
journal operations) are written as JSON values, not strings.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from assistant import __version__

from . import games
from assistant.core.leftovers import temp_name

from .store import Store, now_iso

FORMAT = "table-assistant.game"
VERSION = 1
_JSON_COLUMNS = {"rolls": ("modifiers", "dice", "rulings"), "records": ("data",), "journal": ("ops",)}


def _decode(table: str, row: dict[str, Any]) -> dict[str, Any]:
    out = dict(row)
    for col in _JSON_COLUMNS.get(table, ()):
        if isinstance(out.get(col), str):
            out[col] = json.loads(out[col])
    return out


def export_game(store: Store, game_id: int) -> dict[str, Any]:
    game = games.get(store, game_id)
    doc: dict[str, Any] = {
        "format": FORMAT,
        "version": VERSION,
        "exported_at": now_iso(),
        "app_version": __version__,
        "game": game,
    }
    for table, order in (("records", "kind, position, key"), ("rolls", "id"), ("journal", "seq")):
        rows = store.rows(f"SELECT * FROM [{table}] WHERE game_id = ? ORDER BY {order}", [game_id])
        doc[table] = [_decode(table, r) for r in rows]
    return doc


def write_game(store: Store, game_id: int, path: Path | str) -> int:
    """Write the game to ``path`` (atomically); returns the number of rolls written."""
    doc = export_game(store, game_id)
    path = Path(path)
    tmp = temp_name(path)   # swept after a crash (core.leftovers, issue 26)
    try:
        tmp.write_text(json.dumps(doc, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
        tmp.replace(path)
    finally:
        tmp.unlink(missing_ok=True)
    return len(doc["rolls"])
