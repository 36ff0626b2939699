"""MacArthur battle odds: exact enumeration by (total, casualties) classes vs a naive loop over throws.

Prints figures; not a test. Run: python benchmarks/bench_battle.py
"""

from __future__ import annotations

import sys
import time
from itertools import product
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from assistant.games.macarthur.battle_dice import count_dice  # noqa: E402
from assistant.games.macarthur.battle_odds import odds, pair_table, side_distribution  # noqa: E402
from assistant.games.macarthur.battle_round import fight_round  # noqa: E402
from assistant.games.macarthur.battle_values import ATTACKER, DEFENDER, Battle  # noqa: E402
from assistant.games.macarthur.forces import AttackStack, Force  # noqa: E402


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
        side_distribution.cache_clear()
        pair_table.cache_clear()
        t0 = time.perf_counter()
        o = odds(b)
        t1 = time.perf_counter()
        ref = naive(b)
        t2 = time.perf_counter()
        total = sum(ref.values())
        rate = (t2 - t1) / total
        same = all(o.first_round[k] * total == v for k, v in ref.items())
        print(f"{o.attacker_dice}d vs {o.defender_dice}d: exact {1000 * (t1 - t0):8.1f} ms "
              f"(incl. refight chain)  naive {1000 * (t2 - t1):9.1f} ms  ratio {(t2 - t1) / (t1 - t0):7.1f}x  "
              f"same answer: {same}")
    b = Battle("korea", "blue", (AttackStack(Force(5, 0)),), Force(5, 0))
    side_distribution.cache_clear()
    pair_table.cache_clear()
    t0 = time.perf_counter()
    odds(b)
    t1 = time.perf_counter()
    print(f"5d vs 5d: exact {1000 * (t1 - t0):.1f} ms; the naive loop over 7776^2 = {7776 ** 2:,} joint throws "
          f"would take about {rate * 7776 ** 2:.0f} s at the measured rate")


if __name__ == "__main__":
    main()
