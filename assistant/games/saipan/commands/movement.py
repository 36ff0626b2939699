"""Ground movement along a path (10.1, 10.2 A-B, 11.0), the set-up check (16.1, 16.3 A-E, 15.3) and the
players' view (15.2). Qt-free."""

from __future__ import annotations

from typing import TYPE_CHECKING, Sequence

from .base import SIDE_NAMES

if TYPE_CHECKING:
    from ..movement import MovePlan


class MovementCommands:
    def plan_move(self, ids: Sequence[str], path: Sequence[str], costs: Sequence[int] | None = None) -> MovePlan:
        """Check a stack's move hex by hex (a query): never skipping a hex, never into an enemy hex
        (dummies count), stopping on entering an enemy ZOC, ZOC to ZOC only from where the turn began,
        each unit within its MA (TEC entries, T4) but always one hex, 6 SP at the end."""
        from ..movement import plan_move
        return plan_move(self.units(), list(dict.fromkeys(ids)), path, self.day, costs)

    def move_stack(self, ids: Sequence[str], path: Sequence[str], costs: Sequence[int] | None = None):
        """Move a stack along ``path`` (10.0 B1, 11.0); units may be dropped off or picked up between
        moves, each keeping its own MP count for the day (11.0 D)."""
        self._no_game_over()
        plan = self.plan_move(ids, path, costs)
        old = self.units()
        moved = {u.id: u for u in plan.units}
        new = [moved.get(u.id, u) for u in old]
        names = ", ".join(u.label for u in plan.units)
        mp = f", {plan.cost_mp} MP" if plan.cost_mp is not None else ""
        words = [f"{names}: {' → '.join(plan.path)}{mp} (11.0)"] + list(plan.notes)
        return self._units_change(old, new, f"Move {names} → {plan.path[-1]}", words)

    def setup_check(self) -> list[str]:
        """Each breach of the set-up rules, in words (16.1 A-C, 16.3 A/E, 10.1, 15.3); [] when it is legal."""
        from ..fog import setup_breaches
        return setup_breaches(self.units(), self.day)

    def players_view(self, viewer: str) -> dict[str, list[str]]:
        """What ``viewer``'s players may see, by hex (15.2): force markers for hidden Japanese stacks,
        the top US unit only."""
        from ..fog import players_view
        return players_view(self.units(), viewer)

    @staticmethod
    def viewer_name(viewer: str) -> str:
        return SIDE_NAMES.get(viewer, "referee")
