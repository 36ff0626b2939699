"""A whole demo Last Stand on Bataan game played through the REAL main window (board, referee panel, roll
log, undo stack, SQLite file): moves by dragging figures on the board, fire and a grenade through the
panel's odds dialogs, a wave ended with resurrection and the commander's rotation (B19-B21), a Banzai
Charge with its runs (VI.D) into melee (B17), the Americans leaving and the victory screen (B22); then
undo back through the last steps and check the database."""

from __future__ import annotations

import pytest

pytest.importorskip("pytestqt")

from PySide6.QtCore import QEvent, QPointF, Qt  # noqa: E402
from PySide6.QtGui import QMouseEvent  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from assistant.games.bataan.game_state import GameState  # noqa: E402
from assistant.store import records  # noqa: E402


@pytest.fixture(autouse=True)
def _plain_board(monkeypatch):
    monkeypatch.setenv("TABLE_ASSISTANT_DEMO_OVERLAYS", "0")


def _mouse(view, kind, xy, buttons=Qt.MouseButton.LeftButton):
    pos = QPointF(view.mapFromScene(QPointF(*xy)))
    glob = QPointF(view.viewport().mapToGlobal(pos.toPoint()))
    etype = {"press": QEvent.Type.MouseButtonPress, "move": QEvent.Type.MouseMove,
             "release": QEvent.Type.MouseButtonRelease}[kind]
    btn = Qt.MouseButton.NoButton if kind == "move" else Qt.MouseButton.LeftButton
    held = Qt.MouseButton.NoButton if kind == "release" else buttons
    QApplication.sendEvent(view.viewport(), QMouseEvent(etype, pos, glob, btn, held, Qt.KeyboardModifier.NoModifier))


def drag(board, fid, to, steps=8):
    """Drag a figure on the board view with the mouse, as the referee does."""
    x0, y0 = board.table.figure(fid).centre
    _mouse(board.view, "press", (x0, y0))
    for k in range(1, steps + 1):
        _mouse(board.view, "move", (x0 + (to[0] - x0) * k / steps, y0 + (to[1] - y0) * k / steps))
    _mouse(board.view, "release", to)


def accept(panel):
    dlg = panel.dialog
    assert dlg is not None and dlg.isVisible(), "the panel opened no dialog"
    assert dlg.go.isEnabled(), dlg.odds.toPlainText() + dlg.problem.text()
    dlg.accept()
    assert not dlg.isVisible(), dlg.problem.text()
    return dlg


def rolls(window):
    s = window.hub.session
    return s.store.rows("SELECT chart, actor, dice FROM rolls WHERE game_id = ? ORDER BY id", [s.game_id])


def state(window) -> GameState:
    return GameState.from_state(window.hub.session.state)


def goto(window, phase):
    panel = window.board.referee_panel
    for _ in range(10):
        if state(window).clock.phase.value == phase:
            return
        assert panel.next_phase(), panel.status.text()
    raise AssertionError(f"never reached {phase}")


