"""Duel's one ruling (D1): whether a 12 always hits."""

from dataclasses import dataclass

from assistant.games.rulings_base import RulingsBase, toggle


@dataclass(frozen=True)
class Rulings(RulingsBase):
    POINTS = (toggle("d1_twelve_always_hits", "D1", "a 12 is read like any total", "a 12 always hits"),)

    d1_twelve_always_hits: bool = False
