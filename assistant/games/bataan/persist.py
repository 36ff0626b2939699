"""A Bataan game's table kept as records: the table's size, each terrain feature and each figure is one
record, so moving a figure or reshaping a swamp is one small undoable change. Qt-free.

The UI changes a ``Table`` and asks :func:`table_change` for the change that makes the records match it;
:func:`load_table` builds the ``Table`` back from the records and the game's rulings.
"""

from __future__ import annotations

import json
from collections import deque
from typing import Any

from assistant.games.bataan.table.model import Table
from assistant.games.bataan.table.tablefile import FORMAT, SCHEMA_VERSION, table_from_dict, table_to_dict
from assistant.games.bataan.rulings import Rulings
from assistant.games.bataan.rules import TABLE_SIZES_IN
from assistant.paths import resource
from assistant.store import records
from assistant.store.changes import Change, RowOp
from assistant.store.store import Store, json_dumps

META, TERRAIN, FIGURE = "table", "terrain", "figure"
DEMO_TABLE = ("scenarios", "bataan_demo_table.json")


def demo_table_dict() -> dict[str, Any]:
    return json.loads(resource(*DEMO_TABLE).read_text(encoding="utf-8"))


def rulings_of(settings: dict) -> Rulings:
    return Rulings.from_dict(settings.get("rulings") or None, where="game settings: rulings")


def stored_dict(store: Store, game_id: int, settings: dict) -> dict[str, Any]:
    """The table file document (``resources/schemas/table.schema.json``) the records describe."""
    meta = records.get(store, game_id, META, "meta") or {"size_in": default_size(store, game_id)}
    with records.reading(game_id, META, "meta"):
        size_in, cloth = meta["size_in"], meta.get("cloth", "jungle")
    doc = {
        "format": FORMAT,
        "schema_version": SCHEMA_VERSION,
        "game": "bataan",
        "size_in": size_in,
        "cloth": cloth,
        "rulings": rulings_of(settings).to_dict(),
        "terrain": list(records.all_of(store, game_id, TERRAIN).values()),
        "figures": list(records.all_of(store, game_id, FIGURE).values()),
    }
    if meta.get("name"):
        doc["name"] = meta["name"]
    return doc


def default_size(store: Store, game_id: int) -> dict[str, float]:
    """A table not laid out yet (a blank game) has the size of its kind's table (4' x 8' or 5' x 10')."""
    rows = store.rows("SELECT kind FROM games WHERE id = ?", [game_id])
    w, h = TABLE_SIZES_IN.get(rows[0]["kind"] if rows else "", TABLE_SIZES_IN["bataan"])
    return {"width": w, "height": h}


def load_table(store: Store, game_id: int, settings: dict) -> Table:
    return table_from_dict(stored_dict(store, game_id, settings), source=f"game {game_id}").table


def figure_positions(store: Store, game_id: int, kind: str = FIGURE) -> dict[str, int]:
    """Each figure record's (or, with ``kind``, each record of that kind's) position (the table's figures
    and terrain are in (position, id) order)."""
    rows = store.rows("SELECT key, position FROM records WHERE game_id = ? AND kind = ?", [game_id, kind])
    return {r["key"]: int(r["position"]) for r in rows}


def _ops_for(store: Store, game_id: int, doc: dict[str, Any]) -> list:
    meta = {"size_in": doc["size_in"], "cloth": doc.get("cloth", "jungle")}
    if doc.get("name"):
        meta["name"] = doc["name"]
    ops = [records.put_op(store, game_id, META, "meta", meta)]
    for kind, items in ((TERRAIN, doc["terrain"]), (FIGURE, doc["figures"])):
        ops += _kind_ops(store, game_id, kind, items)
    return ops


