"""Luzon 6.0 set-up and ruling L6 (a new game starts from the printed set-up), and the optional
variations' set-up changes (4.0) made on an untouched printed set-up."""

from __future__ import annotations

import pytest

from assistant.core.errors import InputError
from assistant.games.luzon import GAME
from assistant.games.luzon.commands import LuzonGame
from assistant.games.luzon.forces import DEAD_PILE, NOT_ARRIVED, ON_MAP, RECOVERY_POOL
from assistant.games.session import GameSession
from assistant.games.setup import default_setup, new_game
from assistant.store import rolls
from assistant.store.store import Store


def printed(seed: int = 5):
    store = Store.open(":memory:")
    session = GameSession(store, new_game(store, "luzon", setup="printed", seed=seed))
    return session, LuzonGame(session)


def test_printed_setup_is_offered_first():
    """Ruling L6: New game offers the printed set-up first; the demo stays a demo."""
    assert [s.id for s in GAME.setups][0] == "printed"
    assert default_setup("luzon") == "printed"
    assert any(s.demo and s.id == "demo" for s in GAME.setups)


def test_printed_setup_units_pools_weather_and_counter():
    """6.0 / L6: units on their printed hexes, Turn Two Groups waiting, "*" units reduced, empty Recovery
    Pool and Dead Pile, the Re-Roll counter with the Japanese, turn-1 weather rolled (1.2) from the
    game's stream, nothing in the undo history."""
    s, g = printed()
    f = g.forces()
    assert not f.with_status(RECOVERY_POOL) and not f.with_status(DEAD_PILE)
    assert f.get("us_res_hq").hex == "17.16" and f.get("us_12_11").mode == "move"
    assert f.get("jp_7_tank").status == NOT_ARRIVED and f.get("jp_16_recon").hex == "31.08"
    assert g.reduced(f) == {"us_mixf", "jp_lily", "jp_ann", "jp_mixb"}
    w = s.state["weather"]["1"]
    row = rolls.query(s.store, s.game_id)[0]
    assert row["id"] == w["roll_id"] and row["chart"] == "weather" and row["position"] == 0
    assert w["result"] == ("limited_flight" if row["result"] <= 2 else "normal_flight")
    assert g.reroll_counter().holder == "japanese"
    assert s.history() == [] and s.undo() is None
    assert s.state["air_strips"] == {h: "allied" for h in ("7.42", "11.33", "1.26", "10.24", "10.15", "17.15")}
    assert "options" not in s.settings          # the board asks for the variations once


def test_variations_chosen_on_the_printed_setup_move_the_units():
    """4.0 Japanese 1, 2, 4, 5 and Allied 6, 8 on a fresh printed set-up: the 9-16 joins the Atimonan
    Turn Two Group, the 2 For-48 goes to 6.42, the engineer battalion is added, the 42-41 removed, the
    bombers and the MixF at full strength, the 11-11 and 22-21 one hex north; undo restores all."""
    s, g = printed()
    before = g.forces()
    ch = g.track.set_options([1, 2, 4, 5], [6, 8])
    s.do(ch)
    f = g.forces()
    assert f.get("jp_9_16").status == NOT_ARRIVED and g.units.arrival_hexes("jp_9_16") == ["31.08"]
    assert f.get("jp_2for_48").hex == "6.42"
    assert f.get("jp_3_6_eng").status == NOT_ARRIVED
    assert "us_42_41" not in {x.id for x in f.states}
    assert f.get("us_11_11").hex == "8.32" and f.get("us_22_21").hex == "5.35"
    assert g.reduced(f) == {"jp_ann"}
    assert any("Set-up changes made" in x for x in dict(ch.meta)["summary"])
    s.undo()
    after = g.forces()
    assert [(x.id, x.status, x.hex) for x in after.states] == [(x.id, x.status, x.hex) for x in before.states]
    assert g.reduced(after) == {"us_mixf", "jp_lily", "jp_ann", "jp_mixb"}


def test_no_variations_is_recorded_once_and_later_choices_are_hand_made():
    """4.0: choosing none is a choice (the board stops asking); after a unit has moved the set-up
    changes are listed for the referee, not made."""
    s, g = printed()
    s.do(g.track.set_options([], []))
    assert s.settings["options"] == {"japanese": [], "allied": []}
    s.do(g.units.move("us_11_11", "8.30"))
    ch = g.track.set_options([], [6])
    s.do(ch)
    assert g.forces().get("us_11_11").hex == "8.30"
    assert any("by hand" in x for x in dict(ch.meta)["summary"])


@pytest.mark.parametrize("bad", [["x"], [7], [-1], [10**9]])
def test_bad_variation_numbers_change_nothing(bad):
    """Hardening: a typed variation number that is not one of 4.0's gets a clear message."""
    s, g = printed()
    with pytest.raises(InputError, match="4.0|numbered"):
        g.track.set_options(bad, [])
    assert "options" not in s.settings


def test_demo_is_still_a_demo():
    """The demo keeps its Recovery Pool and Dead Pile (a game in progress), written with store.seed."""
    store = Store.open(":memory:")
    gid = new_game(store, "luzon", setup="demo", seed=1)
    g = LuzonGame(GameSession(store, gid))
    assert g.forces().recovery_pool and g.forces().dead_pile
    assert g.forces().get("jp_47_48").status == ON_MAP
