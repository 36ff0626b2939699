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
    game.session.do(game.ground.add_unit(u, override=True))
    return u


def do(game: SaipanGame, change):
    game.session.do(change)
    return change


def summary(change) -> tuple[str, ...]:
    return dict(change.meta)["summary"]


def ship_on_record(game: SaipanGame, name: str, ship_type: str, bp: int, side: str = "us",
                   zone: str = "Marianas") -> str:
    """A ship on record in the Saipan Sea Zone (S7: Marianas), the only kind that bombards (10.0 A9, 12.3)."""
    do(game, game.fleet_entries.place_air_naval(side, "ship", ship_type, name, f"1/1/{bp}", zone))
    return next(u.id for u in game.fleet.air_naval_units() if u.name == name)


def japanese_turn(game: SaipanGame) -> None:
    """On to the Japanese player-turn (10.0 C): the US player-turn's last step ticked."""
    do(game, game.sequence.tick("player1.assault"))
