"""Hand-worked cases for distances, command, blasts, contacts and spotting (Last Stand on Bataan)."""

from __future__ import annotations

import pytest

from assistant.core.errors import InputError
from assistant.games.bataan.table import Figure, Table, TerrainFeature
from assistant.games.bataan.table.measure import (blast, command_status, contacts, distance, distance_to_point,
                                          japanese_grenade_victims, spotting)
from assistant.games.bataan.rulings import Rulings


def jp(fid, x, y, role="rifleman", unit=1, **kw):
    return Figure(fid, "japanese", unit, role, x, y, **kw)


def us(fid, x, y, role="rifleman", unit=1, **kw):
    return Figure(fid, "american", unit, role, x, y, **kw)


def status(table, **kw):
    return {c.figure: c for c in command_status(table, **kw)}


def test_distance_edge_to_edge_and_centre_toggle():
    """Bataan B1: 1" round bases 7" apart centre to centre are 6" apart edge to edge; toggle gives 7"."""
    t = Table(48, 96, figures=[jp("a", 10, 10), jp("b", 17, 10)])
    d = distance(t, "a", "b")
    assert d.distance_in == pytest.approx(6.0) and d.centre_distance_in == pytest.approx(7.0)
    assert d.ruling == ("B1: base edge to base edge",)
    t.set_rulings(Rulings(b1_centre_to_centre=True))
    assert distance(t, "a", "b").distance_in == pytest.approx(7.0)
    assert distance(t, "a", "b").ruling == ("B1: centre to centre",)


def test_distance_to_tank_rectangle_and_point():
    """Bataan B2: the tank is a 2.4" x 1.2" rectangle; B1: a point measures to the base edge."""
    t = Table(48, 96, figures=[jp("tank", 10, 10, role="tank", unit=3), us("u", 10, 13)])
    # tank half-width 0.6 (heading 0: long side along x) -> edge at y=10.6; foot base edge at y=12.5
    assert distance(t, "tank", "u").distance_in == pytest.approx(1.9)
    t.move_figure("tank", 10, 10, heading_deg=90)   # now 1.2" edge at y=11.2
    assert distance(t, "tank", "u").distance_in == pytest.approx(1.3)
    assert distance_to_point(t, "u", 10, 15).distance_in == pytest.approx(1.5)
    assert distance_to_point(t, "u", 10, 13.2).distance_in == 0.0


def test_command_within_six_inches_and_too_close():
    """Bataan I (B5): within 6" of an officer or flag bearer; B28: 6.00" is flagged too close to call."""
    t = Table(48, 96, figures=[jp("off", 10, 10, role="officer"), jp("in", 17, 10), jp("edge", 10, 17.04),
                               jp("out", 10, 2.9), jp("fb", 30, 30, role="flag_bearer"), jp("far", 40, 40)])
    s = status(t)
    assert s["in"].status == "in command" and s["in"].too_close_to_call
    assert s["edge"].status == "milling about" and s["edge"].too_close_to_call
    assert s["out"].status == "milling about" and not s["out"].too_close_to_call
    assert s["off"].status == "leader" and s["fb"].status == "leader"
    assert s["far"].status == "milling about" and s["far"].leader == "fb"


def test_command_exemptions():
    """Bataan I / B6: Americans, the 4th Platoon, 2nd Platoon snipers, everyone in a Banzai Charge."""
    t = Table(48, 96, figures=[us("u", 40, 40), jp("sn", 40, 10, role="sniper", unit=2),
                               jp("sn3", 45, 10, role="sniper", unit=3), jp("p4", 20, 20, unit=4),
                               jp("r", 5, 5)])
    s = status(t)
    assert s["u"].status == s["sn"].status == s["p4"].status == "exempt"
    assert s["sn3"].status == "milling about"       # a sniper outside the 2nd Platoon obeys command
    assert s["r"].reason.startswith("no living leader")
    assert {c.status for c in command_status(t, banzai=True)} == {"exempt"}


def test_command_dead_leader_and_own_platoon_toggle():
    """B5: only living leaders count; toggle: only an officer or flag bearer of the figure's own platoon."""
    t = Table(48, 96, figures=[jp("off1", 10, 10, role="officer", unit=1), jp("r2", 13, 10, unit=2)])
    assert status(t)["r2"].status == "in command"
    t.set_rulings(Rulings(b5_own_platoon=True))
    s = status(t)["r2"]
    assert s.status == "milling about" and "B5: an officer or flag bearer of the figure's own platoon" in s.ruling[1]
    t.set_rulings(Rulings())
    t.put_figure(t.figure("off1").with_(wounds="dead"))
    assert status(t)["r2"].status == "milling about"
    assert status(t)["off1"].status == "dead"


def test_blast_nearest_first_with_margin():
    """B12: Japanese within 3" of the point, closest first; B28 flags 3.00"; B1 measures to the base edge."""
    t = Table(48, 96, figures=[jp("a", 10, 10), jp("b", 12, 10), jp("c", 13.5, 10), jp("d", 13.54, 10),
                               jp("dead", 10, 11, wounds="dead"), us("u", 10, 9)])
    b = blast(t, 10, 10, 3.0, side="japanese")
    assert [h.figure for h in b.hits] == ["a", "b", "c"]
    assert [h.distance_in for h in b.hits] == pytest.approx([0.0, 1.5, 3.0])
    assert b.hits[2].too_close_to_call and [h.figure for h in b.near_misses] == ["d"]
    assert "u" in [h.figure for h in blast(t, 10, 10, 3.0).hits]
    with pytest.raises(InputError):
        blast(t, 0, 0, 0)


