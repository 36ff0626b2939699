"""Headless sub-commands: ``table-assistant measure|roll|odds|battle|hex ...``. Qt is never imported here.

Every module in this package with a ``register(subparsers)`` function adds its sub-commands; each sets
``func`` to a callable that takes the parsed arguments and returns the exit code.
"""

from __future__ import annotations

import argparse
import importlib
import pkgutil
import sys
from typing import Sequence

from assistant import __version__
from assistant.core.errors import InputError
from assistant.store.errors import StoreError


EXIT_BAD_INPUT = 2


class Parser(argparse.ArgumentParser):
    """argparse with messages for the mistakes people make: an argument starting with '-' that is not an
    option (a pool such as ``-1d6``) is named, with what to write instead."""

    argv: Sequence[str] = ()

    def error(self, message: str):  # type: ignore[override]
        known = {s for a in self._actions for s in a.option_strings}
        stray = [a for a in Parser.argv if a.startswith("-") and a != "--" and a.split("=")[0] not in known
                 and not any(k.startswith(a.split("=")[0]) for k in known)]
        if stray and ("required" in message or "unrecognized" in message):
            message = (f"{stray[0]!r} starts with '-' so it reads as an option, and {self.prog} has no such "
                       f"option. A dice pool never starts with '-' (write 2d6-1 for a modifier); to pass it "
                       f"anyway, put '--' before it")
        self.exit(EXIT_BAD_INPUT, f"{self.prog}: error: {message}\n")


def build_parser() -> argparse.ArgumentParser:
    parser = Parser(
        prog="table-assistant",
        description="Table Assistant's headless commands: measure, roll and check odds from a terminal.",
    )
    parser.add_argument("--version", action="version", version=f"Table Assistant {__version__}")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    for info in sorted(pkgutil.iter_modules(__path__), key=lambda m: m.name):
        if info.name.startswith("_"):
            continue
        module = importlib.import_module(f"{__name__}.{info.name}")
        register = getattr(module, "register", None)
        if register is not None:
            register(sub)
    return parser


def command_names() -> set[str]:
    parser = build_parser()
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            return set(action.choices)
    return set()


def main(argv: Sequence[str] | None = None) -> int:
    """Run one command: its exit status; bad input is one line on stderr and status 2, never a traceback;
    output cut short by a closed pipe (``| head``) ends quietly."""
    argv = list(sys.argv[1:] if argv is None else argv)
    parser = build_parser()
    Parser.argv = argv
    try:
        try:
            args = parser.parse_args(argv)
        except SystemExit as done:  # --help, --version, or a refused argument (already explained)
            return done.code if isinstance(done.code, int) else EXIT_BAD_INPUT
        func = getattr(args, "func", None)
        if func is None:
            parser.print_help()
            return 0
        code = int(func(args) or 0)
        sys.stdout.flush()
        return code
    except BrokenPipeError:
        _quiet_stdout()
        return 0
    except (InputError, StoreError) as exc:
        return _fail(argv, str(exc))
    except (RecursionError, MemoryError, OverflowError, ValueError, OSError) as exc:
        return _fail(argv, f"cannot do that ({type(exc).__name__}: {str(exc)[:200]})")


def _fail(argv: Sequence[str], text: str) -> int:
    command = argv[0] if argv else ""
    try:
        print(f"table-assistant {command}: error: {text}".replace("  ", " "), file=sys.stderr)
    except OSError:
        pass
    return EXIT_BAD_INPUT


def _quiet_stdout() -> None:
    """After a closed pipe, point stdout at /dev/null so Python's exit flush does not complain."""
    import os

    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
    except (OSError, ValueError):
        pass


if __name__ == "__main__":  # pragma: no cover
    raise SystemExit(main())
