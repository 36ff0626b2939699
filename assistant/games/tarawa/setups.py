"""How a new Tarawa game starts (File > New game; the descriptor names this module). Qt-free.

* ``seed_printed``: the historical scenario (8.0-8.7) as the rules print it: turn 1 at 0600 on day 1
  (T8 default), the US first (T7), an empty action log, no US step losses, and the Japanese to set up
  first (8.1 D, 8.3). The map and the counter sheet are not in the source (T4): the referee marks the
  terrain and places the units, then runs the set-up check (``TarawaGame.finish_setup``, 8.3).
* ``seed_demo``: a game in progress for trying the tool (a sketch of Betio and SAMPLE units).
Both write their records with ONE ``store.seed(change)``, outside the undo history.
"""

from __future__ import annotations

from assistant.store.changes import Change
from assistant.store.store import Store

from .demo import seed_demo
from .persist import log_op, state_for, state_op
from .rulings import TarawaRulings
from .scenario import default_track, load_scenario
from .turns import ActionLog

__all__ = ["seed_demo", "seed_printed", "printed_state"]

SETUP_JAPANESE = "japanese set-up (8.3)"


def printed_state() -> dict:
    """The state of the printed set-up: the Japanese place their units first (8.1 D, 8.3)."""
    data = load_scenario()
    return {"victory": {"cleared_turn": 0, "us_step_losses": 0}, "setup": SETUP_JAPANESE,
            "setup_order": list(data["setup_order"])}


def seed_printed(store: Store, game_id: int, kind_id: str = "tarawa") -> None:
    """The historical scenario's start (8.0-8.3); one ``store.seed``."""
    log = ActionLog(TarawaRulings(), default_track())
    ops = [log_op(store, game_id, log), state_op(store, game_id, state_for(printed_state(), log))]
    store.seed(Change("Tarawa: the historical scenario (8.0-8.3)", tuple(op for op in ops if op is not None), game_id))
