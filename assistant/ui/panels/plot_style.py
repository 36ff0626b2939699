"""What every plot of the window shares: colours from the palette (a dark palette gives a dark plot with
light text), whole-number axes where the values are counts, the legend outside the data (under the plot),
and export to PNG or SVG through pyqtgraph's exporters, written whole or not at all (``safe_files``).

Boards use it for their own plots: ``themed(pg.PlotWidget())``, ``use_integer_axes(plot, "bottom")``,
``legend_below(plot)``; the Plots panel styles every plot a board gives it again when the palette changes.
"""

from __future__ import annotations

from pathlib import Path

import pyqtgraph as pg
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QWidget

from .. import theme
from ..safe_files import SaveError, save_with

EXPORT_FORMATS = (".png", ".svg")


class IntegerAxis(pg.AxisItem):
    """An axis of counts (roll numbers, waves, figures): ticks only on whole numbers, written without a
    decimal point."""

    def tickSpacing(self, minVal, maxVal, size):  # noqa: N802 (pyqtgraph name)
        levels = [(float(max(1, round(spacing))), offset)
                  for spacing, offset in super().tickSpacing(minVal, maxVal, size) if spacing >= 1]
        return levels or [(1.0, 0.0)]

    def tickStrings(self, values, scale, spacing):  # noqa: N802 (pyqtgraph name)
        return [str(int(round(v * scale))) for v in values]


def use_integer_axes(plot, *names: str) -> None:
    """Give ``plot`` (a PlotWidget or PlotItem) whole-number axes at ``names`` ("bottom", "left"),
    keeping their labels."""
    item = plot.getPlotItem() if hasattr(plot, "getPlotItem") else plot
    for name in names:
        old = item.getAxis(name)
        label, units = old.labelText, old.labelUnits
        item.setAxisItems({name: IntegerAxis(name)})
        if label:
            item.setLabel(name, label, units=units or None)
    style(plot)


def legend_below(plot, columns: int = 3) -> pg.LegendItem:
    """A legend under the plot's bottom axis, outside the data; named series join it as they are drawn."""
    item = plot.getPlotItem() if hasattr(plot, "getPlotItem") else plot
    legend = pg.LegendItem(colCount=columns, verSpacing=-4)
    item.layout.addItem(legend, 4, 1)
    item.legend = legend  # PlotItem.plot(..., name=...) adds to it; PlotItem.clear() empties it
    style(plot)
    return legend


def style(plot, where: QWidget | None = None) -> None:
    """Background, axes and legend text from the palette of ``where`` (default: the plot's own)."""
    pal = theme.palette(where if where is not None else (plot if isinstance(plot, QWidget) else None))
    text = pal.color(pal.ColorRole.Text)
    base = pal.color(pal.ColorRole.Base)
    if hasattr(plot, "setBackground"):
        plot.setBackground(base)
    item = plot.getPlotItem() if hasattr(plot, "getPlotItem") else plot
    for name in ("left", "bottom", "right", "top"):
        axis = item.getAxis(name)
        axis.setPen(pg.mkPen(theme.mix(text, base, 0.3)))
        axis.setTextPen(pg.mkPen(text))
        if axis.labelText:
            axis.setLabel(axis.labelText, units=axis.labelUnits or None, color=text.name())
    legend = getattr(item, "legend", None)
    if legend is not None:
        legend.setLabelTextColor(text)
        legend.setBrush(pg.mkBrush(base))
        legend.setPen(pg.mkPen(theme.mix(text, base, 0.6)))
    item.titleLabel.setAttr("color", text.name())


def themed(plot):
    """``plot`` styled from its palette, for chaining: ``themed(pg.PlotWidget())``."""
    style(plot)
    return plot


def export_plot(plot, path: str | Path, width: int = 1200) -> Path:
    """Write ``plot`` (a PlotWidget or PlotItem) to ``path`` as PNG or SVG (by its suffix), whole or not at
    all; raises :class:`SaveError` naming the file and why."""
    from pyqtgraph.exporters import ImageExporter, SVGExporter

    target = Path(path).expanduser()
    suffix = target.suffix.lower()
    if suffix not in EXPORT_FORMATS:
        raise SaveError(target, QCoreApplication.translate(
            "plots", "a plot is written as .png or .svg; this name ends in '%1'.").replace("%1", suffix or ""))
    item = plot.getPlotItem() if hasattr(plot, "getPlotItem") else plot
    if suffix == ".svg":
        try:
            data = SVGExporter(item).export(toBytes=True)
        except ValueError:  # pyqtgraph 0.14's SVG exporter misreads some paths Qt 6.11 writes: Qt's own SVG
            save_with(target, lambda tmp: _svg_by_qt(item, tmp))
            return target
        save_with(target, lambda tmp: tmp.write_bytes(data if isinstance(data, bytes) else bytes(data)))
        return target
    exporter = ImageExporter(item)
    exporter.parameters()["width"] = width
    image = exporter.export(toBytes=True)

    def write(tmp: Path) -> None:
        if image is None or image.isNull() or not image.save(str(tmp), "PNG"):
            raise OSError(QCoreApplication.translate("plots", "the picture could not be written"))

    save_with(target, write)
    return target


def _svg_by_qt(item, tmp: Path) -> None:
    """The plot item drawn by Qt's SVG generator (the same picture, through QSvgGenerator)."""
    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QPainter
    from PySide6.QtSvg import QSvgGenerator

    source = item.sceneBoundingRect()
    generator = QSvgGenerator()
    generator.setFileName(str(tmp))
    generator.setSize(source.size().toSize())
    generator.setViewBox(QRectF(0, 0, source.width(), source.height()))
    painter = QPainter(generator)
    try:
        view = item.scene().views()[0] if item.scene().views() else None
        if view is not None:
            painter.fillRect(QRectF(0, 0, source.width(), source.height()), view.backgroundBrush())
        item.scene().render(painter, QRectF(0, 0, source.width(), source.height()), source)
    finally:
        painter.end()
