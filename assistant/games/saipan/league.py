"""A Saipan game's figures for the league report (issue 27): the VPs and the outcome, read by
``SaipanGame`` (16.4, S3-S6)."""

from __future__ import annotations

from typing import Any


def figures(session) -> dict[str, Any]:
    """``turn``, ``result``, ``over``; ``vp`` (per side, 16.4 A), ``winner``, ``level``,
    ``turns_completed``, ``results`` (how many results are recorded)."""
    from .commands import SaipanGame

    game = SaipanGame(session)
    o = game.sequence.outcome()
    cl = game.checklist
    winner = {"us": "US", "japanese": "Japanese", "draw": "Draw"}.get(o.winner, "")
    result = f"{winner} {o.level}".strip() if o.decided else f"in play: day {cl.turn}"
    return {"turn": int(cl.turn), "result": result, "over": o.decided, "vp": dict(o.vp), "winner": o.winner,
            "level": o.level, "turns_completed": cl.turns_completed, "results": len(game.results())}


def summarise(games: list[dict[str, Any]]) -> dict[str, Any]:
    """Over several games' :func:`figures`: the VPs per side, added up."""
    vp: dict[str, int] = {}
    for g in games:
        for side, n in (g.get("vp") or {}).items():
            vp[side] = vp.get(side, 0) + int(n)
    return {"vp": vp}
