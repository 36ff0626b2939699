from __future__ import annotations

import pytest


@pytest.fixture()
def luzon(window):
    """The Luzon demo board in the real window."""
    window.create_and_open("luzon", "Luzon test")
    return window.board
