"""Charts a referee edits, stored with each game (issue #4, rulings B10, T4, S5, L2), and the user's chart
folder laid over the shipped charts (assistant.games.chart_overrides, assistant.games.chart_sources)."""

from __future__ import annotations

import copy

import pytest

from assistant.games import chart_sources as chartbook
from assistant.games.chart_overrides import (
    ChartEditError, chart_to_data, charts_for_session, is_editable, overrides, put_change, reset_change,
    source_of, unprinted_note,
)
from assistant.core.charts import load_charts
from assistant.core.errors import InputError
from assistant.games.setup import new_game
from assistant.games.session import GameSession
from assistant.store.store import Store

TARAWA_CHART = "offshore_bombardment"     # its terrain DRMs are entries (T4)


@pytest.fixture()
def tarawa(tmp_path):
    store = Store.open(tmp_path / "g.sqlite")
    gid = new_game(store, "tarawa", "test", demo=False)
    session = GameSession(store, gid)
    yield session
    session.close()
    store.close()


def shipped_chart(session, chart_id=TARAWA_CHART):
    return chartbook.shipped().get(session.kind.family, chart_id)


def edited_data(session):
    data = chart_to_data(shipped_chart(session))
    data["row"][0]["text"] = "Hit: our table's words"
    data["modifier"][1]["value"] = 2          # terrain_plus_1 entered as +2
    return data


def test_unprinted_charts_are_editable_and_say_so(tarawa):
    """T4: the Tarawa bombardment chart's terrain DRMs are entries; a printed chart is not editable."""
    chart = shipped_chart(tarawa)
    assert is_editable(chart) and "T4" in unprinted_note(chart)
    printed = chartbook.shipped().get("tarawa", "proficiency_check")
    assert not is_editable(printed) and unprinted_note(printed) == ""
    saipan = [c for c in chartbook.shipped().for_game("saipan") if is_editable(c)]
    assert saipan, "S5: Saipan's carrier DRM is a referee entry"


def test_override_round_trip(tarawa):
    """Issue #4: an edited chart is stored as a game record and is the chart the game rolls with."""
    data = edited_data(tarawa)
    change = put_change(tarawa, data)
    assert change.ops and change.game_id == tarawa.game_id
    tarawa.do(change)
    assert set(overrides(tarawa)) == {TARAWA_CHART}
    chart = charts_for_session(tarawa).get("tarawa", TARAWA_CHART)
    assert chart_to_data(chart) == data
    assert chart.rows[0].text == "Hit: our table's words"
    assert chart.modifier("terrain_plus_1").value == 2
    assert source_of(chart) == "game" and is_editable(chart)
    # the other charts are the shipped ones
    other = charts_for_session(tarawa).get("tarawa", "proficiency_check")
    assert other is chartbook.shipped().get("tarawa", "proficiency_check")


@pytest.mark.parametrize("edit, field", [
    (lambda d: d["row"][1].update(min=d["row"][0]["max"]), "row[2].min"),            # overlapping rows
    (lambda d: d["row"][0].update(max="eleven"), "row[1].max"),                        # not a number
    (lambda d: d["row"][0].update(min=5, max=2), "row[1].max"),                        # max below min
    (lambda d: d["modifier"][0].update(value="x"), "modifier[1].value"),
    (lambda d: d.update(pool="3 dice"), "pool"),
])
def test_bad_override_is_refused_naming_the_field_and_nothing_is_stored(tarawa, edit, field):
    """docs/CHARTS.md: an edited chart passes the loader's checks or is refused with the field named."""
    data = edited_data(tarawa)
    edit(data)
    with pytest.raises(ChartEditError) as err:
        put_change(tarawa, data)
    assert field in [p.field for p in err.value.problems]
    assert overrides(tarawa) == {}
    assert charts_for_session(tarawa).get("tarawa", TARAWA_CHART) is shipped_chart(tarawa)


def test_gap_in_rows_is_refused(tarawa):
    """docs/CHARTS.md: every reachable modified result must have a row; a gap is named."""
    data = edited_data(tarawa)
    data["row"][0]["max"] -= 1                # leaves the old max uncovered
    with pytest.raises(ChartEditError, match="no row covers"):
        put_change(tarawa, data)
    assert overrides(tarawa) == {}


