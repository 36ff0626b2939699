"""The Bataan turn: phases, per-figure turn state, movement allowances and fire permission (B8, B23, B24).

A turn runs: (Banzai order) -> Japanese move -> Americans move -> fire: snipers, then figures that
did not move, then figures that moved -> melee. Fire within one step is simultaneous: a figure hit
in the step it fires in still fires; one killed in an earlier step does not.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, replace
from enum import Enum
from typing import TYPE_CHECKING, Any, Mapping

from assistant.core.errors import InputError

from . import rules
from .sides import AMERICAN
from .rulings import Rulings
from .toggles import halving_rounds_up, margin_in, no_fire_after_crawl
from assistant.core.messages import msg

if TYPE_CHECKING:
    from .forces import FigureSpec


class MoveMode(str, Enum):
    NONE = "none"
    CRAWL = "crawl"
    WALK = "walk"
    RUN = "run"


class Phase(str, Enum):
    BANZAI_ORDER = "banzai_order"        # a Banzai Charge can only be ordered here (VI.D)
    JAPANESE_MOVE = "japanese_move"
    AMERICAN_MOVE = "american_move"
    FIRE_SNIPERS = "fire_snipers"        # IV.A
    FIRE_STATIONARY = "fire_stationary"  # IV.B
    FIRE_MOVED = "fire_moved"            # IV.C
    MELEE = "melee"


PHASES: tuple[Phase, ...] = tuple(Phase)
FIRE_STEPS: tuple[Phase, ...] = (Phase.FIRE_SNIPERS, Phase.FIRE_STATIONARY, Phase.FIRE_MOVED)

PHASE_TEXT = {
    Phase.BANZAI_ORDER: msg("Wave commander may order a Banzai Charge"),
    Phase.JAPANESE_MOVE: msg("Japanese move"),
    Phase.AMERICAN_MOVE: msg("Americans move"),
    Phase.FIRE_SNIPERS: msg("Fire: Japanese snipers"),
    Phase.FIRE_STATIONARY: msg("Fire: figures that did not move"),
    Phase.FIRE_MOVED: msg("Fire: figures that moved"),
    Phase.MELEE: msg("Melee"),
}


@dataclass(frozen=True)
class TurnClock:
    wave: int = 1
    turn: int = 1
    phase: Phase = Phase.BANZAI_ORDER

    def next(self) -> "TurnClock":
        i = PHASES.index(self.phase)
        if i + 1 < len(PHASES):
            return replace(self, phase=PHASES[i + 1])
        return replace(self, turn=self.turn + 1, phase=PHASES[0])

    def next_wave(self) -> "TurnClock":
        return TurnClock(wave=self.wave + 1, turn=1, phase=PHASES[0])

    @property
    def text(self) -> str:
        return f"Wave {self.wave}, turn {self.turn}: {PHASE_TEXT[self.phase]}"


@dataclass(frozen=True)
class FigureTurn:
    """What one figure did this turn."""

    figure_id: str
    mode: MoveMode = MoveMode.NONE
    moved_in: float = 0.0       # movement cost spent (terrain-weighted inches)
    fired: bool = False
    thrown: bool = False        # threw a grenade / fired a knee mortar (in place of fire)
    antitank: bool = False      # threw himself on the tank

    @property
    def moved(self) -> bool:
        return self.mode is not MoveMode.NONE

    @property
    def acted(self) -> bool:
        return self.fired or self.thrown

    def to_dict(self) -> dict[str, Any]:
        return {"figure_id": self.figure_id, "mode": self.mode.value, "moved_in": self.moved_in,
                "fired": self.fired, "thrown": self.thrown, "antitank": self.antitank}

    @staticmethod
    def from_dict(d: Mapping[str, Any]) -> "FigureTurn":
        try:
            return FigureTurn(str(d["figure_id"]), MoveMode(d.get("mode", "none")), float(d.get("moved_in", 0.0)),
                              bool(d.get("fired", False)), bool(d.get("thrown", False)),
                              bool(d.get("antitank", False)))
        except (KeyError, ValueError) as e:
            raise InputError(msg("not a figure turn: {0}", e), "figure turn") from None

    def with_move(self, mode: MoveMode, cost_in: float) -> "FigureTurn":
        if self.moved:
            raise InputError(msg("this figure has already moved this turn"), self.figure_id)
        return replace(self, mode=MoveMode(mode), moved_in=float(cost_in))

    def with_fired(self) -> "FigureTurn":
        if self.acted:
            raise InputError(msg("this figure has already fired or thrown this turn"), self.figure_id)
        return replace(self, fired=True)

    def with_thrown(self) -> "FigureTurn":
        if self.acted:
            raise InputError(msg("this figure has already fired or thrown this turn"), self.figure_id)
        return replace(self, thrown=True)


def fire_step_of(fig: FigureSpec, turn: FigureTurn) -> Phase:
    """IV: snipers fire first, then figures that did not move, then those that moved."""
    if fig.is_sniper:
        return Phase.FIRE_SNIPERS
    return Phase.FIRE_MOVED if turn.moved else Phase.FIRE_STATIONARY


def still_fires(step: Phase, killed_in: Phase | None) -> bool:
    """IV: fire in a step is simultaneous; a figure killed in an earlier step cannot fire back."""
    return killed_in is None or PHASES.index(killed_in) >= PHASES.index(step)


# --- movement --------------------------------------------------------------------------------

@dataclass(frozen=True)
class MoveCheck:
    ok: bool
    mode: MoveMode
    cost_in: float
    allowance_in: float
    reasons: tuple[str, ...]
    flagged: bool = False          # B28: within the margin of the allowance; the referee decides
    rulings: tuple[str, ...] = ()


def allowance_in(fig: FigureSpec, mode: MoveMode, *, seriously_wounded: bool = False) -> tuple[float, str]:
    """III: run 8", walk 4", crawl 2" (wounded Americans only); a seriously wounded American only crawls.

    Returns (allowance, "" or why the mode is not allowed). Terrain (half rate) is in the cost.
    """
    mode = MoveMode(mode)
    if mode is MoveMode.NONE:
        return 0.0, ""
    if fig.side == AMERICAN and seriously_wounded and mode is not MoveMode.CRAWL:
        return 0.0, "a seriously wounded American may only crawl (B14)"
    if mode is MoveMode.CRAWL:
        if fig.side != AMERICAN or not seriously_wounded:
            return 0.0, "only wounded Americans crawl (III)"
        return rules.CRAWL_IN, ""
    return (rules.RUN_IN if mode is MoveMode.RUN else rules.WALK_IN), ""


def check_move(fig: FigureSpec, mode: MoveMode, cost_in: float, *, seriously_wounded: bool = False,
               in_command: bool = True, command_exempt: bool = False, banzai: bool = False,
               crosses_river: bool = False, rulings: Rulings | None = None) -> MoveCheck:
    """Can ``fig`` move this way? ``cost_in`` is the path's terrain-weighted cost (B7) from the table."""
    mode = MoveMode(mode)
    reasons: list[str] = []
    allow, why_not = allowance_in(fig, mode, seriously_wounded=seriously_wounded)
    ok = not why_not
    if why_not:
        reasons.append(why_not)
    if fig.is_japanese and not command_exempt and not in_command and mode is not MoveMode.NONE:
        ok = False
        reasons.append("out of command: may not move (I, B5)")
    if banzai and fig.is_japanese and mode not in (MoveMode.RUN, MoveMode.NONE):
        reasons.append("Banzai Charge: Japanese figures run toward the nearest visible American")
    if crosses_river and mode in (MoveMode.RUN, MoveMode.CRAWL):
        ok = False
        reasons.append("a path into the river must be a walk (III, B7)")
    margin = margin_in(rulings)
    flagged = ok and abs(cost_in - allow) <= margin + 1e-12 and mode is not MoveMode.NONE
    # B28 on both sides of the limit: a cost just over it is too close to call too (the referee decides),
    # not refused outright while one just under it is flagged
    if ok and cost_in > allow + margin + 1e-9:
        ok = False
        reasons.append(f"costs {cost_in:.2f}\", allowance {allow:g}\" ({mode.value})")
    elif ok and mode is not MoveMode.NONE:
        reasons.append(f"costs {cost_in:.2f}\" of {allow:g}\" ({mode.value})")
    if flagged:
        reasons.append(f"within {margin:g}\" of the limit: the referee decides (B28)")
    return MoveCheck(ok, mode, float(cost_in), allow, tuple(reasons), flagged,
                     ("B28",) if flagged else ())


