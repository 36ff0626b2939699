"""Open, check and migrate the database; apply and revert changes of record in transactions.

Opening never harms a file it cannot use: a file that is not SQLite, a damaged one, or one written by a
newer Table Assistant is inspected read-only and refused with a :class:`StoreError` naming the file and
the problem, before anything is written to it.
"""

from __future__ import annotations

import datetime as _dt
import json
import sqlite3
from pathlib import Path
from typing import Any, Callable, Iterable

from sqlite_utils import Database

from .changes import Change, RowOp
from .errors import CorruptDatabase, NewerDatabase, NotADatabase, StaleChange, StoreError
from .migrations import KNOWN_SETS

SQLITE_HEADER = b"SQLite format 3\x00"
MIGRATIONS_TABLE = "_sqlite_migrations"


def now_iso() -> str:
    return _dt.datetime.now(_dt.timezone.utc).isoformat(timespec="milliseconds")


def _inspect_existing(path: Path) -> None:
    """Refuse, without writing a byte, a file this version cannot use."""
    if not path.exists() or path.stat().st_size == 0:
        return
    if path.is_dir():
        raise NotADatabase(path, "is a folder, not a database file.")
    with path.open("rb") as fh:
        header = fh.read(len(SQLITE_HEADER))
    if header != SQLITE_HEADER:
        raise NotADatabase(
            path, "is not a Table Assistant database (not an SQLite file).", "Choose another file or a new one."
        )
    try:
        con = sqlite3.connect(f"{path.resolve().as_uri()}?mode=ro", uri=True)
    except sqlite3.Error as exc:  # pragma: no cover - unreadable file
        raise CorruptDatabase(path, f"cannot be read ({exc}).") from exc
    try:
        verdict = con.execute("PRAGMA quick_check").fetchone()[0]
        if verdict != "ok":
            raise CorruptDatabase(
                path, f"is damaged (SQLite reports: {verdict}).", "Restore it from a backup; it was left untouched."
            )
        has_migrations = con.execute(
            "SELECT 1 FROM sqlite_master WHERE type='table' AND name=?", (MIGRATIONS_TABLE,)
        ).fetchone()
        if has_migrations:
            rows = con.execute(f"SELECT migration_set, name FROM [{MIGRATIONS_TABLE}]").fetchall()
            unknown = [
                f"{s}/{n}"
                for s, n in rows
                if s in KNOWN_SETS and n not in {m.name for m in KNOWN_SETS[s]._migrations}
            ]
            if unknown:
                raise NewerDatabase(
                    path,
                    f"was written by a newer Table Assistant (unknown schema steps: {', '.join(unknown)}).",
                    "Update the app to open it; the file was left untouched.",
                )
        elif con.execute("SELECT count(*) FROM sqlite_master WHERE type='table'").fetchone()[0]:
            raise NotADatabase(
                path,
                "is an SQLite database but not a Table Assistant one.",
                "Choose another file; this one was left untouched.",
            )
    except sqlite3.DatabaseError as exc:
        raise CorruptDatabase(
            path, f"is damaged ({exc}).", "Restore it from a backup; it was left untouched."
        ) from exc
    finally:
        con.close()


