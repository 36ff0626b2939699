"""``table-assistant league collect|report|metadata`` from a terminal (issue 27): exit codes, one-line
errors, the HTML and JSON reports."""

from __future__ import annotations

import json
import subprocess
import sys


def run(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "assistant", "league", *map(str, args)], capture_output=True,
                          text=True, timeout=300)


def test_collect_then_report(shared_inputs, tmp_path):
    """Issue 27.1-2: collect names each input's fate (exit 1: one was skipped), report gives per table and
    over all, the HTML carries its plots, JSON reads back."""
    out = tmp_path / "league.sqlite"
    done = run("collect", out, f"Table 1={shared_inputs.table1}", f"Table 2={shared_inputs.table2}",
               shared_inputs.damaged, shared_inputs.table1)
    assert done.returncode == 1, done.stderr
    lines = done.stdout.splitlines()
    assert "(Table 1): 2 added" in lines[0] and "(Table 2): 2 added" in lines[1]
    assert "damaged.sqlite: skipped: is damaged" in lines[2]
    assert "given twice" in lines[3]
    again = run("collect", out, shared_inputs.table1, "--json")
    assert again.returncode == 0, again.stderr
    assert json.loads(again.stdout)[0]["unchanged"] == 2

    html = tmp_path / "report.html"
    report = run("report", out, "--html", html)
    assert report.returncode == 0, report.stderr
    assert "Table Table 1" in report.stdout and "Over all" in report.stdout
    assert "Japanese Tactical" in report.stdout
    assert html.read_text().count("<svg") >= 4
    data = json.loads(run("report", out, "--json", "--game", "bataan").stdout)
    assert data["format"] == "table-assistant.league-report"
    assert {g["kind"] for g in data["games"]} == {"bataan"}
    assert data["overall"]["bataan"]["extra"]["waves_needed"] == [3]


def test_errors_are_one_line_with_exit_2(shared_inputs, tmp_path):
    """Bad input: no usable input, a game database as OUT, an unknown game, a missing league file: one
    line on stderr, exit 2, nothing written."""
    out = tmp_path / "league.sqlite"
    nothing = run("collect", out, shared_inputs.damaged)
    assert nothing.returncode == 2
    game_db = run("report", shared_inputs.table1)
    assert game_db.returncode == 2 and "not a league file" in game_db.stderr
    assert len(game_db.stderr.strip().splitlines()) == 1
    missing = run("report", tmp_path / "nope.sqlite")
    assert missing.returncode == 2 and "does not exist" in missing.stderr
    unknown = run("report", out, "--game", "chess")
    assert unknown.returncode == 2 and "unknown game 'chess'" in unknown.stderr
    as_out = run("collect", shared_inputs.table1, shared_inputs.table2)
    assert as_out.returncode == 2 and "not a league file" in as_out.stderr


def test_metadata_names_the_league_file(shared_inputs, tmp_path):
    """Issue 27.3: the Datasette metadata is written for the file's name, with the canned queries."""
    out = tmp_path / "club.sqlite"
    run("collect", out, shared_inputs.table2)
    meta = tmp_path / "metadata.json"
    done = run("metadata", out, "-o", meta)
    assert done.returncode == 0, done.stderr
    data = json.loads(meta.read_text())
    assert list(data["databases"]) == ["club"]
    assert "waves_by_table" in data["databases"]["club"]["queries"]
