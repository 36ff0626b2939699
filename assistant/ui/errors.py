"""Errors never silent: a log file in the data folder, and a dialog with a copyable report for any
unexpected error (Python's excepthook and Qt's own messages both go to the log)."""

from __future__ import annotations

import logging
import sys
import traceback
from pathlib import Path

from PySide6.QtCore import QtMsgType, QUrl, qInstallMessageHandler
from PySide6.QtGui import QDesktopServices, QGuiApplication
from PySide6.QtWidgets import QApplication, QDialog, QDialogButtonBox, QLabel, QPlainTextEdit, QPushButton, QVBoxLayout

from assistant.paths import data_dir
from .i18n import translate

LOG_FILE = "table-assistant.log"
LOG_BYTES = 1_000_000  # per file; three older files are kept beside it
LOG_KEEP = 3
log = logging.getLogger("assistant")
_state: dict = {"folder": None, "dialog": None, "show": True, "waiting": None}


def log_folder() -> Path:
    """Where the log files are: the folder set up by :func:`setup_logging`, else ``<data folder>/logs``."""
    return _state["folder"] or data_dir() / "logs"


def setup_logging(folder: str | Path | None = None) -> Path:
    """Send the ``assistant`` logger (and Qt's messages) to a rotating file in ``folder`` (default: the
    data folder's ``logs``). Returns the log file. Calling it again moves the log to the new folder."""
    from logging.handlers import RotatingFileHandler   # with socket, ~25 ms: not before the first paint

    target = Path(folder) if folder is not None else data_dir() / "logs"
    target.mkdir(parents=True, exist_ok=True)
    for handler in [h for h in log.handlers if getattr(h, "_table_assistant", False)]:
        log.removeHandler(handler)
        handler.close()
    handler = RotatingFileHandler(target / LOG_FILE, maxBytes=LOG_BYTES, backupCount=LOG_KEEP, encoding="utf-8")
    handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
    handler._table_assistant = True  # type: ignore[attr-defined]
    log.addHandler(handler)
    log.setLevel(logging.INFO)
    _state["folder"] = target
    return target / LOG_FILE


_QT_LEVELS = {
    QtMsgType.QtDebugMsg: logging.DEBUG, QtMsgType.QtInfoMsg: logging.INFO, QtMsgType.QtWarningMsg: logging.WARNING,
    QtMsgType.QtCriticalMsg: logging.ERROR, QtMsgType.QtFatalMsg: logging.CRITICAL,
}


def qt_message(mode, context, message: str) -> None:
    """Qt's own messages (warnings from widgets, the platform plugin...) into the log, not the terminal."""
    where = f" ({context.file}:{context.line})" if context is not None and context.file else ""
    log.getChild("qt").log(_QT_LEVELS.get(mode, logging.WARNING), "%s%s", message, where)


def report_text(exc_type, exc, tb) -> str:
    """The copyable report: what went wrong, where, and the versions (for a bug report)."""
    from .about import versions

    lines = ["Table Assistant met an unexpected error.", ""]
    lines += traceback.format_exception(exc_type, exc, tb)
    lines += ["", "Versions:"] + [f"  {k}: {v}" for k, v in versions().items()]
    lines += ["", f"Log folder: {log_folder()}"]
    return "".join(line if line.endswith("\n") else line + "\n" for line in lines)


def excepthook(exc_type, exc, tb) -> None:
    """Any error nothing caught: logged with its traceback, then shown in a dialog (never only a
    traceback in a terminal the referee does not see)."""
    if issubclass(exc_type, KeyboardInterrupt):
        sys.__excepthook__(exc_type, exc, tb)
        return
    log.error("Unexpected error", exc_info=(exc_type, exc, tb))
    text = report_text(exc_type, exc, tb)
    if not _state["show"] or QApplication.instance() is None:
        sys.stderr.write(text)
        return
    try:
        show_report(text)
    except Exception:  # noqa: BLE001 - the hook itself must never raise
        sys.stderr.write(text)


