"""Issue 13.1 (labels never cover the table's corner): at Fit, the legend and the scale bar painted over the
view cover no part of the table. Checked on the rectangles as drawn (viewport pixels) at 1280x720 and
1920x1080, with the legend folded and unfolded, in the normal and the Board only (F9) layouts."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtWidgets import QApplication


def _settle(qtbot):
    for _ in range(5):
        QApplication.processEvents()
    qtbot.wait(10)


def _table_on_screen(view) -> QRectF:
    """The table's rectangle on screen, clipped to the viewport (what of it a referee can see)."""
    on = QRectF(view.mapFromScene(view.table_rect).boundingRect())
    return on.intersected(QRectF(view.viewport().rect()))


def _check_clear(view) -> None:
    table = _table_on_screen(view)
    assert table.width() > 100 and table.height() > 50, table       # the table is shown, not squeezed away
    legend, bar, _corner = view.furniture()
    assert not bar.isEmpty()
    assert not bar.intersects(table), ("scale bar", bar, table)
    if view.show_legend:
        assert not legend.isEmpty()
        assert not legend.intersects(table), ("legend", legend, view.legend_mode(), table)


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("board_only", [False, True])
def test_fit_keeps_the_table_clear_of_the_legend_and_the_scale_bar(window, board, qtbot, size, board_only):
    """Issue 13.1: Fit places the table in the band the legend and scale bar leave free, folded or open."""
    window.resize(*size)
    window.set_board_only(board_only)
    _settle(qtbot)
    view = board.view
    view.fit()
    _settle(qtbot)
    _check_clear(view)
    # unfold the legend (a narrow view starts with it folded to a tab) or fold it: the fitted table makes room
    view.toggle_legend_fold()
    _settle(qtbot)
    _check_clear(view)
    view.toggle_legend_fold()
    _settle(qtbot)
    _check_clear(view)


def test_the_legend_hidden_gives_its_room_back(window, board, qtbot):
    """Issue 13.1: with the legend off only the scale bar is kept clear, so the fitted table grows."""
    window.resize(1920, 1080)
    _settle(qtbot)
    view = board.view
    view.fit()
    _settle(qtbot)
    with_legend = _table_on_screen(view)
    board.act_legend.setChecked(False)
    _settle(qtbot)
    _check_clear(view)
    without = _table_on_screen(view)
    assert without.height() >= with_legend.height()
    board.act_legend.setChecked(True)
    _settle(qtbot)
    _check_clear(view)
