"""A stack's fire split over several target hexes (4.2.1 E with 4.2 C; ruling T12: each unit of the firing
stack fires at one hex, so a stack splits over as many hexes as it has units). Qt-free."""

from __future__ import annotations

from typing import Any, Mapping, Union

from assistant.core.errors import InputError
from assistant.core.hexes import Hex

from ..units import MapFire, TargetGroup, Unit, map_fire
from .base import GameBase, Procedure
from .fire import CombatPreview, FireCommands
from assistant.core.messages import msg


Assignments = Union[Mapping[str, "str | Hex"], str, list, tuple]
WHERE = "split fire (4.2.1 E, T12)"


def assignments_of(value: Any) -> dict[str, Any]:
    """Each firer's target hex from ``{"unit": "hex"}``, ``[["unit", "hex"], ...]`` or the typed
    ``"unit:hex, unit:hex"``. A unit named twice is refused, not overwritten: each unit fires at one hex
    (ruling T12)."""
    if isinstance(value, str) and value.strip()[:1] in ("{", "["):
        import json
        try:     # pairs kept in order, so a unit named twice is seen (a dict would keep the last)
            value = json.loads(value, object_pairs_hook=lambda kv: kv if kv else {})
        except (ValueError, RecursionError) as bad:
            raise InputError(msg("not JSON: {0}", bad), WHERE) from None
    if isinstance(value, str):
        pairs = []
        for part in [p.strip() for p in value.split(",") if p.strip()]:
            if ":" not in part:
                raise InputError(msg("write each firer as unit:hex, not {0!r}", part), WHERE)
            uid, where = (x.strip() for x in part.split(":", 1))
            pairs.append((uid, where))
    elif isinstance(value, Mapping):
        pairs = list(value.items())
    elif isinstance(value, (list, tuple)) and all(isinstance(p, (list, tuple)) and len(p) == 2 for p in value):
        pairs = [tuple(p) for p in value]
    else:
        raise InputError(msg('give each firing unit its target hex: {{"unit": "hex", ...}} or unit:hex, unit:hex'), WHERE)
    out: dict[str, Any] = {}
    for uid, where in pairs:
        uid = str(uid)
        if uid in out:
            raise InputError(msg("{0} is named twice: each unit fires at one hex (T12)", uid), WHERE)
        out[uid] = where
    if not out:
        raise InputError(msg("give each firing unit its target hex"), WHERE)
    return out


class SplitFireCommands(Procedure):
    """One stack's fire with each unit at its own target hex, priced and rolled by the fire procedure."""

    def __init__(self, game: GameBase, fire: FireCommands):
        super().__init__(game)
        self.fire = fire

    # -- a stack's fire split over its units' hexes (4.2.1 E, T12) ------------------------------------------------
    def _split_plan(self, assignments: Assignments) -> tuple[list[Unit], MapFire, list[str]]:
        assignments = assignments_of(assignments)
        units = self.g.units()
        by_id = {u.id: u for u in units}
        targets: dict[str, list[Unit]] = {}
        for uid, where in assignments.items():
            if uid not in by_id:
                raise InputError(msg("no unit {0!r}", uid), "split fire: firing units")
            targets.setdefault(self.g.label(self.g.hex_of(where)), []).append(by_id[uid])
        # T12: each unit fires at one hex (one target per firer, the mapping's key), so the stack splits over
        # at most as many hexes as it has firing units; there is no other cap
        firers = [u for fs in targets.values() for u in fs]
        self.g.one_stack(firers, "split fire: firing units", "4.2 play note, 4.2.1 E")
        tm, any_dir = self.g.terrain(), self.g.rulings().bunker_fires_any_direction
        groups: list[TargetGroup] = []
        kept, blocked, barred, notes, shots = [], [], [], [], []
        for label, fs in targets.items():
            plan = map_fire(fs, self.g.hex_of(label), units, tm, bunker_any_direction=any_dir,
                            sight_rulings=self.fire.sight_rulings())
            for g in plan.groups:
                groups.append(TargetGroup(f"in {label}" + (f" ({g.name})" if g.name else ""), g.units, g.shots))
            kept += plan.firers
            blocked += plan.blocked
            barred += plan.barred
            notes += [f"{label}: {n}" for n in plan.notes]
            shots += plan.shots
        mf = MapFire(tuple(shots), tuple(kept), (), tuple(notes), "", tuple(groups), tuple(blocked), tuple(barred))
        return units, mf, list(targets)

    def split_fire_preview(self, assignments: Assignments) -> CombatPreview:
        """One stack's fire with each unit at its own target hex (4.2.1 E; ruling T12: one hex per unit, as
        many hexes as the stack has units): one die each, every group priced with its own DRMs; one action."""
        assignments = assignments_of(assignments)
        units, plan, labels = self._split_plan(assignments)
        here = {u.hex for u in plan.firers + plan.blocked}
        problems = [f"fire at the firers' own hex {h} is same-hex combat (4.2.3 A), not split fire"
                    for h in labels if h in here]
        if not plan.firers and not plan.blocked:
            problems.append("no picked unit may fire at its target (5.0 B, 4.2.3 C-D)")
        player = next(iter({by.side for by in units if by.id in assignments}))
        return self.fire.priced("fire", player, " and ".join(labels), plan, problems)

    def split_fire(self, assignments: Assignments, note: str = ""):
        """Roll the split fire ``split_fire_preview`` priced: each unit's die is read at its own target."""
        assignments = assignments_of(assignments)
        pv = self.split_fire_preview(assignments)
        if not pv.ok:
            raise InputError("; ".join(pv.problems), "split fire")
        units, plan, _labels = self._split_plan(assignments)
        return self.fire.roll(pv, units, why=f"Split fire at {pv.target} (4.2.1 E, T12)", note=note or f"at {pv.target}",
                               declared=tuple(assignments))

