"""Files the window writes (exports, reports, backups): written whole to a temporary file beside the
target, then moved over it, so a failure never leaves a partial file; a failure names the file and why."""

from __future__ import annotations

import os
import sqlite3
from contextlib import contextmanager
from pathlib import Path
from typing import Callable, Iterator

from assistant.core.leftovers import sweep, temp_name
from .i18n import fill, translate


class SaveError(Exception):
    """``path`` was not written, for ``reason`` (words for the referee); nothing was left there."""

    def __init__(self, path: Path, reason: str):
        super().__init__(f"{path}: {reason}")
        self.path = path
        self.reason = reason


def _reason(exc: BaseException) -> str:
    if isinstance(exc, OSError):
        why = exc.strerror or str(exc)
        return why[:1].lower() + why[1:] if why else type(exc).__name__
    return str(exc) or type(exc).__name__


@contextmanager
def replacing(path: str | Path) -> Iterator[Path]:
    """Yield a temporary path in ``path``'s folder; once the block ends well it replaces ``path``. On any
    failure the temporary file is removed; an OSError or SQLite error comes out as :class:`SaveError`."""
    target = Path(path).expanduser()
    if target.is_dir():
        raise SaveError(target, translate("safe_files", "it is a folder; choose a file name."))
    if not target.parent.is_dir():
        raise SaveError(target, translate("safe_files", "the folder %1 does not exist.").replace("%1", str(target.parent)))
    sweep(target.parent)   # what a killed run left here under our temporary names (issue 26)
    tmp = temp_name(target)
    try:
        os.close(os.open(tmp, os.O_CREAT | os.O_EXCL | os.O_WRONLY, 0o600))
    except OSError as exc:
        raise SaveError(target, translate("safe_files", "the folder cannot be written (%1).")
                        .replace("%1", _reason(exc))) from None
    try:
        yield tmp
        if not tmp.is_file() or tmp.stat().st_size == 0:
            raise SaveError(target, translate("safe_files", "nothing was written (the file came out empty)."))
        os.replace(tmp, target)
    except (OSError, sqlite3.Error) as exc:
        _remove(tmp)
        raise SaveError(target, _reason(exc)) from None
    except BaseException:
        _remove(tmp)
        raise


def _remove(tmp: Path) -> None:
    """A temporary file and the side files SQLite may have made beside it."""
    for p in (tmp, *(tmp.with_name(tmp.name + s) for s in ("-journal", "-wal", "-shm"))):
        p.unlink(missing_ok=True)


def save_with(path: str | Path, write: Callable[[Path], object]):
    """Call ``write(temporary path)`` and put the result at ``path``; returns what ``write`` returned."""
    with replacing(path) as tmp:
        result = write(tmp)
    return result


def write_text(path: str | Path, text: str) -> Path:
    save_with(path, lambda tmp: tmp.write_text(text, encoding="utf-8"))
    return Path(path)


def write_pdf(path: str | Path, html: str, title: str = "", landscape: bool = True) -> Path:
    """``html`` printed to a PDF at ``path`` (Qt's PDF writer says nothing when it cannot write: an
    empty or missing result is a failure here)."""
    from PySide6.QtCore import QMarginsF
    from PySide6.QtGui import QPageLayout, QPageSize, QPdfWriter, QTextDocument

    def write(tmp: Path) -> None:
        writer = QPdfWriter(str(tmp))
        orientation = QPageLayout.Orientation.Landscape if landscape else QPageLayout.Orientation.Portrait
        writer.setPageLayout(QPageLayout(QPageSize(QPageSize.PageSizeId.A4), orientation,
                                         QMarginsF(12, 12, 12, 12), QPageLayout.Unit.Millimeter))
        writer.setTitle(title)
        doc = QTextDocument()
        doc.setHtml(html)
        doc.print_(writer)
        del writer  # the file is finished when the writer goes

    save_with(path, write)
    return Path(path)


def failure_text(what: str, exc: BaseException) -> str:
    """The words of a failure dialog: what was not saved, the file, the reason, and that nothing is left."""
    if isinstance(exc, SaveError):
        path, reason = exc.path, exc.reason
    elif hasattr(exc, "problem"):  # a StoreError: the store's own words
        path, reason = exc.path, f"{exc.problem} {getattr(exc, 'advice', '')}".strip()
    else:
        path, reason = getattr(exc, "path", None) or getattr(exc, "filename", None) or "", _reason(exc)
    return fill(translate("safe_files", "%1 was not saved.\n\nFile: %2\nReason: %3\n\nNo partial file was left; a file "
                     "already there is unchanged."), what, path, reason)
