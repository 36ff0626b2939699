"""Game > Charts… (issue #4, rulings B10, T4): the chart editor saves through the undoable path, refuses a
bad entry naming the row and field, resets to the default; the Roll panel rolls the edited chart; chart
file problems are reported at start without stopping the window."""

from __future__ import annotations

from PySide6.QtCore import Qt

from assistant.games import chart_sources as chartbook
from assistant.games.chart_overrides import overrides, source_of
from assistant.games.bataan.weapons import default_weapons, is_edited, weapons_for_session
from assistant.ui.charts import open_editor, report_problems
from assistant.ui.charts.editor import WEAPONS

TARAWA_CHART = "offshore_bombardment"


def set_cell(table, row, col, text):
    table.item(row, col).setText(text)


def test_charts_action_in_game_menu(window):
    """Issue #4: Game > Charts… is in the Game menu while a game is open, and opens the editor."""
    assert window.act_charts in window.menu_game.actions()
    window.act_charts.trigger()
    dlg = window.charts_dialog
    assert dlg.isVisible() and not dlg.isModal()
    assert dlg.list.item(0).data(Qt.ItemDataRole.UserRole) == WEAPONS
    assert "[editable]" in dlg.list.item(0).text()
    window.create_and_open("tarawa", "Another game")          # the menu is rebuilt for the new game
    assert window.act_charts in window.menu_game.actions()


def test_weapons_chart_edit_save_and_undo(window, qtbot):
    """B10: the weapons chart's defaults are labelled; the BAR's dice edited in the dialog are stored with
    the game (one undoable change) and undo brings the defaults back."""
    session = window.hub.session
    dlg = open_editor(window)
    dlg.select(WEAPONS)
    assert dlg.note.isVisible() and "B10" in dlg.note.text() and "Not printed in the source" in dlg.note.text()
    row = next(r for r in range(dlg.weapons.rowCount()) if dlg.weapons.item(r, 0).text() == "BAR")
    assert "dice" in dlg.weapons.item(row, 8).text()                # listed as our default
    set_cell(dlg.weapons, row, 2, "2")
    depth = window.hub.undo_stack.count()
    assert dlg.save()
    assert window.hub.undo_stack.count() == depth + 1
    assert weapons_for_session(session)["bar"].dice == 2
    assert dlg.weapons.item(row, 2).text() == "2"                   # shown again from the record
    window.act_undo.trigger()
    assert not is_edited(session)
    assert dlg.weapons.item(row, 2).text() == str(default_weapons()["bar"].dice)


def test_weapons_chart_bad_entry_changes_nothing(window):
    """B10: a weapons entry that is not a number is named (weapon and field) and nothing is stored."""
    dlg = open_editor(window)
    dlg.select(WEAPONS)
    row = next(r for r in range(dlg.weapons.rowCount()) if dlg.weapons.item(r, 0).text() == "BAR")
    set_cell(dlg.weapons, row, 2, "lots")
    depth = window.hub.undo_stack.count()
    assert not dlg.save()
    assert "BAR" in dlg.message.text() and "dice" in dlg.message.text()
    assert window.hub.undo_stack.count() == depth and not is_edited(window.hub.session)


def test_tarawa_chart_edit_rolls_with_the_edit_then_reset_and_undo(window):
    """T4: the bombardment chart's terrain DRMs are entries: edited in the dialog, saved, used by the Roll
    panel; Reset to default removes the edit (undoable)."""
    window.create_and_open("tarawa", "Charts")
    session = window.hub.session
    dlg = open_editor(window)
    dlg.select(TARAWA_CHART)
    assert "T4" in dlg.note.text() and dlg.save_btn.isEnabled() and not dlg.reset_btn.isEnabled()
    set_cell(dlg.rows, 0, 3, "Hit (house words)")
    mod_row = next(r for r in range(dlg.mods.rowCount()) if dlg.mods.item(r, 0).text() == "terrain_plus_1")
    set_cell(dlg.mods, mod_row, 2, "3")
    assert dlg.save(), dlg.message.text()
    assert set(overrides(session)) == {TARAWA_CHART}
    assert "[edited]" in dlg.list.currentItem().text() and dlg.reset_btn.isEnabled()

    panel = window.docks["roll"].widget()
    panel.select_chart(TARAWA_CHART)
    assert source_of(panel.chart) == "game"
    assert panel.chart.modifier("terrain_plus_1").value == 3
    assert "Edited for this game" in panel.rule.text()
    panel.roll()
    assert any(r.text and r.text in panel.result.text() for r in panel.chart.rows)

    assert dlg.reset()
    assert overrides(session) == {}
    assert panel.chart is chartbook.shipped().get("tarawa", TARAWA_CHART)
    window.act_undo.trigger()                                   # the reset undone: the edit is back
    assert panel.chart.modifier("terrain_plus_1").value == 3
    window.act_undo.trigger()                                   # the roll
    window.act_undo.trigger()                                   # the edit
    assert overrides(session) == {}
    assert panel.chart is chartbook.shipped().get("tarawa", TARAWA_CHART)


def test_overlapping_rows_are_refused_naming_the_row(window):
    """docs/CHARTS.md: rows may not overlap; the dialog names the row and field and saves nothing."""
    window.create_and_open("tarawa", "Bad rows")
    dlg = open_editor(window)
    dlg.select(TARAWA_CHART)
    first_max = int(dlg.rows.item(0, 1).text())
    set_cell(dlg.rows, 1, 0, str(first_max))                    # row 2 starts where row 1 ends
    depth = window.hub.undo_stack.count()
    assert not dlg.save()
    text = dlg.message.text()
    assert "Not saved" in text and "Row 2, field 'min'" in text and "overlap" in text
    assert dlg.rows.currentRow() == 1
    set_cell(dlg.rows, 1, 0, "x")
    assert not dlg.save() and "Row 2, field 'min'" in dlg.message.text() and "'x'" in dlg.message.text()
    assert window.hub.undo_stack.count() == depth and overrides(window.hub.session) == {}


def test_printed_chart_is_read_only(window):
    """A chart the source prints is shown, not edited."""
    dlg = open_editor(window)
    dlg.select("wound")
    assert not dlg.save_btn.isEnabled() and "Printed in the source" in dlg.note.text()


def test_chart_file_problems_are_reported_without_stopping(window, tmp_path):
    """Issue #4: a malformed user chart file is listed (file, chart, field) in the status bar and a
    non-modal message; the good charts still load."""
    folder = tmp_path / "charts"
    folder.mkdir()
    (folder / "bad.toml").write_text('schema_version = 1\ngame = "bataan"\n\n[[chart]]\nid = "house"\n'
                                     'title = "House"\nrule = "house"\npool = "1d6"\n\n[[chart.row]]\n'
                                     'min = 1\nmax = "six"\nresult = "x"\n', encoding="utf-8")
    book = chartbook.load_book(folder)
    assert ("bataan", "wound") in book
    box = report_problems(window, book)
    assert box is not None and not box.isModal() and box.isVisible()
    assert "bad.toml" in box.informativeText() and "row[1].max" in box.informativeText()
    assert "chart problem" in window.statusBar().currentMessage()
    box.close()
    assert report_problems(window, chartbook.shipped_only()) is None
