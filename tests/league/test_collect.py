"""Collecting many referees' databases into one league file (issue 27, item 1): inputs read without
writing, bad ones named and skipped, the same database twice adds nothing, a game collected again is
updated, and a collection that fails half-way leaves the league file as it was."""

from __future__ import annotations

import shutil
import sqlite3

import pytest

from assistant.games.session import GameSession
from assistant.store import league
from assistant.store.errors import NotADatabase, StoreError
from assistant.store.league import Input, collect
from assistant.store.store import Store

from .conftest import roll, snapshot


def _dump(path) -> dict[str, list[tuple]]:
    con = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
    try:
        return {t: con.execute(f"SELECT * FROM {t} ORDER BY 1, 2").fetchall()
                for t in ("sources", "games", "records", "rolls", "sqlite_master")}
    finally:
        con.close()


def test_three_databases_one_damaged_one_given_twice(inputs, tmp_path):
    """Issue 27.1: two tables' games are gathered with their sources; the damaged file is named and
    skipped; the file given twice is read once; no input changes, and no side file appears beside them."""
    before = snapshot(inputs.folder)
    out = tmp_path / "league.sqlite"
    done = collect(out, [Input(inputs.table1, "Table 1"), Input(inputs.table2, "Table 2"), inputs.damaged,
                         inputs.table1])
    assert [o.status for o in done] == ["collected", "collected", "skipped", "repeated"]
    assert (done[0].added, done[1].added) == (2, 2)
    assert "damaged" in done[2].message and str(inputs.damaged) in done[2].line()
    assert "given twice" in done[3].line()
    assert snapshot(inputs.folder) == before

    con = sqlite3.connect(out)
    rows = con.execute("SELECT table_name, kind, name, source_path, source_game_id FROM games ORDER BY id").fetchall()
    assert rows == [("Table 1", "bataan", "Saturday morning", str(inputs.table1.resolve()), 1),
                    ("Table 1", "tarawa", "Demo: Tarawa", str(inputs.table1.resolve()), 2),
                    ("Table 2", "bataan", "Saturday evening", str(inputs.table2.resolve()), 1),
                    ("Table 2", "saipan", "Demo: Saipan", str(inputs.table2.resolve()), 2)]
    # the records and rolls are those of the source, row for row
    src = Store.open(inputs.table1)
    try:
        want = src.rows("SELECT kind, key, data FROM records WHERE game_id = 1 ORDER BY kind, key")
        n_rolls = src.rows("SELECT count(*) AS n FROM rolls WHERE game_id = 1")[0]["n"]
    finally:
        src.close()
    got = con.execute("SELECT kind, key, data FROM records WHERE game_id = 1 ORDER BY kind, key").fetchall()
    assert got == [(r["kind"], r["key"], r["data"]) for r in want]
    assert con.execute("SELECT count(*) FROM rolls WHERE game_id = 1").fetchone()[0] == n_rolls == 6
    assert [r[0] for r in con.execute("SELECT table_name FROM sources ORDER BY id")] == ["Table 1", "Table 2"]
    con.close()


def test_collecting_again_adds_nothing(shared_inputs, tmp_path):
    """Issue 27.1: the same databases collected again (under another table name, even) add no game."""
    out = tmp_path / "league.sqlite"
    collect(out, [shared_inputs.table1, shared_inputs.table2])
    first = _dump(out)
    again = collect(out, [shared_inputs.table2, Input(shared_inputs.table1)])
    assert [(o.added, o.updated, o.unchanged) for o in again] == [(0, 0, 2), (0, 0, 2)]
    second = _dump(out)
    assert second["games"] == first["games"] and second["records"] == first["records"]
    assert second["rolls"] == first["rolls"]


def test_a_game_played_on_is_updated_not_duplicated(inputs, tmp_path):
    """Issue 27.1: a game collected again after more play is updated in place (its rolls and records
    follow the source); an older copy of it (a backup made before) does not overwrite it."""
    out = tmp_path / "league.sqlite"
    backup = tmp_path / "table1-backup.sqlite"
    shutil.copyfile(inputs.table1, backup)
    collect(out, [inputs.table1])
    s = Store.open(inputs.table1)
    roll(GameSession(s, 2), "us")
    s.close()
    done = collect(out, [inputs.table1])
    assert (done[0].added, done[0].updated, done[0].unchanged) == (0, 1, 1)
    con = sqlite3.connect(out)
    assert con.execute("SELECT count(*) FROM games").fetchone()[0] == 2
    assert con.execute("SELECT count(*) FROM rolls WHERE game_id = 2").fetchone()[0] == 1
    con.close()
    older = collect(out, [Input(backup, "Table 1")])
    assert (older[0].older, older[0].unchanged) == (1, 1)
    con = sqlite3.connect(out)
    assert con.execute("SELECT count(*) FROM rolls WHERE game_id = 2").fetchone()[0] == 1
    con.close()


