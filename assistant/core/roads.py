"""Town-and-road networks: towns joined by roads of three kinds, movement-point routes, segment limits.

Qt-free and game-neutral. A referee enters a printed board once as a list of towns and roads
(see ``docs/ROAD_NETWORK.md`` for the JSON file); the network then answers:

- the cheapest route in movement points between two towns (Dijkstra), avoiding road segments that
  are already full this turn and towns that may not be passed through (enemy towns: a move may end
  at one, to attack it, but never pass it);
- the cheapest way to bring several stacks to one town when segments hold only so many units a
  turn (a small min-cost flow; it reproduces the "route around a full segment" arithmetic);
- a turn's bookkeeping (:class:`TurnMoves`): movement points spent, units per segment, units per
  town, all checked before anything changes.

Bad input raises :class:`assistant.core.errors.InputError` naming what and where; a failed call
changes nothing.
"""

from __future__ import annotations

import heapq
import json
from collections.abc import Callable, Collection, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from enum import Enum
from pathlib import Path
from types import MappingProxyType
from typing import Any

from assistant.core.errors import InputError
from assistant.core.messages import msg

FORMAT_ID = "table-assistant/road-network"
FORMAT_VERSION = 1

#: Default limits (MacArthur's campaigns): units that may use one road segment in one turn,
#: and units that may stand in one town. Games pass their own values.
DEFAULT_SEGMENT_LIMIT = 5
DEFAULT_STACK_LIMIT = 10


class RoadKind(str, Enum):
    """How a road is drawn on the board; each kind has a movement-point cost per unit."""

    SOLID = "solid"
    DASHED = "dashed"
    DOTTED = "dotted"

    @property
    def cost_mp(self) -> int:
        return ROAD_COST_MP[self]


#: Movement points for one unit to go from a town to the next along each road kind.
ROAD_COST_MP: dict[RoadKind, int] = {RoadKind.SOLID: 1, RoadKind.DASHED: 2, RoadKind.DOTTED: 3}


def road_key(a: str, b: str) -> tuple[str, str]:
    """The name of the segment between two towns, independent of direction."""
    return (a, b) if a <= b else (b, a)


@dataclass(frozen=True)
class Town:
    """A town (circle at a road crossing). ``flags`` are game words ("bataan", "airfield", ...)."""

    name: str
    air_strip: bool = False
    zone: str | None = None
    flags: frozenset[str] = frozenset()

    def has(self, flag: str) -> bool:
        return flag in self.flags


@dataclass(frozen=True)
class Road:
    """A road segment between two adjacent towns. ``one_way`` roads run only from ``a`` to ``b``."""

    a: str
    b: str
    kind: RoadKind = RoadKind.SOLID
    one_way: bool = False

    @property
    def key(self) -> tuple[str, str]:
        return road_key(self.a, self.b)

    @property
    def cost_mp(self) -> int:
        return self.kind.cost_mp

    def other(self, town: str) -> str:
        return self.b if town == self.a else self.a

    def allows(self, origin: str) -> bool:
        """Whether a unit may travel along this road starting at ``origin``."""
        return (not self.one_way) or origin == self.a


@dataclass(frozen=True)
class LandingArea:
    """A landing area (triangle) that feeds ``town``; ``capacity`` units may land through it a turn."""

    name: str
    town: str
    capacity: int
    zone: str | None = None


@dataclass(frozen=True)
class Route:
    """A route through towns, and what one unit pays to follow it."""

    towns: tuple[str, ...]
    cost_mp: int

    @property
    def segments(self) -> tuple[tuple[str, str], ...]:
        return tuple(road_key(a, b) for a, b in zip(self.towns, self.towns[1:]))


def _require_name(value: Any, where: str) -> str:
    if not isinstance(value, str) or not value.strip():
        raise InputError(msg("a town name must be a non-empty text, got {0!r}", value), where)
    return value


