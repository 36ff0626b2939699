"""The Saipan catalogue (issue 22.1, 22.7): real commands run through ``catalogue.run`` / ``preview`` on
real games (the printed set-up and the demo); refusals name their rule and write nothing; ``play`` drives
a command on a database file."""

from __future__ import annotations

import json

import pytest

from assistant.cli import main
from assistant.core.errors import InputError
from assistant.games.catalogue import OddsTable, catalogue_of, preview, run
from assistant.games.saipan.commands import SaipanGame
from assistant.games.session import GameSession
from assistant.games.setup import new_game
from assistant.store.store import Store

CAT = catalogue_of("saipan")


def _game(setup: str = "demo", seed: int = 7):
    store = Store.open(":memory:")
    gid = new_game(store, "saipan", setup=setup, seed=seed) if setup != "demo" else \
        new_game(store, "saipan", demo=True, seed=seed)
    return SaipanGame(GameSession(store, gid))


def _run(game, cmd, **args):
    result = run(CAT, CAT.entry(cmd), game, args)
    if result.change is not None:
        game.session.do(result.change)
    return result


def _refused(game, cmd, match, **args):
    before = game.store.dump()
    with pytest.raises(InputError, match=match):
        _run(game, cmd, **args)
    assert game.store.dump() == before


@pytest.fixture()
def demo():
    g = _game()
    yield g
    g.session.close()
    g.store.close()


@pytest.fixture()
def printed():
    g = _game("printed")
    yield g
    g.session.close()
    g.store.close()


def test_issue_22_commands_are_entries():
    """Issue 22: Saipan's move_stack (dropping off, picking up) has a way in, and so has every command the
    window's gestures run (click-move, set-up, fog of war, corrections)."""
    names = {e.name for e in CAT.entries}
    assert {"move_stack", "move_units", "set_up", "hide_units", "add_dummy", "correct_units", "embark", "unload",
            "setup_check", "transports_needed", "retreat", "declare_bombardment"} <= names
    assert CAT.entry("correct_units").confirm and CAT.entry("place_unit_correction").confirm
    assert "move_stack" in [e.name for e in CAT.search("11.0")]
    assert "transports_needed" in [e.name for e in CAT.search("14.6")]


def test_every_procedure_command_is_reached():
    """Issue 22.1, 22.5: SaipanGame holds its commands in procedure objects (each under ~40 public
    methods); every public method of every procedure is reached by an entry or named as a reader."""
    from assistant.games.catalogue import public_methods
    from assistant.games.saipan.catalogue import PROCEDURE_READERS, PROCEDURES

    assert len(public_methods(SaipanGame)) <= 40
    reached = {m for e in CAT.entries for m in e.methods()}
    for attr in PROCEDURES:
        cls = getattr(SaipanGame, attr)
        assert len(public_methods(cls)) <= 40, attr
        missing = [f"{attr}.{n}" for n in public_methods(cls)
                   if f"{attr}.{n}" not in reached and f"{attr}.{n}" not in PROCEDURE_READERS]
        assert not missing, missing


def test_printed_setup_through_the_catalogue(printed):
    """16.1 A, 16.3 C, 14.6 A: the set-up check lists what remains; the Japanese set up from the
    catalogue; ticking the set-up step is refused, naming its rule, while anything remains."""
    left = preview(CAT, CAT.entry("setup_check"), printed, {})
    assert not left.ok and any("16.1 A" in x for x in left.lines) and any("14.6 A" in x for x in left.lines)
    assert run(CAT, CAT.entry("transports_needed"), printed, {}).answer == 1
    _refused(printed, "tick", r"set-up is not complete \(16.1, 16.3\)", step_id="setup")
    _refused(printed, "set_up", "9.3", ids="j-118", at_hex="1124")
    _run(printed, "set_up", ids="j-118,j-136", at_hex="1224")
    assert printed.unit("j-136").hex == "1224"
    assert CAT.entry("move_stack").why_not(printed).startswith("the set-up is not done")


def test_move_stack_drops_off_and_picks_up(demo):
    """11.0 D: a stack drops a unit off and moves on, each unit keeping its own MPs; another stack picks
    it up later, within every unit's MA (T4 costs entered)."""
    _run(demo, "tick", step_id="player1.assault")              # the Japanese player-turn (10.0 C)
    _run(demo, "move_stack", ids="j-snlf", path="1327", costs="1")      # joins j-136
    _run(demo, "move_stack", ids="j-136,j-snlf", path="1326", costs="2")   # the stack picks it up
    _run(demo, "move_stack", ids="j-snlf", path="1325", costs="1")      # j-136 dropped off in 1326
    assert (demo.unit("j-136").hex, demo.unit("j-snlf").hex) == ("1326", "1325")
    assert demo.unit("j-snlf").mp_spent == 4 and demo.unit("j-136").mp_spent == 2
    shown = preview(CAT, CAT.entry("move_stack"), demo, {"ids": "j-snlf", "path": "1326", "costs": "2"})
    assert shown.ok and any("6 of 6 MP" in x for x in shown.lines)
    _refused(demo, "move_stack", "would spend 7 MP of its 6", ids="j-snlf", path="1326", costs="3")
    assert "player1.move" not in demo.checklist.done and "player2.move" in demo.checklist.done


