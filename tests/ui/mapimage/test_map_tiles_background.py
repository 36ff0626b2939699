"""Map tiles decoded off the drawing thread (issue 16): a frame never reads the disk; a tile not in
memory is asked of the background loader and its place drawn from a coarser level, then the item
repaints with the tile once it arrives, matching what the blocking reader draws."""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QGraphicsScene

from assistant.ui.mapimage.scan_item import ScanItem
from assistant.ui.mapimage.tiles import TilePyramid, build_pyramid


def quarters(w=512, h=384) -> QImage:
    img = QImage(w, h, QImage.Format.Format_RGB32)
    img.fill(QColor("#204060"))
    p = QPainter(img)
    p.fillRect(0, 0, w // 2, h // 2, QColor("#c03020"))
    p.end()
    return img


def render(item: ScanItem, rect: QRectF, size=(256, 192)) -> QImage:
    scene = QGraphicsScene()
    scene.addItem(item)
    out = QImage(*size, QImage.Format.Format_RGB32)
    out.fill(0)
    p = QPainter(out)
    scene.render(p, QRectF(0, 0, *size), rect)
    p.end()
    scene.removeItem(item)
    return out


def test_a_missing_tile_is_drawn_coarser_then_arrives(qtbot, tmp_path):
    build_pyramid(quarters(), tmp_path / "tiles", tile=64)
    pyr = TilePyramid(tmp_path / "tiles")
    assert pyr.cached(0, 0, 0) is None and pyr.cached(len(pyr.levels) - 1, 0, 0) is not None
    item = ScanItem(pyr)
    view = QRectF(0, 0, 256, 192)                       # 1:1, level 0, the red quarter
    first = render(item, view)
    n = item.tiles_drawn
    assert n >= 12 and item.stand_ins == n
    assert QColor(first.pixel(100, 80)).red() > 150     # the overview stands in: red already
    qtbot.waitUntil(lambda: not item.loader.busy(), timeout=5000)
    assert pyr.cached(0, 1, 1) is not None and item.loader.decoded == n
    second = render(item, view)
    assert item.stand_ins == 0
    blocking = render(ScanItem(TilePyramid(tmp_path / "tiles"), background=False), view)
    assert second == blocking


def test_tiles_no_longer_wanted_are_not_read(qtbot, tmp_path):
    build_pyramid(quarters(1024, 1024), tmp_path / "tiles", tile=64)
    pyr = TilePyramid(tmp_path / "tiles")
    item = ScanItem(pyr)
    item.loader.threads = 1
    for x in range(0, 1024, 128):                      # a fast pan: each frame asks for new tiles
        render(item, QRectF(x, 0, 128, 96), size=(128, 96))
    qtbot.waitUntil(lambda: not item.loader.busy(), timeout=5000)
    assert item.loader.decoded <= len(item.loader.wanted)   # each tile read once at most
    render(item, QRectF(896, 0, 128, 96), size=(128, 96))
    qtbot.waitUntil(lambda: not item.loader.busy(), timeout=5000)
    render(item, QRectF(896, 0, 128, 96), size=(128, 96))
    assert item.stand_ins == 0                         # the last frame's tiles were read


def test_a_frame_asks_without_starting_a_thread_per_tile_and_the_newest_comes_first(qtbot, tmp_path):
    """Issue 16.4: a missing tile costs the frame one list append; at most ``threads`` long-lived workers
    read them, the tiles of the frame now on screen first."""
    import threading

    from assistant.ui.mapimage.tile_loader import TileLoader

    build_pyramid(quarters(1024, 1024), tmp_path / "tiles", tile=64)
    loader = TileLoader(TilePyramid(tmp_path / "tiles"), threads=1)
    order = []
    loader.ready.connect(order.append)
    with loader._cond:                       # hold the worker back while a frame asks for 40 tiles
        loader.begin_frame()
        keys = [(0, x, y) for y in range(5) for x in range(8)]
        for k in keys[:-1]:
            loader._queue.append(k)
            loader.pending.add(k)
            loader.wanted[k] = loader.frame
    loader.request(keys[-1])                 # the last one asked starts the single worker
    workers = [t for t in threading.enumerate() if t.name == "map-tiles" and t in loader._threads]
    assert len(workers) == 1
    qtbot.waitUntil(lambda: not loader.busy(), timeout=10000)
    assert order[0] == keys[-1] and len(order) == len(keys)
    loader.shutdown()
    assert not any(t.is_alive() for t in workers)
