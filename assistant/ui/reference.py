"""Help > Rules reference: the open game's rules in our own words, and the dice notation."""

from __future__ import annotations

from PySide6.QtWidgets import QDialog, QTabWidget, QTextBrowser, QVBoxLayout

from assistant.games import registry
from assistant.paths import resource

from .widgets import fit_size
from .i18n import translate


def _text(*parts: str) -> str | None:
    node = resource(*parts)
    return node.read_text(encoding="utf-8") if node.is_file() else None


class RulesReference(QDialog):
    def __init__(self, hub, parent=None):
        super().__init__(parent)
        self.setWindowTitle(translate("reference", "Rules reference"))
        fit_size(self, 820, 680)
        lay = QVBoxLayout(self)
        self.tabs = QTabWidget()
        lay.addWidget(self.tabs)
        games = list(registry.descriptors())
        if hub.session is not None:   # the open game's rules first
            games.sort(key=lambda d: d.family != hub.session.kind.family)
        for game in games:
            text = game.reference_text()
            if text:
                self._tab(game.title, text)
        notation = _text("reference", "dice-notation.md")
        if notation:
            self._tab("Dice notation", notation)

    def _tab(self, title: str, markdown: str) -> None:
        view = QTextBrowser()
        view.setOpenExternalLinks(True)
        view.setMarkdown(markdown)
        self.tabs.addTab(view, title)
