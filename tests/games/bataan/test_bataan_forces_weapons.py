"""Bataan forces and the weapons chart (B10)."""

import pytest

from assistant.core.errors import InputError
from assistant.games.bataan.forces import forces_from_dict, is_command_exempt, is_melee_officer
from assistant.games.bataan.weapons import WeaponsChart


def test_four_platoons_of_30_to_40(forces):
    """Bataan, set-up: four Japanese platoons of 30-40 figures, each owned by a player slot."""
    plts = forces.side("japanese")
    assert [p.id for p in plts] == ["jp1", "jp2", "jp3", "jp4"]
    for p in plts:
        foot = [f for f in p.figures if not f.vehicle]
        assert 30 <= len(foot) <= 40
        assert any(f.officer for f in foot) and any(f.role == "flag_bearer" for f in foot)
    assert len({p.player_slot for p in forces.forces}) == 8


def test_snipers_and_tank(forces):
    """Bataan, 2nd Platoon: four snipers; 3rd Platoon: the tank (two MGs and a cannon, 2.4" x 1.2", B2)."""
    snipers = [f for f in forces.figures("japanese") if f.is_sniper]
    assert len(snipers) == 4 and {f.force_id for f in snipers} == {"jp2"}
    tanks = [f for f in forces.figures() if f.is_tank]
    assert len(tanks) == 1 and tanks[0].force_id == "jp3"
    assert sorted(tanks[0].weapons) == ["tank_cannon", "tank_mg", "tank_mg"]
    assert tanks[0].base_in == (2.4, 1.2)


def test_american_squads_as_listed(forces):
    """Bataan, American squads: 24 figures, weapons per figure as the article lists them."""
    def weapons(squad):
        return sorted(tuple(f.weapons) for f in forces[squad].figures)
    assert len(forces.figures("american")) == 24
    assert weapons("us1") == sorted([("tommy_gun",)] * 2 + [("springfield",)] * 4)
    assert weapons("us2") == sorted([("pistol",)] + [("springfield",)] * 5)
    assert weapons("us3") == sorted([("tommy_gun",), ("bar",)] + [("springfield",)] * 4)
    assert weapons("us4") == sorted([("tommy_gun",)] * 4 + [("mg30", "pistol")] * 2)
    assert [f.antitank_sacrifice for f in forces["us1"].figures].count(True) == 1


def test_weapons_in_chart(forces, weapons):
    """B10: every figure's weapon is on the weapons chart."""
    forces.check_weapons(weapons)


def test_command_exemptions(forces):
    """B6: Americans, the 4th Platoon, the snipers and a Banzai Charge are exempt from command."""
    rifle1 = forces.figure("jp1-10")
    assert not is_command_exempt(rifle1, forces["jp1"])
    assert is_command_exempt(rifle1, forces["jp1"], banzai=True)
    assert is_command_exempt(forces.figure("jp4-10"), forces["jp4"])
    sniper = next(f for f in forces["jp2"].figures if f.is_sniper)
    assert is_command_exempt(sniper, forces["jp2"])
    assert is_command_exempt(forces.figure("us1-3"), forces["us1"])


def test_b25_officers(forces):
    """B25: officers by name; the toggle adds the CPO, the gunnery sergeant and the pilots."""
    by_role = {f.role: f for f in forces.figures()}
    for role in ("naval_officer", "officer"):
        assert is_melee_officer(by_role[role], broad=False)
    for role in ("chief_petty_officer", "gunnery_sergeant", "pilot"):
        assert not is_melee_officer(by_role[role], broad=False)
        assert is_melee_officer(by_role[role], broad=True)
    assert not is_melee_officer(by_role["sailor"], broad=True)


def test_weapons_chart_defaults_labelled_and_round_trip(weapons):
    """B10: default values are labelled, editable and stored with the game (to_dict/from_dict)."""
    assert "missing" in weapons.note or "Default" in weapons.title
    assert weapons["springfield"].is_default("dice")
    assert not weapons["jp_rifle"].is_default("group_per_moved")
    assert weapons["sniper_rifle"].hit_on == 6 and weapons["sniper_rifle"].dice == 1
    assert weapons["us_grenade"].range_in == 12 and weapons["jp_grenade"].range_in == 6
    assert weapons["knee_mortar"].range_in == 12
    assert {w for w in weapons.ids() if weapons[w].automatic} == {"tommy_gun", "bar", "mg30"}
    edited = weapons.edited("springfield", dice=2)
    assert edited["springfield"].dice == 2 and not edited["springfield"].is_default("dice")
    assert WeaponsChart.from_dict(edited.to_dict()) == edited


def test_weapons_chart_bad_field_named(weapons):
    """B10: a bad edit names the weapon and field."""
    d = weapons.to_dict()
    d["weapon"][0]["hit_on"] = 9
    with pytest.raises(InputError, match="hit_on"):
        WeaponsChart.from_dict(d)


def test_forces_bad_side():
    with pytest.raises(InputError, match="side"):
        forces_from_dict({"force": [{"id": "x1", "side": "martian", "name": "x", "player_slot": "p"}]})
