"""The code's shape (issue 11, "Layers that hold"): ``ui | cli > games > store > core``, no game imports
another, each game's board stands alone, and Qt stays under ``assistant.ui``. The contracts live in
pyproject.toml (``[tool.importlinter]``) and are checked here by import-linter over the whole import
graph, imports inside functions included."""

from __future__ import annotations

import subprocess
import sys
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def _lint() -> subprocess.CompletedProcess:
    script = "import sys; from importlinter.cli import lint_imports_command; sys.exit(lint_imports_command())"
    return subprocess.run([sys.executable, "-c", script, "--no-cache"], cwd=ROOT, capture_output=True,
                          text=True, timeout=120)


def test_every_contract_is_kept():
    run = _lint()
    contracts = tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["importlinter"]["contracts"]
    assert run.returncode == 0, run.stdout + run.stderr
    assert f"Contracts: {len(contracts)} kept, 0 broken." in run.stdout


def test_the_contracts_name_every_game_package():
    """A new game package is covered by the independence contracts as soon as it exists."""
    from assistant.games import registry

    contracts = {c["id"]: c for c in
                 tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["importlinter"]["contracts"]}
    families = set(registry.families())
    assert {m.rsplit(".", 1)[1] for m in contracts["games-independent"]["modules"]} == families
    assert {m.rsplit(".", 1)[1] for m in contracts["game-boards-independent"]["modules"]} == families
