"""Big table files (issue 17): a table of thousands of figures and an outline of tens of thousands of points
imports correctly in one change; the game's stored table takes the table the import checked; undo restores.
The timings are in benchmarks/bench_table_import.py (no timed tests)."""

from __future__ import annotations

import math

import pytest

from assistant.core.errors import InputError
from assistant.games.bataan import persist
from assistant.games.bataan.stored_table import StoredTable
from assistant.games.bataan.table import tablefile
from assistant.games.bataan.table.terrain import MAX_REPAIR_POINTS, TerrainFeature
from assistant.games.session import GameSession
from assistant.games.setup import new_game
from assistant.store import records
from assistant.store.store import Store

N_FIGURES, N_POINTS = 2_000, 20_000


def big_doc(n_figures=N_FIGURES, n_points=N_POINTS, shift=0.0):
    figs = [{"id": f"F{i:05d}", "side": "japanese" if i % 2 else "american", "unit": 1 + i % 4, "role": "rifleman",
             "x": 1.0 + (i % 100) * 2.5 + shift, "y": 1.0 + (i // 100) * 2.5} for i in range(n_figures)]
    swamp = [[150 + 60 * math.cos(2 * math.pi * k / n_points), 40 + 30 * math.sin(2 * math.pi * k / n_points)]
             for k in range(n_points)]
    return {"format": tablefile.FORMAT, "schema_version": 1, "game": "bataan", "name": "big",
            "size_in": {"width": 300.0, "height": 60.0},
            "terrain": [{"id": "swamp", "kind": "swamp", "polygon": swamp}], "figures": figs}


def knot(n):
    """A circle of n points with two neighbours swapped: its outline crosses itself once."""
    pts = [(30 + 10 * math.cos(2 * math.pi * k / n), 30 + 10 * math.sin(2 * math.pi * k / n)) for k in range(n)]
    pts[1], pts[2] = pts[2], pts[1]
    return pts


@pytest.fixture()
def game():
    store = Store.open(":memory:")
    gid = new_game(store, "bataan", "big", setup="demo", seed=1)
    session = GameSession(store, gid)
    return store, session


def test_big_table_imports_in_one_change_and_undoes(game):
    """Issue 17: 2,000 figures and a 20,000-point swamp import as one change; the stored table (taken from
    the import, not read again) equals a fresh read of the records; undo brings the demo back."""
    store, session = game
    stored = StoredTable(session)
    before = [f.id for f in stored.table().figures.values()]
    reads = stored.full_reads
    change = persist.import_change(store, session.game_id, big_doc(), "big")
    session.do(change)
    stored.apply(change)
    table = stored.table()
    assert stored.full_reads == reads                      # adopted, not re-read
    fresh = persist.load_table(store, session.game_id, session.settings)
    assert list(table.figures.values()) == list(fresh.figures.values())
    assert len(table.figures) == N_FIGURES and len(table.features[0].polygon) == N_POINTS
    assert [f.polygon for f in table.features] == [f.polygon for f in fresh.features]
    assert table.rulings == fresh.rulings and table.name == "big"
    session.undo()
    assert [f.id for f in persist.load_table(store, session.game_id, session.settings).figures.values()] == before


def test_ops_are_those_put_op_builds(game):
    """Issue 17: the import's ops, built from one read of the records, are exactly those of records.put_op /
    delete_op (inserts, updates of moved figures, deletes of figures no longer there)."""
    store, session = game
    gid = session.game_id
    session.do(persist.import_change(store, gid, big_doc(300, 500), "first"))
    doc = tablefile.table_to_dict(tablefile.table_from_dict(big_doc(250, 500, shift=0.5)).table)
    doc["figures"] = doc["figures"][::-1] + [dict(doc["figures"][0], id="NEW")]
    want = [records.put_op(store, gid, persist.META, "meta", {"size_in": doc["size_in"], "cloth": "jungle",
                                                                 "name": "big"})]
    for kind, items in ((persist.TERRAIN, doc["terrain"]), (persist.FIGURE, doc["figures"])):
        stored = records.all_of(store, gid, kind)
        wanted = {it["id"]: it for it in items}
        want += [records.put_op(store, gid, kind, k, it, position=p) for p, (k, it) in enumerate(wanted.items())]
        want += [records.delete_op(store, gid, kind, k) for k in stored.keys() - wanted.keys()]
    got = persist.import_change(store, gid, doc, "second").ops
    assert sorted(map(repr, got)) == sorted(repr(op) for op in want if op is not None)
    assert sum(op.after is None for op in got) == 50 and any(op.before is None for op in got)


def test_self_crossing_outline_beyond_the_repair_limit_is_refused():
    """Issue 17: a self-crossing outline of more than MAX_REPAIR_POINTS points is refused at once with a message
    naming the limit (its repair would take minutes); a small bow-tie is still repaired and named."""
    with pytest.raises(InputError, match=f"up to {MAX_REPAIR_POINTS:,} points are repaired"):
        TerrainFeature.area_feature("s", "swamp", knot(MAX_REPAIR_POINTS + 1))
    assert TerrainFeature.area_feature("s", "swamp", knot(MAX_REPAIR_POINTS)).note.startswith("repaired")
    bow = TerrainFeature.area_feature("b", "swamp", [(0, 0), (4, 4), (4, 0), (0, 4)])
    assert bow.note.startswith("repaired")


def test_refusal_in_a_file_changes_nothing(game):
    """Issue 17: the limit's refusal names the feature in the file, and nothing changes."""
    store, session = game
    doc = big_doc(10, 10)
    pts = [list(p) for p in knot(MAX_REPAIR_POINTS + 1)]
    doc["terrain"].append({"id": "knot", "kind": "swamp", "polygon": pts})
    before = store.dump()
    with pytest.raises(InputError) as err:
        persist.import_change(store, session.game_id, doc, "bad")
    assert "terrain[1]" in str(err.value) and "knot" in str(err.value)
    assert store.dump() == before
