"""Banzai lines in a narrow column (issue 23: "The Banzai moves lines are clipped on the right"): the
Tarawa action log names the charge and its units and wraps every entry at the list's width, and the
Banzai Charge box's labels wrap, in a 340-pixel column at 1280x720."""

from __future__ import annotations

from PySide6.QtCore import QRect, Qt
from PySide6.QtWidgets import QApplication


def rows_fit(view) -> list[str]:
    """The rows of a list that do not fit its viewport: wider than it, or taller when wrapped than
    their row (words cut off on the right or below)."""
    width = view.viewport().width()
    fm = view.fontMetrics()
    bad = []
    for k in range(view.count()):
        item = view.item(k)
        if item.isHidden():
            continue
        rect = view.visualItemRect(item)
        indicator = 24 if item.flags() & Qt.ItemFlag.ItemIsUserCheckable else 4
        need = fm.boundingRect(QRect(0, 0, rect.width() - indicator, 100_000),
                               int(Qt.TextFlag.TextWordWrap), item.text()).height()
        if rect.right() > width or need > rect.height() + 2:
            bad.append(item.text())
    return bad


def test_banzai_entries_wrap_in_a_340_pixel_column(tarawa, window):
    """Issue 23 (Tarawa 6.3): the action log says who charges, and a long entry (the US waiting for the
    charge, with its note) wraps within a 340-pixel column instead of running off the right edge; nothing scrolls sideways."""
    window.resize(1280, 720)
    p = tarawa.action_panel
    tarawa.pick(["j-hq"])
    assert p.banzai_box.declare(), p.banzai_box.error.text()
    p.units_edit.setText("the US holds its fire and waits for the charge behind the sea wall, past the bunker "
                         "line and the pier road (4.3)")
    assert p.record("pass"), p.error.text()
    p.units_edit.setText("")
    hq = next(u for u in tarawa.game.units() if u.id == "j-hq")
    tarawa.pick(["j-hq"])
    assert any(tarawa.move_picked(n) for n in tarawa.map.parse(hq.hex).neighbors())   # the charge moves
    p.log_list.setFixedWidth(340 - 24)              # the column less its margins and scroll bar
    for _ in range(3):
        QApplication.processEvents()
    texts = [p.log_list.item(k).text() for k in range(p.log_list.count())]
    assert any("Banzai Charge declared" in t and "j-hq" in t for t in texts), texts
    assert p.log_list.wordWrap() and p.log_list.horizontalScrollBar().maximum() == 0
    assert rows_fit(p.log_list) == []
    box = p.banzai_box
    assert box.status.wordWrap() and box.result.wordWrap()
    assert "Banzai Charge" in box.result.text()
