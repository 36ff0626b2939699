"""Benchmark the miniatures-table rules (prints figures; not a timed test).

    /work/venv/bin/python benchmarks/bench_table.py

1. Sight matrix American x Japanese on the demo forces (24 x 176, 5' x 10'), 40 and 60 terrain
   shapes: the per-pair ``LineString.intersection(jungle).length`` loop against the kernels, in
   the same run; the answers (visible, too close to call) must be identical.
2. A full rules pass (command of all, sight matrix with target orderings, contacts, spotting);
   one dragged figure's queries; the full pass at 1,000 figures (checked against the loop on
   sampled rows).
3. Reachable area: time per walk/run, and area against a 4x finer raster of the same search and
   against the exact disc on open ground.
"""

from __future__ import annotations

import math
import statistics
import sys
import time
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from assistant.core.table import Figure, Table, TerrainFeature  # noqa: E402
from assistant.core.table.measure import command_status, contacts, spotting  # noqa: E402
from assistant.core.table.reach import reach  # noqa: E402
from assistant.core.table.sight import (clearance_field, jungle_tiles, reference_sight_matrix,  # noqa: E402
                                        sight_matrix)
from assistant.core.table.tablefile import load_table  # noqa: E402
from assistant.core.table.targets import rules_pass, targets  # noqa: E402

DEMO = Path(__file__).resolve().parents[1] / "resources" / "scenarios" / "bataan_demo_table.json"


def timed(fn, repeat=30):
    """(median ms, best ms, last result)."""
    out, times = None, []
    for _ in range(repeat):
        t0 = time.perf_counter()
        out = fn()
        times.append((time.perf_counter() - t0) * 1e3)
    return statistics.median(times), min(times), out


def extra_shapes(count: int, seed: int = 5):
    rnd = np.random.default_rng(seed)
    feats = []
    for k in range(count):
        x, y = rnd.uniform(20, 95), rnd.uniform(0, 60)
        if k % 3 == 0:
            feats.append(TerrainFeature.line_feature(f"x-path-{k}", "path",
                                                     [(x, y), (x + rnd.uniform(-8, 8), y + rnd.uniform(-8, 8)),
                                                      (x + rnd.uniform(-12, 12), y + rnd.uniform(-12, 12))], 1.2))
        else:
            n = 9
            r = rnd.uniform(1.5, 4.5)
            pts = [(x + r * rnd.uniform(0.7, 1.2) * math.cos(2 * math.pi * i / n),
                    y + r * rnd.uniform(0.7, 1.2) * math.sin(2 * math.pi * i / n)) for i in range(n)]
            feats.append(TerrainFeature.area_feature(f"x-area-{k}", "clearing" if k % 2 else "swamp", pts))
    return feats


def demo_with(shapes: int) -> Table:
    t = load_table(DEMO).table
    base = list(t.features)
    t.set_features(base + extra_shapes(shapes - len(base)))
    return t


def sides(t):
    arr = t.arrays()
    return np.flatnonzero(arr.alive & ~arr.japanese), np.flatnonzero(arr.alive & arr.japanese)


def bench_sight(shapes: int) -> None:
    t = demo_with(shapes)
    us, jp = sides(t)
    t0 = time.perf_counter()
    clearance_field(t.terrain)
    jungle_tiles(t.terrain)
    build = (time.perf_counter() - t0) * 1e3
    t0 = time.perf_counter()
    vis, close = reference_sight_matrix(t, us, jp)
    ref = (time.perf_counter() - t0) * 1e3
    med, best, m = timed(lambda: sight_matrix(t, us, jp))
    assert (m.visible == vis).all() and (m.too_close == close).all(), "kernel answers differ from the loop"
    print(f"sight {len(us)}x{len(jp)}, {len(t.features)} shapes: per-pair loop {ref:8.1f} ms | kernels median "
          f"{med:.2f} ms (best {best:.2f}) | ratio {ref / med:5.0f}x | identical answers "
          f"({int(vis.sum())} visible, {int(close.sum())} flagged) | stages {m.stats} | "
          f"per-terrain build {build:.0f} ms")


