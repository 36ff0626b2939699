"""Reading a Luzon game (turn, state, forces, rulings, options, charts) and writing ONE change."""

from __future__ import annotations

import copy
from fractions import Fraction
from typing import Any, Sequence

from assistant.core.charts import Chart
from assistant.core.errors import InputError
from assistant.games.luzon import persist
from assistant.games.luzon.forces import Forces
from assistant.games.luzon.reroll import ReRollCounter
from assistant.games.luzon.rulings import Options, Rulings
from assistant.games.luzon.scenario import Scenario, load_scenario
from assistant.games.luzon.variations import with_options
from assistant.store.changes import Change
from assistant.games.command_base import SessionCommands, one_change, stored_rulings

GAME = "luzon"
STATE_KEYS = ("weather", "checked", "replacement", "recovery", "victory")


def pct(p: Fraction) -> str:
    return f"{float(p) * 100:.1f}%"


class LuzonBase(SessionCommands):
    """What every command reads, and the one way they write."""

    def __init__(self, session, scenario: Scenario | None = None):
        super().__init__(session)
        self.base_scenario = scenario or load_scenario()

    @property
    def scenario(self) -> Scenario:
        """The campaign with the set-up changes of the optional variations in force (4.0)."""
        return with_options(self.base_scenario, self.options)

    # -- reading ---------------------------------------------------------------------------------
    @property
    def state(self) -> dict[str, Any]:
        return self.session.state

    @property
    def turn(self) -> int:
        return int(self.state.get("turn", 1) or 1)

    def turn_info(self):
        return self.scenario.turn(self.turn)

    def forces(self) -> Forces:
        return persist.load_forces(self.store, self.game_id, self.scenario)

    def reduced(self, forces: Forces | None = None) -> set[str]:
        return persist.reduced_units(self.store, self.game_id, forces or self.forces())

    @property
    def rulings(self) -> Rulings:
        return stored_rulings(self.session, Rulings)

    @property
    def options(self) -> Options:
        """The optional variations in force (4.0), as stored with the game."""
        return Options.from_dict(self.session.settings.get("options"))

    def chart(self, chart_id: str) -> Chart:
        """The chart this game rolls with: the shipped one, or the game's own edit of it."""
        from assistant.games.chart_overrides import charts_for_session

        return charts_for_session(self.session).get(GAME, chart_id)

    def reroll_counter(self) -> ReRollCounter:
        if not self.state.get("reroll"):
            return ReRollCounter(self.scenario.reroll_counter_starts_with)
        return persist.reroll_of(self.state)

    def names(self, forces: Forces | None = None) -> dict[str, str]:
        return {s.id: s.spec.name for s in (forces or self.forces()).states}

    def _hex(self, label: str, where: str = "terrain") -> str:
        from assistant.games.luzon.terrain import check_hex

        return check_hex(self.base_scenario.map, label, where)

    def unit_where(self, unit_id: str) -> str:
        """Where a message about a unit points: the unit by its counter's name, not its record id."""
        name = self.names().get(unit_id)
        return f"unit {name}" if name else f"unit {unit_id!r} (not in this game)"

    # -- writing ---------------------------------------------------------------------------------
    def new_state(self) -> dict[str, Any]:
        s = copy.deepcopy(self.state)
        for k in STATE_KEYS:
            s.setdefault(k, {})
        s.setdefault("turn", self.turn)
        s.setdefault("reroll", persist.reroll_data(self.reroll_counter()))
        return s

    def finish(self, text: str, summary: Sequence[str], *, recorder=None, state: dict | None = None,
               forces: Forces | None = None, reduced: set[str] | None = None,
               settings: dict | None = None, extra_ops: Sequence = ()) -> Change:
        """One change: the rolls of ``recorder``, the unit records of ``forces``, the new state and
        settings; ``meta`` holds the summary."""
        ops: list = []
        if forces is not None:
            ops += persist.forces_ops(self.store, self.game_id, forces, reduced)
        ops += list(extra_ops)
        return one_change(self.session, text, summary, recorder=recorder, ops=ops, state=state,
                          settings=settings, empty_ok=False)

    @staticmethod
    def refuse_or_override(problems: Sequence[str], override: bool, where: str) -> list[str]:
        """A check's refusals: raise them (nothing changes), or with ``override`` return the lines that
        record the referee's ruling against them (they go in the change's text and summary)."""
        problems = [p for p in problems if p]
        if problems and not override:
            raise InputError("; ".join(problems) + " (the referee may override this as a ruling)", where)
        return [f"REFEREE OVERRIDE (recorded ruling): {p}" for p in problems]

    @staticmethod
    def overridden(head: str, lines: Sequence[str]) -> str:
        return head + (" [referee override: " + "; ".join(x.split(": ", 1)[-1] for x in lines) + "]" if lines else "")

    def roll_row(self, roll_id: int | None = None) -> dict[str, Any] | None:
        """A roll of this game by id, or the latest roll."""
        if roll_id is None:
            rows = self.store.rows("SELECT * FROM rolls WHERE game_id = ? ORDER BY id DESC LIMIT 1",
                                   [self.game_id])
        else:
            rows = self.store.rows("SELECT * FROM rolls WHERE game_id = ? AND id = ?", [self.game_id, roll_id])
        return rows[0] if rows else None


class LuzonPart(LuzonBase):
    """One procedure of the referee's commands (the turn track, the units, supply ...), a part of
    :class:`~assistant.games.luzon.commands.game.LuzonGame`: it reads the game as every command does and
    reaches another procedure through ``self.game`` (its one explicit dependency)."""

    def __init__(self, game: LuzonBase):
        super().__init__(game.session, game.base_scenario)
        self.game = game
