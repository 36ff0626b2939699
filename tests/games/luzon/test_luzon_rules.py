"""Luzon rules: turn track (6.0, 2.1, 3.1a), re-roll counter (1.13), recovery (3.1c), replacements
(3.1d), Limited Strat Move (3.2), set-up data (6.0)."""

import random
from collections import Counter

import pytest

from assistant.core.errors import InputError
from assistant.games.luzon import rules
from assistant.games.luzon.forces import DEAD_PILE, NOT_ARRIVED, OFF_MAP, ON_MAP, RECOVERY_POOL, Forces
from assistant.games.luzon.recovery import (
    allied_replacement, apply_recovery, draw_recovery, rebuild, recovery_count,
)
from assistant.games.luzon.reroll import ReRollCounter
from assistant.games.luzon.rulings import Options
from assistant.games.luzon.scenario import load_scenario, recovery_hexes
from assistant.games.luzon.strat import check_allied_strat


@pytest.fixture(scope="module")
def sc():
    return load_scenario()


def test_turn_track(sc):
    """6.0: five turns, 22 Dec 41 - 5 Jan 42; Japanese first on turns 1 and 2."""
    assert [t.label for t in sc.turns] == ["22 Dec 1941", "26 Dec 1941", "29 Dec 1941",
                                           "1 Jan 1942", "5 Jan 1942"]
    assert [t.first_player for t in sc.turns] == ["japanese", "japanese", "initiative",
                                                  "initiative", "initiative"]
    assert sc.turn(3).checks == ("sudden_death",) and sc.turn(5).checks == ("victory",)
    with pytest.raises(InputError):
        sc.turn(6)


def test_supply_sources_by_turn(sc):
    """3.1a: Manila 17.16 turns 1-3, Mariveles 9.14 turns 3-5; 2.1a/b Japanese automatic on turn 1,
    sources Agoo, Atimonan, Bayombong from turn 2."""
    for t in sc.turns:
        expected = {h for h, (a, b) in rules.ALLIED_SUPPLY_SOURCES.items() if a <= t.number <= b}
        assert set(t.allied_supply_sources) == expected
        assert t.japanese_automatic_supply == (t.number == 1)
        assert set(t.japanese_supply_sources) == (set() if t.number == 1 else set(rules.JAPANESE_SUPPLY_SOURCES))


def test_arrivals(sc):
    """6.0: the Turn Two Groups arrive at 7.39 and 31.08 on turn 2; the 31-Phil on 1 Jan (turn 4)
    within 2 of Balanga; 1 SP at Mariveles each turn from 26 Dec."""
    t2 = sc.arriving(2, "japanese")
    assert {u.hex for u in t2} == {"7.39", "31.08"} and len(t2) == 10
    assert [u.id for u in sc.arriving(4, "allied")] == ["us_31_phil"]
    assert [(s.hex, s.sp) for t in (2, 3, 4, 5) for s in sc.supply_arriving(t, "allied")] == [("9.14", 1)] * 4
    text = "\n".join(sc.checklist(2))
    assert "Tank Bn 7 at 7.39" in text and "2 reserve marker" in text


def test_setup_counts_and_hqs(sc):
    """6.0 / 1.5: six HQs, each 1/2 RE and not attack-capable; engineers "(1)" defence-only."""
    hqs = [u for u in sc.units if u.kind == "hq"]
    assert len(hqs) == 6 and all(u.re == 0.5 and not u.attack_capable for u in hqs)
    assert not sc.unit("jp_48_eng").attack_capable
    assert not sc.unit("jp_1h_arty").attack_capable
    assert sc.unit("jp_47_48").attack_capable and sc.unit("jp_47_48").combat_strength == 6
    assert sum(u.side == "allied" and u.kind != "air" and u.arrives == 1 for u in sc.units) == 24
    assert sum(u.side == "japanese" and u.kind != "air" for u in sc.units) == 18
    f = Forces.at_start(sc)
    assert f.get("us_12_11").mode == "move" and f.get("us_23_21").mode == "combat"
    assert f.get("jp_7_tank").status == NOT_ARRIVED and f.get("jp_nate").status == OFF_MAP
    assert len(sc.air_strips) == 6


def test_reroll_counter():
    """1.13: holder only; passes to the opponent when used; never Initiative; once per roll."""
    c = ReRollCounter()
    assert c.holder == "japanese"                       # 6.0
    with pytest.raises(InputError, match="holds"):
        c.use("allied", "r1", "combat")
    with pytest.raises(InputError, match="Initiative"):
        c.use("japanese", "r0", "initiative")
    c = c.use("japanese", "r1", "combat")
    assert c.holder == "allied"
    with pytest.raises(InputError, match="once"):
        c.use("allied", "r1", "combat")
    c = c.use("allied", "r2", "supply")
    assert c.holder == "japanese" and c.uses == 2


