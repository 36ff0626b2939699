"""Issue 17.6 (start to a usable window): the real start on a hex game (Tarawa) or on MacArthur paints its
board without the modules its first look does not use: the plot library (MacArthur's battle-loss plot is made
when the Plots dock is first shown), a map scan's drawing, tiles and progress dialog (no scan is attached to a
demo), Tarawa's amtrac, stacking, movement, banzai, fog and set-up check rules (each loads with the first
command that uses it), and Saipan's assault, banzai, bombardment, maneuver, movement, proficiency, retreat,
stacking and fog rules (each loads with the first command or view that uses it); a Luzon demo's board paints
without a scan or the plot library. Checked on ``sys.modules`` at the first paint of the real start, never on
a timing."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest

from tests.ui.test_startup_imports import REAL_START

SCAN = ("assistant.ui.mapimage.scan_item", "assistant.ui.mapimage.tile_loader", "assistant.ui.mapimage.tiles",
        "assistant.ui.mapimage.progress")
NOT_AT_FIRST_PAINT = {
    "tarawa": SCAN + ("pyqtgraph", "assistant.games.tarawa.amtracs", "assistant.games.tarawa.stacking",
                      "assistant.games.tarawa.movement", "assistant.games.tarawa.actions",
                      "assistant.games.tarawa.fog", "assistant.games.tarawa.setup_check"),
    "macarthur_korea": SCAN + ("pyqtgraph", "assistant.ui.macarthur.plots", "assistant.ui.macarthur.battle"),
    "saipan": SCAN + ("pyqtgraph",) + tuple(f"assistant.games.saipan.{m}" for m in (
        "assault", "banzai", "bombardment", "maneuver", "movement", "proficiency", "retreat", "stacking", "fog")),
    "luzon": SCAN + ("pyqtgraph",),
}
BOARD = {"tarawa": "assistant.ui.tarawa.board", "macarthur_korea": "assistant.ui.macarthur.board",
         "saipan": "assistant.ui.saipan.board", "luzon": "assistant.ui.luzon.board"}


@pytest.mark.parametrize("game", ["tarawa", "macarthur_korea", "saipan", "luzon"])
def test_the_real_start_of_a_hex_game_paints_without_what_its_first_look_does_not_use(tmp_path, game):
    """Issue 17.6: ``table-assistant --db DB --game NAME`` on a Tarawa, MacArthur (Korea), Saipan or Luzon
    demo paints its board with none of the deferred modules loaded."""
    from assistant.games.setup import new_game
    from assistant.store.store import Store

    db = tmp_path / "played.sqlite"
    store = Store.open(db)
    new_game(store, game, f"Demo {game}", setup="demo")
    store.close()
    home = tmp_path / "home"
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "HOME": str(home), "XDG_CONFIG_HOME": str(home / "cfg"),
           "XDG_DATA_HOME": str(home / "data"), "TABLE_ASSISTANT_DEMO_OVERLAYS": "0"}
    code = REAL_START.replace("RULES", repr(NOT_AT_FIRST_PAINT[game] + (BOARD[game],)))
    run = subprocess.run([sys.executable, "-c", code, "--db", str(db), "--game", f"Demo {game}"],
                         capture_output=True, text=True, env=env, timeout=120)
    assert run.returncode == 0, run.stderr
    found = json.loads(run.stdout.strip().splitlines()[-1])
    assert found["rules"] == [BOARD[game]]     # the board is there; none of the deferred modules is


def test_the_saipan_rolls_tab_makes_its_chart_rolls_when_first_shown(window, qtbot):
    """Issue 17.6: the Saipan window shows without its Rolls tab's chart rolls; showing the tab makes them,
    each with its odds before the roll (14.1 search first)."""
    from tests.ui.hexmap.conftest import open_game

    open_game(window, "saipan")
    board = window.board
    window.show()
    qtbot.waitExposed(window)
    assert board.roll_panel._boxes is None
    board.tabs.setCurrentIndex(next(i for i in range(board.tabs.count())
                                    if board.tabs.widget(i).isAncestorOf(board.roll_panel)))
    boxes = board.roll_panel._boxes
    assert list(boxes) == ["sea_zone_search", "air_attack", "ship_to_ship", "proficiency_check"]
    qtbot.waitUntil(lambda: all(box.isVisible() for box in boxes.values()))   # a layout shows a new child soon
    assert "%" in boxes["sea_zone_search"].odds.text()
