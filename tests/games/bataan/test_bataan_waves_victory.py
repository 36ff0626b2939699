"""Bataan Banzai Charge, waves (B19-B21, VI.B) and victory (B22)."""

import pytest

from assistant.core.errors import InputError
from assistant.games.bataan.banzai import (
    BanzaiState, banzai_assignments, banzai_at_wave_end, banzai_check_end, order_banzai)
from assistant.games.bataan.fire import Target
from assistant.games.bataan.sequence import Phase, TurnClock
from assistant.games.bataan.victory import LEVEL_NAMES, victory
from assistant.games.bataan.waves import (
    JapaneseStatus, StartLine, TankStatus, initial_start_line, propose_start_line, propose_wave_end, resurrect,
    wave_commander)


@pytest.mark.parametrize("wave,platoon", [(1, 1), (2, 2), (3, 3), (4, 4), (5, 1), (6, 2), (9, 1)])
def test_wave_commander(wave, platoon):
    """Bataan, B21: wave n is commanded by platoon ((n-1) mod 4) + 1; the 5th wave by the 1st again."""
    assert wave_commander(wave) == platoon


def test_fifth_wave_commanded_by_first_platoon():
    """Bataan, Waves (B21): on the 5th wave the 1st Platoon's commander is back in command."""
    assert wave_commander(5) == 1


def test_banzai_ordered_before_japanese_move_by_commander():
    """Bataan, VI.D: only the wave commander orders a Banzai Charge, before Japanese movement."""
    clock = TurnClock(wave=2, turn=3)
    with pytest.raises(InputError):
        order_banzai(BanzaiState(), clock, platoon=1)
    with pytest.raises(InputError):
        order_banzai(BanzaiState(), TurnClock(wave=2, turn=3, phase=Phase.JAPANESE_MOVE), platoon=2)
    s = order_banzai(BanzaiState(), clock, platoon=2)
    assert s.in_force(2) and not s.in_force(3)
    with pytest.raises(InputError):
        order_banzai(s, clock, platoon=2)


def test_banzai_targets_nearest_visible():
    """Bataan, Banzai Charge: each Japanese figure charges its nearest visible American."""
    a = banzai_assignments({"j1": [Target("a", 7.0), Target("b", 3.0)], "j2": []})
    assert a[0].american_id == "b" and a[1].american_id is None


def test_banzai_lasts_until_rules_end_it():
    """Bataan, Banzai Charge: lasts until all the Japanese die or no known American is on the table."""
    s = BanzaiState(True, 1, 1, 1)
    assert banzai_check_end(s, living_japanese=3, known_americans_on_table=2).active
    assert not banzai_check_end(s, living_japanese=0, known_americans_on_table=2).active
    assert not banzai_check_end(s, living_japanese=5, known_americans_on_table=0).active
    assert not banzai_at_wave_end(s).active


def test_wave_end_proposal():
    """B19: the wave ends when all the Japanese are dead, or all left are out of command and no exempt
    figure can act."""
    assert propose_wave_end([JapaneseStatus("a", alive=False)]).ends
    stuck = [JapaneseStatus("a", in_command=False), JapaneseStatus("b", alive=False)]
    assert propose_wave_end(stuck).ends
    p = propose_wave_end(stuck + [JapaneseStatus("s", command_exempt=True)])
    assert not p.ends and p.acting == ("s",)
    assert propose_wave_end(stuck + [JapaneseStatus("s", command_exempt=True, can_act=False)]).ends
    assert not propose_wave_end([JapaneseStatus("a")]).ends


def test_start_line_proposal():
    """B20: the proposals run through the furthest living figures and never fall behind the old line."""
    p = propose_start_line([(30.0, 5.0), (40.0, 20.0), (25.0, 40.0)], width_in=48)
    assert p.straight.points == ((40.0, 0.0), (40.0, 48.0))
    assert p.held_ground.depth_at(18) == 40.0 and p.held_ground.depth_at(3) == 30.0
    q = propose_start_line([(30.0, 5.0)], width_in=48, previous=initial_start_line(48, at_x=35.0))
    assert q.straight.depth_at(10) == 35.0
    none = propose_start_line([], width_in=48, previous=StartLine(((20.0, 0.0), (20.0, 48.0)), "x"))
    assert none.straight.depth_at(10) == 20.0


def test_resurrection_tank_never_returns():
    """Bataan, VI.B: every dead Japanese figure comes back at the wave's end; the tank does not."""
    r = resurrect(["a", "b", "tank"], ["a", "tank"], tank_id="tank", tank=TankStatus.ON_TABLE)
    assert r.returned == ("a",) and r.tank is TankStatus.DESTROYED
    r2 = resurrect(["a", "b", "tank"], ["b"], tank_id="tank", tank=TankStatus.DESTROYED)
    assert r2.tank is TankStatus.DESTROYED and "tank" not in r2.returned


def test_tank_may_be_held_off():
    """Bataan, VI.B: the 3rd Platoon may hold a working tank off the table."""
    r = resurrect(["a", "tank"], [], tank_id="tank", tank=TankStatus.ON_TABLE, hold_tank_off=True)
    assert r.tank is TankStatus.HELD_OFF
    assert resurrect(["a", "tank"], [], tank_id="tank", tank=TankStatus.HELD_OFF).tank is TankStatus.ON_TABLE


def test_fourth_wave_victory(forces):
    """Bataan, Victory (B22): cleared in wave 4: a Tie; the 4th Platoon (wave commander) counts wave 3,
    Japanese Tactical; the last squad's player counts American Tactical."""
    r = victory(4, "us3", forces)
    assert r.level_name == "Tie" and r.commander_platoon == 4
    levels = {p.player_slot: p.level_name for p in r.players}
    assert levels == {
        "japanese-1": "Tie", "japanese-2": "Tie", "japanese-3": "Tie", "japanese-4": "Japanese Tactical",
        "american-1": "Tie", "american-2": "Tie", "american-3": "American Tactical", "american-4": "Tie",
    }


def test_first_and_late_waves(forces):
    """B22: wave 1 is Japanese Decisive (even for its commander); waves after 7 stay American Decisive."""
    r = victory(1, "us1", forces)
    assert r.for_slot("japanese-1").level == 1 and r.for_slot("american-1").level == 2
    r = victory(9, "us2", forces)
    assert r.level == 7 and r.for_slot("american-2").level == 7
    assert r.for_slot("japanese-1").level == 7          # the 9th wave's commander counts wave 8: still 7
    assert LEVEL_NAMES[7] == "American Decisive"


def test_victory_bad_squad(forces):
    with pytest.raises(InputError):
        victory(3, "jp1", forces)


def test_banzai_state_round_trip():
    s = BanzaiState(True, 3, 2, 3)
    assert BanzaiState.from_dict(s.to_dict()) == s
