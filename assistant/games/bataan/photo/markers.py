"""The four corner markers (issue 24, "Corner markers"): ArUco ``DICT_4X4_50`` ids 0-3, id 0 at the
table corner (0, 0), 1 at (width, 0), 2 at (width, height), 3 at (0, height), in the table's inches (x
along the length, y across). Each is a black square of side S (default 3") on white, its centre S in from
both edges of its corner, printed upright: its top edge towards y = 0. Their 16 corners give the
photo's perspective (a homography) with no clicking; a photo without all four is refused."""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from assistant.core.errors import InputError

DICTIONARY = "DICT_4X4_50"
IDS = (0, 1, 2, 3)
DEFAULT_SIZE_IN = 3.0
CORNER_NAMES = {0: "(0, 0)", 1: "(width, 0)", 2: "(width, height)", 3: "(0, height)"}
DETECT_MAX_SIDE = 2200          # markers are found on a photo scaled to this, then refined at full size
MAX_RESIDUAL_IN = 0.35          # the 16 corners must fit one perspective this well (else the size is wrong)


@dataclass(frozen=True)
class MarkerFix:
    """The markers found: their corners in photo pixels (by id), the photo-to-inches homography and
    the worst corner's misfit in inches."""

    corners_px: dict[int, np.ndarray]
    homography: np.ndarray            # 3x3: photo pixel (x, y, 1) -> table inches
    residual_in: float
    size_in: float

    def to_json(self) -> list[dict]:
        return [{"id": k, "corner": CORNER_NAMES[k], "x_px": round(float(c[:, 0].mean()), 1),
                 "y_px": round(float(c[:, 1].mean()), 1)} for k, c in sorted(self.corners_px.items())]


def marker_centre_in(marker_id: int, width_in: float, height_in: float, size_in: float) -> tuple[float, float]:
    s = size_in
    return {0: (s, s), 1: (width_in - s, s), 2: (width_in - s, height_in - s), 3: (s, height_in - s)}[marker_id]


def marker_corners_in(marker_id: int, width_in: float, height_in: float, size_in: float) -> np.ndarray:
    """The marker's four corners in table inches, in ArUco's order (top left, top right, bottom right,
    bottom left of the printed marker, its top towards y = 0)."""
    cx, cy = marker_centre_in(marker_id, width_in, height_in, size_in)
    h = size_in / 2.0
    return np.array([(cx - h, cy - h), (cx + h, cy - h), (cx + h, cy + h), (cx - h, cy + h)], dtype=np.float64)


def check_size(size_in: float, width_in: float, height_in: float) -> None:
    if not (isinstance(size_in, (int, float)) and np.isfinite(size_in) and 0.5 <= size_in <= min(width_in, height_in) / 4):
        raise InputError(f"the marker size is from 0.5\" to a quarter of the table's width "
                         f"({min(width_in, height_in) / 4:g}\"), not {size_in!r}", "--marker-size")


def detect(gray: np.ndarray) -> dict[int, np.ndarray]:
    """The ArUco markers of ``DICT_4X4_50`` in a grey photo: {id: 4x2 corners in photo pixels}; found
    on a scaled-down copy (fast), their corners refined on the full photo."""
    import cv2

    h, w = gray.shape[:2]
    scale = min(1.0, DETECT_MAX_SIDE / max(h, w))
    small = cv2.resize(gray, (round(w * scale), round(h * scale)), interpolation=cv2.INTER_AREA) if scale < 1 else gray
    det = cv2.aruco.ArucoDetector(cv2.aruco.getPredefinedDictionary(cv2.aruco.DICT_4X4_50),
                                  cv2.aruco.DetectorParameters())
    corners, ids, _ = det.detectMarkers(small)
    found: dict[int, np.ndarray] = {}
    if ids is None:
        return found
    for c, i in zip(corners, ids.ravel()):
        c = c.reshape(4, 2).astype(np.float64)
        if scale < 1:
            c = (c + 0.5) / scale - 0.5
        side = float(np.mean(np.linalg.norm(np.roll(c, -1, axis=0) - c, axis=1)))
        win = max(2, min(12, int(side / 12)))
        pts = c.astype(np.float32).reshape(-1, 1, 2)
        cv2.cornerSubPix(gray, pts, (win, win), (-1, -1),
                         (cv2.TERM_CRITERIA_EPS + cv2.TERM_CRITERIA_MAX_ITER, 30, 0.01))
        i = int(i)
        if i in IDS and i not in found:
            found[i] = pts.reshape(4, 2).astype(np.float64)
    return found


def fix(found: dict[int, np.ndarray], width_in: float, height_in: float, size_in: float = DEFAULT_SIZE_IN,
        where: str = "photo") -> MarkerFix:
    """The photo's perspective from the four markers, or refused naming what is missing or wrong."""
    import cv2

    check_size(size_in, width_in, height_in)
    have = [i for i in IDS if i in found]
    if not have:
        raise InputError("no corner markers found (ArUco DICT_4X4_50 ids 0-3): is this a photo of the table "
                         "with its markers in view?", where)
    missing = [i for i in IDS if i not in found]
    if missing:
        raise InputError("only some corner markers found (" + ", ".join(f"id {i}" for i in have) + "); missing: "
                         + ", ".join(f"id {i} at {CORNER_NAMES[i]}" for i in missing)
                         + ": all four must be in the photo", where)
    src = np.concatenate([found[i] for i in IDS])
    dst = np.concatenate([marker_corners_in(i, width_in, height_in, size_in) for i in IDS])
    hom, _ = cv2.findHomography(src, dst, 0)
    if hom is None:
        raise InputError("the corner markers do not make a table outline", where)
    got = cv2.perspectiveTransform(src.reshape(-1, 1, 2), hom).reshape(-1, 2)
    residual = float(np.max(np.linalg.norm(got - dst, axis=1)))
    if residual > MAX_RESIDUAL_IN:
        raise InputError(f"the corner markers do not lie as {size_in:g}\" markers on a {width_in:g}\" x "
                         f"{height_in:g}\" table would (misfit {residual:.2f}\"): check --marker-size and the "
                         "table's size, and that each marker is at its own corner", where)
    return MarkerFix(found, hom, residual, float(size_in))


def marker_cells(marker_id: int) -> np.ndarray:
    """The printed marker as a 6 x 6 grid of cells (True black), its black border included: what the
    marker sheet draws at S inches a side."""
    import cv2

    if marker_id not in IDS:
        raise InputError(f"the corner markers are ids 0-3, not {marker_id!r}", "marker")
    img = cv2.aruco.generateImageMarker(cv2.aruco.getPredefinedDictionary(cv2.aruco.DICT_4X4_50), marker_id, 6)
    return img < 128
