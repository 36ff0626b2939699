"""Tarawa fire combat (4.2, 4.2.1-4.2.4, 2.2.2.1, 5.0, 6.1): DRMs, exact odds, the roll, the hits.

Each firing unit rolls one d10 (4.2.1 E, T1); it hits when the roll plus all DRMs is at most its
strength (4.2.1 F). A hit costs every unit in the target hex one step (4.2.1 G). DRMs the rules
state are built in; terrain (TEC), hexside and facing DRMs are referee entries (T4).
"""

from __future__ import annotations

import random
from dataclasses import asdict, dataclass, field
from fractions import Fraction
from math import comb
from typing import Any, Sequence

from assistant.core.errors import InputError
from assistant.core.hexes import Hex

from . import rules
from .rulings import TarawaRulings
from assistant.core.messages import msg

UNIT_KINDS = ("marine_infantry", "marine_weapons", "marine_engineer", "armour", "artillery",
              "mortar", "machine_gun", "amtrac", "hq", "infantry", "crew_weapon", "light_tank",
              "coastal_gun", "naval_gun_8in", "bombardment", "other")
MARINE_FIRE_SUPPORTED = frozenset({"marine_infantry", "marine_weapons"})   # 4.2 F
RELATIONS = ("same_hex", "adjacent", "distant")
ASPECTS = ("front", "flank", "rear")


@dataclass(frozen=True)
class Drm:
    """One named die-roll modifier with the rule (and ruling) it comes from."""

    name: str
    value: int
    rule: str

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)


@dataclass(frozen=True)
class FiringUnit:
    unit_id: str
    side: str                 # "us" | "japanese"
    kind: str                 # one of UNIT_KINDS
    strength: int             # firepower (or bombardment rating) on its current side

    def __post_init__(self) -> None:
        if self.kind not in UNIT_KINDS:
            raise InputError(msg("unknown unit kind {0!r}", self.kind), f"unit {self.unit_id}")
        if self.strength < 0:
            raise InputError(msg("strength cannot be negative"), f"unit {self.unit_id}")


@dataclass(frozen=True)
class FacingDrms:
    """Facing DRMs by aspect (5.0): the facing diagram is not in the source, so they are entries."""

    front: int = 0
    flank: int = 0
    rear: int = 0

    def of(self, aspect: str) -> int:
        if aspect not in ASPECTS:
            raise InputError(msg("unknown aspect {0!r}", aspect), "facing")
        return getattr(self, aspect)


@dataclass(frozen=True)
class Shot:
    """What one unit's fire at one hex depends on."""

    firer: FiringUnit
    relation: str = "distant"                       # same_hex | adjacent | distant
    stack: tuple[FiringUnit, ...] = ()              # the whole firing stack (firer may be in it)
    target_fortified: bool = False                  # target's Japanese non-armour units in pillbox/bunker/coastal defence (6.1 C-D)
    terrain_drm: int = 0                            # entered from the TEC (T4)
    terrain_name: str = ""
    hexside_drms: tuple[int, ...] = ()              # entered DRMs of the hexside(s) the line crosses
    aspects: tuple[str, ...] = ()                   # target aspect(s) the line enters by (two on a hex spine)
    bombardment: bool = False                       # offshore bombardment (4.2.2): no facing DRMs
    firer_fortified: bool = False                   # firer in a pillbox/bunker/coastal defence (4.2.3 D)


