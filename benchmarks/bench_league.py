"""League collect and report (issue 27): a convention's worth of referees' databases gathered and reported.

Builds TABLES databases, each with a played Bataan game (rolls for both sides, three waves, victory) and a
Tarawa and a Saipan demo, then times (CPU and wall, median and p90 over REPEATS):

- ``collect`` into a new league file (read-only checks of every input, one transaction), against the
  simplest gathering: ATTACH each file and INSERT ... SELECT its tables (no checks, no identities);
- ``collect`` again (everything unchanged: the idempotent case a timer runs every few minutes);
- ``report`` (every game read by its own game's code in a store in memory), against the same numbers
  from the SQL views alone (``bataan_results``, ``luck_by_side``).

Prints figures; not a test. Run: python benchmarks/bench_league.py [TABLES]
"""

from __future__ import annotations

import sqlite3
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests" / "league"))

from conftest import play_bataan  # noqa: E402

from assistant.games.league_report import build  # noqa: E402
from assistant.games.setup import new_game  # noqa: E402
from assistant.store.league import Input, collect  # noqa: E402
from assistant.store.store import Store  # noqa: E402

REPEATS = 5


def timed(fn, repeats: int = REPEATS) -> tuple[list[float], list[float]]:
    wall, cpu = [], []
    for _ in range(repeats):
        w0, c0 = time.perf_counter(), time.process_time()
        fn()
        wall.append(time.perf_counter() - w0)
        cpu.append(time.process_time() - c0)
    return wall, cpu


def line(label: str, wall: list[float], cpu: list[float]) -> str:
    def p90(v):
        return sorted(v)[max(0, round(0.9 * len(v)) - 1)]
    return (f"{label:<44} wall median {1000 * statistics.median(wall):8.1f} ms  p90 {1000 * p90(wall):8.1f} ms   "
            f"CPU median {1000 * statistics.median(cpu):8.1f} ms  p90 {1000 * p90(cpu):8.1f} ms")


def naive_gather(out: Path, inputs: list[Path]) -> None:
    """The simplest gathering: each file attached and its tables copied, tagged with its number."""
    con = sqlite3.connect(out)
    for i, path in enumerate(inputs):
        con.execute("ATTACH ? AS src", [str(path)])
        for t in ("games", "records", "rolls", "journal"):
            if i == 0:
                con.execute(f"CREATE TABLE {t} AS SELECT {i} AS src, * FROM src.{t}")
            else:
                con.execute(f"INSERT INTO {t} SELECT {i}, * FROM src.{t}")
        con.commit()
        con.execute("DETACH src")
    con.close()


def views_only(out: Path) -> None:
    con = sqlite3.connect(f"file:{out}?mode=ro", uri=True)
    con.execute("SELECT * FROM bataan_results").fetchall()
    con.execute("SELECT * FROM bataan_waves").fetchall()
    con.execute("SELECT * FROM luck_by_side").fetchall()
    con.close()


def main() -> None:
    tables = int(sys.argv[1]) if len(sys.argv) > 1 else 12
    with tempfile.TemporaryDirectory(prefix="bench-league-") as tmp:
        folder = Path(tmp)
        t0 = time.perf_counter()
        inputs = []
        for t in range(tables):
            path = folder / f"table{t + 1}.sqlite"
            s = Store.open(path)
            play_bataan(s, f"Table {t + 1}", 1000 + t, finish=True)
            new_game(s, "tarawa", setup="demo", seed=2000 + t)
            new_game(s, "saipan", setup="demo", seed=3000 + t)
            s.close()
            inputs.append(path)
        size = sum(p.stat().st_size for p in inputs)
        print(f"{tables} databases, {3 * tables} games, {size / 1e6:.1f} MB (made in {time.perf_counter() - t0:.1f} s)")
        n = iter(range(10 ** 6))

        def fresh():
            collect(folder / f"league{next(n)}.sqlite", [Input(p, f"Table {i + 1}") for i, p in enumerate(inputs)])

        def baseline():
            naive_gather(folder / f"naive{next(n)}.sqlite", inputs)

        print(line("collect into a new league file", *timed(fresh)))
        print(line("  baseline: ATTACH + INSERT SELECT, no checks", *timed(baseline)))
        out = folder / "league.sqlite"
        collect(out, inputs)
        print(line("collect again (all unchanged)", *timed(lambda: collect(out, inputs))))
        print(line(f"report ({3 * tables} games, each by its own code)", *timed(lambda: build(out), 3)))
        print(line("  baseline: the SQL views alone", *timed(lambda: views_only(out))))


if __name__ == "__main__":
    main()
