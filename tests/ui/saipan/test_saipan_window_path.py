"""Issue 22.7, Saipan: the window path is the command path. A click-move runs the same checked command
as the catalogue (MA, ZOC, phase, game over); fog of war is set up with buttons; a unit off the map can
board a transport; the Ground tab's Retreat after a bombardment works; the printed set-up opens as a
procedure; the day checklist follows the Record. Real widgets, a real database."""

from __future__ import annotations

from PySide6.QtCore import Qt

from assistant.games.saipan.commands import SaipanGame


def _click(board, label: str) -> None:
    board.units_btn.setChecked(True)
    board.on_hex_clicked(board.map.parse(label))


def test_a_click_move_is_checked(saipan, window):
    """10.0 B1, 11.0 A: the 43 Div HQ (MA 4) clicked 14 hexes away is refused in the US player-turn and, in
    its own, for its MA; the refusal shows in the Units tab, nothing is recorded; a legal click moves it."""
    b = saipan
    store, gid = window.hub.store, window.hub.session.game_id
    n = len(store.history(gid))
    _click(b, "1817")
    assert b.picked == ["j-hq"]
    _click(b, "1831")
    assert "10.0 B1" in b.units_panel.error.text() and b.game.unit("j-hq").hex == "1817"
    b.run(b.game.sequence.tick, "player1.assault")                     # on to the Japanese player-turn
    _click(b, "1831")
    assert "14 MP of its 4" in b.units_panel.error.text() and b.game.unit("j-hq").hex == "1817"
    assert len(store.history(gid)) == n + 1                    # the tick only
    _click(b, "1819")
    assert b.game.unit("j-hq").hex == "1819" and b.units_panel.error.text() == ""
    assert "player2.move" in b.game.checklist.done             # the checklist follows the Record


def test_no_click_move_after_the_game(saipan):
    """16.4 C: after the last Turn Record Phase a click-move is refused."""
    b = saipan
    while not b.game.checklist.over:
        b.run(b.game.sequence.advance_day, True)
    _click(b, "1124")
    _click(b, "1123")
    assert "16.4 C" in b.units_panel.error.text() and b.game.unit("us-2mar-6").hex == "1124"


def test_fog_of_war_and_the_correction_from_the_ground_tab(saipan):
    """15.2 A, 15.3: Hide picked puts a unit under a force marker (the US view then lists no ratings for
    it); Make a dummy adds one; the correction moves only with its box ticked and is named in the Record."""
    b, g = saipan, saipan.ground_panel
    b.pick(["j-118"])
    g.hide_btn.click()
    assert g.error.text() == "" and b.game.unit("j-118").hidden
    g.dummy_hex.setText("1520")
    g.dummy_btn.click()
    assert any(u.dummy and u.hex == "1520" for u in b.game.units())
    g.viewer.setCurrentIndex(g.viewer.findData("us"))
    assert "118" not in g.fog.text() and "force marker" in g.fog.text()
    b.pick(["j-136"])
    g.corr_hex.setText("1530")
    assert not g.corr_btn.isEnabled()
    g.correction.setChecked(True)
    g.corr_btn.click()
    assert b.game.unit("j-136").hex == "1530" and not g.correction.isChecked()
    assert "Correction" in b.hub.store.history(b.game.game_id)[-1]["text"]


def test_a_unit_off_the_map_boards_a_transport(saipan):
    """16.3 C, 14.6 A: a US unit placed off the map from the Units tab can board a transport."""
    b, p = saipan, saipan.units_panel
    p.side.setCurrentIndex(p.side.findData("us"))
    p.kind.setCurrentIndex(p.kind.findData("marines"))
    p.name.setText("2nd Marines")
    p.ratings.setText("5-6-8/7")
    assert b.place_off_map() and b.game.unit("u-2nd-marines").hex == ""
    b.run(b.game.transports.embark, "us-apa-1", ["u-2nd-marines"])
    assert b.game.transports.aboard_any()["u-2nd-marines"] == "us-apa-1"


