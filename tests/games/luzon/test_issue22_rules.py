"""Issue 22.8, Luzon: Allied option 2 and the Turn Two Group hexes (ruling L7), Limited Flight (1.2), the
series optional rules (4.0), option 9's demolitions (4.0 Allied 9), the reserve markers (6.0) and a
rebuilt unit's strength (L10)."""

from __future__ import annotations

from fractions import Fraction

import pytest

from assistant.core.errors import InputError
from assistant.core.hexes import distance
from assistant.games.luzon import rules
from assistant.games.luzon.commands import LuzonGame
from assistant.games.session import GameSession
from assistant.games.setup import new_game
from assistant.store.store import Store


def printed(seed: int = 5, allied=()):
    store = Store.open(":memory:")
    session = GameSession(store, new_game(store, "luzon", setup="printed", seed=seed))
    g = LuzonGame(session)
    if allied:
        session.do(g.track.set_options([], list(allied)))
    return session, g


def _toward_manila(g, start: str) -> list[str]:
    """The neighbours of ``start`` nearer Manila, nearest first."""
    m = g.base_scenario.map
    goal, here = m.parse(rules.MANILA), m.parse(start)
    near = [n for n in here.neighbors() if m.contains(n) and distance(n, goal) < distance(here, goal)]
    return [m.label(n) for n in sorted(near, key=lambda n: (distance(n, goal), m.to_offset(n)))]


# -- L7 -------------------------------------------------------------------------------------------------
def test_l7_allied_units_in_agoo_are_displaced_toward_manila_when_the_group_arrives():
    """L7: with Allied option 2 an Allied unit may stand in Agoo 7.39 on turn 1; when the Turn Two Group is
    placed there on turn 2 it is displaced, in the same change, to the next empty road hex toward Manila;
    undo puts both back."""
    s, g = printed(allied=[2])
    s.do(g.units.move("us_12_11", "7.39"))
    road = _toward_manila(g, "7.39")[0]
    s.do(g.map.set_hex_terrain(road, secondary_road=True))
    s.do(g.track.next_turn())
    ch = g.units.arrive("jp_7_tank")
    s.do(ch)
    f = g.forces()
    assert f.get("us_12_11").hex == road and f.get("jp_7_tank").hex == "7.39"
    assert any("L7" in line for line in dict(ch.meta)["summary"])
    s.undo()
    assert g.forces().get("us_12_11").hex == "7.39"


def test_l7_with_no_road_entry_the_referee_names_the_hex():
    """L7: when the painted map gives no road hex toward Manila the placement is refused naming L7 and
    nothing changes; the referee's hex must be empty and nearer Manila."""
    s, g = printed(allied=[2])
    s.do(g.units.move("us_12_11", "7.39"))
    s.do(g.track.next_turn())
    before = s.store.dump()
    with pytest.raises(InputError, match="L7"):
        g.units.arrive("jp_7_tank")
    assert s.store.dump() == before
    with pytest.raises(InputError, match="not nearer Manila"):
        g.units.arrive("jp_7_tank", displace_to="7.42")
    to = _toward_manila(g, "7.39")[0]
    s.do(g.units.arrive("jp_7_tank", displace_to=to))
    assert g.forces().get("us_12_11").hex == to


# -- 1.2 Limited Flight ---------------------------------------------------------------------------------
def _limited_flight_game():
    for seed in range(1, 60):
        s, g = printed(seed=seed)
        if g.air.flight_conditions() == "limited_flight":
            return s, g
    raise AssertionError("no seed under 60 rolls Limited Flight on turn 1")


def test_limited_flight_allows_air_missions_only_in_the_own_movement_phase():
    """1.2: during Limited Flight air missions are allowed only in the player's Movement Phase: a
    mission in a Combat Phase is refused naming 1.2 and nothing changes; one in the own Movement Phase
    is recorded."""
    s, g = _limited_flight_game()
    before = s.store.dump()
    with pytest.raises(InputError, match=r"Limited Flight.*\(1\.2\)"):
        g.air.air_mission("jp_nate", "barrage", "combat", "9.38")
    assert s.store.dump() == before
    s.do(g.air.air_mission("jp_nate", "barrage", "own_movement", "9.38"))
    assert g.air.air_missions()[0]["phase"] == "own_movement"
    with pytest.raises(InputError, match="not an air unit"):
        g.air.air_mission("jp_9_16", "barrage", "own_movement", "9.38")


def test_normal_flight_allows_any_phase():
    """1.2: Normal Flight has no restriction."""
    for seed in range(1, 60):
        s, g = printed(seed=seed)
        if g.air.flight_conditions() == "normal_flight":
            break
    s.do(g.air.air_mission("jp_nate", "fighter_sweep", "reaction"))
    assert g.air.air_missions()[0]["flight"] == "normal_flight"


