"""The one path that changes a record: a ``Change`` is a list of row operations that can be applied
and reverted as a whole, each time inside one SQLite transaction.

A ``RowOp`` knows the row's table, its key, the row before and the row after: ``before is None`` is an
insert, ``after is None`` a delete, both set an update of the named columns. Its inverse swaps the two, so
undo is the same code as do. Applying checks that the row is still as the change expects; a mismatch
raises :class:`~assistant.store.errors.StaleChange` and the transaction rolls back, changing nothing.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any, Mapping


def _freeze(row: Mapping[str, Any] | None) -> tuple[tuple[str, Any], ...] | None:
    if row is None:
        return None
    return tuple(sorted(row.items()))


@dataclass(frozen=True)
class RowOp:
    table: str
    key: tuple[tuple[str, Any], ...]
    before: tuple[tuple[str, Any], ...] | None
    after: tuple[tuple[str, Any], ...] | None

    @classmethod
    def insert(cls, table: str, row: Mapping[str, Any], key: str = "id") -> "RowOp":
        return cls(table, ((key, row[key]),), None, _freeze(row))

    @classmethod
    def delete(cls, table: str, row: Mapping[str, Any], key: str = "id") -> "RowOp":
        return cls(table, ((key, row[key]),), _freeze(row), None)

    @classmethod
    def update(
        cls, table: str, key_value: Any, before: Mapping[str, Any], after: Mapping[str, Any], key: str = "id"
    ) -> "RowOp":
        if set(before) != set(after):
            raise ValueError("an update names the same columns before and after")
        return cls(table, ((key, key_value),), _freeze(before), _freeze(after))

    def inverse(self) -> "RowOp":
        return RowOp(self.table, self.key, self.after, self.before)

    def to_json(self) -> dict:
        return {
            "table": self.table,
            "key": dict(self.key),
            "before": None if self.before is None else dict(self.before),
            "after": None if self.after is None else dict(self.after),
        }

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> "RowOp":
        return cls(data["table"], _freeze(data["key"]), _freeze(data["before"]), _freeze(data["after"]))


@dataclass(frozen=True)
class Change:
    """A named change of record: what the referee did, in words, and the rows it touches."""

    text: str
    ops: tuple[RowOp, ...]
    game_id: int | None = None
    kind: str = "edit"
    meta: tuple[tuple[str, Any], ...] = field(default=())

    def inverse(self) -> "Change":
        return Change(
            f"Undo {self.text}", tuple(op.inverse() for op in reversed(self.ops)), self.game_id, self.kind, self.meta
        )

    def tables(self) -> frozenset[str]:
        return frozenset(op.table for op in self.ops)

    def ops_json(self) -> str:
        return json.dumps([op.to_json() for op in self.ops], sort_keys=True)

    @classmethod
    def from_record(cls, text: str, ops_json: str, game_id: int | None, kind: str) -> "Change":
        return cls(text, tuple(RowOp.from_json(o) for o in json.loads(ops_json)), game_id, kind)
