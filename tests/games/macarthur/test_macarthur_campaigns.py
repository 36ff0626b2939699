"""MacArthur campaigns: data, movement deck, Bataan insert, landings, reserves, state, victory."""

from __future__ import annotations

import random
from fractions import Fraction

import pytest

from assistant.core.errors import InputError
from assistant.core.roads import RoadNetwork
from assistant.games.macarthur.forces import Force
from assistant.games.macarthur.campaigns import campaign, load_campaigns
from assistant.games.macarthur.movement import MovementDeck, side_turn
from assistant.games.macarthur.reserves import (
    airborne_drop_problems, chart, landing_problems, roll_reserves, storm_hazard,
)
from assistant.games.macarthur.rulings import Rulings
from assistant.games.macarthur.state import (
    CampaignState, japanese_air_control, japanese_hold_olongapo_and_layac, north_korean_supplied,
    situation_for, victory,
)


def test_campaign_data():
    """Duration of Game: Korea 15/8 (Game Ends dealt), New Guinea 10/13 (1st turn-over), Bataan 12/11 (2nd)."""
    c = load_campaigns()
    assert set(c) == {"korea", "new_guinea", "bataan_retreat"}
    assert (c["korea"].deck.blue_cards, c["korea"].deck.red_cards, c["korea"].deck.blue_turns) == (15, 8, 15)
    assert (c["new_guinea"].deck.blue_cards, c["new_guinea"].deck.red_cards, c["new_guinea"].deck.blue_turns) == (10, 13, 20)
    assert (c["bataan_retreat"].deck.blue_cards, c["bataan_retreat"].deck.red_cards,
            c["bataan_retreat"].deck.blue_turns) == (12, 11, 36)
    for k in c.values():  # 24 movement cards: the dealt ones plus Game Ends
        assert k.deck.blue_cards + k.deck.red_cards + 1 == 24
    assert c["korea"].victory_towns["blue"] == ("Seoul", "Pusan")
    assert c["new_guinea"].victory_towns["blue"] == ("Gona", "Buna")
    assert c["bataan_retreat"].victory_towns["red"] == ("Manila", "Mariveles")
    assert c["korea"].reserves["blue"].small == 4 and c["korea"].reserves["blue"].cap_large == 1
    assert c["new_guinea"].reserves["blue"].large == 2 and c["new_guinea"].reserves["red"].small == 1
    assert c["bataan_retreat"].reserves["red"].cap_small == 5 and c["bataan_retreat"].reserves["red"].from_blue_turnovers == 2
    with pytest.raises(InputError):
        campaign("mars")


def test_movement_deck_example():
    """The Movement Deck: Blue 6 -> 6 MP; Red 9 -> 15 MP; Blue 2 -> 11 MP."""
    d = MovementDeck.for_campaign(campaign("korea"))
    assert d.turn_card("blue", 6).allowance_mp == 6
    assert d.turn_card("red", 9).allowance_mp == 15
    assert d.turn_card("blue", 2).allowance_mp == 11
    with pytest.raises(InputError, match="red's turn"):
        d.turn_card("blue", 3)
    with pytest.raises(InputError):
        d.turn_card("red", -1)
    assert d.red_turned == 1  # the refused card changed nothing


def test_korea_red_pack_repeats_and_game_ends_after_15():
    """Korea: Red's 8 cards are turned over unshuffled and re-used; the game ends on Blue's 16th card."""
    d = MovementDeck.for_campaign(campaign("korea"))
    rng = random.Random(5)
    red_values = [rng.randint(1, 9) for _ in range(8)]
    for turn in range(15):
        d.turn_card("blue", 3 if turn < 15 else None)
        ct = d.turn_card("red", red_values[turn] if turn < 8 else None)
        assert ct.card == red_values[turn % 8]
        if turn >= 8:
            assert ct.pass_no == 2
    with pytest.raises(InputError):
        d.turn_card("blue", 4)
    end = d.turn_card("blue")
    assert end.game_ends and d.game_over and d.turns_left("blue") == 0
    with pytest.raises(InputError):
        d.turn_card("red", 1)


def test_known_card_must_match():
    d = MovementDeck(2, 2, game_ends_after_blue_turnovers=1)
    for v in (1, 2):
        d.turn_card("blue", v)
        d.turn_card("red", v)
    with pytest.raises(InputError, match="should be 1"):
        d.turn_card("blue", 5)


@pytest.mark.parametrize("cid,turns", [("korea", 15), ("new_guinea", 20), ("bataan_retreat", 36)])
def test_game_length(cid, turns):
    """Duration of Game: 15, 20 and 36 turns."""
    d = MovementDeck.for_campaign(campaign(cid))
    n = 0
    while True:
        ct = d.turn_card("blue", None if d.known_next("blue") is not None or d.blue_turned >= d.blue_turns else 4)
        if ct.game_ends:
            break
        n += 1
        d.turn_card("red", d.known_next("red") or 5)
    assert n == turns
    round_trip = MovementDeck.from_dict(d.to_dict())
    assert round_trip == d


