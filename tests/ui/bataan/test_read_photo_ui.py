"""Game > Read table photo… and File > Print marker sheet (issue 24.3): the review shows every move as
an arrow coloured by confidence with the not-found and unmatched lists; accept all, accept some or cancel;
the accepted moves are ONE undoable change; the marker sheet is a PDF at true size."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from assistant.games.bataan.photo.read import PhotoReading

_BENCH = Path(__file__).resolve().parents[3] / "benchmarks" / "photo_corpus.py"


@pytest.fixture(autouse=True)
def _tidy_after():
    """The dialogs and windows these tests make are deleted and their cycles collected before the next
    test (a later test counts Python's allocations; leftovers freed during it would throw its count off)."""
    yield
    import gc

    from PySide6.QtCore import QCoreApplication, QEvent

    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete.value)
    gc.collect()


def corpus():
    if "photo_corpus" not in sys.modules:
        spec = importlib.util.spec_from_file_location("photo_corpus", _BENCH)
        mod = importlib.util.module_from_spec(spec)
        sys.modules["photo_corpus"] = mod
        spec.loader.exec_module(mod)
    return sys.modules["photo_corpus"]


@pytest.fixture()
def read_board(board, tmp_path):
    """The demo game in the Japanese move, and a 3 MP photo of its table after random Japanese moves."""
    game = board.game

    board.push_and_log(game.turn.advance_phase())   # the Banzai order -> the Japanese move
    assert game.drags.moving_side() == "japanese"
    pc = corpus()
    import numpy as np
    rng = np.random.default_rng(5)
    table = pc.prepare(game.table())              # the few figures standing on a marker's sheet step off it
    truth = {f.id: f.centre for f in table.figures.values() if pc.on_photo(f)}
    moved = pc.random_moves(table, rng, move_share=0.5, touch_share=0.2)
    for fid, xy in moved.items():
        if table.figure(fid).side == "japanese":
            truth[fid] = xy
    top, margin = pc.draw_table(table, truth, pc.Palette(), 3.0, rng, 20)
    path = tmp_path / "turn.jpg"
    path.write_bytes(pc.photograph(top, 20, margin, table.width_in, table.height_in, rng, (2400, 1800)))
    return board, path


def test_review_shows_moves_and_accept_all_is_one_undoable_change(qtbot, read_board):
    """Issue 24.3: the review lists the moves (ticked), too far (not ticked), not found and unmatched;
    accept all records ONE change; one undo puts every figure back."""
    board, path = read_board
    photo = board.photo_read.read(path)
    assert isinstance(photo.reading, PhotoReading)
    dlg = board.photo_read.review(photo)
    qtbot.addWidget(dlg)
    moves = [r for r in photo.reading.figures if r.status == "moved" and not r.problem]
    refused = [r for r in photo.reading.figures if r.problem]
    assert refused and all(r.id not in dlg.ticked() for r in refused)     # B7 costs, command (I, B5)
    assert moves and set(dlg.arrows) >= {r.id for r in moves}
    assert set(dlg.ticked()) == {r.id for r in moves}
    tops = [dlg.tree.topLevelItem(i).text(0) for i in range(dlg.tree.topLevelItemCount())]
    assert any(t.startswith("Not found") for t in tops) and any(t.startswith("Bases not matched") for t in tops)
    before = {f.id: f.centre for f in board.game.table().figures.values()}
    n_hist = len(board.session.history())
    dlg.btn_all.click()
    assert dlg.result() == dlg.DialogCode.Accepted
    assert board.photo_read.apply(photo, dlg.chosen())
    assert len(board.session.history()) == n_hist + 1
    last = board.session.history()[-1]
    assert photo.sha256 in str(last)
    t = board.game.table()
    for r in moves:
        assert abs(t.figure(r.id).x - r.x) < 1e-6
    board.hub.undo_stack.undo()
    assert {f.id: f.centre for f in board.game.table().figures.values()} == before


