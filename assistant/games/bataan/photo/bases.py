"""Finding the bases on the straightened photo (issue 24.1): each pixel is classed by the nearest
colour of the palette (a lookup table over the RGB cube, so 3 million pixels cost a few milliseconds);
each group's pixels are cleaned, small gaps in a rim (where a role dot or the figure reaches the edge)
closed and the holes (the figure standing on the base) filled. Touching bases of one group are split by a
base-shaped filter (`ring_contrast`: a disk filled inside, the band just outside it empty): its peaks are
the bases' centres, also for bases packed three or four together, where the distance transform peaks in
the gap between them instead. Each centre is refined to the centroid of the base's pixels within one
radius. A tank's bigger rectangular base survives an opening that foot bases do not, so it is found by
its size, shape and colour. Each foot base's role dot is read from the ring inside its rim, against the
role colours alone and only the roles its group has.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

import numpy as np

from .colours import TANK, UNMARKED, Palette
from .rectify import Upright

LUT_BITS = 6                      # 64 levels a channel: 262,144 bins
MAX_DISTANCE = 38.0               # Lab units (lightness counted half): further from every colour is cloth
MAX_ROLE_DISTANCE = 34.0          # a role dot's colour, tighter (it is small and read in a ring)
L_WEIGHT = 0.5
PEAK_MIN = 0.35                   # a base's centre is at least this many radii from the background
MIN_CONTRAST = 0.15               # a peak with bases all round it is the gap between them
SPLIT_MIN = 1.2                   # two bases' centres at least this many radii apart
RING = (0.45, 0.85)               # the role dot is looked for in this ring (radii), clear of the edge
CLOSE = 0.45                      # gaps in a rim up to this many radii are closed
DOT_MIN_SHARE = 0.15              # of a dot's expected pixels
DOT_RADIUS = 0.28                 # a role dot's radius, in base radii (0.14" on a 1" base)


@dataclass(frozen=True)
class GroupShape:
    """What a group's bases look like: the foot bases' radius and, if it has one, the tank's base."""

    foot_radius_in: float = 0.5
    tank_in: tuple[float, float] | None = None      # (length, width)
    roles: frozenset[str] | None = None             # the dotted roles it has (None: any)


@dataclass(frozen=True)
class FoundBase:
    """A base found on the photo: its centre in inches, group, role class and how sure (0-1)."""

    x: float
    y: float
    group: str
    role: str                         # a role with a dot, "" unmarked, or "tank"
    confidence: float
    heading_deg: float = 0.0


def _lab_of(rgbs) -> np.ndarray:
    import cv2

    colours = np.array(rgbs, np.float32).reshape(1, -1, 3) / 255.0
    return cv2.cvtColor(colours[..., ::-1].copy(), cv2.COLOR_BGR2Lab).reshape(-1, 3)


@lru_cache(maxsize=1)
def _bin_lab() -> np.ndarray:
    """The Lab colour of each bin of the RGB cube (its centre), indexed as `classify`'s index image."""
    import cv2

    n = 1 << LUT_BITS
    step = 256 // n
    levels = (np.arange(n, dtype=np.float32) * step + step / 2) / 255.0
    b, g, r = np.meshgrid(levels, levels, levels, indexing="ij")
    grid = np.stack([b, g, r], -1).reshape(1, -1, 3).astype(np.float32)
    return cv2.cvtColor(grid, cv2.COLOR_BGR2Lab).reshape(-1, 3)


@lru_cache(maxsize=8)
def _lut(key: tuple, n_groups: int, l_weight: float = L_WEIGHT) -> np.ndarray:
    lab_c = _lab_of(key)
    lab = _bin_lab()
    w = np.array([l_weight, 1.0, 1.0], np.float32)
    best = np.full(lab.shape[0], np.inf, np.float32)
    label = np.zeros(lab.shape[0], np.uint8)
    for i, c in enumerate(lab_c):
        d = np.sqrt((((lab - c) * w) ** 2).sum(1))
        closer = d < best
        best[closer] = d[closer]
        label[closer] = i + 1
    label[best > MAX_DISTANCE] = 0
    label[(label > n_groups) & (best > MAX_ROLE_DISTANCE)] = 0
    return label


