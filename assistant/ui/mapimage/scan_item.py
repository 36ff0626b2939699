"""Drawing a map image from its tile pyramid: :class:`ScanItem` (in image pixels; its item transform
puts it where the calibration says, perspective included), and the fitted grid drawn over a scan."""

from __future__ import annotations

import numpy as np
from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QPolygonF, QTransform
from PySide6.QtWidgets import QGraphicsItem, QGraphicsPathItem, QStyleOptionGraphicsItem

from .tile_loader import TileLoader
from .tiles import TilePyramid


def qtransform(m: np.ndarray) -> QTransform:
    """A 3x3 matrix acting on column vectors (x, y, 1) as the QTransform acting on row vectors."""
    m = np.asarray(m, dtype=float)
    return QTransform(m[0, 0], m[1, 0], m[2, 0], m[0, 1], m[1, 1], m[2, 1], m[0, 2], m[1, 2], m[2, 2])


class ScanItem(QGraphicsItem):
    """The image in its own pixels, painted tile by tile at the level the zoom needs.

    With ``background`` (the default) a tile not yet in memory is asked of a :class:`TileLoader` and
    its place painted from the nearest coarser level in memory (the overview at worst); the item
    repaints when the tile arrives. Without it, tiles are read from disk during the paint."""

    def __init__(self, pyramid: TilePyramid, opacity: float = 1.0, background: bool = True):
        super().__init__()
        self.pyramid = pyramid
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemUsesExtendedStyleOption, True)
        self.setOpacity(opacity)
        self.smooth = True
        self.tiles_drawn = 0     # the last paint's tile count (for the benchmark)
        self.stand_ins = 0       # ... and how many of them came from a coarser level
        self.loader: TileLoader | None = None
        if background:
            self.loader = TileLoader(pyramid)
            self.loader.ready.connect(self._tile_ready)

    def boundingRect(self) -> QRectF:  # noqa: N802
        return self.pyramid.rect

    def _tile_ready(self, _key) -> None:
        try:
            self.update()
        except RuntimeError:        # the item went with its scene (a closed window): stop loading for it
            if self.loader is not None:
                self.loader.shutdown(timeout=0)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget=None) -> None:
        lod = option.levelOfDetailFromTransform(painter.worldTransform())
        level = self.pyramid.level_for(lod)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, self.smooth)
        if self.loader is not None:
            self.loader.begin_frame()
        n = 0
        missing: list[QRectF] = []
        for tx, ty, target in self.pyramid.tiles_in(level, self.visible_rect(painter, option)):
            n += 1
            if self.loader is None:
                painter.drawImage(target, self.pyramid.tile_image(level, tx, ty))
                continue
            img = self.pyramid.cached(level, tx, ty)
            if img is not None:
                painter.drawImage(target, img)
                continue
            self.loader.request((level, tx, ty))
            missing.append(target)
        if missing:
            # a stand-in shows for a frame or two: scaled up without smoothing (a plain pixel
            # repeat costs a fraction of a filtered one: issue 16.4)
            painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, False)
            for target in missing:
                self._draw_coarser(painter, level, target)
            painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, self.smooth)
        self.tiles_drawn, self.stand_ins = n, len(missing)

    def _draw_coarser(self, painter: QPainter, level: int, target: QRectF) -> None:
        """Fill ``target`` (level-0 pixels) from the nearest coarser level whose tiles there are all in
        memory; the overview always is."""
        pyr = self.pyramid
        for c in range(level + 1, len(pyr.levels)):
            parts = [(pyr.cached(c, tx, ty), r) for tx, ty, r in pyr.tiles_in(c, target)]
            if not parts or any(img is None for img, _r in parts):
                continue
            for img, r in parts:
                inter = r.intersected(target)
                if inter.isEmpty():
                    continue
                kx, ky = img.width() / r.width(), img.height() / r.height()
                src = QRectF((inter.left() - r.left()) * kx, (inter.top() - r.top()) * ky,
                             inter.width() * kx, inter.height() * ky)
                painter.drawImage(inter, img, src)
            return

    @staticmethod
    def visible_rect(painter: QPainter, option: QStyleOptionGraphicsItem) -> QRectF:
        """The exposed part of the item that can reach the device (``QGraphicsScene.render`` hands
        the whole bounding rect as exposed)."""
        exposed = option.exposedRect
        inv, ok = painter.worldTransform().inverted()
        dev = painter.device()
        if ok and dev is not None:
            on_device = inv.mapRect(QRectF(0, 0, dev.width(), dev.height()))
            if painter.hasClipping():
                on_device = on_device.intersected(painter.clipBoundingRect())
            exposed = exposed.intersected(on_device)
        return exposed


def grid_path(fit, hexes, to_scene: np.ndarray | None = None) -> QPainterPath:
    """The outlines of ``hexes`` on the image as ``fit`` places them (``to_scene``: a further 3x3 map
    from image pixels, else image pixels)."""
    m = fit.map_to_image_matrix()
    if to_scene is not None:
        m = to_scene @ m
    corners = np.array([[np.cos(np.radians(a)), np.sin(np.radians(a))]
                        for a in ((0, 60, 120, 180, 240, 300) if fit.hexmap.orientation == "flat"
                                  else (30, 90, 150, 210, 270, 330))])
    path = QPainterPath()
    for h in hexes:
        cx, cy = fit.hexmap.center(h)
        pts = np.hstack([corners + (cx, cy), np.ones((6, 1))]) @ m.T
        pts = pts[:, :2] / pts[:, 2:3]
        path.addPolygon(QPolygonF([QPointF(float(x), float(y)) for x, y in pts]))
        path.closeSubpath()
    return path


def grid_item(fit, hexes, colour: str = "#d50000", width: float = 1.2) -> QGraphicsPathItem:
    item = QGraphicsPathItem(grid_path(fit, hexes))
    pen = QPen(QColor(colour))
    pen.setCosmetic(True)
    pen.setWidthF(width)
    item.setPen(pen)
    return item
