"""The American wound chart (B14): 1-3 light, 4-5 serious, 6 dead; -1 in an entrenchment.

Light wounds never add up; a second serious wound kills. Japanese figures hit are simply killed.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from enum import Enum
from fractions import Fraction
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from assistant.core.charts import ChartBook
    from .rolls import RollRecord


class WoundState(str, Enum):
    HEALTHY = "healthy"      # never hit, or only light wounds (they never add up)
    SERIOUS = "serious"      # crawl only, half fire, no American +1 in melee
    DEAD = "dead"


def apply_wound(state: WoundState, band: str) -> WoundState:
    """B14: light changes nothing; serious on a seriously wounded figure kills; dead is dead."""
    if state is WoundState.DEAD or band == "dead":
        return WoundState.DEAD
    if band == "serious":
        return WoundState.DEAD if state is WoundState.SERIOUS else WoundState.SERIOUS
    return state


@dataclass(frozen=True)
class WoundResult:
    figure_id: str
    before: WoundState
    after: WoundState
    band: str                 # light | serious | dead (the chart's row)
    roll: RollRecord

    @property
    def killed(self) -> bool:
        return self.after is WoundState.DEAD and self.before is not WoundState.DEAD

    def to_dict(self) -> dict[str, Any]:
        return {"figure_id": self.figure_id, "before": self.before.value, "after": self.after.value,
                "band": self.band, "roll": self.roll.to_dict()}


def roll_wound(figure_id: str, state: WoundState, dice: Any, *, entrenched: bool = False,
               why: str = "hit by Japanese fire", book: ChartBook | None = None) -> WoundResult:
    """Roll the wound chart for one hit on an American (B14)."""
    from .tables import chart_roll
    state = WoundState(state)
    rec, row = chart_roll("wound", dice, modifiers_on=("entrenched",) if entrenched else (),
                          what="wound", why=f"{figure_id}: {why}", rulings=("B14",), book=book)
    band = row.result
    after = apply_wound(state, band)
    if state is WoundState.DEAD:
        detail = "already dead"
    elif band == "serious" and state is WoundState.SERIOUS:
        detail = "second serious wound: killed (B14)"
    elif band == "light":
        detail = "light wound: no effect, never adds up (B14)"
    else:
        detail = row.text
    rec = replace(rec, outcome=after.value if after is WoundState.DEAD else band, detail=detail)
    return WoundResult(figure_id, state, after, band, rec)


def wound_odds(state: WoundState = WoundState.HEALTHY, *, entrenched: bool = False,
               book: ChartBook | None = None) -> dict[str, Fraction]:
    """Exact chances of each band (light, serious, dead) and of the figure being dead after the hit."""
    from .tables import chart
    out = chart("wound", book).distribution(("entrenched",) if entrenched else ())
    state = WoundState(state)
    killed = out.get("dead", Fraction(0)) + (out.get("serious", Fraction(0)) if state is WoundState.SERIOUS else 0)
    return {**out, "killed": Fraction(1) if state is WoundState.DEAD else killed}
