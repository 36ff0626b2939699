"""Tarawa victory levels (8.5-8.7, ruling T9)."""

import pytest

from assistant.games.tarawa.victory import loss_level, tarawa_victory


@pytest.mark.parametrize("turn, level", [(20, "decisive"), (23, "decisive"), (24, "substantial"),
                                         (25, "tactical"), (26, "marginal")])
def test_us_levels_by_turn_cleared(turn, level):
    """Tarawa 8.6: cleared by the end of turn 23/24/25/26."""
    v = tarawa_victory(turn, 0, turn)
    assert (v.winner, v.level) == ("us", level)


@pytest.mark.parametrize("cleared, level", [(28, "marginal"), (29, "tactical"), (30, "substantial"),
                                            (None, "decisive")])
def test_japanese_levels_by_turn_held(cleared, level):
    """Tarawa 8.5: a Japanese unit on the island at the end of turn 27/28/29/30."""
    v = tarawa_victory(cleared, 0, 30)
    assert (v.winner, v.level) == ("japanese", level)


@pytest.mark.parametrize("losses, level", [(62, ""), (63, "marginal"), (69, "marginal"), (70, "tactical"),
                                           (75, "tactical"), (76, "substantial"), (80, "substantial"),
                                           (81, "decisive"), (200, "decisive")])
def test_mitigation_table(losses, level):
    """Tarawa 8.7 A: US step losses 63-69, 70-75, 76-80, 81+."""
    assert loss_level(losses) == level


def test_mitigation_compared_with_us_level():
    """Tarawa 8.7 B: the higher level wins, equal levels draw."""
    assert tarawa_victory(26, 70, 26).winner == "japanese"         # tactical beats marginal
    v = tarawa_victory(25, 72, 25)
    assert v.winner == "draw" and v.us_level == v.japanese_loss_level == "tactical"
    assert tarawa_victory(23, 80, 23).winner == "us"                # decisive beats substantial


def test_cleared_on_turn_27_is_a_draw_t9():
    """Ruling T9: cleared on turn 27 with fewer than 63 US step losses: a draw."""
    v = tarawa_victory(27, 62, 27)
    assert v.winner == "draw" and "T9" in v.rulings
    assert tarawa_victory(27, 63, 27).winner == "japanese"


def test_undecided_while_held():
    assert not tarawa_victory(None, 90, 12).decided
