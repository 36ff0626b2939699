"""The league report (issue 27, item 2): its numbers against the games' own records, read from the
referees' databases with the games' own code."""

from __future__ import annotations

import pytest

from assistant.core.errors import InputError
from assistant.games.bataan.game import BataanGame
from assistant.games.league_html import report_html
from assistant.games.league_report import build
from assistant.games.saipan.commands import SaipanGame
from assistant.games.session import GameSession
from assistant.games.tarawa.commands import TarawaGame
from assistant.store.league import Input, collect
from assistant.store.store import Store


@pytest.fixture(scope="module")
def league_file(shared_inputs, tmp_path_factory):
    out = tmp_path_factory.mktemp("league") / "league.sqlite"
    collect(out, [Input(shared_inputs.table1, "Table 1"), Input(shared_inputs.table2, "Table 2"),
                  shared_inputs.damaged, shared_inputs.table1])
    return out


def _source(path, gid):
    store = Store.open(path)
    return store, GameSession(store, gid)


def _luck(store, gid) -> dict[str, tuple[int, float]]:
    out: dict[str, tuple[int, float]] = {}
    for r in store.rows("SELECT side, result, expected FROM rolls WHERE game_id = ?", [gid]):
        n, luck = out.get(r["side"], (0, 0.0))
        out[r["side"]] = (n + 1, luck + r["result"] - r["expected"])
    return out


def test_bataan_figures_are_the_games_own(league_file, shared_inputs):
    """Issue 27.2, Bataan: waves needed, victory level (B22), Japanese losses per wave, Americans left
    and each side's luck equal what the game's own records say in its source database."""
    report = build(league_file)
    by = {(g.table, g.name): g for g in report.games}
    for path, table, name in ((shared_inputs.table1, "Table 1", "Saturday morning"),
                              (shared_inputs.table2, "Table 2", "Saturday evening")):
        line = by[(table, name)]
        store, session = _source(path, 1)
        game = BataanGame(session)
        try:
            waves = game.waves()
            victory = game.victory()
            assert [w["number"] for w in line.figures["waves"]] == [w["number"] for w in waves]
            assert [w["japanese_losses"] for w in line.figures["waves"]] == [w["japanese_losses"] for w in waves]
            assert [w["americans_left"] for w in line.figures["waves"]] == [len(w["americans_left"]) for w in waves]
            assert line.figures["americans_left"] == len(game.state.left)
            assert line.figures["americans_on_table"] == len(game.on_table("american"))
            assert line.over == bool(victory)
            if victory:
                assert line.figures["waves_needed"] == victory["wave"]
                assert line.result == victory["level_name"]
            else:
                assert line.figures["waves_needed"] is None and line.result.startswith("in play")
            want = _luck(store, 1)
            assert {s.side: (s.rolls, pytest.approx(s.luck)) for s in line.luck} == want
        finally:
            game.close()
            store.close()
    # the played-out game: three waves, the last American gone in the third
    done = by[("Table 1", "Saturday morning")]
    assert done.figures["waves_needed"] == 3 and [w["japanese_losses"] for w in done.figures["waves"]] == [5, 3, 1]
    assert done.figures["americans_left"] == 22 and done.figures["americans_on_table"] == 0
    assert done.figures["turns_played"] == 3
    going = by[("Table 2", "Saturday evening")]
    assert going.figures["turns_played"] == 1 + going.turn


def test_board_game_figures_are_the_games_own(league_file, shared_inputs):
    """Issue 27.2, the board games: the result, the turn and the VPs are those TarawaGame and SaipanGame give."""
    report = build(league_file)
    tarawa = next(g for g in report.games if g.kind == "tarawa")
    saipan = next(g for g in report.games if g.kind == "saipan")
    store, session = _source(shared_inputs.table1, 2)
    try:
        v = TarawaGame(session).entries.victory()
        assert tarawa.over == v.decided and tarawa.figures["winner"] == v.winner
        assert tarawa.turn == session.state["turn"]
    finally:
        store.close()
    store, session = _source(shared_inputs.table2, 2)
    try:
        game = SaipanGame(session)
        assert saipan.figures["vp"] == game.sequence.tally().vp
        assert saipan.figures["results"] == len(game.results())
        assert saipan.turn == game.checklist.turn
    finally:
        store.close()


def test_per_table_and_overall(league_file):
    """Issue 27.2: per table and over all; the damaged database added nothing; --game picks a family."""
    report = build(league_file)
    assert list(report.tables()) == ["Table 1", "Table 2"]
    assert len(report.games) == 4
    overall = report.summary("bataan")
    assert (overall.games, overall.finished) == (2, 1)
    assert overall.extra["waves_needed"] == [3]
    assert overall.extra["japanese_losses_per_wave"] == {1: 5.0, 2: 3.0, 3: 1.0}
    sides = {s.side: s for s in overall.luck}
    per_game = [s for g in report.games if g.family == "bataan" for s in g.luck]
    for side in ("american", "japanese"):
        assert sides[side].rolls == sum(s.rolls for s in per_game if s.side == side)
        assert sides[side].luck == pytest.approx(sum(s.luck for s in per_game if s.side == side))
    only = build(league_file, "bataan")
    assert {g.kind for g in only.games} == {"bataan"}
    with pytest.raises(InputError, match="unknown game 'chess'"):
        build(league_file, "chess")


def test_html_has_its_plots(league_file):
    """Issue 27.2: the HTML report draws the waves, the Americans and the luck as inline SVG."""
    html = report_html(build(league_file))
    assert html.count("<svg") >= 4
    for title in ("Japanese losses per wave", "Waves needed", "The Americans", "Luck of the dice", "Table 2"):
        assert title in html
    assert "<script" not in html


def test_a_game_its_code_cannot_read_is_named(shared_inputs, tmp_path):
    """Bad input: a collected game of a kind this version does not know, or whose records its game cannot
    read, is named with the reason in the report; the other games are reported."""
    import sqlite3

    out = tmp_path / "league.sqlite"
    collect(out, [Input(shared_inputs.table1, "Table 1"), Input(shared_inputs.table2, "Table 2")])
    con = sqlite3.connect(out)
    con.execute("UPDATE games SET kind = 'chess' WHERE id = 2")
    con.execute("UPDATE records SET data = '{\"number\": 1}' WHERE game_id = 1 AND kind = 'wave'")
    con.commit()
    con.close()
    report = build(out)
    by = {g.id: g for g in report.games}
    assert "does not know the game 'chess'" in by[2].problem
    assert "cannot be read" in by[1].problem and "KeyError" in by[1].problem
    assert by[3].problem == "" and by[3].result
    assert "cannot be read" in report_html(report)
