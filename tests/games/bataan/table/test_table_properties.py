"""Geometry laws (hypothesis): distance symmetric, blast radius honoured (Bataan B1, B12)."""

from __future__ import annotations

from hypothesis import given, settings, strategies as st

from assistant.games.bataan.table import Figure, Table
from assistant.games.bataan.table.measure import blast, distance, distance_to_point
from assistant.games.bataan.rulings import Rulings
from tests.games.bataan.hypo import examples

coord = st.floats(0, 48, allow_nan=False)
role = st.sampled_from(["rifleman", "tank"])
heading = st.floats(0, 360)


@settings(max_examples=examples(80), deadline=None)
@given(coord, coord, role, heading, coord, coord, role, heading, st.booleans())
def test_distance_is_symmetric(x1, y1, r1, h1, x2, y2, r2, h2, centre):
    """B1: the distance from a to b is the distance from b to a, either reading; never negative."""
    t = Table(48, 48, figures=[Figure("a", "japanese", 3, r1, x1, y1, heading_deg=h1),
                               Figure("b", "american", 1, "rifleman" if r2 == "tank" else r2, x2, y2, heading_deg=h2)],
              rulings=Rulings(b1_centre_to_centre=centre))
    ab, ba = distance(t, "a", "b").distance_in, distance(t, "b", "a").distance_in
    assert abs(ab - ba) < 1e-9 and ab >= 0
    assert ab <= distance(t, "a", "b").centre_distance_in + 1e-9


@settings(max_examples=examples(60), deadline=None)
@given(st.lists(st.tuples(coord, coord, role), min_size=1, max_size=12), coord, coord,
       st.floats(0.1, 12), st.booleans())
def test_blast_hits_are_within_radius_and_sorted(figs, x, y, r, centre):
    """B12/B13: every figure in a blast of radius r is at most r away (B1), nearest first; none missed."""
    t = Table(48, 48, figures=[Figure(f"f{k}", "japanese", 3, rl, fx, fy) for k, (fx, fy, rl) in enumerate(figs)],
              rulings=Rulings(b1_centre_to_centre=centre))
    b = blast(t, x, y, r)
    d = [h.distance_in for h in b.hits]
    assert all(v <= r for v in d) and d == sorted(d)
    inside = {f"f{k}" for k in range(len(figs)) if distance_to_point(t, f"f{k}", x, y).distance_in <= r}
    assert inside == {h.figure for h in b.hits}
