"""Luzon restrictions (1.4, 1.5, 1.1d, 1.6, 1.7, 1.11, 1.14, designer's note 6), Japanese rebuilds
(2.1d, L2) and the air strips (1.3c). A refused check names its rule; the referee may override it and
the change records the override."""

from __future__ import annotations

import pytest

from assistant.core.errors import InputError
from assistant.games.luzon.commands import LuzonGame
from assistant.games.luzon.forces import DEAD_PILE, ON_MAP
from assistant.games.session import GameSession
from assistant.games.setup import new_game
from assistant.store.store import Store


def printed(seed: int = 5, allied=()):
    store = Store.open(":memory:")
    session = GameSession(store, new_game(store, "luzon", setup="printed", seed=seed))
    g = LuzonGame(session)
    session.do(g.track.set_options([], list(allied)))
    return session, g


@pytest.mark.parametrize("label", ["7.39", "31.08", "21.42", "6.40"])
def test_allies_never_enter_japanese_sources_or_landing_hexes(label):
    """1.11: Allied units never enter Agoo 7.39, Atimonan 31.08, Bayombong 21.42 or a landing hex;
    the referee's override is recorded in the change."""
    s, g = printed()
    for uid in {"31.08": ["jp_16_recon"], "6.40": ["jp_48_div_hq", "jp_1for_48"]}.get(label, []):
        s.do(g.units.eliminate(uid))
    with pytest.raises(InputError, match="1.11"):
        g.units.move("us_12_11", label)
    ch = g.units.move("us_12_11", label, override=True)
    assert "referee override" in ch.text and any("REFEREE OVERRIDE" in x for x in dict(ch.meta)["summary"])


def test_allied_option_2_opens_the_landing_hexes_not_the_sources():
    """4.0 Allied 2: landing hexes open to the Allies; ruling L7: on turn 1 the Turn Two Group hexes
    (7.39, 31.08) too, before they become supply sources (2.1b); Bayombong, a source and no landing hex,
    stays closed, and from turn 2 the sources close again (1.11)."""
    s, g = printed(allied=[2])
    for uid in ("jp_48_div_hq", "jp_1for_48"):
        s.do(g.units.eliminate(uid))
    s.do(g.units.move("us_12_11", "6.40"))
    assert g.forces().get("us_12_11").hex == "6.40"
    s.do(g.units.move("us_12_11", "7.39"))
    assert g.forces().get("us_12_11").hex == "7.39"
    with pytest.raises(InputError, match="1.11"):
        g.units.move("us_71_71", "21.42")
    s.do(g.units.move("us_12_11", "7.40"))
    s.do(g.track.next_turn())
    with pytest.raises(InputError, match=r"1\.11.*L7"):
        g.units.move("us_12_11", "7.39")


def test_japanese_enter_allied_sources():
    """1.11: the Japanese may enter the U.S.-Philippine supply sources."""
    s, g = printed()
    s.do(g.units.eliminate("us_res_hq"))
    s.do(g.units.eliminate("us_3_43_phil"))
    s.do(g.units.eliminate("us_88_arty"))
    s.do(g.units.move("jp_47_48", "17.16"))
    assert g.forces().get("jp_47_48").hex == "17.16"


def test_artillery_next_to_an_enemy_needs_a_friendly_combat_unit():
    """1.14: artillery may not move next to an enemy attack-capable unit unless it enters a hex with a
    friendly non-artillery combat unit."""
    s, g = printed()
    s.do(g.units.move("jp_47_48", "17.18"))               # next to 17.17
    with pytest.raises(InputError, match="1.14"):
        g.units.move("us_88_arty", "17.17")
    s.do(g.units.move("us_3_43_phil", "17.17"))
    s.do(g.units.move("us_88_arty", "17.17"))
    assert g.forces().get("us_88_arty").hex == "17.17"


def test_manila_open_city_and_hq_defence():
    """1.4: Allied defenders in Manila are halved and Open; 1.5: an HQ defends at 2 in Combat Mode and 1
    in Move Mode, with no Flak DRM; the Japanese in Manila are not halved."""
    s, g = printed()
    d = g.restrictions.defence("17.16")
    assert d.strength == (2 + 1) / 2 and d.category == "open"
    assert any("no +1 Flak" in x for x in d.lines) and any("1.4" in x for x in d.lines)
    s.do(g.units.set_mode("us_nlf_hq", "move"))
    assert g.restrictions.defence("11.28").strength == 1 + 3
    for u in ("us_res_hq", "us_3_43_phil", "us_88_arty"):
        s.do(g.units.eliminate(u))
    s.do(g.units.move("jp_47_48", "17.16"))
    assert g.restrictions.defence("17.16").strength == 6


def test_point_of_interest_is_close_keeping_the_hex_modifier():
    """1.1d: a Point of Interest is Close on the CRT with the hex's other terrain as its modifier (Open:
    armour doubled); with Allied option 4 the modifier is Hills."""
    s, g = printed()
    s.do(g.map.set_hex_terrain("8.31", town="poi", terrain="open"))
    d = g.restrictions.defence("8.31")
    assert (d.category, d.modifier) == ("close", "open")
    s.do(g.track.set_options([], [4]))
    assert g.restrictions.defence("8.31").modifier == "hills"


