"""The legend and the scale bar, painted in screen pixels over the table (readable at arm's length)."""

from __future__ import annotations

import math

from PySide6.QtCore import QT_TRANSLATE_NOOP, QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetricsF, QImage, QPainter, QPen, QPixmap

from assistant.games.bataan.table.figures import Figure

from assistant.ui.i18n import fill, translate

from . import style
from .items import FigureItem

# lupdate does not read translate(context, text, "", n): the counted strings, listed for the catalogue
PLURALS = (
    QT_TRANSLATE_NOOP("BataanLegend", "%n inch(es)"),
)


TERRAIN_ROWS = ((QT_TRANSLATE_NOOP("BataanLegend", "Jungle"), style.JUNGLE, None), (QT_TRANSLATE_NOOP("BataanLegend", "Clearing"), style.CLEARING, None),
                (QT_TRANSLATE_NOOP("BataanLegend", "Road"), style.ROAD, None), (QT_TRANSLATE_NOOP("BataanLegend", "Path"), style.PATH, None),
                (QT_TRANSLATE_NOOP("BataanLegend", "River"), style.RIVER, None), (QT_TRANSLATE_NOOP("BataanLegend", "Stream"), style.STREAM, None),
                (QT_TRANSLATE_NOOP("BataanLegend", "Swamp"), style.SWAMP, Qt.BrushStyle.BDiagPattern), (QT_TRANSLATE_NOOP("BataanLegend", "Trench"), style.TRENCH, None))


def _figure(side: str, unit: int, role: str = "rifleman", **kw) -> Figure:
    return Figure("legend", side, unit, role, 0.0, 0.0, revealed=kw.pop("revealed", True), **kw)


def _entries():
    """(kind, what, text): kind "head", "swatch", "figs" or "mark"."""
    J, A = "japanese", "american"
    out = [("head", None, translate("BataanLegend", "Terrain"))]
    for k in range(0, len(TERRAIN_ROWS), 2):
        out.append(("swatch", TERRAIN_ROWS[k:k + 2], ""))
    out += [("head", None, translate("BataanLegend", "Figures: fill = platoon / squad")),
            ("figs", [_figure(J, u) for u in range(1, 5)], translate("BataanLegend", "Japanese Plt 1-4")),
            ("figs", [_figure(A, u) for u in range(1, 5)], translate("BataanLegend", "US Squads 1-4")),
            ("figs", [_figure(J, 1, "officer"), _figure(J, 3, "flag_bearer")], translate("BataanLegend", "officer, flag")),
            ("figs", [_figure(J, 2, "sniper"), _figure(A, 4, "bar"), _figure(A, 4, "tommy_gun")],
             translate("BataanLegend", "sniper, BAR, Tommy")),
            ("figs", [_figure(A, 4, "mg30_crew"), _figure(J, 3, "knee_mortar")], translate("BataanLegend", "MG, knee mortar")),
            ("figs", [_figure(A, 2, revealed=False), _figure(J, 1, wounds="dead"), _figure(A, 4, wounds="light"),
                      _figure(A, 4, wounds="serious")], translate("BataanLegend", "hidden, dead, wounds")),
            ("head", None, translate("BataanLegend", "Overlays")),
            ("mark", ("line2", style.CLEAR, style.BLOCKED), translate("BataanLegend", "sight clear / blocked")),
            ("mark", ("dash", style.CLOSE), translate("BataanLegend", "too close to call (B28)")),
            ("mark", ("ring", style.BLOCKED), translate("BataanLegend", "out of command")),
            ("mark", ("line", style.CONTACT), translate("BataanLegend", "melee contact (B27)")),
            ("mark", ("reach",), translate("BataanLegend", "reach walk / run")),
            ("mark", ("blast",), translate("BataanLegend", "blast template"))]
    return out


def figures_under(view, rect: QRectF) -> list[FigureItem]:
    """The figures of ``view`` shown (in part) inside ``rect`` (viewport pixels), by their bases' shapes:
    what the legend would hide there (the scene's index answers; not a loop over every figure)."""
    if rect.isEmpty():
        return []
    area = view.mapToScene(rect.toAlignedRect())
    return [it for it in view.scene().items(area, Qt.ItemSelectionMode.IntersectsItemShape)
            if isinstance(it, FigureItem) and it.isVisible()]


def _tab_metrics(text: str | None) -> tuple[str, QFont, QFontMetricsF, int, int]:
    text = text or "\u25b8 " + translate("BataanLegend", "Legend (click)")
    font = style.label_font(style.LEGEND_PT, bold=True)
    fm = QFontMetricsF(font)
    return text, font, fm, int(fm.horizontalAdvance(text) + 20), int(fm.height() + 12)


