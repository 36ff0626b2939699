"""Issue 13.6 on the Bataan board: every counted word is a real plural (%n with the count, never a
hand-made "s"), every counted string reaches the translation catalogue as a plural, and the English
plurals read right on the board (the shared scan of visible strings, tests/ui/test_translations.py,
covers this folder since it left i18n.PENDING)."""

from __future__ import annotations

import ast
import importlib.util
import re
import xml.etree.ElementTree as ET
from pathlib import Path

from assistant.ui.i18n import TRANSLATED_MODULES

ROOT = Path(__file__).resolve().parents[3]
BATAAN = sorted((ROOT / "assistant" / "ui" / "bataan").rglob("*.py"))
HAND_MADE = re.compile(r"""\{\s*['"](s|es|ies)['"]\s+if\b|['"]enem(y|ies)['"]\s+if\b|\bfigure\{|\(s\)['"]\s*if""")


def _counted(path: Path):
    """(context, source) of each translate(ctx, text, "", n) and self.tr(text, "", n) with %n in ``path``."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    classes = {}
    for cls in [n for n in ast.walk(tree) if isinstance(n, ast.ClassDef)]:
        for node in ast.walk(cls):
            classes.setdefault(id(node), cls.name)
    for node in ast.walk(tree):
        if not isinstance(node, ast.Call):
            continue
        f = node.func
        if isinstance(f, ast.Name) and f.id == "translate" and len(node.args) >= 4:
            ctx, src = node.args[0], node.args[1]
        elif isinstance(f, ast.Attribute) and f.attr == "tr" and len(node.args) >= 3:
            ctx, src = ast.Constant(classes.get(id(node))), node.args[0]
        else:
            continue
        if isinstance(ctx, ast.Constant) and isinstance(src, ast.Constant) and "%n" in src.value:
            yield ctx.value, src.value


def test_the_bataan_board_is_scanned_for_untranslated_strings():
    assert any(m.startswith("assistant/ui/bataan/") for m in TRANSLATED_MODULES)
    assert "assistant/ui/bataan/board.py" in TRANSLATED_MODULES


def test_no_hand_made_plurals_in_what_the_board_shows():
    found = [f"{p.relative_to(ROOT)}:{k + 1}" for p in BATAAN
             for k, line in enumerate(p.read_text(encoding="utf-8").splitlines()) if HAND_MADE.search(line)]
    assert found == []


def test_every_counted_string_is_a_plural_in_the_catalogue(tmp_path):
    spec = importlib.util.spec_from_file_location("update_translations", ROOT / "packaging" / "update_translations.py")
    script = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(script)
    fresh = tmp_path / "fresh.ts"
    script.run_lupdate(fresh)
    plurals = {(c.findtext("name"), m.findtext("source")) for c in ET.parse(fresh).iter("context")
               for m in c.iter("message") if m.get("numerus") == "yes"}
    counted = {pair for p in BATAAN for pair in _counted(p)}
    assert len(counted) >= 25
    assert sorted(counted - plurals) == []


def test_counted_words_read_as_english_on_the_board(board):
    """One figure, two figures; one inch, six inches; one caught, two caught (no "(s)" left on screen)."""
    from assistant.ui.bataan.legend import nice_length_in  # noqa: F401 - the scale bar's lengths
    from assistant.ui.i18n import translate

    assert translate("BataanLegend", "%n inch(es)", "", 1) == "1 inch"
    assert translate("BataanLegend", "%n inch(es)", "", 6) == "6 inches"
    board.select(["JP3-2", "JP3-25", "JP3-3"])
    menu = board.action_set.figure_menu()
    assert menu.actions()[0].text() == "3 figures"
    board.select(["JP3-2", "JP3-25"])
    text = board.describe()
    assert "(s)" not in text and "Also selected: JP3-25." in text
    board.act_blast.setChecked(True)
    f = board.table.figure("JP3-2")
    board.set_blast_at(f.x, f.y)
    head = board.blast_overlay.tag.lines[0][0]
    n = len(board.answers.blast.hits)
    assert head.endswith(f"{n} caught") and "(s)" not in head
