"""US landings and amtracs (4.4, 6.2, 8.0-8.1): reinforcements placed as units (each stack checked),
Marines loaded into amtracs, the beach assault and debarking (one movement action each), and wading
ashore once every amtrac is gone. Qt-free."""

from __future__ import annotations

from dataclasses import replace
from typing import Any, Mapping, Sequence

from assistant.core.errors import InputError
from assistant.core.hexes import DIRECTIONS, Hex, distance
from assistant.store.changes import Change

from .. import rules
from ..units import Unit, direction
from .base import Procedure
from assistant.core.messages import msg


class AmtracCommands(Procedure):
    """Reinforcements and the first wave, amtracs loaded, beach assaults and debarking."""

    # -- reinforcements (4.4, 8.0-8.1) -------------------------------------------------------------------
    def _landing_notes(self, placed: Sequence[Unit], units: Sequence[Unit], first_wave: bool) -> list[str]:
        """Check the units a reinforcement places (4.4 A-B, 6.2 E, 8.1 A); the notes to show."""
        from .. import stacking
        from ..amtracs import AMTRAC, SHORE, amtracs_left, is_water
        tm, m = self.g.terrain(), self.g.hexmap
        words: list[str] = []
        taken = {u.id for u in units}
        ids = [u.id for u in placed]
        if len(set(ids)) != len(ids) or taken & set(ids):
            raise InputError(msg("each unit placed needs an id of its own"), "reinforce: units")
        if any(u.side != "us" for u in placed):
            raise InputError(msg("only the US enters reinforcements (4.4 A)"), "reinforce: units")
        tracs = {u.id: u for u in placed if u.kind == AMTRAC}
        ground = [u for u in placed if u.kind != AMTRAC]
        if not first_wave and len(ground) > rules.REINFORCEMENT_UNITS:
            raise InputError(msg("{0} units: a reinforcement is a block of at most {1}, amtracs not counted (4.4 A)", len(ground), rules.REINFORCEMENT_UNITS), "reinforce: units")
        if first_wave and any(u.kind not in ("marine_infantry", "marine_weapons", "marine_engineer", AMTRAC)
                              for u in placed):
            raise InputError(msg("the first wave is amtracs and Marine units: no independent armour or artillery lands with it (8.0 B)"), "reinforce: units")
        riders: dict[str, list[Unit]] = {}
        for u in ground:
            if u.carried_by is not None:
                if u.carried_by not in tracs:
                    raise InputError(msg("{0} rides in {1}, which is not landing with it", u.label, u.carried_by), "reinforce")
                if u.hex != tracs[u.carried_by].hex:
                    raise InputError(msg("{0} must be in its amtrac's hex {1} (6.2 F)", u.label, tracs[u.carried_by].hex),
                                     "reinforce")
                riders.setdefault(u.carried_by, []).append(u)
        full = [t for t, r in riders.items() if len(r) > 1]
        if full:
            raise InputError(msg("amtrac {0} carries one passenger unit (4.4 A, 8.1 A)", full[0]), "reinforce")
        old_tracs = amtracs_left(units)
        for u in placed:
            h = m.parse(u.hex) if u.hex else None
            if h is None:
                raise InputError(msg("{0} needs the hex it lands in", u.label), "reinforce")
            near_shore = any(tm.terrain_of(h + d) in SHORE for d in DIRECTIONS)
            if is_water(tm, h):
                if not near_shore:
                    raise InputError(msg("{0} is not next to a beach or pier hex (4.4 A)", u.hex), f"reinforce: {u.label}")
                continue
            if tm.terrain_of(h) in SHORE and u.kind != AMTRAC and u.carried_by is None:
                if old_tracs or tracs:
                    raise InputError(msg("{0}: Marines wade ashore onto {1} only once every amtrac is gone; {2} amtrac(s) left (6.2 E, 4.4 B)", u.label, u.hex, len(old_tracs) + len(tracs)),
                                     f"reinforce: {u.label}")
                words.append(f"{u.label} wades ashore in {u.hex}: no amtrac is left (6.2 E)")
                continue
            raise InputError(msg("{0}: reinforcements land in the water hexes next to the beach (4.4 A), not in {1} ({2})", u.label, u.hex, tm.terrain_of(h).replace('_', ' ')), f"reinforce: {u.label}")
        words += stacking.enforce(list(units) + list(placed), tm, {u.hex for u in placed}, "reinforce: stacking")
        return words

    def reinforce(self, first_wave: bool = False, note: str = "", units: Sequence[Unit | Mapping[str, Any]] = ()) -> Change:
        """The US enters reinforcements (4.4): once a turn, after the first assault wave (8.0-8.1), which
        must land as the first US action of turn 2 at the latest (8.0 C). ``units`` are placed with it
        (each hex stacking-checked, 3.1): amtracs with one passenger inside each, and other units in the
        water next to the beach; Marines on a beach hex only once every amtrac is gone (6.2 E). A US unit
        waiting off the map (entered from the counter sheet, or an amtrac back from a beach assault, 6.2 A)
        lands by its id with the hex it lands in (``{"id": ..., "hex": ...}``)."""
        from ..amtracs import AMTRAC
        from .setup import unit_of
        old = self.g.units()
        waiting = {u.id: u for u in old if not u.hex and u.side == "us"}     # entered, or back off the map (6.2 A)
        made = []
        for u in units:
            if isinstance(u, Mapping) and u.get("id") in waiting:             # lands: its record, where it lands
                u = {**waiting[u["id"]].to_dict(), **u}
            made.append(unit_of(u))
        landing = {u.id for u in made if u.id in waiting}
        stay = [u for u in old if u.id not in landing]
        placed = [replace(u, hex=self.g.label(self.g.hex_of(u.hex))) if u.hex else u for u in made]
        notes = self._landing_notes(placed, stay, first_wave) if placed else []
        log = self.g.log()
        player, turn = log.next_player, log.turn
        log.reinforce(player, units=[u.id for u in placed], first_wave=first_wave, note=note)
        what = "the first assault wave lands (8.0)" if first_wave else "reinforcements enter (4.4)"
        words = [f"Turn {turn}: {what}" + (f" — {note}" if note else "")]
        if placed:
            words.append(f"{len(placed)} unit(s) placed, {sum(1 for u in placed if u.kind == AMTRAC)} amtrac(s) "
                         "among them (not counted, 4.4 A)")
        return self.g.finish(f"Turn {turn}: {player.upper()} reinforce", words + notes, old_units=old,
                            new_units=stay + placed if placed else None, log=log)

    # -- amtracs (6.2) ------------------------------------------------------------------------------------
    def load_amtrac(self, passenger_id: str, amtrac_id: str | None) -> Change:
        """Put a US ground unit inside an amtrac in its hex (6.2 F), or take it out (``None``: it is on
        top, outside). A referee edit for the set-up of a landing, not an action."""
        from ..amtracs import AMTRAC, passengers
        units = self.g.units()
        p = self.g.unit(passenger_id)
        if amtrac_id is not None:
            a = self.g.unit(amtrac_id)
            if a.kind != AMTRAC:
                raise InputError(msg("{0} is not an amtrac", a.label), "amtrac")
            if a.hex != p.hex:
                raise InputError(msg("{0} is in {1}, the amtrac in {2}: load in the same hex", p.label, p.hex, a.hex), "amtrac")
            if [u for u in passengers(units, a.id) if u.id != p.id]:
                raise InputError(msg("{0} already carries a passenger unit (4.4 A, 8.1 A)", a.label), "amtrac")
        new = [replace(u, carried_by=amtrac_id) if u.id == p.id else u for u in units]
        text = (f"{p.label} inside {self.g.unit(amtrac_id).label} (6.2 F)" if amtrac_id else
                f"{p.label} on top of the amtracs, outside them (6.2 F)") + " — referee edit, no action"
        return self.g.finish(text, [text], old_units=units, new_units=new)

    def _debark_plan(self, amtrac_id: str, to: str | Hex, assault: bool):
        from ..amtracs import AMTRAC, is_water, passengers
        units = self.g.units()
        a = self.g.unit(amtrac_id)
        where = "beach assault" if assault else "debark"
        if a.kind != AMTRAC:
            raise InputError(msg("{0} is not an amtrac", a.label), where)
        riders = passengers(units, a.id)
        if not riders:
            raise InputError(msg("{0} carries no passenger (6.2 F)", a.label), where)
        tm = self.g.terrain()
        dest = self.g.label(self.g.hex_of(to))
        ah, dh = self.g.hex_of(a.hex), self.g.hex_of(dest)
        if distance(ah, dh) != 1:
            raise InputError(msg("{0} is not next to the amtrac's hex {1} (6.2 B-C)", dest, a.hex), where)
        if any(u.side == "japanese" and not u.dummy and u.hex == dest for u in units):
            raise InputError(msg("{0} holds enemy units: a passenger debarks only into a hex free of them (6.2 C)", dest),
                             where)
        if assault:
            if not is_water(tm, ah):
                raise InputError(msg("the amtrac is ashore in {0}: a beach assault is made from the water; debark instead (6.2 B-D)", a.hex), where)
            if is_water(tm, dh):
                raise InputError(msg("{0} is water: a beach assault puts the passenger on land (6.2 B)", dest), where)
        return units, a, riders, dest

    def _landing_move(self, amtrac_id: str, to: str | Hex, assault: bool) -> Change:
        from .. import stacking
        from ..fog import revealed as reveal_markers
        units, a, riders, dest = self._debark_plan(amtrac_id, to, assault)
        log = self.g.log()
        turn = log.turn
        ids = {u.id for u in riders}
        movers = [u.id for u in riders] + ([a.id] if assault else [])
        log.move("us", units=movers,
                 note=f"{'beach assault' if assault else 'debark'} {a.hex} → {dest}")    # refuses out of turn
        facing = direction(self.g.hexmap, a.hex, dest)
        new = []
        for u in units:
            if u.id in ids:
                u = replace(u, hex=dest, carried_by=None, facing=facing, entered_by=None)
            elif assault and u.id == a.id:
                u = replace(u, hex="")            # off the map, kept for a later landing (6.2 A-B)
            new.append(u)
        notes = stacking.enforce(new, self.g.terrain(), [dest], "debark: stacking")
        new, shown, gone = reveal_markers(new, dest)
        if shown or gone:
            notes.append(f"{dest}: the force marker is lifted (7.1, 7.3, T17)")
        names = ", ".join(u.label for u in riders)
        if assault:
            head = (f"Turn {turn}: US beach assault: {names} ashore in {dest}; {a.label} off the map for a later "
                    "landing (6.2 B, D: one movement action)")
        else:
            head = (f"Turn {turn}: US {names} debark from {a.label} into {dest}; the amtrac stays in {a.hex} "
                    "(6.2 C-D: one movement action)")
        st = self.g.state_copy()
        st["last_move"] = {"side": "us", "units": movers, "hexes": [a.hex, dest]}
        return self.g.finish(head, [head] + notes, old_units=units, new_units=new, log=log, state=st)

    def beach_assault(self, amtrac_id: str, to: str | Hex) -> Change:
        """6.2 B, D: from the water, the amtrac is taken off and its passenger put in the adjacent land
        hex ``to`` (free of enemy units, 6.2 C): one movement action."""
        return self._landing_move(amtrac_id, to, assault=True)

    def debark(self, amtrac_id: str, to: str | Hex) -> Change:
        """6.2 C-D: the passenger leaves the amtrac for any adjacent hex free of enemy units; the amtrac
        does not move (on land it may not move that action): one movement action."""
        return self._landing_move(amtrac_id, to, assault=False)
