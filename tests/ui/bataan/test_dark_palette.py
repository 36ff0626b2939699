"""Issue 13.6: under a dark palette the Bataan table reads well. The cloth, terrain and figures keep the
table's colours; the board's own panels (tags, legend, scale bar) take the palette's window and text, and
every answer's colour on a tag (clear, blocked, too close to call, blast...) is kept readable on it."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QImage, QPainter, QPalette
from PySide6.QtWidgets import QApplication

from assistant.ui import theme
from assistant.ui.bataan import style


@pytest.fixture(params=["light", "dark"])
def palette(request, qapp):
    old = QApplication.palette()
    pal = theme.dark_palette() if request.param == "dark" else QApplication.style().standardPalette()
    QApplication.setPalette(pal)
    yield request.param
    QApplication.setPalette(old)


def test_panels_follow_the_palette_and_answers_stay_readable(palette):
    bg, fg, _edge = style.panel_colours()
    assert theme.is_dark(QApplication.palette()) == (palette == "dark")
    assert (bg.lightnessF() < 0.5) == (palette == "dark")        # dark panels on a dark desktop, light on a light
    solid = bg.toRgb()
    solid.setAlpha(255)
    assert theme.contrast(fg, solid) >= 7
    for colour in (style.CLEAR, style.BLOCKED, style.CLOSE, style.BLAST, style.REACH_RUN, style.LABEL_FG):
        assert theme.contrast(style.ink(colour, bg), solid) >= 4.5


def test_the_terrain_and_figures_keep_the_tables_colours(palette):
    """The cloth and a figure's fill do not change with the palette (the players know the table by them)."""
    assert style.JUNGLE.name() == "#3f6e2c"
    assert style.UNIT_COLOURS["japanese"][1].name() == "#e0282e"


def test_the_drawn_tag_and_legend_take_the_palettes_panel(palette, board):
    """The sight tag and the legend as drawn: their box is the palette's window colour; a palette change
    makes a new legend picture."""
    board.act_sight.setChecked(True)
    board.select(["JP3-2", "JP3-25"])
    tag = board.sight_overlay.tag
    assert tag.lines and tag.shown
    img = QImage(int(tag.boundingRect().right()) + 4, int(tag.boundingRect().bottom()) + 4,
                 QImage.Format.Format_ARGB32)
    img.fill(style.JUNGLE)
    p = QPainter(img)
    tag.paint(p, None)
    p.end()
    box = tag.box()
    inside = img.pixelColor(int(box.left()) + 3, int(box.bottom()) - 2)     # padding below the last line
    want = QApplication.palette().color(QPalette.ColorRole.Window)
    assert abs(inside.lightnessF() - want.lightnessF()) < 0.12
    legend = board.view.legend().toImage()
    corner = legend.pixelColor(legend.width() // 2, 3)
    assert (corner.lightnessF() < 0.5) == (palette == "dark")
