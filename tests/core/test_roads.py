"""Town-and-road networks (assistant.core.roads), checked against MacArthur's movement rules."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from assistant.core.errors import InputError
from assistant.core.roads import (
    RoadKind, RoadNetwork, TurnMoves, cheapest_group_move, road_key,
)

ROOT = Path(__file__).resolve().parents[2]
ILL1 = ROOT / "resources" / "scenarios" / "macarthur_illustration1.json"
ILL2 = ROOT / "resources" / "scenarios" / "macarthur_illustration2.json"


def ill1() -> RoadNetwork:
    return RoadNetwork.load(ILL1)


def test_road_costs():
    """MacArthur, Using Movement Points: solid 1, dashed 2, dotted 3 movement points per unit."""
    assert [k.cost_mp for k in RoadKind] == [1, 2, 3]


def test_illustration1_routes():
    """MacArthur, Illustration 1: A-B-C costs 2, through D 5, through B and E 4."""
    net = ill1()
    assert net.cheapest_route("A", "C").towns == ("A", "B", "C")
    assert net.cheapest_route("A", "C").cost_mp == 2
    assert net.route_cost_mp(["A", "D", "C"]) == 5
    assert net.route_cost_mp(["A", "B", "E", "C"]) == 4
    # with B-C full, the cheapest route goes through B and E
    full = {road_key("B", "C"): 5}
    r = net.cheapest_route("A", "C", used=full, segment_limit=5)
    assert r.towns == ("A", "B", "E", "C") and r.cost_mp == 4


def test_illustration1_fourteen_points_step_by_step():
    """MacArthur, Illustration 1: 4 from B (4 MP) + 1 from A via B (2) + 2 via B and E (8) = 14."""
    net = ill1()
    turn = TurnMoves(net, 14, {"A": 3, "B": 4})
    assert turn.move("B", "C", 4).cost_mp == 4
    assert turn.move("A", "C", 1).cost_mp == 2
    assert turn.used[road_key("B", "C")] == 5
    with pytest.raises(InputError, match="at most 5"):
        turn.move("A", "C", 1, route=["A", "B", "C"])
    mv = turn.move("A", "C", 2)
    assert mv.route.towns == ("A", "B", "E", "C") and mv.cost_mp == 8
    assert turn.spent["main"] == 14 and turn.remaining_mp() == 0
    assert turn.units_by_town["C"] == 7


def test_illustration1_group_minimum_is_14():
    """MacArthur, Illustration 1: moving all 7 units into C takes at least 14 movement points."""
    net = ill1()
    plan = cheapest_group_move(net, {"A": 3, "B": 4}, "C", segment_limit=5)
    assert plan.cost_mp == 14 and plan.units == 7
    turn = TurnMoves(net, 13, {"A": 3, "B": 4})
    with pytest.raises(InputError, match="MP"):
        turn.move_group({"A": 3, "B": 4}, "C")
    assert turn.spent == {} and turn.used == {} and turn.units_by_town == {"A": 3, "B": 4}
    turn = TurnMoves(net, 14, {"A": 3, "B": 4})
    turn.move_group({"A": 3, "B": 4}, "C")
    assert turn.spent["main"] == 14


def test_bad_input_names_what_and_where():
    """Bad input raises InputError naming what and where; the network is unchanged."""
    net = RoadNetwork()
    net.add_town("A")
    with pytest.raises(InputError) as err:
        net.add_road("A", "Nowhere")
    assert "Nowhere" in str(err.value) and err.value.where == "road 'A'-'Nowhere'"
    assert net.roads == ()
    with pytest.raises(InputError):
        net.add_road("A", "A")
    with pytest.raises(InputError):
        net.add_town("A")
    with pytest.raises(InputError):
        net.add_landing_area("L", "A", -1)
    net.add_town("B")
    with pytest.raises(InputError, match="solid, dashed or dotted"):
        net.add_road("A", "B", "wavy")
    with pytest.raises(InputError):
        TurnMoves(net, -1)
    with pytest.raises(InputError):
        TurnMoves(net, 5, {"A": -2})


def test_move_past_allowance_changes_nothing():
    """Using Movement Points: a move costing more than what is left is refused and nothing changes."""
    net = ill1()
    turn = TurnMoves(net, 3, {"A": 3})
    with pytest.raises(InputError, match="costs 4 MP but only 3 MP remain"):
        turn.move("A", "C", 2)
    assert turn.units_by_town == {"A": 3} and turn.spent == {} and turn.used == {} and turn.moves == []
    with pytest.raises(InputError, match="only 3"):
        turn.move("A", "B", 4)


def test_stacking_limit_and_enemy_towns():
    """Positioning (10 units a town) and Battles (stop outside an enemy town, never pass it)."""
    net = ill1()
    turn = TurnMoves(net, 50, {"A": 5, "C": 8})
    with pytest.raises(InputError, match="at most 10"):
        turn.move("A", "C", 3)
    turn = TurnMoves(net, 50, {"A": 3}, no_passing=frozenset({"B"}))
    mv = turn.move("A", "C", 1)
    assert "B" not in mv.route.towns[1:-1]
    assert mv.route.towns == ("A", "D", "C")
    mv = turn.move("A", "B", 1)  # attack B: ends outside it
    assert turn.units_by_town.get("B", 0) == 0
    with pytest.raises(InputError, match="stop outside"):
        turn.move("A", "C", 1, route=["A", "B", "C"])


def test_one_way_roads():
    """One-way roads (used for the Bataan insert) refuse travel against them."""
    net = RoadNetwork()
    for t in "XY":
        net.add_town(t)
    net.add_road("X", "Y", one_way=True)
    assert net.cheapest_route("Y", "X") is None
    assert net.neighbours("Y") == ()
    with pytest.raises(InputError, match="one way"):
        net.route_cost_mp(["Y", "X"])


def test_save_load_round_trip(tmp_path):
    """docs/ROAD_NETWORK.md: save writes the documented JSON; load reads it back unchanged."""
    net = ill1()
    net.add_landing_area("L1", "C", 3, zone="I")
    path = tmp_path / "board.json"
    net.save(path)
    again = RoadNetwork.load(path)
    assert again.to_dict() == net.to_dict()
    data = json.loads(path.read_text())
    data["roads"].append({"from": "A", "to": "Q"})
    path.write_text(json.dumps(data))
    with pytest.raises(InputError) as err:
        RoadNetwork.load(path)
    assert "roads[6]" in err.value.where and "'Q'" in str(err.value)
    path.write_text("{not json")
    with pytest.raises(InputError, match="not valid JSON"):
        RoadNetwork.load(path)
    with pytest.raises(InputError, match="unknown field"):
        RoadNetwork.from_dict({"towns": [], "extra": 1})


def test_illustration2_file_loads():
    net = RoadNetwork.load(ILL2)
    assert set(net.neighbours("A")) == {"B", "C", "D", "E", "F"}


# ------------------------------------------------------------------ properties


@st.composite
def networks(draw):
    n = draw(st.integers(2, 7))
    names = [f"T{i}" for i in range(n)]
    net = RoadNetwork()
    for t in names:
        net.add_town(t)
    pairs = [(a, b) for i, a in enumerate(names) for b in names[i + 1:]]
    chosen = draw(st.lists(st.sampled_from(pairs), unique=True, max_size=len(pairs)))
    for a, b in chosen:
        net.add_road(a, b, draw(st.sampled_from(list(RoadKind))))
    return net


def simple_path_costs(net, start, goal):
    out = []

    def walk(path, cost):
        here = path[-1]
        if here == goal:
            out.append(cost)
            return
        for road in net.roads_from(here):
            nxt = road.other(here)
            if nxt not in path:
                walk(path + [nxt], cost + road.cost_mp)

    walk([start], 0)
    return out


@settings(max_examples=150, deadline=None)
@given(networks(), st.data())
def test_cheapest_route_is_no_more_than_any_other(net, data):
    """Dijkstra's route costs no more than any simple path between the same towns."""
    names = list(net.towns)
    a = data.draw(st.sampled_from(names))
    b = data.draw(st.sampled_from(names))
    costs = simple_path_costs(net, a, b)
    r = net.cheapest_route(a, b)
    if not costs:
        assert r is None
    else:
        assert r is not None and r.cost_mp == min(costs)
        assert net.route_cost_mp(r.towns) == r.cost_mp


