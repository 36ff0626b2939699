"""Tabs for a narrow side column (issue 23.1): every tab's title whole and in view.

A ``QTabWidget`` in a 330-pixel column either hides tabs behind scroll arrows or elides their titles
("T…", "M…"). :class:`SideTabs` shows one checkable button per tab in rows that wrap (:class:`FlowLayout`)
above the pages, so every title is readable at any width a title fits in. It answers the part of the
``QTabWidget`` API the boards use (``addTab``, ``setCurrentIndex``, ``currentWidget``, ``indexOf``,
``setTabText``, ``currentChanged`` ...), so a board's code and its lazily made tabs
(``hexmap/lazy_tabs.py``) work with either. Ctrl+PgDown / Ctrl+PgUp go to the next / previous tab while
the focus is in the panel, as on a tab widget; each button carries its title as its accessible name.
"""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRect, QSize, Qt, Signal
from PySide6.QtGui import QFontMetrics, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QButtonGroup, QFrame, QLayout, QSizePolicy, QStackedWidget, QToolButton, QVBoxLayout, QWidget, QWidgetItem,
)

from .i18n import translate


class FlowLayout(QLayout):
    """Widgets left to right, wrapping onto a new row where the next does not fit; the height follows
    the width (``heightForWidth``)."""

    def __init__(self, parent: QWidget | None = None, spacing: int = 4):
        super().__init__(parent)
        self._items: list = []
        self._spacing = spacing
        self.setContentsMargins(0, 0, 0, 0)

    # -- QLayout ----------------------------------------------------------------------------------
    def addItem(self, item) -> None:  # noqa: N802 (Qt name)
        self._items.append(item)

    def insertWidget(self, index: int, widget: QWidget) -> None:  # noqa: N802 (Qt name)
        self.addChildWidget(widget)
        self._items.insert(index, QWidgetItem(widget))
        self.invalidate()

    def count(self) -> int:
        return len(self._items)

    def itemAt(self, index: int):  # noqa: N802 (Qt name)
        return self._items[index] if 0 <= index < len(self._items) else None

    def takeAt(self, index: int):  # noqa: N802 (Qt name)
        return self._items.pop(index) if 0 <= index < len(self._items) else None

    def expandingDirections(self) -> Qt.Orientation:  # noqa: N802 (Qt name)
        return Qt.Orientation(0)

    def hasHeightForWidth(self) -> bool:  # noqa: N802 (Qt name)
        return True

    def heightForWidth(self, width: int) -> int:  # noqa: N802 (Qt name)
        return self._arrange(QRect(0, 0, width, 0), move=False)

    def setGeometry(self, rect: QRect) -> None:  # noqa: N802 (Qt name)
        super().setGeometry(rect)
        self._arrange(rect, move=True)

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt name): all on one row
        width = sum(i.sizeHint().width() for i in self._shown()) + self._spacing * max(0, len(self._shown()) - 1)
        height = max((i.sizeHint().height() for i in self._shown()), default=0)
        m = self.contentsMargins()
        return QSize(width + m.left() + m.right(), height + m.top() + m.bottom())

    def minimumSize(self) -> QSize:  # noqa: N802 (Qt name): the widest item, one to a row
        size = QSize()
        for item in self._shown():
            size = size.expandedTo(item.minimumSize())
        m = self.contentsMargins()
        return size + QSize(m.left() + m.right(), m.top() + m.bottom())

    # -- placing ----------------------------------------------------------------------------------
    def _shown(self) -> list:
        return [i for i in self._items if not (i.widget() is not None and i.widget().isHidden())]

    def rows(self, width: int) -> list[list]:
        """The items of each row at this width (what ``setGeometry`` places)."""
        m = self.contentsMargins()
        room = max(1, width - m.left() - m.right())
        rows: list[list] = [[]]
        used = 0
        for item in self._shown():
            w = item.sizeHint().width()
            if rows[-1] and used + self._spacing + w > room:
                rows.append([])
                used = 0
            used += (self._spacing if rows[-1] else 0) + w
            rows[-1].append(item)
        return [r for r in rows if r]

    def _arrange(self, rect: QRect, move: bool) -> int:
        m = self.contentsMargins()
        y = rect.y() + m.top()
        rows = self.rows(rect.width())
        for k, row in enumerate(rows):
            height = max(i.sizeHint().height() for i in row)
            x = rect.x() + m.left()
            for item in row:
                hint = item.sizeHint()
                if move:   # at most the row's room: a title longer than the whole column is the one case cut
                    item.setGeometry(QRect(QPoint(x, y), QSize(min(hint.width(), rect.width() - m.left() - m.right()),
                                                                height)))
                x += hint.width() + self._spacing
            y += height + (self._spacing if k < len(rows) - 1 else 0)
        return y + m.bottom() - rect.y()