def shot_drms(shot: Shot, rulings: TarawaRulings | None = None,
              facing: FacingDrms | None = None) -> tuple[Drm, ...]:
    """Every DRM that applies to ``shot``, each named with its rule (and ruling)."""
    r = rulings or TarawaRulings()
    out: list[Drm] = []
    if shot.relation not in RELATIONS:
        raise InputError(msg("unknown relation {0!r}", shot.relation), "shot.relation")
    if shot.relation == "same_hex":
        if shot.firer_fortified:
            raise InputError(msg("a unit in a bunker, pillbox or coastal defence cannot fire in same-hex combat (4.2.3 D)"),
                             f"unit {shot.firer.unit_id}")
        out.append(Drm("same hex", rules.DRM_SAME_HEX, "2.2.2.1 A, 4.2.3 A"))
    elif shot.relation == "adjacent":
        out.append(Drm("adjacent hex", rules.DRM_ADJACENT, "2.2.2.1 A"))
    us = shot.firer.side == "us"
    stack = shot.stack or (shot.firer,)
    has_armour = any(u.kind == "armour" and u.side == "us" and u.strength > 0 for u in stack)
    if shot.target_fortified and us:
        if not r.fortification_drm_needs_armour:
            out.append(Drm("fortification", rules.DRM_FORTIFICATION,
                           "4.2 F (T5 toggle: every US attack)"))
        elif has_armour:
            out.append(Drm("fortification, armour in stack", rules.DRM_FORTIFICATION, "2.2.2.1 A, 4.2 F (T5)"))
    if us and not shot.bombardment:
        if r.sherman_support == "marine_with_armour":
            if shot.firer.kind in MARINE_FIRE_SUPPORTED and has_armour:
                out.append(Drm("Sherman support", rules.DRM_SHERMAN_SUPPORT, "4.2 F (T6)"))
        elif any(u.kind in MARINE_FIRE_SUPPORTED for u in stack):
            out.append(Drm("Sherman support", rules.DRM_SHERMAN_SUPPORT,
                           "4.2 F (T6 toggle: any US unit stacked with Marines)"))
    if shot.terrain_drm:
        out.append(Drm(f"terrain{': ' + shot.terrain_name if shot.terrain_name else ''}",
                       shot.terrain_drm, "TEC (entered, T4)"))
    if shot.hexside_drms:
        best = max(shot.hexside_drms)
        if best:
            out.append(Drm("hexside", best, "4.2.1 A, T13: the hexside DRM best for the defender"))
    if shot.aspects and not shot.bombardment:
        f = facing or FacingDrms()
        worst = min(shot.aspects, key=f.of)
        if f.of(worst):
            rule = "5.0 C: on a hex spine, the aspect worst for the defender" if len(set(shot.aspects)) > 1 else "5.0"
            out.append(Drm(f"{worst} aspect", f.of(worst), rule + " (entered)"))
    return tuple(out)


def hit_chance(strength: int, drm: int) -> Fraction:
    """Exact chance that d10 + drm <= strength (4.2.1 F; a d10 reads 1-10, T1)."""
    hits = sum(1 for roll in range(1, rules.DIE_FACES + 1) if roll + drm <= strength)
    return Fraction(hits, rules.DIE_FACES)


def hits_distribution(chances: Sequence[Fraction]) -> dict[int, Fraction]:
    """Exact distribution of the number of hits from independent shots."""
    dist = {0: Fraction(1)}
    for p in chances:
        nxt: dict[int, Fraction] = {}
        for k, q in dist.items():
            nxt[k] = nxt.get(k, Fraction(0)) + q * (1 - p)
            nxt[k + 1] = nxt.get(k + 1, Fraction(0)) + q * p
        dist = {k: v for k, v in nxt.items() if v}
    return dist


def turn_end_chance(n_dice: int, rulings: TarawaRulings | None = None) -> Fraction:
    """Exact chance that n combat dice lead to the end of the turn (4.2.5, T2)."""
    r = rulings or TarawaRulings()
    p10 = Fraction(1, rules.DIE_FACES)
    p_end = Fraction(len(rules.END_CHECK_ENDS_ON), rules.DIE_FACES)
    total = Fraction(0)
    for k in range(1, n_dice + 1):
        pk = comb(n_dice, k) * p10 ** k * (1 - p10) ** (n_dice - k)
        total += pk * (1 - (1 - p_end) ** k if r.end_check_per_ten else p_end)
    return total


@dataclass(frozen=True)
class ShotOdds:
    unit_id: str
    strength: int
    drms: tuple[Drm, ...]
    total_drm: int
    need: int                  # the highest natural roll that hits (0: none, 10: every roll)
    chance: Fraction


@dataclass(frozen=True)
class FireOdds:
    shots: tuple[ShotOdds, ...]
    hits: dict[int, Fraction]              # number of hits -> exact chance
    turn_end: Fraction                     # chance the action ends the turn (4.2.5)
    ruling: str = "T1, T2"


def fire_odds(shots: Sequence[Shot], rulings: TarawaRulings | None = None,
              facing: FacingDrms | None = None) -> FireOdds:
    """Exact odds of a combat action before the roll."""
    rows = []
    for s in shots:
        drms = shot_drms(s, rulings, facing)
        total = sum(d.value for d in drms)
        need = max(0, min(rules.DIE_FACES, s.firer.strength - total))
        rows.append(ShotOdds(s.firer.unit_id, s.firer.strength, drms, total, need,
                             hit_chance(s.firer.strength, total)))
    return FireOdds(tuple(rows), hits_distribution([r.chance for r in rows]),
                    turn_end_chance(len(rows), rulings))


