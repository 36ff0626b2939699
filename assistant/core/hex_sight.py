"""Hex sight lines decided exactly (ruling T3, the hexside rule), Qt-free.

The line runs from the centre of one hex to the centre of another. It is blocked when it runs
through the *inside* of a blocking hex other than the two end hexes; a line that runs *along* a
hexside (the "hex spine" case) is blocked there only when both hexes sharing that side block; a
line that only touches a corner of a hex is not blocked by it.

Exactness: every hex corner lies at an axial position with thirds in it, so in the integer plane
``X = 3q, Y = 2r + q`` every centre and corner has integer coordinates (a centre ``(3q, 2r+q)``,
its corners at offsets ``(+-2, 0)`` and ``(+-1, +-1)``). That plane is an affine image of the
printed map for either orientation (flat or pointy, see ``assistant.core.hexes``), and affine maps
keep "inside", "on a side", "through a corner" and the order along a line. All tests below are
integer/Fraction arithmetic: no epsilon decides a hexside case.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from typing import Callable, Collection, Iterable

from assistant.core.errors import InputError
from assistant.core.hexes import Hex, HexMap, line
from assistant.core.messages import msg

__all__ = ["Crossing", "SightLine", "sight_line", "entry_hexsides", "crossing", "corners", "clear_pairs"]

# Corner offsets in the integer plane, counter-clockwise; side i runs from corner i to corner i+1.
_CORNERS = ((2, 0), (1, 1), (-1, 1), (-2, 0), (-1, -1), (1, -1))


def _xy(h: Hex) -> tuple[int, int]:
    return 3 * h.q, 2 * h.r + h.q


def corners(h: Hex) -> list[tuple[int, int]]:
    """The six corners of ``h`` in the exact integer plane (counter-clockwise)."""
    x, y = _xy(h)
    return [(x + dx, y + dy) for dx, dy in _CORNERS]


def _across(h: Hex, side: int) -> Hex:
    """The hex across side ``side`` of ``h`` (the side's midpoint mirrored through it)."""
    (ax, ay), (bx, by) = _CORNERS[side], _CORNERS[(side + 1) % 6]
    dx, dy = ax + bx, ay + by           # twice the midpoint offset = the neighbour's centre offset
    q = dx // 3
    return Hex(h.q + q, h.r + (dy - q) // 2)


def _side_values(h: Hex, p: tuple[Fraction, Fraction]) -> list[Fraction]:
    """For each side, the signed cross product: > 0 inside that side's half-plane, 0 on its line."""
    cs = corners(h)
    out = []
    for i in range(6):
        (ax, ay), (bx, by) = cs[i], cs[(i + 1) % 6]
        out.append((bx - ax) * (p[1] - ay) - (by - ay) * (p[0] - ax))
    return out


@dataclass(frozen=True)
class Crossing:
    """How the segment meets one hex: ``kind`` is "inside", "side", "corner" or "miss".

    ``t_in``/``t_out`` are the exact parameters (0 at the source centre, 1 at the target centre)
    where it meets the closed hex; ``side_with`` is the hex across the side it runs along.
    """

    hex: Hex
    kind: str
    t_in: Fraction | None = None
    t_out: Fraction | None = None
    side_with: Hex | None = None


def crossing(source: Hex, target: Hex, h: Hex) -> Crossing:
    """Exactly how the centre-to-centre segment ``source``-``target`` meets hex ``h``."""
    if source == target:
        return Crossing(h, "inside", Fraction(0), Fraction(0)) if h == source else Crossing(h, "miss")
    p0 = _xy(source)
    p1 = _xy(target)
    d = (p1[0] - p0[0], p1[1] - p0[1])
    lo, hi = Fraction(0), Fraction(1)
    cs = corners(h)
    for i in range(6):
        (ax, ay), (bx, by) = cs[i], cs[(i + 1) % 6]
        ex, ey = bx - ax, by - ay
        # inside: ex*(y-ay) - ey*(x-ax) >= 0, with (x, y) = p0 + t d
        c0 = ex * (p0[1] - ay) - ey * (p0[0] - ax)
        c1 = ex * d[1] - ey * d[0]
        if c1 == 0:
            if c0 < 0:
                return Crossing(h, "miss")
            continue
        t = Fraction(-c0, c1)
        if c1 > 0:
            lo = max(lo, t)
        else:
            hi = min(hi, t)
        if lo > hi:
            return Crossing(h, "miss")
    if lo == hi:
        return Crossing(h, "corner", lo, hi)
    tm = (lo + hi) / 2
    mid = (p0[0] + tm * d[0], p0[1] + tm * d[1])
    vals = _side_values(h, mid)
    if all(v > 0 for v in vals):
        return Crossing(h, "inside", lo, hi)
    side = next(i for i, v in enumerate(vals) if v == 0)
    return Crossing(h, "side", lo, hi, _across(h, side))


@dataclass(frozen=True)
class SightLine:
    """The answer for one sight line (ruling T3).

    ``blocked_by`` is the first obstruction from the source: one hex, or the two hexes of a
    hexside that both block; empty when the line is clear. ``obstructions`` lists every one in
    order. ``crossed`` is every hex whose inside the line runs through (both ends included), in
    order; ``hexsides`` every pair of hexes the line runs between along their common side.
    """

    source: Hex
    target: Hex
    clear: bool
    blocked_by: tuple[Hex, ...]
    obstructions: tuple[tuple[Hex, ...], ...]
    crossed: tuple[Hex, ...]
    hexsides: tuple[tuple[Hex, Hex], ...]
    ruling: str = "T3"

    def describe(self, hexmap: HexMap) -> str:
        def lab(h: Hex) -> str:
            return hexmap.label(h) if hexmap.contains(h) else str(h)
        head = f"{lab(self.source)} to {lab(self.target)}"
        if self.clear:
            return f"{head}: clear (T3)"
        what = " and ".join(lab(h) for h in self.blocked_by)
        how = "along the hexside between " if len(self.blocked_by) == 2 else ""
        return f"{head}: blocked {how}{what} (T3)"


def _as_predicate(blocking: Callable[[Hex], bool] | Collection[Hex]) -> Callable[[Hex], bool]:
    if callable(blocking):
        return blocking
    s = set(blocking)
    return lambda h: h in s


def _candidates(source: Hex, target: Hex) -> set[Hex]:
    out: set[Hex] = set()
    for nudge in (1, -1):
        for h in line(source, target, nudge):
            out.add(h)
            out.update(h.neighbors())
    return out


def sight_line(source: Hex, target: Hex,
               blocking: Callable[[Hex], bool] | Collection[Hex]) -> SightLine:
    """Is the line from the centre of ``source`` to the centre of ``target`` clear (T3)?

    ``blocking`` is a set of hexes whose terrain blocks sight, or a predicate on a hex. The two
    end hexes never block.
    """
    if not isinstance(source, Hex) or not isinstance(target, Hex):
        raise InputError(msg("source and target must be hexes"), "sight_line")
    blocks = _as_predicate(blocking)
    if source == target:
        return SightLine(source, target, True, (), (), (source,), ())
    inside: list[tuple[Fraction, Hex]] = []
    sides: dict[frozenset, tuple[Fraction, Hex, Hex]] = {}
    for h in _candidates(source, target):
        c = crossing(source, target, h)
        if c.kind == "inside":
            inside.append((c.t_in, h))
        elif c.kind == "side":
            key = frozenset((h, c.side_with))
            if key not in sides:
                a, b = sorted((h, c.side_with))
                sides[key] = (c.t_in, a, b)
    inside.sort()
    side_list = sorted(sides.values())
    events: list[tuple[Fraction, tuple[Hex, ...]]] = []
    ends = (source, target)
    for t, h in inside:
        if h not in ends and blocks(h):
            events.append((t, (h,)))
    for t, a, b in side_list:
        if a not in ends and b not in ends and blocks(a) and blocks(b):
            events.append((t, (a, b)))
    events.sort(key=lambda e: (e[0], e[1]))
    obstructions = tuple(e[1] for e in events)
    return SightLine(source, target, not obstructions, obstructions[0] if obstructions else (),
                     obstructions, tuple(h for _, h in inside), tuple((a, b) for _, a, b in side_list))


def entry_hexsides(target: Hex, source: Hex) -> tuple[Hex, ...]:
    """The neighbour(s) of ``target`` across the side(s) by which the line from ``source`` enters.

    One neighbour when the line crosses a side; two when it enters through a corner (a hex spine,
    Tarawa 5.0 C); ``()`` when ``source == target``. Also the exit side(s) of the source when the
    arguments are swapped.
    """
    if source == target:
        return ()
    tx, ty = _xy(target)
    sx, sy = _xy(source)
    d = (sx - tx, sy - ty)
    cs = corners(target)
    found = []
    for i in range(6):
        (ax, ay), (bx, by) = cs[i], cs[(i + 1) % 6]
        # the ray target + u*d (u > 0) meets side i at parameter s in [0, 1] along the side
        ex, ey = bx - ax, by - ay
        den = d[0] * ey - d[1] * ex
        if den == 0:
            continue
        u = Fraction((ax - tx) * ey - (ay - ty) * ex, den)
        s = Fraction((ax - tx) * d[1] - (ay - ty) * d[0], den)
        if u > 0 and 0 <= s <= 1:
            found.append(_across(target, i))
    return tuple(dict.fromkeys(found))


def clear_pairs(hexes: Iterable[Hex], blocking: Callable[[Hex], bool] | Collection[Hex]) -> dict:
    """Sight between every pair of ``hexes`` (symmetric): {(a, b): SightLine} with a < b."""
    hs = sorted(set(hexes))
    return {(a, b): sight_line(a, b, blocking) for i, a in enumerate(hs) for b in hs[i + 1:]}
