"""The database's schema, as named steps that are only ever appended.

Each step runs in a transaction together with its record in ``_sqlite_migrations`` (sqlite-utils 4
``Migrations``). Never edit or reorder a step that has shipped: add a new one. ``db/SCHEMA.md`` describes
the tables for people who open the file with other tools.

Opening a file whose schema is current reads that table with the standard ``sqlite3`` module and imports
nothing more (:func:`apply`; issue 17.6); sqlite-utils, its ``Migrations`` and the steps' table helpers are
imported only when a step is pending (a new file, or one made by an older version). ``migrations`` and
``KNOWN_SETS`` (the sqlite-utils ``Migrations`` of :data:`STEPS`) are built on first use.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable

if TYPE_CHECKING:
    from sqlite_utils import Database

    from .sqldb import Db

SET_NAME = "table_assistant"
#: ``PRAGMA application_id`` of every Table Assistant database ("TAst"): set when a file is created and
#: by step m005 on files made before it; a file with another id is never written.
APP_ID = int.from_bytes(b"TAst", "big")
#: ``PRAGMA application_id`` of a league file ("TAlg", ``league_file``): never opened as a game database
LEAGUE_APP_ID = int.from_bytes(b"TAlg", "big")
#: the tables the app's records live in (what a file of ours must hold)
SCHEMA_TABLES = ("games", "journal", "rolls", "records")
#: the table sqlite-utils records the applied steps in
MIGRATIONS_TABLE = "_sqlite_migrations"
#: the schema's steps, in order: (name, function of a ``sqlite_utils.Database``)
STEPS: list[tuple[str, Callable[["Database"], None]]] = []


def step(fn: Callable[["Database"], None]) -> Callable[["Database"], None]:
    """Append ``fn`` to :data:`STEPS` under its own name (as ``@migrations()`` of sqlite-utils names it)."""
    if any(name == fn.__name__ for name, _ in STEPS):
        raise ValueError(f"schema step {fn.__name__!r} is registered twice")
    STEPS.append((fn.__name__, fn))
    return fn


@step
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


@step
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


@step
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


@step
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


@step
def m005_application_id(db: Database) -> None:
    """Mark the file as Table Assistant's own (files made before the mark get it here)."""
    db.execute(f"PRAGMA application_id = {APP_ID}")


@step
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


@step
def m007_dice_stream(db: Database) -> None:
    """Each game names the kind of its dice stream. Games made before this step keep the Mersenne Twister
    stream their rolls were drawn from (so every logged roll still replays); new games get the seekable
    kind (``games.create``)."""
    db["games"].add_column("stream", str)
    db.execute("UPDATE games SET stream = ?", [LEGACY_STREAM])


#: the names of every step this version knows, in order
STEP_NAMES = tuple(name for name, _ in STEPS)


def applied_names(db: "Db") -> list[str]:
    """The names of the steps applied to the file, in the order they were applied (read-only)."""
    if not db.execute("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?",
                      [MIGRATIONS_TABLE]).fetchone():
        return []
    return [r[0] for r in db.execute(f'SELECT name FROM "{MIGRATIONS_TABLE}" WHERE migration_set = ? ORDER BY rowid',
                                     [SET_NAME]).fetchall()]


def is_current(db: "Db") -> bool:
    """Every step is applied and the steps' table is as sqlite-utils 4 keeps it (primary key ``id``), so
    ``Migrations.apply`` would do nothing."""
    pks = sorted((r[5], r[1]) for r in db.execute(f'PRAGMA table_info("{MIGRATIONS_TABLE}")') if r[5])
    if [name for _, name in pks] != ["id"]:
        return False
    return set(STEP_NAMES) <= set(applied_names(db))


def apply(db: "Db") -> None:
    """Apply the pending steps (sqlite-utils' ``Migrations.apply``: each in a transaction with its record);
    when none is pending, only reads (and sqlite-utils is not imported)."""
    if is_current(db):
        return
    for migrations_set in known_sets().values():
        migrations_set.apply(db.full())


_SETS: dict[str, Any] = {}


def known_sets() -> dict[str, Any]:
    """``{SET_NAME: Migrations}``: sqlite-utils' ``Migrations`` holding :data:`STEPS` (made on first use)."""
    if not _SETS:
        from sqlite_utils.migrations import Migrations

        made = Migrations(SET_NAME)
        for name, fn in STEPS:
            made(name=name)(fn)
        _SETS[SET_NAME] = made
    return _SETS


def __getattr__(name: str) -> Any:   # ``migrations`` and ``KNOWN_SETS``, as before, built when first asked for
    if name == "KNOWN_SETS":
        return known_sets()
    if name == "migrations":
        return known_sets()[SET_NAME]
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