def test_printed_chart_cannot_be_overridden(tarawa):
    """Only charts the source does not print are edited in a game (printed ones: the user chart folder)."""
    data = chart_to_data(chartbook.shipped().get("tarawa", "proficiency_check"))
    with pytest.raises(InputError, match="printed in the source"):
        put_change(tarawa, data)


def test_undo_restores_the_shipped_chart_and_reset_is_undoable(tarawa):
    """Issue #4: an edit and a reset to default are both undoable changes."""
    tarawa.do(put_change(tarawa, edited_data(tarawa)))
    tarawa.undo()
    assert charts_for_session(tarawa).get("tarawa", TARAWA_CHART) is shipped_chart(tarawa)
    tarawa.redo()
    assert source_of(charts_for_session(tarawa).get("tarawa", TARAWA_CHART)) == "game"
    tarawa.do(reset_change(tarawa, TARAWA_CHART))
    assert charts_for_session(tarawa).get("tarawa", TARAWA_CHART) is shipped_chart(tarawa)
    tarawa.undo()
    assert source_of(charts_for_session(tarawa).get("tarawa", TARAWA_CHART)) == "game"
    assert reset_change(tarawa, "proficiency_check") is None


def test_saving_the_defaults_stores_nothing(tarawa):
    """An "edit" equal to the shipped chart is no override (later fixes of the defaults still apply)."""
    change = put_change(tarawa, chart_to_data(shipped_chart(tarawa)))
    assert change.ops == ()


def test_referee_filled_new_chart(tmp_path):
    """L2: the OCS series results are tables the user fills in; a new chart id adds one to the game."""
    store = Store.open(tmp_path / "g.sqlite")
    session = GameSession(store, new_game(store, "luzon", "test", demo=False))
    data = {"id": "ocs_series", "title": "OCS series results", "rule": "ruling L2", "pool": "1d6",
            "editable": True, "row": [{"min": 1, "max": 3, "result": "held"}, {"min": 4, "max": 6, "result": "lost"}]}
    session.do(put_change(session, data))
    assert charts_for_session(session).get("luzon", "ocs_series").distribution()["held"] == pytest.approx(0.5)


# --------------------------------------------------------------------------------------------
# The user's chart folder
# --------------------------------------------------------------------------------------------

USER_WOUND = """
schema_version = 1
game = "bataan"

[[chart]]
id = "wound"
title = "Wound chart (house rule)"
rule = "house rule"
pool = "1d6"

[[chart.row]]
min = 1
max = 4
result = "light"

[[chart.row]]
min = 5
max = 6
result = "dead"
"""

BROKEN = """
schema_version = 1
game = "tarawa"

[[chart]]
id = "house_crt"
title = "House CRT"
rule = "house rule"
pool = "d10"

[[chart.row]]
min = 1
max = 6
result = "miss"

[[chart.row]]
min = 6
max = 10
result = "hit"
"""


def test_user_folder_replaces_shipped_and_a_bad_file_is_listed(tmp_path):
    """Issue #4: <data folder>/charts/*.toml load over the shipped charts; a malformed file is listed
    (file, chart, field) and every other chart still loads."""
    folder = tmp_path / "charts"
    folder.mkdir()
    (folder / "house.toml").write_text(USER_WOUND, encoding="utf-8")
    (folder / "broken.toml").write_text(BROKEN, encoding="utf-8")
    (folder / "garbage.toml").write_text("schema_version = 1\ngame = [", encoding="utf-8")
    book = chartbook.load_book(folder)
    wound = book.get("bataan", "wound")
    assert wound.title == "Wound chart (house rule)" and source_of(wound) == "user"
    shipped = load_charts()
    assert len(book) == len(shipped)          # replaced, not added twice; the broken chart is left out
    assert book.get("tarawa", TARAWA_CHART) == shipped.get("tarawa", TARAWA_CHART)
    errors = {(p.file.rpartition("/")[2], p.chart_id, p.field) for p in book.errors}
    assert ("broken.toml", "house_crt", "row[2].min") in errors
    assert any(f == "garbage.toml" and "TOML" in str(p) for p in book.errors for f in [p.file.rpartition("/")[2]])


