"""The demo position a new Bataan game starts from: the demo table, and the clock at wave 1, turn 1."""

from assistant.games.bataan.game_state import GameState
from assistant.games.bataan.persist import seed_demo

__all__ = ["seed_demo", "initial_state"]


def initial_state() -> dict:
    """Wave 1, turn 1, the Banzai decision: so the first rolls are logged with their turn and phase."""
    return GameState.from_state({}).to_state({})
