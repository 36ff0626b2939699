"""Units on the hex boards in the real window: Tarawa counters picked and moved on the map (one
undoable change each), fire by picking units and a target hex (DRMs from the map, odds first, step
losses for the whole hex in the same change as the log entry); Saipan units, sample invasion hexes and
step losses read by the VP tally; Luzon OCS series results as undoable referee entries (L2)."""

from __future__ import annotations

from assistant.games.luzon.persist import load_forces, reduced_units, series_results
from assistant.games.saipan.persist import results
from assistant.games.tarawa.persist import load_units
from assistant.store import rolls


def _units(window):
    return {u.id: u for u in load_units(window.hub.store, window.hub.session.game_id)}


def test_tarawa_units_are_drawn_and_a_pick_and_click_move_undoes(tarawa, window):
    """Tarawa 4.1 A: the referee picks a stack with the Units tool and clicks where it goes: the move is
    the acting player's action, one change, and Edit > Undo puts the stack back. 4.1 D: the turn
    buttons log a change of facing as an action; ticked "Referee edit", neither is an action, and the
    window asks first: it is the referee's correction (issue 22.7)."""
    assert tarawa.view.layer_items("units"), "counters are drawn"
    m = tarawa.map
    tarawa.units_btn.setChecked(True)
    tarawa.view.click_hex(m.parse("2126"))          # the sample Marines and their amtrac
    assert set(tarawa.picked) == {"us-lvt-1", "us-1b"}
    tarawa.view.click_hex(m.parse("2226"))
    u = _units(window)
    assert u["us-lvt-1"].hex == "2226" and u["us-1b"].hex == "2226" and not tarawa.picked
    assert tarawa.log().actions[-1].kind == "move"
    window.act_undo.trigger()
    u = _units(window)
    assert u["us-lvt-1"].hex == "2126" and u["us-1b"].hex == "2126" and not tarawa.log().actions
    # turning is an action too (4.1 D, 5.0 D)
    tarawa.pick(["us-2c"])
    before = _units(window)["us-2c"].facing
    assert tarawa.turn_picked(1)
    assert _units(window)["us-2c"].facing == (before + 1) % 6
    assert tarawa.log().actions[-1].kind == "face"
    window.act_undo.trigger()
    assert _units(window)["us-2c"].facing == before and not tarawa.log().actions
    # out of turn the window shows the refusal and nothing changes
    tarawa.pick(["j-snlf-3"])
    assert not tarawa.turn_picked(1) and "4.0 A" in tarawa.units_panel.error.text()
    tarawa.edit_box.setChecked(True)
    asked = []
    tarawa.confirm = lambda question: asked.append(question) or False       # issue 22.7: a correction asks
    assert not tarawa.turn_picked(1) and asked and "correction" in asked[0]
    tarawa.confirm = lambda question: True
    assert tarawa.turn_picked(1) and not tarawa.log().actions


