"""Saipan click-move (issue 22.7): the checked command a click on the map runs (shortest legal path, then
every check of ``move_stack``: MA, ZOC, phase) beside the unchecked placement it replaced (the referee's
correction), on the demo with a full map of sample units. CPU and wall time, median and p90, per command
(the change made, not applied).

Prints figures; not a test. Run: python benchmarks/bench_saipan_click_move.py
"""

from __future__ import annotations

import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from assistant.games.saipan.commands import SaipanGame  # noqa: E402
from assistant.games.saipan.units import Unit  # noqa: E402
from assistant.games.session import GameSession  # noqa: E402
from assistant.games.setup import new_game  # noqa: E402
from assistant.store.store import Store  # noqa: E402

RUNS = 60


def _game() -> SaipanGame:
    store = Store.open(":memory:")
    gid = new_game(store, "saipan", demo=True, seed=1)
    g = SaipanGame(GameSession(store, gid))
    g.session.do(g.sequence.tick("player1.assault"))          # the Japanese player-turn: they move
    for i in range(40):                                       # 40 more Japanese units spread over the north
        u = Unit(f"j-x{i}", "japanese", "infantry", f"x{i}", 4, 5, 6, 2, 2, 6, f"{20 + i % 10:02d}{5 + (i // 10) * 3:02d}")
        g.session.do(g.ground.add_unit(u))
    return g


def _time(fn) -> tuple[list[float], list[float]]:
    wall, cpu = [], []
    for _ in range(RUNS):
        w0, c0 = time.perf_counter(), time.process_time()
        fn()
        wall.append(time.perf_counter() - w0)
        cpu.append(time.process_time() - c0)
    return wall, cpu


def _line(name: str, wall: list[float], cpu: list[float]) -> str:
    def p90(xs):
        return sorted(xs)[int(0.9 * (len(xs) - 1))]
    return (f"{name:34s} wall median {1000 * statistics.median(wall):6.2f} ms  p90 {1000 * p90(wall):6.2f} ms   "
            f"cpu median {1000 * statistics.median(cpu):6.2f} ms  p90 {1000 * p90(cpu):6.2f} ms")


def main() -> None:
    g = _game()
    print(f"Saipan demo + 40 units ({len(g.units())} ground units), {RUNS} runs each")
    checked = _time(lambda: g.movement.move_units(["j-snlf"], "1723"))       # 3 hexes by the shortest path
    print(_line("checked click-move (move_units)", *checked))
    baseline = _time(lambda: g.movement.correct_units(["j-snlf"], "1723"))  # the unchecked placement
    print(_line("unchecked placement (baseline)", *baseline))
    print(f"the checks cost {statistics.median(checked[0]) / statistics.median(baseline[0]):.1f}x the unchecked "
          "placement's wall time")


if __name__ == "__main__":
    main()
