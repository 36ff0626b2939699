"""The Banzai Charge (IV, VI.D, B6, B17).

Only the wave commander orders it, and only before Japanese movement. While it lasts: no Japanese
figure obeys command (B6), none fires or throws, each runs toward its nearest visible American,
and every Japanese figure is +1 in melee. It lasts until all the Japanese are dead or every known
American has been driven off the table (and, the Japanese being brought back, never past the wave).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Mapping, Sequence

from assistant.core.errors import InputError

from .sequence import Phase, TurnClock
from .waves import wave_commander
from assistant.core.messages import msg

if TYPE_CHECKING:
    from .fire import Target


@dataclass(frozen=True)
class BanzaiState:
    active: bool = False
    wave: int | None = None
    ordered_turn: int | None = None
    ordered_by: int | None = None            # the commanding platoon's number
    ended_why: str = ""

    def in_force(self, wave: int) -> bool:
        return self.active and self.wave == wave

    def to_dict(self) -> dict[str, object]:
        return dict(self.__dict__)

    @staticmethod
    def from_dict(d: Mapping[str, object]) -> "BanzaiState":
        return BanzaiState(**{k: d[k] for k in ("active", "wave", "ordered_turn", "ordered_by", "ended_why")
                              if k in d})  # type: ignore[arg-type]


def order_banzai(state: BanzaiState, clock: TurnClock, platoon: int) -> BanzaiState:
    """The wave commander orders the charge (before Japanese movement, VI.D)."""
    if clock.phase is not Phase.BANZAI_ORDER:
        raise InputError(msg("a Banzai Charge is ordered before Japanese movement (VI.D)"), clock.text)
    commander = wave_commander(clock.wave)
    if platoon != commander:
        raise InputError(msg("only the wave commander ({0}) orders a Banzai Charge", commander_name(commander)),
                         clock.text)
    if state.in_force(clock.wave):
        raise InputError(msg("a Banzai Charge is already in force"), clock.text)
    return BanzaiState(True, clock.wave, clock.turn, platoon)


def commander_name(platoon: int) -> str:
    """The platoon's name, translatable (issue 23.3): "1st Platoon"."""
    names = {1: msg("1st Platoon"), 2: msg("2nd Platoon"), 3: msg("3rd Platoon"), 4: msg("4th Platoon")}
    return names.get(platoon) or msg("{0}th Platoon", platoon)


@dataclass(frozen=True)
class BanzaiAssignment:
    japanese_id: str
    american_id: str | None                  # None: no American in sight; the referee directs him
    distance_in: float | None
    reason: str


def banzai_assignments(nearest_visible: Mapping[str, Sequence[Target]]) -> tuple[BanzaiAssignment, ...]:
    """Each Japanese figure charges its nearest visible (revealed) American, at the run (VI.D)."""
    from .fire import order_targets
    out = []
    for jid in sorted(nearest_visible):
        ordered = order_targets(nearest_visible[jid])
        if ordered:
            t = ordered[0]
            out.append(BanzaiAssignment(jid, t.id, t.distance_in,
                                        f"runs at {t.id}, the nearest visible American ({t.distance_in:.1f}\")"))
        else:
            out.append(BanzaiAssignment(jid, None, None, "no American in sight: the referee directs him forward"))
    return tuple(out)


def banzai_check_end(state: BanzaiState, *, living_japanese: int, known_americans_on_table: int) -> BanzaiState:
    """The charge ends when all the Japanese are dead or no known American is left on the table."""
    if not state.active:
        return state
    if living_japanese == 0:
        return BanzaiState(False, state.wave, state.ordered_turn, state.ordered_by, "all the Japanese are dead")
    if known_americans_on_table == 0:
        return BanzaiState(False, state.wave, state.ordered_turn, state.ordered_by,
                           "every known American has been driven off the table")
    return state


def banzai_at_wave_end(state: BanzaiState) -> BanzaiState:
    """A new wave starts without a charge."""
    if not state.active:
        return state
    return BanzaiState(False, state.wave, state.ordered_turn, state.ordered_by, "the wave ended")
