"""MacArthur battles: dice (M1/M2), casualties (M3), removal (M4), retreats (M5/M7/M12), exact odds."""

from __future__ import annotations

import argparse
import json
import random
from collections import Counter
from fractions import Fraction
from itertools import product
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from assistant.core import dice as core_dice
from assistant.core.errors import InputError
from assistant.core.roads import RoadNetwork
from assistant.games.macarthur.battle_dice import casualties, count_dice, units_lost
from assistant.games.macarthur.battle_odds import odds, side_distribution
from assistant.games.macarthur.battle_resolve import resolve
from assistant.games.macarthur.battle_retreat import tie_options
from assistant.games.macarthur.battle_round import fight_round
from assistant.games.macarthur.battle_values import ATTACKER, DEFENDER, Battle, Situation
from assistant.games.macarthur.forces import AttackStack, Force
from assistant.games.macarthur.campaigns import campaign
from assistant.games.macarthur.rulings import Rulings
from assistant.games.macarthur.state import CampaignState, clear_retreat_roads

ROOT = Path(__file__).resolve().parents[3]


def battle(att, dfn, campaign_id="korea", side="blue", **kw):
    stacks = tuple(a if isinstance(a, AttackStack) else AttackStack(Force(*a)) for a in att)
    rulings = kw.pop("rulings", Rulings())
    return Battle(campaign_id, side, stacks, Force(*dfn), Situation(**kw), rulings)


def dice_of(b, role):
    return count_dice(b, role).dice


# ------------------------------------------------------------------ M3 casualties, exhaustively


def brute_casualties(faces):
    if len(faces) == 1:
        return int(faces[0] == 6)
    return sum(c - 1 for c in Counter(faces).values() if c >= 2)


@pytest.mark.parametrize("n", [1, 2, 3, 4, 5])
def test_casualties_every_throw(n):
    """MacArthur, Casualties (M3): every throw of 1-5 dice, checked against the rule as written."""
    for faces in product(range(1, 7), repeat=n):
        c = Counter(faces)
        expected = brute_casualties(faces)
        assert casualties(faces) == expected
        if n >= 2:  # the rulebook's wording: a double 1, three alike 2, four alike 3, five alike 4
            assert expected == sum({2: 1, 3: 2, 4: 3, 5: 4}.get(k, 0) for k in c.values())


def test_casualty_examples():
    """Casualties: two pairs give 2, a full house 3, one die hits only on a 6."""
    assert casualties([6]) == 1 and casualties([5]) == 0
    assert casualties([2, 2, 5, 5, 1]) == 2
    assert casualties([3, 3, 3, 4, 4]) == 3
    assert casualties([6, 6, 6, 6, 6]) == 4
    assert casualties([1, 2, 3, 4, 5]) == 0
    with pytest.raises(InputError):
        casualties([7])


@pytest.mark.parametrize("n", [0, 1, 2, 3, 4, 5])
def test_side_distribution_matches_enumeration(n):
    """Exact odds: the (total, casualties) classes reproduce all 6**n ordered throws."""
    brute = Counter((sum(f), brute_casualties(f) if f else 0) for f in product(range(1, 7), repeat=n))
    assert side_distribution(n) == dict(brute)
    assert sum(side_distribution(n).values()) == 6 ** n


@pytest.mark.parametrize("n", [1, 2, 3, 4, 5])
def test_side_distribution_agrees_with_core_dice(n):
    """The per-side marginals agree with assistant.core.dice (nd6 and the matched-set reader nd6m)."""
    dist = side_distribution(n)
    totals, cas = Counter(), Counter()
    for (t, c), w in dist.items():
        totals[t] += w
        cas[c] += w
    assert {k: Fraction(v, 6 ** n) for k, v in totals.items()} == core_dice.outcomes(f"{n}d6")
    assert {k: Fraction(v, 6 ** n) for k, v in cas.items() if v} == {
        k: p for k, p in core_dice.outcomes(f"{n}d6m").items() if p}


# ------------------------------------------------------------------ M1 / M2 dice


def test_dice_count_m1():
    """Battles (M1): 1 die a Large, 1 per 2 Small, a lone Small adds none, at most 5, approaches together."""
    assert dice_of(battle([(2, 1)], (1, 2)), ATTACKER) == 2
    assert dice_of(battle([(2, 1)], (1, 2)), DEFENDER) == 2
    assert dice_of(battle([(2, 2), (2, 0)], (1, 4)), ATTACKER) == 5    # Illustration 2: X and Y together
    assert dice_of(battle([(2, 2), (2, 0)], (1, 4)), DEFENDER) == 3
    assert dice_of(battle([(4, 6)], (1, 0)), ATTACKER) == 5
    assert dice_of(battle([(0, 1)], (1, 0)), ATTACKER) == 0
    assert dice_of(battle([(1, 0)], (0, 1)), DEFENDER) == 0          # lone Small defender


