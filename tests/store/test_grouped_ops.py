"""Issue 17 item 3 (records): ``Store.do`` applies a change's consecutive row ops of one kind on one table as
one run (one SELECT of the rows, one ``executemany``), with the very outcome of applying each op alone: the
same rows, the same journal, the same refusal of a stale change (rolled back whole), the same undo."""

from __future__ import annotations

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from assistant.store import games
from assistant.store.changes import Change, RowOp
from assistant.store.errors import BadRecord, StaleChange
from assistant.store.store import Store


class PerOpStore(Store):
    """The reference: every op its own SELECT and its own write (the store before runs)."""

    def _apply_ops(self, change: Change) -> None:
        for op in change.ops:
            self._apply_op(op)


def open_pair() -> tuple[Store, Store, int]:
    a, b = Store.open(":memory:"), Store.open(":memory:")
    a.__class__ = PerOpStore
    gid = games.create(a, "luzon", "G", seed=1)
    assert games.create(b, "luzon", "G", seed=1) == gid
    return a, b, gid


def record(gid: int, rid: str, n: int) -> dict:
    return {"id": rid, "game_id": gid, "kind": "unit", "key": rid, "data": json.dumps({"n": n}), "position": n}


def current(store: Store, gid: int) -> dict[str, dict]:
    return {r["id"]: r for r in store.rows("SELECT * FROM records WHERE game_id = ?", [gid])}


def outcome(store: Store, change: Change) -> str:
    try:
        store.do(change)
    except (StaleChange, BadRecord) as exc:
        return f"{type(exc).__name__}: {exc}"
    return "applied"


def state(store: Store) -> tuple:
    journal = store.rows("SELECT game_id, seq, kind, text, ops, done FROM journal ORDER BY id")
    return store.dump(("rolls", "records")), journal


IDS = [f"r{i}" for i in range(12)]
ACTIONS = st.lists(st.tuples(st.sampled_from(["insert", "update", "delete"]), st.sampled_from(IDS),
                             st.integers(0, 5), st.booleans()), min_size=1, max_size=25)


def build(rows: dict[str, dict], gid: int, actions) -> Change:
    """Ops from (kind, id, value, honest): an honest update or delete states the row as it is, a dishonest
    one a stale value; an insert of an id that exists is stale too."""
    ops = []
    for kind, rid, n, honest in actions:
        row = rows.get(rid)
        if kind == "insert":
            ops.append(RowOp.insert("records", record(gid, rid, n)))
        elif row is not None:
            before = {"data": row["data"] if honest else "stale", "position": row["position"]}
            if kind == "update":
                ops.append(RowOp.update("records", rid, before, {"data": json.dumps({"n": n}), "position": n}))
            else:
                ops.append(RowOp.delete("records", {**row, "data": before["data"]}))
    return Change("edit", tuple(ops), gid)


@settings(max_examples=60, deadline=None)
@given(st.lists(ACTIONS, min_size=1, max_size=6))
def test_runs_give_the_outcome_of_op_by_op(changes):
    """Issue 17 item 3: any sequence of changes (runs of inserts, updates and deletes, rows touched twice,
    stale rows) leaves the grouped store exactly as the op-by-op store: rows, journal and each refusal; then
    undoing everything restores both the same way."""
    ref, grouped, gid = open_pair()
    for actions in changes:
        change = build(current(ref, gid), gid, actions)
        assert outcome(grouped, change) == outcome(ref, change)
        assert state(grouped) == state(ref)
    while True:
        undone = ref.undo(gid)
        assert (grouped.undo(gid) is None) == (undone is None)
        assert state(grouped) == state(ref)
        if undone is None:
            break


class CountingConnection:
    """The store's connection, counting the statements it is asked to run (one executemany is one)."""

    def __init__(self, conn):
        self._conn = conn
        self.statements: list[str] = []

    def execute(self, sql, *args):
        self.statements.append(sql)
        return self._conn.execute(sql, *args)

    def executemany(self, sql, rows):
        self.statements.append(sql)
        return self._conn.executemany(sql, rows)

    def __getattr__(self, name):
        return getattr(self._conn, name)


@pytest.mark.parametrize("store_class, most", [(Store, 12), (PerOpStore, None)])
def test_a_big_change_takes_a_few_queries(store_class, most):
    """Issue 17 item 3: 3,000 inserts, then 3,000 updates, then 3,000 deletes of records: one SELECT per 900
    rows and one executemany each (op by op, the reference, asks two or three statements a row)."""
    store = Store.open(":memory:")
    store.__class__ = store_class
    gid = games.create(store, "luzon", "G", seed=1)
    rows = [record(gid, f"f{i}", i) for i in range(3000)]
    counting = CountingConnection(store.db.conn)
    store.db.conn = counting

    def asked(change: Change) -> int:
        counting.statements.clear()
        store.do(change)
        return sum(1 for s in counting.statements if s.lstrip().upper().startswith(("SELECT", "INSERT", "UPDATE",
                                                                                     "DELETE")))

    n_insert = asked(Change("import", tuple(RowOp.insert("records", r) for r in rows), gid))
    n_update = asked(Change("move", tuple(
        RowOp.update("records", r["id"], {"position": r["position"]}, {"position": r["position"] + 1}) for r in rows),
        gid))
    moved = current(store, gid)
    n_delete = asked(Change("clear", tuple(RowOp.delete("records", moved[r["id"]]) for r in rows), gid))
    if most is None:
        assert min(n_insert, n_update, n_delete) >= 6000
    else:
        assert max(n_insert, n_update, n_delete) <= most, (n_insert, n_update, n_delete)
    assert current(store, gid) == {}
    assert store.undo(gid) is not None and len(current(store, gid)) == 3000


def test_a_crafted_name_in_a_run_is_refused_before_anything_is_written():
    """Issue 17 (security): a journal's table and column names are data; a bad name anywhere in a change is
    refused before any SQL is built from it, and the whole change is rolled back."""
    store = Store.open(":memory:")
    gid = games.create(store, "luzon", "G", seed=1)
    ops = [RowOp.insert("records", record(gid, f"g{i}", i)) for i in range(5)]
    bad = RowOp("records", (("id", "g9"),), None, tuple(sorted({**record(gid, "g9", 9), "x] = 1; --": 1}.items())))
    with pytest.raises(BadRecord, match="column"):
        store.do(Change("crafted", tuple(ops[:3] + [bad] + ops[3:]), gid))
    assert current(store, gid) == {}
