"""Luzon commands (assistant.games.luzon.commands.LuzonGame), headless: every roll and change of record
is one undoable Change, each command checks its rule first (InputError, nothing changes), and the odds
shown before a roll come from the function the roll uses. Bugs fixed here: optional variations stored
with the game and applied (4.0), Limited Strat Move enforced (3.2), the 31-Phil's arrival hex (6.0)."""

from __future__ import annotations

from fractions import Fraction

import pytest

from assistant.core.errors import InputError
from assistant.core.hexes import distance
from assistant.games.luzon.commands import LuzonGame
from assistant.games.session import GameSession
from assistant.games.setup import new_game
from assistant.store import rolls
from assistant.store.store import Store

SEED_RAW_7 = 3          # demo game (seekable dice stream): the recovery draw, then a replacement roll of raw 7


def make(seed: int = 1, demo: bool = True) -> tuple[GameSession, LuzonGame]:
    store = Store.open(":memory:")
    session = GameSession(store, new_game(store, "luzon", demo=demo, seed=seed))
    return session, LuzonGame(session)


def play(session, change):
    session.do(change)
    return change


def summary(change) -> tuple[str, ...]:
    return dict(change.meta)["summary"]


def log(session) -> list[dict]:
    return rolls.query(session.store, session.game_id)


def unchanged(session, fn, match: str) -> None:
    """The command is refused with a message naming ``match`` and nothing is written."""
    before = (dict(session.state), len(log(session)), len(session.history()))
    with pytest.raises(InputError, match=match):
        fn()
    assert (dict(session.state), len(log(session)), len(session.history())) == before


# -- 1.2 weather ---------------------------------------------------------------------------------

def test_weather_roll_is_one_undoable_change():
    """Luzon 1.2: one die, 1-2 Limited Flight, 3-6 Normal; once a turn; the odds are the chart's; undo
    takes the roll and the turn record back."""
    s, g = make()
    assert g.track.weather_odds() == {"limited_flight": Fraction(1, 3), "normal_flight": Fraction(2, 3)}
    ch = play(s, g.track.roll_weather())
    row = log(s)[0]
    assert row["chart"] == "weather" and s.state["weather"]["1"]["roll_id"] == row["id"]
    assert s.state["weather"]["1"]["result"] == ("limited_flight" if row["result"] <= 2 else "normal_flight")
    assert "1.2" in summary(ch)[0]
    unchanged(s, g.track.roll_weather, "1.2")
    s.undo()
    assert log(s) == [] and "1" not in s.state.get("weather", {})


# -- 1.13 / L5 re-roll counter ---------------------------------------------------------------------

def test_reroll_of_weather_follows_ruling_l5():
    """Luzon 1.13, ruling L5: by default the counter serves only the listed rolls, so not the weather;
    with L5's toggle (any roll but Initiative) the holder re-rolls it and the counter passes."""
    s, g = make()
    play(s, g.track.roll_weather())
    assert "L5" in g.counter.reroll_check().problem
    unchanged(s, g.counter.reroll, "L5")
    settings = dict(s.settings, rulings=dict(s.settings["rulings"], l5_reroll="any"))
    from assistant.store import games
    s.do(games.settings_change(s.store, s.game_id, settings))
    ch = play(s, g.counter.reroll())
    new, old = log(s)[0], log(s)[1]
    assert new["reroll_of"] == old["id"] and s.state["weather"]["1"]["roll_id"] == new["id"]
    assert s.state["reroll"]["holder"] == "allied" and "passes to the Allied" in summary(ch)[0]
    unchanged(s, g.counter.reroll, "once")


def test_reroll_of_the_replacement_roll_passes_the_counter_and_undoes():
    """Luzon 1.13: the holder re-rolls the replacement roll (a Reinforcement roll); the counter passes to
    the opponent; that die roll is never re-rolled again; undo restores roll, result and counter."""
    s, g = make(seed=SEED_RAW_7)
    play(s, g.reinforcement.draw_recovery("10.17"))
    play(s, g.reinforcement.roll_replacement())
    first = dict(s.state["replacement"]["1"])
    play(s, g.counter.reroll())
    assert s.state["reroll"] == {"holder": "allied", "rerolled": [str(first["roll_id"])], "uses": 1}
    assert s.state["replacement"]["1"]["roll_id"] == log(s)[0]["id"] != first["roll_id"]
    unchanged(s, g.counter.reroll, "once")
    s.undo()
    assert s.state["replacement"]["1"] == first and s.state["reroll"]["holder"] == "japanese"


