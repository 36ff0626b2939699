"""Saipan bombardment (12.3), movement and stacking (10.1, 10.2, 11.0), the printed set-up and its check
(16.1, 16.3, 15.3), the players' view (15.2) and the ship-hit reading (14.5 D-F)."""

from __future__ import annotations

from fractions import Fraction

import pytest

from assistant.core.errors import InputError
from assistant.games.saipan.air_naval import Attack
from assistant.games.saipan.commands import SaipanGame, hit_chance
from assistant.games.session import GameSession
from assistant.games.setup import new_game
from assistant.store.store import Store

from .conftest import do, japanese_turn, put, ship_on_record, summary


def ship(name, ship_type, at_hex, rating=10, points=None):
    return {"kind": "ship", "name": name, "rating": rating, "points": points or rating, "ship_type": ship_type,
            "at_hex": at_hex}


# --- bombardment -------------------------------------------------------------------------------

def test_ship_ranges_and_split_points(blank):
    """Saipan 12.3: BB 15 hexes, DE 2; 12.3 C: a source's points split over declarations, each used once a
    player-turn."""
    put(blank, "jp", "japanese", "1524")
    put(blank, "jp2", "japanese", "1520")
    phelps = ship_on_record(blank, "Phelps", "DE", 4)
    iowa = ship_on_record(blank, "Iowa", "BB", 10)
    with pytest.raises(InputError, match="range 2"):
        blank.bombard.plan_bombardment("us", "1524", [ship(phelps, "DE", "1520", 4)])
    assert blank.bombard.plan_bombardment("us", "1524", [ship(iowa, "BB", "1510", 10)]).total == 10
    do(blank, blank.bombard.declare_bombardment("us", "1524", [ship(iowa, "BB", "1510", 10, 6)]))
    do(blank, blank.bombard.declare_bombardment("us", "1520", [ship(iowa, "BB", "1510", 10, 4)]))
    with pytest.raises(InputError, match="over its 10"):
        blank.bombard.declare_bombardment("us", "1524", [ship(iowa, "BB", "1510", 10, 1)])


def test_bombardment_sources_must_be_on_record(blank):
    """Issue 22.7: a bombardment source the record does not hold is refused (air GHOST-99, a ship that does
    not exist, a ship outside the Saipan Sea Zone, S7), nothing written."""
    put(blank, "jp", "japanese", "1524")
    before = blank.store.dump()
    with pytest.raises(InputError, match="no air unit 'GHOST-99' on record"):
        blank.bombard.plan_bombardment("us", "1524", [{"kind": "air", "name": "GHOST-99", "rating": 9, "points": 9}])
    with pytest.raises(InputError, match="no ship 'Yamato' on record"):
        blank.bombard.declare_bombardment("us", "1524", [ship("Yamato", "BB", "1510", 10)])
    far = ship_on_record(blank, "Far", "BB", 10, zone="Caroline")
    with pytest.raises(InputError, match="S7"):
        blank.bombard.plan_bombardment("us", "1524", [ship(far, "BB", "1510", 10)])
    iowa = ship_on_record(blank, "Iowa", "BB", 10)
    with pytest.raises(InputError, match="bombards with 10 BP"):
        blank.bombard.plan_bombardment("us", "1524", [ship(iowa, "BB", "1510", 12, 5)])
    with pytest.raises(InputError, match="is a BB, not a DD"):
        blank.bombard.plan_bombardment("us", "1524", [ship(iowa, "DD", "1518", 10)])
    assert blank.bombard.plan_bombardment("us", "1524", [ship(iowa, "BB", "1510", 10)]).total == 10
    assert before != blank.store.dump()     # the ships were placed; the refusals wrote nothing more
    n = len(blank.combats.combat_data())
    assert n == 0


