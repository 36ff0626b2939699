"""Bataan melee (V, VI.E, B17, B25) and antitank work (B18)."""

from fractions import Fraction

import pytest
from hypothesis import given, settings, strategies as st

from assistant.core.dice import DiceStream
from assistant.core.errors import InputError
from assistant.games.bataan.forces import load_forces
from assistant.games.bataan.melee import Fighter, antitank, fight_melee, hit_chance, melee_modifier_ids, melee_round
from assistant.games.bataan.rolls import ScriptedDice
from assistant.games.bataan.rulings import Rulings
from assistant.games.bataan.sequence import FigureTurn, MoveMode
from assistant.games.bataan.wounds import WoundState
from tests.games.bataan.hypo import examples


def test_modifiers_named(forces):
    """Bataan, B17: +1 American unless seriously wounded, +1 officer, +1 1st Platoon, +1 Banzai."""
    assert melee_modifier_ids(forces.figure("us1-3"))[0] == ("american",)
    assert melee_modifier_ids(forces.figure("us1-3"), wound=WoundState.SERIOUS)[0] == ()
    assert melee_modifier_ids(forces.figure("us1-1"))[0] == ("american", "officer")
    assert melee_modifier_ids(forces.figure("jp1-01"))[0] == ("officer", "first_platoon")
    assert melee_modifier_ids(forces.figure("jp1-10"), banzai=True)[0] == ("first_platoon", "banzai")
    assert melee_modifier_ids(forces.figure("jp2-10"))[0] == ()


def test_b25_toggle(forces):
    """B25: the chief petty officer gets +1 only with the toggle."""
    cpo = forces.figure("us1-2")
    assert melee_modifier_ids(cpo)[0] == ("american",)
    ids, used = melee_modifier_ids(cpo, rulings=Rulings(b25_broad_officers=True))
    assert ids == ("american", "officer") and any(u.startswith("B25: officers, chief") for u in used)


def test_hit_chances(forces):
    """Bataan, B17: a modified 6 hits: plain Japanese 1/6, American 2/6, 1st Platoon officer in a Banzai 4/6."""
    assert hit_chance(forces.figure("jp2-10")) == Fraction(1, 6)
    assert hit_chance(forces.figure("us1-3")) == Fraction(1, 3)
    assert hit_chance(forces.figure("jp1-01"), banzai=True) == Fraction(2, 3)


def test_round_is_simultaneous(forces):
    """Bataan, V: both roll; a Japanese hit makes the American roll the wound chart; both can fall."""
    us, jp = forces.figure("us1-3"), forces.figure("jp2-10")
    fighters = [Fighter(us, (jp.id,)), Fighter(jp, (us.id,))]
    new, r = melee_round(fighters, ScriptedDice([5, 6, 6]))     # US 5+1 hits, JP 6 hits, wound 6
    assert set(r.killed) == {jp.id, us.id}
    assert r.attacks[1].wound.band == "dead"
    assert all(not f.alive for f in new)


def test_melee_to_the_death(forces):
    """Bataan, VI.E: rounds repeat until one side is gone."""
    us = forces.figure("us1-3")
    jps = [forces.figure(f"jp2-{i:02d}") for i in range(10, 13)]
    fighters = [Fighter(us, tuple(j.id for j in jps))] + [Fighter(j, (us.id,)) for j in jps]
    res = fight_melee(fighters, DiceStream(7))
    assert res.finished
    assert not res.survivors("american") or not res.survivors("japanese")
    assert all(r.number == i + 1 for i, r in enumerate(res.rounds))


@settings(max_examples=examples(40), deadline=None)
@given(st.integers(0, 10_000))
def test_melee_always_ends_with_one_side(seed):
    """Bataan, VI.E (property): a melee ends with one side wiped out."""
    f = FORCES
    us = [f.figure("us3-1"), f.figure("us3-3")]
    jp = [f.figure("jp1-10"), f.figure("jp1-11"), f.figure("jp1-12")]
    fighters = [Fighter(u, tuple(j.id for j in jp), entrenched=True) for u in us] + \
               [Fighter(j, tuple(u.id for u in us)) for j in jp]
    res = fight_melee(fighters, DiceStream(seed), banzai=True)
    assert res.finished and (not res.survivors("american") or not res.survivors("japanese"))


def test_bad_contact(forces):
    with pytest.raises(InputError):
        melee_round([Fighter(forces.figure("us1-3"), ("us1-4",)), Fighter(forces.figure("us1-4"), ())],
                    ScriptedDice([]))


def test_antitank_roll(forces):
    """Bataan, B18: an American who walks or runs up to the tank destroys it on 4-6, and dies either way."""
    us = forces.figure("us3-3")
    walk = FigureTurn(us.id, MoveMode.WALK, 3)
    r = antitank(us, walk, ScriptedDice([4]))
    assert r.destroyed and r.attacker_dies
    r = antitank(us, walk, ScriptedDice([3]))
    assert not r.destroyed and r.attacker_dies
    with pytest.raises(InputError):
        antitank(us, FigureTurn(us.id), ScriptedDice([6]))


def test_naval_officer_sacrifice(forces):
    """Bataan, 1st Squad/B18: the naval officer destroys the tank automatically and dies."""
    off = forces.figure("us1-1")
    r = antitank(off, FigureTurn(off.id, MoveMode.RUN, 8), ScriptedDice([]))
    assert r.destroyed and r.attacker_dies and r.roll is None


FORCES = load_forces()
