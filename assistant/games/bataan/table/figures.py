"""Figures on the table: side, unit, role, weapon, state and base footprint (Bataan B2)."""

from __future__ import annotations

import math
from dataclasses import dataclass, replace
from typing import Any

from shapely.geometry import Point, Polygon, box
from shapely import affinity

from assistant.core.errors import InputError
from assistant.games.bataan.table.robust import snap_tiny
from assistant.core.messages import msg

SIDES = ("american", "japanese")
ROLES = ("officer", "flag_bearer", "sniper", "rifleman", "bar", "tommy_gun", "mg30_crew", "pistol",
         "knee_mortar", "tank")
WEAPONS = ("rifle", "pistol", "bar", "tommy_gun", "mg30", "knee_mortar", "tank_guns", "none")
DEFAULT_WEAPON = {"officer": "pistol", "flag_bearer": "none", "sniper": "rifle", "rifleman": "rifle",
                  "bar": "bar", "tommy_gun": "tommy_gun", "mg30_crew": "mg30", "pistol": "pistol",
                  "knee_mortar": "knee_mortar", "tank": "tank_guns"}
# B11: these take the closest visible enemy first.
AUTOMATIC_WEAPONS = frozenset({"bar", "tommy_gun", "mg30"})
WOUNDS = ("none", "light", "serious", "dead")
LEADER_ROLES = frozenset({"officer", "flag_bearer"})

# B2 default bases
FOOT_BASE_DIAMETER_IN = 1.0
TANK_BASE_LENGTH_IN = 2.4
TANK_BASE_WIDTH_IN = 1.2
# coordinates nearer 0 than TINY_IN are 0 (robust.snap_tiny): far below any measurement, and it keeps
# subnormal numbers (which GEOS's overlay mis-measures) out of the geometry


@dataclass(frozen=True)
class Base:
    """A base footprint: ``round`` (diameter) or ``rect`` (length along the heading x width)."""

    shape: str = "round"
    diameter_in: float = FOOT_BASE_DIAMETER_IN
    length_in: float = 0.0
    width_in: float = 0.0

    def __post_init__(self) -> None:
        if self.shape == "round":
            if not (isinstance(self.diameter_in, (int, float)) and 0 < self.diameter_in <= 12):
                raise InputError(msg("a round base needs a diameter from 0 to 12 inches, not {0!r}", self.diameter_in),
                                 "base.diameter_in")
        elif self.shape == "rect":
            for name in ("length_in", "width_in"):
                v = getattr(self, name)
                if not (isinstance(v, (int, float)) and 0 < v <= 24):
                    raise InputError(msg("a rect base needs {0} from 0 to 24 inches, not {1!r}", name, v), f"base.{name}")
        else:
            raise InputError(msg("base shape must be 'round' or 'rect', not {0!r}", self.shape), "base.shape")

    @property
    def is_round(self) -> bool:
        return self.shape == "round"

    @property
    def radius_in(self) -> float:
        """Round: the radius; rect: the half-diagonal (the circle that holds it)."""
        if self.is_round:
            return self.diameter_in / 2.0
        return math.hypot(self.length_in, self.width_in) / 2.0

    def to_dict(self) -> dict[str, Any]:
        if self.is_round:
            return {"shape": "round", "diameter_in": self.diameter_in}
        return {"shape": "rect", "length_in": self.length_in, "width_in": self.width_in}


FOOT_BASE = Base()
TANK_BASE = Base("rect", length_in=TANK_BASE_LENGTH_IN, width_in=TANK_BASE_WIDTH_IN)


@dataclass(frozen=True)
class Figure:
    """One figure. ``unit`` is the platoon (Japanese) or squad (American) number, 1-4."""

    id: str
    side: str
    unit: int
    role: str
    x: float
    y: float
    weapon: str = ""                 # "" = the role's usual weapon
    name: str = ""                   # "Naval officer", "Chief petty officer", ...
    base: Base | None = None         # None = B2 default for the role
    heading_deg: float = 0.0         # rect bases: the long side points this way (0 = +x)
    wounds: str = "none"
    revealed: bool = False           # Americans: seen by the Japanese (B15)
    entrenched: bool = False

    def __post_init__(self) -> None:
        where = f"figure '{self.id}'"
        if not isinstance(self.id, str) or not self.id:
            raise InputError(msg("a figure needs a non-empty id"), "figure")
        if self.side not in SIDES:
            raise InputError(msg("side must be one of {0}, not {1!r}", ', '.join(SIDES), self.side), where)
        if self.role not in ROLES:
            raise InputError(msg("role must be one of {0}, not {1!r}", ', '.join(ROLES), self.role), where)
        if not self.weapon:
            object.__setattr__(self, "weapon", DEFAULT_WEAPON[self.role])
        if self.weapon not in WEAPONS:
            raise InputError(msg("weapon must be one of {0}, not {1!r}", ', '.join(WEAPONS), self.weapon), where)
        if self.wounds not in WOUNDS:
            raise InputError(msg("wounds must be one of {0}, not {1!r}", ', '.join(WOUNDS), self.wounds), where)
        if isinstance(self.unit, bool) or not isinstance(self.unit, int) or not 1 <= self.unit <= 4:
            raise InputError(msg("unit (platoon or squad) must be 1-4, not {0!r}", self.unit), where)
        for name in ("x", "y", "heading_deg"):
            v = getattr(self, name)
            if isinstance(v, bool) or not isinstance(v, (int, float)) or not math.isfinite(v):
                raise InputError(msg("{0} must be a finite number, not {1!r}", name, v), where)
            v = float(v)
            if name != "heading_deg":
                v = snap_tiny(v)   # a centre a billionth of an inch off the edge is on it (GEOS mis-measures subnormals)
            object.__setattr__(self, name, v)
        if self.base is None:
            object.__setattr__(self, "base", TANK_BASE if self.role == "tank" else FOOT_BASE)

    # --- what the view and the rules read ---------------------------------------------------
    @property
    def centre(self) -> tuple[float, float]:
        return (self.x, self.y)

    @property
    def alive(self) -> bool:
        return self.wounds != "dead"

    @property
    def is_leader(self) -> bool:
        """Bataan I: officers and flag bearers give command."""
        return self.role in LEADER_ROLES

    @property
    def automatic(self) -> bool:
        """B11: BAR, Tommy gun and .30 MG take the closest visible enemy first."""
        return self.weapon in AUTOMATIC_WEAPONS

    @property
    def unit_label(self) -> str:
        ordinal = {1: "1st", 2: "2nd", 3: "3rd", 4: "4th"}[self.unit]
        return f"{ordinal} {'Squad' if self.side == 'american' else 'Platoon'}"

    @property
    def footprint(self) -> Polygon:
        """The base as a polygon (a 64-gon for round bases; measurements use the exact circle)."""
        if self.base.is_round:
            return Point(self.x, self.y).buffer(self.base.radius_in, quad_segs=16)
        half_l, half_w = self.base.length_in / 2.0, self.base.width_in / 2.0
        rect = box(-half_l, -half_w, half_l, half_w)
        rect = affinity.rotate(rect, self.heading_deg, origin=(0, 0))
        return affinity.translate(rect, self.x, self.y)

    def moved(self, x: float, y: float, heading_deg: float | None = None) -> "Figure":
        return replace(self, x=x, y=y, heading_deg=self.heading_deg if heading_deg is None else heading_deg)

    def with_(self, **changes: Any) -> "Figure":
        return replace(self, **changes)
