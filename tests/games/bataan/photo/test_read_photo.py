"""Reading the Bataan table from a photo (issue 24.1, 24.2, 24.4): markers, straightening, bases split
where they touch, role dots, the assignment per group and role, and bad input refused naming what."""

from __future__ import annotations

import struct
import zlib

import cv2
import numpy as np
import pytest

from assistant.core.errors import InputError
from assistant.games.bataan.photo import image_file, markers
from assistant.games.bataan.photo.colours import Palette, group_key
from assistant.games.bataan.photo.read import read_photo

from .conftest import corpus, small_table


def _errors_by_kind(sample, reading, palette):
    """Errors in inches with each group's role class compared as a set (riflemen are interchangeable)."""
    from scipy.optimize import linear_sum_assignment

    got = reading.by_id()
    kinds: dict = {}
    for fid in sample.truth:
        f = sample.before.figure(fid)
        kinds.setdefault((group_key(f.side, f.unit), palette.role_class(f.role)), []).append(fid)
    errs = []
    for ids in kinds.values():
        t = np.array([sample.truth[i] for i in ids])
        p = np.array([(got[i].x, got[i].y) if got[i].x is not None else (1e4, 1e4) for i in ids])
        d = np.hypot(t[:, None, 0] - p[None, :, 0], t[:, None, 1] - p[None, :, 1])
        rows, cols = linear_sum_assignment(d)
        errs += list(d[rows, cols])
    return np.array(errs)


def test_reads_every_figure_on_the_photo_within_half_an_inch(sample):
    """Issue 24.1/24.5: every base found, touching bases split, each put within 0.5" of its true spot
    (median well under 0.1"), the tank found by its base's size and colour."""
    palette = Palette()
    r = read_photo(sample.jpeg, sample.before, palette, marker_size_in=sample.marker_size_in)
    errs = _errors_by_kind(sample, r, palette)
    assert len(errs) == len(sample.truth)
    assert (errs <= 0.5).all(), sorted(errs)[-3:]
    assert np.median(errs) < 0.1
    assert not r.unmatched
    assert any(b.role == "tank" for b in r.found)


def test_role_dots_are_read(sample):
    """Issue 24 conventions: officer, flag bearer, sniper, knee mortar and .30 MG crew carry a dot of their
    role's colour on the rim; each is read from the base found where the figure stands."""
    palette = Palette()
    r = read_photo(sample.jpeg, sample.before, palette)
    pts = np.array([(b.x, b.y) for b in r.found])
    for fid, (x, y) in sample.truth.items():
        f = sample.before.figure(fid)
        j = int(np.argmin(np.hypot(pts[:, 0] - x, pts[:, 1] - y)))
        assert r.found[j].role == palette.role_class(f.role), fid


def test_hidden_americans_are_never_moved_or_revealed(sample):
    """Issue 24.2: hidden Americans are not on the table: the photo lists them not found, kept in place."""
    r = read_photo(sample.jpeg, sample.before).by_id()
    hidden = [f for f in sample.before.figures.values() if f.side == "american" and not f.revealed]
    assert hidden
    for f in hidden:
        assert r[f.id].status == "not found" and r[f.id].x is None and not r[f.id].moves


def test_a_match_past_the_allowance_is_flagged_not_accepted(sample):
    """Issue 24.2: a match further than what the phase allows is flagged 'too far'."""
    r = read_photo(sample.jpeg, sample.before, allowance={fid: 0.5 for fid in sample.truth})
    moved = {fid for fid, (x, y) in sample.truth.items()
             if np.hypot(x - sample.before.figure(fid).x, y - sample.before.figure(fid).y) > 1.0}
    assert moved
    got = r.by_id()
    assert any(got[fid].status == "too far" for fid in moved)
    assert all(got[fid].status != "moved" or got[fid].moved_in <= 0.75 for fid in got)


def test_unknown_base_is_listed_unmatched():
    """Issue 24.2: a base the game does not know is listed as unmatched, with its group."""
    pc = corpus()
    table = small_table()
    sample = pc.make_sample(3, megapixels=1.6, table=table, move_share=0.0)
    gone = "JP1-19"
    table2 = table.copy()
    table2.remove_figure(gone)
    r = read_photo(sample.jpeg, table2)
    assert [u.group for u in r.unmatched] == ["japanese:1"]
    u = r.unmatched[0]
    assert np.hypot(u.x - sample.truth[gone][0], u.y - sample.truth[gone][1]) < 0.5
    assert all(x.status in ("unchanged", "not found") for x in r.figures)


# ---- bad input (issue 24.4): refused in one line naming what -------------------------------------
def _png_header(w, h):
    ihdr = struct.pack(">IIBBBBB", w, h, 8, 2, 0, 0, 0)
    return (b"\x89PNG\r\n\x1a\n" + struct.pack(">I", 13) + b"IHDR" + ihdr
            + struct.pack(">I", zlib.crc32(b"IHDR" + ihdr)))


def test_decompression_bomb_refused_from_its_header():
    """Issue 24.4: a file claiming 100,000 x 100,000 pixels is refused before decoding."""
    with pytest.raises(InputError, match="decompression bomb"):
        read_photo(_png_header(100_000, 100_000) + b"\0" * 100, small_table())


def test_not_an_image_refused():
    with pytest.raises(InputError, match="not a photo"):
        read_photo(b'{"format": "a table file"}', small_table())
    with pytest.raises(InputError, match="cannot be decoded"):
        image_file.decode(_png_header(100, 100) + b"garbage", "x.png")


def test_photo_of_something_else_has_no_markers():
    """Issue 24.4: a photo of something else: no corner markers."""
    img = np.full((600, 800, 3), 90, np.uint8)
    ok, buf = cv2.imencode(".jpg", img)
    with pytest.raises(InputError, match="no corner markers"):
        read_photo(buf.tobytes(), small_table())


def test_only_some_markers_refused_naming_the_missing(sample):
    """Issue 24 conventions: all four markers must be in view; the missing one is named."""
    img = cv2.imdecode(np.frombuffer(sample.jpeg, np.uint8), cv2.IMREAD_COLOR)
    found = markers.detect(cv2.cvtColor(img, cv2.COLOR_BGR2GRAY))
    c = found[2]
    x0, y0 = c.min(0).astype(int) - 5
    x1, y1 = c.max(0).astype(int) + 5
    img[y0:y1, x0:x1] = 255
    with pytest.raises(InputError, match=r"missing: id 2 at \(width, height\)"):
        read_photo(img, sample.before)


def test_wrong_marker_size_refused(sample):
    """Issue 24: markers that do not lie as S" markers would (a wrong --marker-size) are refused."""
    with pytest.raises(InputError, match="marker-size"):
        read_photo(sample.jpeg, sample.before, marker_size_in=4.0)


def test_colour_given_twice_refused():
    """Issue 24.4: a colour given twice, or one colour for two groups, is refused."""
    with pytest.raises(InputError, match="given twice for japanese:1"):
        Palette().with_settings(["japanese:1=#ff0000", "japanese:1=#00ff00"])
    with pytest.raises(InputError, match="given twice"):
        Palette().with_settings(["japanese:1=#123456", "japanese:2=#123456"])
    with pytest.raises(InputError, match="#RRGGBB"):
        Palette().with_settings(["japanese:1=red"])
    with pytest.raises(InputError, match="SIDE:UNIT"):
        Palette().with_settings(["german:1=#ff0000"])
