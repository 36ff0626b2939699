"""Sorting a calibrated scan's hexes by their printed colour (issue 23.2: trace the terrain from the
scan). Qt-free (numpy and OpenCV).

Per hex, the colours of :data:`SAMPLES` points on an inner disc of :data:`SAMPLE_RADIUS` of the hex size
(centre to corner; a hex's inner circle is 0.87) are read through a *sampler*: a function from image
pixel positions to RGB, over a numpy array (:func:`array_sampler`) or over the scan's tiles (the window's
own), so a 270-megapixel scan is never held whole. The grid lines stay outside the disc; the printed
number, a road and other ink inside it are outvoted: a hex's colour is the mode of its samples in CIE
L*a*b* (the colour most samples share, within :data:`MODE_DELTA_E`). A hex with less than half of its disc on the image is not classified (``off_scan``).

The hexes' colours are clustered by k-means (OpenCV, fixed seed: the same scan gives the same answer)
with at most :func:`cluster_count` clusters: the game's terrain kinds plus one (the paper or sea that is
no kind), at least 2 and at most 16. Clusters whose centres lie closer than :data:`MERGE_DELTA_E` (Lab
units, about twice what an eye tells apart on paper) are merged, the closest pair first, and every hex
goes to its nearest remaining centre. A hex's confidence is the share of its samples nearest to its
own cluster's centre: a hex holding two colours (a coast, a patch edge) or mostly ink scores low and is
marked for the referee to check (:data:`LOW_CONFIDENCE`).
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Callable, Iterable, Mapping

import numpy as np

from assistant.core.errors import InputError
from assistant.core.messages import msg

__all__ = ["SAMPLE_RADIUS", "MERGE_DELTA_E", "LOW_CONFIDENCE", "ColourCluster", "ScanClasses",
           "array_sampler", "disc_offsets", "hex_colours", "cluster_count", "sample_hexes", "classify_scan", "to_lab"]

SAMPLE_RADIUS = 0.6       # the sampled disc, in hex sizes (centre to corner); the inner circle is 0.866
RINGS = 4                 # sample rings: 1 + 3 * RINGS * (RINGS + 1) = 61 points per hex
SAMPLES = 1 + 3 * RINGS * (RINGS + 1)
MERGE_DELTA_E = 10.0      # cluster centres closer than this (CIE76 Lab distance) are one colour
MODE_DELTA_E = 10.0       # samples this close count as one colour when a hex's colour is found
LOW_CONFIDENCE = 0.6      # a hex with fewer of its samples nearest its own cluster is marked for a check
MIN_ON_SCAN = 0.5         # a hex with less of its disc on the image is not classified
MAX_CLUSTERS = 16
CHUNK = 256               # hexes sampled per progress step
SEED = 23

Sampler = Callable[[np.ndarray, np.ndarray], np.ndarray]   # (xs, ys) image pixels -> (n, 3) uint8 RGB
Progress = Callable[[int, int], bool]                        # (done, total) -> False to cancel


def array_sampler(rgb: np.ndarray) -> Sampler:
    """A sampler over an (h, w, 3) RGB array: the nearest pixel (positions are inside the image)."""
    h, w = rgb.shape[:2]

    def sample(xs: np.ndarray, ys: np.ndarray) -> np.ndarray:
        xi = np.clip(np.floor(xs).astype(np.int64), 0, w - 1)
        yi = np.clip(np.floor(ys).astype(np.int64), 0, h - 1)
        return rgb[yi, xi, :3]
    return sample


def disc_offsets(radius: float = SAMPLE_RADIUS, rings: int = RINGS) -> np.ndarray:
    """(SAMPLES, 2) points of a triangular lattice filling a disc of ``radius`` (map units)."""
    step = radius / rings
    pts = [(0.0, 0.0)]
    for k in range(1, rings + 1):
        for side in range(6):
            a0, a1 = math.radians(60 * side), math.radians(60 * (side + 1))
            for j in range(k):
                t = j / k
                x = (1 - t) * math.cos(a0) + t * math.cos(a1)
                y = (1 - t) * math.sin(a0) + t * math.sin(a1)
                pts.append((k * step * x, k * step * y))
    return np.array(pts, dtype=float)


def to_lab(rgb: np.ndarray) -> np.ndarray:
    """(..., 3) uint8 RGB -> float32 CIE L*a*b* (L 0-100)."""
    import cv2

    flat = np.ascontiguousarray(rgb.reshape(-1, 1, 3), dtype=np.float32) / 255.0
    return cv2.cvtColor(flat, cv2.COLOR_RGB2Lab).reshape(rgb.shape).astype(np.float32)


def lab_to_rgb(lab: np.ndarray) -> np.ndarray:
    import cv2

    flat = np.ascontiguousarray(np.asarray(lab, dtype=np.float32).reshape(-1, 1, 3))
    rgb = cv2.cvtColor(flat, cv2.COLOR_Lab2RGB).reshape(np.shape(lab))
    return np.clip(np.round(rgb * 255.0), 0, 255).astype(np.uint8)


def cluster_count(kinds: int) -> int:
    """The most clusters tried: the game's terrain kinds plus one, from 2 to :data:`MAX_CLUSTERS`."""
    return max(2, min(MAX_CLUSTERS, int(kinds) + 1))


