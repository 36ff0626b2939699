"""Saipan rulings (RULINGS.md S1-S6) as one frozen settings value stored with each game.

S3 (the result scale) has no toggle; it is ``rules.LEVELS`` and is named in the outcome.
"""

from __future__ import annotations

from dataclasses import dataclass

from assistant.core.errors import InputError
from assistant.games.rulings_base import RulingsBase, choice, toggle
from assistant.core.messages import msg

_CHOICES = {
    "us_attack_limit": ("invasion_hexes", "all_us_units"),
    "ship_scoring": ("final_state", "each_step"),
    "carriers": ("entries", "as_bb"),
    "equal_vp": ("draw", "japanese"),
}


@dataclass(frozen=True)
class SaipanRulings(RulingsBase):
    POINTS = (
        toggle("assault_proficiency_check", "S1", "assault rounds go to the death, no proficiency checks (12.2.2)",
               "a proficiency check before round 2 (10.0 B)"),
        choice("us_attack_limit", "S2", "which US units only maneuver and bombardment may attack",
               ("invasion_hexes", "US units in invasion hexes"), ("all_us_units", "every US unit")),
        choice("ship_scoring", "S4", "a ship damaged then sunk scores",
               ("final_state", "once, at its final state"), ("each_step", "for each step")),
        choice("carriers", "S5", "carriers in ship combat and VPs",
               ("entries", "referee entries"), ("as_bb", "as a BB (DRM 0, the BB/CV VPs)")),
        choice("equal_vp", "S6", "equal VPs", ("draw", "a draw"), ("japanese", "a Japanese win")),
    )
    WHERE = "Saipan rulings"

    # S1: assault rounds go to the death with no proficiency checks (False, 12.2.2), or a check
    # before round 2 as in 10.0 B (True).
    assault_proficiency_check: bool = False
    # S2: "US units may only be attacked by maneuver and bombardment" covers US units in invasion
    # hexes only (default) or every US unit.
    us_attack_limit: str = "invasion_hexes"
    # S4: a ship damaged then sunk scores once at its final state (default) or for each step.
    ship_scoring: str = "final_state"
    # S5: carriers in ship combat and for VPs beyond the printed CV line: referee entries
    # (default) or treated as a BB (DRM 0, the BB/CV VPs).
    carriers: str = "entries"
    # S6: equal VPs are a draw (default) or a Japanese win.
    equal_vp: str = "draw"

    def __post_init__(self) -> None:
        for name, allowed in _CHOICES.items():
            if getattr(self, name) not in allowed:
                raise InputError(msg("must be one of {0}", allowed), f"Saipan rulings: {name}")

    def labels(self) -> dict[str, str]:
        return {"assault_proficiency_check": "S1", "us_attack_limit": "S2", "ship_scoring": "S4",
                "carriers": "S5", "equal_vp": "S6"}


CHOICES = _CHOICES
Rulings = SaipanRulings  # the name every game family's rulings module exports
