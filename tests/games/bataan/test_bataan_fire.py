"""Bataan fire: dice, targets, odds and hits (IV, B8, B9, B11, B14)."""

from fractions import Fraction

import pytest
from hypothesis import given, strategies as st

from assistant.core.dice import DiceStream
from assistant.core.errors import InputError
from assistant.games.bataan.forces import load_forces
from assistant.games.bataan.weapons import load_weapons
from assistant.games.bataan.fire import Firer, Target, check_target, count_fire_dice, fire_odds, resolve_fire
from assistant.games.bataan.rolls import ScriptedDice
from assistant.games.bataan.sequence import FigureTurn, MoveMode
from assistant.games.bataan.wounds import WoundState, roll_wound, wound_odds


def riflemen(forces, n, mode=MoveMode.NONE, platoon="jp1"):
    figs = [f for f in forces[platoon].figures if f.role == "rifleman"][:n]
    assert len(figs) == n
    return [Firer(f, "jp_rifle", FigureTurn(f.id, mode, 3.0 if mode is not MoveMode.NONE else 0.0)) for f in figs]


def test_walked_group_of_13_gets_one_die(forces, weapons):
    """Bataan, B9: 13 Japanese riflemen that walked fire 1 die (one per 12, the leftover adds nothing)."""
    fd = count_fire_dice(riflemen(forces, 13, MoveMode.WALK), weapons)
    assert fd.dice == 1
    assert any("left over" in r for r in fd.reasons) and "B9" in fd.rulings


@pytest.mark.parametrize("n,still,moved", [(5, 0, 0), (6, 1, 0), (12, 2, 1), (13, 2, 1), (24, 4, 2), (28, 4, 2)])
def test_group_fire_table(forces, weapons, n, still, moved):
    """Bataan, B9: one die per 6 stationary riflemen, per 12 that moved."""
    assert count_fire_dice(riflemen(forces, n), weapons).dice == still
    assert count_fire_dice(riflemen(forces, n, MoveMode.WALK), weapons).dice == moved


def test_group_cannot_mix_steps(forces, weapons):
    """Bataan, IV/B9: stationary and moving riflemen fire in different steps."""
    mixed = riflemen(forces, 6) + riflemen(forces, 12, MoveMode.WALK, "jp3")
    with pytest.raises(InputError):
        count_fire_dice(mixed, weapons)


def test_runners_refused(forces, weapons):
    """Bataan, B8: riflemen that ran add nothing and are listed as refused."""
    fd = count_fire_dice(riflemen(forces, 12, MoveMode.RUN), weapons)
    assert fd.dice == 0 and len(fd.refused) == 12


def test_american_dice_halved(forces, weapons):
    """Bataan, B8/B10: a walking BAR man throws half the BAR's dice."""
    bar = forces.figure("us3-2")
    assert count_fire_dice([Firer(bar, "bar")], weapons).dice == weapons["bar"].dice
    fd = count_fire_dice([Firer(bar, "bar", FigureTurn(bar.id, MoveMode.WALK, 2))], weapons)
    assert fd.dice == weapons["bar"].dice // 2


def test_tank_dice_halved_when_moved(forces, weapons):
    """Bataan, B8: the tank's dice are halved whenever it moved, even after a run."""
    tank = next(f for f in forces.figures() if f.is_tank)
    still = count_fire_dice([Firer(tank, "tank_cannon")], weapons).dice
    ran = count_fire_dice([Firer(tank, "tank_cannon", FigureTurn(tank.id, MoveMode.RUN, 8))], weapons).dice
    assert ran == still // 2


def test_closest_target_for_automatic(weapons):
    """Bataan, B11: a Tommy gun must take the closest visible enemy; a rifleman may pick any."""
    vis = [Target("a", 5.0), Target("b", 3.0), Target("c", 11.0)]
    assert not check_target(weapons["tommy_gun"], "a", vis).ok
    assert check_target(weapons["tommy_gun"], "b", vis).ok
    assert check_target(weapons["springfield"], "a", vis).ok
    tie = check_target(weapons["bar"], "a", [Target("a", 3.02), Target("b", 3.0)])
    assert tie.ok and tie.flagged and "B28" in tie.rulings


def test_range_and_visibility(weapons):
    """Bataan, IV: targets out of range or not visible are refused."""
    assert not check_target(weapons["pistol"], "a", [Target("a", 7.0)]).ok
    assert not check_target(weapons["springfield"], "z", [Target("a", 7.0)]).ok


def test_odds_exact(forces, weapons):
    """Bataan, B10/B9: exact odds from the dice engine: 1 die hitting on 5+ is 1/3."""
    fd = count_fire_dice(riflemen(forces, 13, MoveMode.WALK), weapons)
    assert fire_odds(fd).at_least_one == Fraction(1, 3)
    bar = forces.figure("us3-2")
    odds = fire_odds(count_fire_dice([Firer(bar, "bar")], weapons))
    assert odds.at_least_one == 1 - Fraction(2, 3) ** 4
    assert sum(odds.hits) == 1


def test_automatic_hits_go_closest_first(forces, weapons):
    """Bataan, IV/B11: automatic hits kill the closest Japanese first, then the next."""
    bar = forces.figure("us3-2")
    fd = count_fire_dice([Firer(bar, "bar")], weapons)
    vis = [Target("j3", 9.0), Target("j1", 2.0), Target("j2", 4.0)]
    r = resolve_fire(fd, "j1", vis, ScriptedDice([6, 5, 1, 2]), target_side="japanese")
    assert r.hits == 2 and r.killed == ("j1", "j2")
    assert r.rolls[0].dice == (6, 5, 1, 2)


