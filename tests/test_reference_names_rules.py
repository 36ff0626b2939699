"""Issue 23.3: "F1 shows code paths ('Code: assistant/games/bataan/', '(forces.py)'): a referee's reference
names rules, not files." No page Help > Rules reference (F1) shows names a module, a source file, a data file
of the package, a Python class, function or attribute, or a test: it names the rule (and the command in the
palette, Ctrl+K) instead."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from assistant.games.registry import KINDS

REFERENCE = Path(__file__).resolve().parents[1] / "resources" / "reference"
KIND_IDS = {k.id for k in KINDS}          # a game's kind, as typed on the command line (--game bataan_4x8)
# what never belongs in a referee's reference, anywhere on a line
PLAIN = re.compile(r"\bCode:|\b[\w/]+\.(py|toml)\b|\bassistant[/.]|\bresources/|\bRULINGS\.md\b|\btest_\w+")
IDENT = re.compile(r"\.?[A-Za-z_]\w*(\.[A-Za-z_]\w*)*(\(.*\))?")


def code_names(line: str) -> list[str]:
    """The code a line of a reference page names: file and module paths, and `backticked` Python names (a
    dotted name, a call, a snake_case or CamelCase identifier); dice notation, command lines and the games'
    kinds stay."""
    found = [m.group(0) for m in PLAIN.finditer(line)]
    for span in re.findall(r"`([^`]+)`", line):
        if span in KIND_IDS or not IDENT.fullmatch(span):
            continue
        if "_" in span or "." in span or "(" in span or (len(span) > 4 and re.search(r"[a-z][A-Z]", span)):
            found.append(span)
    return found


def test_code_names_finds_code_and_leaves_rules_dice_and_commands():
    assert code_names("Code: `assistant/games/luzon/` (commands in `commands/`)")
    assert "forces.py" in code_names("## The sides (`forces.py`)")
    assert code_names("traced by `LuzonGame.supply.trace` and `final_victory`") == [
        "LuzonGame.supply.trace", "final_victory"]
    assert code_names("the `ReRollCounter` holds it") == ["ReRollCounter"]
    assert code_names("- **Fire (4.2)**: roll `2d6>=8`, or `table-assistant play --game tarawa`; kind `bataan_4x8`") == []


@pytest.mark.parametrize("name", [p.name for p in sorted(REFERENCE.glob("*.md"))])
def test_no_reference_page_names_code(name):
    """Issue 23.3: every page F1 shows names rules (and the palette's commands), not code paths."""
    page = (REFERENCE / name).read_text(encoding="utf-8")
    found = [(n, code_names(line)) for n, line in enumerate(page.splitlines(), 1) if code_names(line)]
    assert found == [], f"{name} names code: {found[:10]}"
