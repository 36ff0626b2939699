from __future__ import annotations

import pytest


@pytest.fixture(autouse=True)
def _no_demo_overlays(monkeypatch):
    """Tests start from a plain board (the first-look overlays have their own test)."""
    monkeypatch.setenv("TABLE_ASSISTANT_DEMO_OVERLAYS", "0")


@pytest.fixture()
def board(window):
    from assistant.ui.bataan.board import BataanBoard

    b = window.board
    assert isinstance(b, BataanBoard)
    return b
