"""Luzon map settings (ruling L1) checked against the places the rulebook names (1.1, 1.3, 3.1, 5.0, 6.0)."""

import pytest

from assistant.core.hexes import distance, load_map
from assistant.games.luzon import rules
from assistant.games.luzon.scenario import air_box_distance, load_scenario


@pytest.fixture(scope="module")
def m():
    return load_map("luzon")


def x(m, label):
    return m.center(m.parse(label))[0]


def y(m, label):
    return m.center(m.parse(label))[1]


def test_every_hex_the_rulebook_names_is_on_the_map(m):
    """6.0 set-up, 1.3c air strips, 1.11 supply sources, 5.0 victory lines: all on the map."""
    s = load_scenario()
    labels = {u.hex for u in s.units if u.hex} | {sp.hex for sp in s.supply}
    labels |= set(rules.AIR_STRIPS) | set(rules.JAPANESE_SUPPLY_SOURCES)
    labels |= {*rules.JAPAN_VICTORY_LINE, *rules.ALLIED_VICTORY_LINE, "12.21", "8.19", "9.19", "8.32", "5.35"}
    for lab in labels:
        assert m.contains(m.parse(lab)), lab


def test_manila_lies_east_of_bataan(m):
    """1.1 / 3.1a: Manila (17.16) is across the bay, east of Mariveles (9.14) and Balanga (10.17)."""
    assert x(m, "17.16") > x(m, "10.17") > x(m, "9.14")
    assert distance(m.parse("17.16"), m.parse("9.14")) == 8


def test_bataan_places_close_together(m):
    """3.1c recovery near Balanga; Limay Field 10.15 and Mariveles 9.14 lie south of Balanga 10.17."""
    bal, mar, lim = (m.parse(h) for h in ("10.17", "9.14", "10.15"))
    assert distance(bal, lim) == 2
    assert distance(bal, mar) <= 4
    assert y(m, "9.14") < y(m, "10.15") < y(m, "10.17")


def test_one_hex_moves_of_the_optional_set_ups(m):
    """4.0: 8.31 -> Bayambang 8.32 and 5.34 -> Lingayen 5.35 are "one hex north"; 6.43 -> 6.42 "one
    hex south"; Nichols Field 17.15 borders Manila 17.16."""
    for a, b in (("8.31", "8.32"), ("5.34", "5.35"), ("6.43", "6.42"), ("17.16", "17.15")):
        assert distance(m.parse(a), m.parse(b)) == 1
    assert y(m, "8.32") > y(m, "8.31") and y(m, "5.35") > y(m, "5.34") and y(m, "6.42") < y(m, "6.43")


def test_shift_matches_dinalupihan_and_hermosa(m):
    """5.0 Draw note: Dinalupihan 8.19 and Hermosa 9.19 are neighbours; on the ground Hermosa lies
    to the south-east, which needs even columns shifted north (the map setting)."""
    d, h = m.parse("8.19"), m.parse("9.19")
    assert distance(d, h) == 1
    assert x(m, "9.19") > x(m, "8.19") and y(m, "9.19") < y(m, "8.19")


def test_landings_far_north_and_east(m):
    """2.1b: Agoo 7.39 and Bayombong 21.42 are in the north; Atimonan 31.08 far to the south-east."""
    man = m.parse("17.16")
    assert y(m, "7.39") > y(m, "17.16") and y(m, "21.42") > y(m, "17.16")
    assert x(m, "31.08") > x(m, "17.16") and y(m, "31.08") < y(m, "17.16")
    assert distance(m.parse("7.39"), man) > 20
    assert distance(m.parse("31.08"), man) >= 14


def test_victory_lines_cross_the_neck_of_bataan(m):
    """5.0: the Allied line 5.20-9.19 lies north of the Japan line 6.16-9.18; Mariveles is south of both."""
    assert y(m, "5.20") > y(m, "6.16") and y(m, "9.19") > y(m, "9.18")
    s = load_scenario()
    for line in (s.victory.japan_line, s.victory.allied_line):
        assert line.is_south(m, m.parse("9.14"))
        assert line.is_south(m, m.parse("10.17"))       # Balanga
        assert not line.is_south(m, m.parse("17.16"))   # Manila is not "south of" a Bataan line
        assert not line.is_south(m, m.parse("13.07"))   # nor Balayan in Batangas
        ends = {m.label(h) for h in line.hexes(m)}
        assert {line.start, line.end} <= ends
        assert not any(line.is_south(m, h) for h in line.hexes(m))


def test_air_box_is_25_beyond_the_north_edge(m):
    """1.3b: the Northern Luzon air box is 25 hexes from any north-edge hex."""
    north = m.edge_hexes("north")[0]
    assert air_box_distance(m, north) == 25
    assert air_box_distance(m, m.parse("17.16")) == 25 + min(distance(m.parse("17.16"), e)
                                                             for e in m.edge_hexes("north"))
