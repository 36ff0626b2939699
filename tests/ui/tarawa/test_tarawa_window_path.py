"""Issue 22.7, Tarawa: the window path is the command path. The printed set-up is a procedure (8.1 D,
8.3), the Banzai Charge is declared and ended from the board (6.3), fire with every sight blocked is
recorded as the spent action the panel says it is (4.2 D, 6.2 F, T16), and "Dummy here" uses the hex
clicked on the map (7.3)."""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import Qt

from assistant.games.game_settings import rulings_change
from assistant.games.tarawa.units import Unit

S = 2


def _click(qtbot, button):
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def test_printed_setup_from_the_board(tarawa_printed, window, qtbot):
    """8.1 D, 8.3: the printed set-up opens with the checklist's first step on the Japanese set-up; a unit
    entered waits off the map and is listed as what remains; picked and clicked onto a hex it sets up
    there (no action); the first action is refused until the set-up is checked, then allowed."""
    board, game = tarawa_printed, tarawa_printed.game
    box = board.action_panel.setup_box
    assert box.steps.text().startswith("☐ Japanese set-up (8.3)")
    board.hub.push(game.entries.mark_terrain("1516", "palm_trees"))
    box.kind.setCurrentIndex(box.kind.findData("infantry"))
    box.name.setText("SNLF 1")
    box.ratings.setText("5/2-7")
    _click(qtbot, box.enter_btn)
    assert box.error.text() == ""
    unit = next(u for u in game.units())
    assert unit.hex == "" and "SNLF 1" in box.remains.text()
    assert "1 unit(s) wait off the map" in box.steps.text()
    _click(qtbot, board.action_panel.pass_btn)
    assert "8.1 D" in board.action_panel.error.text() and not game.log().actions
    _click(qtbot, box.check_btn)
    assert "waits off the map" in box.error.text() and game.session.state["setup"] != "checked"
    board.units_btn.setChecked(True)
    board.pick([unit.id])
    board.view.click_hex(board.map.parse("1516"))
    assert game.unit(unit.id).hex == "1516" and not game.log().actions
    _click(qtbot, box.check_btn)
    assert "eight-inch" in box.error.text()                     # 8.3 A: the four guns are not there yet
    for i, (label, t) in enumerate((("1010", "coastal_defence"), ("1012", "coastal_defence"), ("1014", "bunker"),
                                    ("1016", "pillbox")), 1):
        board.hub.push(game.entries.mark_terrain(label, t))
        box.kind.setCurrentIndex(box.kind.findData("naval_gun_8in"))
        box.name.setText(f"8in gun {i}")
        box.ratings.setText("8/4-6")
        box.at.setText(label)                                     # straight into its set-up hex (8.3)
        _click(qtbot, box.enter_btn)
        assert box.error.text() == "", box.error.text()
    _click(qtbot, box.check_btn)
    assert box.error.text() == "" and game.session.state["setup"] == "checked"
    assert box.steps.text().startswith("☑") and not box.check_btn.isVisibleTo(box)
    _click(qtbot, board.action_panel.pass_btn)
    assert board.action_panel.error.text() == "" and game.log().actions[-1].kind == "pass"


def test_banzai_declared_and_ended_from_the_board(tarawa, window, qtbot):
    """6.3 A, C: the picked HQ declares the Banzai Charge from the Actions tab; the end button, refused
    before (6.3 C, said in its tooltip), ends it; Edit > Undo takes the end back."""
    board, game = tarawa, tarawa.game
    box = board.action_panel.banzai_box
    assert not box.end_btn.isEnabled() and "6.3 C" in box.end_btn.toolTip()
    _click(qtbot, box.declare_btn)
    assert "Pick" in box.error.text() and not game.log().state.banzai_used
    board.pick(["j-hq"])
    _click(qtbot, box.declare_btn)
    assert game.log().state.banzai_active and "Banzai" in box.result.text()
    assert box.end_btn.isEnabled() and not box.declare_btn.isEnabled()
    _click(qtbot, box.end_btn)
    assert not game.log().state.banzai_active and "Made and over" in box.status.text()
    window.act_undo.trigger()
    assert game.log().state.banzai_active


def test_fire_with_every_sight_blocked_is_the_spent_action_the_panel_says(tarawa, window, qtbot):
    """4.2 D, 6.2 F (T16): at a hex with amtracs and a Marine outside, a Japanese firer whose sight is
    blocked: the panel says the action is spent, its button records it (no aim asked), and the log has the
    combat with no dice."""
    board, game = tarawa, tarawa.game
    hub = board.hub
    hub.push(game.moves.remove_units(["j-snlf-1"]))
    for u in (Unit("j-f", "japanese", "infantry", "jf", 5, 2, 2, 2, 7, "2128", S),
              Unit("lvt", "us", "amtrac", "lvt", 2, 1, 2, 2, 7, "2130", S),
              Unit("in", "us", "marine_infantry", "in", 6, 3, 2, 2, 8, "2130", S, carried_by="lvt"),
              Unit("out", "us", "marine_infantry", "out", 6, 3, 2, 2, 8, "2130", S)):
        hub.push(game.moves.place_unit(u))
    hub.push(game.turn.pass_())
    panel = board.action_panel
    board.fire_btn.setChecked(True)
    board.view.click_hex(board.map.parse("2128"))
    board.view.click_hex(board.map.parse("2130"))
    assert "4.2 D" in panel.map_odds.text() and "aim" not in panel.map_odds.text().lower()
    assert panel.map_roll_btn.isEnabled() and "4.2 D" in panel.map_roll_btn.text()
    _click(qtbot, panel.map_roll_btn)
    last = game.log().actions[-1]
    assert last.kind == "combat" and last.dice == () and panel.error.text() == ""


def test_dummy_here_uses_the_clicked_hex(tarawa, window, qtbot):
    """7.3: with force markers on, 'Dummy here' puts the dummy in the hex clicked on the map."""
    board, game = tarawa, tarawa.game
    board.hub.push(rulings_change(game.session, replace(game.rulings(), optional_hidden=True)))
    fog = board.fog_panel
    board.view.click_hex(board.map.parse("2530"))
    assert fog.fog_hex.text() == "2530"
    _click(qtbot, fog.dummy_btn)
    assert fog.error.text() == ""
    assert [u.hex for u in game.units() if u.dummy] == ["2530"]
