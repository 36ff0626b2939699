from __future__ import annotations

import pytest

from assistant.games.saipan.commands import SaipanGame
from assistant.games.saipan.units import Unit
from assistant.games.session import GameSession
from assistant.games.setup import new_game
from assistant.store.store import Store


@pytest.fixture()
def blank():
    """A blank Saipan game (no units, day 1)."""
    store = Store.open(":memory:")
    gid = new_game(store, "saipan", setup="blank", seed=5)
    session = GameSession(store, gid)
    yield SaipanGame(session)
    session.close()
    store.close()


def put(game: SaipanGame, uid: str, side: str, hex_: str, a: int = 4, d: int = 5, mv: int = 6, prof: int = 6,
        kind: str = "infantry", **kw) -> Unit:
    """Place a unit with one command (outside the tests' subject: a US unit on a beach comes as the
    referee's ruling, not from a transport, 16.3 D-E)."""
    u = Unit(uid, side, kind, uid, a, d, mv, 2, 2, prof, hex_, **kw)
    game.session.do(game.add_unit(u, override=True))
    return u


def do(game: SaipanGame, change):
    game.session.do(change)
    return change


def summary(change) -> tuple[str, ...]:
    return dict(change.meta)["summary"]
