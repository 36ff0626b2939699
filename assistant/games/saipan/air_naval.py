"""Saipan air and naval combat (9.1, 14.1-14.6): search, air-to-air, AA fire split across
targets, anti-ship strikes and ship-to-ship fire with target-type DRMs. Every attack is one d10
(T1) that hits on a roll (plus DRM) at most the points used (ruling S10: so a ship's negative target DRM
of 14.5 F, like 13.0 D's, helps the firer)."""

from __future__ import annotations

import random
from dataclasses import asdict, dataclass
from fractions import Fraction
from typing import Any, Sequence

from assistant.core.errors import InputError

from . import rules
from .rulings import SaipanRulings
from assistant.core.messages import msg


# ----------------------------------------------------------------------------- search (14.1)
@dataclass(frozen=True)
class SearchResult:
    distance_zones: int
    roll: int
    need: int
    found: bool
    rule: str = "14.1"


def search_need(distance_zones: int) -> int:
    """The highest roll that finds the enemy at this many sea zones away (0: the searcher's own)."""
    if distance_zones not in rules.SEARCH_MAX_ROLL_BY_DISTANCE:
        raise InputError(msg("search reaches 0-{0} zones, got {1}", max(rules.SEARCH_MAX_ROLL_BY_DISTANCE), distance_zones),
                         "search")
    return rules.SEARCH_MAX_ROLL_BY_DISTANCE[distance_zones]


def search_chance(distance_zones: int) -> Fraction:
    return Fraction(search_need(distance_zones), rules.DIE_FACES)


def search(distance_zones: int, rng: random.Random | None = None, roll: int | None = None) -> SearchResult:
    need = search_need(distance_zones)
    r = _roll(rng, roll, "search")
    return SearchResult(distance_zones, r, need, r <= need)


def air_range_zones(aircraft: str, side: str) -> int:
    """Air range in sea zones beyond the starting zone (9.1 B-C)."""
    if side == "us":
        return rules.US_AIR_RANGE_ZONES
    try:
        return rules.JAPANESE_AIR_RANGE_ZONES[aircraft]
    except KeyError:
        raise InputError(msg("no printed range for {0!r} (known: {1})", aircraft, sorted(rules.JAPANESE_AIR_RANGE_ZONES)),
                         "air range") from None


def bombardment_range_hexes(ship_type: str) -> int:
    """Naval bombardment range by ship type (12.3)."""
    try:
        return rules.BOMBARDMENT_RANGE_HEXES[ship_type]
    except KeyError:
        raise InputError(msg("no printed bombardment range for {0!r}", ship_type), "bombardment range") from None


# ----------------------------------------------------------------------------- attacks
@dataclass(frozen=True)
class Attack:
    """One attack of ``points`` from a split rating (AA, anti-ship) or a whole rating (air-to-air)."""

    attacker: str
    target: str
    points: int
    drm: int = 0
    drm_rule: str = ""


@dataclass(frozen=True)
class AttackResult:
    attack: Attack
    roll: int
    modified: int
    hit: bool
    chance: Fraction

    def to_dict(self) -> dict[str, Any]:
        d = asdict(self)
        d["chance"] = str(self.chance)
        return d


def _roll(rng: random.Random | None, roll: int | None, where: str) -> int:
    if roll is not None:
        if not 1 <= roll <= rules.DIE_FACES:
            raise InputError(msg("a d10 reads 1-10, got {0} (2.4, T1)", roll), where)
        return roll
    if rng is None:
        raise InputError(msg("give the roll or an rng"), where)
    return rules.roll_d10(rng)


def attack_chance(points: int, drm: int = 0) -> Fraction:
    """A hit when the roll plus the DRM is at most the points (ruling S10)."""
    return Fraction(sum(1 for r in range(1, rules.DIE_FACES + 1) if r + drm <= points), rules.DIE_FACES)


def check_split(rating: int, attacks: Sequence[Attack], what: str) -> None:
    """Points of one rating may be split over targets, each point used once (14.4 C, 14.5 E)."""
    if any(a.points < 1 for a in attacks):
        raise InputError(msg("each attack uses at least 1 point"), what)
    used = sum(a.points for a in attacks)
    if used > rating:
        raise InputError(msg("{0} points used but the rating is {1} (each point once)", used, rating), what)


