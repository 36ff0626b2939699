"""A Tarawa game's figures for the league report (issue 27), read by ``TarawaGame`` (8.5-8.7, T9)."""

from __future__ import annotations

from typing import Any


def figures(session) -> dict[str, Any]:
    """``turn``, ``result``, ``over``; ``turns_completed``, ``winner``, ``level``, ``us_step_losses``,
    ``cleared_turn`` (the referee's entries, 0: not cleared)."""
    from .commands import TarawaGame

    game = TarawaGame(session)
    v = game.entries.victory()
    entries = session.state.get("victory") or {}
    completed = len(game.log().state.turn_ends)
    winner = {"us": "US", "japanese": "Japanese", "draw": "Draw"}.get(v.winner, "")
    result = (f"{winner} {v.level}".strip() if v.winner != "draw" else "Draw") if v.decided else \
        f"in play: turn {session.state.get('turn', 1)}"
    return {"turn": int(session.state.get("turn") or 1), "result": result, "over": v.decided,
            "turns_completed": completed, "winner": v.winner, "level": v.level,
            "us_step_losses": int(entries.get("us_step_losses") or 0),
            "cleared_turn": int(entries.get("cleared_turn") or 0)}
