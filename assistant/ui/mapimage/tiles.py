"""A big map image as a pyramid of tiles, so pan and zoom draw only what is on screen at the
resolution the screen needs.

Level 0 is the image itself cut in :data:`TILE`-pixel squares; each further level halves the one
before, until the whole image fits one tile. The tiles are JPEG files in a cache folder keyed by the
image's SHA-256 (``assistant.games.map_image.tile_cache_dir``), written once (into a ``.part`` folder,
renamed when complete, so a cancelled build leaves nothing half-made); ``pyramid.json`` describes
them. :class:`TilePyramid` reads tiles on demand (:meth:`TilePyramid.tile_image`, blocking, or
``tile_loader.TileLoader`` in the background) and keeps the most recent ones in memory.
"""

from __future__ import annotations

import json
import math
import shutil
from collections import OrderedDict
from pathlib import Path
from typing import Callable, Iterator

from PySide6.QtCore import QRect, QRectF, Qt
from PySide6.QtGui import QImage, QImageReader

from assistant.core.errors import InputError
from assistant.core.leftovers import sweep, temp_name
from assistant.core.userfiles import shown
from assistant.games.kept_file import MAX_PIXELS, check_pixel_size, image_kind, png_header_size
from assistant.ui.i18n import fill, translate

TILE = 512
META = "pyramid.json"
QUALITY = 88

Progress = Callable[[int, int, str], bool]   # (done, total, what) -> False to cancel


#: Qt's own allocation limit, in MiB, while an image is decoded: MAX_PIXELS at 8 bytes a pixel (a 16-bit
#: RGBA PNG), so Qt refuses on its own anything past the pixel limit that a header hid
ALLOCATION_LIMIT_MB = math.ceil(MAX_PIXELS * 8 / 2**20)


def _reader(path: str | Path) -> tuple[QImageReader, int, int]:
    """A reader of a regular image file whose header gives a size within :data:`MAX_PIXELS` (issue 26: a pipe,
    a folder, a link loop, a text named .png or a decompression bomb is refused, in words, before any pixel
    is decoded). InputError names the file."""
    where = shown(path)
    kind = image_kind(path)   # a regular file (userfiles.check_regular) holding PNG, JPEG or TIFF
    QImageReader.setAllocationLimit(ALLOCATION_LIMIT_MB)
    reader = QImageReader(str(path))
    reader.setAutoTransform(True)
    size = reader.size()
    if not size.isValid():
        stated = png_header_size(path) if kind == "PNG" else None
        if stated is not None and all(stated):   # libpng refuses a side over a million: say the size
            check_pixel_size(*stated, "image", where)
        qt = reader.errorString()
        raise InputError(f"its {kind} header cannot be read: the file is cut short or damaged"
                         + (f" ({qt})" if qt and qt != "Unknown error" else ""), where)
    check_pixel_size(size.width(), size.height(), "image", where)
    return reader, size.width(), size.height()


def read_image(path: str | Path) -> QImage:
    """Read a whole image file (big scans too, up to :data:`MAX_PIXELS`), or InputError naming the file and
    saying what is wrong: checked as :func:`image_size` does, then decoded; pixels that cannot be decoded
    are "cut short or damaged", never Qt's "Unknown error"."""
    reader, w, h = _reader(path)
    img = reader.read()
    if img.isNull():
        qt = reader.errorString()
        raise InputError(f"its header says {w:,} x {h:,} pixels but the pixels cannot be read: the file is cut short "
                         "or damaged"
                         + (f" ({qt})" if qt and qt != "Unknown error" else ""), shown(path))
    return img


def image_size(path: str | Path) -> tuple[int, int]:
    """The pixel size from the file's header (the pixels are not read), within :data:`MAX_PIXELS`; InputError
    naming the file otherwise."""
    _, w, h = _reader(path)
    return w, h


