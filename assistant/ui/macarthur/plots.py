"""The MacArthur plots: bars of whole counts, ticks on whole numbers, the key above the bars (outside
the data) in the side names the players use, colours from the window's palette."""

from __future__ import annotations

import html
from math import ceil

import pyqtgraph as pg
from PySide6.QtWidgets import QApplication


def themed_plot(bottom: str, left: str, accessible: str) -> pg.PlotWidget:
    """A plot on the palette's base colour with its axes in the palette's text colour."""
    pal = QApplication.palette()
    plot = pg.PlotWidget(background=pal.color(pal.ColorRole.Base))
    ink = pal.color(pal.ColorRole.Text)
    for side in ("bottom", "left"):
        ax = plot.getAxis(side)
        ax.setPen(ink)
        ax.setTextPen(ink)
    plot.setLabel("bottom", bottom, color=ink.name())
    plot.setLabel("left", left, color=ink.name())
    plot.setAccessibleName(accessible)
    return plot


def key_title(plot: pg.PlotWidget, entries: list[tuple[str, str]]) -> str:
    """The key as the plot's title (above the bars): a coloured square and the words for each entry.
    Returns the key in plain words (for the accessible description)."""
    pal = QApplication.palette()
    ink = pal.color(pal.ColorRole.Text).name()
    plot.setTitle("&nbsp;&nbsp;&nbsp;".join(
        f"<span style='color:{colour}'>■</span> <span style='color:{ink}'>{html.escape(words)}</span>"
        for colour, words in entries), size="10pt")
    return "; ".join(words for _c, words in entries)


def whole_ticks(top: float, most: int = 8) -> list[tuple[int, str]]:
    """Ticks on whole numbers from 0 to at least ``top``, at most about ``most`` of them."""
    top = max(1, ceil(top))
    step = max(1, ceil(top / most))
    return [(v, str(v)) for v in range(0, top + step, step)]
