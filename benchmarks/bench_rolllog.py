"""Roll log figures (issue #4, Performance): recording one roll through the undoable change path, and
reading the last 200 rolls of a game with 100,000 rolls in the database, with and without the index.

Run: python benchmarks/bench_rolllog.py [--rolls 100000]

Recording is timed per roll (wall and CPU, median, p90, p99) against a floor in the same run: the same
row written by plain ``sqlite3`` in its own transaction (INSERT + COMMIT) on a database with the same
settings (WAL, synchronous NORMAL) in the same folder: what one roll costs SQLite and the disk alone.
"""

from __future__ import annotations

import argparse
import json
import sqlite3
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import timing  # noqa: E402

from assistant.store import games, rolls
from assistant.games.session import GameSession
from assistant.store.store import Store


def ms(seconds: float) -> str:
    return f"{seconds * 1000:.3f} ms"


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--rolls", type=int, default=100_000)
    ap.add_argument("--records", type=int, default=1000, help="single rolls recorded (and floor rows)")
    args = ap.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        store = Store.open(Path(tmp) / "bench.sqlite")
        gids = [games.create(store, "bataan", f"g{i}", seed=i + 1) for i in range(50)]  # a season of games
        session = GameSession(store, gids[0])

        # 1. record single rolls the way the UI does: recorder -> change -> do (one transaction + journal)
        def record() -> None:
            rec = session.dice()
            rec.roll("2d6", why="bench", side="american")
            session.do(rec.change())

        for _ in range(20):
            record()
        t_rec = timing.run(record, repeat=args.records)
        # the floor: one row of the same shape, plain sqlite3, its own transaction, same settings
        con = sqlite3.connect(Path(tmp) / "floor.sqlite", isolation_level=None)
        con.execute("PRAGMA journal_mode = WAL")
        con.execute("PRAGMA synchronous = NORMAL")
        con.execute("CREATE TABLE rolls (id INTEGER PRIMARY KEY, game_id INT, turn INT, why TEXT, pool TEXT, "
                    "dice TEXT, result INT, seed INT, position INT, position_after INT, at TEXT)")
        k = [0]

        def floor() -> None:
            k[0] += 1
            con.execute("BEGIN")
            con.execute("INSERT INTO rolls VALUES (?,?,?,?,?,?,?,?,?,?,?)",
                        (k[0], 1, 1, "bench", "2d6", json.dumps([3, 4]), 7, 1, 2 * k[0], 2 * k[0] + 2,
                         "2026-11-29T00:00:00"))
            con.execute("COMMIT")

        for _ in range(20):
            floor()
        t_floor = timing.run(floor, repeat=args.records)
        con.close()
        for label, t in (("record one roll (undoable, journalled, WAL)", t_rec),
                         ("floor: one INSERT + COMMIT, plain sqlite3", t_floor)):
            print(t.line(label, width=46))
            print(f"{'':<46} wall p99 {timing.Timings.pct(t.wall, 0.99) * 1e3:7.3f} ms, max "
                  f"{max(t.wall) * 1e3:7.3f} ms | cpu p99 {timing.Timings.pct(t.cpu, 0.99) * 1e3:7.3f} ms")
        print(f"   record / floor (medians): wall {t_rec.med / t_floor.med:.1f}x, cpu "
              f"{t_rec.cpu_med / t_floor.cpu_med:.1f}x  (aim: p99 under 2 ms)")

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
