"""Benchmark the start of the window on each game's demo (issue 17.6: start to a usable window < 0.5 s).
Prints figures; not a test.

    .venv/bin/python benchmarks/bench_startup_games.py [--repeats 5] [--base DIR]

The same measure as ``bench_startup.py`` (fresh processes, offscreen, bytecode cached as an installed copy
has it, from the parent's clock before the process starts to the first paint of the window with its board),
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
        floor: list[float] = []
        for i in range(opts.repeats + 1):            # the first round compiles the byte code, untimed
            t0, line = bs._run(bs.FLOOR, [], env)
            if i:
                floor.append(float(line) - t0)
            for label, tree, tree_env in trees:
                for kind in GAMES:
                    home = Path(tmp) / f"h{i}{kind}{len(label)}"
                    t0, line = bs._run(bs.START, ["--db", str(db), "--game", f"Demo {kind}"],
                                       bs._fresh(tree_env, home), tree)
                    if i:
                        times.setdefault((label, kind), []).append(json.loads(line)["paint"] - t0)
    med = statistics.median
    print(f"start to the first paint of each game's demo, median of {opts.repeats} fresh processes (offscreen):")
    print(f"  floor: Python + PySide6 + an empty window painted  {med(floor) * 1e3:6.0f} ms")
    for label, _tree, _env in trees:
        print(f"  {label}:")
        for kind in GAMES:
            t = med(times[(label, kind)])
            print(f"    {kind:<16} {t * 1e3:6.0f} ms   own part {(t - med(floor)) * 1e3:5.0f} ms   "
                  f"{'< 0.5 s' if t < bs.TARGET_S else 'over 0.5 s'}")


if __name__ == "__main__":
    main()
