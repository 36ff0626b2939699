"""Tarawa 4.1 F optional in the window: the Procedures tab's fire-twice box shows the odds first (both
shots of the weapon, the chance it burns out), refuses while the optional rule is off, rolls one change,
and Edit > Undo takes it back."""

from __future__ import annotations

from dataclasses import replace

from assistant.games.game_settings import rulings_change
from assistant.games.tarawa.units import Unit


def test_fire_twice_box_odds_first_then_one_change(tarawa, window):
    """Tarawa 4.1 F (optional): a 0-MP crew-served weapon fires twice on a proficiency check; above its
    proficiency it is eliminated after firing both dice."""
    board, game = tarawa, tarawa.game
    box = board.fire_twice_box
    proc = board.procedures_panel
    assert proc.layout().indexOf(box) >= 0                        # in the Procedures tab
    board.hub.push(game.moves.place_unit(Unit("j-gun", "japanese", "crew_weapon", "37mm gun", 5, 3, 2, 2, 6, "2228", 5,
                                        True, ma=0)))
    if game.log().next_player != "japanese":
        board.hub.push(game.turn.pass_())
    board.picked = ["j-gun"]
    box.target.setText("2127")
    assert not box.show_odds() and "optional rule of 4.1 F" in box.odds.text()
    assert not box.roll_btn.isEnabled()
    board.hub.push(rulings_change(game.session, replace(game.rulings(), optional_fire_twice=True)))
    assert box.show_odds() and box.roll_btn.isEnabled()
    assert "fires twice" in box.odds.text() and "40%" in box.odds.text() and "49%" in box.odds.text()
    n = len(game.log().actions)
    box.roll_btn.click()
    assert box.error.text() == "" and len(game.log().actions) == n + 1
    assert "fired twice" in box.result.text()
    window.act_undo.trigger()
    assert len(game.log().actions) == n and game.unit("j-gun").hex == "2228"
