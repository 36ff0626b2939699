"""Benchmark the start of the window (issue 17.6: start to a usable window < 0.5 s). Prints figures; not a test.

    .venv/bin/python benchmarks/bench_startup.py [--repeats 5] [--base DIR]

Each figure is the median of several fresh processes (offscreen Qt, a database already holding the Bataan
demo, a fresh settings folder), measured from the parent's clock before the process starts to the
child's clock when the figure is taken:

- floor: Python, PySide6 and an empty QMainWindow shown and painted: the least any start can take here;
- eager imports: every module under ``assistant/ui`` imported, with pyqtgraph (what a window that loaded
  every board, dock and dialog up front would pay before drawing anything; no window made);
- start to first paint: ``table-assistant --db DB`` as a referee starts it, up to the first paint of the main
  window with its board (the real start: the docks whose panels need pyqtgraph, the Waves tab and the other
  games' boards are made when first shown), with where the time went (imports, window, board, show);
- the first look: the same start with the demo's first-look overlays (command circles, a sight line, a ruler,
  zoomed in) that a new user's first start shows.

Python's byte code is cached as for an installed app (a ``PYTHONPYCACHEPREFIX`` folder in the temporary
folder, written by a first untimed run; ``PYTHONDONTWRITEBYTECODE`` is dropped for the children): without
it every start here compiled ~120 changed modules again (0.2 s), which no installed copy pays.

The comparison "eager vs lazy start" cannot be made in one build; "eager imports" is its upper half. To
compare with an older version in the same run, give its source tree: ``--base DIR`` (e.g.
``git worktree add --detach /tmp/base COMMIT``, removed afterwards): the same starts are then run from that
tree (its folder first on the path; the run stops if another ``assistant`` answered), in alternation. The target is printed with the figures; on a shared 2-core machine they
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
import assistant.ui.launch as launch    # (PySide6 is first imported by the app itself, as in a real start)
marks["tree"] = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(launch.__file__))))
orig_make_app = launch.make_app
def make_app(argv=None):
    app = orig_make_app(argv)
    marks["app"] = time.time()
    from PySide6.QtCore import QEvent, QObject
    class Probe(QObject):
        def eventFilter(self, obj, ev):
            if ev.type() == QEvent.Type.Paint:
                w = obj.window() if hasattr(obj, "window") else None
                if getattr(w, "board", None) is not None and w.isVisible():
                    marks["paint"] = time.time()
                    marks["pyqtgraph"] = "pyqtgraph" in sys.modules
                    print(__import__("json").dumps(marks)); sys.stdout.flush(); os._exit(0)
            return False
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


def _run(code: str, args: list[str], env: dict, cwd: Path = ROOT) -> tuple[float, str]:
    """Run ``code`` in a fresh interpreter from ``cwd`` (first on its path: the tree whose ``assistant`` runs)."""
    t0 = time.time()
    out = subprocess.run([sys.executable, "-c", code, *args], capture_output=True, text=True, env=env, timeout=300,
                         cwd=cwd)
    if out.returncode != 0:
        raise SystemExit(f"child failed: {out.stderr[-2000:]}")
    return t0, out.stdout.strip().splitlines()[-1]


def _fresh(env: dict, home: Path, **more: str) -> dict:
    """``env`` with its own home, settings and data folders under ``home``: each start is a first start."""
    home.mkdir(parents=True, exist_ok=True)
    return {**env, "HOME": str(home), "XDG_CONFIG_HOME": str(home / "cfg"), "XDG_DATA_HOME": str(home / "data"), **more}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--repeats", type=int, default=5)
    ap.add_argument("--base", type=Path, default=None, help="an older source tree to time the same start with")
    opts = ap.parse_args()
    if opts.base is not None:
        opts.base = opts.base.resolve()
        if not (opts.base / "assistant" / "__init__.py").is_file():
            raise SystemExit(f"--base {opts.base}: no assistant package there")
    with tempfile.TemporaryDirectory() as tmp:
        db = Path(tmp) / "start.sqlite"
        from assistant.games.setup import new_game
        from assistant.store.store import Store

        store = Store.open(db)
        new_game(store, "bataan", "Demo: Last Stand on Bataan", setup="demo")
        store.close()
        floor, eager, start, parts, base, look, base_look = [], [], [], [], [], [], []
        loaded_plots = False
        for i in range(opts.repeats):
            home = Path(tmp) / f"home{i}"
            home.mkdir()
            env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "HOME": str(home), "XDG_CONFIG_HOME": str(home / "cfg"),
                   "XDG_DATA_HOME": str(home / "data"), "TABLE_ASSISTANT_DEMO_OVERLAYS": "0",
                   "PYTHONPYCACHEPREFIX": str(Path(tmp) / "pyc")}
            env.pop("PYTHONDONTWRITEBYTECODE", None)
            if i == 0:
                _run(START, ["--db", str(db), "--game", "bataan"], _fresh(env, home / "w"))   # byte code compiled once
            t0, line = _run(FLOOR, [], env)
            floor.append(float(line) - t0)
            t0, line = _run(EAGER, [], env)
            eager.append(float(line) - t0)
            if opts.base is not None:
                old = {**env, "PYTHONPATH": str(opts.base), "PYTHONPYCACHEPREFIX": str(Path(tmp) / "pyc_base")}
                if i == 0:
                    _run(START, ["--db", str(db), "--game", "bataan"], _fresh(old, home / "bw"), opts.base)   # its byte code compiled once
                t0, line = _run(START, ["--db", str(db), "--game", "bataan"], _fresh(old, home / "b"), opts.base)
                marks = json.loads(line)
                if Path(marks["tree"]) != opts.base:     # the tree asked for, not this checkout's
                    raise SystemExit(f"--base: the start ran {marks['tree']}, not {opts.base}")
                base.append(marks["paint"] - t0)
                t0, line = _run(START, ["--db", str(db), "--game", "bataan"],
                                _fresh(old, home / "bl", TABLE_ASSISTANT_DEMO_OVERLAYS="1"), opts.base)
                base_look.append(json.loads(line)["paint"] - t0)
            t0, line = _run(START, ["--db", str(db), "--game", "bataan"], _fresh(env, home / "s"))
            marks = json.loads(line)
            marks.pop("tree")
            loaded_plots = loaded_plots or marks.pop("pyqtgraph")
            start.append(marks["paint"] - t0)
            parts.append({"Python, Qt and the app's imports": marks["imports"] - t0,
                          "main window (docks, menus)": marks["window"] - marks["imports"],
                          "database and game opened": marks["board_start"] - marks["window"],
                          "the board": marks["board"] - marks["board_start"],
                          "layout, show and paint": marks["paint"] - marks["board"]})
            t0, line = _run(START, ["--db", str(db), "--game", "bataan"],
                            _fresh(env, home / "l", TABLE_ASSISTANT_DEMO_OVERLAYS="1"))
            look.append(json.loads(line)["paint"] - t0)
    med = statistics.median
    print(f"start-up, median of {opts.repeats} fresh processes (offscreen, default window size, the Bataan demo):")
    print(f"  floor: Python + PySide6 + an empty window painted   {med(floor) * 1e3:7.0f} ms")
    print(f"  eager: every assistant.ui module + pyqtgraph imported {med(eager) * 1e3:7.0f} ms  (no window)")
    print(f"  start to the first paint of the window and board     {med(start) * 1e3:7.0f} ms")
    for key in parts[0]:
        print(f"      {key:<36} {med([p[key] for p in parts]) * 1e3:7.0f} ms")
    print(f"  start to the first paint, the demo's first look          {med(look) * 1e3:7.0f} ms")
    print(f"  pyqtgraph loaded before the first paint: {'yes' if loaded_plots else 'no'}")
    if base:
        print(f"  the same start with {opts.base}                 {med(base) * 1e3:7.0f} ms  "
              f"(this tree: {med(start) / med(base):.2f} of it)")
        print(f"  the first look with {opts.base}                 {med(base_look) * 1e3:7.0f} ms  "
              f"(this tree: {med(look) / med(base_look):.2f} of it)")
    print(f"  the app's own part (start minus floor, steadier than either on a shared machine): "
          f"{(med(start) - med(floor)) * 1e3:.0f} ms" + (f"  (with {opts.base}: {(med(base) - med(floor)) * 1e3:.0f} ms)"
                                                          if base else ""))
    verdict = "met" if med(start) < TARGET_S else "not met"
    print(f"target: start to a usable window < {TARGET_S * 1e3:.0f} ms: {verdict} "
          f"({med(start) * 1e3:.0f} ms, of which {med(floor) * 1e3:.0f} ms is the floor on this machine)")


if __name__ == "__main__":
    main()
