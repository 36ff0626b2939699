"""Saipan air and naval units as records, the sea zones they sit in, and carrier capacity (9.1-9.2,
14.0-14.6). Qt-free.

An ``AirNaval`` unit is one air or naval counter in the holding box of a sea zone (14.0 A). Air units
are fighters or bombers (9.1 A), land-based in a zone, carried by a carrier (``carrier``: its id) or
landed on Saipan (``on_saipan``: 9.2.2 C, US ones grounded). Ships are of a type of 14.5 F / 9.2
(carriers carry ``capacity`` full-strength air units, 9.2.1). The counter sheet is not in the source:
every rating is the referee's entry. ``mission`` / ``mission_zone`` / ``mission_day``: the unit's one
mission this Air/Naval Phase (9.1 F); ``moved_day``: the day it relocated (14.0 B); ``passengers``: the
ground units aboard a transport (14.6 A).

The sea-zone chart is not in the source either (T4): the zones and which touch which are the referee's
entry (``SeaZones``, kept in the game state); the tool ships the zone names the rules cite and a
SAMPLE adjacency for the demo, checked against the example of 9.1 B.
"""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any, Iterable, Sequence

from assistant.core.errors import InputError
from assistant.games.counters import CounterRecord

from . import rules
from assistant.core.messages import msg

CATEGORIES = ("air", "ship")
ROLES = ("fighter", "bomber")                       # 9.1 A
MISSIONS = ("cap", "anti_ship", "ground_attack", "escort")      # 9.1 F
MISSION_TEXT = {"cap": "CAP", "anti_ship": "anti-ship", "ground_attack": "ground attack", "escort": "escort"}
AIR_STATES = ("full", "reduced")
SHIP_STATES = ("full", "damaged")

# The zone names the rules cite (9.1 A-B, 16.1-16.3). "Saipan Sea Zone" (14.6 E, G): ruling S7, the
# Marianas zone, the island zone Saipan lies in (10.0 A: Marianas ships go to the Saipan map).
ZONE_NAMES = ("Ryukyu", "Bonin", "Marianas", "Mindanao", "Palau", "Caroline", "Philippine Sea #1",
              "Philippine Sea #2", "Philippine Sea #3c", "Philippine Sea #4", "Zone #5")
SAIPAN_ZONE = "Marianas"          # ruling S7: the Saipan Sea Zone is the Marianas zone of the chart

# A SAMPLE adjacency (not the printed chart): it gives the 9.1 B example (range 2 from the Marianas
# reaches Philippine Sea #2, #3c, #4, Ryukyu, Bonin, Zone #5, Palau and Caroline).
SAMPLE_ADJACENT = {
    "Marianas": ("Philippine Sea #4", "Bonin", "Zone #5", "Caroline"),
    "Philippine Sea #4": ("Philippine Sea #2", "Philippine Sea #3c", "Palau", "Ryukyu"),
    "Bonin": ("Ryukyu",),
    "Caroline": ("Palau",),
    "Philippine Sea #2": ("Philippine Sea #1", "Philippine Sea #3c"),
    "Philippine Sea #1": ("Ryukyu",),
    "Palau": ("Mindanao",),
    "Philippine Sea #3c": ("Mindanao",),
}


