"""The Japanese set-up check of the historical scenario (8.3), which the referee runs when the set-up
is done. Qt-free.

* 8.3 A: at least two of the four eight-inch naval guns in coastal-defence emplacements; the others in
  any pillbox or bunker hex but not the command bunker.
* 8.3 B: at least one Japanese unit in every pillbox and bunker hex.
* 8.3 C: everything else anywhere on Betio, within the stacking limits (3.1, 2.2.2.2).
Each breach is named with its hex and rule; none is fixed for the referee.
"""

from __future__ import annotations

from typing import Sequence

from .stacking import check_hexes
from .terrain import TerrainMap
from .units import Unit

EIGHT_INCH = "naval_gun_8in"
EIGHT_INCH_GUNS = 4                  # 8.3 A
EIGHT_INCH_IN_COASTAL_MIN = 2        # 8.3 A
MANNED = ("pillbox", "bunker")       # 8.3 B (the command bunkers are bunkers too: 2.2.2.2)


def setup_breaches(units: Sequence[Unit], tm: TerrainMap) -> list[str]:
    """Every breach of 8.3 A-C in the set-up as it stands ([] when it is legal)."""
    out: list[str] = []
    m = tm.hexmap
    jap = [u for u in units if u.side == "japanese" and not u.dummy]     # 7.3: a dummy mans nothing
    guns = [u for u in jap if u.kind == EIGHT_INCH]
    if len(guns) != EIGHT_INCH_GUNS:
        out.append(f"{len(guns)} eight-inch naval guns on the map; the Japanese have {EIGHT_INCH_GUNS} (8.3 A)")
    placed = [g for g in guns if g.hex]
    coastal = [g for g in placed if tm.terrain_of(m.parse(g.hex)) == "coastal_defence"]
    if len(coastal) < EIGHT_INCH_IN_COASTAL_MIN:
        out.append(f"{len(coastal)} eight-inch gun(s) in coastal-defence emplacements; at least "
                   f"{EIGHT_INCH_IN_COASTAL_MIN} must be (8.3 A)")
    for g in placed:
        t = tm.terrain_of(m.parse(g.hex))
        if t == "command_bunker":
            out.append(f"{g.label} is in the command bunker {g.hex}: the eight-inch guns may not be (8.3 A)")
        elif t not in ("coastal_defence", "pillbox", "bunker"):
            out.append(f"{g.label} in {g.hex} ({t.replace('_', ' ')}): an eight-inch gun not in a coastal "
                       "defence goes in a pillbox or bunker (8.3 A)")
    for g in guns:
        if not g.hex:
            out.append(f"{g.label} is not placed (8.3 A)")
    held = {u.hex for u in jap if u.hex}
    for label, t in sorted(tm.terrain.items()):
        if t in MANNED + ("command_bunker",) and label not in held:
            out.append(f"the {t.replace('_', ' ')} in {label} holds no Japanese unit (8.3 B)")
    for c in check_hexes([u for u in jap if u.hex], tm, held):
        out += [f"{p} (8.3 C)" for p in c.problems]
    us_ashore = [u for u in units if u.side == "us" and u.hex]
    if us_ashore:
        out.append(f"{len(us_ashore)} US unit(s) on the map: the US lands after the Japanese set-up (8.1 D)")
    return out
