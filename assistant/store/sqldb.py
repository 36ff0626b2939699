"""The store's connection: the few calls of sqlite-utils' ``Database`` the app makes, on the standard
``sqlite3`` module (issue 17.6: importing sqlite-utils costs ~80 ms of a start, with click, dateutil,
pluggy and a scan of installed plugins, for nothing the first window does).

:class:`Db` keeps sqlite-utils 4's transaction rules exactly (``execute`` commits a write made outside a
transaction and rolls back one that failed; ``atomic`` is BEGIN ... COMMIT, or a savepoint when nested;
``query`` runs inside a savepoint so a statement returning no rows changes nothing). Anything else --
creating tables in a schema step, ``db[name].insert(...)`` in tests and tools -- is handed to a real
``sqlite_utils.Database`` on the same connection, made (and sqlite-utils imported) on first use.
"""

from __future__ import annotations

import itertools
import sqlite3
from collections.abc import Iterable, Iterator, Sequence
from contextlib import contextmanager
from typing import Any

#: statements that begin, end or nest a transaction themselves (``execute`` never commits after them)
TRANSACTION_CONTROL = frozenset({"BEGIN", "COMMIT", "END", "ROLLBACK", "SAVEPOINT", "RELEASE"})
#: statements ``query`` refuses before running them: they return no rows or break its savepoint
QUERY_REJECTED = TRANSACTION_CONTROL | {"VACUUM", "ATTACH", "DETACH"}
_QUERY_MESSAGE = "query() can only be used with SQL that returns rows - use execute() for other statements"
_savepoints = itertools.count(1)


def first_keyword(sql: str) -> str:
    """The first keyword of a statement, upper case, past blanks, ``;``, comments and a byte order mark
    ("" when there is none) -- as sqlite-utils reads it."""
    i, n = 0, len(sql)
    while i < n:
        if sql[i].isspace() or sql[i] in (";", "\ufeff"):
            i += 1
        elif sql.startswith("--", i):
            newline = sql.find("\n", i)
            if newline == -1:
                return ""
            i = newline + 1
        elif sql.startswith("/*", i):
            end = sql.find("*/", i + 2)
            if end == -1:
                return ""
            i = end + 2
        else:
            break
    j = i
    while j < n and (sql[j].isalpha() or sql[j] == "_"):
        j += 1
    return sql[i:j].upper()


def unique_keys(keys: Iterable[str]) -> list[str]:
    """Column names made unique for a row's dict: a repeated name gets ``_2``, ``_3``, ... (skipping a
    suffix another column already has), as sqlite-utils names them."""
    keys = list(keys)
    taken = set(keys)
    if len(taken) == len(keys):
        return keys
    seen: set[str] = set()
    out: list[str] = []
    for key in keys:
        if key in seen:
            new_key, suffix = key, 2
            while new_key in seen or new_key in taken:
                new_key = f"{key}_{suffix}"
                suffix += 1
            key = new_key
        seen.add(key)
        out.append(key)
    return out


