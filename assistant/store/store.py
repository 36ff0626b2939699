"""Open, check and migrate the database; apply and revert changes of record in transactions.

Opening never harms a file it cannot use (``opening.py``): an empty, foreign, damaged or newer file is
inspected without writing and refused with a :class:`StoreError` naming the file and the problem; a file
or folder the app may not write opens read-only (``read_only``, with ``notice`` saying so). Table and
column names in SQL come only from the schema (``_apply_op`` checks a journal's names against it).
"""

from __future__ import annotations

import datetime as _dt
import json
import os
import sqlite3
from operator import itemgetter
from pathlib import Path
from typing import Any, Callable, Iterable

from . import migrations
from .changes import Change, RowOp
from .errors import BadRecord, ReadOnlyDatabase, StaleChange, StoreError
from .opening import open_file
from .sqldb import Db

def now_iso() -> str:
    return _dt.datetime.now(_dt.timezone.utc).isoformat(timespec="milliseconds")


def quote(name: str) -> str:
    """An SQL identifier, quoted (only ever called with the schema's own names)."""
    return '"' + name.replace('"', '""') + '"'


class Store:
    """The database of games, their journal of changes, the roll log and game records."""

    def __init__(self, db: Db, path: Path | str, read_only: bool = False, notice: str = ""):
        self.db = db
        self.path = path
        self.read_only = read_only
        #: a sentence to show the referee on opening (why the file opened read-only), else ""
        self.notice = notice
        self._listeners: list[Callable[[Change], None]] = []
        self._columns: dict[str, frozenset[str]] | None = None

    # -- opening ---------------------------------------------------------------------------------
    @classmethod
    def open(cls, path: Path | str) -> "Store":
        """Open (or create) the database at ``path``; refuses with StoreError a file it must not write."""
        read_only, notice = False, ""
        if str(path) == ":memory:":
            db = Db(sqlite3.connect(":memory:"))
        else:
            path = Path(path).expanduser()
            opened = open_file(path)
            db = Db(opened.conn)
            read_only, notice = opened.read_only, opened.notice
        if not read_only:
            db.execute("PRAGMA foreign_keys = ON")
            migrations.apply(db)   # reads only, and imports no sqlite-utils, when the schema is current
        return cls(db, path, read_only, notice)

    def check_writable(self) -> None:
        if self.read_only:
            raise ReadOnlyDatabase(self.path, "was opened read-only: nothing can be changed.",
                                   self.notice or "")

    def close(self) -> None:
        self.db.close()

    def schema_steps(self) -> list[str]:
        return migrations.applied_names(self.db)

    # -- listeners ---------------------------------------------------------------------------------
    def subscribe(self, fn: Callable[[Change], None]) -> None:
        self._listeners.append(fn)

    def unsubscribe(self, fn: Callable[[Change], None]) -> None:
        if fn in self._listeners:
            self._listeners.remove(fn)

    def _notify(self, change: Change) -> None:
        for fn in list(self._listeners):
            fn(change)

    # -- ids ----------------------------------------------------------------------------------------
    def columns(self, table: str) -> frozenset[str]:
        """The columns of one of the app's record tables; BadRecord for a name the schema does not have."""
        if self._columns is None:
            tables = [r[0] for r in self.db.execute(
                "SELECT name FROM sqlite_master WHERE type='table' AND name NOT LIKE 'sqlite%' AND name NOT LIKE '\\_%' "
                "ESCAPE '\\'").fetchall()]
            self._columns = {t: frozenset(r[1] for r in self.db.execute(f"PRAGMA table_info({quote(t)})"))
                             for t in tables}
        if not isinstance(table, str) or table not in self._columns:
            raise BadRecord(f"names a table {table!r} that is not one of the app's", table="journal")
        return self._columns[table]

    def next_id(self, table: str) -> int:
        """The next integer id for ``table``: past every id it holds and every id it ever held (an undone
        row keeps its id reserved, so its redo never meets another game's row)."""
        self.columns(table)
        row = self.db.execute(f"SELECT coalesce(max(id), 0) FROM {quote(table)}").fetchone()
        high = int(row[0])
        if self._has_marks():
            mark = self.db.execute("SELECT high FROM _id_marks WHERE tbl = ?", [table]).fetchone()
            if mark and isinstance(mark[0], int):
                high = max(high, mark[0])
        return high + 1

    def _has_marks(self) -> bool:
        return bool(self.db.execute(
            "SELECT 1 FROM sqlite_master WHERE type='table' AND name='_id_marks'").fetchone())

    def _mark_id(self, table: str, key: dict[str, Any]) -> None:
        value = key.get("id")
        if isinstance(value, int) and not isinstance(value, bool) and self._has_marks():
            self.db.execute("INSERT INTO _id_marks (tbl, high) VALUES (?, ?) "
                            "ON CONFLICT(tbl) DO UPDATE SET high = max(high, excluded.high)", [table, value])

    # -- the one write path ----------------------------------------------------------------------
    def _checked(self, op: RowOp) -> None:
        """A row operation names only the schema's tables and columns (a journal is data: never trusted)."""
        cols = self.columns(op.table)
        for part in (op.key, op.before or (), op.after or ()):
            for name, _ in part:
                if name not in cols:
                    raise BadRecord(f"names a column {name!r} that table {op.table!r} does not have",
                                    table="journal")
        if not op.key:
            raise BadRecord(f"a change of table {op.table!r} names no key", table="journal")

    def _apply_op(self, op: RowOp) -> None:
        self._checked(op)
        table = quote(op.table)
        key = dict(op.key)
        where = " AND ".join(f"{quote(k)} = ?" for k in key)
        args = list(key.values())
        cur = self.db.execute(f"SELECT * FROM {table} WHERE {where}", args)
        current = cur.fetchone()
        cols = [d[0] for d in cur.description]
        current_row = dict(zip(cols, current)) if current else None
        if op.before is None:
            if current_row is not None:
                raise StaleChange(f"{op.table} {key} exists already")
            after = dict(op.after or ())
            names = ", ".join(quote(k) for k in after)
            self.db.execute(f"INSERT INTO {table} ({names}) VALUES ({', '.join('?' for _ in after)})",
                            list(after.values()))
            self._mark_id(op.table, key)
            return
        before = dict(op.before)
        if current_row is None or any(current_row.get(k) != v for k, v in before.items()):
            raise StaleChange(f"{op.table} {key} is not as this change expects")
        if op.after is None:
            self.db.execute(f"DELETE FROM {table} WHERE {where}", args)
        else:
            after = dict(op.after)
            sets = ", ".join(f"{quote(k)} = ?" for k in after)
            self.db.execute(f"UPDATE {table} SET {sets} WHERE {where}", list(after.values()) + args)

    def _apply_ops(self, change: Change) -> None:
        """Apply a change's ops in order, a run of consecutive ops of one kind on one table at a time: one
        SELECT of the rows they touch (per :data:`IN_CHUNK` keys) and one ``executemany``, instead of two
        queries an op. The checks and the outcome are those of applying each op alone (:meth:`_apply_op`,
        which a run falls back to when a row is not as expected, so the error names the same row)."""
        for run in _runs(change.ops):
            if len(run) == 1:
                self._apply_op(run[0])
            else:
                self._apply_run(run)

    def _apply_run(self, run: list[RowOp]) -> None:
        """Consecutive ops with the same table, one-column key, kind (insert / delete / update) and column
        names, no two on the same row (``_runs`` makes them)."""
        for op in run:
            self._checked(op)
        first = run[0]
        table = quote(first.table)
        key_col = first.key[0][0]
        keys = [op.key[0][1] for op in run]
        found: dict[Any, dict[str, Any]] = {}
        n_rows = 0
        for i in range(0, len(keys), IN_CHUNK):
            chunk = keys[i:i + IN_CHUNK]
            cur = self.db.execute(
                f"SELECT * FROM {table} WHERE {quote(key_col)} IN ({', '.join('?' for _ in chunk)})", chunk)
            cols = [d[0] for d in cur.description]
            for values in cur.fetchall():
                row = dict(zip(cols, values))
                found[row[key_col]] = row
                n_rows += 1
        if first.before is None:  # inserts
            if n_rows:
                return self._apply_each(run)  # one of them exists already: say which, as a lone op would
            names = [k for k, _ in first.after]
            self.db.conn.executemany(
                f"INSERT INTO {table} ({', '.join(quote(k) for k in names)}) VALUES ({', '.join('?' for _ in names)})",
                [tuple(map(_VALUE, op.after)) for op in run])
            ids = [k for k in keys if isinstance(k, int) and not isinstance(k, bool)]
            if key_col == "id" and ids:
                self._mark_id(first.table, {"id": max(ids)})
            return None
        if n_rows != len(run) or any(k not in found for k in keys):
            return self._apply_each(run)
        for op, k in zip(run, keys):
            current = found[k]
            if any(current.get(name) != v for name, v in op.before):
                raise StaleChange(f"{op.table} {dict(op.key)} is not as this change expects")
        if first.after is None:  # deletes
            self.db.conn.executemany(f"DELETE FROM {table} WHERE {quote(key_col)} = ?", [[k] for k in keys])
        else:  # updates of the same columns
            names = [k for k, _ in first.after]
            self.db.conn.executemany(
                f"UPDATE {table} SET {', '.join(f'{quote(k)} = ?' for k in names)} WHERE {quote(key_col)} = ?",
                [[v for _, v in op.after] + [k] for op, k in zip(run, keys)])
        return None

    def _apply_each(self, ops: list[RowOp]) -> None:
        for op in ops:
            self._apply_op(op)

    def backup(self, path: Path | str) -> Path:
        """A consistent copy of the whole database at ``path`` (SQLite's online backup), safe while the app
        runs. Refuses the open database itself; a target that cannot be written raises StoreError naming it
        (a partial copy is removed)."""
        target = Path(path).expanduser()
        if str(self.path) != ":memory:" and target.resolve() == Path(self.path).resolve():
            raise StoreError(target, "is the database in use.", "Choose another file for the backup.")
        if target.is_dir():
            raise StoreError(target, "is a folder.", "Choose a file name for the backup.")
        from assistant.core.leftovers import sweep, temp_name

        if not target.parent.is_dir():
            raise StoreError(target, f"the folder {target.parent} does not exist.", "Choose a folder that exists.")
        sweep(target.parent)     # a backup a killed run left half made here (issue 26)
        tmp = temp_name(target)  # written whole under a temporary name, then renamed over the target
        try:
            conn = sqlite3.connect(str(tmp))
            try:
                with conn:
                    self.db.conn.backup(conn)
                conn.execute("PRAGMA journal_mode = DELETE")   # one self-contained file, no -wal beside it
            finally:
                conn.close()
            os.replace(tmp, target)
        except (sqlite3.Error, OSError) as exc:
            raise StoreError(target, f"could not be written ({exc}).",
                             "Check the folder exists and you may write there.") from None
        finally:
            for p in (tmp, tmp.with_name(tmp.name + "-journal")):
                p.unlink(missing_ok=True)
        return target

    def seed(self, change: Change) -> None:
        """Write a new game's starting records (its set-up or demo position) in one transaction, outside
        the undo history: a game's history starts after its set-up. Nothing is journalled or announced."""
        self.check_writable()
        with self.db.atomic():
            self._apply_ops(Change(change.text, tuple(op for op in change.ops if op is not None), change.game_id,
                                   change.kind))

    def do(self, change: Change) -> int:
        """Apply a new change and journal it; the redo branch after it is dropped. Returns its seq."""
        self.check_writable()
        with self.db.atomic():
            self._apply_ops(change)
            gid = change.game_id
            self.db.execute("DELETE FROM journal WHERE game_id IS ? AND done = 0", [gid])
            seq = self.db.execute(
                "SELECT coalesce(max(seq), 0) + 1 FROM journal WHERE game_id IS ?", [gid]
            ).fetchone()[0]
            self.db.insert_row(
                "journal",
                {
                    "game_id": gid,
                    "seq": seq,
                    "kind": change.kind,
                    "text": change.text,
                    "ops": change.ops_json(),
                    "done": 1,
                    "at": now_iso(),
                }
            )
        self._notify(change)
        return seq

    def undo(self, game_id: int | None) -> Change | None:
        """Revert the latest applied change of a game. None when there is nothing to undo."""
        self.check_writable()
        with self.db.atomic():
            row = self.db.execute(
                "SELECT id, text, ops, kind FROM journal WHERE game_id IS ? AND done = 1 ORDER BY seq DESC LIMIT 1",
                [game_id],
            ).fetchone()
            if row is None:
                return None
            change = _journalled(row, game_id)
            self._apply_ops(change.inverse())
            self.db.execute("UPDATE journal SET done = 0 WHERE id = ?", [row[0]])
        self._notify(change.inverse())
        return change

    def redo(self, game_id: int | None) -> Change | None:
        """Apply again the earliest undone change of a game. None when there is nothing to redo."""
        self.check_writable()
        with self.db.atomic():
            row = self.db.execute(
                "SELECT id, text, ops, kind FROM journal WHERE game_id IS ? AND done = 0 ORDER BY seq ASC LIMIT 1",
                [game_id],
            ).fetchone()
            if row is None:
                return None
            change = _journalled(row, game_id)
            self._apply_ops(change)
            self.db.execute("UPDATE journal SET done = 1 WHERE id = ?", [row[0]])
        self._notify(change)
        return change

    def applied(self, game_id: int | None) -> list[Change]:
        """The game's applied changes, oldest first (what undo walks back through)."""
        rows = self.db.execute(
            "SELECT id, text, ops, kind FROM journal WHERE game_id IS ? AND done = 1 ORDER BY seq", [game_id]
        ).fetchall()
        return [_journalled(row, game_id) for row in rows]

    def history(self, game_id: int | None) -> list[dict[str, Any]]:
        return list(
            self.db.query(
                "SELECT seq, kind, text, done, at FROM journal WHERE game_id IS ? ORDER BY seq", [game_id]
            )
        )

    # -- reading -----------------------------------------------------------------------------------
    def rows(self, sql: str, params: Iterable[Any] = ()) -> list[dict[str, Any]]:
        return list(self.db.query(sql, list(params)))

    def dump(self, tables: Iterable[str] = ("games", "rolls", "records")) -> dict[str, list[tuple]]:
        """Every row of the record tables, for comparisons in tests and exports."""
        for t in tables:
            self.columns(t)
        return {t: [tuple(r) for r in self.db.execute(f"SELECT * FROM {quote(t)} ORDER BY 1").fetchall()]
                for t in tables}