def test_dice_count_new_guinea_and_m6():
    """New Guinea: one die per unit; a lone Small defender throws none (M6 default) or one (toggle)."""
    assert dice_of(battle([(0, 3)], (1, 2), "new_guinea"), ATTACKER) == 3
    assert dice_of(battle([(0, 3)], (1, 2), "new_guinea"), DEFENDER) == 3
    assert dice_of(battle([(0, 7)], (0, 1), "new_guinea"), ATTACKER) == 5
    assert dice_of(battle([(0, 3)], (0, 1), "new_guinea"), DEFENDER) == 0
    b = battle([(0, 3)], (0, 1), "new_guinea", rulings=Rulings(m6_new_guinea_lone_small_throws=True))
    assert dice_of(b, DEFENDER) == 1
    assert any("M6 (toggle)" in s.rule for s in count_dice(b, DEFENDER).steps)


def test_dice_modifiers_m2():
    """M2: NK out of supply -1; Japanese air control +1 (not on Bataan); Olongapo+Layac Allied -1; cap 5."""
    assert dice_of(battle([(2, 0)], (3, 0), side="blue", north_korean_out_of_supply=True), DEFENDER) == 2
    assert dice_of(battle([(2, 0)], (3, 0), side="red", north_korean_out_of_supply=True), ATTACKER) == 1
    assert dice_of(battle([(2, 0)], (3, 0), side="red", north_korean_out_of_supply=True), DEFENDER) == 3
    b = battle([(5, 0)], (2, 0), "bataan_retreat", side="red", japanese_air_control=True)
    assert dice_of(b, ATTACKER) == 5 and dice_of(b, DEFENDER) == 2
    b = battle([(3, 0)], (2, 0), "bataan_retreat", side="red", japanese_air_control=True, on_bataan=True)
    assert dice_of(b, ATTACKER) == 3
    b = battle([(3, 0)], (2, 0), "bataan_retreat", side="red", japanese_hold_olongapo_and_layac=True)
    assert dice_of(b, DEFENDER) == 1
    b = battle([(3, 0)], (2, 0), "bataan_retreat", side="red", japanese_hold_olongapo_and_layac=True, on_bataan=True)
    assert dice_of(b, DEFENDER) == 2
    b = battle([(0, 1)], (0, 1), "korea", side="red", north_korean_out_of_supply=True)
    assert dice_of(b, ATTACKER) == 0  # never below 0


def test_m8_modifiers_on_a_defender_that_throws_none():
    """M8: +1 air control gives a lone-Small Japanese defender 1 die (default); none with the toggle."""
    b = battle([(2, 0)], (0, 1), "bataan_retreat", side="blue", japanese_air_control=True)
    assert dice_of(b, DEFENDER) == 1
    b = battle([(2, 0)], (0, 1), "bataan_retreat", side="blue", japanese_air_control=True,
               rulings=Rulings(m8_no_dice_overrides_modifiers=True))
    assert dice_of(b, DEFENDER) == 0


def test_illustration2_optional_retreat_into_f_gives_two_dice():
    """Optional Retreating Rule, Illustration 2: the single Small in F throws 0 + 2 = 2 dice."""
    b = battle([(1, 4)], (0, 1), retreat_into_enemy_town=True)
    assert dice_of(b, DEFENDER) == 2
    b = battle([(1, 4)], (0, 1), retreat_into_enemy_town=True, rulings=Rulings(m8_no_dice_overrides_modifiers=True))
    assert dice_of(b, DEFENDER) == 2


def test_plus_two_cap_toggle():
    """M2: the +2 stays within 5 dice by default; the toggle lets it exceed 5."""
    b = battle([(1, 0)], (4, 0), retreat_into_enemy_town=True)
    assert dice_of(b, DEFENDER) == 5
    b = battle([(1, 0)], (4, 0), retreat_into_enemy_town=True, rulings=Rulings(m2_bonus_may_exceed_five=True))
    assert dice_of(b, DEFENDER) == 6


