"""Tarawa rulings (RULINGS.md T1-T11) as one frozen settings value stored with each game.

T1 (d10, 0 reads 10), T3 (hexside sight rule), T4 (missing charts are entries) and T9 (cleared on
turn 27 with fewer than 63 US step losses is a draw) have no toggle; they are named in answers.
"""

from __future__ import annotations

from dataclasses import dataclass

from assistant.core.errors import InputError
from assistant.games.rulings_base import RulingsBase, choice, toggle
from assistant.core.messages import msg

SIDES = ("us", "japanese")


@dataclass(frozen=True)
class TarawaRulings(RulingsBase):
    POINTS = (
        toggle("end_check_per_ten", "T2", "one end-of-turn check after a combat action with any 10",
               "one check for each 10"),
        toggle("fortification_drm_needs_armour", "T5", "the -1 against fortifications applies to every US attack",
               "only with a step of US armour in the firing stack"),
        choice("sherman_support", "T6", "who gets the -2 of Sherman support",
               ("marine_with_armour", "Marine infantry / weapons firing while stacked with US armour"),
               ("any_with_marines", "any US unit stacked with Marine infantry / weapons")),
        choice("first_player", "T7", "the first player", ("us", "the US"), ("japanese", "the Japanese")),
        toggle("bunker_fires_any_direction", "T10", "from a bunker the unit's own facing still limits its fire",
               "a unit in a bunker fires in any direction"),
        toggle("water_blocks_sight", "T11", "open water does not block a sight line",
               "open water blocks, as 4.2.1 B reads literally"),
        toggle("optional_spotting", "7.4", "bombardment needs no spotter", "from day 2 bombardment must be spotted"),
        toggle("optional_black_beaches", "8.2", "landings only on the landing beaches",
               "any beach hex may be a landing hex"),
        toggle("optional_hidden", "7.1", "no force markers: every unit is seen",
               "hidden Japanese units and dummies under force markers (7.1, 7.3)"),
        toggle("optional_secret_results", "7.2", "Japanese combat rolls are open",
               "Japanese combat rolls are secret: shown to the referee only"),
        toggle("optional_reemplace", "4.1 F", "a moved crew-served weapon stays on its reduced side",
               "a Japanese crew-served weapon may be re-emplaced on a proficiency check"),
        toggle("optional_fire_twice", "4.1 F", "a crew-served weapon fires once an action",
               "a 0-MP crew-served weapon may fire twice, burning out on a failed check"),
    )
    WHERE = "Tarawa rulings"

    # T2: after a combat action with any 10, one end-of-turn check (False) or one per 10 (True).
    end_check_per_ten: bool = False
    # T5: the -1 against pillboxes/bunkers/coastal defences needs US armour in the firing stack
    # (True, default) or applies to every US attack on them (False).
    fortification_drm_needs_armour: bool = True
    # T6: the -2 Sherman support goes to Marine infantry/weapons units firing while stacked with
    # US armour ("marine_with_armour", default) or to any US unit stacked with Marine
    # infantry/weapons ("any_with_marines").
    sherman_support: str = "marine_with_armour"
    # T7: the first player (default the US; chosen per game).
    first_player: str = "us"
    # T10 (6.1 B): a unit in a bunker keeps its own facing limit (False, default) or fires in any
    # direction (True).
    bunker_fires_any_direction: bool = False
    # T11 (4.2.1 B): open water does not block sight (False, default) or blocks it (True).
    water_blocks_sight: bool = False
    # Optional rules of section 7 / 8 that change what the tool checks.
    optional_spotting: bool = False        # 7.4: bombardment from day 2 must be spotted
    optional_black_beaches: bool = False   # 8.2: any beach hex may be a landing hex
    optional_hidden: bool = False          # 7.1, 7.3: force markers, hidden units and dummies
    optional_secret_results: bool = False  # 7.2: the Japanese combat rolls are secret
    optional_reemplace: bool = False       # 4.1 F optional: re-emplacing a crew-served weapon
    optional_fire_twice: bool = False      # 4.1 F optional: a 0-MP crew-served weapon firing twice

    def __post_init__(self) -> None:
        if self.sherman_support not in ("marine_with_armour", "any_with_marines"):
            raise InputError(msg("unknown reading {0!r}", self.sherman_support), "rulings: sherman_support (T6)")
        if self.first_player not in SIDES:
            raise InputError(msg("first player must be one of {0}", SIDES), "rulings: first_player (T7)")

    def labels(self) -> dict[str, str]:
        """The ruling each toggle implements, for the settings panel and for answers."""
        return {"end_check_per_ten": "T2", "fortification_drm_needs_armour": "T5",
                "sherman_support": "T6", "first_player": "T7",
                "bunker_fires_any_direction": "T10", "water_blocks_sight": "T11",
                "optional_spotting": "7.4", "optional_black_beaches": "8.2",
                "optional_hidden": "7.1", "optional_secret_results": "7.2", "optional_reemplace": "4.1 F",
                "optional_fire_twice": "4.1 F"}


CHOICES = {"sherman_support": ("marine_with_armour", "any_with_marines"), "first_player": SIDES}
Rulings = TarawaRulings  # the name every game family's rulings module exports
