"""Tarawa units on the map: fire DRMs read off the map (2.2.2.1 A, 4.2 F, 5.0, 6.1, T4-T6), hits as step
losses of every unit in the target hex (4.2.1 G), unit moves and combat losses as undoable changes."""

from __future__ import annotations

from dataclasses import replace

import pytest

from assistant.core.errors import InputError
from assistant.core.hexes import load_map
from assistant.games.setup import new_game
from assistant.games.tarawa import persist
from assistant.games.tarawa.combat import FacingDrms, fire_odds, shot_drms
from assistant.games.tarawa.rulings import TarawaRulings
from assistant.games.tarawa.terrain import TerrainMap
from assistant.games.tarawa.units import Unit, apply_hits_to_hex, map_fire, move
from assistant.store.store import Store

M = load_map("tarawa")
N, S = 5, 2


def _tm(**marks) -> TerrainMap:
    tm = TerrainMap(load_map("tarawa"))
    for label, t in marks.items():
        tm.mark(label.lstrip("h"), t)
    return tm


def marine(uid="us-m", hex="2127", kind="marine_infantry", fp=6):
    return Unit(uid, "us", kind, uid, fp, 3, 2, 2, 8, hex, S)


def japanese_unit(uid="j-1", hex="2128", kind="infantry", facing=N, steps=2):
    return Unit(uid, "japanese", kind, uid, 5, 2, steps, 2, 7, hex, facing)


def _drms(units, firers, target, tm, rulings=None, facing=None):
    mf = map_fire(firers, M.parse(target), units, tm)
    return mf, {d.name: (d.value, d.rule) for d in shot_drms(mf.shots[0], rulings, facing)}


def test_adjacent_and_same_hex_drms_come_from_the_map():
    """Tarawa 2.2.2.1 A: -2 against an adjacent hex, -3 within the same hex."""
    tm = _tm()
    m, j = marine(), japanese_unit()
    _mf, d = _drms([m, j], [m], "2128", tm)
    assert d["adjacent hex"][0] == -2
    j2 = replace(j, hex="2127")
    _mf, d = _drms([m, j2], [m], "2127", tm)
    assert d["same hex"][0] == -3 and "adjacent hex" not in d


def test_fortification_needs_armour_in_the_firing_stack_t5_and_sherman_support_t6():
    """Tarawa 2.2.2.1 A and ruling T5: the -1 against a pillbox only with US armour in the firing stack;
    4.2 F and T6: Marine infantry stacked with armour get -2 Sherman support."""
    tm = _tm(h2128="pillbox")
    m, j = marine(), japanese_unit()
    _mf, d = _drms([m, j], [m], "2128", tm)
    assert "fortification, armour in stack" not in d and "Sherman support" not in d
    tank = Unit("us-t", "us", "armour", "Sherman", 6, 3, 2, 2, 7, "2127", S)
    mf, d = _drms([m, tank, j], [m], "2128", tm)
    assert d["fortification, armour in stack"] == (-1, "2.2.2.1 A, 4.2 F (T5)")
    assert d["Sherman support"] == (-2, "4.2 F (T6)")
    odds = fire_odds(mf.shots, TarawaRulings())
    # strength 6, DRM -2 -1 -2 = -5: every roll up to 10 hits (need capped at 10)
    assert odds.shots[0].total_drm == -5 and odds.shots[0].need == 10
    # T5 toggle: every US attack on works gets the -1, armour or not
    _mf, d = _drms([m, j], [m], "2128", tm, TarawaRulings(fortification_drm_needs_armour=False))
    assert d["fortification"][0] == -1


def test_japanese_armour_gains_nothing_from_works():
    """Tarawa 6.1: Japanese armour in a pillbox gets no fortification DRM."""
    tm = _tm(h2128="pillbox")
    tank = Unit("us-t", "us", "armour", "Sherman", 6, 3, 2, 2, 7, "2127", S)
    m, jt = marine(), japanese_unit(kind="light_tank")
    mf, d = _drms([m, tank, jt], [m], "2128", tm)
    assert not mf.shots[0].target_fortified and "fortification, armour in stack" not in d


def test_terrain_drm_is_the_entered_tec_value_of_the_target_hex():
    """Tarawa T4: the TEC is not in the source; the DRM entered for the target's terrain is applied and named."""
    tm = _tm(h2128="palm_trees")
    tm.types["palm_trees"] = replace(tm.types["palm_trees"], drm=1)
    m, j = marine(), japanese_unit()
    _mf, d = _drms([m, j], [m], "2128", tm)
    assert d["terrain: palm_trees"] == (1, "TEC (entered, T4)")


