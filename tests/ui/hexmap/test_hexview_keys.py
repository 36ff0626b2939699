"""Issue 13, zoom and keyboard on every hex board: Fit fills the viewport; a click within 12 px of a
counter picks its hex; zoom to a box, to the selection and with the wheel around the cursor; Tab and the
arrows select counters and places, Enter picks the selected hex as a click would (A then B), Ctrl+F
finds a hex number, a unit or a place; Turn > Next turn (Luzon 6.0) is one undoable change; the map and
the Measure panel say in words what is selected and measured (accessible descriptions)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QPointF, QRectF, Qt
from PySide6.QtGui import QWheelEvent

from assistant.ui.hexmap.hexview import SIZE, _CounterStack
from assistant.ui.shortcuts import collect


def _action(board, text):
    return next(a for a in board.keys.menu_actions + board.keys.move_actions if a.text() == text)


@pytest.mark.parametrize("game", ["luzon", "tarawa", "saipan"])
def test_fit_fills_the_viewport_one_way(game, request):
    board = request.getfixturevalue(game)
    v = board.view
    _action(board, "Fit land / whole map").trigger()   # issue 23.1: land, again the whole map
    left, top, right, bottom = v.fit_margins
    rect = v.land_rect() if v.fit_shows() == "land" else v.geo.rect
    pad = 0.25 * SIZE
    w = (rect.width() + 2 * pad + left + right) * v.scale_factor
    h = (rect.height() + 2 * pad + top + bottom) * v.scale_factor
    vp = v.viewport().rect()
    assert abs(w - vp.width()) < 1.5 or abs(h - vp.height()) < 1.5
    assert w <= vp.width() + 1.5 and h <= vp.height() + 1.5


def test_a_click_within_12_px_of_a_counter_picks_its_hex(tarawa, qtbot):
    v = tarawa.view
    v.fit()
    v.place_labels()
    stack = next(i for i in v.layer_items("units") if isinstance(i, _CounterStack))
    box = v.viewportTransform().mapRect(stack.clear_rect)
    assert box.width() < 24                          # small at Fit
    near = QPointF(box.right() + 10, box.center().y())
    assert v.hex_at_view(near) == stack.hex
    with qtbot.waitSignal(v.hexClicked) as sig:
        qtbot.mouseClick(v.viewport(), Qt.MouseButton.LeftButton, pos=near.toPoint())
    assert sig.args == [stack.hex]
    far = QPointF(box.right() + 40, box.center().y())
    assert v.hex_at_view(far) != stack.hex


def test_zoom_to_a_box_and_with_the_wheel_around_the_cursor(tarawa, qtbot):
    v = tarawa.view
    v.fit()
    before = v.scale_factor
    box = QRectF(100, 80, 120, 60)
    target = v.mapToScene(box.center().toPoint())
    v.zoom_box(box)
    assert v.scale_factor > 2 * before
    centre = v.mapToScene(v.viewport().rect().center())
    assert abs(centre.x() - target.x()) < SIZE and abs(centre.y() - target.y()) < SIZE
    # the wheel: the scene point under the cursor stays under it
    pos = QPointF(150, 100)
    under = v.mapToScene(pos.toPoint())
    ev = QWheelEvent(pos, v.viewport().mapToGlobal(pos), QPoint(0, 0), QPoint(0, 120), Qt.MouseButton.NoButton,
                     Qt.KeyboardModifier.NoModifier, Qt.ScrollPhase.NoScrollPhase, False)
    s = v.scale_factor
    v.wheelEvent(ev)
    assert v.scale_factor > s
    after = v.mapToScene(pos.toPoint())
    assert abs(after.x() - under.x()) < 3 and abs(after.y() - under.y()) < 3


def test_tab_arrows_and_enter_measure_from_the_keyboard(luzon, qtbot):
    """Enter on the selected hex is a click: A, then B (the distance answer follows)."""
    v = luzon.view
    v.setFocus()
    qtbot.waitUntil(v.hasFocus)
    qtbot.keyClick(v, Qt.Key.Key_Tab)
    first = v.cursor_hex
    assert first is not None and first in luzon.keys.targets()
    qtbot.keyClick(v, Qt.Key.Key_Return)
    assert luzon.measure.a == first
    qtbot.keyClick(v, Qt.Key.Key_Down)
    second = v.cursor_hex
    assert second != first and v.geo.centre(second).y() > v.geo.centre(first).y()
    qtbot.keyClick(v, Qt.Key.Key_Return)
    assert luzon.measure.b == second
    text = v.accessibleDescription()
    assert f"{luzon.measure.distance} hex" in text and luzon.map.label(second) in text
    qtbot.keyClick(v, Qt.Key.Key_Right, Qt.KeyboardModifier.ShiftModifier)
    assert v.cursor_hex in [h for h in v.geo.hexes] and v.cursor_hex != second
    assert v.geo.centre(v.cursor_hex).x() > v.geo.centre(second).x()




def test_find_on_luzon(luzon):
    keys = luzon.keys
    from assistant.games.luzon import rules

    assert keys.find("Manila") == luzon.map.parse(rules.MANILA) == luzon.view.cursor_hex
    assert "Manila" in luzon.view.accessibleDescription()
    assert keys.find("9.14") == luzon.map.parse("9.14")
    name, h = luzon.unit_positions()[0]
    assert keys.find(name) is not None
    assert keys.find("no such place") is None
    assert "Nothing on the map is called" in luzon.frame.hover.text()


def test_find_and_zoom_to_selection_on_tarawa(tarawa):
    h = tarawa.keys.find("us-1b")
    assert h is not None and tarawa.view.cursor_hex == h
    tarawa.keys.fit()
    s = tarawa.view.scale_factor
    assert tarawa.keys.zoom_to_selection()
    assert tarawa.view.scale_factor > s


def test_next_turn_is_in_the_turn_menu_with_a_key_and_undoes(luzon, window):
    """Luzon 6.0: the turn marker moves on one box; Edit > Undo moves it back."""
    act = _action(luzon, "Next turn")
    assert act.shortcut().toString() == "Ctrl+Return"
    assert act in window.menu_turn.actions()
    assert luzon.turn == 1
    act.trigger()
    assert luzon.turn == 2
    window.act_undo.trigger()
    assert luzon.turn == 1


def test_every_map_key_is_listed_in_help(tarawa, window):
    rows = {(what, keys) for _where, what, keys in collect(window)}
    for what in ("Next counter or place on the map", "Zoom in", "Fit land / whole map", "Find hex, unit or place",
                 "Zoom to selection", "Pick the selected hex (as a click)"):
        assert any(w == what and k for w, k in rows), what


def test_measure_panel_and_map_have_accessible_names(luzon, window):
    panel = window.docks["measure"].widget().current
    assert panel.a_edit.accessibleName() and panel.b_edit.accessibleName()
    luzon.measure.set_text("a", "17.16")
    luzon.measure.set_text("b", "9.14")
    assert "hexes" in panel.distance.accessibleDescription()
    assert luzon.view.accessibleName() == "Hex map"
    assert "17.16" in luzon.view.accessibleDescription()
