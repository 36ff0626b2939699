"""Bataan fire: count the dice (B8, B9, B23, B24), check the target (range, B11), show exact odds,
roll, and apply the hits (a Japanese figure hit is killed; an American rolls the wound chart, B14).

Geometry stays outside: the caller passes the visible enemies with their distances, nearest first.

Hits from an automatic weapon go to the closest enemy first and, when he is down, to the next
closest (IV, B11). A rifleman's or group's hits all go to the chosen target; surplus hits on a
dead target are wasted. An American who survives a hit stays the closest, so the next hit of an
automatic weapon goes to him again (our reading).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from fractions import Fraction
from typing import Any, Iterable, Mapping, Sequence

from assistant.core.errors import InputError

from .forces import AMERICAN, FigureSpec
from .rolls import RollRecord, chance_at_least, roll, successes_distribution
from .rulings import Rulings
from .sequence import FigureTurn, fire_permission, halve
from .toggles import margin_in
from .weapons import Weapon, WeaponsChart
from .wounds import WoundResult, WoundState, roll_wound
from assistant.core.messages import msg


@dataclass(frozen=True)
class Firer:
    """One figure firing one of its weapons this turn."""

    figure: FigureSpec
    weapon_id: str
    turn: FigureTurn | None = None          # None: did not move, has not fired
    seriously_wounded: bool = False
    in_command: bool = True
    command_exempt: bool = False

    def turn_state(self) -> FigureTurn:
        return self.turn if self.turn is not None else FigureTurn(self.figure.id)


@dataclass(frozen=True)
class DiceLine:
    """The dice of one figure's weapon, or of one group of riflemen firing together."""

    figure_ids: tuple[str, ...]
    weapon_id: str
    hit_on: int
    automatic: bool
    base_dice: int
    dice: int
    reasons: tuple[str, ...]


@dataclass(frozen=True)
class FireDice:
    lines: tuple[DiceLine, ...]
    refused: tuple[tuple[str, str], ...]      # (figure id, why it may not fire)
    rulings: tuple[str, ...] = ()

    @property
    def dice(self) -> int:
        return sum(line.dice for line in self.lines)

    @property
    def reasons(self) -> tuple[str, ...]:
        out = [r for line in self.lines for r in line.reasons]
        out += [f"{fid}: {why}" for fid, why in self.refused]
        return tuple(out)