def test_a_failure_half_way_changes_nothing(shared_inputs, tmp_path):
    """Issue 27.1: the collection is one transaction: when SQLite refuses a write half-way (here a real
    trigger on the league file aborts the second table's rolls), the league file is as it was."""
    out = tmp_path / "league.sqlite"
    collect(out, [Input(shared_inputs.table1, "Table 1")])
    con = sqlite3.connect(out)
    con.execute("CREATE TRIGGER boom BEFORE INSERT ON rolls WHEN NEW.game_id > 2 "
                "BEGIN SELECT RAISE(ABORT, 'disk full'); END")
    con.commit()
    con.close()
    before = _dump(out)
    with pytest.raises(StoreError, match="nothing in it was changed"):
        collect(out, [Input(shared_inputs.table2, "Table 2"), Input(shared_inputs.table1, "Table 1")])
    assert _dump(out) == before


def test_bad_inputs_are_named_and_skipped(inputs, tmp_path):
    """Issue 27.1: a file of another application, a newer database, a missing file, the league file
    itself, another league file: each named and skipped, the good input collected."""
    foreign = tmp_path / "other.sqlite"
    con = sqlite3.connect(foreign)
    con.execute("CREATE TABLE notes (x)")
    con.commit()
    con.close()
    newer = tmp_path / "newer.sqlite"
    shutil.copyfile(inputs.table2, newer)
    con = sqlite3.connect(newer)
    con.execute("INSERT INTO _sqlite_migrations (migration_set, name, applied_at) "
                "VALUES ('table_assistant', 'm999_from_the_future', '2030')")
    con.commit()
    con.close()
    other_league = tmp_path / "other-league.sqlite"
    collect(other_league, [inputs.table2])
    out = tmp_path / "league.sqlite"
    done = collect(out, [foreign, newer, tmp_path / "missing.sqlite", inputs.table1, out, other_league])
    assert [o.status for o in done] == ["skipped", "skipped", "skipped", "collected", "skipped", "skipped"]
    assert "is a league file, not a referee's database" in done[5].message
    assert "not a Table Assistant one" in done[0].message
    assert "newer" in done[1].message and "m999" in done[1].message
    assert "does not exist" in done[2].message
    assert "league file itself" in done[4].message


def test_a_game_that_cannot_be_read_is_named_the_others_collected(inputs, tmp_path):
    """Bad input: a record that is not JSON keeps its game out (named, with the row), not the file."""
    con = sqlite3.connect(inputs.table1)
    con.execute("UPDATE records SET data = '{not json' WHERE game_id = 2 AND rowid = "
                "(SELECT min(rowid) FROM records WHERE game_id = 2)")
    con.commit()
    con.close()
    done = collect(tmp_path / "league.sqlite", [inputs.table1])
    assert done[0].added == 1
    assert len(done[0].bad) == 1 and "game 2" in done[0].bad[0] and "not JSON" in done[0].bad[0]


def test_the_league_file_refuses_a_game_database(shared_inputs, tmp_path):
    """Bad input: OUT must be a league file; a referee's database given as OUT is refused, untouched."""
    target = tmp_path / "game.sqlite"
    shutil.copyfile(shared_inputs.table1, target)
    data = target.read_bytes()
    with pytest.raises(NotADatabase, match="game database, not a league file"):
        collect(target, [shared_inputs.table2])
    assert target.read_bytes() == data


def test_game_store_reads_a_collected_game_as_the_source(shared_inputs, tmp_path):
    """A collected game put in a store in memory reads as in its source (rows, records, rolls)."""
    out = tmp_path / "league.sqlite"
    collect(out, [shared_inputs.table1])
    con = sqlite3.connect(out)
    store, gid = league.game_store(con, 1)
    src = Store.open(shared_inputs.table1)
    try:
        assert store.rows("SELECT kind, key, data FROM records ORDER BY id") == \
            src.rows("SELECT kind, key, data FROM records WHERE game_id = 1 ORDER BY id")
        cols = "turn, phase, side, why, chart, pool, dice, result, expected, position, position_after"
        assert store.rows(f"SELECT {cols} FROM rolls ORDER BY id") == \
            src.rows(f"SELECT {cols} FROM rolls WHERE game_id = 1 ORDER BY id")
        assert GameSession(store, gid).state == GameSession(src, 1).state
    finally:
        store.close()
        src.close()
        con.close()