def _require_count(value: Any, what: str, where: str, *, minimum: int = 0) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise InputError(msg("{0} must be a whole number, got {1!r}", what, value), where)
    if value < minimum:
        raise InputError(msg("{0} must be at least {1}, got {2}", what, minimum, value), where)
    return value


class RoadNetwork:
    """Towns, roads and landing areas of one board. Build with the ``add_*`` methods or :meth:`load`."""

    def __init__(self, name: str = "", *, meta: Mapping[str, Any] | None = None):
        self.name = name
        self.meta: dict[str, Any] = dict(meta or {})
        self._towns: dict[str, Town] = {}
        self._roads: dict[tuple[str, str], Road] = {}
        self._adjacent: dict[str, list[Road]] = {}
        self._landings: dict[str, LandingArea] = {}

    # ----------------------------------------------------------------- building
    def add_town(self, name: str, *, air_strip: bool = False, zone: str | None = None,
                 flags: Iterable[str] = ()) -> Town:
        where = f"town {name!r}"
        _require_name(name, "town")
        if name in self._towns:
            raise InputError(msg("this town is already on the board"), where)
        town = Town(name, bool(air_strip), zone, frozenset(flags))
        self._towns[name] = town
        self._adjacent[name] = []
        return town

    def add_road(self, a: str, b: str, kind: RoadKind | str = RoadKind.SOLID, *,
                 one_way: bool = False) -> Road:
        where = f"road {a!r}-{b!r}"
        for end in (a, b):
            if end not in self._towns:
                raise InputError(msg("no town named {0!r} on the board", end), where)
        if a == b:
            raise InputError(msg("a road must join two different towns"), where)
        try:
            kind = RoadKind(kind)
        except ValueError:
            raise InputError(msg("road kind must be solid, dashed or dotted, got {0!r}", kind), where) from None
        if road_key(a, b) in self._roads:
            raise InputError(msg("these two towns are already joined by a road"), where)
        road = Road(a, b, kind, bool(one_way))
        self._roads[road.key] = road
        self._adjacent[a].append(road)
        self._adjacent[b].append(road)
        return road

    def add_landing_area(self, name: str, town: str, capacity: int, *, zone: str | None = None) -> LandingArea:
        where = f"landing area {name!r}"
        _require_name(name, "landing area")
        if name in self._landings:
            raise InputError(msg("this landing area is already on the board"), where)
        if town not in self._towns:
            raise InputError(msg("no town named {0!r} on the board", town), where)
        _require_count(capacity, "capacity", where, minimum=1)
        area = LandingArea(name, town, capacity, zone)
        self._landings[name] = area
        return area

    # ----------------------------------------------------------------- queries
    @property
    def towns(self) -> Mapping[str, Town]:
        return MappingProxyType(self._towns)   # a read-only view: no copy on every look-up

    @property
    def roads(self) -> tuple[Road, ...]:
        return tuple(self._roads.values())

    @property
    def landing_areas(self) -> Mapping[str, LandingArea]:
        return MappingProxyType(self._landings)

    def town(self, name: str, where: str = "") -> Town:
        try:
            return self._towns[name]
        except KeyError:
            raise InputError(msg("no town named {0!r} on the board", name), where or f"town {name!r}") from None

    def towns_with(self, flag: str) -> tuple[str, ...]:
        return tuple(n for n, t in self._towns.items() if flag in t.flags)

    def road(self, a: str, b: str) -> Road:
        try:
            return self._roads[road_key(a, b)]
        except KeyError:
            raise InputError(msg("no road joins {0!r} and {1!r}", a, b), f"road {a!r}-{b!r}") from None

    def roads_from(self, town: str) -> tuple[Road, ...]:
        self.town(town)
        return tuple(self._adjacent[town])

    def neighbours(self, town: str) -> tuple[str, ...]:
        """Towns reachable from ``town`` along one road (one-way roads respected)."""
        return tuple(r.other(town) for r in self.roads_from(town) if r.allows(town))

    def route_cost_mp(self, towns: Sequence[str]) -> int:
        """What one unit pays to follow ``towns``; raises if a step has no road or runs against a one-way road."""
        if len(towns) < 1:
            raise InputError(msg("a route needs at least one town"), "route")
        for t in towns:
            self.town(t, "route")
        cost = 0
        for a, b in zip(towns, towns[1:]):
            road = self.road(a, b)
            if not road.allows(a):
                raise InputError(msg("the road {0!r}->{1!r} runs one way only", road.a, road.b), f"route step {a!r}->{b!r}")
            cost += road.cost_mp
        return cost

    def cheapest_route(self, start: str, goal: str, *, units: int = 1,
                       used: Mapping[tuple[str, str], int] | None = None,
                       segment_limit: int | None = None,
                       no_passing: Collection[str] = (),
                       road_filter: Callable[[Road, str], bool] | None = None) -> Route | None:
        """Cheapest route (Dijkstra) for a stack of ``units`` from ``start`` to ``goal``, or None.

        ``used`` counts units that already used each segment this turn; with ``segment_limit`` a
        segment is open only while ``used + units <= segment_limit``. Towns in ``no_passing`` (for
        example enemy towns) may be the goal but are never passed through. ``road_filter(road, origin)``
        may close further roads. Ties between equal routes go to the one with fewer towns, then by name.
        """
        self.town(start, "route start")
        self.town(goal, "route goal")
        _require_count(units, "units", "route", minimum=1)
        used = used or {}
        blocked = set(no_passing)
        best: dict[str, tuple[int, int]] = {start: (0, 0)}
        prev: dict[str, str] = {}
        heap: list[tuple[int, int, str]] = [(0, 0, start)]
        done: set[str] = set()
        while heap:
            cost, hops, town = heapq.heappop(heap)
            if town in done:
                continue
            done.add(town)
            if town == goal:
                break
            if town in blocked and town != start:
                continue
            for road in self._adjacent[town]:
                if not road.allows(town):
                    continue
                if segment_limit is not None and used.get(road.key, 0) + units > segment_limit:
                    continue
                if road_filter is not None and not road_filter(road, town):
                    continue
                nxt = road.other(town)
                cand = (cost + road.cost_mp, hops + 1)
                if nxt not in best or cand < best[nxt]:
                    best[nxt] = cand
                    prev[nxt] = town
                    heapq.heappush(heap, (cand[0], cand[1], nxt))
        if goal not in done:
            return None
        path = [goal]
        while path[-1] != start:
            path.append(prev[path[-1]])
        return Route(tuple(reversed(path)), best[goal][0])

    def reachable(self, start: str, *, passable: Callable[[str], bool] = lambda _t: True) -> set[str]:
        """Towns reached from ``start`` through towns for which ``passable`` holds (``start`` included)."""
        self.town(start)
        seen = {start}
        todo = [start]
        while todo:
            town = todo.pop()
            for nxt in self.neighbours(town):
                if nxt not in seen and passable(nxt):
                    seen.add(nxt)
                    todo.append(nxt)
        return seen

    # ----------------------------------------------------------------- files
    def to_dict(self) -> dict[str, Any]:
        return {
            "format": FORMAT_ID,
            "version": FORMAT_VERSION,
            "name": self.name,
            "towns": [
                {"name": t.name, "air_strip": t.air_strip, "zone": t.zone, "flags": sorted(t.flags)}
                for t in self._towns.values()
            ],
            "roads": [
                {"from": r.a, "to": r.b, "kind": r.kind.value, "one_way": r.one_way}
                for r in self._roads.values()
            ],
            "landing_areas": [
                {"name": a.name, "town": a.town, "capacity": a.capacity, "zone": a.zone}
                for a in self._landings.values()
            ],
            "meta": self.meta,
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, Any], source: str = "road network") -> RoadNetwork:
        if not isinstance(data, Mapping):
            raise InputError(msg("the file must hold one JSON object"), source)
        if data.get("format", FORMAT_ID) != FORMAT_ID:
            raise InputError(msg("field 'format' must be {0!r}", FORMAT_ID), source)
        version = data.get("version", FORMAT_VERSION)
        if isinstance(version, bool) or not isinstance(version, int) or version < 1:
            raise InputError(msg("field 'version' must be a whole number, not {0!r}", version), source)
        if version > FORMAT_VERSION:
            raise InputError(msg("version {0!r} is newer than this app reads ({1})", version, FORMAT_VERSION), source)
        known = {"format", "version", "name", "towns", "roads", "landing_areas", "meta"}
        unknown = sorted(set(data) - known)
        if unknown:
            raise InputError(msg("unknown field(s) {0}", ', '.join(unknown)), source)
        for key in ("towns", "roads", "landing_areas"):
            if not isinstance(data.get(key, []), list):
                raise InputError(msg("'{0}' must be a list, not {1}", key, type(data.get(key)).__name__), f"{source}: {key}")
        if not isinstance(data.get("name", ""), str):
            raise InputError(msg("'name' must be text"), f"{source}: name")
        if not isinstance(data.get("meta") or {}, Mapping):
            raise InputError(msg("'meta' must be an object"), f"{source}: meta")
        net = cls(str(data.get("name", "")), meta=data.get("meta") or {})
        for i, t in enumerate(data.get("towns", [])):
            where = f"{source}: towns[{i}]"
            if not isinstance(t, Mapping) or "name" not in t:
                raise InputError(msg("each town needs a 'name'"), where)
            flags = t.get("flags", [])
            if not isinstance(flags, list) or not all(isinstance(f, str) for f in flags):
                raise InputError(msg("'flags' must be a list of words"), where)
            air_strip = _flag(t, "air_strip", where)
            if t.get("zone") is not None and not isinstance(t.get("zone"), str):
                raise InputError(msg("'zone' must be text"), where)
            try:
                net.add_town(t["name"], air_strip=air_strip, zone=t.get("zone"), flags=flags)
            except InputError as err:
                raise InputError(err.message, f"{where} ({err.where})") from None
        for i, r in enumerate(data.get("roads", [])):
            where = f"{source}: roads[{i}]"
            if not isinstance(r, Mapping) or "from" not in r or "to" not in r:
                raise InputError(msg("each road needs 'from' and 'to'"), where)
            one_way = _flag(r, "one_way", where)
            try:
                net.add_road(r["from"], r["to"], r.get("kind", "solid"), one_way=one_way)
            except InputError as err:
                raise InputError(err.message, f"{where} ({err.where})") from None
        for i, a in enumerate(data.get("landing_areas", [])):
            where = f"{source}: landing_areas[{i}]"
            if not isinstance(a, Mapping) or not {"name", "town", "capacity"} <= set(a):
                raise InputError(msg("each landing area needs 'name', 'town' and 'capacity'"), where)
            try:
                net.add_landing_area(a["name"], a["town"], a["capacity"], zone=a.get("zone"))
            except InputError as err:
                raise InputError(err.message, f"{where} ({err.where})") from None
        return net

    def save(self, path: str | Path) -> None:
        Path(path).write_text(json.dumps(self.to_dict(), indent=2) + "\n", encoding="utf-8")

    @classmethod
    def load(cls, path: str | Path) -> RoadNetwork:
        from .limits import loads_json, read_bounded

        path = Path(path)
        data = loads_json(read_bounded(path, str(path)), str(path))   # the one JSON reader, with its limits
        return cls.from_dict(data, source=path.name)


