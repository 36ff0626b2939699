"""Saipan sequence of play (10.0) as a checklist for each turn (one day), with the turn record.

The steps are the rulebook's, in its order: the Air/Naval Phase, the first player-turn, the second
player-turn (the same steps, roles reversed), then the Turn Record Phase. The referee ticks steps
off; the checklist is plain data (to_dict / from_dict).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from assistant.core.errors import InputError

from . import rules
from assistant.core.messages import msg


@dataclass(frozen=True)
class Step:
    id: str
    phase: str
    text: str
    rule: str


_AIR_NAVAL = (
    ("reinforcements", "Naval and naval-air reinforcements enter", "10.0 A1, 16.2-16.3"),
    ("sea_movement", "Both players move air and naval units secretly to zones in range", "10.0 A2, 14.0"),
    ("search", "Search rolls in each sea zone; found forces are reported", "10.0 A3, 14.1"),
    ("missions", "Air missions assigned: CAP, anti-ship, ground attack", "10.0 A4, 9.1, 14.2"),
    ("air_to_air", "Air-to-air combat", "10.0 A5, 14.3"),
    ("aa_fire", "AA fire", "10.0 A6, 14.4 B-E"),
    ("air_surface", "Air-to-surface strikes", "10.0 A7, 14.4"),
    ("surface", "Surface combat where a side was found and both have ships", "10.0 A8, 14.5"),
    ("to_map", "Surviving Marianas ships may move to the Saipan map for bombardment", "10.0 A9"),
)
_PLAYER_TURN = (
    ("move", "Move ground units (and land US reinforcements)", "10.0 B1, 11.0, 16.3 D"),
    ("declare_bombardment", "Both sides declare all bombardments (naval and ground attack too)", "10.0 B2, 12.3"),
    ("declare_combat", "Declare maneuver and assault combats", "10.0 B3, 12.1-12.2"),
    ("bombardment", "Resolve all bombardments; losses and retreats", "10.0 B4, 12.3"),
    ("maneuver", "Resolve maneuver combats (differentials, proficiency DRMs, two rounds)", "10.0 B5, 12.1"),
    ("assault", "Resolve assault combats (defender first in round 1, then simultaneous)", "10.0 B6, 12.2"),
)


SETUP_STEP = Step("setup", "Set-up", "The order of battle waits off the map: the Japanese set up every ground "
                  "unit on Saipan and their land-based air units; the US ground forces board transports. The "
                  "set-up check (Ground tab) lists what remains", "16.1, 16.3 A-C, 14.6 A")


def turn_steps(first_player: str = "us") -> tuple[Step, ...]:
    second = "japanese" if first_player == "us" else "us"
    out = [Step(f"air_naval.{i}", "Air/Naval Phase", t, r) for i, t, r in _AIR_NAVAL]
    for n, who in ((1, first_player), (2, second)):
        out += [Step(f"player{n}.{i}", f"Player-turn {n} ({who})", t, r) for i, t, r in _PLAYER_TURN]
    out.append(Step("turn_record", "Turn Record Phase", "Advance the turn marker", "10.0 D"))
    return tuple(out)


def turn_notes(turn: int) -> tuple[str, ...]:
    """What the scenario says about this turn (16.2-16.4)."""
    notes = []
    if turn == 1:
        notes.append(f"US lands at most {rules.US_LANDING_UNITS_TURN_1} ground units; all transports enter (16.3 D)")
    else:
        notes.append(f"US lands at most {rules.US_LANDING_UNITS_LATER} ground units (16.3 D)")
    if turn == rules.JAPANESE_NAVAL_REINFORCEMENT_TURN:
        notes.append("Japanese naval and CV air reinforcements may enter (may be delayed) (16.2)")
    if turn == rules.LAST_TURN:
        notes.append("Last turn: Japanese ground forces left on Saipan at its end win the game (16.4 C); "
                     "its Turn Record Phase ends the game")
    return tuple(notes)


@dataclass
class TurnChecklist:
    """The day's checklist. ``over``: the last turn's Turn Record Phase is done, the game has ended (16.4 C)."""

    turn: int = 1
    first_player: str = "us"
    done: list[str] = field(default_factory=list)
    over: bool = False
    setup: bool = False        # the printed set-up: turn 1 opens with the set-up step (16.1, 16.3)

    @property
    def setup_pending(self) -> bool:
        return self.setup and self.turn == 1 and SETUP_STEP.id not in self.done

    @property
    def turns_completed(self) -> int:
        """Turns whose Turn Record Phase is done: the previous ones, and this one once the game is over."""
        return self.turn if self.over else self.turn - 1

    def steps(self) -> tuple[Step, ...]:
        first = (SETUP_STEP,) if self.setup and self.turn == 1 else ()
        return first + turn_steps(self.first_player)

    def next_step(self) -> Step | None:
        """The step to do next: the first not done after the last one done (the Record ticks the steps its
        commands do, so a step passed over stays open but does not hold the day back), else the first open."""
        steps = self.steps()
        last = max((i for i, s in enumerate(steps) if s.id in self.done), default=-1)
        return next((s for s in steps[last + 1:] if s.id not in self.done),
                    next((s for s in steps if s.id not in self.done), None))

    def tick(self, step_id: str) -> None:
        ids = [s.id for s in self.steps()]
        if step_id not in ids:
            raise InputError(msg("no such step {0!r}", step_id), f"turn {self.turn} checklist")
        if step_id not in self.done:
            self.done.append(step_id)

    def advance(self, force: bool = False) -> None:
        """The Turn Record Phase: on to the next turn (every step ticked unless ``force``). On the last
        turn it ends the game instead: turn 30 is then complete (16.4 C)."""
        if self.over:
            raise InputError(msg("the game ended with the Turn Record Phase of turn {0} (16.4 C)", self.turn),
                             "turn record")
        left = [s for s in self.steps() if s.id not in self.done and s.id != "turn_record"]
        if left and not force:
            named = "; ".join(f"{s.text} ({s.rule})" for s in left[:4]) + (f"; and {len(left) - 4} more"
                                                                              if len(left) > 4 else "")
            raise InputError(msg("{0} step(s) of the sequence of play not done (10.0): {1}", len(left), named),
                             f"turn {self.turn} checklist")
        if self.turn >= rules.LAST_TURN:
            self.over = True
            if "turn_record" not in self.done:
                self.done.append("turn_record")
            return
        self.turn += 1
        self.done = []

    def to_dict(self) -> dict[str, Any]:
        out = {"turn": self.turn, "first_player": self.first_player, "done": list(self.done), "over": self.over}
        if self.setup:
            out["setup_step"] = True
        return out

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> "TurnChecklist":
        return cls(int(data["turn"]), data.get("first_player", "us"), list(data.get("done", [])),
                   bool(data.get("over", False)), bool(data.get("setup_step", False)))
