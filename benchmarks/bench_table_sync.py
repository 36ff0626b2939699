"""Benchmark keeping a Bataan game's table in step with its records (prints figures; not a timed test).

    .venv/bin/python benchmarks/bench_table_sync.py

On the demo table (200 figures, 5' x 10'), one figure moves per change. For each change, in the same run:

- sync: ``StoredTable.apply(change)``: only the figure records the change names are read (from the
  change itself), what a `BataanGame` (shared by the board and the referee panel) does now;
- figures re-read: every record read and every figure parsed again, the terrain left out (what the board
  did after each change before);
- full re-read: ``persist.load_table`` (what the game did on its next look after each change before:
  the terrain is rebuilt too).

The synced table must equal a fresh read after every change (checked). Medians over the changes.
"""

from __future__ import annotations

import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from assistant.games.bataan import persist  # noqa: E402
from assistant.games.bataan.game import BataanGame  # noqa: E402
from assistant.games.bataan.table import tablefile  # noqa: E402
from assistant.games.session import GameSession  # noqa: E402
from assistant.games.setup import new_game  # noqa: E402
from assistant.store.store import Store  # noqa: E402

CHANGES = 60


def ms(fn):
    t0 = time.perf_counter()
    out = fn()
    return (time.perf_counter() - t0) * 1e3, out


def main() -> None:
    with tempfile.TemporaryDirectory() as tmp:
        store = Store.open(Path(tmp) / "bench.sqlite")
        gid = new_game(store, "bataan", "bench", demo=True)
        session = GameSession(store, gid)
        game = BataanGame(session)
        table = game.table()
        ids = [f.id for f in table.figures.values() if f.alive][:CHANGES]
        sync, figures, full = [], [], []
        for k, fid in enumerate(ids):
            work = game.table().copy()
            f = work.figure(fid)
            work.move_figure(fid, min(f.x + 0.5, work.width_in), f.y)
            change = persist.table_change(store, gid, work, f"Move {fid}")
            t_sync, _ = ms(lambda c=change: game.sync(c))    # as the board does, told before the game
            sync.append(t_sync)
            session.do(change)                         # the game's own listener then skips it

            def figures_only():
                doc = persist.stored_dict(store, gid, session.settings)
                return tablefile.table_from_dict(dict(doc, terrain=[]), source="bench").table

            t_fig, _ = ms(figures_only)
            figures.append(t_fig)
            t_full, fresh = ms(lambda: persist.load_table(store, gid, session.settings))
            full.append(t_full)
            assert list(game.table().figures.items()) == list(fresh.figures.items()), f"change {k} diverged"
        n = len(table.figures)
        print(f"Demo table: {n} figures, {len(table.features)} terrain features; {len(ids)} one-figure moves")
        for name, times in (("sync (the change's records)", sync), ("figures re-read (old board)", figures),
                            ("full re-read (old game)", full)):
            med = statistics.median(times)
            print(f"  {name:30s} median {med:8.3f} ms   best {min(times):8.3f} ms")
        print(f"  sync is {statistics.median(figures) / statistics.median(sync):.0f}x faster than the figures "
              f"re-read, {statistics.median(full) / statistics.median(sync):.0f}x than the full re-read")
        game.close()
        session.close()
        store.close()


if __name__ == "__main__":
    main()
