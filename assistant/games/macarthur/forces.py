"""Forces in MacArthur's battles: a number of Large and Small units of one side, and an attack stack.

Rules: rulebook "Units" (Large and Small units), "Battles" (attacking units come from a town along a road, or
from the sea through a landing area: "Landings from the Sea").
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from assistant.core.errors import InputError
from assistant.core.messages import msg


@dataclass(frozen=True)
class Force:
    """A number of Large and Small units of one side."""

    large: int = 0
    small: int = 0

    def __post_init__(self) -> None:
        for name in ("large", "small"):
            v = getattr(self, name)
            if isinstance(v, bool) or not isinstance(v, int):
                raise InputError(msg("{0} must be a whole number, got {1!r}", name, v), "force")
            if v < 0:
                raise InputError(msg("{0} cannot be negative, got {1}", name, v), "force")

    @property
    def units(self) -> int:
        return self.large + self.small

    def __add__(self, other: Force) -> Force:
        return Force(self.large + other.large, self.small + other.small)

    def __sub__(self, other: Force) -> Force:
        return Force(self.large - other.large, self.small - other.small)

    def __str__(self) -> str:
        return f"{self.large}L+{self.small}S"

    def to_dict(self) -> dict[str, int]:
        return {"large": self.large, "small": self.small}

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Force:
        return cls(int(data.get("large", 0)), int(data.get("small", 0)))

    @classmethod
    def parse(cls, text: str, where: str = "force") -> Force:
        """``"large=2,small=1"`` (also ``"2L1S"``-free forms like ``"l=2,s=1"``)."""
        large = small = 0
        text = text.strip()
        if not text:
            raise InputError(msg("empty force; write e.g. large=2,small=1"), where)
        for part in text.split(","):
            key, sep, value = part.partition("=")
            key = key.strip().lower()
            if not sep:
                raise InputError(msg("{0!r} is not key=value (e.g. large=2,small=1)", part), where)
            try:
                n = int(value)
            except ValueError:
                raise InputError(msg("{0!r} is not a whole number", value.strip()), where) from None
            if n < 0:
                raise InputError(msg("{0} cannot be negative, got {1}", key, n), where)
            if key in ("large", "l"):
                large = n
            elif key in ("small", "s"):
                small = n
            else:
                raise InputError(msg("unknown unit size {0!r}; use large= and small=", key), where)
        return cls(large, small)


@dataclass(frozen=True)
class AttackStack:
    """Attacking units on one approach: ``approach`` is the town they came from (or the landing area)."""

    force: Force
    approach: str = ""
    from_sea: bool = False

    def to_dict(self) -> dict[str, Any]:
        return {"force": self.force.to_dict(), "approach": self.approach, "from_sea": self.from_sea}

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> AttackStack:
        return cls(Force.from_dict(data["force"]), str(data.get("approach", "")), bool(data.get("from_sea", False)))
