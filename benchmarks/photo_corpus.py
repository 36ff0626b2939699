"""A synthetic corpus of table photos (issue 24.5): a table file rendered as a phone photo of the table
from above, with the ground truth beside it. Importable by the tests (small photos) and the benchmark
(12 MP photos):

    .venv/bin/python benchmarks/photo_corpus.py OUT_DIR [--count N] [--seed S] [--megapixels 12]

writes for each photo ``NNN_before.json`` (the table the app knows), ``NNN.jpg`` (the photo) and
``NNN_truth.json`` (where every figure really stands; hidden Americans and the dead are not on it).

A photo is made so: the demo table (``resources/scenarios/bataan_demo_table.json``, 200 figures; any
table file will do) with the figures near the corner markers nudged clear of them is "before"; each
figure on the table moves with probability ``move_share`` by up to its run allowance (8") in a random
direction, and a share of them ends touching a base of its own group; no base overlaps another or a
marker. The table is drawn in inches (cloth with its terrain, the four ArUco corner markers, each base
in its group's colour with a dark figure standing on it and its role's dot inside the rim, the tank's
rectangular base), then seen by a phone held at an angle (a perspective with the far edge 5-15 %
shorter, a turn of up to 3 degrees), lit unevenly (a gradient of +-12 %), blurred a little, with
sensor noise, and saved as a JPEG at quality 85 at the size asked (12 MP: 4000 x 3000).
"""

from __future__ import annotations

import argparse
import json
import math
import sys
from dataclasses import dataclass
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from assistant.games.bataan.persist import demo_table_dict  # noqa: E402
from assistant.games.bataan.photo import markers as M  # noqa: E402
from assistant.games.bataan.photo.colours import Palette, group_key  # noqa: E402
from assistant.games.bataan.table.model import Table  # noqa: E402
from assistant.games.bataan.table.tablefile import table_from_dict, table_to_dict  # noqa: E402

CLOTH = (62, 104, 48)                  # RGB
TERRAIN_RGB = {"clearing": (112, 140, 66), "swamp": (66, 78, 52), "road": (128, 118, 96), "path": (112, 100, 78),
               "river": (72, 92, 100), "stream": (80, 100, 104), "entrenchment": (92, 84, 66),
               "bridge": (100, 100, 96)}
FIGURE_RGB = (112, 106, 72)          # khaki paint, seen from above
FLOOR = (120, 112, 104)
DRAW_PX_PER_IN = 32


@dataclass
class Sample:
    """One photo: the table the app knows, the photo (JPEG bytes), where each figure truly stands
    ({id: (x, y)}, only the figures on the photo) and the allowance used (8")."""

    before: Table
    jpeg: bytes
    truth: dict[str, tuple[float, float]]
    marker_size_in: float
    size_px: tuple[int, int]


def on_photo(f) -> bool:
    return f.alive and not (f.side == "american" and not f.revealed)


def _marker_boxes(w: float, h: float, s: float) -> list[tuple[float, float, float, float]]:
    """The marker sheets (white paper, 2S square round each marker), as (x0, y0, x1, y1) inches."""
    return [(cx - s, cy - s, cx + s, cy + s) for cx, cy in (M.marker_centre_in(i, w, h, s) for i in M.IDS)]


def _clear_of(x: float, y: float, r: float, boxes, w: float, h: float) -> bool:
    if not (r + 0.3 <= x <= w - r - 0.3 and r + 0.3 <= y <= h - r - 0.3):
        return False
    for x0, y0, x1, y1 in boxes:
        if x0 - r - 0.2 <= x <= x1 + r + 0.2 and y0 - r - 0.2 <= y <= y1 + r + 0.2:
            return False
    return True


def _free(pos: dict, radius: dict, fid: str, x: float, y: float) -> bool:
    r = radius[fid]
    for other, (ox, oy) in pos.items():
        if other != fid and math.hypot(ox - x, oy - y) < r + radius[other] - 1e-6:
            return False
    return True