def level_sizes(width: int, height: int, tile: int = TILE) -> list[tuple[int, int]]:
    sizes = [(width, height)]
    while sizes[-1][0] > tile or sizes[-1][1] > tile:
        w, h = sizes[-1]
        sizes.append((max(1, (w + 1) // 2), max(1, (h + 1) // 2)))
    return sizes


def _grid(w: int, h: int, tile: int) -> tuple[int, int]:
    return math.ceil(w / tile), math.ceil(h / tile)


def build_pyramid(source: QImage | str | Path, folder: str | Path, progress: Progress | None = None,
                  tile: int = TILE) -> "TilePyramid | None":
    """Cut ``source`` into the tile pyramid in ``folder``; None if ``progress`` cancelled it."""
    folder = Path(folder)
    folder.parent.mkdir(parents=True, exist_ok=True)
    sweep(folder.parent)                 # tiles a killed run left half cut (issue 26)
    part = temp_name(folder, "part")     # .KEY.taPID-HEX.part: renamed to KEY when complete
    part.mkdir()
    try:
        if progress is not None and progress(0, 1, translate("mapimage", "Reading the image…")) is False:
            return None
        img = source if isinstance(source, QImage) else read_image(source)
        if img.format() != QImage.Format.Format_RGB32:
            img = img.convertToFormat(QImage.Format.Format_RGB32)
        sizes = level_sizes(img.width(), img.height(), tile)
        total = sum(_grid(w, h, tile)[0] * _grid(w, h, tile)[1] for w, h in sizes)
        done = 0
        for level, (w, h) in enumerate(sizes):
            if level:
                img = img.scaled(w, h, Qt.AspectRatioMode.IgnoreAspectRatio,
                                 Qt.TransformationMode.SmoothTransformation)
            d = part / f"L{level}"
            d.mkdir()
            nx, ny = _grid(w, h, tile)
            for ty in range(ny):
                for tx in range(nx):
                    r = QRect(tx * tile, ty * tile, min(tile, w - tx * tile), min(tile, h - ty * tile))
                    img.copy(r).save(str(d / f"{tx}_{ty}.jpg"), "JPG", QUALITY)
                    done += 1
                    what = fill(translate("mapimage", "Cutting level %1 into tiles…"), level)
                    if progress is not None and progress(done, total, what) is False:
                        return None
        (part / META).write_text(json.dumps({"width": sizes[0][0], "height": sizes[0][1], "tile": tile,
                                             "levels": sizes}), encoding="utf-8")
        shutil.rmtree(folder, ignore_errors=True)
        part.rename(folder)
        return TilePyramid(folder)
    finally:
        shutil.rmtree(part, ignore_errors=True)


def read_tile(folder: str | Path, level: int, tx: int, ty: int) -> QImage:
    """Read and decode one tile (safe in a worker thread: QImage, no pixmaps)."""
    img = QImage(str(Path(folder) / f"L{level}" / f"{tx}_{ty}.jpg"))
    if img.format() != QImage.Format.Format_RGB32:
        img = img.convertToFormat(QImage.Format.Format_RGB32)
    return img


class TilePyramid:
    """The tiles of one image, read on demand; the last :attr:`keep` tiles stay in memory."""

    keep = 384

    def __init__(self, folder: str | Path):
        self.folder = Path(folder)
        meta = json.loads((self.folder / META).read_text(encoding="utf-8"))
        self.width, self.height, self.tile = int(meta["width"]), int(meta["height"]), int(meta["tile"])
        self.levels = [tuple(s) for s in meta["levels"]]
        self._cache: OrderedDict[tuple[int, int, int], QImage] = OrderedDict()
        # the overview: read now and kept apart from the cache, so a coarser level is always at hand
        self._overview_key = (len(self.levels) - 1, 0, 0)
        self._overview = read_tile(self.folder, *self._overview_key)

    @staticmethod
    def exists(folder: str | Path) -> bool:
        return (Path(folder) / META).is_file()

    @property
    def rect(self) -> QRectF:
        return QRectF(0, 0, self.width, self.height)

    def level_for(self, scale: float) -> int:
        """The coarsest level still at least as sharp as the screen at ``scale`` screen pixels per
        image pixel."""
        if scale <= 0:
            return len(self.levels) - 1
        k = int(math.floor(math.log2(1.0 / scale))) if scale < 1 else 0
        return max(0, min(len(self.levels) - 1, k))

    def tile_image(self, level: int, tx: int, ty: int) -> QImage:
        """The tile, read from disk now if it is not in memory (blocking; see ``tile_loader``)."""
        img = self.cached(level, tx, ty)
        if img is None:
            img = read_tile(self.folder, level, tx, ty)
            self.put((level, tx, ty), img)
        return img

    def cached(self, level: int, tx: int, ty: int) -> QImage | None:
        """The tile if it is in memory (the overview always is), else None; never reads the disk."""
        key = (level, tx, ty)
        img = self._cache.get(key)
        if img is not None:
            self._cache.move_to_end(key)
        elif key == self._overview_key:
            img = self._overview
        return img

    def put(self, key: tuple[int, int, int], img: QImage) -> None:
        self._cache[key] = img
        self._cache.move_to_end(key)
        if len(self._cache) > self.keep:
            self._cache.popitem(last=False)

    def tiles_in(self, level: int, rect: QRectF) -> Iterator[tuple[int, int, QRectF]]:
        """(tx, ty, where the tile lies in level-0 pixels) for the tiles of ``level`` meeting ``rect``
        (level-0 pixels)."""
        w, h = self.levels[level]
        nx, ny = _grid(w, h, self.tile)
        r = rect.intersected(self.rect)
        if r.isEmpty():
            return
        sx, sy = self.width / w, self.height / h   # the exact factor of a level whose size was rounded up
        x0, x1 = max(0, int(r.left() // (self.tile * sx))), min(nx - 1, int(r.right() // (self.tile * sx)))
        y0, y1 = max(0, int(r.top() // (self.tile * sy))), min(ny - 1, int(r.bottom() // (self.tile * sy)))
        for ty in range(y0, y1 + 1):
            for tx in range(x0, x1 + 1):
                tw = min(self.tile, w - tx * self.tile)
                th = min(self.tile, h - ty * self.tile)
                yield tx, ty, QRectF(tx * self.tile * sx, ty * self.tile * sy, tw * sx, th * sy)
