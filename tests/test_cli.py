"""The headless commands, black-box through the installed entry point's code path (issue #4 Headless,
issue #3 measure, issue #6 battle, issue #7 hex)."""

from __future__ import annotations

import json
import subprocess
import sys


def run(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "assistant", *args], capture_output=True, text=True, timeout=120)


def test_every_headless_command_is_registered():
    from assistant.cli import command_names

    assert {"roll", "odds", "measure", "hex"} <= command_names()


def test_roll_with_a_seed_is_reproducible_and_json():
    a = run("roll", "5d6m", "--seed", "42", "--json")
    b = run("roll", "5d6m", "--seed", "42", "--json")
    assert a.returncode == 0, a.stderr
    assert json.loads(a.stdout) == json.loads(b.stdout)


def test_odds_json_sums_to_one():
    proc = run("odds", "2d6>=8", "--json")
    assert proc.returncode == 0, proc.stderr
    data = json.loads(proc.stdout)
    text = json.dumps(data)
    assert "15/36" in text or "0.4166" in text


def test_bad_pool_is_a_clear_error_with_exit_2():
    proc = run("odds", "2x6")
    assert proc.returncode == 2
    assert "2x6" in proc.stderr


def test_unknown_command_is_refused():
    proc = run("teleport")
    assert proc.returncode == 2
    assert "invalid choice" in proc.stderr
