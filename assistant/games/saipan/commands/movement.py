"""Ground movement along a path (10.0 B1, 10.1, 10.2 A-B, 11.0), the set-up (16.1, 16.3) with its check,
fog of war (15.2-15.3) and the players' view. Every way a unit moves on the map is one of these checked
commands (issue 22.7): a path typed (``move_stack``), a click on the map (``move_units``: the shortest
legal path, then ``move_stack``), a unit waiting off the map set up (``set_up``); an unchecked move is only
the referee's confirmed correction (``correct_units``), named as one in the Record. Qt-free."""

from __future__ import annotations

import math
from dataclasses import replace
from typing import TYPE_CHECKING, Sequence

from assistant.core.errors import InputError
from assistant.store.changes import Change

from .. import rules
from ..mapdata import hex_label
from .base import SIDE_NAMES
from .procedure import Procedure
from assistant.core.messages import msg

if TYPE_CHECKING:
    from ..movement import MovePlan


class MovementCommands(Procedure):
    # -- when units may move ---------------------------------------------------------------------------
    def movement_refusal(self, side: str | None = None) -> str | None:
        """Why ``side``'s ground units may not move now (the rule named), else None: the game is over
        (16.4 C), the set-up is not done (16.1, 16.3), it is the other side's player-turn (10.0 B1-C,
        11.0 A: each side moves in its own Movement Phase), or this player-turn's movement step is over
        (10.0 B1: the declarations come after it)."""
        cl = self.game.checklist
        if cl.over:
            return f"the game ended after turn {cl.turn} (16.4 C); undo to play on"
        if cl.setup_pending:
            return "the set-up is not done yet (16.1, 16.3): finish it (set-up check) and tick it on the Day tab"
        if side is None:
            return None
        phasing = self.game.combats.phasing_side()
        if side != phasing:
            return (f"player-turn {self.game.combats.player_turn} is the {SIDE_NAMES[phasing]}'s: {SIDE_NAMES[side]} units move "
                    "only in their own player-turn (10.0 B1-C, 11.0 A)")
        n = self.game.combats.player_turn
        later = [s for s in cl.steps() if s.id.startswith(f"player{n}.") and s.id != f"player{n}.move"
                 and s.id in cl.done]
        if later:
            return (f"the movement step of player-turn {n} is over ('{later[0].text}' is done): ground units move "
                    "first, then the bombardments and combats are declared (10.0 B1-B3)")
        return None

    def _may_move(self, side: str) -> None:
        reason = self.movement_refusal(side)
        if reason:
            raise InputError(reason, "move")

    # -- queries ---------------------------------------------------------------------------------------
    def plan_move(self, ids: Sequence[str], path: Sequence[str], costs: Sequence[int] | None = None) -> MovePlan:
        """Check a stack's move hex by hex (a query): never skipping a hex, never into an enemy hex
        (dummies count), stopping on entering an enemy ZOC, ZOC to ZOC only from where the turn began,
        each unit within its MA (TEC entries, T4; 1 MP a hex without them) but always one hex, 6 SP at the
        end; and only in the side's own movement step (10.0 B1)."""
        from ..movement import plan_move
        units = self.game.units()
        ids = list(dict.fromkeys(ids))
        plan = plan_move(units, ids, path, self.game.day, costs)
        self._may_move(plan.units[0].side)
        return plan

    def path_to(self, ids: Sequence[str], to_hex: str) -> list[str]:
        """The shortest path a click-move takes to ``to_hex`` (10.2, 11.0 E), for ``move_units``."""
        from ..movement import shortest_path
        return shortest_path(self.game.units(), list(dict.fromkeys(ids)), to_hex)

    def setup_check(self) -> list[str]:
        """Each breach of the set-up rules and what remains to set up, in words (16.1 A-C, 16.3 A/C/E,
        10.1, 14.6 A, 15.3); [] when it is legal and complete."""
        from ..fog import setup_breaches
        out = setup_breaches(self.game.units(), self.game.day)
        aboard = self.game.transports.aboard_any()
        waiting = [u for u in self.game.units() if u.side == "us" and not u.hex and u.id not in aboard]
        for u in waiting:
            out.append(f"{u.label}: every US ground force is assigned to a transport (16.3 C): board it")
        need, have = self.transports_needed(), self.transport_count()
        if need > have:
            out.append(f"the US ground forces off the map need {need} transports, 10 units a ship (14.6 A); "
                       f"{have} on record")
        return out

    def transports_needed(self) -> int:
        """Transports the US ground units not on the map need, ten a ship (14.6 A)."""
        off = [u for u in self.game.units() if u.side == "us" and not u.hex]
        return math.ceil(len(off) / rules.TRANSPORT_CAPACITY_UNITS)

    def transport_count(self) -> int:
        return sum(1 for t in self.game.fleet.air_naval_units() if t.is_transport and t.side == "us")

    def players_view(self, viewer: str) -> dict[str, list[str]]:
        """What ``viewer``'s players may see, by hex (15.2): force markers for hidden Japanese stacks,
        the top US unit only."""
        from ..fog import players_view
        return players_view(self.game.units(), viewer)

    @staticmethod
    def viewer_name(viewer: str) -> str:
        return SIDE_NAMES.get(viewer, "referee")

    # -- commands --------------------------------------------------------------------------------------
    def move_stack(self, ids: Sequence[str], path: Sequence[str], costs: Sequence[int] | None = None) -> Change:
        """Move a stack along ``path`` (10.0 B1, 11.0); units may be dropped off or picked up between
        moves, each keeping its own MP count for the day (11.0 D)."""
        self.game._no_game_over()
        plan = self.plan_move(ids, path, costs)
        old = self.game.units()
        moved = {u.id: u for u in plan.units}
        new = [moved.get(u.id, u) for u in old]
        names = ", ".join(u.label for u in plan.units)
        mp = f", {plan.cost_mp} MP" if plan.cost_mp is not None else ""
        words = [f"{names}: {' → '.join(plan.path)}{mp} (11.0)"] + list(plan.notes)
        return self.game._units_change(old, new, f"Move {names} → {plan.path[-1]}", words,
                                  step=f"player{self.game.combats.player_turn}.move")

    def move_units(self, ids: Sequence[str], to_hex: str) -> Change:
        """A click-move: the picked stack to ``to_hex`` by the shortest legal path (``path_to``), checked and
        recorded as ``move_stack`` (MA, ZOC, phase); units waiting off the map are set up (``set_up``)."""
        self.game._no_game_over()
        ids = list(dict.fromkeys(ids))
        if not ids:
            raise InputError(msg("pick units first"), "move")
        units = {u.id: u for u in self.game.units()}
        missing = [i for i in ids if i not in units]
        if missing:
            raise InputError(msg("no unit {0!r}", missing[0]), "move")
        if all(not units[i].hex for i in ids):
            return self.set_up(ids, to_hex)
        if any(not units[i].hex for i in ids):
            raise InputError(msg("units on the map and off it cannot move as one"), "move")
        side = units[ids[0]].side
        self._may_move(side)
        return self.move_stack(ids, self.path_to(ids, to_hex))

    def set_up(self, ids: Sequence[str], at_hex: str) -> Change:
        """Japanese ground units waiting off the map set up on Saipan before turn 1 (16.1 A): not in an
        invasion hex (9.3), within the stacking limit (10.1). US units enter aboard transports and land
        from them (16.3 A, C-E)."""
        self.game._no_game_over()
        ids = list(dict.fromkeys(ids))
        units = self.game.units()
        byid = {u.id: u for u in units}
        if not ids or any(i not in byid for i in ids):
            raise InputError(msg("pick units waiting off the map"), "set up (16.1)")
        moving = [byid[i] for i in ids]
        for u in moving:
            if u.hex:
                raise InputError(msg("{0} is on the map in {1}: it moves, it is not set up", u.label, u.hex), "set up (16.1)")
            if u.side == "us":
                raise InputError(msg("{0}: US units are placed on no hex before turn 1; they come aboard transports and land on the "
                                     "beaches (16.3 A, C-E: Fleet tab, Board then Land)", u.label),
                                 "set up (16.3)")
        cl = self.game.checklist
        if cl.turn != 1 or (cl.setup and not cl.setup_pending) or (not cl.setup and cl.done):
            raise InputError(msg("the Japanese set up before turn 1 begins (16.1 A); a unit entering later is the referee's correction"), "set up (16.1)")
        label = hex_label(at_hex)
        self.game.ground._check_entry(moving, label, units, "set up in")
        new = [replace(u, hex=label) if u.id in set(ids) else u for u in units]
        names = ", ".join(u.label for u in moving)
        return self.game._units_change(units, new, f"Set up {names} in {label}",
                                  [f"{u.label} sets up in {label} (16.1 A)" for u in moving])

    def correct_units(self, ids: Sequence[str], to_hex: str = "") -> Change:
        """The referee's correction, outside the rules' procedures: put units in ``to_hex`` (or off the map
        with ""), unchecked but for the map itself; the Record names it a correction."""
        self.game._no_game_over()
        ids = list(dict.fromkeys(ids))
        units = self.game.units()
        byid = {u.id: u for u in units}
        if not ids or any(i not in byid for i in ids):
            missing = [i for i in ids if i not in byid]
            raise InputError(f"no unit {missing[0]!r}" if missing else "pick units first", "correction")
        label = hex_label(to_hex) if to_hex else ""
        new = [replace(u, hex=label) if u.id in set(ids) else u for u in units]
        where = label or "off the map"
        return self.game._units_change(units, new, f"Correction: {', '.join(byid[i].label for i in ids)} → {where}",
                                  [f"Referee's correction (outside the rules): {byid[i].label} "
                                   f"{byid[i].hex or 'off the map'} → {where}" for i in ids])

    # -- fog of war (15.2-15.3) ------------------------------------------------------------------------
    def hide_units(self, ids: Sequence[str], hidden: bool = True) -> Change:
        """Put Japanese units under a force marker, or lift it (15.2 A): the US players' view then shows
        a marker, not what is under it."""
        self.game._no_game_over()
        ids = list(dict.fromkeys(ids))
        units = self.game.units()
        byid = {u.id: u for u in units}
        if not ids or any(i not in byid for i in ids):
            raise InputError(msg("pick Japanese units"), "force markers (15.2)")
        for i in ids:
            if byid[i].side != "japanese":
                raise InputError(msg("{0}: only Japanese units hide under force markers (15.2 A)", byid[i].label),
                                 "force markers (15.2)")
        new = [replace(u, hidden=bool(hidden)) if u.id in set(ids) else u for u in units]
        word = "under a force marker" if hidden else "revealed"
        return self.game._units_change(units, new, f"{', '.join(byid[i].label for i in ids)} {word}",
                                  [f"{byid[i].label} {word} (15.2 A)" for i in ids])

    def add_dummy(self, at_hex: str = "", name: str = "", movement: int = 6) -> Change:
        """A Japanese dummy counter (15.3), on the map or waiting off it to set up; the set-up check warns
        outside the 5-10 % the rules suggest. ``movement``: the MA it moves with (the rules print none;
        our default, the sample Japanese infantry's 6)."""
        from ..units import Unit
        self.game._no_game_over()
        units = self.game.units()
        taken = {u.id for u in units}
        n = 1
        while f"j-dummy-{n}" in taken:
            n += 1
        label = hex_label(at_hex) if at_hex else ""
        u = Unit(f"j-dummy-{n}", "japanese", "infantry", name.strip() or f"Dummy {n}", 0, 0, int(movement), 1, 1, 0, label,
                 sp=0, hidden=True, dummy=True)
        if label:
            self.game.ground._check_entry([u], label, units, "dummy in")
        return self.game._units_change(units, units + [u], f"Dummy {u.label} {'in ' + label if label else 'off the map'}",
                                  [f"Japanese dummy {u.label} {'in ' + label if label else 'waits off the map'} "
                                   "under a force marker (15.3)"])
