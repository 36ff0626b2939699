"""Collecting the games of many databases into one league file, and reading them back (issue 27).

:func:`collect` reads each input database without writing to it (``opening.reading``: the checks of
``Store.open``, a connection that cannot write, no side file), and gathers its games into the league file
(``league_file``): each game keeps its source (file, table name, referee, id there) and a stable identity
(:func:`identity`: where it comes from and its first change), so the same database given twice adds nothing,
a game collected again is updated in place, an older copy of it (a backup) is kept out, and a prepared file
copied to several tables gives one game per table. Bad inputs (not ours, damaged, newer, missing) are named and skipped; a game whose rows cannot be read
is named and skipped, the rest of its file collected. The whole collection is ONE transaction on the league
file: if writing fails half-way, the league file is as it was.

:func:`game_store` puts a collected game into a store in memory, so the games' own code reads it (the
report's figures are those the game itself gives).
"""

from __future__ import annotations

import datetime as _dt
import hashlib
import json
import sqlite3
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable, Iterable, Sequence

from .errors import BadRecord, CorruptDatabase, NotADatabase, StoreError
from .league_file import LEAGUE_ID, ROLL_COLUMNS, open_league, view_statements
from .opening import read_header, reading
from .records import record_id
from .store import Store

#: JSON columns of a source's rows that must read before a game is collected
_GAME_JSON = ("settings", "state")
_ROLL_JSON = ("modifiers", "dice", "rulings")


@dataclass(frozen=True)
class Input:
    """One database to collect; ``table`` names its table (default: the file's name without suffix)."""

    path: Path
    table: str = ""

    @property
    def table_name(self) -> str:
        return self.table.strip() or self.path.stem


@dataclass
class Outcome:
    """What the collection did with one input."""

    path: Path
    table: str
    status: str                 # collected | skipped | repeated
    message: str = ""
    added: int = 0
    updated: int = 0
    unchanged: int = 0
    older: int = 0              # a copy older than the one collected before: kept the newer
    bad: list[str] = field(default_factory=list)   # games of the file that could not be read, named

    def line(self) -> str:
        if self.status != "collected":
            return f"{self.path}: {self.status}: {self.message}"
        parts = [f"{n} {what}" for n, what in ((self.added, "added"), (self.updated, "updated"),
                                               (self.unchanged, "unchanged"), (self.older, "older copies kept out"))
                 if n]
        text = f"{self.path} ({self.table}): {', '.join(parts) or 'no games'}"
        return text + "".join(f"; skipped {b}" for b in self.bad)


@dataclass(frozen=True)
class SourceGame:
    """A game as read from a source: its row, records and rolls (columns as in the source)."""

    row: dict[str, Any]
    records: tuple[tuple, ...]      # (kind, key, data, position), sorted
    rolls: tuple[tuple, ...]        # (id, *ROLL_COLUMNS), by id
    changes: int
    updated_at: str
    first_change: str = ""          # the earliest change still on record (its time and words), "" for none

    @property
    def origin(self) -> str:
        return origin(self.row)

    @property
    def identity(self) -> str:
        return identity(self.row, self.first_change)

    @property
    def referee(self) -> str | None:
        value = json.loads(self.row.get("settings") or "{}").get("referee")
        return str(value).strip() or None if value else None

    def fingerprint(self) -> str:
        keep = {k: self.row.get(k) for k in ("kind", "name", "created_at", "settings", "state", "seed", "stream")}
        blob = json.dumps([keep, self.records, self.rolls, self.changes], sort_keys=True, default=str)
        return hashlib.sha256(blob.encode()).hexdigest()


def origin(game_row: dict[str, Any]) -> str:
    """Where a game comes from: its kind, creation time (to the millisecond) and dice seed, hashed. Every
    copy of a database (a backup, a file handed to several tables) holds games of the same origins."""
    text = "\x1f".join(str(game_row.get(k)) for k in ("kind", "created_at", "seed", "stream"))
    return hashlib.sha256(text.encode()).hexdigest()[:32]


