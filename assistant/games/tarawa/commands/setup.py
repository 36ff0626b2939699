"""The printed set-up as a procedure (8.0-8.3; issue 22.7). Qt-free.

The counter sheet is not in the source (T4), so the order of battle is what the referee enters from it:
each counter is entered OFF the map (``enter_units``) and waits there; during the Japanese set-up
(8.1 D, 8.3) the referee places the Japanese units on Betio (``setup_place``: stacking 3.1, 2.2.2.2, and
the eight-inch guns only in works, 8.3 A), and the set-up check (``setup_status`` / ``finish_setup``)
lists what remains: units still off the map and each breach of 8.3 A-C. The checklist
(``checklist``) says the step the game is at. Until the set-up is checked, no action is taken: the
US lands after the Japanese have set up (8.1 D).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any, Mapping, Sequence

from assistant.core.errors import InputError
from assistant.core.hexes import Hex
from assistant.store.changes import Change

from .. import rules
from ..units import Unit
from .base import Procedure
from assistant.core.messages import msg

SETUP_CHECKED = "checked"
SETUP_WHERE = "set-up (8.3)"
WORKS_FOR_GUNS = ("coastal_defence", "pillbox", "bunker")      # 8.3 A: never the command bunker


def unit_of(value: Unit | Mapping[str, Any]) -> Unit:
    if isinstance(value, Unit):
        return value
    if not isinstance(value, Mapping):
        raise InputError(msg("a unit is a record of its fields (id, side, kind, strength ...), not {0!r}", value),
                         "unit")
    fields = Unit.__dataclass_fields__
    stray = sorted(k for k in value if k not in fields)
    if stray:
        raise InputError(msg("a unit has no field {0!r} (its fields: {1})", stray[0], ', '.join(fields)), "unit")
    for k in ("strength", "reduced", "steps", "max_steps", "proficiency", "facing"):
        if k in value and (isinstance(value[k], bool) or not isinstance(value[k], int)):
            raise InputError(msg("{0} is a whole number, not {1!r}", k, value[k]), f"unit {value.get('id', '?')}")
    try:
        return Unit.from_dict(dict(value))
    except (TypeError, ValueError) as bad:
        raise InputError(msg("not a unit record: {0}", bad), "unit") from None


@dataclass(frozen=True)
class SetupStatus:
    """Where the set-up stands: the side setting up, what waits off the map, the breaches of 8.3."""

    pending: bool                      # the Japanese set-up is not checked yet (8.1 D)
    off_map: tuple[str, ...]           # Japanese units entered, still off the map
    breaches: tuple[str, ...]          # 8.3 A-C as the map stands

    @property
    def problems(self) -> tuple[str, ...]:
        return self.breaches if self.pending else ()

    def lines(self) -> list[str]:
        if not self.pending:
            return ["The Japanese set-up is checked (8.3): the US lands next (8.1 D)"]
        out = ["Japanese set-up (8.1 D, 8.3): enter the counter sheet's units (they wait off the map, T4), "
               "place them on Betio, then check the set-up"]
        out.append(f"waiting off the map: {', '.join(self.off_map)}" if self.off_map
                   else "no Japanese unit waits off the map")
        out += [f"remains: {b}" for b in self.breaches] or ["nothing remains: check the set-up to start (8.3)"]
        return out


@dataclass(frozen=True)
class Step:
    text: str
    rule: str
    done: bool


class SetupCommands(Procedure):
    """The order of battle off the map, the Japanese placement, the set-up check and the checklist."""

    # -- reading -------------------------------------------------------------------------------------
    def off_map(self, side: str | None = None) -> list[Unit]:
        return [u for u in self.g.units() if not u.hex and not u.dummy and (side is None or u.side == side)]

    def setup_breaches(self) -> list[str]:
        """Every breach of the Japanese set-up rules as the map stands (8.3 A-C; [] when legal), units still
        off the map first."""
        from ..setup_check import setup_breaches
        units = self.g.units()
        waiting = [f"{u.label} waits off the map: every Japanese unit sets up on Betio (8.3 A, C)"
                   for u in units if u.side == "japanese" and not u.hex and not u.dummy]
        return waiting + [b for b in setup_breaches(units, self.g.terrain()) if "is not placed (8.3 A)" not in b]

    def setup_status(self) -> SetupStatus:
        """What remains of the set-up (8.3): the units off the map and the breaches."""
        return SetupStatus(self.g.setup_pending(), tuple(u.label for u in self.off_map("japanese")),
                           tuple(self.setup_breaches()))

    def checklist(self) -> list[Step]:
        """The steps of the historical scenario and which are done, from the record (8.0-8.3, 4.0)."""
        log = self.g.log()
        pending = self.g.setup_pending()
        status = self.setup_status() if pending else None
        if pending and status is not None:
            waiting = len(status.off_map)
            remain = len(status.breaches)
            if not any(u.side == "japanese" and not u.dummy for u in self.g.units()):
                first = ("Japanese set-up (8.3): enter the order of battle from the counter sheet (it waits off "
                         f"the map), set it up on Betio, then check the set-up; {remain} thing(s) remain")
            elif status.breaches or waiting:
                first = (f"Japanese set-up (8.3): {waiting} unit(s) wait off the map, {remain} thing(s) remain; "
                         "set them up, then check the set-up")
            else:
                first = "Japanese set-up (8.3): nothing remains; check the set-up"
        elif self.g.session.state.get("setup"):
            first = "Japanese set-up (8.3): checked"
        else:
            first = "Japanese set-up (8.3): done (a game set up by hand or the demo)"
        landed = log.state.first_wave_landed
        return [Step(first, "8.1 D, 8.3", not pending),
                Step("US first assault wave: every amtrac with one Marine unit each, on turn 1 or as the first "
                     "US action of turn 2 (8.0 B-C, 8.1)", "8.0, 8.1", landed),
                Step(f"Actions, one each in turn, until turn {rules.LAST_TURN} (4.0-4.4); the victory entries "
                     "(8.5-8.7)", "4.0, 8.5", log.state.game_over)]

    def next_step(self) -> str:
        for s in self.checklist():
            if not s.done:
                return f"Next: {s.text}"
        return "The game is over (turn track ended)"

    # -- commands ------------------------------------------------------------------------------------
    def _set_up_in(self, picked: Sequence[Unit], to: str | Hex) -> str:
        """The hex label ``picked`` may set up in (8.3), or InputError naming the rule."""
        from ..amtracs import is_water
        from ..setup_check import EIGHT_INCH
        if not self.g.setup_pending():
            raise InputError(msg("the set-up is checked (8.3): a unit moves now by an action, or by the referee's correction "
                                 "(Reposition)"), SETUP_WHERE)
        us = [u.label for u in picked if u.side != "japanese"]
        if us:
            raise InputError(msg("{0}: the US does not set up on the map; it lands after the Japanese set-up (8.1 D)", ', '.join(us)), SETUP_WHERE)
        h = self.g.hex_of(to)
        label = self.g.label(h)
        tm = self.g.terrain()
        if is_water(tm, h):
            raise InputError(msg("{0} is water (or not traced, T14): the Japanese set up on Betio (8.3 C)", label),
                             SETUP_WHERE)
        t = tm.terrain_of(h)
        guns = [u.label for u in picked if u.kind == EIGHT_INCH]
        if guns and t not in WORKS_FOR_GUNS:
            raise InputError(msg("{0} in {1} ({2}): an eight-inch gun sets up in a coastal defence, pillbox or bunker, never the "
                                 "command bunker (8.3 A)", ', '.join(guns), label, t.replace('_', ' ')), SETUP_WHERE)
        return label

    def _placed(self, text: str, picked: Sequence[Unit], label: str, units: list[Unit], new: list[Unit]) -> Change:
        from .. import stacking
        notes = stacking.enforce(new, self.g.terrain(), [label], "set-up: stacking")
        left = sum(1 for u in new if u.side == "japanese" and not u.hex and not u.dummy)
        words = [text] + notes + [f"{left} Japanese unit(s) still wait off the map" if left
                                  else "every Japanese unit entered is on the map: check the set-up (8.3)"]
        return self.g.finish(text, words, old_units=units, new_units=new)

    def enter_units(self, units: Sequence[Unit | Mapping[str, Any]]) -> Change:
        """Enter counters of the order of battle from the counter sheet (not in the source, T4): they wait
        OFF the map until they are placed (8.3) or land (4.4, 8.1). During the Japanese set-up one Japanese
        unit may be entered straight into a hex, checked as ``setup_place`` checks it (8.3). Not an action."""
        made = [unit_of(u) for u in units]
        if not made:
            raise InputError(msg("give at least one unit"), "enter units")
        old = self.g.units()
        taken = {u.id for u in old}
        ids = [u.id for u in made]
        twice = sorted({i for i in ids if ids.count(i) > 1} | (taken & set(ids)))
        if twice:
            raise InputError(msg("there is already a unit {0!r}: each unit needs an id of its own", twice[0]), "enter units")
        placed = [u for u in made if u.hex]
        if placed:
            if len(made) != 1:
                raise InputError(msg("enter several units off the map, or one unit straight into its hex (8.3)"),
                                 "enter units")
            label = self._set_up_in(placed, placed[0].hex)
            unit = replace(placed[0], hex=label, carried_by=None, entered_by=None)
            return self._placed(f"Set up {unit.label} in {label} (8.3)", [unit], label, old, old + [unit])
        made = [replace(u, hex="", carried_by=None, entered_by=None) for u in made]
        names = ", ".join(u.label for u in made)
        text = f"Order of battle: {names} entered, waiting off the map (T4, 8.1 A, 8.3 A)"
        return self.g.finish(text, [text], old_units=old, new_units=old + made)

    def setup_place(self, unit_ids: Sequence[str], to: str | Hex) -> Change:
        """Place Japanese units (off the map, or placed earlier in the set-up) in a hex of Betio during the
        Japanese set-up (8.3): land only (8.3 C), the eight-inch guns only in a coastal defence, pillbox or
        bunker, never the command bunker (8.3 A), within the stacking limits (3.1, 2.2.2.2). Not an action."""
        units = self.g.units()
        picked = self.g.picked(unit_ids, units, "set-up: units")
        label = self._set_up_in(picked, to)
        ids = {u.id for u in picked}
        new = [replace(u, hex=label, entered_by=None) if u.id in ids else u for u in units]
        return self._placed(f"Set up {', '.join(u.label for u in picked)} in {label} (8.3)", picked, label, units, new)

    def finish_setup(self) -> Change:
        """The referee's set-up check when the Japanese are placed (8.3): refused with what remains named
        (units off the map, each breach), else the set-up is recorded as checked and the US lands next
        (8.1 D)."""
        breaches = self.setup_breaches()
        if breaches:
            raise InputError(f"{len(breaches)} thing(s) remain: " + "; ".join(breaches), "set-up check (8.3)")
        st = self.g.state_copy()
        st["setup"] = SETUP_CHECKED
        text = "Japanese set-up checked (8.3 A-C): the US lands next (8.1 D)"
        return self.g.finish(text, [text], state=st)