def test_rifle_hits_wasted_on_dead(forces, weapons):
    """Bataan, IV: a Japanese figure hit is killed; a rifle's extra hits on him are wasted."""
    sgt = forces.figure("us1-1")   # Tommy gun: automatic
    rif = forces.figure("us1-3")
    fd = count_fire_dice([Firer(rif, "springfield")], weapons)
    r = resolve_fire(fd, "j1", [Target("j1", 5)], ScriptedDice([6]), target_side="japanese")
    assert r.killed == ("j1",) and r.wasted_hits == 0
    assert sgt.weapons == ("tommy_gun",)


def test_japanese_hits_roll_wounds(forces, weapons):
    """Bataan, B14: every Japanese hit on an American rolls the wound chart, entrenchment -1."""
    fd = count_fire_dice(riflemen(forces, 12), weapons)        # 2 dice
    r = resolve_fire(fd, "us1-3", [Target("us1-3", 5)], ScriptedDice([5, 6, 6, 6]), target_side="american",
                     entrenched={"us1-3": True})
    assert r.hits == 2
    assert [w.band for w in r.wounds] == ["serious", "serious"]     # 6-1 = 5 twice
    assert r.killed == ("us1-3",)                                   # second serious wound kills
    assert "B14" in r.rulings


def test_seriously_wounded_hit_again_dies():
    """Bataan, B14: a seriously wounded American who takes another serious wound is killed."""
    w = roll_wound("us1-3", WoundState.SERIOUS, ScriptedDice([5]))
    assert w.after is WoundState.DEAD and w.killed
    w = roll_wound("us1-3", WoundState.HEALTHY, ScriptedDice([5]))
    assert w.after is WoundState.SERIOUS and not w.killed


def test_light_wounds_never_add_up():
    """Bataan, B14: light wounds have no effect and never accumulate."""
    state = WoundState.HEALTHY
    for face in (1, 2, 3, 3, 2, 1):
        state = roll_wound("x", state, ScriptedDice([face])).after
    assert state is WoundState.HEALTHY
    assert roll_wound("x", WoundState.SERIOUS, ScriptedDice([3])).after is WoundState.SERIOUS


def test_entrenched_never_killed_outright():
    """Bataan, B14: with -1 for an entrenchment, a 6 becomes a serious wound."""
    w = roll_wound("x", WoundState.HEALTHY, ScriptedDice([6]), entrenched=True)
    assert w.band == "serious" and w.roll.total == 5
    assert wound_odds(entrenched=True)["dead"] == 0
    assert wound_odds(WoundState.SERIOUS)["killed"] == Fraction(1, 2)


def test_roll_records_position_and_seed(forces, weapons):
    """Every roll records the stream position and seed so it can be replayed."""
    stream = DiceStream(42)
    fd = count_fire_dice(riflemen(forces, 18), weapons)
    r = resolve_fire(fd, "us1-3", [Target("us1-3", 5)], stream, target_side="american")
    assert r.rolls[0].position == 0 and r.rolls[0].seed == 42 and len(r.rolls[0].dice) == 3
    again = resolve_fire(fd, "us1-3", [Target("us1-3", 5)], DiceStream(42), target_side="american")
    assert again == r


@given(st.integers(0, 28), st.sampled_from([MoveMode.NONE, MoveMode.WALK]))
def test_group_dice_law(n, mode):
    """Bataan, B9 (property): dice = n // 6 stationary, n // 12 moved; leftovers add nothing."""
    fd = count_fire_dice(riflemen(FORCES, n, mode), WEAPONS)
    assert fd.dice == (n // 6 if mode is MoveMode.NONE else n // 12)


FORCES = load_forces()
WEAPONS = load_weapons()


def test_table_targets_accepted(weapons):
    """The table's answers (objects with figure and distance_in) and (id, distance) pairs are read as targets."""
    from assistant.games.bataan.table.targets import Target as TableTarget
    vis = [TableTarget("a", 5.0, False), ("b", 3.0)]
    assert check_target(weapons["tommy_gun"], "b", vis).ok
    assert not check_target(weapons["tommy_gun"], "a", vis).ok


def test_an_edited_weapon_value_is_named_in_the_roll_log(tmp_path):
    """B10: the referee edits the BAR's dice from 4 to 2 (Game > Charts); the fire's roll-log entry
    names the edited value and B10, so the log says which chart the roll was made with."""
    import json as _json

    from assistant.games.bataan.game import BataanGame
    from assistant.games.bataan.weapons import weapons_edit_change

    from .game_helpers import goto, make_game
    from .test_game import jp, us

    store, session, game = make_game(tmp_path / "g.sqlite", [
        us("US1-2", 1, "bar", 10.0, 12.0), jp("JP4-1", 4, "rifleman", 20.0, 12.0)])
    session.do(weapons_edit_change(session, {"bar": {"dice": 2}}))
    game = BataanGame(session)
    goto(game, "fire_stationary")
    session.do(game.firing.fire(["US1-2"], "JP4-1"))
    row = store.rows("SELECT why, rulings FROM rolls WHERE game_id = ? ORDER BY id DESC LIMIT 1", [session.game_id])[0]
    why, rulings = row["why"], row["rulings"]
    assert "bar dice 2 (default 4)" in why and "B10" in why
    used = _json.loads(rulings) if isinstance(rulings, str) else rulings
    assert "B10" in used["used"] and used["edited_weapons"] == ["bar dice 2 (default 4)"]
