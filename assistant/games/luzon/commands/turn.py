"""The turn track (6.0), the turn's checklist, the weather (1.2) and the optional variations (4.0)."""

from __future__ import annotations

from fractions import Fraction
from typing import Iterable

from assistant.core.errors import InputError
from assistant.games.luzon import rules
from assistant.games.luzon.forces import Forces
from assistant.games.luzon.rulings import APPLIED, Options
from assistant.games.luzon.variations import setup_lines, with_options
from assistant.store.changes import Change

from .base import LuzonPart, pct
from assistant.core.messages import msg

WEATHER_TEXT = {"limited_flight": "Limited Flight", "normal_flight": "Normal Flight"}
VARIATION_CHART = {"japanese": "japanese_variation", "allied": "allied_variation"}
SERIES_KEY = "series_rules"


class TurnCommands(LuzonPart):
    # -- turn track and checklist ----------------------------------------------------------------
    def go_to_turn(self, number: int) -> Change:
        """Move the turn marker (6.0: turns 1-5, 22 Dec 1941 - 5 Jan 1942)."""
        turns = self.scenario.turns
        if not 1 <= number <= len(turns):
            raise InputError(msg("the game has turns 1-{0} (6.0)", len(turns)), f"turn {number}")
        if number == self.turn:
            raise InputError(msg("the turn marker is on this turn already"), f"turn {number}")
        s = self.new_state()
        s["turn"] = number
        t = self.scenario.turn(number)
        head = f"Turn {number} ({t.label})"
        return self.finish(head, [head] + self.scenario.checklist(number)[1:3], state=s)

    def next_turn(self) -> Change:
        return self.go_to_turn(self.turn + 1)

    def previous_turn(self) -> Change:
        return self.go_to_turn(self.turn - 1)

    def checklist(self) -> list[str]:
        """This turn's to-do lines (the first line of the scenario's list is the title)."""
        lines = self.scenario.checklist(self.turn)[1:]
        if self.options.japanese or self.options.allied:
            lines.append("Optional variations in force (4.0): " + ", ".join(self.options.names))
        if self.series_rules():
            lines.append("Series optional rules in force (4.0): "
                         + ", ".join(rules.SERIES_OPTIONAL_RULES[k] for k in self.series_rules()))
        return lines

    def reserve_markers(self) -> dict[str, int]:
        """The reserve markers each side has this turn (6.0: Allied 0 and Japanese 3 at the start; the
        Allies' 2 arrive on 26 Dec)."""
        return {side: self.scenario.reserve_markers_available(side, self.turn) for side in ("japanese", "allied")}

    def checked(self) -> set[int]:
        return set(self.state.get("checked", {}).get(str(self.turn), []))

    def tick(self, index: int, done: bool = True) -> Change:
        """Tick (or untick) one line of this turn's checklist."""
        lines = self.checklist()
        if not 0 <= index < len(lines):
            raise InputError(msg("the checklist has lines 0-{0}", len(lines) - 1), f"checklist line {index}")
        now = self.checked()
        if (index in now) == done:
            raise InputError("already " + ("ticked" if done else "not ticked"), f"checklist line {index}")
        s = self.new_state()
        s["checked"][str(self.turn)] = sorted(now | {index} if done else now - {index})
        word = "Done" if done else "Not done"
        return self.finish(f"{word}: {lines[index][:60]}", [f"{word}: {lines[index]}"], state=s)

    # -- weather (1.2) ---------------------------------------------------------------------------
    def weather(self, turn: int | None = None) -> dict | None:
        return self.state.get("weather", {}).get(str(turn or self.turn))

    def weather_odds(self) -> dict[str, Fraction]:
        """1.2: one die, 1-2 Limited Flight, 3-6 Normal Flight (the chart the roll reads)."""
        return self.chart("weather").distribution(())

    def roll_weather(self) -> Change:
        """1.2: roll the flight conditions for this turn (once; the Re-Roll counter may change it)."""
        t = self.turn
        if self.weather(t):
            raise InputError(msg("the weather for this turn is rolled already (1.2)"), f"weather, turn {t}")
        rec = self.session.dice()
        out = rec.roll_chart(self.chart("weather"), why=f"Weather, turn {t} (1.2)", turn=t, phase="weather")
        s = self.new_state()
        result = out.row["chart_result"]
        s["weather"][str(t)] = {"result": result, "die": out.value, "roll_id": out.row["id"]}
        head = f"Weather turn {t}: {out.value} = {WEATHER_TEXT.get(result, result)}"
        return self.finish(head, [head + " (1.2)"], recorder=rec, state=s)

    # -- optional variations (4.0) ---------------------------------------------------------------
    def option_texts(self, side: str) -> dict[int, str]:
        """Each optional variation of one list, by its printed number, in the chart file's words."""
        chart = self.chart(VARIATION_CHART[_side(side)])
        return {row.min: row.text for row in chart.rows}

    @staticmethod
    def option_applied(side: str, number: int) -> str:
        """What the tool does with an option ("" = a set-up change the referee makes by hand)."""
        return APPLIED.get((side, number), "")

    def set_options(self, japanese: Iterable[int] = (), allied: Iterable[int] = (),
                    series: Iterable[str] | None = None) -> Change:
        """4.0: the optional variations in force for this game, stored in its settings; ``series``: the
        series optional rules in force too (ids of ``rules.SERIES_OPTIONAL_RULES``; None leaves them), in
        the same change (the Optional variations dialog sets both)."""
        new = _options(japanese, allied)
        chosen = None if series is None else _series(series)
        same_series = chosen is None or chosen == self.series_rules()
        if new == self.options and "options" in self.session.settings and same_series:
            raise InputError(msg("these optional variations are in force already"), "optional variations (4.0)")
        settings = dict(self.session.settings)
        settings["options"] = new.to_dict()
        head = "Optional variations (4.0): " + (", ".join(new.names) or "none")
        lines = [head] + [f"{side.capitalize()} {n}: {self.option_applied(side, n)}"
                          for side, nums in (("japanese", new.japanese), ("allied", new.allied))
                          for n in sorted(nums) if self.option_applied(side, n)]
        if not same_series:
            settings[SERIES_KEY] = chosen
            lines.append("Series optional rules (4.0): "
                         + (", ".join(rules.SERIES_OPTIONAL_RULES[k] for k in chosen) or "none"))
        return self._options_change(new, head, lines, settings)

    def _options_change(self, new: Options, head: str, lines: list[str], settings: dict, recorder=None) -> Change:
        """The new options in the settings and, on an untouched printed set-up, their set-up changes."""
        forces = reduced = None
        changes = setup_lines(self.base_scenario, new) + [
            "no longer in force: " + x for x in setup_lines(self.base_scenario, self.options)
            if x not in setup_lines(self.base_scenario, new)]
        if changes and self.at_printed_setup():
            scenario = with_options(self.base_scenario, new)
            forces = Forces.at_start(scenario)
            reduced = {u.id for u in scenario.units if u.reduced}
            lines += ["Set-up changes made (the printed set-up is untouched):"] + changes
        elif changes:
            lines += ["Set-up changes to make by hand (units have moved since the set-up):"] + changes
        return self.finish(head, lines, settings=settings, forces=forces, reduced=reduced, recorder=recorder)

    def at_printed_setup(self) -> bool:
        """True while the game is the printed set-up (6.0) under the variations in force, untouched:
        turn 1, every unit where the set-up puts it, no counter flipped."""
        if self.session.settings.get("setup") != "printed" or self.turn != 1:
            return False
        scenario = self.scenario
        start, now = Forces.at_start(scenario), self.forces()
        same = all((a.status, a.hex, a.mode, a.in_supply) == (b.status, b.hex, b.mode, b.in_supply)
                   for a, b in zip(start.states, now.states))
        return same and self.reduced(now) == {u.id for u in scenario.units if u.reduced}

    # -- the series optional rules (4.0) ----------------------------------------------------------
    def series_rules(self) -> list[str]:
        """The series optional rules in force (4.0: Long Range Air, Attacking Empties, Reactive Artillery),
        as stored in the game's settings."""
        stored = self.session.settings.get(SERIES_KEY) or []
        return [k for k in rules.SERIES_OPTIONAL_RULES if k in stored]

    def set_series_rules(self, long_range_air: bool = False, attacking_empties: bool = False,
                         reactive_artillery: bool = False) -> Change:
        """4.0: which of the three series optional rules that may apply are in force for this game (the
        OCS rules themselves are the referee's, L2; Independents, Convention Tempo and Supply Caches are not
        used in Luzon)."""
        chosen = [k for k, on in (("long_range_air", long_range_air), ("attacking_empties", attacking_empties),
                                  ("reactive_artillery", reactive_artillery)) if on]
        if chosen == self.series_rules() and SERIES_KEY in self.session.settings:
            raise InputError(msg("these series optional rules are in force already"), "series optional rules (4.0)")
        settings = dict(self.session.settings)
        settings[SERIES_KEY] = chosen
        head = "Series optional rules (4.0): " + (", ".join(rules.SERIES_OPTIONAL_RULES[k] for k in chosen) or "none")
        return self.finish(head, [head, "the series rules are played at the table (L2)"], settings=settings)

    def option_odds(self, side: str) -> dict[int, Fraction]:
        """The chance of each option when one is rolled at random (4.0: 1D6 Japanese, 2D6 Allied)."""
        chart = self.chart(VARIATION_CHART[_side(side)])
        return {row.min: p for row, p in zip(chart.rows, chart.distribution(()).values())}

    def roll_option(self, side: str) -> Change:
        """4.0: roll one optional variation at random for ``side`` and put it in force."""
        side = _side(side)
        chart = self.chart(VARIATION_CHART[side])
        rec = self.session.dice()
        out = rec.roll_chart(chart, why=f"Optional variation for the {side.capitalize()} player (4.0)",
                             side=side, phase="set-up")
        number = chart.lookup(out.chart.modified).min
        opts = self.options
        nums = set(getattr(opts, side)) | {number}
        new = Options(nums if side == "japanese" else opts.japanese, nums if side == "allied" else opts.allied)
        settings = dict(self.session.settings)
        settings["options"] = new.to_dict()
        already = number in getattr(opts, side)
        head = (f"{side.capitalize()} optional variation: rolled {out.value} = {side.capitalize()} {number}"
                + (" (in force already)" if already else ""))
        odds = pct(self.option_odds(side)[number])
        return self._options_change(new, head, [head, self.option_texts(side)[number], f"chance of this option: {odds}"],
                                    settings, recorder=rec)


def _options(japanese: Iterable, allied: Iterable) -> Options:
    """Options from what a panel typed: numbers as printed in 4.0, or a clear message."""
    try:
        return Options(frozenset(int(n) for n in japanese), frozenset(int(n) for n in allied))
    except (TypeError, ValueError):
        raise InputError(msg("optional variations are numbers as printed in 4.0 (Japanese 1-6, Allied 2-12)"),
                         "optional variations (4.0)") from None


def _series(ids: Iterable[str]) -> list[str]:
    """Series optional rules by id, in the order 4.0 lists them; an unknown one is refused."""
    wanted = {str(i) for i in ids}
    unknown = sorted(wanted - set(rules.SERIES_OPTIONAL_RULES))
    if unknown:
        raise InputError(msg("{0}: the series optional rules that may apply are {1} (4.0)", ', '.join(unknown), ', '.join(rules.SERIES_OPTIONAL_RULES.values())), "series optional rules (4.0)")
    return [k for k in rules.SERIES_OPTIONAL_RULES if k in wanted]


def _side(side: str) -> str:
    if side not in VARIATION_CHART:
        raise InputError(msg("side must be japanese or allied"), f"side {side!r}")
    return side
