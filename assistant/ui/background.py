"""Slow work off the GUI thread, with a progress dialog that has Cancel (issue 17: big imports).

``run_with_progress(parent, title, fn, *args)`` runs ``fn(*args)`` on a ``QThreadPool`` thread while the
window keeps drawing; after ``SHOW_AFTER_MS`` a busy ``QProgressDialog`` appears with Cancel. It returns
``fn``'s result, re-raises what ``fn`` raised (an ``InputError`` keeps its message), or returns None when
the referee cancelled: the result that arrives later is thrown away, so a cancelled import changes
nothing (the caller pushes the Change on the GUI thread only when it got one).

The store's SQLite connection belongs to the GUI thread. ``GuiThreadStore(store)`` is what a worker reads
the store through: each of its calls (``rows``...) runs on the GUI thread and returns a list, so the
Qt-free code that builds a Change can run in the worker unchanged.
"""

from __future__ import annotations

import copy
import threading
from typing import Any, Callable

from PySide6.QtCore import QCoreApplication, QEventLoop, QObject, QRunnable, QThread, QThreadPool, QTimer, Qt, Signal
from PySide6.QtWidgets import QProgressDialog

SHOW_AFTER_MS = 300


class _Relay(QObject):
    """Lives on the GUI thread; the worker's ``done.emit()`` reaches it queued."""
    done = Signal()


def _on_gui_thread() -> bool:
    app = QCoreApplication.instance()
    return app is None or QThread.currentThread() is app.thread()


def call_on_gui_thread(fn: Callable[..., Any], *args, **kwargs) -> Any:
    """``fn(*args, **kwargs)`` run on the GUI thread (at once when already there); the worker waits."""
    if _on_gui_thread():
        return fn(*args, **kwargs)
    box: dict[str, Any] = {}
    ready = threading.Event()

    def run() -> None:
        try:
            out = fn(*args, **kwargs)
            box["out"] = list(out) if hasattr(out, "__next__") else out
        except BaseException as err:  # noqa: BLE001 - handed back to the worker
            box["err"] = err
        ready.set()

    QTimer.singleShot(0, QCoreApplication.instance(), run)
    ready.wait()
    if "err" in box:
        raise box["err"]
    return box["out"]


class GuiThreadStore:
    """A store a worker thread may read: every method call is made on the GUI thread."""

    def __init__(self, store):
        self._store = store

    def __getattr__(self, name: str) -> Any:
        value = getattr(self._store, name)
        if not callable(value):
            return value
        return lambda *a, **k: call_on_gui_thread(value, *a, **k)


class _SessionView:
    """A session as a worker sees it: the same session, its store read through ``GuiThreadStore``."""

    def __init__(self, session):
        self._session = session
        self.store = GuiThreadStore(session.store)

    def __getattr__(self, name: str) -> Any:
        return getattr(self._session, name)


def worker_commands(commands):
    """A shallow copy of a game's command object (``SessionCommands``) for a worker thread: it reads the
    store on the GUI thread. Ask it what the command needs on the GUI thread first (its cached reads)."""
    view = copy.copy(commands)
    view.session = _SessionView(commands.session)
    return view


def run_with_progress(parent, title: str, fn: Callable[..., Any], *args, label: str = "") -> Any:
    """``fn(*args)`` on a worker thread behind a busy progress dialog with Cancel; None when cancelled."""
    box: dict[str, Any] = {}
    relay = _Relay()
    loop = QEventLoop()
    relay.done.connect(loop.quit)

    def work() -> None:
        try:
            box["out"] = fn(*args)
        except BaseException as err:  # noqa: BLE001 - re-raised on the GUI thread
            box["err"] = err
        box["done"] = True
        relay.done.emit()

    from .i18n import fill, translate

    dialog = QProgressDialog(label or fill(translate("background", "%1…"), title), translate("background", "Cancel"),
                             0, 0, parent)
    dialog.setWindowTitle(title)
    dialog.setWindowModality(Qt.WindowModality.WindowModal)
    dialog.setAutoClose(False)
    dialog.setAutoReset(False)
    dialog.setMinimumDuration(10 ** 9)        # shown by our own timer, not by setValue
    dialog.canceled.connect(loop.quit)
    shower = QTimer(dialog)
    shower.setSingleShot(True)
    shower.timeout.connect(dialog.show)
    shower.start(SHOW_AFTER_MS)
    QThreadPool.globalInstance().start(QRunnable.create(work))
    if not box.get("done"):
        loop.exec()
    cancelled = not box.get("done")
    shower.stop()
    dialog.hide()
    dialog.deleteLater()
    if cancelled:
        relay.done.disconnect()
        box["relay"] = relay                  # kept alive until the worker has emitted
        return None
    if "err" in box:
        raise box["err"]
    return box["out"]
