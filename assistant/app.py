"""The ``table-assistant`` entry point: a headless sub-command, or the desktop window.

``table-assistant COMMAND ...`` runs a headless command (see ``assistant.cli``) without loading Qt.
Otherwise the window opens; ``--db PATH`` (or the database file alone, ``table-assistant PATH``, as a file
manager passes it through the ``.desktop`` file's ``%f``) chooses the database, ``--game NAME`` a game to
open, ``--screenshot OUT.png`` renders the window offscreen after loading and exits. A file given alone that
is not a Table Assistant database is refused with a message naming it, and nothing is written to it.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Sequence

from assistant import __version__


def gui_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(
        prog="table-assistant",
        description="Table Assistant: measure, roll and record beside the game table. "
        "Headless commands: measure, roll, odds, battle, hex (run 'table-assistant COMMAND --help').",
    )
    p.add_argument("--version", action="version", version=f"Table Assistant {__version__}")
    p.add_argument("file", nargs="?", metavar="FILE",
                   help="a Table Assistant database to open (the same as --db, for file managers), or a Last "
                   "Stand on Bataan table file (.json) to open as a new game, after asking")
    p.add_argument("--db", metavar="PATH", help="the SQLite database to use (default: in your data folder)")
    p.add_argument("--game", metavar="NAME", help="open this game: its id, its name, or a game kind "
                   "(bataan, macarthur_korea, luzon, tarawa, saipan, ...), creating a demo if needed")
    p.add_argument("--screenshot", metavar="OUT.png", help="render the window offscreen to a PNG and exit")
    p.add_argument("--size", metavar="WxH", type=window_size, default="1600x1000",
                   help="window size for --screenshot, e.g. 1280x720")
    p.add_argument("--players-view", action="store_true", help="also open the players' view window")
    p.add_argument("--language", choices=("system", "en", "de"), help="the window's language for this run "
                   "(default: as chosen in Edit > Preferences, else the desktop's)")
    p.add_argument("--dark", action="store_true", help="a dark Fusion palette (as a dark desktop gives), for "
                   "trying the colours and for dark screenshots")
    return p


def window_size(text: str) -> str:
    """``--size``: WIDTHxHEIGHT in ASCII digits, each 200-10000 pixels ('big' or '1e9x5' are refused by argparse
    with status 2, not a traceback when the window is sized)."""
    w, sep, h = text.strip().lower().partition("x")
    if not sep or not all(part and part.isascii() and part.isdigit() and len(part) <= 5 for part in (w, h)):
        raise argparse.ArgumentTypeError(f"expected WIDTHxHEIGHT in pixels, as in 1280x720, not {text[:40]!r}")
    if not all(200 <= int(part) <= 10000 for part in (w, h)):
        raise argparse.ArgumentTypeError(f"width and height are 200-10000 pixels, not {text[:40]!r}")
    return f"{int(w)}x{int(h)}"


def main(argv: Sequence[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    if argv and not argv[0].startswith("-") and not _is_file_argument(argv[0]):
        from assistant.cli import main as cli_main  # a headless command: Qt is never loaded

        return cli_main(argv)
    parser = gui_parser()
    args = parser.parse_args(argv)
    args.refused = None
    args.table = None
    if args.file:
        if is_table_file(args.file):   # a table file: opened as a new game in the database (--db or the usual)
            args.table = args.file
        elif args.db:
            parser.error(f"give the database once: --db {args.db} or {args.file}, not both")
        else:
            args.refused = database_file_problem(args.file)
            if args.refused:
                print(f"table-assistant: {args.refused}", file=sys.stderr)
            else:
                args.db = args.file
    pause_collector()
    try:
        quiet_blas_threads()
        preload_before_qt()
        from assistant.ui.launch import run_gui  # Qt is imported only from here on

        return run_gui(args)
    finally:   # collected on the GUI thread once the window has painted; here for the end, or a failed start
        import gc

        gc.enable()


# Qt-free modules every window needs (the store, the game registry and session, and numpy, which every
# board draws with; shapely for the Bataan table, the demo a new user starts with): imported before
# PySide6, whose import hook otherwise reads the source of each module imported after it to look for
# "PySide6" (issue 17.6: the store's modules alone ~60 ms less here; numpy and shapely ~30 ms less)
PRELOAD = ("assistant.store.store", "assistant.store.games", "assistant.games.game_settings",
           "assistant.games.session", "assistant.games.registry", "assistant.games.setup", "numpy", "shapely")

#: the variables OpenBLAS (numpy's linear algebra) reads its thread count from, in its order
BLAS_THREAD_VARIABLES = ("OPENBLAS_NUM_THREADS", "GOTO_NUM_THREADS", "OMP_NUM_THREADS")


def quiet_blas_threads() -> None:
    """One OpenBLAS thread for the window, unless the user chose a count (issue 17.6). Importing numpy starts
    OpenBLAS's pool of worker threads, which spin while they wait: on this 2-core machine that made the
    import ~55 ms slower (130 ms against 75). The window's numpy work is element-wise arrays and small
    products (3x3 matrices, a weight vector times samples), not the large matrix products threads pay for."""
    import os

    if not any(os.environ.get(name) for name in BLAS_THREAD_VARIABLES):
        os.environ["OPENBLAS_NUM_THREADS"] = "1"


def pause_collector() -> None:
    """Turn Python's cycle collector off for the start (issue 17.6: start to a usable window < 0.5 s).

    The start makes about 56,000 objects that live as long as the app (modules, classes, Qt wrappers, the
    board) and no cyclic garbage worth a pass; the collector's passes over them cost ~30 ms here (113 young,
    10 middle and one full pass). ``assistant.ui.launch.resume_collector`` brings it back once the window
    has painted, on the GUI thread's timer, with the start's objects frozen out of later full passes."""
    import gc

    gc.disable()


def preload_before_qt() -> None:
    """Import :data:`PRELOAD` (a module that fails to import is left for the window to report)."""
    import importlib

    for name in PRELOAD:
        try:
            importlib.import_module(name)
        except Exception:  # noqa: BLE001 - the window imports it again and says what went wrong
            pass


def _is_file_argument(first: str) -> bool:
    """The first argument names a file rather than a headless command: it exists, or it reads as a path
    (a folder in it, or a suffix), and it is no command's name."""
    if "/" in first or "\\" in first or Path(first).suffix or _exists(first):
        from assistant.cli import command_names

        return first not in command_names()
    return False


