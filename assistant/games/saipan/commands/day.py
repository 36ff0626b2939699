"""The day (10.0): ticking the checklist, the Turn Record Phase, the game-end entries and the outcome
(16.4, S3, S6). Qt-free."""

from __future__ import annotations

import copy

from assistant.core.errors import InputError
from assistant.store.changes import Change

from .. import persist, rules
from ..sequence import turn_notes
from ..victory import SaipanOutcome, Tally, outcome, tally
from .procedure import Procedure
from assistant.core.messages import msg

LEVELS = ("", "marginal", "tactical", "strategic")       # S3: the winner's level, entered by the referee


class DayCommands(Procedure):
    # -- queries ---------------------------------------------------------------------------------
    def victory_entries(self) -> dict:
        v = self.game.session.state.get("victory") or {}
        return {"japanese_ground_left": bool(v.get("japanese_ground_left", True)),
                "winner_level": v.get("winner_level") or ""}

    def tally(self) -> Tally:
        """The VPs from the recorded results (16.4 A, S4, S5)."""
        return tally(self.game.results(), self.game.rulings)

    def outcome(self) -> SaipanOutcome:
        """The game's result now (16.4 B-C, S3, S6, 15.1 C): the turns completed are those whose Turn
        Record Phase is done, so turn 30 counts once its Turn Record Phase ends the game."""
        v = self.victory_entries()
        return outcome(self.tally(), v["japanese_ground_left"], self.game.checklist.turns_completed, self.game.rulings,
                       v["winner_level"] or None)

    # -- commands --------------------------------------------------------------------------------
    def tick(self, step_id: str, done: bool = True) -> Change:
        """Tick a step of the day's checklist done, or not done (10.0)."""
        self.game._no_game_over()
        cl = self.game.checklist
        step = next((s for s in cl.steps() if s.id == step_id), None)
        if step is None:
            raise InputError(msg("no such step {0!r} (10.0)", step_id), f"day {cl.turn} checklist")
        if done:
            if step_id in cl.done:
                raise InputError(msg("'{0}' is already ticked", step.text), f"day {cl.turn} checklist")
            if step_id == "setup":
                left = [x for x in self.game.movement.setup_check() if "(15.3)" not in x]     # the dummies: advice
                if left:
                    raise InputError(f"the set-up is not complete (16.1, 16.3): {'; '.join(left[:3])}"
                                     + (f"; and {len(left) - 3} more" if len(left) > 3 else ""),
                                     f"day {cl.turn} checklist")
            cl.tick(step_id)
        else:
            if step_id not in cl.done:
                raise InputError(msg("'{0}' is not ticked", step.text), f"day {cl.turn} checklist")
            cl.done = [d for d in cl.done if d != step_id]
        word = "Done" if done else "Not done"
        state = persist.state_with(copy.deepcopy(self.game.session.state), cl)
        return self.game._finish(f"Day {cl.turn}: {word} — {step.text[:50]}",
                            [f"Day {cl.turn}, {step.phase}: {step.text} ({step.rule}) {word.lower()}"], state=state)

    def advance_day(self, force: bool = False) -> Change:
        """The Turn Record Phase (10.0 D): on to the next day, every step ticked unless ``force``. The
        last turn's Turn Record Phase ends the game; 16.4 C is then judged with turn 30 complete."""
        cl = self.game.checklist
        cl.advance(force=force)           # InputError: steps left, or the game already over
        state = persist.state_with(copy.deepcopy(self.game.session.state), cl)
        if cl.over:
            words = [f"Turn Record Phase of turn {cl.turn}: the game ends (16.4 C)"]
            v = self.victory_entries()
            o = outcome(self.tally(), v["japanese_ground_left"], cl.turns_completed, self.game.rulings,
                        v["winner_level"] or None)
            words += list(o.reasons)
            return self.game._finish(f"Turn Record Phase: turn {cl.turn} ends the game", words, state=state)
        words = [f"Turn Record Phase: day {cl.turn} of {rules.LAST_TURN} begins"] + list(turn_notes(cl.turn))
        return self.game._finish(f"Turn Record Phase: day {cl.turn}", words, state=state)

    def set_game_end(self, japanese_ground_left: bool, winner_level: str = "") -> Change:
        """The referee's game-end entries: are Japanese ground units still on Saipan (16.4 A, C), and
        the VP winner's level (S3: marginal, tactical or strategic)."""
        if winner_level not in LEVELS:
            raise InputError(msg("a winner's level is marginal, tactical or strategic, got {0!r} (S3)", winner_level),
                             "game end")
        entries = {"japanese_ground_left": bool(japanese_ground_left), "winner_level": winner_level}
        if entries == self.victory_entries() and "victory" in self.game.session.state:
            raise InputError(msg("nothing changed"), "game end")
        state = copy.deepcopy(self.game.session.state)
        state["victory"] = entries
        left = "Japanese ground units on Saipan" if japanese_ground_left else "no Japanese ground unit on Saipan"
        return self.game._finish("Saipan game-end entries",
                            [f"Game end: {left}; winner's level {winner_level or '(not entered)'} (16.4, S3)"],
                            state=state)