# --- fire permission (B8, B23, B24) ----------------------------------------------------------

def halve(dice: int, halvings: int, rulings: Rulings | None = None) -> tuple[int, str]:
    """Halve ``dice`` ``halvings`` times, rounding once at the end (B23)."""
    up, label = halving_rounds_up(rulings)
    if halvings <= 0:
        return dice, ""
    exact = dice / (2 ** halvings)
    return (math.ceil(exact) if up else math.floor(exact)), label


@dataclass(frozen=True)
class FirePermission:
    allowed: bool
    halvings: int                 # how many times the dice are halved (walk, tank moved, serious wound)
    reasons: tuple[str, ...]
    rulings: tuple[str, ...] = ()


def fire_permission(fig: FigureSpec, turn: FigureTurn, *, seriously_wounded: bool = False,
                    in_command: bool = True, command_exempt: bool = False, banzai: bool = False,
                    grenade: bool = False, rulings: Rulings | None = None) -> FirePermission:
    """May this figure fire (or throw) this turn, and how many times are its dice halved?

    B8: no fire or grenade after a run (the tank excepted); after a walk, half dice; the tank's dice
    are halved whenever it moved. B24: a crawl counts as a walk (default) or forbids fire.
    B14: a seriously wounded American fires at half effect (stacks with the walk).
    Half-dice for a grenade are applied by the grenade resolvers (B26), not here.
    """
    reasons: list[str] = []
    used: list[str] = []
    allowed = True
    halvings = 0
    act = "throw" if grenade else "fire"
    if fig.is_japanese and banzai:
        return FirePermission(False, 0, ("Banzai Charge: no Japanese fire or grenades",))
    if fig.is_japanese and not command_exempt and not in_command:
        return FirePermission(False, 0, ("out of command: may not shoot (I, B5)",))
    if turn.acted:
        return FirePermission(False, 0, ("already fired or threw this turn",))
    if fig.is_tank:
        if grenade:
            return FirePermission(False, 0, ("the tank throws no grenades",))
        if turn.moved:
            halvings += 1
            reasons.append("the tank moved: half dice (B8)")
    elif turn.mode is MoveMode.RUN:
        allowed = False
        reasons.append(f"ran: may not {act} (B8)")
    elif turn.mode is MoveMode.WALK:
        halvings += 1
        reasons.append("walked: half dice (B8)")
    elif turn.mode is MoveMode.CRAWL:
        forbid, label = no_fire_after_crawl(rulings)
        used.append(label)
        if forbid:
            allowed = False
            reasons.append(f"crawled: may not {act} ({label})")
        else:
            halvings += 1
            reasons.append(f"crawled: half dice ({label})")
    if allowed and fig.side == AMERICAN and seriously_wounded:
        halvings += 1
        reasons.append("seriously wounded: half effect (B14)")
    if not allowed:
        halvings = 0
    return FirePermission(allowed, halvings, tuple(reasons), tuple(used))
