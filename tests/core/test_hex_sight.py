"""Hex sight lines, ruling T3 (Tarawa 4.2.1 B-C): centre to centre; the inside of a blocking hex
between the ends blocks; along a hexside only when both hexes block; a touched corner never blocks."""

import pytest
from hypothesis import given, settings, strategies as st
from shapely.geometry import LineString, Point

from assistant.core.errors import InputError
from assistant.core.hex_sight import clear_pairs, corners, crossing, entry_hexsides, sight_line
from assistant.core.hexes import DIRECTIONS, Hex, HexMap, distance, load_map, within

O = Hex(0, 0)
SPINE = Hex(2, -1)                       # two hexes away along a hex spine
SIDE = (Hex(1, 0), Hex(1, -1))           # the two hexes whose common side the line runs along


def test_hexside_one_blocking_hex_is_clear():
    """T3 / Tarawa 4.2.1 C exception: along a hexside with only one blocking hex, not blocked."""
    for one in SIDE:
        s = sight_line(O, SPINE, {one})
        assert s.clear and s.blocked_by == ()
        assert s.hexsides == (tuple(sorted(SIDE)),)
        assert s.crossed == (O, SPINE)          # the line never enters either side hex


def test_hexside_two_blocking_hexes_block():
    """T3: along a hexside between two blocking hexes, blocked; both hexes are named."""
    s = sight_line(O, SPINE, set(SIDE))
    assert not s.clear and set(s.blocked_by) == set(SIDE) and s.ruling == "T3"


def test_every_spine_direction():
    """T3 in all six hex-spine directions (the sum of two neighbouring directions)."""
    for i in range(6):
        a, b = DIRECTIONS[i], DIRECTIONS[(i + 1) % 6]
        target = a + b
        assert sight_line(O, target, {a}).clear
        assert sight_line(O, target, {b}).clear
        assert sight_line(O, target, {a, b}).blocked_by == tuple(sorted((a, b)))


def test_inside_blocks_and_first_blocker_named():
    """T3: a blocking hex the line runs through blocks; the first from the firer is named."""
    target = Hex(4, 0)
    s = sight_line(O, target, {Hex(3, 0), Hex(1, 0)})
    assert not s.clear and s.blocked_by == (Hex(1, 0),)
    assert s.obstructions == ((Hex(1, 0),), (Hex(3, 0),))
    assert s.crossed == (O, Hex(1, 0), Hex(2, 0), Hex(3, 0), target)


def test_end_hexes_never_block():
    """T3: the firer's and the target's own hexes do not block."""
    assert sight_line(O, Hex(3, 0), {O, Hex(3, 0)}).clear
    assert sight_line(O, O, {O}).clear


def test_touching_a_corner_does_not_block():
    """T3: the line from 0,0 to 5,-1 passes exactly through a corner of hex 2,-1 and no further."""
    target = Hex(5, -1)
    assert crossing(O, target, Hex(2, -1)).kind == "corner"
    assert sight_line(O, target, {Hex(2, -1)}).clear
    assert sight_line(O, target, {Hex(2, 0)}).blocked_by == (Hex(2, 0),)


def test_one_side_hex_and_an_inside_hex():
    """T3: a hexside with one blocking hex does not block, but a blocking hex beyond it does."""
    target = Hex(4, -2)                       # two spines: sides (1,0)|(1,-1) then (3,-1)|(3,-2)
    s = sight_line(O, target, {Hex(1, 0), Hex(3, -2)})
    assert s.clear and len(s.hexsides) == 2
    s = sight_line(O, target, {Hex(1, 0), Hex(3, -2), Hex(3, -1)})
    assert s.blocked_by == (Hex(3, -2), Hex(3, -1))


def test_on_the_tarawa_map_with_labels():
    """T3 on a digits4 map: the answer names the blocking hexes by their printed numbers."""
    m = load_map("tarawa")
    a = m.parse("1010")
    b = a + SPINE
    side = [a + SIDE[0], a + SIDE[1]]
    text = sight_line(a, b, set(side)).describe(m)
    assert text.startswith(f"1010 to {m.label(b)}: blocked along the hexside between")
    assert all(m.label(h) in text for h in side)
    assert sight_line(a, b, {side[0]}).describe(m).endswith("clear (T3)")


