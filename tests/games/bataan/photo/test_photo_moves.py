"""Moves from a photo recorded in a Bataan game (issue 24.3): the accepted moves are ONE undoable change
named with the photo's path and SHA-256, made by the game's own move command (B7 costs, the mode, B15
reveals follow); hidden Americans are never moved; figures of the side not moving may not move."""

from __future__ import annotations

import hashlib

import pytest

from assistant.core.errors import InputError
from assistant.games.bataan import photo_moves

from ..game_helpers import goto, make_game
from .conftest import corpus, small_figures, small_table


@pytest.fixture()
def game_and_photo(tmp_path):
    store, session, game = make_game(tmp_path / "g.sqlite", small_figures())
    goto(game, "japanese_move")
    pc = corpus()
    sample = pc.make_sample(11, megapixels=1.6, table=small_table(), touch_share=0.3)
    # the Americans do not move in the Japanese phase: keep them where they were
    truth = dict(sample.truth)
    for fid in truth:
        f = sample.before.figure(fid)
        if f.side == "american":
            truth[fid] = f.centre
    import numpy as np
    rng = np.random.default_rng(11)
    top, margin = pc.draw_table(sample.before, truth, pc.Palette(), 3.0, rng, 24)
    jpeg = pc.photograph(top, 24, margin, 48.0, 24.0, rng, sample.size_px)
    path = tmp_path / "turn1.jpg"
    path.write_bytes(jpeg)
    yield store, session, game, path, truth
    store.close()


def test_accepting_the_photo_is_one_undoable_change(game_and_photo):
    """Issue 24.3: accept all: ONE change (path and SHA-256 in its text), the figures stand where the
    photo puts them; one undo puts every one of them back."""
    store, session, game, path, truth = game_and_photo
    before = {f.id: f.centre for f in game.table().figures.values()}
    read = photo_moves.read(game, path)
    assert read.sha256 == hashlib.sha256(path.read_bytes()).hexdigest()
    moved = [r for r in read.reading.figures if r.status == "moved"]
    assert len(moved) >= 10
    change = photo_moves.accept(game, read)
    assert str(path.resolve()) in change.text and read.sha256 in change.text
    assert dict(change.meta)["photo"]["sha256"] == read.sha256
    session.do(change)
    t = game.table()
    for r in moved:
        f = t.figure(r.id)
        assert abs(f.x - r.x) < 1e-6 and abs(f.y - r.y) < 1e-6
        assert game.state.turn(r.id).moved          # recorded as a move (B8 fire permission follows)
    session.undo()
    t = game.table()
    assert {f.id: f.centre for f in t.figures.values()} == before


def test_accept_some_and_refusals(game_and_photo):
    """Issue 24.3: accept some (only those named move); a hidden American is never moved by a photo;
    nothing to accept is refused; a photo changed since it was read is refused."""
    store, session, game, path, truth = game_and_photo
    read = photo_moves.read(game, path)
    by = read.reading.by_id()
    assert by["US1-3"].status == "not found"                   # hidden: not on the photo
    with pytest.raises(InputError, match="not found on the photo"):
        photo_moves.accept(game, read, ["US1-3"])
    some = [r.id for r in read.reading.figures if r.status == "moved"][:2]
    change = photo_moves.accept(game, read, some)
    session.do(change)
    moved_now = {fid for fid in by if game.state.turn(fid).moved}
    assert moved_now == set(some)
    with pytest.raises(InputError, match="no move"):
        photo_moves.accept(game, read, [])
    path.write_bytes(path.read_bytes() + b"\0")
    with pytest.raises(InputError, match="changed or went away"):
        photo_moves.accept(game, read, [r.id for r in read.reading.figures if r.status == "moved"][2:3])


def test_the_side_not_moving_is_flagged(game_and_photo):
    """Issue 24.2: what this phase allows: in the Japanese move an American the photo shows moved is
    flagged 'too far' (allowance 0"), never accepted silently."""
    store, session, game, path, truth = game_and_photo
    allow = photo_moves.allowances(game)
    assert allow["US1-1"] == 0.0 and allow["JP1-10"] == 8.0


def test_spotting_follows_the_photo_moves(tmp_path):
    """Issue 24.3 / B15: the moves from a photo reveal a hidden American a Japanese figure ends within 2"
    of, as any recorded move does; the photo itself never shows nor moves him."""
    import numpy as np

    store, session, game = make_game(tmp_path / "g.sqlite", small_figures())
    try:
        goto(game, "japanese_move")
        pc = corpus()
        table = small_table()
        truth = {f.id: f.centre for f in table.figures.values() if pc.on_photo(f)}
        truth["JP2-13"] = (32.5, 13.0)                 # 4.2" from (29.5, 10); 1.4" from hidden US1-3
        rng = np.random.default_rng(3)
        top, margin = pc.draw_table(table, truth, pc.Palette(), 3.0, rng, 24)
        path = tmp_path / "p.jpg"
        path.write_bytes(pc.photograph(top, 24, margin, 48.0, 24.0, rng, (1460, 1095)))
        read = photo_moves.read(game, path)
        by = read.reading.by_id()
        assert by["JP2-13"].status == "moved" and by["US1-3"].status == "not found"
        assert not game.table().figure("US1-3").revealed
        session.do(photo_moves.accept(game, read))
        t = game.table()
        assert t.figure("US1-3").revealed
        assert t.figure("US1-3").centre == (34.0, 14.0)
        assert abs(t.figure("JP2-13").x - 32.5) < 0.1
    finally:
        store.close()


def test_photo_colours_are_kept_with_the_game(tmp_path):
    """Issue 24 'Bases': the referee sets the base and dot colours once per game: ONE undoable change;
    a colour given to two groups is refused and nothing changes."""
    from assistant.games.bataan import photo_settings
    from assistant.games.bataan.photo.colours import Palette

    store, session, game = make_game(tmp_path / "g.sqlite", small_figures())
    try:
        pal, size = photo_settings.from_settings(session.settings)
        assert pal == Palette() and size == 3.0
        mine = Palette().with_settings(["japanese:1=#aa0000"], ["officer=#ffffee"])
        session.do(photo_settings.settings_change(session, mine, 4.0))
        pal, size = photo_settings.from_settings(session.settings)
        assert pal.groups["japanese:1"] == (0xAA, 0, 0) and pal.roles["officer"] == (0xFF, 0xFF, 0xEE) and size == 4.0
        with pytest.raises(InputError, match="given twice"):
            Palette().with_settings(["japanese:1=#aa0000", "japanese:2=#aa0000"])
        session.undo()
        assert photo_settings.from_settings(session.settings) == (Palette(), 3.0)
        with pytest.raises(InputError, match="japanese:9"):
            photo_settings.from_settings({"photo": {"groups": {"japanese:9": "#ffffff"}}})
    finally:
        store.close()
