"""Luzon victory conditions (5.0) with rulings L3 (conflict) and L4 (Manila counting)."""

import pytest

from assistant.core.errors import InputError
from assistant.games.luzon.forces import Forces
from assistant.games.luzon.rulings import Rulings
from assistant.games.luzon.scenario import load_scenario
from assistant.games.luzon.victory import ALLIED, CONFLICT, DRAW, JAPANESE, final_victory, sudden_death


@pytest.fixture(scope="module")
def start():
    sc = load_scenario()
    f = Forces.at_start(sc)
    for t in (2,):
        for u in sc.arriving(t):
            f = f.arrive(u.id, t)
    return f


def garrison_manila(f):
    """47-48 (6) + 1 For-48 (6) + 9-16 (6) + 2 For-48 (5): 4 RE, 23 attack-capable strength."""
    return (f.move("jp_47_48", "17.16").move("jp_1for_48", "17.17")
             .move("jp_9_16", "18.16").move("jp_2for_48", "17.16"))


def test_sudden_death_turn_3(start):
    """5.0: an attack-capable Japanese unit in 17.16 at the turn-3 Clean-Up Phase wins, supply or not."""
    assert sudden_death(start, 3).result == ""
    f = start.move("jp_48_eng", "17.16")            # "(1)-3-6" engineers: not attack-capable
    r = sudden_death(f, 3)
    assert r.result == "" and "not attack-capable" in r.conditions[0].reasons[0]
    f = f.move("jp_4_tank", "17.16", in_supply=False)
    assert sudden_death(f, 3).result == JAPANESE
    assert sudden_death(f, 4).result == ""          # only on turn 3


def test_start_positions_are_an_allied_win(start):
    """5.0 Allied: no Japanese unit in trace supply south-west of 5.20-9.19."""
    r = final_victory(start, 5)
    assert r.result == ALLIED
    with pytest.raises(InputError):
        final_victory(start, 4)


def test_japanese_win(start):
    """5.0 Japanese: a unit south of 6.16-9.18 and all three Manila hexes with 4 RE incl. 10+ strength;
    the Bataan unit is in trace supply, so the Allied condition fails."""
    f = garrison_manila(start).move("jp_48_recon", "10.15", in_supply=True)
    r = final_victory(f, 5)
    assert r.result == JAPANESE
    assert any("10.15" in x for x in r.reasons)
    assert "L4 (totals over the three Manila hexes)" in r.rulings


def test_both_conditions_hold_is_a_conflict_L3(start):
    """L3: a Japanese unit south of the Japan line but out of supply - both sides' conditions hold."""
    f = garrison_manila(start).move("jp_48_recon", "10.15", in_supply=False)
    r = final_victory(f, 5)
    assert r.result == CONFLICT
    assert any(x.startswith("L3") for x in r.rulings)


def test_draw(start):
    """5.0 Draw: a supplied Japanese unit between the lines (6.18) and no Manila garrison."""
    f = start.move("jp_48_recon", "6.18", in_supply=True)
    r = final_victory(f, 5)
    assert r.result == DRAW


def test_manila_needs_each_hex_and_totals(start):
    """5.0 (2): all three hexes; at least 4 RE; attack-capable strength of 10+ (artillery and HQs
    count for RE but not for strength)."""
    f = start.move("jp_48_recon", "10.15", in_supply=True)
    # three hexes held but by 2 + 0 + 0 attack strength: HQ and artillery
    g = f.move("jp_14_army_hq", "17.16").move("jp_1h_arty", "17.17").move("jp_8h_arty", "18.16") \
         .move("jp_48_arty", "17.16")
    r = final_victory(g, 5)
    assert r.result != JAPANESE
    assert any("attack-capable combat strength 0" in x for x in r.reasons)
    # two hexes only
    h = f.move("jp_47_48", "17.16").move("jp_1for_48", "17.17").move("jp_9_16", "17.17") \
         .move("jp_2for_48", "17.16")
    assert any("18.16 holds no Japanese" in x for x in final_victory(h, 5).reasons)


def test_L4_toggle_per_hex(start):
    """L4 toggle: counted per hex with one unit of 10+ - no Japanese counter reaches 10."""
    f = garrison_manila(start).move("jp_48_recon", "10.15", in_supply=True)
    r = final_victory(f, 5, Rulings(l4_manila="per_hex"))
    assert r.result != JAPANESE
    assert "L4 toggle (per hex, one unit of 10+)" in r.rulings
    with pytest.raises(InputError):
        Rulings(l4_manila="sometimes")
