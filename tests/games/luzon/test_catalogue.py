"""Issue 22.1 for Luzon: every command is reachable from the catalogue with its rule, among them the
ones issue 22 found with no way in: `defence` (1.1d, 1.4, 1.5), `engineer_function` (1.6),
`check_move_mode_ma` (designer's note 6), `transport_check` (1.7) and `air_strip_work` (1.3c)."""

from __future__ import annotations

import json
from fractions import Fraction

import pytest

from assistant.cli import main
from assistant.core.errors import InputError
from assistant.games import catalogue as C
from assistant.games.session import GameSession
from assistant.games.setup import new_game
from assistant.store.store import Store


@pytest.fixture
def printed():
    store = Store.open(":memory:")
    session = GameSession(store, new_game(store, "luzon", setup="printed", seed=5))
    cat = C.catalogue_of("luzon")
    return session, cat, cat.open(session)


def _run(cat, game, name, **args):
    return C.run(cat, cat.entry(name), game, args)


def test_defence_manila_at_half_and_hq_values(printed):
    """1.4: Allied defenders in Manila are halved and Open; 1.5: an HQ defends at 2 in Combat Mode."""
    session, cat, game = printed
    d = _run(cat, game, "defence", hex_label="17.16").answer
    assert d.category == "open" and d.strength == pytest.approx((2 + 1) / 2)
    assert any("1.5" in line for line in d.lines) and any("1.4" in line for line in d.lines)
    shown = "\n".join(_run(cat, game, "defence", hex_label="11.28").lines())
    assert "North Luzon Force HQ: 2" in shown


def test_point_of_interest_is_close_with_the_hex_terrain_modifier(printed):
    """1.1d: a Point of Interest is Close on the CRT with the hex's other terrain as its modifier; Hills
    with Allied option 4."""
    session, cat, game = printed
    session.do(game.map.set_hex_terrain("11.28", town="poi", terrain="open"))
    d = _run(cat, game, "defence", hex_label="11.28").answer
    assert (d.category, d.modifier) == ("close", "open")
    session.do(_run(cat, game, "set_options", allied="4").change)
    d = _run(cat, game, "defence", hex_label="11.28").answer
    assert (d.category, d.modifier) == ("close", "hills")


def test_move_mode_cap_is_ten_and_twelve_for_the_tanks_with_option_5(printed):
    """Designer's note 6: no unit above 10 MA in Move Mode; Allied option 5 gives the two tank
    battalions 12. The check refuses naming the note."""
    session, cat, game = printed
    assert _run(cat, game, "check_move_mode_ma", unit_id="us_192_tank", ma="10").answer == []
    with pytest.raises(InputError, match="designer's note 6"):
        _run(cat, game, "check_move_mode_ma", unit_id="us_192_tank", ma="12")
    session.do(_run(cat, game, "set_options", allied="5").change)
    assert _run(cat, game, "check_move_mode_ma", unit_id="us_192_tank", ma="12").answer == []
    with pytest.raises(InputError, match="under 0"):
        _run(cat, game, "check_move_mode_ma", unit_id="us_192_tank", ma="-1")


def test_transport_and_air_strip_work_are_refused_by_their_rules(printed):
    """1.7: no rail, air or sea transport, captured wagons destroyed; 1.3c / 1.6: air strips are never
    improved or destroyed."""
    session, cat, game = printed
    assert "1.7" in _run(cat, game, "transport_check", kind="sea").answer
    assert "destroys them" in _run(cat, game, "transport_check", kind="capture_wagons").answer
    before = session.store.dump()
    with pytest.raises(InputError, match=r"1\.3c, 1\.6"):
        _run(cat, game, "air_strip_work", action="destroy")
    assert session.store.dump() == before


