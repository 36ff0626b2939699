"""Carriers and the end of the Air/Naval Phase (9.1 D-E, 9.2, 14.3 E, 14.4 F, 14.5 G). Qt-free.

Capacity: full-strength air units up to the rating, two half-strength counting one (9.2.1), half the
rating on a damaged carrier (9.2.2 A). The owner moves the excess to another carrier in the zone with
room (9.2.2 B) or, in the Saipan Sea Zone with the airfield held, onto Saipan (9.2.2 C; US units there
are grounded); what finds no room is lost. The phase ends with every unit back in its holding box;
air units returning to a carrier damaged this phase flip, to a sunk one are lost (9.1 D); air units
on Saipan with no airfield of their side left are destroyed (9.1 E).
"""

from __future__ import annotations

from dataclasses import replace
from fractions import Fraction
from typing import TYPE_CHECKING, Sequence

from assistant.core.errors import InputError
from assistant.store.changes import Change

from ..victory import Result
from .base import SIDE_NAMES
from .procedure import Procedure
from assistant.core.messages import msg

if TYPE_CHECKING:
    from ..fleet import AirNaval


WHERE = "carriers (9.2)"


def _units(n: Fraction) -> str:
    return str(n) if n.denominator == 1 else f"{float(n):g}"


class CarrierCommands(Procedure):
    def carrier_excess(self) -> list[str]:
        """Each carrier over its capacity now, in words (9.2.1, 9.2.2 A); [] when all fit."""
        from ..fleet import aboard, capacity_now, load_of
        fleet = self.game.fleet.air_naval_units()
        out = []
        for c in fleet:
            if c.is_carrier:
                load, cap = load_of(aboard(fleet, c.id)), capacity_now(c)
                if load > cap:
                    half = ", half its rating: damaged (9.2.2 A)" if c.state == "damaged" else ""
                    out.append(f"{c.label}: {_units(load)} air units aboard, room for {_units(cap)}{half}")
        return out

    def rebase_air(self, ids: Sequence[str], to: str) -> Change:
        """Move air units to another carrier of their side in the same zone with room (9.2.1 A, 9.2.2 B),
        to Saipan from the Saipan Sea Zone when their side holds an airfield (9.2.2 C), or ``lost`` when
        there is no room anywhere (recorded for the VPs)."""
        self.game._no_game_over()
        from ..fleet import room
        fleet = self.game.fleet.air_naval_units()
        ids = list(dict.fromkeys(ids))
        moving = [u for u in fleet if u.id in set(ids) and u.is_air]
        if not moving or len(moving) != len(ids):
            raise InputError(msg("pick air units on record"), WHERE)
        zones = self.game.fleet.sea_zones()
        if to == "lost":
            results = [Result("air_step", u.side, u.label, steps=u.steps) for u in moving]
            new = [u for u in fleet if u.id not in set(ids)]
            return self.game._fleet_change(f"Lost for want of room: {', '.join(u.label for u in moving)}",
                                      [f"{u.label}: no room on a carrier or Saipan: lost (9.2.2)" for u in moving],
                                      fleet, new, extra=self.game.vps.result_ops(results))
        words = []
        if to == "saipan":
            for u in moving:
                zone = self.game.fleet.zone_of(u, fleet)
                if zone != zones.saipan:
                    raise InputError(msg("{0} is in {1}: only from the {2} zone (9.2.2 C)", u.label, zone, zones.saipan), WHERE)
                if not self.game.fleet.controls_airfield(u.side):
                    raise InputError(msg("the {0} hold no Saipan airfield (9.2.2 C)", SIDE_NAMES[u.side]), WHERE)
                words.append(f"{u.label} lands on Saipan" + (": grounded (9.2.2 C)" if u.side == "us" else
                                                               " and flies on normally (9.2.2 C)"))
            new = [replace(u, carrier="", zone=zones.saipan, on_saipan=True) if u.id in set(ids) else u for u in fleet]
            return self.game._fleet_change(f"Land on Saipan: {', '.join(u.label for u in moving)}", words, fleet, new)
        c = next((x for x in fleet if x.id == to), None)
        if c is None or not c.is_carrier:
            raise InputError(msg("no carrier {0!r}", to), WHERE)
        for u in moving:
            if u.side != c.side:
                raise InputError(msg("{0} is not {1}", c.label, SIDE_NAMES[u.side]), WHERE)
            if self.game.fleet.zone_of(u, fleet) != c.zone:
                raise InputError(msg("{0} is not in {1}, where {2} is (9.2.2 B)", u.label, c.zone, c.label), WHERE)
            if u.carrier == c.id:
                raise InputError(msg("{0} is already aboard {1}", u.label, c.label), WHERE)
        new = [replace(u, carrier=c.id, zone=c.zone, on_saipan=False) if u.id in set(ids) else u for u in fleet]
        if room(new, c) < 0:
            raise InputError(msg("{0} has room for {1} more full-strength unit(s): two half-strength count one (9.2.1)", c.label, _units(room(fleet, c))), WHERE)
        words = [f"{u.label} → {c.label} (9.2.1 A, 9.2.2 B)" for u in moving]
        return self.game._fleet_change(f"Aboard {c.label}: {', '.join(u.label for u in moving)}", words, fleet, new)

    def end_air_naval_phase(self) -> Change:
        """Every unit back to its holding box (14.3 E, 14.4 F, 14.5 G), with 9.1 D-E applied; refused while
        a carrier is over capacity (9.2: the owner moves the excess first)."""
        self.game._no_game_over()
        excess = self.carrier_excess()
        if excess:
            raise InputError("carriers over capacity: move the excess or mark it lost first (9.2.2): "
                             + "; ".join(excess), "end of the Air/Naval Phase")
        fleet = self.game.fleet.air_naval_units()
        ids = {u.id: u for u in fleet}
        new, results, words = [], [], []
        for u in fleet:
            v = replace(u, mission="", mission_zone="") if u.mission else u
            if u.is_air and u.carrier:
                c = ids.get(u.carrier)
                if c is None:
                    results.append(Result("air_step", u.side, u.label, steps=u.steps))
                    words.append(f"{u.label}: its carrier is sunk: destroyed (9.1 D)")
                    continue
                if c.damaged_day == self.game.day and u.mission_day == self.game.day:
                    if u.state == "reduced" or not u.has_reduced_side:
                        results.append(Result("air_step", u.side, u.label, steps=1))
                        words.append(f"{u.label}: returns to {c.label}, damaged: eliminated (9.1 D)")
                        continue
                    v = replace(v, state="reduced")
                    results.append(Result("air_step", u.side, u.label, steps=1))
                    words.append(f"{u.label}: returns to {c.label}, damaged: flipped (9.1 D)")
            if u.is_air and u.on_saipan and not self.game.fleet.controls_airfield(u.side):
                results.append(Result("air_step", u.side, u.label, steps=u.steps))
                words.append(f"{u.label}: its side holds no Saipan airfield: destroyed (9.1 E)")
                continue
            new.append(v)
        back = sum(1 for u in fleet if u.mission)
        words.insert(0, f"{back} unit(s) back to their holding boxes (14.3 E, 14.4 F, 14.5 G)")
        state = self.game._an_state_with(phase_done=self.game.day)
        return self.game._fleet_change(f"Air/Naval Phase of day {self.game.day} ends", words, fleet, new, state=state,
                                  extra=self.game.vps.result_ops(results) if results else ())

    @staticmethod
    def carrier_line(c: AirNaval, fleet: Sequence[AirNaval]) -> str:
        from ..fleet import aboard, capacity_now, load_of
        return f"{c.label}: {_units(load_of(aboard(fleet, c.id)))} of {_units(capacity_now(c))} aboard (9.2.1)"
