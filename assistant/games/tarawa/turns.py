"""Tarawa sequence of play (3.0, 4.0, 4.2.5, 4.3, 4.4, 6.3, 8.0) as an action log.

Players alternate single actions: move, a change of facing (an action of its own, 4.1 D), combat
(fire, same-hex, opportunity fire or offshore bombardment), pass, or reinforce (US only). A turn ends on four consecutive passes (4.3) or when an
end-of-turn check after a combat die showing 10 reads 9 or 10 (4.2.5, ruling T2). Every new turn
starts with the first player (4.2.5 example, ruling T7). Night turns forbid offshore bombardment
(4.2.2 C) and opportunity fire (4.2.4 H); which turns are night is a turn-track setting (T8).

The log keeps only what happened (each action with its dice); everything else is derived by
replaying it, so ``undo`` is dropping the last entry and saved games are the list itself.
"""

from __future__ import annotations

import random
from dataclasses import asdict, dataclass, field
from fractions import Fraction
from typing import Any, Iterable

from assistant.core.errors import InputError

from . import rules
from .rulings import SIDES, TarawaRulings
from assistant.core.messages import msg

ACTION_KINDS = ("move", "face", "combat", "pass", "reinforce")
EVENT_KINDS = ("banzai_declared", "banzai_over")   # recorded, but not an action: no alternation
COMBAT_KINDS = ("fire", "same_hex", "opportunity", "bombardment")


def other(side: str) -> str:
    return "japanese" if side == "us" else "us"


@dataclass(frozen=True)
class TurnTrack:
    """The turn record track (T8): which turns are night, and the day of each turn.

    The printed track is not in the source; the default puts turn 1 at 0600 on day 1 with two
    hours a turn (3.0) and night from 1800 to 0600. Every field is an editable game setting;
    ``night_turns`` when given overrides the hours.
    """

    turn_one_start_hour: int = 6
    night_from_hour: int = 18
    night_until_hour: int = 6
    last_turn: int = rules.LAST_TURN
    night_turns: tuple[int, ...] | None = None

    def start_hour(self, turn: int) -> int:
        """Hours since midnight of day 1 at which ``turn`` starts."""
        self._check(turn)
        return self.turn_one_start_hour + (turn - 1) * rules.HOURS_PER_TURN

    def day(self, turn: int) -> int:
        return 1 + self.start_hour(turn) // 24

    def is_night(self, turn: int) -> bool:
        self._check(turn)
        if self.night_turns is not None:
            return turn in self.night_turns
        hour = self.start_hour(turn) % 24
        if self.night_from_hour > self.night_until_hour:
            return hour >= self.night_from_hour or hour < self.night_until_hour
        return self.night_from_hour <= hour < self.night_until_hour

    def _check(self, turn: int) -> None:
        if not 1 <= turn <= self.last_turn:
            raise InputError(msg("turn {0} is off the track (1-{1})", turn, self.last_turn), "turn")

    def to_dict(self) -> dict[str, Any]:
        d = asdict(self)
        d["night_turns"] = list(self.night_turns) if self.night_turns is not None else None
        return d

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> "TurnTrack":
        data = dict(data)
        if data.get("night_turns") is not None:
            data["night_turns"] = tuple(data["night_turns"])
        return cls(**data)


@dataclass(frozen=True)
class Action:
    """One entry of the log: an action of a player, or a Banzai event (not an action)."""

    player: str
    kind: str
    combat_kind: str | None = None
    units: tuple[str, ...] = ()
    dice: tuple[int, ...] = ()           # combat dice, one per firing unit (4.2.1 E)
    end_checks: tuple[int, ...] = ()     # end-of-turn check rolls made after this action (4.2.5)
    first_wave: bool = False             # a reinforce entry landing the first assault wave (8.0, 8.1)
    note: str = ""

    def to_dict(self) -> dict[str, Any]:
        d = asdict(self)
        for k in ("units", "dice", "end_checks"):
            d[k] = list(d[k])
        return d

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> "Action":
        data = dict(data)
        for k in ("units", "dice", "end_checks"):
            data[k] = tuple(data.get(k, ()))
        return cls(**data)


@dataclass(frozen=True)
class TurnEnd:
    turn: int
    reason: str            # "passes" (4.3) or "end_check" (4.2.5)
    action_index: int      # index in the log of the action that ended it
    ruling: str = ""


@dataclass
class LogState:
    """What the log implies now (derived, never stored)."""

    turn: int = 1
    next_player: str = "us"
    consecutive_passes: int = 0
    reinforced_this_turn: bool = False
    first_wave_landed: bool = False
    us_actions_this_turn: int = 0
    last_action_kind: str | None = None
    banzai_used: bool = False
    banzai_active: bool = False
    banzai_units: tuple[str, ...] = ()
    game_over: bool = False
    turn_ends: list[TurnEnd] = field(default_factory=list)


