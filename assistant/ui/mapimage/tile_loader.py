"""Tiles read off the drawing thread: :class:`TileLoader` decodes a pyramid's JPEG tiles in a small
``QThreadPool`` and hands each to the GUI thread when it is ready (a queued signal), so a frame that
needs tiles not yet in memory never waits for the disk; :class:`~.scan_item.ScanItem` draws a coarser
level meanwhile and repaints when the tile arrives.

Requests that the frames have moved away from are dropped before they start: each paint begins a
new frame (:meth:`TileLoader.begin_frame`) and asks again for what it still needs; a job whose tile was
not asked for in the last two frames returns without reading.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, QRunnable, QThreadPool, Signal

from .tiles import TilePyramid, read_tile

Key = tuple[int, int, int]       # (level, tx, ty)


class _Job(QRunnable):
    def __init__(self, loader: "TileLoader", key: Key):
        super().__init__()
        self.loader, self.key = loader, key
        self.setAutoDelete(True)

    def run(self) -> None:  # a worker thread: only reads and decodes
        loader = self.loader
        if loader.frame - loader.wanted.get(self.key, -10) > 1:
            loader.loaded.emit(self.key, None)            # moved away: drop it
            return
        loader.loaded.emit(self.key, read_tile(loader.pyramid.folder, *self.key))


class TileLoader(QObject):
    """Decodes ``pyramid``'s tiles in the background; ``ready`` fires in the GUI thread per tile."""

    loaded = Signal(object, object)      # (key, QImage | None), from a worker thread
    ready = Signal(object)               # (key), in the GUI thread, once the tile is in the pyramid

    def __init__(self, pyramid: TilePyramid, threads: int = 2, parent: QObject | None = None):
        super().__init__(parent)
        self.pyramid = pyramid
        self.pool = QThreadPool(self)
        self.pool.setMaxThreadCount(max(1, threads))
        self.pending: set[Key] = set()
        self.wanted: dict[Key, int] = {}
        self.frame = 0
        self.decoded = 0                  # tiles decoded in the background (for the benchmark)
        self.loaded.connect(self._arrived)

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
        self.pool.start(_Job(self, key))

    def _arrived(self, key: Key, img) -> None:
        self.pending.discard(key)
        if img is None:
            return
        self.pyramid.put(key, img)
        self.decoded += 1
        self.ready.emit(key)

    def busy(self) -> bool:
        return bool(self.pending)

    def shutdown(self) -> None:
        self.pool.clear()
        self.pool.waitForDone()
