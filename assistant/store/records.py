"""Changes of game records (figures, terrain, towns, waves, ...), built as undoable ``Change`` values."""

from __future__ import annotations

import json
from contextlib import contextmanager
from typing import Any, Callable, Iterator, TypeVar

from assistant.core.errors import InputError

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


def _data(text: str, rid: str, game_id: int) -> dict[str, Any]:
    """A record's data: a JSON object, or BadRecord naming the record (issue 26: a crafted record holding a
    list said "'list' object has no attribute 'get'" where a board read it)."""
    try:
        data = json.loads(text)
    except (TypeError, ValueError, RecursionError) as exc:
        raise BadRecord(f"its data is not JSON ({str(exc)[:80]})", table="records", row=rid, column="data",
                        game_id=game_id) from None
    if not isinstance(data, dict):
        raise BadRecord(f"its data is {json_kind(data)}, not a JSON object", table="records", row=rid,
                        column="data", game_id=game_id)
    return data


def json_kind(value: Any) -> str:
    """What a JSON value is, in words ("a list", "a number", ...), for messages."""
    if isinstance(value, bool):
        return "true/false"
    if isinstance(value, (int, float)):
        return "a number"
    return {list: "a list", str: "a string", type(None): "null", dict: "an object"}.get(type(value), "a value")


T = TypeVar("T")


@contextmanager
def reading(game_id: int, kind: str, key: str) -> Iterator[None]:
    """Read one record's data in this block: a field missing, of the wrong type or out of range (KeyError,
    TypeError, ValueError, AttributeError, IndexError, InputError) comes out as BadRecord naming the game, the
    record and the field (issue 26: a crafted record showed "'list' object has no attribute 'get'" or
    "'size_in'" and nothing else)."""
    rid = record_id(game_id, kind, key)
    try:
        yield
    except BadRecord:
        raise
    except InputError as exc:
        raise BadRecord(exc.message + (f" ({exc.where})" if exc.where else ""), table="records", row=rid,
                        column="data", game_id=game_id) from None
    except KeyError as exc:
        raise BadRecord(f"its field {exc.args[0]!r} is missing", table="records", row=rid, column="data",
                        game_id=game_id) from None
    except (TypeError, ValueError, AttributeError, IndexError) as exc:
        raise BadRecord(_words(exc), table="records", row=rid, column="data", game_id=game_id) from None


def _words(exc: Exception) -> str:
    """What a record reader's TypeError / ValueError says, in a referee's words where it names fields."""
    import re

    text = str(exc)
    names = re.findall(r"'([^']+)'", text)
    if "required positional argument" in text and names:
        fields = ", ".join(f"'{n}'" for n in names)
        return f"its field{'s' if len(names) > 1 else ''} {fields} {'are' if len(names) > 1 else 'is'} missing"
    if "unexpected keyword argument" in text and names:
        return f"its field '{names[-1]}' is not one this version knows"
    return f"its data cannot be read ({text[:160]})"


def each(store: Store, game_id: int, kind: str, parse: Callable[[dict[str, Any]], T]) -> dict[str, T]:
    """Every record of ``kind`` parsed by ``parse``, key by key; a record it cannot read is a BadRecord naming
    it (:func:`reading`)."""
    out = {}
    for key, data in all_of(store, game_id, kind).items():
        with reading(game_id, kind, key):
            out[key] = parse(data)
    return out


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