@dataclass(frozen=True)
class ColourCluster:
    """One colour found on the scan: its swatch (RGB and Lab of the centre) and its hexes."""

    index: int
    rgb: tuple[int, int, int]
    lab: tuple[float, float, float]
    hexes: tuple[str, ...]

    @property
    def hex_colour(self) -> str:
        return "#%02x%02x%02x" % self.rgb


@dataclass(frozen=True)
class ScanClasses:
    """Every classified hex's cluster and confidence (0-1), the clusters largest first, and the hexes
    not classified for lying mostly off the image."""

    clusters: tuple[ColourCluster, ...]
    cluster_of: Mapping[str, int]
    confidence: Mapping[str, float]
    off_scan: tuple[str, ...] = ()

    def low_confidence(self, below: float = LOW_CONFIDENCE) -> tuple[str, ...]:
        return tuple(h for h, c in self.confidence.items() if c < below)

    def assignment(self, names: Mapping[int, str | None]) -> dict[str, str]:
        """Hex -> the kind its cluster is named; a cluster named None (or not at all) is left out."""
        return {h: names[i] for h, i in self.cluster_of.items() if names.get(i) is not None}


@dataclass(frozen=True)
class HexSamples:
    """The samples read: per hex its label, its samples in Lab (n, SAMPLES, 3), which were on the image,
    and its colour (:func:`hex_colours`)."""

    labels: tuple[str, ...]
    lab: np.ndarray
    on_image: np.ndarray
    colours: np.ndarray
    off_scan: tuple[str, ...]


def _centres(fit, hexes: Iterable) -> tuple[list, np.ndarray]:
    hexes = list(hexes)
    xy = np.array([fit.hexmap.center(h) for h in hexes], dtype=float).reshape(-1, 2)
    return hexes, xy


def hex_colours(lab: np.ndarray, on: np.ndarray) -> np.ndarray:
    """Each hex's colour: the mode of its samples on the image (the sample with the most others within
    :data:`MODE_DELTA_E`, then the mean of those), so a road, a river or a number printed across up to
    about half of the disc does not move it (a median would slide towards the ink)."""
    sq = (lab * lab).sum(axis=-1)
    d2 = sq[:, :, None] + sq[:, None, :] - 2.0 * np.matmul(lab, lab.transpose(0, 2, 1))     # (n, m, m)
    near = (d2 < MODE_DELTA_E ** 2) & on[:, None, :] & on[:, :, None]
    best = np.argmax(near.sum(axis=2), axis=1)                                # the first of the most: stable
    members = near[np.arange(len(lab)), best]                                 # (n, m)
    return ((lab * members[..., None]).sum(axis=1) / np.maximum(1, members.sum(axis=1))[:, None]).astype(np.float32)


def sample_hexes(fit, sampler: Sampler, width: int, height: int, progress: Progress | None = None,
                 hexes: Iterable | None = None, radius: float = SAMPLE_RADIUS,
                 modes: bool = True) -> HexSamples | None:
    """Read the samples of every hex of ``fit``'s map (or ``hexes``) on a ``width`` x ``height`` image,
    and each hex's colour (unless ``modes`` is off: zeros), in chunks of :data:`CHUNK` hexes ordered along the image's rows (a tile is
    read once or twice); None when ``progress`` cancels."""
    if fit is None:
        raise InputError(msg("the map image is not calibrated: calibrate it first (Game > Calibrate map image…)"),
                         "trace from the scan")
    if not (isinstance(width, int) and isinstance(height, int) and width > 0 and height > 0):
        raise InputError(msg("the image has no pixels ({0} x {1})", width, height), "trace from the scan")
    hexes, xy = _centres(fit, fit.hexmap.all_hexes() if hexes is None else hexes)
    offs = disc_offsets(radius)
    m = fit.map_to_image_matrix()
    pts = (xy[:, None, :] + offs[None, :, :]).reshape(-1, 2)
    h = np.hstack([pts, np.ones((len(pts), 1))]) @ m.T
    uv = (h[:, :2] / h[:, 2:3]).reshape(len(hexes), len(offs), 2)
    inside = (uv[..., 0] >= 0) & (uv[..., 0] < width) & (uv[..., 1] >= 0) & (uv[..., 1] < height)
    centre_uv = uv[:, 0, :]
    order = np.lexsort((centre_uv[:, 0], np.floor(centre_uv[:, 1] / 512.0)))
    lab = np.zeros((len(hexes), len(offs), 3), dtype=np.float32)
    colours = np.zeros((len(hexes), 3), dtype=np.float32)
    for start in range(0, len(order), CHUNK):
        idx = order[start:start + CHUNK]
        sel = inside[idx]
        if sel.any():
            rgb = np.asarray(sampler(uv[idx][..., 0][sel], uv[idx][..., 1][sel]), dtype=np.uint8)
            chunk = np.zeros((len(idx), len(offs), 3), dtype=np.float32)
            chunk[sel] = to_lab(rgb.reshape(-1, 3))
            lab[idx] = chunk
            if modes:
                colours[idx] = hex_colours(chunk, sel)
        if progress is not None and progress(min(start + CHUNK, len(order)), len(order)) is False:
            return None
    enough = inside.mean(axis=1) >= MIN_ON_SCAN
    label = fit.hexmap.label
    labels = tuple(label(hx) for hx in hexes)
    off = tuple(lb for lb, ok in zip(labels, enough) if not ok)
    keep = np.flatnonzero(enough)
    return HexSamples(tuple(labels[i] for i in keep), lab[keep], inside[keep], colours[keep], off)


