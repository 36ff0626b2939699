"""The map image in a hex board (issue 16): load a synthetic scan, calibrate it in the dialog by
clicking hexes, see it drawn under the grid where the calibration puts it, trace terrain with the
brush (one undoable step per stroke), and carry a map file to another game. The widgets only collect
clicks; the fit is ``core.hex_calibration``'s and the records ``games.map_image``'s."""

from __future__ import annotations

import json

import pytest
from PySide6.QtCore import QPointF

from assistant.ui.mapimage.calibrate_dialog import CalibrationDialog
from assistant.ui.mapimage.scan_item import ScanItem
from assistant.ui.mapimage.synthetic import SyntheticScan
from assistant.ui.mapimage.tiles import TilePyramid, build_pyramid, level_sizes

from ..hexmap.conftest import open_game


@pytest.fixture()
def tarawa(window):
    return open_game(window, "tarawa")


def synthetic_png(board, tmp_path, size=12.0, rot=4.0):
    m = board.map
    scan = SyntheticScan(m, size, rot, (40.0, 40.0 + 1.8 * size * m.last_row))
    img = scan.draw(int(1.6 * size * m.last_col) + 120, int(1.9 * size * m.last_row) + 140, numbers=False)
    path = tmp_path / "my map.png"
    assert img.save(str(path))
    return scan, path


def test_a_pyramid_halves_each_level_and_covers_the_image(tmp_path):
    from PySide6.QtGui import QColor, QImage

    img = QImage(1300, 700, QImage.Format.Format_RGB32)
    img.fill(QColor("#336699"))
    assert level_sizes(1300, 700, 512) == [(1300, 700), (650, 350), (325, 175)]
    pyr = build_pyramid(img, tmp_path / "tiles", tile=512)
    assert pyr is not None and TilePyramid.exists(tmp_path / "tiles")
    tiles = list(pyr.tiles_in(0, pyr.rect))
    assert len(tiles) == 3 * 2
    area = sum(r.width() * r.height() for _tx, _ty, r in tiles)
    assert area == pytest.approx(1300 * 700)
    assert pyr.tile_image(0, 2, 1).size().width() == 1300 - 1024
    assert pyr.level_for(1.0) == 0 and pyr.level_for(0.3) == 1 and pyr.level_for(0.01) == 2
    # cancelled: nothing is left behind
    assert build_pyramid(img, tmp_path / "cancelled", lambda d, t, w: d < 2, tile=256) is None
    assert not (tmp_path / "cancelled").exists() and not (tmp_path / "cancelled.part").exists()


def test_load_calibrate_and_draw_the_scan_under_the_grid(tarawa, window, tmp_path):
    """Tarawa numbers 0528-style; three clicked hexes fit the grid, the scan is drawn so each
    printed hex lands on the grid's hex of the same number; undo takes the calibration back."""
    board = tarawa
    scan, path = synthetic_png(board, tmp_path)
    assert board.map_image.load_image(path, calibrate=False)
    img = board.map_image.cmds.image()
    assert img.name == "my map.png" and board.map_image.pyramid is not None
    assert "not calibrated" in board.map_image.status()
    dlg = CalibrationDialog(board.map, board.map_image.pyramid)
    for label in ("0214", "6834", "3020"):
        dlg.add_click_at(*scan.pixel(label), label=label)
    assert dlg.fit is not None and "Fitted" in dlg.result.text()
    assert dlg.fit.size_px == pytest.approx(12.0, abs=1e-6)
    assert board.map_image._push(lambda: board.map_image.cmds.calibrate(dlg.fit))
    item = board.view.underlay
    assert isinstance(item, ScanItem) and board.view.grid.see_through
    for label in ("0528", "4410"):
        h = board.map.parse(label)
        at = item.mapToScene(QPointF(*scan.pixel(label)))
        c = board.view.geo.centre(h)
        assert (at - c).manhattanLength() < 0.5
    board.view.viewport().grab()        # paints tiles without error
    window.hub.undo_stack.undo()
    assert board.view.underlay is None and not board.view.grid.see_through


