"""The stored table a BataanGame reads is kept in step with each change (figures, terrain, rulings) and
always equals a fresh read of the records, in the stored order, through undo and redo."""

from __future__ import annotations

from assistant.games.bataan import persist
from assistant.games.bataan.rulings import Rulings
from assistant.games.bataan.table.terrain import TerrainFeature
from assistant.store import games as store_games

from .game_helpers import goto, make_game
from .test_game import do, jp, us


def fresh(game):
    return persist.load_table(game.store, game.game_id, game.session.settings)


def same(game) -> None:
    t, f = game.table(), fresh(game)
    assert list(t.figures.items()) == list(f.figures.items())
    assert t.features == f.features and t.rulings == f.rulings
    assert (t.width_in, t.height_in, t.name) == (f.width_in, f.height_in, f.name)


def test_changes_apply_without_reading_the_table_again(tmp_path):
    store, session, game = make_game(tmp_path / "g.sqlite", [
        jp("JP4-1", 4, "rifleman", 4.0, 12.0), jp("JP4-2", 4, "rifleman", 4.0, 16.0),
        us("US1-3", 1, "rifleman", 20.0, 12.0), us("US1-4", 1, "rifleman", 34.0, 20.0)])
    same(game)
    reads = game.stored.full_reads
    goto(game, "japanese_move")
    do(game, game.drags.record_drag({"JP4-1": (7.0, 12.0)}))
    same(game)
    do(game, game.turn.set_figures(["US1-3"], wounds="serious"))
    same(game)
    do(game, game.turn.set_figures(["JP4-2"], remove=True))
    same(game)
    session.undo()                                  # the figure comes back in its stored place
    same(game)
    assert list(game.table().figures) == ["JP4-1", "JP4-2", "US1-3", "US1-4"]
    session.redo()
    same(game)
    for _ in range(3):
        session.undo()
        same(game)
    assert game.stored.full_reads == reads


def test_a_change_told_twice_is_applied_once(tmp_path):
    store, session, game = make_game(tmp_path / "g.sqlite", [jp("JP4-1", 4, "rifleman", 4.0, 12.0)])
    game.table()
    t = game.table().copy()
    t.move_figure("JP4-1", 6.0, 12.0)
    change = persist.table_change(store, game.game_id, t, "Move JP4-1")
    game.sync(change)                              # a reader told first hands it on before the session
    assert game.figure("JP4-1").centre == (6.0, 12.0)
    session.do(change)
    same(game)


def test_terrain_and_rulings_changes(tmp_path):
    store, session, game = make_game(tmp_path / "g.sqlite", [jp("JP4-1", 4, "rifleman", 4.0, 12.0)])
    game.table()
    reads = game.stored.full_reads
    t = game.table().copy()
    t.put_feature(TerrainFeature.area_feature("swamp-1", "swamp", [(10, 2), (16, 2), (16, 8), (10, 8)]))
    session.do(persist.table_change(store, game.game_id, t, "Draw swamp-1"))
    same(game)
    assert game.stored.full_reads == reads           # issue 25: the terrain records applied, not all read again
    settings = dict(session.settings, rulings=Rulings(b28_margin_in=0.5).to_dict())
    session.do(store_games.settings_change(store, game.game_id, settings))
    assert game.table().rulings.b28_margin_in == 0.5
    same(game)
    session.undo()
    same(game)
    t = game.table().copy()                          # a reshape: one terrain record changed, then undone
    t.put_feature(TerrainFeature.area_feature("swamp-1", "swamp", [(10, 2), (17, 2), (16, 9), (10, 8)]))
    session.do(persist.terrain_change(store, game.game_id, t, "Reshape swamp-1"))
    same(game)
    session.undo()
    same(game)
    session.undo()                                   # the swamp drawn: gone again
    same(game)
    assert game.stored.full_reads == reads



def test_terrain_change_equals_table_change_for_a_terrain_edit(tmp_path):
    """Issue 25: a reshape's change compares only the terrain records, and is the very change the whole
    table's comparison gives when only the terrain differs."""
    store, session, game = make_game(tmp_path / "g.sqlite", [jp("JP4-1", 4, "rifleman", 4.0, 12.0)])
    t = game.table().copy()
    t.put_feature(TerrainFeature.area_feature("swamp-1", "swamp", [(10, 2), (16, 2), (16, 8), (10, 8)]))
    session.do(persist.table_change(store, game.game_id, t, "Draw swamp-1"))
    t = game.table().copy()
    t.put_feature(TerrainFeature.area_feature("swamp-1", "swamp", [(10, 2), (18, 2), (16, 8), (10, 8)]))
    whole = persist.table_change(store, game.game_id, t, "Reshape swamp-1")
    only = persist.terrain_change(store, game.game_id, t, "Reshape swamp-1")
    assert list(map(repr, whole.ops)) == list(map(repr, only.ops)) and len(only.ops) == 1
