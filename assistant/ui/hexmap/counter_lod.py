"""How much a counter shows for the pixels it gets on screen (issue 23.1), Qt-free.

A counter's face is drawn at fixed fractions of its side: the name at :data:`NAME_FRAC`, the ratings and
the stack count at :data:`RATINGS_FRAC`. Text under :data:`MIN_TEXT_PX` pixels high is never drawn, so a
counter shows, by the pixels its side gets:

- ``FULL``: name and ratings (and the stack count in its badge), every text at least 9 px high;
- ``RATINGS``: the ratings (and the count) only;
- ``CHIP``: a chip in the side's colour with the stack's count (when more than one) at a size of its own
  (:func:`chip_text_px`), or no word at all when even that would be under 9 px.

A counter is drawn at least ``MIN_COUNTER_PX`` on screen, and where its hex has room it is grown to the
size the next level needs (:func:`readable_side_px`), so a zoom that leaves room in the hexes shows the
ratings, then the name, before the counter's own size would. The hover line and the tool tip name every
unit of the stack and its ratings at each level.
"""

from __future__ import annotations

from dataclasses import dataclass

MIN_TEXT_PX = 9.0        # no word on a counter is drawn smaller than this on screen
NAME_FRAC = 0.25         # the name's pixel size / the counter's side
RATINGS_FRAC = 1 / 3     # the ratings' (and the stack count's) pixel size / the counter's side
CHIP_TEXT_FRAC = 0.55    # a chip's word: its pixel size / the chip's height
ROOM_FRAC = 0.9          # a counter grown to read may take this much of its hex's width across the flats

FULL, RATINGS, CHIP = "full", "ratings", "chip"


@dataclass(frozen=True)
class Face:
    """What a counter of a given size draws: its level and the pixel height of each text it draws
    (None: that text is not drawn)."""

    level: str
    name_px: float | None
    ratings_px: float | None
    count_px: float | None

    def text_px(self) -> list[float]:
        """The heights of every text drawn."""
        return [p for p in (self.name_px, self.ratings_px, self.count_px) if p is not None]


def chip_text_px(chip_px: float, natural_px: float = 0.0) -> float | None:
    """A chip's word: at its natural size when that reads (>= 9 px), else as large as the chip allows
    (:data:`CHIP_TEXT_FRAC` of its height), else not drawn (None)."""
    if chip_px <= 0:
        return None
    if natural_px >= MIN_TEXT_PX:
        return natural_px
    px = CHIP_TEXT_FRAC * chip_px
    return px if px >= MIN_TEXT_PX else None


def counter_face(side_px: float, stack: int = 1) -> Face:
    """The level and text sizes of a counter whose side is ``side_px`` pixels on screen, top of a stack
    of ``stack`` units."""
    if side_px <= 0 or side_px != side_px:         # not drawn (or NaN)
        return Face(CHIP, None, None, None)
    name, ratings = NAME_FRAC * side_px, RATINGS_FRAC * side_px
    count = ratings if stack > 1 else None
    if name >= MIN_TEXT_PX:
        return Face(FULL, name, ratings, count)
    if ratings >= MIN_TEXT_PX:
        return Face(RATINGS, None, ratings, count)
    return Face(CHIP, None, None, chip_text_px(side_px) if stack > 1 else None)


def level_thresholds() -> tuple[float, float]:
    """The counter sides (pixels) from which the ratings, then the full face, are shown."""
    return MIN_TEXT_PX / RATINGS_FRAC, MIN_TEXT_PX / NAME_FRAC


def readable_side_px(natural_px: float, hex_across_px: float, min_px: float) -> float:
    """The side a counter is drawn at: its own size on screen (``natural_px``), at least ``min_px``, and
    grown to the side the ratings, then the full face, need where that still fits inside its hex
    (:data:`ROOM_FRAC` of ``hex_across_px``, the hex's width across the flats)."""
    side = max(natural_px, min_px)
    room = ROOM_FRAC * hex_across_px
    for need in level_thresholds():
        if side < need <= room:
            side = need
    return side
