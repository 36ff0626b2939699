"""Changes of game records (figures, terrain, towns, waves, ...), built as undoable ``Change`` values."""

from __future__ import annotations

import json
from typing import Any

from .changes import Change, RowOp
from .errors import BadRecord
from .store import Store, json_dumps


def record_id(game_id: int, kind: str, key: str) -> str:
    return f"{game_id}:{kind}:{key}"


def get(store: Store, game_id: int, kind: str, key: str) -> dict[str, Any] | None:
    rid = record_id(game_id, kind, key)
    rows = store.rows("SELECT data FROM records WHERE id = ?", [rid])
    return _data(rows[0]["data"], rid, game_id) if rows else None


def all_of(store: Store, game_id: int, kind: str) -> dict[str, dict[str, Any]]:
    rows = store.rows(
        "SELECT key, data FROM records WHERE game_id = ? AND kind = ? ORDER BY position, key", [game_id, kind]
    )
    return {r["key"]: _data(r["data"], record_id(game_id, kind, r["key"]), game_id) for r in rows}


def _data(text: str, rid: str, game_id: int) -> Any:
    try:
        return json.loads(text)
    except (TypeError, ValueError, RecursionError) as exc:
        raise BadRecord(f"its data is not JSON ({str(exc)[:80]})", table="records", row=rid, column="data",
                        game_id=game_id) from None


def _row(store: Store, rid: str) -> dict[str, Any] | None:
    rows = store.rows("SELECT * FROM records WHERE id = ?", [rid])
    return rows[0] if rows else None


def put_op(store: Store, game_id: int, kind: str, key: str, data: dict[str, Any], position: int = 0) -> RowOp | None:
    """The row operation that makes record (kind, key) hold ``data``; None when it already does."""
    rid = record_id(game_id, kind, key)
    new = {"id": rid, "game_id": game_id, "kind": kind, "key": key, "data": json_dumps(data), "position": position}
    old = _row(store, rid)
    if old is None:
        return RowOp.insert("records", new)
    if old["data"] == new["data"] and old["position"] == position:
        return None
    return RowOp.update(
        "records", rid, {"data": old["data"], "position": old["position"]}, {"data": new["data"], "position": position}
    )


def delete_op(store: Store, game_id: int, kind: str, key: str) -> RowOp | None:
    old = _row(store, record_id(game_id, kind, key))
    return None if old is None else RowOp.delete("records", old)


def change(text: str, game_id: int, ops: list[RowOp | None], kind: str = "edit") -> Change:
    return Change(text, tuple(op for op in ops if op is not None), game_id, kind)


def replace_kind_ops(store: Store, game_id: int, kind: str, new: dict[str, dict[str, Any]]) -> list[RowOp]:
    """The row operations that make the game's records of ``kind`` exactly ``new`` (key -> data): a
    delete for each key not in ``new``, then an insert or update for each one that differs, nothing
    for the ones already so. One query reads the old rows (a whole map of records, not one per key)."""
    rows = store.rows("SELECT * FROM records WHERE game_id = ? AND kind = ?", [game_id, kind])
    old = {r["key"]: r for r in rows}
    ops: list[RowOp] = [RowOp.delete("records", r) for k, r in old.items() if k not in new]
    texts: dict[Any, str] = {}     # a map's records repeat a few values: each written out once
    for key, data in new.items():
        rid = record_id(game_id, kind, key)
        try:
            memo = tuple(sorted(data.items()))
            text = texts.get(memo) or texts.setdefault(memo, json_dumps(data))
        except TypeError:             # an unhashable or unsortable value: written out as it is
            text = json_dumps(data)
        row = old.get(key)
        if row is None:
            ops.append(RowOp.insert("records", {"id": rid, "game_id": game_id, "kind": kind, "key": key,
                                                "data": text, "position": 0}))
        elif row["data"] != text or row["position"] != 0:
            ops.append(RowOp.update("records", rid, {"data": row["data"], "position": row["position"]},
                                    {"data": text, "position": 0}))
    return ops