def test_entry_hexsides():
    """Tarawa 5.0 C: a line entering along a hex spine comes through two hexsides at once."""
    assert set(entry_hexsides(SPINE, O)) == {Hex(1, 0), Hex(1, -1)}
    assert entry_hexsides(Hex(3, 0), O) == (Hex(2, 0),)
    assert entry_hexsides(O, O) == ()
    for d in DIRECTIONS:
        assert entry_hexsides(d, O) == (O,)


def test_bad_input():
    with pytest.raises(InputError):
        sight_line("0101", O, set())


hexes = st.builds(Hex, st.integers(-6, 6), st.integers(-6, 6))


@settings(max_examples=300, deadline=None)
@given(hexes, hexes, st.sets(hexes, max_size=25))
def test_sight_is_symmetric(a, b, blocking):
    """T3 property: A sees B exactly when B sees A, blocked by the same hexes."""
    s1, s2 = sight_line(a, b, blocking), sight_line(b, a, blocking)
    assert s1.clear == s2.clear
    assert set(s1.obstructions) == set(s2.obstructions)
    assert set(s1.crossed) == set(s2.crossed) and set(s1.hexsides) == set(s2.hexsides)
    if s1.obstructions:
        assert s1.obstructions == tuple(reversed(s2.obstructions)) or len(s1.obstructions) == 1


@settings(max_examples=200, deadline=None)
@given(hexes, hexes, st.sets(hexes, max_size=20), hexes)
def test_more_blocking_never_clears(a, b, blocking, extra):
    """T3 property: marking one more hex as blocking never turns a blocked line clear."""
    if not sight_line(a, b, blocking).clear:
        assert not sight_line(a, b, blocking | {extra}).clear


@settings(max_examples=150, deadline=None)
@given(hexes, hexes)
def test_crossed_hexes_form_a_chain(a, b):
    """The hexes a line runs through start at a, end at b and step between touching hexes."""
    s = sight_line(a, b, set())
    assert s.crossed[0] == a and s.crossed[-1] == b
    assert len(s.crossed) >= distance(a, b) + 1 - 2 * len(s.hexsides)
    for x, y in zip(s.crossed, s.crossed[1:]):
        assert distance(x, y) <= 2


@settings(max_examples=150, deadline=None)
@given(hexes, hexes, st.sampled_from(["flat", "pointy"]))
def test_agrees_with_shapely_on_the_printed_geometry(a, b, orientation):
    """The exact answer matches shapely on the map's real (float) hex outlines, flat or pointy:
    'inside' runs through the polygon, 'side' lies on its outline (to 1e-9: the float geometry
    cannot say "exactly on" - the reason the module decides in integers), the rest meets it in at
    most a point."""
    if a == b:
        return
    m = HexMap("t", orientation=orientation, numbering="digits4", first_col=0, last_col=99,
               first_row=0, last_row=99, rows_from="north")
    (x0, y0), (x1, y1) = m.center(a), m.center(b)
    seg = LineString([(x0, y0), (x1, y1)])

    def at(t):
        t = float(t)
        return Point(x0 + t * (x1 - x0), y0 + t * (y1 - y0))

    for h in set(within(a, 1) + within(b, 1) + [Hex((a.q + b.q) // 2, (a.r + b.r) // 2)]):
        c = crossing(a, b, h)
        poly = m.polygon(h)
        if c.kind in ("inside", "side"):
            mid = at((c.t_in + c.t_out) / 2)
            assert poly.exterior.distance(at(c.t_in)) < 1e-9 or h == a
            assert poly.exterior.distance(at(c.t_out)) < 1e-9 or h == b
            if c.kind == "side":
                assert poly.exterior.distance(mid) < 1e-9
            else:
                assert poly.contains(mid) and poly.exterior.distance(mid) > 1e-9
        else:
            assert seg.intersection(poly).length < 1e-9


def test_corners_are_integers_and_six():
    cs = corners(Hex(2, -1))
    assert len(cs) == 6 and all(isinstance(c, int) for p in cs for c in p)


def test_clear_pairs():
    out = clear_pairs([O, SPINE, Hex(1, 0)], {Hex(1, 0)})
    assert len(out) == 3 and all(s.clear for s in out.values())
