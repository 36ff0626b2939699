"""Bataan turn sequence, movement and fire permission (II, III, IV, B8, B23, B24)."""

from hypothesis import given, strategies as st

from assistant.games.bataan.rulings import Rulings
from assistant.games.bataan.sequence import (
    FigureTurn, MoveMode, Phase, TurnClock, check_move, fire_permission, fire_step_of, halve, still_fires)


def test_phase_order():
    """Bataan, II/IV: Japanese move, Americans move, snipers fire, non-movers fire, movers fire, melee."""
    c = TurnClock()
    seen = [c.phase]
    for _ in range(6):
        c = c.next()
        seen.append(c.phase)
    assert seen == [Phase.BANZAI_ORDER, Phase.JAPANESE_MOVE, Phase.AMERICAN_MOVE, Phase.FIRE_SNIPERS,
                    Phase.FIRE_STATIONARY, Phase.FIRE_MOVED, Phase.MELEE]
    c = c.next()
    assert (c.turn, c.phase) == (2, Phase.BANZAI_ORDER)
    assert c.next_wave() == TurnClock(wave=2)


def test_fire_steps(forces):
    """Bataan, IV: snipers first, then figures that did not move, then those that moved."""
    sniper = next(f for f in forces["jp2"].figures if f.is_sniper)
    rifle = forces.figure("jp1-10")
    assert fire_step_of(sniper, FigureTurn(sniper.id, MoveMode.WALK, 2)) is Phase.FIRE_SNIPERS
    assert fire_step_of(rifle, FigureTurn(rifle.id)) is Phase.FIRE_STATIONARY
    assert fire_step_of(rifle, FigureTurn(rifle.id, MoveMode.WALK, 2)) is Phase.FIRE_MOVED


def test_return_fire():
    """Bataan, IV: a figure hit in its own step fires back; a mover hit in the stationary step cannot."""
    assert still_fires(Phase.FIRE_STATIONARY, Phase.FIRE_STATIONARY)
    assert not still_fires(Phase.FIRE_MOVED, Phase.FIRE_STATIONARY)
    assert still_fires(Phase.FIRE_MOVED, None)


def test_movement_rates(forces):
    """Bataan, III: run 8", walk 4", crawl 2" for wounded Americans only; seriously wounded only crawl."""
    us = forces.figure("us1-3")
    jp = forces.figure("jp1-10")
    assert check_move(jp, MoveMode.RUN, 8.0).ok
    assert not check_move(jp, MoveMode.WALK, 4.5).ok
    assert not check_move(jp, MoveMode.CRAWL, 1.0).ok
    assert not check_move(us, MoveMode.CRAWL, 1.0).ok
    assert check_move(us, MoveMode.CRAWL, 2.0, seriously_wounded=True).ok
    assert not check_move(us, MoveMode.WALK, 1.0, seriously_wounded=True).ok
    assert not check_move(jp, MoveMode.WALK, 1.0, in_command=False).ok
    assert check_move(jp, MoveMode.WALK, 1.0, in_command=False, command_exempt=True).ok
    assert not check_move(us, MoveMode.RUN, 3.0, crosses_river=True).ok


def test_move_too_close_to_call(forces):
    """B28: a cost within 0.05" of the allowance is flagged for the referee."""
    m = check_move(forces.figure("jp1-10"), MoveMode.WALK, 4.03)
    assert m.flagged and "B28" in m.rulings


def test_no_fire_after_run_except_tank(forces):
    """Bataan, B8: no fire after a run, except the tank (whose dice are halved whenever it moved)."""
    rifle = forces.figure("us1-3")
    tank = next(f for f in forces.figures() if f.is_tank)
    assert not fire_permission(rifle, FigureTurn(rifle.id, MoveMode.RUN, 6)).allowed
    p = fire_permission(tank, FigureTurn(tank.id, MoveMode.RUN, 6))
    assert p.allowed and p.halvings == 1
    assert fire_permission(tank, FigureTurn(tank.id, MoveMode.WALK, 1)).halvings == 1
    assert fire_permission(tank, FigureTurn(tank.id)).halvings == 0


def test_walk_halves_and_wound_stacks(forces):
    """Bataan, B8 and B14: a walk halves the dice; a serious wound halves them again."""
    us = forces.figure("us3-1")
    assert fire_permission(us, FigureTurn(us.id, MoveMode.WALK, 3)).halvings == 1
    assert fire_permission(us, FigureTurn(us.id, MoveMode.CRAWL, 2), seriously_wounded=True).halvings == 2


def test_crawl_toggle(forces):
    """B24: a crawl counts as a walk by default; the toggle forbids fire after a crawl."""
    us = forces.figure("us3-1")
    t = FigureTurn(us.id, MoveMode.CRAWL, 2)
    p = fire_permission(us, t, seriously_wounded=True)
    assert p.allowed and "B24: a crawl counts as a walk" in p.rulings
    p = fire_permission(us, t, seriously_wounded=True, rulings=Rulings(b24_no_fire_after_crawl=True))
    assert not p.allowed and "B24: no fire after a crawl" in p.rulings


def test_banzai_and_command_forbid_fire(forces):
    """Banzai Charge: no Japanese fire; I/B5: an out-of-command Japanese figure may not shoot."""
    jp = forces.figure("jp1-10")
    assert not fire_permission(jp, FigureTurn(jp.id), banzai=True).allowed
    assert not fire_permission(jp, FigureTurn(jp.id), in_command=False).allowed


def test_b23_rounding():
    """B23: halves round down by default, up with the toggle."""
    assert halve(3, 1)[0] == 1
    assert halve(3, 1, Rulings(b23_round_up=True))[0] == 2
    assert halve(1, 1)[0] == 0 and halve(1, 1, Rulings(b23_round_up=True))[0] == 1
    assert halve(5, 2)[0] == 1 and halve(5, 2, Rulings(b23_round_up=True))[0] == 2


@given(st.integers(0, 60), st.integers(0, 3))
def test_halving_bounds(d, k):
    """B23: rounding down never exceeds rounding up, and they differ by at most one."""
    lo, _ = halve(d, k)
    hi, _ = halve(d, k, Rulings(b23_round_up=True))
    assert lo <= hi <= lo + 1 and lo * 2 ** k <= d


def test_figure_turn_round_trip():
    t = FigureTurn("us1-3", MoveMode.WALK, 3.5, fired=True)
    assert FigureTurn.from_dict(t.to_dict()) == t


def test_too_close_to_call_on_both_sides_of_the_limit(forces):
    """B28 (issue 23.3): a cost just over the allowance is flagged for the referee like one just under it,
    not refused outright; past the margin it is refused."""
    jp = forces.figure("jp1-10")
    over = check_move(jp, MoveMode.RUN, 8.02)
    assert over.ok and over.flagged and "B28" in over.rulings
    under = check_move(jp, MoveMode.RUN, 7.99)
    assert under.ok and under.flagged
    assert not check_move(jp, MoveMode.RUN, 8.2).ok
