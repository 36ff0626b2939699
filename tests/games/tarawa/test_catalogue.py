"""Issue 22.1, 22.4, 22.5, 22.7: the Tarawa catalogue reaches every command of every procedure (the Banzai
Charge among them), runs them on real games through ``catalogue.run`` / ``catalogue.preview`` and
``table-assistant play``, shows odds as tables, and refuses by rule with nothing written."""

from __future__ import annotations

import json
from fractions import Fraction

import pytest

from assistant.cli import main
from assistant.core.errors import InputError
from assistant.games import catalogue as C
from assistant.games.catalogue import OddsTable, public_methods
from assistant.games.session import GameSession
from assistant.games.setup import new_game
from assistant.games.tarawa.catalogue import CATALOGUE, unreached_procedure_methods
from assistant.games.tarawa.commands import TarawaGame
from assistant.store.store import Store

PROCEDURES = ("turn", "moves", "banzai", "fire", "split", "opportunity", "twice", "amtracs", "fog", "options",
              "entries", "setup")


def _game(setup: str):
    store = Store.open(":memory:")
    session = GameSession(store, new_game(store, "tarawa", "Betio", setup=setup, seed=11))
    return session, CATALOGUE.open(session)


@pytest.fixture
def demo():
    session, game = _game("demo")
    yield session, game
    session.close()


@pytest.fixture
def printed():
    session, game = _game("printed")
    yield session, game
    session.close()


def run(game, name, **args):
    return C.run(CATALOGUE, CATALOGUE.entry(name), game, args)


def test_every_procedure_method_is_reached_and_classes_stay_small():
    """Issue 22.1, 22.5: every public method of every Tarawa procedure is an entry (or named plumbing), the
    Banzai declare and end among them; no class carries more than about 40 public methods."""
    assert unreached_procedure_methods() == []
    names = {e.name for e in CATALOGUE.entries}
    assert {"declare_banzai", "end_banzai", "split_fire", "fire", "finish_setup", "setup_place",
            "enter_units", "checklist"} <= names
    assert len(public_methods(TarawaGame)) <= 40
    for p in PROCEDURES:
        assert len(public_methods(getattr(TarawaGame, p))) <= 40, p
    assert {e.name for e in CATALOGUE.search("6.3")} >= {"declare_banzai", "end_banzai"}
    assert "split_fire" in [e.name for e in CATALOGUE.search("T12")]


def test_banzai_charge_declared_and_ended_from_the_catalogue(demo):
    """6.3 A, C: the Banzai Charge is declared (an HQ within 5 hexes of an HQ: itself) and ended through the
    catalogue, each one undoable change; a second charge is refused by 6.3 A."""
    session, game = demo
    assert "6.3 C" in CATALOGUE.entry("end_banzai").why_not(game)
    session.do(run(game, "declare_banzai", unit_ids="j-hq").change)
    assert game.log().state.banzai_active
    assert CATALOGUE.entry("end_banzai").why_not(game) is None
    assert "6.3 A" in CATALOGUE.entry("declare_banzai").why_not(game)
    session.do(run(game, "end_banzai").change)
    assert not game.log().state.banzai_active
    session.undo()
    assert game.log().state.banzai_active


def test_fire_preview_is_odds_tables_from_the_same_shots(demo):
    """4.2.1 E-G, 4.2.5, T1, T2: the fire preview is an odds table of hits (every shot's DRMs named above it)
    and the chance the action ends the turn; the roll that follows reads the same shots."""
    session, game = demo
    args = {"firer_ids": "us-2c,us-sherman", "target": "2128"}
    shown = C.preview(CATALOGUE, CATALOGUE.entry("fire"), game, args)
    assert shown.ok, shown.problems
    hits, ends = shown.tables
    assert isinstance(hits, OddsTable) and hits.total() == 1 and hits.rows[0][0] == "0 hits"
    assert any("us-2c" in m for m in hits.modifiers) and "4.2.1" in hits.rule
    assert ends.rule == "4.2.5, T2" and ends.total() == 1
    pv = game.fire.fire_preview(["us-2c", "us-sherman"], "2128")
    assert [p for _k, p in hits.rows] == [pv.odds[0].hits.get(k, 0) for k in range(pv.dice + 1)]
    session.do(run(game, "fire", **args).change)
    assert game.log().actions[-1].kind == "combat"


