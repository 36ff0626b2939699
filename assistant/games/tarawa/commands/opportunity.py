"""Tarawa fire that is more than one stack at one hex: a stack's fire split over two target hexes
(4.2.1 E) and opportunity fire as one command (4.2.4). Qt-free.

Opportunity fire is the defender's combat action right after the opponent's move: the movers are
set in a hex they crossed or their start hex, one unit or stack fires at them as in regular combat,
and they are put back where they ended (or removed if eliminated), all in ONE change; the mover's
side then acts (the log's alternation). The hexes crossed are those of the move's path as recorded
(``state["last_move"]``); a move made without its path offers only its start hex.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Mapping, Sequence

from assistant.core.errors import InputError
from assistant.core.hexes import Hex

from ..units import MapFire, TargetGroup, Unit, map_fire
from .fire import CombatPreview, FireCommands

MAX_SPLIT_TARGETS = 2          # 4.2.1 E: "different target hexes"; the brief's reading: two


class OpportunityCommands(FireCommands):
    # -- a stack's fire split over two hexes (4.2.1 E) ----------------------------------------------------
    def _split_plan(self, assignments: Mapping[str, str | Hex]) -> tuple[list[Unit], MapFire, list[str]]:
        if not assignments:
            raise InputError("give each firing unit its target hex", "split fire")
        units = self.units()
        by_id = {u.id: u for u in units}
        targets: dict[str, list[Unit]] = {}
        for uid, where in assignments.items():
            if uid not in by_id:
                raise InputError(f"no unit {uid!r}", "split fire: firing units")
            targets.setdefault(self.label(self.hex_of(where)), []).append(by_id[uid])
        if len(targets) > MAX_SPLIT_TARGETS:
            raise InputError(f"a stack splits its fire over at most {MAX_SPLIT_TARGETS} target hexes (4.2.1 E)",
                             "split fire: targets")
        firers = [u for fs in targets.values() for u in fs]
        self._one_stack(firers, "split fire: firing units", "4.2 play note, 4.2.1 E")
        tm, any_dir = self.terrain(), self.rulings().bunker_fires_any_direction
        groups: list[TargetGroup] = []
        kept, blocked, barred, notes, shots = [], [], [], [], []
        for label, fs in targets.items():
            plan = map_fire(fs, self.hex_of(label), units, tm, bunker_any_direction=any_dir,
                            sight_rulings=self.sight_rulings())
            for g in plan.groups:
                groups.append(TargetGroup(f"in {label}" + (f" ({g.name})" if g.name else ""), g.units, g.shots))
            kept += plan.firers
            blocked += plan.blocked
            barred += plan.barred
            notes += [f"{label}: {n}" for n in plan.notes]
            shots += plan.shots
        mf = MapFire(tuple(shots), tuple(kept), (), tuple(notes), "", tuple(groups), tuple(blocked), tuple(barred))
        return units, mf, list(targets)

    def split_fire_preview(self, assignments: Mapping[str, str | Hex]) -> CombatPreview:
        """One stack's fire with each unit at its own target hex, at most two hexes (4.2.1 E): one die
        each, every group priced with its own DRMs; one action."""
        units, plan, labels = self._split_plan(assignments)
        here = {u.hex for u in plan.firers + plan.blocked}
        problems = [f"fire at the firers' own hex {h} is same-hex combat (4.2.3 A), not split fire"
                    for h in labels if h in here]
        if not plan.firers and not plan.blocked:
            problems.append("no picked unit may fire at its target (5.0 B, 4.2.3 C-D)")
        player = next(iter({by.side for by in units if by.id in assignments}))
        return self._preview("fire", player, " and ".join(labels), plan, problems)

    def split_fire(self, assignments: Mapping[str, str | Hex], note: str = ""):
        """Roll the split fire ``split_fire_preview`` priced: each unit's die is read at its own target."""
        pv = self.split_fire_preview(assignments)
        if not pv.ok:
            raise InputError("; ".join(pv.problems), "split fire")
        units, plan, _labels = self._split_plan(assignments)
        return self._roll(pv, units, why=f"Split fire at {pv.target} (4.2.1 E)", note=note or f"at {pv.target}",
                          declared=tuple(assignments))

    # -- opportunity fire (4.2.4) -----------------------------------------------------------------------------
    def opportunity_hexes(self) -> tuple[str, tuple[str, ...], tuple[str, ...]]:
        """(the moving side, the movers, the hexes they may be set in) for opportunity fire now; raises
        when the last action was not a move of the other side (4.2.4 A)."""
        log = self.log()
        last = log.actions[-1] if log.actions else None
        lm = self.session.state.get("last_move") or {}
        if last is None or last.kind != "move" or not lm or tuple(lm.get("units", ())) != tuple(last.units):
            raise InputError("opportunity fire answers the opponent's move in the action just before (4.2.4 A)",
                             "opportunity fire")
        movers = tuple(u for u in lm["units"] if u in {x.id for x in self.units()})
        return lm["side"], movers, tuple(lm["hexes"][:-1])

    def _opportunity_plan(self, firer_ids: Sequence[str], at: str | Hex):
        mover_side, movers, hexes = self.opportunity_hexes()
        label = self.label(self.hex_of(at))
        if label not in hexes:
            raise InputError(f"the movers may be set only in their start hex or a hex they crossed: "
                             f"{', '.join(hexes)} (4.2.4 A)", "opportunity fire: hex")
        units = self.units()
        picked = self._picked(firer_ids, units, "opportunity fire: firing units")
        side, frm = self._one_stack(picked, "opportunity fire: firing units", "4.2.4 B")
        if side == mover_side:
            raise InputError("opportunity fire is the other side's answer to a move (4.2.4 A)", "opportunity fire")
        ended = {u.id: u.hex for u in units if u.id in movers}
        placed = [replace(u, hex=label) if u.id in ended else u for u in units]
        plan = map_fire([u for u in placed if u.id in set(firer_ids)], self.hex_of(label), placed, self.terrain(),
                        bunker_any_direction=self.rulings().bunker_fires_any_direction,
                        sight_rulings=self.sight_rulings())
        # only the movers are hit: the others in that hex did not move (4.2.4 B)
        groups = tuple(TargetGroup(g.name, tuple(u for u in g.units if u.id in ended), g.shots) for g in plan.groups)
        plan = replace(plan, groups=groups)
        problems = []
        if frm in set(ended.values()):
            problems.append("a unit whose hex the movers entered may not use opportunity fire on them (4.2.4 G)")
        if frm == label:
            problems.append("the firers stand in that hex: that is same-hex combat, not opportunity fire (4.2.4 B)")
        return placed, plan, label, ended, side, problems

    def opportunity_preview(self, firer_ids: Sequence[str], at: str | Hex) -> CombatPreview:
        """The odds of opportunity fire by ``firer_ids`` at the movers set in ``at`` (4.2.4 A-B, E: no
        special DRMs; H: never at night, the log refuses it)."""
        _placed, plan, label, _ended, side, problems = self._opportunity_plan(firer_ids, at)
        if not plan.firers and not plan.blocked:
            problems.append("no picked unit may fire at that hex (5.0 B, 6.1)")
        return self._preview("opportunity", side, label, plan, problems)

    def opportunity_fire(self, firer_ids: Sequence[str], at: str | Hex, note: str = ""):
        """Opportunity fire as ONE command (4.2.4): set the movers in ``at``, roll the firers' dice at
        them, put the survivors back where they ended (eliminated ones are removed, D); the movers' side
        acts next (C)."""
        pv = self.opportunity_preview(firer_ids, at)
        if not pv.ok:
            raise InputError("; ".join(pv.problems), "opportunity fire")
        placed, _plan, label, ended, _side, _p = self._opportunity_plan(firer_ids, at)
        return self._roll(pv, placed, why=f"Opportunity fire at the movers set in {label} (4.2.4)",
                          note=note or f"at the movers in {label}", declared=tuple(firer_ids), put_back=ended)