class Store:
    """The database of games, their journal of changes, the roll log and game records."""

    def __init__(self, db: Database, path: Path | str):
        self.db = db
        self.path = path
        self._listeners: list[Callable[[Change], None]] = []

    # -- opening ---------------------------------------------------------------------------------
    @classmethod
    def open(cls, path: Path | str) -> "Store":
        if str(path) == ":memory:":
            db = Database(memory=True)
        else:
            path = Path(path).expanduser()
            _inspect_existing(path)
            path.parent.mkdir(parents=True, exist_ok=True)
            try:
                db = Database(path)
                db.execute("PRAGMA journal_mode = WAL")
                db.execute("PRAGMA synchronous = NORMAL")
            except sqlite3.Error as exc:
                raise StoreError(path, f"cannot be opened ({exc}).") from exc
        db.execute("PRAGMA foreign_keys = ON")
        for migrations in KNOWN_SETS.values():
            migrations.apply(db)
        return cls(db, path)

    def close(self) -> None:
        self.db.close()

    def schema_steps(self) -> list[str]:
        return [m.name for s in KNOWN_SETS.values() for m in s.applied(self.db)]

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
    def next_id(self, table: str) -> int:
        row = self.db.execute(f"SELECT coalesce(max(id), 0) + 1 FROM [{table}]").fetchone()
        return int(row[0])

    # -- the one write path ----------------------------------------------------------------------
    def _apply_op(self, op: RowOp) -> None:
        table = self.db[op.table]
        key = dict(op.key)
        where = " AND ".join(f"[{k}] = ?" for k in key)
        args = list(key.values())
        current = self.db.execute(f"SELECT * FROM [{op.table}] WHERE {where}", args).fetchone()
        cols = [d[0] for d in self.db.execute(f"SELECT * FROM [{op.table}] LIMIT 0").description]
        current_row = dict(zip(cols, current)) if current else None
        if op.before is None:
            if current_row is not None:
                raise StaleChange(f"{op.table} {key} exists already")
            table.insert(dict(op.after))
            return
        before = dict(op.before)
        if current_row is None or any(current_row.get(k) != v for k, v in before.items()):
            raise StaleChange(f"{op.table} {key} is not as this change expects")
        if op.after is None:
            self.db.execute(f"DELETE FROM [{op.table}] WHERE {where}", args)
        else:
            after = dict(op.after)
            sets = ", ".join(f"[{k}] = ?" for k in after)
            self.db.execute(f"UPDATE [{op.table}] SET {sets} WHERE {where}", list(after.values()) + args)

    def _apply_ops(self, change: Change) -> None:
        for op in change.ops:
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
        existed = target.exists()
        try:
            conn = sqlite3.connect(str(target))
            try:
                with conn:
                    self.db.conn.backup(conn)
            finally:
                conn.close()
        except (sqlite3.Error, OSError) as exc:
            if not existed:
                target.unlink(missing_ok=True)
            raise StoreError(target, f"could not be written ({exc}).",
                             "Check the folder exists and you may write there.") from None
        return target

    def seed(self, change: Change) -> None:
        """Write a new game's starting records (its set-up or demo position) in one transaction, outside
        the undo history: a game's history starts after its set-up. Nothing is journalled or announced."""
        with self.db.atomic():
            self._apply_ops(Change(change.text, tuple(op for op in change.ops if op is not None), change.game_id,
                                   change.kind))

    def do(self, change: Change) -> int:
        """Apply a new change and journal it; the redo branch after it is dropped. Returns its seq."""
        with self.db.atomic():
            self._apply_ops(change)
            gid = change.game_id
            self.db.execute("DELETE FROM journal WHERE game_id IS ? AND done = 0", [gid])
            seq = self.db.execute(
                "SELECT coalesce(max(seq), 0) + 1 FROM journal WHERE game_id IS ?", [gid]
            ).fetchone()[0]
            self.db["journal"].insert(
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
        with self.db.atomic():
            row = self.db.execute(
                "SELECT id, text, ops, kind FROM journal WHERE game_id IS ? AND done = 1 ORDER BY seq DESC LIMIT 1",
                [game_id],
            ).fetchone()
            if row is None:
                return None
            change = Change.from_record(row[1], row[2], game_id, row[3])
            self._apply_ops(change.inverse())
            self.db.execute("UPDATE journal SET done = 0 WHERE id = ?", [row[0]])
        self._notify(change.inverse())
        return change

    def redo(self, game_id: int | None) -> Change | None:
        """Apply again the earliest undone change of a game. None when there is nothing to redo."""
        with self.db.atomic():
            row = self.db.execute(
                "SELECT id, text, ops, kind FROM journal WHERE game_id IS ? AND done = 0 ORDER BY seq ASC LIMIT 1",
                [game_id],
            ).fetchone()
            if row is None:
                return None
            change = Change.from_record(row[1], row[2], game_id, row[3])
            self._apply_ops(change)
            self.db.execute("UPDATE journal SET done = 1 WHERE id = ?", [row[0]])
        self._notify(change)
        return change

    def applied(self, game_id: int | None) -> list[Change]:
        """The game's applied changes, oldest first (what undo walks back through)."""
        rows = self.db.execute(
            "SELECT text, ops, kind FROM journal WHERE game_id IS ? AND done = 1 ORDER BY seq", [game_id]
        ).fetchall()
        return [Change.from_record(text, ops, game_id, kind) for text, ops, kind in rows]

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
        return {t: [tuple(r) for r in self.db.execute(f"SELECT * FROM [{t}] ORDER BY 1").fetchall()] for t in tables}


def json_dumps(value: Any) -> str:
    return json.dumps(value, sort_keys=True, separators=(",", ":"))
