"""Luzon rulings (../shared/RULINGS.md L1-L4) and the optional variations in force for a game."""

from __future__ import annotations

from dataclasses import asdict, dataclass, field, fields
from typing import Any, Mapping

from assistant.core.errors import InputError

L4_TOTALS = "totals"
L4_PER_HEX = "per_hex"


@dataclass(frozen=True)
class Rulings:
    """Per-game settings. ``l4_manila``: how "at least 4 RE ... 10 or more combat strength" in
    Manila is counted: ``"totals"`` (default: over the three city hexes together) or ``"per_hex"``
    (each city hex on its own, and the 10+ must be one unit). L1 (hex numbering) lives in the map
    file; L2 (series charts are referee entries) and L3 (both sides' conditions hold -> conflict)
    have no toggle."""

    l4_manila: str = L4_TOTALS

    def __post_init__(self) -> None:
        if self.l4_manila not in (L4_TOTALS, L4_PER_HEX):
            raise InputError(f"must be {L4_TOTALS!r} or {L4_PER_HEX!r}, got {self.l4_manila!r}",
                             "Rulings.l4_manila")

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_dict(cls, data: Mapping[str, Any] | None) -> "Rulings":
        data = dict(data or {})
        unknown = set(data) - {f.name for f in fields(cls)}
        if unknown:
            raise InputError(f"unknown settings {sorted(unknown)}", "Luzon rulings")
        return cls(**data)

    def labels(self) -> dict[str, str]:
        return {"l4_manila": "L4"}

    @property
    def l4_name(self) -> str:
        return "L4 (totals over the three Manila hexes)" if self.l4_manila == L4_TOTALS else \
            "L4 toggle (per hex, one unit of 10+)"


CHOICES = {"l4_manila": (L4_TOTALS, L4_PER_HEX)}


@dataclass(frozen=True)
class Options:
    """Optional variations in force (4.0), by the number printed in each list."""

    japanese: frozenset[int] = field(default_factory=frozenset)   # 1-6
    allied: frozenset[int] = field(default_factory=frozenset)     # 2-12

    def __post_init__(self) -> None:
        object.__setattr__(self, "japanese", frozenset(self.japanese))
        object.__setattr__(self, "allied", frozenset(self.allied))
        bad_j = sorted(n for n in self.japanese if not 1 <= n <= 6)
        bad_a = sorted(n for n in self.allied if not 2 <= n <= 12)
        if bad_j:
            raise InputError(f"Japanese options are numbered 1-6, got {bad_j}", "Options.japanese")
        if bad_a:
            raise InputError(f"Allied options are numbered 2-12, got {bad_a}", "Options.allied")

    def replacement_modifiers(self, side: str) -> list[str]:
        """Chart modifier ids that apply to ``side``'s replacement roll."""
        mods = []
        if 12 in self.allied:
            mods.append("option_12")
        if side == "japanese" and 6 in self.japanese:
            mods.append("option_j6")
        return mods
