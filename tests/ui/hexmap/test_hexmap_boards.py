"""The hex-map boards (Luzon, Tarawa, Saipan) in the real window: named hexes where the map puts
them, measuring by click and by typed number, rolls through the roll log and undo, Tarawa terrain
marks and the T3 sight line."""

from __future__ import annotations

from PySide6.QtCore import Qt

from assistant.core.hex_sight import sight_line
from assistant.core.hexes import distance, line
from assistant.games.luzon import rules as luzon_rules
from assistant.store import records, rolls
from assistant.ui import theme


def _click(qtbot, board, label: str) -> None:
    view = board.view
    h = board.map.parse(label)
    view.show_hexes([h])
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=view.view_pos_of(h))


def test_luzon_named_hexes_sit_on_their_printed_numbers(luzon):
    """Luzon 1.3c, 1.11, 3.1a, ruling L1: Manila 17.16, Mariveles 9.14, Balanga 10.17, Agoo 7.39,
    Atimonan 31.08, Bayombong 21.42 and the six air strips are drawn at their hexes' centres, and the
    point at each centre reads back as the same printed number."""
    geo = luzon.view.geo
    named = {"17.16": "Manila", "9.14": "Mariveles", "10.17": "Balanga", "7.39": "Agoo",
             "31.08": "Atimonan", "21.42": "Bayombong"}
    for label, name in named.items():
        h = luzon.map.parse(label)
        assert name in luzon.places[h], (label, luzon.places.get(h))
        assert geo.label(geo.hex_at(geo.centre(h))) == label
    for label in luzon_rules.AIR_STRIPS:
        h = luzon.map.parse(label)
        assert any("air strip" in n for n in luzon.places[h]), label
    # every hex of the map round-trips: label -> centre -> hex -> label
    for h in geo.hexes:
        assert geo.hex_at(geo.centre(h)) == h
    assert len(geo.hexes) == luzon.map.hex_count


def test_clicking_two_hexes_gives_the_cores_distance(luzon, qtbot, window):
    """Luzon: two clicks on the map measure A to B; the answer is hexes.distance, the hex line is
    hexes.line, and the Measure dock shows both."""
    _click(qtbot, luzon, "17.16")
    _click(qtbot, luzon, "9.14")
    m = luzon.measure
    a, b = luzon.map.parse("17.16"), luzon.map.parse("9.14")
    assert (m.a, m.b) == (a, b)
    assert m.distance == distance(a, b)
    panel = window.docks["measure"].widget().current
    assert f"{distance(a, b)} hexes" in panel.distance.text()
    assert panel.line_text.toPlainText().split(" → ") == [luzon.map.label(h) for h in line(a, b)]
    assert panel.a_edit.text() == "17.16" and panel.b_edit.text() == "9.14"
    # the distance is drawn on the map too
    assert any(getattr(i, "text", lambda: "")() == f"{distance(a, b)} hexes"
               for i in luzon.view.layer_items("measure_path"))


def test_air_box_distance_and_within(luzon, window):
    """Luzon 1.3b: the air box is 25 hexes beyond the north edge; within-N lists map hexes only."""
    from assistant.games.luzon.scenario import air_box_distance

    panel = window.docks["measure"].widget().current
    panel.a_edit.setText("7.39")
    panel.a_edit.returnPressed.emit()
    h = luzon.map.parse("7.39")
    assert f"{air_box_distance(luzon.map, h)} hexes" in " ".join(l.text() for l in panel.extra_labels)
    panel.n_spin.setValue(2)
    assert len(luzon.measure.within_hexes()) == 19
    luzon.measure.set_text("a", "1.01")       # a corner: only the map hexes count
    assert all(luzon.map.contains(x) for x in luzon.measure.within_hexes())
    assert len(luzon.measure.within_hexes()) < 19


def test_bad_hex_numbers_show_the_cores_message(luzon, window):
    """Ruling L1: '17.166', 'x.12' and an off-map number are refused with the core's words, in red,
    and the last good hex stays."""
    panel = window.docks["measure"].widget().current
    panel.a_edit.setText("17.16")
    panel.a_edit.returnPressed.emit()
    for bad, words in (("17.166", "two digits"), ("x.12", "digits only"), ("40.10", "off the map")):
        panel.a_edit.setText(bad)
        panel.a_edit.returnPressed.emit()
        assert words in panel.error.text(), (bad, panel.error.text())
        assert not panel.error.isHidden()
        assert f"color:{theme.css('bad', panel)}" in panel.error.styleSheet()     # red, from the palette
        assert luzon.measure.a == luzon.map.parse("17.16")
    panel.a_edit.setText("9.14")
    panel.a_edit.returnPressed.emit()
    assert panel.error.isHidden()


