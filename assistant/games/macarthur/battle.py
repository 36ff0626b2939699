"""Battles in MacArthur's campaigns: dice counts, casualties, removal, retreats, and exact odds.

Rules (rulebook "Battles", "Casualties", "Retreating", "Landings from the Sea", the campaigns'
special rules) with the rulings of ``shared/RULINGS.md``: M1 dice, M2 modifiers, M3 casualties,
M4 removal, M5 retreat, M6/M8 the defender that throws no dice, M7 how many a beaten defender saves,
M12 ties in landing battles.

Exact odds enumerate every face: each side's dice are reduced to the distribution of
(total, casualties inflicted) over the multisets of faces (252 multisets for 5 dice instead of 7,776
sequences), and the two independent sides are combined pair by pair. Counts are exact integers over
6**(dice of both sides); probabilities are :class:`fractions.Fraction`.

The Blue side (UN / Allied) throws the white dice, the Red side the red dice. Rolls take an injected
:class:`random.Random`.
"""

from __future__ import annotations

import heapq
import random
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, replace
from fractions import Fraction
from functools import lru_cache
from math import factorial
from typing import Any

from assistant.core.errors import InputError
from assistant.games.macarthur import rules
from assistant.games.macarthur.rulings import Rulings
from assistant.games.macarthur.words import plural

CAMPAIGNS = ("korea", "new_guinea", "bataan_retreat")
ATTACKER = "attacker"
DEFENDER = "defender"


# --------------------------------------------------------------------------- values


@dataclass(frozen=True)
class Force:
    """A number of Large and Small units of one side."""

    large: int = 0
    small: int = 0

    def __post_init__(self) -> None:
        for name in ("large", "small"):
            v = getattr(self, name)
            if isinstance(v, bool) or not isinstance(v, int):
                raise InputError(f"{name} must be a whole number, got {v!r}", "force")
            if v < 0:
                raise InputError(f"{name} cannot be negative, got {v}", "force")

    @property
    def units(self) -> int:
        return self.large + self.small

    def __add__(self, other: Force) -> Force:
        return Force(self.large + other.large, self.small + other.small)

    def __sub__(self, other: Force) -> Force:
        return Force(self.large - other.large, self.small - other.small)

    def __str__(self) -> str:
        return f"{self.large}L+{self.small}S"

    def to_dict(self) -> dict[str, int]:
        return {"large": self.large, "small": self.small}

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Force:
        return cls(int(data.get("large", 0)), int(data.get("small", 0)))

    @classmethod
    def parse(cls, text: str, where: str = "force") -> Force:
        """``"large=2,small=1"`` (also ``"2L1S"``-free forms like ``"l=2,s=1"``)."""
        large = small = 0
        text = text.strip()
        if not text:
            raise InputError("empty force; write e.g. large=2,small=1", where)
        for part in text.split(","):
            key, sep, value = part.partition("=")
            key = key.strip().lower()
            if not sep:
                raise InputError(f"{part!r} is not key=value (e.g. large=2,small=1)", where)
            try:
                n = int(value)
            except ValueError:
                raise InputError(f"{value.strip()!r} is not a whole number", where) from None
            if n < 0:
                raise InputError(f"{key} cannot be negative, got {n}", where)
            if key in ("large", "l"):
                large = n
            elif key in ("small", "s"):
                small = n
            else:
                raise InputError(f"unknown unit size {key!r}; use large= and small=", where)
        return cls(large, small)


@dataclass(frozen=True)
class AttackStack:
    """Attacking units on one approach: ``approach`` is the town they came from (or the landing area)."""

    force: Force
    approach: str = ""
    from_sea: bool = False

    def to_dict(self) -> dict[str, Any]:
        return {"force": self.force.to_dict(), "approach": self.approach, "from_sea": self.from_sea}

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> AttackStack:
        return cls(Force.from_dict(data["force"]), str(data.get("approach", "")), bool(data.get("from_sea", False)))


@dataclass(frozen=True)
class Situation:
    """Campaign and situation flags that change a battle."""

    north_korean_out_of_supply: bool = False   # Korea, Supplies
    japanese_air_control: bool = False         # Bataan Retreat, Japanese Air Control
    japanese_hold_olongapo_and_layac: bool = False  # Bataan Retreat, Bataan
    on_bataan: bool = False                    # the battle is on the Bataan insert
    retreat_into_enemy_town: bool = False      # optional retreat rule: the attacker is a beaten defender
    manila: bool = False                       # Bataan Retreat: the town is Manila (open city)
    defender_retreat_roads: int | None = None  # roads clear of enemy units out of the town (None: unknown)
    defender_retreat_room: int | None = None   # M9 toggle: units the clear roads' segments still carry (None: no limit)

    def __post_init__(self) -> None:
        for name, what in (("defender_retreat_roads", "clear retreat roads"),
                           ("defender_retreat_room", "room on the retreat roads")):
            r = getattr(self, name)
            if r is not None and (isinstance(r, bool) or not isinstance(r, int) or r < 0):
                raise InputError(f"{what} must be a whole number >= 0, got {r!r}", "situation")

    def to_dict(self) -> dict[str, Any]:
        return dict(self.__dict__)

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Situation:
        return cls(**dict(data))


