"""Tarawa fog of war and landings in the window: hiding a picked unit (7.1 A) shows an H to the
referee and a force marker in the players' view window; a sight-line dispute's odds come before its
roll (4.2.1 D); a beach assault from the amtrac box (6.2 B); every button pushes one undoable change."""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import Qt

from assistant.games.game_settings import rulings_change


def _click(qtbot, button):
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def test_hide_and_the_players_view(tarawa, window, qtbot):
    """Tarawa 7.1 A: the referee hides a Japanese unit; the players' view shows a force marker, not the
    unit; Edit > Undo brings it back into sight."""
    board, game = tarawa, tarawa.game
    fog = board.fog_panel
    board.hub.push(rulings_change(game.session, replace(game.rulings(), optional_hidden=True)))
    board.picked = ["j-snlf-2"]
    _click(qtbot, fog.hide_btn)
    assert fog.error.text() == "" and game.unit("j-snlf-2").hidden
    assert board.counter_of(game.unit("j-snlf-2")).name.startswith("H·")
    _click(qtbot, fog.players_btn)
    pv = board.players_view
    assert pv is not None and "j-snlf-2" not in pv.shown and "" in pv.shown and "us-2c" in pv.shown
    window.act_undo.trigger()
    assert "j-snlf-2" in pv.shown
    pv.close()


def test_sight_dispute_odds_first_then_the_roll(tarawa, window, qtbot):
    """Tarawa 4.2.1 D: the odds at the referee's split show before the roll button is live; the roll is
    one change, not an action."""
    board, game = tarawa, tarawa.game
    fog = board.fog_panel
    fog.sight_a.setText("2127")
    fog.sight_b.setText("2130")
    assert not fog.sight_btn.isEnabled()
    assert fog.sight_odds() and "Before rolling" in fog.sight_odds_lbl.text()
    n = len(game.log().actions)
    _click(qtbot, fog.sight_btn)
    assert game.fire.sight_rulings() and len(game.log().actions) == n
    fog.sight_a.setText("99.99")
    assert not fog.sight_odds() and "99.99" in fog.sight_odds_lbl.text()


def test_beach_assault_from_the_amtrac_box(tarawa, window, qtbot):
    """Tarawa 6.2 B, D, F: put the picked Marine inside the amtrac, then the beach assault lands it as one
    movement action."""
    board, game = tarawa, tarawa.game
    fog = board.fog_panel
    fog.amtrac_id.setText("us-lvt-1")
    board.picked = ["us-1b"]
    _click(qtbot, fog.load_btn)
    assert game.unit("us-1b").carried_by == "us-lvt-1"
    fog.amtrac_hex.setText("2226")
    _click(qtbot, fog.assault_btn)
    assert fog.error.text() == "" and game.unit("us-1b").hex == "2226"
    assert game.log().actions[-1].kind == "move" and "beach assault" in fog.result.text()