def _flag(obj: Mapping[str, Any], key: str, where: str) -> bool:
    """A true/false field: only JSON's true and false ("no" or "false" as text are refused, not read as true)."""
    value = obj.get(key, False)
    if not isinstance(value, bool):
        raise InputError(msg("'{0}' must be true or false, not {1!r}", key, value), where)
    return value


# --------------------------------------------------------------------- group moves (min-cost flow)


@dataclass(frozen=True)
class GroupPlan:
    """The cheapest way to bring several stacks to one town under the segment limit."""

    routes: tuple[tuple[Route, int], ...]   # (route, number of units that follow it)
    cost_mp: int

    @property
    def units(self) -> int:
        return sum(n for _r, n in self.routes)


def cheapest_group_move(network: RoadNetwork, sources: Mapping[str, int], goal: str, *,
                        used: Mapping[tuple[str, str], int] | None = None,
                        segment_limit: int | None = DEFAULT_SEGMENT_LIMIT,
                        no_passing: Collection[str] = (),
                        road_filter: Callable[[Road, str], bool] | None = None) -> GroupPlan | None:
    """Cheapest total movement points to move ``sources`` (town -> units) into ``goal``.

    Every unit pays its road costs; at most ``segment_limit`` units (counting ``used``) cross a
    segment this turn. Solved exactly as a min-cost flow (successive shortest paths, Bellman-Ford);
    returns None when the segments cannot carry all the units.
    """
    network.town(goal, "group move goal")
    used = used or {}
    supplies = {}
    for town, n in sources.items():
        network.town(town, "group move source")
        _require_count(n, f"units in {town!r}", "group move")
        if n and town != goal:
            supplies[town] = n
    blocked = set(no_passing)
    # arcs: [to, cap, cost, rev_index]
    graph: dict[str, list[list[Any]]] = {t: [] for t in network.towns}
    SRC = "\0source"
    graph[SRC] = []

    def add_arc(u: str, v: str, cap: int, cost: int) -> None:
        graph[u].append([v, cap, cost, len(graph[v])])
        graph[v].append([u, 0, -cost, len(graph[u]) - 1])

    for road in network.roads:
        left = (segment_limit - used.get(road.key, 0)) if segment_limit is not None else sum(supplies.values())
        if left <= 0:
            continue
        for u in (road.a, road.b):
            v = road.other(u)
            if not road.allows(u) or (u in blocked and u not in supplies):
                continue
            if road_filter is not None and not road_filter(road, u):
                continue
            add_arc(u, v, left, road.cost_mp)
    for town, n in supplies.items():
        add_arc(SRC, town, n, 0)
    need = sum(supplies.values())
    total_cost = 0
    sent = 0
    while sent < need:
        dist = {SRC: 0}
        prev: dict[str, tuple[str, int]] = {}
        nodes = list(graph)
        for _ in range(len(nodes)):
            changed = False
            for u in nodes:
                if u not in dist:
                    continue
                for i, (v, cap, cost, _rev) in enumerate(graph[u]):
                    if cap > 0 and dist[u] + cost < dist.get(v, 1 << 60):
                        dist[v] = dist[u] + cost
                        prev[v] = (u, i)
                        changed = True
            if not changed:
                break
        if goal not in dist:
            return None
        push = need - sent
        v = goal
        while v != SRC:
            u, i = prev[v]
            push = min(push, graph[u][i][1])
            v = u
        v = goal
        while v != SRC:
            u, i = prev[v]
            graph[u][i][1] -= push
            rv = graph[u][i][3]
            graph[v][rv][1] += push
            v = u
        sent += push
        total_cost += push * dist[goal]
    # net flow per directed road arc
    flow: dict[tuple[str, str], int] = {}
    for road in network.roads:
        for u in (road.a, road.b):
            for v, cap, cost, rev in graph[u]:
                if v == road.other(u) and cost > 0:
                    f = graph[v][rev][1]
                    if f:
                        flow[(u, v)] = flow.get((u, v), 0) + f
    for (u, v) in list(flow):
        back = flow.get((v, u), 0)
        if back and (u, v) in flow:
            m = min(flow[(u, v)], back)
            flow[(u, v)] -= m
            flow[(v, u)] -= m
    routes: list[tuple[Route, int]] = []
    for town, n in supplies.items():
        left = n
        while left:
            path = [town]
            amount = left
            while path[-1] != goal:
                u = path[-1]
                nxt = next(v for (a, v), f in sorted(flow.items()) if a == u and f > 0)
                amount = min(amount, flow[(u, nxt)])
                path.append(nxt)
            for a, b in zip(path, path[1:]):
                flow[(a, b)] -= amount
            routes.append((Route(tuple(path), network.route_cost_mp(path)), amount))
            left -= amount
    cost = sum(r.cost_mp * n for r, n in routes)
    return GroupPlan(tuple(routes), cost)


