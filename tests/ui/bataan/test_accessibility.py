"""Issue 13.6, accessibility: the painted table and its legend carry accessible names and descriptions,
so a screen reader reads the selection and the answers drawn on the table (selected figure, range, sight,
targets, who the blast template catches), and the legend in words. Read here through Qt's own
accessibility interface, as assistive tools do."""

from __future__ import annotations

from PySide6.QtGui import QAccessible

from .test_board_play import _goto


def _read(widget) -> tuple[str, str]:
    iface = QAccessible.queryAccessibleInterface(widget)
    assert iface is not None
    return iface.text(QAccessible.Text.Name), iface.text(QAccessible.Text.Description)


def test_the_table_reads_the_selection_range_and_sight(board):
    """B1 range and B4 sight between the first two selected figures, in the words the answers give."""
    board.act_sight.setChecked(True)
    board.select(["JP3-2", "JP3-25"])
    name, text = _read(board.view)
    a = board.answers
    assert name == "The table"
    assert text.startswith("Selected: JP3-2, Japanese")
    assert f"Range from JP3-2 to JP3-25: {a.distance.distance_in:.1f} inches." in text
    assert ("clear." if a.sight.visible else "blocked.") in text.split("Sight from JP3-2 to JP3-25: ")[1]


def test_the_table_reads_a_shooters_targets(board):
    """B11: one figure selected: how many enemies it sees and the nearest, as targets.targets finds them."""
    board.select(["US2-2"])
    _name, text = _read(board.view)
    t = board.answers.targets
    if t.targets:
        assert f"the nearest is {t.targets[0].figure}" in text
    else:
        assert "No visible target." in text


def test_the_table_reads_who_the_blast_template_catches(board, window):
    """B12: after a click with the blast tool the description names every figure the template catches."""
    _goto(window, "fire_stationary")
    aim = board.table.figure("JP4-11")
    board.select(["US2-2"])
    board.set_tool("blast")
    dlg = board.throw_at(aim.x + 0.4, aim.y)
    dlg.reject()
    hits = [h.figure for h in board.answers.blast.hits]
    assert aim.id in hits
    _name, text = _read(board.view)
    assert f"caught: {', '.join(hits)}." in text


def test_nothing_selected_is_said(board):
    board.clear_selection()
    assert _read(board.view)[1].startswith("No figure selected.")


def test_the_legend_is_named_and_read_in_words(board):
    """The painted legend has a see-through stand-in over it: named "Legend", described in words with every
    row of the picture (terrain, figures, overlays); it goes with the legend when the legend is hidden."""
    view = board.view
    board.resize(1400, 900)
    view.resize(1200, 800)
    view.place_legend_access()
    name, text = _read(view.legend_access)
    assert name == "Legend"
    for words in ("Terrain: Jungle", "Swamp", "Japanese Plt 1-4", "out of command", "blast template"):
        assert words in text
    rect, _bar, _corner = view.furniture()
    assert view.legend_access.geometry() == rect.toAlignedRect()
    board.act_legend.setChecked(False)
    assert not view.legend_access.isVisible() or view.legend_access.isHidden()
    board.act_legend.setChecked(True)
