"""Find clipped text in a shown window (issue 23.3, the pseudo-localised run): a label, button, check box,
radio button or tab whose text needs more width than it has, and neither wraps nor elides on purpose."""

from __future__ import annotations

import re

from PySide6.QtWidgets import (
    QAbstractButton, QCheckBox, QLabel, QPushButton, QRadioButton, QStyle, QStyleOptionButton, QTabBar, QWidget,
)

SLACK = 3   # pixels of rounding a style may take
_MNEMONIC = re.compile(r"&(.)")


def shown_text(text: str) -> str:
    """A button's text as drawn: "&&" is "&", a single "&" marks the mnemonic and is not drawn."""
    return _MNEMONIC.sub(lambda m: m.group(1), text)


def _name(w: QWidget) -> str:
    chain, p = [], w
    while p is not None and len(chain) < 4:
        chain.append(p.objectName() or type(p).__name__)
        p = p.parentWidget()
    return "/".join(reversed(chain))


def _label_clipped(label: QLabel) -> bool:
    text = label.text()
    if not text.strip() or label.pixmap() is not None and not label.pixmap().isNull():
        return False
    if label.wordWrap():
        need = label.heightForWidth(label.width())
        if need > 0 and label.height() + SLACK < need and label.minimumHeight() < need:
            return True
        return _longest_word(label) > label.contentsRect().width() - 2 * label.margin() + SLACK
    return label.width() + SLACK < label.minimumSizeHint().width()


def _longest_word(label: QLabel) -> int:
    """The width of the label's longest word (a wrapping label cannot break inside one)."""
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QTextDocument, Qt as GuiQt

    text = label.text()
    rich = label.textFormat() == Qt.TextFormat.RichText or (
        label.textFormat() == Qt.TextFormat.AutoText and GuiQt.mightBeRichText(text))
    if rich:
        doc = QTextDocument()
        doc.setHtml(text)
        text = doc.toPlainText()
    fm = label.fontMetrics()
    words = re.split(r"\s+|(?<=[-/–\u00ad])", text)   # a line may break after a hyphen, slash or soft hyphen too
    return max((fm.horizontalAdvance(word) for word in words if word), default=0)


def _button_clipped(button: QAbstractButton) -> bool:
    text = shown_text(button.text())
    if not text.strip():
        return False
    fm = button.fontMetrics()
    width = max(fm.horizontalAdvance(line) for line in text.split("\n"))
    style = button.style()
    if isinstance(button, (QCheckBox, QRadioButton)):
        metric = QStyle.PixelMetric
        indicator = style.pixelMetric(metric.PM_IndicatorWidth if isinstance(button, QCheckBox)
                                      else metric.PM_ExclusiveIndicatorWidth, None, button)
        spacing = style.pixelMetric(metric.PM_CheckBoxLabelSpacing if isinstance(button, QCheckBox)
                                    else metric.PM_RadioButtonLabelSpacing, None, button)
        need = indicator + spacing + width
    else:
        option = QStyleOptionButton()
        button.initStyleOption(option) if hasattr(button, "initStyleOption") else None
        margin = style.pixelMetric(QStyle.PixelMetric.PM_ButtonMargin, option, button)
        icon = button.iconSize().width() + 4 if not button.icon().isNull() else 0
        need = width + icon + margin
    return button.width() + SLACK < need


def _tabs_clipped(bar: QTabBar) -> list[int]:
    from PySide6.QtCore import Qt

    if bar.elideMode() != Qt.TextElideMode.ElideNone:
        return []
    out = []
    for i in range(bar.count()):
        if not bar.isTabVisible(i):
            continue
        rect = bar.tabRect(i)
        hidden = not bar.rect().contains(rect.center()) or rect.right() > bar.width() + SLACK
        if hidden or rect.width() + SLACK < bar.tabSizeHint(i).width():
            out.append(i)
    return out


def _beyond_panel(w: QWidget) -> bool:
    """``w`` reaches past the right edge of the scroll area it is in, which shows no way to scroll there (a
    side panel wider than its column: its right part is cut off unseen)."""
    from PySide6.QtCore import QPoint
    from PySide6.QtWidgets import QScrollArea

    area = None if w.isWindow() else w.parentWidget()
    while area is not None and not isinstance(area, QScrollArea):
        area = None if area.isWindow() else area.parentWidget()   # a dialog's panel is its own
    if area is None or area.horizontalScrollBar().isVisible():
        return False
    viewport = area.viewport()
    right = w.mapTo(viewport, QPoint(w.width(), 0)).x()
    return right > viewport.width() + SLACK


def clipped(root: QWidget) -> list[str]:
    """Every clipped text under ``root`` (shown widgets only), as "path: 'text' (have px, need px)"."""
    found = []
    for w in [root, *root.findChildren(QWidget)]:
        if not w.isVisible() or w.width() <= 1 or w.visibleRegion().isEmpty():
            continue
        if isinstance(w, (QLabel, QPushButton, QCheckBox, QRadioButton)) and w.text().strip() and _beyond_panel(w):
            found.append(f"{_name(w)}: {w.text()[:60]!r} (beyond the panel's right edge)")
        elif isinstance(w, QLabel) and _label_clipped(w):
            if w.wordWrap():
                found.append(f"{_name(w)}: {w.text()[:60]!r} (wraps: {w.width()}x{w.height()} px, needs "
                             f"{w.heightForWidth(w.width())} px high and {_longest_word(w)} px for its longest word)")
            else:
                found.append(f"{_name(w)}: {w.text()[:60]!r} ({w.width()} px, needs {w.minimumSizeHint().width()})")
        elif isinstance(w, (QPushButton, QCheckBox, QRadioButton)) and _button_clipped(w):
            found.append(f"{_name(w)}: {w.text()[:60]!r} ({w.width()} px)")
        elif isinstance(w, QTabBar):
            for i in _tabs_clipped(w):
                found.append(f"{_name(w)} tab {i}: {w.tabText(i)[:60]!r}")
    return found
