"""Tarawa combat actions: fire from the map (4.2, 4.2.1, 4.2.3, 4.2.4), combat by entered strengths
(the table's fire the map does not hold) and offshore bombardment (4.2.2). Qt-free.

Each has a preview (exact odds, every DRM named with its rule, what is not allowed) and a roll; the
roll reads the dice against the very shots its preview priced (``_map_plan`` / ``_entered_plan``), so
the odds shown and the roll after them come from one function and what is on the board. The hits of
each target group cost its units a step each (4.2.1 G); a combat action with a 10 calls for the
end-of-turn check (4.2.5, T2), all in one change with the roll, the log and the state.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from fractions import Fraction
from typing import Sequence

from assistant.core.errors import InputError
from assistant.core.hexes import Hex, distance

from .. import rules
from ..combat import FireOdds, FiringUnit, Shot, fire_odds, resolve_fire, turn_end_chance
from ..persist import losses_state
from ..turns import COMBAT_KINDS
from ..units import MapFire, TargetGroup, Unit, apply_hits_to_hex, bombardment_fire, in_hex, map_fire
from .base import Procedure, add_losses, no_losses
from assistant.core.messages import msg


MAP_KINDS = ("fire", "same_hex", "opportunity")


def pct(p: Fraction) -> str:
    return f"{float(p) * 100:.0f}%"


def odds_lines(odds: FireOdds) -> list[str]:
    """Each shot: strength, DRMs named with their rules, the rolls that hit and the chance."""
    out = []
    for so in odds.shots:
        drms = ", ".join(f"{d.name} {d.value:+d} ({d.rule})" for d in so.drms) or "no DRMs"
        hits_on = "nothing" if so.need == 0 else f"1-{so.need}"
        out.append(f"{so.unit_id}: strength {so.strength}, DRM {so.total_drm:+d} → hits on {hits_on} = "
                   f"{pct(so.chance)} [{drms}]")
    return out


def dist_line(odds: FireOdds) -> str:
    return ", ".join(f"{k} hit{'s' if k != 1 else ''} {pct(p)}" for k, p in sorted(odds.hits.items()))


@dataclass(frozen=True)
class CombatPreview:
    """A combat action before its roll: who fires, what it may hit, the exact odds, what forbids it."""

    kind: str
    player: str
    target: str                                   # hex label, "" for entered combat without one
    firers: tuple[str, ...]                       # unit ids that roll a die, one each
    groups: tuple[TargetGroup, ...]
    odds: tuple[FireOdds, ...]                    # one per group, same order
    turn_end: Fraction                            # chance the action ends the turn (4.2.5, T2)
    notes: tuple[str, ...] = ()
    problems: tuple[str, ...] = ()                # empty: the action is allowed now
    blocked: tuple[str, ...] = ()                 # declared, sight line blocked: wasted (4.2 D)

    @property
    def ok(self) -> bool:
        return not self.problems

    @property
    def dice(self) -> int:
        return len(self.firers)

    def lines(self) -> list[str]:
        out: list[str] = []
        for g, odds in zip(self.groups, self.odds):
            if len(self.groups) > 1:
                out.append(f"— at the units {g.name}: {', '.join(u.label for u in g.units)}")
            out += odds_lines(odds)
            if self.dice:
                out.append(f"Before rolling: {dist_line(odds)}")
        if not self.dice and self.blocked:
            out.append("every firer's sight line is blocked: the action is spent with no effect (4.2 D)")
        if self.dice:
            out.append(f"Chance the action ends the turn (a 10, then 9-10; T1, T2): {pct(self.turn_end)}")
        out += list(self.notes)
        out += [f"not allowed: {p}" for p in self.problems]
        return out


def _shots_result(groups: Sequence[TargetGroup], firers: Sequence[str], dice: Sequence[int], units: Sequence[Unit],
                  rulings, facing, withheld: frozenset[str] = frozenset()):
    """Read each firer's die against its shots in each group; the hits cost that group's units a step
    each (a stack may split its fire over two hexes, 4.2.1 E: each group reads its own firers' dice).
    The hits of ``withheld`` firers (hidden units, 7.1 B) are not applied: they are returned per group
    as ``held`` for the Japanese to take or decline. A unit inside an amtrac that is lost is lost with
    it (6.2 F)."""
    from ..amtracs import lost_with_amtracs
    losses, after, per_group, held = no_losses(), list(units), [], []
    by_firer: dict[str, list[int]] = {}
    for f, d in zip(firers, dice):           # a firer named twice rolls twice (4.1 F optional: fire twice)
        by_firer.setdefault(f, []).append(d)
    for g in groups:
        rolls, used = [], {}
        for s in g.shots if dice else ():
            k = used.get(s.firer.unit_id, 0)
            rolls.append(by_firer[s.firer.unit_id][k])
            used[s.firer.unit_id] = k + 1
        res = resolve_fire(g.shots, rolls=rolls, rulings=rulings, facing=facing) if rolls else None
        hits = res.hits if res else 0
        kept = [r.unit_id for r in res.shots if r.hit and r.unit_id in withheld] if res else []
        if kept:
            held.append({"units": [u.id for u in g.units], "by": kept, "hits": len(kept)})
        gl = apply_hits_to_hex(after, g.units, hits - len(kept))
        after = list(gl.units)
        losses = add_losses(losses, gl)
        per_group.append((g, res, hits))
    losses = lost_with_amtracs(units, losses)
    after = [u for u in after if u.id not in set(losses.eliminated)]
    return after, losses, per_group, held


class FireCommands(Procedure):
    """Fire from the map, combat by entered strengths and offshore bombardment: previews and rolls."""

    # -- plans: what the preview prices and the roll reads ----------------------------------------
    def sight_rulings(self) -> dict[str, str]:
        """The sight-line disputes the referee settled by a roll (4.2.1 D): {"a-b": "clear"|"blocked"}."""
        return dict(self.g.session.state.get("sight_rulings") or {})

    def map_plan(self, firer_ids: Sequence[str], target: str | Hex,
                  aim: str | None = None) -> tuple[list[Unit], MapFire, Hex]:
        units = self.g.units()
        by_id = {u.id: u for u in units}
        missing = [i for i in firer_ids if i not in by_id]
        if missing:
            raise InputError(msg("no unit {0!r}", missing[0]), "combat: firing units")
        th = self.g.hex_of(target)
        plan = map_fire([by_id[i] for i in dict.fromkeys(firer_ids)], th, units, self.g.terrain(),
                        bunker_any_direction=self.g.rulings().bunker_fires_any_direction,
                        sight_rulings=self.sight_rulings())
        return units, self._aimed(plan, th, units, aim), th

    def _aimed(self, plan: MapFire, th: Hex, units: Sequence[Unit], aim: str | None) -> MapFire:
        """6.2 F (ruling T16: "targeted separately" means one aim per attack): in a hex with amtracs the fire
        is at the amtracs (with the units inside) or at the units outside them; ``aim`` is "amtracs" or
        "outside" (needed only when the hex has both and a die is rolled)."""
        from ..amtracs import AMTRAC, aim_groups
        if aim not in (None, "", "amtracs", "outside"):
            raise InputError(msg("aim at 'amtracs' or 'outside', not {0!r}", aim), "combat: aim (6.2 F)")
        targets = set(u.id for u in plan.targets)
        here = [u for u in in_hex(units, self.g.hexmap, th) if u.id in targets]
        if not any(u.kind == AMTRAC for u in here):
            return plan
        if not plan.firers and not aim:
            # 4.2 D: every firer's sight line is blocked, so no die is rolled and nothing is hit: the action is
            # spent whatever the aim (6.2 F, T16), and the referee is not asked for one
            return plan
        inside, outside = aim_groups(here)
        if inside and outside and not aim:
            note = ("aim needed (6.2 F, T16): at the amtracs with the units inside "
                    f"({', '.join(u.label for u in inside)}) or at the units outside them "
                    f"({', '.join(u.label for u in outside)})")
            return replace(plan, notes=plan.notes + (note,))
        chosen = {u.id for u in (outside if aim == "outside" else inside)}
        groups = tuple(TargetGroup(g.name, tuple(u for u in g.units if u.id in chosen), g.shots) for g in plan.groups)
        words = "the amtracs and the units inside them" if aim != "outside" else "the units outside the amtracs"
        return replace(plan, groups=groups, notes=plan.notes + (f"aimed at {words} (6.2 F, T16)",))

    def priced(self, kind: str, player: str, target: str, plan: MapFire, extra_problems=()) -> CombatPreview:
        rulings, facing = self.g.rulings(), self.g.facing_drms()
        odds = tuple(fire_odds(g.shots, rulings, facing) for g in plan.groups)
        ids = tuple(u.id for u in plan.firers) or tuple(s.firer.unit_id for s in plan.shots)
        problems = list(extra_problems)
        p = self.g.problem(lambda log: log.combat(player, [1] * len(ids), kind, units=ids, end_checks=[]))
        if p:
            problems.insert(0, p)
        return CombatPreview(kind, player, target, ids, plan.groups, odds, turn_end_chance(len(ids), rulings),
                             plan.notes, tuple(problems), tuple(u.id for u in plan.blocked))

    # -- fire from the map ------------------------------------------------------------------------------
    def fire_preview(self, firer_ids: Sequence[str], target: str | Hex, kind: str | None = None,
                     aim: str | None = None) -> CombatPreview:
        """The picked units' fire at ``target`` as the map has it (see ``units.map_fire``): one unit or
        stack (4.2 play note), the DRMs each shot gets, the exact odds, and what forbids it now. In a hex
        with amtracs and units outside them, ``aim`` names which is fired at (6.2 F)."""
        units, plan, th = self.map_plan(firer_ids, target, aim)
        player = plan.firers[0].side if plan.firers else units_side(units, firer_ids)
        here = any(distance(self.g.hex_of(u.hex), th) == 0 for u in units if u.id in set(firer_ids))
        kind = kind or ("same_hex" if here else "fire")
        if kind not in MAP_KINDS:
            raise InputError(msg("fire from the map is one of {0}", ', '.join(MAP_KINDS)), "combat: kind")
        problems = []
        if kind == "same_hex" and not here:
            problems.append("same-hex combat is at the firers' own hex (4.2.3 A)")
        if kind != "same_hex" and here:
            problems.append("fire within the firers' own hex is same-hex combat (4.2.3 A)")
        if kind == "opportunity" and here:
            problems.append("a unit whose hex is being entered may not use opportunity fire on the units "
                            "entering it (4.2.4 G)")
        if not plan.firers and not plan.blocked:
            problems.append("no picked unit may fire at the target (5.0 B, 4.2.3 C-D)")
        if any(n.startswith("aim needed") for n in plan.notes):
            problems.append("say whether the fire is at the amtracs or at the units outside them (6.2 F, T16)")
        return self.priced(kind, player, self.g.label(th), plan, problems)

    def fire(self, firer_ids: Sequence[str], target: str | Hex, kind: str | None = None, note: str = "",
             aim: str | None = None):
        """Roll the picked units' fire at ``target``: one d10 each (4.2.1 E, T1); every unit of a target
        group loses a step per hit on it (4.2.1 G). Firers whose sight line is blocked are declared and
        wasted; if that is all of them the action is spent with no roll (4.2 D)."""
        pv = self.fire_preview(firer_ids, target, kind, aim)
        if not pv.ok:
            raise InputError("; ".join(pv.problems), "combat")
        units, plan, _th = self.map_plan(firer_ids, target, aim)
        names = ", ".join(u.label for u in plan.firers + plan.blocked)
        return self.roll(pv, units, why=f"Fire at {pv.target}: {names} (4.2.1)",
                          note=note or f"at {pv.target}", declared=tuple(firer_ids))

    # -- combat by entered strengths ---------------------------------------------------------------------
    def _entered_plan(self, player: str, strengths: Sequence[int], relation: str, terrain_drm: int,
                      fortified: bool, armour: bool) -> MapFire:
        if not strengths:
            raise InputError(msg("give at least one firing strength"), "combat: firing strengths")
        if any(s < 0 for s in strengths):
            raise InputError(msg("a firing strength cannot be negative"), "combat: firing strengths")
        unit_kind = "marine_infantry" if player == "us" else "infantry"
        firers = [FiringUnit(f"{player}-{i + 1}", player, unit_kind, int(v)) for i, v in enumerate(strengths)]
        stack = tuple(firers) + ((FiringUnit("us-armour", "us", "armour", 1),) if armour and player == "us" else ())
        shots = tuple(Shot(f, relation, stack, fortified, terrain_drm, "", (), (), False) for f in firers)
        return MapFire(shots, (), (), (), "", (TargetGroup("", (), shots),))

    def combat_preview(self, strengths: Sequence[int], kind: str = "fire", relation: str = "distant",
                       terrain_drm: int = 0, fortified: bool = False, armour: bool = False,
                       target: str | Hex | None = None) -> CombatPreview:
        """Combat of the player to act by entered strengths, one d10 each (4.2.1 E-F), the DRMs entered
        (T4) and those the rules state built in. A bombardment goes to ``bombard_preview``: one block of
        10 BPs at a target hex (4.2.2)."""
        if kind == "bombardment":
            if list(strengths) not in ([], [rules.BOMBARDMENT_FIREPOWER]):
                raise InputError(msg("an offshore bombardment is one block of {0} BPs, one die at strength {1} (4.2.2 A-B), not the "
                                     "strengths entered", rules.BOMBARDMENT_BLOCK_BP, rules.BOMBARDMENT_FIREPOWER), "combat: firing strengths")
            if target is None or target == "":
                raise InputError(msg("a bombardment needs its target hex (4.2.2 B, F)"), "combat: target hex")
            return self.bombard_preview(target)
        if kind not in COMBAT_KINDS:
            raise InputError(msg("unknown combat kind {0!r}", kind), "combat: kind")
        player = self.g.log().next_player
        plan = self._entered_plan(player, strengths, relation, terrain_drm, fortified, armour)
        return self.priced(kind, player, "", plan)

    def combat(self, strengths: Sequence[int], kind: str = "fire", relation: str = "distant", terrain_drm: int = 0,
               fortified: bool = False, armour: bool = False, note: str = "", target: str | Hex | None = None):
        """Roll the combat ``combat_preview`` priced; the hits are told, the referee takes them off."""
        pv = self.combat_preview(strengths, kind, relation, terrain_drm, fortified, armour, target)
        if kind == "bombardment":
            return self.bombard(pv.target, note)
        if not pv.ok:
            raise InputError("; ".join(pv.problems), "combat")
        return self.roll(pv, self.g.units(), why=f"Combat ({kind.replace('_', ' ')}): {pv.dice} firing unit(s) "
                          "(4.2.1)", note=note, declared=pv.firers)

    # -- offshore bombardment -----------------------------------------------------------------------------
    def bombard_preview(self, target: str | Hex) -> CombatPreview:
        """One block of 10 BPs at ``target`` (4.2.2 A-B): not at night (C), no facing DRMs (E), after turn 1
        not within 3 hexes of a US unit (F); from day 2 spotted when 7.4 is in play."""
        from ..actions import bombardment_problems
        th = self.g.hex_of(target)
        units, tm, log = self.g.units(), self.g.terrain(), self.g.log()
        us = [self.g.hex_of(u.hex) for u in units if u.side == "us" and u.hex]
        spotted = any(distance(h, th) <= 1 or tm.sight(h, th).clear for h in us)
        problems = [p for p in bombardment_problems(th, us, log.turn, log.track, self.g.rulings(), spotted)
                    if "night" not in p]          # the log's own check names night turns
        plan = bombardment_fire(th, units, tm)
        return self.priced("bombardment", "us", self.g.label(th), plan, problems)

    def bombard(self, target: str | Hex, note: str = ""):
        pv = self.bombard_preview(target)
        if not pv.ok:
            raise InputError("; ".join(pv.problems), "bombardment")
        return self.roll(pv, self.g.units(), why=f"Offshore bombardment of {pv.target}: 10 BPs (4.2.2)",
                          note=note or f"at {pv.target}", declared=())

    # -- the roll ------------------------------------------------------------------------------------------
    def roll(self, pv: CombatPreview, units: list[Unit], *, why: str, note: str, declared: Sequence[str],
              put_back: dict[str, str] | None = None, before=None):
        """Roll the combat ``pv`` priced, in one change. ``before(rec, units)`` makes a roll of its own
        first (a 4.1 F check) and returns (units after the fire, lines, losses) to apply after the hits."""
        log = self.g.log()
        turn, player = log.turn, pv.player
        rec = self.g.session.dice()
        post = before(rec, units) if before is not None else None
        dice: tuple[int, ...] = ()
        out = None
        rulings = self.g.rulings()
        secret = player == "japanese" and rulings.optional_secret_results
        if pv.dice:
            out = rec.roll(f"{pv.dice}d10", why=("SECRET (7.2, referee only): " if secret else "") + why, side=player,
                           turn=turn, phase="combat", actor=",".join(pv.firers)[:60],
                           rulings={"T1": "d10, 0 reads 10", **({"7.2": "secret result"} if secret else {})})
            dice = tuple(out.dice)
        hidden = frozenset(u.id for u in units if u.id in pv.firers and u.hidden) if rulings.optional_hidden \
            else frozenset()
        after, losses, per_group, held = _shots_result(pv.groups, pv.firers, dice, units, rulings,
                                                       self.g.facing_drms(), hidden)
        post_words: list[str] = []
        post_losses = None
        if post is not None:
            after, post_words, post_losses = post(after)
        if put_back:           # opportunity fire: the movers go back where they ended (4.2.4 C-D)
            after = [replace(u, hex=put_back[u.id]) if u.id in put_back else u for u in after]
            units = [replace(u, hex=put_back[u.id]) if u.id in put_back else u for u in units]
        by_id = {u.id: u for u in units}
        lost = ", ".join(f"{by_id[k].label} -{v}" + (" (removed)" if k in losses.eliminated else "")
                         for k, v in losses.lost.items())
        if post_losses is not None:
            losses = add_losses(losses, post_losses)
        hits_words = " / ".join(f"{h} hit(s)" + (f" {g.name}" if g.name and len(per_group) > 1 else "")
                                for g, _r, h in per_group)
        if out is not None:
            out.row["chart_result"] = hits_words + (f": {lost}" if lost else "")
        checks = self.g.end_checks(rec, dice, player, log)
        log.combat(player, dice, pv.kind, units=tuple(declared) or pv.firers, end_checks=checks,
                   note=(note + ": " if note else "") + (hits_words if dice else "no effect, sight blocked (4.2 D)")
                   + (f" — {lost}" if lost else ""))
        ended = bool(checks) and checks[-1] in rules.END_CHECK_ENDS_ON
        what = {"fire": "fire", "same_hex": "same-hex combat", "opportunity": "opportunity fire",
                "bombardment": "bombardment"}[pv.kind]
        at = f" at {pv.target}" if pv.target else ""
        if dice:
            head = f"Turn {turn}: {player.upper()} {what}{at}, dice {list(dice)}: {hits_words}"
        else:
            head = f"Turn {turn}: {player.upper()} {what}{at}: every sight line blocked, the action is spent (4.2 D)"
        words = [head]
        for g, res, _h in per_group:
            if res is not None:
                words.append((f"{g.name}: " if len(per_group) > 1 else "")
                             + ", ".join(f"{r.unit_id} {r.roll}{r.modified - r.roll:+d}={r.modified} "
                                         f"{'hit' if r.hit else 'miss'}" for r in res.shots))
        if lost:
            words.append(f"step losses (4.2.1 G): {lost}")
        words += post_words
        if pv.blocked and dice:
            words.append(f"wasted, sight blocked (4.2 D): {', '.join(pv.blocked)}")
        if checks:
            words.append(f"end-of-turn check {', '.join(map(str, checks))}: "
                         + (f"turn {turn} ends (4.2.5)" if ended else "the turn goes on"))
        state = losses_state(self.g.session.state, losses) if losses.lost else None
        if held:               # 7.1 B: the hidden firers' hits wait for the Japanese to take or decline them
            state = dict(state if state is not None else self.g.state_copy())
            state["hidden_hits"] = held
            by = sorted({f for h in held for f in h["by"]})
            words.append(f"hidden {', '.join(by)} scored {sum(h['hits'] for h in held)} hit(s): the Japanese take "
                         "them or decline them to stay hidden (7.1 B) before the next action")
        if secret:
            words.insert(0, "SECRET (7.2): the Japanese combat result is for the referee only")
        text = head + (f" — {lost}" if lost else "") + (f"; end check {checks}: turn {turn} ends" if ended else "")
        return self.g.finish(("SECRET (7.2): " if secret else "") + text, words, recorder=rec, old_units=units,
                            new_units=after if losses.lost else None, log=log, state=state)


def units_side(units: Sequence[Unit], ids: Sequence[str]) -> str:
    sides = {u.side for u in units if u.id in set(ids)}
    return sides.pop() if len(sides) == 1 else "us"
