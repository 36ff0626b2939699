"""assistant.core.hexes: axial geometry (Red Blob Games) and printed hex numbers at the edge."""

import itertools
import math

import pytest

from assistant.core.errors import InputError
from assistant.core.hexes import (
    DIRECTIONS, Hex, HexMap, distance, line, load_map, map_names, ring, within,
)

SETTINGS = list(itertools.product(("flat", "pointy"), ("south", "north"), ("odd", "even")))


def make_map(orientation="flat", rows_from="south", shifted="odd", numbering="dotted", **kw):
    bounds = dict(first_col=1, last_col=12, first_row=1, last_row=15)
    bounds.update(kw)
    return HexMap(name="test", orientation=orientation, numbering=numbering,
                  rows_from=rows_from, shifted=shifted, **bounds)


def test_hex_basics():
    h = Hex(2, -5)
    assert h.s == 3
    assert Hex(1, 2) + Hex(3, -1) == Hex(4, 1)
    assert len(set(h.neighbors())) == 6
    assert all(distance(h, n) == 1 for n in h.neighbors())


def test_ring_and_within_sizes():
    c = Hex(0, 0)
    assert ring(c, 0) == [c]
    for n in range(1, 6):
        r = ring(c, n)
        assert len(r) == len(set(r)) == 6 * n
        assert all(distance(c, h) == n for h in r)
        w = within(c, n)
        assert len(w) == len(set(w)) == 3 * n * (n + 1) + 1


@pytest.mark.parametrize("bad", [-1, 1.5, True, "2"])
def test_negative_or_odd_radius_is_refused(bad):
    with pytest.raises(InputError):
        ring(Hex(0, 0), bad)
    with pytest.raises(InputError):
        within(Hex(0, 0), bad)


def test_line_along_a_hexside_breaks_ties_to_either_side():
    """The nudge: a centre line running along a hexside is a tie; the two nudges break it apart."""
    a, b = Hex(0, 0), Hex(2, -1)   # centre line passes exactly between two hexes
    l1, l2 = line(a, b), line(a, b, nudge=-1)
    assert len(l1) == len(l2) == 3
    assert l1[0] == l2[0] == a and l1[-1] == l2[-1] == b
    assert l1[1] != l2[1]
    assert {l1[1], l2[1]} == {Hex(1, 0), Hex(1, -1)}
    with pytest.raises(InputError):
        line(a, b, nudge=0)


def test_line_straight_direction_is_unambiguous():
    a = Hex(0, 0)
    b = a + DIRECTIONS[0].scale(5)
    assert line(a, b) == line(a, b, nudge=-1) == [DIRECTIONS[0].scale(k) for k in range(6)]


@pytest.mark.parametrize("orientation,rows_from,shifted", SETTINGS)
def test_adjacent_hexes_have_centres_one_hex_apart(orientation, rows_from, shifted):
    """Whatever the settings, neighbours' centres are sqrt(3) apart and polygons touch."""
    m = make_map(orientation, rows_from, shifted)
    for h in m.all_hexes():
        x, y = m.center(h)
        for n in h.neighbors():
            nx, ny = m.center(n)
            assert math.isclose(math.hypot(nx - x, ny - y), math.sqrt(3))
    h = m.parse("5.07")
    poly = m.polygon(h)
    assert math.isclose(poly.area, 3 * math.sqrt(3) / 2)
    for n in h.neighbors():
        other = m.polygon(n)
        # they share one whole side (length 1) and do not overlap
        assert math.isclose(poly.buffer(1e-7).intersection(other.boundary).length, 1.0, rel_tol=1e-5)
        assert poly.intersection(other).area < 1e-9


@pytest.mark.parametrize("orientation,rows_from,shifted", SETTINGS)
def test_offset_rows_and_shift_directions(orientation, rows_from, shifted):
    m = make_map(orientation, rows_from, shifted)
    north = 1 if rows_from == "south" else -1
    c1 = m.center(m.parse("4.05"))
    c2 = m.center(m.parse("4.06"))
    # the row number grows away from the rows_from edge
    assert (c2[1] - c1[1]) * north > 0
    if orientation == "flat":
        odd, even = m.center(m.parse("5.05")), m.center(m.parse("4.05"))
        shifted_y, plain_y = (odd[1], even[1]) if shifted == "odd" else (even[1], odd[1])
        # shifted columns sit half a hex further from the counting edge
        assert math.isclose((shifted_y - plain_y) * north, math.sqrt(3) / 2)
        assert odd[0] - even[0] == pytest.approx(1.5)
    else:
        odd, even = m.center(m.parse("4.05")), m.center(m.parse("4.06"))
        shifted_x, plain_x = (odd[0], even[0]) if shifted == "odd" else (even[0], odd[0])
        assert math.isclose(shifted_x - plain_x, math.sqrt(3) / 2)


