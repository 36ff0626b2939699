"""Issue 11, "one descriptor per game": the throwaway eighth game (tests/eighth_game) in the real window.
Its board is found by its descriptor, File > New game offers it with its own set-ups, the Roll panel
lists its charts and sides and rolls with odds from the same function, Help > Rules reference shows its
page and Game > Rulings its one point."""

from __future__ import annotations

import pytest

from assistant.games import registry


@pytest.fixture()
def duel():
    from tests.eighth_game import GAME

    registry.register(GAME)
    yield GAME
    registry.unregister(GAME.family)


def test_the_eighth_game_in_the_window(window, qtbot, duel):
    from tests.eighth_game.board import DuelBoard

    from assistant.ui.dialogs import NewGameDialog
    from assistant.ui.reference import RulesReference
    from assistant.ui.rulings_dialog import RulingsDialog

    dlg = NewGameDialog(window)
    row = next(i for i in range(dlg.kinds.count()) if dlg.kinds.item(i).text().startswith("Duel"))
    dlg.kinds.setCurrentRow(row)
    assert [dlg.setup.itemText(i) for i in range(dlg.setup.count())] == ["Both champions fresh",
                                                                         "North already wounded"]
    dlg.setup.setCurrentIndex(1)
    kind_id, _name, setup = dlg.choice()
    assert (kind_id, setup) == ("duel", "demo")

    window.create_and_open("duel", "Eighth", demo=True)
    board = window.board
    assert isinstance(board, DuelBoard) and "North 1 wounds" in board.score.text()

    from assistant.ui.panels.roll import RollPanel

    panel = window.docks["roll"].widget()   # made when first asked for (the window starts without it)
    assert isinstance(panel, RollPanel)
    assert [panel.side.itemText(i) for i in range(panel.side.count())] == ["", "North", "South"]
    panel.select_chart("blow")
    assert "Hit: one wound" in panel.odds.text()
    panel.roll()
    assert panel.result.text()

    board.strike.click()
    assert window.hub.session.history()[-1]["text"].startswith("North strikes")

    ref = RulesReference(window.hub, window)
    assert ref.tabs.tabText(0) == "Duel"
    rulings = RulingsDialog(window.hub, window)
    assert list(rulings.editors) == ["d1_twelve_always_hits"]
