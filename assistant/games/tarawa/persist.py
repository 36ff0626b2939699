"""A Tarawa game kept as records, and the changes that write them. Qt-free.

Records (``assistant.store.records``):

* kind ``terrain``, key = hex number ("1224"), data ``{"terrain": type}`` (``terrain.TERRAIN_TYPES``),
  with ``capacity`` (the number printed on a bunker, pillbox or coastal defence, 2.2.2.2) and ``arc``
  (a pillbox's marked middle hexside, 6.1 A) where the referee entered them. A hex without one takes
  the terrain traced over the map image (``map_image.TERRAIN``), else it is clear.
* kind ``tec``, key ``main``: ``{type: drm}``, the TEC combat DRMs the referee entered (T4).
* kind ``tec_mp``, key ``main``: ``{type: MPs}``, the TEC movement costs entered (T4; -1 closed).
* kind ``unit``, key = the unit id, data ``units.Unit.to_dict`` (side, type, steps, ratings, hex, facing).
* kind ``action_log``, key ``main``: ``{"actions": [...]}`` (``turns.Action.to_dict``).

``session.state`` keeps ``turn`` and ``phase`` (the player to act) in step with the log, the victory
entries (``victory``: ``cleared_turn``, ``us_step_losses``) and the entered facing DRMs
(``facing_drms``: ``flank``, ``rear``; 5.0, T4).
"""

from __future__ import annotations

from functools import lru_cache

import copy
from dataclasses import replace
from typing import Any, Sequence

from assistant.core.errors import InputError
from assistant.core.hexes import load_map
from assistant.games import map_image
from assistant.store import games, records
from assistant.store.changes import Change
from assistant.store.store import Store

from .rulings import TarawaRulings
from .scenario import default_track
from .terrain import TERRAIN_TYPES, TerrainMap
from .turns import ActionLog
from .units import Losses, Unit

TERRAIN = "terrain"
TEC = "tec"
TEC_MP = "tec_mp"
UNIT = "unit"
LOG = "action_log"
LOG_KEY = "main"


def terrain_map(store: Store, game_id: int) -> TerrainMap:
    """The terrain every Tarawa rule reads: the hexes traced over the map image (``map_image``'s
    ``map_terrain`` records, the same labels as ``terrain.TERRAIN_TYPES``), under the referee's own
    ``terrain`` marks, which win hex by hex (a hex marked clear stays clear whatever was traced)."""
    tm = TerrainMap(load_map("tarawa"))
    for label, d in traced_terrain(store, game_id).items():
        tm.terrain[label] = d
    for label, d in records.all_of(store, game_id, TERRAIN).items():
        with records.reading(game_id, TERRAIN, label):
            tm.mark(label, d["terrain"])
            if d.get("capacity"):
                tm.capacity[label] = int(d["capacity"])
            if d.get("arc") is not None:
                tm.arcs[label] = int(d["arc"])
    tm.hexsides = {k: v for k, v in map_image.traced_hexsides(store, game_id).items()
                   if v["feature"] in map_image.hexside_labels("tarawa")}
    for t, drm in (records.get(store, game_id, TEC, "main") or {}).items():
        if t in tm.types:
            tm.types[t] = replace(tm.types[t], drm=int(drm))
    return tm


def traced_terrain(store: Store, game_id: int) -> dict[str, str]:
    """Hex number -> terrain type traced with the map image's brush (labels that are not a Tarawa
    terrain type, or hexes off the map, are left out: the brush offers only Tarawa's own)."""
    hexmap = load_map("tarawa")
    known = _map_labels()
    out = {}
    for label, d in records.all_of(store, game_id, map_image.TERRAIN).items():
        t = d.get("terrain")
        if t not in TERRAIN_TYPES:
            continue
        if label in known:      # the brush's own spelling: no parse per hex (a whole map is 5,940)
            out[label] = t
            continue
        try:
            h = hexmap.parse(label)
        except InputError:      # a hand-edited record; the brush writes only map hexes
            continue
        if hexmap.contains(h):
            out[hexmap.label(h)] = t
    return out


@lru_cache(maxsize=1)
def _map_labels() -> frozenset[str]:
    """Every printed number of Tarawa's map."""
    return frozenset(lb for _h, lb, _x, _y in load_map("tarawa").cells())


def move_costs(store: Store, game_id: int) -> dict[str, int | None]:
    """The TEC movement costs entered (T4): {terrain: MPs, -1 closed}; a type not listed is not entered."""
    return {t: (None if v is None else int(v)) for t, v in (records.get(store, game_id, TEC_MP, "main") or {}).items()}


def tec_op(store: Store, game_id: int, terrain: str, drm: int):
    d = dict(records.get(store, game_id, TEC, "main") or {})
    d[terrain] = int(drm)
    return records.put_op(store, game_id, TEC, "main", d)


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


# ----------------------------------------------------------------------------- units
def load_units(store: Store, game_id: int) -> list[Unit]:
    return list(records.each(store, game_id, UNIT, Unit.from_dict).values())


def units_ops(store: Store, game_id: int, old: Sequence[Unit], new: Sequence[Unit]) -> list:
    """Row operations that turn the records of ``old`` into ``new`` (gone units deleted)."""
    keep = {u.id for u in new}
    ops = [records.delete_op(store, game_id, UNIT, u.id) for u in old if u.id not in keep]
    pos = {u.id: i for i, u in enumerate(old)}
    for i, u in enumerate(new):
        ops.append(records.put_op(store, game_id, UNIT, u.id, u.to_dict(), position=pos.get(u.id, len(old) + i)))
    return [op for op in ops if op is not None]


def units_change(store: Store, game_id: int, old: Sequence[Unit], new: Sequence[Unit], text: str,
                 extra_ops: Sequence | None = None) -> Change:
    return records.change(text, game_id, units_ops(store, game_id, old, new) + list(extra_ops or []))


def losses_state(state: dict, losses: Losses) -> dict[str, Any]:
    """``state`` with the US step losses of a combat added to the victory entry (8.7, amtracs not counted)."""
    s = copy.deepcopy(state)
    v = dict(s.get("victory") or {"cleared_turn": 0, "us_step_losses": 0})
    v["us_step_losses"] = int(v.get("us_step_losses") or 0) + losses.us_steps_counted
    s["victory"] = v
    return s
