"""Side-panel tabs made when first shown (issue 17.6: the first window builds only what it shows).

A board adds a tab with a function that makes its panel; the tab holds an empty scroll area until the
referee opens it (or the board asks for the panel: :meth:`LazyTabs.get`), when the panel is made, fitted
to the narrow side column and put in. ``made`` holds the panels made so far: a board refreshes only those
(a panel is made showing the game as it stands)."""

from __future__ import annotations

from typing import Callable

from PySide6.QtWidgets import QScrollArea, QWidget

from assistant.ui.side_tabs import SideTabs
from assistant.ui.widgets import scrolling


class LazyTabs:
    def __init__(self, tabs: SideTabs, fit: Callable[[QWidget], None] | None = None):
        self.tabs = tabs   # every title in view: the side tabs wrap onto rows (issue 23.1)
        self.fit = fit
        self.made: dict[str, QWidget] = {}
        self._pages: dict[str, tuple[QScrollArea, Callable[[], QWidget]]] = {}
        tabs.currentChanged.connect(self._shown)

    def add(self, key: str, title: str, make: Callable[[], QWidget], tip: str = "") -> int:
        """A tab whose panel ``make()`` makes when it is first shown; its index."""
        area = QScrollArea()
        self._pages[key] = (area, make)
        index = self.tabs.addTab(area, title)
        self.tabs.setTabToolTip(index, tip or title)
        return index

    def keys(self) -> tuple[str, ...]:
        return tuple(self._pages)

    def is_current(self, key: str) -> bool:
        """Whether tab ``key`` is the one shown."""
        return self.tabs.currentWidget() is self._pages[key][0]

    def get(self, key: str) -> QWidget:
        """The panel of tab ``key``, made now if it was not yet."""
        panel = self.made.get(key)
        if panel is None:
            area, make = self._pages[key]
            panel = self.made[key] = make()
            scrolling(panel, area)
            if self.fit is not None:
                self.fit(panel)
        return panel

    def _shown(self, index: int) -> None:
        page = self.tabs.widget(index)
        for key, (area, _make) in self._pages.items():
            if area is page:
                self.get(key)
                return
