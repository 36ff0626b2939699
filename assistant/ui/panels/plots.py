"""Plots where looking beats reading: luck so far (rolls against their expectation, per side), and the
game's own charts (wave results, battle losses) that its board adds.

Every plot here takes its colours from the palette (restyled when the palette changes) and can be
written to PNG or SVG (File > Export plot…, :meth:`PlotsPanel.export_current`)."""

from __future__ import annotations

import pyqtgraph as pg
from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import QLabel, QTabWidget, QVBoxLayout, QWidget

from assistant.core.luck import luck_by_side
from assistant.store import rolls

from .. import theme
from ..widgets import shrinking
from ..game_label import side_label  # noqa: F401 (its home was here; the roll log reads it without pyqtgraph)
from .plot_style import legend_below, style, use_integer_axes


class LuckPlot(QWidget):
    """Running total of (result - expected) per side: above zero is luckier than average."""

    def __init__(self, hub):
        super().__init__()
        self.hub = hub
        lay = QVBoxLayout(self)
        lay.setContentsMargins(2, 2, 2, 2)
        self.caption = QLabel()
        self.caption.setWordWrap(True)
        self.caption.setTextFormat(Qt.TextFormat.PlainText)  # side names are the referee's text
        lay.addWidget(self.caption)
        self.plot = pg.PlotWidget()
        self.plot.showGrid(x=True, y=True, alpha=0.3)
        self.plot.setLabel("bottom", self.tr("roll number"))
        self.plot.setLabel("left", self.tr("pips above expectation"))
        use_integer_axes(self.plot, "bottom")   # rolls are counted: no roll 1.5
        self.legend = legend_below(self.plot)   # under the axis, never over the lines
        self.plot.setMinimumHeight(90)
        self.plot.setAccessibleName(self.tr("Luck plot"))
        lay.addWidget(self.plot)
        hub.gameOpened.connect(lambda _s: self.refresh())
        hub.recordChanged.connect(lambda c: self.refresh() if "rolls" in c.tables() else None)
        if hub.session is not None:   # made after the game opened (the dock is built when first shown)
            self.refresh()

    def refresh(self) -> None:
        self.plot.clear()
        s = self.hub.session
        if s is None:
            self.caption.setText(self.tr("No game open."))
            self._describe()
            return
        rows = rolls.luck_rows(s.store, s.game_id)
        series = luck_by_side(rows)
        if not series:
            self.caption.setText(self.tr("Luck: no rolls yet. Each roll adds its result minus its average."))
            self._describe()
            return
        parts = []
        colours = theme.series(self)
        for i, (side, points) in enumerate(series.items()):
            xs = [p[0] for p in points]
            ys = [p[1] for p in points]
            name = side_label(s, side)
            self.plot.plot(xs, ys, pen=pg.mkPen(colours[i % len(colours)], width=3), name=name)
            parts.append(f"{name} {ys[-1]:+.1f}")
        self.plot.addLine(y=0, pen=pg.mkPen(theme.colour("muted", self), style=Qt.PenStyle.DashLine))
        self.caption.setText(self.tr("Luck so far (pips above average): %1").replace("%1", ", ".join(parts)))
        self._describe()

    def _describe(self) -> None:
        """What a screen reader says for the plot: the caption's words."""
        self.plot.setAccessibleDescription(self.caption.text())


class PlotsPanel(QTabWidget):
    def __init__(self, hub):
        super().__init__()
        self.hub = hub
        self.luck = LuckPlot(hub)
        self.addTab(self.luck, self.tr("Luck"))
        self.setAccessibleName(self.tr("Plots"))
        self._game_tabs: list[QWidget] = []
        hub.gameOpened.connect(lambda s: self._on_board(None) if s is None else None)
        hub.boardReady.connect(self._on_board)
        if getattr(hub, "board", None) is not None:   # made after the board (the dock is built when first shown)
            self._on_board(hub.board)

    def _on_board(self, board) -> None:
        for w in self._game_tabs:
            self.removeTab(self.indexOf(w))
            w.deleteLater()
        self._game_tabs = []
        for title, widget in (board.plots() if board is not None else []):
            area = shrinking(widget)  # a tall chart scrolls instead of holding the dock open
            self.addTab(area, title)
            self._game_tabs.append(area)
            for plot in widget.findChildren(pg.PlotWidget) or ([widget] if isinstance(widget, pg.PlotWidget) else []):
                style(plot, self)
                if not plot.accessibleName():
                    plot.setAccessibleName(self.tr("%1 plot").replace("%1", title))

    def changeEvent(self, event) -> None:  # noqa: N802 (Qt name)
        super().changeEvent(event)
        if event.type() == QEvent.Type.PaletteChange:
            for plot in self.plots():
                style(plot, self)
            self.luck.refresh()

    # -- export ------------------------------------------------------------------------------------------
    def plots(self, index: int | None = None) -> list[pg.PlotWidget]:
        """The plots of tab ``index`` (all tabs when None), in their order on screen."""
        tabs = range(self.count()) if index is None else [index]
        out: list[pg.PlotWidget] = []
        for i in tabs:
            page = self.widget(i)
            if page is None:
                continue
            found = page.findChildren(pg.PlotWidget)
            out += sorted(found, key=lambda p: p.mapTo(page, p.rect().topLeft()).y())
        return out

    def current_plots(self) -> list[tuple[str, pg.PlotWidget]]:
        """(a name for the file dialog, the plot) for each plot of the tab in front."""
        title = self.tabText(self.currentIndex()).replace("&", "")
        found = self.plots(self.currentIndex())
        if len(found) == 1:
            return [(title, found[0])]
        return [(f"{title} {i + 1}" if not p.getPlotItem().titleLabel.text else
                 f"{title} – {p.getPlotItem().titleLabel.text}", p) for i, p in enumerate(found)]