def test_a_mistyped_hex_is_refused_in_the_dialog(tarawa, tmp_path):
    board = tarawa
    scan, path = synthetic_png(board, tmp_path)
    assert board.map_image.load_image(path, calibrate=False)
    dlg = CalibrationDialog(board.map, board.map_image.pyramid)
    for label, typed in (("0214", "0214"), ("6834", "6834"), ("3020", "3024")):
        dlg.add_click_at(*scan.pixel(label), label=typed)
    assert dlg.fit is None and "refused: click 3 (3024)" in dlg.result.text()
    assert not dlg.buttons.button(dlg.buttons.StandardButton.Ok).isEnabled()
    dlg.set_label(2, "3020")
    assert dlg.fit is not None


def test_brush_strokes_trace_terrain_and_a_map_file_carries_it(tarawa, window, tmp_path):
    """Tarawa 4.2.1 B kinds on the brush; one stroke over three hexes is one undo step; the map file
    (no image) gives the same terrain to another game; a bad map file is refused by JSON path."""
    board = tarawa
    ctl = board.map_image
    ctl.trace()
    panel = ctl.trace_panel
    panel.label.setCurrentIndex(panel.label.findData("pillbox"))
    steps = window.hub.undo_stack.count()
    panel.brush.stroke_over([board.map.parse(x) for x in ("0528", "0529", "0630")])
    assert ctl.cmds.terrain() == {"0528": "pillbox", "0529": "pillbox", "0630": "pillbox"}
    assert window.hub.undo_stack.count() == steps + 1
    assert board.view.layer_items("map_terrain:pillbox")
    assert "pillbox: 3 hexes" in panel.legend.text()
    out = tmp_path / "betio.json"
    ctl.write_map_file(out)
    data = json.loads(out.read_text())
    assert data["terrain"][0] == {"hex": "0528", "terrain": "pillbox"}
    window.hub.undo_stack.undo()
    assert ctl.cmds.terrain() == {}
    assert ctl.read_map_file(out)
    assert len(ctl.cmds.terrain()) == 3
    data["terrain"][1]["hex"] = "9999"
    out.write_text(json.dumps(data))
    assert not ctl.read_map_file(out)
    assert "$.terrain[1].hex" in window.last_error[1]


def test_every_hex_board_offers_the_map_actions(tarawa):
    names = [a.text() for a in tarawa.map_actions()]
    assert names[0] == "Map image…" and "Calibrate map image…" in names and "Export map file…" in names


def test_the_hexside_brush_paints_the_side_nearest_the_pointer(tarawa, window):
    """Issue 16.3, Tarawa 4.1 B / 4.2.1 A: in hexside mode a drag paints the side of the hex under the
    pointer nearest to it, with the TEC entries typed in the panel (T4); one stroke, one undo step;
    the side is drawn on the map and counted in the legend."""
    board = tarawa
    ctl = board.map_image
    ctl.trace()
    panel = ctl.trace_panel
    assert panel.sides_button.isVisibleTo(panel)
    panel.set_sides_mode(True)
    assert panel.side_form.isVisibleTo(panel) and not panel.hex_form.isVisibleTo(panel)
    panel.drm_box.setValue(2)
    assert panel.drm() == 2 and panel.mp() is None            # the MP cost left "not entered"
    a, b = board.map.parse("0528"), board.map.parse("0529")
    ca, cb = board.view.geo.centre(a), board.view.geo.centre(b)
    near_side = ca + (cb - ca) * 0.4                          # inside 0528, close to its side with 0529
    steps = window.hub.undo_stack.count()
    panel.brush.stroke_at([near_side, ca + (cb - ca) * 0.45])
    assert ctl.cmds.hexsides() == {("0528", "0529"): {"feature": "hexside_feature", "drm": 2, "mp": None}}
    assert window.hub.undo_stack.count() == steps + 1
    items = board.view.layer_items("map_hexsides")
    assert len(items) == 1 and "DRM +2, MP not entered" in items[0].toolTip()
    assert "hexside feature: 1 hexside" in panel.legend.text()
    window.hub.undo_stack.undo()
    assert ctl.cmds.hexsides() == {} and not board.view.layer_items("map_hexsides")


def test_luzon_has_no_hexside_brush(window):
    """Luzon 1.11's black hexsides only highlight the landing hexes: its brush paints hexes only."""
    board = open_game(window, "luzon")
    board.map_image.trace()
    panel = board.map_image.trace_panel
    assert not panel.sides_button.isVisibleTo(panel) and not panel.sides_mode()