def test_a_refused_command_names_its_rule_and_writes_nothing(demo):
    """4.0 A: players alternate; a Japanese fire with the US to act is refused naming the rule, nothing
    written. 4.0 B, 4.4: a bombardment is a US action (the entry says why it cannot be used now)."""
    session, game = demo
    before = session.store.dump()
    with pytest.raises(InputError, match="4.0 A"):
        run(game, "fire", firer_ids="j-snlf-1", target="2127")
    with pytest.raises(InputError, match="no unit 'ZZ'"):
        run(game, "fire", firer_ids="ZZ", target="2127")
    assert session.store.dump() == before
    session.do(run(game, "pass").change)
    assert "4.4" in CATALOGUE.entry("bombard").why_not(game)


def test_printed_setup_is_a_procedure(printed):
    """8.1 D, 8.3: the printed set-up's checklist starts with the Japanese set-up; the order of battle is
    entered off the map and waits there; the set-up check lists what remains; no action before it."""
    session, game = printed
    first = game.setup.checklist()[0]
    assert not first.done and first.text.startswith("Japanese set-up (8.3)")
    before = session.store.dump()
    with pytest.raises(InputError, match="8.1 D"):
        run(game, "pass")
    assert session.store.dump() == before
    guns = [{"id": f"j-8in-{i}", "side": "japanese", "kind": "naval_gun_8in", "name": f"8in gun {i}",
             "strength": 8, "reduced": 4, "proficiency": 6} for i in range(1, 5)]
    session.do(run(game, "enter_units", units=json.dumps(guns)).change)
    status = game.setup.setup_status()
    assert len(status.off_map) == 4 and all(u.hex == "" for u in game.units())
    assert "4 unit(s) wait off the map" in game.setup.checklist()[0].text
    with pytest.raises(InputError, match="8.3") as err:
        run(game, "finish_setup")
    assert "waits off the map" in str(err.value)
    for label, t in (("1010", "coastal_defence"), ("1012", "coastal_defence"), ("1014", "bunker"),
                     ("1016", "pillbox"), ("1018", "clear")):
        session.do(game.entries.mark_terrain(label, t))
    with pytest.raises(InputError, match="8.3 A"):
        run(game, "setup_place", unit_ids="j-8in-1", to="1018")
    for i, label in enumerate(("1010", "1012", "1014", "1016"), 1):
        session.do(run(game, "setup_place", unit_ids=f"j-8in-{i}", to=label).change)
    assert C.preview(CATALOGUE, CATALOGUE.entry("finish_setup"), game, {}).ok
    session.do(run(game, "finish_setup").change)
    assert game.setup.checklist()[0].done and "8.3" in CATALOGUE.entry("setup_place").why_not(game)
    assert CATALOGUE.entry("pass").why_not(game) is None


def test_a_bad_unit_record_is_refused_by_name(printed):
    """Bad input names what and where: an unknown field, a rating that is not a whole number."""
    session, game = printed
    with pytest.raises(InputError, match="no field 'strenght'"):
        run(game, "enter_units", units='[{"id": "x", "side": "japanese", "kind": "infantry", "strenght": 5}]')
    with pytest.raises(InputError, match="strength is a whole number"):
        run(game, "enter_units", units='[{"id": "x", "side": "japanese", "kind": "infantry", "strength": "5"}]')


def play(capsys, *args):
    code = main(["play", *args])
    out = capsys.readouterr()
    return code, out.out, out.err


