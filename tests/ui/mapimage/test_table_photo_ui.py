"""The Bataan table photo in the window (issue 16.2): a synthetic photo of the table taken under a
known perspective, its four corners clicked in the dialog, is drawn upright on the table in inches
under the figures; every mark drawn on the photo lands within 0.25" of where it stands on the table;
undo takes it away; nothing of the image is kept but its path and hash."""

from __future__ import annotations

import numpy as np
import pytest
from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QImage, QPainter, QPolygonF, QTransform

from assistant.ui.bataan.photo_dialog import PhotoDialog



@pytest.fixture()
def board(window, monkeypatch):
    from assistant.ui.bataan.board import BataanBoard

    monkeypatch.setenv("TABLE_ASSISTANT_DEMO_OVERLAYS", "0")
    assert isinstance(window.board, BataanBoard)
    return window.board


MARKS = [(12.0, 6.0), (60.0, 30.0), (100.0, 50.0), (30.0, 45.0), (90.0, 10.0), (84.0, 38.0)]


def synthetic_photo(path, w_in: float, h_in: float, k: float = 12.0):
    """A light table with a dark dot (1" across) at each mark, seen by a camera above and to one side."""
    flat = QImage(round(w_in * k), round(h_in * k), QImage.Format.Format_RGB32)
    flat.fill(QColor("#d7ccc8"))
    p = QPainter(flat)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setBrush(QColor("#101010"))
    p.setPen(QColor("#101010"))
    for x, y in MARKS:
        p.drawEllipse(QPointF(x * k, y * k), 0.5 * k, 0.5 * k)
    p.end()
    corners = [(231.0, 152.0), (1461.0, 88.0), (1552.0, 903.0), (138.0, 851.0)]
    t = QTransform()
    src = QPolygonF([QPointF(0, 0), QPointF(flat.width(), 0), QPointF(flat.width(), flat.height()),
                     QPointF(0, flat.height())])
    assert QTransform.quadToQuad(src, QPolygonF([QPointF(*c) for c in corners]), t)
    photo = QImage(1700, 1000, QImage.Format.Format_RGB32)
    photo.fill(QColor("#3e2723"))                  # the floor around the table
    p = QPainter(photo)
    p.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    p.setTransform(t)
    p.drawImage(QPointF(0, 0), flat)
    p.end()
    assert photo.save(str(path))
    return corners


def dark_centroid(img: QImage, x_px: float, y_px: float, r_px: float) -> tuple[float, float]:
    xs, ys = [], []
    for y in range(max(0, int(y_px - r_px)), min(img.height(), int(y_px + r_px) + 1)):
        for x in range(max(0, int(x_px - r_px)), min(img.width(), int(x_px + r_px) + 1)):
            if QColor(img.pixel(x, y)).lightness() < 90:
                xs.append(x + 0.5)
                ys.append(y + 0.5)
    assert xs, f"no mark near ({x_px:.0f}, {y_px:.0f})"
    return float(np.mean(xs)), float(np.mean(ys))


def test_four_corner_clicks_set_the_photo_on_the_table(board, window, qtbot, tmp_path):
    w_in, h_in = board.table.width_in, board.table.height_in
    path = tmp_path / "table from above.png"
    corners = synthetic_photo(path, w_in, h_in)
    layer = board.photo
    assert layer.act_photo in board.game_actions()
    assert layer.load(path) and layer.item is None          # kept, not yet on the table
    photo = layer.cmds.photo()
    dlg = PhotoDialog(layer.source(photo), photo, w_in, h_in, board)
    qtbot.addWidget(dlg)
    assert not dlg.ok.isEnabled()
    rng = np.random.default_rng(2)
    for c in corners:                                      # clicks a pixel or so off the true corners
        dlg.add_corner(*(np.array(c) + rng.uniform(-1.2, 1.2, 2)))
    assert dlg.ok.isEnabled() and dlg.corners_ok()
    dlg.slider.setValue(70)
    assert layer.apply(dlg.corners(), dlg.opacity())
    item = layer.item
    assert item is not None and item.scene() is board.scene and item.opacity() == 0.7
    assert item.boundingRect() == QRectF(0, 0, w_in, h_in)
    k = item.image.width() / w_in
    for x, y in MARKS:
        cx, cy = dark_centroid(item.image, x * k, y * k, 1.5 * k)
        assert np.hypot(cx / k - x, cy / k - y) < 0.25, (x, y, cx / k, cy / k)
    window.hub.undo_stack.undo()
    assert layer.item is None                              # undo takes the corners back
    window.hub.undo_stack.redo()
    assert layer.item is not None


