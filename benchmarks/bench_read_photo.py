"""Benchmark reading the table from a photo (issue 24.5). Prints figures; not a test.

    .venv/bin/python benchmarks/bench_read_photo.py [--photos N] [--megapixels 12] [--seed S]

Each photo is made by ``photo_corpus.make_sample`` (the demo table, 200 figures, 176 on the table,
after a turn of random moves up to the run allowance with bases touching; a phone's perspective, a
turn, uneven light, noise, JPEG at quality 85) and read twice in the same run: by the reader
(``read_photo``) and by a simpler baseline (the same markers and colours, but no split of touching
bases: one base a connected blob, and nearest-neighbour matching instead of the assignment).

Printed: the share of figures put within 0.5" of their true spot and the median error, measured per
kind (riflemen of one platoon are interchangeable, so the positions of each group's role class are
compared as sets: the photo can tell where the riflemen of a platoon stand, not which one is which;
the share that also kept its own identity is printed beside it), the role marks read right, and the
time per photo (wall and CPU: median and p90) with its stages. Goal (issue 24): >= 99 % within 0.5",
median < 0.1", < 2 s for 200 figures at 12 MP.
"""

from __future__ import annotations

import argparse
import math
import statistics
import sys
import time
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

import photo_corpus  # noqa: E402
from assistant.games.bataan.photo import bases as B  # noqa: E402
from assistant.games.bataan.photo.colours import Palette, group_key  # noqa: E402
from assistant.games.bataan.photo.read import read_photo  # noqa: E402


def score(sample, reading, palette: Palette) -> dict:
    """Errors per figure on the photo (as sets per group and role class), identity kept, roles right."""
    from scipy.optimize import linear_sum_assignment

    t = sample.before
    got = reading.by_id()
    kinds: dict[tuple[str, str], list[str]] = {}
    for fid in sample.truth:
        f = t.figure(fid)
        kinds.setdefault((group_key(f.side, f.unit), palette.role_class(f.role)), []).append(fid)
    errs, same = [], 0
    for ids in kinds.values():
        true = np.array([sample.truth[i] for i in ids])
        read = [got[i] for i in ids]
        pts = np.array([(r.x, r.y) if r.x is not None else (1e6, 1e6) for r in read])
        d = np.hypot(true[:, None, 0] - pts[None, :, 0], true[:, None, 1] - pts[None, :, 1])
        rows, cols = linear_sum_assignment(np.minimum(d, 1e5))
        errs += [float(d[i, j]) for i, j in zip(rows, cols)]
        same += sum(1 for i, fid in enumerate(ids) if read[i].x is not None
                    and math.hypot(read[i].x - true[i][0], read[i].y - true[i][1]) <= 0.5)
    # roles: the base found nearest each figure's true spot, its role class against the figure's
    found = [(b.x, b.y, b.role) for b in reading.found] if hasattr(reading, "found") else []
    right = total = 0
    if found:
        arr = np.array([(x, y) for x, y, _ in found])
        for fid, (x, y) in sample.truth.items():
            f = t.figure(fid)
            want = palette.role_class(f.role)
            if want == "":
                continue
            j = int(np.argmin(np.hypot(arr[:, 0] - x, arr[:, 1] - y)))
            total += 1
            right += found[j][2] == want
    return {"errs": errs, "same": same, "n": len(sample.truth), "roles_right": right, "roles": total}


def baseline_read(sample, palette: Palette):
    """The simpler reader: no split of touching bases (one blob, one base at its centroid) and each
    figure takes the nearest base of its group and role (several may take the same)."""
    from types import SimpleNamespace

    saved = B._peaks

    def one_peak(dt, r, filled=None):
        if dt.max() < B.PEAK_MIN * r:
            return []
        ys, xs = np.nonzero(dt > 0)
        return [(float(xs.mean()), float(ys.mean()))]

    B._peaks = one_peak
    try:
        t0, c0 = time.perf_counter(), time.process_time()
        r = read_photo(sample.jpeg, sample.before, palette, marker_size_in=sample.marker_size_in)
        found = r.found
        figs = []
        for f in sample.before.figures.values():
            cand = [b for b in found if b.group == group_key(f.side, f.unit)
                    and (b.role == palette.role_class(f.role))]
            if not cand or not (f.alive and not (f.side == "american" and not f.revealed)):
                figs.append(SimpleNamespace(id=f.id, x=None, y=None))
                continue
            b = min(cand, key=lambda b: math.hypot(b.x - f.x, b.y - f.y))
            figs.append(SimpleNamespace(id=f.id, x=b.x, y=b.y))
        wall, cpu = time.perf_counter() - t0, time.process_time() - c0
    finally:
        B._peaks = saved
    return SimpleNamespace(by_id=lambda: {g.id: g for g in figs}, found=found, seconds={"wall": wall, "cpu": cpu})


def pct(v, q):
    return float(np.percentile(v, q))


def report(name: str, scores: list[dict], secs: list[dict]) -> None:
    errs = np.array([e for s in scores for e in s["errs"]])
    n = sum(s["n"] for s in scores)
    print(f"{name}:")
    print(f"  within 0.5\": {100 * np.mean(errs <= 0.5):.2f} % of {n} figures; median error {np.median(errs):.3f}\", "
          f"p90 {pct(errs, 90):.3f}\"; kept its own identity (within 0.5\"): {100 * sum(s['same'] for s in scores) / n:.1f} %")
    rr, rt = sum(s["roles_right"] for s in scores), sum(s["roles"] for s in scores)
    if rt:
        print(f"  role marks read right: {rr} of {rt} ({100 * rr / rt:.1f} %)")
    for key in ("wall", "cpu"):
        v = [s[key] for s in secs]
        print(f"  {key:4} per photo: median {statistics.median(v):.2f} s, p90 {pct(v, 90):.2f} s")
    stages = [k for k in secs[0] if k not in ("wall", "cpu")]
    if stages:
        print("  stages (median wall): " + ", ".join(f"{k} {statistics.median([s[k] for s in secs]):.2f} s" for k in stages))


def main() -> None:
    ap = argparse.ArgumentParser(description="Benchmark read-photo on a synthetic corpus (issue 24.5)")
    ap.add_argument("--photos", type=int, default=5)
    ap.add_argument("--megapixels", type=float, default=12.0)
    ap.add_argument("--seed", type=int, default=100)
    a = ap.parse_args()
    palette = Palette()
    print(f"corpus: {a.photos} photos of the demo table at {a.megapixels:g} MP (seed {a.seed}), on {sys.platform}")
    t0 = time.perf_counter()
    samples = [photo_corpus.make_sample(a.seed + i, a.megapixels) for i in range(a.photos)]
    print(f"  made in {time.perf_counter() - t0:.1f} s; {samples[0].size_px[0]} x {samples[0].size_px[1]} px, "
          f"{len(samples[0].before.figures)} figures, {len(samples[0].truth)} on the photo")
    read_photo(samples[0].jpeg, samples[0].before, palette)          # warm: imports, the colour table
    ours, base = ([], []), ([], [])
    for s in samples:                               # interleaved: both see the same machine load
        r = read_photo(s.jpeg, s.before, palette, marker_size_in=s.marker_size_in)
        ours[0].append(score(s, r, palette))
        ours[1].append(dict(r.seconds))
        b = baseline_read(s, palette)
        base[0].append(score(s, b, palette))
        base[1].append(dict(b.seconds))
    report("read_photo (split touching bases, assignment per group by role)", *ours)
    report("baseline (no split of touching bases, nearest base)", *base)


if __name__ == "__main__":
    main()
