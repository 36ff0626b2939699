"""Which town is printed here? A list of the board's towns in the order given (nearest first once the
scan is pinned: ``games.macarthur.backdrop.town_choices``) with a line that filters it as the referee
types ("inch" leaves Inchon); Enter or a double click takes the town selected (issue 23.2)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QLineEdit, QListWidget, QVBoxLayout, QWidget

from assistant.ui.i18n import fill


class TownChooser(QDialog):
    """``names`` in order; :meth:`chosen` is the town picked (None until one is)."""

    def __init__(self, names: list[str], nearest: bool, parent: QWidget | None = None):
        super().__init__(parent)
        self.setWindowTitle(self.tr("Pin the scan"))
        self.names = list(names)
        lay = QVBoxLayout(self)
        intro = QLabel(self.tr("Which town is printed here? Nearest first, where the pins put this point.")
                       if nearest else
                       self.tr("Which town is printed here? (In name order: once one town is pinned, the "
                               "nearest come first.)"))
        intro.setWordWrap(True)
        lay.addWidget(intro)
        self.filter = QLineEdit()
        self.filter.setPlaceholderText(self.tr("Type to filter the towns"))
        self.filter.setAccessibleName(self.tr("Filter the towns"))
        self.filter.setClearButtonEnabled(True)
        self.filter.textChanged.connect(self._refilter)
        lay.addWidget(self.filter)
        self.list = QListWidget()
        self.list.setAccessibleName(self.tr("Towns"))
        self.list.addItems(self.names)
        self.list.itemDoubleClicked.connect(lambda _item: self.accept())
        lay.addWidget(self.list, 1)
        self.count = QLabel()
        lay.addWidget(self.count)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        self.ok = buttons.button(QDialogButtonBox.StandardButton.Ok)
        lay.addWidget(buttons)
        self.filter.setFocus()
        self.resize(340, 420)
        self._refilter("")

    def _refilter(self, text: str) -> None:
        """Keep the towns whose name holds ``text`` (any case), in their order; select the first."""
        want = text.strip().casefold()
        first = None
        shown = 0
        for i in range(self.list.count()):
            item = self.list.item(i)
            hide = bool(want) and want not in item.text().casefold()
            item.setHidden(hide)
            if not hide:
                shown += 1
                first = first if first is not None else item
        self.list.setCurrentItem(first)
        self.ok.setEnabled(first is not None)
        self.count.setText(fill(self.tr("%1 of %2 towns"), shown, len(self.names)))

    def keyPressEvent(self, event) -> None:  # noqa: N802 - up and down move in the list while typing
        if event.key() in (Qt.Key.Key_Up, Qt.Key.Key_Down) and self.filter.hasFocus():
            visible = [self.list.item(i) for i in range(self.list.count()) if not self.list.item(i).isHidden()]
            cur = self.list.currentItem()
            if visible:
                k = visible.index(cur) if cur in visible else -1
                k = max(0, k - 1) if event.key() == Qt.Key.Key_Up else min(len(visible) - 1, k + 1)
                self.list.setCurrentItem(visible[k])
            return
        super().keyPressEvent(event)

    def chosen(self) -> str | None:
        item = self.list.currentItem()
        return item.text() if item is not None and not item.isHidden() else None
