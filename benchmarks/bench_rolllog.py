"""Roll log figures (issue #4, Performance): recording one roll through the undoable change path, and
reading the last 200 rolls of a game with 100,000 rolls in the database, with and without the index.

Run: python benchmarks/bench_rolllog.py [--rolls 100000]
"""

from __future__ import annotations

import argparse
import statistics
import tempfile
import time
from pathlib import Path

from assistant.store import games, rolls
from assistant.games.session import GameSession
from assistant.store.store import Store


def ms(seconds: float) -> str:
    return f"{seconds * 1000:.3f} ms"


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--rolls", type=int, default=100_000)
    args = ap.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        store = Store.open(Path(tmp) / "bench.sqlite")
        gids = [games.create(store, "bataan", f"g{i}", seed=i + 1) for i in range(50)]  # a season of games
        session = GameSession(store, gids[0])

        # 1. record single rolls the way the UI does: recorder -> change -> do (one transaction + journal)
        times = []
        for _ in range(300):
            t0 = time.perf_counter()
            rec = session.dice()
            rec.roll("2d6", why="bench", side="american")
            session.do(rec.change())
            times.append(time.perf_counter() - t0)
        print(f"record one roll (undoable, journalled, WAL): median {ms(statistics.median(times))}, "
              f"p95 {ms(sorted(times)[int(len(times) * 0.95)])}  (aim: under 2 ms)")

        # 2. fill to N rolls spread over 50 games (each game a run of consecutive rolls), in bulk
        n = args.rolls
        t0 = time.perf_counter()
        base = store.next_id("rolls")
        rows = [
            {"id": base + i, "game_id": gids[(i // 1000) % len(gids)], "turn": i // 400, "phase": "fire", "actor": f"fig{i % 37}",
             "side": "japanese" if i % 3 else "american", "why": "bulk", "chart": "wound" if i % 5 == 0 else "",
             "pool": "1d6", "modifiers": "[]", "dice": f"[{i % 6 + 1}]", "result": i % 6 + 1,
             "chart_result": "", "expected": 3.5, "seed": 1, "position": i, "position_after": i + 1,
             "reroll_of": None, "rulings": "{}", "at": "2026-11-29T00:00:00"}
            for i in range(n)
        ]
        with store.db.atomic():
            store.db["rolls"].insert_all(rows, batch_size=5000)
        print(f"bulk insert of {n:,} rolls: {time.perf_counter() - t0:.2f} s")

        def last200(game_id: int) -> list:
            return rolls.query(store, game_id, limit=200)

        def timed(fn, repeat=50) -> float:
            samples = []
            for _ in range(repeat):
                t0 = time.perf_counter()
                fn()
                samples.append(time.perf_counter() - t0)
            return statistics.median(samples)

        with_index = timed(lambda: last200(gids[2]))
        plan = store.db.execute(
            "EXPLAIN QUERY PLAN SELECT * FROM rolls WHERE game_id = ? ORDER BY id DESC LIMIT 200", [gids[2]]
        ).fetchall()
        print(f"last 200 rolls of one game, with index (game_id, id): {ms(with_index)}  (aim: under 5 ms)")
        print(f"  plan: {plan[-1][-1]}")
        filtered = timed(lambda: rolls.query(store, gids[1], chart="wound", limit=200))
        print(f"last 200 wound-chart rolls of one game: {ms(filtered)}")

        store.db.execute("DROP INDEX idx_rolls_game_id_id")
        without = timed(lambda: last200(gids[2]), repeat=10)
        print(f"the same query without the index: {ms(without)}  -> index is {without / with_index:.0f}x faster")
        store.close()


if __name__ == "__main__":
    main()
