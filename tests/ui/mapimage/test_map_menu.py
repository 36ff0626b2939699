"""Issue 16: every hex game's window offers the map image actions (load, calibrate, find, trace, export,
import, forget) in its menus."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize("kind", ["luzon", "tarawa", "saipan"])
def test_each_hex_game_offers_the_map_image_actions(window, kind):
    window.create_and_open(kind, f"Map {kind}", setup="blank")
    texts = [a.text() for menu in window.menuBar().findChildren(type(window.menuBar().actions()[0].menu()))
             for a in menu.actions()]
    assert any(t.startswith("Map image") for t in texts), texts
    assert any("Calibrate" in t for t in texts), texts
