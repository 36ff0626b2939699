"""Tarawa actions that are not combat: pass (4.3), move (4.1; entering an enemy hex 4.1 E, crew-served
weapons 4.1 F), a change of facing (4.1 D, 5.0 D-E, 6.1 A), reinforcements (4.4, 8.0), the Banzai
Charge (6.3); and the referee's own edits of the counters, which are not actions. Qt-free."""

from __future__ import annotations

from dataclasses import replace
from typing import Sequence

from assistant.core.errors import InputError
from assistant.core.hexes import Hex, distance
from assistant.store.changes import Change

from .. import persist, rules
from ..units import Unit, direction, facing_name, in_hex
from .base import GameBase


CREW_SERVED = frozenset({"crew_weapon", "machine_gun", "mortar", "coastal_gun", "naval_gun_8in",
                         "artillery"})


def _names(units: Sequence[Unit]) -> str:
    return ", ".join(u.label for u in units)


class MoveCommands(GameBase):
    # -- the simple actions ----------------------------------------------------------------------
    def pass_(self, note: str = "") -> Change:
        """The player to act passes (4.3): four passes in a row end the turn."""
        log = self.log()
        player = log.next_player
        turn = log.turn
        log.pass_(player, note=note)
        words = [f"Turn {turn}: {player.upper()} passes ({log.state.consecutive_passes if log.turn == turn else 4} "
                 f"in a row)"]
        if log.turn != turn:
            words.append(f"four passes in a row: turn {turn} ends (4.3)")
        return self._finish(f"Turn {turn}: {player.upper()} pass" + (f" — turn {turn} ends (4.3)" if log.turn != turn
                                                                      else ""), words, log=log)

    def record_move(self, note: str = "") -> Change:
        """A movement action made at the table without moving counters here (4.1; also a move that
        ended where it began after failed proficiency checks, 4.1 E)."""
        log = self.log()
        player, turn = log.next_player, log.turn
        log.move(player, note=note)
        return self._finish(f"Turn {turn}: {player.upper()} move", [f"Turn {turn}: {player.upper()} moves"
                                                                   + (f" — {note}" if note else "")], log=log)

    # -- facing --------------------------------------------------------------------------------------
    def _turnable(self, picked: Sequence[Unit]) -> None:
        tm = self.terrain()
        stuck = [u for u in picked if tm.terrain_of(self.hex_of(u.hex)) == "pillbox"]
        if stuck:
            raise InputError(f"{_names(stuck)} in a pillbox may not change facing (5.0 E, 6.1 A)", "facing")

    def face(self, unit_ids: Sequence[str], by: int, note: str = "") -> Change:
        """Turn one unit or stack ``by`` hexsides (+1 counter-clockwise): a change of facing is an action
        of the player to act, logged as one (4.1 D, 5.0 D); never in a pillbox (5.0 E, 6.1 A)."""
        units = self.units()
        picked = self._picked(unit_ids, units, "facing")
        side, _hex = self._one_stack(picked, "facing", "4.1 D")
        if by % 6 == 0:
            raise InputError("turn by at least one hexside", "facing")
        face = facing_name(self.hexmap, (picked[0].facing + by) % 6)
        log = self.log()
        turn = log.turn
        log.face(side, units=[u.id for u in picked], note=note or f"to face {face}")   # refuses out of turn
        self._turnable(picked)
        ids = {u.id for u in picked}
        new = [replace(u, facing=(u.facing + by) % 6) if u.id in ids else u for u in units]
        text = f"Turn {turn}: {side.upper()} turn {_names(picked)} to face {face}"
        return self._finish(text, [text + " (an action, 4.1 D)"], old_units=units, new_units=new, log=log)

    def edit_facing(self, unit_ids: Sequence[str], by: int) -> Change:
        """The referee sets the counters' facing (a correction, not an action)."""
        units = self.units()
        picked = self._picked(unit_ids, units, "facing")
        ids = {u.id for u in picked}
        new = [replace(u, facing=(u.facing + by) % 6) if u.id in ids else u for u in units]
        text = f"Set the facing of {_names(picked)} (referee edit, no action)"
        return self._finish(text, [text], old_units=units, new_units=new)

    # -- movement ------------------------------------------------------------------------------------
    def move(self, unit_ids: Sequence[str], to: str | Hex, note: str = "", *, path: Sequence[str] | None = None,
             face_to: int | None = None) -> Change:
        """Move one unit or stack to hex ``to`` as the acting player's movement action (4.1 A). Into an
        enemy-occupied hex only from next to it, each unit passing a proficiency check (4.1 E; none in a
        Banzai Charge, 6.3 D): those that pass go in, by the hexside they cross (kept for same-hex
        combat, 4.2.3 B), the others stay, and the action is spent either way. A full-strength Japanese
        crew-served weapon moves only after passing a check, and is then flipped (4.1 F). Costs and the
        ``path`` (the hexes entered, in order; a move to a hex next door needs none) is counted in MPs
        from the referee's TEC entries (T4) against the slowest unit's MA, forward through the middle
        front hexside with a free turn on the way and +1 MP to turn in the last hex (``face_to``;
        4.1 A-B, 5.0 D, ``movement.plan_move``). A longer move without a path is the referee's call and
        says so. The stack must be legal where it ends (3.1, 2.2.2.2, ``stacking``)."""
        from .. import stacking
        from ..fog import revealed as reveal_markers
        from ..movement import plan_move
        units = self.units()
        picked = self._picked(unit_ids, units, "move")
        riding = [u for u in picked if u.carried_by and u.carried_by not in {p.id for p in picked}]
        if riding:
            raise InputError(f"{_names(riding)} rides inside an amtrac: it leaves it by a beach assault or by "
                             "debarking (6.2 B-D)", "move")
        picked += [u for u in units if u.carried_by in {p.id for p in picked} and u not in picked]   # 6.2 F
        side, frm = self._one_stack(picked, "move", "4.1 A")
        dest = self.label(self.hex_of(to))
        if dest == frm:
            raise InputError(f"the units are already in {dest}", "move")
        tm = self.terrain()
        enemy_hexes = {u.hex for u in units if u.side != side and not u.dummy}     # 7.3: a dummy is no unit
        if path is None and distance(self.hex_of(frm), self.hex_of(dest)) == 1:
            path = [dest]
        plan = None
        if path is not None:
            plan = plan_move(picked, list(path), tm, self.move_costs(), enemy_hexes, face_to)
            if plan.path[-1] != dest:
                raise InputError(f"the path ends in {plan.path[-1]}, not {dest}", "move: path")
        log = self.log()
        turn = log.turn
        banzai = side == "japanese" and log.state.banzai_active
        log.move(side, units=[u.id for u in picked], note=note or f"{frm} → {dest}")   # refuses out of turn
        rec = self.session.dice()
        words: list[str] = []
        going = list(picked)
        # 4.1 F: a full-strength Japanese crew-served weapon checks before it moves
        crew = [u for u in going if u.side == "japanese" and u.kind in CREW_SERVED and u.steps == u.max_steps
                and u.max_steps > 1]
        flipped: set[str] = set()
        for u in crew:
            out = rec.roll("1d10", why=f"{u.label}: crew-served weapon moves (4.1 F)", actor=u.id, side=side,
                           turn=turn, phase="move", rulings={"T1": "d10, 0 reads 10"},
                           chart="proficiency_check", chart_result=lambda v, p=u.proficiency: "pass" if v <= p else "fail")
            if out.value <= u.proficiency:
                flipped.add(u.id)
                words.append(f"{u.label}: {out.value} ≤ {u.proficiency}, moves and is flipped to its reduced side (4.1 F)")
            else:
                going.remove(u)
                words.append(f"{u.label}: {out.value} > {u.proficiency}, does not move (4.1 F)")
        dh = self.hex_of(dest)
        enemy = [u for u in in_hex(units, self.hexmap, dh) if u.side != side and not u.dummy]
        entered_by = None
        if enemy:
            if distance(self.hex_of(frm), dh) != 1:
                raise InputError(f"{dest} holds enemy units: it may be entered only from a hex next to it (4.1 E)",
                                 "move")
            entered_by = direction(self.hexmap, dest, frm)
            if banzai:
                words.append("Banzai Charge: no proficiency check to enter (6.3 D)")
            else:
                for u in list(going):
                    out = rec.roll("1d10", why=f"{u.label}: enter enemy-occupied {dest} (4.1 E)", actor=u.id,
                                   side=side, turn=turn, phase="move", rulings={"T1": "d10, 0 reads 10"},
                                   chart="proficiency_check",
                                   chart_result=lambda v, p=u.proficiency: "pass" if v <= p else "fail")
                    ok = out.value <= u.proficiency
                    words.append(f"{u.label}: {out.value} {'≤' if ok else '>'} {u.proficiency}, "
                                 + ("goes in" if ok else "stays (4.1 E)"))
                    if not ok:
                        going.remove(u)
        ids = {u.id for u in going}
        facing_in = plan.facing if plan is not None else None
        new = []
        for u in units:
            if u.id in ids:
                u = replace(u, hex=dest, entered_by=entered_by,
                            steps=u.steps - 1 if u.id in flipped else u.steps,
                            facing=facing_in if facing_in is not None else u.facing)
            new.append(u)
        notes = stacking.enforce(new, tm, [dest], "move: stacking") if going else []
        if going and side == "us":         # 7.1, 7.3: a US unit entering a force marker's hex lifts it
            for label in (list(plan.path) if plan is not None else [dest]):
                new, shown, gone = reveal_markers(new, label)
                if shown:
                    notes.append(f"{label}: a US unit comes in: {_names(shown)} revealed (7.1)")
                if gone:
                    notes.append(f"{label}: a US unit comes in: {_names(gone)} was a dummy, taken off (7.3)")
        if going:
            head = f"Turn {turn}: {side.upper()} move {_names(going)} {frm} → {dest}"
            if plan is not None:
                words.append("path " + " → ".join((frm,) + plan.path) + ": " + "; ".join(plan.lines))
            else:
                words.append("no path given: the hexes crossed and their MPs are the referee's call (4.1 B, T4)")
            words += notes
            if entered_by is not None:
                words.append(f"in by the hexside from {frm}: kept for same-hex combat (4.2.3 B)")
        else:
            head = f"Turn {turn}: {side.upper()} move of {_names(picked)} — nobody moves, the action is spent (4.1 E-F)"
        st = self._state()
        if flipped:            # 4.1 F optional: a weapon a move flipped may later be re-emplaced
            st["moved_weapons"] = sorted(set(st.get("moved_weapons", [])) | flipped)
        st["last_move"] = {"side": side, "units": [u.id for u in picked],
                           "hexes": [frm] + (list(plan.path) if plan is not None else [dest])} if going else {}
        return self._finish(head, [head] + words, recorder=rec, old_units=units, new_units=new, log=log, state=st)

    def reposition(self, unit_ids: Sequence[str], to: str | Hex, override: bool = False) -> Change:
        """The referee puts units in a hex without an action (a correction). The stack must be legal
        there (3.1, 2.2.2.2) unless ``override``: then the breach is put on record in the summary."""
        from .. import stacking
        units = self.units()
        picked = self._picked(unit_ids, units, "move")
        picked += [u for u in units if u.carried_by in {p.id for p in picked} and u not in picked]   # 6.2 F
        dest = self.label(self.hex_of(to))
        ids = {u.id for u in picked}
        new = [replace(u, hex=dest, entered_by=None) if u.id in ids else u for u in units]
        text = f"Put {_names(picked)} in {dest} (referee edit, no action)"
        try:
            notes = stacking.enforce(new, self.terrain(), [dest], "reposition: stacking")
        except InputError as err:
            if not override:
                raise InputError(err.message + " — tick the override to put them there anyway", err.where) from None
            notes = [f"stacking overridden by the referee: {err.message}"]
        return self._finish(text, [text] + notes, old_units=units, new_units=new)

    def place_unit(self, unit: Unit) -> Change:
        """A new counter on the map (reinforcements, set-up; not an action by itself), within the
        stacking limits (3.1, 2.2.2.2)."""
        from .. import stacking
        units = self.units()
        if any(u.id == unit.id for u in units):
            raise InputError(f"there is already a unit {unit.id!r}", "place a unit")
        label = self.label(self.hex_of(unit.hex))
        unit = replace(unit, hex=label)
        new = units + [unit]
        notes = stacking.enforce(new, self.terrain(), [label], "place a unit: stacking")
        text = f"Place {unit.label} in {label}"
        return self._finish(text, [text] + notes, old_units=units, new_units=new)

    def move_costs(self) -> dict[str, int | None]:
        """The TEC movement costs the referee entered, by terrain type (T4; -1: closed to movement)."""
        return persist.move_costs(self.store, self.game_id)

    def remove_units(self, unit_ids: Sequence[str]) -> Change:
        units = self.units()
        gone = self._picked(unit_ids, units, "remove")
        ids = {u.id for u in gone}
        text = f"Remove {_names(gone)}"
        return self._finish(text, [text], old_units=units, new_units=[u for u in units if u.id not in ids])

    # -- the Banzai Charge ---------------------------------------------------------------------------
    def declare_banzai(self, unit_ids: Sequence[str]) -> Change:
        """Once a game, up to 8 Japanese infantry or HQ units within 5 hexes of an HQ charge (6.3 A);
        until it is over only they act for the Japanese (6.3 C-D). Not an action itself."""
        from ..actions import BanzaiUnit, plan_banzai
        units = self.units()
        picked = self._picked(unit_ids, units, "banzai")
        if any(u.side != "japanese" for u in picked):
            raise InputError("only Japanese units charge (6.3 A)", "banzai")
        log = self.log()
        plan = plan_banzai([BanzaiUnit(u.id, u.kind, self.hex_of(u.hex), 0) for u in picked],
                           [self.hex_of(u.hex) for u in units if u.side == "japanese" and u.kind == "hq"],
                           log.state.banzai_used)
        log.declare_banzai(plan.units)
        text = f"Banzai Charge: {_names(picked)} (6.3)"
        return self._finish(text, [text, f"each may move its MA + {rules.BANZAI_EXTRA_MP} MPs (6.3 C)"], log=log)

    def end_banzai(self) -> Change:
        log = self.log()
        log.banzai_over()
        return self._finish("The Banzai Charge is over", ["The Banzai Charge is over (6.3 C)"], log=log)
