"""An image file the referee keeps where it is (a hex map's scan, MacArthur's scan, the Bataan table
photo): the game records its path, pixel size, byte size, modification time and SHA-256, never its
pixels. Qt-free; shared by ``map_image`` (and the MacArthur scan built on it) and ``table_photo``.

A record kept this way has the fields ``path``, ``sha256``, ``bytes`` and ``mtime_ns`` (and a ``name``,
the file's name). :func:`file_status` notices a moved or edited file, :func:`relinked` takes the same
file found at a new path (its hash checked), :func:`check_image_file` and :func:`check_pixel_size`
refuse what cannot be kept, naming the file.
"""

from __future__ import annotations

import hashlib
import os
from dataclasses import replace
from pathlib import Path
from typing import Callable, Protocol, TypeVar

from assistant.core.errors import InputError
from assistant.core.userfiles import check_regular, open_regular
from assistant.core.messages import msg

__all__ = ["IMAGE_SUFFIXES", "MAX_PIXELS", "KeptFile", "file_sha256", "file_status", "check_image_file",
           "check_pixel_size", "image_kind", "png_header_size", "relinked"]

IMAGE_SUFFIXES = (".png", ".jpg", ".jpeg", ".tif", ".tiff")

#: the most pixels an image the app reads may have (issue 26: a decompression bomb, a small file whose
#: header says 46000 x 46000, is refused from its header before any pixel is decoded). 300 megapixels
#: holds the largest real scans: a 600 dpi scan of a 22" x 34" map is about 270 megapixels.
MAX_PIXELS = 300_000_000

#: the first bytes of each kind of image file kept (the content decides, not the name's suffix)
MAGIC = ((b"\x89PNG\r\n\x1a\n", "PNG"), (b"\xff\xd8\xff", "JPEG"), (b"II*\x00", "TIFF"), (b"MM\x00*", "TIFF"),
         (b"II+\x00", "TIFF"), (b"MM\x00+", "TIFF"))


class KeptFile(Protocol):
    path: str
    sha256: str
    bytes: int
    mtime_ns: int

    @property
    def name(self) -> str: ...


K = TypeVar("K", bound=KeptFile)


def file_sha256(path: str | Path, progress: Callable[[int, int], bool] | None = None,
                chunk: int = 8 << 20) -> str | None:
    """The file's SHA-256 (hex); ``progress(done, total)`` is called per chunk and may return False to
    stop (then None is returned)."""
    p = Path(path)
    h = hashlib.sha256()
    done = 0
    with open_regular(p) as fh:   # a pipe or a device is refused, never read (issue 26)
        total = os.fstat(fh.fileno()).st_size
        while True:
            block = fh.read(chunk)
            if not block:
                break
            h.update(block)
            done += len(block)
            if progress is not None and progress(done, total) is False:
                return None
    return h.hexdigest()


def file_status(kept: KeptFile, path: str | Path | None = None) -> str:
    """``"ok"``, ``"missing"`` (no file at the path) or ``"changed"`` (a file, but not this one).
    The hash is read only when the size or modification time differ from the record."""
    p = Path(path or kept.path)
    if not p.is_file():
        return "missing"
    st = p.stat()
    if st.st_size != kept.bytes:
        return "changed"
    if path is None and st.st_mtime_ns == kept.mtime_ns:
        return "ok"
    return "ok" if file_sha256(p) == kept.sha256 else "changed"


def check_image_file(path: str | Path, what: str) -> Path:
    """The resolved path of an image file that can be kept (``what``: "a map image", "a table photo"),
    or refused, naming the file: no such file, not a regular file (a folder, a pipe, a device, a symbolic
    link loop), or not named as a PNG, JPEG or TIFF file (the window reads its content: :func:`image_kind`)."""
    p = Path(path).expanduser()
    check_regular(p, str(path))
    if p.suffix.lower() not in IMAGE_SUFFIXES:
        raise InputError(msg("{0} is a PNG, JPEG or TIFF file, got '{1}'", what, p.suffix or 'no suffix'), str(path))
    return p.resolve()


def image_kind(path: str | Path, what: str = "an image") -> str:
    """"PNG", "JPEG" or "TIFF" from the file's first bytes, or InputError naming the file (an empty file,
    an SVG or a text named .png...). Reads 8 bytes of a regular file only."""
    with open_regular(path, str(path)) as fh:
        head = fh.read(8)
    for magic, kind in MAGIC:
        if head.startswith(magic):
            return kind
    if not head:
        raise InputError(msg("an empty file, not {0}", what), str(path))
    looks = " (it starts like text: SVG, HTML or XML?)" if head.lstrip()[:1] in (b"<", b"{") else ""
    raise InputError(msg("its content is not PNG, JPEG or TIFF{0}, whatever its name says", looks), str(path))


def png_header_size(path: str | Path) -> tuple[int, int] | None:
    """The width and height a PNG file's IHDR states (read from its first 24 bytes, nothing decoded), or
    None when it is no PNG header: for saying a size the decoder's own limits refuse to read."""
    with open_regular(path, str(path)) as fh:
        head = fh.read(24)
    if len(head) < 24 or not head.startswith(MAGIC[0][0]) or head[12:16] != b"IHDR":
        return None
    return int.from_bytes(head[16:20], "big"), int.from_bytes(head[20:24], "big")


def check_pixel_size(width: int, height: int, noun: str, path: str | Path) -> None:
    """Refuse a width or height that is not a whole number of pixels (``noun``: "image", "photo"), or more
    pixels than :data:`MAX_PIXELS`."""
    for what, v in (("width", width), ("height", height)):
        if isinstance(v, bool) or not isinstance(v, int) or v < 1:
            raise InputError(msg("the {0}'s {1} must be a whole number of pixels, got {2!r}", noun, what, v), str(path))
    if width * height > MAX_PIXELS:
        raise InputError(msg("the {0} is {1:,} x {2:,} pixels ({3:,.0f} megapixels): more than the {4:,.0f} megapixels an image "
                             'may have here (a 600 dpi scan of a 22" x 34" map is about 270); scan at a lower resolution', noun, width, height, width * height / 1e6, MAX_PIXELS / 1e6), str(path))


def relinked(kept: K, path: str | Path, what: str, noun: str) -> tuple[Path, K]:
    """The record ``kept`` pointing at its file found at ``path`` (with that file's size and time):
    refused unless the file's SHA-256 is the one recorded (``what``/``noun`` as in
    :func:`check_image_file` / :func:`check_pixel_size`)."""
    p = check_image_file(path, what)
    sha = file_sha256(p)
    if sha != kept.sha256:
        raise InputError(msg("this is not the same {0}: its SHA-256 {1}… is not the recorded {2}… of {3}", noun, sha[:12], kept.sha256[:12], kept.name), str(path))
    st = p.stat()
    return p, replace(kept, path=str(p), bytes=st.st_size, mtime_ns=st.st_mtime_ns)  # type: ignore[type-var]
