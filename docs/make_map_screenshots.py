"""Make the README's printed-map pictures (issue 16) from synthetic images, offscreen, no screen needed:

* ``map_calibration.png``: the calibration dialog on a synthetic Luzon map photographed at an angle: its
  four corners and four hexes clicked (a pixel or two off, as a hand clicks), the grid fitted with Luzon's
  own numbering, each click's leave-one-out error in the table;
* ``map_trace.png``: a Tarawa board over a synthetic scan, calibrated from three hexes, terrain traced hex by
  hex and a few hexsides traced with their TEC entries, with the Trace terrain panel beside it;
* ``bataan_photo.png``: the Table photo dialog on a synthetic photo of the demo table taken at an angle, its
  four corners clicked, the upright preview beside it; ``bataan_photo_board.png``: the board with it under the
  figures at 70% opacity.

Run from the repository:  python docs/make_map_screenshots.py [--size 1280x720] [--out FOLDER]
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("TABLE_ASSISTANT_DEMO_OVERLAYS", "0")


def _window(tmp: Path, kind: str, size: tuple[int, int], setup: str | None = None):
    from PySide6.QtCore import QSettings

    from assistant.ui.mainwindow import MainWindow

    win = MainWindow(settings=QSettings(str(tmp / f"{kind}.ini"), QSettings.Format.IniFormat))
    win.quiet_errors = True
    win.open_database(tmp / f"{kind}.sqlite")
    win.create_and_open(kind, "Printed map", setup=setup)
    win.resize(*size)
    win.show()
    return win


def _settle(app, n: int = 8) -> None:
    for _ in range(n):
        app.processEvents()


def trace_picture(app, tmp: Path, size: tuple[int, int], out: Path) -> None:
    from PySide6.QtGui import QPainter, QPixmap

    from assistant.core.hex_calibration import Click, fit_grid
    from assistant.ui.mapimage.synthetic import SyntheticScan

    win = _window(tmp, "tarawa", size, setup="blank")
    board = win.board
    m = board.map
    # a scan turned 3 degrees, placed so that every hex of the map is on the picture with a margin
    probe = SyntheticScan(m, 26.0, 3.0, (0.0, 0.0))
    xs, ys = zip(*(probe.pixel(m.label(h)) for h in m.all_hexes()))
    scan = SyntheticScan(m, 26.0, 3.0, (70.0 - min(xs), 70.0 - min(ys)))
    img = scan.draw(int(max(xs) - min(xs)) + 140, int(max(ys) - min(ys)) + 140)
    path = tmp / "betio scan.png"
    img.save(str(path))
    ctl = board.map_image
    ctl.load_image(path, calibrate=False)
    fit = fit_grid(m, [Click(lb, *scan.pixel(lb)) for lb in ("0214", "6834", "3020")])
    ctl._push(lambda: ctl.cmds.calibrate(fit))
    ctl.trace()
    panel = ctl.trace_panel
    strokes = (("palm_trees", ("2327", "2328", "2427", "2428", "2528")), ("pillbox", ("2429",)),
               ("bunker", ("2629", "2630")), ("beach", ("2130", "2230", "2331", "2431", "2531")))
    for label, hexes in strokes:
        panel.label.setCurrentIndex(panel.label.findData(label))
        panel.brush.stroke_over([m.parse(x) for x in hexes])
    panel.set_sides_mode(True)
    panel.drm_box.setValue(1)
    panel.mp_box.setValue(1)
    panel.brush.stroke_at([board.view.geo.centre(m.parse(a)) * 0.62 + board.view.geo.centre(m.parse(b)) * 0.38
                           for a, b in (("2429", "2430"), ("2429", "2529"), ("2529", "2530"))])
    _settle(app)
    board.view.zoom_to_hexes([m.parse(x) for x in ("2226", "2832", "2232", "2826")])
    _settle(app)
    shot = win.grab()
    side = panel.grab()
    pic = QPixmap(shot.size())
    p = QPainter(pic)
    p.drawPixmap(0, 0, shot)
    p.drawPixmap(shot.width() - side.width() - 12, 60, side)   # the tool window as it floats over the window
    p.end()
    pic.save(str(out))
    win.close()


def table_photo(board, path: Path) -> list[tuple[float, float]]:
    """A 'photo' of the demo table from above and to one side: its terrain painted on a cloth, seen in
    perspective on a wooden floor; returns where its four corners are in the picture."""
    from PySide6.QtCore import QPointF
    from PySide6.QtGui import QColor, QImage, QPainter, QPolygonF, QTransform

    from assistant.ui.bataan.background import paint_terrain

    k = 14.0
    w_in, h_in = board.table.width_in, board.table.height_in
    flat = QImage(round(w_in * k), round(h_in * k), QImage.Format.Format_RGB32)
    p = QPainter(flat)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.scale(k, k)
    paint_terrain(p, board.table.terrain)
    p.end()
    corners = [(262.0, 171.0), (1668.0, 98.0), (1772.0, 1032.0), (158.0, 972.0)]
    t = QTransform()
    QTransform.quadToQuad(QPolygonF([QPointF(0, 0), QPointF(flat.width(), 0), QPointF(flat.width(), flat.height()),
                                     QPointF(0, flat.height())]), QPolygonF([QPointF(*c) for c in corners]), t)
    photo = QImage(1940, 1140, QImage.Format.Format_RGB32)
    photo.fill(QColor("#6d4c41"))
    p = QPainter(photo)
    p.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    p.setTransform(t)
    p.drawImage(QPointF(0, 0), flat)
    p.end()
    photo.save(str(path))
    return corners


def photo_picture(app, tmp: Path, size: tuple[int, int], out: Path) -> None:
    from assistant.ui.bataan.photo_dialog import PhotoDialog

    win = _window(tmp, "bataan", size)
    board = win.board
    path = tmp / "table from above.png"
    corners = table_photo(board, path)
    board.photo.load(path)
    photo = board.photo.cmds.photo()
    dlg = PhotoDialog(board.photo.source(photo), photo, board.table.width_in, board.table.height_in, board)
    dlg.resize(min(980, size[0] - 40), min(620, size[1] - 60))
    dlg.show()
    _settle(app)
    for c in corners:
        dlg.add_corner(*c)
    dlg.slider.setValue(70)
    _settle(app)
    dlg.grab().save(str(out))
    board.photo.apply(dlg.corners(), dlg.opacity())
    dlg.close()
    _settle(app)
    win.grab().save(str(out.with_name(out.stem + "_board.png")))
    win.close()


def calibration_picture(app, tmp: Path, out: Path) -> None:
    import numpy as np

    from assistant.ui.mapimage.calibrate_dialog import CalibrationDialog
    from assistant.ui.mapimage.synthetic import SyntheticScan

    win = _window(tmp, "luzon", (1280, 720), setup="blank")
    board = win.board
    m = board.map
    persp = np.array([[1.0, 0.08, 0.0], [-0.03, 1.0, 0.0], [0.00004, 0.00009, 1.0]])
    probe = SyntheticScan(m, 24.0, 1.5, (0.0, 0.0), persp)
    xs, ys = zip(*(probe.pixel(m.label(h)) for h in m.all_hexes()))
    scan = SyntheticScan(m, 24.0, 1.5, (0.0, 0.0), persp)
    shift = np.array([[1, 0, 90.0 - min(xs)], [0, 1, 90.0 - min(ys)], [0, 0, 1]])
    scan.persp = shift @ persp
    xs, ys = zip(*(scan.pixel(m.label(h)) for h in m.all_hexes()))
    img = scan.draw(int(max(xs)) + 90, int(max(ys)) + 90)
    path = tmp / "luzon photo.png"
    img.save(str(path))
    ctl = board.map_image
    ctl.load_image(path, calibrate=False)
    dlg = CalibrationDialog(m, ctl.pyramid, parent=win)
    dlg.resize(1280, 720)
    dlg.show()
    _settle(app)
    cxs, cys = zip(*(m.center(h) for h in m.all_hexes()))
    x0, x1, y0, y1 = min(cxs) - 1, max(cxs) + 1, min(cys) - 1, max(cys) + 1
    mat = scan.matrix()

    def pixel(x, y):
        p = mat @ np.array([x, y, 1.0])
        return float(p[0] / p[2]), float(p[1] / p[2])

    dlg.mode_corner.setChecked(True)
    for c in ((x0, y1), (x1, y1), (x1, y0), (x0, y0)):
        dlg.add_click_at(*pixel(*c))
    dlg.aspect.setValue((x1 - x0) / (y1 - y0))
    dlg.mode_hex.setChecked(True)
    rng = np.random.default_rng(23)
    for lb in ("3.05", "28.38", "17.16", "25.09"):
        x, y = scan.pixel(lb)
        dx, dy = rng.uniform(-1.5, 1.5, 2)
        dlg.add_click_at(x + dx, y + dy, label=lb)
    _settle(app)
    dlg.view.fit_all()
    _settle(app)
    dlg.grab().save(str(out))
    dlg.close()
    win.close()


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--size", default="1600x1000", help="window size, WxH (default 1600x1000, as the README's)")
    ap.add_argument("--out", type=Path, default=HERE / "screenshots", help="folder for the pictures")
    opts = ap.parse_args()
    size = tuple(int(v) for v in opts.size.lower().split("x"))
    from assistant.ui.launch import make_app

    app = make_app()
    opts.out.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as tmp:
        calibration_picture(app, Path(tmp), opts.out / "map_calibration.png")
        trace_picture(app, Path(tmp), size, opts.out / "map_trace.png")
        photo_picture(app, Path(tmp), size, opts.out / "bataan_photo.png")
    print(f"wrote {opts.out / 'map_trace.png'} and {opts.out / 'bataan_photo.png'}")


if __name__ == "__main__":
    main()
