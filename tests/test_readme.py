"""The README's two commands are the real ones: CI runs the test command exactly as written there."""

from __future__ import annotations

import re
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent


def _commands() -> list[str]:
    text = (REPO / "README.md").read_text()
    return re.findall(r"```(?:bash|sh)\n(.+?)\n```", text)


def test_ci_runs_the_readme_test_command_exactly():
    ci = (REPO / ".ci" / "run").read_text()
    test_cmd = next(c for c in _commands() if "pytest" in c)
    assert test_cmd in ci.splitlines()


def test_readme_has_an_install_and_open_command():
    assert any("table-assistant" in c and "pip install" in c for c in _commands())


def test_the_scripting_example_runs(capsys):
    """The README's Python example is real code: run it."""
    text = (REPO / "README.md").read_text()
    blocks = re.findall(r"```python\n(.+?)```", text, flags=re.S)
    assert blocks, "the README shows the scripting API"
    for block in blocks:
        exec(compile(block, "README.md", "exec"), {})
    out = capsys.readouterr().out
    assert "Sight(" in out and "Fraction" in out
