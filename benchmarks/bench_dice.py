"""Benchmark the dice engine: exact odds against exact enumeration, and against naive sampling.

Run: ``python benchmarks/bench_dice.py [--samples 1000000]``. Prints figures; asserts nothing. Every
time is printed as wall and CPU, median and p90 (see ``timing.py``).

1. The exact 5d6 matched-set distribution (MacArthur casualties) three ways: the closed form used by
   ``outcomes`` (distinct-face counts), the multiset enumeration (252 sorted throws with their
   multinomial weights) and brute force over all 7,776 ordered throws. The headline ratio is the
   closed form against brute-force enumeration (both exact).
1b. Issue 25: a new keep-highest / keep-lowest pool's exact odds the first time they are asked for
   (``outcomes`` with its cache cleared), 8d20kh1..kh7 and 8d20kl3: the order-statistics count used
   now against the multiset enumeration it replaced (3.1 million sorted throws for 8d20).
2. Naive sampling with ``roll`` from a seeded ``DiceStream``: the max error against the exact odds as
   the sample grows, how many rolls it took to get below 1e-3 and how long, and the ratio of that
   time to the exact answer.
3. Seeking (issue 17 item 1): ``DiceStream.resume(seed, p)`` then one die, for p = 10^3 .. 10^12, the
   seekable ``blake2b-ctr`` stream against stepping the ``mt19937`` stream there (stepping only up to
   ``--step-max``, where it still finishes), medians in the same run; and the cost of one die of each kind.
   Stepping from zero is the worst case for the Mersenne stream, so beside it: the Mersenne stream
   restored from a saved state (``random.setstate``) a few rolls back (100 dice), what a program that
   keeps the generator's state would do instead of seeking. ``--seek-only`` runs just this part.
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

sys.path.insert(0, str(Path(__file__).resolve().parent))
import timing  # noqa: E402


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
    print("   (step = from zero; saved = setstate of the Mersenne state 100 dice back, then step 100)")
    print(f"{'position':>18} {'seek':>12} {'saved':>12} {'step':>12} {'step / seek':>12}")
    for e in range(3, 13):
        p = 10**e
        t_seek = median_of(lambda: dice.DiceStream.resume(7, p).die(6), repeat=21)
        saved_txt = f"{'':>12}"
        if p <= dice.MAX_POSITION:
            back = dice.DiceStream.resume(7, p - 100, dice.MERSENNE)
            state = back._rng.getstate()

            def from_saved(state=state, p=p):
                s = dice.DiceStream(7, dice.MERSENNE)
                s._rng.setstate(state)
                s._position = p - 100
                s.skip(100)
                return s.die(6)

            assert from_saved() == dice.DiceStream.resume(7, p, dice.MERSENNE).die(6)
            saved_txt = f"{median_of(from_saved, repeat=21) * 1e6:9.1f} us"
        if p <= step_max:
            t_step = median_of(lambda: dice.DiceStream.resume(7, p, dice.MERSENNE).die(6),
                               repeat=7 if p <= 10**6 else 3)
            step = f"{t_step * 1e3:9.3f} ms {t_step / t_seek:11,.0f}x"
        else:
            step = f"{'(refused)' if p > dice.MAX_POSITION else '(skipped)':>12}"
        print(f"{p:>18,} {t_seek * 1e6:9.1f} us {saved_txt} {step}")
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
    print("== exact distribution of 5d6m (matched sets, 7,776 throws), per call ==")
    t_closed_t = timing.run(lambda: exact_closed_form(pool), repeat=200)
    t_multi_t = timing.run(lambda: dice._enumerate_multisets(pool), repeat=50)
    t_brute_t = timing.run(lambda: dice.enumerate_outcomes(pool), repeat=15)
    print(t_closed_t.line("closed form (outcomes, cache cleared)"))
    print(t_multi_t.line("multiset enumeration (252 throws)"))
    print(t_brute_t.line("brute force (7,776 ordered throws)"))
    t_closed, t_brute = t_closed_t.med, t_brute_t.med
    print(f"HEADLINE: exact closed form is {t_brute / t_closed:,.0f}x faster than exact brute-force "
          f"enumeration (wall medians; CPU medians {t_brute_t.cpu_med / t_closed_t.cpu_med:,.0f}x)")
    for v, p in exact.items():
        print(f"   {v}: {str(p):>9}  = {float(p):.6f}")

    print("\n== issue 25: a new keep pool's exact odds, first time (cache cleared); goal < 50 ms ==")
    for text in ("8d20kh1", "8d20kh2", "8d20kh3", "8d20kh5", "8d20kh7", "8d20kl3", "20d20kh10"):
        kp = dice.parse(text)

        def first(kp=kp):
            dice._outcomes_cached.cache_clear()
            dice.outcomes(kp)

        t_new = timing.run(first, repeat=9)
        print(t_new.line(f"{text:<9} order statistics (outcomes)"))
        if text == "8d20kh3":
            t_old = timing.run(lambda kp=kp: dice._enumerate_multisets(kp), repeat=3)
            print(t_old.line(f"{text:<9} multiset enumeration (before)"))
            print(f"   -> {t_old.med / t_new.med:,.0f}x (brute force would list 20**8 = 25.6e9 throws)")

    print("\n== other exact distributions, first time (cache cleared) ==")
    for text in ("2d6", "3d6#>=5", "2d6kh1", "4d6kh3", "10d6m", "100d6", "100d6#>=5", "d10+2[1,10]"):
        p = dice.parse(text)

        def run(p=p):
            dice._outcomes_cached.cache_clear()
            dice.outcomes(p)

        print(timing.run(run, repeat=25).line(text))

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
