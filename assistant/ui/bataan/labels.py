"""Where the board's tags go, in viewport pixels: each tag tries places around its point (nearest first)
and takes the one that covers no label placed before it, no terrain name, neither the legend nor the
scale bar, and none of the figures any tag names, covering as few other figures as it can (its leader
line crossing no other label); a tag that fits nowhere whole is shortened (its first lines, the rest left
to the Measure panel), and one that even so would cover a label or a named figure is folded away. Run again on every zoom, pan,
resize and answer, so what the referee reads is never hidden. Plain (x0, y0, x1, y1) tuples inside: this
runs on every pan."""

from __future__ import annotations

from bisect import bisect_left, bisect_right

from PySide6.QtCore import QPointF, QRectF

GAPS = (10.0, 26.0, 48.0, 80.0, 120.0, 170.0, 230.0, 300.0)
DIRECTIONS = ((1, 1), (1, -1), (-1, 1), (-1, -1), (1, 0), (-1, 0), (0, 1), (0, -1))
PAD = 3.0
GAP_WEIGHT = 6.0            # a pixel further from the point costs as much as 6 px² of a figure covered
GRID = (32.0, 20.0)         # the last-resort search over the whole viewport


def _box(r: QRectF) -> tuple[float, float, float, float]:
    return (r.left(), r.top(), r.right(), r.bottom())


def _area(a, b) -> float:
    w = min(a[2], b[2]) - max(a[0], b[0])
    if w <= 0:
        return 0.0
    h = min(a[3], b[3]) - max(a[1], b[1])
    return w * h if h > 0 else 0.0


def _outside(box, vp) -> float:
    return (box[2] - box[0]) * (box[3] - box[1]) - _area(box, vp)


def _leader_crossings(ax: float, ay: float, box, boxes) -> int:
    """How many of ``boxes`` the leader from (ax, ay) to ``box``'s nearest point passes through."""
    if box[0] - 14 <= ax <= box[2] + 14 and box[1] - 14 <= ay <= box[3] + 14:
        return 0
    ex, ey = min(max(ax, box[0]), box[2]), min(max(ay, box[1]), box[3])
    hit = 0
    for r in boxes:
        for k in range(1, 12):
            t = k / 12
            x, y = ax + (ex - ax) * t, ay + (ey - ay) * t
            if r[0] <= x <= r[2] and r[1] <= y <= r[3]:
                hit += 1
                break
    return hit


def _rings(w: float, h: float):
    for g in GAPS:
        for dx, dy in DIRECTIONS:
            yield g, (g if dx > 0 else (-g - w if dx < 0 else -w / 2)), (g if dy > 0 else (-g - h if dy < 0 else -h / 2))


def _grid(w: float, h: float, ax: float, ay: float, vp):
    out = []
    y = vp[1]
    while y + h <= vp[3]:
        x = vp[0]
        while x + w <= vp[2]:
            ox, oy = x - ax, y - ay
            out.append((abs(ox + w / 2) + abs(oy + h / 2), ox, oy))
            x += GRID[0]
        y += GRID[1]
    out.sort()
    return out


def best_place(anchor: QPointF, w: float, h: float, vp: QRectF, hard: list[QRectF], named: list[QRectF],
               others: list[QRectF]) -> tuple[float, QPointF]:
    """(how badly the best place still covers what it must not, its offset from ``anchor``) for a ``w`` x
    ``h`` box: 1e6 per px² over another label, the legend, the scale bar, a terrain name or off screen,
    1 per px² over a named figure."""
    ax, ay = anchor.x(), anchor.y()
    inner = (vp.left() + PAD, vp.top() + PAD, vp.right() - PAD, vp.bottom() - PAD)
    hard_t = [_box(r) for r in hard]
    named_t = [_box(r) for r in named]
    reach = GAPS[-1] + w + h
    near = sorted(b for b in (_box(r) for r in others) if abs(b[0] - ax) < reach and abs(b[1] - ay) < reach)
    near_x = [b[0] for b in near]
    widest = max((b[2] - b[0] for b in near), default=0.0)

    def covered(box) -> float:
        """px² of the figures near the point under ``box`` (only those whose left edge can reach it)."""
        lo = bisect_left(near_x, box[0] - widest)
        hi = bisect_right(near_x, box[2])
        return sum(_area(box, near[k]) for k in range(lo, hi))
    best = ((float("inf"),) * 3, 12.0, 12.0)

    def score(gap, ox, oy):
        box = (ax + ox, ay + oy, ax + ox + w, ay + oy + h)
        pad = (box[0] - PAD, box[1] - PAD, box[2] + PAD, box[3] + PAD)
        worst = _outside(box, inner) + sum(_area(pad, r) for r in hard_t)
        if worst > best[0][0]:
            return None
        named_cover = sum(_area(box, r) for r in named_t)
        soft = covered(box) + gap * GAP_WEIGHT + _leader_crossings(ax, ay, box, hard_t) * 4000
        return worst, named_cover, soft

    for gap, ox, oy in _rings(w, h):
        s = score(gap, ox, oy)
        if s is not None and s < best[0]:
            best = (s, ox, oy)
            if s[0] == 0 and s[1] == 0 and s[2] == gap * GAP_WEIGHT:      # nothing covered, nothing crossed
                break
    if best[0][0] > 0:                          # nothing near the point is clear: anywhere on screen
        for gap, ox, oy in _grid(w, h, ax, ay, inner):
            s = score(gap, ox, oy)
            if s is not None and s < best[0]:
                best = (s, ox, oy)
                if s[0] == 0:
                    break
    (worst, named_cover, _soft), ox, oy = best
    return worst * 1e6 + named_cover, QPointF(ox, oy)


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
    named = [figures[f] for f in spoken if f in figures]
    others = [r for f, r in figures.items() if f not in spoken]
    for tag in tags:
        anchor = QPointF(view.mapFromScene(tag.scenePos()))
        hard = furniture + placed
        choice = None
        n = len(tag.lines)
        for shown in sorted({n, max(1, n // 2), 1}, reverse=True):   # whole, half, the first line
            w, h = tag.size_for(shown)
            bad, off = best_place(anchor, w, h, vp, hard, named, others)
            if choice is None or bad < choice[0]:
                choice = (bad, shown, off)
            if bad == 0:
                break
        bad, shown, off = choice
        if bad > 0:
            shown = 0                           # fits nowhere on this screen: folded away (the panel has it)
        if shown != tag.shown or off != tag.offset:
            tag.show(shown, off)
        if shown:
            placed.append(tag.box().translated(anchor))
    return placed
