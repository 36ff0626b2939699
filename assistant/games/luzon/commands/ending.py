"""Victory (5.0): the live checks, and the entries the referee makes at the turn-3 Clean-Up Phase
(sudden death) and the end of turn 5, with ruling L3 when both sides' conditions hold."""

from __future__ import annotations

from assistant.core.errors import InputError
from assistant.games.luzon.victory import ALLIED, CONFLICT, DRAW, JAPANESE, VictoryResult, final_victory, sudden_death
from assistant.store.changes import Change

from .base import LuzonPart
from assistant.core.messages import msg

RESULT_TEXT = {JAPANESE: "Japanese win", ALLIED: "Allied win", DRAW: "draw", CONFLICT: "both sides' conditions hold",
               "": "no sudden-death win"}


class EndingCommands(LuzonPart):
    def sudden_death_check(self) -> VictoryResult:
        """5.0 as the units stand now, judged as at the turn-3 Clean-Up Phase."""
        return sudden_death(self.forces(), self.scenario.victory.sudden_death_turn)

    def final_check(self) -> VictoryResult:
        """5.0 as the units stand now, judged as at the end of turn 5 (rulings L3, L4)."""
        return final_victory(self.forces(), self.scenario.victory.final_turn, self.rulings)

    def victory_entries(self) -> dict[str, dict]:
        return dict(self.state.get("victory", {}))

    def record_victory(self, referee_result: str | None = None) -> Change:
        """Enter the victory check of this turn: sudden death at the turn-3 Clean-Up Phase, the end
        conditions after turn 5. When both sides' conditions hold the referee rules (L3):
        ``referee_result`` is then japanese, allied or draw."""
        v = self.scenario.victory
        t = self.turn
        if t == v.sudden_death_turn:
            res, what = self.sudden_death_check(), "Sudden-death check (5.0, Clean-Up Phase)"
        elif t == v.final_turn:
            res, what = self.final_check(), "Victory check, end of turn 5 (5.0)"
        else:
            raise InputError(msg("victory is checked in turn {0} (sudden death) and at the end of turn {1} (5.0)", v.sudden_death_turn, v.final_turn), f"turn {t}")
        if str(t) in self.victory_entries():
            raise InputError(msg("this turn's victory check is entered already"), f"turn {t}")
        result = res.result
        lines = res.reasons
        if result == CONFLICT:
            if referee_result not in (JAPANESE, ALLIED, DRAW):
                raise InputError(msg("both sides' conditions hold: the referee rules japanese, allied or draw (L3)"),
                                 "victory")
            lines = lines + [f"the referee rules: {RESULT_TEXT[referee_result]} (L3)"]
            result = referee_result
        elif referee_result is not None and referee_result != result:
            raise InputError(msg("the conditions give {0}; the referee rules only a conflict (L3)", RESULT_TEXT[result]),
                             "victory")
        s = self.new_state()
        s["victory"][str(t)] = {"result": result, "found": res.result, "reasons": list(res.reasons),
                                "rulings": list(res.rulings)}
        head = f"{what}: {RESULT_TEXT[result]}"
        return self.finish(head, [head] + list(lines), state=s)
