"""A Saipan game kept as records, and the changes that write them. Qt-free.

``session.state``: ``turn``, ``first_player`` and ``done`` (the day's checklist, ``sequence.TurnChecklist``),
and ``victory`` (``japanese_ground_left``, ``winner_level``). Records:

* kind ``result``, key = a zero-padded number: one per recorded result (``victory.Result.to_dict``),
  tallied for the VPs;
* kind ``unit``, key = the unit id: a ground unit on the map (``units.Unit.to_dict``). A step loss
  writes the unit and a ``ground_step`` result in one change, so the tally reads it.
"""

from __future__ import annotations

from typing import Any, Sequence

from assistant.store import records
from assistant.store.changes import Change
from assistant.store.store import Store

from .sequence import TurnChecklist
from .units import Unit, lose_steps
from .victory import Result

RESULT = "result"
UNIT = "unit"


def checklist_of(state: dict) -> TurnChecklist:
    return TurnChecklist.from_dict({"turn": state.get("turn", 1), "first_player": state.get("first_player", "us"),
                                    "done": state.get("done", []), "over": state.get("over", False),
                                    "setup_step": bool(state.get("setup_step", False))})


def state_with(state: dict, checklist: TurnChecklist) -> dict[str, Any]:
    s = dict(state)
    s.update(checklist.to_dict())
    return s


def results(store: Store, game_id: int) -> list[Result]:
    return list(results_by_key(store, game_id).values())


def results_by_key(store: Store, game_id: int) -> dict[str, Result]:
    """Every recorded result by its record key, in the order they were recorded."""
    return {k: Result(**d) for k, d in records.all_of(store, game_id, RESULT).items()}


def _next_result_number(store: Store, game_id: int) -> int:
    keys = [int(k) for k in records.all_of(store, game_id, RESULT) if k.isdigit()]
    return max(keys, default=0) + 1


def result_op(store: Store, game_id: int, result: Result, skip: int = 0):
    """The op recording ``result`` under the next free key (``skip``: ops of the same change before it)."""
    n = _next_result_number(store, game_id) + skip
    return records.put_op(store, game_id, RESULT, f"{n:04d}", result.to_dict(), position=n - 1)


def result_ops(store: Store, game_id: int, new: Sequence[Result]) -> list:
    """Ops recording several results in one change, under consecutive keys."""
    return [result_op(store, game_id, r, skip=i) for i, r in enumerate(new)]


def remove_result_op(store: Store, game_id: int, key: str):
    return records.delete_op(store, game_id, RESULT, key)


def load_units(store: Store, game_id: int) -> list[Unit]:
    return list(records.each(store, game_id, UNIT, Unit.from_dict).values())


def units_ops(store: Store, game_id: int, old: Sequence[Unit], new: Sequence[Unit]) -> list:
    keep = {u.id for u in new}
    ops = [records.delete_op(store, game_id, UNIT, u.id) for u in old if u.id not in keep]
    pos = {u.id: i for i, u in enumerate(old)}
    ops += [records.put_op(store, game_id, UNIT, u.id, u.to_dict(), position=pos.get(u.id, len(old) + i))
            for i, u in enumerate(new)]
    return [op for op in ops if op is not None]


def units_change(store: Store, game_id: int, old: Sequence[Unit], new: Sequence[Unit], text: str) -> Change:
    return records.change(text, game_id, units_ops(store, game_id, old, new))


def step_loss_change(store: Store, game_id: int, unit_id: str, steps: int = 1) -> Change:
    """One undoable change: ``unit_id`` loses ``steps`` (removed at 0) and a ground-step result is
    recorded for the other side's VPs (16.4 A)."""
    old = load_units(store, game_id)
    unit = next((u for u in old if u.id == unit_id), None)
    new, lost, gone = lose_steps(old, unit_id, steps)
    res = Result("ground_step", unit.side, unit.label, steps=lost)
    ops = units_ops(store, game_id, old, new) + [result_op(store, game_id, res)]
    text = f"{unit.label} ({unit.hex}) loses {lost} step{'s' if lost != 1 else ''}" + (" — removed" if gone else "")
    return records.change(text, game_id, ops)