def identity(game_row: dict[str, Any], first_change: str = "") -> str:
    """A game's identity across files: its origin and its first change still on record. A backup of a
    game made mid-play shares both (the same game, older); a prepared file copied to several tables gives
    games of one origin whose first changes differ (different games)."""
    return hashlib.sha256(f"{origin(game_row)}\x1f{first_change}".encode()).hexdigest()[:32]


def now_iso() -> str:
    return _dt.datetime.now(_dt.timezone.utc).isoformat(timespec="milliseconds")


# -- reading a source -------------------------------------------------------------------------------
def read_source(path: Path) -> tuple[list[SourceGame], list[str]]:
    """The games of the database at ``path`` and the games that could not be read (named). StoreError
    when the file is not a database of ours, is damaged, newer, or cannot be read."""
    if path.is_file() and read_header(path).application_id == LEAGUE_ID:
        raise NotADatabase(path, "is a league file, not a referee's database.",
                           "Collect the referees' databases into it, not from it.")
    try:
        with reading(path) as con:
            con.row_factory = sqlite3.Row
            return _games_of(con)
    except sqlite3.DatabaseError as exc:
        raise CorruptDatabase(path, f"is damaged ({exc}).", "Restore it from a backup; it was left untouched.") \
            from None


def _games_of(con: sqlite3.Connection) -> tuple[list[SourceGame], list[str]]:
    out, bad = [], []
    have = {r[1] for r in con.execute("PRAGMA table_info(rolls)")}
    cols = ", ".join(c if c in have else f"NULL AS {c}" for c in ("id",) + ROLL_COLUMNS)
    for g in con.execute("SELECT * FROM games ORDER BY id").fetchall():
        row = dict(g)
        gid = row["id"]
        try:
            for col in _GAME_JSON:
                _json(row.get(col), table="games", row=gid, column=col, game_id=gid)
            recs = tuple(tuple(r) for r in con.execute(
                "SELECT kind, key, data, position FROM records WHERE game_id = ? ORDER BY kind, key", [gid]))
            for kind, key, data, _pos in recs:
                _json(data, table="records", row=record_id(gid, kind, key), column="data", game_id=gid)
            rolls = tuple(tuple(r) for r in con.execute(
                f"SELECT {cols} FROM rolls WHERE game_id = ? ORDER BY id", [gid]))
            for r in rolls:
                for col in _ROLL_JSON:
                    _json(r[1 + ROLL_COLUMNS.index(col)], table="rolls", row=r[0], column=col, game_id=gid)
            changes, last = con.execute(
                "SELECT count(*) FILTER (WHERE done = 1), max(at) FROM journal WHERE game_id = ?", [gid]).fetchone()
            first = con.execute("SELECT at, text FROM journal WHERE game_id = ? ORDER BY seq LIMIT 1",
                                [gid]).fetchone()
        except BadRecord as exc:
            bad.append(f"game {gid} ({row.get('name')!s}): {exc}")
            continue
        if not row.get("created_at") or not row.get("kind"):
            bad.append(f"game {gid} ({row.get('name')!s}): it has no kind or creation time")
            continue
        out.append(SourceGame(row, recs, rolls, int(changes or 0), last or row["created_at"],
                              f"{first[0]}\x1f{first[1]}" if first else ""))
    return out, bad


def _json(text: Any, **where: Any) -> None:
    if text is None or text == "":
        return
    try:
        json.loads(text)
    except (TypeError, ValueError, RecursionError) as exc:
        raise BadRecord(f"its {where['column']} is not JSON ({str(exc)[:60]})", **where) from None


# -- collecting ----------------------------------------------------------------------------------------
def collect(out: Path | str, inputs: Iterable[Input | Path | str],
            progress: Callable[[Outcome], None] | None = None) -> list[Outcome]:
    """Gather the games of ``inputs`` into the league file ``out`` (made when missing), in one transaction.
    Returns what was done with each input, in order. StoreError when ``out`` cannot be used or written
    (then nothing in it changed)."""
    out = Path(out).expanduser()
    wanted = [i if isinstance(i, Input) else Input(Path(i)) for i in inputs]
    con = open_league(out, write=True)
    outcomes: list[Outcome] = []
    seen: set[Path] = set()
    stamp = now_iso()
    try:
        con.execute("BEGIN IMMEDIATE")
        for stmt in view_statements():
            con.execute(stmt)
        for inp in wanted:
            outcome = _collect_one(con, out, inp, seen, stamp)
            outcomes.append(outcome)
            if progress is not None:
                progress(outcome)
        con.execute("COMMIT")
    except sqlite3.Error as exc:
        if con.in_transaction:
            con.execute("ROLLBACK")
        raise StoreError(out, f"could not be written ({exc}); nothing in it was changed.",
                         "Check the disk has room and you may write there.") from None
    except BaseException:
        if con.in_transaction:
            con.execute("ROLLBACK")
        raise
    finally:
        con.close()
    return outcomes