def show_report(text: str) -> "ErrorReport":
    """One report window: a second error while it is open is added below the first."""
    dialog = _state["dialog"]
    if dialog is not None and dialog.isVisible():
        dialog.add(text)
    else:
        dialog = ErrorReport(text, QApplication.activeWindow())
        _state["dialog"] = dialog
        dialog.show()
    return dialog


class _Waiting(logging.Handler):
    """Keeps what is logged before the log file is open; :func:`open_waiting_log` writes it there."""

    def __init__(self) -> None:
        super().__init__()
        self.records: list[logging.LogRecord] = []

    def emit(self, record: logging.LogRecord) -> None:
        self.records.append(record)


def install(show_dialogs: bool = True, folder: str | Path | None = None, open_file: bool = True) -> Path | None:
    """Log to the data folder and catch unexpected errors. ``show_dialogs`` False (the screenshot mode)
    writes reports to stderr instead. Returns the log file, or None if the folder cannot be written.
    ``open_file`` False: the file is opened by :func:`open_waiting_log`, which the window calls after its
    first paint (issue 17.6: opening it imports ``logging.handlers`` and ``socket``, ~25 ms); what is logged
    meanwhile is kept and written to it then, or at exit at the latest."""
    _state["show"] = show_dialogs
    sys.excepthook = excepthook
    qInstallMessageHandler(qt_message)
    if open_file:
        return open_log_file(folder)
    if _state["waiting"] is None:
        import atexit

        waiting = _state["waiting"] = _Waiting()
        log.addHandler(waiting)
        log.setLevel(logging.INFO)
        _state["waiting_folder"] = folder
        atexit.register(open_waiting_log)
    return None


def open_log_file(folder: str | Path | None = None) -> Path | None:
    """:func:`setup_logging`, or None (said on stderr) when the folder cannot be written."""
    try:
        return setup_logging(folder)
    except OSError as exc:
        sys.stderr.write(f"table-assistant: no log file ({exc})\n")
        return None


def open_waiting_log() -> None:
    """Open the log file ``install(open_file=False)`` left waiting and write to it what was kept meanwhile
    (nothing to do when none waits: called after the first paint, and at exit)."""
    waiting = _state["waiting"]
    if waiting is None:
        return
    _state["waiting"] = None
    log.removeHandler(waiting)
    open_log_file(_state.pop("waiting_folder", None))
    for handler in [h for h in log.handlers if getattr(h, "_table_assistant", False)]:
        for record in waiting.records:
            if record.levelno >= handler.level:
                handler.handle(record)


def open_log_folder() -> Path:
    folder = log_folder()
    folder.mkdir(parents=True, exist_ok=True)
    QDesktopServices.openUrl(QUrl.fromLocalFile(str(folder)))
    return folder


class ErrorReport(QDialog):
    def __init__(self, text: str, parent=None):
        super().__init__(parent)
        self.setWindowTitle(translate("errors", "Unexpected error"))
        lay = QVBoxLayout(self)
        intro = QLabel(translate("errors", "Something went wrong that the app did not expect. The game's records are "
                                 "kept (each change is one transaction). The report below is also in the log file; "
                                 "copy it into a bug report."))
        intro.setWordWrap(True)
        lay.addWidget(intro)
        self.report = QPlainTextEdit(text)
        self.report.setAccessibleName(translate("errors", "Error report"))
        self.report.setReadOnly(True)
        self.report.setLineWrapMode(QPlainTextEdit.LineWrapMode.NoWrap)
        lay.addWidget(self.report, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        copy = QPushButton(translate("errors", "&Copy report"))
        copy.clicked.connect(self.copy)
        folder = QPushButton(translate("errors", "Open &log folder"))
        folder.clicked.connect(open_log_folder)
        buttons.addButton(copy, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.addButton(folder, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.rejected.connect(self.reject)
        lay.addWidget(buttons)
        self.resize(720, 420)

    def add(self, text: str) -> None:
        self.report.appendPlainText("\n" + text)

    def copy(self) -> None:
        QGuiApplication.clipboard().setText(self.report.toPlainText())
