"""Trace the terrain from the scan (issue 23.2): how many hexes the colour classifier gets right on
synthetic printed maps with known terrain, and how long a full map takes, against a simpler baseline in
the same run.

The scans are made here: the Luzon map (1376 hexes) and the Tarawa / Betio map (5940 hexes), each hex
filled with its known terrain's colour (patches of terrain, ``synthetic.patchy_terrain``), the grid lines
and every hex's number printed, turned a few degrees and scaled, then made to look scanned (paper grain,
a blur, a JPEG round trip: ``synthetic.printed_look``). Each is calibrated from six hexes clicked where
its known transform puts them (``fit_grid``, as the referee's clicks).

Accuracy: the share of the map's hexes given their true terrain once each colour cluster is named by the
majority of its hexes' true terrain (as a referee names each colour once); also how many clusters the
referee names, how many hexes are marked uncertain, and how many of the wrong ones are among them.

Timing, each over ``--repeat`` runs (wall and CPU, median and p90):
  * ``classifier, pixels``: ``classify_scan`` over the scan as a numpy array (sampling and clustering);
  * ``classifier, tiles``: the window's path: the same over the scan's tile pyramid (``TileSampler``), from
    a cold tile cache each run (the tiles are decoded from their JPEG files);
  * ``baseline``: the same samples over the whole hex (its lines and number included), their mean colour,
    and the nearest of the known terrain colours: the simple way, given the legend's colours for free.

    QT_QPA_PLATFORM=offscreen .venv/bin/python benchmarks/bench_auto_trace.py [--repeat 5] [--size 20] [--maps luzon]

A bigger scan (``--size 60 --maps luzon``: 17.6 megapixels) costs the window's path about the same: the tiles
are read at the coarsest level where a hex keeps 12 pixels (``autotrace.TileSampler``).
"""

from __future__ import annotations

import argparse
import sys
import tempfile
from collections import Counter
from pathlib import Path

import numpy as np
from PySide6.QtWidgets import QApplication

sys.path.insert(0, str(Path(__file__).resolve().parent))

from timing import run  # noqa: E402

from assistant.core.hex_calibration import Click, fit_grid  # noqa: E402
from assistant.core.hexes import load_map  # noqa: E402
from assistant.core.scan_colours import (  # noqa: E402
    array_sampler, classify_scan, sample_hexes, to_lab,
)
from assistant.games.map_image import terrain_labels  # noqa: E402
from assistant.ui.mapimage.autotrace import TileSampler  # noqa: E402
from assistant.ui.mapimage.synthetic import SyntheticScan, patchy_terrain, printed_look, to_rgb  # noqa: E402
from assistant.ui.mapimage.tiles import TilePyramid, build_pyramid  # noqa: E402

# printed-map-like colours (two greens, two light ones close together, as on a real legend)
MAPS = {
    "luzon": {"road": "#d8c79a", "rail": "#8f9b6a", "town": "#d69a8c", "point_of_interest": "#9db7cf",
              "other": "#6e9a58"},
    "tarawa": {"water": "#8fbbd9", "beach": "#eedc9f", "clear": "#ddd5b8", "palm_trees": "#7fa35f",
               "buildings": "#a9a39b", "airfield": "#c9c6bd", "rifle_pits": "#a7845c",
               "anti_tank_ditch": "#6f5a45"},
}
CLICKS = {"luzon": ("1.01", "32.43", "16.20", "5.30", "28.05", "20.40"),
          "tarawa": ("0101", "9960", "5030", "1055", "8010", "4545")}


def make_scan(name: str, size: float, rot: float, seed: int):
    m = load_map(name)
    colours = MAPS[name]
    truth = patchy_terrain(m, tuple(colours), seed=seed, patches=60 if name == "tarawa" else 30)
    margin = 4 * size
    probe = SyntheticScan(m, size, rot, (0.0, 0.0))
    corners = np.array([probe.pixel(m.label(h)) for h in m.all_hexes()])
    lo, hi = corners.min(axis=0), corners.max(axis=0)
    scan = SyntheticScan(m, size, rot, (margin - lo[0], margin - lo[1]))
    img = scan.draw(int(hi[0] - lo[0] + 2 * margin), int(hi[1] - lo[1] + 2 * margin),
                    fills={k: colours[v] for k, v in truth.items()})
    rgb = to_rgb(img)
    roads(rgb, scan, m, size, seed)
    rgb = printed_look(rgb, seed=seed, noise=12.0, blur=1.2, quality=75)
    fit = fit_grid(m, [Click(lb, *scan.pixel(lb)) for lb in CLICKS[name]])
    return m, truth, rgb, fit


