"""Benchmark the miniatures-table rules (prints figures; not a timed test).

    /work/venv/bin/python benchmarks/bench_table.py

1. Sight matrix American x Japanese on the demo forces (24 x 176, 5' x 10'), 40 and 60 terrain
   shapes: the per-pair ``LineString.intersection(jungle).length`` loop against the kernels, in
   the same run (kernels timed cold: per-figure and per-pair caches dropped before each repeat);
   the answers (visible, too close to call) must be identical. Also the exact numpy kernel alone
   against per-line shapely on the same segments, and the fan kernel against it on the 1,000-figure lines.
2. A full rules pass (command of all, sight matrix with target orderings, contacts, spotting),
   cold (every figure as if it had moved) and after one figure moved (the interactive case);
   one dragged figure's queries; the same at 1,000 figures (checked against the loop on sampled rows).
   And at 5,000 figures (issue 25), cold and after a move, beside a numpy all-pairs floor: the cold pass
   checked against exact lengths on every 25th row and the loop on 3 rows, then its parts one by one
   (CPU) and the floors of the sight stages left (the coarse test whole-array, the first bound stage's
   raster reads alone).
All times are medians over repeats, each followed by wall and CPU median and p90 (the machine is shared:
under load wall time triples, CPU time does not).
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
from shapely.geometry import LineString

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from assistant.games.bataan.table import Figure, Table, TerrainFeature  # noqa: E402
from assistant.games.bataan.table.measure import command_status, contacts, spotting  # noqa: E402
from assistant.games.bataan.table.clearance import fine_clearance  # noqa: E402
from assistant.games.bataan.table.reach import reach  # noqa: E402
from assistant.games.bataan.table.segments import fan_edges, fan_lengths, segment_index  # noqa: E402
from assistant.games.bataan.table.sight import clearance_field, reference_sight_matrix, sight_matrix  # noqa: E402
from assistant.games.bataan.table.tablefile import load_table  # noqa: E402
from assistant.games.bataan.table.targets import rules_pass, targets  # noqa: E402

DEMO = Path(__file__).resolve().parents[1] / "resources" / "scenarios" / "bataan_demo_table.json"


CPU: list[str] = []   # the CPU figures of every timed() call, printed after the line it belongs to


def timed(fn, repeat=30):
    """(median wall ms, best wall ms, last result); the CPU median and p90 and the wall p90 are
    printed by the caller's next ``report()``."""
    out, times, cpu = None, [], []
    for _ in range(repeat):
        c0, t0 = time.process_time(), time.perf_counter()
        out = fn()
        times.append((time.perf_counter() - t0) * 1e3)
        cpu.append((time.process_time() - c0) * 1e3)
    s, c = sorted(times), sorted(cpu)
    p90 = lambda v: v[min(len(v) - 1, round(0.9 * (len(v) - 1)))]  # noqa: E731
    CPU.append(f"wall med {statistics.median(s):.2f} p90 {p90(s):.2f} ms | cpu med {statistics.median(c):.2f} "
               f"p90 {p90(c):.2f} ms (n={repeat})")
    return statistics.median(times), min(times), out


_print = print


def print(*a, **k):  # noqa: A001 - every result line is followed by the CPU figures of its timings
    _print(*a, **k)
    while CPU:
        _print("      " + CPU.pop(0))


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


def cold(t):
    """Forget every figure-dependent sight cache (terrain caches stay: they are per terrain edit)."""
    t.arrays().drop_caches()
    return t


def bench_sight(shapes: int) -> None:
    t = demo_with(shapes)
    us, jp = sides(t)
    t0 = time.perf_counter()
    clearance_field(t.terrain)
    segment_index(t.terrain)
    fine_clearance(t.terrain, fan_edges(t.terrain))
    build = (time.perf_counter() - t0) * 1e3
    t0 = time.perf_counter()
    vis, close = reference_sight_matrix(t, us, jp)
    ref = (time.perf_counter() - t0) * 1e3
    med, best, m = timed(lambda: sight_matrix(cold(t), us, jp))
    assert (m.visible == vis).all() and (m.too_close == close).all(), "kernel answers differ from the loop"
    print(f"sight {len(us)}x{len(jp)}, {len(t.features)} shapes: per-pair loop {ref:8.1f} ms | kernels (cold) median "
          f"{med:.2f} ms (best {best:.2f}) | ratio {ref / med:5.0f}x | identical answers: yes "
          f"({int(vis.sum())} visible, {int(close.sum())} flagged) | stages {m.stats} | "
          f"per-terrain build {build:.0f} ms")