def test_a_crossed_outline_keeps_ok_off_and_says_why(board, qtbot, tmp_path):
    path = tmp_path / "photo.png"
    corners = synthetic_photo(path, board.table.width_in, board.table.height_in)
    assert board.photo.load(path)
    photo = board.photo.cmds.photo()
    dlg = PhotoDialog(board.photo.source(photo), photo, board.table.width_in, board.table.height_in, board)
    qtbot.addWidget(dlg)
    for c in (corners[0], corners[2], corners[1], corners[3]):
        dlg.add_corner(*c)
    assert not dlg.ok.isEnabled() and "in order" in dlg.message.text()
    dlg.clear_corners()
    assert dlg.corners() == [] and "corner 1 of 4" in dlg.help.text()


def test_a_photo_set_for_another_table_size_or_moved_is_not_drawn_and_says_why(board, window, tmp_path):
    """16.2: the corners were clicked for the game's table; set for a 4' x 8' table on a 5' x 10' one the
    photo would land wrong, so it is not drawn and the status line says to click again. A moved file
    is named with the way to find it again."""
    path = tmp_path / "photo.png"
    corners = synthetic_photo(path, board.table.width_in, board.table.height_in)
    layer = board.photo
    assert layer.load(path) and layer.apply(corners, 0.5) and layer.item is not None
    other = (96.0, 48.0) if board.table.width_in != 96 else (120.0, 60.0)
    assert window.hub.push(layer.cmds.calibrate(corners, *other))
    assert layer.item is None and "click its corners again" in layer.note
    window.hub.undo_stack.undo()
    assert layer.item is not None and layer.note == ""
    path.rename(tmp_path / "moved.png")
    layer._source = None                                   # as at the next start: the file is read again
    layer._show(None)
    layer.refresh()
    assert layer.item is None and "missing" in layer.note and "Find moved table photo" in layer.note
    assert window.hub.push(layer.cmds.relink(tmp_path / "moved.png"))
    assert layer.item is not None


def test_corners_counter_clockwise_or_from_another_corner_keep_ok_off_and_say_why(board, qtbot, tmp_path):
    """Issue 23.2: clicked counter-clockwise the photo would be drawn mirrored, started at the top right
    turned and squashed: OK stays off and the dialog names the cause; in order, OK comes on."""
    path = tmp_path / "photo.png"
    corners = synthetic_photo(path, board.table.width_in, board.table.height_in)
    assert board.photo.load(path)
    photo = board.photo.cmds.photo()
    dlg = PhotoDialog(board.photo.source(photo), photo, board.table.width_in, board.table.height_in, board)
    qtbot.addWidget(dlg)
    for order, words in (([0, 3, 2, 1], "counter-clockwise"), ([1, 2, 3, 0], "another corner"),
                         ([3, 0, 1, 2], "another corner")):
        dlg.clear_corners()
        for i in order:
            dlg.add_corner(*corners[i])
        assert not dlg.ok.isEnabled() and words in dlg.message.text(), dlg.message.text()
    dlg.clear_corners()
    for c in corners:
        dlg.add_corner(*c)
    assert dlg.ok.isEnabled() and dlg.message.text() == ""


def test_a_square_outline_for_the_long_table_is_asked_about(board, window, qtbot, tmp_path):
    """Issue 23.2: a square photo's corners for a 5' x 10' table: OK is on but warns; OK asks first,
    No goes back to the corners, Yes keeps them (and the command records them only so confirmed)."""
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QMessageBox

    img = QImage(900, 900, QImage.Format.Format_RGB32)
    img.fill(QColor("#d7ccc8"))
    path = tmp_path / "square.png"
    assert img.save(str(path))
    assert board.photo.load(path)
    photo = board.photo.cmds.photo()
    dlg = PhotoDialog(board.photo.source(photo), photo, board.table.width_in, board.table.height_in, board)
    qtbot.addWidget(dlg)
    for c in ((50.0, 50.0), (850.0, 50.0), (850.0, 850.0), (50.0, 850.0)):
        dlg.add_corner(*c)
    assert dlg.ok.isEnabled() and "1.00 : 1, but the table is 2 : 1" in dlg.message.text()
    seen = []

    def answer(button):
        def press():
            box = dlg.question
            assert box is not None and box.isVisible()
            seen.append(box.text())
            box.button(button).click()
        return press

    QTimer.singleShot(50, answer(QMessageBox.StandardButton.No))
    dlg.accept()
    assert seen and "Keep these corners?" in seen[0]
    assert dlg.result() != dlg.DialogCode.Accepted and not dlg.aspect_confirmed
    QTimer.singleShot(50, answer(QMessageBox.StandardButton.Yes))
    dlg.accept()
    assert dlg.result() == dlg.DialogCode.Accepted and dlg.aspect_confirmed
    assert not board.photo.apply(dlg.corners(), dlg.opacity())          # unconfirmed: refused, nothing kept
    assert "confirm it to keep" in window.last_error[1]
    assert board.photo.apply(dlg.corners(), dlg.opacity(), dlg.aspect_confirmed)
    assert board.photo.cmds.photo().calibrated
