"""The Tarawa actions that move no counter: a pass (4.3), a movement made at the table (4.1), a change of
facing (4.1 D, 5.0 D-E, 6.1 A); and the referee's facing edit, which is no action. Qt-free."""

from __future__ import annotations

from dataclasses import replace
from typing import Sequence

from assistant.core.errors import InputError
from assistant.store.changes import Change

from ..units import Unit, facing_name
from .base import Procedure
from assistant.core.messages import msg


def _names(units: Sequence[Unit]) -> str:
    return ", ".join(u.label for u in units)


class TurnCommands(Procedure):
    """Pass, a move made at the table, facing."""

    # -- the simple actions ----------------------------------------------------------------------
    def pass_(self, note: str = "") -> Change:
        """The player to act passes (4.3): four passes in a row end the turn."""
        log = self.g.log()
        player = log.next_player
        turn = log.turn
        log.pass_(player, note=note)
        words = [f"Turn {turn}: {player.upper()} passes ({log.state.consecutive_passes if log.turn == turn else 4} "
                 f"in a row)"]
        if log.turn != turn:
            words.append(f"four passes in a row: turn {turn} ends (4.3)")
        return self.g.finish(f"Turn {turn}: {player.upper()} pass" + (f" — turn {turn} ends (4.3)" if log.turn != turn
                                                                      else ""), words, log=log)

    def record_move(self, note: str = "") -> Change:
        """A movement action made at the table without moving counters here (4.1; also a move that
        ended where it began after failed proficiency checks, 4.1 E)."""
        log = self.g.log()
        player, turn = log.next_player, log.turn
        log.move(player, note=note)
        return self.g.finish(f"Turn {turn}: {player.upper()} move", [f"Turn {turn}: {player.upper()} moves"
                                                                   + (f" — {note}" if note else "")], log=log)

    # -- facing --------------------------------------------------------------------------------------
    def _turnable(self, picked: Sequence[Unit]) -> None:
        tm = self.g.terrain()
        stuck = [u for u in picked if tm.terrain_of(self.g.hex_of(u.hex)) == "pillbox"]
        if stuck:
            raise InputError(msg("{0} in a pillbox may not change facing (5.0 E, 6.1 A)", _names(stuck)), "facing")

    def face(self, unit_ids: Sequence[str], by: int, note: str = "") -> Change:
        """Turn one unit or stack ``by`` hexsides (+1 counter-clockwise): a change of facing is an action
        of the player to act, logged as one (4.1 D, 5.0 D); never in a pillbox (5.0 E, 6.1 A)."""
        units = self.g.units()
        picked = self.g.picked(unit_ids, units, "facing")
        side, _hex = self.g.one_stack(picked, "facing", "4.1 D")
        if by % 6 == 0:
            raise InputError(msg("turn by at least one hexside"), "facing")
        face = facing_name(self.g.hexmap, (picked[0].facing + by) % 6)
        log = self.g.log()
        turn = log.turn
        log.face(side, units=[u.id for u in picked], note=note or f"to face {face}")   # refuses out of turn
        self._turnable(picked)
        ids = {u.id for u in picked}
        new = [replace(u, facing=(u.facing + by) % 6) if u.id in ids else u for u in units]
        text = f"Turn {turn}: {side.upper()} turn {_names(picked)} to face {face}"
        return self.g.finish(text, [text + " (an action, 4.1 D)"], old_units=units, new_units=new, log=log)

    def edit_facing(self, unit_ids: Sequence[str], by: int) -> Change:
        """The referee sets the counters' facing (a correction, not an action)."""
        units = self.g.units()
        picked = self.g.picked(unit_ids, units, "facing")
        ids = {u.id for u in picked}
        new = [replace(u, facing=(u.facing + by) % 6) if u.id in ids else u for u in units]
        text = f"Set the facing of {_names(picked)} (referee edit, no action)"
        return self.g.finish(text, [text], old_units=units, new_units=new)

