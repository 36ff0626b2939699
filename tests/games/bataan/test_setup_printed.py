"""Bataan set-up: the table on a 4' x 8' or a 5' x 10' board (two game kinds), the road along the length,
the river across the middle, the wrecked bridge where they meet; the article's forces laid out with ONE
seed (Japanese at their edge, Americans beyond the first 24")."""

from __future__ import annotations

import pytest
from shapely.geometry import LineString, Point

from assistant.games import registry
from assistant.games.bataan import persist
from assistant.games.bataan.forces import load_forces
from assistant.games.bataan.printed import printed_table_dict
from assistant.games.bataan.rules import TABLE_SIZES_IN
from assistant.games.bataan.table.terrain import ROAD
from assistant.games.descriptor import PRINTED
from assistant.games.session import GameSession
from assistant.games.setup import new_game
from assistant.store.store import Store

KINDS = (("bataan", 120.0, 60.0), ("bataan_4x8", 96.0, 48.0))


def _game(kind, setup):
    store = Store.open(":memory:")
    session = GameSession(store, new_game(store, kind, setup=setup, seed=3))
    return session, persist.load_table(store, session.game_id, session.settings)


def test_two_kinds_one_family_printed_first():
    """Bataan set-up: the article allows a 4' x 8' or a 5' x 10' board: two kinds of the one Bataan game
    (same rules, rulings and board); the printed set-up is offered first."""
    big, small = registry.kind("bataan"), registry.kind("bataan_4x8")
    assert big.family == small.family == "bataan" and big.board == small.board == "table"
    assert small.title == "Last Stand on Bataan, 4'x8' table"
    assert registry.descriptor("bataan").setups[0] == PRINTED
    assert TABLE_SIZES_IN == {"bataan": (120.0, 60.0), "bataan_4x8": (96.0, 48.0)}


@pytest.mark.parametrize("kind,w,h", KINDS)
def test_printed_table_road_river_bridge(kind, w, h):
    """Bataan set-up: the road runs the length, the river crosses halfway along, the destroyed bridge marks
    where they meet; the rest is jungle cloth (B3). Generated from the size."""
    session, table = _game(kind, "printed")
    assert (table.width_in, table.height_in) == (w, h)
    feats = {f.id: f for f in table.features}
    assert sorted(f.kind for f in table.features) == ["bridge", "river", "road"]
    road, river = LineString(feats["road"].line), LineString(feats["river"].line)
    assert road.bounds[0] == 0 and road.bounds[2] == w          # edge to edge along the length
    assert river.bounds[1] == 0 and river.bounds[3] == h        # edge to edge across the depth
    assert abs(river.centroid.x - w / 2) < 0.5                  # halfway along
    bridge = Point(feats["bridge"].point)
    assert road.distance(bridge) < 0.01 and river.distance(bridge) < 0.01
    assert table.terrain.in_jungle(5.0, 5.0) and not table.terrain.in_jungle(*bridge.coords[0])


@pytest.mark.parametrize("kind,w,h", KINDS)
def test_printed_forces_placed(kind, w, h):
    """Bataan set-up: all four platoons at the Japanese (x = 0) edge, the tank on the road; the 24
    Americans beyond the first 24", hidden and not entrenched."""
    _, table = _game(kind, "printed")
    figs = list(table.figures.values())
    forces = load_forces()
    assert len(figs) == len(forces.figures())
    jp = [f for f in figs if f.side == "japanese"]
    us = [f for f in figs if f.side == "american"]
    assert len(us) == 24 and all(not f.revealed and not f.entrenched for f in us)
    assert all(f.footprint.bounds[0] >= 24 for f in us)
    assert all(f.footprint.bounds[2] <= 14 for f in jp)   # within a foot or so of their edge
    assert all(0 <= b and b2 <= lim for f in figs for b, b2, lim in
               ((f.footprint.bounds[0], f.footprint.bounds[2], w), (f.footprint.bounds[1], f.footprint.bounds[3], h)))
    tank = next(f for f in jp if f.role == "tank")
    assert tank.unit == 3 and int(table.terrain.ground_at(tank.x, tank.y)) == ROAD
    centres = [(round(f.x, 2), round(f.y, 2)) for f in figs]
    assert len(set(centres)) == len(centres)
    for a in figs:   # no two bases overlap
        assert not any(a.id < b.id and a.footprint.intersection(b.footprint).area > 1e-6 for b in figs)


def test_printed_is_one_seed_outside_the_history(monkeypatch):
    """Bataan set-up: the printed table is written with ONE store.seed (the game's history starts after it)."""
    calls = []
    real = Store.seed
    monkeypatch.setattr(Store, "seed", lambda self, ch: (calls.append(ch), real(self, ch))[1])
    session, table = _game("bataan_4x8", "printed")
    assert len(calls) == 1 and session.history() == []
    assert len(table.figures) == len(load_forces().figures())


def test_blank_4x8_game_is_a_4x8_table():
    """Bataan set-up: a blank game of either kind opens on its own table size (nothing placed)."""
    for kind, w, h in KINDS:
        _, table = _game(kind, "blank")
        assert (table.width_in, table.height_in) == (w, h) and not table.figures


def test_demo_stays_the_5x10_demo():
    """The demo is the 5' x 10' game in progress; a 4' x 8' game asked for a demo gets its printed set-up."""
    _, table = _game("bataan", "demo")
    assert len(table.figures) == len(persist.demo_table_dict()["figures"]) and table.width_in == 120
    _, small = _game("bataan_4x8", "demo")
    assert (small.width_in, small.height_in) == (96.0, 48.0)
    assert len(small.figures) == len(printed_table_dict("bataan_4x8")["figures"])
