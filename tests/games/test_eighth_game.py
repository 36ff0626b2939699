"""Issue 11, "one descriptor per game": a throwaway eighth game (tests/eighth_game) is registered from a test
package and works headless through the same paths as the shipped games: New game with its set-ups and
rulings, its charts in the book, the Roll panel's odds and roll, its own command, undo. Nothing under
assistant/ or resources/ names it."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from assistant.games import chart_sources, registry, rolling
from assistant.games.session import GameSession
from assistant.games.setup import default_settings, new_game
from assistant.store.store import Store

REPO = Path(__file__).resolve().parents[2]


@pytest.fixture()
def duel():
    from tests.eighth_game import GAME

    registry.register(GAME)
    yield GAME
    registry.unregister(GAME.family)


def test_registered_game_is_a_kind_with_its_sides_charts_and_rulings(duel):
    assert registry.kind("duel").family == "duel" and "duel" in registry.families()
    assert registry.descriptor("duel").side_name("north") == "North"
    assert default_settings("duel") == {"rulings": {"d1_twelve_always_hits": False}}
    blow = chart_sources.shipped().get("duel", "blow")
    assert blow.title == "Blow" and blow.file.endswith("duel.toml")
    assert "Two champions" in duel.reference_text()


def test_new_game_from_each_set_up_then_a_roll_and_a_command_undone(duel):
    store = Store.open(":memory:")
    fresh = GameSession(store, new_game(store, "duel", demo=False, seed=5))
    wounded = GameSession(store, new_game(store, "duel", demo=True, seed=5))
    from tests.eighth_game.commands import DuelGame

    assert DuelGame(fresh).wounds("north") == 0 and DuelGame(wounded).wounds("north") == 1
    assert wounded.history() == []          # a set-up is not part of the undo history (Store.seed)

    blow = chart_sources.shipped().get("duel", "blow")
    odds = rolling.odds(blow, modifiers=("high_ground",))
    assert odds.rows == {"Miss": pytest.approx(10 / 36), "Hit: one wound": pytest.approx(26 / 36)}
    rolled = rolling.roll(fresh, blow, modifiers=("high_ground",), side="north")
    assert rolled.value in odds.values
    fresh.do(rolled.change)

    game = DuelGame(fresh)
    change = game.blow("south")
    fresh.do(change)
    after = game.wounds("north")
    fresh.undo()
    assert game.wounds("north") == 0 and after in (0, 1)
    assert [h["text"] for h in fresh.history() if h["done"]] == [rolled.change.text]


def test_nothing_outside_its_own_package_names_it():
    pattern = re.compile(r"\bduel\b", re.IGNORECASE)
    for folder in ("assistant", "resources"):
        for path in (REPO / folder).rglob("*"):
            if path.is_file() and path.suffix in {".py", ".toml", ".md", ".json"}:
                assert not pattern.search(path.read_text(encoding="utf-8")), path


def test_a_chart_file_for_an_unregistered_game_is_refused_until_it_is_registered(tmp_path):
    (tmp_path / "duel.toml").write_text((REPO / "tests/eighth_game/resources/charts/duel.toml").read_text())
    assert any("unknown game 'duel'" in str(p) for p in chart_sources.load_book(tmp_path).problems)