class TabButton(QToolButton):
    """One tab's button: checkable, its title in bold while its page is shown (on any palette, dark too);
    it asks for the bold title's width always, so choosing a tab never re-wraps the rows."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setCheckable(True)
        self.setAutoRaise(False)
        self.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        self.toggled.connect(self._bold)

    def _bold(self, on: bool) -> None:
        font = self.font()
        if font.bold() != on:
            font.setBold(on)
            self.setFont(font)

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt name)
        hint = super().sizeHint()
        bold = self.font()
        bold.setBold(True)
        text = self.text().replace("&&", "&")
        extra = QFontMetrics(bold).horizontalAdvance(text) - QFontMetrics(self.font()).horizontalAdvance(text)
        return QSize(hint.width() + max(0, extra), hint.height())


class SideTabs(QWidget):
    """Pages behind a row (or rows) of checkable buttons, one per page, with a tab widget's API."""

    currentChanged = Signal(int)

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("side_tabs")
        self.bar = QWidget()
        self.bar.setObjectName("side_tabs_bar")
        self.bar.setAccessibleName(translate("SideTabs", "Panels"))
        policy = QSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)
        policy.setHeightForWidth(True)   # rows wrap: as tall as its buttons need at its width
        self.bar.setSizePolicy(policy)
        self.flow = FlowLayout(self.bar, spacing=3)
        self.group = QButtonGroup(self)
        self.group.setExclusive(True)
        self.buttons: list[TabButton] = []
        self.stack = QStackedWidget()
        self.stack.currentChanged.connect(self._on_current)
        rule = QFrame()
        rule.setFrameShape(QFrame.Shape.HLine)
        rule.setFrameShadow(QFrame.Shadow.Sunken)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.setSpacing(3)
        lay.addWidget(self.bar)
        lay.addWidget(rule)
        lay.addWidget(self.stack, 1)
        self._shortcuts = []
        for keys, step in (("Ctrl+PgDown", 1), ("Ctrl+PgUp", -1)):
            sc = QShortcut(QKeySequence(keys), self)
            sc.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
            sc.activated.connect(lambda s=step: self.step(s))
            self._shortcuts.append(sc)

    # -- the tab widget's API ---------------------------------------------------------------------
    def addTab(self, widget: QWidget, title: str) -> int:  # noqa: N802 (Qt name)
        return self.insertTab(self.count(), widget, title)

    def insertTab(self, index: int, widget: QWidget, title: str) -> int:  # noqa: N802 (Qt name)
        index = max(0, min(index, self.count()))
        button = TabButton()
        button.clicked.connect(lambda _=False, b=button: self.setCurrentIndex(self.buttons.index(b)))
        self.buttons.insert(index, button)
        self.group.addButton(button)
        self.flow.insertWidget(index, button)
        self.setTabText(index, title)
        self.stack.insertWidget(index, widget)
        self._check()
        self.bar.updateGeometry()
        return index

    def removeTab(self, index: int) -> None:  # noqa: N802 (Qt name)
        if not 0 <= index < self.count():
            return
        button = self.buttons.pop(index)
        self.group.removeButton(button)
        self.flow.removeWidget(button)
        button.deleteLater()
        self.stack.removeWidget(self.stack.widget(index))
        self._check()

    def count(self) -> int:
        return self.stack.count()

    def widget(self, index: int) -> QWidget | None:
        return self.stack.widget(index)

    def indexOf(self, widget: QWidget) -> int:  # noqa: N802 (Qt name)
        return self.stack.indexOf(widget)

    def currentIndex(self) -> int:  # noqa: N802 (Qt name)
        return self.stack.currentIndex()

    def currentWidget(self) -> QWidget | None:  # noqa: N802 (Qt name)
        return self.stack.currentWidget()

    def setCurrentIndex(self, index: int) -> None:  # noqa: N802 (Qt name)
        if 0 <= index < self.count() and self.buttons[index].isEnabled():
            self.stack.setCurrentIndex(index)
        self._check()

    def setCurrentWidget(self, widget: QWidget) -> None:  # noqa: N802 (Qt name)
        self.setCurrentIndex(self.indexOf(widget))

    def tabText(self, index: int) -> str:  # noqa: N802 (Qt name)
        return (self.buttons[index].property("title") or "") if 0 <= index < self.count() else ""

    def setTabText(self, index: int, title: str) -> None:  # noqa: N802 (Qt name)
        button = self.buttons[index]
        button.setProperty("title", title)
        button.setText(title.replace("&", "&&"))
        button.setAccessibleName(title)
        if not button.toolTip():
            button.setToolTip(title)
        self.bar.updateGeometry()

    def tabToolTip(self, index: int) -> str:  # noqa: N802 (Qt name)
        return self.buttons[index].toolTip()

    def setTabToolTip(self, index: int, tip: str) -> None:  # noqa: N802 (Qt name)
        self.buttons[index].setToolTip(tip)
        self.buttons[index].setAccessibleDescription(tip)

    def isTabEnabled(self, index: int) -> bool:  # noqa: N802 (Qt name)
        return self.buttons[index].isEnabled()

    def setTabEnabled(self, index: int, on: bool) -> None:  # noqa: N802 (Qt name)
        self.buttons[index].setEnabled(on)

    def isTabVisible(self, index: int) -> bool:  # noqa: N802 (Qt name)
        return not self.buttons[index].isHidden()

    def setTabVisible(self, index: int, on: bool) -> None:  # noqa: N802 (Qt name)
        self.buttons[index].setVisible(on)
        self.bar.updateGeometry()

    def shortcut_notes(self) -> list[tuple[str, str, str]]:
        """The panel's keys for Help > Keyboard shortcuts (a board's ``shortcut_notes``)."""
        return [(translate("SideTabs", "Game panels"), translate("SideTabs", "Next / previous tab"),
                 QKeySequence("Ctrl+PgDown").toString(QKeySequence.SequenceFormat.NativeText) + " / "
                 + QKeySequence("Ctrl+PgUp").toString(QKeySequence.SequenceFormat.NativeText))]

    # -- what the buttons do ----------------------------------------------------------------------
    def button(self, index: int) -> TabButton:
        return self.buttons[index]

    def step(self, step: int) -> None:
        """The next (1) or previous (-1) tab that can be chosen, round the end (Ctrl+PgDown / Ctrl+PgUp)."""
        n = self.count()
        for k in range(1, n + 1):
            i = (self.currentIndex() + step * k) % n
            if self.isTabEnabled(i) and self.isTabVisible(i):
                self.setCurrentIndex(i)
                self.buttons[i].setFocus(Qt.FocusReason.ShortcutFocusReason)
                return

    def _check(self) -> None:
        current = self.stack.currentIndex()
        for i, b in enumerate(self.buttons):
            if b.isChecked() != (i == current):
                b.setChecked(i == current)

    def _on_current(self, index: int) -> None:
        self._check()
        self.currentChanged.emit(index)
