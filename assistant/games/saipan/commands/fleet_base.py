"""Air and naval units in their holding boxes (14.0 A, 16.1 B, 16.2, 16.3 B-C): the sea zones (a referee
entry, T4), placing units, relocation one adjacent zone (14.0 B-C), search with its record of the zones
found (14.1), and mission assignment (9.1 F, 9.1.1, 14.2). Qt-free.

Records: kind ``airnaval``, key = the unit id (``fleet.AirNaval.to_dict``). State ``air_naval``: the
sea zones, ``found`` (the zones each side found this day) and ``us_airfields`` (how many of Saipan's two
airfields the US holds, the referee's entry).
"""

from __future__ import annotations

from dataclasses import replace
from fractions import Fraction
from typing import TYPE_CHECKING, Sequence

from assistant.core.errors import InputError
from assistant.store import records
from assistant.store.changes import Change

from .. import rules
from .base import AIRNAVAL, SIDE_NAMES, check_side
from .procedure import Procedure
from assistant.core.messages import msg

if TYPE_CHECKING:
    from ..fleet import AirNaval, SeaZones


WHERE = "air/naval"


class FleetBase(Procedure):
    # -- reading -----------------------------------------------------------------------------------
    def sea_zones(self) -> SeaZones:
        from ..fleet import SeaZones
        return SeaZones.from_dict(self.game._an_state().get("zones"))

    def air_naval_units(self) -> list[AirNaval]:
        from ..fleet import AirNaval
        return [AirNaval.from_dict(d) for d in records.all_of(self.game.store, self.game.game_id, AIRNAVAL).values()]

    def air_naval(self, uid: str) -> AirNaval:
        for u in self.air_naval_units():
            if u.id == uid:
                return u
        raise InputError(msg("no air or naval unit {0!r}", uid), WHERE)

    def found_zones(self, side: str) -> list[str]:
        """The zones ``side`` searched successfully this day (14.1, 14.2 A)."""
        f = self.game._an_state().get("found") or {}
        return list(f.get(side, [])) if f.get("day") == self.game.day else []

    def us_airfields(self) -> int:
        return int(self.game._an_state().get("us_airfields", 0))

    def controls_airfield(self, side: str) -> bool:
        """9.2.2 C: a side controls Saipan's airfield while it holds at least one of the two."""
        us = self.us_airfields()
        return us >= 1 if side == "us" else us < rules.SAIPAN_AIRFIELDS

    def zone_of(self, u: AirNaval, units: Sequence[AirNaval] | None = None) -> str:
        """Where a unit's holding box is: a carrier's air units are where the carrier is."""
        if u.carrier:
            for c in units if units is not None else self.air_naval_units():
                if c.id == u.carrier:
                    return c.zone
        return u.zone

    # -- writing -----------------------------------------------------------------------------------
    # -- the referee's entries ---------------------------------------------------------------------
    def set_sea_zones(self, adjacent: dict[str, Sequence[str]], saipan: str = "Marianas") -> Change:
        """Enter the sea-zone chart (not in the source, T4): which zones touch, and the Saipan Sea Zone."""
        self.game._no_game_over()
        from ..fleet import SeaZones
        zones = SeaZones.of(adjacent, saipan)
        units = self.air_naval_units()
        lost = [u for u in units if u.zone and u.zone not in zones.adjacent]
        if lost:
            raise InputError(msg("{0} is in {1}, which the new chart drops", lost[0].label, lost[0].zone), "sea zones")
        return self.game._finish("Sea-zone chart entered", [f"{len(zones.adjacent)} sea zones; the Saipan Sea Zone is "
                                                       f"{zones.saipan} (T4: a referee entry)"],
                            state=self.game._an_state_with(zones=zones.to_dict()))

    def set_us_airfields(self, held: int) -> Change:
        """How many of Saipan's two airfields the US holds (9.1 E, 9.2.2 C)."""
        self.game._no_game_over()
        if not 0 <= int(held) <= rules.SAIPAN_AIRFIELDS:
            raise InputError(msg("the US holds 0-{0} airfields", rules.SAIPAN_AIRFIELDS), "airfields (9.1 E)")
        if int(held) == self.us_airfields() and "us_airfields" in self.game._an_state():
            raise InputError(msg("nothing changed"), "airfields (9.1 E)")
        return self.game._finish(f"US holds {held} Saipan airfield(s)",
                            [f"The US holds {held} of Saipan's {rules.SAIPAN_AIRFIELDS} airfields (9.1 E, 9.2.2 C)"],
                            state=self.game._an_state_with(us_airfields=int(held)))

    # -- placing -----------------------------------------------------------------------------------
    def _entry_check(self, u: AirNaval, units: Sequence[AirNaval]) -> None:
        from ..fleet import room
        where = f"{WHERE}: {u.label}"
        if u.carrier:
            c = next((x for x in units if x.id == u.carrier), None)
            if c is None or not c.is_carrier or c.side != u.side:
                raise InputError(msg("no {0} carrier {1!r}", SIDE_NAMES[u.side], u.carrier), where)
            if room(units, c) < (1 if u.state == "full" else Fraction(1, 2)):
                raise InputError(msg("{0} has no room: capacity {1} full-strength units, half when damaged; two half-strength count one "
                                     "(9.2.1, 9.2.2 A)", c.label, c.capacity), where)
            return
        zone = self.sea_zones().check(u.zone, where)
        if u.side == "us":
            if zone not in rules.US_ENTRY_ZONES:
                raise InputError(msg("US units enter via {0} (16.3 B)", ', '.join(rules.US_ENTRY_ZONES)), where)
        elif u.land_based:
            if zone not in rules.LAND_AIR_ZONES:
                raise InputError(msg("Japanese land-based air units start in {0} (16.1 B)", ', '.join(rules.LAND_AIR_ZONES)), where)
            here = [x for x in units if x.side == "japanese" and x.land_based and x.zone == zone]
            if len(here) >= rules.LAND_AIR_PER_ZONE_MAX:
                raise InputError(msg("{0} already holds {1} Japanese land-based air units: at most {2} (16.1 B)", zone, len(here), rules.LAND_AIR_PER_ZONE_MAX), where)
        else:
            if self.game.day < rules.JAPANESE_NAVAL_REINFORCEMENT_TURN:
                raise InputError(msg("Japanese naval units arrive on turn {0} or later (16.2)", rules.JAPANESE_NAVAL_REINFORCEMENT_TURN), where)
            if zone not in rules.JAPANESE_NAVAL_ENTRY_ZONES:
                raise InputError(msg("Japanese naval reinforcements enter via {0} (16.2)", ', '.join(rules.JAPANESE_NAVAL_ENTRY_ZONES)), where)

    def add_air_naval(self, unit: AirNaval) -> Change:
        """Put an air or naval unit in its holding box (14.0 A): entry zones and limits of 16.1 B, 16.2,
        16.3 B-C; a carrier's air unit aboard a carrier of its side with room (9.2.1)."""
        self.game._no_game_over()
        units = self.air_naval_units()
        if unit.id in {u.id for u in units}:
            raise InputError(msg("{0!r} is already on record", unit.id), WHERE)
        if unit.is_air:
            unit.range()                     # InputError: no range printed or entered (9.1 C)
        self._entry_check(unit, units)
        where = f"aboard {unit.carrier}" if unit.carrier else f"in the {unit.zone} holding box"
        return self.game._fleet_change(f"{SIDE_NAMES[unit.side]} {unit.type} {unit.label} {where}",
                                  [f"{SIDE_NAMES[unit.side]} {unit.text()} {where} (14.0 A)"], units, units + [unit])

    def remove_air_naval(self, ids: Sequence[str]) -> Change:
        """Take air or naval units off the record (a correction: no VP result)."""
        self.game._no_game_over()
        units = self.air_naval_units()
        gone = [u for u in units if u.id in set(ids)]
        if not gone:
            raise InputError(msg("pick air or naval units first"), WHERE)
        new = [u for u in units if u.id not in set(ids)]
        return self.game._fleet_change(f"Remove {', '.join(u.label for u in gone)}",
                                  [f"{u.label} taken off the record" for u in gone], units, new)

    # -- relocation (14.0 B-C) -----------------------------------------------------------------------
    def relocate(self, ids: Sequence[str], to_zone: str) -> Change:
        """Move units to an adjacent sea zone (14.0 B), once an Air/Naval Phase and before missions; a
        carrier takes its air units, a transport its passengers. Missions may then fly at full range (C)."""
        self.game._no_game_over()
        zones = self.sea_zones()
        to_zone = zones.check(to_zone, "relocation (14.0 B)")
        units = self.air_naval_units()
        ids = list(dict.fromkeys(ids))
        moving = [u for u in units if u.id in set(ids)]
        if not moving or len(moving) != len(ids):
            raise InputError(msg("pick air or naval units on record"), "relocation (14.0 B)")
        words = []
        for u in moving:
            where = f"relocation (14.0 B): {u.label}"
            if u.carrier:
                raise InputError(msg("a carrier's air unit moves with its carrier (9.2)"), where)
            if u.is_air and u.on_saipan and u.side == "us":
                raise InputError(msg("US air units landed on Saipan are grounded (9.2.2 C)"), where)
            if u.moved_day == self.game.day:
                raise InputError(msg("already relocated this Air/Naval Phase (14.0 B)"), where)
            if u.mission_day == self.game.day and u.mission:
                raise InputError(msg("on a mission this phase: relocation comes first (10.0 A2)"), where)
            if zones.distance(u.zone, to_zone) != 1:
                raise InputError(msg("{0} is not next to {1}: one adjacent zone (14.0 B)", to_zone, u.zone), where)
            words.append(f"{u.label}: {u.zone}{' (Saipan)' if u.on_saipan else ''} → {to_zone} (14.0 B)")
        moved = {u.id for u in moving}
        new = [replace(u, zone=to_zone, moved_day=self.game.day, on_saipan=False) if u.id in moved else u for u in units]
        carried = [u for u in units if u.carrier in moved]
        if carried:
            words.append(f"with {len(carried)} air unit(s) aboard")
        return self.game._fleet_change(f"Relocate {', '.join(u.label for u in moving)} → {to_zone}", words, units, new,
                                  step="air_naval.sea_movement")

    # -- search (14.1) ------------------------------------------------------------------------------
    def search_distance(self, side: str, zone: str) -> int:
        """The nearest the side searches ``zone`` from: 0 with units in it, else the zones to an air unit
        that has the range (14.1); InputError when nothing of the side reaches it."""
        check_side(side, "search (14.1)")
        zones = self.sea_zones()
        zone = zones.check(zone, "search (14.1)")
        units = self.air_naval_units()
        best = None
        for u in units:
            if u.side != side or (u.is_air and u.on_saipan and side == "us"):
                continue
            d = zones.distance(self.zone_of(u, units), zone)
            if d is None or d > max(rules.SEARCH_MAX_ROLL_BY_DISTANCE):
                continue
            if d == 0 or (u.is_air and d <= u.range()):
                best = d if best is None else min(best, d)
        if best is None:
            raise InputError(msg("{0}: no unit in {1} and no air unit in range of it (14.1)", SIDE_NAMES[side], zone),
                             "search (14.1)")
        return best

    def search_zone_odds(self, side: str, zone: str):
        d = self.search_distance(side, zone)
        return d, self.game.rolls.search_odds(d)

    def search_zone(self, side: str, zone: str) -> Change:
        """Search a sea zone (10.0 A3, 14.1) from the nearest unit that may; a find is kept for the day:
        missions fly only into zones found (14.2 A)."""
        d = self.search_distance(side, zone)
        ch = self.game.rolls.search(side, d, zone)
        found = dict(ch.meta).get("outcome") == "found"
        state = None
        if found:
            f = dict(self.game._an_state().get("found") or {})
            if f.get("day") != self.game.day:
                f = {"day": self.game.day}
            f[side] = sorted(set(f.get(side, [])) | {zone})
            state = self.game._an_state_with(found=f)
        state = self.game._ticked("air_naval.search", state)      # the checklist follows the Record (10.0 A3)
        if state is None:
            return ch
        from assistant.store import games as store_games

        ops = store_games.state_change(self.game.store, self.game.game_id, state, ch.text).ops
        summary = tuple(dict(ch.meta)["summary"])
        if found:
            summary += (f"{zone} found: missions may fly into it today (14.2 A)",)
        meta = tuple((k, summary if k == "summary" else v) for k, v in ch.meta)
        return replace(ch, ops=tuple(ch.ops) + tuple(ops), meta=meta)

    # -- missions (9.1 F, 9.1.1, 14.2) ---------------------------------------------------------------
    def plan_mission(self, uid: str, mission: str, zone: str) -> AirNaval:
        """The unit on its mission (a query): one mission a phase (9.1 F); CAP only over its own zone
        (9.1.1 B); escorts are fighters (9.1 F); within range (9.1 B-C); only into zones the side found
        this day (14.2 A) but a ground attack or its escort on the Saipan Sea Zone (14.2 B) and CAP over its
        own zone (ruling S8: CAP needs no search; it defends the zone it flies over, 9.1.1 A)."""
        from ..fleet import MISSIONS
        self.game._no_game_over()
        units = self.air_naval_units()
        u = next((x for x in units if x.id == uid), None)
        where = f"mission: {uid}"
        if u is None or not u.is_air:
            raise InputError(msg("no air unit {0!r}", uid), where)
        if mission not in MISSIONS:
            raise InputError(msg("a mission is CAP, anti-ship, ground attack or escort (9.1 F), got {0!r}", mission), where)
        zones = self.sea_zones()
        zone = zones.check(zone, where)
        home = self.zone_of(u, units)
        if u.mission_day == self.game.day:
            raise InputError(msg("{0} already flew a mission this phase (9.1 F)", u.label), where)
        if u.on_saipan and u.side == "us":
            raise InputError(msg("US air units landed on Saipan are grounded (9.2.2 C)"), where)
        if mission == "cap" and zone != home:
            raise InputError(msg("CAP flies only over its own zone, {0} (9.1.1 B)", home), where)
        if mission == "escort" and u.role != "fighter":
            raise InputError(msg("only fighters escort strikes (9.1 F)"), where)
        if mission == "ground_attack" and zone != zones.saipan:
            raise InputError(msg("ground attacks strike Saipan, in the {0} zone (9.1.3)", zones.saipan), where)
        d = zones.distance(home, zone)
        if d is None or d > u.range():
            raise InputError(msg("{0} is {1} zone(s) from {2}: range {3} (9.1 B-C)", zone, d if d is not None else 'not connected', home, u.range()), where)
        # 14.2 B: a ground attack (and its escort) on Saipan needs no search; ruling S8: nor does CAP
        free = mission in ("ground_attack", "cap") or (mission == "escort" and zone == zones.saipan)
        if not free and zone not in self.found_zones(u.side):
            raise InputError(msg("the {0} found nothing in {1} today: only zones searched successfully (14.2 A; ground strikes on "
                                 "Saipan need none, 14.2 B)", SIDE_NAMES[u.side], zone), where)
        return replace(u, mission=mission, mission_zone=zone, mission_day=self.game.day)

    def assign_mission(self, ids: Sequence[str], mission: str, zone: str) -> Change:
        """Place air units in a zone's mission box (10.0 A4, 14.2): one change for the group."""
        self.game._no_game_over()
        from ..fleet import MISSION_TEXT
        ids = list(dict.fromkeys(ids))
        if not ids:
            raise InputError(msg("pick air units first"), "mission")
        planned = {p.id: p for p in (self.plan_mission(i, mission, zone) for i in ids)}
        units = self.air_naval_units()
        new = [planned.get(u.id, u) for u in units]
        words = [f"{p.label}: {MISSION_TEXT[mission]} in {zone} (9.1 F, 14.2)" for p in planned.values()]
        return self.game._fleet_change(f"{MISSION_TEXT[mission]} mission: {', '.join(p.label for p in planned.values())}",
                                  words, units, new, step="air_naval.missions")
