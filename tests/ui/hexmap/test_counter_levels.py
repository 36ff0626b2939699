"""Issue 23.1 on the real boards (the Luzon, Tarawa and Saipan demos in the window): every word on a
counter is at least 9 px high at the whole-map Fit, at the scale a 900-px-wide map gives at a land Fit
and zoomed in; the level of detail changes with the zoom; the tool tip names every unit and its ratings;
no shown label covers a counter (scene rects) at Fit and at two zooms."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF

from assistant.ui.hexmap.counter_lod import CHIP, FULL, MIN_TEXT_PX, RATINGS
from assistant.ui.hexmap.hexview import SIZE, _Chip, _CounterStack


def _items(view, cls):
    return [i for items in view.layers.values() for i in items if isinstance(i, cls) and i.isVisible()]


def _set_scale(view, s: float) -> None:
    view.resetTransform()
    view.scale(s, s)
    view.place_labels()


def _land_fit_scale(view, hexes) -> float:
    """The scale a 900 x 600 px map shows the units' hexes at, with a hex of room round them."""
    pts = [view.geo.centre(h) for h in hexes]
    xs, ys = [p.x() for p in pts], [p.y() for p in pts]
    w, h = max(xs) - min(xs) + 4 * SIZE, max(ys) - min(ys) + 4 * SIZE
    return min(900 / w, 600 / h)


def _scales(view, hexes) -> list[float]:
    view.fit()
    return [view.scale_factor, _land_fit_scale(view, hexes), 0.5, 0.9, 1.6]


def _text_heights(view) -> list[float]:
    out = []
    for stack in _items(view, _CounterStack):
        out += stack.face().text_px()
    for chip in _items(view, _Chip):
        px = chip.text_px()
        if px is not None:
            out.append(px)
    return out


@pytest.mark.parametrize("kind", ["tarawa", "saipan"])
def test_counter_words_are_9_px_or_more_at_every_scale(kind, request):
    """Issue 23.1: at Fit, at a 900-px land Fit and zoomed in, every word on every counter is 9 px high
    or more (a level that cannot show it leaves it out)."""
    board = request.getfixturevalue(kind)
    v = board.view
    stacks = _items(v, _CounterStack)
    assert stacks
    for s in _scales(v, [st.hex for st in stacks]):
        _set_scale(v, s)
        heights = _text_heights(v)
        assert all(px >= MIN_TEXT_PX for px in heights), (kind, s, min(heights))


def test_luzon_chip_words_are_9_px_or_more(luzon):
    """Issue 23.1: the Luzon chips' strength or count reads at 9 px or more at Fit (drawn at a size of
    its own), at a land Fit and zoomed in."""
    v = luzon.view
    chips = _items(v, _Chip)
    assert chips
    for s in _scales(v, [c.hex for c in chips]):
        _set_scale(v, s)
        pxs = [c.text_px() for c in _items(v, _Chip)]
        assert all(px is not None and px >= MIN_TEXT_PX for px in pxs), (s, pxs)


def test_the_level_changes_with_the_zoom(tarawa):
    """Issue 23.1: zoomed out the counters are chips, further in they show their ratings, then name and
    ratings; the counter's words on screen grow with it."""
    v = tarawa.view
    seen = []
    for s in (0.12, 0.3, 0.5, 0.56, 1.0, 2.0):
        _set_scale(v, s)
        levels = {st.face().level for st in _items(v, _CounterStack)}
        assert len(levels) == 1, (s, levels)
        seen.append(levels.pop())
    assert seen[0] == CHIP and seen[-1] == FULL and RATINGS in seen
    order = [CHIP, RATINGS, FULL]
    assert [order.index(lv) for lv in seen] == sorted(order.index(lv) for lv in seen)


def test_grown_to_read_inside_its_hex(tarawa):
    """Issue 23.1: where the hex has room the counter is drawn at the size its next level needs, and no
    larger than the hex across its flats."""
    v = tarawa.view
    _set_scale(v, 0.5)                                      # a counter's own side: 24 px; a hex 34.6 across
    for st in _items(v, _CounterStack):
        assert st.face().level == RATINGS
        assert abs(st.side_px() - 27.0) < 1e-6
        assert st.side_px() <= 3 ** 0.5 * SIZE * v.scale_factor


def test_tooltip_names_every_unit_and_its_ratings(tarawa, saipan):
    """Issue 23.1: a chip leaves the words out; its tool tip (and the hover line) names the units and
    their ratings."""
    for board in (tarawa, saipan):
        v = board.view
        v.fit()
        for st in _items(v, _CounterStack):
            tip = st.toolTip()
            hover = board.hover_extra(st.hex)          # the line under the map, on hover and on selection
            for c in st.counters:
                assert c.ratings in tip and c.name.split("·")[-1].lstrip("^") in tip, (tip, c)
                assert c.ratings in hover, (hover, c)


def _label_scene_rects(view) -> list[tuple[str, QRectF]]:
    inv = view.viewportTransform().inverted()[0]
    return [(text, inv.mapRect(r)) for text, r in view.label_rects()]


def _check_labels_off_counters(board) -> int:
    v = board.view
    v.place_labels()
    counters = _items(v, _CounterStack) + _items(v, _Chip)
    shown = _label_scene_rects(v)
    for text, r in shown:
        for c in counters:
            assert not r.intersects(c.clear_rect), f"the label {text!r} covers the counter in {c.hex}"
    return len(shown)


@pytest.mark.parametrize("kind", ["luzon", "tarawa", "saipan"])
def test_labels_never_cover_counters_at_fit_and_two_zooms(kind, request):
    """Issue 23.1: on each hex board's demo no shown label's scene rect meets a counter's rect, at Fit
    and zoomed in twice on the units."""
    board = request.getfixturevalue(kind)
    v = board.view
    v.fit()
    assert _check_labels_off_counters(board)
    counters = _items(v, _CounterStack) + _items(v, _Chip)
    centre = counters[len(counters) // 2].hex
    for factor in (2.0, 4.0):
        v.fit()
        v.zoom(factor, anchor_centre=True)
        v.centerOn(v.geo.centre(centre))
        _check_labels_off_counters(board)


def test_a_label_with_no_free_spot_is_shortened_or_hidden_not_drawn_on_a_counter(qtbot):
    """Issue 23.1: a place name ringed by counters is shortened or hidden rather than drawn over one."""
    from assistant.core.hexes import load_map, ring
    from assistant.ui.hexmap.hexview import Counter, HexView, Place, set_counters

    v = HexView(load_map("tarawa"))
    qtbot.addWidget(v)
    v.resize(400, 300)
    v.show()
    centre = v.geo.hexes[len(v.geo.hexes) // 2]
    stacks = {h: [Counter(f"u{i}", "#b71c1c", "Unit", "5-7")] for i, h in enumerate(ring(centre, 1))}
    set_counters(v, "units", stacks)
    v.set_places("places", [Place(centre, "A very long place name indeed", "city")])
    _set_scale(v, 1.2)
    v.centerOn(v.geo.centre(centre))
    v.place_labels()
    for text, r in _label_scene_rects(v):
        for st in _items(v, _CounterStack):
            assert not r.intersects(st.clear_rect), text
