"""Trace supply (1.8-1.10, 2.1a-b, 3.1a) over the hexes' terrain entries, and the attrition roll of an
Out of Supply unit (1.9)."""

from __future__ import annotations

from fractions import Fraction
from typing import Any

from assistant.core import dice
from assistant.core.errors import InputError
from assistant.games.luzon.forces import ON_MAP
from assistant.games.luzon.supply import Trace, enemy_held, trace_unit
from assistant.store.changes import Change

from .base import pct
from .base import LuzonPart
from assistant.core.messages import msg

REACH_KEY = "trace_reach_hexes"
REACH_MAX = 30
ATTRITION_POOLS = ("1d6", "2d6")


class SupplyCommands(LuzonPart):
    # -- trace supply ------------------------------------------------------------------------------
    @property
    def trace_reach(self) -> int | None:
        v = self.session.settings.get(REACH_KEY)
        return int(v) if isinstance(v, int) else None

    def set_trace_reach(self, hexes: Any) -> Change:
        """The overland leg of a trace, in hexes: the referee's entry (OCS 12.6 is not in the source, L2)."""
        try:
            n = int(str(hexes).strip())
        except ValueError:
            raise InputError(msg("a whole number of hexes, got {0!r}", hexes), "trace reach") from None
        if not 0 <= n <= REACH_MAX:
            raise InputError(msg("between 0 and {0} hexes, got {1}", REACH_MAX, n), "trace reach")
        if n == self.trace_reach:
            raise InputError(msg("the reach is this already"), "trace reach")
        settings = dict(self.session.settings)
        settings[REACH_KEY] = n
        head = f"Trace supply reach: {n} hexes overland (referee's entry for OCS 12.6, L2)"
        return self.finish(head, [head], settings=settings)

    def trace(self, unit_id: str) -> Trace:
        """1.8-1.10, 2.1a-b, 3.1a: can this on-map unit trace to its side's source this turn?"""
        forces = self.forces()
        u = forces.get(unit_id)
        if u.status != ON_MAP:
            raise InputError(msg("is not on the map ({0})", u.status.replace('_', ' ')), f"trace supply: {self.unit_where(unit_id)}")
        info = self.turn_info()
        if u.side == "japanese" and info.japanese_automatic_supply:
            return Trace(unit_id, u.side, True, (u.hex,), "", "", (
                "turn 1: every Japanese unit is in trace supply (2.1a)",))
        reach = self.trace_reach
        if reach is None:
            raise InputError(msg("enter the overland trace reach first (OCS 12.6 is not in the source, L2)"),
                             "trace supply")
        m = self.base_scenario.map
        blocked = enemy_held(m, ((s.hex, s.side) for s in forces.on_map()), u.side)
        if u.side == "allied":
            blocked |= set(self.game.restrictions.no_entry_hexes())
        t = trace_unit(m, self.game.map.terrain(), unit_id, u.side, u.hex, self.scenario.supply_sources(self.turn, u.side),
                       reach, blocked - {u.hex}, route_7_is_track=4 in self.options.allied)
        rule = "2.1b" if u.side == "japanese" else "3.1a"
        extra = ("multi-unit formation limit (OCS 12.6f): the referee checks it (binds the Allies, 1.10)"
                 if u.side == "allied" else "multi-unit formation limit does not bind the Japanese (1.10)")
        return Trace(t.unit_id, t.side, t.ok, t.path, t.source, t.via,
                     t.reasons + (f"({rule}, reach {reach})", extra))

    def trace_all(self, side: str | None = None) -> list[Trace]:
        return [self.trace(s.id) for s in self.forces().on_map(side) if s.spec.is_ground]

    def mark_supply(self, side: str | None = None) -> Change:
        """Mark every on-map ground unit in or Out of Supply as its trace says (1.9): ONE change."""
        forces, out = self.forces(), []
        traces = self.trace_all(side)
        new = forces
        for t in traces:
            if new.get(t.unit_id).in_supply != t.ok:
                new = new.set_supply(t.unit_id, t.ok)
                out.append(t)
        if not out:
            raise InputError(msg("every unit is marked as its trace says already"), "trace supply")
        names = self.names(forces)
        bad = [names[t.unit_id] for t in traces if not t.ok]
        head = f"Trace supply: {len(traces) - len(bad)} in supply, {len(bad)} Out of Supply"
        lines = [head] + [f"{names[t.unit_id]}: {'in supply' if t.ok else 'OUT OF SUPPLY'} — {t.words}" for t in out]
        if bad:
            lines.append("Out of Supply units roll for attrition (1.9, OCS 12.8)")
        return self.finish(head, lines, forces=new)

    # -- attrition (1.9, OCS 12.8: the table is the referee's) -------------------------------------
    @staticmethod
    def _attrition_inputs(pool: str, loss_at: Any) -> tuple[str, int]:
        if pool not in ATTRITION_POOLS:
            raise InputError(msg("dice must be one of {0}", ', '.join(ATTRITION_POOLS)), "attrition")
        try:
            n = int(str(loss_at).strip())
        except ValueError:
            raise InputError(msg("the roll that costs a step is a whole number, got {0!r}", loss_at), "attrition") from None
        top = 6 if pool == "1d6" else 12
        if not 1 <= n <= top + 1:
            raise InputError(msg("the roll that costs a step is 1-{0} for {1}, got {2}", top + 1, pool, n), "attrition")
        return pool, n

    def attrition_odds(self, pool: str, loss_at: Any) -> Fraction:
        """The chance of a step loss when ``loss_at`` or more on ``pool`` costs one (the referee reads
        ``loss_at`` off the OCS Attrition Table, L2); the roll uses the same numbers."""
        pool, n = self._attrition_inputs(pool, loss_at)
        return sum((p for v, p in dice.outcomes(pool).items() if v >= n), Fraction(0))

    def roll_attrition(self, unit_id: str, pool: str, loss_at: Any, override: bool = False) -> Change:
        """1.9: an Out of Supply unit rolls for attrition; a loss flips it, or eliminates a reduced one."""
        pool, n = self._attrition_inputs(pool, loss_at)
        forces = self.forces()
        u = forces.get(unit_id)
        if u.status != ON_MAP:
            raise InputError(msg("is not on the map ({0})", u.status.replace('_', ' ')), f"attrition: {self.unit_where(unit_id)}")
        ov = self.refuse_or_override([] if not u.in_supply else [f"{u.spec.name} is marked in trace supply (1.9)"],
                          override, f"attrition: {self.unit_where(unit_id)}")
        odds = self.attrition_odds(pool, n)
        rec = self.session.dice()
        out = rec.roll(pool, why=f"Attrition, {u.spec.name} Out of Supply (1.9; loss on {n}+, referee's table)",
                       side=u.side, turn=self.turn, phase="supply",
                       chart_result=lambda v: "step loss" if v >= n else "no loss")
        reduced = self.reduced(forces)
        new = forces
        lost = out.value >= n
        if lost and unit_id in reduced:
            new, what = forces.eliminate(unit_id), "eliminated"
            reduced = reduced - {unit_id}
        elif lost:
            reduced, what = reduced | {unit_id}, "loses a step (reduced)"
        else:
            what = "no loss"
        head = self.overridden(f"Attrition {u.spec.name}: {out.value} — {what}", ov)
        lines = [head, f"chance of a loss was {pct(odds)} ({pool}, {n}+)"] + ov
        return self.finish(head, lines, recorder=rec, forces=new, reduced=reduced)