def test_air_once_a_turn_and_artillery(blank):
    """Saipan 12.3 B, 9.1.3: an air unit bombards once a turn (unlimited range); artillery fires its rating
    each player-turn."""
    put(blank, "jp", "japanese", "1524")
    put(blank, "art", "us", "1122", a=6, kind="marine_artillery")
    do(blank, blank.fleet_entries.place_air_naval("us", "bomber", "TBF", "VT-1", "1/2/3", "Marianas", range_zones=2))
    do(blank, blank.fleet.assign_mission(["us-vt-1"], "ground_attack", "Marianas"))
    air = {"kind": "air", "name": "us-vt-1", "rating": 3, "points": 3}
    arty = {"kind": "artillery", "name": "art", "rating": 6, "points": 6}
    do(blank, blank.bombard.declare_bombardment("us", "1524", [air, arty]))
    with pytest.raises(InputError, match="once a turn"):
        blank.bombard.plan_bombardment("us", "1524", [air])
    with pytest.raises(InputError, match="player-turn"):
        blank.bombard.plan_bombardment("us", "1524", [arty])
    do(blank, blank.sequence.tick("player1.assault"))             # the second player-turn: artillery fires again
    assert blank.bombard.plan_bombardment("us", "1524", [arty]).player_turn == 2
    with pytest.raises(InputError, match="not artillery"):
        put(blank, "inf", "us", "1123")
        blank.bombard.plan_bombardment("us", "1524", [{"kind": "artillery", "name": "inf", "rating": 4, "points": 4}])


def test_roll_and_steps_lost_hidden_units_too(blank):
    """Saipan 12.3 A, E, 9.4 B: one die on the total's column (invasion hex -1); the referee enters the
    steps lost (T4); hidden units suffer normally; VPs scored; undo restores."""
    put(blank, "jp", "japanese", "1524", hidden=True)
    iowa = ship_on_record(blank, "Iowa", "BB", 12)
    do(blank, blank.bombard.declare_bombardment("us", "1524", [ship(iowa, "BB", "1510", 12)]))
    assert "the 12 column" in blank.bombard.bombardment_odds("b001")
    with pytest.raises(InputError, match="roll first"):
        blank.bombard.bombardment_results("b001", 1)
    do(blank, blank.bombard.bombardment_roll("b001"))
    do(blank, blank.bombard.bombardment_results("b001", 1))
    assert blank.unit("jp").steps == 1 and blank.sequence.tally().vp["us"] == 1
    blank.session.undo()
    assert blank.unit("jp").steps == 2


def test_artillery_under_assault_fires_only_at_the_assaulters(blank):
    """Saipan 12.2.1 D: artillery in an assaulted hex bombards only the assaulting units."""
    put(blank, "m1", "us", "1123")
    put(blank, "jart", "japanese", "1223", a=3, kind="army_artillery")
    put(blank, "far", "us", "1126")
    do(blank, blank.assault_combat.declare_assault("us", ["m1"], "1223"))
    src = {"kind": "artillery", "name": "jart", "rating": 3, "points": 3}
    with pytest.raises(InputError, match="12.2.1 D"):
        blank.bombard.plan_bombardment("japanese", "1126", [src])
    assert blank.bombard.plan_bombardment("japanese", "1123", [src]).target == "1123"


# --- movement and stacking -----------------------------------------------------------------------

def test_movement_rules(blank):
    """Saipan 11.0 B, E, 10.2 A: no skipping hexes, no entering enemy hexes (dummies included), entering
    an enemy ZOC ends the move, and a unit that entered one has ended its move."""
    japanese_turn(blank)
    put(blank, "a", "japanese", "1524", mv=6)
    put(blank, "m", "us", "1824")                      # its ZOC: 1923 1924 1825 1724 1723 1823
    put(blank, "u2", "us", "1324")
    put(blank, "d", "japanese", "1424", dummy=True, sp=0, a=0, d=0)
    with pytest.raises(InputError, match="skips"):
        blank.movement.plan_move(["a"], ["1724"])
    with pytest.raises(InputError, match="dummies count"):
        blank.movement.plan_move(["u2"], ["1424"])
    with pytest.raises(InputError, match="the move ends"):
        blank.movement.plan_move(["a"], ["1624", "1723", "1722"])
    ch = do(blank, blank.movement.move_stack(["a"], ["1624", "1723"]))
    assert "enemy ZOC" in " ".join(summary(ch)) and blank.unit("a").start_hex == "1524"
    with pytest.raises(InputError, match="its move has ended"):
        blank.movement.plan_move(["a"], ["1623"])
    blank.session.undo()
    assert blank.unit("a").hex == "1524"


