"""What the ground-combat commands share: reading the combats on record, the player-turn, step losses
with their VP results (12.0, 16.4 A) and retreats (12.0 C, 10.2 C, 16.3 G). Qt-free."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Sequence

from assistant.core.errors import InputError

from .. import combats
from ..mapdata import hex_label
from ..units import Unit, lose_steps
from ..victory import Result
from .base import SIDE_NAMES, other
from .procedure import Procedure
from assistant.core.messages import msg

if TYPE_CHECKING:
    from ..combats import CrtEntry


class CombatBase(Procedure):
    # -- reading -----------------------------------------------------------------------------------
    def combat_data(self) -> dict[str, dict]:
        return combats.load(self.game.store, self.game.game_id)

    def _combat(self, key: str, kind: str, cls):
        d = self.combat_data().get(key)
        if d is None or d.get("kind") != kind:
            raise InputError(msg("no {0} combat {1!r} on record", kind, key), kind)
        return cls.from_dict(d)

    @property
    def player_turn(self) -> int:
        """1 or 2: the second player-turn once any of its steps, or the first's last step, is ticked."""
        done = self.game.checklist.done
        return 2 if ("player1.assault" in done or any(d.startswith("player2.") for d in done)) else 1

    def phasing_side(self) -> str:
        cl = self.game.checklist
        return cl.first_player if self.player_turn == 1 else other(cl.first_player)

    # -- writing -----------------------------------------------------------------------------------
    def _step(self, name: str) -> str:
        """The id of this player-turn's checklist step ``name`` (10.0 B)."""
        return f"player{self.player_turn}.{name}"

    def _all_resolved(self, kind: str, key: str, data: dict) -> bool:
        """With ``key`` now ``data``, is every combat of ``kind`` declared today resolved (10.0 B4-B6)?"""
        others = [d for k, d in self.combat_data().items() if k != key and d.get("kind") == kind
                  and d.get("day") == self.game.day]
        return all(d.get("stage") == "done" for d in others + [data])

    @staticmethod
    def _take_losses(units: list[Unit], ids: Sequence[str], entry: CrtEntry, where: str
                     ) -> tuple[list[Unit], list[Result], list[str]]:
        """``units`` after the stack ``ids`` loses ``entry.steps`` (12.0), with a ground-step result per
        unit hit (16.4 A) and the words."""
        from ..combats import pick_losses
        stack = [u for u in units if u.id in set(ids)]
        picks = pick_losses(stack, entry, where)
        results: list[Result] = []
        words: list[str] = []
        for uid in dict.fromkeys(picks):
            n = picks.count(uid)
            u = next((x for x in units if x.id == uid), None)
            if u is None:
                continue
            units, lost, gone = lose_steps(units, uid, n)
            results.append(Result("ground_step", u.side, u.label, steps=lost))
            words.append(f"{u.label} loses {lost} step{'s' * (lost != 1)}" + (" — eliminated" if gone else "")
                         + f" ({lost} VP to the {SIDE_NAMES[other(u.side)]}, 16.4 A)")
        return units, results, words

    def _retreat(self, units: list[Unit], ids: Sequence[str], path: Sequence[str]
                 ) -> tuple[list[Unit], list[Result], list[str], list]:
        """A stack's retreat (12.0 C, 10.2 C, 16.3 G): the units moved, or back aboard a transport with
        room (``_retreat_aboard``), and any step lost for staying or for an enemy ZOC; the last item: the
        transport records' ops."""
        from ..combats import CrtEntry
        from ..retreat import plan_retreat
        plan = plan_retreat(units, ids, path)
        words = list(plan.reasons)
        results: list[Result] = []
        if plan.to_transport:
            units, results, more, fleet_ops = self.game.transports._retreat_aboard(units, list(plan.ids))
            return units, results, words + more, fleet_ops
        if plan.path:
            units = [replace(u, hex=plan.path[-1]) if u.id in plan.ids else u for u in units]
        if plan.extra_steps:
            units, results, more = self._take_losses(units, plan.ids, CrtEntry(plan.extra_steps), "retreat")
            words += more
        return units, results, words, []

    @staticmethod
    def _hexes_of(units: Sequence[Unit], ids: Sequence[str]) -> list[str]:
        return list(dict.fromkeys(hex_label(u.hex) for u in units if u.id in set(ids) and u.hex))
