"""Issue 16 dialogs on a laptop (issue 12's rule): at 1280x720 the calibration dialog, the trace panel and
the table photo dialog are no bigger than the screen and every button is inside them."""

from __future__ import annotations

from PySide6.QtGui import QColor, QImage

from assistant.ui.bataan.photo_dialog import PhotoDialog
from assistant.ui.mapimage.calibrate_dialog import CalibrationDialog
from assistant.ui.mapimage.tiles import build_pyramid

from ..hexmap.conftest import open_game
from ..test_fits_a_laptop import assert_fits


def test_the_map_image_dialogs_fit_1280x720(window, tmp_path):
    board = open_game(window, "tarawa")
    img = QImage(900, 700, QImage.Format.Format_RGB32)
    img.fill(QColor("#efe4c8"))
    assert_fits(CalibrationDialog(board.map, build_pyramid(img, tmp_path / "tiles"), None, board))
    board.map_image.trace()
    assert_fits(board.map_image.trace_panel)


def test_the_table_photo_dialog_fits_1280x720(window, tmp_path):
    from .test_table_photo_ui import synthetic_photo

    board = window.board
    path = tmp_path / "photo.png"
    synthetic_photo(path, board.table.width_in, board.table.height_in)
    assert board.photo.load(path)
    photo = board.photo.cmds.photo()
    assert_fits(PhotoDialog(board.photo.source(photo), photo, board.table.width_in, board.table.height_in, board))
