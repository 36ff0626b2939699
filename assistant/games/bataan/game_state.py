"""The Bataan game's own state, kept in ``session.state`` (Qt-free).

``session.state`` holds ``wave``, ``turn`` and ``phase`` at the top (the roll log reads them) and the rest
under ``"bataan"``: Banzai, spotted snipers, what each figure did this turn, who was killed in which fire
step, the start line, the tank, the Americans who left the table, the wave's opening counts and the
victory once reached. Every value is plain JSON, so an interrupted game reopens where it was.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any, Mapping

from .banzai import BanzaiState
from .sequence import FigureTurn, Phase, TurnClock
from .spotting import SpotState
from .waves import TankStatus

KEY = "bataan"


@dataclass(frozen=True)
class GameState:
    clock: TurnClock = TurnClock()
    banzai: BanzaiState = BanzaiState()
    spot: SpotState = SpotState()
    turns: Mapping[str, FigureTurn] = field(default_factory=dict)
    killed_in: Mapping[str, str] = field(default_factory=dict)      # figure id -> phase value
    start_line: tuple[tuple[float, float], ...] = ()                # () = the Japanese table edge
    tank: TankStatus = TankStatus.ON_TABLE
    tank_off: Mapping[str, Any] | None = None                        # the tank's figure while held off
    left: tuple[Mapping[str, Any], ...] = ()                         # Americans who left: {id, unit, wave, turn, figure}
    us_dead_at_start: int = 0                                        # Americans dead when the wave began
    banzai_ordered: bool = False                                     # this wave
    victory: Mapping[str, Any] | None = None

    def turn(self, fid: str) -> FigureTurn:
        return self.turns.get(fid) or FigureTurn(fid)

    def with_turn(self, t: FigureTurn) -> "GameState":
        return replace(self, turns={**self.turns, t.figure_id: t})

    def to_state(self, base: Mapping[str, Any]) -> dict[str, Any]:
        out = dict(base)
        out.update({"wave": self.clock.wave, "turn": self.clock.turn, "phase": self.clock.phase.value})
        out[KEY] = {
            "banzai": self.banzai.to_dict(),
            "spot": self.spot.to_dict(),
            "turns": {k: v.to_dict() for k, v in sorted(self.turns.items())},
            "killed_in": dict(sorted(self.killed_in.items())),
            "start_line": [list(p) for p in self.start_line],
            "tank": self.tank.value,
            "tank_off": self.tank_off,
            "left": [dict(x) for x in self.left],
            "us_dead_at_start": self.us_dead_at_start,
            "banzai_ordered": self.banzai_ordered,
            "victory": self.victory,
        }
        return out

    @staticmethod
    def from_state(state: Mapping[str, Any]) -> "GameState":
        b = state.get(KEY) or {}
        clock = TurnClock(int(state.get("wave", 1) or 1), int(state.get("turn", 1) or 1),
                          Phase(state.get("phase") or Phase.BANZAI_ORDER.value))
        return GameState(
            clock=clock,
            banzai=BanzaiState.from_dict(b.get("banzai") or {}),
            spot=SpotState.from_dict(b.get("spot") or {"turn_key": [clock.wave, clock.turn]}),
            turns={k: FigureTurn.from_dict(v) for k, v in (b.get("turns") or {}).items()},
            killed_in=dict(b.get("killed_in") or {}),
            start_line=tuple((float(x), float(y)) for x, y in (b.get("start_line") or ())),
            tank=TankStatus(b.get("tank", TankStatus.ON_TABLE.value)),
            tank_off=b.get("tank_off"),
            left=tuple(b.get("left") or ()),
            us_dead_at_start=int(b.get("us_dead_at_start", 0)),
            banzai_ordered=bool(b.get("banzai_ordered", False)),
            victory=b.get("victory"),
        )
