"""The store: schema steps from empty, re-opening, and the pragmas every open sets (issue #2, The store)."""

from __future__ import annotations

import sqlite3

from assistant.store.migrations import migrations
from assistant.store.store import Store


def test_migrations_from_empty_record_every_step(tmp_path):
    path = tmp_path / "new.sqlite"
    store = Store.open(path)
    names = [m.name for m in migrations._migrations]
    assert store.schema_steps() == names
    assert all(n.startswith("m0") for n in names)
    assert {"games", "journal", "rolls", "records"} <= set(store.db.table_names())
    store.close()


def test_reopening_applies_nothing_again_and_keeps_rows(tmp_path):
    from assistant.store import games

    path = tmp_path / "again.sqlite"
    store = Store.open(path)
    gid = games.create(store, "tarawa", "Betio")
    applied = [(a.name, a.applied_at) for a in migrations.applied(store.db)]
    store.close()
    store = Store.open(path)
    assert [(a.name, a.applied_at) for a in migrations.applied(store.db)] == applied
    assert games.get(store, gid)["name"] == "Betio"
    store.close()


def test_every_open_sets_wal_and_foreign_keys(tmp_path):
    store = Store.open(tmp_path / "p.sqlite")
    assert store.db.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    assert store.db.execute("PRAGMA foreign_keys").fetchone()[0] == 1
    store.close()


def test_a_committed_row_survives_without_close(tmp_path):
    """A roll shown to the referee is on disk even if the app is killed right after (WAL, committed)."""
    from assistant.store import games
    from assistant.games.session import GameSession

    path = tmp_path / "crash.sqlite"
    store = Store.open(path)
    gid = games.create(store, "bataan", seed=3)
    session = GameSession(store, gid)
    rec = session.dice()
    rec.roll("1d6", why="test")
    session.do(rec.change())
    # read with an independent connection, without closing the first one
    con = sqlite3.connect(path)
    assert con.execute("SELECT count(*) FROM rolls").fetchone()[0] == 1
    con.close()
