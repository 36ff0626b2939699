#!/usr/bin/env python3
"""Fill the language catalogues from files kept in the repository (issue 23.3, "Translations that exist").

- ``table_assistant_<lang>.ts`` gets every message whose English source is in ``packaging/<lang>.json``
  (``{"source": "Übersetzung"}``; a counted message, ``%n``, maps to ``["Einzahl", "Mehrzahl"]``). A message
  the dictionary lacks is left ``unfinished`` (the app shows the English text) and listed.
- ``table_assistant_en.ts`` gets the English plural forms of every counted message ("%n change(s)" gives
  "%n change" and "%n changes"), so the source language's plurals come from Qt's catalogue.
- :func:`pseudo_catalogue` writes a pseudo-localised copy of the template (every text about 40 % longer and
  accented, "[Ŧĥé ŵíñđöŵ ~~~~]") that tests load to find clipped text.

``packaging/update_translations.py`` calls :func:`fill` for every catalogue after lupdate; after merging
other branches run it, then ``python packaging/fill_translations.py de`` lists what is left to translate.
"""

from __future__ import annotations

import json
import math
import re
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
FOLDER = ROOT / "resources" / "translations"
TEMPLATE = FOLDER / "table_assistant.ts"
HEADER = '<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n'

def english_plural(source: str, n: int) -> str:
    """The window's own English plural (``assistant.ui.i18n.english_plural``), so the catalogue and the
    fallback never differ."""
    sys.path.insert(0, str(ROOT))
    from assistant.ui.i18n import english_plural as plural

    return plural(source, n)


def dictionary(language: str) -> dict[str, str | list[str]]:
    path = ROOT / "packaging" / f"{language}.json"
    return json.loads(path.read_text(encoding="utf-8")) if path.is_file() else {}


def _write(tree: ET.ElementTree, ts: Path) -> None:
    ET.indent(tree, space="    ")
    ts.write_text(HEADER + ET.tostring(tree.getroot(), encoding="unicode") + "\n", encoding="utf-8")


def _set(message: ET.Element, forms: list[str] | None) -> None:
    """The message's translation: ``forms`` (one, or one per plural form), or unfinished when None."""
    old = message.find("translation")
    if old is not None:
        message.remove(old)
    translation = ET.SubElement(message, "translation")
    if forms is None:
        translation.set("type", "unfinished")
        if message.get("numerus") == "yes":
            ET.SubElement(translation, "numerusform")
        return
    if message.get("numerus") == "yes":
        for form in forms:
            ET.SubElement(translation, "numerusform").text = form
    else:
        translation.text = forms[0]


def _forms(language: str, source: str, plural: bool, words: dict) -> list[str] | None:
    if language == "en":
        return [english_plural(source, 1), english_plural(source, 2)] if plural else None
    found = words.get(source)
    if found is None or found == "":
        return None
    forms = [found] if isinstance(found, str) else list(found)
    if plural and len(forms) == 1:
        forms = forms * 2
    return forms if plural else forms[:1]


def fill(ts: Path, language: str | None = None) -> list[tuple[str, str]]:
    """Put the repository's translations for ``language`` (default: from the file name) into ``ts``;
    returns (context, source) of every message left untranslated."""
    language = language or ts.stem.removeprefix("table_assistant_")
    words = dictionary(language)
    tree = ET.parse(ts)
    tree.getroot().set("language", language)
    missing = []
    for context in tree.getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            source = message.findtext("source") or ""
            # "context|source" in the dictionary: that context's own words (a dock's short tab title)
            own = words.get(f"{name}|{source}")
            forms = _forms(language, source, message.get("numerus") == "yes",
                           words if own is None else {source: own})
            if forms is None and language != "en":
                missing.append((name, source))
            _set(message, forms)
    _write(tree, ts)
    return missing


_ACCENT = str.maketrans("abcdeghiklnorstuwyzABCDEGHIKLNORSTUWYZ", "àƀçđéğĥíķĺñöŕšŧüŵýžÀßÇĐÉĞĤÍĶĹÑÖŔŠŦÜŴÝŽ")
_KEEP = re.compile(r"(<[^>]*>|&\w+;|%[n1-9]|%L[1-9]|\{[^}]*\}|&&|&(?=\w)|\\n|\n)")


def pseudo(text: str) -> str:
    """``text`` accented and about 40 % longer in brackets; placeholders, markup and mnemonics kept."""
    if not text.strip():
        return text
    parts = _KEEP.split(text)
    body = "".join(p if i % 2 else p.translate(_ACCENT) for i, p in enumerate(parts))
    pad = max(1, math.ceil(0.4 * len(text)) - 3)
    # the padding in words of at most six ("~~~~~~ ~~~~~~ ~~"), as a longer translation has more words, not
    # one unbreakable one
    filler = " ".join("~" * min(6, pad - k) for k in range(0, pad, 7)) if pad > 1 else "~"
    if text.lstrip().startswith("<"):  # rich text: the padding after the markup
        return body + "[" + filler + "]"
    return "[" + body + " " + filler + "]"


def pseudo_catalogue(target: Path, template: Path = TEMPLATE) -> Path:
    """A ``.ts`` with every message of ``template`` pseudo-localised (plural forms too)."""
    tree = ET.parse(template)
    tree.getroot().set("language", "en")
    for message in tree.getroot().iter("message"):
        source = message.findtext("source") or ""
        if message.get("numerus") == "yes":
            _set(message, [pseudo(english_plural(source, 1)), pseudo(english_plural(source, 2))])
        else:
            _set(message, [pseudo(source)])
    _write(tree, target)
    return target


def main(argv: list[str]) -> int:
    """``fill_translations.py LANG``: fill ``table_assistant_LANG.ts`` (made from the template if new),
    compile it, and list the messages still untranslated."""
    import shutil
    import subprocess

    language = argv[0] if argv else "de"
    ts = FOLDER / f"table_assistant_{language}.ts"
    if not ts.exists():
        shutil.copy(TEMPLATE, ts)
    missing = fill(ts, language)
    tool = Path(sys.executable).with_name("pyside6-lrelease")
    lrelease = str(tool) if tool.exists() else (shutil.which("pyside6-lrelease") or "pyside6-lrelease")
    subprocess.run([lrelease, str(ts), "-qm", str(ts.with_suffix(".qm"))], check=True, capture_output=True)
    total = sum(1 for _ in ET.parse(ts).iter("message"))
    for context, source in missing:
        print(f"untranslated [{context}] {source!r}")
    print(f"{ts.relative_to(ROOT)}: {total - len(missing)} of {total} messages translated")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