def test_engineer_functions_only_bridging_and_detrainable():
    """1.6: HQs and engineers only bridge and make detrainable hexes; a Japanese HQ makes none on a
    secondary road; others need an override; a detrainable hex serves the trace (undoable)."""
    s, g = printed()
    with pytest.raises(InputError, match="1.6"):
        g.restrictions.engineer_function("jp_48_div_hq", "air base")
    with pytest.raises(InputError, match="1.6"):
        g.restrictions.engineer_function("jp_47_48", "bridging")
    s.do(g.map.set_hex_terrain("6.40", secondary_road=True))
    with pytest.raises(InputError, match="secondary road"):
        g.restrictions.engineer_function("jp_48_div_hq", "detrainable")
    s.do(g.restrictions.engineer_function("us_nlf_hq", "bridging"))
    s.do(g.units.move("us_nlf_hq", "11.27"))
    s.do(g.restrictions.engineer_function("us_nlf_hq", "detrainable"))
    assert g.map.hex_terrain("11.27").is_detrainable
    s.undo()
    assert not g.map.hex_terrain("11.27").is_detrainable


def test_transport_and_move_mode_ma():
    """1.7 no rail, air or sea transport, wagons destroyed with their load; note 6: no unit above 10 MA
    in Move Mode, the two Allied tank battalions 12 with option 5; bad numbers get a message."""
    s, g = printed()
    assert "1.7" in g.restrictions.transport_check("rail") and "destroys them" in g.restrictions.transport_check("capture_wagons")
    with pytest.raises(InputError, match="10 MA"):
        g.restrictions.check_move_mode_ma("us_192_tank", 12)
    assert g.restrictions.check_move_mode_ma("us_192_tank", 12, override=True)
    for bad in ("-1", "abc"):
        with pytest.raises(InputError, match="MA"):
            g.restrictions.check_move_mode_ma("us_192_tank", bad)
    s.do(g.track.set_options([], [5]))
    assert g.restrictions.check_move_mode_ma("us_192_tank", 12) == []


def test_japanese_rebuild_near_its_landing_or_with_an_hq():
    """2.1d: a Japanese ground unit is rebuilt on the referee's Common Replacement Table result (L2),
    within 2 hexes of Agoo (northern group) or Atimonan (southern), even in an EZOC, or with the 14th
    Army HQ or its stripe's HQ; air units never; undo puts it back in the Dead Pile."""
    s, g = printed()
    s.do(g.units.eliminate("jp_47_48"))
    assert g.rebuilds.japanese_group("jp_47_48") == ("northern", "7.39")
    assert g.rebuilds.japanese_group("jp_16_recon") == ("southern", "31.08")
    with pytest.raises(InputError, match="Common Replacement"):
        g.rebuilds.japanese_rebuild("jp_47_48", "7.37", "")
    with pytest.raises(InputError, match="2.1d"):
        g.rebuilds.japanese_rebuild("jp_47_48", "12.30", "1 Pax")
    s.do(g.rebuilds.japanese_rebuild("jp_47_48", "6.40", "1 Pax"))     # with the 48th Div HQ (stripe "-48")
    assert g.forces().get("jp_47_48").status == ON_MAP
    s.undo()
    s.do(g.rebuilds.japanese_rebuild("jp_47_48", "7.37", "1 Pax"))
    assert s.state["japanese_rebuilds"]["1"][0]["unit"] == "jp_47_48"
    s.undo()
    assert g.forces().get("jp_47_48").status == DEAD_PILE
    s.do(g.units.eliminate("jp_nate"))
    with pytest.raises(InputError, match="air units"):
        g.rebuilds.japanese_rebuild("jp_nate", "7.39", "1 Eq")
    for bad in ("99.99", "abc"):
        with pytest.raises(InputError, match="hex"):
            g.rebuilds.japanese_rebuild("jp_47_48", bad, "1 Pax")


def test_air_strips_flip_on_capture_never_improved():
    """1.3c: six strips, U.S. side up at start; a capture flips one to the capturer's colour; they are
    never improved or destroyed."""
    s, g = printed()
    assert set(g.rebuilds.air_strips().values()) == {"allied"} and len(g.rebuilds.air_strips()) == 6
    s.do(g.rebuilds.capture_air_strip("11.33"))
    assert g.rebuilds.air_strips()["11.33"] == "japanese"
    with pytest.raises(InputError, match="no air strip"):
        g.rebuilds.capture_air_strip("11.34")
    with pytest.raises(InputError, match="1.3c"):
        g.rebuilds.air_strip_work("improve")
    s.undo()
    assert g.rebuilds.air_strips()["11.33"] == "allied"


@pytest.mark.parametrize("call", [
    lambda g: g.units.move("us_res_hq", "99.99"),
    lambda g: g.units.move("us_res_hq", "abc"),
    lambda g: g.track.go_to_turn(10**9),
    lambda g: g.track.go_to_turn(-1),
    lambda g: g.units.record_series("combat", "AL1", "99.99", ()),
    lambda g: g.units.record_series("combat", "AL1", "", (("us_res_hq", "abc"),)),
    lambda g: g.units.record_series("combat", "AL1", "", (("us_res_hq", -1),)),
    lambda g: g.units.record_series("combat", "AL1", "", (("us_res_hq", 10**9),)),
    lambda g: g.rebuilds.capture_air_strip("abc"),
    lambda g: g.map.set_hex_terrain("17.16", terrain="<b>x</b>"),
])
def test_bad_values_typed_in_a_panel_change_nothing(call):
    """Hardening: a bad hex (99.99, abc), a negative or huge number gets a clear message (InputError
    naming where) and nothing is written."""
    s, g = printed()
    before = (dict(s.state), len(s.history()), g.map.export_terrain())
    with pytest.raises(InputError):
        call(g)
    assert (dict(s.state), len(s.history()), g.map.export_terrain()) == before
