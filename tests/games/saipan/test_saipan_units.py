"""Saipan units as records: a step loss writes the unit and its ground-step result in one change
(12.0, 16.4 A), so the VP tally reads it; undo takes both back."""

from __future__ import annotations

from assistant.games.saipan import persist
from assistant.games.saipan.victory import tally
from assistant.games.setup import new_game
from assistant.store.store import Store


def test_step_loss_scores_for_the_other_side_and_undoes(tmp_path):
    """Saipan 16.4 A: each ground step lost is 1 VP to the other side; a unit with no step left is removed."""
    store = Store.open(tmp_path / "s.sqlite")
    try:
        gid = new_game(store, "saipan")
        before = tally(persist.results(store, gid)).vp["us"]
        unit = next(u for u in persist.load_units(store, gid) if u.steps == 1 and u.side == "japanese")
        store.do(persist.step_loss_change(store, gid, unit.id))
        assert unit.id not in {u.id for u in persist.load_units(store, gid)}
        assert tally(persist.results(store, gid)).vp["us"] == before + 1
        store.undo(gid)
        assert unit.id in {u.id for u in persist.load_units(store, gid)}
        assert tally(persist.results(store, gid)).vp["us"] == before
    finally:
        store.close()
