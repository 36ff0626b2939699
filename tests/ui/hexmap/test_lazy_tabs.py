"""Tarawa's side tabs behind "Actions and combat" and "Units" (Procedures, Fog/amtracs, Victory) are made
when first opened (issue 17.6: the first window builds what it shows); opened, each shows the game as it
stands (8.5-8.7: the victory panel's turn; 7.1: the fog panel's hidden units) and follows later changes."""

from __future__ import annotations

from assistant.ui.hexmap.tarawa_panels import VictoryPanel


def test_hidden_tabs_are_made_when_opened_and_follow_the_game(tarawa, window, qtbot):
    board = tarawa
    lazy = board.lazy_tabs
    assert lazy.made == {}                                   # nothing behind the first tabs yet
    titles = [board.tabs.tabText(i) for i in range(board.tabs.count())]
    assert titles[:2] == ["Actions and combat", "Units"] and len(titles) == 5
    board.tabs.setCurrentIndex(titles.index("Victory"))
    victory = lazy.made.get("victory")
    assert isinstance(victory, VictoryPanel) and victory.isVisibleTo(board)
    assert board.tabs.currentWidget().widget() is victory    # in its scroll area
    assert set(lazy.made) == {"victory"}                     # the others still wait
    assert board.fog_panel is lazy.get("fog")                # asked for by the board: made then
    assert board.fire_twice_box is not None and "procedures" in lazy.made
    board.refresh()                                          # made panels follow the game from now on
    assert board.victory_panel is victory
