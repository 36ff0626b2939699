"""Map-file import (issue 26, "Map files"): a whole traced map (every hex of Tarawa's 99 x 60 grid or of
Luzon's 32 x 43) with a calibration, imported into a game that holds other terrain.

Qt-free: ``MapImageCommands.import_map`` (the diff of the map's records read with one query per kind,
``records.replace_kind_ops``, and the printed numbers looked up in one table) against the simpler way it
replaced in the same run (one SQLite query per hex to read its old row, ``records.put_op`` /
``delete_op``, and a parse and label per hex).

``--window``: the whole File > Import map file path in a real window (read the file, check it, push one
Change, the board and the scan redrawn, the first paint), median and p90 of CPU and wall over a few
runs, with a changing file and with the same file again (now "matches the board: nothing to change";
it used to be pushed and silently dropped). BENCH_SOURCE=<a checkout of an older commit> times that code
instead (run twice in one session to compare).

Measured here (2 shared cores, load about 8; 5 runs): Tarawa, a file changing every hex, in the window:
the code before (4442843) 1.2 s CPU median (2.3 s wall), this code 0.68 s CPU (1.5 s wall); Luzon 0.63 s CPU
before, 0.25 s now. The cause was the drawing: the traced hexes were one path of 5,940 outlined hexagons, stroked side
by side on every repaint (3-4 s a repaint under load); ``hexmap.area_path`` now draws the area's edge
and holes only. The diff read one row per hex (a query each) and parsed every number several times.

Prints figures; not a test. Run: python benchmarks/bench_map_file_import.py [tarawa|luzon] [--window]
"""

from __future__ import annotations

import json
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, os.environ.get("BENCH_SOURCE") or str(Path(__file__).resolve().parents[1]))

from assistant.core.hexes import load_map  # noqa: E402
from assistant.games.map_image import TERRAIN, MapImageCommands  # noqa: E402
from assistant.games.session import GameSession  # noqa: E402
from assistant.games.setup import new_game  # noqa: E402
from assistant.store import records  # noqa: E402
from assistant.store.store import Store  # noqa: E402

RUNS = 5


def figures(name: str, walls: list[float], cpus: list[float]) -> str:
    def p90(xs):
        return sorted(xs)[min(len(xs) - 1, int(round(0.9 * (len(xs) - 1))))]
    return (f"{name:44s} wall median {1000 * statistics.median(walls):7.1f} ms  p90 {1000 * p90(walls):7.1f} ms   "
            f"CPU median {1000 * statistics.median(cpus):7.1f} ms  p90 {1000 * p90(cpus):7.1f} ms")


def timed(fn, runs: int = RUNS) -> tuple[list[float], list[float]]:
    walls, cpus = [], []
    for _ in range(runs):
        w, c = time.perf_counter(), time.process_time()
        fn()
        walls.append(time.perf_counter() - w)
        cpus.append(time.process_time() - c)
    return walls, cpus


def map_file(family: str) -> tuple[MapImageCommands, str]:
    """A game with a traced map (every hex) and the file of another game's tracing of it."""
    m = load_map(family)
    store = Store.open(str(Path(tempfile.mkdtemp()) / "bench.sqlite"))
    src = MapImageCommands(GameSession(store, new_game(store, family, setup="blank", seed=1)), m)
    labels = [m.label(h) for h in m.all_hexes()]
    src.session.do(src.paint(labels, src.labels[0]))
    text = json.dumps(src.export_map())
    dst = MapImageCommands(GameSession(store, new_game(store, family, setup="blank", seed=2)), m)
    dst.session.do(dst.paint(labels[::2], src.labels[-1]))
    return dst, text


def old_way(cmds: MapImageCommands, text: str) -> int:
    """The diff as it was: a query per hex for its old row, a parse and a label per hex."""
    data = json.loads(text)
    new = {cmds.map.label(cmds.map.parse(t["hex"])): t["terrain"] for t in data["terrain"]}
    gid = cmds.session.game_id
    old = records.all_of(cmds.store, gid, TERRAIN)
    ops = [records.delete_op(cmds.store, gid, TERRAIN, k) for k in old if k not in new]
    ops += [records.put_op(cmds.store, gid, TERRAIN, k, {"terrain": v}) for k, v in new.items()]
    return len([op for op in ops if op is not None])


def headless(family: str) -> None:
    cmds, text = map_file(family)
    n = len(json.loads(text)["terrain"])
    got = len(cmds.import_map(text, "bench.json").ops)
    print(f"{family}: a map file of {n} hexes into a game with {len(cmds.terrain())} traced ({got} row changes)")
    print(figures("  import_map (checks, diff, calibration)", *timed(lambda: cmds.import_map(text, "bench.json"))))
    print(figures("  the old diff alone (a query per hex)", *timed(lambda: old_way(cmds, text))))


def window(family: str) -> None:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QSettings

    from assistant.ui.launch import make_app
    from assistant.ui.mainwindow import MainWindow

    app = make_app()
    folder = Path(tempfile.mkdtemp())
    win = MainWindow(settings=QSettings(str(folder / "s.ini"), QSettings.Format.IniFormat))
    win.quiet_errors = True
    win.open_database(folder / "games.sqlite")
    win.create_and_open(family, "bench")
    win.resize(1280, 720)
    win.show()
    app.processEvents()
    board = win.board
    m = board.map
    cmds = board.map_image.cmds
    labels = [m.label(h) for h in m.all_hexes()]
    files = []
    for i, lab in enumerate((cmds.labels[0], cmds.labels[-1])):
        data = cmds.export_map()
        data["terrain"] = [{"hex": h, "terrain": lab} for h in labels]
        p = folder / f"map{i}.json"
        p.write_text(json.dumps(data))
        files.append(p)
    state = {"k": 0}

    def changing():
        state["k"] ^= 1
        assert board.map_image.read_map_file(files[state["k"]])
        win.repaint()
        app.processEvents()

    said = []
    win.hub.message.connect(said.append)

    def same():
        board.map_image.read_map_file(files[state["k"]])   # the code before issue 26: False, not a word
        win.repaint()
        app.processEvents()

    changing()
    print(f"{family} in the window (1280x720, offscreen), {len(labels)} hexes a file:")
    print(figures("  import that changes every hex + paint", *timed(changing)))
    said.clear()
    print(figures("  the same file again + paint", *timed(same)))
    print(f"  the same file again says: {said[-1] if said else '(nothing)'}")


if __name__ == "__main__":
    fam = next((a for a in sys.argv[1:] if not a.startswith("-")), "tarawa")
    if "--window" in sys.argv:
        window(fam)
    else:
        headless(fam)