def test_counter_used_at_the_table():
    """Luzon 1.13: a series roll re-rolled at the table (L2) passes the counter; never an Initiative roll."""
    s, g = make()
    unchanged(s, lambda: g.counter.use_counter_at_table("initiative"), "Initiative")
    play(s, g.counter.use_counter_at_table("combat", "attack on 10.35"))
    assert s.state["reroll"]["holder"] == "allied"
    play(s, g.counter.use_counter_at_table("barrage"))
    assert s.state["reroll"]["holder"] == "japanese" and s.state["reroll"]["uses"] == 2


# -- 4.0 optional variations (bug: never stored, option 12 never applied) ------------------------------

def test_options_are_stored_with_the_game_and_undo():
    """Luzon 4.0: the chosen optional variations are kept in the game's settings by one undoable change;
    numbers outside the printed lists are refused."""
    s, g = make()
    ch = play(s, g.track.set_options([6], [7, 12]))
    assert s.settings["options"] == {"japanese": [6], "allied": [7, 12]}
    assert s.settings["rulings"]["l4_manila"] == "totals"          # the rulings stay
    assert "Allied 12" in summary(ch)[0]
    unchanged(s, lambda: g.track.set_options([7], []), "1-6")
    unchanged(s, lambda: g.track.set_options([], [1]), "2-12")
    s.undo()
    assert "options" not in s.settings and g.options.allied == frozenset()


def test_option_12_adds_one_to_the_replacement_roll_its_odds_and_its_reroll():
    """Luzon 3.1d with 4.0 Allied 12: +1 to the replacement roll. The odds before the roll, the roll and
    a re-roll of it all read the same chart with the same +1: a raw 7 rebuilds."""
    s, g = make(seed=SEED_RAW_7)
    assert g.reinforcement.replacement_preview().success == Fraction(15, 36)
    play(s, g.track.set_options([], [12]))
    play(s, g.reinforcement.draw_recovery("10.17"))
    pv = g.reinforcement.replacement_preview()
    assert pv.ok and pv.modifiers == ("option_12",) and pv.success == Fraction(21, 36)
    assert pv.success == pv.chart.distribution(pv.modifiers)["rebuild_one"]
    play(s, g.reinforcement.roll_replacement())
    row = rolls.decoded(log(s)[0])
    assert [m["id"] for m in row["modifiers"]] == ["option_12"]
    rep = s.state["replacement"]["1"]
    assert rep["modified"] == 8 and rep["success"] and "Allied 12" in rep["reason"]
    play(s, g.counter.reroll())
    again = rolls.decoded(log(s)[0])
    assert [m["id"] for m in again["modifiers"]] == ["option_12"]
    assert s.state["replacement"]["1"]["modified"] == sum(again["dice"]) + 1


def test_without_option_12_the_same_seven_fails():
    """Luzon 3.1d: 2D6, 8 or more; the same raw 7 without the option rebuilds nothing."""
    s, g = make(seed=SEED_RAW_7)
    play(s, g.reinforcement.draw_recovery("10.17"))
    play(s, g.reinforcement.roll_replacement())
    assert s.state["replacement"]["1"]["modified"] == 7 and not s.state["replacement"]["1"]["success"]


def test_japanese_replacement_drm_from_the_options():
    """Luzon 2.1d, 4.0 Japanese 6 and Allied 12: each adds 1 to a Japanese replacement roll (the
    Common Replacement Table is the referee's, L2)."""
    s, g = make()
    assert g.reinforcement.japanese_replacement_drm()[0] == 0
    play(s, g.track.set_options([6], [12]))
    assert g.reinforcement.japanese_replacement_drm()[0] == 2


def test_an_option_rolled_at_random_is_put_in_force():
    """Luzon 4.0: a player may roll a variation at random, 1D6 Japanese, 2D6 Allied; one change with
    the roll; the odds are the chart's."""
    s, g = make()
    assert g.track.option_odds("allied")[7] == Fraction(6, 36) and g.track.option_odds("japanese")[6] == Fraction(1, 6)
    play(s, g.track.roll_option("japanese"))
    n = log(s)[0]["result"]
    assert s.settings["options"]["japanese"] == [n]
    s.undo()
    assert log(s) == [] and "options" not in s.settings


