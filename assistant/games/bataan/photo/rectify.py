"""Straightening the photo (issue 24.1): the photo warped by the markers' homography into an upright
picture of the table at ``px_per_in`` pixels an inch. Pixel (i, j) of the picture is centred on the
table point ((i + 0.5) / k, (j + 0.5) / k) inches, k pixels an inch."""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

DEFAULT_PX_PER_IN = 20.0          # a 1" base is 20 pixels across: centres to a few hundredths of an inch


@dataclass(frozen=True)
class Upright:
    image: np.ndarray                 # BGR, the table from (0, 0) to (width, height)
    px_per_in: float

    def to_inches(self, col: float, row: float) -> tuple[float, float]:
        k = self.px_per_in
        return (col + 0.5) / k, (row + 0.5) / k


def native_px_per_in(homography: np.ndarray, width_in: float, height_in: float) -> float:
    """The photo's own sharpness on the table: pixels an inch along the table's edges, at its worst."""
    import cv2

    inv = np.linalg.inv(homography)
    pts = np.array([[0, 0], [width_in, 0], [width_in, height_in], [0, height_in]], np.float64).reshape(-1, 1, 2)
    px = cv2.perspectiveTransform(pts, inv).reshape(-1, 2)
    sides = [np.linalg.norm(px[(i + 1) % 4] - px[i]) / (width_in if i % 2 == 0 else height_in) for i in range(4)]
    return float(min(sides))


def upright(photo: np.ndarray, homography: np.ndarray, width_in: float, height_in: float,
            px_per_in: float = DEFAULT_PX_PER_IN) -> Upright:
    """The table, straightened, at ``px_per_in`` (no sharper than the photo itself)."""
    import cv2

    k = float(min(px_per_in, max(4.0, native_px_per_in(homography, width_in, height_in))))
    to_px = np.array([[k, 0, -0.5], [0, k, -0.5], [0, 0, 1]], np.float64) @ homography
    size = (max(1, round(width_in * k)), max(1, round(height_in * k)))
    img = cv2.warpPerspective(photo, to_px, size, flags=cv2.INTER_LINEAR, borderMode=cv2.BORDER_REPLICATE)
    return Upright(img, k)
