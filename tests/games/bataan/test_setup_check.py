"""Bataan set-up checked against the article: 30-40 a platoon, officers and crew weapons shared evenly, the 24
Americans as listed, B29 (the Air Corps .30 MG crew), no American in the first 24" of the Japanese edge,
entrenched only from the table (B31); the referee's confirmation is one undoable change."""

from __future__ import annotations

import copy

import pytest

from assistant.core.errors import InputError
from assistant.games.bataan import persist
from assistant.games.bataan.forces import load_forces
from assistant.games.bataan.game import BataanGame
from assistant.games.bataan.printed import printed_table_dict
from assistant.games.bataan.rulings import Rulings
from assistant.games.bataan.setup_check import check_setup
from assistant.games.bataan.table.tablefile import table_from_dict
from assistant.games.session import GameSession
from assistant.games.setup import new_game
from assistant.store import games as store_games
from assistant.store.store import Store

FORCES = load_forces()
PRINTED = {kind: printed_table_dict(kind) for kind in ("bataan", "bataan_4x8")}


def breaches(doc, rulings=Rulings(), confirmed=None):
    return check_setup(table_from_dict(doc).table, FORCES, rulings, confirmed)


def doc(kind="bataan"):
    return copy.deepcopy(PRINTED[kind])


def fig(d, fid):
    return next(f for f in d["figures"] if f["id"] == fid)


def rules_of(found):
    return [(b.rule, b.where) for b in found]


@pytest.mark.parametrize("kind", ["bataan", "bataan_4x8"])
@pytest.mark.parametrize("own_guns", [False, True])
def test_shipped_setups_have_no_breach(kind, own_guns):
    """Bataan set-up: the printed set-up on both tables breaks nothing, under either B29 reading."""
    assert breaches(doc(kind), Rulings(b29_own_guns=own_guns)) == ()


def test_platoon_size_30_to_40():
    """Bataan set-up: a platoon has 30-40 figures (the tank not counted)."""
    d = doc()
    d["figures"] = [f for f in d["figures"] if not (f["side"] == "japanese" and f["unit"] == 1
                                                      and f["role"] == "rifleman" and int(f["id"].split("-")[1]) > 10)]
    d["figures"] += [dict(fig(d, "JP4-20"), id=f"JP4-x{k}", x=9.0 + k % 2, y=46.0 + k * 1.2) for k in range(7)]
    found = breaches(d)
    assert ("Set-up: platoons", "1st Platoon") in rules_of(found)
    assert ("Set-up: platoons", "4th Platoon") in rules_of(found)
    assert "41 figures" in next(b.message for b in found if b.where == "4th Platoon")


def test_officers_and_crew_weapons_evenly():
    """Bataan set-up: officers and crew-served weapons shared out as evenly as possible."""
    d = doc()
    for f in d["figures"]:
        if f["side"] == "japanese" and f["unit"] == 2 and f["role"] in ("officer", "knee_mortar"):
            f["unit"] = 1                        # the 1st gets the 2nd's officers and knee mortars
    found = breaches(d)
    assert ("Set-up: officers", "Japanese platoons") in rules_of(found)
    assert any(b.rule == "Set-up: crew weapons" and "knee mortar" in b.message for b in found)
    assert "1st 4, 2nd 0" in next(b.message for b in found if b.rule == "Set-up: officers")


def test_snipers_and_tank_belong_to_their_platoons():
    """Bataan 2nd Platoon: the four snipers; 3rd Platoon: the tank."""
    d = doc()
    next(f for f in d["figures"] if f["role"] == "sniper")["unit"] = 1
    next(f for f in d["figures"] if f["role"] == "tank")["unit"] = 4
    wheres = [b.where for b in breaches(d)]
    assert "snipers" in wheres and "the tank" in wheres


def test_americans_as_listed():
    """Bataan set-up: the 24 Americans as the article lists them, squad by squad."""
    d = doc()
    fig(d, "US3-3").update(role="bar", weapon="bar")               # a second BAR for the Marines
    d["figures"].remove(fig(d, "US2-6"))                          # a Scout short
    found = breaches(d)
    marines = next(b for b in found if b.where == "3rd Squad")
    assert marines.rule == "Set-up: Americans"
    assert "missing 1 figure with a rifle" in marines.message and "extra 1 figure with a BAR" in marines.message
    assert ("Set-up: Americans", "2nd Squad") in rules_of(found)
    assert "23 figures" in next(b.message for b in found if b.where == "American squads")


def test_b29_one_crew_served_gun():
    """B29: the two Air Corps ground crewmen serve ONE .30 MG (each also has a pistol); only they serve it.
    With the toggle each has his own gun, and the crew role does not matter."""
    d = doc()
    fig(d, "US4-6").update(role="tommy_gun", weapon="mg30")       # a lone gunner, not the crew
    found = breaches(d)
    assert ("B29", "the .30 MG crew") in rules_of(found) and ("B29", "US4-6") in rules_of(found)
    assert "found 1 crewman (US4-5)" in next(b.message for b in found if b.where == "the .30 MG crew")
    assert not [b for b in breaches(d, Rulings(b29_own_guns=True)) if b.rule == "B29"]
    d = doc()
    fig(d, "US4-4").update(role="mg30_crew", weapon="mg30")       # a third .30 MG
    assert ("B29", "the .30 MGs") in rules_of(breaches(d, Rulings(b29_own_guns=True)))
    assert ("B29", "the .30 MG crew") in rules_of(breaches(d))


