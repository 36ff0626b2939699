"""Check database: what is wrong in a file, row by row, repairing nothing (as Anki's Check Database).

:func:`check_database` lists SQLite's own verdict (``PRAGMA integrity_check``, foreign keys), the app's
mark (``application_id``), missing tables, and every row of ours the app cannot read: JSON columns that
are not JSON, journal operations that name no table or column of the schema, games of a kind this version
does not know (when the caller passes the known kinds). :func:`check_game` does the same for one game;
opening a game runs it, so a damaged game is reported instead of stopping the app.
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Collection, Iterator
from dataclasses import dataclass
from typing import Any

from assistant.core.dice import STREAM_KINDS

from .changes import Change
from .migrations import APP_ID, SCHEMA_TABLES
from .store import Store, quote

#: JSON columns of each table, and the id column that names a row
JSON_COLUMNS = {
    "games": ("id", ("settings", "state")),
    "journal": ("id", ("ops",)),
    "rolls": ("id", ("modifiers", "dice", "rulings")),
    "records": ("id", ("data",)),
}
MAX_FINDINGS = 500


@dataclass(frozen=True)
class Finding:
    """One problem: where (game, table, row, column) and what."""

    problem: str
    table: str = ""
    row: Any = None
    column: str = ""
    game_id: int | None = None

    def __str__(self) -> str:
        where = []
        if self.game_id is not None:
            where.append(f"game {self.game_id}")
        if self.table:
            where.append(f"table {self.table}" + (f" row {self.row}" if self.row is not None else ""))
        if self.column:
            where.append(f"column {self.column}")
        return (", ".join(where) + ": " if where else "") + self.problem


def check_database(store: Store, known_kinds: Collection[str] | None = None) -> list[Finding]:
    """Every problem found in the whole file (at most MAX_FINDINGS), nothing changed."""
    found: list[Finding] = []
    try:
        verdicts = [r[0] for r in store.db.execute("PRAGMA integrity_check(50)").fetchall()]
    except sqlite3.DatabaseError as exc:
        return [Finding(f"SQLite cannot check the file: {exc}")]
    if verdicts != ["ok"]:
        found += [Finding(f"SQLite reports: {v}") for v in verdicts]
    app_id = store.db.execute("PRAGMA application_id").fetchone()[0]
    if app_id != APP_ID and str(store.path) != ":memory:":
        found.append(Finding(f"the file does not carry Table Assistant's mark (application id {app_id:#x})"))
    tables = _tables(store)
    found += [Finding("the table is missing", table=t) for t in SCHEMA_TABLES if t not in tables]
    try:
        for table, rowid, parent, _ in store.db.execute("PRAGMA foreign_key_check").fetchall():
            found.append(Finding(f"refers to a row of {parent} that does not exist", table=table, row=rowid))
    except sqlite3.DatabaseError as exc:
        found.append(Finding(f"foreign keys cannot be checked: {exc}"))
    for finding in _rows(store, None, known_kinds, tables):
        found.append(finding)
        if len(found) >= MAX_FINDINGS:
            found.append(Finding(f"more problems not listed (the first {MAX_FINDINGS} are above)"))
            break
    return found


def check_game(store: Store, game_id: int, known_kinds: Collection[str] | None = None) -> list[Finding]:
    """The problems of one game's rows (its game row, journal, rolls and records)."""
    tables = _tables(store)
    found = [Finding("the table is missing", table=t, game_id=game_id) for t in SCHEMA_TABLES if t not in tables]
    for finding in _rows(store, game_id, known_kinds, tables):
        found.append(finding)
        if len(found) >= MAX_FINDINGS:
            break
    return found


def _tables(store: Store) -> set[str]:
    return {r[0] for r in store.db.execute("SELECT name FROM sqlite_master WHERE type='table'").fetchall()}


def _rows(store: Store, game_id: int | None, known_kinds: Collection[str] | None,
          tables: set[str]) -> Iterator[Finding]:
    for table, (key, columns) in JSON_COLUMNS.items():
        if table not in tables:
            continue
        game_col = "id" if table == "games" else "game_id"
        present = store.columns(table)
        cols = [c for c in columns if c in present]
        extra = ["kind", "stream"] if table == "games" and "stream" in present else (
            ["kind"] if table == "games" else [])
        select = ", ".join(quote(c) for c in [key, game_col, *extra, *cols])
        sql = f"SELECT {select} FROM {quote(table)}"
        args: list[Any] = []
        if game_id is not None:
            sql += f" WHERE {quote(game_col)} = ?"
            args.append(game_id)
        for values in store.db.execute(sql, args):
            rid, gid, rest = values[0], values[1], values[2:]
            if extra:
                kind, rest = rest[0], rest[len(extra):]
                if known_kinds is not None and kind not in known_kinds:
                    yield Finding(f"the game's kind {kind!r} is not one this version knows", table, rid, "kind", gid)
                stream = values[3] if len(extra) > 1 else None
                if stream is not None and stream not in STREAM_KINDS:
                    yield Finding(f"the game's dice stream {stream!r} is not one this version knows "
                                  f"(known: {', '.join(STREAM_KINDS)})", table, rid, "stream", gid)
            for column, text in zip(cols, rest):
                problem = _json_problem(text)
                if problem:
                    yield Finding(f"not JSON ({problem})", table, rid, column, gid)
                elif (table, column) in OBJECT_COLUMNS and not _is_object(text):
                    from .records import json_kind

                    yield Finding(f"{json_kind(json.loads(text))}, not a JSON object", table, rid, column, gid)
                elif table == "journal":
                    problem = _ops_problem(store, text)
                    if problem:
                        yield Finding(problem, table, rid, column, gid)


#: JSON columns whose value is always an object (issue 26: a list there was read as one)
OBJECT_COLUMNS = frozenset({("games", "settings"), ("games", "state"), ("records", "data")})


def _is_object(text: Any) -> bool:
    return text is None or text == "" or isinstance(json.loads(text), dict)


def _json_problem(text: Any) -> str:
    if text is None or text == "":
        return ""
    if not isinstance(text, str):
        return f"a {type(text).__name__} where JSON text belongs"
    try:
        json.loads(text)
    except (ValueError, RecursionError) as exc:
        return str(exc)[:80]
    return ""


def _ops_problem(store: Store, text: str) -> str:
    try:
        change = Change.from_record("", text, None, "")
    except (ValueError, TypeError, KeyError, AttributeError) as exc:
        return f"its operations cannot be read ({type(exc).__name__}: {str(exc)[:60]})"
    for op in change.ops:
        try:
            store._checked(op)
        except ValueError as exc:  # BadRecord
            return getattr(exc, "problem", str(exc))
    return ""
