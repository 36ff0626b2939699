"""Waves: the wave commander (B21), the end of a wave (B19), the next start line (B20), and the
Japanese resurrection (VI.B: everyone returns, the tank never; the 3rd Platoon may hold it back).

Table coordinates: inches, x along the table's length (the Japanese advance toward +x by default),
y across it.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from enum import Enum
from typing import Iterable, Sequence

from assistant.core.errors import InputError

from . import rules
from assistant.core.messages import msg

Point = tuple[float, float]


def wave_commander(wave: int) -> int:
    """B21: wave n is commanded by Japanese platoon ((n - 1) mod 4) + 1."""
    if isinstance(wave, bool) or not isinstance(wave, int) or wave < 1:
        raise InputError(msg("a wave is a whole number from 1, not {0!r}", wave), "wave")
    return (wave - 1) % rules.PLATOONS + 1


# --- end of a wave (B19) -------------------------------------------------------------------

@dataclass(frozen=True)
class JapaneseStatus:
    figure_id: str
    alive: bool = True
    command_exempt: bool = False    # B6: 4th Platoon, snipers, everyone under a Banzai Charge
    in_command: bool = True         # B5 (ignored when exempt)
    can_act: bool = True            # an exempt figure that can still move, fire or fight


@dataclass(frozen=True)
class WaveEndProposal:
    ends: bool
    reason: str
    stuck: tuple[str, ...] = ()     # living figures out of command
    acting: tuple[str, ...] = ()    # living figures that can still act
    needs_confirmation: bool = True
    rulings: tuple[str, ...] = ("B19",)


def propose_wave_end(statuses: Sequence[JapaneseStatus]) -> WaveEndProposal:
    """B19: the wave ends when all the Japanese are dead, or every living figure that must obey command
    is out of command and no exempt figure can act. The referee confirms."""
    living = [s for s in statuses if s.alive]
    if not living:
        return WaveEndProposal(True, "all the Japanese are dead")
    stuck = tuple(s.figure_id for s in living if not s.command_exempt and not s.in_command)
    acting = tuple(s.figure_id for s in living
                   if (s.command_exempt and s.can_act) or (not s.command_exempt and s.in_command))
    if acting:
        return WaveEndProposal(False, f"{len(acting)} Japanese figure(s) can still act", stuck, acting)
    return WaveEndProposal(True, f"all {len(stuck)} living Japanese are out of command and no exempt "
                                 "figure can act", stuck, ())


# --- next start line (B20) -----------------------------------------------------------------

@dataclass(frozen=True)
class StartLine:
    points: tuple[Point, ...]       # a polyline across the table
    basis: str

    def depth_at(self, y: float) -> float:
        """The line's x at ``y`` (piecewise linear; clamped at the ends)."""
        pts = sorted(self.points, key=lambda p: p[1])
        if y <= pts[0][1]:
            return pts[0][0]
        for (x0, y0), (x1, y1) in zip(pts, pts[1:]):
            if y0 <= y <= y1:
                return x0 if y1 == y0 else x0 + (x1 - x0) * (y - y0) / (y1 - y0)
        return pts[-1][0]


def initial_start_line(width_in: float, *, at_x: float = 0.0) -> StartLine:
    return StartLine(((at_x, 0.0), (at_x, width_in)), "the Japanese table edge")


@dataclass(frozen=True)
class StartLineProposal:
    straight: StartLine             # across the table through the furthest living figure
    held_ground: StartLine          # band by band: the furthest living figure in each band
    rulings: tuple[str, ...] = ("B20",)


def propose_start_line(living: Sequence[Point], *, width_in: float, previous: StartLine | None = None,
                       band_in: float = 12.0, direction: int = 1) -> StartLineProposal:
    """B20: proposals from the ground the Japanese held at the wave's end; the referee edits and confirms.

    ``living``: positions of the living Japanese figures. Lines never fall behind ``previous``.
    ``direction`` = +1 when the Japanese advance toward +x, -1 toward -x.
    """
    if width_in <= 0 or band_in <= 0:
        raise InputError(msg("width and band must be positive"), "start line")
    if direction not in (1, -1):
        raise InputError(msg("direction is +1 or -1"), "start line")
    pick = max if direction == 1 else min

    def not_behind(depth: float, y: float) -> float:
        return depth if previous is None else pick(depth, previous.depth_at(y))

    if not living:
        keep = previous or initial_start_line(width_in)
        why = "no Japanese left standing: the previous line"
        return StartLineProposal(StartLine(keep.points, why), StartLine(keep.points, why))
    far = pick(p[0] for p in living)
    rear = (min if direction == 1 else max)(p[0] for p in living)
    straight = StartLine(((float(not_behind(far, 0.0)), 0.0), (float(not_behind(far, width_in)), float(width_in))),
                         "straight across through the furthest living Japanese figure")
    pts: list[Point] = []
    n = max(1, math.ceil(width_in / band_in))
    for i in range(n):
        y0, y1 = i * band_in, min(width_in, (i + 1) * band_in)
        inside = [p[0] for p in living if y0 <= p[1] < y1 or (i == n - 1 and p[1] >= y1)]
        mid = (y0 + y1) / 2
        if inside:
            depth = not_behind(pick(inside), mid)
        elif previous is not None:
            depth = previous.depth_at(mid)
        else:               # nobody here and no earlier line: the rearmost living figure's depth
            depth = rear
        pts += [(float(depth), float(y0)), (float(depth), float(y1))]
    return StartLineProposal(straight, StartLine(tuple(pts), f"the furthest living figure in each {band_in:g}\" band"))


# --- resurrection (VI.B) -------------------------------------------------------------------

class TankStatus(str, Enum):
    ON_TABLE = "on_table"
    HELD_OFF = "held_off"           # the 3rd Platoon keeps it off the table
    DESTROYED = "destroyed"         # never comes back


@dataclass(frozen=True)
class Resurrection:
    returned: tuple[str, ...]
    tank: TankStatus
    reasons: tuple[str, ...]


def resurrect(japanese_ids: Iterable[str], dead: Iterable[str], *, tank_id: str | None,
              tank: TankStatus, hold_tank_off: bool = False) -> Resurrection:
    """At the end of a wave every dead Japanese figure returns, except a destroyed tank, which never does.
    The 3rd Platoon may choose to keep a working tank off the table for the next wave."""
    gone = set(dead)
    returned = tuple(i for i in japanese_ids if i in gone and i != tank_id)
    reasons = [f"{len(returned)} Japanese figure(s) brought back (VI.B)"]
    tank = TankStatus(tank)
    if tank_id is not None and tank_id in gone:
        tank = TankStatus.DESTROYED
    if tank is TankStatus.DESTROYED:
        reasons.append("the tank was lost: it never returns (VI.B)")
    elif hold_tank_off:
        tank = TankStatus.HELD_OFF
        reasons.append("the 3rd Platoon holds the tank off the table")
    else:
        tank = TankStatus.ON_TABLE
        reasons.append("the tank starts the wave on the table")
    return Resurrection(returned, tank, tuple(reasons))
