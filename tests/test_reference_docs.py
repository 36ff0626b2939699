"""The Help > Rules reference pages: one per game family, titled, and in our own words.

Every family in the registry has ``resources/reference/<family>.md`` starting with a ``# `` title.
No run of 12 or more consecutive words of a reference page may appear verbatim in its rulebook
(whitespace and case normalised; Markdown emphasis and table pipes ignored). Family pages are checked
against their own rulebook(s); any other page (dice notation, ...) against every rulebook.
The rulebooks live in the shared folder beside the repository (``../shared/rules``); the check is
skipped only when that folder is missing.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from assistant.games.registry import KINDS

REPO = Path(__file__).resolve().parents[1]
REFERENCE = REPO / "resources" / "reference"
RULES = Path(__file__).resolve().parents[2] / "shared" / "rules"
WINDOW = 12

FAMILIES = sorted({k.family for k in KINDS})
RULEBOOKS = {f: sorted({k.rulebook for k in KINDS if k.family == f}) for f in FAMILIES}


def _normalise(text: str) -> str:
    return " ".join(text.lower().split())


def _doc_words(line: str) -> list[str]:
    """The words of one page line, with Markdown markup (emphasis, code, pipes, list marks) removed."""
    line = re.sub(r"[*`|]", " ", line)
    line = re.sub(r"^\s*(#+|-|\d+\.)\s+", " ", line)
    return _normalise(line).split()


def copied_runs(page: str, rulebook: str, window: int = WINDOW) -> list[tuple[int, str]]:
    """(line number, words) for every line holding ``window`` consecutive words found in ``rulebook``."""
    book = _normalise(rulebook)
    out = []
    for number, line in enumerate(page.splitlines(), 1):
        words = _doc_words(line)
        for i in range(len(words) - window + 1):
            run = " ".join(words[i:i + window])
            if run in book:
                out.append((number, run))
                break
    return out


def test_copied_runs_finds_a_copied_line_and_ignores_case_and_spacing():
    book = "The quick brown fox jumps over the lazy dog and then runs far away home."
    page = "# Title\n- THE QUICK  brown fox jumps over the **lazy** dog and then runs far\nOur own words.\n"
    assert copied_runs(page, book) == [(2, "the quick brown fox jumps over the lazy dog and then runs")]
    assert copied_runs("the quick brown fox jumps over the lazy dog", book) == []   # only 9 words


@pytest.mark.parametrize("family", FAMILIES)
def test_every_family_has_a_titled_reference_page(family):
    page = REFERENCE / f"{family}.md"
    assert page.is_file(), f"missing {page.relative_to(REPO)}"
    first = page.read_text(encoding="utf-8").splitlines()[0]
    assert first.startswith("# "), f"{page.name} must start with a '# ' title, not {first!r}"


@pytest.mark.parametrize("name", [p.name for p in sorted(REFERENCE.glob("*.md"))])
def test_reference_page_is_not_copied_from_the_rulebook(name):
    if not RULES.is_dir():
        pytest.skip(f"rulebooks not found at {RULES}")
    family = Path(name).stem
    books = RULEBOOKS.get(family) or sorted(p.name for p in RULES.glob("*.txt"))
    page = (REFERENCE / name).read_text(encoding="utf-8")
    problems = []
    for book in books:
        path = RULES / book
        assert path.is_file(), f"rulebook {book} missing from {RULES}"
        for number, run in copied_runs(page, path.read_text(encoding="utf-8")):
            problems.append(f"{name}:{number} matches {book}: {run!r}")
    assert not problems, "reference text copied from a rulebook:\n" + "\n".join(problems)
