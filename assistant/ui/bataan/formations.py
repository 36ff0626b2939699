"""Placing figures: one figure or a whole platoon in a line, column or wedge (no Qt)."""

from __future__ import annotations

import math
import re

from assistant.core.errors import InputError
from assistant.games.bataan.table.figures import Figure
from assistant.games.bataan.table.model import Table

FORMATIONS = ("line", "column", "wedge")
# a whole platoon's first figures (Bataan set-up: officers, a flag, knee mortars), then riflemen
PLATOON_ROLES = {"japanese": ("officer", "flag_bearer", "knee_mortar", "knee_mortar"),
                 "american": ("officer",)}


def offsets(formation: str, n: int, spacing_in: float) -> list[tuple[float, float]]:
    """Positions relative to the leader at (0, 0), facing +x: (forward, right) in inches."""
    if formation not in FORMATIONS:
        raise InputError(f"formation must be one of {', '.join(FORMATIONS)}, not {formation!r}", "formation")
    if not spacing_in > 0:
        raise InputError("the spacing must be more than 0 inches", "spacing_in")
    out = []
    for k in range(n):
        if formation == "line":            # side by side, centred on the leader
            side = (k + 1) // 2 * (1 if k % 2 else -1)
            out.append((0.0, side * spacing_in))
        elif formation == "column":        # one behind another
            out.append((-k * spacing_in, 0.0))
        else:                              # a V with the leader at the point
            rank = (k + 1) // 2
            side = 1 if k % 2 else -1
            step = spacing_in / math.sqrt(2)
            out.append((-rank * step, side * rank * step if k else 0.0))
    return out


def next_ids(table: Table, side: str, unit: int, n: int) -> list[str]:
    """Fresh ids in the demo's pattern: JP3-45, US2-7, ..."""
    prefix = f"{'JP' if side == 'japanese' else 'US'}{unit}-"
    used = set(table._figures)
    nums = [int(m.group(1)) for fid in used if (m := re.fullmatch(re.escape(prefix) + r"(\d+)", fid))]
    k = max(nums, default=0)
    out = []
    while len(out) < n:
        k += 1
        if prefix + str(k) not in used:
            out.append(prefix + str(k))
    return out


def place(table: Table, side: str, unit: int, role: str, x: float, y: float, heading_deg: float,
          formation: str = "line", count: int = 1, spacing_in: float = 2.0, platoon: bool = False) -> list[Figure]:
    """New figures around (x, y) facing ``heading_deg`` (0 = +x, the y axis pointing down the screen).

    ``platoon``: the first figures are the platoon's leaders and the rest riflemen. Every figure
    must land on the table, or none is made."""
    if not 1 <= count <= 60:
        raise InputError(f"place 1 to 60 figures at a time, not {count}", "count")
    roles = [role] * count
    if platoon:
        lead = PLATOON_ROLES[side]
        roles = [lead[k] if k < len(lead) else "rifleman" for k in range(count)]
    ids = next_ids(table, side, unit, count)
    a = math.radians(heading_deg)
    fx, fy = math.cos(a), math.sin(a)
    rx, ry = -fy, fx
    figs = []
    for fid, r, (fwd, right) in zip(ids, roles, offsets(formation, count, spacing_in)):
        px, py = x + fwd * fx + right * rx, y + fwd * fy + right * ry
        if not (0 <= px <= table.width_in and 0 <= py <= table.height_in):
            raise InputError(f"{fid} would stand off the table at ({px:.1f}, {py:.1f}); place them further in",
                             "formation")
        figs.append(Figure(fid, side, unit, r, round(px, 2), round(py, 2),
                           heading_deg=heading_deg if r == "tank" else 0.0,
                           revealed=False))
    return figs
