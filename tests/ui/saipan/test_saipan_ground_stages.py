"""The Saipan Ground tab as explicit stages (issue 23): pick -> odds -> roll -> CRT result -> move in /
retreat -> done, each button enabled only at its stage with a tooltip saying why not now; the result
text and the stage follow the record through undo and redo; the CRT entry and Retreat within a
340x500 panel without scrolling. The rules are tested on the commands (tests/games/saipan/)."""

from __future__ import annotations

from PySide6.QtCore import QRect, Qt
from PySide6.QtWidgets import QApplication

from assistant.games.saipan.combat_steps import combat_steps
from assistant.ui.column_fit import fit_column
from assistant.ui.saipan.ground import GroundPanel
from assistant.ui.widgets import scrolling


def _select(ground, key: str) -> None:
    for i in range(ground.list.count()):
        if ground.list.item(i).data(Qt.ItemDataRole.UserRole)[0] == key:
            ground.list.setCurrentRow(i)
            return
    raise AssertionError(f"{key} not listed")


def _buttons(g) -> dict[str, bool]:
    return {"declare": g.declare_btn.isEnabled(), "roll": g.roll_btn.isEnabled(), "step": g.step_btn.isEnabled(),
            "results": g.results_btn.isEnabled(), "retreat": g.retreat_btn.isEnabled()}


def _only(*on: str) -> dict[str, bool]:
    return {k: k in on for k in ("declare", "roll", "step", "results", "retreat")}


def _declare_m001(board, g) -> None:
    board.pick(["us-2mar-6"])
    g.side.setCurrentIndex(g.side.findData("us"))
    g.kind.setCurrentIndex(g.kind.findData("maneuver"))
    g.target.setText("1224")
    assert g.stage == "odds" and _buttons(g) == _only("declare")
    g.declare_btn.click()
    assert g.error.text() == ""
    _select(g, "m001")


def test_each_button_only_at_its_stage_and_after_undo(saipan, window):
    """Issue 23: Roll, the checks, the CRT entry and Retreat are enabled only at their stage, a disabled
    one's tooltip says why not now (the command's own words); after an undo the stage, the buttons and the
    result text follow the record (no stale roll), and a redo brings them back."""
    b, g = saipan, saipan.ground_panel
    assert g.stage == "pick" and _buttons(g) == _only()
    assert "Not now" in g.roll_btn.toolTip() and "select a combat" in g.roll_btn.toolTip()
    assert "Pick the attacking units" in g.declare_btn.toolTip()
    _declare_m001(b, g)
    assert g.stage == "roll" and _buttons(g) == _only("roll")
    assert "roll first" in g.results_btn.toolTip() and "no retreat is owed" in g.retreat_btn.toolTip()
    assert not g.dfn.steps.isEnabled() and not g.r_path.isEnabled()
    assert "differential" in g.odds.text()
    g.roll_btn.click()
    assert g.stage == "result" and _buttons(g) == _only("results")
    assert "no roll now" in g.roll_btn.toolTip()
    assert g.dfn.steps.isEnabled() and "rolled" in g.result.text() and "read the Maneuver CRT" in g.result.text()
    rolled = g.result.text()

    window.act_undo.trigger()                              # the roll undone: back to the roll stage
    assert b.game.maneuver_combat.maneuver("m001").stage == "declared"
    assert g.stage == "roll" and _buttons(g) == _only("roll")
    assert "read the Maneuver CRT" not in g.result.text() and "Undone" in g.result.text()
    window.act_redo.trigger()                              # and redone: the same roll, the same words
    assert g.stage == "result" and _buttons(g) == _only("results") and g.result.text() == rolled

    g.dfn.retreat.setChecked(True)                         # no loss, the defender retreats: the combat ends
    g.results_btn.click()
    assert g.error.text() == ""
    assert g.stage == "after" and _buttons(g) == _only("retreat") and g.r_role.currentData() == "defender"
    assert "retreat pending" in g.list.currentItem().text()
    assert "Not now" in g.results_btn.toolTip() and "Not now" in g.roll_btn.toolTip()
    g.retreat_btn.click()
    assert g.error.text() == "", g.error.text()
    assert g.stage == "done" and _buttons(g) == _only()
    window.act_undo.trigger()
    assert g.stage == "after" and _buttons(g) == _only("retreat")


def test_a_step_out_of_its_stage_is_refused_and_changes_nothing(saipan):
    """Issue 23: a step asked for out of its stage (a shortcut, a stale click) is refused with the reason,
    and nothing on record changes."""
    b, g = saipan, saipan.ground_panel
    _declare_m001(b, g)
    before = b.game.combats.combat_data()
    assert g.retreat() is False and "no retreat is owed" in g.error.text()
    assert g.enter_results() is False and "roll first" in g.error.text()
    assert g.next_step() is False and "no proficiency checks now" in g.error.text()
    assert b.game.combats.combat_data() == before


def test_the_steps_come_from_the_catalogue_when_first(saipan):
    """Issue 23: one source for "why not": a step's refusal is the catalogue entry's ``when`` (the game is
    over, 16.4 C) before the combat's stage."""
    from assistant.games.saipan.catalogue import CATALOGUE

    b, g = saipan, saipan.ground_panel
    _declare_m001(b, g)
    steps = combat_steps(b.game, "m001")
    assert steps.now == "roll" and steps.can("roll") and not steps.can("results")
    assert steps.why_not("move_in") is not None                       # a maneuver has no move in
    assert CATALOGUE.entry("maneuver_roll").why_not(b.game) is None


def _visible_in(area, widget) -> bool:
    """The whole of ``widget`` lies in the scroll area's viewport as it is scrolled now."""
    view = area.viewport()
    top_left = widget.mapTo(view, widget.rect().topLeft())
    return widget.isVisible() and view.rect().contains(QRect(top_left, widget.size()))


def test_crt_entry_and_retreat_fit_a_340x500_panel(saipan, qtbot):
    """Issue 23: in a 340x500 panel (the right-hand column at 1280x720) the CRT entry, its button and
    Retreat are in sight without scrolling, at the stage each is used."""
    b = saipan
    g = GroundPanel(b)
    fit_column(g)
    area = scrolling(g)
    qtbot.addWidget(area)
    area.resize(340, 500)
    area.show()
    qtbot.waitExposed(area)
    b.hub.recordChanged.connect(lambda _c: g.refresh())
    g.refresh()
    _declare_m001(b, g)
    g.roll()
    QApplication.processEvents()
    assert g.stage == "result" and area.verticalScrollBar().value() == 0
    for w in (g.att.steps, g.dfn.steps, g.dfn.retreat, g.end, g.results_btn, g.retreat_btn, g.result):
        assert _visible_in(area, w), w
    assert g.width() <= 340
    g.dfn.retreat.setChecked(True)
    g.enter_results()
    QApplication.processEvents()
    assert g.stage == "after" and area.verticalScrollBar().value() == 0
    for w in (g.r_role, g.r_path, g.retreat_btn, g.result):
        assert _visible_in(area, w), w