@dataclass(frozen=True)
class Battle:
    """One battle for one town. ``attacker_side`` is ``"blue"`` or ``"red"``."""

    campaign: str
    attacker_side: str
    attackers: tuple[AttackStack, ...]
    defender: Force
    situation: Situation = Situation()
    rulings: Rulings = Rulings()
    town: str = ""
    guests: Force = Force()
    """Units that retreated into the town this turn while it was under attack (Retreating): they throw no
    dice and take no casualties, but share the town's fate if its defenders lose it."""

    def __post_init__(self) -> None:
        if self.campaign not in CAMPAIGNS:
            raise InputError(f"unknown campaign {self.campaign!r}; one of {', '.join(CAMPAIGNS)}", "battle: campaign")
        if self.attacker_side not in rules.SIDES:
            raise InputError(f"side must be blue or red, got {self.attacker_side!r}", "battle: attacker side")
        object.__setattr__(self, "attackers", tuple(self.attackers))
        if not self.attackers or self.attacker_force.units == 0:
            raise InputError("the attacker needs at least one unit", "battle: attacker")
        if self.defender.units == 0:
            raise InputError("the defender needs at least one unit in the town", "battle: defender")
        s = self.situation
        if s.north_korean_out_of_supply and self.campaign != "korea":
            raise InputError("North Korean supply is a Korea rule", "battle: situation")
        if (s.japanese_air_control or s.japanese_hold_olongapo_and_layac or s.on_bataan or s.manila) \
                and self.campaign != "bataan_retreat":
            raise InputError("air control, Olongapo/Layac, Bataan and Manila are Bataan Retreat rules",
                             "battle: situation")
        if s.manila and self.attacker_side == rules.BLUE:
            raise InputError("Manila is an open city: the Allies may not attack the Japanese there",
                             "battle: Manila")
        if s.retreat_into_enemy_town and any(a.from_sea for a in self.attackers):
            raise InputError("a retreat into an enemy town is not a landing", "battle: situation")

    @property
    def defender_side(self) -> str:
        return rules.other_side(self.attacker_side)

    @property
    def attacker_force(self) -> Force:
        total = Force()
        for st in self.attackers:
            total = total + st.force
        return total

    @property
    def landing(self) -> bool:
        return any(a.from_sea for a in self.attackers)

    def side_of(self, role: str) -> str:
        return self.attacker_side if role == ATTACKER else self.defender_side

    def with_forces(self, attacker: Force, defender: Force) -> Battle:
        """The same battle with the attacker as one stack of ``attacker`` (for odds of refights)."""
        return replace(self, attackers=(AttackStack(attacker, "all", self.landing),), defender=defender)

    def to_dict(self) -> dict[str, Any]:
        return {
            "campaign": self.campaign, "attacker_side": self.attacker_side,
            "attackers": [a.to_dict() for a in self.attackers], "defender": self.defender.to_dict(),
            "situation": self.situation.to_dict(), "rulings": self.rulings.to_dict(), "town": self.town,
            "guests": self.guests.to_dict(),
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Battle:
        return cls(data["campaign"], data["attacker_side"],
                   tuple(AttackStack.from_dict(a) for a in data["attackers"]),
                   Force.from_dict(data["defender"]), Situation.from_dict(data.get("situation", {})),
                   Rulings.from_dict(data.get("rulings")), str(data.get("town", "")),
                   Force.from_dict(data.get("guests") or {}))


@dataclass(frozen=True)
class Step:
    """One step of an explanation: what happened and the rule (and ruling) behind it."""

    text: str
    rule: str
    change: int = 0

    def __str__(self) -> str:
        return f"{self.text} [{self.rule}]"


@dataclass(frozen=True)
class DiceCount:
    dice: int
    steps: tuple[Step, ...]
    throws_none: bool = False


# --------------------------------------------------------------------------- dice count (M1, M2, M6, M8)


def count_dice(battle: Battle, role: str, force: Force | None = None) -> DiceCount:
    """How many dice ``role`` ("attacker"/"defender") throws, each step with its rule."""
    if role not in (ATTACKER, DEFENDER):
        raise InputError(f"role must be attacker or defender, got {role!r}", "count dice")
    if force is None:
        force = battle.attacker_force if role == ATTACKER else battle.defender
    side = battle.side_of(role)
    s, r = battle.situation, battle.rulings
    steps: list[Step] = []
    ng = battle.campaign == "new_guinea"
    if ng:
        base = force.units
        steps.append(Step(f"{plural(force.units, 'unit')}: one die each", "New Guinea, Battles; M1", base))
    else:
        base = force.large + force.small // rules.SMALLS_PER_DIE
        txt = f"{force.large} Large: {force.large} die/dice; {force.small} Small: {force.small // 2}"
        if force.small % 2:
            txt += " (an odd Small adds none)"
        steps.append(Step(txt, "Battles; M1", base))
    if role == ATTACKER and len(battle.attackers) > 1:
        steps.append(Step(f"{len(battle.attackers)} approaches count as one attack force", "Battles; M1"))
    if role == DEFENDER and battle.guests.units:
        steps.append(Step(f"{battle.guests} retreated in this turn: they add no dice and take no casualties",
                          "Retreating"))
    dice = base
    if dice > rules.MAX_DICE:
        steps.append(Step(f"at most {rules.MAX_DICE} dice", "Battles; M1", rules.MAX_DICE - dice))
        dice = rules.MAX_DICE
    throws_none = role == DEFENDER and force == Force(0, 1) and not (ng and r.m6_new_guinea_lone_small_throws)
    if throws_none:
        if dice:
            steps.append(Step("a defender with a single Small throws no dice", f"Battles; M1; {r.label('M6')}", -dice))
        else:
            steps.append(Step("a defender with a single Small throws no dice", "Battles; M1"))
        dice = 0
    elif role == DEFENDER and force == Force(0, 1) and ng:
        steps.append(Step("New Guinea: the single Small throws one die", r.label("M6")))
    mods: list[Step] = []
    if battle.campaign == "korea" and side == rules.RED and s.north_korean_out_of_supply:
        mods.append(Step("North Korean supply route cut: one die less", "Korea, Supplies; M2", rules.OUT_OF_SUPPLY_DICE))
    if battle.campaign == "bataan_retreat" and side == rules.RED and s.japanese_air_control:
        if s.on_bataan:
            steps.append(Step("Japanese air control does not count on Bataan", "Bataan Retreat, Air Control; M2"))
        else:
            mods.append(Step("Japanese air control: one die more", "Bataan Retreat, Air Control; M2", rules.AIR_CONTROL_DICE))
    if battle.campaign == "bataan_retreat" and side == rules.BLUE and s.japanese_hold_olongapo_and_layac:
        if s.on_bataan:
            steps.append(Step("Japanese Olongapo+Layac: no effect on Bataan", "Bataan Retreat, Bataan; M2"))
        else:
            mods.append(Step("Japanese hold Olongapo and Layac: one die less", "Bataan Retreat, Bataan; M2",
                             rules.OLONGAPO_LAYAC_DICE))
    if mods and throws_none and r.m8_no_dice_overrides_modifiers:
        steps.append(Step("modifiers do not give dice to a defender that throws none", r.label("M8")))
        mods = []
    elif mods and throws_none:
        steps.append(Step("modifiers still apply to a defender that throws none", r.label("M8")))
    for m in mods:
        steps.append(m)
        dice += m.change
    clamped = max(0, min(rules.MAX_DICE, dice))
    if clamped != dice:
        steps.append(Step(f"held within 0-{rules.MAX_DICE} dice", "Battles; M2", clamped - dice))
        dice = clamped
    if role == DEFENDER and s.retreat_into_enemy_town:
        dice += rules.ENEMY_TOWN_BONUS_DICE
        steps.append(Step("enemy town entered by a retreating defender: holder adds 2 dice",
                          "Optional Retreating Rule; M2", rules.ENEMY_TOWN_BONUS_DICE))
        if dice > rules.MAX_DICE and not r.m2_bonus_may_exceed_five:
            steps.append(Step(f"still at most {rules.MAX_DICE} dice", r.label("M2"), rules.MAX_DICE - dice))
            dice = rules.MAX_DICE
        elif dice > rules.MAX_DICE:
            steps.append(Step(f"the +2 may exceed {rules.MAX_DICE}", r.label("M2")))
    steps.append(Step(f"{'attacker' if role == ATTACKER else 'defender'} ({side}, "
                      f"{rules.DICE_COLOUR[side]} dice) throws {dice}", "Battles"))
    return DiceCount(dice, tuple(steps), throws_none)


# --------------------------------------------------------------------------- casualties (M3, M4)


def casualties(faces: Sequence[int]) -> int:
    """Casualties inflicted by one throw (M3): one die hits on a 6; 2+ dice: each face k times gives k - 1."""
    for f in faces:
        if isinstance(f, bool) or not isinstance(f, int) or not 1 <= f <= rules.DIE_SIDES:
            raise InputError(f"a die shows 1-6, got {f!r}", "dice")
    if len(faces) == 1:
        return 1 if faces[0] == rules.SINGLE_DIE_HIT_FACE else 0
    counts = [0] * (rules.DIE_SIDES + 1)
    for f in faces:
        counts[f] += 1
    return sum(c - 1 for c in counts if c >= 2)


def units_lost(force: Force, hits: int, campaign: str) -> Force:
    """Which units ``hits`` casualties remove from ``force`` (M4; New Guinea one unit per casualty).

    Smalls go first. Outside New Guinea, casualties left once the Smalls are gone cost one Large per 2,
    an odd one a whole Large. New Guinea: one unit per casualty, Smalls first (the owner may pick).
    """
    if hits < 0:
        raise InputError(f"casualties cannot be negative, got {hits}", "casualties")
    small = min(hits, force.small)
    left = hits - small
    if campaign == "new_guinea":
        large = min(left, force.large)
    else:
        large = min(-(-left // rules.CASUALTIES_PER_LARGE), force.large)
    return Force(large, small)


def share_losses(stacks: Sequence[AttackStack], lost: Force) -> tuple[AttackStack, ...]:
    """Take ``lost`` from the stacks in order (the owner may redistribute; the totals are the rule)."""
    big, sm = lost.large, lost.small
    out = []
    for st in stacks:
        ts = min(sm, st.force.small)
        tl = min(big, st.force.large)
        sm -= ts
        big -= tl
        out.append(replace(st, force=st.force - Force(tl, ts)))
    return tuple(out)


# --------------------------------------------------------------------------- per-side distributions


def _compositions(n: int, k: int) -> Iterable[tuple[int, ...]]:
    if k == 1:
        yield (n,)
        return
    for first in range(n, -1, -1):
        for rest in _compositions(n - first, k - 1):
            yield (first, *rest)


@lru_cache(maxsize=None)
def side_distribution(n_dice: int) -> dict[tuple[int, int], int]:
    """(total, casualties inflicted) -> number of the 6**n ordered throws of ``n_dice`` dice giving it.

    Enumerates multisets of faces (counts c1..c6) weighted by the multinomial n!/(c1!...c6!).
    """
    if n_dice < 0:
        raise InputError(f"dice cannot be negative, got {n_dice}", "dice")
    dist: dict[tuple[int, int], int] = {}
    if n_dice == 0:
        return {(0, 0): 1}
    for counts in _compositions(n_dice, rules.DIE_SIDES):
        weight = factorial(n_dice)
        for c in counts:
            weight //= factorial(c)
        total = sum((face + 1) * c for face, c in enumerate(counts))
        if n_dice == 1:
            cas = 1 if counts[rules.SINGLE_DIE_HIT_FACE - 1] else 0
        else:
            cas = sum(c - 1 for c in counts if c >= 2)
        dist[(total, cas)] = dist.get((total, cas), 0) + weight
    return dist


# --------------------------------------------------------------------------- one round


@dataclass(frozen=True)
class Round:
    """One throw of both sides and what it did."""

    attacker_dice: tuple[int, ...]
    defender_dice: tuple[int, ...]
    attacker_total: int
    defender_total: int
    hits_on_attacker: int
    hits_on_defender: int
    attacker_lost: Force
    defender_lost: Force
    attackers_after: tuple[AttackStack, ...]
    defender_after: Force
    outcome: str            # attacker_wins | defender_wins | tie | both_eliminated
    steps: tuple[Step, ...]

    def to_dict(self) -> dict[str, Any]:
        return {
            "attacker_dice": list(self.attacker_dice), "defender_dice": list(self.defender_dice),
            "attacker_total": self.attacker_total, "defender_total": self.defender_total,
            "hits_on_attacker": self.hits_on_attacker, "hits_on_defender": self.hits_on_defender,
            "attacker_lost": self.attacker_lost.to_dict(), "defender_lost": self.defender_lost.to_dict(),
            "attackers_after": [a.to_dict() for a in self.attackers_after],
            "defender_after": self.defender_after.to_dict(), "outcome": self.outcome,
            "steps": [str(s) for s in self.steps],
        }


def _classify(att_after: Force, def_after: Force, att_total: int, def_total: int) -> str:
    if att_after.units == 0 and def_after.units == 0:
        return "both_eliminated"
    if def_after.units == 0:
        return "attacker_wins"
    if att_after.units == 0:
        return "defender_wins"
    if att_total > def_total:
        return "attacker_wins"
    if def_total > att_total:
        return "defender_wins"
    return "tie"


def fight_round(battle: Battle, attacker_dice: Sequence[int], defender_dice: Sequence[int]) -> Round:
    """Apply one throw (faces given) to ``battle``: casualties, removal, who has the higher total."""
    att_count = count_dice(battle, ATTACKER)
    def_count = count_dice(battle, DEFENDER)
    if len(attacker_dice) != att_count.dice:
        raise InputError(f"the attacker throws {plural(att_count.dice, 'die')}, got {len(attacker_dice)}", "attacker dice")
    if len(defender_dice) != def_count.dice:
        raise InputError(f"the defender throws {plural(def_count.dice, 'die')}, got {len(defender_dice)}", "defender dice")
    hits_on_def = casualties(attacker_dice) if attacker_dice else 0
    hits_on_att = casualties(defender_dice) if defender_dice else 0
    steps: list[Step] = [*att_count.steps, *def_count.steps]
    a_tot, d_tot = sum(attacker_dice), sum(defender_dice)
    steps.append(Step(f"attacker throws {list(attacker_dice)} = {a_tot}: {plural(hits_on_def, 'casualty')}", "Casualties; M3"))
    steps.append(Step(f"defender throws {list(defender_dice)} = {d_tot}: {plural(hits_on_att, 'casualty')}", "Casualties; M3"))
    m4 = "New Guinea, Casualties" if battle.campaign == "new_guinea" else "Casualties; M4"
    a_force = battle.attacker_force
    a_lost = units_lost(a_force, hits_on_att, battle.campaign)
    d_lost = units_lost(battle.defender, hits_on_def, battle.campaign)
    if hits_on_att:
        steps.append(Step(f"attacker removes {a_lost} of {a_force}", m4))
    if hits_on_def:
        steps.append(Step(f"defender removes {d_lost} of {battle.defender}", m4))
    att_after = share_losses(battle.attackers, a_lost)
    def_after = battle.defender - d_lost
    outcome = _classify(a_force - a_lost, def_after, a_tot, d_tot)
    reason = {
        "both_eliminated": "both sides wiped out",
        "attacker_wins": "defender wiped out" if def_after.units == 0 else f"attacker's total {a_tot} > {d_tot}",
        "defender_wins": "attacker wiped out" if (a_force - a_lost).units == 0 else f"defender's total {d_tot} > {a_tot}",
        "tie": f"totals tie at {a_tot}",
    }[outcome]
    steps.append(Step(f"{outcome.replace('_', ' ')}: {reason}", "Retreating; M5"))
    return Round(tuple(attacker_dice), tuple(defender_dice), a_tot, d_tot, hits_on_att, hits_on_def,
                 a_lost, d_lost, att_after, def_after, outcome, tuple(steps))


def roll_dice(rng: random.Random, n: int) -> tuple[int, ...]:
    return tuple(rng.randint(1, rules.DIE_SIDES) for _ in range(n))


# --------------------------------------------------------------------------- whole battle


@dataclass(frozen=True)
class BattleResult:
    """How a battle ended and where every unit goes."""

    battle: Battle
    rounds: tuple[Round, ...]
    winner: str                    # attacker | defender | none (both wiped out) | undecided
    attacker_fate: str             # enters | retreats | eliminated | retreats_voluntarily | ...
    defender_fate: str             # holds | retreats | eliminated | surrenders | retreats_and_surrenders | ...
    attackers_final: tuple[AttackStack, ...]
    defender_final: Force
    attacker_retreating: tuple[AttackStack, ...] = ()
    attacker_eliminated: Force = Force()   # lost after the dice (landing or trapped), not casualties
    defender_retreating: Force = Force()
    defender_surrendered: Force = Force()
    steps: tuple[Step, ...] = ()
    rulings_used: tuple[str, ...] = ()

    def to_dict(self) -> dict[str, Any]:
        return {
            "battle": self.battle.to_dict(), "rounds": [r.to_dict() for r in self.rounds],
            "winner": self.winner, "attacker_fate": self.attacker_fate, "defender_fate": self.defender_fate,
            "attackers_final": [a.to_dict() for a in self.attackers_final],
            "defender_final": self.defender_final.to_dict(),
            "attacker_retreating": [a.to_dict() for a in self.attacker_retreating],
            "attacker_eliminated": self.attacker_eliminated.to_dict(),
            "defender_retreating": self.defender_retreating.to_dict(),
            "defender_surrendered": self.defender_surrendered.to_dict(),
            "steps": [str(s) for s in self.steps], "rulings_used": list(self.rulings_used),
        }


def retreat_capacity(battle: Battle) -> int | None:
    """How many units a beaten defender may save (M7), or None when the clear roads are unknown."""
    roads = battle.situation.defender_retreat_roads
    if roads is None:
        return rules.RETREAT_LIMIT
    if battle.rulings.m7_retreat_limit_per_road:
        cap = rules.RETREAT_LIMIT * roads
    else:
        cap = rules.RETREAT_LIMIT if roads > 0 else 0
    room = battle.situation.defender_retreat_room
    return cap if room is None else min(cap, room)


def _pick_saved(force: Force, limit: int) -> Force:
    """Units that retreat when not all may: Large first (the owner may choose otherwise)."""
    large = min(force.large, limit)
    return Force(large, min(force.small, limit - large))


def defender_retreat(battle: Battle, force: Force, steps: list[Step]) -> tuple[str, Force, Force]:
    """(fate, retreating, surrendering) for a beaten defender holding ``force`` (plus the town's guests,
    who leave with it: our default, the rulebook is silent)."""
    r = battle.rulings
    if battle.guests.units:
        steps.append(Step(f"{battle.guests} that retreated in earlier leave with the beaten defenders "
                          "(our default: they share the town's fate)", "Retreating"))
        force = force + battle.guests
    roads = battle.situation.defender_retreat_roads
    cap = retreat_capacity(battle)
    room = battle.situation.defender_retreat_room
    if roads == 0:
        steps.append(Step(f"every road out is blocked: all {plural(force.units, 'unit')} surrender", "Retreating; M7"))
        return "surrenders", Force(), force
    if room is not None:
        steps.append(Step(f"retreats count against 5 units a segment: the clear roads carry {room} more this turn",
                          f"Retreating; {r.label('M9')}"))
        if cap == 0:
            steps.append(Step(f"no room on any clear road: all {plural(force.units, 'unit')} surrender",
                              f"Retreating; {r.label('M9')}"))
            return "surrenders", Force(), force
    saved = _pick_saved(force, cap) if force.units > cap else force
    lost = force - saved
    road_txt = "clear roads unknown: " if roads is None else f"{plural(roads, 'clear road')}: "
    per = "per clear road" if r.m7_retreat_limit_per_road else "in all"
    if lost.units:
        steps.append(Step(f"{road_txt}{saved} retreat (at most {rules.RETREAT_LIMIT} {per}), {lost} surrender",
                          f"Retreating; {r.label('M7')}"))
        return "retreats_and_surrenders", saved, lost
    steps.append(Step(f"{road_txt}{saved} retreat to the towns next door along clear roads",
                      f"Retreating; {r.label('M7')}"))
    return "retreats", saved, Force()


TiePolicy = str | Callable[[Battle, Round], str]
TIE_CHOICES = ("refight", "attacker_retreats", "defender_retreats")


def tie_options(battle: Battle) -> tuple[str, ...]:
    """What may happen on a tie (M5; landings M12; a trapped retreating defender cannot retreat again)."""
    if battle.landing or battle.situation.retreat_into_enemy_town:
        return ("refight", "defender_retreats")
    return TIE_CHOICES


def _attacker_loses(battle: Battle, stacks: tuple[AttackStack, ...], steps: list[Step],
                    voluntary: bool) -> tuple[str, tuple[AttackStack, ...], Force]:
    """(fate, stacks retreating, units eliminated) when the attacker falls back."""
    if battle.situation.retreat_into_enemy_town:
        lost = sum((st.force for st in stacks), Force())
        steps.append(Step(f"the retreating units have nowhere to go: {lost} eliminated", "Optional Retreating Rule"))
        return "eliminated", (), lost
    sea = tuple(st for st in stacks if st.from_sea and st.force.units)
    land = tuple(st for st in stacks if not st.from_sea and st.force.units)
    lost = sum((st.force for st in sea), Force())
    if lost.units:
        steps.append(Step(f"landing units with the lower total are lost: {lost}", "Landings from the Sea; M12"))
    for st in land:
        steps.append(Step(f"{st.force} fall back to {st.approach or 'the town they came from'}", "Retreating"))
    if land:
        fate = "retreats_voluntarily" if voluntary else "retreats"
        if lost.units:
            fate = "landing_lost_others_retreat"
    else:
        fate = "eliminated"
    return fate, land, lost


def resolve(battle: Battle, rng: random.Random | None = None, *, on_tie: TiePolicy = "refight",
            max_rounds: int = 50,
            dice: Sequence[tuple[Sequence[int], Sequence[int]]] | None = None) -> BattleResult:
    """Fight ``battle`` to its end: roll (or take ``dice`` per round), remove casualties, retreat.

    On a tie ``on_tie`` ("refight", "attacker_retreats", "defender_retreats" or a callable
    ``(battle, round) -> choice``) decides; refights recount the dice from the survivors (M5).
    """
    if rng is None and dice is None:
        raise InputError("give a random.Random or the dice of each round", "resolve")
    steps: list[Step] = []
    rounds: list[Round] = []
    used = {"M1", "M3", "M4" if battle.campaign != "new_guinea" else "M1", "M5"}
    if battle.situation.retreat_into_enemy_town:
        used.add(battle.rulings.label("M2"))
    if battle.situation.manila and battle.attacker_side == rules.RED:
        steps.append(Step("Manila is an open city: the Allied units retreat without a fight",
                          "Bataan Retreat, Manila as an Open City"))
        fate, saved, lost = defender_retreat(battle, battle.defender, steps)
        used.add(battle.rulings.label("M7"))
        return BattleResult(battle, (), winner="attacker", attacker_fate="enters", defender_fate=fate,
                            attackers_final=battle.attackers, defender_final=Force(),
                            defender_retreating=saved, defender_surrendered=lost,
                            steps=tuple(steps), rulings_used=_used(used, steps, battle.rulings))
    if battle.defender == Force(0, 1):
        used.add(battle.rulings.label("M8"))
        if battle.campaign == "new_guinea":
            used.add(battle.rulings.label("M6"))
    current = battle
    for n in range(max_rounds):
        a_n = count_dice(current, ATTACKER).dice
        d_n = count_dice(current, DEFENDER).dice
        if dice is not None:
            if n >= len(dice):
                raise InputError(f"round {n + 1} needs dice ({a_n} attacker, {d_n} defender)", "resolve: dice")
            a_d, d_d = tuple(dice[n][0]), tuple(dice[n][1])
        else:
            assert rng is not None
            side_first = current.attacker_side == rules.BLUE  # white dice are thrown first
            if side_first:
                a_d, d_d = roll_dice(rng, a_n), roll_dice(rng, d_n)
            else:
                d_d = roll_dice(rng, d_n)
                a_d = roll_dice(rng, a_n)
        rnd = fight_round(current, a_d, d_d)
        rounds.append(rnd)
        steps.extend(Step(f"round {n + 1}: {s.text}", s.rule, s.change) for s in rnd.steps)
        a_after = sum((st.force for st in rnd.attackers_after), Force())
        if rnd.outcome == "tie":
            if a_n == 0 and d_n == 0:
                steps.append(Step("neither side can throw dice: the referee decides", "Retreating; M5"))
                return BattleResult(battle, tuple(rounds), "undecided", "stays", "holds", rnd.attackers_after,
                                    rnd.defender_after, steps=tuple(steps), rulings_used=_used(used, steps, battle.rulings))
            choice = on_tie(current, rnd) if callable(on_tie) else on_tie
            options = tie_options(current)
            if choice not in options:
                raise InputError(f"on a tie here the choices are {', '.join(options)}; got {choice!r}",
                                 "resolve: on_tie")
            if current.landing:
                used.add("M12")
            if choice == "refight":
                steps.append(Step("tie: nobody retreats; refight with dice recounted", "Retreating; M5"))
                current = replace(current, attackers=tuple(st for st in rnd.attackers_after),
                                  defender=rnd.defender_after)
                continue
            if choice == "attacker_retreats":
                fate, back, lost = _attacker_loses(current, rnd.attackers_after, steps, voluntary=True)
                return BattleResult(battle, tuple(rounds), "defender", fate, "holds", rnd.attackers_after,
                                    rnd.defender_after, back, lost, steps=tuple(steps),
                                    rulings_used=_used(used, steps, battle.rulings))
            steps.append(Step("tie: the defender retreats voluntarily", "Retreating; M5"))
            used.add(battle.rulings.label("M7"))
            fate, saved, lost = defender_retreat(current, rnd.defender_after, steps)
            return BattleResult(battle, tuple(rounds), "attacker", "enters", fate_defender(fate, True),
                                rnd.attackers_after, rnd.defender_after,
                                defender_retreating=saved, defender_surrendered=lost, steps=tuple(steps),
                                rulings_used=_used(used, steps, battle.rulings))
        if rnd.outcome == "both_eliminated":
            return BattleResult(battle, tuple(rounds), "none", "eliminated", "eliminated", rnd.attackers_after,
                                rnd.defender_after, steps=tuple(steps), rulings_used=_used(used, steps, battle.rulings))
        if rnd.outcome == "attacker_wins":
            if rnd.defender_after.units == 0:
                steps.append(Step("the defender is wiped out: the attacker enters the town", "Retreating; M5"))
                saved = lost = Force()
                if battle.guests.units:
                    used.add(battle.rulings.label("M7"))
                    _fate, saved, lost = defender_retreat(current, Force(), steps)
                return BattleResult(battle, tuple(rounds), "attacker", "enters", "eliminated",
                                    rnd.attackers_after, Force(), defender_retreating=saved,
                                    defender_surrendered=lost, steps=tuple(steps),
                                    rulings_used=_used(used, steps, battle.rulings))
            used.add(battle.rulings.label("M7"))
            fate, saved, lost = defender_retreat(current, rnd.defender_after, steps)
            steps.append(Step("the attacker moves into the town", "Retreating"))
            return BattleResult(battle, tuple(rounds), "attacker", "enters", fate, rnd.attackers_after,
                                rnd.defender_after, defender_retreating=saved, defender_surrendered=lost,
                                steps=tuple(steps), rulings_used=_used(used, steps, battle.rulings))
        # defender wins
        if a_after.units == 0:
            steps.append(Step("the attacker is wiped out: the defender stays", "Retreating; M5"))
            return BattleResult(battle, tuple(rounds), "defender", "eliminated", "holds", rnd.attackers_after,
                                rnd.defender_after, steps=tuple(steps), rulings_used=_used(used, steps, battle.rulings))
        if current.landing:
            used.add("M12")
        fate, back, lost = _attacker_loses(current, rnd.attackers_after, steps, voluntary=False)
        return BattleResult(battle, tuple(rounds), "defender", fate, "holds", rnd.attackers_after,
                            rnd.defender_after, back, lost, steps=tuple(steps), rulings_used=_used(used, steps, battle.rulings))
    steps.append(Step(f"still tied after {max_rounds} rounds: the referee decides", "Retreating; M5"))
    last = rounds[-1]
    return BattleResult(battle, tuple(rounds), "undecided", "stays", "holds", last.attackers_after,
                        last.defender_after, steps=tuple(steps), rulings_used=_used(used, steps, battle.rulings))


def _used(used: set[str], steps: Sequence[Step], rulings: Rulings) -> tuple[str, ...]:
    """The rulings named by the steps (with default/toggle for those that have a toggle)."""
    import re

    names = set(used)
    for st in steps:
        for num in re.findall(r"\bM\d+\b", st.rule):
            names.add(rulings.label(num))
    bare = {n.split(" ")[0] for n in names if " " in n}
    names = {n for n in names if " " in n or n not in bare}
    return tuple(sorted(names, key=lambda n: int(n.split(" ")[0][1:])))


def fate_defender(fate: str, voluntary: bool) -> str:
    return {"retreats": "retreats_voluntarily"}.get(fate, fate) if voluntary else fate


# --------------------------------------------------------------------------- exact odds


@dataclass(frozen=True)
class BattleOdds:
    """Exact chances (fractions) of one battle, before rolling."""

    attacker_dice: int
    defender_dice: int
    # first round
    attacker_higher: Fraction
    tie: Fraction
    defender_higher: Fraction
    first_round: Mapping[str, Fraction]          # attacker_wins | defender_wins | tie | both_eliminated
    hits_on_attacker: Mapping[int, Fraction]     # casualties the defender's dice inflict
    hits_on_defender: Mapping[int, Fraction]
    attacker_eliminated: Fraction
    defender_eliminated: Fraction
    # if every tie is refought
    with_refights: Mapping[str, Fraction]        # ... plus "stalemate" (nobody can throw)
    steps: tuple[Step, ...] = ()

    def to_dict(self, exact: bool = False) -> dict[str, Any]:
        def v(x: Fraction) -> Any:
            return str(x) if exact else float(x)
        return {
            "attacker_dice": self.attacker_dice, "defender_dice": self.defender_dice,
            "attacker_higher": v(self.attacker_higher), "tie": v(self.tie),
            "defender_higher": v(self.defender_higher),
            "first_round": {k: v(p) for k, p in self.first_round.items()},
            "hits_on_attacker": {str(k): v(p) for k, p in self.hits_on_attacker.items()},
            "hits_on_defender": {str(k): v(p) for k, p in self.hits_on_defender.items()},
            "attacker_eliminated": v(self.attacker_eliminated),
            "defender_eliminated": v(self.defender_eliminated),
            "with_refights": {k: v(p) for k, p in self.with_refights.items()},
            "steps": [str(s) for s in self.steps],
        }


_OUTCOMES = ("attacker_wins", "defender_wins", "tie", "both_eliminated")


@lru_cache(maxsize=None)
def pair_table(a_n: int, d_n: int) -> dict[tuple[int, int], tuple[int, int, int]]:
    """(hits by attacker, hits by defender) -> counts of (attacker higher, tie, defender higher).

    Counts are over all 6**(a_n + d_n) ordered throws; built once per pair of dice counts by
    combining the two sides' (total, casualties) distributions.
    """
    a_dist, d_dist = side_distribution(a_n), side_distribution(d_n)
    table: dict[tuple[int, int], list[int]] = {}
    for (a_tot, a_cas), a_w in a_dist.items():
        for (d_tot, d_cas), d_w in d_dist.items():
            row = table.setdefault((a_cas, d_cas), [0, 0, 0])
            row[0 if a_tot > d_tot else 1 if a_tot == d_tot else 2] += a_w * d_w
    return {k: (v[0], v[1], v[2]) for k, v in sorted(table.items())}


def _joint(battle: Battle, a_force: Force, d_force: Force) -> tuple[int, dict[tuple[str, Force, Force], int], int, int]:
    """Counts over all 6**(a+d) throws of (outcome, attacker after, defender after)."""
    a_n = count_dice(battle, ATTACKER, a_force).dice
    d_n = count_dice(battle, DEFENDER, d_force).dice
    out: dict[tuple[str, Force, Force], int] = {}
    for (a_cas, d_cas), (hi, eq, lo) in pair_table(a_n, d_n).items():
        d_after = d_force - units_lost(d_force, a_cas, battle.campaign)
        a_after = a_force - units_lost(a_force, d_cas, battle.campaign)
        for tot_a, tot_d, w in ((1, 0, hi), (0, 0, eq), (0, 1, lo)):
            if w:
                key = (_classify(a_after, d_after, tot_a, tot_d), a_after, d_after)
                out[key] = out.get(key, 0) + w
    return rules.DIE_SIDES ** (a_n + d_n), out, a_n, d_n


def odds(battle: Battle) -> BattleOdds:
    """Exact odds of ``battle`` before any die is rolled (every face of every die enumerated)."""
    a_force, d_force = battle.attacker_force, battle.defender
    if battle.situation.manila and battle.attacker_side == rules.RED:
        one = Fraction(1)
        return BattleOdds(0, 0, Fraction(0), Fraction(0), Fraction(0), {"attacker_wins": one}, {0: one}, {0: one},
                          Fraction(0), Fraction(0), {"attacker_wins": one},
                          (Step("Manila is an open city: no battle, the Allies retreat",
                                "Bataan Retreat, Manila as an Open City"),))
    denom, joint, a_n, d_n = _joint(battle, a_force, d_force)
    a_dist, d_dist = side_distribution(a_n), side_distribution(d_n)
    a_den, d_den = rules.DIE_SIDES ** a_n, rules.DIE_SIDES ** d_n
    higher = tie = lower = 0
    for (a_tot, _), a_w in a_dist.items():
        for (d_tot, _), d_w in d_dist.items():
            if a_tot > d_tot:
                higher += a_w * d_w
            elif a_tot == d_tot:
                tie += a_w * d_w
            else:
                lower += a_w * d_w
    hits_att: dict[int, Fraction] = {}
    for (_t, c), w in d_dist.items():
        hits_att[c] = hits_att.get(c, Fraction(0)) + Fraction(w, d_den)
    hits_def: dict[int, Fraction] = {}
    for (_t, c), w in a_dist.items():
        hits_def[c] = hits_def.get(c, Fraction(0)) + Fraction(w, a_den)
    first = {k: Fraction(0) for k in _OUTCOMES}
    a_elim = d_elim = 0
    for (outcome, a_after, d_after), w in joint.items():
        first[outcome] += Fraction(w, denom)
        a_elim += w if a_after.units == 0 else 0
        d_elim += w if d_after.units == 0 else 0
    steps = (*count_dice(battle, ATTACKER).steps, *count_dice(battle, DEFENDER).steps,
             Step(f"enumerated {a_den} x {d_den} throws as {len(a_dist)} x {len(d_dist)} "
                  "(total, casualties) classes", "exact odds"))
    return BattleOdds(a_n, d_n, Fraction(higher, denom), Fraction(tie, denom), Fraction(lower, denom),
                      first, dict(sorted(hits_att.items())), dict(sorted(hits_def.items())),
                      Fraction(a_elim, denom), Fraction(d_elim, denom),
                      refight_odds(battle), steps)


REFIGHT_CUTOFF = Fraction(1, 10**15)
"""Refights are followed while the chance of still being undecided at a position is at least this; what
is left below it is reported as ``unresolved`` (an exact fraction, so the outcomes still sum to 1)."""


def refight_odds(battle: Battle) -> dict[str, Fraction]:
    """Final outcome chances when every tie is refought with recounted dice (M5).

    The chance is carried forward from position to position (forces only shrink after a tie, so the
    positions are taken largest first, each once; a tie that changes nobody is a repeat of the same
    position). The work depends on the dice (at most 5 a side), not on the size of the forces: a
    position reached with less than :data:`REFIGHT_CUTOFF` chance is not followed and its chance is
    reported as ``unresolved``. No recursion: any force size answers."""
    keys = ("attacker_wins", "defender_wins", "both_eliminated", "stalemate")
    res = {k: Fraction(0) for k in keys}
    unresolved = Fraction(0)
    start = (battle.attacker_force, battle.defender)
    mass: dict[tuple[Force, Force], Fraction] = {start: Fraction(1)}
    heap: list[tuple[int, int, tuple[Force, Force]]] = [(-(start[0].units + start[1].units), 0, start)]
    n = 1
    while heap:
        _, _, pos = heapq.heappop(heap)
        m = mass.pop(pos)
        if m < REFIGHT_CUTOFF:
            unresolved += m
            continue
        a, d = pos
        denom, joint, _a_n, _d_n = _joint(battle, a, d)
        stay = Fraction(sum(w for (o, a2, d2), w in joint.items() if o == "tie" and (a2, d2) == pos), denom)
        if stay == 1:
            res["stalemate"] += m
            continue
        m = m / (1 - stay)
        for (outcome, a_after, d_after), w in joint.items():
            p = m * Fraction(w, denom)
            if outcome != "tie":
                res[outcome] += p
            elif (a_after, d_after) != pos:
                nxt = (a_after, d_after)
                if nxt not in mass:
                    mass[nxt] = Fraction(0)
                    n += 1
                    heapq.heappush(heap, (-(a_after.units + d_after.units), n, nxt))
                mass[nxt] += p
    if unresolved:
        res["unresolved"] = unresolved
    return res
