"""Issue 17, foreign and damaged databases are never written: the app writes its schema only into a file
it creates or one that is already its own (``PRAGMA application_id``); anything else is refused with a
message naming the file, leaving it and its folder byte for byte as they were."""

from __future__ import annotations

import hashlib
import os
import sqlite3

import pytest
from sqlite_utils import Database

from assistant.store import games, opening
from assistant.store.errors import CorruptDatabase, NotADatabase, ReadOnlyDatabase, StoreError
from assistant.store.migrations import APP_ID, migrations
from assistant.store.store import Store
from assistant.core.userfiles import shown


def folder_state(folder):
    return {p.name: hashlib.sha256(p.read_bytes()).hexdigest() for p in sorted(folder.iterdir()) if p.is_file()}


def refused(path, error=StoreError, match=None):
    before = folder_state(path.parent) if path.parent.is_dir() else None
    with pytest.raises(error, match=match) as err:
        Store.open(path)
    assert shown(path) in str(err.value)   # the path, cut in the middle when very long (issue 26)
    if before is not None:
        assert folder_state(path.parent) == before
    return err.value


def test_a_new_file_carries_the_application_id(tmp_path):
    store = Store.open(tmp_path / "new.sqlite")
    assert store.db.execute("PRAGMA application_id").fetchone()[0] == APP_ID
    assert not store.read_only and store.notice == ""
    store.close()
    assert [p.name for p in tmp_path.iterdir()] == ["new.sqlite"]  # no temporary file left behind


def test_an_empty_file_is_refused_not_written(tmp_path):
    path = tmp_path / "empty.sqlite"
    path.write_bytes(b"")
    assert "empty file" in str(refused(path, NotADatabase))


@pytest.mark.parametrize("user_version", [0, 7])
def test_another_apps_database_is_refused(tmp_path, user_version):
    path = tmp_path / "other.sqlite"
    con = sqlite3.connect(path)
    con.execute("CREATE TABLE games (id INTEGER PRIMARY KEY, title TEXT)")
    con.execute(f"PRAGMA user_version = {user_version}")
    con.commit()
    con.close()
    refused(path, NotADatabase, "not a Table Assistant one")


def test_another_sqlite_utils_apps_database_is_refused(tmp_path):
    path = tmp_path / "datasette.sqlite"
    db = Database(path)
    db["_sqlite_migrations"].insert({"migration_set": "other_app", "name": "m001", "applied_at": "2024"})
    db["games"].insert({"id": 1, "kind": "x", "name": "n", "created_at": "t"}, pk="id")
    db.close()
    refused(path, NotADatabase, "other_app")


def test_a_database_with_another_application_id_or_no_tables_is_refused(tmp_path):
    marked = tmp_path / "marked.sqlite"
    con = sqlite3.connect(marked)
    con.execute("PRAGMA application_id = 1234")
    con.commit()
    con.close()
    refused(marked, NotADatabase, "another application")
    bare = tmp_path / "bare.sqlite"
    con = sqlite3.connect(bare)
    con.execute("PRAGMA page_size = 4096")
    con.execute("VACUUM")
    con.close()
    refused(bare, NotADatabase, "no tables")


def test_a_database_made_before_the_mark_is_still_ours_and_gets_it(tmp_path):
    path = tmp_path / "old.sqlite"
    db = Database(path)
    migrations.apply(db, stop_before="m005_application_id")
    db["games"].insert({"id": 1, "kind": "bataan", "name": "Old", "created_at": "t", "settings": "{}",
                        "state": "{}", "seed": 1})
    db.close()
    store = Store.open(path)
    assert store.db.execute("PRAGMA application_id").fetchone()[0] == APP_ID
    assert games.name_of(store, 1) == "Old"
    store.close()


@pytest.mark.parametrize("device", ["/dev/null", "/dev/zero"])
def test_devices_are_refused(device):
    if not os.path.exists(device):
        pytest.skip("no such device here")
    with pytest.raises(NotADatabase, match="special file"):
        Store.open(device)


def test_a_path_under_a_file_and_a_name_too_long_are_refused(tmp_path):
    blocker = tmp_path / "notes.txt"
    blocker.write_text("x")
    refused(blocker / "sub" / "db.sqlite", StoreError, "is a file")
    refused(tmp_path / ("n" * 300 + ".sqlite"), StoreError, "too long")


def test_a_damaged_file_is_refused_leaving_no_side_files(tmp_path):
    path = tmp_path / "broken.sqlite"
    store = Store.open(path)
    gid = games.create(store, "luzon")
    for i in range(300):
        store.db["records"].insert({"id": f"x{i}", "game_id": gid, "kind": "k", "key": f"{i}", "data": "x" * 200})
    store.close()
    raw = bytearray(path.read_bytes())
    for offset in range(2 * 4096 + 100, min(len(raw), 6 * 4096), 7):
        raw[offset] = 0xFF
    path.write_bytes(bytes(raw))
    refused(path, CorruptDatabase, "damaged")
    assert sorted(p.name for p in tmp_path.iterdir()) == ["broken.sqlite"]


def test_an_orphan_wal_is_never_rewritten(tmp_path):
    other = tmp_path / "other.sqlite"
    con = sqlite3.connect(other)
    con.execute("CREATE TABLE t (x)")
    con.commit()
    con.close()
    (tmp_path / "other.sqlite-wal").write_bytes(b"not a wal at all" * 10)
    refused(other, NotADatabase)
    (tmp_path / "fresh.sqlite-wal").write_bytes(b"left over")
    refused(tmp_path / "fresh.sqlite", StoreError, "lies beside it")
    assert not (tmp_path / "fresh.sqlite").exists()


def test_a_read_only_file_opens_read_only_and_says_so(tmp_path, monkeypatch):
    """Not 'damaged': a read-only file or folder opens for reading, with a notice, and writes are refused."""
    path = tmp_path / "shared.sqlite"
    store = Store.open(path)
    gid = games.create(store, "saipan", "Kept")
    store.close()
    monkeypatch.setattr(opening, "writable_file", lambda p: False)
    before = folder_state(tmp_path)
    store = Store.open(path)
    assert store.read_only and "read-only" in store.notice and "damaged" not in store.notice
    assert games.name_of(store, gid) == "Kept"
    with pytest.raises(ReadOnlyDatabase):
        games.create(store, "saipan")
    with pytest.raises(ReadOnlyDatabase):
        store.do(games.rename_change(store, gid, "New"))
    store.close()
    assert folder_state(tmp_path) == before


def test_a_missing_table_opens_read_only_and_the_check_lists_it(tmp_path):
    from assistant.store.integrity import check_database

    path = tmp_path / "norolls.sqlite"
    store = Store.open(path)
    games.create(store, "tarawa", "Kept")
    store.db.execute("DROP TABLE rolls")
    store.close()
    store = Store.open(path)
    assert store.read_only and "rolls" in store.notice
    assert games.name_of(store, 1) == "Kept"
    assert any(f.table == "rolls" and "missing" in f.problem for f in check_database(store))
    store.close()
