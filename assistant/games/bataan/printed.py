"""The article's own set-up of a Bataan table, generated from the table's size (Qt-free).

The layout the article gives: the road runs the length of the table, the river crosses it halfway
along, a wrecked-bridge marker stands where the two meet, and the rest is jungle cloth (B3); the
referee adds swamps, streams, paths, clearings and entrenchments to taste. Both sizes (4' x 8' and
5' x 10') come from the same code: the road and river are gentle curves scaled to the table, the bridge
is where shapely finds their centre lines cross.

The forces are the shipped ``bataan_forces.toml``: the four Japanese platoons in blocks at their own
(west, x = 0) edge, leaders spread through each block so every figure starts in command (B5), the tank
on the road just ahead of the 3rd Platoon; the four American squads well beyond the first 24" of the
Japanese edge, hidden (not revealed) and not entrenched.
"""

from __future__ import annotations

import math
from typing import Any

from shapely.geometry import LineString, Point

from assistant.core.errors import InputError
from assistant.store.store import Store

from . import persist, rules
from .forces import AMERICAN, FigureSpec, Forces, load_forces
from .table.tablefile import FORMAT, SCHEMA_VERSION
from assistant.core.messages import msg

ROAD_WIDTH_IN = 3.0      # our default widths (the article gives none); the referee may edit them
RIVER_WIDTH_IN = 5.0
SPACING_IN = 1.5         # centre to centre in a block of 1" bases
EDGE_GAP_IN = 1.0        # the first column's centres this far in from the Japanese edge
SAMPLES = 24             # points along the road and the river

# forces.toml roles and weapons -> the table's roles and weapons
JP_ROLE = {"officer": "officer", "flag_bearer": "flag_bearer", "lmg_gunner": "mg30_crew", "knee_mortar": "knee_mortar",
           "sniper": "sniper", "rifleman": "rifleman", "tank": "tank"}
US_WEAPON = {"springfield": ("rifleman", "rifle"), "tommy_gun": ("tommy_gun", "tommy_gun"), "bar": ("bar", "bar"),
             "pistol": ("pistol", "pistol"), "mg30": ("mg30_crew", "mg30")}


def table_size(kind_id: str) -> tuple[float, float]:
    """(length, depth) in inches of the table a game kind is played on."""
    try:
        return rules.TABLE_SIZES_IN[kind_id]
    except KeyError:
        raise InputError(msg("no Bataan table for game kind {0!r} (kinds: {1})", kind_id, ', '.join(rules.TABLE_SIZES_IN)),
                         "set-up") from None


def road_line(w: float, h: float) -> LineString:
    """The road along the length, a gentle curve crossing the table's middle."""
    pts = [(w * k / SAMPLES, h / 2 + h / 15 * math.sin(2 * math.pi * k / SAMPLES)) for k in range(SAMPLES + 1)]
    return LineString([(round(x, 2), round(y, 2)) for x, y in pts])


def river_line(w: float, h: float) -> LineString:
    """The river across the table halfway along its length."""
    pts = [(w / 2 + w / 40 * math.sin(2 * math.pi * k / SAMPLES), h * k / SAMPLES) for k in range(SAMPLES + 1)]
    return LineString([(round(x, 2), round(y, 2)) for x, y in pts])


def bridge_point(road: LineString, river: LineString, w: float, h: float) -> tuple[float, float]:
    """Where the road's and the river's centre lines cross (the crossing nearest the middle)."""
    crossing = road.intersection(river)
    points = [g for g in getattr(crossing, "geoms", [crossing]) if isinstance(g, Point) and not g.is_empty]
    if not points:
        raise InputError(msg("the road and the river do not meet"), "set-up")
    p = min(points, key=lambda q: q.distance(Point(w / 2, h / 2)))
    return (round(p.x, 2), round(p.y, 2))


def terrain(w: float, h: float) -> list[dict[str, Any]]:
    road, river = road_line(w, h), river_line(w, h)
    return [
        {"id": "road", "kind": "road", "name": "The road", "line": [list(p) for p in road.coords],
         "width_in": ROAD_WIDTH_IN},
        {"id": "river", "kind": "river", "name": "The river", "line": [list(p) for p in river.coords],
         "width_in": RIVER_WIDTH_IN},
        {"id": "bridge", "kind": "bridge", "name": "Destroyed bridge", "point": list(bridge_point(road, river, w, h))},
    ]