def _resolved(path: Path) -> Path:
    try:
        return path.expanduser().resolve()
    except (OSError, RuntimeError):
        return path.expanduser().absolute()


def _collect_one(con: sqlite3.Connection, out: Path, inp: Input, seen: set[Path], stamp: str) -> Outcome:
    path = _resolved(inp.path)
    outcome = Outcome(inp.path, inp.table_name, "skipped")
    if path == _resolved(out):
        outcome.message = "is the league file itself"
        return outcome
    if path in seen:
        outcome.status, outcome.message = "repeated", "given twice: read once"
        return outcome
    seen.add(path)
    try:
        games, bad = read_source(path)
    except StoreError as exc:
        outcome.message = f"{exc.problem} {exc.advice}".strip()
        return outcome
    outcome.status, outcome.bad = "collected", bad
    source_id = _source(con, path, inp.table_name, stamp, len(games), bad)
    for game in games:
        verdict = _put_game(con, source_id, str(path), inp.table_name, game, stamp)
        setattr(outcome, verdict, getattr(outcome, verdict) + 1)
    return outcome


def _source(con: sqlite3.Connection, path: Path, table: str, stamp: str, n_games: int, bad: Sequence[str]) -> int:
    message = "; ".join(f"skipped {b}" for b in bad)
    con.execute("INSERT INTO sources (path, table_name, status, message, games, collected_at) "
                "VALUES (?, ?, 'collected', ?, ?, ?) ON CONFLICT(path) DO UPDATE SET table_name = excluded.table_name, "
                "status = excluded.status, message = excluded.message, games = excluded.games, "
                "collected_at = excluded.collected_at", [str(path), table, message, n_games, stamp])
    return con.execute("SELECT id FROM sources WHERE path = ?", [str(path)]).fetchone()[0]


def _same_game(con: sqlite3.Connection, game: SourceGame) -> tuple[int, str, int, str, str] | None:
    """The collected game ``game`` is a copy of: (id, fingerprint, changes, updated_at, identity), or None.
    Its own identity first; else, for a game with changes, the unplayed game of its origin (adopted: the
    game began since); else, for an unplayed game, any game of its origin (played on since: it is older)."""
    cols = "id, fingerprint, changes, updated_at, identity"
    found = con.execute(f"SELECT {cols} FROM games WHERE identity = ?", [game.identity]).fetchone()
    if found is not None:
        return found
    if game.first_change:
        return con.execute(f"SELECT {cols} FROM games WHERE identity = ?",
                           [identity(game.row, "")]).fetchone()
    return con.execute(f"SELECT {cols} FROM games WHERE origin = ? ORDER BY changes DESC LIMIT 1",
                       [game.origin]).fetchone()


