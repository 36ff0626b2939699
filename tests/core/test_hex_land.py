"""Issue 23.1 (Fit shows what matters): the land of a hex map from the terrain a game knows per hex."""

from __future__ import annotations

from hypothesis import given, strategies as st

from assistant.core.hex_land import SEA_TERRAIN, extent, land_hexes
from assistant.core.hexes import load_map

TARAWA = load_map("tarawa")


def test_land_is_every_marked_hex_but_open_water():
    """Issue 23.1: Betio's marks (beach, palms, a pier) are land; water is not; an unmarked hex is not known
    to be land; a mark whose number does not read or lies off the map is no land to show."""
    terrain = {"0528": "beach", "0529": "palm_trees", "0530": "water", "3010": "pier", "9999": "beach",
               "12": "beach"}
    land = land_hexes(TARAWA, terrain)
    assert {TARAWA.label(h) for h in land} == {"0528", "0529", "3010"}
    assert extent(land, TARAWA) == (5, 10, 30, 29)
    assert extent([], TARAWA) is None
    assert "water" in SEA_TERRAIN


@given(st.dictionaries(st.tuples(st.integers(1, 99), st.integers(1, 60)),
                       st.sampled_from(["beach", "water", "clear", "bunker", "ocean"]), max_size=40))
def test_land_and_water_split_the_marks(marks):
    """Issue 23.1, a law: every mark on the map is land or water, never both; the extent holds every land hex."""
    terrain = {f"{c:02d}{r:02d}": t for (c, r), t in marks.items()}
    land = land_hexes(TARAWA, terrain)
    water = {label for label, t in terrain.items() if t in SEA_TERRAIN}
    assert {TARAWA.label(h) for h in land} == set(terrain) - water
    box = extent(land, TARAWA)
    for h in land:
        c, r = TARAWA.to_offset(h)
        assert box[0] <= c <= box[2] and box[1] <= r <= box[3]
