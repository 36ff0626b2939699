"""Issue 22.4: ``table-assistant play`` drives any catalogue command against a database: one undoable
change, the same rules and dice; errors are one line, exit 2, nothing written."""

from __future__ import annotations

import json

import pytest

from assistant.cli import main


def play(capsys, *args):
    code = main(["play", *args])
    out = capsys.readouterr()
    return code, out.out, out.err


@pytest.fixture
def db(tmp_path, capsys):
    path = tmp_path / "club.sqlite"
    code, out, err = play(capsys, "--db", str(path), "--new", "bataan", "--name", "Club", "--seed", "3")
    assert code == 0, err
    return str(path)


def _dump(path):
    from assistant.store.store import Store
    s = Store.open(path)
    try:
        return s.dump(("games", "rolls", "records", "journal"))
    finally:
        s.close()


def test_list_answers_for_every_kind(capsys):
    """Done when: play --list answers for all seven game kinds, every entry naming its rule."""
    from assistant.games import registry

    code, out, err = play(capsys, "--list", "--json")
    assert code == 0, err
    listed = {k["kind"]: k["commands"] for k in json.loads(out)["result"]}
    assert set(listed) >= {k.id for k in registry.kinds()}
    for kind, commands in listed.items():
        assert commands, kind
        assert all(c["rule"] for c in commands), kind


def test_printed_bataan_to_first_wave_by_play(db, capsys):
    """B29, B31, II: check, confirm, then the phases, all from play; history and undo."""
    code, out, _ = play(capsys, "--db", db, "--game", "Club", "check_setup")
    assert code == 0 and "matches the article" in out
    assert play(capsys, "--db", db, "--game", "Club", "confirm_setup")[0] == 0
    code, out, _ = play(capsys, "--db", db, "--game", "bataan", "advance_phase", "--json")
    assert code == 0 and json.loads(out)["result"]["changed"]
    code, out, _ = play(capsys, "--db", db, "--game", "1", "history")
    assert "Set-up confirmed" in out and "Next phase" in out
    code, out, _ = play(capsys, "--db", db, "--game", "1", "undo")
    assert code == 0 and "Next phase" in out
    code, out, _ = play(capsys, "--db", db, "--game", "1", "redo")
    assert code == 0


@pytest.mark.parametrize("words,expect", [
    (["firee"], "no command 'firee'"),
    (["fire", "JP1-1"], "missing target"),
    (["fire", "JP1-1", "US1-1", "extra"], "too many arguments"),
    (["history", "x"], "no command"),
    (["fire", "ZZZ", "US1-1"], "no figure 'ZZZ'"),
    (["fire", "JP1-1", "US1-1"], "IV: only in"),
    (["record_moves", "JP1-1", "walk", "-3"], "under 0"),
    (["confirm_setup", "override=perhaps"], "not yes or no"),
    (["confirm_setup", "colour=red"], "no parameter 'colour'"),
])
def test_errors_are_one_line_exit_2_nothing_written(db, capsys, words, expect):
    before = _dump(db)
    code, out, err = play(capsys, "--db", db, "--game", "1", *words)
    assert code == 2
    assert expect in err and err.count("\n") == 1 and "Traceback" not in err
    assert _dump(db) == before


def test_no_such_game_or_database(tmp_path, capsys, db):
    code, _, err = play(capsys, "--db", str(tmp_path / "none.sqlite"), "--game", "1", "header")
    assert code == 2 and "no database" in err
    code, _, err = play(capsys, "--db", db, "--game", "77", "header")
    assert code == 2 and "no game '77'" in err
    code, _, err = play(capsys, "--db", db, "--game", "1", "undo")
    assert code == 2 and "nothing to undo" in err


def test_a_correction_asks_first(db, capsys):
    """A step outside the rules' procedures asks first: on the command line, --yes."""
    code, _, err = play(capsys, "--db", db, "--game", "1", "set_figures", "JP1-1", "wounds=light")
    assert code == 2 and "--yes" in err
    code, out, err = play(capsys, "--db", db, "--game", "1", "set_figures", "JP1-1", "wounds=light", "--yes")
    assert code == 0, err


def test_preview_shows_odds_and_writes_nothing(db, capsys):
    before = _dump(db)
    code, out, _ = play(capsys, "--db", db, "--game", "1", "spot_odds", "--json")
    assert code == 0
    assert json.loads(out)["result"]["changed"] is False
    assert _dump(db) == before
