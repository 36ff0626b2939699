"""Benchmark the start of the window on each game's demo (issue 17.6 / 25: start to a usable window < 0.5 s).
Prints figures; not a test.

    .venv/bin/python benchmarks/bench_startup_games.py [--repeats 5] [--base DIR]

The same measure as ``bench_startup.py`` (fresh processes, offscreen, bytecode cached as an installed copy
has it, from the parent's clock before the process starts to the first paint of the window with its board,
and to usable: the end of the last GUI-thread block over 50 ms in the 1.5 s after that paint),
for a database holding a demo of every game, started on each in turn (``--game "Demo <kind>"``), beside
the floor (Python, PySide6 and an empty window) measured in the same run. ``--base DIR`` times the same
starts from an older source tree too (e.g. ``git worktree add --detach /tmp/base COMMIT``).
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks"))

import bench_startup as bs  # noqa: E402 - the same start, probe and process helpers

GAMES = ("bataan", "tarawa", "saipan", "luzon", "macarthur_korea")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--repeats", type=int, default=5)
    ap.add_argument("--base", type=Path, default=None, help="an older source tree to time the same starts with")
    opts = ap.parse_args()
    from assistant.games.setup import new_game
    from assistant.store.store import Store

    with tempfile.TemporaryDirectory() as tmp:
        db = Path(tmp) / "games.sqlite"
        store = Store.open(db)
        for kind in GAMES:
            new_game(store, kind, f"Demo {kind}", setup="demo")
        store.close()
        env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "TABLE_ASSISTANT_DEMO_OVERLAYS": "0",
               "PYTHONPYCACHEPREFIX": str(Path(tmp) / "pyc")}
        env.pop("PYTHONDONTWRITEBYTECODE", None)
        trees = [("this tree", ROOT, env)]
        if opts.base is not None:
            base = opts.base.resolve()
            trees.append((str(base), base, {**env, "PYTHONPATH": str(base),
                                             "PYTHONPYCACHEPREFIX": str(Path(tmp) / "pyc_base")}))
        times: dict[tuple[str, str], list[float]] = {}
        usable: dict[tuple[str, str], list[float]] = {}
        cpu_blocks: dict[tuple[str, str], list[int]] = {}
        cpu: dict[tuple[str, str], list[float]] = {}     # the child's CPU to the first paint: steadier under load
        floor: list[float] = []
        for i in range(opts.repeats + 1):            # the first round compiles the byte code, untimed
            t0, line = bs._run(bs.FLOOR, [], env)
            if i:
                floor.append(float(line) - t0)
            for label, tree, tree_env in (trees if i % 2 else trees[::-1]):   # the trees in turn go first
                for kind in GAMES:
                    home = Path(tmp) / f"h{i}{kind}{len(label)}"
                    t0, line = bs._run(bs.START, ["--db", str(db), "--game", f"Demo {kind}"],
                                       bs._fresh(tree_env, home), tree)
                    if i:
                        marks = json.loads(line)
                        times.setdefault((label, kind), []).append(marks["paint"] - t0)
                        usable.setdefault((label, kind), []).append(marks["usable"] - t0)
                        cpu.setdefault((label, kind), []).append(marks["cpu_paint"])
                        cpu_blocks.setdefault((label, kind), []).append(
                            sum(1 for _wall, cpu in marks["blocks_ms"] if cpu > 30))
    med = statistics.median
    p90 = lambda v: sorted(v)[min(len(v) - 1, round(0.9 * (len(v) - 1)))]  # noqa: E731
    print(f"start to the first paint and to usable (the paint, then no GUI-thread block over 50 ms; watched "
          f"1.5 s) of each game's demo, median of {opts.repeats} fresh processes (offscreen):")
    print(f"  floor: Python + PySide6 + an empty window painted  {med(floor) * 1e3:6.0f} ms")
    for label, _tree, _env in trees:
        print(f"  {label}:")
        for kind in GAMES:
            t, u = med(times[(label, kind)]), med(usable[(label, kind)])
            print(f"    {kind:<16} paint {t * 1e3:6.0f} ms   usable {u * 1e3:6.0f} ms (p90 "
                  f"{p90(usable[(label, kind)]) * 1e3:6.0f})   CPU to the paint {med(cpu[(label, kind)]) * 1e3:5.0f} ms   "
                  f"own part {(u - med(floor)) * 1e3:5.0f} ms   "
                  f"{'< 0.5 s' if u < bs.TARGET_S else 'over 0.5 s'}   starts with a block of over 30 ms CPU: "
                  f"{sum(1 for n in cpu_blocks[(label, kind)] if n)}/{opts.repeats}")


if __name__ == "__main__":
    main()
