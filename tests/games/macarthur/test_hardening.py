"""Hardening of MacArthur's inputs (issue 17): network files with wrong types are refused naming the
JSON path and change nothing; drawn positions must be finite; big battles answer their odds quickly and
without recursion; big boards import. No timed assertions (benchmarks/bench_network_import.py times)."""

from __future__ import annotations

import copy
import json
import math

import pytest

from assistant.core.errors import InputError
from assistant.games.macarthur import battle as core
from assistant.games.macarthur.commands import MacArthurGame
from assistant.games.session import GameSession
from assistant.games.setup import new_game
from assistant.paths import resource
from assistant.store.store import Store

GOOD = {
    "format": "table-assistant/road-network", "version": 1, "name": "t",
    "towns": [{"name": "A", "air_strip": False, "zone": None, "flags": []},
              {"name": "B", "air_strip": True, "zone": "I", "flags": ["supply"]}],
    "roads": [{"from": "A", "to": "B", "kind": "dashed", "one_way": False}],
    "landing_areas": [{"name": "L", "town": "B", "capacity": 2, "zone": "I"}],
    "meta": {"layout": {"towns": {"A": [0, 0], "B": [10.5, 20]}, "landing_areas": {"L": [5, 5]}}},
}


@pytest.fixture()
def game():
    store = Store.open(":memory:")
    s = GameSession(store, new_game(store, "macarthur_korea", setup="demo", seed=3))
    yield s, MacArthurGame(s)
    store.close()


def _with(path: str, value):
    doc = copy.deepcopy(GOOD)
    *head, last = path.split(".")
    node = doc
    for part in head:
        node = node[int(part)] if part.isdigit() else node[part]
    node[int(last) if last.isdigit() else last] = value
    return doc


def test_good_document_imports(game):
    s, g = game
    s.do(g.roads.import_network(copy.deepcopy(GOOD), "good.json"))
    assert set(g.network.towns) == {"A", "B"} and g.network.town("B").air_strip


@pytest.mark.parametrize("path,value,where", [
    ("towns", 5, "towns"),
    ("roads", None, "roads"),
    ("landing_areas", "none", "landing_areas"),
    ("roads.0.from", [], "roads[0].from"),
    ("roads.0.one_way", "no", "roads[0].one_way"),
    ("roads.0.one_way", 0, "roads[0].one_way"),
    ("roads.0.kind", 2, "roads[0].kind"),
    ("towns.0.air_strip", "false", "towns[0].air_strip"),
    ("towns.0.name", 7, "towns[0].name"),
    ("towns.0.zone", 1, "towns[0].zone"),
    ("towns.0.flags", "supply", "towns[0].flags"),
    ("towns.1.flags", ["supply", 3], "towns[1].flags[1]"),
    ("towns.0", "A", "towns[0]"),
    ("landing_areas.0.capacity", True, "landing_areas[0].capacity"),
    ("landing_areas.0.capacity", "2", "landing_areas[0].capacity"),
    ("version", True, "version"),
    ("version", "1", "version"),
    ("name", 3, "name"),
    ("meta", [], "meta"),
    ("meta.layout", 4, "meta.layout"),
    ("meta.layout.towns.A", [float("nan"), 0], "meta.layout.towns.A"),
    ("meta.layout.towns.A", [0, float("inf")], "meta.layout.towns.A"),
    ("meta.layout.towns.B", [0, -float("inf")], "meta.layout.towns.B"),
    ("meta.layout.landing_areas.L", [True, 1], "meta.layout.landing_areas.L"),
])
def test_wrong_types_are_refused_naming_the_json_path(game, path, value, where):
    """Network files (docs/ROAD_NETWORK.md): a wrong type is refused with its JSON path; nothing changes.
    "one_way": "no" and "air_strip": "false" must not turn into true."""
    s, g = game
    before = (copy.deepcopy(g.doc), g.record.to_dict())
    with pytest.raises(InputError) as err:
        g.roads.import_network(_with(path, value), "bad.json")
    assert err.value.where.startswith("bad.json: " + where), err.value.where
    assert where in str(err.value)
    assert (g.doc, g.record.to_dict()) == before