def prepare(table: Table, marker_size_in: float = M.DEFAULT_SIZE_IN) -> Table:
    """The table with the figures that stand on a corner marker's sheet moved just clear of it."""
    t = table.copy()
    boxes = _marker_boxes(t.width_in, t.height_in, marker_size_in)
    pos = {f.id: f.centre for f in t.figures.values()}
    radius = {f.id: f.base.radius_in for f in t.figures.values()}
    for f in list(t.figures.values()):
        if _clear_of(f.x, f.y, f.base.radius_in, boxes, t.width_in, t.height_in):
            continue
        for step in np.arange(0.5, 30, 0.25):
            for ang in np.linspace(0, 2 * np.pi, 24, endpoint=False):
                x, y = f.x + step * math.cos(ang), f.y + step * math.sin(ang)
                if _clear_of(x, y, f.base.radius_in, boxes, t.width_in, t.height_in) and _free(pos, radius, f.id, x, y):
                    break
            else:
                continue
            break
        pos[f.id] = (x, y)
        t.move_figure(f.id, x, y)
    return t


def random_moves(table: Table, rng: np.random.Generator, *, allowance_in: float = 8.0, move_share: float = 0.85,
                 touch_share: float = 0.3, marker_size_in: float = M.DEFAULT_SIZE_IN) -> dict[str, tuple[float, float]]:
    """Where each figure on the photo ends: moved with probability ``move_share`` up to the allowance,
    a share of the movers ending in base contact with a figure of its own group; no overlaps."""
    figs = [f for f in table.figures.values() if on_photo(f)]
    boxes = _marker_boxes(table.width_in, table.height_in, marker_size_in)
    pos = {f.id: f.centre for f in figs}
    radius = {f.id: f.base.radius_in for f in figs}
    group = {f.id: group_key(f.side, f.unit) for f in figs}
    for f in rng.permutation(figs):
        if rng.random() >= move_share:
            continue
        r = radius[f.id]
        for _ in range(60):
            if rng.random() < touch_share:
                mates = [m for m in figs if group[m.id] == group[f.id] and m.id != f.id and m.role != "tank"
                         and math.hypot(pos[m.id][0] - f.x, pos[m.id][1] - f.y) < allowance_in + 2 * r]
                if not mates:
                    continue
                m = mates[rng.integers(len(mates))]
                ang = rng.uniform(0, 2 * np.pi)
                gap = r + radius[m.id] + rng.uniform(0.0, 0.03)
                x, y = pos[m.id][0] + gap * math.cos(ang), pos[m.id][1] + gap * math.sin(ang)
                if math.hypot(x - f.x, y - f.y) > allowance_in:
                    continue
            else:
                d = allowance_in * math.sqrt(rng.random())
                ang = rng.uniform(0, 2 * np.pi)
                x, y = f.x + d * math.cos(ang), f.y + d * math.sin(ang)
            if _clear_of(x, y, r, boxes, table.width_in, table.height_in) and _free(pos, radius, f.id, x, y):
                pos[f.id] = (float(x), float(y))
                break
    return pos


def _bgr(rgb) -> tuple[int, int, int]:
    return (int(rgb[2]), int(rgb[1]), int(rgb[0]))


