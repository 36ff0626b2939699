"""B29, the Air Corps .30 MG (our ruling, /work/shared/RULINGS.md): the two ground crewmen serve ONE crew-served
.30 MG (5 dice, closest first) that fires while either lives; each also carries a pistol. Toggle: a gun each."""

from __future__ import annotations

import pytest

from assistant.core.errors import InputError
from assistant.games.bataan.rulings import Rulings
from assistant.store import games as store_games

from .game_helpers import fig, goto, make_game, script

US, JP = "american", "japanese"


def crew(fid, x, y, **kw):
    kw.setdefault("revealed", True)
    return fig(fid, US, 4, "mg30_crew", x, y, name="Ground crewman, .30 MG", **kw)


@pytest.fixture()
def air_corps(tmp_path):
    """Both crewmen 5" from the nearest Japanese (in pistol range), a second Japanese further on."""
    return make_game(tmp_path / "g.sqlite", [
        crew("US4-5", 30.0, 12.0), crew("US4-6", 30.0, 14.0),
        fig("JP1-1", JP, 1, "rifleman", 25.5, 13.0), fig("JP1-2", JP, 1, "rifleman", 18.0, 13.0)])


def _own_guns(session):
    settings = dict(session.settings, rulings=Rulings(b29_own_guns=True).to_dict())
    session.do(store_games.settings_change(session.store, session.game_id, settings))


def test_both_crewmen_fire_one_gun_and_a_pistol(air_corps):
    """B29 (default): both crewmen firing throw the .30 MG's 5 dice once (US4-5) and US4-6's pistol 1 die;
    the preview and the roll count the same dice, and the summary names B29."""
    store, session, game = air_corps
    goto(game, "fire_stationary")
    pv = game.firing.fire_preview(["US4-5", "US4-6"], "JP1-1")
    assert pv.ok, pv.problems
    assert [(line.figure_ids, line.weapon_id, line.dice) for line in pv.dice.lines] == [
        (("US4-5",), "mg30", 5), (("US4-6",), "pistol", 1)]
    assert pv.dice.dice == 6 and "B29" in pv.dice.rulings
    assert any("one .30 MG for the two crewmen" in r for r in pv.dice.reasons)
    script(game, [1, 1, 1, 1, 1, 1])              # six dice, no hits: the roll throws what the preview counted
    ch = game.firing.fire(["US4-5", "US4-6"], "JP1-1")
    assert "6 dice" in ch.text
    assert any("US4-6 fires his pistol" in line for line in dict(ch.meta)["summary"])
    session.do(ch)
    assert game.state.turn("US4-6").fired and game.state.turn("US4-5").fired


def test_gun_goes_to_the_unwounded_crewman(air_corps):
    """B29 with B14: the gun is fired by a crewman who is not seriously wounded; the wounded one's pistol is halved."""
    store, session, game = air_corps
    session.do(game.turn.set_figures(["US4-5"], wounds="serious"))
    goto(game, "fire_stationary")
    pv = game.firing.fire_preview(["US4-5", "US4-6"], "JP1-1")
    assert [(line.figure_ids[0], line.weapon_id) for line in pv.dice.lines] == [("US4-5", "pistol"), ("US4-6", "mg30")]
    assert pv.dice.lines[1].dice == 5


def test_toggle_each_crewman_has_his_own_gun(air_corps):
    """B29 toggle: each crewman has his own .30 MG: both fire it, 10 dice."""
    store, session, game = air_corps
    _own_guns(session)
    goto(game, "fire_stationary")
    pv = game.firing.fire_preview(["US4-5", "US4-6"], "JP1-1")
    assert [(line.weapon_id, line.dice) for line in pv.dice.lines] == [("mg30", 5), ("mg30", 5)]
    assert "B29" not in pv.dice.rulings
    script(game, [1] * 10)
    assert "10 dice" in game.firing.fire(["US4-5", "US4-6"], "JP1-1").text


def test_one_crewman_dead_the_gun_still_fires(air_corps):
    """B29: the gun fires while either crewman lives: the survivor alone throws its 5 dice, closest first."""
    store, session, game = air_corps
    session.do(game.turn.set_figures(["US4-6"], wounds="dead"))
    goto(game, "fire_stationary")
    pv = game.firing.fire_preview(["US4-5"], "JP1-1")
    assert [(line.weapon_id, line.dice, line.automatic) for line in pv.dice.lines] == [("mg30", 5, True)]
    assert "B29" not in pv.dice.rulings
    script(game, [5, 5, 1, 1, 1])                 # two hits: the closest, then the next closest (B11)
    session.do(game.firing.fire(["US4-5"], "JP1-1"))
    assert not game.figure("JP1-1").alive and not game.figure("JP1-2").alive


def test_gun_fires_once_a_turn(air_corps):
    """B29: once one crewman has fired the gun this turn, his mate firing later fires his pistol; undo restores."""
    store, session, game = air_corps
    goto(game, "fire_stationary")
    script(game, [1] * 5)
    session.do(game.firing.fire(["US4-5"], "JP1-1"))
    pv = game.firing.fire_preview(["US4-6"], "JP1-1")
    assert [(line.weapon_id, line.dice) for line in pv.dice.lines] == [("pistol", 1)]
    assert any("US4-5 already fired" in r for r in pv.dice.reasons)
    session.undo()
    assert [line.weapon_id for line in game.firing.fire_preview(["US4-6"], "JP1-1").dice.lines] == ["mg30"]


def test_pistol_out_of_range_is_named(tmp_path):
    """B29: the crewman left with his pistol (6") cannot reach a target at 10"; the fire is refused, nothing changes."""
    store, session, game = make_game(tmp_path / "g.sqlite", [
        crew("US4-5", 30.0, 12.0), crew("US4-6", 30.0, 14.0), fig("JP1-1", JP, 1, "rifleman", 20.0, 13.0)])
    goto(game, "fire_stationary")
    pv = game.firing.fire_preview(["US4-5", "US4-6"], "JP1-1")
    assert any(p.startswith("US4-6") and "Pistol range" in p for p in pv.problems)
    before = store.dump()
    with pytest.raises(InputError, match="Pistol range"):
        game.firing.fire(["US4-5", "US4-6"], "JP1-1")
    assert store.dump() == before
