"""Issue 13, a good desktop citizen: every string the shared window shows goes through Qt's translation
functions, counted words use real plurals (``%n`` with ``n``), and the catalogue template is current.

Scope: every module under ``assistant/ui`` except the folders and files still listed in
``assistant.ui.i18n.PENDING`` (``TRANSLATED_MODULES`` is the rest); a folder leaves ``PENDING`` when its
strings are wrapped, and from then on this scan holds it."""

from __future__ import annotations

import ast
import re
import shutil
import subprocess
from pathlib import Path

import pytest

from assistant.ui.i18n import TRANSLATED_MODULES, english_plural

ROOT = Path(__file__).resolve().parents[2]
WRAPPERS = {"tr", "translate", "QT_TRANSLATE_NOOP", "QT_TR_NOOP"}
# calls whose arguments reach the screen, with the positions that do (None: every argument)
VISIBLE: dict[str, tuple[int, ...] | None] = {
    "setText": None, "setToolTip": None, "setWindowTitle": None, "setStatusTip": None, "setPlaceholderText": None,
    "setAccessibleName": None, "setAccessibleDescription": None, "setSpecialValueText": None, "setPrefix": None,
    "setSuffix": None, "setInformativeText": None, "setDetailedText": None, "showMessage": (0,), "addMenu": None,
    "setHorizontalHeaderLabels": None, "setVerticalHeaderLabels": None, "addItems": None, "addItem": (0,),
    "addTab": (1,), "insertTab": (2,), "setTabText": (1,), "setLabel": (1,), "addRow": (0,),
    "QLabel": (0,), "QPushButton": (0,), "QAction": (0,), "QCheckBox": (0,), "QRadioButton": (0,),
    "QGroupBox": (0,), "QMenu": (0,), "QDockWidget": (0,), "QMessageBox": (1, 2), "QTableWidgetItem": (0,),
    "getText": (1, 2), "getItem": (1, 2), "getInt": (1, 2), "getDouble": (1, 2), "getSaveFileName": (1, 3),
    "getOpenFileName": (1, 3), "information": (1, 2), "warning": (1, 2), "question": (1, 2), "critical": (1, 2),
    "show_error": None, "emit": None, "_fail": (1, 2), "show_problem": None, "_say": None, "a": (0, 3),
    "_action": (0, 3), "confirm": None, "SaveError": (1,),
}
WORD = re.compile(r"[A-Za-z]{2,}")
MARKUP = re.compile(r"<[^>]*>|&\w+;|%\d|\{[^}]*\}")


def _words(text: str) -> bool:
    return bool(WORD.search(MARKUP.sub(" ", text)))


def _call_name(node: ast.Call) -> str:
    f = node.func
    return f.attr if isinstance(f, ast.Attribute) else f.id if isinstance(f, ast.Name) else ""


def _bare_literals(node: ast.AST):
    """String literals with words under ``node`` that no translation call wraps."""
    if isinstance(node, ast.Call) and _call_name(node) in WRAPPERS:
        return
    if isinstance(node, ast.Call):  # another call's arguments are data ("bad" in theme.css("bad")); its object is not
        yield from _bare_literals(node.func)
        return
    if isinstance(node, ast.Subscript):  # row["name"]: a key, not words
        yield from _bare_literals(node.value)
        return
    if isinstance(node, ast.Constant) and isinstance(node.value, str) and _words(node.value):
        yield node
        return
    if isinstance(node, ast.JoinedStr):
        text = "".join(str(v.value) if isinstance(v, ast.Constant) else "{}" for v in node.values)
        if _words(text):
            yield node
        for value in node.values:
            if isinstance(value, ast.FormattedValue):
                yield from _bare_literals(value.value)
        return
    for child in ast.iter_child_nodes(node):
        yield from _bare_literals(child)


