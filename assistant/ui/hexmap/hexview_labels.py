"""Labels on the hex map that never cover each other, a counter, or the thing they name.

Every label the view draws (:meth:`HexView.add_label`: place names, the A and B tags, the distance and
sight answers, line titles) keeps its size on screen whatever the zoom, so where it may go depends on
the zoom: :func:`place_labels` runs again after every zoom, pan, resize and change of labels. It takes
the labels most important first (the measurement's tags and answer, then lines, then towns, then minor
names) and gives each the first free spot among candidates around what it names (the spot the board
asked for first, then right, left, above, below and the corners, further out ring by ring): free means
inside the view, clear of every label already placed, and clear of every counter, marker and place dot
(all in viewport pixels, as drawn). A label that finds no free spot is shortened word by word ("…", the
whole text stays in its tool tip); a minor one that still cannot fit is hidden. The measurement's own
tags are never hidden: they take the least crowded spot.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QPainter
from PySide6.QtWidgets import QGraphicsItem, QGraphicsSimpleTextItem

GAP_PX = 2.0          # the least room between two labels, and between a label and a counter
EDGE_PX = 2.0         # and between a label and the edge of the view
RINGS = 3             # how far out the candidate spots go (rings of label heights)
MUST_RINGS = 12       # and for the measurement's answers, which must find a spot
MUST_SHOW = 100.0     # a label of this priority or more is never hidden (the measurement's answers)


class _Label(QGraphicsSimpleTextItem):
    """Screen-sized text with a pale box behind it, at a scene point (its anchor) plus an offset in
    pixels that the placement chooses."""

    def __init__(self, text: str, colour: QColor, background: QColor | None, bold: bool, point_size: int):
        super().__init__(text)
        f = QFont()
        f.setPointSize(point_size)
        f.setBold(bold)
        self.setFont(f)
        self.setBrush(QBrush(colour))
        self._bg = background
        self._off = QPointF(0, 0)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIgnoresTransformations, True)
        self.min_hex_px = 0.0
        self.full_text = text
        self.first_offset = QPointF(0, 0)   # where the board asked for it (tried first)
        self.priority = 0.0
        self.clear_radius = 0.0             # scene units around the anchor kept clear (the dot, the hex)
        self.shortenable = True
        self.placed = True
        self.setToolTip(text)

    def text_width(self) -> float:
        return super().boundingRect().width()

    def text_height(self) -> float:
        return super().boundingRect().height()

    def setOffset(self, dx: float, dy: float) -> None:  # noqa: N802
        self.prepareGeometryChange()
        self._off = QPointF(dx, dy)

    def offset(self) -> QPointF:
        return QPointF(self._off)

    def boundingRect(self) -> QRectF:  # noqa: N802
        return super().boundingRect().translated(self._off).adjusted(-3, -1, 3, 1)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.save()
        if self._bg is not None:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QBrush(self._bg))
            painter.drawRoundedRect(super().boundingRect().translated(self._off).adjusted(-3, -1, 3, 1), 3, 3)
        painter.translate(self._off)
        super().paint(painter, option, widget)
        painter.restore()


def label_rect(view, label: _Label) -> QRectF:
    """The label's box in viewport pixels, as drawn."""
    p = view.viewportTransform().map(label.pos())
    return label.boundingRect().translated(p)


def _box(w: float, h: float, dx: float, dy: float, p: QPointF) -> QRectF:
    """A label box (text w x h, drawn at offset dx, dy from p) with the painted padding."""
    return QRectF(p.x() + dx - 3, p.y() + dy - 1, w + 6, h + 2)


def candidates(label: _Label, p: QPointF, r: float, w: float, h: float) -> list[tuple[float, float]]:
    """Text offsets to try, nearest first: the board's own, then around a keep-clear radius r."""
    rings = MUST_RINGS if label.priority >= MUST_SHOW else RINGS
    out = [(label.first_offset.x(), label.first_offset.y())]
    if r <= 0.5:
        out.append((-w / 2, -h / 2))
    pad_w, pad_h = 3 + GAP_PX, 1 + GAP_PX
    for ring in range(rings):
        g = r + ring * (h + 2 * pad_h)
        d = g * 0.72
        out += [
            (g + pad_w, -h / 2), (-g - w - pad_w, -h / 2),                   # right, left
            (-w / 2, -g - h - pad_h), (-w / 2, g + pad_h),                   # above, below
            (d + pad_w, -d - h - pad_h), (d + pad_w, d + pad_h),             # upper / lower right
            (-d - w - pad_w, -d - h - pad_h), (-d - w - pad_w, d + pad_h),   # upper / lower left
        ]
    return out


def shorter_texts(text: str) -> list[str]:
    """The text cut word by word from the end, each ending in "…"."""
    words = text.replace("…", "").split()
    return [" ".join(words[:k]).rstrip(" ,;:-—(") + "…" for k in range(len(words) - 1, 0, -1)]


def _overlap(a: QRectF, b: QRectF) -> float:
    r = a.intersected(b)
    return r.width() * r.height() if r.isValid() else 0.0


def place_labels(view, labels: list[_Label], obstacles: list[QRectF]) -> None:
    """Place (or shorten, or hide) every label; see the module's docstring. ``obstacles`` are the
    counters', markers' and place dots' boxes in viewport pixels."""
    area = QRectF(view.viewport().rect()).adjusted(EDGE_PX, EDGE_PX, -EDGE_PX, -EDGE_PX)
    scale = view.transform().m11()
    hex_px = view.hex_px()
    taken: list[QRectF] = []
    walls = [o.adjusted(-GAP_PX / 2, -GAP_PX / 2, GAP_PX / 2, GAP_PX / 2) for o in obstacles]
    for label in sorted(labels, key=lambda lb: -lb.priority):
        if label.text() != label.full_text:
            label.setText(label.full_text)
        if hex_px < label.min_hex_px:
            label.placed = False
            label.setVisible(False)
            continue
        p = view.viewportTransform().map(label.pos())
        if not area.contains(p):
            label.placed = False
            label.setVisible(False)
            continue
        r = label.clear_radius * scale
        texts = [label.full_text] + (shorter_texts(label.full_text) if label.shortenable else [])
        spot = None
        for text in texts:
            if text != label.text():
                label.setText(text)
            w, h = label.text_width(), label.text_height()
            for dx, dy in candidates(label, p, r, w, h):
                box = _box(w, h, dx, dy, p)
                grown = box.adjusted(-GAP_PX / 2, -GAP_PX / 2, GAP_PX / 2, GAP_PX / 2)
                if (area.contains(box) and not any(grown.intersects(t) for t in taken)
                        and not any(grown.intersects(o) for o in walls)):
                    spot = (dx, dy, box)
                    break
            if spot is not None:
                break
        if spot is None and label.priority >= MUST_SHOW:
            label.setText(label.full_text)
            w, h = label.text_width(), label.text_height()
            best = None
            for dx, dy in candidates(label, p, r, w, h):
                box = _box(w, h, dx, dy, p)
                cost = (0.0 if area.contains(box) else 1e9) + sum(_overlap(box, t) for t in taken) * 10 \
                    + sum(_overlap(box, o) for o in walls)
                if best is None or cost < best[0]:
                    best = (cost, dx, dy, box)
            spot = best[1:]
        if spot is None:
            label.setText(label.full_text)
            label.placed = False
            label.setVisible(False)
            continue
        dx, dy, box = spot
        label.setOffset(dx, dy)
        label.placed = True
        label.setVisible(True)
        taken.append(box.adjusted(-GAP_PX / 2, -GAP_PX / 2, GAP_PX / 2, GAP_PX / 2))
