"""Where a Saipan combat stands and which step can be taken now (issue 23: the Ground tab's stages), Qt-free:
each refusal is the catalogue entry's ``when`` first, then the combat's stage in the command's own words."""

from __future__ import annotations

import pytest

from assistant.core.errors import InputError
from assistant.games.saipan.combat_steps import ACTIONS, combat_steps

from .conftest import do, put


@pytest.fixture()
def example(blank):
    """12.2 example: three Japanese 4-5-6 next to two Marine 5-6-8 in 1524; one more Japanese unit in 1625."""
    put(blank, "m1", "us", "1524", a=5, d=6, mv=8, prof=7)
    put(blank, "m2", "us", "1524", a=5, d=6, mv=8, prof=7)
    for i, h in ((1, "1624"), (2, "1624"), (3, "1625")):
        put(blank, f"j{i}", "japanese", h, a=4, d=5, mv=6, prof=6)
    return blank


COMMANDS = {
    ("assault", "roll"): lambda g, k: g.assault_combat.assault_roll(k),
    ("assault", "results"): lambda g, k: g.assault_combat.assault_results(k),
    ("assault", "checks"): lambda g, k: g.assault_combat.assault_checks(k),
    ("assault", "move_in"): lambda g, k: g.assault_combat.assault_move_in(k),
    ("assault", "retreat"): lambda g, k: g.maneuver_combat.retreat(k, "defender"),
    ("maneuver", "roll"): lambda g, k: g.maneuver_combat.maneuver_roll(k),
    ("maneuver", "results"): lambda g, k: g.maneuver_combat.maneuver_results(k),
    ("maneuver", "checks"): lambda g, k: g.maneuver_combat.maneuver_checks(k),
    ("maneuver", "retreat"): lambda g, k: g.maneuver_combat.retreat(k, "defender"),
}


def _same_refusals(g, key: str) -> str:
    """Every step the combat refuses now is refused by its command in the same words (a retreat: for the
    role asked); returns ``now``."""
    st = combat_steps(g, key)
    for action, why in st.refusals:
        if why is None:
            continue
        with pytest.raises(InputError) as refused:
            COMMANDS[st.kind, action](g, key)
        if action == "retreat":        # the command names the role asked for; the step, any role
            assert "no retreat is owed" in refused.value.message and "no retreat is owed" in why
        else:
            assert refused.value.message == why, (action, why)
    return st.now


def test_an_assault_goes_move_in_roll_results(example):
    """Issue 23, Saipan 12.2.1-12.2.2: declared -> move in (only once the side's maneuver combats are
    resolved, 12.2.2 A) -> roll -> CRT results; each other step refused in the command's words."""
    g = example
    do(g, g.maneuver_combat.declare_maneuver("japanese", ["j3"], "1524"))
    do(g, g.assault_combat.declare_assault("japanese", ["j1", "j2"], "1524"))
    st = combat_steps(g, "a001")
    assert st.stage == "declared" and "resolve maneuver combat m001 first" in st.why_not("move_in")
    assert st.now == "done" and _same_refusals(g, "a001") == "done"
    assert _same_refusals(g, "m001") == "roll"
    do(g, g.maneuver_combat.maneuver_roll("m001"))
    assert _same_refusals(g, "m001") == "results"
    do(g, g.maneuver_combat.maneuver_results("m001", defender={"steps": 0, "retreat": False, "end": True}))
    assert _same_refusals(g, "m001") == "done"
    assert _same_refusals(g, "a001") == "move_in"
    do(g, g.assault_combat.assault_move_in("a001"))
    assert _same_refusals(g, "a001") == "roll"
    do(g, g.assault_combat.assault_roll("a001"))
    assert _same_refusals(g, "a001") == "results"
    assert combat_steps(g, "a001").rolled                 # the fires to read off the Assault CRT


def test_a_retreat_owed_is_the_next_step(example):
    """Issue 23, Saipan 12.0 C: a CRT retreat leaves the combat done with a retreat to carry out."""
    g = example
    do(g, g.maneuver_combat.declare_maneuver("japanese", ["j1"], "1524"))
    do(g, g.maneuver_combat.maneuver_roll("m001"))
    do(g, g.maneuver_combat.maneuver_results("m001", defender={"steps": 0, "retreat": True}))
    st = combat_steps(g, "m001")
    assert st.stage == "done" and st.now == "retreat" and st.retreat_roles == ("defender",)


def test_the_catalogue_when_comes_first(example):
    """Issue 23, Saipan 16.4 C: once the game is over every step says so (the catalogue entry's ``when``),
    whatever the combat's stage."""
    g = example
    do(g, g.maneuver_combat.declare_maneuver("japanese", ["j1"], "1524"))
    for _ in range(40):
        if g.checklist.over:
            break
        do(g, g.sequence.advance_day(force=True))
    assert g.checklist.over
    st = combat_steps(g, "m001")
    assert all("the game ended" in str(why) for _a, why in st.refusals) and st.now == "done"
    assert {a for a, _w in st.refusals} <= set(ACTIONS)


def test_an_unknown_combat_is_refused(blank):
    """Issue 23: a key not on record is refused naming it."""
    with pytest.raises(InputError, match="no combat 'm009'"):
        combat_steps(blank, "m009")
