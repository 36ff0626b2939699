"""MacArthur: rulings M9-M11 applied, retreats into a town under attack, the referee's movement pack,
owner's choice of over-stacked units. Qt-free."""

from __future__ import annotations

from dataclasses import replace

import pytest

from assistant.core.dice import DiceStream
from assistant.core.errors import InputError
from assistant.games.macarthur import battle as core
from assistant.games.macarthur import persist
from assistant.games.macarthur.demo import demo_position
from assistant.games.macarthur.movement import parse_pack, shuffle_pack
from assistant.games.macarthur.rulings import Rulings
from assistant.games.macarthur.state import situation_for

F = core.Force


def _korea(**toggles):
    doc, rec = demo_position("macarthur_korea")
    rec.state.rulings = Rulings(**toggles)
    return persist.check_network_doc(doc), rec, persist.campaign_for_kind("macarthur_korea")


def _blue_attacks_kumchon(**toggles):
    net, rec, camp = _korea(**toggles)
    rec, _ = persist.turn_card(rec, net, camp, "blue", 10)
    rec, _, _ = persist.move_units(rec, net, camp, "Taegu", "Kumchon", 0, 3)
    return net, rec, camp


def _kumchon_battle(net, rec, camp, dice):
    sit = situation_for(net, rec.state, camp, "Kumchon", "blue", {"Taegu"}, used=rec.turn["used"])
    b = core.Battle("korea", "blue", persist.attack_stacks(rec, "Kumchon"), F(1, 3), sit, rec.state.rulings,
                    "Kumchon")
    return core.resolve(b, dice=dice)


# --------------------------------------------------------------------------- M9


def test_m9_default_retreat_does_not_count_for_segments():
    """M9 (default): a retreat is not movement; it may use a segment other units have filled, and it
    adds nothing to the turn's segment tally. The words name the ruling."""
    net, rec, camp = _blue_attacks_kumchon()
    rec.turn["used"]["Kumchon|Sangju"] = 5            # the segment is full this turn
    res = _kumchon_battle(net, rec, camp, [((6,), (1, 2))])
    assert res.battle.situation.defender_retreat_room is None
    out, _ = persist.apply_battle(rec, net, camp, res, {"Sangju": res.defender_retreating})
    assert out.state.force_in("Sangju") == F(1, 2)
    assert out.turn["used"]["Kumchon|Sangju"] == 5
    assert any("M9 (default)" in m for m in out.turn["moves"])


def test_m9_toggle_retreat_counts_and_is_capped_by_room():
    """M9 (toggle): a retreat counts against 5 units a segment: a split past a road's room is refused
    naming M9, a legal one adds to the tally."""
    net, rec, camp = _blue_attacks_kumchon(m9_retreat_counts_for_segments=True)
    rec.turn["used"]["Kumchon|Sangju"] = 4            # room for one more
    res = _kumchon_battle(net, rec, camp, [((6,), (1, 2))])
    assert res.defender_retreating == F(1, 2)
    assert "M9 (toggle)" in res.rulings_used
    with pytest.raises(InputError, match=r"M9 \(toggle\)"):
        persist.apply_battle(rec, net, camp, res, {"Sangju": F(1, 2)})
    out, _ = persist.apply_battle(rec, net, camp, res, {"Sangju": F(1, 0), "Taejon": F(0, 2)})
    assert out.turn["used"]["Kumchon|Sangju"] == 5 and out.turn["used"]["Kumchon|Taejon"] == 2
    assert any("M9 (toggle)" in m for m in out.turn["moves"])


def test_m9_toggle_full_roads_make_units_surrender():
    """M9 (toggle): when the clear roads carry only 3 more units this turn, only 3 retreat; the rest
    surrender (Retreating, M7, M9)."""
    net, rec, camp = _blue_attacks_kumchon(m9_retreat_counts_for_segments=True)
    for key in ("Kumchon|Sangju", "Kumchon|Taejon", "Kochang|Kumchon"):
        rec.turn["used"][key] = 4
    rec.turn["used"]["Kumchon|Sangju"] = 5            # full: no longer a road out
    res = _kumchon_battle(net, rec, camp, [((1,), (2, 3))])   # defender higher: nobody retreats
    assert res.winner == "defender"
    b = replace(res.battle, defender=F(1, 4))
    assert b.situation.defender_retreat_roads == 2 and b.situation.defender_retreat_room == 2
    steps: list = []
    fate, saved, lost = core.defender_retreat(b, F(1, 4), steps)
    assert (fate, saved.units, lost.units) == ("retreats_and_surrenders", 2, 3)
    assert any("M9 (toggle)" in s.rule for s in steps)


# --------------------------------------------------------------------------- M10


