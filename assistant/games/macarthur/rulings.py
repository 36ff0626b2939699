"""House-rule toggles for MacArthur's campaigns (``shared/RULINGS.md`` M1-M14).

Defaults are the default rulings; a field set to True switches to the toggle's reading. Every
answer these touched names the ruling it used (``Rulings.label``).
"""

from __future__ import annotations

from dataclasses import dataclass, fields

from assistant.games.rulings_base import RulingsBase, toggle

#: The rulings without a toggle, by number, in a few words (shown next to answers).
FIXED = {
    "M1": "dice: 1 per Large, 1 per 2 Small, at most 5 (New Guinea: 1 per unit); lone Small defender throws none",
    "M3": "casualties: one die hits on a 6; with 2+ dice each face shown k >= 2 times gives k - 1",
    "M4": "removal: a Small per casualty; then a Large per 2 (an odd one costs a whole Large)",
    "M5": "retreat: lower total retreats; a side wiped out lets the other stay; tie: retreat or refight",
    "M12": "a tie in a landing battle: only the holder may retreat, otherwise refight",
    "M14": "order of play: landings and air drops come before battles, as moves do",
}


@dataclass(frozen=True)
class Rulings(RulingsBase):
    """The MacArthur toggles; False everywhere is the default ruling."""

    POINTS = (
        toggle("m2_bonus_may_exceed_five", "M2", "the +2 for retreating into an enemy town stays within 5 dice",
               "the +2 may take a side past 5 dice"),
        toggle("m6_new_guinea_lone_small_throws", "M6", "a New Guinea defender with one Small throws no dice",
               "it throws one die (one per unit)"),
        toggle("m7_retreat_limit_per_road", "M7", "a beaten defender saves at most 5 in all",
               "at most 5 per clear road"),
        toggle("m8_no_dice_overrides_modifiers", "M8", "modifiers still apply to a defender with no dice",
               "no dice overrides all but the optional +2"),
        toggle("m9_retreat_counts_for_segments", "M9", "a retreat does not count against 5 per segment",
               "a retreat counts against it"),
        toggle("m10_reserve_roll_at_full_turn_end", "M10", "reserve rolls at the end of the roller's own turn",
               "at the end of the full turn"),
        toggle("m11_one_landing_area_per_turn", "M11", "Korea reserves may land at several areas in a turn",
               "one landing area per turn"),
        toggle("m13_supply_all_approaches_cut", "M13",
               "North Korean attackers from several approach towns: any one cut off gives the -1",
               "all the approach towns must be cut off"),
    )

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
    m13_supply_all_approaches_cut: bool = False
    """M13: an attack from several approach towns is out of supply only when all are cut off (default: any)."""

    def label(self, number: str) -> str:
        """``"M7"`` -> ``"M7 (default)"`` or ``"M7 (toggle)"``; rulings without a toggle stay bare."""
        for f in fields(self):
            if f.name.upper().startswith(number.upper() + "_"):
                return f"{number} ({'toggle' if getattr(self, f.name) else 'default'})"
        return number