def test_situation_flags_belong_to_their_campaign():
    with pytest.raises(InputError):
        battle([(1, 0)], (1, 0), "korea", japanese_air_control=True)
    with pytest.raises(InputError, match="open city"):
        battle([(1, 0)], (1, 0), "bataan_retreat", side="blue", manila=True)
    with pytest.raises(InputError):
        battle([(0, 0)], (1, 0))
    with pytest.raises(InputError):
        Force(-1, 0)
    with pytest.raises(InputError):
        Situation(defender_retreat_roads=-1)


# ------------------------------------------------------------------ M4 removal


def test_removal_m4():
    """Casualties (M4): Smalls first; then a Large per 2 casualties; an odd one costs a whole Large."""
    assert units_lost(Force(2, 3), 2, "korea") == Force(0, 2)
    assert units_lost(Force(2, 1), 3, "korea") == Force(1, 1)
    assert units_lost(Force(2, 0), 1, "korea") == Force(1, 0)     # no change given
    assert units_lost(Force(3, 0), 3, "korea") == Force(2, 0)
    assert units_lost(Force(1, 0), 4, "korea") == Force(1, 0)
    assert units_lost(Force(2, 1), 3, "new_guinea") == Force(2, 1)  # New Guinea: one unit each
    with pytest.raises(InputError):
        units_lost(Force(1, 1), -1, "korea")


# ------------------------------------------------------------------ the rulebook's worked examples


def example_battle():
    # The rulebook has the defender (1 Large) throw two dice (5-5); one Large throws one die, so the
    # example is reproduced with Japanese air control giving the defender its second die.
    return Battle("bataan_retreat", "blue", (AttackStack(Force(2, 0), "B"),), Force(1, 0),
                  Situation(japanese_air_control=True))


def test_example_2_2_against_5_5():
    """Retreating, the 2-2 against 5-5 example: each loses a Large, the defender is gone, the attacker enters."""
    r = resolve(example_battle(), dice=[((2, 2), (5, 5))])
    rnd = r.rounds[0]
    assert (rnd.attacker_total, rnd.defender_total) == (4, 10)
    assert rnd.hits_on_attacker == rnd.hits_on_defender == 1
    assert rnd.attacker_lost == Force(1, 0) and rnd.defender_lost == Force(1, 0)
    assert r.winner == "attacker" and r.attacker_fate == "enters" and r.defender_fate == "eliminated"
    assert r.attackers_final[0].force == Force(1, 0)


def test_example_2_3_against_5_5():
    """Retreating: had the attacker thrown 2-3 he would have retreated."""
    r = resolve(example_battle(), dice=[((2, 3), (5, 5))])
    assert r.winner == "defender" and r.attacker_fate == "retreats"
    assert r.attacker_retreating[0].force == Force(1, 0) and r.attacker_retreating[0].approach == "B"
    assert r.defender_final == Force(1, 0)


def illustration2(defender=Force(1, 4), d_holder=None):
    net = RoadNetwork.load(ROOT / "resources" / "scenarios" / "macarthur_illustration2.json")
    state = CampaignState.new(campaign("korea"))
    for town, h in net.meta["positions"].items():
        state.place(town, h["side"], h["large"], h["small"])
    state.units.pop("A")
    state.place("A", "red", defender.large, defender.small)
    if d_holder:
        state.place("D", d_holder, 1, 0)
    attack = net.meta["attack"]
    stacks = tuple(AttackStack(Force(s["large"], s["small"]), s["from"]) for s in attack["stacks"])
    roads = clear_retreat_roads(net, state, "A", {s.approach for s in stacks})
    b = Battle("korea", "blue", stacks, defender, Situation(defender_retreat_roads=len(roads)))
    return b, roads


def test_illustration2_dice_and_clear_roads():
    """Retreating, Illustration 2: X and Y throw 5 dice, the defender 3; only the road to D is clear."""
    b, roads = illustration2()
    assert dice_of(b, ATTACKER) == 5 and dice_of(b, DEFENDER) == 3
    assert roads == ["D"]


def test_illustration2_defender_higher():
    """Illustration 2: a higher defender total keeps A; X falls back to B and Y to C."""
    b, _ = illustration2()
    r = resolve(b, dice=[((1, 1, 2, 2, 3), (6, 5, 4))])   # 9 (two pairs: 2 casualties) against 15
    assert r.winner == "defender" and r.defender_fate == "holds" and r.defender_final == Force(1, 2)
    assert [(s.approach, s.force) for s in r.attacker_retreating] == [("B", Force(2, 2)), ("C", Force(2, 0))]