def bench_exact_kernel() -> None:
    """The exact numpy kernel alone against per-line shapely, on the lines the bounds leave undecided
    at 1,000 figures and on random table-crossing segments."""
    t = demo_with(60)
    idx = segment_index(t.terrain)
    rnd = np.random.default_rng(4)
    for name, n, span in (("random segments up to 15\"", 4000, 15.0), ("random table-crossing segments", 2000, None)):
        P = rnd.uniform([0, 0], [t.width_in, t.height_in], (n, 2))
        if span is None:
            Q = rnd.uniform([0, 0], [t.width_in, t.height_in], (n, 2))
        else:
            Q = np.clip(P + rnd.uniform(-span, span, (n, 2)), 0, [t.width_in, t.height_in])
        t0 = time.perf_counter()
        ref = np.array([LineString([tuple(p), tuple(q)]).intersection(t.terrain.jungle).length for p, q in zip(P, Q)])
        loop = (time.perf_counter() - t0) * 1e3
        med, best, got = timed(lambda: idx.lengths(P, Q), repeat=7)
        err = float(np.abs(got - ref).max())
        print(f"exact kernel, {n} {name}: shapely per line {loop:7.1f} ms ({1e3 * loop / n:.0f} us/line) | numpy "
              f"kernel median {med:6.1f} ms ({1e3 * med / n:.1f} us/line) | ratio {loop / med:4.1f}x | "
              f"max |difference| {err:.1e}\"")


def bench_fan_kernel() -> None:
    """The fan kernel (exact, lines sharing end figures) against the grid kernel on the same lines:
    every line of the 1,000-figure matrix."""
    t2 = thousand()
    us, jp = sides(t2)
    arr = t2.arrays()
    ii, jj = np.repeat(us, jp.size), np.tile(jp, us.size)
    P, Q = arr.xy[ii], arr.xy[jj]
    idx = segment_index(t2.terrain)
    edges = fan_edges(t2.terrain)
    med_g, _, ref = timed(lambda: idx.lengths(P, Q), repeat=3)
    med_f, _, (got, ok) = timed(lambda: fan_lengths(edges, arr.xy, ii, jj, arr.in_jungle), repeat=3)
    err = float(np.abs(got[ok] - ref[ok]).max())
    print(f"exact kernels, all {ii.size} lines of the 1,000-figure matrix: grid kernel {med_g:6.1f} ms | fan kernel "
          f"{med_f:6.1f} ms | ratio {med_g / med_f:4.1f}x | answered by the fan {100 * ok.mean():.2f} % | "
          f"max |difference| {err:.1e}\"")


def bench_pass() -> None:
    t = demo_with(60)
    rules_pass(t)
    med, best, rp = timed(lambda: rules_pass(cold(t)))
    print(f"full rules pass, 200 figures, 60 shapes, cold: median {med:.2f} ms (best {best:.2f}); target < 5 ms")
    movers = ["JP2-7", "US1-3"]
    k = [0]

    def after_move():
        fid = movers[k[0] % 2]
        f = t.figure(fid)
        t.move_figure(fid, f.x + (0.3 if k[0] % 4 < 2 else -0.3), f.y)
        k[0] += 1
        return rules_pass(t)
    med, best, rp = timed(after_move)
    print(f"full rules pass, 200 figures, after one figure moved: median {med:.2f} ms (best {best:.2f})")

    # one dragged figure: its new place, then everything that depends on it
    fid = "JP1-1"     # an officer: his move changes others' command too
    xs = np.linspace(20, 70, 31)

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


def thousand(n: int = 1000) -> Table:
    """``n`` figures, 12 % American, on the demo table with 60 shapes."""
    t = demo_with(60)
    rnd = np.random.default_rng(11)
    nu = n * 12 // 100
    figs = [Figure(f"U{k}", "american", 1 + k % 4, "rifleman", *rnd.uniform([24, 0], [120, 60])) for k in range(nu)]
    for k in range(n - nu):
        role = "officer" if k % 20 == 0 else "rifleman"
        figs.append(Figure(f"J{k}", "japanese", 1 + k % 4, role, *rnd.uniform([0, 0], [96, 60])))
    return Table(t.width_in, t.height_in, t.features, figs)


