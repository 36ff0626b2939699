"""Issue 23.2, trace the terrain from the scan: the calibrated scan's hexes sorted by colour
(``core.scan_colours``), each colour named once by the referee, a preview corrected with the brush, then
ONE undoable change (``games.map_autotrace``); Cancel changes nothing. The scans are synthetic printed
maps with known terrain (flat colours, grid lines, hex numbers, paper grain, blur, a JPEG round trip)."""

from __future__ import annotations

from collections import Counter

import numpy as np
import pytest

from assistant.core.errors import InputError
from assistant.core.hex_calibration import Click, fit_grid
from assistant.core.hexes import load_map
from assistant.core.scan_colours import array_sampler, classify_scan, disc_offsets, sample_hexes
from assistant.games.map_autotrace import proposal, trace_from_scan
from assistant.ui.mapimage.synthetic import SyntheticScan, patchy_terrain, printed_look, to_rgb

from ..hexmap.conftest import open_game

LUZON_KINDS = ("road", "rail", "town", "point_of_interest", "other")
COLOURS = {"road": "#c8b48a", "rail": "#7a8b5c", "town": "#d9a0a0", "point_of_interest": "#a0b8d8",
           "other": "#5f8f4f"}
CLICKS = ("1.01", "32.43", "16.20", "5.30", "28.05", "20.40")


def luzon_scan(size=12.0, rot=4.0, seed=3, margin=120):
    m = load_map("luzon")
    truth = patchy_terrain(m, LUZON_KINDS, seed=seed, patches=30)
    scan = SyntheticScan(m, size, rot, (margin / 2, margin / 2 + 1.8 * size * m.last_row))
    img = scan.draw(int(1.6 * size * m.last_col) + margin, int(1.9 * size * m.last_row) + margin + 20,
                    fills={k: COLOURS[v] for k, v in truth.items()})
    rgb = printed_look(to_rgb(img), seed=seed)
    fit = fit_grid(m, [Click(lb, *scan.pixel(lb)) for lb in CLICKS])
    return m, truth, scan, rgb, fit


def by_majority(classes, truth) -> dict[int, str]:
    """Each colour named as a referee would: the kind most of its hexes hold."""
    return {c.index: Counter(truth[h] for h in c.hexes).most_common(1)[0][0] for c in classes.clusters}


def test_the_sampled_disc_keeps_off_the_grid_lines():
    """Issue 23.2: every sample lies inside the hex's inner circle (0.866 of its size), well off its sides."""
    d = np.hypot(*disc_offsets().T)
    assert len(d) == 61 and d.max() <= 0.6 + 1e-9


def test_a_synthetic_luzon_scan_is_classified_right_and_the_same_each_time(qapp):
    """Issue 23.2: on a printed-looking Luzon scan (turned 4°, numbers and grain) at least 98% of the
    hexes get their true terrain once each colour is named by its majority; twice the same answer."""
    m, truth, _scan, rgb, fit = luzon_scan()
    h, w = rgb.shape[:2]
    a = classify_scan(fit, array_sampler(rgb), w, h, len(LUZON_KINDS))
    b = classify_scan(fit, array_sampler(rgb), w, h, len(LUZON_KINDS))
    assert a == b
    assert len(a.clusters) == len(LUZON_KINDS)
    assert sum(len(c.hexes) for c in a.clusters) + len(a.off_scan) == len(truth)
    named = a.assignment(by_majority(a, truth))
    right = sum(named[h] == truth[h] for h in named) / len(truth)
    assert right >= 0.98, right
    assert all(0.0 <= v <= 1.0 for v in a.confidence.values())
    # the swatch is the colour printed (within the grain and the JPEG's shift)
    for c in a.clusters:
        kind = by_majority(a, truth)[c.index]
        want = np.array([int(COLOURS[kind][i:i + 2], 16) for i in (1, 3, 5)])
        assert np.abs(np.array(c.rgb) - want).max() <= 12, (kind, c.rgb)