def test_red_blob_odd_q_layout():
    """Flat, rows counted from the north, odd columns shifted = Red Blob's "odd-q" (shoved down)."""
    m = make_map("flat", "north", "odd", first_col=0, first_row=0)
    h = m.from_offset(1, 0)  # odd column, top row: neighbours below-left/right are row 1
    assert m.to_offset(h) == (1, 0)
    labels = {m.to_offset(n) for n in h.neighbors()}
    assert labels == {(1, -1), (1, 1), (0, 0), (0, 1), (2, 0), (2, 1)}


def test_dotted_parse_and_label():
    m = make_map()
    h = m.parse("11.08")
    assert m.label(h) == "11.08"
    assert m.parse(" 9.14 ".replace("9.14", "9.14")) == m.from_offset(9, 14)
    assert m.parse("09.14") == m.parse("9.14")
    assert m.label(m.parse("9.14")) == "9.14"


@pytest.mark.parametrize("label,why", [
    ("17.166", "two digits"),
    ("x.12", "column.row"),
    ("12", "column.row"),
    ("3.1", "two digits"),
    ("13.05", "off the map"),
    ("0.05", "off the map"),
    ("5.16", "off the map"),
    ("5.00", "off the map"),
    ("", "column.row"),
])
def test_dotted_parse_errors_name_label_and_reason(label, why):
    m = make_map()
    with pytest.raises(InputError) as err:
        m.parse(label)
    assert repr(label) in str(err.value)
    assert why in str(err.value)


def test_digits4_numbering():
    """Tarawa / Saipan number hexes with four digits: 0528 = column 05, row 28."""
    m = make_map(numbering="digits4", rows_from="north", first_col=1, last_col=61, last_row=40)
    h = m.parse("0528")
    assert m.to_offset(h) == (5, 28)
    assert m.label(h) == "0528"
    assert m.label(m.parse("6123")) == "6123"
    for bad, why in (("528", "four digits"), ("05280", "four digits"), ("62a3", "four digits"),
                     ("6223", "off the map"), ("0541", "off the map")):
        with pytest.raises(InputError, match=why):
            m.parse(bad)


def test_label_off_map_is_refused():
    m = make_map()
    with pytest.raises(InputError, match="off the map"):
        m.label(m.from_offset(40, 3))
    assert not m.contains(m.from_offset(40, 3))
    assert m.contains(m.from_offset(12, 15))


def test_bad_settings_are_refused():
    with pytest.raises(InputError, match="orientation"):
        make_map(orientation="square")
    with pytest.raises(InputError, match="shifted"):
        make_map(shifted="both")
    with pytest.raises(InputError, match="first_col"):
        make_map(first_col=9, last_col=3)
    with pytest.raises(InputError, match="unknown"):
        HexMap.from_dict({"name": "x", "colour": "red"})


def test_edge_hexes():
    m = make_map()
    north = m.edge_hexes("north")
    assert len(north) == 12 and {m.to_offset(h)[1] for h in north} == {15}
    assert {m.to_offset(h)[1] for h in m.edge_hexes("south")} == {1}
    assert {m.to_offset(h)[0] for h in m.edge_hexes("east")} == {12}


def test_luzon_map_ships():
    assert "luzon" in map_names()
    m = load_map("luzon")
    assert (m.orientation, m.numbering, m.rows_from) == ("flat", "dotted", "south")
    assert m.label(m.parse("17.16")) == "17.16"
    with pytest.raises(InputError, match="no such map"):
        load_map("atlantis")
    with pytest.raises(InputError):
        load_map("../etc")


@pytest.mark.parametrize("numbering", ("dotted", "digits4"))
@pytest.mark.parametrize("orientation,rows_from,shifted", SETTINGS)
def test_cells_give_each_hex_its_number_and_centre_exactly(orientation, rows_from, shifted, numbering):
    """HexMap.cells (a hex board's start works from it): every hex in all_hexes order, with exactly the number
    label() prints and the centre center() gives, whatever the settings, including columns and rows from 0."""
    for bounds in ({}, dict(first_col=0, first_row=0, last_col=7, last_row=9)):
        m = make_map(orientation, rows_from, shifted, numbering, **bounds)
        assert m.cells() == [(h, m.label(h), *m.center(h)) for h in m.all_hexes()]


def test_cells_of_every_shipped_map_match_label_and_center():
    for name in map_names():
        m = load_map(name)
        assert m.cells() == [(h, m.label(h), *m.center(h)) for h in m.all_hexes()], name
