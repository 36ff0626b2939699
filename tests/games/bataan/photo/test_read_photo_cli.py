"""``table-assistant read-photo`` (issue 24.4): every figure of the table file with where the photo puts
it, in the JSON shape of the issue; bad input is one line on stderr and exit status 2."""

from __future__ import annotations

import json
import subprocess
import sys

from assistant.games.bataan.table.tablefile import table_to_dict



def run(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "assistant", *args], capture_output=True, text=True, timeout=300)


def test_json_shape(tmp_path, sample):
    """Issue 24.4: {"what": "read-photo", "notes", "result": {"figures": [{id, x, y, status, moved_in,
    confidence}], "unmatched": [{x, y, group}], "markers": [...]}}; hidden Americans 'not found', x null."""
    table = tmp_path / "t.json"
    table.write_text(json.dumps(table_to_dict(sample.before)), encoding="utf-8")
    photo = tmp_path / "p.jpg"
    photo.write_bytes(sample.jpeg)
    p = run("read-photo", str(table), str(photo), "--json")
    assert p.returncode == 0, p.stderr
    doc = json.loads(p.stdout)
    assert doc["what"] == "read-photo" and isinstance(doc["notes"], list)
    res = doc["result"]
    assert set(res) == {"figures", "unmatched", "markers"}
    assert {f["id"] for f in res["figures"]} == set(sample.before.figures)
    for f in res["figures"]:
        assert set(f) == {"id", "x", "y", "status", "moved_in", "confidence"}
        assert f["status"] in ("unchanged", "moved", "too far", "not found")
        assert (f["x"] is None) == (f["status"] == "not found")
    hidden = next(f for f in res["figures"] if f["id"] == "US1-3")
    assert hidden["status"] == "not found" and hidden["x"] is None
    assert [m["id"] for m in res["markers"]] == [0, 1, 2, 3]
    text = run("read-photo", str(table), str(photo))
    assert text.returncode == 0 and "totals:" in text.stdout


def test_bad_input_is_one_line_exit_2(tmp_path, sample):
    """Issue 24.4: not an image, a colour given twice, a bad marker size: one line, exit 2."""
    table = tmp_path / "t.json"
    table.write_text(json.dumps(table_to_dict(sample.before)), encoding="utf-8")
    photo = tmp_path / "p.jpg"
    photo.write_bytes(sample.jpeg)
    cases = [((str(table), str(table)), "not a photo"),
             ((str(table), str(photo), "--colour", "japanese:1=#ff0000", "--colour", "japanese:1=#00ff00"), "given twice"),
             ((str(table), str(photo), "--marker-size", "0"), "marker size"),
             ((str(table), str(tmp_path / "none.jpg")), "no such file")]
    for args, want in cases:
        p = run("read-photo", *args)
        assert p.returncode == 2, (args, p.stderr)
        assert want in p.stderr and len(p.stderr.strip().splitlines()) == 1, p.stderr