class Db:
    """A ``sqlite3`` connection with sqlite-utils' ``execute`` / ``query`` / ``atomic`` rules."""

    def __init__(self, conn: sqlite3.Connection):
        self.conn = conn
        self._full: Any = None
        self.execute("PRAGMA recursive_triggers=on;")   # as sqlite-utils sets on every connection

    # -- the calls of the app's write path and reads ------------------------------------------------
    def execute(self, sql: str, parameters: Sequence | dict[str, Any] | None = None) -> sqlite3.Cursor:
        """Run one statement. A write outside a transaction is committed at once; a statement that fails
        after opening a transaction rolls it back (so it never captures later writes)."""
        was_in_transaction = self.conn.in_transaction
        try:
            cursor = self.conn.execute(sql) if parameters is None else self.conn.execute(sql, parameters)
        except Exception:
            if not was_in_transaction and self.conn.in_transaction:
                self.conn.execute("ROLLBACK")
            raise
        if (not was_in_transaction and self.conn.in_transaction and cursor.description is None
                and first_keyword(sql) not in TRANSACTION_CONTROL):
            self.conn.execute("COMMIT")
        return cursor

    def query(self, sql: str, params: Sequence | dict[str, Any] | None = None) -> Iterator[dict[str, Any]]:
        """The rows of a statement as dicts; ValueError (and no change) for one that returns no rows."""
        keyword = first_keyword(sql)
        if keyword in QUERY_REJECTED:
            raise ValueError(_QUERY_MESSAGE)
        args: tuple = (params,) if params is not None else ()
        if keyword == "PRAGMA":   # some refuse to run inside a transaction: no savepoint around them
            cursor = self.conn.execute(sql, *args)
            if cursor.description is None:
                raise ValueError(_QUERY_MESSAGE)
            keys = unique_keys(d[0] for d in cursor.description)
            return (dict(zip(keys, row)) for row in cursor)
        self.conn.execute('SAVEPOINT "sqlite_utils_query"')
        released = False
        try:
            cursor = self.conn.execute(sql, *args)
            if cursor.description is None:
                raise ValueError(_QUERY_MESSAGE)
            keys = unique_keys(d[0] for d in cursor.description)
            try:
                self.conn.execute('RELEASE "sqlite_utils_query"')
                released = True
            except sqlite3.OperationalError:   # a write returning rows, not all fetched: fetch, then release
                fetched = cursor.fetchall()
                self.conn.execute('RELEASE "sqlite_utils_query"')
                released = True
                return (dict(zip(keys, row)) for row in fetched)
            return (dict(zip(keys, row)) for row in cursor)
        finally:
            if not released and self.conn.in_transaction:
                self.conn.execute('ROLLBACK TO "sqlite_utils_query"')
                self.conn.execute('RELEASE "sqlite_utils_query"')

    def rollback(self) -> None:
        if self.conn.in_transaction:
            self.conn.execute("ROLLBACK")

    @contextmanager
    def atomic(self) -> Iterator["Db"]:
        """One transaction around the block (BEGIN ... COMMIT, rolled back on any error); inside another,
        a savepoint, so the outer one still commits or rolls back as a whole."""
        if self.conn.in_transaction:
            savepoint = f"table_assistant_{next(_savepoints)}"
            self.conn.execute(f"SAVEPOINT {savepoint};")
            try:
                yield self
            except BaseException:
                if self.conn.in_transaction:   # an error may have ended the transaction already
                    self.conn.execute(f"ROLLBACK TO SAVEPOINT {savepoint};")
                    self.conn.execute(f"RELEASE SAVEPOINT {savepoint};")
                raise
            else:
                self.conn.execute(f"RELEASE SAVEPOINT {savepoint};")
        else:
            self.conn.execute("BEGIN")
            try:
                yield self
            except BaseException:
                self.rollback()
                raise
            else:
                try:
                    self.conn.execute("COMMIT")
                except BaseException:
                    self.rollback()
                    raise

    def insert_row(self, table: str, row: dict[str, Any]) -> None:
        """Insert one row into a table of the schema (``table`` and the keys are the app's own names)."""
        names = ", ".join('"' + k.replace('"', '""') + '"' for k in row)
        self.execute(f'INSERT INTO "{table}" ({names}) VALUES ({", ".join("?" for _ in row)})', list(row.values()))

    def close(self) -> None:
        self.conn.close()

    # -- everything else: sqlite-utils itself, on the same connection ------------------------------
    def full(self) -> Any:
        """A ``sqlite_utils.Database`` on this connection (sqlite-utils is imported here, on first use)."""
        if self._full is None or self._full.conn is not self.conn:
            from sqlite_utils import Database

            self._full = Database(self.conn)
        return self._full

    def __getitem__(self, name: str) -> Any:
        return self.full()[name]

    def __getattr__(self, name: str) -> Any:
        if name.startswith("_"):
            raise AttributeError(name)
        return getattr(self.full(), name)
