"""The Banzai Charge (6.3): declared once a game, over when the referee says so. Qt-free."""

from __future__ import annotations

from typing import Sequence

from assistant.core.errors import InputError
from assistant.store.changes import Change

from .. import rules
from ..units import Unit
from .base import Procedure
from assistant.core.messages import msg


def _names(units: Sequence[Unit]) -> str:
    return ", ".join(u.label for u in units)


class BanzaiCommands(Procedure):
    """Declare the charge (6.3 A) and end it (6.3 C)."""

    # -- the Banzai Charge ---------------------------------------------------------------------------
    def banzai_preview(self, unit_ids: Sequence[str]) -> list[str]:
        """Who would charge and with how many MPs (MA + 3, 6.3 C); refused like the declaration when a unit
        may not charge (6.3 A: once a game, up to 8 Japanese infantry or HQ units within 5 hexes of an HQ)."""
        picked = self._checked(unit_ids)[1]
        out = [f"{u.label}: " + (f"MA {u.ma} + {rules.BANZAI_EXTRA_MP} = {u.ma + rules.BANZAI_EXTRA_MP} MPs"
                                 if u.ma is not None else f"MA not entered, + {rules.BANZAI_EXTRA_MP} MPs")
               + " (6.3 C)" for u in picked]
        return out + ["no proficiency check to enter a US hex (6.3 D); only the charging units act for the "
                      "Japanese until the charge is over (6.3 C)"]

    def _checked(self, unit_ids: Sequence[str]):
        from ..actions import BanzaiUnit, plan_banzai
        units = self.g.units()
        picked = self.g.picked(unit_ids, units, "banzai")
        if any(u.side != "japanese" for u in picked):
            raise InputError(msg("only Japanese units charge (6.3 A)"), "banzai")
        off = [u.label for u in picked if not u.hex]
        if off:
            raise InputError(msg("{0} is off the map: only units on Betio charge (6.3 A)", ', '.join(off)), "banzai")
        log = self.g.log()
        plan = plan_banzai([BanzaiUnit(u.id, u.kind, self.g.hex_of(u.hex), 0) for u in picked],
                           [self.g.hex_of(u.hex) for u in units if u.side == "japanese" and u.kind == "hq" and u.hex],
                           log.state.banzai_used)
        return plan, picked, log

    def declare_banzai(self, unit_ids: Sequence[str]) -> Change:
        """Once a game, up to 8 Japanese infantry or HQ units within 5 hexes of an HQ charge (6.3 A);
        until it is over only they act for the Japanese (6.3 C-D). Not an action itself."""
        plan, picked, log = self._checked(unit_ids)
        log.declare_banzai(plan.units)
        text = f"Banzai Charge: {_names(picked)} (6.3)"
        return self.g.finish(text, [text, f"each may move its MA + {rules.BANZAI_EXTRA_MP} MPs (6.3 C)"], log=log)

    def end_banzai(self) -> Change:
        """The referee ends the charge (6.3 C): the Japanese act with any unit again. Not an action."""
        log = self.g.log()
        log.banzai_over()
        return self.g.finish("The Banzai Charge is over", ["The Banzai Charge is over (6.3 C)"], log=log)
