"""Issue 25 (within one frame where the referee feels it): what the board no longer does again must come out
the same as doing it again. A reshape repaints only the part of the background it changed, the tags keep
their places when nothing they depend on moved, the command marks come from the arrays, and the Measure
panel's answers are one document."""

from __future__ import annotations

import math

from PySide6.QtCore import QRectF
from PySide6.QtWidgets import QApplication

from assistant.ui.bataan.board import edited_area


def _clearing(table):
    cx, cy = table.width_in / 2, table.height_in / 2
    cl = [f for f in table.features if f.kind == "clearing" and f.polygon]
    return min(cl, key=lambda f: math.hypot(f.geometry.centroid.x - cx, f.geometry.centroid.y - cy))


def _settle(n: int = 3) -> None:
    for _ in range(n):
        QApplication.processEvents()


def test_a_reshape_repaints_only_its_part_and_the_table_looks_as_redrawn_whole(board):
    """B2 terrain on the table: after a reshape only the edited part of the cached background is drawn
    again (from the shapes there), and the picture on screen equals the whole table drawn afresh."""
    view = board.view
    board.resize(1280, 720)
    _settle()
    feat = _clearing(board.table)
    old = board.table.terrain
    pts = [tuple(p) for p in feat.polygon][:-1] if feat.polygon[0] == feat.polygon[-1] else list(feat.polygon)
    pts[0] = (pts[0][0] + 0.8, pts[0][1] - 0.6)
    asked: list[QRectF] = []
    real = view.invalidateScene
    view.invalidateScene = lambda rect, layers: (asked.append(QRectF(rect)), real(rect, layers))[1]
    try:
        assert board.reshape_feature(feat.id, pts)
        _settle()
    finally:
        del view.invalidateScene
    area = edited_area(old, board.table.terrain)
    assert area is not None and not area.isEmpty()
    t = board.table
    assert area.width() * area.height() < 0.25 * t.width_in * t.height_in   # a part, not the table
    assert asked and all(r.contains(area) or area.contains(r) or r.intersects(area) for r in asked)
    partial = view.viewport().grab().toImage()
    view.resetCachedContent()
    view.viewport().repaint()
    whole = view.viewport().grab().toImage()
    assert partial.size() == whole.size()
    differ = sum(1 for y in range(0, whole.height(), 3) for x in range(0, whole.width(), 3)
                 if abs(partial.pixelColor(x, y).value() - whole.pixelColor(x, y).value()) > 40)
    assert differ <= 3, f"{differ} sampled pixels differ between the partial and the whole redraw"


def test_edited_area_names_what_changed_and_nothing_else(board):
    """B2: the same terrain gives an empty area; a changed size gives None (the whole picture)."""
    from assistant.games.bataan.table.terrain import Terrain

    t = board.table.terrain
    same = Terrain(t.width_in, t.height_in, list(t.features))
    assert edited_area(t, same).isEmpty()
    bigger = Terrain(t.width_in + 12, t.height_in, list(t.features))
    assert edited_area(t, bigger) is None


def test_tags_keep_their_places_until_what_they_depend_on_changes(board):
    """B4 sight tag: placed again only when a figure, the view or the words change; the kept boxes equal
    a fresh placement."""
    board.resize(1280, 720)
    board.act_sight.setChecked(True)
    board.select(["JP3-2", "JP3-25"])
    _settle()
    first = board.place_tags()
    assert first, "the sight tag is shown"
    again = board.place_tags()
    assert [r.getRect() for r in again] == [r.getRect() for r in first]
    board._placed = None
    fresh = board.place_tags()
    assert [r.getRect() for r in fresh] == [r.getRect() for r in first]
    f = board.table.figure("JP3-25")
    key_before = board._placed[0]
    board.items["JP3-25"].set_figure(board.table.move_figure("JP3-25", f.x + 3.0, f.y))
    board.recompute()
    _settle()
    assert board._placed is not None and board._placed[0] != key_before   # a figure moved: placed again


def test_measure_panel_answers_are_one_document_that_keeps_the_reading_place(board):
    """The Measure panel (B1-B28 answers) shows its answers as one rich-text document; the same answers
    again change nothing and a new answer keeps the place the referee scrolled to."""
    panel = board.measure_panel()
    panel.resize(340, 300)
    panel.show()
    board.act_command.setChecked(True)
    board.select(["JP3-1", "JP2-1"])
    _settle()
    html = panel.text.text()
    assert "Command" in html and "<h3" in html
    bar = panel.text.verticalScrollBar()
    if bar.maximum() > 0:
        bar.setValue(bar.maximum() // 2)
        where = bar.value()
        panel.show_answers(board.answers)
        assert bar.value() == where
        panel.text.setText(html + "<p>more</p>")
        assert abs(bar.value() - where) <= 1
