"""Issue 23.1, the counters' level of detail, without a display: what a counter shows is decided by the
pixels its side gets (name and ratings, ratings only, a chip with the stack's count) and no word on a
counter is ever drawn under 9 px high; a counter grows to the next level only where its hex has room."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from assistant.ui.hexmap.counter_lod import (
    CHIP, FULL, MIN_TEXT_PX, RATINGS, ROOM_FRAC, chip_text_px, counter_face, level_thresholds, readable_side_px,
)

ORDER = {CHIP: 0, RATINGS: 1, FULL: 2}
sides = st.floats(min_value=0.0, max_value=2000.0, allow_nan=False)


@given(sides, st.integers(min_value=1, max_value=12))
def test_no_text_under_9_px_at_any_size(side, stack):
    """Issue 23.1: every text a counter of any size draws is at least 9 px high."""
    face = counter_face(side, stack)
    assert all(px >= MIN_TEXT_PX for px in face.text_px())
    if face.level == FULL:
        assert face.name_px is not None and face.ratings_px is not None
    if face.level == RATINGS:
        assert face.name_px is None and face.ratings_px is not None
    if face.level == CHIP:
        assert face.name_px is None and face.ratings_px is None
    assert (face.count_px is not None) <= (stack > 1)          # a lone unit has no count


@given(sides, sides, st.integers(min_value=1, max_value=6))
def test_a_bigger_counter_never_shows_less(a, b, stack):
    """Issue 23.1: the level rises with the counter's size (chip, ratings, full face)."""
    small, big = sorted((a, b))
    assert ORDER[counter_face(small, stack).level] <= ORDER[counter_face(big, stack).level]


def test_the_levels_at_their_thresholds():
    """Issue 23.1: ratings from 27 px (9 px text at a third of the side), the name from 36 px (a quarter);
    an 18-px chip (the least a counter is drawn) still shows a stack's count at 9.9 px."""
    ratings_from, full_from = level_thresholds()
    assert (round(ratings_from, 6), round(full_from, 6)) == (27.0, 36.0)
    assert counter_face(26.9, 2).level == CHIP
    assert counter_face(27.0, 2).level == RATINGS and counter_face(27.0, 2).ratings_px >= 9.0
    assert counter_face(36.0, 1).level == FULL and counter_face(36.0, 1).name_px == 9.0
    chip = counter_face(18.0, 3)
    assert chip.level == CHIP and abs(chip.count_px - 9.9) < 1e-9
    assert counter_face(10.0, 3).count_px is None                  # too small for any word: none
    assert counter_face(float("nan"), 2).text_px() == []


@given(st.floats(min_value=0.0, max_value=600.0), st.floats(min_value=0.0, max_value=5.0))
def test_chip_words_read_or_are_left_out(chip_px, natural):
    """Issue 23.1: a chip's word is drawn at 9 px or more, or not at all."""
    px = chip_text_px(chip_px, natural)
    assert px is None or px >= MIN_TEXT_PX


@given(sides, st.floats(min_value=0.0, max_value=2000.0), st.floats(min_value=1.0, max_value=40.0))
def test_grown_to_read_only_inside_its_hex(natural, across, least):
    """Issue 23.1: a counter is never smaller than its own size or the least size, and it is grown past
    them only to a level's threshold that fits inside its hex."""
    side = readable_side_px(natural, across, least)
    base = max(natural, least)
    assert side >= base
    if side > base:
        assert side in level_thresholds() and side <= ROOM_FRAC * across + 1e-9


def test_grown_to_the_ratings_then_the_name():
    """Issue 23.1: in a 40-px-wide hex (36 across the flats) a 24-px counter is drawn at 27 px (ratings);
    in a 46-px one at 36 px (name and ratings); in a tiny one at the least size."""
    assert readable_side_px(24.0, 36.0, 18.0) == 27.0
    assert readable_side_px(24.0, 41.0, 18.0) == 36.0
    assert readable_side_px(5.0, 9.0, 18.0) == 18.0
    assert readable_side_px(60.0, 80.0, 18.0) == 60.0
