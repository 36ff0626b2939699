"""A Bataan game's figures for the league report (issue 27): the waves, the victory (B22), the losses and
the Americans, read by the game's own code (``BataanGame``) from the collected records."""

from __future__ import annotations

from typing import Any

from .sides import AMERICAN, JAPANESE


def figures(session) -> dict[str, Any]:
    """``turn``, ``result`` and ``over`` (every game's), then: ``wave`` (the wave in play or the last),
    ``waves_needed`` (the wave the last American left the table in, None while the game goes on),
    ``victory_level``, ``turns_played`` (the turns of the waves ended, and the turn in play while the game
    goes on), ``waves`` (per wave ended: number, japanese_losses, american_losses,
    americans_left, turns, banzai, ground_gained_in), ``japanese_losses`` and ``american_losses`` (over
    the waves recorded), ``americans_left`` (who left the table), ``americans_on_table`` (living),
    ``americans_dead``."""
    from .game import BataanGame

    game = BataanGame(session)
    try:
        st = game.state
        victory = game.victory()
        waves = [{"number": int(w["number"]), "japanese_losses": int(w["japanese_losses"]),
                  "american_losses": int(w["american_losses"]), "americans_left": len(w.get("americans_left") or ()),
                  "turns": int(w["turns"]), "banzai": bool(w.get("banzai")),
                  "ground_gained_in": float(w.get("ground_gained_in") or 0.0)} for w in game.waves()]
        figures_ = game.table().figures.values()
        on_table = sum(1 for f in figures_ if f.side == AMERICAN and f.alive)
        dead = sum(1 for f in figures_ if f.side == AMERICAN and not f.alive)
        jp_alive = sum(1 for f in figures_ if f.side == JAPANESE and f.alive)
    finally:
        game.close()
    return {"turn": st.clock.turn, "wave": st.clock.wave,
            "turns_played": sum(w["turns"] for w in waves) + (0 if victory else st.clock.turn),
            "result": victory["level_name"] if victory else f"in play: wave {st.clock.wave}, turn {st.clock.turn}",
            "over": bool(victory), "waves_needed": int(victory["wave"]) if victory else None,
            "victory_level": int(victory["level"]) if victory else None, "waves": waves,
            "japanese_losses": sum(w["japanese_losses"] for w in waves),
            "american_losses": sum(w["american_losses"] for w in waves),
            "americans_left": len(st.left), "americans_on_table": on_table, "americans_dead": dead,
            "japanese_on_table": jp_alive}


def summarise(games: list[dict[str, Any]]) -> dict[str, Any]:
    """Over several games' :func:`figures`: the waves needed (each finished game's, and their mean), the
    losses, the Americans, and the mean Japanese losses in each wave number."""
    from statistics import mean

    needed = [g["waves_needed"] for g in games if g.get("waves_needed") is not None]
    per_wave: dict[int, list[int]] = {}
    for g in games:
        for w in g.get("waves", ()):
            per_wave.setdefault(w["number"], []).append(w["japanese_losses"])
    return {"waves_needed": needed, "mean_waves_needed": round(mean(needed), 2) if needed else None,
            "japanese_losses": sum(g.get("japanese_losses", 0) for g in games),
            "american_losses": sum(g.get("american_losses", 0) for g in games),
            "americans_left": sum(g.get("americans_left", 0) for g in games),
            "americans_on_table": sum(g.get("americans_on_table", 0) for g in games),
            "japanese_losses_per_wave": {n: round(mean(v), 2) for n, v in sorted(per_wave.items())}}
