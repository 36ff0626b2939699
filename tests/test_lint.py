"""The code passes its lint checks (pyproject [tool.ruff]): no unused or undefined names."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parent.parent


def test_ruff_finds_nothing():
    if shutil.which("ruff") is None and subprocess.run([sys.executable, "-m", "ruff", "--version"],
                                                       capture_output=True).returncode != 0:
        pytest.skip("ruff is not installed (it comes with the test extras)")
    proc = subprocess.run([sys.executable, "-m", "ruff", "check", "assistant", "tests", "benchmarks", "packaging"],
                          capture_output=True, text=True, cwd=REPO)
    assert proc.returncode == 0, proc.stdout + proc.stderr
