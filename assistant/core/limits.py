"""Limits on what a file or an argument may hold, checked before parsing, with messages naming where.

A data file (TOML, JSON) is read as bytes, checked for size, decoded as UTF-8, checked for nesting depth,
then parsed; JSON numbers are refused when too long (Python's int-string limit), not finite (``NaN``,
``Infinity``) or too large for a float. Each limit is stated here once.
"""

from __future__ import annotations

import json
import math
from typing import Any

from .errors import InputError
from assistant.core.messages import msg

#: the largest data file read (a chart, a map, a table, a network)
MAX_FILE_BYTES = 8 * 1024 * 1024
#: the deepest nesting of arrays and tables/objects a data file may have
MAX_DEPTH = 64
#: the most digits an integer in a file or an argument may have (MAX_INT has 19; the range check does the rest)
MAX_DIGITS = 19
#: the largest magnitude of an integer in a file or an argument (fits a signed 64-bit column)
MAX_INT = 2**63 - 1


def read_bounded(source: Any, where: str, max_bytes: int = MAX_FILE_BYTES) -> bytes:
    """A file's bytes (``source``: a Path or an importlib Traversable), reading at most ``max_bytes`` + 1 of
    them: a file that never ends or is too big is refused without being read whole. A path on disk goes
    through ``userfiles.read_regular`` (issue 26): a pipe, a device, a folder or a symbolic link loop is
    refused before it is opened, and every problem is an InputError naming ``where``. A packaged resource's
    OSError is left to the caller."""
    from .userfiles import is_path, read_regular

    if is_path(source):
        return read_regular(source, max_bytes, where)
    with source.open("rb") as f:
        data = f.read(max_bytes + 1)
    if len(data) > max_bytes:
        raise InputError(msg("the file is over {0:,} bytes, more than is read", max_bytes), where)
    return data


def decode(data: bytes, where: str, max_bytes: int = MAX_FILE_BYTES) -> str:
    """UTF-8 text of a file's bytes, refused when too big or not UTF-8."""
    if len(data) > max_bytes:
        raise InputError(msg("the file is {0:,} bytes; at most {1:,} are read", len(data), max_bytes), where)
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise InputError(msg("not UTF-8 text (byte 0x{0:02x} at offset {1}: {2}); save it as UTF-8", data[exc.start], exc.start, exc.reason), where) from None
    return text.removeprefix("\ufeff")


def check_depth(text: str, where: str, max_depth: int = MAX_DEPTH) -> None:
    """Refuse text whose brackets nest deeper than ``max_depth`` (quoted strings and # comments skipped)."""
    depth = 0
    quote = ""
    i, n = 0, len(text)
    while i < n:
        c = text[i]
        if quote:
            if c == "\\" and quote == '"':
                i += 2
                continue
            if c == quote:
                quote = ""
        elif c in "\"'":
            quote = c
        elif c == "#":
            j = text.find("\n", i)
            i = n if j < 0 else j
            continue
        elif c in "[{":
            depth += 1
            if depth > max_depth:
                raise InputError(msg("nested more than {0} deep (line {1})", max_depth, text.count(chr(10), 0, i) + 1),
                                 where)
        elif c in "]}":
            depth = max(depth - 1, 0)
        i += 1


def whole_number(text: str, what: str, low: int = -MAX_INT, high: int = MAX_INT) -> int:
    """An ASCII whole number within low..high, or InputError naming ``what``."""
    t = text.strip()
    digits = t[1:] if t[:1] in "+-" else t
    if not digits or not all("0" <= c <= "9" for c in digits):
        raise InputError(msg("expected a whole number, not {0}", _show(text)), what)
    if len(digits) > MAX_DIGITS:
        raise InputError(msg("at most {0} digits, not {1}", MAX_DIGITS, len(digits)), what)
    value = int(t)
    if not low <= value <= high:
        raise InputError(msg("must be {0}..{1}, not {2}", low, high, value), what)
    return value


def _show(text: str) -> str:
    return repr(text if len(text) <= 40 else text[:37] + "...")


def loads_json(data: bytes | str, where: str) -> Any:
    """A JSON document, with the size, nesting and number limits above."""
    text = decode(data, where) if isinstance(data, bytes) else data
    if len(text) > MAX_FILE_BYTES:
        raise InputError(msg("the document is {0:,} characters; at most {1:,} are read", len(text), MAX_FILE_BYTES), where)
    check_depth(text, where)

    def parse_int(s: str) -> int:
        return whole_number(s, where)

    def parse_float(s: str) -> float:
        value = float(s)
        if not math.isfinite(value):
            raise InputError(msg("the number {0} is too large", _show(s)), where)
        return value

    def parse_constant(s: str) -> float:
        raise InputError(msg("{0} is not a number a file may hold", s), where)

    try:
        return json.loads(text, parse_int=parse_int, parse_float=parse_float, parse_constant=parse_constant)
    except InputError:
        raise
    except json.JSONDecodeError as exc:
        raise InputError(msg("not valid JSON: {0} at line {1} column {2}", exc.msg, exc.lineno, exc.colno), where) from None
    except (ValueError, RecursionError) as exc:
        raise InputError(msg("not valid JSON: {0}", exc), where) from None
