"""Where the board's labels may go without covering each other: a grid of buckets over the rectangles
already taken, so placing n labels looks at the few rectangles near each one instead of all of them
(the old scan over every taken rectangle made a 5,000-town board take minutes to draw).

Plain numbers (x0, y0, x1, y1) in view pixels; no Qt, so the benchmark can run it alone
(``benchmarks/bench_network_import.py``)."""

from __future__ import annotations

from math import floor
from typing import Iterable

Rect = tuple[float, float, float, float]      # x0, y0, x1, y1 with x0 <= x1, y0 <= y1


def overlap_area(a: Rect, b: Rect) -> float:
    w = min(a[2], b[2]) - max(a[0], b[0])
    h = min(a[3], b[3]) - max(a[1], b[1])
    return w * h if w > 0 and h > 0 else 0.0


class RectIndex:
    """Rectangles bucketed by grid cell (``cell`` pixels a side); ``overlap(r)`` is the area of ``r``
    covered by the rectangles added, counted per rectangle as the plain scan did."""

    def __init__(self, rects: Iterable[Rect] = (), cell: float = 64.0):
        self.cell = float(cell)
        self.rects: list[Rect] = []
        self.buckets: dict[tuple[int, int], list[int]] = {}
        for r in rects:
            self.add(r)

    def _cells(self, r: Rect) -> Iterable[tuple[int, int]]:
        c = self.cell
        for i in range(floor(r[0] / c), floor(r[2] / c) + 1):
            for j in range(floor(r[1] / c), floor(r[3] / c) + 1):
                yield i, j

    def add(self, r: Rect) -> None:
        k = len(self.rects)
        self.rects.append(r)
        for key in self._cells(r):
            self.buckets.setdefault(key, []).append(k)

    def overlap(self, r: Rect, limit: float = float("inf")) -> float:
        """The area of ``r`` the rectangles cover, counted once per rectangle; the sum stops as soon as it
        reaches ``limit`` (a candidate already as covered as the best one, or hopelessly covered, needs no
        exact figure: this keeps a crowded board fast)."""
        seen: set[int] = set()
        total = 0.0
        x0, y0, x1, y1 = r
        rects = self.rects
        for key in self._cells(r):
            for k in self.buckets.get(key, ()):
                if k in seen:
                    continue
                seen.add(k)
                t = rects[k]
                w = (x1 if x1 < t[2] else t[2]) - (x0 if x0 > t[0] else t[0])
                if w > 0:
                    h = (y1 if y1 < t[3] else t[3]) - (y0 if y0 > t[1] else t[1])
                    if h > 0:
                        total += w * h
                        if total >= limit:
                            return total
        return total


    def hits(self, r: Rect) -> bool:
        """Whether any rectangle added overlaps ``r`` (with some area): the placement's question, answered
        at the first overlap found."""
        x0, y0, x1, y1 = r
        c, rects, buckets = self.cell, self.rects, self.buckets
        for i in range(floor(x0 / c), floor(x1 / c) + 1):
            for j in range(floor(y0 / c), floor(y1 / c) + 1):
                for k in buckets.get((i, j), ()):
                    t = rects[k]
                    if x0 < t[2] and t[0] < x1 and y0 < t[3] and t[1] < y1:
                        return True
        return False


CROWDED = 3.0
"""A candidate place covered by more than this many times its own area counts as simply crowded."""


def choice_limit(r: Rect, best: float | None) -> float:
    """Where :meth:`RectIndex.overlap` may stop for candidate ``r`` when the best so far costs ``best``."""
    cap = CROWDED * (r[2] - r[0]) * (r[3] - r[1])
    return cap if best is None else min(best, cap)


def plain_overlap(rects: list[Rect], r: Rect) -> float:
    """The old way: every rectangle taken so far (kept for the benchmark and the test that they agree)."""
    return sum(overlap_area(r, t) for t in rects)
