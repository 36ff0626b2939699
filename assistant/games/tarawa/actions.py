"""Tarawa special actions: proficiency checks (4.1 E-F), reinforcements (4.4, 8.0-8.1), offshore
bombardment (4.2.2, 7.4) and the Banzai Charge (6.3). Rolls use an injected random.Random or the
table's own rolls."""

from __future__ import annotations

import random
from dataclasses import dataclass
from fractions import Fraction
from typing import Iterable, Sequence

from assistant.core.errors import InputError
from assistant.core.hexes import Hex, distance

from . import rules
from .combat import FacingDrms, FireOdds, FiringUnit, Shot, fire_odds
from .rulings import TarawaRulings
from .turns import TurnTrack
from assistant.core.messages import msg


# ----------------------------------------------------------------------------- proficiency
@dataclass(frozen=True)
class ProficiencyRoll:
    unit_id: str
    rating: int
    roll: int
    passed: bool
    rule: str


def proficiency_chance(rating: int) -> Fraction:
    """Exact chance to roll the rating or less on a d10 (4.1 E, T1)."""
    return Fraction(max(0, min(rules.DIE_FACES, rating)), rules.DIE_FACES)


def _roll(rng: random.Random | None, rolls: list[int] | None, where: str) -> int:
    if rolls:
        r = rolls.pop(0)
        if not 1 <= r <= rules.DIE_FACES:
            raise InputError(msg("a d10 reads 1-10, got {0} (2.4, T1)", r), where)
        return r
    if rng is None:
        raise InputError(msg("give the rolls or an rng"), where)
    return rules.roll_d10(rng)


def proficiency_check(unit_id: str, rating: int, rng: random.Random | None = None,
                      roll: int | None = None, rule: str = "4.1 E") -> ProficiencyRoll:
    """One check: pass on a roll at most the proficiency rating."""
    r = _roll(rng, [roll] if roll is not None else None, f"proficiency check of {unit_id}")
    return ProficiencyRoll(unit_id, rating, r, r <= rating, rule)


@dataclass(frozen=True)
class EnterEnemyHex:
    """The outcome of a move into an enemy-occupied hex (4.1 E): who goes in, who stays."""

    checks: tuple[ProficiencyRoll, ...]
    enter: tuple[str, ...]
    stay: tuple[str, ...]
    rule: str

    @property
    def action_spent(self) -> bool:      # the move counts as made even if nobody moved (4.1 E)
        return True


def enter_enemy_hex(units: Sequence[tuple[str, int]], rng: random.Random | None = None,
                    rolls: Sequence[int] | None = None, started_adjacent: bool = True,
                    banzai: bool = False) -> EnterEnemyHex:
    """Check each unit (id, proficiency) entering an enemy-occupied hex (4.1 E).

    The stack must have started the action adjacent to that hex. Charging Banzai units enter an
    adjacent US hex without checks (6.3 D).
    """
    if not started_adjacent:
        raise InputError(msg("an enemy-occupied hex may be entered only from an adjacent hex (4.1 E)"), "enter_enemy_hex")
    if banzai:
        return EnterEnemyHex((), tuple(u for u, _ in units), (), "6.3 D: no check in a Banzai Charge")
    pool = list(rolls) if rolls is not None else None
    checks = tuple(ProficiencyRoll(u, p, r, r <= p, "4.1 E")
                   for u, p in units for r in [_roll(rng, pool, f"proficiency check of {u}")])
    return EnterEnemyHex(checks, tuple(c.unit_id for c in checks if c.passed),
                         tuple(c.unit_id for c in checks if not c.passed), "4.1 E")


@dataclass(frozen=True)
class CrewWeaponMove:
    unit_id: str
    may_move: bool
    flip_to_reduced: bool
    check: ProficiencyRoll | None
    rule: str = "4.1 F"


def crew_weapon_move(unit_id: str, rating: int, already_moved: bool, rng: random.Random | None = None,
                     roll: int | None = None) -> CrewWeaponMove:
    """A Japanese crew-served weapon moves only after passing a check, then flips to its reduced
    side; once moved (reduced) it needs no further check (4.1 F and its clarification)."""
    if already_moved:
        return CrewWeaponMove(unit_id, True, False, None, "4.1 F clarification")
    c = proficiency_check(unit_id, rating, rng, roll, "4.1 F")
    return CrewWeaponMove(unit_id, c.passed, c.passed, c)


# ----------------------------------------------------------------------------- reinforcements
@dataclass(frozen=True)
class LandingUnit:
    unit_id: str
    kind: str          # "amtrac" does not count against the 13 (4.4 A)
    hex: str           # the invasion (water) hex it is placed in


