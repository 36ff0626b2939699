"""Air and naval attacks (14.3-14.6): air-to-air, AA fire, anti-ship strikes and ship-to-ship fire.
Each attack is one d10 that hits on a roll (plus the target's DRM) at most the points used (T1). A hit
is recorded as the VP result it gives (16.4 A): an air step, or a ship damaged then sunk (S4), a CVL or
CVE with the VPs the referee enters (S5). The odds shown first and the roll read the same function,
``hit_on``. Qt-free."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from fractions import Fraction
from typing import TYPE_CHECKING, Sequence

from assistant.core.errors import InputError
from assistant.store.changes import Change

from .. import rules
from ..victory import Result
from .base import SIDE_NAMES, check_side, other
from .results import UNPRINTED_CARRIERS, ship_states
from .procedure import Procedure
from assistant.core.messages import msg

if TYPE_CHECKING:
    from ..air_naval import Attack, AttackResult


def hit_on(attack: Attack, roll: int) -> AttackResult:
    """The one reading of an attack roll (14.3 C, 14.4 B-E, 14.5 D-F)."""
    from ..air_naval import resolve
    return resolve([attack], rolls=[roll])[0]


def hit_chance(attack: Attack) -> Fraction:
    """The exact chance of a hit, read face by face with ``hit_on``."""
    faces = range(1, rules.DIE_FACES + 1)
    return Fraction(sum(1 for r in faces if hit_on(attack, r).hit), rules.DIE_FACES)


@dataclass(frozen=True)
class Target:
    id: str
    ship_type: str = ""          # "" for an air unit

    @property
    def is_ship(self) -> bool:
        return bool(self.ship_type)


@dataclass(frozen=True)
class AttackPlan:
    """Checked attacks, before the roll: what the odds show and what the roll resolves."""

    kind: str                    # air_to_air | aa_fire | anti_ship | ship_to_ship
    side: str                    # the side attacking
    attacker: str
    attacks: tuple[Attack, ...]
    targets: tuple[Target, ...]  # one per attack
    rule: str
    carrier_vp: tuple[int, int] | None = None

    @property
    def chances(self) -> tuple[Fraction, ...]:
        return tuple(hit_chance(a) for a in self.attacks)

    def lines(self) -> list[str]:
        out = []
        for a, t, p in zip(self.attacks, self.targets, self.chances):
            drm = f", DRM {a.drm:+d} ({a.drm_rule})" if a.drm else ""
            out.append(f"{a.attacker} → {t.ship_type + ' ' if t.ship_type else ''}{t.id}: {a.points} point(s)"
                       f"{drm}: hit {float(p) * 100:.0f}%")
        return out


KIND_TEXT = {"air_to_air": "air-to-air", "aa_fire": "AA fire", "anti_ship": "anti-ship strike",
             "ship_to_ship": "ship-to-ship fire"}


def _points(n: int, what: str) -> int:
    if int(n) < 1:
        raise InputError(msg("an attack uses at least 1 point"), what)
    return int(n)


class AttackCommands(Procedure):
    # -- plans (queries: nothing changes) -----------------------------------------------------------
    def _ship_ok(self, target: Target, carrier_vp, where: str) -> None:
        if target.ship_type not in rules.SHIP_TYPES:
            raise InputError(msg("unknown ship type {0!r} (known: {1})", target.ship_type, ', '.join(rules.SHIP_TYPES)), where)
        if not target.id:
            raise InputError(msg("name the target ship"), where)
        if ship_states(self.game.results()).get(target.id) == "sunk":
            raise InputError(msg("{0} {1} is already sunk", target.ship_type, target.id), where)
        if (target.ship_type in UNPRINTED_CARRIERS and self.game.rulings.carriers == "entries"
                and carrier_vp is None):
            raise InputError(msg("a {0} has no printed VPs: enter its VPs damaged and sunk before the roll (ruling S5)", target.ship_type), where)

    def plan_air_to_air(self, side: str, attacker: str, target: str, rating: int) -> AttackPlan:
        """One air unit at one enemy air unit: a hit on its air-to-air rating or less (14.3 A, C)."""
        from ..air_naval import Attack
        check_side(side, "air-to-air")
        a = Attack(attacker, target, _points(rating, "air-to-air rating (14.3 C)"), 0, "14.3 C")
        return AttackPlan("air_to_air", side, attacker, (a,), (Target(target),), "14.3 C")

    def plan_aa_fire(self, side: str, firer: str, rating: int, split: Sequence[tuple[str, int]]) -> AttackPlan:
        """AA fire split over air units, each point once (14.4 B-E; a ground AA unit fires its attack
        rating, 14.4 D). Two attacks may go at one air unit (14.4 E)."""
        from ..air_naval import Attack, check_split
        check_side(side, "AA fire")
        if not split:
            raise InputError(msg("choose at least one air unit to fire at"), "AA fire (14.4 C)")
        attacks = tuple(Attack(firer, t, _points(p, "AA fire (14.4 C)"), 0, "14.4 C") for t, p in split)
        check_split(_points(rating, "AA rating"), attacks, f"AA fire of {firer} (14.4 C)")
        return AttackPlan("aa_fire", side, firer, attacks, tuple(Target(t) for t, _ in split), "14.4 B-E")

    def plan_anti_ship(self, side: str, attacker: str, ship_id: str, ship_type: str, rating: int,
                       carrier_vp: tuple[int, int] | None = None) -> AttackPlan:
        """An air unit strikes a ship: a hit on its anti-ship rating or less (14.4 B)."""
        from ..air_naval import Attack
        check_side(side, "anti-ship strike")
        t = Target(ship_id.strip(), ship_type)
        self._ship_ok(t, carrier_vp, "anti-ship strike (14.4 B)")
        a = Attack(attacker, t.id, _points(rating, "anti-ship rating (14.4 B)"), 0, "14.4 B")
        return AttackPlan("anti_ship", side, attacker, (a,), (t,), "14.4 B", carrier_vp)

    def plan_ship_to_ship(self, side: str, firer: str, rating: int, split: Sequence[tuple[str, str, int]],
                          carrier_drm: int | None = None,
                          carrier_vp: tuple[int, int] | None = None) -> AttackPlan:
        """One ship's anti-ship rating split over (ship id, type, points), with the target's DRM
        (14.5 D-F); a carrier's DRM is the referee's entry, or a BB's by the S5 toggle."""
        from ..air_naval import Attack, check_split, ship_target_drm
        check_side(side, "ship-to-ship")
        if not split:
            raise InputError(msg("choose at least one target ship"), "ship-to-ship (14.5 B)")
        attacks, targets = [], []
        for ship_id, ship_type, points in split:
            t = Target(str(ship_id).strip(), ship_type)
            self._ship_ok(t, carrier_vp, "ship-to-ship (14.5)")
            drm, rule = ship_target_drm(ship_type, self.game.rulings, carrier_drm)
            attacks.append(Attack(firer, t.id, _points(points, "ship-to-ship (14.5 E)"), drm, rule))
            targets.append(t)
        check_split(_points(rating, "anti-ship rating"), attacks, f"ship-to-ship fire of {firer} (14.5 E)")
        return AttackPlan("ship_to_ship", side, firer, tuple(attacks), tuple(targets), "14.5 D-F", carrier_vp)

    # -- commands ----------------------------------------------------------------------------------
    def air_to_air(self, side: str, attacker: str, target: str, rating: int, score: bool = True) -> Change:
        return self.resolve_attacks(self.plan_air_to_air(side, attacker, target, rating), score)

    def aa_fire(self, side: str, firer: str, rating: int, split: Sequence[tuple[str, int]],
                score: bool = True) -> Change:
        return self.resolve_attacks(self.plan_aa_fire(side, firer, rating, split), score)

    def anti_ship(self, side: str, attacker: str, ship_id: str, ship_type: str, rating: int,
                  carrier_vp: tuple[int, int] | None = None, score: bool = True) -> Change:
        return self.resolve_attacks(self.plan_anti_ship(side, attacker, ship_id, ship_type, rating, carrier_vp),
                                    score)

    def ship_to_ship(self, side: str, firer: str, rating: int, split: Sequence[tuple[str, str, int]],
                     carrier_drm: int | None = None, carrier_vp: tuple[int, int] | None = None,
                     score: bool = True) -> Change:
        return self.resolve_attacks(self.plan_ship_to_ship(side, firer, rating, split, carrier_drm, carrier_vp),
                                    score)

    def resolve_attacks(self, plan: AttackPlan, score: bool = True, pre_ops: Sequence = (),
                        state: dict | None = None, step: str = "") -> Change:
        """Roll a checked plan: one d10 per attack from the game's stream, hits recorded as results
        (``score``), all in one change. A target on record as an air or naval unit follows its hits
        (``_fleet_hits``: flipped, damaged, gone; a transport's passengers, 14.6 B-C); ``pre_ops`` and
        ``state``: what the calling command marks (a unit's attack used)."""
        self.game._no_game_over()
        rec = self.game.session.dice()
        words, hits = [], Counter()
        for a, t in zip(plan.attacks, plan.targets):
            mods = [{"id": "points", "label": f"{a.points} point(s)", "value": a.points, "rule": plan.rule}]
            if a.drm:
                mods.append({"id": "target", "label": f"target {t.ship_type}", "value": a.drm, "rule": a.drm_rule})
            out = rec.roll("d10", why=f"{KIND_TEXT[plan.kind]}: {a.attacker} at {t.id} ({plan.rule})",
                           chart=plan.kind, modifiers=mods, actor=a.attacker, side=plan.side,
                           chart_result=lambda v, a=a: "hit" if hit_on(a, v).hit else "miss")
            res = hit_on(a, out.value)
            hits[t] += res.hit
            shown = f"{res.roll}{a.drm:+d} = {res.modified}" if a.drm else f"{res.roll}"
            words.append(f"{a.attacker} → {t.id}: rolled {shown} against {a.points}: {'HIT' if res.hit else 'miss'}")
        new = self._hit_results(plan, hits, words) if score else []
        fleet_ops, ground_results = self.game.air._fleet_hits({t.id: n for t, n in hits.items()}, words)
        new = new + ground_results
        ops = list(pre_ops) + fleet_ops + (self.game.vps.result_ops(new) if new else [])
        n = sum(hits.values())
        text = f"{SIDE_NAMES[plan.side]} {KIND_TEXT[plan.kind]} by {plan.attacker}: {n} hit{'s' * (n != 1)}"
        return self.game._finish(text, words, recorder=rec, ops=ops, outcome="hit" if n else "miss", state=state,
                            step=step)

    def _hit_results(self, plan: AttackPlan, hits: Counter, words: list[str]) -> list[Result]:
        from ..air_naval import after_hits
        owner = other(plan.side)
        states = ship_states(self.game.results())
        fleet = {u.id: u for u in self.game.fleet.air_naval_units()}
        entered = plan.carrier_vp if self.game.rulings.carriers == "entries" else None
        new: list[Result] = []
        for t, n in hits.items():
            if not n:
                continue
            if not t.is_ship:
                rec = fleet.get(t.id)
                new.append(Result("air_step", owner, rec.label if rec else t.id,
                                  steps=min(n, rec.steps) if rec else n))
                words.append(f"{t.id}: {n} hit(s): flip it, or eliminate it if reduced (14.3 D); "
                             f"{n} air step(s) recorded (16.4 A)")
                continue
            before = states.get(t.id, "full")
            after = after_hits(before, n, ship=True)
            vp = entered if t.ship_type in UNPRINTED_CARRIERS else None
            if before == "full":
                new.append(Result("ship_hit", owner, t.id, t.ship_type, vp=vp[0] if vp else None))
            if after == "sunk":
                new.append(Result("ship_sunk", owner, t.id, t.ship_type, vp=vp[1] if vp else None))
            words.append(f"{t.ship_type} {t.id}: {before} → {after} (16.4 A)")
            if t.ship_type == "AA":
                words.append("a hit on a transport is a hit on every unit aboard; sunk, they are lost (14.6 B-C)")
        return new
