"""Names a screen reader reads for the panels (issue 23.3): each page of a board's side tabs is named after
its tab, so moving into "Units" or "Supply" says which panel the focus is in."""

from __future__ import annotations

from PySide6.QtWidgets import QTabWidget, QWidget


def name_tab_pages(root: QWidget) -> int:
    """Name every unnamed tab page under ``root`` after its tab (the full title: an elided tab keeps it in
    its tooltip); how many were named."""
    named = 0
    for tabs in root.findChildren(QTabWidget):
        for i in range(tabs.count()):
            page = tabs.widget(i)
            if page is None or page.accessibleName():
                continue
            title = (tabs.tabText(i) or tabs.tabToolTip(i)).replace("&&", "\0").replace("&", "").replace("\0", "&")
            page.setAccessibleName(title)
            tip = tabs.tabToolTip(i)
            if tip and tip != tabs.tabText(i) and not page.accessibleDescription():
                page.setAccessibleDescription(tip)
            named += 1
    return named