@pytest.mark.parametrize("n,drawn", [(0, 0), (1, 1), (6, 1), (7, 2), (12, 2)])
def test_recovery_count(n, drawn):
    """3.1c: one unit, two when the pool holds 7 or more."""
    assert recovery_count(n) == drawn
    pool = [f"u{i}" for i in range(n)]
    d = draw_recovery(pool, random.Random(n))
    assert len(d.recovered) == drawn and len(d.to_dead_pile) == n - drawn
    assert set(d.recovered) | set(d.to_dead_pile) == set(pool)


def test_recovery_draw_is_uniform_and_seeded():
    """3.1c: drawn at random - every unit equally likely; the same seed gives the same draw."""
    pool = [f"u{i}" for i in range(5)]
    assert draw_recovery(pool, random.Random(7)) == draw_recovery(pool, random.Random(7))
    counts = Counter(draw_recovery(pool, random.Random(i)).recovered[0] for i in range(5000))
    assert all(800 < counts[u] < 1200 for u in pool)


def test_elimination_recovery_and_rebuild(sc):
    """3.1c: Allied ground units go to the Recovery Pool, air units and Japanese to the Dead Pile;
    recovered units appear within 2 hexes of Manila or Balanga; 3.1d rebuild from the Dead Pile."""
    f = Forces.at_start(sc)
    f = f.eliminate("us_11_11").eliminate("us_13_11").eliminate("us_mixf").eliminate("jp_4_tank")
    assert f.get("us_11_11").status == RECOVERY_POOL and f.get("us_mixf").status == DEAD_PILE
    assert f.get("jp_4_tank").status == DEAD_PILE
    d = draw_recovery(f.recovery_pool, random.Random(1))
    assert len(d.recovered) == 1
    with pytest.raises(InputError, match="may be placed"):
        apply_recovery(f, d, {d.recovered[0]: "11.28"})
    f2 = apply_recovery(f, d, {d.recovered[0]: "10.16"})
    assert f2.get(d.recovered[0]).status == ON_MAP and f2.get(d.recovered[0]).hex == "10.16"
    assert f2.get(d.to_dead_pile[0]).status == DEAD_PILE and f2.recovery_pool == []
    f3 = rebuild(f2, d.to_dead_pile[0], "17.17")
    assert f3.get(d.to_dead_pile[0]).status == ON_MAP
    with pytest.raises(InputError, match="air units"):
        rebuild(f3, "us_mixf", "17.16")


def test_recovery_hexes_without_manila(sc):
    """3.1c: not near Manila when the Japanese control all its hexes; Balanga always."""
    both, bal = recovery_hexes(sc, False), recovery_hexes(sc, True)
    assert "17.16" in both and "17.16" not in bal and "10.17" in bal and len(bal) == 19


@pytest.mark.parametrize("roll,opt,ok", [(7, False, False), (8, False, True), (7, True, True),
                                          (2, True, False), (12, False, True)])
def test_allied_replacement(roll, opt, ok):
    """3.1d: 2D6 8+; optional variation Allied 12 adds 1."""
    r = allied_replacement(roll, Options(allied={12} if opt else set()))
    assert r.success is ok and "3.1d" in r.reason
    with pytest.raises(InputError):
        allied_replacement(13)


def test_limited_strat_move(sc):
    """3.2: at most two Allied units in Strat Mode; option 7: any number in at most two stacks."""
    f = Forces.at_start(sc)
    f = f.set_mode("us_12_11", "strat").set_mode("us_71_71", "strat")
    assert check_allied_strat(f).ok
    f = f.set_mode("us_26_cav", "strat")
    assert not check_allied_strat(f).ok
    assert not check_allied_strat(f, Options(allied={7})).ok        # three hexes
    f = f.move("us_26_cav", "10.40")
    assert check_allied_strat(f, Options(allied={7})).ok            # two stacks
    assert "3.2" in check_allied_strat(f).reason


def test_luzon_chart_file_loads_and_agrees():
    """Charts: resources/charts/luzon.toml loads cleanly; weather 1-2 Limited (1.2); replacement 8+."""
    charts = pytest.importorskip("assistant.core.charts")
    found, problems = charts.load_chart_file(charts.charts_dir() / "luzon.toml") \
        if hasattr(charts, "charts_dir") else charts.load_chart_file("resources/charts/luzon.toml")
    assert [p for p in problems if p.severity == "error"] == []
    by_id = {c.id: c for c in found}
    assert {"weather", "allied_replacement", "japanese_variation", "allied_variation"} <= set(by_id)
    w = by_id["weather"]
    assert [w.resolve(r).row.result if hasattr(w.resolve(r), "row") else w.lookup(r).result
            for r in range(1, 7)] == ["limited_flight"] * 2 + ["normal_flight"] * 4
    rep = by_id["allied_replacement"]
    for total in range(2, 13):
        for opt in (False, True):
            mods = ["option_12"] if opt else []
            row = rep.lookup(rep.modified(total, mods))
            assert (row.result == "rebuild_one") == allied_replacement(
                total, Options(allied={12} if opt else set())).success
