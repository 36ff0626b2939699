"""The wave history plot (pyqtgraph), the victory screen, the players' view and the report export."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QRectF, Qt, QTimer
from PySide6.QtGui import QAction, QColor, QKeySequence, QPainter, QPen
from PySide6.QtWidgets import (
    QGraphicsItem, QGraphicsScene, QGraphicsView, QHeaderView, QLabel, QTableWidget, QTableWidgetItem, QVBoxLayout,
    QWidget,
)

from assistant.ui import theme
from assistant.ui.i18n import fill, tr_message, translate

from .dialogs import big_font

# lupdate does not read translate(context, text, "", n): the counted strings, listed for the catalogue
PLURALS = (
    QT_TRANSLATE_NOOP("BataanWaves", "The last American left the table in wave %1 (B22). The last %n squad(s): %2. Wave commander: platoon %3."),
)




def side_name(side: str) -> str:
    """The side as the players read it (the game's descriptor)."""
    from assistant.games.registry import descriptor

    return descriptor("bataan").side_name(side)


class WaveHistory(QWidget):
    """Per wave: Japanese and American losses (bars, top) and the ground the Japanese gained (line, bottom),
    styled from the palette (`plot_style`), whole-number axes, legends under the plots; a caption says the
    same in words. The two pyqtgraph plots are made when the widget is first shown or grabbed (issue 17:
    the window starts without loading pyqtgraph for a tab nobody has opened)."""

    MIN_HEIGHT = 440                     # room for both plots and their legends inside the scrolling panel

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self._lay = QVBoxLayout(self)
        self._lay.setContentsMargins(2, 2, 2, 2)
        self._plots: tuple | None = None  # (losses, losses legend, ground, ground legend) once made
        self.caption = QLabel("")
        self.caption.setWordWrap(True)
        self._lay.addWidget(self.caption)
        self.setMinimumHeight(self.MIN_HEIGHT)
        self.waves: list[dict] = []

    def _ensure_plots(self) -> tuple:
        if self._plots is not None:
            return self._plots
        import pyqtgraph as pg

        from assistant.ui.panels.plot_style import legend_below, themed, use_integer_axes

        losses = themed(pg.PlotWidget())
        losses.setLabel("left", translate("BataanWaves", "figures lost"))
        losses.showGrid(y=True, alpha=0.3)
        use_integer_axes(losses, "left", "bottom")
        losses_legend = legend_below(losses, 2)
        ground = themed(pg.PlotWidget())
        ground.setLabel("left", translate("BataanWaves", "inches gained"))
        ground.setLabel("bottom", translate("BataanWaves", "wave"))
        ground.showGrid(y=True, alpha=0.3)
        use_integer_axes(ground, "bottom")
        ground_legend = legend_below(ground, 1)
        for i, w in enumerate((losses, ground)):
            w.setMinimumHeight(200)
            self._lay.insertWidget(i, w, 1)
        losses.setAccessibleName(translate("BataanWaves", "Figures lost by wave"))
        ground.setAccessibleName(translate("BataanWaves", "Ground gained by wave"))
        self._plots = (losses, losses_legend, ground, ground_legend)
        self._draw()
        return self._plots

    losses = property(lambda self: self._ensure_plots()[0])
    losses_legend = property(lambda self: self._ensure_plots()[1])
    ground = property(lambda self: self._ensure_plots()[2])
    ground_legend = property(lambda self: self._ensure_plots()[3])

    def showEvent(self, event) -> None:  # noqa: N802 (Qt name)
        self._ensure_plots()
        super().showEvent(event)

    def grab(self, *args):  # the report's picture of a plot never shown
        self._ensure_plots()
        return super().grab(*args)

    def set_waves(self, waves: list[dict]) -> None:
        self.waves = list(waves)
        if self._plots is not None:
            self._draw()
        if not waves:
            self.caption.setText(translate("BataanWaves", "No wave has ended yet."))
            return
        jp_name, us_name = side_name("japanese"), side_name("american")
        self.caption.setText("; ".join(
            fill(translate("BataanWaves", "wave %1: %2 lost %3, %4 lost %5, %6\" gained"), w['number'], jp_name,
                 w['japanese_losses'], us_name, w['american_losses'], f"{w['ground_gained_in']:.0f}") for w in waves))

    def _draw(self) -> None:
        import pyqtgraph as pg

        losses, losses_legend, ground, ground_legend = self._plots
        waves = self.waves
        for plot, legend in ((losses, losses_legend), (ground, ground_legend)):
            plot.clear()
            legend.clear()
        if not waves:
            return
        blue, red, green = (QColor(c) for c in theme.series(self)[:3])
        jp_name, us_name = side_name("japanese"), side_name("american")
        x = [w["number"] for w in waves]
        jp = [w["japanese_losses"] for w in waves]
        us = [w["american_losses"] for w in waves]
        gain = [w["ground_gained_in"] for w in waves]
        b1 = pg.BarGraphItem(x=[v - 0.18 for v in x], height=jp, width=0.34, brush=red)
        b2 = pg.BarGraphItem(x=[v + 0.18 for v in x], height=us, width=0.34, brush=blue)
        losses.addItem(b1)
        losses.addItem(b2)
        losses_legend.addItem(b1, fill(translate("BataanWaves", "%1 lost (left bar)"), jp_name))
        losses_legend.addItem(b2, fill(translate("BataanWaves", "%1 lost (right bar)"), us_name))
        line = ground.plot(x, gain, pen=pg.mkPen(green, width=3, style=Qt.PenStyle.DashLine),
                           symbol="o", symbolBrush=green)
        ground_legend.addItem(line, fill(translate("BataanWaves", "ground the %1 gained (dashes)"), jp_name))
        for plot in (losses, ground):
            plot.setXRange(min(x) - 0.6, max(x) + 0.6)
        losses.setYRange(0, max(1, max(jp + us)) * 1.1)


class VictoryView(QWidget):
    """The result (B22) in large type and the per-player table."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        lay = QVBoxLayout(self)
        self.title = QLabel("")
        self.title.setFont(big_font(20, True))
        self.title.setWordWrap(True)
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        lay.addWidget(self.title)
        self.sub = QLabel("")
        self.sub.setFont(big_font(12))
        self.sub.setWordWrap(True)
        self.sub.setAlignment(Qt.AlignmentFlag.AlignCenter)
        lay.addWidget(self.sub)
        self.table = QTableWidget(0, 4)
        self.table.setHorizontalHeaderLabels([translate("BataanWaves", "Player"), translate("BataanWaves", "Result"),
                                              translate("BataanWaves", "Why different"), translate("BataanWaves", "Fate")])
        self.table.setFont(big_font(12))
        self.table.verticalHeader().setVisible(False)
        head = self.table.horizontalHeader()
        for c in range(3):
            head.setSectionResizeMode(c, QHeaderView.ResizeMode.ResizeToContents)
        head.setSectionResizeMode(3, QHeaderView.ResizeMode.Stretch)
        self.table.setWordWrap(True)
        self.table.setAccessibleName(translate("BataanWaves", "Each player's result"))
        lay.addWidget(self.table, 1)

    def resizeEvent(self, ev) -> None:  # noqa: N802 - rows follow the wrapped Fate column
        super().resizeEvent(ev)
        self.table.resizeRowsToContents()

    def set_victory(self, v: dict | None) -> None:
        if not v:
            self.title.setText(translate("BataanWaves", "The game goes on"))
            self.sub.setText("")
            self.table.setRowCount(0)
            return
        self.title.setText(f"{v['level_name']}")
        squads = v["last_squads"]
        self.sub.setText(fill(translate("BataanWaves", "The last American left the table in wave %1 (B22). The last "
                                        "%n squad(s): %2. Wave commander: platoon %3.", "", len(squads)),
                              v['wave'], ", ".join(squads), v['commander_platoon']))
        rows = v.get("players") or []
        self.table.setRowCount(len(rows))
        for r, p in enumerate(rows):
            colour = QColor(theme.series(self)[1 if p["side"] == "japanese" else 0])
            who = p["player_label"].replace(" player,", "")
            for c, text in enumerate((who, p["level_name"], p["adjustment"], p["fate"])):
                item = QTableWidgetItem(text)
                if c == 1:
                    item.setForeground(colour)
                    f = item.font()
                    f.setBold(True)
                    item.setFont(f)
                self.table.setItem(r, c, item)
        self.table.resizeRowsToContents()


class _Picture(QGraphicsItem):
    def __init__(self, picture, rect: QRectF):
        super().__init__()
        self.picture, self.rect = picture, rect
        self.setZValue(-10)

    def boundingRect(self) -> QRectF:  # noqa: N802
        return self.rect

    def paint(self, p: QPainter, option, widget=None) -> None:
        self.picture.play(p)


class PlayersView(QWidget):
    """The table as the players may see it (for a projector): terrain and figures, WITHOUT hidden
    Americans (B15) and without the referee's overlays or notes."""

    def __init__(self, game, parent: QWidget | None = None):
        super().__init__(parent, Qt.WindowType.Window)
        self.setWindowTitle(translate("BataanWaves", "Players' view - Last Stand on Bataan"))
        self.game = game
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        self.header = QLabel("")
        self.header.setFont(big_font(16, True))
        self.header.setAlignment(Qt.AlignmentFlag.AlignCenter)
        lay.addWidget(self.header)
        self.scene = QGraphicsScene(self)
        self.view = QGraphicsView(self.scene)
        self.view.setRenderHints(QPainter.RenderHint.Antialiasing)
        self.view.setBackgroundBrush(QColor("#303030"))
        lay.addWidget(self.view, 1)
        self.shown: list[str] = []
        # full screen for the players' screen: F11 toggles, Esc leaves (actions of this window only)
        self.act_full = QAction(translate("BataanWaves", "Full screen"), self)
        self.act_full.setShortcut(QKeySequence("F11"))
        self.act_full.setCheckable(True)
        self.act_full.toggled.connect(self.set_full_screen)
        self.act_leave_full = QAction(translate("BataanWaves", "Leave full screen"), self)
        self.act_leave_full.setShortcut(QKeySequence("Esc"))
        self.act_leave_full.triggered.connect(lambda: self.act_full.setChecked(False))
        for a in (self.act_full, self.act_leave_full):
            a.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
            self.addAction(a)
        self.view.setAccessibleName(translate("BataanWaves", "Players' view of the table"))
        self.refresh()

    def set_full_screen(self, on: bool) -> None:
        self.showFullScreen() if on else self.showNormal()
        QTimer.singleShot(0, self.fit)

    def showEvent(self, ev) -> None:  # noqa: N802
        super().showEvent(ev)
        self.fit()
        QTimer.singleShot(0, self.fit)       # once the layout has given the view its size

    def refresh(self) -> None:
        from assistant.ui.bataan.background import terrain_picture
        from assistant.ui.bataan.items import FigureItem

        self.scene.clear()
        table = self.game.table()
        rect = QRectF(0, 0, table.width_in, table.height_in)
        self.scene.addItem(_Picture(terrain_picture(table.terrain), rect))
        self.scene.setSceneRect(rect.adjusted(-1, -1, 1, 1))
        self.shown = []
        for f in table.figures.values():
            if f.side == "american" and not f.revealed:
                continue                       # hidden Americans are not on the table for the players (B15)
            item = FigureItem(f)
            item.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIsSelectable, False)
            item.setToolTip("")
            self.scene.addItem(item)
            self.shown.append(f.id)
        line = self.game.wave.current_start_line(table)
        pen = QPen(QColor("#f0d000"), 0.25, Qt.PenStyle.DashLine)
        pts = line.points
        for (x0, y0), (x1, y1) in zip(pts, pts[1:]):
            self.scene.addLine(x0, y0, x1, y1, pen)
        self.header.setText(tr_message(self.game.header()))
        self.fit()

    def fit(self) -> None:
        self.layout().activate()
        self.view.fitInView(self.scene.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)

    def resizeEvent(self, ev) -> None:  # noqa: N802
        super().resizeEvent(ev)
        self.fit()


def __getattr__(name: str):
    """``export_report`` is still importable from here; the report's code loads when first asked for."""
    if name == "export_report":
        from .report_export import export_report

        return export_report
    raise AttributeError(name)