def test_play_drives_tarawa(tmp_path, capsys):
    """Issue 22.4: play lists the Tarawa catalogue, previews a fire as odds, declares the Banzai Charge
    (6.3) as one undoable change, and refuses by rule with exit status 2."""
    db = str(tmp_path / "betio.sqlite")
    code, out, err = play(capsys, "--db", db, "--new", "tarawa", "--setup", "demo", "--name", "Betio", "--seed", "4")
    assert code == 0, err
    code, out, _ = play(capsys, "--game", "tarawa", "--list", "--json")
    listed = {c["name"] for k in json.loads(out)["result"] for c in k["commands"]}
    assert {"declare_banzai", "end_banzai", "split_fire"} <= listed
    code, out, _ = play(capsys, "--db", db, "--game", "Betio", "fire", "us-2c", "2128", "--preview", "--json")
    assert code == 0 and json.loads(out)["result"]["tables"][0]["rows"][0]["outcome"] == "0 hits"
    code, out, err = play(capsys, "--db", db, "--game", "Betio", "declare_banzai", "j-hq")
    assert code == 0, err
    code, out, err = play(capsys, "--db", db, "--game", "Betio", "declare_banzai", "j-hq")
    assert code == 2 and "6.3 A" in err
    code, out, _ = play(capsys, "--db", db, "--game", "Betio", "undo")
    assert code == 0 and "Banzai" in out


def test_one_unit_entered_straight_into_its_set_up_hex(printed):
    """8.3 A, C: during the Japanese set-up a counter may be entered straight into its hex, checked as a
    set-up placement (land only, guns in works); after the check a hex is refused (8.3)."""
    session, game = printed
    session.do(game.entries.mark_terrain("1010", "coastal_defence"))
    gun = {"id": "j-8in-1", "side": "japanese", "kind": "naval_gun_8in", "strength": 8, "reduced": 4,
           "proficiency": 6}
    with pytest.raises(InputError, match="8.3 C"):
        run(game, "enter_units", units=json.dumps([{**gun, "hex": "0101"}]))
    session.do(run(game, "enter_units", units=json.dumps([{**gun, "hex": "1010"}])).change)
    assert game.unit("j-8in-1").hex == "1010"


def test_move_preview_prices_the_path_and_the_checks(demo):
    """4.1 B, 4.1 E, 5.0 D: a move's preview gives its path and MPs and, into an enemy hex, each unit's
    proficiency check as a pass/fail table (proficiency in ten). 4.1 E: an enemy hex is entered only as the
    one step of a move, so a path through it and on is refused (the preview names the rule)."""
    session, game = demo
    shown = C.preview(CATALOGUE, CATALOGUE.entry("move"), game, {"unit_ids": "us-2c", "to": "2128"})
    assert shown.ok, shown.problems
    (check,) = shown.tables
    assert "4.1 E" in check.title and check.rows[1] == ("passes", Fraction(8, 10))
    assert any("2127 → 2128" in line for line in shown.lines)
    far = C.preview(CATALOGUE, CATALOGUE.entry("move"), game, {"unit_ids": "us-2c", "to": "2129",
                                                               "path": "2128,2129"})
    assert any("4.1 E" in p for p in far.problems)


def test_banzai_preview_names_the_chargers_mps(demo):
    """6.3 A, C: the declaration's preview names each charger's MPs (MA + 3, or the MA not entered) and is
    refused like it for a unit that may not charge."""
    session, game = demo
    shown = C.preview(CATALOGUE, CATALOGUE.entry("declare_banzai"), game, {"unit_ids": "j-hq"})
    assert shown.ok and any("+ 3" in line and "6.3 C" in line for line in shown.lines)
    bad = C.preview(CATALOGUE, CATALOGUE.entry("declare_banzai"), game, {"unit_ids": "us-2c"})
    assert any("6.3 A" in p for p in bad.problems)