@settings(max_examples=100, deadline=None)
@given(networks(), st.data())
def test_group_move_beats_one_at_a_time(net, data):
    """The min-cost plan never costs more than moving units one by one on their cheapest open route."""
    names = list(net.towns)
    goal = data.draw(st.sampled_from(names))
    sources = {t: data.draw(st.integers(0, 4)) for t in names if t != goal}
    plan = cheapest_group_move(net, sources, goal, segment_limit=5)
    turn = TurnMoves(net, 10**6, dict(sources), stack_limit=10**6)
    greedy = 0
    ok = True
    for t, n in sources.items():
        for _ in range(n):
            try:
                greedy += turn.move(t, goal, 1).cost_mp
            except InputError:
                ok = False
    if plan is None:
        assert not ok  # a feasible one-by-one plan means the flow is feasible too
        return
    assert plan.units == sum(sources.values())
    for route, n in plan.routes:
        assert route.towns[-1] == goal
    used = {}
    for route, n in plan.routes:
        for k in route.segments:
            used[k] = used.get(k, 0) + n
    assert all(v <= 5 for v in used.values())
    if ok:
        assert plan.cost_mp <= greedy


@pytest.mark.parametrize("doc, where", [
    ({"towns": 5}, "towns"),
    ({"roads": None}, "roads"),
    ({"version": True}, "version"),
    ({"towns": [{"name": "A", "air_strip": "false"}]}, "towns[0]"),
    ({"towns": [{"name": "A"}, {"name": "B"}], "roads": [{"from": "A", "to": "B", "one_way": "no"}]}, "roads[0]"),
    ({"meta": [1]}, "meta"),
])
def test_network_files_refuse_wrong_types_naming_the_field(doc, where):
    """docs/ROAD_NETWORK.md: a true/false field is JSON's true or false ("no" is not read as true), lists are
    lists, the version a whole number; each refusal names the JSON path (issue 17)."""
    with pytest.raises(InputError) as err:
        RoadNetwork.from_dict(doc, source="net.json")
    assert where in str(err.value)


def test_towns_are_a_read_only_view():
    net = RoadNetwork.from_dict({"towns": [{"name": "A"}]})
    with pytest.raises(TypeError):
        net.towns["B"] = None