def test_zoc_to_zoc_from_the_start_hex(blank):
    """Saipan 10.2 B: a unit that began its turn in an enemy ZOC may step straight into another."""
    japanese_turn(blank)
    put(blank, "m", "us", "1824")
    put(blank, "a", "japanese", "1723")
    assert blank.movement.plan_move(["a"], ["1724"]).path == ("1724",)


def test_ma_costs_one_hex_always_and_stacking(blank):
    """Saipan 11.0 A-D: MP from the TEC entries, a unit can always move one hex; 10.1 A: 6 SP a hex; a
    stack may drop off units, each keeping its own MP count."""
    japanese_turn(blank)
    put(blank, "a", "japanese", "1524", mv=4)
    put(blank, "b", "japanese", "1524", mv=8)
    with pytest.raises(InputError, match="spend 5 MP of its 4"):
        blank.movement.plan_move(["a", "b"], ["1525", "1526"], costs=[2, 3])
    assert blank.movement.plan_move(["a"], ["1525"], costs=[9]).cost_mp == 9            # 11.0 C
    do(blank, blank.movement.move_stack(["a", "b"], ["1525"], costs=[2]))
    do(blank, blank.movement.move_stack(["b"], ["1526", "1527"], costs=[3, 3]))       # a is dropped off in 1525
    assert blank.unit("b").mp_spent == 8 and blank.unit("a").hex == "1525"
    with pytest.raises(InputError, match="of its 8"):
        blank.movement.plan_move(["b"], ["1528"], costs=[1])
    for i in range(3):
        put(blank, f"s{i}", "japanese", "1526")               # 6 SP
    with pytest.raises(InputError, match="10.1 A"):
        blank.ground.place_unit("japanese", "infantry", "extra", "4-5-6/6", "1526")
    with pytest.raises(InputError, match="10.1 A"):
        blank.movement.plan_move(["a"], ["1526"])


# --- set-up and fog of war -----------------------------------------------------------------------