def test_a_traced_luzon_hex_shows_one_label_not_two(window):
    """Issue 16.3: a hex traced as road is shaded and named by the Luzon board's own road layer (the
    supply trace reads it, L2.1b); the trace adds only its outline, no second fill or tooltip. A label
    the board does not draw ("other") keeps the trace's own fill and tooltip."""
    board = open_game(window, "luzon")
    ctl = board.map_image
    ctl.trace()
    panel = ctl.trace_panel
    for label, hexes in (("road", ("14.18", "14.19")), ("other", ("16.18",))):
        panel.label.setCurrentIndex(panel.label.findData(label))
        panel.brush.stroke_over([board.map.parse(x) for x in hexes])
    [road] = board.view.layer_items("map_terrain:road")
    assert road.brush().color().alpha() == 0 and road.toolTip() == ""
    own = board.view.layer_items("terrain_road")
    assert own and own[0].toolTip() and own[0].shape().contains(board.view.geo.centre(board.map.parse("14.18")))
    [other] = board.view.layer_items("map_terrain:other")
    assert other.brush().color().alpha() > 0 and other.toolTip() == "Traced: other"


def test_every_brush_label_has_words_a_catalogue_can_translate():
    """Issue 16 item 4: each label a brush paints is shown through the translation catalogue."""
    from assistant.games.map_image import HEXSIDE_LABELS, TERRAIN_LABELS
    from assistant.ui.mapimage.trace import WORDS, label_words

    labels = {lb for family in (*TERRAIN_LABELS.values(), *HEXSIDE_LABELS.values()) for lb in family}
    assert labels <= set(WORDS)
    assert label_words("point_of_interest") == "point of interest"


def test_a_click_with_the_hexside_brush_paints_one_side(tarawa, window, qtbot):
    """Issue 16.3: a real press and release on the map, near 0528's side with 0628, traces that side."""
    from PySide6.QtCore import Qt

    board = tarawa
    ctl = board.map_image
    ctl.trace()
    panel = ctl.trace_panel
    panel.set_sides_mode(True)
    board.view.zoom_to_hexes([board.map.parse("0528")])
    qtbot.wait(20)
    ca, cb = board.view.geo.centre(board.map.parse("0528")), board.view.geo.centre(board.map.parse("0628"))
    at = board.view.mapFromScene(ca + (cb - ca) * 0.4)
    vp = board.view.viewport()
    qtbot.mousePress(vp, Qt.MouseButton.LeftButton, pos=at)
    qtbot.mouseRelease(vp, Qt.MouseButton.LeftButton, pos=at)
    assert list(ctl.cmds.hexsides()) == [("0528", "0628")]


def test_the_maps_outer_edge_is_not_a_hexside_to_trace(tarawa):
    """Issue 16.3: a side on the map's edge has no hex number across it: the brush passes over it."""
    from assistant.ui.mapimage.trace import nearest_side

    board = tarawa
    g = board.view.geo
    h = board.map.parse("0101")
    off = next(n for n in h.neighbors() if not board.map.contains(n))
    assert nearest_side(board.view, g.centre(h) * 0.6 + g.centre(off) * 0.4) is None
    on = next(n for n in h.neighbors() if board.map.contains(n))
    assert nearest_side(board.view, g.centre(h) * 0.6 + g.centre(on) * 0.4) == (h, on)


def test_over_a_calibrated_scan_the_apps_grid_and_numbers_hide_by_default(tarawa, window, tmp_path):
    """Issue 23.2: over a calibrated scan the app drew its own hex numbers on the printed ones (each
    number twice): its lines and numbers are hidden by default, View > Hex grid and numbers over the scan
    shows them, and the choice is remembered for this game (reopened, it stays)."""
    from assistant.core.hex_calibration import Click, fit_grid

    board = tarawa
    scan, path = synthetic_png(board, tmp_path)
    assert board.map_image.load_image(path, calibrate=False)
    fit = fit_grid(board.map, [Click(lb, *scan.pixel(lb)) for lb in ("0214", "6834", "3020")])
    assert board.map_image._push(lambda: board.map_image.cmds.calibrate(fit))
    act = board.map_image.grid_action
    assert act.isCheckable() and not act.isChecked() and act in window.menu_view.actions()
    grid = board.view.grid
    assert grid.see_through and not grid.lines_over_scan
    board.view.zoom_to_hexes([board.map.parse("3020")])
    hidden = board.view.viewport().grab().toImage()
    act.trigger()
    assert act.isChecked() and grid.lines_over_scan
    shown = board.view.viewport().grab().toImage()
    assert hidden != shown
    gid = window.hub.session.game_id
    window.open_game_id(gid)
    assert window.board.map_image.grid_action.isChecked() and window.board.view.grid.lines_over_scan
    window.board.map_image.grid_action.trigger()
    window.open_game_id(gid)
    assert not window.board.view.grid.lines_over_scan


