"""Reading a photo file safely (issue 24.4): the pixel size is read from the file's header before
anything is decoded, so a decompression bomb (a small file that claims billions of pixels) is refused
in a moment; a file that is not a PNG or JPEG image, or one OpenCV cannot decode, is refused naming it."""

from __future__ import annotations

import struct
from pathlib import Path

import numpy as np

from assistant.core.errors import InputError

MAX_PIXELS = 120_000_000          # a 108 MP phone camera's photo is read; a bomb is not
_SOF = {0xC0, 0xC1, 0xC2, 0xC3, 0xC5, 0xC6, 0xC7, 0xC9, 0xCA, 0xCB, 0xCD, 0xCE, 0xCF}


def header_size(data: bytes, where: str) -> tuple[int, int]:
    """(width, height) from a PNG or JPEG header; anything else is refused as not a photo."""
    if data[:8] == b"\x89PNG\r\n\x1a\n":
        if len(data) < 24 or data[12:16] != b"IHDR":
            raise InputError("a broken PNG file (no IHDR header)", where)
        return struct.unpack(">II", data[16:24])
    if data[:2] == b"\xff\xd8":
        i = 2
        n = len(data)
        while i + 4 <= n:
            if data[i] != 0xFF:
                raise InputError("a broken JPEG file (bad marker)", where)
            marker = data[i + 1]
            if marker == 0xFF:
                i += 1
                continue
            if marker in (0xD8, 0x01) or 0xD0 <= marker <= 0xD7:
                i += 2
                continue
            length = struct.unpack(">H", data[i + 2:i + 4])[0]
            if marker in _SOF:
                if i + 9 > n:
                    break
                h, w = struct.unpack(">HH", data[i + 5:i + 9])
                return w, h
            i += 2 + length
        raise InputError("a broken JPEG file (no frame header)", where)
    raise InputError("not a photo: a PNG or JPEG image is expected", where)


def check_size(width: int, height: int, where: str, max_pixels: int = MAX_PIXELS) -> None:
    if width < 1 or height < 1:
        raise InputError(f"the image claims {width} x {height} pixels", where)
    if width * height > max_pixels:
        raise InputError(f"the image claims {width} x {height} pixels ({width * height / 1e6:.0f} MP), more than "
                         f"{max_pixels / 1e6:.0f} MP: refused unread (a decompression bomb?)", where)


def decode(data: bytes, where: str, max_pixels: int = MAX_PIXELS) -> np.ndarray:
    """The photo's pixels (BGR, uint8, EXIF rotation applied), its size checked from the header first."""
    import cv2

    w, h = header_size(data, where)
    check_size(w, h, where, max_pixels)
    img = cv2.imdecode(np.frombuffer(data, np.uint8), cv2.IMREAD_COLOR)
    if img is None:
        raise InputError("the image cannot be decoded (a damaged file?)", where)
    return img


def read_image(path: str | Path, max_pixels: int = MAX_PIXELS) -> np.ndarray:
    p = Path(path)
    if not p.is_file():
        raise InputError("no such file", str(path))
    return decode(p.read_bytes(), str(path), max_pixels)