def test_a_click_move_is_checked_like_a_typed_one(demo):
    """Issue 22.7: the 43 Div HQ (MA 4) clicked 14 hexes away in the US player-turn is refused for the
    phase (10.0 B1); in its own player-turn for its MA (11.0 A, 1 MP a hex without TEC entries); a legal
    click-move runs move_stack's checks and is recorded; nothing is written for the refusals."""
    hq = demo.unit("j-hq")
    assert hq.hex == "1817" and hq.movement == 4
    _refused(demo, "move_units", r"player-turn 1 is the US's.*10.0 B1", ids="j-hq", to_hex="1831")
    _run(demo, "tick", step_id="player1.assault")
    p = preview(CAT, CAT.entry("move_units"), demo, {"ids": "j-hq", "to_hex": "1831"})
    assert not p.ok and "11.0 A" in p.problems[0]
    _refused(demo, "move_units", "would spend 14 MP of its 4", ids="j-hq", to_hex="1831")
    _run(demo, "move_units", ids="j-hq", to_hex="1819")
    assert demo.unit("j-hq").hex == "1819" and demo.unit("j-hq").mp_spent == 2


def test_no_moves_after_the_game_ends(demo):
    """16.4 C: once turn 30's Turn Record Phase has ended the game, moves are refused naming it."""
    while not demo.checklist.over:
        demo.session.do(demo.sequence.advance_day(force=True))
    assert "16.4 C" in CAT.entry("move_units").why_not(demo)
    _refused(demo, "move_units", "16.4 C", ids="us-2mar-6", to_hex="1123")
    _refused(demo, "place_unit", "16.4 C", side="japanese", kind="infantry", name="x", ratings="4-5-6/6",
             at_hex="1520")


def test_a_us_unit_placed_inland_is_refused_or_a_named_correction(demo):
    """Issue 22.7, 16.3 A, D-E: a US unit placed inland at 1925 is refused; the confirmed correction is
    named as one in the Record."""
    _refused(demo, "place_unit", r"inland.*16.3 A, D-E", side="us", kind="marines", name="8th Marines",
             ratings="5-6-8/7", at_hex="1925")
    r = _run(demo, "place_unit_correction", side="us", kind="marines", name="8th Marines", ratings="5-6-8/7",
             at_hex="1925")
    assert "correction" in r.change.text and any("Referee's correction" in x for x in r.lines())
    r = _run(demo, "place_unit", side="us", kind="marines", name="2nd Marines", ratings="5-6-8/7")
    assert demo.unit("u-2nd-marines").hex == ""            # off the map, to board a transport (16.3 C)
    _run(demo, "embark", transport="us-apa-1", ids="u-2nd-marines")
    assert demo.transports.aboard_any()["u-2nd-marines"] == "us-apa-1"


def test_fog_of_war_from_the_catalogue(demo):
    """15.2 A, 15.3: hide a Japanese unit and make a dummy; the US players' view then shows a force
    marker, not the unit's ratings; a US unit cannot hide."""
    _run(demo, "hide_units", ids="j-118")
    _run(demo, "add_dummy", at_hex="1520")
    view = run(CAT, CAT.entry("players_view"), demo, {"viewer": "us"}).answer
    assert view["1224"] == ["JAPANESE force marker (15.2)"] and view["1520"] == ["JAPANESE force marker (15.2)"]
    assert not any("118" in line for lines in view.values() for line in lines)
    _refused(demo, "hide_units", "15.2 A", ids="us-2mar-6")


def test_search_and_attack_odds_are_odds_tables(demo):
    """14.1, 14.4: the previews are OddsTables, from the functions the rolls read; the checklist follows
    the Record (the search ticks its step)."""
    p = preview(CAT, CAT.entry("search_zone"), demo, {"side": "us", "zone": "Marianas"})
    assert p.ok and isinstance(p.tables[0], OddsTable) and p.tables[0].total() == 1
    assert p.tables[0].rule == "14.1"
    _run(demo, "search_zone", side="us", zone="Marianas")
    assert "air_naval.search" in demo.checklist.done
    demo.session.undo()
    assert "air_naval.search" not in demo.checklist.done
    p = preview(CAT, CAT.entry("air_to_air"), demo, {"side": "us", "attacker": "a", "target": "b", "rating": "6"})
    assert p.tables[0].rows[1][0] == "hit" and float(p.tables[0].rows[1][1]) == 0.6