def check_reinforcement(units: Sequence[LandingUnit], first_wave: bool = False,
                        amtracs_available: int | None = None) -> int:
    """Check a reinforcement block; return how many units count against the limit.

    At most 13 units besides amtracs (4.4 A); the first assault wave lands every amtrac with at
    most one passenger each and no independent armour or artillery (8.0 B, 8.1 A). Once a turn and
    US only are checked by the action log; landing hexes by ``terrain.check_landing_hexes``.
    """
    counted = [u for u in units if u.kind != "amtrac"]
    if first_wave:
        amtracs = sum(1 for u in units if u.kind == "amtrac")
        if any(u.kind in ("armour", "artillery") for u in counted):
            raise InputError(msg("no independent armour or artillery in the first wave (8.0 B)"), "first wave")
        if len(counted) > amtracs:
            raise InputError(msg("the first wave lands at most one Marine unit per amtrac ({0}) (8.0 B)", amtracs),
                             "first wave")
        if amtracs_available is not None and amtracs != amtracs_available:
            raise InputError(msg("the first wave lands all {0} amtracs at once (8.1 D)", amtracs_available), "first wave")
        return len(counted)
    if len(counted) > rules.REINFORCEMENT_UNITS:
        raise InputError(msg("{0} units besides amtracs; the limit is {1} (4.4 A)", len(counted), rules.REINFORCEMENT_UNITS),
                         "reinforcement")
    return len(counted)


# ----------------------------------------------------------------------------- bombardment
BOMBARDMENT_UNIT = FiringUnit("offshore_bombardment", "us", "bombardment", rules.BOMBARDMENT_FIREPOWER)


def bombardment_problems(target: Hex, us_unit_hexes: Iterable[Hex], turn: int,
                         track: TurnTrack | None = None, rulings: TarawaRulings | None = None,
                         spotted: bool | None = None) -> list[str]:
    """Why an offshore bombardment of ``target`` is not allowed now ([] when it is)."""
    track = track or TurnTrack()
    r = rulings or TarawaRulings()
    out = []
    if track.is_night(turn):
        out.append("no bombardment on night turns (4.2.2 C, T8)")
    if turn > rules.BOMBARDMENT_FREE_UNTIL_TURN:
        near = [h for h in us_unit_hexes if distance(h, target) <= rules.BOMBARDMENT_MIN_DISTANCE_HEXES]
        if near:
            out.append(f"a US unit is within {rules.BOMBARDMENT_MIN_DISTANCE_HEXES} hexes of the target "
                       f"after turn {rules.BOMBARDMENT_FREE_UNTIL_TURN} (4.2.2 F)")
    if r.optional_spotting and track.day(turn) >= rules.SPOTTING_FROM_DAY and not spotted:
        out.append("from day 2 a bombardment must be spotted by a unit with a clear sight line (7.4, optional)")
    return out


def bombardment_shot(terrain_drm: int = 0, terrain_name: str = "", target_fortified: bool = False,
                     hexside_drms: tuple[int, ...] = ()) -> Shot:
    """One block of 10 BPs: one die as a strength-10 attack on one hex (4.2.2 B); facing DRMs do
    not apply (4.2.2 E)."""
    return Shot(BOMBARDMENT_UNIT, "distant", (), target_fortified, terrain_drm, terrain_name,
                hexside_drms, (), True)


def bombardment_odds(shot: Shot, rulings: TarawaRulings | None = None) -> FireOdds:
    return fire_odds([shot], rulings, FacingDrms())


# ----------------------------------------------------------------------------- Banzai Charge
BANZAI_KINDS = frozenset({"infantry", "hq"})


@dataclass(frozen=True)
class BanzaiUnit:
    unit_id: str
    kind: str          # "infantry" or "hq" (6.3 A)
    hex: Hex
    ma: int


@dataclass(frozen=True)
class BanzaiPlan:
    units: tuple[str, ...]
    movement_allowance: dict[str, int]     # MA + 3 each (6.3 C)
    rule: str = "6.3"


def plan_banzai(units: Sequence[BanzaiUnit], hq_hexes: Iterable[Hex], already_used: bool = False) -> BanzaiPlan:
    """Check a Banzai Charge: once a game, up to 8 infantry or HQ units, each within 5 hexes of an
    HQ unit (6.3 A); each may then move its MA + 3 (6.3 C)."""
    if already_used:
        raise InputError(msg("the Banzai Charge is allowed once a game (6.3 A)"), "banzai")
    if not 1 <= len(units) <= rules.BANZAI_MAX_UNITS:
        raise InputError(msg("a Banzai Charge takes 1-{0} units, got {1} (6.3 A)", rules.BANZAI_MAX_UNITS, len(units)), "banzai")
    hqs = list(hq_hexes)
    for u in units:
        if u.kind not in BANZAI_KINDS:
            raise InputError(msg("only infantry or HQ units may charge (6.3 A)"), f"unit {u.unit_id}")
        if not any(distance(u.hex, h) <= rules.BANZAI_HQ_RADIUS_HEXES for h in hqs):
            raise InputError(msg("not within {0} hexes of an HQ unit (6.3 A)", rules.BANZAI_HQ_RADIUS_HEXES), f"unit {u.unit_id}")
    return BanzaiPlan(tuple(u.unit_id for u in units), {u.unit_id: u.ma + rules.BANZAI_EXTRA_MP for u in units})