class ActionLog:
    """The action-by-action record of one Tarawa game."""

    def __init__(self, rulings: TarawaRulings | None = None, track: TurnTrack | None = None,
                 actions: Iterable[Action] = ()):
        self.rulings = rulings or TarawaRulings()
        self.track = track or TurnTrack()
        self.actions: list[Action] = []
        self.state = self._fresh()
        for a in actions:
            self._apply(a)

    # ----------------------------------------------------------------- queries
    @property
    def turn(self) -> int:
        return self.state.turn

    @property
    def next_player(self) -> str:
        return self.state.next_player

    def is_night(self) -> bool:
        return self.track.is_night(self.state.turn)

    def end_checks_needed(self, dice: Iterable[int]) -> int:
        """How many end-of-turn checks a combat action with these dice calls for (4.2.5, T2)."""
        tens = sum(1 for d in dice if d == rules.END_CHECK_TRIGGER_FACE)
        if tens == 0:
            return 0
        return tens if self.rulings.end_check_per_ten else 1

    def end_check_odds(self, dice: Iterable[int]) -> tuple[int, Fraction]:
        """(checks due, exact chance that they end the turn) before the checks are rolled."""
        n = self.end_checks_needed(dice)
        p_continue = Fraction(rules.DIE_FACES - len(rules.END_CHECK_ENDS_ON), rules.DIE_FACES)
        return n, 1 - p_continue ** n

    # ----------------------------------------------------------------- recording
    def move(self, player: str, units: Iterable[str] = (), note: str = "") -> Action:
        return self.record(Action(player, "move", units=tuple(units), note=note))

    def face(self, player: str, units: Iterable[str] = (), note: str = "") -> Action:
        """A change of facing: an action even when no unit moves (4.1 D, 5.0 D)."""
        return self.record(Action(player, "face", units=tuple(units), note=note))

    def pass_(self, player: str, note: str = "") -> Action:
        return self.record(Action(player, "pass", note=note))

    def reinforce(self, player: str, units: Iterable[str] = (), first_wave: bool = False,
                  note: str = "") -> Action:
        return self.record(Action(player, "reinforce", units=tuple(units), first_wave=first_wave, note=note))

    def combat(self, player: str, dice: Iterable[int], combat_kind: str = "fire",
               units: Iterable[str] = (), end_checks: Iterable[int] | None = None,
               rng: random.Random | None = None, note: str = "") -> Action:
        """Record a combat action; make the end-of-turn checks it calls for.

        Give the checks rolled at the table in ``end_checks`` or an ``rng`` to roll them. With one
        check per 10 (T2 toggle) the checks stop at the first 9 or 10.
        """
        dice = tuple(dice)
        needed = self.end_checks_needed(dice)
        if end_checks is None:
            checks: list[int] = []
            if needed:
                if rng is None:
                    raise InputError(msg("{0} end-of-turn check(s) are due: give the rolls or an rng", needed),
                                     "combat: end_checks")
                for _ in range(needed):
                    checks.append(rules.roll_d10(rng))
                    if checks[-1] in rules.END_CHECK_ENDS_ON:
                        break
        else:
            checks = list(end_checks)
        return self.record(Action(player, "combat", combat_kind=combat_kind, units=tuple(units),
                                  dice=dice, end_checks=tuple(checks), note=note))

    def declare_banzai(self, units: Iterable[str], note: str = "") -> Action:
        return self.record(Action("japanese", "banzai_declared", units=tuple(units), note=note))

    def banzai_over(self, note: str = "") -> Action:
        return self.record(Action("japanese", "banzai_over", note=note))

    def record(self, action: Action) -> Action:
        self._apply(action)
        return action

    def undo(self) -> Action:
        if not self.actions:
            raise InputError(msg("nothing to undo"), "action log")
        last = self.actions[-1]
        keep = self.actions[:-1]
        self.actions, self.state = [], self._fresh()
        for a in keep:
            self._apply(a)
        return last

    # ----------------------------------------------------------------- persistence
    def to_dict(self) -> dict[str, Any]:
        return {"rulings": self.rulings.to_dict(), "track": self.track.to_dict(),
                "actions": [a.to_dict() for a in self.actions]}

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> "ActionLog":
        return cls(TarawaRulings.from_dict(data.get("rulings", {})),
                   TurnTrack.from_dict(data.get("track", {})),
                   [Action.from_dict(a) for a in data.get("actions", [])])

    # ----------------------------------------------------------------- the rules
    def _fresh(self) -> LogState:
        return LogState(next_player=self.rulings.first_player)

    def _apply(self, a: Action) -> None:
        s = self.state
        where = f"turn {s.turn}, entry {len(self.actions) + 1}"
        if s.game_over:
            raise InputError(msg("the game is over (turn track ended)"), where)
        if a.player not in SIDES:
            raise InputError(msg("unknown player {0!r}", a.player), where)
        if a.kind in EVENT_KINDS:
            self._apply_event(a, where)
            self.actions.append(a)
            return
        if a.kind not in ACTION_KINDS:
            raise InputError(msg("unknown action kind {0!r}", a.kind), where)
        if a.player != s.next_player:
            raise InputError(msg("it is the {0} player's action (4.0 A: players alternate)", s.next_player), where)
        night = self.track.is_night(s.turn)
        if a.player == "us" and s.turn == rules.FIRST_WAVE_LATEST_TURN and not s.first_wave_landed \
                and s.us_actions_this_turn == 0 and not (a.kind == "reinforce" and a.first_wave):
            raise InputError(msg("the first assault wave must land as the first US action of turn 2 (8.0 C)"), where)
        if a.kind == "reinforce":
            if a.player != "us":
                raise InputError(msg("only the US enters reinforcements (4.0 B, 4.4)"), where)
            if a.first_wave:
                if s.first_wave_landed:
                    raise InputError(msg("the first assault wave has already landed (8.0 B)"), where)
            elif not s.first_wave_landed:
                raise InputError(msg("reinforcements follow the first assault wave (8.1 A)"), where)
            elif s.reinforced_this_turn:
                raise InputError(msg("reinforcements enter only once per turn (4.4 C)"), where)
        if a.kind == "combat":
            if a.combat_kind not in COMBAT_KINDS:
                raise InputError(msg("unknown combat kind {0!r}", a.combat_kind), where)
            if a.combat_kind == "bombardment":
                if a.player != "us":
                    raise InputError(msg("offshore bombardment is a US action (4.2.2 A)"), where)
                if night:
                    raise InputError(msg("no offshore bombardment on night turns (4.2.2 C, T8)"), where)
            if a.combat_kind == "opportunity":
                if night:
                    raise InputError(msg("no opportunity fire on night turns (4.2.4 H, T8)"), where)
                if s.last_action_kind != "move":
                    raise InputError(msg("opportunity fire answers the opponent's movement action (4.2.4 A)"), where)
            if any(not 1 <= d <= rules.DIE_FACES for d in a.dice + a.end_checks):
                raise InputError(msg("a d10 reads 1-10 (2.4, T1)"), where)
            needed = self.end_checks_needed(a.dice)
            ends = [c in rules.END_CHECK_ENDS_ON for c in a.end_checks]
            if len(a.end_checks) > needed or any(ends[:-1]) or (
                    len(a.end_checks) < needed and not (ends and ends[-1])):
                raise InputError(msg("{0} end-of-turn check(s) due for these dice (4.2.5, T2); got {1}", needed, list(a.end_checks)), where)
        if s.banzai_active and a.player == "japanese":
            if a.kind not in ("move", "face", "combat"):
                raise InputError(msg("during the Banzai Charge the Japanese only move or fight with charging units (6.3 C-D)"), where)
            if not a.units or not set(a.units) <= set(s.banzai_units):
                raise InputError(msg("during the Banzai Charge only the charging units act (6.3 C)"), where)

        # accepted: update the state
        self.actions.append(a)
        index = len(self.actions) - 1
        s.last_action_kind = a.kind
        if a.player == "us":
            s.us_actions_this_turn += 1
        if a.kind == "reinforce":
            if a.first_wave:
                s.first_wave_landed = True
            else:
                s.reinforced_this_turn = True
        s.consecutive_passes = s.consecutive_passes + 1 if a.kind == "pass" else 0
        s.next_player = other(a.player)
        if a.kind == "pass" and s.consecutive_passes >= rules.PASSES_TO_END_TURN:
            self._end_turn("passes", index, "")
        elif a.kind == "combat" and any(c in rules.END_CHECK_ENDS_ON for c in a.end_checks):
            self._end_turn("end_check", index, "T2 one check per 10" if self.rulings.end_check_per_ten else "T2")

    def _apply_event(self, a: Action, where: str) -> None:
        s = self.state
        if a.kind == "banzai_declared":
            if s.banzai_used:
                raise InputError(msg("the Banzai Charge is allowed once a game (6.3 A)"), where)
            if not a.units or len(a.units) > rules.BANZAI_MAX_UNITS:
                raise InputError(msg("a Banzai Charge takes 1-{0} units (6.3 A)", rules.BANZAI_MAX_UNITS), where)
            s.banzai_used, s.banzai_active, s.banzai_units = True, True, tuple(a.units)
        else:
            if not s.banzai_active:
                raise InputError(msg("no Banzai Charge is under way"), where)
            s.banzai_active = False

    def _end_turn(self, reason: str, index: int, ruling: str) -> None:
        s = self.state
        s.turn_ends.append(TurnEnd(s.turn, reason, index, ruling))
        if s.turn >= self.track.last_turn:
            s.game_over = True
            return
        s.turn += 1
        s.next_player = self.rulings.first_player
        s.consecutive_passes = 0
        s.reinforced_this_turn = False
        s.us_actions_this_turn = 0
        s.last_action_kind = None