def untranslated(path: Path) -> list[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    found = []
    for node in ast.walk(tree):
        if not isinstance(node, ast.Call):
            continue
        name = _call_name(node)
        if name not in VISIBLE:
            continue
        where = VISIBLE[name]
        args = [a for i, a in enumerate(node.args) if where is None or i in where]
        args += [k.value for k in node.keywords if k.arg in ("text", "tip", "title")]
        for arg in args:
            for lit in _bare_literals(arg):
                found.append(f"{path.relative_to(ROOT)}:{lit.lineno} {name}({ast.unparse(lit)[:70]})")
    return found


def test_no_visible_string_in_the_shared_window_escapes_translation():
    problems = [p for module in TRANSLATED_MODULES for p in untranslated(ROOT / module)]
    assert problems == []


def test_the_scan_finds_a_bare_string():
    """The scan itself: a label's bare words are found; wrapped, markup-only and data arguments are not."""
    sample = ROOT / "tests" / "ui" / "_scan_sample.py"
    sample.write_text('w.setText("Hello there")\nw.setText(self.tr("Fine"))\nw.setText("<br>")\n'
                      'box.addItem(self.tr("Shown"), "data_id")\nw.setText(f"{n} rolls")\n', encoding="utf-8")
    try:
        found = untranslated(sample)
    finally:
        sample.unlink()
    assert [f.split(" ", 1)[0].rsplit(":", 1)[1] for f in found] == ["1", "5"]


@pytest.mark.parametrize("source, n, expected", [
    ("%n change(s)", 1, "%n change"), ("%n change(s)", 0, "%n changes"), ("%n casualty(ies)", 2, "%n casualties"),
    ("%n casualty(ies)", 1, "%n casualty"), ("%n match(es)", 3, "%n matches"),
])
def test_english_plurals(source, n, expected):
    assert english_plural(source, n) == expected


def test_counted_words_read_as_english(qapp):
    """23.3: at start the English plurals come from the shipped English catalogue (its numerus forms)."""
    from PySide6.QtCore import QCoreApplication, QLocale

    from assistant.ui.i18n import install, uninstall

    app = QCoreApplication.instance()
    uninstall(app)
    install(app, QLocale("en_GB"))
    tr = QCoreApplication.translate
    assert tr("RollLogPanel", "%1 shown of %n roll(s) in this game", "", 1) == "%1 shown of 1 roll in this game"
    assert tr("RollLogPanel", "%1 shown of %n roll(s) in this game", "", 12) == "%1 shown of 12 rolls in this game"
    assert tr("test", "Plain words") == "Plain words"


def test_a_catalogue_for_the_system_language_is_used(qapp, tmp_path):
    """A .qm for the locale is installed after English plurals (the "(s)" pattern: no English catalogue in
    that folder), so its words win."""
    lrelease = shutil.which("pyside6-lrelease") or str(Path(__import__("sys").executable).with_name("pyside6-lrelease"))
    ts = tmp_path / "table_assistant_fr.ts"
    ts.write_text('<?xml version="1.0" encoding="utf-8"?><!DOCTYPE TS><TS version="2.1" language="fr">'
                  '<context><name>menus</name><message><source>&amp;Quit</source>'
                  '<translation>&amp;Quitter</translation></message></context>'
                  '<context><name>test</name><message numerus="yes"><source>%n roll(s)</source>'
                  '<translation><numerusform>%n jet</numerusform><numerusform>%n jets</numerusform>'
                  '</translation></message></context></TS>', encoding="utf-8")
    subprocess.run([lrelease, str(ts), "-qm", str(tmp_path / "table_assistant_fr.qm")], check=True,
                   capture_output=True)
    from PySide6.QtCore import QCoreApplication, QLocale

    from assistant.ui.i18n import install

    app = QCoreApplication.instance()
    translators = install(app, QLocale("fr_FR"), tmp_path)
    try:
        assert len(translators) in (2, 3)   # English plurals, Qt's own French words when shipped (23.3), ours
        assert QCoreApplication.translate("menus", "&Quit") == "&Quitter"
        assert QCoreApplication.translate("test", "%n roll(s)", "", 3) == "3 jets"
        assert QCoreApplication.translate("test", "%n other(s)", "", 3) == "3 others"  # English plurals behind
    finally:
        for t in translators:
            app.removeTranslator(t)


def test_the_catalogue_template_is_current(tmp_path):
    """resources/translations/table_assistant.ts holds every translated string of the shared modules
    (packaging/update_translations.py makes it; run it after changing a visible string)."""
    import xml.etree.ElementTree as ET

    import importlib.util

    spec = importlib.util.spec_from_file_location("update_translations", ROOT / "packaging" / "update_translations.py")
    script = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(script)
    messages_of, run_lupdate = script.messages_of, script.run_lupdate

    fresh = tmp_path / "fresh.ts"
    run_lupdate(fresh)
    shipped = ROOT / "resources" / "translations" / "table_assistant.ts"
    assert shipped.is_file()
    assert messages_of(ET.parse(fresh)) == messages_of(ET.parse(shipped))
    plural = [m for m in ET.parse(shipped).iter("message") if "%n" in (m.findtext("source") or "")]
    assert plural and all(m.get("numerus") == "yes" for m in plural)


def test_every_translation_call_is_in_the_catalogue():
    """13.6: every ``translate`` / ``self.tr`` call of the window (read from the syntax tree, so also the
    counted ones lupdate's own reader skips) has its message in the shipped catalogue, and every counted
    one (``%n``) is a plural there."""
    import importlib.util
    import xml.etree.ElementTree as ET

    spec = importlib.util.spec_from_file_location("update_translations", ROOT / "packaging" / "update_translations.py")
    script = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(script)
    shipped = script.messages_of(ET.parse(ROOT / "resources" / "translations" / "table_assistant.ts"))
    calls = {(ctx, src) for module in TRANSLATED_MODULES for ctx, src in script.calls_in(ROOT / module)}
    assert len(calls) > 1000
    missing = sorted(c for c in calls if (c[0], c[1], "%n" in c[1]) not in shipped)
    assert missing == []
