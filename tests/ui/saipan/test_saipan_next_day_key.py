"""Issue 13: every hex game has a key for the next turn. On Saipan, Turn > Next turn runs the Turn Record
Phase (10.0): refused with the steps still to do named while the day's checklist is open."""

from __future__ import annotations


def test_next_turn_key_on_saipan_runs_the_turn_record_phase(window):
    window.create_and_open("saipan", "Keys", setup="blank")
    board = window.board
    act = next(a for m in window.menuBar().actions() if m.menu() for a in m.menu().actions()
               if a.text().replace("&", "").startswith("Next turn"))
    day = board.game.checklist.turn
    act.trigger()                                   # steps not done: refused, the Day tab says which
    assert board.game.checklist.turn == day and board.day_panel.error.text()
    board.day_panel.force.setChecked(True)
    act.trigger()
    assert board.game.checklist.turn == day + 1
    window.act_undo.trigger()
    assert board.game.checklist.turn == day
