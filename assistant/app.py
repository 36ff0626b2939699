"""The ``table-assistant`` entry point: a headless sub-command, or the desktop window.

``table-assistant COMMAND ...`` runs a headless command (see ``assistant.cli``) without loading Qt.
Otherwise the window opens; ``--db PATH`` chooses the database, ``--game NAME`` a game to open,
``--screenshot OUT.png`` renders the window offscreen after loading and exits.
"""

from __future__ import annotations

import argparse
import sys
from typing import Sequence

from assistant import __version__


def gui_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(
        prog="table-assistant",
        description="Table Assistant: measure, roll and record beside the game table. "
        "Headless commands: measure, roll, odds, battle, hex (run 'table-assistant COMMAND --help').",
    )
    p.add_argument("--version", action="version", version=f"Table Assistant {__version__}")
    p.add_argument("--db", metavar="PATH", help="the SQLite database to use (default: in your data folder)")
    p.add_argument("--game", metavar="NAME", help="open this game: its id, its name, or a game kind "
                   "(bataan, macarthur_korea, luzon, tarawa, saipan, ...), creating a demo if needed")
    p.add_argument("--screenshot", metavar="OUT.png", help="render the window offscreen to a PNG and exit")
    p.add_argument("--size", metavar="WxH", default="1600x1000", help="window size for --screenshot")
    p.add_argument("--players-view", action="store_true", help="also open the players' view window")
    return p


def main(argv: Sequence[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    if argv and not argv[0].startswith("-"):
        from assistant.cli import main as cli_main  # a headless command: Qt is never loaded

        return cli_main(argv)
    args = gui_parser().parse_args(argv)
    from assistant.ui.launch import run_gui  # Qt is imported only from here on

    return run_gui(args)


if __name__ == "__main__":  # pragma: no cover
    raise SystemExit(main())
