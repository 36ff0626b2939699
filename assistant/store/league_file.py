"""The league file: the games of many referees' databases gathered in one SQLite file (issue 27).

A league file is not a game database: it has its own mark (``PRAGMA application_id`` "TAlg") and schema
version (``user_version``), so neither kind is ever written as the other. Its tables:

- ``sources``: one input database (by its resolved path), its table's name, what the last collection found;
- ``games``: one game gathered from a source, with its source file, table, referee (``settings.referee``
  when the game has one), its id there, its identity (``league.identity``) and a fingerprint of its content;
- ``records`` and ``rolls``: the game's records and roll log as they stand in the source (undone changes
  are not there: undo removed their rows), keyed by the league's game id.

The views (``league_views.VIEWS``) read the JSON records so a club can query waves and results without
knowing their shapes; ``db/SCHEMA.md`` documents the shapes.
"""

from __future__ import annotations

import os
import secrets
import sqlite3
from pathlib import Path

from .errors import CorruptDatabase, NewerDatabase, NotADatabase, StoreError
from .league_views import VIEWS
from .migrations import APP_ID, LEAGUE_APP_ID
from .opening import _uri, check_path, read_header, side

#: ``PRAGMA application_id`` of a league file ("TAlg")
LEAGUE_ID = LEAGUE_APP_ID
#: the league file's schema version (``PRAGMA user_version``); a file with a higher one is refused
LEAGUE_VERSION = 1

#: the roll log's columns copied from a source (its ``id`` becomes ``roll_id``)
ROLL_COLUMNS = ("turn", "phase", "actor", "side", "why", "chart", "pool", "modifiers", "dice", "result",
                "chart_result", "expected", "seed", "position", "position_after", "reroll_of", "rulings", "at")

SCHEMA = f"""
CREATE TABLE sources (
    id INTEGER PRIMARY KEY,
    path TEXT NOT NULL UNIQUE,          -- the input database, resolved
    table_name TEXT NOT NULL,           -- the name given on the command line, else the file's name
    status TEXT NOT NULL,               -- collected | skipped
    message TEXT NOT NULL DEFAULT '',   -- why it was skipped, or what the collection did
    games INTEGER NOT NULL DEFAULT 0,   -- games read from it at the last collection
    collected_at TEXT NOT NULL
);
CREATE TABLE games (
    id INTEGER PRIMARY KEY,
    identity TEXT NOT NULL UNIQUE,      -- origin and first change, hashed: this game in any copy of its file
    origin TEXT NOT NULL,               -- kind, creation time and dice seed, hashed: shared by copies of one file
    source_id INTEGER NOT NULL REFERENCES sources(id),
    source_path TEXT NOT NULL,
    table_name TEXT NOT NULL,
    referee TEXT,                       -- the game's settings.referee, when set
    source_game_id INTEGER NOT NULL,    -- the game's id in its source
    kind TEXT NOT NULL,
    name TEXT NOT NULL,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL,           -- its last change of record, else its creation
    changes INTEGER NOT NULL,           -- changes of record applied (the journal's done rows)
    settings TEXT NOT NULL,
    state TEXT NOT NULL,
    seed INTEGER,
    stream TEXT,
    fingerprint TEXT NOT NULL,          -- a hash of the game row, records and rolls as collected
    collected_at TEXT NOT NULL
);
CREATE TABLE records (
    game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    kind TEXT NOT NULL,
    key TEXT NOT NULL,
    data TEXT NOT NULL,
    position INTEGER,
    PRIMARY KEY (game_id, kind, key)
);
CREATE TABLE rolls (
    game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    roll_id INTEGER NOT NULL,
    {", ".join(c + (" INTEGER" if c in ("turn", "result", "seed", "position", "position_after", "reroll_of")
                    else " REAL" if c == "expected" else " TEXT") for c in ROLL_COLUMNS)},
    PRIMARY KEY (game_id, roll_id)
);
CREATE INDEX records_kind ON records(kind);
CREATE INDEX games_source ON games(source_id);
CREATE INDEX games_origin ON games(origin);
"""


