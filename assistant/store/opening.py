"""Opening a database file without harming one the app cannot use.

The app writes its schema only into a file it creates itself or one that is already its own. A new file is
built under a temporary name beside the target (application id, schema) and linked into place whole, so a
file at the target is never half made. An existing file is read before anything is written to it: its
header (magic, ``application_id``, ``user_version``), then its tables and ``PRAGMA quick_check`` through a
connection that cannot write (SQLite's ``immutable`` mode, or a copy in a temporary folder when a ``-wal``
lies beside it), so an empty, foreign, damaged or newer file is refused leaving no byte and no side file
changed. A file or folder the app may not write opens read-only, with a notice saying so.
"""

from __future__ import annotations

import os
import secrets
import shutil
import sqlite3
import stat
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

from . import migrations
from .errors import CorruptDatabase, NewerDatabase, NotADatabase, StoreError
from .migrations import APP_ID, LEAGUE_APP_ID, MIGRATIONS_TABLE, SCHEMA_TABLES, SET_NAME, STEP_NAMES
from .sqldb import Db

SQLITE_HEADER = b"SQLite format 3\x00"
OWN_TABLES = frozenset(SCHEMA_TABLES) | {MIGRATIONS_TABLE, "_id_marks"}


@dataclass(frozen=True)
class Header:
    """What the first 100 bytes of an SQLite file say."""

    wal: bool
    user_version: int
    application_id: int


@dataclass
class Opened:
    conn: sqlite3.Connection
    read_only: bool
    notice: str


def _uri(path: Path, **params: str) -> str:
    query = "&".join(f"{k}={v}" for k, v in params.items())
    return f"{path.resolve().as_uri()}?{query}"


def check_path(path: Path) -> bool:
    """Refuse a path that cannot be a database file; True when a file is there already."""
    try:
        st = path.stat()
    except FileNotFoundError:
        st = None
    except OSError as exc:  # a name too long, a parent that is a file, no permission to look
        raise _path_problem(path, exc) from None
    if st is not None:
        if stat.S_ISDIR(st.st_mode):
            raise NotADatabase(path, "is a folder, not a database file.", "Choose a file in it, or a new one.")
        if not stat.S_ISREG(st.st_mode):
            raise NotADatabase(path, "is a device or special file, not a database file.",
                               "Choose a database file, or a new one.")
        return True
    for parent in path.parents:
        if parent.exists():
            if not parent.is_dir():
                raise StoreError(path, f"cannot be made: {parent} is a file, not a folder.",
                                 "Choose a path inside a folder.")
            break
    return False


def _path_problem(path: Path, exc: OSError) -> StoreError:
    import errno

    if exc.errno == errno.ENAMETOOLONG:
        return StoreError(path, "has a name too long for this system.", "Choose a shorter name.")
    if exc.errno == errno.ELOOP:
        return StoreError(path, "is a symbolic link loop (the link leads back to itself), not a database file.",
                          "Choose a database file, or a new one.")
    if exc.errno == errno.ENOTDIR:
        return StoreError(path, "cannot be made: a part of its folder path is a file.",
                          "Choose a path inside a folder.")
    return StoreError(path, f"cannot be reached ({exc.strerror or exc}).")


def read_header(path: Path) -> Header:
    try:
        with path.open("rb") as fh:
            raw = fh.read(100)
    except OSError as exc:
        raise _path_problem(path, exc) from None
    if not raw:
        raise NotADatabase(path, "is an empty file, not a Table Assistant database.",
                           "Choose another file or a new name; this one was left untouched.")
    if not raw.startswith(SQLITE_HEADER):
        raise NotADatabase(path, "is not a Table Assistant database (not an SQLite file).",
                           "Choose another file or a new one.")
    if len(raw) < 100:
        raise CorruptDatabase(path, "is damaged (its SQLite header is cut short).",
                              "Restore it from a backup; it was left untouched.")
    return Header(wal=raw[18] == 2 and raw[19] == 2,
                  user_version=int.from_bytes(raw[60:64], "big", signed=True),
                  application_id=int.from_bytes(raw[68:72], "big", signed=True))


def side(path: Path, suffix: str) -> Path:
    return path.with_name(path.name + suffix)


