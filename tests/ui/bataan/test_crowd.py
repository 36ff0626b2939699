"""A big table seen whole (issue 17.1): from 1,500 figures, with a base under 7 px on screen, the
figures are drawn as dots by one item (their own items draw nothing but still take clicks); zoomed in,
each figure draws itself again. A small table (the demo) never changes how it is drawn."""

from __future__ import annotations

import json

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtWidgets import QGraphicsItem

from assistant.games.bataan.table import tablefile
from assistant.ui.bataan import crowd

NO_CONTENTS = QGraphicsItem.GraphicsItemFlag.ItemHasNoContents


def _big(path, n=1600):
    figs = [{"id": f"F{i}", "side": "japanese" if i % 2 else "american", "unit": 1 + i % 4, "role": "rifleman",
             "x": 2.0 + (i % 80) * 3.0, "y": 2.0 + (i // 80) * 3.0} for i in range(n)]
    path.write_text(json.dumps({"format": tablefile.FORMAT, "schema_version": 1, "game": "bataan", "name": "big",
                                "size_in": {"width": 250, "height": 70}, "terrain": [], "figures": figs}))
    return path


def _drawn_by_items(board) -> int:
    return sum(not (it.flags() & NO_CONTENTS) for it in board.items.values())


def test_the_demo_is_drawn_figure_by_figure(board):
    """200 figures: every figure its own item at any zoom, no dots."""
    board.view.fit()
    assert not board.crowd.layer.isVisible()
    assert _drawn_by_items(board) == len(board.items) == 200


def test_a_big_table_at_fit_is_dots_and_zoomed_in_is_figures(board, qtbot, tmp_path):
    """1,600 figures on a 250" table: at Fit a base is ~5 px, so one item draws them as dots; a click still
    selects the figure under it; zoomed to a small area each figure draws itself again."""
    assert board.load_table_file(_big(tmp_path / "big.json"))
    qtbot.waitUntil(lambda: len(board.items) == 1600)
    board.resize(1400, 900)
    board.view.fit()
    assert board.view.px_per_in() < crowd.DOT_PX
    assert board.crowd.layer.isVisible() and _drawn_by_items(board) == 0
    dots = sum(pts.size() for _c, _s, pts in board.crowd.layer._groups)
    assert dots == 1600
    f = board.table.figure("F81")
    hit = board.figure_at(QPointF(f.x, f.y))
    assert hit is not None and hit.fid == "F81"           # the items still take clicks
    board.select(["F81"])
    assert board.crowd.layer._selected == [(f.x, f.y, f.base.radius_in)]   # ringed among the dots
    board.view.zoom_to(QRectF(0, 0, 20, 12))
    assert board.view.px_per_in() >= crowd.DOT_PX
    assert not board.crowd.layer.isVisible() and _drawn_by_items(board) == 1600
    board.view.fit()
    assert board.crowd.layer.isVisible() and _drawn_by_items(board) == 0


def test_out_of_command_dots_get_a_red_halo(board, qtbot, tmp_path):
    """B5 at dot size: with the command circles shown, the figures the core finds out of command are the
    ones the crowd layer rings (their own items, drawing nothing, cannot)."""
    assert board.load_table_file(_big(tmp_path / "big.json"))
    qtbot.waitUntil(lambda: len(board.items) == 1600)
    board.view.fit()
    assert board.crowd.layer.isVisible()
    board.act_command.setChecked(True)
    out = sorted(c.figure for c in board.answers.out_of_command)
    assert out                                              # a table of riflemen and no leader: all milling
    halo = sorted((board.crowd.layer._out.at(k).x(), board.crowd.layer._out.at(k).y())
                  for k in range(board.crowd.layer._out.size()))
    assert halo == sorted(board.table.figure(f).centre for f in out)
    board.act_command.setChecked(False)
    assert board.crowd.layer._out.size() == 0
