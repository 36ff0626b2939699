"""A figure's rim (issue 25, start to a usable window: an outline stroked at the table's scale was most of a
figure's paint, ~150 figures in the demo's first paint): a solid rim is a ring of two fills, no stroke, and
looks as the stroked rim did (the same circle; only the antialiased inner edge may differ by a shade); a
hidden American's dashed rim is still stroked."""

from __future__ import annotations

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QColor, QImage, QPainter, QPen

from assistant.games.bataan.table.figures import Figure
from assistant.ui.bataan import style
from assistant.ui.bataan.items import FigureItem

SCALE = 40.0     # pixels per inch: a figure 40 px across


class Recording:
    """A painter that notes each ellipse drawn with the pen then set, and draws through a real one."""

    def __init__(self, painter: QPainter):
        self._p = painter
        self.ellipses: list[Qt.PenStyle] = []

    def drawEllipse(self, *args):  # noqa: N802
        self.ellipses.append(self._p.pen().style())
        return self._p.drawEllipse(*args)

    def __getattr__(self, name):
        return getattr(self._p, name)


def _image() -> tuple[QImage, QPainter]:
    img = QImage(80, 80, QImage.Format.Format_ARGB32_Premultiplied)
    img.fill(QColor("#556b2f"))
    p = QPainter(img)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.translate(40, 40)
    p.scale(SCALE, SCALE)
    return img, p


def test_a_solid_rim_is_filled_not_stroked(qapp):
    fig = Figure("JP1-3", "japanese", 1, "rifleman", 10.0, 10.0)
    img, painter = _image()
    rec = Recording(painter)
    FigureItem(fig).paint(rec, None)
    painter.end()
    assert rec.ellipses and all(style_ == Qt.PenStyle.NoPen for style_ in rec.ellipses), rec.ellipses


def test_the_filled_rim_looks_as_the_stroked_rim(qapp):
    fig = Figure("JP1-3", "japanese", 1, "rifleman", 10.0, 10.0)
    img, painter = _image()
    FigureItem(fig).paint(painter, None)
    painter.end()
    ref, p = _image()                      # the rim as it was drawn: the base filled, its outline stroked
    r = fig.base.radius_in
    p.setPen(QPen(QColor(style.RIM[fig.side]), 0.12))
    p.setBrush(QColor(style.UNIT_COLOURS[fig.side][fig.unit]))
    p.drawEllipse(QPointF(0, 0), r, r)
    p.setPen(Qt.PenStyle.NoPen)            # the rifleman's dot, as the item draws it
    p.setBrush(QColor(0, 0, 0, 90))
    p.drawEllipse(QPointF(0, 0), 0.09, 0.09)
    p.end()
    worst, off = 0, 0
    for y in range(img.height()):
        for x in range(img.width()):
            a, b = QColor(img.pixel(x, y)), QColor(ref.pixel(x, y))
            d = max(abs(a.red() - b.red()), abs(a.green() - b.green()), abs(a.blue() - b.blue()))
            worst = max(worst, d)
            off += d > 8
    assert off <= 0.03 * img.width() * img.height(), off     # the antialiased inner edge at most
    assert worst <= 128, worst


def test_a_hidden_americans_dashed_rim_is_stroked(qapp):
    fig = Figure("US1-2", "american", 1, "rifleman", 10.0, 10.0, revealed=False)
    img, painter = _image()
    rec = Recording(painter)
    FigureItem(fig).paint(rec, None)
    painter.end()
    assert Qt.PenStyle.DashLine in rec.ellipses
