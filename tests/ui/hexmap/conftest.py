from __future__ import annotations

import pytest


def open_game(window, kind: str, name: str = "Hex test"):
    """``window.create_and_open(kind, name)``; while the Luzon rulings cannot yet write their settings
    (no ``Rulings.to_dict``), the game is created with its default rulings and its demo by hand."""
    try:
        window.create_and_open(kind, name)
    except AttributeError:
        import importlib

        from assistant.store import games

        gid = games.create(window.hub.store, kind, name, settings={"rulings": {"l4_manila": "totals"}})
        importlib.import_module(f"assistant.games.{kind}.demo").seed_demo(window.hub.store, gid, kind)
        window.open_game_id(gid)
    return window.board


@pytest.fixture()
def luzon(window):
    return open_game(window, "luzon")


@pytest.fixture()
def tarawa(window):
    return open_game(window, "tarawa")


@pytest.fixture()
def saipan(window):
    return open_game(window, "saipan")
