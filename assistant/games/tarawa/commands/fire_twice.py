"""A 0-MP crew-served weapon firing twice in one action (4.1 F, optional rule). Qt-free.

The weapon rolls its proficiency check, then fires two dice at the target with full effect whatever
the check gave; on a check above its proficiency it is eliminated after that fire (the tube burnt out).
Our readings: the 4.1 F optional rules share one toggle in the rulings (re-emplacing and firing twice
are the two optional paragraphs of 4.1 F); "0-MP" is the MA entered for the counter (none entered: not
known to be 0); the weapon's stack may fire with it in the same action (one stack fires, 4.2 play note);
only the fire dice call the end-of-turn check (4.2.5, T2), not the proficiency check; the burnt-out
weapon's steps count as losses like any other.
"""

from __future__ import annotations

from dataclasses import replace
from fractions import Fraction
from typing import Sequence

from assistant.core.errors import InputError
from assistant.core.hexes import Hex

from .. import rules
from ..combat import fire_odds, turn_end_chance
from ..units import TargetGroup, apply_hits_to_hex
from .base import GameBase, Procedure
from .fire import CombatPreview, FireCommands, pct
from .moves import CREW_SERVED
from assistant.core.messages import msg

WHERE = "fire twice (4.1 F optional)"


class FireTwiceCommands(Procedure):
    """A 0-MP crew-served weapon firing twice: its check, odds and roll, through the fire procedure."""

    def __init__(self, game: GameBase, fire: FireCommands):
        super().__init__(game)
        self.fire = fire

    def fire_twice_check(self, weapon: str) -> Fraction:
        """The chance the weapon survives firing twice: its proficiency or less on a d10 (4.1 F optional).
        Refused when the optional rule is off, or the unit is not a crew-served weapon with an MA of 0."""
        if not self.g.rulings().optional_fire_twice:
            raise InputError(msg("firing twice is an optional rule of 4.1 F: turn it on in Game > Rulings first"),
                             WHERE)
        u = self.g.unit(weapon)
        if u.kind not in CREW_SERVED:
            raise InputError(msg("{0} is not a crew-served weapon (4.1 F)", u.label), WHERE)
        if u.ma is None:
            raise InputError(msg("{0} has no MA entered: only a 0-MP weapon fires twice (4.1 F)", u.label), WHERE)
        if u.ma != 0:
            raise InputError(msg("{0} has an MA of {1}: only a 0-MP weapon fires twice (4.1 F)", u.label, u.ma), WHERE)
        return Fraction(min(u.proficiency, rules.DIE_FACES), rules.DIE_FACES)

    def fire_twice_preview(self, firer_ids: Sequence[str], target: str | Hex, weapon: str,
                           aim: str | None = None) -> CombatPreview:
        """The picked units' fire at ``target`` with ``weapon`` (one of them) rolling two dice: the exact
        odds of both its shots and the others', the end-of-turn chance for every fire die, and the chance
        the weapon burns out (4.1 F optional)."""
        if weapon not in firer_ids:
            raise InputError(msg("pick {0!r} among the firing units", weapon), WHERE)
        keep = self.fire_twice_check(weapon)
        pv = self.fire.fire_preview(firer_ids, target, None, aim)
        if weapon not in pv.firers:
            raise InputError(msg("{0} may not fire at {1} (sight or arc): nothing to fire twice", self.g.unit(weapon).label, pv.target), WHERE)
        groups = tuple(TargetGroup(g.name, g.units, g.shots + tuple(s for s in g.shots if s.firer.unit_id == weapon))
                       for g in pv.groups)
        rulings, facing = self.g.rulings(), self.g.facing_drms()
        label = self.g.unit(weapon).label
        prof = self.g.unit(weapon).proficiency
        notes = pv.notes + (f"{label} fires twice (4.1 F optional): proficiency check first, 1-{prof} keeps it "
                            f"({pct(keep)}), above it the weapon is eliminated after this fire ({pct(1 - keep)}); "
                            "both shots count either way",)
        firers = pv.firers + (weapon,)
        return replace(pv, firers=firers, groups=groups, odds=tuple(fire_odds(g.shots, rulings, facing) for g in groups),
                       turn_end=turn_end_chance(len(firers), rulings), notes=notes)

    def fire_twice(self, firer_ids: Sequence[str], target: str | Hex, weapon: str, aim: str | None = None,
                   note: str = ""):
        """Roll what ``fire_twice_preview`` priced, in one change: the weapon's proficiency check, then the
        fire (the weapon's two dice read against its shot each), the hits, then the weapon removed if the
        check failed (4.1 F optional)."""
        pv = self.fire_twice_preview(firer_ids, target, weapon, aim)
        if not pv.ok:
            raise InputError("; ".join(pv.problems), "combat")
        units, plan, _th = self.fire.map_plan(firer_ids, target, aim)
        w = self.g.unit(weapon)

        def check(rec, _units):
            out = rec.roll("1d10", why=f"{w.label}: fires twice, proficiency check (4.1 F optional)", actor=w.id,
                           side=w.side, turn=self.g.log().turn, phase="combat", rulings={"T1": "d10, 0 reads 10"}, chart="proficiency_check",
                           chart_result=lambda v: "pass" if v <= w.proficiency else "fail: burnt out")
            ok = out.value <= w.proficiency

            def post(after):
                head = f"{w.label} fired twice: check {out.value} {'≤' if ok else '>'} {w.proficiency}"
                if ok:
                    return after, [head + ", the weapon stays in action (4.1 F optional)"], None
                still = [u for u in after if u.id == w.id]
                if not still:                     # already gone (it cannot be: its own fire does not hit it)
                    return after, [head + " (4.1 F optional)"], None
                gone = apply_hits_to_hex(after, still, still[0].steps)
                return list(gone.units), [head + ": burnt out, eliminated after its fire (4.1 F optional)"], gone
            return post

        names = ", ".join(u.label for u in plan.firers + plan.blocked)
        return self.fire.roll(pv, units, why=f"Fire at {pv.target}: {names} ({w.label} twice; 4.2.1, 4.1 F optional)",
                          note=note or f"at {pv.target}, {w.label} twice", declared=tuple(firer_ids), before=check)
