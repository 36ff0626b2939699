"""The set-up module of a Bataan game (the descriptor's ``demo``): the clock at wave 1, turn 1, and the
starting positions offered at File > New game: the article's printed set-up on the kind's table
(``seed_printed``, 4' x 8' or 5' x 10') and the 5' x 10' demo table (``seed_demo``)."""

from assistant.games.bataan.game_state import GameState
from assistant.games.bataan.persist import seed_demo
from assistant.games.bataan.printed import seed_printed

__all__ = ["seed_demo", "seed_printed", "initial_state"]


def initial_state() -> dict:
    """Wave 1, turn 1, the Banzai decision: so the first rolls are logged with their turn and phase."""
    return GameState.from_state({}).to_state({})
