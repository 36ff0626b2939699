"""Last Stand on Bataan: the referee's house-rule toggles and table settings (``RULINGS.md``).

Every toggle is a boolean named after its ruling: ``False`` is the default ruling, ``True`` the
second reading. Two settings are numbers (B27 touching gap, B28 too-close margin). A `Rulings`
value is frozen; it is stored with the game (`to_dict` / `from_dict`) and every answer it
touched names the reading it used (`Rulings.label`).
"""

from __future__ import annotations

from dataclasses import dataclass, fields, replace
from typing import Any

from assistant.core.errors import InputError
from assistant.games.rulings_base import RulingsBase, number, toggle
from assistant.core.messages import msg

# ruling code -> (field, default reading, toggled reading)
_LABELS: dict[str, tuple[str, str, str]] = {
    "B1": ("b1_centre_to_centre", "B1: base edge to base edge", "B1: centre to centre"),
    "B4": ("b4_either_in_jungle",
           "B4: at most 6\" of jungle along the centre-to-centre sight line",
           "B4: sight limited to 6\" whenever either figure stands in jungle"),
    "B5": ("b5_own_platoon", "B5: any living officer or flag bearer within 6\"",
           "B5: an officer or flag bearer of the figure's own platoon within 6\""),
    "B13": ("b13_second_near_point", "B13: second American within 2\" of the first",
            "B13: second American within 2\" of the point"),
    "B15": ("b15_reveal_by_sight", "B15: revealed by firing or a Japanese figure within 2\"",
            "B15: also revealed by a Japanese sight line (not entrenched)"),
    "B23": ("b23_round_up", "B23: halves round down", "B23: halves round up"),
    "B24": ("b24_no_fire_after_crawl", "B24: a crawl counts as a walk", "B24: no fire after a crawl"),
    "B25": ("b25_broad_officers", "B25: officers by name only",
            "B25: officers, chief petty officer, gunnery sergeant and pilots"),
    "B26": ("b26_grenade_halved_after_walk", "B26: grenade not halved after a walk",
            "B26: grenade halved after a walk"),
    "B29": ("b29_own_guns",
            "B29: the two .30 MG ground crewmen serve one gun; it fires while either lives; each has a pistol",
            "B29: each .30 MG ground crewman has his own gun"),
    "B30": ("b30_reveal_where_it_stops",
            "B30: a Japanese path that comes within 2\" of a hidden American reveals him where it first does",
            "B30: only where the Japanese figure stops"),
}


@dataclass(frozen=True)
class Rulings(RulingsBase):
    """The Bataan toggles (False = default ruling) and the two table settings."""

    POINTS = tuple(toggle(field, code, default.split(": ", 1)[1], other.split(": ", 1)[1])
                   for code, (field, default, other) in _LABELS.items()) + (
        number("b27_touch_gap_in", "B27", "bases this close edge to edge are touching", 0.0, 1.0, "\""),
        number("b28_margin_in", "B28", "answers this close to a limit are flagged", 0.0, 1.0, "\""),
    )

    b1_centre_to_centre: bool = False      # B1 distance: edge-to-edge (default) / centre-to-centre
    b4_either_in_jungle: bool = False      # B4 sight: 6" of jungle along the line / 6" if either in jungle
    b5_own_platoon: bool = False           # B5 command: any leader / own platoon's leader only
    b13_second_near_point: bool = False    # B13 second American: within 2" of the first / of the point
    b15_reveal_by_sight: bool = False      # B15 revealing: proximity / also a sight line
    b23_round_up: bool = False             # B23 halving: round down / up
    b24_no_fire_after_crawl: bool = False  # B24 crawl: counts as walk / no fire
    b25_broad_officers: bool = False       # B25 melee officer bonus: named officers / also NCOs, pilots
    b26_grenade_halved_after_walk: bool = False  # B26 US grenade after a walk: not halved / halved
    b29_own_guns: bool = False             # B29 Air Corps .30 MG: one crew-served gun / one gun each
    b30_reveal_where_it_stops: bool = False  # B30 revealing by a move: anywhere along the path / where it stops
    b27_touch_gap_in: float = 0.1          # B27 bases within this edge gap are touching
    b28_margin_in: float = 0.05            # B28 answers this close to a limit are flagged

    def __post_init__(self) -> None:
        for f in fields(self):
            value = getattr(self, f.name)
            if f.type in ("bool", bool):
                if not isinstance(value, bool):
                    raise InputError(msg("must be true or false, not {0!r}", value), f"rulings.{f.name}")
            else:
                if isinstance(value, bool) or not isinstance(value, (int, float)) or not 0 <= value <= 1:
                    raise InputError(msg("must be a number of inches from 0 to 1, not {0!r}", value),
                                     f"rulings.{f.name}")
                object.__setattr__(self, f.name, float(value))

    def label(self, code: str) -> str:
        """The reading in force for ruling ``code`` ("B1", "B4", ...), as a sentence for answers."""
        if code == "B27":
            return f"B27: bases within {self.b27_touch_gap_in:g}\" touch"
        if code == "B28":
            return f"B28: flagged within {self.b28_margin_in:g}\" of a limit"
        name, default, toggled = _LABELS[code]
        return toggled if getattr(self, name) else default

    def with_(self, **changes: Any) -> "Rulings":
        return replace(self, **changes)


DEFAULT_RULINGS = Rulings()
