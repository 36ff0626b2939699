"""Issue 13, label placement on the hex view: on the Luzon, Tarawa and Saipan demos and in a crowded
case, no two shown labels intersect (their boxes in viewport pixels, as drawn), none covers a counter,
a marker or a place dot, none is cut off by the edge of the view; the measurement's A, B and answer
are always shown; a label that does not fit is moved, shortened or (minor) hidden, again on zoom."""

from __future__ import annotations

from PySide6.QtCore import QRectF

from assistant.core.hexes import distance
from assistant.ui.hexmap.hexview import Counter, HexView, Place, set_counters


def assert_clear(view) -> list[tuple[str, QRectF]]:
    """Lay the labels out and check the boxes as drawn."""
    view.place_labels()
    shown = view.label_rects()
    area = QRectF(view.viewport().rect())
    walls = view.keep_clear_rects()
    for i, (text, r) in enumerate(shown):
        assert area.contains(r), f"{text!r} is cut off by the edge of the view: {r} in {area}"
        for text2, r2 in shown[i + 1:]:
            assert not r.intersects(r2), f"{text!r} covers {text2!r}"
        for w in walls:
            assert not r.intersects(w), f"{text!r} covers a counter, marker or place dot at {w}"
    return shown


def _texts(view) -> set[str]:
    return {t for t, _r in view.label_rects()}


def test_luzon_demo_at_fit_and_zoomed_keeps_labels_clear_and_a_visible(luzon, qtbot):
    """On Luzon the A marker near the U.S.-Phil. line keeps its tag, and Atimonan (the east edge) is
    inside the view, at Fit and zoomed in."""
    v = luzon.view
    luzon.measure.set_text("a", "5.20")         # the U.S.-Phil. line's end
    luzon.measure.set_text("b", "17.16")
    shown = assert_clear(v)
    texts = {t for t, _ in shown}
    d = distance(luzon.map.parse("5.20"), luzon.map.parse("17.16"))
    assert {"A", "B", f"{d} hexes"} <= texts
    assert "Atimonan" in texts and "Manila" in texts
    for factor in (1.6, 1.6, 0.5):
        v.zoom(factor, anchor_centre=True)
        v.centerOn(v.geo.centre(luzon.map.parse("5.20")))
        assert "A" in {t for t, _ in assert_clear(v)}


def test_tarawa_demo_sight_answer_and_landing_labels_do_not_pile_up(tarawa, qtbot):
    """On Tarawa at Fit the landing labels, the sight answer ("N hexes — BLOCKED/CLEAR") and the
    counters do not cover each other."""
    v = tarawa.view
    tarawa.measure.set_text("a", "0528")
    tarawa.measure.set_text("b", "2026")
    v.fit()
    texts = {t for t, _ in assert_clear(v)}
    assert {"A", "B"} <= texts and any("hexes —" in t for t in texts)
    v.zoom(2.0, anchor_centre=True)
    assert_clear(v)


def test_saipan_demo_labels_clear(saipan, qtbot):
    v = saipan.view
    saipan.measure.set_text("a", "2119")
    saipan.measure.set_text("b", "1525")
    v.fit()
    texts = {t for t, _ in assert_clear(v)}
    assert {"A", "B"} <= texts
    v.zoom(1.5, anchor_centre=True)
    assert_clear(v)


def _small_view(qtbot) -> HexView:
    from assistant.core.hexes import load_map

    v = HexView(load_map("tarawa"))
    qtbot.addWidget(v)
    v.resize(520, 360)
    v.show()
    qtbot.waitExposed(v)
    return v


def test_a_crowded_hex_moves_shortens_or_hides_minor_labels_but_never_the_answers(qtbot):
    """Twelve long names, counters and both measurement tags on a few hexes: every shown label is
    clear of the others and of the counters; A, B and the line's answer are shown whole; what does
    not fit is shortened ("…", full text in the tool tip) or hidden; a zoom lays it out again."""
    from assistant.core.hexes import load_map

    hm = load_map("tarawa")
    v = _small_view(qtbot)
    hexes = [hm.parse(x) for x in ("2026", "2126", "2127", "2025", "2226")]
    v.set_home(hexes)
    v.fit()
    v.set_places("crowd", [Place(hexes[i % 5], f"A very long place name number {i}", "city" if i % 3 else "place")
                           for i in range(12)], minor_px=0.0)
    set_counters(v, "units", {h: [Counter(f"u{i}", "#1565c0", f"U{i}", "4-4")] for i, h in enumerate(hexes[:3])})
    v.set_markers("measure_marks", [(hexes[0], "A", "#1565c0"), (hexes[3], "B", "#c62828")])
    v.set_polyline("measure_path", [v.geo.centre(hexes[0]), v.geo.centre(hexes[3])], "#212121",
                   label="1 hex — BLOCKED")
    for factor in (1.0, 0.5, 3.0):
        v.zoom(factor, anchor_centre=True)
        shown = assert_clear(v)
        texts = [t for t, _ in shown]
        assert "A" in texts and "B" in texts and "1 hex — BLOCKED" in texts
    labels = v.labels()
    assert any(not lb.isVisible() or lb.text().endswith("…") for lb in labels)
    for lb in labels:
        assert lb.toolTip() == lb.full_text


def test_a_label_is_laid_out_again_after_a_zoom_and_a_pan(qtbot):
    from assistant.core.hexes import load_map

    hm = load_map("tarawa")
    v = _small_view(qtbot)
    h = hm.parse("2026")
    v.set_places("p", [Place(h, "Red Beach 2", "landing")])
    v.show_hexes([h])
    v.place_labels()
    assert "Red Beach 2" in _texts(v)
    v.horizontalScrollBar().setValue(v.horizontalScrollBar().value() + 5000)
    v.place_labels()
    assert "Red Beach 2" not in _texts(v)          # its place is out of view: no label at the edge
    assert all(QRectF(v.viewport().rect()).contains(r) for _t, r in v.label_rects())
