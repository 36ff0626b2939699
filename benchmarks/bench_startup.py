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
  zoomed in) that a new user's first start shows;
- to usable (issue 25, the headline): once the first paint has ended, a 1 ms heartbeat runs on the GUI
  thread for 1.5 s; a gap over 50 ms is a block (the window would not answer a click); the start is
  usable at the end of the last block (at the end of the first paint if none). Timed with the demo's overlays on (a new user's
  start) and off; the child's CPU time to the paint and in the watch is printed beside.

Python's byte code is cached as for an installed app (a ``PYTHONPYCACHEPREFIX`` folder in the temporary
folder, written by a first untimed run; ``PYTHONDONTWRITEBYTECODE`` is dropped for the children): without
it every start here compiled ~120 changed modules again (0.2 s), which no installed copy pays.

The comparison "eager vs lazy start" cannot be made in one build; "eager imports" is its upper half. To
compare with an older version in the same run, give its source tree: ``--base DIR`` (e.g.
``git worktree add --detach /tmp/base COMMIT``, removed afterwards): the same starts are then run from that
tree (its folder first on the path; the run stops if another ``assistant`` answered), in alternation, its
first paint and its first look's start to usable printed beside this tree's. The target is printed with the figures; on a shared 2-core machine they
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
    from PySide6.QtCore import QTimer, Qt
    WATCH_S, BLOCK_S = float(os.environ.get("BENCH_WATCH_S", "1.5")), 0.050
    beat = {"last": None, "blocks": [], "cpu": []}
    def tick():
        now, cpu = time.time(), time.thread_time()
        if beat["last"] is not None and now - beat["last"] > BLOCK_S:
            beat["blocks"].append((beat["last"], now))
            beat["cpu"].append(round((cpu - beat["last_cpu"]) * 1e3, 1))   # the GUI thread's own CPU in it
        beat["last"], beat["last_cpu"] = now, cpu
        if now - marks["paint_done"] > WATCH_S:
            blocks = beat["blocks"]
            marks["usable"] = blocks[-1][1] if blocks else marks["paint_done"]
            marks["blocks_ms"] = [(round((b - a) * 1e3, 1), c) for (a, b), c in zip(blocks, beat["cpu"])]
            marks["cpu_watch"] = time.process_time() - marks["cpu_paint"]   # the watch's CPU, heartbeat included
            print(__import__("json").dumps(marks)); sys.stdout.flush(); os._exit(0)
    class Probe(QObject):
        def eventFilter(self, obj, ev):
            if ev.type() == QEvent.Type.Paint and "paint" not in marks:
                w = obj.window() if hasattr(obj, "window") else None
                if getattr(w, "board", None) is not None and w.isVisible():
                    marks["paint"] = time.time()
                    marks["cpu_paint"] = time.process_time()
                    marks["pyqtgraph"] = "pyqtgraph" in sys.modules
                    # once the first paint has ended (the next turn of the event loop): a heartbeat every
                    # millisecond; a gap over 50 ms is a block of the GUI thread (the window does not
                    # answer); usable = the end of the last one, or the end of the first paint
                    def watch():
                        marks["paint_done"] = time.time()
                        t = app._beat = QTimer(); t.setTimerType(Qt.TimerType.PreciseTimer); t.setInterval(1)
                        t.timeout.connect(tick); beat["last"], beat["last_cpu"] = time.time(), time.thread_time()
                        t.start()
                    QTimer.singleShot(0, watch)
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
        usable, usable_plain, blocks, blocks_plain, cpu_paint, cpu_watch = [], [], [], [], [], []
        base_usable, base_blocks = [], []
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
                bm = json.loads(line)
                base_look.append(bm["paint"] - t0)
                base_usable.append(bm["usable"] - t0)
                base_blocks.append(bm["blocks_ms"])
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
            usable_plain.append(marks["usable"] - t0)
            blocks_plain.append(marks["blocks_ms"])
            t0, line = _run(START, ["--db", str(db), "--game", "bataan"],
                            _fresh(env, home / "l", TABLE_ASSISTANT_DEMO_OVERLAYS="1"))
            lm = json.loads(line)
            look.append(lm["paint"] - t0)
            usable.append(lm["usable"] - t0)
            blocks.append(lm["blocks_ms"])
            cpu_paint.append(lm["cpu_paint"])
            cpu_watch.append(lm["cpu_watch"])
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
    p90 = lambda v: sorted(v)[min(len(v) - 1, round(0.9 * (len(v) - 1)))]  # noqa: E731
    print("  TO USABLE (issue 25): the first paint, then no GUI-thread block over 50 ms (watched 1.5 s after it)")
    print(f"    the demo's first look (a new user's start): usable median {med(usable) * 1e3:6.0f} ms, p90 "
          f"{p90(usable) * 1e3:6.0f} ms (first paint {med(look) * 1e3:.0f} ms; the child's CPU to the paint "
          f"{med(cpu_paint) * 1e3:.0f} ms, in the 1.5 s after it {med(cpu_watch) * 1e3:.0f} ms)")
    print(f"      blocks over 50 ms after the paint, per start, (wall, the GUI thread's CPU in it) ms: {blocks}")
    print(f"    overlays off:  usable median {med(usable_plain) * 1e3:6.0f} ms, p90 {p90(usable_plain) * 1e3:6.0f} ms; "
          f"blocks {blocks_plain}")
    if base_usable:
        print(f"    the first look with {opts.base}: usable median {med(base_usable) * 1e3:6.0f} ms, p90 "
              f"{p90(base_usable) * 1e3:6.0f} ms (this tree: {med(usable) / med(base_usable):.2f} of it); blocks {base_blocks}")
    verdict = "met" if med(usable) < TARGET_S else "not met"
    print(f"target: start to a usable window < {TARGET_S * 1e3:.0f} ms (the demo's first look): {verdict} "
          f"({med(usable) * 1e3:.0f} ms, of which {med(floor) * 1e3:.0f} ms is the floor on this machine; "
          f"the app's part {(med(usable) - med(floor)) * 1e3:.0f} ms)")


if __name__ == "__main__":
    main()