def test_retreat_after_a_bombardment_from_the_ground_tab(saipan):
    """Issue 22.7: declare a bombardment, roll, read a retreat, select it, press Retreat: the stack
    retreats (no TypeError)."""
    b, g = saipan, saipan.ground_panel
    g.side.setCurrentIndex(g.side.findData("us"))
    g.b_target.setText("1224")
    g.sources.setText("ship GHOST-99 DD 1124 2 2")
    g.bomb_btn.click()
    assert "GHOST-99" in g.error.text() and not b.game.combats.combat_data()
    g.sources.setText("ship us-dd-phelps DD 1124 2 2")
    g.bomb_btn.click()
    assert g.error.text() == ""
    g.list.setCurrentRow(0)
    g.roll_btn.click()
    g.dfn.retreat.setChecked(True)
    g.enter_results()
    g.list.setCurrentRow(0)
    g.r_role.setCurrentIndex(g.r_role.findData("defender"))
    g.r_path.setText("1324 1424")
    g.retreat_btn.click()
    assert g.error.text() == "" and b.game.unit("j-118").hex == "1424"


def test_printed_setup_opens_as_a_procedure(window):
    """16.1, 16.3, 8.3 (issue 22.7): the printed set-up opens with the order of battle off the map, the
    Day tab's first step the set-up, and the set-up check listing what remains."""
    window.create_and_open("saipan", "Printed", demo=False, setup="printed")
    b = window.board
    assert "off the map" in b.day_panel.next_lbl.text() and "Set-up" in b.day_panel.next_lbl.text()
    b.ground_panel.check_btn.click()
    assert "16.1 A" in b.ground_panel.fog.text() and "14.6 A" in b.ground_panel.fog.text()
    assert any("off the map" in b.units_panel.list.item(i).text() or "[sample]" in b.units_panel.list.item(i).text()
               for i in range(b.units_panel.list.count()))
    # a unit waiting off the map is picked in the list and set up with a click on the map
    for i in range(b.units_panel.list.count()):
        item = b.units_panel.list.item(i)
        if item.data(Qt.ItemDataRole.UserRole) == "j-hq":
            item.setCheckState(Qt.CheckState.Checked)
    _click(b, "1817")
    assert SaipanGame(b.session).unit("j-hq").hex == "1817"


def test_the_checklist_follows_the_record(saipan):
    """10.0 A (issue 22.7): after a search and missions the Day tab no longer says 'Next: Search rolls';
    the refusal to end the day names the steps, not internal ids."""
    b = saipan
    b.run(b.game.fleet.search_zone, "us", "Marianas")
    b.run(b.game.fleet.assign_mission, ["us-vb-15"], "ground_attack", "Marianas")
    assert "Search rolls" not in b.day_panel.next_lbl.text()
    assert "Air-to-air" in b.day_panel.next_lbl.text()
    b.day_panel.advance()
    err = b.day_panel.error.text()
    assert "10.0" in err and "player1." not in err and "air_naval." not in err


def test_fleet_tab_boards_the_picked_units_and_counts_transports(saipan):
    """14.6 A, 16.3 C: the Fleet tab says how many transports the units off the map need; Board with the
    ids field empty boards the units picked in the Units tab."""
    b, p = saipan, saipan.units_panel
    p.side.setCurrentIndex(p.side.findData("us"))
    p.kind.setCurrentIndex(p.kind.findData("marines"))
    p.name.setText("2nd Marines")
    p.ratings.setText("5-6-8/7")
    assert b.place_off_map()
    f = b.fleet_panel
    f.refresh()
    assert "transports needed 1, on record 1 (14.6 A)" in f.carriers.text() and "u-2nd-marines" in f.carriers.text()
    b.pick(["u-2nd-marines"])
    f.transport.setCurrentIndex(f.transport.findData("us-apa-1"))
    f.ground.setText("")
    f.board_btn.click()
    assert b.game.transports.aboard_any()["u-2nd-marines"] == "us-apa-1"
