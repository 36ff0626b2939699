"""The MacArthur battle dialog on a 1280x720 screen (issue 23): it fits the screen's available area
(about 1280x690), frame included, and the dice result of a roll is in sight without scrolling (pinned
under the forces and odds, above Roll and Apply), while the whole story stays in the scroll area."""

from __future__ import annotations

from PySide6.QtCore import QRect
from PySide6.QtWidgets import QApplication

AVAILABLE = QRect(0, 0, 1280, 690)      # a 1280x720 screen less its task bar


def _battle(window):
    window.create_and_open("macarthur_korea", "Korea test")
    board = window.board
    board.turn_tab.turn_card(6)
    assert board.move_tab.move("Taegu", "Kumchon", 0, 3)
    return board.open_battle("Kumchon", show=False)


def _in_sight(dlg, widget) -> bool:
    """All of ``widget`` is drawn: inside the dialog and not cut by a scroll area's viewport."""
    top_left = widget.mapTo(dlg, widget.rect().topLeft())
    return (widget.isVisible() and dlg.rect().contains(QRect(top_left, widget.size()))
            and widget.visibleRegion().boundingRect() == widget.rect())


def test_the_battle_dialog_fits_1280x720_with_the_dice_result_in_sight(window, qtbot):
    """Issue 23: 'the battle dialog is 821x680 at 1280x720 and the dice result lands below the fold'."""
    dlg = _battle(window)
    qtbot.addWidget(dlg)
    dlg.fit_to(AVAILABLE)
    dlg.show()
    qtbot.waitExposed(dlg)
    frame = QRect(dlg.pos(), dlg.size())
    assert dlg.width() + dlg.FRAME_W <= AVAILABLE.width() and dlg.height() + dlg.FRAME_H <= AVAILABLE.height()
    assert AVAILABLE.contains(frame)
    dlg.roll_round()
    while dlg.result is None:
        dlg.choose_tie("refight")
        dlg.roll_round()
    QApplication.processEvents()
    assert dlg.result_text.parent() is not dlg.scroll.widget()
    assert not dlg.scroll.widget().isAncestorOf(dlg.result_text)
    assert "Winner" in dlg.result_text.text() and "Round" in dlg.result_text.text()
    assert _in_sight(dlg, dlg.result_text)
    for btn in (dlg.apply_btn, dlg.roll_btn):
        assert _in_sight(dlg, btn)
    assert "Rulings used" in dlg.result_log.text()          # the full story, in the scroll area
    dlg.close()


def test_fit_to_a_small_screen_keeps_the_dialog_on_it(window, qtbot):
    """Issue 23: the dialog sizes itself to the available area of the screen it opens on."""
    dlg = _battle(window)
    qtbot.addWidget(dlg)
    dlg.move(900, 500)
    dlg.fit_to(AVAILABLE)
    assert dlg.height() == AVAILABLE.height() - dlg.FRAME_H and dlg.width() <= 1100
    assert dlg.y() + dlg.height() + dlg.FRAME_H <= AVAILABLE.bottom() + 1
    assert dlg.x() + dlg.width() + dlg.FRAME_W <= AVAILABLE.right() + 1
