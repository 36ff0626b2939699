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


def test_json_after_what_and_refused_numbers(capsys):
    """Issue 17: --json after WHAT; a blast at nan, a 0.01" reach raster and a 4,000-waypoint move
    are refused with a stated reason (exit 2, nothing on stdout), each within moments."""
    import time
    code, out, _ = run(["measure", DEMO, "contacts", "--json"], capsys)
    assert code == 0 and json.loads(out)["what"] == "contacts"
    code, out, _ = run(["measure", DEMO, "--json", "spotted", "--json"], capsys)
    assert code == 0 and json.loads(out)["what"] == "spotted"
    code, out, _ = run(["measure", DEMO, "blast", "10", "5", "3"], capsys)
    assert code == 0 and "--json" not in out and not out.lstrip().startswith("{")
    with pytest.raises(SystemExit):
        run(["measure", DEMO, "blast", "nan", "1", "3"], capsys)
    assert "finite number" in capsys.readouterr().err
    code, out, err = run(["measure", DEMO, "reach", "US1-1", "--cell", "0.01"], capsys)
    assert code == 2 and out == "" and "from 0.05 to 2" in err
    start = time.perf_counter()
    code, out, err = run(["measure", DEMO, "move", "JP1-5"] + [f"{20 + (k % 2) * 0.01},30" for k in range(4000)], capsys)
    assert code == 2 and "at most 1000 waypoints" in err and time.perf_counter() - start < 2


def test_table_file_problems_reach_the_cli(capsys, tmp_path):
    """Issue 17: a file that is not UTF-8 is refused with a message; a repaired bow-tie polygon is
    reported under --json too (the input files are left as they were)."""
    latin = tmp_path / "latin.json"
    latin.write_bytes(Path(DEMO).read_bytes().replace(b'"name": "', b'"name": "\xe9', 1))
    before = latin.read_bytes()
    code, out, err = run(["measure", str(latin), "contacts"], capsys)
    assert code == 2 and out == "" and "not a UTF-8 text file" in err and latin.read_bytes() == before
    d = json.loads(Path(DEMO).read_text())
    d["terrain"].append({"id": "bow", "kind": "swamp", "polygon": [[2, 2], [6, 6], [6, 2], [2, 6]]})
    bow = tmp_path / "bow.json"
    bow.write_text(json.dumps(d))
    before = bow.read_bytes()
    code, out, _ = run(["measure", str(bow), "--json", "contacts"], capsys)
    notes = json.loads(out)["notes"]
    assert code == 0 and any("bow" in n and "repaired" in n for n in notes) and bow.read_bytes() == before
    code, out, _ = run(["measure", str(bow), "contacts"], capsys)
    assert "note:" in out and "repaired" in out


def test_output_into_a_closed_pipe_ends_quietly():
    """Issue 17: `measure ... | head -1` ends without a BrokenPipeError traceback."""
    import subprocess
    import sys
    cmd = (f"{sys.executable} -c 'from assistant.cli import main; raise SystemExit(main())' "
           f"measure {DEMO} command --all | head -1")
    proc = subprocess.run(["bash", "-c", cmd], capture_output=True, text=True, cwd=Path(DEMO).parents[2])
    assert proc.stdout.count("\n") == 1 and "Traceback" not in proc.stderr and "BrokenPipe" not in proc.stderr
