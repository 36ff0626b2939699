"""House-rule toggles for MacArthur's campaigns (``shared/RULINGS.md`` M1-M12).

Defaults are the default rulings; a field set to True switches to the toggle's reading. Every
answer these touched names the ruling it used (``Rulings.label``).
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, fields
from typing import Any, Mapping

from assistant.core.errors import InputError

#: The rulings without a toggle, by number, in a few words (shown next to answers).
FIXED = {
    "M1": "dice: 1 per Large, 1 per 2 Small, at most 5 (New Guinea: 1 per unit); lone Small defender throws none",
    "M3": "casualties: one die hits on a 6; with 2+ dice each face shown k >= 2 times gives k - 1",
    "M4": "removal: a Small per casualty; then a Large per 2 (an odd one costs a whole Large)",
    "M5": "retreat: lower total retreats; a side wiped out lets the other stay; tie: retreat or refight",
    "M12": "a tie in a landing battle: only the holder may retreat, otherwise refight",
}


@dataclass(frozen=True)
class Rulings:
    """The MacArthur toggles; False everywhere is the default ruling."""

    m2_bonus_may_exceed_five: bool = False
    """M2: the +2 dice of the enemy in a town a defender retreats into may exceed 5."""
    m6_new_guinea_lone_small_throws: bool = False
    """M6: a New Guinea defender with a single Small throws one die (one die per unit)."""
    m7_retreat_limit_per_road: bool = False
    """M7: a beaten defender saves at most 5 per clear road (default: 5 in all)."""
    m8_no_dice_overrides_modifiers: bool = False
    """M8: a defender that throws no dice gets no modifiers but the optional +2."""
    m9_retreat_counts_for_segments: bool = False
    """M9: a retreat counts against the 5-units-per-segment limit."""
    m10_reserve_roll_at_full_turn_end: bool = False
    """M10: reserve rolls at the end of the full turn (default: the roller's own turn)."""
    m11_one_landing_area_per_turn: bool = False
    """M11: Korea reserves land at one area per turn (default: any areas)."""

    def to_dict(self) -> dict[str, bool]:
        return asdict(self)

    @classmethod
    def from_dict(cls, data: Mapping[str, Any] | None) -> Rulings:
        data = dict(data or {})
        names = {f.name for f in fields(cls)}
        for key, value in data.items():
            if key not in names:
                raise InputError(f"unknown ruling toggle {key!r}", "rulings")
            if not isinstance(value, bool):
                raise InputError(f"toggle {key!r} must be true or false, got {value!r}", "rulings")
        return cls(**data)

    def label(self, number: str) -> str:
        """``"M7"`` -> ``"M7 (default)"`` or ``"M7 (toggle)"``; rulings without a toggle stay bare."""
        for f in fields(self):
            if f.name.upper().startswith(number.upper() + "_"):
                return f"{number} ({'toggle' if getattr(self, f.name) else 'default'})"
        return number
