"""MacArthur battle odds: exact enumeration by (total, casualties) classes vs a naive loop over throws.

Prints figures; not a test. Run: python benchmarks/bench_battle.py

Each figure is the wall and CPU time, median and p90, over several runs (the exact odds with their
caches cleared before each run, as for a new battle), see ``timing.py``.
"""

from __future__ import annotations

import sys
from itertools import product
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from assistant.games.macarthur.battle_dice import count_dice  # noqa: E402
from assistant.games.macarthur.battle_odds import odds, pair_table, side_distribution  # noqa: E402
from assistant.games.macarthur.battle_round import fight_round  # noqa: E402
from assistant.games.macarthur.battle_values import ATTACKER, DEFENDER, Battle  # noqa: E402
from assistant.games.macarthur.forces import AttackStack, Force  # noqa: E402

sys.path.insert(0, str(Path(__file__).resolve().parent))
import timing  # noqa: E402


def clear() -> None:
    side_distribution.cache_clear()
    pair_table.cache_clear()


def naive(b: Battle) -> dict[str, int]:
    a_n, d_n = count_dice(b, ATTACKER).dice, count_dice(b, DEFENDER).dice
    out: dict[str, int] = {}
    for a in product(range(1, 7), repeat=a_n):
        for d in product(range(1, 7), repeat=d_n):
            k = fight_round(b, a, d).outcome
            out[k] = out.get(k, 0) + 1
    return out


def main() -> None:
    rate = 0.0
    for n in (2, 3):
        b = Battle("korea", "blue", (AttackStack(Force(n, 2)),), Force(n - 1, 2))
        clear()
        o = odds(b)
        t_exact = timing.run(lambda b=b: odds(b), repeat=15, setup=clear)
        ref = naive(b)
        t_naive = timing.run(lambda b=b: naive(b), repeat=5 if n == 2 else 1)  # 4d vs 3d: 17 s of CPU a run
        total = sum(ref.values())
        rate = t_naive.cpu_med / total
        same = all(o.first_round[k] * total == v for k, v in ref.items())
        print(t_exact.line(f"{o.attacker_dice}d vs {o.defender_dice}d exact (incl. refight chain)"))
        print(t_naive.line(f"{o.attacker_dice}d vs {o.defender_dice}d naive loop over throws"))
        print(f"   ratio (medians) wall {t_naive.med / t_exact.med:7.1f}x  cpu "
              f"{t_naive.cpu_med / t_exact.cpu_med:7.1f}x  same answer: {same}")
    b = Battle("korea", "blue", (AttackStack(Force(5, 0)),), Force(5, 0))
    t5 = timing.run(lambda: odds(b), repeat=7, setup=clear)
    print(t5.line("5d vs 5d exact"))
    print(f"   the naive loop over 7776^2 = {7776 ** 2:,} joint throws would take about "
          f"{rate * 7776 ** 2:.0f} s of CPU at the measured rate")


if __name__ == "__main__":
    main()
