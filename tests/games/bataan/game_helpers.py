"""Small scripted tables for the BataanGame tests: an open clearing (no jungle sight limit, B4)."""

from __future__ import annotations

from assistant.games.bataan import persist
from assistant.games.bataan.game import BataanGame
from assistant.games.bataan.rolls import ScriptedDice
from assistant.games.setup import new_game
from assistant.games.session import GameSession
from assistant.store.store import Store

W, H = 48.0, 24.0


def fig(fid, side, unit, role, x, y, **kw):
    d = {"id": fid, "side": side, "unit": unit, "role": role, "x": x, "y": y}
    d.update(kw)
    return d


def table_doc(figures, clearing=True):
    terrain = [{"id": "open", "kind": "clearing", "polygon": [[0, 0], [W, 0], [W, H], [0, H]]}] if clearing else []
    return {"format": "table-assistant/table", "schema_version": 1, "game": "bataan", "name": "Test table",
            "size_in": {"width": W, "height": H}, "cloth": "jungle", "terrain": terrain, "figures": figures}


def make_game(path, figures, *, seed=7, dice=None, clearing=True):
    """A Bataan game on a file with the given figures; ``dice``: faces for a ScriptedDice override."""
    store = Store.open(path)
    gid = new_game(store, "bataan", "test", demo=False, seed=seed)
    doc = table_doc(figures, clearing)
    from assistant.games.bataan.table.tablefile import FORMAT
    doc["format"] = FORMAT
    ch = persist.import_change(store, gid, doc, "set up")
    with store.db.atomic():
        for op in ch.ops:
            store._apply_op(op)
    session = GameSession(store, gid)
    game = BataanGame(session, dice=ScriptedDice(list(dice)) if dice is not None else None)
    return store, session, game


def goto(game, phase):
    """Advance phases until ``phase`` (a Phase value string)."""
    for _ in range(20):
        if game.phase.value == phase:
            return
        game.session.do(game.turn.advance_phase())
    raise AssertionError(f"never reached {phase}")


def script(game, faces):
    game.dice_override = ScriptedDice(list(faces))
