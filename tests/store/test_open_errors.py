"""Files the store cannot use get a message naming the file and the problem, and are left untouched
(issue #2: newer schema, not a database, corrupt file)."""

from __future__ import annotations

import hashlib
import sqlite3

import pytest

from assistant.store import games
from assistant.store.errors import CorruptDatabase, NewerDatabase, NotADatabase
from assistant.store.store import Store


def digest(path):
    return hashlib.sha256(path.read_bytes()).hexdigest()


def test_text_file_is_not_a_database(tmp_path):
    path = tmp_path / "notes.sqlite"
    path.write_text("shopping list: dice, glue\n")
    before = digest(path)
    with pytest.raises(NotADatabase) as err:
        Store.open(path)
    assert str(path) in str(err.value) and "not an SQLite file" in str(err.value)
    assert digest(path) == before


def test_foreign_sqlite_database_is_refused(tmp_path):
    path = tmp_path / "other.sqlite"
    con = sqlite3.connect(path)
    con.execute("CREATE TABLE recipes (name TEXT)")
    con.commit()
    con.close()
    before = digest(path)
    with pytest.raises(NotADatabase, match="not a Table Assistant one"):
        Store.open(path)
    assert digest(path) == before


def test_newer_schema_is_refused_and_untouched(tmp_path):
    path = tmp_path / "newer.sqlite"
    store = Store.open(path)
    games.create(store, "saipan", "Kept")
    store.db["_sqlite_migrations"].insert(
        {"migration_set": "table_assistant", "name": "m999_from_the_future", "applied_at": "2030-01-01"}
    )
    store.close()
    before = digest(path)
    with pytest.raises(NewerDatabase) as err:
        Store.open(path)
    assert "newer Table Assistant" in str(err.value) and "m999_from_the_future" in str(err.value)
    assert str(path) in str(err.value)
    assert digest(path) == before


def test_corrupt_file_is_refused_and_untouched(tmp_path):
    path = tmp_path / "broken.sqlite"
    store = Store.open(path)
    gid = games.create(store, "luzon")
    for i in range(300):
        store.db["records"].insert({"id": f"x{i}", "game_id": gid, "kind": "k", "key": f"{i}", "data": "x" * 200})
    store.db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    store.close()
    raw = bytearray(path.read_bytes())
    page = 4096
    for offset in range(2 * page + 100, min(len(raw), 6 * page), 7):  # scribble over b-tree pages
        raw[offset] = 0xFF
    path.write_bytes(bytes(raw))
    before = digest(path)
    with pytest.raises(CorruptDatabase) as err:
        Store.open(path)
    assert str(path) in str(err.value) and "damaged" in str(err.value)
    assert digest(path) == before
