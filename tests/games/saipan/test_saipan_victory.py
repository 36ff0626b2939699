"""Saipan victory: VPs from recorded results, the turn-30 rule, Banzai shifts (16.4, 15.1 C, S3-S6)."""

import pytest

from assistant.core.errors import InputError
from assistant.games.saipan.rulings import SaipanRulings
from assistant.games.saipan.sequence import TurnChecklist, turn_notes, turn_steps
from assistant.games.saipan.victory import Result, outcome, shift_level, tally


def test_vp_schedule():
    """Saipan 16.4 A: BB/CV 10 sunk, 5 hit; CA/CL/CLA 6/3; DD/DE/AA 2/1; 1 per air or ground step."""
    res = [Result("ship_sunk", "japanese", "Yamato", "BB"), Result("ship_hit", "japanese", "Tone", "CA"),
           Result("ship_sunk", "us", "DD-1", "DD"), Result("ship_hit", "us", "AP-1", "AA"),
           Result("air_step", "japanese", "A6M-1", steps=2), Result("ground_step", "us", "2/6", steps=3)]
    t = tally(res)
    assert t.vp == {"us": 10 + 3 + 2, "japanese": 2 + 1 + 3}


def test_damaged_then_sunk_s4():
    """Ruling S4: a ship damaged then sunk scores once at its final state; toggle: each step."""
    res = [Result("ship_hit", "us", "CA-1", "CA"), Result("ship_sunk", "us", "CA-1", "CA")]
    assert tally(res).vp["japanese"] == 6 and "S4" in tally(res).rulings
    assert tally(res, SaipanRulings(ship_scoring="each_step")).vp["japanese"] == 9


def test_carrier_vps_s5():
    """Saipan 16.4 A prints CV; ruling S5: other carriers are entries or BB/CV with the toggle."""
    assert tally([Result("ship_sunk", "japanese", "Taiho", "CV")]).vp["us"] == 10
    with pytest.raises(InputError, match="S5"):
        tally([Result("ship_sunk", "japanese", "Chitose", "CVL")])
    assert tally([Result("ship_sunk", "japanese", "Chitose", "CVL")], carrier_vp_entries={"CVL": (3, 7)}).vp["us"] == 7
    assert tally([Result("ship_hit", "japanese", "Chitose", "CVL")], SaipanRulings(carriers="as_bb")).vp["us"] == 5


def test_outcome_by_vps_and_levels():
    """Saipan 16.4 B: most VPs wins once the Japanese ground forces are gone; S3 level entered."""
    t = tally([Result("ground_step", "japanese", steps=40), Result("ground_step", "us", steps=30)])
    o = outcome(t, japanese_ground_left=False, turns_completed=20, winner_level="tactical")
    assert (o.winner, o.level) == ("us", "us_tactical")
    assert outcome(t, False, 20).level == "" and outcome(t, False, 20).winner == "us"
    assert not outcome(t, True, 29).decided


def test_turn_30_rule():
    """Saipan 16.4 C: Japanese ground forces on Saipan after turn 30 win whatever the VPs."""
    t = tally([Result("ground_step", "japanese", steps=99)])
    o = outcome(t, japanese_ground_left=True, turns_completed=30, winner_level="marginal")
    assert (o.winner, o.level) == ("japanese", "japanese_marginal")


def test_equal_vps_s6():
    """Ruling S6: equal VPs draw; toggle: the Japanese win."""
    t = tally([])
    assert outcome(t, False, 10).winner == "draw" and "S6" in outcome(t, False, 10).rulings
    assert outcome(t, False, 10, SaipanRulings(equal_vp="japanese"), "marginal").level == "japanese_marginal"


@pytest.mark.parametrize("level, shifted", [("us_marginal", "draw"), ("us_strategic", "us_tactical"),
                                            ("japanese_tactical", "japanese_strategic"),
                                            ("japanese_strategic", "japanese_strategic")])
def test_banzai_example(level, shifted):
    """Saipan 15.1 C example: a successful Banzai moves the result one level toward the Japanese."""
    assert shift_level(level, 1) == shifted


def test_banzai_from_records():
    """Saipan 15.1 C: each recorded successful Banzai Charge lowers the US level by one."""
    t = tally([Result("ground_step", "japanese", steps=20), Result("banzai_success", "japanese"),
               Result("banzai_success", "japanese")])
    o = outcome(t, False, 25, winner_level="marginal")
    assert o.level_before_banzai == "us_marginal" and o.level == "japanese_marginal"
    assert o.winner == "japanese"


def test_checklist():
    """Saipan 10.0: the air/naval phase, two player-turns, the turn record phase."""
    steps = turn_steps()
    assert steps[0].id == "air_naval.reinforcements" and steps[-1].id == "turn_record"
    assert len(steps) == 9 + 6 + 6 + 1
    c = TurnChecklist()
    with pytest.raises(InputError):
        c.advance()
    for s in steps:
        c.tick(s.id)
    c.advance()
    assert c.turn == 2 and c.next_step() == steps[0]
    assert TurnChecklist.from_dict(c.to_dict()) == c
    assert any("18" in n for n in turn_notes(1)) and any("16.2" in n for n in turn_notes(3))
