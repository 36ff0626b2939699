"""Benchmark the start of the window (issue 17.6: start to a usable window < 0.5 s). Prints figures; not a test.

    .venv/bin/python benchmarks/bench_startup.py [--repeats 5]

Each figure is the median of several fresh processes (offscreen Qt, a database already holding the Bataan
demo, a fresh settings folder), measured from the parent's clock before the process starts to the
child's clock when the figure is taken:

- floor: Python, PySide6 and an empty QMainWindow shown and painted: the least any start can take here;
- eager imports: every module under ``assistant/ui`` imported, with pyqtgraph (what a window that loaded
  every board, dock and dialog up front would pay before drawing anything; no window made);
- start to first paint: ``table-assistant --db DB`` as a referee starts it, up to the first paint of the main
  window with its board (the real start: the docks whose panels need pyqtgraph, the Waves tab and the other
  games' boards are made when first shown), with where the time went (imports, window, board, show).

The comparison "eager vs lazy start" cannot be made in one build; "eager imports" is its upper half. To
compare with an older version in the same run, give its source tree: ``--base DIR`` (e.g. from
``git archive COMMIT assistant resources | tar -x -C DIR``): the same start is then measured with that tree
first on the path, in alternation. The target is printed with the figures; on a shared 2-core machine they
vary by a factor of 2 or more, so read the start against the floor measured in the same run.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
TARGET_S = 0.5

FLOOR = r"""
import os, sys, time
from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QApplication, QLabel, QMainWindow
app = QApplication([])
class Probe(QObject):
    def eventFilter(self, obj, ev):
        if ev.type() == QEvent.Type.Paint:
            print(time.time()); sys.stdout.flush(); os._exit(0)
        return False
probe = Probe(); app.installEventFilter(probe)
w = QMainWindow(); w.setCentralWidget(QLabel("board")); w.resize(1280, 720); w.show()
app.exec()
"""

EAGER = r"""
import importlib, pkgutil, time, sys
import assistant.ui
import pyqtgraph
for m in pkgutil.walk_packages(assistant.ui.__path__, "assistant.ui."):
    importlib.import_module(m.name)
print(time.time())
"""

START = r"""
import os, sys, time
marks = {}
from PySide6.QtCore import QEvent, QObject
import assistant.ui.launch as launch
orig_make_app = launch.make_app
class Probe(QObject):
    def eventFilter(self, obj, ev):
        if ev.type() == QEvent.Type.Paint:
            w = obj.window() if hasattr(obj, "window") else None
            if getattr(w, "board", None) is not None and w.isVisible():
                marks["paint"] = time.time()
                marks["pyqtgraph"] = "pyqtgraph" in sys.modules
                print(__import__("json").dumps(marks)); sys.stdout.flush(); os._exit(0)
        return False
def make_app(argv=None):
    app = orig_make_app(argv)
    marks["app"] = time.time()
    app._probe = Probe(); app.installEventFilter(app._probe)
    import assistant.ui.mainwindow as mw
    marks["imports"] = time.time()
    init = mw.MainWindow.__init__
    def timed_init(self, *a, **k):
        init(self, *a, **k); marks["window"] = time.time()
    mw.MainWindow.__init__ = timed_init
    import assistant.ui.boards as boards
    make_board = boards.make_board
    def timed_board(*a):
        marks["board_start"] = time.time(); out = make_board(*a); marks["board"] = time.time(); return out
    boards.make_board = timed_board
    return app
launch.make_app = make_app
from assistant.app import main
sys.exit(main(sys.argv[1:]))
"""


def _run(code: str, args: list[str], env: dict) -> tuple[float, str]:
    t0 = time.time()
    out = subprocess.run([sys.executable, "-c", code, *args], capture_output=True, text=True, env=env, timeout=300,
                         cwd=ROOT)
    if out.returncode != 0:
        raise SystemExit(f"child failed: {out.stderr[-2000:]}")
    return t0, out.stdout.strip().splitlines()[-1]


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--repeats", type=int, default=5)
    ap.add_argument("--base", type=Path, default=None, help="an older source tree to time the same start with")
    opts = ap.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        db = Path(tmp) / "start.sqlite"
        from assistant.games.setup import new_game
        from assistant.store.store import Store

        store = Store.open(db)
        new_game(store, "bataan", "Demo: Last Stand on Bataan", setup="demo")
        store.close()
        floor, eager, start, parts, base = [], [], [], [], []
        loaded_plots = False
        for i in range(opts.repeats):
            home = Path(tmp) / f"home{i}"
            home.mkdir()
            env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "HOME": str(home), "XDG_CONFIG_HOME": str(home / "cfg"),
                   "XDG_DATA_HOME": str(home / "data"), "TABLE_ASSISTANT_DEMO_OVERLAYS": "0"}
            t0, line = _run(FLOOR, [], env)
            floor.append(float(line) - t0)
            t0, line = _run(EAGER, [], env)
            eager.append(float(line) - t0)
            if opts.base is not None:
                old = {**env, "PYTHONPATH": str(opts.base.resolve())}
                if i == 0:
                    _run(START, ["--db", str(db), "--game", "bataan"], old)   # its byte code compiled once
                t0, line = _run(START, ["--db", str(db), "--game", "bataan"], {**old, "HOME": str(home / "b")})
                base.append(json.loads(line)["paint"] - t0)
            t0, line = _run(START, ["--db", str(db), "--game", "bataan"], env)
            marks = json.loads(line)
            loaded_plots = loaded_plots or marks.pop("pyqtgraph")
            start.append(marks["paint"] - t0)
            parts.append({"Python, Qt and the app's imports": marks["imports"] - t0,
                          "main window (docks, menus)": marks["window"] - marks["imports"],
                          "database and game opened": marks["board_start"] - marks["window"],
                          "the board": marks["board"] - marks["board_start"],
                          "layout, show and paint": marks["paint"] - marks["board"]})
    med = statistics.median
    print(f"start-up, median of {opts.repeats} fresh processes (offscreen, default window size, the Bataan demo):")
    print(f"  floor: Python + PySide6 + an empty window painted   {med(floor) * 1e3:7.0f} ms")
    print(f"  eager: every assistant.ui module + pyqtgraph imported {med(eager) * 1e3:7.0f} ms  (no window)")
    print(f"  start to the first paint of the window and board     {med(start) * 1e3:7.0f} ms")
    for key in parts[0]:
        print(f"      {key:<36} {med([p[key] for p in parts]) * 1e3:7.0f} ms")
    print(f"  pyqtgraph loaded before the first paint: {'yes' if loaded_plots else 'no'}")
    if base:
        print(f"  the same start with {opts.base}                 {med(base) * 1e3:7.0f} ms  "
              f"(this tree: {med(start) / med(base):.2f} of it)")
    verdict = "met" if med(start) < TARGET_S else "not met"
    print(f"target: start to a usable window < {TARGET_S * 1e3:.0f} ms: {verdict} "
          f"({med(start) * 1e3:.0f} ms, of which {med(floor) * 1e3:.0f} ms is the floor on this machine)")


if __name__ == "__main__":
    main()
