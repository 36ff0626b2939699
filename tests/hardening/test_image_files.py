"""Issue 26, images: decompression bombs (PNG headers of 20000x20000, 30000x20000, 46000x46000) loaded in
10-23 s with a 4 GB peak; a map image whose header reads but whose pixels do not (truncated, flipped bytes,
an SVG named .png, a 100000x100000 header on a tiny body) replaced the game's record before the decode
failed; messages said "Unknown error" or "File not found". Now: the header is checked first (PNG, JPEG or
TIFF content, at most ``kept_file.MAX_PIXELS``, named in the message), the image is decoded (its tiles cut)
before anything is recorded, and a failure says what is wrong with the file."""

from __future__ import annotations

import struct
import zlib
from pathlib import Path

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

from assistant.core.errors import InputError
from assistant.games.kept_file import MAX_PIXELS


def chunk(kind: bytes, data: bytes) -> bytes:
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)


def png_header(width: int, height: int, body: bytes = b"") -> bytes:
    """A PNG whose header says ``width`` x ``height`` (8-bit RGB) over whatever pixel data ``body`` is."""
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0))
            + chunk(b"IDAT", zlib.compress(body or b"\x00" * 64)) + chunk(b"IEND", b""))


def good_png(path: Path, w: int = 240, h: int = 160) -> bytes:
    from PySide6.QtGui import QColor, QImage

    img = QImage(w, h, QImage.Format.Format_RGB32)
    img.fill(QColor("#6d8f5a"))
    for x in range(0, w, 9):
        for y in range(h):
            img.setPixel(x, y, (x * 7919 + y * 104729) & 0xFFFFFF)
    assert img.save(str(path))
    return path.read_bytes()


BOMBS = {"20000x20000": (20000, 20000), "30000x20000": (30000, 20000), "46000x46000": (46000, 46000),
         "100000x100000": (100000, 100000), "1x400000000": (1, 400_000_000)}


def bad_files(folder: Path) -> dict[str, tuple[Path, str]]:
    """name -> (file, words its refusal holds): the issue's families."""
    good = good_png(folder / "good.png")
    out = {}

    def put(name, data, words):
        p = folder / name
        p.write_bytes(data)
        out[name] = (p, words)

    for name, (w, h) in BOMBS.items():
        put(f"bomb-{name}.png", png_header(w, h), "300 megapixels")
    put("truncated.png", good[: len(good) // 2], "cut short or damaged")
    flipped = bytearray(good)
    for i in range(120, len(flipped), 40):
        flipped[i] ^= 0xFF
    put("flipped.png", bytes(flipped), "cut short or damaged")
    put("svg.png", b'<svg xmlns="http://www.w3.org/2000/svg" width="100000" height="100000"/>', "not PNG, JPEG or TIFF")
    put("empty.png", b"", "an empty file")
    put("text.png", b"hello " * 30, "not PNG, JPEG or TIFF")
    put("header-only.png", good[:33], "cut short or damaged")
    put("tiff-header.tif", b"II*\x00" + b"\x00" * 20, "header cannot be read")
    return out


def test_the_pixel_limit_holds_the_largest_real_scans_and_refuses_bombs(qapp, tmp_path):
    """A 600 dpi scan of a 22" x 34" map (13200 x 20400, about 270 MP) passes the header check; every bomb
    is refused from its header, naming the limit, before a pixel is decoded."""
    from assistant.ui.mapimage.tiles import image_size, read_image

    assert 13200 * 20400 <= MAX_PIXELS
    scan = tmp_path / "scan-600dpi.png"
    scan.write_bytes(png_header(13200, 20400))
    assert image_size(scan) == (13200, 20400)
    for name, (w, h) in BOMBS.items():
        p = tmp_path / f"{name}.png"
        p.write_bytes(png_header(w, h))
        for read in (image_size, read_image):
            with pytest.raises(InputError, match="more than the 300 megapixels") as err:
                read(p)
            assert err.value.where == str(p)


def test_bad_images_are_refused_naming_what_is_wrong(qapp, tmp_path):
    from assistant.ui.mapimage.tiles import read_image

    for name, (path, words) in bad_files(tmp_path).items():
        with pytest.raises(InputError) as err:
            read_image(path)
        assert words in err.value.message, (name, err.value.message)
        assert "Unknown error" not in str(err.value) and "File not found" not in str(err.value)


def _record(cmds):
    img = cmds.image() if hasattr(cmds, "image") else cmds.photo()
    return None if img is None else img.to_dict()


def test_a_bad_image_changes_no_record(window, tmp_path):
    """Each bad file as a hex map's image, the table photo and the MacArthur scan, with a good image already
    kept: refused in a message naming the file, the record and the undo stack unchanged."""
    files = bad_files(tmp_path)
    good = tmp_path / "good.png"
    window.create_and_open("macarthur_korea", "Images")
    mac = window.board.backdrop
    assert mac.load_image(good) or mac.cmds.image() is not None
    for name, (path, words) in files.items():
        before, steps = _record(mac.cmds), window.hub.undo_stack.count()
        assert not mac.load_image(path)
        assert _record(mac.cmds) == before and window.hub.undo_stack.count() == steps, name
    window.create_and_open("tarawa", "Images")
    hexes = window.board.map_image
    assert hexes.load_image(good, calibrate=False)
    for name, (path, words) in files.items():
        before, steps = _record(hexes.cmds), window.hub.undo_stack.count()
        window.last_error = None
        assert not hexes.load_image(path, calibrate=False)
        assert words in window.last_error[1] and str(path) in window.last_error[1], (name, window.last_error)
        assert _record(hexes.cmds) == before and window.hub.undo_stack.count() == steps, name
    window.create_and_open("bataan", "Images")
    photo = window.board.photo
    assert photo.load(good)
    for name, (path, words) in files.items():
        before = _record(photo.cmds)
        assert not photo.load(path)
        assert words in window.last_error[1], (name, window.last_error)
        assert _record(photo.cmds) == before


@settings(max_examples=25, deadline=None)
@given(cut=st.integers(0, 4000), flips=st.lists(st.tuples(st.integers(0, 4000), st.integers(1, 255)), max_size=6))
@example(cut=2000, flips=[])
@example(cut=4000, flips=[(200, 255)])
def test_mutated_images_load_whole_or_change_nothing(qapp, tmp_path_factory, cut, flips):
    """A good PNG cut short and with bytes flipped: it reads (its tiles cut) or is refused in words; a
    refused one leaves no tiles and no half-made tile folder."""
    from assistant.ui.mapimage.tiles import TilePyramid, build_pyramid

    folder = tmp_path_factory.mktemp("mutant")
    data = bytearray(good_png(folder / "source.png"))
    for at, mask in flips:
        if at < len(data):
            data[at] ^= mask
    path = folder / "mutant.png"
    path.write_bytes(bytes(data[: max(cut, 1)]) if cut < len(data) else bytes(data))
    tiles = folder / "tiles"
    try:
        pyr = build_pyramid(path, tiles)
    except InputError as err:
        assert err.message and str(path) in str(err)
        assert not tiles.exists()
    else:
        assert pyr is not None and TilePyramid.exists(tiles)
    assert [p.name for p in folder.iterdir() if p.name.endswith(".part")] == []