def test_a_database_in_use_is_read_with_its_wal(inputs, tmp_path):
    """Issue 27.1: a database the app has open (its last changes still in the -wal beside it) is read
    from a copy of both, so the latest changes are collected and nothing beside it is touched."""
    s = Store.open(inputs.table2)
    try:
        roll(GameSession(s, 2), "japanese")
        wal = inputs.table2.with_name(inputs.table2.name + "-wal")
        assert wal.stat().st_size > 0
        before = snapshot(inputs.folder)
        done = collect(tmp_path / "league.sqlite", [inputs.table2])
        assert snapshot(inputs.folder) == before
    finally:
        s.close()
    assert done[0].added == 2
    con = sqlite3.connect(tmp_path / "league.sqlite")
    assert con.execute("SELECT count(*) FROM rolls r JOIN games g ON g.id = r.game_id "
                       "WHERE g.kind = 'saipan'").fetchone()[0] == 1
    con.close()


def test_a_prepared_file_copied_to_two_tables_gives_two_games(tmp_path):
    """Issue 27.1: an organiser prepares one file and copies it to two tables; the games share their
    origin but not their first change, so each table's game is collected apart; the prepared file (the
    game before either began) adds nothing."""
    from assistant.games.setup import new_game

    prepared = tmp_path / "prepared.sqlite"
    s = Store.open(prepared)
    new_game(s, "tarawa", "Convention game", setup="demo", seed=5)
    s.close()
    tables = [tmp_path / "t1.sqlite", tmp_path / "t2.sqlite"]
    for i, path in enumerate(tables):
        shutil.copyfile(prepared, path)
        s = Store.open(path)
        for _ in range(i + 1):
            roll(GameSession(s, 1), "us")
        s.close()
    out = tmp_path / "league.sqlite"
    done = collect(out, [Input(tables[0], "Table 1"), Input(tables[1], "Table 2"), prepared])
    assert [(o.added, o.older) for o in done] == [(1, 0), (1, 0), (0, 1)]
    con = sqlite3.connect(out)
    rows = con.execute("SELECT table_name, origin, (SELECT count(*) FROM rolls r WHERE r.game_id = g.id) "
                       "FROM games g ORDER BY id").fetchall()
    con.close()
    assert [(r[0], r[2]) for r in rows] == [("Table 1", 1), ("Table 2", 2)] and rows[0][1] == rows[1][1]
    again = collect(out, tables)
    assert [o.unchanged for o in again] == [1, 1]


def test_the_referee_named_with_a_game_is_collected(inputs, tmp_path):
    """Issue 27.1: a game keeps its referee's name (Game > Referee…, one undoable change); collect names
    it beside the game; blanks are folded, a too long name or no change is refused."""
    from assistant.core.errors import InputError
    from assistant.games.game_settings import referee_change

    s = Store.open(inputs.table2)
    session = GameSession(s, 1)
    session.do(referee_change(session, "  Anna   Kowalska "))
    assert session.settings["referee"] == "Anna Kowalska"
    with pytest.raises(InputError, match="already"):
        referee_change(session, "Anna Kowalska")
    with pytest.raises(InputError, match="at most 80"):
        referee_change(session, "x" * 81)
    s.close()
    collect(tmp_path / "league.sqlite", [Input(inputs.table2, "Table 2")])
    con = sqlite3.connect(tmp_path / "league.sqlite")
    assert con.execute("SELECT referee FROM games ORDER BY id").fetchall() == [("Anna Kowalska",), (None,)]
    con.close()
    s = Store.open(inputs.table2)
    session = GameSession(s, 1)
    session.undo()
    assert "referee" not in session.settings
    s.close()


def test_the_app_refuses_a_league_file_as_a_game_database(shared_inputs, tmp_path):
    """Bad input: a league file opened as a game database (File > Open database, --db) is refused, named
    as a league file, and left untouched."""
    out = tmp_path / "league.sqlite"
    collect(out, [shared_inputs.table2])
    data = out.read_bytes()
    with pytest.raises(NotADatabase, match="league file"):
        Store.open(out)
    assert out.read_bytes() == data and sorted(p.name for p in tmp_path.iterdir()) == ["league.sqlite"]
