"""Hidden Americans and Japanese snipers (VI.C, B15, B16).

Americans are off the table until seen. One who fires (or throws a grenade) is revealed for the
rest of the game; so is one a Japanese figure comes within 2" of (once placed, a figure stays on
the table: our reading). The B15 toggle also reveals an American a Japanese figure has a sight line
to, unless he is in an entrenchment. A sniper can be shot at only on a turn he fired and was
spotted: one die, 5-6, or 3-6 when the Philippine Scouts look (B16).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any, Iterable, Mapping

from . import rules
from .rulings import Rulings
from .toggles import margin_in, reveal_by_sight

if TYPE_CHECKING:
    from assistant.core.charts import ChartBook
    from .fire import Target
    from .forces import FigureSpec
    from .rolls import RollRecord


@dataclass(frozen=True)
class RevealEvent:
    figure_id: str
    why: str
    rulings: tuple[str, ...] = ()
    flagged: bool = False             # B28: the referee decides


@dataclass(frozen=True)
class SpotState:
    """Which Americans are on the table, and which snipers are spotted this turn."""

    revealed: frozenset[str] = frozenset()
    spotted_snipers: frozenset[str] = frozenset()
    turn_key: tuple[int, int] = (1, 1)     # (wave, turn) the spotted snipers belong to

    def is_revealed(self, american_id: str) -> bool:
        return american_id in self.revealed

    def sniper_targetable(self, sniper_id: str, wave: int, turn: int) -> bool:
        return sniper_id in self.spotted_snipers and self.turn_key == (wave, turn)

    def with_revealed(self, ids: Iterable[str]) -> "SpotState":
        return replace(self, revealed=self.revealed | frozenset(ids))

    def new_turn(self, wave: int, turn: int) -> "SpotState":
        """Snipers hide again; revealed Americans stay revealed (even into the next wave)."""
        return replace(self, spotted_snipers=frozenset(), turn_key=(wave, turn))

    def to_dict(self) -> dict[str, Any]:
        return {"revealed": sorted(self.revealed), "spotted_snipers": sorted(self.spotted_snipers),
                "turn_key": list(self.turn_key)}

    @staticmethod
    def from_dict(d: Mapping[str, Any]) -> "SpotState":
        return SpotState(frozenset(d.get("revealed", ())), frozenset(d.get("spotted_snipers", ())),
                         tuple(d.get("turn_key", (1, 1))))  # type: ignore[arg-type]


def reveal_on_fire(state: SpotState, american_ids: Iterable[str]) -> tuple[SpotState, tuple[RevealEvent, ...]]:
    """An American who fires or throws is revealed for the rest of the game (VI.C, B15)."""
    new = [a for a in american_ids if a not in state.revealed]
    events = tuple(RevealEvent(a, "fired: revealed for the rest of the game", ("B15",)) for a in new)
    return state.with_revealed(new), events


def proximity_reveals(state: SpotState, nearest_japanese_in: Mapping[str, float], *,
                      sight: Mapping[str, tuple[bool, bool]] | None = None,
                      rulings: Rulings | None = None) -> tuple[SpotState, tuple[RevealEvent, ...]]:
    """Reveal hidden Americans a Japanese figure has come within 2" of (B15).

    ``nearest_japanese_in``: each hidden American's distance to the nearest Japanese figure.
    ``sight`` (used only with the B15 toggle): American id -> (a Japanese figure has a sight line
    to him, he is in an entrenchment).
    """
    margin = margin_in(rulings)
    by_sight, label = reveal_by_sight(rulings)
    events: list[RevealEvent] = []
    for aid, d in sorted(nearest_japanese_in.items()):
        if aid in state.revealed:
            continue
        if d <= rules.PROXIMITY_SPOT_IN + margin:
            flagged = abs(d - rules.PROXIMITY_SPOT_IN) <= margin
            events.append(RevealEvent(aid, f"a Japanese figure within 2\" ({d:.2f}\")",
                                      (label,) + (("B28",) if flagged else ()), flagged))
    if by_sight:
        for aid, (seen, dug_in) in sorted((sight or {}).items()):
            if aid in state.revealed or any(e.figure_id == aid for e in events):
                continue
            if seen and not dug_in:
                events.append(RevealEvent(aid, "in a Japanese sight line, not entrenched", (label,)))
    return state.with_revealed(e.figure_id for e in events), tuple(events)


def japanese_targets(state: SpotState, visible: Iterable[Target]) -> tuple[Target, ...]:
    """The Japanese can shoot only Americans on the table (revealed)."""
    from .fire import order_targets
    return tuple(t for t in order_targets(visible) if t.id in state.revealed)


@dataclass(frozen=True)
class SniperSpot:
    sniper_id: str
    spotted: bool
    roll: RollRecord | None          # None: he did not fire, nobody may look for him
    reasons: tuple[str, ...]
    rulings: tuple[str, ...] = ("B16",)


def spot_sniper(state: SpotState, sniper: FigureSpec, fired_this_turn: bool, dice: Any, *,
                by_scouts: bool = False, book: ChartBook | None = None) -> tuple[SpotState, SniperSpot]:
    """B16: a sniper can be spotted only on a turn he fired: 5-6, or 3-6 for the Philippine Scouts."""
    from .tables import chart_roll
    if not fired_this_turn:
        return state, SniperSpot(sniper.id, False, None, ("did not fire this turn: cannot be spotted (B16)",))
    chart_id = "sniper_spotting_scouts" if by_scouts else "sniper_spotting"
    who = "the Philippine Scouts look" if by_scouts else "the Americans look"
    rec, row = chart_roll(chart_id, dice, what="sniper_spot", why=f"{sniper.id} fired; {who}",
                          rulings=("B16",), book=book)
    spotted = row.result == "spotted"
    if spotted:
        state = replace(state, spotted_snipers=state.spotted_snipers | {sniper.id})
    return state, SniperSpot(sniper.id, spotted, rec,
                             (("spotted: may be shot at this turn" if spotted else "not spotted"),))
