"""assistant.cli.hexes: ``hex distance|within|line`` with text and --json output, errors exit 2."""

import argparse
import json

import pytest

from assistant.cli import hexes as cli_hexes


def run(argv, capsys):
    parser = argparse.ArgumentParser(prog="table-assistant")
    sub = parser.add_subparsers(dest="command")
    cli_hexes.register(sub)
    args = parser.parse_args(argv)
    code = args.func(args)
    out, err = capsys.readouterr()
    return code, out, err


def test_distance_text_and_json(capsys):
    code, out, err = run(["hex", "distance", "9.14", "10.17", "--map", "luzon"], capsys)
    assert code == 0 and err == ""
    assert out.strip() == "9.14 to 10.17: 4 hexes"
    code, out, _ = run(["hex", "distance", "17.16", "17.16", "--json"], capsys)
    assert json.loads(out) == {"map": "luzon", "from": "17.16", "to": "17.16", "distance_hexes": 0}


def test_within(capsys):
    """Luzon 3.1c: recovered units appear within 2 hexes of Balanga (10.17): 19 hexes."""
    code, out, _ = run(["hex", "within", "10.17", "2", "--json"], capsys)
    data = json.loads(out)
    assert code == 0 and data["count"] == 19
    assert data["hexes"][0] == {"hex": "10.17", "distance_hexes": 0}
    code, out, _ = run(["hex", "within", "10.17", "1"], capsys)
    assert out.splitlines()[0].startswith("7 hexes")
    assert "0: 10.17" in out


def test_within_is_clipped_to_the_map(capsys):
    _, out, _ = run(["hex", "within", "1.01", "1", "--json"], capsys)
    assert json.loads(out)["count"] < 7


def test_line(capsys):
    code, out, _ = run(["hex", "line", "8.19", "12.21", "--json"], capsys)
    data = json.loads(out)
    assert code == 0
    assert data["hexes"][0]["hex"] == "8.19" and data["hexes"][-1]["hex"] == "12.21"
    assert len(data["hexes"]) == data["distance_hexes"] + 1
    _, out, _ = run(["hex", "line", "8.19", "12.21"], capsys)
    assert out.split()[0] == "8.19" and out.split()[-1] == "12.21"


@pytest.mark.parametrize("argv,needle", [
    (["hex", "distance", "17.166", "9.14"], "17.166"),
    (["hex", "distance", "x.12", "9.14"], "x.12"),
    (["hex", "line", "9.14", "40.14"], "off the map"),
    (["hex", "within", "9.14", "2", "--map", "atlantis"], "no such map"),
])
def test_errors_go_to_stderr_with_exit_2(argv, needle, capsys):
    code, out, err = run(argv, capsys)
    assert code == 2 and out == ""
    assert needle in err


def test_negative_radius_is_an_argparse_error(capsys):
    with pytest.raises(SystemExit) as exc:
        run(["hex", "within", "9.14", "-1"], capsys)
    assert exc.value.code == 2