_NAME, _VALUE = itemgetter(0), itemgetter(1)
#: keys per ``IN (...)`` list when a run of ops reads the rows it touches (SQLite allows 32,766 variables)
IN_CHUNK = 900
#: the longest run of ops applied by one ``executemany`` (a bound on the memory of one batch)
MAX_RUN = 5000


def _shape(op: RowOp) -> tuple | None:
    """What ops must share to go in one run: table, key column, kind and the columns written; None for an op
    that always goes alone (a key of several columns, or no key: ``_checked`` refuses it)."""
    if len(op.key) != 1:
        return None
    if op.after is None:
        return (op.table, op.key[0][0], "delete", ())
    return (op.table, op.key[0][0], "insert" if op.before is None else "update", tuple(map(_NAME, op.after)))


def _runs(ops: Iterable[RowOp]) -> Iterable[list[RowOp]]:
    """Consecutive ops of one shape, split where a row repeats (a run is checked against the rows as they
    were before it, so each row may appear once) and at MAX_RUN."""
    run: list[RowOp] = []
    shape: tuple | None = None
    seen: set = set()
    for op in ops:
        s = _shape(op)
        key = op.key[0][1] if s is not None else None
        try:
            repeat = key in seen
        except TypeError:  # an unhashable key (only a damaged journal has one): alone, _checked decides
            s, repeat = None, False
        if run and (s is None or s != shape or repeat or len(run) >= MAX_RUN):
            yield run
            run, seen = [], set()
        run.append(op)
        shape = s
        if s is None:
            yield run
            run, seen, shape = [], set(), None
        else:
            seen.add(key)
    if run:
        yield run


def _journalled(row: Any, game_id: int | None) -> Change:
    """The change a journal row holds (id, text, ops, kind); BadRecord naming the row when unreadable."""
    try:
        return Change.from_record(row[1], row[2], game_id, row[3])
    except (ValueError, TypeError, KeyError, AttributeError) as exc:
        raise BadRecord(f"its operations cannot be read ({type(exc).__name__}: {str(exc)[:80]})",
                        table="journal", row=row[0], column="ops", game_id=game_id) from None


def json_dumps(value: Any) -> str:
    return json.dumps(value, sort_keys=True, separators=(",", ":"))
