"""What every Tarawa command shares: reading the game, trying an action on the log, rolling, and
turning the result into one ``Change`` (``GameBase``); and how the procedures hang together
(``Procedure``, ``part``): each procedure is an object of its own file holding the game it reads (``g``)
and the other procedures it needs, named in its constructor. Qt-free."""

from __future__ import annotations

import copy
import functools
from typing import Any, Callable, Sequence

from assistant.core.errors import InputError
from assistant.core.hexes import Hex, HexMap, load_map
from assistant.games.command_base import SessionCommands, one_change
from assistant.store.changes import Change

from .. import persist, rules
from ..combat import FacingDrms
from ..rulings import TarawaRulings
from ..terrain import TerrainMap
from ..turns import ActionLog
from ..units import Losses, Unit, facing_drms, settle_entries
from assistant.core.messages import msg

END_CHECK_CHART = "end_of_turn_check"


@functools.lru_cache(maxsize=1)
def betio() -> HexMap:
    return load_map("tarawa")


def no_losses() -> Losses:
    return Losses((), {}, (), 0)


def add_losses(a: Losses, b: Losses) -> Losses:
    return Losses(b.units, {**a.lost, **b.lost}, a.eliminated + b.eliminated, a.us_steps_counted + b.us_steps_counted)


class GameBase(SessionCommands):
    """Reading a Tarawa game session and the plumbing of its commands."""

    # -- reading ---------------------------------------------------------------------------------
    @property
    def hexmap(self) -> HexMap:
        return betio()

    def rulings(self) -> TarawaRulings:
        return persist.rulings_of(self.session.settings)

    def log(self) -> ActionLog:
        """The action log as stored (a fresh copy: commands try their action on it)."""
        return persist.action_log(self.store, self.game_id, self.session.settings)

    def units(self) -> list[Unit]:
        return persist.load_units(self.store, self.game_id)

    def unit(self, uid: str) -> Unit:
        for u in self.units():
            if u.id == uid:
                return u
        raise InputError(msg("no unit {0!r}", uid), "unit")

    def terrain(self) -> TerrainMap:
        """The referee's terrain marks, with open water blocking sight or not as ruling T11 reads."""
        return persist.terrain_map(self.store, self.game_id).with_water_blocking(self.rulings().water_blocks_sight)

    def facing_drms(self) -> FacingDrms:
        return facing_drms(self.session.state.get("facing_drms"))

    def hex_of(self, where: str | Hex) -> Hex:
        return self.hexmap.parse(where.strip()) if isinstance(where, str) else where

    def label(self, h: Hex) -> str:
        return self.hexmap.label(h)

    def setup_pending(self) -> bool:
        """True while a printed set-up waits for its check: no action before it (8.1 D, 8.3)."""
        st = self.session.state.get("setup")
        return bool(st) and st != "checked"

    def header(self) -> str:
        log = self.log()
        if self.setup_pending():
            return f"Turn {log.turn}: the Japanese set up (8.3); the {log.next_player.upper()} acts after (8.1 D)"
        return f"Turn {log.turn}{' (night)' if log.is_night() else ''}: {log.next_player.upper()} to act"

    # -- plumbing --------------------------------------------------------------------------------
    def picked(self, ids: Sequence[str], units: Sequence[Unit] | None = None, what: str = "units") -> list[Unit]:
        units = self.units() if units is None else units
        by_id = {u.id: u for u in units}
        missing = [i for i in ids if i not in by_id]
        if missing:
            raise InputError(msg("no unit {0!r}", missing[0]), what)
        if not ids:
            raise InputError(msg("pick at least one unit"), what)
        return [by_id[i] for i in dict.fromkeys(ids)]

    @staticmethod
    def one_stack(picked: Sequence[Unit], what: str, rule: str) -> tuple[str, str]:
        """(side, hex) of picked units that are one unit or one stack of one side (``rule``)."""
        sides = {u.side for u in picked}
        if len(sides) != 1:
            raise InputError(msg("the units must be of one side ({0})", rule), what)
        hexes = sorted({u.hex for u in picked})
        if len(hexes) != 1:
            raise InputError(msg("the units stand in {0}: one unit or one stack acts in an action ({1})", ', '.join(hexes), rule), what)
        return sides.pop(), hexes[0]

    def try_log(self, record: Callable[[ActionLog], Any]) -> ActionLog:
        """The log with the action recorded (raises ``InputError`` when the log refuses it)."""
        log = self.log()
        record(log)
        return log

    def problem(self, record: Callable[[ActionLog], Any]) -> str:
        try:
            self.try_log(record)
        except InputError as err:
            return err.message
        return ""

    def end_checks(self, rec, dice: Sequence[int], player: str, log: ActionLog) -> list[int]:
        """Roll the end-of-turn checks a combat action's dice call for (4.2.5, T2): 9 or 10 ends the turn."""
        checks: list[int] = []
        per_ten = self.rulings().end_check_per_ten
        for i in range(log.end_checks_needed(dice)):
            out = rec.roll("1d10", why=f"End-of-turn check {i + 1} after a 10 (4.2.5)", chart=END_CHECK_CHART,
                           side=player, turn=log.turn, phase="combat",
                           rulings={"T1": "d10, 0 reads 10", "T2": "one check per 10" if per_ten else "one check"},
                           chart_result=lambda v: "turn_ends" if v in rules.END_CHECK_ENDS_ON else "continue")
            checks.append(out.value)
            if out.value in rules.END_CHECK_ENDS_ON:
                break
        return checks

    def finish(self, text: str, summary: Sequence[str], *, recorder=None, old_units: Sequence[Unit] | None = None,
                new_units: Sequence[Unit] | None = None, log: ActionLog | None = None,
                state: dict | None = None, extra_ops: Sequence = ()) -> Change:
        """One change: the rolls, the units, the log, the state (turn and player to act follow the log)."""
        if log is not None and len(log.actions) > len(self.log().actions):
            if self.setup_pending():
                raise InputError(msg("the Japanese set up first and the US lands after them: check the set-up before the first action "
                                     "(8.1 D, 8.3)"), "set-up (8.3)")
            if self.session.state.get("hidden_hits"):
                raise InputError(msg("the Japanese first take or decline the hit their hidden unit scored (7.1 B)"),
                                 "hidden hits")
        ops: list = []
        if new_units is not None:
            old = self.units() if old_units is None else old_units
            ops += persist.units_ops(self.store, self.game_id, old, settle_entries(new_units, self.hexmap))
        if log is not None:
            ops.append(persist.log_op(self.store, self.game_id, log))
            state = persist.state_for(self.session.state if state is None else state, log)
        if state is not None and state != self.session.state:
            ops.append(persist.state_op(self.store, self.game_id, state))
        ops += [op for op in extra_ops if op is not None]
        return one_change(self.session, text, summary, recorder=recorder, ops=ops)

    def state_copy(self) -> dict[str, Any]:
        return copy.deepcopy(self.session.state)


class Procedure:
    """One procedure of the game (fire, movement, amtracs ...): the game it reads and writes through
    (``g``), and the other procedures it needs, passed to its constructor."""

    def __init__(self, game: GameBase):
        self.g = game


class part:
    """A procedure object of ``TarawaGame``, made on first use with its dependencies: ``needs`` names the
    other parts its constructor takes after the game. On the class it is the procedure's class (so a
    catalogue entry's dotted path such as ``fire.split_fire`` can be checked without a game)."""

    def __init__(self, cls: type, *needs: str):
        self.cls, self.needs = cls, needs

    def __set_name__(self, owner, name: str) -> None:
        self.name = name

    def __get__(self, game, owner=None):
        if game is None:
            return self.cls
        made = self.cls(game, *(getattr(game, n) for n in self.needs))
        game.__dict__[self.name] = made
        return made
