"""Opportunity fire as one command (4.2.4). Qt-free.

Opportunity fire is the defender's combat action right after the opponent's move: the movers are
set in a hex they crossed or their start hex, one unit or stack fires at them as in regular combat,
and they are put back where they ended (or removed if eliminated), all in ONE change; the mover's
side then acts (the log's alternation). The hexes crossed are those of the move's path as recorded
(``state["last_move"]``); a move made without its path offers only its start hex.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Sequence

from assistant.core.errors import InputError
from assistant.core.hexes import Hex

from ..units import TargetGroup, map_fire
from .base import GameBase, Procedure
from .fire import CombatPreview, FireCommands
from assistant.core.messages import msg



class OpportunityCommands(Procedure):
    """The other side's fire at a stack that just moved, set in a hex it crossed (4.2.4)."""

    def __init__(self, game: GameBase, fire: FireCommands):
        super().__init__(game)
        self.fire = fire

    # -- opportunity fire (4.2.4) -----------------------------------------------------------------------------
    def opportunity_hexes(self) -> tuple[str, tuple[str, ...], tuple[str, ...]]:
        """(the moving side, the movers, the hexes they may be set in) for opportunity fire now; raises
        when the last action was not a move of the other side (4.2.4 A)."""
        log = self.g.log()
        last = log.actions[-1] if log.actions else None
        lm = self.g.session.state.get("last_move") or {}
        if last is None or last.kind != "move" or not lm or tuple(lm.get("units", ())) != tuple(last.units):
            raise InputError(msg("opportunity fire answers the opponent's move in the action just before (4.2.4 A)"),
                             "opportunity fire")
        movers = tuple(u for u in lm["units"] if u in {x.id for x in self.g.units()})
        return lm["side"], movers, tuple(lm["hexes"][:-1])

    def _opportunity_plan(self, firer_ids: Sequence[str], at: str | Hex):
        mover_side, movers, hexes = self.opportunity_hexes()
        label = self.g.label(self.g.hex_of(at))
        if label not in hexes:
            raise InputError(msg("the movers may be set only in their start hex or a hex they crossed: {0} (4.2.4 A)", ', '.join(hexes)), "opportunity fire: hex")
        units = self.g.units()
        picked = self.g.picked(firer_ids, units, "opportunity fire: firing units")
        side, frm = self.g.one_stack(picked, "opportunity fire: firing units", "4.2.4 B")
        if side == mover_side:
            raise InputError(msg("opportunity fire is the other side's answer to a move (4.2.4 A)"), "opportunity fire")
        ended = {u.id: u.hex for u in units if u.id in movers}
        placed = [replace(u, hex=label) if u.id in ended else u for u in units]
        plan = map_fire([u for u in placed if u.id in set(firer_ids)], self.g.hex_of(label), placed, self.g.terrain(),
                        bunker_any_direction=self.g.rulings().bunker_fires_any_direction,
                        sight_rulings=self.fire.sight_rulings())
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
        return self.fire.priced("opportunity", side, label, plan, problems)

    def opportunity_fire(self, firer_ids: Sequence[str], at: str | Hex, note: str = ""):
        """Opportunity fire as ONE command (4.2.4): set the movers in ``at``, roll the firers' dice at
        them, put the survivors back where they ended (eliminated ones are removed, D); the movers' side
        acts next (C)."""
        pv = self.opportunity_preview(firer_ids, at)
        if not pv.ok:
            raise InputError("; ".join(pv.problems), "opportunity fire")
        placed, _plan, label, ended, _side, _p = self._opportunity_plan(firer_ids, at)
        return self.fire.roll(pv, placed, why=f"Opportunity fire at the movers set in {label} (4.2.4)",
                          note=note or f"at the movers in {label}", declared=tuple(firer_ids), put_back=ended)