def classify(image: np.ndarray, palette: Palette) -> tuple[np.ndarray, list[str], list[str], np.ndarray]:
    """(label image, group names, role names, colour index image): label 0 is cloth, 1..G the groups,
    G+1.. the roles; the index image (each pixel's bin of the RGB cube) is what `_role` looks up again
    among the role colours alone (a dot blurred towards another group's colour is still read)."""
    import cv2

    groups, roles = list(palette.groups), list(palette.roles)
    key = tuple(tuple(palette.groups[g]) for g in groups) + tuple(tuple(palette.roles[r]) for r in roles)
    lut = _lut(key, len(groups))
    img = cv2.GaussianBlur(image, (3, 3), 0)
    q = (img >> (8 - LUT_BITS)).astype(np.int32)
    idx = (q[..., 0] << (2 * LUT_BITS)) | (q[..., 1] << LUT_BITS) | q[..., 2]
    return lut[idx], groups, roles, idx


def _fill_holes(mask: np.ndarray) -> np.ndarray:
    import cv2

    pad = cv2.copyMakeBorder(mask, 1, 1, 1, 1, cv2.BORDER_CONSTANT, value=0)
    flood = pad.copy()
    ff = np.zeros((pad.shape[0] + 2, pad.shape[1] + 2), np.uint8)
    cv2.floodFill(flood, ff, (0, 0), 1)
    return (mask | (1 - flood[1:-1, 1:-1])).astype(np.uint8)


def _disk(radius_px: float) -> np.ndarray:
    import cv2

    d = max(3, int(round(2 * radius_px)) | 1)
    return cv2.getStructuringElement(cv2.MORPH_ELLIPSE, (d, d))


def _refine(filled: np.ndarray, cx: float, cy: float, r: float, rounds: int = 4) -> tuple[float, float, float]:
    """The centroid of the base's pixels within ``r`` of the centre, iterated; and the share filled."""
    h, w = filled.shape
    share = 0.0
    for _ in range(rounds):
        x0, x1 = max(0, int(cx - r - 1)), min(w, int(cx + r + 2))
        y0, y1 = max(0, int(cy - r - 1)), min(h, int(cy + r + 2))
        ys, xs = np.mgrid[y0:y1, x0:x1]
        inside = ((xs - cx) ** 2 + (ys - cy) ** 2) <= r * r
        sel = inside & (filled[y0:y1, x0:x1] > 0)
        n = int(sel.sum())
        if n == 0:
            break
        share = n / max(1, int(inside.sum()))
        nx, ny = float(xs[sel].mean()), float(ys[sel].mean())
        done = abs(nx - cx) + abs(ny - cy) < 0.02
        cx, cy = nx, ny
        if done:
            break
    return cx, cy, share


@lru_cache(maxsize=16)
def _ring_kernels(r: float) -> tuple[np.ndarray, np.ndarray]:
    """The two halves of the base-shaped filter: the disk inside (0.8 r) and the band just outside
    (1.1-1.35 r), each summing to 1."""
    R = int(np.ceil(1.35 * r))
    ys, xs = np.mgrid[-R:R + 1, -R:R + 1]
    d2 = (xs * xs + ys * ys).astype(np.float32)
    inside = (d2 <= (0.8 * r) ** 2).astype(np.float32)
    band = ((d2 >= (1.1 * r) ** 2) & (d2 <= (1.35 * r) ** 2)).astype(np.float32)
    return inside / inside.sum(), band / band.sum()


def ring_contrast(filled: np.ndarray, r: float) -> np.ndarray:
    """How much a base of radius ``r`` centred on each pixel looks like one: its inside filled less the
    band just outside it filled (touching neighbours fill part of that band; the gap between touching
    bases, a false peak of the distance transform, has bases all round it)."""
    import cv2

    inside, band = _ring_kernels(float(r))
    f = filled.astype(np.float32)
    a = cv2.filter2D(f, -1, inside, borderType=cv2.BORDER_CONSTANT)
    b = cv2.filter2D(f, -1, band, borderType=cv2.BORDER_CONSTANT)
    return a - b