def view_statements() -> list[str]:
    """The statements that make the views again (this version's)."""
    out = []
    for name, (sql, _doc) in VIEWS.items():
        out += [f"DROP VIEW IF EXISTS {name}", f"CREATE VIEW {name} AS {sql.strip()}"]
    return out


def _view_sql() -> str:
    return "".join(f"{stmt};\n" for stmt in view_statements())


def _refuse_game_db(path: Path) -> NotADatabase:
    return NotADatabase(path, "is a Table Assistant game database, not a league file.",
                        "Collect into a new file (or an earlier league file); this one was left untouched.")


def _check_existing(path: Path, con: sqlite3.Connection) -> None:
    header = read_header(path)
    if header.application_id == APP_ID:
        raise _refuse_game_db(path)
    if header.application_id != LEAGUE_ID:
        raise NotADatabase(path, "is an SQLite database but not a Table Assistant league file "
                                 f"(application id {header.application_id:#x}).",
                           "Collect into a new file; this one was left untouched.")
    if header.user_version > LEAGUE_VERSION:
        raise NewerDatabase(path, f"is a league file of a newer Table Assistant (version {header.user_version}).",
                            "Update the app to read it; the file was left untouched.")
    try:
        verdict = con.execute("PRAGMA quick_check").fetchone()[0]
    except sqlite3.DatabaseError as exc:
        raise CorruptDatabase(path, f"is damaged ({exc}).", "Collect into a new file.") from None
    if verdict != "ok":
        raise CorruptDatabase(path, f"is damaged (SQLite reports: {verdict}).", "Collect into a new file.")


def _create(path: Path) -> None:
    """A new league file, built under a temporary name and linked into place whole."""
    for suffix in ("-wal", "-shm", "-journal"):
        if side(path, suffix).exists():
            raise StoreError(path, f"does not exist but {side(path, suffix).name} lies beside it.",
                             "Move that file away or choose another name; nothing was written.")
    tmp = path.parent / f".table-assistant-league-{os.getpid()}-{secrets.token_hex(4)}.sqlite"
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        con = sqlite3.connect(str(tmp))
        try:
            con.executescript(f"PRAGMA application_id = {LEAGUE_ID}; PRAGMA user_version = {LEAGUE_VERSION};"
                              f"BEGIN; {SCHEMA} {_view_sql()} COMMIT;")
        finally:
            con.close()
        try:
            os.link(tmp, path)
        except FileExistsError:
            pass   # made meanwhile by another process: checked like any existing file
        except OSError:
            if not path.exists():
                os.rename(tmp, path)
    except (OSError, sqlite3.Error) as exc:
        raise StoreError(path, f"cannot be created ({getattr(exc, 'strerror', None) or exc}).",
                         "Check the folder exists and you may write there.") from None
    finally:
        for p in (tmp, side(tmp, "-journal")):
            try:
                p.unlink()
            except OSError:
                pass


def open_league(path: Path | str, *, write: bool) -> sqlite3.Connection:
    """The league file at ``path``: for ``write``, created when missing (``collect`` brings its views up to
    this version's in its transaction); else read-only (``mode=ro``) and it must exist. A game database, another application's
    file, a damaged or newer league file is refused (StoreError naming it), left untouched."""
    path = Path(path).expanduser()
    exists = check_path(path)
    if not exists:
        if not write:
            raise StoreError(path, "does not exist.", "Make it with: table-assistant league collect OUT DB ...")
        _create(path)
    if write:
        probe = sqlite3.connect(_uri(path, mode="ro"), uri=True)
        try:
            _check_existing(path, probe)
        finally:
            probe.close()
        try:
            con = sqlite3.connect(str(path), isolation_level=None)
            con.execute("PRAGMA foreign_keys = ON")
        except sqlite3.Error as exc:
            raise StoreError(path, f"cannot be written ({exc}).", "Check you may write there.") from None
        return con
    con = sqlite3.connect(_uri(path, mode="ro"), uri=True)
    try:
        _check_existing(path, con)
    except BaseException:
        con.close()
        raise
    return con
