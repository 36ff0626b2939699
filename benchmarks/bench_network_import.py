"""MacArthur network import on big boards: a 5,000-town board, old way against new, in one run.

Two parts took the time:

* the window's label placement (``assistant/ui/macarthur/view.py: place_labels``) compared every label
  with every rectangle taken so far (n^2: minutes at 5,000 towns); it now asks a grid of buckets
  (``label_index.RectIndex``) and stops summing a candidate once it cannot win;
* the Qt-free import (``persist.canonical_doc``) read ``net.towns`` (a fresh dict copy) once per town and
  deep-copied the document twice.

And in the window (``--window``): the whole import of a 5,000-town file into the MacArthur board (read and
checked on the worker, pushed, the board built once, its labels placed, the first paint) against the
Qt-free read and check alone (what ``import_network_file`` does headless), medians of a few runs. The
board now draws every road of a kind as one path, makes a town's name only when it finds room, hides the
names of towns with no room round them without trying their places, and draws once per change.
Measured here (2 shared cores, load ~8; medians of 3): the code of f77dc14 took 21 s (11-24 s), this code
1.9 s (1.8-2.4 s), against 0.4-0.5 s for the Qt-free read and check in the same runs (about 4x it: the GUI
thread still rebuilds the RoadNetwork from the stored document, places the labels again when the message
line under the map grows, and paints 5,000 towns).

Prints figures; not a test. Run: python benchmarks/bench_network_import.py [towns] [--window]
"""

from __future__ import annotations

import copy
import os
import sys
import time
from pathlib import Path

# BENCH_SOURCE=<a checkout of an older commit> times that code's window import instead (old against new:
# run twice in one session, e.g. with `git archive f77dc14 assistant resources | tar -x -C /tmp/old`)
sys.path.insert(0, os.environ.get("BENCH_SOURCE") or str(Path(__file__).resolve().parents[1]))

from assistant.core.roads import RoadNetwork  # noqa: E402
from assistant.games.macarthur import persist  # noqa: E402
from assistant.ui.macarthur.label_index import RectIndex, choice_limit, plain_overlap  # noqa: E402


