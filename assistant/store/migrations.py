"""The database's schema, as named steps that are only ever appended.

Each step runs in a transaction together with its record in ``_sqlite_migrations`` (sqlite-utils 4
``Migrations``). Never edit or reorder a step that has shipped: add a new one. ``db/SCHEMA.md`` describes
the tables for people who open the file with other tools.
"""

from __future__ import annotations

from sqlite_utils import Database
from sqlite_utils.migrations import Migrations

SET_NAME = "table_assistant"
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


KNOWN_SETS = {SET_NAME: migrations}