def legend_tab_size(dpr: float = 1.0, text: str | None = None) -> tuple[float, float]:
    """The folded tab's size in pixels as :func:`legend_tab_pixmap` draws it, without drawing it."""
    _text, _font, _fm, w, h = _tab_metrics(text)
    return int(w * dpr) / dpr, int(h * dpr) / dpr


def legend_tab_pixmap(dpr: float = 1.0, text: str | None = None) -> QPixmap:
    """The legend folded to a small tab (narrow views): a click opens it."""
    text, font, fm, w, h = _tab_metrics(text)
    img = QImage(int(w * dpr), int(h * dpr), QImage.Format.Format_ARGB32_Premultiplied)
    img.setDevicePixelRatio(dpr)
    img.fill(Qt.GlobalColor.transparent)
    p = QPainter(img)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    bg, fg, edge = style.panel_colours()
    p.setPen(QPen(edge, 1))
    p.setBrush(bg)
    p.drawRoundedRect(QRectF(0.5, 0.5, w - 1, h - 1), 6, 6)
    p.setFont(font)
    p.setPen(fg)
    p.drawText(QPointF(10, h / 2 + fm.ascent() / 2 - 2), text)
    p.end()
    return QPixmap.fromImage(img)


def _legend_metrics(columns: int, pt: int | None):
    """The legend's fonts, rows and columns, and its size in pixels (what drawing it needs first)."""
    pt = pt or style.LEGEND_PT
    font = style.label_font(pt, bold=False)
    bold = style.label_font(pt, bold=True)
    fm = QFontMetricsF(font)
    row = max(fm.height() + 5, 22 * pt / style.LEGEND_PT)
    k_fig = 19 * pt / style.LEGEND_PT
    entries = _entries()
    per_col = math.ceil(len(entries) / columns)
    widest = max(fm.horizontalAdvance(label) + (len(what) * k_fig + 12 if kind == "figs" else 40)
                 for kind, what, label in entries if kind != "head")
    col_w = max(widest, 2 * (max(fm.horizontalAdvance(translate("BataanLegend", n)) for n, _c, _p in TERRAIN_ROWS) + 36)) + 14
    w, h = int(col_w * columns + 14), int(row * per_col + 10)
    return pt, font, bold, fm, row, k_fig, entries, per_col, col_w, w, h


def legend_size(dpr: float = 1.0, columns: int = 3, pt: int | None = None) -> tuple[float, float]:
    """The legend's size in pixels as :func:`legend_pixmap` draws it, without drawing it (issue 25: the
    window's layout at the start passes through sizes whose legend was drawn only to be measured)."""
    *_rest, w, h = _legend_metrics(columns, pt)
    return int(w * dpr) / dpr, int(h * dpr) / dpr