def test_illustration2_attacker_higher():
    """Illustration 2: a higher attacker total sends the defender down the road to D; X and Y enter A."""
    b, _ = illustration2()
    r = resolve(b, dice=[((6, 5, 4, 3, 2), (1, 2, 3))])
    assert r.winner == "attacker" and r.attacker_fate == "enters"
    assert r.defender_fate == "retreats" and r.defender_retreating == Force(1, 4)


def test_illustration2_more_than_five_and_d_occupied():
    """Illustration 2: with 6 units only 5 retreat, the rest surrender (M7); with D held, all surrender."""
    b, _ = illustration2(Force(1, 5))
    r = resolve(b, dice=[((6, 5, 4, 3, 2), (1, 2, 3))])
    assert r.defender_retreating.units == 5 and r.defender_surrendered.units == 1
    assert r.defender_fate == "retreats_and_surrenders"
    assert any(u.startswith("M7") for u in r.rulings_used)
    b, roads = illustration2(d_holder="blue")
    assert roads == []
    r = resolve(b, dice=[((6, 5, 4, 3, 2), (1, 2, 3))])
    assert r.defender_fate == "surrenders" and r.defender_surrendered == Force(1, 4)


def test_m7_toggle_five_per_clear_road():
    """M7 toggle: at most 5 per clear road, so 2 clear roads save up to 10."""
    b = battle([(5, 0)], (2, 6), defender_retreat_roads=2)
    r = resolve(b, dice=[((6, 5, 4, 3, 2), (1, 2, 3, 4, 1))])
    assert r.defender_retreating.units == 5
    b = battle([(5, 0)], (2, 6), defender_retreat_roads=2, rulings=Rulings(m7_retreat_limit_per_road=True))
    r = resolve(b, dice=[((6, 5, 4, 3, 2), (1, 2, 3, 4, 1))])
    assert r.defender_retreating.units == 8 and "M7 (toggle)" in r.rulings_used


def test_illustration2_trapped_retreat_into_f():
    """Optional Retreating Rule: the retreating units lose a lower total and are eliminated."""
    b = Battle("korea", "red", (AttackStack(Force(1, 4), "A"),), Force(0, 1), Situation(retreat_into_enemy_town=True))
    r = resolve(b, dice=[((1, 2, 3), (6, 5))])
    assert r.attacker_fate == "eliminated" and r.attacker_eliminated == Force(1, 4)
    r = resolve(b, dice=[((6, 5, 4), (1, 2))])
    assert r.winner == "attacker" and r.defender_fate == "retreats"


def test_landing_lost_on_lower_total_and_m12():
    """Landings from the Sea: a lower total loses every landing unit; land stacks retreat; ties (M12)."""
    b = Battle("korea", "blue", (AttackStack(Force(0, 4), "L1", True), AttackStack(Force(1, 0), "Taejon")),
               Force(2, 0))
    r = resolve(b, dice=[((1, 2, 3), (6, 5))])
    assert r.attacker_eliminated == Force(0, 4)
    assert [s.approach for s in r.attacker_retreating] == ["Taejon"]
    assert tie_options(b) == ("refight", "defender_retreats")
    with pytest.raises(InputError):
        resolve(b, dice=[((1, 2, 3), (3, 3))], on_tie="attacker_retreats")


def test_tie_refight_recounts_dice():
    """Retreating (M5): on a refused tie the battle is refought with dice recounted after casualties."""
    b = battle([(2, 2)], (2, 2))   # 3 dice each
    r = resolve(b, dice=[((4, 4, 1), (4, 4, 1)), ((6, 5), (1, 2))])
    assert len(r.rounds) == 2
    assert len(r.rounds[1].attacker_dice) == 2 and len(r.rounds[1].defender_dice) == 2
    assert r.winner == "attacker"
    r = resolve(b, dice=[((3, 2, 1), (1, 2, 3))], on_tie="defender_retreats")
    assert r.defender_fate == "retreats_voluntarily"


def test_stalemate_and_manila():
    """Neither side throwing dice is left to the referee; Manila: Allies retreat without a fight."""
    r = resolve(battle([(0, 1)], (0, 1)), dice=[((), ())])
    assert r.winner == "undecided"
    assert odds(battle([(0, 1)], (0, 1))).with_refights["stalemate"] == 1
    b = battle([(1, 0)], (3, 3), "bataan_retreat", side="red", manila=True, defender_retreat_roads=2)
    r = resolve(b, random.Random(1))
    assert r.rounds == () and r.defender_retreating.units == 5 and r.defender_surrendered.units == 1


