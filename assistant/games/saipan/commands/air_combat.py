"""Air and naval combat between units on record (14.3-14.6): CAP pairing and air-to-air (14.3), AA
from ships and Japanese ground AA units (14.4 B-E), anti-ship strikes (14.4 A-B) and ship-to-ship fire
(14.5), each a plan with its exact odds first and one change for the roll, through the same
``hit_on`` as the free rolls of ``attacks``. Hits change the records: an air unit flips then goes, a
ship is damaged then sunk, every unit aboard a hit transport takes a hit and a sunk one loses them
(14.6 B-C). Qt-free."""

from __future__ import annotations

import math
from collections import Counter
from dataclasses import dataclass, replace
from fractions import Fraction
from typing import TYPE_CHECKING, Sequence

from assistant.core.errors import InputError
from assistant.store.changes import Change

from .. import persist
from ..units import lose_steps
from ..victory import Result
from .attacks import AttackPlan, hit_chance, hit_on
from .base import SIDE_NAMES, other
from .procedure import Procedure
from assistant.core.messages import msg

if TYPE_CHECKING:
    from ..air_naval import Attack
    from ..fleet import AirNaval


WHERE = "air-to-air (14.3)"
FLAK = ("heavy_flak", "light_flak")


@dataclass(frozen=True)
class AirCombatPlan:
    """Pairs checked for one zone (14.3 A-B, F): ``first``: pairs fired by CAP fighters no enemy
    engages, resolved before the rest; ``rest``: simultaneous."""

    zone: str
    first: tuple[Attack, ...]
    rest: tuple[Attack, ...]

    def lines(self) -> list[str]:
        out = []
        for tag, group in (("first (unengaged CAP, 14.3 B, F)", self.first), ("simultaneous (14.3 F)", self.rest)):
            for a in group:
                out.append(f"{a.attacker} → {a.target}: rating {a.points}: hit {float(hit_chance(a)) * 100:.0f}% "
                           f"— {tag}")
        return out