def test_engineer_function_only_for_hqs_and_engineers(printed):
    """1.6: an HQ bridges (one change); an infantry regiment is refused naming 1.6, nothing written."""
    session, cat, game = printed
    before = session.store.dump()
    with pytest.raises(InputError, match=r"1\.6"):
        _run(cat, game, "engineer_function", unit_id="us_92_91", function="bridging")
    assert session.store.dump() == before
    with pytest.raises(InputError, match="detrainable already"):      # Tarlac is a town (2.1b, 3.1a)
        _run(cat, game, "engineer_function", unit_id="us_nlf_hq", function="detrainable")
    session.do(_run(cat, game, "engineer_function", unit_id="us_nlf_hq", function="bridging").change)
    assert game.state["bridging"]["1"] == [{"unit": "us_nlf_hq", "hex": "11.28"}]


def test_replacement_odds_are_the_roll_it_makes(printed):
    """3.1d: 2D6, 8 or more: 15/36; with Allied 12 (+1) 21/36; the preview reads the roll's chart."""
    session, cat, game = printed
    shown = C.preview(cat, cat.entry("roll_replacement"), game, {})
    assert dict(shown.tables[0].rows)["rebuild one unit"] == Fraction(15, 36)
    session.do(_run(cat, game, "set_options", allied="12").change)
    shown = C.preview(cat, cat.entry("roll_replacement"), game, {})
    assert dict(shown.tables[0].rows)["rebuild one unit"] == Fraction(21, 36)
    assert shown.tables[0].modifiers
    session.do(_run(cat, game, "roll_replacement").change)
    assert game.reinforcement.replacement() is not None
    assert "3.1d" in cat.entry("roll_replacement").why_not(game)


def test_weather_and_attrition_previews_are_odds_tables(printed):
    """1.2: one die, 1-2 Limited Flight; 1.9: attrition odds from the referee's numbers (L2)."""
    session, cat, game = printed
    t = C.preview(cat, cat.entry("roll_weather"), game, {}).tables[0]
    assert t.rows[0][1] == Fraction(1, 3) and t.total() == 1
    t = _run(cat, game, "attrition_odds", pool="2d6", loss_at="10")
    assert t.answer == Fraction(6, 36)


def test_play_runs_a_luzon_query_and_refuses_a_bad_unit(tmp_path, capsys):
    """Issue 22.4: `play` answers a Luzon query; an unknown unit is one line, exit 2, nothing written."""
    db = str(tmp_path / "l.sqlite")
    assert main(["play", "--db", db, "--new", "luzon", "--setup", "printed", "--seed", "2"]) == 0
    capsys.readouterr()
    assert main(["play", "--db", db, "--game", "luzon", "defence", "17.16"]) == 0
    assert "Manila open city" in capsys.readouterr().out
    assert main(["play", "--db", db, "--game", "luzon", "check_move_mode_ma", "us_999", "8"]) == 2
    err = capsys.readouterr().err
    assert "no unit 'us_999'" in err and len(err.strip().splitlines()) == 1
    assert main(["play", "--db", db, "--game", "luzon", "--list", "--json"]) == 0
    names = {c["name"] for c in json.loads(capsys.readouterr().out)["result"][0]["commands"]}
    assert {"defence", "engineer_function", "check_move_mode_ma", "transport_check", "air_strip_work"} <= names


def test_every_procedure_method_is_reached_and_no_class_carries_more_than_40():
    """Issue 22.5: LuzonGame is composed of procedure objects (one module each), none with more than
    about 40 public methods; every method of every procedure is reached by a catalogue entry."""
    from assistant.games.catalogue import public_methods
    from assistant.games.command_base import Part
    from assistant.games.luzon.catalogue import CATALOGUE, PART_OF
    from assistant.games.luzon.commands import LuzonGame

    assert len(public_methods(LuzonGame)) <= 40
    parts = {name: attr.cls for name, attr in vars(LuzonGame).items() if isinstance(attr, Part)}
    assert len(parts) >= 8
    assert all(len(public_methods(cls)) <= 40 for cls in parts.values())
    assert len({cls.__module__ for cls in parts.values()}) == len(parts)      # one file each
    reached = {m for e in CATALOGUE.entries for m in e.methods()}
    assert not [f"{p}.{n}" for n, p in PART_OF.items() if f"{p}.{n}" not in reached]