def test_luzon_weather_button_lands_in_the_roll_log_and_undo_removes_it(luzon, window):
    """Luzon 1.2: the weather button rolls through the game's command; the roll log dock shows it, the
    button is disabled for the turn, and Edit > Undo takes both back."""
    store, gid = window.hub.store, window.hub.session.game_id
    assert rolls.query(store, gid) == []
    luzon.turn_panel.weather_btn.click()
    rows = rolls.query(store, gid)
    assert len(rows) == 1 and rows[0]["chart"] == "weather"
    assert window.hub.session.state["weather"]["1"]["roll_id"] == rows[0]["id"]
    assert window.docks["rolllog"].widget().model.rowCount() == 1
    assert not luzon.turn_panel.weather_btn.isEnabled()
    assert "Weather turn 1" in luzon.turn_panel.result.text()
    window.act_undo.trigger()
    assert rolls.query(store, gid) == []
    assert luzon.turn_panel.weather_btn.isEnabled()
    assert window.docks["rolllog"].widget().model.rowCount() == 0


def test_luzon_reroll_button_shows_the_check_and_the_refusal(luzon, window):
    """Luzon 1.13, ruling L5: the Turn tab shows why the last roll may not be re-rolled (weather) and the
    button follows; after a replacement roll the holder's re-roll passes the counter."""
    luzon.turn_panel.roll_weather()
    assert "L5" in luzon.turn_panel.reroll_why.text() and not luzon.turn_panel.reroll_btn.isEnabled()
    assert not luzon.turn_panel.use_reroll() and "L5" in luzon.turn_panel.error.text()
    luzon.reinf_panel.draw()
    luzon.reinf_panel.roll_replacement()
    assert luzon.turn_panel.reroll_btn.isEnabled()
    assert luzon.turn_panel.use_reroll()
    assert window.hub.session.state["reroll"]["holder"] == "allied"
    assert "Allied" in luzon.turn_panel.reroll_lbl.text()
    assert not luzon.turn_panel.use_reroll() and "once" in luzon.turn_panel.error.text()


def test_luzon_recovery_draw_and_replacement_buttons(luzon, window):
    """Luzon 3.1c-d: the buttons draw from the pool to the hex picked (10.17) and roll the replacement;
    the odds shown are the game's; two undos restore the pool."""
    forces = luzon.forces()
    pool = forces.recovery_pool
    assert len(pool) == 2 and "50.0%" in luzon.reinf_panel.recovery_odds.text()
    assert luzon.reinf_panel.draw()
    after = luzon.forces()
    assert after.recovery_pool == []
    back = [u for u in pool if after.get(u).status == "on_map"]
    assert len(back) == 1 and after.get(back[0]).hex == "10.17"
    assert "41.7%" in luzon.reinf_panel.repl_odds.text()
    assert luzon.reinf_panel.roll_replacement()
    rows = rolls.query(window.hub.store, window.hub.session.game_id)
    assert rows[0]["chart"] == "allied_replacement" and rows[1]["pool"] == "1d2"
    window.act_undo.trigger()
    window.act_undo.trigger()
    assert luzon.forces().recovery_pool == pool


def test_luzon_options_dialog_stores_the_choice_and_undo(luzon, window):
    """Luzon 4.0: Game > Optional variations opens a check-list; OK stores the ticked options with the
    game (one undoable change) and the replacement odds follow option 12."""
    from assistant.ui.luzon.turn import OptionsDialog

    assert any("Optional variations" in a.text() for a in luzon.game_actions())
    dlg = OptionsDialog(luzon)
    assert len(dlg.boxes) == 6 + 11
    dlg.boxes[("allied", 12)].setChecked(True)
    dlg.apply()
    session = window.hub.session
    assert session.settings["options"] == {"japanese": [], "allied": [12]}
    assert "Allied 12" in luzon.turn_panel.options_lbl.text()
    assert "58.3%" in luzon.reinf_panel.repl_odds.text()
    window.act_undo.trigger()
    assert "options" not in session.settings
    assert "41.7%" in luzon.reinf_panel.repl_odds.text()


def test_luzon_units_tab_refuses_a_third_strat_unit(luzon, window):
    """Luzon 3.2: the Units tab shows the game's refusal when a third Allied unit goes to Strat Mode."""
    p = luzon.units_panel
    allied = [s.id for s in luzon.forces().on_map("allied") if s.spec.is_ground][:3]
    rows = {p.table.item(r, 1).data(0x0100): r for r in range(p.table.rowCount())}
    p.mode_box.setCurrentText("strat")
    for i, uid in enumerate(allied):
        p.table.selectRow(rows[uid])
        assert p.set_mode() == (i < 2)
    assert "3.2" in p.error.text()


def test_luzon_victory_panel_gives_reasons(luzon):
    """Luzon 5.0: the panel shows the final result with each condition's reasons and the L4 ruling."""
    text = luzon.victory_panel.final_text.text()
    assert "Japan Victory Line" in text and "Rulings: L4" in text
    assert "End of turn 5" in luzon.victory_panel.final_title.text()


