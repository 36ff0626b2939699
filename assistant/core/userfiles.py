"""Files a person names (a map image, a table photo, a table or chart file, a network or map file, the
file given to ``table-assistant FILE``): only a regular file is opened, and its problems are said in words.

A pipe (FIFO) blocks whoever opens it until something writes to it, a device may never end, a folder or a
symbolic link loop is no file at all: each is refused by :func:`check_regular` from what ``stat`` says,
before anything opens it, and :func:`open_regular` opens without waiting (``O_NONBLOCK``) and checks the
opened file again, so a file swapped for a pipe in between is refused too. :func:`read_regular` reads at
most a limit of bytes. Every refusal is an :class:`InputError` naming the file (a name too long to show is
cut in the middle, :func:`shown`). Qt-free; the one gate every path from a person goes through.
"""

from __future__ import annotations

import errno
import os
import stat
from pathlib import Path
from typing import BinaryIO

from .errors import InputError
from assistant.core.messages import msg

__all__ = ["SHOWN_CHARS", "shown", "os_problem", "not_regular", "check_regular", "open_regular", "read_regular"]

#: the most characters of a path a message shows (a longer one is cut in the middle)
SHOWN_CHARS = 160


def shown(path: str | os.PathLike) -> str:
    """``path`` as a message shows it: whole up to :data:`SHOWN_CHARS` characters, else its start and end
    around an ellipsis (a 4,000-character name must not fill the screen)."""
    text = os.fspath(path)
    if len(text) <= SHOWN_CHARS:
        return text
    half = (SHOWN_CHARS - 1) // 2
    return f"{text[:half]}…{text[-half:]} ({len(text):,} characters)"


def os_problem(exc: OSError) -> str:
    """What an OSError from looking at or opening a file means, in words (no errno numbers)."""
    code = exc.errno
    if code == errno.ENOENT:
        return "no such file"
    if code == errno.ELOOP:
        return "a symbolic link loop (the link leads back to itself), not a file"
    if code == errno.ENAMETOOLONG:
        return "the file name is too long for this system"
    if code in (errno.EACCES, errno.EPERM):
        return "you may not read this file (permission denied)"
    if code == errno.ENOTDIR:
        return "a part of the folder path is a file, not a folder"
    if code == errno.EISDIR:
        return "a folder, not a file"
    why = exc.strerror or type(exc).__name__
    return f"cannot be read ({why[:1].lower() + why[1:]})"


def not_regular(mode: int) -> str | None:
    """Why a file of this ``st_mode`` is not read (None for a regular file)."""
    if stat.S_ISREG(mode):
        return None
    if stat.S_ISDIR(mode):
        return "a folder, not a file"
    if stat.S_ISFIFO(mode):
        return "a pipe (FIFO), not a regular file: it is not read, reading it could wait forever"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "a device, not a regular file: it is not read"
    if stat.S_ISSOCK(mode):
        return "a socket, not a regular file: it is not read"
    return "not a regular file: it is not read"


def check_regular(path: str | os.PathLike, where: str | None = None) -> os.stat_result:
    """The ``stat`` of a regular file (a symbolic link is followed), or InputError naming ``where``
    (default: the path as :func:`shown`): missing, a folder, a pipe, a device, a link loop, a name too long."""
    where = where if where is not None else shown(path)
    try:
        st = os.stat(path)
    except OSError as exc:
        raise InputError(os_problem(exc), where) from None
    except ValueError as exc:   # a NUL character in the name
        raise InputError(msg("not a file name ({0})", exc), where) from None
    problem = not_regular(st.st_mode)
    if problem:
        raise InputError(problem, where)
    return st


def open_regular(path: str | os.PathLike, where: str | None = None) -> BinaryIO:
    """A regular file opened for reading bytes (see the module notes), or InputError naming ``where``."""
    where = where if where is not None else shown(path)
    check_regular(path, where)   # a pipe is never opened: opening one waits for a writer
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    try:
        fd = os.open(path, flags)
    except OSError as exc:
        raise InputError(os_problem(exc), where) from None
    try:
        problem = not_regular(os.fstat(fd).st_mode)   # swapped for something else since the check
        if problem:
            raise InputError(problem, where)
        return os.fdopen(fd, "rb")
    except BaseException:
        os.close(fd)
        raise


def read_regular(path: str | os.PathLike, max_bytes: int, where: str | None = None) -> bytes:
    """A regular file's bytes, reading at most ``max_bytes`` + 1 of them: a bigger file is refused naming
    the limit (a file growing while read included)."""
    where = where if where is not None else shown(path)
    with open_regular(path, where) as fh:
        try:
            data = fh.read(max_bytes + 1)
        except OSError as exc:
            raise InputError(os_problem(exc), where) from None
    if len(data) > max_bytes:
        raise InputError(msg("the file is over {0:,} bytes, more than is read", max_bytes), where)
    return data


def is_path(source: object) -> bool:
    """``source`` names a file on disk (a str or a Path), not a packaged resource (an importlib Traversable)."""
    return isinstance(source, (str, Path, os.PathLike))
