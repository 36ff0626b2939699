"""The Luzon board in the real window: the optional variations offered once after a new game from the
printed set-up (4.0, L6), the supply trace drawn on the map (2.1b, 3.1a), the Map tab's terrain
painting, the air strips (1.3c), and a Japanese rebuild from the Dead Pile (2.1d)."""

from __future__ import annotations


def printed_board(window, qtbot):
    window.create_and_open("luzon", "Printed", setup="printed")
    board = window.board
    qtbot.waitUntil(lambda: board.options_dialog is not None and board.options_dialog.isVisible(), timeout=3000)
    return board


def test_variations_offered_once_after_a_printed_new_game(window, qtbot):
    """L6 / 4.0: the options dialog opens by itself once; OK with Japanese 1 ticked makes its set-up
    change on the untouched set-up; it is not offered again."""
    board = printed_board(window, qtbot)
    dlg = board.options_dialog
    dlg.boxes[("japanese", 1)].setChecked(True)
    dlg.apply()
    assert board.session.settings["options"] == {"japanese": [1], "allied": []}
    assert board.forces().get("jp_2for_48").hex == "6.42"
    assert not board.asks_for_options()
    qtbot.waitUntil(lambda: board.options_dialog is None, timeout=2000)
    board.offer_options()
    assert board.options_dialog is None


def test_demo_game_is_not_asked(luzon):
    """The demo stays a demo: no options dialog."""
    assert not luzon.asks_for_options() and luzon.options_dialog is None


def test_supply_trace_is_drawn_on_the_map(window, qtbot):
    """3.1a: painted rail joins a town to Manila; the trace of a unit there is drawn as a line on the map."""
    board = printed_board(window, qtbot)
    board.options_dialog.apply()
    mp, sp = board.map_panel, board.supply_panel
    for label in ("17.17", "17.18", "17.19"):
        board.on_hex_clicked(board.map.parse(label))
        assert mp.hex_edit.text() == label
        mp.flags["rail"].setChecked(True)
        assert mp.save_hex(), mp.error.text()
    mp.pick("17.19")
    mp.town.setCurrentIndex(mp.town.findData("village"))
    assert mp.save_hex()
    assert any(True for _ in board.view.layer_items("terrain_rail"))
    sp.reach.setValue(1)
    assert sp.set_reach()
    board.units_panel.refresh(board.forces())
    board.hub.push(board.game.units.move("us_92_91", "17.20"))
    sp.unit_box.setCurrentIndex(sp.unit_box.findData("us_92_91"))
    assert sp.trace_one(), sp.trace_list.item(0).text()
    assert board.view.layer_items("supply_trace")
    assert "17.16" in sp.trace_list.item(0).text()


def test_bad_hex_in_map_tab_shows_a_message(luzon):
    """Hardening: 99.99 or abc typed in the Map tab gets a clear message; nothing is written."""
    mp = luzon.map_panel
    before = luzon.game.map.export_terrain()
    for bad in ("99.99", "abc"):
        mp.hex_edit.setText(bad)
        assert not mp.save_hex()
        assert "hex" in mp.error.text()
    assert luzon.game.map.export_terrain() == before


def test_air_strip_capture_flips_it(luzon):
    """1.3c: the picked strip flips to the Japanese side; undo flips it back."""
    mp = luzon.map_panel
    mp.strips.setCurrentRow(1)
    assert mp.capture(), mp.error.text()
    assert luzon.game.rebuilds.air_strips()["11.33"] == "japanese"
    assert "Japanese" in mp.strips.item(1).text()


def test_units_panel_rebuilds_a_japanese_unit_from_the_dead_pile(luzon):
    """2.1d: pick a Japanese Dead Pile unit, type the Replacement Table result and a hex near Agoo."""
    up = luzon.units_panel
    luzon.hub.push(luzon.game.units.eliminate("jp_1for_48"))
    row = next(r for r in range(up.table.rowCount()) if up.table.item(r, 1).data(256) == "jp_1for_48")
    up.table.selectRow(row)
    assert up.hex_edit.text() == "7.39"
    up.crt_edit.setText("1 Pax")
    up.hex_edit.setText("7.38")
    assert up.rebuild(), up.error.text()
    assert luzon.forces().get("jp_1for_48").hex == "7.38"
