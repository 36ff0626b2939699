"""Transports (AA ships, 14.6, 16.3 C-E, 16.3 G): ten ground units a ship; the US ground forces start
aboard (16.3 C); later reinforcements board only transports in the Saipan Sea Zone (14.6 G); passengers
land on Saipan only from the Saipan Sea Zone once the day's air and naval action is over (14.6 D-E), on
invasion beaches (16.3 E), 18 units on turn 1 and 6 a turn after (16.3 D); a US unit told to retreat
goes back aboard a transport there (16.3 G). Hits on a transport are in ``air_combat`` (14.6 B-C).
Qt-free.

Our reading: a US unit ordered to retreat that finds no transport with room in the Saipan Sea Zone
cannot retreat: it stays and the stack loses one step, as any stack that cannot retreat (12.0 C).
"""

from __future__ import annotations

import copy
from dataclasses import replace
from typing import TYPE_CHECKING, Sequence

from assistant.core.errors import InputError
from assistant.store.changes import Change

from .. import rules
from ..mapdata import hex_label, is_invasion_hex
from ..units import Unit
from .procedure import Procedure
from assistant.core.messages import msg

if TYPE_CHECKING:
    from ..fleet import AirNaval


WHERE = "transports (14.6)"


class TransportCommands(Procedure):
    def aboard_any(self) -> dict[str, str]:
        """Ground unit id -> the transport carrying it."""
        return {p: t.id for t in self.game.fleet.air_naval_units() if t.is_transport for p in t.passengers}

    def transport_room(self, zone: str | None = None) -> int:
        """Free places on US transports (in ``zone``; all when None) (14.6 A, G)."""
        return sum(rules.TRANSPORT_CAPACITY_UNITS - len(t.passengers) for t in self.game.fleet.air_naval_units()
                   if t.is_transport and t.side == "us" and (zone is None or t.zone == zone))

    def landed_today(self) -> int:
        d = self.game._an_state().get("landed") or {}
        return int(d.get("n", 0)) if d.get("day") == self.game.day else 0

    def landing_limit(self) -> int:
        return rules.US_LANDING_UNITS_TURN_1 if self.game.day == 1 else rules.US_LANDING_UNITS_LATER

    def _transport(self, tid: str, where: str) -> AirNaval:
        t = next((u for u in self.game.fleet.air_naval_units() if u.id == tid), None)
        if t is None or not t.is_transport:
            raise InputError(msg("no transport {0!r} on record", tid), where)
        return t

    def embark(self, transport: str, ids: Sequence[str]) -> Change:
        """Put ground units of the transport's side that are off the map aboard it: at most ten a ship
        (14.6 A); after turn 1, only aboard a transport in the Saipan Sea Zone (14.6 G)."""
        self.game._no_game_over()
        t = self._transport(transport, WHERE)
        ids = list(dict.fromkeys(ids))
        if not ids:
            raise InputError(msg("pick ground units first"), WHERE)
        aboard = self.aboard_any()
        for uid in ids:
            u = self.game.unit(uid)
            if u.side != t.side:
                raise InputError(msg("{0} is not {1}", u.label, t.side), WHERE)
            if u.hex:
                raise InputError(msg("{0} is on Saipan in {1}: only a retreat takes it back aboard (16.3 G)", u.label, u.hex),
                                 WHERE)
            if uid in aboard:
                raise InputError(msg("{0} is already aboard {1}", u.label, aboard[uid]), WHERE)
        if len(t.passengers) + len(ids) > rules.TRANSPORT_CAPACITY_UNITS:
            raise InputError(msg("{0} carries {1} ground units; {2} aboard (14.6 A)", t.label, rules.TRANSPORT_CAPACITY_UNITS, len(t.passengers)), WHERE)
        saipan = self.game.fleet.sea_zones().saipan
        if self.game.day > 1 and t.zone != saipan:
            raise InputError(msg("reinforcements wait for transports in the {0} zone; {1} is in {2} (14.6 G)", saipan, t.label, t.zone), WHERE)
        fleet = self.game.fleet.air_naval_units()
        new = [replace(x, passengers=x.passengers + tuple(ids)) if x.id == t.id else x for x in fleet]
        return self.game._fleet_change(f"Aboard {t.label}: {len(ids)} unit(s)",
                                  [f"{self.game.unit(i).label} boards {t.label} (14.6 A, 16.3 C)" for i in ids]
                                  + [f"{t.label}: {len(t.passengers) + len(ids)} of "
                                     f"{rules.TRANSPORT_CAPACITY_UNITS} aboard"], fleet, new)

    def unload(self, transport: str, landings: Sequence[tuple[str, str]]) -> Change:
        """Land passengers on Saipan: from the Saipan Sea Zone only (14.6 E), once the day's air and naval
        action is over (14.6 D: end the Air/Naval Phase first), US units on invasion beaches (16.3 E), one
        unit an invasion hex (10.1 B), within the day's landing limit (16.3 D)."""
        self.game._no_game_over()
        t = self._transport(transport, WHERE)
        if not landings:
            raise InputError(msg("give the units and the hexes they land in"), WHERE)
        saipan = self.game.fleet.sea_zones().saipan
        if t.zone != saipan:
            raise InputError(msg("{0} is in {1}: passengers land only from the {2} zone (14.6 E)", t.label, t.zone, saipan), WHERE)
        if self.game._an_state().get("phase_done") != self.game.day:
            raise InputError(msg("end the day's Air/Naval Phase first: transports land after all other air and naval action (14.6 D)"), WHERE)
        limit, done = self.landing_limit(), self.landed_today()
        if t.side == "us" and done + len(landings) > limit:
            raise InputError(msg("{0} US units landed today; at most {1} (16.3 D)", done, limit), WHERE)
        units = self.game.units()
        moved: list[Unit] = []
        words = []
        for uid, at in landings:
            if uid not in t.passengers:
                raise InputError(msg("{0!r} is not aboard {1}", uid, t.label), WHERE)
            label = hex_label(at)
            if t.side == "us" and not is_invasion_hex(label):
                raise InputError(msg("{0} is not an invasion beach: US units land only there (16.3 E)", label), WHERE)
            u = next(x for x in units if x.id == uid)
            self.game.ground._check_entry([replace(u, hex=label)], label, [*units, *moved], "land in")
            moved.append(replace(u, hex=label, start_hex=label))
            words.append(f"{u.label} lands in {label} from {t.label} (14.6 D, 16.3 E)")
        byid = {u.id: u for u in moved}
        new_units = [byid.get(u.id, u) for u in units]
        fleet = self.game.fleet.air_naval_units()
        left = tuple(p for p in t.passengers if p not in byid)
        new_fleet = [replace(x, passengers=left) if x.id == t.id else x for x in fleet]
        state = copy.deepcopy(self.game.session.state)
        an = dict(state.get("air_naval") or {})
        an["landed"] = {"day": self.game.day, "n": done + (len(moved) if t.side == "us" else 0)}
        state["air_naval"] = an
        from .. import persist

        extra = persist.units_ops(self.game.store, self.game.game_id, units, new_units)
        words.append(f"{done + len(moved)} of {limit} US landings today (16.3 D)")
        return self.game._fleet_change(f"Land {len(moved)} unit(s) from {t.label}", words, fleet, new_fleet,
                                  step=f"player{self.game.combats.player_turn}.move",
                                  state=state, extra=extra)

    # -- the retreat to a transport (16.3 G) ------------------------------------------------------------
    def _retreat_aboard(self, units: list[Unit], ids: Sequence[str]):
        """US units ordered to retreat go aboard transports with room in the Saipan Sea Zone (16.3 G); those
        that find none stay, and the stack loses one step (12.0 C, our reading). Returns (units, results,
        words, fleet ops)."""
        from ..combats import CrtEntry
        saipan = self.game.fleet.sea_zones().saipan
        fleet = self.game.fleet.air_naval_units()
        new_fleet = list(fleet)
        words, stay = [], []
        for uid in ids:
            spot = next((t for t in new_fleet if t.is_transport and t.side == "us" and t.zone == saipan
                         and len(t.passengers) < rules.TRANSPORT_CAPACITY_UNITS), None)
            u = next(x for x in units if x.id == uid)
            if spot is None:
                stay.append(uid)
                continue
            new_fleet = [replace(t, passengers=t.passengers + (uid,)) if t.id == spot.id else t for t in new_fleet]
            units = [replace(x, hex="") if x.id == uid else x for x in units]
            words.append(f"{u.label} goes back aboard {spot.label} (16.3 G, 14.6 A)")
        results = []
        if stay:
            words.append(f"no transport with room in the {saipan} zone for {', '.join(stay)}: it stays and the "
                         "stack loses one step (12.0 C, our reading of 16.3 G)")
            units, results, more = self.game.combats._take_losses(units, stay, CrtEntry(1), "retreat (16.3 G)")
            words += more
        return units, results, words, self.game._an_ops(fleet, new_fleet)
