"""Issue 17 item 1: each game names its dice stream's kind (schema step m007). Games in a file made before
the step keep their Mersenne Twister stream, so the rolls they logged replay and their next rolls continue
the same stream; games made after get the seekable stream."""

from __future__ import annotations

import sqlite3

from sqlite_utils import Database

from assistant.core import dice
from assistant.games.session import GameSession
from assistant.store import games, rolls
from assistant.store.integrity import check_database
from assistant.store.migrations import APP_ID, migrations
from assistant.store.store import Store


def old_file(path) -> None:
    """A database as the app made it before m007: its steps up to m006, one game with two rolls logged from
    its Mersenne Twister stream."""
    db = Database(str(path))
    db.execute(f"PRAGMA application_id = {APP_ID}")
    migrations.apply(db, stop_before="m007_dice_stream")
    db["games"].insert({"id": 1, "kind": "luzon", "name": "Old", "created_at": "2025-01-01T00:00:00Z",
                        "updated_at": "2025-01-01T00:00:00Z", "settings": "{}", "state": "{}", "seed": 1234})
    stream = dice.DiceStream(1234, dice.MERSENNE)
    for rid, pool in ((1, "2d6"), (2, "3d6")):
        r = dice.roll(pool, stream)
        db["rolls"].insert({"id": rid, "game_id": 1, "pool": pool, "dice": str(list(r.dice)).replace(" ", ""),
                            "result": r.value, "seed": 1234, "position": r.position_before,
                            "position_after": r.position_after, "at": "2025-01-01T00:00:00Z"})
    db.close()


def test_games_made_before_keep_the_mersenne_stream(tmp_path):
    """Issue 17 item 1: opening an old file marks its games mt19937; their logged rolls replay from (seed,
    position) on that stream, and the game's next roll continues it where the log stops."""
    path = tmp_path / "old.sqlite"
    old_file(path)
    store = Store.open(path)
    game = games.get(store, 1)
    assert game["stream"] == dice.MERSENNE == games.stream_kind(game)
    for row in store.rows("SELECT * FROM rolls WHERE game_id = 1 ORDER BY id"):
        logged = dice.RollResult(row["pool"], tuple(rolls.decoded(row)["dice"]), row["result"], row["seed"],
                                 row["position"], None, dice.MERSENNE)
        assert dice.replay(logged) == logged
    session = GameSession(store, 1)
    assert session.stream_kind == dice.MERSENNE
    recorder = session.dice()
    assert recorder.stream.kind == dice.MERSENNE and recorder.stream.position == 5
    out = recorder.roll("2d6", why="after the upgrade")
    old_stream = dice.DiceStream(1234, dice.MERSENNE)
    old_stream.skip(5)
    assert tuple(out.dice) == old_stream.dice(2, 6)
    store.close()


def test_new_games_get_the_seekable_stream(tmp_path):
    """Issue 17 item 1: a game made now rolls from the seekable stream, and its rolls replay from the log."""
    store = Store.open(tmp_path / "new.sqlite")
    gid = games.create(store, "luzon", "New", seed=99)
    session = GameSession(store, gid)
    assert session.stream_kind == dice.SEEKABLE
    recorder = session.dice()
    first = recorder.roll("2d6", why="one")
    second = recorder.roll("d10", why="two")
    session.do(recorder.change())
    assert tuple(first.dice) == dice.DiceStream(99).dice(2, 6)
    assert tuple(second.dice) == dice.DiceStream.resume(99, 2).dice(1, 10)
    assert session.dice().stream.position == 3
    store.close()


def test_a_game_of_unknown_stream_is_reported(tmp_path):
    """Issue 17 (records): a game row naming a stream this version does not know is a finding of Check
    database, named by game, table, row and column, not a traceback."""
    path = tmp_path / "odd.sqlite"
    store = Store.open(path)
    gid = games.create(store, "luzon", "Odd")
    store.close()
    conn = sqlite3.connect(path)
    conn.execute("UPDATE games SET stream = 'pcg64' WHERE id = ?", [gid])
    conn.commit()
    conn.close()
    store = Store.open(path)
    found = [str(f) for f in check_database(store)]
    assert any("stream 'pcg64'" in f and f"table games row {gid}" in f and "column stream" in f for f in found)
    store.close()


def test_an_old_file_opened_read_only_still_knows_its_stream(tmp_path, monkeypatch):
    """Issue 17 item 1 with read-only files: a file made before m007 that the app may not write is not
    migrated; its games have no stream column and read as Mersenne ones, so their rolls still replay."""
    from assistant.store import opening

    path = tmp_path / "old.sqlite"
    old_file(path)
    monkeypatch.setattr(opening, "writable_file", lambda p: False)
    store = Store.open(path)
    assert store.read_only
    game = games.get(store, 1)
    assert "stream" not in game and games.stream_kind(game) == dice.MERSENNE
    session = GameSession(store, 1)
    assert session.stream_kind == dice.MERSENNE
    assert session.dice().stream.kind == dice.MERSENNE
    assert not [f for f in check_database(store) if "stream" in str(f)]
    store.close()


def test_a_roll_checks_out_from_its_csv_row_alone(tmp_path):
    """Roll log export (issue 17 item 1): each CSV row carries its game's stream kind beside seed and position,
    so anyone can recompute the dice outside the app; old and new games side by side in one file."""
    import csv
    import json

    path = tmp_path / "old.sqlite"
    old_file(path)
    store = Store.open(path)
    new_id = games.create(store, "luzon", "New", seed=5)
    for gid in (1, new_id):
        session = GameSession(store, gid)
        recorder = session.dice()
        recorder.roll("3d6", why="check me")
        session.do(recorder.change())
    out = tmp_path / "log.csv"
    assert rolls.export_csv(store, out) == 4
    rows = list(csv.DictReader(out.open(newline="", encoding="utf-8")))
    assert {r["stream"] for r in rows} == {dice.MERSENNE, dice.SEEKABLE}
    for r in rows:
        faces = json.loads(r["dice"])
        stream = dice.DiceStream.resume(int(r["seed"]), int(r["position"]), r["stream"])
        assert list(stream.dice(len(faces), 6)) == faces
    store.close()
