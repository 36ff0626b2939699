"""The database's schema, as named steps that are only ever appended.

Each step runs in a transaction together with its record in ``_sqlite_migrations`` (sqlite-utils 4
``Migrations``). Never edit or reorder a step that has shipped: add a new one. ``db/SCHEMA.md`` describes
the tables for people who open the file with other tools.
"""

from __future__ import annotations

from sqlite_utils import Database
from sqlite_utils.migrations import Migrations

SET_NAME = "table_assistant"
#: ``PRAGMA application_id`` of every Table Assistant database ("TAst"): set when a file is created and
#: by step m005 on files made before it; a file with another id is never written.
APP_ID = int.from_bytes(b"TAst", "big")
#: the tables the app's records live in (what a file of ours must hold)
SCHEMA_TABLES = ("games", "journal", "rolls", "records")
migrations = Migrations(SET_NAME)


@migrations()
def m001_games(db: Database) -> None:
    db["games"].create(
        {
            "id": int,
            "kind": str,
            "name": str,
            "created_at": str,
            "updated_at": str,
            "settings": str,  # JSON: rulings toggles and game options
            "state": str,  # JSON: the game's current position (turn, phase, ...)
            "seed": int,  # the dice stream's seed; its position is derived from the roll log
        },
        pk="id",
        not_null={"kind", "name", "created_at"},
    )


@migrations()
def m002_journal(db: Database) -> None:
    """Every change of record, in order, with the rows it touched: the persisted undo history."""
    db["journal"].create(
        {
            "id": int,
            "game_id": int,
            "seq": int,
            "kind": str,
            "text": str,
            "ops": str,
            "done": int,  # 1 applied, 0 undone (kept until a new change replaces the redo branch)
            "at": str,
        },
        pk="id",
        foreign_keys=[("game_id", "games", "id")],
        not_null={"seq", "kind", "text", "ops", "done", "at"},
    )
    db["journal"].create_index(["game_id", "seq"], unique=True)


@migrations()
def m003_rolls(db: Database) -> None:
    """The roll log: every roll ever made, with what was rolled, why, and where in the dice stream."""
    db["rolls"].create(
        {
            "id": int,
            "game_id": int,
            "turn": int,
            "phase": str,
            "actor": str,
            "side": str,
            "why": str,
            "chart": str,
            "pool": str,
            "modifiers": str,  # JSON list of {"id", "label", "value", "rule"}
            "dice": str,  # JSON list of the raw faces
            "result": int,
            "chart_result": str,
            "expected": float,  # the mean of the result's exact distribution, for the luck chart
            "seed": int,
            "position": int,  # dice drawn from the stream before this roll
            "position_after": int,
            "reroll_of": int,
            "rulings": str,  # JSON: the ruling toggles this roll used
            "at": str,
        },
        pk="id",
        foreign_keys=[("game_id", "games", "id"), ("reroll_of", "rolls", "id")],
        not_null={"game_id", "pool", "dice", "result", "at"},
    )
    db["rolls"].create_index(["game_id", "id"])


@migrations()
def m004_records(db: Database) -> None:
    """Game records that are documents rather than rows: a figure, a terrain feature, a town, a wave.

    ``kind`` says what it is, ``key`` names it within its game; ``data`` is JSON.
    """
    db["records"].create(
        {"id": str, "game_id": int, "kind": str, "key": str, "data": str, "position": int},
        pk="id",
        foreign_keys=[("game_id", "games", "id")],
        not_null={"game_id", "kind", "key", "data"},
    )
    db["records"].create_index(["game_id", "kind", "key"], unique=True)


@migrations()
def m005_application_id(db: Database) -> None:
    """Mark the file as Table Assistant's own (files made before the mark get it here)."""
    db.execute(f"PRAGMA application_id = {APP_ID}")


@migrations()
def m006_id_marks(db: Database) -> None:
    """The highest integer id ever used per table, so an id an undo freed is never handed out again (a
    redo re-inserts the very row, with its id). Filled from the tables and every id in the journal."""
    import json

    db.execute("CREATE TABLE [_id_marks] ([tbl] TEXT PRIMARY KEY, [high] INTEGER NOT NULL)")
    high: dict[str, int] = {}
    for table in ("games", "rolls"):
        row = db.execute(f"SELECT max(id) FROM [{table}]").fetchone()
        if row and isinstance(row[0], int):
            high[table] = row[0]
    for (ops,) in db.execute("SELECT ops FROM journal").fetchall():
        try:
            decoded = json.loads(ops)
        except (TypeError, ValueError):
            continue  # a damaged row: Help > Check database reports it
        for op in decoded if isinstance(decoded, list) else ():
            key = op.get("key") if isinstance(op, dict) else None
            table = op.get("table") if isinstance(op, dict) else None
            if isinstance(key, dict) and isinstance(table, str):
                value = key.get("id")
                if isinstance(value, int) and not isinstance(value, bool):
                    high[table] = max(high.get(table, value), value)
    for table, value in high.items():
        db.execute("INSERT INTO [_id_marks] (tbl, high) VALUES (?, ?)", [table, value])



#: the dice stream kind of the games made before m007 (``assistant.core.dice.MERSENNE``)
LEGACY_STREAM = "mt19937"


@migrations()
def m007_dice_stream(db: Database) -> None:
    """Each game names the kind of its dice stream. Games made before this step keep the Mersenne Twister
    stream their rolls were drawn from (so every logged roll still replays); new games get the seekable
    kind (``games.create``)."""
    db["games"].add_column("stream", str)
    db.execute("UPDATE games SET stream = ?", [LEGACY_STREAM])


KNOWN_SETS = {SET_NAME: migrations}