def bench_pass() -> None:
    t = demo_with(60)
    rules_pass(t)
    med, best, rp = timed(lambda: rules_pass(t))
    print(f"full rules pass, 200 figures, 60 shapes: median {med:.2f} ms (best {best:.2f}); target < 5 ms")

    # one dragged figure: its new place, then everything that depends on it
    fid = "JP1-1"     # an officer: his move changes others' command too
    xs = np.linspace(20, 70, 31)
    k = [0]

    def drag():
        x = xs[k[0] % len(xs)]
        k[0] += 1
        t.move_figure(fid, float(x), 20.0)
        arr = t.arrays()
        i = arr.index[fid]
        us = np.flatnonzero(arr.alive & ~arr.japanese)
        return (command_status(t), sight_matrix(t, [i], us), targets(t, fid), contacts(t, fid))

    med, best, _ = timed(drag, repeat=31)
    print(f"one dragged figure (move + command of all + its sight row + its targets + its contacts): "
          f"median {med:.2f} ms (best {best:.2f}); target < 8 ms")
    fid = "US3-2"
    def drag_us():
        x = xs[k[0] % len(xs)] + 30
        k[0] += 1
        t.move_figure(fid, float(x), 30.0)
        arr = t.arrays()
        i = arr.index[fid]
        jp = np.flatnonzero(arr.alive & arr.japanese)
        return (sight_matrix(t, [i], jp), targets(t, fid), contacts(t, fid), spotting(t))
    med, best, _ = timed(drag_us, repeat=31)
    print(f"one dragged American (move + sight row + targets + contacts + spotting): median {med:.2f} ms "
          f"(best {best:.2f})")


def bench_thousand() -> None:
    t = demo_with(60)
    rnd = np.random.default_rng(11)
    figs = [Figure(f"U{k}", "american", 1 + k % 4, "rifleman", *rnd.uniform([24, 0], [120, 60])) for k in range(120)]
    for k in range(880):
        role = "officer" if k % 20 == 0 else "rifleman"
        figs.append(Figure(f"J{k}", "japanese", 1 + k % 4, role, *rnd.uniform([0, 0], [96, 60])))
    t2 = Table(t.width_in, t.height_in, t.features, figs)
    rules_pass(t2)
    med, best, rp = timed(lambda: rules_pass(t2), repeat=10)
    us, jp = sides(t2)
    rows = us[:: 12]
    vis, close = reference_sight_matrix(t2, rows, jp)
    pick = np.searchsorted(us, rows)
    assert (rp.visible[pick] == vis).all() and (rp.too_close[pick] == close).all()
    print(f"full rules pass, 1,000 figures (120 x 880 sight lines): median {med:.1f} ms (best {best:.1f}); "
          f"target < 50 ms; {len(rows)} rows checked against the loop: identical; stages {rp.stats}")


def bench_reach() -> None:
    t = demo_with(60)
    for fid in ("JP1-5", "JP3-6", "US1-1", "US3-2"):
        for mode in ("walk", "run"):
            reach(t, fid, mode)
            med, best, r = timed(lambda: reach(t, fid, mode), repeat=5)
            fine = reach(t, fid, mode, cell_in=0.05)
            diff = r.area.symmetric_difference(fine.area).area
            print(f"reach {fid:6} {mode:4}: {med:6.1f} ms at 0.2\" cells | area {r.area.area:6.1f} vs "
                  f"{fine.area.area:6.1f} sq in at 0.05\" ({100 * (r.area.area / fine.area.area - 1):+.1f} %, "
                  f"symmetric difference {100 * diff / fine.area.area:.1f} %)")
    open_t = Table(40, 40, [TerrainFeature.area_feature("c", "clearing", [(0, 0), (40, 0), (40, 40), (0, 40)])],
                   [Figure("a", "japanese", 1, "rifleman", 20, 20)])
    for cell in (0.2, 0.1):
        a = reach(open_t, "a", "run", cell_in=cell).area.area
        print(f"reach on open ground, run 8\": {a:.2f} sq in at {cell}\" cells vs exact disc {math.pi * 64:.2f} "
              f"({100 * (a / (math.pi * 64) - 1):+.1f} %)")


if __name__ == "__main__":
    bench_sight(40)
    bench_sight(60)
    bench_pass()
    bench_thousand()
    bench_reach()