@dataclass(frozen=True)
class ShotResult:
    unit_id: str
    roll: int
    drms: tuple[Drm, ...]
    modified: int
    strength: int
    hit: bool


@dataclass(frozen=True)
class FireResult:
    shots: tuple[ShotResult, ...]
    hits: int
    dice: tuple[int, ...]
    tens: int                             # dice that showed 10: end-of-turn checks follow (4.2.5)

    def to_dict(self) -> dict[str, Any]:
        return {"shots": [asdict(s) for s in self.shots], "hits": self.hits,
                "dice": list(self.dice), "tens": self.tens}


def resolve_fire(shots: Sequence[Shot], rng: random.Random | None = None,
                 rolls: Sequence[int] | None = None, rulings: TarawaRulings | None = None,
                 facing: FacingDrms | None = None) -> FireResult:
    """Roll (or take the table's rolls) one d10 per shot and count the hits."""
    if rolls is None:
        if rng is None:
            raise InputError(msg("give the rolls or an rng"), "resolve_fire")
        rolls = [rules.roll_d10(rng) for _ in shots]
    if len(rolls) != len(shots):
        raise InputError(msg("{0} shots need {1} rolls, got {2}", len(shots), len(shots), len(rolls)), "resolve_fire: rolls")
    out = []
    for s, roll in zip(shots, rolls):
        if not 1 <= roll <= rules.DIE_FACES:
            raise InputError(msg("a d10 reads 1-10, got {0} (2.4, T1)", roll), "resolve_fire: rolls")
        drms = shot_drms(s, rulings, facing)
        modified = roll + sum(d.value for d in drms)
        out.append(ShotResult(s.firer.unit_id, roll, drms, modified, s.firer.strength,
                              modified <= s.firer.strength))
    dice = tuple(rolls)
    return FireResult(tuple(out), sum(r.hit for r in out), dice,
                      sum(1 for d in dice if d == rules.END_CHECK_TRIGGER_FACE))


@dataclass(frozen=True)
class StepLosses:
    steps_left: dict[str, int]
    eliminated: tuple[str, ...]
    steps_lost: dict[str, int] = field(default_factory=dict)


def apply_hits(target_steps: dict[str, int], hits: int) -> StepLosses:
    """Each hit costs every unit in the target hex one step (4.2.1 G).

    Pass only the units the fire reaches: Marines on top of an amtrac are targeted separately
    from the amtrac and the Marines inside it (6.2 F).
    """
    if hits < 0:
        raise InputError(msg("hits cannot be negative"), "apply_hits")
    left, lost = {}, {}
    for uid, steps in target_steps.items():
        take = min(steps, hits)
        left[uid], lost[uid] = steps - take, take
    return StepLosses(left, tuple(u for u, s in left.items() if s == 0), lost)


# ----------------------------------------------------------------------------- facing (5.0)
def aspect_of_hexside(target: Hex, front: Hex, through: Hex) -> str:
    """The aspect of ``target`` (facing the neighbour ``front`` across its middle front hexside)
    seen through the hexside it shares with neighbour ``through``.

    The facing diagram is not in the source: the three front hexsides are front (5.0 B), the two
    beside the rear hexside flank, the one opposite the middle front hexside rear.
    """
    from assistant.core.hexes import DIRECTIONS
    try:
        i_front = DIRECTIONS.index(front - target)
        i_side = DIRECTIONS.index(through - target)
    except ValueError:
        raise InputError(msg("front and the hexside must be neighbours of the unit's hex"), "facing") from None
    diff = (i_side - i_front) % 6
    return "front" if diff in (0, 1, 5) else "rear" if diff == 3 else "flank"


def fire_aspects(target: Hex, front: Hex, source: Hex) -> tuple[str, ...]:
    """The aspect(s) of the target that fire from ``source`` comes through: two when the line
    enters along a hex spine (5.0 C: use the one worse for the defender, as ``shot_drms`` does)."""
    from assistant.core.hex_sight import entry_hexsides
    return tuple(aspect_of_hexside(target, front, n) for n in entry_hexsides(target, source))


def can_fire_at(firer: Hex, front: Hex, target: Hex) -> bool:
    """Fire leaves only through the unit's three front hexsides (5.0 B); along a spine between a
    front and a flank hexside it still leaves by the front one."""
    from assistant.core.hex_sight import entry_hexsides
    if firer == target:
        return True
    return any(aspect_of_hexside(firer, front, n) == "front" for n in entry_hexsides(firer, target))
