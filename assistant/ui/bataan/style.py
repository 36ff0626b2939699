"""Colours, pens and sizes of the table view, chosen to read at arm's length (colour always with words)."""

from __future__ import annotations

import functools

from PySide6.QtGui import QColor, QFont, QPalette

from assistant.ui import theme

# --- terrain -----------------------------------------------------------------------------------
JUNGLE = QColor("#3f6e2c")          # the green cloth
JUNGLE_DARK = QColor("#345d24")
OFF_TABLE = QColor("#2b2b2b")
ROAD = QColor("#d9bf86")
ROAD_EDGE = QColor("#8f733e")
PATH = QColor("#e6d3a0")
PATH_EDGE = QColor("#a48a52")
RIVER = QColor("#2f6fbf")
RIVER_EDGE = QColor("#17427a")
STREAM = QColor("#8cc8f2")
STREAM_EDGE = QColor("#3f86bd")
SWAMP = QColor("#858232")
SWAMP_HATCH = QColor("#3f3d10")
CLEARING = QColor("#a6d67a")
CLEARING_EDGE = QColor("#6f9f48")
TRENCH = QColor("#6b3d12")
BRIDGE = QColor("#5a3510")
GRID = QColor(255, 255, 255, 70)
GRID_MAJOR = QColor(255, 255, 255, 120)

TERRAIN_FILL = {"road": ROAD, "path": PATH, "river": RIVER, "stream": STREAM, "swamp": SWAMP,
                "clearing": CLEARING, "entrenchment": TRENCH, "bridge": BRIDGE}
TERRAIN_EDGE = {"road": ROAD_EDGE, "path": PATH_EDGE, "river": RIVER_EDGE, "stream": STREAM_EDGE,
                "swamp": SWAMP_HATCH, "clearing": CLEARING_EDGE, "entrenchment": TRENCH, "bridge": BRIDGE}
# painting order, bottom first: the B7 priority puts river and streams on top
PAINT_ORDER = ("clearing", "swamp", "path", "road", "stream", "river", "entrenchment", "bridge")

# --- figures: side by fill family and rim, unit by hue -----------------------------------------
UNIT_COLOURS = {
    "japanese": {1: QColor("#e0282e"), 2: QColor("#ff8c1a"), 3: QColor("#ffd21f"), 4: QColor("#f06ccf")},
    "american": {1: QColor("#2a5bd7"), 2: QColor("#19c2d6"), 3: QColor("#9b6bff"), 4: QColor("#f2f2f2")},
}
RIM = {"japanese": QColor("#1a1a1a"), "american": QColor("#ffffff")}
MARK = {"japanese": QColor("#111111"), "american": QColor("#111111")}
DEAD_FILL = QColor(120, 120, 120, 170)
SELECTED = QColor("#ffffff")
DRAFT = QColor("#fff200")

# --- overlays ------------------------------------------------------------------------------------
CLEAR = QColor("#00e5ff")           # a clear sight line / an answer within its limit
BLOCKED = QColor("#ff2b2b")         # blocked, out of command, over the allowance
CLOSE = QColor("#ffb000")           # B28 too close to call
RULER = QColor("#ffffff")
REACH_WALK = QColor(255, 255, 255, 55)
REACH_RUN = QColor("#fff200")
BLAST = QColor("#ff6a00")
CONTACT = QColor("#ff2bd6")
LABEL_BG = QColor(20, 20, 20, 215)
LABEL_FG = QColor("#ffffff")

# screen sizes (pixels), never scaled with the zoom
LABEL_PT = 11
LEGEND_PT = 11


def label_font(pt: int = LABEL_PT, bold: bool = True) -> QFont:
    f = QFont()
    f.setPointSize(pt)
    f.setBold(bold)
    return f


def hex_of(c: QColor) -> str:
    return c.name()


# --- the board's own panels (tags, legend, scale bar): the palette's, the table's colours kept --------
def panel_colours(pal: QPalette | None = None) -> tuple[QColor, QColor, QColor]:
    """(background, text, edge) of the tags, the legend and the scale bar: the palette's window (a little
    see-through over the table) and its text, so a dark desktop gets dark panels and a light one light."""
    pal = pal if pal is not None else theme.palette()
    bg = QColor(pal.color(QPalette.ColorRole.Window))
    bg.setAlpha(232)
    fg = QColor(pal.color(QPalette.ColorRole.WindowText))
    edge = QColor(fg)
    edge.setAlpha(110)
    return bg, fg, edge


def ink(colour: QColor, bg: QColor) -> QColor:
    """A tag line's colour on the panel: the panel's text for plain lines, else the answer's colour (clear,
    blocked, too close...) moved just far enough to read on the panel (WCAG 4.5:1)."""
    if colour == LABEL_FG:
        return QColor(theme.palette().color(QPalette.ColorRole.WindowText))
    return QColor.fromRgba(_readable_rgba(colour.rgba(), bg.rgba()))


@functools.lru_cache(maxsize=256)
def _readable_rgba(colour: int, bg: int) -> int:
    """``ink`` worked out once per pair of colours (a tag paints its lines on every repaint)."""
    solid = QColor.fromRgba(bg)
    solid.setAlpha(255)
    return theme.readable(QColor.fromRgba(colour), solid).rgba()
