"""Read the Bataan house-rule toggles (``assistant.games.bataan.rulings.Rulings``).

The resolvers take ``rulings=None`` for the default rulings. Each accessor returns
(is the toggle on, the reading's label), so every roll names the ruling it used.
"""

from __future__ import annotations

from .rulings import DEFAULT_RULINGS, Rulings


def resolve(rulings: Rulings | None) -> Rulings:
    return DEFAULT_RULINGS if rulings is None else rulings


def _get(rulings: Rulings | None, field: str, code: str) -> tuple[bool, str]:
    r = resolve(rulings)
    return bool(getattr(r, field)), r.label(code)


def halving_rounds_up(rulings: Rulings | None) -> tuple[bool, str]:
    """B23: halved dice round down (default) or up."""
    return _get(rulings, "b23_round_up", "B23")


def no_fire_after_crawl(rulings: Rulings | None) -> tuple[bool, str]:
    """B24: a crawl counts as a walk (default) or forbids fire."""
    return _get(rulings, "b24_no_fire_after_crawl", "B24")


def broad_melee_officers(rulings: Rulings | None) -> tuple[bool, str]:
    """B25: named officers only (default) or also the CPO, the gunnery sergeant and the pilots."""
    return _get(rulings, "b25_broad_officers", "B25")


def us_grenade_halved_after_walk(rulings: Rulings | None) -> tuple[bool, str]:
    """B26: an American grenade after a walk is not halved (default) or halved."""
    return _get(rulings, "b26_grenade_halved_after_walk", "B26")


def second_american_near_point(rulings: Rulings | None) -> tuple[bool, str]:
    """B13: the second American on a 6 is within 2" of the first (default) or of the point."""
    return _get(rulings, "b13_second_near_point", "B13")


def reveal_by_sight(rulings: Rulings | None) -> tuple[bool, str]:
    """B15: revealed by firing or a Japanese figure within 2" (default); the toggle adds sight."""
    return _get(rulings, "b15_reveal_by_sight", "B15")


def margin_in(rulings: Rulings | None) -> float:
    """B28: answers this close to a limit are flagged for the referee."""
    return resolve(rulings).b28_margin_in
