"""The units: moves (1.11, 3.2), modes, arrivals (2.1c, 3.1b, 6.0), eliminations, trace supply and
the OCS series results the referee enters (ruling L2)."""

from __future__ import annotations

from dataclasses import replace
from typing import Sequence

from assistant.core.errors import InputError
from assistant.games.luzon import persist
from assistant.games.luzon.forces import NOT_ARRIVED, ON_MAP, Forces
from assistant.games.luzon.persist import SeriesResult
from assistant.games.luzon.scenario import MODES
from assistant.games.luzon.strat import StratCheck, check_allied_strat
from assistant.store.changes import Change

from .base import LuzonPart
from assistant.core.messages import msg


class UnitCommands(LuzonPart):
    def strat_check(self, forces: Forces | None = None) -> StratCheck:
        """3.2 Limited Strat Move (optional variation Allied 7: stacks, not units)."""
        return check_allied_strat(forces or self.forces(), self.options)

    def _refuse_strat(self, new: Forces, unit_id: str) -> None:
        s = new.get(unit_id)
        if s.side != "allied" or s.status != ON_MAP or s.mode != "strat":
            return
        chk = self.strat_check(new)
        if not chk.ok:
            raise InputError(msg("Limited Strat Move: {0}", chk.reason), f"{self.unit_where(unit_id)}")

    def move(self, unit_id: str, hex_label: str, mode: str | None = None, override: bool = False) -> Change:
        """Put an on-map unit in a hex (and a mode), or bring a reinforcement on (see :meth:`arrive`).
        A move 1.11 or 1.14 forbids is refused, unless the referee overrides it (a recorded ruling)."""
        forces = self.forces()
        if forces.get(unit_id).status == NOT_ARRIVED:
            return self.arrive(unit_id, hex_label or None)
        hex_label = (hex_label or "").strip()
        if not hex_label:
            raise InputError(msg("type a hex, e.g. 17.16"), f"{self.unit_where(unit_id)}")
        new = forces.move(unit_id, hex_label, mode)
        ov: list[str] = []
        label = new.get(unit_id).hex
        if label != forces.get(unit_id).hex:
            s = forces.get(unit_id)
            enemy = [e.spec.name for e in forces.in_hex(label) if e.side != s.side]
            if enemy:
                raise InputError(msg("{0} holds enemy units ({1})", label, ', '.join(enemy)), f"{self.unit_where(unit_id)}")
            ov = self.refuse_or_override(self.game.restrictions.move_problems(forces, unit_id, label), override, f"{self.unit_where(unit_id)}")
        self._refuse_strat(new, unit_id)
        u = new.get(unit_id)
        head = self.overridden(f"Move {u.spec.name} to {u.hex}" + (f" ({u.mode} mode)" if mode else ""), ov)
        return self.finish(head, [head] + ov, forces=new)

    def set_mode(self, unit_id: str, mode: str) -> Change:
        """Combat, Move or Strat Mode; at most 2 Allied units in Strat Mode (3.2; Allied 7: 2 stacks)."""
        if mode not in MODES:
            raise InputError(msg("mode must be one of {0}", ', '.join(MODES)), f"{self.unit_where(unit_id)}")
        forces = self.forces()
        if forces.get(unit_id).mode == mode:
            raise InputError(msg("is in {0} mode already", mode), f"{self.unit_where(unit_id)}")
        new = forces.set_mode(unit_id, mode)
        self._refuse_strat(new, unit_id)
        head = f"{new.get(unit_id).spec.name} to {mode} mode"
        return self.finish(head, [head], forces=new)

    def arrival_hexes(self, unit_id: str) -> list[str]:
        return self.scenario.arrival_hexes(unit_id)

    def arrive(self, unit_id: str, hex_label: str | None = None, displace_to: str | None = None) -> Change:
        """A reinforcement enters in its turn's Reinforcement Phase in the hex the order of arrival
        gives (2.1c, 3.1b), or within the hexes it allows (the 31-Phil: within 2 of Balanga, 6.0).
        Ruling L7 (Allied option 2): Allied units in a Turn Two Group hex when a Japanese unit is placed
        there are displaced in the same change to the next empty road hex toward Manila (``displace_to``:
        the referee's hex when the painted map shows none)."""
        forces = self.forces()
        target = (hex_label or "").strip() or None
        lines: list[str] = []
        forces, lines = self._displace_for(forces, unit_id, target, displace_to)
        new = forces.arrive(unit_id, self.turn, target)
        u = new.get(unit_id)
        head = f"{u.spec.name} arrives at {u.hex}"
        return self.finish(head + ("; " + lines[0] if lines else ""),
                           [head + (" (3.1b)" if u.side == "allied" else " (2.1c)")] + lines, forces=new)

    def _displace_for(self, forces: Forces, unit_id: str, target: str | None,
                      displace_to: str | None) -> tuple[Forces, list[str]]:
        """L7: the Allied units in the Turn Two Group hex a Japanese unit arrives in, moved out first."""
        from assistant.games.luzon import rules
        from assistant.games.luzon.displacement import check_referee_hex, displacement_hex

        s = forces.get(unit_id)
        label = target or s.spec.hex
        if s.side != "japanese" or s.status != NOT_ARRIVED or not label:
            return forces, []
        label = forces._hex(label, unit_id)
        allied = forces.in_hex(label, "allied") if label in rules.TURN_TWO_GROUP_HEXES else []
        if not allied:
            return forces, []
        m = self.base_scenario.map
        occupied = {x.hex for x in forces.on_map()}
        if displace_to:
            to = check_referee_hex(m, occupied, self.game.restrictions.no_entry_hexes(), label, displace_to)
        else:
            to = displacement_hex(m, self.game.map.terrain(), occupied, label)
        if to is None:
            raise InputError(msg("Allied units in the Turn Two Group hex {0} are displaced to the next empty road hex toward Manila, "
                                 "and the map's road entries give none: name the hex (displace_to) (L7)", label), self.unit_where(unit_id))
        for a in allied:
            forces = forces.move(a.id, to)
        names = ", ".join(a.spec.name for a in allied)
        return forces, [f"{names} displaced from {label} to {to}, the next empty road hex toward Manila (L7)"]

    def eliminate(self, unit_id: str) -> Change:
        """Allied ground units go to the Recovery Pool, air units and the Japanese to the Dead Pile
        (3.1c, 2.1d)."""
        new = self.forces().eliminate(unit_id)
        u = new.get(unit_id)
        head = f"Eliminate {u.spec.name}: to the {u.status.replace('_', ' ').title()}"
        return self.finish(head, [head], forces=new)

    def set_supply(self, unit_id: str, in_supply: bool | None = None) -> Change:
        """Mark a unit in or out of trace supply (None: the other way round)."""
        forces = self.forces()
        s = forces.get(unit_id)
        if s.status != ON_MAP:
            raise InputError(msg("is not on the map ({0})", s.status.replace('_', ' ')), f"{self.unit_where(unit_id)}")
        value = (not s.in_supply) if in_supply is None else bool(in_supply)
        new = forces.set_supply(unit_id, value)
        head = f"{s.spec.name} {'in' if value else 'out of'} trace supply"
        return self.finish(head, [head], forces=new)

    # -- OCS series results (L2) -------------------------------------------------------------------
    def series_results(self) -> list[SeriesResult]:
        return persist.series_results(self.store, self.game_id)

    def record_series(self, kind: str, text: str, hex_label: str = "", losses: Sequence[tuple[str, int]] = (),
                      note: str = "") -> Change:
        """L2: an OCS Combat or Barrage result read off the series charts, with its step losses."""
        label = (hex_label or "").strip()
        if label:
            label = self.forces()._hex(label, "series result")
        steps = []
        for u, n in losses:
            try:
                k = int(str(n).strip())
            except ValueError:
                raise InputError(msg("steps lost is a whole number, got {0!r}", n), f"series result: {u}") from None
            if not 1 <= k <= 2:
                raise InputError(msg("a counter has 2 steps: it loses 1 or 2, got {0}", k), f"series result: {u}")
            steps.append((u, k))
        r = SeriesResult(self.turn, kind, (text or "").strip(), label, tuple(steps), note)
        ch = persist.series_change(self.store, self.game_id, r, self.scenario)
        return replace(ch, meta=(("summary", (ch.text + " (L2)",)),))
