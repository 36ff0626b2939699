"""Reading the TOML data files (charts, scenarios, maps, forces) with messages that name the file."""

from __future__ import annotations

import tomllib
from importlib.resources.abc import Traversable
from pathlib import Path
from typing import Any

from .errors import InputError


def read_toml(source: Path | Traversable | str, where: str | None = None) -> dict[str, Any]:
    """The document in a TOML file. A missing, unreadable or malformed file raises ``InputError``
    naming it (``where``, default the file's name) and, for bad TOML, the line and column."""
    path = Path(source) if isinstance(source, str) else source
    where = where or getattr(path, "name", str(path))
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise InputError("no such file", where) from None
    except OSError as exc:
        raise InputError(f"cannot read it ({exc.strerror or exc})", where) from None
    except UnicodeDecodeError as exc:
        raise InputError(f"not UTF-8 text ({exc.reason} at byte {exc.start})", where) from None
    try:
        return tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise InputError(f"not valid TOML: {exc}", where) from None