def test_seeded_roll_repeats():
    b = battle([(2, 1)], (1, 2))
    assert resolve(b, random.Random(7)).to_dict() == resolve(b, random.Random(7)).to_dict()


# ------------------------------------------------------------------ exact odds


def naive_first_round(b):
    """Loop over every ordered throw of both sides (the slow reference)."""
    a_n, d_n = dice_of(b, ATTACKER), dice_of(b, DEFENDER)
    out = Counter()
    for a in product(range(1, 7), repeat=a_n):
        for d in product(range(1, 7), repeat=d_n):
            out[fight_round(b, a, d).outcome] += 1
    total = 6 ** (a_n + d_n)
    return {k: Fraction(v, total) for k, v in out.items()}


@pytest.mark.parametrize("att,dfn,camp", [
    ((2, 0), (1, 0), "korea"), ((1, 2), (0, 3), "korea"), ((0, 3), (1, 1), "new_guinea"),
    ((2, 1), (0, 1), "korea"), ((3, 0), (1, 2), "korea"),
])
def test_odds_match_naive_loop(att, dfn, camp):
    """Exact odds equal a loop over every joint throw of both sides."""
    b = battle([att], dfn, camp)
    o = odds(b)
    naive = naive_first_round(b)
    assert {k: v for k, v in o.first_round.items() if v} == naive


@settings(max_examples=60, deadline=None)
@given(st.integers(0, 6), st.integers(0, 8), st.integers(0, 6), st.integers(0, 8),
       st.sampled_from(["korea", "new_guinea", "bataan_retreat"]))
def test_odds_sum_to_one(al, asm, dl, dsm, camp):
    """Exact odds: every distribution sums to 1."""
    if al + asm == 0 or dl + dsm == 0:
        return
    o = odds(battle([(al, asm)], (dl, dsm), camp))
    assert sum(o.first_round.values()) == 1
    assert o.attacker_higher + o.tie + o.defender_higher == 1
    assert sum(o.hits_on_attacker.values()) == 1 and sum(o.hits_on_defender.values()) == 1
    assert sum(o.with_refights.values()) == 1
    assert 0 <= o.attacker_eliminated <= 1


def test_five_against_five_is_symmetric():
    o = odds(battle([(5, 0)], (5, 0)))
    assert o.attacker_higher == o.defender_higher
    assert o.with_refights["attacker_wins"] == o.with_refights["defender_wins"]
    assert o.hits_on_attacker == o.hits_on_defender


# ------------------------------------------------------------------ CLI


def run_cli(argv, capsys):
    from assistant.cli import battle as cli

    p = argparse.ArgumentParser()
    cli.register(p.add_subparsers())
    args = p.parse_args(["battle", *argv])
    rc = args.func(args)
    return rc, capsys.readouterr()


def test_cli_odds_json(capsys):
    rc, out = run_cli(["--campaign", "korea", "--attacker", "large=2,small=1", "--defender", "large=1,small=2",
                       "--air-control", "--odds", "--json"], capsys)
    assert rc == 2 and "Bataan Retreat" in out.err
    rc, out = run_cli(["--campaign", "bataan", "--attacker-side", "red", "--attacker", "large=2,small=1",
                       "--defender", "large=1,small=2", "--air-control", "--odds", "--json", "--exact"], capsys)
    assert rc == 0
    data = json.loads(out.out)
    assert data["attacker_dice"] == 3 and sum(Fraction(v) for v in data["first_round"].values()) == 1


def test_cli_resolve(capsys):
    rc, out = run_cli(["--campaign", "bataan_retreat", "--attacker", "large=2@B", "--defender", "large=1",
                       "--air-control", "--dice", "2,2/5,5", "--json"], capsys)
    assert rc == 0 and json.loads(out.out)["winner"] == "attacker"
    rc, out = run_cli(["--campaign", "korea", "--attacker", "large=2,small=1", "--defender", "small=3",
                       "--seed", "7"], capsys)
    assert rc == 0 and "seed: 7" in out.out
    rc, out = run_cli(["--campaign", "korea", "--attacker", "large=x", "--defender", "small=3"], capsys)
    assert rc == 2 and "--attacker" in out.err
    rc, out = run_cli(["--campaign", "mars", "--attacker", "large=1", "--defender", "small=3"], capsys)
    assert rc == 2
