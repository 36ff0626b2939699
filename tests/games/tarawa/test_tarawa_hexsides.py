"""Tarawa hexside features traced over the map image (issue 16.3) are read by the rules that use
hexsides: the DRM of the hexside a sight line crosses into the target hex, the one best for the
defender (4.2.1 A), and the MP cost of crossing it on a move (4.1 B). The TEC is not in the source
(T4): the DRM and the MP cost are the referee's entries on each traced side."""

from __future__ import annotations


import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from assistant.core.hex_sight import entry_hexsides
from assistant.core.hexes import load_map
from assistant.games.map_image import MapImageCommands
from assistant.games.tarawa.movement import plan_move
from assistant.games.tarawa.terrain import TERRAIN_TYPES
from assistant.games.tarawa.units import Unit

from .helpers import demo_game, do

N, S = 5, 2


@pytest.fixture()
def game():
    yield from demo_game(5)


def trace(game) -> MapImageCommands:
    return MapImageCommands(game.session, load_map("tarawa"))


def unit(uid, side, hex, kind="infantry", facing=N, fp=5, ma=6):
    return Unit(uid, side, kind, uid, fp, 2, 2, 2, 7, hex, facing, ma=ma)


def hexside_lines(pv) -> list[str]:
    return [line for line in pv.lines() if "hexside +" in line or "hexside -" in line]


def test_fire_across_a_traced_hexside_takes_its_drm(game):
    """4.2.1 A: the line 2431 -> 2429 enters 2429 across its side with 2430; a feature traced there
    with DRM +2 adds +2 to the shot; a feature on another side of 2429 does not; undo removes it."""
    do(game, game.moves.place_unit(unit("m", "us", "2431", "marine_infantry", fp=6)))
    do(game, game.moves.place_unit(unit("j", "japanese", "2429", facing=S)))
    assert not hexside_lines(game.fire.fire_preview(["m"], "2429"))
    t = trace(game)
    do(game, t.paint_hexsides([("2428", "2429")], "hexside_feature", drm=3))     # the far side: not crossed
    assert not hexside_lines(game.fire.fire_preview(["m"], "2429"))
    do(game, t.paint_hexsides([("2429", "2430")], "hexside_feature", drm=2, mp=1))
    lines = hexside_lines(game.fire.fire_preview(["m"], "2429"))
    assert lines and "hexside +2 (4.2.1 A, T13" in lines[0]
    game.session.undo()
    assert not hexside_lines(game.fire.fire_preview(["m"], "2429"))


def test_along_a_hex_spine_both_sides_count_and_the_defender_gets_the_better(game):
    """4.2.1 A (and 5.0 C for the spine): a line entering through a corner crosses two sides of the
    target hex; both traced DRMs are offered and the combat takes the larger (best for the defender)."""
    m = load_map("tarawa")
    target = m.parse("2429")
    source = next(h for h in m.all_hexes() if len(entry_hexsides(target, h)) == 2)
    a, b = entry_hexsides(target, source)
    t = trace(game)
    do(game, t.paint_hexsides([("2429", m.label(a))], "hexside_feature", drm=1))
    do(game, t.paint_hexsides([("2429", m.label(b))], "hexside_feature", drm=3))
    assert sorted(game.terrain().hexside_drms(target, source)) == [1, 3]
    from assistant.games.tarawa.combat import FiringUnit, Shot, shot_drms

    shot = Shot(FiringUnit("m", "us", "marine_infantry", 6), "distant", (), False, 0, "",
                game.terrain().hexside_drms(target, source), (), False)
    drms = [d for d in shot_drms(shot) if d.name == "hexside"]
    assert [d.value for d in drms] == [3]


def test_along_a_spine_an_untraced_side_counts_as_zero(game):
    """Ruling T13 (4.2.1 A): along a hex spine the larger of the two sides' DRMs is taken, and a side with no
    traced feature counts as 0: a lone -1 side gives no DRM (0 is larger), a lone +2 side gives +2."""
    from assistant.games.tarawa.combat import FiringUnit, Shot, shot_drms

    m = load_map("tarawa")
    target = m.parse("2429")
    source = next(h for h in m.all_hexes() if len(entry_hexsides(target, h)) == 2)
    a, _b = entry_hexsides(target, source)
    t = trace(game)

    def hexside_drm():
        shot = Shot(FiringUnit("m", "us", "marine_infantry", 6), "distant", (), False, 0, "",
                    game.terrain().hexside_drms(target, source), (), False)
        return [d.value for d in shot_drms(shot) if d.name == "hexside"]

    do(game, t.paint_hexsides([("2429", m.label(a))], "hexside_feature", drm=-1))
    assert sorted(game.terrain().hexside_drms(target, source)) == [-1, 0]
    assert hexside_drm() == []
    game.session.undo()
    do(game, t.paint_hexsides([("2429", m.label(a))], "hexside_feature", drm=2))
    assert hexside_drm() == [2]