def _peaks(dt: np.ndarray, r: float, filled: np.ndarray) -> list[tuple[float, float]]:
    """The bases' centres: the local maxima of `ring_contrast` at least ``MIN_CONTRAST`` and at least
    ``PEAK_MIN`` radii from the background, the strongest first, none nearer another than ``SPLIT_MIN``
    radii."""
    import cv2

    score = ring_contrast(filled, r)
    top = (score >= cv2.dilate(score, _disk(max(1.0, 0.3 * r))) - 1e-6) & (score >= MIN_CONTRAST) & (dt >= PEAK_MIN * r)
    ys, xs = np.nonzero(top)
    order = np.argsort(-score[ys, xs], kind="stable")
    kept: list[tuple[float, float]] = []
    lim = (SPLIT_MIN * r) ** 2
    for j in order:
        x, y = float(xs[j]), float(ys[j])
        if all((x - a) ** 2 + (y - b) ** 2 >= lim for a, b in kept):
            kept.append((x, y))
    return kept


def _role(idx: np.ndarray, base_lab: np.ndarray, roles_lab: np.ndarray, cx: float, cy: float, r: float,
          roles: list[str], allowed: frozenset[str] | None) -> tuple[str, float]:
    """The role whose dot shows in the ring inside the rim ("" none), and how clearly (0-1): a pixel counts
    for a role when its colour is within ``MAX_ROLE_DISTANCE`` of that role's (lightness counted fully)
    and nearer to it than to the base's own colour; only the roles the group has (``allowed``; None: any)."""
    if not roles:
        return UNMARKED, 1.0
    h, w = idx.shape
    x0, x1 = max(0, int(cx - r)), min(w, int(cx + r + 2))
    y0, y1 = max(0, int(cy - r)), min(h, int(cy + r + 2))
    ys, xs = np.mgrid[y0:y1, x0:x1]
    d2 = (xs - cx) ** 2 + (ys - cy) ** 2
    ring = (d2 >= (RING[0] * r) ** 2) & (d2 <= (RING[1] * r) ** 2)
    px = _bin_lab()[idx[y0:y1, x0:x1][ring]]
    d_roles = np.sqrt(((px[:, None, :] - roles_lab[None, :, :]) ** 2).sum(2))
    d_base = np.sqrt(((px - base_lab) ** 2).sum(1))
    near = d_roles.argmin(1)
    ok = (d_roles.min(1) <= MAX_ROLE_DISTANCE) & (d_roles.min(1) < d_base)
    counts = np.bincount(near[ok], minlength=len(roles))
    if allowed is not None:
        counts = counts * np.array([r_ in allowed for r_ in roles])
    need = max(2.0, DOT_MIN_SHARE * np.pi * (DOT_RADIUS * r) ** 2)
    best = int(np.argmax(counts))
    if counts[best] < need:
        return UNMARKED, float(min(1.0, 1.0 - counts[best] / (2 * need)))
    second = float(np.sort(counts)[-2]) if len(counts) > 1 else 0.0
    return roles[best], float(min(1.0, (counts[best] - second) / (2 * need)))


