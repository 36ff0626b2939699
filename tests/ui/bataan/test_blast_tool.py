"""Grenades and knee mortars from the board (issue 13.4): the blast tool (G) lays the blast template
where the referee clicks and opens the Grenade dialog with that point, its range from the thrower, who
is caught and the odds, all from ``BataanGame.grenade_preview`` (the function the throw uses)."""

from __future__ import annotations

from assistant.games.bataan.catalogue import throw_shown

import math

from PySide6.QtCore import QPointF, Qt

from assistant.ui.bataan.flow.dialogs import GrenadeDialog

from .test_board_play import _goto


def _click(qtbot, board, x, y):
    view = board.view
    pos = view.mapFromScene(QPointF(x, y))
    qtbot.mouseMove(view.viewport(), pos)
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=pos)


def _toward(a, b, dist):
    d = math.hypot(b.x - a.x, b.y - a.y)
    return a.x + (b.x - a.x) * dist / d, a.y + (b.y - a.y) * dist / d


def test_a_click_with_the_blast_tool_opens_the_grenade_dialog_at_that_point(board, window, qtbot):
    """B12: an American grenade lands where the referee clicks; the dialog shows the point, the range from
    the thrower (within his 6"), who is in the 3" blast and the chart's odds, exactly as grenade_preview
    gives them; the template lies at the point; Escape puts the tool down and the template away."""
    _goto(window, "fire_stationary")
    figs = board.table._figures
    thrower, aim = figs["US2-2"], figs["JP4-11"]
    board.select([thrower.id])
    board.view.setFocus()
    qtbot.keyClick(board.view, Qt.Key.Key_G)
    assert board.tool.key == "blast"
    assert board.state.show_blast and board.state.blast_radius_in == 3.0      # B12: 3" round an American's
    x, y = _toward(thrower, aim, 4.0)
    _click(qtbot, board, x, y)
    dlg = board.referee_panel.dialog
    assert isinstance(dlg, GrenadeDialog) and not dlg.mortar.isChecked()
    px = board.view.px_per_in()
    assert abs(dlg.x.value() - x) <= 1.5 / px and abs(dlg.y.value() - y) <= 1.5 / px   # a pixel's worth
    assert board.state.blast_at == (dlg.x.value(), dlg.y.value()) or \
        math.dist(board.state.blast_at, (x, y)) <= 1.5 / px
    pv = board.game.blasts.grenade_preview(thrower.id, dlg.x.value(), dlg.y.value(), False)
    shown = dlg.odds.toPlainText()
    assert shown == throw_shown(pv).text()          # issue 22.3: the one odds table, from the same preview
    assert any("range" in r for r in pv.check.reasons)          # its range from the thrower, in words
    assert f"{dlg.x.value():.1f}" in shown.splitlines()[0]
    assert "in the blast:" in shown and "what it does" in shown
    assert dlg.odds.tables() and dlg.odds.tables()[0].rowCount() == len(pv.chances)
    # the referee edits the point in the dialog: the template follows it
    dlg.x.setValue(dlg.x.value() + 1.0)
    assert board.state.blast_at[0] == dlg.x.value()
    dlg.reject()
    qtbot.keyClick(board.view, Qt.Key.Key_Escape)
    assert board.tool.key == "select"
    assert not board.state.show_blast                            # it was off before the tool took it


def test_the_blast_tool_catches_the_figures_the_core_finds(board, window, qtbot):
    """B12: the figures the dialog says are caught are the Japanese within 3" of the click, nearest first,
    as BataanGame.grenade_preview finds them; with nobody selected a click says whom to select."""
    _goto(window, "fire_stationary")
    figs = board.table._figures
    board.clear_selection()
    board.set_tool("blast")
    aim = figs["JP4-11"]
    _click(qtbot, board, aim.x, aim.y)
    assert board.referee_panel.dialog is None or not board.referee_panel.dialog.isVisible()
    assert "Select the figure who throws" in board.last_message
    board.select(["US2-2"])
    _click(qtbot, board, aim.x + 0.5, aim.y)
    dlg = board.referee_panel.dialog
    pv = board.game.blasts.grenade_preview("US2-2", dlg.x.value(), dlg.y.value(), False)
    assert aim.id in pv.in_blast
    assert f"in the blast: {', '.join(pv.in_blast)}" in dlg.odds.toPlainText()
    dlg.reject()


def test_a_knee_mortar_man_clicking_opens_the_knee_mortar_dialog(board, window, qtbot):
    """B13: the Japanese knee mortar (12") opens as a knee mortar, with the 2" template of the second hit."""
    _goto(window, "fire_stationary")
    figs = board.table._figures
    mortar = next(f for f in figs.values() if f.role == "knee_mortar" and f.alive)
    target = min((f for f in figs.values() if f.side == "american"), key=lambda f: math.dist(f.centre, mortar.centre))
    board.select([mortar.id])
    board.set_tool("blast")
    assert board.state.blast_radius_in == 2.0
    x, y = _toward(mortar, target, min(8.0, math.dist(mortar.centre, target.centre)))
    _click(qtbot, board, x, y)
    dlg = board.referee_panel.dialog
    assert dlg.mortar.isChecked()
    pv = board.game.blasts.grenade_preview(mortar.id, dlg.x.value(), dlg.y.value(), True)
    assert dlg.odds.toPlainText() == throw_shown(pv).text()
    assert "Knee mortar" in dlg.odds.toPlainText()
    dlg.reject()