def roads(rgb: np.ndarray, scan, m, size: float, seed: int, count: int = 12) -> None:
    """Printed roads over the terrain: dark lines from hex centre to hex centre across the map (they cross
    many hexes' middles, the numbers' neighbours; the terrain under them is what counts)."""
    import cv2

    rng = np.random.default_rng(seed + 1)
    hexes = list(m.all_hexes())
    for _ in range(count):
        h = hexes[rng.integers(len(hexes))]
        pts = []
        for _step in range(40):
            pts.append(scan.pixel(m.label(h)))
            nbrs = [n for n in h.neighbors() if m.contains(n)]
            h = nbrs[rng.integers(len(nbrs))]
        cv2.polylines(rgb, [np.round(np.array(pts)).astype(np.int32)], False, (120, 30, 25),
                      max(1, int(round(0.22 * size))), cv2.LINE_AA)


def baseline(fit, rgb, colours: dict[str, str]) -> dict[str, str]:
    """Mean colour of the whole hex, nearest named colour (Lab)."""
    h, w = rgb.shape[:2]
    s = sample_hexes(fit, array_sampler(rgb), w, h, radius=0.95, modes=False)
    mean = np.array([row[ok].mean(axis=0) for row, ok in zip(s.lab, s.on_image)])
    names = list(colours)
    legend = to_lab(np.array([[int(colours[k][i:i + 2], 16) for i in (1, 3, 5)] for k in names], dtype=np.uint8))
    near = np.argmin(((mean[:, None, :] - legend[None, :, :]) ** 2).sum(axis=-1), axis=1)
    return {lb: names[j] for lb, j in zip(s.labels, near)}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--repeat", type=int, default=5)
    ap.add_argument("--size", type=float, default=20.0, help="hex size in pixels (centre to corner)")
    ap.add_argument("--maps", default="luzon,tarawa", help="which maps, comma-separated")
    args = ap.parse_args()
    QApplication.instance() or QApplication([])
    for name, rot in (("luzon", 3.0), ("tarawa", -2.0)):
        if name not in args.maps.split(","):
            continue
        m, truth, rgb, fit = make_scan(name, args.size, rot, seed=7)
        h, w = rgb.shape[:2]
        kinds = len(terrain_labels(name))
        print(f"\n{name}: {len(truth)} hexes, scan {w} x {h} px ({w * h / 1e6:.1f} MP), hex {args.size:g} px, "
              f"turned {rot:g}°, {len(MAPS[name])} terrain colours; the game has {kinds} kinds")
        res = classify_scan(fit, array_sampler(rgb), w, h, kinds)
        names = {c.index: Counter(truth[x] for x in c.hexes).most_common(1)[0][0] for c in res.clusters}
        got = res.assignment(names)
        right = sum(got.get(x) == truth[x] for x in truth) / len(truth)
        wrong = {x for x in truth if got.get(x) != truth[x]}
        low = set(res.low_confidence())
        print(f"  classifier: {right:.2%} of hexes right ({len(truth) - len(wrong)}/{len(truth)}), "
              f"{len(res.clusters)} colours to name, {len(low)} marked uncertain, "
              f"{len(wrong & low)} of the {len(wrong)} wrong among them, {len(res.off_scan)} off the scan")
        base = baseline(fit, rgb, MAPS[name])
        bright = sum(base.get(x) == truth[x] for x in truth) / len(truth)
        print(f"  baseline (whole-hex mean, nearest legend colour): {bright:.2%} of hexes right")

        with tempfile.TemporaryDirectory() as tmp:
            from assistant.ui.mapimage.synthetic import QImage
            qimg = QImage(rgb.data, w, h, 3 * w, QImage.Format.Format_RGB888).copy()
            build_pyramid(qimg, Path(tmp) / "tiles")
            pyr_res = classify_scan(fit, TileSampler(TilePyramid(Path(tmp) / "tiles"), fit.size_px), w, h, kinds)
            tiles_right = sum(pyr_res.assignment({c.index: Counter(truth[x] for x in c.hexes).most_common(1)[0][0]
                                                  for c in pyr_res.clusters}).get(x) == truth[x]
                              for x in truth) / len(truth)
            print(f"  classifier through the tiles (JPEG tiles, the window's path): {tiles_right:.2%} right")
            t_px = run(lambda: classify_scan(fit, array_sampler(rgb), w, h, kinds), args.repeat)
            t_tiles = run(lambda: classify_scan(fit, TileSampler(TilePyramid(Path(tmp) / "tiles"), fit.size_px),
                                                w, h, kinds), args.repeat)
        t_base = run(lambda: baseline(fit, rgb, MAPS[name]), args.repeat)
        print("  " + t_px.line("classifier, pixels (full map)", "ms"))
        print("  " + t_tiles.line("classifier, tiles, cold (full map)", "ms"))
        print("  " + t_base.line("baseline (full map)", "ms"))


if __name__ == "__main__":
    main()
