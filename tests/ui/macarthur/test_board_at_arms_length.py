"""Issue 13, MacArthur: the board read at arm's length and driven from the keyboard. Labels (town names,
unit badges, attack badges, landing names, the Bataan insert's title) never cover each other, a town or
a landing area, on the three campaigns' demo boards at 1280x720 and 1920x1080 and on a crowded board;
towns keep 24 px at any zoom; Fit, zoom and keyboard focus; Ctrl+F; every turn step has a key; plots
with whole-number axes and the players' side names; no '(s)' words."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, QRectF, Qt

from assistant.games.macarthur.words import plural
from assistant.ui.keys import clashes
from assistant.ui.macarthur import placement
from assistant.ui.macarthur.view import drawn_rect

KINDS = ["macarthur_korea", "macarthur_new_guinea", "macarthur_bataan_retreat"]


def _open(window, kind, size=(1280, 720)):
    window.resize(*size)
    window.create_and_open(kind, "demo")
    b = window.board
    b.view._fitted = False
    b.view.fit()
    return b


def _visible_labels(view) -> dict[tuple, QRectF]:
    items = {("name", n): it for n, it in view.name_items.items()}
    items.update({("badge", n): it for n, it in view.badge_items.items()})
    items.update({("landing", n): it for n, it in view.landing_names.items()})
    items.update({("attack", i): it for i, it in enumerate(view.attack_items)})
    if view.insert_title is not None:
        items[("insert", "")] = view.insert_title
    return {k: drawn_rect(view, it) for k, it in items.items() if it.isVisible()}


def _check_no_cover(view) -> dict[tuple, QRectF]:
    labels = _visible_labels(view)
    keys = list(labels)
    for i, a in enumerate(keys):
        for b in keys[i + 1:]:
            assert not labels[a].intersects(labels[b]), (a, b)
    marks = [drawn_rect(view, it) for it in list(view.town_items.values()) + list(view.landing_items.values())]
    for k, r in labels.items():
        assert not any(r.intersects(m) for m in marks), k
    vp = QRectF(view.viewport().rect())
    for k, r in labels.items():
        assert vp.contains(r), k          # nothing cut off at the edge
    return labels


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("kind", KINDS)
def test_demo_labels_cover_nothing(window, kind, size):
    """Every visible label clears every other label, every town and landing area, and the view's edge;
    every unit badge is shown (the names give way first)."""
    b = _open(window, kind, size)
    labels = _check_no_cover(b.view)
    assert all(("badge", n) in labels for n in b.view.badge_items), kind
    shown = sum(1 for k in labels if k[0] == "name")
    assert shown >= 0.6 * len(b.view.town_items)


def test_crowded_board_and_zoom_keep_labels_apart(window):
    """A crowded case: the Korea board at 1280x720 with units in every town and attacks waiting; then
    zoomed in and out. Labels that find no room are shortened or hidden, never drawn over."""
    b = _open(window, "macarthur_korea", (1280, 720))
    v = b.view
    units = {t: ("blue" if i % 2 else "red", 2, 3) for i, t in enumerate(v.town_items)}
    attacks = {"Taegu": [{"from": "Waegwan", "large": 1, "small": 2}, {"from": "Kumchon", "large": 0, "small": 3}]}
    v.draw(b.doc, units, side_short=b.short, attacks=attacks)
    _check_no_cover(v)
    assert v.label_layout.hidden            # some give way in so little room
    for factor in (1.25, 1.25, 1.25, 0.5):
        v.zoom_by(factor)
        _check_no_cover(v)


def test_placement_shortens_then_hides():
    """Plain numbers: a label that cannot take its full text takes its short one, then is hidden."""
    wide = placement.Spec(("name", "A"), (50, 50), [("Longname", 60, 10, placement.around(50, 50, 12)),
                                                     ("Long.", 20, 10, placement.around(50, 50, 12))])
    lay = placement.place([(0, 0, 100, 35), (0, 65, 100, 100)], [wide], (0, 0, 100, 100))
    assert lay.placed[("name", "A")].text == "Long." and lay.shortened == [("name", "A")]
    lay = placement.place([(0, 0, 100, 46), (0, 54, 100, 100)], [wide], (0, 0, 100, 100))
    assert lay.hidden == [("name", "A")]


def test_towns_keep_their_hit_size_at_any_zoom(window):
    b = _open(window, "macarthur_korea")
    v = b.view
    for factor in (0.5, 0.5, 4, 4, 4):
        v.zoom_by(factor)
        r = drawn_rect(v, v.town_items["Taegu"])
        assert r.width() >= 24 and r.height() >= 24


def test_fit_uses_the_viewport_and_zoom_goes_where_asked(window, qtbot):
    """Fit: the network spans the viewport in both directions (less the label margins); zoom to the
    selection; Shift+drag zooms to a rectangle; the wheel keeps the point under the cursor."""
    b = _open(window, "macarthur_korea")
    v = b.view
    pts = [v.px(p) for p in v._town_pos.values()]
    span_x = max(p.x() for p in pts) - min(p.x() for p in pts)
    span_y = max(p.y() for p in pts) - min(p.y() for p in pts)
    vw, vh = v.viewport().width(), v.viewport().height()
    assert span_y >= 0.6 * vh and span_x >= 0.5 * vw     # a tall network stretched to a wide view
    before = v.transform().m11()
    b.move_tab.select_move("Pusan", "Miryang")
    assert b.zoom_to_selection() and v.transform().m11() > before
    assert QRectF(v.viewport().rect()).contains(v.px(v._town_pos["Pusan"]))
    v.fit()
    s0 = v.transform().m11()
    qtbot.mousePress(v.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.ShiftModifier, QPointF(100, 100).toPoint())
    qtbot.mouseMove(v.viewport(), QPointF(220, 200).toPoint())
    qtbot.mouseRelease(v.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.ShiftModifier,
                       QPointF(220, 200).toPoint())
    assert v.transform().m11() > s0 * 1.5


def test_keyboard_cycles_towns_and_clicks_them(window, qtbot):
    """Tab goes through the towns, arrows to the nearest town that way, Return clicks the focused town
    (the first click of a move), Escape lets the move go; the screen reader text follows."""
    b = _open(window, "macarthur_korea")
    v = b.view
    v.setFocus()
    qtbot.keyClick(v, Qt.Key.Key_Tab)
    first = v.focus_town
    assert first == v.reading_order()[0]
    qtbot.keyClick(v, Qt.Key.Key_Tab)
    assert v.focus_town == v.reading_order()[1]
    v.set_focus_town("Taegu")
    here = v.px(v._town_pos["Taegu"])
    qtbot.keyClick(v, Qt.Key.Key_Right)
    assert v.px(v._town_pos[v.focus_town]).x() > here.x()
    v.set_focus_town("Pusan")
    assert "Pusan" in v.accessibleDescription() and "held by United Nations" in v.accessibleDescription()
    b.turn_tab.turn_card(6)
    qtbot.keyClick(v, Qt.Key.Key_Return)
    assert b.move_tab.sel_from == "Pusan"
    qtbot.keyClick(v, Qt.Key.Key_Escape)
    assert b.move_tab.sel_from is None


def test_find_a_town_or_a_unit(window):
    b = _open(window, "macarthur_korea")
    assert b.find("taeg") == "Taegu" and b.view.focus_town == "Taegu"
    nk = b.find("NK")
    assert nk and b.record.force_in(nk)[0] == "red"
    assert b.find("NK") != nk or len([n for n in b.view.badge_items if b.record.force_in(n)[0] == "red"]) == 1
    assert b.find("Atlantis") is None and "REFUSED" in b.message_label.text()


def test_every_turn_step_has_a_key_and_none_is_bound_twice(window):
    from PySide6.QtCore import QCoreApplication, QEvent

    b = _open(window, "macarthur_new_guinea")
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete.value)   # the Bataan board closed
    keys = {a.text(): a.shortcut().toString() for a in b.game_actions() if not a.shortcut().isEmpty()}
    for text in ("Turn the next card", "Move the chosen units", "Land reserves", "Resolve the next battle…",
                 "Roll reserves", "End turn", "Zoom in", "Zoom out", "Fit board", "Zoom to selection",
                 "Find town or unit", "Drop one Airborne unit"):
        assert text in keys, text
    assert not clashes(window)
    n = b.hub.undo_stack.count()
    next(a for a in b.game_actions() if a.text() == "Turn the next card").trigger()
    assert b.hub.undo_stack.count() == n + 1


def test_history_plot_whole_numbers_and_side_names(window):
    b = _open(window, "macarthur_korea")
    p = b.plots()[0][1]
    ticks = p.getAxis("left")._tickLevels[0]
    assert all(float(v).is_integer() for v, _t in ticks)
    title = p.getPlotItem().titleLabel.text
    assert "United Nations" in title and "North Korean" in title and "(blue)" not in title


def test_plural_words():
    assert plural(1, "die") == "1 die" and plural(3, "die") == "3 dice"
    assert plural(2, "casualty") == "2 casualties" and plural(1, "unit") == "1 unit"