def test_printed_setup_is_a_procedure():
    """Saipan 16.1 A, 16.3 A, C, 14.6 A (issue 22.7): the printed set-up is day 1 with the US to move first,
    the order of battle waiting off the map, the checklist's first step the set-up, and the set-up check
    listing what remains; the Japanese set up on Saipan, the US board transports; the step ticks only
    when nothing remains. It is the first set-up offered, and the demo stays a demo."""
    from assistant.games.saipan import GAME

    assert GAME.setups[0].id == "printed" and any(s.demo for s in GAME.setups)
    store = Store.open(":memory:")
    gid = new_game(store, "saipan", setup="printed", seed=1)
    g = SaipanGame(GameSession(store, gid))
    assert g.units() and all(not u.hex for u in g.units()) and g.session.history() == []
    assert g.day == 1 and g.checklist.first_player == "us"
    first = g.checklist.next_step()
    assert first.id == "setup" and "off the map" in first.text and "16.1" in first.rule
    left = " | ".join(g.movement.setup_check())
    assert "118 Inf Rgt: every Japanese ground unit sets up on Saipan (16.1 A)" in left
    assert "assigned to a transport (16.3 C)" in left and "need 1 transports" in left and "14.6 A" in left
    with pytest.raises(InputError, match="set-up is not complete"):
        g.sequence.tick("setup")
    with pytest.raises(InputError, match="16.3 A, C-E"):
        g.movement.set_up(["us-2mar-6"], "1524")
    with pytest.raises(InputError, match="9.3"):
        g.movement.set_up(["j-118"], "1124")                      # a (sample) invasion hex
    for uid, h in (("j-118", "1224"), ("j-136", "1327"), ("j-snlf", "1427"), ("j-9tank", "1621"), ("j-hq", "1817")):
        do(g, g.movement.move_units([uid], h))                    # a click on the map sets a waiting unit up
    assert g.unit("j-hq").hex == "1817"
    with pytest.raises(InputError, match="set-up is not done"):
        g.movement.move_units(["j-hq"], "1818")                   # moving comes after the set-up (16.1, 10.0)
    do(g, g.fleet_entries.place_air_naval("us", "ship", "AA", "APA-1", "0/1/0", "Marianas"))
    assert g.movement.transports_needed() == 1 and g.movement.transport_count() == 1
    do(g, g.transports.embark("us-apa-1", ["us-2mar-6", "us-4mar-23"]))
    assert g.movement.setup_check() == []
    do(g, g.sequence.tick("setup"))
    assert g.checklist.next_step().id == "air_naval.reinforcements"
    do(g, g.movement.add_dummy())                                 # a dummy waiting off the map (15.3)
    with pytest.raises(InputError, match="16.1 A"):
        g.movement.set_up(["j-dummy-1"], "1225")                  # too late: turn 1 has begun


def test_setup_check_names_each_breach(blank):
    """Saipan 16.1 C, 16.3 E, 10.1 A, 15.3: reduced units, US units off the beaches, over-stacking and an
    unusual dummy count are each named."""
    from assistant.games.saipan.units import Unit

    blank.session.do(blank.ground.add_unit(Unit("r", "japanese", "infantry", "r", 4, 5, 6, 1, 2, 6, "1524")))
    put(blank, "u", "us", "1424")
    for i in range(4):
        put(blank, f"i{i}", "japanese", "1530", sp=1)
    put(blank, "d", "japanese", "1531", dummy=True, sp=0, a=0, d=0)
    breaches = blank.movement.setup_check()
    text = " | ".join(breaches)
    assert "16.1 C" in text and "16.3 E" in text and "15.3" in text


def test_players_view(blank):
    """Saipan 15.2: the US sees a force marker over hidden Japanese units and dummies; the Japanese see
    only the top unit of a US stack."""
    put(blank, "h", "japanese", "1524", hidden=True)
    put(blank, "d", "japanese", "1524", dummy=True, sp=0, a=0, d=0)
    put(blank, "m1", "us", "1424")
    put(blank, "m2", "us", "1424")
    us = blank.movement.players_view("us")
    assert us["1524"] == ["JAPANESE force marker (15.2)"]
    jp = blank.movement.players_view("japanese")
    assert len(jp["1424"]) == 1 and "stack below" in jp["1424"][0]
    assert len(blank.movement.players_view("")["1524"]) == 2


# --- the ship-hit question -------------------------------------------------------------------------

def test_ship_target_drm_makes_lighter_ships_easier_to_hit():
    """Saipan 14.5 D-F with 13.0 D: a hit is the anti-ship rating or lower, and the table's DRMs are
    negative, which in this system is the firer's bonus (13.0 D gives the side firing at a less able stack
    a negative DRM; 9.4 B's invasion hex -1 helps the attacker). So a DD (-3) and a transport (-5) are
    easier to hit than a BB (0): the thinner the armour, the likelier a damaging hit. The reading stands."""
    bb = hit_chance(Attack("x", "bb", 4, 0))
    dd = hit_chance(Attack("x", "dd", 4, -3))
    aa = hit_chance(Attack("x", "aa", 4, -5))
    assert (bb, dd, aa) == (Fraction(4, 10), Fraction(7, 10), Fraction(9, 10))
