"""Benchmark ``Store.do`` on a big change (issue 17 item 3): op by op against runs, in the same run.

    .venv/bin/python benchmarks/bench_store_do.py [FIGURES] [--repeat=N]

A Bataan table of 20,000 figures (default) imported into a fresh game in a database file (WAL, as the app
opens it): the change ``persist.import_change`` builds (20,000 inserts), its undo (20,000 deletes), its redo,
and a second import with every figure moved (20,000 updates). Each applied two ways on identical files:

- op by op (the store before): for every op a SELECT of the row and then its INSERT / UPDATE / DELETE;
- runs (``Store._apply_ops`` now): consecutive ops of one kind on one table checked with one SELECT per 900
  rows and written with one ``executemany``.

Each stage is timed whole (the journal's JSON written or read, the transaction, the commit) and, on the
line below it, only its row ops (``_apply_ops``), the part the runs change.

Both must leave the same rows (checked). Prints medians of ``--repeat`` runs, in milliseconds.
"""

from __future__ import annotations

import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from assistant.games.bataan import persist  # noqa: E402
from assistant.games.bataan.table import tablefile  # noqa: E402
from assistant.games.setup import new_game  # noqa: E402
from assistant.store.changes import Change  # noqa: E402
from assistant.store.store import Store  # noqa: E402


class PerOpStore(Store):
    """The simpler way: each op its own SELECT and its own write."""

    def _apply_ops(self, change: Change) -> None:
        for op in change.ops:
            self._apply_op(op)


def table_doc(n: int, shift: float = 0.0) -> dict:
    figs = [{"id": f"F{i}", "side": "japanese" if i % 2 else "american", "unit": 1 + i % 4, "role": "rifleman",
             "x": 1.0 + (i % 300) * 3.3 + shift, "y": 1.0 + (i // 300) * 1.4} for i in range(n)]
    return {"format": tablefile.FORMAT, "schema_version": 1, "game": "bataan", "name": "big",
            "size_in": {"width": 1000, "height": 1000}, "terrain": [], "figures": figs}


def timed(fn) -> float:
    t0 = time.perf_counter()
    fn()
    return time.perf_counter() - t0


def one_run(store_class: type[Store], path: Path, n: int) -> tuple[dict[str, float], dict]:
    store = Store.open(path)
    store.__class__ = store_class
    gid = new_game(store, "bataan", "bench")
    applying = [0.0]
    apply_ops = store._apply_ops

    def timed_apply(change):                     # the part runs change: the row ops, without the journal
        t0 = time.perf_counter()
        apply_ops(change)
        applying[0] += time.perf_counter() - t0
    store._apply_ops = timed_apply
    out: dict[str, float] = {}

    def stage(name, fn):
        applying[0] = 0.0
        out[name] = timed(fn)
        out[f"  {name.split()[0]}: its row ops"] = applying[0]

    first = persist.import_change(store, gid, table_doc(n), "Load")
    stage("import (inserts)", lambda: store.do(first))
    stage("undo (deletes)", lambda: store.undo(gid))
    stage("redo (inserts)", lambda: store.redo(gid))
    moved = persist.import_change(store, gid, table_doc(n, shift=0.5), "Move all")
    stage("move all (updates)", lambda: store.do(moved))
    rows = store.dump(("records",))
    store.close()
    return out, rows


def main() -> None:
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    n = int(args[0]) if args else 20_000
    repeat = next((int(a.split("=", 1)[1]) for a in sys.argv[1:] if a.startswith("--repeat=")), 5)
    print(f"Python {sys.version.split()[0]}; {n:,} figures; medians of {repeat} runs (ms)")
    times: dict[str, dict[str, list[float]]] = {"op by op": {}, "runs": {}}
    with tempfile.TemporaryDirectory() as tmp:
        for i in range(repeat):
            dumps = []
            for label, cls in (("op by op", PerOpStore), ("runs", Store)):
                got, rows = one_run(cls, Path(tmp) / f"{label.replace(' ', '_')}-{i}.sqlite", n)
                dumps.append(rows)
                for stage, t in got.items():
                    times[label].setdefault(stage, []).append(t)
            assert dumps[0] == dumps[1], "the two ways left different rows"
    print(f"{'stage':<24} {'op by op':>10} {'runs':>10} {'speed-up':>9}")
    for stage in times["runs"]:
        a = statistics.median(times["op by op"][stage])
        b = statistics.median(times["runs"][stage])
        print(f"{stage:<24} {a * 1e3:10.1f} {b * 1e3:10.1f} {a / b:8.1f}x")


if __name__ == "__main__":
    main()
