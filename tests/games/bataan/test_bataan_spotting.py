"""Bataan spotting (VI.C, B15, B16)."""

from assistant.games.bataan.fire import Target
from assistant.games.bataan.rolls import ScriptedDice
from assistant.games.bataan.rulings import Rulings
from assistant.games.bataan.spotting import (
    SpotState, japanese_targets, proximity_reveals, reveal_on_fire, spot_sniper)


def test_firing_reveals_for_the_rest_of_the_game():
    """Bataan, VI.C/B15: an American who fires stays revealed, across turns and waves."""
    s, ev = reveal_on_fire(SpotState(), ["us1-3"])
    assert s.is_revealed("us1-3") and ev[0].rulings == ("B15",)
    s = s.new_turn(2, 1)
    assert s.is_revealed("us1-3")
    assert japanese_targets(s, [Target("us1-3", 4), Target("us1-4", 3)]) == (Target("us1-3", 4),)


def test_proximity_reveals_within_2():
    """Bataan, VI.C/B15: a Japanese figure within 2" spots an American; further away he stays hidden."""
    s, ev = proximity_reveals(SpotState(), {"a": 1.9, "b": 2.5, "c": 2.03})
    assert s.revealed == {"a", "c"}
    assert [e.flagged for e in ev] == [False, True]


def test_sight_toggle():
    """B15 toggle: a sight line reveals an American who is not in an entrenchment."""
    sight = {"a": (True, False), "b": (True, True)}
    s, _ = proximity_reveals(SpotState(), {"a": 9.0, "b": 9.0}, sight=sight)
    assert s.revealed == frozenset()
    s, _ = proximity_reveals(SpotState(), {"a": 9.0, "b": 9.0}, sight=sight, rulings=Rulings(b15_reveal_by_sight=True))
    assert s.revealed == {"a"}


def test_sniper_only_on_turn_he_fired(forces):
    """Bataan, B16: a sniper who did not fire cannot be spotted; one who did is spotted on 5-6."""
    sniper = next(f for f in forces["jp2"].figures if f.is_sniper)
    s, r = spot_sniper(SpotState(), sniper, False, ScriptedDice([]))
    assert not r.spotted and r.roll is None
    s, r = spot_sniper(SpotState(), sniper, True, ScriptedDice([4]))
    assert not r.spotted
    s, r = spot_sniper(SpotState(), sniper, True, ScriptedDice([5]))
    assert r.spotted and s.sniper_targetable(sniper.id, 1, 1)
    assert not s.new_turn(1, 2).sniper_targetable(sniper.id, 1, 2)


def test_scouts_spot_on_3(forces):
    """Bataan, 2nd Squad/B16: the Philippine Scouts spot a sniper who fired on 3-6."""
    sniper = next(f for f in forces["jp2"].figures if f.is_sniper)
    assert spot_sniper(SpotState(), sniper, True, ScriptedDice([3]), by_scouts=True)[1].spotted
    assert not spot_sniper(SpotState(), sniper, True, ScriptedDice([2]), by_scouts=True)[1].spotted
    assert not spot_sniper(SpotState(), sniper, True, ScriptedDice([3]))[1].spotted


def test_spot_state_round_trip():
    s = SpotState(frozenset({"a"}), frozenset({"s"}), (2, 3))
    assert SpotState.from_dict(s.to_dict()) == s
