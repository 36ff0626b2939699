"""Issue 16.2: the image a game keeps (a hex map's scan, the MacArthur scan, the Bataan table photo) is
one shared record of path, size, time and SHA-256 (``assistant.games.kept_file``): all three notice a
moved file, find it again only by its hash (keeping what was fitted on it), and refuse a wrong file with
their own noun, naming the file. (The hex maps' scan is ``MapImageCommands``, which the MacArthur scan
extends unchanged: tests/games/test_map_image.py covers it there.)"""

from __future__ import annotations

import pytest

from assistant.core.errors import InputError
from assistant.games.kept_file import check_pixel_size, file_status
from assistant.games.macarthur.backdrop import BackdropCommands, Pin
from assistant.games.session import GameSession
from assistant.games.setup import new_game
from assistant.games.table_photo import TablePhotoCommands
from assistant.store.store import Store

TOWNS = {"Seoul": (120.0, 80.0), "Pusan": (560.0, 610.0)}


def _scan():
    store = Store.open(":memory:")
    session = GameSession(store, new_game(store, "macarthur_korea", "m", demo=True))
    cmds = BackdropCommands(session, TOWNS)
    return session, cmds, cmds.set_image, cmds.image, "image"


def _photo():
    store = Store.open(":memory:")
    session = GameSession(store, new_game(store, "bataan", setup="blank", seed=5))
    cmds = TablePhotoCommands(session)
    return session, cmds, cmds.set_photo, cmds.photo, "photo"


@pytest.mark.parametrize("make", [_scan, _photo], ids=["macarthur scan", "table photo"])
def test_a_moved_file_is_found_by_its_hash_and_a_wrong_one_refused(make, tmp_path):
    session, cmds, set_file, kept, noun = make()
    first = tmp_path / "kept.png"
    first.write_bytes(b"\x89PNG the bytes the record hashes " * 40)
    session.do(set_file(first, 1600, 1200))
    if noun == "image":
        session.do(cmds.set_pins([Pin(100.0, 100.0, "Seoul"), Pin(900.0, 700.0, "Pusan")]))
    before = kept()
    moved = tmp_path / "moved" / "kept.png"
    moved.parent.mkdir()
    first.rename(moved)
    assert file_status(kept()) == "missing"
    other = tmp_path / "other.png"
    other.write_bytes(b"another file")
    with pytest.raises(InputError, match=f"this is not the same {noun}: its SHA-256 .* of kept.png") as exc:
        cmds.relink(other)
    assert exc.value.where == str(other)
    text = tmp_path / "notes.txt"
    text.write_text("not an image")
    with pytest.raises(InputError, match="is a PNG, JPEG or TIFF file, got '.txt'"):
        cmds.relink(text)
    session.do(cmds.relink(moved))
    after = kept()
    assert file_status(after) == "ok" and after.path == str(moved.resolve())
    # everything but where it lies is kept (the pins or the corners fitted on it)
    assert {k: v for k, v in after.to_dict().items() if k not in ("path", "mtime_ns")} == \
        {k: v for k, v in before.to_dict().items() if k not in ("path", "mtime_ns")}


@pytest.mark.parametrize("noun", ["image", "photo"])
def test_a_size_that_is_not_whole_pixels_is_refused_naming_the_file(noun):
    with pytest.raises(InputError, match=f"the {noun}'s height must be a whole number of pixels") as exc:
        check_pixel_size(10, 0.5, noun, "scan.png")
    assert exc.value.where == "scan.png"