def test_accept_some_and_cancel(qtbot, read_board):
    """Issue 24.3: untick moves and accept the ticked ones only; cancel records nothing."""
    board, path = read_board
    photo = board.photo_read.read(path)
    dlg = board.photo_read.review(photo)
    qtbot.addWidget(dlg)
    ids = dlg.ticked()
    keep = ids[:3]
    for fid in ids[3:]:
        dlg.items[fid].setCheckState(0, Qt.CheckState.Unchecked)
    assert "3 of" in dlg.ticked_label.text()
    dlg.btn_some.click()
    assert dlg.chosen() == keep
    n = len(board.session.history())
    dlg2 = board.photo_read.review(photo)
    qtbot.addWidget(dlg2)
    dlg2.btn_cancel.click()
    assert dlg2.chosen() == [] and len(board.session.history()) == n
    assert board.photo_read.apply(photo, keep)
    moved = {fid for fid in board.game.table().figures if board.game.state.turn(fid).moved}
    assert moved == set(keep)


def test_bad_photo_is_shown_and_nothing_changes(qtbot, read_board, tmp_path):
    """Issue 24.4: a file that is not a photo: a clear error, no change."""
    board, _ = read_board
    bad = tmp_path / "notes.jpg"
    bad.write_text("not a photo")
    n = len(board.session.history())
    assert board.photo_read.read_dialog(str(bad)) is False
    assert "not a photo" in board.last_message
    assert len(board.session.history()) == n


def test_marker_sheet_pdf(tmp_path, board):
    """Issue 24 conventions: File > Print marker sheet: four pages, one marker each, at true size."""
    from assistant.ui.bataan.read_photo import write_marker_sheet

    out = tmp_path / "m.pdf"
    assert write_marker_sheet(out, 3.0) == 4
    data = out.read_bytes()
    assert data.startswith(b"%PDF") and data.count(b"/Type /Page\n") + data.count(b"/Type /Page ") + data.count(b"/Type/Page") >= 1
    assert board.photo_read.act_markers.property("menu") == "file"
    assert board.photo_read.act_read.property("menu") == "game"
    assert board.photo_read.act_read in board.game_actions()


def test_photo_colours_dialog_records_one_change(qtbot, board):
    """Issue 24 'Bases': File > Photo colours… sets the base and dot colours once per game (one undoable
    change); a colour given to two groups is shown as an error and nothing is recorded."""
    from assistant.games.bataan import photo_settings
    from assistant.ui.bataan.photo_colours_dialog import PhotoColoursDialog

    pal, size = board.photo_read.settings()
    dlg = PhotoColoursDialog(pal, size)
    qtbot.addWidget(dlg)
    dlg.groups["japanese:2"].edit.setText(dlg.groups["japanese:1"].edit.text())
    dlg._ok()
    assert "given twice" in dlg.error.text() and dlg.result() != dlg.DialogCode.Accepted
    dlg.groups["japanese:2"].edit.setText("#ff8800")
    dlg.size.setValue(4.0)
    dlg._ok()
    assert dlg.result() == dlg.DialogCode.Accepted
    n = len(board.session.history())
    assert board.photo_read.colours_dialog(dialog=dlg)
    assert len(board.session.history()) == n + 1
    pal, size = photo_settings.from_settings(board.session.settings)
    assert pal.groups["japanese:2"] == (0xFF, 0x88, 0x00) and size == 4.0
    assert board.photo_read.act_colours in board.game_actions()


def test_a_photo_dropped_on_the_board_is_read(qtbot, board, tmp_path, monkeypatch):
    """Issue 24.3: drop a photo on the board: it is read as Game > Read table photo… reads one; other
    files are not taken."""
    from PySide6.QtCore import QMimeData, QPoint, QPointF, QUrl
    from PySide6.QtGui import QDragEnterEvent, QDropEvent

    got = []
    monkeypatch.setattr(board.photo_read, "read_dialog", lambda path=None: got.append(path) or True)
    vp = board.view.viewport()
    assert vp.acceptDrops()
    taken = []
    for name in ("turn.jpg", "table.json"):
        mime = QMimeData()
        mime.setUrls([QUrl.fromLocalFile(str(tmp_path / name))])
        enter = QDragEnterEvent(QPoint(10, 10), Qt.DropAction.CopyAction, mime, Qt.MouseButton.NoButton,
                                Qt.KeyboardModifier.NoModifier)
        taken.append(board.photo_read.eventFilter(vp, enter))      # what the viewport's filter is told
        drop = QDropEvent(QPointF(10, 10), Qt.DropAction.CopyAction, mime, Qt.MouseButton.NoButton,
                          Qt.KeyboardModifier.NoModifier)
        board.photo_read.eventFilter(vp, drop)
    assert taken == [True, False]
    assert got == [str(tmp_path / "turn.jpg")]
