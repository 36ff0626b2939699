"""A Saipan game kept as records, and the demo a new game starts from. Qt-free.

``session.state``: ``turn``, ``first_player`` and ``done`` (the day's checklist, ``sequence.TurnChecklist``),
and ``victory`` (``japanese_ground_left``, ``winner_level``). Records kind ``result``, key = a
zero-padded number: one per recorded result (``victory.Result.to_dict``), tallied for the VPs.
"""

from __future__ import annotations

from typing import Any

from assistant.store import games, records
from assistant.store.store import Store

from .sequence import TurnChecklist
from .victory import Result

RESULT = "result"


def checklist_of(state: dict) -> TurnChecklist:
    return TurnChecklist.from_dict({"turn": state.get("turn", 1), "first_player": state.get("first_player", "us"),
                                    "done": state.get("done", [])})


def state_with(state: dict, checklist: TurnChecklist) -> dict[str, Any]:
    s = dict(state)
    s.update(checklist.to_dict())
    return s


def results(store: Store, game_id: int) -> list[Result]:
    return [Result(**d) for d in records.all_of(store, game_id, RESULT).values()]


def result_op(store: Store, game_id: int, result: Result):
    n = len(records.all_of(store, game_id, RESULT))
    key = f"{n + 1:04d}"
    while records.get(store, game_id, RESULT, key) is not None:
        n += 1
        key = f"{n + 1:04d}"
    return records.put_op(store, game_id, RESULT, key, result.to_dict(), position=n)


def seed_demo(store: Store, game_id: int, kind_id: str = "saipan") -> None:
    """Day 1 with the air/naval phase under way and a few results on record, outside any undo."""
    cl = TurnChecklist(1, "us", ["air_naval.reinforcements", "air_naval.sea_movement"])
    state = state_with({"victory": {"japanese_ground_left": True, "winner_level": ""}}, cl)
    ops = [games.state_change(store, game_id, state, "Saipan demo").ops[0]]
    demo = (Result("ground_step", "japanese", "118 Inf Rgt", steps=2),
            Result("ground_step", "us", "2 Mar Div", steps=1),
            Result("air_step", "japanese", "A6M", steps=1),
            Result("ship_hit", "us", "DD Phelps", ship_type="DD"))
    for i, r in enumerate(demo):
        ops.append(records.put_op(store, game_id, RESULT, f"{i + 1:04d}", r.to_dict(), position=i))
    with store.db.atomic():
        for op in ops:
            if op is not None:
                store._apply_op(op)
