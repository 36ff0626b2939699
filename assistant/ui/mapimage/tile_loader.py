"""Tiles read off the drawing thread: :class:`TileLoader` decodes a pyramid's JPEG tiles in one or two
long-lived worker threads and hands each to the GUI thread when it is ready (a queued signal), so a
frame that needs tiles not yet in memory never waits for the disk; :class:`~.scan_item.ScanItem`
draws a coarser level meanwhile and repaints when the tile arrives.

What a frame pays for a missing tile is one append to a list under a lock (:meth:`TileLoader.request`):
no thread-pool job is made or started inside the paint (that cost 3-6 ms a frame on a busy 2-core
machine, issue 16.4). The workers take the newest request first (the tiles of the frame now on
screen), run at a lower CPU priority than the GUI thread where the system allows it (Linux: a nicer
thread), and leave after a while without work (a new request starts them again).

Requests that the frames have moved away from are dropped before they are read: each paint begins a
new frame (:meth:`TileLoader.begin_frame`) and asks again for what it still needs; a tile that was
not asked for in the last two frames is not read.
"""

from __future__ import annotations

import os
import sys
import threading

from PySide6.QtCore import QCoreApplication, QObject, Signal

from .tiles import TilePyramid, read_tile

Key = tuple[int, int, int]       # (level, tx, ty)

IDLE_EXIT_S = 2.0                # a worker with nothing to do for this long ends
NICER = 5                        # how much lower a worker's CPU priority is (Linux nice steps)


def default_threads() -> int:
    """One worker on a machine of two cores or fewer (the other core stays with the GUI), else two."""
    return 1 if (os.cpu_count() or 1) <= 2 else 2


def _lower_priority() -> None:
    """Make the calling thread yield the CPU to the GUI thread: on Linux the nice value is per
    thread; elsewhere (where it is per process) nothing is changed."""
    if not sys.platform.startswith("linux"):
        return
    try:
        tid = threading.get_native_id()
        os.setpriority(os.PRIO_PROCESS, tid, min(19, os.getpriority(os.PRIO_PROCESS, tid) + NICER))
    except (AttributeError, OSError):
        pass


class TileLoader(QObject):
    """Decodes ``pyramid``'s tiles in the background; ``ready`` fires in the GUI thread per tile."""

    loaded = Signal(object, object)      # (key, QImage | None), from a worker thread
    ready = Signal(object)               # (key), in the GUI thread, once the tile is in the pyramid

    def __init__(self, pyramid: TilePyramid, threads: int | None = None, parent: QObject | None = None):
        super().__init__(parent)
        self.pyramid = pyramid
        self.threads = max(1, threads or default_threads())
        self.pending: set[Key] = set()
        self.wanted: dict[Key, int] = {}
        self.frame = 0
        self.decoded = 0                  # tiles decoded in the background (for the benchmark)
        self.dropped = 0                  # requests dropped unread: the frames moved away
        self._queue: list[Key] = []       # newest last; the workers take from the end
        self._cond = threading.Condition()
        self._workers = 0
        self._idle = 0
        self._stop = False
        self._threads: list[threading.Thread] = []
        self.loaded.connect(self._arrived)
        app = QCoreApplication.instance()
        if app is not None:                 # no worker is left reading when the interpreter winds down
            app.aboutToQuit.connect(self.shutdown)

    def begin_frame(self) -> None:
        self.frame += 1
        if len(self.wanted) > 4 * self.pyramid.keep:
            self.wanted = {k: f for k, f in self.wanted.items() if self.frame - f <= 1}

    def request(self, key: Key) -> None:
        """Ask for a tile not in memory (once: a tile already on its way is not asked again)."""
        self.wanted[key] = self.frame
        if key in self.pending:
            return
        self.pending.add(key)
        with self._cond:
            self._queue.append(key)
            if self._idle:
                self._cond.notify()
                return
            start = self._workers < self.threads and not self._stop
            if start:
                self._workers += 1
        if start:
            t = threading.Thread(target=self._work, name="map-tiles", daemon=True)
            self._threads = [w for w in self._threads if w.is_alive()] + [t]
            t.start()

    def _stale(self, key: Key) -> bool:
        return self.frame - self.wanted.get(key, -10) > 1

    def _work(self) -> None:  # a worker thread: only reads and decodes
        _lower_priority()
        while True:
            with self._cond:
                self._idle += 1
                self._cond.wait_for(lambda: self._queue or self._stop, timeout=IDLE_EXIT_S)
                self._idle -= 1
                if self._stop or not self._queue:
                    self._workers -= 1
                    return
                key = self._queue.pop()
            img = None if self._stale(key) else read_tile(self.pyramid.folder, *key)
            try:
                self.loaded.emit(key, img)
            except RuntimeError:          # the loader was deleted while the tile was read
                return

    def _arrived(self, key: Key, img) -> None:
        self.pending.discard(key)
        if img is None:
            self.dropped += 1
            return
        self.pyramid.put(key, img)
        self.decoded += 1
        self.ready.emit(key)

    def busy(self) -> bool:
        return bool(self.pending)

    def shutdown(self, timeout: float = 5.0) -> None:
        """Stop the workers (a tile being read is finished and dropped) and wait for them."""
        with self._cond:
            self._stop = True
            self._queue.clear()
            self._cond.notify_all()
        for t in self._threads:
            t.join(timeout)
        self._threads = []
        self.pending.clear()
