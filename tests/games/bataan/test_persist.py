"""A Bataan game's table lives in the database as records; moving a figure is one small undoable change."""

from __future__ import annotations

import pytest

from assistant.core.errors import InputError
from assistant.games.bataan import persist
from assistant.games.setup import new_game
from assistant.games.session import GameSession
from assistant.store.store import Store


@pytest.fixture()
def session():
    store = Store.open(":memory:")
    return GameSession(store, new_game(store, "bataan", "Persist", seed=2))


def test_demo_game_holds_the_demo_table(session):
    table = persist.load_table(session.store, session.game_id, session.settings)
    demo = persist.demo_table_dict()
    assert len(table.figures) == len(demo["figures"])
    assert len(table.features) == len(demo["terrain"])
    assert (table.width_in, table.height_in) == (demo["size_in"]["width"], demo["size_in"]["height"])


def test_a_move_is_one_row_and_undo_puts_it_back(session):
    store, gid = session.store, session.game_id
    table = persist.load_table(store, gid, session.settings)
    fid = next(iter(table.figures))
    x0, y0 = table.figure(fid).centre
    table.move_figure(fid, x0 - 3, y0)
    change = persist.table_change(store, gid, table, f"Move {fid}")
    assert len(change.ops) == 1
    before = store.dump()
    session.do(change)
    assert persist.load_table(store, gid, session.settings).figure(fid).centre == (x0 - 3, y0)
    session.undo()
    assert store.dump() == before


def test_a_bad_table_file_changes_nothing(session):
    doc = persist.demo_table_dict()
    doc["figures"][3]["side"] = "martian"
    before = session.store.dump()
    with pytest.raises(InputError, match=r"figures\[3\]\.side"):
        persist.import_change(session.store, session.game_id, doc)
    assert session.store.dump() == before
