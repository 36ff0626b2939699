"""Counter faces by level of detail (issue 23.1): the frame time of the Tarawa and Saipan demo maps at
the whole-map Fit, at a 2x and a 4x zoom, painted through the hex view (grid, labels, counters) with the
counters' level of detail (a chip, the ratings, or name and ratings, by the pixels a counter gets: text
never under 9 px) beside the simpler method it replaced (every counter's full face at any size), in the
same run. Also the zoom step itself (the counters resized and their level chosen, the labels laid out
again). Wall and CPU, median and p90.

Prints figures; not a test. Run: QT_QPA_PLATFORM=offscreen .venv/bin/python benchmarks/bench_counter_faces.py
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from timing import run  # noqa: E402

FRAMES = 30


def main() -> None:
    from PySide6.QtCore import QSettings
    from PySide6.QtGui import QImage, QPainter

    from assistant.ui.hexmap import hexview_counters as hc
    from assistant.ui.hexmap.counter_lod import FULL, Face
    from assistant.ui.launch import make_app
    from assistant.ui.mainwindow import MainWindow

    app = make_app()
    tmp = Path(tempfile.mkdtemp())
    win = MainWindow(settings=QSettings(str(tmp / "s.ini"), QSettings.Format.IniFormat))
    win.quiet_errors = True
    win.resize(1280, 720)
    assert win.open_database(tmp / "g.sqlite")
    lod_face = hc._CounterStack.face

    def full_face(self):                        # the simpler method: the whole face at any size
        side = self.side_px()
        return Face(FULL, side * 0.25, side / 3, side / 3 if len(self.counters) > 1 else None)

    for kind in ("tarawa", "saipan"):
        win.create_and_open(kind, "")
        win.show()
        for _ in range(5):
            app.processEvents()
        v = win.board.view
        vp = v.viewport()
        img = QImage(vp.size(), QImage.Format.Format_ARGB32_Premultiplied)

        def frame():
            p = QPainter(img)
            v.render(p)
            p.end()

        print(f"{kind}: {sum(1 for i in v.layer_items('units'))} stacks, view {vp.width()}x{vp.height()}, {FRAMES} frames each")
        for zoom in (1.0, 2.0, 4.0):
            v.fit()
            v.zoom(zoom, anchor_centre=True)
            v.place_labels()
            for name, face in (("level of detail", lod_face), ("full face always (baseline)", full_face)):
                hc._CounterStack.face = face
                t = run(frame, FRAMES)
                print(t.line(f"  x{zoom:g} (hex {v.hex_px():.0f} px) {name}"))
        hc._CounterStack.face = lod_face

        def step():
            v.fit()
            v.zoom(4.0, anchor_centre=True)
            v.place_labels()

        print(run(step, FRAMES).line("  zoom step Fit -> x4 (sizes, levels, labels)"))
    win.close()


if __name__ == "__main__":
    main()
