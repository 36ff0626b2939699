"""The ``measure`` sub-command on the demo table."""

from __future__ import annotations

import argparse
import json
from pathlib import Path

import pytest

from assistant.cli import measure

DEMO = str(Path(__file__).resolve().parents[4] / "resources" / "scenarios" / "bataan_demo_table.json")


def run(argv, capsys):
    p = argparse.ArgumentParser()
    measure.register(p.add_subparsers(dest="command"))
    args = p.parse_args(argv)
    code = args.func(args)
    out = capsys.readouterr()
    return code, out.out, out.err


@pytest.mark.parametrize("what", [["command"], ["sight", "US1-1", "JP1-1"], ["targets", "US3-2"],
                                  ["blast", "10", "5", "3"], ["spotted"], ["contacts"],
                                  ["move", "JP3-6", "24,33.7", "27,34", "--mode", "run"],
                                  ["reach", "JP1-5", "--mode", "walk"], ["distance", "US1-1", "US1-2"]])
def test_every_measurement_text_and_json(what, capsys):
    code, out, err = run(["measure", DEMO] + what, capsys)
    assert code == 0 and err == "" and "readings:" in out
    code, out, err = run(["measure", DEMO, "--json"] + what, capsys)
    data = json.loads(out)
    assert code == 0 and data["what"] == what[0]


def test_json_answers_name_their_rulings(capsys):
    _, out, _ = run(["measure", DEMO, "--json", "sight", "US1-1", "JP1-1"], capsys)
    r = json.loads(out)["result"]
    assert r["visible"] is False and r["ruling"][0].startswith("B4") and r["rule"].startswith("IV Visibility")
    _, out, _ = run(["measure", DEMO, "--json", "blast", "10", "5", "3"], capsys)
    hits = json.loads(out)["result"]["hits"]
    assert [h["distance_in"] for h in hits] == sorted(h["distance_in"] for h in hits)


def test_errors_go_to_stderr_with_exit_2(capsys, tmp_path):
    code, out, err = run(["measure", DEMO, "sight", "US1-1", "NOBODY"], capsys)
    assert code == 2 and out == "" and "NOBODY" in err
    bad = tmp_path / "bad.json"
    bad.write_text("{")
    code, _, err = run(["measure", str(bad), "contacts"], capsys)
    assert code == 2 and "not valid JSON" in err
    code, _, err = run(["measure", DEMO, "move", "JP1-1", "1,1", "--mode", "crawl"], capsys)
    assert code == 0
