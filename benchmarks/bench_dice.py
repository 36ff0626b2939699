"""Benchmark the dice engine: exact odds against enumeration and against naive sampling.

Run: ``python benchmarks/bench_dice.py [--samples 1000000]``. Prints figures; asserts nothing.

1. The exact 5d6 matched-set distribution (MacArthur casualties) three ways: the closed form used by
   ``outcomes`` (distinct-face counts), the multiset enumeration (252 sorted throws with their
   multinomial weights) and brute force over all 7,776 ordered throws.
2. Naive sampling with ``roll`` from a seeded ``DiceStream``: the max error against the exact odds as
   the sample grows, how many rolls it took to get below 1e-3 and how long, and the ratio of that
   time to the exact answer.
3. Seeking (issue 17 item 1): ``DiceStream.resume(seed, p)`` then one die, for p = 10^3 .. 10^12, the
   seekable ``blake2b-ctr`` stream against stepping the ``mt19937`` stream there (stepping only up to
   ``--step-max``, where it still finishes), medians in the same run; and the cost of one die of each kind.
   ``--seek-only`` runs just this part.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from assistant.core import dice  # noqa: E402


def best_of(fn, repeat: int = 7, number: int = 1) -> float:
    """Best per-call time in seconds over ``repeat`` runs of ``number`` calls."""
    times = []
    for _ in range(repeat):
        t0 = time.perf_counter()
        for _ in range(number):
            fn()
        times.append((time.perf_counter() - t0) / number)
    return min(times)


def median_of(fn, repeat: int) -> float:
    times = []
    for _ in range(repeat):
        t0 = time.perf_counter()
        fn()
        times.append(time.perf_counter() - t0)
    return statistics.median(times)


def seeking(step_max: int) -> None:
    print("== resume(seed, p) then one d6: seekable (blake2b-ctr) vs stepping (mt19937), medians ==")
    print(f"{'position':>18} {'seek':>12} {'step':>12} {'step / seek':>12}")
    for e in range(3, 13):
        p = 10**e
        t_seek = median_of(lambda: dice.DiceStream.resume(7, p).die(6), repeat=21)
        if p <= step_max:
            t_step = median_of(lambda: dice.DiceStream.resume(7, p, dice.MERSENNE).die(6),
                               repeat=7 if p <= 10**6 else 3)
            step = f"{t_step * 1e3:9.3f} ms {t_step / t_seek:11,.0f}x"
        else:
            step = f"{'(refused)' if p > dice.MAX_POSITION else '(skipped)':>12}"
        print(f"{p:>18,} {t_seek * 1e6:9.1f} us {step}")
    n = 200_000
    for kind in dice.STREAM_KINDS:
        stream = dice.DiceStream(7, kind)
        t = median_of(lambda: stream.dice(n, 6), repeat=5) / n
        print(f"one d6 drawn in a run, {kind:<12} {t * 1e6:7.3f} us")


def exact_closed_form(pool):
    dice._outcomes_cached.cache_clear()
    return dice.outcomes(pool)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--samples", type=int, default=1_000_000, help="largest naive sample")
    ap.add_argument("--target", type=float, default=1e-3, help="max error the sampler must reach")
    ap.add_argument("--step-max", type=int, default=10**7,
                    help="largest position the Mersenne stream is stepped to (it refuses above 10,000,000)")
    ap.add_argument("--seek-only", action="store_true", help="only the seeking figures")
    args = ap.parse_args()
    if args.seek_only:
        print(f"Python {sys.version.split()[0]}")
        seeking(args.step_max)
        return

    pool = dice.parse("5d6m")
    exact = exact_closed_form(pool)
    assert exact == dice.enumerate_outcomes(pool)

    print(f"Python {sys.version.split()[0]}")
    print("== exact distribution of 5d6m (matched sets, 7,776 throws) ==")
    t_closed = best_of(lambda: exact_closed_form(pool), repeat=7, number=50)
    t_multi = best_of(lambda: dice._enumerate_multisets(pool), repeat=5, number=10)
    t_brute = best_of(lambda: dice.enumerate_outcomes(pool), repeat=5, number=2)
    print(f"closed form (outcomes, cache cleared)  {t_closed * 1e3:9.3f} ms")
    print(f"multiset enumeration (252 throws)      {t_multi * 1e3:9.3f} ms")
    print(f"brute force (7,776 ordered throws)     {t_brute * 1e3:9.3f} ms   (target < 20 ms)")
    for v, p in exact.items():
        print(f"   {v}: {str(p):>9}  = {float(p):.6f}")

    print("\n== other exact distributions ==")
    for text in ("2d6", "3d6#>=5", "2d6kh1", "4d6kh3", "10d6m", "100d6", "100d6#>=5", "d10+2[1,10]"):
        p = dice.parse(text)

        def run(p=p):
            dice._outcomes_cached.cache_clear()
            dice.outcomes(p)

        print(f"{text:<14} {best_of(run, repeat=5, number=5) * 1e3:9.3f} ms")

    print(f"\n== naive sampling of 5d6m with roll(): max error vs exact, target {args.target:g} ==")
    stream = dice.DiceStream(20240601)
    counts: Counter[int] = Counter()
    n = 0
    checkpoints = [c for c in (10_000, 30_000, 100_000, 300_000, 1_000_000, 3_000_000) if c <= args.samples]
    if not checkpoints or checkpoints[-1] != args.samples:
        checkpoints.append(args.samples)
    reached = None
    t0 = time.perf_counter()
    for cp in checkpoints:
        while n < cp:
            counts[dice.roll(pool, stream).value] += 1
            n += 1
        elapsed = time.perf_counter() - t0
        err = max(abs(counts[v] / n - float(p)) for v, p in exact.items())
        print(f"{n:>10,} rolls  {elapsed:8.3f} s  max error {err:.5f}")
        if reached is None and err < args.target:
            reached = (n, elapsed)
    rate = n / (time.perf_counter() - t0)
    print(f"sampling rate {rate:,.0f} rolls/s")
    worst = max(float(p) * (1 - float(p)) for p in exact.values())
    # 99 % sure every one of the 5 values is within the target (Bonferroni: z = 2.878)
    z = statistics.NormalDist().inv_cdf(1 - 0.01 / (2 * len(exact)))
    need = int(z * z * worst / args.target**2) + 1
    print(f"rolls needed to be 99 % sure of max error < {args.target:g}: {need:,} "
          f"(about {need / rate:.1f} s at this rate)")
    if reached:
        n_r, t_r = reached
        print(f"this run first got below {args.target:g} at {n_r:,} rolls after {t_r:.3f} s "
              f"({t_r / t_closed:,.0f}x the exact closed form)")
    print(f"ratio: sampling to the target / exact closed form = {need / rate / t_closed:,.0f}x "
          f"(vs brute-force enumeration: {need / rate / t_brute:,.0f}x)")
    print()
    seeking(args.step_max)


if __name__ == "__main__":
    main()
