"""A Luzon game kept as records, and the changes that write them. Qt-free.

Records (``assistant.store.records``):

* kind ``unit``: one per counter, key = the unit id, data ``{"status", "hex", "mode", "in_supply",
  "reduced"}`` (see ``forces.UnitState``; ``reduced`` = the counter shows its reduced side).
* kind ``series_result``, key = a zero-padded number: one OCS series result the referee entered
  (ruling L2: the series charts are not in the source), with the step losses it applied.

The game's state (``session.state``) holds the turn (``turn``), the weather rolled per turn
(``weather``), the ticked checklist lines (``checked``), the replacement roll per turn
(``replacement``), whether the recovery draw was made (``recovery``) and the re-roll counter
(``reroll``: holder, rerolled roll ids, uses).

Step losses (L2, our default): Step Loss Markers are not used in Luzon (rules, components), so a
counter has two steps, its full and its reduced side; a unit set up reduced ("*", 6.0) has one. A
lost step flips a full unit; a unit with no step left is eliminated (Allied ground units to the
Recovery Pool, the rest to the Dead Pile: ``Forces.eliminate``).
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field, replace
from typing import Any

from assistant.core.errors import InputError
from assistant.games.luzon.forces import ON_MAP, Forces
from assistant.games.luzon.reroll import ReRollCounter
from assistant.games.luzon.scenario import Scenario, load_scenario
from assistant.store import games, records
from assistant.store.changes import Change
from assistant.store.store import Store
from assistant.core.messages import msg

UNIT = "unit"
SERIES = "series_result"
SERIES_KINDS = ("combat", "barrage")


def unit_data(state, reduced: bool = False) -> dict[str, Any]:
    return {"status": state.status, "hex": state.hex, "mode": state.mode, "in_supply": state.in_supply,
            "reduced": bool(reduced)}


def load_forces(store: Store, game_id: int, scenario: Scenario | None = None) -> Forces:
    """The forces as the records say (units without a record are as at the start)."""
    scenario = scenario or load_scenario()
    forces = Forces.at_start(scenario)
    stored = records.all_of(store, game_id, UNIT)
    states = []
    for s in forces.states:
        d = stored.get(s.id)
        with records.reading(game_id, UNIT, s.id):
            states.append(s if d is None else replace(s, status=d["status"], hex=d.get("hex"),
                                                      mode=d.get("mode", s.mode),
                                                      in_supply=bool(d.get("in_supply", True))))
    return replace(forces, states=tuple(states))


def reduced_units(store: Store, game_id: int, forces: Forces) -> set[str]:
    """Units showing their reduced side: as the record says, else as set up (6.0 "*")."""
    stored = records.all_of(store, game_id, UNIT)
    out = set()
    for s in forces.states:
        d = stored.get(s.id)
        if (d.get("reduced") if d is not None and "reduced" in d else s.spec.reduced):
            out.add(s.id)
    return out


def forces_ops(store: Store, game_id: int, forces: Forces, reduced: set[str] | None = None) -> list:
    """Row operations that make the unit records match ``forces`` (only what differs)."""
    if reduced is None:
        reduced = reduced_units(store, game_id, forces)
    return [records.put_op(store, game_id, UNIT, s.id, unit_data(s, s.id in reduced), position=i)
            for i, s in enumerate(forces.states)]


def reroll_of(state: dict) -> ReRollCounter:
    d = state.get("reroll") or {}
    return ReRollCounter(d.get("holder", "japanese"), frozenset(d.get("rerolled", [])), int(d.get("uses", 0)))


def reroll_data(counter: ReRollCounter) -> dict[str, Any]:
    return {"holder": counter.holder, "rerolled": sorted(counter.rerolled), "uses": counter.uses}


def state_ops(store: Store, game_id: int, new_state: dict, text: str = "") -> list:
    return list(games.state_change(store, game_id, new_state, text or "Luzon state").ops)


# ----------------------------------------------------------------------------- series results (L2)
@dataclass(frozen=True)
class SeriesResult:
    """An OCS Combat or Barrage result read off the series charts by the referee (L2)."""

    turn: int
    kind: str                                  # combat | barrage
    text: str                                  # the result as printed, e.g. "AL1 DL1o2"
    hex: str = ""
    losses: tuple[tuple[str, int], ...] = ()   # (unit id, steps lost)
    note: str = ""
    eliminated: tuple[str, ...] = field(default=())   # filled in when applied

    def __post_init__(self) -> None:
        if self.kind not in SERIES_KINDS:
            raise InputError(msg("kind must be one of {0}", SERIES_KINDS), "series result")
        if not self.text.strip():
            raise InputError(msg("enter the result as the series chart gives it (L2)"), "series result: text")
        for uid, n in self.losses:
            if n < 1:
                raise InputError(msg("a step loss is at least 1"), f"series result: {uid}")

    def to_dict(self) -> dict[str, Any]:
        d = asdict(self)
        d["losses"] = [list(x) for x in self.losses]
        d["eliminated"] = list(self.eliminated)
        return d

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> "SeriesResult":
        return cls(int(d["turn"]), d["kind"], d["text"], d.get("hex", ""),
                   tuple((a, int(b)) for a, b in d.get("losses", [])), d.get("note", ""),
                   tuple(d.get("eliminated", [])))


def apply_series(forces: Forces, reduced: set[str], result: SeriesResult) -> tuple[Forces, set[str], SeriesResult]:
    """The forces after the result's step losses: a full unit that loses one step is reduced; a unit
    with no step left is eliminated (see the module note)."""
    reduced = set(reduced)
    gone = []
    for uid, n in result.losses:
        s = forces.get(uid)
        if s.status != ON_MAP:
            raise InputError(msg("is not on the map ({0})", s.status.replace('_', ' ')), f"unit {uid!r}")
        left = (1 if uid in reduced else 2) - n
        if left <= 0:
            forces = forces.eliminate(uid)
            reduced.discard(uid)
            gone.append(uid)
        else:
            reduced.add(uid)
    return forces, reduced, replace(result, eliminated=tuple(gone))


def series_results(store: Store, game_id: int) -> list[SeriesResult]:
    return [SeriesResult.from_dict(d) for d in records.all_of(store, game_id, SERIES).values()]


def series_change(store: Store, game_id: int, result: SeriesResult, scenario: Scenario | None = None) -> Change:
    """One undoable change: the result entered in the log and its step losses applied to the units."""
    forces = load_forces(store, game_id, scenario)
    reduced = reduced_units(store, game_id, forces)
    new, new_reduced, applied = apply_series(forces, reduced, result)
    n = len(records.all_of(store, game_id, SERIES))
    key = f"{n + 1:04d}"
    while records.get(store, game_id, SERIES, key) is not None:
        n += 1
        key = f"{n + 1:04d}"
    ops = forces_ops(store, game_id, new, new_reduced)
    ops.append(records.put_op(store, game_id, SERIES, key, applied.to_dict(), position=n))
    names = {s.id: s.spec.name for s in forces.states}
    losses = ", ".join(f"{names.get(u, u)} -{k}" for u, k in result.losses) or "no step losses"
    text = (f"Turn {result.turn} {result.kind} result {result.text!r}"
            + (f" at {result.hex}" if result.hex else "") + f": {losses}"
            + (f"; eliminated {', '.join(names.get(u, u) for u in applied.eliminated)}" if applied.eliminated else ""))
    return records.change(text, game_id, ops)
