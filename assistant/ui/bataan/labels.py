"""Where the board's tags go, in viewport pixels: each tag tries places around its point (nearest first)
and takes the one that covers no label placed before it, no terrain name, neither the legend nor the
scale bar, and none of the figures it names, covering as few other figures as it can; a tag that fits
nowhere is shortened (its first lines, the rest left to the Measure panel). Run again on every zoom, pan,
resize and answer, so what the referee reads is never hidden."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF

GAPS = (10.0, 26.0, 48.0, 80.0, 120.0, 170.0, 230.0, 300.0)
DIRECTIONS = ((1, 1), (1, -1), (-1, 1), (-1, -1), (1, 0), (-1, 0), (0, 1), (0, -1))
PAD = 3.0


def _area(a: QRectF, b: QRectF) -> float:
    r = a.intersected(b)
    return max(r.width(), 0.0) * max(r.height(), 0.0)


def _outside(box: QRectF, vp: QRectF) -> float:
    return box.width() * box.height() - _area(box, vp)


def _candidates(w: float, h: float, anchor: QPointF, vp: QRectF):
    for g in GAPS:
        for dx, dy in DIRECTIONS:
            ox = g if dx > 0 else (-g - w if dx < 0 else -w / 2)
            oy = g if dy > 0 else (-g - h if dy < 0 else -h / 2)
            yield g, QPointF(ox, oy)
    yield None, None
    # last resort: anywhere in the viewport on a coarse grid, nearest first (with a leader line)
    grid = []
    y = vp.top() + PAD
    while y + h <= vp.bottom() - PAD:
        x = vp.left() + PAD
        while x + w <= vp.right() - PAD:
            ox, oy = x - anchor.x(), y - anchor.y()
            grid.append((abs(ox + w / 2) + abs(oy + h / 2), QPointF(ox, oy)))
            x += 32
        y += 20
    grid.sort(key=lambda g: g[0])
    yield from grid


def best_place(anchor: QPointF, w: float, h: float, vp: QRectF, hard: list[QRectF], named: list[QRectF],
               others: list[QRectF]) -> tuple[float, QPointF]:
    """(what still overlaps what it must not, offset) of the best place for a ``w`` x ``h`` box."""
    inner = vp.adjusted(PAD, PAD, -PAD, -PAD)
    best = ((float("inf"),) * 3, QPointF(12, 12))
    reach = GAPS[-1] + w + h
    near = [r for r in others if abs(r.center().x() - anchor.x()) < reach and abs(r.center().y() - anchor.y()) < reach]
    for gap, off in _candidates(w, h, anchor, inner):
        if gap is None:
            if best[0][0] == 0:
                break                           # a place near the point covers no label: no grid search
            continue
        box = QRectF(anchor.x() + off.x(), anchor.y() + off.y(), w, h)
        pad = box.adjusted(-PAD, -PAD, PAD, PAD)
        worst = _outside(box, inner) + sum(_area(pad, r) for r in hard)
        named_cover = sum(_area(box, r) for r in named)
        soft = sum(_area(box, r) for r in near) + gap
        score = (worst, named_cover, soft)
        if score < best[0]:
            best = (score, off)
            if worst == 0 and named_cover == 0 and soft == gap:
                break                           # nothing covered at the nearest free place
    (worst, named_cover, _soft), off = best
    return worst * 1e6 + named_cover, off


def place_tags(tags, view, furniture: list[QRectF], figures: dict[str, QRectF]) -> list[QRectF]:
    """Place each visible tag of ``tags`` (in order, the first gets the best place); returns the boxes
    drawn (viewport pixels). ``furniture``: the legend, the scale bar and the terrain names on screen;
    ``figures``: each figure's on-screen rectangle."""
    vp = QRectF(view.viewport().rect())
    placed: list[QRectF] = []
    tags = [t for t in tags if t.lines and t.isVisible()]
    for t in tags:
        if t.shown == 0:
            t.show(len(t.lines))               # tried whole again after a zoom or resize
    spoken = {f for t in tags for f in t.names}          # no tag covers a figure any tag speaks of
    for tag in tags:
        if not tag.lines or not tag.isVisible():
            continue
        anchor = QPointF(view.mapFromScene(tag.scenePos()))
        named = [figures[f] for f in spoken if f in figures]
        others = [r for f, r in figures.items() if f not in spoken]
        hard = furniture + placed
        choice = None
        for shown in range(len(tag.lines), 0, -1):
            w, h = tag.size_for(shown)
            bad, off = best_place(anchor, w, h, vp, hard, named, others)
            if choice is None or bad < choice[0]:
                choice = (bad, shown, off)
            if bad == 0:
                break
        bad, shown, off = choice
        if bad >= 1e6:
            shown = 0                           # fits nowhere on this screen: folded away (the panel has it)
        if shown != tag.shown or off != tag.offset:
            tag.show(shown, off)
        if shown:
            placed.append(tag.box().translated(anchor))
    return placed
