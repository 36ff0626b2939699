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

    def draw(self, width: int, height: int, numbers: bool = True, fills: dict[str, str] | None = None) -> QImage:
        """The scan: paper with a few patches, or each hex filled with ``fills[its number]`` (a colour;
        hexes not in it are paper)."""
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
            if fills is not None:
                p.setBrush(QBrush(QColor(fills.get(self.map.label(h), PAPER.name()))))
            else:
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


def to_rgb(img: QImage) -> np.ndarray:
    """An (h, w, 3) uint8 RGB copy of ``img``."""
    img = img.convertToFormat(QImage.Format.Format_RGB888)
    w, h, stride = img.width(), img.height(), img.bytesPerLine()
    buf = np.frombuffer(img.constBits(), dtype=np.uint8, count=stride * h).reshape(h, stride)
    return buf[:, :w * 3].reshape(h, w, 3).copy()


def printed_look(rgb: np.ndarray, seed: int = 0, noise: float = 10.0, blur: float = 1.2,
                 quality: int = 75) -> np.ndarray:
    """A drawn map made to look scanned: paper grain (Gaussian noise of ``noise`` levels), a blur of
    ``blur`` px and a JPEG round trip at ``quality`` (issue 23.2's benchmark and tests)."""
    import cv2

    rng = np.random.default_rng(seed)
    out = rgb.astype(np.float32) + rng.normal(0.0, noise, rgb.shape).astype(np.float32)
    out = np.clip(out, 0, 255).astype(np.uint8)
    if blur > 0:
        out = cv2.GaussianBlur(out, (0, 0), blur)
    ok, data = cv2.imencode(".jpg", cv2.cvtColor(out, cv2.COLOR_RGB2BGR), [cv2.IMWRITE_JPEG_QUALITY, quality])
    assert ok
    return cv2.cvtColor(cv2.imdecode(data, cv2.IMREAD_COLOR), cv2.COLOR_BGR2RGB)


def patchy_terrain(hexmap, kinds: tuple[str, ...], seed: int = 0, patches: int = 40) -> dict[str, str]:
    """Known terrain for a synthetic scan: ``patches`` random seeds, each hex the kind of its nearest
    seed (patches of terrain as on a printed map, not a salt-and-pepper of hexes)."""
    rng = np.random.default_rng(seed)
    cells = [(hexmap.label(h), *hexmap.center(h)) for h in hexmap.all_hexes()]
    xy = np.array([(x, y) for _lb, x, y in cells])
    pick = rng.choice(len(cells), size=min(patches, len(cells)), replace=False)
    seeds = xy[pick]
    kind_of = [kinds[i % len(kinds)] for i in range(len(seeds))]
    rng.shuffle(kind_of)
    near = np.argmin(((xy[:, None, :] - seeds[None, :, :]) ** 2).sum(axis=-1), axis=1)
    return {lb: kind_of[j] for (lb, _x, _y), j in zip(cells, near)}
