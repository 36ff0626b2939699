"""What every Saipan command reads (the day, the rulings, units, results, charts) and how it writes
its one ``Change``. Qt-free."""

from __future__ import annotations

import copy
from typing import Sequence

from assistant.core.charts import Chart
from assistant.core.errors import InputError
from assistant.games.chart_overrides import charts_for_session
from assistant.store.changes import Change
from assistant.games.command_base import SessionCommands, one_change, stored_rulings

from .. import persist
from ..rulings import SaipanRulings
from ..sequence import TurnChecklist
from ..units import SIDES, Unit
from ..victory import Result

FAMILY = "saipan"
SIDE_NAMES = {"us": "US", "japanese": "Japanese"}


def other(side: str) -> str:
    return "japanese" if side == "us" else "us"


def check_side(side: str, what: str) -> str:
    if side not in SIDES:
        raise InputError(f"the side is 'us' or 'japanese', got {side!r}", what)
    return side


class GameBase(SessionCommands):
    """Reading a Saipan game, and the plumbing its commands share."""

    # -- reading ---------------------------------------------------------------------------------
    @property
    def rulings(self) -> SaipanRulings:
        """The game's S1-S6 rulings (the defaults when the stored ones do not read)."""
        return stored_rulings(self.session, SaipanRulings)

    @property
    def checklist(self) -> TurnChecklist:
        return persist.checklist_of(self.session.state)

    @property
    def day(self) -> int:
        return self.checklist.turn

    def chart(self, chart_id: str) -> Chart:
        """A Saipan chart as this game rolls it (shipped, the user's folder, the game's own edits)."""
        return charts_for_session(self.session).get(FAMILY, chart_id)

    def units(self) -> list[Unit]:
        return persist.load_units(self.store, self.game_id)

    def unit(self, unit_id: str) -> Unit:
        for u in self.units():
            if u.id == unit_id:
                return u
        raise InputError(f"no unit {unit_id!r}", "units")

    def results(self) -> list[Result]:
        return persist.results(self.store, self.game_id)

    def results_by_key(self) -> dict[str, Result]:
        return persist.results_by_key(self.store, self.game_id)

    # -- plumbing --------------------------------------------------------------------------------
    def _no_game_over(self) -> None:
        cl = self.checklist
        if cl.over:
            raise InputError(f"the game ended after turn {cl.turn} (16.4 C); undo to play on", "game")

    def _finish(self, text: str, summary: Sequence[str], *, recorder=None, ops: Sequence = (),
                state: dict | None = None, outcome: str = "", step: str = "") -> Change:
        """ONE change: the rolls the recorder made, the state (when it changed), then ``ops``. Its meta
        holds the summary in words and, for a roll, the ``outcome`` read (a chart row's result).
        ``step``: the day's checklist step this command does (10.0), ticked in the same change, so the
        checklist follows the Record and an undo unticks it (issue 22.7)."""
        state = self._ticked(step, state)
        return one_change(self.session, text, summary, recorder=recorder, ops=ops, state=state,
                          meta=(("outcome", outcome),) if outcome else ())

    def _ticked(self, step: str, state: dict | None) -> dict | None:
        """``state`` (or the session's) with ``step`` ticked on the day's checklist; unchanged when there is
        no such step today or it is ticked already."""
        if not step:
            return state
        base = state if state is not None else self.session.state
        cl = persist.checklist_of(base)
        if cl.over or step not in {s.id for s in cl.steps()} or step in cl.done:
            return state
        cl.tick(step)
        return persist.state_with(copy.deepcopy(base), cl)