# -- 3.2 Limited Strat Move (bug: never checked) ----------------------------------------------------

def test_limited_strat_move_refuses_a_third_allied_unit():
    """Luzon 3.2: at most 2 Allied units in Strat Mode; a third is refused naming the rule, by mode
    change or by a move in Strat Mode; Japanese units have no limit."""
    s, g = make(demo=False)
    play(s, g.units.set_mode("us_12_11", "strat"))
    play(s, g.units.set_mode("us_23_21", "strat"))
    unchanged(s, lambda: g.units.set_mode("us_21_21", "strat"), "Limited Strat Move.*3.2")
    unchanged(s, lambda: g.units.move("us_21_21", "7.35", mode="strat"), "3.2")
    play(s, g.units.set_mode("jp_47_48", "strat"))
    play(s, g.units.set_mode("jp_2for_48", "strat"))
    play(s, g.units.set_mode("jp_9_16", "strat"))
    assert g.units.strat_check().ok


def test_limited_strat_move_with_option_7_counts_stacks():
    """Luzon 3.2 with 4.0 Allied 7: any number of units, in at most 2 stacks."""
    s, g = make(demo=False)
    play(s, g.track.set_options([], [7]))
    play(s, g.units.set_mode("us_12_11", "strat"))
    play(s, g.units.set_mode("us_23_21", "strat"))
    play(s, g.units.move("us_21_21", "7.36"))                  # into 23-21's hex
    play(s, g.units.set_mode("us_21_21", "strat"))             # third unit, still two stacks
    unchanged(s, lambda: g.units.set_mode("us_22_21", "strat"), "stacks")
    unchanged(s, lambda: g.units.move("us_21_21", "7.35"), "stacks")   # a strat unit leaving makes a third


# -- 6.0 / 3.1b arrivals (bug: the 31-Phil could arrive anywhere) -----------------------------------

def test_31st_phil_arrives_within_two_hexes_of_balanga():
    """Luzon 6.0 Allied order of arrival, 3.1b: the 3-2-3 Inf Rgt 31-Phil arrives on 1 Jan (turn 4)
    within 2 hexes of Balanga 10.17; elsewhere or earlier is refused."""
    s, g = make(demo=False)
    m = g.scenario.map
    allowed = g.units.arrival_hexes("us_31_phil")
    assert "10.17" in allowed and len(allowed) == 19
    assert all(distance(m.parse(h), m.parse("10.17")) <= 2 for h in allowed)
    play(s, g.track.go_to_turn(4))
    unchanged(s, lambda: g.units.arrive("us_31_phil", "17.16"), "within 2 hexes of 10.17")
    far = next(h for h in ("10.20", "13.17", "7.17") if m.contains(m.parse(h))
               and distance(m.parse(h), m.parse("10.17")) == 3)
    unchanged(s, lambda: g.units.move("us_31_phil", far), "6.0")
    play(s, g.units.move("us_31_phil", "9.16"))
    assert g.forces().get("us_31_phil").hex == "9.16"
    s.undo()
    assert g.forces().get("us_31_phil").status == "not_arrived"


def test_31st_phil_not_before_1_jan():
    """Luzon 6.0: the 31-Phil arrives on turn 4, not before."""
    s, g = make(demo=False)
    play(s, g.track.go_to_turn(3))
    unchanged(s, lambda: g.units.arrive("us_31_phil", "10.17"), "turn 4")


def test_other_reinforcements_arrive_in_their_printed_hex():
    """Luzon 2.1c: the Turn Two Group is placed in the hex given (7.39 or 31.08), nowhere else."""
    s, g = make(demo=False)
    play(s, g.track.go_to_turn(2))
    unchanged(s, lambda: g.units.arrive("jp_7_tank", "7.38"), "in 7.39")
    play(s, g.units.arrive("jp_7_tank"))
    assert g.forces().get("jp_7_tank").hex == "7.39"


# -- moves ---------------------------------------------------------------------------------------

def test_allied_units_never_enter_japanese_supply_sources():
    """Luzon 1.11: U.S.-Philippine units cannot enter 7.39, 31.08 or 21.42."""
    s, g = make(demo=False)
    unchanged(s, lambda: g.units.move("us_21_21", "7.39"), "1.11")
    play(s, g.units.move("us_21_21", "7.35"))
    s.undo()
    assert g.forces().get("us_21_21").hex == "7.34"