def test_shipped_book_reads_the_user_folder(monkeypatch, tmp_path):
    """Issue #4: the app's book (chartbook.shipped) is the shipped charts with the data folder's charts over them."""
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    folder = chartbook.user_charts_dir()
    folder.mkdir(parents=True)
    (folder / "house.toml").write_text(USER_WOUND, encoding="utf-8")
    try:
        assert chartbook.reload().get("bataan", "wound").title == "Wound chart (house rule)"
    finally:
        monkeypatch.undo()
        chartbook.reload()
    assert chartbook.shipped().get("bataan", "wound").title != "Wound chart (house rule)"


def test_stored_override_is_checked_again_on_reading(tarawa):
    """A stored chart that no longer passes the checks leaves the default in force and is listed."""
    from assistant.games.chart_overrides import put_data_change

    bad = copy.deepcopy(edited_data(tarawa))
    bad["row"][0]["max"] = "x"
    tarawa.do(put_data_change(tarawa, "tarawa", TARAWA_CHART, bad, "bad"))
    book = charts_for_session(tarawa)
    assert book.get("tarawa", TARAWA_CHART) is shipped_chart(tarawa)
    assert any(p.field == "row[1].max" for p in book.errors)


# --------------------------------------------------------------------------------------------
# Charts the referee makes (L2, T4): New chart… / Delete chart
# --------------------------------------------------------------------------------------------


def _luzon(tmp_path):
    store = Store.open(tmp_path / "g.sqlite")
    return GameSession(store, new_game(store, "luzon", "test", demo=False))


def test_new_chart_starter_covers_the_pool_and_says_who_entered_it(tmp_path):
    """L2: a new chart starts as one editable row over the pool's whole range, noted as the referee's."""
    from assistant.games.chart_overrides import REFEREE_NOTE, new_chart_data, suggest_id

    session = _luzon(tmp_path)
    assert suggest_id("OCS series: results!") == "ocs_series_results"
    assert suggest_id("Series", {"series"}) == "series_2"
    data = new_chart_data(session, "OCS series results", "ocs_series", "2d6")
    assert data["editable"] and data["note"] == REFEREE_NOTE and "L2" in data["rule"]
    assert data["row"] == [{"min": 2, "max": 12, "result": "to_fill_in",
                            "text": "To fill in: split this row into the chart's results"}]
    assert new_chart_data(session, "T", "t", "d10")["row"][0]["min"] == 1


@pytest.mark.parametrize(("title", "chart_id", "pool", "field"), [
    ("Series", "Bad Id", "1d6", "id"),
    ("Series", "", "1d6", "id"),
    ("Series", "ocs", "two dice", "pool"),
    ("", "ocs", "1d6", "title"),
])
def test_new_chart_bad_field_is_named(tmp_path, title, chart_id, pool, field):
    from assistant.games.chart_overrides import new_chart_data

    session = _luzon(tmp_path)
    with pytest.raises(ChartEditError) as exc:
        new_chart_data(session, title, chart_id, pool)
    assert [p.field for p in exc.value.problems] == [field]


def test_new_chart_add_refuses_a_taken_id_and_delete_is_undoable(tmp_path):
    from assistant.games.chart_overrides import delete_change, is_referee_made, new_chart_change, new_chart_data

    session = _luzon(tmp_path)
    data = new_chart_data(session, "OCS series results", "ocs_series", "1d6")
    session.do(new_chart_change(session, data))
    chart = charts_for_session(session).get("luzon", "ocs_series")
    assert is_referee_made(chart) and chart.note == "Entered by the referee"
    with pytest.raises(ChartEditError) as exc:
        new_chart_data(session, "Again", "ocs_series", "1d6")
    assert exc.value.problems[0].field == "id"
    with pytest.raises(ChartEditError):
        new_chart_change(session, data)
    shipped_id = next(iter(charts_for_session(session).for_game("luzon"))).id
    with pytest.raises(ChartEditError):
        delete_change(session, shipped_id)
    session.do(delete_change(session, "ocs_series"))
    assert ("luzon", "ocs_series") not in charts_for_session(session)


def test_a_chart_file_may_only_name_a_registered_game(tmp_path):
    """docs/CHARTS.md: a file's ``game`` must be one of the registered games (read from their descriptors)."""
    (tmp_path / "chess.toml").write_text('schema_version = 1\ngame = "chess"\n', encoding="utf-8")
    book = chartbook.load_book(tmp_path)
    problem = next(p for p in book.problems if "chess" in str(p))
    assert "unknown game 'chess'" in str(problem) and "luzon" in str(problem)