# -- 4.0 series optional rules ---------------------------------------------------------------------------
def test_series_optional_rules_are_settings_shown_in_the_checklist():
    """4.0: Long Range Air, Attacking Empties and Reactive Artillery may apply: each a setting of the game,
    named on the checklist; setting the same again is refused."""
    s, g = printed()
    s.do(g.track.set_series_rules(long_range_air=True, reactive_artillery=True))
    assert g.track.series_rules() == ["long_range_air", "reactive_artillery"]
    assert any("Long Range Air (OCS 21.4)" in line and "Reactive Artillery" in line for line in g.track.checklist())
    with pytest.raises(InputError, match="already"):
        g.track.set_series_rules(long_range_air=True, reactive_artillery=True)
    s.undo()
    assert g.track.series_rules() == []


# -- 4.0 Allied 9 demolitions ----------------------------------------------------------------------------
def test_demolitions_need_option_9():
    s, g = printed()
    with pytest.raises(InputError, match="Allied 9 is not in force"):
        g.air.place_demolitions(["9.38"])


def test_demolition_limits_three_different_hexes_near_an_allied_unit():
    """4.0 Allied 9: three markers a turn, in different hexes, each within 2 hexes of an Allied unit;
    then one die each: 5-6 active (1/3), 1-4 removed."""
    s, g = printed(allied=[9])
    before = s.store.dump()
    with pytest.raises(InputError, match="at most 3"):
        g.air.place_demolitions(["9.38", "9.37", "10.35", "10.36"])
    with pytest.raises(InputError, match="different hexes"):
        g.air.place_demolitions(["9.38", "9.38"])
    with pytest.raises(InputError, match="not within 2 hexes of an Allied unit"):
        g.air.place_demolitions(["30.40"])
    with pytest.raises(InputError, match="demolition marker: hex '99.99': off the map"):
        g.air.place_demolitions(["99.99"])
    assert s.store.dump() == before
    s.do(g.air.place_demolitions(["9.38", "9.37"], "start"))
    with pytest.raises(InputError, match="different hexes"):
        g.air.place_demolitions(["9.37"], "end")
    s.do(g.air.place_demolitions(["10.35"], "end"))
    with pytest.raises(InputError, match="at most 3"):
        g.air.place_demolitions(["10.36"], "end")
    assert g.air.demolition_odds()["active"] == Fraction(1, 3)
    s.do(g.air.roll_demolitions())
    assert all(m["result"] in ("active", "removed") for m in g.air.demolitions())
    with pytest.raises(InputError, match="rolled already"):
        g.air.place_demolitions(["10.36"], "end")


# -- 6.0 reserve markers -------------------------------------------------------------------------------
def test_reserve_markers_allied_0_japanese_3_and_two_allied_on_26_dec():
    """6.0: Allied 0 and Japanese 3 reserve markers at the start; the Allies' order of arrival brings 2 on
    26 Dec (turn 2); the turn-2 checklist agrees."""
    s, g = printed()
    assert g.track.reserve_markers() == {"japanese": 3, "allied": 0}
    assert g.track.checklist()[-1] == "Reserve markers available (6.0): Allied 0, Japanese 3"
    s.do(g.track.next_turn())
    assert g.track.reserve_markers() == {"japanese": 3, "allied": 2}
    lines = g.track.checklist()
    assert any("2 reserve markers (now 2)" in line for line in lines)
    assert lines[-1] == "Reserve markers available (6.0): Allied 2, Japanese 3"


# -- L10 -------------------------------------------------------------------------------------------------
def test_l10_a_rebuilt_japanese_unit_returns_at_full_strength():
    """L10: a unit rebuilt by 2.1d returns at full strength (it leaves the reduced units)."""
    s, g = printed()
    s.do(g.units.eliminate("jp_47_48"))
    ch = g.rebuilds.japanese_rebuild("jp_47_48", "6.40", "1 Pax")
    s.do(ch)
    assert "jp_47_48" not in g.reduced()
    assert any("L10" in line for line in dict(ch.meta)["summary"])


def test_options_and_series_rules_in_one_change():
    """4.0: the Optional variations dialog sets the variations and the series optional rules together, as
    one undoable change; an unknown series rule (Independents does not suit Luzon) is refused."""
    s, g = printed()
    s.do(g.track.set_options([], [12], series=["attacking_empties"]))
    assert g.options.allied == frozenset({12}) and g.track.series_rules() == ["attacking_empties"]
    s.undo()
    assert g.track.series_rules() == [] and not g.options.allied
    with pytest.raises(InputError, match=r"independents.*\(4\.0\)"):
        g.track.set_options([], [], series=["independents"])
