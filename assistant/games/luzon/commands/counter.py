"""The Re-Roll counter (1.13, ruling L5): re-roll one of the tool's rolls, or record its use on a roll
made at the table (the OCS series rolls, ruling L2)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from assistant.core.errors import InputError
from assistant.games.luzon import persist
from assistant.games.luzon.reroll import LISTED_ROLLS, NEVER_REROLLED, kind_refused
from assistant.games.luzon.rulings import L5_ANY
from assistant.store.changes import Change

from .base import LuzonPart
from .turn import WEATHER_TEXT
from assistant.core.messages import msg

# the tool's own rolls, by chart, as the kinds 1.13 names
ROLL_KINDS = {"weather": "weather", "allied_replacement": "reinforcement", "demolition": "barrage"}
TABLE_ROLLS = LISTED_ROLLS + NEVER_REROLLED + ("attrition", "other")


@dataclass(frozen=True)
class RerollCheck:
    roll: dict[str, Any] | None     # the roll that would be re-rolled
    original: str                   # the id of the first roll of that die roll
    kind: str
    holder: str
    problem: str                    # "" when the counter may be used

    @property
    def ok(self) -> bool:
        return not self.problem

    def lines(self) -> list[str]:
        if self.roll is None:
            return [self.problem]
        r = self.roll
        out = [f"Last roll: #{r['id']} {r['why'] or r['pool']} = {r['result']}"]
        out.append(f"not allowed: {self.problem}" if self.problem else
                   f"the {self.holder.capitalize()} player may re-roll it (1.13)")
        return out


class CounterCommands(LuzonPart):
    def _roll_kind(self, row: dict[str, Any]) -> str:
        chart = row.get("chart") or ""
        if chart in ROLL_KINDS:
            return ROLL_KINDS[chart]
        if "initiative" in (chart + (row.get("why") or "")).lower():
            return "initiative"
        if (row.get("why") or "").startswith("Recovery draw"):
            return "recovery_draw"
        if chart in ("japanese_variation", "allied_variation"):
            return "variation"
        return chart or "other"

    def reroll_check(self, roll_id: int | None = None) -> RerollCheck:
        """May the counter's holder re-roll this roll (default: the game's latest roll)?"""
        counter = self.reroll_counter()
        row = self.roll_row(roll_id)
        if row is None:
            return RerollCheck(None, "", "", counter.holder,
                               "no roll to re-roll yet" if roll_id is None else f"no roll #{roll_id} in this game")
        original = str(row["reroll_of"] or row["id"])
        kind = self._roll_kind(row)
        problem = counter.why_not(counter.holder, original, kind) or ""
        if not problem and kind == "recovery_draw":
            problem = "the recovery draw (3.1c) is a draw from the pool, not a die roll the counter serves (1.13)"
        elif not problem and kind == "variation":
            problem = "the choice of an optional variation (4.0) is not a roll of the game (1.13)"
        elif not problem:
            problem = kind_refused(kind, self.rulings.l5_reroll == L5_ANY) or ""
        if not problem and kind not in ("weather", "reinforcement"):
            problem = f"this tool cannot re-roll a {kind} roll; record the counter's use at the table"
        t = str(row["turn"] or self.turn)
        if not problem and kind == "reinforcement":
            rep = self.state.get("replacement", {}).get(t) or {}
            if rep.get("used"):
                problem = "a unit was rebuilt on this roll (3.1d): undo the rebuild first"
            elif str(rep.get("roll_id")) != str(row["id"]):
                problem = "this is no longer the turn's replacement roll"
        if not problem and kind == "weather":
            w = self.state.get("weather", {}).get(t) or {}
            if str(w.get("roll_id")) != str(row["id"]):
                problem = "this is no longer the turn's weather roll"
        return RerollCheck(row, original, kind, counter.holder, problem)

    def reroll(self, roll_id: int | None = None) -> Change:
        """1.13: the holder re-rolls one roll (default: the latest); the counter passes to the opponent.
        A re-rolled replacement roll reads the chart with the optional variations in force (4.0)."""
        chk = self.reroll_check(roll_id)
        if not chk.ok:
            raise InputError(chk.problem, "Re-Roll counter (1.13)")
        last = chk.roll
        counter = self.reroll_counter()
        t = int(last["turn"] or self.turn)
        why = f"Re-roll counter ({counter.holder}) on roll {last['id']}: {last['why'] or last['pool']} (1.13)"
        rec = self.session.dice()
        s = self.new_state()
        words = []
        if chk.kind == "weather":
            out = rec.roll_chart(self.chart("weather"), why=why, side=counter.holder, reroll_of=last["id"],
                                 turn=t, phase=last["phase"] or "weather")
            res = out.row["chart_result"]
            s["weather"][str(t)] = {"result": res, "die": out.value, "roll_id": out.row["id"]}
            words.append(f"weather turn {t}: {out.value} = {WEATHER_TEXT.get(res, res)} (1.2)")
        else:
            pv = self.game.reinforcement.replacement_preview()
            out = rec.roll_chart(pv.chart, pv.modifiers, why=why, side=counter.holder, reroll_of=last["id"],
                                 turn=t, phase=last["phase"] or "allied reinforcement")
            s["replacement"][str(t)] = self.game.reinforcement._replacement_entry(out)
            words.append(s["replacement"][str(t)]["reason"])
        new_counter = counter.use(counter.holder, chk.original, chk.kind)
        s["reroll"] = persist.reroll_data(new_counter)
        head = (f"Re-roll ({counter.holder.capitalize()} counter): {last['result']} → {out.row['result']}; "
                f"the counter passes to the {new_counter.holder.capitalize()} player")
        return self.finish(head, [head] + words, recorder=rec, state=s)

    def use_counter_at_table(self, roll_kind: str, what: str = "") -> Change:
        """1.13: the holder re-rolled a roll made at the table (an OCS series roll, ruling L2): the
        counter passes to the opponent."""
        if roll_kind not in TABLE_ROLLS:
            raise InputError(msg("roll kind must be one of {0}", ', '.join(TABLE_ROLLS)), "Re-Roll counter (1.13)")
        counter = self.reroll_counter()
        problem = kind_refused(roll_kind, self.rulings.l5_reroll == L5_ANY)
        if problem:
            raise InputError(problem, "Re-Roll counter (1.13)")
        key = f"table:{counter.uses + 1}:{roll_kind}"
        new_counter = counter.use(counter.holder, key, roll_kind)
        s = self.new_state()
        s["reroll"] = persist.reroll_data(new_counter)
        head = (f"Re-roll ({counter.holder.capitalize()} counter) at the table: {roll_kind.replace('_', ' ')}"
                + (f" ({what})" if what else "")
                + f"; the counter passes to the {new_counter.holder.capitalize()} player")
        return self.finish(head, [head + " (1.13)"], state=s)