def count_fire_dice(firers: Sequence[Firer], chart: WeaponsChart, *, banzai: bool = False,
                    rulings: Rulings | None = None) -> FireDice:
    """The dice a set of firers throws at one target, with the reasons.

    Group-fire weapons (Japanese riflemen, B9) pool their figures: one die per 6 that did not move,
    per 12 that moved; leftovers add nothing. Stationary and moved riflemen fire in different steps,
    so one group may not mix them. Other weapons count per figure, halved per B8/B14 with one
    rounding at the end (B23).
    """
    lines: list[DiceLine] = []
    refused: list[tuple[str, str]] = []
    used: list[str] = []
    groups: dict[str, list[tuple[Firer, int]]] = {}
    seen: dict[tuple[str, str], int] = {}
    for f in firers:
        key = (f.figure.id, f.weapon_id)
        seen[key] = seen.get(key, 0) + 1
        if seen[key] > f.figure.weapons.count(f.weapon_id):  # the tank carries two machine guns
            raise InputError(msg("{0} listed more often with {1} than it carries", f.figure.id, f.weapon_id), "firers")
        if f.weapon_id not in f.figure.weapons:
            raise InputError(msg("{0} does not carry '{1}'", f.figure.id, f.weapon_id), "firers")
        w = chart[f.weapon_id]
        if w.kind != "fire":
            raise InputError(msg("'{0}' is thrown, not fired: use the grenade resolvers", w.id), "firers")
        perm = fire_permission(f.figure, f.turn_state(), seriously_wounded=f.seriously_wounded,
                               in_command=f.in_command, command_exempt=f.command_exempt,
                               banzai=banzai, rulings=rulings)
        used += [u for u in perm.rulings if u not in used]
        if not perm.allowed:
            refused.append((f.figure.id, "; ".join(perm.reasons)))
            continue
        if w.group_fire:
            groups.setdefault(w.id, []).append((f, perm.halvings))
            continue
        dice, label = halve(w.dice, perm.halvings, rulings)
        reasons = [f"{f.figure.id}: {w.label} {w.dice} dice"] + [f"{f.figure.id}: {r}" for r in perm.reasons]
        if label:
            reasons.append(f"{f.figure.id}: {w.dice} halved {perm.halvings}x -> {dice} ({label})")
            if label not in used:
                used.append(label)
        lines.append(DiceLine((f.figure.id,), w.id, w.hit_on, w.automatic, w.dice, dice, tuple(reasons)))
    for wid, members in groups.items():
        w = chart[wid]
        moved = [f for f, _ in members if f.turn_state().moved]
        still = [f for f, _ in members if not f.turn_state().moved]
        if moved and still:
            raise InputError(msg("riflemen that moved and riflemen that did not fire in different steps (IV, B9)"),
                             "firers")
        per = w.group_per_moved if moved else w.group_per_stationary
        n = len(members)
        dice = (n // per) * w.dice
        left = n % per
        how = "moved" if moved else "did not move"
        reasons = [f"{n} {w.label} that {how}: 1 die per {per} -> {dice} (B9)"]
        if left:
            reasons.append(f"{left} left over add nothing (B9)")
        lines.append(DiceLine(tuple(f.figure.id for f, _ in members), wid, w.hit_on, w.automatic,
                              dice, dice, tuple(reasons)))
        if "B9" not in used:
            used.append("B9")
    return FireDice(tuple(lines), tuple(refused), tuple(used))


# --- targets ---------------------------------------------------------------------------------

@dataclass(frozen=True)
class Target:
    """A visible enemy and its distance (B1 measure), as the table reports it."""

    id: str
    distance_in: float


@dataclass(frozen=True)
class TargetCheck:
    ok: bool
    reasons: tuple[str, ...]
    flagged: bool = False                   # B28: too close to call; the referee decides
    rulings: tuple[str, ...] = ()


def as_target(item: Any) -> Target:
    """A `Target` from ours, from the table's answers (anything with ``figure`` and ``distance_in``,
    e.g. ``assistant.games.bataan.table.targets.Target`` or a ``BlastHit``), or from an (id, distance) pair."""
    if isinstance(item, Target):
        return item
    if hasattr(item, "figure") and hasattr(item, "distance_in"):
        return Target(str(item.figure), float(item.distance_in))
    if isinstance(item, (tuple, list)) and len(item) == 2:
        return Target(str(item[0]), float(item[1]))
    raise InputError(msg("not a target with a distance: {0!r}", item), "targets")


def order_targets(visible: Iterable[Any]) -> tuple[Target, ...]:
    """Targets nearest first (ties by id), from any of the shapes `as_target` reads."""
    return tuple(sorted((as_target(t) for t in visible), key=lambda t: (t.distance_in, t.id)))


def check_target(weapon: Weapon, target_id: str, visible: Sequence[Target], *,
                 rulings: Rulings | None = None) -> TargetCheck:
    """Range and target choice: riflemen pick any visible enemy in range; BAR, Tommy gun and .30 MG
    must take the closest visible enemy (B11). Answers within the B28 margin are flagged."""
    margin = margin_in(rulings)
    ordered = order_targets(visible)
    by_id = {t.id: t for t in ordered}
    if target_id not in by_id:
        return TargetCheck(False, (f"{target_id} is not visible to the firer (IV, B4)",))
    t = by_id[target_id]
    reasons: list[str] = []
    flagged = False
    ok = True
    if t.distance_in > weapon.range_in + margin:
        ok = False
        reasons.append(f"{t.distance_in:.2f}\" is beyond {weapon.label} range {weapon.range_in:g}\"")
    elif abs(t.distance_in - weapon.range_in) <= margin:
        flagged = True
        reasons.append(f"{t.distance_in:.2f}\" against range {weapon.range_in:g}\": too close to call (B28)")
    else:
        reasons.append(f"{t.distance_in:.2f}\" within range {weapon.range_in:g}\"")
    used = ["B28"] if flagged else []
    if weapon.automatic and ok:
        nearest = ordered[0]
        if t.distance_in > nearest.distance_in + margin:
            ok = False
            reasons.append(f"{weapon.label} must take the closest visible enemy first: {nearest.id} at "
                           f"{nearest.distance_in:.2f}\" (B11)")
        elif t.id != nearest.id:
            flagged = True
            reasons.append(f"{t.id} and {nearest.id} are equally close within {margin:g}\" (B11, B28)")
            used.append("B28")
        else:
            reasons.append("the closest visible enemy (B11)")
        used.insert(0, "B11")
    return TargetCheck(ok, tuple(reasons), flagged, tuple(dict.fromkeys(used)))


# --- odds ------------------------------------------------------------------------------------

@dataclass(frozen=True)
class FireOdds:
    hits: tuple[Fraction, ...]                 # chance of exactly k hits

    @property
    def at_least_one(self) -> Fraction:
        return chance_at_least(self.hits, 1)

    def at_least(self, k: int) -> Fraction:
        return chance_at_least(self.hits, k)

    @property
    def expected_hits(self) -> Fraction:
        return sum((k * p for k, p in enumerate(self.hits)), Fraction(0))


def fire_odds(fire: FireDice) -> FireOdds:
    """Exact distribution of the number of hits (each line's dice hit on its own number)."""
    dist: list[Fraction] = [Fraction(1)]
    for line in fire.lines:
        d = successes_distribution(line.dice, line.hit_on)
        new = [Fraction(0)] * (len(dist) + len(d) - 1)
        for i, a in enumerate(dist):
            if a:
                for j, b in enumerate(d):
                    new[i + j] += a * b
        dist = new
    return FireOdds(tuple(dist))


# --- resolving -------------------------------------------------------------------------------

@dataclass(frozen=True)
class FireResult:
    rolls: tuple[RollRecord, ...]
    hits: int
    killed: tuple[str, ...]                    # figures killed (Japanese hit, or Americans dead)
    wounds: tuple[WoundResult, ...]            # wound-chart rolls for Americans hit
    wasted_hits: int
    reasons: tuple[str, ...]
    rulings: tuple[str, ...] = ()

    def to_dict(self) -> dict[str, Any]:
        return {"rolls": [r.to_dict() for r in self.rolls], "hits": self.hits, "killed": list(self.killed),
                "wounds": [w.to_dict() for w in self.wounds], "wasted_hits": self.wasted_hits,
                "reasons": list(self.reasons), "rulings": list(self.rulings)}


def resolve_fire(fire: FireDice, target_id: str, visible: Sequence[Target], dice: Any, *,
                 target_side: str, wound_states: Mapping[str, WoundState] | None = None,
                 entrenched: Mapping[str, bool] | None = None) -> FireResult:
    """Roll each line's dice and apply the hits.

    ``visible``: the enemies the firers can see and reach, with distances (the automatic weapons'
    later hits go down this list, nearest first). ``target_side``: the side being shot at.
    ``wound_states`` / ``entrenched``: for American targets (B14).
    """
    ordered = [t.id for t in order_targets(visible)]
    if target_id not in ordered:
        ordered.insert(0, target_id)
    states: dict[str, WoundState] = {k: WoundState(v) for k, v in (wound_states or {}).items()}
    dug_in = dict(entrenched or {})
    rolls: list[RollRecord] = []
    killed: list[str] = []
    wounds: list[WoundResult] = []
    wasted = 0
    total_hits = 0
    reasons: list[str] = list(fire.reasons)
    for line in fire.lines:
        who = line.figure_ids[0] if len(line.figure_ids) == 1 else f"{len(line.figure_ids)} figures"
        rec = roll(dice, line.dice, what="fire",
                   why=f"{who} fire {line.weapon_id} at {target_id}: hit on {line.hit_on}+",
                   rulings=tuple(dict.fromkeys(["B8"] + (["B9"] if len(line.figure_ids) > 1 else [])
                                               + (["B11"] if line.automatic else []))))
        hits = sum(1 for f in rec.dice if f >= line.hit_on)
        total_hits += hits
        rolls.append(_with_outcome(rec, f"{hits} hit" + ("" if hits == 1 else "s")))
        for _ in range(hits):
            if line.automatic:
                victim = next((t for t in ordered if t not in killed), None)
            else:
                victim = target_id if target_id not in killed else None
            if victim is None:
                wasted += 1
                continue
            if target_side == AMERICAN:
                w = roll_wound(victim, states.get(victim, WoundState.HEALTHY), dice,
                               entrenched=dug_in.get(victim, False),
                               why=f"hit by {line.weapon_id}")
                states[victim] = w.after
                wounds.append(w)
                rolls.append(w.roll)
                if w.killed:
                    killed.append(victim)
            else:
                killed.append(victim)
    used = tuple(dict.fromkeys(list(fire.rulings) + (["B14"] if wounds else [])))
    return FireResult(tuple(rolls), total_hits, tuple(killed), tuple(wounds), wasted, tuple(reasons), used)


def _with_outcome(rec: RollRecord, detail: str) -> RollRecord:
    return replace(rec, outcome="hits", detail=detail)


def sniper_firer(fig: FigureSpec, turn: FigureTurn | None = None) -> Firer:
    """B16: one die per sniper, hit on 6 (the weapons chart's sniper rifle)."""
    return Firer(fig, fig.weapons[0], turn, command_exempt=True)


__all__ = ["Firer", "DiceLine", "FireDice", "count_fire_dice", "Target", "TargetCheck", "order_targets", "as_target",
           "check_target", "FireOdds", "fire_odds", "FireResult", "resolve_fire", "sniper_firer"]
