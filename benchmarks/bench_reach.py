"""Benchmark the reachable area on select (issue 17, item 6: walk + run within 8 ms). Prints figures; not a test.

    .venv/bin/python benchmarks/bench_reach.py [--repeat N]

What the window does when the referee selects a figure: `reach` at walk and at run (the board draws
both). First the ground raster the searches read, built once per terrain edit (so the first select
after an edit pays it): scanlines against shapely point by point, and that first select whole. For each of several demo figures (jungle, road, clearing, the tank, and one added beside the
river, where a walk may wade and a run may not, so the walk needs its own search), the fast search
and the plain one (``search="reference"``) run interleaved in the same process, each select cold
(the kept run search dropped, the per-terrain raster kept: it is built once per terrain edit).
Then every figure of the demo table once (CPU time, fast against plain). Then the areas: fast against
plain (the same cells where the search runs; where the fast one answers with the exact disc, the
plain raster's staircase differs from it), against the same row search on a 4x finer raster (0.05"
cells), and on open ground against the exact disc. Medians and p90 over the repeats;
the machine is shared, so read the ratio as much as the times.
"""

from __future__ import annotations

import argparse
import math
import os
import statistics
import sys
import time
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from assistant.games.bataan.table import Figure, Table, TerrainFeature  # noqa: E402
from assistant.games.bataan.table import reach as R  # noqa: E402
from assistant.games.bataan.table.tablefile import load_table  # noqa: E402
from assistant.games.bataan.table.terrain import RIVER  # noqa: E402

sys.path.insert(0, str(Path(__file__).resolve().parent))
from bench_table import extra_shapes  # noqa: E402

DEMO = Path(__file__).resolve().parents[1] / "resources" / "scenarios" / "bataan_demo_table.json"
TARGET_MS = 8.0
FIGURES = ("JP1-5", "JP2-3", "JP3-6", "US1-1", "US2-4", "US3-2", "US4-3", "WADER")


def demo_table() -> Table:
    """The demo table with 60 terrain shapes (as bench_table) and one more figure 1" from the river."""
    t = load_table(DEMO).table
    base = list(t.features)
    t.set_features(base + extra_shapes(60 - len(base)))
    xs = np.linspace(0, t.width_in, 2401)
    river = np.flatnonzero(t.terrain.ground_at(xs, np.full_like(xs, 30.0)) == RIVER)
    t.put_figure(Figure("WADER", "japanese", 1, "rifleman", float(xs[river[0]] - 1.0), 30.0))
    return t


def select(t: Table, fid: str, search: str):
    """What selecting ``fid`` computes: walk and run (cold: no run search kept from before)."""
    t.terrain.cache.pop(R._SHARED, None)
    return R.reach(t, fid, "walk", search=search), R.reach(t, fid, "run", search=search)


def p90(xs):
    return float(np.percentile(xs, 90))