def grid_doc(n: int) -> dict:
    side = int(n ** 0.5) + 1
    towns = [{"name": f"T{i}", "air_strip": False, "zone": None, "flags": []} for i in range(n)]
    roads = []
    for i in range(n):
        if (i + 1) % side and i + 1 < n:
            roads.append({"from": f"T{i}", "to": f"T{i + 1}", "kind": "solid", "one_way": False})
        if i + side < n:
            roads.append({"from": f"T{i}", "to": f"T{i + side}", "kind": "dashed", "one_way": False})
    lay = {f"T{i}": [float(i % side * 40), float(i // side * 40)] for i in range(n)}
    return {"format": "table-assistant/road-network", "version": 1, "name": "bench", "towns": towns,
            "roads": roads, "landing_areas": [], "meta": {"layout": {"towns": lay}}}


def old_canonical(doc: dict) -> dict:
    """The import before: a deep copy in auto_layout, and ``net.towns`` copied for every town."""
    net = RoadNetwork.from_dict(doc, "bench")
    out = net.to_dict()
    out["meta"] = copy.deepcopy(dict(doc.get("meta") or {}))
    out = persist.auto_layout(out)          # copies again
    lay = out["meta"]["layout"]
    lay["towns"] = {k: v for k, v in lay["towns"].items() if k in net.towns}
    return out


def labels(n: int, scale: float) -> tuple[list, list]:
    """Town circles and label candidates as place_labels sees them, ``scale`` view pixels between towns."""
    side = int(n ** 0.5) + 1
    centres = [((i % side) * scale, (i // side) * scale) for i in range(n)]
    towns = [(x - 12, y - 12, x + 12, y + 12) for x, y in centres]
    cands = [[(x - 25 + dx, y - 7 + dy, x + 25 + dx, y + 7 + dy) for dx, dy in
              ((0, 19), (39, 0), (-39, 0), (0, -19), (37, 19), (-37, 19))] for x, y in centres]
    return towns, cands


def place_old(towns: list, cands: list) -> int:
    taken = list(towns)
    free = 0
    for cs in cands:
        best, best_cost = cs[0], None
        for c in cs:
            cost = plain_overlap(taken, c)
            if best_cost is None or cost < best_cost:
                best, best_cost = c, cost
            if cost == 0:
                break
        taken.append(best)
        free += best_cost == 0
    return free


def place_new(towns: list, cands: list) -> int:
    taken = RectIndex(towns, cell=16.0)
    free = 0
    for cs in cands:
        best, best_cost = cs[0], None
        for c in cs:
            cost = taken.overlap(c, choice_limit(c, best_cost))
            if best_cost is None or cost < best_cost:
                best, best_cost = c, cost
            if cost == 0:
                break
        taken.add(best)
        free += best_cost == 0
    return free


def timed(fn, *args):
    t = time.perf_counter()
    out = fn(*args)
    return time.perf_counter() - t, out


def window_import(n: int, runs: int = 3) -> None:
    """The window's import against the Qt-free read and check, same file, same run (medians)."""
    import json
    import statistics
    import tempfile

    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QSettings
    from PySide6.QtWidgets import QApplication

    from assistant.ui.launch import make_app
    from assistant.ui.mainwindow import MainWindow

    folder = Path(tempfile.mkdtemp())
    path = folder / "big.json"
    path.write_text(json.dumps(grid_doc(n)), encoding="utf-8")
    make_app()
    app = QApplication.instance()
    qt_free, window, paint = [], [], []
    for i in range(runs):
        win = MainWindow(settings=QSettings(str(folder / "s.ini"), QSettings.Format.IniFormat))
        win.quiet_errors = True
        win.open_database(folder / f"g{i}.sqlite")
        win.create_and_open("macarthur_korea", "bench")
        win.resize(1280, 720)
        win.show()
        app.processEvents()
        board = win.board
        t, _change = timed(board.game.roads.import_network_file, path)
        qt_free.append(t)
        t0 = time.perf_counter()
        assert board.editor_tab.import_network(path)
        app.processEvents()
        window.append(time.perf_counter() - t0)
        t, _img = timed(board.view.viewport().grab)
        paint.append(t)
        assert len(board.view.town_items) == n
        win.close()
        win.deleteLater()
        app.processEvents()
    med = statistics.median
    import assistant

    print(f"Window import of {n} towns at 1280x720 (medians of {runs}), code from {Path(assistant.__file__).parent}")
    print(f"  Qt-free read and check  {med(qt_free):6.2f} s   runs: {', '.join(f'{t:.2f}' for t in qt_free)}")
    print(f"  window import           {med(window):6.2f} s   ({med(window) / med(qt_free):.1f}x)   "
          f"then a full repaint {med(paint):.2f} s   runs: {', '.join(f'{t:.2f}' for t in window)}")


def main() -> None:
    if "--window" in sys.argv:
        sys.argv.remove("--window")
        window_import(int(sys.argv[1]) if len(sys.argv) > 1 else 5000)
        return
    big = int(sys.argv[1]) if len(sys.argv) > 1 else 5000
    print(f"Qt-free import (canonical_doc), {big} towns")
    doc = grid_doc(big)
    t_old, a = timed(old_canonical, doc)
    t_new, b = timed(persist.canonical_doc, doc, "bench")
    assert a["towns"] == b["towns"] and a["meta"]["layout"]["towns"] == b["meta"]["layout"]["towns"]
    print(f"  old {t_old:7.3f} s   new {t_new:7.3f} s   (same document: yes)")
    print("Label placement (the window's draw), old scan vs grid index; board fitted in a window")
    print(f"  {'towns':>6} {'px apart':>8} {'old s':>8} {'new s':>8} {'free labels old/new':>20}")
    for n in (500, 1000, 2000, big):
        for scale in (60.0, 12.0):                       # a roomy board, and a crowded one
            towns, cands = labels(n, scale)
            t_new, f_new = timed(place_new, towns, cands)
            if n <= 2000:
                t_old, f_old = timed(place_old, towns, cands)
                old = f"{t_old:8.3f}"
            else:
                old, f_old = " skipped", "-"      # n^2: several minutes; the rows above show the growth
            print(f"  {n:>6} {scale:>8.0f} {old} {t_new:8.3f} {f'{f_old}/{f_new}':>20}")


if __name__ == "__main__":
    main()