def test_b29_is_a_ruling_point():
    """B29 is a toggle of the Bataan rulings (default: one crew-served gun)."""
    point = next(p for p in Rulings.POINTS if p.code == "B29")
    assert point.field == "b29_own_guns" and Rulings().b29_own_guns is False
    assert "one gun" in Rulings().label("B29") and "his own gun" in Rulings(b29_own_guns=True).label("B29")


def test_americans_beyond_24_inches():
    """Bataan set-up: no American within the first 24" of the Japanese edge (measured to the base)."""
    d = doc("bataan_4x8")
    fig(d, "US1-1").update(x=24.4)                                # the 1" base reaches 23.9"
    fig(d, "US1-2").update(x=24.5)                                # the base just clear
    found = breaches(d)
    assert rules_of(found) == [("Set-up: American edge", "US1-1")]
    assert "23.90\"" in found[0].message


def test_b31_entrenched_only_from_the_table():
    """B31: entrenched only where an entrenchment is drawn, only Americans, and an American on one is
    entrenched; an entrenchment drawn after the set-up was confirmed is a breach (none dug in play)."""
    d = doc()
    a, b, c = fig(d, "US1-1"), fig(d, "US2-1"), fig(d, "JP1-3")
    a["entrenched"] = True                                        # no entrenchment under him
    c["entrenched"] = True
    d["terrain"].append({"id": "trench-1", "kind": "entrenchment", "polygon": [
        [b["x"] - 2, b["y"] - 0.6], [b["x"] + 2, b["y"] - 0.6], [b["x"] + 2, b["y"] + 0.6], [b["x"] - 2, b["y"] + 0.6]]})
    found = breaches(d)
    assert {("B31", "US1-1"), ("B31", "JP1-3"), ("B31", "US2-1")} <= set(rules_of(found))
    assert "only Americans" in next(x.message for x in found if x.where == "JP1-3")
    d = doc()
    d["terrain"].append({"id": "trench-9", "kind": "entrenchment", "polygon": [[30, 2], [33, 2], [33, 3], [30, 3]]})
    assert rules_of(breaches(d, confirmed=[])) == [("B31", "entrenchment 'trench-9'")]
    assert breaches(d, confirmed=["trench-9"]) == () and breaches(d) == ()


# -- the commands -----------------------------------------------------------------------------------------

def _game(kind="bataan", setup="printed"):
    store = Store.open(":memory:")
    session = GameSession(store, new_game(store, kind, setup=setup, seed=4))
    return session, BataanGame(session)


@pytest.mark.parametrize("kind", ["bataan", "bataan_4x8"])
def test_confirm_clean_setup_is_one_change_and_undoes(kind):
    """Bataan set-up: the referee confirms a clean set-up in ONE change; undo forgets it."""
    session, game = _game(kind)
    assert game.wave.check_setup() == () and game.wave.setup_confirmation() is None
    ch = game.wave.confirm_setup()
    summary = dict(ch.meta)["summary"]
    assert "matches the article" in summary[0] and "B31" in summary[-1]
    session.do(ch)
    assert len(session.history()) == 1
    assert game.wave.setup_confirmation() == {"entrenchments": [], "override": False, "breaches": []}
    session.undo()
    assert game.wave.setup_confirmation() is None


def test_confirm_refuses_breaches_unless_overridden():
    """Bataan set-up: breaches refuse the confirmation (naming each rule, nothing changes); with override
    they are recorded as the referee's ruling in the change's text and summary."""
    session, game = _game()
    table = game.table()
    f = table.figure("US1-1")
    table.put_figure(f.with_(x=10.0))
    session.do(persist.table_change(session.store, session.game_id, table, "move US1-1"))
    before = session.store.dump()
    with pytest.raises(InputError) as err:
        game.wave.confirm_setup()
    assert "Set-up: American edge: US1-1" in str(err.value) and session.store.dump() == before
    ch = game.wave.confirm_setup(override=True)
    assert "referee's ruling" in ch.text and "US1-1" in ch.text
    assert any("Set-up: American edge: US1-1" in line for line in dict(ch.meta)["summary"])
    session.do(ch)
    rec = game.wave.setup_confirmation()
    assert rec["override"] is True and rec["breaches"][0]["rule"] == "Set-up: American edge"


def test_check_follows_the_rulings_and_the_confirmation():
    """B29 toggle read from the game's rulings; B31: a trench drawn after confirming is named."""
    session, game = _game("bataan_4x8")
    session.do(game.wave.confirm_setup())
    stored = persist.stored_dict(session.store, session.game_id, session.settings)
    stored["terrain"].append({"id": "dug", "kind": "entrenchment", "polygon": [[70, 2], [72, 2], [72, 3], [70, 3]]})
    session.do(persist.import_change(session.store, session.game_id, stored, "draw a trench"))
    assert rules_of(game.wave.check_setup()) == [("B31", "entrenchment 'dug'")]
    settings = dict(session.settings, rulings=Rulings(b29_own_guns=True).to_dict())
    session.do(store_games.settings_change(session.store, session.game_id, settings))
    assert rules_of(game.wave.check_setup()) == [("B31", "entrenchment 'dug'")]
