"""How a new Luzon game starts (File > New game; the descriptor names this module). Qt-free.

* ``seed_printed`` (ruling L6, 6.0): the printed set-up. The Allies set up first, then the Japanese;
  every unit on its printed hex in its printed mode, the Turn Two Groups and the 1 Jan arrival waiting,
  the "*" units reduced, the Recovery Pool and the Dead Pile empty, the six air strips U.S. side up
  (1.3c), the Re-Roll counter with the Japanese player, and the turn-1 weather rolled (6.0) from the
  game's own dice stream (the roll is the first line of the roll log). The optional variations (4.0)
  are chosen right after (the board asks once, while ``settings["options"]`` is missing); chosen on
  this untouched set-up, their set-up changes are made by ``LuzonGame.set_options``.
* ``seed_demo``: a game in progress for trying the tool (``demo``), named as a demo.
Both write their records with ONE ``store.seed(change)``, outside the undo history.
"""

from __future__ import annotations

from assistant.games.luzon.demo import seed_demo
from assistant.games.luzon.forces import Forces
from assistant.games.luzon.persist import forces_ops, reroll_data, state_ops
from assistant.games.luzon.reroll import ReRollCounter
from assistant.games.luzon.scenario import load_scenario
from assistant.store.changes import Change
from assistant.store.store import Store

__all__ = ["seed_demo", "seed_printed", "printed_state"]


def printed_state(scenario) -> dict:
    """The game state of the printed set-up, before the weather roll."""
    return {"turn": 1, "phase": "", "weather": {}, "checked": {}, "replacement": {}, "recovery": {},
            "air_strips": {h: "allied" for h in scenario.air_strips},
            "reroll": reroll_data(ReRollCounter(scenario.reroll_counter_starts_with))}


def seed_printed(store: Store, game_id: int, kind_id: str = "luzon") -> None:
    """6.0 / L6: the printed set-up, turn-1 weather rolled; one ``store.seed``."""
    from assistant.games.chart_overrides import charts_for_session
    from assistant.games.session import GameSession

    scenario = load_scenario()
    forces = Forces.at_start(scenario)
    reduced = {u.id for u in scenario.units if u.reduced}
    ops = forces_ops(store, game_id, forces, reduced)
    session = GameSession(store, game_id)
    try:
        rec = session.dice()
        chart = charts_for_session(session).get("luzon", "weather")
        out = rec.roll_chart(chart, why="Weather, turn 1 (1.2; rolled at set-up, 6.0)", turn=1, phase="weather")
    finally:
        session.close()
    state = printed_state(scenario)
    state["weather"]["1"] = {"result": out.row["chart_result"], "die": out.value, "roll_id": out.row["id"]}
    ops += rec.ops + state_ops(store, game_id, state, "Printed set-up (6.0)")
    store.seed(Change("Printed set-up (6.0, L6)", tuple(op for op in ops if op is not None), game_id))
