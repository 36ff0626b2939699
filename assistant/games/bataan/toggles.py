"""Read the Bataan house-rule toggles from a `Rulings` value (``assistant.games.bataan.rulings``).

The resolvers take ``rulings=None`` for the default rulings. Each accessor returns
(is the toggle on, the label the answer records), so every roll names the ruling it used.
"""

from __future__ import annotations

from typing import Any


def _flag(rulings: Any, names: tuple[str, ...]) -> bool:
    if rulings is None:
        return False
    for name in names:
        if hasattr(rulings, name):
            value = getattr(rulings, name)
            if isinstance(value, bool):
                return value
            if isinstance(value, str):  # an enum-like choice: anything but the default is "on"
                return value.lower() not in ("default", "down", "round_down", "walk", "first",
                                             "first_american", "base_edge", "edge", "off", "")
            return bool(getattr(value, "value", value) not in (0, "default"))
    return False


def halving_rounds_up(rulings: Any) -> tuple[bool, str]:
    """B23: halved dice round down (default) or up."""
    on = _flag(rulings, ("b23_round_up", "halving_round_up", "round_halves_up", "b23"))
    return on, "B23: halves round up" if on else "B23: halves round down"


def no_fire_after_crawl(rulings: Any) -> tuple[bool, str]:
    """B24: a crawl counts as a walk (default) or forbids fire."""
    on = _flag(rulings, ("b24_no_fire_after_crawl", "no_fire_after_crawl", "crawl_forbids_fire", "b24"))
    return on, "B24: no fire after a crawl" if on else "B24: a crawl counts as a walk"


def broad_melee_officers(rulings: Any) -> tuple[bool, str]:
    """B25: +1 officer in melee for named officers only (default) or also CPO, gunnery sergeant, pilots."""
    on = _flag(rulings, ("b25_broad_officers", "melee_officer_includes_leaders", "broad_officers", "b25"))
    return on, ("B25: officers, chief petty officer, gunnery sergeant and pilots" if on
                else "B25: officers by name only")


def us_grenade_halved_after_walk(rulings: Any) -> tuple[bool, str]:
    """B26: an American grenade after a walk is not halved (default) or halved."""
    on = _flag(rulings, ("b26_grenade_halved_after_walk", "us_grenade_halved_after_walk", "b26"))
    return on, "B26: grenade halved after a walk" if on else "B26: grenade not halved after a walk"


def second_american_near_point(rulings: Any) -> tuple[bool, str]:
    """B13: the second American on a 6 is within 2" of the first (default) or of the landing point."""
    on = _flag(rulings, ("b13_second_near_point", "grenade_second_within_2_of_point",
                         "second_american_near_point", "b13"))
    return on, ("B13: second American within 2\" of the point" if on
                else "B13: second American within 2\" of the first")


def reveal_by_sight(rulings: Any) -> tuple[bool, str]:
    """B15: Americans revealed by firing or a Japanese figure within 2" (default); toggle adds sight."""
    on = _flag(rulings, ("b15_reveal_by_sight", "reveal_on_sight", "reveal_by_sight", "b15"))
    return on, ("B15: also revealed by a sight line (not entrenched)" if on
                else "B15: revealed by firing or a Japanese figure within 2\"")