def draw_table(table: Table, truth: dict, palette: Palette, marker_size_in: float, rng: np.random.Generator,
               k: int = DRAW_PX_PER_IN, margin_in: float = 6.0) -> tuple[np.ndarray, float]:
    """The table seen straight from above at ``k`` pixels an inch, with ``margin_in`` of floor round it."""
    import cv2

    sh = 4                                         # sub-pixel bits for cv2's drawing
    w_in, h_in = table.width_in + 2 * margin_in, table.height_in + 2 * margin_in
    img = np.empty((int(h_in * k), int(w_in * k), 3), np.uint8)
    img[:] = _bgr(FLOOR)

    def P(x, y):
        return (int(round((x + margin_in) * k * (1 << sh))), int(round((y + margin_in) * k * (1 << sh))))

    def poly(coords):
        return np.array([P(x, y) for x, y in coords], np.int32)

    cv2.fillPoly(img, [poly([(0, 0), (table.width_in, 0), (table.width_in, table.height_in), (0, table.height_in)])],
                 _bgr(CLOTH), cv2.LINE_AA, sh)
    for feat in table.features:
        col = _bgr(TERRAIN_RGB.get(feat.kind, CLOTH))
        geom = feat.geometry
        if geom.geom_type == "Point":
            cv2.circle(img, P(geom.x, geom.y), int(1.5 * k * (1 << sh)), col, -1, cv2.LINE_AA, sh)
            continue
        for part in getattr(geom, "geoms", [geom]):
            cv2.fillPoly(img, [poly(part.exterior.coords)], col, cv2.LINE_AA, sh)
    # a mottled cloth: low-frequency shade
    small = rng.normal(0, 9, (int(h_in / 2) + 1, int(w_in / 2) + 1, 1)).astype(np.float32)
    shade = cv2.resize(small, (img.shape[1], img.shape[0]), interpolation=cv2.INTER_CUBIC)[..., None]
    img = np.clip(img.astype(np.float32) + shade, 0, 255).astype(np.uint8)
    dictionary = cv2.aruco.getPredefinedDictionary(cv2.aruco.DICT_4X4_50)
    s = marker_size_in
    for i in M.IDS:
        cx, cy = M.marker_centre_in(i, table.width_in, table.height_in, s)
        cv2.fillPoly(img, [poly([(cx - s, cy - s), (cx + s, cy - s), (cx + s, cy + s), (cx - s, cy + s)])],
                     (245, 245, 245), cv2.LINE_AA, sh)
        side = int(round(s * k))
        mk = cv2.aruco.generateImageMarker(dictionary, i, side)
        x0, y0 = int(round((cx - s / 2 + margin_in) * k)), int(round((cy - s / 2 + margin_in) * k))
        img[y0:y0 + side, x0:x0 + side] = mk[..., None]
    for fid, (x, y) in truth.items():
        f = table.figure(fid)
        col = _bgr(palette.groups[group_key(f.side, f.unit)])
        if f.base.is_round:
            r = f.base.radius_in
            cv2.circle(img, P(x, y), int(r * k * (1 << sh)), col, -1, cv2.LINE_AA, sh)
            role = palette.role_class(f.role)
            if role in palette.roles:
                a = rng.uniform(0, 2 * np.pi)
                cv2.circle(img, P(x + 0.62 * r * math.cos(a), y + 0.62 * r * math.sin(a)), int(0.28 * r * k * (1 << sh)),
                           _bgr(palette.roles[role]), -1, cv2.LINE_AA, sh)
            a = rng.uniform(0, 180)
            body = tuple(int(v) for v in rng.integers(-8, 9, 3) + np.array(_bgr(FIGURE_RGB)))
            cv2.ellipse(img, P(x, y), (int(0.42 * r * k * (1 << sh)), int(0.26 * r * k * (1 << sh))), a, 0, 360,
                        body, -1, cv2.LINE_AA, sh)
        else:
            L, W = f.base.length_in, f.base.width_in
            c, sn = math.cos(math.radians(f.heading_deg)), math.sin(math.radians(f.heading_deg))
            def corner(u, v):
                return (x + u * c - v * sn, y + u * sn + v * c)
            cv2.fillPoly(img, [poly([corner(-L / 2, -W / 2), corner(L / 2, -W / 2), corner(L / 2, W / 2), corner(-L / 2, W / 2)])],
                         col, cv2.LINE_AA, sh)
            cv2.fillPoly(img, [poly([corner(-L / 3, -W / 3), corner(L / 3, -W / 3), corner(L / 3, W / 3), corner(-L / 3, W / 3)])],
                         _bgr(FIGURE_RGB), cv2.LINE_AA, sh)
    return img, margin_in


