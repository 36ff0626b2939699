"""Publishing a league file with Datasette (issue 27, item 3): the collected file served with the shipped
metadata, through Datasette's own test client. Skipped when Datasette (the optional extra ``league``) is
not installed."""

from __future__ import annotations

import asyncio
import json

import pytest

from assistant.cli.league import metadata_for
from assistant.games.league_report import build
from assistant.store.league import Input, collect
from assistant.store.league_views import VIEWS

datasette_app = pytest.importorskip("datasette.app")


def _get(ds, path: str):
    async def go():
        return await ds.client.get(path)
    return asyncio.run(go())


def test_datasette_serves_the_league_with_its_metadata(shared_inputs, tmp_path):
    """Issue 27.3: every table and view has its description; the views and canned queries answer with the
    report's numbers (waves needed, Japanese losses per wave, luck)."""
    out = tmp_path / "league.sqlite"
    collect(out, [Input(shared_inputs.table1, "Table 1"), Input(shared_inputs.table2, "Table 2")])
    meta = metadata_for(out)
    described = meta["databases"]["league"]["tables"]
    assert set(VIEWS) | {"sources", "games", "records", "rolls"} <= set(described)
    ds = datasette_app.Datasette([str(out)], metadata=meta)

    page = _get(ds, "/league")
    assert page.status_code == 200 and "waves_by_table" in page.text
    for name in VIEWS:
        r = _get(ds, f"/league/{name}.json?_shape=array")
        assert r.status_code == 200, (name, r.text[:300])
        cols = set(r.json()[0]) if r.json() else set()
        assert cols <= set(described[name]["columns"]), name
    report = build(out)
    rows = {r["table_name"]: r for r in _get(ds, "/league/waves_by_table.json?_shape=array").json()}
    assert rows["Table 1"]["mean_waves_needed"] == 3 and rows["Table 2"]["finished"] == 0
    per_wave = _get(ds, "/league/losses_per_wave.json?_shape=array").json()
    table1 = next(g for g in report.games if g.table == "Table 1" and g.family == "bataan")
    assert [r["japanese_losses"] for r in per_wave if r["table_name"] == "Table 1"] == \
        [w["japanese_losses"] for w in table1.figures["waves"]]
    luck = {(r["table_name"], r["side"]): r["luck"] for r in _get(ds, "/league/luck_by_table.json?_shape=array").json()}
    for g in report.games:
        for s in g.luck:
            assert luck[(g.table, s.side)] == pytest.approx(sum(
                x.luck for h in report.games if h.table == g.table for x in h.luck if x.side == s.side), abs=0.01)
    one = _get(ds, "/league/games_of_table.json?table=Table+2&_shape=array").json()
    assert {r["kind"] for r in one} == {"bataan", "saipan"}
    html = _get(ds, "/league/bataan_waves").text
    assert "one row per wave ended" in html
    json.dumps(meta)   # the shipped file is plain JSON
