"""The headless ``roll`` and ``odds`` commands (assistant.cli.dice), on our own ArgumentParser."""

from __future__ import annotations

import json

import pytest

from assistant.core import dice


def run(argv: list[str]) -> int:
    from assistant.cli import main

    return main(argv)


def test_roll_text_shows_dice_value_seed_and_position(capsys):
    """roll: the text names the pool, the raw dice, the value and how to repeat it."""
    assert run(["roll", "5d6m", "--seed", "42"]) == 0
    out = capsys.readouterr().out
    expected = dice.roll("5d6m", dice.DiceStream(42))
    assert f"dice {' '.join(map(str, expected.dice))} -> {expected.value}" in out
    assert "seed 42, position 0" in out


def test_roll_json_replays_with_seed_and_position(capsys):
    """roll --json: a seeded roll is reproducible and --position resumes the stream (roll log)."""
    assert run(["roll", "2d6", "--seed", "7", "--json"]) == 0
    first = json.loads(capsys.readouterr().out)
    assert first["seed"] == 7 and first["position_before"] == 0 and first["position_after"] == 2
    stream = dice.DiceStream(7)
    assert tuple(first["dice"]) == dice.roll("2d6", stream).dice
    second = dice.roll("3d10", stream)
    assert run(["roll", "3d10", "--seed", "7", "--position", "2", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert tuple(data["dice"]) == second.dice and data["value"] == second.value


def test_roll_without_seed_reports_its_seed(capsys):
    """roll: with no --seed a fresh seed is chosen and printed, so the roll can be repeated."""
    assert run(["roll", "d10", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    again = dice.roll("d10", dice.DiceStream(data["seed"]))
    assert list(again.dice) == data["dice"]


def test_odds_text_table(capsys):
    """odds: value, exactly %, at least %, and the mean (2d6: 7 is 16.6667 %, mean 7)."""
    assert run(["odds", "2d6"]) == 0
    out = capsys.readouterr().out
    line7 = next(line for line in out.splitlines() if line.split() and line.split()[0] == "7")
    assert line7.split()[:3] == ["7", "16.6667", "58.3333"]
    assert "mean 7.0000 (exactly 7)" in out


def test_odds_json_is_exact(capsys):
    """odds --json: fractions as text, percentages as numbers (MacArthur, Casualties: 5d6m)."""
    assert run(["odds", "5d6m", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["pool"] == "5d6m"
    assert data["outcomes"][0] == {
        "value": 0, "exactly": "5/54", "exactly_pct": pytest.approx(100 * 5 / 54),
        "at_least": "1", "at_least_pct": 100.0,
    }
    assert data["mean_exact"] == "1829/1296"


@pytest.mark.parametrize(
    "argv, words",
    [
        (["roll", "2d6+1d4"], "character 5"),
        (["odds", "3x"], "dice notation '3x'"),
        (["roll", "2d6", "--seed", "-4"], "seed"),
        (["roll", "2d6", "--position", "3"], "only makes sense with a seed"),
        (["odds", "100d1000"], "too many dice"),
    ],
)
def test_errors_go_to_stderr_with_exit_2(capsys, argv, words):
    """CLI: bad input prints a message on stderr and exits with status 2."""
    assert run(argv) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    assert words in captured.err