def test_tarawa_marks_are_undoable_and_the_sight_line_follows(tarawa, window, qtbot):
    """Tarawa 4.2.1 B, ruling T3: a hex marked as a bunker blocks the line through it (ends never
    block); the mark is a record, undo removes it and the answer is clear again."""
    m = tarawa.map
    a, b, mid = "1005", "1405", "1205"      # open water on the demo map
    store, gid = window.hub.store, window.hub.session.game_id
    tarawa.measure.set_text("a", a)
    tarawa.measure.set_text("b", b)
    assert tarawa.sight().clear
    panel = window.docks["measure"].widget().current
    assert "clear" in " ".join(l.text() for l in panel.extra_labels)
    tarawa.mark_btn.setChecked(True)
    tarawa.terrain_box.setCurrentIndex(tarawa.terrain_box.findData("bunker"))
    _click(qtbot, tarawa, mid)
    assert records.get(store, gid, "terrain", mid) == {"terrain": "bunker"}
    sl = tarawa.sight()
    expected = sight_line(m.parse(a), m.parse(b), {m.parse(mid)})
    assert not sl.clear and sl.blocked_by == expected.blocked_by == (m.parse(mid),)
    assert f"blocked {mid}" in " ".join(l.text() for l in panel.extra_labels)
    assert tarawa.view.layer_items("sight_block")
    window.act_undo.trigger()
    assert records.get(store, gid, "terrain", mid) is None
    assert tarawa.sight().clear
    window.act_redo.trigger()
    assert not tarawa.sight().clear
    # marking a hex with the terrain it has clears it (one more undoable change)
    tarawa.mark(m.parse(mid), "bunker")
    assert tarawa.sight().clear


def test_tarawa_hexside_rule(tarawa):
    """Ruling T3: a line along a hexside is blocked only when both hexes of the side block."""
    m = tarawa.map
    from assistant.core.hexes import Hex

    src = m.parse("2005")
    tgt = src + Hex(4, -2)                        # a hex-spine direction: runs along hexsides
    sl0 = sight_line(src, tgt, set())
    assert sl0.hexsides, "the test line must run along a hexside"
    x, y = sl0.hexsides[0]
    tarawa.measure.set_text("a", m.label(src))
    tarawa.measure.set_text("b", m.label(tgt))
    tarawa.mark(x, "bunker")
    assert tarawa.sight().clear
    tarawa.mark(y, "bunker")
    assert not tarawa.sight().clear and set(tarawa.sight().blocked_by) == {x, y}


def test_tarawa_actions_four_passes_end_the_turn(tarawa, window):
    """Tarawa 4.3: four passes in a row end the turn; each is an undoable entry of the log."""
    for _ in range(4):
        tarawa.action_panel.pass_btn.click()
    log = tarawa.log()
    assert log.turn == 2 and log.state.turn_ends[0].reason == "passes"
    assert window.hub.session.state["turn"] == 2
    window.act_undo.trigger()
    assert tarawa.log().turn == 1


def test_tarawa_combat_shows_odds_then_rolls_d10s(tarawa, window):
    """Tarawa 4.2.1 E-F, T1: the entered-strengths box shows the odds before the roll, its button rolls
    one d10 per firing unit and shows the result (the rules themselves: test_tarawa_commands)."""
    p = tarawa.action_panel
    p.strengths.setText("6, 4, 5")
    assert "60%" in p.odds.text() and "Before rolling" in p.odds.text()
    p.combat_btn.click()
    rows = rolls.query(window.hub.store, window.hub.session.game_id)
    combat = [r for r in rows if r["pool"] == "3d10"]
    assert len(combat) == 1
    assert tarawa.log().actions[-1].kind == "combat"
    assert "hit(s)" in p.result.text()


def test_tarawa_bombardment_box_fires_one_block_at_a_typed_hex(tarawa, window):
    """Tarawa 4.2.2 A-B, F: choosing bombardment fixes the strength at one block of 10 BPs and asks for
    the target hex (the button waits for it); the roll is one d10 at strength 10."""
    p = tarawa.action_panel
    p.kind.setCurrentIndex(p.kind.findData("bombardment"))
    assert p.strengths.text() == "10" and not p.strengths.isEnabled()
    assert not p.combat_btn.isEnabled() and "target hex" in p.odds.text()
    p.target_hex.setText("4431")
    assert p.combat_btn.isEnabled()
    p.combat_btn.click()
    row = rolls.query(window.hub.store, window.hub.session.game_id)[-1]
    assert row["pool"] == "1d10" and "10 BPs" in row["why"]


def test_saipan_board_checklist_and_search_roll(saipan, window):
    """Saipan 10.0, 14.1: ticking a step is undoable; the search roll goes through its chart."""
    store, gid = window.hub.store, window.hub.session.game_id
    box = saipan.roll_panel.boxes["sea_zone_search"]
    assert "80%" in box.odds.text()             # own zone: found on 1-8
    box.button.click()
    rows = rolls.query(store, gid)
    assert rows[0]["chart"] == "sea_zone_search"
    window.act_undo.trigger()
    assert rolls.query(store, gid) == []
    assert "VPs" in saipan.vp_panel.score.text()
    assert saipan.map.parse("2119") in saipan.places
