"""Tarawa terrain traced over the map image (issue 16) is the terrain the rules read: the brush's
``map_terrain`` labels fill every hex the referee has not marked himself (his own ``terrain`` marks
win), so a traced blocking hex blocks a sight line (4.2.1 B) with no second source."""

from __future__ import annotations

from dataclasses import replace

import pytest

from assistant.core.hexes import load_map
from assistant.games.game_settings import rulings_change
from assistant.games.map_image import TERRAIN_LABELS, MapImageCommands
from assistant.games.session import GameSession
from assistant.games.setup import new_game
from assistant.games.tarawa.commands import TarawaGame
from assistant.games.tarawa.terrain import NON_BLOCKING, TERRAIN_TYPES
from assistant.store.store import Store


@pytest.fixture()
def game():
    store = Store.open(":memory:")
    session = GameSession(store, new_game(store, "tarawa", setup="blank", seed=4))
    yield TarawaGame(session), MapImageCommands(session, load_map("tarawa"))
    session.close()
    store.close()


def test_the_brush_offers_tarawas_own_terrain_types():
    """Tarawa T4: the brush paints exactly the terrain types the game's terrain marks use."""
    assert TERRAIN_LABELS["tarawa"] == TERRAIN_TYPES


def test_a_hex_traced_as_blocking_blocks_the_sight_line(game):
    """Tarawa 4.2.1 B: palm trees traced on 2129 block the line 2130 -> 2128; rubbing the trace out
    (or undoing the stroke) clears it again."""
    g, trace = game
    assert g.terrain().sight("2130", "2128").clear
    g.session.do(trace.paint(["2129"], "palm_trees"))
    tm = g.terrain()
    assert tm.terrain_of(tm.hexmap.parse("2129")) == "palm_trees"
    assert not tm.sight("2130", "2128").clear
    g.session.undo()
    assert g.terrain().sight("2130", "2128").clear
    g.session.redo()
    assert not g.terrain().sight("2130", "2128").clear
    g.session.do(trace.paint(["2129"], None))
    assert g.terrain().sight("2130", "2128").clear


@pytest.mark.parametrize("kind", sorted(NON_BLOCKING))
def test_a_hex_traced_as_open_terrain_does_not_block(game, kind):
    """Tarawa 4.2.1 B: clear, anti-tank ditch, airfield and rifle pits never block, traced or marked."""
    g, trace = game
    g.session.do(trace.paint(["2129"], kind))
    assert g.terrain().sight("2130", "2128").clear


def test_the_referees_own_mark_wins_over_the_trace(game):
    """Tarawa T4: a hex the referee marked keeps his mark (here clear over traced buildings); the
    other traced hexes still count, and clearing his mark gives the trace back."""
    g, trace = game
    g.session.do(trace.paint(["2129", "2229"], "buildings"))
    g.session.do(g.entries.mark_terrain("2129", "clear"))
    tm = g.terrain()
    assert tm.terrain_of(tm.hexmap.parse("2129")) == "clear"
    assert tm.terrain_of(tm.hexmap.parse("2229")) == "buildings"
    assert tm.sight("2130", "2128").clear
    g.session.do(g.entries.mark_terrain("2129", "clear"))         # marking it again clears the mark
    assert not g.terrain().sight("2130", "2128").clear


def test_traced_water_follows_ruling_t11(game):
    """Tarawa T11: traced open water blocks a sight line only with the toggle on, like a marked one."""
    g, trace = game
    g.session.do(trace.paint(["2129"], "water"))
    assert g.terrain().sight("2130", "2128").clear
    g.session.do(rulings_change(g.session, replace(g.rulings(), water_blocks_sight=True)))
    assert not g.terrain().sight("2130", "2128").clear