def test_m10_default_roll_at_end_of_own_turn():
    """M10 (default): a side rolls for reserves at the end of its own turn, once."""
    net, rec, camp = _korea()
    assert "own turn" in persist.reserve_roll_timing(rec, camp, "blue")
    assert "M10 (default)" in persist.reserve_timing_words(rec, camp)
    rec, _ = persist.turn_card(rec, net, camp, "blue", 5)
    assert persist.reserve_roll_timing(rec, camp, "blue") is None
    rec, rr = persist.reserve_roll(rec, camp, "blue", 6)
    assert rr.ruling == "M10 (default)" and rec.state.reserves["blue"] == F(1, 4)
    with pytest.raises(InputError, match="is made"):
        persist.reserve_roll(rec, camp, "blue", 4)


def test_m10_toggle_roll_at_end_of_full_turn():
    """M10 (toggle): reserve rolls come once Red's turn is over, before Blue's next card; not during a turn."""
    net, rec, camp = _korea(m10_reserve_roll_at_full_turn_end=True)
    assert "M10 (toggle)" in persist.reserve_timing_words(rec, camp)
    rec, _ = persist.turn_card(rec, net, camp, "blue", 5)
    with pytest.raises(InputError, match=r"full turn.*M10 \(toggle\)"):
        persist.reserve_roll(rec, camp, "blue", 6)
    rec, _ = persist.end_turn(rec, camp)
    assert "full turn" in persist.reserve_roll_timing(rec, camp, "blue")   # Red has not moved yet
    rec, _ = persist.turn_card(rec, net, camp, "red", 3)
    rec, _ = persist.end_turn(rec, camp)
    rec, rr = persist.reserve_roll(rec, camp, "blue", 4)
    assert rr.ruling == "M10 (toggle)" and rec.state.reserves["blue"] == F(0, 5)
    with pytest.raises(InputError, match="is made"):
        persist.reserve_roll(rec, camp, "blue", 4)
    rec, _ = persist.turn_card(rec, net, camp, "blue", 2)
    assert rec.turn["reserves_rolled"] == []


# --------------------------------------------------------------------------- M11


def test_m11_default_several_landing_areas():
    """M11 (default): Korea reserves may land at several areas in one turn; the words name M11."""
    net, rec, camp = _korea()
    rec, _ = persist.turn_card(rec, net, camp, "blue", 8)
    rec, words = persist.land_units(rec, net, camp, "Inchon landing", 0, 1)
    assert "M11 (default)" in words
    rec, _ = persist.land_units(rec, net, camp, "Kunsan landing", 0, 1)
    assert rec.state.force_in("Kunsan").small == 1


def test_m11_toggle_one_landing_area_a_turn():
    """M11 (toggle): one landing area a turn; the same area may take more units; the refusal names M11."""
    net, rec, camp = _korea(m11_one_landing_area_per_turn=True)
    rec, _ = persist.turn_card(rec, net, camp, "blue", 8)
    rec, words = persist.land_units(rec, net, camp, "Inchon landing", 0, 1)
    assert "M11 (toggle)" in words
    rec, _ = persist.land_units(rec, net, camp, "Inchon landing", 0, 1)
    with pytest.raises(InputError, match=r"M11 \(toggle\)"):
        persist.land_units(rec, net, camp, "Kunsan landing", 0, 1)


# --------------------------------------------------------------------------- retreat into a town under attack


def _red_attacks_two_towns():
    net, rec, camp = _korea()
    rec, _ = persist.turn_card(rec, net, camp, "blue", 1)
    rec, _ = persist.end_turn(rec, camp)
    rec, _ = persist.turn_card(rec, net, camp, "red", 10)      # 11 MP
    rec, _, _ = persist.move_units(rec, net, camp, "Kumchon", "Taegu", 0, 2)
    rec, _, _ = persist.move_units(rec, net, camp, "Kochang", "Changnyong", 0, 4)
    b = core.Battle("korea", "red", persist.attack_stacks(rec, "Changnyong"), F(0, 3),
                    situation_for(net, rec.state, camp, "Changnyong", "red", {"Kochang"}), town="Changnyong")
    res = core.resolve(b, dice=[((6, 6), (1,))])
    assert res.winner == "attacker" and res.defender_retreating == F(0, 2)
    rec, _ = persist.apply_battle(rec, net, camp, res, {"Taegu": F(0, 2)})
    return net, rec, camp