def _block(figs: list[FigureSpec], band_y0: float, band_h: float) -> list[tuple[FigureSpec, float, float]]:
    """A platoon's foot figures in a block at the edge: leaders on evenly spaced rows of the middle column."""
    rows = max(1, int(band_h // SPACING_IN))
    cols = math.ceil(len(figs) / rows)
    slots = [(EDGE_GAP_IN + SPACING_IN * c, band_y0 + SPACING_IN / 2 + SPACING_IN * r)
             for r in range(rows) for c in range(cols)]
    leaders = [f for f in figs if f.officer or f.role == "flag_bearer"]
    others = [f for f in figs if f not in leaders]
    mid = cols // 2
    placed: list[tuple[FigureSpec, float, float]] = []
    for i, f in enumerate(leaders):
        slot = slots[min(rows - 1, int((i + 0.5) * rows / len(leaders))) * cols + mid]
        slots.remove(slot)
        placed.append((f, *slot))
    placed += [(f, *slot) for f, slot in zip(others, slots)]
    return placed


def _japanese(forces: Forces, w: float, h: float, road: LineString) -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = []
    platoons = forces.side("japanese")
    band = h / len(platoons)
    for p, force in enumerate(platoons):
        unit = force.platoon_number
        foot = [f for f in force.figures if not f.is_tank]
        ids = {f.id: k + 1 for k, f in enumerate(force.figures)}
        for f, x, y in _block(foot, p * band, band):
            d = {"id": f"JP{unit}-{ids[f.id]}", "side": "japanese", "unit": unit, "role": JP_ROLE[f.role],
                 "x": round(x, 2), "y": round(y, 2)}
            if f.role == "lmg_gunner":
                d.update(weapon="mg30", name="Light machine gun")
            out.append(d)
        for f in force.figures:
            if f.is_tank:
                cols = math.ceil(len(foot) / max(1, int(band // SPACING_IN)))
                x = EDGE_GAP_IN + SPACING_IN * cols + 2.5
                y = road.interpolate(road.project(Point(x, h / 2))).y
                out.append({"id": f"JP{unit}-{ids[f.id]}", "side": "japanese", "unit": unit, "role": "tank",
                            "x": round(x, 2), "y": round(y, 2), "name": "Type 95 light tank"})
    return out


def _americans(forces: Forces, w: float, h: float) -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = []
    squads = forces.side(AMERICAN)
    x0 = 0.7 * w
    for s, force in enumerate(squads):
        cy = h * (2 * s + 1) / (2 * len(squads))
        for k, f in enumerate(force.figures):
            role, weapon = US_WEAPON[f.weapons[0]]
            if f.officer:
                role = "officer"
            col, row = k % 3, k // 3
            out.append({"id": f"US{force.platoon_number}-{k + 1}", "side": AMERICAN, "unit": force.platoon_number,
                        "role": role, "weapon": weapon, "name": f.name,
                        "x": round(x0 + SPACING_IN * (col - 1), 2), "y": round(cy + SPACING_IN * (row - 0.5), 2)})
    return out


def printed_table_dict(kind_id: str, forces: Forces | None = None) -> dict[str, Any]:
    """The table file document of the article's set-up on the kind's table."""
    w, h = table_size(kind_id)
    forces = forces or load_forces()
    feet = f"{h / 12:g}' x {w / 12:g}'"
    return {"format": FORMAT, "schema_version": SCHEMA_VERSION, "game": "bataan",
            "name": f"Last Stand on Bataan: the article's set-up ({feet})",
            "size_in": {"width": w, "height": h}, "cloth": "jungle",
            "terrain": terrain(w, h),
            "figures": _japanese(forces, w, h, road_line(w, h)) + _americans(forces, w, h)}


def seed_printed(store: Store, game_id: int, kind_id: str = "bataan") -> None:
    """Lay out the article's set-up on the kind's table in a new game: ONE seed, outside the undo history."""
    store.seed(persist.import_change(store, game_id, printed_table_dict(kind_id), "Lay out the printed set-up"))
