"""Tarawa's side tabs behind "Actions and combat" and "Units" (Procedures, Fog/amtracs, Victory) are made
when first opened (issue 17.6: the first window builds what it shows); opened, each shows the game as it
stands (8.5-8.7: the victory panel's turn; 7.1: the fog panel's hidden units) and follows later changes."""

from __future__ import annotations

from assistant.ui.tarawa.panels import VictoryPanel


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


def test_luzon_tabs_behind_turn_are_made_when_opened(luzon, window):
    """Luzon: the Turn tab (the turn track and the weather's odds, 1.5) is made with the board; Reinf.,
    Units, Supply, Map and Victory when first opened, each refreshed with the forces as they stand."""
    board = luzon
    assert board.lazy_tabs.made == {}
    titles = [board.tabs.tabText(i) for i in range(board.tabs.count())]
    assert titles == ["Turn", "Reinf.", "Units", "Supply", "Map", "Victory"]
    board.tabs.setCurrentIndex(titles.index("Supply"))
    assert set(board.lazy_tabs.made) == {"supply"}
    assert board.tabs.currentWidget().widget() is board.supply_panel
    assert len(board.panels) == 6 and set(board.lazy_tabs.made) == {"reinf", "units", "supply", "map", "victory"}
    board.refresh()


def test_saipan_fleet_rolls_and_vps_wait_for_their_tabs(saipan, window):
    """Saipan: Day, Units and Ground (a pick shows its plan, 11.0) are made with the board; Fleet (the search
    odds, 14.1), Rolls and VPs (16.4) when first opened or asked for."""
    board = saipan
    assert board.lazy_tabs.made == {}
    titles = [board.tabs.tabText(i) for i in range(board.tabs.count())]
    assert titles == ["Day", "Units", "Ground", "Fleet", "Rolls", "VPs"]
    board.tabs.setCurrentIndex(titles.index("VPs"))
    assert set(board.lazy_tabs.made) == {"vps"}
    assert board.fleet_panel is board.lazy_tabs.made["fleet"]
    board.refresh()
