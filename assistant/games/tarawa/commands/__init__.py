"""Refereeing a Tarawa game, command by command (Qt-free).

`TarawaGame(session)` offers every command a Tarawa referee gives: the actions of the player to act
(``pass_``, ``move``, ``face``, ``record_move``, ``reinforce``, ``fire``, ``split_fire``, ``opportunity_fire``, ``combat``, ``bombard``;
``declare_banzai``), the referee's entries (terrain marks, TEC and facing DRMs, victory entries) and
his edits of the counters (``reposition``, ``edit_facing``, ``place_unit``, ``remove_units``); amtracs
(``load_amtrac``, ``beach_assault``, ``debark``; 6.2); fog of war (``hide``, ``place_dummy``, ``reveal``,
``settle_hidden_hits``, ``players_view``; 7.1-7.3); a sight-line dispute roll (``settle_sight``, 4.2.1 D)
and re-emplacing a crew-served weapon (``reemplace``, 4.1 F optional); a 0-MP crew-served weapon firing twice
(``fire_twice``, 4.1 F optional).

Each command checks first and raises ``InputError`` naming the rule when it is illegal (nothing
changes); otherwise it draws its dice from the game's seeded stream (``session.dice()``) and returns
ONE ``Change``: the rolls, the units, the action log, the state. The caller applies it
(``session.do(change)`` headless, ``hub.push(change)`` in the window); undo restores the game.
``Change.meta`` carries ``("summary", (line, ...))``: the result in words. Queries (``*_preview``,
``victory``) change nothing; a preview's odds come from the same shots its roll reads.
"""

from __future__ import annotations

from .amtracs import AmtracCommands
from .entries import EntryCommands
from .fire import CombatPreview, FireCommands
from .fire_twice import FireTwiceCommands
from .fog import FogCommands
from .moves import MoveCommands
from .opportunity import OpportunityCommands
from .options import OptionCommands

__all__ = ["CombatPreview", "TarawaGame", "summary"]


class TarawaGame(OptionCommands, OpportunityCommands, FireTwiceCommands, FireCommands, AmtracCommands, FogCommands, MoveCommands,
                 EntryCommands):
    """The referee's commands and queries over one Tarawa game session."""


def summary(change) -> tuple[str, ...]:
    """The result in words a command's change carries."""
    return dict(change.meta).get("summary", ())
