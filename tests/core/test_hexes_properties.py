"""Hex geometry laws (hypothesis): distance is a metric, rings hold 6n, lines are connected."""

from hypothesis import given, settings, strategies as st

from assistant.core.hexes import Hex, distance, line, load_map, ring, within

coords = st.integers(-60, 60)
hexes = st.builds(Hex, coords, coords)


@given(hexes, hexes)
def test_distance_symmetric_and_zero_only_on_itself(a, b):
    assert distance(a, b) == distance(b, a) >= 0
    assert (distance(a, b) == 0) == (a == b)


@given(hexes, hexes, hexes)
def test_triangle_inequality(a, b, c):
    assert distance(a, c) <= distance(a, b) + distance(b, c)


@given(hexes, st.integers(0, 12))
def test_ring_holds_6n_hexes_at_distance_n(c, n):
    r = ring(c, n)
    assert len(r) == len(set(r)) == max(1, 6 * n)
    assert all(distance(c, h) == n for h in r)
    # consecutive ring hexes are adjacent, and the ring closes
    if n:
        assert all(distance(r[i], r[(i + 1) % len(r)]) == 1 for i in range(len(r)))


@given(hexes, st.integers(0, 8))
def test_within_is_the_union_of_rings(c, n):
    w = within(c, n)
    assert len(w) == len(set(w)) == 3 * n * (n + 1) + 1


@given(hexes, hexes, st.sampled_from([1, -1]))
def test_line_length_and_adjacency(a, b, nudge):
    ln = line(a, b, nudge)
    assert len(ln) == distance(a, b) + 1
    assert ln[0] == a and ln[-1] == b
    assert all(distance(ln[i], ln[i + 1]) == 1 for i in range(len(ln) - 1))
    # each line hex is on its way: its distance from a is its index
    assert all(distance(a, h) == i for i, h in enumerate(ln))


@given(hexes, hexes)
def test_line_reversed_is_the_same_hexes(a, b):
    """The nudge is a fixed offset, so a line and its reverse break ties alike."""
    assert line(a, b, 1) == list(reversed(line(b, a, 1)))
    assert line(a, b, -1) == list(reversed(line(b, a, -1)))


def test_parse_label_round_trip_on_every_luzon_hex():
    m = load_map("luzon")
    all_h = m.all_hexes()
    assert len(all_h) == len(set(all_h)) == m.hex_count
    for h in all_h:
        lab = m.label(h)
        assert m.parse(lab) == h
        assert m.contains(h)


@settings(max_examples=300)
@given(st.data())
def test_round_trip_under_every_setting(data):
    from assistant.core.hexes import HexMap
    m = HexMap(
        name="p",
        orientation=data.draw(st.sampled_from(["flat", "pointy"])),
        numbering=data.draw(st.sampled_from(["dotted", "digits4"])),
        rows_from=data.draw(st.sampled_from(["south", "north"])),
        shifted=data.draw(st.sampled_from(["odd", "even"])),
        first_col=data.draw(st.integers(0, 3)), last_col=data.draw(st.integers(3, 30)),
        first_row=data.draw(st.integers(0, 3)), last_row=data.draw(st.integers(3, 30)),
    )
    col = data.draw(st.integers(m.first_col, m.last_col))
    row = data.draw(st.integers(m.first_row, m.last_row))
    h = m.from_offset(col, row)
    assert m.to_offset(h) == (col, row)
    assert m.parse(m.label(h)) == h
