"""Tarawa in the window (done-when of issue 14, Tarawa part): a full turn played through the board's
own widgets: a move along a path, opportunity fire with its odds shown before the roll, a pass each
until the turn ends (4.3), and Edit > Undo of the last step. Also: a bad hex typed in a panel gets a
message and changes nothing."""

from __future__ import annotations

from PySide6.QtCore import Qt

from assistant.core.hexes import DIRECTIONS

S = 2


def _click(qtbot, button):
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def test_a_full_tarawa_turn_through_the_window(tarawa, window, qtbot):
    """Tarawa 4.0-4.3, 4.2.4: the US moves a stack along a path (4.1 B, 5.0 D), the Japanese answer with
    opportunity fire whose odds come first (4.2.4), then passes until four in a row end the turn (4.3);
    Edit > Undo takes back the last pass."""
    board, game = tarawa, tarawa.game
    proc, actions = board.procedures_panel, board.action_panel
    start_turn = game.log().turn
    m = board.map
    frm = game.unit("us-wpn").hex
    to = m.label(m.parse(frm) + DIRECTIONS[S])
    board.picked = ["us-wpn"]
    proc.path_edit.setText(to)
    _click(qtbot, proc.move_btn)
    assert proc.move_error.text() == "" and game.unit("us-wpn").hex == to
    assert game.log().actions[-1].kind == "move" and game.log().next_player == "japanese"
    assert "MP" in proc.move_result.text() or "T4" in proc.move_result.text()
    # the Japanese answer: opportunity fire at the movers set back in their start hex, odds first
    firer = next(u.id for u in game.units() if u.side == "japanese"
                 and game.opportunity.opportunity_preview([u.id], frm).ok and game.opportunity.opportunity_preview([u.id], frm).dice)
    proc.opp_firers.setText(firer)
    proc.opp_hex.setText(frm)
    assert not proc.opp_roll_btn.isEnabled()
    assert proc.opportunity_odds()
    assert "Before rolling" in proc.opp_odds.text() and proc.opp_roll_btn.isEnabled()
    _click(qtbot, proc.opp_roll_btn)
    last = game.log().actions[-1]
    assert last.kind == "combat" and last.combat_kind == "opportunity" and len(last.dice) == 1
    assert "opportunity fire" in proc.opp_result.text()
    if game.log().turn == start_turn:
        assert game.log().next_player == "us"
        assert game.unit("us-wpn").hex == to or "us-wpn" not in {u.id for u in game.units()}
    # a pass each, twice: four in a row end the turn (4.3)
    turn = game.log().turn
    for _ in range(4):
        _click(qtbot, actions.pass_btn)
    assert game.log().turn == turn + 1 and actions.error.text() == ""
    assert f"turn {turn + 1}" in board.frame.title.text()
    window.act_undo.trigger()
    assert game.log().turn == turn and game.log().state.consecutive_passes == 3


def test_bad_values_typed_in_the_procedures_panel_change_nothing(tarawa, window, qtbot):
    """Hardening: a bad hex number ('99.99', 'abc') typed in a Tarawa panel gets a clear message naming
    it, and nothing changes. Issue 22.7: a refused 'Move along the path' shows its error in the move box,
    not under the other procedures."""
    board, game = tarawa, tarawa.game
    proc = board.procedures_panel
    before = [a.to_dict() for a in game.log().actions], sorted((u.id, u.hex) for u in game.units())
    board.picked = ["us-wpn"]
    for bad in ("99.99", "abc"):
        proc.path_edit.setText(bad)
        proc.error.setText("")
        _click(qtbot, proc.move_btn)
        assert bad in proc.move_error.text() and "hex" in proc.move_error.text() and proc.error.text() == ""
        proc.feature_hex.setText(bad)
        proc.feature_cap.setValue(2)
        proc.save_feature()
        assert bad in proc.error.text()
    proc.split_edit.setText("us-2c 2128")
    assert not proc.split_odds() and "unit:hex" in proc.split_odds_lbl.text()
    assert ([a.to_dict() for a in game.log().actions], sorted((u.id, u.hex) for u in game.units())) == before