def bataan_net():
    net = RoadNetwork("bataan test")
    for t in ("San Fernando", "Manila"):
        net.add_town(t)
    net.add_town("Olongapo")
    net.add_town("Layac")
    for t in ("Hermosa", "Orion", "Mariveles"):
        net.add_town(t, flags=["bataan"])
    net.add_road("San Fernando", "Layac", "solid")
    net.add_road("Manila", "San Fernando", "dashed")
    net.add_road("San Fernando", "Olongapo", "dotted")
    net.add_road("Layac", "Hermosa", "solid")
    net.add_road("Olongapo", "Hermosa", "dashed")
    net.add_road("Hermosa", "Orion", "solid")
    net.add_road("Orion", "Mariveles", "dashed")
    net.add_landing_area("Manila Bay", "Manila", 3, zone="III")
    return net


def test_bataan_no_return_to_olongapo_or_layac():
    """Bataan Retreat, Bataan: units on Bataan may not move back to Olongapo or Layac."""
    net = bataan_net()
    t = side_turn(net, campaign("bataan_retreat"), "blue", 10, {"Hermosa": 2}, set())
    with pytest.raises(InputError):
        t.move("Hermosa", "Layac", 1)
    t.move("Hermosa", "Orion", 1)


def test_bataan_doubled_allowance():
    """Bataan Retreat, Bataan: holding Olongapo or Layac, the Allies get the total again for Bataan."""
    net = bataan_net()
    c = campaign("bataan_retreat")
    t = side_turn(net, c, "blue", 3, {"Layac": 3, "Manila": 1}, set())
    assert t.notes
    t.move("Layac", "Orion", 1)          # 2 MP from the Bataan pool
    t.move("Manila", "San Fernando", 1)  # 2 MP main
    assert t.moves.remaining_mp("main") == 1 and t.moves.remaining_mp("bataan") == 1
    with pytest.raises(InputError, match="bataan"):
        t.move("Layac", "Orion", 1)
    # without Olongapo or Layac: one shared total
    t = side_turn(net, c, "blue", 3, {"San Fernando": 2}, set())
    t.move("San Fernando", "Hermosa", 1)   # 1 main + 1 bataan-side, one pool
    assert t.moves.remaining_mp() == 1
    # the Japanese never get the second total
    t = side_turn(net, c, "red", 3, {"Layac": 2}, set())
    assert t.moves.remaining_mp() == 3 and not t.notes


def test_landing_cost_capacity_and_no_move_after():
    """Landings from the Sea: 1 MP a unit, the area's number a turn, no road move on the landing turn."""
    net = bataan_net()
    t = side_turn(net, campaign("bataan_retreat"), "red", 10, {}, set())
    assert t.land("Manila Bay", 2) == 2
    with pytest.raises(InputError, match="at most 3"):
        t.land("Manila Bay", 2)
    with pytest.raises(InputError, match="landed this turn"):
        t.move("Manila", "San Fernando", 1)
    t2 = side_turn(net, campaign("bataan_retreat"), "red", 10, {}, {"Manila"})
    t2.land("Manila Bay", 3)
    assert t2.pending_landings == [("Manila Bay", "Manila", 3)]
    with pytest.raises(InputError):
        t2.land("Nowhere", 1)


def test_reserve_charts():
    """Reserves: Korea 6 Armored, 4-5 Infantry; New Guinea Allied 6 / 3-5, Japanese 5-6; storm 1-2."""
    assert chart("korea_un_reserves").distribution() == {"none": Fraction(1, 2), "infantry": Fraction(1, 3),
                                                          "armored": Fraction(1, 6)}
    assert chart("new_guinea_allied_reserves").distribution()["infantry"] == Fraction(1, 2)
    assert chart("new_guinea_japanese_reserves").distribution()["infantry"] == Fraction(1, 3)
    assert chart("new_guinea_storm_hazard").distribution()["destroyed"] == Fraction(1, 3)
    assert chart("bataan_japanese_reserves").distribution() == {
        "none": Fraction(1, 6), "inexperienced": Fraction(1, 2), "experienced": Fraction(1, 3)}
    assert storm_hazard(die=2) == (2, True) and storm_hazard(die=3) == (3, False)


def test_korea_reserve_caps():
    """Korea, Reserves: 4 Infantry to start; rolls add at most 1 Armored and 3 Infantry."""
    c = campaign("korea")
    s = CampaignState.new(c)
    assert s.reserves["blue"] == Force(0, 4)
    for die in (6, 6, 4, 5, 4, 5):
        roll_reserves(c, s, "blue", die=die)
    assert s.reserves["blue"] == Force(1, 7)
    assert roll_reserves(c, s, "red", die=6).result == "not_yet"


def test_bataan_late_reserves():
    """Bataan Retreat, Japanese Reserves: only after Blue's second turn-over; at most 2 Large, 5 Small."""
    c = campaign("bataan_retreat")
    s = CampaignState.new(c)
    assert roll_reserves(c, s, "red", die=6).result == "not_yet"
    s.deck.blue_turned = 25
    s.deck.red_turned = 25
    assert s.deck.turnovers("blue") == 2
    for die in (6, 5, 6, 2, 3, 4, 2, 3, 4, 1):
        roll_reserves(c, s, "red", die=die)
    assert s.reserves["red"] == Force(2, 5)


