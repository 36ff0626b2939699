"""Game > Charts… > New chart… (rulings L2, T4): a chart the referee fills in is asked for (title, id,
dice), opened as a draft with one starter row over the dice's range, saved as one undoable change, rolled
from the Roll panel, and removed by Undo or Delete chart. Bad fields are named and nothing is stored."""

from __future__ import annotations

import os

import pytest

from assistant.games.chart_overrides import REFEREE_NOTE, charts_for_session, overrides
from assistant.ui.charts import open_editor

SCREENSHOTS = os.environ.get("CHART_SCREENSHOTS")   # a folder: save the dialogs there to look at them


def set_cell(table, row, col, text):
    table.item(row, col).setText(text)


def new_chart(dlg, title, pool, chart_id=None):
    """Fill in the New chart… dialog; return it (accepted or still open with a message)."""
    ask = dlg.new_chart()
    ask.title.setText(title)
    if chart_id is not None:
        ask.chart_id.setText(chart_id)
    ask.pool.setText(pool)
    ask.accept()
    return ask


def test_luzon_series_chart_made_rolled_and_undone(window):
    """L2: the OCS series results as a referee-filled chart: starter row over 1d6, rows entered, saved
    (one undoable change), listed and rolled in the Roll panel; undo the roll, then the chart."""
    window.create_and_open("luzon", "Series")
    session = window.hub.session
    dlg = open_editor(window)
    ask = new_chart(dlg, "OCS series results", "1d6")
    if SCREENSHOTS:
        ask.grab().save(os.path.join(SCREENSHOTS, "new-chart-dialog.png"))
    assert ask.chart_id.text() == "ocs_series_results" and ask.result() == ask.DialogCode.Accepted
    assert dlg.is_draft() and dlg.current == "ocs_series_results"
    assert "[new, not saved]" in dlg.list.currentItem().text()
    assert dlg.note.isVisible() and REFEREE_NOTE in dlg.note.text()
    assert dlg.rows.rowCount() == 1 and (dlg.rows.item(0, 0).text(), dlg.rows.item(0, 1).text()) == ("1", "6")
    assert dlg.save_btn.isEnabled() and dlg.delete_btn.isEnabled() and not dlg.reset_btn.isEnabled()
    assert overrides(session) == {}                                     # nothing stored yet

    set_cell(dlg.rows, 0, 1, "3")
    set_cell(dlg.rows, 0, 2, "japanese_win")
    set_cell(dlg.rows, 0, 3, "Japanese win the series")
    dlg._add_line(dlg.rows)
    for col, text in enumerate(("4", "6", "allied_win", "Allies win the series")):
        set_cell(dlg.rows, 1, col, text)
    if SCREENSHOTS:
        dlg.grab().save(os.path.join(SCREENSHOTS, "new-chart-editor.png"))
    depth = window.hub.undo_stack.count()
    assert dlg.save(), dlg.message.text()
    assert window.hub.undo_stack.count() == depth + 1
    chart = charts_for_session(session).get("luzon", "ocs_series_results")
    assert chart.editable and chart.note == REFEREE_NOTE and [r.result for r in chart.rows] == [
        "japanese_win", "allied_win"]
    assert not dlg.is_draft() and "[referee]" in dlg.list.currentItem().text()
    assert dlg.delete_btn.isEnabled() and not dlg.reset_btn.isEnabled()

    panel = window.docks["roll"].widget()
    panel.select_chart("ocs_series_results")
    assert REFEREE_NOTE in panel.rule.text()
    panel.roll()
    assert "win the series" in panel.result.text()
    assert window.hub.undo_stack.count() == depth + 2

    window.act_undo.trigger()                                   # the roll
    assert window.hub.undo_stack.index() == depth + 1
    assert ("luzon", "ocs_series_results") in charts_for_session(session)
    window.act_undo.trigger()                                   # the chart
    assert ("luzon", "ocs_series_results") not in charts_for_session(session)
    assert panel.chart_box.findData("ocs_series_results") < 0
    assert all(dlg.list.item(i).data(0x0100) != "ocs_series_results" for i in range(dlg.list.count()))
    window.act_redo.trigger()                                   # back again, then Delete chart (undoable)
    assert panel.chart_box.findData("ocs_series_results") >= 0
    dlg.select("ocs_series_results")
    assert dlg.delete()
    assert overrides(session) == {} and panel.chart_box.findData("ocs_series_results") < 0
    window.act_undo.trigger()
    assert set(overrides(session)) == {"ocs_series_results"}


@pytest.mark.parametrize(("title", "chart_id", "pool", "field"), [
    ("Assault CRT", "Assault CRT", "d10", "id"),
    ("Assault CRT", "offshore_bombardment", "d10", "id"),          # a chart the game already has
    ("Assault CRT", "assault_crt", "2 dice", "pool"),
    ("Assault CRT", "assault_crt", "", "pool"),
])
def test_bad_id_or_pool_is_named_and_nothing_stored(window, title, chart_id, pool, field):
    """T4: a bad id, a taken id or a bad dice pool is named in the dialog, which stays open; no draft,
    nothing stored."""
    window.create_and_open("tarawa", "CRT")
    dlg = open_editor(window)
    depth = window.hub.undo_stack.count()
    ask = new_chart(dlg, title, pool, chart_id)
    assert ask.result() != ask.DialogCode.Accepted and ask.data is None
    assert f"({field})" in ask.message.text() and ask.fields[field].styleSheet()
    assert dlg.draft is None and overrides(window.hub.session) == {}
    assert window.hub.undo_stack.count() == depth
    if SCREENSHOTS:
        ask.grab().save(os.path.join(SCREENSHOTS, f"new-chart-refused-{field}-{chart_id or 'empty'}.png"))
    ask.reject()


def test_new_chart_overlapping_rows_are_refused_and_draft_can_be_dropped(window):
    """T4: a new TEC whose rows overlap is refused naming the row and field; nothing is stored; Delete
    chart drops the draft."""
    window.create_and_open("tarawa", "TEC")
    session = window.hub.session
    dlg = open_editor(window)
    new_chart(dlg, "Terrain effects", "d10")
    assert dlg.current == "terrain_effects" and dlg.rows.item(0, 1).text() == "10"
    set_cell(dlg.rows, 0, 1, "6")
    dlg._add_line(dlg.rows)
    for col, text in enumerate(("5", "10", "cover", "Cover")):
        set_cell(dlg.rows, 1, col, text)
    depth = window.hub.undo_stack.count()
    assert not dlg.save()
    assert "Not saved" in dlg.message.text() and "Row 2, field 'min'" in dlg.message.text()
    assert window.hub.undo_stack.count() == depth and overrides(session) == {} and dlg.is_draft()
    assert dlg.delete()
    assert dlg.draft is None and overrides(session) == {}
    assert all(dlg.list.item(i).data(0x0100) != "terrain_effects" for i in range(dlg.list.count()))