def _inspect(path: Path, header: Header) -> list[str]:
    """Check an existing file through a connection that writes nothing; returns the schema tables it lacks."""
    wal = side(path, "-wal")
    tmpdir = None
    try:
        if wal.exists() and wal.stat().st_size:
            import tempfile   # only for a file with a write-ahead log to check (not at every start: issue 17.6)

            tmpdir = tempfile.mkdtemp(prefix="table-assistant-check-")
            copy = Path(tmpdir) / "copy.sqlite"
            shutil.copyfile(path, copy)
            shutil.copyfile(wal, side(copy, "-wal"))
            con = sqlite3.connect(str(copy))
        else:
            con = sqlite3.connect(_uri(path, mode="ro", immutable="1"), uri=True)
    except (sqlite3.Error, OSError) as exc:
        if tmpdir:
            shutil.rmtree(tmpdir, ignore_errors=True)
        raise StoreError(path, f"cannot be read ({exc}).") from None
    try:
        return _verdict(path, header, con)
    except sqlite3.DatabaseError as exc:
        raise CorruptDatabase(path, f"is damaged ({exc}).", "Restore it from a backup; it was left untouched.") from None
    finally:
        con.close()
        if tmpdir:
            shutil.rmtree(tmpdir, ignore_errors=True)


def _foreign(path: Path, why: str) -> NotADatabase:
    return NotADatabase(path, f"is an SQLite database but not a Table Assistant one ({why}).",
                        "Choose another file; this one was left untouched.")


def _verdict(path: Path, header: Header, con: sqlite3.Connection) -> list[str]:
    if header.application_id == LEAGUE_APP_ID:
        raise NotADatabase(path, "is a Table Assistant league file (the games of many databases), not a game "
                                 "database.", "Read it with: table-assistant league report; it was left untouched.")
    if header.application_id not in (0, APP_ID):
        raise _foreign(path, f"it belongs to another application, id {header.application_id:#x}")
    verdict = con.execute("PRAGMA quick_check").fetchone()[0]
    if verdict != "ok":
        raise CorruptDatabase(path, f"is damaged (SQLite reports: {verdict}).",
                              "Restore it from a backup; it was left untouched.")
    tables = {r[0] for r in con.execute("SELECT name FROM sqlite_master WHERE type='table'")
              if not r[0].startswith("sqlite_")}
    sets: set[str] = set()
    if MIGRATIONS_TABLE in tables:
        rows = con.execute(f'SELECT migration_set, name FROM "{MIGRATIONS_TABLE}"').fetchall()
        sets = {s for s, _ in rows}
        known = set(STEP_NAMES)
        unknown = [f"{s}/{n}" for s, n in rows if s == SET_NAME and n not in known]
        if unknown:
            raise NewerDatabase(path, f"was written by a newer Table Assistant (unknown schema steps: "
                                      f"{', '.join(unknown)}).", "Update the app to open it; the file was left untouched.")
    if header.application_id != APP_ID:  # made before the application id: it must look wholly ours
        if header.user_version:
            raise _foreign(path, f"its user_version is {header.user_version}")
        if not tables:
            raise _foreign(path, "it has no tables and no Table Assistant mark")
        if sets != {SET_NAME}:
            others = ", ".join(sorted(sets - {SET_NAME})) or "none of ours"
            raise _foreign(path, f"its schema steps belong to {others}")
        strangers = sorted(tables - OWN_TABLES)
        if strangers:
            raise _foreign(path, f"tables {', '.join(strangers)}")
    return [t for t in SCHEMA_TABLES if t not in tables] if sets else []


def create_new(path: Path) -> None:
    """Make a new database at ``path`` whole: built under a temporary name, then linked into place."""
    for suffix in ("-wal", "-shm", "-journal"):
        if side(path, suffix).exists():
            raise StoreError(path, f"does not exist but {side(path, suffix).name} lies beside it.",
                             "Move that file away or choose another name; nothing was written.")
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise _path_problem(path, exc) from None
    from assistant.core.leftovers import sweep

    sweep(path.parent)   # new databases a killed run left half built here (issue 26)
    tmp = path.parent / f".table-assistant-new-{os.getpid()}-{secrets.token_hex(4)}.sqlite"
    try:
        con = sqlite3.connect(str(tmp))
        try:
            con.execute(f"PRAGMA application_id = {APP_ID}")
            con.commit()
            migrations.apply(Db(con))
        finally:
            con.close()
        try:
            os.link(tmp, path)
        except FileExistsError:
            pass  # another process made it meanwhile: it is inspected like any existing file
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


