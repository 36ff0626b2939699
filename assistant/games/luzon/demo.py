"""A Luzon game kept as records, and the demo position a new game starts from. Qt-free.

Records (``assistant.store.records``), kind ``unit``: one per counter, key = the unit id, data =
``{"status", "hex", "mode", "in_supply"}`` (see ``forces.UnitState``). The game's state
(``session.state``) holds the turn (``turn``), the weather rolled per turn (``weather``), the ticked
checklist lines (``checked``), the replacement roll per turn (``replacement``), whether the recovery
draw was made (``recovery``) and the re-roll counter (``reroll``: holder, rerolled roll ids, uses).

(These helpers sit here until the Luzon package has a ``persist`` module of its own.)
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from assistant.games.luzon.forces import DEAD_PILE, RECOVERY_POOL, Forces
from assistant.games.luzon.reroll import ReRollCounter
from assistant.games.luzon.scenario import Scenario, load_scenario
from assistant.store import games, records
from assistant.store.store import Store

UNIT = "unit"


def unit_data(state) -> dict[str, Any]:
    return {"status": state.status, "hex": state.hex, "mode": state.mode, "in_supply": state.in_supply}


def load_forces(store: Store, game_id: int, scenario: Scenario | None = None) -> Forces:
    """The forces as the records say (units without a record are as at the start)."""
    scenario = scenario or load_scenario()
    forces = Forces.at_start(scenario)
    stored = records.all_of(store, game_id, UNIT)
    states = []
    for s in forces.states:
        d = stored.get(s.id)
        states.append(s if d is None else replace(s, status=d["status"], hex=d.get("hex"),
                                                  mode=d.get("mode", s.mode),
                                                  in_supply=bool(d.get("in_supply", True))))
    return replace(forces, states=tuple(states))


def forces_ops(store: Store, game_id: int, forces: Forces) -> list:
    """Row operations that make the unit records match ``forces`` (only what differs)."""
    return [records.put_op(store, game_id, UNIT, s.id, unit_data(s), position=i)
            for i, s in enumerate(forces.states)]


def reroll_of(state: dict) -> ReRollCounter:
    d = state.get("reroll") or {}
    return ReRollCounter(d.get("holder", "japanese"), frozenset(d.get("rerolled", [])), int(d.get("uses", 0)))


def reroll_data(counter: ReRollCounter) -> dict[str, Any]:
    return {"holder": counter.holder, "rerolled": sorted(counter.rerolled), "uses": counter.uses}


def state_ops(store: Store, game_id: int, new_state: dict, text: str = "") -> list:
    return list(games.state_change(store, game_id, new_state, text or "Luzon state").ops)


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
    ops = forces_ops(store, game_id, forces) + state_ops(store, game_id, state)
    with store.db.atomic():
        for op in ops:
            if op is not None:
                store._apply_op(op)
