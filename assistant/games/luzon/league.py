"""A Luzon game's figures for the league report (issue 27): the victory checks entered (5.0, L3)."""

from __future__ import annotations

from typing import Any


def figures(session) -> dict[str, Any]:
    """``turn``, ``result``, ``over``; ``checks`` (turn -> the result entered: japanese, allied, draw)."""
    from .commands import LuzonGame
    from .victory import ALLIED, DRAW, JAPANESE

    game = LuzonGame(session)
    entries = game.victory.victory_entries()
    checks = {int(t): str(e.get("result")) for t, e in sorted(entries.items(), key=lambda kv: int(kv[0]))}
    words = {JAPANESE: "Japanese win", ALLIED: "Allies win", DRAW: "Draw"}
    decided = [r for r in checks.values() if r in words]
    final = game.scenario.victory.final_turn in checks
    over = bool(decided) and (final or decided[-1] != DRAW)
    return {"turn": game.turn, "result": words[decided[-1]] if over else f"in play: turn {game.turn}",
            "over": over, "checks": checks}