def test_aspect_comes_from_the_targets_facing():
    """Tarawa 5.0: fire entering by the target's rear hexside takes the (entered) rear DRM."""
    tm = _tm()
    m = marine(hex="2127")                  # north of 2128
    facing_south = japanese_unit(facing=S)            # the Japanese unit faces away: its rear is to the north
    mf, d = _drms([m, facing_south], [m], "2128", tm, facing=FacingDrms(0, -1, -2))
    assert mf.shots[0].aspects == ("rear",) and d["rear aspect"][0] == -2
    mf, d = _drms([m, japanese_unit(facing=N)], [m], "2128", tm, facing=FacingDrms(0, -1, -2))
    assert mf.shots[0].aspects == ("front",) and "front aspect" not in d


def test_blocked_sight_and_back_arc_leave_a_firer_out():
    """Tarawa 4.2.1 B-D, T3: no sight line, fire wasted; 5.0 B: a unit fires only through its front."""
    tm = _tm(h2129="buildings")
    far = marine(hex="2130", fp=6)          # 2129 blocks between 2130 and 2128
    far = replace(far, facing=N)
    mf = map_fire([far], M.parse("2128"), [far, japanese_unit()], tm)
    assert not mf.shots and any("wasted" in n for n in mf.notes)
    backwards = replace(marine(), facing=N)  # in 2127 facing away from 2128
    mf = map_fire([backwards], M.parse("2128"), [backwards, japanese_unit()], _tm())
    assert not mf.shots and any("front hexsides" in n for n in mf.notes)


def test_hits_cost_every_enemy_unit_in_the_hex_a_step_and_remove_the_spent():
    """Tarawa 4.2.1 G: each hit costs every unit in the target hex one step; 0 steps: removed.
    8.7: US amtrac step losses do not count for victory."""
    a, b = japanese_unit("j-a"), japanese_unit("j-b", steps=1)
    other = japanese_unit("j-c", hex="2228")
    m = marine()
    out = apply_hits_to_hex([a, b, other, m], [a, b], 1)
    left = {u.id: u.steps for u in out.units}
    assert left == {"j-a": 1, "j-c": 2, "us-m": 2} and out.eliminated == ("j-b",)
    lvt = Unit("us-lvt", "us", "amtrac", "LVT", 2, 1, 2, 2, 7, "2126", S)
    out = apply_hits_to_hex([m, lvt], [m, lvt], 2)
    assert out.eliminated == ("us-m", "us-lvt") and out.us_steps_counted == 2


def test_a_unit_needs_a_side_and_a_known_type():
    with pytest.raises(InputError):
        Unit("x", "us", "battleship")
    with pytest.raises(InputError):
        move([marine()], ["nope"], M, "2127")


@pytest.fixture()
def store(tmp_path):
    s = Store.open(tmp_path / "t.sqlite")
    yield s
    s.close()


def test_a_unit_move_is_one_change_and_undoes(store):
    """Tarawa 4.1 (the referee moves a stack): the move is one change; undo puts it back."""
    gid = new_game(store, "tarawa")
    old = persist.load_units(store, gid)
    assert old, "the demo has a sample set-up"
    uid = old[0].id
    new = move(old, [uid], M, "1020")
    store.do(persist.units_change(store, gid, old, new, "move"))
    assert next(u for u in persist.load_units(store, gid) if u.id == uid).hex == "1020"
    store.undo(gid)
    assert next(u for u in persist.load_units(store, gid) if u.id == uid).hex == old[0].hex


def test_combat_losses_apply_to_the_hex_in_one_change_and_undo(store):
    """Tarawa 4.2.1 G: the step losses of a combat (a unit removed at 0) are written in one change
    with the US loss count (8.7); undo restores every unit."""
    gid = new_game(store, "tarawa")
    old = persist.load_units(store, gid)
    a, b = japanese_unit("j-a", hex="1020"), japanese_unit("j-b", hex="1020", steps=1)
    store.do(persist.units_change(store, gid, old, old + [a, b], "place"))
    units = persist.load_units(store, gid)
    losses = apply_hits_to_hex(units, [a, b], 1)
    state = persist.losses_state({}, losses)
    store.do(persist.units_change(store, gid, units, losses.units, "fire"))
    after = {u.id: u.steps for u in persist.load_units(store, gid)}
    assert after["j-a"] == 1 and "j-b" not in after and state["victory"]["us_step_losses"] == 0
    store.undo(gid)
    after = {u.id: u.steps for u in persist.load_units(store, gid)}
    assert after["j-a"] == 2 and after["j-b"] == 1