def _kind_ops(store: Store, game_id: int, kind: str, items) -> list:
    """The ops that make the records of one kind hold ``items`` (in this order), as ``records.put_op`` /
    ``records.delete_op`` would build them, from ONE read of the stored rows (not one query a record:
    a table of 20,000 figures is 20,000 records)."""
    rows = {r["key"]: r for r in store.rows("SELECT * FROM records WHERE game_id = ? AND kind = ?", [game_id, kind])}
    wanted = {item["id"]: item for item in items}
    ops: list = []
    for pos, (key, item) in enumerate(wanted.items()):
        rid = records.record_id(game_id, kind, key)
        data = json_dumps(item)
        old = rows.get(key)
        if old is None:
            ops.append(RowOp.insert("records", {"id": rid, "game_id": game_id, "kind": kind, "key": key,
                                                "data": data, "position": pos}))
        elif old["data"] != data or old["position"] != pos:
            ops.append(RowOp.update("records", rid, {"data": old["data"], "position": old["position"]},
                                    {"data": data, "position": pos}))
    ops += [RowOp.delete("records", row) for key, row in rows.items() if key not in wanted]
    return ops


def table_change(store: Store, game_id: int, table: Table, text: str) -> Change:
    """The change that makes the stored table match ``table`` (only what differs is written)."""
    return records.change(text, game_id, _ops_for(store, game_id, table_to_dict(table)))


def terrain_change(store: Store, game_id: int, table: Table, text: str) -> Change:
    """`table_change` for an edit of the terrain only (a reshape: the figures, size and name are those
    stored): only the terrain records are compared (issue 25: not every figure written out and compared
    on each release of a drag)."""
    return records.change(text, game_id, _kind_ops(store, game_id, TERRAIN, _terrain_items(table)))


class _TerrainOnly:
    """What ``table_to_dict`` reads of a table, with no figures (their records are not compared)."""

    def __init__(self, table: Table):
        self.features, self.figures, self.name = table.features, {}, table.name
        self.width_in, self.height_in, self.cloth, self.rulings = (table.width_in, table.height_in, table.cloth,
                                                                   table.rulings)


def _terrain_items(table: Table) -> list[dict[str, Any]]:
    """The terrain part of ``table_to_dict(table)``."""
    return table_to_dict(_TerrainOnly(table))["terrain"]


def import_change(store: Store, game_id: int, doc: dict[str, Any], text: str = "Load a table") -> Change:
    """Replace the stored table with a table file document (checked first: a bad file changes nothing).
    It is stored in the canonical form ``table_to_dict`` writes, so later changes touch only what moved."""
    return import_table_change(store, game_id, table_from_dict(doc, source="table file").table, text)


def import_table_change(store: Store, game_id: int, table: Table, text: str = "Load a table") -> Change:
    """`import_change` for a table already read and checked (``tablefile.load_table``): not checked twice."""
    change = records.change(text, game_id, _ops_for(store, game_id, table_to_dict(table)))
    _BUILT.append((change, table))
    return change


# the tables import_change built, by the change: once the change is done, StoredTable takes a copy
# instead of reading and checking every record again (a big table file is read and checked once)
_BUILT: deque[tuple[Change, Table]] = deque(maxlen=2)


def built_table(change: Change) -> Table | None:
    """The table ``import_change`` checked and built for this very change (None for any other)."""
    return next((t for c, t in _BUILT if c is change), None)


def seed_demo(store: Store, game_id: int, kind_id: str = "bataan") -> None:
    """Lay out the demo table (the article's set-up with both forces, 5' x 10') in a new game, outside any
    undo, in ONE seed. The demo is played on the 5' x 10' table: a game of another size gets its printed
    set-up instead (``printed.seed_printed``)."""
    doc = demo_table_dict()
    w, h = TABLE_SIZES_IN.get(kind_id, TABLE_SIZES_IN["bataan"])
    if (doc["size_in"]["width"], doc["size_in"]["height"]) != (w, h):
        from assistant.games.bataan.printed import seed_printed
        seed_printed(store, game_id, kind_id)
        return
    store.seed(import_change(store, game_id, doc, "Lay out the demo table"))