def test_japanese_grenade_second_american():
    """B13 on a 6: the second American must be within 2" of the first (default) or of the point (toggle)."""
    t = Table(48, 96, figures=[us("first", 10, 10), us("second", 13.4, 10)])
    v = japanese_grenade_victims(t, 9, 10)       # edge gap 3.4 - 1 = 2.4": no second victim
    assert v.first.figure == "first" and v.second is None and v.second_distance_in == pytest.approx(2.4)
    t2 = Table(48, 96, figures=[us("first", 10, 10), us("second", 13.0, 10)])
    v = japanese_grenade_victims(t2, 9, 10)
    assert v.second_distance_in == pytest.approx(2.0) and v.second.figure == "second" and v.too_close_to_call
    t2.set_rulings(Rulings(b13_second_near_point=True))
    v = japanese_grenade_victims(t2, 9, 10)      # from the point (9,10) to second's edge: 3.5"
    assert v.second is None and v.second_distance_in == pytest.approx(3.5)
    assert "of the point" in v.ruling[1]


def test_contacts_gap():
    """B27: bases with an edge gap up to 0.1" touch; B17: enemies touching are in melee."""
    t = Table(48, 96, figures=[us("u", 10, 10), jp("j", 11.1, 10), jp("k", 10, 11.2),
                               jp("t", 20, 10, role="tank", unit=3), jp("v", 18.25, 10)])
    got = {(c.a, c.b): c for c in contacts(t)}
    assert set(got) == {("u", "j"), ("t", "v")}
    assert got[("u", "j")].enemies and got[("u", "j")].gap_in == pytest.approx(0.1)
    assert not got[("t", "v")].enemies
    assert [c.b for c in contacts(t, "u")] == ["j"]
    t.set_rulings(Rulings(b27_touch_gap_in=0.2))
    assert ("u", "k") in {(c.a, c.b) for c in contacts(t)}


def test_contacts_too_close_to_call():
    """B27 with B28: a gap within the margin of the touching gap is flagged; a pair just apart (0.13"
    with B27 0.1" and a 0.05" margin) is listed only on request, as not touching and flagged."""
    t = Table(48, 96, figures=[us("u", 10, 10), jp("j", 11.1, 10), jp("k", 10, 11.13), jp("far", 30, 30),
                               jp("m", 20, 20), jp("n", 21.0, 20)])
    got = {(c.a, c.b): c for c in contacts(t)}
    assert set(got) == {("u", "j"), ("m", "n")}
    assert got[("u", "j")].too_close_to_call and not got[("m", "n")].too_close_to_call
    assert all(c.touching for c in got.values()) and "B28" in got[("u", "j")].ruling[1]
    near = {(c.a, c.b): c for c in contacts(t, near=True)}
    assert set(near) == {("u", "j"), ("m", "n"), ("u", "k")}
    assert not near[("u", "k")].touching and near[("u", "k")].too_close_to_call
    assert near[("u", "k")].gap_in == pytest.approx(0.13)


def test_spotting_proximity_and_sight_toggle():
    """VI.C / B15: a Japanese figure within 2" reveals an American; toggle: a sight line does, unless entrenched."""
    road = TerrainFeature.line_feature("road", "road", [(0, 10), (48, 10)], 4)
    t = Table(48, 96, [road], figures=[us("near", 10, 10), jp("j", 13, 10), us("seen", 40, 10),
                                       us("dug", 40, 11, entrenched=True), us("fired", 45, 80, revealed=True)])
    s = {x.american: x for x in spotting(t)}
    assert s["near"].spotted and s["near"].how == "within 2\"" and s["near"].too_close_to_call
    assert not s["seen"].spotted and s["fired"].spotted and s["fired"].already_revealed
    t.set_rulings(Rulings(b15_reveal_by_sight=True))
    s = {x.american: x for x in spotting(t)}
    assert s["seen"].spotted and s["seen"].how == "sight line"
    assert not s["dug"].spotted


@pytest.mark.parametrize("seed", [0, 1, 2])
def test_contact_pairs_equal_every_pair_measured(seed):
    """B27 (issue 25: contacts found by strips along x sorted by y): the pairs within the gap are exactly
    those of every living pair measured edge to edge, tank included, for the table and for some figures."""
    import numpy as np
    from assistant.games.bataan.table.measure import contact_pairs
    rnd = np.random.default_rng(seed)
    figs = [Figure(f"f{k:03d}", "japanese" if k % 3 else "american", 1, "tank" if k == 7 else "rifleman",
                   *rnd.uniform([0, 0], [20, 12]), wounds="none" if k % 11 else "dead") for k in range(220)]
    t = Table(20, 12, figures=figs)
    arr = t.arrays()
    live = np.flatnonzero(arr.alive)
    for gap in (0.0, 0.1, 0.6):
        for idx in (None, np.array([7, 3, 10, 200])):
            i, j, d = contact_pairs(t, idx, gap)
            src = live if idx is None else np.intersect1d(idx, live)
            a, b = np.repeat(src, live.size), np.tile(live, src.size)
            keep = (a < b) if idx is None else (a != b)
            a, b = a[keep], b[keep]
            dd = arr.distances(a, b, centre=False)
            near = dd <= gap + 1e-12
            want = sorted(zip(a[near].tolist(), b[near].tolist(), dd[near].tolist()))
            assert sorted(zip(i.tolist(), j.tolist(), d.tolist())) == want
