"""The Saipan board's Fleet tab and the players' view on the map, in the real window: the window's own
gestures (tick, pick a zone, see the odds, click). The rules are tested at the command level
(tests/games/saipan/test_saipan_fleet*.py)."""

from __future__ import annotations

from PySide6.QtCore import Qt

from assistant.ui.hexmap.hexview import _CounterStack


def _tick(panel, uid: str) -> None:
    for i in range(panel.list.count()):
        it = panel.list.item(i)
        if it.data(Qt.ItemDataRole.UserRole) == uid:
            it.setCheckState(Qt.CheckState.Checked)


def test_fleet_tab_search_odds_mission_and_undo(saipan, window, tmp_path):
    """Saipan 14.1, 9.1 F, 14.2 B: the tab lists the demo's units by zone, shows the search odds before the
    roll, and flies a ground attack on Saipan (no search needed) as one undoable change."""
    p = saipan.fleet_panel
    assert "Essex" in " ".join(p.list.item(i).text() for i in range(p.list.count()))
    p.zone.setCurrentIndex(p.zone.findData("Marianas"))
    assert "found 80%" in p.search_odds.text()
    _tick(p, "j-261")
    p.mission.setCurrentIndex(p.mission.findData("ground_attack"))
    p.mission_btn.click()
    assert p.error.text() == "" and saipan.game.fleet.air_naval("j-261").mission == "ground_attack"
    p.firer.setText("us-dd-phelps")
    p.targets.setText("j-261:2")
    assert "not an enemy anti_ship" in p.odds.text()          # ship AA meets strikes on ships (14.4 B)
    _tick(p, "us-vf-15")
    p.mission.setCurrentIndex(p.mission.findData("cap"))
    p.mission_btn.click()
    p.firer.setText("")
    p.pairs.setText("us-vf-15>j-261")
    assert "hit 60%" in p.odds.text()                          # 14.3 C: rating 6 or less
    p.air_btn.click()
    assert p.error.text() == "" and "us-vf-15 → j-261" in p.result.text()
    window.act_undo.trigger()
    window.act_undo.trigger()
    window.act_undo.trigger()
    assert saipan.game.fleet.air_naval("j-261").mission == ""
    saipan.tabs.setCurrentIndex([saipan.tabs.tabText(i) for i in range(saipan.tabs.count())].index("Fleet"))
    window.resize(1280, 720)
    window.grab().save(str(tmp_path / "fleet.png"))


def test_map_shows_each_sides_view(saipan, window):
    """Saipan 15.2 A-B: the map drawn for the US shows a force marker over hidden Japanese units; for the
    Japanese only the top unit of a US stack."""
    g = saipan.game
    hidden = [u for u in g.units() if u.side == "japanese"][0]
    window.hub.push(g.movement.hide_units([hidden.id]))            # under a force marker (15.2 A)
    saipan.set_viewer("us")
    stacks = [it for it in saipan.view.layer_items("units") if isinstance(it, _CounterStack)]
    names = [c.name for s in stacks for c in s.counters]
    assert "Force" in names and hidden.label.split()[0] not in names
    saipan.set_viewer("")
    names = [c.name for it in saipan.view.layer_items("units") if isinstance(it, _CounterStack) for c in it.counters]
    assert "Force" not in names


def test_fleet_tab_places_a_carrier_and_its_air_unit(saipan, window):
    """Saipan 14.0 A, 16.3 B-C, 9.2.1: the form places a US carrier in an entry zone's holding box and a
    fighter aboard it (one change each, listed by zone); a bad entry shows the command's message under the
    form and changes nothing; undo takes the fighter off."""
    f = saipan.fleet_panel.place_form
    n = len(saipan.game.fleet.air_naval_units())
    f.kind.setCurrentIndex(f.kind.findData("ship"))
    f.type.setText("CV")
    f.name.setText("Lexington")
    f.ratings.setText("3/6")                                   # two numbers: refused
    f.where.setCurrentIndex(f.where.findData("Zone #5"))
    f.capacity.setValue(2)
    f.place_btn.click()
    assert "ratings" in f.error.text() and len(saipan.game.fleet.air_naval_units()) == n
    f.where.setCurrentIndex(f.where.findData("Bonin"))
    f.ratings.setText("3/6/0")
    f.place_btn.click()
    assert "16.3 B" in f.error.text() and len(saipan.game.fleet.air_naval_units()) == n
    f.where.setCurrentIndex(f.where.findData("Zone #5"))
    f.place_btn.click()
    assert f.error.text() == "" and saipan.game.fleet.air_naval("us-lexington").capacity == 2
    assert f.where.findData("us-lexington") >= 0                # the new carrier is offered as a base
    f.kind.setCurrentIndex(f.kind.findData("fighter"))
    assert "air-to-air" in f.ratings.placeholderText()
    f.type.setText("F6F")
    f.name.setText("VF-16")
    f.ratings.setText("6/2/2")
    f.capacity.setValue(0)
    f.where.setCurrentIndex(f.where.findData("us-lexington"))
    f.place_btn.click()
    assert f.error.text() == "" and saipan.game.fleet.air_naval("us-vf-16").carrier == "us-lexington"
    assert "VF-16" in f.result.text()
    p = saipan.fleet_panel
    assert "us-vf-16" in " ".join(p.list.item(i).text() for i in range(p.list.count()))
    window.act_undo.trigger()
    assert "us-vf-16" not in {u.id for u in saipan.game.fleet.air_naval_units()}


def test_fleet_tab_enters_the_sea_zone_chart(saipan, window):
    """Saipan T4 (ruling): the sea-zone chart is not printed; the form shows the SAMPLE in force, takes the
    referee's chart one zone a line, names a line that does not read (nothing changes), and the head of
    the tab stops calling the chart a SAMPLE; undo brings the SAMPLE back."""
    c = saipan.fleet_panel.chart_form
    head = saipan.fleet_panel.head
    assert "SAMPLE" in c.status.text() and "SAMPLE" in head.text()
    assert "Marianas:" in c.text.toPlainText() and c.saipan.text() == "Marianas"
    text = c.text.toPlainText()
    c.text.setPlainText(text + "\nPhilippine Sea #4 Zone #5")
    c.enter_btn.click()
    assert "does not read" in c.error.text() and saipan.game.fleet.sea_zones().sample
    c.text.setPlainText(text + "\nZone #6: Zone #5")                  # the sample plus one zone
    c.enter_btn.click()
    assert c.error.text() == "" and "T4" in c.result.text()
    z = saipan.game.fleet.sea_zones()
    assert not z.sample and z.distance("Zone #6", "Marianas") == 2
    assert "SAMPLE" not in head.text() and "entered chart" in c.status.text()
    assert "Zone #6" in c.text.toPlainText()
    assert saipan.fleet_panel.zone.findData("Zone #6") >= 0
    window.act_undo.trigger()
    assert saipan.game.fleet.sea_zones().sample and "SAMPLE" in c.status.text()