def _writable(path: Path) -> bool:
    if not os.access(path, os.W_OK):
        return False
    if all(os.access(side(path, s), os.W_OK) for s in ("-wal", "-shm")):
        return True
    return os.access(path.parent, os.W_OK)


def open_file(path: Path) -> Opened:
    """Open ``path`` for the store, creating it when missing; refuses (StoreError) a file it must not use."""
    if not check_path(path):
        create_new(path)
    header = read_header(path)
    missing = _inspect(path, header)
    if header.application_id == APP_ID and not header.wal and side(path, "-wal").exists():
        raise StoreError(path, "has a -wal file beside it that is not its own (the database is not in WAL mode).",
                         "Move the -wal file away to open it; nothing was written.")
    notice = ""
    if missing:
        notice = (f"its table{'s' if len(missing) > 1 else ''} {', '.join(missing)} "
                  f"{'are' if len(missing) > 1 else 'is'} missing, so it was opened read-only: "
                  "Help > Check database lists what is wrong.")
    elif not writable_file(path):
        notice = "the file or its folder may not be written, so it was opened read-only: nothing can be saved."
    if notice:
        return Opened(_read_only(path), True, f"{path}: {notice}")
    try:
        con = sqlite3.connect(str(path))
        con.execute("PRAGMA journal_mode = WAL")
        con.execute("PRAGMA synchronous = NORMAL")
    except sqlite3.Error as exc:
        if "readonly" in str(exc).replace(" ", "").lower():
            return Opened(_read_only(path), True, f"{path}: it may not be written, so it was opened read-only.")
        raise StoreError(path, f"cannot be opened ({exc}).") from None
    return Opened(con, False, "")


def writable_file(path: Path) -> bool:
    """Whether the app may write the file and the side files SQLite keeps beside it (tests replace this)."""
    return _writable(path)


def _read_only(path: Path) -> sqlite3.Connection:
    wal = side(path, "-wal")
    if wal.exists() and wal.stat().st_size:
        try:
            con = sqlite3.connect(_uri(path, mode="ro"), uri=True)
            con.execute("SELECT count(*) FROM sqlite_master").fetchone()
            return con
        except sqlite3.Error:
            pass
    return sqlite3.connect(_uri(path, mode="ro", immutable="1"), uri=True)


@contextmanager
def reading(path: Path) -> Iterator[sqlite3.Connection]:
    """A connection that cannot write to an existing database of ours, after the checks :func:`open_file`
    makes (an empty, foreign, damaged or newer file, or one missing a table of ours, is refused with a
    StoreError naming it). Nothing is written beside the file: it is read in SQLite's ``mode=ro`` with
    ``immutable`` when no ``-wal`` lies beside it, else a copy of the file and its ``-wal`` in a temporary
    folder is checked and read (the same bytes, so what was checked is what is read)."""
    path = Path(path).expanduser()
    if not check_path(path):
        raise StoreError(path, "does not exist.", "Check the name.")
    header = read_header(path)
    wal = side(path, "-wal")
    tmpdir = None
    try:
        if wal.exists() and wal.stat().st_size:
            import tempfile

            tmpdir = tempfile.mkdtemp(prefix="table-assistant-read-")
            copy = Path(tmpdir) / "copy.sqlite"
            shutil.copyfile(path, copy)
            shutil.copyfile(wal, side(copy, "-wal"))
            con = sqlite3.connect(str(copy))
        else:
            con = sqlite3.connect(_uri(path, mode="ro", immutable="1"), uri=True)
    except (sqlite3.Error, OSError) as exc:
        if tmpdir:
            shutil.rmtree(tmpdir, ignore_errors=True)
        raise StoreError(path, f"cannot be read ({exc}).") from None
    try:
        try:
            _verdict(path, header, con)
            tables = {r[0] for r in con.execute("SELECT name FROM sqlite_master WHERE type='table'")}
        except sqlite3.DatabaseError as exc:
            raise CorruptDatabase(path, f"is damaged ({exc}).", "Restore it from a backup; it was left untouched.") \
                from None
        missing = [t for t in SCHEMA_TABLES if t not in tables]
        if missing:
            raise CorruptDatabase(path, f"is missing its table{'s' if len(missing) > 1 else ''} {', '.join(missing)}.",
                                  "Help > Check database lists what is wrong; it was left untouched.")
        yield con
    finally:
        con.close()
        if tmpdir:
            shutil.rmtree(tmpdir, ignore_errors=True)