def test_bombardment_sources_and_the_retreat_after_it(demo):
    """Issue 22.7: `air GHOST-99 9 9` is refused (not on record); a ship on record in the Saipan Sea Zone
    (S7) bombards; a CRT retreat after a bombardment is carried out by `retreat` (no TypeError)."""
    ghost = json.dumps([{"kind": "air", "name": "GHOST-99", "rating": 9, "points": 9}])
    _refused(demo, "declare_bombardment", "GHOST-99", side="us", target_hex="1224", sources=ghost)
    src = json.dumps([{"kind": "ship", "name": "us-dd-phelps", "rating": 2, "points": 2, "ship_type": "DD",
                       "at_hex": "1124"}])
    shown = preview(CAT, CAT.entry("declare_bombardment"), demo, {"side": "us", "target_hex": "1224", "sources": src})
    assert shown.ok and shown.tables[0].total() == 1
    _run(demo, "declare_bombardment", side="us", target_hex="1224", sources=src)
    assert "player1.declare_bombardment" in demo.checklist.done
    _run(demo, "bombardment_roll", key="b001")
    _run(demo, "bombardment_results", key="b001", result='{"steps": 0, "retreat": true}')
    _refused(demo, "retreat", "no retreat is owed by the attacker", key="b001", role="attacker")
    _run(demo, "retreat", key="b001", role="defender", path="1324,1424")
    assert demo.unit("j-118").hex == "1424"


def test_advance_day_names_steps_not_ids(demo):
    """Issue 22.7: the refusal to end the day names the steps and their rules, not internal ids."""
    with pytest.raises(InputError) as err:
        _run(demo, "advance_day")
    msg = str(err.value)
    assert "Search rolls" in msg and "10.0 A3" in msg and "player1." not in msg and "air_naval." not in msg


def _play(capsys, *args):
    code = main(["play", *args])
    out = capsys.readouterr()
    return code, out.out, out.err


def test_play_drives_saipan(tmp_path, capsys):
    """Issue 22.4 for Saipan: play lists the catalogue and runs a command on a database; a refused rule
    exits 2 with one line, nothing written; a correction needs --yes."""
    db = str(tmp_path / "saipan.sqlite")
    code, out, err = _play(capsys, "--db", db, "--new", "saipan", "--name", "Isle", "--seed", "4")
    assert code == 0, err
    code, out, err = _play(capsys, "--game", "saipan", "--list", "--json")
    assert code == 0 and any(c["name"] == "move_stack" for c in json.loads(out)["result"][0]["commands"])
    code, out, err = _play(capsys, "--db", db, "--game", "Isle", "setup_check")
    assert code == 0 and "16.1 A" in out
    code, out, err = _play(capsys, "--db", db, "--game", "Isle", "set_up", "j-118", "1224")
    assert code == 0, err
    code, out, err = _play(capsys, "--db", db, "--game", "Isle", "set_up", "j-136", "1124")
    assert code == 2 and "9.3" in err and err.count("\n") == 1
    code, out, err = _play(capsys, "--db", db, "--game", "Isle", "correct_units", "j-136", "1520")
    assert code == 2 and "--yes" in err
    code, out, err = _play(capsys, "--db", db, "--game", "Isle", "correct_units", "j-136", "1520", "--yes")
    assert code == 0, err
    code, out, err = _play(capsys, "--db", db, "--game", "Isle", "history")
    assert "Correction" in out


def test_every_preview_and_query_answers_on_the_demo(demo):
    """Issue 22.2: the palette may ask any entry's preview before its form is filled: it answers with the
    problems (a parameter missing, the rule refusing), never an exception; every query with no required
    parameter runs and says something."""
    for e in CAT.entries:
        p = preview(CAT, e, demo, {})
        assert isinstance(p.problems, tuple), e.name
        if e.query and all(not q.required for q in e.params):
            assert run(CAT, e, demo, {}).lines(), e.name


def test_maneuver_round_odds_before_the_roll(demo):
    """12.1.1 A, 13.0 D: the round's preview is one odds table a side, its modifiers named, from the numbers
    the roll uses."""
    _run(demo, "declare_maneuver", side="us", ids="us-2mar-6", target_hex="1224")
    p = preview(CAT, CAT.entry("maneuver_roll"), demo, {"key": "m001"})
    assert len(p.tables) == 2 and all(t.total() == 1 for t in p.tables)
    assert "13.0 D" in p.tables[0].modifiers[0]
    checks = [line for line in run(CAT, CAT.entry("assault_preview"), demo,
                                   {"number": "3", "attacker": "japanese", "banzai": "yes"}).lines()]
    assert any("US DRM -1 (15.1 B)" in x for x in checks)