@dataclass(frozen=True)
class SeaZones:
    """The sea zones and which touch which (a referee entry, T4); ``saipan``: the Saipan Sea Zone."""

    adjacent: dict[str, tuple[str, ...]]
    saipan: str = SAIPAN_ZONE
    sample: bool = False

    @classmethod
    def of(cls, pairs: dict[str, Iterable[str]], saipan: str = SAIPAN_ZONE, sample: bool = False) -> "SeaZones":
        """Adjacency from any listing (each pair once is enough): made symmetric and checked."""
        adj: dict[str, set[str]] = {}
        for a, bs in pairs.items():
            a = str(a).strip()
            if not a:
                raise InputError(msg("a sea zone needs a name"), "sea zones")
            adj.setdefault(a, set())
            for b in bs:
                b = str(b).strip()
                if not b or b == a:
                    raise InputError(msg("{0}: a zone touches other, named zones", a), "sea zones")
                adj[a].add(b)
                adj.setdefault(b, set()).add(a)
        if saipan not in adj:
            raise InputError(msg("the Saipan Sea Zone {0!r} is not among the zones", saipan), "sea zones")
        return cls({k: tuple(sorted(v)) for k, v in sorted(adj.items())}, saipan, sample)

    @classmethod
    def from_dict(cls, d: dict | None) -> "SeaZones":
        if not d:
            return cls.of(SAMPLE_ADJACENT, SAIPAN_ZONE, sample=True)
        return cls.of(d.get("adjacent", {}), d.get("saipan", SAIPAN_ZONE), bool(d.get("sample", False)))

    def to_dict(self) -> dict[str, Any]:
        return {"adjacent": {k: list(v) for k, v in self.adjacent.items()}, "saipan": self.saipan,
                "sample": self.sample}

    def check(self, zone: str, where: str) -> str:
        if zone not in self.adjacent:
            raise InputError(msg("no sea zone {0!r} (zones: {1})", zone, ', '.join(self.adjacent)), where)
        return zone

    def distance(self, a: str, b: str) -> int | None:
        """Zones between ``a`` and ``b`` (0: the same zone); None when they do not connect."""
        self.check(a, "sea zones")
        self.check(b, "sea zones")
        seen, todo = {a: 0}, deque([a])
        while todo:
            z = todo.popleft()
            if z == b:
                return seen[z]
            for n in self.adjacent[z]:
                if n not in seen:
                    seen[n] = seen[z] + 1
                    todo.append(n)
        return None

    def within(self, a: str, n: int) -> list[str]:
        return [z for z in self.adjacent if (d := self.distance(a, z)) is not None and d <= n]


