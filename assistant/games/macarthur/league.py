"""A MacArthur campaign's figures for the league report (issue 27): turns, battles, losses, the winner
when the Game Ends card has been turned."""

from __future__ import annotations

from typing import Any


def figures(session) -> dict[str, Any]:
    """``turn``, ``result``, ``over``; ``battles`` (fought), ``lost`` (units per side, side names as the
    campaign calls them), ``holding`` (each side's victory condition now, in words)."""
    from . import persist
    from .commands import MacArthurGame
    from .state import victory

    game = MacArthurGame(session)
    rec = game.record
    battles = game.battles()
    lost = {persist.side_name(game.campaign, side): sum(by.values())
            for side, by in game.losses_by_turn().items()}
    over = rec.state.deck.game_over
    result = persist.describe_result(game.campaign, victory(game.campaign, rec.state, "game_end")) if over \
        else f"in play: turn {rec.state.turn}"
    return {"turn": int(rec.state.turn), "result": result, "over": over, "battles": len(battles), "lost": lost,
            "holding": [words for _side, _ok, words in game.victory_status()]}
