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

from PySide6.QtCore import QCoreApplication, QEventLoop, QObject, QRunnable, QThread, QThreadPool, QTimer, Qt, Signal, Slot
from PySide6.QtWidgets import QProgressDialog

from . import collector

SHOW_AFTER_MS = 300


class _GuiCalls(QObject):
    """Lives on the GUI thread: ``call.emit(fn)`` from a worker runs ``fn()`` there (a queued signal, the
    way Qt hands work between threads); ``done.emit(job)`` tells the GUI thread a job has ended."""

    call = Signal(object)
    done = Signal(int)

    def __init__(self):
        super().__init__()
        self.call.connect(self._call, Qt.ConnectionType.QueuedConnection)
        self.done.connect(_job_done, Qt.ConnectionType.QueuedConnection)

    @Slot(object)
    def _call(self, fn) -> None:
        fn()


_calls: list[_GuiCalls] = []      # the one _GuiCalls, made on the GUI thread before the first worker starts
_jobs: dict[int, dict[str, Any]] = {}   # a job's Qt objects, held (and let go) on the GUI thread only
_next_job = [0]


def _gui_calls() -> _GuiCalls:
    if not _calls:
        _calls.append(_GuiCalls())
    return _calls[0]


def _job_done(job: int) -> None:
    """On the GUI thread: the worker of ``job`` has ended (finished, failed, or finished after a cancel)."""
    state = _jobs.pop(job, None)
    collector.resume()
    if state is not None and state.get("loop") is not None:
        state["loop"].quit()


def pending() -> int:
    """How many workers started here have not yet handed their result back to the GUI thread."""
    return len(_jobs)


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

    _gui_calls().call.emit(run)
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
    """``fn(*args)`` on a worker thread behind a busy progress dialog with Cancel; None when cancelled.

    The worker holds plain Python things only (``fn``, its arguments, a result box and a job number): the
    dialog, the event loop and the timer are made, held and let go on the GUI thread, and the collector
    does not run while a worker does (``collector.pause``), so no Qt object is freed on the worker's thread."""
    from .i18n import fill, translate

    calls = _gui_calls()
    _next_job[0] += 1
    job = _next_job[0]
    box: dict[str, Any] = {}

    def work() -> None:
        try:
            box["out"] = fn(*args)
        except BaseException as err:  # noqa: BLE001 - re-raised on the GUI thread
            box["err"] = err
        box["done"] = True
        calls.done.emit(job)

    loop = QEventLoop()
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
    _jobs[job] = {"loop": loop}
    collector.pause()
    QThreadPool.globalInstance().start(QRunnable.create(work))
    if not box.get("done"):
        loop.exec()
    cancelled = not box.get("done")
    shower.stop()
    dialog.hide()
    dialog.deleteLater()
    if job in _jobs:
        _jobs[job]["loop"] = None             # a cancelled job: its result is thrown away when it comes
    if cancelled:
        return None
    if "err" in box:
        raise box["err"]
    return box["out"]


def warm_then(warm: Callable[[], Any], then: Callable[[Any], Any]) -> None:
    """``warm()`` on a worker thread, then ``then(its result)`` on the GUI thread (issue 25: the work that
    follows the first paint must not block the window for hundreds of ms).

    ``warm`` must be Qt-free and only fill caches that are the same whoever fills them first (imports, a
    terrain's rasters, the shipped charts): the GUI thread may ask for them meanwhile and then computes
    them itself. When ``warm`` fails, ``then(None)`` still runs (it does the work on the GUI thread)."""
    calls = _gui_calls()
    _next_job[0] += 1
    job = _next_job[0]
    box: dict[str, Any] = {}

    def finish() -> None:
        then(box.get("out"))

    def work() -> None:
        try:
            box["out"] = warm()
        except Exception:  # noqa: BLE001 - the GUI thread does the work itself
            box["out"] = None
        calls.call.emit(finish)
        calls.done.emit(job)

    _jobs[job] = {"loop": None}
    collector.pause()
    QThreadPool.globalInstance().start(QRunnable.create(work))