@dataclass(frozen=True)
class AirNaval(CounterRecord):
    id: str
    side: str
    category: str                 # air | ship
    type: str                     # an aircraft (A6M, F6F...) or a ship type (14.5 F, 9.2)
    name: str = ""
    role: str = ""                # air: fighter | bomber
    zone: str = ""                # its holding box (14.0 A)
    carrier: str = ""             # air: the carrier it flies from
    on_saipan: bool = False       # air: landed on a Saipan airfield (9.2.2 C)
    state: str = "full"           # air: full | reduced; ship: full | damaged
    air_to_air: int = 0
    anti_ship: int = 0
    bombardment: int = 0
    aa: int = 0                   # ships: the AA rating (14.4 B-C)
    capacity: int = 0             # carriers: full-strength air units (9.2.1 A)
    range_zones: int | None = None    # air: entered when 9.1 C prints none for the type
    has_reduced_side: bool = True
    mission: str = ""
    mission_zone: str = ""
    mission_day: int = 0
    moved_day: int = 0
    damaged_day: int = 0          # the day a carrier was damaged (9.1 D: its returning air units)
    done_day: int = 0             # the day of ``done`` and ``aa_used``
    done: tuple[str, ...] = field(default=())     # what it did that day: air_to_air, strike, ship_fire
    aa_used: int = 0              # AA points used that day (14.4 C: each point once)
    passengers: tuple[str, ...] = field(default=())
    sample: bool = False

    def __post_init__(self) -> None:
        where = f"air/naval unit {self.id or '?'}"
        if not self.id:
            raise InputError(msg("an air or naval unit needs an id"), "air/naval unit")
        if self.side not in ("us", "japanese"):
            raise InputError(msg("side must be 'us' or 'japanese'"), where)
        if self.category not in CATEGORIES:
            raise InputError(msg("category is one of {0}", CATEGORIES), where)
        if self.category == "ship":
            if self.type not in rules.SHIP_TYPES:
                raise InputError(msg("unknown ship type {0!r} (known: {1})", self.type, ', '.join(rules.SHIP_TYPES)), where)
            if self.state not in SHIP_STATES:
                raise InputError(msg("a ship is {0}", ' or '.join(SHIP_STATES)), where)
            if self.capacity and self.type not in rules.CARRIER_TYPES:
                raise InputError(msg("only carriers carry air units (9.2.1)"), where)
            if self.passengers and self.type != "AA":
                raise InputError(msg("only transports (AA) carry ground units (14.6 A)"), where)
        else:
            if self.role not in ROLES:
                raise InputError(msg("an air unit is a {0} (9.1 A)", ' or a '.join(ROLES)), where)
            if self.state not in AIR_STATES:
                raise InputError(msg("an air unit is {0}", ' or '.join(AIR_STATES)), where)
        if self.mission and self.mission not in MISSIONS:
            raise InputError(msg("a mission is one of {0} (9.1 F)", MISSIONS), where)
        for n in ("air_to_air", "anti_ship", "bombardment", "aa", "capacity"):
            if getattr(self, n) < 0:
                raise InputError(msg("{0} is 0 or more", n.replace('_', ' ')), where)
        object.__setattr__(self, "passengers", tuple(self.passengers))
        object.__setattr__(self, "done", tuple(self.done))

    def did(self, what: str, day: int) -> bool:
        return self.done_day == day and what in self.done

    def doing(self, what: str, day: int, aa: int = 0) -> "AirNaval":
        """This unit with ``what`` done (and ``aa`` more AA points used) on ``day``."""
        from dataclasses import replace

        done = self.done if self.done_day == day else ()
        used = self.aa_used if self.done_day == day else 0
        return replace(self, done_day=day, done=tuple(dict.fromkeys(done + (what,))), aa_used=used + aa)

    def aa_left(self, day: int) -> int:
        return self.aa - (self.aa_used if self.done_day == day else 0)

    @property
    def steps(self) -> int:
        """Air steps left: 2 at full strength with a reduced side, else 1 (14.3 D)."""
        return 2 if self.state == "full" and self.has_reduced_side else 1

    @property
    def is_air(self) -> bool:
        return self.category == "air"

    @property
    def is_carrier(self) -> bool:
        return self.category == "ship" and self.type in rules.CARRIER_TYPES

    @property
    def is_transport(self) -> bool:
        return self.category == "ship" and self.type == "AA"

    @property
    def land_based(self) -> bool:
        return self.is_air and not self.carrier

    def range(self) -> int:
        """Air range in sea zones beyond its own (9.1 B-C); the entry when the type has none printed."""
        if self.side == "us":
            return rules.US_AIR_RANGE_ZONES
        if self.type in rules.JAPANESE_AIR_RANGE_ZONES:
            return rules.JAPANESE_AIR_RANGE_ZONES[self.type]
        if self.range_zones is None:
            raise InputError(msg("9.1 C prints no range for {0!r}: enter one", self.type), f"air unit {self.id}")
        return self.range_zones

    def text(self) -> str:
        st = "" if self.state == "full" else f" [{self.state}]"
        if self.is_air:
            rat = f"{self.role} {self.air_to_air}/{self.anti_ship}/{self.bombardment}"
        else:
            rat = f"AS {self.anti_ship} AA {self.aa} BP {self.bombardment}"
            if self.is_carrier:
                rat += f" cap {self.capacity}"
        mis = f" — {MISSION_TEXT[self.mission]} in {self.mission_zone}" if self.mission else ""
        return f"{self.type} {self.label} ({rat}){st}{mis}"


def load_of(air: Iterable[AirNaval]) -> Fraction:
    """Capacity used: a full-strength air unit counts 1, a half-strength one 1/2 (9.2.1 B)."""
    return sum((Fraction(1) if a.state == "full" else Fraction(1, 2) for a in air), Fraction(0))


def capacity_now(carrier: AirNaval) -> Fraction:
    """A carrier's room: its rating, half of it when damaged (9.2.2 A)."""
    return Fraction(carrier.capacity) / (2 if carrier.state == "damaged" else 1)


def aboard(units: Sequence[AirNaval], carrier_id: str) -> list[AirNaval]:
    return [u for u in units if u.is_air and u.carrier == carrier_id]


def room(units: Sequence[AirNaval], carrier: AirNaval) -> Fraction:
    return capacity_now(carrier) - load_of(aboard(units, carrier.id))