# -- 3.1c recovery, 3.1d replacement and rebuild ------------------------------------------------------

def test_recovery_draw_checks_the_hex_before_rolling_and_undoes():
    """Luzon 3.1c: the draw places the unit within 2 hexes of Manila or Balanga (a hex elsewhere is
    refused before any die is rolled); the rest of the pool goes to the Dead Pile; once per turn."""
    s, g = make()
    pool = g.forces().recovery_pool
    pv = g.reinforcement.recovery_preview()
    assert pv.draws == 1 and pv.chance_each == Fraction(1, 2)
    unchanged(s, lambda: g.reinforcement.draw_recovery("11.28"), "3.1c")
    ch = play(s, g.reinforcement.draw_recovery("10.17"))
    f = g.forces()
    assert f.recovery_pool == [] and len(log(s)) == 1 and log(s)[0]["pool"] == "1d2"
    back = [u for u in pool if f.get(u).status == "on_map"]
    assert len(back) == 1 and f.get(back[0]).hex == "10.17" and "Recovery draw" in summary(ch)[0]
    unchanged(s, lambda: g.reinforcement.draw_recovery("10.17"), "already")
    s.undo()
    assert g.forces().recovery_pool == pool and log(s) == []


def test_replacement_waits_for_recovery_and_rebuild_needs_a_success():
    """Luzon 3.1d: the replacement roll comes after the recovery draw; once a turn; a rebuild only after
    a successful roll, one unit, placed like a recovered unit."""
    s, g = make(seed=SEED_RAW_7)
    unchanged(s, g.reinforcement.roll_replacement, "recovery draw comes first")
    unchanged(s, lambda: g.reinforcement.rebuild("us_12_11", "10.17"), "successful replacement")
    play(s, g.track.set_options([], [12]))
    play(s, g.reinforcement.draw_recovery("10.17"))
    play(s, g.reinforcement.roll_replacement())
    unchanged(s, g.reinforcement.roll_replacement, "already")
    dead = g.reinforcement.rebuildable()
    unchanged(s, lambda: g.reinforcement.rebuild(dead[0], "11.28"), "3.1c")
    play(s, g.reinforcement.rebuild(dead[0], "10.16"))
    assert g.forces().get(dead[0]).hex == "10.16"
    unchanged(s, lambda: g.reinforcement.rebuild(g.reinforcement.rebuildable()[0], "10.16"), "used already")
    s.undo()
    assert g.forces().get(dead[0]).status == "dead_pile"


# -- turn track, checklist, series results, victory ----------------------------------------------------

def test_turn_track_and_checklist():
    """Luzon 6.0: five turns; ticking a checklist line is an undoable change of the turn record."""
    s, g = make()
    unchanged(s, lambda: g.track.go_to_turn(6), "6.0")
    play(s, g.track.tick(0))
    assert g.track.checked() == {0}
    unchanged(s, lambda: g.track.tick(0), "already")
    play(s, g.track.next_turn())
    assert g.turn == 2 and g.track.checked() == set()
    s.undo()
    s.undo()
    assert g.turn == 1 and g.track.checked() == set()


def test_series_result_entry():
    """Ruling L2: an OCS result is entered with its step losses in one change; an empty one is refused."""
    s, g = make(demo=False)
    unchanged(s, lambda: g.units.record_series("combat", "  "), "L2")
    play(s, g.units.record_series("combat", "AL1 DL1o1", "7.36", [("us_23_21", 2)]))
    assert g.forces().get("us_23_21").status == "recovery_pool"
    s.undo()
    assert g.forces().get("us_23_21").status == "on_map" and g.units.series_results() == []


def test_victory_entry_and_l3():
    """Luzon 5.0: the victory check is entered at turn 3 (sudden death) and turn 5 only; ruling L3: when
    both sides' conditions hold the referee's ruling is required."""
    s, g = make(demo=False)
    unchanged(s, g.victory.record_victory, "5.0")
    play(s, g.track.go_to_turn(5))
    assert g.victory.final_check().result == "allied"
    unchanged(s, lambda: g.victory.record_victory("japanese"), "L3")
    play(s, g.victory.record_victory())
    assert s.state["victory"]["5"]["result"] == "allied"
    unchanged(s, g.victory.record_victory, "already")
