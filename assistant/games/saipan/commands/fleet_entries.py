"""The referee's entries for the fleet, as the window collects them: a new air or naval unit described in
words (its counter is not in the source: every rating is an entry), and the sea-zone chart as text, one
zone a line (not printed either, T4). Each reads its text, names the line or field that does not read,
and hands over to ``FleetBase.add_air_naval`` / ``set_sea_zones``. Qt-free."""

from __future__ import annotations

import re

from assistant.core.errors import InputError
from assistant.store.changes import Change

from .. import rules
from ..fleet import ROLES, AirNaval
from .base import check_side
from .procedure import Procedure
from assistant.core.messages import msg

KINDS = ROLES + ("ship",)
PLACE = "place an air/naval unit"
CHART = "sea-zone chart (T4)"


def _three(text: str, what: str) -> tuple[int, int, int]:
    m = re.fullmatch(r"\s*(\d+)\s*/\s*(\d+)\s*/\s*(\d+)\s*", text or "")
    if not m:
        raise InputError(msg("ratings read {0}, three whole numbers, e.g. 6/2/2", what), f"{PLACE}: ratings")
    a, b, c = (int(x) for x in m.groups())
    return a, b, c


class FleetEntryCommands(Procedure):
    # -- a new unit ---------------------------------------------------------------------------------
    def new_air_naval(self, side: str, kind: str, type_: str, name: str, ratings: str, where: str,
                      capacity: int = 0, range_zones: int | None = None) -> AirNaval:
        """The unit the referee describes (a query: nothing is written). ``kind``: fighter, bomber (9.1 A)
        or ship; ``ratings``: an air unit's air-to-air/anti-ship/bombardment, a ship's anti-ship/AA/
        bombardment; ``where``: a sea zone, or the id of a carrier of its side for a carrier air unit
        (16.3 C); ``capacity``: a carrier's (9.2.1); ``range_zones``: only where 9.1 C prints none."""
        check_side(side, PLACE)
        if kind not in KINDS:
            raise InputError(msg("a unit is a fighter, a bomber or a ship, got {0!r}", kind), PLACE)
        type_ = (type_ or "").strip()
        if not type_:
            raise InputError(msg("give the aircraft or ship type (F6F, A6M, CV, DD...)"), f"{PLACE}: type")
        where = (where or "").strip()
        if not where:
            raise InputError(msg("give the sea zone, or the carrier it flies from"), f"{PLACE}: where")
        fleet = self.game.fleet.air_naval_units()
        carrier = next((u for u in fleet if u.id == where and u.is_carrier), None)
        base = re.sub(r"[^a-z0-9]+", "-", (name or type_).lower()).strip("-") or "unit"
        taken = {u.id for u in fleet}
        prefix = "us" if side == "us" else "j"
        uid, k = f"{prefix}-{base}", 2
        while uid in taken:
            uid, k = f"{prefix}-{base}-{k}", k + 1
        if kind == "ship":
            if type_ not in rules.SHIP_TYPES:
                raise InputError(msg("unknown ship type {0!r} (known: {1})", type_, ', '.join(rules.SHIP_TYPES)),
                                 f"{PLACE}: type")
            if carrier is not None:
                raise InputError(msg("a ship sails in a sea zone, not aboard a carrier"), f"{PLACE}: where")
            if capacity and type_ not in rules.CARRIER_TYPES:
                raise InputError(msg("only carriers (CV, CVL, CVE) carry air units (9.2.1)"), f"{PLACE}: capacity")
            ans, aa, bp = _three(ratings, "anti-ship/AA/bombardment")
            return AirNaval(uid, side, "ship", type_, name.strip(), zone=where, anti_ship=ans, aa=aa,
                            bombardment=bp, capacity=int(capacity))
        if capacity:
            raise InputError(msg("only carriers carry air units (9.2.1)"), f"{PLACE}: capacity")
        a2a, ans, bp = _three(ratings, "air-to-air/anti-ship/bombardment")
        return AirNaval(uid, side, "air", type_, name.strip(), kind, zone="" if carrier else where,
                        carrier=carrier.id if carrier else "", air_to_air=a2a, anti_ship=ans, bombardment=bp,
                        range_zones=range_zones)

    def place_air_naval(self, side: str, kind: str, type_: str, name: str, ratings: str, where: str,
                        capacity: int = 0, range_zones: int | None = None) -> Change:
        """Put the unit described (``new_air_naval``) in its holding box: ``add_air_naval``'s checks."""
        return self.game.fleet.add_air_naval(self.new_air_naval(side, kind, type_, name, ratings, where, capacity,
                                                     range_zones))

    # -- the sea-zone chart as text -----------------------------------------------------------------
    def sea_zone_chart_text(self) -> str:
        """The chart in force, one zone a line: ``Zone: neighbour, neighbour`` (each pair once)."""
        zones = self.game.fleet.sea_zones()
        lines, seen = [], set()
        for z, near in zones.adjacent.items():
            rest = [n for n in near if (n, z) not in seen]
            seen.update((z, n) for n in near)
            lines.append(f"{z}: {', '.join(rest)}")
        return "\n".join(lines)

    def enter_sea_zones(self, text: str, saipan: str) -> Change:
        """Read the chart the referee typed, one zone a line ``Zone: neighbour, neighbour`` (a pair listed
        once is enough; a zone alone may end in a colon), and enter it (``set_sea_zones``, T4)."""
        adjacent: dict[str, list[str]] = {}
        for n, line in enumerate((text or "").splitlines(), 1):
            if not line.strip():
                continue
            zone, colon, rest = line.partition(":")
            if not colon or not zone.strip():
                raise InputError(msg("line {0} {1!r} does not read 'Zone: neighbour, neighbour'", n, line.strip()), CHART)
            near = [x.strip() for x in rest.split(",")]
            if any(not x for x in near) and rest.strip():
                raise InputError(msg("line {0}: an empty name between commas", n), CHART)
            adjacent.setdefault(zone.strip(), []).extend(x for x in near if x)
        if not adjacent:
            raise InputError(msg("type the zones, one a line: 'Zone: neighbour, neighbour'"), CHART)
        saipan = (saipan or "").strip()
        if not saipan:
            raise InputError(msg("name the Saipan Sea Zone"), CHART)
        return self.game.fleet.set_sea_zones(adjacent, saipan)
