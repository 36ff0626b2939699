"""Saipan bombardment (12.3, 9.1.3, 12.2.1 D). Qt-free.

Sources: artillery units (their rating is the attack value on the counter, our reading of 2.3.2.3.2 B),
ground-attack air units (unlimited range, once a turn, 9.1.3, 12.3 B) and ships offshore (range by
type, 12.3). A source's points may be split over any number of declarations in range (12.3 C-D); all
are declared, then rolled in any order (12.3 B): one d10 on the column of the total points; the
Bombardment CRT is not in the source (T4): the referee enters the steps lost. Hidden units in the hex
suffer normally (12.3 E). Artillery range is not printed: not checked (T4).
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from typing import Any

from assistant.core.errors import InputError

from . import rules
from assistant.core.messages import msg

SOURCE_KINDS = ("artillery", "air", "ship")
ARTILLERY_KINDS = ("marine_artillery", "army_artillery", "infantry_gun")


@dataclass(frozen=True)
class Source:
    kind: str                     # artillery | air | ship
    name: str                     # the unit id (artillery) or the air unit / ship's name
    rating: int                   # its whole bombardment rating
    points: int                   # the points used in this declaration
    ship_type: str = ""
    at_hex: str = ""              # where the ship lies offshore

    def __post_init__(self) -> None:
        where = f"bombardment source {self.name or '?'}"
        if self.kind not in SOURCE_KINDS:
            raise InputError(msg("a source is one of {0}, got {1!r} (12.3 A)", SOURCE_KINDS, self.kind), where)
        if not self.name:
            raise InputError(msg("name the source"), where)
        if self.points < 1 or self.rating < 1:
            raise InputError(msg("a source uses at least 1 point of a rating of 1 or more"), where)
        if self.points > self.rating:
            raise InputError(msg("{0} points from a rating of {1} (12.3 C)", self.points, self.rating), where)
        if self.kind == "ship":
            if self.ship_type not in rules.BOMBARDMENT_RANGE_HEXES:
                raise InputError(msg("ship type {0!r} has no bombardment range (12.3: {1})", self.ship_type, ', '.join(rules.BOMBARDMENT_RANGE_HEXES)), where)
            if not self.at_hex:
                raise InputError(msg("give the hex the ship fires from"), where)

    @classmethod
    def of(cls, value: "Source | dict") -> "Source":
        return value if isinstance(value, Source) else cls(**dict(value))

    def text(self) -> str:
        extra = f" {self.ship_type} from {self.at_hex}" if self.kind == "ship" else ""
        return f"{self.kind} {self.name}{extra}: {self.points} of {self.rating} BP"


@dataclass
class Bombardment:
    id: str
    day: int
    player_turn: int
    side: str
    target: str
    sources: list[dict]
    terrain_drm: int = 0
    stage: str = "declared"          # declared | rolled | done
    rolled: list[dict] = field(default_factory=list)
    log: list[str] = field(default_factory=list)
    kind: str = "bombardment"
    retreats: list[str] = field(default_factory=list)    # "defender@hex": a retreat the CRT ordered (12.0 C)
    retreating: list[str] = field(default_factory=list)  # the units that owe it

    def retreat_ids(self, role: str) -> list[str]:
        """A bombardment orders only its target stack to retreat (the defender)."""
        return list(self.retreating) if role == "defender" else []

    def side_of(self, role: str) -> str:
        """The side playing ``role``: the bombarding side attacks; the target stack's side defends."""
        return self.side if role == "attacker" else ("japanese" if self.side == "us" else "us")

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_dict(cls, d: dict) -> "Bombardment":
        return cls(**{k: d[k] for k in cls.__dataclass_fields__ if k in d})

    @property
    def total(self) -> int:
        return sum(int(s["points"]) for s in self.sources)

    def status(self) -> str:
        return {"declared": "declared: roll", "rolled": "rolled: enter the steps lost",
                "done": "done"}[self.stage]
