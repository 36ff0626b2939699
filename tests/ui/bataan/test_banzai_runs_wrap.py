"""Bataan's Banzai moves dialog (VI.D) at 1280x720 (issue 23: "The Banzai moves lines are clipped on the
right"): each proposed run's line wraps at the list's width; nothing is cut off or scrolls sideways."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication

from assistant.games.bataan import persist
from tests.ui.tarawa.test_banzai_lines_wrap import rows_fit

from .test_board_play import _goto


def test_banzai_runs_wrap_in_the_dialog(board, window):
    """Issue 23, Bataan VI.D: three runs at US2-2, each line naming whom it runs at and why, all in sight."""
    s = window.hub.session
    panel = board.referee_panel
    t = persist.load_table(s.store, s.game_id, s.settings)
    us = t.figure("US2-2")
    for k, fid in enumerate(("JP4-1", "JP4-2", "JP4-3")):
        t.move_figure(fid, us.x - 1.5 + 1.5 * k, us.y + 4.5)      # 4.5" below him, in jungle (B4: seen)
    assert window.hub.push(persist.table_change(s.store, s.game_id, t, "set-up"))
    assert panel.push(panel.game.wave.reveal(["US2-2"]))
    panel.open_banzai()
    panel.dialog.accept()
    _goto(window, "japanese_move")
    window.resize(1280, 720)
    dlg = panel.open_banzai_moves()
    dlg.show()
    for _ in range(3):
        QApplication.processEvents()
    assert dlg.width() <= 1280 and dlg.list.wordWrap()
    lines = [dlg.list.item(k).text() for k in range(dlg.list.count()) if not dlg.list.item(k).isHidden()]
    assert len(lines) == 3 and all(dlg.list.fontMetrics().horizontalAdvance(x) > dlg.list.viewport().width()
                                   for x in lines)      # each longer than the list is wide: they must wrap
    assert dlg.list.horizontalScrollBar().maximum() == 0
    assert rows_fit(dlg.list) == []
    dlg.reject()