def resolve(attacks: Sequence[Attack], rng: random.Random | None = None,
            rolls: Sequence[int] | None = None) -> list[AttackResult]:
    """One die per attack; a hit on roll + DRM <= points (T1; ruling S10 for a ship's target DRM, 14.5 F
    with 13.0 D)."""
    if rolls is not None and len(rolls) != len(attacks):
        raise InputError(msg("{0} attacks need {1} rolls", len(attacks), len(attacks)), "resolve")
    out = []
    for i, a in enumerate(attacks):
        r = _roll(rng, rolls[i] if rolls is not None else None, f"attack by {a.attacker}")
        out.append(AttackResult(a, r, r + a.drm, r + a.drm <= a.points, attack_chance(a.points, a.drm)))
    return out


def air_to_air(attacker: str, target: str, rating: int, rng: random.Random | None = None,
               roll: int | None = None) -> AttackResult:
    """Air-to-air: a hit on the air-to-air rating or less (14.3 C)."""
    return resolve([Attack(attacker, target, rating)], rng, [roll] if roll is not None else None)[0]


def aa_fire(firer: str, rating: int, split: Sequence[tuple[str, int]], rng: random.Random | None = None,
            rolls: Sequence[int] | None = None) -> list[AttackResult]:
    """AA fire split across air units as the firer wishes, each point once (14.4 B-E).

    Ground AA units use their attack rating as the AA rating (14.4 D). Two attacks may go at one
    air unit (14.4 E).
    """
    attacks = [Attack(firer, t, p, 0, "14.4 C") for t, p in split]
    check_split(rating, attacks, f"AA fire of {firer} (14.4 C)")
    return resolve(attacks, rng, rolls)


def anti_ship_strike(attacker: str, target: str, rating: int, rng: random.Random | None = None,
                     roll: int | None = None) -> AttackResult:
    """An air unit's strike on a ship: a hit on the anti-ship rating or less (14.4 B)."""
    return resolve([Attack(attacker, target, rating, 0, "14.4 B")], rng, [roll] if roll is not None else None)[0]


def ship_target_drm(target_type: str, rulings: SaipanRulings | None = None,
                    entered: int | None = None) -> tuple[int, str]:
    """The ship-to-ship DRM for a target type (14.5 F); carriers by ruling S5."""
    r = rulings or SaipanRulings()
    if target_type in rules.SHIP_TARGET_DRM:
        return rules.SHIP_TARGET_DRM[target_type], "14.5 F, S10"
    if target_type in rules.CARRIER_TYPES:
        if r.carriers == "as_bb":
            return rules.SHIP_TARGET_DRM["BB"], "S5 toggle: carriers as BB"
        if entered is None:
            raise InputError(msg("no printed DRM for carriers: enter one (ruling S5)"), f"target {target_type}")
        return entered, "S5: entered by the referee"
    raise InputError(msg("unknown ship type {0!r}", target_type), "ship_target_drm")


def ship_to_ship(firer: str, rating: int, split: Sequence[tuple[str, str, int]],
                 rulings: SaipanRulings | None = None, carrier_drm: int | None = None,
                 rng: random.Random | None = None, rolls: Sequence[int] | None = None) -> list[AttackResult]:
    """One ship's anti-ship rating split over (target id, target type, points) (14.5 D-F)."""
    attacks = []
    for target, ttype, points in split:
        drm, rule = ship_target_drm(ttype, rulings, carrier_drm)
        attacks.append(Attack(firer, target, points, drm, rule))
    check_split(rating, attacks, f"ship-to-ship fire of {firer} (14.5 E)")
    return resolve(attacks, rng, rolls)


# ----------------------------------------------------------------------------- damage
def after_hits(state: str, hits: int, has_reduced_side: bool = True, ship: bool | None = None) -> str:
    """Air units: full -> reduced -> eliminated (14.3 D; one with no reduced side goes at once).
    Ships: full -> damaged -> sunk (16.4 A: 'with 1 hit' then 'eliminated'); ``ship`` says which a
    "full" unit is (a damaged or sunk one is a ship)."""
    order = {"full": 0, "reduced": 1, "damaged": 1, "eliminated": 2, "sunk": 2}
    if state not in order:
        raise InputError(msg("unknown state {0!r}", state), "after_hits")
    ship = state in ("damaged", "sunk") if ship is None else ship
    level = order[state] + hits * (1 if has_reduced_side else 2)
    if level >= 2:
        return "sunk" if ship else "eliminated"
    if level == 1:
        return "damaged" if ship else "reduced"
    return state


def transport_hit(passengers: Sequence[str]) -> tuple[str, ...]:
    """A hit on a transport is a hit on every unit aboard (14.6 B)."""
    return tuple(passengers)