def test_a_whole_game_through_the_main_window(window, qtbot, monkeypatch):
    window.resize(1600, 1000)
    board = window.board
    panel = board.referee_panel
    game = panel.game
    hub = window.hub
    s = hub.session
    board.view.fit()

    # --- set-up (before the first move: a drag only places figures) -------------------------------
    us = board.table.figure("US2-2")
    jp = ["JP4-10", "JP4-11", "JP4-12"]           # 4th Platoon: no command needed (B6)
    assert board.move_figures({"JP4-10": (us.x - 6.5, us.y + 4.0),     # out of his sight for now (B4)
                               "JP4-11": (us.x + 0.0, us.y + 4.6),
                               "JP4-12": (us.x + 1.5, us.y + 4.6)})
    assert not state(window).turns                                  # set-up records no move
    board.select(["US2-2"])
    board.act_revealed.trigger()                                    # the figure menu: he is placed (B15)
    assert board.table.figure("US2-2").revealed

    # --- wave 1, turn 1: the 1st Platoon orders no Banzai Charge -----------------------------------
    assert "1st Platoon" in panel.header.text()
    goto(window, "japanese_move")
    before = hub.undo_stack.index()
    drag(board, "JP4-10", (us.x - 5.0, us.y + 4.0))                 # 1.5": a walk, recorded with the move
    assert hub.undo_stack.index() == before + 1
    t = state(window).turn("JP4-10")
    assert t.mode.value == "walk" and t.moved_in == pytest.approx(3.0, abs=0.1)   # jungle: double (B7)
    drag(board, "JP4-11", (us.x, us.y + 4.6 + 10.0))                # 10" in jungle: past the run, refused
    assert hub.undo_stack.index() == before + 1
    assert "Move refused" in board.last_message
    goto(window, "american_move")
    drag(board, "US2-3", (board.table.figure("US2-3").x, board.table.figure("US2-3").y + 1.0))
    assert state(window).turn("US2-3").mode.value == "walk"

    goto(window, "fire_stationary")
    n_rolls = len(rolls(window))
    board.select(["US2-2", "JP4-11"])                               # the Scout fires at the nearest
    dlg = panel.open_fire()
    assert "Chance of hits" in dlg.odds.toPlainText() and dlg.odds.tables()   # issue 22.3: a table
    accept(panel)
    assert len(rolls(window)) > n_rolls
    assert any(r["chart"].startswith("bataan:") and r["actor"] == "US2-2" for r in rolls(window))

    goto(window, "fire_moved")
    board.select(["US2-3", "JP4-12"])                               # he walked: a grenade is allowed (B26)
    dlg = panel.open_grenade()
    assert "killed" in dlg.odds.toPlainText()
    accept(panel)
    assert state(window).turn("US2-3").thrown

    # the referee marks a Japanese figure dead by hand (figure menu), so the wave has a loss to bring back
    board.select(["JP4-10"])
    board.wound_actions["dead"].trigger()
    assert not board.table.figure("JP4-10").alive
    goto(window, "melee")
    if game.close_combat.melee_groups():
        panel.open_melee()
        accept(panel)

    # --- end of wave 1: resurrection on the new start line, the 2nd Platoon commands (B19-B21) ------
    panel.open_end_wave()
    accept(panel)
    assert state(window).clock.wave == 2 and game.commander == 2
    assert "2nd Platoon" in panel.header.text()
    assert board.table.figure("JP4-10").alive                      # he is back (VI.B)
    assert [w["number"] for w in game.waves()] == [1]
    assert len(panel.history.waves) == 1

    # --- wave 2: Banzai! every Japanese runs at his nearest visible American (VI.D) --------------------
    asked = []     # play has begun: a placement by hand is a correction, asked first (issue 23.3)
    monkeypatch.setattr(board, "ask_correction", lambda text: asked.append(text) or True)
    assert board.move_figures({fid: (us.x + dx, us.y + dy) for fid, (dx, dy) in
                               zip(jp, ((0.6, 4.0), (1.8, 4.0), (3.0, 4.0)))})   # the referee's placement
    assert asked and hub.undo_stack.text(hub.undo_stack.index() - 1).startswith("Correction: ")
    panel.open_banzai()
    accept(panel)
    assert "BANZAI" in panel.header.text()
    goto(window, "japanese_move")
    dlg = panel.open_banzai_moves()
    ours = {p.figure: p for p in dlg.proposals if p.figure in jp}
    assert {p.target for p in ours.values()} <= {"US2-2", "US2-3"}          # the revealed ones (B15)
    assert ours["JP4-11"].target == "US2-2" and ours["JP4-11"].contact
    assert board.arrows_overlay.arrows
    others = [p.figure for p in dlg.proposals if p.moves and p.figure not in jp]
    for fid in others:                                              # the referee keeps only the charge here
        dlg.set_ticked(fid, False)
    accept(panel)
    assert all(state(window).turn(f).mode.value == "run" for f in jp)
    assert game.close_combat.melee_groups()
    goto(window, "fire_stationary")
    board.select(["JP4-12", "US2-2"])
    dlg = panel.open_fire()
    assert not dlg.go.isEnabled() and "Banzai" in dlg.problem.text()     # no Japanese fire (VI.D)
    dlg.reject()
    goto(window, "melee")
    n_rolls = len(rolls(window))
    panel.open_melee()
    accept(panel)
    assert len(rolls(window)) > n_rolls
    assert any(r["chart"].startswith("bataan:melee") for r in rolls(window)[n_rolls:])
    assert not game.close_combat.melee_groups()                                  # to the death (B17)

    # --- the Americans are driven off the table: victory in wave 2 (B22) -----------------------------
    steps_before_leave = hub.undo_stack.index()
    dump_before_leave = s.store.dump()
    board.select([f.id for f in game.on_table("american")])
    panel.open_leave()
    accept(panel)
    v = game.victory()
    assert v["level_name"] == "Japanese Impressive"
    win = panel.open_victory_screen()
    qtbot.addWidget(win)
    assert win.isVisible() and panel.victory_view.table.rowCount() == 8
    assert not panel.next_button.isEnabled()
    assert [w["number"] for w in game.waves()] == [1, 2] and game.waves()[-1]["final"]
    assert records.get(s.store, s.game_id, "victory", "result")["level_name"] == "Japanese Impressive"
    charts = {r["chart"] for r in rolls(window)}
    assert {"bataan:melee"} & {c.split("_")[0] for c in charts} or any("melee" in c for c in charts)

    # --- undo back through the last steps; the database follows ----------------------------------------
    window.act_undo.trigger()
    assert s.store.dump() == dump_before_leave
    assert game.victory() is None and records.get(s.store, s.game_id, "victory", "result") is None
    assert panel.next_button.isEnabled()
    for _ in range(3):                                               # the melee, and two phase steps
        window.act_undo.trigger()
    assert hub.undo_stack.index() == steps_before_leave - 3
    assert state(window).clock.phase.value == "fire_stationary"
    assert len(rolls(window)) == n_rolls                             # the melee's rolls are gone with it
    assert game.close_combat.melee_groups()                                       # the charge's contacts are back
    window.act_redo.trigger()
    assert state(window).clock.phase.value == "fire_moved"
