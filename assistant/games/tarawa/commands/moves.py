"""The movement action (4.1; entering an enemy hex 4.1 E, crew-served weapons 4.1 F, 5.0) and the referee's
own edits of the counters (reposition, place, remove), which are not actions. Qt-free."""

from __future__ import annotations

from dataclasses import dataclass, replace
from fractions import Fraction
from typing import Any, Mapping, Sequence

from assistant.core.errors import InputError
from assistant.core.hexes import Hex, distance
from assistant.store.changes import Change

from .. import persist, rules
from ..units import Unit, direction, in_hex
from .base import Procedure
from assistant.core.messages import msg


CREW_SERVED = frozenset({"crew_weapon", "machine_gun", "mortar", "coastal_gun", "naval_gun_8in",
                         "artillery"})


def _names(units: Sequence[Unit]) -> str:
    return ", ".join(u.label for u in units)


@dataclass(frozen=True)
class MovePreview:
    """A move before its dice: the path and its MPs, each proficiency check with its chance to pass, and
    what refuses the move now."""

    lines: tuple[str, ...]
    checks: tuple[tuple[str, Fraction], ...]
    problems: tuple[str, ...] = ()

    @property
    def ok(self) -> bool:
        return not self.problems


class MoveCommands(Procedure):
    """A stack's move (4.1, 4.1 E-F, 5.0), and the referee's placements and removals (no actions)."""

    # -- movement ------------------------------------------------------------------------------------
    def _plan(self, unit_ids: Sequence[str], to: str | Hex, path: Sequence[str] | None, face_to: int | None):
        """(units, the stack moving with its riders, side, from, to, the path's plan or None): what ``move``
        and ``move_preview`` both read (4.1 A-B, 5.0 D, 6.2 F)."""
        from ..movement import plan_move
        units = self.g.units()
        picked = self.g.picked(unit_ids, units, "move")
        riding = [u for u in picked if u.carried_by and u.carried_by not in {p.id for p in picked}]
        if riding:
            raise InputError(msg("{0} rides inside an amtrac: it leaves it by a beach assault or by debarking (6.2 B-D)", _names(riding)), "move")
        picked += [u for u in units if u.carried_by in {p.id for p in picked} and u not in picked]   # 6.2 F
        side, frm = self.g.one_stack(picked, "move", "4.1 A")
        dest = self.g.label(self.g.hex_of(to))
        if dest == frm:
            raise InputError(msg("the units are already in {0}", dest), "move")
        enemy_hexes = {u.hex for u in units if u.side != side and not u.dummy}     # 7.3: a dummy is no unit
        if path is None and distance(self.g.hex_of(frm), self.g.hex_of(dest)) == 1:
            path = [dest]
        plan = None
        if path is not None:
            plan = plan_move(picked, list(path), self.g.terrain(), self.move_costs(), enemy_hexes, face_to)
            if plan.path[-1] != dest:
                raise InputError(msg("the path ends in {0}, not {1}", plan.path[-1], dest), "move: path")
        return units, picked, side, frm, dest, plan

    def move_preview(self, unit_ids: Sequence[str], to: str | Hex, path: Sequence[str] | None = None,
                     face_to: int | None = None) -> MovePreview:
        """What ``move`` would do, before its dice: the path's MPs against the slowest MA (4.1 B, 5.0 D), the
        proficiency checks it would roll (4.1 E into an enemy hex, none in a Banzai Charge, 6.3 D; 4.1 F a
        full-strength Japanese crew-served weapon) with their chances, and what refuses it now."""
        from .. import stacking
        units, picked, side, frm, dest, plan = self._plan(unit_ids, to, path, face_to)
        lines = [f"{_names(picked)}: {frm} → {dest}"]
        lines += (["path " + " → ".join((frm,) + plan.path)] + list(plan.lines)) if plan is not None else \
            ["no path given: the hexes crossed and their MPs are the referee's call (4.1 B, T4)"]
        problems = []
        p = self.g.problem(lambda log: log.move(side, units=[u.id for u in picked]))
        if p:
            problems.append(p)
        banzai = side == "japanese" and self.g.log().state.banzai_active
        checks = [(f"{u.label} moves (4.1 F)", u.proficiency) for u in picked
                  if u.side == "japanese" and u.kind in CREW_SERVED and u.steps == u.max_steps and u.max_steps > 1]
        if any(u.side != side and not u.dummy and u.hex == dest for u in units):
            if distance(self.g.hex_of(frm), self.g.hex_of(dest)) != 1:
                problems.append(f"{dest} holds enemy units: it may be entered only from a hex next to it (4.1 E)")
            elif banzai:
                lines.append("Banzai Charge: no proficiency check to enter (6.3 D)")
            else:
                checks += [(f"{u.label} enters {dest} (4.1 E)", u.proficiency) for u in picked]
        moved = [replace(u, hex=dest) if u in picked else u for u in units]
        try:
            lines += stacking.enforce(moved, self.g.terrain(), [dest], "move: stacking")
        except InputError as err:
            problems.append(err.message)
        return MovePreview(tuple(lines), tuple((what, Fraction(min(max(prof, 0), rules.DIE_FACES), rules.DIE_FACES))
                                               for what, prof in checks), tuple(problems))

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
        units, picked, side, frm, dest, plan = self._plan(unit_ids, to, path, face_to)
        tm = self.g.terrain()
        log = self.g.log()
        turn = log.turn
        banzai = side == "japanese" and log.state.banzai_active
        log.move(side, units=[u.id for u in picked], note=note or f"{frm} → {dest}")   # refuses out of turn
        rec = self.g.session.dice()
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
        dh = self.g.hex_of(dest)
        enemy = [u for u in in_hex(units, self.g.hexmap, dh) if u.side != side and not u.dummy]
        entered_by = None
        if enemy:
            if distance(self.g.hex_of(frm), dh) != 1:
                raise InputError(msg("{0} holds enemy units: it may be entered only from a hex next to it (4.1 E)", dest),
                                 "move")
            entered_by = direction(self.g.hexmap, dest, frm)
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
                    notes.append(f"{label}: a US unit comes in: {_names(gone)} was a dummy, taken off (7.3, T17)")
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
        st = self.g.state_copy()
        if flipped:            # 4.1 F optional: a weapon a move flipped may later be re-emplaced
            st["moved_weapons"] = sorted(set(st.get("moved_weapons", [])) | flipped)
        st["last_move"] = {"side": side, "units": [u.id for u in picked],
                           "hexes": [frm] + (list(plan.path) if plan is not None else [dest])} if going else {}
        return self.g.finish(head, [head] + words, recorder=rec, old_units=units, new_units=new, log=log, state=st)

    def reposition(self, unit_ids: Sequence[str], to: str | Hex, override: bool = False) -> Change:
        """The referee puts units in a hex without an action (a correction). The stack must be legal
        there (3.1, 2.2.2.2) unless ``override``: then the breach is put on record in the summary."""
        from .. import stacking
        units = self.g.units()
        picked = self.g.picked(unit_ids, units, "move")
        picked += [u for u in units if u.carried_by in {p.id for p in picked} and u not in picked]   # 6.2 F
        dest = self.g.label(self.g.hex_of(to))
        ids = {u.id for u in picked}
        new = [replace(u, hex=dest, entered_by=None) if u.id in ids else u for u in units]
        text = f"Put {_names(picked)} in {dest} (referee edit, no action)"
        try:
            notes = stacking.enforce(new, self.g.terrain(), [dest], "reposition: stacking")
        except InputError as err:
            if not override:
                raise InputError(err.message + " — tick the override to put them there anyway", err.where) from None
            notes = [f"stacking overridden by the referee: {err.message}"]
        return self.g.finish(text, [text] + notes, old_units=units, new_units=new)

    def place_unit(self, unit: Unit | Mapping[str, Any]) -> Change:
        """A new counter on the map, outside the rules' procedures (the set-up places by ``setup.setup_place``,
        landings by ``amtracs.reinforce``): the referee's correction, named so in the Record; still within
        the stacking limits (3.1, 2.2.2.2). ``unit`` is a ``Unit`` or its record (``Unit.to_dict``)."""
        from .. import stacking
        from .setup import unit_of
        unit = unit_of(unit)
        units = self.g.units()
        if any(u.id == unit.id for u in units):
            raise InputError(msg("there is already a unit {0!r}", unit.id), "place a unit")
        label = self.g.label(self.g.hex_of(unit.hex))
        unit = replace(unit, hex=label)
        new = units + [unit]
        notes = stacking.enforce(new, self.g.terrain(), [label], "place a unit: stacking")
        text = f"Place {unit.label} in {label} (referee's correction, no action)"
        return self.g.finish(text, [text] + notes, old_units=units, new_units=new)

    def move_costs(self) -> dict[str, int | None]:
        """The TEC movement costs the referee entered, by terrain type (T4; -1: closed to movement)."""
        return persist.move_costs(self.g.store, self.g.game_id)

    def remove_units(self, unit_ids: Sequence[str]) -> Change:
        """Take counters off the record, outside the rules' procedures: the referee's correction."""
        units = self.g.units()
        gone = self.g.picked(unit_ids, units, "remove")
        ids = {u.id for u in gone}
        text = f"Remove {_names(gone)} (referee's correction, no action)"
        return self.g.finish(text, [text], old_units=units, new_units=[u for u in units if u.id not in ids])

