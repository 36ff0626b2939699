"""Reading the TOML data files (charts, scenarios, maps, forces) with messages that name the file."""

from __future__ import annotations

import tomllib
from pathlib import Path
from typing import TYPE_CHECKING, Any

from .errors import InputError
from .limits import MAX_FILE_BYTES, check_depth, decode, read_bounded
from assistant.core.messages import msg

if TYPE_CHECKING:
    from importlib.resources.abc import Traversable


def read_toml(source: Path | Traversable | str, where: str | None = None) -> dict[str, Any]:
    """The document in a TOML file, read as bytes. A missing, unreadable, too big, too deeply nested,
    not UTF-8 or malformed file raises ``InputError`` naming it (``where``, default the file's name)
    and, for bad TOML, the line and column."""
    path = Path(source) if isinstance(source, str) else source
    where = where or getattr(path, "name", str(path))
    try:
        data = read_bounded(path, where)
    except FileNotFoundError:
        raise InputError(msg("no such file"), where) from None
    except OSError as exc:
        raise InputError(msg("cannot read it ({0})", exc.strerror or exc), where) from None
    return loads_toml(data, where)


def loads_toml(data: bytes | str, where: str) -> dict[str, Any]:
    """A TOML document from bytes or text, with the size and nesting limits of :mod:`limits` checked
    before parsing; InputError naming ``where`` (and the line and column for bad TOML)."""
    text = decode(data, where) if isinstance(data, bytes) else data
    if len(text) > MAX_FILE_BYTES:
        raise InputError(msg("the file is {0:,} characters; at most {1:,} are read", len(text), MAX_FILE_BYTES), where)
    check_depth(text, where)
    try:
        return tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise InputError(msg("not valid TOML: {0}", exc), where) from None
    except RecursionError:
        raise InputError(msg("nested too deep"), where) from None
