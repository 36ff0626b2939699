"""A Tarawa game kept as records, and a demo Betio a new game starts from. Qt-free.

Records (``assistant.store.records``):

* kind ``terrain``, key = hex number ("1224"), data ``{"terrain": type}`` (``terrain.TERRAIN_TYPES``);
  an unmarked hex is clear (open water on the demo map).
* kind ``action_log``, key ``main``: ``{"actions": [...]}`` (``turns.Action.to_dict``).

``session.state`` keeps ``turn`` and ``phase`` (the player to act) in step with the log, and the
victory entries (``victory``: ``cleared_turn``, ``us_step_losses``).

The printed map is not in the source: the demo island is a sketch (a beach along the landing hexes
0528-6123, palms, buildings, fortifications and the airfield) for trying the tool, not the real map.
"""

from __future__ import annotations

from typing import Any

from assistant.core.hexes import load_map
from assistant.store import games, records
from assistant.store.store import Store

from .rulings import TarawaRulings
from .scenario import default_track
from .terrain import TerrainMap
from .turns import ActionLog

TERRAIN = "terrain"
LOG = "action_log"
LOG_KEY = "main"


def terrain_map(store: Store, game_id: int) -> TerrainMap:
    tm = TerrainMap(load_map("tarawa"))
    for label, d in records.all_of(store, game_id, TERRAIN).items():
        tm.mark(label, d["terrain"])
    return tm


def rulings_of(settings: dict) -> TarawaRulings:
    return TarawaRulings.from_dict(settings.get("rulings") or {})


def action_log(store: Store, game_id: int, settings: dict) -> ActionLog:
    d = records.get(store, game_id, LOG, LOG_KEY) or {"actions": []}
    return ActionLog.from_dict({"rulings": rulings_of(settings).to_dict(), "track": default_track().to_dict(),
                                "actions": d.get("actions", [])})


def log_op(store: Store, game_id: int, log: ActionLog):
    return records.put_op(store, game_id, LOG, LOG_KEY, {"actions": [a.to_dict() for a in log.actions]})


def state_for(state: dict, log: ActionLog) -> dict[str, Any]:
    s = dict(state)
    s["turn"] = log.turn
    s["phase"] = f"{log.next_player} to act"
    return s


def state_op(store: Store, game_id: int, state: dict):
    return games.state_change(store, game_id, state, "Tarawa state").ops[0]


def demo_terrain() -> dict[str, str]:
    """A sketch of Betio: the north-shore beach on the landing line, the island south of it."""
    m = load_map("tarawa")
    out: dict[str, str] = {}
    c0, c1 = 3, 66
    for col in range(c0, c1 + 1):
        beach = round(28 - (col - 5) * 5 / 56) if col <= 61 else 23 + (col - 61) // 2
        depth = 6 if 10 <= col <= 55 else 4 if col < 10 else max(2, 6 - (col - 55) // 2)
        out[f"{col:02d}{beach:02d}"] = "beach"
        for k in range(1, depth + 1):
            row = beach + k
            if k == depth:
                t = "beach"
            elif 22 <= col <= 40 and k in (2, 3):
                t = "airfield"
            elif col % 7 == 0 and k == 1:
                t = "pillbox"
            elif col % 11 == 3 and k == 2:
                t = "bunker"
            elif (col * 3 + k) % 5 == 0:
                t = "buildings"
            elif (col + k) % 3 == 0:
                t = "palm_trees"
            else:
                t = "clear"
            out[f"{col:02d}{row:02d}"] = t
    for row in range(12, 24):          # the long pier, north into the lagoon
        out[f"33{row:02d}"] = "pier"
    out["4431"] = "command_bunker"
    out["0629"] = "coastal_defence"
    out["6426"] = "coastal_defence"
    out["1430"] = "rifle_pits"
    out["1531"] = "anti_tank_ditch"
    for label in out:
        m.parse(label)
    return out


def seed_demo(store: Store, game_id: int, kind_id: str = "tarawa") -> None:
    """Lay out the demo island in a new game, outside any undo."""
    ops = [records.put_op(store, game_id, TERRAIN, label, {"terrain": t}, position=i)
           for i, (label, t) in enumerate(sorted(demo_terrain().items()))]
    log = ActionLog(TarawaRulings(), default_track())
    ops.append(log_op(store, game_id, log))
    ops.append(state_op(store, game_id, state_for({"victory": {"cleared_turn": 0, "us_step_losses": 0}}, log)))
    with store.db.atomic():
        for op in ops:
            if op is not None:
                store._apply_op(op)