def legend_pixmap(dpr: float = 1.0, columns: int = 3, pt: int | None = None) -> QPixmap:
    """The legend as one picture, made once per column count (``pt``: a smaller font for narrow views)."""
    pt, font, bold, fm, row, k_fig, entries, per_col, col_w, w, h = _legend_metrics(columns, pt)
    img = QImage(int(w * dpr), int(h * dpr), QImage.Format.Format_ARGB32_Premultiplied)
    img.setDevicePixelRatio(dpr)
    img.fill(Qt.GlobalColor.transparent)
    p = QPainter(img)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    bg, fg, edge = style.panel_colours()
    p.setPen(QPen(edge, 1))
    p.setBrush(bg)
    p.drawRoundedRect(QRectF(0.5, 0.5, w - 1, h - 1), 8, 8)

    def text(x, y, s, f=font):
        p.setFont(f)
        p.setPen(fg)
        p.drawText(QPointF(x, y + row / 2 + fm.ascent() / 2 - 2), s)

    for k, (kind, what, label) in enumerate(entries):
        x = 8 + (k // per_col) * col_w
        y = 5 + (k % per_col) * row
        if kind == "head":
            text(x, y, label, bold)
            continue
        if kind == "swatch":
            for n, (name, colour, pattern) in enumerate(what):
                xx = x + n * col_w / 2
                r = QRectF(xx, y + 3, 22, row - 6)
                p.setPen(QPen(QColor(0, 0, 0), 1))
                p.setBrush(colour)
                p.drawRect(r)
                if pattern is not None:
                    p.setBrush(QBrush(style.SWAMP_HATCH, pattern))
                    p.drawRect(r)
                text(xx + 30, y, translate("BataanLegend", name))
        elif kind == "figs":
            for n, f in enumerate(what):
                p.save()
                p.translate(x + 9 + n * k_fig, y + row / 2)
                p.scale(16 * pt / style.LEGEND_PT, 16 * pt / style.LEGEND_PT)
                FigureItem(f).paint(p, None)
                p.restore()
            text(x + 8 + len(what) * k_fig, y, label)
        else:
            cy = y + row / 2
            shape = what[0]
            p.setBrush(Qt.BrushStyle.NoBrush)
            if shape == "line2":
                p.setPen(QPen(what[1], 4))
                p.drawLine(QPointF(x + 1, cy - 4), QPointF(x + 26, cy - 4))
                p.setPen(QPen(what[2], 4))
                p.drawLine(QPointF(x + 1, cy + 4), QPointF(x + 26, cy + 4))
            elif shape in ("line", "dash"):
                pen = QPen(what[1], 4)
                if shape == "dash":
                    pen.setStyle(Qt.PenStyle.DashLine)
                p.setPen(pen)
                p.drawLine(QPointF(x + 1, cy), QPointF(x + 26, cy))
            elif shape == "ring":
                p.setPen(QPen(what[1], 3.5))
                p.drawEllipse(QPointF(x + 13, cy), 7, 7)
            elif shape == "reach":
                p.setPen(QPen(fg, 2))
                p.setBrush(style.REACH_WALK)
                p.drawRect(QRectF(x + 1, y + 5, 11, row - 10))
                pen = QPen(style.REACH_RUN, 2)
                pen.setStyle(Qt.PenStyle.DashLine)
                p.setPen(pen)
                p.setBrush(Qt.BrushStyle.NoBrush)
                p.drawRect(QRectF(x + 15, y + 5, 11, row - 10))
            else:
                p.setPen(QPen(style.BLAST, 3))
                p.setBrush(QColor(255, 106, 0, 60))
                p.drawEllipse(QPointF(x + 13, cy), 8, 8)
            text(x + 34, y, label)
    p.end()
    return QPixmap.fromImage(img)


def nice_length_in(px_per_in: float, target_px: float = 220) -> float:
    """A round scale-bar length (inches) near ``target_px`` pixels."""
    for length in (1, 2, 3, 6, 12, 24, 36, 48, 60):
        if length * px_per_in >= target_px * 0.6:
            return float(length)
    return 60.0


def scale_bar_rect(right: float, bottom: float, px_per_in: float) -> QRectF:
    """Where the scale bar is drawn (viewport pixels)."""
    w = nice_length_in(px_per_in) * px_per_in
    return QRectF(right - w - 30, bottom - 62, w + 20, 52)


def paint_scale_bar(p: QPainter, right: float, bottom: float, px_per_in: float) -> None:
    length = nice_length_in(px_per_in)
    w = length * px_per_in
    font = style.label_font(style.LEGEND_PT + 2)
    fm = QFontMetricsF(font)
    box = scale_bar_rect(right, bottom, px_per_in)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    bg, fg, edge = style.panel_colours()
    p.setPen(QPen(edge, 1))
    p.setBrush(bg)
    p.drawRoundedRect(box, 8, 8)
    x0, y0 = box.left() + 10, box.bottom() - 14
    n = int(length) if length <= 12 else int(length // 6)
    seg = w / n
    for k in range(n):
        p.fillRect(QRectF(x0 + k * seg, y0 - 8, seg, 8), fg if k % 2 else QColor(bg.red(), bg.green(), bg.blue()))
    p.setPen(QPen(fg, 1.5))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawRect(QRectF(x0, y0 - 8, w, 8))
    p.setFont(font)
    label = translate("BataanLegend", "%n inch(es)", "", int(length)) if length < 12 else \
        fill(translate("BataanLegend", "%1\" = %2 ft"), f"{length:g}", f"{length / 12:g}")
    p.drawText(QPointF(x0, y0 - 14), "0")
    p.drawText(QPointF(x0 + w - fm.horizontalAdvance(label), y0 - 14), label)


def legend_text() -> str:
    """The legend in words, for a screen reader (the picture's own text, section by section)."""
    sections: list[tuple[str, list[str]]] = []
    for kind, what, label in _entries():
        if kind == "head":
            sections.append((label, []))
        elif kind == "swatch":
            sections[-1][1].extend(translate("BataanLegend", name) for name, _c, _p in what)
        else:
            sections[-1][1].append(label)
    return " ".join(f"{head}: {'; '.join(items)}." for head, items in sections)
