#!/usr/bin/env python3
"""Wrap the Qt-free layers' refusals in ``msg(...)`` so a translator can reach them (issue 22.6).

Every ``InputError(<text>, ...)`` under the given folders whose text is a string literal or an f-string
becomes ``InputError(msg(<template>, <values>), ...)``: the f-string's values become ``{0}``, ``{1:.1f}``,
``{2!r}`` ... in order, so the English text is exactly what it was (``Message`` is a ``str``). Calls whose
text is built otherwise (a variable, a join, a nested format spec) are left as they are and counted.

    .venv/bin/python packaging/wrap_messages.py assistant/games assistant/core   # rewrites in place

Run it again at any time: a wrapped call is not wrapped twice.
"""

from __future__ import annotations

import ast
import sys
from pathlib import Path

IMPORT = "from assistant.core.messages import msg\n"
TARGET_CALLS = {"InputError"}


def _template(node: ast.AST, src: str) -> tuple[str, list[str]] | None:
    """(template, [source of each value]) of a literal or an f-string; None when not simple."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value.replace("{", "{{").replace("}", "}}"), []
    if not isinstance(node, ast.JoinedStr):
        return None
    parts: list[str] = []
    values: list[str] = []
    for v in node.values:
        if isinstance(v, ast.Constant):
            parts.append(str(v.value).replace("{", "{{").replace("}", "}}"))
            continue
        if not isinstance(v, ast.FormattedValue):
            return None
        seg = ast.get_source_segment(src, v.value)
        if seg is None:
            return None
        spec = ""
        if v.format_spec is not None:
            if not all(isinstance(x, ast.Constant) for x in v.format_spec.values):   # type: ignore[union-attr]
                return None
            spec = ":" + "".join(str(x.value) for x in v.format_spec.values)       # type: ignore[union-attr]
        conv = {-1: "", 115: "!s", 114: "!r", 97: "!a"}[v.conversion]
        parts.append("{" + str(len(values)) + conv + spec + "}")
        values.append(seg if "\n" not in seg else "(" + " ".join(seg.split()) + ")")
    return "".join(parts), values


def _literal(text: str, indent: int, width: int = 100) -> str:
    """A string literal, cut into implicitly joined pieces of at most ``width`` characters."""
    pieces, rest = [], text
    while len(rest) > width:
        cut = rest.rfind(" ", 0, width)
        cut = width if cut <= 0 else cut + 1
        pieces.append(rest[:cut])
        rest = rest[cut:]
    pieces.append(rest)
    quoted = [_quote(p) for p in pieces]
    return ("\n" + " " * indent).join(quoted)


def _quote(s: str) -> str:
    r = repr(s)
    if r.startswith("'") and '"' not in s:
        r = '"' + r[1:-1].replace("\\'", "'") + '"'
    return r


def wrap_file(path: Path) -> tuple[int, int]:
    src = path.read_text(encoding="utf-8")
    tree = ast.parse(src)
    edits: list[tuple[int, int, int, int, str]] = []
    skipped = 0
    for node in ast.walk(tree):
        if not (isinstance(node, ast.Call) and node.args):
            continue
        name = node.func.id if isinstance(node.func, ast.Name) else node.func.attr if isinstance(
            node.func, ast.Attribute) else ""
        if name not in TARGET_CALLS:
            continue
        first = node.args[0]
        if isinstance(first, ast.Call) and isinstance(first.func, ast.Name) and first.func.id == "msg":
            continue
        found = _template(first, src)
        if found is None:
            skipped += 1
            continue
        template, values = found
        indent = first.col_offset + 4
        new = "msg(" + _literal(template, indent) + "".join(", " + v for v in values) + ")"
        edits.append((first.lineno, first.col_offset, first.end_lineno, first.end_col_offset, new))
    if not edits:
        return 0, skipped
    lines = src.splitlines(keepends=True)
    for l0, c0, l1, c1, new in sorted(edits, reverse=True):
        # ast's columns count UTF-8 bytes, not characters
        head = lines[l0 - 1].encode("utf-8")[:c0].decode("utf-8")
        tail = lines[l1 - 1].encode("utf-8")[c1:].decode("utf-8")
        lines[l0 - 1:l1] = [head + new + tail]
    out = "".join(lines)
    if IMPORT not in out:
        out = _add_import(out)
    ast.parse(out)      # still Python
    path.write_text(out, encoding="utf-8")
    return len(edits), skipped


def _add_import(src: str) -> str:
    tree = ast.parse(src)
    last = 0
    for node in tree.body:
        if isinstance(node, (ast.Import, ast.ImportFrom)):
            last = node.end_lineno or last
        elif last:
            break
    lines = src.splitlines(keepends=True)
    if last == 0:
        return IMPORT + src
    lines.insert(last, IMPORT)
    return "".join(lines)


def main(folders: list[str]) -> int:
    total = skipped = 0
    for folder in folders:
        for path in sorted(Path(folder).rglob("*.py")):
            if path.name == "messages.py":
                continue
            n, s = wrap_file(path)
            total += n
            skipped += s
    print(f"wrapped {total} messages; left {skipped} built otherwise")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:] or ["assistant/games", "assistant/core"]))
