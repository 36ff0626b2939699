"""Issue 23.1 on the Luzon board: each air strip's name is drawn once (in the colour of the side up, no
separate "US strip" tag), the Manila counter is drawn above the city's dot and no label covers it; a
click on the map while the Map tab is open picks or paints the hex and never sets Measure A / B; the
supply trace is drawn above the units' chips and the A / B markers, and the chips of out-of-supply units
(traced or marked) are ringed so they show at Fit, where a chip covers its hex's shading."""

from __future__ import annotations

from PySide6.QtCore import Qt

from assistant.ui.hexmap.hexview import _Chip, _Label


def _open_map_tab(board) -> None:
    board.tabs.setCurrentIndex(board.tabs.indexOf(board.map_panel.parentWidget().parentWidget()))
    assert board.lazy_tabs.is_current("map")


def _click(qtbot, board, label: str) -> None:
    h = board.map.parse(label)
    board.view.ensure_hex_visible(h)
    qtbot.mouseClick(board.view.viewport(), Qt.MouseButton.LeftButton, pos=board.view.view_pos_of(h))


def test_air_strip_names_are_drawn_once(luzon):
    """Issue 23.1: each of the six air strips has one mark and one name on the map, naming the side up;
    the separate "US strip" / "J strip" tags are gone."""
    v = luzon.view
    labels = [i for items in v.layers.values() for i in items if isinstance(i, _Label)]
    assert not [lb for lb in labels if lb.full_text in ("US strip", "J strip")]
    for h in luzon.game.rebuilds.air_strips():
        at = v.geo.centre(luzon.map.parse(h))
        here = [lb for lb in labels if lb.pos() == at and "air strip" in lb.full_text.lower()]
        assert len(here) == 1, (h, [lb.full_text for lb in here])
        assert here[0].full_text.endswith("U.S. side up")
    assert "Nichols Field (air strip)" in luzon.places[luzon.map.parse("17.15")]
    luzon.hub.push(luzon.game.rebuilds.capture_air_strip("17.15"))
    names = [i.full_text for i in v.layer_items("air_strips") if isinstance(i, _Label)]
    assert "Nichols Field (air strip), Japanese side up" in names


def test_manila_counter_is_above_the_city_dot_and_uncovered(luzon):
    """Issue 23.1: the Manila stack's chip is drawn above Manila's dot (its strength is never hidden) and,
    at Fit and zoomed in on it, no shown label meets it."""
    v = luzon.view
    manila = luzon.map.parse("17.16")
    chip = next(c for c in v.layer_items("units") if isinstance(c, _Chip) and c.hex == manila)
    dot = next(d for d in v.layer_items("places") if getattr(d, "hex", None) == manila and not isinstance(d, _Label))
    assert chip.zValue() > dot.zValue()
    inv = lambda: v.viewportTransform().inverted()[0]   # noqa: E731
    for factor in (1.0, 2.0, 4.0):
        v.fit()
        v.zoom(factor, anchor_centre=True)
        v.centerOn(v.geo.centre(manila))
        v.place_labels()
        for text, r in v.label_rects():
            assert not inv().mapRect(r).intersects(chip.clear_rect), text


def test_clicks_on_the_map_tab_pick_and_paint_without_measuring(luzon, qtbot):
    """Issue 23.1: with the Map tab open a click picks the hex (no A / B); with Paint on click pressed a
    click sets the hex to the panel's fields, one undoable change, still no A / B; on another tab a
    click measures again."""
    mp = luzon.map_panel
    _open_map_tab(luzon)
    _click(qtbot, luzon, "17.18")
    assert mp.hex_edit.text() == "17.18"
    assert luzon.measure.a is None and luzon.measure.b is None
    mp.paint_tool.setChecked(True)
    mp.flags["rail"].setChecked(True)
    _click(qtbot, luzon, "17.19")
    assert luzon.game.map.hex_terrain("17.19").rail, mp.error.text()
    assert luzon.measure.a is None and luzon.measure.b is None
    luzon.hub.undo_stack.undo()
    assert not luzon.game.map.hex_terrain("17.19").rail
    luzon.tabs.setCurrentIndex(0)
    _click(qtbot, luzon, "17.19")
    assert luzon.measure.a == luzon.map.parse("17.19")


def _rail_to_manila(board) -> None:
    for label in ("17.17", "17.18", "17.19"):
        assert board.run(lambda label=label: board.game.map.set_hex_terrain(label, rail=True))
    assert board.run(lambda: board.game.map.set_hex_terrain("17.19", town="village"))
    assert board.run(lambda: board.game.supply.set_trace_reach(1))
    board.hub.push(board.game.units.move("us_92_91", "17.20"))


def test_supply_trace_above_chips_and_markers_and_out_of_supply_shows_at_fit(luzon):
    """Issue 23.1 (1.9, 3.1a): the trace is drawn above every unit's chip and the A / B markers; the
    chips in the hexes of units that cannot trace are ringed; a unit marked Out of Supply has its chip
    ringed at Fit."""
    _rail_to_manila(luzon)
    luzon.measure.set_text("a", "17.20")
    luzon.measure.set_text("b", "17.16")
    sp = luzon.supply_panel
    assert sp.trace_all()
    v = luzon.view
    v.fit()
    trace = v.layer_items("supply_trace")
    assert trace
    chips = [c for c in v.layer_items("units") if isinstance(c, _Chip)]
    markers = [m for m in v.layer_items("measure_marks") if not isinstance(m, _Label)]
    assert chips and markers
    top = max(c.zValue() for c in chips + markers)
    assert all(t.zValue() > top for t in trace if not isinstance(t, _Label))
    bad = {luzon.map.parse(luzon.forces().get(t.unit_id).hex) for t in luzon.game.supply.trace_all() if not t.ok}
    assert bad and v.layer_items("supply_out")
    ringed = {c.hex for c in v.layer_items("units") if isinstance(c, _Chip) and c.ring is not None}
    assert ringed == bad                  # the chips over the shaded hexes are ringed, above the shading
    assert luzon.run(luzon.game.supply.mark_supply)
    ringed = [c for c in v.layer_items("units") if isinstance(c, _Chip) and c.ring is not None]
    outs = {luzon.map.parse(s.hex) for s in luzon.forces().on_map() if not s.in_supply}
    assert outs and {c.hex for c in ringed} == outs
    assert all(c.clear_rect.width() * v.scale_factor >= 17.9 for c in ringed)     # at Fit, 18 px or more
