"""What every Saipan command reads (the day, the rulings, units, results, charts) and how it writes
its one ``Change``. Qt-free."""

from __future__ import annotations

import copy
from typing import TYPE_CHECKING, Sequence

from assistant.core.charts import Chart
from assistant.core.errors import InputError
from assistant.games.chart_overrides import charts_for_session
from assistant.store.changes import Change
from assistant.games.command_base import SessionCommands, one_change, stored_rulings
from assistant.store import records

from .. import combats, persist
from ..rulings import SaipanRulings
from ..sequence import TurnChecklist
from ..units import SIDES, Unit
from ..victory import Result
from assistant.core.messages import msg

if TYPE_CHECKING:
    from ..fleet import AirNaval

FAMILY = "saipan"
AIRNAVAL = "airnaval"          # the record kind of an air or naval unit (key: its id; ``fleet.AirNaval``)
SIDE_NAMES = {"us": "US", "japanese": "Japanese"}


def other(side: str) -> str:
    return "japanese" if side == "us" else "us"


def check_side(side: str, what: str) -> str:
    if side not in SIDES:
        raise InputError(msg("the side is 'us' or 'japanese', got {0!r}", side), what)
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
        raise InputError(msg("no unit {0!r}", unit_id), "units")

    def results(self) -> list[Result]:
        return persist.results(self.store, self.game_id)

    def results_by_key(self) -> dict[str, Result]:
        return persist.results_by_key(self.store, self.game_id)

    # -- plumbing --------------------------------------------------------------------------------
    def _no_game_over(self) -> None:
        cl = self.checklist
        if cl.over:
            raise InputError(msg("the game ended after turn {0} (16.4 C); undo to play on", cl.turn), "game")

    def _finish(self, text: str, summary: Sequence[str], *, recorder=None, ops: Sequence = (),
                state: dict | None = None, outcome: str = "", step: str = "") -> Change:
        """ONE change: the rolls the recorder made, the state (when it changed), then ``ops``. Its meta
        holds the summary in words and, for a roll, the ``outcome`` read (a chart row's result).
        ``step``: the day's checklist step this command does (10.0), ticked in the same change, so the
        checklist follows the Record and an undo unticks it (issue 22.7)."""
        state = self._ticked(step, state)
        return one_change(self.session, text, summary, recorder=recorder, ops=ops, state=state,
                          meta=(("outcome", outcome),) if outcome else ())

    # -- the record's writers, shared by the procedures ------------------------------------------
    def _units_change(self, old: Sequence[Unit], new: Sequence[Unit], text: str, words: Sequence[str],
                      extra: Sequence = (), step: str = "") -> Change:
        ops = persist.units_ops(self.store, self.game_id, old, new) + list(extra)
        if not ops:
            raise InputError(msg("nothing changed"), "units")
        return self._finish(text, words, ops=ops, step=step)

    def _an_state(self) -> dict:
        return dict(self.session.state.get("air_naval") or {})

    def _an_ops(self, old: Sequence[AirNaval], new: Sequence[AirNaval]) -> list:
        keep = {u.id for u in new}
        pos = {u.id: i for i, u in enumerate(old)}
        ops = [records.delete_op(self.store, self.game_id, AIRNAVAL, u.id) for u in old if u.id not in keep]
        ops += [records.put_op(self.store, self.game_id, AIRNAVAL, u.id, u.to_dict(),
                               position=pos.get(u.id, len(old) + i)) for i, u in enumerate(new)]
        return [op for op in ops if op is not None]

    def _an_state_with(self, **changes) -> dict:
        state = copy.deepcopy(self.session.state)
        an = dict(state.get("air_naval") or {})
        an.update(changes)
        state["air_naval"] = an
        return state

    def _fleet_change(self, text: str, words: Sequence[str], old, new, *, state: dict | None = None,
                      extra: Sequence = (), recorder=None, step: str = "") -> Change:
        ops = self._an_ops(old, new) + list(extra)
        if not ops and state is None and recorder is None:
            raise InputError(msg("nothing changed"), "air/naval")
        return self._finish(text, words, ops=ops, state=state, recorder=recorder, step=step)

    def _combat_change(self, text: str, words: Sequence[str], key: str, data: dict, old: Sequence[Unit],
                       new: Sequence[Unit], results: Sequence[Result] = (), recorder=None,
                       extra: Sequence = (), step: str = "") -> Change:
        ops = persist.units_ops(self.store, self.game_id, old, new) + list(extra)
        ops.append(combats.put_op(self.store, self.game_id, key, data))
        if results:
            ops += self.vps.result_ops(results)
        return self._finish(text, words, recorder=recorder, ops=ops, step=step)

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