def test_tarawa_fire_from_the_map_names_the_drms_and_takes_steps_from_the_whole_hex(tarawa, window):
    """Tarawa 2.2.2.1 A, 4.2 F (T5, T6), 4.2.1 G: Marines with a Sherman fire at the pillbox next to
    them: adjacent -2, fortification -1 (armour in the stack), Sherman support -2, each named; the
    odds come first; the hits cost every Japanese unit in the hex a step, in the same change as the
    log entry, and undo restores them."""
    m = tarawa.map
    store, gid = window.hub.store, window.hub.session.game_id
    # a second Japanese unit in the pillbox hex so the whole-hex rule shows
    from assistant.games.tarawa.persist import units_change
    from assistant.games.tarawa.units import Unit

    old = load_units(store, gid)
    extra = Unit("j-x", "japanese", "machine_gun", "HMG x", 4, 2, 1, 2, 6, "2128", 5)
    window.hub.push(units_change(store, gid, old, old + [extra], "place"))
    tarawa.fire_btn.setChecked(True)
    tarawa.view.click_hex(m.parse("2127"))
    assert set(tarawa.picked) == {"us-2c", "us-sherman"}
    tarawa.view.click_hex(m.parse("2128"))
    p = tarawa.action_panel
    text = p.map_odds.text()
    for part in ("adjacent hex -2 (2.2.2.1 A)", "fortification, armour in stack -1", "(T5)",
                 "Sherman support -2 (4.2 F (T6))", "Before rolling"):
        assert part in text, part
    assert p.map_roll_btn.isEnabled()
    n_actions = len(tarawa.log().actions)
    assert p.roll_map_fire()
    # newest first; an end-of-turn check (1d10, T2) follows the combat roll when a 10 came up
    row = next(r for r in rolls.query(store, gid) if r["why"].startswith("Fire at"))
    assert row["pool"] == "2d10", rolls.query(store, gid)
    hits = int(row["chart_result"].split()[0])
    u = _units(window)
    for uid, steps in (("j-snlf-1", 2), ("j-x", 1)):
        left = steps - min(steps, hits)
        assert (uid not in u) if left == 0 else u[uid].steps == left
    log = tarawa.log()
    assert len(log.actions) == n_actions + 1 and log.actions[-1].kind == "combat"
    assert "at 2128" in log.actions[-1].note
    window.act_undo.trigger()
    u = _units(window)
    assert u["j-snlf-1"].steps == 2 and u["j-x"].steps == 1
    assert len(tarawa.log().actions) == n_actions and rolls.query(store, gid) == []


def test_saipan_units_invasion_hexes_and_step_losses_in_the_tally(saipan, window):
    """Saipan 16.3 E / 9.3: the sample invasion hexes are drawn and labelled SAMPLE; 12.0 and 16.4 A: a
    step loss is written with its ground-step result, so the VP tally reads it; undo takes both back."""
    store, gid = window.hub.store, window.hub.session.game_id
    assert saipan.view.layer_items("invasion") and saipan.view.layer_items("units")
    assert any("SAMPLE" in n for names in saipan.places.values() for n in names)
    before = saipan.vp_panel.score.text()
    n = len(results(store, gid))
    saipan.units_btn.setChecked(True)
    saipan.view.click_hex(saipan.map.parse("1327"))
    assert saipan.picked == ["j-136"]
    assert saipan.lose_step()
    assert len(results(store, gid)) == n + 1 and results(store, gid)[-1].kind == "ground_step"
    assert saipan.vp_panel.score.text() != before
    window.act_undo.trigger()
    assert len(results(store, gid)) == n and saipan.vp_panel.score.text() == before
    # a move is one change too
    saipan.pick(["us-2mar-6"])
    saipan.view.click_hex(saipan.map.parse("1123"))
    assert {u.id: u.hex for u in saipan.units()}["us-2mar-6"] == "1123"
    window.act_undo.trigger()
    assert {u.id: u.hex for u in saipan.units()}["us-2mar-6"] == "1124"


def test_luzon_series_result_entry_applies_losses_and_undoes(luzon, window):
    """Luzon L2: the series result is a referee entry; its step losses flip a full unit to reduced
    and eliminate a reduced one (Allied ground units to the Recovery Pool), in one undoable change."""
    store, gid = window.hub.store, window.hub.session.game_id
    forces = load_forces(store, gid, luzon.scenario)
    on_map = [s for s in forces.on_map("allied") if s.spec.is_ground]
    a, b = on_map[0].id, on_map[1].id
    p = luzon.units_panel
    p.series_text.setText("AL1 DL1o1")
    p.add_loss(a, 1)
    p.add_loss(b, 2)
    assert p.record_series()
    f = load_forces(store, gid, luzon.scenario)
    assert a in reduced_units(store, gid, f) and f.get(a).status == "on_map"
    assert f.get(b).status == "recovery_pool"
    res = series_results(store, gid)
    assert res[-1].text == "AL1 DL1o1" and res[-1].eliminated == (b,)
    assert "AL1 DL1o1" in p.series_list.item(0).text()
    window.act_undo.trigger()
    f = load_forces(store, gid, luzon.scenario)
    assert a not in reduced_units(store, gid, f) and f.get(b).status == "on_map"
    assert series_results(store, gid) == []
    # an empty result is refused, naming L2
    p.series_text.setText("")
    assert not p.record_series() and "L2" in p.error.text()
