"""What the Bataan referee sees before an action (Qt-free): the exact odds of a fire or a throw, what a
finished drag means for each figure, and a proposed Banzai run."""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from .fire import FireDice, FireOdds, Target, TargetCheck
from .grenades import ThrowCheck
from .sequence import MoveMode


def pct(p: Fraction) -> str:
    return f"{float(p) * 100:.1f}%"


@dataclass(frozen=True)
class FirePreview:
    firers: tuple[str, ...]
    target: str
    dice: FireDice
    odds: FireOdds
    checks: tuple[tuple[str, TargetCheck], ...]
    problems: tuple[str, ...]               # empty: the fire is legal
    wound_odds: dict[str, Fraction] | None  # American target: the wound chart's bands
    visible: tuple[Target, ...]
    kill_odds: dict[str, Fraction] | None = None   # Japanese target: how many the fire kills on this board

    @property
    def ok(self) -> bool:
        return not self.problems

    def lines(self) -> list[str]:
        n = self.dice.dice
        out = [f"{n} {'die' if n == 1 else 'dice'} at {self.target}"] + list(self.dice.reasons)
        out += [f"{fid}: {r}" for fid, c in self.checks for r in c.reasons]
        if self.dice.dice:
            out.append("chance of hits: " + ", ".join(f"{k}: {pct(p)}" for k, p in enumerate(self.odds.hits)))
            out.append(f"at least one hit: {pct(self.odds.at_least_one)}")
        if self.kill_odds:
            out.append("what the fire does here: " + ", ".join(f"{k} {pct(p)}" for k, p in self.kill_odds.items()))
        if self.wound_odds:
            out.append("each hit rolls the wound chart: " + ", ".join(
                f"{k} {pct(v)}" for k, v in self.wound_odds.items()))
        out += [f"not allowed: {p}" for p in self.problems]
        return out


@dataclass(frozen=True)
class ThrowPreview:
    thrower: str
    point: tuple[float, float]
    knee_mortar: bool
    check: ThrowCheck
    in_blast: tuple[str, ...]                # Japanese within 3" (American throw) / first and second American
    chances: dict[str, Fraction]             # the chart's outcome -> chance
    problems: tuple[str, ...]

    @property
    def ok(self) -> bool:
        return not self.problems

    def lines(self) -> list[str]:
        what = "knee mortar" if self.knee_mortar else "grenade"
        out = [f"{self.thrower}: {what} at ({self.point[0]:.1f}, {self.point[1]:.1f})"] + list(self.check.reasons)
        out.append("in the blast: " + (", ".join(self.in_blast) or "nobody"))
        out.append("chances: " + ", ".join(f"{k} {pct(v)}" for k, v in self.chances.items()))
        out += [f"not allowed: {p}" for p in self.problems]
        return out


@dataclass(frozen=True)
class DragMove:
    """One figure of a finished drag, as the movement rules read it (III, B7, B8)."""

    figure: str
    to: tuple[float, float]
    mode: MoveMode | None            # the mode the distance implies (None: no record)
    cost_in: float                   # this drag's terrain-weighted cost (B7)
    total_in: float                  # with what it already moved this turn
    modes: tuple[MoveMode, ...]      # the modes whose allowance covers it, cheapest first
    ask: bool                        # too close to call between walk and run (B28): the referee picks
    note: str = ""
    problem: str = ""                # refuses the drag

    @property
    def records(self) -> bool:
        return self.mode is not None


@dataclass(frozen=True)
class ProposedMove:
    """A Banzai run proposed for one Japanese figure (VI.D)."""

    figure: str
    target: str | None
    start: tuple[float, float]
    end: tuple[float, float]
    cost_in: float
    length_in: float
    contact: bool                    # ends in base contact with its target
    reason: str

    @property
    def moves(self) -> bool:
        return self.length_in > 1e-6