def test_new_guinea_landings_and_drops():
    """New Guinea: landing places by side; airborne drops at air strips under conditions."""
    c = campaign("new_guinea")
    net = RoadNetwork("ng")
    net.add_town("Port Moresby", air_strip=True)
    net.add_town("Wanigela", air_strip=True)
    net.add_town("Buna")
    net.add_town("Kokoda", air_strip=True)
    net.add_road("Wanigela", "Buna", "dotted")
    net.add_road("Port Moresby", "Kokoda", "dotted")
    net.add_landing_area("PM", "Port Moresby", 2)
    net.add_landing_area("Z1", "Buna", 2, zone="I")
    net.add_landing_area("Z2", "Wanigela", 2, zone="II")
    assert landing_problems(c, "blue", net, "PM") == (None, False)
    assert landing_problems(c, "blue", net, "Z2") == (None, True)
    assert landing_problems(c, "blue", net, "Z1")[0]
    assert landing_problems(c, "red", net, "PM")[0]
    assert landing_problems(c, "red", net, "Z1") == (None, False)
    s = CampaignState.new(c)
    assert s.reserves == {"blue": Force(2, 1), "red": Force(0, 1)}
    assert airborne_drop_problems(net, s, "Wanigela") is None
    s.place("Buna", "red", 0, 1)
    assert "Japanese units next to" in airborne_drop_problems(net, s, "Wanigela")
    s.place("Port Moresby", "blue", 0, 2)
    assert airborne_drop_problems(net, s, "Port Moresby") is None
    assert airborne_drop_problems(net, s, "Port Moresby", {"Port Moresby": 1})
    assert airborne_drop_problems(net, s, "Buna") == "Buna has no air strip"


def test_state_round_trip_and_checks():
    """Positioning: one side per town, at most 10; state saves and loads as plain data."""
    c = campaign("korea")
    s = CampaignState.new(c, Rulings(m7_retreat_limit_per_road=True))
    s.place("Pusan", "blue", 1, 9)
    with pytest.raises(InputError, match="at most 10"):
        s.place("Pusan", "blue", 0, 1)
    with pytest.raises(InputError, match="held by blue"):
        s.place("Pusan", "red", 0, 1)
    with pytest.raises(InputError):
        s.place("Taegu", "blue", -1, 0)
    s.deck.turn_card("blue", 4)
    again = CampaignState.from_dict(s.to_dict())
    assert again == s and again.rulings.m7_retreat_limit_per_road
    s.remove("Pusan", 0, 9)
    assert s.force_in("Pusan") == Force(1, 0)


def test_victory():
    """Objectives: Korea both cities at the end (else a draw); New Guinea / Bataan at turn ends."""
    k = campaign("korea")
    s = CampaignState.new(k)
    s.place("Seoul", "red", 0, 1)
    s.place("Pusan", "blue", 0, 1)
    assert victory(k, s, "game_end") == "draw"
    s.units.pop("Seoul")
    s.place("Seoul", "blue", 0, 1)
    assert victory(k, s, "end_of_red_turn") is None and victory(k, s, "game_end") == "blue"
    ng = campaign("new_guinea")
    s = CampaignState.new(ng)
    s.place("Gona", "blue", 0, 1)
    s.place("Buna", "blue", 0, 1)
    assert victory(ng, s, "end_of_red_turn") == "blue" and victory(ng, s, "end_of_blue_turn") is None
    b = campaign("bataan_retreat")
    s = CampaignState.new(b)
    assert victory(b, s, "game_end") == "blue"
    s.place("Manila", "red", 0, 1)
    s.place("Mariveles", "red", 0, 1)
    assert victory(b, s, "end_of_blue_turn") == "red"


def test_position_questions():
    """Korea supply; Bataan air control and Olongapo+Layac; situation read from the board."""
    net = RoadNetwork("k")
    net.add_town("Pyongyang", flags=["supply"])
    for t in ("Seoul", "Taejon", "Taegu"):
        net.add_town(t)
    net.add_road("Pyongyang", "Seoul")
    net.add_road("Seoul", "Taejon", "dashed")
    net.add_road("Taejon", "Taegu")
    k = campaign("korea")
    s = CampaignState.new(k)
    s.place("Taejon", "red", 0, 4)
    s.place("Taegu", "blue", 0, 4)
    assert north_korean_supplied(net, s, "Taejon")
    s.place("Seoul", "blue", 0, 1)
    assert not north_korean_supplied(net, s, "Taejon")
    sit = situation_for(net, s, k, "Taegu", "red", {"Taejon"})
    assert sit.north_korean_out_of_supply and sit.defender_retreat_roads == 0
    b = campaign("bataan_retreat")
    net2 = bataan_net()
    s2 = CampaignState.new(b)
    s2.place("Olongapo", "red", 1, 0)
    s2.place("Layac", "red", 1, 0)
    assert japanese_hold_olongapo_and_layac(s2)
    assert not japanese_air_control(net2, s2)  # no airfield towns on this test board
