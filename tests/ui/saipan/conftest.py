from __future__ import annotations

import pytest


@pytest.fixture()
def saipan(window):
    """The Saipan demo open in the window (its board, ``assistant.ui.saipan.board``)."""
    window.create_and_open("saipan", "Hex test")
    return window.board
