"""Tarawa sequence of play: alternating actions, passes, end-of-turn checks, night, reinforcements."""

import random

import pytest

from assistant.core.errors import InputError
from assistant.games.tarawa.rulings import TarawaRulings
from assistant.games.tarawa.turns import Action, ActionLog, TurnTrack


def log_at(turn=1, **rulings):
    """A log in ``turn`` with the first wave already landed, the US to act."""
    log = ActionLog(TarawaRulings(**rulings), TurnTrack(night_turns=()))
    log.reinforce("us", first_wave=True)
    log.move("japanese")
    while log.turn < turn:
        for p in ("us", "japanese", "us", "japanese"):
            log.pass_(p)
    return log


def test_pass_sequence_example():
    """Tarawa 4.3 example: interrupted pass runs do nothing; two passes each in a row end the turn."""
    log = log_at()
    log.move("us")                   # the US acts before the Japanese in each round
    # the Japanese pass, the US pass, the Japanese pass, then the US moves: the turn goes on
    log.pass_("japanese"); log.pass_("us"); log.pass_("japanese")
    assert log.state.consecutive_passes == 3
    log.move("us")
    assert log.turn == 1 and log.state.consecutive_passes == 0
    # later: Japanese act, then US pass, Japanese pass, US pass, and the Japanese fight: goes on
    log.pass_("japanese")
    log.pass_("us")
    log.pass_("japanese")
    log.pass_("us")
    assert log.turn == 2, "four in a row ended it"


def test_pass_example_exact_order():
    """Tarawa 4.3 example, in its own order: J, US, J pass then US moves; US, J, US pass then J
    fights; US, J, US, J pass and the turn ends."""
    log = log_at()
    log.move("us")
    for p in ("japanese", "us", "japanese"):
        log.pass_(p)
    log.move("us")
    log.move("japanese")
    for p in ("us", "japanese", "us"):
        log.pass_(p)
    log.combat("japanese", dice=[3])
    assert log.turn == 1
    for p in ("us", "japanese", "us"):
        log.pass_(p)
        assert log.turn == 1
    log.pass_("japanese")
    assert log.turn == 2
    assert log.state.turn_ends[-1].reason == "passes"
    assert log.next_player == "us"


def test_players_alternate():
    """Tarawa 4.0 A: one action each in turn."""
    log = log_at()
    with pytest.raises(InputError, match="alternate"):
        log.move("japanese")


def test_end_check_after_ten_ends_turn_and_first_player_starts():
    """Tarawa 4.2.5 example: a 10 then another 10 ends the turn; the first player acts first again."""
    log = log_at()
    log.combat("us", dice=[10], end_checks=[10])
    assert log.turn == 2
    assert log.next_player == "us"         # the US acts twice in a row
    log.move("us")
    log.combat("japanese", dice=[4, 10], end_checks=[9])
    assert log.turn == 3 and log.next_player == "us"   # second player's roll ended it: first player first


def test_end_check_low_roll_continues():
    """Tarawa 4.2.5 A: only 9 or 10 on the check ends the turn."""
    log = log_at()
    log.combat("us", dice=[10, 10], end_checks=[8])
    assert log.turn == 1 and log.next_player == "japanese"


def test_no_check_without_a_ten():
    """Tarawa 4.2.5 B: no check unless a combat die showed 10."""
    log = log_at()
    with pytest.raises(InputError):
        log.combat("us", dice=[3], end_checks=[9])


def test_one_check_per_ten_toggle():
    """Ruling T2 toggle: one check per 10, stopping at the first that ends the turn."""
    log = log_at(end_check_per_ten=True)
    assert log.end_checks_needed([10, 10, 3]) == 2
    with pytest.raises(InputError):
        log.combat("us", dice=[10, 10], end_checks=[3])
    log.combat("us", dice=[10, 10], end_checks=[3, 4])
    assert log.turn == 1
    log.combat("japanese", dice=[10, 10], end_checks=[9])
    assert log.turn == 2
    default = log_at()
    assert default.end_checks_needed([10, 10]) == 1


def test_end_checks_rolled_with_rng():
    """Tarawa 4.2.5: the tool rolls the check with an injected rng (T1: 1-10)."""
    log = log_at()
    a = log.combat("us", dice=[10], rng=random.Random(5))
    assert len(a.end_checks) == 1 and 1 <= a.end_checks[0] <= 10


