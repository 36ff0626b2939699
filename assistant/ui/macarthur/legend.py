"""The board's legend under the map: what the lines and marks mean, in words next to each sample."""

from __future__ import annotations

from PySide6.QtCore import QPointF
from PySide6.QtGui import QColor, QFont, QFontMetrics, QPainter, QPen, QPolygonF
from PySide6.QtWidgets import QWidget

from PySide6.QtCore import QT_TRANSLATE_NOOP

from assistant.ui.i18n import fill, translate

from .view import ATTACK_FILL, ROUTE_COLOUR, SIDE_FILL, ink_for, road_pen


class Legend(QWidget):
    """What the lines and marks mean, in words next to each sample (colour plus text). The entries flow
    onto as many lines as the width needs (nothing is clipped)."""

    LINE_H = 19

    ALL_MARKS = (QT_TRANSLATE_NOOP("Legend", "✈ air strip"), QT_TRANSLATE_NOOP("Legend", "▲N supply arrow"),
                 QT_TRANSLATE_NOOP("Legend", "AF airfield"), QT_TRANSLATE_NOOP("Legend", "P Pusan Perimeter"),
                 QT_TRANSLATE_NOOP("Legend", "➤ one-way road"))

    def __init__(self, side_names: dict[str, str], side_short: dict[str, str], marks: tuple[str, ...] | None = None):
        super().__init__()
        self.side_names, self.side_short = side_names, side_short
        self.marks = self.ALL_MARKS if marks is None else tuple(marks)
        self._font = QFont()
        self._font.setPointSizeF(9.5)
        self.setMinimumHeight(self.LINE_H + 8)
        self.setAccessibleName(self.tr("Map legend"))
        self.setAccessibleDescription(self.spoken())

    def spoken(self) -> str:
        """What a screen reader reads: each sample in words."""
        out = []
        for kind, text, words in self.entries():
            if kind.startswith("badge:") and kind != "badge:attack":
                out.append(fill(self.tr("%1 units: a badge such as %2"), words, text))
            elif kind == "badge:attack":
                out.append(fill(self.tr("purple badge such as %1: units %2"), text[2:], words))
            else:
                out.append(words)
        return "; ".join(out)

    def entries(self) -> list[tuple[str, str, str]]:
        """(sample kind, sample text, words)."""
        out = [("road:solid", "", self.tr("solid road 1 MP")), ("road:dashed", "", self.tr("dashed 2 MP")),
               ("road:dotted", "", self.tr("dotted 3 MP")), ("route", "", self.tr("route")),
               ("landing", "", self.tr("landing area (n a turn)"))]
        for side in ("blue", "red"):
            out.append((f"badge:{side}", f"{self.side_short.get(side, side)} 1L 2S",
                        f"{self.side_names.get(side, side)}"))
        out.append(("badge:attack", "⚔ 1L 2S", self.tr("attacking")))
        out.append(("text", "", self.tr("L Large, S Small units")))
        out.append(("special", "", self.tr("victory / special town")))
        for words in self.marks:
            out.append(("text", "", translate("Legend", words)))
        return out

    def _sample_w(self, kind: str, text: str, fm) -> int:
        if kind.startswith("road"):
            return 42
        if kind == "route":
            return 31
        if kind == "landing":
            return 21
        if kind.startswith("badge"):
            return fm.horizontalAdvance(text) + 15
        if kind == "special":
            return 20
        return 0

    def rows(self, width: int) -> list[list[tuple[int, tuple[str, str, str]]]]:
        """The entries flowed into lines no wider than ``width``: [[(x, entry), ...], ...]."""
        fm = QFontMetrics(self._font)
        lines: list[list[tuple[int, tuple[str, str, str]]]] = [[]]
        x = 8
        for e in self.entries():
            w = self._sample_w(e[0], e[1], fm) + fm.horizontalAdvance(e[2])
            if lines[-1] and x + w > width - 6:
                lines.append([])
                x = 8
            lines[-1].append((x, e))
            x += w + 16
        return lines

    def hasHeightForWidth(self) -> bool:  # noqa: N802
        return True

    def heightForWidth(self, width: int) -> int:  # noqa: N802
        return len(self.rows(width)) * self.LINE_H + 6

    def resizeEvent(self, event) -> None:  # noqa: N802
        super().resizeEvent(event)
        h = self.heightForWidth(self.width())
        if h != self.minimumHeight():
            self.setMinimumHeight(h)

    def paintEvent(self, _event) -> None:  # noqa: N802
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        pal = self.palette()
        p.fillRect(self.rect(), pal.color(pal.ColorRole.Base))
        text_ink = pal.color(pal.ColorRole.Text)
        ink = ink_for(self)
        p.setFont(self._font)
        fm = p.fontMetrics()
        for i, line in enumerate(self.rows(self.width())):
            y = 16 + i * self.LINE_H
            for x, (kind, text, words) in line:
                sw = self._sample_w(kind, text, fm)
                if kind.startswith("road:"):
                    p.setPen(road_pen(kind[5:], 4, ink.road))
                    p.drawLine(x, y - 4, x + 36, y - 4)
                elif kind == "route":
                    p.fillRect(x, y - 11, 26, 13, QColor(ROUTE_COLOUR))
                elif kind == "landing":
                    tri = QPolygonF([QPointF(x + 8, y - 12), QPointF(x + 16, y + 2), QPointF(x, y + 2)])
                    p.setBrush(ink.sea)
                    p.setPen(QPen(ink.sea_edge, 1.5))
                    p.drawPolygon(tri)
                elif kind.startswith("badge:"):
                    who = kind[6:]
                    p.fillRect(x, y - 12, sw - 5, 16, ATTACK_FILL if who == "attack" else SIDE_FILL[who])
                    p.setPen(QColor("white"))
                    p.drawText(x + 5, y, text)
                elif kind == "special":
                    p.setBrush(ink.special_fill)
                    p.setPen(QPen(text_ink, 2))
                    p.drawEllipse(QPointF(x + 7, y - 4), 7, 7)
                p.setPen(text_ink)
                p.drawText(x + sw, y, words)
        p.end()
