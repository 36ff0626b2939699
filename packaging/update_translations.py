#!/usr/bin/env python3
"""Make the translation catalogue: ``pyside6-lupdate`` over the shared window modules
(``assistant.ui.i18n.TRANSLATED_MODULES``) into ``resources/translations/table_assistant.ts`` (the template
a translator copies to ``table_assistant_<lang>.ts``), then refresh every ``table_assistant_<lang>.ts`` the
same way, fill it from the repository's words (``packaging/fill_translations.py``: ``packaging/<lang>.json``,
English plural forms for ``_en``) and compile it with ``pyside6-lrelease`` to the ``.qm`` the app loads.

Strings with ``%n`` are marked as plurals (numerus) in every catalogue: lupdate marks ``self.tr(..., n)``
but not ``QCoreApplication.translate(..., n)``.

Run from the checkout: ``.venv/bin/python packaging/update_translations.py``.
"""

from __future__ import annotations

import ast
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
FOLDER = ROOT / "resources" / "translations"
TEMPLATE = FOLDER / "table_assistant.ts"


def _tool(name: str) -> str:
    found = Path(sys.executable).with_name(name)
    return str(found) if found.exists() else (shutil.which(name) or name)


def modules() -> list[str]:
    sys.path.insert(0, str(ROOT))
    from assistant.ui.i18n import TRANSLATED_MODULES

    return list(TRANSLATED_MODULES)


def mark_plurals(ts: Path) -> None:
    """Every message whose source holds ``%n`` becomes numerus, with one form to fill per plural."""
    tree = ET.parse(ts)
    changed = False
    for message in tree.iter("message"):
        if "%n" in (message.findtext("source") or "") and message.get("numerus") != "yes":
            message.set("numerus", "yes")
            translation = message.find("translation")
            if translation is None:
                translation = ET.SubElement(message, "translation", {"type": "unfinished"})
            text = translation.text or ""
            translation.text = None
            if not list(translation):
                ET.SubElement(translation, "numerusform").text = text or None
            changed = True
    if changed:
        ET.indent(tree, space="    ")
        body = ET.tostring(tree.getroot(), encoding="unicode")
        ts.write_text('<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n' + body + "\n", encoding="utf-8")


def calls_in(path: Path):
    """(context, source) of every translation call in a module, read from its syntax tree:
    ``translate(ctx, text, ...)`` / ``QCoreApplication.translate(...)`` / ``QT_TRANSLATE_NOOP(ctx, text)``
    with literal context and text, and ``self.tr(text, ...)`` in a class (its context is the class name)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))

    def walk(node, cls):
        for child in ast.iter_child_nodes(node):
            if isinstance(child, ast.ClassDef):
                yield from walk(child, child.name)
                continue
            if isinstance(child, ast.Call):
                f = child.func
                name = f.attr if isinstance(f, ast.Attribute) else f.id if isinstance(f, ast.Name) else ""
                args = child.args
                literal = [isinstance(a, ast.Constant) and isinstance(a.value, str) for a in args[:2]]
                if name in ("translate", "QT_TRANSLATE_NOOP") and len(args) >= 2 and all(literal):
                    yield args[0].value, args[1].value
                elif name == "tr" and cls and args and literal[0] and isinstance(f, ast.Attribute):
                    yield cls, args[0].value
            yield from walk(child, cls)

    yield from walk(tree, "")


def messages_in(path: Path):
    """("rules", template) of every ``msg("...")`` with a literal template in a Qt-free module (issue 22.6)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    for node in ast.walk(tree):
        if (isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "msg" and node.args
                and isinstance(node.args[0], ast.Constant) and isinstance(node.args[0].value, str)):
            yield "rules", node.args[0].value


def qt_free_messages():
    for folder in ("assistant/games", "assistant/core"):
        for path in sorted((ROOT / folder).rglob("*.py")):
            yield from messages_in(path)


def supplement(ts: Path) -> None:
    """Add the calls lupdate's Python reader skips to the catalogue. It drops a call whose count is an
    expression with brackets or dots (``translate(ctx, "%n unit(s)", "", len(units))``), which is how most
    counted strings are written here."""
    tree = ET.parse(ts)
    root = tree.getroot()
    contexts = {c.findtext("name"): c for c in root.iter("context")}
    have = {(name, m.findtext("source")) for name, c in contexts.items() for m in c.iter("message")}
    added = False
    found = [pair for module in modules() for pair in calls_in(ROOT / module)] + list(qt_free_messages())
    for context, source in found:
        if (context, source) in have:
            continue
        have.add((context, source))
        if context not in contexts:
            contexts[context] = ET.SubElement(root, "context")
            ET.SubElement(contexts[context], "name").text = context
        message = ET.SubElement(contexts[context], "message")
        ET.SubElement(message, "source").text = source
        ET.SubElement(message, "translation", {"type": "unfinished"})
        added = True
    if added:
        ET.indent(tree, space="    ")
        body = ET.tostring(root, encoding="unicode")
        ts.write_text('<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n' + body + "\n", encoding="utf-8")


def run_lupdate(target: Path, language: str | None = None) -> Path:
    """lupdate the shared modules into ``target`` (kept without line numbers, so it changes only when a
    string does), then mark its plurals."""
    args = [_tool("pyside6-lupdate"), *modules(), "-locations", "none", "-no-obsolete"]
    if language:
        args += ["-target-language", language]
    subprocess.run(args + ["-ts", str(target)], cwd=ROOT, check=True, capture_output=True, text=True)
    supplement(target)
    mark_plurals(target)
    return target


def messages_of(tree: ET.ElementTree) -> set[tuple[str, str, bool]]:
    """(context, source, plural) of every message of a catalogue."""
    out = set()
    for context in tree.getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            out.add((name, message.findtext("source") or "", message.get("numerus") == "yes"))
    return out


def fill(ts: Path, language: str):
    sys.path.insert(0, str(ROOT / "packaging"))
    from fill_translations import fill as fill_catalogue

    return fill_catalogue(ts, language)


def main() -> int:
    FOLDER.mkdir(parents=True, exist_ok=True)
    run_lupdate(TEMPLATE)
    print(f"{TEMPLATE.relative_to(ROOT)}: {len(messages_of(ET.parse(TEMPLATE)))} strings")
    for ts in sorted(FOLDER.glob("table_assistant_*.ts")):
        language = ts.stem.removeprefix("table_assistant_")
        run_lupdate(ts, language)
        missing = fill(ts, language)  # packaging/<lang>.json's words (English: the plural forms)
        if missing:
            print(f"{ts.relative_to(ROOT)}: {len(missing)} untranslated (packaging/fill_translations.py {language})")
        qm = ts.with_suffix(".qm")
        subprocess.run([_tool("pyside6-lrelease"), str(ts), "-qm", str(qm)], check=True, capture_output=True)
        print(f"{qm.relative_to(ROOT)}: compiled")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
