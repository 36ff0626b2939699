"""The demo position a new Luzon game starts from (records as in ``persist``). Qt-free."""

from __future__ import annotations

from assistant.games.luzon.forces import DEAD_PILE, RECOVERY_POOL, Forces
from assistant.games.luzon.persist import forces_ops, reroll_data, state_ops
from assistant.games.luzon.reroll import ReRollCounter
from assistant.games.luzon.scenario import Scenario, load_scenario
from assistant.store.changes import Change
from assistant.store.store import Store


def demo_forces(scenario: Scenario) -> Forces:
    """Turn 1 set-up, with two Allied regiments already in the Recovery Pool and one in the Dead
    Pile, so the recovery draw and the replacement roll have something to work on."""
    f = Forces.at_start(scenario)
    f = f.eliminate("us_71_71").eliminate("us_26_cav")
    f = f.eliminate("us_12_11").to_dead_pile("us_12_11")
    f = f.move("jp_47_48", "7.37").move("jp_4_tank", "7.37")
    return f


def seed_demo(store: Store, game_id: int, kind_id: str = "luzon") -> None:
    """Write the demo position into a new game, outside any undo."""
    scenario = load_scenario()
    forces = demo_forces(scenario)
    assert {s.id for s in forces.states if s.status == RECOVERY_POOL} and forces.with_status(DEAD_PILE)
    state = {"turn": 1, "phase": "", "weather": {}, "checked": {}, "replacement": {}, "recovery": {},
             "reroll": reroll_data(ReRollCounter(scenario.reroll_counter_starts_with))}
    reduced = {s.id for s in forces.states if s.spec.reduced}
    ops = forces_ops(store, game_id, forces, reduced) + state_ops(store, game_id, state)
    store.seed(Change("Demo position", tuple(op for op in ops if op is not None), game_id))
