"""Issue 13: the players' view fills its window as soon as it is shown (no resize needed) and goes full
screen with F11 (Esc leaves)."""

from __future__ import annotations


def test_players_view_fills_at_once_and_goes_full_screen(window, qtbot):
    pv = window.board.referee_panel.open_players_view()
    qtbot.addWidget(pv)
    pv.resize(1280, 720)
    pv.show()
    qtbot.waitExposed(pv)
    qtbot.wait(20)
    rect = pv.scene.sceneRect()
    vp = pv.view.viewport().size()
    scale = pv.view.transform().m11()
    want = min(vp.width() / rect.width(), vp.height() / rect.height())
    assert abs(scale - want) / want < 0.03
    assert pv.act_full.shortcut().toString() == "F11"
    pv.act_full.trigger()
    assert pv.act_full.isChecked()
    pv.act_leave_full.trigger()
    assert not pv.act_full.isChecked() and not pv.isFullScreen()