def photograph(top: np.ndarray, k: float, margin_in: float, width_in: float, height_in: float,
               rng: np.random.Generator, size_px: tuple[int, int] = (4000, 3000), quality: int = 85) -> bytes:
    """The view from above as a phone would take it: perspective, a turn, uneven light, blur, noise, JPEG."""
    import cv2

    W, H = size_px
    fill = rng.uniform(0.88, 0.93)                 # the table's near edge spans this share of the width
    span = W * fill
    keystone = rng.uniform(0.85, 0.95)             # the far edge (y = 0) is shorter
    th = span * height_in / width_in * rng.uniform(0.85, 0.95)   # seen at an angle: foreshortened
    cx, cy = W / 2 + rng.uniform(-0.02, 0.02) * W, H / 2 + rng.uniform(-0.03, 0.03) * H
    far = span * keystone
    pts = np.array([(cx - far / 2, cy - th / 2), (cx + far / 2, cy - th / 2), (cx + span / 2, cy + th / 2),
                    (cx - span / 2, cy + th / 2)])
    turn = math.radians(rng.uniform(-3, 3))
    rot = np.array([[math.cos(turn), -math.sin(turn)], [math.sin(turn), math.cos(turn)]])
    pts = (pts - (cx, cy)) @ rot.T + (cx, cy) + rng.uniform(-0.004, 0.004, (4, 2)) * W
    table_px = np.array([((0 + margin_in) * k, (0 + margin_in) * k), ((width_in + margin_in) * k, margin_in * k),
                         ((width_in + margin_in) * k, (height_in + margin_in) * k), (margin_in * k, (height_in + margin_in) * k)])
    hom = cv2.getPerspectiveTransform(table_px.astype(np.float32), pts.astype(np.float32))
    photo = cv2.warpPerspective(top, hom, (W, H), flags=cv2.INTER_AREA if False else cv2.INTER_LINEAR,
                                borderMode=cv2.BORDER_CONSTANT, borderValue=_bgr(FLOOR))
    yy, xx = np.mgrid[0:H, 0:W].astype(np.float32)
    gx, gy = rng.uniform(-0.12, 0.12, 2)
    light = 1.0 + gx * (xx / W - 0.5) * 2 + gy * (yy / H - 0.5) * 2
    photo = cv2.GaussianBlur(photo, (0, 0), 0.7).astype(np.float32) * light[..., None]
    photo += rng.normal(0, 4.0, photo.shape).astype(np.float32)
    photo = np.clip(photo, 0, 255).astype(np.uint8)
    ok, buf = cv2.imencode(".jpg", photo, [cv2.IMWRITE_JPEG_QUALITY, quality])
    assert ok
    return buf.tobytes()


def make_sample(seed: int, megapixels: float = 12.0, table: Table | None = None, palette: Palette | None = None,
                marker_size_in: float = M.DEFAULT_SIZE_IN, move_share: float = 0.85, touch_share: float = 0.3,
                allowance_in: float = 8.0) -> Sample:
    """One photo of ``table`` (the demo table) after a turn of random moves (see the module's text)."""
    rng = np.random.default_rng(seed)
    palette = palette or Palette()
    before = prepare(table if table is not None else table_from_dict(demo_table_dict()).table, marker_size_in)
    truth = random_moves(before, rng, allowance_in=allowance_in, move_share=move_share, touch_share=touch_share,
                         marker_size_in=marker_size_in)
    w = int(round(math.sqrt(megapixels * 1e6 * 4 / 3)))
    size = (w, int(round(w * 3 / 4)))
    k = min(DRAW_PX_PER_IN, max(8, int(size[0] / before.width_in * 1.1)))
    top, margin = draw_table(before, truth, palette, marker_size_in, rng, k)
    jpeg = photograph(top, k, margin, before.width_in, before.height_in, rng, size)
    return Sample(before, jpeg, truth, marker_size_in, size)


def write_corpus(out: Path, count: int, seed: int = 1, megapixels: float = 12.0) -> None:
    out.mkdir(parents=True, exist_ok=True)
    for n in range(count):
        s = make_sample(seed + n, megapixels)
        (out / f"{n:03d}_before.json").write_text(json.dumps(table_to_dict(s.before), indent=1), encoding="utf-8")
        (out / f"{n:03d}.jpg").write_bytes(s.jpeg)
        (out / f"{n:03d}_truth.json").write_text(json.dumps({k: list(v) for k, v in s.truth.items()}, indent=1),
                                                encoding="utf-8")
        print(f"{out / f'{n:03d}.jpg'}: {s.size_px[0]} x {s.size_px[1]}, {len(s.truth)} figures on the photo")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("out", type=Path)
    ap.add_argument("--count", type=int, default=5)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--megapixels", type=float, default=12.0)
    a = ap.parse_args()
    write_corpus(a.out, a.count, a.seed, a.megapixels)


if __name__ == "__main__":
    main()
