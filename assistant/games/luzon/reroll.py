"""The Re-Roll counter (1.13): the holder may re-roll any one die roll except an Initiative roll;
using it hands it to the opponent at once; no die roll is re-rolled twice. Ruling L5 reads "any ONE
die roll (Supply, Reinforcement, ...)" as the listed rolls only (never Weather); its toggle allows
any die roll but Initiative (:func:`kind_refused`)."""

from __future__ import annotations

from dataclasses import dataclass, field

from assistant.core.errors import InputError
from assistant.core.messages import msg

SIDES = ("allied", "japanese")
# The rolls 1.13 names (L5: "reinforcement" includes the replacement rolls)
LISTED_ROLLS = ("supply", "reinforcement", "flak", "air_combat", "barrage", "surprise", "combat")
NEVER_REROLLED = ("initiative",)
ROLL_KIND_TEXT = {"air_combat": "Air Combat", "weather": "Weather", "initiative": "Initiative"}


def kind_refused(roll_kind: str, any_roll: bool = False) -> str | None:
    """Why a roll of ``roll_kind`` may not be re-rolled under ruling L5 (None: it may). ``any_roll``
    is L5's toggle (any die roll but Initiative)."""
    if roll_kind in NEVER_REROLLED:
        return "an Initiative roll may never be re-rolled (1.13)"
    if any_roll or roll_kind in LISTED_ROLLS:
        return None
    name = ROLL_KIND_TEXT.get(roll_kind, roll_kind.replace("_", " ").capitalize())
    return (f"a {name} roll is not one of the rolls 1.13 lists (Supply, Reinforcement, Flak, Air Combat, "
            "Barrage, Surprise, Combat): ruling L5")


def other(side: str) -> str:
    if side not in SIDES:
        raise InputError(msg("side must be allied or japanese, got {0!r}", side), "side")
    return "japanese" if side == "allied" else "allied"


@dataclass(frozen=True)
class ReRollCounter:
    """Who holds the counter and which rolls (by id) were re-rolled already."""

    holder: str = "japanese"            # 6.0: starts with the Japanese player
    rerolled: frozenset[str] = field(default_factory=frozenset)
    uses: int = 0

    def __post_init__(self) -> None:
        other(self.holder)

    def why_not(self, side: str, roll_id: str, roll_kind: str) -> str | None:
        """Why ``side`` may not use the counter on this roll now, or None if it may."""
        other(side)
        if side != self.holder:
            return f"the {self.holder.capitalize()} player holds the re-roll counter"
        if roll_kind in NEVER_REROLLED:
            return "an Initiative roll may never be re-rolled (1.13)"
        if roll_id in self.rerolled:
            return "this die roll was re-rolled already; a roll is re-rolled at most once (1.13)"
        return None

    def use(self, side: str, roll_id: str, roll_kind: str) -> ReRollCounter:
        """Spend the counter on one roll; it passes to the opponent immediately."""
        reason = self.why_not(side, roll_id, roll_kind)
        if reason:
            raise InputError(reason, f"re-roll of {roll_kind} roll {roll_id!r}")
        return ReRollCounter(other(self.holder), self.rerolled | {roll_id}, self.uses + 1)