def bench_big(n: int) -> None:
    """Issue 25: the rules pass at ``n`` figures (5,000: the pair cache is off above 3,000), cold and
    after a move, against a numpy all-pairs floor (B1 distances of every pair and one comparison). The
    cold pass's answers are checked against the per-pair loop on sampled rows and against exact lengths
    on every 25th row; then its parts one by one, and the floor of each stage that is left."""
    t2 = thousand(n)
    us, jp = sides(t2)
    rules_pass(t2)
    med, best, rp = timed(lambda: rules_pass(cold(t2)), repeat=5)
    arr = t2.arrays()
    rows = np.arange(0, us.size, 25)
    jl = segment_index(t2.terrain).lengths(arr.xy[np.repeat(us[rows], jp.size)], arr.xy[np.tile(jp, rows.size)])
    jl = jl.reshape(rows.size, jp.size)
    m = t2.rulings.b28_margin_in
    assert (rp.visible[rows] == (jl <= 6.0)).all() and (rp.too_close[rows] == (np.abs(jl - 6.0) <= m + 1e-12)).all()
    loop_rows = rows[:: max(1, rows.size // 3)][:3]
    vis, close = reference_sight_matrix(t2, us[loop_rows], jp)
    assert (rp.visible[loop_rows] == vis).all() and (rp.too_close[loop_rows] == close).all()
    print(f"full rules pass, {n:,} figures ({us.size} x {jp.size} sight lines), cold: median {med:.1f} ms "
          f"(best {best:.1f}); goal < 100 ms; {rows.size} rows checked against exact lengths and "
          f"{loop_rows.size} against the loop: identical; stages {rp.stats}")
    k = [0]

    def after_move():
        fid = ("J7", "U5")[k[0] % 2]
        f = t2.figure(fid)
        t2.move_figure(fid, f.x + (0.3 if k[0] % 4 < 2 else -0.3), f.y)
        k[0] += 1
        return rules_pass(t2)
    med, best, _ = timed(after_move, repeat=9)
    print(f"full rules pass, {n:,} figures, after one figure moved: median {med:.1f} ms (best {best:.1f}); "
          f"goal < 20 ms")
    xy = arr.xy

    def floor():
        d = np.hypot(xy[us, 0][:, None] - xy[jp, 0][None, :], xy[us, 1][:, None] - xy[jp, 1][None, :])
        return d <= 6.0
    med, best, _ = timed(floor, repeat=5)
    print(f"floor: numpy all-pairs distances {us.size} x {jp.size} and one comparison: median {med:.1f} ms")
    bench_big_parts(t2, us, jp)


def bench_big_parts(t2: Table, us: np.ndarray, jp: np.ndarray) -> None:
    """The cold pass's parts (CPU), and the cheapest whole-array form of each sight stage left."""
    from assistant.games.bataan.table.blockcache import centre_distances
    from assistant.games.bataan.table.measure import command_list
    from assistant.games.bataan.table.sight import figure_clearances
    from assistant.games.bataan.table.targets import distance_block, kept_contacts
    arr = t2.arrays()

    def sight_alone():
        cold(t2)
        centre_distances(arr, us, jp)            # the hypot block, timed on its own below
        c0 = time.process_time()
        sight_matrix(t2, us, jp)
        return (time.process_time() - c0) * 1e3
    parts = {
        "B1 centre distances (np.hypot, shared by sight and B1)": lambda: centre_distances(cold(t2).arrays(), us, jp),
        "B1 edge distances from them": lambda: distance_block(t2, us, jp),
        "B27 contacts": lambda: kept_contacts(cold(t2)),
        "B5 command list": lambda: command_list(cold(t2)),
    }
    sa = sorted(sight_alone() for _ in range(5))
    _print(f"  cold pass parts (CPU medians): B4 sight verdicts given the distances {sa[2]:.0f} ms", end="")
    for name, fn in parts.items():
        cold(t2)
        if "edge" in name:
            centre_distances(arr, us, jp)
        c = []
        for _ in range(5):
            if "edge" in name:
                cold(t2)
                centre_distances(arr, us, jp)
            c0 = time.process_time()
            fn()
            c.append((time.process_time() - c0) * 1e3)
        _print(f"; {name} {sorted(c)[2]:.0f} ms", end="")
    _print()
    # floors of the sight stages on these lines: the coarse test over every line in its cheapest
    # whole-array form, and one raster read per sample of the first bound stage (6 inner samples)
    L = centre_distances(cold(t2).arrays(), us, jp)
    cj, co = figure_clearances(t2, np.concatenate([us, jp]))
    m = t2.rulings.b28_margin_in
    top, bottom = 6.0 + m + 1e-9, 6.0 - m - 1e-9

    def coarse():
        und = L >= bottom
        und &= np.minimum(L, cj[us][:, None] + cj[jp][None, :]) <= top
        und &= L - np.minimum(L, co[us][:, None] + co[jp][None, :]) >= bottom
        return np.flatnonzero(und)
    cmed, _, und = timed(coarse, repeat=5)
    fc = fine_clearance(t2.terrain)
    fx, fy = fc.figure_cells(arr.xy)
    ri, ci = us[und // jp.size], jp[und % jp.size]
    t = (np.arange(1, 7) / 7.0).astype(np.float32)[:, None]      # the first stage's inner samples
    idx = ((fx[ri] + t * (fx[ci] - fx[ri])).astype(np.int32) * np.int32(fc.ny)
           + (fy[ri] + t * (fy[ci] - fy[ri])).astype(np.int32))
    gmed, _, _ = timed(lambda: [np.take(fc.values, idx[:, c:c + 8192]) for c in range(0, und.size, 8192)], repeat=5)
    _print(f"  floors: the coarse test over all {L.size:,} lines, whole-array: {cmed:.1f} ms wall; one raster "
           f"read per inner sample of the first bound stage ({und.size:,} lines x 6, in the stage's chunks of "
           f"8,192 lines), nothing else: {gmed:.1f} ms wall")
    for c in CPU:
        _print("      " + c)
    CPU.clear()


def bench_thousand() -> None:
    t2 = thousand()
    rules_pass(t2)
    med, best, rp = timed(lambda: rules_pass(cold(t2)), repeat=7)
    us, jp = sides(t2)
    rows = us[:: 12]
    vis, close = reference_sight_matrix(t2, rows, jp)
    pick = np.searchsorted(us, rows)
    assert (rp.visible[pick] == vis).all() and (rp.too_close[pick] == close).all()
    # every line against exact lengths from the grid kernel (equal to shapely's within 1e-12", see above)
    arr = t2.arrays()
    jl = segment_index(t2.terrain).lengths(arr.xy[np.repeat(us, jp.size)], arr.xy[np.tile(jp, us.size)])
    jl = jl.reshape(us.size, jp.size)
    m = t2.rulings.b28_margin_in
    assert (rp.visible == (jl <= 6.0)).all() and (rp.too_close == (np.abs(jl - 6.0) <= m + 1e-12)).all()
    print(f"full rules pass, 1,000 figures (120 x 880 sight lines), cold: median {med:.1f} ms (best {best:.1f}); "
          f"target < 50 ms; {len(rows)} rows checked against the loop and all lines against exact lengths: "
          f"identical; stages {rp.stats}")
    k = [0]

    def after_move():
        fid = ("J7", "U5")[k[0] % 2]
        f = t2.figure(fid)
        t2.move_figure(fid, f.x + (0.3 if k[0] % 4 < 2 else -0.3), f.y)
        k[0] += 1
        return rules_pass(t2)
    med, best, rp = timed(after_move, repeat=11)
    vis, close = reference_sight_matrix(t2, rows, jp)
    assert (rp.visible[pick] == vis).all() and (rp.too_close[pick] == close).all()
    print(f"full rules pass, 1,000 figures, after one figure moved: median {med:.1f} ms (best {best:.1f}); "
          f"stages {rp.stats}; goal < 8 ms")
    xy = t2.arrays().xy

    def floor():
        d = np.hypot(xy[us, 0][:, None] - xy[jp, 0][None, :], xy[us, 1][:, None] - xy[jp, 1][None, :])
        return d <= 6.0
    fmed, fbest, _ = timed(floor, repeat=11)
    print(f"floor: numpy all-pairs distances {us.size} x {jp.size} and one comparison: median {fmed:.2f} ms; "
          f"after a move / floor = {med / fmed:.1f}x (hold under 4x)")


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
    bench_exact_kernel()
    bench_fan_kernel()
    bench_sight(40)
    bench_sight(60)
    bench_pass()
    bench_thousand()
    bench_big(5000)
    bench_reach()
