"""Benchmark the palette's previews of MacArthur and Luzon (issue 22.1, 22.3): what a form costs to show its
odds through the catalogue (parameters read and checked, when-usable, the preview, the odds tables) beside
the bare method call the catalogue wraps (the simpler baseline), in the same run. Prints figures; not a test.

    .venv/bin/python benchmarks/bench_catalogue_previews.py [--repeats 200]

Each line: CPU and wall time per call, median and p90, in milliseconds.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))


def _times(fn, repeats: int) -> tuple[list[float], list[float]]:
    fn()                                          # warm: imports, caches
    cpu, wall = [], []
    for _ in range(repeats):
        c0, w0 = time.process_time(), time.perf_counter()
        fn()
        cpu.append((time.process_time() - c0) * 1000)
        wall.append((time.perf_counter() - w0) * 1000)
    return cpu, wall


def _p90(xs: list[float]) -> float:
    return sorted(xs)[max(0, int(len(xs) * 0.9) - 1)]


def _line(label: str, cpu: list[float], wall: list[float]) -> str:
    return (f"{label:<64} cpu {statistics.median(cpu):7.3f} / {_p90(cpu):7.3f} ms   "
            f"wall {statistics.median(wall):7.3f} / {_p90(wall):7.3f} ms")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--repeats", type=int, default=200)
    n = ap.parse_args().repeats
    from assistant.games import catalogue as C
    from assistant.games.session import GameSession
    from assistant.games.setup import new_game
    from assistant.store.store import Store

    store = Store.open(":memory:")
    mac = GameSession(store, new_game(store, "macarthur_korea", setup="demo", seed=3))
    mcat = C.catalogue_of("macarthur")
    mg = mcat.open(mac)
    mac.do(mg.turns.turn_card(6))
    mac.do(mg.turns.move("Masan", "Chinju", 0, 2))
    luz = GameSession(store, new_game(store, "luzon", setup="printed", seed=3))
    lcat = C.catalogue_of("luzon")
    lg = lcat.open(luz)

    cases = [
        ("MacArthur battle odds at Chinju", lambda: mg.combat.battle_odds("Chinju"),
         lambda: C.preview(mcat, mcat.entry("battle"), mg, {"town": "Chinju"})),
        ("MacArthur reserve roll (chart)", lambda: mg.turns.reserve_roll_timing("blue"),
         lambda: C.preview(mcat, mcat.entry("roll_reserves"), mg, {"side": "blue"})),
        ("Luzon replacement roll odds", lambda: lg.reinforcement.replacement_preview(),
         lambda: C.preview(lcat, lcat.entry("roll_replacement"), lg, {})),
        ("Luzon defence of Manila 17.16", lambda: lg.restrictions.defence("17.16"),
         lambda: C.run(lcat, lcat.entry("defence"), lg, {"hex_label": "17.16"})),
        ("Luzon unit list for a form (every unit)", lambda: lg.forces(),
         lambda: lcat.choices(lg, "unit")),
    ]
    print(f"{n} calls each; median / p90")
    for label, bare, through in cases:
        print(_line(label + ": the method", *_times(bare, n)))
        print(_line(label + ": through the catalogue", *_times(through, n)))


if __name__ == "__main__":
    main()
