"""The store's own connection (issue 17 item 6: sqlite-utils is not imported to open a current file): the
transaction rules of sqlite-utils 4 kept exactly -- a write outside a transaction is committed, a failed one
leaves no transaction open, ``atomic`` rolls back the whole block or only a nested one -- and a file whose
schema is current opened without importing sqlite-utils, while a new or older file still gets every step."""

from __future__ import annotations

import json
import sqlite3
import subprocess
import sys

import pytest
from sqlite_utils.utils import dedupe_keys

from assistant.store import migrations
from assistant.store.sqldb import Db, first_keyword, unique_keys
from assistant.store.store import Store


def _db(path) -> Db:
    db = Db(sqlite3.connect(str(path)))
    db.execute("CREATE TABLE t (id INTEGER PRIMARY KEY, v TEXT)")
    return db


def _seen_elsewhere(path) -> list:
    con = sqlite3.connect(str(path))
    try:
        return con.execute("SELECT id, v FROM t ORDER BY id").fetchall()
    finally:
        con.close()


def test_a_write_outside_a_transaction_is_committed_at_once(tmp_path):
    db = _db(tmp_path / "a.sqlite")
    db.execute("INSERT INTO t VALUES (1, 'a')")
    assert not db.conn.in_transaction
    assert _seen_elsewhere(tmp_path / "a.sqlite") == [(1, "a")]


def test_a_failed_write_leaves_no_transaction_open(tmp_path):
    db = _db(tmp_path / "b.sqlite")
    db.execute("INSERT INTO t VALUES (1, 'a')")
    with pytest.raises(sqlite3.IntegrityError):
        db.execute("INSERT INTO t VALUES (1, 'again')")
    assert not db.conn.in_transaction          # the next write is not swallowed by a dangling transaction
    db.execute("INSERT INTO t VALUES (2, 'b')")
    assert _seen_elsewhere(tmp_path / "b.sqlite") == [(1, "a"), (2, "b")]


def test_atomic_is_all_or_nothing_and_a_nested_block_rolls_back_alone(tmp_path):
    db = _db(tmp_path / "c.sqlite")
    with pytest.raises(RuntimeError):
        with db.atomic():
            db.execute("INSERT INTO t VALUES (1, 'a')")
            raise RuntimeError("stop")
    assert _seen_elsewhere(tmp_path / "c.sqlite") == []
    with db.atomic():
        db.execute("INSERT INTO t VALUES (1, 'outer')")
        with pytest.raises(ValueError):
            with db.atomic():
                db.execute("INSERT INTO t VALUES (2, 'inner')")
                raise ValueError("inner only")
        db.execute("INSERT INTO t VALUES (3, 'outer again')")
    assert not db.conn.in_transaction
    assert _seen_elsewhere(tmp_path / "c.sqlite") == [(1, "outer"), (3, "outer again")]


def test_query_gives_dicts_and_refuses_a_statement_without_rows(tmp_path):
    db = _db(tmp_path / "d.sqlite")
    db.insert_row("t", {"id": 1, "v": "a"})
    assert list(db.query("SELECT id, v, v FROM t WHERE id = ?", [1])) == [{"id": 1, "v": "a", "v_2": "a"}]
    with pytest.raises(ValueError):
        db.query("UPDATE t SET v = 'changed'")
    with pytest.raises(ValueError):
        db.query("BEGIN")
    assert _seen_elsewhere(tmp_path / "d.sqlite") == [(1, "a")]      # the refused statement changed nothing
    assert not db.conn.in_transaction


@pytest.mark.parametrize("sql, word", [("  select 1", "SELECT"), ("-- note\nINSERT INTO t", "INSERT"),
                                       ("/* c */ pragma x", "PRAGMA"), ("\ufeff;begin", "BEGIN"), ("-- only", "")])
def test_first_keyword_reads_past_blanks_and_comments(sql, word):
    assert first_keyword(sql) == word


@pytest.mark.parametrize("keys", [["a", "b"], ["a", "a"], ["a", "a", "a_2"], ["x", "x", "x", "x_3"]])
def test_repeated_column_names_are_renamed_as_sqlite_utils_does(keys):
    assert unique_keys(keys) == dedupe_keys(keys)


def test_the_rest_of_sqlite_utils_is_there_on_the_same_connection(tmp_path):
    db = _db(tmp_path / "e.sqlite")
    db["t"].insert({"id": 5, "v": "by sqlite-utils"})
    assert "t" in db.table_names()
    assert _seen_elsewhere(tmp_path / "e.sqlite") == [(5, "by sqlite-utils")]


OPEN_ONLY = r"""
import json, sys
from assistant.store.store import Store
store = Store.open(sys.argv[1])
steps = store.schema_steps()
print(json.dumps({"sqlite_utils": sorted(m for m in sys.modules if m.split(".")[0] in
                                          ("sqlite_utils", "click", "dateutil", "pluggy")),
                  "steps": steps, "read_only": store.read_only}))
"""


def _open_in_a_fresh_process(path) -> dict:
    run = subprocess.run([sys.executable, "-c", OPEN_ONLY, str(path)], capture_output=True, text=True, timeout=120)
    assert run.returncode == 0, run.stderr
    return json.loads(run.stdout.strip().splitlines()[-1])


def test_a_current_file_opens_without_sqlite_utils_and_a_new_one_gets_every_step(tmp_path):
    """Issue 17.6: sqlite-utils (with click, dateutil, pluggy) is imported only when a schema step is due."""
    path = tmp_path / "g.sqlite"
    made = _open_in_a_fresh_process(path)                     # a new file: every step, through sqlite-utils
    assert made["steps"] == list(migrations.STEP_NAMES)
    assert "sqlite_utils" in made["sqlite_utils"]
    again = _open_in_a_fresh_process(path)                    # current: read, nothing applied, nothing imported
    assert again == {"sqlite_utils": [], "steps": list(migrations.STEP_NAMES), "read_only": False}


def test_a_file_one_step_behind_gets_that_step(tmp_path):
    path = tmp_path / "old.sqlite"
    store = Store.open(path)
    last = migrations.STEP_NAMES[-1]
    store.db.execute("DELETE FROM _sqlite_migrations WHERE name = ?", [last])
    store.db.execute("ALTER TABLE games DROP COLUMN stream")
    store.close()
    store = Store.open(path)
    assert store.schema_steps()[-1] == last
    assert "stream" in store.columns("games")
    store.close()


def test_the_steps_are_those_sqlite_utils_runs():
    assert [m.name for m in migrations.migrations._migrations] == list(migrations.STEP_NAMES)
    assert migrations.KNOWN_SETS == {migrations.SET_NAME: migrations.migrations}