def test_end_check_odds():
    """Tarawa 4.2.5 / T2: one check ends on 9-10 (1/5); two checks 1 - (4/5)^2."""
    from fractions import Fraction
    assert log_at().end_check_odds([10, 10]) == (1, Fraction(1, 5))
    assert log_at(end_check_per_ten=True).end_check_odds([10, 10]) == (2, Fraction(9, 25))


def test_night_forbids_bombardment_and_opportunity_fire():
    """Tarawa 4.2.2 C and 4.2.4 H: neither on night turns (T8: night is a track setting)."""
    log = ActionLog(track=TurnTrack(night_turns=(1,)))
    log.reinforce("us", first_wave=True)
    log.move("japanese")
    with pytest.raises(InputError, match="night"):
        log.combat("us", dice=[5], combat_kind="bombardment")
    log.move("us")
    with pytest.raises(InputError, match="night"):
        log.combat("japanese", dice=[5], combat_kind="opportunity")
    log.combat("japanese", dice=[5], combat_kind="fire")


def test_opportunity_fire_only_after_a_move():
    """Tarawa 4.2.4 A: opportunity fire answers the opponent's movement."""
    log = log_at()
    log.pass_("us")
    with pytest.raises(InputError, match="movement"):
        log.combat("japanese", dice=[4], combat_kind="opportunity")


def test_default_turn_track():
    """Ruling T8: two-hour turns (3.0); the default night runs 1800-0600 from turn 1 at 0600."""
    t = TurnTrack()
    assert [t.is_night(n) for n in (1, 6, 7, 12, 13)] == [False, False, True, True, False]
    assert t.day(9) == 1 and t.day(10) == 2      # turn 10 starts at midnight
    with pytest.raises(InputError):
        t.is_night(31)


def test_reinforcements_once_per_turn_us_only():
    """Tarawa 4.4 C: once per turn; 4.0 B: US only."""
    log = log_at()
    log.reinforce("us", ["a"])
    log.pass_("japanese")
    with pytest.raises(InputError, match="once per turn"):
        log.reinforce("us", ["b"])
    log.move("us")
    with pytest.raises(InputError, match="only the US"):
        log.reinforce("japanese")


def test_first_wave_by_first_us_action_of_turn_2():
    """Tarawa 8.0 C: if the first wave did not land on turn 1 it is the first US action of turn 2."""
    log = ActionLog(track=TurnTrack(night_turns=()))
    for p in ("us", "japanese", "us", "japanese"):
        log.pass_(p)
    assert log.turn == 2
    with pytest.raises(InputError, match="8.0 C"):
        log.combat("us", dice=[2], combat_kind="bombardment")
    log.reinforce("us", first_wave=True)


def test_banzai_once_and_only_charging_units():
    """Tarawa 6.3: once a game; while it lasts the Japanese act only with the charging units."""
    log = log_at()
    log.declare_banzai(["j1", "j2"])
    log.pass_("us")
    with pytest.raises(InputError, match="Banzai"):
        log.pass_("japanese")
    with pytest.raises(InputError, match="charging"):
        log.move("japanese", ["j9"])
    log.move("japanese", ["j1"])
    log.banzai_over()
    with pytest.raises(InputError, match="once"):
        log.declare_banzai(["j3"])


def test_undo_and_round_trip():
    """Records: the log saves as plain data and replays to the same state; undo drops one entry."""
    log = log_at()
    log.combat("us", dice=[10, 2], end_checks=[9])
    log.move("us", ["m1"])
    again = ActionLog.from_dict(log.to_dict())
    assert again.to_dict() == log.to_dict()
    assert again.turn == log.turn == 2 and again.next_player == "japanese"
    undone = again.undo()
    assert undone.kind == "move" and again.next_player == "us"
    again.undo()
    assert again.turn == 1
    assert Action.from_dict(undone.to_dict()) == undone


def test_game_over_after_turn_30():
    """Tarawa 8.5: the track ends with turn 30."""
    log = log_at(turn=30)
    for p in ("us", "japanese", "us", "japanese"):
        log.pass_(p)
    assert log.state.game_over
    with pytest.raises(InputError, match="over"):
        log.pass_("us")


def test_first_player_toggle():
    """Ruling T7: the first player is the US unless chosen otherwise."""
    log = ActionLog(TarawaRulings(first_player="japanese"))
    assert log.next_player == "japanese"
    with pytest.raises(InputError):
        TarawaRulings(first_player="martians")
    assert TarawaRulings.from_dict(TarawaRulings(end_check_per_ten=True).to_dict()).end_check_per_ten