def find_bases(up: Upright, palette: Palette, shapes: dict[str, GroupShape]) -> list[FoundBase]:
    """Every base of a palette group on the straightened photo (groups not in ``shapes`` get 1" bases)."""
    import cv2

    k = up.px_per_in
    labels, groups, roles, idx = classify(up.image, palette)
    roles_lab = _lab_of([palette.roles[r_] for r_ in roles]) if roles else None
    opener = cv2.getStructuringElement(cv2.MORPH_ELLIPSE, (3, 3))
    out: list[FoundBase] = []
    for gi, g in enumerate(groups):
        shape = shapes.get(g, GroupShape())
        r = shape.foot_radius_in * k
        base_lab = _lab_of([palette.groups[g]])[0]
        mask = cv2.morphologyEx((labels == gi + 1).astype(np.uint8), cv2.MORPH_OPEN, opener)
        n, lab, stats, _ = cv2.connectedComponentsWithStats(mask, connectivity=8)
        min_area = 0.35 * np.pi * r * r
        closer = _disk(CLOSE * r)
        for i in range(1, n):
            x, y, w, h, area = stats[i]
            if area < min_area:
                continue
            p = 2 + int(CLOSE * r)
            x0, y0 = max(0, x - p), max(0, y - p)
            x1, y1 = min(mask.shape[1], x + w + p), min(mask.shape[0], y + h + p)
            # close the rim where a role dot or the figure's shadow breaks it, then fill the figure's hole
            filled = _fill_holes(cv2.morphologyEx((lab[y0:y1, x0:x1] == i).astype(np.uint8), cv2.MORPH_CLOSE, closer))
            dt = cv2.distanceTransform(filled, cv2.DIST_L2, cv2.DIST_MASK_PRECISE)
            if shape.tank_in is not None and dt.max() > 1.08 * r:
                filled, tanks = _tanks(filled, shape, k)
                for tx, ty, conf, head in tanks:
                    ix, iy = up.to_inches(tx + x0, ty + y0)
                    out.append(FoundBase(ix, iy, g, TANK, conf, head))
                if tanks:
                    dt = cv2.distanceTransform(filled, cv2.DIST_L2, cv2.DIST_MASK_PRECISE)
            for px, py in _peaks(dt, r, filled):
                cx, cy, share = _refine(filled, px, py, r)
                role, clear = _role(idx, base_lab, roles_lab, cx + x0, cy + y0, r, roles, shape.roles)
                ix, iy = up.to_inches(cx + x0, cy + y0)
                out.append(FoundBase(ix, iy, g, role, float(min(1.0, share / 0.9) * (0.6 + 0.4 * clear))))
    return out


def _tanks(filled: np.ndarray, shape: GroupShape, k: float) -> tuple[np.ndarray, list[tuple[float, float, float, float]]]:
    """Tanks in a component: what an opening wider than a foot base leaves, if it is a tank's size;
    returns the component without them and (x, y, confidence, heading) of each, in crop pixels."""
    import cv2

    length, width = shape.tank_in
    rad = 0.5 * (shape.foot_radius_in * 2 + width) / 2 * k      # between a foot base's and the tank's half width
    opened = cv2.morphologyEx(filled, cv2.MORPH_OPEN, _disk(rad))
    n, lab, stats, _ = cv2.connectedComponentsWithStats(opened, connectivity=8)
    want = length * width * k * k
    tanks = []
    rest = filled.copy()
    for i in range(1, n):
        if not (0.75 * want <= stats[i][4] <= 1.15 * want):
            continue
        blob = (lab == i).astype(np.uint8)
        m = cv2.moments(blob, True)
        cx, cy = m["m10"] / m["m00"], m["m01"] / m["m00"]
        head = 0.5 * np.degrees(np.arctan2(2 * m["mu11"], m["mu20"] - m["mu02"]))
        # its long and short axes (from the second moments) must be a tank base's, not a cluster of feet
        common = np.sqrt(((m["mu20"] - m["mu02"]) / 2) ** 2 + m["mu11"] ** 2)
        ev1, ev2 = (m["mu20"] + m["mu02"]) / 2 + common, (m["mu20"] + m["mu02"]) / 2 - common
        aspect = float(np.sqrt(ev1 / max(ev2, 1e-9)))
        if abs(aspect - length / width) > 0.35 * length / width:
            continue
        (_, _), (rw, rh), _ = cv2.minAreaRect(cv2.findNonZero(blob))
        long_px, short_px = max(rw, rh), min(rw, rh)
        if not (abs(long_px / k - length) <= 0.15 * length and abs(short_px / k - width) <= 0.15 * width
                and stats[i][4] >= 0.85 * rw * rh):
            continue                   # not a rectangle of the tank's size: touching foot bases
        conf = float(max(0.0, 1.0 - abs(stats[i][4] / want - 0.91) - abs(aspect - length / width) / (length / width)))
        tanks.append((float(cx), float(cy), conf, float(head)))
        rest[cv2.dilate(blob, _disk(2)) > 0] = 0
    return rest, tanks
