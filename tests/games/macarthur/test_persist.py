"""MacArthur campaign records: demo boards, moves, landings, battles applied, end of turn. Qt-free."""

from __future__ import annotations

import pytest

from assistant.core.errors import InputError
from assistant.games.macarthur import battle as core
from assistant.games.macarthur import persist
from assistant.games.macarthur.demo import demo_position, seed_demo
from assistant.store import games
from assistant.store.store import Store


@pytest.fixture()
def store(tmp_path):
    s = Store.open(tmp_path / "t.sqlite")
    yield s
    s.close()


@pytest.mark.parametrize("kind", sorted(persist.CAMPAIGN_OF_KIND))
def test_demo_boards_load_and_name_special_towns(kind):
    """Each campaign's sample board has the towns its special rules name and legal starting stacks."""
    doc, rec = demo_position(kind)
    net = persist.check_network_doc(doc)
    camp = persist.campaign_for_kind(kind)
    assert set(camp.special_towns) <= set(net.towns)
    assert "SAMPLE" in doc["name"]
    assert all(h.units <= 10 for h in rec.state.units.values())
    assert set(doc["meta"]["layout"]["towns"]) == set(net.towns)


def test_seed_demo_and_round_trip(store):
    gid = games.create(store, "macarthur_new_guinea", "t")
    seed_demo(store, gid, "macarthur_new_guinea")
    rec = persist.load_campaign(store, gid, "macarthur_new_guinea")
    # New Guinea, Starting Forces: Allied 1 Uberi, 2 Port Moresby; Japanese 2 Kokoda
    assert rec.state.force_in("Uberi").small == 1 and rec.state.force_in("Kokoda").small == 2
    assert persist.CampaignRecord.from_dict(rec.to_dict()).to_dict() == rec.to_dict()


def _korea():
    doc, rec = demo_position("macarthur_korea")
    return persist.check_network_doc(doc), rec, persist.campaign_for_kind("macarthur_korea")


def test_move_into_enemy_town_stops_outside():
    """Battles: units moving towards an enemy town stop outside it and pay as if they arrived."""
    net, rec, camp = _korea()
    rec, _ = persist.turn_card(rec, net, camp, "blue", 6)
    rec2, mv, words = persist.move_units(rec, net, camp, "Taegu", "Kumchon", 0, 2)
    assert mv.cost_mp == 2 and rec2.remaining_mp() == {"main": 4}
    assert rec2.attacks()["Kumchon"] == [{"from": "Taegu", "large": 0, "small": 2, "from_sea": False}]
    assert rec2.state.force_in("Kumchon").units == 4          # the defenders are untouched
    assert rec.state.force_in("Taegu").small == 3             # the original record is unchanged


def test_move_refusals_change_nothing():
    net, rec, camp = _korea()
    with pytest.raises(InputError, match="turn a movement card"):
        persist.move_units(rec, net, camp, "Pusan", "Miryang", 0, 1)
    rec, _ = persist.turn_card(rec, net, camp, "blue", 1)
    before = rec.to_dict()
    with pytest.raises(InputError, match="MP"):
        persist.move_units(rec, net, camp, "Pusan", "Miryang", 0, 2)
    with pytest.raises(InputError, match="it is blue's turn"):
        persist.move_units(rec, net, camp, "Kumchon", "Sangju", 0, 1)
    assert rec.to_dict() == before


def test_apply_battle_attacker_wins_defender_retreats():
    """Retreating: the beaten defender moves along a clear road; the attacker enters the town."""
    net, rec, camp = _korea()
    rec, _ = persist.turn_card(rec, net, camp, "blue", 10)
    rec, _, _ = persist.move_units(rec, net, camp, "Taegu", "Kumchon", 0, 3)
    b = core.Battle("korea", "blue", persist.attack_stacks(rec, "Kumchon"), core.Force(1, 3),
                    core.Situation(defender_retreat_roads=2), town="Kumchon")
    # attacker 1 die: 6 -> one casualty; defender 2 dice 1,2 (no pair): attacker higher 6 > 3
    res = core.resolve(b, dice=[((6,), (1, 2))])
    assert res.winner == "attacker"
    out, lost = persist.apply_battle(rec, net, camp, res, {"Sangju": res.defender_retreating})
    assert out.state.holder("Kumchon") == "blue" and out.state.force_in("Kumchon").small == 3
    assert out.state.force_in("Sangju") == core.Force(1, 2)
    assert lost == {"blue": 0, "red": 1}
    assert "Kumchon" not in out.attacks()


def test_landing_and_end_turn_victory_note():
    """Landings from the Sea: 1 MP a unit, within capacity; landed units may not move this turn."""
    net, rec, camp = _korea()
    rec, _ = persist.turn_card(rec, net, camp, "blue", 8)
    rec, words = persist.land_units(rec, net, camp, "Inchon landing", 0, 3)
    assert rec.state.force_in("Inchon").small == 3 and rec.remaining_mp() == {"main": 5}
    with pytest.raises(InputError, match="reserves hold"):
        persist.land_units(rec, net, camp, "Inchon landing", 0, 2)
    rec.state.reserves["blue"] = core.Force(0, 5)
    with pytest.raises(InputError, match="at most 4"):     # Inchon's triangle takes 4 a turn
        persist.land_units(rec, net, camp, "Inchon landing", 0, 2)
    with pytest.raises(InputError, match="landed this turn"):
        persist.move_units(rec, net, camp, "Inchon", "Seoul", 0, 1)
    rec, notes = persist.end_turn(rec, camp)
    assert rec.moving_side is None
    assert persist.losses_by_turn([{"turn": 2, "lost": {"blue": 1, "red": 3}}]) == {"blue": {2: 1}, "red": {2: 3}}


def test_import_drops_units_in_missing_towns(store):
    gid = games.create(store, "macarthur_korea", "t")
    seed_demo(store, gid, "macarthur_korea")
    rec = persist.load_campaign(store, gid, "macarthur_korea")
    doc = {"name": "tiny", "towns": [{"name": "Pusan"}, {"name": "Seoul"}], "roads": [{"from": "Pusan", "to": "Seoul"}]}
    ch = persist.import_network_change(store, gid, doc, rec, "tiny.json")
    assert "units taken off" in ch.text
    with pytest.raises(InputError, match="no town named"):
        persist.import_network_change(store, gid, {"towns": [], "roads": [{"from": "A", "to": "B"}]}, rec, "bad.json")
