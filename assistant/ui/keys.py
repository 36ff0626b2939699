"""The platform's standard key bindings, and a check that no key of the window fires two actions."""

from __future__ import annotations

from collections import defaultdict

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QKeySequence


def standard(key: QKeySequence.StandardKey, *also: str) -> list[QKeySequence]:
    """Every binding the platform gives ``key``, then ``also`` (keys referees expect everywhere, such as
    Ctrl+Y and Ctrl+Shift+Z for Redo), each once: an action never lists a key twice."""
    out: list[QKeySequence] = []
    seen: set[str] = set()
    for seq in list(QKeySequence.keyBindings(key)) + [QKeySequence(a) for a in also]:
        text = seq.toString(QKeySequence.SequenceFormat.PortableText)
        if text and text not in seen:
            seen.add(text)
            out.append(seq)
    return out


def _live(act: QAction) -> bool:
    """An action whose keys act in the whole window (a widget-only shortcut cannot clash there)."""
    return bool(act.associatedObjects()) and act.shortcutContext() != Qt.ShortcutContext.WidgetShortcut


def bindings(window) -> dict[str, list[QAction]]:
    """Key (portable text) -> the live actions of the window and its board that it fires, one entry per
    binding: a key listed twice by one action counts twice, as Qt then calls it ambiguous."""
    keys: dict[str, list[QAction]] = defaultdict(list)
    for act in window.findChildren(QAction):
        if not _live(act):
            continue
        for seq in act.shortcuts():
            if not seq.isEmpty():
                keys[seq.toString(QKeySequence.SequenceFormat.PortableText)].append(act)
    return keys


def clashes(window) -> dict[str, list[str]]:
    """Keys bound more than once in the window ("Ambiguous shortcut overload"), with the actions' names."""
    return {k: [a.text().replace("&", "") for a in acts] for k, acts in bindings(window).items() if len(acts) > 1}
