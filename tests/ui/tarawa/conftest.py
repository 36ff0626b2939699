"""The Tarawa board in the real window: the demo (``tarawa``) and the printed set-up (``tarawa_printed``)."""

from __future__ import annotations

import pytest


@pytest.fixture()
def tarawa(window):
    from tests.ui.hexmap.conftest import open_game

    return open_game(window, "tarawa")


@pytest.fixture()
def tarawa_printed(window):
    window.create_and_open("tarawa", "Printed Betio", setup="printed")
    return window.board