def test_the_luzon_typo_is_refused_in_the_dialog_naming_the_click(window, tmp_path):
    """Issue 23.2's case in the dialog: 2.40, 30.05 and the centre of 17.16 typed 17.15: not fitted, click
    3 named (its error in the table, in red), a fourth correct click does not hide it; ticking "numbered
    differently" asks for clicks that pin the numbering instead of taking the odd columns; the right
    number fits, with each click's leave-one-out error in the table."""
    board = open_game(window, "luzon")
    scan, path = synthetic_png(board, tmp_path, size=14.0, rot=2.0)
    assert board.map_image.load_image(path, calibrate=False)
    dlg = CalibrationDialog(board.map, board.map_image.pyramid)
    for label, typed in (("2.40", "2.40"), ("30.05", "30.05"), ("17.16", "17.15")):
        dlg.add_click_at(*scan.pixel(label), label=typed)
    ok = dlg.buttons.button(dlg.buttons.StandardButton.Ok)
    assert dlg.fit is None and not ok.isEnabled()
    assert "refused: click 3 (17.15)" in dlg.result.text() and "centre of 17.16" in dlg.result.text()
    assert dlg.table.item(2, 3).text().endswith("hex") and dlg.table.item(2, 3).toolTip()
    dlg.add_click_at(*scan.pixel("20.30"), label="20.30")
    assert dlg.fit is None and "refused: click 3 (17.15)" in dlg.result.text()
    dlg.differs.setChecked(True)
    assert dlg.fit is None and "two hexes in odd columns" in dlg.result.text()
    dlg.differs.setChecked(False)
    dlg.set_label(2, "17.16")
    assert dlg.fit is not None and ok.isEnabled() and "the map's own numbering" in dlg.result.text()
    assert all(dlg.table.item(r, 3).text().endswith(" hex") for r in range(4))


def test_map_file_import_always_says_what_happened(tarawa, window, tmp_path):
    """Issue 26 / 23.2: File > Import map file used to return without a word for a file matching the
    board; now it says "nothing to change"; a pipe, a folder or a missing file is refused naming it
    (a pipe used to block the window)."""
    import os

    ctl = tarawa.map_image
    said = []
    window.hub.message.connect(said.append)
    out = tmp_path / "mine.json"
    assert ctl.write_map_file(out)
    steps = window.hub.undo_stack.count()
    assert ctl.read_map_file(out)
    assert "mine.json matches the board: nothing to change" in said[-1]
    assert window.hub.undo_stack.count() == steps
    fifo = tmp_path / "pipe.json"
    os.mkfifo(fifo)
    for bad, words in ((fifo, "a pipe (FIFO)"), (tmp_path, "a folder, not a file"),
                       (tmp_path / "gone.json", "gone.json")):
        assert not ctl.read_map_file(bad)
        assert str(bad) in window.last_error[1] and words in window.last_error[1]


def test_a_calibration_kept_before_issue_23_is_not_drawn_and_its_clicks_come_back(tarawa, window, tmp_path):
    """Issue 23.2: a calibration stored from two clicks (all an older version asked for) is not used: the
    board says why, and the dialog opens with its clicks so the referee adds a third."""
    from dataclasses import replace

    board = tarawa
    scan, path = synthetic_png(board, tmp_path)
    assert board.map_image.load_image(path, calibrate=False)
    cmds = board.map_image.cmds
    img = cmds.image()
    old = {"clicks": [{"label": lb, "x": scan.pixel(lb)[0], "y": scan.pixel(lb)[1]} for lb in ("0214", "6834")],
           "corners": None, "aspect": None, "shifted": "odd", "rows_from": "north"}
    assert window.hub.push(cmds._done("an older calibration", [cmds._put_image(replace(img, calibration=old))], []))
    assert board.view.underlay is None
    assert "cannot be used: click at least three hexes" in board.map_image.status()
    dlg = CalibrationDialog(board.map, board.map_image.pyramid, stored=cmds.image().calibration)
    assert [c.label for c in dlg.clicks()] == ["0214", "6834"] and dlg.fit is None
    dlg.add_click_at(*scan.pixel("3020"), label="3020")
    assert dlg.fit is not None