def _put_game(con: sqlite3.Connection, source_id: int, path: str, table: str, game: SourceGame, stamp: str) -> str:
    """Insert or update one game; returns added | updated | unchanged | older."""
    fp = game.fingerprint()
    found = _same_game(con, game)
    row = game.row
    values = {"identity": game.identity, "origin": game.origin, "source_id": source_id, "source_path": path,
              "table_name": table, "referee": game.referee,
              "source_game_id": row["id"], "kind": row["kind"], "name": row.get("name") or row["kind"],
              "created_at": row["created_at"], "updated_at": game.updated_at, "changes": game.changes,
              "settings": row.get("settings") or "{}", "state": row.get("state") or "{}", "seed": row.get("seed"),
              "stream": row.get("stream"), "fingerprint": fp, "collected_at": stamp}
    if found is not None:
        gid, old_fp, old_changes, old_updated, old_identity = found
        if old_fp == fp:
            return "unchanged"
        if old_identity != game.identity and not game.first_change:
            return "older"      # an unplayed copy of a game played since
        if (game.updated_at, game.changes) < (old_updated, old_changes):
            return "older"
        sets = ", ".join(f"{k} = ?" for k in values)
        con.execute(f"UPDATE games SET {sets} WHERE id = ?", [*values.values(), gid])
        con.execute("DELETE FROM records WHERE game_id = ?", [gid])
        con.execute("DELETE FROM rolls WHERE game_id = ?", [gid])
        verdict = "updated"
    else:
        cur = con.execute(f"INSERT INTO games ({', '.join(values)}) VALUES ({', '.join('?' for _ in values)})",
                          list(values.values()))
        gid, verdict = cur.lastrowid, "added"
    con.executemany("INSERT INTO records (game_id, kind, key, data, position) VALUES (?, ?, ?, ?, ?)",
                    [(gid, *r) for r in game.records])
    con.executemany(f"INSERT INTO rolls (game_id, roll_id, {', '.join(ROLL_COLUMNS)}) "
                    f"VALUES ({', '.join('?' for _ in range(len(ROLL_COLUMNS) + 2))})",
                    [(gid, *r) for r in game.rolls])
    return verdict


# -- reading the league file ------------------------------------------------------------------------
def games(con: sqlite3.Connection, kinds: Sequence[str] | None = None) -> list[dict[str, Any]]:
    """The collected games (their ``games`` rows), by table name then id; only ``kinds`` when given."""
    con.row_factory = sqlite3.Row
    sql = "SELECT * FROM games"
    args: list[Any] = []
    if kinds is not None:
        sql += f" WHERE kind IN ({', '.join('?' for _ in kinds)})"
        args = list(kinds)
    return [dict(r) for r in con.execute(sql + " ORDER BY table_name, id", args)]


def sources(con: sqlite3.Connection) -> list[dict[str, Any]]:
    con.row_factory = sqlite3.Row
    return [dict(r) for r in con.execute("SELECT * FROM sources ORDER BY table_name, id")]


def game_store(con: sqlite3.Connection, league_game_id: int) -> tuple[Store, int]:
    """A store in memory holding one collected game (its row, records and rolls), under the same id, so
    the game's own code (``GameSession`` and its commands) reads it. The caller closes the store."""
    con.row_factory = sqlite3.Row
    g = con.execute("SELECT * FROM games WHERE id = ?", [league_game_id]).fetchone()
    if g is None:
        raise StoreError(":memory:", f"has no collected game {league_game_id}.")
    store = Store.open(":memory:")
    try:
        with store.db.atomic():
            store.db.insert_row("games", {k: g[k] for k in ("id", "kind", "name", "created_at", "updated_at",
                                                             "settings", "state", "seed", "stream")})
            store.db.conn.executemany(
                "INSERT INTO records (id, game_id, kind, key, data, position) VALUES (?, ?, ?, ?, ?, ?)",
                [(record_id(g["id"], r["kind"], r["key"]), g["id"], r["kind"], r["key"], r["data"], r["position"])
                 for r in con.execute("SELECT * FROM records WHERE game_id = ?", [g["id"]])])
            store.db.conn.executemany(
                f"INSERT INTO rolls (id, game_id, {', '.join(ROLL_COLUMNS)}) "
                f"VALUES ({', '.join('?' for _ in range(len(ROLL_COLUMNS) + 2))})",
                [(r["roll_id"], g["id"], *(r[c] for c in ROLL_COLUMNS))
                 for r in con.execute("SELECT * FROM rolls WHERE game_id = ? ORDER BY roll_id", [g["id"]])])
    except BaseException:
        store.close()
        raise
    return store, int(g["id"])


def rolls(con: sqlite3.Connection, league_game_id: int) -> list[dict[str, Any]]:
    """A collected game's roll log, oldest first."""
    con.row_factory = sqlite3.Row
    return [dict(r) for r in con.execute("SELECT * FROM rolls WHERE game_id = ? ORDER BY roll_id",
                                         [league_game_id])]
