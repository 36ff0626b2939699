"""Tarawa set-ups: the historical scenario is the printed set-up (8.0-8.3), the demo stays the demo,
and the referee's set-up check names each breach of 8.3 A-C."""

from __future__ import annotations

import pytest

from assistant.core.errors import InputError
from assistant.games import registry
from assistant.games.session import GameSession
from assistant.games.setup import new_game
from assistant.games.tarawa.commands import TarawaGame, summary
from assistant.games.tarawa.units import Unit
from assistant.store import games as store_games
from assistant.store.store import Store


@pytest.fixture()
def store():
    s = Store.open(":memory:")
    yield s
    s.close()


def game_of(store, setup):
    return TarawaGame(GameSession(store, new_game(store, "tarawa", setup=setup, seed=3)))


def gun(i, hex):
    return Unit(f"j-8in-{i}", "japanese", "naval_gun_8in", f"8in gun {i}", 8, 4, 2, 2, 6, hex)


def test_printed_comes_first_and_is_the_historical_start(store):
    """8.0-8.3, T7, T8: a new game starts from the printed set-up: turn 1, the US first, nothing placed,
    the Japanese to set up; outside the undo history. The demo stays the demo."""
    assert [s.id for s in registry.descriptor("tarawa").setups][0] == "printed"
    g = game_of(store, "printed")
    assert g.units() == [] and g.log().turn == 1 and g.log().next_player == "us"
    assert g.session.state["setup"].startswith("japanese set-up")
    d = game_of(store, "demo")
    assert d.units() and store_games.get(store, d.game_id)["name"].startswith("Demo")


def test_the_setup_check_names_each_breach(store):
    """8.3 A-B: two of the four eight-inch guns at least in coastal defences, none in the command bunker;
    a Japanese unit in every pillbox and bunker. Refused with each breach named; nothing changes."""
    g = game_of(store, "printed")
    for label, t in (("1010", "coastal_defence"), ("1012", "coastal_defence"), ("1014", "bunker"),
                     ("1016", "pillbox"), ("1018", "command_bunker")):
        g.session.do(g.entries.mark_terrain(label, t))
    g.session.do(g.moves.place_unit(gun(1, "1010")))
    g.session.do(g.moves.place_unit(gun(2, "1018")))
    g.session.do(g.moves.place_unit(gun(3, "1014")))
    with pytest.raises(InputError) as err:
        g.setup.finish_setup()
    msg = str(err.value)
    for part in ("3 eight-inch naval guns", "1 eight-inch gun(s) in coastal-defence", "command bunker 1018",
                 "pillbox in 1016 holds no Japanese unit (8.3 B)"):
        assert part in msg
    g.session.do(g.moves.remove_units(["j-8in-2"]))
    g.session.do(g.moves.place_unit(gun(2, "1012")))
    g.session.do(g.moves.place_unit(gun(4, "1016")))
    g.session.do(g.moves.place_unit(Unit("j-hq", "japanese", "hq", "HQ", 3, 1, 2, 2, 7, "1018")))
    assert g.setup.setup_breaches() == []
    ch = g.setup.finish_setup()
    g.session.do(ch)
    assert g.session.state["setup"] == "checked" and "8.3" in summary(ch)[0]
    g.session.undo()
    assert g.session.state["setup"].startswith("japanese")