def test_hexes_off_the_image_are_not_classified_and_uncertain_hexes_are_marked(qapp):
    """Issue 23.2: a scan cut short leaves its outer hexes unclassified (named, not guessed); a hex
    split between two colours scores a low confidence."""
    m, truth, _scan, rgb, fit = luzon_scan()
    cut = rgb[:, : rgb.shape[1] // 2].copy()
    res = classify_scan(fit, array_sampler(cut), cut.shape[1], cut.shape[0], len(LUZON_KINDS))
    assert 0 < len(res.off_scan) < len(truth)
    assert "32.43" in res.off_scan and "1.01" in res.cluster_of
    # a hex half one colour, half another
    half = rgb.copy()
    x, y = fit.to_image(m.parse("16.20"))
    half[int(y) - 8:int(y) + 9, int(x):int(x) + 9] = (20, 20, 220)
    res = classify_scan(fit, array_sampler(half), half.shape[1], half.shape[0], len(LUZON_KINDS))
    assert "16.20" in res.low_confidence()


def test_no_calibration_and_no_hex_on_the_image_are_refused_in_words(qapp):
    """Issue 23.2: without a calibration, or with one putting every hex off the image, the refusal says so."""
    with pytest.raises(InputError, match="not calibrated"):
        sample_hexes(None, array_sampler(np.zeros((4, 4, 3), np.uint8)), 4, 4)
    m, _truth, _scan, rgb, fit = luzon_scan()
    far = fit_grid(m, [Click(c.label, c.x + 1e5, c.y + 1e5) for c in fit.clicks])
    with pytest.raises(InputError, match="no hex of the map lies on the image"):
        classify_scan(far, array_sampler(rgb), rgb.shape[1], rgb.shape[0], 5)


def test_the_long_read_reports_progress_and_can_be_cancelled(qapp):
    """Issue 23.2: a full map is read in steps the progress dialog follows to the end; False from the
    progress (Cancel pressed) stops it with no answer."""
    m, _truth, _scan, rgb, fit = luzon_scan()
    steps = []
    res = classify_scan(fit, array_sampler(rgb), rgb.shape[1], rgb.shape[0], 5,
                        lambda done, total: steps.append((done, total)) or True)
    assert res is not None and len(steps) > 2 and steps[-1] == (len(list(m.all_hexes())),) * 2
    assert [d for d, _t in steps] == sorted(d for d, _t in steps)
    asked = []
    assert classify_scan(fit, array_sampler(rgb), rgb.shape[1], rgb.shape[0], 5,
                         lambda done, total: asked.append(done) or len(asked) < 2) is None
    assert len(asked) == 2


# --------------------------------------------------------------------------- in the window

@pytest.fixture()
def luzon(window, tmp_path):
    """A Luzon board with the synthetic scan loaded and calibrated from its known transform."""
    board = open_game(window, "luzon")
    m, truth, scan, rgb, fit = luzon_scan()
    import cv2

    path = tmp_path / "luzon scan.png"
    assert cv2.imwrite(str(path), cv2.cvtColor(rgb, cv2.COLOR_RGB2BGR))
    ctl = board.map_image
    assert ctl.load_image(path, calibrate=False)
    assert not ctl.auto_action.isEnabled() and "calibrate" in ctl.auto_action.toolTip().lower()
    assert ctl._push(lambda: ctl.cmds.calibrate(fit))
    return board, truth


def _records(window):
    return window.hub.store.db.conn.execute("SELECT COUNT(*), COALESCE(SUM(LENGTH(data)), 0) FROM records").fetchone()


def test_name_the_colours_preview_and_apply_as_one_undoable_change(luzon, window):
    """Issue 23.2: the action is enabled once calibrated; the dialog lists each colour; naming them
    shows the preview on the map and writes nothing; Apply is one change that undo takes back whole."""
    board, truth = luzon
    ctl = board.map_image
    assert ctl.auto_action.isEnabled()
    before, depth = _records(window), window.hub.undo_stack.count()
    dlg = ctl.auto_trace()
    assert dlg is not None and dlg.isVisible() and len(dlg.choosers) == len(LUZON_KINDS)
    assert not dlg.apply_button.isEnabled() and dlg.layer_names() == []
    names = by_majority(dlg.classes, truth)
    for i, kind in names.items():
        dlg.name_colour(i, kind)
    assert any(n.startswith("map_autotrace:") for n in dlg.layer_names())
    assert _records(window) == before and ctl.cmds.terrain() == {}
    assert dlg.apply()
    assert not dlg.isVisible() and dlg.layer_names() == [] and ctl.autotrace is None
    traced = ctl.cmds.terrain()
    assert len(traced) == len(truth)
    assert sum(traced[h] == truth[h] for h in truth) / len(truth) >= 0.98
    assert window.hub.undo_stack.count() == depth + 1
    window.hub.undo_stack.undo()
    assert ctl.cmds.terrain() == {} and _records(window) == before


def test_a_colour_left_as_it_is_and_brush_corrections_before_apply(luzon, window):
    """Issue 23.2: a colour left as it is traces none of its hexes; while the dialog is open a brush
    stroke corrects the preview, not the record; hexes traced before are kept unless asked."""
    board, truth = luzon
    ctl = board.map_image
    assert ctl._push(lambda: ctl.cmds.paint(["1.01"], "town"))
    dlg = ctl.auto_trace()
    names = by_majority(dlg.classes, truth)
    for i, kind in names.items():
        dlg.name_colour(i, kind)
    dlg.name_colour(0, None)                  # the largest colour: left as it is
    left = set(dlg.classes.clusters[0].hexes)
    ctl.trace()
    ctl.trace_panel.label.setCurrentIndex(ctl.trace_panel.label.findData("rail"))
    ctl.trace_panel.brush.stroke_over([board.map.parse("10.10")])
    assert "10.10" not in ctl.cmds.terrain() and dlg.corrections == {"10.10": "rail"}
    assert dlg.proposal()["10.10"] == "rail"
    assert dlg.apply()
    traced = ctl.cmds.terrain()
    assert traced["1.01"] == "town" and traced["10.10"] == "rail"
    assert not (left - {"1.01", "10.10"}) & set(traced)
    ctl.trace_panel.brush.stroke_over([board.map.parse("10.11")])     # dialog closed: the brush writes again
    assert ctl.cmds.terrain()["10.11"] == "rail"


def test_cancel_changes_nothing_and_clears_the_preview(luzon, window):
    """Issue 23.2: Cancel leaves the record as it was and takes the preview off the map."""
    board, truth = luzon
    ctl = board.map_image
    before, depth = _records(window), window.hub.undo_stack.count()
    dlg = ctl.auto_trace()
    for i, kind in by_majority(dlg.classes, truth).items():
        dlg.name_colour(i, kind)
    assert dlg.layer_names()
    dlg.reject()
    assert not dlg.isVisible() and dlg.layer_names() == [] and ctl.autotrace is None
    assert _records(window) == before and window.hub.undo_stack.count() == depth


def test_everything_left_as_it_is_or_an_unknown_kind_is_refused(luzon, window):
    """Issue 23.2: Apply with every colour left as it is, or a kind the game has not, is refused in
    words and changes nothing."""
    board, _truth = luzon
    ctl = board.map_image
    dlg = ctl.auto_trace()
    before = _records(window)
    with pytest.raises(InputError, match="every colour is left as it is"):
        trace_from_scan(ctl.cmds, dlg.classes, dlg.names())
    with pytest.raises(InputError, match="unknown terrain 'jungle'"):
        proposal(ctl.cmds, dlg.classes, {0: "jungle"})
    errors = []
    window.hub.error.connect(lambda title, text: errors.append(text))
    assert not dlg.apply()
    assert errors and "every colour is left as it is" in errors[-1]
    assert _records(window) == before
    dlg.reject()


def test_the_action_says_why_it_waits_for_a_calibration(window):
    """Issue 23.2: without a calibrated map image the action is off and its tooltip says why; called
    anyway it refuses in words."""
    board = open_game(window, "luzon")
    ctl = board.map_image
    act = next(a for a in board.map_actions() if a.text() == "Trace terrain from the scan…")
    assert act is ctl.auto_action and not act.isEnabled() and "calibrate" in act.toolTip().lower()
    errors = []
    window.hub.error.connect(lambda title, text: errors.append(text))
    assert ctl.auto_trace() is None
    assert errors and "Calibrate the map image first" in errors[-1]


def test_cancel_after_brush_corrections_asks_first(luzon, window, monkeypatch):
    """Issue 23.2 (a step that discards work asks first): Cancel after brush corrections asks; No keeps
    the dialog and its corrections, Yes closes it with nothing written."""
    from PySide6.QtWidgets import QMessageBox

    board, truth = luzon
    ctl = board.map_image
    before = _records(window)
    dlg = ctl.auto_trace()
    dlg.correct(["10.10"], "rail")
    answers = [QMessageBox.StandardButton.No, QMessageBox.StandardButton.Yes]
    asked = []
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: asked.append(a[2]) or answers.pop(0))
    dlg.reject()
    assert dlg.isVisible() and dlg.corrections == {"10.10": "rail"} and "corrected with the brush" in asked[0]
    dlg.reject()
    assert not dlg.isVisible() and ctl.autotrace is None and _records(window) == before


def test_a_new_calibration_closes_the_dialog_unapplied(luzon, window):
    """Issue 23.2: the colours were read where the calibration put each hex; when it is cleared (or
    changed) while the dialog is open, the dialog closes, says why, and traces nothing."""
    board, truth = luzon
    ctl = board.map_image
    dlg = ctl.auto_trace()
    for i, kind in by_majority(dlg.classes, truth).items():
        dlg.name_colour(i, kind)
    said = []
    window.hub.message.connect(said.append)
    assert ctl._push(lambda: ctl.cmds.clear_calibration())
    assert not dlg.isVisible() and ctl.autotrace is None and dlg.layer_names() == []
    assert ctl.cmds.terrain() == {} and any("calibration changed" in t for t in said)
    assert not ctl.auto_action.isEnabled()
