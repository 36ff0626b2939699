"""Issue 13: the Bataan board from the keyboard (Tab / arrows cycle figures, Ctrl+A a platoon, Ctrl+F finds,
Shift+F10 the figure menu, measure / fire / grenade keys), every key a QAction bound once, figures easy
to click at any zoom, zoom to the selection."""

from __future__ import annotations

from PySide6.QtCore import QPointF, Qt

from assistant.ui.bataan.keyboard import natural_key, nearest_in_direction
from assistant.ui.keys import clashes
from assistant.ui.shortcuts import collect


def test_natural_order():
    assert sorted(["JP1-10", "JP1-2", "JP1-1", "US2-1"], key=natural_key) == ["JP1-1", "JP1-2", "JP1-10", "US2-1"]


def test_nearest_in_direction():
    c = {"a": (0, 0), "r": (5, 0.5), "far": (9, 0), "up": (0, -3), "diag": (3, 4)}
    assert nearest_in_direction(c, (0, 0), (1, 0), "a") == "r"
    assert nearest_in_direction(c, (0, 0), (0, -1), "a") == "up"
    assert nearest_in_direction(c, (0, 0), (-1, 0), "a") is None


def test_keys_listed_and_bound_once(window, board):
    listed = {what for _where, what, _keys in collect(window)}
    for a in (board.act_select_unit, board.act_find, board.act_figure_menu, board.act_fire, board.act_grenade,
              board.act_measure, board.act_zoom_selection):
        assert a.text().rstrip("…").strip() in listed
    assert "Select all of the platoon or squad" in listed
    assert clashes(window) == {}


def test_tab_and_arrows_move_the_selection(window, board, qtbot):
    board.view.setFocus()
    board.select(["JP1-1"])
    qtbot.keyClick(board.view, Qt.Key.Key_Tab)
    assert board.state.selection == ["JP1-2"]            # natural order, not JP1-10
    first = board.state.selection[0]
    x0 = board.table._figures[first].x
    qtbot.keyClick(board.view, Qt.Key.Key_Right)
    now = board.state.selection[0]
    assert now != first and board.table._figures[now].x > x0


def test_ctrl_a_selects_the_platoon(board, qtbot):
    board.view.setFocus()
    board.select(["JP2-3"])
    qtbot.keyClick(board.view, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    figs = board.table._figures
    assert len(board.state.selection) > 5
    assert all(figs[f].side == "japanese" and figs[f].unit == 2 for f in board.state.selection)


def test_find_and_zoom_to_selection(board):
    assert board.keys.find("jp3-6") == "JP3-6"
    assert board.state.selection == ["JP3-6"]
    board.act_zoom_selection.trigger()
    assert board.view.px_per_in() > 30
    assert board.keys.find("no such thing") is None


def test_measure_key_draws_a_ruler(board):
    board.select(["JP3-2", "JP3-25"])
    board.act_measure.trigger()
    assert board.state.ruler_from == "JP3-2" and board.state.ruler_to == "JP3-25"


def test_small_figures_are_easy_to_hit(board):
    """At Fit a base is a few pixels wide: a click within 8 px of it still takes it."""
    board.view.fit()
    f = board.table._figures["JP1-1"]
    px = board.view.px_per_in()
    near = QPointF(f.x + f.base.radius_in + 6 / px, f.y)
    it = board.figure_at(near)
    assert it is not None and it.fid == "JP1-1"


def test_zoom_to_a_rectangle_and_wheel_round_the_cursor(board, qtbot):
    from PySide6.QtCore import QPoint
    from PySide6.QtGui import QWheelEvent

    v = board.view
    v.fit()
    before = v.px_per_in()
    board.act_zoom_rect.trigger()
    a = v.mapFromScene(QPointF(10, 10))
    b = v.mapFromScene(QPointF(30, 25))
    qtbot.mousePress(v.viewport(), Qt.MouseButton.LeftButton, pos=a)
    qtbot.mouseMove(v.viewport(), pos=b)
    qtbot.mouseRelease(v.viewport(), Qt.MouseButton.LeftButton, pos=b)
    assert v.px_per_in() > 2 * before
    centre = v.mapToScene(v.viewport().rect().center())
    assert 15 < centre.x() < 25 and 12 < centre.y() < 23
    assert not v.zoom_rect_armed
    # the wheel zooms round the point under the cursor: that point stays put
    at = QPoint(100, 100)
    under = v.mapToScene(at)
    ev = QWheelEvent(QPointF(at), QPointF(v.viewport().mapToGlobal(at)), QPoint(0, 0), QPoint(0, 120),
                     Qt.MouseButton.NoButton,
                     Qt.KeyboardModifier.NoModifier, Qt.ScrollPhase.NoScrollPhase, False)
    v.wheelEvent(ev)
    after = v.mapToScene(at)
    assert abs(after.x() - under.x()) < 0.5 and abs(after.y() - under.y()) < 0.5


def test_screen_reader_hears_the_selection_and_answers(board):
    board.act_sight.setChecked(True)
    board.select(["JP3-2", "JP3-25"])
    text = board.view.accessibleDescription()
    assert text.startswith("Selected: JP3-2, Japanese") and "Also selected: JP3-25." in text
    assert "Sight from JP3-2 to JP3-25" in text and "Range from JP3-2 to JP3-25" in text
    assert board.view.accessibleName() == "The table"


def test_panels_read_on_a_dark_palette(window, board):
    """The phase bar takes its colours from the palette; its labels have accessible names."""
    from assistant.ui.theme import dark_palette

    panel = board.referee_panel
    panel.setPalette(dark_palette())
    panel.refresh()
    styles = [lab.styleSheet() for lab in panel.phase_labels.values()]
    assert not any("#e4e4e4" in s for s in styles)
    assert all(lab.accessibleName().startswith("Phase") for lab in panel.phase_labels.values())


def test_grenade_key_opens_the_dialog_where_the_template_lies(board):
    """B12: lay the blast template, select the thrower, Ctrl+Shift+T: the Grenade dialog starts at the
    template's point, its odds from BataanGame.grenade_preview (the same function as the throw)."""
    figs = board.table._figures
    thrower = next(f for f in figs.values() if f.side == "american")
    board.act_blast.setChecked(True)
    board.state.blast_at = (thrower.x + 3.0, thrower.y - 2.0)
    board.select([thrower.id])
    dlg = board.act_grenade.trigger() or board.referee_panel.dialog
    assert (dlg.x.value(), dlg.y.value()) == (round(thrower.x + 3.0, 2), round(thrower.y - 2.0, 2))
    pv = board.game.blasts.grenade_preview(thrower.id, dlg.x.value(), dlg.y.value(), False)
    assert pv.lines()[0].startswith(thrower.id)
    dlg.reject()
