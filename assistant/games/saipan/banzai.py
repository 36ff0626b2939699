"""Saipan Banzai Charges (15.1): a designated assault with its own round order and DRMs.

Normal assault (12.2.2): round 1 the defender fires first, then the attacker; from round 2 both
fire together; to the death with no proficiency checks (ruling S1; toggle: a check before round 2).
A Banzai Charge (15.1 B): the Japanese stacking limit in the hex is doubled; the US fires two
rounds before the Japanese roll; Japanese proficiency is 10; the US has -1 from round 3 on;
retreats are ignored. It succeeds when every US unit in the hex is destroyed (15.1 C).
"""

from __future__ import annotations

from dataclasses import dataclass

from assistant.core.errors import InputError

from . import rules
from .rulings import SaipanRulings
from assistant.core.messages import msg


@dataclass(frozen=True)
class AssaultRound:
    number: int
    order: tuple[tuple[str, ...], ...]     # firing steps; a step with two sides is simultaneous
    us_drm: int
    japanese_proficiency: int | None       # 10 in a Banzai Charge, else the stack's own
    retreats_ignored: bool
    proficiency_check_first: bool          # S1 toggle: both sides check before round 2
    rules: tuple[str, ...]


def assault_round(number: int, attacker: str, banzai: bool = False,
                  rulings: SaipanRulings | None = None) -> AssaultRound:
    """Who fires in which order in round ``number`` of an assault, and the Banzai effects."""
    if number < 1:
        raise InputError(msg("rounds start at 1"), "assault_round")
    r = rulings or SaipanRulings()
    defender = "us" if attacker == "japanese" else "japanese"
    if banzai:
        if attacker != "japanese":
            raise InputError(msg("only the Japanese make Banzai Charges (15.1 A)"), "assault_round")
        if number <= rules.BANZAI_US_FREE_ROUNDS:
            order: tuple[tuple[str, ...], ...] = (("us",),)
        else:
            order = (("us", "japanese"),)
        drm = rules.BANZAI_US_DRM if number >= rules.BANZAI_US_DRM_FROM_ROUND else 0
        return AssaultRound(number, order, drm, rules.BANZAI_PROFICIENCY, True, False,
                            ("15.1 B", "12.2.2 E"))
    if number == 1:
        order = ((defender,), (attacker,))
    else:
        order = ((defender, attacker),)
    check = r.assault_proficiency_check and number == 2
    return AssaultRound(number, order, 0, None, False, check,
                        ("12.2.2 B-E",) + (("S1 toggle: 10.0 B check before round 2",) if check else ("S1",)))


def banzai_stacking_limit_sp() -> int:
    """The Japanese stacking limit in the target hex during a Banzai Charge (15.1 B)."""
    return rules.STACKING_LIMIT_SP * rules.BANZAI_STACKING_FACTOR


def banzai_succeeded(us_units_left_in_hex: int) -> bool:
    """Successful when every US unit in the assaulted hex is destroyed (15.1 C)."""
    return us_units_left_in_hex == 0


def assault_allowed_against_us(in_invasion_hex: bool, rulings: SaipanRulings | None = None) -> tuple[bool, str]:
    """May a US unit be assaulted? 16.3 F: only maneuver and bombardment attacks; ruling S2 reads
    that as US units in invasion hexes (default) or every US unit (toggle)."""
    r = rulings or SaipanRulings()
    if r.us_attack_limit == "all_us_units":
        return False, "16.3 F (S2 toggle: every US unit)"
    return (not in_invasion_hex), "16.3 F (S2: US units in invasion hexes)"