def test_1e400_in_a_file_is_refused(game, tmp_path):
    """JSON reads 1e400 as inf, NaN as nan: a drawn position must be two finite numbers. Issue 26: a network
    file goes through the one JSON reader (``limits.loads_json``), which refuses them naming the file; a
    document given whole (not read from a file) is still checked field by field."""
    s, g = game
    for text in ('[1e400, 0]', '[NaN, 1]', '[-Infinity, 2]'):
        doc = json.dumps(GOOD).replace('"A": [0, 0]', f'"A": {text}')
        p = tmp_path / "big.json"
        p.write_text(doc, encoding="utf-8")
        with pytest.raises(InputError, match="too large|not a number") as err:
            g.roads.import_network_file(p)
        assert err.value.where == str(p)
    for value in (float("inf"), float("nan"), 10**400):
        doc = copy.deepcopy(GOOD)
        doc["meta"]["layout"]["towns"]["A"] = [value, 0]
        with pytest.raises(InputError, match="finite") as err:
            g.roads.import_network(doc, "big.json")
        assert err.value.where == "big.json: meta.layout.towns.A"


def test_shipped_scenarios_still_import(game):
    """The shipped network files pass the stricter check unchanged."""
    s, g = game
    for n in (1, 2):
        path = resource("scenarios", f"macarthur_illustration{n}.json")
        text = path.read_text(encoding="utf-8")
        s.do(g.roads.load_illustration(n))
        assert path.read_text(encoding="utf-8") == text
    assert g.network is not None


def test_a_big_board_imports(game):
    """A 5,000-town board is accepted (benchmarks/bench_network_import.py gives the figures)."""
    s, g = game
    n, side = 5000, 71
    doc = {"towns": [{"name": f"T{i}"} for i in range(n)],
           "roads": [{"from": f"T{i}", "to": f"T{i + 1}"} for i in range(n - 1) if (i + 1) % side],
           "meta": {"layout": {"towns": {f"T{i}": [i % side * 30, i // side * 30] for i in range(n)}}}}
    s.do(g.roads.import_network(doc, "big.json"))
    assert len(g.network.towns) == n


@pytest.mark.parametrize("large", [100, 1000])
def test_odds_of_huge_forces_answer(large):
    """Battles (M1: at most 5 dice a side): the refight odds of 100 or 1,000 Large a side answer without
    recursion; what is left undecided below the cut-off is reported, and everything still sums to 1."""
    b = core.Battle("korea", "blue", (core.AttackStack(core.Force(large, 0)),), core.Force(large, 0))
    o = core.odds(b)
    assert o.attacker_dice == o.defender_dice == 5
    assert sum(o.with_refights.values()) == 1
    assert o.with_refights["attacker_wins"] == o.with_refights["defender_wins"]
    assert o.with_refights.get("unresolved", 0) < core.REFIGHT_CUTOFF * 1000
    b = core.Battle("new_guinea", "blue", (core.AttackStack(core.Force(0, large)),), core.Force(3, 2))
    o = core.odds(b)
    assert sum(o.with_refights.values()) == 1 and o.with_refights["attacker_wins"] > o.with_refights["defender_wins"]


def test_small_battles_stay_exact():
    """Exact odds (M5) for small forces: every position is followed, nothing is left unresolved."""
    b = core.Battle("korea", "blue", (core.AttackStack(core.Force(2, 3)),), core.Force(1, 4))
    o = core.odds(b)
    assert "unresolved" not in o.with_refights and sum(o.with_refights.values()) == 1


def test_cli_odds_with_huge_forces(capsys):
    """``battle --odds`` with 1,000 Large a side answers (exit 0), the JSON sums to 1."""
    import argparse

    from assistant.cli import battle as cli

    p = argparse.ArgumentParser()
    cli.register(p.add_subparsers())
    args = p.parse_args(["battle", "--campaign", "korea", "--attacker", "large=1000", "--defender", "large=1000",
                         "--odds", "--json"])
    assert args.func(args) == 0
    data = json.loads(capsys.readouterr().out)
    assert math.isclose(sum(data["with_refights"].values()), 1.0)
