"""Saipan done-when (issue 14): a full day played through the window — the Air/Naval Phase ticked with
a search roll, a bombardment and a maneuver combat declared, rolled, read and resolved in the Ground
tab (odds shown first), both player-turns ticked, and the Turn Record Phase on to day 2. The rules are
tested at the command level (tests/games/saipan/)."""

from __future__ import annotations

from PySide6.QtCore import Qt

from assistant.store import rolls


def _tick_all(board, prefix: str) -> None:
    panel = board.day_panel
    ids = [panel.list.item(i).data(Qt.ItemDataRole.UserRole) for i in range(panel.list.count())]
    for sid in [i for i in ids if i and i.startswith(prefix)]:
        if sid in board.game.checklist.done:
            continue
        for i in range(panel.list.count()):
            item = panel.list.item(i)
            if item.data(Qt.ItemDataRole.UserRole) == sid:
                item.setCheckState(Qt.CheckState.Checked)
                break
    assert panel.error.text() == ""


def _select(ground, key: str) -> None:
    for i in range(ground.list.count()):
        if ground.list.item(i).data(Qt.ItemDataRole.UserRole)[0] == key:
            ground.list.setCurrentRow(i)
            return
    raise AssertionError(f"{key} not listed")


def test_a_full_saipan_day_through_the_window(saipan, window):
    """Saipan 10.0 A-D, 12.1, 12.3, 14.1: one whole day, each step a button in the window."""
    b = saipan
    store, gid = window.hub.store, window.hub.session.game_id
    # A. Air/Naval Phase: a search roll (14.1), then every step ticked.
    b.roll_panel.boxes["sea_zone_search"].button.click()
    _tick_all(b, "air_naval.")
    # B. First player-turn (US): a naval bombardment and a maneuver combat.
    g = b.ground_panel
    g.side.setCurrentIndex(g.side.findData("us"))
    g.b_target.setText("1224")
    g.sources.setText("ship us-dd-phelps DD 1124 2 2")                # a ship on record (12.3, S7)
    g.bomb_btn.click()
    assert g.error.text() == ""
    _select(g, "b001")
    assert "the 2 column" in g.odds.text()
    g.roll_btn.click()
    g.enter_results()                                          # the referee reads no loss
    assert b.game.bombard.bombardment("b001").stage == "done"
    b.pick(["us-2mar-6"])
    g.kind.setCurrentIndex(g.kind.findData("maneuver"))
    g.target.setText("1224")
    assert "differential" in g.plan.text()                     # the odds before declaring
    g.declare_btn.click()
    assert g.error.text() == ""
    _select(g, "m001")
    assert "differential" in g.odds.text()
    for _ in range(6):
        m = b.game.maneuver_combat.maneuver("m001")
        if m.stage == "done":
            break
        if m.stage in ("declared", "round2"):
            g.roll_btn.click()
        elif m.stage == "rolled":
            g.enter_results()
        elif m.stage == "checks":
            assert "passes" in g.odds.text()
            g.step_btn.click()
        assert g.error.text() == "", g.error.text()
    assert b.game.maneuver_combat.maneuver("m001").stage == "done"
    assert any("[done]" in g.list.item(i).text() for i in range(g.list.count()))
    _tick_all(b, "player1.")
    # C. Second player-turn (Japanese): nothing declared; D. the Turn Record Phase.
    _tick_all(b, "player2.")
    b.day_panel.advance_btn.click()
    assert b.game.day == 2 and b.day_panel.error.text() == ""
    assert len(rolls.query(store, gid)) >= 4                   # search, bombardment, maneuver rolls
    window.act_undo.trigger()
    assert b.game.day == 1