def _exists(name: str) -> bool:
    """Something is at ``name`` (a name too long or otherwise unusable counts as something: the window's
    start then refuses it in words, issue 26, rather than a traceback)."""
    import os

    try:
        os.stat(name)
    except (FileNotFoundError, NotADirectoryError):
        return False
    except (OSError, ValueError):
        return True
    return True


SQLITE_HEADER = b"SQLite format 3\x00"


def is_table_file(path: str | Path) -> bool:
    """``path`` reads as a table file (JSON: a ``.json`` name, or a file whose first byte past blanks is
    ``{``) rather than a database; whether it is a good one is the window's to check and say. Only a
    regular file is opened (a pipe would block the start, issue 26)."""
    from assistant.core.errors import InputError
    from assistant.core.userfiles import open_regular

    target = Path(path).expanduser()
    try:
        with open_regular(target) as fh:
            head = fh.read(64).lstrip()
    except (InputError, OSError):
        return target.suffix.lower() == ".json"
    return not head.startswith(SQLITE_HEADER) and (target.suffix.lower() == ".json" or head[:1] == b"{")


def database_file_problem(path: str | Path) -> str | None:
    """Why ``path`` cannot be opened as a Table Assistant database (words naming it), or None when it is an
    SQLite file (the store then judges whether it is ours, and refuses another program's untouched).
    Only reads the file's first bytes, and only from a regular file (issue 26: a pipe, a device, a folder, a
    symbolic link loop or a name too long is refused in words before anything opens it)."""
    from assistant.core.errors import InputError
    from assistant.core.userfiles import open_regular, shown

    target = Path(path).expanduser()
    try:
        with open_regular(target) as fh:
            head = fh.read(len(SQLITE_HEADER))
    except InputError as exc:
        if exc.message == "no such file":
            return f"{shown(target)} does not exist. To start a new database there, use --db {shown(target)}."
        return f"{shown(target)}: {exc.message}; it is not a Table Assistant database."
    except OSError as exc:
        return f"{shown(target)} cannot be read ({exc.strerror or exc})."
    if head != SQLITE_HEADER:
        return f"{shown(target)} is not a Table Assistant database (it is not an SQLite file); it was not opened."
    return None


if __name__ == "__main__":  # pragma: no cover
    raise SystemExit(main())
