"""Issue 17, records that cannot half-exist: ids an undo freed stay reserved, journal names are checked
against the schema, a game whose rows cannot be read is reported per row while the rest of the file stays
usable, and the CSV export is safe to open in a spreadsheet."""

from __future__ import annotations

import csv
import json

import pytest

from assistant.games.session import GameSession
from assistant.store import games, rolls
from assistant.store.errors import BadRecord
from assistant.store.integrity import check_database
from assistant.store.store import Store


def roll(session):
    rec = session.dice()
    rec.roll("2d6", why="test")
    session.do(rec.change())


def test_an_undone_roll_keeps_its_id_so_its_redo_works_after_another_game_rolled():
    """Game A undoes a roll, game B rolls, A's redo still applies (ids are never reused across games)."""
    store = Store.open(":memory:")
    a = GameSession(store, games.create(store, "bataan", "A", seed=1))
    b = GameSession(store, games.create(store, "bataan", "B", seed=2))
    roll(a)
    a.undo()
    roll(b)
    assert a.redo() is not None
    assert rolls.count(store, a.game_id) == 1 and rolls.count(store, b.game_id) == 1
    roll(a)  # and later rolls of A go on after both
    assert len({r["id"] for r in store.rows("SELECT id FROM rolls")}) == 3


def test_a_journal_naming_a_table_or_column_not_in_the_schema_is_refused():
    """A crafted file cannot make an undo run SQL on names taken from its data."""
    store = Store.open(":memory:")
    s = GameSession(store, games.create(store, "bataan", "A", seed=1))
    roll(s)
    evil = [{"table": "rolls] WHERE 1=1 OR [id", "key": {"id": 1}, "before": None, "after": {"id": 1}}]
    store.db.execute("UPDATE journal SET ops = ?", [json.dumps(evil)])
    with pytest.raises(BadRecord, match="not one of the app's"):
        store.undo(s.game_id)
    evil = [{"table": "rolls", "key": {"id) OR (1": 1}, "before": None, "after": {"id": 1}}]
    store.db.execute("UPDATE journal SET ops = ?", [json.dumps(evil)])
    with pytest.raises(BadRecord, match="does not have"):
        store.undo(s.game_id)
    assert rolls.count(store, s.game_id) == 1


@pytest.mark.parametrize("table, column, value", [
    ("games", "settings", "{not json"),
    ("games", "state", "[1, 2"),
    ("games", "kind", "chess"),
    ("journal", "ops", "nope"),
    ("journal", "ops", '[{"table": 5}]'),
    ("rolls", "dice", "4, 5"),
    ("games", "state", '{"turn": ' + "9" * 5000 + "}"),
])
def test_a_game_that_cannot_be_read_is_reported_and_the_others_open(table, column, value):
    store = Store.open(":memory:")
    bad = GameSession(store, games.create(store, "bataan", "Bad", seed=1))
    roll(bad)
    good = games.create(store, "luzon", "Good", seed=2)
    key = "id" if table == "games" else "game_id"
    store.db.execute(f"UPDATE {table} SET {column} = ? WHERE {key} = ?", [value, bad.game_id])
    with pytest.raises(BadRecord) as err:
        GameSession(store, bad.game_id)
    assert f"game {bad.game_id}" in str(err.value) and f"table {table}" in str(err.value)
    assert column in str(err.value) or table == "journal"
    GameSession(store, good)  # the rest of the file stays usable
    assert {g["name"] for g in games.listing(store)} == {"Bad", "Good"}
    findings = check_database(store, known_kinds={"bataan", "luzon"})
    assert [(f.table, f.game_id) for f in findings] == [(table, bad.game_id)]


def test_the_check_lists_nothing_on_a_healthy_file_and_changes_nothing(tmp_path):
    path = tmp_path / "ok.sqlite"
    store = Store.open(path)
    roll(GameSession(store, games.create(store, "bataan", "A", seed=1)))
    before = store.dump()
    assert check_database(store, known_kinds={"bataan"}) == []
    assert store.dump() == before


def test_csv_export_neutralises_formulas_and_writes_whole(tmp_path):
    store = Store.open(":memory:")
    s = GameSession(store, games.create(store, "bataan", "A", seed=1))
    for why in ("=HYPERLINK(\"http://x\")", "+1", "-2", "@SUM(A1)", "\tx", "\rx", "plain"):
        rec = s.dice()
        rec.roll("1d6", why=why, actor="=cmd|' /C calc'!A0")
        s.do(rec.change())
    out = tmp_path / "log.csv"
    assert rolls.export_csv(store, out, s.game_id) == 7
    rows = list(csv.DictReader(out.open(newline="", encoding="utf-8")))
    assert [r["why"] for r in rows] == ["'=HYPERLINK(\"http://x\")", "'+1", "'-2", "'@SUM(A1)", "'\tx", "'\rx", "plain"]
    assert all(r["actor"].startswith("'=") for r in rows)
    assert [p.name for p in tmp_path.iterdir()] == ["log.csv"]
    with pytest.raises(OSError):
        rolls.export_csv(store, tmp_path / "no-folder" / "log.csv", s.game_id)
    assert [p.name for p in tmp_path.iterdir()] == ["log.csv"]
