"""Bataan grenades and knee mortars (B8, B12, B13, B26)."""

from assistant.games.bataan.fire import Target
from assistant.games.bataan.grenades import american_grenade, check_throw, japanese_grenade
from assistant.games.bataan.rolls import ScriptedDice
from assistant.games.bataan.rulings import Rulings
from assistant.games.bataan.sequence import FigureTurn, MoveMode
from assistant.games.bataan.wounds import WoundState

import pytest
from assistant.core.errors import InputError


def jp(forces, role="rifleman"):
    return next(f for f in forces["jp1"].figures if f.role == role)


def test_grenade_roll_of_1_kills_thrower(forces):
    """Bataan, Grenades (B13): a 1 blows up in the Japanese thrower's hand and kills him."""
    r = japanese_grenade(jp(forces), [Target("us1-3", 0.5)], ScriptedDice([1]))
    assert r.thrower_killed and r.outcome == "thrower_killed" and r.hit == () and r.wounds == ()


@pytest.mark.parametrize("face", [2, 3])
def test_dud(forces, face):
    """Bataan, B13: 2-3 is a dud."""
    r = japanese_grenade(jp(forces), [Target("us1-3", 0.5)], ScriptedDice([face]))
    assert r.outcome == "dud" and not r.hit and not r.thrower_killed


def test_four_hits_nearest_american(forces):
    """Bataan, B13: 4-5 hits the American nearest the point, who rolls the wound chart (entrenched -1)."""
    r = japanese_grenade(jp(forces), [Target("us1-4", 1.5), Target("us1-3", 0.5)], ScriptedDice([4, 6]),
                         entrenched={"us1-3": True})
    assert r.hit == ("us1-3",) and r.wounds[0].band == "serious" and r.wounds[0].roll.total == 5


def test_six_second_american_near_first(forces):
    """Bataan, B13 default: on a 6 a second American within 2" of the first is also hit."""
    near = [Target("us1-3", 0.5), Target("us1-4", 2.4)]             # 2.4" from the point
    near_first = [Target("us1-4", 1.9)]                               # 1.9" from us1-3
    r = japanese_grenade(jp(forces), near, ScriptedDice([6, 1, 1]), near_first=near_first)
    assert r.hit == ("us1-3", "us1-4")
    toggled = japanese_grenade(jp(forces), near, ScriptedDice([6, 1]), near_first=near_first,
                               rulings=Rulings(b13_second_near_point=True))
    assert toggled.hit == ("us1-3",)
    assert "B13: second American within 2\" of the point" in toggled.rulings


def test_second_serious_from_grenade_kills(forces):
    """Bataan, B14 via B13: a seriously wounded American hit by a grenade and seriously wounded dies."""
    r = japanese_grenade(jp(forces), [Target("us1-3", 0.5)], ScriptedDice([5, 4]),
                         wound_states={"us1-3": WoundState.SERIOUS})
    assert r.killed == ("us1-3",)


def test_ranges(forces, weapons):
    """Bataan, B12/B13: American 12"; Japanese 6" thrown, 12" by knee mortar."""
    rifle, mortar, us = jp(forces), jp(forces, "knee_mortar"), forces.figure("us1-3")
    assert check_throw(us, 11.9, weapons).ok and not check_throw(us, 12.5, weapons).ok
    assert check_throw(rifle, 5.9, weapons).ok and not check_throw(rifle, 7.0, weapons).ok
    assert check_throw(mortar, 11.0, weapons, knee_mortar=True).ok
    with pytest.raises(InputError):
        check_throw(rifle, 3.0, weapons, knee_mortar=True)
    assert check_throw(us, 12.02, weapons).flagged


def test_no_throw_after_run(forces, weapons):
    """Bataan, B8: no grenade after a run."""
    us = forces.figure("us1-3")
    assert not check_throw(us, 5, weapons, turn=FigureTurn(us.id, MoveMode.RUN, 8)).ok


def test_american_grenade_kills_nearest_within_3(forces):
    """Bataan, B12: the die is the number of Japanese killed within 3" of the point, nearest first."""
    near = [Target("j3", 2.9), Target("j1", 0.4), Target("j2", 1.0), Target("j4", 3.6)]
    r = american_grenade(forces.figure("us1-3"), near, ScriptedDice([2]))
    assert r.killed == ("j1", "j2")
    r = american_grenade(forces.figure("us1-3"), near, ScriptedDice([6]))
    assert r.killed == ("j1", "j2", "j3")


def test_american_grenade_after_walk(forces):
    """B26: not halved after a walk by default; halved (B23 rounding) with the toggle."""
    us = forces.figure("us1-3")
    near = [Target(f"j{i}", 0.5 + i * 0.3) for i in range(6)]
    walk = FigureTurn(us.id, MoveMode.WALK, 3)
    assert len(american_grenade(us, near, ScriptedDice([5]), turn=walk).killed) == 5
    r = american_grenade(us, near, ScriptedDice([5]), turn=walk, rulings=Rulings(b26_grenade_halved_after_walk=True))
    assert len(r.killed) == 2 and "B26: grenade halved after a walk" in r.rulings
    r = american_grenade(us, near, ScriptedDice([5]), turn=walk,
                         rulings=Rulings(b26_grenade_halved_after_walk=True, b23_round_up=True))
    assert len(r.killed) == 3


def test_from_table_victims(forces):
    """B13: the table's grenade victims (first, second) feed the resolver under either reading."""
    from types import SimpleNamespace as NS
    from assistant.games.bataan.grenades import japanese_grenade_from_victims
    v = NS(first=NS(figure="us1-3", distance_in=0.4), second=NS(figure="us1-4", distance_in=1.5))
    r = japanese_grenade_from_victims(jp(forces), v, ScriptedDice([6, 1, 1]))
    assert r.hit == ("us1-3", "us1-4")
    r = japanese_grenade_from_victims(jp(forces), v, ScriptedDice([6, 1, 1]), rulings=Rulings(b13_second_near_point=True))
    assert r.hit == ("us1-3", "us1-4")