def _kmeans(colours: np.ndarray, k: int) -> np.ndarray:
    import cv2

    k = max(1, min(k, len(np.unique(np.round(colours, 1), axis=0))))
    if k == 1:
        return colours.mean(axis=0, keepdims=True)
    cv2.setRNGSeed(SEED)
    crit = (cv2.TERM_CRITERIA_EPS + cv2.TERM_CRITERIA_MAX_ITER, 50, 0.05)
    _c, _lab, centres = cv2.kmeans(np.ascontiguousarray(colours, dtype=np.float32), k, None, crit, 4,
                                   cv2.KMEANS_PP_CENTERS)
    return centres.astype(np.float64)


def _nearest(points: np.ndarray, centres: np.ndarray) -> np.ndarray:
    d = ((points[..., None, :] - centres) ** 2).sum(axis=-1)
    return np.argmin(d, axis=-1)


def _merge(colours: np.ndarray, centres: np.ndarray, delta_e: float) -> np.ndarray:
    """Merge the closest pair of centres while it is closer than ``delta_e`` (weighted by their hexes)."""
    centres = centres.copy()
    while len(centres) > 1:
        near = _nearest(colours, centres)
        counts = np.bincount(near, minlength=len(centres)).astype(float)
        live = counts > 0
        if not live.all():
            centres = centres[live]
            continue
        d = np.sqrt(((centres[:, None, :] - centres[None, :, :]) ** 2).sum(axis=-1))
        np.fill_diagonal(d, np.inf)
        i, j = np.unravel_index(np.argmin(d), d.shape)
        if d[i, j] >= delta_e:
            break
        w = counts[i] + counts[j]
        centres[i] = (centres[i] * counts[i] + centres[j] * counts[j]) / w
        centres = np.delete(centres, j, axis=0)
    return centres


def classify_samples(s: HexSamples, kinds: int, delta_e: float = MERGE_DELTA_E) -> ScanClasses:
    """Cluster sampled hexes (see the module notes)."""
    if not s.labels:
        raise InputError(msg("no hex of the map lies on the image: check the calibration"), "trace from the scan")
    colours = s.colours.astype(np.float64)
    centres = _merge(colours, _kmeans(colours, cluster_count(kinds)), delta_e)
    near = _nearest(colours, centres)
    # the centres as their hexes' mean colour, then the hexes to the nearest once more (a settled answer)
    centres = np.array([colours[near == i].mean(axis=0) for i in range(len(centres))])
    near = _nearest(colours, centres)
    sizes = np.bincount(near, minlength=len(centres))
    rank = sorted(range(len(centres)), key=lambda i: (-sizes[i], tuple(centres[i])))
    new_index = {old: new for new, old in enumerate(rank)}
    sample_near = _nearest(s.lab.astype(np.float64), centres)           # (n, SAMPLES)
    own = (sample_near == near[:, None]) & s.on_image
    conf = own.sum(axis=1) / np.maximum(1, s.on_image.sum(axis=1))
    rgb = lab_to_rgb(centres.astype(np.float32))
    clusters = []
    for new, old in enumerate(rank):
        members = tuple(s.labels[i] for i in np.flatnonzero(near == old))
        clusters.append(ColourCluster(new, tuple(int(v) for v in rgb[old]),
                                      tuple(round(float(v), 2) for v in centres[old]), members))
    cluster_of = {lb: new_index[int(c)] for lb, c in zip(s.labels, near)}
    confidence = {lb: round(float(c), 3) for lb, c in zip(s.labels, conf)}
    return ScanClasses(tuple(clusters), cluster_of, confidence, s.off_scan)


def classify_scan(fit, sampler: Sampler, width: int, height: int, kinds: int,
                  progress: Progress | None = None) -> ScanClasses | None:
    """Sample every hex of the calibrated map and sort the hexes by colour; None when cancelled."""
    s = sample_hexes(fit, sampler, width, height, progress)
    return None if s is None else classify_samples(s, kinds)
