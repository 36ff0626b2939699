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
    assert p.error.text() == "" and saipan.game.air_naval("j-261").mission == "ground_attack"
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
    assert saipan.game.air_naval("j-261").mission == ""
    saipan.tabs.setCurrentIndex([saipan.tabs.tabText(i) for i in range(saipan.tabs.count())].index("Fleet"))
    window.resize(1280, 720)
    window.grab().save(str(tmp_path / "fleet.png"))


def test_map_shows_each_sides_view(saipan, window):
    """Saipan 15.2 A-B: the map drawn for the US shows a force marker over hidden Japanese units; for the
    Japanese only the top unit of a US stack."""
    g = saipan.game
    hidden = [u for u in g.units() if u.side == "japanese"][0]
    from dataclasses import replace

    window.hub.push(g._units_change(g.units(), [replace(u, hidden=True) if u.id == hidden.id else u
                                                for u in g.units()], "hide", ["hide"]))
    saipan.set_viewer("us")
    stacks = [it for it in saipan.view.layer_items("units") if isinstance(it, _CounterStack)]
    names = [c.name for s in stacks for c in s.counters]
    assert "Force" in names and hidden.label.split()[0] not in names
    saipan.set_viewer("")
    names = [c.name for it in saipan.view.layer_items("units") if isinstance(it, _CounterStack) for c in it.counters]
    assert "Force" not in names
