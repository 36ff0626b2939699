"""The Saipan board in the real window, for what is the window's own: the VPs tab's result list with
its 'Remove result' button and the S5 value field, and the attack box's odds-then-roll gesture. The
rules behind them are tested at the command level (tests/games/saipan/test_saipan_commands.py)."""

from __future__ import annotations

from assistant.store import rolls


def test_saipan_vp_tab_remove_result_and_carrier_value_field(saipan, window):
    """Saipan 16.4 A, ruling S5: the VPs tab lists each result with a 'Remove result' button (one undoable
    change); its VP field is open only for a CVL or CVE, whose value the referee enters."""
    p = saipan.vp_panel
    n = p.results.count()
    assert n == 4                                     # the demo's results
    p.results.setCurrentRow(0)
    p.remove_btn.click()
    assert p.results.count() == n - 1 and p.error.text() == ""
    window.act_undo.trigger()
    assert p.results.count() == n
    p.ship.setCurrentIndex(p.ship.findData("CA"))
    assert not p.vp.isEnabled()
    p.ship.setCurrentIndex(p.ship.findData("CVL"))
    assert p.vp.isEnabled()
    p.kind.setCurrentIndex(p.kind.findData("ship_sunk"))
    p.owner.setCurrentIndex(p.owner.findData("japanese"))
    p.unit.setText("Chiyoda")
    p.vp.setValue(7)
    p.add_btn.click()
    assert p.results.count() == n + 1 and "Chiyoda" in p.results.item(n).text()
    assert "US 9" in p.score.text()                   # demo 2 + 7 entered


def test_saipan_attack_box_shows_odds_then_rolls(saipan, window):
    """Saipan 14.5: the attack box shows each split attack's odds before the roll, and one click rolls
    them all into the roll log as one change."""
    box = saipan.roll_panel.attack
    box.kind.setCurrentIndex(box.kind.findData("ship_to_ship"))
    box.attacker.setText("Iowa")
    box.rating.setValue(8)
    box.targets.setText("Tone CA 5, Akizuki DD 3")
    assert box.odds.text().count("60%") == 2
    box.button.click()
    store, gid = window.hub.store, window.hub.session.game_id
    assert len(rolls.query(store, gid)) == 2
    window.act_undo.trigger()
    assert rolls.query(store, gid) == []


def test_units_tab_refuses_a_us_unit_on_a_beach_unless_ruled(saipan, window):
    """Saipan 16.3 D-E: in the Units tab a US unit placed straight on an invasion beach is refused with the
    rule (it lands from a transport); ticking the ruling places it, the record says so, and the tick is
    for that placing only."""
    from assistant.games.saipan.mapdata import sample_invasion_hexes

    g = saipan.game
    held = {u.hex for u in g.units()}
    beach = next(h for h in sample_invasion_hexes() if g.ground.units_in(h) == [] and h not in held)
    p = saipan.units_panel
    p.side.setCurrentIndex(p.side.findData("us"))
    p.kind.setCurrentIndex(p.kind.findData("marines"))
    p.name.setText("8th Marines")
    p.ratings.setText("5-6-8/7")
    p.at.setText(beach)
    n = len(g.units())
    p.place()
    assert "16.3 D-E" in p.error.text() and len(g.units()) == n
    saipan.beach_ruling.setChecked(True)
    p.place()
    assert p.error.text() == "" and len(g.units()) == n + 1
    assert not saipan.beach_ruling.isChecked()
    assert "referee's correction" in window.hub.store.history(g.game_id)[-1]["text"]