def bench_raster(t: Table, repeat: int) -> None:
    """The ground raster, built once per terrain (the first select after a terrain edit pays it):
    scanlines against shapely point by point, same run, same answer."""
    t.terrain.regions
    fast, ref = [], []
    for _ in range(max(3, repeat // 3)):
        t.terrain.cache.clear()
        t0 = time.perf_counter()
        a = R.ground_raster(t.terrain, R.CELL_IN)
        fast.append((time.perf_counter() - t0) * 1e3)
        t0 = time.perf_counter()
        b = R.reference_ground_raster(t.terrain, R.CELL_IN)
        ref.append((time.perf_counter() - t0) * 1e3)
    same = bool((a[0] == b[0]).all() and (a[1] == b[1]).all())
    n = a[0].size
    print(f"ground raster of the whole table ({n:,} cells of {R.CELL_IN}\", once per terrain edit): scanlines "
          f"median {statistics.median(fast):.1f} ms (p90 {p90(fast):.1f}) | shapely per point median "
          f"{statistics.median(ref):.1f} ms (p90 {p90(ref):.1f}) | {statistics.median(ref) / statistics.median(fast):.0f}x"
          f" | identical: {'yes' if same else 'NO'}")
    # the first select after an edit: the raster and the search (the terrain's regions are shared by
    # every answer, built before)
    fast, ref = [], []
    for _ in range(max(3, repeat // 3)):
        t.terrain.cache.clear()
        t0 = time.perf_counter()
        select(t, "US1-1", "fast")
        fast.append((time.perf_counter() - t0) * 1e3)
        t.terrain.cache.clear()
        t0 = time.perf_counter()
        t.terrain.cache[("ground_raster", R.CELL_IN)] = R.reference_ground_raster(t.terrain, R.CELL_IN)
        select(t, "US1-1", "reference")
        ref.append((time.perf_counter() - t0) * 1e3)
    print(f"first select after a terrain edit (US1-1, raster + walk + run): fast median {statistics.median(fast):.1f}"
          f" ms (p90 {p90(fast):.1f}) | before median {statistics.median(ref):.1f} ms (p90 {p90(ref):.1f})")


def how(r) -> str:
    """How the fast reach answered: the exact disc, or the search."""
    return "disc" if any("exact disc" in line for line in r.ruling) else "search"


def bench_select(t: Table, repeat: int) -> None:
    """Each select timed as wall time and as this process's CPU time: on a shared machine the wall
    time also counts the time other processes held the CPU; on an idle one the two agree."""
    wall_f, wall_r, cpu_f, cpu_r = [], [], [], []
    print(f"{'figure':7} {'ground':8} {'walk / run':14} {'walk from run':13} {'fast: wall med / p90, CPU med':>30} "
          f"{'plain: wall med / p90, CPU med':>31} {'ratio':>6}  fast vs plain, symmetric difference (walk, run)")
    for fid in FIGURES:
        select(t, fid, "fast")
        wf, wr, cf, cr = [], [], [], []
        for _ in range(repeat):
            for search, wall, cpu in (("fast", wf, cf), ("reference", wr, cr)):
                t0, c0 = time.perf_counter(), time.process_time()
                got = select(t, fid, search)
                wall.append((time.perf_counter() - t0) * 1e3)
                cpu.append((time.process_time() - c0) * 1e3)
                if search == "fast":
                    a = got
                else:
                    b = got
        wall_f += wf
        wall_r += wr
        cpu_f += cf
        cpu_r += cr
        f = t.figure(fid)
        ground = ("river", "stream", "road", "swamp", "clearing", "jungle")[int(t.terrain.ground_at(f.x, f.y))]
        walk_win = R._window(R.ground_raster(t.terrain, R.CELL_IN)[0], f, R.ALLOWANCE_IN["walk"], R.CELL_IN)
        shared = how(a[0]) == "search" and R._walk_from_run(t, f, R.CELL_IN, walk_win) is not None
        diffs = [x.area.symmetric_difference(y.area).area for x, y in zip(a, b)]
        print(f"{fid:7} {ground:8} {how(a[0]) + ' / ' + how(a[1]):14} {'yes' if shared else 'no':13} "
              f"{statistics.median(wf):7.2f} / {p90(wf):6.2f}, {statistics.median(cf):6.2f} ms "
              f"{statistics.median(wr):7.1f} / {p90(wr):6.1f}, {statistics.median(cr):6.1f} ms "
              f"{statistics.median(cr) / statistics.median(cf):5.1f}x  {diffs[0]:.1e}, {diffs[1]:.1e} sq in")
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    print(f"select (walk + run), all figures, load average {load:.1f} on {os.cpu_count()} CPUs:")
    for name, fast, ref in (("wall", wall_f, wall_r), ("CPU ", cpu_f, cpu_r)):
        med, q = statistics.median(fast), p90(fast)
        print(f"  {name}: fast median {med:.2f} ms, p90 {q:.2f} ms | plain median {statistics.median(ref):.1f} ms, "
              f"p90 {p90(ref):.1f} ms | target < {TARGET_MS:g} ms: {'met' if med < TARGET_MS else 'NOT met'} "
              f"(median), {'met' if q < TARGET_MS else 'not met'} (p90)")


def bench_every_figure(t: Table, repeat: int) -> None:
    """Every figure on the demo table selected in turn (cold), fast (median of a few) and plain (once)."""
    ids = sorted(t._figures)
    kinds: dict[str, int] = {}
    wall_f, cpu_f, cpu_r = [], [], []
    for fid in ids:
        select(t, fid, "fast")
        w, c = [], []
        for _ in range(max(1, repeat // 5)):
            t0, c0 = time.perf_counter(), time.process_time()
            a = select(t, fid, "fast")
            w.append((time.perf_counter() - t0) * 1e3)
            c.append((time.process_time() - c0) * 1e3)
        wall_f.append(statistics.median(w))
        cpu_f.append(statistics.median(c))
        c0 = time.process_time()
        select(t, fid, "reference")
        cpu_r.append((time.process_time() - c0) * 1e3)
        k = f"{how(a[0])}/{how(a[1])}"
        kinds[k] = kinds.get(k, 0) + 1
    over = sum(x >= TARGET_MS for x in cpu_f)
    print(f"every figure of the demo table ({len(ids)}; walk/run answered by {kinds}): fast CPU median "
          f"{statistics.median(cpu_f):.2f} ms, p90 {p90(cpu_f):.2f}, max {max(cpu_f):.2f} ({over} at or over "
          f"{TARGET_MS:g} ms), wall median {statistics.median(wall_f):.2f} ms | plain CPU median "
          f"{statistics.median(cpu_r):.1f} ms, p90 {p90(cpu_r):.1f}, max {max(cpu_r):.1f}")


def bench_accuracy(t: Table) -> None:
    print("area on select (fast, 0.2\" cells) against the same row search on a 4x finer raster (0.05\" cells):")
    for fid in FIGURES:
        for mode in ("walk", "run"):
            r = R.reach(t, fid, mode)
            fine = R.reach(t, fid, mode, cell_in=0.05, search="rows")
            diff = r.area.symmetric_difference(fine.area).area
            print(f"  {fid:6} {mode:4} ({how(r):6}): {r.area.area:6.1f} sq in vs {fine.area.area:6.1f} "
                  f"({100 * (r.area.area / fine.area.area - 1):+.1f} %, symmetric difference "
                  f"{100 * diff / fine.area.area:.1f} %)")
    open_t = Table(40, 40, [TerrainFeature.area_feature("c", "clearing", [(0, 0), (40, 0), (40, 40), (0, 40)])],
                   [Figure("a", "japanese", 1, "rifleman", 20, 20)])
    for mode, allowance in (("walk", 4.0), ("run", 8.0)):
        disc = math.pi * allowance ** 2
        parts = []
        for search, cell in (("fast", 0.2), ("rows", 0.2), ("rows", 0.1), ("reference", 0.2)):
            a = R.reach(open_t, "a", mode, cell_in=cell, search=search).area.area
            parts.append(f"{search} {cell}\" {a:.2f} ({100 * (a / disc - 1):+.2f} %)")
        print(f"open ground, {mode} {allowance:g}\", exact disc {disc:.2f} sq in: " + " | ".join(parts))


def main(argv=None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--repeat", type=int, default=15)
    args = ap.parse_args(argv)
    t = demo_table()
    bench_raster(t, args.repeat)
    bench_select(t, args.repeat)
    bench_every_figure(t, args.repeat)
    bench_accuracy(t)


if __name__ == "__main__":
    main()