def test_a_move_across_a_traced_hexside_pays_its_cost(game):
    """4.1 B: a move pays for the hex entered and for the hexside crossed; a traced side without an
    MP entry leaves the count open and says so (T4)."""
    stack = [unit("m", "us", "2431", "marine_infantry")]
    costs = {t: 1 for t in TERRAIN_TYPES}       # every hex entered costs 1 MP here
    plain = plan_move(stack, ["2430", "2429"], game.terrain(), costs, set())
    t = trace(game)
    do(game, t.paint_hexsides([("2429", "2430")], "hexside_feature", drm=2, mp=2))
    crossed = plan_move(stack, ["2430", "2429"], game.terrain(), costs, set())
    assert plain.mp == 2 and crossed.mp == 4
    assert any("across a hexside feature 2 MP (4.1 B)" in line for line in crossed.lines)
    do(game, t.paint_hexsides([("2429", "2430")], "hexside_feature", drm=2, mp=None))
    open_count = plan_move(stack, ["2430", "2429"], game.terrain(), costs, set())
    assert open_count.mp is None and any("hexside feature: cost not entered" in line for line in open_count.lines)


def test_turning_before_the_first_step_is_free(game):
    """Ruling T15 (5.0 D): a unit may turn before its first step at no cost; only a turn in the last hex
    costs +1 MP."""
    costs = {t: 1 for t in TERRAIN_TYPES}
    facing_north = [unit("m", "us", "2431", "marine_infantry", facing=N)]
    back = plan_move(facing_north, ["2432"], game.terrain(), costs, set())      # south: behind it
    ahead = plan_move(facing_north, ["2430"], game.terrain(), costs, set())
    assert back.mp == ahead.mp == 1
    assert any("before its first step: free (5.0 D, T15)" in line for line in back.lines)
    assert not any("T15" in line for line in ahead.lines)


def test_only_tarawa_has_hexside_features_to_trace(game):
    """Issue 16.3: Tarawa 4.1 B / 4.2.1 A use hexsides; Luzon 1.11's black hexsides only highlight
    the landing hexes and Saipan 11.0 B pays for hexes only: no other family gets a hexside brush."""
    from assistant.games.map_image import HEXSIDE_LABELS

    assert set(HEXSIDE_LABELS) == {"tarawa"}
    with pytest.raises(Exception, match="unknown hexside feature"):
        trace(game).paint_hexsides([("2429", "2430")], "river")


DRM_OR_NONE = [None, -2, -1, 0, 1, 2, 3]


@settings(max_examples=60)
@given(dq=st.integers(-6, 6), dr=st.integers(-6, 6), drms=st.lists(st.sampled_from(DRM_OR_NONE), min_size=6,
                                                                    max_size=6))
def test_t13_the_larger_side_with_untraced_sides_as_zero(dq, dr, drms):
    """Ruling T13 (4.2.1 A), for any line into a hex: the DRM offered is that of each side the line enters by;
    nothing when none of them carries one; else every entry side counts, an untraced one as 0, so the DRM
    the combat takes (the larger) is never below 0 when a side is untraced."""
    from assistant.core.hexes import DIRECTIONS
    from assistant.games.tarawa.terrain import TerrainMap

    m = load_map("tarawa")
    target = m.parse("3030")
    source = type(target)(target.q + dq, target.r + dr)
    if source == target or not m.contains(source):
        return
    sides = {}
    for d, v in zip(DIRECTIONS, drms):
        if v is not None:
            sides[frozenset((m.label(target), m.label(target + d)))] = {"feature": "hexside_feature", "drm": v}
    tm = TerrainMap(m, hexsides=sides)
    entry = entry_hexsides(target, source)
    found = [sides.get(frozenset((m.label(target), m.label(n))), {}).get("drm") for n in entry]
    got = tm.hexside_drms(target, source)
    if all(v is None for v in found):
        assert got == ()
    else:
        assert sorted(got) == sorted(0 if v is None else v for v in found)
        if None in found:
            assert max(got) >= 0
