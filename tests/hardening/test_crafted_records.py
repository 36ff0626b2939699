"""Issue 26: a crafted record showed "'list' object has no attribute 'get'"; a database holding a 10 MB game
name hung the start. Every game's settings and state, and every record of each game's demo, is replaced in
turn by a list, a string, a number, an empty object and an object of unknown fields: the game opens, or is
refused (or drawn as its overview) with a message naming the record and the field, never a Python error
about lists and dicts. A game name is at most ``games.MAX_NAME_CHARS`` characters when given, and a longer
stored one is shown cut, never laid out whole."""

from __future__ import annotations

import shutil
import sqlite3

import pytest

from assistant.core.errors import InputError
from assistant.games.setup import new_game
from assistant.store import games
from assistant.store.integrity import check_database
from assistant.store.store import Store

KINDS = ("bataan", "macarthur_korea", "luzon", "tarawa", "saipan")
VALUES = ("[]", '"x"', "1", "{}", '{"a": []}')
PYTHON_WORDS = ("object has no attribute", "object is not subscriptable", "positional argument", "KeyError",
                "__init__",
                "NoneType")


def crafted_databases(tmp_path, kind):
    """(what was changed, path of a copy of a demo database with it changed, game id)."""
    base = tmp_path / f"{kind}.sqlite"
    store = Store.open(base)
    gid = new_game(store, kind, kind, demo=True)
    rows = store.rows("SELECT id, kind FROM records WHERE game_id = ?", [gid])
    store.close()
    targets = [("games", "settings", gid), ("games", "state", gid)]
    seen = set()
    for r in rows:     # one record of each kind
        if r["kind"] not in seen:
            seen.add(r["kind"])
            targets.append(("records", "data", r["id"]))
    n = 0
    for table, column, rid in targets:
        for value in VALUES:
            n += 1
            path = tmp_path / f"{kind}-{n}.sqlite"
            shutil.copy(base, path)
            con = sqlite3.connect(path)
            con.execute(f"UPDATE {table} SET {column} = ? WHERE id = ?", [value, rid])
            con.commit()
            con.close()
            yield f"{table} {rid} {column} = {value}", path, gid


@pytest.mark.parametrize("kind", KINDS)
def test_crafted_records_are_named_not_python_errors(window, tmp_path, kind):
    """Issue 26: the window opens each crafted copy; what it says names the record, never Python's words."""
    for what, path, gid in crafted_databases(tmp_path, kind):
        window.last_error = None
        assert window.open_database(path), what
        window.open_game_id(gid)
        said = window.last_error[1] if window.last_error else ""
        assert not any(w in said for w in PYTHON_WORDS), (what, said)
        if said and "$." not in said:          # Bataan's table reader names the table file's JSON path
            assert "table games" in said or "table records" in said, (what, said)


def test_check_database_lists_a_record_that_is_not_an_object(tmp_path):
    store = Store.open(tmp_path / "g.sqlite")
    gid = new_game(store, "tarawa", "t", demo=True)
    rid = store.rows("SELECT id FROM records WHERE game_id = ? LIMIT 1", [gid])[0]["id"]
    store.db.execute("UPDATE records SET data = '[1, 2]' WHERE id = ?", [rid])
    store.db.execute("UPDATE games SET state = '\"x\"' WHERE id = ?", [gid])
    store.db.conn.commit()
    found = [(f.table, f.column, f.problem) for f in check_database(store)]
    assert ("records", "data", "a list, not a JSON object") in found
    assert ("games", "state", "a string, not a JSON object") in found


def test_a_game_name_is_limited_and_a_long_stored_one_is_shown_cut(window, tmp_path):
    """Issue 26: a new or renamed game takes at most MAX_NAME_CHARS characters; a 10 MB name written by another
    program opens (the window shows it cut, the record unchanged) without laying the whole name out."""
    store = window.hub.store
    with pytest.raises(InputError, match="at most 200 characters"):
        games.create(store, "tarawa", "n" * 201)
    gid = window.create_and_open("tarawa", "short")
    from assistant.games.game_settings import rename_change

    with pytest.raises(InputError, match="at most 200 characters, not 5,000"):
        rename_change(window.hub.session, "r" * 5000)
    store.db.execute("UPDATE games SET name = ? WHERE id = ?", ["N" * 10_000_000, gid])
    store.db.conn.commit()
    assert window.open_game_id(gid)
    shown = window.hub.session.name
    assert len(shown) <= 200 and "10,000,000 characters" in shown
    assert len(window.windowTitle()) < 400
    assert all(len(g["name"]) <= 200 for g in games.listing(store))
    assert len(store.rows("SELECT name FROM games WHERE id = ?", [gid])[0]["name"]) == 10_000_000
