"""Python's cycle collector, run on the GUI thread only.

Left to itself the collector runs in whichever thread happens to allocate past its threshold: a worker
importing a big file, or a map-tile decoder. A cycle it frees there may hold a Qt object made on the GUI
thread (a widget's wrapper, a timer, an event loop), and deleting that from another thread can crash the
process (a test run died so in ``run_with_progress``; PySide and PyQt apps have long met it).

- :class:`GuiThreadCollector` (the window's, from its first paint on): the automatic collector is off,
  and a timer on the GUI thread collects each generation when its count is past Python's own threshold,
  as the automatic collector would, only on this thread.
- :func:`pause` / :func:`resume` (the workers'): while any worker runs, automatic collection is paused; the
  last one to end puts it back as it was (already off under the GUI-thread collector).
"""

from __future__ import annotations

import gc
import threading

from PySide6.QtCore import QObject, QTimer

INTERVAL_MS = 250

_paused = {"count": 0, "was_enabled": False}
_lock = threading.Lock()


class GuiThreadCollector(QObject):
    """Collect on the GUI thread only: a timer asks, every ``INTERVAL_MS``, whether a generation's count
    is past its threshold (``gc.get_threshold()``), and collects it (and the older ones past theirs)."""

    def __init__(self, parent=None, interval_ms: int = INTERVAL_MS):
        super().__init__(parent)
        self.threshold = gc.get_threshold()
        self.collections = 0
        gc.disable()
        self.timer = QTimer(self)
        self.timer.setInterval(interval_ms)
        self.timer.timeout.connect(self.check)
        self.timer.start()

    def check(self) -> None:
        young, middle, old = gc.get_count()
        t0, t1, t2 = self.threshold
        if young > t0:
            generation = 2 if middle > t1 and old > t2 else 1 if middle > t1 else 0
            gc.collect(generation)
            self.collections += 1


def install(app) -> GuiThreadCollector:
    """The application's collector (one; a second call returns the first)."""
    found = getattr(app, "_table_assistant_collector", None)
    if found is None:
        found = GuiThreadCollector(app)
        app._table_assistant_collector = found
    return found


def pause() -> None:
    """A worker starts: no automatic collection until the last worker has ended (:func:`resume`)."""
    with _lock:
        if _paused["count"] == 0:
            _paused["was_enabled"] = gc.isenabled()
            gc.disable()
        _paused["count"] += 1


def resume() -> None:
    """A worker has ended (called on the GUI thread): the last one puts collection back as it was."""
    with _lock:
        if _paused["count"] == 0:
            return
        _paused["count"] -= 1
        if _paused["count"] == 0 and _paused["was_enabled"]:
            gc.enable()


def paused() -> bool:
    return _paused["count"] > 0