# --------------------------------------------------------------------- a turn's bookkeeping


@dataclass(frozen=True)
class Move:
    """One recorded move: ``units`` units followed ``route``; ``cost_by_pool`` is what they paid."""

    units: int
    route: Route
    cost_mp: int
    cost_by_pool: tuple[tuple[str, int], ...] = ()


@dataclass
class TurnMoves:
    """One side's moves in one turn: movement points, units per segment and units per town.

    ``allowance_mp`` is either a number or a mapping pool -> points; ``pool_of(road, origin)`` names
    the pool a step is paid from (default: the single pool ``"main"``). ``units_by_town`` holds the
    moving side's units; ``no_passing`` the towns it may end in but never pass (enemy towns).
    Every method either succeeds completely or raises :class:`InputError` and changes nothing.
    """

    network: RoadNetwork
    allowance_mp: int | Mapping[str, int]
    units_by_town: dict[str, int] = field(default_factory=dict)
    no_passing: frozenset[str] = frozenset()
    segment_limit: int = DEFAULT_SEGMENT_LIMIT
    stack_limit: int = DEFAULT_STACK_LIMIT
    pool_of: Callable[[Road, str], str] | None = None
    road_filter: Callable[[Road, str], bool] | None = None
    used: dict[tuple[str, str], int] = field(default_factory=dict)
    spent: dict[str, int] = field(default_factory=dict)
    moves: list[Move] = field(default_factory=list)

    def __post_init__(self) -> None:
        pools = self._allowances()
        for pool, mp in pools.items():
            _require_count(mp, f"movement allowance ({pool})", "turn")
        for town, n in self.units_by_town.items():
            self.network.town(town, "units by town")
            _require_count(n, f"units in {town!r}", "units by town")
        self.no_passing = frozenset(self.no_passing)

    def _allowances(self) -> dict[str, int]:
        if isinstance(self.allowance_mp, Mapping):
            return dict(self.allowance_mp)
        return {"main": self.allowance_mp}

    def remaining_mp(self, pool: str = "main") -> int:
        allowances = self._allowances()
        if pool not in allowances:
            raise InputError(msg("no movement pool named {0!r}", pool), "turn")
        return allowances[pool] - self.spent.get(pool, 0)

    def _cost_by_pool(self, route: Route, units: int) -> dict[str, int]:
        costs: dict[str, int] = {}
        for a, b in zip(route.towns, route.towns[1:]):
            road = self.network.road(a, b)
            pool = self.pool_of(road, a) if self.pool_of else "main"
            costs[pool] = costs.get(pool, 0) + road.cost_mp * units
        return costs

    def check_route(self, route: Route, units: int, where: str) -> dict[str, int]:
        towns = route.towns
        for t in towns[1:-1]:
            if t in self.no_passing:
                raise InputError(msg("units must stop outside {0!r} (enemy town) and cannot pass it", t), where)
        for a, b in zip(towns, towns[1:]):
            road = self.network.road(a, b)
            if not road.allows(a):
                raise InputError(msg("the road {0!r}->{1!r} runs one way only", road.a, road.b), where)
            if self.road_filter is not None and not self.road_filter(road, a):
                raise InputError(msg("the road {0!r}->{1!r} is closed to this move", a, b), where)
            if self.used.get(road.key, 0) + units > self.segment_limit:
                raise InputError(
                    msg("segment {0!r}-{1!r} already carried {2} unit(s) this turn; at most {3} may use it", a, b, self.used.get(road.key, 0), self.segment_limit), where)
        costs = self._cost_by_pool(route, units)
        allowances = self._allowances()
        for pool, cost in costs.items():
            left = allowances.get(pool, 0) - self.spent.get(pool, 0)
            if cost > left:
                label = "" if pool == "main" else f" ({pool})"
                raise InputError(msg("the move costs {0} MP{1} but only {2} MP remain", cost, label, left), where)
        return costs

    def move(self, origin: str, goal: str, units: int = 1, route: Sequence[str] | None = None) -> Move:
        """Move ``units`` from ``origin`` to ``goal`` along ``route`` (or the cheapest open route)."""
        where = f"move {units} unit(s) {origin!r}->{goal!r}"
        self.network.town(origin, where)
        self.network.town(goal, where)
        _require_count(units, "units", where, minimum=1)
        have = self.units_by_town.get(origin, 0)
        if units > have:
            raise InputError(msg("only {0} unit(s) in {1!r}", have, origin), where)
        if route is None:
            found = self.network.cheapest_route(origin, goal, units=units, used=self.used,
                                                segment_limit=self.segment_limit,
                                                no_passing=self.no_passing, road_filter=self.road_filter)
            if found is None:
                raise InputError(msg("no open route (segments full, one-way roads or enemy towns in the way)"), where)
        else:
            towns = tuple(route)
            if not towns or towns[0] != origin or towns[-1] != goal:
                raise InputError(msg("the route must start at the origin and end at the goal"), where)
            found = Route(towns, self.network.route_cost_mp(towns))
        costs = self.check_route(found, units, where)
        if goal != origin and goal not in self.no_passing:
            arriving = self.units_by_town.get(goal, 0) + units
            if arriving > self.stack_limit:
                raise InputError(msg("{0!r} would hold {1} units; at most {2}", goal, arriving, self.stack_limit), where)
        # commit
        for key in found.segments:
            self.used[key] = self.used.get(key, 0) + units
        for pool, cost in costs.items():
            self.spent[pool] = self.spent.get(pool, 0) + cost
        self.units_by_town[origin] = have - units
        if goal not in self.no_passing:
            self.units_by_town[goal] = self.units_by_town.get(goal, 0) + units
        mv = Move(units, found, found.cost_mp * units, tuple(sorted(costs.items())))
        self.moves.append(mv)
        return mv

    def plan_group(self, sources: Mapping[str, int], goal: str) -> GroupPlan | None:
        """Cheapest plan (not applied) to bring ``sources`` into ``goal`` under the segment limit."""
        return cheapest_group_move(self.network, sources, goal, used=self.used, segment_limit=self.segment_limit,
                                   no_passing=self.no_passing, road_filter=self.road_filter)

    def move_group(self, sources: Mapping[str, int], goal: str) -> list[Move]:
        """Apply :meth:`plan_group` as a whole, or raise and change nothing."""
        where = f"group move into {goal!r}"
        plan = self.plan_group(sources, goal)
        if plan is None:
            raise InputError(msg("the road segments cannot carry all these units this turn"), where)
        snapshot = (dict(self.used), dict(self.spent), dict(self.units_by_town), list(self.moves))
        try:
            return [self.move(r.towns[0], goal, n, r.towns) for r, n in plan.routes]
        except InputError:
            self.used, self.spent, self.units_by_town, self.moves = (
                snapshot[0], snapshot[1], snapshot[2], snapshot[3])
            raise

    def over_stacked(self) -> dict[str, int]:
        """Towns holding more than the stack limit, and by how many units (removed at turn end)."""
        return {t: n - self.stack_limit for t, n in self.units_by_town.items() if n > self.stack_limit}