def test_retreat_into_town_under_attack_adds_no_dice_or_casualties():
    """Retreating: units that retreat into a town still under attack join it but add no dice and
    cannot cover its casualties; if the defenders hold, they stay."""
    net, rec, camp = _red_attacks_two_towns()
    assert rec.state.force_in("Taegu") == F(0, 5)
    assert persist.guests_in(rec, "Taegu") == F(0, 2)
    assert any("still under attack" in m for m in rec.turn["moves"])
    b = core.Battle("korea", "red", persist.attack_stacks(rec, "Taegu"),
                    rec.state.force_in("Taegu") - persist.guests_in(rec, "Taegu"),
                    situation_for(net, rec.state, camp, "Taegu", "red", {"Kumchon"}), town="Taegu",
                    guests=persist.guests_in(rec, "Taegu"))
    assert core.count_dice(b, core.DEFENDER).dice == 1           # 3 Smalls: one die; the 2 guests add none
    assert any("add no dice" in s.text for s in core.count_dice(b, core.DEFENDER).steps)
    held = core.resolve(b, dice=[((1,), (6,))])                   # defender holds
    out, _ = persist.apply_battle(rec, net, camp, held)
    assert out.state.force_in("Taegu") == F(0, 5) and persist.guests_in(out, "Taegu") == F()
    beaten = core.resolve(b, dice=[((6,), (1,))])                 # one casualty: a defender, not a guest
    assert beaten.defender_final == F(0, 2)
    assert beaten.defender_retreating == F(0, 4)                  # survivors + guests leave together
    out, _ = persist.apply_battle(rec, net, camp, beaten, {"Miryang": F(0, 4)})
    assert out.state.force_in("Miryang") == F(0, 6) and out.state.holder("Taegu") == "red"


def test_guests_retreat_when_the_defenders_are_wiped_out():
    """Retreating (our default where the rulebook is silent): the town's fighting defenders wiped out,
    the attacker enters and the guests must retreat (5 at most) or surrender."""
    b = core.Battle("korea", "red", (core.AttackStack(F(0, 2), "X"),), F(0, 1),
                    core.Situation(defender_retreat_roads=1), town="T", guests=F(1, 5))
    assert core.count_dice(b, core.DEFENDER).dice == 0           # the lone Small throws none
    res = core.resolve(b, dice=[((6,), ())])
    assert res.defender_fate == "eliminated" and res.attacker_fate == "enters"
    assert res.defender_retreating == F(1, 4) and res.defender_surrendered == F(0, 1)
    assert core.Battle.from_dict(b.to_dict()) == b


# --------------------------------------------------------------------------- the movement pack


def test_pack_shuffle_replays_from_the_seeded_stream():
    """The Movement Deck: the referee's pack is shuffled with the game's dice stream: the same seed and
    position give the same order (so it replays)."""
    values = parse_pack("1 2 3 4 5 6 7 8", 8)
    a, da = shuffle_pack(values, DiceStream.resume(42, 10))
    b, db = shuffle_pack(values, DiceStream.resume(42, 10))
    assert a == b and da == db and sorted(a) == values and len(da) == 7
    with pytest.raises(InputError, match="8 cards"):
        parse_pack("1 2 3", 8)
    with pytest.raises(InputError, match="not a whole number"):
        parse_pack("1 x", 8)


def test_pack_deals_next_card_and_hand_typing_stays():
    """The Movement Deck: Turn card deals the next card of the defined pack; a typed card still works;
    the pack is set once, before the side's first card."""
    net, rec, camp = _korea()
    blue = list(range(1, 16))
    rec = persist.set_pack(rec, "blue", blue)
    rec, ct = persist.turn_card(rec, net, camp, "blue", None)
    assert ct.card == 1 and "dealt" in ct.explanation
    with pytest.raises(InputError, match="once per campaign"):
        persist.set_pack(rec, "blue", blue)
    rec, _ = persist.end_turn(rec, camp)
    with pytest.raises(InputError, match="enter the number"):
        persist.turn_card(rec, net, camp, "red", None)      # Red has no pack: type the card
    rec, ct = persist.turn_card(rec, net, camp, "red", 7)
    assert ct.allowance_mp == 8
    rec, _ = persist.end_turn(rec, camp)
    rec, ct = persist.turn_card(rec, net, camp, "blue", 9)   # typed by hand although a pack is defined
    assert ct.card == 9 and ct.allowance_mp == 16
    again = persist.CampaignRecord.from_dict(rec.to_dict())
    assert again.state.deck.blue_pack == blue


# --------------------------------------------------------------------------- over-stacked towns


def test_over_stacked_owner_chooses_default_smalls_first():
    """Positioning of Units: more than 10 in a town after a turn: the excess goes, Smalls first unless
    the owner chooses; a wrong choice is refused."""
    net, rec, camp = _korea()
    rec, _ = persist.turn_card(rec, net, camp, "blue", 5)
    rec.state.units["Pusan"].large, rec.state.units["Pusan"].small = 3, 9     # 12 units
    assert persist.over_stacked(rec) == {"Pusan": 2}
    out, notes = persist.end_turn(rec, camp)
    assert out.state.force_in("Pusan") == F(3, 7) and "Smalls first" in notes[0]
    out, notes = persist.end_turn(rec, camp, {"Pusan": F(2, 0)})
    assert out.state.force_in("Pusan") == F(1, 9) and "owner's choice" in notes[0]
    with pytest.raises(InputError, match="exactly 2"):
        persist.end_turn(rec, camp, {"Pusan": F(1, 0)})
    with pytest.raises(InputError, match="not over"):
        persist.end_turn(rec, camp, {"Taegu": F(0, 1)})
