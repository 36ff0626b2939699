"""Luzon rulings (../shared/RULINGS.md L1-L10; L7-L10 have no toggle: L7 in ``commands/units.py`` and
``displacement.py``, L8 in ``rules.py``, L9 in ``terrain.py``, L10 in ``commands/rebuilds.py``) and the optional variations in force for a game.

The rulings live in the game's settings under ``"rulings"`` (:class:`Rulings`), the optional
variations (4.0) under ``"options"`` (:class:`Options`: ``{"japanese": [...], "allied": [...]}``)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Mapping

from assistant.core.errors import InputError
from assistant.games.rulings_base import RulingsBase, choice
from assistant.core.messages import msg

L4_TOTALS = "totals"
L4_PER_HEX = "per_hex"
L5_LISTED = "listed"        # the Re-Roll counter serves only the rolls 1.13 lists (never Initiative, Weather)
L5_ANY = "any"              # any die roll but an Initiative roll


@dataclass(frozen=True)
class Rulings(RulingsBase):
    """Per-game settings. ``l4_manila``: how "at least 4 RE ... 10 or more combat strength" in
    Manila is counted: ``"totals"`` (default: over the three city hexes together) or ``"per_hex"``
    (each city hex on its own, and the 10+ must be one unit). L1 (hex numbering) lives in the map
    file; L2 (series charts are referee entries) and L3 (both sides' conditions hold -> conflict)
    have no toggle. ``l5_reroll``: which die rolls the Re-Roll counter (1.13) may serve:
    ``"listed"`` (default: Supply, Reinforcement incl. replacements, Flak, Air Combat, Barrage,
    Surprise, Combat; never Initiative or Weather) or ``"any"`` (any die roll but Initiative)."""

    POINTS = (
        choice("l4_manila", "L4", "how Manila's 4 RE and 10+ combat strength are counted",
               (L4_TOTALS, "totals over the three city hexes"),
               (L4_PER_HEX, "each city hex on its own, with one unit of 10+")),
        choice("l5_reroll", "L5", "which die rolls the Re-Roll counter may serve (1.13)",
               (L5_LISTED, "only the rolls 1.13 lists (never Initiative or Weather)"),
               (L5_ANY, "any die roll but an Initiative roll")),
    )
    WHERE = "Luzon rulings"

    l4_manila: str = L4_TOTALS
    l5_reroll: str = L5_LISTED

    def __post_init__(self) -> None:
        if self.l4_manila not in (L4_TOTALS, L4_PER_HEX):
            raise InputError(msg("must be {0!r} or {1!r}, got {2!r}", L4_TOTALS, L4_PER_HEX, self.l4_manila),
                             "Rulings.l4_manila")
        if self.l5_reroll not in (L5_LISTED, L5_ANY):
            raise InputError(msg("must be {0!r} or {1!r}, got {2!r}", L5_LISTED, L5_ANY, self.l5_reroll),
                             "Rulings.l5_reroll")

    def labels(self) -> dict[str, str]:
        return {"l4_manila": "L4", "l5_reroll": "L5"}

    @property
    def l4_name(self) -> str:
        return "L4 (totals over the three Manila hexes)" if self.l4_manila == L4_TOTALS else \
            "L4 toggle (per hex, one unit of 10+)"

    @property
    def l5_name(self) -> str:
        return "L5 (only the rolls 1.13 lists)" if self.l5_reroll == L5_LISTED else \
            "L5 toggle (any die roll but Initiative)"


CHOICES = {"l4_manila": (L4_TOTALS, L4_PER_HEX), "l5_reroll": (L5_LISTED, L5_ANY)}

JAPANESE_OPTIONS = tuple(range(1, 7))     # 4.0, the list favouring the Japanese (1D6)
ALLIED_OPTIONS = tuple(range(2, 13))      # 4.0, the list favouring the Allies (2D6), numbered as printed
# the optional variations this tool applies itself; the others are set-up changes the referee makes
APPLIED = {("japanese", 6): "+1 to Japanese replacement rolls (shown for the Common Replacement Table)",
           ("allied", 2): "landing hexes open; Agoo and Atimonan on turn 1, Allies there displaced toward Manila when "
                          "the Turn Two Group arrives (L7)",
           ("allied", 4): "Points of Interest take the Hills modifier (defence); Route 7 no supply road (trace)",
           ("allied", 5): "the two tank battalions' Move Mode cap is 12 MA",
           ("allied", 7): "Limited Strat Move counts stacks, not units (3.2)",
           ("allied", 9): "demolition markers checked (3 a turn, different hexes, near an Allied unit) and rolled",
           ("allied", 12): "+1 to every replacement roll (Allied 3.1d roll; shown for the Japanese table)"}


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
            raise InputError(msg("Japanese options are numbered 1-6, got {0}", bad_j), "Options.japanese")
        if bad_a:
            raise InputError(msg("Allied options are numbered 2-12, got {0}", bad_a), "Options.allied")

    def to_dict(self) -> dict[str, list[int]]:
        return {"japanese": sorted(self.japanese), "allied": sorted(self.allied)}

    @classmethod
    def from_dict(cls, data: Mapping[str, Any] | None) -> "Options":
        data = dict(data or {})
        unknown = set(data) - {"japanese", "allied"}
        if unknown:
            raise InputError(msg("unknown option lists {0}", sorted(unknown)), "Luzon optional variations")
        try:
            return cls(frozenset(int(n) for n in data.get("japanese", ())),
                       frozenset(int(n) for n in data.get("allied", ())))
        except (TypeError, ValueError):
            raise InputError(msg("options are numbers as printed in 4.0"), "Luzon optional variations") from None

    @property
    def names(self) -> list[str]:
        return [f"Japanese {n}" for n in sorted(self.japanese)] + [f"Allied {n}" for n in sorted(self.allied)]

    def replacement_modifiers(self, side: str) -> list[str]:
        """Chart modifier ids that apply to ``side``'s replacement roll."""
        mods = []
        if 12 in self.allied:
            mods.append("option_12")
        if side == "japanese" and 6 in self.japanese:
            mods.append("option_j6")
        return mods