class AirCombatCommands(Procedure):
    # -- the hit hook: records follow the hits ---------------------------------------------------------
    def _fleet_hits(self, hits: dict[str, int], words: list[str]) -> tuple[list, list[Result]]:
        """Ops updating the air/naval records hit (by id; names not on record are left alone) and the
        ground units aboard a hit transport (14.6 B-C), with those units' ground-step results."""
        from ..air_naval import after_hits
        if not any(hits.values()):
            return [], []
        fleet = self.game.fleet.air_naval_units()
        byid = {u.id: u for u in fleet}
        new, ground_old = list(fleet), self.game.units()
        ground, results = list(ground_old), []
        for tid, n in hits.items():
            u = byid.get(tid)
            if u is None or not n:
                continue
            after = after_hits(u.state, n, u.has_reduced_side, ship=not u.is_air)
            if after in ("eliminated", "sunk"):
                new = [x for x in new if x.id != tid]
                words.append(f"{u.label} {after} (14.3 D / 16.4 A)")
            else:
                new = [replace(x, state=after, damaged_day=self.game.day if not u.is_air else x.damaged_day)
                       if x.id == tid else x for x in new]
                words.append(f"{u.label} now {after}")
            if u.is_transport and u.passengers:
                lose = 2 if after == "sunk" else 1
                for pid in u.passengers:
                    p = next((g for g in ground if g.id == pid), None)
                    if p is None:
                        continue
                    ground, lost, _gone = lose_steps(ground, pid, lose)
                    results.append(Result("ground_step", p.side, p.label, steps=lost))
                words.append(f"{len(u.passengers)} unit(s) aboard {u.label}: "
                             + ("lost with the ship (14.6 C)" if after == "sunk" else "each takes a hit (14.6 B)"))
                if after != "sunk":
                    left = {g.id for g in ground}
                    new = [replace(x, passengers=tuple(p for p in x.passengers if p in left)) if x.id == tid else x
                           for x in new]
        return self.game._an_ops(fleet, new) + persist.units_ops(self.game.store, self.game.game_id, ground_old, ground), results

    def _in_mission(self, uid: str, zone: str, where: str) -> AirNaval:
        u = next((x for x in self.game.fleet.air_naval_units() if x.id == uid), None)
        if u is None or not u.is_air:
            raise InputError(msg("no air unit {0!r} on record", uid), where)
        if u.mission_day != self.game.day or not u.mission or u.mission_zone != zone:
            raise InputError(msg("{0} has no mission in {1} this phase (14.2)", u.label, zone), where)
        return u

    # -- air-to-air (14.3) ------------------------------------------------------------------------------
    def plan_air_combat(self, zone: str, pairs: Sequence[tuple[str, str]]) -> AirCombatPlan:
        """Check the pairs of one zone: each unit attacks once, CAP against the other side's missions
        there (14.3 A); one on one, a target taking more only when its enemy outnumbers the side it is
        on, evenly (14.3 A), and then only from the CAP: the defender pairs its CAP with attackers one to
        one, in the order it chooses (the pairs typed), and extra attackers go through (ruling S9); CAP
        fighters nobody engages fire first (14.3 B, F)."""
        from ..air_naval import Attack
        zone = self.game.fleet.sea_zones().check(zone, WHERE)
        if not pairs:
            raise InputError(msg("pair at least one attacker with a target"), WHERE)
        units = {u.id: u for u in self.game.fleet.air_naval_units()}
        seen: set[str] = set()
        attacks = []
        for a_id, t_id in pairs:
            a, t = self._in_mission(a_id, zone, WHERE), self._in_mission(t_id, zone, WHERE)
            if a.side == t.side:
                raise InputError(msg("{0} and {1} are on the same side", a.label, t.label), WHERE)
            if "cap" not in (a.mission, t.mission):
                raise InputError(msg("{0} vs {1}: air-to-air is fought by CAP (14.3 A)", a.label, t.label), WHERE)
            if a_id in seen or a.did("air_to_air", self.game.day):
                raise InputError(msg("{0} attacks once (14.3 A)", a.label), WHERE)
            if a.air_to_air < 1:
                raise InputError(msg("{0} has no air-to-air rating", a.label), WHERE)
            seen.add(a_id)
            attacks.append(Attack(a.id, t.id, a.air_to_air, 0, "14.3 C"))
        flying = [u for u in units.values() if u.mission_day == self.game.day and u.mission_zone == zone and u.mission]
        on = Counter(a.target for a in attacks)
        on_by_strikes = Counter(a.target for a in attacks if units[a.attacker].mission != "cap")
        for side in ("us", "japanese"):
            mine = len([u for u in flying if u.side == side])
            theirs = len([u for u in flying if u.side == other(side)])
            most = max(1, math.ceil(mine / theirs)) if theirs else 1
            for a in attacks:
                mover = units[a.attacker]
                if mover.side == side and mover.mission != "cap" and on_by_strikes[a.target] > 1:
                    raise InputError(msg("{0} {1} strike units on {2}: one on one; the defender's CAP pairs with attackers one to one and "
                                         "extra attackers go through (14.3 A, ruling S9)", on_by_strikes[a.target], SIDE_NAMES[side], a.target), WHERE)
                if mover.side == side and on[a.target] > most:
                    raise InputError(msg("{0} {1} units on {2}: one on one, at most {3} a target with {4} against {5} (14.3 A)", on[a.target], SIDE_NAMES[side], a.target, most, mine, theirs), WHERE)
        engaged = {a.target for a in attacks}
        first = tuple(a for a in attacks if units[a.attacker].mission == "cap"
                      and units[a.attacker].role == "fighter" and a.attacker not in engaged)
        rest = tuple(a for a in attacks if a not in first)
        return AirCombatPlan(zone, first, rest)

    def air_combat(self, zone: str, pairs: Sequence[tuple[str, str]]) -> Change:
        """Roll every pair of a zone (14.3): the unengaged CAP fighters first, their hits at once; then
        the rest simultaneously, even units shot down shooting (14.3 F)."""
        self.game._no_game_over()
        plan = self.plan_air_combat(zone, pairs)
        units = {u.id: u for u in self.game.fleet.air_naval_units()}
        rec = self.game.session.dice()
        hits: Counter = Counter()
        words: list[str] = []
        for wave, group in (("first", plan.first), ("simultaneous", plan.rest)):
            down = {t for t, n in hits.items() if n >= units[t].steps} if wave == "simultaneous" else set()
            for a in group:
                if a.attacker in down:
                    words.append(f"{a.attacker}: shot down by an unengaged CAP fighter first (14.3 F): no shot")
                    continue
                out = rec.roll("d10", why=f"air-to-air: {a.attacker} at {a.target} in {zone} (14.3 C)",
                               chart="air_to_air", side=units[a.attacker].side, actor=a.attacker,
                               modifiers=[{"id": "points", "label": f"rating {a.points}", "value": a.points,
                                           "rule": "14.3 C"}],
                               chart_result=lambda v, a=a: "hit" if hit_on(a, v).hit else "miss")
                res = hit_on(a, out.value)
                hits[a.target] += res.hit
                words.append(f"{a.attacker} → {a.target} ({wave}): rolled {res.roll} against {a.points}: "
                             f"{'HIT' if res.hit else 'miss'}")
        fleet = list(units.values())
        fought = {a.attacker for a in plan.first + plan.rest}
        done = [u.doing("air_to_air", self.game.day) if u.id in fought else u for u in fleet]
        results = [Result("air_step", units[t].side, units[t].label, steps=min(n, units[t].steps))
                   for t, n in hits.items() if n]
        after = self._fleet_hits_on(done, dict(hits), words)
        ops = self.game._an_ops(fleet, after) + (self.game.vps.result_ops(results) if results else [])
        n = sum(hits.values())
        return self.game._finish(f"Air-to-air over {zone}: {n} hit{'s' * (n != 1)}", words, recorder=rec, ops=ops,
                            outcome="hit" if n else "miss", step="air_naval.air_to_air")

    def _fleet_hits_on(self, fleet: list[AirNaval], hits: dict[str, int], words: list[str]):
        """``fleet`` after the air hits (air units only: no passengers involved)."""
        from ..air_naval import after_hits
        out = list(fleet)
        for tid, n in hits.items():
            u = next((x for x in out if x.id == tid), None)
            if u is None or not n:
                continue
            after = after_hits(u.state, n, u.has_reduced_side, ship=False)
            if after == "eliminated":
                out = [x for x in out if x.id != tid]
                words.append(f"{u.label} eliminated (14.3 D)")
            else:
                out = [replace(x, state=after) if x.id == tid else x for x in out]
                words.append(f"{u.label} flipped to its reduced side (14.3 D)")
        return out

    # -- AA fire (14.4 B-E) -------------------------------------------------------------------------------
    def plan_fleet_aa(self, firer: str, split: Sequence[tuple[str, int]]) -> AttackPlan:
        """AA at air units attacking: a ship's AA rating at the strikes in its zone, each point once a
        phase (14.4 B-C); a Japanese AA ground unit's attack rating at US ground attacks (14.4 D)."""
        zones = self.game.fleet.sea_zones()
        ship = next((u for u in self.game.fleet.air_naval_units() if u.id == firer), None)
        if ship is not None:
            if ship.is_air:
                raise InputError(msg("{0} is an air unit: AA comes from ships and AA ground units", ship.label), "AA (14.4)")
            rating, side, zone = ship.aa_left(self.game.day), ship.side, ship.zone
            kinds = ("anti_ship", "escort")
        else:
            g = self.game.unit(firer)
            if g.side != "japanese" or g.kind not in FLAK or not g.hex:
                raise InputError(msg("{0} is not a Japanese AA unit on Saipan (14.4 D)", g.label), "AA (14.4 D)")
            rating, side, zone = g.attack_now - self._flak_used(firer), "japanese", zones.saipan
            kinds = ("ground_attack", "escort")
        for t, _p in split:
            u = self._in_mission(t, zone, "AA (14.4)")
            if u.side == side or u.mission not in kinds:
                raise InputError(msg("{0} is not an enemy {1} mission in {2} (14.4 B, D)", u.label, ' or '.join(kinds), zone),
                                 "AA (14.4)")
        if rating < 1:
            raise InputError(msg("{0} has no AA points left this phase (14.4 C)", firer), "AA (14.4 C)")
        return self.game.attacks.plan_aa_fire(side, firer, rating, split)

    def _flak_used(self, uid: str) -> int:
        f = self.game._an_state().get("flak") or {}
        return int((f.get("used") or {}).get(uid, 0)) if f.get("day") == self.game.day else 0

    def fleet_aa(self, firer: str, split: Sequence[tuple[str, int]]) -> Change:
        plan = self.plan_fleet_aa(firer, split)
        used = sum(a.points for a in plan.attacks)
        fleet = self.game.fleet.air_naval_units()
        state = None
        if any(u.id == firer for u in fleet):
            marked = [u.doing("aa", self.game.day, aa=used) if u.id == firer else u for u in fleet]
            mark_ops = self.game._an_ops(fleet, marked)
        else:
            f = dict(self.game._an_state().get("flak") or {})
            if f.get("day") != self.game.day:
                f = {"day": self.game.day, "used": {}}
            f["used"] = dict(f.get("used") or {}, **{firer: self._flak_used(firer) + used})
            state, mark_ops = self.game._an_state_with(flak=f), []
        return self.game.attacks.resolve_attacks(plan, pre_ops=mark_ops, state=state, step="air_naval.aa_fire")

    # -- anti-ship strikes (14.4 A-B) ------------------------------------------------------------------------
    def plan_strike(self, attacker: str, ship: str, carrier_vp: tuple[int, int] | None = None) -> AttackPlan:
        """An air unit on an anti-ship mission strikes an enemy ship in that zone, once (14.4 A-B)."""
        fleet = {u.id: u for u in self.game.fleet.air_naval_units()}
        t = fleet.get(ship)
        if t is None or t.is_air:
            raise InputError(msg("no ship {0!r} on record", ship), "anti-ship (14.4)")
        a = self._in_mission(attacker, t.zone, "anti-ship (14.4)")
        if a.mission != "anti_ship" or a.side == t.side:
            raise InputError(msg("{0} is not on an anti-ship mission against the {1} in {2}", a.label, SIDE_NAMES[t.side], t.zone),
                             "anti-ship (14.4)")
        if a.did("strike", self.game.day):
            raise InputError(msg("{0} has struck already this phase (9.1 F)", a.label), "anti-ship (14.4)")
        return self.game.attacks.plan_anti_ship(a.side, a.id, t.id, t.type, a.anti_ship, carrier_vp)

    def strike(self, attacker: str, ship: str, carrier_vp: tuple[int, int] | None = None) -> Change:
        plan = self.plan_strike(attacker, ship, carrier_vp)
        fleet = self.game.fleet.air_naval_units()
        return self.game.attacks.resolve_attacks(plan, pre_ops=self.game._an_ops(
            fleet, [u.doing("strike", self.game.day) if u.id == attacker else u for u in fleet]), step="air_naval.air_surface")

    # -- ship-to-ship (14.5) -----------------------------------------------------------------------------------
    def plan_ship_fire(self, firer: str, split: Sequence[tuple[str, int]], carrier_drm: int | None = None,
                       carrier_vp: tuple[int, int] | None = None) -> AttackPlan:
        """A ship's anti-ship rating split over enemy ships in its zone, once a phase, where a side found
        the other (10.0 A8, 14.5 A-F)."""
        fleet = {u.id: u for u in self.game.fleet.air_naval_units()}
        f = fleet.get(firer)
        where = "ship-to-ship (14.5)"
        if f is None or f.is_air:
            raise InputError(msg("no ship {0!r} on record", firer), where)
        if f.did("ship_fire", self.game.day):
            raise InputError(msg("{0} has fired this phase (14.5)", f.label), where)
        if f.zone not in self.game.fleet.found_zones("us") + self.game.fleet.found_zones("japanese"):
            raise InputError(msg("no side found the other in {0} today: no surface combat there (10.0 A8)", f.zone), where)
        out = []
        for tid, pts in split:
            t = fleet.get(tid)
            if t is None or t.is_air or t.side == f.side or t.zone != f.zone:
                raise InputError(msg("{0!r} is not an enemy ship in {1}", tid, f.zone), where)
            out.append((t.id, t.type, pts))
        return self.game.attacks.plan_ship_to_ship(f.side, f.id, f.anti_ship, out, carrier_drm, carrier_vp)

    def ship_fire(self, firer: str, split: Sequence[tuple[str, int]], carrier_drm: int | None = None,
                  carrier_vp: tuple[int, int] | None = None) -> Change:
        plan = self.plan_ship_fire(firer, split, carrier_drm, carrier_vp)
        fleet = self.game.fleet.air_naval_units()
        return self.game.attacks.resolve_attacks(plan, pre_ops=self.game._an_ops(
            fleet, [u.doing("ship_fire", self.game.day) if u.id == firer else u for u in fleet]), step="air_naval.surface")

    @staticmethod
    def plan_chances(plan: AttackPlan) -> tuple[Fraction, ...]:
        return plan.chances
