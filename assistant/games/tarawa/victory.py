"""Tarawa victory (8.5-8.7, ruling T9): Japanese levels by the last turn they held the island, US
levels by the turn it was cleared, the Japanese step-loss mitigation levels, compared by rank."""

from __future__ import annotations

from dataclasses import asdict, dataclass
from typing import Any

from assistant.core.errors import InputError

from . import rules
from assistant.core.messages import msg


@dataclass(frozen=True)
class TarawaVictory:
    decided: bool
    winner: str                # "us" | "japanese" | "draw" | "" (undecided)
    level: str                 # the winner's level, "" for a draw
    us_level: str
    japanese_turn_level: str   # 8.5
    japanese_loss_level: str   # 8.7
    reasons: tuple[str, ...]
    rulings: tuple[str, ...] = ()

    def to_dict(self) -> dict[str, Any]:
        d = asdict(self)
        d["reasons"], d["rulings"] = list(self.reasons), list(self.rulings)
        return d


def loss_level(us_step_losses: int) -> str:
    """The Japanese level from US step losses, amtracs not counted (8.7 A); "" below 63."""
    for lo, hi, level in rules.MITIGATION_BY_US_STEP_LOSSES:
        if us_step_losses >= lo and (hi is None or us_step_losses <= hi):
            return level
    return ""


def tarawa_victory(cleared_turn: int | None, us_step_losses: int, turns_completed: int) -> TarawaVictory:
    """Decide the game.

    ``cleared_turn``: the turn in which the last Japanese unit left the island (None if not yet);
    ``turns_completed``: how many turns have ended. Undecided while the island is held and turn 30
    has not ended.
    """
    if us_step_losses < 0 or turns_completed < 0:
        raise InputError(msg("counts cannot be negative"), "tarawa_victory")
    if cleared_turn is not None and cleared_turn < 1:
        raise InputError(msg("turns start at 1"), "tarawa_victory: cleared_turn")
    last = max(rules.JAPANESE_LEVEL_BY_TURN_HELD)
    reasons: list[str] = []
    if cleared_turn is None and turns_completed < last:
        return TarawaVictory(False, "", "", "", "", loss_level(us_step_losses),
                             ("the island is still held and turn 30 has not ended",))
    # the last turn at whose end a Japanese unit was on the island
    held_through = last if cleared_turn is None else min(cleared_turn - 1, last)
    jt = ""
    for turn in sorted(rules.JAPANESE_LEVEL_BY_TURN_HELD):
        if held_through >= turn:
            jt = rules.JAPANESE_LEVEL_BY_TURN_HELD[turn]
    if jt:
        reasons.append(f"Japanese unit on the island at the end of turn {held_through}: {jt} (8.5)")
    us = ""
    if cleared_turn is not None:
        for turn in sorted(rules.US_LEVEL_BY_TURN_CLEARED, reverse=True):
            if cleared_turn <= turn:
                us = rules.US_LEVEL_BY_TURN_CLEARED[turn]
        reasons.append(f"island cleared on turn {cleared_turn}: " + (f"US {us} (8.6)" if us else "no US level (8.6)"))
    jl = loss_level(us_step_losses)
    if jl:
        reasons.append(f"{us_step_losses} US step losses: Japanese {jl} (8.7 A)")
    japanese = max((jt, jl), key=lambda lv: rules.LEVEL_RANK.get(lv, 0))
    us_rank, j_rank = rules.LEVEL_RANK.get(us, 0), rules.LEVEL_RANK.get(japanese, 0)
    rulings: tuple[str, ...] = ()
    if us_rank > j_rank:
        winner, level = "us", us
    elif j_rank > us_rank:
        winner, level = "japanese", japanese
    else:
        winner, level = "draw", ""
        reasons.append("equal levels: a draw (8.7 B)")
        if us_rank == 0:
            rulings = ("T9",)
            reasons[-1] = "no level for either side: a draw (T9)"
    return TarawaVictory(True, winner, level, us, jt, jl, tuple(reasons), rulings)
