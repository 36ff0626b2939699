"""Matching the bases found to the figures the game knows (issue 24.2): per group a minimum-cost
assignment (scipy's ``linear_sum_assignment``) by least movement, each figure to a base of its role
(a base whose dot reads as another role, or none, costs ``ROLE_PENALTY`` more: a dot misread costs one
figure its identity at worst, and is flagged with a lower confidence), so interchangeable riflemen keep
their identities; a match further than the figure's allowance is kept but flagged ``too far`` (never
accepted silently). Figures not found and bases not matched are listed.
Figures not on the photo (hidden Americans, the dead) are never moved: they stay ``not found``."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Iterable, Mapping

import numpy as np

from .bases import FoundBase
from .colours import Palette, group_key

UNCHANGED_IN = 0.25               # a base this close to where the figure was has not moved
FAR_PENALTY = 1000.0              # the assignment takes any match within the allowance first
ROLE_PENALTY = 8.0                # inches a figure would rather move than take a base marked for another role


@dataclass(frozen=True)
class Known:
    """A figure the game knows: where it is, its group and role class, how far it may have moved
    (its allowance in inches) and whether it should be on the photo at all."""

    id: str
    x: float
    y: float
    group: str
    role: str
    allowance_in: float
    on_photo: bool = True


@dataclass(frozen=True)
class FigureReading:
    """Where the photo puts a figure: ``status`` is unchanged, moved, too far or not found (x, y None)."""

    id: str
    x: float | None
    y: float | None
    status: str
    moved_in: float | None
    confidence: float
    was: tuple[float, float] = (0.0, 0.0)
    note: str = ""
    problem: str = ""                 # why the game's own move check refuses it (flagged, never ticked)

    @property
    def moves(self) -> bool:
        return self.status in ("moved", "too far")

    def to_json(self) -> dict:
        r = (lambda v: None if v is None else round(float(v), 3))
        return {"id": self.id, "x": r(self.x), "y": r(self.y), "status": self.status, "moved_in": r(self.moved_in),
                "confidence": round(float(self.confidence), 3)}


def known_figures(figures: Iterable, palette: Palette, allowance: Mapping[str, float] | None = None,
                  default_allowance_in: float = 8.0) -> list[Known]:
    """The table's figures as the matcher sees them: the dead and hidden Americans are not on the photo."""
    out = []
    for f in figures:
        on = f.alive and not (f.side == "american" and not f.revealed)
        allow = default_allowance_in if allowance is None else float(allowance.get(f.id, 0.0))
        out.append(Known(f.id, f.x, f.y, group_key(f.side, f.unit), palette.role_class(f.role), allow, on))
    return out


def _assign(figs: list[Known], found: list[FoundBase]) -> list[tuple[int, int, float]]:
    """A minimum-cost assignment of one group's figures to its bases: the cost is the distance moved,
    plus ``ROLE_PENALTY`` where the base's role mark is not the figure's (a dot misread or hidden costs a
    little, never a swap of two figures that read right), plus ``FAR_PENALTY`` past the allowance; a tank
    never takes a foot base nor a foot figure the tank's."""
    from scipy.optimize import linear_sum_assignment

    if not figs or not found:
        return []
    a = np.array([(f.x, f.y) for f in figs])
    b = np.array([(d.x, d.y) for d in found])
    dist = np.hypot(a[:, None, 0] - b[None, :, 0], a[:, None, 1] - b[None, :, 1])
    allow = np.array([f.allowance_in for f in figs])[:, None]
    fr = np.array([f.role for f in figs], dtype=object)[:, None]
    br = np.array([d.role for d in found], dtype=object)[None, :]
    tank = (fr == "tank") != (br == "tank")
    cost = (dist + np.where(dist > allow + UNCHANGED_IN, FAR_PENALTY, 0.0) + np.where(fr != br, ROLE_PENALTY, 0.0)
            + np.where(tank, 100 * FAR_PENALTY, 0.0))
    rows, cols = linear_sum_assignment(cost)
    return [(int(i), int(j), float(dist[i, j])) for i, j in zip(rows, cols) if not tank[i, j]]


def match(known: list[Known], found: list[FoundBase]) -> tuple[list[FigureReading], list[FoundBase]]:
    """(every known figure's reading, in the order given; the bases no figure was matched to)."""
    result: dict[str, FigureReading] = {}
    used: set[int] = set()

    def take(pairs, figs, dets, idx, penalty: float, note: str) -> None:
        for i, j, d in pairs:
            f, det = figs[i], dets[j]
            if d <= UNCHANGED_IN:
                status = "unchanged"
            elif d <= f.allowance_in + UNCHANGED_IN:
                status = "moved"
            else:
                status = "too far"
            conf = det.confidence * penalty * (1.0 if status != "too far" else 0.3)
            result[f.id] = FigureReading(f.id, det.x, det.y, status, d, conf, (f.x, f.y), note)
            used.add(idx[j])

    on = [f for f in known if f.on_photo]
    for g in sorted({f.group for f in on}):
        figs = [f for f in on if f.group == g]
        idx = [j for j, d in enumerate(found) if d.group == g]
        dets = [found[j] for j in idx]
        for i, j, d in _assign(figs, dets):
            same = figs[i].role == dets[j].role
            take([(i, j, d)], figs, dets, idx, 1.0 if same else 0.5,
                 "" if same else "matched across role marks (its dot not read as its role)")
    readings = []
    for f in known:
        if f.id in result:
            readings.append(result[f.id])
        else:
            why = "not on the photo (hidden or dead): kept where it is" if not f.on_photo else "no base of its group found"
            readings.append(FigureReading(f.id, None, None, "not found", None, 0.0, (f.x, f.y), why))
    return readings, [d for j, d in enumerate(found) if j not in used]
