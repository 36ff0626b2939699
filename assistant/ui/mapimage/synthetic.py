"""A synthetic "printed map" for tests, the benchmark and the README screenshot: a hex grid drawn at a
known size, rotation and origin (and optionally seen at an angle), with every hex's number printed and
a few patches of colour, so the calibration has something real-looking to find. Never a real map."""

from __future__ import annotations

import math

import numpy as np
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QImage, QPainter, QPen, QPolygonF

from .scan_item import qtransform

PAPER = QColor("#efe4c8")
INK = QColor("#4e4a3f")
PATCHES = ("#a5d6a7", "#90caf9", "#ffcc80", "#bcaaa4")


class SyntheticScan:
    """Map units (the core's hex-size units, y north) -> image pixels: ``u = a x + b y + tx``,
    ``v = b x - a y + ty`` (the calibration's own model), then an optional perspective ``persp``."""

    def __init__(self, hexmap, size_px: float, rot_deg: float, origin: tuple[float, float],
                 persp: np.ndarray | None = None):
        self.map = hexmap
        t = math.radians(rot_deg)
        self.a, self.b = size_px * math.cos(t), size_px * math.sin(t)
        self.origin = origin
        self.persp = np.eye(3) if persp is None else np.asarray(persp, dtype=float)

    def matrix(self) -> np.ndarray:
        s = np.array([[self.a, self.b, self.origin[0]], [self.b, -self.a, self.origin[1]], [0, 0, 1.0]])
        return self.persp @ s

    def pixel(self, label: str) -> tuple[float, float]:
        x, y = self.map.center(self.map.parse(label))
        p = self.matrix() @ np.array([x, y, 1.0])
        return float(p[0] / p[2]), float(p[1] / p[2])

    def draw(self, width: int, height: int, numbers: bool = True) -> QImage:
        img = QImage(width, height, QImage.Format.Format_RGB32)
        img.fill(QColor("#6d6a64"))
        p = QPainter(img)
        p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        p.setTransform(qtransform(self.matrix()))
        start = 0.0 if self.map.orientation == "flat" else 30.0
        corners = [QPointF(math.cos(math.radians(start + 60 * i)), math.sin(math.radians(start + 60 * i)))
                   for i in range(6)]
        pen = QPen(INK)
        pen.setWidthF(0.06)
        p.setPen(pen)
        font = QFont("Sans")
        font.setPixelSize(40)
        for h in self.map.all_hexes():
            cx, cy = self.map.center(h)
            col, row = self.map.to_offset(h)
            patch = (col * 7 + row * 3) % 23
            p.setBrush(QBrush(QColor(PATCHES[patch % 4]) if patch < 4 else PAPER))
            p.drawPolygon(QPolygonF([QPointF(cx + c.x(), cy + c.y()) for c in corners]))
            if numbers:
                p.save()
                p.translate(cx, cy)
                p.scale(0.011, -0.011)      # text upright on the printed map (y north)
                p.setPen(INK)
                p.setFont(font)
                p.drawText(QRectF(-80, -75, 160, 50), int(Qt.AlignmentFlag.AlignCenter), self.map.label(h))
                p.restore()
                p.setPen(pen)
        p.end()
        return img
